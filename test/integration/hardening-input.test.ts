import { describe, it } from "vitest";
import { withConflictFallback } from "../../src/services/improve/errors";
import { ApiError } from "../../src/core/errors";
import { call, json } from "../helpers";
import { addForm, addJson, field, raw } from "./add.helpers";
import { body, req, signUp, status } from "./auth.helpers";

/** `{"a":{"a":…1…}}` nested `depth` levels. */
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

const postRaw = (path: string, text: string | Uint8Array) =>
  call(path, { method: "POST", headers: { "content-type": "application/json" }, body: text });

describe("deeply nested JSON (finding 4): a named 400 before anything parses, clones or walks it", () => {
  it("refuses external_metadata nested 2,500 levels on /add (JSON body) and stores nothing", async ({ expect }) => {
    const text = `{"data":["deep metadata"],"datasetName":"deep_json","external_metadata":[${deepObject(2_500)}]}`;
    const res = await postRaw("/api/v1/add", text);
    expect(res.status).toBe(400);
    expect((await json(res)).detail).toBe("The JSON body is nested deeper than 64 levels. [JsonTooDeepError]");
    const list = await json(await call("/api/v1/datasets"));
    expect(list.map((d: { name: string }) => d.name)).not.toContain("deep_json");
  });

  it("refuses a /remember/entry trace nested 3,000 levels with the named error, not a 409 with an internal message", async ({ expect }) => {
    const text = `{"session_id":"deep","entry":{"type":"trace","origin_function":"f","method_return_value":${deepObject(3_000)}}}`;
    const res = await postRaw("/api/v1/remember/entry", text);
    expect(res.status).toBe(400);
    const detail = (await json(res)).detail as string;
    expect(detail).toMatch(/\[JsonTooDeepError\]$/);
    expect(detail).not.toMatch(/stack|RangeError/i);
  });

  it("refuses a deep external_metadata multipart field on /add", async ({ expect }) => {
    const res = await addForm([raw("nested field"), field("datasetName", "deep_form"), field("external_metadata", `[${deepObject(2_600)}]`)]);
    expect(res.status).toBe(400);
    expect((await json(res)).detail).toBe("external_metadata is nested deeper than 64 levels. [JsonTooDeepError]");
  });

  it("accepts ordinary nesting (40 levels) in external_metadata", async ({ expect }) => {
    const res = await addJson({ data: ["forty levels"], datasetName: "ok_depth", external_metadata: [JSON.parse(deepObject(40))] });
    expect(res.status).toBe(200);
    await res.text();
  });

  it("refuses a JSON body that is not UTF-8 (a lossy decode would store U+FFFD)", async ({ expect }) => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{"data":["'), 0xc3, 0x28, ...new TextEncoder().encode('"],"datasetName":"bad_utf8"}')]);
    const res = await postRaw("/api/v1/add", bytes);
    expect(res.status).toBe(400);
    expect((await json(res)).detail).toMatch(/not valid UTF-8\. \[MalformedJsonError\]$/);
  });

  it("keeps an unexpected failure's raw message out of the 409 fallback body", async ({ expect }) => {
    const err = await withConflictFallback("An error occurred during remember.", async () => {
      throw new RangeError("Maximum call stack size exceeded");
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const out = (err as ApiError).toBody();
    expect(out).toEqual({ error: "An error occurred during remember.", detail: "An error occurred during remember. [ConflictError]" });
    expect(JSON.stringify(out)).not.toContain("Maximum call stack");
  });
});

describe("text in names (finding 9): control characters, bidi overrides and invalid text are refused", () => {
  const bad = ["bad\u0000name", "evil\u202etxt", "lone\ud800surrogate", "iso\u2066late", "replaced\ufffd"];

  it("dataset names: 400 InvalidDatasetNameError, nothing created", async ({ expect }) => {
    for (const name of bad) {
      const res = await addJson({ data: ["x"], datasetName: name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect((await json(res)).detail).toMatch(/\[InvalidDatasetNameError\]$/);
      const created = await call("/api/v1/datasets", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name }) });
      expect(created.status, JSON.stringify(name)).toBeGreaterThanOrEqual(400);
      expect(created.status).toBeLessThan(500);
      await created.text();
    }
  });

  it("API-key, agent, configuration and survey names: 422", async ({ expect }) => {
    const u = await signUp("names");
    for (const name of bad) {
      expect(await status(await req("/api-keys", { json: { name }, token: u.token })), `api key ${JSON.stringify(name)}`).toBe(422);
      expect(await status(await req("/agents/register", { json: { agent_session_name: name }, token: u.token })), `agent ${JSON.stringify(name)}`).toBe(422);
      expect(await status(await req("/configuration/store_user_configuration", { json: { name, config: {} }, token: u.token })), `config ${JSON.stringify(name)}`).toBe(422);
      expect(await status(await req("/survey/eligibility", { json: { survey_key: name }, token: u.token })), `survey ${JSON.stringify(name)}`).toBe(422);
    }
    // Ordinary names, accents and emoji included, still pass.
    expect(await status(await req("/api-keys", { json: { name: "Café key 🔑" }, token: u.token }))).toBe(200);
  });
});

describe("tenant selection (finding 6)", () => {
  it("refuses an empty or malformed tenant id with 422 and keeps the current selection", async ({ expect }) => {
    const u = await signUp("tsel");
    for (const tenant_id of ["", "not-a-uuid"]) {
      expect(await status(await req("/permissions/tenants/select", { json: { tenant_id }, token: u.token }))).toBe(422);
    }
    await body(await req("/datasets", { json: { name: "personal_notes" }, token: u.token }));
    const search = await req("/search", { json: { query: "notes", datasets: ["personal_notes"], search_type: "CHUNKS" }, token: u.token });
    expect(search.status).toBe(200);
    await search.text();
  });

  it("finds the caller's personal datasets by name after a new tenant becomes current", async ({ expect }) => {
    const u = await signUp("tswitch");
    const ds = await body(await req("/datasets", { json: { name: "before_tenant" }, token: u.token }));
    const tenant = await req(`/tenants?tenant_name=${encodeURIComponent(`Switch ${crypto.randomUUID().slice(0, 6)}`)}`, { method: "POST", token: u.token });
    expect(tenant.status).toBe(200);
    await tenant.text();
    const search = await req("/search", { json: { query: "anything", datasets: ["before_tenant"], search_type: "CHUNKS" }, token: u.token });
    expect(search.status).toBe(200);
    await search.text();
    const forget = await req("/forget", { json: { dataset: "before_tenant", dry_run: true }, token: u.token });
    expect(forget.status, "dry-run forget by name").toBeLessThan(500);
    await forget.text();
    expect(ds.id).toMatch(/[0-9a-f-]{36}/);
  });
});

describe("quiet successes (finding 7)", () => {
  it("cognify of a dataset name that does not exist is a named 404 and creates nothing; repeats collapse", async ({ expect }) => {
    const res = await call("/api/v1/cognify", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ datasets: ["not-a-uuid"] }) });
    expect(res.status).toBe(404);
    expect((await json(res)).detail).toBe('No dataset named "not-a-uuid" was found. [DatasetNotFoundError]');
    const list = await json(await call("/api/v1/datasets"));
    expect(list.map((d: { name: string }) => d.name)).not.toContain("not-a-uuid");

    const added = await addJson({ data: ["Repeats collapse."], datasetName: "repeat_me" });
    expect(added.status).toBe(200);
    await added.text();
    const many = await call("/api/v1/cognify", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ datasets: Array.from({ length: 500 }, () => "repeat_me"), run_in_background: true }),
    });
    expect(many.status).toBe(200);
    expect(Object.keys(await json(many))).toHaveLength(1);
  });

  it("memify naming another user's dataset is 403 even without tasks", async ({ expect }) => {
    const owner = await signUp("memowner");
    const other = await signUp("memother");
    const ds = await body(await req("/datasets", { json: { name: "owner_only" }, token: owner.token }));
    const res = await req("/memify", { json: { dataset_id: ds.id }, token: other.token });
    expect(res.status).toBe(403);
    expect((await body(res)).detail).toMatch(/\[PermissionDeniedError\]$/);
    expect(await status(await req("/memify", { json: { dataset_id: ds.id }, token: owner.token }))).toBe(200);
  });
});

describe("bounded lists (finding 1): every body list has a cap with a clear error", () => {
  it("refuses more than 2,000 items, labels or dataset names with 422, and a 10,001-entry array anywhere with 413", async ({ expect }) => {
    const items = Array.from({ length: 2_001 }, (_, i) => `item ${i}`);
    const add = await addJson({ data: items, datasetName: "too_many" });
    expect(add.status).toBe(422);
    expect(JSON.stringify((await json(add)).detail)).toContain("data");
    const cognify = await call("/api/v1/cognify", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ datasets: items }) });
    expect(cognify.status).toBe(422);
    await cognify.text();
    const huge = await call("/api/v1/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "q", datasets: Array.from({ length: 10_001 }, () => "main_dataset") }),
    });
    expect(huge.status).toBe(413);
    expect((await json(huge)).detail).toMatch(/more than 10000 entries.*\[TooManyItemsError\]$/);
    const list = await json(await call("/api/v1/datasets"));
    expect(list.map((d: { name: string }) => d.name)).not.toContain("too_many");
  });
});

describe("oversized uploads keep their 413 (finding 8)", () => {
  it("reads a 60 MB raw_data part to its end before answering 413, so the client sees the answer", async ({ expect }) => {
    const boundary = "----drainBoundary";
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="raw_data"\r\n\r\n`);
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const chunk = new TextEncoder().encode("z".repeat(1024 * 1024));
    const total = 60;
    let sent = 0;
    let closed = false;
    const stream = new ReadableStream<Uint8Array>({
      start(ctrl) {
        ctrl.enqueue(head);
      },
      pull(ctrl) {
        if (sent < total) {
          sent++;
          ctrl.enqueue(chunk);
        } else if (!closed) {
          closed = true;
          ctrl.enqueue(tail);
          ctrl.close();
        }
      },
    });
    const res = await call("/api/v1/add", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await json(res)).detail).toMatch(/\[FormFieldTooLargeError\]$/);
    // The whole upload was consumed (not cancelled after the 8 MB cap): 60 chunks and the closing boundary.
    expect(sent).toBe(total);
    expect(closed).toBe(true);
  });
});

describe("large legitimate work proceeds in slices (finding 1)", () => {
  it("answers other requests while a 2,000-item add is running, not after it", async ({ expect }) => {
    const items = Array.from({ length: 2_000 }, (_, i) => `Slice item ${i}: the ledger moved to harbor ${i % 7}.`);
    let addFinished = false;
    const add = addJson({ data: items, datasetName: "slices" }).then(async (res) => {
      await res.text();
      addFinished = true;
      return res.status;
    });
    // Probes sent while the add is in flight: each must be answered before the add finishes. Before the
    // add yielded between slices, the isolate served nothing else until the whole call was done.
    let answeredDuring = 0;
    await new Promise((r) => setTimeout(r, 50));
    while (!addFinished) {
      const probe = await call("/health");
      await probe.text();
      if (!addFinished) answeredDuring++;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await add).toBe(200);
    expect(answeredDuring).toBeGreaterThan(0);
  });
});
