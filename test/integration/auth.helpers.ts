import { env } from "cloudflare:workers";
import worker from "../../src/index";
import { BASE } from "../helpers";

/** Authentication on, as a deployed Worker runs. */
export const AUTH_ON: Record<string, string> = { REQUIRE_AUTHENTICATION: "true" };

export interface ReqInit {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** A multipart body (the runtime sets the boundary header). */
  formData?: FormData;
  token?: string;
  apiKey?: string;
  headers?: Record<string, string>;
  vars?: Record<string, string>;
  /** Replaces bindings (e.g. a broken WORKSPACE_POD) for fault-injection tests. */
  bindings?: Record<string, unknown>;
}

/** Calls the real Worker with authentication on (unless `vars` says otherwise). */
export async function req(path: string, init: ReqInit = {}): Promise<Response> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  } else if (init.formData) {
    body = init.formData;
  }
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.apiKey) headers["x-api-key"] = init.apiKey;
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
  const request = new Request(`${BASE}/api/v1${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
  return worker.fetch(request, { ...env, ...(init.vars ?? AUTH_ON), ...(init.bindings ?? {}) } as Env, ctx);
}

export async function body<T = any>(res: Response): Promise<T> {
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`not JSON (${res.status}): ${text.slice(0, 300)}`);
  }
}

/** Consumes the body and returns the status (every response body must be read). */
export async function status(res: Response): Promise<number> {
  await res.text();
  return res.status;
}

export const uniqueEmail = (prefix = "user") => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  apiKey: string;
}

let addressCounter = 0;
/** A distinct client address per login, so the per-address throttle never couples unrelated tests. */
export const freshAddress = () => `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`;

/** Registers, logs in (OAuth2 form) and creates an API key. */
export async function signUp(prefix = "user", password = "s3cret-passw0rd"): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  const reg = await req("/auth/register", { json: { email, password } });
  if (reg.status !== 201) throw new Error(`register ${reg.status}: ${await reg.text()}`);
  const { id } = await body(reg);
  const token = await loginToken(email, password);
  const key = await req("/api-keys", { json: { name: "test" }, token });
  if (key.status !== 200) throw new Error(`api key ${key.status}: ${await key.text()}`);
  return { id, email, password, token, apiKey: (await body(key)).key };
}

export async function loginToken(email: string, password: string): Promise<string> {
  const res = await req("/auth/login", { form: { username: email, password }, headers: { "cf-connecting-ip": freshAddress() } });
  if (res.status !== 200) throw new Error(`login ${res.status}: ${await res.text()}`);
  return (await body(res)).access_token;
}
