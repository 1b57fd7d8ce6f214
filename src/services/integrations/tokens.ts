import type { ConnectionRow } from "../../storage/d1/integrations.repo";
import { revokeConnection, updateConnection } from "../../storage/d1/integrations.repo";
import type { Db } from "../../storage/d1/client";
import type { IntegrationsConfig } from "../../lib/settings";
import { type Connector, type ConnectorContext, PermanentAuthError, type TokenSet } from "./connector";
import { keyRing, open, seal, type Sealed } from "./crypto";

/** Spec (Authentication 8, Limits): access tokens are refreshed 5 minutes before expiry. */
export const REFRESH_LEAD_MS = 5 * 60 * 1000;

/** The additional data a connection's ciphertext is bound to. */
const aadOf = (row: Pick<ConnectionRow, "tenantId" | "provider" | "accountId">) => `${row.tenantId}|${row.provider}|${row.accountId}`;

export async function sealTokens(config: IntegrationsConfig, row: Pick<ConnectionRow, "tenantId" | "provider" | "accountId">, tokens: TokenSet): Promise<Sealed> {
  return seal(await keyRing(config), tokens, aadOf(row));
}

export async function openTokens(config: IntegrationsConfig, row: ConnectionRow): Promise<TokenSet> {
  return open<TokenSet>(await keyRing(config), { keyId: row.keyId, ciphertext: row.ciphertext, iv: row.iv }, aadOf(row));
}

export class ConnectionRevokedError extends Error {}

/**
 * The connection's usable tokens: refreshed (and re-sealed under the active key) when they expire within
 * 5 minutes or `force` says the provider refused them. A permanent refresh failure revokes the credential
 * locally and throws ConnectionRevokedError.
 */
export async function freshTokens(db: Db, ctx: ConnectorContext, connector: Connector, row: ConnectionRow, force = false): Promise<TokenSet> {
  if (row.status !== "active") throw new ConnectionRevokedError("The connection is revoked.");
  const config = ctx.settings.integrations;
  const tokens = await openTokens(config, row);
  const due = tokens.expiresAt != null && tokens.expiresAt - REFRESH_LEAD_MS <= Date.now();
  if (!(due || force) || !connector.refresh || !tokens.refreshToken) return tokens;
  let next: TokenSet;
  try {
    next = await connector.refresh(ctx, tokens);
  } catch (err) {
    if (err instanceof PermanentAuthError) {
      await revokeConnection(db, row.id, `Refresh failed permanently: ${err.message}`);
      row.status = "revoked";
      throw new ConnectionRevokedError(err.message);
    }
    throw err;
  }
  const sealed = await sealTokens(config, row, next);
  await updateConnection(db, row.id, { ...sealed, tokenExpiresAt: next.expiresAt ?? null });
  Object.assign(row, sealed, { tokenExpiresAt: next.expiresAt ?? null });
  return next;
}
