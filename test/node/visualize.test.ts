import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { readableLabel, renderGraphHtml } from "../../src/services/visualize/graph-html";
import { generateGraph, generateSmallGraph } from "./graph-fixture";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SCREENSHOT = new URL("./__screenshots__/visualize.png", import.meta.url).pathname;
const SMALL_SCREENSHOT = new URL("./__screenshots__/visualize-small.png", import.meta.url).pathname;

interface Box {
  id: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface GraphApi {
  ready: boolean;
  labelBoxes(): Box[];
  labelOf(id: string): string | null;
  stats: { nodes: number; links: number; iterations: number; labelAll: boolean; ticks: number; syncTicks: number; firstDrawMs: number; layoutMs: number; drawMs: number };
  search(q: string): number;
  matches(): string[];
  selectedId(): string | null;
  screenPosition(id: string): { x: number; y: number } | null;
}

/*
 * Page functions below are passed as functions, never strings: the page's CSP forbids eval, and
 * Playwright evaluates string predicates with `new Function` inside the page. No DOM typings here, so
 * page globals are reached through `globalThis`.
 */
type PageGlobals = {
  __graph?: GraphApi;
  document: {
    getElementById(id: string): {
      width: number;
      height: number;
      getContext(kind: "2d"): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
    };
  };
};
const api = (page: Page) => ({
  stats: () => page.evaluate(() => (globalThis as unknown as PageGlobals).__graph!.stats),
  matches: () => page.evaluate(() => (globalThis as unknown as PageGlobals).__graph!.matches()),
  selectedId: () => page.evaluate(() => (globalThis as unknown as PageGlobals).__graph!.selectedId()),
  search: (q: string) => page.evaluate((q) => (globalThis as unknown as PageGlobals).__graph!.search(q), q),
  screenPosition: (id: string) => page.evaluate((id) => (globalThis as unknown as PageGlobals).__graph!.screenPosition(id), id),
  labelBoxes: () => page.evaluate(() => (globalThis as unknown as PageGlobals).__graph!.labelBoxes()),
  labelOf: (id: string) => page.evaluate((id) => (globalThis as unknown as PageGlobals).__graph!.labelOf(id), id),
});

const LAUNCH = {
  executablePath: CHROMIUM,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

/** Pairs of label boxes that intersect (touching edges do not count). */
function overlapping(boxes: Box[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!, b = boxes[j]!;
      if (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1) out.push(`${a.id} / ${b.id}`);
    }
  return out;
}

/** Share of canvas pixels that differ from the background colour (#0f1117). */
function paintedShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = (globalThis as unknown as PageGlobals).document.getElementById("graph");
    const { data } = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i]! - 0x0f) + Math.abs(data[i + 1]! - 0x11) + Math.abs(data[i + 2]! - 0x17) > 30) painted++;
    }
    return painted / (data.length / 4);
  });
}

describe("visualisation page in headless Chromium", () => {
  let browser: Browser;
  let page: Page;
  const graph = generateGraph(3000);
  const requests: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch(LAUNCH);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on("pageerror", (e) => pageErrors.push(e.message));
    page.on("request", (r) => {
      if (!r.url().startsWith("data:") && r.url() !== "about:blank") requests.push(r.url());
    });
    const html = renderGraphHtml({ title: "Test graph <b>&</b>", subtitle: "generated", nodes: graph.nodes, links: graph.links });
    await page.setContent(html, { waitUntil: "load" });
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__graph?.ready === true, undefined, { timeout: 30_000 });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("draws every node of a ~3,000-node graph on the canvas, offline", async ({ expect }) => {
    const stats = await api(page).stats();
    expect(stats.nodes).toBe(graph.nodes.length);
    expect(stats.links).toBeGreaterThan(3000);
    expect(stats.ticks).toBe(stats.iterations);
    expect(stats.labelAll).toBe(false);
    // The labels a big graph shows at the fitted zoom never overlap one another.
    const boxes = await api(page).labelBoxes();
    expect(boxes.length).toBeGreaterThan(10);
    expect(overlapping(boxes)).toEqual([]);
    expect(await paintedShare(page)).toBeGreaterThan(0.02);
    // The title is escaped text, not markup.
    expect(await page.title()).toBe("Test graph <b>&</b>");
    // Self-contained: the page never asks the network for anything.
    expect(requests).toEqual([]);
    expect(pageErrors).toEqual([]);
    console.log(
      `[visualize] ${stats.nodes} nodes / ${stats.links} links: first draw ${stats.firstDrawMs} ms ` +
        `(${stats.syncTicks} layout ticks before it), layout settled ${stats.layoutMs} ms, one frame ${stats.drawMs} ms`,
    );
  });

  it("search finds and highlights a node, Enter selects it", async ({ expect }) => {
    await page.fill("#search", "babbage");
    await expect.poll(() => api(page).matches()).toEqual(["ent-00001"]);
    await expect.poll(() => page.textContent("#match-count")).toBe("1 match");
    await page.press("#search", "Enter");
    expect(await api(page).selectedId()).toBe("ent-00001");
    expect(await page.isVisible("#details")).toBe(true);
    expect(await page.textContent("#details h2")).toBe("charles babbage");
    await page.press("#search", "Escape");
    await expect.poll(() => api(page).matches()).toEqual([]);
  });

  it("clicking a node shows its details and connections", async ({ expect }) => {
    await page.click("#fit");
    const pos = await api(page).screenPosition("ent-00000");
    expect(pos).not.toBeNull();
    await page.mouse.click(pos!.x, pos!.y);
    await expect.poll(() => api(page).selectedId()).toBe("ent-00000");
    expect(await page.textContent("#details h2")).toBe("ada lovelace");
    expect(await page.textContent("#details")).toContain("Connections (");
    expect(await page.textContent("#details")).toContain("Entity number 0");
  });

  it("pans and zooms", async ({ expect }) => {
    const before = await api(page).screenPosition("ent-00000");
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => api(page).screenPosition("ent-00000")).not.toEqual(before);
    const zoomed = await api(page).screenPosition("ent-00000");
    await page.mouse.move(300, 300);
    await page.mouse.down();
    await page.mouse.move(380, 340, { steps: 4 });
    await page.mouse.up();
    const panned = await api(page).screenPosition("ent-00000");
    expect(panned!.x - zoomed!.x).toBeCloseTo(80, 0);
    expect(panned!.y - zoomed!.y).toBeCloseTo(40, 0);
    await page.click("#fit");
  });

  it("an empty graph renders a hint instead of failing", async ({ expect }) => {
    const empty = await browser.newPage({ viewport: { width: 640, height: 400 } });
    const errors: string[] = [];
    empty.on("pageerror", (e) => errors.push(e.message));
    await empty.setContent(renderGraphHtml({ title: "empty", nodes: [], links: [] }), { waitUntil: "load" });
    await empty.waitForFunction(() => (globalThis as unknown as PageGlobals).__graph?.ready === true);
    expect(await empty.textContent("#empty")).toContain("no graph yet");
    expect(errors).toEqual([]);
    await empty.close();
  });

  it("writes a screenshot", async ({ expect }) => {
    await page.fill("#search", "lovelace");
    await expect.poll(() => page.textContent("#match-count")).toBe("1 match");
    const buf = await page.screenshot({ path: SCREENSHOT });
    expect(buf.length).toBeGreaterThan(10_000);
  });
});

describe("readable labels", () => {
  it("names stay; nameless summaries and chunks get the start of their text; otherwise the type", ({ expect }) => {
    expect(readableLabel({ id: "e1", label: "Ada Lovelace", type: "Entity", properties: {} })).toBe("Ada Lovelace");
    expect(readableLabel({ id: "s1", label: "TextSummary_s1", type: "TextSummary", properties: { text: "How  Ada\nshaped computing" } })).toBe("How Ada shaped computing");
    expect(readableLabel({ id: "e2", label: "", type: "Entity", properties: { description: "x".repeat(100) } })).toBe(`${"x".repeat(59)}\u2026`);
    expect(readableLabel({ id: "e3", label: "e3", type: "Entity", properties: {} })).toBe("Entity");
  });
});

describe("a small cognified graph in headless Chromium", () => {
  let browser: Browser;
  let page: Page;
  const graph = generateSmallGraph();
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch(LAUNCH);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await page.setContent(renderGraphHtml({ title: "Knowledge graph: history", nodes: graph.nodes, links: graph.links }), { waitUntil: "load" });
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__graph?.ready === true, undefined, { timeout: 30_000 });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("opens fitted: every node lies inside the view, below the header", async ({ expect }) => {
    const header = await page.evaluate(() => (globalThis as unknown as { document: { querySelector(s: string): { getBoundingClientRect(): { bottom: number } } } }).document.querySelector("header").getBoundingClientRect().bottom);
    const outside: string[] = [];
    for (const n of graph.nodes) {
      const pos = (await api(page).screenPosition(n.id))!;
      if (pos.x < 0 || pos.x > 1280 || pos.y < header || pos.y > 800) outside.push(`${n.id} at ${Math.round(pos.x)},${Math.round(pos.y)}`);
    }
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("labels every node with readable text, inside the view, and no two labels overlap", async ({ expect }) => {
    const stats = await api(page).stats();
    expect(stats.labelAll).toBe(true);
    const boxes = await api(page).labelBoxes();
    const labelled = new Set(boxes.map((b) => b.id));
    expect(graph.nodes.filter((n) => !labelled.has(n.id)).map((n) => n.id)).toEqual([]);
    expect(overlapping(boxes)).toEqual([]);
    for (const b of boxes) {
      expect(b.x0).toBeGreaterThanOrEqual(0);
      expect(b.x1).toBeLessThanOrEqual(1280);
      expect(b.y1).toBeLessThanOrEqual(800);
      // Readable: at least 9 px tall text boxes (12 px font at zoom >= 0.75).
      expect(b.y1 - b.y0).toBeGreaterThanOrEqual(11);
    }
    // Summaries and chunks are labelled by their text, the nameless entity by its description, never by an id.
    expect(await api(page).labelOf("summary-0-0")).toMatch(/^How Ada Lovelace shaped early c/);
    expect(await api(page).labelOf("chunk-0-0")).toMatch(/^Part 1 of document 1/);
    expect(await api(page).labelOf("ent-30")).toMatch(/^compiler, a /);
    for (const n of graph.nodes) expect(await api(page).labelOf(n.id)).not.toContain(n.id);
    await page.screenshot({ path: SMALL_SCREENSHOT });
  });
});
