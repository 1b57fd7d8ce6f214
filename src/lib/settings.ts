import { z } from "zod";

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
  /** Public sign-up (`POST /auth/register`); off on a deployment whose accounts an operator creates. */
  allowSignup: boolean;
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
  /** Each LLM or embedding attempt is abandoned after this long (the provider is then reported unreachable). */
  llmRequestTimeoutMs: number;
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
  /** Usage pricing, credit enforcement and payments (BILLING_*, STRIPE_*), see src/services/billing/. */
  billing: BillingConfig;
  /** Connectors (INTEGRATION_*, GOOGLE_*, GMAIL_*, LINEAR_*, NOTION_*), see src/services/integrations/index.ts. */
  integrations: IntegrationsConfig;
  /** Team chat (SLACK_*, CHAT_HISTORY_*), see src/services/team-chat/. */
  teamChat: TeamChatConfig;
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
  ALLOW_SIGNUP: flag(true),
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
  FETCH_ALLOWED_HOSTS: text(),
  CODE_REPO_MAX_FILES: num(5_000),
  CODE_REPO_MAX_DOWNLOAD_BYTES: num(40 * 1024 * 1024),
  HTTP_FETCH_MAX_BYTES: num(10 * 1024 * 1024),
  HTTP_FETCH_TIMEOUT_MS: num(10_000),
  LLM_REQUEST_TIMEOUT_MS: num(45_000),
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
  CLIENT_IP_HEADER: text(),
  TRUST_CLIENT_IP_HEADER: flag(true),
  // tenants
  TENANT_RESTORE_COLD_START_MS: num(2000, { min: 0 }),
  TENANT_SERVICE_URL_TEMPLATE: text(),
  // billing
  BILLING_ENFORCE_CREDITS: flag(false),
  // Hourly rows are what GET /billing/tenants/{id}/costs/hourly serves: at least the 7 days its default window reads.
  BILLING_USAGE_RETENTION_DAYS: num(30, { min: 7, max: 3650, floor: true }),
  BILLING_OPENAI_USD_PER_M_INPUT: num(0.15, { min: 0 }),
  BILLING_OPENAI_USD_PER_M_OUTPUT: num(0.6, { min: 0 }),
  BILLING_OPENAI_EMBEDDING_USD_PER_M: num(0.02, { min: 0 }),
  STRIPE_SECRET_KEY: text(),
  STRIPE_API_BASE: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: num(300, { above: 0, floor: true }),
  // integrations (connectors)
  INTEGRATION_CREDENTIALS_KEYS: text(),
  INTEGRATION_CREDENTIALS_ACTIVE_KEY_ID: text(),
  INTEGRATION_STATE_SECRET: text(),
  INTEGRATION_COOKIE_PREFIX: text(),
  INTEGRATION_COOKIE_CROSS_SITE: flag(false),
  INTEGRATION_PUBLIC_BASE_URL: text(),
  INTEGRATION_SYNC_INTERVAL_SECONDS: num(21_600, { min: 600, max: 604_800, floor: true }),
  INTEGRATION_PAGE_RETRIES: num(5, { min: 0, max: 20, floor: true }),
  GOOGLE_CLIENT_ID: text(),
  GOOGLE_CLIENT_SECRET: text(),
  GOOGLE_AUTH_BASE_URL: text(),
  GOOGLE_TOKEN_BASE_URL: text(),
  GOOGLE_DRIVE_API_BASE_URL: text(),
  GOOGLE_DRIVE_MAX_FILE_SIZE_MB: num(25, { above: 0 }),
  GMAIL_API_BASE_URL: text(),
  GMAIL_QUOTA_UNITS_PER_MINUTE: num(5_000, { above: 0 }),
  GMAIL_QUOTA_RETRY_SECONDS: num(60, { min: 0 }),
  LINEAR_CLIENT_ID: text(),
  LINEAR_CLIENT_SECRET: text(),
  LINEAR_AUTH_BASE_URL: text(),
  LINEAR_API_BASE_URL: text(),
  LINEAR_MAX_REQUESTS: count(1_500),
  LINEAR_WEBHOOK_SECRET: text(),
  NOTION_CLIENT_ID: text(),
  NOTION_CLIENT_SECRET: text(),
  NOTION_API_BASE_URL: text(),
  // team chat
  SLACK_CLIENT_ID: text(),
  SLACK_CLIENT_SECRET: text(),
  SLACK_SIGNING_SECRET: text(),
  SLACK_API_BASE_URL: text(),
  SLACK_AUTHORIZE_URL: text(),
  SLACK_RESPONSE_URL_ORIGIN: text(),
  SLACK_BOT_SCOPES: text(),
  SLACK_EVENT_MAX_AGE_SECONDS: count(300),
  CHAT_HISTORY_MAX_REQUESTS_PER_RUN: count(50),
  CHAT_HISTORY_MAX_RETRY_WAIT_SECONDS: num(30, { min: 0, max: 600, floor: true }),
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
    allowSignup: e.ALLOW_SIGNUP,
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
      (aiProvider === "workers-ai" ? "@cf/baai/bge-base-en-v1.5" : aiProvider === "local" ? "local-glove-lex-192d" : "text-embedding-3-small"),
    // Set but not a number: 0, as before the schema (behaviour kept).
    embeddingDimensions: dimensions === undefined ? undefined : Number.isFinite(dimensions) ? dimensions : 0,
    embeddingBatchSize: Math.max(1, e.EMBEDDING_BATCH_SIZE),
    embeddingMaxCompletionTokens: Math.max(16, e.EMBEDDING_MAX_COMPLETION_TOKENS),
    allowCypherQuery: e.ALLOW_CYPHER_QUERY,
    allowHttpRequests: e.ALLOW_HTTP_REQUESTS,
    acceptLocalFilePath: e.ACCEPT_LOCAL_FILE_PATH,
    localFileRoot: e.LOCAL_FILE_ROOT ?? "/data",
    fetchAllowedHosts: (e.FETCH_ALLOWED_HOSTS ?? "").split(",").map((h) => h.trim().toLowerCase()).filter(Boolean),
    codeRepoMaxFiles: e.CODE_REPO_MAX_FILES,
    codeRepoMaxDownloadBytes: e.CODE_REPO_MAX_DOWNLOAD_BYTES,
    httpFetchMaxBytes: e.HTTP_FETCH_MAX_BYTES,
    httpFetchTimeoutMs: e.HTTP_FETCH_TIMEOUT_MS,
    llmRequestTimeoutMs: e.LLM_REQUEST_TIMEOUT_MS,
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
      clientIpHeader: (e.CLIENT_IP_HEADER ?? "cf-connecting-ip").toLowerCase(),
      trustClientIpHeader: e.TRUST_CLIENT_IP_HEADER,
    },
    tenants: {
      restoreColdStartMs: e.TENANT_RESTORE_COLD_START_MS,
      serviceUrlTemplate: e.TENANT_SERVICE_URL_TEMPLATE,
    },
    billing: {
      enforceCredits: e.BILLING_ENFORCE_CREDITS,
      usageRetentionDays: e.BILLING_USAGE_RETENTION_DAYS,
      openAiUsdPerMInput: e.BILLING_OPENAI_USD_PER_M_INPUT,
      openAiUsdPerMOutput: e.BILLING_OPENAI_USD_PER_M_OUTPUT,
      openAiEmbeddingUsdPerM: e.BILLING_OPENAI_EMBEDDING_USD_PER_M,
      stripe: e.STRIPE_SECRET_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            apiBase: (e.STRIPE_API_BASE ?? "https://api.stripe.com").replace(/\/+$/, ""),
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            webhookToleranceSeconds: e.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
          }
        : null,
    },
    integrations: {
      credentialKeys: parseKeyRing(e.INTEGRATION_CREDENTIALS_KEYS),
      activeKeyId: e.INTEGRATION_CREDENTIALS_ACTIVE_KEY_ID,
      stateSecret: e.INTEGRATION_STATE_SECRET ?? e.JWT_SECRET,
      cookiePrefix: e.INTEGRATION_COOKIE_PREFIX ?? "kgm",
      cookieCrossSite: e.INTEGRATION_COOKIE_CROSS_SITE,
      publicBaseUrl: e.INTEGRATION_PUBLIC_BASE_URL?.replace(/\/+$/, ""),
      syncIntervalSeconds: e.INTEGRATION_SYNC_INTERVAL_SECONDS,
      pageRetries: e.INTEGRATION_PAGE_RETRIES,
      google: {
        clientId: e.GOOGLE_CLIENT_ID,
        clientSecret: e.GOOGLE_CLIENT_SECRET,
        authBaseUrl: base(e.GOOGLE_AUTH_BASE_URL, "https://accounts.google.com"),
        tokenBaseUrl: base(e.GOOGLE_TOKEN_BASE_URL, "https://oauth2.googleapis.com"),
        driveApiBaseUrl: base(e.GOOGLE_DRIVE_API_BASE_URL, "https://www.googleapis.com"),
        driveMaxFileSizeMb: e.GOOGLE_DRIVE_MAX_FILE_SIZE_MB,
        gmailApiBaseUrl: base(e.GMAIL_API_BASE_URL, "https://gmail.googleapis.com"),
        gmailQuotaUnitsPerMinute: e.GMAIL_QUOTA_UNITS_PER_MINUTE,
        gmailQuotaRetrySeconds: e.GMAIL_QUOTA_RETRY_SECONDS,
      },
      linear: {
        clientId: e.LINEAR_CLIENT_ID,
        clientSecret: e.LINEAR_CLIENT_SECRET,
        authBaseUrl: base(e.LINEAR_AUTH_BASE_URL, "https://linear.app"),
        apiBaseUrl: base(e.LINEAR_API_BASE_URL, "https://api.linear.app"),
        maxRequests: e.LINEAR_MAX_REQUESTS,
        webhookSecret: e.LINEAR_WEBHOOK_SECRET,
      },
      notion: {
        clientId: e.NOTION_CLIENT_ID,
        clientSecret: e.NOTION_CLIENT_SECRET,
        apiBaseUrl: base(e.NOTION_API_BASE_URL, "https://api.notion.com"),
      },
    },
    teamChat: {
      clientId: e.SLACK_CLIENT_ID,
      clientSecret: e.SLACK_CLIENT_SECRET,
      signingSecret: e.SLACK_SIGNING_SECRET,
      apiBaseUrl: (e.SLACK_API_BASE_URL ?? "https://slack.com/api").replace(/\/+$/, ""),
      authorizeUrl: e.SLACK_AUTHORIZE_URL ?? "https://slack.com/oauth/v2/authorize",
      responseUrlOrigin: (e.SLACK_RESPONSE_URL_ORIGIN ?? "https://hooks.slack.com").replace(/\/+$/, ""),
      botScopes: e.SLACK_BOT_SCOPES ?? "channels:read,channels:history,chat:write,commands",
      eventMaxAgeSeconds: e.SLACK_EVENT_MAX_AGE_SECONDS,
      historyMaxRequestsPerRun: e.CHAT_HISTORY_MAX_REQUESTS_PER_RUN,
      historyMaxRetryWaitSeconds: e.CHAT_HISTORY_MAX_RETRY_WAIT_SECONDS,
    },
  };
}

const base = (v: string | undefined, fallback: string) => (v ?? fallback).replace(/\/+$/, "");

/** `INTEGRATION_CREDENTIALS_KEYS`: "id:base64key,id2:base64key2" (entries without an id or key are ignored). */
function parseKeyRing(v: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of (v ?? "").split(",")) {
    const at = entry.indexOf(":");
    if (at <= 0) continue;
    const id = entry.slice(0, at).trim();
    const key = entry.slice(at + 1).trim();
    if (id && key) out[id] = key;
  }
  return out;
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

/**
 * Retrieval tuning, the `search` section of the settings (parsed in src/lib/settings.ts). Defaults are
 * cognee's values as used over HTTP (reference §3.1); a few are configurable through variables (README): SEARCH_HYBRID_LANE_TOP_K, SEARCH_HYBRID_CHUNK_TOP_K,
 * SEARCH_HYBRID_WEIGHTS, SEARCH_HYBRID_NEIGHBOURS, SEARCH_COMMON_TERM_SHARE, SEARCH_LEXICAL_TERM_BOUND, SEARCH_LEXICAL_PRUNE_MIN_MATCHES,
 * SEARCH_GRAPH_EDGES_PER_NODE, BROAD_CONTEXT_TOKENS, BROAD_READING_TOKENS, BROAD_STORE_MB, BROAD_BATCH_MB,
 * SEARCH_HISTORY_MAX_CHARS.
 */
export interface SearchConfig {
  defaultTopK: number;
  /** Vector hits per collection in the graph search (cognee `wide_search_top_k`). */
  wideSearchTopK: number;
  /** Distance of a node or edge the vector search did not hit (cognee `triplet_distance_penalty`). */
  tripletDistancePenalty: number;
  /** Edges read per hit node when projecting the neighbourhood (bounds hub entities). */
  graphEdgesPerNode: number;
  /** Entity and fact lane size cap of HYBRID_COMPLETION (cognee DEFAULT_HYBRID_LANE_TOP_K = 10). */
  hybridLaneTopK: number;
  /**
   * Chunk lane size cap of HYBRID_COMPLETION. cognee caps every lane at 10; its published BEAM runs use
   * 20 passages, and passages carry most of the evidence locally, so the default here is 20.
   */
  hybridChunkTopK: number;
  /**
   * Weights of the evidence fused in the hybrid chunk lane (SEARCH_HYBRID_WEIGHTS="lexical:1,vector:0.2,..."):
   * each list's scores are scaled to its best hit (BM25 / best BM25, cosine / best cosine) and summed.
   */
  hybridWeights: { vector: number; lexical: number; summary: number; fact: number };
  /**
   * Share of a passage's score given to the passages 1, 2, ... steps away in reading order
   * (SEARCH_HYBRID_NEIGHBOURS="0.5,0.25"; "0" turns it off): in a conversation or a document the answer often
   * sits next to the passage the question's words match (the reply after a question, the sentence after a
   * heading).
   */
  hybridNeighbourWeights: number[];
  /**
   * The hybrid lexical list ignores query words found in more than this share of the dataset's chunks
   * (SEARCH_COMMON_TERM_SHARE, 0 = off): the workspace-wide FTS5 IDF would rank a dataset's ubiquitous words
   * as rare.
   */
  commonTermShare: number;
  /**
   * Lexical ranking shortcut (SEARCH_LEXICAL_TERM_BOUND, 0 = off): the most a common query term is assumed to
   * add to a chunk's BM25, in units of its IDF; rows holding only such terms are not scored when they cannot
   * reach the top k (2.2 = FTS5's ceiling k1 + 1, provably exact; 1.5 by default). See rankPruned.
   */
  lexicalTermBound: number;
  /** Total term matches below which BM25 scores every match (SEARCH_LEXICAL_PRUNE_MIN_MATCHES). */
  lexicalPruneMinMatches: number;
  maxEdgesPerEntity: number;
  cotMaxIter: number;
  contextExtensionRounds: number;
  /** TEMPORAL candidate pool = this x top_k (spec: candidate_top_k default 4 x top_k). */
  temporalCandidateFactor: number;
  /** Dated facts read per dataset when a window is asked. */
  temporalScanLimit: number;
  broad: { contextTokens: number; readingTokens: number; storeMb: number; batchMb: number };
  /** Characters of a result kept in the search history row (D1 rows are at most 2 MB). */
  historyMaxChars: number;
}

/**
 * Improve tuning, the `improve` section of the settings (parsed in src/lib/settings.ts; spec: Limits,
 * "Improve trace windows"). Variables:
 * - IMPROVE_TRACE_WINDOW_STEPS (default 0): agent-trace steps bridged per window document; 0 = all new
 *   steps of a session in one window.
 * - IMPROVE_TRACE_WINDOWS_PER_RUN (default 0 = unbounded): trace windows bridged per improve run; the
 *   rest wait for the next run.
 * - IMPROVE_DISTILL_MAX_BATCHES_PER_RUN (default 0 = unbounded): lesson batches (10 rated answers each)
 *   distilled per run.
 * - IMPROVE_MERGE_SIMILARITY (default 0.95): cosine similarity of entity-name vectors above which two
 *   look-alike names are merged.
 * - IMPROVE_EFFECTIVE_DATE_KEY (settings, default `effective_date`) dates facts for the conflict review.
 */
export interface ImproveConfig {
  traceWindowSteps: number;
  traceWindowsPerRun: number;
  distillMaxBatchesPerRun: number;
  distillBatchSize: number;
  mergeSimilarity: number;
  /** How long a background improve waits for the cognify run it follows before going ahead anyway. */
  followRunTimeoutMs: number;
}

/**
 * Mail configuration, the `mail` section of the settings (parsed in src/lib/settings.ts from vars/secrets):
 * - `MAIL_PROVIDER`: `outbox` (default; D1 `mail_outbox`, readable at `GET /api/v1/dev/outbox`),
 *   `http` (JSON mail API at `MAIL_API_URL`, key `MAIL_API_KEY`), `cloudflare` (`send_email` binding
 *   named by `MAIL_BINDING`, default `SEND_EMAIL`).
 * - `MAIL_FROM`: sender address (default `no-reply@memory.local`).
 * - `UI_APP_URL`: base of links in mails (default `http://localhost:3000`, as cognee).
 */
export interface MailConfig {
  provider: "outbox" | "http" | "cloudflare";
  from: string;
  apiUrl: string | undefined;
  apiKey: string | undefined;
  bindingName: string;
  appUrl: string;
}

export interface AuthLimits {
  /** `LOGIN_MAX_FAILURES` (default 10): failed logins per account and per client address per window. */
  maxFailures: number;
  /** `LOGIN_WINDOW_SECONDS` (default 900): the fixed window, also the lockout's upper bound. */
  windowSeconds: number;
  /** `RESET_PASSWORD_TOKEN_LIFETIME_SECONDS` (default 3600). */
  resetTokenLifetimeSeconds: number;
  /** `CLIENT_IP_HEADER` (default `cf-connecting-ip`): the header that carries the client's address. */
  clientIpHeader: string;
  /**
   * `TRUST_CLIENT_IP_HEADER` (default true; false in `npm run dev`): whether that header is set by the platform
   * (Cloudflare's edge overwrites cf-connecting-ip) rather than by the client, who could rotate it at will.
   */
  trustClientIpHeader: boolean;
}

/**
 * Tenant configuration, the `tenants` section of the settings (parsed in src/lib/settings.ts):
 * - `TENANT_RESTORE_COLD_START_MS` (default 2000): how long a restored workspace reports `provisioning`
 *   before `healthy` (the simulated cold start of a pod scaled to zero).
 * - `TENANT_SERVICE_URL_TEMPLATE` (default: the request's origin): per-tenant base address,
 *   `{tenant_id}` is substituted (e.g. `https://{tenant_id}.memory.example.com`).
 */
/**
 * Team chat (Slack), the `teamChat` section of the settings: the app's OAuth client and signing secret,
 * where its Web API and install page live (overridable for tests and proxies), the one origin trusted for
 * response URLs, the replay window of signed events, and the history pacing per run (Slack allows apps
 * outside its marketplace about 1 history request per minute, so a run spends a bounded budget and resumes).
 */
export interface TeamChatConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  signingSecret: string | undefined;
  apiBaseUrl: string;
  authorizeUrl: string;
  responseUrlOrigin: string;
  botScopes: string;
  eventMaxAgeSeconds: number;
  historyMaxRequestsPerRun: number;
  /** A 429 asking to wait at most this long is waited out in the run; a longer one defers the run. */
  historyMaxRetryWaitSeconds: number;
}

export interface TenantsConfig {
  restoreColdStartMs: number;
  serviceUrlTemplate: string | undefined;
}

/**
 * Billing configuration, the `billing` section of the settings (parsed in src/lib/settings.ts):
 * - `BILLING_ENFORCE_CREDITS`: refuse LLM/embedding work of a workspace whose credit balance is spent (402).
 * - `BILLING_USAGE_RETENTION_DAYS`: hourly usage rows kept (7 to 3650, default 30).
 * - `BILLING_OPENAI_*`: USD per million tokens for AI_PROVIDER=openai-compatible (Workers AI is priced in
 *   neurons from src/services/billing/prices.ts; the local provider is free).
 * - `STRIPE_SECRET_KEY` (secret) turns payments on: `STRIPE_API_BASE`, `STRIPE_WEBHOOK_SECRET` (secret),
 *   `STRIPE_WEBHOOK_TOLERANCE_SECONDS`. Without it the ledger runs alone (operator grants).
 */
export interface BillingConfig {
  enforceCredits: boolean;
  usageRetentionDays: number;
  openAiUsdPerMInput: number;
  openAiUsdPerMOutput: number;
  openAiEmbeddingUsdPerM: number;
  stripe: StripeConfig | null;
}

export interface StripeConfig {
  secretKey: string;
  apiBase: string;
  webhookSecret: string | undefined;
  webhookToleranceSeconds: number;
}

/** Connector settings (README "Connectors"); base URLs are configurable so tests and self-hosted instances point elsewhere. */
export interface IntegrationsConfig {
  /** Key id → base64 AES-256 key. */
  credentialKeys: Record<string, string>;
  /** The key new credentials are sealed with (default: the last listed). */
  activeKeyId: string | undefined;
  /** OAuth state signing secret (default JWT_SECRET). */
  stateSecret: string | undefined;
  cookiePrefix: string;
  /** SameSite=None; Secure nonce cookies, for an app and API on different registrable domains. */
  cookieCrossSite: boolean;
  /** Public origin of this API for OAuth redirect URIs (default: the request's origin). */
  publicBaseUrl: string | undefined;
  /** The schedule re-syncs a connection whose last stamp is older than this (600 to 604,800 s). */
  syncIntervalSeconds: number;
  /** Transient page failures (429, 5xx) retried this many times before the run records a failure. */
  pageRetries: number;
  google: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    authBaseUrl: string;
    tokenBaseUrl: string;
    driveApiBaseUrl: string;
    driveMaxFileSizeMb: number;
    gmailApiBaseUrl: string;
    gmailQuotaUnitsPerMinute: number;
    gmailQuotaRetrySeconds: number;
  };
  linear: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    authBaseUrl: string;
    apiBaseUrl: string;
    maxRequests: number;
    webhookSecret: string | undefined;
  };
  notion: { clientId: string | undefined; clientSecret: string | undefined; apiBaseUrl: string };
}
