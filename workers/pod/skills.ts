import { ApiError } from "../../src/core/errors";
import { all, one, run } from "./sql";
import { deleteVectors, upsertVectors } from "./vectors";
import { type ProposalInput, type ProposalRecord, SKILLS_NODE_SET, SKILL_COLLECTION, SKILL_NODE_TYPE, type SkillRecord, type SkillUpsert, skillSearchText } from "../../src/core/pod/skills";
import { type VectorPoint } from "../../src/core/pod/graph-writes";
import { json } from "../../src/core/json";

const ledgerDataId = (skillId: string) => `skill:${skillId}`;

/** A `skills` row as stored: the record with its JSON columns as text and its flag as 0/1. */
type SkillRow = Omit<SkillRecord, "tags" | "declared_tools" | "is_active" | "front_matter"> & {
  tags: string;
  declared_tools: string;
  is_active: number;
  front_matter: string;
};

interface ProposalRow {
  dataset_id: string;
  id: string;
  skill_id: string;
  skill_name: string;
  status: string;
  confidence: number;
  rationale: string;
  model_name: string;
  old_procedure: string;
  proposed_procedure: string;
  runs_used: string;
  created_at: number;
  updated_at: number;
  applied_at: number | null;
}

const toSkill = (r: SkillRow): SkillRecord => ({
  ...r,
  tags: json<string[]>(r.tags, []),
  declared_tools: json<string[]>(r.declared_tools, []),
  is_active: r.is_active === 1,
  front_matter: json<Record<string, unknown>>(r.front_matter, {}),
});

const toProposal = (r: ProposalRow): ProposalRecord => ({
  dataset_id: r.dataset_id,
  proposal_id: r.id,
  skill_id: r.skill_id,
  skill_name: r.skill_name,
  status: r.status === "applied" ? "applied" : "proposed",
  confidence: r.confidence,
  rationale: r.rationale,
  model_name: r.model_name,
  old_procedure: r.old_procedure,
  proposed_procedure: r.proposed_procedure,
  runs_used: json<string[]>(r.runs_used, []),
  created_at: r.created_at,
  updated_at: r.updated_at,
  applied_at: r.applied_at,
});

function nodeProps(s: SkillRecord): Record<string, unknown> {
  return {
    declared_tools: s.declared_tools,
    tags: s.tags,
    maintainer: s.maintainer,
    maintainer_url: s.maintainer_url,
    version: s.version,
    license: s.license,
    source_dir: s.source_dir,
    source_repo_url: s.source_repo_url,
    is_active: s.is_active,
    dataset_scope: [s.dataset_id],
    content_hash: s.content_hash,
    belongs_to_set: [SKILLS_NODE_SET],
  };
}

/** Writes (or rewrites) the skill's graph node with the record's current fields. */
function writeSkillNode(sql: SqlStorage, s: SkillRecord, now: number): void {
  run(
    sql,
    `INSERT INTO nodes (dataset_id, id, type, name, description, props, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(dataset_id, id) DO UPDATE SET
       type = excluded.type, name = excluded.name, description = excluded.description,
       props = excluded.props, updated_at = excluded.updated_at`,
    s.dataset_id,
    s.id,
    SKILL_NODE_TYPE,
    s.name,
    s.description,
    JSON.stringify(nodeProps(s)),
    now,
    now,
  );
}

export function getSkill(sql: SqlStorage, datasetId: string, skillId: string): SkillRecord | null {
  const row = one<SkillRow>(sql, `SELECT * FROM skills WHERE dataset_id = ? AND id = ?`, datasetId, skillId);
  return row ? toSkill(row) : null;
}

/**
 * Creates or updates one skill in place (same id = same dataset, source dir and name). Writes the row,
 * the graph node, the NodeSet + `belongs_to_set` edge, the ledger entries and the vector point in one
 * transaction. Idempotent: re-sending the same skill changes only `updated_at`.
 */
export function upsertSkill(
  storage: DurableObjectStorage,
  datasetId: string,
  s: SkillUpsert,
): { created: boolean; skill: SkillRecord } {
  const sql = storage.sql;
  const now = Date.now();
  let created = false;
  storage.transactionSync(() => {
    const existing = one<{ created_at: number; is_active: number }>(
      sql,
      `SELECT created_at, is_active FROM skills WHERE dataset_id = ? AND id = ?`,
      datasetId,
      s.id,
    );
    created = !existing;
    const searchText = skillSearchText(s.name, s.description, s.procedure);
    run(
      sql,
      `INSERT INTO skills (dataset_id, id, name, description, procedure, search_text, maintainer, maintainer_url, version,
                           tags, license, declared_tools, source_dir, source_repo_url, is_active, front_matter,
                           content_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)
       ON CONFLICT(dataset_id, id) DO UPDATE SET
         name = excluded.name, description = excluded.description, procedure = excluded.procedure,
         search_text = excluded.search_text, maintainer = excluded.maintainer, maintainer_url = excluded.maintainer_url,
         version = excluded.version, tags = excluded.tags, license = excluded.license,
         declared_tools = excluded.declared_tools, source_dir = excluded.source_dir,
         source_repo_url = excluded.source_repo_url, is_active = 1, front_matter = excluded.front_matter,
         content_hash = excluded.content_hash, updated_at = excluded.updated_at`,
      datasetId,
      s.id,
      s.name,
      s.description,
      s.procedure,
      searchText,
      s.maintainer,
      s.maintainerUrl,
      s.version,
      JSON.stringify(s.tags),
      s.license,
      JSON.stringify(s.declaredTools),
      s.sourceDir,
      s.sourceRepoUrl,
      JSON.stringify(s.frontMatter),
      s.contentHash,
      existing?.created_at ?? now,
      now,
    );
    const skill = getSkill(sql, datasetId, s.id)!;
    writeSkillNode(sql, skill, now);
    run(
      sql,
      `INSERT INTO nodes (dataset_id, id, type, name, description, props, created_at, updated_at)
       VALUES (?, ?, 'NodeSet', ?, NULL, '{}', ?, ?) ON CONFLICT(dataset_id, id) DO NOTHING`,
      datasetId,
      s.nodeSetId,
      SKILLS_NODE_SET,
      now,
      now,
    );
    run(
      sql,
      `INSERT INTO edges (dataset_id, source_id, relationship_name, target_id, id, edge_text, props, created_at)
       VALUES (?, ?, 'belongs_to_set', ?, ?, ?, '{}', ?)
       ON CONFLICT(dataset_id, source_id, relationship_name, target_id) DO NOTHING`,
      datasetId,
      s.id,
      s.nodeSetId,
      s.edgeId,
      `${s.name} belongs to ${SKILLS_NODE_SET}.`,
      now,
    );
    const ledger = ledgerDataId(s.id);
    for (const [kind, ref] of [
      ["node", s.id],
      ["node", s.nodeSetId],
      ["edge", s.edgeId],
      ["vector", `${SKILL_COLLECTION}|${s.id}`],
    ] as const) {
      run(sql, `INSERT OR IGNORE INTO ledger (dataset_id, data_id, kind, ref_id) VALUES (?, ?, ?, ?)`, datasetId, ledger, kind, ref);
    }
    if (s.vector) {
      upsertVectors(sql, [
        {
          ...s.vector,
          datasetId,
          collection: SKILL_COLLECTION,
          id: s.id,
          text: searchText,
          payload: skillPayload(skill),
        },
      ]);
    }
  });
  return { created, skill: getSkill(sql, datasetId, s.id)! };
}

/** Payload of a skill's vector point (metadata only; the procedure stays in the table). */
export function skillPayload(s: SkillRecord): Record<string, unknown> {
  return {
    id: s.id,
    text: s.name,
    type: SKILL_NODE_TYPE,
    name: s.name,
    description: s.description,
    declared_tools: s.declared_tools,
    belongs_to_set: [SKILLS_NODE_SET],
  };
}

/** Newest first is not useful for skills: listing is by name, stable for paging. */
export function listSkills(
  sql: SqlStorage,
  datasetId: string,
  opts: { includeInactive: boolean; limit: number; offset: number },
): SkillRecord[] {
  return all<SkillRow>(
    sql,
    `SELECT * FROM skills WHERE dataset_id = ? ${opts.includeInactive ? "" : "AND is_active = 1"}
      ORDER BY name, id LIMIT ? OFFSET ?`,
    datasetId,
    opts.limit,
    opts.offset,
  ).map(toSkill);
}

export function skillsByIds(sql: SqlStorage, datasetId: string, ids: string[]): SkillRecord[] {
  if (ids.length === 0) return [];
  // DO SQLite: at most 100 bound parameters per statement; bind one JSON array instead.
  return all<SkillRow>(
    sql,
    `SELECT * FROM skills WHERE dataset_id = ? AND id IN (SELECT value FROM json_each(?))`,
    datasetId,
    JSON.stringify(ids),
  ).map(toSkill);
}

/** FTS5 query from free text: each word quoted (no operators reach FTS5), OR-ed. */
export function ftsQuery(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).filter((w) => w.length > 1).slice(0, 32);
  if (words.length === 0) return null;
  return [...new Set(words)].map((w) => `"${w.replace(/"/g, "")}"`).join(" OR ");
}

/** Active skills ranked by BM25 over `search_text` (best first). */
export function lexicalSkillHits(sql: SqlStorage, datasetId: string, query: string, limit: number): { id: string; bm25: number }[] {
  const match = ftsQuery(query);
  if (!match) return [];
  return all<{ id: string; bm25: number }>(
    sql,
    `SELECT s.id AS id, bm25(skills_fts) AS bm25
       FROM skills_fts JOIN skills s ON s.rowid = skills_fts.rowid
      WHERE skills_fts MATCH ? AND s.dataset_id = ? AND s.is_active = 1
      ORDER BY bm25 LIMIT ?`,
    match,
    datasetId,
    limit,
  );
}

/**
 * Hard delete: the row, the graph node and every edge touching it, the ledger rows, the local vector
 * point, and the `skills` NodeSet when nothing else belongs to it. Returns the vector refs so the caller
 * can also clear an external index (best effort). `deleted` is false when no such skill is in the dataset.
 */
export function deleteSkill(
  storage: DurableObjectStorage,
  datasetId: string,
  skillId: string,
): { deleted: boolean; vectorRefs: { collection: string; id: string }[] } {
  const sql = storage.sql;
  let deleted = false;
  storage.transactionSync(() => {
    deleted = run(sql, `DELETE FROM skills WHERE dataset_id = ? AND id = ?`, datasetId, skillId) > 0;
    if (!deleted) return;
    run(sql, `DELETE FROM edges WHERE dataset_id = ? AND (source_id = ? OR target_id = ?)`, datasetId, skillId, skillId);
    run(sql, `DELETE FROM nodes WHERE dataset_id = ? AND id = ?`, datasetId, skillId);
    const nodeSets = all<{ ref_id: string }>(
      sql,
      `SELECT ref_id FROM ledger WHERE dataset_id = ? AND data_id = ? AND kind = 'node' AND ref_id <> ?`,
      datasetId,
      ledgerDataId(skillId),
      skillId,
    );
    run(sql, `DELETE FROM ledger WHERE dataset_id = ? AND data_id = ?`, datasetId, ledgerDataId(skillId));
    for (const { ref_id } of nodeSets) {
      const stillUsed =
        one(sql, `SELECT 1 AS x FROM ledger WHERE dataset_id = ? AND kind = 'node' AND ref_id = ? LIMIT 1`, datasetId, ref_id) ??
        one(sql, `SELECT 1 AS x FROM edges WHERE dataset_id = ? AND (source_id = ? OR target_id = ?) LIMIT 1`, datasetId, ref_id, ref_id);
      if (!stillUsed) run(sql, `DELETE FROM nodes WHERE dataset_id = ? AND id = ? AND type = 'NodeSet'`, datasetId, ref_id);
    }
    deleteVectors(sql, datasetId, [{ collection: SKILL_COLLECTION, id: skillId }]);
  });
  return { deleted, vectorRefs: deleted ? [{ collection: SKILL_COLLECTION, id: skillId }] : [] };
}

// ---- proposals ----

export function getProposal(sql: SqlStorage, datasetId: string, proposalId: string): ProposalRecord | null {
  const row = one<ProposalRow>(sql, `SELECT * FROM skill_proposals WHERE dataset_id = ? AND id = ?`, datasetId, proposalId);
  return row ? toProposal(row) : null;
}

/**
 * Records a skill-improvement proposal (status `proposed`) against a skill of the dataset; `old_procedure`
 * is the skill's procedure at this moment. 404 `SkillNotFoundError` when the skill is not in the dataset.
 * Re-sending an existing proposal id returns the stored proposal unchanged (idempotent).
 */
export function createProposal(storage: DurableObjectStorage, datasetId: string, input: ProposalInput): ProposalRecord {
  const sql = storage.sql;
  const id = input.proposalId?.trim() || crypto.randomUUID();
  const existing = getProposal(sql, datasetId, id);
  if (existing) return existing;
  const skill = getSkill(sql, datasetId, input.skillId);
  if (!skill) throw new ApiError(404, "SkillNotFoundError", `Skill ${input.skillId} not found in dataset ${datasetId}.`);
  const confidence = Math.min(1, Math.max(0, Number.isFinite(input.confidence) ? Number(input.confidence) : 0));
  const now = Date.now();
  run(
    sql,
    `INSERT INTO skill_proposals (dataset_id, id, skill_id, skill_name, status, confidence, rationale, model_name,
                                  old_procedure, proposed_procedure, runs_used, created_at, updated_at, applied_at)
     VALUES (?, ?, ?, ?, 'proposed', ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
    datasetId,
    id,
    skill.id,
    skill.name,
    confidence,
    input.rationale ?? "",
    input.modelName ?? "",
    skill.procedure,
    input.proposedProcedure,
    JSON.stringify(input.runsUsed ?? []),
    now,
    now,
  );
  return getProposal(sql, datasetId, id)!;
}

/**
 * Applies a proposal: `proposed` -> `applied`, the skill's procedure (and search text, graph node and,
 * when given, its vector point) become the proposed procedure. Idempotent: applying an applied proposal
 * changes nothing and reports `changed: false`. 404 when the proposal or its skill is gone.
 */
export function applyProposal(
  storage: DurableObjectStorage,
  datasetId: string,
  proposalId: string,
  vector?: Omit<VectorPoint, "datasetId" | "collection" | "id"> | null,
): { proposal: ProposalRecord; skill: SkillRecord; changed: boolean } {
  const sql = storage.sql;
  const proposal = getProposal(sql, datasetId, proposalId);
  if (!proposal) throw new ApiError(404, "ProposalNotFoundError", `Proposal ${proposalId} not found in dataset ${datasetId}.`);
  const skill = getSkill(sql, datasetId, proposal.skill_id);
  if (!skill) throw new ApiError(404, "SkillNotFoundError", `Skill ${proposal.skill_id} of proposal ${proposalId} no longer exists.`);
  if (proposal.status === "applied") return { proposal, skill, changed: false };
  const now = Date.now();
  storage.transactionSync(() => {
    const searchText = skillSearchText(skill.name, skill.description, proposal.proposed_procedure);
    run(
      sql,
      `UPDATE skills SET procedure = ?, search_text = ?, updated_at = ? WHERE dataset_id = ? AND id = ?`,
      proposal.proposed_procedure,
      searchText,
      now,
      datasetId,
      skill.id,
    );
    run(
      sql,
      `UPDATE skill_proposals SET status = 'applied', applied_at = ?, updated_at = ? WHERE dataset_id = ? AND id = ?`,
      now,
      now,
      datasetId,
      proposalId,
    );
    const updated = getSkill(sql, datasetId, skill.id)!;
    writeSkillNode(sql, updated, now);
    if (vector) {
      upsertVectors(sql, [
        { ...vector, datasetId, collection: SKILL_COLLECTION, id: skill.id, text: searchText, payload: skillPayload(updated) },
      ]);
    }
  });
  return { proposal: getProposal(sql, datasetId, proposalId)!, skill: getSkill(sql, datasetId, skill.id)!, changed: true };
}

/** Drops every skill and proposal of a dataset (dataset deletion; graph rows go with the dataset purge). */
export function purgeSkills(sql: SqlStorage, datasetId: string): void {
  run(sql, `DELETE FROM skills WHERE dataset_id = ?`, datasetId);
  run(sql, `DELETE FROM skill_proposals WHERE dataset_id = ?`, datasetId);
}
