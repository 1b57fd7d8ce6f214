import { readFileSync } from "node:fs";
import { describe, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without declarations
import { DOCUMENT_PATH, TYPES_PATH, generateTypes } from "../../clients/typescript/scripts/generate-types.mjs";

describe("the typed client's generated types", () => {
  it("are what openapi-typescript generates from the committed OpenAPI document (else `npm run generate -w kg-memory-client`)", async ({ expect }) => {
    const document = JSON.parse(readFileSync(DOCUMENT_PATH, "utf8"));
    const regenerated: string = await generateTypes(document);
    expect(regenerated).toContain('"/api/v1/search"');
    expect(readFileSync(TYPES_PATH, "utf8") === regenerated, `${TYPES_PATH} differs from the types generated from ${DOCUMENT_PATH}`).toBe(true);
  });
});
