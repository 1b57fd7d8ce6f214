import {
  type AuthedContext,
  type Connector,
  type ConnectorContext,
  PermanentAuthError,
  ProviderHttpError,
  providerFetch,
  type ProviderResource,
  retryAfterSeconds,
  type SourceItem,
  type SyncContext,
  type SyncFailure,
  type SyncPage,
  TransientProviderError,
  unsetVariables,
} from "../connector";
import { registerConnector } from "../registry";

const NOTION_VERSION = "2025-09-03";
/** Spec (Limits): a data source over 10,000 rows aborts the run. */
export const NOTION_MAX_DATA_SOURCE_ROWS = 10_000;
/** Block-children pages read per Notion page (100 blocks each): bounded work per queue message. */
const MAX_BLOCK_PAGES = 10;

type Work = { type: "page" | "database" | "data_source"; id: string; root: string; start?: string | null; counted?: boolean };
type Cursor = { stack: Work[] };
type RichText = { plain_text?: string }[];
type Block = { id: string; type: string; has_children?: boolean; [k: string]: unknown };
type NotionPage = { id: string; object: string; url?: string; last_edited_time?: string; in_trash?: boolean; archived?: boolean; parent?: { type: string }; properties?: Record<string, { type: string; title?: RichText; rich_text?: RichText; [k: string]: unknown }>; title?: RichText };

const cfg = (ctx: ConnectorContext) => ctx.settings.integrations.notion;
const headers = (ctx: AuthedContext) => ({ authorization: `Bearer ${ctx.accessToken}`, "notion-version": NOTION_VERSION, "content-type": "application/json" });

async function call<T>(ctx: AuthedContext, path: string, body?: unknown): Promise<T> {
  const res = await providerFetch(ctx, `${cfg(ctx).apiBaseUrl}/v1${path}`, { method: body === undefined ? "GET" : "POST", headers: headers(ctx), body: body === undefined ? undefined : JSON.stringify(body) });
  return (await res.json()) as T;
}

const plain = (rt: RichText | undefined) => (rt ?? []).map((t) => t.plain_text ?? "").join("");

function titleOf(p: NotionPage): string {
  if (p.title) return plain(p.title) || "Untitled";
  for (const prop of Object.values(p.properties ?? {})) if (prop.type === "title") return plain(prop.title) || "Untitled";
  return "Untitled";
}

/** A row's properties as "name: value" lines (text-like values only). */
function propertiesText(p: NotionPage): string {
  const lines: string[] = [];
  for (const [name, prop] of Object.entries(p.properties ?? {})) {
    if (prop.type === "title") continue;
    const v = prop.type === "rich_text" ? plain(prop.rich_text) : typeof prop[prop.type] === "string" || typeof prop[prop.type] === "number" ? String(prop[prop.type]) : "";
    if (v) lines.push(`${name}: ${v}`);
  }
  return lines.join("\n");
}

function blockText(b: Block): string {
  const data = b[b.type] as { rich_text?: RichText } | undefined;
  return data?.rich_text ? plain(data.rich_text) : "";
}

async function roots(ctx: AuthedContext): Promise<ProviderResource[]> {
  const res = await call<{ results: NotionPage[] }>(ctx, "/search", { page_size: 100 });
  return res.results
    .filter((r) => r.parent?.type === "workspace" && !r.in_trash && !r.archived)
    .map((r) => ({ id: r.id, name: titleOf(r), kind: r.object === "page" ? "page" : "data_source" }));
}

/** One Notion page: its blocks as text; child pages and databases are queued under the same root. */
async function readPage(ctx: SyncContext, w: Work, stack: Work[], out: { upserts: SourceItem[]; failures: SyncFailure[]; requests: number }) {
  let page: NotionPage;
  try {
    page = await call<NotionPage>(ctx, `/pages/${w.id}`);
    out.requests += 1;
  } catch (err) {
    if (!(err instanceof ProviderHttpError)) throw err;
    out.failures.push({ resourceId: w.root, externalId: w.id, message: `page ${w.id} could not be read (${err.status})` });
    return;
  }
  if (page.in_trash || page.archived) return;
  const lines: string[] = [propertiesText(page)];
  let start: string | null = null;
  for (let i = 0; i < MAX_BLOCK_PAGES; i++) {
    const res: { results: Block[]; has_more: boolean; next_cursor: string | null } = await call(ctx, `/blocks/${w.id}/children?page_size=100${start ? `&start_cursor=${encodeURIComponent(start)}` : ""}`);
    out.requests += 1;
    for (const b of res.results) {
      if (b.type === "child_page") stack.push({ type: "page", id: b.id, root: w.root });
      else if (b.type === "child_database") stack.push({ type: "database", id: b.id, root: w.root });
      else lines.push(blockText(b));
    }
    if (!res.has_more) break;
    start = res.next_cursor;
  }
  const text = lines.filter(Boolean).join("\n");
  out.upserts.push({ externalId: page.id, resourceId: w.root, title: titleOf(page), text: text || titleOf(page), url: page.url ?? null, updatedAt: page.last_edited_time ?? null });
}

/**
 * A per-root walk, one unit of work per page: pages (blocks as text, children queued), databases (their
 * data sources), data sources (counted first: over 10,000 rows aborts the run before any row is written;
 * then rows 100 at a time). Every run walks in full, so pages deleted or moved out of a root are removed.
 */
async function syncPage(ctx: SyncContext): Promise<SyncPage> {
  const out = { upserts: [] as SourceItem[], failures: [] as SyncFailure[], requests: 0 };
  if (ctx.selected !== null && ctx.selected.length === 0) return { upserts: [], deletes: [], nextCursor: null, done: true };
  let cursor = ctx.cursor as Cursor | null;
  if (!cursor) {
    const found = await roots(ctx);
    out.requests += 1;
    const wanted = ctx.selected ?? found.map((r) => r.id);
    const kinds = new Map(found.map((r) => [r.id, r.kind]));
    cursor = { stack: wanted.map((id) => ({ type: kinds.get(id) === "data_source" ? ("data_source" as const) : ("page" as const), id, root: id })).reverse() };
  }
  const stack = [...cursor.stack];
  const w = stack.pop();
  if (w?.type === "page") await readPage(ctx, w, stack, out);
  else if (w?.type === "database") {
    try {
      const db = await call<{ data_sources?: { id: string }[] }>(ctx, `/databases/${w.id}`);
      out.requests += 1;
      for (const ds of db.data_sources ?? []) stack.push({ type: "data_source", id: ds.id, root: w.root });
    } catch (err) {
      if (!(err instanceof ProviderHttpError)) throw err;
      out.failures.push({ resourceId: w.root, message: `database ${w.id} could not be read (${err.status})` });
    }
  } else if (w?.type === "data_source") {
    if (!w.counted) {
      let rows = 0;
      let start: string | null = null;
      do {
        const res: { results: unknown[]; has_more: boolean; next_cursor: string | null } = await call(ctx, `/data_sources/${w.id}/query`, { page_size: 100, ...(start ? { start_cursor: start } : {}) });
        out.requests += 1;
        rows += res.results.length;
        if (rows > NOTION_MAX_DATA_SOURCE_ROWS) {
          return { ...out, deletes: [], nextCursor: null, done: true, abort: `The data source ${w.id} has over ${NOTION_MAX_DATA_SOURCE_ROWS} rows; the run was stopped (nothing was removed).` };
        }
        start = res.has_more ? res.next_cursor : null;
      } while (start);
      stack.push({ ...w, counted: true, start: null });
    } else {
      const res = await call<{ results: NotionPage[]; has_more: boolean; next_cursor: string | null }>(ctx, `/data_sources/${w.id}/query`, { page_size: 100, ...(w.start ? { start_cursor: w.start } : {}) });
      out.requests += 1;
      for (const row of res.results) {
        if (row.in_trash || row.archived) continue;
        out.upserts.push({ externalId: row.id, resourceId: w.root, title: titleOf(row), text: propertiesText(row) || titleOf(row), url: row.url ?? null, updatedAt: row.last_edited_time ?? null });
      }
      if (res.has_more) stack.push({ ...w, start: res.next_cursor });
    }
  }
  if (stack.length) return { ...out, deletes: [], nextCursor: { stack }, done: false };
  // Every run is a full walk (Notion has no change feed): the next run starts from the roots again.
  return { ...out, deletes: [], nextCursor: null, done: true, fullWalk: true };
}

async function notionToken(ctx: ConnectorContext, body: Record<string, string>): Promise<Record<string, unknown>> {
  const res = await ctx.fetch(`${cfg(ctx).apiBaseUrl}/v1/oauth/token`, {
    method: "POST",
    headers: { authorization: `Basic ${btoa(`${cfg(ctx).clientId}:${cfg(ctx).clientSecret}`)}`, "content-type": "application/json", "notion-version": NOTION_VERSION },
    body: JSON.stringify(body),
  });
  const out = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok) return out;
  if (res.status === 429 || res.status >= 500) throw new TransientProviderError(`Notion token endpoint ${res.status}`, retryAfterSeconds(res, 30));
  throw new PermanentAuthError(`Notion token endpoint refused: ${String(out.error ?? res.status)}`);
}

export const notionConnector: Connector = {
  id: "notion",
  label: "Notion",
  kind: "notes",
  missingConfig: (s) => unsetVariables({ NOTION_CLIENT_ID: s.integrations.notion.clientId, NOTION_CLIENT_SECRET: s.integrations.notion.clientSecret }),
  authorizeUrl(ctx, p) {
    const q = new URLSearchParams({ client_id: cfg(ctx).clientId!, response_type: "code", owner: "user", redirect_uri: p.redirectUri, state: p.state });
    return `${cfg(ctx).apiBaseUrl}/v1/oauth/authorize?${q}`;
  },
  async exchangeCode(ctx, p) {
    const body = await notionToken(ctx, { grant_type: "authorization_code", code: p.code, redirect_uri: p.redirectUri });
    const workspaceId = String(body.workspace_id ?? "");
    return {
      accountId: workspaceId,
      accountLabel: (body.workspace_name as string | undefined) ?? null,
      metadata: { workspace_id: workspaceId, bot_id: body.bot_id ?? null },
      tokens: { accessToken: String(body.access_token ?? ""), refreshToken: (body.refresh_token as string | undefined) ?? null, expiresAt: null },
    };
  },
  async refresh(ctx, tokens) {
    const body = await notionToken(ctx, { grant_type: "refresh_token", refresh_token: tokens.refreshToken! });
    return { accessToken: String(body.access_token ?? ""), refreshToken: (body.refresh_token as string | undefined) ?? tokens.refreshToken ?? null, expiresAt: null };
  },
  listResources: roots,
  syncPage,
};

registerConnector(notionConnector);
