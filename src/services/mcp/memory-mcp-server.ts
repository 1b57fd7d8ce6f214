import { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { ApiError, ValidationError } from "../../core/errors";
import { SEARCH_TYPES } from "../../core/search-types";
import type { Principal } from "../../lib/types";
import type { Ports } from "../../storage/ports";
import { datasetStatuses, listDatasetData, listDatasets } from "../data-items.service";
import { forget } from "../forget.service";
import { recall } from "../recall.service";
import { rememberFromMultipart } from "../remember.service";
import { search } from "../search/search.service";

/** cognee-mcp's cap on `content_base64` uploads (decoded bytes). */
export const MCP_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export interface McpCallContext {
  /** The request's ports; their `defer` keeps work alive after the answer (history writes), as for HTTP. */
  ports: Ports;
  user: Principal;
}

type ToolResult = { content: { type: "text"; text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

/** A tool's answer: the JSON as text (what every client shows) and as structured content (what agents parse). */
const answer = (value: unknown): ToolResult => {
  const structured = Array.isArray(value) ? { results: value } : ((value ?? {}) as Record<string, unknown>);
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }], structuredContent: structured };
};

/**
 * The API's errors become MCP tool errors naming the error, as the HTTP body does (`<message> [<ErrorName>]`),
 * so an agent reads the same words either way; anything unexpected is a generic tool error (logged), never a
 * raw internal message.
 */
async function run(fn: () => Promise<unknown>): Promise<ToolResult> {
  try {
    return answer(await fn());
  } catch (err) {
    let text: string;
    if (err instanceof ApiError) text = String(err.toBody().detail ?? `${err.message} [${err.errorName}]`);
    else if (err instanceof ValidationError) text = `${err.message} [ValidationError]`;
    else {
      console.error("mcp tool failed", err);
      text = "The memory service failed to run this tool. [InternalError]";
    }
    return { content: [{ type: "text", text }], isError: true };
  }
}

const searchTypes = z.enum(SEARCH_TYPES as unknown as [string, ...string[]]);

/**
 * The memory as MCP tools, for one authenticated caller (one server per request: the endpoint is stateless).
 * Argument names are cognee-mcp's (remember, recall, forget, cognify_status) so its users feel at home, plus
 * search, list_datasets and list_data. Every tool calls the service its HTTP route calls, with the caller's
 * permissions.
 */
export function createMemoryMcpServer(ctx: McpCallContext): McpServer {
  const server = new McpServer(
    { name: "kg-memory", version: ctx.ports.settings.version },
    { instructions: "Long-term memory: remember stores text or files and builds a knowledge graph; recall and search answer from it; forget removes it." },
  );

  server.registerTool(
    "remember",
    {
      description:
        "Store text (data) or a file (filename + content_base64, at most 10 MB) in a dataset and build its knowledge graph. " +
        "With session_id the text goes to that session's memory instead. background=true answers at once while processing continues.",
      inputSchema: z.object({
        data: z.string().optional().describe("Text to remember"),
        filename: z.string().max(255).optional().describe("Name of the file sent in content_base64"),
        content_base64: z.string().optional().describe("The file's bytes, base64-encoded (10 MB at most decoded)"),
        dataset_name: z.string().max(255).optional().describe("Dataset (created when missing); default main_dataset"),
        session_id: z.string().max(255).optional(),
        custom_prompt: z.string().max(20_000).optional().describe("Extraction prompt for the graph"),
        background: z.boolean().optional(),
      }),
    },
    (args) =>
      run(async () => {
        const form = new FormData();
        form.append("datasetName", args.dataset_name ?? "main_dataset");
        if (args.session_id) form.append("session_id", args.session_id);
        if (args.custom_prompt) form.append("custom_prompt", args.custom_prompt);
        if (args.background) form.append("run_in_background", "true");
        if (args.data) form.append("raw_data", args.data);
        if (args.content_base64 !== undefined) {
          if (!args.filename) throw new ApiError(400, "InvalidRequestError", "content_base64 needs a filename.");
          // base64 is 4 characters per 3 bytes: refuse before decoding anything over the cap.
          if ((args.content_base64.length * 3) / 4 > MCP_UPLOAD_MAX_BYTES + 3) {
            throw new ApiError(413, "FileTooLargeError", `content_base64 is limited to ${MCP_UPLOAD_MAX_BYTES} bytes decoded.`);
          }
          let bytes: Uint8Array;
          try {
            bytes = Uint8Array.from(atob(args.content_base64), (ch) => ch.charCodeAt(0));
          } catch {
            throw new ApiError(400, "InvalidBase64Error", "content_base64 is not valid base64.");
          }
          form.append("data", new File([bytes], args.filename));
        }
        if (!args.data && args.content_base64 === undefined) throw new ApiError(400, "NoDataError", "Send data (text) or filename + content_base64.");
        const request = new Request("http://mcp.internal/api/v1/remember", { method: "POST", body: form });
        const out = await rememberFromMultipart(ctx.ports, ctx.user, request);
        return out.body;
      }),
  );

  server.registerTool(
    "recall",
    {
      description: "Answer a question from memory. search_type is chosen from the question when omitted; session_id adds that session's earlier turns.",
      inputSchema: z.object({
        query: z.string().min(1),
        search_type: searchTypes.optional(),
        datasets: z.array(z.string()).max(100).optional().describe("Dataset names (default: every readable dataset)"),
        session_id: z.string().max(255).optional(),
        top_k: z.number().int().min(1).max(100).optional(),
      }),
    },
    (args) => run(() => recall(ctx.ports, ctx.user, args)),
  );

  server.registerTool(
    "search",
    {
      description: "Search memory with an explicit search type (every type the API has; CODE takes code_query).",
      inputSchema: z.object({
        query: z.string().min(1),
        search_type: searchTypes.default("GRAPH_COMPLETION"),
        datasets: z.array(z.string()).max(100).optional(),
        dataset_ids: z.array(z.string()).max(100).optional(),
        top_k: z.number().int().min(1).max(100).optional(),
        only_context: z.boolean().optional(),
        code_query: z.record(z.string(), z.unknown()).optional().describe('CODE operations, e.g. {"operation":"explore","name":"handleOrder"}'),
      }),
    },
    (args) => run(async () => (await search(ctx.ports, ctx.user, args)).body),
  );

  server.registerTool(
    "forget",
    {
      description: "Remove a dataset (dataset or dataset_id), one item (data_id with its dataset), or everything the caller may delete. dry_run counts without deleting.",
      inputSchema: z.object({
        dataset: z.string().optional(),
        dataset_id: z.string().optional(),
        data_id: z.string().optional(),
        everything: z.boolean().optional(),
        dry_run: z.boolean().optional(),
      }),
    },
    (args) =>
      run(() =>
        forget(ctx.ports, ctx.user, {
          dataset: args.dataset?.trim() || null,
          datasetId: args.dataset_id?.trim() || null,
          dataId: args.data_id?.trim() || null,
          everything: args.everything ?? false,
          memoryOnly: false,
          dryRun: args.dry_run ?? false,
        }),
      ),
  );

  server.registerTool(
    "cognify_status",
    {
      description: "Processing status of the caller's datasets (or the named ones): DATASET_PROCESSING_STARTED, _COMPLETED or _ERRORED.",
      inputSchema: z.object({ datasets: z.array(z.string()).max(100).optional().describe("Dataset names or ids") }),
    },
    (args) =>
      run(async () => {
        const all = await listDatasets(ctx.ports, ctx.user);
        const wanted = args.datasets?.length ? all.filter((d) => args.datasets!.includes(d.name) || args.datasets!.includes(d.id)) : all;
        const statuses = (await datasetStatuses(ctx.ports, ctx.user, wanted.map((d) => d.id), [])) as Record<string, string>;
        return { datasets: wanted.map((d) => ({ id: d.id, name: d.name, status: statuses[d.id] ?? null })) };
      }),
  );

  server.registerTool(
    "list_datasets",
    { description: "The datasets the caller can read.", inputSchema: z.object({}) },
    () => run(async () => ({ datasets: await listDatasets(ctx.ports, ctx.user) })),
  );

  server.registerTool(
    "list_data",
    {
      description: "Data items of one dataset, newest first.",
      inputSchema: z.object({
        dataset_id: z.string(),
        limit: z.number().int().min(1).max(1000).default(100),
        offset: z.number().int().min(0).max(1_000_000).default(0),
      }),
    },
    (args) => run(async () => ({ items: await listDatasetData(ctx.ports, ctx.user, args.dataset_id, args.limit, args.offset) })),
  );

  return server;
}
