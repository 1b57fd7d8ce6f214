import { eq } from "drizzle-orm";
import type { Principal } from "../lib/types";
import type { Settings } from "../lib/settings";
import { type Db, schema } from "../storage/d1/client";
import { findUserById, toPrincipal } from "../storage/d1/users.repo";

/** SHA-256 hex of an API key: keys are high-entropy random strings, so a fast hash is sufficient. */
export async function hashApiKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Resolves credentials on a request into a principal, or null when none are sent or they do not verify.
 * API keys are looked up by hash.
 */
export async function authenticateRequest(db: Db, _settings: Settings, headers: Headers): Promise<Principal | null> {
  const apiKey = headers.get("x-api-key");
  if (apiKey) {
    const row = await db.select().from(schema.apiKeys).where(eq(schema.apiKeys.keyHash, await hashApiKey(apiKey))).get();
    if (!row) return null;
    const user = await findUserById(db, row.userId);
    return user && user.isActive ? toPrincipal(user, "api_key") : null;
  }
  return null;
}
