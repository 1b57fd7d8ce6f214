import { env, exports } from "cloudflare:workers";
import worker from "../src/index";

export const BASE = "http://localhost:8000";

/** Sends a request through the real Worker's fetch. */
export async function call(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${BASE}${path}`, init));
}

/** Sends a request through the Worker with some configuration overridden (e.g. authentication on). */
export async function callWith(vars: Record<string, string>, path: string, init?: RequestInit): Promise<Response> {
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
  return worker.fetch(new Request(`${BASE}${path}`, init), { ...env, ...vars } as Env, ctx);
}

export async function json<T = any>(res: Response): Promise<T> {
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`not JSON (${res.status}): ${text.slice(0, 200)}`);
  }
}

export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
