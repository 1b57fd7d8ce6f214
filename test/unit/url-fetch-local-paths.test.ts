import { describe, it } from "vitest";
import { ApiError } from "../../src/core/errors";
import { importKeyForPath, looksLikeLocalPath } from "../../src/storage/r2/import-paths";

function refused(path: string, root = "/data"): ApiError {
  try {
    const key = importKeyForPath(path, root);
    throw new Error(`${JSON.stringify(path)} was accepted as ${key}`);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
}

describe("server-side paths map into the R2 import root", () => {
  it("maps absolute, relative and file:// paths under the root to bucket keys", ({ expect }) => {
    expect(importKeyForPath("/data/reports/q1.txt", "/data")).toBe("data/reports/q1.txt");
    expect(importKeyForPath("  /data/reports/q1.txt ", "/data/")).toBe("data/reports/q1.txt");
    expect(importKeyForPath("./reports/q1.txt", "/data")).toBe("data/reports/q1.txt");
    expect(importKeyForPath("file:///data/reports/q%201.txt", "/data")).toBe("data/reports/q 1.txt");
    expect(importKeyForPath("file://localhost/data/a.txt", "/data")).toBe("data/a.txt");
    expect(importKeyForPath("/data/a/../b/./c.txt", "/data")).toBe("data/b/c.txt");
    expect(importKeyForPath("/imports/x/y.md", "/imports")).toBe("imports/x/y.md");
    expect(importKeyForPath("/data/résumé 📄.txt", "/data")).toBe("data/résumé 📄.txt");
  });

  it("refuses traversal outside the root in every spelling", ({ expect }) => {
    for (const path of [
      "/etc/passwd",
      "/data/../etc/passwd",
      "/data/../../etc/passwd",
      "../etc/passwd",
      "./../../etc/passwd",
      "/database/leak.txt",
      "/data",
      "/data/",
      "/",
      "file:///etc/passwd",
      "file:///data/%2e%2e/%2e%2e/etc/passwd",
      "file:///data/%2E%2E%2Fsecret",
      "file:///data/%252e%252e/secret",
      "/data/%2e%2e/secret",
      "/data/..%2fsecret",
      "/data/..%5csecret",
      "/data\\..\\secret",
      "/data/a\u0000.txt",
      "/data/a\n.txt",
      "file://evil.example/data/a.txt",
      "file:///data/%zz",
      "~/secrets.txt",
      "/data/../w/user:someone/datasets/x/data/y/raw",
    ]) {
      const err = refused(path);
      expect(err.status, path).toBe(400);
      expect(err.errorName, path).toBe("InvalidLocalFilePathError");
    }
  });

  it("never reaches the service's own w/ area, even with a root that would allow it", ({ expect }) => {
    expect(refused("/w/user:x/datasets/d/data/i/raw", "/").errorName).toBe("InvalidLocalFilePathError");
    expect(refused("/w/a.txt", "/w").errorName).toBe("InvalidLocalFilePathError");
  });

  it("recognises path-like entries only", ({ expect }) => {
    for (const s of ["/data/a.txt", "./a.txt", "../a.txt", "file:///x", "~/a"]) expect(looksLikeLocalPath(s), s).toBe(true);
    for (const s of ["hello world", "data/a.txt", "/multi\nline", ""]) expect(looksLikeLocalPath(s), s).toBe(false);
  });
});
