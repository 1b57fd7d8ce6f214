import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import {
  BrainSchema,
  BrainsQuerySchema,
  GraphSummarySchema,
  VisualizeLooseSchema,
  VisualizeParamsSchema,
} from "../../../schemas/visualize.schemas";

const htmlContent = { content: { "text/html": { schema: z.string() } }, description: "Self-contained interactive graph page" };

export const getPage = createRoute({
  method: "get",
  path: "/visualize",
  operationId: "visualize",
  tags: ["visualize"],
  summary: "Interactive HTML view of a dataset's graph (read permission)",
  security,
  request: { query: VisualizeParamsSchema },
  responses: { 200: htmlContent, ...errorResponses },
});

export const postPage = createRoute({
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

export const getJson = createRoute({
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

export const getBrains = createRoute({
  method: "get",
  path: "/visualize/brains",
  operationId: "listBrains",
  tags: ["visualize"],
  summary: "Every readable dataset: summary and a bounded graph preview",
  security,
  request: { query: BrainsQuerySchema },
  responses: { 200: jsonContent(z.record(z.string(), BrainSchema), "Per dataset id"), ...errorResponses },
});

export const getBrainsSummary = createRoute({
  method: "get",
  path: "/visualize/brains-summary",
  operationId: "getBrainsSummary",
  tags: ["visualize"],
  summary: "Every readable dataset: counts by node type, top entities by degree, last cognify run",
  security,
  responses: { 200: jsonContent(z.record(z.string(), GraphSummarySchema), "Per dataset id"), ...errorResponses },
});
