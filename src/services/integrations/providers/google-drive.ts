import { ApiError } from "../../../core/errors";
import { PdfLoader } from "../../loaders";
import {
  type AuthedContext,
  type Connector,
  ProviderHttpError,
  providerFetch,
  type ProviderResource,
  type SourceItem,
  type SyncContext,
  type SyncFailure,
  type SyncPage,
} from "../connector";
import { registerConnector } from "../registry";
import { bearer, googleAuthorizeUrl, googleExchange, googleMissing, googleRefresh, googleRevoke } from "./google";

const FOLDER = "application/vnd.google-apps.folder";
const DOC = "application/vnd.google-apps.document";
const SHEET = "application/vnd.google-apps.spreadsheet";
/** Spec (Limits): text documents, spreadsheets (first sheet as CSV), PDFs, plain text, Markdown and CSV only. */
const DOWNLOADABLE = new Set(["application/pdf", "text/plain", "text/markdown", "text/x-markdown", "text/csv"]);
/** Files per listing page (each may cost a download, so pages stay small enough for one queue message). */
const PAGE_SIZE = 25;
const FILE_FIELDS = "id,name,mimeType,size,modifiedTime,parents,webViewLink,trashed";

type DriveFile = { id: string; name: string; mimeType: string; size?: string; modifiedTime?: string; parents?: string[]; webViewLink?: string; trashed?: boolean };
type Cursor = { phase: "full"; pageToken: string | null; startPageToken: string } | { phase: "changes"; pageToken: string };

const api = (ctx: AuthedContext, path: string) => `${ctx.settings.integrations.google.driveApiBaseUrl}/drive/v3${path}`;

async function getJson<T>(ctx: AuthedContext, path: string): Promise<T> {
  const res = await providerFetch(ctx, api(ctx, path), { headers: bearer(ctx.accessToken) });
  return (await res.json()) as T;
}

/** Which selected folder a file belongs to: null selection = any (its first parent); otherwise a direct parent in the list. */
function scopeOf(file: DriveFile, selected: string[] | null): { inScope: boolean; resourceId: string | null } {
  const parents = file.parents ?? [];
  if (selected === null) return { inScope: true, resourceId: parents[0] ?? null };
  const hit = parents.find((p) => selected.includes(p));
  return { inScope: !!hit, resourceId: hit ?? null };
}

/** The file's text, or a skip warning (unsupported type or over GOOGLE_DRIVE_MAX_FILE_SIZE_MB). */
async function readFile(ctx: AuthedContext, file: DriveFile): Promise<{ text: string } | { skip: string } | null> {
  const maxBytes = ctx.settings.integrations.google.driveMaxFileSizeMb * 1024 * 1024;
  if (file.size !== undefined && Number(file.size) > maxBytes) {
    return { skip: `${file.name} (${file.id}) is larger than ${ctx.settings.integrations.google.driveMaxFileSizeMb} MB and was skipped` };
  }
  let res: Response;
  if (file.mimeType === DOC) res = await providerFetch(ctx, api(ctx, `/files/${encodeURIComponent(file.id)}/export?mimeType=text/plain`), { headers: bearer(ctx.accessToken) });
  // Drive's CSV export of a spreadsheet is its first sheet.
  else if (file.mimeType === SHEET) res = await providerFetch(ctx, api(ctx, `/files/${encodeURIComponent(file.id)}/export?mimeType=text/csv`), { headers: bearer(ctx.accessToken) });
  else if (DOWNLOADABLE.has(file.mimeType)) res = await providerFetch(ctx, api(ctx, `/files/${encodeURIComponent(file.id)}?alt=media`), { headers: bearer(ctx.accessToken) });
  else return null;
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > maxBytes) return { skip: `${file.name} (${file.id}) is larger than ${ctx.settings.integrations.google.driveMaxFileSizeMb} MB and was skipped` };
  if (file.mimeType === "application/pdf") {
    const parts: string[] = [];
    const loader = new PdfLoader(file.name, async (t) => void parts.push(t));
    await loader.push(bytes);
    await loader.finish();
    return { text: parts.join("") };
  }
  return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes) };
}

/** Turns listed or changed files into upserts; unreadable files become failures (the run is then degraded). */
async function collect(ctx: SyncContext, files: DriveFile[], page: { upserts: SourceItem[]; deletes: string[]; failures: SyncFailure[]; warnings: string[]; requests: number }) {
  for (const file of files) {
    if (file.mimeType === FOLDER) continue;
    const scope = scopeOf(file, ctx.selected);
    if (file.trashed || !scope.inScope) {
      page.deletes.push(file.id);
      continue;
    }
    try {
      page.requests += 1;
      const read = await readFile(ctx, file);
      if (!read) continue;
      if ("skip" in read) {
        page.warnings.push(read.skip);
        continue;
      }
      if (!read.text.trim()) continue;
      page.upserts.push({
        externalId: file.id,
        resourceId: scope.resourceId,
        title: file.name,
        text: read.text,
        url: file.webViewLink ?? null,
        updatedAt: file.modifiedTime ?? null,
        metadata: { mime_type: file.mimeType },
      });
    } catch (err) {
      // 429/5xx/401 propagate (the page is retried); a refused download or undecodable bytes is this file's failure.
      if (!(err instanceof ProviderHttpError || err instanceof TypeError || err instanceof ApiError)) throw err;
      page.failures.push({ resourceId: scope.resourceId, externalId: file.id, message: `${file.name} could not be read` });
    }
  }
}

async function listFolders(ctx: AuthedContext): Promise<ProviderResource[]> {
  const out: ProviderResource[] = [];
  let pageToken: string | undefined;
  // Bounded: 10 pages of 100 folders for a picker.
  for (let i = 0; i < 10; i++) {
    const q = new URLSearchParams({ q: `mimeType = '${FOLDER}' and trashed = false`, pageSize: "100", fields: "nextPageToken,files(id,name)" });
    if (pageToken) q.set("pageToken", pageToken);
    const res = await getJson<{ files: DriveFile[]; nextPageToken?: string }>(ctx, `/files?${q}`);
    out.push(...res.files.map((f) => ({ id: f.id, name: f.name, kind: "folder" })));
    if (!res.nextPageToken) break;
    pageToken = res.nextPageToken;
  }
  return out;
}

async function syncPage(ctx: SyncContext): Promise<SyncPage> {
  const page = { upserts: [] as SourceItem[], deletes: [] as string[], failures: [] as SyncFailure[], warnings: [] as string[], requests: 0 };
  if (ctx.selected !== null && ctx.selected.length === 0) {
    // Narrowed to nothing: nothing is read (and nothing already synced is removed by it).
    return { ...page, nextCursor: ctx.cursor, done: true };
  }
  let cursor = ctx.cursor as Cursor | null;
  if (!cursor) {
    const start = await getJson<{ startPageToken: string }>(ctx, "/changes/startPageToken");
    page.requests += 1;
    cursor = { phase: "full", pageToken: null, startPageToken: start.startPageToken };
  }
  if (ctx.pageIndex === 0 && ctx.selected) {
    // A selected folder that is gone or unreadable is a failure of the run (degraded, deletions held back).
    for (const id of ctx.selected) {
      try {
        page.requests += 1;
        await getJson(ctx, `/files/${encodeURIComponent(id)}?fields=id,trashed`);
      } catch (err) {
        if (!(err instanceof ProviderHttpError)) throw err;
        page.failures.push({ resourceId: id, message: `folder ${id} could not be read (${err.status})` });
      }
    }
  }
  if (cursor.phase === "full") {
    const q = new URLSearchParams({ q: `mimeType != '${FOLDER}' and trashed = false`, pageSize: String(PAGE_SIZE), fields: `nextPageToken,files(${FILE_FIELDS})` });
    if (cursor.pageToken) q.set("pageToken", cursor.pageToken);
    const res = await getJson<{ files: DriveFile[]; nextPageToken?: string }>(ctx, `/files?${q}`);
    page.requests += 1;
    await collect(ctx, res.files, page);
    if (res.nextPageToken) return { ...page, nextCursor: { ...cursor, pageToken: res.nextPageToken }, done: false };
    // The full listing is complete: later runs follow the changes feed from where the listing began.
    return { ...page, nextCursor: { phase: "changes", pageToken: cursor.startPageToken }, done: true, fullWalk: true };
  }
  const q = new URLSearchParams({ pageToken: cursor.pageToken, pageSize: String(PAGE_SIZE), includeRemoved: "true", fields: `nextPageToken,newStartPageToken,changes(fileId,removed,file(${FILE_FIELDS}))` });
  const res = await getJson<{ changes: { fileId: string; removed?: boolean; file?: DriveFile }[]; nextPageToken?: string; newStartPageToken?: string }>(ctx, `/changes?${q}`);
  page.requests += 1;
  for (const ch of res.changes) if (ch.removed || !ch.file) page.deletes.push(ch.fileId);
  await collect(ctx, res.changes.filter((c) => !c.removed && c.file).map((c) => c.file!), page);
  if (res.nextPageToken) return { ...page, nextCursor: { phase: "changes", pageToken: res.nextPageToken }, done: false };
  return { ...page, nextCursor: { phase: "changes", pageToken: res.newStartPageToken ?? cursor.pageToken }, done: true };
}

export const googleDrive: Connector = {
  id: "google_drive",
  label: "Google Drive",
  kind: "drive",
  missingConfig: googleMissing,
  authorizeUrl: (ctx, p) => googleAuthorizeUrl(ctx, ["https://www.googleapis.com/auth/drive.readonly"], p),
  async exchangeCode(ctx, p) {
    const { tokens, claims } = await googleExchange(ctx, p);
    const about = (await (await providerFetch(ctx, `${ctx.settings.integrations.google.driveApiBaseUrl}/drive/v3/about?fields=user`, { headers: bearer(tokens.accessToken) })).json()) as {
      user: { permissionId: string; emailAddress?: string; displayName?: string };
    };
    return {
      accountId: about.user.permissionId,
      accountLabel: about.user.emailAddress ?? claims.email ?? null,
      // Personal and Workspace accounts share one path; the `hd` claim tells them apart.
      accountType: claims.hd ? "workspace" : "personal",
      metadata: { email: about.user.emailAddress ?? claims.email ?? null, hosted_domain: claims.hd ?? null },
      tokens,
    };
  },
  refresh: googleRefresh,
  revoke: googleRevoke,
  listResources: listFolders,
  listFolders,
  syncPage,
};

registerConnector(googleDrive);
