import { z } from "@hono/zod-openapi";

export const TenantStatusEnum = z
  .enum(["provisioning", "healthy", "suspended", "failed", "terminating", "unknown"])
  .openapi("TenantStatus");

export const TenantSchema = z
  .object({
    id: z.string(),
    tenant_id: z.string(),
    name: z.string(),
    tenant_name: z.string(),
    owner_id: z.string(),
    status: TenantStatusEnum,
    created_at: z.string(),
  })
  .openapi("Tenant");

export const TenantWithStatusSchema = TenantSchema.extend({
  is_owner: z.boolean(),
  is_current: z.boolean(),
  owner: z.object({ id: z.string(), email: z.string().nullable() }),
}).openapi("TenantWithStatus");

export const TenantCreatedSchema = z
  .object({ message: z.string(), tenant_id: z.string(), tenant_name: z.string(), status: TenantStatusEnum })
  .openapi("TenantCreated");

export const TenantMemberSchema = z
  .object({ id: z.string(), email: z.string(), is_owner: z.boolean(), pending_invite: z.boolean() })
  .openapi("TenantMember");

export const AddMemberResultSchema = z
  .object({
    message: z.string(),
    user_id: z.string(),
    pending_invite: z.boolean(),
    invite_email_sent: z.boolean(),
    sync_status: z.enum(["ok", "unreachable", "rejected"]),
    already_member: z.boolean(),
  })
  .openapi("AddTenantMemberResult");

export const RemoveMemberResultSchema = z
  .object({ message: z.string(), tenant_id: z.string(), user_id: z.string(), notice_email_sent: z.boolean() })
  .openapi("RemoveTenantMemberResult");

export const ResendInviteResultSchema = z
  .object({ message: z.string(), invite_email_sent: z.boolean(), pending_invite: z.boolean() })
  .openapi("ResendInviteResult");

export const TenantIdQuery = z.object({ tenant_id: z.string().openapi({ format: "uuid" }) });
export const TenantIdParam = z.object({ tenant_id: z.string().openapi({ format: "uuid" }) });
