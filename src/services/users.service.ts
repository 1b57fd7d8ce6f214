import { ApiError, notFound } from "../core/errors";
import { newId } from "../core/ids";
import type { Principal } from "../lib/types";
import { childUsers, deleteUsers, setFlags } from "../storage/d1/accounts.repo";
import type { Db } from "../storage/d1/client";
import { deleteDatasetRow } from "../storage/d1/datasets.repo";
import { datasetsOwnedBy } from "../storage/d1/grants.repo";
import { membersOf, tenantsOf, tenantsOwnedBy } from "../storage/d1/tenants.repo";
import { findUserById, toPrincipal, type UserRow } from "../storage/d1/users.repo";
import type { Ports } from "../storage/ports";
import { deleteDataset } from "./data-items.service";
import { type DatasetRemover, deleteTenantCompletely, leaveAllTenants } from "./tenants.service";

/** Flags kept in `users.flags` (JSON). */
interface UserFlags {
  has_seen_welcome?: boolean;
  onboarding_completed_at?: number | null;
  marketing_consent?: { value: boolean; at: number } | null;
  session_recording_consent?: { value: boolean; at: number } | null;
  dismissed_feature_announcements?: string[];
  surveys?: Record<string, SurveyRecord>;
}

interface SurveyRecord {
  survey_key: string;
  status: "pending" | "submitted" | "dismissed";
  created_at: number;
  submitted_at?: number;
  answers?: Record<string, unknown>;
  rating?: number;
  comment?: string;
}

const readFlags = (u: UserRow): UserFlags => {
  try {
    const v = JSON.parse(u.flags || "{}");
    return v && typeof v === "object" && !Array.isArray(v) ? (v as UserFlags) : {};
  } catch {
    return {};
  }
};

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);

async function requireUser(db: Db, id: string): Promise<UserRow> {
  const u = await findUserById(db, id);
  if (!u) throw notFound("User not found.", "UserNotFoundError");
  return u;
}

/** `UserMeDTO`: the account, its onboarding and consent flags, and its tenants. */
export async function userMe(db: Db, userId: string) {
  const u = await requireUser(db, userId);
  const f = readFlags(u);
  const memberId = u.isAgent && u.parentUserId ? u.parentUserId : u.id;
  const tenants = (await tenantsOf(db, memberId)).map((t) => ({ id: t.id, name: t.name, is_owner: t.ownerId === u.id }));
  return {
    id: u.id,
    email: u.email,
    is_active: u.isActive,
    is_superuser: u.isSuperuser,
    is_verified: u.isVerified,
    is_agent: u.isAgent,
    tenant_id: u.tenantId ?? null,
    parent_user_id: u.parentUserId ?? null,
    created_at: new Date(u.createdAt).toISOString(),
    has_seen_welcome: f.has_seen_welcome ?? false,
    onboarding_completed: Boolean(f.onboarding_completed_at),
    onboarding_completed_at: iso(f.onboarding_completed_at),
    marketing_consent: f.marketing_consent?.value ?? null,
    marketing_consent_at: iso(f.marketing_consent?.at),
    session_recording_consent: f.session_recording_consent?.value ?? null,
    session_recording_consent_at: iso(f.session_recording_consent?.at),
    dismissed_feature_announcements: f.dismissed_feature_announcements ?? [],
    tenants,
  };
}

async function updateFlags(db: Db, userId: string, change: (f: UserFlags) => void) {
  const u = await requireUser(db, userId);
  const flags = readFlags(u);
  change(flags);
  await setFlags(db, u.id, flags as Record<string, unknown>);
  return userMe(db, u.id);
}

export const markWelcomeSeen = (db: Db, userId: string) =>
  updateFlags(db, userId, (f) => {
    f.has_seen_welcome = true;
  });

export const completeOnboarding = (db: Db, userId: string) =>
  updateFlags(db, userId, (f) => {
    f.onboarding_completed_at ??= Date.now();
  });

export const setMarketingConsent = (db: Db, userId: string, value: boolean) =>
  updateFlags(db, userId, (f) => {
    f.marketing_consent = { value, at: Date.now() };
  });

export const setSessionRecordingConsent = (db: Db, userId: string, value: boolean) =>
  updateFlags(db, userId, (f) => {
    f.session_recording_consent = { value, at: Date.now() };
  });

export const dismissFeatureAnnouncement = (db: Db, userId: string, featureKey: string) =>
  updateFlags(db, userId, (f) => {
    const set = new Set(f.dismissed_feature_announcements ?? []);
    set.add(featureKey);
    f.dismissed_feature_announcements = [...set].sort();
  });

/** The first boolean among the accepted consent field names, else a 422. */
export function consentValue(body: Record<string, unknown>, names: string[]): boolean {
  for (const n of names) if (typeof body[n] === "boolean") return body[n] as boolean;
  throw new ApiError(422, "ValidationError", `Send one of ${names.join(", ")} as a boolean.`, {
    detail: [{ loc: ["body", names[0]!], msg: "Field required", type: "missing" }],
  });
}

// ---------------------------------------------------------------------------------------------
// Surveys: one pending response id per (user, survey key); answering or dismissing closes it.

const DEFAULT_SURVEY = "product_feedback";

export async function surveyEligibility(db: Db, userId: string, surveyKey: string | undefined) {
  const key = (surveyKey ?? DEFAULT_SURVEY).trim() || DEFAULT_SURVEY;
  const u = await requireUser(db, userId);
  if (u.isAgent) return { eligible: false, survey_key: key, response_id: null, reason: "agents are not surveyed" };
  const flags = readFlags(u);
  const surveys = (flags.surveys ??= {});
  const entries = Object.entries(surveys).filter(([, r]) => r.survey_key === key);
  const closed = entries.find(([, r]) => r.status !== "pending");
  if (closed) return { eligible: false, survey_key: key, response_id: null, reason: `already ${closed[1].status}` };
  const pending = entries.find(([, r]) => r.status === "pending");
  if (pending) return { eligible: true, survey_key: key, response_id: pending[0], reason: null };
  const id = newId();
  surveys[id] = { survey_key: key, status: "pending", created_at: Date.now() };
  await setFlags(db, u.id, flags as Record<string, unknown>);
  return { eligible: true, survey_key: key, response_id: id, reason: null };
}

export async function submitSurveyResponse(
  db: Db,
  userId: string,
  responseId: string,
  input: { answers?: Record<string, unknown>; rating?: number; comment?: string; dismissed?: boolean },
) {
  const u = await requireUser(db, userId);
  const flags = readFlags(u);
  const record = flags.surveys?.[responseId];
  if (!record) throw notFound(`Survey response (${responseId}) not found.`, "SurveyResponseNotFoundError");
  if (record.status !== "pending") {
    throw new ApiError(409, "SurveyAlreadyAnsweredError", `Survey response (${responseId}) was already ${record.status}.`);
  }
  const serialized = JSON.stringify(input.answers ?? {});
  if (serialized.length > 20_000) throw new ApiError(400, "InvalidRequestError", "Survey answers are limited to 20,000 characters.");
  record.status = input.dismissed ? "dismissed" : "submitted";
  record.submitted_at = Date.now();
  if (input.answers) record.answers = input.answers;
  if (input.rating !== undefined) record.rating = input.rating;
  if (input.comment !== undefined) record.comment = input.comment;
  await setFlags(db, u.id, flags as Record<string, unknown>);
  return { id: responseId, survey_key: record.survey_key, status: record.status, submitted_at: new Date(record.submitted_at).toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Account deletion

/** Minimal remover: pod content and the D1 row. */
export const podDatasetRemover =
  (ports: Pick<Ports, "db" | "pods">): DatasetRemover =>
  async (dataset) => {
    await ports.pods(dataset.workspaceId).purgeDataset(dataset.id);
    await deleteDatasetRow(ports.db, dataset.id);
  };

/**
 * The dataset service's own removal, acting as the dataset's owner (who holds `delete`): pod content,
 * external vectors, the R2 prefix, then the row. Falls back to the pod-only removal if the owner's
 * grant is gone.
 */
export const datasetRemoverFor =
  (ports: Ports): DatasetRemover =>
  async (dataset, owner) => {
    try {
      await deleteDataset(ports, owner, dataset.id);
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 403 && err.status !== 404)) throw err;
      await podDatasetRemover(ports)(dataset, owner);
    }
  };

/**
 * Deletes the account, its agents and the data it alone owns: datasets owned by the user or its agents
 * (everywhere), tenants it owns that have no other member, its memberships, keys, grants and settings.
 * A tenant it owns that still has other members blocks the deletion (409): delete the tenant or remove
 * its members first, so nobody else's workspace disappears.
 */
export async function deleteAccount(ports: Pick<Ports, "db" | "pods">, user: Principal, removeDataset: DatasetRemover) {
  const { db } = ports;
  const self = await requireUser(db, user.id);
  const agents = await childUsers(db, self.id);
  const ids = [self.id, ...agents.map((a) => a.id)];

  const owned = await tenantsOwnedBy(db, self.id);
  const shared = [];
  for (const t of owned) {
    if ((await membersOf(db, t.id)).some((m) => m.id !== self.id)) shared.push(t);
  }
  if (shared.length > 0) {
    throw new ApiError(
      409,
      "TenantOwnershipError",
      `The account owns tenants with other members (${shared.map((t) => t.name).join(", ")}): delete them or remove their members first.`,
    );
  }

  const byId = new Map([self, ...agents].map((u) => [u.id, toPrincipal(u, user.via)]));
  const datasets = await datasetsOwnedBy(db, ids);
  for (const d of datasets) await removeDataset(d, byId.get(d.ownerId)!);

  for (const t of owned) await deleteTenantCompletely(ports, t, removeDataset);
  await leaveAllTenants(ports, ids);
  await deleteUsers(db, ids);
  return {
    message: "Account deleted.",
    user_id: self.id,
    deleted_agents: agents.length,
    deleted_datasets: datasets.length,
    deleted_tenants: owned.length,
  };
}
