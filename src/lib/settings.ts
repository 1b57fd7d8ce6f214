/**
 * Typed view of the service configuration. Every variable is documented in README.md and
 * `.dev.vars.example`; values come from wrangler `[vars]`, `--var`, `.dev.vars` or secrets.
 */
export interface Settings {
  version: string;
  requireAuthentication: boolean;
  enableBackendAccessControl: boolean;
  /** Resolved posture: authentication is required when either flag asks for it. */
  authRequired: boolean;
  defaultUserEmail: string;
  defaultUserPassword: string | undefined;
  jwtSecret: string | undefined;
  jwtLifetimeSeconds: number;
  aiProvider: "local" | "workers-ai" | "openai-compatible";
  vectorStore: "local" | "vectorize";
  openaiBaseUrl: string | undefined;
  openaiApiKey: string | undefined;
  llmModel: string;
  embeddingModel: string;
  embeddingDimensions: number | undefined;
  embeddingBatchSize: number;
  embeddingMaxCompletionTokens: number;
  allowCypherQuery: boolean;
  allowHttpRequests: boolean;
  acceptLocalFilePath: boolean;
  localFileRoot: string;
  /** `host:port` entries exempt from the private-address refusal when fetching repositories. */
  fetchAllowedHosts: string[];
  /** Repository caps (src/services/code/repo-files.ts REPO_CAPS); lowered in tests. */
  codeRepoMaxFiles: number;
  codeRepoMaxDownloadBytes: number;
  httpFetchMaxBytes: number;
  httpFetchTimeoutMs: number;
  storageQuotaBytes: number;
  documentQuota: number;
  improveEffectiveDateKey: string;
  graphCountsFailedTtlSeconds: number;
  graphCountsUncachedTtlSeconds: number;
}

type RawEnv = Record<string, unknown>;

const str = (env: RawEnv, key: string): string | undefined => {
  const v = env[key];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
};
const bool = (env: RawEnv, key: string, fallback: boolean): boolean => {
  const v = str(env, key)?.toLowerCase();
  if (v === undefined) return fallback;
  return ["1", "true", "yes", "on"].includes(v);
};
const int = (env: RawEnv, key: string, fallback: number): number => {
  const v = str(env, key);
  const n = v === undefined ? NaN : Number(v);
  return Number.isFinite(n) ? n : fallback;
};

export function loadSettings(envLike: object): Settings {
  const env = envLike as RawEnv;
  const requireAuthentication = bool(env, "REQUIRE_AUTHENTICATION", true);
  const enableBackendAccessControl = bool(env, "ENABLE_BACKEND_ACCESS_CONTROL", false);
  const provider = (str(env, "AI_PROVIDER") ?? "local").toLowerCase();
  const aiProvider =
    provider === "workers-ai" || provider === "openai-compatible" ? provider : ("local" as const);
  const store = (str(env, "VECTOR_STORE") ?? "").toLowerCase();
  return {
    version: str(env, "SERVICE_VERSION") ?? "1.6.5",
    requireAuthentication,
    enableBackendAccessControl,
    authRequired: requireAuthentication || enableBackendAccessControl,
    defaultUserEmail: str(env, "DEFAULT_USER_EMAIL") ?? "default_user@example.com",
    defaultUserPassword: str(env, "DEFAULT_USER_PASSWORD"),
    jwtSecret: str(env, "JWT_SECRET"),
    jwtLifetimeSeconds: int(env, "JWT_LIFETIME_SECONDS", 3600),
    aiProvider,
    vectorStore: store === "vectorize" || (store === "" && env.VECTORIZE && aiProvider === "workers-ai") ? "vectorize" : "local",
    openaiBaseUrl: str(env, "OPENAI_BASE_URL"),
    openaiApiKey: str(env, "OPENAI_API_KEY"),
    llmModel: str(env, "LLM_MODEL") ?? (aiProvider === "workers-ai" ? "@cf/meta/llama-3.1-8b-instruct" : "gpt-4o-mini"),
    embeddingModel:
      str(env, "EMBEDDING_MODEL") ??
      (aiProvider === "workers-ai" ? "@cf/baai/bge-base-en-v1.5" : aiProvider === "local" ? "local-glove-100d" : "text-embedding-3-small"),
    embeddingDimensions: str(env, "EMBEDDING_DIMENSIONS") ? int(env, "EMBEDDING_DIMENSIONS", 0) : undefined,
    embeddingBatchSize: Math.max(1, int(env, "EMBEDDING_BATCH_SIZE", 32)),
    embeddingMaxCompletionTokens: Math.max(16, int(env, "EMBEDDING_MAX_COMPLETION_TOKENS", 4096)),
    allowCypherQuery: bool(env, "ALLOW_CYPHER_QUERY", false),
    allowHttpRequests: bool(env, "ALLOW_HTTP_REQUESTS", true),
    acceptLocalFilePath: bool(env, "ACCEPT_LOCAL_FILE_PATH", false),
    localFileRoot: str(env, "LOCAL_FILE_ROOT") ?? "/data",
    fetchAllowedHosts: (str(env, "FETCH_ALLOWED_HOSTS") ?? "").split(",").map((h) => h.trim().toLowerCase()).filter(Boolean),
    codeRepoMaxFiles: int(env, "CODE_REPO_MAX_FILES", 5_000),
    codeRepoMaxDownloadBytes: int(env, "CODE_REPO_MAX_DOWNLOAD_BYTES", 40 * 1024 * 1024),
    httpFetchMaxBytes: int(env, "HTTP_FETCH_MAX_BYTES", 10 * 1024 * 1024),
    httpFetchTimeoutMs: int(env, "HTTP_FETCH_TIMEOUT_MS", 10_000),
    storageQuotaBytes: int(env, "STORAGE_QUOTA_BYTES", 1_000_000_000),
    documentQuota: int(env, "DOCUMENT_QUOTA", 50_000),
    improveEffectiveDateKey: str(env, "IMPROVE_EFFECTIVE_DATE_KEY") ?? "effective_date",
    graphCountsFailedTtlSeconds: int(env, "GRAPH_COUNTS_FAILED_TTL_SECONDS", 15),
    graphCountsUncachedTtlSeconds: int(env, "GRAPH_COUNTS_UNCACHED_TTL_SECONDS", 60),
  };
}
