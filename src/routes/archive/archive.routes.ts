import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, security } from "../../../schemas/common.schemas";

export const exportDataset = createRoute({
  method: "get",
  path: "/datasets/{dataset_id}/export",
  operationId: "exportDataset",
  tags: ["datasets"],
  security,
  summary: "Export a dataset as a portable memory archive (cogx-archive, JSON Lines, streamed)",
  description:
    "Read permission. The archive holds the data items with their text, chunks, graph nodes and edges, skills, session " +
    "entries and the embedding model id (README \"Portable memory archives\"). Import it with `POST /remember` " +
    "(`content_type=cogx-archive`, the archive as the `data` upload).",
  request: { params: z.object({ dataset_id: z.string().openapi({ format: "uuid" }) }) },
  responses: {
    200: { content: { "application/x-ndjson": { schema: z.string() } }, description: "The archive, one JSON record per line" },
    ...errorResponses,
  },
});

export type ExportDatasetRoute = typeof exportDataset;
