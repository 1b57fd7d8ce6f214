import { createApp } from "./app";
import { consumePipelineBatch } from "./queue/pipeline.consumer";

const app = createApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    await consumePipelineBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;

export { WorkspacePod } from "../workers/workspace-pod.do";
