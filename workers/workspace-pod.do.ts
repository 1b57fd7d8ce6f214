import { DurableObject } from "cloudflare:workers";
import { WORKSPACE_POD_MIGRATIONS } from "../migrations/do/workspace-pod";
import { migrate, one } from "./pod/sql";

/**
 * The workspace pod: one object per workspace (a tenant, or a user's personal space) holding its data
 * items, chunks (FTS5), graph, local vectors, sessions and skills in SQLite storage.
 *
 * Capacity: 10 GB of storage and ~1,000 req/s per object (DO limits). Content is partitioned by
 * `dataset_id` in every table so a dataset can be moved to its own shard without a schema change.
 */
export class WorkspacePod extends DurableObject<Env> {
  readonly schemaVersion: number;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.schemaVersion = migrate(ctx.storage, WORKSPACE_POD_MIGRATIONS);
  }

  protected get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  /** Liveness and size figures for health and benchmarks. */
  async stats(): Promise<{ schemaVersion: number; databaseSize: number; dataItems: number; chunks: number }> {
    const dataItems = one<{ n: number }>(this.sql, `SELECT count(*) AS n FROM data_items`)?.n ?? 0;
    const chunks = one<{ n: number }>(this.sql, `SELECT count(*) AS n FROM chunks`)?.n ?? 0;
    return { schemaVersion: this.schemaVersion, databaseSize: this.ctx.storage.sql.databaseSize, dataItems, chunks };
  }
}
