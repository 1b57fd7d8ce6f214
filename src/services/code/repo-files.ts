import { ApiError } from "../../core/errors";

/**
 * What a repository fetch keeps, and the caps that bound it. A whole repository is held in the isolate's
 * 128 MB while it is parsed (a git pack stays in memory, capabilities-design §2), so:
 * - MAX_DOWNLOAD_BYTES 40 MB: the pack (or archive) as transferred. hono (486 files) is a 1.8 MB pack; this
 *   project's own history at depth 1 is under 2 MB; 40 MB leaves room for the unpacked objects and the parse.
 * - MAX_FILES 5,000 kept files and MAX_TOTAL_BYTES 30 MB of kept text: parsing runs ~230 files/s on this
 *   machine (a 400-file TypeScript repository in ~1.8 s), so the cap is well inside a consumer's 15 min.
 * - MAX_FILE_BYTES 512 KB: larger source files are generated or minified almost always; they are skipped.
 * An over-large repository is refused whole (400 `CodeRepositoryTooLargeError`), never indexed in part.
 */
export const REPO_CAPS = {
  MAX_DOWNLOAD_BYTES: 40 * 1024 * 1024,
  MAX_FILES: 5_000,
  MAX_TOTAL_BYTES: 30 * 1024 * 1024,
  MAX_FILE_BYTES: 512 * 1024,
};
export type RepoCaps = typeof REPO_CAPS;

export interface RepoFile {
  path: string;
  text: string;
}

export interface RepoContent {
  /** Commit id (git), or a digest of the archive: the snapshot identity. */
  commit: string;
  branch: string | null;
  files: RepoFile[];
  skipped: { vendored: number; binary: number; tooLarge: number; hidden: number };
}

export const repositoryError = (message: string) => new ApiError(400, "CodeRepositoryError", message);
export const tooLargeError = (message: string) => new ApiError(400, "CodeRepositoryTooLargeError", message);

/** Vendored and generated directories (cognee's code_repo.py skips these too, plus the language caches). */
const SKIP_DIRS = new Set([
  "node_modules",
  "vendor",
  "third_party",
  "third-party",
  "bower_components",
  "venv",
  "env",
  "site-packages",
  "__pycache__",
  "dist",
  "build",
  "out",
  "target",
  "bin",
  "obj",
  "coverage",
  "generated",
  "__generated__",
  "Pods",
]);
const SKIP_FILES = /(\.min\.(js|css)|\.map|\.lock|-lock\.json|\.pb\.go|_pb2\.py|\.generated\.\w+|\.g\.dart)$/i;
const MEDIA = /\.(png|jpe?g|gif|webp|ico|svg|bmp|tiff?|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|war|class|o|a|so|dylib|dll|exe|wasm|woff2?|ttf|otf|eot|mp[34]|mov|avi|webm|ogg|wav|flac|psd|sqlite|db|bin|dat|pyc)$/i;

export type SkipReason = "vendored" | "hidden" | "binary" | null;

/** Why a path is not indexed: hidden segments, vendored/generated directories and files, media. */
export function skipReason(path: string): SkipReason {
  const parts = path.split("/");
  if (parts.some((p) => p.startsWith(".") && p !== "." && p !== "..")) return "hidden";
  if (parts.slice(0, -1).some((p) => SKIP_DIRS.has(p))) return "vendored";
  if (SKIP_FILES.test(path)) return "vendored";
  if (MEDIA.test(path)) return "binary";
  return null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * Collects files under the caps: skipped paths are counted, a NUL byte in the first 8 KB or invalid UTF-8
 * marks a binary file; over MAX_FILES or MAX_TOTAL_BYTES the whole repository is refused.
 */
export class RepoCollector {
  readonly files: RepoFile[] = [];
  readonly skipped = { vendored: 0, binary: 0, tooLarge: 0, hidden: 0 };
  private total = 0;

  constructor(
    private readonly label: string,
    private readonly caps: RepoCaps = REPO_CAPS,
  ) {}

  /** Whether a path is worth reading at all (so callers skip the blob read). */
  wants(path: string, size?: number): boolean {
    const why = skipReason(path);
    if (why) {
      this.skipped[why]++;
      return false;
    }
    if (size !== undefined && size > this.caps.MAX_FILE_BYTES) {
      this.skipped.tooLarge++;
      return false;
    }
    return true;
  }

  add(path: string, bytes: Uint8Array): void {
    if (bytes.length > this.caps.MAX_FILE_BYTES) {
      this.skipped.tooLarge++;
      return;
    }
    if (bytes.subarray(0, 8192).includes(0)) {
      this.skipped.binary++;
      return;
    }
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      this.skipped.binary++;
      return;
    }
    this.total += bytes.length;
    if (this.files.length + 1 > this.caps.MAX_FILES) {
      throw tooLargeError(`Repository ${this.label} has more than ${this.caps.MAX_FILES} indexable files (the cap); index a smaller repository or a subdirectory archive.`);
    }
    if (this.total > this.caps.MAX_TOTAL_BYTES) {
      throw tooLargeError(`Repository ${this.label} has more than ${this.caps.MAX_TOTAL_BYTES} bytes of indexable text (the cap).`);
    }
    this.files.push({ path, text });
  }
}

/** Wraps a byte stream so more than `max` bytes fail the download with a clear message. */
export async function* capped(chunks: AsyncIterable<Uint8Array>, max: number, label: string): AsyncGenerator<Uint8Array> {
  let n = 0;
  for await (const c of chunks) {
    n += c.length;
    if (n > max) throw tooLargeError(`Repository ${label} is larger than ${max} bytes to download (the cap).`);
    yield c;
  }
}

/** Hex digest of text or bytes (archive snapshot ids, repository item hashes, doc content hashes). */
export async function digestHex(algorithm: "SHA-256" | "MD5", data: string | Uint8Array): Promise<string> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  return [...new Uint8Array(await crypto.subtle.digest(algorithm, bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}
