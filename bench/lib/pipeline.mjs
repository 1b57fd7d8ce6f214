// Loading data through the public API: batched /add, blocking /cognify (with a bounded fallback to
// polling the processing status when the blocking call gives up), dataset id and data-item lookups.
import { describeFailure } from "./service.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class EndpointMissing extends Error {
  constructor(endpoint, res) {
    super(`${endpoint} is not available on this service (${describeFailure(res)})`);
    this.endpoint = endpoint;
  }
}

function failIfMissing(endpoint, res) {
  if (res.status === 404 && !(res.body && typeof res.body === "object" && /DatasetNotFound|not found.*dataset/i.test(JSON.stringify(res.body)))) {
    throw new EndpointMissing(endpoint, res);
  }
}

/** Uploads `files` ({name, text}) in batches of at most `batchFiles` files / `batchBytes` bytes. */
export async function addFiles(client, datasetName, files, { batchFiles = 200, batchBytes = 4 * 1024 * 1024, onBatch } = {}) {
  let sent = 0;
  let bytes = 0;
  let ms = 0;
  const responses = [];
  for (let i = 0; i < files.length; ) {
    const batch = [];
    let size = 0;
    while (i < files.length && batch.length < batchFiles && (batch.length === 0 || size + files[i].text.length <= batchBytes)) {
      size += Buffer.byteLength(files[i].text);
      batch.push(files[i++]);
    }
    let res = await client.add(datasetName, { files: batch }, { timeout: 300_000 });
    // A restarted local runtime answers 503 "restarted mid-request"; /add is idempotent (content hashes), so
    // one bounded retry is safe. The retry is logged, never hidden.
    for (let retry = 1; retry <= 2 && (res.status === 503 || res.status === 0); retry++) {
      console.warn(`[bench] POST /api/v1/add ${describeFailure(res)}; retry ${retry}/2`);
      await sleep(2000);
      res = await client.add(datasetName, { files: batch }, { timeout: 300_000 });
    }
    failIfMissing("POST /api/v1/add", res);
    if (!res.ok) throw new Error(`POST /api/v1/add failed for ${datasetName}: ${describeFailure(res)}`);
    responses.push(res.body);
    sent += batch.length;
    bytes += size;
    ms += res.ms;
    onBatch?.({ sent, total: files.length, bytes });
  }
  return { items: sent, bytes, ms, responses };
}

export async function listDatasets(client) {
  const res = await client.get("/api/v1/datasets");
  failIfMissing("GET /api/v1/datasets", res);
  if (!res.ok) throw new Error(`GET /api/v1/datasets failed: ${describeFailure(res)}`);
  return Array.isArray(res.body) ? res.body : (res.body?.datasets ?? []);
}

export async function datasetIdByName(client, name) {
  const rows = await listDatasets(client);
  return rows.find((d) => d.name === name)?.id ?? null;
}

/** Every data item of a dataset (id, name, ...) by paging `GET /datasets/{id}/data`. */
export async function listDataItems(client, datasetId, { pageSize = 1000, maxPages = 1000 } = {}) {
  const seen = new Map();
  for (let page = 0; page < maxPages; page++) {
    const res = await client.get(`/api/v1/datasets/${datasetId}/data?limit=${pageSize}&offset=${page * pageSize}`);
    if (res.status === 404 && page === 0) return null;
    if (!res.ok) throw new Error(`GET /datasets/${datasetId}/data failed: ${describeFailure(res)}`);
    const rows = Array.isArray(res.body) ? res.body : (res.body?.data ?? res.body?.items ?? []);
    for (const r of rows) if (r?.id) seen.set(r.id, r);
    if (rows.length < pageSize) break;
  }
  return [...seen.values()];
}

const FINAL = new Set(["PipelineRunCompleted", "PipelineRunAlreadyCompleted", "PipelineRunErrored"]);

/**
 * Runs cognify (blocking) on one dataset and waits until every item is processed, bounded by `maxMs`.
 * The service's blocking call answers after its own wait limit (15 min) with the run still started; then
 * the processing status is polled until no item is pending or started. Calling cognify again is avoided
 * (it would start another run). Returns { ms, datasetId, info, status, polled, partialStages, error? }.
 */
export async function cognifyAndWait(client, datasetName, { chunkSize, maxMs = 60 * 60_000, pollMs = 1000 } = {}) {
  const t0 = performance.now();
  const body = { datasets: [datasetName] };
  if (chunkSize) body.chunk_size = chunkSize;
  const res = await client.cognify(body, { timeout: maxMs });
  failIfMissing("POST /api/v1/cognify", res);
  let info = null;
  let datasetId = null;
  if (res.ok && res.body && typeof res.body === "object") {
    const entries = Object.entries(res.body);
    const hit = entries.find(([, v]) => v?.dataset_name === datasetName) ?? entries[0];
    if (hit) [datasetId, info] = hit;
  } else if (res.status !== 0) {
    // A blocking run that errored answers 500 with the runs inside (cognify.service): keep the details.
    const runs = res.body?.runs;
    if (runs) [datasetId, info] = Object.entries(runs)[0] ?? [];
    return { ms: performance.now() - t0, datasetId, info, status: info?.status ?? `HTTP ${res.status}`, error: describeFailure(res) };
  }
  if (info && FINAL.has(info.status)) {
    return { ms: performance.now() - t0, datasetId, info, status: info.status, polled: false, error: info.status === "PipelineRunErrored" ? "pipeline run errored" : undefined };
  }

  // Still running (the blocking call hit its wait limit, or the connection dropped): poll the items.
  datasetId ??= await datasetIdByName(client, datasetName);
  let lastStatus = null;
  while (performance.now() - t0 < maxMs) {
    await sleep(pollMs);
    const st = datasetId ? await client.get(`/api/v1/datasets/${datasetId}/processing-status?pipeline=cognify_pipeline`, { timeout: 120_000 }) : null;
    if (!st || st.status === 404) break;
    if (st.ok) {
      lastStatus = st.body;
      if (settled(st.body)) {
        const items = Array.isArray(st.body?.items) ? st.body.items : [];
        const failed = items.filter((i) => /ERRORED/i.test(i.status ?? "")).length;
        return {
          ms: performance.now() - t0,
          datasetId,
          info: { ...(info ?? {}), status: failed ? "PipelineRunErrored" : "PipelineRunCompleted", progress: { total_items: items.length, done_items: items.length - failed, failed_items: failed } },
          status: failed ? "PipelineRunErrored" : "PipelineRunCompleted",
          polled: true,
          partialStages: Boolean(info?.stage_ms),
          stageItemsDone: info?.progress?.done_items ?? null,
          error: failed ? `${failed} items errored` : undefined,
        };
      }
    }
  }
  const ms = performance.now() - t0;
  return { ms, datasetId, info, status: "timed out", polled: true, error: `not finished after ${Math.round(ms / 1000)} s${res.error ? ` (${res.error})` : ""}${lastStatus ? "" : " (no processing status available)"}` };
}

/** True when a processing-status body has no item still queued or running. */
export function settled(body) {
  const statuses = [];
  const walk = (v) => {
    if (typeof v === "string") statuses.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) (k === "status" || typeof x === "object" || /^[0-9a-f-]{36}$/.test(k)) && walk(x);
  };
  walk(body);
  if (!statuses.length) return false;
  return !statuses.some((s) => /_(PENDING|STARTED|INITIATED)$|^(pending|started|initiated|processing|queued|running)$/i.test(s));
}
