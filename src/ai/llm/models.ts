/**
 * Output sizes and input limits of common embedding models, so the chunk budget and the vector index are
 * right without configuration. EMBEDDING_DIMENSIONS overrides; unknown models learn their size from the
 * first response and assume an 8191-token input (EMBEDDING_MAX_COMPLETION_TOKENS, default 4096, bounds it).
 */
interface EmbeddingModelInfo {
  dimensions: number;
  maxInputTokens: number;
}

const KNOWN: [RegExp, EmbeddingModelInfo][] = [
  [/bge-small-en/i, { dimensions: 384, maxInputTokens: 512 }],
  [/bge-base-en/i, { dimensions: 768, maxInputTokens: 512 }],
  [/bge-large-en/i, { dimensions: 1024, maxInputTokens: 512 }],
  [/bge-m3/i, { dimensions: 1024, maxInputTokens: 8192 }],
  [/embeddinggemma/i, { dimensions: 768, maxInputTokens: 2048 }],
  [/qwen3-embedding-0\.6b/i, { dimensions: 1024, maxInputTokens: 8192 }],
  [/plamo-embedding/i, { dimensions: 2048, maxInputTokens: 4096 }],
  [/text-embedding-3-small/i, { dimensions: 1536, maxInputTokens: 8191 }],
  [/text-embedding-3-large/i, { dimensions: 3072, maxInputTokens: 8191 }],
  [/text-embedding-ada-002/i, { dimensions: 1536, maxInputTokens: 8191 }],
  [/nomic-embed-text/i, { dimensions: 768, maxInputTokens: 8192 }],
  [/mxbai-embed-large/i, { dimensions: 1024, maxInputTokens: 512 }],
  [/all-minilm/i, { dimensions: 384, maxInputTokens: 256 }],
  [/snowflake-arctic-embed/i, { dimensions: 1024, maxInputTokens: 512 }],
];

export function embeddingModelInfo(model: string, configuredDimensions?: number): EmbeddingModelInfo {
  const known = KNOWN.find(([re]) => re.test(model))?.[1];
  return {
    dimensions: configuredDimensions || known?.dimensions || 0,
    maxInputTokens: known?.maxInputTokens ?? 8191,
  };
}
