import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { loadSettings } from "../../src/lib/settings";
import { addFromMultipart, HELD_UPLOADS_MAX_BYTES } from "../../src/services/add.service";
import { createDb } from "../../src/storage/d1/client";
import { portsFor } from "../../src/storage/ports";
import { ensureDefaultUser, toPrincipal } from "../../src/storage/d1/users.repo";
import { call, json } from "../helpers";
import { field, file, formInit, locate, type Part, r2Keys, textOf } from "./add.helpers";

/**
 * Uploads sent before any dataset field are held in memory (up to HELD_UPLOADS_MAX_BYTES) and written once
 * the form has ended, straight to their dataset; beyond the budget they are parked and moved as before.
 * The service runs with the real R2 store, whose copies (the move) are counted.
 */
async function addCountingCopies(parts: Part[]) {
  const settings = loadSettings(env);
  const deps = portsFor(env, settings);
  let copies = 0;
  const copy = deps.rawFiles.copy.bind(deps.rawFiles);
  deps.rawFiles.copy = (from: string, to: string) => {
    copies++;
    return copy(from, to);
  };
  const user = toPrincipal(await ensureDefaultUser(createDb(env.DB), settings.defaultUserEmail), "default");
  const result = await addFromMultipart(deps, user, new Request("http://local/api/v1/add", formInit(parts)));
  return { result: result as unknown as { dataset_id: string; dataset_name: string; payload: any[] }, copies };
}

describe("POST /add: uploads before the dataset fields", () => {
  it("holds small uploads and writes them straight to the dataset named after them, in the order sent", async ({ expect }) => {
    const { result, copies } = await addCountingCopies([
      file("a.txt", "held one"),
      file("b.txt", "held two"),
      field("datasetName", "held_late"),
      file("c.txt", "streamed after the name"),
      field("labels", "la"),
      field("labels", "lb"),
      field("labels", "lc"),
    ]);
    expect(copies).toBe(0);
    expect(result.dataset_name).toBe("held_late");
    expect(result.payload.map((p) => p.name)).toEqual(["a.txt", "b.txt", "c.txt"]);
    expect(result.payload.map((p) => p.label)).toEqual(["la", "lb", "lc"]);
    for (const [i, text] of ["held one", "held two", "streamed after the name"].entries()) {
      const item = result.payload[i];
      expect(locate(item).rawKey).toContain(`/datasets/${result.dataset_id}/data/${item.id}/raw`);
      expect(await textOf(item)).toBe(text);
    }
    const list = await json<any[]>(await call(`/api/v1/datasets/${result.dataset_id}/data`));
    expect(list.map((d) => d.name).sort()).toEqual(["a.txt", "b.txt", "c.txt"]);
  });

  it("parks an upload beyond the memory budget and moves it, keeping every byte", async ({ expect }) => {
    const size = HELD_UPLOADS_MAX_BYTES + 70_001;
    const bytes = new Uint8Array(size);
    for (let i = 0; i < size; i++) bytes[i] = 97 + (i % 26);
    for (let i = 4095; i < size; i += 4096) bytes[i] = 10;
    const { result, copies } = await addCountingCopies([file("small.txt", "held"), file("big.txt", bytes, "text/plain"), field("datasetName", "held_over_budget")]);
    expect(copies).toBeGreaterThan(0);
    const big = result.payload.find((p) => p.name === "big.txt");
    expect(big.dataSize).toBe(size);
    expect(locate(big).rawKey).toContain(`/datasets/${result.dataset_id}/`);
    const object = await env.RAW_FILES.get(locate(big).rawKey);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
    expect(await textOf(result.payload.find((p) => p.name === "small.txt"))).toBe("held");
    // Nothing is left where the big upload was parked.
    expect((await r2Keys("w/")).filter((k) => k.includes(big.id) && !k.includes(result.dataset_id))).toEqual([]);
  });

  it("leaves nothing in R2 when the call is refused after held uploads (400 for an invalid dataset name)", async ({ expect }) => {
    const before = await r2Keys("w/");
    const res = await call("/api/v1/add", formInit([file("x.txt", "never stored"), field("datasetName", "bad name with spaces")]));
    expect(res.status).toBe(400);
    expect(await r2Keys("w/")).toEqual(before);
  });
});
