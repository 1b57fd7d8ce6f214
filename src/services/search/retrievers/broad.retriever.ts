import { z } from "@hono/zod-openapi";
import { approxTokens, escapeRegExp, keywords } from "../../../core/text";
import type { RetrievedItem, Retriever, RetrieverDeps, RetrieverOutput, SearchRequest } from "../types";
import { hybridCompletionRetriever } from "./hybrid-completion.retriever";
import { type ChunkRow, type DatasetProfile } from "../../../core/pod/retrieval";

/**
 * BROAD: whole-dataset questions (counts, totals, lists) answered by reading everything that can hold
 * the answer, never the top-k most similar (a count needs every record). cognee's design: plan -> map
 * over every unit -> reduce in code -> phrase. Offline the plan comes from rules; with an LLM, from one
 * structured call (cognee's CountPlan), and conditions that need reading are listed per shard by the LLM.
 *
 * Budgets (retriever_specific_config in cognee; configuration here): `reading_tokens` caps the text read
 * by the map step, `batch_mb` the size of one page read from the pod, `store_mb` the evidence kept in
 * memory, `context_tokens` the context returned.
 */
type Plan =
  | { kind: "documents_mentioning"; phrase: string }
  | { kind: "mention_count"; phrase: string }
  | { kind: "dataset_counts" }
  | { kind: "entities"; types: string[] | null; label: string; nameContains: string | null; list: boolean }
  | { kind: "entity_types" }
  | { kind: "sum"; subject: string }
  | { kind: "text_condition"; item: string; condition: string | null; groupBy: string | null; terms: string[] };

const TYPE_SYNONYMS: Record<string, string[]> = {
  person: ["person", "people", "persons", "individual", "individuals", "human", "humans", "character", "characters", "member", "members"],
  organization: ["organization", "organizations", "organisation", "organisations", "company", "companies", "org", "orgs", "firm", "firms", "business", "businesses", "institution", "institutions"],
  city: ["city", "cities", "town", "towns"],
  country: ["country", "countries", "nation", "nations"],
  place: ["place", "places", "location", "locations", "city", "cities", "country", "countries"],
  date: ["date", "dates"],
  product: ["product", "products"],
  event: ["event", "events"],
};

/** Entity types of the graph that a noun ("people", "companies") names. */
function typesForNoun(noun: string, profile: DatasetProfile): string[] {
  const n = noun.toLowerCase().trim();
  const singular = n.replace(/ies$/, "y").replace(/(s|es)$/, "");
  const present = profile.entityTypes.map((t) => t.type.toLowerCase());
  const out = new Set<string>();
  for (const t of present) {
    if (t === n || t === singular || `${t}s` === n) out.add(t);
    for (const [canon, syns] of Object.entries(TYPE_SYNONYMS)) {
      if (!syns.includes(n) && !syns.includes(singular)) continue;
      if (t === canon || TYPE_SYNONYMS[canon]!.includes(t) || t.includes(canon)) out.add(t);
    }
  }
  return [...out];
}

const clean = (s: string) => s.replace(/^["'“”‘’]+|["'“”‘’?.!]+$/g, "").replace(/^(the|a|an)\s+/i, "").trim();

/** Rule-based planning of a whole-dataset question (offline). */
export function planBroad(query: string, profile: DatasetProfile): Plan | null {
  const q = query.trim().replace(/\s+/g, " ");
  let m: RegExpExecArray | null;
  if ((m = /\bhow many (?:documents?|files?|notes?|texts?|items?|records?) (?:mentions?|contains?|talks? about|refers? to|discuss(?:es)?|includes?|references?|says?|are about) (.+)$/i.exec(q)))
    return { kind: "documents_mentioning", phrase: clean(m[1]!) };
  if ((m = /\b(?:in )?how many (?:documents?|files?|notes?) (?:is|are|was|were|does|do) (.+?) (?:mentioned|referenced|discussed|named|appear(?:ing)?)\b/i.exec(q)))
    return { kind: "documents_mentioning", phrase: clean(m[1]!) };
  if ((m = /\bwhich (?:documents?|files?|notes?) (?:mention|contain|talk about|refer to|discuss|include)s? (.+)$/i.exec(q)))
    return { kind: "documents_mentioning", phrase: clean(m[1]!) };
  if ((m = /\bhow (?:many times|often) (?:is|was|are|were|does|did|do|has|have)?\s*(.+?)\s+(?:mentioned|appear(?:s|ed)?|occur(?:s|red)?|come up|comes up|show(?:s|ed)? up|referenced|used|said|written|named|cited)\b/i.exec(q)))
    return { kind: "mention_count", phrase: clean(m[1]!) };
  if (/\bhow many (?:documents?|files?|notes?|items?|records?)\b(?: (?:are there|do (?:i|we|you) have|are (?:stored|in)|exist|in total|in (?:the|this|my) (?:dataset|memory)))?\s*\??$/i.test(q))
    return { kind: "dataset_counts" };
  if (/\bhow many (?:entity )?types\b|\bwhat (?:kinds|types) of (?:things|entities)\b/i.test(q)) return { kind: "entity_types" };
  if ((m = /\bhow many (?:distinct |different |unique )?([a-z]+(?: [a-z]+)?)\b(.*)$/i.exec(q))) {
    for (const noun of [m[1]!, m[1]!.split(" ")[0]!]) {
      const types = typesForNoun(noun, profile);
      if (types.length) {
        const named = /\b(?:named|called|whose name (?:contains|includes)|with)\s+["']?([^"'?]+?)["']?(?:\s+in (?:their|its) names?)?(?:\s+(?:are|is|were|was)\s+(?:there|mentioned|listed|named|recorded))?\s*\??$/i.exec(q);
        return { kind: "entities", types, label: noun, nameContains: named ? clean(named[1]!) : null, list: false };
      }
      if (/^(entities|things|names|entries)$/i.test(noun)) return { kind: "entities", types: null, label: "entities", nameContains: null, list: false };
    }
  }
  if ((m = /\b(?:list|name|show|enumerate|what are|who are|which are|give me)\s+(?:me\s+)?(?:all|every|each)?\s*(?:of\s+)?(?:the\s+)?([a-z]+)\b/i.exec(q))) {
    const types = typesForNoun(m[1]!, profile);
    if (types.length) return { kind: "entities", types, label: m[1]!, nameContains: null, list: true };
    if (/^(entities|things|names)$/i.test(m[1]!)) return { kind: "entities", types: null, label: "entities", nameContains: null, list: true };
  }
  if ((m = /\b(?:what is |what's |what was )?(?:the )?(?:total|sum|combined|overall|aggregate)\s+(?:amount|number|value|cost|sum|count)?\s*(?:of\s+)?(?:all\s+)?(?:the\s+)?(.+?)\??$/i.exec(q)))
    return { kind: "sum", subject: clean(m[1]!) };
  if ((m = /\bhow much (.+?) in total\b/i.exec(q)) || (m = /\bhow much (?:did|do|does|was|were|is|are) (.+?) (?:cost|spend|spent|raise|raised|earn|earned|pay|paid) (?:in total|altogether|overall)\b/i.exec(q)))
    return { kind: "sum", subject: clean(m[1]!) };
  return null;
}

interface ScanState {
  tokensRead: number;
  unitsRead: number;
  evidenceBytes: number;
  truncated: boolean;
}

/**
 * Reads every chunk the FTS index matches for `terms` (all chunks when null), page by page within the
 * batch budget, until the reading budget runs out; `visit` maps each chunk.
 */
async function scan(deps: RetrieverDeps, terms: string[] | null, mode: "and" | "or", state: ScanState, visit: (c: ChunkRow) => void): Promise<void> {
  const budget = deps.config.broad;
  const match = terms && terms.length ? terms.map((t) => `"${t.replace(/"/g, "")}"`).join(mode === "and" ? " AND " : " OR ") : null;
  let after = 0;
  for (;;) {
    const page = (await deps.pod.scanChunks(deps.dataset.id, { afterRowid: after, maxBytes: budget.batchMb * 1024 * 1024, match })) as {
      chunks: (ChunkRow & { rowid: number })[];
      nextRowid: number | null;
    };
    for (const c of page.chunks) {
      const t = approxTokens(c.text);
      if (state.tokensRead + t > budget.readingTokens) {
        state.truncated = true;
        return;
      }
      state.tokensRead += t;
      state.unitsRead++;
      visit(c);
    }
    if (page.nextRowid === null) return;
    after = page.nextRowid;
  }
}

/** Whole-word, case-insensitive phrase; a trailing plural/possessive is tolerated. */
const phraseRe = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase).replace(/\s+/g, "\\s+")}(?:s|es|'s|’s)?(?![\\p{L}\\p{N}])`, "giu");

const AMOUNT_RE = /([$€£])?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(million|billion|thousand|bn|m|k)?\b/gi;
const SCALE: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, billion: 1e9, bn: 1e9 };

/** Amounts in a sentence: numbers with an optional currency sign and scale word; years are skipped. */
function amounts(sentence: string): { value: number; currency: string | null }[] {
  const out: { value: number; currency: string | null }[] = [];
  for (const m of sentence.matchAll(AMOUNT_RE)) {
    const whole = m[2]!.replace(/,/g, "");
    const value = Number(`${whole}${m[3] ? `.${m[3]}` : ""}`) * (m[4] ? SCALE[m[4].toLowerCase()]! : 1);
    // A bare 4-digit number between 1600 and 2199 without a currency or scale is a year.
    if (!m[1] && !m[4] && /^(1[6-9]|20|21)\d{2}$/.test(whole) && !m[3]) continue;
    if (Number.isFinite(value)) out.push({ value, currency: m[1] ?? null });
  }
  return out;
}

const fmt = (n: number) => (Number.isInteger(n) ? n.toLocaleString("en-US") : n.toLocaleString("en-US", { maximumFractionDigits: 2 }));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface BroadResult {
  answer: string;
  evidence: string[];
  object: Record<string, unknown>;
  items: RetrievedItem[];
}

async function execute(deps: RetrieverDeps, plan: Plan, profile: DatasetProfile): Promise<BroadResult> {
  const state: ScanState = { tokensRead: 0, unitsRead: 0, evidenceBytes: 0, truncated: false };
  const storeBytes = deps.config.broad.storeMb * 1024 * 1024;
  const evidence: string[] = [];
  const keep = (line: string) => {
    if (state.evidenceBytes + line.length > storeBytes) return;
    state.evidenceBytes += line.length;
    evidence.push(line);
  };
  const scanned = () => ({ units_scanned: state.unitsRead, units_total: profile.chunks, tokens_read: state.tokensRead, partial: state.truncated });
  const partialNote = () => (state.truncated ? ` (partial: the reading budget stopped the scan after ${plural(state.unitsRead, "passage")})` : "");

  switch (plan.kind) {
    case "dataset_counts":
      return {
        answer: `The dataset holds ${plural(profile.documents, "document")} (${plural(profile.chunks, "passage")}, ${plural(profile.entities, "entity", "entities")}).`,
        evidence: [],
        object: { plan, documents: profile.documents, chunks: profile.chunks, entities: profile.entities },
        items: [],
      };
    case "entity_types": {
      const lines = profile.entityTypes.map((t) => `${t.type}: ${t.count}`);
      return {
        answer: `${plural(profile.entityTypes.length, "entity type")}: ${lines.slice(0, 20).join(", ")}.`,
        evidence: lines,
        object: { plan, groups: profile.entityTypes },
        items: [],
      };
    }
    case "entities": {
      const limit = Math.max(1, Math.floor(storeBytes / 512));
      const rows = (await deps.pod.listEntities(deps.dataset.id, { types: plan.types, nameContains: plan.nameContains, limit })) as {
        id: string;
        name: string;
        displayName: string;
        type: string;
        description: string | null;
        mentions: number;
      }[];
      const sorted = [...rows].sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name));
      for (const r of sorted) keep(`${r.displayName} (${r.type})${r.description && r.description !== r.displayName ? `: ${r.description}` : ""}`);
      const names = sorted.map((r) => r.displayName);
      const shown = names.slice(0, 50).join(", ");
      const label = plan.label;
      const answer = plan.list
        ? names.length
          ? `${plural(names.length, label.replace(/s$/, ""), label)}: ${shown}${names.length > 50 ? ", ..." : ""}.`
          : `No ${label} are recorded in this dataset.`
        : `${names.length} ${label}${plan.nameContains ? ` with "${plan.nameContains}" in the name` : ""}${names.length ? `: ${shown}${names.length > 50 ? ", ..." : ""}` : ""}.`;
      return {
        answer,
        evidence,
        object: { plan, total: names.length, items: sorted.slice(0, 500).map((r) => ({ id: r.id, name: r.displayName, type: r.type, mentions: r.mentions })), truncated: rows.length >= limit },
        items: sorted.slice(0, 50).map((r) => ({ kind: "entity", text: r.displayName, score: r.mentions, metadata: {} })),
      };
    }
    case "documents_mentioning":
    case "mention_count": {
      const re = phraseRe(plan.phrase);
      const terms = keywords(plan.phrase);
      const docs = new Map<string, { name: string; count: number }>();
      let total = 0;
      const items: RetrievedItem[] = [];
      await scan(deps, terms.length ? terms : null, "and", state, (c) => {
        const n = [...c.text.matchAll(re)].length;
        if (!n) return;
        total += n;
        const d = docs.get(c.dataId) ?? { name: c.documentName ?? c.dataId, count: 0 };
        d.count += n;
        docs.set(c.dataId, d);
        const m = re.exec(c.text);
        re.lastIndex = 0;
        const at = m ? m.index : 0;
        keep(`${c.documentName ?? c.dataId}: …${c.text.slice(Math.max(0, at - 80), at + 120).replace(/\s+/g, " ")}…`);
        if (items.length < 50) items.push({ kind: "chunk", text: c.text, score: n, metadata: { data_id: c.dataId, chunk_id: c.id, chunk_index: c.chunkIndex, ...(c.documentName ? { document_name: c.documentName } : {}) } });
      });
      const names = [...docs.values()].sort((a, b) => b.count - a.count).map((d) => d.name);
      const answer =
        plan.kind === "documents_mentioning"
          ? `${plural(docs.size, "document")} mention${docs.size === 1 ? "s" : ""} "${plan.phrase}"${names.length ? `: ${names.slice(0, 20).join(", ")}${names.length > 20 ? ", ..." : ""}` : ""}.${partialNote()}`
          : `"${plan.phrase}" is mentioned ${plural(total, "time")} across ${plural(docs.size, "document")}.${partialNote()}`;
      return {
        answer,
        evidence,
        object: { plan, total: plan.kind === "documents_mentioning" ? docs.size : total, mentions: total, documents: [...docs.entries()].map(([id, d]) => ({ data_id: id, name: d.name, mentions: d.count })), ...scanned() },
        items,
      };
    }
    case "sum": {
      const terms = keywords(plan.subject);
      const res = terms.map((t) => new RegExp(`(?<![\\p{L}])${escapeRegExp(t.replace(/s$/, ""))}`, "iu"));
      const seen = new Set<string>();
      let sum = 0;
      let count = 0;
      const currencies = new Set<string>();
      const items: RetrievedItem[] = [];
      await scan(deps, terms.length ? terms : null, "or", state, (c) => {
        for (const sentence of c.text.split(/(?<=[.!?])\s+|\n+/)) {
          if (!res.length || !res.some((r) => r.test(sentence))) continue;
          const norm = sentence.trim().toLowerCase();
          if (seen.has(norm)) continue;
          const found = amounts(sentence);
          if (!found.length) continue;
          seen.add(norm);
          for (const a of found) {
            sum += a.value;
            count++;
            if (a.currency) currencies.add(a.currency);
          }
          keep(`${c.documentName ?? c.dataId}: ${sentence.trim()}`);
          if (items.length < 50) items.push({ kind: "chunk", text: sentence.trim(), score: null, metadata: { data_id: c.dataId, chunk_id: c.id, chunk_index: c.chunkIndex } });
        }
      });
      const cur = currencies.size === 1 ? [...currencies][0]! : "";
      const answer = count
        ? `The total ${plan.subject} is ${cur}${fmt(sum)} (sum of ${plural(count, "amount")} found in the text).${partialNote()}`
        : `No amounts for "${plan.subject}" were found in the text.${partialNote()}`;
      return { answer, evidence, object: { plan, total: sum, amounts: count, ...scanned() }, items };
    }
    case "text_condition":
      return llmTextCount(deps, plan, state, keep, evidence, scanned);
  }
}

// ---- LLM planning and map step (cognee's CountPlan / ShardItems) ----

const CountPlan = z.object({
  source: z.enum(["entities", "text"]),
  entity_types: z.array(z.string()).default([]),
  item: z.string(),
  name_contains: z.string().nullable().optional(),
  literal_terms: z.array(z.string()).default([]),
  condition: z.string().nullable().optional(),
  group_by: z.string().nullable().optional(),
});

const ShardItems = z.object({
  items: z.array(z.object({ unit: z.number(), key: z.string().nullable().optional(), group: z.string().nullable().optional(), evidence: z.string() })),
});

const PLAN_PROMPT =
  "You turn a question that asks for a count, a total or a list over a whole corpus into a count specification. Never answer. " +
  'source "entities" only when it asks how many distinct things of one listed entity type exist (a name filter is allowed); ' +
  'otherwise source "text". literal_terms only when it asks how many times a word is mentioned. condition: a real restriction that needs reading, or null. ' +
  "group_by: the attribute to tally by, or null.";

async function llmPlan(deps: RetrieverDeps, query: string, profile: DatasetProfile): Promise<Plan | null> {
  const llm = deps.provider.llm;
  if (!llm) return null;
  try {
    const types = profile.entityTypes.map((t) => `- ${t.type} (${t.count} entities)`).join("\n");
    const plan = await llm.object({ system: PLAN_PROMPT, prompt: `Question: ${query}\n\nEntity types in the graph:\n${types || "(none)"}`, schema: CountPlan });
    if (plan.source === "entities" && !plan.condition && !plan.group_by) {
      const known = new Set(profile.entityTypes.map((t) => t.type.toLowerCase()));
      const chosen = plan.entity_types.map((t) => t.toLowerCase()).filter((t) => known.has(t));
      if (chosen.length) return { kind: "entities", types: chosen, label: plan.item, nameContains: plan.name_contains ?? null, list: /\blist|which|who are|what are\b/i.test(query) };
    }
    if (plan.literal_terms.length) return { kind: "mention_count", phrase: plan.literal_terms[0]! };
    return { kind: "text_condition", item: plan.item, condition: plan.condition ?? null, groupBy: plan.group_by ?? null, terms: keywords(`${plan.item} ${plan.condition ?? ""}`) };
  } catch {
    return null;
  }
}

async function llmTextCount(
  deps: RetrieverDeps,
  plan: Extract<Plan, { kind: "text_condition" }>,
  state: ScanState,
  keep: (line: string) => void,
  evidence: string[],
  scanned: () => Record<string, unknown>,
): Promise<BroadResult> {
  const llm = deps.provider.llm!;
  const shardTokens = 4_000;
  const shards: ChunkRow[][] = [[]];
  let tokens = 0;
  await scan(deps, null, "or", state, (c) => {
    const t = approxTokens(c.text);
    if (tokens + t > shardTokens && shards[shards.length - 1]!.length) {
      shards.push([]);
      tokens = 0;
    }
    shards[shards.length - 1]!.push(c);
    tokens += t;
  });
  const spec = `Item: ${plan.item}\nCondition: ${plan.condition ?? "none"}\nGrouping attribute (group): ${plan.groupBy ?? "none"}`;
  const groups = new Map<string, number>();
  let total = 0;
  const seen = new Set<string>();
  // At most 16 map calls in flight (cognee BROAD_MAX_PARALLEL_CALLS).
  for (let i = 0; i < shards.length; i += 16) {
    const batch = shards.slice(i, i + 16).filter((s) => s.length);
    const results = await Promise.all(
      batch.map((shard) =>
        llm
          .object({
            system: "List EVERY item of this section that matches the item definition and condition, one entry per occurrence, with a short verbatim quote. Never count.",
            prompt: `${spec}\n\nSECTION:\n${shard.map((c, u) => `[unit ${u}]\n${c.text}`).join("\n\n")}`,
            schema: ShardItems,
          })
          .then((r) => ({ shard, items: r.items }))
          .catch(() => ({ shard, items: [] as z.infer<typeof ShardItems>["items"] })),
      ),
    );
    for (const { shard, items } of results) {
      for (const it of items) {
        const marker = `${shard[0]?.id}|${it.unit}|${it.evidence.trim().toLowerCase()}`;
        if (seen.has(marker)) continue;
        seen.add(marker);
        total++;
        if (it.group) groups.set(it.group, (groups.get(it.group) ?? 0) + 1);
        keep(`${it.group ? `[${it.group}] ` : ""}${it.evidence}`);
      }
    }
  }
  const grouped = [...groups.entries()].sort((a, b) => b[1] - a[1]);
  const phrase = await llm
    .text({
      system: "Phrase the computed result as a brief answer. Use the numbers exactly as given.",
      prompt: `Item: ${plan.item}\nTotal: ${total}\n${grouped.length ? `Per group: ${grouped.slice(0, 50).map(([g, n]) => `${g}: ${n}`).join(", ")}` : ""}`,
    })
    .catch(() => `${total} ${plan.item}.`);
  return { answer: phrase.trim(), evidence, object: { plan, total, groups: grouped.map(([group, count]) => ({ group, count })), ...scanned() }, items: [] };
}

export const broadRetriever: Retriever = {
  type: "BROAD",
  async run(deps, req: SearchRequest): Promise<RetrieverOutput> {
    const profile = (await deps.pod.datasetProfile(deps.dataset.id)) as DatasetProfile;
    const plan = planBroad(req.query, profile) ?? (await llmPlan(deps, req.query, profile));
    if (!plan) {
      const out = await hybridCompletionRetriever.run(deps, req);
      return { ...out, notes: ["BROAD found no count, total or list to compute in the question: answered as HYBRID_COMPLETION."] };
    }
    const result = await execute(deps, plan, profile);
    // The context stays within context_tokens: evidence lines are cut, never the computed answer.
    const lines: string[] = [];
    let budget = deps.config.broad.contextTokens;
    for (const line of [`Computed answer: ${result.answer}`, ...result.evidence]) {
      const t = approxTokens(line);
      if (t > budget) break;
      budget -= t;
      lines.push(line);
    }
    const context = lines.join("\n");
    const answer = req.onlyContext ? null : deps.provider.llm && plan.kind !== "text_condition" ? await phrase(deps, req, result.answer, context) : result.answer;
    return {
      objects: [result.object],
      context,
      completion: answer ? [answer] : null,
      effectiveType: "BROAD",
      usedNodeIds: [],
      usedEdgeIds: [],
      items: result.items,
    };
  },
};

/** With an LLM the computed result is phrased as an answer (numbers are never asked of the model). */
async function phrase(deps: RetrieverDeps, req: SearchRequest, computed: string, context: string): Promise<string> {
  try {
    return (
      await deps.provider.llm!.text({
        system: "Answer the question from the computed result. Keep every number exactly as given. Be brief.",
        prompt: `Question: ${req.query}\n\n${context}`,
      })
    ).trim();
  } catch {
    return computed;
  }
}
