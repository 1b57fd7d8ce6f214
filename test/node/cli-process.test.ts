import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";

/*
 * The CLI and the examples as a user runs them: its built bin (`kg-memory`, clients/typescript/dist/cli.js) as a process against
 * the dev server (`node scripts/dev.mjs`, authentication on), one server for every case.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const CLIENT = join(ROOT, "clients", "typescript");
const CLI = join(CLIENT, "dist", "cli.js");

let server: ChildProcess;
let base = "";
let state = "";
let config = "";
let registry = "";
const WRANGLER = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `kg-memory <args>` with the given stdin and extra environment. */
function cli(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      { env: { PATH: process.env.PATH, HOME: state, KG_MEMORY_BASE_URL: base, KG_MEMORY_CONFIG: config, ...options.env } as unknown as NodeJS.ProcessEnv, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(options.stdin ?? "");
  });
}

async function api(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}/api/v1${path}`, init);
  return { status: res.status, body: (await res.json()) as any };
}

let key: string | undefined;
/** An API key of the user the login case signed in (its token is in the config file). */
async function apiKey(): Promise<string> {
  const { token } = JSON.parse(readFileSync(config, "utf8"));
  key ??= (await api("/api-keys", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ name: "cli" }) })).body.key as string;
  return key;
}

async function waitFor(url: string) {
  for (let i = 0; ; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      if (i > 240) throw new Error(`${url} did not answer in 60 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), "kg-memory-cli-"));
  config = join(state, "config", "kg-memory.json");
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Its own dev registry: the agent example's service binding must find this server, not another checkout's.
  registry = join(state, "registry");
  server = spawn(process.execPath, [join(ROOT, "scripts", "dev.mjs"), "--port", String(port), "--persist-to", join(state, "wrangler"), "--var", "REQUIRE_AUTHENTICATION:true"], {
    cwd: ROOT,
    stdio: "ignore",
    env: { ...process.env, WRANGLER_REGISTRY_PATH: registry },
  });
  // The bin is the compiled client: build it from the current sources while the server starts.
  const built = spawnSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", join(CLIENT, "tsconfig.build.json")], { encoding: "utf8" });
  if (built.status !== 0) throw new Error(`client build failed: ${built.stdout}${built.stderr}`);
  await waitFor(`${base}/health`);
}, 120_000);

afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(state, { recursive: true, force: true });
});

describe("kg-memory CLI against the dev server", () => {
  const email = `cli-${Date.now()}@example.com`;
  const password = "cli-passw0rd-123";

  it("refuses without credentials, then logs in and keeps the token in the config file", async ({ expect }) => {
    const anonymous = await cli(["datasets"]);
    expect(anonymous.code).toBe(1);
    expect(anonymous.stderr).toContain("401");

    expect((await api("/auth/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) })).status).toBe(201);
    const bad = await cli(["login", "--email", email, "--password", "wrong-password"]);
    expect(bad.code).toBe(1);
    const login = await cli(["login", "--email", email], { stdin: `${password}\n` });
    expect(login.stderr).toBe("");
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`as ${email}`);
    const saved = JSON.parse(readFileSync(config, "utf8"));
    expect(saved).toMatchObject({ baseUrl: base, token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    expect(statSync(config).mode & 0o077).toBe(0);

    const list = await cli(["datasets"]);
    expect(list).toMatchObject({ code: 0, stdout: "(no datasets)\n" });
  });

  it("adds files, stdin and text, cognifies with a progress bar, searches and recalls", async ({ expect }) => {
    const file = join(state, "curie.md");
    writeFileSync(file, "# Marie Curie\nMarie Curie was born in Warsaw in 1867.\n");
    const added = await cli(["add", file, "-", "Ada Lovelace wrote the first program.", "--dataset", "science", "--json"], {
      stdin: "Grace Hopper popularised the term debugging.",
    });
    expect(added.code, added.stderr).toBe(0);
    const result = JSON.parse(added.stdout);
    expect(result.dataset_name).toBe("science");
    expect(result.payload.map((d: { name: string }) => d.name)).toContain("curie.md");
    expect(result.payload).toHaveLength(3);

    const watched = await cli(["cognify", "--watch", "-d", "science", "--interval", "100"]);
    expect(watched.code, watched.stderr).toBe(0);
    const bars = watched.stderr.trim().split("\n");
    expect(bars.at(-1)).toMatch(/^\[#{24}\] 3\/3 items · completed · done in \d+s$/);
    for (const bar of bars) expect(bar).toMatch(/^\[[#-]{24}\] \d\/3 items · (queued|processing|completed) · (ETA (--|\d+s)|done in \d+s)$/);
    expect(watched.stdout).toBe("cognify completed: 3/3 items\n");

    const search = await cli(["search", "Where was Marie Curie born?", "-d", "science", "--type", "GRAPH_COMPLETION"]);
    expect(search.code, search.stderr).toBe(0);
    expect(search.stdout).toMatch(/^# science\n/);
    expect(search.stdout).toContain("Warsaw");
    const json = JSON.parse((await cli(["search", "first program", "-d", "science", "--type", "CHUNKS", "--json"])).stdout);
    expect(json[0].dataset_name).toBe("science");
    expect(JSON.stringify(json[0].search_result)).toContain("Ada Lovelace");

    const recall = await cli(["recall", "Who", "popularised", "debugging?", "-d", "science", "--session", "cli-session"]);
    expect(recall.code, recall.stderr).toBe(0);
    expect(recall.stdout).toContain("Grace Hopper");

    const items = await cli(["datasets", "data", "science"]);
    expect(items.stdout.trim().split("\n")).toHaveLength(3);
    expect(items.stdout).toContain("curie.md");
  });

  it("remembers with an API key from the environment, and forgets with a dry run first", async ({ expect }) => {
    const env = { KG_MEMORY_API_KEY: await apiKey(), KG_MEMORY_CONFIG: join(state, "no-config.json") };
    const remembered = await cli(["remember", "The user prefers tea over coffee.", "-d", "prefs"], { env });
    expect(remembered.code, remembered.stderr).toBe(0);
    expect(remembered.stdout).toMatch(/^completed: 1 item\(s\) in prefs\n$/);

    const dry = await cli(["forget", "--dry-run", "-d", "prefs", "--json"], { env });
    expect(dry.code, dry.stderr).toBe(0);
    expect(JSON.parse(dry.stdout)).toMatchObject({ status: "dry_run", would_remove: { datasets: 1, data_items: 1 } });
    expect((await cli(["datasets"], { env })).stdout).toContain("prefs");

    const forgot = await cli(["forget", "-d", "prefs"], { env });
    expect(forgot.stdout).toMatch(/^removed: /);
    expect((await cli(["datasets"], { env })).stdout).not.toContain("prefs");
  });

  it("reports API errors by name and usage errors with exit code 2", async ({ expect }) => {
    const invalid = await cli(["search", "x", "--type", "NOT_A_TYPE"]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/^kg-memory: 422 body\.search_type: /);
    const denied = await cli(["search", "x", "-d", "nobody-has-this"]);
    expect(denied.code).toBe(1);
    expect(denied.stderr).toMatch(/^kg-memory: 403 PermissionDeniedError: /);
    expect(await cli(["frobnicate"])).toMatchObject({ code: 2, stderr: expect.stringContaining("unknown command") });
    expect(await cli(["forget"])).toMatchObject({ code: 2 });
    expect((await cli(["help"])).stdout).toContain("cognify [--watch]");
    // --base-url wins over the environment's address.
    const unreachable = { KG_MEMORY_BASE_URL: "http://127.0.0.1:9" };
    expect((await cli(["datasets"], { env: unreachable })).code).toBe(1);
    expect(await cli(["datasets", "--base-url", base], { env: unreachable })).toMatchObject({ code: 0, stderr: "" });
  });
});

describe("examples against the dev server", () => {
  it("examples/ai-sdk-tools.mjs remembers, searches and recalls through the AI SDK tools", async ({ expect }) => {
    const run = spawnSync(process.execPath, [join(ROOT, "examples", "ai-sdk-tools.mjs")], {
      env: { PATH: process.env.PATH, KG_MEMORY_BASE_URL: base, KG_MEMORY_API_KEY: await apiKey() } as unknown as NodeJS.ProcessEnv,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^remember → completed \(1 item\) in ai_sdk_example$/m);
    expect(run.stdout).toMatch(/^search "Who leads the Bluefin project\?" → .*Ada Okafor/m);
    expect(run.stdout).toMatch(/^recall → .*tide-prediction/m);
  });

  it("examples/agent-worker type-checks, and remembers and answers through its service binding", async ({ expect }) => {
    const typed = spawnSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", join(ROOT, "examples", "agent-worker", "tsconfig.json")], { encoding: "utf8" });
    expect(typed.status, typed.stdout).toBe(0);

    const port = await freePort();
    const agent = spawn(
      process.execPath,
      [WRANGLER, "dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", join(state, "agent"), "--var", `MEMORY_API_KEY:${await apiKey()}`],
      { cwd: join(ROOT, "examples", "agent-worker"), stdio: "ignore", env: { ...process.env, WRANGLER_REGISTRY_PATH: registry, WRANGLER_SEND_METRICS: "false" } },
    );
    try {
      const chat = async (message: string) => {
        const res = await fetch(`http://127.0.0.1:${port}/chat`, { method: "POST", body: JSON.stringify({ message, session: "agent-test" }) });
        return { status: res.status, body: (await res.json()) as { reply: string } };
      };
      await waitFor(`http://127.0.0.1:${port}/`);
      expect(await chat("remember: Nadia Rahman runs the Kestrel observatory in Tromsø.")).toEqual({ status: 200, body: { reply: "Noted (completed)." } });
      const answer = await chat("Who runs the Kestrel observatory?");
      expect(answer.status).toBe(200);
      expect(answer.body.reply).toContain("Nadia Rahman");
      // The note went into the memory service, under the agent's key.
      expect((await cli(["datasets"], { env: { KG_MEMORY_API_KEY: await apiKey() } })).stdout).toContain("agent_memory");
    } finally {
      agent.kill("SIGTERM");
    }
  });
});
