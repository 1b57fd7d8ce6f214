/**
 * A chat agent Worker whose memory is the memory service, reached through a service binding.
 *
 * This is a plain Worker (not the `agents` package's Agent class) so the example stays dependency-light: the
 * same few lines go into an Agent's `onChatMessage`. POST /chat {"message": "...", "session": "..."}:
 *   - "remember: <text>" stores the text in the memory graph;
 *   - anything else is answered from memory: with a Workers AI binding by an LLM that calls the memory
 *     tools (search, recall, remember), otherwise by the service's own recall (offline).
 */
import { generateText, isStepCount } from "ai";
import { MemoryClient } from "kg-memory-client";
import { memoryTools } from "kg-memory-client/ai";
import { createWorkersAI } from "workers-ai-provider";

export interface Env {
  /** Service binding to the memory service Worker. */
  MEMORY: Fetcher;
  /** Optional Workers AI binding: an LLM drives the memory tools. */
  AI?: Ai;
  /** An API key of the memory service (needed wherever its authentication is on). */
  MEMORY_API_KEY?: string;
  /** Dataset the agent reads and writes (default agent_memory). */
  MEMORY_DATASET?: string;
}

function memoryFor(env: Env) {
  return new MemoryClient({
    // Any origin: a service binding ignores the host and delivers the request to the bound Worker.
    baseUrl: "https://memory.internal",
    fetch: (request) => env.MEMORY.fetch(request),
    apiKey: env.MEMORY_API_KEY,
  });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== "POST" || url.pathname !== "/chat") {
      return Response.json({ usage: 'POST /chat {"message": "...", "session": "..."}' }, { status: 404 });
    }
    const { message, session } = (await request.json()) as { message?: string; session?: string };
    if (!message) return Response.json({ error: "message is required" }, { status: 400 });
    const memory = memoryFor(env);
    const dataset = env.MEMORY_DATASET ?? "agent_memory";

    const note = /^remember:\s*(.+)$/is.exec(message);
    if (note) {
      const result = await memory.remember(note[1]!, { datasetName: dataset });
      return Response.json({ reply: `Noted (${result.status}).` });
    }

    if (env.AI) {
      const workersai = createWorkersAI({ binding: env.AI });
      const { text } = await generateText({
        model: workersai("@cf/meta/llama-3.1-8b-instruct"),
        tools: memoryTools(memory, { datasets: [dataset], sessionId: session }),
        stopWhen: isStepCount(4),
        system: "You are a helpful assistant with long-term memory. Look things up with the memory tools before answering.",
        prompt: message,
      });
      return Response.json({ reply: text });
    }

    const recalled = await memory.recall({ query: message, datasets: [dataset], session_id: session });
    return Response.json({ reply: recalled[0]?.text ?? "I don't remember anything about that.", sources: recalled.slice(0, 3) });
  },
} satisfies ExportedHandler<Env>;
