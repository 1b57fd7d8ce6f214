import { runInDurableObject } from "cloudflare:test";
import { describe, it } from "vitest";
import type { WorkspacePod } from "../../workers/workspace-pod.do";
import { call, json } from "../helpers";
import { addForm, asUser, field, file, formInit, grant, makeUser, raw } from "./add.helpers";
import { counts, datasetByName, entityNames, eventually, ok, podOf, podSql, rememberForm, statusOf } from "./memory-lifecycle.helpers";

const CURIE = "Marie Curie was born in Warsaw in 1867. She moved to Paris and studied at the University of Paris.";
const EINSTEIN = "Albert Einstein was born in Ulm in 1879. Einstein worked at the Patent Office in Bern.";

describe("POST /api/v1/remember", () => {
  it("adds, cognifies and improves in one call, answering cognee's RememberResult", async ({ expect }) => {
    const body = await ok(await rememberForm([field("datasetName", "rem_basic"), raw(CURIE), raw(EINSTEIN)]));
    const ds = await datasetByName("rem_basic");
    expect(body).toMatchObject({ status: "completed", dataset_name: "rem_basic", dataset_id: ds.id, items_processed: 2 });
    expect(typeof body.pipeline_run_id).toBe("string");
    expect(typeof body.elapsed_seconds).toBe("number");
    expect(body.items).toHaveLength(2);
    for (const item of body.items) expect(item).toMatchObject({ id: expect.any(String), status: "completed" });
    // The improve pass ran after cognify: per-stage outcomes.
    expect(body.improve.status).toBe("completed");
    expect(body.improve.stages.map((s: { name: string }) => s.name)).toEqual(["apply_feedback_weights", "persist_sessions", "coding_rules", "merge_entities", "review_conflicts"]);
    expect(body.improve.stages.find((s: { name: string }) => s.name === "merge_entities").status).toBe("completed");
    // Memory exists: the graph holds the entities of both texts.
    expect(await entityNames(ds.id)).toEqual(expect.arrayContaining(["marie curie", "warsaw", "albert einstein", "ulm"]));
    const status = await json(await call(`/api/v1/datasets/${ds.id}/processing-status`));
    expect(status.items.every((i: { status: string }) => i.status === "DATA_ITEM_PROCESSING_COMPLETED")).toBe(true);
  });

  it("uses chunk_size 4096 and chunks_per_batch 36 by default, and honours the fields when sent", async ({ expect }) => {
    const body = await ok(await rememberForm([field("datasetName", "rem_opts"), raw(CURIE)]));
    const [run] = await podSql<{ options: string }>(body.dataset_id, `SELECT options FROM pipeline_runs WHERE id = ?`, body.pipeline_run_id);
    expect(JSON.parse(run!.options)).toMatchObject({ chunk_size: 4096, chunks_per_batch: 36 });
    const custom = await ok(
      await rememberForm([field("datasetName", "rem_opts"), raw(EINSTEIN), field("chunk_size", "512"), field("chunks_per_batch", "4"), field("custom_prompt", "Extract people.")]),
    );
    const [run2] = await podSql<{ options: string }>(custom.dataset_id, `SELECT options FROM pipeline_runs WHERE id = ?`, custom.pipeline_run_id);
    expect(JSON.parse(run2!.options)).toMatchObject({ chunk_size: 512, chunks_per_batch: 4, custom_prompt: "Extract people." });
    const bad = await rememberForm([field("datasetName", "rem_opts"), raw(EINSTEIN), field("chunk_size", "lots")]);
    expect(bad.status).toBe(422);
    expect((await json(bad)).detail[0].loc).toEqual(["body", "chunk_size"]);
    const model = await rememberForm([field("datasetName", "rem_opts"), raw(EINSTEIN), field("graph_model", "{not json")]);
    expect(model.status).toBe(400);
    expect((await json(model)).detail).toMatch(/graph_model/);
  });

  it("requires datasetName or datasetId (400) and stores nothing without one", async ({ expect }) => {
    const res = await rememberForm([raw("Some text that must not be stored.")]);
    expect(res.status).toBe(400);
    expect((await json(res)).detail).toMatch(/^Either datasetId or datasetName must be provided\./);
    const list = await json<{ name: string }[]>(await call("/api/v1/datasets"));
    expect(list.find((d) => d.name === "main_dataset")).toBeUndefined();
  });

  it("gives 400 when neither data nor raw_data carries an entry, and for text in the data file field", async ({ expect }) => {
    const none = await rememberForm([field("datasetName", "rem_rules"), raw("   ")]);
    expect(none.status).toBe(400);
    expect((await json(none)).detail).toMatch(/NoDataError/);
    for (const extra of [[], [field("session_id", "s-str"), raw("x")], [field("content_type", "skills"), field("skills_text", "Do it.")]]) {
      const str = await rememberForm([field("datasetName", "rem_rules"), field("data", "not a file"), ...extra]);
      expect(str.status).toBe(400);
      expect((await json(str)).detail).toMatch(/InvalidDataFieldError/);
    }
  });

  it("refuses labels and external_metadata combined with session_id or content_type (400)", async ({ expect }) => {
    for (const parts of [
      [field("datasetName", "rem_rules"), field("session_id", "s-labels"), raw("text"), field("labels", '["a"]')],
      [field("datasetName", "rem_rules"), field("session_id", "s-labels"), raw("text"), field("external_metadata", '[{"k": 1}]')],
      [field("datasetName", "rem_rules"), field("content_type", "skills"), field("skills_text", "# Skill\nDo it."), field("labels", '["a"]')],
      [field("labels", '["a"]'), raw("text"), field("datasetName", "rem_rules"), field("content_type", "skills")],
    ]) {
      const res = await rememberForm(parts);
      expect(res.status).toBe(400);
      expect((await json(res)).detail).toMatch(/labels and external_metadata cannot be combined with session_id or content_type/);
    }
    // Nothing reached the session.
    expect(await statusOf(call("/api/v1/sessions/s-labels"))).toBe(404);
  });

  it("pairs labels and external_metadata with the items positionally on the normal path", async ({ expect }) => {
    const body = await ok(
      await rememberForm([
        field("datasetName", "rem_labels"),
        raw("Ada Lovelace wrote the first program."),
        raw("Charles Babbage designed the Analytical Engine."),
        field("labels", '["first", "second"]'),
        field("external_metadata", '[{"effective_date": "2020-01-01"}, null]'),
      ]),
    );
    const rows = await podSql<{ id: string; label: string; external_metadata: string | null }>(
      body.dataset_id,
      `SELECT id, label, external_metadata FROM data_items WHERE dataset_id = ? ORDER BY created_at`,
      body.dataset_id,
    );
    expect(rows.map((r) => r.label)).toEqual(["first", "second"]);
    expect(JSON.parse(rows[0]!.external_metadata!)).toEqual({ effective_date: "2020-01-01" });
  });

  it("is not subject to the storage and document quotas (rule 12), unlike /add", async ({ expect }) => {
    const vars = { DOCUMENT_QUOTA: "0", STORAGE_QUOTA_BYTES: "10" };
    const add = await addForm([field("datasetName", "rem_quota"), raw("Grace Hopper wrote the first compiler.")], vars);
    expect(add.status).toBe(413);
    await add.text();
    const res = await rememberForm([field("datasetName", "rem_quota"), raw("Grace Hopper wrote the first compiler.")], vars);
    const body = await ok(res);
    expect(body).toMatchObject({ status: "completed", items_processed: 1 });
  });

  it("runs in the background: status running at once, then memory and the improve pass complete", async ({ expect }) => {
    const body = await ok(await rememberForm([field("datasetName", "rem_bg"), raw(CURIE), field("run_in_background", "true")]));
    expect(body.status).toBe("running");
    expect(body.items).toHaveLength(1);
    expect(body.improve).toMatchObject({ status: "running", pipeline_run_id: expect.any(String) });
    const ds = await datasetByName("rem_bg");
    await eventually(async () => {
      const [row] = await podSql<{ status: string }>(ds.id, `SELECT status FROM pipeline_runs WHERE id = ?`, body.improve.pipeline_run_id);
      return row?.status === "DATASET_PROCESSING_COMPLETED";
    }, "the background improve run");
    expect(await entityNames(ds.id)).toEqual(expect.arrayContaining(["marie curie", "warsaw"]));
  });

  it("reports a partial failure as status errored with per-item messages and HTTP 409", async ({ expect }) => {
    // A first call creates the dataset (and the workspace pod) so a fault can be injected into it.
    const first = await ok(await rememberForm([field("datasetName", "rem_partial"), raw(EINSTEIN)]));
    const { pod } = await podOf(first.dataset_id);
    // Fault injection: the stored text of an upload named explode.txt goes missing before cognify reads it.
    await runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) => {
      state.storage.sql.exec(`CREATE TRIGGER explode_ai AFTER INSERT ON data_items WHEN new.name = 'explode.txt' BEGIN
        UPDATE data_items SET text_key = 'missing/' || new.id, raw_key = 'missing/' || new.id WHERE dataset_id = new.dataset_id AND id = new.id;
      END`);
    });
    try {
      const res = await rememberForm([field("datasetName", "rem_partial"), file("explode.txt", "Nikola Tesla was born in Smiljan."), raw(CURIE)]);
      expect(res.status).toBe(409);
      const body = await json(res);
      expect(body).toMatchObject({ status: "errored", dataset_name: "rem_partial", items_processed: 2 });
      const failed = body.items.filter((i: { status: string }) => i.status === "errored");
      const good = body.items.filter((i: { status: string }) => i.status === "completed");
      expect(failed).toHaveLength(1);
      expect(good).toHaveLength(1);
      expect(failed[0].error).toMatch(/DataNotFoundError/);
      expect(body.error).toMatch(/1 of 2 item\(s\) failed/);
    } finally {
      await runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) => {
        state.storage.sql.exec(`DROP TRIGGER IF EXISTS explode_ai`);
      });
    }
  });

  it("needs write permission on the dataset", async ({ expect }) => {
    const owner = await makeUser("rem-owner");
    const reader = await makeUser("rem-reader");
    const created = await asUser(owner, "/api/v1/remember", formInit([field("datasetName", "rem_private"), raw(CURIE)]));
    const body = await ok(created);
    await grant(reader.id, body.dataset_id, "read");
    const res = await asUser(reader, "/api/v1/remember", formInit([field("datasetId", body.dataset_id), raw(EINSTEIN)]));
    expect(res.status).toBe(403);
    expect((await json(res)).detail).toMatch(/\[write\]/);
    await grant(reader.id, body.dataset_id, "write");
    const allowed = await asUser(reader, "/api/v1/remember", formInit([field("datasetId", body.dataset_id), raw(EINSTEIN)]));
    expect((await ok(allowed)).status).toBe("completed");
  });

  it("answers 415 for a body that is neither multipart nor JSON", async ({ expect }) => {
    const res = await call("/api/v1/remember", { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" });
    expect(res.status).toBe(415);
    expect((await json(res)).detail).toMatch(/\[UnsupportedMediaTypeError\]$/);
  });

  it("takes the JSON body /add takes, with remember's rules", async ({ expect }) => {
    const post = (body: unknown) =>
      call("/api/v1/remember", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const body = await ok(await post({ data: [CURIE, EINSTEIN], datasetName: "rem_json" }));
    expect(body.status).toBe("completed");
    expect(body.items_processed).toBe(2);
    expect((await entityNames(body.dataset_id)).map((n) => n.toLowerCase())).toEqual(expect.arrayContaining(["marie curie", "albert einstein"]));
    // The multipart form's rules hold for the JSON form too.
    const noDataset = await post({ data: CURIE });
    expect(noDataset.status).toBe(400);
    expect((await json(noDataset)).detail).toMatch(/\[DatasetRequiredError\]$/);
    const mixed = await post({ data: CURIE, datasetName: "rem_json", labels: ["x"], session_id: "s-1" });
    expect(mixed.status).toBe(400);
    const wrongType = await post({ data: 42, datasetName: "rem_json" });
    expect(wrongType.status).toBe(422);
    const session = await ok(await post({ data: "Jane Doe lives in Lisbon.", datasetName: "rem_json", session_id: "json-1" }));
    expect(session.status).toBe("session_stored");
  });
});

describe("POST /api/v1/remember with session_id", () => {
  it("stores the text as a QA entry (answer = text) and bridges it into the graph in the background", async ({ expect }) => {
    const body = await ok(
      await rememberForm([field("datasetName", "rem_session"), field("session_id", "trip-1"), raw("Jane Doe lives in Lisbon and works for Globex.")]),
    );
    expect(body).toMatchObject({ status: "session_stored", dataset_name: "rem_session", session_ids: ["trip-1"], entry_type: "qa", items_processed: 1 });
    const session = await json(await call("/api/v1/sessions/trip-1"));
    const qa = session.qas ?? session.entries ?? [];
    expect(JSON.stringify(qa)).toContain("Jane Doe lives in Lisbon");
    const ds = await datasetByName("rem_session");
    // improve bridged the session: a document in node set user_sessions_from_cache, cognified into entities.
    await eventually(async () => (await entityNames(ds.id)).includes("lisbon"), "the session bridged into the graph");
    const items = await json<{ nodeSet: string[] | null; externalMetadata: Record<string, unknown> | null }[]>(await call(`/api/v1/datasets/${ds.id}/data`));
    expect(items.some((i) => i.nodeSet?.includes("user_sessions_from_cache") && i.externalMetadata?.session_id === "trip-1")).toBe(true);
  });

  it("skips file uploads with a session (only raw_data text is stored) and validates node_set", async ({ expect }) => {
    const body = await ok(
      await rememberForm([field("datasetName", "rem_session"), field("session_id", "trip-2"), file("notes.txt", "ignored upload"), raw("Kept text.")]),
    );
    expect(body.items_processed).toBe(1);
    expect(body.warnings[0]).toMatch(/1 file upload\(s\) skipped/);
    const bad = await rememberForm([field("datasetName", "rem_session"), field("session_id", "trip-2"), raw("x"), field("node_set", '["ok", ""]')]);
    expect(bad.status).toBe(400);
    expect((await json(bad)).detail).toMatch(/InvalidNodeSetError/);
  });
});

describe("POST /api/v1/remember with content_type", () => {
  it("ingests inline skills_text as a skill (skill_name default skill) and refuses raw_data (400)", async ({ expect }) => {
    const body = await ok(
      await rememberForm([field("datasetName", "rem_skills"), field("content_type", "skills"), field("skills_text", "---\ndescription: Plan trips.\n---\n1. Ask for dates.\n2. Book.")]),
    );
    expect(body).toMatchObject({ status: "completed", items_processed: 1 });
    expect(body.items[0]).toMatchObject({ name: "skill", kind: "skill" });
    const named = await ok(
      await rememberForm([field("datasetName", "rem_skills"), field("content_type", "skills"), field("skills_text", "Summarise documents."), field("skill_name", "summarise")]),
    );
    expect(named.items[0].name).toBe("summarise");
    const rawData = await rememberForm([field("datasetName", "rem_skills"), field("content_type", "skills"), raw("not allowed")]);
    expect(rawData.status).toBe(400);
    expect((await json(rawData)).detail).toMatch(/raw_data cannot be used with content_type=skills/);
    const nothing = await rememberForm([field("datasetName", "rem_skills"), field("content_type", "skills")]);
    expect(nothing.status).toBe(400);
    expect((await json(nothing)).detail).toMatch(/needs SKILL\.md file uploads or skills_text/);
  });

  it("ingests SKILL.md uploads (name from the folder), even when content_type comes after the files", async ({ expect }) => {
    const body = await ok(
      await rememberForm([
        field("datasetName", "rem_skills2"),
        file("web-research/SKILL.md", "---\ndescription: Research the web.\nallowed-tools: [search]\n---\nSearch, then read."),
        field("content_type", "skills"),
      ]),
    );
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ name: "web-research", kind: "skill", declared_tools: ["search"] });
    const ds = await datasetByName("rem_skills2");
    // The SKILL.md went to the skills service, not into the dataset as a data item.
    expect((await counts(ds.id)).items).toBe(0);
  });

  it("answers a clear 400 for an unreachable repository with content_type=code, an upload that is not a cogx-archive, and unknown types", async ({ expect }) => {
    const code = await rememberForm([field("datasetName", "rem_code"), field("content_type", "code"), raw("https://github.com/org/repo")]);
    expect(code.status).toBe(400);
    expect((await json(code)).detail).toMatch(/Cannot read the branches of github\.com\/org\/repo.*\[CodeRepositoryError\]/);
    const archive = await rememberForm([field("datasetName", "rem_code"), field("content_type", "cogx-archive"), file("a.cogx", "x")]);
    expect(archive.status).toBe(400);
    expect((await json(archive)).detail).toMatch(/"a\.cogx" is not a cogx-archive: line 1 is not JSON\. \[InvalidArchiveError\]/);
    const other = await rememberForm([field("datasetName", "rem_code"), field("content_type", "video"), raw("x")]);
    expect(other.status).toBe(400);
    expect((await json(other)).detail).toMatch(/UnsupportedContentTypeError/);
    expect((await json<{ name: string }[]>(await call("/api/v1/datasets"))).find((d) => d.name === "rem_code")).toBeUndefined();
  });
});


describe("OpenAPI document for the memory lifecycle", () => {
  it("describes remember, remember/entry, improve, forget and update", async ({ expect }) => {
    const doc = await json(await call("/openapi.json"));
    for (const [path, method] of [
      ["/api/v1/remember", "post"],
      ["/api/v1/remember/entry", "post"],
      ["/api/v1/improve", "post"],
      ["/api/v1/forget", "post"],
      ["/api/v1/update", "patch"],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.security).toEqual([{ ApiKeyAuth: [] }, { BearerAuth: [] }]);
    }
    expect(Object.keys(doc.paths["/api/v1/remember"].post.requestBody.content)).toEqual(["multipart/form-data", "application/json"]);
    expect(doc.components.schemas.RememberResult.properties.status.enum).toEqual(["completed", "running", "session_stored", "errored"]);
    expect(doc.components.schemas.ImprovePayload.properties.reviewConflicts).toBeDefined();
    expect(doc.components.schemas.UpdateResult.properties.redated_chunks).toBeDefined();
  });
});
