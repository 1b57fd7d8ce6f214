import { describe, it } from "vitest";
import type { Literal } from "../../src/core/cypher/ast";
import { type CypherEdge, type CypherNode, executeCypher, type GraphSource, nodeHasLabel } from "../../src/core/cypher/executor";
import { parseCypher } from "../../src/core/cypher/parser";
import { ApiError } from "../../src/core/errors";

function memorySource(nodes: CypherNode[], edges: CypherEdge[]): GraphSource {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const prop = (n: CypherNode, k: string): unknown =>
    k === "id" ? n.id : k === "name" ? n.name : k === "type" ? n.type : k === "description" ? n.description : n.props[k];
  return {
    findNodes: ({ labels, equals }, limit) =>
      nodes
        .filter((n) => labels.every((g) => g.some((l) => nodeHasLabel(n, l))))
        .filter((n) => Object.entries(equals).every(([k, v]) => prop(n, k) === (v as Literal)))
        .slice(0, limit),
    expand: (id, dir, types, limit) => {
      const out: { edge: CypherEdge; other: CypherNode }[] = [];
      for (const e of edges) {
        if (types.length && !types.includes(e.relationship_name)) continue;
        if ((dir === "out" || dir === "both") && e.source_id === id) out.push({ edge: e, other: byId.get(e.target_id)! });
        if ((dir === "in" || dir === "both") && e.target_id === id) out.push({ edge: e, other: byId.get(e.source_id)! });
      }
      return out.slice(0, limit);
    },
  };
}

const ent = (name: string, type: string): CypherNode => ({
  id: `id-${name}`,
  type: "Entity",
  name,
  description: `${name} (${type})`,
  props: { entity_type: type, display_name: name },
});
const edge = (s: string, rel: string, t: string, extra: Record<string, unknown> = {}): CypherEdge => ({
  id: `${s}-${rel}-${t}`,
  source_id: `id-${s}`,
  target_id: `id-${t}`,
  relationship_name: rel,
  edge_text: `${s} ${rel.replace(/_/g, " ")} ${t}.`,
  props: extra,
});

const graph = memorySource(
  [
    ent("marie curie", "person"),
    ent("pierre curie", "person"),
    ent("warsaw", "city"),
    ent("paris", "city"),
    ent("poland", "country"),
    ent("sorbonne", "organization"),
    { id: "chunk-1", type: "DocumentChunk", name: "Marie Curie was", description: null, props: { chunk_index: 0 }, text: "Marie Curie was born in Warsaw." },
  ],
  [
    edge("marie curie", "born_in", "warsaw", { year: 1867 }),
    edge("pierre curie", "born_in", "paris", { year: 1859 }),
    edge("warsaw", "located_in", "poland"),
    edge("marie curie", "married", "pierre curie"),
    edge("marie curie", "worked_at", "sorbonne"),
    edge("pierre curie", "worked_at", "sorbonne"),
  ],
);

const run = (q: string) => executeCypher(parseCypher(q), graph);

describe("cypher subset", () => {
  it("matches labelled patterns with inline properties and returns aliased properties", ({ expect }) => {
    const r = run("MATCH (p:Entity {name: 'marie curie'})-[:born_in]->(c) RETURN p.name AS person, c.name AS city");
    expect(r.columns).toEqual(["person", "city"]);
    expect(r.rows).toEqual([{ person: "marie curie", city: "warsaw" }]);
  });

  it("treats entity types as labels and filters with WHERE (=, <>, <, >, CONTAINS, STARTS WITH, AND/OR/NOT)", ({ expect }) => {
    expect(run("MATCH (p:Person) WHERE p.name CONTAINS 'curie' RETURN p.name ORDER BY p.name").rows).toEqual([
      { "p.name": "marie curie" },
      { "p.name": "pierre curie" },
    ]);
    expect(run("MATCH (p:Person)-[r:born_in]->(c) WHERE r.year < 1860 RETURN c.name").rows).toEqual([{ "c.name": "paris" }]);
    expect(run("MATCH (p:Person)-[r:born_in]->(c) WHERE r.year > 1860 AND NOT c.name = 'paris' RETURN c.name").rows).toEqual([
      { "c.name": "warsaw" },
    ]);
    expect(run("MATCH (c:City) WHERE c.name STARTS WITH 'par' OR c.name <> c.name RETURN c.name").rows).toEqual([{ "c.name": "paris" }]);
    expect(run("MATCH (n) WHERE n.name = 'poland' OR n.name = 'warsaw' RETURN count(*) AS n").rows).toEqual([{ n: 2 }]);
  });

  it("follows variable-length paths within the hop range", ({ expect }) => {
    const r = run("MATCH (p {name: 'marie curie'})-[*1..2]->(x) RETURN DISTINCT x.name AS name ORDER BY name");
    expect(r.rows.map((row) => row.name)).toEqual(["paris", "pierre curie", "poland", "sorbonne", "warsaw"]);
    const two = run("MATCH (p {name: 'marie curie'})-[*2]->(x) RETURN x.name AS name ORDER BY name");
    expect(two.rows.map((row) => row.name)).toEqual(["paris", "poland", "sorbonne"]);
    const path = run("MATCH path = (p {name: 'marie curie'})-[:born_in|located_in*1..3]->(x:Country) RETURN length(path) AS hops, x.name");
    expect(path.rows).toEqual([{ hops: 2, "x.name": "poland" }]);
  });

  it("counts with count(*), count(x) and count(DISTINCT x), grouping by the other columns", ({ expect }) => {
    expect(run("MATCH (n:Entity) RETURN count(*) AS total").rows).toEqual([{ total: 6 }]);
    expect(run("MATCH (n:Entity) RETURN n.entity_type AS type, count(n) AS n ORDER BY n DESC, type LIMIT 2").rows).toEqual([
      { type: "city", n: 2 },
      { type: "person", n: 2 },
    ]);
    expect(run("MATCH (p:Person)-[:worked_at]->(o) RETURN count(DISTINCT o) AS orgs, count(o) AS links").rows).toEqual([
      { orgs: 1, links: 2 },
    ]);
    expect(run("MATCH (n:Nothing) RETURN count(*) AS c").rows).toEqual([{ c: 0 }]);
  });

  it("matches undirected and incoming relationships, and comma-separated patterns sharing variables", ({ expect }) => {
    expect(run("MATCH (a {name: 'sorbonne'})<-[:worked_at]-(p) RETURN p.name ORDER BY p.name").rows).toHaveLength(2);
    expect(run("MATCH (a {name: 'pierre curie'})-[:married]-(b) RETURN b.name").rows).toEqual([{ "b.name": "marie curie" }]);
    const r = run("MATCH (a:Person)-[:worked_at]->(o), (b:Person)-[:worked_at]->(o) WHERE a.name < b.name RETURN a.name, b.name");
    expect(r.rows).toEqual([{ "a.name": "marie curie", "b.name": "pierre curie" }]);
  });

  it("returns nodes and relationships as property maps, SKIP and LIMIT apply", ({ expect }) => {
    const r = run("MATCH (p:Person)-[r:born_in]->(c) RETURN p, r, type(r) AS rel ORDER BY p.name SKIP 1 LIMIT 1");
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]!.p).toMatchObject({ id: "id-pierre curie", type: "Entity", name: "pierre curie", entity_type: "person" });
    expect(r.rows[0]!.r).toMatchObject({ relationship_name: "born_in", source_id: "id-pierre curie", year: 1859 });
    expect(r.rows[0]!.rel).toBe("born_in");
    const chunk = run("MATCH (c:DocumentChunk) RETURN c.text AS text");
    expect(chunk.rows).toEqual([{ text: "Marie Curie was born in Warsaw." }]);
  });

  it("refuses write and procedure clauses with a clear 400", ({ expect }) => {
    for (const q of [
      "CREATE (n:Person {name: 'x'})",
      "MATCH (n) DETACH DELETE n",
      "MATCH (n) SET n.name = 'x' RETURN n",
      "MERGE (n:X) RETURN n",
      "MATCH (n) REMOVE n.name RETURN n",
      "CALL db.labels()",
      "DROP INDEX foo",
    ]) {
      let err: unknown;
      try {
        parseCypher(q);
      } catch (e) {
        err = e;
      }
      expect(err, q).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(400);
      expect((err as ApiError).errorName).toBe("CypherWriteNotAllowedError");
    }
    // A property or label that happens to be called like a clause is not a write.
    expect(() => parseCypher("MATCH (n:Entity) WHERE n.set = 1 RETURN n.delete")).not.toThrow();
  });

  it("reports syntax outside the subset as 400 CypherQueryError", ({ expect }) => {
    for (const q of ["MATCH (n RETURN n", "RETURN 1", "MATCH (n) RETURN n LIMIT -1", "MATCH (n)-[*1..9]->(m) RETURN m", "OPTIONAL MATCH (n) RETURN n", "MATCH (n) RETURN foo(n)"]) {
      let err: unknown;
      try {
        parseCypher(q);
      } catch (e) {
        err = e;
      }
      expect((err as ApiError)?.errorName, q).toBe("CypherQueryError");
    }
  });
});
