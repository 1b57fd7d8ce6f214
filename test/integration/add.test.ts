import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { call, json } from "../helpers";
import { addForm, addJson, BOUNDARY, field, file, formInit, locate, multipart, r2Keys, raw, textOf } from "./add.helpers";

const md5 = async (data: string | Uint8Array) =>
  [...new Uint8Array(await crypto.subtle.digest("MD5", typeof data === "string" ? new TextEncoder().encode(data) : data))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function listData(datasetId: string) {
  const res = await call(`/api/v1/datasets/${datasetId}/data`);
  expect200(res.status);
  return json<any[]>(res);
}
const expect200 = (s: number) => {
  if (s !== 200) throw new Error(`expected 200, got ${s}`);
};

async function datasetNames(): Promise<string[]> {
  const res = await call("/api/v1/datasets");
  return (await json<any[]>(res)).map((d) => d.name);
}

describe("POST /add: the JSON quick form", () => {
  it("stores text in main_dataset and answers a PipelineRunInfo", async ({ expect }) => {
    const text = "Ada Lovelace wrote the first program.";
    const res = await addJson({ data: text });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ status: "PipelineRunCompleted", dataset_name: "main_dataset" });
    expect(body.pipeline_run_id).toMatch(UUID4);
    expect(body.payload).toHaveLength(1);
    const item = body.payload[0];
    expect(item.id).toMatch(UUID4);
    expect(item).toMatchObject({
      name: `text_${await md5(text)}.txt`,
      extension: "txt",
      mimeType: "text/plain",
      dataSize: text.length,
      contentHash: await md5(text),
      datasetId: body.dataset_id,
      label: null,
      externalMetadata: null,
      nodeSet: null,
    });
    expect(Date.parse(item.createdAt)).not.toBeNaN();
    expect(item.rawDataLocation).toMatch(new RegExp(`^r2://w/[^/]+/datasets/${body.dataset_id}/data/${item.id}/raw$`));
    expect(body.data_ingestion_info).toEqual([
      {
        data_id: item.id,
        run_info: { status: "PipelineRunCompleted", pipeline_run_id: body.pipeline_run_id, dataset_id: body.dataset_id, dataset_name: "main_dataset" },
      },
    ]);
    expect(await textOf(item)).toBe(text);
  });

  it("accepts datasetName / dataset_name, lists of texts, labels and node_set", async ({ expect }) => {
    const res = await addJson({ data: ["first text", "second text"], dataset_name: "json_form", labels: ["a", null], node_set: ["team"] });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.dataset_name).toBe("json_form");
    expect(body.payload.map((p: any) => [p.label, p.nodeSet])).toEqual([
      ["a", ["team"]],
      [null, ["team"]],
    ]);
  });

  it("answers 400 for malformed JSON, 422 for wrong types, 400 when there is no data", async ({ expect }) => {
    const malformed = await call("/api/v1/add", { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).detail).toMatch(/\[MalformedJsonError\]$/);

    const wrong = await addJson({ data: 5 });
    expect(wrong.status).toBe(422);
    const issues = (await json(wrong)).detail;
    expect(issues[0].loc).toEqual(["body", "data"]);

    const wrongName = await addJson({ data: "x", datasetName: 7 });
    expect(wrongName.status).toBe(422);
    await wrongName.text();

    for (const b of [{}, { data: "" }, { data: ["", "   "] }]) {
      const res = await addJson(b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect((await json(res)).detail).toMatch(/\[NoDataError\]$/);
    }
    const badSet = await addJson({ data: "x", node_set: "not-a-list" });
    expect(badSet.status).toBe(400);
    expect((await json(badSet)).detail).toMatch(/\[InvalidNodeSetError\]$/);
  });

  it("caps the buffered JSON body at 16 MiB (413)", async ({ expect }) => {
    const res = await call("/api/v1/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: "x".repeat(16 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await json(res)).detail).toMatch(/\[RequestTooLargeError\]$/);
  });

  it("answers 415 for a body that is neither multipart nor JSON", async ({ expect }) => {
    const res = await call("/api/v1/add", { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" });
    expect(res.status).toBe(415);
    expect((await json(res)).detail).toMatch(/\[UnsupportedMediaTypeError\]$/);
  });
});

describe("POST /add: multipart", () => {
  it("pairs labels and external_metadata positionally: uploads first, then raw_data", async ({ expect }) => {
    const res = await addForm([
      field("datasetName", "pairing"),
      raw("raw one"),
      file("u1.txt", "upload one", "text/plain"),
      raw("raw two"),
      file("u2.md", "# upload two", "text/markdown"),
      field("labels", JSON.stringify(["L-u1", "L-u2", "L-r1", "L-r2"])),
      field("external_metadata", JSON.stringify([{ k: "u1" }, null, { k: "r1", effective_date: "2024-01-01" }, { k: "r2" }])),
    ]);
    expect(res.status).toBe(200);
    const body = await json(res);
    const byText: Record<string, any> = {};
    for (const p of body.payload) byText[await textOf(p)] = p;
    expect(byText["upload one"]).toMatchObject({ name: "u1.txt", label: "L-u1", externalMetadata: { k: "u1" } });
    expect(byText["# upload two"]).toMatchObject({ name: "u2.md", label: "L-u2", externalMetadata: null, extension: "md" });
    expect(byText["raw one"]).toMatchObject({ label: "L-r1", externalMetadata: { k: "r1", effective_date: "2024-01-01" } });
    expect(byText["raw two"]).toMatchObject({ label: "L-r2", externalMetadata: { k: "r2" } });
    // Combined order as sent is also the creation order: newest first in listings.
    const listed = await listData(body.dataset_id);
    expect(await Promise.all(listed.map((r) => textOf(r)))).toEqual(["raw two", "raw one", "# upload two", "upload one"]);
  });

  it("drops empty entries; labels may pair with entries as sent or with the non-empty ones", async ({ expect }) => {
    const asSent = await addForm([
      field("datasetName", "pairing_empty"),
      file("empty.txt", ""),
      file("full.txt", "has content"),
      raw(""),
      raw("   "),
      raw("kept raw"),
      field("labels", JSON.stringify(["x-empty", "x-full", "x-blank", "x-space", "x-raw"])),
    ]);
    expect(asSent.status).toBe(200);
    const a = await json(asSent);
    expect(a.payload).toHaveLength(2);
    expect(a.payload.map((p: any) => p.label).sort()).toEqual(["x-full", "x-raw"]);

    const asKept = await addForm([
      field("datasetName", "pairing_empty2"),
      file("empty.txt", ""),
      file("full.txt", "other content"),
      raw(""),
      raw("another raw"),
      field("labels", "k-full, k-raw"),
    ]);
    expect(asKept.status).toBe(200);
    expect((await json(asKept)).payload.map((p: any) => p.label).sort()).toEqual(["k-full", "k-raw"]);

    const mismatch = await addForm([raw("one"), raw("two"), field("labels", JSON.stringify(["only-one"]))]);
    expect(mismatch.status).toBe(400);
    expect((await json(mismatch)).detail).toMatch(/labels has 1 entries .*\[InvalidLabelsError\]$/);
  });

  it("validates labels and external_metadata (400) and refuses them with session_id or content_type", async ({ expect }) => {
    const cases: [{ name: string; value: string }, string][] = [
      [field("labels", "[not json"), "InvalidLabelsError"],
      [field("labels", JSON.stringify([1])), "InvalidLabelsError"],
      [field("external_metadata", "{oops"), "InvalidExternalMetadataError"],
      [field("external_metadata", JSON.stringify(["a string"])), "InvalidExternalMetadataError"],
      [field("external_metadata", JSON.stringify([{ node_set: ["x"] }])), "InvalidExternalMetadataError"],
      [field("external_metadata", JSON.stringify([{}, {}])), "InvalidExternalMetadataError"],
    ];
    for (const [f, name] of cases) {
      const res = await addForm([raw("validated"), f]);
      expect(res.status, f.value).toBe(400);
      expect((await json(res)).detail, f.value).toMatch(new RegExp(`\\[${name}\\]$`));
    }
    for (const extra of [field("session_id", "s1"), field("content_type", "skills")]) {
      const res = await addForm([raw("with labels"), field("labels", '["a"]'), extra]);
      expect(res.status).toBe(400);
      expect((await json(res)).detail).toContain("cannot be combined with session_id or content_type");
    }
  });

  it("validates node_set (spec rule 10: a list of non-empty strings)", async ({ expect }) => {
    const ok = await addForm([field("datasetName", "node_sets"), raw("tagged"), field("node_set", "alpha"), field("node_set", "beta")]);
    expect(ok.status).toBe(200);
    expect((await json(ok)).payload[0].nodeSet).toEqual(["alpha", "beta"]);
    const okJson = await addForm([field("datasetName", "node_sets"), raw("tagged json"), field("node_set", '["gamma"]')]);
    expect((await json(okJson)).payload[0].nodeSet).toEqual(["gamma"]);
    const defaultEmpty = await addForm([field("datasetName", "node_sets"), raw("untagged"), field("node_set", "")]);
    expect((await json(defaultEmpty)).payload[0].nodeSet).toBeNull();
    for (const bad of ['["a", ""]', "[1, 2]", '["  "]', "[oops", '[["nested"]]']) {
      const res = await addForm([raw("x"), field("node_set", bad)]);
      expect(res.status, bad).toBe(400);
      expect((await json(res)).detail, bad).toMatch(/\[InvalidNodeSetError\]$/);
    }
    const mixed = await addForm([raw("x"), field("node_set", "ok"), field("node_set", "")]);
    expect(mixed.status).toBe(400);
    await mixed.text();
  });

  it("spec rules 1 and 3: no entries gives 400, a non-blank string in the data field gives 400", async ({ expect }) => {
    const before = await r2Keys("w/");
    const emptyForm = await call("/api/v1/add", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: `--${BOUNDARY}--\r\n`,
    });
    expect(emptyForm.status).toBe(400);
    expect((await json(emptyForm)).detail).toMatch(/\[NoDataError\]$/);

    const onlyEmpty = await addForm([file("e.txt", ""), raw(""), field("datasetName", "never_created_1")]);
    expect(onlyEmpty.status).toBe(400);
    expect((await json(onlyEmpty)).detail).toMatch(/\[NoDataError\]$/);

    const textInData = await addForm([field("datasetName", "never_created_2"), file("ok.txt", "fine"), field("data", "this is text, not a file")]);
    expect(textInData.status).toBe(400);
    expect((await json(textInData)).detail).toMatch(/\[InvalidDataFieldError\]$/);

    const blankData = await addForm([field("datasetName", "blank_data"), field("data", "  "), raw("kept")]);
    expect(blankData.status).toBe(200);
    await blankData.text();

    // Rejected calls leave nothing behind: no objects, no dataset.
    const after = await r2Keys("w/");
    expect(after.filter((k) => !before.includes(k)).length).toBe(1);
    const names = await datasetNames();
    expect(names).not.toContain("never_created_1");
    expect(names).not.toContain("never_created_2");
  });

  it("answers 400 for broken multipart bodies and a missing boundary", async ({ expect }) => {
    const noBoundary = await call("/api/v1/add", { method: "POST", headers: { "content-type": "multipart/form-data" }, body: "x" });
    expect(noBoundary.status).toBe(400);
    expect((await json(noBoundary)).detail).toMatch(/\[MalformedMultipartError\]$/);
    const emptyBody = await call("/api/v1/add", { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } });
    expect(emptyBody.status).toBe(400);
    await emptyBody.text();
    const truncated = await call("/api/v1/add", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart([file("t.txt", "truncated upload")], BOUNDARY, false),
    });
    expect(truncated.status).toBe(400);
    expect((await json(truncated)).detail).toMatch(/\[MalformedMultipartError\]$/);
  });

  it("answers 422 for wrong field types", async ({ expect }) => {
    const bg = await addForm([raw("x"), field("run_in_background", "maybe")]);
    expect(bg.status).toBe(422);
    expect((await json(bg)).detail[0]).toMatchObject({ loc: ["body", "run_in_background"], type: "bool_parsing" });
    const id = await addForm([raw("x"), field("datasetId", "not-a-uuid")]);
    expect(id.status).toBe(422);
    expect((await json(id)).detail[0]).toMatchObject({ loc: ["body", "datasetId"], type: "uuid_parsing" });
    const bgOk = await addForm([raw("background flag"), field("run_in_background", "true")]);
    expect(bgOk.status).toBe(200);
    await bgOk.text();
  });

  it("refuses invalid dataset names (400) and unknown dataset ids (403)", async ({ expect }) => {
    const badName = await addForm([raw("x"), field("datasetName", "has space")]);
    expect(badName.status).toBe(400);
    expect((await json(badName)).detail).toMatch(/\[InvalidDatasetNameError\]$/);
    const unknown = await addForm([raw("x"), field("datasetId", crypto.randomUUID())]);
    expect(unknown.status).toBe(403);
    expect((await json(unknown)).detail).toMatch(/\[write\].*\[PermissionDeniedError\]$/);
  });

  it("adds to a dataset addressed by id", async ({ expect }) => {
    const created = await json(await call("/api/v1/datasets", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "by_id" }) }));
    const res = await addForm([field("datasetId", created.id), file("a.txt", "into the dataset by id")]);
    expect(res.status).toBe(200);
    expect((await json(res)).dataset_id).toBe(created.id);
  });

  it("keeps odd Unicode and path-like file names safely", async ({ expect }) => {
    const res = await addForm([
      field("datasetName", "odd_names"),
      file("résumé 📄 日本語.txt", "unicode name"),
      file("../../etc/passwd", "path name"),
      file("C:\\fakepath\\notes.txt", "windows path name"),
      file("evil\u202Egnp.txt", "bidi override"),
      file("..", "dots only"),
      file("tab\tand\u0001control.txt", "control characters"),
    ]);
    expect(res.status).toBe(200);
    const names = (await json(res)).payload.map((p: any) => p.name);
    expect(names).toEqual(["résumé 📄 日本語.txt", "passwd", "notes.txt", "evilgnp.txt", "upload", "tabandcontrol.txt"]);
    // A name that claims an executable is refused by type, whatever the bytes.
    const exe = await addForm([file("tool.exe", "MZ but really text")]);
    expect(exe.status).toBe(415);
    expect((await json(exe)).detail).toMatch(/\[UnsupportedFileTypeError\]$/);
  });

  it("refuses unreachable or ssh repository URLs with 400 CodeRepositoryError and keeps nothing of the call", async ({ expect }) => {
    const before = await r2Keys("w/");
    for (const url of [
      "https://github.com/topoteretes/cognee",
      "https://github.com/topoteretes/cognee.git",
      "https://gitlab.com/group/project/-/tree/main",
      "git@github.com:owner/repo.git",
      "ssh://git@example.com/team/repo",
      "https://example.com/team/repo.git",
    ]) {
      const res = await addForm([field("datasetName", "repos"), file("kept-not.txt", `upload before ${url}`), raw(url)]);
      expect(res.status, url).toBe(400);
      const detail = (await json(res)).detail;
      expect(detail, url).toMatch(/\[(CodeRepositoryError|UnsafeUrlError)\]$/);
    }
    expect(await r2Keys("w/")).toEqual(before);
    expect(await datasetNames()).not.toContain("repos");
  });

  it("moves uploads sent before the dataset fields into the named dataset", async ({ expect }) => {
    const res = await addForm([file("first.txt", "uploaded before the name"), field("datasetName", "named_late")]);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.dataset_name).toBe("named_late");
    const item = body.payload[0];
    expect(locate(item).rawKey).toContain(`/datasets/${body.dataset_id}/data/${item.id}/raw`);
    expect(await textOf(item)).toBe("uploaded before the name");
    // Nothing is left at the provisional location.
    const stray = (await r2Keys("w/")).filter((k) => k.includes(item.id) && !k.includes(body.dataset_id));
    expect(stray).toEqual([]);
  });

  it("streams a large upload to R2 in parts without holding it in memory", async ({ expect }) => {
    const size = 12 * 1024 * 1024 + 123;
    const bytes = new Uint8Array(size);
    for (let i = 0; i < size; i++) bytes[i] = 97 + (i % 26);
    for (let i = 4095; i < size; i += 4096) bytes[i] = 10;
    const res = await addForm([field("datasetName", "big"), file("big.txt", bytes, "text/plain")]);
    expect(res.status).toBe(200);
    const item = (await json(res)).payload[0];
    expect(item.dataSize).toBe(size);
    expect(item.contentHash).toBe(await md5(bytes));
    const object = await env.RAW_FILES.head(locate(item).rawKey);
    expect(object?.size).toBe(size);
    const download = await call(`/api/v1/datasets/${item.datasetId}/data/${item.id}/raw`);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(size);
  });

  it("refuses oversized form fields with 413 FormFieldTooLargeError", async ({ expect }) => {
    const bigRaw = await addForm([raw("x".repeat(8 * 1024 * 1024 + 1))]);
    expect(bigRaw.status).toBe(413);
    expect((await json(bigRaw)).detail).toMatch(/raw_data.*\[FormFieldTooLargeError\]$/);
    const bigLabels = await addForm([raw("x"), field("labels", "y".repeat(1024 * 1024 + 1))]);
    expect(bigLabels.status).toBe(413);
    await bigLabels.text();
  });
});

describe("deduplication by content hash (MD5 of the original bytes)", () => {
  it("keeps the data id and adds no row for identical content in a dataset", async ({ expect }) => {
    const first = await json(await addForm([field("datasetName", "dedup"), file("one.txt", "same bytes"), field("labels", '["first"]')]));
    const id = first.payload[0].id;
    const keysBefore = await r2Keys(`w/`);
    const again = await addForm([field("datasetName", "dedup"), file("renamed.txt", "same bytes"), raw("same bytes"), field("labels", '["second", null]')]);
    expect(again.status).toBe(200);
    const body = await json(again);
    expect(body.payload.map((p: any) => p.id)).toEqual([id]);
    expect(body.payload[0]).toMatchObject({ name: "text_" + (await md5("same bytes")) + ".txt", label: "second" });
    expect(body.data_ingestion_info.map((i: any) => [i.data_id, i.run_info.status])).toEqual([
      [id, "PipelineRunAlreadyCompleted"],
      [id, "PipelineRunAlreadyCompleted"],
    ]);
    const count = await json(await call(`/api/v1/datasets/${first.dataset_id}/data/count`));
    expect(count).toEqual({ count: 1 });
    // The duplicate's copies were removed again: no new objects.
    expect(await r2Keys("w/")).toEqual(keysBefore);
  });

  it("shares one id between identical entries of one call, and gives another dataset its own item", async ({ expect }) => {
    const res = await json(await addForm([field("datasetName", "dedup_batch"), raw("twin"), raw("twin"), file("t.txt", "twin")]));
    expect(res.payload).toHaveLength(1);
    expect(new Set(res.data_ingestion_info.map((i: any) => i.data_id)).size).toBe(1);
    const other = await json(await addJson({ data: "twin", datasetName: "dedup_other" }));
    expect(other.payload[0].id).not.toBe(res.payload[0].id);
    expect(other.payload[0].contentHash).toBe(res.payload[0].contentHash);
  });
});
