import { describe, expect, it } from "vitest";
import { parseFile } from "../../src/services/code/extract";
import { languageOf } from "../../src/services/code/grammars";
import { SAMPLE_FILES } from "../fixtures/code-samples";

async function facts(path: string) {
  const f = await parseFile(path, SAMPLE_FILES[path]!);
  expect(f).not.toBeNull();
  return {
    language: f!.language,
    symbols: f!.symbols.map((s) => `${s.kind} ${s.name}`),
    imports: f!.imports.map((i) => i.spec),
    calls: f!.calls.map((c) => `${c.from ?? "<module>"} -> ${c.target}`),
    instantiates: f!.instantiates.map((c) => `${c.from ?? "<module>"} -> ${c.target}`),
    implements: f!.implements.map((c) => `${c.from} ${c.via} ${c.target}`),
  };
}

/** Per file: facts that must be among the extracted ones (symbols with their kind, imports, calls, heritage). */
const EXPECTED: Record<string, Partial<Record<"symbols" | "imports" | "calls" | "instantiates" | "implements", string[]>>> = {
  "src/db.ts": {
    symbols: ["interface Store", "class Database", "method Database.connect", "function openSocket"],
    calls: ["Database.connect -> openSocket", "Database.get -> connect"],
    implements: ["Database implements Store"],
  },
  "src/app.ts": {
    symbols: ["function handleOrder", "function main"],
    imports: ["./db", "hono"],
    calls: ["main -> handleOrder", "handleOrder -> db.get"],
    instantiates: ["handleOrder -> Database"],
  },
  "web/view.tsx": { symbols: ["function OrderView"], imports: ["../src/app"], calls: ["OrderView -> handleOrder"] },
  "web/legacy.js": { symbols: ["class Cart", "method Cart.total", "function sum"], imports: ["./helpers"], implements: ["Cart extends Array"] },
  "tools/report.py": {
    symbols: ["class Report", "method Report.build", "method Report.save", "function main"],
    imports: ["os", ".formatting"],
    calls: ["Report.build -> render", "Report.build -> save"],
    instantiates: ["main -> Report"],
    implements: ["Report extends Base"],
  },
  "cmd/server/main.go": {
    symbols: ["struct Server", "interface Handler", "method Handler.Serve", "method Server.Serve", "function main"],
    imports: ["fmt", "example.com/shop/store"],
    calls: ["main -> s.Serve"],
    instantiates: ["main -> Server"],
    implements: ["Server extends store.Base"],
  },
  "java/com/shop/Inventory.java": {
    symbols: ["class Inventory", "method Inventory.count", "method Inventory.main"],
    imports: ["java.util.List"],
    calls: ["Inventory.main -> inv.count"],
    instantiates: ["Inventory.main -> Inventory"],
    implements: ["Inventory extends BaseInventory", "Inventory implements Countable"],
  },
  "rust/src/lib.rs": {
    symbols: ["interface Shape", "struct Circle", "method Circle.area", "function square", "function make"],
    imports: ["std::collections::HashMap"],
    calls: ["Circle.area -> square"],
    instantiates: ["make -> Circle"],
    implements: ["Circle implements Shape"],
  },
  "native/util.c": { symbols: ["struct point", "function twice", "function scale"], imports: ["stdio.h", "util.h"], calls: ["scale -> twice"] },
  "native/shape.cpp": {
    symbols: ["class Square", "method Square.area", "method Shape.describe"],
    calls: ["Shape.describe -> s.area"],
    instantiates: ["Shape.describe -> Square"],
    implements: ["Square extends Shape"],
  },
  "dotnet/Billing.cs": {
    symbols: ["class Invoice", "method Invoice.Print", "method Invoice.Format"],
    imports: ["System.Text"],
    calls: ["Invoice.Print -> Format"],
    instantiates: ["Invoice.Print -> StringBuilder"],
    implements: ["Invoice extends BaseDocument", "Invoice implements IPrintable"],
  },
  "ruby/shipping.rb": {
    symbols: ["class Shipment", "method Shipment.cost", "method Shipment.weight"],
    imports: ["json", "./rates"],
    calls: ["Shipment.cost -> rate.lookup"],
    instantiates: ["Shipment.cost -> Rates"],
    implements: ["Shipment extends Base"],
  },
  "php/Checkout.php": {
    symbols: ["class Checkout", "method Checkout.pay", "method Checkout.round", "function helper"],
    imports: ["Shop\\Payments\\Gateway"],
    calls: ["Checkout.pay -> charge", "helper -> strlen"],
    instantiates: ["Checkout.pay -> Gateway"],
    implements: ["Checkout extends Controller", "Checkout implements Payable"],
  },
};

describe("tree-sitter fact extraction in workerd", () => {
  for (const [path, expected] of Object.entries(EXPECTED)) {
    it(`${languageOf(path)}: ${path}`, async () => {
      const got = await facts(path);
      for (const [k, v] of Object.entries(expected)) expect(got[k as keyof typeof got], k).toEqual(expect.arrayContaining(v));
    });
  }

  it("keeps nested functions out of the symbols and attributes their calls to the enclosing function", async () => {
    const f = await parseFile("a.ts", "function outer() {\n  function inner() { helper(); }\n  inner();\n}\n");
    expect(f!.symbols.map((s) => s.name)).toEqual(["outer"]);
    expect(f!.calls.map((c) => `${c.from} -> ${c.target}`)).toEqual(["outer -> helper", "outer -> inner"]);
  });

  it("skips files of languages it does not parse, and declaration files", async () => {
    expect(await parseFile("README.md", "# x")).toBeNull();
    expect(languageOf("types.d.ts")).toBeNull();
    expect(languageOf("x.hpp")).toBe("cpp");
  });
});
