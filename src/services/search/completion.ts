import type { ChunkRow, SequenceNeighbour } from "../../core/pod/retrieval";
import type { RetrieverDeps, SearchRequest } from "./types";

/** A passage shown in the context, with where it sits in its item, so its reading-order neighbour can be read. */
export interface ShownPassage {
  id: string;
  text: string;
  dataId: string | null;
  chunkIndex: number | null;
}

/** cognee's `answer_simple_question.txt`. */
export const DEFAULT_SYSTEM_PROMPT = "Answer the question using the provided context. Be as brief as possible.";

export type PromptKind = "graph" | "rag" | "hybrid" | "temporal" | "summary";

/** User prompts as cognee words them per retriever family (graph_context_for_question.txt etc.). */
function userPrompt(kind: PromptKind, question: string, context: string): string {
  switch (kind) {
    case "graph":
    case "summary":
      return (
        `The question is: \`${question}\` and here is the context provided with a set of relationships from a knowledge graph ` +
        `separated by \n---\n each represented as node1 -- relation -- node2 triplet: \`${context}\``
      );
    case "hybrid":
      return (
        `Answer using this sectioned context. Keep the answer brief and do not use information outside the context.\n\n` +
        `Question: ${question}\n\nContext:\n${context}`
      );
    case "temporal":
      return `The question is: \`${question}\` and here are the events and facts inside the time window asked about: \`${context}\``;
    default:
      return `The question is: \`${question}\` And here is the context: \`${context}\``;
  }
}

/**
 * The answer from retrieved context. With an LLM: one generation with cognee's prompts (session history
 * prepended to the system prompt as `history + "\nTASK:" + system`). Offline: the provider's extractive
 * answerer quotes the best supporting sentence or fact. Empty context gives no answer at all (null), so
 * an empty memory answers `[]` instead of a polite non-answer.
 */
export async function generateAnswer(
  deps: RetrieverDeps,
  request: SearchRequest,
  context: string,
  kind: PromptKind,
  question: string = request.query,
  passages: ShownPassage[] = [],
): Promise<string | null> {
  if (!context.trim()) return null;
  const system = request.systemPrompt || DEFAULT_SYSTEM_PROMPT;
  const llm = deps.provider.llm;
  if (llm) {
    const fullSystem = request.history ? `${request.history}\nTASK:${system}` : system;
    return (await llm.text({ system: fullSystem, prompt: userPrompt(kind, question, context) })).trim();
  }
  const preceding = await precedingPassages(deps, passages);
  const whole = passages.map((p) => p.text).filter((t) => t.includes("\n"));
  return (await deps.provider.answerer.answer({ question, context, systemPrompt: system, history: request.history, preceding, ...(whole.length ? { passages: whole } : {}) })).trim();
}

/** How many passages before a shown one the offline answerer reads (a statement, the question about it). */
const PRECEDING_RADIUS = 2;

/**
 * For the offline answerer: the items just before each shown one in reading order (a chat turn's previous
 * turns), keyed by the shown passage's first line. An LLM reads the context alone; the extractive answerer
 * needs this because a reply rarely repeats the words of the question it answers. Two pod reads for at most
 * 20 passages (hybrid's chunk lane bound), only when an answer is generated.
 */
async function precedingPassages(deps: RetrieverDeps, passages: ShownPassage[]): Promise<Record<string, string> | undefined> {
  // A chunk past its item's first sits inside a document, whose earlier chunks never count (see precedes): not asked for.
  const anchors = passages.filter((p) => p.dataId && p.chunkIndex === 0 && p.text.trim()).slice(0, 20);
  if (!anchors.length) return undefined;
  const neighbours = (await deps.pod.sequenceNeighbours(
    deps.dataset.id,
    anchors.map((p) => ({ id: p.id, dataId: p.dataId!, chunkIndex: p.chunkIndex! })),
    PRECEDING_RADIUS,
  )) as SequenceNeighbour[];
  const wanted = [...new Set(neighbours.filter((n) => precedes(n, anchors)).map((n) => n.id))];
  if (!wanted.length) return undefined;
  const rows = (await deps.pod.chunksByIds([deps.dataset.id], wanted)) as ChunkRow[];
  return precedingTexts(anchors, neighbours, new Map(rows.map((r) => [r.id, r.text])));
}

/**
 * Only items before the anchor count (a stream of messages or notes): inside a document the chunks before a
 * passage hold many of the question's words, which would lift every chunk's first sentence alike.
 */
function precedes(n: SequenceNeighbour, anchors: ShownPassage[]): boolean {
  return n.before && anchors.some((a) => a.id === n.anchorId && a.dataId !== n.dataId);
}

/** The texts before each shown passage, oldest first, one per line, keyed by the passage's first line (how the answerer reads context). */
export function precedingTexts(anchors: ShownPassage[], neighbours: SequenceNeighbour[], textOf: Map<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of anchors) {
    const key = a.text.trim().split("\n")[0]!.trim();
    if (!key || key in out) continue;
    const lines = neighbours
      .filter((n) => n.anchorId === a.id && precedes(n, anchors))
      .sort((x, y) => y.distance - x.distance)
      .map((n) => textOf.get(n.id)?.trim())
      .filter((t): t is string => !!t);
    if (lines.length) out[key] = lines.join("\n");
  }
  return out;
}

/** cognee's `summarize_search_results.txt` step of GRAPH_SUMMARY_COMPLETION (LLM only). */
export async function summarizeContext(deps: RetrieverDeps, question: string, context: string): Promise<string | null> {
  const llm = deps.provider.llm;
  if (!llm || !context.trim()) return null;
  return (
    await llm.text({
      system: "Summarize the search results to answer the question. Keep every fact that bears on the question; drop the rest.",
      prompt: `Question: ${question}\n\nSearch results:\n${context}`,
    })
  ).trim();
}
