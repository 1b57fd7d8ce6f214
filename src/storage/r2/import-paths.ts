import { ApiError } from "../../core/errors";
import { WORKSPACE_PREFIX } from "./raw-files.store";

/**
 * Server-side paths (`ACCEPT_LOCAL_FILE_PATH`). workerd has no host file system, so a path names an
 * object in the RAW_FILES bucket under the import root (`LOCAL_FILE_ROOT`, default `/data`): operators
 * place files with `wrangler r2 object put <bucket>/data/reports/a.pdf --file a.pdf`, and
 * `/data/reports/a.pdf` (or `file:///data/reports/a.pdf`, or `./reports/a.pdf` relative to the root)
 * then resolves to the key `data/reports/a.pdf`.
 *
 * The path is percent-decoded once (file URLs), normalised (`.`/`..` segments resolved) and must stay
 * inside the root. Refused with 400 `InvalidLocalFilePathError`: backslashes, NUL and control
 * characters, double-encoded separators or dots, empty segments that hide traversal, anything that
 * leaves the root, and the service's own `w/` data area.
 */
const invalid = (path: string, why: string) =>
  new ApiError(400, "InvalidLocalFilePathError", `Server-side path "${path.slice(0, 200)}" is not allowed: ${why}.`);

/** True for strings that are meant as a server-side path rather than text. */
export function looksLikeLocalPath(entry: string): boolean {
  const s = entry.trim();
  if (!s || s.length > 1024 || /[\r\n]/.test(s)) return false;
  return s.startsWith("file://") || s.startsWith("/") || s.startsWith("./") || s.startsWith("../") || s.startsWith("~/");
}

export function normaliseRoot(root: string): string {
  const segments = root.split("/").filter((s) => s && s !== ".");
  if (segments.some((s) => s === "..")) throw new Error(`LOCAL_FILE_ROOT must not contain "..": ${root}`);
  return `/${segments.join("/")}`;
}

/** Maps a server-side path to its R2 key, or throws 400. */
export function importKeyForPath(entry: string, rootSetting: string): string {
  const original = entry.trim();
  let path = original;
  if (path.startsWith("file://")) {
    path = path.slice("file://".length);
    // file://host/path: only the local host is meaningful.
    if (!path.startsWith("/")) {
      if (!path.toLowerCase().startsWith("localhost/")) throw invalid(original, "file URLs must name a local absolute path");
      path = path.slice("localhost".length);
    }
    try {
      path = decodeURIComponent(path);
    } catch {
      throw invalid(original, "it has a malformed percent-encoding");
    }
  }
  if (/[\u0000-\u001f\u007f]/.test(path)) throw invalid(original, "it contains control characters");
  if (path.includes("\\")) throw invalid(original, "backslashes are not path separators here");
  // Anything still percent-encoded after one decoding round is an attempt to smuggle separators or dots.
  if (/%(2e|2f|5c|00|25)/i.test(path)) throw invalid(original, "it contains encoded path characters");
  if (path.startsWith("~")) throw invalid(original, "home-relative paths are not supported");

  const root = normaliseRoot(rootSetting);
  const absolute = path.startsWith("/") ? path : `${root}/${path}`;
  const out: string[] = [];
  for (const seg of absolute.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (out.length === 0) throw invalid(original, "it climbs above the file system root");
      out.pop();
      continue;
    }
    out.push(seg);
  }
  const normalised = `/${out.join("/")}`;
  const rootPrefix = root === "/" ? "/" : `${root}/`;
  if (!normalised.startsWith(rootPrefix) || normalised.length <= rootPrefix.length) {
    throw invalid(original, `it is outside the import root ${root}`);
  }
  const key = normalised.slice(1);
  if (key.startsWith(WORKSPACE_PREFIX)) throw invalid(original, "it points into the service's own storage");
  if (key.length > 1024) throw invalid(original, "it is longer than 1024 bytes");
  return key;
}
