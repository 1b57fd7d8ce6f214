import { env, exports } from "cloudflare:workers";
import { describe, it } from "vitest";
import {
  DatasetNotFoundError,
  MemoryApiError,
  MemoryClient,
  MemoryValidationError,
  PermissionDeniedError,
  RateLimitError,
  SkillNotFoundError,
  UnauthorizedError,
  summariseProgress,
  type CognifyProgress,
  type DatasetProgress,
} from "../../clients/typescript/src/index";
import worker from "../../src/index";
import { BASE } from "../helpers";
import { AUTH_ON, signUp } from "./auth.helpers";

/** The typed client against the real Worker: its fetch is the Worker's own. */
const workerFetch = (request: Request) => exports.default.fetch(request);
const client = (extra: Partial<ConstructorParameters<typeof MemoryClient>[0]> = {}) =>
  new MemoryClient({ baseUrl: BASE, fetch: workerFetch, retry: { baseDelayMs: 1 }, ...extra });

/** The Worker with authentication on, as deployed. */
const authOnFetch = (request: Request) => {
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
  return worker.fetch(request, { ...env, ...AUTH_ON } as Env, ctx);
};

const unique = (prefix: string) => `${prefix}_${crypto.randomUUID().slice(0, 8)}`;

describe("typed client against the Worker", () => {
  it("adds, cognifies with progress, searches, recalls and lists", async ({ expect }) => {
    const memory = client();
    const dataset = unique("client");
    const added = await memory.add(
      ["Marie Curie was born in Warsaw in 1867.", "Ada Lovelace wrote the first program. She worked with Charles Babbage."],
      { datasetName: dataset },
    );
    expect(added.dataset_name).toBe(dataset);
    expect(added.payload).toHaveLength(2);

    const seen: CognifyProgress[] = [];
    const { runs, progress } = await memory.cognify({ datasets: [dataset], pollIntervalMs: 50, onProgress: (p) => seen.push(p) });
    expect(Object.keys(runs)).toEqual([added.dataset_id]);
    expect(progress).toMatchObject({ stage: "completed", settled: true, total: 2, done: 2, failed: 0, fraction: 1, etaSeconds: 0 });
    expect(seen.at(-1)).toBe(progress);
    expect(seen.every((p) => p.total === 2 && p.done <= 2)).toBe(true);

    const results = await memory.search({ query: "Where was Marie Curie born?", search_type: "GRAPH_COMPLETION", datasets: [dataset] });
    expect(JSON.stringify(results)).toContain("Warsaw");
    const chunks = await memory.search({ query: "first program", search_type: "CHUNKS", datasets: [dataset], top_k: 1 });
    expect(JSON.stringify(chunks)).toContain("Ada Lovelace");

    const recalled = await memory.recall({ query: "Who wrote the first program?", datasets: [dataset] });
    expect(JSON.stringify(recalled)).toContain("Ada Lovelace");

    const datasets = await memory.datasets.list();
    expect(datasets.map((d) => d.name)).toContain(dataset);
    expect(await memory.datasets.idOf(dataset)).toBe(added.dataset_id);
    const items = await memory.datasets.data(added.dataset_id);
    expect(items).toHaveLength(2);
  });

  it("uploads files with add and remembers into a session, read back through sessions", async ({ expect }) => {
    const memory = client();
    const dataset = unique("files");
    const added = await memory.add(
      [{ name: "notes.md", content: "# Notes\nThe Bluefin project is led by Ada Okafor.", type: "text/markdown" }, "A second, plain text entry."],
      { datasetName: dataset },
    );
    expect(added.payload.map((d) => d.name)).toContain("notes.md");

    const remembered = await memory.remember("The user prefers dark mode.", { datasetName: dataset });
    expect(remembered.status).toBe("completed");
    const session = unique("session");
    const stored = await memory.remember("I am planning a trip to Lisbon.", { datasetName: dataset, sessionId: session });
    expect(stored.status).toBe("session_stored");
    const entry = await memory.rememberEntry({ type: "qa", question: "Where am I going?", answer: "Lisbon" }, { datasetName: dataset, sessionId: session });
    expect(entry.entry_type).toBe("qa");
    const history = await memory.sessions.get(session);
    expect(history.session_id).toBe(session);
    expect(JSON.stringify(history)).toContain("Lisbon");
  });

  it("forgets with a dry run first, and manages skills", async ({ expect }) => {
    const memory = client();
    const dataset = unique("forget");
    const added = await memory.add("Grace Hopper popularised the term debugging.", { datasetName: dataset });
    const dry = await memory.forget({ dataset, dry_run: true });
    expect(dry.status).toBe("dry_run");
    expect(dry.would_remove).toBeDefined();
    expect(await memory.datasets.data(added.dataset_id)).toHaveLength(1);
    const done = await memory.forget({ dataset });
    expect(done.status).toBe("success");
    await expect(memory.datasets.data(added.dataset_id)).rejects.toBeInstanceOf(MemoryApiError);

    const skillsDataset = unique("skills");
    const skill = await memory.skills.add("---\nname: triage\ndescription: Triage a bug report\n---\n1. Reproduce.\n2. Bisect.", {
      skillName: "triage",
      datasetName: skillsDataset,
    });
    expect(skill.status).toBe("completed");
    const id = (await memory.datasets.idOf(skillsDataset))!;
    const skills = await memory.skills.list(id);
    expect(skills.map((s) => s.name)).toContain("triage");
  });

  it("throws the error class named in the body's [ErrorName], and 422 as a validation error", async ({ expect }) => {
    const memory = client();
    const own = await memory.datasets.create(unique("errors"));
    const missing = await memory.skills.get(crypto.randomUUID(), own.id).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(SkillNotFoundError);
    expect(missing).toMatchObject({ status: 404, errorName: "SkillNotFoundError", name: "SkillNotFoundError" });

    const denied = await memory.search({ query: "anything", datasets: [unique("nobody")] }).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(PermissionDeniedError);
    expect((denied as MemoryApiError).message).toMatch(/permission/i);
    expect((denied as MemoryApiError).message).not.toContain("[PermissionDeniedError]");

    const invalid = await memory.search({ query: "x", search_type: "NOT_A_TYPE" as never }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(MemoryValidationError);
    expect((invalid as MemoryValidationError).status).toBe(422);
    expect((invalid as MemoryValidationError).issues.length).toBeGreaterThan(0);

    const noData = await memory.cognify({ datasets: [] }).catch((e: unknown) => e);
    expect(noData).toBeInstanceOf(MemoryApiError);
    expect((noData as MemoryApiError).errorName).toBe("NoDatasetsError");
    expect(noData).not.toBeInstanceOf(DatasetNotFoundError);
  });

  it("authenticates with an API key (X-Api-Key or Bearer) or a login, and names a refusal UnauthorizedError", async ({ expect }) => {
    const user = await signUp("client");
    for (const credentials of [{ apiKey: user.apiKey }, { token: user.apiKey }, { token: user.token }]) {
      const memory = client({ fetch: authOnFetch, ...credentials });
      expect(Array.isArray(await memory.datasets.list())).toBe(true);
    }
    const anonymous = client({ fetch: authOnFetch });
    await expect(anonymous.datasets.list()).rejects.toBeInstanceOf(UnauthorizedError);
    const token = await anonymous.login(user.email, user.password);
    expect(token.split(".")).toHaveLength(3);
    expect(Array.isArray(await anonymous.datasets.list())).toBe(true);
    await expect(client({ fetch: authOnFetch, apiKey: "not-a-key" }).datasets.list()).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe("typed client retries", () => {
  /** The Worker behind a front that answers `faults` first (a proxy shedding load), counting every request. */
  function faultyFront(faults: Response[]) {
    const seen: string[] = [];
    const fetch = async (request: Request) => {
      seen.push(`${request.method} ${await request.clone().text()}`);
      return faults.shift() ?? workerFetch(request);
    };
    return { fetch, seen };
  }

  it("retries 429 and 503 (honouring Retry-After) and replays the body", async ({ expect }) => {
    const front = faultyFront([
      new Response('{"detail":"Slow down. [TooManyRequestsError]"}', { status: 429, headers: { "retry-after": "0" } }),
      new Response('{"detail":"Starting. [WorkspaceUnavailableError]"}', { status: 503 }),
    ]);
    const memory = client({ fetch: front.fetch });
    const dataset = unique("retry");
    const added = await memory.add("Retried text.", { datasetName: dataset });
    expect(added.dataset_name).toBe(dataset);
    expect(front.seen).toHaveLength(3);
    expect(new Set(front.seen).size).toBe(1);
    expect(front.seen[0]).toContain("Retried text.");
    expect((await memory.datasets.data(added.dataset_id)).length).toBe(1);
  });

  it("never retries other statuses, gives up after its retries, and does not wait out a long Retry-After", async ({ expect }) => {
    const notFound = faultyFront([]);
    await expect(client({ fetch: notFound.fetch }).datasets.delete(crypto.randomUUID())).rejects.toBeInstanceOf(MemoryApiError);
    expect(notFound.seen).toHaveLength(1);

    const serverError = faultyFront([new Response('{"detail":"boom"}', { status: 500 })]);
    await expect(client({ fetch: serverError.fetch }).datasets.list()).rejects.toMatchObject({ status: 500 });
    expect(serverError.seen).toHaveLength(1);

    const busy = () => new Response('{"detail":"Busy. [WorkspaceUnavailableError]"}', { status: 503, headers: { "retry-after": "0" } });
    const spent = faultyFront([busy(), busy(), busy()]);
    const error = await client({ fetch: spent.fetch, retry: { retries: 2, baseDelayMs: 1 } }).datasets.list().catch((e: unknown) => e);
    expect(spent.seen).toHaveLength(3);
    expect(error).toMatchObject({ status: 503, errorName: "WorkspaceUnavailableError" });

    const limited = faultyFront([new Response('{"detail":"Try later. [TooManyLoginAttemptsError]"}', { status: 429, headers: { "retry-after": "3600" } })]);
    const refused = await client({ fetch: limited.fetch }).datasets.list().catch((e: unknown) => e);
    expect(limited.seen).toHaveLength(1);
    expect(refused).toBeInstanceOf(RateLimitError);
    expect((refused as RateLimitError).retryAfterSeconds).toBe(3600);
  });
});

describe("cognify progress summary", () => {
  const dataset = (over: Partial<DatasetProgress>): DatasetProgress => ({
    pipeline: "cognify_pipeline",
    status: "DATASET_PROCESSING_STARTED",
    pipelineRunId: "run-2",
    totalItems: 10,
    completedItems: 0,
    erroredItems: 0,
    processingItems: 0,
    pendingItems: 10,
    progress: 0,
    startedAt: null,
    endedAt: null,
    ...over,
  });

  it("reports queued, then processing with an ETA from the observed rate, summed over datasets", ({ expect }) => {
    expect(summariseProgress({ a: dataset({}) }, 2000)).toMatchObject({ stage: "queued", done: 0, total: 10, etaSeconds: null, settled: false });
    const p = summariseProgress({ a: dataset({ completedItems: 3, erroredItems: 1, processingItems: 2, pendingItems: 4 }), b: dataset({ completedItems: 4, pendingItems: 6 }) }, 8000);
    expect(p).toMatchObject({ stage: "processing", total: 20, done: 7, failed: 1, fraction: 0.4, settled: false });
    // 8 items settled in 8 s: the 12 left take 12 s at that rate.
    expect(p.etaSeconds).toBe(12);
  });

  it("is settled only when every dataset's current run is, and errored when items failed", ({ expect }) => {
    const done = dataset({ status: "DATASET_PROCESSING_COMPLETED", completedItems: 10, pendingItems: 0 });
    expect(summariseProgress({ a: done }, 1000, { a: "run-2" })).toMatchObject({ stage: "completed", settled: true, etaSeconds: 0, fraction: 1 });
    // The dataset's latest completed run is an older one: this run has not been seen yet.
    expect(summariseProgress({ a: done }, 1000, { a: "run-3" }).settled).toBe(false);
    const failed = dataset({ status: "DATASET_PROCESSING_ERRORED", completedItems: 8, erroredItems: 2, pendingItems: 0 });
    expect(summariseProgress({ a: done, b: failed }, 1000)).toMatchObject({ stage: "errored", settled: true, failed: 2 });
    expect(summariseProgress({ a: done, b: dataset({}) }, 1000).settled).toBe(false);
  });
});
