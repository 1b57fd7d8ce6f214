import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppBindings } from "../lib/types";

/** Every `/api/v1` router, mounted in order by `createApp()`. */
export const apiRouters: OpenAPIHono<AppBindings>[] = [];
