/** Improve run records. */

export interface SkillRunRow {
  id: string;
  props: Record<string, unknown>;
  created_at: number;
}
