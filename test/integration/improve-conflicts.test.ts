import { describe, it } from "vitest";
import { classifyFact } from "../../workers/pod/fact-conflicts";
import { acronymCandidate, acronymOf, normalisedKey } from "../../workers/pod/entity-merge";
import { field, raw } from "./add.helpers";
import { datasetByName, facts, forget, improve, ok, podOf, rememberForm } from "./memory-lifecycle.helpers";
import { factStatusPenalty, labelFact } from "../../src/core/pod/fact-conflicts";

type Stage = { name: string; status: string; details?: Record<string, any> };
const review = (body: { stages: Stage[] }) => body.stages.find((s) => s.name === "review_conflicts")!.details!;

async function remember(dataset: string, text: string, effectiveDate?: string) {
  const parts = [field("datasetName", dataset), raw(text)];
  if (effectiveDate) parts.push(field("external_metadata", JSON.stringify([{ effective_date: effectiveDate }])));
  return ok(await rememberForm(parts));
}

describe("conflicting-facts review: rules", () => {
  it("knows single-valued relations: declared ones, <role>_of offices, roles named in the sentence", ({ expect }) => {
    expect(classifyFact("ceo_of", "Alice Smith is the CEO of Acme Corp.")).toMatchObject({ attribute: "ceo", keyedBy: "target" });
    expect(classifyFact("is_ceo_of", null)).toMatchObject({ attribute: "ceo", keyedBy: "target" });
    expect(classifyFact("has_ceo", null)).toMatchObject({ attribute: "ceo", keyedBy: "source" });
    expect(classifyFact("become_of", "Bob Jones became the CEO of Acme Corp.")).toMatchObject({ attribute: "ceo", keyedBy: "target", rule: "role_text" });
    expect(classifyFact("born_in", null)).toMatchObject({ attribute: "birthplace", keyedBy: "source" });
    expect(classifyFact("capital_of", null)).toMatchObject({ attribute: "capital", keyedBy: "target" });
    expect(classifyFact("headquartered_in", null)).toMatchObject({ attribute: "headquarters", keyedBy: "source" });
    expect(classifyFact("married_to", null)).toMatchObject({ attribute: "spouse" });
    expect(classifyFact("lives_in", null)).toMatchObject({ attribute: "residence" });
    // works_for counts only while current; past employment is history, not a competing value.
    expect(classifyFact("works_for", "Jane works for Globex.")).toMatchObject({ attribute: "employer" });
    expect(classifyFact("works_for", "Jane worked for Initech until 2019.")).toBeNull();
    // Multi-valued or structural relations and negations are never disputed.
    for (const rel of ["likes", "visited", "wrote", "contains", "is_a", "not_born_in"]) expect(classifyFact(rel, "x")).toBeNull();
    expect(classifyFact("likes", "x", { likes: { attribute: "favourite", keyedBy: "source" } })).toMatchObject({ rule: "llm" });
  });

  it("ranks and renders facts by status", ({ expect }) => {
    expect(factStatusPenalty({ fact_status: "superseded" })).toBeGreaterThan(factStatusPenalty({ fact_status: "current" }));
    expect(factStatusPenalty({})).toBe(0);
    expect(labelFact("A is the CEO of B.", { fact_status: "superseded", valid_until: "2024-06-01" })).toBe("A is the CEO of B (superseded until 2024-06-01).");
    expect(labelFact("A is the CEO of B.", { fact_status: "conflicting" })).toBe("A is the CEO of B (conflicting).");
    expect(labelFact("A is the CEO of B.", {})).toBe("A is the CEO of B.");
  });

  it("normalises names for the merge rules", ({ expect }) => {
    expect(normalisedKey("Acme Corp.")).toBe("acme");
    expect(normalisedKey("The Acme Corporation")).toBe("acme");
    expect(acronymOf("new york city")).toBe("nyc");
    expect(acronymOf("bank of america")).toBe("ba");
    expect(acronymCandidate("NYC")).toBe("nyc");
    expect(acronymCandidate("I.B.M.")).toBe("ibm");
    expect(acronymCandidate("Nyc")).toBeNull();
  });
});

describe("conflicting-facts review through /improve", () => {
  it("is off by default and stores nothing; with reviewConflicts a record per disputed attribute", async ({ expect }) => {
    await remember("conf_default", "Dave was born in Paris.", "2001-01-01");
    await remember("conf_default", "Dave was born in Rome.", "2002-01-01");
    const ds = await datasetByName("conf_default");
    await ok(await improve({ dataset_name: "conf_default" }));
    expect((await facts(ds.id)).every((f) => f.props.fact_status === undefined)).toBe(true);
    const { pod } = await podOf(ds.id);
    expect(await pod.listFactConflicts(ds.id)).toHaveLength(0);
    const body = await ok(await improve({ dataset_name: "conf_default", reviewConflicts: true }));
    expect(review(body)).toMatchObject({ conflicts: 1, resolved: 1, labelled: { current: 1, superseded: 1, conflicting: 0 } });
    expect(review(body).records[0]).toMatchObject({ subject_name: "dave", attribute: "birthplace", detected_by: "rule" });

    // Triplet ranking prefers the current value even when the superseded fact is slightly nearer the query.
    const born = (await facts(ds.id)).filter((f) => f.rel === "born_in");
    const paris = born.find((f) => f.target === "paris")!;
    const rome = born.find((f) => f.target === "rome")!;
    expect(paris.props.fact_status).toBe("superseded");
    const [dave] = (await podOf(ds.id).then(({ pod }) => pod.entitiesByName(ds.id, ["dave"]))) as { id: string }[];
    const triplets = (await pod.projectTriplets({
      datasetId: ds.id,
      nodeDistances: { [dave!.id]: 0.1 },
      edgeTextDistances: { [paris.text!]: 0.19, [rome.text!]: 0.2 },
      penalty: 6.5,
      topK: 5,
      perNodeEdgeCap: 100,
    })) as { edge: { relationshipName: string; targetId: string }; target: { name: string } }[];
    const order = triplets.filter((t) => t.edge.relationshipName === "born_in").map((t) => t.target.name);
    expect(order).toEqual(["rome", "paris"]);
  });

  it("labels equal dates conflicting, and dates by ingestion time when there is no effective date", async ({ expect }) => {
    await remember("conf_equal", "Erin lives in Madrid.", "2022-05-05");
    await remember("conf_equal", "Erin lives in Porto.", "2022-05-05");
    const equal = review(await ok(await improve({ dataset_name: "conf_equal", reviewConflicts: true })));
    expect(equal).toMatchObject({ conflicts: 1, conflicting: 1, labelled: { conflicting: 2, current: 0, superseded: 0 } });
    expect(equal.records[0].status).toBe("conflicting");

    await remember("conf_ingest", "Harry Potter lives in London.");
    await remember("conf_ingest", "Harry Potter lives in Surrey.");
    const byIngestion = review(await ok(await improve({ dataset_name: "conf_ingest", reviewConflicts: true })));
    const rec = byIngestion.records[0];
    const current = rec.facts.find((f: { status: string }) => f.status === "current");
    expect(current).toMatchObject({ value_name: "surrey", dated_by: "ingested_at" });
    expect(rec.facts.find((f: { status: string }) => f.status === "superseded").value_name).toBe("london");
  });

  it("honours IMPROVE_EFFECTIVE_DATE_KEY, and a re-stated old value becomes current again", async ({ expect }) => {
    const keyed = (text: string, date: string) =>
      rememberForm([field("datasetName", "conf_key"), raw(text), field("external_metadata", JSON.stringify([{ as_of: date }]))]);
    await ok(await keyed("Gina lives in Lyon.", "2024-01-01"));
    await ok(await keyed("Gina lives in Nice.", "2020-01-01"));
    const current = (r: Record<string, any>) => r.records[0].facts.find((f: { status: string }) => f.status === "current");
    // The default key (effective_date) is absent: ingestion time decides, and Nice was stated last.
    const byIngestion = review(await ok(await improve({ dataset_name: "conf_key", reviewConflicts: true })));
    expect(current(byIngestion)).toMatchObject({ value_name: "nice", dated_by: "ingested_at" });
    // With the key configured, the items' own dates decide: Lyon (2024) is newer than Nice (2020).
    const vars = { IMPROVE_EFFECTIVE_DATE_KEY: "as_of" };
    const byKey = review(await ok(await improve({ dataset_name: "conf_key", reviewConflicts: true }, vars)));
    expect(current(byKey)).toMatchObject({ value_name: "lyon", dated_by: "effective_date", valid_from: "2024-01-01" });
    // Stating the old value again, later, makes it current again.
    await ok(await keyed("Since March 2025, Gina lives in Nice.", "2025-03-01"));
    const restated = review(await ok(await improve({ dataset_name: "conf_key", reviewConflicts: true }, vars)));
    expect(current(restated)).toMatchObject({ value_name: "nice", valid_from: "2025-03-01" });
    expect(restated.records[0].facts.find((f: { value_name: string }) => f.value_name === "lyon")).toMatchObject({ status: "superseded", valid_until: "2025-03-01" });
  });

  it("updates labels after forget: a single remaining value is no longer disputed", async ({ expect }) => {
    const a = await remember("conf_forget", "Helen married Ivan.", "2010-01-01");
    await remember("conf_forget", "Helen married Jack.", "2015-01-01");
    const ds = await datasetByName("conf_forget");
    const body = review(await ok(await improve({ dataset_name: "conf_forget", reviewConflicts: true })));
    expect(body.conflicts).toBe(1);
    // Forgetting the older statement leaves one value: the labels and the record go.
    await ok(await forget({ dataset: "conf_forget", data_id: a.items[0].id }));
    const left = (await facts(ds.id)).filter((f) => f.rel === "married_to" && f.source === "helen");
    expect(left.map((f) => f.target)).toEqual(["jack"]);
    expect(left[0]!.props.fact_status).toBeUndefined();
    const { pod } = await podOf(ds.id);
    expect(await pod.listFactConflicts(ds.id)).toHaveLength(0);
  });
});
