import { type VizLink, type VizNode } from "../../src/core/pod/visualize";

/**
 * A deterministic graph shaped like a cognified corpus: documents, their chunks, entities mentioned by
 * chunks (a few hubs, many leaves), entity types, and entity-entity facts.
 */
export function generateGraph(target = 3000): { nodes: VizNode[]; links: VizLink[] } {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const nodes: VizNode[] = [];
  const links: VizLink[] = [];
  const id = (kind: string, n: number) => `${kind}-${String(n).padStart(5, "0")}`;
  const types = ["person", "organization", "place", "date", "concept", "product"];
  types.forEach((t, i) => nodes.push({ id: id("type", i), label: t, type: "EntityType", properties: {} }));
  const entityCount = Math.round(target * 0.5);
  for (let e = 0; e < entityCount; e++) {
    const name = e === 0 ? "ada lovelace" : e === 1 ? "charles babbage" : `entity ${e}`;
    const t = Math.floor(rand() * types.length);
    nodes.push({ id: id("ent", e), label: name, type: "Entity", properties: { entity_type: types[t], description: `Entity number ${e}` } });
    links.push({ source: id("ent", e), target: id("type", t), label: "is_a", properties: {} });
  }
  let chunk = 0;
  for (let d = 0; nodes.length < target; d++) {
    nodes.push({ id: id("doc", d), label: `document ${d}.txt`, type: "TextDocument", properties: {} });
    const chunks = 3 + Math.floor(rand() * 6);
    for (let c = 0; c < chunks && nodes.length < target; c++, chunk++) {
      nodes.push({ id: id("chunk", chunk), label: `chunk ${chunk}`, type: "DocumentChunk", properties: { text: `Text of chunk ${chunk}` } });
      links.push({ source: id("chunk", chunk), target: id("doc", d), label: "is_part_of", properties: {} });
      for (let m = 0; m < 3; m++) {
        // Skewed choice: low entity numbers are hubs.
        const e = Math.floor(Math.pow(rand(), 2.2) * entityCount);
        links.push({ source: id("chunk", chunk), target: id("ent", e), label: "contains", properties: {} });
      }
    }
  }
  for (let f = 0; f < entityCount * 0.6; f++) {
    const a = Math.floor(Math.pow(rand(), 1.8) * entityCount);
    const b = Math.floor(rand() * entityCount);
    if (a !== b) links.push({ source: id("ent", a), target: id("ent", b), label: "related_to", properties: { edge_text: `fact ${f}` } });
  }
  return { nodes, links };
}

/**
 * A small graph shaped like one cognified document set (the newcomer's run: 32 entities): 2 documents,
 * their chunks, one summary per chunk whose stored name is the `<type>_<id>` placeholder, entities with
 * names of realistic length (one nameless), their types, and facts between entities.
 */
export function generateSmallGraph(): { nodes: VizNode[]; links: VizLink[] } {
  const nodes: VizNode[] = [];
  const links: VizLink[] = [];
  const people = ["Ada Lovelace", "Charles Babbage", "Alan Turing", "Grace Hopper", "John von Neumann", "Claude Shannon", "Kurt Gödel", "Emmy Noether"];
  const things = ["Analytical Engine", "Difference Engine", "Bombe", "COBOL", "EDVAC", "information theory", "incompleteness theorems", "abstract algebra", "Royal Society", "University of Cambridge", "Bletchley Park", "Harvard Mark I", "Institute for Advanced Study", "Bell Labs", "Princeton University", "Göttingen", "London", "Note G", "Bernoulli numbers", "punched cards", "stored-program computer", "Turing machine", "compiler"];
  const types = ["person", "machine", "concept", "organization", "place"];
  types.forEach((t) => nodes.push({ id: `type-${t}`, label: t, type: "EntityType", properties: {} }));
  const entities = [...people, ...things];
  entities.forEach((name, e) => {
    const t = e < people.length ? "person" : types[1 + (e % 4)]!;
    // One entity the extractor left nameless: it must still get a readable label.
    nodes.push({ id: `ent-${e}`, label: e === 30 ? "" : name, type: "Entity", properties: { description: `${name}, a ${t} in the history of computing` } });
    links.push({ source: `ent-${e}`, target: `type-${t}`, label: "is_a", properties: {} });
  });
  for (let d = 0; d < 2; d++) {
    nodes.push({ id: `doc-${d}`, label: `history-of-computing-${d + 1}.md`, type: "TextDocument", properties: {} });
    for (let c = 0; c < 3; c++) {
      const chunk = `chunk-${d}-${c}`;
      const summary = `summary-${d}-${c}`;
      nodes.push({ id: chunk, label: `DocumentChunk_${chunk}`, type: "DocumentChunk", properties: { text: `Part ${c + 1} of document ${d + 1}: machines, people and ideas.` } });
      nodes.push({ id: summary, label: `TextSummary_${summary}`, type: "TextSummary", properties: { text: `How ${people[(d * 3 + c) % people.length]} shaped early computing` } });
      links.push({ source: chunk, target: `doc-${d}`, label: "is_part_of", properties: {} });
      links.push({ source: summary, target: chunk, label: "made_from", properties: {} });
      for (let m = 0; m < 6; m++) links.push({ source: chunk, target: `ent-${(d * 17 + c * 5 + m * 3) % entities.length}`, label: "contains", properties: {} });
    }
  }
  for (let f = 0; f < 20; f++) {
    const a = f % people.length;
    const b = people.length + ((f * 7) % things.length);
    links.push({ source: `ent-${a}`, target: `ent-${b}`, label: "related_to", properties: {} });
  }
  return { nodes, links };
}
