-- Uploaded ontologies (POST /api/v1/ontologies), one namespace of keys per workspace: a user's personal space
-- ("user:<id>") or a tenant ("tenant:<id>"). The file's bytes are in R2 (r2_key); `terms` is the parsed
-- vocabulary (classes, properties, individuals) that cognify reads, bounded by the parser's caps.
CREATE TABLE IF NOT EXISTS ontologies (
  workspace_id TEXT NOT NULL,
  ontology_key TEXT NOT NULL,
  filename TEXT NOT NULL,
  format TEXT NOT NULL,
  description TEXT,
  size_bytes INTEGER NOT NULL,
  r2_key TEXT NOT NULL,
  terms TEXT NOT NULL,
  class_count INTEGER NOT NULL,
  property_count INTEGER NOT NULL,
  individual_count INTEGER NOT NULL,
  uploaded_by TEXT NOT NULL,
  uploaded_at INTEGER NOT NULL,
  PRIMARY KEY (workspace_id, ontology_key)
);
