#!/usr/bin/env node
// Hand-written questions over short documents of the kinds users store (company notes, meeting notes, an agent's
// memories of its user, a runbook, a biography, an org chart), asked through the API of a running `npm run dev`
// with the offline provider, for each completion type. Each question names the words a right answer must hold
// (any one of a list, normalised as the answers suite does) and, where it matters, words it must not hold (the
// anchor's own date for a two-step question, a verdict the evidence does not give). Prints per type the share
// of right answers, and each wrong one.
//
//   npm run dev -- --port 8790 --persist-to /tmp/probes
//   node bench/answer-probes.mjs --port 8790 [--types GRAPH_COMPLETION,HYBRID_COMPLETION] [--verbose]
//
// QUESTIONS were written while fixing the answerer (fourteenth session of issue 23): in-sample, a check that what
// was fixed stays fixed. HELD_OUT were written after those fixes and run without changing anything for them: a
// small held-out view of what users meet, reported apart (LoCoMo is the large held-out measure).
import { parseArgs } from "node:util";
import { normalise } from "./suites/answers.mjs";
import { createClient, describeFailure } from "./lib/service.mjs";

const { values: o } = parseArgs({
  options: {
    port: { type: "string" },
    types: { type: "string", default: "GRAPH_COMPLETION,RAG_COMPLETION,HYBRID_COMPLETION,GRAPH_COMPLETION_COT" },
    verbose: { type: "boolean", default: false },
  },
});
if (!o.port) {
  console.error("usage: node bench/answer-probes.mjs --port N [--types A,B] [--verbose]");
  process.exit(2);
}

/** Documents as users store them: one text, or (memories) one item per memory. */
const DOCS = {
  company: [
    [
      "Northwind Traders was founded in 2009 by Lena Park in Seattle. The company moved its headquarters to Denver in 2017.",
      "Lena Park studied at the University of Washington, where she was a professor of economics before founding Northwind.",
      "The University of Washington was founded in 1861.",
      "Northwind's largest customer is Contoso, which signed a three-year contract in March 2024.",
      "Lena Park's manager at the university was Omar Haddad.",
    ].join("\n"),
  ],
  meeting: [
    [
      "Meeting notes, 12 March 2026. Attendees: Priya Raman, Tom Becker, Sofia Alvarez.",
      "The team agreed to move the billing service to Postgres 16 because the current MySQL cluster runs out of connections at peak.",
      "Tom Becker will run the migration; it is planned for 14 April and should take about three hours.",
      "The budget for the migration is 12,000 euros.",
      "Sofia Alvarez raised a risk: the reporting jobs still read from the old replica.",
      "Priya Raman is the product owner for billing. She joined the company in 2021 from Stripe.",
      "The next review is on 2 April in the Lisbon office.",
    ].join("\n"),
  ],
  memories: [
    "I am vegetarian and allergic to peanuts.",
    "My daughter Mia plays the violin and starts school in September.",
    "I moved to Berlin in 2022.",
    "In March 2025 I moved to Lisbon for a new job at Feedzai.",
    "My manager is Dana Reyes.",
    "I prefer window seats on long flights.",
    "I speak Portuguese, English and a little German.",
    "We have two cats, Miso and Tofu.",
  ],
  runbook: [
    [
      "# Payments service runbook",
      "",
      "## Ownership",
      "Owner: Ravi Menon. Escalation: the platform on-call rotation.",
      "",
      "## Deploys",
      "Deploys go out every Tuesday and Thursday at 10:00 UTC. A deploy needs approval from two reviewers.",
      "Rollbacks are done with `make rollback` and take about five minutes.",
      "",
      "## Limits",
      "The public API allows 600 requests per minute per key. Webhooks retry up to 8 times over 24 hours.",
      "",
      "## Incidents",
      "On 3 October 2026 the service was down for 42 minutes because an expired TLS certificate broke the webhook endpoint.",
      "The fix was to automate certificate renewal with cert-manager.",
    ].join("\n"),
  ],
  biography: [
    [
      "Marta Silva grew up in Porto and studied architecture at the University of Porto.",
      "In 2015 she moved to Copenhagen, where she joined the design studio Nordlys as a junior architect.",
      "Three years later she was promoted to lead architect. Her best-known project is the Harbour Library, which opened in 2021.",
      "Marta is married to Jonas Berg, a marine biologist. They have a son named Tiago, born in 2019.",
      "In her free time Marta restores old bicycles and sails on weekends.",
    ].join("\n"),
  ],
  org: [
    [
      "Ada Okafor joined the Platform team in 2023. The Platform team is led by Ravi Menon.",
      "Ravi Menon reports to Dana Reyes, the CTO of Northwind.",
      "The Platform team is based in the Amsterdam office. The Amsterdam office opened in 2019.",
      "Bruno Costa leads the Data team, which is based in Lisbon.",
    ].join("\n"),
  ],
};

/** [document, question, a right answer holds one of these, and none of these]. */
const QUESTIONS = [
  ["company", "Who founded Northwind?", ["Lena Park"]],
  ["company", "When was Northwind Traders founded?", ["2009"]],
  ["company", "Where is Northwind headquartered?", ["Denver"]],
  ["company", "When was the university where Lena Park was a professor founded?", ["1861"], ["2009"]],
  ["company", "Who was Lena Park's manager?", ["Omar Haddad"]],
  // Held out at first (GRAPH_COMPLETION and COT answered with a chain through Lena Park), fixed in the same session.
  ["company", "Which city was Northwind founded in?", ["Seattle"]],
  ["company", "How long is Contoso's contract?", ["three-year", "three year"]],
  ["company", "What is the capital of France?", ["I don't know"]],
  ["meeting", "Who will run the migration?", ["Tom Becker"]],
  ["meeting", "When is the migration planned?", ["14 April"]],
  ["meeting", "Why is the billing service moving to Postgres?", ["runs out of connections"]],
  ["meeting", "What is the budget for the migration?", ["12,000 euros", "12000 euros"]],
  ["meeting", "Where is the next review?", ["Lisbon"]],
  ["meeting", "Which company did Priya Raman work for before?", ["Stripe"]],
  ["meeting", "Is Tom Becker running the migration?", ["Yes"]],
  ["meeting", "What was decided?", ["Postgres"]],
  ["meeting", "Does the reporting job read from the new database?", ["old replica"], ["Yes."]],
  ["meeting", "Is the migration before the next review?", ["14 April"], ["Yes."]],
  ["memories", "Where do I live?", ["Lisbon"]],
  ["memories", "Can I eat peanuts?", ["allergic to peanuts"], ["Yes."]],
  ["memories", "Am I vegetarian?", ["Yes"]],
  ["memories", "Who is my manager?", ["Dana Reyes"], ["…"]],
  ["memories", "What instrument does my daughter play?", ["violin"]],
  ["memories", "Which languages do I speak?", ["Portuguese"]],
  ["memories", "Where do I work?", ["Feedzai"]],
  ["runbook", "Who owns the payments service?", ["Ravi Menon"]],
  ["runbook", "How many reviewers must approve a deploy?", ["two reviewers"]],
  ["runbook", "What is the rate limit of the public API?", ["600 requests"]],
  ["runbook", "How long was the outage?", ["42 minutes"]],
  ["runbook", "How do I roll back?", ["make rollback"]],
  ["runbook", "Why was the service down on 3 October?", ["expired TLS certificate"]],
  ["biography", "Where did Marta grow up?", ["Porto"]],
  ["biography", "When did Marta move to Copenhagen?", ["2015"]],
  ["biography", "Which studio does Marta work for?", ["Nordlys"]],
  ["biography", "Who is Marta married to?", ["Jonas Berg"]],
  ["biography", "When was Tiago born?", ["2019"], ["Marta Silva born", "Jonas Berg born"]],
  ["biography", "where does marta live?", ["Copenhagen"]],
  // Found after the held-out run (a best pair's first half was quoted after "Yes."), fixed in the same session.
  ["biography", "Does Marta have a son?", ["Tiago"]],
  ["org", "Where is the team that Ada Okafor joined based?", ["Amsterdam"]],
  ["org", "Who does the leader of the Platform team report to?", ["Dana Reyes"]],
  ["org", "Which team does Bruno Costa lead?", ["Data team"]],
];

/**
 * Questions written after the fixes of the fourteenth session and run once without changing the answerer for them:
 * the held-out part of the set (reported apart). Fix a miss here and the question moves to QUESTIONS: in-sample
 * from then on (the first run held out gave 22, 23, 23 and 22 of 23 for GRAPH, RAG, HYBRID and COT; the one miss,
 * now fixed, is in QUESTIONS).
 */
const HELD_OUT = [
  ["company", "Who is Northwind's largest customer?", ["Contoso"]],
  ["company", "When did Contoso sign its contract?", ["March 2024"]],
  ["company", "What did Lena Park teach?", ["economics"]],
  ["meeting", "Who raised a risk?", ["Sofia Alvarez"]],
  ["meeting", "Which database is the billing service moving from?", ["MySQL"]],
  ["meeting", "When was the meeting?", ["12 March 2026"]],
  ["meeting", "Who is the product owner for billing?", ["Priya Raman"]],
  ["memories", "What food am I allergic to?", ["peanuts"]],
  ["memories", "What are my cats' names?", ["Miso"]],
  ["memories", "Which seat do I prefer on flights?", ["window"]],
  ["memories", "When does Mia start school?", ["September"]],
  ["runbook", "When do deploys go out?", ["Tuesday"]],
  ["runbook", "How many times do webhooks retry?", ["8 times"]],
  ["runbook", "What tool automates certificate renewal?", ["cert-manager"]],
  ["biography", "What did Marta study?", ["architecture"]],
  ["biography", "What is Marta's best-known project?", ["Harbour Library"]],
  ["biography", "What does Jonas Berg do?", ["marine biologist"]],
  ["biography", "What are Marta's hobbies?", ["bicycles"]],
  ["org", "Who leads the Platform team?", ["Ravi Menon"]],
  ["org", "When did Ada Okafor join the Platform team?", ["2023"]],
  ["org", "Where is the Data team based?", ["Lisbon"]],
  ["org", "When did the Amsterdam office open?", ["2019"]],
];

const client = createClient(`http://127.0.0.1:${o.port}`);
const stamp = Date.now().toString(36);
const datasetOf = (doc) => `probes_${doc}_${stamp}`;
for (const [doc, texts] of Object.entries(DOCS)) {
  const res = await client.add(datasetOf(doc), { files: texts.map((text, i) => ({ name: `${doc}-${i}.txt`, text })) });
  if (!res.ok) throw new Error(`add ${doc}: ${describeFailure(res)}`);
  const run = await client.cognify({ datasets: [datasetOf(doc)] }, { timeout: 600_000 });
  if (!run.ok) throw new Error(`cognify ${doc}: ${describeFailure(run)}`);
}

const holds = (text, words) => words.some((w) => ` ${normalise(text)} `.includes(` ${normalise(w)} `) || text.includes(w));
const types = o.types.split(",");
const rows = [];
for (const type of types) {
  const tally = { fixed: { right: 0, n: QUESTIONS.length }, held: { right: 0, n: HELD_OUT.length } };
  const wrong = [];
  for (const [part, set] of [["fixed", QUESTIONS], ["held", HELD_OUT]]) {
    for (const [doc, question, want, avoid = []] of set) {
      const res = await client.search({ query: question, search_type: type, datasets: [datasetOf(doc)] });
      const answer = res.ok && Array.isArray(res.body) ? String(res.body[0]?.search_result?.[0] ?? "") : `(${describeFailure(res)})`;
      const ok = holds(answer, want) && !avoid.some((w) => answer.includes(w));
      if (ok) tally[part].right++;
      else wrong.push({ part, question, answer });
      if (o.verbose) console.log(`${ok ? "ok  " : "MISS"} ${type} | ${question} -> ${answer}`);
    }
  }
  rows.push({ type, tally, wrong });
}
console.log(`\n| search type | right, questions written while fixing | right, held out |\n| --- | ---: | ---: |`);
for (const r of rows) console.log(`| ${r.type} | ${r.tally.fixed.right} of ${r.tally.fixed.n} | ${r.tally.held.right} of ${r.tally.held.n} |`);
for (const r of rows) for (const w of r.wrong) console.log(`miss (${w.part}) ${r.type}: ${w.question} -> ${w.answer}`);
