import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, it } from "vitest";
import { loadSettings } from "../../src/lib/settings";
import { createDb } from "../../src/storage/d1/client";
import { portsFor } from "../../src/storage/ports";
import { type DatasetRow, getDatasetById } from "../../src/storage/d1/datasets.repo";
import { getPod } from "../../src/storage/pods";
import { applySkillProposal, createSkillProposal } from "../../src/services/skills/skills.service";
import { searchSkills } from "../../src/services/skills/skills-search";
import { applyProposal, createProposal, getProposal, getSkill } from "../../workers/pod/skills";
import type { WorkspacePod } from "../../workers/workspace-pod.do";
import { call, json, postJson } from "../helpers";
import { body, req, signUp, status } from "./auth.helpers";

const settings = loadSettings(env);
const deps = () => portsFor(env, settings);

const SKILL = `---
description: Summarise a support ticket for the on-call engineer.
---
Read the ticket and write three bullet points.
`;

async function skillIn(datasetName: string, name = "ticket-summary"): Promise<{ dataset: DatasetRow; skillId: string }> {
  const res = await postJson("/api/v1/skills", { skills_text: SKILL, skill_name: name, dataset_name: datasetName });
  const b = await json(res);
  const dataset = (await getDatasetById(createDb(env.DB), b.dataset_id))!;
  return { dataset, skillId: b.items[0].id };
}

const podOf = (d: DatasetRow) => getPod(env, d.workspaceId) as unknown as DurableObjectStub<WorkspacePod>;

describe("proposal pod functions (workers/pod/skills.ts)", () => {
  it("createProposal records `proposed` with the current procedure; applyProposal applies once", async ({ expect }) => {
    const { dataset, skillId } = await skillIn("proposals_pod");
    await runInDurableObject(podOf(dataset), (_i, state) => {
      const p = createProposal(state.storage, dataset.id, {
        proposalId: "prop-1",
        skillId,
        proposedProcedure: "Read the ticket, check the runbook, then write three bullet points.",
        confidence: 0.8,
        rationale: "Runs failed when the runbook was skipped.",
        modelName: "test-model",
        runsUsed: ["run-1", "run-2"],
      });
      expect(p).toMatchObject({
        proposal_id: "prop-1",
        skill_id: skillId,
        skill_name: "ticket-summary",
        status: "proposed",
        confidence: 0.8,
        old_procedure: "Read the ticket and write three bullet points.",
        runs_used: ["run-1", "run-2"],
        applied_at: null,
      });
      // Same id again: idempotent, the stored proposal comes back unchanged.
      const again = createProposal(state.storage, dataset.id, { proposalId: "prop-1", skillId, proposedProcedure: "something else" });
      expect(again.proposed_procedure).toBe(p.proposed_procedure);

      const applied = applyProposal(state.storage, dataset.id, "prop-1");
      expect(applied.changed).toBe(true);
      expect(applied.proposal.status).toBe("applied");
      expect(applied.proposal.applied_at).toBeTypeOf("number");
      expect(applied.skill.procedure).toBe(p.proposed_procedure);
      expect(applied.skill.search_text).toBe(`ticket-summary\n\n${applied.skill.description}\n\n${p.proposed_procedure}`);
      const node = state.storage.sql.exec(`SELECT props FROM nodes WHERE dataset_id = ? AND id = ?`, dataset.id, skillId).toArray()[0] as { props: string };
      expect(JSON.parse(node.props).dataset_scope).toEqual([dataset.id]);

      const twice = applyProposal(state.storage, dataset.id, "prop-1");
      expect(twice.changed).toBe(false);
      expect(twice.proposal.applied_at).toBe(applied.proposal.applied_at);
      expect(getSkill(state.storage.sql, dataset.id, skillId)!.procedure).toBe(p.proposed_procedure);
    });
  });

  it("refuses proposals for unknown skills and unknown proposal ids (404)", async ({ expect }) => {
    const { dataset } = await skillIn("proposals_pod_404");
    await runInDurableObject(podOf(dataset), (_i, state) => {
      // Pod modules throw ApiError; the RPC wrapper (workers/pod/rpc.ts) carries its status and name to the Worker.
      const thrown = (fn: () => unknown) => {
        try {
          fn();
        } catch (err) {
          return err;
        }
        return null;
      };
      expect(thrown(() => createProposal(state.storage, dataset.id, { skillId: "nope", proposedProcedure: "x" }))).toMatchObject({ status: 404, errorName: "SkillNotFoundError" });
      expect(thrown(() => applyProposal(state.storage, dataset.id, "nope"))).toMatchObject({ status: 404, errorName: "ProposalNotFoundError" });
      const generated = createProposal(state.storage, dataset.id, {
        skillId: getSkillIdByName(state.storage.sql, dataset.id, "ticket-summary"),
        proposedProcedure: "x",
        confidence: 7,
      });
      expect(generated.proposal_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(generated.confidence).toBe(1);
      expect(getProposal(state.storage.sql, "other-dataset", generated.proposal_id)).toBeNull();
    });
  });
});

function getSkillIdByName(sql: SqlStorage, datasetId: string, name: string): string {
  return (sql.exec(`SELECT id FROM skills WHERE dataset_id = ? AND name = ?`, datasetId, name).toArray()[0] as { id: string }).id;
}

describe("GET /api/v1/proposals/{id}", () => {
  it("reads a proposal without changing it, then shows it applied after applying", async ({ expect }) => {
    const { dataset, skillId } = await skillIn("proposals_http");
    const created = await createSkillProposal(deps(), dataset, {
      proposalId: "p-http",
      skillId,
      proposedProcedure: "Read the ticket; quote the customer; write three bullet points.",
      confidence: 0.6,
      rationale: "Quotes help the on-call engineer.",
      modelName: "gpt-test",
    });
    expect(created.status).toBe("proposed");
    const url = `/api/v1/proposals/p-http?dataset_id=${dataset.id}`;
    const first = await json(await call(url));
    const second = await json(await call(url));
    expect(second).toEqual(first);
    expect(first).toMatchObject({
      proposal_id: "p-http",
      skill_id: skillId,
      skill_name: "ticket-summary",
      status: "proposed",
      confidence: 0.6,
      rationale: "Quotes help the on-call engineer.",
      model_name: "gpt-test",
      old_procedure: "Read the ticket and write three bullet points.",
      proposed_procedure: "Read the ticket; quote the customer; write three bullet points.",
      dataset_scope: [dataset.id],
      applied_at: null,
    });
    // Reading did not apply anything.
    expect((await json(await call(`/api/v1/skills/${skillId}?dataset_id=${dataset.id}`))).procedure).toBe(
      "Read the ticket and write three bullet points.",
    );

    const applied = await applySkillProposal(deps(), dataset, "p-http");
    expect(applied.changed).toBe(true);
    expect(applied.skill.procedure).toBe("Read the ticket; quote the customer; write three bullet points.");
    expect((await applySkillProposal(deps(), dataset, "p-http")).changed).toBe(false);
    const after = await json(await call(url));
    expect(after.status).toBe("applied");
    expect(after.applied_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await json(await call(`/api/v1/skills/${skillId}?dataset_id=${dataset.id}`))).procedure).toBe(
      "Read the ticket; quote the customer; write three bullet points.",
    );
    // The refreshed embedding and search text find the new wording.
    const hits = await searchSkills({ ports: portsFor(env, settings), settings }, dataset, "quote the customer", 3);
    expect(hits[0]?.id).toBe(skillId);
  });

  it("404 for an unknown proposal or one of another dataset; 422 without dataset_id; 403 unknown dataset", async ({ expect }) => {
    const a = await skillIn("proposals_a");
    const b = await skillIn("proposals_b");
    await createSkillProposal(deps(), a.dataset, { proposalId: "only-in-a", skillId: a.skillId, proposedProcedure: "x" });
    const unknown = await call(`/api/v1/proposals/nope?dataset_id=${a.dataset.id}`);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).detail).toContain("[ProposalNotFoundError]");
    const elsewhere = await call(`/api/v1/proposals/only-in-a?dataset_id=${b.dataset.id}`);
    expect(elsewhere.status).toBe(404);
    await elsewhere.text();
    const noDataset = await call(`/api/v1/proposals/only-in-a`);
    expect(noDataset.status).toBe(422);
    expect((await json(noDataset)).detail[0].loc).toEqual(["query", "dataset_id"]);
    const forbidden = await call(`/api/v1/proposals/only-in-a?dataset_id=${crypto.randomUUID()}`);
    expect(forbidden.status).toBe(403);
    await forbidden.text();
    // Deleting a skill removes its proposals: reading and applying them are 404 afterwards.
    await createSkillProposal(deps(), b.dataset, { proposalId: "orphan", skillId: b.skillId, proposedProcedure: "y" });
    const del = await call(`/api/v1/skills/${b.skillId}?dataset_id=${b.dataset.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    await del.text();
    expect(await applySkillProposal(deps(), b.dataset, "orphan").catch((e: unknown) => e)).toMatchObject({ status: 404, errorName: "ProposalNotFoundError" });
    expect(await status(await call(`/api/v1/proposals/orphan?dataset_id=${b.dataset.id}`))).toBe(404);
  });

  it("needs read permission on the dataset (authentication on)", async ({ expect }) => {
    const owner = await signUp("prop-owner");
    const other = await signUp("prop-other");
    const made = await req("/skills", { json: { skills_text: SKILL, dataset_name: "prop_private" }, apiKey: owner.apiKey });
    const { dataset_id, items } = await body(made);
    const dataset = (await getDatasetById(createDb(env.DB), dataset_id))!;
    await createSkillProposal(deps(), dataset, { proposalId: "secret", skillId: items[0].id, proposedProcedure: "z" });
    expect(await status(await req(`/proposals/secret?dataset_id=${dataset_id}`, { apiKey: owner.apiKey }))).toBe(200);
    const denied = await req(`/proposals/secret?dataset_id=${dataset_id}`, { apiKey: other.apiKey });
    expect(denied.status).toBe(403);
    expect((await body(denied)).detail).toContain("[read]");
  });
});
