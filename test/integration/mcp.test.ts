import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import worker from "../../src/index";
import { BASE } from "../helpers";
import { AUTH_ON, body, req, signUp, type TestUser } from "./auth.helpers";

/**
 * The remote MCP endpoint through the official MCP client SDK over Streamable HTTP, with the client's fetch
 * routed into the real Worker (authentication on, as deployed).
 */
const MCP_URL = new URL(`${BASE}/api/v1/mcp`);

function workerFetch(vars: Record<string, string> = AUTH_ON) {
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
  return async (input: string | URL, init?: RequestInit): Promise<Response> => worker.fetch(new Request(input, init), { ...env, ...vars } as Env, ctx);
}

async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: "kg-memory-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(MCP_URL, { fetch: workerFetch(), requestInit: { headers } }));
  return client;
}

type ToolOut = { isError?: boolean; content: { type: string; text: string }[]; structuredContent?: any };
const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolOut;
const text = (out: ToolOut) => out.content.map((c) => c.text).join("\n");

async function apiKeyOf(u: TestUser): Promise<string> {
  return (await body(await req("/api-keys", { json: { name: "mcp" }, token: u.token }))).key;
}

describe("remote MCP endpoint (POST /api/v1/mcp)", () => {
  it("lists the memory tools with input schemas, cognee-mcp's argument names among them", async ({ expect }) => {
    const u = await signUp("mcplist");
    const client = await connect({ "x-api-key": await apiKeyOf(u) });
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name).sort();
    expect(names).toEqual(["cognify_status", "forget", "list_data", "list_datasets", "recall", "remember", "search"]);
    const remember = tools.find((t) => t.name === "remember")!;
    expect(Object.keys((remember.inputSchema as { properties: object }).properties)).toEqual(
      expect.arrayContaining(["data", "filename", "content_base64", "dataset_name", "session_id", "custom_prompt", "background"]),
    );
    const recall = tools.find((t) => t.name === "recall")!;
    expect((recall.inputSchema as { required?: string[] }).required).toEqual(["query"]);
    await client.close();
  });

  it("remembers, reports status, recalls and searches, lists, then forgets (dry run first), with an API key sent as Bearer", async ({ expect }) => {
    const u = await signUp("mcpflow");
    const client = await connect({ authorization: `Bearer ${await apiKeyOf(u)}` });
    const remembered = await call(client, "remember", { data: "Zebulon Quark founded the Tessaract Cafe in Lisbon in 2019.", dataset_name: "mcp_notes" });
    expect(remembered.isError, text(remembered)).toBeFalsy();
    expect(remembered.structuredContent).toMatchObject({ status: "completed", dataset_name: "mcp_notes" });

    const status = await call(client, "cognify_status", { datasets: ["mcp_notes"] });
    expect(status.structuredContent.datasets).toEqual([expect.objectContaining({ name: "mcp_notes", status: "DATASET_PROCESSING_COMPLETED" })]);

    const recalled = await call(client, "recall", { query: "Who founded the Tessaract Cafe?", datasets: ["mcp_notes"], search_type: "CHUNKS_LEXICAL" });
    expect(recalled.isError, text(recalled)).toBeFalsy();
    expect(text(recalled)).toContain("Zebulon Quark");
    const searched = await call(client, "search", { query: "Tessaract Cafe", search_type: "CHUNKS", datasets: ["mcp_notes"] });
    expect(text(searched)).toContain("Lisbon");

    const listed = await call(client, "list_datasets", {});
    const dataset = listed.structuredContent.datasets.find((d: { name: string }) => d.name === "mcp_notes");
    expect(dataset).toBeTruthy();
    const items = await call(client, "list_data", { dataset_id: dataset.id });
    expect(items.structuredContent.items).toHaveLength(1);

    const dry = await call(client, "forget", { dataset: "mcp_notes", dry_run: true });
    expect(dry.isError, text(dry)).toBeFalsy();
    expect(dry.structuredContent).toMatchObject({ status: "dry_run", would_remove: { data_items: 1 } });
    const stillThere = await call(client, "list_datasets", {});
    expect(stillThere.structuredContent.datasets.map((d: { name: string }) => d.name)).toContain("mcp_notes");
    const gone = await call(client, "forget", { dataset: "mcp_notes" });
    expect(gone.isError, text(gone)).toBeFalsy();
    const after = await call(client, "list_datasets", {});
    expect(after.structuredContent.datasets.map((d: { name: string }) => d.name)).not.toContain("mcp_notes");
    await client.close();
  });

  it("remembers a file sent as base64 and refuses one over 10 MB as a tool error", async ({ expect }) => {
    const u = await signUp("mcpfile");
    const client = await connect({ "x-api-key": await apiKeyOf(u) });
    const content_base64 = btoa("Quillon Vex keeps the harbour ledger.");
    const ok = await call(client, "remember", { filename: "ledger.txt", content_base64, dataset_name: "mcp_files" });
    expect(ok.isError, text(ok)).toBeFalsy();
    expect(text(await call(client, "search", { query: "harbour ledger", search_type: "CHUNKS_LEXICAL", datasets: ["mcp_files"] }))).toContain("Quillon Vex");
    const big = await call(client, "remember", { filename: "big.txt", content_base64: "A".repeat(14 * 1024 * 1024), dataset_name: "mcp_files" });
    expect(big.isError).toBe(true);
    expect(text(big)).toMatch(/\[FileTooLargeError\]$/);
    await client.close();
  });

  it("reports a permission failure as a tool error naming the API's error, and bad arguments as an MCP error", async ({ expect }) => {
    const owner = await signUp("mcpowner");
    const other = await signUp("mcpother");
    const ds = await body(await req("/datasets", { json: { name: "owner_private" }, token: owner.token }));
    const client = await connect({ "x-api-key": await apiKeyOf(other) });
    const denied = await call(client, "list_data", { dataset_id: ds.id });
    expect(denied.isError).toBe(true);
    expect(text(denied)).toMatch(/\[(PermissionDeniedError|DatasetNotFoundError)\]$/);
    const forbidden = await call(client, "forget", { dataset_id: ds.id });
    expect(forbidden.isError).toBe(true);
    expect(text(forbidden)).not.toMatch(/at .*\.ts:\d+/);
    // Arguments that do not match the tool's schema never reach the service.
    const bad = await client.callTool({ name: "recall", arguments: { query: 42 } }).then(
      (r) => r as ToolOut,
      (err: unknown) => ({ isError: true, content: [{ type: "text", text: String(err) }] }) as ToolOut,
    );
    expect(bad.isError).toBe(true);
    await client.close();
  });

  it("answers 401 with the RFC 9728 resource metadata location when no credentials are sent, and serves that metadata", async ({ expect }) => {
    const res = await workerFetch()(MCP_URL, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
    });
    expect(res.status).toBe(401);
    await res.text();
    const challenge = res.headers.get("www-authenticate")!;
    expect(challenge).toBe(`Bearer resource_metadata="${BASE}/.well-known/oauth-protected-resource/api/v1/mcp"`);
    const meta = await workerFetch()(`${BASE}/.well-known/oauth-protected-resource/api/v1/mcp`);
    expect(meta.status).toBe(200);
    expect(await meta.json()).toMatchObject({ resource: `${BASE}/api/v1/mcp`, bearer_methods_supported: ["header"] });
    const badKey = await workerFetch()(MCP_URL, { method: "POST", headers: { authorization: "Bearer cog_not-a-real-key", "content-type": "application/json" }, body: "{}" });
    expect(badKey.status).toBe(401);
    await badKey.text();
  });

  it("refuses a request from a foreign browser origin (DNS-rebinding guard)", async ({ expect }) => {
    const u = await signUp("mcporigin");
    const res = await workerFetch()(MCP_URL, {
      method: "POST",
      headers: { "x-api-key": await apiKeyOf(u), origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
    });
    expect(res.status).toBe(403);
    expect((await res.json<{ detail: string }>()).detail).toMatch(/\[OriginNotAllowedError\]$/);
  });

  it("accepts an API key as a Bearer token on ordinary routes too", async ({ expect }) => {
    const u = await signUp("bearerkey");
    const key = await apiKeyOf(u);
    const me = await req("/users/me", { headers: { authorization: `Bearer ${key}` } });
    expect(me.status).toBe(200);
    expect((await body(me)).email).toBe(u.email);
  });
});
