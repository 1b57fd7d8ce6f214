-- Migration number: 0001 	 2026-11-22T10:50:00.000Z
-- Control plane: identities, tenants, dataset registry and grants. Workspace content lives in the
-- WorkspacePod Durable Objects; D1 only holds what must be queried across workspaces.

CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  hashed_password TEXT,
  -- Bumped on every password change or reset; bearer tokens carry it, so old tokens stop verifying.
  password_version INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  is_superuser INTEGER NOT NULL DEFAULT 0,
  is_verified INTEGER NOT NULL DEFAULT 1,
  -- Stub accounts are created for invited addresses and become real on sign-up.
  is_stub INTEGER NOT NULL DEFAULT 0,
  is_agent INTEGER NOT NULL DEFAULT 0,
  agent_name TEXT,
  parent_user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  tenant_id TEXT,
  flags TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS users_parent_idx ON users(parent_user_id);

CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key_hash TEXT NOT NULL UNIQUE,
  key_prefix TEXT NOT NULL,
  name TEXT,
  label TEXT,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX IF NOT EXISTS api_keys_user_idx ON api_keys(user_id);

CREATE TABLE IF NOT EXISTS tenants (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  owner_id TEXT NOT NULL REFERENCES users(id),
  status TEXT NOT NULL DEFAULT 'healthy',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS tenant_members (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, user_id)
);
CREATE INDEX IF NOT EXISTS tenant_members_user_idx ON tenant_members(user_id);

CREATE TABLE IF NOT EXISTS roles (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (tenant_id, name)
);

CREATE TABLE IF NOT EXISTS user_roles (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id TEXT NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

-- Tenant capabilities (manage_users, grant_capabilities, revoke_capabilities) for a user, role or tenant.
CREATE TABLE IF NOT EXISTS capability_grants (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  principal_id TEXT NOT NULL,
  capability TEXT NOT NULL,
  PRIMARY KEY (tenant_id, principal_id, capability)
);

CREATE TABLE IF NOT EXISTS datasets (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tenant_id TEXT,
  -- Durable Object name of the workspace pod holding the dataset's content.
  workspace_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS datasets_owner_name_idx ON datasets(owner_id, IFNULL(tenant_id, ''), name);
CREATE INDEX IF NOT EXISTS datasets_workspace_idx ON datasets(workspace_id);

-- Dataset grants: read, write, delete, share to a user, role or whole tenant.
CREATE TABLE IF NOT EXISTS acls (
  principal_id TEXT NOT NULL,
  dataset_id TEXT NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  permission TEXT NOT NULL CHECK (permission IN ('read', 'write', 'delete', 'share')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (principal_id, dataset_id, permission)
);
CREATE INDEX IF NOT EXISTS acls_dataset_idx ON acls(dataset_id);

CREATE TABLE IF NOT EXISTS search_history (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  dataset_id TEXT,
  text TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('user', 'system')),
  query_type TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS search_history_user_idx ON search_history(user_id, created_at);

CREATE TABLE IF NOT EXISTS token_usage (
  workspace_id TEXT NOT NULL,
  hour INTEGER NOT NULL,
  model TEXT NOT NULL,
  tokens_in INTEGER NOT NULL DEFAULT 0,
  tokens_out INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, hour, model)
);

CREATE TABLE IF NOT EXISTS login_attempts (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_start INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS mail_outbox (
  id TEXT PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  kind TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS user_configurations (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT,
  configuration TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
