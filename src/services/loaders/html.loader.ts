import type { TextLoader, TextSink } from "./types";

/** Elements whose content is never readable text. */
const SKIP = "script, style, noscript, template, svg, math, iframe, object, embed, canvas, select";
/** Elements that break lines (readable paragraphs instead of one run of words). */
const BLOCKS =
  "address, article, aside, blockquote, body, caption, dd, details, dialog, div, dl, dt, fieldset, figcaption, " +
  "figure, footer, form, h1, h2, h3, h4, h5, h6, header, hgroup, li, main, nav, ol, p, pre, section, summary, " +
  "table, tbody, thead, tfoot, tr, ul, title";

const NAMED: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ensp: " ", emsp: " ", thinsp: " ", shy: "",
  zwj: "", zwnj: "", copy: "©", reg: "®", trade: "™", hellip: "…", mdash: "—", ndash: "–", lsquo: "‘",
  rsquo: "’", sbquo: "‚", ldquo: "“", rdquo: "”", bdquo: "„", bull: "•", middot: "·", laquo: "«", raquo: "»",
  euro: "€", pound: "£", yen: "¥", cent: "¢", sect: "§", para: "¶", deg: "°", plusmn: "±", times: "×",
  divide: "÷", frac12: "½", frac14: "¼", frac34: "¾", iexcl: "¡", iquest: "¿", micro: "µ", larr: "←",
  rarr: "→", uarr: "↑", darr: "↓", harr: "↔", dagger: "†", Dagger: "‡", permil: "‰", prime: "′",
  Agrave: "À", Aacute: "Á", Acirc: "Â", Atilde: "Ã", Auml: "Ä", Aring: "Å", AElig: "Æ", Ccedil: "Ç",
  Egrave: "È", Eacute: "É", Ecirc: "Ê", Euml: "Ë", Igrave: "Ì", Iacute: "Í", Icirc: "Î", Iuml: "Ï",
  Ntilde: "Ñ", Ograve: "Ò", Oacute: "Ó", Ocirc: "Ô", Otilde: "Õ", Ouml: "Ö", Oslash: "Ø", Ugrave: "Ù",
  Uacute: "Ú", Ucirc: "Û", Uuml: "Ü", Yacute: "Ý", szlig: "ß", agrave: "à", aacute: "á", acirc: "â",
  atilde: "ã", auml: "ä", aring: "å", aelig: "æ", ccedil: "ç", egrave: "è", eacute: "é", ecirc: "ê",
  euml: "ë", igrave: "ì", iacute: "í", icirc: "î", iuml: "ï", ntilde: "ñ", ograve: "ò", oacute: "ó",
  ocirc: "ô", otilde: "õ", ouml: "ö", oslash: "ø", ugrave: "ù", uacute: "ú", ucirc: "û", uuml: "ü",
  yacute: "ý", yuml: "ÿ", OElig: "Œ", oelig: "œ", Scaron: "Š", scaron: "š", alpha: "α", beta: "β",
  gamma: "γ", delta: "δ", pi: "π", sigma: "σ", omega: "ω", Omega: "Ω", mu: "μ", lambda: "λ",
};

/** Decodes character references; unknown names are left as written. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g, (m, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\uFFFD";
      return String.fromCodePoint(code);
    }
    return NAMED[ref] ?? m;
  });
}

/** Elements without content or end tag (an end-tag handler on them throws). */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
/** workerd exposes `selfClosing` at runtime (`<svg/>` in foreign content); the type declarations lag. */
const hasEndTag = (el: Element) => !VOID.has(el.tagName.toLowerCase()) && !(el as Element & { selfClosing?: boolean }).selfClosing;
const onEnd = (el: Element, fn: () => void) => {
  if (!hasEndTag(el)) return;
  try {
    el.onEndTag(fn);
  } catch {
    // self-closing syntax on a non-void element: no end tag to wait for
  }
};

const BREAK = "\u0001";
const PARA = "\u0002";

/**
 * Collapses HTML whitespace into readable text: runs of spaces/newlines inside text become one space;
 * `<br>` gives a newline and block elements a blank line; nothing leads or trails.
 */
class Collapser {
  private started = false;
  private pendingSpace = false;
  private pendingBreaks = 0;

  feed(s: string): string {
    let out = "";
    for (const ch of s) {
      if (ch === BREAK || ch === PARA) {
        this.pendingBreaks = Math.max(this.pendingBreaks, ch === PARA ? 2 : 1);
      } else if (ch === " " || ch === "\n" || ch === "\t" || ch === "\r" || ch === "\f" || ch === "\u00a0") {
        this.pendingSpace = true;
      } else {
        if (this.started) {
          if (this.pendingBreaks) out += "\n".repeat(this.pendingBreaks);
          else if (this.pendingSpace) out += " ";
        }
        this.pendingBreaks = 0;
        this.pendingSpace = false;
        this.started = true;
        out += ch;
      }
    }
    return out;
  }
}

/**
 * HTML to readable text with workerd's streaming HTMLRewriter: text nodes are kept (entities decoded),
 * tags dropped, script/style and similar contents skipped, block elements separated by blank lines.
 */
export class HtmlLoader implements TextLoader {
  private readonly writer: WritableStreamDefaultWriter<Uint8Array>;
  private readonly drained: Promise<void>;
  private readonly encoder = new TextEncoder();
  private readonly collapser = new Collapser();
  private collected: string[] = [];
  private skipDepth = 0;
  /** Text held back because it may end inside a character reference split across chunks. */
  private carry = "";

  constructor(private readonly sink: TextSink) {
    const pipe = new TransformStream<Uint8Array, Uint8Array>();
    this.writer = pipe.writable.getWriter();
    const rewritten = new HTMLRewriter()
      .on(SKIP, {
        element: (el) => {
          if (!hasEndTag(el)) return;
          try {
            el.onEndTag(() => {
              this.skipDepth = Math.max(0, this.skipDepth - 1);
            });
            this.skipDepth++;
          } catch {
            // no end tag will come: nothing to skip
          }
        },
      })
      .on(BLOCKS, {
        element: (el) => {
          this.collected.push(PARA);
          onEnd(el, () => void this.collected.push(PARA));
        },
      })
      .on("br, hr", { element: () => void this.collected.push(BREAK) })
      .on("td, th", { element: () => void this.collected.push(" ") })
      .onDocument({
        text: (t) => {
          if (this.skipDepth === 0 && t.text) this.collected.push(t.text.replace(/[\u0001\u0002]/g, " "));
        },
      })
      .transform(new Response(pipe.readable, { headers: { "content-type": "text/html; charset=utf-8" } }));
    this.drained = (async () => {
      const reader = rewritten.body!.getReader();
      while (!(await reader.read()).done);
    })();
    // Surface rewriter failures through push/finish, never as an unhandled rejection.
    this.drained.catch(() => undefined);
  }

  async push(text: string): Promise<void> {
    if (!text) return;
    await this.writer.write(this.encoder.encode(text));
    await this.flush(false);
  }

  async finish(): Promise<void> {
    await this.writer.close();
    await this.drained;
    await this.flush(true);
  }

  private async flush(final: boolean): Promise<void> {
    if (!this.collected.length && !final) return;
    let text = this.carry + this.collected.join("");
    this.collected = [];
    this.carry = "";
    if (!final) {
      const amp = text.lastIndexOf("&");
      if (amp !== -1 && /^&[#A-Za-z0-9]{0,32}$/.test(text.slice(amp))) {
        this.carry = text.slice(amp);
        text = text.slice(0, amp);
      }
    }
    const out = this.collapser.feed(decodeEntities(text));
    if (out) await this.sink(out);
  }
}
