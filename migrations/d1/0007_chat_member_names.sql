-- Migration number: 0007 	 2026-11-25T09:00:00.000Z
-- Chat members' display names, looked up once per workspace (users.info) and kept, so every run and event names a
-- member the same way. Runs had each looked up the first 25 members they met afresh, so a member beyond a run's
-- budget was named in one message and left as an id in the next. `name` NULL: the workspace does not know the id.
CREATE TABLE IF NOT EXISTS chat_member_names (
  team_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  name TEXT,
  fetched_at INTEGER NOT NULL,
  PRIMARY KEY (team_id, user_id)
);
