import { z } from "@hono/zod-openapi";
import type { AiProvider } from "../ai/types";
import { ApiError, badRequest } from "../core/errors";
import type { Principal } from "../lib/types";
import type { Ports } from "../storage/ports";
import { parseGraphModel } from "./cognify.service";
import { requireDataset } from "./datasets.service";
import { createTextLoader, PdfLoader, sniff, SNIFF_BYTES } from "./loaders";
import { type SchemaStats } from "../core/pod/visualize";

/**
 * `POST /llm/infer-schema`: proposes a graph schema (a pydantic-style JSON schema usable as cognify's
 * `graph_model`) from sample text or uploads, or from a dataset's existing graph. With an LLM provider the
 * model names the entity types and relationships; offline, the local extractor does, and a dataset's graph
 * needs no model at all (its entity types and typed relationships are counted).
 */
export interface InferSchemaDeps extends Pick<Ports, "db" | "settings" | "pods" | "ai"> {
  provider?: AiProvider;
}

export interface InferSchemaInput {
  text?: string | null;
  files?: File[];
  datasetId?: string | null;
}

export interface EntityTypeSpec {
  name: string;
  description?: string;
}
export interface RelationSpec {
  name: string;
  source: string;
  target: string;
  description?: string;
}

/** cognee: at most 12,000 characters of sample reach the model (beginning, middle and end when longer). */
export const INFER_SCHEMA_MAX_CHARS = 12_000;
/** Uploaded bytes read for a schema sample; more adds nothing the sampler would keep. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_TYPES = 30;
const MAX_RELATIONS = 80;

export function sampleText(text: string, maxChars = INFER_SCHEMA_MAX_CHARS): string {
  if (text.length <= maxChars) return text;
  const sep = "\n\n[...]\n\n";
  if (text.length <= maxChars * 2) {
    const half = Math.floor((maxChars - sep.length) / 2);
    return `${text.slice(0, half).trimEnd()}${sep}${text.slice(-half).trimStart()}`;
  }
  const part = Math.floor((maxChars - sep.length * 2) / 3);
  const mid = Math.floor((text.length - part) / 2);
  return `${text.slice(0, part).trimEnd()}${sep}${text.slice(mid, mid + part).trim()}${sep}${text.slice(-part).trimStart()}`;
}

const pascal = (v: string) =>
  v
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("") || "Thing";
const snake = (v: string) =>
  v
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "") || "related_to";

/**
 * Builds the schema: one `$defs` entry per entity type (name, description, a `type` constant, and one
 * array property per relationship it starts), and one root list per type. Relationship properties
 * reference their target types, so the schema converts to a graph model (cognify `graph_model`).
 */
export function buildGraphSchema(types: EntityTypeSpec[], relations: RelationSpec[], title = "InferredKnowledgeGraph"): Record<string, unknown> {
  const defs: Record<string, { title: string; description?: string; type: "object"; properties: Record<string, unknown>; required: string[] }> = {};
  const ensure = (raw: string, description?: string) => {
    const name = pascal(raw);
    if (!defs[name]) {
      defs[name] = {
        title: name,
        ...(description ? { description } : {}),
        type: "object",
        properties: {
          name: { type: "string", description: `Name of the ${name}` },
          type: { type: "string", enum: [name], description: "Entity type" },
          description: { type: "string", description: `One sentence about the ${name}` },
        },
        required: ["name", "type"],
      };
    }
    return name;
  };
  for (const t of types.slice(0, MAX_TYPES)) ensure(t.name, t.description);
  const targets = new Map<string, { def: string; prop: string; refs: Set<string>; description?: string }>();
  for (const r of relations.slice(0, MAX_RELATIONS)) {
    if (Object.keys(defs).length >= MAX_TYPES && (!defs[pascal(r.source)] || !defs[pascal(r.target)])) continue;
    const src = ensure(r.source);
    const dst = ensure(r.target);
    const prop = snake(r.name);
    if (["name", "type", "description"].includes(prop)) continue;
    const key = `${src}\u0000${prop}`;
    const entry = targets.get(key) ?? { def: src, prop, refs: new Set<string>(), description: r.description };
    entry.refs.add(dst);
    targets.set(key, entry);
  }
  for (const { def, prop, refs, description } of targets.values()) {
    const items = refs.size === 1 ? { $ref: `#/$defs/${[...refs][0]}` } : { anyOf: [...refs].sort().map((d) => ({ $ref: `#/$defs/${d}` })) };
    defs[def]!.properties[prop] = { type: "array", items, description: description ?? `${def} ${prop.replace(/_/g, " ")} ...` };
  }
  const properties: Record<string, unknown> = {};
  for (const name of Object.keys(defs)) {
    properties[`${snake(name)}_entities`] = { type: "array", items: { $ref: `#/$defs/${name}` }, description: `${name} entities mentioned in the text` };
  }
  return {
    title,
    description: "Entity types and relationships proposed from the sample; pass as cognify graph_model.",
    type: "object",
    properties,
    required: [],
    $defs: defs,
  };
}

const LlmSchemaProposal = z.object({
  entity_types: z.array(z.object({ name: z.string(), description: z.string() })).max(MAX_TYPES),
  relationships: z
    .array(z.object({ name: z.string(), source_type: z.string(), target_type: z.string(), description: z.string() }))
    .max(MAX_RELATIONS),
});

const SYSTEM = `You design knowledge-graph schemas. Read the sample and propose the entity types (singular nouns,
e.g. Person, Company, City) and the relationships between them (snake_case verbs such as works_for, located_in),
each with its source and target entity type. Prefer a small, general schema that covers the sample.`;

async function readUploads(files: File[]): Promise<string> {
  const parts: string[] = [];
  let budget = MAX_UPLOAD_BYTES;
  for (const file of files) {
    if (budget <= 0) break;
    const bytes = new Uint8Array(await file.slice(0, budget).arrayBuffer());
    budget -= bytes.length;
    const kind = sniff(file.name, file.type, bytes.subarray(0, SNIFF_BYTES));
    let text = "";
    const sink = async (t: string) => {
      text += t;
    };
    if (kind.kind === "pdf") {
      const loader = new PdfLoader(file.name, sink);
      await loader.push(bytes);
      await loader.finish();
    } else {
      const loader = createTextLoader(kind.kind, sink, { delimiter: kind.delimiter });
      await loader.push(new TextDecoder("utf-8").decode(bytes));
      await loader.finish();
    }
    parts.push(text);
  }
  return parts.join("\n\n");
}

function validated(schema: Record<string, unknown>): Record<string, unknown> {
  // The same conversion check cognify applies to graph_model (400 there; here the schema is ours).
  parseGraphModel(schema);
  return schema;
}

export async function inferSchema(
  deps: InferSchemaDeps,
  user: Principal,
  input: InferSchemaInput,
): Promise<{ graph_schema: Record<string, unknown>; source: "llm" | "local_extractor" | "graph" }> {
  const files = input.files ?? [];
  const text = [input.text?.trim() ?? "", files.length ? (await readUploads(files)).trim() : ""].filter(Boolean).join("\n\n");
  if (!text) {
    if (!input.datasetId) {
      throw badRequest("Either text, at least one file, or dataset_id must be provided.", "InvalidRequestError");
    }
    const dataset = await requireDataset(deps.db, user, input.datasetId, "read", "403");
    const stats = (await deps.pods(dataset.workspaceId).graphSchemaStats(dataset.id)) as SchemaStats;
    if (stats.entity_types.length === 0) {
      throw new ApiError(409, "EmptyGraphError", `Dataset ${dataset.id} has no entities yet: cognify it first, or send sample text.`);
    }
    const schema = buildGraphSchema(
      stats.entity_types.map((t) => ({ name: t.type })),
      stats.relations.map((r) => ({ name: r.relationship_name, source: r.source_type, target: r.target_type })),
    );
    return { graph_schema: validated(schema), source: "graph" };
  }

  const sample = sampleText(text);
  const provider = deps.provider ?? deps.ai();
  if (provider.llm) {
    const proposal = await provider.llm.object({ system: SYSTEM, prompt: `Sample text:\n\n${sample}`, schema: LlmSchemaProposal });
    const schema = buildGraphSchema(
      proposal.entity_types,
      proposal.relationships.map((r) => ({ name: r.name, source: r.source_type, target: r.target_type, description: r.description })),
    );
    if (Object.keys(schema.$defs as object).length === 0) {
      throw new ApiError(422, "SchemaInferenceError", "The model proposed no entity types for this sample.");
    }
    return { graph_schema: validated(schema), source: "llm" };
  }

  const graph = await provider.extractor.extract(sample);
  const typeOf = new Map(graph.nodes.map((n) => [n.id, n.type || "Entity"]));
  const counts = new Map<string, number>();
  for (const n of graph.nodes) counts.set(n.type || "Entity", (counts.get(n.type || "Entity") ?? 0) + 1);
  const types = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => ({ name }));
  if (types.length === 0) {
    throw new ApiError(422, "SchemaInferenceError", "No entities were found in the sample; send a longer or more factual text.");
  }
  const relations: RelationSpec[] = [];
  const seen = new Set<string>();
  for (const e of graph.edges) {
    const source = typeOf.get(e.source_node_id);
    const target = typeOf.get(e.target_node_id);
    if (!source || !target) continue;
    const key = `${e.relationship_name}|${source}|${target}`;
    if (seen.has(key)) continue;
    seen.add(key);
    relations.push({ name: e.relationship_name, source, target });
  }
  return { graph_schema: validated(buildGraphSchema(types, relations)), source: "local_extractor" };
}
