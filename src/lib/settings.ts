import { z } from "zod";
import type { AuthLimits } from "../services/auth.service";
import type { ImproveConfig } from "../services/improve/config";
import type { MailConfig } from "../services/mail.service";
import type { SearchConfig } from "../services/search/config";
import type { TenantsConfig } from "../services/tenants.service";

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
  httpFetchMaxBytes: number;
  httpFetchTimeoutMs: number;
  storageQuotaBytes: number;
  documentQuota: number;
  improveEffectiveDateKey: string;
  graphCountsFailedTtlSeconds: number;
  graphCountsUncachedTtlSeconds: number;
  /** Retrieval tuning (SEARCH_*, BROAD_*), see src/services/search/config.ts. */
  search: SearchConfig;
  /** Improve tuning (IMPROVE_*), see src/services/improve/config.ts. */
  improve: ImproveConfig;
  /** Mail delivery (MAIL_*, UI_APP_URL), see src/services/mail.service.ts. */
  mail: MailConfig;
  /** Login throttling and reset-token lifetime (LOGIN_*, RESET_PASSWORD_*), see src/services/auth.service.ts. */
  auth: AuthLimits;
  /** Tenant restore and service address (TENANT_*), see src/services/tenants.service.ts. */
  tenants: TenantsConfig;
}

// Parsing is lenient on purpose (a bad variable must not take the service down): a blank or
// non-string value is unset, and a number that does not parse or is out of its range gives the default.

/** A trimmed non-blank string, else undefined (optional, or zod 4 reports an absent key it maps to undefined). */
const text = () =>
  z
    .unknown()
    .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined))
    .optional();

/** "1", "true", "yes", "on" (any case) are true, any other value false; unset gives the default. */
const flag = (fallback: boolean) =>
  text().transform((v) => (v === undefined ? fallback : ["1", "true", "yes", "on"].includes(v.toLowerCase())));

interface Range {
  /** Smallest accepted value (inclusive). */
  min?: number;
  /** Largest accepted value (inclusive). */
  max?: number;
  /** Accepted values are strictly above this. */
  above?: number;
  /** Accepted values are strictly below this. */
  below?: number;
  /** Round accepted values down to an integer. */
  floor?: boolean;
}

const inRange = (n: number, r: Range) =>
  Number.isFinite(n) &&
  (r.min === undefined || n >= r.min) &&
  (r.max === undefined || n <= r.max) &&
  (r.above === undefined || n > r.above) &&
  (r.below === undefined || n < r.below);

/** A number in `range`, else the default. */
const num = (fallback: number, range: Range = {}) =>
  text().transform((v) => {
    const n = v === undefined ? NaN : Number(v);
    if (!inRange(n, range)) return fallback;
    return range.floor ? Math.floor(n) : n;
  });

/** A count of at least `min` (1 by default), rounded down. */
const count = (fallback: number, min = 1) => num(fallback, { min, floor: true });

/** "name:weight,..." over the names of `fallback`; unknown names and negative or bad weights are ignored. */
const weights = <T extends Record<string, number>>(fallback: T) =>
  text().transform((v) => {
    if (v === undefined) return fallback;
    const out: Record<string, number> = { ...fallback };
    for (const part of v.split(",")) {
      const [k, n] = part.split(":").map((x) => x.trim());
      if (k && k in out && n !== undefined && inRange(Number(n), { min: 0 })) out[k] = Number(n);
    }
    return out as T;
  });

/** A list of shares in [0, 1], nearest first, at most 5 ("0" or "" gives none; any bad entry the default). */
const decay = (fallback: number[]) =>
  z.unknown().optional().transform((v) => {
    if (typeof v !== "string") return fallback;
    const out = v.split(",").map((x) => Number(x.trim()));
    if (out.some((n) => !inRange(n, { min: 0, max: 1 }))) return fallback;
    while (out.length && out[out.length - 1] === 0) out.pop();
    return out.slice(0, 5);
  });

/** Every variable the service reads (README "Configuration"), as typed values with their defaults. */
const EnvSchema = z.object({
  SERVICE_VERSION: text(),
  REQUIRE_AUTHENTICATION: flag(true),
  ENABLE_BACKEND_ACCESS_CONTROL: flag(false),
  DEFAULT_USER_EMAIL: text(),
  DEFAULT_USER_PASSWORD: text(),
  JWT_SECRET: text(),
  JWT_LIFETIME_SECONDS: num(3600),
  AI_PROVIDER: text(),
  VECTOR_STORE: text(),
  /** The Vectorize binding: with AI_PROVIDER=workers-ai and no VECTOR_STORE, its presence selects it. */
  VECTORIZE: z.unknown().optional(),
  OPENAI_BASE_URL: text(),
  OPENAI_API_KEY: text(),
  LLM_MODEL: text(),
  EMBEDDING_MODEL: text(),
  EMBEDDING_DIMENSIONS: text(),
  EMBEDDING_BATCH_SIZE: num(32),
  EMBEDDING_MAX_COMPLETION_TOKENS: num(4096),
  ALLOW_CYPHER_QUERY: flag(false),
  ALLOW_HTTP_REQUESTS: flag(true),
  ACCEPT_LOCAL_FILE_PATH: flag(false),
  LOCAL_FILE_ROOT: text(),
  HTTP_FETCH_MAX_BYTES: num(10 * 1024 * 1024),
  HTTP_FETCH_TIMEOUT_MS: num(10_000),
  STORAGE_QUOTA_BYTES: num(1_000_000_000),
  DOCUMENT_QUOTA: num(50_000),
  IMPROVE_EFFECTIVE_DATE_KEY: text(),
  GRAPH_COUNTS_FAILED_TTL_SECONDS: num(15),
  GRAPH_COUNTS_UNCACHED_TTL_SECONDS: num(60),
  // search
  SEARCH_GRAPH_EDGES_PER_NODE: count(100),
  SEARCH_HYBRID_LANE_TOP_K: count(10),
  SEARCH_HYBRID_CHUNK_TOP_K: count(20),
  // Lexical-heavy by default: locally BM25 carries most of the evidence (LoCoMo r@10: BM25 0.69, GloVe-average
  // vectors 0.44); the weak dense, summary and fact evidence breaks ties and adds recall further down.
  SEARCH_HYBRID_WEIGHTS: weights({ vector: 0.2, lexical: 1, summary: 0.1, fact: 0.1 }),
  SEARCH_HYBRID_NEIGHBOURS: decay([0.5, 0.25]),
  SEARCH_COMMON_TERM_SHARE: num(0.1, { min: 0, below: 1 }),
  // 2.2 = FTS5's BM25 ceiling k1 + 1 (provably exact pruning); above it pruning would drop real hits.
  SEARCH_LEXICAL_TERM_BOUND: num(1.5, { min: 0, max: 2.2 }),
  SEARCH_LEXICAL_PRUNE_MIN_MATCHES: count(2_000, 0),
  BROAD_CONTEXT_TOKENS: count(8_000),
  BROAD_READING_TOKENS: count(2_000_000),
  BROAD_STORE_MB: count(32),
  BROAD_BATCH_MB: count(4),
  SEARCH_HISTORY_MAX_CHARS: count(20_000),
  // improve
  IMPROVE_TRACE_WINDOW_STEPS: num(0, { min: 0, max: 100_000, floor: true }),
  IMPROVE_TRACE_WINDOWS_PER_RUN: num(0, { min: 0, max: 100_000, floor: true }),
  IMPROVE_DISTILL_MAX_BATCHES_PER_RUN: num(0, { min: 0, max: 100_000, floor: true }),
  IMPROVE_MERGE_SIMILARITY: num(0.95, { min: 0.5, max: 1 }),
  // mail
  MAIL_PROVIDER: text(),
  MAIL_FROM: text(),
  MAIL_API_URL: text(),
  MAIL_API_KEY: text(),
  MAIL_BINDING: text(),
  UI_APP_URL: text(),
  // auth
  LOGIN_MAX_FAILURES: num(10, { above: 0 }),
  LOGIN_WINDOW_SECONDS: num(900, { above: 0 }),
  RESET_PASSWORD_TOKEN_LIFETIME_SECONDS: num(3600, { above: 0 }),
  // tenants
  TENANT_RESTORE_COLD_START_MS: num(2000, { min: 0 }),
  TENANT_SERVICE_URL_TEMPLATE: text(),
});

function toSettings(e: z.output<typeof EnvSchema>): Settings {
  const provider = (e.AI_PROVIDER ?? "local").toLowerCase();
  const aiProvider = provider === "workers-ai" || provider === "openai-compatible" ? provider : ("local" as const);
  const store = (e.VECTOR_STORE ?? "").toLowerCase();
  const mailProvider = (e.MAIL_PROVIDER ?? "outbox").toLowerCase();
  const dimensions = e.EMBEDDING_DIMENSIONS === undefined ? undefined : Number(e.EMBEDDING_DIMENSIONS);
  return {
    version: e.SERVICE_VERSION ?? "1.6.5",
    requireAuthentication: e.REQUIRE_AUTHENTICATION,
    enableBackendAccessControl: e.ENABLE_BACKEND_ACCESS_CONTROL,
    authRequired: e.REQUIRE_AUTHENTICATION || e.ENABLE_BACKEND_ACCESS_CONTROL,
    defaultUserEmail: e.DEFAULT_USER_EMAIL ?? "default_user@example.com",
    defaultUserPassword: e.DEFAULT_USER_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    jwtLifetimeSeconds: e.JWT_LIFETIME_SECONDS,
    aiProvider,
    vectorStore: store === "vectorize" || (store === "" && e.VECTORIZE && aiProvider === "workers-ai") ? "vectorize" : "local",
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiApiKey: e.OPENAI_API_KEY,
    llmModel: e.LLM_MODEL ?? (aiProvider === "workers-ai" ? "@cf/meta/llama-3.1-8b-instruct" : "gpt-4o-mini"),
    embeddingModel:
      e.EMBEDDING_MODEL ??
      (aiProvider === "workers-ai" ? "@cf/baai/bge-base-en-v1.5" : aiProvider === "local" ? "local-glove-100d" : "text-embedding-3-small"),
    // Set but not a number: 0, as before the schema (behaviour kept).
    embeddingDimensions: dimensions === undefined ? undefined : Number.isFinite(dimensions) ? dimensions : 0,
    embeddingBatchSize: Math.max(1, e.EMBEDDING_BATCH_SIZE),
    embeddingMaxCompletionTokens: Math.max(16, e.EMBEDDING_MAX_COMPLETION_TOKENS),
    allowCypherQuery: e.ALLOW_CYPHER_QUERY,
    allowHttpRequests: e.ALLOW_HTTP_REQUESTS,
    acceptLocalFilePath: e.ACCEPT_LOCAL_FILE_PATH,
    localFileRoot: e.LOCAL_FILE_ROOT ?? "/data",
    httpFetchMaxBytes: e.HTTP_FETCH_MAX_BYTES,
    httpFetchTimeoutMs: e.HTTP_FETCH_TIMEOUT_MS,
    storageQuotaBytes: e.STORAGE_QUOTA_BYTES,
    documentQuota: e.DOCUMENT_QUOTA,
    improveEffectiveDateKey: e.IMPROVE_EFFECTIVE_DATE_KEY ?? "effective_date",
    graphCountsFailedTtlSeconds: e.GRAPH_COUNTS_FAILED_TTL_SECONDS,
    graphCountsUncachedTtlSeconds: e.GRAPH_COUNTS_UNCACHED_TTL_SECONDS,
    search: {
      // cognee's values as used over HTTP (reference §3.1).
      defaultTopK: 15,
      wideSearchTopK: 100,
      tripletDistancePenalty: 6.5,
      graphEdgesPerNode: e.SEARCH_GRAPH_EDGES_PER_NODE,
      hybridLaneTopK: e.SEARCH_HYBRID_LANE_TOP_K,
      hybridChunkTopK: e.SEARCH_HYBRID_CHUNK_TOP_K,
      hybridWeights: e.SEARCH_HYBRID_WEIGHTS,
      hybridNeighbourWeights: e.SEARCH_HYBRID_NEIGHBOURS,
      commonTermShare: e.SEARCH_COMMON_TERM_SHARE,
      lexicalTermBound: e.SEARCH_LEXICAL_TERM_BOUND,
      lexicalPruneMinMatches: e.SEARCH_LEXICAL_PRUNE_MIN_MATCHES,
      maxEdgesPerEntity: 10,
      cotMaxIter: 4,
      contextExtensionRounds: 4,
      temporalCandidateFactor: 4,
      temporalScanLimit: 20_000,
      broad: {
        contextTokens: e.BROAD_CONTEXT_TOKENS,
        readingTokens: e.BROAD_READING_TOKENS,
        storeMb: e.BROAD_STORE_MB,
        batchMb: e.BROAD_BATCH_MB,
      },
      historyMaxChars: e.SEARCH_HISTORY_MAX_CHARS,
    },
    improve: {
      traceWindowSteps: e.IMPROVE_TRACE_WINDOW_STEPS,
      traceWindowsPerRun: e.IMPROVE_TRACE_WINDOWS_PER_RUN,
      distillMaxBatchesPerRun: e.IMPROVE_DISTILL_MAX_BATCHES_PER_RUN,
      distillBatchSize: 10,
      mergeSimilarity: e.IMPROVE_MERGE_SIMILARITY,
      followRunTimeoutMs: 2 * 60 * 60 * 1000,
    },
    mail: {
      provider: mailProvider === "http" || mailProvider === "cloudflare" ? mailProvider : "outbox",
      from: e.MAIL_FROM ?? "no-reply@memory.local",
      apiUrl: e.MAIL_API_URL,
      apiKey: e.MAIL_API_KEY,
      bindingName: e.MAIL_BINDING ?? "SEND_EMAIL",
      appUrl: (e.UI_APP_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
    },
    auth: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
      resetTokenLifetimeSeconds: e.RESET_PASSWORD_TOKEN_LIFETIME_SECONDS,
    },
    tenants: {
      restoreColdStartMs: e.TENANT_RESTORE_COLD_START_MS,
      serviceUrlTemplate: e.TENANT_SERVICE_URL_TEMPLATE,
    },
  };
}

/** Parsed settings per env object: the runtime hands an isolate the same `env` for every request. */
const cache = new WeakMap<object, Settings>();

/**
 * The settings of an env (Worker or Durable Object), parsed once per env object. Tests pass plain
 * objects; every value is lenient, so parsing never fails.
 */
export function loadSettings(env: object): Settings {
  let settings = cache.get(env);
  if (!settings) cache.set(env, (settings = toSettings(EnvSchema.parse(env))));
  return settings;
}
