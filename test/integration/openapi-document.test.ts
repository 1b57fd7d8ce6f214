import { describe, it } from "vitest";
import { call, json } from "../helpers";

type Operation = { operationId?: string; tags?: string[]; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } };
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

async function document() {
  return json(await call("/openapi.json"));
}

function operations(doc: { paths: Record<string, Record<string, Operation>> }): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => [`${m.toUpperCase()} ${path}`, item[m]!] as [string, Operation]),
  );
}

describe("OpenAPI document", () => {
  it("names every operation with a unique camelCase operationId", async ({ expect }) => {
    const ops = operations(await document());
    expect(ops.length).toBeGreaterThan(100);
    const missing = ops.filter(([, op]) => !op.operationId).map(([key]) => key);
    expect(missing).toEqual([]);
    const ids = ops.map(([, op]) => op.operationId!);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]*$/);
    const byKey = Object.fromEntries(ops.map(([key, op]) => [key, op.operationId]));
    expect(byKey["POST /api/v1/add"]).toBe("add");
    expect(byKey["POST /api/v1/cognify"]).toBe("cognify");
    expect(byKey["POST /api/v1/search"]).toBe("search");
    expect(byKey["POST /api/v1/recall"]).toBe("recall");
    expect(byKey["POST /api/v1/remember"]).toBe("remember");
    expect(byKey["POST /api/v1/remember/entry"]).toBe("rememberEntry");
    expect(byKey["POST /api/v1/improve"]).toBe("improve");
    expect(byKey["POST /api/v1/forget"]).toBe("forget");
    expect(byKey["GET /api/v1/datasets"]).toBe("listDatasets");
    expect(byKey["POST /api/v1/api-keys"]).toBe("createApiKey");
    expect(byKey["POST /api/v1/auth/login"]).toBe("login");
  });

  it("marks the spec's required fields required and gives memory operations examples", async ({ expect }) => {
    const doc = await document();
    const schemas = doc.components.schemas;
    expect(schemas.SearchRequest.required).toContain("query");
    expect(schemas.RecallRequest.required).toContain("query");
    for (const name of ["SearchRequest", "RecallRequest", "CognifyPayload", "RememberForm", "RememberEntryRequest", "ImprovePayload", "ForgetPayload", "AddTextPayload"]) {
      expect(schemas[name]?.example, name).toBeTypeOf("object");
    }
  });

  it("lists a relative server and orders tags memory operations first", async ({ expect }) => {
    const doc = await document();
    expect(doc.servers).toEqual([expect.objectContaining({ url: "/" })]);
    const names: string[] = doc.tags.map((t: { name: string }) => t.name);
    expect(names.slice(0, 7)).toEqual(["add", "cognify", "search", "recall", "remember", "improve", "forget"]);
    expect(names.indexOf("datasets")).toBeLessThan(names.indexOf("tenants"));
    // Every tag an operation uses is declared, so the declared order is the one the reference UI shows.
    const used = new Set(operations(doc).flatMap(([, op]) => op.tags ?? []));
    for (const tag of used) expect(names, tag).toContain(tag);
  });
});
