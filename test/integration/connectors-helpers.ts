import { expect } from "vitest";
import { body, req, signUp, type TestUser } from "./auth.helpers";

export const FAKE_GOOGLE = "http://fake-google.test";

export async function control<T = any>(url: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const res = await fetch(url, {
    method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
    headers: { "content-type": "application/json" },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  if (!res.ok) throw new Error(`control ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An owner with a tenant, and a member of it. */
export async function tenantWithMember(prefix: string) {
  const owner = await signUp(`${prefix}-owner`);
  const member = await signUp(`${prefix}-member`);
  const created = await req(`/tenants?tenant_name=${prefix}-${crypto.randomUUID().slice(0, 8)}`, { method: "POST", token: owner.token });
  expect(created.status).toBe(200);
  const tenantId = (await body(created)).tenant_id;
  const added = await req(`/tenants/users?tenant_id=${tenantId}&user_id=${member.id}`, { method: "POST", token: owner.token });
  expect([200, 207]).toContain(added.status);
  await added.text();
  return { owner, member, tenantId: tenantId as string };
}

/** `authorize` → the state in the install URL and the nonce cookie it set. */
export async function startAuthorize(user: TestUser, provider: string, tenantId: string, extra = "") {
  const res = await req(`/integrations/${provider}/authorize?tenant_id=${tenantId}${extra}`, { method: "POST", token: user.token });
  const out = await body(res);
  if (res.status !== 200) return { status: res.status, out, state: "", cookie: "", setCookie: "" };
  const setCookie = res.headers.get("set-cookie") ?? "";
  const state = new URL(out.url).searchParams.get("state")!;
  return { status: 200, out, state, cookie: setCookie.split(";")[0]!, setCookie };
}

export async function callback(provider: string, q: Record<string, string>, cookie?: string) {
  return req(`/integrations/${provider}/callback?${new URLSearchParams(q)}`, { headers: cookie ? { cookie } : {} });
}

/** The whole OAuth flow against a fake provider code. */
export async function connect(user: TestUser, provider: string, tenantId: string, code: string, extra = "") {
  const a = await startAuthorize(user, provider, tenantId, extra);
  expect(a.status).toBe(200);
  const res = await callback(provider, { state: a.state, code }, a.cookie);
  const out = await body(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out;
}

/** Polls the connection until its last run has finished (syncStatus ok or degraded). */
export async function waitForSync(user: TestUser, provider: string, tenantId: string, runId?: string, extra = "") {
  for (let i = 0; i < 300; i++) {
    const res = await req(`/integrations/${provider}/connection?tenant_id=${tenantId}${extra}`, { token: user.token });
    const c = await body(res);
    if (c.last_run && (!runId || c.last_run.id === runId) && c.last_run.status !== "running") return c;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("sync did not finish");
}

export async function sync(user: TestUser, provider: string, tenantId: string, extra = "") {
  const res = await req(`/integrations/${provider}/sync?tenant_id=${tenantId}${extra}`, { method: "POST", token: user.token });
  const out = await body(res);
  expect(res.status, JSON.stringify(out)).toBe(202);
  return waitForSync(user, provider, tenantId, out.run_id, extra);
}

/** The connection dataset's items (id, name, external_metadata). */
export async function datasetItems(user: TestUser, datasetName: string) {
  const list = await body(await req("/datasets", { token: user.token }));
  const ds = (list as any[]).find((d) => d.name === datasetName);
  if (!ds) return [];
  const data = await body(await req(`/datasets/${ds.id}/data?limit=1000`, { token: user.token }));
  return data as any[];
}
