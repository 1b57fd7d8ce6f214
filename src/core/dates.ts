/** Date mentions in text, normalised to ISO (YYYY, YYYY-MM or YYYY-MM-DD). Used to date facts. */
const MONTHS = [
  "january", "february", "march", "april", "may", "june",
  "july", "august", "september", "october", "november", "december",
];
const MONTH_RE = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

const monthIndex = (m: string) => MONTHS.findIndex((full) => full.startsWith(m.toLowerCase().slice(0, 3))) + 1;
const pad = (n: number) => String(n).padStart(2, "0");

export function extractDates(text: string): string[] {
  const found = new Set<string>();
  const covered: [number, number][] = [];
  const take = (re: RegExp, toIso: (m: RegExpExecArray) => string | null) => {
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (covered.some(([a, b]) => start < b && end > a)) continue;
      const iso = toIso(m);
      if (iso) {
        found.add(iso);
        covered.push([start, end]);
      }
    }
  };
  take(/\b(\d{4})-(\d{2})(?:-(\d{2}))?\b/g, (m) => (m[3] ? `${m[1]}-${m[2]}-${m[3]}` : `${m[1]}-${m[2]}`));
  take(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\.?,?\\s+(\\d{4})\\b`, "gi"), (m) => {
    const mo = monthIndex(m[2]!);
    return mo ? `${m[3]}-${pad(mo)}-${pad(Number(m[1]))}` : null;
  });
  take(new RegExp(`\\b${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "gi"), (m) => {
    const mo = monthIndex(m[1]!);
    return mo ? `${m[3]}-${pad(mo)}-${pad(Number(m[2]))}` : null;
  });
  take(new RegExp(`\\b${MONTH_RE}\\.?,?\\s+(\\d{4})\\b`, "gi"), (m) => {
    const mo = monthIndex(m[1]!);
    return mo ? `${m[2]}-${pad(mo)}` : null;
  });
  take(/\b(1[5-9]\d{2}|20\d{2})\b/g, (m) => m[1]!);
  return [...found];
}

/** Parses an `effective_date`-style metadata value to epoch ms; null when absent or unparseable. */
export function parseDateValue(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v > 1e11 ? v : v * 1000;
  if (typeof v !== "string" || !v.trim()) return null;
  const t = Date.parse(v.trim());
  return Number.isNaN(t) ? null : t;
}
