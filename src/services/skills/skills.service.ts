import type { AiProvider } from "../../ai/types";
import { ApiError, badRequest, conflict, notFound } from "../../core/errors";
import { idFor, NAMESPACE_URL, uuid5 } from "../../core/ids";
import type { Principal } from "../../lib/types";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import type { PodStub } from "../../storage/pods";
import type { Ports } from "../../storage/ports";
import type { ProposalDetail, SkillDetail, SkillIngestResult, SkillListItem } from "../../../schemas/skills.schemas";
import { requireDataset, resolveWritableDataset } from "../datasets.service";
import { parseSkillMarkdown } from "./skill-parser";
import { type ProposalInput, type ProposalRecord, SKILLS_NODE_SET, SKILL_COLLECTION, type SkillRecord, skillSearchText } from "../../core/pod/skills";

export interface SkillsDeps extends Pick<Ports, "db" | "settings" | "pods" | "vectors" | "ai"> {
  /** Override for tests; production builds one from configuration (`ai`). */
  provider?: AiProvider;
}

const podOf = (deps: SkillsDeps, dataset: DatasetRow): PodStub => deps.pods(dataset.workspaceId);
const providerOf = (deps: SkillsDeps): AiProvider => deps.provider ?? deps.ai();
/** Workers RPC typing turns `unknown`-typed fields into `never`; pod answers are plain data of type T. */
const rpc = async <T>(answer: PromiseLike<unknown>): Promise<T> => (await answer) as T;

/** cognee writes inline skills_text to a per-dataset deterministic staging folder named after the skill. */
export const inlineSourceDir = (datasetId: string, name: string) => `inline-skills/${datasetId}/${name}`;

/** Reference §5.4: `uuid5(NAMESPACE_URL, "cognee:skill:<dataset_id>:<source_dir>:<name>")`. */
export const skillIdFor = (datasetId: string, sourceDir: string, name: string) =>
  uuid5(`cognee:skill:${datasetId}:${sourceDir}:${name}`, NAMESPACE_URL);

/** The `skills` NodeSet node and a skill's `belongs_to_set` edge (graph contract ids). */
const nodeSetId = idFor("NodeSet", SKILLS_NODE_SET);
const edgeIdFor = (src: string, rel: string, dst: string) => uuid5(`${src}${rel}${dst}`.toLowerCase().replace(/ /g, "_"));

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function validateSkillName(raw: string | null | undefined): string {
  const name = (raw ?? "").trim() || "skill";
  if (name.length > 255 || /[\u0000-\u001f\u007f/\\]/.test(name) || name === "." || name === "..") {
    throw badRequest(
      `Skill name "${name.slice(0, 80)}" is not valid: use 1-255 characters without slashes or control characters.`,
      "InvalidSkillNameError",
    );
  }
  return name;
}

/**
 * Embeds one skill's search text and returns the point for the pod (through the vector index port, so
 * Vectorize gets the real vector and the pod a zero-length placeholder). Inputs beyond the model's limit
 * are cut at ~4 characters per token.
 */
async function embedSkill(
  deps: SkillsDeps,
  pod: PodStub,
  dataset: DatasetRow,
  skillId: string,
  searchText: string,
): Promise<{ model: string; vector: number[] }> {
  const provider = providerOf(deps);
  const embedder = provider.embedder;
  const text = searchText.slice(0, Math.max(512, embedder.maxInputTokens * 4));
  const [vector] = await embedder.embed([text]);
  const index = deps.vectors(pod, dataset.workspaceId);
  const [prepared] = await index.prepareUpsert(
    [{ datasetId: dataset.id, collection: SKILL_COLLECTION, id: skillId, vector: vector!, text: searchText, payload: {} }],
    embedder.model,
  );
  return { model: embedder.model, vector: Array.from(prepared!.vector) };
}

export function toListItem(s: SkillRecord): SkillListItem {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    maintainer: s.maintainer,
    maintainer_url: s.maintainer_url,
    version: s.version,
    tags: s.tags,
    license: s.license,
    declared_tools: s.declared_tools,
    dataset_scope: [s.dataset_id],
    is_active: s.is_active,
    source_repo_url: s.source_repo_url,
    source_dir: s.source_dir,
  };
}

const toDetail = (s: SkillRecord): SkillDetail => ({ ...toListItem(s), procedure: s.procedure });

export interface IngestSkillInput {
  skillsText: string;
  skillName?: string | null;
  datasetName?: string | null;
  datasetId?: string | null;
}

/**
 * `POST /skills`: parses SKILL.md text into one skill of the dataset (created by name when missing;
 * write permission). Same name in the same dataset updates the skill in place (stable id); the same
 * name elsewhere is another skill. Answers cognee's RememberResult shape.
 */
export async function ingestSkill(deps: SkillsDeps, user: Principal, input: IngestSkillInput): Promise<SkillIngestResult> {
  const started = Date.now();
  if (!input.datasetName?.trim() && !input.datasetId) {
    throw badRequest("Either dataset_name or dataset_id is required.", "InvalidRequestError");
  }
  const name = validateSkillName(input.skillName);
  if (!input.skillsText.trim()) throw badRequest("skills_text is empty.", "InvalidSkillError");
  const parsed = parseSkillMarkdown(input.skillsText);
  if (!parsed.procedure && !parsed.description) {
    throw badRequest("skills_text has neither a procedure body nor a description.", "InvalidSkillError");
  }
  const dataset = await resolveWritableDataset(deps.db, user, {
    datasetId: input.datasetId ?? null,
    datasetName: input.datasetId ? null : input.datasetName!.trim(),
  });
  const pod = podOf(deps, dataset);
  const sourceDir = inlineSourceDir(dataset.id, name);
  const id = skillIdFor(dataset.id, sourceDir, name);
  const contentHash = (await sha256Hex(input.skillsText)).slice(0, 16);
  const vector = await embedSkill(deps, pod, dataset, id, skillSearchText(name, parsed.description, parsed.procedure));
  const { created, skill } = await rpc<{ created: boolean; skill: SkillRecord }>(pod.upsertSkill(dataset.id, {
    id,
    name,
    description: parsed.description,
    procedure: parsed.procedure,
    maintainer: parsed.maintainer,
    maintainerUrl: parsed.maintainerUrl,
    version: parsed.version,
    tags: parsed.tags,
    license: parsed.license,
    declaredTools: parsed.declaredTools,
    sourceDir,
    sourceRepoUrl: "",
    frontMatter: parsed.frontMatter,
    contentHash,
    nodeSetId,
    edgeId: edgeIdFor(id, "belongs_to_set", nodeSetId),
    vector,
  }));
  return {
    status: "completed",
    dataset_id: dataset.id,
    dataset_name: dataset.name,
    pipeline_run_id: null,
    items_processed: 1,
    elapsed_seconds: (Date.now() - started) / 1000,
    content_hash: contentHash,
    items: [{ id: skill.id, name: skill.name, kind: "skill", declared_tools: skill.declared_tools, created }],
    ...(parsed.warnings.length ? { warnings: parsed.warnings } : {}),
  };
}

/** Read/delete routes address one dataset by id: unknown or not permitted is 403 (existence is not confirmed). */
const datasetFor = (deps: SkillsDeps, user: Principal, datasetId: string, permission: "read" | "delete" | "write") =>
  requireDataset(deps.db, user, datasetId, permission, "403");

export async function listSkills(
  deps: SkillsDeps,
  user: Principal,
  q: { datasetId: string; includeInactive: boolean; limit: number; offset: number },
): Promise<SkillListItem[]> {
  const dataset = await datasetFor(deps, user, q.datasetId, "read");
  const rows = await rpc<SkillRecord[]>(podOf(deps, dataset).listSkills(dataset.id, q));
  return rows.map(toListItem);
}

export async function getSkill(deps: SkillsDeps, user: Principal, datasetId: string, skillId: string): Promise<SkillDetail> {
  const dataset = await datasetFor(deps, user, datasetId, "read");
  const skill = await rpc<SkillRecord | null>(podOf(deps, dataset).getSkill(dataset.id, skillId));
  if (!skill) throw notFound(`Skill ${skillId} not found in dataset ${dataset.id}.`, "SkillNotFoundError");
  return toDetail(skill);
}

/**
 * Hard delete (delete permission): node, edges and local vector in the pod, then the external vector
 * point best-effort. 404 when the skill is not in the dataset; 409 when the pod could not delete it.
 */
export async function deleteSkill(
  deps: SkillsDeps,
  user: Principal,
  datasetId: string,
  skillId: string,
): Promise<{ status: "deleted"; id: string; dataset_id: string }> {
  const dataset = await datasetFor(deps, user, datasetId, "delete");
  const pod = podOf(deps, dataset);
  let result: { deleted: boolean; vectorRefs: { collection: string; id: string }[] };
  try {
    result = await pod.deleteSkill(dataset.id, skillId);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    console.error("skill deletion failed", err);
    throw conflict(`Failed to delete skill ${skillId}.`, "SkillDeletionError");
  }
  if (!result.deleted) throw notFound(`Skill ${skillId} not found in dataset ${dataset.id}.`, "SkillNotFoundError");
  if (result.vectorRefs.length) {
    const index = deps.vectors(pod, dataset.workspaceId);
    try {
      await index.delete(result.vectorRefs.map((r) => ({ ...r, datasetId: dataset.id })));
    } catch (err) {
      // Spec: embedding cleanup is best-effort; the skill itself is gone.
      console.warn("skill embedding cleanup failed", err);
    }
  }
  return { status: "deleted", id: skillId, dataset_id: dataset.id };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toProposalDetail(p: ProposalRecord): ProposalDetail {
  return {
    proposal_id: p.proposal_id,
    skill_id: p.skill_id,
    skill_name: p.skill_name,
    status: p.status,
    confidence: p.confidence,
    rationale: p.rationale,
    model_name: p.model_name,
    old_procedure: p.old_procedure,
    proposed_procedure: p.proposed_procedure,
    runs_used: p.runs_used,
    dataset_scope: [p.dataset_id],
    dataset_id: p.dataset_id,
    created_at: iso(p.created_at)!,
    applied_at: iso(p.applied_at),
  };
}

/** `GET /proposals/{id}` (read permission). Reading never changes the proposal. */
export async function getProposal(deps: SkillsDeps, user: Principal, datasetId: string, proposalId: string): Promise<ProposalDetail> {
  const dataset = await datasetFor(deps, user, datasetId, "read");
  const proposal = await podOf(deps, dataset).getSkillProposal(dataset.id, proposalId);
  if (!proposal) throw notFound(`Proposal ${proposalId} not found in dataset ${dataset.id}.`, "ProposalNotFoundError");
  return toProposalDetail(proposal);
}

/**
 * For `remember/entry` with `skill_improvement` (the caller has already checked write permission on
 * `dataset`): stores a `proposed` proposal for a skill of the dataset. 404 when the skill is not there.
 */
export async function createSkillProposal(deps: SkillsDeps, dataset: DatasetRow, input: ProposalInput): Promise<ProposalDetail> {
  const proposal = await podOf(deps, dataset).createSkillProposal(dataset.id, input);
  return toProposalDetail(proposal);
}

/**
 * Applies a proposal (caller checked write permission): `proposed` -> `applied`, the skill's procedure
 * becomes the proposed one and its embedding is refreshed. Idempotent (`changed: false` the second time).
 */
export async function applySkillProposal(
  deps: SkillsDeps,
  dataset: DatasetRow,
  proposalId: string,
): Promise<{ proposal: ProposalDetail; skill: SkillDetail; changed: boolean }> {
  const pod = podOf(deps, dataset);
  const proposal = await pod.getSkillProposal(dataset.id, proposalId);
  if (!proposal) throw notFound(`Proposal ${proposalId} not found in dataset ${dataset.id}.`, "ProposalNotFoundError");
  let vector: { model: string; vector: number[] } | null = null;
  if (proposal.status === "proposed") {
    const skill = await rpc<SkillRecord | null>(pod.getSkill(dataset.id, proposal.skill_id));
    if (!skill) throw notFound(`Skill ${proposal.skill_id} of proposal ${proposalId} no longer exists.`, "SkillNotFoundError");
    vector = await embedSkill(deps, pod, dataset, skill.id, skillSearchText(skill.name, skill.description, proposal.proposed_procedure));
  }
  const out = await rpc<{ proposal: ProposalRecord; skill: SkillRecord; changed: boolean }>(
    pod.applySkillProposal(dataset.id, proposalId, vector),
  );
  return { proposal: toProposalDetail(out.proposal), skill: toDetail(out.skill), changed: out.changed };
}
