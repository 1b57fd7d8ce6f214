export * from "./client.js";
export * from "./errors.js";
export { summariseProgress, type DatasetProgress } from "./progress.js";
export { retryingFetch, type FetchLike, type RetryOptions } from "./transport.js";
export type { components, operations, paths } from "./generated/openapi.js";
