#!/usr/bin/env node
/**
 * `kg-memory`: the memory service from a shell. Every command goes through the typed client (./client), so
 * the CLI speaks exactly the API's OpenAPI document. Run `kg-memory help` for the commands.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { MemoryClient, type DataInput, type SearchType } from "./client.js";
import { MemoryApiError, MemoryValidationError } from "./errors.js";
import type { CognifyProgress } from "./progress.js";

const USAGE = `kg-memory <command> [options]

Commands:
  add <file|url|text|->...     store files, web URLs or text ("-" reads stdin) in a dataset
  cognify [--watch]            build the knowledge graph of datasets; --watch draws progress until done
                               (--interval <ms> between polls, default 1000; --background: answer once started)
  search <query>               search with a type (--type GRAPH_COMPLETION, CHUNKS, ...; default HYBRID_COMPLETION)
  recall <query>               session-aware search (--session <id>)
  remember <file|url|text|->...  add + cognify in one call (--session <id> stores text in a session)
  forget [--dry-run]           remove --dataset <name>, --data-id <id> --dataset-id <id>, or --everything
  datasets                     list datasets (datasets data <name>: its data items)
  login [--email e --password p]  log in and keep the token in the config file
  help                         this text

Options:
  --base-url <url>   service address (env KG_MEMORY_BASE_URL; default http://localhost:8000)
  --api-key <key>    API key (env KG_MEMORY_API_KEY); else the token saved by login
  --dataset, -d      dataset name (repeatable where several make sense; default main_dataset)
  --json             print the API's JSON answer instead of text
Config file: $KG_MEMORY_CONFIG, else ~/.config/kg-memory/config.json (holds base URL and login token).`;

interface Config {
  baseUrl?: string;
  token?: string;
}

const configPath = () =>
  process.env.KG_MEMORY_CONFIG ?? join(process.env.XDG_CONFIG_HOME ?? join(homedir(), ".config"), "kg-memory", "config.json");

function readConfig(): Config {
  try {
    return JSON.parse(readFileSync(configPath(), "utf8")) as Config;
  } catch {
    return {};
  }
}

function writeConfig(config: Config) {
  const path = configPath();
  mkdirSync(dirname(path), { recursive: true });
  // 0600: the file holds a bearer token.
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** `-` is stdin, an http(s) URL or text without a matching file stays a string; an existing path is uploaded as a file. */
async function dataInputs(args: string[]): Promise<DataInput[]> {
  const inputs: DataInput[] = [];
  for (const arg of args) {
    if (arg === "-") inputs.push(await readStdin());
    else if (/^https?:\/\//i.test(arg)) inputs.push(arg);
    else {
      let bytes: Buffer | undefined;
      try {
        bytes = readFileSync(arg);
      } catch {
        bytes = undefined;
      }
      inputs.push(bytes ? { name: basename(arg), content: new Uint8Array(bytes) } : arg);
    }
  }
  return inputs;
}

const seconds = (s: number) => (s >= 90 ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, "0")}s` : `${Math.round(s)}s`);

/** `[##########----------] 5/10 items · processing · ETA 12s` */
export function progressLine(p: CognifyProgress, width = 24): string {
  const filled = Math.round(p.fraction * width);
  const eta = p.settled ? `done in ${seconds(p.elapsedSeconds)}` : p.etaSeconds === null ? "ETA --" : `ETA ${seconds(p.etaSeconds)}`;
  const failed = p.failed ? ` (${p.failed} failed)` : "";
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${p.done + p.failed}/${p.total} items${failed} · ${p.stage} · ${eta}`;
}

function printResults(entries: { dataset_name?: string | null; search_result?: unknown; text?: string; source?: string }[]) {
  if (entries.length === 0) console.log("(nothing found)");
  for (const entry of entries) {
    if ("search_result" in entry) {
      console.log(`# ${entry.dataset_name}`);
      const results = Array.isArray(entry.search_result) ? entry.search_result : [entry.search_result];
      for (const r of results) console.log(typeof r === "string" ? r : JSON.stringify(r));
    } else {
      console.log(`${entry.source ? `[${entry.source}] ` : ""}${entry.text ?? JSON.stringify(entry)}`);
    }
  }
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      "base-url": { type: "string" },
      "api-key": { type: "string" },
      json: { type: "boolean", default: false },
      dataset: { type: "string", short: "d", multiple: true },
      "dataset-id": { type: "string" },
      "data-id": { type: "string" },
      everything: { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
      watch: { type: "boolean", short: "w", default: false },
      type: { type: "string", short: "t" },
      "top-k": { type: "string", short: "k" },
      session: { type: "string", short: "s" },
      background: { type: "boolean", default: false },
      email: { type: "string" },
      password: { type: "string" },
      interval: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || command === "help" || values.help) {
    console.log(USAGE);
    return;
  }
  const config = readConfig();
  const baseUrl = values["base-url"] ?? process.env.KG_MEMORY_BASE_URL ?? config.baseUrl ?? "http://localhost:8000";
  const apiKey = values["api-key"] ?? process.env.KG_MEMORY_API_KEY;
  const memory = new MemoryClient({ baseUrl, apiKey, token: apiKey ? undefined : config.token });
  const datasets = values.dataset ?? [];
  const datasetName = datasets[0];
  const out = (data: unknown, text: () => void) => (values.json ? console.log(JSON.stringify(data, null, 2)) : text());
  const need = (what: string) => {
    throw new UsageError(`${command}: ${what}`);
  };

  switch (command) {
    case "add": {
      if (rest.length === 0) need("give files, URLs, text or - (stdin)");
      const result = await memory.add(await dataInputs(rest), { datasetName, datasetId: values["dataset-id"] });
      return out(result, () => console.log(`added ${result.payload.length} item(s) to ${result.dataset_name} (${result.dataset_id})`));
    }
    case "cognify": {
      const names = datasets.length ? datasets : values["dataset-id"] ? [] : ["main_dataset"];
      const datasetIds = values["dataset-id"] ? [values["dataset-id"]] : undefined;
      if (!values.watch) {
        const { runs } = await memory.cognify({ datasets: names, datasetIds, wait: !values.background });
        return out(runs, () => {
          for (const run of Object.values(runs)) console.log(`${run.dataset_name}: ${run.status}`);
        });
      }
      const tty = Boolean(process.stderr.isTTY);
      let last = "";
      const outcome = await memory.cognify({
        datasets: names,
        datasetIds,
        pollIntervalMs: values.interval ? Number(values.interval) : 1000,
        onProgress: (p) => {
          const line = progressLine(p);
          if (line === last) return;
          last = line;
          // On a terminal the bar redraws in place; in a log or pipe each change is its own line.
          process.stderr.write(tty ? `\r${line}` : `${line}\n`);
        },
      });
      if (tty) process.stderr.write("\n");
      const stage = outcome.progress?.stage;
      out(outcome, () => console.log(`cognify ${stage}: ${outcome.progress?.done ?? 0}/${outcome.progress?.total ?? 0} items`));
      if (stage === "errored") process.exitCode = 1;
      return;
    }
    case "search":
    case "recall": {
      const query = rest.join(" ").trim();
      if (!query) need("give a query");
      const common = {
        query,
        datasets: datasets.length ? datasets : undefined,
        top_k: values["top-k"] ? Number(values["top-k"]) : undefined,
        search_type: values.type as SearchType | undefined,
      };
      const results =
        command === "search" ? await memory.search(common) : await memory.recall({ ...common, session_id: values.session });
      return out(results, () => printResults(results));
    }
    case "remember": {
      if (rest.length === 0) need("give files, URLs, text or - (stdin)");
      const result = await memory.remember(await dataInputs(rest), {
        datasetName: datasetName ?? "main_dataset",
        sessionId: values.session,
        background: values.background,
      });
      return out(result, () => console.log(`${result.status}: ${result.items_processed} item(s) in ${result.dataset_name ?? "the session"}`));
    }
    case "forget": {
      if (!datasetName && !values["data-id"] && !values["dataset-id"] && !values.everything) need("name --dataset, --data-id with --dataset-id, or --everything");
      const result = await memory.forget({
        dataset: datasetName,
        dataset_id: values["dataset-id"],
        data_id: values["data-id"],
        everything: values.everything || undefined,
        dry_run: values["dry-run"] || undefined,
      });
      const counts = result.status === "dry_run" ? result.would_remove : result.removed;
      return out(result, () =>
        console.log(`${result.status === "dry_run" ? "would remove (dry run, nothing changed)" : "removed"}: ${JSON.stringify(counts ?? {})}`),
      );
    }
    case "datasets": {
      if (rest[0] === "data") {
        const name = rest[1] ?? datasetName ?? need("datasets data <name>");
        const id = (await memory.datasets.idOf(name!)) ?? need(`no dataset named ${name}`);
        const items = await memory.datasets.data(id!);
        return out(items, () => {
          for (const item of items) console.log(`${item.id}  ${item.name}  ${item.mimeType}`);
        });
      }
      const list = await memory.datasets.list();
      return out(list, () => {
        if (list.length === 0) console.log("(no datasets)");
        for (const d of list) console.log(`${d.id}  ${d.name}`);
      });
    }
    case "login": {
      const email = values.email ?? process.env.KG_MEMORY_EMAIL ?? need("--email (or KG_MEMORY_EMAIL)");
      const password = values.password ?? process.env.KG_MEMORY_PASSWORD ?? (await readStdin()).trim();
      if (!password) need("--password, KG_MEMORY_PASSWORD or the password on stdin");
      const token = await memory.login(email!, password);
      writeConfig({ ...config, baseUrl, token });
      return out({ baseUrl, config: configPath() }, () => console.log(`logged in to ${baseUrl} as ${email}; token saved in ${configPath()}`));
    }
    default:
      need(`unknown command (see kg-memory help)`);
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof UsageError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
    console.error(`kg-memory: ${(err as Error).message}`);
    process.exitCode = 2;
  } else if (err instanceof MemoryValidationError) {
    console.error(`kg-memory: ${err.status} ${err.message}`);
    process.exitCode = 1;
  } else if (err instanceof MemoryApiError) {
    console.error(`kg-memory: ${err.status} ${err.errorName}: ${err.message}`);
    process.exitCode = 1;
  } else {
    console.error(`kg-memory: ${(err as Error).message ?? err}`);
    process.exitCode = 1;
  }
});
