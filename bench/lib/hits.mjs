// Maps a /search response back to LoCoMo turn ids (dia_id). Each turn is its own data item named after its
// dia_id ("D1-3.txt"), so any result carrying a data/document id or document name maps exactly. Context
// strings (only_context for the completion types) are matched by text: a turn counts where its own text,
// or one of its sentences of 25+ characters (an extracted fact sentence), first appears in the context.
import { diaIdFromName } from "./locomo.mjs";

const norm = (s) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** Per-conversation lookup: data ids and names -> dia id, plus turn texts for context matching. */
export function createTurnIndex(turns, dataItems = []) {
  const byDataId = new Map();
  for (const item of dataItems) {
    const dia = diaIdFromName(item.name ?? item.label ?? item.original_name ?? item.raw_data_location);
    if (dia) byDataId.set(String(item.id), dia);
  }
  const texts = turns.map((t) => {
    const full = norm(t.text);
    const body = norm(t.text.slice(t.text.indexOf(":") + 1));
    const sentences = body
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter((s) => s.length >= 25);
    return { diaId: t.diaId, full, body, sentences };
  });
  return { byDataId, texts, turnIds: new Set(turns.map((t) => t.diaId)) };
}

const ID_KEYS = ["data_id", "document_id", "dataId", "documentId", "id", "source_id", "parent_id"];
const NAME_KEYS = ["document_name", "name", "documentName", "source"];
const TEXT_KEYS = ["text", "content", "chunk_text", "context", "description", "summary"];

function fromObject(obj, index) {
  const payload = obj.payload && typeof obj.payload === "object" ? { ...obj, ...obj.payload } : obj;
  for (const k of ID_KEYS) {
    const v = payload[k];
    if (v != null && index.byDataId.has(String(v))) return [index.byDataId.get(String(v))];
  }
  for (const k of NAME_KEYS) {
    const dia = typeof payload[k] === "string" ? diaIdFromName(payload[k]) : null;
    if (dia && index.turnIds.has(dia)) return [dia];
  }
  for (const k of TEXT_KEYS) if (typeof payload[k] === "string") return fromText(payload[k], index);
  return [];
}

/** Turns whose text (or a long sentence of it) occurs in `text`, in order of first occurrence. */
export function fromText(text, index) {
  const hay = norm(text);
  const found = [];
  for (const t of index.texts) {
    let pos = hay.indexOf(t.full);
    if (pos < 0 && t.body.length >= 12) pos = hay.indexOf(t.body);
    if (pos < 0) {
      for (const s of t.sentences) {
        const p = hay.indexOf(s);
        if (p >= 0 && (pos < 0 || p < pos)) pos = p;
      }
    }
    if (pos >= 0) found.push([pos, t.diaId]);
  }
  found.sort((a, b) => a[0] - b[0]);
  return found.map(([, d]) => d);
}

/** Ranked distinct dia ids from one /search response body. */
export function rankedTurns(body, index) {
  const out = [];
  const push = (ids) => {
    for (const id of ids) if (!out.includes(id)) out.push(id);
  };
  const visit = (node, depth = 0) => {
    if (depth > 4 || node == null) return;
    if (typeof node === "string") push(fromText(node, index));
    else if (Array.isArray(node)) node.forEach((n) => visit(n, depth + 1));
    else if (typeof node === "object") {
      if ("search_result" in node) visit(node.search_result, depth + 1);
      else push(fromObject(node, index));
    }
  };
  visit(body);
  return out;
}
