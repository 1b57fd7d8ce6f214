import { ApiError, forbidden, notFound } from "../../core/errors";
import type { Settings } from "../../lib/settings";
import type { Principal } from "../../lib/types";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import {
  type ChatHistoryJobRow,
  claimDueJobs,
  historyJob,
  historyJobsOfTeam,
  insertHistoryJob,
  linkOf,
  updateHistoryJob,
} from "../../storage/d1/team-chat.repo";
import type { DataDeps } from "../data-items.service";
import { authorizeDatasets, resolveWritableDataset } from "../datasets.service";
import { ChatApi, ChatApiError, type ChatMessage, ChatRateLimited, chatFailure } from "./chat-api";
import { type ChatDestination, writeChatMessages } from "./chat-ingest";
import { type ChatInstall, installationsOfTeam, markInstallRevoked } from "./chat-installations";
import { MemberNames, NAME_LOOKUP_BUDGET } from "./member-names";

/** Spec (Limits): chat history sync interval 600 to 604,800 seconds, default 21,600. */
export const SYNC_INTERVAL_MIN = 600;
export const SYNC_INTERVAL_MAX = 604_800;
export const SYNC_INTERVAL_DEFAULT = 21_600;
/** Messages per history page (Slack's maximum is 1,000; 200 is its recommendation). */
const HISTORY_PAGE = 200;
/**
 * Web API requests a request's own pass may spend (import, channel backfill): about 2,000 messages at 200 per
 * page, so the request stays bounded; the schedule continues from the saved cursor.
 */
export const INLINE_REQUEST_BUDGET = 12;
/** Jobs one cron tick advances, and how long a claimed job is held before another tick may take it. */
const JOBS_PER_TICK = 10;
const JOB_LEASE_MS = 10 * 60_000;

/**
 * Per channel: `since` = committed timestamp cursor; while a walk is under way, `page` and the highest `ts` seen,
 * and `thread`, the last thread of the current page whose replies are stored (a page can hold more threads
 * than one run's request budget reads: without it such a page would be read again from its start forever).
 */
type ChannelCursor = { since: string | null; high: string | null; page: string | null; thread?: string | null };
type Cursors = Record<string, ChannelCursor>;

const parseCursors = (s: string): Cursors => JSON.parse(s) as Cursors;
const maxTs = (a: string | null, b: string) => (a === null || Number(b) > Number(a) ? b : a);
const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

export function historyJobView(job: ChatHistoryJobRow) {
  const cursors = parseCursors(job.cursors);
  return {
    team_id: job.teamId,
    dataset_id: job.datasetId,
    channels: JSON.parse(job.channels) as string[],
    include_threads: job.includeThreads,
    lookback_from: job.oldest === null ? null : new Date(job.oldest * 1000).toISOString(),
    sync_enabled: job.syncEnabled,
    interval_seconds: job.intervalSeconds,
    status: job.status,
    messages_imported: job.messagesImported,
    last_error: job.lastError,
    lastSyncedAt: iso(job.lastSyncedAt),
    next_run_at: iso(job.nextRunAt),
    cursors: Object.fromEntries(Object.entries(cursors).map(([c, v]) => [c, v.since])),
  };
}

/**
 * The history routes act for a person of that chat workspace: someone linked to it, or the owner of a
 * tenant holding its installation. The installation used for reading is the first active one.
 */
async function requireTeamAccess(deps: DataDeps, user: Principal, teamId: string): Promise<ChatInstall> {
  const installs = await installationsOfTeam(deps.db, deps.settings, teamId);
  if (installs.length === 0) throw notFound(`No active installation for chat workspace ${teamId}.`, "ChatInstallationNotFoundError");
  const linked = await linkOf(deps.db, user.id, teamId);
  const owner = installs.find((i) => i.ownerUserId === user.id);
  if (!linked && !owner) throw forbidden("Link your chat account to this workspace (or install it in a tenant you own) first.");
  return owner ?? installs[0]!;
}

/** Spec: the destination needs read, write and delete for the caller (one missing grant is a 403 naming it). */
async function requireImportDataset(deps: DataDeps, user: Principal, dataset: { dataset_id?: string | null; dataset_name?: string | null }): Promise<DatasetRow> {
  const row = dataset.dataset_id
    ? (await authorizeDatasets(deps.db, user, "write", { ids: [dataset.dataset_id] }))[0]!
    : await resolveWritableDataset(deps.db, user, { datasetName: dataset.dataset_name ?? "team_chat_history" });
  for (const permission of ["read", "delete"] as const) await authorizeDatasets(deps.db, user, permission, { ids: [row.id] });
  return row;
}

export interface ImportRequest {
  dataset_id?: string | null;
  dataset_name?: string | null;
  channels?: string[] | null;
  lookback_days?: number | null;
  include_threads?: boolean | null;
  threads?: { channel_id: string; thread_ts: string }[] | null;
}

/**
 * `POST /chatprovider/history/{team_id}/import`: selected channels (default: the installation's allowed
 * channels), optionally only the last `lookback_days`, with whole threads (`include_threads`, default
 * true), and/or named whole threads. One bounded pass runs now; what is left continues on the schedule.
 */
export async function importHistory(deps: DataDeps, user: Principal, teamId: string, body: ImportRequest) {
  const install = await requireTeamAccess(deps, user, teamId);
  const dataset = await requireImportDataset(deps, user, body);
  const channels = body.channels ?? (body.threads?.length ? [] : (install.allowed ?? []));
  const oldest = body.lookback_days ? Date.now() / 1000 - body.lookback_days * 86_400 : null;
  await startChannelImport(deps, { teamId, datasetId: dataset.id, userId: user.id, channels, oldest, includeThreads: body.include_threads ?? true });
  let threadMessages = 0;
  if (body.threads?.length) threadMessages = await importThreads(deps, install, { userId: user.id, tenantId: user.tenantId, datasetId: dataset.id }, body.threads);
  const after = await runHistoryJob(deps, (await historyJob(deps.db, teamId, dataset.id))!, Math.min(INLINE_REQUEST_BUDGET, deps.settings.teamChat.historyMaxRequestsPerRun));
  return { ...historyJobView(after), thread_messages_imported: threadMessages };
}

async function importThreads(deps: DataDeps, install: ChatInstall, dest: ChatDestination, threads: { channel_id: string; thread_ts: string }[]) {
  const api = install.api(deps.settings);
  const members = new MemberNames(install.api(deps.settings, NAME_LOOKUP_BUDGET), { db: deps.db, teamId: install.teamId });
  let written = 0;
  try {
    for (const t of threads) {
      const messages: ChatMessage[] = [];
      for await (const page of api.pages<{ messages: ChatMessage[] }>("conversations.replies", { channel: t.channel_id, ts: t.thread_ts, limit: HISTORY_PAGE })) {
        messages.push(...page.messages);
      }
      written += (await writeChatMessages(deps, dest, { teamId: install.teamId, channelId: t.channel_id, channelName: t.channel_id }, messages, members)).written;
    }
  } catch (err) {
    throw chatFailure(err);
  }
  return written;
}

/**
 * Creates or updates the job of (workspace, dataset) so its next pass imports `channels` from `oldest` (the
 * whole history when null); other channels of the job keep their cursors. Stored messages are skipped, never
 * rewritten, so an import may overlap what is already there.
 */
export async function startChannelImport(
  deps: Pick<DataDeps, "db">,
  p: { teamId: string; datasetId: string; userId: string; channels: string[]; oldest: number | null; includeThreads: boolean },
): Promise<ChatHistoryJobRow> {
  const job = await historyJob(deps.db, p.teamId, p.datasetId);
  const cursors: Cursors = job ? parseCursors(job.cursors) : {};
  for (const c of p.channels) cursors[c] = { since: p.oldest === null ? null : String(p.oldest), high: null, page: null };
  const set = {
    channels: JSON.stringify([...new Set([...(job ? (JSON.parse(job.channels) as string[]) : []), ...p.channels])]),
    includeThreads: p.includeThreads,
    oldest: p.oldest,
    cursors: JSON.stringify(cursors),
    status: "importing",
    lastError: null,
    nextRunAt: Date.now(),
  };
  if (!job) {
    return insertHistoryJob(deps.db, {
      teamId: p.teamId,
      datasetId: p.datasetId,
      userId: p.userId,
      ...set,
      syncEnabled: false,
      intervalSeconds: SYNC_INTERVAL_DEFAULT,
      messagesImported: 0,
      lastSyncedAt: null,
    });
  }
  await updateHistoryJob(deps.db, job.id, set);
  return (await historyJob(deps.db, p.teamId, p.datasetId))!;
}

export interface SyncRequest {
  dataset_id?: string | null;
  dataset_name?: string | null;
  enabled?: boolean | null;
  interval_seconds?: number | null;
  channels?: string[] | null;
}

/** `PUT /chatprovider/history/{team_id}/sync`: opt in (or out) per workspace and destination dataset. */
export async function setHistorySync(deps: DataDeps, user: Principal, teamId: string, body: SyncRequest) {
  const install = await requireTeamAccess(deps, user, teamId);
  const dataset = await requireImportDataset(deps, user, body);
  const enabled = body.enabled ?? true;
  const interval = body.interval_seconds ?? SYNC_INTERVAL_DEFAULT;
  const job = await historyJob(deps.db, teamId, dataset.id);
  const channels = body.channels ?? (job ? (JSON.parse(job.channels) as string[]) : (install.allowed ?? []));
  if (job) {
    await updateHistoryJob(deps.db, job.id, {
      syncEnabled: enabled,
      intervalSeconds: interval,
      channels: JSON.stringify([...new Set(channels)]),
      // A job that never completed runs at the next tick; otherwise one interval after its last stamp.
      nextRunAt: enabled ? (job.lastSyncedAt ?? Date.now()) + (job.lastSyncedAt ? interval * 1000 : 0) : job.status === "importing" ? job.nextRunAt : null,
    });
  } else {
    await insertHistoryJob(deps.db, {
      teamId,
      datasetId: dataset.id,
      userId: user.id,
      channels: JSON.stringify([...new Set(channels)]),
      includeThreads: true,
      oldest: null,
      syncEnabled: enabled,
      intervalSeconds: interval,
      cursors: "{}",
      status: "idle",
      messagesImported: 0,
      lastError: null,
      lastSyncedAt: null,
      nextRunAt: enabled ? Date.now() : null,
    });
  }
  return historyJobView((await historyJob(deps.db, teamId, dataset.id))!);
}

/** `GET /chatprovider/history/{team_id}`: the jobs of that workspace whose dataset the caller may read. */
export async function historyState(deps: DataDeps, user: Principal, teamId: string) {
  await requireTeamAccess(deps, user, teamId);
  const jobs = await historyJobsOfTeam(deps.db, teamId);
  const readable = jobs.length ? new Set((await authorizeDatasets(deps.db, user, "read", {})).map((d) => d.id)) : new Set<string>();
  return { team_id: teamId, jobs: jobs.filter((j) => readable.has(j.datasetId)).map(historyJobView) };
}

/**
 * Advances one job within the run's request budget (`CHAT_HISTORY_MAX_REQUESTS_PER_RUN`): per channel,
 * history pages newer than its `since` cursor (Slack's `oldest`), whole threads of messages with replies,
 * written through the ordinary add path. The cursor moves to the newest `ts` only once a channel's walk
 * completes, so an interrupted run resumes from its page cursor and never skips messages. A 429 longer
 * than the run may wait, or the budget running out, leaves the job to resume at `Retry-After` (or the next
 * tick); a revoked token ends it (`revoked`).
 */
export async function runHistoryJob(deps: DataDeps, job: ChatHistoryJobRow, budget = deps.settings.teamChat.historyMaxRequestsPerRun): Promise<ChatHistoryJobRow> {
  const settings = deps.settings;
  const installs = await installationsOfTeam(deps.db, settings, job.teamId);
  const install = installs.find((i) => i.ownerUserId === job.userId) ?? installs[0];
  if (!install) {
    await updateHistoryJob(deps.db, job.id, { status: "revoked", lastError: "no active installation", nextRunAt: null });
    return (await historyJob(deps.db, job.teamId, job.datasetId))!;
  }
  const api = install.api(settings, budget);
  const members = new MemberNames(install.api(settings, NAME_LOOKUP_BUDGET), { db: deps.db, teamId: job.teamId });
  const cursors = parseCursors(job.cursors);
  const dest: ChatDestination = { userId: job.userId, tenantId: null, datasetId: job.datasetId };
  let written = 0;
  const failures: string[] = [];
  let deferUntil: number | null = null;
  let budgetSpent = false;
  let names = new Map<string, string>();
  try {
    names = new Map((await api.publicChannels()).map((c) => [c.id, c.name]));
  } catch (err) {
    if (err instanceof ChatApiError && err.tokenDead) return finishDead(deps, job, err, cursors);
    // Names are cosmetic: without them the channel ids stand in (a 429 here is met again below).
  }
  const channels = JSON.parse(job.channels) as string[];
  try {
    for (const channel of channels) {
      const cur = (cursors[channel] ??= { since: job.oldest === null ? null : String(job.oldest), high: null, page: null });
      const channelName = names.get(channel) ?? channel;
      try {
        for (;;) {
          const page = await api.call<{ messages: ChatMessage[]; response_metadata?: { next_cursor?: string } }>("conversations.history", {
            channel,
            oldest: cur.since ?? undefined,
            cursor: cur.page ?? undefined,
            limit: HISTORY_PAGE,
          });
          const where = { teamId: job.teamId, channelId: channel, channelName };
          for (const m of page.messages) cur.high = maxTs(cur.high, m.ts);
          // The page's own messages first, then each thread, saving progress after every thread: a run whose
          // budget ends inside the page resumes after the last stored thread (stored messages are never written twice).
          written += (await writeChatMessages(deps, dest, where, page.messages, members)).written;
          if (job.includeThreads) {
            const parents = page.messages.filter((m) => (m.reply_count ?? 0) > 0);
            const done = cur.thread ? parents.findIndex((m) => m.ts === cur.thread) : -1;
            for (const m of parents.slice(done + 1)) {
              const replies: ChatMessage[] = [];
              for await (const r of api.pages<{ messages: ChatMessage[] }>("conversations.replies", { channel, ts: m.ts, limit: HISTORY_PAGE })) {
                replies.push(...r.messages.filter((x) => x.ts !== m.ts));
              }
              written += (await writeChatMessages(deps, dest, where, replies, members)).written;
              cur.thread = m.ts;
              await updateHistoryJob(deps.db, job.id, { cursors: JSON.stringify(cursors) });
            }
          }
          cur.thread = null;
          cur.page = page.response_metadata?.next_cursor || null;
          if (!cur.page) {
            if (cur.high) cur.since = cur.high;
            cur.high = null;
            break;
          }
          // Progress is saved per page: a run cut short resumes from here.
          await updateHistoryJob(deps.db, job.id, { cursors: JSON.stringify(cursors) });
        }
      } catch (err) {
        if (err instanceof ChatRateLimited) throw err;
        if (err instanceof ChatApiError && err.tokenDead) throw err;
        if (!(err instanceof ChatApiError)) throw err;
        failures.push(`${channel}: ${err.code}`);
      }
    }
  } catch (err) {
    if (err instanceof ChatRateLimited) {
      // retryAfterSeconds 0: this run's request budget is spent (next tick); else the provider's Retry-After.
      deferUntil = Date.now() + err.retryAfterSeconds * 1000;
      budgetSpent = err.retryAfterSeconds === 0;
    } else if (err instanceof ChatApiError && err.tokenDead) {
      return finishDead(deps, job, err, cursors, written);
    } else {
      await updateHistoryJob(deps.db, job.id, { cursors: JSON.stringify(cursors), status: "degraded", lastError: "the run failed", messagesImported: job.messagesImported + written });
      throw err;
    }
  }
  const now = Date.now();
  if (deferUntil !== null) {
    await updateHistoryJob(deps.db, job.id, {
      cursors: JSON.stringify(cursors),
      status: job.status === "importing" ? "importing" : "syncing",
      lastError: budgetSpent ? "paced: this run's request budget is spent; continues on the schedule" : "paced: waiting for the provider's rate limit",
      messagesImported: job.messagesImported + written,
      nextRunAt: deferUntil,
    });
  } else {
    await updateHistoryJob(deps.db, job.id, {
      cursors: JSON.stringify(cursors),
      status: failures.length ? "degraded" : "ok",
      lastError: failures.length ? failures.join("; ").slice(0, 500) : null,
      messagesImported: job.messagesImported + written,
      lastSyncedAt: now,
      nextRunAt: job.syncEnabled ? now + job.intervalSeconds * 1000 : null,
    });
  }
  await install.stamp(deps.db, failures.length ? "degraded" : "ok");
  return (await historyJob(deps.db, job.teamId, job.datasetId))!;
}

async function finishDead(deps: DataDeps, job: ChatHistoryJobRow, err: unknown, cursors: Cursors, written = 0) {
  await updateHistoryJob(deps.db, job.id, {
    cursors: JSON.stringify(cursors),
    status: "revoked",
    lastError: `the installation's token is no longer valid (${(err as ChatApiError).code})`,
    messagesImported: job.messagesImported + written,
    nextRunAt: null,
  });
  await markInstallRevoked(deps.db, job.teamId);
  return (await historyJob(deps.db, job.teamId, job.datasetId))!;
}

/** The cron tick: advances the due jobs (imports left to finish, and syncs whose interval has passed). */
export async function runDueHistoryJobs(deps: DataDeps, now = Date.now()): Promise<number> {
  const jobs = await claimDueJobs(deps.db, now, JOB_LEASE_MS, JOBS_PER_TICK);
  for (const job of jobs) {
    try {
      await runHistoryJob(deps, job);
    } catch (err) {
      console.error(`chat history job ${job.id} failed`, err instanceof ApiError ? err.message : err);
    }
  }
  return jobs.length;
}

export type { Settings };
