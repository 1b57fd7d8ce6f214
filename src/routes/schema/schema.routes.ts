import { createRoute, z } from "@hono/zod-openapi";
import { security } from "../../../schemas/auth.schemas";
import { errorResponses, jsonContent } from "../../../schemas/common.schemas";

const tags = ["schema"];
const query = z.object({
  // Accepted for compatibility; the extracted-memory layer is served by /visualize.
  include_memory: z.enum(["true", "false"]).optional(),
});

const GraphSchema = z
  .object({
    nodes: z.array(z.object({ id: z.string(), type: z.string(), name: z.string() }).passthrough()),
    edges: z.array(z.object({ source: z.string(), target: z.string(), relation: z.string() })),
    scope: z.object({ user_id: z.string(), tenant_id: z.string().nullable(), workspace_admin: z.boolean(), datasets: z.number().int() }),
  })
  .openapi("MemoryProvenance");

export const provenanceHtml = createRoute({
  method: "get",
  path: "/schema/provenance",
  operationId: "getProvenanceHtml",
  tags,
  security,
  summary: "Memory provenance page, scoped to the caller's readable datasets (administrators: the whole workspace)",
  request: { query },
  responses: { 200: { content: { "text/html": { schema: z.string() } }, description: "HTML" }, 401: errorResponses[401] },
});

export const provenanceJson = createRoute({
  method: "get",
  path: "/schema/provenance/json",
  operationId: "getProvenance",
  tags,
  security,
  summary: "Memory provenance graph as JSON, same scope as the page",
  request: { query },
  responses: { 200: jsonContent(GraphSchema, "Graph"), 401: errorResponses[401] },
});
