import { parse as parseYaml } from "yaml";

/**
 * SKILL.md parsing as cognee does it (reference §5.4): YAML front matter between `---` lines, then the
 * markdown body (the procedure). Front matter aliases are resolved to canonical fields; everything the
 * parser does not know stays in `frontMatter` for provenance. Pure: no I/O.
 */
export interface ParsedSkill {
  description: string;
  procedure: string;
  declaredTools: string[];
  maintainer: string;
  maintainerUrl: string;
  version: string;
  tags: string[];
  license: string;
  /** Display name from the front matter (`name`/`title`); the skill's identity is the slug, not this. */
  displayName: string;
  frontMatter: Record<string, unknown>;
  warnings: string[];
}

const DESCRIPTION = ["description", "summary", "short_description", "about"];
const TOOLS = ["allowed-tools", "allowed_tools", "declared_tools", "tools"];
const MAINTAINER = ["maintainer", "company", "author", "publisher", "vendor", "org"];
const URL_KEYS = ["url", "maintainer_url", "homepage"];
const TAGS = ["tags", "categories", "keywords", "labels"];
const NAME = ["name", "title"];

/** The first alias present, looked up in the front matter and then in its nested `metadata` map. */
function pick(fm: Record<string, unknown>, keys: string[]): unknown {
  for (const k of keys) if (fm[k] !== undefined && fm[k] !== null && fm[k] !== "") return fm[k];
  const meta = fm.metadata;
  if (meta && typeof meta === "object" && !Array.isArray(meta)) {
    const m = meta as Record<string, unknown>;
    for (const k of keys) if (m[k] !== undefined && m[k] !== null && m[k] !== "") return m[k];
  }
  return undefined;
}

const scalar = (v: unknown): string => {
  if (v === undefined || v === null) return "";
  if (typeof v === "string") return v.trim();
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (typeof v === "object" && !Array.isArray(v)) {
    // e.g. `author: {name: ..., url: ...}`
    const o = v as Record<string, unknown>;
    return scalar(o.name ?? o.title ?? "");
  }
  return "";
};

/** Lists may be YAML sequences or strings: the Anthropic spec writes tools space-delimited, others use commas. */
function list(v: unknown, splitOnSpaces: boolean): string[] {
  let items: string[];
  if (Array.isArray(v)) items = v.map((x) => scalar(x));
  else if (typeof v === "string") items = v.split(splitOnSpaces && !v.includes(",") ? /\s+/ : /,/);
  else return [];
  return [...new Set(items.map((s) => s.trim()).filter(Boolean))];
}

/** First body paragraph that is not a heading (cognee's fallback description), inline markup removed. */
function firstParagraph(body: string): string {
  for (const raw of body.split(/\n\s*\n/)) {
    const para = raw.trim();
    if (para && !para.startsWith("#") && !para.startsWith("```")) return para.replace(/[`*_~]/g, "").replace(/\s+/g, " ").slice(0, 500);
  }
  return "";
}

export function splitFrontMatter(text: string): { frontMatter: Record<string, unknown>; body: string; warnings: string[] } {
  const normalised = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const m = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/.exec(normalised);
  if (!m) return { frontMatter: {}, body: normalised.trim(), warnings: [] };
  const warnings: string[] = [];
  let fm: unknown = {};
  try {
    fm = parseYaml(m[1]!) ?? {};
  } catch (err) {
    // cognee logs and continues with empty front matter; we also tell the caller.
    warnings.push(`YAML front matter could not be parsed (${(err as Error).message.split("\n")[0]}); it was ignored.`);
    fm = {};
  }
  if (typeof fm !== "object" || fm === null || Array.isArray(fm)) {
    warnings.push("YAML front matter is not a mapping; it was ignored.");
    fm = {};
  }
  return { frontMatter: fm as Record<string, unknown>, body: m[2]!.trim(), warnings };
}

export function parseSkillMarkdown(text: string): ParsedSkill {
  const { frontMatter, body, warnings } = splitFrontMatter(text);
  const description = scalar(pick(frontMatter, DESCRIPTION)) || firstParagraph(body);
  return {
    description,
    procedure: body,
    declaredTools: list(pick(frontMatter, TOOLS), true),
    maintainer: scalar(pick(frontMatter, MAINTAINER)),
    maintainerUrl: scalar(pick(frontMatter, URL_KEYS)),
    version: scalar(pick(frontMatter, ["version"])),
    tags: list(pick(frontMatter, TAGS), false),
    license: scalar(pick(frontMatter, ["license"])),
    displayName: scalar(pick(frontMatter, NAME)),
    frontMatter: jsonSafe(frontMatter) as Record<string, unknown>,
    warnings,
  };
}

/** YAML can yield Dates and other non-JSON values; store only what survives JSON. */
function jsonSafe(v: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(v, (_k, x) => (x instanceof Date ? x.toISOString() : typeof x === "bigint" ? String(x) : x)));
  } catch {
    return {};
  }
}
