/**
 * vitest globalSetup (Node side): a real git smart-HTTP server on loopback. It writes the multi-language
 * sample repository (test/fixtures/code-samples.ts) with two branches, `main` and `feature`, into a temp dir and
 * serves it with `git http-backend` (CGI) behind a small Node http server on a free port. The Worker reaches it
 * as http://git.test/… (and http://10.1.2.3:8080/… for FETCH_ALLOWED_HOSTS) through the outbound service in
 * test/fixtures/fake-internet.ts, which reads the address from GIT_TEST_SERVER.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { FEATURE_CHANGES, SAMPLE_FILES } from "../fixtures/code-samples";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, {
    cwd,
    env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com", GIT_AUTHOR_DATE: "2026-01-01T00:00:00Z", GIT_COMMITTER_DATE: "2026-01-01T00:00:00Z" },
    stdio: "pipe",
  }).toString();

function writeTree(dir: string, files: Record<string, string | null>) {
  for (const [path, text] of Object.entries(files)) {
    const full = join(dir, path);
    if (text === null) rmSync(full, { force: true });
    else {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
  }
}

/** Builds `<root>/<name>.git` (bare) from a work tree with `main` and, when given, `feature`. */
function makeRepo(root: string, name: string, files: Record<string, string>, feature?: Record<string, string | null>) {
  const work = join(root, `${name}-work`);
  mkdirSync(work, { recursive: true });
  git(work, "init", "-q", "-b", "main");
  writeTree(work, files);
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "initial");
  if (feature) {
    git(work, "checkout", "-q", "-b", "feature");
    writeTree(work, feature);
    git(work, "add", "-A");
    git(work, "commit", "-q", "-m", "feature");
    git(work, "checkout", "-q", "main");
  }
  git(root, "clone", "-q", "--bare", work, `${name}.git`);
}

let server: Server | undefined;
let root: string | undefined;

export async function setup() {
  root = mkdtempSync(join(tmpdir(), "kg-git-"));
  makeRepo(root, "shop", SAMPLE_FILES, FEATURE_CHANGES);
  // Over the file cap the integration test sets (CODE_REPO_MAX_FILES=50): 60 small modules.
  const many: Record<string, string> = {};
  for (let i = 0; i < 60; i++) many[`src/m${i}.ts`] = `export function f${i}() { return ${i}; }\n`;
  makeRepo(root, "big", many);

  const projectRoot = root;
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    // What GitHub's codeload serves for a commit: `git archive` of it as .tar.gz, with a top directory and
    // the pax header that carries the commit id (test/fixtures/fake-internet.ts maps codeload.github.com here).
    const archive = /^\/__archive\/([\w-]+)\/([0-9a-f]{40})$/.exec(url.pathname);
    if (archive) {
      try {
        const tgz = execFileSync("git", ["archive", "--format=tar.gz", `--prefix=${archive[1]}-${archive[2]}/`, archive[2]!], { cwd: join(projectRoot, `${archive[1]}.git`) });
        res.writeHead(200, { "content-type": "application/x-gzip" });
        res.end(tgz);
      } catch {
        res.writeHead(404);
        res.end("no such commit");
      }
      return;
    }
    const child = spawn("git", ["http-backend"], {
      env: {
        ...process.env,
        GIT_PROJECT_ROOT: projectRoot,
        GIT_HTTP_EXPORT_ALL: "1",
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: req.method ?? "GET",
        CONTENT_TYPE: req.headers["content-type"] ?? "",
        ...(req.headers["git-protocol"] ? { GIT_PROTOCOL: String(req.headers["git-protocol"]) } : {}),
        ...(req.headers["content-encoding"] ? { HTTP_CONTENT_ENCODING: String(req.headers["content-encoding"]) } : {}),
      },
    });
    req.pipe(child.stdin);
    const chunks: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => chunks.push(c));
    child.on("close", () => {
      const out = Buffer.concat(chunks);
      const split = out.indexOf("\r\n\r\n");
      const head = out.subarray(0, split).toString();
      const body = out.subarray(split + 4);
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of head.split("\r\n")) {
        const i = line.indexOf(":");
        const k = line.slice(0, i).trim();
        const v = line.slice(i + 1).trim();
        if (k.toLowerCase() === "status") status = parseInt(v, 10);
        else if (k) headers[k] = v;
      }
      res.writeHead(status, headers);
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  process.env.GIT_TEST_SERVER = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

export async function teardown() {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (root) rmSync(root, { recursive: true, force: true });
}
