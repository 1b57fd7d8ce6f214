import { z } from "@hono/zod-openapi";
import { nameString } from "./common.schemas";

export const UserMeSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
    is_verified: z.boolean(),
    is_agent: z.boolean(),
    tenant_id: z.string().nullable(),
    parent_user_id: z.string().nullable(),
    created_at: z.string(),
    has_seen_welcome: z.boolean(),
    onboarding_completed: z.boolean(),
    onboarding_completed_at: z.string().nullable(),
    marketing_consent: z.boolean().nullable(),
    marketing_consent_at: z.string().nullable(),
    session_recording_consent: z.boolean().nullable(),
    session_recording_consent_at: z.string().nullable(),
    dismissed_feature_announcements: z.array(z.string()),
    tenants: z.array(z.object({ id: z.string(), name: z.string(), is_owner: z.boolean() })),
  })
  .openapi("UserMeDTO");

export const UserUpdateSchema = z
  .object({ password: z.string().optional() })
  .openapi("UserUpdate");

/** Consent payloads: `consent` (or `granted`, or the named field) as a boolean. */
export const MarketingConsentSchema = z
  .object({
    consent: z.boolean().optional(),
    granted: z.boolean().optional(),
    marketing_consent: z.boolean().optional(),
    marketingConsent: z.boolean().optional(),
  })
  .openapi("MarketingConsentInDTO");

export const SessionRecordingConsentSchema = z
  .object({
    consent: z.boolean().optional(),
    granted: z.boolean().optional(),
    session_recording_consent: z.boolean().optional(),
    sessionRecordingConsent: z.boolean().optional(),
  })
  .openapi("SessionRecordingConsentInDTO");

export const FeatureKeyParamSchema = z.object({ feature_key: z.string().min(1).max(200) });

export const DeleteAccountResponseSchema = z
  .object({
    message: z.string(),
    user_id: z.string(),
    deleted_agents: z.number().int(),
    deleted_datasets: z.number().int(),
    deleted_tenants: z.number().int(),
  })
  .openapi("DeleteAccountResponse");

export const EligibilityRequestSchema = z
  .object({
    survey_key: nameString(200).optional(),
    surveyKey: nameString(200).optional(),
    trigger: z.string().max(200).optional(),
  })
  .openapi("EligibilityRequestInDTO");

export const EligibilityOutSchema = z
  .object({ eligible: z.boolean(), survey_key: z.string(), response_id: z.string().nullable(), reason: z.string().nullable() })
  .openapi("EligibilityOutDTO");

export const SurveyResponseInSchema = z
  .object({
    answers: z.record(z.string(), z.unknown()).optional(),
    rating: z.number().min(0).max(10).optional(),
    comment: z.string().max(5000).optional(),
    dismissed: z.boolean().optional(),
  })
  .openapi("SubmitSurveyResponseInDTO");

export const SurveyResponseOutSchema = z
  .object({
    id: z.string(),
    survey_key: z.string(),
    status: z.enum(["submitted", "dismissed"]),
    submitted_at: z.string(),
  })
  .openapi("SurveyResponseOutDTO");
