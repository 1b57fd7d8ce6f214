import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../lib/create-router";
import { jsonContent } from "../../../schemas/common.schemas";
import { landingPage } from "./landing-page";

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

const landing = createRoute({
  method: "get",
  path: "/",
  operationId: "landingPage",
  tags: ["health"],
  summary: "A page for people: what this is, links to the API reference, MCP and a dataset's graph",
  responses: { 200: { content: { "text/html": { schema: z.string() } }, description: "HTML page" } },
});

export const healthRouter = createRouter()
  .openapi(health, (c) => c.json({ status: "ready", health: "healthy" as const, version: c.get("settings").version }, 200))
  .openapi(landing, (c) => {
    // The page's only script is inline and talks to this origin alone.
    c.header("content-security-policy", "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'");
    return c.html(landingPage(c.get("settings").version), 200);
  });
