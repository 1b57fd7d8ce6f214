import { ApiError } from "../core/errors";
import { isUuid } from "../core/ids";
import type { Principal } from "../lib/types";
import { childUsers } from "../storage/d1/accounts.repo";
import type { Db } from "../storage/d1/client";
import { configurationFor, configurationsOf, type ConfigurationRow, upsertConfiguration } from "../storage/d1/configurations.repo";

/** D1 caps one SQL statement at 100 KB; stored configurations stay well below it. */
export const MAX_CONFIGURATION_BYTES = 64 * 1024;

const parse = (s: string): Record<string, unknown> => {
  try {
    const v = JSON.parse(s);
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
};

const recordDto = (r: ConfigurationRow) => ({
  id: r.id,
  ownerId: r.ownerId,
  name: r.name,
  configuration: parse(r.configuration),
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

/** The caller's own id and those of its agent users: whose records it may read. */
async function visibleOwners(db: Db, caller: Principal): Promise<string[]> {
  return [caller.id, ...(await childUsers(db, caller.id)).map((u) => u.id)];
}

/** Upserts under the caller's own id (never another owner's, whatever the body says). */
export async function storeConfiguration(db: Db, caller: Principal, name: string, config: Record<string, unknown>): Promise<null> {
  const serialized = JSON.stringify(config);
  if (new TextEncoder().encode(serialized).byteLength > MAX_CONFIGURATION_BYTES) {
    throw new ApiError(400, "ConfigurationTooLargeError", `A configuration is limited to ${MAX_CONFIGURATION_BYTES} bytes of JSON.`);
  }
  await upsertConfiguration(db, caller.id, name.trim(), serialized);
  return null;
}

/** The stored data of a visible record; `{}` for a missing or invisible id (never 404, never a leak). */
export async function getConfiguration(db: Db, caller: Principal, id: string): Promise<Record<string, unknown>> {
  if (!isUuid(id)) return {};
  const row = await configurationFor(db, id, await visibleOwners(db, caller));
  return row ? parse(row.configuration) : {};
}

export async function listConfigurations(db: Db, caller: Principal) {
  return (await configurationsOf(db, await visibleOwners(db, caller))).map(recordDto);
}
