import { ApiError } from "../errors";
import type { CypherQuery, Expr, MatchClause, NodePattern, PathPattern, RelPattern, ReturnItem, SortItem } from "./ast";
import { cypherError, findWriteClause, type Token, tokenize } from "./lexer";

/** Upper bound of `*` / `*2..` variable-length relationships: keeps expansion bounded in the pod. */
export const MAX_VAR_LENGTH_HOPS = 5;
/** Longest query text accepted (a pattern this long is almost surely not hand-written Cypher). */
export const MAX_QUERY_CHARS = 10_000;

/**
 * Parses the read-only Cypher subset. Write and procedure clauses (CREATE, MERGE, SET, DELETE, REMOVE,
 * DROP, CALL, ...) are refused with 400 `CypherWriteNotAllowedError`; anything outside the subset with
 * 400 `CypherQueryError` naming what was not understood.
 */
export function parseCypher(source: string): CypherQuery {
  if (source.length > MAX_QUERY_CHARS) throw cypherError(`Cypher query is longer than ${MAX_QUERY_CHARS} characters.`);
  const tokens = tokenize(source);
  const write = findWriteClause(tokens);
  if (write) {
    throw new ApiError(
      400,
      "CypherWriteNotAllowedError",
      `Only read-only Cypher is accepted by CYPHER search: the ${write} clause would modify the graph or call a procedure.`,
    );
  }
  return new Parser(source, tokens).query();
}

class Parser {
  private pos = 0;
  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
  ) {}

  private get tok(): Token {
    return this.tokens[this.pos]!;
  }
  private peek(offset = 1): Token {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)]!;
  }
  private next(): Token {
    const t = this.tok;
    if (t.type !== "eof") this.pos++;
    return t;
  }
  private isKeyword(word: string, t: Token = this.tok): boolean {
    return t.type === "ident" && !t.quoted && t.upper === word;
  }
  private isSymbol(sym: string, t: Token = this.tok): boolean {
    return t.type === "symbol" && t.value === sym;
  }
  private acceptKeyword(word: string): boolean {
    if (!this.isKeyword(word)) return false;
    this.pos++;
    return true;
  }
  private acceptSymbol(sym: string): boolean {
    if (!this.isSymbol(sym)) return false;
    this.pos++;
    return true;
  }
  private expectKeyword(word: string): void {
    if (!this.acceptKeyword(word)) throw this.unexpected(`expected ${word}`);
  }
  private expectSymbol(sym: string): void {
    if (!this.acceptSymbol(sym)) throw this.unexpected(`expected '${sym}'`);
  }
  private unexpected(what: string): ApiError {
    const t = this.tok;
    const near = t.type === "eof" ? "end of query" : `'${this.source.slice(t.start, t.end)}' at offset ${t.start}`;
    return cypherError(`Cypher syntax not understood (${what}) near ${near}. Supported: MATCH patterns, WHERE, RETURN [DISTINCT], ORDER BY, SKIP, LIMIT.`);
  }
  private identifier(what: string): string {
    const t = this.tok;
    if (t.type !== "ident") throw this.unexpected(`expected ${what}`);
    this.pos++;
    return t.value;
  }

  query(): CypherQuery {
    const matches: MatchClause[] = [];
    for (;;) {
      if (this.isKeyword("OPTIONAL")) throw cypherError("OPTIONAL MATCH is not supported by this Cypher subset.");
      if (this.isKeyword("WITH") || this.isKeyword("UNWIND") || this.isKeyword("UNION")) {
        throw cypherError(`${this.tok.upper} is not supported by this Cypher subset.`);
      }
      if (!this.acceptKeyword("MATCH")) break;
      const patterns = [this.pathPattern()];
      while (this.acceptSymbol(",")) patterns.push(this.pathPattern());
      const where = this.acceptKeyword("WHERE") ? this.expression() : null;
      matches.push({ patterns, where });
    }
    if (matches.length === 0) throw this.unexpected("a query starts with MATCH");
    this.expectKeyword("RETURN");
    const distinct = this.acceptKeyword("DISTINCT");
    let returnAll = false;
    const items: ReturnItem[] = [];
    if (this.acceptSymbol("*")) returnAll = true;
    else {
      items.push(this.returnItem());
      while (this.acceptSymbol(",")) items.push(this.returnItem());
    }
    const orderBy: SortItem[] = [];
    if (this.acceptKeyword("ORDER")) {
      this.expectKeyword("BY");
      do {
        const start = this.tok.start;
        const expr = this.expression();
        const text = this.source.slice(start, this.tokens[this.pos - 1]!.end).trim();
        let descending = false;
        if (this.acceptKeyword("DESC") || this.acceptKeyword("DESCENDING")) descending = true;
        else if (!this.acceptKeyword("ASC")) this.acceptKeyword("ASCENDING");
        orderBy.push({ expr, text, descending });
      } while (this.acceptSymbol(","));
    }
    let skip = 0;
    let limit: number | null = null;
    if (this.acceptKeyword("SKIP")) skip = this.nonNegativeInt("SKIP");
    if (this.acceptKeyword("LIMIT")) limit = this.nonNegativeInt("LIMIT");
    this.acceptSymbol(";");
    if (this.tok.type !== "eof") throw this.unexpected("expected end of query");
    return { matches, distinct, returnAll, items, orderBy, skip, limit };
  }

  private nonNegativeInt(clause: string): number {
    const t = this.tok;
    if (t.type !== "number" || !/^\d+$/.test(t.value)) throw this.unexpected(`${clause} takes a non-negative integer`);
    this.pos++;
    return Number(t.value);
  }

  private returnItem(): ReturnItem {
    const start = this.tok.start;
    const expr = this.expression();
    const text = this.source.slice(start, this.tokens[this.pos - 1]!.end).trim();
    const name = this.acceptKeyword("AS") ? this.identifier("an alias after AS") : text;
    return { expr, name };
  }

  // ---- patterns ----

  private pathPattern(): PathPattern {
    let pathVariable: string | null = null;
    if (this.tok.type === "ident" && this.isSymbol("=", this.peek())) {
      pathVariable = this.identifier("a path variable");
      this.pos++;
    }
    const nodes = [this.nodePattern()];
    const rels: RelPattern[] = [];
    while (this.isSymbol("-") || this.isSymbol("<-")) {
      rels.push(this.relPattern());
      nodes.push(this.nodePattern());
    }
    return { pathVariable, nodes, rels };
  }

  private nodePattern(): NodePattern {
    this.expectSymbol("(");
    let variable: string | null = null;
    if (this.tok.type === "ident") variable = this.identifier("a node variable");
    const labels: string[][] = [];
    while (this.acceptSymbol(":")) {
      const group = [this.identifier("a label")];
      while (this.acceptSymbol("|")) group.push(this.identifier("a label"));
      labels.push(group);
    }
    const properties = this.isSymbol("{") ? this.propertyMap() : {};
    this.expectSymbol(")");
    return { variable, labels, properties };
  }

  private relPattern(): RelPattern {
    let leftArrow = false;
    if (this.acceptSymbol("<-")) leftArrow = true;
    else this.expectSymbol("-");
    let variable: string | null = null;
    const types: string[] = [];
    let minHops = 1;
    let maxHops = 1;
    let variableLength = false;
    let properties: Record<string, Expr> = {};
    if (this.acceptSymbol("[")) {
      if (this.tok.type === "ident") variable = this.identifier("a relationship variable");
      if (this.acceptSymbol(":")) {
        types.push(this.identifier("a relationship type"));
        while (this.acceptSymbol("|")) {
          this.acceptSymbol(":");
          types.push(this.identifier("a relationship type"));
        }
      }
      if (this.acceptSymbol("*")) {
        variableLength = true;
        minHops = 1;
        maxHops = MAX_VAR_LENGTH_HOPS;
        if (this.tok.type === "number") {
          minHops = this.nonNegativeInt("*");
          maxHops = minHops;
        }
        if (this.acceptSymbol("..")) {
          maxHops = this.tok.type === "number" ? this.nonNegativeInt("*..") : MAX_VAR_LENGTH_HOPS;
        }
        if (maxHops > MAX_VAR_LENGTH_HOPS) {
          throw cypherError(`Variable-length relationships are limited to ${MAX_VAR_LENGTH_HOPS} hops (got ${maxHops}).`);
        }
        if (minHops > maxHops) throw cypherError(`Invalid hop range *${minHops}..${maxHops}.`);
      }
      if (this.isSymbol("{")) properties = this.propertyMap();
      this.expectSymbol("]");
    }
    let rightArrow = false;
    if (this.acceptSymbol("->")) rightArrow = true;
    else this.expectSymbol("-");
    if (leftArrow && rightArrow) throw cypherError("A relationship cannot point both ways (<-[]->).");
    return {
      variable,
      types,
      direction: rightArrow ? "out" : leftArrow ? "in" : "both",
      minHops,
      maxHops,
      variableLength,
      properties,
    };
  }

  private propertyMap(): Record<string, Expr> {
    this.expectSymbol("{");
    const out: Record<string, Expr> = {};
    if (!this.isSymbol("}")) {
      do {
        const key = this.identifier("a property name");
        this.expectSymbol(":");
        out[key] = this.expression();
      } while (this.acceptSymbol(","));
    }
    this.expectSymbol("}");
    return out;
  }

  // ---- expressions (precedence: OR < XOR < AND < NOT < comparison < additive < multiplicative < unary) ----

  expression(): Expr {
    return this.orExpr();
  }

  private orExpr(): Expr {
    let left = this.xorExpr();
    while (this.acceptKeyword("OR")) left = { kind: "or", left, right: this.xorExpr() };
    return left;
  }

  private xorExpr(): Expr {
    let left = this.andExpr();
    while (this.acceptKeyword("XOR")) left = { kind: "xor", left, right: this.andExpr() };
    return left;
  }

  private andExpr(): Expr {
    let left = this.notExpr();
    while (this.acceptKeyword("AND")) left = { kind: "and", left, right: this.notExpr() };
    return left;
  }

  private notExpr(): Expr {
    if (this.acceptKeyword("NOT")) return { kind: "not", expr: this.notExpr() };
    return this.comparison();
  }

  private comparison(): Expr {
    let left = this.additive();
    for (;;) {
      const t = this.tok;
      if (t.type === "symbol" && ["=", "<>", "<", "<=", ">", ">="].includes(t.value)) {
        this.pos++;
        left = { kind: "cmp", op: t.value as "=", left, right: this.additive() };
      } else if (this.isSymbol("=~")) {
        this.pos++;
        left = { kind: "str", op: "=~", left, right: this.additive() };
      } else if (this.acceptKeyword("CONTAINS")) {
        left = { kind: "str", op: "CONTAINS", left, right: this.additive() };
      } else if (this.isKeyword("STARTS") && this.isKeyword("WITH", this.peek())) {
        this.pos += 2;
        left = { kind: "str", op: "STARTS WITH", left, right: this.additive() };
      } else if (this.isKeyword("ENDS") && this.isKeyword("WITH", this.peek())) {
        this.pos += 2;
        left = { kind: "str", op: "ENDS WITH", left, right: this.additive() };
      } else if (this.acceptKeyword("IN")) {
        left = { kind: "in", left, right: this.additive() };
      } else if (this.isKeyword("IS")) {
        this.pos++;
        const negated = this.acceptKeyword("NOT");
        this.expectKeyword("NULL");
        left = { kind: "isnull", negated, expr: left };
      } else {
        return left;
      }
    }
  }

  private additive(): Expr {
    let left = this.multiplicative();
    for (;;) {
      if (this.isSymbol("+") || (this.isSymbol("-") && !this.looksLikeRelationship())) {
        const op = this.next().value as "+" | "-";
        left = { kind: "arith", op, left, right: this.multiplicative() };
      } else return left;
    }
  }

  /** In WHERE, `(a)-[:R]->(b)` pattern predicates are not supported; a `-` there is arithmetic. */
  private looksLikeRelationship(): boolean {
    const n = this.peek();
    return n.type === "symbol" && (n.value === "[" || n.value === ">" || n.value === "(");
  }

  private multiplicative(): Expr {
    let left = this.unary();
    while (this.isSymbol("*") || this.isSymbol("/") || this.isSymbol("%")) {
      const op = this.next().value as "*" | "/" | "%";
      left = { kind: "arith", op, left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expr {
    if (this.acceptSymbol("-")) return { kind: "neg", expr: this.unary() };
    if (this.acceptSymbol("+")) return this.unary();
    return this.postfix();
  }

  private postfix(): Expr {
    let expr = this.atom();
    while (this.isSymbol(".")) {
      this.pos++;
      expr = { kind: "prop", target: expr, key: this.identifier("a property name") };
    }
    return expr;
  }

  private atom(): Expr {
    const t = this.tok;
    if (t.type === "string") {
      this.pos++;
      return { kind: "lit", value: t.value };
    }
    if (t.type === "number") {
      this.pos++;
      return { kind: "lit", value: Number(t.value) };
    }
    if (this.acceptSymbol("(")) {
      const inner = this.expression();
      this.expectSymbol(")");
      return inner;
    }
    if (this.acceptSymbol("[")) {
      const items: Expr[] = [];
      if (!this.isSymbol("]")) {
        do items.push(this.expression());
        while (this.acceptSymbol(","));
      }
      this.expectSymbol("]");
      return { kind: "list", items };
    }
    if (this.isSymbol("$")) throw cypherError("Query parameters ($name) are not supported: inline the values.");
    if (t.type === "ident") {
      if (!t.quoted && t.upper === "TRUE") return this.advance({ kind: "lit", value: true });
      if (!t.quoted && t.upper === "FALSE") return this.advance({ kind: "lit", value: false });
      if (!t.quoted && t.upper === "NULL") return this.advance({ kind: "lit", value: null });
      if (this.isSymbol("(", this.peek())) return this.call();
      this.pos++;
      return { kind: "var", name: t.value };
    }
    throw this.unexpected("expected an expression");
  }

  private advance(e: Expr): Expr {
    this.pos++;
    return e;
  }

  private call(): Expr {
    const name = this.identifier("a function name").toLowerCase();
    this.expectSymbol("(");
    if (this.acceptSymbol("*")) {
      this.expectSymbol(")");
      if (name !== "count") throw cypherError(`${name}(*) is not valid; only count(*) takes '*'.`);
      return { kind: "call", name, args: [], distinct: false, star: true };
    }
    const distinct = this.acceptKeyword("DISTINCT");
    const args: Expr[] = [];
    if (!this.isSymbol(")")) {
      do args.push(this.expression());
      while (this.acceptSymbol(","));
    }
    this.expectSymbol(")");
    if (!KNOWN_FUNCTIONS.has(name)) {
      throw cypherError(`Function ${name}() is not supported. Supported: ${[...KNOWN_FUNCTIONS].sort().join(", ")}.`);
    }
    return { kind: "call", name, args, distinct, star: false };
  }
}

export const KNOWN_FUNCTIONS = new Set([
  "count",
  "collect",
  "sum",
  "avg",
  "min",
  "max",
  "id",
  "elementid",
  "type",
  "labels",
  "properties",
  "tolower",
  "toupper",
  "trim",
  "size",
  "length",
  "coalesce",
  "tostring",
  "tointeger",
  "tofloat",
  "nodes",
  "relationships",
  "startnode",
  "endnode",
]);
