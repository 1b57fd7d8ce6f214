import { createApp } from "./app";
import { consumePipelineBatch } from "./queue/pipeline.consumer";
import { loadSettings } from "./lib/settings";
import { portsFor } from "./storage/ports";
import { runSchedule } from "./services/integrations";

const app = createApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    await consumePipelineBatch(batch, env);
  },
  /** Cron trigger (wrangler.toml [triggers]): starts connector syncs that are due. */
  async scheduled(_controller, env) {
    const settings = loadSettings(env);
    const ports = portsFor(env, settings);
    await runSchedule(ports.db, ports.queue, settings);
  },
} satisfies ExportedHandler<Env>;

export { WorkspacePod } from "../workers/workspace-pod.do";
