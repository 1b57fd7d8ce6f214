import { describe, it } from "vitest";
import { v5 as reference } from "uuid";
import { idFor, NAMESPACE_OID, NAMESPACE_URL, uuid5 } from "../../src/lib/ids";

describe("uuid5", () => {
  it("matches the uuid package's v5 for ASCII, Unicode and empty names, in both namespaces, cached or not", ({ expect }) => {
    const names = ["", "Entity:marie_curie", "TextSummary", "Zoë Müller — 東京 🚀", "a".repeat(5000), "x\u0000y"];
    for (const ns of [NAMESPACE_OID, NAMESPACE_URL]) {
      for (const name of names) {
        expect(uuid5(name, ns)).toBe(reference(name, ns));
        expect(uuid5(name, ns)).toBe(reference(name, ns));
      }
    }
    // The cache is keyed by namespace too.
    expect(uuid5("same", NAMESPACE_OID)).not.toBe(uuid5("same", NAMESPACE_URL));
    expect(idFor("Entity", "Marie Curie")).toBe(reference("Entity:marie_curie", NAMESPACE_OID));
  });
});
