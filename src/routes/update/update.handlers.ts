import type { Context } from "hono";
import { UpdateQuerySchema } from "../../../schemas/forget.schemas";
import type { AppBindings } from "../../lib/types";
import { updateData } from "../../services/update.service";

/** Registered without zod body validation (update.routes.ts): the query is checked here, the multipart body streamed. */
export async function update(c: Context<AppBindings>) {
  const q = UpdateQuerySchema.safeParse(c.req.query());
  if (!q.success) {
    return c.json({ detail: q.error.issues.map((i) => ({ loc: ["query", ...i.path.map(String)], msg: i.message, type: i.code })) }, 422);
  }
  const result = await updateData(
    c.get("ports"),
    c.get("user"),
    { dataId: q.data.data_id, datasetId: q.data.dataset_id ?? null },
    c.req.raw,
  );
  return c.json(result, result.status === "PipelineRunErrored" ? 409 : 200);
}
