import { createRoute } from "@hono/zod-openapi";
import { errorResponses, ErrorDetailSchema, jsonContent, security } from "../../../schemas/common.schemas";
import {
  AuthorizeQuery,
  AuthorizeResultSchema,
  CallbackQuery,
  ConnectionQuery,
  ConnectionSchema,
  ConnectorCatalogSchema,
  DisconnectResultSchema,
  IntegrationsStatusSchema,
  ProviderParam,
  ResourceListSchema,
  ResourceSelectionSchema,
  SelectionResultSchema,
  SyncStartedSchema,
  TenantQuery,
  WebhookResultSchema,
} from "../../../schemas/integrations.schemas";

const tags = ["integrations"];
const unavailable = { 503: jsonContent(ErrorDetailSchema, "Connector not configured (names the missing settings)") };
const upstream = { 502: jsonContent(ErrorDetailSchema, "The provider refused or could not be reached") };
const revoked = { 409: jsonContent(ErrorDetailSchema, "The connection's credential was revoked") };
const selection = { body: { content: { "application/json": { schema: ResourceSelectionSchema } }, required: true } };

export const catalog = createRoute({
  method: "get",
  path: "/integrations/connectors",
  operationId: "listConnectors",
  tags,
  security,
  summary: "Connector catalog: providers and whether their secrets are present (never the values)",
  responses: { 200: jsonContent(ConnectorCatalogSchema, "Catalog"), ...errorResponses },
});

export const status = createRoute({
  method: "get",
  path: "/integrations/status",
  operationId: "integrationsStatus",
  tags,
  security,
  summary: "Per-connector status of a tenant (syncStatus, lastSyncedAt); any member",
  request: { query: TenantQuery },
  responses: { 200: jsonContent(IntegrationsStatusSchema, "Status"), ...errorResponses },
});

export const trackerResources = createRoute({
  method: "get",
  path: "/integrations/tracker/resources",
  operationId: "listTrackerResources",
  tags,
  security,
  summary: "Issue-tracker teams available to sync, with the current selection; any member",
  request: { query: ConnectionQuery },
  responses: { 200: jsonContent(ResourceListSchema, "Teams and selection"), ...errorResponses, ...upstream, ...revoked },
});

export const putTrackerResources = createRoute({
  method: "put",
  path: "/integrations/tracker/resources",
  operationId: "setTrackerResources",
  tags,
  security,
  summary: "Choose the issue-tracker teams to sync (null = all, [] = none, a list = exactly those); owner",
  request: { query: ConnectionQuery, ...selection },
  responses: { 200: jsonContent(SelectionResultSchema, "Selection stored"), ...errorResponses },
});

export const authorize = createRoute({
  method: "post",
  path: "/integrations/{provider}/authorize",
  operationId: "authorizeIntegration",
  tags,
  security,
  summary: "Install URL for a provider (owner); sets the 10-minute nonce cookie the callback requires",
  request: { params: ProviderParam, query: AuthorizeQuery },
  responses: { 200: jsonContent(AuthorizeResultSchema, "Install URL"), ...errorResponses, ...unavailable },
});

export const callback = createRoute({
  method: "get",
  path: "/integrations/{provider}/callback",
  operationId: "integrationCallback",
  tags,
  summary: "OAuth redirect target: checks the signed state and the nonce cookie, stores the connection",
  request: { params: ProviderParam, query: CallbackQuery },
  responses: { 200: jsonContent(ConnectionSchema, "Connected"), ...errorResponses, ...unavailable, ...upstream },
});

export const connection = createRoute({
  method: "get",
  path: "/integrations/{provider}/connection",
  operationId: "getIntegrationConnection",
  tags,
  security,
  summary: "Connection state (no token material); any member",
  request: { params: ProviderParam, query: ConnectionQuery },
  responses: { 200: jsonContent(ConnectionSchema, "Connection"), ...errorResponses },
});

export const disconnect = createRoute({
  method: "delete",
  path: "/integrations/{provider}/connection",
  operationId: "deleteIntegrationConnection",
  tags,
  security,
  summary: "Disconnect (owner): local revocation cuts access at once; the remote revoke is best-effort",
  request: { params: ProviderParam, query: ConnectionQuery },
  responses: { 200: jsonContent(DisconnectResultSchema, "Disconnected"), ...errorResponses },
});

export const resources = createRoute({
  method: "get",
  path: "/integrations/{provider}/resources",
  operationId: "listIntegrationResources",
  tags,
  security,
  summary: "Available resources with each one's last sync outcome, and the selection; any member",
  request: { params: ProviderParam, query: ConnectionQuery },
  responses: { 200: jsonContent(ResourceListSchema, "Resources"), ...errorResponses, ...upstream, ...revoked },
});

export const putResources = createRoute({
  method: "put",
  path: "/integrations/{provider}/resources",
  operationId: "setIntegrationResources",
  tags,
  security,
  summary: "Set the selection (owner): null = everything including later additions, [] = nothing, a list = exactly those",
  request: { params: ProviderParam, query: ConnectionQuery, ...selection },
  responses: { 200: jsonContent(SelectionResultSchema, "Selection stored"), ...errorResponses },
});

export const folders = createRoute({
  method: "get",
  path: "/integrations/{provider}/folders",
  operationId: "listIntegrationFolders",
  tags,
  security,
  summary: "Folder picker (cloud drive); any member",
  request: { params: ProviderParam, query: ConnectionQuery },
  responses: { 200: jsonContent(ResourceListSchema, "Folders"), ...errorResponses, ...upstream, ...revoked },
});

export const labels = createRoute({
  method: "get",
  path: "/integrations/{provider}/labels",
  operationId: "listIntegrationLabels",
  tags,
  security,
  summary: "Label picker (mailbox); any member",
  request: { params: ProviderParam, query: ConnectionQuery },
  responses: { 200: jsonContent(ResourceListSchema, "Labels"), ...errorResponses, ...upstream, ...revoked },
});

export const sync = createRoute({
  method: "post",
  path: "/integrations/{provider}/sync",
  operationId: "syncIntegration",
  tags,
  security,
  summary: "Start an import (owner); the connection reads syncing until the run is stamped ok or degraded",
  request: { params: ProviderParam, query: ConnectionQuery },
  responses: { 202: jsonContent(SyncStartedSchema, "Started (or already running)"), ...errorResponses },
});

export const webhook = createRoute({
  method: "post",
  path: "/integrations/{provider}/webhook",
  operationId: "integrationWebhook",
  tags,
  summary: "Signed provider webhook (issue tracker: Issues, Comments, Projects) starting a sync of the matching connections",
  request: { params: ProviderParam },
  responses: { 200: jsonContent(WebhookResultSchema, "Accepted"), ...errorResponses },
});
