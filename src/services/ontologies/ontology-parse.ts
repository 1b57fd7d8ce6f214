/**
 * Reads an uploaded ontology (OWL in RDF/XML, Turtle / N-Triples, JSON-LD) into the vocabulary extraction uses:
 * classes (owl:Class, rdfs:Class, anything named by rdfs:subClassOf), properties (owl:ObjectProperty,
 * owl:DatatypeProperty, rdf:Property) and individuals (subjects typed by a class). Everything is bounded: the
 * file size, the triples read and the terms kept (over a cap the upload is refused, never silently cut).
 */
import N3Parser from "n3/src/N3Parser.js";
import { ApiError } from "../../core/errors";
import { localName, type OntologyClass, type OntologyIndividual, type OntologyProperty } from "../../ai/ontology";

export const ONTOLOGY_MAX_BYTES = 5 * 1024 * 1024;
/** Statements read from one file (a 5 MB Turtle file holds ~50k; RDF/XML fewer). */
export const ONTOLOGY_MAX_TRIPLES = 200_000;
/** Terms kept per kind: what cognify carries in each run's options and the LLM prompt lists from. */
export const ONTOLOGY_MAX_CLASSES = 2_000;
export const ONTOLOGY_MAX_PROPERTIES = 1_000;
export const ONTOLOGY_MAX_INDIVIDUALS = 5_000;
/** Nesting of RDF/XML elements or JSON-LD objects followed. */
const MAX_DEPTH = 64;

const RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
const RDFS = "http://www.w3.org/2000/01/rdf-schema#";
const OWL = "http://www.w3.org/2002/07/owl#";
const XSD = "http://www.w3.org/2001/XMLSchema#";
const TYPE = `${RDF}type`;
const LABEL = `${RDFS}label`;
const SUBCLASS = `${RDFS}subClassOf`;
const CLASS_TYPES = new Set([`${OWL}Class`, `${RDFS}Class`]);
const PROPERTY_TYPES = new Set([`${OWL}ObjectProperty`, `${OWL}DatatypeProperty`, `${RDF}Property`, `${OWL}TransitiveProperty`, `${OWL}SymmetricProperty`, `${OWL}FunctionalProperty`]);
/** Types that say what a term is in the schema, not which class an individual belongs to. */
const META = new Set([...CLASS_TYPES, ...PROPERTY_TYPES, `${OWL}NamedIndividual`, `${OWL}Ontology`, `${OWL}AnnotationProperty`, `${OWL}Restriction`, `${RDFS}Datatype`, `${OWL}Thing`]);

export type OntologyFormat = "rdf-xml" | "turtle" | "json-ld";

interface Triple {
  s: string;
  p: string;
  o: string;
  literal: boolean;
  lang?: string;
}

export interface ParsedOntology {
  format: OntologyFormat;
  classes: OntologyClass[];
  properties: OntologyProperty[];
  individuals: OntologyIndividual[];
}

const invalid = (message: string) => new ApiError(400, "InvalidOntologyError", message);

class TripleSink {
  readonly triples: Triple[] = [];
  private blank = 0;
  add(t: Triple) {
    if (this.triples.length >= ONTOLOGY_MAX_TRIPLES) {
      throw new ApiError(413, "OntologyTooLargeError", `The ontology has more than ${ONTOLOGY_MAX_TRIPLES} statements.`);
    }
    this.triples.push(t);
  }
  newBlank() {
    return `_:b${this.blank++}`;
  }
}

/** By extension first (.owl/.rdf/.xml, .ttl/.nt/.n3, .jsonld/.json), else by the first character. */
export function detectFormat(filename: string, text: string): OntologyFormat {
  const ext = filename.toLowerCase().split(".").pop() ?? "";
  const head = text.trimStart()[0];
  if (["ttl", "nt", "n3", "turtle"].includes(ext)) return "turtle";
  if (["jsonld", "json"].includes(ext)) return "json-ld";
  if (["rdf", "xml", "owx"].includes(ext)) return "rdf-xml";
  // .owl files are RDF/XML by convention, but Turtle .owl files exist: the content decides.
  if (head === "<" && /^\s*<(\?xml|!--|!DOCTYPE|[\w.-]+:RDF|RDF|rdf:RDF)/i.test(text)) return "rdf-xml";
  if (head === "{" || head === "[") return "json-ld";
  return "turtle";
}

// ---------------------------------------------------------------------------------------------- Turtle

function parseTurtle(text: string, base: string, sink: TripleSink): void {
  const term = (t: { termType: string; value: string }) => (t.termType === "BlankNode" ? `_:${t.value}` : t.value);
  try {
    const quads = new N3Parser({ baseIRI: base }).parse(text) as {
      subject: { termType: string; value: string };
      predicate: { termType: string; value: string };
      object: { termType: string; value: string; language?: string };
    }[];
    for (const q of quads) {
      sink.add({ s: term(q.subject), p: q.predicate.value, o: term(q.object), literal: q.object.termType === "Literal", lang: q.object.language || undefined });
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw invalid(`The Turtle could not be parsed: ${String((err as Error).message ?? err).slice(0, 200)}`);
  }
}

// ---------------------------------------------------------------------------------------------- RDF/XML

type XmlToken = { kind: "open"; name: string; attrs: Map<string, string>; selfClosing: boolean } | { kind: "close"; name: string } | { kind: "text"; text: string };

function decodeXml(s: string, entities: Map<string, string>): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[\w.-]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ({ lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" } as Record<string, string>)[e] ?? entities.get(e) ?? m;
  });
}

/** A small XML tokenizer (no DTD validation; `<!ENTITY name "value">` declarations are honoured, once, not recursively). */
function* xmlTokens(text: string): Generator<XmlToken> {
  const entities = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    if (lt < 0) break;
    if (lt > i) yield { kind: "text", text: decodeXml(text.slice(i, lt), entities) };
    if (text.startsWith("<!--", lt)) {
      const end = text.indexOf("-->", lt + 4);
      i = end < 0 ? text.length : end + 3;
      continue;
    }
    if (text.startsWith("<?", lt)) {
      const end = text.indexOf("?>", lt + 2);
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    if (text.startsWith("<![CDATA[", lt)) {
      const end = text.indexOf("]]>", lt);
      yield { kind: "text", text: text.slice(lt + 9, end < 0 ? text.length : end) };
      i = end < 0 ? text.length : end + 3;
      continue;
    }
    if (text.startsWith("<!DOCTYPE", lt)) {
      const open = text.indexOf("[", lt);
      const close = text.indexOf(">", lt);
      let end = close;
      if (open >= 0 && open < close) {
        end = text.indexOf("]>", open);
        const subset = text.slice(open + 1, end < 0 ? text.length : end);
        for (const m of subset.matchAll(/<!ENTITY\s+([\w.-]+)\s+(?:"([^"]*)"|'([^']*)')\s*>/g)) entities.set(m[1]!, m[2] ?? m[3] ?? "");
        end = end < 0 ? text.length : end + 1;
      }
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    const gt = text.indexOf(">", lt);
    if (gt < 0) throw invalid("The RDF/XML ends inside a tag.");
    const raw = text.slice(lt + 1, gt);
    i = gt + 1;
    if (raw.startsWith("/")) {
      yield { kind: "close", name: raw.slice(1).trim() };
      continue;
    }
    const selfClosing = raw.endsWith("/");
    const body = selfClosing ? raw.slice(0, -1) : raw;
    const name = /^[^\s/>]+/.exec(body)?.[0];
    if (!name) throw invalid("The RDF/XML has a tag without a name.");
    const attrs = new Map<string, string>();
    for (const m of body.slice(name.length).matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs.set(m[1]!, decodeXml(m[2] ?? m[3] ?? "", entities));
    yield { kind: "open", name, attrs, selfClosing };
  }
}

function parseRdfXml(text: string, documentBase: string, sink: TripleSink): void {
  const tokens = xmlTokens(text);
  let peeked: XmlToken | undefined;
  const next = (): XmlToken | undefined => {
    if (peeked) {
      const t = peeked;
      peeked = undefined;
      return t;
    }
    const r = tokens.next();
    return r.done ? undefined : r.value;
  };
  interface Scope {
    ns: Map<string, string>;
    base: string;
    lang?: string;
  }
  const expand = (qname: string, scope: Scope): string => {
    const colon = qname.indexOf(":");
    const prefix = colon >= 0 ? qname.slice(0, colon) : "";
    const local = colon >= 0 ? qname.slice(colon + 1) : qname;
    const ns = scope.ns.get(prefix);
    if (ns === undefined) throw invalid(`The RDF/XML uses the undeclared prefix "${prefix.slice(0, 40)}".`);
    return ns + local;
  };
  const resolve = (ref: string, base: string): string => {
    try {
      return new URL(ref, base).href;
    } catch {
      return ref.startsWith("#") ? base.replace(/#.*$/, "") + ref : ref;
    }
  };
  const child = (scope: Scope, attrs: Map<string, string>): Scope => {
    let ns = scope.ns;
    for (const [k, v] of attrs) {
      if (k === "xmlns" || k.startsWith("xmlns:")) {
        if (ns === scope.ns) ns = new Map(ns);
        ns.set(k === "xmlns" ? "" : k.slice(6), v);
      }
    }
    const base = attrs.get("xml:base");
    return { ns, base: base ? resolve(base, scope.base) : scope.base, lang: attrs.get("xml:lang") ?? scope.lang };
  };
  const isSyntax = (k: string) => k === "xmlns" || k.startsWith("xmlns:") || k.startsWith("xml:");

  /** Skips to the end of the element just opened (its text, if it had only text). */
  const skip = (depth = 0): string => {
    let text = "";
    for (;;) {
      const t = next();
      if (!t) throw invalid("The RDF/XML ends inside an element.");
      if (t.kind === "close") return text;
      if (t.kind === "text") text += t.text;
      else if (!t.selfClosing) {
        if (depth > MAX_DEPTH) throw invalid(`The RDF/XML nests deeper than ${MAX_DEPTH} elements.`);
        skip(depth + 1);
      }
    }
  };

  const nodeElement = (tok: Extract<XmlToken, { kind: "open" }>, parent: Scope, depth: number): string => {
    if (depth > MAX_DEPTH) throw invalid(`The RDF/XML nests deeper than ${MAX_DEPTH} elements.`);
    const scope = child(parent, tok.attrs);
    const iri = expand(tok.name, scope);
    const about = tok.attrs.get("rdf:about");
    const id = tok.attrs.get("rdf:ID");
    const nodeId = tok.attrs.get("rdf:nodeID");
    const subject = about !== undefined ? resolve(about, scope.base) : id !== undefined ? resolve(`#${id}`, scope.base) : nodeId ? `_:${nodeId}` : sink.newBlank();
    if (iri !== `${RDF}Description`) sink.add({ s: subject, p: TYPE, o: iri, literal: false });
    for (const [k, v] of tok.attrs) {
      if (isSyntax(k) || k.startsWith("rdf:")) {
        if (k === "rdf:type") sink.add({ s: subject, p: TYPE, o: resolve(v, scope.base), literal: false });
        continue;
      }
      sink.add({ s: subject, p: expand(k, scope), o: v, literal: true, lang: scope.lang });
    }
    if (!tok.selfClosing) propertyElements(subject, scope, depth + 1);
    return subject;
  };

  const propertyElements = (subject: string, scope: Scope, depth: number): void => {
    for (;;) {
      const t = next();
      if (!t) throw invalid("The RDF/XML ends inside an element.");
      if (t.kind === "close") return;
      if (t.kind === "text") continue;
      const pScope = child(scope, t.attrs);
      const predicate = expand(t.name, pScope);
      const resource = t.attrs.get("rdf:resource");
      const nodeId = t.attrs.get("rdf:nodeID");
      const parseType = t.attrs.get("rdf:parseType");
      if (resource !== undefined || nodeId !== undefined) {
        sink.add({ s: subject, p: predicate, o: resource !== undefined ? resolve(resource, pScope.base) : `_:${nodeId}`, literal: false });
        if (!t.selfClosing) skip(depth);
        continue;
      }
      if (t.selfClosing) {
        sink.add({ s: subject, p: predicate, o: "", literal: true });
        continue;
      }
      if (parseType === "Resource") {
        const blank = sink.newBlank();
        sink.add({ s: subject, p: predicate, o: blank, literal: false });
        propertyElements(blank, pScope, depth + 1);
        continue;
      }
      if (parseType === "Collection" || parseType === "Literal") {
        skip(depth);
        continue;
      }
      // Either text (a literal) or one nested node element (the object).
      let text = "";
      for (;;) {
        const c = next();
        if (!c) throw invalid("The RDF/XML ends inside an element.");
        if (c.kind === "close") {
          sink.add({ s: subject, p: predicate, o: text.trim(), literal: true, lang: pScope.lang });
          break;
        }
        if (c.kind === "text") {
          text += c.text;
          continue;
        }
        const object = nodeElement(c, pScope, depth + 1);
        sink.add({ s: subject, p: predicate, o: object, literal: false });
        // Whatever follows the nested node up to this property's end tag is whitespace.
        skip(depth);
        break;
      }
    }
  };

  const root: Scope = { ns: new Map([["xml", "http://www.w3.org/XML/1998/namespace"]]), base: documentBase };
  for (let t = next(); t; t = next()) {
    if (t.kind !== "open") continue;
    const scope = child(root, t.attrs);
    if (expand(t.name, scope) === `${RDF}RDF`) {
      if (t.selfClosing) return;
      for (let c = next(); c && c.kind !== "close"; c = next()) if (c.kind === "open") nodeElement(c, scope, 1);
      return;
    }
    // A document whose root is one node element (no rdf:RDF wrapper).
    peeked = undefined;
    nodeElement(t, root, 1);
    return;
  }
  throw invalid("No RDF/XML content was found (expected an rdf:RDF element).");
}

// ---------------------------------------------------------------------------------------------- JSON-LD

function parseJsonLd(text: string, base: string, sink: TripleSink): void {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw invalid("The JSON-LD is not valid JSON.");
  }
  interface Ctx {
    prefixes: Map<string, string>;
    terms: Map<string, { iri: string; id: boolean }>;
    vocab?: string;
    base: string;
  }
  const initial: Ctx = { prefixes: new Map([["rdf", RDF], ["rdfs", RDFS], ["owl", OWL], ["xsd", XSD]]), terms: new Map(), base };
  const withContext = (ctx: Ctx, raw: unknown): Ctx => {
    if (raw === undefined || raw === null) return ctx;
    if (Array.isArray(raw)) return raw.reduce<Ctx>((c, r) => withContext(c, r), ctx);
    // Remote contexts are not fetched (no network from an upload): their terms stay unknown.
    if (typeof raw !== "object") return ctx;
    const next: Ctx = { prefixes: new Map(ctx.prefixes), terms: new Map(ctx.terms), vocab: ctx.vocab, base: ctx.base };
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      if (k === "@vocab" && typeof v === "string") next.vocab = v;
      else if (k === "@base" && typeof v === "string") next.base = v;
      else if (typeof v === "string") {
        if (/[#/:]$/.test(v)) next.prefixes.set(k, v);
        next.terms.set(k, { iri: v, id: false });
      } else if (v && typeof v === "object" && typeof (v as { "@id"?: unknown })["@id"] === "string") {
        next.terms.set(k, { iri: (v as { "@id": string })["@id"], id: (v as { "@type"?: unknown })["@type"] === "@id" || (v as { "@type"?: unknown })["@type"] === "@vocab" });
      }
    }
    // Term values may be compact IRIs themselves ("rdfs:subClassOf").
    for (const [k, t] of next.terms) next.terms.set(k, { ...t, iri: expandIri(next, t.iri, false) });
    return next;
  };
  const expandIri = (ctx: Ctx, value: string, vocab: boolean): string => {
    if (value.startsWith("_:")) return value;
    const term = ctx.terms.get(value);
    if (term) return term.iri;
    const colon = value.indexOf(":");
    if (colon > 0) {
      const prefix = ctx.prefixes.get(value.slice(0, colon));
      if (prefix && !value.startsWith("//", colon + 1)) return prefix + value.slice(colon + 1);
      return value;
    }
    if (vocab && ctx.vocab) return ctx.vocab + value;
    try {
      return new URL(value, ctx.base).href;
    } catch {
      return value;
    }
  };
  const node = (raw: Record<string, unknown>, parentCtx: Ctx, depth: number): string => {
    if (depth > MAX_DEPTH) throw invalid(`The JSON-LD nests deeper than ${MAX_DEPTH} objects.`);
    const ctx = withContext(parentCtx, raw["@context"]);
    const id = typeof raw["@id"] === "string" ? expandIri(ctx, raw["@id"], false) : sink.newBlank();
    const types = raw["@type"] === undefined ? [] : Array.isArray(raw["@type"]) ? raw["@type"] : [raw["@type"]];
    for (const t of types) if (typeof t === "string") sink.add({ s: id, p: TYPE, o: expandIri(ctx, t, true), literal: false });
    for (const [key, value] of Object.entries(raw)) {
      if (key.startsWith("@")) {
        if (key === "@graph") graph(value, ctx, depth + 1);
        continue;
      }
      const predicate = expandIri(ctx, key, true);
      const asId = ctx.terms.get(key)?.id ?? false;
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v === "string") sink.add({ s: id, p: predicate, o: asId ? expandIri(ctx, v, false) : v, literal: !asId });
        else if (typeof v === "number" || typeof v === "boolean") sink.add({ s: id, p: predicate, o: String(v), literal: true });
        else if (v && typeof v === "object") {
          const o = v as Record<string, unknown>;
          if ("@value" in o) sink.add({ s: id, p: predicate, o: String(o["@value"]), literal: true, lang: typeof o["@language"] === "string" ? o["@language"] : undefined });
          else if (typeof o["@id"] === "string" && Object.keys(o).length === 1) sink.add({ s: id, p: predicate, o: expandIri(ctx, o["@id"], false), literal: false });
          else if (!("@list" in o) && !("@set" in o)) sink.add({ s: id, p: predicate, o: node(o, ctx, depth + 1), literal: false });
        }
      }
    }
    return id;
  };
  const graph = (value: unknown, ctx: Ctx, depth: number) => {
    for (const item of Array.isArray(value) ? value : [value]) if (item && typeof item === "object" && !Array.isArray(item)) node(item as Record<string, unknown>, ctx, depth);
  };
  if (Array.isArray(doc)) graph(doc, initial, 0);
  else if (doc && typeof doc === "object") node(doc as Record<string, unknown>, initial, 0);
  else throw invalid("The JSON-LD must be an object or an array of objects.");
}

// ---------------------------------------------------------------------------------------------- vocabulary

/** Triples to classes, properties and individuals, labels preferred (English or untagged) over local names. */
function vocabulary(triples: Triple[]): Omit<ParsedOntology, "format"> {
  const labels = new Map<string, string>();
  const classUris = new Set<string>();
  const propertyUris = new Set<string>();
  const parents = new Map<string, string[]>();
  const types = new Map<string, string[]>();
  for (const t of triples) {
    if (t.p === LABEL && t.literal && t.o.trim() && (!labels.has(t.s) || !t.lang || t.lang.startsWith("en"))) labels.set(t.s, t.o.trim().slice(0, 200));
    if (t.literal || t.o.startsWith("_:") || t.s.startsWith("_:")) continue;
    if (t.p === TYPE) {
      if (CLASS_TYPES.has(t.o)) classUris.add(t.s);
      else if (PROPERTY_TYPES.has(t.o)) propertyUris.add(t.s);
      else if (!META.has(t.o)) types.set(t.s, [...(types.get(t.s) ?? []), t.o]);
    } else if (t.p === SUBCLASS) {
      classUris.add(t.s);
      if (t.o !== `${OWL}Thing`) {
        classUris.add(t.o);
        parents.set(t.s, [...(parents.get(t.s) ?? []), t.o]);
      }
    }
  }
  const nameOf = (uri: string) => labels.get(uri) ?? (decodeURIComponent(localName(uri)) || uri);
  const cap = (n: number, max: number, what: string) => {
    if (n > max) throw new ApiError(413, "OntologyTooLargeError", `The ontology declares ${n} ${what}; at most ${max} are accepted.`);
  };
  classUris.delete(`${OWL}Thing`);
  for (const uri of META) classUris.delete(uri);
  const individuals = [...types].filter(([uri, ts]) => !classUris.has(uri) && !propertyUris.has(uri) && ts.some((c) => classUris.has(c)));
  cap(classUris.size, ONTOLOGY_MAX_CLASSES, "classes");
  cap(propertyUris.size, ONTOLOGY_MAX_PROPERTIES, "properties");
  cap(individuals.length, ONTOLOGY_MAX_INDIVIDUALS, "individuals");
  return {
    classes: [...classUris].map((uri) => ({ name: nameOf(uri), uri, parents: (parents.get(uri) ?? []).filter((p) => classUris.has(p)) })),
    properties: [...propertyUris].map((uri) => ({ name: nameOf(uri), uri })),
    individuals: individuals.map(([uri, ts]) => ({ name: nameOf(uri), uri, classes: ts.filter((c) => classUris.has(c)) })),
  };
}

export function parseOntology(bytes: Uint8Array, filename: string): ParsedOntology {
  if (bytes.length > ONTOLOGY_MAX_BYTES) throw new ApiError(413, "OntologyTooLargeError", `Ontology files are limited to ${ONTOLOGY_MAX_BYTES} bytes.`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw invalid("The ontology file is not UTF-8 text.");
  }
  if (!text.trim()) throw invalid("The ontology file is empty.");
  const format = detectFormat(filename, text);
  // Relative IRIs resolve against a stable per-file base (no network is involved).
  const base = `urn:ontology:${encodeURIComponent(filename)}#`;
  const sink = new TripleSink();
  if (format === "turtle") parseTurtle(text, base, sink);
  else if (format === "json-ld") parseJsonLd(text, base, sink);
  else parseRdfXml(text, base, sink);
  const vocab = vocabulary(sink.triples);
  if (vocab.classes.length === 0) throw invalid("The ontology declares no classes (owl:Class, rdfs:Class or rdfs:subClassOf).");
  return { format, ...vocab };
}
