/** JSON stored in a TEXT column, read back with a fallback for empty or malformed values. */

export const json = <T>(v: string | null | undefined, fallback: T): T => {
  if (v === null || v === undefined || v === "") return fallback;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
};
