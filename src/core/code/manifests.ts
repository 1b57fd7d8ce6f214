/**
 * Declared dependencies of a repository from its manifests (the repository `depends_on` them): package.json,
 * requirements.txt, pyproject.toml, go.mod, Cargo.toml, Gemfile, composer.json. Line-level parsing only:
 * enough for names, not a resolver.
 */
export function manifestDependencies(path: string, text: string): string[] {
  const base = path.split("/").pop()!.toLowerCase();
  try {
    if (base === "package.json" || base === "composer.json") {
      const j = JSON.parse(text) as Record<string, Record<string, string> | undefined>;
      const keys = base === "package.json" ? ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"] : ["require", "require-dev"];
      return keys.flatMap((k) => Object.keys(j[k] ?? {})).filter((n) => n !== "php" && !n.startsWith("ext-"));
    }
  } catch {
    return [];
  }
  const lines = text.split("\n");
  if (base === "requirements.txt" || /^requirements[-\w]*\.txt$/.test(base)) {
    return lines.map((l) => l.replace(/#.*/, "").trim()).filter((l) => l && !l.startsWith("-")).map((l) => l.split(/[<>=!~;\[ ]/)[0]!).filter(Boolean);
  }
  if (base === "go.mod") {
    const out: string[] = [];
    let block = false;
    for (const l of lines) {
      const t = l.trim();
      if (t.startsWith("require (")) block = true;
      else if (block && t === ")") block = false;
      else if (block && t && !t.startsWith("//")) out.push(t.split(/\s+/)[0]!);
      else if (t.startsWith("require ") && !t.includes("(")) out.push(t.split(/\s+/)[1]!);
    }
    return out;
  }
  if (base === "cargo.toml" || base === "pyproject.toml") {
    const out: string[] = [];
    let section = "";
    for (const l of lines) {
      const t = l.trim();
      const s = t.match(/^\[(.+)\]$/);
      if (s) {
        section = s[1]!;
        continue;
      }
      if (base === "cargo.toml" && /(^|\.)(dev-|build-)?dependencies$/.test(section)) {
        const m = t.match(/^([\w-]+)\s*=/);
        if (m) out.push(m[1]!);
      }
      if (base === "pyproject.toml" && /dependencies$/.test(section)) {
        const m = t.match(/^([\w.-]+)\s*=/);
        if (m && m[1] !== "python") out.push(m[1]!);
      }
      if (base === "pyproject.toml" && section === "project") {
        for (const q of t.matchAll(/"([\w.-]+)[^"]*"/g)) if (/dependencies\s*=/.test(t) || t.startsWith('"')) out.push(q[1]!);
      }
    }
    return out;
  }
  if (base === "gemfile") return lines.map((l) => l.match(/^\s*gem\s+["']([\w-]+)["']/)?.[1]).filter((x): x is string => !!x);
  return [];
}

const MANIFESTS = /(^|\/)(package\.json|composer\.json|requirements[-\w]*\.txt|go\.mod|Cargo\.toml|pyproject\.toml|Gemfile)$/i;
export const isManifest = (path: string) => MANIFESTS.test(path) && !path.includes("/node_modules/");
