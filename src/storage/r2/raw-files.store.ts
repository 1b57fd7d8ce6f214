/**
 * The only code that touches the RAW_FILES R2 bucket: original bytes and extracted text of data items,
 * and the operator-managed import area that server-side paths (`ACCEPT_LOCAL_FILE_PATH`) resolve into.
 *
 * Key layout (workspace first, so one prefix lists or deletes a workspace or a dataset):
 *   w/<workspaceId>/datasets/<datasetId>/data/<dataId>/raw    original bytes
 *   w/<workspaceId>/datasets/<datasetId>/data/<dataId>/text   loader output (UTF-8)
 * Import files live outside `w/` (e.g. `data/reports/a.pdf` for `/data/reports/a.pdf`).
 */
export const WORKSPACE_PREFIX = "w/";

/**
 * R2 multipart rules: every part but the last has the same size, each at least 5 MiB, at most 10,000
 * parts. 8 MiB parts cover ~78 GiB and keep one part buffer per writer well inside the 128 MB isolate.
 */
export const DEFAULT_PART_BYTES = 8 * 1024 * 1024;
const MIN_PART_BYTES = 5 * 1024 * 1024;
/**
 * A writer's buffer starts this small and doubles up to the part size: most items are a few KB, and an
 * 8 MiB zero-filled buffer per item made /add allocate 400 MB for the 50 items of a 1 MB ingest.
 */
const FIRST_BUFFER_BYTES = 64 * 1024;
/** R2 `delete()` accepts at most 1,000 keys per call; `list()` returns at most 1,000 per page. */
const R2_BATCH = 1000;

export const datasetPrefix = (workspaceId: string, datasetId: string) =>
  `${WORKSPACE_PREFIX}${workspaceId}/datasets/${datasetId}/`;
export const rawKeyFor = (workspaceId: string, datasetId: string, dataId: string) =>
  `${datasetPrefix(workspaceId, datasetId)}data/${dataId}/raw`;
export const textKeyFor = (workspaceId: string, datasetId: string, dataId: string) =>
  `${datasetPrefix(workspaceId, datasetId)}data/${dataId}/text`;

/** Incremental object writer: buffers one part, uploads full parts, single `put` when small. */
export interface ObjectWriter {
  readonly key: string;
  write(chunk: Uint8Array): Promise<void>;
  /** Finishes the object; returns its size in bytes. */
  close(): Promise<number>;
  /** Drops whatever was uploaded so far (no object is left behind). */
  abort(): Promise<void>;
}

class R2ObjectWriter implements ObjectWriter {
  private buf: Uint8Array | null = null;
  private fill = 0;
  private size = 0;
  private upload: R2MultipartUpload | null = null;
  private readonly parts: R2UploadedPart[] = [];
  private state: "open" | "closed" | "aborted" = "open";

  constructor(
    private readonly bucket: R2Bucket,
    readonly key: string,
    private readonly partBytes: number,
    private readonly httpMetadata: R2HTTPMetadata | undefined,
  ) {}

  async write(chunk: Uint8Array): Promise<void> {
    if (this.state !== "open") throw new Error(`writer for ${this.key} is ${this.state}`);
    let offset = 0;
    while (offset < chunk.length) {
      const n = Math.min(chunk.length - offset, this.partBytes - this.fill);
      this.reserve(this.fill + n);
      this.buf!.set(chunk.subarray(offset, offset + n), this.fill);
      this.fill += n;
      this.size += n;
      offset += n;
      if (this.fill === this.partBytes) await this.flushPart();
    }
  }

  /** Grows the part buffer (doubling, at most the part size) to hold `bytes`, keeping what it holds. */
  private reserve(bytes: number): void {
    if (this.buf && this.buf.length >= bytes) return;
    let size = Math.max(this.buf?.length ?? 0, FIRST_BUFFER_BYTES);
    while (size < bytes) size *= 2;
    const next = new Uint8Array(Math.min(size, this.partBytes));
    if (this.buf) next.set(this.buf.subarray(0, this.fill));
    this.buf = next;
  }

  private async flushPart(): Promise<void> {
    this.upload ??= await this.bucket.createMultipartUpload(this.key, { httpMetadata: this.httpMetadata });
    const part = await this.upload.uploadPart(this.parts.length + 1, this.buf!.subarray(0, this.fill));
    this.parts.push(part);
    this.fill = 0;
  }

  async close(): Promise<number> {
    if (this.state !== "open") throw new Error(`writer for ${this.key} is ${this.state}`);
    if (this.upload) {
      if (this.fill > 0) await this.flushPart();
      await this.upload.complete(this.parts);
    } else {
      await this.bucket.put(this.key, this.buf ? this.buf.subarray(0, this.fill) : new Uint8Array(0), {
        httpMetadata: this.httpMetadata,
      });
    }
    this.state = "closed";
    this.buf = null;
    return this.size;
  }

  async abort(): Promise<void> {
    if (this.state === "aborted") return;
    const wasClosed = this.state === "closed";
    this.state = "aborted";
    this.buf = null;
    if (wasClosed) await this.bucket.delete(this.key);
    else if (this.upload) await this.upload.abort().catch(() => undefined);
  }
}

export class RawFilesStore {
  constructor(
    private readonly bucket: R2Bucket,
    private readonly partBytes = DEFAULT_PART_BYTES,
  ) {
    if (partBytes < MIN_PART_BYTES) throw new Error(`R2 multipart parts must be at least ${MIN_PART_BYTES} bytes`);
  }

  createWriter(key: string, contentType?: string): ObjectWriter {
    return new R2ObjectWriter(this.bucket, key, this.partBytes, contentType ? { contentType } : undefined);
  }

  async putText(key: string, text: string): Promise<number> {
    const bytes = new TextEncoder().encode(text);
    await this.bucket.put(key, bytes, { httpMetadata: { contentType: "text/plain; charset=utf-8" } });
    return bytes.length;
  }

  async get(key: string): Promise<R2ObjectBody | null> {
    return this.bucket.get(key);
  }

  async head(key: string): Promise<R2Object | null> {
    return this.bucket.head(key);
  }

  async readText(key: string): Promise<string | null> {
    const obj = await this.bucket.get(key);
    return obj ? obj.text() : null;
  }

  /** Server-side copy by streaming (the R2 binding has no copy); a FixedLengthStream gives `put` its length. */
  async copy(from: string, to: string): Promise<boolean> {
    const obj = await this.bucket.get(from);
    if (!obj) return false;
    const fixed = new FixedLengthStream(obj.size);
    await Promise.all([obj.body.pipeTo(fixed.writable), this.bucket.put(to, fixed.readable, { httpMetadata: obj.httpMetadata })]);
    return true;
  }

  async delete(keys: string[]): Promise<void> {
    const unique = [...new Set(keys.filter(Boolean))];
    for (let i = 0; i < unique.length; i += R2_BATCH) await this.bucket.delete(unique.slice(i, i + R2_BATCH));
  }

  /** Keys and sizes under a prefix, in key order, at most `max` (pages of 1,000). */
  async listUnder(prefix: string, max: number): Promise<{ key: string; size: number }[]> {
    const out: { key: string; size: number }[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.bucket.list({ prefix, cursor, limit: Math.min(R2_BATCH, max - out.length) });
      for (const o of page.objects) out.push({ key: o.key, size: o.size });
      cursor = page.truncated && out.length < max ? page.cursor : undefined;
    } while (cursor);
    return out;
  }

  /** Deletes every object under a prefix; returns how many were removed. */
  async deletePrefix(prefix: string): Promise<number> {
    if (!prefix.startsWith(WORKSPACE_PREFIX) || !prefix.endsWith("/")) throw new Error(`refusing to delete prefix ${prefix}`);
    let removed = 0;
    let cursor: string | undefined;
    do {
      const page = await this.bucket.list({ prefix, cursor, limit: R2_BATCH });
      if (page.objects.length) {
        await this.bucket.delete(page.objects.map((o) => o.key));
        removed += page.objects.length;
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return removed;
  }
}

export const createRawFilesStore = (env: Env) => new RawFilesStore(env.RAW_FILES);
