import { describe, it } from "vitest";
import { v5 as reference } from "uuid";
import { idFor, NAMESPACE_OID, NAMESPACE_URL, uuid5 } from "../../src/core/ids";

describe("uuid5", () => {
  it("matches the uuid package's v5 for ASCII, Unicode and empty names, in both namespaces, cached or not", ({ expect }) => {
    // Lengths around the SHA-1 padding boundaries (16-byte namespace + name: 55/56 and 119/120 bytes).
    const boundaries = [38, 39, 40, 41, 47, 48, 49, 102, 103, 104, 105, 111, 112].map((n) => "é".repeat(n % 2) + "k".repeat(n - 2 * (n % 2)));
    const names = ["", "Entity:marie_curie", "TextSummary", "Zoë Müller — 東京 🚀", "a".repeat(5000), "x\u0000y", ...boundaries];
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
