import { capped, digestHex, repositoryError, type RepoCaps, RepoCollector, type RepoContent, REPO_CAPS } from "./repo-files";

/**
 * Repository archives: an uploaded `.tar.gz`/`.tgz`/`.tar` or `.zip` (private code without network access) and
 * provider tarballs. Read with the runtime's DecompressionStream; entries are filtered and capped by
 * RepoCollector. A single top-level directory (GitHub's `owner-repo-sha/`) is stripped.
 */

async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let n = 0;
  for await (const c of stream) {
    parts.push(c);
    n += c.length;
  }
  const out = new Uint8Array(n);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

async function* iterate(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

const ascii = new TextDecoder();
const cstr = (b: Uint8Array) => ascii.decode(b.subarray(0, b.indexOf(0) === -1 ? b.length : b.indexOf(0)));
const octal = (b: Uint8Array) => parseInt(cstr(b).trim() || "0", 8);

interface Entry {
  path: string;
  bytes: Uint8Array;
}

/** ustar/pax tar entries (regular files only); also returns the pax global `comment` (GitHub: the commit id). */
function tarEntries(tar: Uint8Array): { entries: Entry[]; comment: string | null } {
  const entries: Entry[] = [];
  let comment: string | null = null;
  let longName: string | null = null;
  let paxPath: string | null = null;
  for (let o = 0; o + 512 <= tar.length; ) {
    const h = tar.subarray(o, o + 512);
    if (h.every((x) => x === 0)) break;
    const size = octal(h.subarray(124, 136));
    const type = String.fromCharCode(h[156]!);
    const body = tar.subarray(o + 512, o + 512 + size);
    o += 512 + Math.ceil(size / 512) * 512;
    if (type === "g" || type === "x") {
      const text = ascii.decode(body);
      for (const line of text.split("\n")) {
        const m = line.match(/^\d+ ([^=]+)=(.*)$/);
        if (!m) continue;
        if (type === "g" && m[1] === "comment") comment = m[2]!;
        if (type === "x" && m[1] === "path") paxPath = m[2]!;
      }
      continue;
    }
    if (type === "L") {
      longName = cstr(body);
      continue;
    }
    const prefix = cstr(h.subarray(345, 500));
    const name = paxPath ?? longName ?? (prefix ? `${prefix}/${cstr(h.subarray(0, 100))}` : cstr(h.subarray(0, 100)));
    paxPath = null;
    longName = null;
    if (type === "0" || type === "\0") entries.push({ path: name, bytes: body });
  }
  return { entries, comment };
}

/** Zip entries from the central directory (stored and deflated). */
async function zipEntries(zip: Uint8Array): Promise<Entry[]> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw repositoryError("The uploaded .zip has no central directory.");
  const count = view.getUint16(eocd + 10, true);
  let p = view.getUint32(eocd + 16, true);
  const out: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(p, true) !== 0x02014b50) throw repositoryError("The uploaded .zip is damaged.");
    const method = view.getUint16(p + 10, true);
    const compressed = view.getUint32(p + 20, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const local = view.getUint32(p + 42, true);
    const name = new TextDecoder().decode(zip.subarray(p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
    if (name.endsWith("/")) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = zip.subarray(start, start + compressed);
    if (method === 0) out.push({ path: name, bytes: data });
    else if (method === 8) {
      const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      out.push({ path: name, bytes: await readAll(iterate(stream)) });
    }
  }
  return out;
}

function stripTopDir(entries: Entry[]): Entry[] {
  const tops = new Set(entries.map((e) => (e.path.includes("/") ? e.path.slice(0, e.path.indexOf("/")) : "")));
  if (tops.size !== 1 || tops.has("")) return entries;
  const top = [...tops][0]!;
  return entries.map((e) => ({ path: e.path.slice(top.length + 1), bytes: e.bytes }));
}

export type ArchiveKind = "tar.gz" | "tar" | "zip";

export function archiveKindOf(name: string): ArchiveKind | null {
  const n = name.toLowerCase();
  if (n.endsWith(".tar.gz") || n.endsWith(".tgz")) return "tar.gz";
  if (n.endsWith(".tar")) return "tar";
  if (n.endsWith(".zip")) return "zip";
  return null;
}

/** Reads a repository archive into filtered, capped files. The snapshot id is the pax commit, else a digest. */
export async function readArchive(body: ReadableStream<Uint8Array>, kind: ArchiveKind, label: string, branch: string | null = null, caps: RepoCaps = REPO_CAPS): Promise<RepoContent> {
  const raw = await readAll(capped(iterate(body), caps.MAX_DOWNLOAD_BYTES, label));
  let entries: Entry[];
  let comment: string | null = null;
  if (kind === "zip") entries = await zipEntries(raw);
  else {
    const tar = kind === "tar.gz" ? await readAll(capped(iterate(new Blob([raw]).stream().pipeThrough(new DecompressionStream("gzip"))), caps.MAX_DOWNLOAD_BYTES * 4, label)) : raw;
    ({ entries, comment } = tarEntries(tar));
  }
  if (!entries.length) throw repositoryError(`The archive ${label} holds no files.`);
  const collector = new RepoCollector(label, caps);
  for (const e of stripTopDir(entries)) if (e.path && collector.wants(e.path, e.bytes.length)) collector.add(e.path, e.bytes);
  const commit = comment && /^[0-9a-f]{40}$/.test(comment) ? comment : `sha256:${await digestHex("SHA-256", raw)}`;
  return { commit, branch, files: collector.files, skipped: collector.skipped };
}
