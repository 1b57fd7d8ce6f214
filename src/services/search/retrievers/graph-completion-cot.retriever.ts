import { z } from "@hono/zod-openapi";
import { renderGraphContext, tripletItems, tripletObjects, tripletUsedIds } from "../context";
import { generateAnswer } from "../completion";
import { keywords } from "../../../core/text";
import { bruteForceTriplets, tripletKey } from "../triplet-search";
import type { Retriever, RetrieverDeps, SearchRequest } from "../types";
import { type ScoredTriplet } from "../../../core/pod/retrieval";

/** Triplets that entered the context in an earlier round stay; new ones are appended, best first. */
function merge(into: ScoredTriplet[], more: ScoredTriplet[]): number {
  const seen = new Set(into.map(tripletKey));
  let added = 0;
  for (const t of more) {
    if (seen.has(tripletKey(t))) continue;
    seen.add(tripletKey(t));
    into.push(t);
    added++;
  }
  return added;
}

/** Light stem for matching question words to fact words ("founder" ~ "founded"). */
const stem = (w: string) => w.slice(0, Math.max(4, w.length - 3));

/**
 * Offline follow-up: the entities of the previous round's best triplets that the question does not
 * name yet (multi-hop: "where was the founder of Acme born" -> round 1 finds the founder -> round 2
 * asks about the founder).
 */
function followUp(question: string, best: ScoredTriplet[], explored: Set<string>): { query: string } | null {
  const asked = new Set(keywords(question));
  const names: string[] = [];
  for (const t of best.slice(0, 3)) {
    for (const n of [t.source, t.target]) {
      if (n.type !== "Entity" || !n.name || explored.has(n.id)) continue;
      explored.add(n.id);
      if (keywords(n.name).every((w) => asked.has(w))) continue;
      names.push(n.name);
    }
  }
  if (names.length === 0) return null;
  return { query: `${names.join(", ")} ${keywords(question).join(" ")}`.trim() };
}

/**
 * Offline chained answer: the words of the question the first hop's best fact leaves unanswered
 * ("born" in "where was the founder of Acme born", once "Alice founded Acme" is found), asked about the
 * bridge entity over the facts the follow-up rounds added. Null when the first fact already covers the
 * question (single-hop questions keep the ordinary answer).
 */
export function chainedQuestion(question: string, first: ScoredTriplet | undefined): string | null {
  if (!first) return null;
  const words = keywords(question);
  const asked = new Set(words);
  const bridges = [first.source, first.target]
    .filter((n) => n.type === "Entity" && n.name && !keywords(n.name).every((w) => asked.has(w)))
    .map((n) => n.name!);
  if (bridges.length === 0) return null;
  const covered = new Set(keywords(`${first.edge.edgeText ?? ""} ${first.source.name ?? ""} ${first.target.name ?? ""}`).map(stem));
  const residual = words.filter((w) => !covered.has(stem(w)));
  // A first fact that covers none of the question's words is no first hop: the chain would swap the question's
  // subject for the bridge ("What is the capital of France?" became "What Omar Haddad capital France?").
  if (residual.length === 0 || residual.length === words.length) return null;
  const wh = /^\s*(who|whom|whose|what|which|where|when|why|how)\b/i.exec(question)?.[1] ?? "";
  return `${wh} ${bridges.join(" ")} ${residual.join(" ")}?`.trim();
}

const NO_ANSWER_RE = /^I don't know/;

/**
 * The offline COT answer: the user's own question over the merged context first (the answerer follows
 * two-hop chains over the triplets itself); the chained question keeps only the residual words and lost
 * more answers than it found (on the LoCoMo answers dump, 12 against 2 of 93 questions), so it is asked
 * only when the user's question finds nothing.
 */
export async function offlineCotAnswer(ask: (question?: string) => Promise<string | null>, chained: () => string | null): Promise<string | null> {
  const direct = await ask();
  if (direct && !NO_ANSWER_RE.test(direct)) return direct;
  const next = chained();
  const hop = next ? await ask(next) : null;
  return hop && !NO_ANSWER_RE.test(hop) ? hop : direct;
}

const FollowUp = z.object({ reasoning: z.string(), follow_up_question: z.string() });

async function llmFollowUp(deps: RetrieverDeps, question: string, answer: string, context: string): Promise<string | null> {
  const llm = deps.provider.llm!;
  const out = await llm.object({
    system:
      "You validate an answer against a knowledge-graph context. Explain what is missing to answer the question fully, " +
      "then write one follow-up question whose answer would fill the gap.",
    prompt: `Question: ${question}\nAnswer so far: ${answer}\nContext:\n${context}`,
    schema: FollowUp,
  });
  return out.follow_up_question.trim() || null;
}

/**
 * GRAPH_COMPLETION_COT: an initial graph answer, then up to 4 rounds of follow-up triplet searches merged
 * into the context, re-answering each round. With an LLM the follow-up question comes from cognee's
 * validate/follow-up step; offline it is built from the entities found in the previous round.
 */
export const graphCompletionCotRetriever: Retriever = {
  type: "GRAPH_COMPLETION_COT",
  async run(deps, req: SearchRequest) {
    const first = await bruteForceTriplets(deps, req.query, { topK: req.topK, nodeSets: req.nodeName });
    const triplets = [...first.triplets];
    let answer = deps.provider.llm ? await generateAnswer(deps, req, renderGraphContext(triplets), "graph") : null;
    const explored = new Set<string>();
    let best = first.triplets;
    const rounds: string[] = [];
    let hopStart = -1;
    for (let i = 0; i < deps.config.cotMaxIter && triplets.length; i++) {
      let next: string | null;
      if (deps.provider.llm) next = await llmFollowUp(deps, req.query, answer ?? "", renderGraphContext(triplets));
      else {
        next = followUp(req.query, best, explored)?.query ?? null;
      }
      if (!next) break;
      rounds.push(next);
      const more = await bruteForceTriplets(deps, next, { topK: req.topK, nodeSets: req.nodeName });
      const before = triplets.length;
      if (merge(triplets, more.triplets) === 0) break;
      if (hopStart < 0) hopStart = before;
      best = triplets.slice(before);
      if (deps.provider.llm && !req.onlyContext) answer = await generateAnswer(deps, req, renderGraphContext(triplets), "graph");
    }
    const context = renderGraphContext(triplets);
    if (!deps.provider.llm && !req.onlyContext) {
      answer = await offlineCotAnswer(
        (q) => generateAnswer(deps, req, context, "graph", q),
        () => (hopStart >= 0 ? chainedQuestion(req.query, first.triplets[0]) : null),
      );
    }
    const used = tripletUsedIds(triplets);
    return {
      objects: tripletObjects(triplets),
      context,
      completion: !req.onlyContext && answer ? [answer] : null,
      effectiveType: "GRAPH_COMPLETION_COT",
      usedNodeIds: used.nodeIds,
      usedEdgeIds: used.edgeIds,
      items: tripletItems(triplets),
      notes: rounds.length ? [`follow-up rounds: ${rounds.length}`] : undefined,
    };
  },
};
