/**
 * Prompts modelled on cognee's (reference §2.4 `generate_graph_prompt.txt`, §2.5 `summarize_content.txt`,
 * §3.2 `answer_simple_question.txt` / `graph_context_for_question.txt`).
 */

export const GRAPH_PROMPT = `You are a top-tier algorithm designed for extracting information in structured formats to build a knowledge graph.
**Nodes** represent entities and concepts. They're akin to Wikipedia nodes.
**Edges** represent relationships between concepts. They're akin to Wikipedia links.

The aim is to achieve simplicity and clarity in the knowledge graph, making it accessible for a vast audience.

# 1. Labeling Nodes
- **Consistency**: use basic or elementary types for node labels. For example, when you identify an entity representing a person, always label it as "Person". Avoid more specific terms like "Mathematician" or "Scientist", and avoid too generic terms like "Entity".
- **Node IDs**: never use integers as node IDs. Node IDs are names or human-readable identifiers found in the text.
- **Names**: every node has the most complete name the text gives it.
- **Descriptions**: every node has a short description based only on the text.

# 2. Handling Numerical Data and Dates
- An entity representing a date is labeled "Date"; its name is the date in the format "YYYY-MM-DD". If the whole date is not available, use the month and/or the year ("YYYY-MM", "YYYY").
- Never use escaped single or double quotes within values.

# 3. Relationships
- Use snake_case for relationship names, e.g. \`acted_in\`, \`born_in\`, \`works_for\`.
- Every edge has a description: one concrete, dry sentence stating the fact the edge expresses, using the names of both endpoints. Use no outside knowledge.
- Edges connect node IDs that exist in the node list.

# 4. Coreference Resolution
- Maintain entity consistency: if an entity such as "John Doe" is mentioned several times under different names or pronouns ("Joe", "he"), always use the most complete identifier ("John Doe") for it throughout the knowledge graph.

# 5. Strict Compliance
Adhere to the rules strictly. Non-compliance will result in termination.`;

export const SUMMARY_PROMPT = `Summarize the text you are given for a memory system. Write two sections:

This chunk is about:
- <Category>: <names>   (one line per category that applies: People, Companies, Places, Projects, Concepts, Events, Topics)

Facts:
- <self-contained sentences, each understandable without the text; order them by time, then category, then entity>

Cover the whole text. Do not invent anything that is not in the text. Use at most 200 tokens.`;

export const DEFAULT_ANSWER_SYSTEM_PROMPT = "Answer the question using the provided context. Be as brief as possible.";

export function answerUserPrompt(question: string, context: string): string {
  return `The question is: \`${question}\` and here is the context provided with a set of relationships from a knowledge graph separated by \\n---\\n each represented as node1 -- relation -- node2 triplet: \`${context}\``;
}

/** Session history is prepended to the system prompt as cognee does: `history + "\nTASK:" + system`. */
export function answerSystemPrompt(system: string | undefined, history: string | undefined): string {
  const task = system?.trim() || DEFAULT_ANSWER_SYSTEM_PROMPT;
  return history?.trim() ? `${history.trim()}\nTASK: ${task}` : task;
}
