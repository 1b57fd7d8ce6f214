/**
 * AST of the read-only Cypher subset accepted by `CYPHER` search: MATCH patterns (labels, inline
 * properties, typed and variable-length relationships), WHERE, RETURN [DISTINCT] with aliases and
 * aggregates, ORDER BY, SKIP, LIMIT. Plain JSON so a parsed query crosses Durable Object RPC unchanged.
 */
export type Literal = string | number | boolean | null;

export type Expr =
  | { kind: "lit"; value: Literal }
  | { kind: "list"; items: Expr[] }
  | { kind: "var"; name: string }
  | { kind: "prop"; target: Expr; key: string }
  | { kind: "cmp"; op: "=" | "<>" | "<" | "<=" | ">" | ">="; left: Expr; right: Expr }
  | { kind: "str"; op: "CONTAINS" | "STARTS WITH" | "ENDS WITH" | "=~"; left: Expr; right: Expr }
  | { kind: "in"; left: Expr; right: Expr }
  | { kind: "isnull"; negated: boolean; expr: Expr }
  | { kind: "and" | "or" | "xor"; left: Expr; right: Expr }
  | { kind: "not"; expr: Expr }
  | { kind: "neg"; expr: Expr }
  | { kind: "arith"; op: "+" | "-" | "*" | "/" | "%"; left: Expr; right: Expr }
  | { kind: "call"; name: string; args: Expr[]; distinct: boolean; star: boolean };

export interface NodePattern {
  variable: string | null;
  /** Every group must match; a group (`:A|B`) matches when any of its labels does. */
  labels: string[][];
  properties: Record<string, Expr>;
}

export interface RelPattern {
  variable: string | null;
  types: string[];
  direction: "out" | "in" | "both";
  minHops: number;
  maxHops: number;
  variableLength: boolean;
  properties: Record<string, Expr>;
}

export interface PathPattern {
  pathVariable: string | null;
  nodes: NodePattern[];
  rels: RelPattern[];
}

export interface MatchClause {
  patterns: PathPattern[];
  where: Expr | null;
}

export interface ReturnItem {
  expr: Expr;
  /** Column name: the alias, else the expression as written. */
  name: string;
}

export interface SortItem {
  expr: Expr;
  /** The expression as written, to match a RETURN column of the same text. */
  text: string;
  descending: boolean;
}

export interface CypherQuery {
  matches: MatchClause[];
  distinct: boolean;
  /** `RETURN *` */
  returnAll: boolean;
  items: ReturnItem[];
  orderBy: SortItem[];
  skip: number;
  limit: number | null;
}

export const AGGREGATES = new Set(["count", "collect", "sum", "avg", "min", "max"]);
