import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, it } from "vitest";
import type { WorkspacePod } from "../../workers/workspace-pod.do";
import { discriminatingTerms, lexicalChunks } from "../../workers/pod/retrieval";

/** Inserts chunks straight into a pod's table (the FTS5 index follows by trigger). */
function insertChunks(sql: SqlStorage, datasetId: string, texts: string[]) {
  texts.forEach((text, i) =>
    sql.exec(
      `INSERT INTO chunks (id, dataset_id, data_id, chunk_index, text, token_count, cut_type, created_at) VALUES (?, ?, ?, ?, ?, ?, 'paragraph_end', 0)`,
      crypto.randomUUID(),
      datasetId,
      `${datasetId}-doc`,
      i,
      text,
      text.split(" ").length,
    ),
  );
}

const TOPICS = ["a pottery class", "her new job", "a hiking trip", "the school play", "a charity run", "her sister", "a rainy week", "the garden", "a book club", "the museum"];

describe("SEARCH_COMMON_TERM_SHARE: words in more than that share of a dataset's chunks do not drive lexical ranking", () => {
  it("drops a dataset's ubiquitous word from the query, keeps it where it is rare, and leaves small datasets alone", async ({ expect }) => {
    const pod = env.WORKSPACE_POD.get(env.WORKSPACE_POD.idFromName("common-terms-unit")) as unknown as DurableObjectStub<WorkspacePod>;
    await runInDurableObject(pod, (_inst, state) => {
      const sql = state.storage.sql;
      // Dataset "talk": every chunk names Caroline (a conversation's speaker); one mentions a sunset.
      const talk = Array.from({ length: 40 }, (_, i) => `Caroline told Mel about ${TOPICS[i % TOPICS.length]} on day ${i}.`);
      talk[17] = "Caroline painted a sunset over the lake last summer.";
      insertChunks(sql, "ds-talk", talk);
      // Dataset "notes": Caroline appears once in 40 chunks.
      const notes = Array.from({ length: 40 }, (_, i) => `Mel wrote about ${TOPICS[i % TOPICS.length]} in entry ${i}.`);
      notes[3] = "Caroline visited the sunset exhibition.";
      insertChunks(sql, "ds-notes", notes);
      // Dataset "tiny": under 20 chunks, so no word counts as common.
      insertChunks(sql, "ds-tiny", ["Caroline and the sunset.", "Caroline again.", "Caroline once more."]);

      expect(discriminatingTerms(sql, ["ds-talk"], ["caroline", "sunset"], 0.1)).toEqual(["sunset"]);
      expect(discriminatingTerms(sql, ["ds-talk"], ["caroline", "sunset"], 0)).toEqual(["caroline", "sunset"]);
      expect(discriminatingTerms(sql, ["ds-notes"], ["caroline", "sunset"], 0.1)).toEqual(["caroline", "sunset"]);
      // Common only when common in every searched dataset.
      expect(discriminatingTerms(sql, ["ds-talk", "ds-notes"], ["caroline", "sunset"], 0.1)).toEqual(["caroline", "sunset"]);
      expect(discriminatingTerms(sql, ["ds-tiny"], ["caroline", "sunset"], 0.1)).toEqual(["caroline", "sunset"]);
      // In every chunk: common at any share below 1; a share of 1 turns the rule off.
      expect(discriminatingTerms(sql, ["ds-talk"], ["caroline", "sunset"], 0.99)).toEqual(["sunset"]);
      expect(discriminatingTerms(sql, ["ds-talk"], ["caroline", "sunset"], 1)).toEqual(["caroline", "sunset"]);
      // Every term common: the query is kept whole rather than emptied.
      expect(discriminatingTerms(sql, ["ds-talk"], ["caroline", "mel"], 0.1)).toEqual(["caroline", "mel"]);

      // Through lexical search: with the share, only chunks with the discriminating word match at all.
      const withShare = lexicalChunks(sql, { datasetIds: ["ds-talk"], query: "Caroline sunset", limit: 10, commonTermShare: 0.1 });
      expect(withShare.map((c) => c.text)).toEqual(["Caroline painted a sunset over the lake last summer."]);
      const without = lexicalChunks(sql, { datasetIds: ["ds-talk"], query: "Caroline sunset", limit: 10, commonTermShare: 0 });
      expect(without[0]!.text).toBe("Caroline painted a sunset over the lake last summer.");
      expect(without.length).toBe(10);
    });
  });
});
