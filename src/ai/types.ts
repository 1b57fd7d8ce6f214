/**
 * Ports the pipelines and retrievers use; implementations live beside this file (local offline NLP,
 * Workers AI, OpenAI-compatible). Selected by configuration (`AI_PROVIDER`), never by code edits.
 */

/** cognee's default `KnowledgeGraph` extraction model. */
export interface ExtractedNode {
  id: string;
  name: string;
  type: string;
  description: string;
  /** Set when an ontology constrained the extraction (src/ai/ontology.ts): the class and superclasses linked. */
  ontology?: { typeUri: string; typeParents: { name: string; uri: string; of: string }[]; uri?: string };
}
export interface ExtractedEdge {
  source_node_id: string;
  target_node_id: string;
  relationship_name: string;
  /** One-sentence fact using the endpoint names. */
  description?: string;
}
export interface KnowledgeGraph {
  nodes: ExtractedNode[];
  edges: ExtractedEdge[];
}

export interface ExtractOptions {
  customPrompt?: string;
  /** JSON schema of a custom graph model (cognify `graph_model`). */
  graphModel?: Record<string, unknown>;
  /**
   * Anchor for relative dates in the text ("yesterday", "last year"), e.g. a document's effective_date or
   * a conversation session's date; ISO YYYY-MM-DD preferred. Without it relative dates are not dated.
   */
  referenceDate?: string;
  /** An uploaded ontology (`ontology_key`): allowed entity types and relations, known individuals. */
  ontology?: OntologyConstraints;
}

/** An uploaded ontology as extraction sees it (applied by src/ai/ontology.ts). */
export interface OntologyClass {
  /** Display name: rdfs:label, else the IRI's local name ("SportsCar"). */
  name: string;
  uri: string;
  /** Direct superclasses (IRIs). */
  parents: string[];
}

export interface OntologyProperty {
  name: string;
  uri: string;
}

export interface OntologyIndividual {
  name: string;
  uri: string;
  /** The classes it is an instance of (IRIs). */
  classes: string[];
}

export interface OntologyConstraints {
  keys: string[];
  classes: OntologyClass[];
  properties: OntologyProperty[];
  individuals: OntologyIndividual[];
}

export interface GraphExtractor {
  extract(text: string, options?: ExtractOptions): Promise<KnowledgeGraph>;
}

export interface Summarizer {
  summarize(text: string): Promise<string>;
}

export interface Embedder {
  /** Stable model id; vectors of different models are never compared. */
  readonly model: string;
  readonly dimensions: number;
  /** The model's input limit in tokens (feeds the chunking "service budget"). */
  readonly maxInputTokens: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

export interface AnswerInput {
  question: string;
  context: string;
  systemPrompt?: string;
  /** Earlier turns of the session, already rendered. */
  history?: string;
  /**
   * Reading order the context text cannot show: for a retrieved passage (keyed by its first line as
   * rendered), the passages just before it in its item or conversation, oldest first, one per line. A chat
   * reply often shares no word with the question while the turns it answers do ("Who performed?" / "It was
   * Matt Patterson").
   */
  preceding?: Record<string, string>;
  /**
   * The retrieved passages' texts whole, when the context shows them without separators (RAG's, one after another):
   * which lines are one stored text's, read in order (an interview's answer after its question), and which are only
   * retrieved one after the other.
   */
  passages?: string[];
}

export interface Answerer {
  answer(input: AnswerInput): Promise<string>;
}

/** A function the model may call: its name, what it does, and its arguments as a JSON schema. */
export interface ToolSpec {
  name: string;
  description?: string;
  parameters: Record<string, unknown>;
}

export interface ToolCallsInput {
  system?: string;
  prompt: string;
  tools: ToolSpec[];
  /** OpenAI's tool_choice: let the model decide, forbid calls, require one, or require the named tool. */
  toolChoice: "auto" | "none" | "required" | { name: string };
  temperature?: number;
  maxOutputTokens?: number;
}

/** The calls the model decided on (not executed), with this turn's token usage. */
export interface ToolCallsDecision {
  calls: { id: string; name: string; input: unknown }[];
  text: string;
  usage: { tokensIn: number; tokensOut: number };
}

/** Free-form LLM access for retrievers that need it (COT, FEELING_LUCKY, NATURAL_LANGUAGE...). */
export interface LlmPort {
  readonly model: string;
  text(input: { system?: string; prompt: string }): Promise<string>;
  object<T>(input: { system?: string; prompt: string; schema: import("zod").ZodType<T> }): Promise<T>;
  /** One model turn with function calling (POST /responses); absent on ports that cannot call tools. */
  toolCalls?(input: ToolCallsInput): Promise<ToolCallsDecision>;
}

export interface TokenUsage {
  model: string;
  tokensIn: number;
  tokensOut: number;
}

export interface AiProvider {
  readonly name: "local" | "workers-ai" | "openai-compatible";
  readonly extractor: GraphExtractor;
  readonly summarizer: Summarizer;
  readonly embedder: Embedder;
  readonly answerer: Answerer;
  /** null for the offline provider: there is no generative model locally. */
  readonly llm: LlmPort | null;
  /** Token usage accumulated since the provider was created (billing reads it per workspace). */
  drainUsage(): TokenUsage[];
}
