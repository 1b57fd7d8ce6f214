import { env } from "cloudflare:workers";
import { hashApiKey } from "../../src/services/auth.service";
import type { WorkspacePod } from "../../workers/workspace-pod.do";
import { call, callWith } from "../helpers";

/** One multipart part: a form field (string) or a file upload. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: string | Uint8Array; type?: string; headers?: Record<string, string> };

export const BOUNDARY = "----kgTestBoundary7MA4YWxkTrZu0gW";

/** Hand-built multipart body, so tests control every byte (odd names, strings in file fields, ...). */
export function multipart(parts: Part[], boundary = BOUNDARY, close = true): Uint8Array {
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if ("filename" in p) {
      head += `; filename="${p.filename.replace(/"/g, "%22")}"\r\nContent-Type: ${p.type ?? "application/octet-stream"}`;
      for (const [k, v] of Object.entries(p.headers ?? {})) head += `\r\n${k}: ${v}`;
    }
    chunks.push(enc.encode(`${head}\r\n\r\n`));
    chunks.push("filename" in p ? (typeof p.content === "string" ? enc.encode(p.content) : p.content) : enc.encode(p.value));
    chunks.push(enc.encode("\r\n"));
  }
  if (close) chunks.push(enc.encode(`--${boundary}--\r\n`));
  const size = chunks.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(size);
  let off = 0;
  for (const c of chunks) {
    out.set(c, off);
    off += c.length;
  }
  return out;
}

export const formInit = (parts: Part[], headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  body: multipart(parts),
});

/** POST /api/v1/add with a multipart body; `vars` override configuration. */
export const addForm = (parts: Part[], vars?: Record<string, string>, headers: Record<string, string> = {}) =>
  vars ? callWith(vars, "/api/v1/add", formInit(parts, headers)) : call("/api/v1/add", formInit(parts, headers));

export const addJson = (body: unknown, vars?: Record<string, string>, headers: Record<string, string> = {}) => {
  const init = { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) };
  return vars ? callWith(vars, "/api/v1/add", init) : call("/api/v1/add", init);
};

export const file = (filename: string, content: string | Uint8Array, type?: string): Part => ({ name: "data", filename, content, type });
export const raw = (value: string): { name: string; value: string } => ({ name: "raw_data", value });
export const field = (name: string, value: string): { name: string; value: string } => ({ name, value });

export interface TestUser {
  id: string;
  email: string;
  apiKey: string;
}

/** A second (third, ...) account made directly in D1, with an API key. */
export async function makeUser(prefix = "member"): Promise<TestUser> {
  const id = crypto.randomUUID();
  const email = `${prefix}-${id.slice(0, 8)}@example.com`;
  const apiKey = `test-key-${crypto.randomUUID()}`;
  const now = Date.now();
  await env.DB.prepare(`INSERT INTO users (id, email, created_at, updated_at) VALUES (?, ?, ?, ?)`).bind(id, email, now, now).run();
  await env.DB.prepare(`INSERT INTO api_keys (id, user_id, key_hash, key_prefix, created_at) VALUES (?, ?, ?, ?, ?)`)
    .bind(crypto.randomUUID(), id, await hashApiKey(apiKey), apiKey.slice(0, 8), now)
    .run();
  return { id, email, apiKey };
}

/** Calls the Worker as `user` with authentication required. */
export const asUser = (user: TestUser, path: string, init: RequestInit = {}, vars: Record<string, string> = {}) =>
  callWith({ REQUIRE_AUTHENTICATION: "true", ...vars }, path, {
    ...init,
    headers: { ...(init.headers as Record<string, string> | undefined), "x-api-key": user.apiKey },
  });

/** Grants a permission on a dataset to a principal, as the permissions API would. */
export async function grant(principalId: string, datasetId: string, permission: "read" | "write" | "delete" | "share") {
  await env.DB.prepare(`INSERT OR IGNORE INTO acls (principal_id, dataset_id, permission, created_at) VALUES (?, ?, ?, ?)`)
    .bind(principalId, datasetId, permission, Date.now())
    .run();
}

export const pod = (workspaceId: string) =>
  (env.WORKSPACE_POD as unknown as DurableObjectNamespace<WorkspacePod>).getByName(workspaceId);

/** Workspace id and R2 key from an item's `rawDataLocation` (`r2://w/<workspace>/datasets/...`). */
export function locate(item: { rawDataLocation: string }): { workspaceId: string; rawKey: string } {
  const rawKey = item.rawDataLocation.replace(/^r2:\/\//, "");
  return { workspaceId: rawKey.split("/")[1]!, rawKey };
}

/** The loader output the cognify pipeline will read (`data_items.text_key`). */
export async function textOf(item: { id: string; datasetId: string; rawDataLocation: string }): Promise<string> {
  const row = await pod(locate(item).workspaceId).getDataItem(item.datasetId, item.id);
  if (!row?.text_key) throw new Error(`no text for ${item.id}`);
  const obj = await env.RAW_FILES.get(row.text_key);
  if (!obj) throw new Error(`text object ${row.text_key} missing`);
  return obj.text();
}

/** Keys under a prefix in the RAW_FILES bucket. */
export async function r2Keys(prefix: string): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.RAW_FILES.list({ prefix, cursor });
    out.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return out;
}

/** A minimal one-page PDF whose text layer holds `lines` (Helvetica, no compression). */
export function makePdf(lines: string[]): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 18 Tf 72 720 Td 22 TL ${lines.map((l) => `(${esc(l)}) Tj T*`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
