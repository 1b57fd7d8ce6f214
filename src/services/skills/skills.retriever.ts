import { type Retriever, rowsOutput } from "../search/types";
import { searchSkills } from "./skills-search";

/**
 * `SKILLS` for the search dispatcher (src/services/search/registry.ts): metadata-only discovery, no LLM
 * call. `search_result` is the list of skill rows (id, name, description, declared tools, ..., score).
 * The single-dataset rule is checked where datasets are resolved (`requireSingleDataset`).
 */
export const skillsRetriever: Retriever = {
  type: "SKILLS",
  async run(deps, req) {
    const hits = await searchSkills(
      { settings: deps.settings, provider: deps.provider, pod: deps.pod, vectors: deps.vectors },
      deps.dataset,
      req.query,
      req.topK,
    );
    const items = hits.map((h) => ({ kind: "row" as const, text: `${h.name}: ${h.description}`, score: h.score, metadata: {} }));
    return rowsOutput("SKILLS", hits, hits.map((h) => h.id), items);
  },
};
