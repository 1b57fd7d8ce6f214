import type { IntegrationSyncMessage } from "../../../schemas/queue.schemas";
import type { Settings } from "../../lib/settings";
import { portsFor } from "../../storage/ports";
import { dataDepsFor } from "../data-items.service";
import { syncPageStep } from "./sync.service";
import "./providers";

/** Queue entry of a connector sync page (idempotent; see syncPageStep). */
export async function handleIntegrationSync(message: IntegrationSyncMessage, env: Env, settings: Settings): Promise<"ack"> {
  const ports = portsFor(env, settings);
  await syncPageStep(dataDepsFor(env, settings), ports.db, ports.queue, settings, message);
  return "ack";
}
