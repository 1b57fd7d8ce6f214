import { describe, it } from "vitest";
import { assertJsonBodyShape, JSON_MAX_ARRAY_ITEMS, jsonShape } from "../../src/core/json";

describe("jsonShape: depth and longest array without parsing", () => {
  it("counts entries of the longest array at any depth, ignoring separators inside strings", ({ expect }) => {
    expect(jsonShape("[]")).toEqual({ depth: 1, longestArray: 0 });
    expect(jsonShape("[1]")).toEqual({ depth: 1, longestArray: 1 });
    expect(jsonShape('[ "a" , "b,c" , "d\\",e" ]')).toEqual({ depth: 1, longestArray: 3 });
    expect(jsonShape('{"a":[1,2],"b":"x,y,z","c":{"d":[[1,2,3,4],[5]]}}')).toEqual({ depth: 4, longestArray: 4 });
    expect(jsonShape('{"k":1,"l":2,"m":3}').longestArray).toBe(0);
    expect(jsonShape('"[[[["').depth).toBe(0);
  });

  it("agrees with a parse on generated values", ({ expect }) => {
    const longest = (v: unknown): number =>
      Array.isArray(v) ? Math.max(v.length, ...v.map(longest)) : v && typeof v === "object" ? Math.max(0, ...Object.values(v).map(longest)) : 0;
    const depth = (v: unknown): number =>
      v && typeof v === "object" ? 1 + Math.max(0, ...(Array.isArray(v) ? v : Object.values(v)).map(depth)) : 0;
    const samples: unknown[] = [
      { data: ["a", "b", ["c", { d: [1, 2, 3, 4, 5] }]], s: "],[,{" },
      [[[]], [[1, 2]], []],
      { nested: { deeper: { list: Array.from({ length: 17 }, (_, i) => ({ i, t: `x${i},"` })) } } },
    ];
    for (const v of samples) expect(jsonShape(JSON.stringify(v))).toEqual({ depth: depth(v), longestArray: longest(v) });
  });

  it("refuses a body with an over-long array with a named 413, and stops scanning there", ({ expect }) => {
    const over = JSON.stringify({ data: Array.from({ length: JSON_MAX_ARRAY_ITEMS + 1 }, () => "x") });
    expect(() => assertJsonBodyShape(over)).toThrowError(/more than 10000 entries/);
    const at = JSON.stringify({ data: Array.from({ length: JSON_MAX_ARRAY_ITEMS }, () => 1) });
    expect(() => assertJsonBodyShape(at)).not.toThrow();
  });
});
