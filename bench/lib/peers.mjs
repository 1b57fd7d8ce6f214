// In-process peers, loaded with the same documents and queried with the same queries as the service:
// - the storage cognee uses by default: LanceDB (vectors and its native full-text index), Kuzu (graph),
//   SQLite (relational metadata; here also its FTS5 index, node:sqlite);
// - Orama (pure JavaScript full-text, vector and hybrid search).
// They run inside this Node process: no HTTP, no serialisation, no Durable Object hop, unlike the service.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tokenize, STOP_WORDS } from "./bm25.mjs";

const lexicalTerms = (text) => [...new Set(tokenize(text))].filter((t) => /^[a-z0-9]+$/.test(t)).slice(0, 32);

const EXTRA_NOT_ENTITIES = new Set(
  "hey hi hello wow oh yes yeah no thanks thank sure okay ok great cool awesome congrats congratulations haha lol omg well really absolutely definitely totally nice good glad happy sorry so it the that this".split(" "),
);

/** Cheap deterministic entity heuristic for the graph peer: capitalised word runs, minus greetings and stop-words. */
export function entitiesOf(text) {
  const out = new Set();
  for (const m of text.matchAll(/\b[A-Z][a-zA-Z'-]+(?:\s+[A-Z][a-zA-Z'-]+)*/g)) {
    const words = m[0].replace(/'s$/, "").toLowerCase().split(/\s+/);
    while (words.length && (EXTRA_NOT_ENTITIES.has(words[0]) || STOP_WORDS.has(words[0]))) words.shift();
    const name = words.join(" ");
    if (name.length < 3 || STOP_WORDS.has(name)) continue;
    out.add(name);
  }
  return [...out];
}

/** Weighted reciprocal-rank fusion of ranked id lists (k = 60). */
export function rrf(lists, k = 60, limit = 20, weights = []) {
  const score = new Map();
  lists.forEach((list, li) => list.forEach((id, i) => score.set(id, (score.get(id) ?? 0) + (weights[li] ?? 1) / (k + i + 1))));
  return [...score.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([id]) => id);
}

/** collections: [{ key, docs: [{ id, text, vector }] }] */
export async function createCogneeStack(collections) {
  const lancedb = await import("@lancedb/lancedb");
  const kuzu = (await import("kuzu")).default;
  const { DatabaseSync } = await import("node:sqlite");
  const dir = mkdtempSync(join(tmpdir(), "kg-bench-peers-"));
  const timings = {};

  let t = performance.now();
  const lance = await lancedb.connect(join(dir, "lance"));
  const tables = new Map();
  for (const c of collections) {
    const tbl = await lance.createTable(`c_${c.key}`, c.docs.map((d) => ({ id: d.id, text: d.text, vector: d.vector })), { mode: "overwrite" });
    tables.set(c.key, tbl);
  }
  timings.lancedb_vectors_ms = performance.now() - t;
  t = performance.now();
  for (const tbl of tables.values()) await tbl.createIndex("text", { config: lancedb.Index.fts() });
  timings.lancedb_fts_index_ms = performance.now() - t;

  t = performance.now();
  const kdb = new kuzu.Database(join(dir, "kuzu"), 512 * 1024 * 1024);
  const conn = new kuzu.Connection(kdb);
  await conn.query("CREATE NODE TABLE Doc(id STRING, coll STRING, PRIMARY KEY(id))");
  await conn.query("CREATE NODE TABLE Entity(id STRING, name STRING, PRIMARY KEY(id))");
  await conn.query("CREATE REL TABLE MENTIONS(FROM Doc TO Entity)");
  const insDocs = await conn.prepare("UNWIND $rows AS r CREATE (:Doc {id: r.id, coll: r.coll})");
  const insEnts = await conn.prepare("UNWIND $rows AS r CREATE (:Entity {id: r.id, name: r.name})");
  const insRels = await conn.prepare("UNWIND $rows AS r MATCH (d:Doc {id: r.d}), (e:Entity {id: r.e}) CREATE (d)-[:MENTIONS]->(e)");
  let edges = 0;
  let entityCount = 0;
  for (const c of collections) {
    const perDoc = c.docs.map((d) => entitiesOf(d.text));
    // Names in more than 5% of a collection's documents (the two speakers of a conversation, say) link
    // everything to everything: leave them out, as an idf cut.
    const df = new Map();
    for (const names of perDoc) for (const n of names) df.set(n, (df.get(n) ?? 0) + 1);
    const maxDf = Math.max(5, Math.ceil(0.05 * c.docs.length));
    const ents = new Map();
    const rels = [];
    c.docs.forEach((d, i) => {
      for (const name of perDoc[i]) {
        if (df.get(name) > maxDf) continue;
        const id = `${c.key}|${name}`;
        ents.set(id, name);
        rels.push({ d: `${c.key}|${d.id}`, e: id });
      }
    });
    for (const rows of batches(c.docs.map((d) => ({ id: `${c.key}|${d.id}`, coll: c.key })), 2000)) await conn.execute(insDocs, { rows });
    for (const rows of batches([...ents].map(([id, name]) => ({ id, name })), 2000)) await conn.execute(insEnts, { rows });
    for (const rows of batches(rels, 2000)) await conn.execute(insRels, { rows });
    edges += rels.length;
    entityCount += ents.size;
  }
  const neighbours = await conn.prepare(
    "MATCH (d:Doc)-[:MENTIONS]->(e:Entity)<-[:MENTIONS]-(d2:Doc) WHERE d.id IN $ids AND d2.coll = $coll RETURN d2.id AS id, count(*) AS c ORDER BY c DESC, id LIMIT $k",
  );
  timings.kuzu_graph_ms = performance.now() - t;

  t = performance.now();
  const sqlite = new DatabaseSync(join(dir, "relational.sqlite"));
  sqlite.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
  sqlite.exec("CREATE TABLE data (id TEXT PRIMARY KEY, coll TEXT NOT NULL, name TEXT, bytes INTEGER)");
  sqlite.exec("CREATE VIRTUAL TABLE fts USING fts5(id UNINDEXED, coll UNINDEXED, text, tokenize = 'porter unicode61')");
  const insData = sqlite.prepare("INSERT INTO data (id, coll, name, bytes) VALUES (?, ?, ?, ?)");
  const insFts = sqlite.prepare("INSERT INTO fts (id, coll, text) VALUES (?, ?, ?)");
  sqlite.exec("BEGIN");
  for (const c of collections) {
    for (const d of c.docs) {
      insData.run(`${c.key}|${d.id}`, c.key, d.id, Buffer.byteLength(d.text));
      insFts.run(d.id, c.key, d.text);
    }
  }
  sqlite.exec("COMMIT");
  const ftsQuery = sqlite.prepare("SELECT id FROM fts WHERE fts MATCH ? AND coll = ? ORDER BY bm25(fts) LIMIT ?");
  timings.sqlite_ms = performance.now() - t;

  const vectorSearch = async (key, vector, k) =>
    (await tables.get(key).search(vector).distanceType("cosine").select(["id", "_distance"]).limit(k).toArray()).map((r) => r.id);

  return {
    timings,
    info: { entities: entityCount, mentions: edges },
    methods: {
      "LanceDB vector": { pairedWith: "CHUNKS", loadKeys: ["lancedb_vectors_ms"], embeds: true, query: (key, q, k) => vectorSearch(key, q.vector, k) },
      "LanceDB full-text": {
        pairedWith: "CHUNKS_LEXICAL",
        loadKeys: ["lancedb_vectors_ms", "lancedb_fts_index_ms"],
        query: async (key, q, k) => {
          const terms = lexicalTerms(q.text);
          if (!terms.length) return [];
          return (await tables.get(key).search(terms.join(" "), "fts").select(["id", "_score"]).limit(k).toArray()).map((r) => r.id);
        },
      },
      "LanceDB vector + Kuzu 1-hop": {
        pairedWith: "GRAPH_COMPLETION",
        loadKeys: ["lancedb_vectors_ms", "kuzu_graph_ms"],
        embeds: true,
        query: async (key, q, k) => {
          const seeds = await vectorSearch(key, q.vector, Math.max(k, 10));
          const res = await conn.execute(neighbours, { ids: seeds.slice(0, 10).map((id) => `${key}|${id}`), coll: key, k });
          const rows = await res.getAll();
          const hop = rows.map((r) => r.id.slice(key.length + 1));
          return rrf([seeds, hop], 60, k, [1, 0.5]);
        },
      },
      "SQLite FTS5 (bm25)": {
        pairedWith: "CHUNKS_LEXICAL",
        loadKeys: ["sqlite_ms"],
        query: (key, q, k) => {
          const terms = lexicalTerms(q.text);
          if (!terms.length) return [];
          return ftsQuery.all(terms.map((t) => `"${t}"`).join(" OR "), key, k).map((r) => r.id);
        },
      },
    },
    async close() {
      sqlite.close();
      await conn.close?.();
      await kdb.close?.();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function createOrama(collections, dims) {
  const { create, insertMultiple, search } = await import("@orama/orama");
  const t = performance.now();
  const dbs = new Map();
  for (const c of collections) {
    // Configured as a user would for English: stemming on, and the same stop-word list as the BM25
    // baseline (out of the box Orama keeps stop-words and scores LoCoMo r@10 0.36 instead of 0.58).
    const db = create({
      schema: { id: "string", text: "string", embedding: `vector[${dims}]` },
      components: { tokenizer: { stemming: true, stopWords: [...STOP_WORDS] } },
    });
    await insertMultiple(db, c.docs.map((d) => ({ id: d.id, text: d.text, embedding: d.vector })), 1000);
    dbs.set(c.key, db);
  }
  const loadMs = performance.now() - t;
  const ids = (r) => r.hits.map((h) => h.id);
  return {
    timings: { orama_ms: loadMs },
    info: {},
    methods: {
      "Orama full-text": { pairedWith: "CHUNKS_LEXICAL", loadKeys: ["orama_ms"], query: async (key, q, k) => ids(await search(dbs.get(key), { term: q.text, properties: ["text"], limit: k })) },
      "Orama vector": {
        pairedWith: "CHUNKS",
        loadKeys: ["orama_ms"],
        embeds: true,
        query: async (key, q, k) => ids(await search(dbs.get(key), { mode: "vector", vector: { value: q.vector, property: "embedding" }, similarity: 0, limit: k })),
      },
      "Orama hybrid": {
        pairedWith: "HYBRID_COMPLETION",
        loadKeys: ["orama_ms"],
        embeds: true,
        query: async (key, q, k) =>
          ids(await search(dbs.get(key), { mode: "hybrid", term: q.text, properties: ["text"], vector: { value: q.vector, property: "embedding" }, similarity: 0, limit: k })),
      },
    },
    async close() {},
  };
}

function* batches(list, size) {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}
