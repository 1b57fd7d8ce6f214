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
