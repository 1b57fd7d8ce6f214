// Plain BM25 (Robertson/Sparck Jones idf, k1 = 1.2, b = 0.75) over lower-cased word tokens minus English
// stop-words: the lexical floor every retrieval path is compared with (reference: LoCoMo recall@10 0.629).

export const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below between both " +
    "but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further had " +
    "hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd " +
    "i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only " +
    "or other ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than " +
    "that that's the their theirs them themselves then there there's these they they'd they'll they're they've this those " +
    "through to too under until up very was wasn't we we'd we'll we're we've were weren't what what's when when's where " +
    "where's which while who who's whom why why's with won't would wouldn't you you'd you'll you're you've your yours " +
    "yourself yourselves s t just will also"
  ).split(/\s+/),
);

export function tokenize(text) {
  const out = [];
  for (const m of text.toLowerCase().matchAll(/[a-z0-9]+(?:'[a-z]+)?/g)) {
    const w = m[0];
    if (!STOP_WORDS.has(w)) out.push(w.endsWith("'s") ? w.slice(0, -2) : w);
  }
  return out;
}

export class Bm25 {
  constructor({ k1 = 1.2, b = 0.75 } = {}) {
    this.k1 = k1;
    this.b = b;
    this.docs = []; // { id, len, tf: Map }
    this.df = new Map();
    this.totalLen = 0;
  }

  add(id, text) {
    const tokens = tokenize(text);
    const tf = new Map();
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.docs.push({ id, len: tokens.length, tf });
    this.totalLen += tokens.length;
  }

  /** Top `k` ids for `query`, best first (ties keep insertion order). */
  search(query, k = 10) {
    const n = this.docs.length;
    if (!n) return [];
    const avg = this.totalLen / n || 1;
    const terms = [...new Set(tokenize(query))];
    const idf = terms.map((t) => {
      const df = this.df.get(t) ?? 0;
      return Math.log(1 + (n - df + 0.5) / (df + 0.5));
    });
    const scored = [];
    for (let i = 0; i < n; i++) {
      const d = this.docs[i];
      let s = 0;
      for (let j = 0; j < terms.length; j++) {
        const f = d.tf.get(terms[j]);
        if (!f) continue;
        s += (idf[j] * f * (this.k1 + 1)) / (f + this.k1 * (1 - this.b + (this.b * d.len) / avg));
      }
      if (s > 0) scored.push({ i, s });
    }
    scored.sort((a, b) => b.s - a.s || a.i - b.i);
    return scored.slice(0, k).map(({ i, s }) => ({ id: this.docs[i].id, score: s }));
  }
}
