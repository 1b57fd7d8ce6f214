import type { Context } from "hono";
import { ApiError } from "../../core/errors";
import { escapeHtml } from "../../lib/html";
import type { AppBindings } from "../../lib/types";
import { clientAddress, login } from "../../services/auth.service";
import {
  authorizationRedirect,
  authorizationServerMetadata,
  type AuthorizeRequest,
  checkAuthorizeRequest,
  exchangeCode,
  OAuthError,
  registerClient,
} from "../../services/oauth.service";

type Ctx = Context<AppBindings>;

const AUTHORIZE_FIELDS = ["client_id", "redirect_uri", "response_type", "code_challenge", "code_challenge_method", "state", "scope", "resource"] as const;


function pick(source: Record<string, unknown>): AuthorizeRequest {
  const out: Record<string, string> = {};
  for (const k of AUTHORIZE_FIELDS) if (typeof source[k] === "string") out[k] = source[k] as string;
  return out;
}

/**
 * The sign-in page: no scripts, no external requests (CSP), the request's parameters as hidden fields. No
 * `form-action` directive: Chrome applies it to the redirect that follows the post, which goes to the client.
 */
function loginPage(q: AuthorizeRequest, clientName: string | null, error?: string): string {
  const hidden = AUTHORIZE_FIELDS.filter((k) => q[k] !== undefined)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k]!)}">`)
    .join("\n");
  const who = clientName ? `<b>${escapeHtml(clientName)}</b>` : "An MCP client";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Sign in: knowledge-graph memory</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:380px;margin:10vh auto;padding:0 16px;color:#1d2130}label{display:block;margin:12px 0 4px}input[type=email],input[type=password]{width:100%;padding:8px;box-sizing:border-box}button{margin-top:16px;padding:8px 16px}.err{color:#b00020}</style>
</head><body>
<h1>Sign in</h1>
<p>${who} asks to use your memory with your permissions.</p>
${error ? `<p class="err" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post">
${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in and allow</button>
</form>
</body></html>`;
}

const page = (c: Ctx, html: string, status: 200 | 400 | 401 | 429 = 200) =>
  c.html(html, status, { "cache-control": "no-store", "x-frame-options": "DENY" });

const origin = (c: Ctx) => new URL(c.req.url).origin;

export const metadata = (c: Ctx) => c.json(authorizationServerMetadata(origin(c)));

function oauthError(c: Ctx, err: unknown) {
  if (err instanceof OAuthError) return c.json({ error: err.error, error_description: err.description }, err.status, { "cache-control": "no-store" });
  throw err;
}

export async function register(c: Ctx) {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: "invalid_client_metadata", error_description: "The body must be JSON." }, 400);
  }
  try {
    return c.json(await registerClient(c.get("settings"), body), 201);
  } catch (err) {
    return oauthError(c, err);
  }
}

export async function authorizeForm(c: Ctx) {
  const q = pick(c.req.query());
  const checked = await checkAuthorizeRequest(c.get("settings"), q);
  if (!checked.ok) return page(c, `<!doctype html><title>Sign-in request refused</title><p>${escapeHtml(checked.message)}</p>`, 400);
  return page(c, loginPage(q, checked.clientName));
}

export async function authorizeSubmit(c: Ctx) {
  const form = (await c.req.parseBody()) as Record<string, unknown>;
  const q = pick(form);
  const settings = c.get("settings");
  const checked = await checkAuthorizeRequest(settings, q);
  if (!checked.ok) return page(c, `<!doctype html><title>Sign-in request refused</title><p>${escapeHtml(checked.message)}</p>`, 400);
  try {
    const token = await login(c.get("ports").db, settings, settings.auth, {
      username: typeof form.email === "string" ? form.email : undefined,
      password: typeof form.password === "string" ? form.password : undefined,
      address: await clientAddress(c.req.raw.headers, settings.auth),
    });
    return c.redirect(await authorizationRedirect(settings, q, token.access_token), 302);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    const message = err.status === 429 ? "Too many failed attempts: try again later." : "Wrong email or password.";
    return page(c, loginPage(q, checked.clientName, message), err.status === 429 ? 429 : 401);
  }
}

export async function token(c: Ctx) {
  const form = (await c.req.parseBody()) as Record<string, unknown>;
  const fields: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(form)) if (typeof v === "string") fields[k] = v;
  try {
    return c.json(await exchangeCode(c.get("ports").db, c.get("settings"), fields), 200, { "cache-control": "no-store" });
  } catch (err) {
    return oauthError(c, err);
  }
}
