import { describe, it } from "vitest";
import { call, json, postJson } from "../helpers";
import { addJson, field, formInit, raw } from "./add.helpers";
import { rememberForm } from "./memory-lifecycle.helpers";
import { body, req, signUp } from "./auth.helpers";

describe("POST /api/v1/add_text", () => {
  it("stores one text through the add path, snake_case or camelCase, with label and metadata, deduplicated by content", async ({ expect }) => {
    const first = await postJson("/api/v1/add_text", { text: "Orla Finch mends the lighthouse lens.", dataset_name: "texts", label: "note", external_metadata: { source: "log" } });
    expect(first.status).toBe(200);
    const a = await json(first);
    expect(a).toMatchObject({ status: "PipelineRunCompleted", dataset_name: "texts" });
    const item = a.payload[0];
    expect(item).toMatchObject({ label: "note" });
    expect(JSON.stringify(item)).toContain("log");
    // The same content again (camelCase keys, `data`) keeps its data id.
    const again = await json(await postJson("/api/v1/add_text", { data: "Orla Finch mends the lighthouse lens.", datasetName: "texts" }));
    expect(again.payload[0].id).toBe(item.id);
    // And /add finds the same item.
    const viaAdd = await json(await addJson({ data: "Orla Finch mends the lighthouse lens.", datasetName: "texts" }));
    expect(viaAdd.payload[0].id).toBe(item.id);
    const ds = await json(await call(`/api/v1/datasets/${a.dataset_id}/data`));
    expect(ds).toHaveLength(1);
  });

  it("refuses a missing or empty text with 400, wrong types with 422, and another user's dataset id with 403", async ({ expect }) => {
    const empty = await postJson("/api/v1/add_text", { text: "  ", dataset_name: "texts2" });
    expect(empty.status).toBe(400);
    expect((await json(empty)).detail).toMatch(/\[NoDataError\]$/);
    const typed = await postJson("/api/v1/add_text", { text: 42 });
    expect(typed.status).toBe(422);
    await typed.text();
    const owner = await signUp("addtextowner");
    const other = await signUp("addtextother");
    const ds = await body(await req("/datasets", { json: { name: "theirs" }, token: owner.token }));
    const denied = await req("/add_text", { json: { text: "intrusion", dataset_id: ds.id }, token: other.token });
    expect(denied.status).toBe(403);
    await denied.text();
  });
});

describe("deprecations answer with Deprecation, Sunset and a Warning", () => {
  it("memify, DELETE /delete, TRIPLET_COMPLETION, temporal_cognify and improve's task lists", async ({ expect }) => {
    const added = await json(await addJson({ data: "Deprecations are announced.", datasetName: "deprecations" }));
    const checks: [string, Response][] = [
      ["memify", await postJson("/api/v1/memify", {})],
      ["delete", await call(`/api/v1/delete?data_id=${added.payload[0].id}&dataset_id=${added.dataset_id}`, { method: "DELETE" })],
      ["triplet", await postJson("/api/v1/search", { query: "announced", search_type: "TRIPLET_COMPLETION", datasets: ["deprecations"] })],
      ["temporal_cognify", await postJson("/api/v1/cognify", { datasets: ["deprecations"], temporal_cognify: true, run_in_background: true })],
      ["improve tasks", await postJson("/api/v1/improve", { dataset_name: "deprecations", extraction_tasks: ["extract_subgraph"], run_in_background: true })],
    ];
    for (const [what, res] of checks) {
      expect(res.status, what).toBeLessThan(300);
      await res.text();
      expect(res.headers.get("deprecation"), what).toBe("true");
      expect(res.headers.get("sunset"), what).toMatch(/GMT$/);
      expect(res.headers.get("warning"), what).toMatch(/^299 - ".* is deprecated/);
    }
    // An ordinary call carries none of them.
    const plain = await postJson("/api/v1/cognify", { datasets: ["deprecations"], run_in_background: true });
    await plain.text();
    expect(plain.headers.get("deprecation")).toBeNull();
  });
});

describe("recall's 409 fallback (spec: Errors)", () => {
  it("answers an unexpected failure with 409 and an error field, without the internal message", async ({ expect }) => {
    const u = await signUp("recallfallback");
    await body(await req("/datasets", { json: { name: "fallback_ds" }, token: u.token }));
    // A pod namespace whose every call fails the way a programming error would.
    const brokenPods = { getByName: () => new Proxy({}, { get: (_t, prop) => (prop === "then" ? undefined : async () => { throw new TypeError("pod exploded: internal detail"); }) }) };
    const res = await req("/recall", { json: { query: "anything", datasets: ["fallback_ds"] }, token: u.token, bindings: { WORKSPACE_POD: brokenPods } });
    expect(res.status).toBe(409);
    const out = await body(res);
    expect(out).toEqual({ error: "An error occurred during recall.", detail: "An error occurred during recall. [ConflictError]" });
  });
});

describe("/remember with several entries where one URL fails (issue 21 §6)", () => {
  it("stores the others and answers status errored with per-item messages; /add still refuses the whole call", async ({ expect }) => {
    const parts = [
      field("datasetName", "partial_urls"),
      raw("Pellam Drake keeps the orchard accounts."),
      raw("http://fake-web.test/server-error"),
      raw("http://fake-web.test/hello.html"),
    ];
    const res = await rememberForm(parts);
    expect(res.status).toBe(409);
    const out = await json(res);
    expect(out.status).toBe("errored");
    const failed = out.items.filter((i: { status: string }) => i.status === "errored");
    expect(failed).toEqual([{ id: null, source: "http://fake-web.test/server-error", status: "errored", error: expect.stringMatching(/HTTP 500.*\[WebFetchError\]$/) }]);
    expect(out.items.filter((i: { status: string }) => i.status === "completed")).toHaveLength(2);
    expect(out.error).toMatch(/^1 of 3 item\(s\) failed: http:\/\/fake-web\.test\/server-error: /);
    // The two good entries are stored and searchable.
    const found = await json(await postJson("/api/v1/search", { query: "orchard accounts", search_type: "CHUNKS_LEXICAL", datasets: ["partial_urls"] }));
    expect(JSON.stringify(found)).toContain("Pellam Drake");
    const items = await json(await call(`/api/v1/datasets/${out.dataset_id}/data`));
    expect(items).toHaveLength(2);

    // Only a failing URL: nothing to store, the call fails as before.
    const only = await rememberForm([field("datasetName", "partial_urls_only"), raw("http://fake-web.test/server-error")]);
    expect(only.status).toBe(400);
    expect((await json(only)).detail).toMatch(/\[WebFetchError\]$/);
    // /add keeps refusing a call with a failing URL whole (nothing stored).
    const viaAdd = await call("/api/v1/add", formInit([field("datasetName", "partial_add"), raw("kept?"), raw("http://fake-web.test/server-error")]));
    expect(viaAdd.status).toBe(400);
    await viaAdd.text();
  });
});
