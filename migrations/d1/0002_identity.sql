-- Migration number: 0002 	 2026-11-22T12:00:00.000Z
-- Identity and access: revoked bearer tokens (logout), agent connections, unique configuration names.

-- Bearer tokens are stateless JWTs; logout records the token id until it would have expired anyway.
CREATE TABLE IF NOT EXISTS revoked_tokens (
  jti TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS revoked_tokens_expiry_idx ON revoked_tokens(expires_at);

-- An agent connection is registered by a user (or one of its agent users) under a session name.
CREATE TABLE IF NOT EXISTS agent_connections (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  agent_session_name TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'api',
  memory_mode TEXT NOT NULL DEFAULT 'unknown',
  source TEXT NOT NULL DEFAULT 'api',
  origin_function TEXT,
  session_id TEXT,
  tenant_id TEXT,
  -- JSON array of {id, name, role: read|read_write, type: dataset}
  datasets TEXT NOT NULL DEFAULT '[]',
  metadata TEXT NOT NULL DEFAULT '{}',
  active INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  last_active_at INTEGER NOT NULL,
  deactivated_at INTEGER,
  UNIQUE (user_id, agent_session_name)
);

-- store_user_configuration upserts by (owner, name).
CREATE UNIQUE INDEX IF NOT EXISTS user_configurations_owner_name_idx ON user_configurations(owner_id, name);
CREATE INDEX IF NOT EXISTS mail_outbox_to_idx ON mail_outbox(to_address, created_at);
CREATE INDEX IF NOT EXISTS capability_grants_principal_idx ON capability_grants(principal_id);
CREATE INDEX IF NOT EXISTS acls_principal_idx ON acls(principal_id);
