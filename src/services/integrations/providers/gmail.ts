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
  TransientProviderError,
} from "../connector";
import { fromB64Url } from "../crypto";
import { registerConnector } from "../registry";
import { bearer, googleAuthorizeUrl, googleExchange, googleMissing, googleRefresh, googleRevoke } from "./google";

/** Gmail quota units per call (developers.google.com/gmail/api/reference/quota). */
export const GMAIL_UNITS = { profile: 1, labels: 1, list: 5, get: 5, history: 2 } as const;
/** Messages per page: 25 gets + a list = 130 units, about 1.6 s of pacing at the default 5,000 units/minute. */
const PAGE_SIZE = 25;

/** Spreads a run's spend so it averages at most `unitsPerMinute`: the wait after a page that used `units`. */
export const gmailPacingSeconds = (units: number, unitsPerMinute: number) => (units * 60) / unitsPerMinute;

type Cursor =
  | { phase: "full"; labels: (string | null)[]; li: number; pageToken: string | null; historyId: string }
  | { phase: "history"; historyId: string; pageToken: string | null; nextHistoryId?: string };
type Part = { mimeType?: string; filename?: string; body?: { data?: string; size?: number }; parts?: Part[]; headers?: { name: string; value: string }[] };
type Message = { id: string; threadId?: string; labelIds?: string[]; internalDate?: string; payload?: Part; snippet?: string };

const api = (ctx: AuthedContext, path: string) => `${ctx.settings.integrations.google.gmailApiBaseUrl}/gmail/v1/users/me${path}`;

/** Quota rejections (429, or 403 rate/quota reasons) wait GMAIL_QUOTA_RETRY_SECONDS (60 s) and are retried (5 times). */
async function gmail<T>(ctx: AuthedContext, path: string): Promise<T> {
  try {
    return (await (await providerFetch(ctx, api(ctx, path), { headers: bearer(ctx.accessToken) })).json()) as T;
  } catch (err) {
    const quota =
      (err instanceof TransientProviderError && /^429/.test(err.message)) ||
      (err instanceof ProviderHttpError && err.status === 403 && /rateLimitExceeded|userRateLimitExceeded|quotaExceeded/.test(err.body));
    if (quota) throw new TransientProviderError("Gmail quota rejection", ctx.settings.integrations.google.gmailQuotaRetrySeconds);
    throw err;
  }
}

const header = (m: Message, name: string) => m.payload?.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value ?? "";
const decode = (data: string) => new TextDecoder().decode(fromB64Url(data));

/** The message's text: the first text/plain part, else text/html with the tags dropped. */
function bodyText(part: Part | undefined): string {
  if (!part) return "";
  const all: Part[] = [];
  const walk = (p: Part) => {
    all.push(p);
    for (const c of p.parts ?? []) walk(c);
  };
  walk(part);
  const plain = all.find((p) => p.mimeType === "text/plain" && p.body?.data && !p.filename);
  if (plain) return decode(plain.body!.data!);
  const html = all.find((p) => p.mimeType === "text/html" && p.body?.data && !p.filename);
  return html ? decode(html.body!.data!).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim() : "";
}

function toItem(m: Message, selected: string[] | null): SourceItem | null {
  const labels = m.labelIds ?? [];
  if (labels.includes("SPAM") || labels.includes("TRASH")) return null;
  const resourceId = selected === null ? (labels[0] ?? null) : (labels.find((l) => selected.includes(l)) ?? null);
  if (selected !== null && !resourceId) return null;
  const subject = header(m, "Subject") || "(no subject)";
  return {
    externalId: m.id,
    resourceId,
    title: subject,
    text: `From: ${header(m, "From")}\nTo: ${header(m, "To")}\nDate: ${header(m, "Date")}\nSubject: ${subject}\n\n${bodyText(m.payload)}`,
    url: null,
    updatedAt: m.internalDate ? new Date(Number(m.internalDate)).toISOString() : null,
    metadata: { thread_id: m.threadId ?? null, labels },
  };
}

async function listLabels(ctx: AuthedContext): Promise<ProviderResource[]> {
  const res = await gmail<{ labels: { id: string; name: string; type?: string }[] }>(ctx, "/labels");
  return res.labels.map((l) => ({ id: l.id, name: l.name, kind: l.type === "system" ? "system_label" : "label" }));
}

async function fetchMessages(ctx: SyncContext, ids: string[], page: { upserts: SourceItem[]; deletes: string[]; failures: SyncFailure[]; units: number; requests: number }) {
  for (const id of ids) {
    page.units += GMAIL_UNITS.get;
    page.requests += 1;
    try {
      const m = await gmail<Message>(ctx, `/messages/${encodeURIComponent(id)}?format=full`);
      const item = toItem(m, ctx.selected);
      if (item) page.upserts.push(item);
      else page.deletes.push(id);
    } catch (err) {
      if (!(err instanceof ProviderHttpError)) throw err;
      // Deleted between listing and reading: gone, not a failure.
      if (err.status === 404) page.deletes.push(id);
      else page.failures.push({ externalId: id, message: `message ${id} could not be read (${err.status})` });
    }
  }
}

async function syncPage(ctx: SyncContext): Promise<SyncPage> {
  const page = { upserts: [] as SourceItem[], deletes: [] as string[], failures: [] as SyncFailure[], units: 0, requests: 0 };
  const paced = (p: Omit<SyncPage, "upserts" | "deletes" | "failures" | "requests">): SyncPage => ({
    ...page,
    ...p,
    delayNextSeconds: gmailPacingSeconds(page.units, ctx.settings.integrations.google.gmailQuotaUnitsPerMinute),
    warnings: [],
  });
  if (ctx.selected !== null && ctx.selected.length === 0) return { ...page, nextCursor: ctx.cursor, done: true };
  let cursor = ctx.cursor as Cursor | null;
  if (!cursor) {
    const profile = await gmail<{ historyId: string }>(ctx, "/profile");
    page.units += GMAIL_UNITS.profile;
    page.requests += 1;
    cursor = { phase: "full", labels: ctx.selected ?? [null], li: 0, pageToken: null, historyId: profile.historyId };
  }
  if (cursor.phase === "full") {
    const label = cursor.labels[cursor.li];
    const q = new URLSearchParams({ maxResults: String(PAGE_SIZE) });
    if (label) q.set("labelIds", label);
    if (cursor.pageToken) q.set("pageToken", cursor.pageToken);
    const res = await gmail<{ messages?: { id: string }[]; nextPageToken?: string }>(ctx, `/messages?${q}`);
    page.units += GMAIL_UNITS.list;
    page.requests += 1;
    await fetchMessages(ctx, (res.messages ?? []).map((m) => m.id), page);
    if (res.nextPageToken) return paced({ nextCursor: { ...cursor, pageToken: res.nextPageToken }, done: false });
    if (cursor.li + 1 < cursor.labels.length) return paced({ nextCursor: { ...cursor, li: cursor.li + 1, pageToken: null }, done: false });
    return paced({ nextCursor: { phase: "history", historyId: cursor.historyId, pageToken: null }, done: true, fullWalk: true });
  }
  const q = new URLSearchParams({ startHistoryId: cursor.historyId, historyTypes: "messageAdded", maxResults: "100" });
  q.append("historyTypes", "messageDeleted");
  if (cursor.pageToken) q.set("pageToken", cursor.pageToken);
  let res: { history?: { messagesAdded?: { message: { id: string } }[]; messagesDeleted?: { message: { id: string } }[] }[]; nextPageToken?: string; historyId: string };
  try {
    res = await gmail(ctx, `/history?${q}`);
  } catch (err) {
    // A history id older than Gmail keeps (about a week) is 404: walk everything again.
    if (err instanceof ProviderHttpError && err.status === 404) return paced({ nextCursor: null, done: false });
    throw err;
  }
  page.units += GMAIL_UNITS.history;
  page.requests += 1;
  const added = new Set<string>();
  const deleted = new Set<string>();
  for (const h of res.history ?? []) {
    for (const a of h.messagesAdded ?? []) added.add(a.message.id);
    for (const d of h.messagesDeleted ?? []) {
      deleted.add(d.message.id);
      added.delete(d.message.id);
    }
  }
  page.deletes.push(...deleted);
  await fetchMessages(ctx, [...added], page);
  const nextHistoryId = cursor.nextHistoryId ?? res.historyId;
  if (res.nextPageToken) return paced({ nextCursor: { phase: "history", historyId: cursor.historyId, pageToken: res.nextPageToken, nextHistoryId }, done: false });
  return paced({ nextCursor: { phase: "history", historyId: nextHistoryId, pageToken: null }, done: true });
}

export const gmailConnector: Connector = {
  id: "gmail",
  label: "Gmail",
  kind: "mailbox",
  missingConfig: googleMissing,
  authorizeUrl: (ctx, p) => googleAuthorizeUrl(ctx, ["https://www.googleapis.com/auth/gmail.readonly"], p),
  async exchangeCode(ctx, p) {
    const { tokens, claims } = await googleExchange(ctx, p);
    const profile = (await (await providerFetch(ctx, `${ctx.settings.integrations.google.gmailApiBaseUrl}/gmail/v1/users/me/profile`, { headers: bearer(tokens.accessToken) })).json()) as {
      emailAddress: string;
    };
    return {
      accountId: profile.emailAddress,
      accountLabel: profile.emailAddress,
      accountType: claims.hd ? "workspace" : "personal",
      metadata: { email: profile.emailAddress, hosted_domain: claims.hd ?? null },
      tokens,
    };
  },
  refresh: googleRefresh,
  revoke: googleRevoke,
  listResources: listLabels,
  listLabels,
  syncPage,
};

registerConnector(gmailConnector);
