import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import type { WorkspacePod } from "../../workers/workspace-pod.do";
import { call, callWith, json, postJson } from "../helpers";
import { formInit, type Part } from "./add.helpers";

/** POST /api/v1/remember with a multipart body; `vars` override configuration. */
export const rememberForm = (parts: Part[], vars?: Record<string, string>, headers: Record<string, string> = {}) =>
  vars ? callWith(vars, "/api/v1/remember", formInit(parts, headers)) : call("/api/v1/remember", formInit(parts, headers));

export const entry = (body: unknown, headers: Record<string, string> = {}) => postJson("/api/v1/remember/entry", body, headers);
export const improve = (body: unknown, vars?: Record<string, string>) =>
  vars
    ? callWith(vars, "/api/v1/improve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    : postJson("/api/v1/improve", body);
export const forget = (body: unknown, headers: Record<string, string> = {}) => postJson("/api/v1/forget", body, headers);

export async function ok<T = any>(res: Response, status = 200): Promise<T> {
  const body = await json<T>(res);
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(body).slice(0, 800)}`);
  return body;
}

export async function datasetByName(name: string, headers: Record<string, string> = {}) {
  const list = await json<{ id: string; name: string }[]>(await call("/api/v1/datasets", { headers }));
  const ds = list.find((d) => d.name === name);
  if (!ds) throw new Error(`dataset ${name} not listed`);
  return ds;
}

export async function podOf(datasetId: string) {
  const row = await env.DB.prepare("SELECT workspace_id FROM datasets WHERE id = ?").bind(datasetId).first<{ workspace_id: string }>();
  if (!row) throw new Error(`no dataset ${datasetId}`);
  const pod = (env.WORKSPACE_POD as unknown as DurableObjectNamespace<WorkspacePod>).getByName(row.workspace_id);
  return { workspaceId: row.workspace_id, pod };
}

/** Runs SQL against the dataset's workspace pod (test inspection only). */
export async function podSql<T = Record<string, unknown>>(datasetId: string, query: string, ...params: (string | number | null)[]): Promise<T[]> {
  const { pod } = await podOf(datasetId);
  return runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) => state.storage.sql.exec(query, ...params).toArray() as T[]);
}

export interface EdgeOut {
  source: string;
  rel: string;
  target: string;
  id: string;
  text: string | null;
  props: Record<string, unknown>;
}

/** Fact edges between entities (by entity name), with parsed props. */
export async function facts(datasetId: string): Promise<EdgeOut[]> {
  const rows = await podSql<{ s: string; rel: string; t: string; id: string; text: string | null; props: string }>(
    datasetId,
    `SELECT s.name AS s, e.relationship_name AS rel, t.name AS t, e.id, e.edge_text AS text, e.props
       FROM edges e JOIN nodes s ON s.dataset_id = e.dataset_id AND s.id = e.source_id
       JOIN nodes t ON t.dataset_id = e.dataset_id AND t.id = e.target_id
      WHERE e.dataset_id = ? AND s.type = 'Entity' AND t.type = 'Entity'`,
    datasetId,
  );
  return rows.map((r) => ({ source: r.s, rel: r.rel, target: r.t, id: r.id, text: r.text, props: JSON.parse(r.props) }));
}

export async function entityNames(datasetId: string): Promise<string[]> {
  return (await podSql<{ name: string }>(datasetId, `SELECT name FROM nodes WHERE dataset_id = ? AND type = 'Entity' ORDER BY name`, datasetId)).map((r) => r.name);
}

export async function counts(datasetId: string) {
  const [row] = await podSql<Record<string, number>>(
    datasetId,
    `SELECT (SELECT count(*) FROM data_items WHERE dataset_id = ?1) AS items,
            (SELECT count(*) FROM chunks WHERE dataset_id = ?1) AS chunks,
            (SELECT count(*) FROM nodes WHERE dataset_id = ?1) AS nodes,
            (SELECT count(*) FROM edges WHERE dataset_id = ?1) AS edges,
            (SELECT count(*) FROM vectors WHERE dataset_id = ?1) AS vectors,
            (SELECT count(*) FROM ledger WHERE dataset_id = ?1) AS ledger`,
    datasetId,
  );
  return row!;
}

/** Polls until `check` returns a truthy value (background work through the queue). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string, tries = 200, delayMs = 100): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await check();
    if (v) return v;
    await new Promise((r) => setTimeout(r, delayMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const addJsonText = async (body: Record<string, unknown>) => ok(await postJson("/api/v1/add", body));
export const cognifyDataset = async (name: string) => ok(await postJson("/api/v1/cognify", { datasets: [name] }));

/** The status of a response whose body is not needed (the body is still consumed). */
export async function statusOf(res: Response | Promise<Response>): Promise<number> {
  const r = await res;
  await r.text();
  return r.status;
}
