import { ApiError } from "../../../core/errors";
import {
  AccessTokenRejectedError,
  type AuthedContext,
  type Connector,
  type ConnectorContext,
  oauthTokenRequest,
  ProviderHttpError,
  providerFetch,
  type ProviderResource,
  retryAfterSeconds,
  type SourceItem,
  type SyncContext,
  type SyncPage,
  type TokenSet,
  tokenSetFrom,
  TransientProviderError,
  unsetVariables,
} from "../connector";
import { hmacSha256, sameBytes } from "../crypto";
import { registerConnector } from "../registry";

/** Issues (or projects) per GraphQL request; one request per sync page. */
const PAGE_SIZE = 50;
/** Webhooks older than this are refused (replay protection, as Linear recommends). */
const WEBHOOK_MAX_AGE_MS = 60_000;
const WEBHOOK_TYPES = new Set(["Issue", "Comment", "Project"]);

type Cursor = { phase: "issues" | "projects"; after: string | null; since: string | null; walkStart: string };

const cfg = (ctx: ConnectorContext) => ctx.settings.integrations.linear;

/** One GraphQL call. RATELIMITED (HTTP 400 or 429) is transient; other GraphQL errors are the page's failure. */
async function gql<T>(ctx: AuthedContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const url = `${cfg(ctx).apiBaseUrl}/graphql`;
  let res: Response;
  try {
    res = await ctx.fetch(url, { method: "POST", headers: { authorization: `Bearer ${ctx.accessToken}`, "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  } catch (err) {
    throw new TransientProviderError(`network error: ${(err as Error).message}`, 5);
  }
  const text = await res.text();
  let body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = {};
  }
  if (res.status === 401 || body.errors?.some((e) => e.extensions?.code === "AUTHENTICATION_ERROR")) throw new AccessTokenRejectedError("Linear refused the token");
  if (res.status === 429 || res.status >= 500 || body.errors?.some((e) => e.extensions?.code === "RATELIMITED")) {
    throw new TransientProviderError(`Linear ${res.status} rate limited`, retryAfterSeconds(res, 60));
  }
  if (!res.ok || !body.data) throw new ProviderHttpError(res.status, (body.errors?.[0]?.message ?? text).slice(0, 300), url);
  return body.data;
}

const ISSUES = `query Issues($first: Int!, $after: String, $filter: IssueFilter) {
  issues(first: $first, after: $after, filter: $filter, includeArchived: true, orderBy: updatedAt) {
    nodes { id identifier title description url updatedAt archivedAt team { id key } state { name } assignee { name }
      comments(first: 50) { nodes { id body createdAt user { name } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const PROJECTS = `query Projects($first: Int!, $after: String, $filter: ProjectFilter) {
  projects(first: $first, after: $after, filter: $filter, includeArchived: true) {
    nodes { id name description url updatedAt archivedAt state teams { nodes { id } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type Page<T> = { nodes: T[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
type Issue = {
  id: string;
  identifier: string;
  title: string;
  description: string | null;
  url: string;
  updatedAt: string;
  archivedAt: string | null;
  team: { id: string; key: string };
  state: { name: string } | null;
  assignee: { name: string } | null;
  comments: { nodes: { id: string; body: string; createdAt: string; user: { name: string } | null }[] };
};
type Project = { id: string; name: string; description: string | null; url: string; updatedAt: string; archivedAt: string | null; state: string | null; teams: { nodes: { id: string }[] } };

function issueItem(i: Issue): SourceItem {
  const comments = i.comments.nodes.map((c) => `Comment by ${c.user?.name ?? "someone"} (${c.createdAt}):\n${c.body}`).join("\n\n");
  return {
    externalId: `issue:${i.id}`,
    resourceId: i.team.id,
    title: `${i.identifier} ${i.title}`,
    text: `State: ${i.state?.name ?? "unknown"}\nAssignee: ${i.assignee?.name ?? "unassigned"}\n\n${i.description ?? ""}${comments ? `\n\n${comments}` : ""}`,
    url: i.url,
    updatedAt: i.updatedAt,
    metadata: { kind: "issue", identifier: i.identifier },
  };
}

function projectItem(p: Project, resourceId: string | null): SourceItem {
  return { externalId: `project:${p.id}`, resourceId, title: `Project: ${p.name}`, text: `State: ${p.state ?? "unknown"}\n\n${p.description ?? ""}`, url: p.url, updatedAt: p.updatedAt, metadata: { kind: "project" } };
}

async function listTeams(ctx: AuthedContext): Promise<ProviderResource[]> {
  const data = await gql<{ teams: { nodes: { id: string; name: string; key: string }[] } }>(ctx, "query { teams(first: 100) { nodes { id name key } } }");
  return data.teams.nodes.map((t) => ({ id: t.id, name: `${t.key} ${t.name}`, kind: "team" }));
}

/**
 * Issues (with their comments) then projects, updated since the last complete walk; the first walk is
 * full (items not seen are reconciled away). Each request counts against LINEAR_MAX_REQUESTS per run:
 * at the budget the run stops degraded and the next one resumes from the same cursor.
 */
async function syncPage(ctx: SyncContext): Promise<SyncPage> {
  if (ctx.selected !== null && ctx.selected.length === 0) return { upserts: [], deletes: [], nextCursor: ctx.cursor, done: true };
  const cursor: Cursor = (ctx.cursor as Cursor | null) ?? { phase: "issues", after: null, since: null, walkStart: new Date().toISOString() };
  const max = cfg(ctx).maxRequests;
  if (ctx.requestsSoFar >= max) {
    return { upserts: [], deletes: [], nextCursor: cursor, done: true, abort: `The request budget of ${max} per run (LINEAR_MAX_REQUESTS) was reached; the next run continues.` };
  }
  const filter: Record<string, unknown> = {};
  if (cursor.since) filter.updatedAt = { gt: cursor.since };
  const upserts: SourceItem[] = [];
  const deletes: string[] = [];
  if (cursor.phase === "issues") {
    if (ctx.selected) filter.team = { id: { in: ctx.selected } };
    const data = await gql<{ issues: Page<Issue> }>(ctx, ISSUES, { first: PAGE_SIZE, after: cursor.after, filter });
    for (const i of data.issues.nodes) {
      if (i.archivedAt) deletes.push(`issue:${i.id}`);
      else upserts.push(issueItem(i));
    }
    const next: Cursor = data.issues.pageInfo.hasNextPage ? { ...cursor, after: data.issues.pageInfo.endCursor } : { ...cursor, phase: "projects", after: null };
    return { upserts, deletes, nextCursor: next, done: false, requests: 1 };
  }
  const data = await gql<{ projects: Page<Project> }>(ctx, PROJECTS, { first: PAGE_SIZE, after: cursor.after, filter });
  for (const p of data.projects.nodes) {
    const teams = p.teams.nodes.map((t) => t.id);
    const resourceId = ctx.selected === null ? (teams[0] ?? null) : (teams.find((t) => ctx.selected!.includes(t)) ?? null);
    if (p.archivedAt || (ctx.selected !== null && !resourceId)) deletes.push(`project:${p.id}`);
    else upserts.push(projectItem(p, resourceId));
  }
  if (data.projects.pageInfo.hasNextPage) return { upserts, deletes, nextCursor: { ...cursor, after: data.projects.pageInfo.endCursor }, done: false, requests: 1 };
  // The walk is complete: the next run asks only for what changed since this one began.
  const next: Cursor = { phase: "issues", after: null, since: cursor.walkStart, walkStart: new Date().toISOString() };
  return { upserts, deletes, nextCursor: next, done: true, requests: 1, fullWalk: cursor.since === null };
}

export const linearConnector: Connector = {
  id: "linear",
  label: "Linear",
  kind: "tracker",
  missingConfig: (s) => unsetVariables({ LINEAR_CLIENT_ID: s.integrations.linear.clientId, LINEAR_CLIENT_SECRET: s.integrations.linear.clientSecret }),
  authorizeUrl(ctx, p) {
    const q = new URLSearchParams({ client_id: cfg(ctx).clientId!, redirect_uri: p.redirectUri, response_type: "code", scope: "read", state: p.state, prompt: "consent" });
    return `${cfg(ctx).authBaseUrl}/oauth/authorize?${q}`;
  },
  async exchangeCode(ctx, p) {
    const body = await oauthTokenRequest(ctx, `${cfg(ctx).apiBaseUrl}/oauth/token`, {
      grant_type: "authorization_code",
      code: p.code,
      redirect_uri: p.redirectUri,
      client_id: cfg(ctx).clientId!,
      client_secret: cfg(ctx).clientSecret!,
    });
    const tokens = tokenSetFrom(body);
    const who = await gql<{ viewer: { id: string; email: string }; organization: { id: string; name: string; urlKey: string } }>(
      { ...ctx, accessToken: tokens.accessToken, connection: { id: "", accountId: "", metadata: {} } },
      "query { viewer { id email } organization { id name urlKey } }",
    );
    return { accountId: who.organization.id, accountLabel: who.organization.name, metadata: { organizationId: who.organization.id, urlKey: who.organization.urlKey, viewer: who.viewer.email }, tokens };
  },
  async refresh(ctx, tokens: TokenSet) {
    const body = await oauthTokenRequest(ctx, `${cfg(ctx).apiBaseUrl}/oauth/token`, {
      grant_type: "refresh_token",
      refresh_token: tokens.refreshToken!,
      client_id: cfg(ctx).clientId!,
      client_secret: cfg(ctx).clientSecret!,
    });
    return tokenSetFrom(body, tokens);
  },
  async revoke(ctx, tokens) {
    const res = await providerFetch(ctx, `${cfg(ctx).apiBaseUrl}/oauth/revoke`, { method: "POST", headers: { authorization: `Bearer ${tokens.accessToken}` } });
    await res.body?.cancel();
  },
  listResources: listTeams,
  syncPage,
  /** Linear-Signature: hex HMAC-SHA256 of the raw body under LINEAR_WEBHOOK_SECRET; Issues, Comments and Projects events. */
  async webhook(ctx, headers, raw) {
    const secret = cfg(ctx).webhookSecret;
    if (!secret) throw new ApiError(503, "IntegrationNotConfiguredError", "The connector is not configured: set LINEAR_WEBHOOK_SECRET.");
    const given = (headers.get("linear-signature") ?? "").trim().toLowerCase();
    const expected = [...(await hmacSha256(secret, raw))].map((b) => b.toString(16).padStart(2, "0")).join("");
    if (!sameBytes(new TextEncoder().encode(given), new TextEncoder().encode(expected))) throw new ApiError(401, "InvalidWebhookSignatureError", "The webhook signature does not match.");
    let event: { type?: string; organizationId?: string; webhookTimestamp?: number };
    try {
      event = JSON.parse(new TextDecoder().decode(raw)) as typeof event;
    } catch {
      throw new ApiError(400, "InvalidWebhookPayloadError", "The webhook body is not JSON.");
    }
    if (typeof event.webhookTimestamp !== "number" || Math.abs(Date.now() - event.webhookTimestamp) > WEBHOOK_MAX_AGE_MS) {
      throw new ApiError(401, "InvalidWebhookSignatureError", "The webhook is too old.");
    }
    if (!event.type || !WEBHOOK_TYPES.has(event.type) || !event.organizationId) return null;
    return { metadataKey: "organizationId", metadataValue: event.organizationId };
  },
};

registerConnector(linearConnector);
