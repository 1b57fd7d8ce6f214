export interface DeployConfig {
  workerName: string;
  aiProvider: string;
  bundleLocalModels: boolean;
  d1: { binding: string; name: string; id: string | null } | null;
  buckets: string[];
  queues: string[];
  vectorIndexes: string[];
}
export interface RunResult {
  status: number;
  stdout: string;
  stderr: string;
}
export type Run = (args: string[], input?: string) => RunResult;
export const LOCAL_PROVIDER_IMPORT: string;
export const LOCAL_PROVIDER_STUB: string;
export const VECTOR_DIMENSIONS: number;
export const VECTOR_METADATA_INDEXES: string[];
export const DEPLOY_CONFIG: string;
export function readDeployConfig(toml: string): DeployConfig;
export function bundleFlags(config: DeployConfig): string[];
export function withDatabaseId(toml: string, id: string): string;
export function provision(run: Run, config: DeployConfig): { databaseId: string | null; log: string[] };
export function ensureJwtSecret(run: Run, randomHex: string): string;
