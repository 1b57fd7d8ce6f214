import { chunkItem, entityFromBlock, renderHybridContext } from "../context";
import { generateAnswer } from "../completion";
import { keywords, words } from "../../../core/text";
import type { RetrievedItem, Retriever, RetrieverDeps, SearchRequest } from "../types";
import { type ChunkRow, type EntityBlock, type GraphEdgeOut, type GraphNodeOut, type SequenceNeighbour, type VectorHit } from "../../../core/pod/retrieval";
import { Collections } from "../../../core/graph-ids";

/** cognee drops fact sentences shorter than this from the fact lane. */
const MIN_FACT_WORDS = 3;

interface ChunkCandidate {
  id: string;
  text: string | null;
  dataId: string | null;
  chunkIndex: number | null;
  documentName: string | null;
  importance: number;
  score: number;
}

/** Query n-grams (1-3 words) that may name an entity; cognify stores entity names lower-cased. */
function nameCandidates(query: string): string[] {
  const ws = words(query.replace(/['’]s\b/g, ""));
  const content = new Set(keywords(query));
  const out = new Set<string>();
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= ws.length; i++) {
      const gram = ws.slice(i, i + n);
      if (!gram.some((w) => content.has(w))) continue;
      out.add(gram.join(" "));
    }
  }
  return [...out].slice(0, 60);
}

export interface HybridLanes {
  chunks: ChunkCandidate[];
  entities: EntityBlock[];
  facts: { text: string; edge: GraphEdgeOut | null }[];
  items: RetrievedItem[];
}

/**
 * The three lanes of HYBRID_COMPLETION (reference §3.3). Chunk lane (k = min(top_k, 20)): BM25 hits from
 * FTS5 (2k), vector hits on chunks (2k), summaries mapped to their chunk (k) and the chunks behind fact
 * hits, each list's scores scaled to its best hit, weighted and summed (SEARCH_HYBRID_WEIGHTS), times the
 * importance factor 0.75 + 0.5 x importance_weight; then every strong candidate lends a share of its score
 * to the passages next to it in reading order (SEARCH_HYBRID_NEIGHBOURS). Entity lane: entity hits (vector,
 * plus entities the question names) with up to max_edges_per_entity facts each, fact hits first. Fact lane:
 * the remaining fact hits.
 */
export async function hybridLanes(deps: RetrieverDeps, req: SearchRequest, query = req.query): Promise<HybridLanes> {
  const k = Math.max(1, Math.min(req.topK, deps.config.hybridLaneTopK));
  const kc = Math.max(1, Math.min(req.topK, deps.config.hybridChunkTopK));
  const maxEdges = deps.config.maxEdgesPerEntity;
  const scoped = !!req.nodeName?.length;
  const edgeLimit = k * maxEdges + k;
  const wide = Math.max(2 * kc, edgeLimit);
  const [hits, factHitsUnscoped, lexical, named] = await Promise.all([
    deps.vectorSearch([Collections.chunk, Collections.summary, Collections.entity, ...(scoped ? [] : [Collections.edgeType])], query, wide, req.nodeName),
    // EdgeType points carry no node-set membership: a scoped search reads them unfiltered and keeps only
    // facts that an in-scope entity expresses.
    scoped ? deps.vectorSearch([Collections.edgeType], query, edgeLimit) : Promise.resolve([] as VectorHit[]),
    deps.pod.lexicalChunks({ datasetIds: [deps.dataset.id], query, limit: 2 * kc, nodeSets: req.nodeName, commonTermShare: deps.config.commonTermShare, termBound: deps.config.lexicalTermBound, pruneMinMatches: deps.config.lexicalPruneMinMatches }) as Promise<ChunkRow[]>,
    deps.pod.entitiesByName(deps.dataset.id, nameCandidates(query)) as Promise<GraphNodeOut[]>,
  ]);
  const by = (c: string) => hits.filter((h) => h.collection === c);
  const chunkHits = by(Collections.chunk).slice(0, 2 * kc);
  const summaryHits = by(Collections.summary).slice(0, kc);
  const entityHits = by(Collections.entity).slice(0, k);
  const factHits = (scoped ? factHitsUnscoped : by(Collections.edgeType)).slice(0, edgeLimit);
  const edgeTextDistances: Record<string, number> = {};
  for (const h of factHits) {
    const t = (h.payload.text as string | undefined) ?? h.text;
    if (t && !(t in edgeTextDistances)) edgeTextDistances[t] = h.score;
  }

  // Entities the question names come first, then the vector's nearest names.
  const entityIds: string[] = [];
  for (const e of named) if (!entityIds.includes(e.id)) entityIds.push(e.id);
  for (const h of entityHits) if (!entityIds.includes(h.id)) entityIds.push(h.id);
  const factTexts = factHits.map((h) => (h.payload.text as string | undefined) ?? h.text ?? "").filter(Boolean).slice(0, 2 * k);

  // ---- chunk lane: weighted score fusion, then reading-order neighbours ----
  // Each list's scores are scaled to its best hit and weighted (SEARCH_HYBRID_WEIGHTS). Scores, not ranks:
  // rank fusion gives a weak list's 1st hit as much as BM25's 1st, and BM25 carries most of the evidence
  // locally (LoCoMo r@10: rank fusion 0.60, score fusion 0.69, BM25 alone 0.69).
  const W = deps.config.hybridWeights;
  const cands = new Map<string, ChunkCandidate>();
  const add = (id: string, value: number, info: Partial<ChunkCandidate>) => {
    let c = cands.get(id);
    if (!c) {
      c = { id, text: null, dataId: null, chunkIndex: null, documentName: null, importance: 0.5, score: 0 };
      cands.set(id, c);
    }
    c.score += value;
    c.text ??= info.text ?? null;
    c.dataId ??= info.dataId ?? null;
    c.chunkIndex ??= info.chunkIndex ?? null;
    c.documentName ??= info.documentName ?? null;
    if (typeof info.importance === "number") c.importance = info.importance;
  };
  const payloadInfo = (h: VectorHit): Partial<ChunkCandidate> => ({
    dataId: (h.payload.data_id as string | undefined) ?? (h.payload.document_id as string | undefined) ?? null,
    chunkIndex: typeof h.payload.chunk_index === "number" ? (h.payload.chunk_index as number) : null,
    documentName: (h.payload.document_name as string | undefined) ?? null,
    importance: typeof h.payload.importance_weight === "number" ? (h.payload.importance_weight as number) : undefined,
  });
  const similarity = (hits: VectorHit[]) => {
    const best = Math.max(1e-6, 1 - (hits[0]?.score ?? 1));
    return (h: VectorHit) => Math.max(0, 1 - h.score) / best;
  };
  const bestLexical = Math.max(1e-9, ...lexical.map((c) => c.score));
  lexical.forEach((c) => add(c.id, (W.lexical * c.score) / bestLexical, { text: c.text, dataId: c.dataId, chunkIndex: c.chunkIndex, documentName: c.documentName }));
  const chunkSim = similarity(chunkHits);
  chunkHits.forEach((h) => add(h.id, W.vector * chunkSim(h), { ...payloadInfo(h), text: (h.payload.text as string | undefined) ?? h.text }));
  const summarySim = similarity(summaryHits);
  const summarised = new Set<string>();
  for (const h of summaryHits) {
    const src = h.payload.source_chunk_id as string | undefined;
    if (!src || summarised.has(src)) continue;
    summarised.add(src);
    add(src, W.summary * summarySim(h), payloadInfo(h));
  }
  for (const c of cands.values()) c.score *= 0.75 + 0.5 * c.importance;

  // The strongest candidates anchor the neighbour walk; it runs beside the entity and fact reads.
  const shares = deps.config.hybridNeighbourWeights;
  const anchors = [...cands.values()]
    .filter((c) => c.dataId !== null && c.chunkIndex !== null && c.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2 * kc);
  const [blocks, factEdges, neighbours] = await Promise.all([
    entityIds.length
      ? (deps.pod.entityNeighbourhoods({ datasetId: deps.dataset.id, entityIds: entityIds.slice(0, k), maxEdgesPerEntity: maxEdges, edgeTextDistances }) as Promise<EntityBlock[]>)
      : Promise.resolve([] as EntityBlock[]),
    factTexts.length
      ? (deps.pod.factsByText(deps.dataset.id, factTexts, factTexts.length * 2) as Promise<{ edge: GraphEdgeOut }[]>)
      : Promise.resolve([] as { edge: GraphEdgeOut }[]),
    shares.length && anchors.length
      ? (deps.pod.sequenceNeighbours(
          deps.dataset.id,
          anchors.map((a) => ({ id: a.id, dataId: a.dataId!, chunkIndex: a.chunkIndex! })),
          shares.length,
        ) as Promise<SequenceNeighbour[]>)
      : Promise.resolve([] as SequenceNeighbour[]),
  ]);

  const factRank = new Map(factTexts.map((t, i) => [t, i]));
  const factChunks = new Map<string, number>();
  for (const { edge } of factEdges) {
    const chunkId = edge.props.chunk_id as string | undefined;
    const r = factRank.get(edge.edgeText ?? "");
    if (chunkId && r !== undefined && (factChunks.get(chunkId) ?? Infinity) > r) factChunks.set(chunkId, r);
  }
  const factSim = similarity(factHits);
  const factScore = new Map(factHits.map((h) => [(h.payload.text as string | undefined) ?? h.text ?? "", factSim(h)]));
  if (!scoped) for (const [chunkId, r] of factChunks) add(chunkId, W.fact * (factScore.get(factTexts[r]!) ?? 0), {});

  const base = new Map([...cands.values()].map((c) => [c.id, c.score]));
  for (const n of neighbours) {
    const share = shares[n.distance - 1] ?? 0;
    const from = base.get(n.anchorId) ?? 0;
    if (share > 0 && from > 0) add(n.id, share * from, { dataId: n.dataId, chunkIndex: n.chunkIndex });
  }
  const ranked = [...cands.values()].sort((a, b) => b.score - a.score).slice(0, kc);
  const missing = ranked.filter((c) => c.text === null || c.dataId === null).map((c) => c.id);
  if (missing.length) {
    const rows = (await deps.pod.chunksByIds([deps.dataset.id], missing)) as ChunkRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const c of ranked) {
      const row = byId.get(c.id);
      if (!row) continue;
      c.text ??= row.text;
      c.dataId ??= row.dataId;
      c.chunkIndex ??= row.chunkIndex;
      c.documentName ??= row.documentName;
    }
  }
  const chunks = ranked.filter((c) => c.text !== null);

  // ---- fact lane: fact hits not already shown under an entity ----
  const shown = new Set(blocks.flatMap((b) => b.edges.map((e) => e.edge.edgeText ?? "")));
  const factBudget = blocks.length || scoped ? k : k * maxEdges;
  const reachable = scoped ? shown : null;
  const edgeByText = new Map(factEdges.map((f) => [f.edge.edgeText ?? "", f.edge]));
  const facts: { text: string; edge: GraphEdgeOut | null }[] = [];
  for (const h of factHits) {
    const text = ((h.payload.text as string | undefined) ?? h.text ?? "").trim();
    if (!text || shown.has(text) || text.split(/\s+/).length < MIN_FACT_WORDS) continue;
    if (reachable && !reachable.has(text)) continue;
    shown.add(text);
    facts.push({ text, edge: edgeByText.get(text) ?? null });
    if (facts.length >= factBudget) break;
  }

  const items: RetrievedItem[] = chunks.map((c) =>
    chunkItem({ id: c.id, text: c.text!, dataId: c.dataId ?? "", chunkIndex: c.chunkIndex ?? 0, documentName: c.documentName }, c.score),
  );
  for (const f of facts) {
    items.push({
      kind: "fact",
      text: f.text,
      score: null,
      metadata: {
        ...(f.edge?.props.data_id ? { data_id: String(f.edge.props.data_id) } : {}),
        ...(f.edge?.props.chunk_id ? { chunk_id: String(f.edge.props.chunk_id) } : {}),
      },
    });
  }
  return { chunks, entities: blocks.filter((b) => b.entity), facts, items };
}

/** HYBRID_COMPLETION (the default type): chunk, entity and fact lanes, sectioned context, one answer. */
export const hybridCompletionRetriever: Retriever = {
  type: "HYBRID_COMPLETION",
  async run(deps, req) {
    const lanes = await hybridLanes(deps, req);
    const entities = lanes.entities.map(entityFromBlock);
    const context = renderHybridContext(
      lanes.chunks.map((c) => c.text!),
      entities,
      lanes.facts.map((f) => f.text),
    );
    const shown = lanes.chunks.map((c) => ({ id: c.id, text: c.text!, dataId: c.dataId, chunkIndex: c.chunkIndex }));
    const answer = req.onlyContext ? null : await generateAnswer(deps, req, context, "hybrid", req.query, shown);
    const nodeIds = new Set<string>([...lanes.chunks.map((c) => c.id), ...lanes.entities.map((b) => b.entity.id)]);
    const edgeIds = new Set<string>();
    for (const b of lanes.entities) {
      for (const e of b.edges) {
        nodeIds.add(e.other.id);
        edgeIds.add(e.edge.id);
      }
    }
    for (const f of lanes.facts) if (f.edge) edgeIds.add(f.edge.id);
    return {
      objects: [
        {
          chunks: lanes.chunks.map((c) => ({ id: c.id, text: c.text, document_id: c.dataId, document_name: c.documentName, chunk_index: c.chunkIndex, score: c.score })),
          entities: entities.map((e) => ({ id: e.id, name: e.name, type: e.type, description: e.description, edges: e.facts })),
          facts: lanes.facts.map((f) => ({ id: f.edge?.id ?? null, text: f.text })),
        },
      ],
      context,
      completion: answer ? [answer] : null,
      effectiveType: "HYBRID_COMPLETION",
      usedNodeIds: [...nodeIds],
      usedEdgeIds: [...edgeIds],
      items: lanes.items,
    };
  },
};
