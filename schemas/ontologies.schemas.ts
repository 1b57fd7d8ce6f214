import { z } from "@hono/zod-openapi";

/** cognee's upload form: `ontology_key` (one key or a JSON list), `ontology_file` (repeated), `description`. */
export const OntologyUploadFormSchema = z
  .object({
    ontology_key: z.any().openapi({ type: "string", description: 'One key, or a JSON list ("[\\"a\\",\\"b\\"]") paired with the files in order' }),
    ontology_file: z.any().openapi({ type: "array", items: { type: "string", format: "binary" }, description: "OWL (RDF/XML), Turtle / N-Triples or JSON-LD, 5 MB each" }),
    description: z.any().optional().openapi({ type: "string", description: "One description, or a JSON list paired with the files" }),
  })
  .openapi("OntologyUploadForm");

export const OntologyInfoSchema = z
  .object({
    ontology_key: z.string(),
    filename: z.string(),
    size_bytes: z.number().int(),
    uploaded_at: z.string().openapi({ description: "ISO 8601" }),
    description: z.string().nullable(),
    format: z.enum(["rdf-xml", "turtle", "json-ld"]),
    classes: z.number().int(),
    properties: z.number().int(),
    individuals: z.number().int(),
  })
  .openapi("OntologyInfo");

export const OntologyUploadResultSchema = z.object({ uploaded_ontologies: z.array(OntologyInfoSchema) }).openapi("OntologyUploadResult");
export const OntologyListSchema = z.record(z.string(), OntologyInfoSchema).openapi("OntologyList");
export const OntologyDeleteResultSchema = z.object({ status: z.literal("success"), ontology_key: z.string() }).openapi("OntologyDeleteResult");
export const OntologyKeyParamSchema = z.object({ ontology_key: z.string().min(1).max(100).openapi({ param: { name: "ontology_key", in: "path" } }) });
