import { GRAPH_CLIENT_JS } from "./graph-client";
import { D3_FORCE_JS } from "./generated/d3-force";
import { escapeHtml } from "../../lib/html";
import { type VizLink, type VizNode } from "../../core/pod/visualize";

/**
 * Renders the self-contained visualisation page: inline CSS and JS, the graph as an inline JSON island,
 * no external requests (a CSP forbids them), so it works offline and from a saved file. Pure: no
 * Workers imports, so it also runs in Node (test/node renders it in headless Chromium).
 */
export interface GraphView {
  title: string;
  subtitle?: string;
  nodes: VizNode[];
  links: VizLink[];
  /** Shown in the header when the graph was cut to a budget. */
  note?: string;
}


/** JSON that is safe inside a `<script>` element whatever the node names contain. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const CSS = `
*{box-sizing:border-box}html,body{margin:0;height:100%;background:#0f1117;color:#d8dce8;font:13px/1.4 system-ui,-apple-system,Segoe UI,sans-serif;overflow:hidden}
header{position:absolute;top:0;left:0;right:0;display:flex;gap:10px;align-items:center;padding:8px 12px;background:rgba(15,17,23,.92);border-bottom:1px solid #262a36;z-index:2}
header h1{font-size:14px;margin:0;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:32vw}
header .sub{color:#8b90a0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
header input{flex:0 1 280px;min-width:120px;padding:5px 8px;border-radius:6px;border:1px solid #343a4a;background:#171a23;color:#e6e8ef}
header button,#details button.close{padding:5px 10px;border-radius:6px;border:1px solid #343a4a;background:#1d2130;color:#d8dce8;cursor:pointer}
#match-count{color:#ffe066;min-width:80px}
#graph{position:absolute;inset:0;width:100%;height:100%;cursor:grab;touch-action:none}
#legend{position:absolute;left:10px;bottom:10px;background:rgba(15,17,23,.85);border:1px solid #262a36;border-radius:8px;padding:6px 8px;max-height:40vh;overflow:auto;z-index:2}
#legend .row{display:flex;align-items:center;gap:6px;cursor:pointer;padding:1px 0}
#legend .swatch{width:10px;height:10px;border-radius:50%;display:inline-block}
#details{position:absolute;top:48px;right:10px;width:min(380px,90vw);max-height:calc(100% - 60px);overflow:auto;background:rgba(20,23,32,.96);border:1px solid #2e3342;border-radius:10px;padding:12px 14px;z-index:3}
#details h2{margin:0 28px 6px 0;font-size:16px;word-break:break-word}
#details h3{margin:12px 0 4px;font-size:13px;color:#aab0c0}
#details .badge{display:inline-block;padding:1px 8px;border-radius:10px;color:#0f1117;font-weight:600;font-size:12px}
#details .nid{color:#7d8394;font-family:ui-monospace,monospace;font-size:11px;margin:6px 0;word-break:break-all}
#details button.close{position:absolute;top:8px;right:8px;padding:0 8px}
#details dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:2px 10px}
#details dt{color:#8b90a0}#details dd{margin:0;word-break:break-word;white-space:pre-wrap}
#details ul{list-style:none;margin:0;padding:0}#details li{padding:1px 0}
#details .rel{color:#8b90a0}#details button.jump{background:none;border:none;color:#7fb0ff;cursor:pointer;padding:0;text-align:left}
#empty{position:absolute;top:45%;width:100%;text-align:center;color:#8b90a0}
`;

/** Longest label sent to the page (the details panel shows the node's whole text anyway). */
const LABEL_MAX_CHARS = 60;
/** Properties that say what a nameless node is about, in order of preference (summaries, chunks, ...). */
const LABEL_SOURCES = ["name", "title", "summary", "text", "description", "content", "question"];

const clip = (s: string) => {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > LABEL_MAX_CHARS ? `${t.slice(0, LABEL_MAX_CHARS - 1)}\u2026` : t;
};

/**
 * A label a person can read: the node's name, unless it is missing or only the `<type>_<id>` placeholder
 * the store gives nameless nodes (summaries, chunks); then the start of the node's own text; then its type.
 */
export function readableLabel(node: VizNode): string {
  const name = clip(node.label ?? "");
  if (name && name !== node.id && name !== `${node.type}_${node.id}`) return name;
  for (const key of LABEL_SOURCES) {
    const v = node.properties?.[key];
    if (typeof v === "string" && v.trim()) return clip(v);
  }
  return node.type || "node";
}

export function renderGraphHtml(view: GraphView): string {
  const nodes = view.nodes.map((n) => ({ ...n, label: readableLabel(n) }));
  const payload = scriptSafeJson({ nodes, links: view.links });
  const sub = [view.subtitle, `${view.nodes.length} nodes, ${view.links.length} edges`, view.note].filter(Boolean).join(" \u00b7 ");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(view.title)}</title>
<style>${CSS}</style>
</head>
<body>
<header>
<h1>${escapeHtml(view.title)}</h1>
<input id="search" type="search" placeholder="Search nodes (Enter: next match)" autocomplete="off" aria-label="Search nodes">
<span id="match-count" aria-live="polite"></span>
<button id="fit" type="button">Fit</button>
<span class="sub">${escapeHtml(sub)}</span>
</header>
<canvas id="graph" aria-label="Knowledge graph"></canvas>
${view.nodes.length === 0 ? '<div id="empty">This dataset has no graph yet: add data and run cognify.</div>' : ""}
<div id="legend"></div>
<aside id="details" hidden></aside>
<script type="application/json" id="graph-data">${payload}</script>
<script>${D3_FORCE_JS}</script>
<script>${GRAPH_CLIENT_JS}</script>
</body>
</html>`;
}
