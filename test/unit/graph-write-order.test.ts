import { describe, it } from "vitest";
import { type GraphBatch, type GraphStatement, encodeGraphWrites } from "../../src/core/pod/graph-writes";

/**
 * encodeGraphWrites emits each table's rows in key order (consecutive rows share b-tree pages in the pod)
 * with repeated keys folded. Its sort ranks rows by 28 bits of their ids and compares strings only on
 * ties; these cases pin the order to the plain string order of the keys.
 */
let seed = 11;
const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const hex = (n: number) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(rnd() * 16)]).join("");
// Ids that tie on their first 7 hex digits (and on 8) but differ later, besides random ones.
const uuid = (prefix = hex(8)) => `${prefix}-${hex(4)}-5${hex(3)}-8${hex(3)}-${hex(12)}`;

function rowsOf(writes: { dataId: string; batch: GraphBatch }[]) {
  const out: Record<string, unknown[][]> = { nodes: [], edges: [], vectors: [], ledger: [] };
  encodeGraphWrites("ds", writes, (st: GraphStatement) => {
    if (st.table === "vectors") out.vectors!.push(...(JSON.parse(st.slice.meta) as unknown[][]));
    else if (st.table !== "chunks") out[st.table]!.push(...(JSON.parse(st.rows) as unknown[][]));
  });
  return out;
}

const sortedUnique = (keys: string[]) => [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe("graph write order", () => {
  for (const kind of ["uuid ids", "ids that are not hex"]) {
    it(`emits nodes, edges, points and ledger rows in key order, each key once (${kind})`, ({ expect }) => {
      const shared = Array.from({ length: 6 }, () => hex(7));
      const ids = Array.from({ length: 120 }, (_, i) => (kind === "uuid ids" ? uuid(i % 3 ? undefined : `${shared[i % 6]}${hex(1)}`) : `n-${hex(6)}`));
      const pick = () => ids[Math.floor(rnd() * ids.length)]!;
      const collections = ["Entity_name", "EntityType_name", "EdgeType_relationship_name", "DocumentChunk_text"];
      const writes = Array.from({ length: 5 }, (_, item) => {
        const nodes = Array.from({ length: 60 }, () => ({ id: pick(), type: "Entity", name: "x", description: null }));
        const edges = Array.from({ length: 80 }, () => {
          const [s, t, r] = [pick(), pick(), ["knows", "is_a", "born_in"][Math.floor(rnd() * 3)]!];
          return { id: uuid(), sourceId: s, targetId: t, relationshipName: r, edgeText: null };
        });
        const vectors = Array.from({ length: 70 }, () => ({ collection: collections[Math.floor(rnd() * 4)]!, id: pick(), model: "m", vector: [1, 0], text: "t", payload: {} }));
        return { dataId: `item-${item}`, batch: { chunks: [], nodes, edges, vectors } as GraphBatch };
      });
      const rows = rowsOf(writes);
      const all = writes.map((w) => w.batch);
      expect(rows.nodes!.map((r) => r[0])).toEqual(sortedUnique(all.flatMap((b) => b.nodes.map((n) => n.id))));
      expect(rows.edges!.map((r) => `${r[0]}\u0000${r[1]}\u0000${r[2]}`)).toEqual(
        sortedUnique(all.flatMap((b) => b.edges.map((e) => `${e.sourceId}\u0000${e.relationshipName}\u0000${e.targetId}`))),
      );
      // A point's meta row starts with its collection and id.
      expect(rows.vectors!.map((r) => `${r[0]}\u0000${r[1]}`)).toEqual(sortedUnique(all.flatMap((b) => b.vectors.map((v) => `${v.collection}\u0000${v.id}`))));
      // Ledger: (kind, ref, item) order; every item's non-mirrored refs once.
      const ledgerKeys = rows.ledger!.map((r) => `${r[1]}\u0000${r[2]}\u0000${r[0]}`);
      expect(ledgerKeys).toEqual(
        sortedUnique(
          writes.flatMap(({ dataId, batch }) => [
            ...batch.nodes.map((n) => `node\u0000${n.id}\u0000${dataId}`),
            ...batch.edges.map((e) => `edge\u0000${e.id}\u0000${dataId}`),
            // Points mirroring one of the item's Entity nodes are removed with the node, not ledgered.
            ...batch.vectors
              .filter((v) => !(v.collection === "Entity_name" && batch.nodes.some((n) => n.id === v.id)))
              .map((v) => `vector\u0000${v.collection}|${v.id}\u0000${dataId}`),
          ]),
        ),
      );
    });
  }
});
