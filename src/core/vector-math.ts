/**
 * Cosine similarity of two vectors; `fallback` when it is undefined (a zero vector, or vectors of
 * different dimensions, as when two embedding models are mixed).
 */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>, fallback = 0): number {
  if (a.length !== b.length) return fallback;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : fallback;
}
