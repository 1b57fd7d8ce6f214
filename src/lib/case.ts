/** cognee's DTOs accept both snake_case and camelCase keys (`alias_generator=to_camel, populate_by_name`). */
export const snakeToCamel = (key: string) => key.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());

/** Read a field by its snake_case name, falling back to the camelCase alias. */
export function field<T>(body: Record<string, unknown>, snake: string): T | undefined {
  if (body[snake] !== undefined) return body[snake] as T;
  const camel = snakeToCamel(snake);
  return body[camel] as T | undefined;
}
