-- Billing (issue 21 §1): the hourly usage rows gain their price, plus the credit ledger, auto-recharge
-- settings and the payment webhook events already applied.

-- Cost of each (workspace, hour, model) row, priced when recorded (src/services/billing/prices.ts).
-- Rows older than BILLING_USAGE_RETENTION_DAYS (at least 7) are pruned; the burns below are kept.
ALTER TABLE token_usage ADD COLUMN neurons REAL NOT NULL DEFAULT 0;
ALTER TABLE token_usage ADD COLUMN cost_usd REAL NOT NULL DEFAULT 0;

-- Credits (grants, purchases: positive) and burns (one row per workspace and hour: negative).
-- The balance of a workspace is the sum of its amounts.
CREATE TABLE IF NOT EXISTS credit_ledger (
  id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('grant', 'purchase', 'burn')),
  amount_usd REAL NOT NULL,
  tokens INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL DEFAULT 'usd',
  -- The payment's id at the provider (a PaymentIntent): a purchase is credited once whichever path sees it first.
  external_id TEXT UNIQUE,
  note TEXT,
  created_by TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS credit_ledger_workspace ON credit_ledger (workspace_id, kind, created_at);

CREATE TABLE IF NOT EXISTS auto_recharge (
  workspace_id TEXT PRIMARY KEY,
  enabled INTEGER NOT NULL DEFAULT 0,
  threshold_usd REAL NOT NULL,
  amount_usd REAL NOT NULL,
  currency TEXT NOT NULL DEFAULT 'usd',
  customer_id TEXT,
  payment_method_id TEXT,
  last_error TEXT,
  updated_by TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Payment webhook events already applied (a redelivered event changes nothing).
CREATE TABLE IF NOT EXISTS billing_webhook_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
