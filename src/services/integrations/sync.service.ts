import { ApiError } from "../../core/errors";
import { pipelineMessage } from "../../core/queue-messages";
import type { IntegrationSyncMessage } from "../../../schemas/queue.schemas";
import type { Settings } from "../../lib/settings";
import type { Principal } from "../../lib/types";
import type { Db } from "../../storage/d1/client";
import {
  advanceRun,
  closeStaleRuns,
  connectionsByMetadata,
  type ConnectionRow,
  connectionsDue,
  deleteItemRows,
  finishRun,
  getConnection,
  getRun,
  insertRun,
  itemsByExternalIds,
  itemsToDelete,
  markPendingDelete,
  putItem,
  resourceStatuses,
  runningRunOf,
  setResourceStatus,
  stampConnection,
  type SyncRunRow,
  touchItems,
  updateConnection,
} from "../../storage/d1/integrations.repo";
import { findUserById, toPrincipal } from "../../storage/d1/users.repo";
import type { PipelineSender } from "../../storage/ports";
import { addFromJson } from "../add.service";
import { cognify } from "../cognify.service";
import { createOrGetDataset, type DataDeps, deleteDatasetData } from "../data-items.service";
import { AccessTokenRejectedError, type Connector, type SourceItem, type SyncFailure, type SyncPage, TransientProviderError } from "./connector";
import { sha256Hex } from "./crypto";
import { ctxOf, parseSelected, requireConnection } from "./connections.service";
import { connectorFor } from "./registry";
import { ConnectionRevokedError, freshTokens } from "./tokens";

/** A run that has not advanced for this long lost its message chain; a new sync may start. */
export const STALE_RUN_MS = 60 * 60 * 1000;
/** Items removed per clean run end (bounded work per queue message); the rest go at the next clean run. */
const DELETE_BATCH = 500;
/** Connections the schedule starts per tick (cron every 15 minutes). */
const SCHEDULE_BATCH = 50;

/**
 * Starts an import of a connection (or returns the one already running): a run row and the first page
 * message. The connection reads `syncing` until the run is stamped.
 */
export async function startSync(db: Db, queue: PipelineSender, row: ConnectionRow, trigger: string): Promise<SyncRunRow> {
  await closeStaleRuns(db, row.id, Date.now() - STALE_RUN_MS);
  const running = await runningRunOf(db, row.id, Date.now() - STALE_RUN_MS);
  if (running) return running;
  const run = await insertRun(db, { connectionId: row.id, ownerUserId: row.ownerUserId, trigger, cursor: row.cursor });
  const selected = parseSelected(row);
  const known = [...(await resourceStatuses(db, row.id)).keys()];
  await setResourceStatus(db, row.id, selected ?? known, "pending");
  await updateConnection(db, row.id, { syncStatus: "syncing" });
  await queue.send([pipelineMessage.integrationSync({ connectionId: row.id, runId: run.id, page: 0, attempt: 0 })]);
  return run;
}

/** `POST /integrations/{provider}/sync` (owner: it spends the tenant's provider quota). */
export async function requestSync(db: Db, queue: PipelineSender, user: Principal, provider: string, tenantId: string, accountId?: string | null) {
  const { connector, row } = await requireConnection(db, user, provider, tenantId, accountId, "owner");
  if (!connector.syncPage) throw new ApiError(400, "IntegrationSyncUnsupportedError", `${provider} has no sync.`);
  const run = await startSync(db, queue, row, "manual");
  return { status: "syncing" as const, syncStatus: "syncing" as const, provider, account_id: row.accountId, run_id: run.id };
}

/** The schedule (Worker `scheduled` handler): every active connection whose last stamp is older than the interval. */
export async function runSchedule(db: Db, queue: PipelineSender, settings: Settings, now = Date.now()): Promise<number> {
  const due = await connectionsDue(db, now - settings.integrations.syncIntervalSeconds * 1000, SCHEDULE_BATCH);
  let started = 0;
  for (const row of due) {
    let connector: Connector;
    try {
      connector = connectorFor(row.provider);
    } catch {
      continue;
    }
    if (!connector.syncPage || connector.missingConfig(settings).length) continue;
    await startSync(db, queue, row, "schedule");
    started += 1;
  }
  return started;
}

/** `POST /integrations/{provider}/webhook`: signature checked by the connector, then the matching connections sync. */
export async function handleWebhook(db: Db, queue: PipelineSender, settings: Settings, provider: string, headers: Headers, raw: Uint8Array) {
  const connector = connectorFor(provider);
  if (!connector.webhook) throw new ApiError(404, "IntegrationNotFoundError", `${provider} takes no webhooks.`);
  const target = await connector.webhook(ctxOf(settings), headers, raw);
  if (!target) return { status: "ignored", runs: 0 };
  const rows = await connectionsByMetadata(db, provider, target.metadataKey, target.metadataValue);
  for (const row of rows) await startSync(db, queue, row, "webhook");
  return { status: "accepted", runs: rows.length };
}

interface RunTally {
  failures: SyncFailure[];
  warnings: string[];
  upserted: number;
  deleted: number;
}

const text = (item: SourceItem, provider: string) =>
  // The source line keeps two identical documents distinct items (add dedupes by content).
  `# ${item.title}\n\nSource: ${provider} ${item.url ?? item.externalId}\n\n${item.text}`;

/** Runs as the connection's owner, in the connection's tenant (its data lands only in that tenant's datasets). */
async function ownerPrincipal(db: Db, row: ConnectionRow): Promise<Principal | null> {
  const user = await findUserById(db, row.ownerUserId);
  return user ? { ...toPrincipal(user, "api_key"), tenantId: row.tenantId } : null;
}

/**
 * Writes one page: each new or edited item goes through the ordinary add path with its source id in
 * external_metadata; an edited item replaces its previous data item; unchanged items are only marked seen.
 */
async function writeItems(deps: DataDeps, db: Db, principal: Principal, row: ConnectionRow, run: SyncRunRow, datasetId: string, items: SourceItem[], tally: RunTally): Promise<number> {
  const existing = new Map((await itemsByExternalIds(db, row.id, items.map((i) => i.externalId))).map((r) => [r.externalId, r]));
  const unchanged: string[] = [];
  let added = 0;
  for (const item of items) {
    const body = text(item, row.provider);
    const hash = await sha256Hex(body);
    const before = existing.get(item.externalId);
    if (before && before.contentHash === hash && before.datasetId === datasetId) {
      unchanged.push(item.externalId);
      continue;
    }
    try {
      const result = await addFromJson(deps, principal, {
        data: [body],
        dataset_id: datasetId,
        external_metadata: [
          {
            source: row.provider,
            source_id: item.externalId,
            connection_id: row.id,
            account_id: row.accountId,
            resource_id: item.resourceId ?? null,
            title: item.title,
            url: item.url ?? null,
            updated_at: item.updatedAt ?? null,
            ...(item.metadata ?? {}),
          },
        ],
      });
      const dataId = result.data_ingestion_info[0]?.data_id;
      if (!dataId) throw new Error("no data item was written");
      if (before && before.dataId !== dataId) await removeItem(deps, principal, before.datasetId, before.dataId);
      await putItem(db, { connectionId: row.id, externalId: item.externalId, resourceId: item.resourceId ?? null, datasetId, dataId, contentHash: hash, lastRunId: run.id });
      added += 1;
      tally.upserted += 1;
    } catch (err) {
      tally.failures.push({ resourceId: item.resourceId ?? null, externalId: item.externalId, message: err instanceof ApiError ? err.message : "the item could not be stored" });
    }
  }
  await touchItems(db, row.id, unchanged, run.id);
  return added;
}

async function removeItem(deps: DataDeps, principal: Principal, datasetId: string, dataId: string) {
  try {
    await deleteDatasetData(deps, principal, datasetId, dataId);
  } catch (err) {
    // Already gone (forgotten by hand): nothing to remove.
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
}

const parseList = <T>(s: string) => JSON.parse(s) as T[];

/**
 * One page of a run (queue message `integration.sync`). Idempotent under redelivery: a page already
 * recorded (`pages_done` > page) is dropped, item writes compare content hashes, and the run advances
 * with a conditional update. Transient provider failures re-send the same page after Retry-After (up to
 * INTEGRATION_PAGE_RETRIES); then, like unreadable files, they are recorded and the run ends degraded.
 */
export async function syncPageStep(deps: DataDeps, db: Db, queue: PipelineSender, settings: Settings, msg: IntegrationSyncMessage): Promise<void> {
  const run = await getRun(db, msg.runId);
  if (!run || run.status !== "running") return;
  if (run.pagesDone === msg.page + 1) {
    // This page was recorded but its message came back: the next page's message may never have been sent
    // (a failure between the two), so it is sent again; a duplicate is dropped by the same guard.
    await queue.send([pipelineMessage.integrationSync({ connectionId: msg.connectionId, runId: run.id, page: msg.page + 1, attempt: 0 })]);
    return;
  }
  if (run.pagesDone !== msg.page) return;
  const row = await getConnection(db, msg.connectionId);
  if (!row || row.status !== "active" || row.ownerUserId !== run.ownerUserId) {
    await finishRun(db, run.id, "cancelled", { abortReason: "The connection was revoked or changed hands during the run." });
    return;
  }
  const connector = connectorFor(row.provider);
  const principal = await ownerPrincipal(db, row);
  if (!principal || !connector.syncPage) {
    await finishRun(db, run.id, "failed", { abortReason: "The connection's owner or provider is gone." });
    return;
  }
  const tally: RunTally = { failures: parseList(run.failureLog), warnings: parseList(run.warnings), upserted: run.itemsUpserted, deleted: run.itemsDeleted };
  const ctx = ctxOf(settings);
  let page: SyncPage;
  try {
    const call = async (force: boolean) => {
      const tokens = await freshTokens(db, ctx, connector, row, force);
      return connector.syncPage!({
        ...ctx,
        accessToken: tokens.accessToken,
        connection: { id: row.id, accountId: row.accountId, metadata: JSON.parse(row.metadata) as Record<string, unknown> },
        selected: parseSelected(row),
        cursor: run.cursor === null ? null : JSON.parse(run.cursor),
        requestsSoFar: run.requests,
        pageIndex: msg.page,
      });
    };
    try {
      page = await call(false);
    } catch (err) {
      if (!(err instanceof AccessTokenRejectedError)) throw err;
      page = await call(true);
    }
  } catch (err) {
    if (err instanceof ConnectionRevokedError) {
      // Revoked locally by the failed refresh: no stamp (the connection is no longer active), data kept.
      await finishRun(db, run.id, "failed", { abortReason: "The provider refused the refresh; the credential was revoked." });
      return;
    }
    if (err instanceof TransientProviderError && msg.attempt < settings.integrations.pageRetries) {
      await queue.send([pipelineMessage.integrationSync({ ...msg, attempt: msg.attempt + 1 })], { delaySeconds: Math.ceil(err.retryAfterSeconds) });
      return;
    }
    tally.failures.push({ message: `page ${msg.page}: ${(err as Error).message}` });
    await finishRun(db, run.id, "degraded", { failures: tally.failures.length, failureLog: JSON.stringify(tally.failures.slice(-50)), abortReason: "The provider kept failing; the run stopped early." });
    await stampOutcome(db, row, run, "degraded", run.cursor, tally, "The provider kept failing; the run stopped early.");
    return;
  }

  tally.failures.push(...(page.failures ?? []));
  tally.warnings.push(...(page.warnings ?? []));
  let added = 0;
  if (page.upserts.length) {
    const dataset = await createOrGetDataset(deps, principal, row.datasetName);
    added = await writeItems(deps, db, principal, row, run, dataset.id, page.upserts, tally);
    if (added) await cognify({ db, env: deps.env, settings }, principal, { datasetNames: [], datasetIds: [dataset.id], runInBackground: true, graphModel: undefined, options: {} });
  }
  if (page.deletes.length) await markPendingDelete(db, row.id, page.deletes);
  const cursor = page.nextCursor === undefined || page.nextCursor === null ? null : JSON.stringify(page.nextCursor);
  const advanced = await advanceRun(db, run.id, msg.page, {
    cursor,
    requests: run.requests + (page.requests ?? 0),
    failures: tally.failures.length,
    failureLog: JSON.stringify(tally.failures.slice(-50)),
    warnings: JSON.stringify(tally.warnings.slice(-50)),
    itemsUpserted: tally.upserted,
    itemsDeleted: tally.deleted,
  });
  if (!advanced) return;
  if (page.abort || page.done) {
    await finishPage(deps, db, principal, row, { ...run, pagesDone: msg.page + 1 }, page, cursor, tally);
    return;
  }
  await queue.send([pipelineMessage.integrationSync({ connectionId: row.id, runId: run.id, page: msg.page + 1, attempt: 0 })], page.delayNextSeconds ? { delaySeconds: Math.ceil(page.delayNextSeconds) } : undefined);
}

/**
 * The run's end: deletions are reconciled only after a run with no failures (a degraded or aborted run
 * keeps everything, and marked deletions wait for the next clean run), then the outcome is stamped.
 */
async function finishPage(deps: DataDeps, db: Db, principal: Principal, row: ConnectionRow, run: SyncRunRow, page: SyncPage, cursor: string | null, tally: RunTally) {
  const clean = tally.failures.length === 0 && !page.abort;
  if (clean) {
    // "Not seen, so gone" holds only for a walk this run made from the start: the connection's cursor (stamped
    // only at run ends) is null exactly when the run began without one. A walk resumed from an earlier run
    // (a request budget, a retry) saw only part of the source.
    const gone = await itemsToDelete(db, row.id, page.fullWalk && row.cursor === null ? run.id : null, DELETE_BATCH);
    for (const item of gone) await removeItem(deps, principal, item.datasetId, item.dataId);
    await deleteItemRows(db, row.id, gone.map((g) => g.externalId));
    tally.deleted += gone.length;
  }
  const status = clean ? "ok" : "degraded";
  const closed = await finishRun(db, run.id, status, {
    itemsDeleted: tally.deleted,
    abortReason: page.abort ?? null,
    failures: tally.failures.length,
  });
  if (closed) await stampOutcome(db, row, run, status, cursor, tally, page.abort ?? null);
}

async function stampOutcome(db: Db, row: ConnectionRow, run: SyncRunRow, status: "ok" | "degraded", cursor: string | null, tally: RunTally, reason: string | null) {
  const written = await stampConnection(db, row.id, run.ownerUserId, {
    syncStatus: status,
    lastSyncedAt: Date.now(),
    cursor,
    lastError: reason ?? (tally.failures.length ? `${tally.failures.length} failure(s), e.g. ${tally.failures[0]!.message}` : null),
  });
  if (!written) return;
  const failed = new Set(tally.failures.map((f) => f.resourceId).filter((r): r is string => !!r));
  const statuses = await resourceStatuses(db, row.id);
  const pending = [...statuses].filter(([, s]) => s === "pending").map(([id]) => id);
  await setResourceStatus(db, row.id, pending.filter((id) => !failed.has(id)), reason ? "degraded" : "ok");
  await setResourceStatus(db, row.id, [...failed], "degraded");
}
