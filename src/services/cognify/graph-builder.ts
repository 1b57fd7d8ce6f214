import type { KnowledgeGraph } from "../../ai/types";
import { extractDates, parseDateValue } from "../../core/dates";
import { idFor, uuid5 } from "../../core/ids";
import { type ChunkWrite, type GraphEdgeWrite, type GraphNodeWrite } from "../../core/pod/graph-writes";
import { Collections, edgeIdFor, nodeSetIdFor, summaryIdFor } from "../../core/graph-ids";
import { withArticle } from "../../core/text";

/**
 * Builds cognee's graph for one batch of a document's chunks (reference: cognify pipeline):
 * Document <-is_part_of- DocumentChunk -contains-> Entity -is_a-> EntityType, Entity -<relation>-> Entity,
 * TextSummary -made_from-> DocumentChunk, and belongs_to_set edges to NodeSets. Pure and deterministic:
 * the same input always yields the same ids, which is what makes redelivered messages harmless.
 */
export interface DocumentInfo {
  dataId: string;
  name: string;
  extension: string | null;
  mimeType: string | null;
  externalMetadata: Record<string, unknown> | null;
  nodeSets: string[];
  createdAt: number;
}

export interface ChunkExtraction {
  chunk: ChunkWrite;
  graph: KnowledgeGraph;
  summary: string;
}

export interface PointText {
  collection: string;
  id: string;
  text: string;
  payload: Record<string, unknown>;
}

export interface BuiltBatch {
  nodes: GraphNodeWrite[];
  edges: GraphEdgeWrite[];
  points: PointText[];
}

/** cognee's classify_documents, by extension. */
export function documentTypeFor(extension: string | null, mimeType: string | null): string {
  const ext = (extension ?? "").toLowerCase().replace(/^\./, "");
  if (ext === "pdf" || mimeType === "application/pdf") return "PdfDocument";
  if (ext === "csv" || mimeType === "text/csv") return "CsvDocument";
  return "TextDocument";
}

/** Entity and relationship names as cognee normalises them: lower case, no apostrophes. */
const cleanName = (v: string) => v.toLowerCase().replace(/'/g, "").replace(/\s+/g, " ").trim();
const relationName = (v: string) => cleanName(v).replace(/[^a-z0-9_ ]/g, "").replace(/ /g, "_") || "related_to";
const preview = (text: string, words = 7) => text.split(/\s+/).filter(Boolean).slice(0, words).join(" ");

export function buildGraphBatch(
  doc: DocumentInfo,
  extractions: ChunkExtraction[],
  options: { effectiveDateKey: string; includeDocument: boolean },
): BuiltBatch {
  const nodes = new Map<string, GraphNodeWrite>();
  const edges = new Map<string, GraphEdgeWrite>();
  const points = new Map<string, PointText>();
  const docType = documentTypeFor(doc.extension, doc.mimeType);
  const effectiveRaw = doc.externalMetadata?.[options.effectiveDateKey];
  const effectiveDate = parseDateValue(effectiveRaw) !== null ? String(effectiveRaw) : undefined;
  const sets = doc.nodeSets.filter((s) => s.trim() !== "");
  const setIds = sets.map((s) => ({ id: nodeSetIdFor(s), name: s }));
  const ingestedAt = doc.createdAt;

  const addNode = (n: GraphNodeWrite) => {
    if (!nodes.has(n.id)) nodes.set(n.id, n);
  };
  const addEdge = (sourceId: string, rel: string, targetId: string, edgeText: string | null, props: Record<string, unknown> = {}) => {
    const key = `${sourceId}|${rel}|${targetId}`;
    // The id (a uuid5 over ~80 characters) only for a new edge: an entity's is_a edge recurs per mention.
    if (!edges.has(key)) edges.set(key, { id: edgeIdFor(sourceId, rel, targetId), sourceId, targetId, relationshipName: rel, edgeText, props });
  };
  const addPoint = (p: PointText) => {
    if (p.text.trim()) points.set(`${p.collection}|${p.id}`, p);
  };
  const tagSets = (nodeId: string) => {
    for (const s of setIds) addEdge(nodeId, "belongs_to_set", s.id, null);
  };

  for (const s of setIds) addNode({ id: s.id, type: "NodeSet", name: s.name, description: null });

  if (options.includeDocument) {
    addNode({
      id: doc.dataId,
      type: docType,
      name: doc.name,
      description: null,
      props: {
        data_id: doc.dataId,
        mime_type: doc.mimeType,
        external_metadata: doc.externalMetadata ?? {},
        ...(effectiveDate ? { effective_date: effectiveDate } : {}),
      },
    });
    tagSets(doc.dataId);
    addPoint({ collection: `${docType}_name`, id: doc.dataId, text: doc.name, payload: { id: doc.dataId, text: doc.name, type: docType } });
  }

  for (const { chunk, graph, summary } of extractions) {
    const chunkPayload = {
      document_id: doc.dataId,
      document_name: doc.name,
      data_id: doc.dataId,
      chunk_index: chunk.index,
      belongs_to_set: sets,
      importance_weight: 0.5,
    };
    addNode({
      id: chunk.id,
      type: "DocumentChunk",
      name: preview(chunk.text),
      description: null,
      props: {
        data_id: doc.dataId,
        document_id: doc.dataId,
        chunk_index: chunk.index,
        token_count: chunk.tokenCount,
        cut_type: chunk.cutType,
        importance_weight: 0.5,
        ...(effectiveDate ? { effective_date: effectiveDate } : {}),
      },
    });
    addEdge(chunk.id, "is_part_of", doc.dataId, `${preview(chunk.text, 12)}… is part of ${doc.name}.`);
    tagSets(chunk.id);
    addPoint({ collection: Collections.chunk, id: chunk.id, text: chunk.text, payload: { id: chunk.id, text: chunk.text, type: "DocumentChunk", ...chunkPayload } });

    if (summary.trim()) {
      const summaryId = summaryIdFor(chunk.id);
      addNode({
        id: summaryId,
        type: "TextSummary",
        name: null,
        description: summary,
        props: { text: summary, source_chunk_id: chunk.id, data_id: doc.dataId },
      });
      addEdge(summaryId, "made_from", chunk.id, null);
      tagSets(summaryId);
      addPoint({
        collection: Collections.summary,
        id: summaryId,
        text: summary,
        payload: { id: summaryId, text: summary, type: "TextSummary", source_chunk_id: chunk.id, ...chunkPayload },
      });
    }

    // Duplicate LLM node ids inside one chunk graph: first wins (cognee).
    const localToEntity = new Map<string, { id: string; name: string }>();
    for (const n of graph.nodes) {
      const name = cleanName(n.name || n.id);
      if (!name || localToEntity.has(n.id)) continue;
      const entityId = idFor("Entity", name);
      localToEntity.set(n.id, { id: entityId, name });
      const type = cleanName(n.type || "thing") || "thing";
      const typeId = idFor("EntityType", type);
      // Ontology-linked (cognee's resolver): the type carries its class IRI, and its superclasses become
      // EntityTypes joined by is_a, so "tesla is_a sports car is_a car" can be walked.
      const onto = n.ontology;
      addNode({ id: typeId, type: "EntityType", name: type, description: type, ...(onto ? { props: { ontology_valid: true, ontology_uri: onto.typeUri } } : {}) });
      addPoint({ collection: Collections.entityType, id: typeId, text: type, payload: { id: typeId, text: type, type: "EntityType" } });
      const typeByUri = new Map(onto ? [[onto.typeUri, { id: typeId, name: type }]] : []);
      for (const parent of onto?.typeParents ?? []) {
        const parentName = cleanName(parent.name);
        const parentId = idFor("EntityType", parentName);
        addNode({ id: parentId, type: "EntityType", name: parentName, description: parentName, props: { ontology_valid: true, ontology_uri: parent.uri } });
        addPoint({ collection: Collections.entityType, id: parentId, text: parentName, payload: { id: parentId, text: parentName, type: "EntityType" } });
        typeByUri.set(parent.uri, { id: parentId, name: parentName });
        const child = typeByUri.get(parent.of);
        if (child) addEdge(child.id, "is_a", parentId, `${child.name} is ${withArticle(parentName)}.`);
      }
      addNode({
        id: entityId,
        type: "Entity",
        name,
        description: n.description || null,
        props: {
          display_name: n.name,
          entity_type: type,
          importance_weight: 0.5,
          ...(onto ? { ontology_valid: onto.uri !== undefined, ...(onto.uri ? { ontology_uri: onto.uri } : {}), ontology_type_uri: onto.typeUri } : {}),
        },
      });
      tagSets(entityId);
      addEdge(entityId, "is_a", typeId, `${name} is ${withArticle(type)}.`);
      addEdge(chunk.id, "contains", entityId, `Document chunk mentions ${name}: ${n.description || name}`);
      addPoint({
        collection: Collections.entity,
        id: entityId,
        text: name,
        payload: { id: entityId, text: name, type: "Entity", description: n.description ?? "", entity_type: type, belongs_to_set: sets },
      });
    }

    for (const e of graph.edges) {
      const src = localToEntity.get(e.source_node_id);
      const dst = localToEntity.get(e.target_node_id);
      if (!src || !dst || src.id === dst.id) continue;
      const rel = relationName(e.relationship_name);
      const fact = e.description?.trim() || `${src.name} ${rel.replace(/_/g, " ")} ${dst.name}.`;
      const dates = extractDates(fact);
      addEdge(src.id, rel, dst.id, fact, {
        data_id: doc.dataId,
        chunk_id: chunk.id,
        ingested_at: ingestedAt,
        ...(effectiveDate ? { effective_date: effectiveDate } : {}),
        ...(dates.length ? { dates } : {}),
      });
      const edgeTypeId = idFor("EdgeType", fact);
      addPoint({
        collection: Collections.edgeType,
        id: edgeTypeId,
        text: fact,
        payload: { id: edgeTypeId, text: fact, type: "EdgeType", relationship_name: rel, data_id: doc.dataId },
      });
    }
  }
  return { nodes: [...nodes.values()], edges: [...edges.values()], points: [...points.values()] };
}
