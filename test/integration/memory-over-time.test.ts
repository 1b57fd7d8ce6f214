import { describe, it } from "vitest";
import { json, postJson } from "../helpers";
import { field, raw } from "./add.helpers";
import { facts, improve, ok, podOf, rememberForm } from "./memory-lifecycle.helpers";

/**
 * Memory changing over time: a fact is stated, contradicted later with a newer effective date, reviewed
 * by improve's conflicting-facts stage, then answered with the current value while the old value stays
 * queryable as superseded history.
 */
describe("memory over time: a CEO changes", () => {
  it("states, contradicts, reviews and answers with the current value, keeping the old one as history", async ({ expect }) => {
    // 1. The fact is stated (effective 2023-01-01).
    const first = await ok(
      await rememberForm([field("datasetName", "acme_history"), raw("Alice Smith is the CEO of Acme Corp."), field("external_metadata", '[{"effective_date": "2023-01-01"}]')]),
    );
    expect(first.status).toBe("completed");
    const ds = first.dataset_id as string;
    const ask = async (body: Record<string, unknown>) => {
      const res = await postJson("/api/v1/search", { datasets: ["acme_history"], query: "Who is the CEO of Acme Corp?", ...body });
      const out = await json(res);
      if (res.status !== 200) throw new Error(`search ${res.status}: ${JSON.stringify(out)}`);
      return out[0].search_result;
    };
    expect(String(await ask({ only_context: true }))).toContain("Alice Smith is the CEO of Acme Corp");

    // 2. Later it is contradicted (effective 2024-06-01).
    await ok(
      await rememberForm([field("datasetName", "acme_history"), raw("Bob Jones became the CEO of Acme Corp."), field("external_metadata", '[{"effective_date": "2024-06-01"}]')]),
    );
    const ceoFacts = (await facts(ds)).filter((f) => /CEO/.test(f.text ?? ""));
    expect(ceoFacts.map((f) => f.source).sort()).toEqual(["alice smith", "bob jones"]);

    // 3. The review: one conflict record for Acme's CEO, the newer statement current, the older superseded.
    const reviewed = await ok(await improve({ dataset_name: "acme_history", reviewConflicts: true }));
    const review = reviewed.stages.find((s: { name: string }) => s.name === "review_conflicts");
    expect(review).toMatchObject({ status: "completed", details: { conflicts: 1, resolved: 1, conflicting: 0, detection: "rules" } });
    const record = review.details.records[0];
    expect(record).toMatchObject({ attribute: "ceo", status: "resolved" });
    expect(record.subject_name).toMatch(/^acme corp/);
    const byValue = Object.fromEntries(record.facts.map((f: { value_name: string }) => [f.value_name, f]));
    expect(byValue["bob jones"]).toMatchObject({ status: "current", valid_from: "2024-06-01", dated_by: "effective_date", superseded_by: null });
    expect(byValue["alice smith"]).toMatchObject({ status: "superseded", valid_from: "2023-01-01", valid_until: "2024-06-01", dated_by: "effective_date" });
    expect(byValue["alice smith"].superseded_by).toBe(byValue["bob jones"].edge_id);

    // Nothing was deleted: both facts are in the graph, labelled.
    const labelled = (await facts(ds)).filter((f) => /CEO/.test(f.text ?? ""));
    expect(labelled).toHaveLength(2);
    expect(labelled.find((f) => f.source === "bob jones")!.props).toMatchObject({ fact_status: "current", valid_from: "2024-06-01" });
    expect(labelled.find((f) => f.source === "alice smith")!.props).toMatchObject({ fact_status: "superseded", valid_until: "2024-06-01" });
    const { pod } = await podOf(ds);
    const stored = await pod.listFactConflicts(ds);
    expect(stored).toHaveLength(1);

    // 4. Answered with the current value.
    expect(String(await ask({}))).toContain("Bob Jones");
    expect(String(await ask({ search_type: "GRAPH_COMPLETION" }))).toContain("Bob Jones");
    const recalled = await ok(await postJson("/api/v1/recall", { query: "Who is the CEO of Acme Corp?", datasets: ["acme_history"] }));
    expect(recalled[0].text).toContain("Bob Jones");
    expect(recalled[0].text).not.toContain("Alice Smith");
    const graphContext = String(await ask({ search_type: "GRAPH_COMPLETION", only_context: true }));
    const bobLine = graphContext.indexOf("Bob Jones became the CEO");
    const aliceLine = graphContext.indexOf("Alice Smith is the CEO");
    expect(bobLine).toBeGreaterThanOrEqual(0);
    // The old value stays queryable as history, labelled superseded and ranked after the current one.
    expect(aliceLine).toBeGreaterThan(bobLine);
    expect(graphContext).toContain("Alice Smith is the CEO of Acme Corp (superseded until 2024-06-01).");
    const history = String(await ask({ query: "Who was the CEO of Acme Corp before Bob Jones?", only_context: true }));
    expect(history).toContain("Alice Smith is the CEO of Acme Corp (superseded until 2024-06-01).");
  });
});
