import { ApiError } from "../errors";

export type TokenType = "ident" | "string" | "number" | "symbol" | "eof";

export interface Token {
  type: TokenType;
  /** Identifier / symbol text, the decoded string, or the number's source text. */
  value: string;
  /** Upper-cased identifier (keyword comparisons); "" for other tokens. */
  upper: string;
  /** Backtick-quoted identifiers are never keywords. */
  quoted: boolean;
  start: number;
  end: number;
}

/** Clauses that modify the graph or call procedures: refused before parsing (CYPHER search is read-only). */
export const WRITE_CLAUSES = new Set([
  "CREATE",
  "MERGE",
  "SET",
  "DELETE",
  "DETACH",
  "REMOVE",
  "DROP",
  "CALL",
  "LOAD",
  "FOREACH",
  "ALTER",
  "GRANT",
  "REVOKE",
  "DENY",
  "USE",
]);

export const cypherError = (message: string) => new ApiError(400, "CypherQueryError", message);

const SYMBOLS = ["<>", "<=", ">=", "=~", "..", "->", "<-", "(", ")", "[", "]", "{", "}", ":", ",", ".", "-", ">", "<", "=", "*", "|", "+", "/", "%", "$"];

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = source.length;
  while (i < n) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === "/" && source[i + 1] === "/") {
      while (i < n && source[i] !== "\n") i++;
      continue;
    }
    if (ch === "/" && source[i + 1] === "*") {
      const close = source.indexOf("*/", i + 2);
      i = close === -1 ? n : close + 2;
      continue;
    }
    const start = i;
    if (ch === "'" || ch === '"') {
      let out = "";
      i++;
      while (i < n && source[i] !== ch) {
        if (source[i] === "\\" && i + 1 < n) {
          const esc = source[i + 1]!;
          out += esc === "n" ? "\n" : esc === "t" ? "\t" : esc;
          i += 2;
        } else {
          out += source[i++];
        }
      }
      if (i >= n) throw cypherError(`Unterminated string literal starting at offset ${start}.`);
      i++;
      tokens.push({ type: "string", value: out, upper: "", quoted: false, start, end: i });
      continue;
    }
    if (ch === "`") {
      const close = source.indexOf("`", i + 1);
      if (close === -1) throw cypherError(`Unterminated backtick identifier at offset ${start}.`);
      tokens.push({ type: "ident", value: source.slice(i + 1, close), upper: "", quoted: true, start, end: close + 1 });
      i = close + 1;
      continue;
    }
    if (/[0-9]/.test(ch)) {
      // `1..3` is a range: stop the number before a `..`.
      while (i < n && /[0-9]/.test(source[i]!)) i++;
      if (source[i] === "." && source[i + 1] !== "." && /[0-9]/.test(source[i + 1] ?? "")) {
        i++;
        while (i < n && /[0-9]/.test(source[i]!)) i++;
      }
      tokens.push({ type: "number", value: source.slice(start, i), upper: "", quoted: false, start, end: i });
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      while (i < n && /[A-Za-z0-9_]/.test(source[i]!)) i++;
      const value = source.slice(start, i);
      tokens.push({ type: "ident", value, upper: value.toUpperCase(), quoted: false, start, end: i });
      continue;
    }
    const sym = SYMBOLS.find((s) => source.startsWith(s, i));
    if (!sym) throw cypherError(`Unexpected character '${ch}' at offset ${i}.`);
    tokens.push({ type: "symbol", value: sym, upper: "", quoted: false, start, end: i + sym.length });
    i += sym.length;
  }
  tokens.push({ type: "eof", value: "", upper: "", quoted: false, start: n, end: n });
  return tokens;
}

/** The first write clause in the query (outside strings and backticks), or null. */
export function findWriteClause(tokens: Token[]): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type !== "ident" || t.quoted || !WRITE_CLAUSES.has(t.upper)) continue;
    // `n.set`, `:Create` labels and `{delete: 1}` map keys are names, not clauses.
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (prev?.type === "symbol" && (prev.value === "." || prev.value === ":")) continue;
    if (next?.type === "symbol" && next.value === ":") continue;
    return t.upper;
  }
  return null;
}
