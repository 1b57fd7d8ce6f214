import type { Settings } from "../../lib/settings";
import type { Db } from "../../storage/d1/client";
import {
  type ConnectionRow,
  connectionsByMetadata,
  findConnection,
  revokeConnection,
  stampConnection,
} from "../../storage/d1/integrations.repo";
import { openTokens } from "../integrations/tokens";
import { ChatApi } from "./chat-api";
import { CHAT_PROVIDER } from "./chat-ingest";

/**
 * An installation of the chat app in one tenant: a connector-framework connection (provider
 * `chatprovider`, account id = the chat workspace's team id, the bot token sealed in it), seen the way
 * the team-chat services use it.
 */
export interface ChatInstall {
  connectionId: string;
  tenantId: string;
  teamId: string;
  teamName: string | null;
  ownerUserId: string;
  /** Allowed channels (the connection's selection); an installation starts with none. */
  allowed: string[] | null;
  datasetName: string;
  /** The API key minted for the installation (deleted on disconnect). */
  apiKeyId: string | null;
  /** A Web API client with the bot token, spending at most `budget` requests. */
  api(settings: Settings, budget?: number): ChatApi;
  /** Stamps the connection's sync outcome (only while it is active and held by the same owner). */
  stamp(db: Db, status: "ok" | "degraded" | "syncing"): Promise<void>;
}

async function toInstall(settings: Settings, row: ConnectionRow): Promise<ChatInstall> {
  const tokens = await openTokens(settings.integrations, row);
  const metadata = JSON.parse(row.metadata) as { api_key_id?: string };
  return {
    connectionId: row.id,
    tenantId: row.tenantId,
    teamId: row.accountId,
    teamName: row.accountLabel,
    ownerUserId: row.ownerUserId,
    allowed: row.selected === null ? null : (JSON.parse(row.selected) as string[]),
    datasetName: row.datasetName,
    apiKeyId: metadata.api_key_id ?? null,
    api: (s, budget) => new ChatApi(s.teamChat, tokens.accessToken, budget),
    stamp: async (db, status) => {
      await stampConnection(db, row.id, row.ownerUserId, { syncStatus: status, ...(status === "syncing" ? {} : { lastSyncedAt: Date.now() }) });
    },
  };
}

/** Every active installation of a chat workspace (one per tenant that installed it). */
export async function installationsOfTeam(db: Db, settings: Settings, teamId: string): Promise<ChatInstall[]> {
  const rows = await connectionsByMetadata(db, CHAT_PROVIDER, "team_id", teamId);
  return Promise.all(rows.map((r) => toInstall(settings, r)));
}

/** The tenant's active installation (the most recently connected), without opening its token. */
export async function installationOfTenant(db: Db, tenantId: string): Promise<{ connectionId: string; teamId: string } | undefined> {
  const row = await findConnection(db, tenantId, CHAT_PROVIDER);
  return row ? { connectionId: row.id, teamId: row.accountId } : undefined;
}

/** The provider says the token is dead (revoked at the provider, app uninstalled): revoke every installation of the team locally. */
export async function markInstallRevoked(db: Db, teamId: string): Promise<void> {
  for (const row of await connectionsByMetadata(db, CHAT_PROVIDER, "team_id", teamId)) {
    await revokeConnection(db, row.id, "The chat provider no longer accepts the installation's token.");
  }
}
