import type { Db } from "../../storage/d1/client";
import { saveMemberNames, storedMemberNames } from "../../storage/d1/team-chat.repo";
import { ChatApiError, type ChatApi } from "./chat-api";

/**
 * Name lookups per run or event. `users.info` is Tier 4 at the provider (100+ a minute), limited apart from
 * the history methods, so lookups spend their own client's budget, never a history run's; a page holds at
 * most 200 messages, usually from a handful of people, and names found are kept (see MemberNames).
 */
export const NAME_LOOKUP_BUDGET = 25;
/** A kept name is looked up again after a week (people rename themselves rarely); a stale one still names meanwhile. */
export const MEMBER_NAME_TTL_MS = 7 * 24 * 3_600_000;
/** A display name in a header: one line, bounded (Slack allows 80 characters in a real name). */
const MAX_NAME_CHARS = 80;

interface UsersInfo extends Record<string, unknown> {
  user?: { name?: string; real_name?: string; profile?: { real_name?: string; display_name?: string } };
}

/**
 * Members' names for the header of a stored message ("Chat message by Karim Haddad in #deploys ..."), so
 * memory says who said what by name, not by member id. Names are kept per workspace in D1: each member is
 * looked up (`users.info`) once a week at most, and every run and event names them the same way. A lookup
 * that fails (rate limited, budget spent) leaves the id and is tried again by a later run; a member the
 * workspace does not know is kept as unknown, so it is not asked for again within the week. A name is
 * cosmetic: failing to read or keep names never stops a write.
 */
export class MemberNames {
  private readonly known = new Map<string, string | null>();

  /** `api`: a client of its own, with a budget of at most NAME_LOOKUP_BUDGET requests; `db`: where names are kept. */
  constructor(
    private readonly api: ChatApi | null,
    private readonly store?: { db: Db; teamId: string },
  ) {}

  async load(ids: Iterable<string | undefined>): Promise<void> {
    if (!this.api) return;
    const wanted = [...new Set([...ids].filter((id): id is string => !!id && !this.known.has(id)))];
    if (!wanted.length) return;
    const now = Date.now();
    const stale = new Set<string>();
    if (this.store) {
      try {
        for (const row of await storedMemberNames(this.store.db, this.store.teamId, wanted)) {
          this.known.set(row.userId, row.name);
          if (now - row.fetchedAt > MEMBER_NAME_TTL_MS) stale.add(row.userId);
        }
      } catch (err) {
        console.error("chat member names not read", err instanceof Error ? err.message : err);
      }
    }
    const found: { userId: string; name: string | null }[] = [];
    for (const id of wanted) {
      if (this.known.has(id) && !stale.has(id)) continue;
      const name = await this.lookup(id);
      if (name !== undefined) found.push({ userId: id, name });
      // A failed lookup keeps a stale name, else leaves the id.
      if (name !== undefined || !this.known.has(id)) this.known.set(id, name ?? null);
    }
    if (!this.store || !found.length) return;
    const { db, teamId } = this.store;
    try {
      await saveMemberNames(db, found.map((f) => ({ teamId, ...f, fetchedAt: now })));
    } catch (err) {
      console.error("chat member names not kept", err instanceof Error ? err.message : err);
    }
  }

  /** `users.info`: the member's name, null for a member the workspace does not know, undefined when the lookup failed. */
  private async lookup(id: string): Promise<string | null | undefined> {
    try {
      const { user } = await this.api!.call<UsersInfo>("users.info", { user: id });
      return clean(user?.real_name || user?.profile?.real_name || user?.profile?.display_name || user?.name);
    } catch (err) {
      return err instanceof ChatApiError && err.code === "user_not_found" ? null : undefined;
    }
  }

  /** The member's name when a lookup found one, else the id as given. */
  nameOf(id: string | undefined): string | undefined {
    return (id && this.known.get(id)) || id;
  }
}

function clean(name: string | undefined): string | null {
  const one = (name ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
  return one ? one.slice(0, MAX_NAME_CHARS) : null;
}
