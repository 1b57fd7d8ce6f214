import type { IntegrationSyncMessage } from "../../../schemas/queue.schemas";
import type { Ports } from "../../storage/ports";
import { syncPageStep } from "./sync.service";
import "./providers";

/** Queue entry of a connector sync page (idempotent; see syncPageStep). */
export async function handleIntegrationSync(message: IntegrationSyncMessage, ports: Ports): Promise<"ack"> {
  await syncPageStep(ports, ports.db, ports.queue, ports.settings, message);
  return "ack";
}
