import { z } from "zod";
import { RESPONSE_TOOL_NAMES, type ResponseBody, type ResponseRequest } from "../../../schemas/responses.schemas";
import { estimateTokens } from "../../ai/tokens";
import type { ToolCallsInput, ToolSpec } from "../../ai/types";
import { ValidationError, validationError } from "../../core/errors";
import type { SearchType } from "../../core/search-types";
import type { Ports } from "../../storage/ports";
import { workspaceIdFor } from "../../storage/pods";
import { type MemoryToolContext, memoryTools, toolFailure } from "../mcp/memory-tools";
import { routable, routeQuery } from "../query-router";

type ResponseToolName = (typeof RESPONSE_TOOL_NAMES)[number];

/**
 * Most tool calls run per response. cognee runs every call of its single model turn; a model that asks for
 * more than this (each call may be a whole cognify) gets the rest reported as not run.
 */
export const MAX_TOOL_CALLS_PER_RESPONSE = 8;

const SYSTEM_PROMPT =
  "You route requests to the tools of a knowledge-graph memory service. Call search or recall to answer questions " +
  "from memory (recall picks the search type itself), remember to store new information the user gives, and cognify " +
  "to build the knowledge graph of datasets. Use the user's own words as the query. Only call tools; do not answer in text.";

export interface ResponsesDeps {
  ports: Pick<Ports, "db" | "ai">;
  /** The caller and what the tools need: the same context the MCP endpoint gives the same tools. */
  tools: MemoryToolContext;
}

interface PlannedCall {
  id: string;
  name: string;
  input: unknown;
}

const callId = () => `call_${crypto.randomUUID().replaceAll("-", "")}`;
const isToolName = (name: string): name is ResponseToolName => (RESPONSE_TOOL_NAMES as readonly string[]).includes(name);

/** The tools offered this turn: the request's (each one we have, once) or all four; their schemas are ours unless sent. */
function offeredTools(request: ResponseRequest): ToolSpec[] {
  const asked = request.tools ?? RESPONSE_TOOL_NAMES.map((name) => ({ type: "function" as const, function: { name, description: null, parameters: null } }));
  const seen = new Set<string>();
  return asked.map((t, i) => {
    const name = t.function.name;
    if (!isToolName(name)) {
      throw validationError(["body", "tools", i, "function", "name"], `Unknown tool "${name.slice(0, 64)}": this service runs ${RESPONSE_TOOL_NAMES.join(", ")}.`);
    }
    if (seen.has(name)) throw validationError(["body", "tools", i, "function", "name"], `Tool "${name}" is listed twice.`);
    seen.add(name);
    const own = memoryTools[name];
    return {
      name,
      description: t.function.description ?? own.description,
      parameters: t.function.parameters ?? (z.toJSONSchema(own.inputSchema, { io: "input" }) as Record<string, unknown>),
    };
  });
}

function toolChoiceOf(request: ResponseRequest, offered: ToolSpec[]): ToolCallsInput["toolChoice"] {
  const choice = request.tool_choice ?? "auto";
  if (typeof choice === "string") return choice;
  const name = "function" in choice ? choice.function.name : choice.name;
  if (!offered.some((t) => t.name === name)) {
    throw validationError(["body", "tool_choice"], `tool_choice names "${name.slice(0, 64)}", which is not among the offered tools (${offered.map((t) => t.name).join(", ")}).`);
  }
  return { name };
}

/**
 * Offline (no generative model): the recall router reads the input and picks a search type for one `search`
 * call. A forced tool gets the input as its main argument; without `search` on offer, `recall` answers.
 */
function offlinePlan(input: string, routed: SearchType, offered: ToolSpec[], choice: ToolCallsInput["toolChoice"], allowCypher: boolean): PlannedCall[] {
  if (choice === "none") return [];
  const names = offered.map((t) => t.name);
  const name = typeof choice === "object" ? choice.name : names.includes("search") ? "search" : names.includes("recall") ? "recall" : names[0];
  switch (name) {
    case "search":
      return [{ id: callId(), name, input: { query: input, search_type: routable(routed, { allowCypher }) } }];
    case "recall":
      return [{ id: callId(), name, input: { query: input } }];
    case "remember":
      return [{ id: callId(), name, input: { data: input } }];
    case "cognify":
      return [{ id: callId(), name, input: { text: input } }];
    default:
      return [];
  }
}

/** cognee's tool arguments read as ours: `search_query` is the query; search defaults to HYBRID_COMPLETION as cognee's dispatcher does. */
function cogneeArguments(name: ResponseToolName, input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const args = { ...(input as Record<string, unknown>) };
  if ((name === "search" || name === "recall") && args.query === undefined && typeof args.search_query === "string") {
    args.query = args.search_query;
    delete args.search_query;
  }
  if (name === "search" && args.search_type === undefined) args.search_type = "HYBRID_COMPLETION";
  return args;
}

/** Runs one call as the caller; a refusal (403, 404, 422...) becomes that call's error output, never the response's. */
async function dispatch(ctx: MemoryToolContext, call: PlannedCall, offered: Set<string>): Promise<ResponseBody["tool_calls"][number]["output"]> {
  try {
    if (!isToolName(call.name) || !offered.has(call.name)) {
      throw validationError(["tool_calls", "function", "name"], `The model called "${call.name.slice(0, 64)}", which was not offered.`);
    }
    const tool = memoryTools[call.name];
    const parsed = (tool.inputSchema as z.ZodObject).safeParse(cogneeArguments(call.name, call.input));
    if (!parsed.success) {
      throw new ValidationError(parsed.error.issues.map((i) => ({ loc: ["arguments", ...i.path.map((p) => (typeof p === "symbol" ? String(p) : p))], msg: i.message, type: i.code })));
    }
    const result = await (tool.run as (c: MemoryToolContext, a: unknown) => Promise<unknown>)(ctx, parsed.data);
    return { status: "success", data: { result } };
  } catch (err) {
    const failure = toolFailure(err);
    return { status: "error", data: { result: failure.detail, status_code: failure.status } };
  }
}

/**
 * `POST /responses`: one model turn decides the tool calls (cognee 1.5.2: no assistant text, no second turn);
 * each call runs through the same tool as MCP, as the authenticated caller.
 */
export async function createResponse(deps: ResponsesDeps, request: ResponseRequest): Promise<ResponseBody> {
  const offered = offeredTools(request);
  const choice = toolChoiceOf(request, offered);
  const provider = deps.ports.ai();
  let planned: PlannedCall[];
  let usage = { tokensIn: 0, tokensOut: 0 };
  const metadata: Record<string, unknown> = {};
  if (provider.llm?.toolCalls && choice !== "none") {
    const decision = await provider.llm.toolCalls({
      system: SYSTEM_PROMPT,
      prompt: request.input,
      tools: offered,
      toolChoice: choice,
      temperature: request.temperature,
      ...(request.max_completion_tokens ? { maxOutputTokens: request.max_completion_tokens } : {}),
    });
    planned = decision.calls;
    usage = decision.usage;
    metadata.llm_model = provider.llm.model;
    if (decision.text.trim()) metadata.text = decision.text.trim();
    // The model's tokens reach the caller's ledger through the usage meter every call goes through (src/ai/usage-meter.ts).
  } else if (provider.llm?.toolCalls) {
    planned = []; // tool_choice "none": the model is not asked
  } else {
    const route = routeQuery(request.input);
    planned = offlinePlan(request.input, route.searchType, offered, choice, deps.tools.ports.settings.allowCypherQuery);
    // The local provider counts tokens too (at no cost): the input it read to route the request.
    usage = { tokensIn: estimateTokens(request.input), tokensOut: 0 };
    metadata.router = { search_type: routable(route.searchType, { allowCypher: deps.tools.ports.settings.allowCypherQuery }), confidence: route.confidence };
  }

  const names = new Set(offered.map((t) => t.name));
  const toolCalls: ResponseBody["tool_calls"] = [];
  for (const [i, call] of planned.entries()) {
    const output =
      i < MAX_TOOL_CALLS_PER_RESPONSE
        ? await dispatch(deps.tools, call, names)
        : { status: "error" as const, data: { result: `Not run: at most ${MAX_TOOL_CALLS_PER_RESPONSE} tool calls run per response. [TooManyToolCallsError]`, status_code: 422 } };
    toolCalls.push({ id: call.id, type: "function", function: { name: call.name, arguments: JSON.stringify(call.input ?? {}) }, output });
  }
  return {
    id: `resp_${crypto.randomUUID().replaceAll("-", "")}`,
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    object: "response",
    status: "completed",
    tool_calls: toolCalls,
    usage: { prompt_tokens: usage.tokensIn, completion_tokens: usage.tokensOut, total_tokens: usage.tokensIn + usage.tokensOut },
    metadata,
  };
}
