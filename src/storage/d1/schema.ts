import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Drizzle view of `migrations/d1/*.sql` (the SQL files are the source of truth for DDL). */
export const users = sqliteTable("users", {
  id: text().primaryKey(),
  email: text().notNull(),
  hashedPassword: text(),
  passwordVersion: integer().notNull().default(0),
  isActive: integer({ mode: "boolean" }).notNull().default(true),
  isSuperuser: integer({ mode: "boolean" }).notNull().default(false),
  isVerified: integer({ mode: "boolean" }).notNull().default(true),
  isStub: integer({ mode: "boolean" }).notNull().default(false),
  isAgent: integer({ mode: "boolean" }).notNull().default(false),
  agentName: text(),
  parentUserId: text(),
  tenantId: text(),
  flags: text().notNull().default("{}"),
  createdAt: integer().notNull(),
  updatedAt: integer().notNull(),
});

export const apiKeys = sqliteTable("api_keys", {
  id: text().primaryKey(),
  userId: text().notNull(),
  keyHash: text().notNull(),
  keyPrefix: text().notNull(),
  name: text(),
  label: text(),
  createdAt: integer().notNull(),
  lastUsedAt: integer(),
});

export const tenants = sqliteTable("tenants", {
  id: text().primaryKey(),
  name: text().notNull(),
  ownerId: text().notNull(),
  status: text().notNull().default("healthy"),
  createdAt: integer().notNull(),
  updatedAt: integer().notNull(),
});

export const tenantMembers = sqliteTable(
  "tenant_members",
  { tenantId: text().notNull(), userId: text().notNull(), createdAt: integer().notNull() },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

export const roles = sqliteTable("roles", {
  id: text().primaryKey(),
  tenantId: text().notNull(),
  name: text().notNull(),
  description: text(),
  createdAt: integer().notNull(),
});

export const userRoles = sqliteTable(
  "user_roles",
  { userId: text().notNull(), roleId: text().notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const capabilityGrants = sqliteTable(
  "capability_grants",
  { tenantId: text().notNull(), principalId: text().notNull(), capability: text().notNull() },
  (t) => [primaryKey({ columns: [t.tenantId, t.principalId, t.capability] })],
);

export const datasets = sqliteTable("datasets", {
  id: text().primaryKey(),
  name: text().notNull(),
  ownerId: text().notNull(),
  tenantId: text(),
  workspaceId: text().notNull(),
  createdAt: integer().notNull(),
  updatedAt: integer().notNull(),
});

export const acls = sqliteTable(
  "acls",
  {
    principalId: text().notNull(),
    datasetId: text().notNull(),
    permission: text({ enum: ["read", "write", "delete", "share"] }).notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.principalId, t.datasetId, t.permission] })],
);

export const searchHistory = sqliteTable("search_history", {
  id: text().primaryKey(),
  userId: text().notNull(),
  datasetId: text(),
  text: text().notNull(),
  role: text({ enum: ["user", "system"] }).notNull(),
  queryType: text(),
  createdAt: integer().notNull(),
});

export const tokenUsage = sqliteTable(
  "token_usage",
  {
    workspaceId: text().notNull(),
    hour: integer().notNull(),
    model: text().notNull(),
    tokensIn: integer().notNull().default(0),
    tokensOut: integer().notNull().default(0),
    /** Priced when recorded (migrations/d1/0004_billing.sql). */
    neurons: real().notNull().default(0),
    costUsd: real().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.hour, t.model] })],
);

export const loginAttempts = sqliteTable("login_attempts", {
  key: text().primaryKey(),
  failures: integer().notNull(),
  windowStart: integer().notNull(),
});

export const mailOutbox = sqliteTable("mail_outbox", {
  id: text().primaryKey(),
  toAddress: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  kind: text().notNull(),
  createdAt: integer().notNull(),
});

export const userConfigurations = sqliteTable("user_configurations", {
  id: text().primaryKey(),
  ownerId: text().notNull(),
  name: text(),
  configuration: text().notNull(),
  createdAt: integer().notNull(),
  updatedAt: integer().notNull(),
});

/** Uploaded ontologies (migrations/d1/0006_ontologies.sql): keys per workspace, bytes in R2, parsed terms here. */
export const ontologies = sqliteTable(
  "ontologies",
  {
    workspaceId: text().notNull(),
    ontologyKey: text().notNull(),
    filename: text().notNull(),
    format: text().notNull(),
    description: text(),
    sizeBytes: integer().notNull(),
    r2Key: text().notNull(),
    terms: text().notNull(),
    classCount: integer().notNull(),
    propertyCount: integer().notNull(),
    individualCount: integer().notNull(),
    uploadedBy: text().notNull(),
    uploadedAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.ontologyKey] })],
);

// ---- billing (migrations/d1/0004_billing.sql) ----

export const creditLedger = sqliteTable("credit_ledger", {
  id: text().primaryKey(),
  workspaceId: text().notNull(),
  kind: text({ enum: ["grant", "purchase", "burn"] }).notNull(),
  amountUsd: real().notNull(),
  tokens: integer().notNull().default(0),
  currency: text().notNull().default("usd"),
  externalId: text(),
  note: text(),
  createdBy: text(),
  createdAt: integer().notNull(),
});

export const autoRecharge = sqliteTable("auto_recharge", {
  workspaceId: text().primaryKey(),
  enabled: integer({ mode: "boolean" }).notNull().default(false),
  thresholdUsd: real().notNull(),
  amountUsd: real().notNull(),
  currency: text().notNull().default("usd"),
  customerId: text(),
  paymentMethodId: text(),
  lastError: text(),
  updatedBy: text().notNull(),
  updatedAt: integer().notNull(),
});

export const billingWebhookEvents = sqliteTable("billing_webhook_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: integer().notNull(),
});

// Connectors (migrations/d1/0003_integrations.sql).
export const integrationConnections = sqliteTable("integration_connections", {
  id: text().primaryKey(),
  tenantId: text().notNull(),
  provider: text().notNull(),
  accountId: text().notNull(),
  accountLabel: text(),
  accountType: text(),
  ownerUserId: text().notNull(),
  status: text().notNull(),
  keyId: text().notNull(),
  ciphertext: text().notNull(),
  iv: text().notNull(),
  tokenExpiresAt: integer(),
  scopes: text(),
  metadata: text().notNull(),
  selected: text(),
  datasetName: text().notNull(),
  cursor: text(),
  syncStatus: text(),
  lastSyncedAt: integer(),
  lastError: text(),
  connectedAt: integer().notNull(),
  revokedAt: integer(),
  updatedAt: integer().notNull(),
});

export const integrationSyncRuns = sqliteTable("integration_sync_runs", {
  id: text().primaryKey(),
  connectionId: text().notNull(),
  ownerUserId: text().notNull(),
  status: text().notNull(),
  trigger: text().notNull(),
  pagesDone: integer().notNull(),
  cursor: text(),
  requests: integer().notNull(),
  failures: integer().notNull(),
  failureLog: text().notNull(),
  warnings: text().notNull(),
  itemsUpserted: integer().notNull(),
  itemsDeleted: integer().notNull(),
  abortReason: text(),
  startedAt: integer().notNull(),
  finishedAt: integer(),
});

export const integrationItems = sqliteTable(
  "integration_items",
  {
    connectionId: text().notNull(),
    externalId: text().notNull(),
    resourceId: text(),
    datasetId: text().notNull(),
    dataId: text().notNull(),
    contentHash: text().notNull(),
    pendingDelete: integer().notNull(),
    lastRunId: text(),
    updatedAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.externalId] })],
);

export const integrationResourceStatus = sqliteTable(
  "integration_resource_status",
  {
    connectionId: text().notNull(),
    resourceId: text().notNull(),
    status: text().notNull(),
    updatedAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.resourceId] })],
);

// Team chat (migrations/d1/0005_team_chat.sql).
export const chatAccountLinks = sqliteTable(
  "chat_account_links",
  {
    userId: text().notNull(),
    teamId: text().notNull(),
    teamName: text(),
    chatUserId: text().notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] })],
);

export const chatSubscriptions = sqliteTable(
  "chat_subscriptions",
  {
    tenantId: text().notNull(),
    teamId: text().notNull(),
    channelId: text().notNull(),
    userId: text().notNull(),
    datasetName: text().notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.teamId, t.channelId] })],
);

export const channelRoutes = sqliteTable(
  "channel_routes",
  {
    provider: text().notNull(),
    primaryTenantId: text().notNull(),
    resourceId: text().notNull(),
    targetTenantId: text().notNull(),
    accountId: text(),
    datasetName: text().notNull(),
    createdBy: text().notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.primaryTenantId, t.resourceId, t.targetTenantId] })],
);

export const chatHistoryJobs = sqliteTable("chat_history_jobs", {
  id: text().primaryKey(),
  teamId: text().notNull(),
  datasetId: text().notNull(),
  userId: text().notNull(),
  channels: text().notNull(),
  includeThreads: integer({ mode: "boolean" }).notNull(),
  oldest: real(),
  syncEnabled: integer({ mode: "boolean" }).notNull(),
  intervalSeconds: integer().notNull(),
  cursors: text().notNull(),
  status: text().notNull(),
  messagesImported: integer().notNull(),
  lastError: text(),
  lastSyncedAt: integer(),
  nextRunAt: integer(),
  createdAt: integer().notNull(),
  updatedAt: integer().notNull(),
});

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    datasetId: text().notNull(),
    messageKey: text().notNull(),
    dataId: text(),
    createdAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.messageKey] })],
);

export const chatMemberNames = sqliteTable(
  "chat_member_names",
  {
    teamId: text().notNull(),
    userId: text().notNull(),
    name: text(),
    fetchedAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);
