import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../lib/create-router";
import { jsonContent } from "../../../schemas/common.schemas";

const HealthSchema = z
  .object({ status: z.string(), health: z.enum(["healthy", "degraded"]), version: z.string() })
  .openapi("Health");

const health = createRoute({
  method: "get",
  path: "/health",
  operationId: "health",
  tags: ["health"],
  summary: "Service health",
  responses: { 200: jsonContent(HealthSchema, "Service is ready") },
});

export const healthRouter = createRouter().openapi(health, (c) =>
  c.json({ status: "ready", health: "healthy" as const, version: c.get("settings").version }, 200),
);
