import { extractDates, parseDateValue } from "../../../core/dates";
import { chunkItem, TEMPORAL_SEPARATOR } from "../context";
import { generateAnswer } from "../completion";
import { isoSpan, overlaps, parseTimeWindow, type TimeWindow, withoutPhrase } from "../temporal-window";
import { keywords, words } from "../../../core/text";
import type { RetrievedItem, Retriever, RetrieverDeps, SearchRequest } from "../types";
import { runGraphCompletion } from "./graph-completion.retriever";
import { type ChunkRow, type DatedFact, type EntityBlock, type GraphNodeOut } from "../../../core/pod/retrieval";
import { Collections } from "../../../core/graph-ids";

const spanOfValue = (v: unknown) => {
  if (typeof v === "string") return isoSpan(v);
  const t = parseDateValue(v);
  return t === null ? null : { start: t, end: t };
};

const inWindow = (dates: unknown[], w: TimeWindow) => dates.some((d) => {
  const s = spanOfValue(d);
  return !!s && overlaps(s, w);
});

/** Share of the topic's content words found in a text (0..1). */
function topicOverlap(topic: string[], text: string): number {
  if (topic.length === 0) return 0;
  const present = new Set(words(text));
  return topic.filter((t) => present.has(t)).length / topic.length;
}

interface Ranked<T> {
  value: T;
  score: number;
  dates: string[];
}

/**
 * TEMPORAL: date-scoped questions. The time window is read from the question (years, months, ranges,
 * before/after, relative to now). Facts are kept when a date in their sentence (`dates`) or the item's
 * `effective_date` falls in the window; chunks when a date in their text or their item's effective date
 * does. Candidates: every dated fact (bounded scan), fact and chunk vector hits and BM25 hits on the
 * question without its time phrase (candidate_top_k = 4 x top_k), and the facts of the entities it names
 * (max_edges_per_entity 10). Ranked by topic match inside the window. No window, or nothing inside it:
 * GRAPH_COMPLETION.
 */
export const temporalRetriever: Retriever = {
  type: "TEMPORAL",
  async run(deps, req) {
    const window = parseTimeWindow(req.query, deps.now);
    if (!window) {
      const out = await runGraphCompletion(deps, req, "GRAPH_COMPLETION");
      return { ...out, notes: ["No time window found in the question: answered as GRAPH_COMPLETION."] };
    }
    const found = await temporalCandidates(deps, req, window);
    if (found.facts.length === 0 && found.chunks.length === 0) {
      const out = await runGraphCompletion(deps, req, "GRAPH_COMPLETION");
      return { ...out, notes: [`Nothing dated inside the window (${window.phrase}): answered as GRAPH_COMPLETION.`] };
    }
    const factLines = found.facts.map((f) => `${f.dates.length ? `[${[...new Set(f.dates)].join(", ")}] ` : ""}${f.value.edge.edgeText ?? ""}`.trim());
    const passages = found.chunks.map((c) => c.value.text);
    const context = [...factLines, ...passages].join(TEMPORAL_SEPARATOR);
    const answer = req.onlyContext ? null : await generateAnswer(deps, req, context, "temporal");
    const items: RetrievedItem[] = [
      ...found.facts.map((f) => ({
        kind: "fact" as const,
        text: f.value.edge.edgeText ?? "",
        score: f.score,
        metadata: {
          ...(f.value.edge.props.data_id ? { data_id: String(f.value.edge.props.data_id) } : {}),
          ...(f.value.edge.props.chunk_id ? { chunk_id: String(f.value.edge.props.chunk_id) } : {}),
        },
      })),
      ...found.chunks.map((c) => chunkItem(c.value, c.score)),
    ];
    const nodeIds = new Set<string>(found.chunks.map((c) => c.value.id));
    for (const f of found.facts) {
      nodeIds.add(f.value.edge.sourceId);
      nodeIds.add(f.value.edge.targetId);
    }
    return {
      objects: [
        {
          window: {
            phrase: window.phrase,
            starts_at: window.start === null ? null : new Date(window.start).toISOString(),
            ends_at: window.end === null ? null : new Date(window.end).toISOString(),
          },
          facts: found.facts.map((f) => ({ id: f.value.edge.id, text: f.value.edge.edgeText, dates: f.dates, score: f.score })),
          chunks: found.chunks.map((c) => ({ id: c.value.id, text: c.value.text, document_name: c.value.documentName, dates: c.dates, score: c.score })),
        },
      ],
      context,
      completion: answer ? [answer] : null,
      effectiveType: "TEMPORAL",
      usedNodeIds: [...nodeIds],
      usedEdgeIds: found.facts.map((f) => f.value.edge.id),
      items,
    };
  },
};

export async function temporalCandidates(deps: RetrieverDeps, req: SearchRequest, window: TimeWindow) {
  const topic = withoutPhrase(req.query, window);
  const topicWords = keywords(topic);
  const candidateK = deps.config.temporalCandidateFactor * req.topK;
  const ds = deps.dataset.id;
  const [dated, hits, lexical, dateItems, named] = await Promise.all([
    deps.pod.datedFacts(ds, deps.config.temporalScanLimit) as Promise<DatedFact[]>,
    deps.vectorSearch([Collections.edgeType, Collections.entity, Collections.chunk], topic, candidateK, req.nodeName),
    deps.pod.lexicalChunks({ datasetIds: [ds], query: topic, limit: candidateK, nodeSets: req.nodeName }) as Promise<ChunkRow[]>,
    deps.pod.itemsWithMetadataKey(ds, deps.settings.improveEffectiveDateKey, 10_000) as Promise<{ id: string; name: string; value: unknown }[]>,
    deps.pod.entitiesByName(ds, topicWords.length ? nameGrams(topic) : []) as Promise<GraphNodeOut[]>,
  ]);
  const factDistance = new Map<string, number>();
  for (const h of hits) if (h.collection === Collections.edgeType) factDistance.set((h.payload.text as string) ?? h.text ?? "", h.score);
  const entityIds = [...new Set([...named.map((e) => e.id), ...hits.filter((h) => h.collection === Collections.entity).slice(0, req.topK).map((h) => h.id)])];
  const queryEntities = new Set(named.map((e) => e.id));

  // Facts of the entities the question is about, then every dated fact; keep those inside the window.
  const blocks = entityIds.length
    ? ((await deps.pod.entityNeighbourhoods({
        datasetId: ds,
        entityIds: entityIds.slice(0, req.topK),
        maxEdgesPerEntity: deps.config.maxEdgesPerEntity,
        edgeTextDistances: Object.fromEntries(factDistance),
      })) as EntityBlock[])
    : [];
  const pool = new Map<string, DatedFact>();
  for (const f of dated) pool.set(f.edge.id, f);
  for (const b of blocks) {
    for (const e of b.edges) {
      if (pool.has(e.edge.id)) continue;
      const dates = [...(Array.isArray(e.edge.props.dates) ? (e.edge.props.dates as string[]) : []), ...(e.edge.props.effective_date ? [String(e.edge.props.effective_date)] : [])];
      if (dates.length) pool.set(e.edge.id, { edge: e.edge, source: e.outgoing ? b.entity : e.other, target: e.outgoing ? e.other : b.entity, dates });
    }
  }
  const facts: Ranked<DatedFact>[] = [];
  for (const f of pool.values()) {
    if (!inWindow(f.dates, window)) continue;
    const text = f.edge.edgeText ?? "";
    const d = factDistance.get(text);
    let score = topicOverlap(topicWords, `${text} ${f.source?.name ?? ""} ${f.target?.name ?? ""}`);
    if (d !== undefined) score += Math.max(0, 1 - d / 2);
    if ((f.source && queryEntities.has(f.source.id)) || (f.target && queryEntities.has(f.target.id))) score += 1;
    // With a topic, facts that share nothing with it are noise; without one ("what happened in 2019"), all count.
    if (topicWords.length && score === 0) continue;
    facts.push({ value: f, score, dates: f.dates.filter((x) => inWindow([x], window)) });
  }
  facts.sort((a, b) => b.score - a.score || earliest(a.dates) - earliest(b.dates));

  // Chunks: text dates or the item's effective date inside the window.
  const datedItems = new Set(dateItems.filter((i) => inWindow([i.value], window)).map((i) => i.id));
  const chunkPool = new Map<string, { row: ChunkRow; rank: number }>();
  lexical.forEach((row, rank) => chunkPool.set(row.id, { row, rank }));
  if (datedItems.size) {
    const scoped = (await deps.pod.lexicalChunks({ datasetIds: [ds], query: topic, limit: candidateK, nodeSets: req.nodeName, dataIds: [...datedItems] })) as ChunkRow[];
    scoped.forEach((row, rank) => {
      if (!chunkPool.has(row.id)) chunkPool.set(row.id, { row, rank });
    });
  }
  const vectorChunkIds = hits.filter((h) => h.collection === Collections.chunk).map((h) => h.id).filter((id) => !chunkPool.has(id));
  if (vectorChunkIds.length) {
    const rows = (await deps.pod.chunksByIds([ds], vectorChunkIds)) as ChunkRow[];
    rows.forEach((row, i) => chunkPool.set(row.id, { row, rank: i }));
  }
  const chunks: Ranked<ChunkRow>[] = [];
  for (const { row, rank } of chunkPool.values()) {
    const textDates = extractDates(row.text);
    const itemDated = datedItems.has(row.dataId) || (row.effectiveDate !== null && inWindow([row.effectiveDate], window));
    const matching = textDates.filter((x) => inWindow([x], window));
    if (!itemDated && matching.length === 0) continue;
    const score = topicOverlap(topicWords, row.text) + 1 / (rank + 2);
    if (topicWords.length && topicOverlap(topicWords, row.text) === 0) continue;
    chunks.push({ value: row, score, dates: matching.length ? matching : row.effectiveDate ? [row.effectiveDate] : [] });
  }
  chunks.sort((a, b) => b.score - a.score);
  return { facts: facts.slice(0, req.topK), chunks: chunks.slice(0, Math.max(3, Math.ceil(req.topK / 3))), window };
}

const earliest = (dates: string[]) => Math.min(...dates.map((d) => isoSpan(d)?.start ?? Infinity));

function nameGrams(text: string): string[] {
  const ws = words(text);
  const out = new Set<string>();
  for (let n = 3; n >= 1; n--) for (let i = 0; i + n <= ws.length; i++) out.add(ws.slice(i, i + n).join(" "));
  return [...out].slice(0, 60);
}
