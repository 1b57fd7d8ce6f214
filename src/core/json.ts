import { ApiError } from "./errors";

/** JSON stored in a TEXT column, read back with a fallback for empty or malformed values. */

export const json = <T>(v: string | null | undefined, fallback: T): T => {
  if (v === null || v === undefined || v === "") return fallback;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
};

/** Largest JSON request body accepted (the JSON form of /add; larger content goes as multipart files). */
export const JSON_BODY_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Deepest nesting accepted in user JSON. Structured clone (every pod RPC) and recursive walks overflow the
 * stack near 2,500 levels; real payloads (metadata, traces, graph models) stay under ~10, so 64 leaves room.
 */
export const JSON_MAX_DEPTH = 64;

/**
 * Most entries in any one JSON array of a request. Item lists have tighter caps in their schemas (2,000,
 * as multipart parts); this bound keeps the work any body can ask for finite whatever route it reaches,
 * while leaving room for free-form values (a trace's 3,072-float embedding, a long list in metadata).
 */
export const JSON_MAX_ARRAY_ITEMS = 10_000;

export interface JsonShape {
  depth: number;
  /** Entries of the longest array (counted by its top-level separators). */
  longestArray: number;
}

/**
 * Nesting depth and longest array of a JSON text, scanned without parsing (strings and escapes skipped).
 * Stops early once past `limits` (the caller only needs to know it is over).
 */
export function jsonShape(text: string, limits: Partial<JsonShape> = {}): JsonShape {
  const maxDepth = limits.depth ?? Number.POSITIVE_INFINITY;
  const maxArray = limits.longestArray ?? Number.POSITIVE_INFINITY;
  // Per open container: -1 for an object, else the entry count of the array so far (1 once non-empty).
  const stack: number[] = [];
  let depth = 0;
  let longestArray = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
      continue;
    }
    if (ch === 32 || ch === 10 || ch === 13 || ch === 9) continue;
    const top = stack.length - 1;
    if (ch === 93 /* ] */ || ch === 125 /* } */) {
      stack.pop();
      continue;
    }
    if (ch === 44 /* , */) {
      if (top >= 0 && stack[top]! >= 0 && ++stack[top]! > longestArray && (longestArray = stack[top]!) > maxArray) break;
      continue;
    }
    // Any other character starts or continues a value: the first value of an empty array counts as entry 1.
    if (top >= 0 && stack[top] === 0) {
      stack[top] = 1;
      if (longestArray === 0) longestArray = 1;
    }
    if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      stack.push(ch === 123 ? -1 : 0);
      if (stack.length > depth && (depth = stack.length) > maxDepth) break;
    }
  }
  return { depth, longestArray };
}

/** Nesting depth of a JSON text (see `jsonShape`). */
export const jsonDepth = (text: string, limit?: number): number => jsonShape(text, { depth: limit }).depth;

/** Refuses JSON nested deeper than `JSON_MAX_DEPTH` with a named 400 before anything parses or clones it. */
export function assertJsonDepth(text: string, what = "JSON"): void {
  if (jsonDepth(text, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) {
    throw new ApiError(400, "JsonTooDeepError", `${what} is nested deeper than ${JSON_MAX_DEPTH} levels.`);
  }
}

/** The request-body check: depth (400 `JsonTooDeepError`) and array length (413 `TooManyItemsError`). */
export function assertJsonBodyShape(text: string, what = "The JSON body"): void {
  const shape = jsonShape(text, { depth: JSON_MAX_DEPTH, longestArray: JSON_MAX_ARRAY_ITEMS });
  if (shape.depth > JSON_MAX_DEPTH) throw new ApiError(400, "JsonTooDeepError", `${what} is nested deeper than ${JSON_MAX_DEPTH} levels.`);
  if (shape.longestArray > JSON_MAX_ARRAY_ITEMS) {
    throw new ApiError(413, "TooManyItemsError", `${what} holds an array of more than ${JSON_MAX_ARRAY_ITEMS} entries; send such work in several requests.`);
  }
}

/** `JSON.parse` for text a user sent: depth-checked first (named 400), then parsed (SyntaxError as usual). */
export function parseUserJson(text: string, what?: string): unknown {
  assertJsonDepth(text, what);
  return JSON.parse(text);
}
