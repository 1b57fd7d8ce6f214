import { changePassword } from "../../services/auth.service";
import * as users from "../../services/users.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./users.routes";

export const getMe: AppRouteHandler<typeof routes.getMe> = async (c) => c.json(await users.userMe(c.get("ports").db, c.get("user").id), 200);

export const patchMe: AppRouteHandler<typeof routes.patchMe> = async (c) => {
  const db = c.get("ports").db;
  const { password } = c.req.valid("json");
  if (password !== undefined) await changePassword(db, c.get("user"), password);
  return c.json(await users.userMe(db, c.get("user").id), 200);
};

export const deleteMe: AppRouteHandler<typeof routes.deleteMe> = async (c) => {
  const ports = c.get("ports");
  return c.json(await users.deleteAccount(ports, c.get("user"), users.datasetRemoverFor(ports)), 200);
};

export const seenWelcome: AppRouteHandler<typeof routes.seenWelcome> = async (c) => c.json(await users.markWelcomeSeen(c.get("ports").db, c.get("user").id), 200);

export const completeOnboarding: AppRouteHandler<typeof routes.completeOnboarding> = async (c) => c.json(await users.completeOnboarding(c.get("ports").db, c.get("user").id), 200);

export const marketingConsent: AppRouteHandler<typeof routes.marketingConsent> = async (c) => {
  const value = users.consentValue(c.req.valid("json"), ["consent", "marketing_consent", "marketingConsent", "granted"]);
  return c.json(await users.setMarketingConsent(c.get("ports").db, c.get("user").id, value), 200);
};

export const sessionRecordingConsent: AppRouteHandler<typeof routes.sessionRecordingConsent> = async (c) => {
  const body = c.req.valid("json");
  const value = users.consentValue(body, ["consent", "session_recording_consent", "sessionRecordingConsent", "granted"]);
  return c.json(await users.setSessionRecordingConsent(c.get("ports").db, c.get("user").id, value), 200);
};

export const dismissFeature: AppRouteHandler<typeof routes.dismissFeature> = async (c) =>
  c.json(await users.dismissFeatureAnnouncement(c.get("ports").db, c.get("user").id, c.req.valid("param").feature_key), 200);
