// Command-line options of `npm run bench -- ...`.

export const HELP = `npm run bench [-- options]

Starts the service (npm run dev on a free loopback port with a temporary --persist-to) unless told to
target a running one, loads data through the public API, prints tables and writes
bench/results/<timestamp>.json, latest.json, latest.md and SVG charts.

  --suites LIST          ingest,locomo,latency,peers,code,answers (default: the first four; peers brings
                         locomo along; answers = LoCoMo QA answers per completion type, --types to narrow;
                         faults = load at 8 and 32 clients + kill and restart mid-cognify;
                         connectors = a Google Drive sync of 1,000 documents from the tests' fake Drive,
                         served on loopback, items/s; needs the bench to start the service; chat = team-chat
                         history import of 10,000 fake messages, messages/s, on its own dev server)
  --size small|full      small: ingest 1 MB, latency 10k chunks, 4 LoCoMo search types (default)
                         full: ingest 1/10/50 MB, latency 10k and 100k chunks, 7 LoCoMo search types
  --start                start the service (default)
  --port N               target a service already running on 127.0.0.1:N
  --inspector-port N     with --port: that service's wrangler inspector port (its isolate heap is then
                         reported; the bench passes its own when it starts the service)
  --url URL              target a running service (loopback only)
  --persist-to DIR       state directory for the started service (default: a new temp dir, removed after)
  --keep                 keep the temp state directory
  --no-snapshot          serve the working tree itself (default: a frozen copy, since wrangler dev
                         restarts the Worker on every source edit and aborts requests in flight)
  --api-key KEY          X-Api-Key for a service with authentication on (or BENCH_API_KEY)
  --seed S               seed of every generated input (default kg-bench-1)
  --no-memory-pass       skip the untimed 10 MB ingest pass that samples the isolate's live heap
                         (a forced GC every 10 s through wrangler's inspector)
  --repeats N            ingest repeats per size (default 3 at 1 MB, 1 above); the median is reported
  --ingest-mb LIST       ingest sizes in MB, e.g. 1,10
  --no-ingest-real       skip the ingest of real English text (the LoCoMo conversations, ~0.77 MB, and the
                         State of the Union addresses: the newest 1 MB, and all 10.8 MB when a size of
                         10 MB or more is asked for)
  --chunks LIST          latency corpus sizes, e.g. 10000,100000
  --types LIST           LoCoMo search types
  --latency-types LIST   latency search types (default CHUNKS,CHUNKS_LEXICAL,GRAPH_COMPLETION,HYBRID_COMPLETION)
  --queries N            latency queries (default 200)
  --concurrency N        concurrent clients (default 8)
  --phase-seconds N      time cap per latency phase (default 240)
  --type-seconds N       time cap per LoCoMo search type (default 900)
  --locomo-conversations N  only the first N conversations
  --locomo-dir DIR       LoCoMo directory (default ../shared/data/locomo from the repository root)
  --code-repo DIR[,DIR]  code suite: more git repositories indexed into the same dataset before the queries
  --load-seconds N       faults suite: seconds per load phase (8 and 32 clients; default 30)
  --chat-messages N      chat suite: messages seeded in the fake Slack, thread replies included (default 10000)
  --chat-seconds N       chat suite: time cap of the import drive loop (default 1800)
  --max-minutes N        time budget per suite (default 60 small, 240 full)
  --out DIR              results directory (default bench/results)
  --tag T                suffix of the dataset names (default: from the run time)
  --note TEXT            conditions of this run worth knowing (kept with the results and in BENCHMARKS.md)
`;

const LISTS = { "code-repo": "str", suites: "str", "ingest-mb": "num", chunks: "num", types: "str", "latency-types": "str" };
const NUMS = ["chat-messages", "chat-seconds", "load-seconds", "port", "inspector-port", "repeats", "queries", "concurrency", "phase-seconds", "type-seconds", "locomo-conversations", "max-minutes"];
const STRS = ["url", "persist-to", "api-key", "seed", "size", "out", "tag", "locomo-dir", "note"];
const FLAGS = ["start", "keep", "help", "no-snapshot"];

const camel = (s) => s.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

export function parseArgs(argv) {
  const out = { suites: ["ingest", "locomo", "latency", "peers"], size: "small", seed: "kg-bench-1" };
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i];
    if (!arg.startsWith("--")) throw new Error(`unexpected argument ${arg} (see --help)`);
    arg = arg.slice(2);
    let value;
    if (arg.includes("=")) [arg, value] = [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)];
    if (arg === "h") arg = "help";
    if (arg === "no-snapshot") {
      out.snapshot = false;
      continue;
    }
    if (arg === "no-ingest-real") {
      out.ingestReal = false;
      continue;
    }
    if (arg === "no-memory-pass") {
      out.memoryPass = false;
      continue;
    }
    if (FLAGS.includes(arg)) {
      out[camel(arg)] = true;
      continue;
    }
    value ??= argv[++i];
    if (value === undefined) throw new Error(`--${arg} needs a value`);
    if (arg in LISTS) {
      const list = value.split(",").map((s) => s.trim()).filter(Boolean);
      out[camel(arg)] = LISTS[arg] === "num" ? list.map((x) => Number(x.replace(/k$/i, "000"))) : list;
    } else if (NUMS.includes(arg)) out[camel(arg)] = Number(value);
    else if (STRS.includes(arg)) out[camel(arg)] = value;
    else throw new Error(`unknown option --${arg} (see --help)`);
  }
  if (!["small", "full"].includes(out.size)) throw new Error(`--size must be small or full`);
  const unknown = out.suites.filter((s) => !["ingest", "locomo", "latency", "peers", "code", "answers", "faults", "connectors", "chat"].includes(s));
  if (unknown.length) throw new Error(`unknown suite(s): ${unknown.join(", ")}`);
  if (out.types) out.types = out.types.map((t) => t.toUpperCase());
  if (out.latencyTypes) out.latencyTypes = out.latencyTypes.map((t) => t.toUpperCase());
  return out;
}
