// LoCoMo loader. The data is CC BY-NC 4.0: it is read in place from ../shared/data/locomo (relative to the
// repository root) at run time and never copied into the repository or the results.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const CATEGORY_NAMES = { 1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop" };

export function locomoDir(repoRoot, override) {
  return override ?? join(repoRoot, "..", "shared", "data", "locomo");
}

/** Evidence ids come as "D1:3", sometimes several in one string ("D8:6; D9:17") or malformed ("D:11:26"). */
export function parseEvidence(list) {
  const out = new Set();
  for (const raw of list ?? []) {
    for (const m of String(raw).matchAll(/D:?(\d+):(\d+)/g)) out.add(`D${Number(m[1])}:${Number(m[2])}`);
  }
  return [...out];
}

/** Document name for a turn: dia_id with ":" replaced (file names), e.g. D1:3 -> "D1-3.txt". */
export const turnFileName = (diaId) => `${diaId.replace(":", "-")}.txt`;

/** Parses a dia id back out of a document/data-item name such as "D1-3.txt", "D1-3" or "text_D1-3". */
export function diaIdFromName(name) {
  const m = /D(\d+)[-_:](\d+)/.exec(String(name ?? ""));
  return m ? `D${Number(m[1])}:${Number(m[2])}` : null;
}

export function loadLocomo(dir, { categories = [1, 2, 3, 4], limitConversations } = {}) {
  if (!existsSync(dir)) return null;
  let files = readdirSync(dir).filter((f) => /^\d+\.json$/.test(f)).sort((a, b) => Number.parseInt(a) - Number.parseInt(b));
  if (limitConversations) files = files.slice(0, limitConversations);
  return files.map((f) => {
    const raw = JSON.parse(readFileSync(join(dir, f), "utf8"));
    const id = f.replace(/\.json$/, "");
    const turns = [];
    const sessions = Object.keys(raw)
      .filter((k) => /^session_\d+$/.test(k))
      .sort((a, b) => Number(a.split("_")[1]) - Number(b.split("_")[1]));
    for (const key of sessions) {
      const session = Number(key.split("_")[1]);
      for (const t of raw[key] ?? []) {
        if (!t?.dia_id || typeof t.text !== "string") continue;
        turns.push({ diaId: t.dia_id, session, speaker: t.speaker, text: `${t.speaker}: ${t.text}` });
      }
    }
    const questions = (raw.qa ?? [])
      .filter((q) => categories.includes(q.category))
      .map((q) => ({ question: q.question, category: q.category, evidence: parseEvidence(q.evidence), answer: q.answer ?? null }))
      .filter((q) => q.evidence.length > 0);
    return { id, speakers: [raw.speaker_a, raw.speaker_b], turns, questions };
  });
}

/** A question is a hit at k when any gold turn is among the first k distinct retrieved turns. */
export function recallAtK(questions, rankedLists, ks) {
  const out = {};
  for (const k of ks) {
    let hits = 0;
    for (let i = 0; i < questions.length; i++) {
      const top = rankedLists[i].slice(0, k);
      if (questions[i].evidence.some((e) => top.includes(e))) hits++;
    }
    out[k] = questions.length ? hits / questions.length : null;
  }
  return out;
}
