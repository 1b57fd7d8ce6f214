import { z } from "@hono/zod-openapi";
import { aliasedBody } from "./common.schemas";

/** The tools `/responses` can run (capabilities-design §3): cognee's search and cognify, plus recall and remember. */
export const RESPONSE_TOOL_NAMES = ["search", "recall", "remember", "cognify"] as const;

/** Most tool definitions a request may send (the four tools, with room for repeats the 422 names). */
export const MAX_RESPONSE_TOOLS = 16;
/** Longest `input`: a question or an instruction, not a document (documents go through /remember's uploads). */
export const MAX_RESPONSE_INPUT_CHARS = 100_000;
/** Upper bound on `max_completion_tokens`: one tool-choosing turn never needs more. */
export const MAX_RESPONSE_COMPLETION_TOKENS = 32_768;

const toolName = z.string().min(1).max(64);

/** cognee's ToolFunction: `{type: "function", function: {name, description, parameters}}`. */
const NestedToolSchema = z.object({
  type: z.literal("function").default("function"),
  function: z.object({
    name: toolName,
    description: z.string().max(4_000).nullish(),
    parameters: z.record(z.string(), z.unknown()).nullish().openapi({ description: "JSON schema of the arguments; the tool's own schema when omitted" }),
  }),
});

/** OpenAI Responses' flat function tool (`{type, name, description, parameters}`), read as the nested form. */
const FlatToolSchema = z
  .object({
    type: z.literal("function"),
    name: toolName,
    description: z.string().max(4_000).nullish(),
    parameters: z.record(z.string(), z.unknown()).nullish(),
  })
  .transform((t) => ({ type: "function" as const, function: { name: t.name, description: t.description, parameters: t.parameters } }));

export const ResponseToolSchema = z.union([NestedToolSchema, FlatToolSchema]).openapi("ResponseTool");

const ToolChoiceSchema = z
  .union([
    z.enum(["auto", "none", "required"]),
    z.object({ type: z.literal("function"), function: z.object({ name: toolName }) }),
    z.object({ type: z.literal("function"), name: toolName }),
  ])
  .openapi({ description: '"auto" (default), "none", "required", or a function to call: {"type":"function","name":"search"}' });

/** cognee's ResponseRequest (snake_case or camelCase keys). */
export const ResponseRequestSchema = aliasedBody(
  "ResponseRequest",
  {
    model: z.string().min(1).max(200).default("cognee-v1").openapi({ description: "Echoed in the response; the configured LLM (LLM_MODEL) decides the calls" }),
    input: z.string().min(1).max(MAX_RESPONSE_INPUT_CHARS),
    tools: z.array(ResponseToolSchema).max(MAX_RESPONSE_TOOLS).nullish().openapi({ description: `Subset of ${RESPONSE_TOOL_NAMES.join(", ")}; all four when omitted` }),
    tool_choice: ToolChoiceSchema.nullish(),
    user: z.string().max(255).nullish().openapi({ description: "Accepted for compatibility; tools always run as the authenticated caller" }),
    temperature: z.number().min(0).max(2).default(1),
    max_completion_tokens: z.number().int().min(1).max(MAX_RESPONSE_COMPLETION_TOKENS).nullish(),
  },
  { example: { model: "cognee-v1", input: "What do I know about Ada Lovelace?", tools: [{ type: "function", function: { name: "search" } }] } },
);

export type ResponseRequest = z.infer<typeof ResponseRequestSchema>;

export const ResponseToolCallSchema = z
  .object({
    id: z.string(),
    type: z.literal("function"),
    function: z.object({ name: z.string(), arguments: z.string().openapi({ description: "The arguments as a JSON string (OpenAI's form)" }) }),
    output: z.object({
      status: z.enum(["success", "error"]),
      data: z
        .object({ result: z.unknown() })
        .catchall(z.unknown())
        .openapi({ description: "success: the tool's answer in `result`; error: `result` is `<message> [<ErrorName>]` and `status_code` the HTTP status the route would answer" }),
    }),
  })
  .openapi("ResponseToolCall");

export const ResponseBodySchema = z
  .object({
    id: z.string().openapi({ example: "resp_6f1c0b2e9a6d4b37a1c2d3e4f5a6b7c8" }),
    created: z.number().int().openapi({ description: "Unix seconds" }),
    model: z.string(),
    object: z.literal("response"),
    status: z.literal("completed"),
    tool_calls: z.array(ResponseToolCallSchema),
    usage: z.object({ prompt_tokens: z.number().int(), completion_tokens: z.number().int(), total_tokens: z.number().int() }),
    metadata: z.record(z.string(), z.unknown()),
  })
  .openapi("ResponseBody");

export type ResponseBody = z.infer<typeof ResponseBodySchema>;
