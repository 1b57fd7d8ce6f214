import { createRoute } from "@hono/zod-openapi";
import { ErrorDetailSchema, errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import {
  OntologyDeleteResultSchema,
  OntologyKeyParamSchema,
  OntologyListSchema,
  OntologyUploadFormSchema,
  OntologyUploadResultSchema,
} from "../../../schemas/ontologies.schemas";

export const uploadOntology = createRoute({
  method: "post",
  path: "/ontologies",
  operationId: "uploadOntology",
  tags: ["ontologies"],
  summary: "Upload ontologies (OWL RDF/XML, Turtle, JSON-LD) for ontology_key on /cognify and /remember",
  description:
    "Multipart: `ontology_key` and `ontology_file` (several files: a JSON list of keys in the same order), optional " +
    "`description`. Each file is parsed on upload (5 MB, 200,000 statements, 2,000 classes, 1,000 properties, 5,000 " +
    "individuals at most: 413 `OntologyTooLargeError` over a cap); unparseable files are 400 `InvalidOntologyError` and " +
    "nothing is stored. Keys belong to the caller's workspace (personal, or the current tenant); a key in use is 400 " +
    "`OntologyAlreadyExistsError`.",
  security,
  request: { body: { content: { "multipart/form-data": { schema: OntologyUploadFormSchema } }, required: true } },
  responses: {
    200: jsonContent(OntologyUploadResultSchema, "Stored ontologies"),
    ...errorResponses,
    413: jsonContent(ErrorDetailSchema, "File or ontology over a cap"),
  },
});

export const listOntologies = createRoute({
  method: "get",
  path: "/ontologies",
  operationId: "listOntologies",
  tags: ["ontologies"],
  summary: "The ontologies of the caller's workspace, by key",
  security,
  responses: { 200: jsonContent(OntologyListSchema, "Ontologies by key"), ...errorResponses },
});

export const deleteOntology = createRoute({
  method: "delete",
  path: "/ontologies/{ontology_key}",
  operationId: "deleteOntology",
  tags: ["ontologies"],
  summary: "Delete an ontology (its file and vocabulary); graphs already built with it keep their links",
  security,
  request: { params: OntologyKeyParamSchema },
  responses: { 200: jsonContent(OntologyDeleteResultSchema, "Deleted"), ...errorResponses },
});

export type UploadOntologyRoute = typeof uploadOntology;
export type ListOntologiesRoute = typeof listOntologies;
export type DeleteOntologyRoute = typeof deleteOntology;
