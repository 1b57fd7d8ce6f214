import { describe, it } from "vitest";
import committed from "../../clients/typescript/openapi.json";
import { call, json } from "../helpers";

describe("the typed client's committed OpenAPI document", () => {
  it("is the app's current document (else run `npm run update-openapi -w kg-memory-client` and commit)", async ({ expect }) => {
    const current = await json(await call("/openapi.json"));
    expect(current).toEqual(committed);
  });

  it("types cognify's and add's answers apart (one schema name each)", async ({ expect }) => {
    const doc = await json(await call("/openapi.json"));
    const schemas = doc.components.schemas;
    const ref = (s: { $ref?: string }) => s.$ref?.split("/").pop();
    const cognifyRun = ref(schemas.CognifyResult.additionalProperties);
    expect(schemas[cognifyRun!].properties.progress).toBeDefined();
    const addAnswer = ref(doc.paths["/api/v1/add"].post.responses["200"].content["application/json"].schema);
    expect(schemas[addAnswer!].properties.payload).toBeDefined();
    expect(addAnswer).not.toBe(cognifyRun);
  });

  it("describes every memory operation and gives each of its request bodies an example", async ({ expect }) => {
    const doc = await json(await call("/openapi.json"));
    const schemas = doc.components.schemas;
    type Operation = { operationId?: string; description?: string; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } };
    const byId = new Map<string, Operation>();
    for (const item of Object.values(doc.paths) as Record<string, Operation>[]) for (const op of Object.values(item)) if (op.operationId) byId.set(op.operationId, op);
    for (const id of ["add", "cognify", "search", "recall", "remember", "rememberEntry", "improve", "forget"]) {
      const op = byId.get(id)!;
      expect(op.description, id).toBeTruthy();
      for (const [type, media] of Object.entries(op.requestBody!.content)) {
        const name = media.schema.$ref!.split("/").pop()!;
        expect(schemas[name].example, `${id} ${type} (${name})`).toBeTypeOf("object");
      }
    }
  });
});
