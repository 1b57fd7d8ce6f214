#!/usr/bin/env node
// The memory as Vercel AI SDK tools, offline: start the service with `npm run dev`, then
//   node examples/ai-sdk-tools.mjs
// With the local model provider there is no LLM to drive the tools, so this script calls each tool's
// `execute` itself, exactly as generateText would after a model's tool call. With a model it is one line:
//   await generateText({ model, tools: memoryTools(memory), stopWhen: isStepCount(5), prompt: "..." })
// KG_MEMORY_BASE_URL (default http://localhost:8000) and KG_MEMORY_API_KEY (when authentication is on).
import { MemoryClient } from "kg-memory-client";
import { memoryTools } from "kg-memory-client/ai";

const memory = new MemoryClient({
  baseUrl: process.env.KG_MEMORY_BASE_URL ?? "http://localhost:8000",
  apiKey: process.env.KG_MEMORY_API_KEY,
});
const dataset = process.env.KG_MEMORY_DATASET ?? "ai_sdk_example";
const tools = memoryTools(memory, { datasets: [dataset], sessionId: "ai-sdk-example" });
const call = (name) => ({ toolCallId: `example-${name}`, messages: [], context: {} });

const facts = [
  "Ada Okafor leads the Bluefin project. The Bluefin project is based in Lagos.",
  "The Bluefin project ships a tide-prediction service for fishing cooperatives.",
];
for (const text of facts) {
  const stored = await tools.remember.execute({ text, dataset }, call("remember"));
  console.log(`remember → ${stored.status} (${stored.items} item) in ${stored.dataset}`);
}

const question = "Who leads the Bluefin project?";
const found = await tools.search.execute({ query: question, search_type: "GRAPH_COMPLETION" }, call("search"));
console.log(`search "${question}" → ${found.map((r) => r.results.join(" ")).join(" | ")}`);

const recalled = await tools.recall.execute({ query: "What does the Bluefin project ship?" }, call("recall"));
console.log(`recall → ${recalled[0]?.text ?? "(nothing)"}`);
