import { McpServer } from "@modelcontextprotocol/server";
import { type MemoryToolContext, type MemoryToolName, memoryTools, toolFailure } from "./memory-tools";

export { MCP_UPLOAD_MAX_BYTES } from "./memory-tools";
export type McpCallContext = MemoryToolContext;

type ToolResult = { content: { type: "text"; text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

/** A tool's answer: the JSON as text (what every client shows) and as structured content (what agents parse). */
const answer = (value: unknown): ToolResult => {
  const structured = Array.isArray(value) ? { results: value } : ((value ?? {}) as Record<string, unknown>);
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }], structuredContent: structured };
};

/**
 * The API's errors become MCP tool errors naming the error, as the HTTP body does (`<message> [<ErrorName>]`),
 * so an agent reads the same words either way.
 */
async function run(fn: () => Promise<unknown>): Promise<ToolResult> {
  try {
    return answer(await fn());
  } catch (err) {
    return { content: [{ type: "text", text: toolFailure(err).detail }], isError: true };
  }
}

/** cognee-mcp's tools (remember, recall, forget, cognify_status) plus search, list_datasets and list_data. */
const MCP_TOOLS: MemoryToolName[] = ["remember", "recall", "search", "forget", "cognify_status", "list_datasets", "list_data"];

/**
 * The memory as MCP tools, for one authenticated caller (one server per request: the endpoint is stateless).
 * The tools themselves (memory-tools.ts) are shared with `POST /responses`.
 */
export function createMemoryMcpServer(ctx: McpCallContext): McpServer {
  const server = new McpServer(
    { name: "kg-memory", version: ctx.ports.settings.version },
    { instructions: "Long-term memory: remember stores text or files and builds a knowledge graph; recall and search answer from it; forget removes it." },
  );
  for (const name of MCP_TOOLS) {
    const t = memoryTools[name];
    server.registerTool(name, { description: t.description, inputSchema: t.inputSchema }, (args: unknown) =>
      run(() => (t.run as (c: MemoryToolContext, a: unknown) => Promise<unknown>)(ctx, args)),
    );
  }
  return server;
}
