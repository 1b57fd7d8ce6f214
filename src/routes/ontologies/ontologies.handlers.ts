import { ApiError, validationError } from "../../core/errors";
import type { AppRouteHandler } from "../../lib/types";
import { deleteOntology as runDelete, listOntologies as runList, ontologyKeysOf, uploadOntologies } from "../../services/ontologies/ontologies.service";
import { MAX_ONTOLOGY_FILES } from "../../services/ontologies/ontologies.service";
import { ONTOLOGY_MAX_BYTES } from "../../services/ontologies/ontology-parse";
import type { DeleteOntologyRoute, ListOntologiesRoute, UploadOntologyRoute } from "./ontologies.routes";

/** The whole form is buffered: at most the files' cap plus 1 MB of fields. */
const MAX_FORM_BYTES = MAX_ONTOLOGY_FILES * ONTOLOGY_MAX_BYTES + 1024 * 1024;

const strings = (v: unknown): string[] => ([] as unknown[]).concat(v ?? []).filter((x): x is string => typeof x === "string");

export const uploadOntology: AppRouteHandler<UploadOntologyRoute> = async (c) => {
  if (!(c.req.header("content-type") ?? "").includes("multipart/form-data")) {
    throw new ApiError(400, "InvalidRequestError", "Send the ontology as multipart/form-data (ontology_key, ontology_file).");
  }
  if (Number(c.req.header("content-length") ?? 0) > MAX_FORM_BYTES) throw new ApiError(413, "OntologyTooLargeError", `Ontology uploads are limited to ${MAX_FORM_BYTES} bytes.`);
  const form = await c.req.parseBody({ all: true });
  const files = ([] as unknown[]).concat(form.ontology_file ?? []).filter((f): f is File => f instanceof File);
  const keys = strings(form.ontology_key).flatMap(ontologyKeysOf);
  if (keys.length === 0) throw validationError(["body", "ontology_key"], "Field required", "missing");
  if (files.length === 0) throw validationError(["body", "ontology_file"], "Field required", "missing");
  if (keys.length !== files.length) throw validationError(["body", "ontology_key"], `${keys.length} key(s) for ${files.length} file(s): send one key per file.`);
  for (const f of files) if (f.size > ONTOLOGY_MAX_BYTES) throw new ApiError(413, "OntologyTooLargeError", `Ontology files are limited to ${ONTOLOGY_MAX_BYTES} bytes.`);
  const rawDescriptions = strings(form.description);
  let descriptions: (string | null)[] = rawDescriptions;
  if (rawDescriptions.length === 1 && files.length > 1 && rawDescriptions[0]!.trim().startsWith("[")) {
    try {
      descriptions = (JSON.parse(rawDescriptions[0]!) as unknown[]).map((d) => (typeof d === "string" ? d : null));
    } catch {
      throw validationError(["body", "description"], "Invalid JSON list of descriptions.", "json_invalid");
    }
  }
  const uploads = files.map((file, i) => ({ key: keys[i]!, file, description: descriptions[i] ?? (files.length === 1 ? (descriptions[0] ?? null) : null) }));
  return c.json(await uploadOntologies(c.get("ports"), c.get("user"), uploads), 200);
};

export const listOntologies: AppRouteHandler<ListOntologiesRoute> = async (c) => c.json(await runList(c.get("ports"), c.get("user")), 200);

export const deleteOntology: AppRouteHandler<DeleteOntologyRoute> = async (c) =>
  c.json(await runDelete(c.get("ports"), c.get("user"), c.req.valid("param").ontology_key), 200);
