import { ApiError } from "../../core/errors";
import { broadRetriever } from "./retrievers/broad.retriever";
import { chunksLexicalRetriever } from "./retrievers/chunks-lexical.retriever";
import { chunksRetriever, summariesRetriever } from "./retrievers/vector-payloads.retriever";
import { cypherRetriever } from "./retrievers/cypher.retriever";
import { createFeelingLuckyRetriever } from "./retrievers/feeling-lucky.retriever";
import { graphCompletionCotRetriever } from "./retrievers/graph-completion-cot.retriever";
import { graphCompletionRetriever } from "./retrievers/graph-completion.retriever";
import { graphContextExtensionRetriever } from "./retrievers/graph-context-extension.retriever";
import { graphSummaryCompletionRetriever } from "./retrievers/graph-summary-completion.retriever";
import { hybridCompletionRetriever } from "./retrievers/hybrid-completion.retriever";
import { naturalLanguageRetriever } from "./retrievers/natural-language.retriever";
import { ragCompletionRetriever } from "./retrievers/rag-completion.retriever";
import { temporalRetriever } from "./retrievers/temporal.retriever";
import { tripletCompletionRetriever } from "./retrievers/triplet-completion.retriever";
import type { Retriever } from "./types";
import { skillsRetriever } from "../skills/skills.retriever";
import { type SearchType } from "../../core/search-types";
import { codeRetriever, codingRulesRetriever } from "../code/code.retriever";

/** Types that belong to other features: a clear 400, never a 500. */
const ELSEWHERE: Partial<Record<SearchType, string>> = {
  SKILLS: "SKILLS search is not available in this deployment yet; list skills with GET /api/v1/skills.",
};

const registry = new Map<SearchType, Retriever>();
for (const r of [
  chunksRetriever,
  chunksLexicalRetriever,
  summariesRetriever,
  ragCompletionRetriever,
  graphCompletionRetriever,
  tripletCompletionRetriever,
  graphCompletionCotRetriever,
  graphContextExtensionRetriever,
  graphSummaryCompletionRetriever,
  hybridCompletionRetriever,
  temporalRetriever,
  broadRetriever,
  cypherRetriever,
  naturalLanguageRetriever,
  skillsRetriever,
  codeRetriever,
  codingRulesRetriever,
]) {
  registry.set(r.type, r);
}
registry.set("FEELING_LUCKY", createFeelingLuckyRetriever((t) => retrieverFor(t)));

/** Other features (skills, code) may plug their retriever in here. */
export function registerRetriever(r: Retriever): void {
  registry.set(r.type, r);
}

export function retrieverFor(type: SearchType): Retriever {
  const r = registry.get(type);
  if (r) return r;
  throw new ApiError(400, "UnsupportedSearchTypeError", ELSEWHERE[type] ?? `Search type ${type} is not supported.`);
}
