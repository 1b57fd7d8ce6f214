// The logic of `npm run deploy` (scripts/deploy.mjs), free of Node APIs so the tests run it in workerd:
// wrangler is reached only through the injected `run(args, input?) -> { status, stdout, stderr }`.

/** The alias that swaps the offline provider for its stub (the import path in src/ai/provider.ts). */
export const LOCAL_PROVIDER_IMPORT = "./local/local-provider";
export const LOCAL_PROVIDER_STUB = "./src/ai/local/local-provider.stub.ts";
/** The embedding model Workers AI uses by default (@cf/baai/bge-base-en-v1.5) has 768 dimensions. */
export const VECTOR_DIMENSIONS = 768;
/** Vectorize indexes only vectors written after a metadata index exists: both are made before the first deploy. */
export const VECTOR_METADATA_INDEXES = ["dataset_id", "collection"];
export const DEPLOY_CONFIG = "wrangler.deploy.toml";
const PLACEHOLDER_D1_ID = "00000000-0000-0000-0000-000000000000";

/** Sections of wrangler.toml as lists of `key = "value"` maps (enough for our own file; no TOML library). */
function sections(toml) {
  const out = [];
  let current = { name: "", fields: {} };
  out.push(current);
  for (const raw of toml.split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (header) {
      current = { name: header[1].trim(), fields: {} };
      out.push(current);
      continue;
    }
    const kv = /^([A-Za-z0-9_]+)\s*=\s*"([^"]*)"$/.exec(line);
    if (kv) current.fields[kv[1]] = kv[2];
  }
  return out;
}

/** What a deployment of this wrangler.toml needs: its resources and whether the offline models ship. */
export function readDeployConfig(toml) {
  const all = sections(toml);
  const of = (name) => all.filter((s) => s.name === name).map((s) => s.fields);
  const vars = of("vars")[0] ?? {};
  const d1 = of("d1_databases")[0];
  const queueNames = new Set();
  for (const q of of("queues.producers")) if (q.queue) queueNames.add(q.queue);
  for (const q of of("queues.consumers")) {
    if (q.queue) queueNames.add(q.queue);
    if (q.dead_letter_queue) queueNames.add(q.dead_letter_queue);
  }
  const aiProvider = vars.AI_PROVIDER ?? "local";
  return {
    workerName: all[0].fields.name,
    aiProvider,
    // The offline provider ships only where it can be chosen: AI_PROVIDER=local in [vars].
    bundleLocalModels: aiProvider === "local",
    d1: d1 ? { binding: d1.binding, name: d1.database_name, id: d1.database_id && d1.database_id !== PLACEHOLDER_D1_ID ? d1.database_id : null } : null,
    buckets: of("r2_buckets").map((b) => b.bucket_name).filter(Boolean),
    queues: [...queueNames],
    vectorIndexes: of("vectorize").map((v) => v.index_name).filter(Boolean),
  };
}

/** The extra `wrangler deploy` flags for this configuration. */
export const bundleFlags = (config) => (config.bundleLocalModels ? [] : ["--alias", `${LOCAL_PROVIDER_IMPORT}:${LOCAL_PROVIDER_STUB}`]);

/** wrangler.toml with the real D1 id in place of the placeholder (written to wrangler.deploy.toml, gitignored). */
export const withDatabaseId = (toml, id) => toml.replace(/^(\s*database_id\s*=\s*)"[^"]*"/m, `$1"${id}"`);

const alreadyExists = (r) => /already exists|already taken|already in use|duplicate|\b10004\b|\b11009\b/i.test(`${r.stdout}\n${r.stderr}`);

function parseJson(text) {
  const start = text.search(/[[{]/);
  return start < 0 ? null : JSON.parse(text.slice(start));
}

/**
 * Creates what is missing and reuses what exists (so running it twice changes nothing):
 * D1 (found by name in `d1 list --json`), R2 buckets, queues (the DLQ too), Vectorize indexes with their
 * metadata indexes. Returns the D1 id and a log of what was done.
 */
export function provision(run, config) {
  const log = [];
  const must = (args, what) => {
    const r = run(args);
    if (r.status !== 0 && !alreadyExists(r)) throw new Error(`${what} failed: ${(r.stderr || r.stdout).trim().slice(0, 500)}`);
    return r;
  };
  let databaseId = config.d1?.id ?? null;
  if (config.d1 && !databaseId) {
    const listed = parseJson(must(["d1", "list", "--json"], "listing D1 databases").stdout) ?? [];
    const found = listed.find((d) => d.name === config.d1.name);
    if (found) {
      databaseId = found.uuid;
      log.push(`D1 ${config.d1.name}: exists (${databaseId})`);
    } else {
      must(["d1", "create", config.d1.name], `creating D1 ${config.d1.name}`);
      const again = parseJson(must(["d1", "list", "--json"], "listing D1 databases").stdout) ?? [];
      databaseId = again.find((d) => d.name === config.d1.name)?.uuid ?? null;
      if (!databaseId) throw new Error(`D1 ${config.d1.name} was created but is not listed`);
      log.push(`D1 ${config.d1.name}: created (${databaseId})`);
    }
  }
  for (const bucket of config.buckets) {
    const r = must(["r2", "bucket", "create", bucket], `creating R2 bucket ${bucket}`);
    log.push(`R2 ${bucket}: ${r.status === 0 ? "created" : "exists"}`);
  }
  for (const queue of config.queues) {
    const r = must(["queues", "create", queue], `creating queue ${queue}`);
    log.push(`queue ${queue}: ${r.status === 0 ? "created" : "exists"}`);
  }
  if (config.vectorIndexes.length) {
    const listed = parseJson(must(["vectorize", "list", "--json"], "listing Vectorize indexes").stdout) ?? [];
    for (const index of config.vectorIndexes) {
      if (listed.some((v) => v.name === index)) {
        log.push(`Vectorize ${index}: exists`);
      } else {
        must(["vectorize", "create", index, `--dimensions=${VECTOR_DIMENSIONS}`, "--metric=cosine"], `creating Vectorize index ${index}`);
        log.push(`Vectorize ${index}: created (${VECTOR_DIMENSIONS} dimensions, cosine)`);
      }
      for (const property of VECTOR_METADATA_INDEXES) {
        must(["vectorize", "create-metadata-index", index, `--property-name=${property}`, "--type=string"], `creating metadata index ${property}`);
      }
    }
  }
  return { databaseId, log };
}

/**
 * Sets JWT_SECRET once (a random 32-byte hex string) unless the Worker already has it; never replaced,
 * since replacing it would sign every user out.
 */
export function ensureJwtSecret(run, randomHex) {
  const listed = run(["secret", "list", "--format", "json"]);
  const names = listed.status === 0 ? (parseJson(listed.stdout) ?? []).map((s) => s.name) : [];
  if (names.includes("JWT_SECRET")) return "JWT_SECRET: exists";
  const r = run(["secret", "put", "JWT_SECRET"], randomHex);
  if (r.status !== 0) throw new Error(`setting JWT_SECRET failed: ${(r.stderr || r.stdout).trim().slice(0, 500)}`);
  return "JWT_SECRET: set (random)";
}
