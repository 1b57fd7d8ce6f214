-- Migration number: 0005 	 2026-11-24T13:40:00.000Z
-- Team chat (issue 20). The installation itself (bot token, allowed channels, sync stamp) is a row of the
-- connector framework's connection table (provider `chatprovider`, account = the chat workspace's team id).

-- A person's own chat account, linked to the authenticated account that sent the link code.
CREATE TABLE IF NOT EXISTS chat_account_links (
  user_id TEXT NOT NULL,
  team_id TEXT NOT NULL,
  team_name TEXT,
  chat_user_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, team_id),
  -- One chat member links to one account.
  UNIQUE (team_id, chat_user_id)
);

-- Self-serve subscription of a tenant (owned by a linked caller) to a channel of a linked workspace.
CREATE TABLE IF NOT EXISTS chat_subscriptions (
  tenant_id TEXT NOT NULL,
  team_id TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  dataset_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, team_id, channel_id)
);
CREATE INDEX IF NOT EXISTS chat_subscriptions_channel_idx ON chat_subscriptions(team_id, channel_id);

-- A resource (a chat channel) of the primary tenant's connection, also delivered to a target tenant.
CREATE TABLE IF NOT EXISTS channel_routes (
  provider TEXT NOT NULL,
  primary_tenant_id TEXT NOT NULL,
  resource_id TEXT NOT NULL,
  target_tenant_id TEXT NOT NULL,
  -- The account (chat team id) the resource belongs to: disconnecting it drops its routes.
  account_id TEXT,
  dataset_name TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, primary_tenant_id, resource_id, target_tenant_id)
);
CREATE INDEX IF NOT EXISTS channel_routes_target_idx ON channel_routes(provider, target_tenant_id);

-- History import and scheduled sync of one chat workspace into one dataset.
CREATE TABLE IF NOT EXISTS chat_history_jobs (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL,
  dataset_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  -- JSON list of channel ids.
  channels TEXT NOT NULL,
  include_threads INTEGER NOT NULL DEFAULT 1,
  -- Lookback start (Unix seconds) of the first import.
  oldest REAL,
  sync_enabled INTEGER NOT NULL DEFAULT 0,
  interval_seconds INTEGER NOT NULL DEFAULT 21600,
  -- JSON {channel: {since, high, page}}: `since` is the committed timestamp cursor.
  cursors TEXT NOT NULL DEFAULT '{}',
  status TEXT NOT NULL,
  messages_imported INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  last_synced_at INTEGER,
  next_run_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (team_id, dataset_id)
);
CREATE INDEX IF NOT EXISTS chat_history_jobs_due_idx ON chat_history_jobs(next_run_at);

-- Which data item holds each chat message in each dataset: redelivered events and overlapping imports
-- find the message here and write nothing.
CREATE TABLE IF NOT EXISTS chat_messages (
  dataset_id TEXT NOT NULL,
  message_key TEXT NOT NULL,
  data_id TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (dataset_id, message_key)
);
