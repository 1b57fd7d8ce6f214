import { z } from "zod";
import { ApiError, ValidationError } from "../../core/errors";
import { SEARCH_TYPES } from "../../core/search-types";
import type { Principal } from "../../lib/types";
import type { Ports } from "../../storage/ports";
import { cognify } from "../cognify.service";
import { datasetStatuses, listDatasetData, listDatasets } from "../data-items.service";
import { forget } from "../forget.service";
import { recall } from "../recall.service";
import { rememberFromMultipart } from "../remember.service";
import { search } from "../search/search.service";

/**
 * The memory as agent tools, defined once: the MCP server (memory-mcp-server.ts) and `POST /responses`
 * (src/services/responses) both dispatch to these. Every tool calls the service its HTTP route calls, as the
 * caller in `ctx.user`, so dataset permissions are checked exactly as on the routes.
 */

/** cognee-mcp's cap on `content_base64` uploads (decoded bytes). */
export const MCP_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export interface MemoryToolContext {
  /** The request's ports; their `writeBehind` sends history writes after the answer, as for HTTP. */
  ports: Ports;
  user: Principal;
}

export interface MemoryTool<S extends z.ZodObject = z.ZodObject> {
  description: string;
  inputSchema: S;
  run(ctx: MemoryToolContext, args: z.infer<S>): Promise<unknown>;
}

const tool = <S extends z.ZodObject>(t: MemoryTool<S>): MemoryTool<S> => t;

/**
 * A tool failure as the words an agent reads: the API's `<message> [<ErrorName>]` (same as the HTTP body) and
 * its status; anything unexpected is a generic message (logged), never a raw internal one.
 */
export function toolFailure(err: unknown): { detail: string; status: number } {
  if (err instanceof ApiError) return { detail: String(err.toBody().detail ?? `${err.message} [${err.errorName}]`), status: err.status };
  if (err instanceof ValidationError) return { detail: `${err.message} [ValidationError]`, status: 422 };
  console.error("memory tool failed", err);
  return { detail: "The memory service failed to run this tool. [InternalError]", status: 500 };
}

const searchTypes = z.enum(SEARCH_TYPES);

/** remember through the multipart path the route uses (one form, built here), so every rule of /remember applies. */
async function rememberText(ctx: MemoryToolContext, fields: Record<string, string | undefined>, file?: File): Promise<unknown> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  if (file) form.append("data", file);
  const request = new Request("http://tools.internal/api/v1/remember", { method: "POST", body: form });
  return (await rememberFromMultipart(ctx.ports, ctx.user, request)).body;
}

export const memoryTools = {
  remember: tool({
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
    async run(ctx, args) {
      let file: File | undefined;
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
        file = new File([bytes], args.filename);
      }
      if (!args.data && !file) throw new ApiError(400, "NoDataError", "Send data (text) or filename + content_base64.");
      return rememberText(
        ctx,
        {
          datasetName: args.dataset_name ?? "main_dataset",
          session_id: args.session_id,
          custom_prompt: args.custom_prompt,
          run_in_background: args.background ? "true" : undefined,
          raw_data: args.data || undefined,
        },
        file,
      );
    },
  }),

  recall: tool({
    description: "Answer a question from memory. search_type is chosen from the question when omitted; session_id adds that session's earlier turns.",
    inputSchema: z.object({
      query: z.string().trim().min(1),
      search_type: searchTypes.optional(),
      datasets: z.array(z.string()).max(100).optional().describe("Dataset names (default: every readable dataset)"),
      session_id: z.string().max(255).optional(),
      top_k: z.number().int().min(1).max(100).optional(),
    }),
    run: (ctx, args) => recall(ctx.ports, ctx.user, args),
  }),

  search: tool({
    description: "Search memory with an explicit search type (every type the API has; CODE takes code_query).",
    inputSchema: z.object({
      query: z.string().trim().min(1),
      search_type: searchTypes.default("GRAPH_COMPLETION"),
      datasets: z.array(z.string()).max(100).optional(),
      dataset_ids: z.array(z.string()).max(100).optional(),
      top_k: z.number().int().min(1).max(100).optional(),
      only_context: z.boolean().optional(),
      code_query: z.record(z.string(), z.unknown()).optional().describe('CODE operations, e.g. {"operation":"explore","name":"handleOrder"}'),
    }),
    run: async (ctx, args) => (await search(ctx.ports, ctx.user, args)).body,
  }),

  cognify: tool({
    description:
      "Build (or finish building) the knowledge graph of datasets. With text, the text is first added to the (first) dataset, " +
      "as remember does. Write permission on each dataset.",
    inputSchema: z.object({
      text: z.string().max(1_000_000).optional().describe("Text to add before building the graph"),
      datasets: z.array(z.string().min(1).max(255)).max(100).optional().describe("Dataset names (default main_dataset)"),
      custom_prompt: z.string().max(20_000).optional(),
      ontology_key: z.array(z.string().max(100)).max(10).optional().describe("Uploaded ontologies (POST /ontologies) that constrain and link extraction"),
      run_in_background: z.boolean().optional(),
    }),
    async run(ctx, args) {
      const datasets = args.datasets?.length ? args.datasets : ["main_dataset"];
      if (args.text?.trim()) {
        return rememberText(ctx, {
          datasetName: datasets[0],
          raw_data: args.text,
          custom_prompt: args.custom_prompt,
          ontology_key: args.ontology_key?.length ? JSON.stringify(args.ontology_key) : undefined,
          run_in_background: args.run_in_background ? "true" : undefined,
        });
      }
      return cognify(ctx.ports, ctx.user, {
        datasetNames: datasets,
        datasetIds: [],
        runInBackground: args.run_in_background ?? false,
        graphModel: undefined,
        ontologyKeys: args.ontology_key ?? [],
        options: { chunk_size: null, chunks_per_batch: null, custom_prompt: args.custom_prompt ?? null },
      });
    },
  }),

  forget: tool({
    description: "Remove a dataset (dataset or dataset_id), one item (data_id with its dataset), or everything the caller may delete. dry_run counts without deleting.",
    inputSchema: z.object({
      dataset: z.string().optional(),
      dataset_id: z.string().optional(),
      data_id: z.string().optional(),
      everything: z.boolean().optional(),
      dry_run: z.boolean().optional(),
    }),
    run: (ctx, args) =>
      forget(ctx.ports, ctx.user, {
        dataset: args.dataset?.trim() || null,
        datasetId: args.dataset_id?.trim() || null,
        dataId: args.data_id?.trim() || null,
        everything: args.everything ?? false,
        memoryOnly: false,
        dryRun: args.dry_run ?? false,
      }),
  }),

  cognify_status: tool({
    description: "Processing status of the caller's datasets (or the named ones): DATASET_PROCESSING_STARTED, _COMPLETED or _ERRORED.",
    inputSchema: z.object({ datasets: z.array(z.string()).max(100).optional().describe("Dataset names or ids") }),
    async run(ctx, args) {
      const all = await listDatasets(ctx.ports, ctx.user);
      const wanted = args.datasets?.length ? all.filter((d) => args.datasets!.includes(d.name) || args.datasets!.includes(d.id)) : all;
      const statuses = (await datasetStatuses(ctx.ports, ctx.user, wanted.map((d) => d.id), [])) as Record<string, string>;
      return { datasets: wanted.map((d) => ({ id: d.id, name: d.name, status: statuses[d.id] ?? null })) };
    },
  }),

  list_datasets: tool({
    description: "The datasets the caller can read.",
    inputSchema: z.object({}),
    run: async (ctx) => ({ datasets: await listDatasets(ctx.ports, ctx.user) }),
  }),

  list_data: tool({
    description: "Data items of one dataset, newest first.",
    inputSchema: z.object({
      dataset_id: z.string(),
      limit: z.number().int().min(1).max(1000).default(100),
      offset: z.number().int().min(0).max(1_000_000).default(0),
    }),
    run: async (ctx, args) => ({ items: await listDatasetData(ctx.ports, ctx.user, args.dataset_id, args.limit, args.offset) }),
  }),
};

export type MemoryToolName = keyof typeof memoryTools;
