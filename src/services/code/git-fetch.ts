import git from "isomorphic-git";
import type { GitHttpRequest, GitHttpResponse, HttpClient } from "isomorphic-git";
import { assertPublicHttpUrl } from "../url-fetch.service";
import { ApiError } from "../../core/errors";
import { archiveKindOf, readArchive } from "./archive";
import { capped, repositoryError, REPO_CAPS, RepoCollector, skipReason, type RepoCaps, type RepoContent } from "./repo-files";

/**
 * Fetching a repository without a git binary: the provider's tarball where the host offers one (GitHub),
 * otherwise git smart HTTP with isomorphic-git (shallow, single branch, no checkout) into an in-memory fs.
 */

export interface FetchPolicy {
  allowHttpRequests: boolean;
  /** `host:port` entries exempt from the private-address refusal (FETCH_ALLOWED_HOSTS). */
  allowedHosts: string[];
  fetcher?: typeof fetch;
  caps?: RepoCaps;
}

/** Parses FETCH_ALLOWED_HOSTS: comma-separated `host:port` (a bare host means its default ports). */
export function parseAllowedHosts(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

function hostAllowed(url: URL, allowed: string[]): boolean {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const host = url.hostname.toLowerCase();
  return allowed.includes(`${host}:${port}`) || allowed.includes(host);
}

/**
 * The web-URL guard for repository URLs: http(s) only, no credentials, no private addresses unless the host
 * is listed in FETCH_ALLOWED_HOSTS (intranet git servers, tests). `git@`/`ssh://` specs are refused clearly.
 */
export function checkRepositoryUrl(spec: string, policy: FetchPolicy): URL {
  const s = spec.trim();
  if (/^(git@|ssh:\/\/|git:\/\/)/i.test(s) || /^[\w.-]+@[\w.-]+:/.test(s)) {
    throw repositoryError(`SSH and git:// repository URLs are not supported (${s.slice(0, 120)}): use the https:// URL of the repository.`);
  }
  if (!policy.allowHttpRequests) throw new ApiError(400, "CodeRepositoryError", "Fetching repositories over HTTP is disabled (ALLOW_HTTP_REQUESTS=false).");
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    throw repositoryError(`${s.slice(0, 120)} is not a repository URL.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw repositoryError(`Scheme ${url.protocol} is not supported for repositories (http and https only).`);
  if (url.username || url.password) throw repositoryError("Repository URLs with credentials are not allowed.");
  if (hostAllowed(url, policy.allowedHosts)) return url;
  return assertPublicHttpUrl(url.toString());
}

/** isomorphic-git's http client over the Worker's fetch: no redirects (each hop would need the guard), capped bodies. */
function httpClient(fetcher: typeof fetch, max: number, label: string): HttpClient {
  return {
    async request({ url, method, headers, body }: GitHttpRequest): Promise<GitHttpResponse> {
      let payload: Uint8Array | undefined;
      if (body) {
        const parts: Uint8Array[] = [];
        for await (const c of body as AsyncIterable<Uint8Array>) parts.push(c);
        payload = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
        let o = 0;
        for (const p of parts) {
          payload.set(p, o);
          o += p.length;
        }
      }
      const res = await fetcher(url, { method: method ?? "GET", headers, body: payload, redirect: "manual" });
      if (res.status >= 300 && res.status < 400) throw repositoryError(`The git server redirected ${label}; give the final repository URL.`);
      const stream = res.body;
      async function* chunks() {
        if (!stream) return;
        const reader = stream.getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          yield value;
        }
      }
      return {
        url,
        method,
        statusCode: res.status,
        statusMessage: res.statusText,
        headers: Object.fromEntries(res.headers.entries()),
        body: capped(chunks(), max, label),
      };
    },
  };
}

/** An in-memory fs with the promise API isomorphic-git needs (its clone holds the pack here). */
export function memoryFs() {
  const files = new Map<string, Uint8Array | string>();
  const dirs = new Set<string>(["/"]);
  const norm = (p: string) => ("/" + p.split("/").filter(Boolean).join("/")).replace(/\/+$/, "") || "/";
  const enoent = (p: string) => Object.assign(new Error(`ENOENT: ${p}`), { code: "ENOENT" });
  const stat = async (p: string) => {
    const k = norm(p);
    if (dirs.has(k)) return { type: "dir", mode: 0o40000, size: 0, ino: 0, mtimeMs: 0, ctimeMs: 0, uid: 0, gid: 0, dev: 0, isFile: () => false, isDirectory: () => true, isSymbolicLink: () => false };
    const f = files.get(k);
    if (f === undefined) throw enoent(p);
    const size = typeof f === "string" ? f.length : f.length;
    return { type: "file", mode: 0o100644, size, ino: 0, mtimeMs: 0, ctimeMs: 0, uid: 0, gid: 0, dev: 0, isFile: () => true, isDirectory: () => false, isSymbolicLink: () => false };
  };
  const mkdirp = (k: string) => {
    for (let d = k; d !== "/" && !dirs.has(d); d = d.slice(0, d.lastIndexOf("/")) || "/") dirs.add(d);
  };
  const promises = {
    async readFile(p: string, opts?: { encoding?: string } | string) {
      const f = files.get(norm(p));
      if (f === undefined) throw enoent(p);
      const enc = typeof opts === "string" ? opts : opts?.encoding;
      if (enc === "utf8") return typeof f === "string" ? f : new TextDecoder().decode(f);
      return typeof f === "string" ? new TextEncoder().encode(f) : f;
    },
    async writeFile(p: string, data: Uint8Array | string) {
      const k = norm(p);
      mkdirp(k.slice(0, k.lastIndexOf("/")) || "/");
      files.set(k, data);
    },
    async unlink(p: string) {
      files.delete(norm(p));
    },
    async readdir(p: string) {
      const k = norm(p);
      if (!dirs.has(k)) throw enoent(p);
      const pre = k === "/" ? "/" : `${k}/`;
      const names = new Set<string>();
      for (const x of [...files.keys(), ...dirs]) if (x.startsWith(pre) && x !== k) names.add(x.slice(pre.length).split("/")[0]!);
      return [...names];
    },
    async mkdir(p: string) {
      mkdirp(norm(p));
    },
    async rmdir(p: string) {
      dirs.delete(norm(p));
    },
    stat,
    lstat: stat,
    async readlink(p: string): Promise<string> {
      throw enoent(p);
    },
    async symlink() {},
    async chmod() {},
  };
  return { promises };
}

/** Resolves `branch` (default: the remote's HEAD) to a commit through the smart-HTTP ref advertisement. */
async function resolveRef(http: HttpClient, url: string, branch: string | null, label: string): Promise<{ branch: string; commit: string }> {
  let refs: { ref: string; oid: string; target?: string }[];
  try {
    refs = await git.listServerRefs({ http, url, symrefs: true, protocolVersion: 1 });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw repositoryError(`Cannot read the branches of ${label}: ${String((err as Error)?.message ?? err).slice(0, 200)}.`);
  }
  const name = branch ?? refs.find((r) => r.ref === "HEAD")?.target?.replace(/^refs\/heads\//, "") ?? null;
  if (!name) throw repositoryError(`${label} has no HEAD branch; pass \`branch\`.`);
  const hit = refs.find((r) => r.ref === `refs/heads/${name}`);
  if (!hit) throw repositoryError(`Branch "${name.slice(0, 100)}" does not exist in ${label}.`);
  return { branch: name, commit: hit.oid };
}

/**
 * Checks a repository URL and resolves its branch to a commit without downloading anything: the request-time
 * check, so a refused URL or a missing branch is a 400 before anything is stored.
 */
export async function resolveRepository(spec: string, branch: string | null, policy: FetchPolicy): Promise<{ url: string; branch: string; commit: string }> {
  const url = checkRepositoryUrl(spec, policy);
  const label = `${url.host}${url.pathname}`;
  const http = httpClient(policy.fetcher ?? fetch, (policy.caps ?? REPO_CAPS).MAX_DOWNLOAD_BYTES, label);
  return { url: url.toString(), ...(await resolveRef(http, url.toString(), branch, label)) };
}

/** GitHub's tarball of a commit (codeload), when the host is github.com. */
function providerArchive(url: URL, commit: string): string | null {
  if (url.hostname !== "github.com") return null;
  const [owner, repo] = url.pathname.replace(/\.git$/, "").split("/").filter(Boolean);
  return owner && repo ? `https://codeload.github.com/${owner}/${repo}/tar.gz/${commit}` : null;
}

/** Fetches one branch of a repository URL into filtered, capped files. */
export async function fetchRepository(spec: string, branch: string | null, policy: FetchPolicy): Promise<RepoContent> {
  const url = checkRepositoryUrl(spec, policy);
  const fetcher = policy.fetcher ?? fetch;
  const caps = policy.caps ?? REPO_CAPS;
  const label = `${url.host}${url.pathname}`;
  const http = httpClient(fetcher, caps.MAX_DOWNLOAD_BYTES, label);
  const ref = await resolveRef(http, url.toString(), branch, label);

  const archive = providerArchive(url, ref.commit);
  if (archive) {
    const res = await fetcher(archive, { redirect: "follow" });
    if (res.ok && res.body) {
      const content = await readArchive(res.body, archiveKindOf("x.tar.gz")!, label, ref.branch, caps);
      return { ...content, commit: ref.commit };
    }
    await res.body?.cancel().catch(() => undefined);
  }

  const fs = memoryFs();
  try {
    await git.clone({ fs, http, dir: "/repo", url: url.toString(), ref: ref.branch, singleBranch: true, depth: 1, noCheckout: true, noTags: true });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw repositoryError(`Cloning ${label} failed: ${String((err as Error)?.message ?? err).slice(0, 200)}.`);
  }
  const collector = new RepoCollector(label, caps);
  const walkTree = async (oid: string, prefix: string): Promise<void> => {
    const { tree } = await git.readTree({ fs, dir: "/repo", oid });
    for (const e of tree) {
      const path = prefix ? `${prefix}/${e.path}` : e.path;
      if (e.type === "tree") {
        const why = skipReason(`${path}/x`);
        if (why) collector.skipped[why]++;
        else await walkTree(e.oid, path);
      } else if (e.type === "blob" && e.mode !== "120000" && collector.wants(path)) {
        const { blob } = await git.readBlob({ fs, dir: "/repo", oid: e.oid });
        collector.add(path, blob);
      }
    }
  };
  await walkTree(ref.commit, "");
  return { commit: ref.commit, branch: ref.branch, files: collector.files, skipped: collector.skipped };
}
