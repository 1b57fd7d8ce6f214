import { describe, it } from "vitest";
import { body, req, signUp, type TestUser } from "./auth.helpers";
import { VEHICLES_JSONLD, VEHICLES_OWL, VEHICLES_TTL } from "./ontologies.helpers";

/** /api/v1/ontologies and `ontology_key` on /remember and /cognify, through the real Worker (authentication on). */

const V = "http://example.org/vehicles#";

function uploadForm(files: { key: string; name: string; text: string }[], description?: string): FormData {
  const form = new FormData();
  form.append("ontology_key", files.length === 1 ? files[0]!.key : JSON.stringify(files.map((f) => f.key)));
  for (const f of files) form.append("ontology_file", new File([f.text], f.name));
  if (description !== undefined) form.append("description", description);
  return form;
}

const upload = (u: TestUser, files: { key: string; name: string; text: string }[], description?: string) =>
  req("/ontologies", { formData: uploadForm(files, description), apiKey: u.apiKey });

async function remember(u: TestUser, dataset: string, text: string, ontologyKey?: string): Promise<Response> {
  const form = new FormData();
  form.append("datasetName", dataset);
  form.append("raw_data", text);
  if (ontologyKey) form.append("ontology_key", ontologyKey);
  return req("/remember", { formData: form, apiKey: u.apiKey });
}

interface GraphJson {
  nodes: { id: string; label: string; type: string; properties: Record<string, unknown> }[];
  links: { source: string; target: string; label: string }[];
}

async function graphOf(u: TestUser, datasetId: string): Promise<GraphJson> {
  return body(await req(`/visualize/json?dataset_id=${datasetId}`, { apiKey: u.apiKey }));
}

const STORY = "Mira Sol designed the Zephyrion in Lisbon. Korvalda manufactured the Zephyrion.";

describe("POST/GET/DELETE /ontologies", () => {
  it("uploads Turtle, OWL (RDF/XML) and JSON-LD in one call, lists them by key, and deletes one", async ({ expect }) => {
    const u = await signUp("onto");
    const res = await upload(u, [
      { key: "veh-ttl", name: "vehicles.ttl", text: VEHICLES_TTL },
      { key: "veh-owl", name: "vehicles.owl", text: VEHICLES_OWL },
      { key: "veh-jsonld", name: "vehicles.jsonld", text: VEHICLES_JSONLD },
    ]);
    const out = await body(res);
    expect(res.status, JSON.stringify(out)).toBe(200);
    expect(out.uploaded_ontologies.map((o: any) => [o.ontology_key, o.format, o.classes, o.properties, o.individuals])).toEqual([
      ["veh-ttl", "turtle", 5, 2, 2],
      ["veh-owl", "rdf-xml", 5, 2, 2],
      ["veh-jsonld", "json-ld", 5, 2, 2],
    ]);
    expect(out.uploaded_ontologies[1]).toMatchObject({ filename: "vehicles.owl", size_bytes: new TextEncoder().encode(VEHICLES_OWL).length });

    const listed = await body(await req("/ontologies", { apiKey: u.apiKey }));
    expect(Object.keys(listed).sort()).toEqual(["veh-jsonld", "veh-owl", "veh-ttl"]);
    expect(Date.parse(listed["veh-ttl"].uploaded_at)).toBeGreaterThan(0);

    const again = await upload(u, [{ key: "veh-ttl", name: "v.ttl", text: VEHICLES_TTL }]);
    expect(again.status).toBe(400);
    expect((await body(again)).detail).toMatch(/\[OntologyAlreadyExistsError\]$/);

    const del = await req("/ontologies/veh-owl", { method: "DELETE", apiKey: u.apiKey });
    expect(await body(del)).toEqual({ status: "success", ontology_key: "veh-owl" });
    expect(Object.keys(await body(await req("/ontologies", { apiKey: u.apiKey }))).sort()).toEqual(["veh-jsonld", "veh-ttl"]);
    const gone = await req("/ontologies/veh-owl", { method: "DELETE", apiKey: u.apiKey });
    expect(gone.status).toBe(404);
    expect((await body(gone)).detail).toBe("Ontology not found: veh-owl. [OntologyNotFoundError]");
  });

  it("refuses bad uploads with 400/422/413 and stores nothing of a call with one bad file", async ({ expect }) => {
    const u = await signUp("ontobad");
    const bad = await upload(u, [
      { key: "good", name: "good.ttl", text: VEHICLES_TTL },
      { key: "broken", name: "broken.ttl", text: "@prefix : <http://x#> . :A a " },
    ]);
    expect(bad.status).toBe(400);
    expect((await body(bad)).detail).toMatch(/\[InvalidOntologyError\]$/);
    expect(await body(await req("/ontologies", { apiKey: u.apiKey }))).toEqual({});

    const badKey = await upload(u, [{ key: "no spaces/allowed", name: "v.ttl", text: VEHICLES_TTL }]);
    expect(badKey.status).toBe(422);
    await badKey.text();
    const noFile = new FormData();
    noFile.append("ontology_key", "k");
    const missing = await req("/ontologies", { formData: noFile, apiKey: u.apiKey });
    expect(missing.status).toBe(422);
    await missing.text();
    const mismatch = new FormData();
    mismatch.append("ontology_key", JSON.stringify(["a", "b"]));
    mismatch.append("ontology_file", new File([VEHICLES_TTL], "v.ttl"));
    const counts = await req("/ontologies", { formData: mismatch, apiKey: u.apiKey });
    expect(counts.status).toBe(422);
    await counts.text();
    const five = await upload(u, [1, 2, 3, 4, 5].map((i) => ({ key: `k${i}`, name: `v${i}.ttl`, text: VEHICLES_TTL })));
    expect(five.status).toBe(400);
    expect((await body(five)).detail).toMatch(/At most 4 ontologies per upload\. \[TooManyOntologiesError\]$/);
    const big = await upload(u, [{ key: "big", name: "big.ttl", text: " ".repeat(5 * 1024 * 1024 + 1) }]);
    expect(big.status).toBe(413);
    expect((await body(big)).detail).toMatch(/\[OntologyTooLargeError\]$/);
  });

  it("keeps ontologies per user: another user neither lists, deletes nor uses them, and may reuse the key", async ({ expect }) => {
    const a = await signUp("ontoa");
    const b = await signUp("ontob");
    expect((await upload(a, [{ key: "shared-name", name: "v.ttl", text: VEHICLES_TTL }], "A's vehicles")).status).toBe(200);
    expect(await body(await req("/ontologies", { apiKey: b.apiKey }))).toEqual({});
    const del = await req("/ontologies/shared-name", { method: "DELETE", apiKey: b.apiKey });
    expect(del.status).toBe(404);
    await del.text();
    const used = await remember(b, "onto_b", STORY, "shared-name");
    expect(used.status).toBe(404);
    expect((await body(used)).detail).toMatch(/\[OntologyNotFoundError\]$/);
    // B's own key of the same name is independent of A's.
    expect((await upload(b, [{ key: "shared-name", name: "v.owl", text: VEHICLES_OWL }])).status).toBe(200);
    const listedA = await body(await req("/ontologies", { apiKey: a.apiKey }));
    expect(listedA["shared-name"]).toMatchObject({ format: "turtle", description: "A's vehicles" });
  });
});

describe("ontologies of a tenant", () => {
  it("are shared by the tenant's members in the tenant, and seen by no one outside it or in a personal space", async ({ expect }) => {
    const [alice, bob, carol] = await Promise.all(["ontoten-a", "ontoten-b", "ontoten-c"].map((n) => signUp(n)));
    const tenantId = (await body(await req(`/tenants?tenant_name=onto-${crypto.randomUUID().slice(0, 8)}`, { method: "POST", token: alice.token }))).tenant_id;
    expect((await req(`/tenants/users?tenant_id=${tenantId}&user_id=${bob.id}`, { method: "POST", token: alice.token })).status).toBe(200);
    expect((await req("/permissions/tenants/select", { method: "POST", token: alice.token, json: { tenant_id: tenantId } })).status).toBe(200);
    expect((await req("/permissions/tenants/select", { method: "POST", token: bob.token, json: { tenant_id: tenantId } })).status).toBe(200);
    const up = await req("/ontologies", { formData: uploadForm([{ key: "team-vehicles", name: "v.ttl", text: VEHICLES_TTL }]), token: alice.token });
    expect(up.status).toBe(200);
    await up.text();
    expect(Object.keys(await body(await req("/ontologies", { token: bob.token })))).toEqual(["team-vehicles"]);
    expect(await body(await req("/ontologies", { token: carol.token }))).toEqual({});
    // Back in his personal space, Bob does not see the tenant's ontologies.
    expect((await req("/permissions/tenants/select", { method: "POST", token: bob.token, json: { tenant_id: null } })).status).toBe(200);
    expect(await body(await req("/ontologies", { token: bob.token }))).toEqual({});
  });
});

describe("ontology_key on /remember and /cognify", () => {
  it("constrains offline extraction to the ontology's classes and properties and links entities to their classes", async ({ expect }) => {
    const u = await signUp("ontouse");
    expect((await upload(u, [{ key: "vehicles", name: "vehicles.ttl", text: VEHICLES_TTL }])).status).toBe(200);

    const plainRes = await remember(u, "onto_plain", STORY);
    const plain = await body(plainRes);
    expect(plainRes.status, JSON.stringify(plain)).toBe(200);
    const withRes = await remember(u, "onto_vehicles", STORY, "vehicles");
    const withOnto = await body(withRes);
    expect(withRes.status, JSON.stringify(withOnto)).toBe(200);
    expect(withOnto.warnings ?? []).toEqual([]);

    const before = await graphOf(u, plain.dataset_id);
    const after = await graphOf(u, withOnto.dataset_id);
    const entities = (g: GraphJson) => g.nodes.filter((n) => n.type === "Entity");
    const types = (g: GraphJson) => g.nodes.filter((n) => n.type === "EntityType").map((n) => n.label).sort();

    // Without the ontology the extractor's own types and places appear; with it only the ontology's classes do.
    expect(entities(before).map((n) => n.label)).toContain("lisbon");
    expect(entities(after).map((n) => n.label)).not.toContain("lisbon");
    expect(types(after)).toEqual(["car", "manufacturer", "person", "sports car", "vehicle"]);

    const byLabel = Object.fromEntries(after.nodes.map((n) => [`${n.type}:${n.label}`, n]));
    const zephyrion = byLabel["Entity:zephyrion"]!;
    expect(zephyrion.properties).toMatchObject({ entity_type: "sports car", ontology_valid: true, ontology_uri: `${V}Zephyrion`, ontology_type_uri: `${V}SportsCar` });
    expect(byLabel["Entity:korvalda"]!.properties).toMatchObject({ ontology_valid: true, ontology_uri: `${V}Korvalda` });
    expect(byLabel["EntityType:sports car"]!.properties).toMatchObject({ ontology_valid: true, ontology_uri: `${V}SportsCar` });

    // Entity -is_a-> its class -is_a-> superclasses, as the ontology's subClassOf says.
    const label = (id: string) => {
      const n = after.nodes.find((x) => x.id === id)!;
      return `${n.type}:${n.label}`;
    };
    const isA = after.links.filter((l) => l.label === "is_a").map((l) => `${label(l.source)} -> ${label(l.target)}`);
    expect(isA).toEqual(expect.arrayContaining(["Entity:zephyrion -> EntityType:sports car", "EntityType:sports car -> EntityType:car", "EntityType:car -> EntityType:vehicle"]));
    // Relations other than the ontology's properties are not kept.
    const relations = after.links.filter((l) => !["is_a", "contains", "is_part_of", "made_from", "belongs_to_set"].includes(l.label)).map((l) => l.label);
    expect(relations.length).toBeGreaterThan(0);
    for (const r of relations) expect(["manufactured_by", "designed_by"]).toContain(r);
  });

  it("answers 404 OntologyNotFoundError for an unknown key on /cognify (nothing starts) and /remember", async ({ expect }) => {
    const u = await signUp("ontomiss");
    const stored = await remember(u, "onto_missing", "Korvalda builds cars.");
    expect(stored.status).toBe(200);
    await stored.text();
    const res = await req("/cognify", { json: { datasets: ["onto_missing"], ontology_key: ["nope", "also-nope"] }, apiKey: u.apiKey });
    expect(res.status).toBe(404);
    expect((await body(res)).detail).toBe("Ontology not found: nope, also-nope. [OntologyNotFoundError]");
    const viaRemember = await remember(u, "onto_missing", "More text.", "nope");
    expect(viaRemember.status).toBe(404);
    expect((await body(viaRemember)).detail).toMatch(/\[OntologyNotFoundError\]$/);
  });

  it("resolves ontology_key on /cognify for a dataset added without one", async ({ expect }) => {
    const u = await signUp("ontocog");
    expect((await upload(u, [{ key: "v", name: "v.jsonld", text: VEHICLES_JSONLD }])).status).toBe(200);
    const form = new FormData();
    form.append("datasetName", "onto_cognify");
    form.append("data", new File([STORY], "story.txt"));
    const added = await body(await req("/add", { formData: form, apiKey: u.apiKey }));
    const res = await req("/cognify", { json: { datasets: ["onto_cognify"], ontology_key: ["v"] }, apiKey: u.apiKey });
    const out = await body(res);
    expect(res.status, JSON.stringify(out)).toBe(200);
    const g = await graphOf(u, added.dataset_id);
    const types = g.nodes.filter((n) => n.type === "EntityType").map((n) => n.label).sort();
    expect(types).toEqual(["car", "manufacturer", "person", "sports car", "vehicle"]);
  });
});
