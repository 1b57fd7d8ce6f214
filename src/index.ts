import { createApp } from "./app";
import { consumePipelineBatch } from "../workers/pipeline.consumer";
import "../workers/cognify.handler";
import "../workers/code.handler";

const app = createApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    await consumePipelineBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;

export { WorkspacePod } from "../workers/workspace-pod.do";
