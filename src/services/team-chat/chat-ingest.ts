import { ApiError } from "../../core/errors";
import type { Principal } from "../../lib/types";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import { claimMessageKeys, releaseMessageKeys, setMessageDataIds } from "../../storage/d1/team-chat.repo";
import { findUserById, toPrincipal } from "../../storage/d1/users.repo";
import { addFromJson } from "../add.service";
import { cognify } from "../cognify.service";
import type { DataDeps } from "../data-items.service";
import { authorizeDatasets, resolveWritableDataset } from "../datasets.service";
import type { ChatMessage } from "./chat-api";
import type { MemberNames } from "./member-names";

/** The provider's name in paths, connection rows, routes and external metadata (spec: neutral word). */
export const CHAT_PROVIDER = "chatprovider";

/** Default destination dataset of an installation, a route or a subscription. */
export const CHAT_DEFAULT_DATASET = "team_chat";

/** Messages per add call: /add's JSON list bound is 2,000; 200 keeps one call's pod commit small. */
const WRITE_BATCH = 200;

/** Where a channel's messages go: a dataset (by id, or by name in the tenant), written as that user. */
export interface ChatDestination {
  userId: string;
  tenantId: string | null;
  datasetId?: string;
  datasetName?: string;
}

/** `<team>:<channel>:<ts>`: a message's id (Slack's `ts` is unique per channel). */
export const messageKey = (teamId: string, channelId: string, ts: string) => `${teamId}:${channelId}:${ts}`;

/** The acting principal of a destination: the stored user, working in the destination's tenant. */
export async function actingPrincipal(deps: Pick<DataDeps, "db">, userId: string, tenantId: string | null): Promise<Principal> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw new ApiError(404, "UserNotFoundError", "The account that set up this destination no longer exists.");
  return { ...toPrincipal(row, "default"), tenantId };
}

async function destinationDataset(deps: DataDeps, user: Principal, dest: ChatDestination): Promise<DatasetRow> {
  if (dest.datasetId) {
    const [row] = await authorizeDatasets(deps.db, user, "write", { ids: [dest.datasetId] });
    return row!;
  }
  return resolveWritableDataset(deps.db, user, { datasetName: dest.datasetName ?? CHAT_DEFAULT_DATASET });
}

/**
 * One message as a data item's text. The header (author, channel, time) keeps the entry from ever being
 * read as a bare URL by /add, and gives search the who and when.
 */
function messageText(channelName: string, m: ChatMessage, author: string | undefined): string {
  const secs = Number(m.ts);
  const when = new Date(Number.isFinite(secs) ? secs * 1000 : Date.now()).toISOString();
  const reply = m.thread_ts && m.thread_ts !== m.ts ? " (thread reply)" : "";
  return `Chat message by ${author ?? "unknown"} in #${channelName} at ${when}${reply}:\n${m.text ?? ""}`;
}

/** Only people's messages with text are memory (joins, bot echoes and edits' envelopes are not). */
export const isMemorable = (m: ChatMessage) => !!m.ts && !!m.text?.trim() && (!m.subtype || m.subtype === "thread_broadcast") && !m.bot_id;

/**
 * Appends messages of one channel to a destination through the ordinary add + cognify path, each as one
 * data item whose `external_metadata.message_id` is the message's id. A message already stored in that
 * dataset (a redelivered event, an overlapping import) is claimed once in D1 and never written twice; keys
 * of a write that failed are given back so a later delivery writes them. Cognify runs in the background.
 * With `members`, each message's header names its author by name (the member id stays in the metadata).
 */
export async function writeChatMessages(
  deps: DataDeps,
  dest: ChatDestination,
  source: { teamId: string; channelId: string; channelName: string },
  messages: ChatMessage[],
  members?: MemberNames,
): Promise<{ datasetId: string; written: number; skipped: number }> {
  const user = await actingPrincipal(deps, dest.userId, dest.tenantId);
  const dataset = await destinationDataset(deps, user, dest);
  const byKey = new Map<string, ChatMessage>();
  for (const m of messages) if (isMemorable(m)) byKey.set(messageKey(source.teamId, source.channelId, m.ts), m);
  let written = 0;
  const keys = [...byKey.keys()];
  for (let i = 0; i < keys.length; i += WRITE_BATCH) {
    const won = await claimMessageKeys(deps.db, dataset.id, keys.slice(i, i + WRITE_BATCH));
    if (won.length === 0) continue;
    try {
      await members?.load(won.map((k) => byKey.get(k)!.user));
      const author = (m: ChatMessage) => members?.nameOf(m.user) ?? m.user;
      const result = await addFromJson(deps, user, {
        data: won.map((k) => messageText(source.channelName, byKey.get(k)!, author(byKey.get(k)!))),
        dataset_id: dataset.id,
        external_metadata: won.map((k) => {
          const m = byKey.get(k)!;
          return {
            source: CHAT_PROVIDER,
            message_id: k,
            team_id: source.teamId,
            channel_id: source.channelId,
            channel_name: source.channelName,
            ts: m.ts,
            thread_ts: m.thread_ts ?? null,
            user: m.user ?? null,
            user_name: author(m) ?? null,
          };
        }),
      });
      // Items come back in the order sent; identical texts collapse, so only a full list maps one to one.
      if (result.data_ingestion_info.length === won.length) {
        await setMessageDataIds(deps.db, dataset.id, won.map((k, j) => ({ key: k, dataId: result.data_ingestion_info[j]!.data_id })));
      }
      written += won.length;
    } catch (err) {
      await releaseMessageKeys(deps.db, dataset.id, won);
      throw err;
    }
  }
  if (written > 0) {
    await cognify(deps, user, { datasetNames: [], datasetIds: [dataset.id], runInBackground: true, graphModel: null, options: {} });
  }
  return { datasetId: dataset.id, written, skipped: byKey.size - written };
}
