import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, it } from "vitest";
import { createAiProvider } from "../../src/ai/provider";
import { NAMESPACE_URL, uuid5 } from "../../src/core/ids";
import { loadSettings } from "../../src/lib/settings";
import { createDb } from "../../src/storage/d1/client";
import { portsFor } from "../../src/storage/ports";
import { getDatasetById } from "../../src/storage/d1/datasets.repo";
import { getPod, type PodStub } from "../../src/storage/pods";
import { requireSingleDataset, searchSkills } from "../../src/services/skills/skills-search";
import { deleteSkill } from "../../src/services/skills/skills.service";
import { parseSkillMarkdown } from "../../src/services/skills/skill-parser";
import type { Principal } from "../../src/lib/types";
import type { WorkspacePod } from "../../workers/workspace-pod.do";
import { call, json, postJson } from "../helpers";
import { body, req, signUp, status } from "./auth.helpers";

const PDF_SKILL = `---
name: PDF Tools
summary: Extract text and tables from PDF files.
allowed-tools: Read Bash(pdftotext:*) Write
author: Acme Docs Team
url: https://example.com/pdf-skill
version: 1.2.0
tags: [pdf, extraction]
license: MIT
---
# PDF tools

1. Run pdftotext on the file.
2. Split the text into pages and tables.
`;

const CSV_SKILL = `---
description: Clean and deduplicate CSV spreadsheets before import.
tools:
  - Read
  - Python
maintainer: Data Platform
---
Load the CSV, normalise headers, drop duplicate rows, write the cleaned file.
`;

const settings = loadSettings(env);

async function ingest(payload: Record<string, unknown>) {
  const res = await postJson("/api/v1/skills", payload);
  return { status: res.status, body: await json(res) };
}

async function podRows(datasetId: string, skillId: string) {
  const row = await getDatasetById(createDb(env.DB), datasetId);
  const pod = getPod(env, row!.workspaceId);
  return runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) => {
    const sql = state.storage.sql;
    const count = (q: string, ...p: string[]) => (sql.exec(q, ...p).toArray()[0] as { n: number }).n;
    return {
      skills: count(`SELECT count(*) AS n FROM skills WHERE dataset_id = ? AND id = ?`, datasetId, skillId),
      nodes: count(`SELECT count(*) AS n FROM nodes WHERE dataset_id = ? AND id = ? AND type = 'Skill'`, datasetId, skillId),
      edges: count(`SELECT count(*) AS n FROM edges WHERE dataset_id = ? AND (source_id = ? OR target_id = ?)`, datasetId, skillId, skillId),
      vectors: count(`SELECT count(*) AS n FROM vectors WHERE dataset_id = ? AND collection = 'Skill_search_text' AND id = ?`, datasetId, skillId),
      nodeSets: count(`SELECT count(*) AS n FROM nodes WHERE dataset_id = ? AND type = 'NodeSet' AND name = 'skills'`, datasetId),
    };
  });
}

describe("SKILL.md parsing", () => {
  it("resolves front matter aliases as cognee does", ({ expect }) => {
    const p = parseSkillMarkdown(PDF_SKILL);
    expect(p.description).toBe("Extract text and tables from PDF files.");
    expect(p.declaredTools).toEqual(["Read", "Bash(pdftotext:*)", "Write"]);
    expect(p.maintainer).toBe("Acme Docs Team");
    expect(p.maintainerUrl).toBe("https://example.com/pdf-skill");
    expect(p.version).toBe("1.2.0");
    expect(p.tags).toEqual(["pdf", "extraction"]);
    expect(p.license).toBe("MIT");
    expect(p.procedure.startsWith("# PDF tools")).toBe(true);
    const csv = parseSkillMarkdown(CSV_SKILL);
    expect(csv.declaredTools).toEqual(["Read", "Python"]);
    expect(csv.maintainer).toBe("Data Platform");
  });

  it("falls back to the first body paragraph and tolerates broken YAML with a warning", ({ expect }) => {
    const plain = parseSkillMarkdown("# Title\n\nDo the thing carefully, step by step.\n\nMore.");
    expect(plain.description).toBe("Do the thing carefully, step by step.");
    const broken = parseSkillMarkdown("---\nname: [unclosed\n---\nBody text here.");
    expect(broken.warnings.length).toBe(1);
    expect(broken.procedure).toBe("Body text here.");
  });
});

describe("POST /api/v1/skills", () => {
  it("ingests a skill with a stable id and answers the RememberResult shape", async ({ expect }) => {
    const r = await ingest({ skills_text: PDF_SKILL, skill_name: "pdf-tools", dataset_name: "skills_ds" });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("completed");
    expect(r.body.dataset_name).toBe("skills_ds");
    const id = uuid5(`cognee:skill:${r.body.dataset_id}:inline-skills/${r.body.dataset_id}/pdf-tools:pdf-tools`, NAMESPACE_URL);
    expect(r.body.items).toEqual([
      { id, name: "pdf-tools", kind: "skill", declared_tools: ["Read", "Bash(pdftotext:*)", "Write"], created: true },
    ]);
    expect(r.body.items_processed).toBe(1);
    expect(r.body.content_hash).toMatch(/^[0-9a-f]{16}$/);
    // Graph node, NodeSet edge and embedding are written with it.
    expect(await podRows(r.body.dataset_id, id)).toEqual({ skills: 1, nodes: 1, edges: 1, vectors: 1, nodeSets: 1 });
  });

  it("re-ingesting the same name in the same dataset updates in place", async ({ expect }) => {
    const first = await ingest({ skills_text: CSV_SKILL, skill_name: "csv", dataset_name: "skills_update" });
    const second = await ingest({
      skills_text: CSV_SKILL.replace("Clean and deduplicate", "Validate, clean and deduplicate"),
      skill_name: "csv",
      dataset_id: first.body.dataset_id,
    });
    expect(second.status).toBe(200);
    expect(second.body.items[0].id).toBe(first.body.items[0].id);
    expect(second.body.items[0].created).toBe(false);
    const list = await call(`/api/v1/skills?dataset_id=${first.body.dataset_id}`);
    const rows = await json(list);
    expect(rows).toHaveLength(1);
    expect(rows[0].description).toBe("Validate, clean and deduplicate CSV spreadsheets before import.");
  });

  it("the same name in another dataset is a different skill", async ({ expect }) => {
    const a = await ingest({ skills_text: CSV_SKILL, skill_name: "shared-name", dataset_name: "skills_a" });
    const b = await ingest({ skills_text: CSV_SKILL, skill_name: "shared-name", dataset_name: "skills_b" });
    expect(a.body.dataset_id).not.toBe(b.body.dataset_id);
    expect(a.body.items[0].id).not.toBe(b.body.items[0].id);
  });

  it("defaults skill_name to `skill`", async ({ expect }) => {
    const r = await ingest({ skills_text: CSV_SKILL, dataset_name: "skills_default" });
    expect(r.body.items[0].name).toBe("skill");
  });

  it("refuses bad requests: no dataset (400), no skills_text (422), empty text (400), bad name (400)", async ({ expect }) => {
    const noDataset = await ingest({ skills_text: CSV_SKILL });
    expect(noDataset.status).toBe(400);
    expect(noDataset.body.detail).toBe("Either dataset_name or dataset_id is required. [InvalidRequestError]");
    const missing = await ingest({ dataset_name: "skills_bad" });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0].loc).toEqual(["body", "skills_text"]);
    expect((await ingest({ skills_text: "   ", dataset_name: "skills_bad" })).status).toBe(400);
    const badName = await ingest({ skills_text: CSV_SKILL, skill_name: "../etc", dataset_name: "skills_bad" });
    expect(badName.status).toBe(400);
    expect(badName.body.detail).toContain("[InvalidSkillNameError]");
    expect((await ingest({ skills_text: CSV_SKILL, dataset_id: "not-a-uuid" })).status).toBe(422);
  });
});

describe("GET /api/v1/skills and /skills/{id}", () => {
  it("lists metadata (no procedure) and fetches one skill with its procedure", async ({ expect }) => {
    const a = await ingest({ skills_text: PDF_SKILL, skill_name: "pdf", dataset_name: "skills_list" });
    await ingest({ skills_text: CSV_SKILL, skill_name: "csv", dataset_id: a.body.dataset_id });
    const list = await json(await call(`/api/v1/skills/?dataset_id=${a.body.dataset_id}`));
    expect(list.map((s: { name: string }) => s.name)).toEqual(["csv", "pdf"]);
    const pdf = list[1];
    expect(pdf).toEqual({
      id: a.body.items[0].id,
      name: "pdf",
      description: "Extract text and tables from PDF files.",
      maintainer: "Acme Docs Team",
      maintainer_url: "https://example.com/pdf-skill",
      version: "1.2.0",
      tags: ["pdf", "extraction"],
      license: "MIT",
      declared_tools: ["Read", "Bash(pdftotext:*)", "Write"],
      dataset_scope: [a.body.dataset_id],
      is_active: true,
      source_repo_url: "",
      source_dir: `inline-skills/${a.body.dataset_id}/pdf`,
    });
    const paged = await json(await call(`/api/v1/skills?dataset_id=${a.body.dataset_id}&limit=1&offset=1`));
    expect(paged.map((s: { name: string }) => s.name)).toEqual(["pdf"]);
    const one = await json(await call(`/api/v1/skills/${pdf.id}?dataset_id=${a.body.dataset_id}`));
    expect(one.procedure).toContain("Run pdftotext");
    expect(one.name).toBe("pdf");
  });

  it("validates the query: dataset_id required (422), limit 1..1000 (422)", async ({ expect }) => {
    const noDs = await call("/api/v1/skills");
    expect(noDs.status).toBe(422);
    expect((await json(noDs)).detail[0].loc).toEqual(["query", "dataset_id"]);
    const a = await ingest({ skills_text: CSV_SKILL, dataset_name: "skills_q" });
    const bad = await call(`/api/v1/skills?dataset_id=${a.body.dataset_id}&limit=0`);
    expect(bad.status).toBe(422);
    await bad.text();
    const noDs2 = await call(`/api/v1/skills/${a.body.items[0].id}`);
    expect(noDs2.status).toBe(422);
    await noDs2.text();
  });

  it("404 for a skill not in the dataset; 403 for an unknown dataset", async ({ expect }) => {
    const a = await ingest({ skills_text: CSV_SKILL, skill_name: "only-a", dataset_name: "skills_404a" });
    const b = await ingest({ skills_text: CSV_SKILL, skill_name: "only-b", dataset_name: "skills_404b" });
    const wrong = await call(`/api/v1/skills/${a.body.items[0].id}?dataset_id=${b.body.dataset_id}`);
    expect(wrong.status).toBe(404);
    expect((await json(wrong)).detail).toContain("[SkillNotFoundError]");
    const unknown = await call(`/api/v1/skills?dataset_id=${crypto.randomUUID()}`);
    expect(unknown.status).toBe(403);
    expect((await json(unknown)).detail).toContain("[PermissionDeniedError]");
  });
});

describe("DELETE /api/v1/skills/{id}", () => {
  it("hard-deletes node, edges and embedding; then 404", async ({ expect }) => {
    const a = await ingest({ skills_text: PDF_SKILL, skill_name: "to-delete", dataset_name: "skills_del" });
    const keep = await ingest({ skills_text: CSV_SKILL, skill_name: "keeper", dataset_id: a.body.dataset_id });
    const id = a.body.items[0].id;
    const res = await call(`/api/v1/skills/${id}?dataset_id=${a.body.dataset_id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: "deleted", id, dataset_id: a.body.dataset_id });
    expect(await podRows(a.body.dataset_id, id)).toEqual({ skills: 0, nodes: 0, edges: 0, vectors: 0, nodeSets: 1 });
    // The other skill still belongs to the `skills` NodeSet.
    expect((await podRows(a.body.dataset_id, keep.body.items[0].id)).edges).toBe(1);
    const again = await call(`/api/v1/skills/${id}?dataset_id=${a.body.dataset_id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect((await json(again)).detail).toContain("[SkillNotFoundError]");
    const get = await call(`/api/v1/skills/${id}?dataset_id=${a.body.dataset_id}`);
    expect(get.status).toBe(404);
    await get.text();
  });

  it("removes the `skills` NodeSet with the last skill", async ({ expect }) => {
    const a = await ingest({ skills_text: PDF_SKILL, skill_name: "last", dataset_name: "skills_last" });
    const res = await call(`/api/v1/skills/${a.body.items[0].id}?dataset_id=${a.body.dataset_id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    await res.text();
    expect((await podRows(a.body.dataset_id, a.body.items[0].id)).nodeSets).toBe(0);
  });

  it("dataset_id is required (422)", async ({ expect }) => {
    const res = await call(`/api/v1/skills/${crypto.randomUUID()}`, { method: "DELETE" });
    expect(res.status).toBe(422);
    expect((await json(res)).detail[0].loc).toEqual(["query", "dataset_id"]);
  });

  it("409 when the deletion itself fails", async ({ expect }) => {
    const a = await ingest({ skills_text: CSV_SKILL, skill_name: "fragile", dataset_name: "skills_409" });
    const row = await getDatasetById(createDb(env.DB), a.body.dataset_id);
    const user: Principal = { id: row!.ownerId, email: "x@example.com", tenantId: null, isSuperuser: false, isAgent: false, parentUserId: null, via: "default" };
    const failing = {
      deleteSkill: async () => {
        throw new Error("storage exploded");
      },
    } as unknown as PodStub;
    const err = await deleteSkill({ ...portsFor(env, settings), pods: () => failing }, user, a.body.dataset_id, a.body.items[0].id).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ status: 409, errorName: "SkillDeletionError" });
  });
});

describe("skills and permissions (authentication on)", () => {
  it("write needed to ingest, read to list, delete to delete", async ({ expect }) => {
    const owner = await signUp("skill-owner");
    const other = await signUp("skill-other");
    const made = await req("/skills", { json: { skills_text: PDF_SKILL, skill_name: "private", dataset_name: "owner_skills" }, apiKey: owner.apiKey });
    expect(made.status).toBe(200);
    const { dataset_id, items } = await body(made);
    const skillId = items[0].id;

    // Another user: no grant at all.
    expect(await status(await req(`/skills?dataset_id=${dataset_id}`, { apiKey: other.apiKey }))).toBe(403);
    expect(await status(await req(`/skills/${skillId}?dataset_id=${dataset_id}`, { apiKey: other.apiKey }))).toBe(403);
    expect(await status(await req("/skills", { json: { skills_text: CSV_SKILL, dataset_id }, apiKey: other.apiKey }))).toBe(403);
    expect(await status(await req(`/skills/${skillId}?dataset_id=${dataset_id}`, { method: "DELETE", apiKey: other.apiKey }))).toBe(403);

    // Read grant only: list and fetch work, delete and write do not.
    const grant = await req(`/permissions/datasets/${other.id}?permission_name=read`, { json: [dataset_id], apiKey: owner.apiKey });
    expect(grant.status).toBe(200);
    await grant.text();
    const listed = await req(`/skills?dataset_id=${dataset_id}`, { apiKey: other.apiKey });
    expect(listed.status).toBe(200);
    expect((await body(listed)).map((s: { id: string }) => s.id)).toEqual([skillId]);
    const denied = await req(`/skills/${skillId}?dataset_id=${dataset_id}`, { method: "DELETE", apiKey: other.apiKey });
    expect(denied.status).toBe(403);
    expect((await body(denied)).detail).toContain("[delete]");
    expect(await status(await req("/skills", { json: { skills_text: CSV_SKILL, dataset_id }, apiKey: other.apiKey }))).toBe(403);
    // The skill survived.
    expect(await status(await req(`/skills/${skillId}?dataset_id=${dataset_id}`, { apiKey: owner.apiKey }))).toBe(200);
  });
});

describe("SKILLS search (metadata-only discovery)", () => {
  it("ranks the matching skill first and returns no procedure", async ({ expect }) => {
    const a = await ingest({ skills_text: PDF_SKILL, skill_name: "pdf-extract", dataset_name: "skills_search" });
    await ingest({ skills_text: CSV_SKILL, skill_name: "csv-clean", dataset_id: a.body.dataset_id });
    const dataset = (await getDatasetById(createDb(env.DB), a.body.dataset_id))!;
    const hits = await searchSkills({ ports: portsFor(env, settings), settings }, dataset, "deduplicate rows in a spreadsheet", 5);
    expect(hits[0]!.name).toBe("csv-clean");
    expect(hits[0]!.matched_by).toContain("lexical");
    expect(hits[0]).not.toHaveProperty("procedure");
    const pdfHits = await searchSkills({ ports: portsFor(env, settings), settings, provider: createAiProvider(env, settings) }, dataset, "pdf tables", 1);
    expect(pdfHits.map((h) => h.name)).toEqual(["pdf-extract"]);
    expect(await searchSkills({ ports: portsFor(env, settings), settings }, dataset, "   ", 5)).toEqual([]);
  });

  it("runs through POST /api/v1/search with search_type SKILLS, in exactly one dataset", async ({ expect }) => {
    const a = await ingest({ skills_text: PDF_SKILL, skill_name: "pdf-http", dataset_name: "skills_http_search" });
    await ingest({ skills_text: CSV_SKILL, skill_name: "csv-http", dataset_id: a.body.dataset_id });
    const res = await postJson("/api/v1/search", { query: "extract tables from a pdf", search_type: "SKILLS", datasets: ["skills_http_search"] });
    expect(res.status).toBe(200);
    const out = await json(res);
    expect(out).toHaveLength(1);
    expect(out[0].dataset_id).toBe(a.body.dataset_id);
    expect(out[0].search_result[0]).toMatchObject({ name: "pdf-http", declared_tools: ["Read", "Bash(pdftotext:*)", "Write"] });
    expect(out[0].search_result[0]).not.toHaveProperty("procedure");
    const byId = await postJson("/api/v1/search", { query: "csv", search_type: "SKILLS", dataset_ids: [a.body.dataset_id] });
    expect((await json(byId))[0].search_result[0].name).toBe("csv-http");

    const two = await postJson("/api/v1/search", { query: "pdf", search_type: "SKILLS", datasets: ["skills_http_search", "skills_ds"] });
    expect(two.status).toBe(400);
    expect((await json(two)).detail).toContain("[SkillsSearchScopeError]");
    // No dataset named: every readable dataset would be searched, which is more than one here.
    const all = await postJson("/api/v1/search", { query: "pdf", search_type: "SKILLS" });
    expect(all.status).toBe(400);
    expect((await json(all)).detail).toMatch(/exactly one dataset \(got \d+\)/);
  });

  it("searches exactly one dataset", ({ expect }) => {
    expect(() => requireSingleDataset([])).toThrow(/exactly one dataset \(got 0\)/);
    expect(() => requireSingleDataset([1, 2])).toThrow(/exactly one dataset \(got 2\)/);
    expect(requireSingleDataset(["only"])).toBe("only");
  });

  it("a purged dataset takes its skills with it", async ({ expect }) => {
    const a = await ingest({ skills_text: CSV_SKILL, skill_name: "purged", dataset_name: "skills_purge" });
    const row = (await getDatasetById(createDb(env.DB), a.body.dataset_id))!;
    await getPod(env, row.workspaceId).purgeDataset(row.id);
    expect(await podRows(row.id, a.body.items[0].id)).toEqual({ skills: 0, nodes: 0, edges: 0, vectors: 0, nodeSets: 0 });
  });
});
