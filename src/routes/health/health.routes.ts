import { createRoute, z } from "@hono/zod-openapi";
import { jsonContent } from "../../../schemas/common.schemas";

const HealthSchema = z
  .object({ status: z.string(), health: z.enum(["healthy", "degraded"]), version: z.string() })
  .openapi("Health");

export const health = createRoute({
  method: "get",
  path: "/health",
  operationId: "health",
  tags: ["health"],
  summary: "Service health",
  responses: { 200: jsonContent(HealthSchema, "Service is ready") },
});

export const landing = createRoute({
  method: "get",
  path: "/",
  operationId: "landingPage",
  tags: ["health"],
  summary: "A page for people: what this is, links to the API reference, MCP and a dataset's graph",
  responses: { 200: { content: { "text/html": { schema: z.string() } }, description: "HTML page" } },
});
