import { badRequest, validationError } from "../../core/errors";
import { isUuid } from "../../core/ids";
import { inferSchema, type InferSchemaInput } from "../../services/infer-schema.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./llm.routes";

export const infer: AppRouteHandler<typeof routes.inferRoute> = async (c) => {
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
};
