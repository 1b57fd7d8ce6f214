import type { Node } from "web-tree-sitter";
import type { ParsedFile } from "../../core/code/build-graph";
import type { SymbolKind } from "../../core/code/model";
import { languageOf, parserFor, type CodeLanguage } from "./grammars";

/**
 * Per-language fact extraction from tree-sitter syntax trees: definitions (with their symbol kind and class),
 * calls, instantiations, imports and inheritance. A table of node types per language and one walker, rather
 * than query files, so a grammar's field-name differences stay in one place. Not enola-equivalent: no routes,
 * storage, services or test references (listed in the README).
 */

type Def = { kind: SymbolKind; container?: boolean; name?: (n: Node) => string | null };
interface Spec {
  defs: Record<string, Def>;
  /** Node type → field holding the callee. */
  calls: Record<string, string>;
  /** Node type → field holding the instantiated type (null: the first named child). */
  news: Record<string, string | null>;
  imports(n: Node): string[] | null;
  heritage(n: Node): { target: string; via: "implements" | "extends" }[];
  /** Functions inside a container are methods. */
  methodTypes?: Set<string>;
}

const field = (n: Node, f: string) => n.childForFieldName(f);
const textOf = (n: Node | null | undefined) => (n ? n.text : null);
const unquote = (s: string) => s.replace(/^[`"'<]+|[`"'>]+$/g, "");
/** Callee text without call arguments, generics, whitespace or `this.`/`self.`/`@` receivers. */
const calleeText = (n: Node | null) =>
  n
    ? n.text
        .replace(/<[^<>]*>/g, "")
        .replace(/\s+/g, "")
        .replace(/^(this|self|super|\$this|@)(\.|->|::)?/, "")
        .replace(/->/g, ".")
        .replace(/::/g, ".")
        .slice(0, 200)
    : null;

const namedOf = (n: Node, types: string[]) => n.namedChildren.filter((c) => c && types.includes(c.type)) as Node[];
/** Each type name in a list node (`implements A, B`), without generic arguments. */
const typeNames = (n: Node | null): string[] =>
  n
    ? (n.namedChildren.filter(Boolean) as Node[])
        .filter((c) => c.type !== "access_specifier" && !/^(public|private|protected|virtual)$/.test(c.text))
        .map((c) => (c.type.endsWith("_list") || c.type === "type_list" ? typeNames(c) : [c.text.replace(/<.*$/s, "").replace(/^:+\s*/, "")]))
        .flat()
        .filter((s) => /^[\w.:\\]+$/.test(s))
    : [];

const TS_DEFS: Record<string, Def> = {
  function_declaration: { kind: "function" },
  generator_function_declaration: { kind: "function" },
  class_declaration: { kind: "class", container: true },
  abstract_class_declaration: { kind: "class", container: true },
  class: { kind: "class", container: true },
  method_definition: { kind: "method" },
  method_signature: { kind: "method" },
  abstract_method_signature: { kind: "method" },
  interface_declaration: { kind: "interface", container: true },
  type_alias_declaration: { kind: "type" },
  enum_declaration: { kind: "enum" },
  variable_declarator: {
    kind: "function",
    // `const handler = () => ...`: a function; other variables are not symbols.
    name: (n) => {
      const v = field(n, "value")?.type;
      return v === "arrow_function" || v === "function_expression" || v === "function" ? textOf(field(n, "name")) : null;
    },
  },
};

const tsSpec: Spec = {
  defs: TS_DEFS,
  calls: { call_expression: "function" },
  news: { new_expression: "constructor" },
  imports(n) {
    if (n.type === "import_statement" || (n.type === "export_statement" && field(n, "source"))) return [unquote(field(n, "source")!.text)];
    if (n.type === "call_expression" && (field(n, "function")?.text === "require" || field(n, "function")?.type === "import")) {
      const arg = field(n, "arguments")?.namedChildren[0];
      if (arg && arg.type === "string") return [unquote(arg.text)];
    }
    return null;
  },
  heritage(n) {
    const out: { target: string; via: "implements" | "extends" }[] = [];
    for (const h of namedOf(n, ["class_heritage"])) {
      for (const c of h.namedChildren as Node[]) {
        if (c.type === "extends_clause") for (const t of typeNames(c)) out.push({ target: t, via: "extends" });
        else if (c.type === "implements_clause") for (const t of typeNames(c)) out.push({ target: t, via: "implements" });
        else if (/identifier|member_expression/.test(c.type)) out.push({ target: c.text, via: "extends" });
      }
    }
    return out;
  },
};

const pySpec: Spec = {
  defs: { function_definition: { kind: "function" }, class_definition: { kind: "class", container: true } },
  methodTypes: new Set(["function_definition"]),
  calls: { call: "function" },
  news: {},
  imports(n) {
    if (n.type === "import_statement") return namedOf(n, ["dotted_name", "aliased_import"]).map((c) => (c.type === "aliased_import" ? field(c, "name")!.text : c.text));
    if (n.type === "import_from_statement") {
      const mod = field(n, "module_name")?.text;
      if (!mod) return null;
      // `from . import x` names a module x; `from .m import x` names m (x may be a symbol).
      if (/^\.+$/.test(mod)) return (n.childrenForFieldName?.("name") ?? []).filter(Boolean).map((c) => `${mod}${(c as Node).text.split(" ")[0]}`);
      return [mod];
    }
    return null;
  },
  heritage(n) {
    return typeNames(field(n, "superclasses")).map((t) => ({ target: t, via: "extends" as const }));
  },
};

const goSpec: Spec = {
  defs: {
    function_declaration: { kind: "function" },
    method_declaration: {
      kind: "method",
      name: (n) => {
        const recv = field(n, "receiver")?.namedChildren[0];
        const type = recv ? textOf(field(recv, "type"))?.replace(/^\*/, "").replace(/\[.*$/, "") : null;
        const name = textOf(field(n, "name"));
        return name ? (type ? `${type}.${name}` : name) : null;
      },
    },
    // A container so an interface's method specs become `Handler.Serve`.
    type_spec: { kind: "type", container: true },
    method_elem: { kind: "method" },
    method_spec: { kind: "method" },
  },
  calls: { call_expression: "function" },
  news: { composite_literal: "type" },
  imports(n) {
    return n.type === "import_spec" ? [unquote(field(n, "path")!.text)] : null;
  },
  heritage(n) {
    if (n.type !== "type_spec") return [];
    const body = field(n, "type");
    if (body?.type !== "struct_type") return [];
    // Embedded fields (a type without a field name) are Go's inheritance.
    const list = body.namedChildren.find((c) => c?.type === "field_declaration_list");
    return ((list?.namedChildren ?? []) as Node[])
      .filter((f) => f.type === "field_declaration" && !field(f, "name"))
      .map((f) => ({ target: (textOf(field(f, "type")) ?? "").replace(/^\*/, ""), via: "extends" as const }))
      .filter((h) => h.target);
  },
};

const javaSpec: Spec = {
  defs: {
    class_declaration: { kind: "class", container: true },
    interface_declaration: { kind: "interface", container: true },
    enum_declaration: { kind: "enum", container: true },
    record_declaration: { kind: "class", container: true },
    method_declaration: { kind: "method" },
    constructor_declaration: { kind: "method" },
  },
  calls: { method_invocation: "name" },
  news: { object_creation_expression: "type" },
  imports(n) {
    if (n.type !== "import_declaration") return null;
    const id = namedOf(n, ["scoped_identifier", "identifier"])[0];
    return id ? [id.text] : null;
  },
  heritage(n) {
    const out: { target: string; via: "implements" | "extends" }[] = [];
    for (const t of typeNames(field(n, "superclass"))) out.push({ target: t, via: "extends" });
    for (const t of typeNames(field(n, "interfaces"))) out.push({ target: t, via: "implements" });
    for (const c of namedOf(n, ["extends_interfaces"])) for (const t of typeNames(c)) out.push({ target: t, via: "extends" });
    return out;
  },
};

const rustSpec: Spec = {
  defs: {
    function_item: { kind: "function" },
    function_signature_item: { kind: "method" },
    struct_item: { kind: "struct" },
    enum_item: { kind: "enum" },
    trait_item: { kind: "interface", container: true },
    type_item: { kind: "type" },
    impl_item: {
      kind: "struct",
      container: true,
      // An impl block is no symbol of its own; its functions become `Type.method` (see walk).
      name: () => null,
    },
  },
  methodTypes: new Set(["function_item", "function_signature_item"]),
  calls: { call_expression: "function" },
  news: { struct_expression: "name" },
  imports(n) {
    if (n.type !== "use_declaration") return null;
    const arg = field(n, "argument")?.text ?? "";
    return [arg.replace(/::\{.*$/s, "").replace(/\s+as\s+\w+$/, "")];
  },
  heritage(n) {
    if (n.type !== "impl_item" || !field(n, "trait")) return [];
    return [{ target: field(n, "trait")!.text.replace(/<.*$/s, ""), via: "implements" }];
  },
};

/** C and C++ declarators nest (`*f(...)`, `Foo::bar(...)`): the innermost named declarator is the name. */
function declaratorName(n: Node): string | null {
  let d = field(n, "declarator");
  for (let i = 0; d && i < 8; i++) {
    if (["identifier", "field_identifier", "qualified_identifier", "destructor_name", "operator_name"].includes(d.type)) return d.text.replace(/::/g, ".");
    d = field(d, "declarator") ?? d.namedChildren.find((c) => c && /declarator|identifier/.test(c.type)) ?? null;
  }
  return null;
}

const cSpec: Spec = {
  defs: {
    function_definition: { kind: "function", name: declaratorName },
    struct_specifier: { kind: "struct", container: true, name: (n) => (field(n, "body") ? textOf(field(n, "name")) : null) },
    class_specifier: { kind: "class", container: true, name: (n) => (field(n, "body") ? textOf(field(n, "name")) : null) },
    union_specifier: { kind: "struct", name: (n) => (field(n, "body") ? textOf(field(n, "name")) : null) },
    enum_specifier: { kind: "enum", name: (n) => (field(n, "body") ? textOf(field(n, "name")) : null) },
  },
  methodTypes: new Set(["function_definition"]),
  calls: { call_expression: "function" },
  news: { new_expression: "type" },
  imports(n) {
    return n.type === "preproc_include" && field(n, "path") ? [unquote(field(n, "path")!.text)] : null;
  },
  heritage(n) {
    return namedOf(n, ["base_class_clause"]).flatMap((b) => typeNames(b).map((t) => ({ target: t.replace(/::/g, "."), via: "extends" as const })));
  },
};

const csSpec: Spec = {
  defs: {
    class_declaration: { kind: "class", container: true },
    interface_declaration: { kind: "interface", container: true },
    struct_declaration: { kind: "struct", container: true },
    record_declaration: { kind: "class", container: true },
    enum_declaration: { kind: "enum" },
    method_declaration: { kind: "method" },
    constructor_declaration: { kind: "method" },
  },
  calls: { invocation_expression: "function" },
  news: { object_creation_expression: "type" },
  imports(n) {
    if (n.type !== "using_directive") return null;
    const id = namedOf(n, ["qualified_name", "identifier"]).pop();
    return id ? [id.text] : null;
  },
  heritage(n) {
    // C# does not mark interfaces in a base list; the `IName` convention tells them apart.
    return namedOf(n, ["base_list"]).flatMap((b) => typeNames(b).map((t) => ({ target: t, via: /^I[A-Z]/.test(t.split(".").pop()!) ? ("implements" as const) : ("extends" as const) })));
  },
};

const rubySpec: Spec = {
  defs: {
    method: { kind: "method" },
    singleton_method: { kind: "method" },
    class: { kind: "class", container: true },
    module: { kind: "type", container: true },
  },
  methodTypes: new Set(["method", "singleton_method"]),
  calls: { call: "method" },
  news: {},
  imports(n) {
    if (n.type !== "call") return null;
    const m = field(n, "method")?.text;
    if (m !== "require" && m !== "require_relative") return null;
    const arg = field(n, "arguments")?.namedChildren[0];
    if (!arg || arg.type !== "string") return null;
    const spec = unquote(arg.text);
    return [m === "require_relative" && !spec.startsWith(".") ? `./${spec}` : spec];
  },
  heritage(n) {
    const s = field(n, "superclass");
    return s ? typeNames(s).map((t) => ({ target: t.replace(/::/g, "."), via: "extends" as const })) : [];
  },
};

const phpSpec: Spec = {
  defs: {
    function_definition: { kind: "function" },
    class_declaration: { kind: "class", container: true },
    interface_declaration: { kind: "interface", container: true },
    trait_declaration: { kind: "interface", container: true },
    enum_declaration: { kind: "enum", container: true },
    method_declaration: { kind: "method" },
  },
  calls: { function_call_expression: "function", member_call_expression: "name", scoped_call_expression: "name", nullsafe_member_call_expression: "name" },
  news: { object_creation_expression: null },
  imports(n) {
    if (n.type !== "namespace_use_declaration") return null;
    return (n.namedChildren as Node[]).filter((c) => c.type === "namespace_use_clause").map((c) => c.text.replace(/\s+as\s+\w+$/i, "").replace(/^\\/, ""));
  },
  heritage(n) {
    const out: { target: string; via: "implements" | "extends" }[] = [];
    for (const b of namedOf(n, ["base_clause"])) for (const t of typeNames(b)) out.push({ target: t.replace(/^\\/, ""), via: "extends" });
    for (const b of namedOf(n, ["class_interface_clause"])) for (const t of typeNames(b)) out.push({ target: t.replace(/^\\/, ""), via: "implements" });
    return out;
  },
};

const SPECS: Record<CodeLanguage, Spec> = {
  typescript: tsSpec,
  tsx: tsSpec,
  javascript: tsSpec,
  python: pySpec,
  go: goSpec,
  java: javaSpec,
  rust: rustSpec,
  c: cSpec,
  cpp: cSpec,
  c_sharp: csSpec,
  ruby: rubySpec,
  php: phpSpec,
};

/** Go's `type X struct {...}` is a struct, `interface {...}` an interface. */
function goTypeKind(n: Node): SymbolKind {
  const t = field(n, "type")?.type;
  return t === "struct_type" ? "struct" : t === "interface_type" ? "interface" : "type";
}

/** Deeper than this the walker stops descending (generated or minified code; the wasm stack is small). */
const MAX_DEPTH = 200;

/** Extracts the facts of one source file. */
export function extractFacts(language: CodeLanguage, path: string, root: Node, source: string): ParsedFile {
  const spec = SPECS[language];
  const out: ParsedFile = { path, language, symbols: [], imports: [], calls: [], instantiates: [], implements: [], lines: source.split("\n").length, bytes: source.length };
  const seen = new Set<string>();

  // container: the enclosing class-like local name; owner: the enclosing symbol for calls; inFunction: nested
  // functions are locals of their function, not symbols.
  const walk = (n: Node, container: string | undefined, owner: string | undefined, inFunction: boolean, depth: number) => {
    if (depth > MAX_DEPTH) return;
    let nextContainer = container;
    let nextOwner = owner;
    let nextInFunction = inFunction;
    const def = spec.defs[n.type];
    if (def && !inFunction) {
      let name = def.name ? def.name(n) : textOf(field(n, "name"));
      let kind = n.type === "type_spec" ? goTypeKind(n) : def.kind;
      if (language === "rust" && n.type === "impl_item") {
        const type = field(n, "type")?.text.replace(/<.*$/s, "") ?? null;
        for (const h of spec.heritage(n)) if (type) out.implements.push({ from: type, target: h.target, line: n.startPosition.row + 1, via: h.via });
        nextContainer = type ?? container;
        name = null;
      }
      if (name) {
        name = name.replace(/::/g, ".");
        const isFunction = kind === "function" || kind === "method";
        if (isFunction && container && (spec.methodTypes?.has(n.type) ?? true)) kind = "method";
        // A C++ `Foo::bar` defined outside its class is still Foo's method.
        const local = container && !name.includes(".") ? `${container}.${name}` : name;
        if (isFunction && local.includes(".") && kind === "function") kind = "method";
        const cont = local.includes(".") ? local.slice(0, local.lastIndexOf(".")) : undefined;
        if (!seen.has(local)) {
          seen.add(local);
          out.symbols.push({ name: local, kind, line: n.startPosition.row + 1, ...(cont ? { container: cont } : {}) });
        }
        if (def.container) {
          nextContainer = local;
          if (language !== "rust" && language !== "go") for (const h of spec.heritage(n)) out.implements.push({ from: local, target: h.target, line: n.startPosition.row + 1, via: h.via });
        }
        if (isFunction) {
          nextOwner = local;
          nextInFunction = true;
        }
      }
    }
    if (language === "go" && n.type === "type_spec") {
      const name = textOf(field(n, "name"));
      if (name) for (const h of spec.heritage(n)) out.implements.push({ from: name, target: h.target, line: n.startPosition.row + 1, via: h.via });
    }

    const imports = spec.imports(n);
    if (imports) for (const s of imports) if (s) out.imports.push({ spec: s, line: n.startPosition.row + 1 });

    const callField = spec.calls[n.type];
    if (callField !== undefined && !imports) {
      let target = calleeText(field(n, callField));
      // Java/Ruby/PHP calls on an object: `obj.method` keeps the receiver for suffix resolution.
      const recv = field(n, "object") ?? field(n, "receiver");
      if (target && recv && (language === "java" || language === "ruby")) target = `${calleeText(recv)}.${target}`;
      if (language === "ruby" && field(n, "method")?.text === "new" && recv) {
        out.instantiates.push({ from: owner, target: calleeText(recv)!, line: n.startPosition.row + 1 });
      } else if (target) {
        const last = target.split(".").pop()!;
        // Python has no `new`: calling a capitalised name is instantiating a class.
        if (language === "python" && /^[A-Z]/.test(last)) out.instantiates.push({ from: owner, target, line: n.startPosition.row + 1 });
        else out.calls.push({ from: owner, target, line: n.startPosition.row + 1 });
      }
    }
    if (n.type in spec.news) {
      const f = spec.news[n.type];
      const t = f ? field(n, f) : (n.namedChildren.find((c) => c && /name|identifier|qualified/.test(c.type)) ?? null);
      const target = calleeText(t)?.replace(/^\\/, "");
      if (target) out.instantiates.push({ from: owner, target, line: n.startPosition.row + 1 });
    }

    for (const c of n.namedChildren) if (c) walk(c, nextContainer, nextOwner, nextInFunction, depth + 1);
  };
  walk(root, undefined, undefined, false, 0);
  return out;
}

/** Parses one file; null for a language we do not parse or a file tree-sitter cannot parse. */
export async function parseFile(path: string, source: string): Promise<ParsedFile | null> {
  const language = languageOf(path);
  if (!language) return null;
  const parser = await parserFor(language);
  const tree = parser.parse(source);
  try {
    if (!tree) return null;
    return extractFacts(language, path, tree.rootNode, source);
  } finally {
    tree?.delete();
    parser.delete();
  }
}
