import type { AiProvider } from "../../ai/types";
import type { Settings } from "../../lib/settings";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import type { Ports } from "../../storage/ports";
import type { SearchConfig } from "../../lib/settings";
import type { RetrieverDeps } from "./types";
import { type VectorHit } from "../../core/pod/retrieval";

/**
 * Per-request retrieval runtime: one AI provider, one query-embedding cache shared by every dataset and
 * every round (COT, context extension), and per-dataset retriever dependencies.
 */
export interface SearchRuntime {
  provider: AiProvider;
  config: SearchConfig;
  settings: Settings;
  depsFor(dataset: DatasetRow): RetrieverDeps;
}

export function createSearchRuntime(ports: Pick<Ports, "settings" | "pods" | "vectors" | "ai">): SearchRuntime {
  const { settings } = ports;
  const ai = ports.ai();
  const config = settings.search;
  const embeddings = new Map<string, Promise<Float32Array>>();
  const embed = (text: string): Promise<Float32Array> => {
    let p = embeddings.get(text);
    if (!p) {
      p = ai.embedder.embed([text]).then((v) => v[0]!);
      embeddings.set(text, p);
    }
    return p;
  };
  const now = new Date();
  return {
    provider: ai,
    config,
    settings,
    depsFor(dataset: DatasetRow): RetrieverDeps {
      const pod = ports.pods(dataset.workspaceId);
      const vectors = ports.vectors(pod, dataset.workspaceId);
      return {
        settings,
        config,
        provider: ai,
        dataset,
        pod,
        vectors,
        embed,
        now,
        async vectorSearch(collections: string[], text: string, limit: number, nodeSets?: string[] | null): Promise<VectorHit[]> {
          if (collections.length === 0 || limit <= 0 || !text.trim()) return [];
          const vector = await embed(text);
          return vectors.query(
            { datasetIds: [dataset.id], collections, vector, limit, nodeSets: nodeSets?.length ? nodeSets : undefined },
            ai.embedder.model,
          );
        },
      };
    },
  };
}
