import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/create-router";
import { badRequest, validationError } from "../../core/errors";
import { isUuid } from "../../core/ids";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { InferSchemaFormSchema, InferSchemaRequestSchema, InferSchemaResponseSchema } from "../../../schemas/visualize.schemas";
import { inferSchema, type InferSchemaInput } from "../../services/infer-schema.service";

const inferRoute = createRoute({
  method: "post",
  path: "/llm/infer-schema",
  operationId: "inferSchema",
  tags: ["llm"],
  summary: "Propose a graph schema (usable as cognify graph_model) from sample text, uploads (multipart `data`), or a dataset's graph",
  security,
  request: {
    body: {
      content: {
        "application/json": { schema: InferSchemaRequestSchema },
        "multipart/form-data": { schema: InferSchemaFormSchema },
      },
      required: false,
    },
  },
  responses: { 200: jsonContent(InferSchemaResponseSchema, "Proposed schema"), ...errorResponses },
});

/** Multipart as cognee (`data` files, `text`, `parameters` JSON string) or a JSON body (`text`, `dataset_id`). */
export const llmRouter = createRouter().openapi(inferRoute, async (c) => {
  const type = c.req.header("content-type") ?? "";
  let input: InferSchemaInput;
  if (type.includes("multipart/form-data")) {
    const form = await c.req.parseBody({ all: true });
    const one = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);
    const files = ([] as unknown[]).concat(form.data ?? []).filter((f): f is File => f instanceof File);
    const text = one(form.text);
    const parameters = one(form.parameters);
    if (typeof parameters === "string" && parameters.trim()) {
      try {
        JSON.parse(parameters);
      } catch {
        throw validationError(["body", "parameters"], "Invalid JSON in request parameters.", "json_invalid");
      }
    }
    const datasetId = one(form.dataset_id);
    if (datasetId !== undefined && (typeof datasetId !== "string" || !isUuid(datasetId))) {
      throw validationError(["body", "dataset_id"], "Input should be a valid UUID", "uuid_parsing");
    }
    input = { text: typeof text === "string" ? text : null, files, datasetId: (datasetId as string | undefined) ?? null };
  } else if (type.includes("application/json")) {
    const body = c.req.valid("json");
    input = { text: body.text ?? null, datasetId: body.dataset_id ?? null };
  } else {
    throw badRequest("Send sample text as multipart form fields (`text`, `data` files) or JSON (`text`, `dataset_id`).", "InvalidRequestError");
  }
  const deps = c.get("ports");
  return c.json(await inferSchema(deps, c.get("user"), input), 200);
});
