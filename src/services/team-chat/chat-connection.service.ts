import { notFound } from "../../core/errors";
import type { Settings } from "../../lib/settings";
import type { Principal } from "../../lib/types";
import { deleteApiKeyOf } from "../../storage/d1/accounts.repo";
import type { Db } from "../../storage/d1/client";
import { connectionsByMetadata, findConnection, updateConnection } from "../../storage/d1/integrations.repo";
import { deleteMemberNames, deleteRoutesOfAccount, historyJob, routesIntoTenant, subscriptionsOfTenant, updateHistoryJob } from "../../storage/d1/team-chat.repo";
import { createApiKey } from "../auth.service";
import type { DataDeps } from "../data-items.service";
import { resolveWritableDataset } from "../datasets.service";
import { callback as connectorCallback, connectionView, disconnect } from "../integrations/connections.service";
import { chatFailure } from "./chat-api";
import { actingPrincipal, CHAT_PROVIDER } from "./chat-ingest";
import { INLINE_REQUEST_BUDGET, runHistoryJob, startChannelImport } from "./chat-history.service";
import { installationsOfTeam } from "./chat-installations";
import { requireTenantRole } from "../integrations/connections.service";

async function requireInstallRow(db: Db, tenantId: string) {
  const row = await findConnection(db, tenantId, CHAT_PROVIDER);
  if (!row) throw notFound("This tenant has no team-chat installation.", "ChatInstallationNotFoundError");
  return row;
}

/**
 * `GET /integrations/chatprovider/callback`: the framework's checked callback (signed state + nonce cookie,
 * code exchange, sealed token), then what an installation adds: an API key minted for the installation's
 * owner (the chat app acts through it; deleted on disconnect) and an empty channel selection (nothing is
 * ingested until the owner chooses channels). A reconnect keeps its key and its selection.
 */
export async function chatCallback(db: Db, settings: Settings, q: Parameters<typeof connectorCallback>[3]) {
  const done = await connectorCallback(db, settings, CHAT_PROVIDER, q);
  const row = await requireInstallRow(db, String(done.body.tenant_id));
  const metadata = JSON.parse(row.metadata) as Record<string, unknown>;
  if (!metadata.api_key_id) {
    const key = await createApiKey(db, row.ownerUserId, `${CHAT_PROVIDER} installation ${row.accountId}`);
    metadata.api_key_id = key.id;
  }
  await updateConnection(db, row.id, { metadata: JSON.stringify(metadata), selected: row.selected ?? "[]" });
  return { body: { ...done.body, via_routing: await viaRouting(db, row.tenantId) }, clearCookie: done.clearCookie };
}

/** Channels reach the tenant by routing from another workspace (a route into it, or a subscription of it). */
async function viaRouting(db: Db, tenantId: string): Promise<boolean> {
  return (await routesIntoTenant(db, CHAT_PROVIDER, tenantId)).length > 0 || (await subscriptionsOfTenant(db, tenantId)).length > 0;
}

/** `GET /integrations/chatprovider/connection` (any member): state, `via_routing` beside `connected`; never token material. */
export async function chatConnection(db: Db, user: Principal, tenantId: string) {
  await requireTenantRole(db, user, tenantId, "member");
  const row = await findConnection(db, tenantId, CHAT_PROVIDER);
  const view = await connectionView(db, row);
  return {
    ...view,
    via_routing: await viaRouting(db, tenantId),
    team_id: row?.accountId ?? null,
    team_name: row?.accountLabel ?? null,
    allowed_channels: row?.selected ? (JSON.parse(row.selected) as string[]) : [],
  };
}

/**
 * `DELETE /integrations/chatprovider/connection` (owner): the framework's disconnect (local revocation first,
 * which is what cuts access, then the remote token revoked), then the installation's API key deleted and
 * the account's channel routes dropped. Stored messages stay.
 */
export async function disconnectChat(db: Db, settings: Settings, user: Principal, tenantId: string) {
  await requireTenantRole(db, user, tenantId, "owner");
  const row = await requireInstallRow(db, tenantId);
  const result = await disconnect(db, settings, user, CHAT_PROVIDER, tenantId, row.accountId);
  const apiKeyId = (JSON.parse(row.metadata) as { api_key_id?: string }).api_key_id;
  const apiKeyDeleted = apiKeyId ? await deleteApiKeyOf(db, row.ownerUserId, apiKeyId) : false;
  const routesDropped = await deleteRoutesOfAccount(db, CHAT_PROVIDER, tenantId, row.accountId);
  await updateConnection(db, row.id, { metadata: JSON.stringify({ ...JSON.parse(row.metadata), api_key_id: null }) });
  // Members' kept names are the workspace's data: they go with its last installation.
  if (!(await connectionsByMetadata(db, CHAT_PROVIDER, "team_id", row.accountId)).length) await deleteMemberNames(db, row.accountId);
  return { ...result, status: "revoked", team_id: row.accountId, api_key_deleted: apiKeyDeleted, routes_dropped: routesDropped };
}

/** `GET /integrations/chatprovider/channels` (any member): the connected workspace's public channels. */
export async function chatChannels(db: Db, settings: Settings, user: Principal, tenantId: string) {
  await requireTenantRole(db, user, tenantId, "member");
  const row = await requireInstallRow(db, tenantId);
  const install = (await installationsOfTeam(db, settings, row.accountId)).find((i) => i.connectionId === row.id)!;
  const allowed = new Set(install.allowed ?? []);
  try {
    const channels = await install.api(settings).publicChannels();
    return { team_id: install.teamId, channels: channels.map((c) => ({ id: c.id, name: c.name, allowed: allowed.has(c.id) })), allowed: [...allowed] };
  } catch (err) {
    throw chatFailure(err);
  }
}

/**
 * `PUT /integrations/chatprovider/channels` (owner): sets the allowed channels. Newly selected channels are
 * backfilled at once into the installation's dataset (one bounded pass now, the rest on the schedule);
 * de-selected channels stop being ingested and everything already stored stays.
 */
export async function setChatChannels(deps: DataDeps, user: Principal, tenantId: string, channels: string[]) {
  await requireTenantRole(deps.db, user, tenantId, "owner");
  const row = await requireInstallRow(deps.db, tenantId);
  const before = new Set(row.selected ? (JSON.parse(row.selected) as string[]) : []);
  const after = [...new Set(channels.map((c) => c.trim()).filter(Boolean))];
  const added = after.filter((c) => !before.has(c));
  const removed = [...before].filter((c) => !after.includes(c));
  await updateConnection(deps.db, row.id, { selected: JSON.stringify(after) });
  const owner = await actingPrincipal(deps, row.ownerUserId, tenantId);
  const dataset = await resolveWritableDataset(deps.db, owner, { datasetName: row.datasetName });
  // A backfill job left over for de-selected channels must not read them any more.
  const existing = await historyJob(deps.db, row.accountId, dataset.id);
  if (existing && removed.length) {
    const kept = (JSON.parse(existing.channels) as string[]).filter((c) => !removed.includes(c));
    await updateHistoryJob(deps.db, existing.id, { channels: JSON.stringify(kept) });
  }
  let backfill = null;
  if (added.length) {
    const job = await startChannelImport(deps, { teamId: row.accountId, datasetId: dataset.id, userId: row.ownerUserId, channels: added, oldest: null, includeThreads: true });
    const ran = await runHistoryJob(deps, job, Math.min(INLINE_REQUEST_BUDGET, deps.settings.teamChat.historyMaxRequestsPerRun));
    backfill = { channels: added, status: ran.status, messages_imported: ran.messagesImported };
  }
  return { team_id: row.accountId, allowed: after, added, removed, dataset_id: dataset.id, backfill };
}
