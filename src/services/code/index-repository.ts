import { buildRepositoryGraph, type ParsedFile } from "../../core/code/build-graph";
import { isManifest, manifestDependencies } from "../../core/code/manifests";
import { codeNodeId, repoNameOf, type CodeDelta } from "../../core/code/model";
import { DEFAULT_RULES_NODE_SET, extractRules, isRulesDoc } from "../../core/code/rules";
import { ApiError } from "../../core/errors";
import type { PodStub } from "../../storage/pods";
import type { CodeIndexMessage } from "../../../schemas/queue.schemas";
import { archiveKindOf, readArchive } from "./archive";
import { parseFile } from "./extract";
import { fetchRepository, type FetchPolicy } from "./git-fetch";
import type { RepoContent } from "./repo-files";

/** What a repository data item records about its source (its `external_metadata`). */
export interface CodeSource {
  code_repository: string;
  branch: string | null;
  /** Set for an uploaded archive: the item's raw object is the archive. */
  archive?: string;
}

export interface IndexDeps {
  pod: PodStub;
  policy: FetchPolicy;
  /** The raw object of an uploaded archive. */
  readRaw(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Docs (README, *.md) to ordinary cognify, as document items of the dataset. */
  cognifyDocs?(target: { workspaceId: string; datasetId: string; ownerId: string }, repo: string, files: RepoContent["files"]): Promise<unknown>;
}

export interface IndexOutcome {
  repo: string;
  commit: string;
  skipped: boolean;
  delta: CodeDelta | null;
  files: number;
  symbols: number;
  edges: number;
}

/** Turns fetched files into a graph input: parsed sources, manifest dependencies, doc references, doc rules. */
export async function graphInputOf(repo: string, path: string, content: RepoContent) {
  const files: ParsedFile[] = [];
  const dependencies = new Set<string>();
  const fileRefs: { path: string; bytes: number }[] = [];
  const rules: { text: string; file: string; line: number; nodeSet: string }[] = [];
  for (const f of content.files) {
    const parsed = await parseFile(f.path, f.text);
    if (parsed) {
      files.push(parsed);
      continue;
    }
    fileRefs.push({ path: f.path, bytes: f.text.length });
    if (isManifest(f.path)) for (const d of manifestDependencies(f.path, f.text)) dependencies.add(d);
    if (isRulesDoc(f.path)) extractRules(f.text).forEach((text, i) => rules.push({ text, file: f.path, line: i + 1, nodeSet: DEFAULT_RULES_NODE_SET }));
  }
  return { repo, path, branch: content.branch, commit: content.commit, files, dependencies: [...dependencies].sort(), fileRefs, rules };
}

/**
 * The code_graph_pipeline for one repository item: fetch (git or archive), skip an unchanged commit, parse,
 * build the graph and write its delta to the pod, then stamp the item completed (or errored with a clear
 * message; fetch and cap errors are permanent, so they do not retry).
 */
export async function indexRepository(msg: CodeIndexMessage, deps: IndexDeps): Promise<"ack" | "retry"> {
  const item = await deps.pod.claimPipelineItem(msg.datasetId, msg.dataId, "code_graph_pipeline", msg.runId);
  if (!item) return "ack";
  try {
    await indexItem(msg, deps, item);
    return "ack";
  } catch (err) {
    const permanent = err instanceof ApiError;
    if (!permanent && item.attempts < 3) return "retry";
    const message = permanent ? (err as ApiError).message : "Indexing the repository failed.";
    if (!permanent) console.error("code: indexing failed", msg.dataId, err);
    await deps.pod.finishCodeItem(msg.datasetId, msg.dataId, msg.runId, message);
    return "ack";
  }
}

async function indexItem(msg: CodeIndexMessage, deps: IndexDeps, item: { raw_key: string; name: string; external_metadata: string | null; owner_id: string }): Promise<IndexOutcome> {
  const source = JSON.parse(item.external_metadata ?? "{}") as CodeSource;
  const spec = source.code_repository ?? item.name;
  let content: RepoContent;
  if (source.archive) {
    const body = await deps.readRaw(item.raw_key);
    if (!body) throw new ApiError(400, "CodeRepositoryError", `The archive ${source.archive} is no longer stored.`);
    content = await readArchive(body, archiveKindOf(source.archive) ?? "tar.gz", source.archive);
  } else content = await fetchRepository(spec, source.branch, deps.policy);
  const repo = repoNameOf(spec);
  const repositoryId = codeNodeId(repo, "repository", repo);
  const state = await deps.pod.codeRepositoryState(msg.datasetId, repositoryId);
  if (state && state.commit === content.commit && state.branch === content.branch && state.dataId === msg.dataId) {
    await deps.pod.finishCodeItem(msg.datasetId, msg.dataId, msg.runId, null);
    return { repo, commit: content.commit, skipped: true, delta: null, files: content.files.length, symbols: 0, edges: 0 };
  }
  const graph = buildRepositoryGraph(await graphInputOf(repo, spec, content));
  const delta = await deps.pod.writeCodeSnapshot(msg.datasetId, msg.dataId, repo, repositoryId, { nodes: graph.nodes, edges: graph.edges });
  await deps.pod.finishCodeItem(msg.datasetId, msg.dataId, msg.runId, null);
  // After the stamp: the code graph is complete whether or not the docs' cognify has finished.
  await deps.cognifyDocs?.({ workspaceId: msg.workspaceId, datasetId: msg.datasetId, ownerId: item.owner_id }, repo, content.files);
  return {
    repo,
    commit: content.commit,
    skipped: false,
    delta,
    files: content.files.length,
    symbols: graph.nodes.filter((n) => n.kind === "symbol").length,
    edges: graph.edges.length,
  };
}
