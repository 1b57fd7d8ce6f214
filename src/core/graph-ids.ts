import { idFor, uuid5 } from "./ids";

/** cognee's vector collections: `<DataPoint class>_<index field>`. */
export const Collections = {
  chunk: "DocumentChunk_text",
  summary: "TextSummary_text",
  entity: "Entity_name",
  entityType: "EntityType_name",
  edgeType: "EdgeType_relationship_name",
  document: "TextDocument_name",
} as const;

export const edgeIdFor = (src: string, rel: string, dst: string) => uuid5(`${src}${rel}${dst}`.toLowerCase().replace(/ /g, "_"));

export const nodeSetIdFor = (name: string) => idFor("NodeSet", name);

export const summaryIdFor = (chunkId: string) => uuid5("TextSummary", chunkId);

export const chunkIdFor = (dataId: string, index: number) => uuid5(`${dataId}-${index}`);
