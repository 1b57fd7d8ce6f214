import { existsSync, mkdirSync } from "node:fs";
import { generate } from "./generate";
import { replay } from "./replay";

const args = process.argv.slice(2);
const opt = (name: string, dflt: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : dflt;
};
const mb = Number(opt("mb", "1"));
const dir = opt("dir", "/tmp/kg-write-replay");
mkdirSync(dir, { recursive: true });
const corpus = opt("corpus", "prose");
const input = `${dir}/batches-${corpus === "prose" ? "" : `${corpus}-`}${mb}mb.jsonl`;
if (!existsSync(input) || args.includes("--regenerate")) {
  console.log(`generating the ${mb} MB ${corpus} corpus's graph batches -> ${input}`);
  console.log(`  ${await generate(mb, input, opt("seed", "bench"), corpus)} items`);
}
const result = await replay({
  input,
  db: `${dir}/replay.sqlite`,
  commitItems: Number(opt("commit-items", "24")),
  extraSql: opt("extra-sql", "").split(";;").map((s) => s.trim()).filter(Boolean),
  every: Number(opt("every", "0")),
});
console.log(JSON.stringify(result));
