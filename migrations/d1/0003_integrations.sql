-- Connectors (issue 19): one row per connected provider account of a tenant. Tokens are AES-GCM
-- ciphertext under the key ring's `key_id` (INTEGRATION_CREDENTIALS_KEYS); metadata is clear text.
CREATE TABLE IF NOT EXISTS integration_connections (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  account_id TEXT NOT NULL,
  account_label TEXT,
  account_type TEXT,
  owner_user_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active',
  key_id TEXT NOT NULL,
  ciphertext TEXT NOT NULL,
  iv TEXT NOT NULL,
  token_expires_at INTEGER,
  scopes TEXT,
  metadata TEXT NOT NULL DEFAULT '{}',
  -- JSON: null = everything (including later additions), [] = nothing, a list = exactly those.
  selected TEXT,
  dataset_name TEXT NOT NULL,
  cursor TEXT,
  sync_status TEXT,
  last_synced_at INTEGER,
  last_error TEXT,
  connected_at INTEGER NOT NULL,
  revoked_at INTEGER,
  updated_at INTEGER NOT NULL,
  UNIQUE (tenant_id, provider, account_id)
);
CREATE INDEX IF NOT EXISTS integration_connections_tenant_idx ON integration_connections(tenant_id, provider, connected_at);

-- One import run of a connection; pages advance `pages_done` with a conditional update so a
-- redelivered page message is recognised and dropped.
CREATE TABLE IF NOT EXISTS integration_sync_runs (
  id TEXT PRIMARY KEY,
  connection_id TEXT NOT NULL,
  owner_user_id TEXT NOT NULL,
  status TEXT NOT NULL,
  trigger TEXT NOT NULL,
  pages_done INTEGER NOT NULL DEFAULT 0,
  cursor TEXT,
  requests INTEGER NOT NULL DEFAULT 0,
  failures INTEGER NOT NULL DEFAULT 0,
  failure_log TEXT NOT NULL DEFAULT '[]',
  warnings TEXT NOT NULL DEFAULT '[]',
  items_upserted INTEGER NOT NULL DEFAULT 0,
  items_deleted INTEGER NOT NULL DEFAULT 0,
  abort_reason TEXT,
  started_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX IF NOT EXISTS integration_sync_runs_connection_idx ON integration_sync_runs(connection_id, started_at);

-- Which data item holds each source object (the source id is also in the item's external_metadata):
-- an edit replaces the item; a deletion is held as `pending_delete` until a run with no failures.
CREATE TABLE IF NOT EXISTS integration_items (
  connection_id TEXT NOT NULL,
  external_id TEXT NOT NULL,
  resource_id TEXT,
  dataset_id TEXT NOT NULL,
  data_id TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  pending_delete INTEGER NOT NULL DEFAULT 0,
  last_run_id TEXT,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (connection_id, external_id)
);

-- Last outcome per selectable resource (`pending` once dispatched; absent = never dispatched).
CREATE TABLE IF NOT EXISTS integration_resource_status (
  connection_id TEXT NOT NULL,
  resource_id TEXT NOT NULL,
  status TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (connection_id, resource_id)
);
