import { type VectorPoint } from "./graph-writes";
/** Skill and proposal records, and the names the skill index uses on both sides of the pod. */

/**
 * Skills and skill-improvement proposals inside the workspace pod (tables `skills`, `skills_fts`,
 * `skill_proposals`; schema in migrations/do/workspace-pod.ts). A skill is also a graph node (`Skill`)
 * tagged into the `skills` NodeSet, and one point in the `Skill_search_text` vector collection.
 *
 * Graph rows a skill writes are recorded in the ledger under the pseudo data id `skill:<skill id>`, so the
 * ledger-based purge of a real data item never treats the shared `skills` NodeSet as exclusively its own
 * (which would drop the skills' `belongs_to_set` edges with it).
 */
export const SKILL_COLLECTION = "Skill_search_text";

export const SKILL_NODE_TYPE = "Skill";

export const SKILLS_NODE_SET = "skills";

/** cognee: `skill_text = search_text = "name\n\ndescription\n\nprocedure"`. */
export const skillSearchText = (name: string, description: string, procedure: string) =>
  `${name}\n\n${description}\n\n${procedure}`;

export interface SkillRecord {
  dataset_id: string;
  id: string;
  name: string;
  description: string;
  procedure: string;
  search_text: string;
  maintainer: string;
  maintainer_url: string;
  version: string;
  tags: string[];
  license: string;
  declared_tools: string[];
  source_dir: string;
  source_repo_url: string;
  is_active: boolean;
  front_matter: Record<string, unknown>;
  content_hash: string;
  created_at: number;
  updated_at: number;
}

/** Everything the service computed for one skill (ids included: the pod never derives them). */
export interface SkillUpsert {
  id: string;
  name: string;
  description: string;
  procedure: string;
  maintainer: string;
  maintainerUrl: string;
  version: string;
  tags: string[];
  license: string;
  declaredTools: string[];
  sourceDir: string;
  sourceRepoUrl: string;
  frontMatter: Record<string, unknown>;
  contentHash: string;
  /** The `skills` NodeSet node id and the skill's `belongs_to_set` edge id. */
  nodeSetId: string;
  edgeId: string;
  /** The `Skill_search_text` point (zero-length vector when Vectorize holds the real one). */
  vector: Omit<VectorPoint, "datasetId" | "collection" | "id"> | null;
}

export interface ProposalRecord {
  dataset_id: string;
  proposal_id: string;
  skill_id: string;
  skill_name: string;
  status: "proposed" | "applied";
  confidence: number;
  rationale: string;
  model_name: string;
  old_procedure: string;
  proposed_procedure: string;
  runs_used: string[];
  created_at: number;
  updated_at: number;
  applied_at: number | null;
}

export interface ProposalInput {
  /** Caller-chosen id (cognee `skill_improvement.proposal_id`); a fresh uuid when absent. */
  proposalId?: string;
  skillId: string;
  proposedProcedure: string;
  confidence?: number;
  rationale?: string;
  modelName?: string;
  runsUsed?: string[];
}
