import createClient, { type Client } from "openapi-fetch";
import { errorFromResponse } from "./errors.js";
import type { components, paths } from "./generated/openapi.js";
import { summariseProgress, type CognifyProgress } from "./progress.js";
import { retryingFetch, type FetchLike, type RetryOptions } from "./transport.js";

type Schemas = components["schemas"];
export type SearchType = NonNullable<Schemas["SearchRequest"]["search_type"]>;
export type SearchRequest = Schemas["SearchRequest"];
export type SearchResult = Schemas["SearchResponse"];
export type RecallRequest = Schemas["RecallRequest"];
export type RecallResult = Schemas["RecallResponse"];
export type AddResult = Schemas["AddRunInfo"];
export type PipelineRunInfo = Schemas["PipelineRunInfo"];
export type RememberResult = Schemas["RememberResult"];
export type MemoryEntry = Schemas["MemoryEntry"];
export type ForgetRequest = Schemas["ForgetPayload"];
export type ForgetResult = Schemas["ForgetResult"];
export type Dataset = Schemas["DatasetDTO"];
export type DataItem = Schemas["DataDTO"];
export type { CognifyProgress } from "./progress.js";

export interface MemoryClientOptions {
  /** The deployment's origin, e.g. `http://localhost:8000` (paths carry `/api/v1`). */
  baseUrl: string;
  /** Sent as `X-Api-Key`. */
  apiKey?: string;
  /** A login token (or an API key), sent as `Authorization: Bearer`. */
  token?: string;
  /** The fetch to use: the global one by default; in a Worker, a service binding's `fetch`. */
  fetch?: FetchLike;
  /** Retries of 429/503 (other statuses are never retried). */
  retry?: RetryOptions;
  headers?: Record<string, string>;
}

/** A file to upload: a Blob/File, or bytes or text with a name. */
export type FileInput = Blob | { name: string; content: Blob | Uint8Array | ArrayBuffer | string; type?: string };
/** Text (also a web URL, fetched by the server when it allows) or a file. */
export type DataInput = string | FileInput;

export interface AddOptions {
  datasetName?: string;
  datasetId?: string;
  nodeSet?: string[];
}

export interface CognifyOptions {
  datasets?: string[];
  datasetIds?: string[];
  /** Wait for the run, polling its progress (default true). false answers once the run has started. */
  wait?: boolean;
  /** Called after each poll while waiting. */
  onProgress?: (progress: CognifyProgress) => void;
  /** Between progress polls, ms (default 1000). */
  pollIntervalMs?: number;
  /** Give up waiting after this long, ms (default 15 minutes; the run goes on). */
  timeoutMs?: number;
  signal?: AbortSignal;
  customPrompt?: string;
  graphModel?: Record<string, unknown>;
  chunkSize?: number;
}

export interface CognifyOutcome {
  /** The run per dataset id, as cognify answered when it started. */
  runs: Record<string, PipelineRunInfo>;
  /** The last progress read (when waiting). */
  progress?: CognifyProgress;
}

export interface RememberOptions extends AddOptions {
  sessionId?: string;
  customPrompt?: string;
  /** Answer at once with status `running` (the server goes on). */
  background?: boolean;
}

const MEMORY_TIMEOUT_MS = 15 * 60_000;

function toBlob(file: FileInput): { blob: Blob; name: string } {
  if (file instanceof Blob) return { blob: file, name: (file as File).name ?? "upload.bin" };
  const content = file.content;
  const blob = content instanceof Blob ? content : new Blob([content] as ConstructorParameters<typeof Blob>[0], { type: file.type ?? "application/octet-stream" });
  return { blob, name: file.name };
}

/** Form for /add and /remember: files under `data`, text and URLs under `raw_data` (the server orders files first). */
function dataForm(items: DataInput[], options: AddOptions): FormData {
  const form = new FormData();
  for (const item of items) {
    if (typeof item === "string") form.append("raw_data", item);
    else {
      const { blob, name } = toBlob(item);
      form.append("data", blob, name);
    }
  }
  if (options.datasetName) form.append("datasetName", options.datasetName);
  if (options.datasetId) form.append("datasetId", options.datasetId);
  for (const set of options.nodeSet ?? []) form.append("node_set", set);
  return form;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * The memory service, typed from its OpenAPI document. The verbs cover the common flows; `api` is the full
 * generated client (every operation, typed paths, bodies and answers) for the rest. Failed calls throw the
 * error classes of ./errors (named after the body's `[ErrorName]`).
 */
export class MemoryClient {
  /** Every operation of the API, typed (openapi-fetch): `memory.api.GET("/api/v1/datasets")`. */
  readonly api: Client<paths>;

  constructor(readonly options: MemoryClientOptions) {
    const base = (options.fetch ?? ((request: Request) => globalThis.fetch(request))) as FetchLike;
    const headers: Record<string, string> = { ...options.headers };
    if (options.apiKey) headers["x-api-key"] = options.apiKey;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    this.api = createClient<paths>({
      baseUrl: options.baseUrl.replace(/\/+$/, ""),
      headers,
      fetch: retryingFetch((request) => base(request), options.retry),
    });
  }

  /** Ingests text, URLs or files into a dataset (default `main_dataset`); text only goes as JSON, anything with a file as a form. */
  async add(data: DataInput | DataInput[], options: AddOptions = {}): Promise<AddResult> {
    const items = Array.isArray(data) ? data : [data];
    if (items.every((i) => typeof i === "string")) {
      return this.unwrap(
        this.api.POST("/api/v1/add", {
          body: { data: items as string[], datasetName: options.datasetName, datasetId: options.datasetId, node_set: options.nodeSet },
        }),
      );
    }
    const form = dataForm(items, options);
    return this.unwrap(this.api.POST("/api/v1/add", { body: {} as never, bodySerializer: () => form }));
  }

  /**
   * Builds the knowledge graph of datasets. By default it starts the run in the background and polls
   * `/datasets/status/progress` until every dataset's run has settled, reporting progress on the way.
   */
  async cognify(options: CognifyOptions = {}): Promise<CognifyOutcome> {
    const started = Date.now();
    const runs = await this.unwrap(
      this.api.POST("/api/v1/cognify", {
        body: {
          datasets: options.datasets,
          dataset_ids: options.datasetIds,
          run_in_background: true,
          custom_prompt: options.customPrompt,
          graph_model: options.graphModel as never,
          chunk_size: options.chunkSize,
        },
      }),
    );
    if (options.wait === false) return { runs };
    const runIds = Object.fromEntries(Object.entries(runs).map(([id, run]) => [id, run.pipeline_run_id]));
    const deadline = started + (options.timeoutMs ?? MEMORY_TIMEOUT_MS);
    for (;;) {
      const progress = await this.cognifyProgress(Object.keys(runs), started, runIds);
      options.onProgress?.(progress);
      if (progress.settled || Date.now() >= deadline) return { runs, progress };
      await sleep(options.pollIntervalMs ?? 1000, options.signal);
    }
  }

  /** Progress of the latest cognify run of each dataset (ids). */
  async cognifyProgress(datasetIds: string[], startedAt = Date.now(), runIds: Record<string, string> = {}): Promise<CognifyProgress> {
    const datasets = await this.unwrap(this.api.GET("/api/v1/datasets/status/progress", { params: { query: { dataset: datasetIds } } }));
    return summariseProgress(datasets, Date.now() - startedAt, runIds);
  }

  /** Searches memory with an explicit type (default HYBRID_COMPLETION on the server). */
  async search(request: SearchRequest): Promise<SearchResult> {
    return this.unwrap(this.api.POST("/api/v1/search", { body: request }));
  }

  /** Session-aware search that routes the query itself (pass `session_id` to keep a conversation). */
  async recall(request: RecallRequest): Promise<RecallResult> {
    return this.unwrap(this.api.POST("/api/v1/recall", { body: request }));
  }

  /** add + cognify (+ improve) in one call; with `sessionId`, text goes into the session. */
  async remember(data: DataInput | DataInput[], options: RememberOptions = {}): Promise<RememberResult> {
    const form = dataForm(Array.isArray(data) ? data : [data], { datasetName: "main_dataset", ...options });
    if (options.sessionId) form.append("session_id", options.sessionId);
    if (options.customPrompt) form.append("custom_prompt", options.customPrompt);
    if (options.background) form.append("run_in_background", "true");
    return this.unwrap(this.api.POST("/api/v1/remember", { body: {} as never, bodySerializer: () => form }));
  }

  /** Remembers one typed entry (qa, trace, feedback, skill_run). */
  async rememberEntry(entry: MemoryEntry, options: { datasetName?: string; datasetId?: string; sessionId?: string } = {}): Promise<RememberResult> {
    return this.unwrap(
      this.api.POST("/api/v1/remember/entry", {
        body: { entry, dataset_name: options.datasetName, dataset_id: options.datasetId, session_id: options.sessionId },
      }),
    );
  }

  /** Removes a data item, a dataset or everything the caller may delete; `dry_run` reports what would go. */
  async forget(request: ForgetRequest): Promise<ForgetResult> {
    return this.unwrap(this.api.POST("/api/v1/forget", { body: request }));
  }

  /** Logs in with e-mail and password and uses the token for the next calls; returns it. */
  async login(email: string, password: string): Promise<string> {
    const form = new URLSearchParams({ username: email, password });
    const { access_token } = await this.unwrap(
      this.api.POST("/api/v1/auth/login", {
        body: {} as never,
        bodySerializer: () => form.toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    this.api.use({
      onRequest: ({ request }) => {
        request.headers.set("authorization", `Bearer ${access_token}`);
        return request;
      },
    });
    return access_token;
  }

  readonly datasets = {
    list: () => this.unwrap(this.api.GET("/api/v1/datasets")),
    create: (name: string) => this.unwrap(this.api.POST("/api/v1/datasets", { body: { name } })),
    delete: (datasetId: string) => this.unwrap(this.api.DELETE("/api/v1/datasets/{dataset_id}", { params: { path: { dataset_id: datasetId } } })),
    data: (datasetId: string) => this.unwrap(this.api.GET("/api/v1/datasets/{dataset_id}/data", { params: { path: { dataset_id: datasetId } } })),
    status: (datasetIds: string[] = []) => this.unwrap(this.api.GET("/api/v1/datasets/status", { params: { query: { dataset: datasetIds } } })),
    /** The id of the caller's dataset of this name; undefined when there is none. */
    idOf: async (name: string) => (await this.datasets.list()).find((d) => d.name === name)?.id,
  };

  readonly skills = {
    /** Ingests an inline SKILL.md. */
    add: (skillsText: string, options: { skillName?: string; datasetName?: string; datasetId?: string } = {}) =>
      this.unwrap(
        this.api.POST("/api/v1/skills", {
          body: { skills_text: skillsText, skill_name: options.skillName, dataset_name: options.datasetName, dataset_id: options.datasetId },
        }),
      ),
    list: (datasetId: string) => this.unwrap(this.api.GET("/api/v1/skills", { params: { query: { dataset_id: datasetId } } })),
    get: (skillId: string, datasetId: string) =>
      this.unwrap(this.api.GET("/api/v1/skills/{skill_id}", { params: { path: { skill_id: skillId }, query: { dataset_id: datasetId } } })),
    delete: (skillId: string, datasetId: string) =>
      this.unwrap(this.api.DELETE("/api/v1/skills/{skill_id}", { params: { path: { skill_id: skillId }, query: { dataset_id: datasetId } } })),
  };

  readonly sessions = {
    get: (sessionId: string) => this.unwrap(this.api.GET("/api/v1/sessions/{session_id}", { params: { path: { session_id: sessionId } } })),
  };

  /** The answer's data, or the named error of its body. */
  private async unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
    const { data, error, response } = await call;
    if (!response.ok) throw errorFromResponse(response, error);
    return data as T;
  }
}

/** `new MemoryClient(options)`. */
export const createMemoryClient = (options: MemoryClientOptions) => new MemoryClient(options);
