import { ApiError } from "../../core/errors";
import type { IntegrationsConfig } from "../../lib/settings";

const enc = new TextEncoder();
const dec = new TextDecoder();

export const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
export const fromB64 = (s: string) => Uint8Array.from(atob(s), (ch) => ch.charCodeAt(0));
export const toB64Url = (bytes: Uint8Array) => toB64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
export const fromB64Url = (s: string) => fromB64(s.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (s.length % 4)) % 4));

/** AES-256-GCM key ring: every key id decrypts, only the active one encrypts (so keys rotate without a migration). */
export interface KeyRing {
  activeKeyId: string;
  keys: Map<string, CryptoKey>;
}

const ringCache = new WeakMap<IntegrationsConfig, Promise<KeyRing>>();

/** 503 naming the gap when no usable key ring is configured (spec: configuration is checked at use). */
export function keyRingGap(config: IntegrationsConfig): string | null {
  const ids = Object.keys(config.credentialKeys);
  if (!ids.length) return "INTEGRATION_CREDENTIALS_KEYS";
  const active = config.activeKeyId ?? ids[ids.length - 1]!;
  if (!config.credentialKeys[active]) return "INTEGRATION_CREDENTIALS_ACTIVE_KEY_ID";
  for (const id of ids) {
    let len = 0;
    try {
      len = fromB64(config.credentialKeys[id]!).length;
    } catch {
      len = 0;
    }
    if (len !== 32) return `INTEGRATION_CREDENTIALS_KEYS (key ${id} must be 32 bytes, base64)`;
  }
  return null;
}

export function keyRing(config: IntegrationsConfig): Promise<KeyRing> {
  let ring = ringCache.get(config);
  if (!ring) {
    ring = (async () => {
      const gap = keyRingGap(config);
      if (gap) throw notConfigured(gap);
      const keys = new Map<string, CryptoKey>();
      for (const [id, b64] of Object.entries(config.credentialKeys)) {
        keys.set(id, await crypto.subtle.importKey("raw", fromB64(b64), "AES-GCM", false, ["encrypt", "decrypt"]));
      }
      const ids = Object.keys(config.credentialKeys);
      return { activeKeyId: config.activeKeyId ?? ids[ids.length - 1]!, keys };
    })();
    ringCache.set(config, ring);
    ring.catch(() => ringCache.delete(config));
  }
  return ring;
}

export const notConfigured = (what: string) =>
  new ApiError(503, "IntegrationNotConfiguredError", `The connector is not configured: set ${what}.`);

export interface Sealed {
  keyId: string;
  ciphertext: string;
  iv: string;
}

/** Encrypts under the active key; `aad` binds the ciphertext to its row (a copied ciphertext does not open elsewhere). */
export async function seal(ring: KeyRing, plain: unknown, aad: string): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = ring.keys.get(ring.activeKeyId)!;
  const ct = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: enc.encode(aad) }, key, enc.encode(JSON.stringify(plain)));
  return { keyId: ring.activeKeyId, ciphertext: toB64(new Uint8Array(ct)), iv: toB64(iv) };
}

export async function open<T>(ring: KeyRing, sealed: Sealed, aad: string): Promise<T> {
  const key = ring.keys.get(sealed.keyId);
  if (!key) throw new ApiError(500, "IntegrationCredentialKeyMissingError", `The key ${sealed.keyId} that sealed this credential is no longer configured.`);
  const pt = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromB64(sealed.iv), additionalData: enc.encode(aad) }, key, fromB64(sealed.ciphertext));
  return JSON.parse(dec.decode(pt)) as T;
}

async function hmacKey(secret: string) {
  return crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

export async function hmacSha256(secret: string, data: string | Uint8Array): Promise<Uint8Array> {
  const sig = await crypto.subtle.sign("HMAC", await hmacKey(secret), typeof data === "string" ? enc.encode(data) : data);
  return new Uint8Array(sig);
}

/** Constant-time comparison of two byte strings. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export async function sha256Hex(text: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest("SHA-256", enc.encode(text)));
  return [...d].map((b) => b.toString(16).padStart(2, "0")).join("");
}
