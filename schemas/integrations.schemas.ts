import { z } from "@hono/zod-openapi";

export const ProviderParam = z.object({ provider: z.string().min(1).max(64).openapi({ param: { name: "provider", in: "path" }, example: "google_drive" }) });

export const TenantQuery = z.object({ tenant_id: z.string().uuid() });

export const ConnectionQuery = z.object({
  tenant_id: z.string().uuid(),
  account_id: z.string().min(1).max(256).optional().openapi({ description: "Selects one connection; without it the most recently connected wins" }),
});

export const AuthorizeQuery = z.object({
  tenant_id: z.string().uuid(),
  account_type: z.enum(["workspace", "personal"]).optional().openapi({ description: "Cloud drive: Google Workspace or personal account" }),
});

export const CallbackQuery = z.object({
  state: z.string().max(4096).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(512).optional(),
});

/** `ResourceSelection`: `null` = everything (including later additions), `[]` = nothing, a list = exactly those. */
export const ResourceSelectionSchema = z
  .object({ selected: z.array(z.string().min(1).max(512)).max(1000).nullable() })
  .openapi("ResourceSelection", { example: { selected: ["folder-1", "folder-2"] } });

const open = (name: string) => z.record(z.string(), z.unknown()).openapi(name);

export const ConnectorCatalogSchema = z
  .object({
    connectors: z.array(
      z.object({
        provider: z.string(),
        name: z.string(),
        kind: z.string(),
        configured: z.boolean(),
        secrets_present: z.boolean(),
        missing: z.array(z.string()),
        capabilities: z.record(z.string(), z.boolean()),
      }),
    ),
  })
  .openapi("ConnectorCatalog");

export const AuthorizeResultSchema = z
  .object({ url: z.string(), authorize_url: z.string(), provider: z.string(), expires_at: z.string() })
  .openapi("IntegrationAuthorizeResult");

export const ConnectionSchema = open("IntegrationConnection");
export const ResourceListSchema = z
  .object({
    provider: z.string(),
    account_id: z.string(),
    selected: z.array(z.string()).nullable(),
    resources: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string().nullable(), sync: z.string().nullable() })),
  })
  .openapi("IntegrationResourceList");
export const SelectionResultSchema = z
  .object({ provider: z.string(), account_id: z.string(), selected: z.array(z.string()).nullable() })
  .openapi("IntegrationSelectionResult");
export const DisconnectResultSchema = open("IntegrationDisconnectResult");
export const SyncStartedSchema = open("IntegrationSyncStarted");
export const IntegrationsStatusSchema = open("IntegrationsStatus");
export const WebhookResultSchema = open("IntegrationWebhookResult");
