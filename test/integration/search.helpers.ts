import { callWith, json, postJson } from "../helpers";

/** A small corpus with known answers: birthplaces, dated events, an effective date, a node set, amounts. */
export const CURIE =
  "Marie Curie was born in Warsaw in 1867. She moved to Paris and studied at the University of Paris. " +
  "Marie Curie married Pierre Curie in 1895. She won the Nobel Prize in Physics in 1903.";
export const EINSTEIN =
  "Albert Einstein was born in Ulm in 1879. Einstein worked at the Patent Office in Bern. " +
  "Albert Einstein admired Marie Curie and met her in Brussels in 1911.";
export const ACME =
  "Acme Corp was founded by Alice Johnson in 2015. Alice Johnson was born in Boston. " +
  "In March 2023, Acme Corp launched the Nimbus platform in Paris. In 2019, Acme Corp opened an office in Berlin.";
export const BOARD = "The board approved the merger with Initech.";
export const GLOBEX = "Globex donated $2 million to charity in 2021. Globex donated $3 million to schools in 2022.";

export async function addText(body: Record<string, unknown>): Promise<void> {
  const res = await postJson("/api/v1/add", body);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`add failed ${res.status}: ${text}`);
}

export async function cognify(datasetName: string): Promise<void> {
  const res = await postJson("/api/v1/cognify", { datasets: [datasetName] });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`cognify failed ${res.status}: ${text}`);
}

const seeded = new Set<string>();
/** Adds the corpus to `name` through the real flow (add, then blocking cognify), once per test file. */
export async function seedCorpus(name = "facts"): Promise<void> {
  if (seeded.has(name)) return;
  for (const data of [CURIE, EINSTEIN, ACME]) await addText({ data, datasetName: name });
  await addText({ data: BOARD, datasetName: name, external_metadata: [{ effective_date: "2022-06-01" }] });
  await addText({ data: GLOBEX, datasetName: name, node_set: ["finance"] });
  await cognify(name);
  seeded.add(name);
}

export const searchJson = (body: Record<string, unknown>) => postJson("/api/v1/search", body);

export const searchWith = (vars: Record<string, string>, body: Record<string, unknown>) =>
  callWith(vars, "/api/v1/search", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** Runs a search and returns status, the first dataset's `search_result` and the effective type header. */
export async function searchOne(body: Record<string, unknown>, vars?: Record<string, string>) {
  const res = vars ? await searchWith(vars, body) : await searchJson(body);
  const payload = await json(res);
  return {
    status: res.status,
    body: payload,
    result: Array.isArray(payload) ? payload[0]?.search_result : undefined,
    type: res.headers.get("x-search-type"),
    headers: res.headers,
  };
}

/** History rows are written after the response (waitUntil): read until `accept` holds (bounded). */
export async function historyUntil<T>(read: () => Promise<T>, accept: (v: T) => boolean): Promise<T> {
  let v = await read();
  for (let i = 0; i < 20 && !accept(v); i++) {
    await new Promise((r) => setTimeout(r, 50));
    v = await read();
  }
  return v;
}
