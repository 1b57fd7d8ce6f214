import { exports } from "cloudflare:workers";
import { describe, it } from "vitest";
import { MemoryClient, PermissionDeniedError } from "../../clients/typescript/src/index";
import { AGENT_SEARCH_TYPES, memoryTools } from "../../clients/typescript/src/ai";
import { BASE } from "../helpers";

const memory = new MemoryClient({ baseUrl: BASE, fetch: (request) => exports.default.fetch(request) });
const call = { toolCallId: "call-1", messages: [], context: {} };

describe("AI SDK memory tools against the Worker", () => {
  it("remember stores into the graph; search and recall find it", async ({ expect }) => {
    const dataset = `tools_${crypto.randomUUID().slice(0, 8)}`;
    const tools = memoryTools(memory, { datasets: [dataset], sessionId: `s-${dataset}`, topK: 3 });
    const stored = await tools.remember.execute!({ text: "Ada Okafor leads the Bluefin project in Lagos." }, call);
    expect(stored).toEqual({ status: "completed", dataset, items: 1 });

    const found = await tools.search.execute!({ query: "Who leads the Bluefin project?", search_type: "GRAPH_COMPLETION" }, call);
    expect(found).toHaveLength(1);
    expect((found as { dataset: string }[])[0]!.dataset).toBe(dataset);
    expect(JSON.stringify(found)).toContain("Ada Okafor");

    const recalled = await tools.recall.execute!({ query: "Where is the Bluefin project?" }, call);
    expect(JSON.stringify(recalled)).toContain("Lagos");
  });

  it("validates input with the zod schemas the model sees, and surfaces API errors by name", async ({ expect }) => {
    const tools = memoryTools(memory);
    const schema = tools.search.inputSchema as unknown as { safeParse(v: unknown): { success: boolean } };
    expect(schema.safeParse({ query: "x", search_type: "CHUNKS" }).success).toBe(true);
    expect(schema.safeParse({ qury: "x" }).success).toBe(false);
    expect(schema.safeParse({ query: "x", search_type: "CYPHER" }).success).toBe(false);
    expect(AGENT_SEARCH_TYPES).not.toContain("CYPHER");
    await expect(tools.search.execute!({ query: "x", datasets: ["nobody_has_this"] }, call)).rejects.toBeInstanceOf(PermissionDeniedError);
  });
});
