import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, callWith, json, postJson } from "../helpers";
import { asUser, field, file, formInit, grant, makeUser, raw, type Part } from "./add.helpers";

/**
 * Code memory end to end through the Worker: /remember with content_type=code against a real git smart-HTTP
 * server (test/setup/git-server.ts), indexing in the queue consumer, CODE and CODING_RULES search.
 */
const REPO = "http://git.test/shop.git";

const remember = (parts: Part[]) => call("/api/v1/remember", formInit([field("content_type", "code"), ...parts]));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- search results vary per operation
async function code(dataset: string, codeQuery: Record<string, unknown> | null, query = "code"): Promise<any> {
  const res = await postJson("/api/v1/search", { query, search_type: "CODE", datasets: [dataset], ...(codeQuery ? { code_query: codeQuery } : {}) });
  expect(res.status).toBe(200);
  const body = await json<{ search_result: unknown[] }[]>(res);
  return body[0]!.search_result[0];
}

describe("code memory (content_type=code)", () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let first: any;

  // The first index loads the grammars cold in the consumer's isolate (~10 s alone, more on a loaded machine).
  beforeAll(async () => {
    const res = await remember([field("datasetName", "shop_code"), raw(REPO)]);
    first = { status: res.status, body: await json(res) };
  }, 120_000);

  it("indexes the remote HEAD and stamps code_graph_pipeline and cognify_pipeline completed", async () => {
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "completed", dataset_name: "shop_code", pipeline_name: "code_graph_pipeline" });
    expect(first.body.items).toEqual([expect.objectContaining({ kind: "code_repository", source: REPO, branch: "main", status: "completed" })]);
    for (const pipeline of ["code_graph_pipeline", "cognify_pipeline"]) {
      const st = await json(await call(`/api/v1/datasets/${first.body.dataset_id}/processing-status?pipeline=${pipeline}`));
      expect(JSON.stringify(st), pipeline).toContain("COMPLETED");
    }
  });

  it("sends the repository's docs through ordinary cognify", async () => {
    let hits: unknown[] = [];
    for (let i = 0; i < 200 && !hits.length; i++) {
      const res = await json(await postJson("/api/v1/search", { query: "sample shop", search_type: "CHUNKS_LEXICAL", datasets: ["shop_code"] }));
      hits = res[0]?.search_result ?? [];
      if (!hits.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(JSON.stringify(hits)).toContain("A sample shop.");
  });

  it("answers a name search without code_query, and query_facts with filters", async () => {
    const byName = await code("shop_code", null, "handleOrder");
    expect(byName.facts[0]).toMatchObject({ name: "src/app.handleOrder", kind: "symbol", symbol_kind: "function", file: "src/app.ts", line: 4 });
    const methods = await code("shop_code", { operation: "query_facts", kind: "method", file_prefix: "java/" });
    expect(methods.facts.map((f: { name: string }) => f.name).sort()).toEqual(["java/com/shop/Inventory.Inventory.count", "java/com/shop/Inventory.Inventory.main"]);
    const search = await code("shop_code", { operation: "search", query: "Checkout" });
    expect(search.facts[0].name).toBe("php/Checkout.Checkout");
  });

  it("explore, neighbors, subgraph and traverse follow calls, imports and declarations across languages", async () => {
    const ex = await code("shop_code", { operation: "explore", name: "handleOrder" });
    const edges = ex.edges.map((e: { source_name: string; type: string; target_name: string }) => `${e.source_name} ${e.type} ${e.target_name}`);
    expect(edges).toEqual(expect.arrayContaining(["src/app.handleOrder instantiates src/db.Database", "src/app.handleOrder calls src/db.Database.get", "web/view.OrderView calls src/app.handleOrder"]));
    const nb = await code("shop_code", { operation: "neighbors", name: "src/app" });
    expect(nb.edges.map((e: { type: string; target_name: string }) => `${e.type} ${e.target_name}`)).toEqual(expect.arrayContaining(["imports src/db", "depends_on hono"]));
    const sg = await code("shop_code", { operation: "subgraph", names: ["Invoice", "Shipment"] });
    expect(sg.seeds.map((s: { name: string }) => s.name)).toEqual(["dotnet/Billing.Invoice", "ruby/shipping.Shipment"]);
    const tr = await code("shop_code", { operation: "traverse", start: "OrderView", relation_types: ["calls"] });
    expect(tr.nodes.map((n: { name: string }) => n.name)).toEqual(["web/view.OrderView", "src/app.handleOrder", "src/db.Database.get", "src/db.Database.connect", "src/db.openSocket"]);
  });

  it("find_path, impact_analysis, hubs, flows, delta, capabilities and ask", async () => {
    const path = await code("shop_code", { operation: "find_path", from: "OrderView", to: "openSocket" });
    expect(path.found).toBe(true);
    expect(path.path.at(-1).name).toBe("src/db.openSocket");
    const impact = await code("shop_code", { operation: "impact_analysis", target: "Database.connect" });
    expect(impact.by_depth["1"].map((f: { name: string }) => f.name)).toEqual(["src/db.Database.get"]);
    expect(impact.total_dependents).toBeGreaterThanOrEqual(3);
    const hubs = await code("shop_code", { operation: "hubs", limit: 5 });
    expect(hubs.hubs.length).toBeGreaterThan(0);
    const flows = await code("shop_code", { operation: "flows" });
    expect(flows.flows.map((f: { entry: { name: string } }) => f.entry.name)).toEqual(expect.arrayContaining(["src/app.main"]));
    const delta = await code("shop_code", { operation: "delta" });
    expect(delta.repositories[0]).toMatchObject({ repo: "git.test/shop" });
    expect(delta.repositories[0].last_snapshot_id).toMatch(/^[0-9a-f]{40}$/);
    const caps = await code("shop_code", { operation: "capabilities" });
    expect(caps.operations.length).toBeGreaterThanOrEqual(13);
    const ask = await code("shop_code", { operation: "ask" }, "Who calls handleOrder?");
    expect(ask.answer).toContain("called by web/view.OrderView");
  });

  it("reports an unknown seed for the dataset instead of failing, and refuses an unknown operation", async () => {
    const missing = await code("shop_code", { operation: "explore", name: "NoSuchSymbolAnywhere" });
    expect(missing).toMatchObject({ error: "CodeSeedNotFoundError", seed: "NoSuchSymbolAnywhere" });
    const bad = await postJson("/api/v1/search", { query: "x", search_type: "CODE", datasets: ["shop_code"], code_query: { operation: "teleport" } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).detail).toContain("[CodeQueryError]");
  });

  it("returns rule statements of the repository docs for CODING_RULES, and [] where there are none", async () => {
    const res = await json(await postJson("/api/v1/search", { query: "coding rules", search_type: "CODING_RULES", datasets: ["shop_code"] }));
    expect(res[0].search_result).toEqual(["Always run the linter before committing.", "Never commit secrets to the repository.", "Prefer small functions over long ones."]);
    await call("/api/v1/add", formInit([field("datasetName", "no_rules"), file("a.txt", "plain text")]));
    const none = await json(await postJson("/api/v1/search", { query: "best practice", search_type: "CODING_RULES", datasets: ["no_rules"] }));
    expect(none[0].search_result).toEqual([]);
  });

  it("switches branch as a delta on the same item, refuses a missing branch, and deletes the code with the item", async () => {
    const res = await remember([field("datasetName", "shop_branches"), raw(REPO)]);
    const main = await json(res);
    const feature = await json(await remember([field("datasetName", "shop_branches"), raw(REPO), field("branch", "feature")]));
    expect(feature.items[0]).toMatchObject({ branch: "feature", status: "completed", id: main.items[0].id });
    const delta = await code("shop_branches", { operation: "delta" });
    expect(delta.repositories[0].delta.added_names).toContain("src/app.cancelOrder");
    expect(delta.repositories[0].delta.removed_names).toContain("tools/report.Report");
    expect((await code("shop_branches", { operation: "query_facts", file_prefix: "tools/report" })).total).toBe(0);

    const missing = await remember([field("datasetName", "shop_branches"), raw(REPO), field("branch", "no-such-branch")]);
    expect(missing.status).toBe(400);
    expect((await json(missing)).detail).toContain("[CodeRepositoryError]");
    const items = await json(await call(`/api/v1/datasets/${main.dataset_id}/data`));
    // The repository item, and its README as an ordinary document (nothing of the refused call).
    expect(items.map((i: { name: string }) => i.name).sort()).toEqual(["git.test/shop", "git.test/shop/README.md"]);

    const del = await call(`/api/v1/datasets/${main.dataset_id}/data/${main.items[0].id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect((await code("shop_branches", { operation: "query_facts" })).total).toBe(0);
  });

  it("refuses ssh URLs and refuses an over-large repository with the cap in the message", async () => {
    const ssh = await remember([field("datasetName", "shop_refused"), raw("git@github.com:org/repo.git")]);
    expect(ssh.status).toBe(400);
    expect((await json(ssh)).detail).toMatch(/SSH.*\[CodeRepositoryError\]/);
    const big = await json(await remember([field("datasetName", "shop_refused"), raw("http://git.test/big.git")]));
    expect(big.status).toBe("errored");
    expect(big.items[0].error).toContain("more than 50 indexable files");
  });

  it("indexes an uploaded .tar.gz of a repository", async () => {
    const enc = new TextEncoder();
    const body = enc.encode("def greet(name):\n    return shout(name)\n\n\ndef shout(s):\n    return s.upper()\n");
    const h = new Uint8Array(512);
    h.set(enc.encode("pkg/hello.py"), 0);
    h.set(enc.encode("0000644\0"), 100);
    h.set(enc.encode(body.length.toString(8).padStart(11, "0") + "\0"), 124);
    h[156] = 48;
    const tar = new Blob([h, body, new Uint8Array(512 - body.length), new Uint8Array(1024)]);
    const gz = new Uint8Array(await new Response(tar.stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
    const res = await json(await remember([field("datasetName", "shop_archive"), file("hello.tar.gz", gz, "application/gzip")]));
    expect(res.items[0]).toMatchObject({ status: "completed", source: "hello.tar.gz" });
    const path = await code("shop_archive", { operation: "find_path", from: "greet", to: "shout" });
    expect(path.found).toBe(true);
  });

  it("indexes a server-side repository (ACCEPT_LOCAL_FILE_PATH): a directory of files or an archive in the import area", async () => {
    const on = { ACCEPT_LOCAL_FILE_PATH: "true" };
    const local = (dataset: string, path: string, vars: Record<string, string> = on) =>
      callWith(vars, "/api/v1/remember", formInit([field("content_type", "code"), field("datasetName", dataset), raw(path)]));
    // Operators place files with `wrangler r2 object put`; the default LOCAL_FILE_ROOT is /data.
    await env.RAW_FILES.put("data/repos/greeter/pkg/hello.py", "def greet(name):\n    return shout(name)\n\n\ndef shout(s):\n    return s.upper()\n");
    await env.RAW_FILES.put("data/repos/greeter/pkg/main.py", "from pkg.hello import greet\n\n\ndef main():\n    print(greet('ada'))\n");
    const dir = await json(await local("local_dir", "/data/repos/greeter"));
    expect(dir.items[0]).toMatchObject({ status: "completed", source: "greeter.tar" });
    expect((await code("local_dir", { operation: "find_path", from: "main", to: "shout" })).found).toBe(true);

    const source = new Uint8Array(await (await env.RAW_FILES.get("data/repos/greeter/pkg/hello.py"))!.arrayBuffer());
    expect(source.length).toBeGreaterThan(0);
    const { packTar } = await import("../../src/services/code/local-repository");
    const packed = packTar([{ path: "hello/pkg/hello.py", bytes: source }]);
    const gz = new Uint8Array(await new Response(new Blob([packed]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
    await env.RAW_FILES.put("data/repos/hello.tar.gz", gz);
    const archive = await json(await local("local_archive", "file:///data/repos/hello.tar.gz"));
    expect(archive.items[0]).toMatchObject({ status: "completed", source: "hello.tar.gz" });
    expect((await code("local_archive", { operation: "find_path", from: "greet", to: "shout" })).found).toBe(true);

    const off = await local("local_off", "/data/repos/greeter", {});
    expect(off.status).toBe(400);
    expect((await json(off)).detail).toMatch(/\[LocalFilePathNotAllowedError\]$/);
    const missing = await local("local_missing", "/data/repos/nothing-here");
    expect(missing.status).toBe(400);
    expect((await json(missing)).detail).toMatch(/No repository at server-side path.*\[CodeRepositoryError\]$/);
    const escape = await local("local_escape", "/data/../w/secret");
    expect(escape.status).toBe(400);
    expect((await json(escape)).detail).toMatch(/\[InvalidLocalFilePathError\]$/);
  });

  it("fetches a GitHub repository through the commit's codeload tarball, per branch", async () => {
    const tarballs = async () => (await (await fetch("https://codeload.github.com/__requests")).json<{ count: number }>()).count;
    const before = await tarballs();
    const res = await json(await remember([field("datasetName", "gh_code"), raw("https://github.com/acme/shop.git")]));
    expect(res.items[0]).toMatchObject({ kind: "code_repository", source: "https://github.com/acme/shop.git", branch: "main", status: "completed" });
    const after = await tarballs();
    expect(after).toBe(before + 1);
    const facts = await code("gh_code", null, "handleOrder");
    expect(JSON.stringify(facts)).toContain("handleOrder");
    const feature = await json(await remember([field("datasetName", "gh_code"), field("branch", "feature"), raw("https://github.com/acme/shop.git")]));
    expect(feature.items[0]).toMatchObject({ branch: "feature", status: "completed" });
    expect(await tarballs()).toBe(after + 1);
  });

  it("indexes a repository URL given to /add in the background", async () => {
    const res = await call("/api/v1/add", formInit([field("datasetName", "shop_via_add"), raw(REPO), raw("a plain note")]));
    expect(res.status).toBe(200);
    const added = await json(res);
    expect(added.payload.map((p: { name: string }) => p.name)).toContain("git.test/shop");
    let status = "";
    for (let i = 0; i < 200 && !status.includes("COMPLETED"); i++) {
      status = JSON.stringify(await json(await call(`/api/v1/datasets/${added.dataset_id}/processing-status?pipeline=code_graph_pipeline`)));
      if (!status.includes("COMPLETED")) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toContain("COMPLETED");
    expect((await code("shop_via_add", null, "OrderView")).facts[0].name).toBe("web/view.OrderView");
  });

  it("turns rule statements of coding-agent traces and QA turns into CODING_RULES through improve (offline path)", async () => {
    const entry = (e: unknown) => postJson("/api/v1/remember/entry", { entry: e, session_id: "agent-1", dataset_name: "agent_rules" });
    expect((await entry({ type: "qa", question: "How should I name test files?", answer: "Always name test files after the module they test." })).status).toBe(200);
    expect((await entry({ type: "trace", origin_function: "apply_patch", status: "error", error_message: "Never edit generated files by hand." })).status).toBe(200);
    const res = await postJson("/api/v1/improve", { dataset_name: "agent_rules", session_ids: ["agent-1"] });
    const body = await json(res);
    expect(body.stages.find((s: { name: string }) => s.name === "coding_rules")).toMatchObject({ status: "completed", details: { rules: 2 } });
    const rules = await json(await postJson("/api/v1/search", { query: "coding rules", search_type: "CODING_RULES", datasets: ["agent_rules"] }));
    expect(rules[0].search_result.sort()).toEqual(["Always name test files after the module they test.", "Never edit generated files by hand."]);
  });

  it("answers 403 to a user without read permission on the dataset", async () => {
    const owner = await makeUser("code-owner");
    const other = await makeUser("code-other");
    const added = await json(await asUser(owner, "/api/v1/remember", formInit([field("content_type", "code"), field("datasetName", "owned_code"), raw(REPO)])));
    expect(added.status).toBe("completed");
    await grant(other.id, added.dataset_id, "write");
    const denied = await asUser(other, "/api/v1/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "handleOrder", search_type: "CODE", dataset_ids: [added.dataset_id] }),
    });
    expect(denied.status).toBe(403);
  });
});
