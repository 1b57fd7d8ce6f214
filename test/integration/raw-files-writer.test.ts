import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { RawFilesStore } from "../../src/storage/r2/raw-files.store";

const MiB = 1024 * 1024;
/** Deterministic bytes, so a misplaced or dropped range shows up as a mismatch. */
const pattern = (from: number, length: number) => Uint8Array.from({ length }, (_, i) => ((from + i) * 31 + ((from + i) >> 11)) & 0xff);

async function bytesOf(key: string): Promise<Uint8Array> {
  const obj = await env.RAW_FILES.get(key);
  return new Uint8Array(await obj!.arrayBuffer());
}

describe("R2 object writer", () => {
  it("writes a small object with one put and a large one in equal parts, byte for byte, whatever the chunk sizes", async ({ expect }) => {
    const store = new RawFilesStore(env.RAW_FILES, 5 * MiB);
    const small = store.createWriter("test/writer/small", "text/plain");
    const text = new TextEncoder().encode("Ada Lovelace wrote the first program. ".repeat(600));
    await small.write(text.subarray(0, 1));
    await small.write(text.subarray(1, 70_000));
    await small.write(text.subarray(70_000));
    expect(await small.close()).toBe(text.length);
    expect(await bytesOf("test/writer/small")).toEqual(text);
    expect((await env.RAW_FILES.head("test/writer/small"))?.httpMetadata?.contentType).toBe("text/plain");

    // 11.5 MiB in chunk sizes that cross the part boundaries (5 MiB) and the buffer's growth steps.
    const total = 11.5 * MiB;
    const large = store.createWriter("test/writer/large");
    let written = 0;
    for (const size of [1, 65_535, 65_537, 3 * MiB, 2 * MiB + 7, 1, 4 * MiB]) {
      await large.write(pattern(written, size));
      written += size;
    }
    await large.write(pattern(written, total - written));
    expect(await large.close()).toBe(total);
    const back = await bytesOf("test/writer/large");
    expect(back.length).toBe(total);
    expect(back).toEqual(pattern(0, total));
  });
});
