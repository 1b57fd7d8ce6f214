import { ApiError } from "../../../core/errors";
import type { CypherResult } from "../../../core/cypher/executor";
import { parseCypher } from "../../../core/cypher/parser";
import { keywords, words } from "../../../core/text";
import type { Retriever, RetrieverDeps } from "../types";
import { type GraphNodeOut } from "../../../core/pod/retrieval";

type Schema = { nodeTypes: { type: string; count: number }[]; relationships: { name: string; count: number }[]; entityTypes: { type: string; count: number }[] };

const quote = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
const singular = (w: string) => w.replace(/ies$/, "y").replace(/(?<!s)s$/, "");

/**
 * Offline translation of simple questions into Cypher (no LLM): counts and lists of an entity type,
 * "who/what <relation> <entity>" and "what is <entity> connected to". Anything else needs an LLM.
 */
export async function ruleBasedCypher(deps: RetrieverDeps, question: string, schema: Schema): Promise<string | null> {
  const q = question.trim().replace(/\?+$/, "");
  const types = schema.entityTypes.map((t) => t.type.toLowerCase());
  const typeFor = (w: string) => types.find((t) => t === w.toLowerCase() || t === singular(w.toLowerCase()) || (w.toLowerCase() === "people" && t === "person"));
  let m = /^how many ([a-z]+)\b/i.exec(q);
  if (m) {
    const t = typeFor(m[1]!);
    if (t) return `MATCH (n:Entity) WHERE n.entity_type = ${quote(t)} RETURN count(n) AS count`;
    if (/^(documents?|files?)$/i.test(m[1]!)) return `MATCH (d:Document) RETURN count(d) AS count`;
  }
  m = /^(?:list|show|name|which|what) (?:are )?(?:all )?(?:the )?([a-z]+)\b/i.exec(q);
  if (m && typeFor(m[1]!) && !/\b(is|was|did|does)\b/i.test(q.slice(m[0].length))) {
    return `MATCH (n:Entity) WHERE n.entity_type = ${quote(typeFor(m[1]!)!)} RETURN n.name AS name ORDER BY name LIMIT 200`;
  }
  // Entities the question names (longest n-gram first).
  const ws = words(q);
  const grams: string[] = [];
  for (let n = 4; n >= 1; n--) for (let i = 0; i + n <= ws.length; i++) grams.push(ws.slice(i, i + n).join(" "));
  const found = (await deps.pod.entitiesByName(deps.dataset.id, grams.slice(0, 80))) as GraphNodeOut[];
  if (found.length === 0) return null;
  const entity = found.sort((a, b) => (b.name?.length ?? 0) - (a.name?.length ?? 0))[0]!;
  if (/\b(connected|related|linked|relationships?|connections?)\b/i.test(q)) {
    return `MATCH (a:Entity {name: ${quote(entity.name!)}})-[r]-(b:Entity) RETURN type(r) AS relation, b.name AS name LIMIT 100`;
  }
  // A relation whose words the question uses ("works for" -> works_for, "born" -> born_in).
  const qWords = new Set(keywords(q).map(singular));
  const rel = schema.relationships
    .filter((r) => !["contains", "is_part_of", "made_from", "belongs_to_set", "is_a"].includes(r.name))
    .map((r) => {
      const parts = r.name.split("_");
      const hits = parts.filter((p) => qWords.has(singular(p))).length;
      return { r, hits, cover: hits / parts.length };
    })
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.cover - a.cover || b.hits - a.hits || b.r.count - a.r.count)[0];
  if (!rel) return null;
  const name = quote(entity.name!);
  // "Who works for Acme" asks for the source; "Where was Alice born" for the target.
  const entityFirst = q.toLowerCase().indexOf(entity.name!) < q.toLowerCase().indexOf(rel.r.name.split("_")[0]!);
  return entityFirst
    ? `MATCH (a:Entity {name: ${name}})-[:${rel.r.name}]->(b) RETURN b.name AS name LIMIT 100`
    : `MATCH (a)-[:${rel.r.name}]->(b:Entity {name: ${name}}) RETURN a.name AS name LIMIT 100`;
}

const SYSTEM =
  "You translate a question into ONE read-only Cypher query over a knowledge graph. Supported: MATCH with labels, inline properties and " +
  "variable-length paths (-[*1..3]->), WHERE (=, <>, <, >, CONTAINS, STARTS WITH, AND/OR/NOT), RETURN with aliases, count(*), count(x), " +
  "DISTINCT, ORDER BY, LIMIT. No writes, no CALL, no parameters. Node labels: node types (Entity, DocumentChunk, TextDocument, EntityType, " +
  "TextSummary) or entity types (e.g. Person). Entity names are stored lower-case in `name`; `entity_type` holds the type; relationship types are " +
  "snake_case. Answer with the query only.";

/**
 * NATURAL_LANGUAGE: an LLM writes Cypher from the graph schema (up to 3 attempts, each retry told why the
 * previous query failed) and the rows are returned. Offline, simple questions are translated by rules;
 * others answer 400 `LLMProviderRequiredError`.
 */
export const naturalLanguageRetriever: Retriever = {
  type: "NATURAL_LANGUAGE",
  async run(deps, req) {
    const schema = (await deps.pod.graphSchema(deps.dataset.id)) as Schema;
    let cypher: string | null = null;
    let rows: CypherResult | null = null;
    const llm = deps.provider.llm;
    if (llm) {
      const schemaText =
        `Node types: ${schema.nodeTypes.map((t) => `${t.type} (${t.count})`).join(", ")}\n` +
        `Entity types: ${schema.entityTypes.map((t) => t.type).join(", ")}\n` +
        `Relationship types: ${schema.relationships.map((r) => r.name).join(", ")}`;
      let feedback = "";
      for (let attempt = 0; attempt < 3 && !rows; attempt++) {
        const text = await llm.text({ system: SYSTEM, prompt: `${schemaText}\n\nQuestion: ${req.query}${feedback}` });
        cypher = text.replace(/^```(?:cypher)?\s*|\s*```$/g, "").trim();
        try {
          rows = (await deps.pod.runCypher(deps.dataset.id, parseCypher(cypher))) as CypherResult;
        } catch (err) {
          feedback = `\n\nThe previous query failed: ${(err as Error).message}\nPrevious query: ${cypher}`;
        }
      }
      if (!rows) throw new ApiError(422, "NaturalLanguageQueryError", `No valid Cypher query could be generated in 3 attempts (last: ${cypher}).`);
    } else {
      cypher = await ruleBasedCypher(deps, req.query, schema);
      if (!cypher) {
        throw new ApiError(
          400,
          "LLMProviderRequiredError",
          "NATURAL_LANGUAGE needs an LLM provider (AI_PROVIDER=workers-ai or openai-compatible) for this question; offline only simple " +
            "questions are translated (how many <type>, list <type>, who/what <relation> <entity>, what is <entity> connected to). Use CYPHER to query directly.",
        );
      }
      rows = (await deps.pod.runCypher(deps.dataset.id, parseCypher(cypher))) as CypherResult;
    }
    return {
      objects: rows.rows,
      context: rows.rows,
      completion: null,
      effectiveType: "NATURAL_LANGUAGE",
      usedNodeIds: [],
      usedEdgeIds: [],
      items: rows.rows.map((row) => ({ kind: "row", text: JSON.stringify(row), score: null, metadata: {} })),
      notes: [`cypher: ${cypher}`],
    };
  },
};
