import { describe, it } from "vitest";

describe("test network", () => {
  it("routes outbound fetches to the fake hosts and refuses anything else", async ({ expect }) => {
    const ok = await fetch("http://fake-web.test/hello.html");
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Ada Lovelace");
    const other = await fetch("http://example.com/");
    expect(other.status).toBe(599);
    await other.text();
  });
});
