import { desc, eq } from "drizzle-orm";
import { newId } from "../../core/ids";
import { type Db, schema } from "../d1/client";
import type { MailMessage, MailResult, MailSender } from "./mail-sender";

export type OutboxRow = typeof schema.mailOutbox.$inferSelect;

/** Local provider: mail is written to the D1 `mail_outbox` table, read by tests and `npm run dev`. */
export class OutboxMailSender implements MailSender {
  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<MailResult> {
    await this.db
      .insert(schema.mailOutbox)
      .values({
        id: newId(),
        toAddress: message.to.toLowerCase(),
        subject: message.subject,
        body: message.text,
        kind: message.kind,
        createdAt: Date.now(),
      })
      .run();
    return { sent: true, provider: "outbox" };
  }
}

export async function readOutbox(db: Db, opts: { to?: string; limit: number }): Promise<OutboxRow[]> {
  const q = db.select().from(schema.mailOutbox);
  const filtered = opts.to ? q.where(eq(schema.mailOutbox.toAddress, opts.to.toLowerCase())) : q;
  return filtered.orderBy(desc(schema.mailOutbox.createdAt), desc(schema.mailOutbox.id)).limit(opts.limit);
}
