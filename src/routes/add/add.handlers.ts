import type { Context } from "hono";
import { AddJsonBodySchema } from "../../../schemas/add.schemas";
import { validated } from "../../lib/create-router";
import { ApiError } from "../../core/errors";
import type { AppBindings, AppRouteHandler } from "../../lib/types";
import type * as routes from "./add.routes";
import { addFromJson, addFromMultipart, readJsonBody } from "../../services/add.service";

export async function addHandler(c: Context<AppBindings>) {
  const deps = c.get("ports");
  const user = c.get("user");
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    return c.json(await addFromMultipart(deps, user, c.req.raw), 200);
  }
  if (type.startsWith("application/json") || /^application\/[\w.+-]*\+json/.test(type)) {
    return c.json(await addFromJson(deps, user, validated(AddJsonBodySchema, await readJsonBody(c.req.raw), "json")), 200);
  }
  throw new ApiError(
    415,
    "UnsupportedMediaTypeError",
    "Send multipart/form-data (fields data, raw_data, datasetName, ...) or a JSON body {\"data\": \"<text>\"}.",
  );
}

/** `/add_text`: one text, mapped onto the JSON form of `/add` (one list entry, positional label and metadata). */
export const addTextHandler: AppRouteHandler<typeof routes.addText> = async (c) => {
  const body = c.req.valid("json");
  const text = body.text ?? body.data;
  if (text === undefined || text.trim() === "") throw new ApiError(400, "NoDataError", "Send the text as text (or data).");
  const result = await addFromJson(c.get("ports"), c.get("user"), {
    data: [text],
    datasetName: body.dataset_name,
    datasetId: body.dataset_id,
    labels: body.label !== undefined ? [body.label] : undefined,
    external_metadata: body.external_metadata !== undefined ? [body.external_metadata] : undefined,
    node_set: body.node_set,
  });
  return c.json(result, 200);
};
