import type { ChatApi } from "./chat-api";

/**
 * Name lookups per run or event. `users.info` is Tier 4 at the provider (100+ a minute), limited apart from
 * the history methods, so lookups spend their own client's budget, never a history run's; a page holds at
 * most 200 messages, usually from a handful of people.
 */
export const NAME_LOOKUP_BUDGET = 25;
/** A display name in a header: one line, bounded (Slack allows 80 characters in a real name). */
const MAX_NAME_CHARS = 80;

interface UsersInfo extends Record<string, unknown> {
  user?: { name?: string; real_name?: string; profile?: { real_name?: string; display_name?: string } };
}

/**
 * Members' names for the header of a stored message ("Chat message by Karim Haddad in #deploys ..."), so
 * memory says who said what by name, not by member id. Each id is looked up once (`users.info`); a lookup
 * that fails (unknown member, rate limited, budget spent) leaves the id: a name is cosmetic, and the run's
 * own calls meet any real trouble next.
 */
export class MemberNames {
  private readonly known = new Map<string, string | null>();

  /** `api`: a client of its own, with a budget of at most NAME_LOOKUP_BUDGET requests. */
  constructor(private readonly api: ChatApi | null) {}

  async load(ids: Iterable<string | undefined>): Promise<void> {
    if (!this.api) return;
    for (const id of ids) {
      if (!id || this.known.has(id)) continue;
      try {
        const { user } = await this.api.call<UsersInfo>("users.info", { user: id });
        this.known.set(id, clean(user?.real_name || user?.profile?.real_name || user?.profile?.display_name || user?.name));
      } catch {
        this.known.set(id, null);
      }
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
