/**
 * Versioned schema of the WorkspacePod SQLite storage. Steps run in order, synchronously, inside one
 * `transactionSync` at construction; the applied version is kept in `_meta`. Append new versions; never
 * edit an applied one.
 */
export const WORKSPACE_POD_MIGRATIONS: { version: number; statements: string[] }[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE IF NOT EXISTS data_items (
        id TEXT NOT NULL,
        dataset_id TEXT NOT NULL,
        owner_id TEXT NOT NULL,
        name TEXT NOT NULL,
        label TEXT,
        extension TEXT,
        mime_type TEXT,
        kind TEXT NOT NULL DEFAULT 'document',
        content_hash TEXT NOT NULL,
        data_size INTEGER NOT NULL,
        raw_key TEXT NOT NULL,
        text_key TEXT,
        external_metadata TEXT,
        node_set TEXT,
        token_count INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (dataset_id, id)
      )`,
      `CREATE UNIQUE INDEX IF NOT EXISTS data_items_hash_idx ON data_items(dataset_id, owner_id, content_hash)`,
      `CREATE INDEX IF NOT EXISTS data_items_id_idx ON data_items(id)`,
      `CREATE INDEX IF NOT EXISTS data_items_order_idx ON data_items(dataset_id, created_at DESC, id DESC)`,
      `CREATE INDEX IF NOT EXISTS data_items_owner_idx ON data_items(owner_id)`,
      `CREATE TABLE IF NOT EXISTS data_status (
        dataset_id TEXT NOT NULL,
        data_id TEXT NOT NULL,
        pipeline TEXT NOT NULL,
        status TEXT NOT NULL,
        run_id TEXT,
        error TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (dataset_id, data_id, pipeline)
      )`,
      `CREATE TABLE IF NOT EXISTS pipeline_runs (
        id TEXT PRIMARY KEY,
        dataset_id TEXT NOT NULL,
        pipeline TEXT NOT NULL,
        status TEXT NOT NULL,
        total_items INTEGER NOT NULL DEFAULT 0,
        done_items INTEGER NOT NULL DEFAULT 0,
        failed_items INTEGER NOT NULL DEFAULT 0,
        options TEXT,
        error TEXT,
        stage_ms TEXT,
        started_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        ended_at INTEGER
      )`,
      `CREATE INDEX IF NOT EXISTS pipeline_runs_dataset_idx ON pipeline_runs(dataset_id, pipeline, started_at DESC)`,
      `CREATE TABLE IF NOT EXISTS chunks (
        id TEXT PRIMARY KEY,
        dataset_id TEXT NOT NULL,
        data_id TEXT NOT NULL,
        chunk_index INTEGER NOT NULL,
        text TEXT NOT NULL,
        token_count INTEGER NOT NULL,
        cut_type TEXT,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS chunks_data_idx ON chunks(dataset_id, data_id, chunk_index)`,
      `CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(text, content='chunks', content_rowid='rowid', tokenize='porter unicode61')`,
      `CREATE TRIGGER IF NOT EXISTS chunks_ai AFTER INSERT ON chunks BEGIN
        INSERT INTO chunks_fts(rowid, text) VALUES (new.rowid, new.text);
      END`,
      `CREATE TRIGGER IF NOT EXISTS chunks_ad AFTER DELETE ON chunks BEGIN
        INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
      END`,
      `CREATE TRIGGER IF NOT EXISTS chunks_au AFTER UPDATE OF text ON chunks BEGIN
        INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
        INSERT INTO chunks_fts(rowid, text) VALUES (new.rowid, new.text);
      END`,
      `CREATE TABLE IF NOT EXISTS nodes (
        dataset_id TEXT NOT NULL,
        id TEXT NOT NULL,
        type TEXT NOT NULL,
        name TEXT,
        description TEXT,
        props TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (dataset_id, id)
      )`,
      `CREATE INDEX IF NOT EXISTS nodes_type_idx ON nodes(dataset_id, type)`,
      `CREATE INDEX IF NOT EXISTS nodes_name_idx ON nodes(dataset_id, name)`,
      `CREATE TABLE IF NOT EXISTS edges (
        dataset_id TEXT NOT NULL,
        source_id TEXT NOT NULL,
        relationship_name TEXT NOT NULL,
        target_id TEXT NOT NULL,
        id TEXT NOT NULL,
        edge_text TEXT,
        props TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        PRIMARY KEY (dataset_id, source_id, relationship_name, target_id)
      )`,
      `CREATE INDEX IF NOT EXISTS edges_target_idx ON edges(dataset_id, target_id)`,
      `CREATE INDEX IF NOT EXISTS edges_id_idx ON edges(dataset_id, id)`,
      // Which data item produced which node/edge/vector: deletion removes only what no other item needs.
      `CREATE TABLE IF NOT EXISTS ledger (
        dataset_id TEXT NOT NULL,
        data_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        ref_id TEXT NOT NULL,
        PRIMARY KEY (dataset_id, data_id, kind, ref_id)
      )`,
      `CREATE INDEX IF NOT EXISTS ledger_ref_idx ON ledger(dataset_id, kind, ref_id)`,
      // Local exact vector index (stands in for Vectorize when none is bound). One row per point;
      // vectors are L2-normalised Float32 BLOBs, keyed by embedding model so a model change never mixes spaces.
      `CREATE TABLE IF NOT EXISTS vectors (
        dataset_id TEXT NOT NULL,
        collection TEXT NOT NULL,
        id TEXT NOT NULL,
        model TEXT NOT NULL,
        dims INTEGER NOT NULL,
        vector BLOB NOT NULL,
        text TEXT,
        payload TEXT,
        PRIMARY KEY (dataset_id, collection, id)
      )`,
      `CREATE INDEX IF NOT EXISTS vectors_model_idx ON vectors(dataset_id, model, collection)`,
      `CREATE TABLE IF NOT EXISTS kv_cache (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        expires_at INTEGER
      )`,
    ],
  },
  {
    // Membership pushed by the control plane, and the pod's lifecycle state (workers/pod/membership.ts).
    version: 2,
    statements: [
      `CREATE TABLE IF NOT EXISTS members (
        user_id TEXT PRIMARY KEY,
        email TEXT,
        role TEXT NOT NULL DEFAULT 'member',
        added_at INTEGER NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS pod_state (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        tenant_id TEXT,
        owner_id TEXT,
        status TEXT NOT NULL DEFAULT 'healthy',
        restore_due_at INTEGER,
        updated_at INTEGER NOT NULL
      )`,
    ],
  },
  {
    // Skills (SKILL.md playbooks) with a BM25 index over their search text, and skill-improvement
    // proposals (workers/pod/skills.ts). The skill's graph node and vector live in nodes/edges/vectors.
    version: 3,
    statements: [
      `CREATE TABLE IF NOT EXISTS skills (
        dataset_id TEXT NOT NULL,
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        procedure TEXT NOT NULL DEFAULT '',
        search_text TEXT NOT NULL DEFAULT '',
        maintainer TEXT NOT NULL DEFAULT '',
        maintainer_url TEXT NOT NULL DEFAULT '',
        version TEXT NOT NULL DEFAULT '',
        tags TEXT NOT NULL DEFAULT '[]',
        license TEXT NOT NULL DEFAULT '',
        declared_tools TEXT NOT NULL DEFAULT '[]',
        source_dir TEXT NOT NULL,
        source_repo_url TEXT NOT NULL DEFAULT '',
        is_active INTEGER NOT NULL DEFAULT 1,
        front_matter TEXT NOT NULL DEFAULT '{}',
        content_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (dataset_id, id)
      )`,
      `CREATE INDEX IF NOT EXISTS skills_name_idx ON skills(dataset_id, name)`,
      `CREATE VIRTUAL TABLE IF NOT EXISTS skills_fts USING fts5(search_text, content='skills', content_rowid='rowid', tokenize='porter unicode61')`,
      `CREATE TRIGGER IF NOT EXISTS skills_ai AFTER INSERT ON skills BEGIN
        INSERT INTO skills_fts(rowid, search_text) VALUES (new.rowid, new.search_text);
      END`,
      `CREATE TRIGGER IF NOT EXISTS skills_ad AFTER DELETE ON skills BEGIN
        INSERT INTO skills_fts(skills_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
      END`,
      `CREATE TRIGGER IF NOT EXISTS skills_au AFTER UPDATE OF search_text ON skills BEGIN
        INSERT INTO skills_fts(skills_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
        INSERT INTO skills_fts(rowid, search_text) VALUES (new.rowid, new.search_text);
      END`,
      `CREATE TABLE IF NOT EXISTS skill_proposals (
        dataset_id TEXT NOT NULL,
        id TEXT NOT NULL,
        skill_id TEXT NOT NULL,
        skill_name TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'proposed',
        confidence REAL NOT NULL DEFAULT 0,
        rationale TEXT NOT NULL DEFAULT '',
        model_name TEXT NOT NULL DEFAULT '',
        old_procedure TEXT NOT NULL DEFAULT '',
        proposed_procedure TEXT NOT NULL DEFAULT '',
        runs_used TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        applied_at INTEGER,
        PRIMARY KEY (dataset_id, id)
      )`,
      `CREATE INDEX IF NOT EXISTS skill_proposals_skill_idx ON skill_proposals(dataset_id, skill_id)`,
    ],
  },
  {
    // Conversation sessions of recall and remember/entry (workers/pod/sessions.ts), and a term-statistics
    // view of the chunk index so lexical search can drop near-universal terms (workers/pod/retrieval.ts).
    version: 4,
    statements: [
      `CREATE TABLE IF NOT EXISTS sessions (
        id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        dataset_id TEXT,
        node_set TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, id)
      )`,
      `CREATE INDEX IF NOT EXISTS sessions_id_idx ON sessions(id)`,
      `CREATE INDEX IF NOT EXISTS sessions_dataset_idx ON sessions(dataset_id, updated_at DESC)`,
      `CREATE TABLE IF NOT EXISTS session_entries (
        id TEXT PRIMARY KEY,
        session_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        search_text TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS session_entries_session_idx ON session_entries(user_id, session_id, created_at)`,
      `CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts_vocab USING fts5vocab(chunks_fts, 'row')`,
    ],
  },
  {
    // Whatever removes a Skill graph node (dataset purge, forget) also removes the skill row, and a
    // removed skill takes its proposals with it (workers/pod/skills.ts).
    version: 5,
    statements: [
      `CREATE TRIGGER IF NOT EXISTS skills_node_ad AFTER DELETE ON nodes WHEN old.type = 'Skill' BEGIN
        DELETE FROM skills WHERE dataset_id = old.dataset_id AND id = old.id;
      END`,
      `CREATE TRIGGER IF NOT EXISTS skill_proposals_ad AFTER DELETE ON skills BEGIN
        DELETE FROM skill_proposals WHERE dataset_id = old.dataset_id AND skill_id = old.id;
      END`,
    ],
  },
  {
    // Memory lifecycle (workers/pod/fact-conflicts.ts, entity-merge.ts, improve.ts): one record per
    // disputed single-valued attribute, the log of entity merges, and which session entries improve has
    // bridged into a dataset. Removing an entity (forget, dataset purge) removes the conflicts about it
    // and the merges into it; a dataset left without items forgets its improve marks.
    version: 6,
    statements: [
      `CREATE TABLE IF NOT EXISTS fact_conflicts (
        dataset_id TEXT NOT NULL,
        id TEXT NOT NULL,
        subject_id TEXT NOT NULL,
        subject_name TEXT,
        attribute TEXT NOT NULL,
        status TEXT NOT NULL,
        current_edge_ids TEXT NOT NULL DEFAULT '[]',
        facts TEXT NOT NULL DEFAULT '[]',
        detected_by TEXT NOT NULL DEFAULT 'rule',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (dataset_id, id)
      )`,
      `CREATE INDEX IF NOT EXISTS fact_conflicts_subject_idx ON fact_conflicts(dataset_id, subject_id)`,
      `CREATE TABLE IF NOT EXISTS entity_merges (
        dataset_id TEXT NOT NULL,
        merged_id TEXT NOT NULL,
        merged_name TEXT,
        into_id TEXT NOT NULL,
        into_name TEXT,
        rule TEXT NOT NULL,
        score REAL,
        edges_repointed INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (dataset_id, merged_id)
      )`,
      `CREATE INDEX IF NOT EXISTS entity_merges_into_idx ON entity_merges(dataset_id, into_id)`,
      `CREATE TABLE IF NOT EXISTS improve_marks (
        dataset_id TEXT NOT NULL,
        stage TEXT NOT NULL,
        ref_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (dataset_id, stage, ref_id)
      )`,
      `CREATE TRIGGER IF NOT EXISTS lifecycle_entity_ad AFTER DELETE ON nodes WHEN old.type = 'Entity' BEGIN
        DELETE FROM fact_conflicts WHERE dataset_id = old.dataset_id AND subject_id = old.id;
        DELETE FROM entity_merges WHERE dataset_id = old.dataset_id AND into_id = old.id;
      END`,
      `CREATE TRIGGER IF NOT EXISTS lifecycle_items_ad AFTER DELETE ON data_items
        WHEN NOT EXISTS (SELECT 1 FROM data_items WHERE dataset_id = old.dataset_id) BEGIN
        DELETE FROM improve_marks WHERE dataset_id = old.dataset_id;
      END`,
    ],
  },
  {
    // Fact edges by sentence (workers/pod/retrieval.ts): vector hits on EdgeType points are sentences, and
    // mapping them back to their edges must not scan every edge of a dataset. Partial: structural edges
    // (most rows) are left out; queries repeat the same WHERE so SQLite can use the index.
    version: 7,
    statements: [
      `CREATE INDEX IF NOT EXISTS edges_fact_text_idx ON edges(dataset_id, edge_text)
        WHERE relationship_name NOT IN ('contains', 'is_part_of', 'made_from', 'belongs_to_set', 'is_a')`,
    ],
  },
  {
    // The ledger without a rowid: its rows are only ever found by one of its two keys, so the rowid
    // b-tree was a third copy of every row (a cognify wrote ~166k ledger rows per 1 MB of text, 64 MB
    // across the three b-trees). The secondary index carries the primary key, so the "does another item
    // hold this ref" probe of purge.ts stays an index-only lookup. An existing ledger is copied once, in
    // the object's first request after the upgrade (1.66M rows, a 10 MB workspace under the old schema,
    // took 7.8 s under Node): inside the 300 s CPU limit of wrangler.toml for any workspace within the
    // 10 GB object limit, but that first request is slow.
    version: 8,
    statements: [
      `CREATE TABLE ledger_v8 (
        dataset_id TEXT NOT NULL,
        data_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        ref_id TEXT NOT NULL,
        PRIMARY KEY (dataset_id, data_id, kind, ref_id)
      ) WITHOUT ROWID`,
      `INSERT INTO ledger_v8 (dataset_id, data_id, kind, ref_id) SELECT dataset_id, data_id, kind, ref_id FROM ledger`,
      `DROP TABLE ledger`,
      `ALTER TABLE ledger_v8 RENAME TO ledger`,
      `CREATE INDEX ledger_ref_idx ON ledger(dataset_id, kind, ref_id)`,
    ],
  },
  {
    // Code graphs (workers/pod/code-graph.ts): one row per code fact (enola's model), apart from the cognify
    // graph so delta writes by fact_hash and whole-snapshot loads stay cheap. A deleted data item takes its
    // code facts with it (the trigger), and every change bumps the dataset's snapshot version so query-side
    // caches reload.
    version: 9,
    statements: [
      `CREATE TABLE IF NOT EXISTS code_nodes (
        dataset_id TEXT NOT NULL,
        id TEXT NOT NULL,
        data_id TEXT NOT NULL,
        repo TEXT NOT NULL,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        file TEXT NOT NULL DEFAULT '',
        line INTEGER NOT NULL DEFAULT 0,
        symbol_kind TEXT,
        description TEXT NOT NULL DEFAULT '',
        properties TEXT NOT NULL DEFAULT '{}',
        fact_hash TEXT NOT NULL,
        PRIMARY KEY (dataset_id, id)
      ) WITHOUT ROWID`,
      `CREATE INDEX IF NOT EXISTS code_nodes_repo_idx ON code_nodes(dataset_id, repo)`,
      `CREATE INDEX IF NOT EXISTS code_nodes_item_idx ON code_nodes(dataset_id, data_id)`,
      `CREATE TABLE IF NOT EXISTS code_edges (
        dataset_id TEXT NOT NULL,
        source TEXT NOT NULL,
        relation TEXT NOT NULL,
        target TEXT NOT NULL,
        data_id TEXT NOT NULL,
        PRIMARY KEY (dataset_id, source, relation, target)
      ) WITHOUT ROWID`,
      `CREATE INDEX IF NOT EXISTS code_edges_target_idx ON code_edges(dataset_id, target)`,
      `CREATE INDEX IF NOT EXISTS code_edges_item_idx ON code_edges(dataset_id, data_id)`,
      `CREATE TRIGGER IF NOT EXISTS code_items_ad AFTER DELETE ON data_items
        WHEN EXISTS (SELECT 1 FROM code_nodes WHERE dataset_id = old.dataset_id AND data_id = old.id) BEGIN
        DELETE FROM code_edges WHERE dataset_id = old.dataset_id AND data_id = old.id;
        DELETE FROM code_nodes WHERE dataset_id = old.dataset_id AND data_id = old.id;
        INSERT OR REPLACE INTO kv_cache (key, value, expires_at) VALUES ('code_version:' || old.dataset_id, lower(hex(randomblob(8))), NULL);
      END`,
    ],
  },
  {
    // The add path's dedupe lookup is by (dataset_id, content_hash) whatever the owner; the unique index leads
    // with owner_id after dataset_id, so each lookup walked the dataset's items: a 2,000-item add into a
    // dataset of 8,500 took 7 s in the pod, blocking the workspace. (Version 10 is the portable-memory
    // migration's number; numbers need only increase.)
    version: 11,
    statements: [`CREATE INDEX IF NOT EXISTS data_items_content_idx ON data_items(dataset_id, content_hash, created_at)`],
  },
];

export const WORKSPACE_POD_SCHEMA_VERSION = WORKSPACE_POD_MIGRATIONS[WORKSPACE_POD_MIGRATIONS.length - 1]!.version;
