/**
 * An uploaded ontology as extraction sees it (POST /ontologies, `ontology_key` on /cognify and /remember): its
 * classes are the allowed entity types, its properties the allowed relations, its individuals known entities.
 * Both providers apply it the same way after extracting (constrainGraph), and the LLM is told the vocabulary up
 * front (ontologyPrompt). Entities are then linked to their class (cognee's ontology resolver: `ontology_valid`,
 * `ontology_uri`, and the class's superclasses as `is_a` edges between entity types).
 */
import type { ExtractedEdge, ExtractedNode, KnowledgeGraph, OntologyClass, OntologyConstraints, OntologyIndividual } from "./types";

export type { OntologyClass, OntologyConstraints, OntologyIndividual, OntologyProperty } from "./types";

/** cognee's fuzzy match cutoff (difflib get_close_matches, 0.8). */
const FUZZY_CUTOFF = 0.8;
/** Superclass levels followed when linking a type (cycles in a bad ontology stop here too). */
const MAX_PARENT_DEPTH = 8;
/** Names listed to the LLM, per kind: the prompt stays a few KB even for a large ontology. */
const PROMPT_NAMES = 200;

/** "SportsCar", "sports car", "sports_car", "Sports-Car" all compare as "sports car". */
export function normaliseTerm(s: string): string {
  return s
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** difflib's ratio: 2 * matches / total length, with matches counted by the longest-common-subsequence. */
function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  // Names are short (bounded at 200 characters each) so the quadratic table stays small.
  const x = a.slice(0, 200);
  const y = b.slice(0, 200);
  let prev = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    const row = new Array<number>(y.length + 1).fill(0);
    for (let j = 1; j <= y.length; j++) row[j] = x[i - 1] === y[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  return (2 * prev[y.length]!) / (x.length + y.length);
}

/** An index of names to entries: exact normalised match first, else the closest above the cutoff. */
function matcher<T extends { name: string; uri: string }>(entries: T[]) {
  const byName = new Map<string, T>();
  for (const e of entries) {
    for (const n of [normaliseTerm(e.name), normaliseTerm(localName(e.uri))]) if (n && !byName.has(n)) byName.set(n, e);
  }
  const names = [...byName.keys()];
  return (raw: string): T | undefined => {
    const n = normaliseTerm(raw);
    if (!n) return undefined;
    const exact = byName.get(n);
    if (exact) return exact;
    let best: string | undefined;
    let score = FUZZY_CUTOFF;
    for (const candidate of names) {
      // Lengths too far apart cannot reach the cutoff: skip the table.
      if ((2 * Math.min(candidate.length, n.length)) / (candidate.length + n.length) < FUZZY_CUTOFF) continue;
      const s = similarity(n, candidate);
      if (s >= score) {
        score = s;
        best = candidate;
      }
    }
    return best ? byName.get(best) : undefined;
  };
}

export function localName(uri: string): string {
  const cut = Math.max(uri.lastIndexOf("#"), uri.lastIndexOf("/"), uri.lastIndexOf(":"));
  return cut >= 0 ? uri.slice(cut + 1) : uri;
}

/** The vocabulary an LLM is asked to keep to (appended to the graph-extraction system prompt). */
export function ontologyPrompt(o: OntologyConstraints): string {
  const list = (xs: string[]) => xs.slice(0, PROMPT_NAMES).join(", ") + (xs.length > PROMPT_NAMES ? ", ..." : "");
  const lines = [
    "",
    "Ontology: use ONLY these entity types for node `type` (exactly as written):",
    list(o.classes.map((c) => c.name)),
  ];
  if (o.properties.length) lines.push("and ONLY these relationship names (in snake_case) for edges:", list(o.properties.map((p) => snakeCase(p.name))));
  if (o.individuals.length) lines.push("Known entities (use these names when the text mentions them):", list(o.individuals.map((i) => i.name)));
  lines.push("Leave out entities and relations the ontology has no type or relation for.");
  return lines.join("\n");
}

export const snakeCase = (s: string) => normaliseTerm(s).replace(/ /g, "_");

/**
 * Keeps what the ontology allows and links it: a node whose name is a known individual takes that individual's
 * class; otherwise its type must match a class (exactly or fuzzily) and is renamed to it; nodes of no class are
 * dropped with their edges. Edge names must match a property (renamed to its snake_case form) when the ontology
 * declares any. Individuals the
 * extractor missed but the text names are added (the offline extractor has no vocabulary of its own).
 */
export function constrainGraph(graph: KnowledgeGraph, o: OntologyConstraints, text = ""): KnowledgeGraph {
  const classOf = matcher(o.classes);
  const classByUri = new Map(o.classes.map((c) => [c.uri, c]));
  const individualOf = matcher(o.individuals);
  const propertyOf = matcher(o.properties);

  const link = (node: ExtractedNode, cls: OntologyClass, individual?: OntologyIndividual): ExtractedNode => {
    const parents: { name: string; uri: string; of: string }[] = [];
    let frontier = cls.parents.map((uri) => ({ uri, of: cls.uri }));
    const seen = new Set([cls.uri]);
    for (let depth = 0; depth < MAX_PARENT_DEPTH && frontier.length; depth++) {
      const next: { uri: string; of: string }[] = [];
      for (const { uri, of } of frontier) {
        const p = classByUri.get(uri);
        if (!p) continue;
        parents.push({ name: p.name, uri: p.uri, of });
        if (seen.has(uri)) continue;
        seen.add(uri);
        next.push(...p.parents.map((u) => ({ uri: u, of: p.uri })));
      }
      frontier = next;
    }
    return { ...node, type: cls.name, ontology: { typeUri: cls.uri, typeParents: parents, ...(individual ? { uri: individual.uri } : {}) } };
  };
  const classOfIndividual = (i: OntologyIndividual) => i.classes.map((u) => classByUri.get(u)).find((c) => c !== undefined);

  const kept = new Map<string, ExtractedNode>();
  for (const node of graph.nodes) {
    const individual = individualOf(node.name || node.id);
    const viaIndividual = individual ? classOfIndividual(individual) : undefined;
    if (individual && viaIndividual) {
      kept.set(node.id, link({ ...node, name: individual.name }, viaIndividual, individual));
      continue;
    }
    const cls = classOf(node.type);
    if (cls) kept.set(node.id, link(node, cls));
  }

  // Individuals named in the text that the extractor did not return (bounded by the ontology's own caps).
  const lower = text.toLowerCase();
  if (lower) {
    const present = new Set([...kept.values()].map((n) => normaliseTerm(n.name)));
    for (const i of o.individuals) {
      const n = normaliseTerm(i.name);
      if (!n || n.length < 3 || present.has(n)) continue;
      const at = lower.indexOf(i.name.toLowerCase());
      if (at < 0 || /\w/.test(lower[at - 1] ?? "") || /\w/.test(lower[at + i.name.length] ?? "")) continue;
      const cls = classOfIndividual(i);
      if (!cls) continue;
      present.add(n);
      kept.set(i.uri, link({ id: i.uri, name: i.name, type: cls.name, description: "" }, cls, i));
    }
  }

  const edges: ExtractedEdge[] = [];
  for (const e of graph.edges) {
    if (!kept.has(e.source_node_id) || !kept.has(e.target_node_id)) continue;
    // An ontology of classes only (a taxonomy) says nothing about relations: they stay as extracted.
    if (!o.properties.length) {
      edges.push(e);
      continue;
    }
    const p = propertyOf(e.relationship_name);
    if (p) edges.push({ ...e, relationship_name: snakeCase(p.name) });
  }
  return { nodes: [...kept.values()], edges };
}
