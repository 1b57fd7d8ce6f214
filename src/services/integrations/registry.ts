import { notFound } from "../../core/errors";
import type { Settings } from "../../lib/settings";
import type { Connector } from "./connector";

const registry = new Map<string, Connector>();

/** Adds a provider to the catalog and the generic routes (called once at module load by each provider file). */
export function registerConnector(connector: Connector): void {
  registry.set(connector.id, connector);
}

export const connectors = (): Connector[] => [...registry.values()];

export function connectorFor(provider: string): Connector {
  const c = registry.get(provider);
  if (!c) throw notFound(`Unknown integration provider: ${provider}.`, "IntegrationNotFoundError");
  return c;
}

/** `GET /integrations/connectors`: what exists and whether it is configured; never a secret value. */
export function catalog(settings: Settings) {
  return connectors().map((c) => {
    const missing = c.missingConfig(settings);
    return {
      provider: c.id,
      name: c.label,
      kind: c.kind,
      configured: missing.length === 0,
      secrets_present: missing.length === 0,
      missing,
      capabilities: {
        resources: !!c.listResources,
        folders: !!c.listFolders,
        labels: !!c.listLabels,
        sync: !!c.syncPage,
      },
    };
  });
}
