import { createApp } from "./app";
import { loadSettings } from "./lib/settings";
import { consumePipelineBatch } from "./queue/pipeline.consumer";
import { portsFor } from "./storage/ports";
import { runSchedule } from "./services/integrations";
import { runDueHistoryJobs } from "./services/team-chat/chat-history.service";

const app = createApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    await consumePipelineBatch(batch, env);
  },
  /** Cron trigger (wrangler.toml [triggers]): starts connector syncs that are due, and advances due team-chat history jobs. */
  async scheduled(_controller, env) {
    const settings = loadSettings(env);
    const ports = portsFor(env, settings);
    await runSchedule(ports.db, ports.queue, settings);
    await runDueHistoryJobs(ports);
  },
} satisfies ExportedHandler<Env>;

export { WorkspacePod } from "../workers/workspace-pod.do";
