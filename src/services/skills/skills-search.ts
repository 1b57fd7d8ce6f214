import type { PodSkills, PodVectors } from "../../core/pod-api";
import type { AiProvider } from "../../ai/types";
import { badRequest } from "../../core/errors";
import type { Settings } from "../../lib/settings";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import type { Ports } from "../../storage/ports";
import type { VectorIndex } from "../../storage/vectors/vector-index";
import { SKILL_COLLECTION, type SkillRecord } from "../../core/pod/skills";

/**
 * The `SKILLS` search type: metadata-only discovery of a dataset's skills, no LLM call. Skills are ranked
 * by reciprocal-rank fusion of BM25 over their search text (FTS5 in the pod) and cosine distance of their
 * `Skill_search_text` embeddings; procedures are never returned (fetch one with `GET /skills/{id}`).
 */
/** `ports` build only what is not passed in (the search runtime passes provider, pod and vectors). */
export interface SkillsSearchDeps {
  settings: Settings;
  ports?: Pick<Ports, "pods" | "vectors" | "ai">;
  provider?: AiProvider;
  pod?: PodSkills & PodVectors;
  vectors?: VectorIndex;
}

export interface SkillSearchHit {
  id: string;
  name: string;
  description: string;
  declared_tools: string[];
  tags: string[];
  maintainer: string;
  maintainer_url: string;
  version: string;
  license: string;
  is_active: boolean;
  source_dir: string;
  dataset_id: string;
  /** Fused relevance (higher is better). */
  score: number;
  /** Which signals found the skill. */
  matched_by: ("lexical" | "vector")[];
}

/** Reciprocal-rank fusion constant (the usual 60: flattens the head so neither signal dominates). */
const RRF_K = 60;

/** SKILLS searches exactly one dataset (spec); more or fewer is a client error. */
export function requireSingleDataset<T>(datasets: T[]): T {
  if (datasets.length !== 1) {
    throw badRequest(
      `SKILLS search needs exactly one dataset (got ${datasets.length}); pass one dataset name in "datasets" or one id in "dataset_ids".`,
      "SkillsSearchScopeError",
    );
  }
  return datasets[0]!;
}

export async function searchSkills(
  deps: SkillsSearchDeps,
  dataset: DatasetRow,
  query: string,
  topK: number,
): Promise<SkillSearchHit[]> {
  const text = query.trim();
  if (!text) return [];
  const k = Math.max(1, Math.min(topK, 100));
  const ports = deps.ports;
  const need = <T>(v: T | undefined, make: (p: Pick<Ports, "pods" | "vectors" | "ai">) => T): T => {
    if (v !== undefined) return v;
    if (!ports) throw new Error("searchSkills needs ports to build what was not passed in");
    return make(ports);
  };
  const pod = need(deps.pod, (p) => p.pods(dataset.workspaceId));
  const provider = need(deps.provider, (p) => p.ai());
  const candidates = k * 3;

  const lexical = await pod.lexicalSkillHits(dataset.id, text, candidates);
  const [vector] = await provider.embedder.embed([text]);
  const index = need(deps.vectors, (p) => p.vectors(pod, dataset.workspaceId));
  const vectorHits = await index.query(
    { datasetIds: [dataset.id], collections: [SKILL_COLLECTION], vector: vector!, limit: candidates },
    provider.embedder.model,
  );

  const fused = new Map<string, { score: number; by: Set<"lexical" | "vector"> }>();
  const add = (id: string, rank: number, by: "lexical" | "vector") => {
    const entry = fused.get(id) ?? { score: 0, by: new Set() };
    entry.score += 1 / (RRF_K + rank + 1);
    entry.by.add(by);
    fused.set(id, entry);
  };
  lexical.forEach((h, i) => add(h.id, i, "lexical"));
  vectorHits.forEach((h, i) => add(h.id, i, "vector"));
  if (fused.size === 0) return [];

  const rows = (await pod.skillsByIds(dataset.id, [...fused.keys()])) as unknown as SkillRecord[];
  const q = text.toLowerCase();
  return rows
    .filter((s) => s.is_active)
    .map((s): SkillSearchHit => {
      const f = fused.get(s.id)!;
      // An exact name hit is what a caller naming a skill means; put it first.
      const exact = s.name.toLowerCase() === q ? 1 : 0;
      return {
        id: s.id,
        name: s.name,
        description: s.description,
        declared_tools: s.declared_tools,
        tags: s.tags,
        maintainer: s.maintainer,
        maintainer_url: s.maintainer_url,
        version: s.version,
        license: s.license,
        is_active: s.is_active,
        source_dir: s.source_dir,
        dataset_id: s.dataset_id,
        score: Number((f.score + exact).toFixed(6)),
        matched_by: [...f.by].sort(),
      };
    })
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, k);
}
