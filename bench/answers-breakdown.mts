// Where the gold answer sits in each completion type's context, and how often the answer holds it there, from a dump
// of the answers suite (ANSWERS_DUMP=<file> npm run bench -- --suites answers):
//   npx tsx bench/answers-breakdown.mts <dump.jsonl>
// Per type, the questions whose context holds the gold, split by the rank of the first passage holding it (0, 1-3,
// 4+) or, for HYBRID_COMPLETION, by its derived sections (entities, facts) when no passage holds it; and, for HYBRID,
// by whether RAG_COMPLETION's context held it too and RAG's answer hit, so HYBRID's loss against RAG shows by
// source. Figures only: LoCoMo text stays out of the output. It reads no code of the service, so it explains a dump
// as it was answered; bench/answers-replay.mts measures a change.
import { readFileSync } from "node:fs";
import { contains } from "./suites/answers.mjs";

const file = process.argv[2];
if (!file) throw new Error("usage: answers-breakdown.mts <dump.jsonl>");
type Row = { type: string; question: string; gold: string; context: string; answer: string };
const rows: Row[] = readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));

/** The passages of a context: HYBRID's "## Relevant passages" section split at its separators, RAG's lines. */
function passages(r: Row): string[] {
  if (r.type === "HYBRID_COMPLETION") {
    const head = r.context.split("\n\n## Relevant entities")[0]!.split("\n\n## Related facts")[0]!;
    return head.startsWith("## Relevant passages\n") ? head.slice("## Relevant passages\n".length).split("\n---\n") : [];
  }
  if (r.type === "RAG_COMPLETION") return r.context.split("\n");
  return [];
}

const bucket = (rank: number) => (rank < 0 ? "derived sections" : rank === 0 ? "passage rank 0" : rank < 4 ? "passage rank 1-3" : "passage rank 4+");
const rag = new Map(rows.filter((r) => r.type === "RAG_COMPLETION").map((r) => [`${r.question}\u0000${r.gold}`, r]));
const tally = new Map<string, { n: number; hit: number }>();
const bump = (key: string, hit: boolean) => {
  const t = tally.get(key) ?? { n: 0, hit: 0 };
  t.n++;
  if (hit) t.hit++;
  tally.set(key, t);
};
for (const r of rows) {
  if (!contains(r.context, r.gold)) continue;
  const hit = contains(r.answer, r.gold);
  bump(`${r.type} | all`, hit);
  const ps = passages(r);
  if (ps.length) bump(`${r.type} | ${bucket(ps.findIndex((p) => contains(p, r.gold)))}`, hit);
  if (r.type === "HYBRID_COMPLETION") {
    const other = rag.get(`${r.question}\u0000${r.gold}`);
    if (other) bump(`${r.type} | RAG context ${contains(other.context, r.gold) ? (contains(other.answer, r.gold) ? "holds it, RAG answered" : "holds it, RAG missed") : "lacks it"}`, hit);
  }
}
console.log("type | where the gold is: questions, answers holding the gold, share");
for (const [k, t] of [...tally].sort(([a], [b]) => a.localeCompare(b))) console.log(`${k.padEnd(62)} ${String(t.n).padStart(4)} ${String(t.hit).padStart(4)}  ${(t.hit / t.n).toFixed(3)}`);
