/**
 * The one wrapper every LLM and embedding call goes through (createAiProvider wraps each provider in
 * it): before a call it asks the current usage meter to admit it (a spent budget refuses with 402
 * before anything reaches the model), after it hands the call's token usage to that meter.
 *
 * The meter is the unit of work's payer, carried by AsyncLocalStorage rather than passed through
 * every service: a request runs under its caller's workspace (src/middleware/billing.ts), a queue
 * message under its workspace (src/queue/queue-handlers.ts, cognify per item). Outside any meter
 * (unit tests, scripts) calls run unmetered.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { AiProvider, TokenUsage, ToolCallsInput } from "./types";

export interface UsageMeter {
  /** Throws (402 `LLMPaymentRequiredError`) when the payer may not spend; called before every model call. */
  admit(model: string): Promise<void>;
  /** One call's usage, priced by the provider it ran on. */
  add(provider: AiProvider["name"], usage: TokenUsage[]): void;
}

const scope = new AsyncLocalStorage<UsageMeter>();

/** Runs `fn` with `meter` as the payer of every model call made inside it. */
export const runMetered = <T>(meter: UsageMeter, fn: () => Promise<T>): Promise<T> => scope.run(meter, fn);

export const currentMeter = (): UsageMeter | undefined => scope.getStore();

function mergeInto(into: Map<string, TokenUsage>, usage: TokenUsage[]): void {
  for (const u of usage) {
    const row = into.get(u.model) ?? { model: u.model, tokensIn: 0, tokensOut: 0 };
    row.tokensIn += u.tokensIn;
    row.tokensOut += u.tokensOut;
    into.set(u.model, row);
  }
}

/** `inner` with every call admitted and metered; drainUsage() still reports the usage since the last drain. */
export function metered(inner: AiProvider): AiProvider {
  const own = new Map<string, TokenUsage>();
  const chatModel = inner.llm?.model ?? inner.name;
  const call = async <T>(model: string, fn: () => Promise<T>): Promise<T> => {
    const meter = scope.getStore();
    if (meter) await meter.admit(model);
    try {
      return await fn();
    } finally {
      // A failed call may still have consumed tokens (a rejected structured answer): it is metered too.
      const used = inner.drainUsage();
      mergeInto(own, used);
      meter?.add(inner.name, used);
    }
  };
  const embedder = inner.embedder;
  return {
    name: inner.name,
    extractor: { extract: (text, options) => call(chatModel, () => inner.extractor.extract(text, options)) },
    summarizer: { summarize: (text) => call(chatModel, () => inner.summarizer.summarize(text)) },
    embedder: {
      get model() {
        return embedder.model;
      },
      get dimensions() {
        return embedder.dimensions;
      },
      get maxInputTokens() {
        return embedder.maxInputTokens;
      },
      embed: (texts) => call(embedder.model, () => embedder.embed(texts)),
    },
    answerer: { answer: (input) => call(chatModel, () => inner.answerer.answer(input)) },
    llm: inner.llm
      ? {
          model: inner.llm.model,
          text: (input) => call(chatModel, () => inner.llm!.text(input)),
          object: (input) => call(chatModel, () => inner.llm!.object(input)),
          ...(inner.llm.toolCalls ? { toolCalls: (input: ToolCallsInput) => call(chatModel, () => inner.llm!.toolCalls!(input)) } : {}),
        }
      : null,
    drainUsage(): TokenUsage[] {
      const out = [...own.values()];
      own.clear();
      return out;
    },
  };
}
