/**
 * Time windows in questions ("in March 2023", "between 2019 and 2021", "before 2020", "last year"),
 * parsed by rules (no LLM locally). Bounds are epoch ms, inclusive; an open end is null. The matched
 * phrase is returned so retrieval can search the rest of the question by topic.
 */
export interface TimeWindow {
  start: number | null;
  end: number | null;
  /** The text that set the window, e.g. "in March 2023". */
  phrase: string;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const YEAR = "(1[0-9]{3}|20[0-9]{2}|21[0-9]{2})";
const DAY = "(\\d{1,2})(?:st|nd|rd|th)?";

const monthNo = (m: string) => MONTHS.findIndex((full) => full.startsWith(m.toLowerCase().slice(0, 3)));
const utc = (y: number, m = 0, d = 1) => Date.UTC(y, m, d);
const endOfDay = (y: number, m: number, d: number) => Date.UTC(y, m, d + 1) - 1;

interface Span {
  start: number;
  end: number;
}

const yearSpan = (y: number): Span => ({ start: utc(y), end: utc(y + 1) - 1 });
const monthSpan = (y: number, m: number): Span => ({ start: utc(y, m), end: utc(y, m + 1) - 1 });
const daySpan = (y: number, m: number, d: number): Span => ({ start: utc(y, m, d), end: endOfDay(y, m, d) });

/** One date expression at the start of `s`: a day, a month, a quarter, a decade or a year. */
function parsePoint(s: string): (Span & { length: number }) | null {
  const tries: [RegExp, (m: RegExpExecArray) => Span | null][] = [
    [/^(\d{4})-(\d{2})-(\d{2})\b/, (m) => daySpan(+m[1]!, +m[2]! - 1, +m[3]!)],
    [/^(\d{4})-(\d{2})\b/, (m) => monthSpan(+m[1]!, +m[2]! - 1)],
    [new RegExp(`^${DAY}\\s+(?:of\\s+)?${MONTH}\\.?,?\\s+${YEAR}\\b`, "i"), (m) => daySpan(+m[3]!, monthNo(m[2]!), +m[1]!)],
    [new RegExp(`^${MONTH}\\.?\\s+${DAY},?\\s+${YEAR}\\b`, "i"), (m) => daySpan(+m[3]!, monthNo(m[1]!), +m[2]!)],
    [new RegExp(`^${MONTH}\\.?,?\\s+(?:of\\s+)?${YEAR}\\b`, "i"), (m) => monthSpan(+m[2]!, monthNo(m[1]!))],
    [new RegExp(`^q([1-4])\\s+${YEAR}\\b`, "i"), (m) => ({ start: utc(+m[2]!, (+m[1]! - 1) * 3), end: utc(+m[2]!, +m[1]! * 3) - 1 })],
    [/^(?:the\s+)?(1[0-9]{2}0|20[0-9]0)'?s\b/i, (m) => ({ start: utc(+m[1]!), end: utc(+m[1]! + 10) - 1 })],
    [new RegExp(`^(?:early|the\\s+beginning\\s+of)\\s+${YEAR}\\b`, "i"), (m) => ({ start: utc(+m[1]!), end: utc(+m[1]!, 4) - 1 })],
    [new RegExp(`^(?:mid|mid-)\\s*-?${YEAR}\\b`, "i"), (m) => ({ start: utc(+m[1]!, 4), end: utc(+m[1]!, 8) - 1 })],
    [new RegExp(`^(?:late|the\\s+end\\s+of)\\s+${YEAR}\\b`, "i"), (m) => ({ start: utc(+m[1]!, 8), end: utc(+m[1]! + 1) - 1 })],
    // Bare years: 1600-2199 only, so quantities such as "1200 people" are not read as dates.
    [/^(1[6-9][0-9]{2}|20[0-9]{2}|21[0-9]{2})\b/, (m) => yearSpan(+m[1]!)],
  ];
  for (const [re, fn] of tries) {
    const m = re.exec(s);
    if (!m) continue;
    const span = fn(m);
    if (span && Number.isFinite(span.start) && Number.isFinite(span.end)) return { ...span, length: m[0].length };
  }
  return null;
}

/** Relative expressions against `now`: "last year", "this month", "3 weeks ago", "in the past 2 years". */
function relative(q: string, now: Date): (Span & { phrase: string }) | null {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const nowMs = now.getTime();
  const DAY_MS = 86_400_000;
  const weekStart = (t: number) => {
    const day = new Date(t).getUTCDay();
    const monday = t - ((day + 6) % 7) * DAY_MS;
    const md = new Date(monday);
    return utc(md.getUTCFullYear(), md.getUTCMonth(), md.getUTCDate());
  };
  const rules: [RegExp, (mm: RegExpExecArray) => Span][] = [
    [/\b(?:in\s+|during\s+)?(?:the\s+)?(?:last|past|previous)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(day|week|month|year)s?\b/i, (mm) => {
      const n = wordNumber(mm[1]!);
      const unit = mm[2]!.toLowerCase();
      const start =
        unit === "day" ? nowMs - n * DAY_MS : unit === "week" ? nowMs - n * 7 * DAY_MS : unit === "month" ? Date.UTC(y, m - n, d) : Date.UTC(y - n, m, d);
      return { start, end: nowMs };
    }],
    [/\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(day|week|month|year)s?\s+ago\b/i, (mm) => {
      const n = mm[1]!.toLowerCase() === "a" ? 1 : wordNumber(mm[1]!);
      const unit = mm[2]!.toLowerCase();
      if (unit === "year") return yearSpan(y - n);
      if (unit === "month") {
        const t = new Date(Date.UTC(y, m - n, 1));
        return monthSpan(t.getUTCFullYear(), t.getUTCMonth());
      }
      const t = nowMs - n * (unit === "week" ? 7 : 1) * DAY_MS;
      if (unit === "week") return { start: weekStart(t), end: weekStart(t) + 7 * DAY_MS - 1 };
      const td = new Date(t);
      return daySpan(td.getUTCFullYear(), td.getUTCMonth(), td.getUTCDate());
    }],
    [/\blast\s+year\b|\bprevious\s+year\b/i, () => yearSpan(y - 1)],
    [/\bthis\s+year\b|\bcurrent\s+year\b/i, () => yearSpan(y)],
    [/\bnext\s+year\b/i, () => yearSpan(y + 1)],
    [/\blast\s+month\b|\bprevious\s+month\b/i, () => {
      const t = new Date(Date.UTC(y, m - 1, 1));
      return monthSpan(t.getUTCFullYear(), t.getUTCMonth());
    }],
    [/\bthis\s+month\b/i, () => monthSpan(y, m)],
    [/\blast\s+week\b/i, () => ({ start: weekStart(nowMs) - 7 * DAY_MS, end: weekStart(nowMs) - 1 })],
    [/\bthis\s+week\b/i, () => ({ start: weekStart(nowMs), end: weekStart(nowMs) + 7 * DAY_MS - 1 })],
    [/\byesterday\b/i, () => {
      const t = new Date(nowMs - DAY_MS);
      return daySpan(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
    }],
    [/\btoday\b/i, () => daySpan(y, m, d)],
    [/\brecently\b|\blately\b/i, () => ({ start: nowMs - 30 * DAY_MS, end: nowMs })],
  ];
  for (const [re, fn] of rules) {
    const mm = re.exec(q);
    if (mm) return { ...fn(mm), phrase: mm[0] };
  }
  return null;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const wordNumber = (w: string) => NUMBER_WORDS[w.toLowerCase()] ?? Number(w);

/** Finds every date expression in `q` with its offset (a year, a month, a day, a decade...). */
function points(q: string): (Span & { index: number; length: number })[] {
  const out: (Span & { index: number; length: number })[] = [];
  for (let i = 0; i < q.length; i++) {
    if (i > 0 && /[A-Za-z0-9]/.test(q[i - 1]!)) continue;
    const p = parsePoint(q.slice(i));
    if (p) {
      out.push({ ...p, index: i });
      i += p.length - 1;
    }
  }
  return out;
}

export function parseTimeWindow(query: string, now: Date = new Date()): TimeWindow | null {
  const q = query.replace(/\s+/g, " ");
  const found = points(q);
  const prefix = (p: { index: number }) => q.slice(Math.max(0, p.index - 24), p.index).toLowerCase();

  // Ranges first: "between X and Y", "from X to/until Y", "X-Y".
  for (let i = 0; i + 1 < found.length; i++) {
    const a = found[i]!;
    const b = found[i + 1]!;
    const gap = q.slice(a.index + a.length, b.index).trim().toLowerCase();
    const pre = prefix(a);
    const isRange =
      (/\bbetween\s*$/.test(pre) && gap === "and") ||
      (/\b(from|since)\s*$/.test(pre) && /^(to|until|till|through|-|–)$/.test(gap)) ||
      (/^(-|–|to)$/.test(gap) && b.index - (a.index + a.length) <= 4);
    if (isRange) {
      const phraseStart = /\b(between|from|since)\s*$/.test(pre) ? q.lastIndexOf(pre.trim().split(" ").pop()!, a.index) : a.index;
      return { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end), phrase: q.slice(Math.max(0, phraseStart), b.index + b.length) };
    }
  }
  if (found.length) {
    const p = found[0]!;
    const pre = prefix(p);
    const text = q.slice(p.index, p.index + p.length);
    const m = /\b(before|prior to|until|till|up to|by|after|since|from|later than|earlier than)\s*$/.exec(pre);
    if (m) {
      const w = m[1]!;
      const phrase = `${w} ${text}`;
      if (w === "before" || w === "prior to" || w === "earlier than") return { start: null, end: p.start - 1, phrase };
      if (w === "until" || w === "till" || w === "up to" || w === "by") return { start: null, end: p.end, phrase };
      if (w === "after" || w === "later than") return { start: p.end + 1, end: null, phrase };
      return { start: p.start, end: null, phrase };
    }
    const inMatch = /\b(in|on|during|of|throughout|around)\s*$/.exec(pre);
    return { start: p.start, end: p.end, phrase: inMatch ? `${inMatch[1]} ${text}` : text };
  }
  const rel = relative(q, now);
  if (rel) return { start: rel.start, end: rel.end, phrase: rel.phrase };
  return null;
}

/** The span an ISO-ish date string covers: "2023" a year, "2023-03" a month, "2023-03-05" a day. */
export function isoSpan(iso: string): Span | null {
  const m = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(iso.trim());
  if (!m) {
    const t = Date.parse(iso);
    return Number.isNaN(t) ? null : { start: t, end: t };
  }
  const y = +m[1]!;
  if (m[3]) return daySpan(y, +m[2]! - 1, +m[3]);
  if (m[2]) return monthSpan(y, +m[2] - 1);
  return yearSpan(y);
}

/** Whether a span overlaps the window (open ends are unbounded). */
export function overlaps(span: Span, w: TimeWindow): boolean {
  return (w.start === null || span.end >= w.start) && (w.end === null || span.start <= w.end);
}

/** The question with the time phrase removed (what to search for inside the window). */
export function withoutPhrase(query: string, w: TimeWindow): string {
  const q = query.replace(/\s+/g, " ");
  const i = q.toLowerCase().indexOf(w.phrase.toLowerCase());
  if (i < 0) return query;
  const rest = `${q.slice(0, i)} ${q.slice(i + w.phrase.length)}`.replace(/\s+/g, " ").trim();
  return rest.length >= 3 ? rest : query;
}
