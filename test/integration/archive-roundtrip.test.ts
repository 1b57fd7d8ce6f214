import { describe, it } from "vitest";
import { body, req, signUp, status, type TestUser } from "./auth.helpers";
import { field, file, multipart, type Part } from "./add.helpers";

const TEXTS = [
  "Marie Curie was born in Warsaw in 1867. She won the Nobel Prize in Physics in 1903.",
  "Ada Lovelace wrote the first program for the Analytical Engine designed by Charles Babbage.",
  "The Bluefin project is led by Ada Okafor and is based in Lisbon.",
];
const SKILL = "---\nname: triage\ndescription: Sort incoming tickets by urgency.\n---\n\n1. Read the ticket.\n2. Tag it urgent when production is down.\n";

const remember = (user: TestUser, parts: Part[]) => {
  const bytes = multipart(parts);
  return req("/remember", {
    method: "POST",
    token: user.token,
    headers: { "content-type": `multipart/form-data; boundary=----kgTestBoundary7MA4YWxkTrZu0gW` },
    formData: new Blob([bytes]) as unknown as FormData,
  });
};

async function datasetId(user: TestUser, name: string): Promise<string> {
  const list = (await body(await req("/datasets", { token: user.token }))) as { id: string; name: string }[];
  return list.find((d) => d.name === name)!.id;
}

/** Every `text`/`name`-like string a search result holds, without the ids that differ between datasets. */
function texts(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key: string | null) => {
    if (typeof v === "string") {
      if (key === null || /^(text|answer|search_result|name|description)$/.test(key)) out.push(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, /id$/i.test(k) ? "id" : k);
  };
  walk(value, null);
  return out.sort();
}

const search = async (user: TestUser, dataset: string, query: string, searchType: string) => {
  const res = await req("/search", { json: { query, search_type: searchType, datasets: [dataset] }, token: user.token });
  expect200(res.status, dataset);
  return body(res);
};
const expect200 = (s: number, what: string) => {
  if (s !== 200) throw new Error(`search ${what}: ${s}`);
};

interface Record_ {
  type: string;
  [k: string]: unknown;
}

describe("portable memory archives: export, import elsewhere, same answers", () => {
  it("round-trips items, graph, skills and sessions between users; searches answer alike", async ({ expect }) => {
    const alice = await signUp("alice");
    const bob = await signUp("bob");
    const made = await remember(alice, [field("datasetName", "arc_src"), ...TEXTS.map((t) => field("raw_data", t))]);
    expect(made.status).toBe(200);
    await made.text();
    const tagged = await remember(alice, [field("datasetName", "arc_src"), field("node_set", '["lab"]'), field("raw_data", "Rosalind Franklin photographed DNA in 1952.")]);
    expect(tagged.status).toBe(200);
    await tagged.text();
    expect(await status(await req("/skills", { json: { skills_text: SKILL, skill_name: "triage", dataset_name: "arc_src" }, token: alice.token }))).toBe(200);
    const qa = await req("/remember/entry", {
      json: { entry: { type: "qa", question: "Where was Marie Curie born?", answer: "Warsaw." }, session_id: "arc-s1", dataset_name: "arc_src" },
      token: alice.token,
    });
    expect(qa.status).toBe(200);
    await qa.text();
    const trace = await req("/remember/entry", {
      json: { entry: { type: "trace", origin_function: "lookup_birthplace", method_return_value: "Warsaw" }, session_id: "arc-s1", dataset_name: "arc_src" },
      token: alice.token,
    });
    expect(trace.status).toBe(200);
    await trace.text();
    const srcId = await datasetId(alice, "arc_src");

    // Read permission on the source: Bob cannot export Alice's dataset.
    expect(await status(await req(`/datasets/${srcId}/export`, { token: bob.token }))).toBe(404);

    const exported = await req(`/datasets/${srcId}/export`, { token: alice.token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    expect(exported.headers.get("content-disposition")).toBe('attachment; filename="arc_src.cogx.jsonl"');
    const archive = await exported.text();
    const records = archive.trim().split("\n").map((l) => JSON.parse(l) as Record_);
    expect(records[0]).toMatchObject({ type: "header", format: "cogx-archive", version: 1, dataset: { id: srcId, name: "arc_src" }, embedding: { model: expect.stringMatching(/^local-glove-lex-192d-/), dimensions: 192 } });
    const of = (type: string) => records.filter((r) => r.type === type);
    expect(of("data_item").map((r) => r.text).sort()).toEqual([...TEXTS, "Rosalind Franklin photographed DNA in 1952."].sort());
    expect(of("data_item").find((r) => String(r.text).startsWith("Rosalind"))?.node_set).toEqual(["lab"]);
    expect(of("chunk").length).toBeGreaterThanOrEqual(3);
    expect(of("node").length).toBeGreaterThan(3);
    expect(of("edge").length).toBeGreaterThan(0);
    expect(of("skill")).toEqual([expect.objectContaining({ name: "triage", description: "Sort incoming tickets by urgency." })]);
    expect(of("session").map((r) => [r.session_id, r.kind])).toEqual([
      ["arc-s1", "qa"],
      ["arc-s1", "trace"],
    ]);
    expect(JSON.stringify(records)).not.toContain(alice.id);

    // Write permission on the target: Bob cannot import into Alice's dataset.
    const denied = await remember(bob, [field("datasetId", srcId), field("content_type", "cogx-archive"), file("arc.cogx.jsonl", archive, "application/x-ndjson")]);
    expect(denied.status).toBe(403);
    await denied.text();

    const imported = await remember(bob, [field("datasetName", "arc_dst"), field("content_type", "cogx-archive"), file("arc.cogx.jsonl", archive, "application/x-ndjson")]);
    expect(imported.status).toBe(200);
    const result = await body(imported);
    expect(result).toMatchObject({ status: "completed", dataset_name: "arc_dst", items_processed: 4, archive: { skills: 1, session_entries: 2 } });
    expect(result.warnings).toBeUndefined();

    for (const [query, type] of [
      ["Where was Marie Curie born?", "CHUNKS"],
      ["Who wrote the first program?", "GRAPH_COMPLETION"],
      ["Who leads the Bluefin project?", "SUMMARIES"],
      ["ticket urgency", "SKILLS"],
    ] as const) {
      const before = texts(await search(alice, "arc_src", query, type));
      const after = texts(await search(bob, "arc_dst", query, type));
      expect(before.length, `${type} has results`).toBeGreaterThan(0);
      expect(after, `${type}: ${query}`).toEqual(before);
    }
    const dstId = await datasetId(bob, "arc_dst");
    const dstItems = (await body(await req(`/datasets/${dstId}/data`, { token: bob.token }))) as { name: string; nodeSet: string[] | null }[];
    expect(dstItems.filter((i) => i.nodeSet?.includes("lab"))).toHaveLength(1);
    const skills = await body(await req(`/skills?dataset_id=${dstId}`, { token: bob.token }));
    expect(JSON.stringify(skills)).toContain("triage");
    const session = await body(await req("/sessions/arc-s1", { token: bob.token }));
    expect(JSON.stringify(session)).toContain("Warsaw.");
    expect(JSON.stringify(session)).toContain("lookup_birthplace");
  });

  it("re-embeds an archive made with another embedding model, and says so", async ({ expect }) => {
    const u = await signUp("arc");
    const lines = [
      { type: "header", format: "cogx-archive", version: 1, exported_at: "2026-11-01T00:00:00Z", dataset: { id: crypto.randomUUID(), name: "elsewhere" }, embedding: { model: "text-embedding-3-small", dimensions: 1536 } },
      { type: "data_item", id: crypto.randomUUID(), name: "note.txt", label: "imported", mime_type: "text/plain", external_metadata: { source: "old" }, node_set: null, created_at: "2026-11-01T00:00:00Z", text: "Grace Hopper wrote the first compiler." },
      { type: "node", id: "n1", label: "Grace Hopper", node_type: "Person", properties: {} },
    ];
    const res = await remember(u, [field("datasetName", "arc_other_model"), field("content_type", "cogx-archive"), file("a.jsonl", lines.map((l) => JSON.stringify(l)).join("\n"))]);
    expect(res.status).toBe(200);
    const out = await body(res);
    expect(out).toMatchObject({ status: "completed", items_processed: 1, archive: { skills: 0, session_entries: 0 } });
    expect(out.warnings).toEqual([expect.stringMatching(/^The archive was embedded with text-embedding-3-small; its memory was re-embedded with local-glove-lex-192d-/)]);
    const id = await datasetId(u, "arc_other_model");
    const items = await body(await req(`/datasets/${id}/data`, { token: u.token }));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ label: "imported", externalMetadata: { source: "old" } });
    const found = texts(await search(u, "arc_other_model", "Who wrote the first compiler?", "CHUNKS"));
    expect(found).toContain("Grace Hopper wrote the first compiler.");
  });

  it("refuses raw_data, a missing upload and a malformed archive (400) and stores nothing", async ({ expect }) => {
    const u = await signUp("arc");
    const withRaw = await remember(u, [field("datasetName", "arc_bad"), field("content_type", "cogx-archive"), field("raw_data", "text")]);
    expect(withRaw.status).toBe(400);
    expect((await body(withRaw)).detail).toMatch(/raw_data cannot be used with content_type=cogx-archive/);
    const wrongHeader = await remember(u, [field("datasetName", "arc_bad"), field("content_type", "cogx-archive"), file("x.jsonl", '{"type":"data_item","name":"a","text":"b"}\n')]);
    expect(wrongHeader.status).toBe(400);
    expect((await body(wrongHeader)).detail).toMatch(/the first line is not its header\. \[InvalidArchiveError\]$/);
    const newer = await remember(u, [field("datasetName", "arc_bad"), field("content_type", "cogx-archive"), file("x.jsonl", '{"type":"header","format":"cogx-archive","version":99}\n')]);
    expect(newer.status).toBe(400);
    await newer.text();
    const list = (await body(await req("/datasets", { token: u.token }))) as { name: string }[];
    expect(list.find((d) => d.name === "arc_bad")).toBeUndefined();
  });
});
