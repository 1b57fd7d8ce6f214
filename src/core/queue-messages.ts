import type { CodeIndexMessage, CognifyItemMessage, ImproveRunMessage, IntegrationSyncMessage } from "../../schemas/queue.schemas";

/**
 * The one place pipeline queue messages are built (schemas in schemas/queue.schemas.ts), for the
 * Worker's producers and the pod's watchdog alike: the envelope version `v` and the type tag are set
 * here, never by hand at a call site.
 */
export const pipelineMessage = {
  cognifyItem: (m: Omit<CognifyItemMessage, "type" | "v">): CognifyItemMessage => ({ type: "cognify.item", v: 1, ...m }),
  improveRun: (m: Omit<ImproveRunMessage, "type" | "v">): ImproveRunMessage => ({ type: "improve.run", v: 1, ...m }),
  codeIndex: (m: Omit<CodeIndexMessage, "type" | "v">): CodeIndexMessage => ({ type: "code.index", v: 1, ...m }),
  integrationSync: (m: Omit<IntegrationSyncMessage, "type" | "v">): IntegrationSyncMessage => ({ type: "integration.sync", v: 1, ...m }),
};
