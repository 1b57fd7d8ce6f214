import { describe, it } from "vitest";
import { constrainGraph } from "../../src/ai/ontology";
import { detectFormat, ONTOLOGY_MAX_BYTES, parseOntology } from "../../src/services/ontologies/ontology-parse";
import { VEHICLES_JSONLD, VEHICLES_OWL, VEHICLES_TTL } from "../integration/ontologies.helpers";

const V = "http://example.org/vehicles#";
const bytes = (s: string) => new TextEncoder().encode(s);

describe("ontology parsing (Turtle, RDF/XML, JSON-LD)", () => {
  for (const [file, text, format] of [
    ["vehicles.ttl", VEHICLES_TTL, "turtle"],
    ["vehicles.owl", VEHICLES_OWL, "rdf-xml"],
    ["vehicles.jsonld", VEHICLES_JSONLD, "json-ld"],
  ] as const) {
    it(`reads classes with their superclasses, properties and individuals from ${file}`, ({ expect }) => {
      const o = parseOntology(bytes(text), file);
      expect(o.format).toBe(format);
      const classes = Object.fromEntries(o.classes.map((c) => [c.uri, { name: c.name, parents: c.parents }]));
      expect(classes).toEqual({
        [`${V}Vehicle`]: { name: "Vehicle", parents: [] },
        [`${V}Car`]: { name: "Car", parents: [`${V}Vehicle`] },
        [`${V}SportsCar`]: { name: "Sports Car", parents: [`${V}Car`] },
        [`${V}Manufacturer`]: { name: "Manufacturer", parents: [] },
        [`${V}Person`]: { name: "Person", parents: [] },
      });
      expect(o.properties.map((p) => p.name).sort()).toEqual(["designedBy", "manufacturedBy"]);
      expect(o.individuals.map((i) => [i.name, i.classes]).sort()).toEqual([
        ["Korvalda", [`${V}Manufacturer`]],
        ["Zephyrion", [`${V}SportsCar`]],
      ]);
    });
  }

  it("detects the format from the content when the extension does not say (a Turtle .owl)", ({ expect }) => {
    expect(detectFormat("x.owl", VEHICLES_TTL)).toBe("turtle");
    expect(detectFormat("x.owl", VEHICLES_OWL)).toBe("rdf-xml");
    expect(detectFormat("x.txt", VEHICLES_JSONLD)).toBe("json-ld");
  });

  it("refuses broken, empty, class-less and oversized files with named errors", ({ expect }) => {
    const fails = (text: string | Uint8Array, file: string) => {
      try {
        parseOntology(typeof text === "string" ? bytes(text) : text, file);
        return "parsed";
      } catch (err) {
        return `${(err as { status: number }).status} ${(err as { errorName: string }).errorName}`;
      }
    };
    expect(fails("@prefix : <http://x#> . :A a ", "bad.ttl")).toBe("400 InvalidOntologyError");
    expect(fails("<rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'><x:A/></rdf:RDF>", "bad.owl")).toBe("400 InvalidOntologyError");
    expect(fails("{not json", "bad.jsonld")).toBe("400 InvalidOntologyError");
    expect(fails("   ", "empty.ttl")).toBe("400 InvalidOntologyError");
    expect(fails("@prefix : <http://x#> . :a :b :c .", "noclass.ttl")).toBe("400 InvalidOntologyError");
    expect(fails(new Uint8Array([0xff, 0xfe, 0x00]), "binary.owl")).toBe("400 InvalidOntologyError");
    expect(fails(new Uint8Array(ONTOLOGY_MAX_BYTES + 1).fill(32), "big.ttl")).toBe("413 OntologyTooLargeError");
    const manyClasses = "@prefix owl: <http://www.w3.org/2002/07/owl#> .\n" + Array.from({ length: 2001 }, (_, i) => `<http://x#C${i}> a owl:Class .`).join("\n");
    expect(fails(manyClasses, "many.ttl")).toBe("413 OntologyTooLargeError");
  });
});

describe("constrainGraph (the ontology applied to an extracted graph)", () => {
  const o = { keys: ["vehicles"], ...parseOntology(bytes(VEHICLES_TTL), "vehicles.ttl") };

  it("keeps nodes of an ontology class (renamed to it), links individuals and superclasses, drops the rest", ({ expect }) => {
    const g = constrainGraph(
      {
        nodes: [
          { id: "z", name: "zephyrion", type: "Product", description: "" },
          { id: "k", name: "Korvalda", type: "Organization", description: "" },
          { id: "m", name: "Mira Sol", type: "person", description: "" },
          { id: "l", name: "Lisbon", type: "Location", description: "" },
        ],
        edges: [
          { source_node_id: "z", target_node_id: "k", relationship_name: "manufactured_by" },
          { source_node_id: "z", target_node_id: "m", relationship_name: "designed by" },
          { source_node_id: "m", target_node_id: "l", relationship_name: "lives_in" },
          { source_node_id: "k", target_node_id: "m", relationship_name: "employs" },
        ],
      },
      o,
    );
    const byId = Object.fromEntries(g.nodes.map((n) => [n.id, n]));
    expect(Object.keys(byId).sort()).toEqual(["k", "m", "z"]);
    // An individual takes its class whatever type the extractor guessed, and is linked to its IRI.
    expect(byId.z).toMatchObject({ name: "Zephyrion", type: "Sports Car", ontology: { uri: `${V}Zephyrion`, typeUri: `${V}SportsCar` } });
    expect(byId.z!.ontology!.typeParents).toEqual([
      { name: "Car", uri: `${V}Car`, of: `${V}SportsCar` },
      { name: "Vehicle", uri: `${V}Vehicle`, of: `${V}Car` },
    ]);
    expect(byId.k).toMatchObject({ type: "Manufacturer", ontology: { uri: `${V}Korvalda` } });
    // A class matched by type only: linked to the class, not to an individual.
    expect(byId.m).toMatchObject({ type: "Person", ontology: { typeUri: `${V}Person` } });
    expect(byId.m!.ontology!.uri).toBeUndefined();
    expect(g.edges.map((e) => `${e.source_node_id} ${e.relationship_name} ${e.target_node_id}`)).toEqual(["z manufactured_by k", "z designed_by m"]);
  });

  it("matches types fuzzily (cognee's 0.8 cutoff) and adds individuals the text names that extraction missed", ({ expect }) => {
    const g = constrainGraph({ nodes: [{ id: "p", name: "Ann", type: "Persons", description: "" }], edges: [] }, o, "Ann drove the Zephyrion home.");
    expect(g.nodes.map((n) => [n.name, n.type])).toEqual([
      ["Ann", "Person"],
      ["Zephyrion", "Sports Car"],
    ]);
    expect(constrainGraph({ nodes: [{ id: "p", name: "Ann", type: "Planet", description: "" }], edges: [] }, o).nodes).toEqual([]);
  });

  it("leaves relations alone when the ontology declares no properties", ({ expect }) => {
    const taxonomy = { ...o, properties: [] };
    const g = constrainGraph(
      { nodes: [{ id: "a", name: "Ann", type: "Person", description: "" }, { id: "b", name: "Bo", type: "Person", description: "" }], edges: [{ source_node_id: "a", target_node_id: "b", relationship_name: "knows" }] },
      taxonomy,
    );
    expect(g.edges).toHaveLength(1);
  });
});
