import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { describe, it } from "vitest";
import { AUTH_ON, body, freshAddress, loginToken, type ReqInit, req, signUp, status, uniqueEmail } from "./auth.helpers";

const SECRET = "test-only-jwt-secret-0123456789abcdef";

describe("authentication postures", () => {
  it("requires credentials when REQUIRE_AUTHENTICATION is on: generic 401 names the posture and both fixes", async ({ expect }) => {
    const res = await req("/auth/me");
    expect(res.status).toBe(401);
    const { detail } = await body(res);
    expect(detail).toContain("REQUIRE_AUTHENTICATION=true");
    expect(detail).toContain("ENABLE_BACKEND_ACCESS_CONTROL=false");
    expect(detail).toContain("DEFAULT_USER_PASSWORD");
    expect(detail).toMatch(/\[UnauthorizedError\]$/);
  });

  it("ENABLE_BACKEND_ACCESS_CONTROL forces authentication even with REQUIRE_AUTHENTICATION=false", async ({ expect }) => {
    const vars = { REQUIRE_AUTHENTICATION: "false", ENABLE_BACKEND_ACCESS_CONTROL: "true" };
    const res = await req("/auth/me", { vars });
    expect(res.status).toBe(401);
    expect((await body(res)).detail).toContain("REQUIRE_AUTHENTICATION=false, ENABLE_BACKEND_ACCESS_CONTROL=true");
  });

  it("with authentication off, a request without credentials acts as the default user", async ({ expect }) => {
    const res = await req("/auth/me", { vars: { REQUIRE_AUTHENTICATION: "false" } });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ email: "default_user@example.com" });
  });

  it("with authentication off, credentials that do not verify are refused, never downgraded to the default user", async ({ expect }) => {
    const vars = { REQUIRE_AUTHENTICATION: "false" };
    expect(await status(await req("/auth/me", { vars, apiKey: "cog_not-a-real-key" }))).toBe(401);
    expect(await status(await req("/auth/me", { vars, token: "not.a.jwt" }))).toBe(401);
  });

  it("with authentication off, valid credentials still identify their user", async ({ expect }) => {
    const u = await signUp("offmode");
    const res = await req("/auth/me", { vars: { REQUIRE_AUTHENTICATION: "false" }, apiKey: u.apiKey });
    expect(await body(res)).toEqual({ email: u.email });
  });

  it("without a signing secret: token routes answer a named 503, other routes the generic 401, bad bodies their 4xx first", async ({ expect }) => {
    const noSecret = { ...AUTH_ON, JWT_SECRET: "" };
    const login = await req("/auth/login", { vars: noSecret, form: { username: "a@b.c", password: "x" } });
    expect(login.status).toBe(503);
    const { detail } = await body(login);
    expect(detail).toMatch(/JWT_SECRET is not set.*\[CogneeConfigurationError\]$/);
    expect(detail).not.toMatch(/at .*\.ts/);
    for (const path of ["/auth/me", "/datasets"]) {
      const res = await req(path, { vars: noSecret });
      expect(res.status).toBe(401);
      await res.text();
    }
    // A bearer token cannot be genuine without a secret: 401, never a configuration error.
    const bearer = await req("/datasets", { vars: noSecret, headers: { authorization: "Bearer abc.def.ghi" } });
    expect(bearer.status).toBe(401);
    await bearer.text();
    // Registration needs no token: it still works.
    const email = `nosecret-${crypto.randomUUID()}@example.com`;
    const reg = await req("/auth/register", { vars: noSecret, json: { email, password: "long-enough-pass" } });
    expect(reg.status).toBe(201);
    await reg.text();
    // Authentication off, no secret: a malformed login is a validation or credentials error, not a 5xx.
    const off = { REQUIRE_AUTHENTICATION: "false", ENABLE_BACKEND_ACCESS_CONTROL: "false", JWT_SECRET: "" };
    const empty = await req("/auth/login", { vars: off, form: { username: "", password: "" } });
    expect(empty.status).toBeGreaterThanOrEqual(400);
    expect(empty.status).toBeLessThan(500);
    await empty.text();
    const short = await req("/auth/login", { vars: { ...AUTH_ON, JWT_SECRET: "short" }, form: { username: "a@b.c", password: "x" } });
    expect(short.status).toBe(503);
    expect((await body(short)).detail).toContain("too short");
  });

  it("refuses a bearer token without exp even when it is signed with the real secret", async ({ expect }) => {
    const u = await signUp("forever");
    const forever = await new SignJWT({ pv: 1 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(u.id)
      .setAudience(["fastapi-users:auth"])
      .setIssuedAt()
      .setJti(crypto.randomUUID())
      .sign(new TextEncoder().encode((env as unknown as Record<string, string>).JWT_SECRET));
    const res = await req("/auth/me", { headers: { authorization: `Bearer ${forever}` } });
    expect(res.status).toBe(401);
    await res.text();
  });

  it("login throttling trusts the address header only where the platform sets it; clients without one do not share a bucket", async ({ expect }) => {
    const u = await signUp("throttle");
    const limits = { ...AUTH_ON, LOGIN_MAX_FAILURES: "3" };
    const untrusted = { ...limits, TRUST_CLIENT_IP_HEADER: "false" };
    const attempt = (vars: Record<string, string>, username: string, password: string, headers: Record<string, string>) =>
      req("/auth/login", { vars, form: { username, password }, headers });
    const ua = `attacker/${crypto.randomUUID()}`;
    // Rotating the header does not escape the per-address limit when the header is not trusted.
    for (let i = 0; i < 3; i++) {
      const res = await attempt(untrusted, uniqueEmail("nobody"), "wrong-password", { "cf-connecting-ip": freshAddress(), "user-agent": ua });
      expect(res.status).toBe(400);
      await res.text();
    }
    const blocked = await attempt(untrusted, uniqueEmail("nobody"), "wrong-password", { "cf-connecting-ip": freshAddress(), "user-agent": ua });
    expect(blocked.status).toBe(429);
    await blocked.text();
    // Another client without a trusted address is not locked out by that one.
    const other = await attempt(untrusted, u.email, u.password, { "user-agent": `someone-else/${crypto.randomUUID()}` });
    expect(other.status).toBe(200);
    await other.text();
    // Where the platform sets the header (the default), each address has its own bucket.
    for (let i = 0; i < 4; i++) {
      const res = await attempt(limits, uniqueEmail("nobody"), "wrong-password", { "cf-connecting-ip": freshAddress(), "user-agent": ua });
      expect(res.status).toBe(400);
      await res.text();
    }
  });

  it("DEFAULT_USER_PASSWORD makes the default user loginable; without it the default user cannot log in", async ({ expect }) => {
    const form = { username: "default_user@example.com", password: "default-pass-123" };
    const denied = await req("/auth/login", { form, headers: { "cf-connecting-ip": freshAddress() } });
    expect(denied.status).toBe(400);
    expect(await body(denied)).toEqual({ detail: "LOGIN_BAD_CREDENTIALS" });

    const vars = { ...AUTH_ON, DEFAULT_USER_PASSWORD: "default-pass-123" };
    const ok = await req("/auth/login", { vars, form, headers: { "cf-connecting-ip": freshAddress() } });
    expect(ok.status).toBe(200);
    const { access_token } = await body(ok);
    const me = await req("/users/me", { token: access_token });
    expect((await body(me)).email).toBe("default_user@example.com");
  });
});

describe("register and login", () => {
  it("registers with JSON email and password (201, UserRead) and ignores parent_user_id", async ({ expect }) => {
    const parent = await signUp("parent");
    const email = uniqueEmail("child");
    const res = await req("/auth/register", { json: { email, password: "long-enough-1", parent_user_id: parent.id } });
    expect(res.status).toBe(201);
    const user = await body(res);
    expect(user).toMatchObject({ email, is_active: true, is_superuser: false, is_verified: true, tenant_id: null, parent_user_id: null });
    expect(Object.keys(user).sort()).toEqual(["email", "id", "is_active", "is_superuser", "is_verified", "parent_user_id", "tenant_id"]);
  });

  it("refuses a taken address, a short password, a reserved agent address and a malformed address", async ({ expect }) => {
    const u = await signUp("taken");
    const dup = await req("/auth/register", { json: { email: u.email.toUpperCase(), password: "another-pass-1" } });
    expect(dup.status).toBe(400);
    expect(await body(dup)).toEqual({ detail: "REGISTER_USER_ALREADY_EXISTS" });

    const short = await req("/auth/register", { json: { email: uniqueEmail(), password: "short" } });
    expect(short.status).toBe(400);
    expect((await body(short)).detail.code).toBe("REGISTER_INVALID_PASSWORD");

    const agent = await req("/auth/register", { json: { email: `bot+${u.id}@cognee.agent`, password: "long-enough-1" } });
    expect(agent.status).toBe(400);
    expect((await body(agent)).detail.code).toBe("REGISTER_INVALID_EMAIL");

    expect(await status(await req("/auth/register", { json: { email: "not-an-address", password: "long-enough-1" } }))).toBe(422);
    // The default user's address is reserved for DEFAULT_USER_PASSWORD.
    const reserved = await req("/auth/register", { json: { email: "Default_User@example.com", password: "long-enough-1" } });
    expect(await body(reserved)).toEqual({ detail: "REGISTER_USER_ALREADY_EXISTS" });
  });

  it("logs in with the OAuth2 form and with JSON, returning a bearer token", async ({ expect }) => {
    const u = await signUp("login");
    const form = await req("/auth/login", { form: { username: u.email, password: u.password }, headers: { "cf-connecting-ip": freshAddress() } });
    expect(form.status).toBe(200);
    const t1 = await body(form);
    expect(t1.token_type).toBe("bearer");
    expect(typeof t1.access_token).toBe("string");

    const json = await req("/auth/login", { json: { email: u.email, password: u.password }, headers: { "cf-connecting-ip": freshAddress() } });
    expect(json.status).toBe(200);
    const t2 = await body(json);
    const me = await req("/auth/me", { token: t2.access_token });
    expect(await body(me)).toEqual({ email: u.email });
  });

  it("answers 400 LOGIN_BAD_CREDENTIALS for a wrong password, an unknown user and missing fields", async ({ expect }) => {
    const u = await signUp("badcreds");
    const attempts: ReqInit[] = [
      { form: { username: u.email, password: "wrong-password" } },
      { form: { username: uniqueEmail("nobody"), password: "whatever-123" } },
      { form: { username: u.email } },
      { json: {} },
    ];
    for (const a of attempts) {
      const res = await req("/auth/login", { ...a, headers: { "cf-connecting-ip": freshAddress() } });
      expect(res.status).toBe(400);
      expect(await body(res)).toEqual({ detail: "LOGIN_BAD_CREDENTIALS" });
    }
  });

  it("GET /auth/me and /api-keys/my-user-id identify the bearer of a token", async ({ expect }) => {
    const u = await signUp("whoami");
    expect(await body(await req("/api-keys/my-user-id", { token: u.token }))).toEqual({ user_id: u.id });
  });
});

describe("bearer tokens", () => {
  const sign = (claims: Record<string, unknown>, secret = SECRET, exp = Math.floor(Date.now() / 1000) + 600) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("fastapi-users:auth")
      .setJti(crypto.randomUUID())
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  it("accepts a well-formed token and refuses forged, expired, wrong-audience and wrong-version ones", async ({ expect }) => {
    const u = await signUp("tokens");
    expect(await status(await req("/auth/me", { token: await sign({ sub: u.id, pv: 0 }) }))).toBe(200);
    expect(await status(await req("/auth/me", { token: await sign({ sub: u.id, pv: 0 }, "another-secret-0123456789abcdefghij") }))).toBe(401);
    expect(await status(await req("/auth/me", { token: await sign({ sub: u.id, pv: 0 }, SECRET, Math.floor(Date.now() / 1000) - 10) }))).toBe(401);
    expect(await status(await req("/auth/me", { token: await sign({ sub: u.id, pv: 1 }) }))).toBe(401);
    const reset = await new SignJWT({ sub: u.id, pv: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("fastapi-users:reset")
      .setJti(crypto.randomUUID())
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(SECRET));
    expect(await status(await req("/auth/me", { token: reset }))).toBe(401);
    const unsigned = `${btoa(JSON.stringify({ alg: "none" }))}.${btoa(JSON.stringify({ sub: u.id, pv: 0, aud: "fastapi-users:auth" }))}.`;
    expect(await status(await req("/auth/me", { token: unsigned }))).toBe(401);
  });

  it("logout revokes the token it was sent with; other tokens keep working", async ({ expect }) => {
    const u = await signUp("logout");
    const other = await loginToken(u.email, u.password);
    const out = await req("/auth/logout", { method: "POST", token: u.token });
    expect(out.status).toBe(200);
    expect(await body(out)).toEqual({});
    expect(await status(await req("/auth/me", { token: u.token }))).toBe(401);
    expect(await status(await req("/auth/me", { token: other }))).toBe(200);
  });

  it("a deactivated user's tokens and API keys stop working at once, and work again when reactivated", async ({ expect }) => {
    const u = await signUp("inactive");
    expect(await status(await req("/auth/me", { token: u.token }))).toBe(200);
    expect(await status(await req("/auth/me", { apiKey: u.apiKey }))).toBe(200);
    await env.DB.prepare("UPDATE users SET is_active = 0 WHERE id = ?").bind(u.id).run();
    expect(await status(await req("/auth/me", { token: u.token }))).toBe(401);
    expect(await status(await req("/auth/me", { apiKey: u.apiKey }))).toBe(401);
    // An API key sent as a bearer value is checked the same way.
    expect(await status(await req("/auth/me", { headers: { authorization: `Bearer ${u.apiKey}` } }))).toBe(401);
    await env.DB.prepare("UPDATE users SET is_active = 1 WHERE id = ?").bind(u.id).run();
    expect(await status(await req("/auth/me", { token: u.token }))).toBe(200);
    expect(await status(await req("/auth/me", { apiKey: u.apiKey }))).toBe(200);
  });

  it("changing the password invalidates every earlier token; API keys keep working", async ({ expect }) => {
    const u = await signUp("pwchange");
    const second = await loginToken(u.email, u.password);
    const change = await req("/users/me", { method: "PATCH", token: u.token, json: { password: "brand-new-pass-1" } });
    expect(change.status).toBe(200);
    await change.text();
    expect(await status(await req("/auth/me", { token: u.token }))).toBe(401);
    expect(await status(await req("/auth/me", { token: second }))).toBe(401);
    expect(await status(await req("/auth/me", { apiKey: u.apiKey }))).toBe(200);
    const fresh = await loginToken(u.email, "brand-new-pass-1");
    expect(await status(await req("/auth/me", { token: fresh }))).toBe(200);
    const old = await req("/auth/login", { form: { username: u.email, password: u.password }, headers: { "cf-connecting-ip": freshAddress() } });
    expect(old.status).toBe(400);
    await old.text();
  });

  it("forgot/reset password: the token is mailed to the outbox, works once, and kills earlier tokens", async ({ expect }) => {
    const u = await signUp("reset");
    const forgot = await req("/auth/forgot-password", { json: { email: u.email } });
    expect(forgot.status).toBe(202);
    await forgot.text();
    // Unknown addresses get the same answer (no account enumeration).
    const unknown = await req("/auth/forgot-password", { json: { email: uniqueEmail("ghost") } });
    expect(unknown.status).toBe(202);
    await unknown.text();

    const mails = await body(await req(`/dev/outbox?to=${encodeURIComponent(u.email)}`, { vars: { REQUIRE_AUTHENTICATION: "false" } }));
    expect(mails).toHaveLength(1);
    expect(mails[0].kind).toBe("password_reset");
    const token = /Reset token: (\S+)/.exec(mails[0].body)![1]!;

    const bad = await req("/auth/reset-password", { json: { token: "garbage", password: "new-password-1" } });
    expect(bad.status).toBe(400);
    expect(await body(bad)).toEqual({ detail: "RESET_PASSWORD_BAD_TOKEN" });

    const ok = await req("/auth/reset-password", { json: { token, password: "new-password-1" } });
    expect(ok.status).toBe(200);
    await ok.text();
    expect(await status(await req("/auth/me", { token: u.token }))).toBe(401);
    expect(await status(await req("/auth/me", { apiKey: u.apiKey }))).toBe(200);
    expect(await status(await req("/auth/me", { token: await loginToken(u.email, "new-password-1") }))).toBe(200);

    // Reset mails are throttled per account (LOGIN_MAX_FAILURES per window), the answer stays 202.
    const capped = { ...AUTH_ON, LOGIN_MAX_FAILURES: "2" };
    for (let i = 0; i < 3; i++) expect(await status(await req("/auth/forgot-password", { vars: capped, json: { email: u.email } }))).toBe(202);
    expect(await body(await req(`/dev/outbox?to=${encodeURIComponent(u.email)}`, { vars: { REQUIRE_AUTHENTICATION: "false" } }))).toHaveLength(2);

    const again = await req("/auth/reset-password", { json: { token, password: "third-password-1" } });
    expect(again.status).toBe(400);
    expect(await body(again)).toEqual({ detail: "RESET_PASSWORD_BAD_TOKEN" });
  });
});

describe("login throttling", () => {
  it("locks an account after 10 failures in the window (429 with Retry-After), even for the right password", async ({ expect }) => {
    const u = await signUp("throttle");
    for (let i = 0; i < 10; i++) {
      const res = await req("/auth/login", { form: { username: u.email, password: `wrong-${i}-pass` }, headers: { "cf-connecting-ip": freshAddress() } });
      expect(res.status).toBe(400);
      await res.text();
    }
    const locked = await req("/auth/login", { form: { username: u.email, password: u.password }, headers: { "cf-connecting-ip": freshAddress() } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await body(locked)).detail).toMatch(/\[TooManyLoginAttemptsError\]$/);
    // Existing credentials are unaffected by the lock.
    expect(await status(await req("/auth/me", { apiKey: u.apiKey }))).toBe(200);
  });

  it("throttles one client address guessing across many accounts", async ({ expect }) => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const res = await req("/auth/login", { form: { username: uniqueEmail("spray"), password: "guess-123" }, headers: { "cf-connecting-ip": address } });
      expect(res.status).toBe(400);
      await res.text();
    }
    const u = await signUp("bystander");
    const blocked = await req("/auth/login", { form: { username: u.email, password: u.password }, headers: { "cf-connecting-ip": address } });
    expect(blocked.status).toBe(429);
    await blocked.text();
    // The same account from another address is fine.
    const elsewhere = await req("/auth/login", { form: { username: u.email, password: u.password }, headers: { "cf-connecting-ip": freshAddress() } });
    expect(elsewhere.status).toBe(200);
    await elsewhere.text();
  });

  it("configurable limit: LOGIN_MAX_FAILURES", async ({ expect }) => {
    const u = await signUp("limit2");
    const vars = { ...AUTH_ON, LOGIN_MAX_FAILURES: "2" };
    for (let i = 0; i < 2; i++) {
      expect(await status(await req("/auth/login", { vars, form: { username: u.email, password: "nope-nope" }, headers: { "cf-connecting-ip": freshAddress() } }))).toBe(400);
    }
    expect(await status(await req("/auth/login", { vars, form: { username: u.email, password: u.password }, headers: { "cf-connecting-ip": freshAddress() } }))).toBe(429);
  });
});

describe("password storage", () => {
  it("stores PBKDF2-SHA256 with 100,000 iterations and a per-user salt, never the password", async ({ expect }) => {
    const a = await signUp("hash-a", "same-password-1");
    const b = await signUp("hash-b", "same-password-1");
    const rows = await env.DB.prepare("SELECT hashed_password FROM users WHERE id IN (?, ?)").bind(a.id, b.id).all<{ hashed_password: string }>();
    const hashes = rows.results.map((r) => r.hashed_password);
    for (const h of hashes) {
      expect(h).toMatch(/^pbkdf2_sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(h).not.toContain("same-password-1");
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it("never asks for more PBKDF2 work than Cloudflare's production cap, even for a crafted stored hash", async ({ expect }) => {
    // Production workerd refuses > 100,000 iterations (cloudflare/workerd#1346); local workerd does not
    // enforce it, so the bound is asserted on our own constant and on verification of a crafted hash.
    const { PBKDF2_ITERATIONS, verifyPassword } = await import("../../src/services/auth.service");
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const crafted = `pbkdf2_sha256$100000000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
    await expect(verifyPassword("anything", crafted)).resolves.toBe(false);
  });
});

describe("API keys", () => {
  it("shows a key once, lists it masked, authenticates with X-Api-Key, and stops working when deleted", async ({ expect }) => {
    const u = await signUp("keys");
    const created = await body(await req("/api-keys", { json: { name: "ci" }, token: u.token }));
    expect(created.key).toMatch(/^cog_/);
    expect(created.name).toBe("ci");

    const list = await body(await req("/api-keys", { token: u.token }));
    expect(list).toHaveLength(2);
    for (const k of list) {
      expect(k.key).toMatch(/\*{12}$/);
      expect(k.key).not.toBe(created.key);
      expect(created.key.startsWith(k.key.replace(/\*+$/, "")) || k.id !== created.id).toBe(true);
    }
    const stored = await env.DB.prepare("SELECT key_hash FROM api_keys WHERE id = ?").bind(created.id).first<{ key_hash: string }>();
    expect(stored!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.key_hash).not.toContain(created.key);

    expect(await body(await req("/api-keys/my-user-id", { apiKey: created.key }))).toEqual({ user_id: u.id });
    expect(await body(await req("/api-keys/check", { method: "POST", apiKey: created.key, json: {} }))).toEqual({ valid: true, user_id: u.id });
    expect(await body(await req("/api-keys/check", { method: "POST", token: u.token, json: { key: created.key } }))).toEqual({ valid: true, user_id: u.id });
    expect(await body(await req("/api-keys/check", { method: "POST", token: u.token, json: { key: "cog_nope" } }))).toEqual({ valid: false, user_id: null });

    const del = await req("/api-keys", { method: "DELETE", token: u.token, json: { id: created.id } });
    expect(await body(del)).toEqual({ id: created.id, deleted: true });
    expect(await status(await req("/api-keys/my-user-id", { apiKey: created.key }))).toBe(401);
  });

  it("cannot see, check or delete another user's keys", async ({ expect }) => {
    const a = await signUp("keyowner");
    const b = await signUp("keythief");
    const aKeys = await body(await req("/api-keys", { token: a.token }));
    const bKeys = await body(await req("/api-keys", { token: b.token }));
    expect(bKeys.map((k: { id: string }) => k.id)).not.toContain(aKeys[0].id);
    expect(await status(await req("/api-keys", { method: "DELETE", token: b.token, json: { id: aKeys[0].id } }))).toBe(404);
    expect(await status(await req(`/api-keys/${aKeys[0].id}`, { method: "DELETE", token: b.token }))).toBe(404);
    expect(await body(await req("/api-keys/check", { method: "POST", token: b.token, json: { key: a.apiKey } }))).toEqual({ valid: false, user_id: null });
    expect(await status(await req("/auth/me", { apiKey: a.apiKey }))).toBe(200);
  });
});
