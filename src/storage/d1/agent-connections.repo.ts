import { and, desc, eq, inArray } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

/** Table added by migrations/d1/0002_identity.sql. */
export const agentConnections = sqliteTable("agent_connections", {
  id: text().primaryKey(),
  userId: text().notNull(),
  agentSessionName: text().notNull(),
  type: text().notNull(),
  memoryMode: text().notNull(),
  source: text().notNull(),
  originFunction: text(),
  sessionId: text(),
  tenantId: text(),
  datasets: text().notNull(),
  metadata: text().notNull(),
  active: integer({ mode: "boolean" }).notNull(),
  createdAt: integer().notNull(),
  lastActiveAt: integer().notNull(),
  deactivatedAt: integer(),
});

export type AgentConnectionRow = typeof agentConnections.$inferSelect;

export async function upsertConnection(db: Db, row: AgentConnectionRow): Promise<void> {
  const { id: _id, createdAt: _created, ...update } = row;
  await db.insert(agentConnections).values(row).onConflictDoUpdate({ target: agentConnections.id, set: update }).run();
}

export async function connectionsOf(db: Db, userIds: string[]): Promise<AgentConnectionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(agentConnections)
    .where(inArray(agentConnections.userId, userIds))
    .orderBy(desc(agentConnections.lastActiveAt), agentConnections.id);
}

export async function getConnection(db: Db, id: string): Promise<AgentConnectionRow | undefined> {
  return db.select().from(agentConnections).where(eq(agentConnections.id, id)).get();
}

export async function deactivateConnection(db: Db, userId: string, id: string): Promise<boolean> {
  const res = await db
    .update(agentConnections)
    .set({ active: false, deactivatedAt: Date.now() })
    .where(and(eq(agentConnections.id, id), eq(agentConnections.userId, userId)))
    .run();
  return (res.meta.changes ?? 0) > 0;
}

export async function deleteConnectionsOf(db: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(agentConnections).where(inArray(agentConnections.userId, userIds)).run();
}
