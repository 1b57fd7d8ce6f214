import type { Context } from "hono";
import { UpdateQuerySchema } from "../../../schemas/forget.schemas";
import type { AppBindings } from "../../lib/types";
import { validated } from "../../lib/create-router";
import { updateData } from "../../services/update.service";

/** Registered without zod body validation (update.routes.ts): the query is checked here, the multipart body streamed. */
export async function update(c: Context<AppBindings>) {
  const q = validated(UpdateQuerySchema, c.req.query(), "query");
  const result = await updateData(
    c.get("ports"),
    c.get("user"),
    { dataId: q.data_id, datasetId: q.dataset_id ?? null },
    c.req.raw,
  );
  return c.json(result, result.status === "PipelineRunErrored" ? 409 : 200);
}
