import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/core/errors";
import { readArchive } from "../../src/services/code/archive";
import { checkRepositoryUrl, fetchRepository, parseAllowedHosts } from "../../src/services/code/git-fetch";
import { REPO_CAPS, skipReason } from "../../src/services/code/repo-files";
import { SAMPLE_FILES } from "../fixtures/code-samples";

const OPEN = { allowHttpRequests: true, allowedHosts: [] as string[] };

async function refused(p: Promise<unknown> | (() => unknown)): Promise<ApiError> {
  try {
    await (typeof p === "function" ? p() : p);
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error("expected a refusal");
}

/** A ustar archive of `files` under one top directory, gzipped like a provider tarball. */
async function tarGz(files: Record<string, string>, top = "org-shop-abc123"): Promise<ReadableStream<Uint8Array>> {
  const enc = new TextEncoder();
  const blocks: Uint8Array[] = [];
  for (const [path, text] of Object.entries(files)) {
    const body = enc.encode(text);
    const h = new Uint8Array(512);
    h.set(enc.encode(`${top}/${path}`.slice(0, 99)), 0);
    h.set(enc.encode("0000644\0"), 100);
    h.set(enc.encode(body.length.toString(8).padStart(11, "0") + "\0"), 124);
    h.set(enc.encode("        "), 148);
    h[156] = "0".charCodeAt(0);
    h.set(enc.encode("ustar\u000000"), 257);
    let sum = 0;
    for (const b of h) sum += b;
    h.set(enc.encode(sum.toString(8).padStart(6, "0") + "\0 "), 148);
    blocks.push(h, body, new Uint8Array((512 - (body.length % 512)) % 512));
  }
  blocks.push(new Uint8Array(1024));
  return new Blob(blocks).stream().pipeThrough(new CompressionStream("gzip"));
}

describe("repository fetching", () => {
  it("clones the remote HEAD over git smart HTTP (isomorphic-git, shallow) and keeps source and docs", async () => {
    const repo = await fetchRepository("http://git.test/shop.git", null, OPEN);
    expect(repo.branch).toBe("main");
    expect(repo.commit).toMatch(/^[0-9a-f]{40}$/);
    const paths = repo.files.map((f) => f.path).sort();
    expect(paths).toEqual(Object.keys(SAMPLE_FILES).sort());
    expect(repo.files.find((f) => f.path === "src/app.ts")!.text).toBe(SAMPLE_FILES["src/app.ts"]);
  });

  it("selects a branch, and refuses a missing one with CodeRepositoryError", async () => {
    const main = await fetchRepository("http://git.test/shop.git", "main", OPEN);
    const feature = await fetchRepository("http://git.test/shop.git", "feature", OPEN);
    expect(feature.commit).not.toBe(main.commit);
    expect(feature.files.map((f) => f.path)).not.toContain("tools/report.py");
    expect(feature.files.find((f) => f.path === "src/app.ts")!.text).toContain("cancelOrder");
    const err = await refused(fetchRepository("http://git.test/shop.git", "no-such-branch", OPEN));
    expect(err.status).toBe(400);
    expect(err.name).toBe("CodeRepositoryError");
    expect(err.message).toContain('Branch "no-such-branch" does not exist');
  });

  it("refuses ssh specs, disabled HTTP, and private addresses unless FETCH_ALLOWED_HOSTS names them", async () => {
    expect((await refused(() => checkRepositoryUrl("git@github.com:org/repo.git", OPEN))).message).toContain("SSH");
    expect((await refused(() => checkRepositoryUrl("ssh://git@host/repo.git", OPEN))).message).toContain("SSH");
    expect((await refused(() => checkRepositoryUrl("http://git.test/shop.git", { ...OPEN, allowHttpRequests: false }))).message).toContain("ALLOW_HTTP_REQUESTS");
    expect((await refused(() => checkRepositoryUrl("http://10.1.2.3:8080/shop.git", OPEN))).name).toBe("UnsafeUrlError");
    expect(parseAllowedHosts(" 10.1.2.3:8080 , git.corp:443")).toEqual(["10.1.2.3:8080", "git.corp:443"]);
    const repo = await fetchRepository("http://10.1.2.3:8080/shop.git", null, { ...OPEN, allowedHosts: parseAllowedHosts("10.1.2.3:8080") });
    expect(repo.files.length).toBe(Object.keys(SAMPLE_FILES).length);
  });

  it("refuses an over-large repository whole, with the cap in the message", async () => {
    const err = await refused(fetchRepository("http://git.test/big.git", null, { ...OPEN, caps: { ...REPO_CAPS, MAX_FILES: 50 } }));
    expect(err.name).toBe("CodeRepositoryTooLargeError");
    expect(err.message).toContain("more than 50 indexable files");
    const pack = await refused(fetchRepository("http://git.test/shop.git", null, { ...OPEN, caps: { ...REPO_CAPS, MAX_DOWNLOAD_BYTES: 1000 } }));
    expect(pack.message).toContain("larger than 1000 bytes to download");
  });

  it("skips hidden, vendored, generated and binary paths", () => {
    expect(skipReason(".github/workflows/ci.yml")).toBe("hidden");
    expect(skipReason("node_modules/x/index.js")).toBe("vendored");
    expect(skipReason("web/app.min.js")).toBe("vendored");
    expect(skipReason("docs/logo.png")).toBe("binary");
    expect(skipReason("src/app.ts")).toBeNull();
  });

  it("reads an uploaded .tar.gz, stripping the top directory and skipping binaries", async () => {
    const repo = await readArchive(await tarGz({ "src/a.ts": "export const a = 1;\n", "img/x.png": "png", "lib/b.bin": "a\0b" }), "tar.gz", "upload.tar.gz");
    expect(repo.files.map((f) => f.path)).toEqual(["src/a.ts"]);
    expect(repo.skipped.binary).toBe(2);
    expect(repo.commit).toMatch(/^sha256:/);
  });
});
