import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { toValidationIssues, createRouter } from "../../lib/create-router";
import { ValidationError } from "../../core/errors";
import type { AppBindings } from "../../lib/types";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import {
  BrainSchema,
  BrainsQuerySchema,
  GraphSummarySchema,
  VisualizeLooseSchema,
  type VisualizeParams,
  VisualizeParamsSchema,
} from "../../../schemas/visualize.schemas";
import {
  brains,
  brainsSummary,
  renderVisualization,
  type VisualizeDeps,
  visualizationJsonStream,
} from "../../services/visualize/visualize.service";

const deps = (c: Context<AppBindings>): VisualizeDeps => c.get("ports");

/** The page only runs its own inline code and talks to nobody (it also works saved to disk). */
const HTML_HEADERS = {
  "content-security-policy": "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:",
  "x-content-type-options": "nosniff",
  "cache-control": "no-store",
};

const htmlContent = { content: { "text/html": { schema: z.string() } }, description: "Self-contained interactive graph page" };

const getPage = createRoute({
  method: "get",
  path: "/visualize",
  operationId: "visualize",
  tags: ["visualize"],
  summary: "Interactive HTML view of a dataset's graph (read permission)",
  security,
  request: { query: VisualizeParamsSchema },
  responses: { 200: htmlContent, ...errorResponses },
});

const postPage = createRoute({
  method: "post",
  path: "/visualize",
  operationId: "visualizeSelection",
  tags: ["visualize"],
  summary: "Interactive HTML view of a dataset's graph; parameters in the query string and/or a JSON body",
  security,
  request: {
    query: VisualizeLooseSchema,
    body: { content: { "application/json": { schema: VisualizeLooseSchema } }, required: false },
  },
  responses: { 200: htmlContent, ...errorResponses },
});

const getJson = createRoute({
  method: "get",
  path: "/visualize/json",
  operationId: "getGraphJson",
  tags: ["visualize"],
  summary: "The graph as JSON, streamed in chunks (nodes, links, session_events)",
  security,
  request: { query: VisualizeParamsSchema },
  responses: {
    200: { content: { "application/json": { schema: z.object({}).passthrough() } }, description: "Streamed graph JSON" },
    ...errorResponses,
  },
});

const getBrains = createRoute({
  method: "get",
  path: "/visualize/brains",
  operationId: "listBrains",
  tags: ["visualize"],
  summary: "Every readable dataset: summary and a bounded graph preview",
  security,
  request: { query: BrainsQuerySchema },
  responses: { 200: jsonContent(z.record(z.string(), BrainSchema), "Per dataset id"), ...errorResponses },
});

const getBrainsSummary = createRoute({
  method: "get",
  path: "/visualize/brains-summary",
  operationId: "getBrainsSummary",
  tags: ["visualize"],
  summary: "Every readable dataset: counts by node type, top entities by degree, last cognify run",
  security,
  responses: { 200: jsonContent(z.record(z.string(), GraphSummarySchema), "Per dataset id"), ...errorResponses },
});

/** POST merges query-string and JSON-body parameters (body wins), then validates them as GET does. */
function mergedParams(query: Record<string, unknown>, body: Record<string, unknown>): VisualizeParams {
  const parsed = VisualizeParamsSchema.safeParse({ ...query, ...body });
  if (!parsed.success) {
    const issues = parsed.error.issues;
    throw new ValidationError(
      issues.map((i) => toValidationIssues(String(i.path[0]) in body ? "json" : "query", [i])[0]!),
    );
  }
  return parsed.data;
}

/** Query parameters as hono's validator sees them: one value as a string, repeated ones as a list. */
function rawQuery(c: Context<AppBindings>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
}

export const visualizeRouter = createRouter()
  .openapi(getPage, async (c) => {
    const html = await renderVisualization(deps(c), c.get("user"), c.req.valid("query"));
    return c.html(html, 200, HTML_HEADERS);
  })
  .openapi(postPage, async (c) => {
    const hasJson = (c.req.header("content-type") ?? "").includes("application/json");
    // Raw values (the loose schemas only admitted them): the body's absent keys must not mask the query's.
    const body = hasJson ? ((await c.req.json()) as Record<string, unknown>) : {};
    const params = mergedParams(rawQuery(c), body);
    const html = await renderVisualization(deps(c), c.get("user"), params);
    return c.html(html, 200, HTML_HEADERS);
  })
  .openapi(getJson, async (c) => {
    const stream = await visualizationJsonStream(deps(c), c.get("user"), c.req.valid("query"));
    return c.body(stream, 200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" }) as never;
  })
  .openapi(getBrains, async (c) => {
    return c.json(await brains(deps(c), c.get("user"), c.req.valid("query").max_nodes), 200);
  })
  .openapi(getBrainsSummary, async (c) => {
    return c.json(await brainsSummary(deps(c), c.get("user")), 200);
  });
