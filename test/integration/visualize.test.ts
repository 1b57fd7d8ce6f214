import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { createDb } from "../../src/storage/d1/client";
import { getDatasetById } from "../../src/storage/d1/datasets.repo";
import { getPod } from "../../src/storage/pods";
import { renderGraphHtml } from "../../src/services/visualize/graph-html";
import { call, json, postJson } from "../helpers";
import { body, req, signUp, status } from "./auth.helpers";

const CURIE =
  "Marie Curie was born in Warsaw in 1867. She moved to Paris and studied at the University of Paris. " +
  "Marie Curie married Pierre Curie in 1895. She won the Nobel Prize in Physics in 1903.";
const EINSTEIN =
  "Albert Einstein was born in Ulm in 1879. Einstein worked at the Patent Office in Bern. " +
  "Albert Einstein admired Marie Curie and met her in Brussels in 1911.";

async function ok(res: Response, what: string): Promise<void> {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${what} failed ${res.status}: ${text}`);
}

const seeded = new Map<string, string>();
/** A cognified dataset through the real flow (add, then blocking cognify); returns its id. */
async function seed(name = "viz"): Promise<string> {
  if (seeded.has(name)) return seeded.get(name)!;
  for (const data of [CURIE, EINSTEIN]) await ok(await postJson("/api/v1/add", { data, datasetName: name }), "add");
  await ok(await postJson("/api/v1/cognify", { datasets: [name] }), "cognify");
  const list = await json(await call("/api/v1/datasets"));
  const id = (list as { id: string; name: string }[]).find((d) => d.name === name)!.id;
  seeded.set(name, id);
  return id;
}

/** Reads a streamed body chunk by chunk. */
async function readChunks(res: Response): Promise<string[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(decoder.decode(value, { stream: true }));
  }
  return chunks;
}

interface GraphJson {
  dataset_id: string;
  dataset_name: string;
  full: boolean;
  total_nodes: number;
  total_edges: number;
  truncated: boolean;
  seeds?: string[];
  nodes: { id: string; label: string; type: string; properties: Record<string, unknown> }[];
  links: { source: string; target: string; label: string; properties: Record<string, unknown> }[];
  session_events: { kind: string; session_id: string }[];
}

describe("GET/POST /api/v1/visualize (HTML)", () => {
  it("returns a self-contained page with the dataset's graph", async ({ expect }) => {
    const id = await seed();
    const res = await call(`/api/v1/visualize?dataset_id=${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<canvas id="graph"');
    expect(html).toContain("marie curie");
    expect(html).toContain("Knowledge graph: viz");
    // Offline: no external scripts, styles or fonts.
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!www\.w3\.org)/);
  });

  it("POST takes the parameters from a JSON body or the query string", async ({ expect }) => {
    const id = await seed();
    const viaBody = await postJson("/api/v1/visualize", { dataset_id: id, max_nodes: 3 });
    expect(viaBody.status).toBe(200);
    expect(viaBody.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await viaBody.text()).toContain("3 nodes");
    const viaQuery = await call(`/api/v1/visualize?dataset_id=${id}&max_nodes=4`, { method: "POST" });
    expect(viaQuery.status).toBe(200);
    expect(await viaQuery.text()).toContain("4 nodes");
    // Both: the body's keys win, and keys it lacks come from the query string.
    const both = await call(`/api/v1/visualize?max_nodes=2`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ dataset_id: id }),
    });
    expect(both.status).toBe(200);
    expect(await both.text()).toContain("2 nodes");
  });

  it("validates parameters (422) and refuses unknown datasets (403)", async ({ expect }) => {
    const id = await seed();
    const missing = await postJson("/api/v1/visualize", {});
    expect(missing.status).toBe(422);
    expect((await json(missing)).detail[0].loc).toEqual(["query", "dataset_id"]);
    for (const bad of ["max_nodes=0", "max_nodes=5001", "neighborhood_depth=11", "neighborhood_seed_top_k=0"]) {
      const res = await call(`/api/v1/visualize?dataset_id=${id}&${bad}`);
      expect(res.status, bad).toBe(422);
      await res.text();
    }
    const badBody = await postJson("/api/v1/visualize", { dataset_id: id, max_nodes: 9999 });
    expect(badBody.status).toBe(422);
    expect((await json(badBody)).detail[0].loc).toEqual(["body", "max_nodes"]);
    const unknown = await call(`/api/v1/visualize?dataset_id=${crypto.randomUUID()}`);
    expect(unknown.status).toBe(403);
    expect((await json(unknown)).detail).toContain("[PermissionDeniedError]");
  });

  it("node content cannot break out of the page's script (XSS)", ({ expect }) => {
    const evil = "</script><script>alert(1)</script><!--";
    const html = renderGraphHtml({
      title: "<img src=x onerror=alert(1)>",
      nodes: [{ id: "a", label: evil, type: "Entity", properties: { description: evil } }],
      links: [],
    });
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("\\u003c/script\\u003e");
    // The page's own three scripts (graph data, the d3-force bundle, the page code) and no other.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });
});

describe("GET /api/v1/visualize/json (streamed)", () => {
  it("streams nodes, links and session events with the graph endpoint's shapes", async ({ expect }) => {
    const id = await seed();
    const res = await call(`/api/v1/visualize/json?dataset_id=${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const payload = JSON.parse((await readChunks(res)).join("")) as GraphJson;
    expect(payload.dataset_id).toBe(id);
    expect(payload.dataset_name).toBe("viz");
    expect(payload.truncated).toBe(false);
    expect(payload.nodes.length).toBe(payload.total_nodes);
    expect(payload.links.length).toBe(payload.total_edges);
    const curie = payload.nodes.find((n) => n.label === "marie curie")!;
    expect(curie).toMatchObject({ type: "Entity", properties: expect.objectContaining({ display_name: expect.any(String) }) });
    const chunk = payload.nodes.find((n) => n.type === "DocumentChunk")!;
    expect(String(chunk.properties.text)).toMatch(/Curie|Einstein/);
    const ids = new Set(payload.nodes.map((n) => n.id));
    for (const l of payload.links) {
      expect(ids.has(l.source) && ids.has(l.target)).toBe(true);
      expect(typeof l.label).toBe("string");
    }
    expect(payload.session_events).toEqual([]);
  });

  it("bounds the subgraph around seeds (max_nodes, query)", async ({ expect }) => {
    const id = await seed();
    const small = JSON.parse((await readChunks(await call(`/api/v1/visualize/json?dataset_id=${id}&max_nodes=5`))).join("")) as GraphJson;
    expect(small.nodes).toHaveLength(5);
    expect(small.truncated).toBe(true);
    const ids = new Set(small.nodes.map((n) => n.id));
    expect(small.links.every((l) => ids.has(l.source) && ids.has(l.target))).toBe(true);
    const focused = JSON.parse(
      (await readChunks(await call(`/api/v1/visualize/json?dataset_id=${id}&max_nodes=8&query=ulm&neighborhood_depth=1`))).join(""),
    ) as GraphJson;
    const ulm = focused.nodes.find((n) => n.label === "ulm");
    expect(ulm).toBeDefined();
    expect(focused.seeds).toContain(ulm!.id);
    const seeded = JSON.parse(
      (await readChunks(await call(`/api/v1/visualize/json?dataset_id=${id}&max_nodes=3&seed_node_ids=${ulm!.id}`))).join(""),
    ) as GraphJson;
    expect(seeded.seeds).toEqual([ulm!.id]);
    expect(seeded.nodes.map((n) => n.id)).toContain(ulm!.id);
  });

  it("full=true pages through a large graph in several chunks", async ({ expect }) => {
    const datasetName = "viz_big";
    await ok(await postJson("/api/v1/add", { data: "Seed text for the big graph.", datasetName }), "add");
    const list = (await json(await call("/api/v1/datasets"))) as { id: string; name: string }[];
    const id = list.find((d) => d.name === datasetName)!.id;
    const row = (await getDatasetById(createDb(env.DB), id))!;
    const nodes = Array.from({ length: 2600 }, (_, i) => ({ id: `n-${String(i).padStart(5, "0")}`, type: "Entity", name: `node ${i}`, description: null }));
    const edges = Array.from({ length: 4500 }, (_, i) => {
      const s = i % 2600;
      const t = (i * 7 + 1) % 2600;
      return { id: `e-${i}`, sourceId: nodes[s]!.id, targetId: nodes[t]!.id, relationshipName: `rel_${i % 3}_${i}`, edgeText: null };
    });
    await getPod(env, row.workspaceId).writeGraphBatch(id, "fixture-item", "cognify_pipeline", { chunks: [], nodes, edges, vectors: [] });
    const res = await call(`/api/v1/visualize/json?dataset_id=${id}&full=true&include_session_events=false`);
    expect(res.status).toBe(200);
    const chunks = await readChunks(res);
    expect(chunks.length).toBeGreaterThan(4);
    const payload = JSON.parse(chunks.join("")) as GraphJson;
    expect(payload.full).toBe(true);
    expect(payload.nodes).toHaveLength(2600);
    expect(new Set(payload.nodes.map((n) => n.id)).size).toBe(2600);
    expect(payload.links).toHaveLength(4500);
    expect(payload.total_edges).toBe(4500);
    expect(payload.session_events).toEqual([]);
    // The HTML page caps what it draws (5000) and says so when it cuts.
    const page = await call(`/api/v1/visualize?dataset_id=${id}&max_nodes=100`);
    expect(await page.text()).toContain("showing 100 of 2600 nodes");
  });

  it("includes the dataset's session events unless include_session_events=false", async ({ expect }) => {
    const id = await seed();
    const recall = await postJson("/api/v1/recall", { query: "Where was Marie Curie born?", session_id: "viz-session", datasets: ["viz"] });
    expect(recall.status).toBe(200);
    await recall.text();
    const withEvents = JSON.parse((await readChunks(await call(`/api/v1/visualize/json?dataset_id=${id}`))).join("")) as GraphJson;
    expect(withEvents.session_events.length).toBeGreaterThan(0);
    expect(withEvents.session_events[0]).toMatchObject({ session_id: "viz-session" });
    const without = JSON.parse(
      (await readChunks(await call(`/api/v1/visualize/json?dataset_id=${id}&include_session_events=false`))).join(""),
    ) as GraphJson;
    expect(without.session_events).toEqual([]);
  });

  it("validates (422) and authorises (403) before streaming", async ({ expect }) => {
    expect(await status(await call("/api/v1/visualize/json"))).toBe(422);
    expect(await status(await call(`/api/v1/visualize/json?dataset_id=${crypto.randomUUID()}`))).toBe(403);
    expect(await status(await call(`/api/v1/visualize/json?dataset_id=${await seed()}&include_session_events=maybe`))).toBe(422);
  });
});

describe("GET /api/v1/visualize/brains and /brains-summary", () => {
  it("summarises every readable dataset: counts by type, top entities, last cognify run", async ({ expect }) => {
    const id = await seed();
    const res = await call("/api/v1/visualize/brains-summary");
    expect(res.status).toBe(200);
    const all = await json(res);
    const s = all[id];
    expect(s.name).toBe("viz");
    expect(s.node_counts_by_type.Entity).toBeGreaterThan(3);
    expect(s.node_counts_by_type.DocumentChunk).toBe(2);
    expect(s.node_count).toBe(Object.values(s.node_counts_by_type as Record<string, number>).reduce((a, b) => a + b, 0));
    expect(s.edge_count).toBeGreaterThan(0);
    const degrees = (s.top_entities as { degree: number }[]).map((e) => e.degree);
    expect(degrees).toEqual([...degrees].sort((a, b) => b - a));
    expect(s.top_entities.map((e: { name: string }) => e.name.toLowerCase())).toContain("marie curie");
    expect(s.last_cognify_run).toMatchObject({ status: expect.stringMatching(/COMPLETED/i), done_items: 2 });
  });

  it("brains adds a bounded graph preview per dataset", async ({ expect }) => {
    const id = await seed();
    const res = await call("/api/v1/visualize/brains?max_nodes=4");
    expect(res.status).toBe(200);
    const all = await json(res);
    expect(all[id].nodes).toHaveLength(4);
    expect(all[id].truncated).toBe(true);
    expect(Array.isArray(all[id].links)).toBe(true);
    expect(await status(await call("/api/v1/visualize/brains?max_nodes=0"))).toBe(422);
  });

  it("shows another user nothing of the owner's datasets, and refuses their visualize calls (auth on)", async ({ expect }) => {
    const owner = await signUp("viz-owner");
    const other = await signUp("viz-other");
    const add = await req("/add", { json: { data: CURIE, datasetName: "owner_viz" }, apiKey: owner.apiKey });
    expect(add.status).toBe(200);
    await add.text();
    const list = await body(await req("/datasets", { apiKey: owner.apiKey }));
    const id = (list as { id: string; name: string }[]).find((d) => d.name === "owner_viz")!.id;
    expect(await status(await req(`/visualize?dataset_id=${id}`, { apiKey: owner.apiKey }))).toBe(200);
    expect(await status(await req(`/visualize?dataset_id=${id}`, { apiKey: other.apiKey }))).toBe(403);
    expect(await status(await req(`/visualize/json?dataset_id=${id}`, { apiKey: other.apiKey }))).toBe(403);
    const summary = await body(await req("/visualize/brains-summary", { apiKey: other.apiKey }));
    expect(summary[id]).toBeUndefined();
    const ownSummary = await body(await req("/visualize/brains-summary", { apiKey: owner.apiKey }));
    expect(ownSummary[id]).toMatchObject({ name: "owner_viz", node_count: 0, last_cognify_run: null });
  });
});
