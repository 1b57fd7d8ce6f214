/** English function words ignored when matching questions to sentences and picking summary terms. */
export const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below between both but by can " +
    "can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further had hadn't has hasn't " +
    "have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is " +
    "isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only or other ought our ours ourselves " +
    "out over own same shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves " +
    "then there there's these they they'd they'll they're they've this those through to too under until up very was wasn't we we'd " +
    "we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's with won't would " +
    "wouldn't you you'd you'll you're you've your yours yourself yourselves also just really like get got go going went will yes " +
    "yeah oh ok okay s t"
  ).split(" "),
);

const WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lowercased content words with a light stem (plural/verb endings), for overlap scoring. */
export function contentTerms(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  WORD_RE.lastIndex = 0;
  for (let m = WORD_RE.exec(lower); m !== null; m = WORD_RE.exec(lower)) {
    const w = m[0].replace(/’/g, "'").replace(/'s$/, "");
    if (STOP_WORDS.has(w) || w.length < 2) continue;
    out.push(stem(w));
  }
  return out;
}

export function stem(w: string): string {
  if (w.length > 5 && w.endsWith("ing")) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith("ied")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith("ed")) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("es") && /(s|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}
