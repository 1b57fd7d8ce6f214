import { ApiError } from "../../core/errors";
import type { TeamChatConfig } from "../../lib/settings";
import { hmacSha256, sameBytes } from "../integrations/crypto";

const encoder = new TextEncoder();
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

/** `v0=` + HMAC-SHA256(signing secret, `v0:<timestamp>:<raw body>`): Slack's request signature. */
export async function chatSignature(secret: string, timestamp: string, rawBody: string): Promise<string> {
  return `v0=${hex(await hmacSha256(secret, `v0:${timestamp}:${rawBody}`))}`;
}

const refused = (why: string) => new ApiError(401, "InvalidChatSignatureError", `The chat event was refused: ${why}.`);

/**
 * Checks a signed event request over its raw body (before any parsing): the timestamp must lie within the
 * replay window (`SLACK_EVENT_MAX_AGE_SECONDS`, default 300, either side of now: a captured request cannot
 * be replayed later), and the signature must match, compared in constant time. Without a configured signing
 * secret every request is refused (the events route never accepts unsigned requests).
 */
export async function verifyChatRequest(
  config: Pick<TeamChatConfig, "signingSecret" | "eventMaxAgeSeconds">,
  headers: Headers,
  rawBody: string,
  nowMs = Date.now(),
): Promise<void> {
  // Without a secret nothing can be verified: refused like a bad signature (the provider retries, nothing is stored).
  if (!config.signingSecret) throw refused("team chat events are not configured on this deployment (SLACK_SIGNING_SECRET)");
  const timestamp = headers.get("x-slack-request-timestamp") ?? "";
  const signature = headers.get("x-slack-signature") ?? "";
  if (!/^\d{1,12}$/.test(timestamp) || !signature) throw refused("missing signature or timestamp");
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > config.eventMaxAgeSeconds) throw refused("timestamp outside the replay window");
  const expected = await chatSignature(config.signingSecret, timestamp, rawBody);
  if (!sameBytes(encoder.encode(expected), encoder.encode(signature))) throw refused("bad signature");
}

/**
 * A response URL handed over by the provider, accepted only on the trusted origin (`SLACK_RESPONSE_URL_ORIGIN`,
 * https, default port): no credentials, no explicit port, no query, no fragment, and no path traversal (raw
 * or percent-encoded dot segments, backslashes, doubled slashes). Anything else could make the service post
 * into an address an attacker chose. Returns the normalised URL, or null when refused.
 */
export function trustedResponseUrl(raw: string, trustedOrigin: string): string | null {
  if (typeof raw !== "string" || raw.length > 2048 || /[\s\\]/.test(raw)) return null;
  const trusted = URL.parse(trustedOrigin);
  // The raw text is checked too: the URL parser would silently resolve `..` and drop an empty query or fragment.
  const rest = /^https:\/\/([^/?#]*)(\/[^?#]*)?$/i.exec(raw);
  if (!trusted || !rest) return null;
  const [, authority, path = ""] = rest;
  if (authority!.includes("@") || authority!.includes(":")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.split("/").some((seg) => seg === "." || seg === "..") || decoded.includes("//") || decoded.includes("\\")) return null;
  const url = URL.parse(raw);
  if (!url || url.origin !== trusted.origin || url.username || url.password || url.port || url.search || url.hash) return null;
  return url.href;
}
