/**
 * Date normalisation for extracted Date nodes: "7 November 1867" -> "1867-11-07", "November 1867" ->
 * "1867-11", "1895" -> "1895" (cognee's prompt: YYYY-MM-DD, or partial). Relative expressions
 * ("yesterday", "last week", "3 years ago") resolve only against a reference date; without one they are
 * not dates we can name, so they yield null.
 */

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11,
  november: 11, dec: 12, december: 12,
};
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m?: number, d?: number) =>
  d !== undefined && m !== undefined ? `${y}-${pad(m)}-${pad(d)}` : m !== undefined ? `${y}-${pad(m)}` : String(y);

function valid(y: number, m?: number, d?: number): boolean {
  if (!(y >= 1 && y <= 9999)) return false;
  if (m !== undefined && !(m >= 1 && m <= 12)) return false;
  if (d !== undefined) {
    if (m === undefined) return false;
    const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
    if (!(d >= 1 && d <= days)) return false;
  }
  return true;
}

export interface NormalisedDate {
  /** YYYY-MM-DD, YYYY-MM, YYYY or a decade such as 1990s. */
  value: string;
  precision: "day" | "month" | "year" | "decade";
}

/** Parses a reference date given as ISO (YYYY-MM-DD...) or any text normaliseDate understands to day precision. */
export function parseReferenceDate(ref: string | undefined): Date | undefined {
  if (!ref) return undefined;
  const n = normaliseDate(ref);
  if (n?.precision === "day") {
    const [y, m, d] = n.value.split("-").map(Number);
    return new Date(Date.UTC(y!, m! - 1, d!));
  }
  const t = Date.parse(ref);
  return Number.isFinite(t) ? new Date(t) : undefined;
}

const day = (d: Date): NormalisedDate => ({ value: iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()), precision: "day" });
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

function relative(text: string, ref: Date): NormalisedDate | null {
  const t = text.toLowerCase().replace(/^(on|in|at|the)\s+/, "").trim();
  if (t === "today" || t === "tonight" || t === "this morning" || t === "this evening" || t === "this afternoon") return day(ref);
  if (t === "yesterday" || t === "last night") return day(addDays(ref, -1));
  if (t === "tomorrow") return day(addDays(ref, 1));
  if (t === "last year") return { value: String(ref.getUTCFullYear() - 1), precision: "year" };
  if (t === "this year") return { value: String(ref.getUTCFullYear()), precision: "year" };
  if (t === "next year") return { value: String(ref.getUTCFullYear() + 1), precision: "year" };
  const monthShift = t === "last month" ? -1 : t === "next month" ? 1 : t === "this month" ? 0 : undefined;
  if (monthShift !== undefined) {
    const d = new Date(Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth() + monthShift, 1));
    return { value: iso(d.getUTCFullYear(), d.getUTCMonth() + 1), precision: "month" };
  }
  if (t === "last week") return day(addDays(ref, -7));
  if (t === "next week") return day(addDays(ref, 7));
  const ago = /^(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(day|week|month|year)s?\s+ago$/.exec(t);
  if (ago) {
    const words: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
    const n = words[ago[1]!] ?? Number(ago[1]);
    const unit = ago[2]!;
    if (unit === "day") return day(addDays(ref, -n));
    if (unit === "week") return day(addDays(ref, -7 * n));
    if (unit === "month") {
      const d = new Date(Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth() - n, 1));
      return { value: iso(d.getUTCFullYear(), d.getUTCMonth() + 1), precision: "month" };
    }
    return { value: String(ref.getUTCFullYear() - n), precision: "year" };
  }
  const wd = /^(last|this|next)?\s*(sunday|monday|tuesday|wednesday|thursday|friday|saturday)$/.exec(t);
  if (wd) {
    const target = WEEKDAYS.indexOf(wd[2]!);
    const cur = ref.getUTCDay();
    let diff = target - cur;
    if (wd[1] === "next") diff = diff <= 0 ? diff + 7 : diff;
    else if (wd[1] === "this") diff = diff;
    else diff = diff >= 0 ? diff - 7 : diff; // "last Friday" / bare "Friday" in past narration
    return day(addDays(ref, diff));
  }
  return null;
}

/**
 * Normalises a date expression. Returns null for anything that is not a calendar date we can name
 * (times of day, durations, relative expressions without a reference date).
 */
export function normaliseDate(text: string, reference?: Date): NormalisedDate | null {
  const raw = text.trim().replace(/\s+/g, " ");
  if (!raw) return null;
  const t = raw.toLowerCase().replace(/^(on|in|at|since|by|from|during|the)\s+/, "").replace(/[.,]+$/, "");
  let m: RegExpExecArray | null;

  if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[t ][\d:.]+z?)?$/.exec(t)) || (m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(t))) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return valid(y, mo, d) ? { value: iso(y, mo, d), precision: "day" } : null;
  }
  if ((m = /^(\d{4})-(\d{1,2})$/.exec(t))) {
    const [y, mo] = [Number(m[1]), Number(m[2])];
    return valid(y, mo) ? { value: iso(y, mo), precision: "month" } : null;
  }
  // US style M/D/YYYY (the common reading in English prose).
  if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(t))) {
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y < 50 ? 2000 : 1900;
    const [mo, d] = [Number(m[1]), Number(m[2])];
    if (valid(y, mo, d)) return { value: iso(y, mo, d), precision: "day" };
    if (valid(y, d, mo)) return { value: iso(y, d, mo), precision: "day" };
    return null;
  }
  const monthRe = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
  const dayRe = "(\\d{1,2})(?:st|nd|rd|th)?";
  // Optional leading weekday and time ("1:56 pm on 8 May, 2023", "Monday, 8 May 2023").
  const cleaned = t
    .replace(/^\d{1,2}(:\d{2})?\s*(am|pm)?\s*(on\s+)?/, (s) => (/(am|pm|:)/.test(s) ? "" : s))
    .replace(/^(sunday|monday|tuesday|wednesday|thursday|friday|saturday),?\s+/, "")
    .replace(/^(on|the)\s+/, "")
    .replace(/^the\s+/, "");
  if ((m = new RegExp(`^${dayRe}(?: of)? ${monthRe},? (\\d{4})$`).exec(cleaned))) {
    const [d, mo, y] = [Number(m[1]), MONTHS[m[2]!.replace(/\.$/, "")], Number(m[3])];
    return mo && valid(y, mo, d) ? { value: iso(y, mo, d), precision: "day" } : null;
  }
  if ((m = new RegExp(`^${monthRe} ${dayRe},? (\\d{4})$`).exec(cleaned))) {
    const [mo, d, y] = [MONTHS[m[1]!.replace(/\.$/, "")], Number(m[2]), Number(m[3])];
    return mo && valid(y, mo, d) ? { value: iso(y, mo, d), precision: "day" } : null;
  }
  if ((m = new RegExp(`^(?:(?:early|mid|late|in)[ -])?${monthRe},? (?:of )?(\\d{4})$`).exec(cleaned))) {
    const [mo, y] = [MONTHS[m[1]!.replace(/\.$/, "")], Number(m[2])];
    return mo && valid(y, mo) ? { value: iso(y, mo), precision: "month" } : null;
  }
  if (reference && ((m = new RegExp(`^${dayRe}(?: of)? ${monthRe}$`).exec(cleaned)) || (m = new RegExp(`^${monthRe} ${dayRe}$`).exec(cleaned)))) {
    const a = m[1]!, b = m[2]!;
    const [d, mo] = /^\d/.test(a) ? [Number(a), MONTHS[b.replace(/\.$/, "")]] : [Number(b), MONTHS[a.replace(/\.$/, "")]];
    const y = reference.getUTCFullYear();
    return mo && valid(y, mo, d) ? { value: iso(y, mo, d), precision: "day" } : null;
  }
  if ((m = /^(?:(?:early|mid|late|in|the year)[ -])?(\d{4})$/.exec(cleaned))) {
    const y = Number(m[1]);
    return y >= 1000 && y <= 2999 ? { value: String(y), precision: "year" } : null;
  }
  if ((m = /^(?:(?:early|mid|late)[ -])?(\d{3}0)'?s$/.exec(cleaned))) return { value: `${m[1]}s`, precision: "decade" };
  if (reference) return relative(cleaned, reference);
  return null;
}
