import type { Settings } from "../../../lib/settings";
import { type ConnectorContext, oauthTokenRequest, type TokenSet, tokenSetFrom, unsetVariables } from "../connector";
import { fromB64Url } from "../crypto";

/** Google OAuth shared by the cloud-drive and mailbox connectors (one app, two scopes). */
export function googleMissing(settings: Settings): string[] {
  const g = settings.integrations.google;
  return unsetVariables({ GOOGLE_CLIENT_ID: g.clientId, GOOGLE_CLIENT_SECRET: g.clientSecret });
}

export function googleAuthorizeUrl(ctx: ConnectorContext, scopes: string[], p: { state: string; redirectUri: string }): string {
  const g = ctx.settings.integrations.google;
  const q = new URLSearchParams({
    client_id: g.clientId!,
    redirect_uri: p.redirectUri,
    response_type: "code",
    scope: ["openid", "email", ...scopes].join(" "),
    // A refresh token is issued only for offline access with consent.
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: "true",
    state: p.state,
  });
  return `${g.authBaseUrl}/o/oauth2/v2/auth?${q}`;
}

export async function googleExchange(ctx: ConnectorContext, p: { code: string; redirectUri: string }) {
  const g = ctx.settings.integrations.google;
  const body = await oauthTokenRequest(ctx, `${g.tokenBaseUrl}/token`, {
    grant_type: "authorization_code",
    code: p.code,
    redirect_uri: p.redirectUri,
    client_id: g.clientId!,
    client_secret: g.clientSecret!,
  });
  // The id token comes straight from Google's token endpoint over TLS, so its claims are read, not re-verified.
  let claims: { sub?: string; email?: string; hd?: string } = {};
  const idToken = typeof body.id_token === "string" ? body.id_token : "";
  try {
    claims = JSON.parse(new TextDecoder().decode(fromB64Url(idToken.split(".")[1] ?? ""))) as typeof claims;
  } catch {
    claims = {};
  }
  return { tokens: tokenSetFrom(body), claims };
}

export async function googleRefresh(ctx: ConnectorContext, tokens: TokenSet): Promise<TokenSet> {
  const g = ctx.settings.integrations.google;
  const body = await oauthTokenRequest(ctx, `${g.tokenBaseUrl}/token`, {
    grant_type: "refresh_token",
    refresh_token: tokens.refreshToken!,
    client_id: g.clientId!,
    client_secret: g.clientSecret!,
  });
  return tokenSetFrom(body, tokens);
}

export async function googleRevoke(ctx: ConnectorContext, tokens: TokenSet): Promise<void> {
  const g = ctx.settings.integrations.google;
  const res = await ctx.fetch(`${g.tokenBaseUrl}/revoke`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: tokens.refreshToken ?? tokens.accessToken }).toString(),
  });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`revoke answered ${res.status}`);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
