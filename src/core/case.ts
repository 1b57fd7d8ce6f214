/** cognee's DTOs accept both snake_case and camelCase keys (`alias_generator=to_camel, populate_by_name`). */
export const snakeToCamel = (key: string) => key.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());

export const camelToSnake = (key: string) => key.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
