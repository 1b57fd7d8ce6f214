import type { Language as TsLanguage, Parser as TsParser } from "web-tree-sitter";

/**
 * web-tree-sitter on Workers (capabilities-design §2). Workers forbid compiling wasm from bytes, so the core
 * runtime and every grammar are imported `.wasm` modules (wrangler's default `**\/*.wasm` rule gives a
 * `WebAssembly.Module`), loaded with `Language.loadSync`. Everything is imported lazily, on the first parse, so
 * a Worker that never parses code never instantiates them (the 11 grammars are ~20 MB raw, ~1.8 MB gzip).
 */
export const LANGUAGES = ["typescript", "tsx", "javascript", "python", "go", "java", "rust", "c", "cpp", "c_sharp", "ruby", "php"] as const;
export type CodeLanguage = (typeof LANGUAGES)[number];

type WasmImport = Promise<{ default: WebAssembly.Module }>;
// Literal specifiers: the bundler must see each grammar to ship it.
const GRAMMARS: Record<CodeLanguage, () => WasmImport> = {
  typescript: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-typescript.wasm"),
  tsx: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-tsx.wasm"),
  javascript: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-javascript.wasm"),
  python: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-python.wasm"),
  go: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-go.wasm"),
  java: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-java.wasm"),
  rust: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-rust.wasm"),
  c: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-c.wasm"),
  cpp: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-cpp.wasm"),
  c_sharp: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-c_sharp.wasm"),
  ruby: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-ruby.wasm"),
  php: () => import("@repomix/tree-sitter-wasms/out/tree-sitter-php.wasm"),
};

const EXTENSIONS: Record<string, CodeLanguage> = {
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  tsx: "tsx",
  js: "javascript",
  jsx: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  py: "python",
  go: "go",
  java: "java",
  rs: "rust",
  c: "c",
  h: "c",
  cc: "cpp",
  cpp: "cpp",
  cxx: "cpp",
  hpp: "cpp",
  hh: "cpp",
  hxx: "cpp",
  cs: "c_sharp",
  rb: "ruby",
  php: "php",
};

export function languageOf(path: string): CodeLanguage | null {
  if (path.endsWith(".d.ts")) return null;
  const ext = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  return EXTENSIONS[ext] ?? null;
}

type TreeSitter = typeof import("web-tree-sitter");
let runtime: Promise<TreeSitter> | null = null;
const languages = new Map<CodeLanguage, Promise<TsLanguage>>();

async function loadRuntime(): Promise<TreeSitter> {
  const proc = (globalThis as { process?: { type?: string } }).process;
  // With nodejs_compat, Emscripten sees process.versions.node and takes its Node path (createRequire of an
  // undefined URL crashes); "renderer" is the flag its environment check honours to stay on the web path.
  const before = proc?.type;
  if (proc) proc.type = "renderer";
  try {
    const ts = await import("web-tree-sitter");
    const core = (await import("web-tree-sitter/web-tree-sitter.wasm")).default;
    await ts.Parser.init({
      instantiateWasm(imports: WebAssembly.Imports, done: (i: WebAssembly.Instance, m: WebAssembly.Module) => void) {
        const instance = new WebAssembly.Instance(core, imports);
        done(instance, core);
        return instance.exports;
      },
    } as object);
    return ts;
  } finally {
    if (proc) proc.type = before;
  }
}

/** A parser for one language (the runtime and the grammar load once per isolate). */
export async function parserFor(language: CodeLanguage): Promise<TsParser> {
  runtime ??= loadRuntime().catch((e) => {
    runtime = null;
    throw e;
  });
  const ts = await runtime;
  let lang = languages.get(language);
  if (!lang) {
    lang = GRAMMARS[language]().then((m) => ts.Language.loadSync(m.default));
    languages.set(language, lang);
  }
  const parser = new ts.Parser();
  parser.setLanguage(await lang);
  return parser;
}
