import type { RawFilesStore } from "../../storage/r2/raw-files.store";
import { importKeyForPath } from "../../storage/r2/import-paths";
import { archiveKindOf } from "./archive";
import { REPO_CAPS, repositoryError, tooLargeError } from "./repo-files";
import type { RepositoryUpload } from "./code-ingest.service";

/**
 * A server-local repository (`ACCEPT_LOCAL_FILE_PATH`, rule 6): workerd has no host file system, so the
 * path names objects in the import area of the RAW_FILES bucket (src/storage/r2/import-paths.ts), placed by
 * an operator with `wrangler r2 object put`. Either one archive (`/data/repos/app.tar.gz`, `.tgz`, `.tar`,
 * `.zip`), or a directory whose objects are the repository's files (`/data/repos/app` holding
 * `data/repos/app/src/index.ts`, ...), packed here into a tar so both take the upload path. The download
 * caps of a fetched repository apply (REPO_CAPS).
 */
export async function localRepositoryUpload(store: RawFilesStore, localFileRoot: string, spec: string): Promise<RepositoryUpload> {
  const key = importKeyForPath(spec, localFileRoot);
  const base = key.replace(/\/+$/, "").split("/").pop() || "repository";
  if (archiveKindOf(key)) {
    const object = await store.get(key);
    if (!object) throw repositoryError(`No repository archive at server-side path ${spec.slice(0, 200)}.`);
    if (object.size > REPO_CAPS.MAX_DOWNLOAD_BYTES) {
      await object.body.cancel();
      throw tooLargeError(`The archive at ${spec.slice(0, 200)} is ${object.size} bytes; the limit is ${REPO_CAPS.MAX_DOWNLOAD_BYTES} bytes.`);
    }
    return { filename: base, bytes: new Uint8Array(await object.arrayBuffer()) };
  }
  const prefix = `${key.replace(/\/+$/, "")}/`;
  const listed = await store.listUnder(prefix, REPO_CAPS.MAX_FILES + 1);
  if (listed.length === 0) throw repositoryError(`No repository at server-side path ${spec.slice(0, 200)} (no archive there and no files under it).`);
  if (listed.length > REPO_CAPS.MAX_FILES) throw tooLargeError(`The repository at ${spec.slice(0, 200)} holds more than ${REPO_CAPS.MAX_FILES} files.`);
  const total = listed.reduce((n, o) => n + o.size, 0);
  if (total > REPO_CAPS.MAX_DOWNLOAD_BYTES) {
    throw tooLargeError(`The repository at ${spec.slice(0, 200)} is ${total} bytes; the limit is ${REPO_CAPS.MAX_DOWNLOAD_BYTES} bytes.`);
  }
  const files: { path: string; bytes: Uint8Array }[] = [];
  for (const o of listed) {
    // Larger files are skipped by the parser anyway (MAX_FILE_BYTES): not read at all here.
    if (o.size > REPO_CAPS.MAX_FILE_BYTES) continue;
    const object = await store.get(o.key);
    if (object) files.push({ path: `${base}/${o.key.slice(prefix.length)}`, bytes: new Uint8Array(await object.arrayBuffer()) });
  }
  return { filename: `${base}.tar`, bytes: packTar(files) };
}

/** A ustar archive of regular files (names up to 255 bytes through the prefix field; longer ones are skipped). */
export function packTar(files: { path: string; bytes: Uint8Array }[]): Uint8Array {
  const enc = new TextEncoder();
  const blocks: Uint8Array[] = [];
  let size = 0;
  for (const f of files) {
    const header = tarHeader(enc, f.path, f.bytes.length);
    if (!header) continue;
    const padded = Math.ceil(f.bytes.length / 512) * 512;
    const body = new Uint8Array(padded);
    body.set(f.bytes);
    blocks.push(header, body);
    size += 512 + padded;
  }
  const out = new Uint8Array(size + 1024);
  let at = 0;
  for (const b of blocks) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

function tarHeader(enc: TextEncoder, path: string, length: number): Uint8Array | null {
  const h = new Uint8Array(512);
  const bytes = enc.encode(path);
  let name: Uint8Array = bytes;
  let prefix: Uint8Array = new Uint8Array();
  if (bytes.length > 100) {
    // Split at a "/" so the name fits 100 bytes and the prefix 155.
    let cut = -1;
    for (let i = 0; i <= Math.min(155, bytes.length - 1); i++) if (bytes[i] === 0x2f && bytes.length - i - 1 <= 100) cut = i;
    if (cut < 0) return null;
    prefix = bytes.subarray(0, cut);
    name = bytes.subarray(cut + 1);
  }
  const field = (offset: number, value: Uint8Array | string) => h.set(typeof value === "string" ? enc.encode(value) : value, offset);
  const octal = (n: number, width: number) => n.toString(8).padStart(width - 1, "0") + "\0";
  field(0, name);
  field(100, octal(0o644, 8));
  field(108, octal(0, 8));
  field(116, octal(0, 8));
  field(124, octal(length, 12));
  field(136, octal(0, 12));
  field(148, "        ");
  field(156, "0");
  field(257, "ustar\0");
  field(263, "00");
  field(345, prefix);
  let sum = 0;
  for (const b of h) sum += b;
  field(148, `${sum.toString(8).padStart(6, "0")}\0 `);
  return h;
}
