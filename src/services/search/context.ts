/**
 * Context rendering shared by every retriever (one place, so answers and `only_context` output read the
 * same for all types): cognee's graph context, the hybrid sectioned context, chunk payloads.
 */
import type { RetrievedItem } from "./types";
import { STOP_WORDS, words } from "../../core/text";
import { type ChunkRow, type EntityBlock, type GraphNodeOut, type ScoredTriplet, type VectorHit } from "../../core/pod/retrieval";
import { labelFact } from "../../core/pod/fact-conflicts";

/** cognee's chunk title in graph context: first 7 words, then the 3 most frequent non-stop words. */
export function chunkTitle(text: string): string {
  const first = text.split(/\s+/).filter(Boolean).slice(0, 7).join(" ");
  const counts = new Map<string, number>();
  for (const w of words(text)) if (!STOP_WORDS.has(w) && w.length > 1) counts.set(w, (counts.get(w) ?? 0) + 1);
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([w]) => w);
  return `${first}... [${top.join(", ")}]`;
}

function nodeTitle(n: GraphNodeOut): { name: string; content: string } {
  if (n.text) return { name: chunkTitle(n.text), content: n.text };
  const name = n.name ?? (typeof n.props.display_name === "string" ? (n.props.display_name as string) : "Unnamed Node");
  return { name, content: n.description ?? name };
}

/** Graph context as cognee renders it: the distinct nodes with their content, then one line per connection. */
export function renderGraphContext(triplets: ScoredTriplet[]): string {
  if (triplets.length === 0) return "";
  const nodes = new Map<string, { name: string; content: string }>();
  for (const t of triplets) for (const n of [t.source, t.target]) if (!nodes.has(n.id)) nodes.set(n.id, nodeTitle(n));
  const nodeSection = [...nodes.values()]
    .map((n) => `Node: ${n.name}\n__node_content_start__\n${n.content}\n__node_content_end__\n`)
    .join("\n");
  const connections = triplets.map((t) => {
    const src = nodes.get(t.source.id)!.name;
    const dst = nodes.get(t.target.id)!.name;
    // Facts reviewed by improve carry their status ("... (superseded until 2024-06-01).").
    const text = t.edge.edgeText ? `  (${labelFact(t.edge.edgeText, t.edge.props)})` : "";
    return `${src} --[${t.edge.relationshipName}]--> ${dst}${text}`;
  });
  return `Nodes:\n${nodeSection}\n\nConnections:\n${connections.join("\n")}`;
}

/** The fact sentences of triplets (what an extractive answer quotes, and what summaries are made of). */
export function tripletFacts(triplets: ScoredTriplet[]): string[] {
  return triplets.map((t) => (t.edge.edgeText ? labelFact(t.edge.edgeText, t.edge.props) : `${nodeTitle(t.source).name} ${t.edge.relationshipName.replace(/_/g, " ")} ${nodeTitle(t.target).name}.`));
}

/** cognify's note on a chunk's link to an entity it names: the sentence after it is the chunk's own. */
const MENTIONS_PREFIX_RE = /^Document chunk mentions [^:]{1,200}:\s+/;

/**
 * The offline summary of graph context (GRAPH_SUMMARY_COMPLETION without an LLM): the distinct fact sentences,
 * best first; a chunk's link to an entity as the sentence of the chunk it quotes; links that state no fact
 * (a summary made from a chunk, a chunk part of a file: no sentence of their own) left out.
 */
export function factSummary(triplets: ScoredTriplet[]): string {
  const lines = tripletFacts(triplets.filter((t) => t.edge.edgeText)).map((f) => f.replace(MENTIONS_PREFIX_RE, ""));
  return [...new Set(lines)].join("\n");
}

export function tripletItems(triplets: ScoredTriplet[]): RetrievedItem[] {
  return triplets.map((t) => {
    const chunk = [t.source, t.target].find((n) => n.type === "DocumentChunk");
    const chunkId = (t.edge.props.chunk_id as string | undefined) ?? chunk?.id;
    return {
      kind: "triplet",
      text: t.edge.edgeText ?? `${t.source.name} ${t.edge.relationshipName} ${t.target.name}`,
      score: Number.isFinite(t.score) ? -t.score : null,
      metadata: {
        ...(typeof t.edge.props.data_id === "string" ? { data_id: t.edge.props.data_id as string } : chunk?.props.data_id ? { data_id: chunk.props.data_id as string } : {}),
        ...(chunkId ? { chunk_id: chunkId } : {}),
        ...(chunk && typeof chunk.props.chunk_index === "number" ? { chunk_index: chunk.props.chunk_index as number } : {}),
      },
    };
  });
}

export function tripletUsedIds(triplets: ScoredTriplet[]): { nodeIds: string[]; edgeIds: string[] } {
  const nodeIds = new Set<string>();
  const edgeIds = new Set<string>();
  for (const t of triplets) {
    nodeIds.add(t.source.id);
    nodeIds.add(t.target.id);
    edgeIds.add(t.edge.id);
  }
  return { nodeIds: [...nodeIds], edgeIds: [...edgeIds] };
}

/** Triplets as JSON objects (the `result_object` of graph retrievers). */
export function tripletObjects(triplets: ScoredTriplet[]): Record<string, unknown>[] {
  const node = (n: GraphNodeOut) => ({ id: n.id, type: n.type, name: n.name, description: n.description, ...(n.text ? { text: n.text } : {}) });
  return triplets.map((t) => ({
    node1: node(t.source),
    edge: { id: t.edge.id, relationship_name: t.edge.relationshipName, edge_text: t.edge.edgeText, ...t.edge.props },
    node2: node(t.target),
    score: t.score,
  }));
}

/**
 * cognee's CHUNKS / SUMMARIES result element: the vector point's payload (`IndexSchema`: id, text,
 * document_id, document_name, chunk_index, source_chunk_id, importance_weight, belongs_to_set...).
 */
export function indexPayload(hit: { id: string; text: string | null; payload: Record<string, unknown> }): Record<string, unknown> {
  const p = hit.payload;
  return {
    id: hit.id,
    text: (p.text as string | undefined) ?? hit.text ?? "",
    document_id: p.document_id ?? p.data_id ?? null,
    document_name: p.document_name ?? null,
    data_id: p.data_id ?? p.document_id ?? null,
    chunk_index: p.chunk_index ?? null,
    source_chunk_id: p.source_chunk_id ?? null,
    importance_weight: p.importance_weight ?? 0.5,
    belongs_to_set: p.belongs_to_set ?? [],
    version: 1,
    type: "IndexSchema",
    metadata: { index_fields: ["text"] },
  };
}

/** cognee's CHUNKS_LEXICAL element: the DocumentChunk's properties (+ its BM25 score). */
export function lexicalPayload(c: ChunkRow): Record<string, unknown> {
  return {
    id: c.id,
    text: c.text,
    type: "DocumentChunk",
    document_id: c.dataId,
    document_name: c.documentName,
    data_id: c.dataId,
    chunk_index: c.chunkIndex,
    chunk_size: c.tokenCount,
    cut_type: c.cutType,
    score: c.score,
  };
}

export function chunkItem(c: { id: string; text: string; dataId: string; chunkIndex: number; documentName: string | null }, score: number | null, kind: RetrievedItem["kind"] = "chunk"): RetrievedItem {
  return {
    kind,
    text: c.text,
    score,
    metadata: { data_id: c.dataId, chunk_id: c.id, chunk_index: c.chunkIndex, ...(c.documentName ? { document_name: c.documentName } : {}) },
  };
}

export function hitItem(hit: VectorHit, kind: RetrievedItem["kind"]): RetrievedItem {
  const p = hit.payload;
  const chunkId = (p.source_chunk_id as string | undefined) ?? (kind === "chunk" ? hit.id : undefined);
  return {
    kind,
    text: (p.text as string | undefined) ?? hit.text ?? "",
    score: 1 - hit.score,
    metadata: {
      ...(p.data_id || p.document_id ? { data_id: String(p.data_id ?? p.document_id) } : {}),
      ...(chunkId ? { chunk_id: chunkId } : {}),
      ...(typeof p.chunk_index === "number" ? { chunk_index: p.chunk_index } : {}),
      ...(p.document_name ? { document_name: String(p.document_name) } : {}),
    },
  };
}

/** RAG context: chunk texts joined by newlines (cognee `context_for_question`). */
export const renderPassagesPlain = (texts: string[]) => texts.join("\n");

export interface HybridEntity {
  id: string;
  name: string;
  type: string | null;
  description: string | null;
  facts: string[];
}

/** HYBRID's sectioned context: `## Relevant passages` / `## Relevant entities` / `## Related facts`. */
export function renderHybridContext(passages: string[], entities: HybridEntity[], facts: string[]): string {
  const sections: string[] = [];
  if (passages.length) sections.push(`## Relevant passages\n${passages.join("\n---\n")}`);
  const blocks = entities.map((e) => {
    const lines = [e.type ? `### ${e.name} (${e.type})` : `### ${e.name}`];
    if (e.description) lines.push(e.description);
    for (const f of e.facts) lines.push(`- ${f}`);
    return lines.join("\n");
  });
  if (blocks.length) sections.push(`## Relevant entities\n${blocks.join("\n\n")}`);
  if (facts.length) sections.push(`## Related facts\n${facts.map((f) => `- ${f}`).join("\n")}`);
  return sections.join("\n\n");
}

export function entityFromBlock(b: EntityBlock): HybridEntity {
  const display = typeof b.entity.props.display_name === "string" ? (b.entity.props.display_name as string) : b.entity.name ?? b.entity.id;
  return {
    id: b.entity.id,
    name: display,
    type: typeof b.entity.props.entity_type === "string" ? (b.entity.props.entity_type as string) : null,
    description: b.entity.description && b.entity.description !== display ? b.entity.description : null,
    facts: b.edges.map((e) =>
      e.edge.edgeText
        ? labelFact(e.edge.edgeText, e.edge.props)
        : `${e.outgoing ? display : e.other.name} ${e.edge.relationshipName.replace(/_/g, " ")} ${e.outgoing ? e.other.name : display}.`,
    ),
  };
}

/** Temporal context: dated facts and passages, each on its own block (cognee joins events by this rule). */
export const TEMPORAL_SEPARATOR = "\n#####################\n";
