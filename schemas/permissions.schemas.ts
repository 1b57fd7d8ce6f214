import { z } from "@hono/zod-openapi";

export const PermissionNameEnum = z.enum(["read", "write", "delete", "share"]).openapi("PermissionName");
export const CapabilityEnum = z.enum(["manage_users", "grant_capabilities", "revoke_capabilities"]).openapi("Capability");

export const DatasetIdListSchema = z
  .array(z.string())
  .openapi("DatasetIdList", { example: ["3fa85f64-5717-4562-b3fc-2c963f66afa6"] });

export const MessageSchema = z.object({ message: z.string() }).openapi("Message");

export const PermissionDatasetSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ownerId: z.string(),
    tenantId: z.string().nullable(),
  })
  .openapi("PermissionDataset");

export const RoleCreatedSchema = z
  .object({ message: z.string(), role_id: z.string(), tenant_id: z.string() })
  .openapi("RoleCreated");

export const RoleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    user_count: z.number().int(),
    capabilities: z.array(CapabilityEnum),
  })
  .openapi("TenantRole");

export const CapabilityChangeSchema = z
  .object({ message: z.string(), principal_id: z.string(), tenant_id: z.string(), capabilities: z.array(CapabilityEnum) })
  .openapi("CapabilityChange");

/** Body of the capability routes: a JSON array of names, or `{capabilities: [...]}`. */
export const CapabilityBodySchema = z
  .union([z.array(z.string()), z.object({ capabilities: z.array(z.string()) })])
  .openapi("CapabilityList", { example: ["manage_users"] });

export const MyCapabilitiesSchema = z
  .object({ tenant_id: z.string(), capabilities: z.array(CapabilityEnum), is_owner: z.boolean(), via_admin_role: z.boolean() })
  .openapi("MyCapabilities");

export const SelectTenantSchema = z
  .object({ tenant_id: z.uuid().nullable().optional(), tenantId: z.uuid().nullable().optional() })
  .openapi("SelectTenantPayload");

export const IdNameSchema = z.object({ id: z.string(), name: z.string() });
export const IdEmailSchema = z.object({ id: z.string(), email: z.string() });
