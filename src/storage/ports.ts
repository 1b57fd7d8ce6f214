import type { PipelineMessage } from "../../schemas/queue.schemas";
import { createAiProvider } from "../ai/provider";
import type { AiProvider } from "../ai/types";
import type { PodVectors } from "../core/pod-api";
import type { Settings } from "../lib/settings";
import { createDb, type Db } from "./d1/client";
import { WriteBehind } from "./d1/write-behind";
import type { MailSender } from "./mail/mail-sender";
import { createMailSender } from "./mail/select-sender";
import { getPod, type PodStub } from "./pods";
import { enqueuePipelineMessages } from "./queue/pipeline-queue";
import { createRawFilesStore, type RawFilesStore } from "./r2/raw-files.store";
import { createVectorIndex, type VectorIndex } from "./vectors/vector-index";

/** The pipeline queue as services see it: batches of id-only messages, optionally delayed. */
export interface PipelineSender {
  send(messages: PipelineMessage[], options?: { delaySeconds?: number }): Promise<void>;
}

/**
 * What services receive instead of `env`: every binding turned into the narrow port a service uses.
 * Services take `Ports` or a `Pick<Ports, ...>` of it; only this file (and the storage adapters it calls)
 * reads bindings, so a service can be exercised with any port swapped.
 */
export interface Ports {
  db: Db;
  settings: Settings;
  /** The workspace pod stub (typed contract src/core/pod-api.ts). */
  pods: (workspaceId: string) => PodStub;
  queue: PipelineSender;
  rawFiles: RawFilesStore;
  vectors: (pod: PodVectors, workspaceId: string) => VectorIndex;
  /** A fresh provider per unit of work: a provider accumulates token usage until drained (src/ai/provider.ts). */
  ai: () => AiProvider;
  /**
   * The request's D1 writes its answer does not wait for (search history, usage that cost nothing), sent after the
   * response as one batch; absent outside a request, where callers write inline.
   */
  writeBehind?: WriteBehind;
  /** The configured mail provider (MAIL_PROVIDER: outbox, http or a send_email binding). */
  mail: MailSender;
}

/** Builds the ports of one request or one queue batch (cheap: stubs and clients are created lazily). */
export function portsFor(env: Env, settings: Settings, ctx?: Pick<ExecutionContext, "waitUntil">): Ports {
  let db: Db | undefined;
  let rawFiles: RawFilesStore | undefined;
  let mail: MailSender | undefined;
  const ports: Ports = {
    get db() {
      return (db ??= createDb(env.DB));
    },
    settings,
    writeBehind: ctx ? new WriteBehind(() => ports.db, (work) => ctx.waitUntil(work)) : undefined,
    pods: (workspaceId) => getPod(env, workspaceId),
    queue: {
      async send(messages, options) {
        if (options?.delaySeconds) {
          for (const body of messages) await env.PIPELINE_QUEUE.send(body, { delaySeconds: options.delaySeconds });
          return;
        }
        await enqueuePipelineMessages(env.PIPELINE_QUEUE, messages);
      },
    },
    get rawFiles() {
      return (rawFiles ??= createRawFilesStore(env));
    },
    vectors: (pod, workspaceId) => createVectorIndex(env, settings, pod, workspaceId),
    ai: () => createAiProvider(env, settings),
    get mail() {
      return (mail ??= createMailSender(env, settings, ports.db));
    },
  };
  return ports;
}
