// Small statistics helpers. Percentiles use linear interpolation between closest ranks.

export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 1) return sorted[0];
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
}

export const median = (values) => percentile(values, 50);

export function summarize(values) {
  if (!values.length) return { n: 0, p50: null, p95: null, p99: null, mean: null, min: null, max: null };
  const sum = values.reduce((a, b) => a + b, 0);
  return {
    n: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    p99: round(percentile(values, 99)),
    mean: round(sum / values.length),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
  };
}

export function round(x, digits = 2) {
  if (x === null || x === undefined || !Number.isFinite(x)) return x ?? null;
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** ours / peer, rounded; null when either side is missing or the peer is zero. */
export function ratio(ours, peer, digits = 2) {
  if (ours == null || peer == null || !Number.isFinite(ours) || !Number.isFinite(peer) || peer === 0) return null;
  return round(ours / peer, digits);
}
