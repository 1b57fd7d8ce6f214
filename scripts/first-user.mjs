#!/usr/bin/env node
// Creates the first API key on a deployment (README "Deploying"):
//   npx wrangler secret put DEFAULT_USER_PASSWORD      # once: makes the operator account loginable
//   DEFAULT_USER_PASSWORD=... node scripts/first-user.mjs https://<worker>.workers.dev [--email E] [--name N]
// The password is read from the environment, never from the command line (shell history).
import { createFirstApiKey } from "./first-user-lib.mjs";

const args = process.argv.slice(2);
const opt = (flag, fallback) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : fallback;
};
const baseUrl = args.find((a) => /^https?:\/\//.test(a));
const password = process.env.DEFAULT_USER_PASSWORD;
if (!baseUrl || !password) {
  console.error("usage: DEFAULT_USER_PASSWORD=... node scripts/first-user.mjs <base-url> [--email default_user@example.com] [--name 'first key']");
  process.exit(2);
}
try {
  const r = await createFirstApiKey(fetch, { baseUrl, email: opt("--email", process.env.DEFAULT_USER_EMAIL ?? "default_user@example.com"), password, keyName: opt("--name", "first key") });
  console.log(`user ${r.email} (${r.userId})\nAPI key (shown once): ${r.apiKey}\nuse it as: X-Api-Key: <key>  or  Authorization: Bearer <key>`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
