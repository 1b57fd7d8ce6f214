// Text tables for the terminal and Markdown tables for BENCHMARKS.md / results/latest.md.

const cell = (v) => (v === null || v === undefined ? "–" : typeof v === "number" ? (Number.isInteger(v) ? String(v) : String(Math.round(v * 1000) / 1000)) : String(v));

export function textTable(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map(cell));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

export function markdownTable(headers, rows) {
  const cells = rows.map((r) => r.map(cell).map((c) => c.replace(/\|/g, "\\|")));
  return [
    `| ${headers.join(" | ")} |`,
    `| ${headers.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...cells.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
}
