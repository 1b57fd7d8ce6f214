// Hand-written SVG charts (grouped bars with optional reference lines): no chart library needed.

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const PALETTE = ["#2563eb", "#f59e0b", "#10b981", "#ef4444", "#8b5cf6", "#06b6d4", "#84cc16", "#ec4899", "#64748b"];

function niceMax(v) {
  if (!(v > 0)) return 1;
  const exp = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * exp >= v) return m * exp;
  return 10 * exp;
}

const fmt = (v) => {
  if (v >= 100) return v.toFixed(0);
  const s = v >= 10 ? v.toFixed(1) : v >= 1 ? v.toFixed(2) : v.toFixed(3);
  return s.replace(/\.0+$/, "").replace(/(\.\d*?)0+$/, "$1") || "0";
};

/**
 * groups: [{ label, values: [number|null per series] }]; series: [names]; lines: [{ value, label }].
 * Returns an SVG document string.
 */
export function groupedBarChart({ title, subtitle, groups, series, yLabel, lines = [], yMax, width = 860, height = 420, log = false }) {
  const m = { top: subtitle ? 62 : 44, right: lines.length ? 150 : 20, bottom: 86, left: 64 };
  const w = width - m.left - m.right;
  const h = height - m.top - m.bottom;
  const all = groups.flatMap((g) => g.values).filter((v) => v != null && Number.isFinite(v));
  const top = yMax ?? (log ? 10 ** Math.ceil(Math.log10(Math.max(...all, ...lines.map((l) => l.value), 1) * 1.05)) : niceMax(Math.max(...all, ...lines.map((l) => l.value), 0) * 1.08));
  // Log scale: from the decade below the smallest positive value (at least 0.1) to `top`.
  const bottom = log ? 10 ** Math.floor(Math.log10(Math.max(0.1, Math.min(...all.filter((v) => v > 0), top)))) : 0;
  const y = log
    ? (v) => m.top + h - ((Math.log10(Math.min(Math.max(v, bottom), top)) - Math.log10(bottom)) / (Math.log10(top) - Math.log10(bottom) || 1)) * h
    : (v) => m.top + h - (Math.min(v, top) / top) * h;
  const gw = w / Math.max(groups.length, 1);
  const bw = Math.max(2, Math.min(36, (gw * 0.8) / Math.max(series.length, 1)));
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="12">`);
  out.push(`<rect width="100%" height="100%" fill="#ffffff"/>`);
  out.push(`<text x="${m.left}" y="22" font-size="16" font-weight="600" fill="#111827">${esc(title)}</text>`);
  if (subtitle) out.push(`<text x="${m.left}" y="42" fill="#4b5563">${esc(subtitle)}</text>`);
  const ticks = log
    ? Array.from({ length: Math.round(Math.log10(top) - Math.log10(bottom)) + 1 }, (_, i) => bottom * 10 ** i)
    : Array.from({ length: 6 }, (_, i) => (top * i) / 5);
  for (const v of ticks) {
    const yy = y(v);
    out.push(`<line x1="${m.left}" x2="${m.left + w}" y1="${yy}" y2="${yy}" stroke="#e5e7eb"/>`);
    out.push(`<text x="${m.left - 6}" y="${yy + 4}" text-anchor="end" fill="#6b7280">${fmt(v)}</text>`);
  }
  if (yLabel) out.push(`<text transform="translate(16 ${m.top + h / 2}) rotate(-90)" text-anchor="middle" fill="#374151">${esc(yLabel)}</text>`);
  groups.forEach((g, gi) => {
    const x0 = m.left + gi * gw + (gw - bw * series.length) / 2;
    g.values.forEach((v, si) => {
      if (v == null || !Number.isFinite(v)) return;
      const x = x0 + si * bw;
      const yy = y(v);
      out.push(`<rect x="${x.toFixed(1)}" y="${yy.toFixed(1)}" width="${(bw - 1).toFixed(1)}" height="${(m.top + h - yy).toFixed(1)}" fill="${PALETTE[si % PALETTE.length]}"><title>${esc(`${g.label} / ${series[si]}: ${fmt(v)}`)}</title></rect>`);
      if (bw >= 14) out.push(`<text x="${(x + bw / 2).toFixed(1)}" y="${(yy - 3).toFixed(1)}" text-anchor="middle" font-size="9" fill="#374151">${fmt(v)}</text>`);
    });
    const lx = m.left + gi * gw + gw / 2;
    out.push(`<text x="${lx.toFixed(1)}" y="${m.top + h + 16}" text-anchor="middle" fill="#111827">${esc(g.label)}</text>`);
  });
  // Reference lines, labelled in the right margin; labels closer than 13 px are pushed apart.
  const placed = [];
  for (const l of [...lines].sort((a, b) => b.value - a.value)) {
    const yy = y(l.value);
    out.push(`<line x1="${m.left}" x2="${m.left + w}" y1="${yy}" y2="${yy}" stroke="#dc2626" stroke-dasharray="6 4"/>`);
    let ly = yy + 4;
    while (placed.some((p) => Math.abs(p - ly) < 13)) ly += 13;
    placed.push(ly);
    out.push(`<text x="${m.left + w + 6}" y="${ly.toFixed(1)}" fill="#dc2626">${esc(l.label)}</text>`);
  }
  out.push(`<line x1="${m.left}" x2="${m.left}" y1="${m.top}" y2="${m.top + h}" stroke="#9ca3af"/>`);
  out.push(`<line x1="${m.left}" x2="${m.left + w}" y1="${m.top + h}" y2="${m.top + h}" stroke="#9ca3af"/>`);
  // legend
  let lx = m.left;
  let ly = height - 44;
  series.forEach((s, si) => {
    const itemW = 28 + s.length * 6.5;
    if (lx + itemW > width - m.right && lx > m.left) {
      lx = m.left;
      ly += 18;
    }
    out.push(`<rect x="${lx}" y="${ly - 10}" width="12" height="12" fill="${PALETTE[si % PALETTE.length]}"/>`);
    out.push(`<text x="${lx + 16}" y="${ly}" fill="#111827">${esc(s)}</text>`);
    lx += itemW;
  });
  out.push(`</svg>`);
  return out.join("\n");
}
