/**
 * Improve tuning, the `improve` section of the settings (parsed in src/lib/settings.ts; spec: Limits,
 * "Improve trace windows"). Variables:
 * - IMPROVE_TRACE_WINDOW_STEPS (default 0): agent-trace steps bridged per window document; 0 = all new
 *   steps of a session in one window.
 * - IMPROVE_TRACE_WINDOWS_PER_RUN (default 0 = unbounded): trace windows bridged per improve run; the
 *   rest wait for the next run.
 * - IMPROVE_DISTILL_MAX_BATCHES_PER_RUN (default 0 = unbounded): lesson batches (10 rated answers each)
 *   distilled per run.
 * - IMPROVE_MERGE_SIMILARITY (default 0.95): cosine similarity of entity-name vectors above which two
 *   look-alike names are merged.
 * - IMPROVE_EFFECTIVE_DATE_KEY (settings, default `effective_date`) dates facts for the conflict review.
 */
export interface ImproveConfig {
  traceWindowSteps: number;
  traceWindowsPerRun: number;
  distillMaxBatchesPerRun: number;
  distillBatchSize: number;
  mergeSimilarity: number;
  /** How long a background improve waits for the cognify run it follows before going ahead anyway. */
  followRunTimeoutMs: number;
}
