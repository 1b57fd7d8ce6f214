import { describe, it } from "vitest";
import { MAX_ANSWER_CHARS, MAX_ANSWER_SENTENCES, NO_ANSWER, agreeFacts, clip, compose, contextSentences, focusSpan, parseContext, questionSubjects, recapitalised, typedSpan } from "../../src/ai/local/answerer";
import { isFieldLabel } from "../../src/ai/local/gazetteer";
import { createLocalProvider } from "../../src/ai/local/local-provider";
import { analyzeQuestion, DURATION_Q_RE, root, rootTable, roots } from "../../src/ai/local/question";
import decisionRecordsGraphContext from "../fixtures/decision-records-graph-context.txt?raw";
import careerMemoriesHybridContext from "../fixtures/career-memories-hybrid-context.txt?raw";
import dentistGraphContext from "../fixtures/dentist-graph-context.txt?raw";
import incidentReportGraphContext from "../fixtures/incident-report-graph-context.txt?raw";
import personalMemoriesGraphContext from "../fixtures/personal-memories-graph-context.txt?raw";
import petMemoriesGraphContext from "../fixtures/pet-memories-graph-context.txt?raw";
import statusReportGraphContext from "../fixtures/status-report-graph-context.txt?raw";
import recipeGraphContext from "../fixtures/recipe-graph-context.txt?raw";
import surgeryTextGraphContext from "../fixtures/surgery-text-graph-context.txt?raw";
import travelMemoriesGraphContext from "../fixtures/travel-memories-graph-context.txt?raw";
import workMemoriesGraphContext from "../fixtures/work-memories-graph-context.txt?raw";
import runbookGraphContext from "../fixtures/runbook-graph-context.txt?raw";
import removalQuoteGraphContext from "../fixtures/removal-quote-graph-context.txt?raw";
import onCallChatGraphContext from "../fixtures/on-call-chat-graph-context.txt?raw";
import diaryGraphContext from "../fixtures/diary-graph-context.txt?raw";
import restaurantBookingGraphContext from "../fixtures/restaurant-booking-graph-context.txt?raw";
import studyGroupChatGraphContext from "../fixtures/study-group-chat-graph-context.txt?raw";
import plumberChatGraphContext from "../fixtures/plumber-chat-graph-context.txt?raw";
import { actionSpan, DESCRIBE_Q_RE, DO_Q_RE, evaluativeSpan, questionVerbRoots, slotSpan } from "../../src/ai/local/answer-slot";

const CONTEXT = [
  "## Relevant passages",
  "Marie Curie was born in Warsaw on 7 November 1867. She studied at the University of Paris, where she met Pierre Curie.",
  "---",
  "Alice Johnson works at Google in Berlin. She has three cats and enjoys hiking.",
  "## Related facts",
  "- Marie Curie --[won]--> Nobel Prize in Physics  (Marie Curie won the Nobel Prize in Physics in 1903.)",
  "- Caroline --[went_to]--> LGBTQ support group  (Caroline went to the LGBTQ support group yesterday (2023-05-07).)",
].join("\n");

/** Graph context as renderGraphContext writes it after /remember of the issue's sentence. */
const BLUEFIN = [
  "Nodes:",
  "Node: ada okafor",
  "__node_content_start__",
  "ada okafor",
  "__node_content_end__",
  "",
  "Node: bluefin project",
  "__node_content_start__",
  "bluefin project",
  "__node_content_end__",
  "",
  "Node: The Bluefin project is led by Ada Okafor... [bluefin, project, led]",
  "__node_content_start__",
  "The Bluefin project is led by Ada Okafor from the Nairobi office.",
  "__node_content_end__",
  "",
  "Connections:",
  "ada okafor --[works_in]--> nairobi office  (The Bluefin project is led by Ada Okafor from the Nairobi office.)",
  "ada okafor --[leads]--> bluefin project  (The Bluefin project is led by Ada Okafor from the Nairobi office.)",
].join("\n");

/** One node of graph context as renderGraphContext writes it. */
/** A chat whose trip turn tells what was done before how it was, beside a turn about a sea kayak (the describe rules). */
const KAYAK_CHAT = [
  "Lena: Hey Omar! How was your weekend?",
  "Omar: Great! My sister and I had a blast on our kayaking trip to Lake Bled. We paddled, swam and read a lot. It was a really calm and golden weekend.",
  "Lena: Wow, your kayaking trip sounds awesome!",
  "Omar: I still keep my grandfather's compass on my desk. He carried it through forty years of sailing. Its steady needle reminds me to stay on course.",
  "Lena: I went to a meetup to meet more designers. So cool!",
  "Lena: Had a great time. I had a long chat with this cool designer and we clicked over typography and hiking.",
  "Omar: Guess what, I recently got a new sea kayak! It is bright orange.",
  "Lena: I love organizing book swaps and picnics.",
  "Lena: Last Sunday my neighbour and I ran a free bike repair class for the street.",
];
const node = (name: string, ...content: string[]) => [`Node: ${name}`, "__node_content_start__", ...content, "__node_content_end__", ""];

/** A context's passages section as the chunk retrievers render it: the heading, then the passages between "---" lines. */
const passages = (...texts: string[]) => ["## Relevant passages", ...texts.flatMap((t, i) => (i === 0 ? [t] : ["---", t]))].join("\n");

const ask = (question: string, context = CONTEXT) => createLocalProvider().answerer.answer({ question, context });
/** The answer read from one text given as the only passage, as a chunk retriever hands it over. */
const askText = (question: string, text: string) => createLocalProvider().answerer.answer({ question, context: passages(text), passages: [text] });

describe("question analysis", () => {
  it("refuses a word table giving a root twice, which an object literal would silently drop", ({ expect }) => {
    expect(rootTable([[root("broken"), [root("damaged")]], [root("fault"), [root("broken")]]])[root("broken")]).toEqual([root("damaged")]);
    expect(() => rootTable([[root("buy"), [root("sell")]], [root("bought"), [root("sold")]]])).toThrow(/the root "buy" is given twice/);
  });

  it("types the expected answer from the wh-word and its noun", ({ expect }) => {
    const cases: [string, string][] = [
      ["Who leads the Bluefin project?", "person"],
      ["Whom did Ada hire?", "person"],
      ["Where was Marie Curie born?", "place"],
      ["In which city does Alice live?", "place"],
      ["Which company does Alice Johnson work for?", "organisation"],
      ["Which charity does Omar support?", "organisation"],
      // An organisation noun modifying the one asked for: a thing of that kind, not an organisation.
      ["What charity event did Omar organize?", "thing"],
      ["Which charity Omar supports the most?", "organisation"],
      // A business is known by its name ("Olive & Ash").
      ["Which restaurant is the booking at?", "organisation"],
      ["What is causing the wrong invoices?", "reason"],
      // A verb after the noun does not make it a modifier.
      ["Which company sent the notice?", "organisation"],
      ["When did Caroline go to the support group?", "date"],
      ["What year did Marie Curie win the Nobel Prize?", "date"],
      ["How many cats does Alice have?", "number"],
      ["How long has Melanie been painting?", "number"],
      ["Is Melanie a painter?", "yesno"],
      ["Did Alice move to Berlin?", "yesno"],
      ["Why did Caroline start counseling?", "reason"],
      ["What kinds of books does Melanie read?", "list"],
      ["What did Caroline research?", "thing"],
    ];
    for (const [q, type] of cases) expect(analyzeQuestion(q).type, q).toBe(type);
  });

  it("finds the anchors and the relation words, with passive and noun forms on one root", ({ expect }) => {
    const a = analyzeQuestion("Who is the leader of the Bluefin project?");
    expect(a.anchors).toEqual(["bluefin"]);
    expect(a.relations).toContain("lead");
    expect(analyzeQuestion("Who leads the Bluefin project?").relations).toContain("lead");
    expect(analyzeQuestion("By whom is the Bluefin project led?").relations).toContain("lead");
    expect(root("led")).toBe(root("leads"));
    // A noun made from a verb with "-al" meets the verb ("Who approves hotfixes?" ~ "need approval"); "animal" stays whole.
    expect(root("approval")).toBe(root("approves"));
    expect(root("proposals")).toBe(root("proposed"));
    expect(root("animals")).toBe("animal");
    expect(root("leader")).toBe(root("leads"));
    expect(root("leadership")).toBe("lead");
    expect(root("founder")).toBe(root("founded"));
    expect(root("lived")).toBe(root("lives"));
    expect(root("fave")).toBe(root("favorite"));
    expect(root("favourite")).toBe(root("favorite"));
    for (const form of ["explored", "exploring", "explores"]) expect(root(form), form).toBe(root("explore"));
    // A noun in "-ation" from a verb in "-ate" meets the verb ("What is the user migrating?" ~ "the migration of the
    // billing service"); "station", "nation" keep their stem.
    for (const [noun, verb] of [["migration", "migrating"], ["location", "located"], ["celebrations", "celebrated"]]) expect(root(noun!), noun).toBe(root(verb!));
    for (const word of ["station", "nation", "ration"]) expect(root(word), word).toBe(word);
    // So do the words made from the noun ("vacationed", "relationships").
    expect(root("vacationed")).toBe(root("vacation"));
    expect(root("relationships")).toBe(root("related"));
    // A consonant doubled before -ing/-ed goes with the suffix; l, s, z, f and short stems keep theirs.
    for (const [form, base] of [["running", "run"], ["planned", "plan"], ["getting", "get"], ["stopped", "stops"], ["winning", "won"]]) expect(root(form!), form).toBe(root(base!));
    for (const [form, kept] of [["adding", "add"], ["falling", "fall"], ["passed", "pass"], ["stuffed", "stuff"]]) expect(root(form!), form).toBe(kept);
    expect(analyzeQuestion("Where did Marie Curie study?").anchors).toEqual(["marie curie"]);
    expect(analyzeQuestion('What did Ada say about "Project Kite"?').anchors).toContain("project kite");
  });
});

describe("answer extraction", () => {
  it("states the fact the graph holds, whichever voice the question uses", async ({ expect }) => {
    for (const q of ["Who leads the Bluefin project?", "Who is the Bluefin project led by?", "Who is the leader of the Bluefin project?"]) {
      const a = await ask(q, BLUEFIN);
      expect(a, q).toMatch(/^Ada Okafor leads Bluefin project\./);
      expect(a.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    }
    // Asked from the other side: the project, not the person.
    expect(await ask("What does Ada Okafor lead?", BLUEFIN)).toMatch(/^Ada Okafor leads Bluefin project\./);
  });

  it("follows two relations for a multi-hop question", async ({ expect }) => {
    const context = [
      "alice --[founded]--> acme  (Alice founded Acme in 1999.)",
      "bob --[works_for]--> acme  (Bob works for Acme.)",
      "alice --[born_in]--> paris  (Alice was born in Paris.)",
      "bob --[born_in]--> lyon  (Bob was born in Lyon.)",
    ].join("\n");
    const a = await ask("Where was the founder of Acme born?", context);
    expect(a).toContain("Paris");
    expect(a).not.toContain("Lyon");
    expect(await ask("Where was the person who works for Acme born?", context)).toContain("Lyon");
    // A where-question whose relation words the first link covers, ending at no place, follows a locative link.
    const uni = [
      "ada okafor --[works_for]--> halden university  (Ada Okafor was a professor at Halden University.)",
      "halden university --[founded_by]--> lars moe  (Halden University was founded by Lars Moe.)",
      // A date is no place, whatever preposition its relation ends in.
      "halden university --[founded_in]--> 1870  (Halden University was founded in 1870.)",
      "halden university --[located_in]--> bergen  (Halden University is located in Bergen.)",
    ].join("\n");
    expect(await ask("In which city is the university where Ada Okafor was a professor?", uni)).toBe("Ada Okafor works for Halden University. Halden University is located in Bergen.");
    expect(await ask("Who founded the university where Ada Okafor was a professor?", uni)).toBe("Ada Okafor works for Halden University. Halden University was founded by Lars Moe.");
  });

  it("reads the noun a question asks for as the answer's kind, not as a link's verb or another noun's modifier", async ({ expect }) => {
    const context = [
      "## Relevant passages",
      "Joanna: I really enjoy dramas and emotionally-driven films.",
      "",
      "Connections:",
      "joanna --[film]--> movie  (Joanna is filming her movie.)",
      "joanna --[send_in_to]--> film festival  (Joanna sent in to the film festival.)",
    ].join("\n");
    expect(await ask("What kind of films does Joanna enjoy?", context)).toContain("dramas and emotionally-driven films");
    // A link whose answer is of the kind asked still answers.
    const liked = "Connections:\njoanna --[enjoys]--> sci-fi films  (Joanna enjoys sci-fi films.)";
    expect(await ask("What kind of films does Joanna enjoy?", liked)).toContain("sci-fi films");
  });

  it("follows two sentences joined by the bridge's name for a multi-hop question over passages", async ({ expect }) => {
    const context = passages(
      "Northwind Traders was founded in 2009 by Lena Park in Seattle. The company moved its headquarters to Denver in 2017.",
      "Lena Park studied at the University of Washington, where she was a professor of economics before founding Northwind.",
      "The University of Washington was founded in 1861. Halden University was founded in 1870 by the engineer Lars Moe.",
    );
    // The anchor's own founding date (2009) is not what is asked: the university's is.
    expect(await ask("When was the university where Lena Park was a professor founded?", context)).toBe(
      "Lena Park studied at the University of Washington, where she was a professor of economics before founding Northwind. The University of Washington was founded in 1861.",
    );
    const moe = passages("Ada Okafor was a professor at Halden University until 2019.", "Halden University was founded in 1870 by the engineer Lars Moe.", "The University of Washington was founded in 1861.");
    const who = await ask("Who founded the university where Ada Okafor was a professor?", moe);
    expect(who).toContain("Lars Moe");
    expect(who).not.toContain("1861");
  });

  it("chains through a name written with the noun in lower case (\"the Platform team\") and through the person a role names", async ({ expect }) => {
    const org = passages(
      "Ada Okafor joined the Platform team in 2023. The Platform team is led by Ravi Menon.",
      "Ravi Menon reports to Dana Reyes, the CTO of Northwind.",
      "The Platform team is based in the Amsterdam office. The Amsterdam office opened in 2019.",
      "Bruno Costa leads the Data team, which is based in Lisbon.",
    );
    expect(await ask("Where is the team that Ada Okafor joined based?", org)).toBe("Ada Okafor joined the Platform team in 2023. The Platform team is based in the Amsterdam office.");
    expect(await ask("Who does the leader of the Platform team report to?", org)).toBe("The Platform team is led by Ravi Menon. Ravi Menon reports to Dana Reyes, the CTO of Northwind.");
    // A role asked about directly is no chain: the sentence naming the role answers.
    expect(await ask("Who is the CTO of Northwind?", org)).toBe("Ravi Menon reports to Dana Reyes, the CTO of Northwind.");
  });

  it("prefers a link to a place the gazetteer knows for a where-question over one that is a place only by its relation", async ({ expect }) => {
    const context = [
      "northwind traders --[founded_by]--> lena park  (Northwind Traders was founded by Lena Park.)",
      "northwind traders --[moved_to]--> headquarters  (Northwind Traders moved headquarters.)",
      "northwind traders --[moved_to]--> denver  (Northwind Traders moved headquarters to Denver.)",
    ].join("\n");
    expect(await ask("Where was the company that Lena Park founded moved to?", context)).toBe("Northwind Traders was founded by Lena Park. Northwind Traders moved headquarters to Denver.");
    // A link that answers at once beats a chain whose second, locative link covers no word of the question.
    const founded = [
      "northwind traders --[founded_by]--> lena park  (Northwind Traders was founded by Lena Park.)",
      "lena park --[studied_at]--> university of washington  (Lena Park studied at the University of Washington.)",
      "northwind traders --[founded_in]--> seattle  (Northwind Traders was founded in Seattle.)",
    ].join("\n");
    expect(await ask("Which city was Northwind founded in?", founded)).toMatch(/^Northwind Traders was founded in Seattle\./);
  });

  it("reads records and reports: a field label is no speaker, a table's header and a file's name answer nothing, a score is a result", async ({ expect }) => {
    // "Owner:" labels its line only: the next sentence is not the owner's ("Owner: Target release: 3.0" lost the name).
    const prd = passages("Product requirements: offline mode for the Field app\nOwner: Sanjay Patel. Target release: 3.0, March 2027.");
    const owner = await ask("Who owns the offline mode requirements?", prd);
    expect(owner).toContain("Sanjay Patel");
    expect(owner).not.toContain("Owner: Target release");
    // One capitalised word after "the" names a product, not a person.
    expect(typedSpan("Offline mode for the Field app.", "person")).toBeNull();
    // A header row names the columns in the question's words; the sentence saying which rows are low answers.
    const stock = passages("item, sku, quantity, reorder level\nWireless mouse, WM-15, 45, 60\nLaptop stand, LS-8, 12, 20", "Wireless mice and laptop stands are below their reorder level.");
    expect(await ask("Which items are below their reorder level?", stock)).toMatch(/^Wireless mice and laptop stands are below/);
    // "What was the score?" asks for a result, which the report gives with another verb.
    const match = passages("Harbour City FC beat Riverside United 3-1 on Saturday at Kingsway Stadium.", "Striker Tomás Ribeiro scored twice before half-time, and Kofi Mensah added a third in the 71st minute.");
    expect(await ask("What was the score?", match)).toContain("3-1");
    // A document node whose content is its file name says where a text is kept, not where the match was.
    const graph = ["Nodes:", "Node: match-0.txt", "__node_content_start__", "match-0.txt", "__node_content_end__", "", "Node: Kingsway Stadium", "__node_content_start__", "Harbour City FC beat Riverside United 3-1 on Saturday at Kingsway Stadium.", "__node_content_end__"].join("\n");
    expect(await ask("Where was the match played?", graph)).toContain("Kingsway Stadium");
  });

  it("reads a README, an e-mail and a review: what a thing does is its definition, a cost is an amount, not a date, and the one asked about is no answer", async ({ expect }) => {
    // "What does Quill do?" is answered by the sentence saying what Quill is, over one where it acts.
    const readme = passages("# Quill\nQuill is a command-line tool that converts Markdown notes into a static website.", "## Configuration\nQuill reads quill.config.json from the project root. Set QUILL_THEME to choose a theme; the default theme is paper.");
    expect(await ask("What does Quill do?", readme)).toMatch(/^Quill is a command-line tool/);
    // "What did X cost?" asks an amount: a day of the month is none, and a sum of money states what was paid.
    const email = passages("The contract with Brightpath Analytics expires on 31 December. They have offered a renewal at 48,000 dollars a year, up from 42,000.");
    expect(analyzeQuestion("What did the contract cost before?").type).toBe("number");
    expect(typedSpan("The contract expires on 31 December.", "number")).toBeNull();
    expect(await ask("What did the contract cost before?", email)).toContain("42,000");
    // Only an amount asked takes money for its word: who reported a charge is not met by a refund's sum.
    const ticket = passages("Hannah Weber reported that invoice 2291 was charged twice.", "Carlos Mendes: The duplicate came from a retry. I have issued a refund of 1,450 dollars.");
    expect(await ask("Who reported the double charge?", ticket)).toContain("Hannah Weber");
    // The reviewer the question names is not who they recommend it for, nor is a model's name cut before its digits a person.
    const review = passages("Review of the Aurora X2 espresso machine by Felix Moreau, 4 out of 5 stars\nI bought the Aurora X2 in October for 389 euros. Customer support replaced a faulty portafilter within a week. I would recommend it for small households.");
    expect(typedSpan("Review of the Aurora X2 espresso machine.", "person")).toBeNull();
    expect(typedSpan("Review of the espresso machine by Felix Moreau.", "person", ["felix"])).toBeNull();
    expect(await ask("Who would Felix recommend it for?", review)).toContain("small households");
  });

  it("reads a plain-text heading (a CV's 'Education', a diary's date) as heading the lines under it, and a CV's words for studying and working", async ({ expect }) => {
    const cv = passages("Daniel Okoye - Senior Data Engineer\nEmail: daniel.okoye@example.com | Nairobi, Kenya\n\nExperience\n- Safaricom, Senior Data Engineer (2021 - present): built the streaming pipeline for fraud alerts.\n- Andela, Data Engineer (2017 - 2021): maintained the ETL for 30 client projects.\n\nEducation\n- BSc Computer Science, University of Nairobi, 2016\n\nSkills: Python, Scala, Kafka\nLanguages: English, Swahili");
    const lines = parseContext(cv).sentences;
    expect(lines.find((x) => x.text.startsWith("BSc"))?.heading).toBe("Daniel Okoye - Senior Data Engineer / Education");
    expect(lines.find((x) => x.text.startsWith("Safaricom"))?.heading).toBe("Daniel Okoye - Senior Data Engineer / Experience");
    // A field line or a sentence is no heading.
    expect(lines.find((x) => x.text.startsWith("Skills"))?.title).toBeUndefined();
    expect(await ask("Where did Daniel study?", cv)).toMatch(/^BSc Computer Science, University of Nairobi/);
    expect(await ask("When did Daniel graduate?", cv)).toMatch(/^BSc Computer Science, University of Nairobi, 2016/);
    expect(await ask("Where does Daniel Okoye work now?", cv)).toMatch(/^Safaricom, Senior Data Engineer \(2021 - present\)/);
    // A diary's dated line heads its entry: the day asked is the entry's, not a sentence naming the day.
    const diary = passages("Monday 9 November 2026\nThe supervisor meeting with Dr. Amara Nwosu moved to Thursday.\n\nThursday 12 November 2026\nDr. Nwosu liked the chapter. Felt tired, went swimming at the lido after lunch.");
    expect(parseContext(diary).sentences.find((x) => x.text.startsWith("Felt tired"))?.heading).toBe("Thursday 12 November 2026");
    // A turn, however short, heads nothing.
    expect(parseContext(passages("Caroline: Hey Mel\nMelanie: Hi there")).sentences.every((x) => !x.title)).toBe(true);
  });

  it("reads an interview's answer as answering the question asked before it, within one stored text only", async ({ expect }) => {
    const interview = ["Host: Today I'm talking with Lucía Fernández, founder of Tidewater Robotics.", "Host: How did Tidewater start?", "Lucía Fernández: In 2019 I was cleaning hulls by hand in Valencia harbour. We built the first prototype in my garage."];
    const answerer = createLocalProvider().answerer;
    const question = "When did Tidewater start?";
    // One passage between separators: the answer borrows the host's question.
    expect(await answerer.answer({ question, context: passages(interview.join("\n")) })).toMatch(/^Lucía Fernández: In 2019/);
    // Lines without separators are passages each, unless the retrieved passages show them as one text.
    const bare = interview.join("\n");
    expect(await answerer.answer({ question, context: bare })).not.toMatch(/^Lucía Fernández: In 2019/);
    expect(await answerer.answer({ question, context: bare, passages: [bare] })).toMatch(/^Lucía Fernández: In 2019/);
  });

  it("reads 'you' in a conversation of two as the other speaker, and a passive how-question as asking the means", async ({ expect }) => {
    const chat = passages("Tom: Hi, my order 48213 arrived with a cracked screen protector.\nPriya: Done - a replacement ships tomorrow. You don't need to return the damaged one.");
    expect(await ask("Does Tom need to return the damaged item?", chat)).toMatch(/^No\. Priya: You don't need to return/);
    const invoice = passages("Total due: 2,850 euros.\nPayment by bank transfer to IBAN PT50 0002 0123.\nLate payments incur a 2% monthly fee.");
    expect(await ask("How should the invoice be paid?", invoice)).toMatch(/^Payment by bank transfer/);
  });

  it("reads a plan's day label as no speaker, a question's 'should' as asking what someone should do, and a grade's plus sign", async ({ expect }) => {
    // "Thursday:" labels its line; the next sentence is not Thursday's ("Thursday: Saturday: long run of 24 km.").
    const plan = passages("Marathon plan, week 3\nTuesday: 8 km easy. Thursday: intervals, 6 x 800 m. Saturday: long run of 24 km.");
    const lines = parseContext(plan).sentences;
    expect(lines.every((x) => x.speaker === null)).toBe(true);
    expect(lines.map((x) => x.text)).toContain("Saturday: long run of 24 km.");
    expect(await ask("What do I run on Thursday?", plan)).toContain("intervals");
    const report = passages("Maya Costa - autumn term report\nMaths A, English B+, Science A-. Her teacher Mr. Okafor says Maya participates well in class but should hand in her homework on time. Attendance: 97%.");
    expect(await ask("What should Maya improve?", report)).toContain("should hand in her homework");
    expect(analyzeQuestion("Which subject did Maya get a B+ in?").anchors).toContain("b+");
    expect(await ask("Which subject did Maya get a B+ in?", report)).toMatch(/^Maths A, English B\+/);
  });

  it("roots a plural in '-ings' as its singular, and reads 'What is the dose?' as asking a measure in a dose's units", async ({ expect }) => {
    expect(root("savings")).toBe(root("saving"));
    expect(root("meetings")).toBe(root("meeting"));
    expect(root("things")).toBe(root("thing"));
    const budget = passages("Monthly budget\nRent: 1,200 euros. Groceries: 400 euros.\nSavings goal: 5,000 euros by June for a trip to Japan.");
    expect(await ask("What am I saving for?", budget)).toContain("a trip to Japan");
    expect(analyzeQuestion("What is the dose?").type).toBe("number");
    const leaflet = passages("Take one tablet of Amoxicillin 500 mg three times a day for 7 days, with food. Avoid alcohol while taking it.");
    expect(await ask("What is the dose?", leaflet)).toContain("500 mg");
  });

  it("reads a group chat: a speaker named by a role, a reply to another kind of question, a 'when' a question states", async ({ expect }) => {
    const answerer = createLocalProvider().answerer;
    // "the assistant" names the speaker "Assistant" as the one asked about.
    const trip = passages("User: Tokyo and Kyoto, and maybe a day in Nara. I'm vegetarian, so I'm a bit worried about food.\nAssistant: Kyoto has great shojin ryori, the Buddhist vegetarian cuisine.");
    expect(questionSubjects("What food did the assistant recommend?", analyzeQuestion("What food did the assistant recommend?"), new Set(["user", "assistant"]))).toContain("assistant");
    expect(await ask("What food did the assistant recommend in Kyoto?", trip)).toMatch(/^Assistant: Kyoto has great shojin ryori/);
    const chat = passages("Ana: Who's bringing what to Saturday's picnic?\nBen: I'll bring sandwiches and lemonade.\nChloe: I can do a fruit salad. Should we meet at the north gate of Parque da Cidade?\nAna: Yes, north gate at 1 pm. I'll bring the blanket and a frisbee.\nBen: Great, see you there.");
    // Ben's reply answers who brings what: it says no time of the picnic, though it follows a question naming the picnic.
    expect(await answerer.answer({ question: "What time is the picnic?", context: chat })).toMatch(/^Ana: Yes, north gate at 1 pm/);
    // A "Yes" to a yes/no question says what it asked: the meeting place.
    expect(await answerer.answer({ question: "Where are they meeting?", context: chat })).toMatch(/^Ana: Yes, north gate/);
    // The question in the chat states the day it asks about, and nothing else does.
    expect(await answerer.answer({ question: "When is the picnic?", context: chat })).toContain("Saturday");
    // So does a question stating where ("moving to Monterey") for a where-question.
    const move = passages("Leo: Congratulations! When do you start?\nMaya: On 1 June. I'll be studying coral reefs.\nLeo: You've earned it. How do you feel about moving to Monterey?\nMaya: Nervous but excited.");
    expect(await answerer.answer({ question: "Where is Maya moving?", context: move })).toContain("Monterey");
    // A yes/no question's words are its asker's, not its reply's: "Can we move it to Friday?" does not say "still".
    const plans = passages("Zoe: Are we still on for dinner on Thursday?\nKai: Can we move it to Friday? My flight back from Oslo lands late on Thursday.\nZoe: Sure, Friday works.\nKai: Perfect. By the way, I quit the gym last month, it was too expensive.");
    expect(await answerer.answer({ question: "Does Kai still go to the gym?", context: plans })).toContain("I quit the gym");
    // Every reply to a wh-question answers it, until its asker speaks again: Chloe's too, after Ben's.
    expect(await answerer.answer({ question: "What will Chloe bring?", context: chat })).toMatch(/^Chloe: I can do a fruit salad/);
  });

  it("reads a deadline as a date, met by 'apply by' for an application's", async ({ expect }) => {
    expect(analyzeQuestion("What is the application deadline?").type).toBe("date");
    const posting = passages("Senior Backend Engineer at Fernweh Travel, Berlin. Salary: 75,000-90,000 euros. Apply by 15 January 2027 to jobs@fernweh.example.");
    expect(await ask("What is the application deadline?", posting)).toMatch(/^Apply by 15 January 2027/);
  });

  it("keeps a reply's question whichever copy of the reply graph context reads", async ({ expect }) => {
    // A summary's list repeats the reply first, without the question before it; the chunk's content has both.
    const graph = [
      "Nodes:",
      "Node: summary",
      "__node_content_start__",
      "Facts:",
      "- Omar: Just a wonky mug and a small bowl, but I love how calming it is.",
      "__node_content_end__",
      "",
      "Node: chunk",
      "__node_content_start__",
      "Omar: I've been busy too - I started pottery classes on Tuesday evenings.",
      "Nadia: Pottery! What have you made so far?",
      "Omar: Just a wonky mug and a small bowl, but I love how calming it is.",
      "__node_content_end__",
    ].join("\n");
    const reply = parseContext(graph).sentences.find((x) => x.text.startsWith("Omar: Just a wonky mug"));
    expect(reply?.replyTo).toBe("Pottery! What have you made so far?");
    expect(await ask("What did Omar make in pottery class?", graph)).toContain("wonky mug");
    // The whole asking turn lends its words ("Pottery!" before the question): why Omar likes pottery is the reply's.
    expect(await ask("Why does Omar like pottery?", graph)).toMatch(/^Omar: Just a wonky mug and a small bowl, but I love how calming it is/);
  });

  it("reads a name asked for after an opening word ('That's Pepper'), never a greeting's addressee or a weekday", async ({ expect }) => {
    const question = "What is the name of Ines's dog?";
    const q = analyzeQuestion(question);
    expect(focusSpan("Ines: That's Pepper, my border collie.", q, question)).toBe("Pepper");
    expect(focusSpan("Ines: Hi Tom, welcome to the building!", q, question, new Set(["ines", "tom"]))).toBeNull();
    expect(focusSpan("Ines: The bins go out on Tuesday nights, by the way.", q, question)).toBeNull();
    const chat = passages("Ines: Hi Tom, welcome to the building! Which flat did you move into?\nTom: Flat 4B. Do you have any pets? I heard barking yesterday.\nInes: That's Pepper, my border collie. She's friendly but loud.\nInes: The bins go out on Tuesday nights, by the way.");
    expect(await ask(question, chat)).toContain("Pepper");
  });

  it("reads a number in the unit asked, not another number of the sentence or another speaker's count", async ({ expect }) => {
    const chat = passages("Jess: I finally bought a car! A 2018 Toyota Yaris hybrid, silver.\nDev: Nice! New or used?\nJess: Used, from a dealer in Croydon. It had 41,000 miles on it and cost 11,500 pounds.\nJess: My commute is 30 miles a day.");
    expect(await ask("How many miles had the Yaris done?", chat)).toMatch(/^Jess: (?:Used, from a dealer in Croydon\. )?It had 41,000 miles/);
    const turtles = passages("Nate: I've always liked turtles since I was a boy.\nNate: The tank is big enough now for three, so I figured why not!\nJoanna: I wish I wasn't allergic! I would get two turtles today if I could!");
    expect(await ask("How many turtles does Nate have?", turtles)).toContain("three");
  });

  it("reads a field's label over the later sentences of its line ('Sports day: ... Please send children with a water bottle.')", async ({ expect }) => {
    const letter = passages(
      [
        "Oakfield Primary - Spring newsletter",
        "Welcome back! A reminder that the school day now starts at 8:40, ten minutes earlier than last term.",
        "Sports day: Friday 19 June on the top field. Parents are welcome from 1 pm. Please send children with a water bottle and sun hat.",
        "Year 4 trip: Year 4 will visit the Natural History Museum on 12 May. The trip costs 14 pounds, payable on ParentPay by 1 May.",
        "Lost property: unnamed items will be donated to charity at the end of term.",
      ].join("\n"),
    );
    const sentences = parseContext(letter).sentences;
    expect(sentences.find((x) => x.text.startsWith("Please send"))?.label).toBe("Sports day");
    // The line's first sentence has the label in its own words; nor does a line's only sentence take one.
    expect(sentences.find((x) => x.text.startsWith("Sports day:"))?.label).toBeUndefined();
    expect(await ask("What should children bring to sports day?", letter)).toContain("water bottle");
  });

  it("answers who from one named by their tie to someone ('my neighbour's son'), and who bought from who sold", async ({ expect }) => {
    const chat = passages(
      [
        "Jess: I finally bought a car! A 2018 Toyota Yaris hybrid, silver.",
        "Dev: Not bad. Why the hybrid?",
        "Jess: My commute to the hospital is 30 miles a day, so fuel was killing me with the old Fiesta.",
        "Dev: What happened to the Fiesta?",
        "Jess: I sold it to my neighbour's son for 900 pounds. He just passed his driving test.",
        "Dev: Ha, perfect first car. Did you get it checked before buying?",
        "Jess: Yes, my uncle Ray is a mechanic, he looked it over and said the brakes will need doing next year.",
      ].join("\n"),
    );
    expect(await ask("Who bought Jess's old Fiesta?", chat)).toContain("my neighbour's son");
  });

  it("reads a chat's short answer opened by a first name ('Eli does.'), a street as a place, the host for where a club meets, a work's title, not its author", async ({ expect }) => {
    const chat = passages(
      [
        "Hana: Did you finish the book for Thursday?",
        "Ruth: Almost! I have about fifty pages of Klara and the Sun left.",
        "Hana: No spoilers then. I'm hosting this time, at my place on Calder Road, 7 pm.",
        "Ruth: Lovely. Should I bring anything?",
        "Hana: Maybe some dessert? Eli is bringing wine and Marcus said he'd do cheese.",
        "Ruth: Shame. Who picks the next book?",
        "Hana: Eli does. He's been hinting at something by Ursula K. Le Guin.",
        "Ruth: Ooh, I hope it's The Dispossessed. I've wanted to read it for years.",
      ].join("\n"),
    );
    expect(typedSpan("Eli does.", "person")).toBe("Eli");
    // Not a word that is no first name, nor a first name spoken to.
    expect(typedSpan("Maybe some dessert?", "person")).toBeNull();
    expect(typedSpan("Caroline, that's great!", "person")).toBeNull();
    expect(typedSpan("I'm hosting this time, at my place on Calder Road, 7 pm.", "place")).toBe("Calder Road");
    expect(await ask("Who picks the next book?", chat)).toMatch(/^Hana: Eli does\./);
    expect(await ask("Where is the book club meeting?", chat)).toContain("Calder Road");
    expect(await ask("Which book does Ruth hope will be next?", chat)).toContain("The Dispossessed");
  });

  it("reads a balance as money had", async ({ expect }) => {
    const minutes = passages("Riverside Allotment Society - committee meeting, 4 March 2027\nPresent: Carol Hughes (chair), Ben Adeyemi (treasurer).\n1. Finances: Ben reported a balance of 2,340 pounds. Annual plot fees rise from 45 to 50 pounds from April.\n2. Water: the main tap by plot 12 leaks.\n4. Waiting list: 14 people are waiting for a plot.");
    expect(await ask("How much money does the society have?", minutes)).toContain("2,340 pounds");
  });

  it("reads a name given to an organisation ('a startup called Verdant'), a place after 'at the' that ends its phrase, not a kind of thing", async ({ expect }) => {
    expect(typedSpan("I got an offer from a climate startup called Verdant.", "organisation")).toBe("Verdant");
    expect(typedSpan("We should celebrate, drinks on Friday at the Fox and Hound?", "place")).toBe("Fox");
    expect(typedSpan("I had a fun time at the Harry Potter party.", "place")).toBeNull();
  });

  it("reads an e-mail's signature, a reference asked for, what is wrong as its fault, a model as a name", async ({ expect }) => {
    const mail = passages(
      [
        "Subject: Re: Warranty claim WC-2291 - Kettle not heating",
        "From: Brightline Support <support@brightline.example>",
        "To: Hannah Moore",
        "",
        "Hi Hannah,",
        "Thanks for sending the photos of your Brightline K200 kettle. The fault you describe (the light turns on but the water does not heat) is covered by the two-year warranty, as you bought it on 3 August 2025.",
        "We will send you a replacement kettle by courier within 5 working days. You do not need to return the faulty one; please recycle it at a local electrical waste point.",
        "If the new kettle has any problems, reply to this email quoting your claim number.",
        "Kind regards,",
        "Theo, Brightline Customer Care",
      ].join("\n"),
    );
    // The signature is quoted as written.
    expect(await ask("Who signed the email?", mail)).toBe("Theo, Brightline Customer Care");
    expect(await ask("What is the claim number?", mail)).toMatch(/^Subject: Warranty claim WC-2291/);
    expect(await ask("What is wrong with the kettle?", mail)).toContain("does not heat");
    expect(await ask("Which kettle model does Hannah have?", mail)).toMatch(/^Thanks for sending the photos of your Brightline K200 kettle/);
  });

  it("reads a suggestion after the trouble it answers, a yes to a yes/no question with the question, a company's make as what it is the maker of", async ({ expect }) => {
    const chat = passages(
      [
        "Rosa: The tomatoes finally came up! I planted them in April from seeds my aunt gave me.",
        "Finn: Nice! Mine got eaten by slugs again. I've tried beer traps but they don't work.",
        "Rosa: Try copper tape around the pots, it worked for my courgettes last year.",
        "Finn: I'll give it a go. Are you still growing chillies on the balcony?",
        "Rosa: Yes, three kinds, but the habaneros are the only ones with fruit so far.",
      ].join("\n"),
    );
    const parsed = parseContext(chat).sentences;
    expect(parsed.find((x) => x.text.startsWith("Rosa: Try copper"))?.follows).toBe("Nice! Mine got eaten by slugs again. I've tried beer traps but they don't work.");
    // Only a suggestion follows the turn before it.
    expect(parsed.find((x) => x.text.startsWith("Rosa: Yes, three kinds"))?.follows).toBeUndefined();
    expect(await ask("What does Rosa suggest for the slugs?", chat)).toMatch(/^Rosa: Try copper tape/);
    expect(await ask("Where does Rosa grow chillies?", chat)).toBe("Finn: Are you still growing chillies on the balcony? Rosa: Yes, three kinds, but the habaneros are the only ones with fruit so far.");
    const press = passages("FOR IMMEDIATE RELEASE\nHelio Bikes opens first store in Valencia\nValencia, 2 February 2027 - Helio Bikes, the Dutch maker of electric cargo bikes, today opened its first Spanish store on Calle de Colón.\nHelio plans to open stores in Madrid and Barcelona by the end of 2027.");
    expect(await ask("What does Helio Bikes make?", press)).toContain("electric cargo bikes");
  });

  it("reads a reply's first sentence stating something as its answer to a what-question, not the sentences after it", async ({ expect }) => {
    const chat = passages(
      [
        "Grace: How was the beach clean-up on Saturday?",
        "Sam: Exhausting but worth it. We collected 62 bags of rubbish in three hours.",
        "Grace: What was the strangest thing you found?",
        "Sam: A shopping trolley buried in the sand near the pier. It took four of us to pull it out.",
        "Grace: Ha! Is the next one at the same beach?",
      ].join("\n"),
    );
    expect(await ask("What was the strangest thing Sam found?", chat)).toMatch(/^Sam: A shopping trolley/);
  });

  it("reads a visit summary's fields about whom it names: the reason for why, the treatment for the medicine, a field named as the question words it", async ({ expect }) => {
    const record = passages(
      [
        "Riverside Vets - visit summary",
        "Patient: Biscuit (beagle, 4 years). Owner: Nadia Haddad.",
        "Date: 9 January 2027. Vet: Dr. Emma Clarke.",
        "Reason for visit: limping on the front left leg for three days.",
        "Findings: mild sprain, no fracture on the X-ray.",
        "Treatment: anti-inflammatory (Metacam) once a day with food for 7 days; short lead walks only for two weeks.",
        "Follow-up: recheck on 23 January if still limping.",
        "Cost: 146 pounds, paid by card.",
      ].join("\n"),
    );
    // "Cost:" and "Findings:" are a record's fields, not speakers.
    expect(parseContext(record).sentences.find((x) => x.text.startsWith("Cost:"))?.speaker).toBeNull();
    expect(await ask("Why was Biscuit taken to the vet?", record)).toContain("Reason for visit: limping");
    expect(await ask("Which medicine was prescribed?", record)).toContain("Metacam");
    expect(await ask("How long should Biscuit take the medicine?", record)).toContain("for 7 days");
    expect(await ask("Who is Biscuit's vet?", record)).toContain("Emma Clarke");
    expect(await ask("How much did the visit cost?", record)).toContain("146 pounds");
  });

  it("reads 'the next one' as the noun the question puts after 'next'", async ({ expect }) => {
    const chat = passages("Jade: Guess who just played her first gig! The Blue Lantern on Friday night.\nCarlos: No way! How did it go?\nJade: The owner asked me back for a monthly slot, so you can come to the next one on 12 March.");
    expect(await ask("When is Jade's next gig?", chat)).toMatch(/^Jade: The owner asked me back .* 12 March/);
  });

  it("reads a firm named for its trade as an organisation ('Swift Removals'), and movers for a move", async ({ expect }) => {
    expect(typedSpan("Yes, Swift Removals, they're coming at 8 am.", "organisation")).toBe("Swift Removals");
    const chat = passages("Dad: Have the movers confirmed for Saturday?\nMeg: Yes, Swift Removals, they're coming at 8 am. The van is booked for the whole day.\nDad: What about Milo?\nMeg: He's staying with Aunt Clare on Friday night so he's not under our feet.");
    expect(await ask("Which company is doing the move?", chat)).toMatch(/^Meg: Yes, Swift Removals/);
  });

  it("reads a recipe: a number in the unit asked over one that counts nothing of it, its fields as fields", async ({ expect }) => {
    const text = [
        "Lemon drizzle cake (serves 10)",
        "Ingredients: 225 g butter, 225 g caster sugar, 4 eggs, 275 g self-raising flour, zest of 2 lemons. For the drizzle: juice of 2 lemons and 85 g sugar.",
        "Method: Heat the oven to 180C. Beat the butter and sugar until pale, then add the eggs one at a time. Fold in the flour and zest. Bake in a lined loaf tin for 45-50 minutes, until a skewer comes out clean.",
        "While the cake is still warm, prick it all over and pour over the lemon juice mixed with the sugar.",
        "Tip: the cake keeps for three days in an airtight tin.",
      ].join("\n");
    const recipe = passages(text);
    // "Ingredients:" and "Method:" are fields, so the drizzle's line keeps its own label.
    expect(parseContext(recipe).sentences.some((x) => x.text === "For the drizzle: juice of 2 lemons and 85 g sugar.")).toBe(true);
    // (As RAG_COMPLETION asks: its context is the passages' text, and the passages are given, so its lines are one text's.)
    const answerer = createLocalProvider().answerer;
    // The ingredients first: "add the eggs one at a time" counts no eggs.
    expect(await answerer.answer({ question: "How many eggs do I need?", context: text, passages: [text] })).toMatch(/^(?:Lemon drizzle cake \(serves 10\)[.:]? )?Ingredients: .*4 eggs/);
    expect(await ask("What goes in the drizzle?", recipe)).toContain("juice of 2 lemons");
  });

  it("answers each type from passages: place, organisation, date, number, reason", async ({ expect }) => {
    expect(await ask("Where was Marie Curie born?")).toMatch(/^Marie Curie was born in Warsaw/);
    expect(await ask("Which company does Alice Johnson work for?")).toMatch(/^Alice Johnson works at Google/);
    expect(await ask("When did Marie Curie win the Nobel Prize?")).toContain("1903");
    expect(await ask("How many cats does Alice Johnson have?")).toContain("three cats");
    const turns = [
      "Caroline: I went to a LGBTQ support group yesterday and it was so powerful.",
      "Melanie: I'm starting a pottery class next week, so excited!",
      "Caroline: I want to be a counselor because my own journey was hard and I want to help others.",
      "Melanie: We took the kids camping in June 2023 at the lake.",
    ].join("\n---\n");
    expect(await ask("Why does Caroline want to be a counselor?", turns)).toContain("because my own journey was hard");
    expect(await ask("When did Melanie go camping?", turns)).toContain("June 2023");
    expect(await ask("When is Melanie starting a pottery class?", turns)).toContain("next week");
  });

  it("gives a verdict for yes/no questions the evidence covers", async ({ expect }) => {
    const turns = "Melanie: I painted that lake sunrise last year!\nCaroline: I have never been to Sweden.";
    expect(await ask("Did Melanie paint a sunrise?", turns)).toMatch(/^Yes\. Melanie: I painted that lake sunrise/);
    expect(await ask("Has Caroline been to Sweden?", turns)).toMatch(/^No\. Caroline: I have never been to Sweden/);
    // Evidence that leaves out a name the question asks about gives no verdict.
    const offices = "Northwind has offices in Amsterdam, Lisbon and Nairobi.";
    expect(await ask("Does Northwind have an office in Lisbon?", offices)).toBe(`Yes. ${offices}`);
    expect(await ask("Does Northwind have an office in Berlin?", offices)).toBe(offices);
    // A first-person memory is about the user: that alone says nothing of what is asked about them.
    const memory = "I am vegetarian and allergic to peanuts.";
    expect(await ask("Am I vegetarian?", memory)).toBe(`Yes. ${memory}`);
    expect(await ask("Can I eat peanuts?", memory)).toBe(memory);
    // A sentence saying the opposite of a word asked is the evidence, with no verdict either way.
    const risk = "Sofia Alvarez raised a risk: the reporting jobs still read from the old replica.";
    expect(await ask("Does the reporting job read from the new database?", risk)).toBe(risk);
    // A comparison the sentence does not make itself gets no verdict: both sides' sentences instead.
    const dates = passages("The next review is on 2 April in the Lisbon office.", "Tom Becker will run the migration; it is planned for 14 April.");
    expect(await ask("Is the migration before the next review?", dates)).toBe("The next review is on 2 April in the Lisbon office. Tom Becker will run the migration; it is planned for 14 April.");
    // "running" asks what "will run" says.
    const plan = "Tom Becker will run the migration; it is planned for 14 April.";
    expect(await ask("Is Tom Becker running the migration?", plan)).toBe(`Yes. ${plan}`);
    // A negation says no only to what it governs: not to a word asked that stands outside it.
    const pets = "Deborah: I don't like dogs, that's why I have cats.";
    expect(await ask("Does Deborah like cats?", pets)).toBe(pets);
    expect(await ask("Does Deborah like dogs?", pets)).toBe(`No. ${pets}`);
    const diet = "Bruno: I never eat meat or fish.";
    expect(await ask("Does Bruno eat fish?", diet)).toBe(`No. ${diet}`);
  });

  it("answers what was decided from what was agreed", async ({ expect }) => {
    const notes = passages("Meeting notes, 12 March 2026.", "The team agreed to move the billing service to Postgres 16.", "Tom Becker will present the roadmap.");
    expect(await ask("What was decided?", notes)).toMatch(/^The team agreed to move the billing service to Postgres 16\./);
  });

  it("meets words a runbook writes otherwise: two words as one (\"roll back\" ~ \"Rollbacks\"), an outage under \"Incidents\"", async ({ expect }) => {
    expect(analyzeQuestion("How do I roll back?").terms).toContain(root("Rollbacks"));
    const runbook = passages(
      "## Deploys\nRollbacks are done with `make rollback` and take about five minutes.",
      "## Incidents\nOn 3 October 2026 the service was down for 42 minutes because an expired TLS certificate broke the webhook endpoint.",
    );
    expect(await ask("How do I roll back?", runbook)).toMatch(/^Rollbacks are done with `make rollback`/);
    expect(await ask("How long was the outage?", runbook)).toContain("42 minutes");
  });

  it("reads a question typed in lower case with the names the context capitalises, and where someone works from where they joined", async ({ expect }) => {
    const story = passages(
      "Marta Silva grew up in Porto and studied architecture at the University of Porto.",
      "In 2015 she moved to Copenhagen, where she joined the design studio Nordlys as a junior architect.",
      "Marta is married to Jonas Berg, a marine biologist.",
    );
    expect(recapitalised("where does marta live", parseContext(story).sentences)).toBe("where does Marta live");
    // A capital anywhere after the first letter: the question is left as written.
    expect(recapitalised("where does marta live in Denmark", parseContext(story).sentences)).toBe("where does marta live in Denmark");
    expect(await ask("where does marta live?", story)).toMatch(/^In 2015 she moved to Copenhagen/);
    expect(await ask("Where does Marta work?", story)).toMatch(/^In 2015 she moved to Copenhagen, where she joined the design studio Nordlys/);
  });

  it("reads release notes: a release's number is part of its name, its heading says which release, another release is no second answer", async ({ expect }) => {
    expect(analyzeQuestion("When was version 4.2 released?").anchors).toContain("version 4.2");
    expect(analyzeQuestion("Is Internet Explorer 11 still supported?").anchors).toContain("internet explorer 11");
    const notes = passages(
      ["# Release notes", "", "## Version 4.2 (released 18 June 2026)", "- Added single sign-on with Okta.", "", "## Version 4.1 (released 2 May 2026)", "- Added dark mode.", "- Dropped support for Internet Explorer 11."].join("\n"),
    );
    expect(await ask("Which version added dark mode?", notes)).toBe("Version 4.1 (released 2 May 2026): Added dark mode.");
    const when = await ask("When was version 4.1 released?", notes);
    expect(when).toContain("2 May 2026");
    expect(when).not.toContain("18 June");
    expect(await ask("Which browser is no longer supported?", notes)).toMatch(/^Dropped support for Internet Explorer 11\./);
    // A heading or a list item opens with a capital for that alone: no name a lower-case question takes up.
    expect(recapitalised("which version added dark mode", parseContext(notes).sentences)).toBe("which version added dark mode");
    const graph = ["Connections:", "version 4.1 --[released_on]--> 2026-05-02  (Version 4.1 released 2 May 2026.)", "version 4.2 --[released_on]--> 2026-06-18  (Version 4.2 released 18 June 2026.)"].join("\n");
    expect(await ask("When was version 4.2 released?", graph)).toBe("Version 4.2 was released on 18 June 2026.");
  });

  it("reads an e-mail thread: the sender is who \"we\" and \"our\" are, the subject line is no answer, \"came from\" gives a reason", async ({ expect }) => {
    const thread = passages(
      [
        "From: Hannah Weber <hannah@lumenlabs.io>",
        "To: support@acme.io",
        "Subject: Invoice 2291 charged twice",
        "",
        "Hi, our card was charged twice for invoice 2291 on 4 November. Please refund the duplicate charge.",
        "",
        "From: Carlos Mendes <carlos@acme.io>",
        "To: hannah@lumenlabs.io",
        "Subject: Re: Invoice 2291 charged twice",
        "",
        "Hi Hannah, sorry about that. The duplicate came from a retry in our payment provider. I have issued a refund of 1,450 dollars.",
      ].join("\n"),
    );
    expect(await ask("Who reported the double charge?", thread)).toMatch(/^Hannah Weber: Hi, our card was charged twice/);
    // The best candidate restates what happened; the sentence saying why follows it.
    expect(await ask("Why was the card charged twice?", thread)).toMatch(/^Hannah Weber: Hi, our card was charged twice[^]*Carlos Mendes: The duplicate came from a retry/);
  });

  it("answers a question naming no one from the chat turn after the best one when that names what is asked", async ({ expect }) => {
    expect(analyzeQuestion("How big is the staging disk now?").type).toBe("number");
    const chat = passages(["Maya: the staging database is out of disk again", "Leo: I'll bump it from 100 GB to 250 GB after lunch", "Maya: thanks", "Leo: disk resized, staging is back up"].join("\n"));
    expect(await ask("How big is the staging disk now?", chat)).toContain("250 GB");
  });

  it("meets the words a memory writes otherwise: flying ~ flight", async ({ expect }) => {
    const trip = passages("My flight to Tokyo leaves on 9 December from Frankfurt, Lufthansa LH716.", "I do not need a visa for Japan.", "My sister Clara lives in Osaka.");
    expect(await ask("Which airline am I flying with?", trip)).toMatch(/^My flight to Tokyo/);
  });

  it("says no to a question about now when the evidence says the state stopped, and yes when stopping is what is asked", async ({ expect }) => {
    const health = passages("I stopped drinking coffee in January.", "I take vitamin D in winter.");
    expect(await ask("Do I still drink coffee?", health)).toBe("No. I stopped drinking coffee in January.");
    expect(await ask("Did I stop drinking coffee?", health)).toBe("Yes. I stopped drinking coffee in January.");
    expect(await ask("Do I take vitamin D?", health)).toBe("Yes. I take vitamin D in winter.");
  });

  it("takes no answer's span from a structural link's cut-short node names, and reads 'what temperature' as asking for a measure", async ({ expect }) => {
    // GRAPH_COMPLETION's context for the question over a short recipe (bench/answer-probes.mjs), as the service rendered
    // it: a made_from link quoting "[flour, sugar, rosa] made from Grandma's lemon cake ..." named "Grandma" as the place.
    expect(await ask("Where did grandma Rosa bake the cake?", recipeGraphContext)).toContain("in Naples");
    expect(analyzeQuestion("At what temperature is the cake baked?").type).toBe("number");
    expect(await ask("At what temperature is the cake baked?", recipeGraphContext)).toContain("180 °C");
  });

  it("reads a FAQ's answer line with the question line before it, and a time of day as a when-answer", async ({ expect }) => {
    const faq = passages(["Q: Does the Aurora X2 vacuum work on carpets?", "A: Yes, it has a carpet boost mode.", "Q: How long does the battery last?", "A: Up to 120 minutes in eco mode.", "Q: What is the warranty?", "A: Two years, extendable to five with registration."].join("\n"));
    expect(await ask("How long does the Aurora X2 battery last?", faq)).toBe("A: Up to 120 minutes in eco mode.");
    expect(await ask("How can the warranty be extended?", faq)).toBe("A: Two years, extendable to five with registration.");
    // The question line of a copy elsewhere in the context leads the answer line wherever it is kept.
    expect(parseContext(faq).sentences.find((x) => x.text.startsWith("A: Two years"))?.asked).toBe("What is the warranty?");
    expect(typedSpan("From 14:05 to 14:50 UTC, search returned errors.", "date")).toBe("14:05");
    expect(typedSpan("The standup is at 9am.", "date")).toBe("9am");
  });

  it("does not add a second part that only repeats the first after a title run into it", async ({ expect }) => {
    const lease = passages("The monthly rent is 950 euros, due on the 5th of each month.", "Apartment lease, Rua das Flores 12, Porto The monthly rent is 950 euros, due on the 5th of each month.");
    expect(await ask("How much is the rent?", lease)).toBe("The monthly rent is 950 euros, due on the 5th of each month.");
  });

  it("answers open questions: what a stored text is about, a request put as an order, a section asked for by its heading", async ({ expect }) => {
    expect(analyzeQuestion("Tell me about my daughter.").about).toBe("my daughter");
    expect(analyzeQuestion("Summarize the Brightwave account.").anchors).toEqual(["brightwave"]);
    expect(analyzeQuestion("What was the meeting about?").about).toBe("the meeting");
    const meeting = passages(
      ["Meeting notes, 12 March 2026.", "Attendees: Priya Raman, Tom Becker.", "The team agreed to move the billing service to Postgres 16.", "The budget for the migration is 12,000 euros."].join("\n"),
    );
    expect(await ask("What was the meeting about?", meeting)).toBe("Meeting notes, 12 March 2026. The team agreed to move the billing service to Postgres 16.");
    const mail = passages(["From: Hannah Weber <hannah@lumenlabs.io>", "To: support@acme.io", "Subject: Invoice 2291 charged twice", "", "Hi, our card was charged twice for invoice 2291 on 4 November."].join("\n"));
    expect(await ask("What was the e-mail about?", mail)).toBe("Subject: Invoice 2291 charged twice. Hannah Weber: Hi, our card was charged twice for invoice 2291 on 4 November.");
    const memories = passages("My daughter Mia plays the violin and starts school in September.", "We have two cats, Miso and Tofu.", "I prefer window seats on long flights.");
    expect(await ask("Tell me about my daughter.", memories)).toBe("My daughter Mia plays the violin and starts school in September.");
    // "We" in a memory is the user's household.
    expect(await ask("What pets do I have?", memories)).toBe("We have two cats, Miso and Tofu.");
    const notes = passages(["# Release notes", "", "## Version 4.2 (released 18 June 2026)", "- Added single sign-on with Okta.", "", "## Version 4.1 (released 2 May 2026)", "- Added dark mode."].join("\n"));
    expect(await ask("What changed in version 4.2?", notes)).toBe("Version 4.2 (released 18 June 2026): Added single sign-on with Okta.");
  });

  it("never quotes an entity's stand-in description before the sentence that says what happened", async ({ expect }) => {
    // GRAPH_COMPLETION's context over the probe runbook (bench/answer-probes.mjs), as the service rendered it: 'Date
    // mentioned as "3 October 2026".' led the answer.
    expect(await ask("What happened on 3 October 2026?", runbookGraphContext)).toMatch(/^On 3 October 2026 the service was down for 42 minutes/);
  });

  it("reads a decision record's Decision line for what was decided and its Context line for why", async ({ expect }) => {
    const adr = passages(["ADR-021: Use Cloudflare Queues for webhooks", "Status: accepted", "Context: webhook deliveries were lost when the worker restarted.", "Decision: deliveries go through a queue with a dead-letter queue after 5 retries.", "Consequences: handlers must be idempotent."].join("\n"));
    expect(await ask("What was decided in ADR-021?", adr)).toContain("Decision: deliveries go through a queue");
    expect(await ask("Why was ADR-021 needed?", adr)).toContain("Context: webhook deliveries were lost");
    expect(typedSpan("Context: webhook deliveries were lost when the worker restarted.", "reason")).toBe("Context");
  });

  it("takes a name said alone as a reply for the name asked, never a word of assent", async ({ expect }) => {
    const chat = passages(["Nina: guess what, I finally adopted a cat last weekend!", "Omar: no way! what's her name?", "Nina: Pepper. she's a tabby, 2 years old", "Omar: I'm still thinking about getting a dog"].join("\n"));
    expect(await ask("What is the name of Nina's cat?", chat)).toContain("Nina: Pepper.");
    const q = analyzeQuestion("What is the name of Nina's cat?");
    expect(focusSpan("Nina: Pepper. she's a tabby", q, "What is the name of Nina's cat?")).toBe("Pepper");
    expect(focusSpan("Nina: Great. she's a tabby", q, "What is the name of Nina's cat?")).toBeNull();
  });

  it("does not answer a question in the negative with a link saying the positive", async ({ expect }) => {
    const context = [
      "Nodes:",
      "Node: bruno",
      "__node_content_start__",
      "Bruno is allergic to chicken, so he eats salmon-based food.",
      "__node_content_end__",
      "",
      "Connections:",
      "bruno --[eats]--> salmon  (Bruno eats salmon.)",
    ].join("\n");
    expect(await ask("What can't Bruno eat?", context)).toBe("Bruno is allergic to chicken, so he eats salmon-based food.");
    expect(await ask("What does Bruno eat?", context)).toMatch(/^Bruno eats salmon\./);
  });

  it("keeps answers to two sentences and 300 characters", async ({ expect }) => {
    const long = `Caroline: ${"I keep thinking about the adoption agencies I researched, ".repeat(8)}and the one in Portland was the best.`;
    const a = await ask("Which adoption agency did Caroline like best?", long);
    expect(a.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    expect(a).toContain("Portland");
    expect(clip("one, two, three", new Set(["two"]), 100)).toBe("one, two, three");
  });

  it("says it does not know when the context is empty or unrelated", async ({ expect }) => {
    expect(await ask("Where was Marie Curie born?", "")).toBe(NO_ANSWER);
    expect(await ask("Where was Marie Curie born?", "  \n## Relevant passages\n---\n")).toBe(NO_ANSWER);
    expect(await ask("Xylophone zebra quantum?", "Bananas are yellow.")).toBe(NO_ANSWER);
  });

  it("finds spans of the expected type", ({ expect }) => {
    expect(typedSpan("We met on 7 May 2023 in the park.", "date")).toBe("7 May 2023");
    expect(typedSpan("She has 3 dogs.", "number")).toBe("3");
    expect(typedSpan("Caroline: I moved from Sweden four years ago.", "place", ["caroline"])).toBe("Sweden");
    expect(typedSpan("Caroline: I talked to Melanie yesterday.", "person", ["caroline"])).toBe("Melanie");
    // "I" with a contraction, inside a sentence, is no one's name.
    expect(typedSpan("Caroline: Yes, I'm meeting Dana at the library.", "person", ["caroline"])).toBe("Dana");
    expect(typedSpan("Caroline: So I've asked Ravi, and I’ll ask Dana.", "person", ["caroline"])).toBe("Ravi");
    expect(typedSpan("Caroline: Well, I'd rather not say.", "person", ["caroline"])).toBeNull();
    // Nor is the one spoken to, after a comma or a greeting and closing the clause.
    expect(typedSpan("Calvin: Thanks, Dave! I met Frank at the show.", "person", ["calvin"])).toBe("Frank");
    expect(typedSpan("Nate: Hey Joanna, I'm making them myself.", "person", ["nate"])).toBeNull();
    expect(typedSpan("Maria: Enjoy your family time, John!", "person", ["maria"])).toBeNull();
    expect(typedSpan("Melanie: It was Matt Patterson, he is so talented!", "person", ["melanie"])).toBe("Matt Patterson");
    expect(typedSpan("John: I went there with Rob.", "person", ["john"])).toBe("Rob");
  });

  it("does not count a pronoun \"one\" (\"the perfect one\", \"one of those\", \"one day\") as a number", async ({ expect }) => {
    expect(typedSpan("James: I can help find the perfect one for you!", "number")).toBeNull();
    expect(typedSpan("Evan: I guess it's just one of those things.", "number")).toBeNull();
    expect(typedSpan("Calvin: I take it one day at a time.", "number")).toBeNull();
    expect(typedSpan("James: Have a good one, I have one dog and two cats.", "number")).toBe("one");
    const context = passages(
      "James: If you're interested, I can help find the perfect one for you - you'd make a great pet parent!",
      "James: We visited an animal sanctuary on the road trip, and I remembered that I already have three dogs as pets at home.",
      "James: A pet would truly be great for you!",
    );
    // Before, "the perfect one" was a count as good as "three" and its line led.
    expect(await ask("How many pets does James have?", context)).toMatch(/^James: We visited .* three dogs as pets at home\./);
  });

  it("never answers with a question the context echoes, and prefers the one asked about as speaker", async ({ expect }) => {
    const turns = [
      "Melanie: Sounds great! What kind of books do you have in your library, Caroline?",
      "Caroline: I've got lots of kids' books: classics, stories from different cultures, educational books.",
      "Melanie: My library has cookbooks and a few old novels.",
    ].join("\n---\n");
    const a = await ask("What kind of books does Caroline have in her library?", turns);
    expect(a).toMatch(/^Caroline: I've got lots of kids' books/);
    expect(a).not.toContain("?");
  });

  it("adds the sentence that follows a match when the match only restates the question", async ({ expect }) => {
    const turns = [
      "Caroline: Last Friday, I went to an LGBTQ+ counseling workshop. They talked about therapeutic methods and how to work with trans people.",
      "Melanie: I went to a pottery workshop once.",
    ].join("\n---\n");
    const a = await ask("What was discussed at the LGBTQ+ counseling workshop?", turns);
    expect(a).toContain("therapeutic methods");
    expect(a.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  });

  it("quotes the passage rather than an entity description that restates it", async ({ expect }) => {
    const context = [
      "## Relevant passages",
      "Caroline: I researched adoption agencies all summer, and the one in Portland was the kindest.",
      "## Relevant entities",
      "### adoption agencies (concept)",
      "Caroline researched adoption agencies.",
    ].join("\n");
    const parsed = parseContext(context);
    expect(parsed.sentences.map((s) => s.passage)).toEqual([true, false]);
    expect(await ask("What did Caroline research?", context)).toMatch(/^Caroline: I researched adoption agencies all summer/);
  });

  it("prefers the passage retrieval ranked first when two say about as much", async ({ expect }) => {
    const fillers = Array.from({ length: 8 }, (_, i) => `Melanie: The weather on day ${i + 1} was fine.`);
    const context = ["## Relevant passages", "Caroline: My new hobby is pottery.", ...fillers, "Caroline: My new hobby is painting."].join("\n---\n");
    const a = await ask("What is Caroline's new hobby?", context);
    expect(a).toMatch(/^Caroline: My new hobby is pottery\./);
    const reversed = ["## Relevant passages", "Caroline: My new hobby is painting.", ...fillers, "Caroline: My new hobby is pottery."].join("\n---\n");
    expect(await ask("What is Caroline's new hobby?", reversed)).toMatch(/^Caroline: My new hobby is painting\./);
  });

  it("names every value of a relation the graph holds equally (a list answer), in one sentence", async ({ expect }) => {
    const context = [
      "jon --[works_on]--> business  (Jon working on business.)",
      "jon --[works_on]--> dance studio  (Jon is still working on the dance studio.)",
      "jon --[lost]--> job  (Jon lost job.)",
    ].join("\n");
    const a = await ask("What is Jon working on?", context);
    expect(a).toMatch(/^Jon works on business and dance studio\./);
    expect(a).not.toContain("job");
  });

  it("finds the noun a what-question asks for, past 'kind of' and 'favorite'", ({ expect }) => {
    const cases: [string, string | null][] = [
      ["What book did Priya recommend to Tomas?", root("book")],
      ["What kind of cakes does Lena bake?", root("cake")],
      ["Which song gives Omar courage?", root("song")],
      ["What is Tomas's favorite genre of films?", root("genre")],
      ["What did Priya research?", null],
      ["Who leads the Bluefin project?", null],
      ["What year did Lena move?", null],
      ["What is the name of Lena's cat?", root("name")],
    ];
    for (const [q, focus] of cases) expect(analyzeQuestion(q).focus, q).toBe(focus);
  });

  it("reads 'What is X called?' as asking for a name, with 'called' no relation a sentence must share", async ({ expect }) => {
    const q = analyzeQuestion("What is the flagship robot called?");
    expect(q.focus).toBe(root("name"));
    expect(q.relations).not.toContain(root("called"));
    expect(analyzeQuestion("What was their first band named?").focus).toBe(root("name"));
    // A name may hold digits ("Sorter X2").
    const called = "What is the flagship robot called?";
    expect(focusSpan("Its flagship robot, the Sorter X2, can move 1,200 parcels an hour.", analyzeQuestion(called), called)).toBe("Sorter X2");
    const profile = passages(
      "Helios raised 40 million dollars in a Series B round in March 2021. Its flagship robot, the Sorter X2, can move 1,200 parcels an hour. Priya Raman serves as chief executive, while Tomas Berg left the company in 2022 to start a climate charity called Green Ledger.",
    );
    // Not the pair that adds "a charity called Green Ledger" for the word "called".
    expect(await ask(called, profile)).toBe("Its flagship robot, the Sorter X2, can move 1,200 parcels an hour.");
  });

  it("finds the span a what-question asks for: a title, a name, or the noun with a new modifier", ({ expect }) => {
    const book = "What book did Priya recommend?";
    expect(focusSpan('Priya: I adored "The Quiet Orchard" by Lena Moss.', analyzeQuestion(book), book)).toBe("The Quiet Orchard");
    const hero = "Which superhero does Omar like?";
    expect(focusSpan("Omar: Captain Comet is my top pick.", analyzeQuestion(hero), hero)).toBe("Captain Comet");
    // A lone capitalised word opening a sentence is not taken for a name.
    expect(focusSpan("Omar: Sure, I like them all.", analyzeQuestion(hero), hero)).toBeNull();
    // Nor is a run opened by a function word ("But I'm"), nor someone taking part in the conversation.
    expect(focusSpan("Omar: But I'm a sucker for any superhero.", analyzeQuestion(hero), hero)).toBeNull();
    expect(focusSpan("Omar: Thanks, Lena! I like them all.", analyzeQuestion(hero), hero, new Set(["lena", "omar"]))).toBeNull();
    expect(focusSpan("Omar: Thanks, Lena! Captain Comet is my top pick.", analyzeQuestion(hero), hero, new Set(["lena", "omar"]))).toBe("Captain Comet");
    const test = "What test did Omar fail?";
    expect(focusSpan("Omar: I failed the pilot licence test again.", analyzeQuestion(test), test)).toBe("licence test");
    // The noun with only the question's words around it is no answer.
    expect(focusSpan("Omar: I failed a test again.", analyzeQuestion(test), test)).toBeNull();
    // A compound the question names is passed over to the modifier before it, unless that is a verb form.
    const soup = "What kind of noodle soup does Omar cook?";
    expect(focusSpan("Omar: Tonight I cook a miso noodle soup.", analyzeQuestion(soup), soup)).toBe("miso noodle soup");
    expect(focusSpan("Omar: I keep making noodle soup.", analyzeQuestion(soup), soup)).toBeNull();
  });

  it("prefers the passage naming what the question's noun asks for over one restating the question", async ({ expect }) => {
    const turns = passages(
      "Tomas: Thanks for recommending that book, I started it on the train.",
      "Priya: The one I give everyone is \"The Quiet Orchard\" by Lena Moss, a lovely book.",
      "Tomas: The weather was fine all week.",
    );
    expect(await ask("What book did Priya recommend to Tomas?", turns)).toMatch(/^Priya: The one I give everyone is "The Quiet Orchard"/);
  });

  it("finds the evaluative phrase a how-does-X-describe question asks for", ({ expect }) => {
    for (const x of ["How does Lena describe her new flat?", "How did Omar feel about the move?", "How was Lena's trip to the coast?"]) expect(DESCRIBE_Q_RE.test(x), x).toBe(true);
    for (const x of ["How did Omar get there?", "How many cats does Lena have?"]) expect(DESCRIBE_Q_RE.test(x), x).toBe(false);
    const q = analyzeQuestion("How did Omar describe his kids' reaction to the parade?");
    // After a copula or a verb of perception, with a pronoun or the question's noun as subject.
    expect(evaluativeSpan("The kids were speechless and grateful.", q)).toBe("speechless and grateful");
    expect(evaluativeSpan("They looked so proud!", q)).toBe("proud");
    // The adjectives of the noun a copula introduces, without the intensifier.
    expect(evaluativeSpan("It was a really calm and lovely evening.", q)).toBe("calm and lovely");
    // A verbless fragment is the phrase itself.
    expect(evaluativeSpan("Soft and warm.", q)).toBe("Soft and warm");
    expect(evaluativeSpan("We went to the parade on Sunday.", q)).toBeNull();
    expect(evaluativeSpan("The parade was at noon.", q)).toBeNull();
    // "get" links a bare adjective only: "got a new sea kayak" is a thing acquired.
    expect(evaluativeSpan("It got better after lunch.", q)).toBe("better");
    expect(evaluativeSpan("I recently got a new sea kayak!", q)).toBeNull();
  });

  it("reads on past a turn's next sentence telling what was done to the turn's evaluation, and keeps one telling a feeling", async ({ expect }) => {
    // A hybrid context as the service renders it (passages, then entities).
    const trip = [
      "## Relevant passages",
      ...KAYAK_CHAT,
      "",
      "## Relevant entities",
      "### Omar (person)",
      "Omar: I still keep my grandfather's compass on my desk.",
      "- Steady needle reminds Omar.",
      "",
      "### bike repair class (event)",
      "Lena: Last Sunday my neighbour and I ran a free bike repair class for the street.",
      "- Lena ran bike repair class.",
      "",
      "### book swaps (concept)",
      "Lena: I love organizing book swaps and picnics.",
      "- Lena love organizing book swaps.",
      "",
      "### steady needle (concept)",
      "Omar: Its steady needle reminds me to stay on course.",
      "- Steady needle reminds Omar.",
      "",
      "### Lake Bled (location)",
      "Omar: My sister and I had a blast on our kayaking trip to Lake Bled.",
      "",
      "### Lena (person)",
      "Lena: Wow, your kayaking trip sounds awesome!",
      "- Lena love organizing book swaps.",
      "- Lena ran bike repair class.",
      "- Lena went to a meetup.",
      "",
      "### meetup (concept)",
      "Lena: I went to a meetup to meet more designers.",
      "- Lena went to a meetup.",
    ].join("\n");
    // Before, the turn's next sentence ("We paddled, swam and read a lot.") followed whatever it said.
    expect(await ask("How does Omar describe the kayaking trip?", trip)).toBe(
      "Omar: My sister and I had a blast on our kayaking trip to Lake Bled. Omar: It was a really calm and golden weekend.",
    );
    const letter = passages(
      "Mara: Last week, a reader wrote me a letter after reading a post on my blog about a hard time. Their words touched me; they said my story had comforted them. It was wonderful to see my words could help.",
      "Tom: My week was busy with the garden.",
      "Mara: I finished the second chapter of my book.",
    );
    expect(await ask("How did Mara feel when a reader wrote her a letter?", letter)).toContain("Their words touched me");
  });

  it("puts the turn's sentence naming what \"it\" is before a best sentence that only says \"it\"", async ({ expect }) => {
    const context = passages(
      "Nate: Coconut milk ice cream is at the top of my list. It's so smooth and creamy with a tropical twist. Plus, it's dairy-free for people who can't have lactose or who want vegan options. Here's a snap of the ice cream I made.",
      "Joanna: I can't have dairy, so no ice cream for me.",
      "Nate: I made vegan ice cream last Friday and shared it with my diet group.",
    );
    // Two sentences back, over "It's so smooth ...", which speaks of it too.
    expect(await ask("What ingredient did Nate use to make the ice cream lactose-free?", context)).toBe(
      "Nate: Coconut milk ice cream is at the top of my list. Nate: Plus, it's dairy-free for people who can't have lactose or who want vegan options.",
    );
    // "It" standing for what follows ("It's great to see progress") speaks of nothing said before.
    const gym = passages("Evan: Hiking is an awesome way to bond with nature. It's great to see progress, was just at the gym yesterday. Gaining strength!", "Sam: I went for a run.");
    expect(await ask("What does Evan mention about his progress at the gym?", gym)).toBe("Evan: It's great to see progress, was just at the gym yesterday. Evan: Gaining strength!");
  });

  it("does not take a thing someone got ('a new sea kayak') for how they describe something else", async ({ expect }) => {
    expect(await ask("How does Omar describe the kayaking trip?", KAYAK_CHAT.join("\n"))).toBe(
      "Omar: My sister and I had a blast on our kayaking trip to Lake Bled. Omar: It was a really calm and golden weekend.",
    );
  });

  it("answers a how-does-X-describe question with the evaluation X made, not a restatement of the question", async ({ expect }) => {
    const turns = passages(
      "Omar: We took the kids to the harbour parade on Sunday, and the kids loved the parade floats.",
      "Omar: They were speechless and grateful.",
      "Lena: My kids' reaction to the parade was a bit muted, they were tired.",
      "Lena: The weather was fine all week.",
    );
    expect(await ask("How did Omar describe his kids' reaction to the parade?", turns)).toContain("speechless and grateful");
  });

  it("answers a question in the negative with a sentence in the negative", async ({ expect }) => {
    const context = passages("Lena: Omar, let me tell you about my week at the studio.", "Lena: I won't quit - your words keep me going!");
    expect(await ask("What does Lena tell Omar she won't do?", context)).toContain("I won't quit");
  });

  it("passes over the question's verb with an object naming nothing ('make something with glass') for one that names it", async ({ expect }) => {
    const vague = "Lena: The kids loved it! They were so excited to get their hands dirty and make something with glass.";
    const named = "Lena: Last Friday I took my kids to a workshop. We all made our own vases, it was fun!";
    const context = passages(vague, named);
    // The turn before the vague one asked about the workshop, which lends it the question's words.
    const preceding = { [vague]: "Omar: How did the kids like the glass workshop? Did you all make anything at the workshop?" };
    const answer = await createLocalProvider().answerer.answer({ question: "What did Lena and her kids make during the glass workshop?", context, preceding });
    expect(answer).toMatch(/^Lena: Last Friday I took my kids to a workshop\. We all made our own vases/);
  });

  it("finds the object a what-did-X-verb question asks for, not one the question already names", ({ expect }) => {
    const slot = (question: string, text: string) => {
      const q = analyzeQuestion(question);
      return slotSpan(text, questionVerbRoots(question, q), q, question);
    };
    expect([...questionVerbRoots("What did Omar bake for the fair?", analyzeQuestion("What did Omar bake for the fair?"))]).toEqual([root("bake")]);
    // Light verbs name nothing: their objects are anything. Except "get" as the question's only verb with no noun asked
    // for ("What did Omar recently get?"): its object is what was asked.
    expect(questionVerbRoots("What did Omar take?", analyzeQuestion("What did Omar take?")).size).toBe(0);
    expect(questionVerbRoots("What kind of bike did Omar get?", analyzeQuestion("What kind of bike did Omar get?")).size).toBe(0);
    expect([...questionVerbRoots("What did Omar get at the fair?", analyzeQuestion("What did Omar get at the fair?"))]).toEqual([root("get")]);
    expect(slot("What did Omar recently get?", "Last week, I got a new kayak!")).toBe("new kayak");
    // The word after "did <subject>" is the verb even when the tagger reads it as a noun.
    expect([...questionVerbRoots("What did Omar and Lena research for the trip?", analyzeQuestion("What did Omar and Lena research for the trip?"))]).toEqual([root("research")]);
    expect(slot("What did Omar research?", "Researching ferry timetables, it's been a long week.")).toBe("ferry timetables");
    expect(slot("What did Omar bake for the fair?", "We baked a plum tart!")).toBe("plum tart");
    expect(slot("What did Omar bake for the fair?", "I finally baked our own sourdough loaves, it was fun.")).toBe("own sourdough loaves");
    // A pronoun object adds nothing; neither does the question's own noun.
    expect(slot("What did Omar bake for the fair?", "We had so much fun baking them together.")).toBeNull();
    expect(slot("What did Omar bake for the fair?", "I baked for the fair all night.")).toBeNull();
    expect(slot("What kind of bread did Lena bake?", "I baked a lovely bread yesterday.")).toBeNull();
    // An object the question names hands the slot to its prepositional phrase.
    expect(slot("What did Lena recently start a podcast about?", "I recently started a podcast on river birds.")).toBe("river birds");
    // "her" alone is the object; a time after the verb says when, not what.
    expect(slot("Which dog did Lena adopt first?", "I adopted her two years ago.")).toBeNull();
    expect(slot("What did Lena read?", 'I read "The Salt Road" in one sitting.')).toBe("The Salt Road");
    // An ordinal the tagger reads as an adverb still modifies the noun after it.
    expect(slot("What did Lena just finish last week?", "I finally finished my first full quilt and hung it up.")).toBe("first full quilt");
    // A verb form and the word after it as the question says them are its own compound ("living space"), no slot; a
    // verb before a word the question has elsewhere still has its object ("learn dog grooming").
    const living = "What type of dog was Omar looking to adopt based on his living space?";
    expect(slot(living, "For those getting a pup, the size of living space and the exercise needs of the breed matter.")).toBeNull();
    expect(slot("What skill did Lena learn to care for her dogs?", "I learned dog massage at a workshop.")).toBe("dog massage");
    // A taste or habit ("I love organizing ...") is no answer to what someone did; to what they used to do, it is.
    expect(slot("What did Lena organize for the street?", "Plus, I love organizing picnics and book swaps.")).toBeNull();
    expect(slot("What did Lena organize for the street?", "We organized a big picnic on Sunday.")).toBe("big picnic");
    expect(slot("What did Lena use to organize as a student?", "I always enjoyed organizing picnics.")).toBe("picnics");
  });

  it("answers 'What did X get?' with the sentence saying what X got", async ({ expect }) => {
    const context = passages(
      "Omar: Oh well, some of the best memories can't be captured on video or audio.",
      "Omar: Last weekend I started shooting a video for my new album.",
      "Omar: Last week, I got a new kayak!",
      "Lena: The lake was calm all week.",
    );
    expect(await ask("What did Omar recently get?", context)).toMatch(/^Omar: Last week, I got a new kayak!/);
  });

  it("prefers the sentence naming the object of the question's verb over one restating the question", async ({ expect }) => {
    const turns = passages(
      "Omar: We had so much fun baking them together for the fair. Everyone bought something.",
      "Omar: We baked a plum tart! The kids loved it.",
      "Lena: The weather was fine all week.",
    );
    expect(await ask("What did Omar and his kids bake for the school fair?", turns)).toMatch(/^Omar: We baked a plum tart!/);
    // An inflected verb whose root falls short of the question's ("explored" ~ "explore") still has its slot read.
    const explored = passages(
      "Omar: We had so much fun exploring together at the lake. Everyone was tired.",
      "Omar: We explored the old harbour caves! The kids loved it.",
      "Lena: The weather was fine all week.",
    );
    expect(await ask("What did Omar and his kids explore at the lake?", explored)).toMatch(/^Omar: We explored the old harbour caves!/);
  });

  it("adds the strongest sentence naming a place, however weak, when a where question's best candidates name none, from or about the one asked about", async ({ expect }) => {
    const question = "Where did Omar travel for work last spring?";
    const turns = (answer: string) =>
      passages(
        "Omar: Last spring I had to travel a lot for work, it was tiring but I really enjoyed all the travel.",
        "Lena: Spring is lovely for travel, I always travel for work in spring too.",
        answer,
        "Lena: The weather was fine all week.",
      );
    // The restating turn leads on the question's words; the place, said by Omar, takes the second place.
    const a = await ask(question, turns("Omar: The food in Lisbon was the best part."));
    expect(a).toMatch(/^Omar: Last spring I had to travel a lot for work/);
    expect(a).toContain("Lisbon");
    // A place someone else names is not where Omar went.
    expect(await ask(question, turns("Lena: The food in Lisbon was the best part."))).not.toContain("Lisbon");
    // Nor is a place in a sentence neither by Omar nor about him.
    expect(await ask(question, turns("The food in Lisbon is famous."))).not.toContain("Lisbon");
    // About him in a derived fact (no speaker) it is.
    expect(await ask(question, turns("Omar was in Lisbon."))).toContain("Lisbon");
  });

  it("adds a derived fact naming a known place about the one asked about when a where question's quoted sentences name none", async ({ expect }) => {
    const question = "Where was Omar during the second week of June?";
    // Ten passages about Omar's week lead on the question's words; the penalised facts rank below all of them.
    const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "morning", "evening", "weekend"];
    const week = days.map((d) => `Omar: The second week of June was busy, on ${d} I worked on the report. I barely slept that ${d}, the week was long.`);
    const context = (facts: string[]) =>
      [passages(...week), "## Relevant entities", "### report (concept)", "The report is due at the end of June.", ...facts, "## Related facts", "- Lena stayed home."].join("\n");
    const a = await ask(question, context(["- Omar ended up in Trouble Corner.", "- Omar was in Lisbon."]));
    expect(a).toMatch(/^Omar: The second week of June was busy/);
    // A capitalised name no gazetteer knows as a place is passed over for the one it knows.
    expect(a).toContain("Omar was in Lisbon.");
    expect(a).not.toContain("Trouble Corner");
    // An entity's content said by Omar counts, the place opening the sentence too.
    expect(await ask(question, context(["- Omar ended up in Trouble Corner.", "Omar: Lisbon is a must-see in June!"]))).toContain("Omar: Lisbon is a must-see");
    // A fact about someone else is not where Omar was.
    expect(await ask(question, context(["- Lena was in Lisbon."]))).not.toContain("Lisbon");
  });

  it("adds a title for a what-book question before a stronger sentence naming the noun with a modifier", async ({ expect }) => {
    const context = passages(
      "Omar: Lena, the book I recommend to you is the one I read twice last winter.",
      "Omar: I recommend lots of travel books, old maps and guides, all of that.",
      'Omar: I always recommend "The Salt Road", it never gets old.',
      "Lena: The weather was fine all week.",
    );
    const a = await ask("What book did Omar recommend to Lena?", context);
    expect(a).toMatch(/^Omar: Lena, the book I recommend to you/);
    expect(a).toContain("The Salt Road");
    expect(a).not.toContain("travel books");
  });

  it("adds a nearly as strong sentence naming what is asked when the best one names nothing or something else, from the one asked about", async ({ expect }) => {
    const question = "What did Omar and his kids bake for the school fair?";
    const restated = "Omar: We had so much fun baking them together for the school fair. The fair was great and everyone bought something.";
    const turns = (answer: string) => passages(restated, answer, "Lena: The weather was fine all week.");
    // The restating turn leads; the tart takes the second place rather than the restatement's own next sentence.
    const a = await ask(question, turns("Omar: The kids and I baked a plum tart! They loved it."));
    expect(a).toBe("Omar: We had so much fun baking them together for the school fair. Omar: The kids and I baked a plum tart!");
    expect(a.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    // Someone else's tart is not what Omar baked.
    expect(await ask(question, turns("Lena: The kids and I baked a plum tart! They loved it."))).not.toContain("plum tart");
  });

  it("answers in at most two sentences: a best pair leaves no room for another turn, and Yes. keeps the pair's half saying more of what is asked", async ({ expect }) => {
    const question = "What did Priya and her sister do to unwind after the marathon?";
    const pair = "Priya: After the marathon I really needed to unwind. My sister felt the same way.";
    const context = passages(pair, "Tomas: You and your sister rented a quiet cabin by the lake to unwind, right?!", "Tomas: The weather was fine all week.");
    // Sentences as the answerer splits them: before a capital, quote or digit, or at a list marker.
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=["'“(\p{Lu}\d])|(?<=[.!?])\s+[-*•]\s+(?=\S)/u).length;
    // The pair restating the question leads; another nearly as strong turn does not make a third sentence.
    const a = await ask(question, context);
    expect(a).toBe(pair);
    const yes = await ask("Did Priya and her sister unwind after the marathon?", context);
    expect(yes).toMatch(/^Yes\. Priya: After the marathon I really needed to unwind\.$/);
    for (const text of [a, yes]) expect(sentences(text)).toBeLessThanOrEqual(MAX_ANSWER_SENTENCES);
    // The second half when it is the one saying what is asked.
    const family = passages("Marta is married to Jonas Berg, a marine biologist. They have a son named Tiago, born in 2019.", "In her free time Marta restores old bicycles.");
    expect(await ask("Does Marta have a son?", family)).toBe("Yes. They have a son named Tiago, born in 2019.");
  });

  it("splits a best pair that names nothing asked for its stronger half and a nearly as strong sentence that does, by the one asked about", async ({ expect }) => {
    const question = "What did Omar and his kids bake for the school fair?";
    const pair = "Omar: Baking for the school fair with my kids was a blast. The whole school came and we sold out.";
    const turns = (answer: string) => passages(pair, answer, "Lena: The weather was fine all week.");
    expect(await ask(question, turns("Omar: The kids and I baked a plum tart for the fair!"))).toBe(
      "Omar: Baking for the school fair with my kids was a blast. Omar: The kids and I baked a plum tart for the fair!",
    );
    // Said by someone else it is not what Omar baked: the pair stays whole.
    expect(await ask(question, turns("Lena: The kids and I baked a plum tart for the fair!"))).toBe(pair);
  });

  it("splits a best pair that names no one for a who/where question for its stronger half and a nearly as strong sentence by the one asked about that names one", async ({ expect }) => {
    const question = "Who is Omar's favorite character in the Salt Road saga?";
    const pair = "Omar: I'm a huge fan of the Salt Road saga! The adventure, the world and the characters are awesome.";
    const turns = (other: string) => passages(pair, other, "Lena: The weather was fine all week.");
    expect(await ask(question, turns("Omar: My favorite character is Farid, he grows so much throughout the story."))).toBe(
      "Omar: I'm a huge fan of the Salt Road saga! Omar: My favorite character is Farid, he grows so much throughout the story.",
    );
    // Said by someone else (as strong a match), or too weak a match, it does not split the pair.
    expect(await ask(question, turns("Lena: My favorite character is Farid, he grows so much throughout the saga."))).toBe(pair);
    expect(await ask(question, turns("Omar: I met Farid at the bakery on Sunday."))).toBe(pair);
  });

  it("adds a derived fact naming a place after a best pair naming none, only about the one asked about, not the one they speak to", async ({ expect }) => {
    const question = "Which city did Omar show Lena his favorite spots in?";
    const pair = "Omar: Let's grab some food and I'll show you around, Lena. My favorite spots in the city are all by the river!";
    const context = (facts: string[]) => ["## Relevant passages", pair, "---", "Lena: The weather was fine all week.", "## Relevant entities", "### city (location)", ...facts].join("\n");
    expect(await ask(question, context(["- Omar was in Lisbon."]))).toBe("Omar: My favorite spots in the city are all by the river! Omar was in Lisbon.");
    expect(await ask(question, context(["- Lena was in Lisbon."]))).toBe(pair);
  });

  it("does not count the question's words twice: a restatement of the question does not crowd out what was asked", async ({ expect }) => {
    const context = passages(
      "Omar: I'm coaching the junior swimmers now and it's so rewarding.",
      "Omar: Seeing the young swimmers gain confidence in deep water makes my week.",
      "Lena: The weather was fine all week.",
    );
    const a = await ask("What did Omar find rewarding about coaching the junior swimmers?", context);
    expect(a).toContain("gain confidence in deep water");
    expect(a).not.toContain("weather");
  });

  it("ranks a sentence pointing at a thing of the kind asked (\"that other board game\") below the one naming it", async ({ expect }) => {
    const question = "What board game does Omar love playing with his cousins?";
    const turns = (pointing: string) =>
      passages(pointing, "Omar: With my cousins we mostly play Lanterns of Kell, it's brilliant.", "Lena: The weather was fine all week.");
    expect(await ask(question, turns("Omar: My cousins and I love playing that other board game, the one with the dragons."))).toMatch(/^Omar: With my cousins we mostly play Lanterns of Kell/);
  });

  it("takes the sentence naming what is asked from the best candidate's own turn when the best does not quote it", async ({ expect }) => {
    const context = passages(
      "Lena: Joined a rowing club, being part of it is great, and like I said, still working on my thesis. Also busy with family. Recently started learning the banjo.",
      "Omar: The weather was fine all week.",
    );
    const a = await ask("What did Lena recently start learning in addition to being part of a rowing club and working on her thesis?", context);
    expect(a).toMatch(/^Lena: Joined a rowing club.* Lena: Recently started learning the banjo\.$/);
  });

  it("finds the action a what-did-X-do question asks for, not a feeling or the question's own verb", ({ expect }) => {
    const question = "What did Maya do to feel closer to her neighbours?";
    const q = analyzeQuestion(question);
    expect(DO_Q_RE.test(question)).toBe(true);
    expect(DO_Q_RE.test("What did Maya bake?")).toBe(false);
    expect(actionSpan("Just yesterday I hosted a street picnic.", q)).toBe("hosted a street picnic");
    expect(actionSpan("We went hiking in the hills.", q)).toBe("went hiking");
    expect(actionSpan("I wanted to feel closer to my neighbours.", q)).toBeNull();
    expect(actionSpan("I love my neighbours.", q)).toBeNull();
  });

  it("answers a what-did-X-do question with the sentence saying what X did, not the one restating why", async ({ expect }) => {
    const context = passages(
      "Maya: I wanted to feel closer to my neighbours. It has been lovely so far!",
      "Maya: Just yesterday I hosted a street picnic. I wanted to feel much closer to my neighbours.",
      "Omar: The weather was fine all week.",
    );
    expect(await ask("What did Maya do to feel closer to her neighbours?", context)).toMatch(/^Maya: Just yesterday I hosted a street picnic\./);
  });

  it("answers a question about one speaker that names another from the first one's turns", async ({ expect }) => {
    const people = new Set(["ana", "ben"]);
    const subjects = (question: string) => questionSubjects(question, analyzeQuestion(question), people);
    expect(subjects("What book did Ana recommend to Ben?")).toEqual(["ana"]);
    expect(subjects("What did Ana and Ben bake together?")).toEqual(["ana", "ben"]);
    expect(subjects("What book did Ana recommend to Clara?")).toEqual(["ana", "clara"]);
    const context = passages(
      "Ben: Such great books you always recommend.",
      'Ana: I adored "The Salt Orchard" by Mira Kell, such a lovely book.',
      "Ben: The weather was fine all week.",
    );
    expect(await ask("What book did Ana recommend to Ben?", context)).toMatch(/^Ana: I adored "The Salt Orchard"/);
  });

  it("prefers a sentence naming a thing of the kind asked (a word near the question's noun) to one that does not", async ({ expect }) => {
    const context = [
      "## Relevant passages",
      "Priya: My sister and I watch films at her flat most weekends.",
      "Omar: I fixed the fence.",
      "Omar: The bus was late.",
      "Omar: I bought bread.",
      "Priya: My sister and I watch romance films at her flat mostly.",
      "Omar: The weather was fine all week.",
    ].join("\n---\n");
    // Retrieval ranked the other sentence first; "romance" is near "genre" in the word vectors.
    expect(await ask("What genre of films does Priya enjoy with her sister?", context)).toMatch(/^Priya: My sister and I watch romance films/);
  });

  it("quotes a fact rewritten from the first person with its verb agreeing with the name, as stored otherwise", async ({ expect }) => {
    const context = [
      "Nodes:",
      ...node("tim", "Tim: Hey John!"),
      ...node("fantasy stories", "Tim: I write fantasy stories in my free time."),
      "Connections:",
      "tim --[write]--> fantasy stories  (Tim write fantasy stories.)",
    ].join("\n");
    const a = await ask("What does Tim write?", context);
    expect(a).toMatch(/^Tim writes fantasy stories\./);
    // The turn is quoted as spoken.
    expect(a).toContain("Tim: I write fantasy stories");
  });

  it("makes a fact's base-form verb agree with the speaker it opens with, and leaves every other sentence alone", ({ expect }) => {
    const people = new Set(["tim", "maria", "ada okafor", "jon", "audrey", "melanie", "joanna"]);
    const agreed: [string, string][] = [
      ["Tim write fantasy stories.", "Tim writes fantasy stories."],
      ["Maria enjoy yoga.", "Maria enjoys yoga."],
      ["Ada Okafor lead the Bluefin project.", "Ada Okafor leads the Bluefin project."],
      ["Tim go to the UK.", "Tim goes to the UK."],
      ["Jon have a dog.", "Jon has a dog."],
      ["Jon watch movies.", "Jon watches movies."],
      ["Audrey try kayaking.", "Audrey tries kayaking."],
      ["Maria miss her dog.", "Maria misses her dog."],
      ["Jon don't mind meeting.", "Jon doesn't mind meeting."],
    ];
    for (const [stored, shown] of agreed) expect(agreeFacts(stored, people), stored).toBe(shown);
    for (const kept of [
      "Melanie ran a charity race.", // a past
      "Joanna would get two turtles.", // a modal
      "Melanie also joined a group.", // an adverb first
      "Tim read books.", // present or past: unknown
      "Tim: I write fantasy stories. Jon love it.", // a quoted turn, whatever it says
      "Jon's kids love it.",
      "Jon and Maria love art.",
      "Sam write books.", // not someone who speaks in the context
    ]) {
      expect(agreeFacts(kept, people), kept).toBe(kept);
    }
    expect(agreeFacts("Tim write fantasy stories.", new Set())).toBe("Tim write fantasy stories.");
  });

  it("never answers with a triplet whose other side only repeats the question's words", async ({ expect }) => {
    const context = [
      "Nodes:",
      "Node: priya",
      "__node_content_start__",
      "Priya: I love horror and mystery films, the twists keep me guessing.",
      "__node_content_end__",
      "",
      "Connections:",
      "priya --[enjoys]--> films  (Priya enjoys films.)",
    ].join("\n");
    const a = await ask("What type of films does Priya enjoy?", context);
    expect(a).toContain("horror and mystery");
    expect(a).not.toMatch(/^Priya enjoys films\./);
  });

  it("lets a reply borrow the words of the turn before it (reading order the context cannot show)", async ({ expect }) => {
    const reply = "Sam: Oh, that was Marisol Vega, what a voice!";
    const asked = "Jordan: Who sang at the harbour festival on Saturday?";
    const context = [asked, reply, "Jordan: The harbour festival had fireworks over the water on Saturday night.", "Sam: I bought a new kettle for the office kitchen."].join("\n");
    const question = "Who sang at the harbour festival?";
    const answerer = createLocalProvider().answerer;
    // The reply shares no word with the question: on its own words it loses to the fireworks line.
    expect(await answerer.answer({ question, context })).not.toContain("Marisol Vega");
    expect(await answerer.answer({ question, context, preceding: { [reply]: asked } })).toContain("Marisol Vega");
    // A turn that merely comes first lends nothing when it shares no word with the question.
    expect(await answerer.answer({ question, context, preceding: { [reply]: "Jordan: I bought bread." } })).not.toContain("Marisol Vega");
  });

  it("passes a reply's opening pleasantries over: the turn before lends its words to the first sentence stating something", async ({ expect }) => {
    const reply = "Sam: Cheers! It went really well. We did it down by the old lighthouse, the shots came out great.";
    const asked = "Jordan: Where did you do the photoshoot for the gear deal?";
    const others = ["Sam: The gear deal was signed last week.", "Sam: I bought a new kettle for the office kitchen."];
    const question = "Where was the photoshoot for Sam's gear deal done?";
    const answerer = createLocalProvider().answerer;
    // Lent to "Cheers!", the turn's words made the greetings the answer; the sentence after them says where.
    expect(await answerer.answer({ question, context: [asked, reply, ...others].join("\n"), preceding: { [reply]: asked } })).toMatch(/^Sam: We did it down by the old lighthouse/);
    // A reply that is only a short sentence still answers the turn before it.
    const short = "Sam: Lighthouse!";
    const unrelated = ["Sam: I bought a new kettle for the office kitchen.", "Sam: The weather was fine all week."];
    expect(await answerer.answer({ question, context: [asked, short, ...unrelated].join("\n"), preceding: { [short]: asked } })).toMatch(/^Sam: Lighthouse!/);
  });

  it("reads two turns back: the statement the question was about, then the question the reply answers", async ({ expect }) => {
    const told = "Priya: I baked my neighbour a lemon cake for her birthday and she loved it!";
    const asked = "Tomas: Nice! What frosting did you put on it?";
    const reply = "Priya: A whipped mascarpone one, with a little honey.";
    const context = [told, "Tomas: I baked bread for my neighbour last winter, the cake tin is still at her house.", reply, "Priya: The weather was fine all week."].join("\n");
    const question = "What frosting did Priya put on the cake for her neighbour?";
    const answerer = createLocalProvider().answerer;
    expect(await answerer.answer({ question, context })).not.toContain("mascarpone");
    // The question turn alone lends "frosting": the reply comes second, after the statement about the cake.
    expect(await answerer.answer({ question, context, preceding: { [reply]: asked } })).toMatch(/^Priya: I baked .* mascarpone/);
    // With the statement before it, the reply carries the cake and the neighbour too, and leads the answer.
    expect(await answerer.answer({ question, context, preceding: { [reply]: `${told}\n${asked}` } })).toMatch(/^Priya: A whipped mascarpone one/);
  });

  it("does not quote a structural connection's made-up sentence over, or after, the sentence it points at", async ({ expect }) => {
    // A summary's made_from link names the summary and the chunk by truncated names that hold the question's words.
    const summary = "This chunk is about: - People: Calvin... [music, videos, chunk]";
    const chunk = "Calvin: I usually watch music... [calvin, thanks, television]";
    const said = "Calvin: I usually watch music videos and concerts, and sometimes documentaries.";
    const context = ["Nodes:", ...node(summary, "This chunk is about:", "- People: Calvin"), ...node(chunk, said), "Connections:", `${summary} --[made_from]--> ${chunk}`].join("\n");
    expect(await ask("What type of videos does Calvin usually watch on his television?", context)).toBe(said);
    // An extracted fact's sentence is not marked.
    expect(parseContext(context).sentences.find((x) => x.text.includes("made from"))?.structural).toBe(true);
    expect(parseContext("calvin --[watches]--> music videos  (Calvin watches music videos.)").sentences[0]?.structural).toBe(false);
  });

  it("quotes no greeting or thanks on its own, and no sentence twice for a run of spaces", async ({ expect }) => {
    const context = ["Melanie: Hey Caroline!", "Caroline: Hi Mel! How do you unwind these days?", "Melanie: Running keeps me sane, I do it every morning."].join("\n");
    expect(await ask("What did Melanie tell Caroline?", context)).toBe("Melanie: Running keeps me sane, I do it every morning.");
    expect(await ask("What does Melanie do to destress?", context)).toBe("Melanie: Running keeps me sane, I do it every morning.");
    // Nor a turn made only of greetings and phatic phrases.
    const phatic = ["Evan: Hey Sam! Long time no talk!", "Evan: Long time no see, Sam. Hope all is good.", "Sam: I used to love hiking, it's been a while."].join("\n");
    expect(await ask("Which activity did Sam resume after a long time?", phatic)).toBe("Sam: I used to love hiking, it's been a while.");
    // "Nice to meet you" is phatic too: it is no answer, and no second sentence for naming whom it greets.
    const met = ["John: Hey Tim, nice to meet you!", "---", "Tim: I'm hoping to attend a book conference next month.", "---", "Maria: The weather was fine all week."].join("\n");
    expect(await ask("What did John tell Tim about the conference?", met)).toBe("Tim: I'm hoping to attend a book conference next month.");
    const ankle = ["John: Last season, I hurt my ankle in a game.", "---", "John: Hey Tim, nice to meet you!", "---", "Maria: The weather was fine all week."].join("\n");
    expect(await ask("How did John hurt his ankle, Tim wondered?", ankle)).toBe("John: Last season, I hurt my ankle in a game.");
    const spaced = ["Jolene: I got her last year, she's a great pet.", "Jolene:  I got her last year,  she's a great pet.", "Deb: The weather was fine all week."].join("\n");
    expect(await ask("When did Jolene get her pet?", spaced)).toBe("Jolene: I got her last year, she's a great pet.");
  });

  it("splits sentences neither after an initial (\"J.K. Rowling\") nor inside a closing quote, so answers keep two", async ({ expect }) => {
    const initials = ["Tim: Books and movies fire up my creativity.", "---", "Tim: J.K. Rowling is such an inspiring writer. Her books are so captivating.", "---", "Maria: The weather was fine all week."].join("\n");
    expect(await ask("Which writer inspires Tim?", initials)).toBe("Tim: J.K. Rowling is such an inspiring writer. Her books are so captivating.");
    // A sentence ending in a quotation ('called "Finding Home."') ends there: the answer is two sentences, not three.
    const quoted = ["Joanna: I just joined a writers group.", "---", 'Joanna: I am working on one with my group called "Finding Home." It is a script about a girl on a journey to find her true home.', "---", "Nate: The weather was fine all week."].join("\n");
    expect(await ask("What is Joanna's project in the writers group called?", quoted)).toBe('Joanna: I am working on one with my group called "Finding Home." Joanna: I just joined a writers group.');
  });

  it("quotes a best pair opened by a greeting without it, leaving the second place to another sentence", async ({ expect }) => {
    const told = ["Joanna: Hey Nate! Another movie script of mine was shown on the big screen last Sunday!", "Nate: Congrats, what a week for you.", "Joanna: The premiere was packed with my friends from the writing group."].join("\n");
    expect(await ask("When was the movie script Joanna told Nate about shown on the big screen?", told)).toBe("Joanna: Another movie script of mine was shown on the big screen last Sunday!");
    const books = ["Melanie: Wow, Caroline! Books have such an awesome power!", "---", 'Caroline: I loved "Becoming Nicole" by Amy Ellis Nutt.', "---", "Melanie: The weather was fine all week."].join("\n");
    expect(await ask("What book did Caroline recommend to Melanie?", books)).toBe('Melanie: Books have such an awesome power! Caroline: I loved "Becoming Nicole" by Amy Ellis Nutt.');
  });

  it("adds no second sentence that only repeats the best one's words, nor a pleasantry after it", async ({ expect }) => {
    const repeated = ["Calvin: I usually watch music videos and concerts on my television.", "---", "Calvin: Music videos and concerts on my television, usually.", "---", "Dave: The weather was fine all week."].join("\n");
    expect(await ask("What does Calvin usually watch on his television?", repeated)).toBe("Calvin: I usually watch music videos and concerts on my television.");
    const stoked = ["John: Yep, I'm organizing one with my siblings next month. We're stoked!", "Maria: The weather was fine all week."].join("\n");
    expect(await ask("What is John organizing with his siblings?", stoked)).toBe("John: Yep, I'm organizing one with my siblings next month.");
  });

  it("takes no answer from a structural link: a chunk's is_part_of file or its contains note", async ({ expect }) => {
    const chunk = "Caroline: Cheers! I went to a pottery... [caroline, cheers, went]";
    const context = [
      "Nodes:",
      ...node("pottery workshop", "I went to a pottery workshop with my kids last Friday."),
      ...node(chunk, "Caroline: Cheers! I went to a pottery workshop with my kids last Friday. We all made our own pots."),
      ...node("text_de49.txt", "text_de49.txt"),
      "Connections:",
      "caroline --[went_to]--> pottery workshop  (Caroline went to a pottery workshop.)",
      `${chunk} --[contains]--> pottery workshop  (Document chunk mentions pottery workshop: I went to a pottery workshop with my kids last Friday.)`,
      `${chunk} --[is_part_of]--> text_de49.txt  (Caroline: Cheers! I went to a pottery workshop with my kids last… is part of text_de49.txt.)`,
    ].join("\n");
    const a = await ask("What did Caroline and her kids make at the pottery workshop?", context);
    expect(a).toContain("We all made our own pots.");
    expect(a).not.toMatch(/is part of|Document chunk mentions/);
    // Their notes are structural sentences too (they lose ties and never come second), unlike an extracted fact; so is
    // the document node's content, its file name.
    const marked = parseContext(context).sentences.filter((x) => x.structural).map((x) => x.text);
    expect(marked).toEqual([
      "text_de49.txt",
      "Document chunk mentions pottery workshop: I went to a pottery workshop with my kids last Friday.",
      "Caroline: Cheers! I went to a pottery workshop with my kids last… is part of text_de49.txt.",
    ]);
  });

  it("words a triplet answer as a sentence: a past event, the fact for a bare verb, a date is no amount, support that adds", async ({ expect }) => {
    const context = [
      "Nodes:",
      ...node("helios robotics", "Helios Robotics was founded in 2014 by Priya Raman and Tomas Berg in Gothenburg, Sweden."),
      ...node("helios", "Helios raised 40 million dollars in a Series B round in March 2021."),
      ...node("priya raman", "Helios Robotics was founded in 2014 by Priya Raman and Tomas Berg in Gothenburg, Sweden."),
      "Connections:",
      "helios --[raise_in]--> series b round  (Helios raised in Series B round.)",
      "helios --[raise_in]--> 2021-03  (Helios raised in March 2021.)",
      "helios robotics --[founded_in]--> 2014  (Helios Robotics was founded in 2014.)",
      "helios robotics --[founded_by]--> priya raman  (Helios Robotics was founded by Priya Raman.)",
    ].join("\n");
    // "was founded", and the passage after it rather than the fact's own sentence again.
    expect(await ask("Who founded Helios Robotics?", context)).toBe(
      "Helios Robotics was founded by Priya Raman. Helios Robotics was founded in 2014 by Priya Raman and Tomas Berg in Gothenburg, Sweden.",
    );
    // "2021-03" is a date: how much is said by the passage.
    expect(await ask("How much did Helios raise in its Series B?", context)).toBe("Helios raised 40 million dollars in a Series B round in March 2021.");
    // "raise_in" is a bare verb: the fact is the sentence, not "Helios raise in 2021-03."
    expect(await ask("When did Helios raise its Series B?", context)).toMatch(/^Helios raised in March 2021\./);
    // The fact's own sentence outranking the passage is no support: it says nothing more.
    const passage = "Helios Robotics was founded in 2014 by Priya Raman and Tomas Berg in Gothenburg, Sweden, and it builds warehouse robots that sort parcels for large retailers.";
    const sparse = ["Nodes:", ...node("priya raman", passage), "Connections:", "helios robotics --[founded_by]--> priya raman  (Helios Robotics was founded by Priya Raman.)"].join("\n");
    expect(await ask("Who founded Helios Robotics?", sparse)).toBe(`Helios Robotics was founded by Priya Raman. ${passage}`);
    // "need_from" is a bare verb ("-eed" is no past tense), and an action's past with a preposition is no state:
    // the facts, not "Hotfixes is need from two reviewers." or "Calvin is visited in Boston.".
    const hotfixes = ["Nodes:", ...node("hotfixes", "Hotfixes need approval from two reviewers, one of them from the platform team."), "Connections:", "hotfixes --[need_from]--> two reviewers  (Hotfixes need approval from two reviewers.)"].join("\n");
    // (The node's sentence says the fact and more: it alone, not the fact twice.)
    expect(await ask("What do hotfixes need?", hotfixes)).toBe("Hotfixes need approval from two reviewers, one of them from the platform team.");
    const boston = ["Nodes:", ...node("boston", "Calvin: I visited the sights in Boston last week."), "Connections:", "calvin --[visited_in]--> boston  (Calvin visited sights in Boston.)"].join("\n");
    expect(await ask("Which city did Calvin visit?", boston)).toMatch(/^Calvin visited sights in Boston\./);
    // A date node is named in ISO form; the answer says the date as the fact does. "died" meets "die".
    const hopper = [
      "Nodes:",
      ...node("grace hopper", "Grace Hopper was an American computer scientist."),
      "Connections:",
      "grace hopper --[born_on]--> 1906-12-09  (Grace Hopper was born in New York City on December 9, 1906.)",
      "grace hopper --[died_on]--> 1992-01-01  (Grace Hopper died in Arlington on January 1, 1992.)",
    ].join("\n");
    expect(await ask("When was Grace Hopper born?", hopper)).toBe("Grace Hopper was born on December 9, 1906.");
    expect(await ask("When did Grace Hopper die?", hopper)).toMatch(/^Grace Hopper died in Arlington on January 1, 1992\./);
    // Tied values are joined in the order a sentence of the context says them, not the connections' order.
    const died = [
      "Nodes:",
      ...node("grace hopper", "She died in Arlington, Virginia, on January 1, 1992."),
      "Connections:",
      "grace hopper --[died_in]--> virginia  (Grace Hopper died in Virginia.)",
      "grace hopper --[died_in]--> arlington  (Grace Hopper died in Arlington.)",
    ].join("\n");
    expect(await ask("Where did Grace Hopper die?", died)).toMatch(/^Grace Hopper died in Arlington and Virginia\./);
    // A bare past is the active fact ("was built" only with a preposition), and "open" is a base, no participle.
    const helios = [
      "Nodes:",
      ...node("helios robotics", "Helios Robotics was founded in 2014 by Priya Raman."),
      "Connections:",
      "helios robotics --[built]--> warehouse robots  (Helios Robotics builds warehouse robots.)",
      "helios robotics --[open_in]--> austin  (Helios Robotics opened office in Austin.)",
    ].join("\n");
    expect(await ask("What does Helios Robotics build?", helios)).toMatch(/^Helios Robotics built warehouse robots\./);
    expect(await ask("Where did Helios Robotics open an office?", helios)).toMatch(/^Helios Robotics opened office in Austin\./);
    // Ties whose facts differ only by the value are one sentence in the facts' words.
    const offices = `${helios}\nhelios robotics --[open_in]--> texas  (Helios Robotics opened office in Texas.)`;
    expect(await ask("Where did Helios Robotics open an office?", offices)).toMatch(/^Helios Robotics opened office in (?:Austin and Texas|Texas and Austin)\./);
    // Ties whose facts say more than that have no one fact to quote: a bare verb is said in the past.
    const sites = `${helios}\nhelios robotics --[open_in]--> texas  (Helios Robotics opened office in Texas in 2019.)`;
    expect(await ask("Where did Helios Robotics open an office?", sites)).toMatch(/^Helios Robotics opened in (?:Austin and Texas|Texas and Austin)\./);
  });

  it("quotes a summary's made_from link as the opening of its chunk, not as the link", async ({ expect }) => {
    const summary = "This chunk is about: - People: Nate... [dairy, nate, free]";
    const chunk = "Nate: Coconut milk ice cream is one... [dairy, free, nate]";
    const context = ["Nodes:", ...node(summary, "This chunk is about:", "- People: Nate"), "Connections:", `${summary} --[made_from]--> ${chunk}`].join("\n");
    expect(await ask("What dairy-free ice cream does Nate like?", context)).toBe("Nate: Coconut milk ice cream is one…");
  });

  it("says it does not know when no retrieved passage shares a word with the question", async ({ expect }) => {
    const context = ["Helios Robotics was founded in 2014 by Priya Raman.", "---", "The Austin office employs 85 people."].join("\n");
    expect(await ask("What is the capital of France?", context)).toBe(NO_ANSWER);
    expect(await ask("How many people work in the Austin office?", context)).toBe("The Austin office employs 85 people.");
    // A graph context keeps its answer: a node tied to the question can answer in other words.
    const graph = ["Nodes:", ...node("rome", "Took a short trip last week to Rome to clear my mind a little."), "Connections:", "trip --[went_to]--> rome  (Went to Rome.)"].join("\n");
    expect(await ask("Which city have both of them visited?", graph)).toContain("Rome");
  });

  it("reads a document's sections: a heading lends its words to the lines under it, a label line answers for its field", async ({ expect }) => {
    const adr = [
      "# Architecture decisions, Q1 2026",
      "",
      "## ADR-014: Move search to Postgres full-text",
      "Status: accepted on 3 February 2026. Owner: Aiko Tanaka.",
      "We drop Elasticsearch because the cluster costs 4,200 euros a month and only two services use it. Postgres full-text search covers both. The migration finishes by 31 March.",
      "",
      "## ADR-015: Adopt OpenTelemetry",
      "Status: proposed. Owner: Ravi Menon.",
      "Tracing is split across Jaeger and Datadog today. OpenTelemetry gives one SDK for both; the collector runs as a sidecar. Risk: the Go SDK's metrics API is still beta.",
      "",
      "## ADR-016: Retire the legacy billing service",
      "Status: rejected on 20 February 2026. Owner: Chloé Martin.",
      "Finance needs the legacy invoices until the 2027 audit, so the service stays read-only until January 2028.",
    ].join("\n");
    const owner = parseContext(adr).sentences.find((x) => x.text === "Owner: Ravi Menon.");
    // Its own label, not "Status: Owner: ..."; under both headings.
    expect(owner?.heading).toBe("Architecture decisions, Q1 2026 / ADR-015: Adopt OpenTelemetry");
    expect(await ask("Who owns the OpenTelemetry decision?", adr)).toBe("ADR-015: Adopt OpenTelemetry. Owner: Ravi Menon.");
    expect(await ask("Who is the owner of ADR-016?", adr)).toBe("ADR-016: Retire the legacy billing service. Owner: Chloé Martin.");
    expect(await ask("What is the status of ADR-016?", adr)).toBe("ADR-016: Retire the legacy billing service. Status: rejected on 20 February 2026.");
    expect(await ask("What is the risk of adopting OpenTelemetry?", adr)).toBe("ADR-015: Adopt OpenTelemetry. Risk: the Go SDK's metrics API is still beta.");
    expect(await ask("Which decisions were accepted?", adr)).toBe("ADR-014: Move search to Postgres full-text. Status: accepted on 3 February 2026.");
    // A consequence after ", so" gives the reason: not the status line.
    expect(await ask("Why was retiring the legacy billing service rejected?", adr)).toMatch(/Finance needs the legacy invoices until the 2027 audit, so the service stays read-only/);
    // In graph context a link that leaves the asked attribute uncovered ("ADR-015 adopted OpenTelemetry." for
    // "What is the risk of ...?") does not answer it; the section's label line does.
    const graph = ["Nodes:", ...node("adr-015", "## ADR-015: Adopt OpenTelemetry", "Status: proposed. Owner: Ravi Menon.", "Tracing is split across Jaeger and Datadog today. Risk: the Go SDK's metrics API is still beta."), "Connections:", "adr-015 --[adopted]--> opentelemetry  (ADR-015 Adopt OpenTelemetry.)"].join("\n");
    expect(analyzeQuestion("What is the risk of adopting OpenTelemetry?").attribute).toBe(root("risk"));
    expect(analyzeQuestion("What is the name of Maria's puppy?").attribute).toBeNull();
    expect(await ask("What is the risk of adopting OpenTelemetry?", graph)).toBe("ADR-015: Adopt OpenTelemetry. Risk: the Go SDK's metrics API is still beta.");
    // An acronym or a lone capital is no person's name.
    expect(typedSpan("OpenTelemetry gives one SDK for both.", "person")).toBeNull();
    expect(typedSpan("Architecture decisions, Q1 2026", "person")).toBeNull();
    // In a chat turn a later sentence that opens like a label is still the speaker's.
    const turn = parseContext("Jolene: Zelda BOTW for Switch is an awesome open-world game. Animal Crossing: New Horizons is really calming and cute.").sentences;
    expect(turn[1]!.text).toBe("Jolene: Animal Crossing: New Horizons is really calming and cute.");
  });

  it("follows a document's best sentence with the next only when it points back or shares a word with the question", async ({ expect }) => {
    const profile = passages(
      "Helios Robotics was founded in 2014 by Priya Raman and Tomas Berg in Gothenburg, Sweden. The company builds warehouse robots that sort parcels. In 2019 it opened a second office in Austin, Texas.",
      "Priya Raman serves as chief executive, while Tomas Berg left the company in 2022 to start a climate charity called Green Ledger. The Austin office employs 85 people.",
    );
    expect(await ask("Who founded Helios Robotics?", profile)).toBe("Helios Robotics was founded in 2014 by Priya Raman and Tomas Berg in Gothenburg, Sweden.");
    // Nor when the best sentence adds little to the question: "Secrets live in Vault." is the whole answer.
    const handbook = passages("Secrets live in Vault; never commit them to Git. The CI pipeline runs on GitHub Actions and takes about 14 minutes for a full build.");
    expect(await ask("Where do secrets live?", handbook)).toBe("Secrets live in Vault; never commit them to Git.");
    // A pair's person is no answer when the half naming them shares no word with the question.
    const releases = passages("Release notes are written by the product manager, Daniel Okafor, and published on the status page. Hotfixes need approval from two reviewers, one of them from the platform team.");
    expect(await ask("Who approves hotfixes?", releases)).toBe("Hotfixes need approval from two reviewers, one of them from the platform team.");
    expect(await ask("What did Tomas Berg start?", profile)).toBe("Priya Raman serves as chief executive, while Tomas Berg left the company in 2022 to start a climate charity called Green Ledger.");
    expect(await ask("What does Helios Robotics build?", profile)).toMatch(/The company builds warehouse robots that sort parcels\.$/);
  });

  it("adds a second sentence only when it shares a word with the question or states the same answer, and never an entity's stand-in description", async ({ expect }) => {
    const luis = "My partner Luis works as a nurse at Charité hospital.";
    const emma = "My daughter Emma starts primary school in September 2026.";
    const chunk = "My daughter Emma starts primary school in... [daughter, emma, starts]";
    const graph = [
      "Nodes:",
      ...node("luis", luis),
      ...node("charité hospital", luis),
      ...node("nurse", luis),
      ...node("emma", emma),
      ...node("school", emma),
      ...node("2026-09", 'Date mentioned as "September 2026".'),
      ...node("This chunk is about: - People: Emma,... [emma, luis, charité]", "This chunk is about:", "- People: Emma, Luis", "- Organizations: Charité hospital, Pixel, school", "- Places: Berlin", "- Dates: 2026-09, 2024", "- Concepts: nurse", "Facts:", `- ${emma}`, "- She is allergic to cats.", "- I run the Berlin half marathon every April; my best time is 1:52.", `- ${luis}`, "- We adopted a dog called Pixel in 2024."),
      ...node(chunk, `${emma} She is allergic to cats.`, "I run the Berlin half marathon every April; my best time is 1:52.", luis, "We adopted a dog called Pixel in 2024."),
      ...node("personal.txt", "personal.txt"),
      ...node("berlin", "I run the Berlin half marathon every April; my best time is 1:52."),
      "Connections:",
      "luis --[works_for]--> charité hospital  (Luis works as a nurse at Charité hospital.)",
      "luis --[works_as]--> nurse  (Luis works as a nurse.)",
      "emma --[start]--> school  (Emma starts school.)",
      "emma --[start_in]--> 2026-09  (Emma starts school in September 2026.)",
      `This chunk is about: - People: Emma,... [emma, luis, charité] --[made_from]--> ${chunk}`,
      `${chunk} --[is_part_of]--> personal.txt  (My daughter Emma starts primary school in September 2026. She is allergic… is part of personal.txt.)`,
    ].join("\n");
    // Emma's sentence states an action too, but shares no word with a question about Luis.
    expect(await ask("What does Luis do?", graph)).toBe(luis);
    const hybrid = ["## Relevant passages", `${emma} She is allergic to cats.`, "---", "We adopted a dog called Pixel in 2024.", "", "## Relevant entities", "### 2024 (date)", 'Date mentioned as "2024".', "### 2026-09 (date)", 'Date mentioned as "September 2026".'].join("\n");
    expect(await ask("When did we adopt Pixel?", hybrid)).toBe("We adopted a dog called Pixel in 2024.");
    expect(await ask("When does Emma start school?", hybrid)).toBe(emma);
  });

  it("reads an acronym inside the asked noun phrase ('fantasy TV series') and no interjection as a title", async ({ expect }) => {
    expect(analyzeQuestion("What new fantasy TV series is Tim excited about?").focus).toBe(root("series"));
    const q = analyzeQuestion("What new fantasy TV series is Tim excited about?");
    expect(focusSpan("Tim: Woo-hoo! There's a new fantasy TV series coming out next month - can't wait!", q, "What new fantasy TV series is Tim excited about?")).toBeNull();
    expect(focusSpan('Tim: I\'m really excited to watch this new show called "The Wheel of Time".', q, "What new fantasy TV series is Tim excited about?")).toBe("The Wheel of Time");
    expect(focusSpan("Peter: Spider-Man is my favorite.", analyzeQuestion("Which superhero does Peter like?"), "Which superhero does Peter like?")).toBe("Spider-Man");
  });

  it("answers an alternative question with the sentence naming one side, never 'Yes.'", async ({ expect }) => {
    expect(analyzeQuestion("Does John live close to a beach or the mountains?").alternatives).toEqual([[root("beach")], [root("mountains")]]);
    expect(analyzeQuestion("Would Melanie prefer a national park or a theme park?").alternatives).toEqual([[root("national")], [root("theme")]]);
    expect(analyzeQuestion("Did Ana move to Porto?").alternatives).toBeNull();
    const chat = passages(
      "John: Last week, we had a blast at a live music event close to home.",
      "John: That beach pic you shared reminded me of our walks along the shore near our house.",
    );
    expect(await ask("Does John live close to a beach or the mountains?", chat)).toBe("John: That beach pic you shared reminded me of our walks along the shore near our house.");
  });

  it("reads no month or weekday as a person's, a place's or an organisation's name, and no lower-case 'may' as a date", ({ expect }) => {
    expect(typedSpan("The upgrade is moved from 7 April to 14 April.", "person")).toBeNull();
    expect(typedSpan("We met on Monday in May.", "place")).toBeNull();
    expect(typedSpan("We met Kenji on Monday.", "person")).toBe("Kenji");
    // A month alone is a date only capitalised: "may" in lower case is a verb.
    expect(typedSpan("The invoices migration may need a maintenance window of two hours.", "date")).toBeNull();
    expect(typedSpan("We met in May.", "date")).toBe("May");
  });

  it("leads with a document pair's second sentence when it alone names what a typed question asks, never in a chat turn", async ({ expect }) => {
    const email = passages(
      "The Postgres 16 upgrade is moved from 7 April to 14 April because the vendor patch for the replication bug is not out yet. Kenji Watanabe will run the upgrade; Lucia Ferri is the backup on-call that night.",
    );
    expect(await ask("Who will run the Postgres upgrade?", email)).toMatch(/^Kenji Watanabe will run the upgrade; Lucia Ferri is the backup on-call that night\. The Postgres 16 upgrade is moved/);
    // A chat turn keeps its order: its first sentence leads in.
    const chat = passages("Kenji: The Postgres upgrade moved to Thursday night. Lucia Ferri will run the upgrade with me.");
    expect(await ask("Who will run the Postgres upgrade?", chat)).toMatch(/^Kenji: The Postgres upgrade moved to Thursday night\./);
  });

  it("quotes no heading made only of the question's words, first or second", async ({ expect }) => {
    // RAG context is the chunk's text as stored.
    const spec = [
      "# Search API v2",
      "",
      "## Summary",
      "Search API v2 replaces the keyword endpoint with hybrid retrieval. It is owned by the platform team and led by Ana Costa.",
      "",
      "## Limits",
      "Each request returns at most 50 results. Clients may send 20 requests per second per API key. Queries longer than 512 characters are rejected with HTTP 422.",
      "",
      "## Rollout",
      "The beta opens to design partners on 5 May. General availability is planned for the third quarter.",
    ].join("\n");
    const parsed = parseContext(spec).sentences;
    expect(parsed.find((s) => s.text === "Limits")?.title).toBe(true);
    expect(parsed.find((s) => s.text.startsWith("Clients"))?.title).toBeUndefined();
    expect(await ask("What is the rate limit?", spec)).toBe("Clients may send 20 requests per second per API key.");
  });

  it("weighs a reason marker for a why-question over a status line that repeats the question's words", async ({ expect }) => {
    // GRAPH_COMPLETION context of stored decision records (cognify of three ADR sections through the API): the
    // reason is an entity's content, away from its heading; the heading and the status line repeat the question.
    const answer = await ask("Why was retiring the legacy billing service rejected?", decisionRecordsGraphContext);
    expect(answer).toContain("Finance needs the legacy invoices until the 2027 audit, so the service stays read-only");
    // In the stored text itself (RAG context), the heading the reason stands under goes first, as the document reads.
    const stored = [
      "# Architecture decisions, Q1 2026",
      "",
      "## ADR-015: Adopt OpenTelemetry",
      "Status: proposed. Owner: Ravi Menon.",
      "",
      "## ADR-016: Retire the legacy billing service",
      "Status: rejected on 20 February 2026. Owner: Chloé Martin.",
      "Finance needs the legacy invoices until the 2027 audit, so the service stays read-only until January 2028.",
    ].join("\n");
    expect(await ask("Why was retiring the legacy billing service rejected?", stored)).toMatch(/^ADR-016: Retire the legacy billing service\. Finance needs the legacy invoices/);
  });

  it("adds a second sentence under a document's headings only when its own words meet the question's", async ({ expect }) => {
    const handbook = [
      "# Northwind Engineering Handbook",
      "",
      "## On-call",
      "The on-call rotation changes every Monday at 10:00 CET. Each engineer is on call for one week at a time, at most once every six weeks. Pages go to PagerDuty first and to the #incidents channel after five minutes without acknowledgement.",
      "",
      "## Time off",
      "Engineers get 28 days of paid leave per year, plus public holidays in their country. Requests longer than ten days must be filed at least a month ahead.",
      "",
      "## Offices",
      "Northwind has offices in Amsterdam, Lisbon and Nairobi. New hires spend their first week in Amsterdam for onboarding.",
    ].join("\n");
    // "first" alone is chance: the onboarding sentence is not added.
    expect(await ask("Where do pages go first?", handbook)).toBe("Pages go to PagerDuty first and to the #incidents channel after five minutes without acknowledgement.");
    // "Engineering" of the title heading meets the question, not the time-off sentence's own words.
    expect(await ask("How long is each engineer on call?", handbook)).not.toContain("Requests longer than ten days");
  });

  it("answers from first-person memories with the sentence itself, not the chunk opening that holds it, and nothing tied only by 'the user'", async ({ expect }) => {
    // GRAPH_COMPLETION context of six first-person memories stored as one file (our own text), as the API gave it.
    expect(await ask("Who is my manager?", personalMemoriesGraphContext)).toBe("My manager is Dana Reyes.");
    expect(await ask("What does my sister do?", personalMemoriesGraphContext)).toBe("My sister Noor lives in Toronto and works as an architect.");
    // The best sentence names the place asked for: one more without any needs two question words ("flights" alone is not).
    expect(await ask("Where does my flight leave from?", personalMemoriesGraphContext)).toBe("My flight to Tokyo leaves on 3 December from Frankfurt.");
    expect(typedSpan("I usually work from home on Fridays.", "person")).toBeNull();
  });

  it("reads 'how often' as asking for a rate, which a bare count is not", async ({ expect }) => {
    expect(analyzeQuestion("How often does Audrey walk her dogs?").type).toBe("frequency");
    expect(analyzeQuestion("How many dogs does Audrey have?").type).toBe("number");
    expect(typedSpan("Audrey: Very often, multiple times a day even.", "frequency")).toBe("multiple times a day");
    expect(typedSpan("Sam: I go for a checkup every three months.", "frequency")).toBe("every three months");
    expect(typedSpan("Audrey: I walked my two dogs a few years ago.", "frequency")).toBeNull();
    const chat = passages(
      "Audrey: I walk my two dogs with three friends from the dog club.",
      "Audrey: I walk my dogs multiple times a day, rain or shine.",
    );
    expect(await ask("How often does Audrey walk her dogs?", chat)).toMatch(/^Audrey: I walk my dogs multiple times a day/);
  });

  it("reads a family word in a question as its members: 'children' takes in a daughter, 'parents' a mom", async ({ expect }) => {
    expect(analyzeQuestion("What are Sam's children crazy about?").terms).toEqual(expect.arrayContaining([root("children"), root("daughter"), root("son"), root("kid")]));
    expect(analyzeQuestion("Where do Sam's parents live?").terms).toEqual(expect.arrayContaining([root("mom"), root("father")]));
    // Never the reverse: a daughter is not every child.
    expect(analyzeQuestion("What does Sam's daughter draw?").terms).not.toContain(root("son"));
    const chat = passages("Sam: The weekends at the lake are the best, we go every month.", "Sam: My daughter is crazy about drawing unicorns.");
    expect(await ask("What are Sam's children crazy about?", chat)).toBe("Sam: My daughter is crazy about drawing unicorns.");
  });

  it("reads a suggestion put as a question as what someone suggested, only when a suggestion is asked", async ({ expect }) => {
    const chat = passages(
      "Marco: Cutting cloud costs would be a great way to save money this quarter, the bill doubled.",
      "Priya: Yes, the bill doubled and finance noticed.",
      "Priya: How about moving the nightly batch jobs to spot instances to cut cloud costs?",
    );
    expect(await ask("What did Priya suggest as a way to cut cloud costs?", chat)).toMatch(/^Priya: How about moving the nightly batch jobs to spot instances/);
    expect(await ask("What did Priya recommend to cut cloud costs?", chat)).toMatch(/^Priya: How about moving the nightly batch jobs/);
    // Any other question in the context echoes the asker's; its answer is elsewhere.
    expect(await ask("What did Priya say about cloud costs?", chat)).not.toMatch(/^Priya: How about/);
  });

  it("reads 'the user' in a question as the first person of memories stored for them", async ({ expect }) => {
    const memories = passages("I am vegetarian and allergic to peanuts.", "I moved from Porto to Berlin in 2022 for a job at Zalando.");
    expect(await ask("Is the user vegetarian?", memories)).toBe("Yes. I am vegetarian and allergic to peanuts.");
    expect(await ask("Where does the user live now?", memories)).toMatch(/^I moved from Porto to Berlin/);
    // Asked in the first person, as a user asks their agent: the question is about the user.
    expect(analyzeQuestion("Where do I live?").relations).toEqual(["liv", root("user")]);
    expect(await ask("Where do I live?", memories)).toMatch(/^I moved from Porto to Berlin/);
    expect(await ask("Am I vegetarian?", memories)).toMatch(/^Yes\. I am vegetarian and allergic to peanuts\./);
  });

  it("says it does not know when the question names someone or something the context never mentions, graph context too", async ({ expect }) => {
    const context = ["Helios Robotics was founded in 2014 by Priya Raman.", "---", "The Austin office employs 85 people."].join("\n");
    expect(await ask("Where does Gina live?", context)).toBe(NO_ANSWER);
    const graph = ["Nodes:", ...node("2014", 'Date mentioned as "2014".'), ...node("priya raman", "Helios Robotics was founded in 2014 by Priya Raman."), "Connections:", "helios robotics --[founded_by]--> priya raman"].join("\n");
    expect(await ask("Who won the 2018 World Cup?", graph)).toBe(NO_ANSWER);
    expect(await ask("When did Gina found her company?", graph)).toBe(NO_ANSWER);
    // One word of the name, a slip of one letter, or a month (contexts state dates in other forms) still answers.
    expect(await ask("When was Helios founded?", graph)).toContain("2014");
    expect(await ask("What did Priyas's company do in 2014?", context)).toContain("Priya Raman");
    expect(await ask("Who founded a company in December?", graph)).toContain("Priya Raman");
    // A spelling with one inner letter more names the same person ("John" for "Jon"); a different name does not.
    const trip = ["Jon: I visited Rome last week to clear my mind a little.", "---", "Gina: Been only to Rome once."].join("\n");
    expect(await ask("Which city has John visited?", trip)).toContain("Rome");
    expect(await ask("Which city has Jane visited?", trip)).toBe(NO_ANSWER);
    expect(await ask("Which city has Jonas visited?", trip)).toBe(NO_ANSWER);
    // A node's content is one sentence of a turn without its speaker: one that says nearly all the question
    // asks besides the name answers; one that shares a word or two does not.
    const turn = ["Nodes:", ...node("mom", "Going further, my mom stressed the value of helping others and that's something I want to keep in mind for my engineering projects."), "Connections:"].join("\n");
    expect(await ask("What did Jolene's mom stress the value of, which she keeps in mind for her engineering projects?", turn)).toMatch(/helping others/);
    expect(await ask("What did Jolene's mom cook?", turn)).toBe(NO_ANSWER);
  });

  it("anchors a question that names no one on the nodes its words name, and supports the fact with one sentence", async ({ expect }) => {
    const chunk =
      "Helios Robotics is a warehouse automation company founded in 2019 by Mira Chen and Tomas Novak. The company is headquartered in Rotterdam and employs 140 people. " +
      "Its main product, the Lynx picker, sorts parcels for logistics firms such as DHL and PostNL. Mira Chen serves as chief executive; Tomas Novak leads engineering from the Prague office.";
    const context = [
      "Nodes:",
      ...node("engineering", "Mira Chen serves as chief executive; Tomas Novak leads engineering from the Prague office."),
      ...node("Helios Robotics is a warehouse... [helios, lynx, mira]", chunk),
      "Connections:",
      "tomas novak --[leads]--> engineering  (Tomas Novak leads engineering.)",
      "mira chen --[served]--> executive  (Mira Chen serves executive.)",
    ].join("\n");
    expect(await ask("Who leads engineering?", context)).toBe("Tomas Novak leads engineering. Mira Chen serves as chief executive; Tomas Novak leads engineering from the Prague office.");
    // A best sentence naming its own subject is quoted without the sentence before it (which "It has ..." needs).
    expect(await ask("Who is the chief executive?", context)).toMatch(/^Mira Chen serves as chief executive;/);
  });

  it("reads a stored heading as content, quotes a chunk's opening from its content, and no summary category line second", async ({ expect }) => {
    const chunk = "# Weekly sync, 12 March 2026 Attendees:... [march, lena, omar]";
    const summary = "This chunk is about: - People: Lena... [2026, lena, omar]";
    const context = [
      "Nodes:",
      ...node("omar haddad", "Attendees: Lena Fischer, Omar Haddad, Ji-woo Park"),
      ...node(chunk, "# Weekly sync, 12 March 2026", "", "Attendees: Lena Fischer, Omar Haddad, Ji-woo Park", "", "## Key facts", "- Lena books the offsite venue in Lisbon"),
      ...node(summary, "This chunk is about:", "- People: Lena Fischer, Omar Haddad", "- Concepts: Weekly sync, Ji, Action items, CLI", "Facts:", "- Lena books the offsite venue in Lisbon"),
      "Connections:",
      `${summary} --[made_from]--> ${chunk}`,
      `${chunk} --[contains]--> omar haddad  (Document chunk mentions omar haddad: Attendees: Lena Fischer, Omar Haddad, Ji-woo Park)`,
    ].join("\n");
    const parsed = parseContext(context).sentences;
    expect(parsed.map((x) => x.text)).toContain("Weekly sync, 12 March 2026");
    // "## Key facts" inside a node's content is the document's heading, not the renderer's section: passages stay passages.
    expect(parsed.find((x) => x.text === "Lena books the offsite venue in Lisbon")!.passage).toBe(true);
    expect(parsed.find((x) => x.structural && x.shown)!.shown).toBe("Weekly sync, 12 March 2026. Attendees: Lena Fischer, Omar Haddad, Ji-woo Park");
    // The line naming the attendees is read where it stands under its heading (the chunk's content, not the entity's),
    // and a label line comes after the heading it belongs to, as in the passages ("March" of the heading is no
    // person's name).
    expect(await ask("Who attended the weekly sync?", context)).toBe("Weekly sync, 12 March 2026. Attendees: Lena Fischer, Omar Haddad, Ji-woo Park");
    expect(await ask("When was the weekly sync?", context)).not.toContain("Concepts:");
    // A chunk's is_part_of link is quoted as the chunk's opening, never as "<chunk> is part of meeting.md.".
    const link = `${chunk} --[is_part_of]--> meeting.md  (# Weekly sync, 12 March 2026 Attendees: Lena Fischer, Omar Haddad, Ji-woo… is part of meeting.md.)`;
    const partOf = (...content: string[]) => ["Nodes:", ...node("lena fischer", "Lena books the offsite venue in Lisbon by Friday."), ...(content.length ? node(chunk, ...content) : []), "Connections:", link].join("\n");
    const attended = await ask("Who attended the weekly sync?", partOf());
    expect(attended).toMatch(/^Weekly sync, 12 March 2026 Attendees: Lena Fischer, Omar Haddad, Ji-woo…/);
    expect(attended).not.toContain("is part of");
    // With the chunk's content in the context, the opening is quoted from it to the end of its sentence.
    expect(await ask("Who attended the weekly sync?", partOf("# Weekly sync, 12 March 2026", "", "Attendees: Lena Fischer, Omar Haddad, Ji-woo Park"))).toMatch(/^Weekly sync, 12 March 2026\. Attendees: Lena Fischer, Omar Haddad, Ji-woo Park/);
  });

  it("reads a stored chat message's header as who said it and when, and ends a quoted line without a stop before the next", async ({ expect }) => {
    const context = [
      "## Relevant passages",
      "Chat message by U02BO in #deploys at 2026-03-10T09:15:00.000Z:",
      "please hold prod, the payments webhook is failing for EU customers",
      "---",
      "Chat message by U03KARIM in #deploys at 2026-03-10T11:05:00.000Z (thread reply):",
      "fixed, it was an expired signing secret. Rotated it and added an alert",
      "## Relevant entities",
      "### T11 (concept)",
      "Chat message by U03KARIM in #deploys at 2026-03-10T11:05:00.000Z (thread reply):",
    ].join("\n");
    const sentences = parseContext(context).sentences;
    expect(sentences.map((x) => x.text)).toEqual([
      "U02BO: please hold prod, the payments webhook is failing for EU customers",
      "U03KARIM: fixed, it was an expired signing secret.",
      "U03KARIM: Rotated it and added an alert",
    ]);
    expect(sentences.map((x) => x.speaker)).toEqual(["U02BO", "U03KARIM", "U03KARIM"]);
    // In graph context: a summary lists the header among its facts, and an entity's content repeats a line
    // without its author; neither is quoted as it stands.
    const graph = [
      "Nodes:",
      ...node("webhook", "please hold prod, the payments webhook is failing for EU customers"),
      ...node("Chat message by bo in #deploys at... [chat, message, bo]", "Chat message by bo in #deploys at 2026-03-10T09:15:00.000Z:", "please hold prod, the payments webhook is failing for EU customers"),
      ...node("This chunk is about: - Dates: 2026-03-10... [2026, 03, deploys]", "This chunk is about:", "- Dates: 2026-03-10", "Facts:", "- Chat message by bo in #deploys at 2026-03-10T09:15:00.000Z:"),
      "Connections:",
    ].join("\n");
    expect(parseContext(graph).sentences.map((x) => x.text)).toEqual(["bo: please hold prod, the payments webhook is failing for EU customers", "Dates: 2026-03-10"]);
    // The header's author holds to the passage's end, not into the next passage.
    const next = parseContext([context.split("\n").slice(0, 3).join("\n"), "---", "The release notes are drafted."].join("\n")).sentences;
    expect(next.map((x) => x.speaker)).toEqual(["U02BO", null]);
    const entities = parseContext([context.split("\n").slice(0, 3).join("\n"), "## Relevant entities", "### EU (organization)", "EU customers pay in euros."].join("\n")).sentences;
    expect(entities.map((x) => x.speaker)).toEqual(["U02BO", null]);
    expect(await ask("What did U03KARIM add?", context)).toMatch(/^U03KARIM \(2026-03-10 11:05 UTC\): fixed, it was an expired signing secret\. Rotated it and added an alert$/);
    const lines = passages("The payments webhook fails for EU customers since Monday", "The payments webhook for EU customers was fixed by rotating the signing secret");
    expect(await ask("What happened to the payments webhook for EU customers?", lines)).toBe(
      "The payments webhook fails for EU customers since Monday. The payments webhook for EU customers was fixed by rotating the signing secret",
    );
    // A short name is matched whole: "UK" is not in "EU customers", "Mo" not in "Monday".
    expect(await ask("What happened to the payments webhook for UK customers?", lines)).toBe(NO_ANSWER);
    expect(await ask("What did Mo fix on Monday?", lines)).toBe(NO_ANSWER);
  });

  it("reads a Markdown list run into one line as one sentence per item", async ({ expect }) => {
    const summary = "This chunk is about: - People: Lena... [lena, omar, sync]";
    const joined =
      "- - The billing migration is blocked on the Stripe webhook retries; Omar owns the fix, due 20 March. - Ji-woo will present the Q2 roadmap at the all-hands on 2 April. - We agreed to drop support for Node 18 in the CLI.";
    const context = ["Nodes:", ...node(summary, "This chunk is about:", "- People: Lena Fischer, Omar Haddad", "Facts:", joined), "Connections:"].join("\n");
    expect(parseContext(context).sentences.map((x) => x.text)).toContain("Ji-woo will present the Q2 roadmap at the all-hands on 2 April.");
    expect(await ask("Who will present the Q2 roadmap?", context)).toMatch(/^Ji-woo will present the Q2 roadmap at the all-hands on 2 April\.(?: [A-Z]|$)/);
  });

  it("credits a graph node's content without a speaker to the one a connection ties the node to", async ({ expect }) => {
    const graph = (lenaDrinks: string, omarDrinks: string) =>
      [
        "Nodes:",
        ...node("omar", "omar"),
        ...node("lena", "lena"),
        ...node("green tea", "Green tea with mint is the one I pick every time."),
        ...node("black tea", "Black tea with milk is the one I pick every time."),
        "Connections:",
        `omar --[drinks]--> ${omarDrinks}`,
        `lena --[drinks]--> ${lenaDrinks}`,
      ].join("\n");
    const question = "Which tea does Lena pick every time?";
    // Both sentences say the same of someone unnamed; the connection says the black tea is Lena's, although it comes second.
    expect(await ask(question, graph("black tea", "green tea"))).toMatch(/^Black tea with milk/);
    expect(await ask(question, graph("green tea", "black tea"))).toMatch(/^Green tea with mint/);
  });

  it("reads a stored e-mail's first-person sentences as its sender's, and a reply's subject as its thread's", async ({ expect }) => {
    // As the mail connector stores a message (gmail.ts): headers, a blank line, the body.
    const thread = [
      "## Relevant passages",
      "From: Lena Fischer <lena@acme.example>",
      "To: Omar Haddad <omar@acme.example>",
      "Date: Mon, 9 Mar 2026 09:12:00 +0000",
      "Subject: Offsite in Lisbon",
      "",
      "Hi Omar,",
      "",
      "I booked the venue for the offsite: Casa do Rio, from 14 to 16 May. The budget is 9,000 euros for 24 people.",
      "",
      "Lena",
      "---",
      "From: Omar Haddad <omar@acme.example>",
      "To: Lena Fischer <lena@acme.example>",
      "Date: Tue, 10 Mar 2026 08:40:00 +0000",
      "Subject: Re: Offsite in Lisbon",
      "",
      "Thanks Lena. Ji-woo will book the flights by 20 March. I will prepare the agenda; the first day is about the billing roadmap.",
    ].join("\n");
    expect(await ask("Who prepares the agenda?", thread)).toBe("Omar Haddad: I will prepare the agenda; the first day is about the billing roadmap.");
    expect(await ask("Who booked the venue?", thread)).toMatch(/^Lena Fischer: I booked the venue for the offsite/);
    // A sentence naming its own subject keeps no sender in front.
    expect(await ask("Who books the flights?", thread)).toMatch(/^Ji-woo will book the flights by 20 March\./);
    expect(await ask("Where is the offsite?", thread)).not.toContain("Re:");
    // The sender and recipient lines, and a summary's fact fusing a header, are structural: a message's sending date
    // is not when what it tells happens.
    expect(await ask("When is the offsite?", thread)).toMatch(/^Lena Fischer: I booked the venue for the offsite: Casa do Rio, from 14 to 16 May\./);
    const summary = "This chunk is about: - People: Lena... [lena, omar, march]";
    const graph = ["Nodes:", ...node(summary, "This chunk is about:", "Facts:", "- From: Lena Fischer To: Omar Haddad Date: 9 March 2026 Subject: Offsite in Lisbon", "- I booked the venue for the offsite: Casa do Rio, from 14 to 16 May.")].join("\n");
    expect(parseContext(graph).sentences.find((x) => x.text.startsWith("From:"))!.structural).toBe(true);
    expect(await ask("When is the offsite?", graph)).toMatch(/^I booked the venue for the offsite/);
    // A document line "From: ..." in lower case is no sender.
    const parsed = parseContext(["From: the platform team", "", "I think we ship on Friday."].join("\n")).sentences;
    expect(parsed.find((x) => x.text.includes("ship"))!.speaker).toBeNull();
  });

  it("answers a question about now with the current state before one a memory says has ended", async ({ expect }) => {
    const memories = ["I lived in Berlin until 2024.", "In March 2025 I moved to Lisbon.", "I used to drink coffee every morning, but now I only drink green tea.", "My son Leo turned 7 in October."].join("\n");
    expect(await ask("Where do I live?", memories)).toMatch(/^In March 2025 I moved to Lisbon\./);
    // Where someone lives is where they moved.
    expect(analyzeQuestion("Where do I live?").terms).toContain(root("moved"));
    // A question about the past still gets the ended state.
    expect(await ask("Where did I live before?", memories)).toMatch(/^I lived in Berlin until 2024\./);
    // A sentence saying what holds now as well is not passed over.
    expect(await ask("What do I drink in the morning?", memories)).toContain("now I only drink green tea");
  });

  it("reads an issue's field lines as answering for the issue, and a comment's lines as its author's", async ({ expect }) => {
    // As the Linear connector stores an issue: fields, a blank line, the description, then its comments.
    const issue = [
      "State: In Progress",
      "Assignee: Tom Becker",
      "",
      "Checkout crashes on Safari when the cart holds more than 50 items. The crash started after the 3.2.0 release.",
      "",
      "Comment by Ana Silva (2026-03-10T11:05:00.000Z):",
      "I traced it to the new price formatter; it overflows the stack on long carts.",
      "",
      "Comment by Tom Becker (2026-03-11T09:30:00.000Z):",
      "Fixed in the formatter; the patch ships with 3.2.1 on Friday.",
    ].join("\n");
    expect(await ask("Who is assigned to the checkout crash?", issue)).toMatch(/^Assignee: Tom Becker\./);
    expect(await ask("What is the state of the checkout crash?", issue)).toMatch(/^State: In Progress\./);
    // "I traced it" answers "who traced" with its author; "on Safari" names no one.
    expect(await ask("Who traced the crash?", issue)).toMatch(/^Ana Silva \(2026-03-10 11:05 UTC\): I traced it to the new price formatter/);
    // A summary's fact keeping the header on its line is the author's too, said once.
    const summary = "This chunk is about: - People: Tom... [tom, formatter, patch]";
    const graph = ["Nodes:", ...node(summary, "This chunk is about:", "Facts:", "- Comment by Tom Becker (2026-03-11T09:30:00.000Z): Fixed in the formatter; the patch ships with 3.2.1 on Friday.")].join("\n");
    expect(parseContext(graph).sentences.find((x) => x.text.includes("patch ships"))!.speaker).toBe("Tom Becker");
  });

  it("answers a question on a document's section from the lines under its heading, not a link quoting the heading or a summary's category line", async ({ expect }) => {
    // Graph context as the API returned it for a stored status report (our own text).
    const answer = await ask("What is the main risk?", statusReportGraphContext);
    expect(answer).toMatch(/^The vendor SDK for fraud checks does not support Workers yet\./);
    expect(answer).not.toContain("Document chunk mentions");
    expect(answer).not.toContain("Concepts:");
  });

  it("joins tied graph facts that differ only by their value in the tense they were written", async ({ expect }) => {
    const context = [
      "Connections:",
      "acme cloud --[run_in]--> frankfurt  (Acme Cloud runs in Frankfurt.)",
      "acme cloud --[run_in]--> virginia  (Acme Cloud runs in Virginia.)",
      "acme cloud --[run_in]--> singapore  (Acme Cloud runs in Singapore.)",
    ].join("\n");
    // Was "Acme Cloud ran in Frankfurt, Virginia and Singapore.": the relation's bare verb put in the past.
    expect(await ask("Which regions does Acme Cloud run in?", context)).toMatch(/^Acme Cloud runs in Frankfurt, Virginia and Singapore\./);
    // A structural link restating the sentence is no support for it.
    const chunk = "# Acme Cloud FAQ ## Regions... [acme, cloud, regions]";
    const linked = `${context}\n${chunk} --[contains]--> acme cloud  (Document chunk mentions acme cloud: Acme Cloud runs in Frankfurt, Virginia and Singapore.)`;
    expect(await ask("Which regions does Acme Cloud run in?", linked)).toBe("Acme Cloud runs in Frankfurt, Virginia and Singapore.");
  });

  it("leads with the heading a line stands under when the heading names what is asked and the line does not", async ({ expect }) => {
    const changelog = [
      "## Relevant passages",
      "# Changelog",
      "",
      "## 3.2.0 (18 September 2026)",
      "- Added SAML single sign-on for Enterprise workspaces.",
      "- The API rate limit rose from 600 to 1,200 requests per minute.",
      "",
      "## 3.1.4 (2 September 2026)",
      "- Fixed a crash when uploading files larger than 2 GB.",
    ].join("\n");
    expect(await ask("When was SAML single sign-on added?", changelog)).toBe("3.2.0 (18 September 2026): Added SAML single sign-on for Enterprise workspaces.");
    // "Which version" asks for a version number, which the heading has.
    expect(await ask("Which version fixed the upload crash?", changelog)).toBe("3.1.4 (2 September 2026): Fixed a crash when uploading files larger than 2 GB.");
    // A line that names it itself needs no heading.
    expect(await ask("What is the new API rate limit?", changelog)).toBe("The API rate limit rose from 600 to 1,200 requests per minute.");
    // In graph context the line is read in its chunk's content, under the heading, not in the summary's list of facts.
    const summary = "This chunk is about: - Dates: 2026-09-18... [2026, 09, 18]";
    const chunk = "# Changelog ## 3.2.0 (18 September 2026)... [2026, september, changelog]";
    const graph = [
      "Nodes:",
      ...node(summary, "This chunk is about:", "- Concepts: Changelog, SAML", "Facts:", "- 3.2.0 (18 September 2026)", "- Added SAML single sign-on for Enterprise workspaces."),
      ...node(chunk, "# Changelog", "", "## 3.2.0 (18 September 2026)", "- Added SAML single sign-on for Enterprise workspaces."),
      "Connections:",
      `${summary} --[made_from]--> ${chunk}`,
    ].join("\n");
    expect(await ask("When was SAML single sign-on added?", graph)).toBe("3.2.0 (18 September 2026): Added SAML single sign-on for Enterprise workspaces.");
  });

  it("quotes the overlapping pair of a turn that names what is asked over a stronger pair that names nothing of it", async ({ expect }) => {
    const context = passages(
      "Ravi: I'd rather share a photo of it. This is a new sailing knot I learned on the lake. It is a bowline knot.",
      "Mira: I tried sailing once and got seasick.",
      "Ravi: Sailing every weekend keeps me calm.",
      "Mira: Send me the photo when you can!",
    );
    expect(await ask("Which new sailing knot did Ravi share a photo of?", context)).toBe("Ravi: This is a new sailing knot I learned on the lake. It is a bowline knot.");
  });

  it("quotes the sentence of a turn that describes a bare noun its best sentence names, over the one in between and another's span", async ({ expect }) => {
    const turn = "Omar: By the way, I recently tried a recipe. I forgot its name. This is a lentil stew recipe from my aunt, with lots of cumin.";
    const other = 'Lena: We tried the "Green Goddess" salad at the market.';
    const chat = passages(turn, other);
    expect(await ask("What did Omar recently try?", chat)).toBe("Omar: By the way, I recently tried a recipe. Omar: This is a lentil stew recipe from my aunt, with lots of cumin.");
    // In graph context the node holds the whole turn: the described sentence is quoted, not the pair with the next.
    const graph = ["Nodes:", ...node("recipe", turn), ...node("salad", other), "Connections:", "lena --[visit]--> market"].join("\n");
    expect(await ask("What did Omar recently try?", graph)).toContain("lentil stew recipe");
    // The pair may open with something else ("Great!"): the sentence naming the noun is quoted with the description.
    const opened = passages(turn.replace("Omar: By the way,", "Omar: Great! By the way,"), other);
    expect(await ask("What did Omar recently try?", opened)).toBe("Omar: By the way, I recently tried a recipe. Omar: This is a lentil stew recipe from my aunt, with lots of cumin.");
    // A later sentence naming the noun after a determiner ("I loved the recipe") does not describe it.
    const plain = passages("Omar: By the way, I recently tried a recipe. It took an hour. I loved the recipe, honestly.", other);
    expect(await ask("What did Omar recently try?", plain)).toBe("Omar: By the way, I recently tried a recipe. It took an hour.");
  });

  it("skips a sentence of the turn that says nothing asked for the next one that says what the rest leaves out", async ({ expect }) => {
    const watch = "Tomas: I still keep my grandfather's pocket watch on my desk. He carried it through forty years of train journeys. Its steady ticking reminds me to be patient.";
    const chat = passages(watch, "Aiko: My desk is a mess of cables.");
    expect(await ask("What is Tomas's pocket watch a reminder of?", chat)).toBe(
      "Tomas: I still keep my grandfather's pocket watch on my desk. Tomas: Its steady ticking reminds me to be patient.",
    );
    // In graph context the node holds the whole turn and its best sentence is quoted as a pair with the next: the
    // idle half gives way the same.
    const graph = ["Nodes:", ...node("pocket watch", watch), ...node("desk", "Aiko: My desk is a mess of cables."), "Connections:", "tomas --[keep]--> pocket watch"].join("\n");
    expect(await ask("What is Tomas's pocket watch a reminder of?", graph)).toBe(
      "Tomas: I still keep my grandfather's pocket watch on my desk. Tomas: Its steady ticking reminds me to be patient.",
    );
    // Not past a sentence between that says something asked ("watch"): the one after it is not reached.
    const said = watch.replace("He carried it through forty years of train journeys.", "The watch was his.");
    expect(await ask("What is Tomas's pocket watch a reminder of?", passages(said, "Aiko: My desk is a mess of cables."))).toBe(
      "Tomas: I still keep my grandfather's pocket watch on my desk.",
    );
  });

  it("does not count the words of a pair's exclamation that states nothing ('So cool!') as the question's", async ({ expect }) => {
    const context = passages(
      "Ravi: Since we last talked, I went to a meetup to meet more engineers. So cool!",
      "Ravi: Had a great time. I had a long chat with this cool engineer and we clicked over robotics and sailing.",
      "Mira: The expo hall was packed.",
      "Mira: I met my sister at the station.",
      "Mira: We meet every Sunday for lunch.",
    );
    // With "So cool!" the meetup pair said "cool", "meet" and "engineers" and was quoted alone.
    expect(await ask("What did Ravi discuss with the cool engineer he met at the expo?", context)).toBe(
      "Ravi: I had a long chat with this cool engineer and we clicked over robotics and sailing. Ravi: Since we last talked, I went to a meetup to meet more engineers.",
    );
  });

  it("follows a turn naming what X is asked to describe with the turn's own evaluation of it, not another line's", async ({ expect }) => {
    const context = passages(
      "Ravi: Thanks, Mira! Lena and I had a blast on our sailing trip last spring. We fished, swam, and read a lot. It was a really calm and golden week.",
      "Ravi: Wow, your sailing trip sounds awesome, Mira!",
      "Mira: Sailing with friends is the best.",
      "Mira: Lena told me about the trip.",
      "Mira: I am going to the market.",
    );
    // Ravi's line on Mira's trip also evaluates a sailing trip, and came second before.
    expect(await ask("How does Ravi describe the sailing trip with Lena?", context)).toBe(
      "Ravi: Lena and I had a blast on our sailing trip last spring. Ravi: It was a really calm and golden week.",
    );
  });

  it("answers a sentence pointing at the noun asked ('this series') with the line that names it, whoever said it", async ({ expect }) => {
    const context = passages(
      "Ravi: Oh, for sure! This series is one of my favorites. The plot twists always get me!",
      'Mira: I took your advice and binged the "Dark Harbor" series last weekend!',
      "Ravi: My brother lent me a lot of books this year.",
    );
    expect(await ask("What is Ravi's favorite series?", context)).toBe('Ravi: This series is one of my favorites. Mira: I took your advice and binged the "Dark Harbor" series last weekend!');
  });

  it("keeps a title's abbreviation ('Dr.', 'Mrs.') inside its sentence, and reads 'this one song' as pointing at a song, not naming one", async ({ expect }) => {
    expect(contextSentences('Lena: We used to blast a song by Dr. Ada Brooks called "Golden Mile". Mrs. Brooks signed it.')).toEqual([
      'Lena: We used to blast a song by Dr. Ada Brooks called "Golden Mile".',
      "Lena: Mrs. Brooks signed it.",
    ]);
    const question = "Which song reminds Lena of road trips with her mom?";
    expect(focusSpan("There's this one song that always makes me smile.", analyzeQuestion(question), question)).toBeNull();
    const context = [
      "Nodes:",
      ...node("song", "Lena: Yeah, there's this one song that always makes me smile. It played on every road trip with my mom and we sang along."),
      ...node("golden mile", 'Lena: We used to blast a song by Dr. Ada Brooks called "Golden Mile".'),
      "Connections:",
      "golden mile --[is_a]--> classic",
    ].join("\n");
    expect(await ask(question, context)).toContain('a song by Dr. Ada Brooks called "Golden Mile"');
  });

  it("reads 'my top pick' and 'my go-to' as 'favorite'", async ({ expect }) => {
    expect(roots("Sourdough is my top pick, rye my go-to.")).toEqual(["sourdough", root("favorite"), "rye", root("favorite")]);
    const context = ["Lena: I bake bread for my family every weekend, it is a lovely kind of routine.", "Lena: Sourdough with walnuts is my top pick."].join("\n");
    expect(await ask("What is Lena's favorite kind of bread?", context)).toContain("Sourdough with walnuts");
  });

  it("keeps a turn's sentence once in graph context, with its speaker, when an entity's content repeats it without one", ({ expect }) => {
    const context = [
      "Nodes:",
      ...node("pier", "I walked along the old pier."),
      ...node("Mara: Hello Tom. I walked along... [pier, mara, tom]", "Mara: Hello Tom. I walked along the old pier."),
      "Connections:",
      "mara --[walked_along]--> pier  (Mara walked along the old pier.)",
    ].join("\n");
    expect(contextSentences(context)).toEqual(["Mara: Hello Tom.", "Mara: I walked along the old pier.", "Mara walked along the old pier."]);
    // Outside graph node contents (passages, facts) every line stays as it is.
    expect(contextSentences("I walked along the old pier.\nMara: I walked along the old pier.")).toHaveLength(2);
  });

  it("answers from the passages when the question's words a triplet covers are only the anchor node's own name", async ({ expect }) => {
    const context = [
      "Nodes:",
      ...node("mara", "mara"),
      ...node("harbor poetry workshop", "Mara: On Sunday I went to the Harbor poetry workshop. We read old sea sonnets by candlelight."),
      "Connections:",
      "mara --[went_to]--> harbor poetry workshop  (Mara went to the Harbor poetry workshop.)",
    ].join("\n");
    // "poetry" and "workshop" name the node the question is about; "read" is what is asked, and the triplet lacks it.
    const answer = await ask("What was read at the Harbor poetry workshop?", context);
    expect(answer).not.toMatch(/^Mara went to/);
    expect(answer).toMatch(/^Mara: On Sunday .* sonnets/);
  });

  it("reads a sentence repeated in graph node contents within its whole turn, and quotes the turn's pair when it scores nearly as well", async ({ expect }) => {
    const turn = "Lena: Hi Omar, my favorite treat this autumn is a pear tart. It has a walnut crust and a honey glaze on top.";
    const context = [
      "Nodes:",
      // A chunk summary lists the turn's first sentence on a line of its own, before the chunk itself.
      ...node("This chunk is about: - People: Lena... [tart, lena, chunk]", "This chunk is about:", "- People: Lena", "Facts:", "- Lena: Hi Omar, my favorite treat this autumn is a pear tart."),
      ...node("Lena: Hi Omar, my favorite treat... [tart, lena, omar]", turn),
      ...node("honey", "Omar: I put honey in my tea, and a honey glaze on my bread with a walnut spread."),
      "Connections:",
      "This chunk is about: - People: Lena... [tart, lena, chunk] --[made_from]--> Lena: Hi Omar, my favorite treat... [tart, lena, omar]",
      "lena --[likes]--> honey",
    ].join("\n");
    const sentences = parseContext(context).sentences;
    const first = sentences.filter((s) => s.text === "Lena: Hi Omar, my favorite treat this autumn is a pear tart.");
    expect(first).toHaveLength(1);
    expect(first[0]!.lineText).toBe(turn);
    // "It has a walnut crust ..." matches best; the sentence before it in the turn names what "it" is.
    // (A second sentence from another node may follow the pair.)
    expect((await ask("What did Lena bake that has a walnut crust and a honey glaze?", context)).startsWith(turn)).toBe(true);
  });

  it("reads the line under a letter's closing as who signed it, and a request as no answer to who did it", async ({ expect }) => {
    const letter = passages(
      "Dear Tom,\nWe are pleased to confirm your place on the Advanced Pottery course, starting on 3 March at the Old Mill studio.\nPlease sign the enclosed form and return this letter by 20 February.\nIf you have any questions, call Marta Silva at the front desk.\nYours sincerely,\nHelen Ward, Course Director",
    );
    expect(parseContext(letter).sentences.map((s) => s.text)).toContain("Signed by Helen Ward, Course Director.");
    // Quoted as written, first: "Please sign ... this letter" shares more words but names no one who signed.
    expect(await ask("Who signed the letter?", letter)).toMatch(/^Helen Ward, Course Director\./);
  });

  it("reads a sum said without a currency as the cost asked when no sentence names one", async ({ expect }) => {
    const bathroom = passages(
      "Ivy: The bathroom is done at last!\nSam: Ha, congrats. Did it go over budget?\nIvy: A little. We budgeted 9,000 and it came to 10,400, mostly because of the tiles.\nSam: Who did the tiling?\nIvy: A friend of Raj's, he was great.",
    );
    expect(await ask("How much did the bathroom cost?", bathroom)).toContain("10,400");
  });

  it("answers how long something took, or a finishing time, with a duration", async ({ expect }) => {
    expect(analyzeQuestion("What was Ola's finishing time?").type).toBe("number");
    expect(DURATION_Q_RE.test("How long ago did Ola move?")).toBe(false);
    const race = passages(
      "Ola: I ran my first marathon on Sunday, in Oslo!\nPer: Amazing! How was the weather?\nOla: Cold and windy, I wore gloves the whole way.\nPer: And?\nOla: I did it! 3 hours 41 minutes.\nPer: What's next?\nOla: Maybe a triathlon next summer, my coach thinks I'm ready.",
    );
    expect(await ask("What was Ola's finishing time?", race)).toContain("3 hours 41 minutes");
    // A number in time first, before one in miles sharing more of the question's words.
    const drive = passages("Tom: We drove 300 miles to Leeds on Friday for the wedding.\nAna: Wow, how was the drive?\nTom: Awful, it took seven hours with the traffic.\nAna: And the wedding?\nTom: Lovely, they married in a barn near Otley.");
    expect(await ask("How long did the drive to Leeds take?", drive)).toMatch(/^Tom: Awful, it took seven hours/);
  });

  it("lends a reply the turn its wh-question points back to ('Where did you get it?'), but not a yes/no question's", async ({ expect }) => {
    const bathroom = passages("Ivy: The bathroom is done at last!\nSam: About time, it's been what, two months?\nIvy: Seven weeks. The plumber found a leaking pipe behind the wall.\nSam: Did it go over budget?\nIvy: A little, because of the tiles.");
    const reply = parseContext(bathroom).sentences.find((s) => s.text === "Ivy: Seven weeks.")!;
    expect(reply.replyTopic).toBe("The bathroom is done at last!");
    expect(parseContext(bathroom).sentences.find((s) => s.text === "Ivy: A little, because of the tiles.")!.replyTopic).toBeUndefined();
    expect(await ask("How long did the bathroom take?", bathroom)).toContain("Seven weeks");
    const bike = passages("Ivy: I bought a bike! A green cargo bike with a big box on the front.\nSam: Nice! Where did you get it?\nIvy: From the Spokes workshop. They rebuild old bikes there.\nSam: Cool. Is it electric?\nIvy: Yes, the battery lasts about 60 km.");
    expect(await ask("Where did Ivy get the bike?", bike)).toContain("Spokes workshop");
  });

  it("names a venue after 'from the' with its noun, and quotes it after a best sentence naming no place", async ({ expect }) => {
    expect(typedSpan("From the Hillside animal shelter.", "place")).toBe("Hillside animal shelter");
    expect(typedSpan("Return it to any Toyland store for a full refund.", "place")).toBe("Toyland store");
    // The reply naming the place scores 0.6-0.75 of the best sentence: it comes second, not the turn's next sentence
    // ("His name is Toffee"), which names no place.
    const cat = passages(
      "Ola: Hey Per! Guess what, I finally adopted a cat last weekend. His name is Toffee, he's a two-year-old tabby.\nPer: No way, congrats! Where did you get him?\nOla: From the Hillside animal shelter. I'd been volunteering there since May.\nPer: That's lovely. I've been busy too, I joined a choir on Thursday nights.\nOla: Singing! What are you practising?\nPer: Mostly folk songs, but I love how calming it is.\nOla: I can relate, brushing Toffee in the morning calms me down before work.\nOla: I'm off to Lyon next month to see my aunt for her birthday.",
    );
    expect(await ask("Where did Ola adopt the cat?", cat)).toBe("Ola: Guess what, I finally adopted a cat last weekend. Ola: From the Hillside animal shelter.");
  });

  it("does not answer for one speaker's thing with another's first-person turn about their own", async ({ expect }) => {
    const pets = passages(
      "Ana: We did it, we adopted a puppy! Her name is Nala, she's a four-month-old spaniel.\nBen: Oh wow! How is she settling in?\nAna: Slowly, she chews everything.\nBen: Give her time. My old puppy Biscuit chewed my shoes for a year.\nAna: Ha! The vet says Nala needs her jabs next week.",
    );
    // "name" says which kind of answer is asked, as "city" does: no relation a sentence must share.
    expect(analyzeQuestion("What was the name of Ben's old puppy?").relations).not.toContain("nam");
    expect(await ask("What was the name of Ben's old puppy?", pets)).toMatch(/^Ben: My old puppy Biscuit/);
    expect(await ask("What is the name of Ana's puppy?", pets)).toMatch(/Nala/);
  });

  it("answers what someone's job is with the job named ('a trainee civil engineer'), not a sentence saying 'job'", async ({ expect }) => {
    const city = passages(
      "Mia: How's Glasgow treating you?\nOwen: It's been a lot. The new job is great but I don't know anyone yet.\nMia: What's the job like?\nOwen: I'm a trainee civil engineer at a big firm by the river. We're building a footbridge.\nMia: Why did you pick Glasgow?\nOwen: Mostly the job, but my dad grew up here.",
    );
    expect(await ask("What is Owen's job?", city)).toMatch(/^Owen: I'm a trainee civil engineer/);
    const memories = ["I'm allergic to shellfish.", "My partner's name is Jordan and we have been together for six years.", "I work as a paramedic for the city ambulance service.", "I'm training for a 10k run in June."].join("\n");
    expect(await ask("What is my job?", memories)).toBe("I work as a paramedic for the city ambulance service.");
  });

  it("reads a record's phrasal labels ('Check-in:', 'Check-out:') as fields, and tells them apart by their particles", async ({ expect }) => {
    expect(isFieldLabel("check-in")).toBe(true);
    expect(isFieldLabel("ji-woo")).toBe(false);
    // Not a speaker whose later sentences on the line are theirs ("Check-in: Check-out: Sunday ...").
    expect(parseContext(passages("Check-in: Friday 17 October, from 3 pm. Check-out: Sunday 19 October, by 11 am.")).sentences.map((s) => s.text)).toEqual([
      "Check-in: Friday 17 October, from 3 pm.",
      "Check-out: Sunday 19 October, by 11 am.",
    ]);
    const stay = passages("Booking confirmation - Harbour View Hotel\nGuest: Alan Pryce\nCheck-in: Friday 17 October, from 3 pm.\nCheck-out: Sunday 19 October, by 11 am.\nRoom: Double room with sea view, breakfast included.\nBooking reference: HVH-48213\nParking: free.");
    // "check-in" is "checkin" as "Check-in" is, and "out" of "Check-out" is a stop word: both lines say "check".
    expect(await ask("When is check-in?", stay)).toMatch(/Check-in: Friday 17 October/);
    expect(await ask("When must the guest check out?", stay)).toMatch(/Check-out: Sunday 19 October/);
    // "Room:" is a label read as a speaker; "room" in the question stays a word, not the name of someone asked about.
    expect(recapitalised("what room was booked?", parseContext(stay).sentences)).toBe("what room was booked?");
    expect(await ask("what room was booked?", stay)).toMatch(/Room: Double room with sea view/);
  });

  it("reads a transcript's speakers with their roles ('Kai (Mobile):'), and answers who will do what with who agreed to", async ({ expect }) => {
    const sync = passages(
      "Weekly sync - transcript\nLena (Design): The onboarding screens are done, but the copy still needs review.\nMarta (PM): Good. The launch is still set for the 9th.\nOmar (Backend): Users keep reporting login timeouts on mobile.\nMarta (PM): Kai, can you look into the login timeouts before Friday?\nKai (Mobile): Sure.\nMarta (PM): Also, Dev wants to move the beta invite list to a spreadsheet.\nLena (Design): I'd rather keep it in the CRM, those always get out of date.\nOmar (Backend): We need a rate limiter on the signup endpoint, since bots hit it last week. I'll build it next sprint.",
    );
    const turns = parseContext(sync).sentences.filter((s) => s.speaker);
    expect(turns[0]).toMatchObject({ speaker: "Lena", text: "Lena (Design): The onboarding screens are done, but the copy still needs review." });
    // "Kai, can you ...?" asks yes or no, whoever it is put to: "Sure." says Kai will, and the request goes first.
    expect(turns.find((s) => s.text === "Kai (Mobile): Sure.")?.replyTo).toBe("Kai, can you look into the login timeouts before Friday?");
    expect(await ask("Who will look into the login timeouts?", sync)).toBe("Marta: Kai, can you look into the login timeouts before Friday? Kai (Mobile): Sure.");
    // What one thinks of something is the turn answering the one that raised it, which need not name it again.
    expect(await ask("What does Lena think about the spreadsheet?", sync)).toMatch(/^Lena \(Design\): I'd rather keep it in the CRM/);
    // "I'll build it" for "What will Omar build?": the turn's sentence before names what "it" is.
    expect(await ask("What will Omar build?", sync)).toBe("Omar (Backend): We need a rate limiter on the signup endpoint, since bots hit it last week. Omar (Backend): I'll build it next sprint.");
  });

  it("reads a photograph asked as photography, and a car as a record's vehicle", async ({ expect }) => {
    expect(analyzeQuestion("What does Nell like to photograph?").terms).toContain(root("photography"));
    const invoice = passages("City Garage - Invoice 512\nCustomer: Ben Ortiz. Vehicle: 2019 Ford Fiesta, registration AB19 XYZ.\nWork done: oil change and new brake pads.\nNext service due: May 2028.");
    expect(await ask("Which car was serviced?", invoice)).toContain("2019 Ford Fiesta");
  });

  it("answers from a group chat's reply to the same question asked of a pronoun, and names who says they did what is asked", async ({ expect }) => {
    const street = passages(
      "Street group - Oak Avenue\nJane: Has anyone seen a black cat with white paws? Sooty didn't come home last night.\nPaul: Sorry Jane, not seen him. When did he go out?\nJane: Around 10 pm, he always comes back by midnight.\nOmar: I think I saw a black cat in the garages behind number 12 this morning.\nJane: Thank you! I'll go and look now.\nPaul: Try shaking his food box, ours always comes running.\nJane: Found him!! He was locked in a shed. A bit hungry but fine.",
    );
    // "When did he go out?" asks what "When did Sooty go out?" does: its words written as one ("goout") are lent to its
    // replies, "he" points to the turn naming Sooty, and Omar's later reply gets none of it once Jane's said when.
    expect(await ask("When did Sooty go out?", street)).toContain("Jane: Around 10 pm");
    // "I think I saw" says Omar saw, over the question pair "Has anyone seen a black cat ...? Sooty didn't come home".
    expect(await ask("Who saw a black cat?", street)).toContain("Omar: I think I saw a black cat");
  });

  it("reads a chat session's stamp ('[6:40 pm on 20 March, 2027]') as heading its turns, quoted for when, not otherwise", async ({ expect }) => {
    const chat = passages(
      "[9:00 am on 4 May, 2027]\nLiv: My brother broke his wrist skiing, he's in the Royal Infirmary.\nSam: Oh no! How long will he be in?\nLiv: Two nights, then six weeks in a cast.\n\n[7:30 pm on 22 May, 2027]\nLiv: The cast is off! He's back at work already.\nSam: Great news. Who's doing his physio?\nLiv: A woman called Petra, she's really strict.",
    );
    expect(parseContext(chat).sentences.find((s) => s.text === "Liv: The cast is off!")?.heading).toBe("[7:30 pm on 22 May, 2027]");
    expect(await ask("When did Liv's brother go back to work?", chat)).toBe("[7:30 pm on 22 May, 2027] Liv: He's back at work already.");
    // A question asking no date keeps both places for what answers it.
    expect(await ask("Who is doing the physio?", chat)).not.toContain("[7:30 pm");
  });

  it("answers how much money with a sum of money, not another number", async ({ expect }) => {
    const fair = passages(
      "Gwen: The church wants a summer fair for the roof fund, and I said we'd organise it.\nIan: Of course you did. When is it?\nGwen: Saturday the 12th, on the green, from 11 till 4.\nIan: I'll run the tombola. How many stalls?\nGwen: Fourteen so far, plus a dog show.\nGwen: Update: we raised 1,260 pounds!\nIan: Brilliant, what sold best?\nGwen: The cake stall, by miles.",
    );
    expect(await ask("How much money did the summer fair raise?", fair)).toContain("1,260 pounds");
  });

  it("reads 'do' after a modal as the verb a question about a plan asks, and no verb after an article", async ({ expect }) => {
    const question = "What will Oscar bake?";
    const q = analyzeQuestion(question);
    const verbs = questionVerbRoots(question, q);
    expect(slotSpan("I'll do my brownies.", verbs, q, question)).toBe("brownies");
    expect(slotSpan("The school wants a bake sale for the library fund.", verbs, q, question)).toBeNull();
    const chat = passages(
      "Freya: The school wants a bake sale for the library fund, I said we'd run it.\nOscar: Ha, of course you did. When is it?\nFreya: Friday the 23rd, after school in the main hall.\nOscar: I'll do my brownies. How many people are baking?\nFreya: Twelve parents so far, and the Year 6 kids are making cupcakes.",
    );
    expect(await ask(question, chat)).toContain("Oscar: I'll do my brownies.");
  });

  it("reads a turn stamped before its speaker's name as the speaker's, and 'On it.' as agreeing to a request", async ({ expect }) => {
    const log = passages(
      "[14:02] Nina: The staging database is full again.\n[14:05] Omar: I'll clear the old snapshots. Can you raise the disk quota to 200 GB?\n[14:06] Nina: On it.\n[14:30] Omar: Snapshots cleared, 40 GB free.",
    );
    expect(parseContext(log).sentences.map((s) => s.speaker)).toEqual(["Nina", "Omar", "Omar", "Nina", "Omar"]);
    // Exports stamp turns with a date too, in brackets or before a dash.
    for (const line of ["[01/03/2027, 09:20:11] Elena: Rollback done.", "01/03/2027, 09:20 - Elena: Rollback done.", "9:20 pm Elena: Rollback done."]) {
      expect(parseContext(passages(line)).sentences[0]!.speaker).toBe("Elena");
    }
    // The stamp stays on the turn's first sentence: it says when.
    expect(await ask("When were the snapshots cleared?", log)).toContain("14:30");
    const answer = await ask("What will Nina raise?", log);
    expect(answer).toContain("Omar: Can you raise the disk quota to 200 GB?");
    expect(answer).toContain("Nina: On it.");
  });

  it("reads 'payable' as how something is paid, a return as coming back, and a letter's signer as its writer", async ({ expect }) => {
    const lessons = passages(
      "Lessons are 45 minutes and cost 20 pounds, payable monthly by bank transfer.\nMissed lessons are not refunded, but lessons can be moved with a day's notice.\nLessons take place at the studio on Park Road.",
    );
    expect(await ask("How are lessons paid?", lessons)).toMatch(/^Lessons are 45 minutes and cost 20 pounds, payable/);
    const trip = passages(
      "Booking for Sam Ortiz\nOutbound: Sam flies from Leeds to Zurich on Monday 4 May, flight LX 318, departs 07:10.\nReturn: Friday 8 May, flight LX 325 to Leeds, departs 18:40.\nSeat: 12F.",
    );
    expect(await ask("When does Sam fly back?", trip)).toContain("8 May");
    const note = passages("Hi all,\nThe kayak club's spring meeting is on 14 April at the boathouse.\nPlease bring your membership cards.\nThanks,\nGreta Holm");
    expect(await ask("Who wrote the note?", note)).toContain("Greta Holm");
  });

  it("reads a paragraph's opening as what its later sentences speak of, and 'How much is the X?' as its price", async ({ expect }) => {
    const advert = passages(
      "For sale: Brompton folding bike, 2021, black, M6L model. Ridden twice a week, serviced in May. 650 pounds or near offer. Collection from Didsbury only, weekends.",
    );
    expect(await ask("How much is the bike?", advert)).toContain("650 pounds");
    // "Collection" is the noun of "collected".
    expect(root("collection")).toBe(root("collected"));
    expect(root("question")).toBe("question");
    expect(await ask("Where can the bike be collected?", advert)).toContain("Didsbury");
    // Not for an untyped question, which the opening answers itself.
    const notice = passages(
      "Service change: Route 9\nFrom Monday 6 April, Route 9 will no longer stop at Park Gate because of roadworks. Please use the temporary stop on Kings Road, 300 metres away.\nBuses will run every 20 minutes during the works.",
    );
    expect(await ask("Which stop will Route 9 no longer serve?", notice)).toMatch(/^From Monday 6 April, Route 9 will no longer stop at Park Gate/);
  });

  it("reads a title before a name as the name's, and 'Dr' as a doctor", async ({ expect }) => {
    expect(typedSpan("You are booked in with Dr. Ruth Adeyemi on Friday.", "person")).toBe("Dr. Ruth Adeyemi");
    const booking = passages("Appointment confirmation\nYou are booked in with Dr. Ruth Adeyemi at the Park Surgery on 2 May at 9:10.\nPlease bring your repeat prescription.");
    expect(await ask("Who is the doctor?", booking)).toContain("Dr. Ruth Adeyemi");
  });

  it("reads a notice's fields by the kind their labels name, and a label's value as able to open with a name", async ({ expect }) => {
    const notice = passages(
      "PARKING CHARGE NOTICE PCN WX55120934\nVehicle: car, blue Vauxhall Corsa, registration BD21 KPL\nContravention: parked on a double yellow line\nLocation: Station Road, opposite the library\nDate: 9 April 2027, 08:52\nAmount due: 80 pounds, reduced to 40 pounds if paid within 14 days.\nTo appeal, write within 28 days.",
    );
    // "Location:" and "Vehicle:" label fields; no one speaks.
    expect(parseContext(notice).sentences.map((x) => x.speaker).filter(Boolean)).toEqual([]);
    expect(await ask("Where was the car parked?", notice)).toContain("Location: Station Road");
    expect(await ask("When was the notice issued?", notice)).toContain("9 April 2027");
    expect(await ask("How much is the fine?", notice)).toContain("80 pounds");
    expect(await ask("Why was the parking charge issued?", notice)).toContain("double yellow line");
    // (After the provider has loaded its lexicon, which says "invoice" is a common word.)
    expect(typedSpan("Location: Station Road, opposite the library", "place")).toBe("Station Road");
    expect(typedSpan("Subject: Invoice 2291 charged twice", "person")).toBeNull();
    expect(typedSpan("Subject: Re: Invoice 2291 charged twice", "person")).toBeNull();
  });

  it("reads 'Delivery:' as when and where something is delivered, and a Close as a street", async ({ expect }) => {
    const shipped = passages(
      "Subject: Your order #BK-2210 has shipped\nHi Ana,\nYour books are on their way.\nDelivery: Monday 3 May, between 8 am and 6 pm, to 7 Fernhill Close, Otley.\nOrder total: 42 pounds, including free delivery.",
    );
    expect(root("delivery")).toBe(root("delivered"));
    expect(await ask("When will the order be delivered?", shipped)).toMatch(/^Delivery: Monday 3 May/);
    expect(typedSpan("Delivery: Monday 3 May, to 7 Fernhill Close, Otley.", "place")).toBe("Fernhill Close");
    // "Delivery:" labels a field; no one speaks.
    expect(parseContext(shipped).sentences.map((x) => x.speaker).filter(Boolean)).toEqual([]);
    expect(await ask("Where will the order be delivered?", shipped)).toMatch(/^Delivery: Monday 3 May/);
  });

  it("reads a pull request's lower-case user names as its speakers and its author, and a review's verdict as who approved", async ({ expect }) => {
    const pr = passages(
      "Pull request #1843: Fix duplicate invoices when the payment webhook retries\nAuthor: kwame-o\nCloses #1799.\n\nWhat: Stripe retries a webhook if we do not answer within 10 seconds, and each retry created a new invoice. The handler now stores the event id and skips events it has already seen.\nHow tested: a new integration test sends the same event three times and checks that one invoice exists. Also ran against the staging account.\nRisk: low. The new table processed_events is created by migration 0042.\n\nReview comments:\nlin-zhou: Looks good. Could we expire old rows after 30 days so the table does not grow forever?\nkwame-o: Good idea, I'll do that in a follow-up.\nlin-zhou: Approved.\nmarta-r: Approved, please merge after the Friday release.",
    );
    // "lin-zhou:" opens a turn, and every sentence of it is hers; a hyphenated word is no user name.
    expect(parseContext(pr).sentences.filter((x) => x.text.includes("Could we")).map((x) => x.speaker)).toEqual(["lin-zhou"]);
    expect(analyzeQuestion("What did lin-zhou suggest?", new Set(["lin-zhou"])).anchors).toEqual(["lin-zhou"]);
    expect(analyzeQuestion("Which dairy-free desserts did lin-zhou like?", new Set(["lin-zhou"])).anchors).toEqual(["lin-zhou"]);
    // A suggestion put as "Could we ...?" is what she suggested.
    expect(await ask("What did lin-zhou suggest?", pr)).toMatch(/^lin-zhou: Could we expire old rows/);
    // Whoever wrote it is its "Author:", a user name in lower case; "Fix" after the title's colon is no one.
    expect(typedSpan("Author: kwame-o", "person")).toBe("kwame-o");
    expect(typedSpan("Pull request #1843: Fix duplicate invoices when the payment webhook retries", "person")).toBeNull();
    expect(await ask("Who wrote the pull request?", pr)).toMatch(/^Author: kwame-o/);
    // Not for a noun in "-ing": an author is no inspiration for someone's writing.
    expect(analyzeQuestion("Who wrote the pull request?").terms).toContain(root("author"));
    expect(analyzeQuestion("Who inspires Tim's writing?").terms).not.toContain(root("author"));
    // "Approved," opening a turn says its speaker approved.
    expect(await ask("Who approved the pull request?", pr)).toContain("marta-r: Approved");
  });

  it("reads a test report's failures as why it failed, and a common-word label's value as a name", async ({ expect }) => {
    const mot = passages(
      "Hartley Motors - MOT and service report\nVehicle: Ford Focus 1.0 EcoBoost, registration KX19 TNB\nDate of test: 9 February 2027. Mileage: 48,312\nResult: FAIL\nFailures: nearside front tyre tread below the legal limit; rear number plate lamp not working.\nAdvisories: front brake discs slightly worn.\nNext MOT due: 8 February 2028. Technician: Gareth Price.",
    );
    expect(await ask("Why did the car fail?", mot)).toMatch(/^Failures: nearside front tyre/);
    // "Technician" is no one's name: the name after it is the value, first word and all.
    expect(typedSpan("Technician: Gareth Price.", "person")).toBe("Gareth Price");
  });

  it("never answers with a document's file name, reads a dentist as a doctor, and a failure's error as why it failed", async ({ expect }) => {
    // Graph context over a dentist's reminder and treatment plan, stored as dentist-0.txt and dentist-1.txt: a
    // document node's content is its file name.
    const graph = dentistGraphContext;
    expect(await ask("Who is the plumber?", graph.replaceAll("dentist", "plumber"))).not.toMatch(/plumber-\d\.txt/);
    // "Dr." is how a dentist is addressed; only for who: why a pet saw the vet is no doctor's line.
    expect(await ask("Who is the dentist?", graph)).toMatch(/^Smile Studio: Reminder - your appointment with Dr\. Rachel Kim/);
    const texts = passages(
      "Smile Studio: Reminder - your appointment with Dr. Rachel Kim is on Tuesday 12 October at 8:40 am. Reply C to confirm or call 0161 555 0142 to change it.",
      "Smile Studio treatment plan for Leo Grant\n1. Filling, lower left molar (white composite): 95 pounds\n2. Scale and polish with the hygienist, Anna: 45 pounds",
    );
    expect(await ask("Who is the dentist?", texts)).toMatch(/^Smile Studio: Reminder - your appointment with Dr\. Rachel Kim/);
    expect(analyzeQuestion("Why was Biscuit taken to the vet?").terms).not.toContain(root("doctor"));
    const chat = passages(
      "[10:02] priya.n: heads up, the api v2.3 deploy failed on migration 57\n[10:03] tom_b: what's the error?\n[10:04] priya.n: lock timeout on the orders table, the nightly report was still running\n[10:06] tom_b: I'll roll back to v2.2 now\n[14:40] priya.n: v2.3 is out, migration took 4 minutes",
    );
    // The reply to "what's the error?" says why it failed.
    expect(await ask("Why did the migration fail?", chat)).toContain("lock timeout on the orders table");
  });

  it("reads an issue tracker's words: who opened is who reported, a bug an issue, a PR a pull request, tags no answer", async ({ expect }) => {
    const issue = passages(
      "Issue #2210: Dark mode resets after app restart\nOpened by hana.s on 3 May 2027. Labels: bug, mobile. Assignee: dev-raj\n\nSteps to reproduce: turn on dark mode in Settings, close the app fully, open it again.\nExpected: the app stays in dark mode.\nActual: the app opens in light mode every time.\nEnvironment: Android 14, Pixel 7, app version 5.2.0. iOS is not affected.\n\nComments:\ndev-raj: The setting is saved to memory but never written to disk. Fix is in PR #2231.\nhana.s: Thanks! Confirmed fixed in the 5.2.1 beta.\ndev-raj: Closing, the fix ships in 5.2.1 on 20 May.",
    );
    expect(typedSpan("Opened by hana.s on 3 May 2027.", "person")).toBe("hana.s");
    expect(await ask("Who reported the issue?", issue)).toContain("Opened by hana.s");
    // The tags file the issue under "bug"; its title says what the bug is.
    expect(await ask("What is the bug?", issue)).toMatch(/^Issue #2210: Dark mode resets after app restart/);
    expect(await ask("Which pull request fixes it?", issue)).toContain("Fix is in PR #2231.");
    // A file named "pr-0.txt" is no pull request.
    expect(roots("kept in pr-0.txt")).not.toContain(root("pullrequest"));
    const tracker = passages("Issue #12: Login fails on Safari\nReporter: Jo Park\nAssignee: Sam Lee\nThe login button does nothing after the 2.1 update.");
    expect(await ask("Who opened the issue?", tracker)).toMatch(/^Reporter: Jo Park/);
  });

  it("reads an e-mail's signature as who sent it, and a role as the job", async ({ expect }) => {
    const invite = passages(
      "Subject: Interview for Junior Data Analyst - Brightline Energy\n\nDear Chloe,\nThank you for applying for the Junior Data Analyst role. We would like to invite you to an interview on Wednesday 9 June at 2:30 pm at our office, 4th floor, 12 Queen Square, Bristol.\nYou will meet Priya Natarajan, Head of Analytics, and Owen Hale from our HR team. The interview will last about 45 minutes and includes a short SQL exercise on a laptop we provide.\nPlease bring photo ID and proof of your right to work in the UK.\nIf the time does not suit you, reply to this e-mail or call me on 0117 496 0321.\nBest wishes,\nGrace Miller\nRecruitment Coordinator",
    );
    expect(await ask("Who sent the invitation?", invite)).toContain("Grace Miller");
    expect(await ask("Which job is the interview for?", invite)).toMatch(/^Thank you for applying for the Junior Data Analyst role\./);
  });

  it("reads a payslip's qualified field, a call's new date over a line naming it, and what fails as broken", async ({ expect }) => {
    const payslip = passages(
      "Payslip - Harbourside Logistics Ltd\nEmployee: Aisha Rahman. Employee number: 30417. Tax code: 1257L\nPay date: 28 February 2027. Pay period: February 2027\nBasic pay: 2,450.00\nOvertime (12 hours at 18.50): 222.00\nGross pay: 2,672.00\nIncome tax: 286.40\nPension (5%): 133.60\nNet pay: 2,086.82, paid to account ending 4471.",
    );
    // A bracket holding a number qualifies a field; it is no speaker's role ("Kemi (Android):").
    expect(parseContext("Overtime (12 hours at 18.50): 222.00").sentences[0]!.speaker).toBeNull();
    expect(parseContext("Kemi (Android): The build is green.").sentences[0]!.speaker).toBe("Kemi");
    expect(await ask("How many hours of overtime did Aisha work?", payslip)).toMatch(/Overtime \(12 hours at 18\.50\): 222\.00/);
    const call = passages(
      "Website relaunch call - transcript\n00:00:05 Maria Lopez: Thanks for joining. The goal today is to agree the launch date.\n00:00:31 Kofi Asante: Design is done, but the new checkout still fails on older iPhones.\n00:01:02 Maria Lopez: How long to fix it?\n00:01:10 Kofi Asante: About a week if Lena helps with testing.\n00:02:40 Maria Lopez: Then we launch on 15 June instead of 1 June. Budget stays at 40,000 euros.",
    );
    expect(analyzeQuestion("What is the new launch date?").type).toBe("date");
    expect(analyzeQuestion("What is the date format?").type).not.toBe("date");
    // "agree the launch date" today names the date asked without giving it.
    expect(await ask("What is the new launch date?", call)).toMatch(/^00:02:40 Maria Lopez: Then we launch on 15 June/);
    expect(await ask("What is broken?", call)).toMatch(/^00:00:31 Kofi Asante: Design is done, but the new checkout still fails/);
  });

  it("keeps a later sentence's own label after a common-word label, and reads what reaches its place as arriving", async ({ expect }) => {
    const plan = passages(
      "# 8-week strength plan for Dev\nGoal: deadlift 140 kg by the end of June. Current best: 115 kg.\nCoach: Maya Lindqvist\n\n## Monday - lower body\n- Deadlift: 5 sets of 5 at 80%\n- Bulgarian split squats: 3 x 10 each leg",
    );
    // "Goal" is no one speaking: "Current best: 115 kg." is a field of its own, not "Goal: Current best: 115 kg.".
    expect(parseContext(plan).sentences.map((x) => x.text)).toContain("Current best: 115 kg.");
    expect(await ask("What is Dev's current best deadlift?", plan)).toContain("Current best: 115 kg.");
    const chat = passages(
      "You: A refund please, back to my card.\nSupport (Ana): The 43 is out of stock until 20 March, so I can refund you instead or put you on the waiting list.\nSupport (Ana): The refund of 129.99 pounds will reach your card 3 to 5 days after we receive the boots.",
    );
    expect(await ask("When will the refund arrive?", chat)).toMatch(/^Support \(Ana\): The refund of 129\.99 pounds will reach your card/);
  });

  it("reads a departure as when a flight departs, a departure time as a time asked, and baking as in the oven", async ({ expect }) => {
    const change = passages(
      "Subject: Important: your flight time has changed - booking QX7P2L\nDear Ms Hannah Scott,\nYour flight EZ 8421 from London Gatwick to Nice on 18 July now departs at 14:50 instead of 09:10, and arrives at 18:05.\nYour return flight is not affected.\nWhat you can do: accept the new time (you don't need to do anything), move to another flight on the same route within 7 days of the original date for free, or cancel for a full refund.",
    );
    expect(root("departure")).toBe(root("departs"));
    expect(analyzeQuestion("What is the new departure time?").type).toBe("date");
    expect(await ask("What is the new departure time?", change)).toContain("now departs at 14:50 instead of 09:10");
    const scones = passages(
      "Gran: Right love, the scones. 225 g self-raising flour, 55 g butter, 25 g caster sugar and 150 ml milk.\nIsla: What temperature?\nGran: Hot oven, 220 degrees, 200 if it's a fan oven. 12 to 15 minutes till they're golden.",
    );
    expect(await ask("How long do the scones bake?", scones)).toMatch(/^Gran: Hot oven, 220 degrees, 200 if it's a fan oven\. 12 to 15 minutes/);
  });

  it("reads an age in brackets after a name, a sum by the month as a price, and a signature after any short closing", async ({ expect }) => {
    const note = passages("Notes for Chloe (babysitting Friday)\nKids: Leo (6) and Mia (3).\nBath at 6:30, then bed. Mia goes down at 7, Leo can read until 7:30.");
    expect(await ask("How old is Leo?", note)).toContain("Leo (6)");
    const flat = passages(
      "Nora: Just left the viewing on Hill Street. Two bedrooms, top floor, no lift.\nSam: How much?\nNora: 1,450 a month, bills not included. Deposit is five weeks' rent.",
    );
    expect(await ask("How much is the rent?", flat)).toContain("1,450 a month");
    const mail = passages(
      "From: Skyline Fibre <help@skylinefibre.example>\nSubject: Update on the outage in your area (ref INC-55820)\n\nHi Marcus,\nEngineers found a cut fibre cable near the Elm Street exchange, damaged by roadworks on Tuesday night.\nWe expect service to be back by 6 pm on Thursday 9 October.\nSorry for the disruption,\nPriya, Skyline Fibre Network Team",
    );
    expect(parseContext(mail).sentences.map((x) => x.text)).toContain("Signed by Priya, Skyline Fibre Network Team.");
    // A greeting ending in a comma opens the letter; the line after it is no signature.
    expect(parseContext(passages("From: Ana <ana@x.example>\n\nHi team,\nQuick update below")).sentences.map((x) => x.text)).not.toContain("Signed by Quick update below.");
    expect(await ask("Who sent the update?", mail)).toContain("Priya");
  });

  it("reads 'What caused' as asking why, damage by something as its cause, 'ref' as a reference, and a possessive label", async ({ expect }) => {
    expect(analyzeQuestion("What caused the outage?").type).toBe("reason");
    const mail = passages(
      "Subject: Update on the outage in your area (ref INC-55820)\n\nHi Marcus,\nEngineers found a cut fibre cable near the Elm Street exchange, damaged by roadworks on Tuesday night. About 1,200 homes in Ashford are affected.\nWe expect service to be back by 6 pm on Thursday 9 October.",
    );
    expect(await ask("What caused the outage?", mail)).toContain("damaged by roadworks");
    expect(await ask("What is the incident reference?", mail)).toContain("INC-55820");
    const report = passages("End of year report - Amira Haddad, Year 5, Class Willow\nTeacher: Mr. Jonas Berg. Next year's teacher: Mrs. Alice Grant.");
    // "Next year's teacher:" is a label of its own, not a sentence of the "Teacher:" field.
    expect(parseContext(report).sentences.map((x) => x.text)).toContain("Next year's teacher: Mrs. Alice Grant.");
    expect(await ask("Who is Amira's teacher?", report)).toMatch(/^Teacher: Mr\. Jonas Berg\./);
  });

  it("quotes a part that opens with the first part whole once, not the first twice", ({ expect }) => {
    const title = "Issue #2210: Dark mode resets after app restart";
    expect(compose([title, `${title} Opened by hana.s on 3 May 2027.`], new Set())).toBe(`${title} Opened by hana.s on 3 May 2027.`);
    expect(compose(["Deposit is five weeks' rent.", "1,450 a month."], new Set())).toBe("Deposit is five weeks' rent. 1,450 a month.");
    // A part opening with the first's words inside a longer word is another sentence.
    expect(compose(["Ana likes tea.", "Ana likes teal walls."], new Set())).toBe("Ana likes tea. Ana likes teal walls.");
  });

  it("reads a neighbour named with a house number as a speaker, a tagged statement as a statement, a parcel as a box", async ({ expect }) => {
    const chat = passages(
      "Helen (no. 12): Has anyone got a parcel for me? Tracking says it was left with a neighbour at 2:15.\nMarco (no. 9): Not here, sorry.\nPriti (no. 15): I've got a big box from Argos, is it yours?\nHelen (no. 12): Yes! That's the lamp.",
    );
    const parsed = parseContext(chat).sentences;
    // "no." before its number ends no sentence, and "(no. 12)" is where the speaker lives, not a field's detail.
    expect(parsed[0]).toMatchObject({ text: "Helen (no. 12): Has anyone got a parcel for me?", speaker: "Helen" });
    expect(parsed.find((x) => x.text.includes("big box"))?.speaker).toBe("Priti");
    expect(await ask("Where is the parcel from?", chat)).toContain("Argos");
    // The pair's second sentence says "it" of the parcel its first names: its time is the pair's (a graph context,
    // where the summary's facts and the chunk both hold Priti's box).
    const turns = ["Helen (no. 12): Has anyone got a parcel for me? Tracking says it was left with a neighbour at 2:15.", "Marco (no. 9): Not here, sorry.", "Priti (no. 15): I've got a big box from Argos, is it yours?", "Helen (no. 12): Yes! That's the lamp. I'll pop round after work, about 6?"];
    const graph = [
      "Nodes:",
      ...node(
        "This chunk is about: - People: Helen,... [helen, marco, priti]",
        ...["This chunk is about:", "- People: Helen, Marco", "- Organizations: Argos", "- Concepts: Priti, no.", "Facts:", "- Helen (no. 12): Has anyone got a parcel for me?", "- Tracking says it was left with a neighbour at 2:15."],
        ...["- Marco (no. 9): Not here, sorry.", "- Priti (no. 15): I've got a big box from Argos, is it yours?", "- Helen (no. 12): Yes!", "- I'll pop round after work, about 6?", "- Priti (no. 15): I'm out at yoga until 7, come after that."],
      ),
      ...node("Helen (no. 12): Has anyone got a... [helen, 12, 15]", ...turns, "Priti (no. 15): I'm out at yoga until 7, come after that."),
    ].join("\n");
    expect(await ask("When was the parcel delivered?", graph)).toMatch(/^Helen \(no\. 12\): Has anyone got a parcel for me\? Tracking says it was left with a neighbour at 2:15\./);
  });

  it("reads a reference's digits as no amount, and a field naming another kind of value as not asked", async ({ expect }) => {
    const letter = passages(
      "Riverton Council - Parking Services\nDear Mr Daniel Osei,\nYour application for a residents' parking permit for Zone D has been approved.\nPermit number: RP-40917. Vehicle: Ford Focus, registration LK19 XRT.\nThe permit is valid from 1 December 2026 to 30 November 2027 and costs 95 pounds a year, which you have paid.\nVisitor permits can be bought in the app at 2.50 pounds a day, up to 60 days a year.",
    );
    expect(typedSpan("Permit number: RP-40917.", "number")).toBeNull();
    expect(await ask("How much does the permit cost?", letter)).toMatch(/^The permit is valid from 1 December 2026 to 30 November 2027 and costs 95 pounds/);
    expect(await ask("When does the permit expire?", letter)).toMatch(/^The permit is valid from/);
    // In a graph context, "Permit number:" names the permit but a number, not the zone asked.
    const lines = letter.split("\n").slice(1);
    const graph = [
      "Nodes:",
      ...node("Riverton Council - Parking Services Dear Mr... [permit, parking, services]", ...lines),
      ...node("zone d", lines[1]!, lines[2]!),
      "Connections:",
      `Riverton Council - Parking Services Dear Mr... [permit, parking, services] --[contains]--> zone d  (Document chunk mentions zone d: ${lines[1]}\n${lines[2]})`,
    ].join("\n");
    expect(await ask("Which zone is the permit for?", graph)).toMatch(/^Your application for a residents' parking permit for Zone D/);
    expect(await ask("What is the permit number?", letter)).toContain("RP-40917");
    // A label naming a date among other kinds is one a when-question asks.
    const pcn = passages("PENALTY CHARGE NOTICE PCN KN40918273\nVehicle: grey Ford Focus, registration LK19 XMT\nLocation: Albert Road, outside number 42\nDate and time: 3 March 2027, 14:37\nCivil enforcement officer: CE 2217");
    expect(await ask("When was the penalty issued?", pcn)).toContain("3 March 2027");
  });

  it("reads an injury from something as its cause, a claim's items as sums, and a suggestion agreed to as the plan", async ({ expect }) => {
    const diary = passages(
      "Saw Dr Lewis about my knee today. She thinks it's a mild ligament strain from the half marathon, nothing torn.\nNo running for three weeks; swimming and cycling are fine.\nMissed the Bath 10k because of it, which is annoying, but I've deferred my place to next year.",
    );
    expect(await ask("What caused the knee injury?", diary)).toContain("strain from the half marathon");
    const claim = passages(
      "Expense claim - Laura Chen, Sales, trip to Lyon 11-13 May\nFlights (Heathrow to Lyon, return): 212.40\nHotel Le Rhône, 2 nights: 298.00\nTaxi, airport to hotel: 48.00\nTotal: 765.90 euros",
    );
    expect(await ask("How much was the hotel?", claim)).toContain("Hotel Le Rhône, 2 nights: 298.00");
    const gig = passages(
      "Jonah: Gig confirmed! The Crown, Saturday 14 June, we're on at 9.\nEsme: I'll redo the setlist tonight. Can we open with Paper Boats?\nTom: Fine by me but my snare is broken, I'll borrow Kit's.\nJonah: Load-in is at 6, parking is behind the pub.",
    );
    expect(await ask("Which song will they open with?", gig)).toMatch(/^Esme: Can we open with Paper Boats\? Tom: Fine by me/);
  });

  it("follows a request put as a question with the next turn agreeing to it, when that names what is asked", async ({ expect }) => {
    const chat = passages(
      "Mrs Evans: Hi Daniel, could Sophie move her lesson from Tuesday to Wednesday this week? She has a swimming gala.\nDaniel (tutor): Of course, Wednesday at 5 works. Same place, the library?\nMrs Evans: Yes please. How is she getting on with algebra?",
    );
    expect(await ask("When is the new lesson?", chat)).toBe("Mrs Evans: Hi Daniel, could Sophie move her lesson from Tuesday to Wednesday this week? Daniel (tutor): Of course, Wednesday at 5 works.");
    // A reply naming nothing of the kind asked leaves the request's own turn as it was.
    const other = passages("Mrs Evans: Hi Daniel, could Sophie move her lesson from Tuesday to Wednesday this week? She has a swimming gala.\nDaniel (tutor): Of course, no problem.");
    expect(await ask("When is the new lesson?", other)).toMatch(/^Mrs Evans: Hi Daniel, could Sophie move her lesson from Tuesday to Wednesday this week\? She has a swimming gala\./);
  });

  it("gives no verdict from a sentence without the question's verb, and quotes the half saying its words together", async ({ expect }) => {
    const faq = passages(
      "Riverside Leisure Pool - FAQs\nQ: Do I need to book a swim?\nA: Yes, book lane swims in the app up to 7 days ahead. Family swims are walk-in.\nQ: Can I bring my own float?\nA: Only during family swims.",
    );
    // "Yes, book lane swims" is about lane swims: not "Yes." for family swims, whose sentence does not say "booked".
    expect(await ask("Are family swims booked?", faq)).toBe("A: Family swims are walk-in.");
    expect(await ask("Do I need to book a lane swim?", faq)).toMatch(/^Yes\. A: Yes, book lane swims in the app/);
  });

  it("reads a review's stars as its rating and its press as who published the book", async ({ expect }) => {
    const review = passages(
      "Review: The Glass Orchard by Mira Castell (Fernhill Press, 2026), 4 stars\nCastell's second novel follows two sisters who inherit a failing cider farm in Herefordshire after their father's death.\nReviewed by Tom Akers.",
    );
    expect(await ask("What rating did the book get?", review)).toContain("4 stars");
    expect(await ask("Who published the book?", review)).toContain("Fernhill Press");
  });

  it("reads a payment as what is paid, the weather as rain or sun, and a speaker's bracketed role as no words said", async ({ expect }) => {
    const bill = passages(
      "Brightwave Energy - bill for 1 October to 31 December 2026\nStanding charges: 41.20 pounds\nTotal to pay: 372.82 pounds, by Direct Debit on 15 January.\nYour meter readings were estimated.",
    );
    expect(await ask("When will the payment be taken?", bill)).toContain("15 January");
    const statement = passages(
      "Witness statement - Priya Nair, 4 February 2027\nAt about 5:40 pm I was waiting at the bus stop on Mill Road, opposite the Co-op.\nIt was dark and raining, but the street lights were on.\nI gave my details to PC Laura Finch at the scene.",
    );
    expect(await ask("What was the weather like?", statement)).toContain("raining");
    const chat = passages(
      "Nina: Hi Tom, can you take Biscuit out at 1 pm tomorrow instead of noon? I've got a vet call at 12.\nTom (dog walker): No problem, 1 pm it is. Is the key still in the lockbox?\nNina: Yes, code 4419. He's on a new food, so no treats please.\nTom (dog walker): Got it. Shall I take him to the park or just round the block?",
    );
    // "dog walker" is who Tom is: "No problem, 1 pm it is." says nothing of a dog's name, and no turn says "Biscuit" is
    // the dog.
    expect(await ask("What is the dog's name?", chat)).toBe(NO_ANSWER);
    expect(await ask("Who is the dog walker?", chat)).toContain("Tom");
  });

  it("reads a distance or a weight by its unit and label, a phrasal verb as its noun, and a course's start and tutor", async ({ expect }) => {
    const receipt = passages(
      "Your Thursday evening trip with Zoom Cabs\nDriver: Marek, silver Toyota Prius (LK21 VXA)\nPickup: 11:48 pm, Kings Cross Station\nDrop-off: 12:21 am, 14 Elm Grove, Hackney\nDistance: 6.8 miles\nFare: 24.60 pounds + tip 3.00 pounds = 27.60 pounds\nPaid with Visa ending 4471.",
    );
    // Not "Fare: 24.60 pounds" (a fare is no "far").
    expect(await ask("How far was the trip?", receipt)).toContain("6.8 miles");
    expect(await ask("Where was I picked up?", receipt)).toContain("Kings Cross Station");
    const sheet = passages("Aero 14 laptop - specifications\nMemory: 16 GB LPDDR5 (not upgradeable)\nBattery: 75 Wh, up to 12 hours of video playback\nWeight: 1.3 kg\nPrice: 1,099 pounds");
    expect(await ask("How heavy is the laptop?", sheet)).toContain("1.3 kg");
    const syllabus = passages(
      "Intro to Python (evening course) - syllabus\nTutor: Dr. Helen Marsh. Room B204, Tuesdays 6:30-8:30 pm, 10 weeks from 14 January.\nWeeks 1-3: variables, loops and functions.\nWeeks 7-9: a small project of your choice.\nYou will need a laptop with Python 3.12 installed.",
    );
    expect(await ask("When does the course start?", syllabus)).toContain("from 14 January");
    expect(await ask("Who teaches the course?", syllabus)).toContain("Helen Marsh");
    const hike = passages(
      "Sam: Saturday hike is on! Meeting at Edale station at 9:30, we'll do the Kinder Scout loop, about 9 miles.\nPriya: Great. Is it muddy this time of year?\nSam: Very, bring proper boots and gaiters if you have them.",
    );
    expect(await ask("Which route are we doing?", hike)).toContain("Kinder Scout loop");
  });

  it("asks a yes/no question of its verb, not a field's label, and reads 'cannot' as a no", async ({ expect }) => {
    const ticket = passages(
      "Your tickets - Arctic Monkeys, The AMP Tour\nVenue: Co-op Live, Manchester\nTickets: 2 x standing, 78.50 pounds each\nBags larger than A4 are not allowed. Tickets are in the app and cannot be resold.",
    );
    // Not "Tickets: 2 x standing", whose label is the question's noun; and never "Yes." to "cannot be resold".
    const resell = await ask("Can I resell the tickets?", ticket);
    expect(resell).toContain("cannot be resold");
    expect(resell).not.toMatch(/^Yes/);
    expect(await ask("Can I bring a backpack?", ticket)).toContain("larger than A4");
    expect(await ask("Where is the concert?", ticket)).toContain("Co-op Live");
  });

  it("does not read a turn opening with its own question as a reply to the question before", async ({ expect }) => {
    const chat = passages(
      "Helen: Reminder that costumes for the nativity are due in on Monday!\nRaj: What does a shepherd need again?\nHelen: Tea towel for the head, a dressing gown and a belt or cord.\nKate: Does anyone have a spare tea towel? Ours are all stripy.\nRaj: I've got plain ones, I'll bring you one at drop-off.",
    );
    expect(await ask("What does a shepherd need?", chat)).toMatch(/^Helen: Tea towel for the head, a dressing gown/);
  });

  it("asks a yes/no question of the day it names, and reads a leak, a payment and a menu's (v) in other words", async ({ expect }) => {
    const hours = passages(
      "Westfield Library - opening hours and services\nMonday to Friday: 9 am to 7 pm. Saturday: 10 am to 4 pm. Closed on Sundays and bank holidays.\nYou can borrow up to 12 books for three weeks at a time.",
    );
    // Never "Yes." from the title, which says nothing of Sunday.
    expect(await ask("Is the library open on Sunday?", hours)).toBe("Closed on Sundays and bank holidays.");
    expect(await ask("Is the library open on Sunday?", passages("Westfield Library - opening hours and services\nMonday to Friday: 9 am to 7 pm."))).toBe("Westfield Library - opening hours and services");
    // In a graph context a summary's link names "sundays" among its nodes, and is quoted as its chunk's title.
    const graph = [
      "Nodes:",
      "Node: This chunk is about: - Places: Westfield... [westfield, library, sundays]",
      "__node_content_start__",
      "This chunk is about:",
      "- Places: Westfield Library",
      "- Dates: Sundays",
      "Facts:",
      "- Westfield Library - opening hours and services",
      "- Closed on Sundays and bank holidays.",
      "__node_content_end__",
      "",
      "Node: Westfield Library - opening hours and services... [pm, per, westfield]",
      "__node_content_start__",
      "Westfield Library - opening hours and services",
      "Monday to Friday: 9 am to 7 pm. Saturday: 10 am to 4 pm. Closed on Sundays and bank holidays.",
      "You can borrow up to 12 books for three weeks at a time.",
      "__node_content_end__",
      "",
      "Connections:",
      "This chunk is about: - Places: Westfield... [westfield, library, sundays] --[made_from]--> Westfield Library - opening hours and services... [pm, per, westfield]",
      "Westfield Library - opening hours and services... [pm, per, westfield] --[contains]--> sundays  (Document chunk mentions sundays: Closed on Sundays and bank holidays.)",
    ].join("\n");
    expect(await ask("Is the library open on Sunday?", graph)).toBe("Closed on Sundays and bank holidays.");
    const chat = passages(
      "Maria (flat 4): Water is dripping through my bathroom ceiling!! Is anyone above running a bath?\nTom (flat 7): Not me, I'm at work. Could be the flat 6 washing machine?\nPriya (flat 2): It's 07700 900321, ask for Gary. There's also a stopcock under the stairs.",
    );
    expect(await ask("Whose flat has the leak?", chat)).toMatch(/^Maria/);
    const email = passages(
      "Thank you for your claim for flight SL 219 from Madrid to Manchester on 2 August, which arrived 4 hours and 10 minutes late.\nWe have approved compensation of 350 euros per passenger.\nThe payment will reach your bank account within 14 days.",
    );
    expect(await ask("When will the money arrive?", email)).toMatch(/^The payment will reach your bank account within 14 days/);
    const menu = passages("The Copper Kettle - lunch menu (12-3 pm)\nSoup of the day with sourdough: 6.50\nHalloumi and roasted pepper wrap (v): 8.95\nChicken Caesar salad: 9.50");
    expect(await ask("Which dish is vegetarian?", menu)).toContain("Halloumi");
  });

  it("reads a when in so many months, why in the asker's own turn, who takes on what was just said, a letter's addressee and a diary's dated heading", async ({ expect }) => {
    const letter = passages(
      "Dear Mr Lindqvist,\nYour blood test from 3 February has come back.\nDr. Helen Marsh would like you to cut down on saturated fat and repeat the test in three months.\nPlease book the repeat test with reception on 01632 960 455.",
    );
    expect(await ask("When should the test be repeated?", letter)).toMatch(/^Dr\. Helen Marsh would like you .* in three months\./);
    expect(typedSpan("Repeat the test in three months.", "date")).toBe("in three months");
    // After a negated verb it is how long, not when ("Haven't talked in three days").
    expect(typedSpan("Haven't talked in three days, wanted to say hi.", "date")).toBeNull();
    // Tom's reply to Priya's asking for a swap says what he takes, not why she asked.
    expect(await ask("Why does Priya want to swap on-call?", onCallChatGraphContext)).toBe("Priya: Can anyone swap on-call with me next week? I'm at a wedding on Saturday.");
    // "whoever is on call should join" names no one; "That's me then" takes it on.
    expect(await ask("Who will join the drill?", onCallChatGraphContext)).toMatch(/^Priya: That's me then, I'll be there\./);
    const flat = passages(
      "Leah: Yep. Can you both send it by Friday? I'll pay it Saturday.\nFinn: Sent! Also, we're out of bin bags and washing-up liquid.\nOmar: I'll grab them on the way home. Whose turn is it to clean the bathroom?\nLeah: Finn's, it's on the rota.",
    );
    expect(await ask("Who will buy the bin bags?", flat)).toMatch(/^Omar: I'll grab them on the way home\./);
    const parcel = passages(
      "Helen (no. 12): Has anyone got a parcel for me? Tracking says it was left with a neighbour at 2:15.\nMarco (no. 9): Not here, sorry.\nPriti (no. 15): I've got a big box from Argos, is it yours?\nHelen (no. 12): Yes! That's the lamp. I'll pop round after work, about 6?",
    );
    expect(await ask("Who has Helen's parcel?", parcel)).toMatch(/^Priti/);
    // The greeting's "Mr Haddad" is whom the quote's lines speak of; the summary's link names him among its nodes, and
    // the mention's fact runs over a line break in the rendered connection.
    expect(parseContext(removalQuoteGraphContext).triplets.find((t) => t.relation === "contains" && t.target.startsWith("mr haddad"))?.target).toBe("mr haddad");
    expect(await ask("Where is Mr Haddad moving to?", removalQuoteGraphContext)).toMatch(/^For the move from 14 Elm Grove to 3 Quarry Lane/);
    // "Thursday 12 November 2026" dates the lines under it, against "The supervisor meeting ... moved to Thursday." in
    // Monday's entry.
    expect(await ask("What did I do after lunch on Thursday?", diaryGraphContext)).toBe("Felt tired, went swimming at the lido after lunch.");
  });

  it("names a business with '&' in its name, and reads a record's title as its fields' heading", async ({ expect }) => {
    expect(typedSpan("Hi Daniel, thanks for booking with Olive & Ash.", "organisation")).toBe("Olive & Ash");
    expect(await ask("Which restaurant is the booking at?", restaurantBookingGraphContext)).toBe("Hi Daniel, thanks for booking with Olive & Ash.");
    // "Your table is booked!" heads "Date: Friday 21 March, 7:30 pm" in the chunk's node, over "A card is needed to hold
    // bookings of six or more", which names the booking twice and no date.
    expect(await ask("When is the booking?", restaurantBookingGraphContext)).toBe("Date: Friday 21 March, 7:30 pm");
    // Not the record's other lines: the recheck's own line says when it is, not the visit's date.
    const vet = passages("Riverside Vets - visit summary\nDate: 9 January 2027\nPatient: Biscuit (dog, 6 years)\nProblem: limping on the front left leg.\nFollow-up: recheck on 23 January if still limping.");
    expect(await ask("When is the recheck?", vet)).toContain("23 January");
  });

  it("reads a letter's signature as the company that sent it, and 'cancelled' as 'cancel'", async ({ expect }) => {
    const notice = passages(
      "Dear Ms Varga,\nThis is notice that your landlord's agent will carry out a routine inspection of Flat 3, 27 Kingsley Road on Wednesday 9 April between 10 am and 12 noon.\nIf the time is not convenient, please call Amir Shah on 0161 555 0173 to rearrange.\nYours sincerely,\nHollis & Grant Lettings",
    );
    expect(typedSpan("Signed by Hollis & Grant Lettings.", "organisation")).toBe("Hollis & Grant Lettings");
    expect(await ask("Which company sent the notice?", notice)).toBe("Hollis & Grant Lettings");
    expect(root("cancelled")).toBe(root("cancel"));
    expect(root("travelling")).toBe(root("traveling"));
    // Not a double "l" of one syllable.
    expect([root("spelled"), root("yelling"), root("installed")]).toEqual([root("spell"), root("yell"), root("install")]);
    const email = passages(
      "Subject: Your StreamBox subscription has been cancelled\nHi Tariq,\nWe're sorry to see you go. Your Premium plan has been cancelled as you asked on 2 October.\nYou can keep watching until the end of your billing period on 14 October; you won't be charged again.",
    );
    expect(await ask("When did Tariq cancel?", email)).toBe("Your Premium plan has been cancelled as you asked on 2 October.");
  });

  it("counts people as persons, and answers what the stored text itself is from its first line", async ({ expect }) => {
    const delivery = passages(
      "FurnitureHub: Good news! Your Oslo 3-seater sofa (order FH-55210) will be delivered on Thursday 4 December between 7 am and 11 am.\nOur two-person team will carry it to the room of your choice and take away the packaging.",
    );
    expect(await ask("How many people will deliver it?", delivery)).toMatch(/^Our two-person team/);
    const course = passages(
      "Welcome to Conversational Spanish (Level 2)!\nHi Priyanka, your place is confirmed.\nClasses run on Tuesday evenings from 6:30 to 8:30 pm for ten weeks, starting 13 January, in Room B14 of the Adult Learning Centre.\nYour tutor is Lucia Romero.\nThe course fee of 145 pounds has been paid in full. Books are not included; you will need Aula 2, about 25 pounds.\nIf you miss more than three classes you will not receive a certificate.",
    );
    // "The course fee" speaks of the course by its kind; the first line names it.
    expect(await ask("Which course is it?", course)).toMatch(/^Welcome to Conversational Spanish \(Level 2\)!/);
    // No line says "medicine": the question still asks of this text, not of something the memory lacks.
    const label = passages("Amoxicillin 500 mg capsules\nTake ONE capsule THREE times a day until all taken.\nDo not take if you are allergic to penicillin.");
    expect(await ask("What medicine is it?", label)).toMatch(/^Amoxicillin 500 mg capsules/);
    // A first line naming nothing is no title: "I bought a new car" does not say what colour it is.
    expect(await ask("What colour is it?", passages("I bought a new car last week.\nIt is bright red and very fast."))).toBe("It is bright red and very fast.");
  });

  it("reads a plan put as a question as a plan, and a claim after a clause of its own", async ({ expect }) => {
    const chat = passages(
      "Amara: Revision session for the stats exam - library room 3, Sunday 2 to 5?\nJonah: I'm in. Can someone bring past papers? I only have 2022.\nMei: I've got 2019 to 2021, I'll print them.\nAmara: Great. I'll book the room now.\nJonah: Also, is regression on the exam or not?\nMei: Yes, Dr Kaur said it's definitely on it, question 4 usually.",
    );
    expect(await ask("Where is the revision session?", chat)).toBe("Amara: Revision session for the stats exam - library room 3, Sunday 2 to 5?");
    expect(await ask("Which exam are they revising for?", chat)).toMatch(/^Amara: Revision session for the stats exam/);
    // A question asking ("Jonah: Can someone bring past papers?") stays a question.
    expect(await ask("Who will print the past papers?", chat)).toBe("Mei: I've got 2019 to 2021, I'll print them.");
    // So in the graph's context, where only her claim after a clause of her own ("I'll print them") decides it.
    expect(await ask("Who will print the past papers?", studyGroupChatGraphContext)).toBe("Mei: I've got 2019 to 2021, I'll print them.");
  });

  it("meets which seat with the seat's number, leaving with departing, and an installation with installing", async ({ expect }) => {
    const ticket = passages(
      "E-ticket - Northline Rail\nPassenger: Ruth Adebayo\nJourney: Leeds to Edinburgh, Thursday 6 November 2025\nDeparts Leeds 09:12, arrives Edinburgh 12:08. Change at York.\nCoach C, seat 42 (window, forward facing).\nTicket type: Advance single, valid only on the booked trains.\nPrice paid: 47.60 pounds with a Railcard.",
    );
    // Not "Thursday" of the journey's line, which names Leeds and no departing.
    expect(await ask("What time does the train leave Leeds?", ticket)).toBe("Departs Leeds 09:12, arrives Edinburgh 12:08. Change at York.");
    // Not "valid only on the booked trains".
    expect(await ask("Which seat is booked?", ticket)).toBe("Coach C, seat 42 (window, forward facing).");
    expect(analyzeQuestion("When does the train leave?").implied?.[root("leave")]).toContain(root("depart"));
    const install = passages(
      "Subject: Your broadband installation is booked\nHi Chris,\nAn engineer will install your full fibre broadband on Monday 17 March between 8 am and 1 pm.\nThe installation takes about 2 hours. Your new router will arrive by post before then.",
    );
    expect(await ask("When is the installation?", install)).toBe("An engineer will install your full fibre broadband on Monday 17 March between 8 am and 1 pm.");
  });

  it("asks a passive verb of a kind, a bag's contents, what was found and what to avoid", async ({ expect }) => {
    const quote = passages(
      "Subject: Quote for rewiring - 14 Elm Grove\nHi Mr Patel,\nThanks for having us round on Tuesday. As discussed, we recommend a full rewire of the ground floor and a new consumer unit.\nThe job will take four days and we'll need the power off for most of that time.\nAll work is guaranteed for 10 years.",
    );
    // Not "All work is guaranteed", which names the kind asked and nothing recommended.
    expect(await ask("What work is recommended?", quote)).toMatch(/^(?:Thanks for having us round on Tuesday\. )?As discussed, we recommend a full rewire/);
    const found = passages(
      "Subject: Lost property - reference LP-20931\nDear Ms Okafor,\nGood news: a black Samsonite backpack matching your description was handed in at Leeds station on 3 October.\nIt contains a laptop and a blue notebook.\nYou can collect it from the lost property office on platform 1, open 7 am to 7 pm every day.",
    );
    expect(await ask("What was found?", found)).toMatch(/^Good news: a black Samsonite backpack/);
    expect(await ask("What is inside the bag?", found)).toContain("It contains a laptop");
    const party = passages(
      "Hannah: Hi all! Mia's 7th birthday party is Saturday the 14th, 2 till 4 at the Jump Zone trampoline park.\nGreg: Thanks Hannah, Leo will be there. Any allergies to know about?\nHannah: No nuts please, one of the kids is allergic.\nSophie: Ella is coming too! What should they wear?\nHannah: Socks are a must, they get grip socks at the desk.",
    );
    expect(await ask("What food should be avoided?", party)).toBe("Hannah: No nuts please, one of the kids is allergic.");
  });

  it("reads a letter's 'it' as what the line before names, a deadline within days, and a chat's offer put as a question", async ({ expect }) => {
    const letter = passages(
      "Subject: Your passport application - update\nDear Mr Novak,\nWe have received your application to renew your passport, reference PX-448192.\nWe need a new photo, as the one you sent is too dark.\nPlease upload it through your online account within 14 days, or your application may be cancelled.\nOnce we have the photo, it usually takes 3 weeks to process your application.",
    );
    // "it" is the photo: the line pointing back answers what the photo's line does not say.
    expect(await ask("How do I send the new photo?", letter)).toContain("Please upload it through your online account");
    expect(await ask("What is the deadline for the photo?", letter)).toBe("Please upload it through your online account within 14 days, or your application may be cancelled.");
    expect(await ask("What happens if I miss the deadline?", letter)).toContain("or your application may be cancelled");
    // A time counted from now answers when something is due, not when a flight departs.
    const flight = passages(
      "Subject: Important: your flight time has changed - booking QX7P2L\nYour flight EZ 8421 from London Gatwick to Nice on 18 July now departs at 14:50 instead of 09:10, and arrives at 18:05.\nWhat you can do: accept the new time (you don't need to do anything), move to another flight on the same route within 7 days of the original date for free, or cancel for a full refund.",
    );
    expect(await ask("What is the new departure time?", flight)).toMatch(/^Your flight EZ 8421/);
    const chat = passages(
      "Nina: Hi Dave, the kitchen tap is still dripping after you fixed it last week.\nDave: Sorry to hear that! Probably the washer again. I can pop round Thursday morning, about 9?\nNina: Thursday's fine but I leave for work at 8:30. Could you do 8?\nDave: 8 works. It shouldn't take more than half an hour.\nNina: Great. Will there be a charge this time?\nDave: No charge, it's under my 3 month guarantee.",
    );
    expect(await ask("Which day is Dave coming?", chat)).toMatch(/^Dave: I can pop round Thursday morning/);
    expect(await ask("Will Nina have to pay?", chat)).toBe("Dave: No charge, it's under my 3 month guarantee.");
    expect(await ask("What does Dave think is wrong?", chat)).toContain("Probably the washer again.");
    // And in the graph's context, where his offer's turn is the only one saying when and his guess the only one guessing.
    expect(await ask("Which day is Dave coming?", plumberChatGraphContext)).toMatch(/^Dave: I can pop round Thursday morning/);
    expect(await ask("What does Dave think is wrong?", plumberChatGraphContext)).toContain("Probably the washer again.");
  });

  it("meets which phone with an iPhone, what is wrong with a crack, approving with going ahead, and a titled signature", async ({ expect }) => {
    const repair = passages(
      "Subject: Repair update - job 55120\nHi Grace,\nWe've had a look at your iPhone 13. The screen is cracked and the battery is at 71% health.\nThe repair takes about 2 hours once we have the parts, which arrive tomorrow.\nReply YES to go ahead, or collect the phone free of charge from our Park Street shop.\nFixIt Phones",
    );
    // "Phone" inside "iPhone" makes no name of "phone" in the question.
    expect(recapitalised("Which phone is being repaired?", parseContext(repair).sentences)).toBe("Which phone is being repaired?");
    expect(await ask("Which phone is being repaired?", repair)).toMatch(/^We've had a look at your iPhone 13\./);
    expect(await ask("What is wrong with the phone?", repair)).toMatch(/^(?:We've had a look at your iPhone 13\. )?The screen is cracked/);
    expect(await ask("How do I approve the repair?", repair)).toMatch(/^Reply YES to go ahead/);
    const notice = passages(
      "Update from Hillcrest Primary - Tuesday 12 January\nDue to heavy snow overnight, the school will be closed today.\nTeachers will set work on Google Classroom by 10 am.\nPlease keep children away from the frozen pond on the playing field.\nMrs J. Whitfield, Headteacher",
    );
    expect(await ask("Who wrote the update?", notice)).toContain("Mrs J. Whitfield, Headteacher");
    // A titled name inside the text is no signature.
    expect(parseContext("Dear parents,\nOur new head starts next week.\nMrs J. Whitfield, Headteacher\nwill visit every class on Monday.").sentences.map((x) => x.text)).not.toContain("Signed by Mrs J. Whitfield, Headteacher.");
  });

  it("meets what else with what is also said, and a discount with a percentage off", async ({ expect }) => {
    const offer = passages(
      "Subject: Congratulations - Harper Engineering Scholarship\nDear Amir,\nWe are delighted to offer you the Harper Engineering Scholarship for your degree at Leeds.\nThe scholarship is worth 3,000 pounds a year for three years.\nYou will also be paired with a mentor from Harper Engineering and offered a paid summer placement after your second year.",
    );
    expect(await ask("What else comes with the scholarship?", offer)).toMatch(/^You will also be paired with a mentor/);
    const salon = passages(
      "Bella's Hair: Hi Chloe, sorry, Jess is off sick on Friday so we need to move your 2 pm cut and colour.\nChloe: Oh no, hope she feels better! What else have you got?\nBella's Hair: We could do Saturday at 10 with Jess, or Friday at 2 with Maria.\nChloe: I'd rather stay with Jess, Saturday at 10 please.\nBella's Hair: Lovely, you're booked. As an apology, 10% off your colour.",
    );
    expect(await ask("What discount did Chloe get?", salon)).toContain("10% off your colour");
  });

  it("reads a plural of a verb's noun as its verb, an application as the job's, and a call for takers as no question", async ({ expect }) => {
    expect(root("Cancellations")).toBe(root("cancel"));
    const spa = passages(
      "Booking confirmed - The Willow Spa\nGuest: Hannah Reid\nDate: Sunday 3 March, arrive 9:45 am for a 10 am start\nPrice: 145 pounds, paid in full.\nPlease bring a swimsuit; robes, towels and slippers are provided.\nCancellations within 48 hours are charged in full.",
    );
    expect(await ask("What is the cancellation policy?", spa)).toBe("Cancellations within 48 hours are charged in full.");
    const feedback = passages(
      "Subject: Your interview for Product Designer\nHi Sam,\nThank you for coming in on Wednesday to meet Priya and Tom.\nUnfortunately we have decided not to move forward with your application.\nThe panel liked your portfolio, especially the banking app redesign.",
    );
    expect(await ask("Did Sam get the job?", feedback)).toContain("we have decided not to move forward with your application");
    const swap = passages(
      "Irene: Book swap at the library on Saturday, anyone coming?\nPaul: Yes! What time does it start?\nIrene: 11 till 1. Bring up to five books and take as many as you bring.\nPaul: Do they have to be novels?\nIrene: Any books are fine, but no textbooks or magazines.",
    );
    expect(await ask("When is the book swap?", swap)).toMatch(/^Irene: Book swap at the library on Saturday, anyone coming\?/);
  });

  it("meets a van with its vehicle, a quote's amount with its price, and entering with the entries", async ({ expect }) => {
    const hire = passages(
      "Van hire agreement - Speedy Vans\nHirer: Daniel Okoro\nVehicle: Ford Transit, medium wheelbase\nCollection: Friday 6 June at 8 am from the Kingsway depot\nReturn: Saturday 7 June by 6 pm, with a full tank",
    );
    expect(await ask("Which van was hired?", hire)).toContain("Vehicle: Ford Transit, medium wheelbase");
    const quote = passages(
      "Subject: Your quote from ClearView Windows\nHello Mrs Evans,\nFor the six double-glazed windows at the front and the back door, the price is 4,600 pounds fitted.\nFitting takes two days and we remove and recycle the old frames.\nThis quote is valid for 30 days. A 500 pound deposit secures a fitting date.",
    );
    // Not the deposit, which the line saying "quote" names.
    expect(await ask("How much is the quote?", quote)).toMatch(/^For the six double-glazed windows at the front and the back door, the price is 4,600 pounds fitted\./);
    // Only for an amount asked: who sent the quote is who signed it, not a price.
    expect(analyzeQuestion("Who sent the quote?").terms).not.toContain(root("price"));
    expect(analyzeQuestion("What work does the quote cover?").terms).not.toContain(root("price"));
    const chat = passages(
      "Jade: Entries for the Cardiff half marathon open tomorrow at 9!\nSimon: I'm in. Last year it sold out in two hours.\nJade: Entry is 42 pounds, or 38 if you're in a club.",
    );
    expect(await ask("Which race are they entering?", chat)).toMatch(/^Jade: Entries for the Cardiff half marathon/);
  });

  it("lends a reply its question's words but not the one saying which kind both ask, and gets in touch by contacting", async ({ expect }) => {
    const chat = passages(
      "Priya: Offsite is confirmed for Thursday 12 March at the Riverside Hub.\nTom: Nice. What time do we start?\nPriya: Coffee from 9:30, first session at 10.\nAisha: Is lunch provided?\nPriya: Yes, a buffet at 12:30. Tell me dietary needs by Friday.\nTom: I'm vegan, and I'll bring the projector.\nAisha: I can't make the morning, I'll join after lunch.",
    );
    // "time" of "What time do we start?" made its reply answer every what-time question.
    expect(await ask("What time is lunch?", chat)).toContain("Priya: Yes, a buffet at 12:30.");
    expect(await ask("What time do we start?", chat)).toMatch(/^Priya: Coffee from 9:30, first session at 10\./);
    // A question asking another kind lends its kind's word as its subject.
    const baby = passages(
      "Hugo: Big news, Elena and I are expecting a baby in October!\nAmira: Congratulations!! How are you both feeling?\nHugo: Excited and terrified. Elena has been sick every morning, but the scan last week showed everything is fine.\nAmira: Do you know if it's a boy or a girl?\nHugo: Not yet, we find out at the 20-week scan in June.\nAmira: Have you thought about names?\nHugo: If it's a girl, Elena likes Sofia. I'm pushing for Luna.\nAmira: Both lovely. Are you staying in the flat?\nHugo: No, we're looking for a house with a garden near Elena's parents in Girona.",
    );
    expect(await ask("What name does Hugo want?", baby)).toContain("I'm pushing for Luna.");
    const letter = passages(
      "Dear Ms Okafor,\nRe: 14 Mill Street, Flat 3\nI am writing to give you notice that your rent will increase from £950 to £1,010 per month from 1 March.\nYour payment date stays the same, the 1st of each month, by standing order.\nIf you wish to discuss the increase, please contact me before 14 February.\nKind regards,\nMartin Hale",
    );
    expect(await ask("By when should she get in touch?", letter)).toMatch(/^If you wish to discuss the increase, please contact me before 14 February\./);
  });

  it("reads a letterhead as the sender, a running time as a length, a check-up as an appointment and a colour by its name", async ({ expect }) => {
    const letter = passages(
      "HM Revenue & Customs\nSelf Assessment reminder\nDear Mr Lewis,\nYour 2025 to 2026 tax return must reach us by 31 January 2027 if you file online.\nIf you miss the deadline you will be charged a £100 penalty, even if there is no tax to pay.",
    );
    expect(await ask("Who sent the reminder?", letter)).toMatch(/^HM Revenue & Customs\./);
    // A name of that form ending a letter with no closing signs it.
    const mail = passages("Subject: Your membership freeze is confirmed\nHi Tom,\nYour PureGym membership at Leeds Central is frozen from 1 May to 31 July.\nTo end the freeze early, use the app or speak to the front desk.\nPureGym Members Team");
    expect(await ask("Who sent the e-mail?", mail)).toBe("PureGym Members Team");
    // An exclaimed opening line titles the lines under it.
    const invite = passages("You're invited to Amara's baby shower!\nSunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.\nGift ideas: books for the baby's library rather than clothes.");
    expect(await ask("When is the baby shower?", invite)).toBe("You're invited to Amara's baby shower! Sunday 8 March, 2 pm to 5 pm");
    // The title is no letterhead: its words are not all capitalised.
    expect(await ask("Who sent the reminder?", passages("Self Assessment reminder\nDear Mr Lewis,\nYour tax return must reach us by 31 January 2027."))).not.toContain("Sent by");
    const ticket = passages(
      "Your e-ticket - Royal Exchange Theatre\nShow: The Crucible\nDate: Wednesday 18 March, 7:30 pm (doors 6:45 pm)\nSeat: Stalls, row F, seat 12\nRunning time: 2 hours 40 minutes including one interval\nPlease arrive 15 minutes early; latecomers will be seated at a suitable break.",
    );
    expect(await ask("How long is the show?", ticket)).toContain("Running time: 2 hours 40 minutes including one interval");
    expect(await ask("Where am I sitting?", ticket)).toMatch(/^Seat: Stalls, row F, seat 12/);
    expect(await ask("What happens if I'm late?", ticket)).toContain("latecomers will be seated at a suitable break");
    // An appointment with a dentist is a check-up (not the missed appointment fee).
    const sms = passages(
      "Smile Dental: Reminder of your check-up with Dr Patel on Monday 16 June at 10:40. Please arrive 10 minutes early. To cancel or rearrange, call 01632 960555 at least 24 hours before. A missed appointment fee of £25 applies.",
    );
    expect(await ask("What time is the appointment?", sms)).toMatch(/^Smile Dental: Reminder of your check-up with Dr Patel on Monday 16 June at 10:40\./);
    // "speed" is no "spe" + "-ed" (as "Speeds" roots as "speed"), and "frozen" is freezing.
    expect(root("speed")).toBe(root("speeds"));
    expect(root("frozen")).toBe(root("freeze"));
    const post = passages(
      "LOST DOG - Bramley area\nOur spaniel Poppy ran off in Bramley Woods on Sunday afternoon.\nShe is brown and white, wearing a red collar, and is microchipped.\nShe's nervous with strangers, so please don't chase her.",
    );
    expect(await ask("What colour is Poppy?", post)).toMatch(/^She is brown and white/);
    // Why a colour was chosen asks about the colour, not for one.
    expect(analyzeQuestion("What colour is Poppy?").relations).toEqual([]);
    expect(analyzeQuestion("Why did Nate choose that hair colour?").relations).toContain(root("colour"));
  });

  it("reads a plan put as a question and said yes to as said, and a question asking only its kind as of the turn before", async ({ expect }) => {
    const chat = passages(
      "Kai: Raid tonight? Server resets at 8.\nZoe: I'm in, but I can only play till 10.\nKai: Fine. We need a healer though.\nMax: I'll heal, my paladin is level 60 now.\nZoe: Nice! Meet at the north gate?\nKai: Yes, and bring fire resistance potions.\nMax: How many?\nKai: Five each should do.",
    );
    expect(await ask("Where will they meet?", chat)).toContain("Meet at the north gate?");
    expect(await ask("How many potions should each bring?", chat)).toContain("Kai: Five each should do.");
    // A question asked, though a turn's earlier sentence is none: "Can we bring the kids?" is no plan, "Of course" answers.
    const bbq = passages("Lucy: BBQ at ours on Saturday from 4!\nMark: Sounds great. Can we bring the kids?\nLucy: Of course, the more the merrier.");
    expect(await ask("Can kids come?", bbq)).toMatch(/^Lucy: Of course, the more the merrier\./);
  });

  it("reads a recurring date under an exclaimed title, a free price, a parent named as kin, and a reply's closing 'too'", async ({ expect }) => {
    const flyer = passages(
      "Story Time at Westfield Library!\nEvery Wednesday at 10:30am in the children's corner.\nFor ages 2 to 5 with a parent or carer.\nFree, no need to book.\nThis month's theme: under the sea.\nSession lasts about 45 minutes, with songs and a craft at the end.\nPrams can be left by the front desk.",
    );
    expect(await ask("When is story time?", flyer)).toContain("Every Wednesday at 10:30am");
    expect(await ask("How much does story time cost?", flyer)).toContain("Free, no need to book.");
    // Where a sum is named, "free of charge" is what the price leaves out.
    const removal = passages(
      "Subject: Your removal quote - Q-2291\nHi Mr Haddad,\nThanks for having us round on Monday. For the move from 14 Elm Grove to 3 Quarry Lane on 22 May, our price is 1,150 pounds including VAT.\nThat covers a 7.5-tonne lorry, three movers and packing of the kitchen. Wardrobe boxes are lent free of charge.\nA deposit of 200 pounds secures the date; the rest is due on the day.\nWe will arrive at 8 am and expect to finish by 4 pm.\nPlease note we cannot move the piano; we can recommend a specialist.\nBest wishes,\nKaren Doyle, Swift Removals",
    );
    expect(await ask("How much does the move cost?", removal)).toContain("1,150 pounds");
    const chat = passages(
      "Coach Dan: Reminder, no training this Saturday because the pitch is being re-turfed.\nPriya: Thanks Dan. Is the match on Sunday still happening?\nCoach Dan: Yes, kick-off 10:30 at Marsh Lane, please arrive by 10.\nLeo's dad: Does Leo need his away kit?\nCoach Dan: Yes, the blue one. Shin pads too.\nPriya: I can drive three kids if anyone needs a lift.",
    );
    expect(await ask("Which kit does Leo need?", chat)).toContain("Coach Dan: Yes, the blue one.");
    expect(await ask("What else should Leo bring?", chat)).toContain("Shin pads too.");
  });

  it("finds who hired in a receipt's customer, says a duration given of 'this' on the next line, and reads a field's 'it' as its own", async ({ expect }) => {
    const receipt = passages(
      "City Cycles - hire receipt\nCustomer: Nadia Kaur\nBike: hybrid, frame number HY-2219\nHire period: 3 days (Fri 4 Apr to Sun 6 Apr)\nTotal paid: £45.00 by card\nDeposit held: £100, refunded on return of the bike\nLate returns are charged £15 per day.\nHelmet and lock included.",
    );
    expect(await ask("Who hired the bike?", receipt)).toContain("Customer: Nadia Kaur");
    expect(analyzeQuestion("Who hired the bike?").implied?.[root("hire")]).toContain(root("customer"));
    const note = passages(
      "Statement of fitness for work\nPatient: Mr Gareth Lloyd\nCondition: lower back strain\nI advise that you are not fit for work.\nThis will be the case for 2 weeks, from 3 March 2025.\nI will not need to assess you again at the end of this period.\nComments: avoid heavy lifting; gentle walking is fine.\nDoctor: Dr S. Patel, Riverside Surgery",
    );
    expect(await ask("How long is he not fit for work?", note)).toContain("for 2 weeks");
    // A field's "it" is its label's: "Booking leave: request it ..." does not speak of the line before it.
    const handbook = passages(
      "Annual leave: 25 days a year plus public holidays, rising to 28 days after five years' service.\nBooking leave: request it in HRly at least two weeks ahead; your line manager approves it.\nSick leave: call your manager before 9:30 am on the first day. After seven days you need a fit note from your doctor.\nParental leave: see the separate family policy on the intranet.\nCarry-over: up to five unused days can be carried into the next year, and must be used by 31 March.",
    );
    expect(await ask("How much leave after five years?", handbook)).toMatch(/^Annual leave: 25 days a year/);
  });

  it("reads who a text is from, how to do what is asked, an example, and a letter's recipient and subject", async ({ expect }) => {
    const sms = passages(
      "Hi, it's Northgate Energy. Your next meter reading is due by 5 June. Submit it in the app or reply to this text with your reading, e.g. 04512. Your account number is 88310245. If you don't send a reading, we'll estimate your bill. Reply STOP to opt out.",
    );
    // "it's Northgate Energy" sends the text; "e.g." ends no sentence.
    expect(await ask("Which company sent the text?", sms)).toBe("Hi, it's Northgate Energy.");
    expect(await ask("What is the example reading?", sms)).toContain("e.g. 04512.");
    // An instruction to do it answers how to, not what follows if it is not done ("we" speaking to "you" is no user).
    expect(await ask("How can I submit the reading?", sms)).toMatch(/^Submit it in the app/);
    expect(await ask("Can I reply with the reading?", sms)).toMatch(/^Yes\. Submit it in the app/);
    // A graph node holding the line alone quotes it once, not once for the line and once for its sender.
    const node = (name: string, content: string) => `Node: ${name}\n__node_content_start__\n${content}\n__node_content_end__\n`;
    const graph = ["Nodes:", node("Hi, it's Northgate Energy. Your next meter... [reading, reply, hi]", sms.split("\n")[1]!), node("northgate energy", "Hi, it's Northgate Energy.")].join("\n");
    expect(await ask("Which company sent the text?", graph)).toBe("Hi, it's Northgate Energy.");
    const repair = passages(
      "Subject: Repair update - job RP-30917\nHello Ms Ahmed,\nWe have inspected your Dell XPS 13. The keyboard has liquid damage and needs replacing.\nThe cost is \u00a3149 including parts and labour; the repair takes 3 working days once approved.\nYour data will not be affected.\nReply to this email to approve, or collect the laptop unrepaired for free.\nFixIt Computers, 22 Market Street",
    );
    expect(await ask("How do I approve the repair?", repair)).toContain("Reply to this email to approve");
    const letter = passages(
      "Dear Dr Hughes,\nRe: Mrs Anita Shah, date of birth 14/02/1968\nI would be grateful if you could see this patient, who has had pain and swelling in her right knee for three months.\nAn X-ray last week showed mild arthritis. Ibuprofen has helped only a little.\nShe is a keen walker and would like to stay active.\nShe is allergic to penicillin.\nYours sincerely,\nDr Laura Price\nOakfield Medical Centre",
    );
    expect(await ask("Who is the letter to?", letter)).toMatch(/^Dear Dr Hughes,/);
    // (The signature is read with the line under it that ends the letter, as one line would write it.)
    expect(await ask("Who wrote the letter?", letter)).toBe("Dr Laura Price, Oakfield Medical Centre");
    expect(await ask("Who is the patient?", letter)).toMatch(/^Re: Mrs Anita Shah/);
  });

  it("answers how to do something by an instruction or a means, a phone number by one to call, and not by a fee or 'till then'", async ({ expect }) => {
    const renewal = passages(
      "Subject: Time to renew your membership\nDear Ms Patel,\nYour Friends of the Harbour Museum membership ends on 30 November.\nRenewing costs \u00a345 a year, or \u00a340 if you pay by direct debit.\nMembers get free entry to all exhibitions, a 10% discount in the shop and two guest passes a year.\nRenew online at harbourmuseum.org/renew or call 0117 496 0321.\nThank you for your support,\nThe Membership Team",
    );
    // "Renew online ..." opens with the verb asked; "Time to renew your membership" only names what is renewed.
    expect(await ask("How can I renew?", renewal)).toMatch(/^Renew online at harbourmuseum\.org\/renew/);
    expect(await ask("What is the phone number?", renewal)).toContain("0117 496 0321");
    // "by Direct Debit" is the means, a slot a how-to question keeps ("your membership" above is none).
    const bill = passages(
      "Council Tax Bill 2027/28 - Westfield District Council\nAccount number: 60012345\nProperty: Flat 3, 22 Canal Street, band C\nAnnual charge: 1,842.00 pounds, less 25% single person discount: 1,381.50 pounds to pay.\nYou will pay by Direct Debit in 10 monthly instalments of 138.15 pounds, starting on 1 April.\nIf you move home, tell us within 21 days.\nTo check your band or report a change, visit westfield.gov.example/counciltax.",
    );
    expect(await ask("How do I pay?", bill)).toContain("You will pay by Direct Debit");
    // A field's "pounds to pay" is no instruction: on the graph's context (as the API builds it for this bill) it would
    // outrank the means.
    const billGraph = "Nodes:\nNode: This chunk is about: - People: gov.... [westfield, council, band]\n__node_content_start__\nThis chunk is about:\n- People: gov.\n- Organizations: Westfield District Council\n- Places: Canal Street\n- Concepts: Tax Bill, C, Direct Debit, pound, band\nFacts:\n- Council Tax Bill 2027/28 - Westfield District Council\n- Account number: 60012345\n- Property: Flat 3, 22 Canal Street, band C Annual charge: 1,842.00 pounds, less 25% single person discount: 1,381.50 pounds to pay.\n- You will pay by Direct Debit in 10 monthly instalments of 138.15 pounds, starting on 1 April.\n- If you move home, tell us within 21 days.\n- To check your band or report a change, visit westfield.gov.example/counciltax.\n__node_content_end__\n\nNode: Council Tax Bill 2027/28 - Westfield District... [pounds, council, westfield]\n__node_content_start__\nCouncil Tax Bill 2027/28 - Westfield District Council\nAccount number: 60012345\nProperty: Flat 3, 22 Canal Street, band C\nAnnual charge: 1,842.00 pounds, less 25% single person discount: 1,381.50 pounds to pay.\nYou will pay by Direct Debit in 10 monthly instalments of 138.15 pounds, starting on 1 April.\nIf you move home, tell us within 21 days.\nTo check your band or report a change, visit westfield.gov.example/counciltax.\n__node_content_end__\n\nNode: tax bill\n__node_content_start__\nCouncil Tax Bill 2027/28 - Westfield District Council\n__node_content_end__\n\nNode: direct debit\n__node_content_start__\nYou will pay by Direct Debit in 10 monthly instalments of 138.15 pounds, starting on 1 April.\n__node_content_end__\n\nNode: 10 monthly instalments\n__node_content_start__\nYou will pay by Direct Debit in 10 monthly instalments of 138.15 pounds, starting on 1 April.\n__node_content_end__\n\nNode: 1,381.50 pounds\n__node_content_start__\nProperty: Flat 3, 22 Canal Street, band C\nAnnual charge: 1,842.00 pounds, less 25% single person discount: 1,381.50 pounds to pay.\n__node_content_end__\n\nNode: 1,842.00 pounds\n__node_content_start__\nProperty: Flat 3, 22 Canal Street, band C\nAnnual charge: 1,842.00 pounds, less 25% single person discount: 1,381.50 pounds to pay.\n__node_content_end__\n\nNode: 138.15 pounds\n__node_content_start__\nYou will pay by Direct Debit in 10 monthly instalments of 138.15 pounds, starting on 1 April.\n__node_content_end__\n\nNode: canal street\n__node_content_start__\nProperty: Flat 3, 22 Canal Street, band C\nAnnual charge: 1,842.00 pounds, less 25% single person discount: 1,381.50 pounds to pay.\n__node_content_end__\n\nNode: westfield district council\n__node_content_start__\nCouncil Tax Bill 2027/28 - Westfield District Council\n__node_content_end__\n\nNode: money\n__node_content_start__\nmoney\n__node_content_end__\n\nNode: concept\n__node_content_start__\nconcept\n__node_content_end__\n\nNode: gov.\n__node_content_start__\nTo check your band or report a change, visit westfield.gov.example/counciltax.\n__node_content_end__\n\n\nConnections:\nThis chunk is about: - People: gov.... [westfield, council, band] --[made_from]--> Council Tax Bill 2027/28 - Westfield District... [pounds, council, westfield]\nCouncil Tax Bill 2027/28 - Westfield District... [pounds, council, westfield] --[contains]--> tax bill  (Document chunk mentions tax bill: Council Tax Bill 2027/28 - Westfield District Council)\nCouncil Tax Bill 2027/28 - Westfield District... [pounds, council, westfield] --[contains]--> direct debit  (Document chunk mentions direct debit: You will pay by Direct Debit in 10 monthly instalments of 138.15 pounds, starting on 1 April.)\nCouncil Tax Bill 2027/28 - Westfield District... [pounds, council, westfield] --[contains]--> 10 monthly instalments  (Document chunk mentions 10 monthly instalments: You will pay by Direct Debit in 10 monthly instalments of 138.15 pounds, starting on 1 April.)\nCouncil Tax Bill 2027/28 - Westfield District... [pounds, council, westfield] --[contains]--> 1,381.50 pounds  (Document chunk mentions 1,381.50 pounds: Property: Flat 3, 22 Canal Street, band C\nAnnual charge: 1,842.00 pounds, less 25% single person discount: 1,381.50 pounds to pay.)\nCouncil Tax Bill 2027/28 - Westfield District... [pounds, council, westfield] --[contains]--> 1,842.00 pounds  (Document chunk mentions 1,842.00 pounds: Property: Flat 3, 22 Canal Street, band C\nAnnual charge: 1,842.00 pounds, less 25% single person discount: 1,381.50 pounds to pay.)\nCouncil Tax Bill 2027/28 - Westfield District... [pounds, council, westfield] --[contains]--> 138.15 pounds  (Document chunk mentions 138.15 pounds: You will pay by Direct Debit in 10 monthly instalments of 138.15 pounds, starting on 1 April.)\nCouncil Tax Bill 2027/28 - Westfield District... [pounds, council, westfield] --[contains]--> canal street  (Document chunk mentions canal street: Property: Flat 3, 22 Canal Street, band C\nAnnual charge: 1,842.00 pounds, less 25% single person discount: 1,381.50 pounds to pay.)\nCouncil Tax Bill 2027/28 - Westfield District... [pounds, council, westfield] --[contains]--> westfield district council  (Document chunk mentions westfield district council: Council Tax Bill 2027/28 - Westfield District Council)\n1,381.50 pounds --[is_a]--> money  (1,381.50 pounds is a money.)\n1,842.00 pounds --[is_a]--> money  (1,842.00 pounds is a money.)\n138.15 pounds --[is_a]--> money  (138.15 pounds is a money.)\ntax bill --[is_a]--> concept  (tax bill is a concept.)\nCouncil Tax Bill 2027/28 - Westfield District... [pounds, council, westfield] --[contains]--> gov.  (Document chunk mentions gov.: To check your band or report a change, visit westfield.gov.example/counciltax.)\ndirect debit --[is_a]--> concept  (direct debit is a concept.)";
    expect(await ask("How do I pay?", billGraph)).toContain("You will pay by Direct Debit");
    // "Court fee: £14, paid" names a sum, which neither question asks.
    const booking = passages(
      "Booking confirmed - Parkside Tennis Club\nCourt 3 (indoor), Thursday 9 October, 18:00-19:00\nBooked by: Marcus Lee\nPlayers: 2\nCourt fee: \u00a314, paid\nFloodlights are included for indoor courts.\nPlease wear non-marking shoes. Cancellations less than 24 hours before are not refunded.",
    );
    expect(await ask("Which court is booked?", booking)).toMatch(/^Court 3 \(indoor\), Thursday 9 October/);
    expect(await ask("When is the court booked?", booking)).toMatch(/^Court 3 \(indoor\), Thursday 9 October/);
    const chat = passages(
      "Zara: The washing machine is leaking again 😩\nBen: Seriously? I only used it yesterday.\nZara: There's water all over the kitchen floor.\nMia: I'll text the landlord now.\nMia: He says a plumber can come Friday morning.\nBen: I work from home Friday, I'll let him in.\nZara: Thanks Ben. Don't use it till then!",
    );
    expect(await ask("When did Ben last use the machine?", chat)).toBe("Ben: Seriously? I only used it yesterday.");
  });

  it("reads 'Q&A' as a word, a gate by its number, a record's date for what its other lines call it, and a time of day for 'what time'", async ({ expect }) => {
    const webinar = passages(
      "Subject: You're registered: Scaling Postgres for SaaS\nHi Tomasz,\nThanks for registering for our live webinar, Scaling Postgres for SaaS.\nDate: Wednesday 10 December\nTime: 16:00 GMT (lasts about 45 minutes)\nSpeaker: Dr Amara Chen, Head of Data at Bytebase\nJoin link: we'll email it one hour before the start.\nCan't make it? A recording will be sent to all registrants within 48 hours.\nBring your questions - there'll be a 15-minute Q&A at the end.\nThe Cloudbase Events Team",
    );
    // "Q&A" is one word, not two letters too short to count.
    expect(await ask("How long is the Q&A?", webinar)).toContain("15-minute Q&A");
    // The date field is the webinar's, which only a line naming no date calls a webinar.
    expect(await ask("When is the webinar?", webinar)).toBe("Date: Wednesday 10 December");
    // "What time" asks the time of day: the "Time" field, not the "Date" one.
    expect(await ask("What time does the webinar start?", webinar)).toMatch(/^Time: 16:00 GMT/);
    // "Running time" is a length, no time of day; the date field holds the curtain's time.
    const ticket = passages("Your e-ticket - Royal Exchange Theatre\nShow: The Crucible\nDate: Wednesday 18 March, 7:30 pm (doors 6:45 pm)\nSeat: Stalls, row F, seat 12\nRunning time: 2 hours 40 minutes including one interval\nPlease arrive 15 minutes early; latecomers will be seated at a suitable break.\nBooking reference: RX-40418");
    expect(await ask("What time does the show start?", ticket)).toMatch(/^Date: Wednesday 18 March, 7:30 pm/);
    const ticketGraph = "Nodes:\nNode: This chunk is about: - Concepts: Exchange,... [pm, rx, 40418]\n__node_content_start__\nThis chunk is about:\n- Concepts: Exchange, Crucible, F, RX-40418, pm, minute\nFacts:\n- Date: Wednesday 18 March, 7:30 pm (doors 6:45 pm)\n- Seat: Stalls, row F, seat 12 Running time: 2 hours 40 minutes including one interval Please arrive 15 minutes early; latecomers will be seated at a suitable break.\n- Booking reference: RX-40418\n__node_content_end__\n\nNode: Your e-ticket - Royal Exchange Theatre Show:... [pm, seat, minutes]\n__node_content_start__\nYour e-ticket - Royal Exchange Theatre\nShow: The Crucible\nDate: Wednesday 18 March, 7:30 pm (doors 6:45 pm)\nSeat: Stalls, row F, seat 12\nRunning time: 2 hours 40 minutes including one interval\nPlease arrive 15 minutes early; latecomers will be seated at a suitable break.\nBooking reference: RX-40418\n__node_content_end__\n\nNode: one interval\n__node_content_start__\nSeat: Stalls, row F, seat 12\nRunning time: 2 hours 40 minutes including one interval\nPlease arrive 15 minutes early; latecomers will be seated at a suitable break.\n__node_content_end__\n\nNode: exchange\n__node_content_start__\nYour e-ticket - Royal Exchange Theatre\n__node_content_end__\n\nNode: concept\n__node_content_start__\nconcept\n__node_content_end__\n\nNode: crucible\n__node_content_start__\nShow: The Crucible\n__node_content_end__\n\nNode: f\n__node_content_start__\nSeat: Stalls, row F, seat 12\nRunning time: 2 hours 40 minutes including one interval\nPlease arrive 15 minutes early; latecomers will be seated at a suitable break.\n__node_content_end__\n\nNode: theatreticket-0.txt\n__node_content_start__\ntheatreticket-0.txt\n__node_content_end__\n\nNode: rx-40418\n__node_content_start__\nBooking reference: RX-40418\n__node_content_end__\n\nNode: quantity\n__node_content_start__\nquantity\n__node_content_end__\n\n\nConnections:\nThis chunk is about: - Concepts: Exchange,... [pm, rx, 40418] --[made_from]--> Your e-ticket - Royal Exchange Theatre Show:... [pm, seat, minutes]\nYour e-ticket - Royal Exchange Theatre Show:... [pm, seat, minutes] --[contains]--> one interval  (Document chunk mentions one interval: Seat: Stalls, row F, seat 12\nRunning time: 2 hours 40 minutes including one interval\nPlease arrive 15 minutes early; latecomers will be seated at a suitable break.)\nYour e-ticket - Royal Exchange Theatre Show:... [pm, seat, minutes] --[contains]--> exchange  (Document chunk mentions exchange: Your e-ticket - Royal Exchange Theatre)\nexchange --[is_a]--> concept  (exchange is a concept.)\nYour e-ticket - Royal Exchange Theatre Show:... [pm, seat, minutes] --[contains]--> crucible  (Document chunk mentions crucible: Show: The Crucible)\nYour e-ticket - Royal Exchange Theatre Show:... [pm, seat, minutes] --[contains]--> f  (Document chunk mentions f: Seat: Stalls, row F, seat 12\nRunning time: 2 hours 40 minutes including one interval\nPlease arrive 15 minutes early; latecomers will be seated at a suitable break.)\nYour e-ticket - Royal Exchange Theatre Show:... [pm, seat, minutes] --[is_part_of]--> theatreticket-0.txt  (Your e-ticket - Royal Exchange Theatre Show: The Crucible Date: Wednesday 18\u2026 is part of theatreticket-0.txt.)\nYour e-ticket - Royal Exchange Theatre Show:... [pm, seat, minutes] --[contains]--> rx-40418  (Document chunk mentions rx-40418: Booking reference: RX-40418)\none interval --[is_a]--> quantity  (one interval is a quantity.)\ncrucible --[is_a]--> concept  (crucible is a concept.)\nf --[is_a]--> concept  (f is a concept.)\nrx-40418 --[is_a]--> concept  (rx-40418 is a concept.)";
    expect(await ask("What time does the show start?", ticketGraph)).toContain("Date: Wednesday 18 March, 7:30 pm");
    // A day is no time of day: "2 pm" answers, not "Saturday at 10" (on the graph's context, as the API builds it).
    const salonGraph = "Nodes:\nNode: This chunk is about: - People: Chloe,... [chloe, jess, hair]\n__node_content_start__\nThis chunk is about:\n- People: Chloe, Jess, Maria\n- Concepts: Hair, colour\nFacts:\n- Bella's Hair: Hi Chloe, sorry, Jess is off sick on Friday so we need to move your 2 pm cut and colour.\n- Chloe: Oh no, hope she feels better!\n- Bella's Hair: We could do Saturday at 10 with Jess, or Friday at 2 with Maria.\n- Chloe: I'd rather stay with Jess, Saturday at 10 please.\n- Bella's Hair: Lovely, you're booked.\n- As an apology, 10% off your colour.\n- Chloe: That's kind, thank you!\n__node_content_end__\n\nNode: Bella's Hair: Hi Chloe, sorry, Jess is... [chloe, bella, hair]\n__node_content_start__\nBella's Hair: Hi Chloe, sorry, Jess is off sick on Friday so we need to move your 2 pm cut and colour.\nChloe: Oh no, hope she feels better! What else have you got?\nBella's Hair: We could do Saturday at 10 with Jess, or Friday at 2 with Maria.\nChloe: I'd rather stay with Jess, Saturday at 10 please.\nBella's Hair: Lovely, you're booked. As an apology, 10% off your colour.\nChloe: That's kind, thank you!\n__node_content_end__\n\nNode: hair\n__node_content_start__\nBella's Hair: Hi Chloe, sorry, Jess is off sick on Friday so we need to move your 2 pm cut and colour.\n__node_content_end__\n\nNode: maria\n__node_content_start__\nBella's Hair: We could do Saturday at 10 with Jess, or Friday at 2 with Maria.\n__node_content_end__\n\nNode: person\n__node_content_start__\nperson\n__node_content_end__\n\nNode: concept\n__node_content_start__\nconcept\n__node_content_end__\n\nNode: chloe\n__node_content_start__\nBella's Hair: Hi Chloe, sorry, Jess is off sick on Friday so we need to move your 2 pm cut and colour.\n__node_content_end__\n\nNode: jess\n__node_content_start__\nBella's Hair: Hi Chloe, sorry, Jess is off sick on Friday so we need to move your 2 pm cut and colour.\n__node_content_end__\n\nNode: 10%\n__node_content_start__\nAs an apology, 10% off your colour.\n__node_content_end__\n\nNode: salontext-0.txt\n__node_content_start__\nsalontext-0.txt\n__node_content_end__\n\nNode: quantity\n__node_content_start__\nquantity\n__node_content_end__\n\n\nConnections:\nThis chunk is about: - People: Chloe,... [chloe, jess, hair] --[made_from]--> Bella's Hair: Hi Chloe, sorry, Jess is... [chloe, bella, hair]\nBella's Hair: Hi Chloe, sorry, Jess is... [chloe, bella, hair] --[contains]--> hair  (Document chunk mentions hair: Bella's Hair: Hi Chloe, sorry, Jess is off sick on Friday so we need to move your 2 pm cut and colour.)\nBella's Hair: Hi Chloe, sorry, Jess is... [chloe, bella, hair] --[contains]--> maria  (Document chunk mentions maria: Bella's Hair: We could do Saturday at 10 with Jess, or Friday at 2 with Maria.)\nmaria --[is_a]--> person  (maria is a person.)\nhair --[is_a]--> concept  (hair is a concept.)\nBella's Hair: Hi Chloe, sorry, Jess is... [chloe, bella, hair] --[contains]--> chloe  (Document chunk mentions chloe: Bella's Hair: Hi Chloe, sorry, Jess is off sick on Friday so we need to move your 2 pm cut and colour.)\nBella's Hair: Hi Chloe, sorry, Jess is... [chloe, bella, hair] --[contains]--> jess  (Document chunk mentions jess: Bella's Hair: Hi Chloe, sorry, Jess is off sick on Friday so we need to move your 2 pm cut and colour.)\nBella's Hair: Hi Chloe, sorry, Jess is... [chloe, bella, hair] --[contains]--> 10%  (Document chunk mentions 10%: As an apology, 10% off your colour.)\nBella's Hair: Hi Chloe, sorry, Jess is... [chloe, bella, hair] --[is_part_of]--> salontext-0.txt  (Bella's Hair: Hi Chloe, sorry, Jess is off sick on Friday so\u2026 is part of salontext-0.txt.)\nchloe --[is_a]--> person  (chloe is a person.)\njess --[is_a]--> person  (jess is a person.)\n10% --[is_a]--> quantity  (10% is a quantity.)";
    expect(await ask("What time was the original appointment?", salonGraph)).toContain("move your 2 pm cut and colour");
    // A gate is named by the number after it.
    const sms = passages(
      "BA0412 London Heathrow to Madrid: your flight is delayed. New departure time 20:25 (was 18:05). Gate now B36. Boarding will start 30 minutes before departure. As you are delayed over 2 hours, show this message at any cafe in Terminal 5 for a \u00a310 food voucher. Reply STOP to opt out.",
    );
    expect(await ask("Which gate is the flight at?", sms)).toMatch(/^Gate now B36\./);
  });

  it("reads a record's heading line of names and numbers as its when and where, a room by its letter, and 'cafe' as 'café'", async ({ expect }) => {
    const talk = passages(
      "Room B, 14:30-15:15\nTalk: Shipping faster with feature flags\nSpeaker: Leila Haddad, Staff Engineer at Trellis\nLeila will show how Trellis moved from monthly releases to deploying 40 times a day. She covers flag hygiene, how to remove old flags, and the outage that taught them to test the 'off' path. Suitable for: engineers and team leads. Slides will be shared on the conference site after the talk.",
    );
    // "Room B, 14:30-15:15" heads the listing: its time is the talk's, which only lines naming no time call a talk;
    // "Talk: Shipping faster ..." names the talk, no time.
    expect(await ask("When does the talk start?", talk)).toMatch(/^Room B, 14:30-15:15/);
    expect(await ask("Which room is the talk in?", talk)).toContain("Room B");
    // The café's address heads the advert, which calls it a café only in a line naming no place.
    const advert = passages(
      "We're hiring: Weekend Barista\nBean There Coffee, 41 Market Street, Hebden Bridge\nHours: Saturdays and Sundays, 8 am to 4 pm\nPay: \u00a312.50 an hour plus tips\nNo experience needed - full training is given.\nYou'll make drinks, serve customers and keep the caf\u00e9 clean.\nPerks: free coffee on shift and 50% off food.\nTo apply, send your CV to jobs@beanthere.example by 30 January.",
    );
    expect(await ask("Where is the cafe?", advert)).toBe("Bean There Coffee, 41 Market Street, Hebden Bridge");
    // A line saying its own date keeps it ("RSVP to Joy by 22 February"), against the invitation's heading line (on the
    // graph's context, as the API builds it).
    const shower = "Nodes:\nNode: This chunk is about: - Places: Lane,... [joy, baby, pm]\n__node_content_start__\nThis chunk is about:\n- Places: Lane, Bristol\n- Concepts: Amara, Orangery, Joy, RSVP, baby, pm\nFacts:\n- You're invited to Amara's baby shower!\n- Sunday 8 March, 2 pm to 5 pm The Orangery, 12 Park Lane, Bristol Afternoon tea will be served; please tell Joy about any allergies.\n- Gift ideas: books for the baby's library rather than clothes.\n- RSVP to Joy by 22 February on 07700 900321.\n__node_content_end__\n\nNode: You're invited to Amara's baby shower! Sunday... [baby, pm, joy]\n__node_content_start__\nYou're invited to Amara's baby shower!\nSunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.\nGift ideas: books for the baby's library rather than clothes.\nRSVP to Joy by 22 February on 07700 900321.\n__node_content_end__\n\nNode: 12 park\n__node_content_start__\nSunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.\n__node_content_end__\n\nNode: lane\n__node_content_start__\nSunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.\n__node_content_end__\n\nNode: rsvp\n__node_content_start__\nRSVP to Joy by 22 February on 07700 900321.\n__node_content_end__\n\nNode: joy\n__node_content_start__\nSunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.\n__node_content_end__\n\nNode: bristol\n__node_content_start__\nSunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.\n__node_content_end__\n\nNode: babyshower-0.txt\n__node_content_start__\nbabyshower-0.txt\n__node_content_end__\n\nNode: location\n__node_content_start__\nlocation\n__node_content_end__\n\nNode: concept\n__node_content_start__\nconcept\n__node_content_end__\n\nNode: quantity\n__node_content_start__\nquantity\n__node_content_end__\n\nNode: amara\n__node_content_start__\nYou're invited to Amara's baby shower!\n__node_content_end__\n\nNode: orangery\n__node_content_start__\nSunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.\n__node_content_end__\n\n\nConnections:\nThis chunk is about: - Places: Lane,... [joy, baby, pm] --[made_from]--> You're invited to Amara's baby shower! Sunday... [baby, pm, joy]\nYou're invited to Amara's baby shower! Sunday... [baby, pm, joy] --[contains]--> 12 park  (Document chunk mentions 12 park: Sunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.)\nYou're invited to Amara's baby shower! Sunday... [baby, pm, joy] --[contains]--> lane  (Document chunk mentions lane: Sunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.)\nYou're invited to Amara's baby shower! Sunday... [baby, pm, joy] --[contains]--> rsvp  (Document chunk mentions rsvp: RSVP to Joy by 22 February on 07700 900321.)\nYou're invited to Amara's baby shower! Sunday... [baby, pm, joy] --[contains]--> joy  (Document chunk mentions joy: Sunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.)\nYou're invited to Amara's baby shower! Sunday... [baby, pm, joy] --[contains]--> bristol  (Document chunk mentions bristol: Sunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.)\nYou're invited to Amara's baby shower! Sunday... [baby, pm, joy] --[is_part_of]--> babyshower-0.txt  (You're invited to Amara's baby shower! Sunday 8 March, 2 pm to\u2026 is part of babyshower-0.txt.)\nlane --[is_a]--> location  (lane is a location.)\nrsvp --[is_a]--> concept  (rsvp is a concept.)\njoy --[is_a]--> concept  (joy is a concept.)\n12 park --[is_a]--> quantity  (12 park is a quantity.)\nYou're invited to Amara's baby shower! Sunday... [baby, pm, joy] --[contains]--> amara  (Document chunk mentions amara: You're invited to Amara's baby shower!)\nbristol --[is_a]--> location  (bristol is a location.)\nYou're invited to Amara's baby shower! Sunday... [baby, pm, joy] --[contains]--> orangery  (Document chunk mentions orangery: Sunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.)\namara --[is_a]--> concept  (amara is a concept.)";
    expect(await ask("By when should I RSVP?", shower)).toMatch(/^RSVP to Joy by 22 February/);
    // A conversation's time stamp heads nothing.
    const hospital = "[10:15 am on 2 March, 2027]\nAmy: Dad had a fall on Tuesday, he's in St James's hospital with a broken hip.\nNoor: Oh no, I'm so sorry. How is he?\nAmy: In a lot of pain, but the surgery went well yesterday. They put in a metal plate.\nNoor: That's a relief. How long will he be in?\nAmy: At least a week, then a few weeks of physio at home.\nNoor: Is there anything I can do?\nAmy: Could you feed his cat, Smudge, on Thursday and Friday? I'll be at the hospital all day.\nNoor: Of course. Where's the key?\nAmy: Under the blue plant pot by the back door.\n\n[6:40 pm on 20 March, 2027]\nAmy: Dad's home! He's walking with a frame already.\nNoor: That's wonderful news. How's he finding it?\nAmy: Frustrated, he hates being slow. But the physio, Grace, says he's ahead of schedule.";
    expect(await ask("How long will Amy's dad stay in hospital?", hospital)).toContain("At least a week");
  });

  it("reads who replied from a letter's signature, a stopped kettle as what went wrong, and a desk as a place, not one spoken to", async ({ expect }) => {
    const reply = passages(
      "Dear Mr Novak,\nThank you for contacting Brightline about your KettlePro 3000.\nWe're sorry it stopped heating after 8 months. As it is still within the 2-year warranty, we will send you a replacement free of charge.\nYour claim number is BL-55102.\nThe new kettle should arrive within 5 working days by DPD.\nYou don't need to return the faulty one; please recycle it at your local tip.\nKind regards,\nAisha, Customer Care",
    );
    // A reply is written by whoever signs it.
    expect(await ask("Who replied?", reply)).toContain("Aisha");
    // What went wrong is what stopped ("it stopped heating"), not the replacement's delivery.
    expect(await ask("What went wrong with the kettle?", reply)).toMatch(/^We're sorry it stopped heating/);
    // "at the front desk" is a place; "speak to Bridget" names whom to speak to, no place.
    const rota = passages(
      "Food bank rota - December\nMondays: Jenny and Carl sort donations, 10 am to 1 pm.\nWednesdays: Omar drives the van to Tesco for the collection at 9.\nFridays: everyone helps pack parcels from 2 pm.\nWe're closed from 24 December to 2 January.\nNew volunteers should speak to Bridget, our coordinator.\nPlease sign in at the front desk every time.",
    );
    expect(await ask("Where should volunteers sign in?", rota)).toBe("Please sign in at the front desk every time.");
  });

  it("reads what a thing was for from the 'for' after it, not its sum", async ({ expect }) => {
    const reminder = passages(
      "Reminder: invoice INV-2043 is overdue\nHi Jordan,\nOur records show that invoice INV-2043 for \u00a3640.00, for the website redesign, was due on 31 October and has not been paid.\nPlease pay by bank transfer to sort code 20-45-77, account 60123456, using the invoice number as the reference.\nIf payment is not received by 21 November, a late fee of \u00a340 will be added.\nIf you have already paid, please ignore this email.\nThanks,\nMei Chen, Pixel & Pine Studio",
    );
    // "for £640.00" is the sum; "for the website redesign" what the invoice was for.
    expect(await ask("What was the invoice for?", reminder)).toMatch(
      /^Our records show that invoice INV-2043 for £640\.00, for the website redesign/,
    );
  });

  it("reads a job from the one named, a qualified noun apart from a field naming it bare, and any form of 'get' as none", async ({ expect }) => {
    const farewell = passages(
      "Subject: Goodbye and thank you\nHi all,\nToday is my last day at Finch Analytics after six years. I'm joining Monzo as a data science manager in January.\nThanks especially to Grace, who hired me, and to the forecasting team for putting up with my spreadsheets.\nLeaving drinks are at The Crown from 5:30 tonight - first round's on me.\nMy personal email is sam.ortiz@example.com if you want to keep in touch.\nHandover notes for the churn model are in the shared drive under 'Sam handover'.\nSam",
    );
    // The job is the one named ("as a data science manager"), though the line never says "job".
    expect(await ask("What will Sam's new job be?", farewell)).toContain("data science manager");
    const ride = passages(
      "Club ride - Sunday 12 April\nThis week's ride is the 65 km loop to Ilkley, meeting at 8:30 at the Otley bandstand for an 8:45 start.\nWe'll stop for coffee at Caf\u00e9 Velo at about halfway.\nRide leader: Priya Shah. Back marker: Tom Green.\nMudguards please, the lanes will be wet.\nIf you're new, the 30 km social ride leaves at the same time with Hannah.\nExpected back by 1 pm.\nIn case of ice the ride is cancelled; check the WhatsApp group by 7 am.",
    );
    // "the social ride" is not the ride "Ride leader:" is about; the ride leader is still asked as such.
    expect(await ask("Who leads the social ride?", ride)).toMatch(/with Hannah\./);
    expect(await ask("Who leads the social ride?", ride)).not.toMatch(/^Ride leader/);
    expect(await ask("Who is the ride leader?", ride)).toContain("Priya Shah");
    // On the graph's context (as the API builds it), where the heading lends "ride" to both lines, the line saying
    // "social ride" as the question does outweighs the field.
    const rideGraph = "Nodes:\nNode: This chunk is about: - People: Tom... [ride, hannah, whatsapp]\n__node_content_start__\nThis chunk is about:\n- People: Tom Green, Hannah\n- Organizations: WhatsApp group\n- Concepts: Ilkley, Otley bandstand, Caf\u00e9 Velo, Priya Shah, Mudguards, ride\nFacts:\n- Club ride - Sunday 12 April\n- This week's ride is the 65 km loop to Ilkley, meeting at 8:30 at the Otley bandstand for an 8:45 start.\n- We'll stop for coffee at Caf\u00e9 Velo at about halfway.\n- Ride leader: Priya Shah.\n- Mudguards please, the lanes will be wet.\n- If you're new, the 30 km social ride leaves at the same time with Hannah.\n- Expected back by 1 pm.\n- In case of ice the ride is cancelled; check the WhatsApp group by 7 am.\n__node_content_end__\n\nNode: Club ride - Sunday 12 April This... [ride, km, 30]\n__node_content_start__\nClub ride - Sunday 12 April\nThis week's ride is the 65 km loop to Ilkley, meeting at 8:30 at the Otley bandstand for an 8:45 start.\nWe'll stop for coffee at Caf\u00e9 Velo at about halfway.\nRide leader: Priya Shah. Back marker: Tom Green.\nMudguards please, the lanes will be wet.\nIf you're new, the 30 km social ride leaves at the same time with Hannah.\nExpected back by 1 pm.\nIn case of ice the ride is cancelled; check the WhatsApp group by 7 am.\n__node_content_end__\n\nNode: whatsapp group\n__node_content_start__\nIn case of ice the ride is cancelled; check the WhatsApp group by 7 am.\n__node_content_end__\n\nNode: tom green\n__node_content_start__\nBack marker: Tom Green.\n__node_content_end__\n\nNode: 65 km\n__node_content_start__\nThis week's ride is the 65 km loop to Ilkley, meeting at 8:30 at the Otley bandstand for an 8:45 start.\n__node_content_end__\n\nNode: 30 km\n__node_content_start__\nIf you're new, the 30 km social ride leaves at the same time with Hannah.\n__node_content_end__\n\nNode: person\n__node_content_start__\nperson\n__node_content_end__\n\nNode: organization\n__node_content_start__\norganization\n__node_content_end__\n\nNode: hannah\n__node_content_start__\nIf you're new, the 30 km social ride leaves at the same time with Hannah.\n__node_content_end__\n\nNode: caf\u00e9 velo\n__node_content_start__\nWe'll stop for coffee at Caf\u00e9 Velo at about halfway.\n__node_content_end__\n\nNode: priya shah\n__node_content_start__\nRide leader: Priya Shah.\n__node_content_end__\n\nNode: ilkley\n__node_content_start__\nThis week's ride is the 65 km loop to Ilkley, meeting at 8:30 at the Otley bandstand for an 8:45 start.\n__node_content_end__\n\nNode: mudguards\n__node_content_start__\nMudguards please, the lanes will be wet.\n__node_content_end__\n\nNode: clubride-0.txt\n__node_content_start__\nclubride-0.txt\n__node_content_end__\n\nNode: otley bandstand\n__node_content_start__\nThis week's ride is the 65 km loop to Ilkley, meeting at 8:30 at the Otley bandstand for an 8:45 start.\n__node_content_end__\n\n\nConnections:\nThis chunk is about: - People: Tom... [ride, hannah, whatsapp] --[made_from]--> Club ride - Sunday 12 April This... [ride, km, 30]\nClub ride - Sunday 12 April This... [ride, km, 30] --[contains]--> whatsapp group  (Document chunk mentions whatsapp group: In case of ice the ride is cancelled; check the WhatsApp group by 7 am.)\nClub ride - Sunday 12 April This... [ride, km, 30] --[contains]--> tom green  (Document chunk mentions tom green: Back marker: Tom Green.)\nClub ride - Sunday 12 April This... [ride, km, 30] --[contains]--> 65 km  (Document chunk mentions 65 km: This week's ride is the 65 km loop to Ilkley, meeting at 8:30 at the Otley bandstand for an 8:45 start.)\nClub ride - Sunday 12 April This... [ride, km, 30] --[contains]--> 30 km  (Document chunk mentions 30 km: If you're new, the 30 km social ride leaves at the same time with Hannah.)\ntom green --[is_a]--> person  (tom green is a person.)\nwhatsapp group --[is_a]--> organization  (whatsapp group is an organization.)\nClub ride - Sunday 12 April This... [ride, km, 30] --[contains]--> hannah  (Document chunk mentions hannah: If you're new, the 30 km social ride leaves at the same time with Hannah.)\nClub ride - Sunday 12 April This... [ride, km, 30] --[contains]--> caf\u00e9 velo  (Document chunk mentions caf\u00e9 velo: We'll stop for coffee at Caf\u00e9 Velo at about halfway.)\nClub ride - Sunday 12 April This... [ride, km, 30] --[contains]--> priya shah  (Document chunk mentions priya shah: Ride leader: Priya Shah.)\nClub ride - Sunday 12 April This... [ride, km, 30] --[contains]--> ilkley  (Document chunk mentions ilkley: This week's ride is the 65 km loop to Ilkley, meeting at 8:30 at the Otley bandstand for an 8:45 start.)\nClub ride - Sunday 12 April This... [ride, km, 30] --[contains]--> mudguards  (Document chunk mentions mudguards: Mudguards please, the lanes will be wet.)\nClub ride - Sunday 12 April This... [ride, km, 30] --[is_part_of]--> clubride-0.txt  (Club ride - Sunday 12 April This week's ride is the 65\u2026 is part of clubride-0.txt.)\nClub ride - Sunday 12 April This... [ride, km, 30] --[contains]--> otley bandstand  (Document chunk mentions otley bandstand: This week's ride is the 65 km loop to Ilkley, meeting at 8:30 at the Otley bandstand for an 8:45 start.)\nhannah --[is_a]--> person  (hannah is a person.)";
    expect(await ask("Who leads the social ride?", rideGraph)).toMatch(/with Hannah\./);
    // "getting" says no more than "get": Kate's "Can we get flowers too?" answers, not Anna's "what are we getting her?".
    const gift = passages(
      "Anna: Mum's 60th is on 3 August, what are we getting her?\nJoe: She keeps talking about a pottery course.\nKate: There's a weekend one at Clayworks in Bath, \u00a3180.\nAnna: Perfect, that's \u00a360 each.\nJoe: I'll book it tonight and you can send me the money.\nKate: Can we get flowers too? I'll pick some up from the market on Saturday.\nAnna: And I'll order the cake from Mrs Lowe's bakery.\nJoe: Booked! It's the weekend of 23 August.",
    );
    expect(await ask("Who is getting the flowers?", gift)).toMatch(/^Kate: Can we get flowers too\?/);
  });

  it("reads where one is picked up from a common noun after 'from' ('from college')", async ({ expect }) => {
    const text = passages(
      "Hi Tom, it's Karen from Pass Fast Driving. Your next lesson is Tuesday 4 March, 5-7 pm. I'll pick you up from college, not home, as you asked. We'll practise roundabouts and parallel parking. Your test is booked for 2 April at 8:10 am at the Hendon test centre. Lessons are \u00a338 an hour, so \u00a376 for this one; please pay by card at the end. Text me if you need to cancel - I need 48 hours' notice or the lesson is charged.",
    );
    expect(await ask("Where will Karen pick Tom up?", text)).toMatch(/^I'll pick you up from college/);
    // A pocket is a place a thing is kept, as "school" is one a child is fetched from.
    const chat = passages(
      "Mia: Can anyone grab Leo from school today? I'm stuck at work till 6.\nJess: I can, I'm collecting Ava at 3:15 anyway.\nMia: You're a star. He has football club till 4 though.\nJess: No problem, we'll wait at the playground.\nMia: His inhaler is in the front pocket of his bag.\nJess: Got it. Shall I give him tea?\nMia: Yes please, he'll eat anything except mushrooms.",
    );
    expect(await ask("Where is Leo's inhaler?", chat)).toBe("Mia: His inhaler is in the front pocket of his bag.");
  });

  it("reads a letter's salutation as stating nothing but whom it is to, and where one will live from their accommodation", async ({ expect }) => {
    const letter = passages(
      "Dear Aisha,\nCongratulations! Your A-level results are: Chemistry A*, Biology A, Maths B.\nThis meets the conditions of your offer, so your place to study Medicine at the University of Leeds is confirmed.\nPlease accept your place on UCAS by 22 August.\nAccommodation: you have been given a room in Charles Morris Hall; the rent is \u00a3162 a week.\nWelcome week starts on Monday 15 September.\nBest wishes,\nAdmissions Office",
    );
    // "Dear Aisha," names her and says nothing of where she will live; her accommodation does.
    expect(await ask("Where will Aisha live?", letter)).toMatch(/^Accommodation: you have been given a room in Charles Morris Hall/);
    // Nor is it an answer where nothing else meets the question ("B" is no word the grades line shares): better no
    // answer than "Dear Aisha,".
    expect(await ask("Which subject did Aisha get a B in?", letter)).toBe(NO_ANSWER);
    // A who-question still reads whom the letter is to from it.
    expect(await ask("Who is the letter to?", letter)).toMatch(/^Dear Aisha/);
    // A quoted opening starts after the salutation and greeting (a graph node's sentences join them), but for whom.
    const opening = "Dear Aisha,. Congratulations! Your A-level results are: Chemistry A*, Biology A, Maths B.";
    expect(compose([opening], new Set())).toBe("Your A-level results are: Chemistry A*, Biology A, Maths B.");
    expect(compose([opening], new Set(), true)).toBe("Dear Aisha,. Congratulations!");
    // A turn's greeting goes, its speaker stays; a who-question keeps a "Sure." saying who agreed.
    expect(compose(["Caroline: Hey Mel! I went to a support group yesterday."], new Set())).toBe("Caroline: I went to a support group yesterday.");
    expect(compose(["Joe: Sure. I'll pull it tomorrow."], new Set(), true)).toBe("Joe: Sure. I'll pull it tomorrow.");
    // A turn's salutation before its thanks ("Hey Dave, thanks for checking in!") is one too.
    expect(compose(["Calvin: Hey Dave, thanks for checking in! The insurance process was a hassle."], new Set())).toBe("Calvin: The insurance process was a hassle.");
  });

  it("reads who did a record's work from its trade's field, a delay in working days as when, and a side played against as no place", async ({ expect }) => {
    const record = passages(
      "Brightsight Opticians - eye examination summary\nPatient: Daniel Achterberg\nDate of test: 14 October 2026\nOptometrist: Priya Lal\nYour prescription has changed slightly in the left eye.\nYou are eligible for a free NHS eye test because you are over 60.\nYour next eye test is due in 2 years.\nFrames ordered: Lindberg titanium, collection in 10 working days.",
    );
    // "Optometrist: Priya Lal" never says "carried out" nor "eye test"; the patient's field is no trade.
    expect(await ask("Who carried out the eye test?", record)).toMatch(/Optometrist: Priya Lal/);
    expect(await ask("When can the frames be collected?", record)).toMatch(/collection in 10 working days/);
    // "Who did Tom speak to?" asks no doer ("did" is its auxiliary): no agent's turn answers it as a trade's field (nor
    // does any other yet: the name stands only in the turns' labels).
    const call = passages(
      "Agent (Sofia): Hello, you're through to SkyLink baggage services. How can I help?\nCustomer (Tom Baines): My suitcase didn't arrive on flight SL 482 from Lisbon last night.\nAgent (Sofia): Thank you. I've opened a report. The bag was left in Lisbon and will be on tomorrow's 14:05 flight.\nAgent (Sofia): Keep the receipts. You can claim up to 50 euros a day for essentials through our website.",
    );
    expect(await ask("Who did Tom speak to?", call)).toBe(NO_ANSWER);
    expect(typedSpan("Frames ordered: Lindberg titanium, collection in 10 working days.", "date")).toBe("in 10 working days");
    expect(typedSpan("Team for Saturday's league match vs Kingston: board 1 me.", "place")).toBeNull();
    expect(typedSpan("Their place, the Kingston Quaker Hall, upstairs room.", "place")).toBe("Kingston Quaker Hall");
  });

  it("keeps a speaker's role on each sentence of the turn, and reads a dress code as what to wear, a validity as an expiry, and how soon as when", async ({ expect }) => {
    const chat = passages(
      "Leah: The bathroom extractor fan has stopped working again.\nLandlord (Gary): Ugh, sorry. I'll send Dave the electrician.\nLeah: When can he come?\nGary: He says Thursday between 8 and 10 am.",
    );
    expect(await ask("Who is the landlord?", chat)).toBe("Landlord (Gary): I'll send Dave the electrician.");
    // Two sentences of the turn read together show its label once.
    expect(await ask("Why is the landlord sorry?", chat)).toBe("Landlord (Gary): Ugh, sorry. I'll send Dave the electrician.");
    const permit = passages(
      "Resident parking permit - renewal confirmation\nPermit holder: Ms Fatima Noor\nVehicle registration: LR21 KWD\nZone: C (Elm Park)\nValid from 1 January 2027 to 31 December 2027\nThe permit is digital, so there is nothing to display in your car.\nIf you change your car, update your registration online within 14 days.",
    );
    expect(await ask("When does the permit expire?", permit)).toMatch(/^Valid from 1 January 2027 to 31 December 2027/);
    expect(analyzeQuestion("How soon must a new car be registered?").type).toBe("date");
    expect(await ask("How soon must a new car be registered?", permit)).toMatch(/^If you change your car, update your registration online within 14 days\./);
    const recital = passages(
      "Dear parents,\nOur spring piano recital will take place on Sunday 22 March at 3 pm in St Mary's Church hall.\nEach pupil will play one piece; please arrive 30 minutes early to warm up.\nDress code: smart, no trainers.\nRefreshments will be served in the interval.",
    );
    expect(await ask("What should pupils not wear?", recital)).toBe("Dress code: smart, no trainers.");
  });

  it("reads a reply by the question it answers and the turn that question points back to, a size in its units, and a trade's holder as who", async ({ expect }) => {
    const turns = [
      "Dad: Van's booked for Saturday, 8am. It's from Easy Hire on Kings Road.",
      "Sam: Can we fit the sofa in it?",
      "Dad: Should do, it's a 3.5 tonne Luton.",
      "Mum: I've packed the kitchen. The boxes with the blue tape are fragile.",
      "Sam: Where are the keys for the new flat?",
      "Mum: The estate agent is holding them until 2pm on Friday.",
      "Dad: Grandma said she'll look after the dog while we move.",
      "Sam: What about the broadband?",
      "Mum: Engineer's coming Monday between 8 and 1.",
    ];
    const move = passages(turns.join("\n"));
    // "Can we fit the sofa in it?" is about the van just booked: the reply says how big it is, not the booking's 8am.
    expect(await ask("How big is the van?", move)).toMatch(/^Dad: Should do, it's a 3\.5 tonne Luton\./);
    // So in hybrid context, where the entities repeat the turns (the measure outweighs the booking's line there too).
    const hybrid = [
      move,
      "",
      "## Relevant entities",
      "### Easy Hire (concept)",
      "Dad: It's from Easy Hire on Kings Road.",
      "",
      "### Sam (person)",
      "Sam: Can we fit the sofa in it?",
      "",
      "### Kings Road (location)",
      "Dad: It's from Easy Hire on Kings Road.",
      "",
      "### Dad (person)",
      "Dad: Van's booked for Saturday, 8am.",
      "",
      "### kitchen (concept)",
      "Mum: I've packed the kitchen.",
      "- Mum has packed the kitchen.",
      "",
      "### Mum (person)",
      "Mum: I've packed the kitchen.",
      "- Mum has packed the kitchen.",
      "",
      "### Luton (concept)",
      "Dad: Should do, it's a 3.5 tonne Luton.",
      "",
      "### 3.5 tonne (quantity)",
      "Dad: Should do, it's a 3.5 tonne Luton.",
    ].join("\n");
    expect(await ask("How big is the van?", hybrid)).toMatch(/^Dad: Should do, it's a 3\.5 tonne Luton\./);
    // "The estate agent" is who, as a name would be.
    expect(await ask("Who has the keys to the new flat?", move)).toBe("Mum: The estate agent is holding them until 2pm on Friday.");
  });

  it("reads a support chat: damage as cracked, help as the support's, the broken one as the thing, a voucher as compensation, a courier by its name", async ({ expect }) => {
    const chat = passages(
      [
        "Hannah: Hi, my order #88213 arrived but the blender jug is cracked.",
        "Leo (Support): Sorry to hear that, Hannah! Could you send a photo of the damage?",
        "Hannah: Just attached it.",
        "Leo (Support): Thanks. I've arranged a replacement jug, which should arrive in 3-5 working days.",
        "Hannah: Do I need to send the broken one back?",
        "Leo (Support): No, please recycle it. You'll also get a £10 voucher for the trouble.",
        "Hannah: Great, thanks. Will it come by Royal Mail?",
        "Leo (Support): It'll come by DPD, and you'll get a tracking link by text.",
      ].join("\n"),
    );
    expect(await ask("What was damaged?", chat)).toMatch(/the blender jug is cracked/);
    expect(await ask("Who helped Hannah?", chat)).toMatch(/^Leo \(Support\):/);
    expect(await ask("What should Hannah do with the broken jug?", chat)).toMatch(/please recycle it/);
    expect(await ask("What compensation did Hannah get?", chat)).toMatch(/^Leo \(Support\): You'll also get a £10 voucher/);
    expect(await ask("Which courier will deliver the replacement?", chat)).toMatch(/^Leo \(Support\): It'll come by DPD/);
    const race = passages(["Lena: Hey Marco! Guess what, I signed up for a half marathon in Bristol.", "Marco: No way! When is it?", "Lena: October 12th. I've been training with a running club on Tuesdays."].join("\n"));
    expect(await ask("When is the race?", race)).toMatch(/October 12th/);
  });

  it("takes no day for what is done: a slot ending in a weekday says when, and a link to a day answers no what-question", async ({ expect }) => {
    const question = "What will Joe add?";
    const q = analyzeQuestion(question);
    expect(slotSpan("Joe will add by Thursday (2027-05-13).", questionVerbRoots(question, q), q, question)).toBeNull();
    const made = "What did Nate make for his vegan diet group?";
    expect(slotSpan("I made vegan ice cream last Friday and shared it.", questionVerbRoots(made, analyzeQuestion(made)), analyzeQuestion(made), made)).toBe("vegan ice cream");
    const graph = [
      "Nodes:",
      "Node: Product sync - transcript... [joe, ios, apple]",
      "__node_content_start__",
      "Joe (iOS): We need a Sign in with Apple button, since we offer Google sign-in. I'll add it by Thursday.",
      "__node_content_end__",
      "",
      "Connections:",
      "joe --[add_on]--> 2027-05-13  (Joe will add by Thursday (2027-05-13).)",
    ].join("\n");
    expect(await ask(question, graph)).toMatch(/Sign in with Apple button/);
  });

  it("reads a name given in reply to \"What's it called?\" as the thing's before it, and a letter's reader as its \"you\"", async ({ expect }) => {
    // The reply's question points back to the turn before it: its words say what "it" is. A name placed after the noun
    // asked ("a café in Whitby") is where the thing is, not what it is called.
    const cafe = passages(["Priya: Speaking of which, my sister's opening a café in Whitby in March.", "Tom: No way! What's it called?", "Priya: The Salty Kipper. She's been planning it for two years."].join("\n"));
    expect(await ask("What is the café called?", cafe)).toMatch(/Salty Kipper/);
    const called = "What is the café called?";
    expect(focusSpan("Priya: Speaking of which, my sister's opening a café in Whitby in March.", analyzeQuestion(called), called)).toBeNull();
    expect(focusSpan("Priya: The Salty Kipper.", analyzeQuestion(called), called)).toBe("Salty Kipper");
    // A trip is a visit; "the cost of the trip" dates the payment, not the trip.
    const letter = passages(
      ["Dear Parents and Carers,", "Year 5 will visit the Natural History Museum in London on Friday 6 March.", "The cost of the trip is £18, payable on ParentPay by 27 February.", "Yours sincerely,", "Mr D. Brennan, Head of Year 5"].join("\n"),
    );
    expect(await ask("When is the trip?", letter)).toMatch(/^Year 5 will visit the Natural History Museum in London on Friday 6 March/);
    const party = passages(["The cost of the party is £5 per family, payable to Mrs Lee by 3 May.", "The summer party is in the school hall, on Saturday 10 May from 2 pm."].join("\n"));
    expect(await ask("When is the party?", party)).toMatch(/^The summer party is in the school hall, on Saturday 10 May/);
    // A letter's "our" is its sender's, not the reader's "I"; a clause after a semicolon instructs as a sentence does.
    const school = passages(["Dear parents of Year 5,", "Our class trip to the Natural History Museum is on Thursday 12 March.", "The cost is 14 pounds per child; please pay on ParentPay by 2 March.", "Mr Hughes, Year 5 teacher"].join("\n"));
    expect(await ask("How do I pay for the trip?", school)).toMatch(/^The cost is 14 pounds per child; please pay on ParentPay/);
    // Whom a letter greets is who did what it tells its reader they did.
    const order = passages(["Subject: Your Greenleaf order #GL-70431 is confirmed", "Hi Martin,", "Thanks for your order!", "Order total: 131 pounds, including free delivery.", "The Greenleaf team"].join("\n"));
    expect(await ask("Who placed the order?", order)).toMatch(/^Hi Martin\. Thanks for your order!/);
    expect(typedSpan("Subject: Your Greenleaf order #GL-70431 is confirmed", "person")).toBeNull();
    // (Not who someone is: the doctor greeted sees the patient, who is someone else.)
    const referral = passages(["Dear Dr Hughes,", "Re: Mrs Anita Shah, date of birth 14/02/1968", "I would be grateful if you could see this patient, who has had pain and swelling in her right knee for three months.", "Yours sincerely,", "Dr Laura Price"].join("\n"));
    expect(await ask("Who is the patient?", referral)).toMatch(/Anita Shah/);
  });

  it("names a flight by its airline's code and a device by its maker and model, and reads \"now ... instead of\" as a change", async ({ expect }) => {
    const flight = passages(
      ["Subject: Important: your flight time has changed - booking QX7P2L", "Dear Ms Hannah Scott,", "Your flight EZ 8421 from London Gatwick to Nice on 18 July now departs at 14:50 instead of 09:10, and arrives at 18:05.", "Your return flight is not affected."].join("\n"),
    );
    expect(await ask("Which flight has changed?", flight)).toMatch(/^Your flight EZ 8421/);
    // (Only a what- or which-question: when a change starts is its date.)
    expect(analyzeQuestion("When does the change start?").implied).toEqual({});
    const laptop = passages(["Hello Ms Ahmed,", "We have inspected your Dell XPS 13. The keyboard has liquid damage and needs replacing.", "Reply to this email to approve, or collect the laptop unrepaired for free."].join("\n"));
    expect(await ask("Which laptop is being repaired?", laptop)).toMatch(/Dell XPS 13/);
    // A car is named by its maker and model after "your", not a day ("Tuesday 3") nor a street ("our Station Road").
    const garage = passages(
      ["Hi Mr Okafor,", "Your Ford Focus (reg AB19 XYZ) is booked in for its MOT and full service on Tuesday 3 February at 8:30 am.", "Please drop the car off at our Station Road garage and leave the keys at reception.", "A courtesy car is available if you book it 48 hours in advance."].join("\n"),
    );
    expect(await ask("What car does Mr Okafor have?", garage)).toMatch(/Ford Focus/);
  });

  it("quotes a link's date as its fact says it (\"September 2026\" is no \"September 20\"), and takes a doer's noun from no link saying only its verb", async ({ expect }) => {
    const graph = (lines: string[], links: string[]) => ["Nodes:", "Node: memories", "__node_content_start__", ...lines, "__node_content_end__", "", "Connections:", ...links].join("\n");
    const memories = graph(
      ["The user started going to a bouldering gym in Leeds in September 2026.", "The user is training for the Great North Run in September 2027.", "The user's personal trainer is called Dev."],
      [
        "user --[went_in]--> 2026-09  (The user started going to a bouldering gym in September 2026.)",
        "user --[went_to]--> bouldering gym  (The user started going to a bouldering gym.)",
        "user --[train_for]--> great north run  (The user is training for the Great North Run.)",
      ],
    );
    expect(await ask("When did the user start bouldering?", memories)).toMatch(/^User went in September 2026\./);
    expect(await ask("Who is the user's personal trainer?", memories)).toMatch(/^The user's personal trainer is called Dev/);
  });

  it("reads a role to be, a city said yes to, a suggestion taken up with a place, and the new one who replaces", async ({ expect }) => {
    const chat = passages(
      [
        "Priya: Guess what, I got the job at Meridian Labs!",
        "Tom: No way, congratulations! When do you start?",
        "Priya: First of March. I'll be a data engineer on their climate team.",
        "Tom: Does that mean moving to Bristol?",
        "Priya: Yep, I've already found a flat in Clifton. Rent's a bit steep though.",
        "Tom: We should have a leaving do before you go.",
        "Priya: Definitely, how about the Red Lion on the 20th?",
      ].join("\n"),
    );
    expect(await ask("What is Priya's new role?", chat)).toMatch(/data engineer/);
    // Clifton is a place but no city the lexicon knows; Bristol, in the question said yes to, is.
    expect(await ask("Which city is Priya moving to?", chat)).toMatch(/^Tom: Does that mean moving to Bristol\?/);
    expect(await ask("Where will the leaving party be?", chat)).toMatch(/Red Lion/);
    // (Also when a summary's list names the reply first, without the turn it answers.)
    const graph = [
      "Nodes:", "Node: This chunk is about: ...", "__node_content_start__", "Facts:", "- Priya: Definitely, how about the Red Lion on the 20th?", "__node_content_end__", "",
      "Node: Priya: Guess what ...", "__node_content_start__", "Priya: Guess what, I got the job at Meridian Labs!", "Tom: We should have a leaving do before you go.", "Priya: Definitely, how about the Red Lion on the 20th?", "__node_content_end__",
    ].join("\n");
    expect(await ask("Where will the leaving party be?", graph)).toMatch(/Red Lion/);
    const letter = passages(
      [
        "Dear members,",
        "We are sorry to say goodbye to our organist, Colin Hart, who is retiring after fifteen years.",
        "His replacement, Yuki Tanaka, joins us from the Royal Northern College of Music.",
        "Our accompanist, Ruth Bell, will play at the spring concert.",
      ].join("\n"),
    );
    // A name between commas after a noun is the noun's, not one spoken to; a first name opens a name with its surname.
    expect(typedSpan("We are sorry to say goodbye to our organist, Colin Hart, who is retiring.", "person")).toBe("Colin Hart");
    expect(typedSpan("Colin Hart is retiring.", "person")).toBe("Colin Hart");
    expect(typedSpan("Thanks, Caroline!", "person")).toBeNull();
    expect(await ask("Who is retiring?", letter)).toMatch(/Colin Hart/);
    expect(await ask("Who is the new organist?", letter)).toMatch(/His replacement, Yuki Tanaka/);
    expect(await ask("Who is the pianist?", letter)).toMatch(/^Our accompanist, Ruth Bell/);
  });

  it("reads a thing broken as packed in, a key collected from an agency, and an address as a house's number and street", async ({ expect }) => {
    const mail = passages(
      [
        "Subject: Re: No hot water at 14 Ash Grove",
        "Hi Chloe,",
        "Sorry to hear the boiler has packed in again. I've asked Pete from HeatRight Plumbing to come round on Thursday.",
        "If nobody's home, he can collect the spare key from the agency.",
        "The repair won't cost you anything.",
      ].join("\n"),
    );
    expect(await ask("What is broken?", mail)).toMatch(/boiler has packed in/);
    expect(await ask("What is broken?", passages("Kofi: Design is done, but the new checkout still fails on older iPhones.\nMaria: How long to fix it?"))).toMatch(/checkout still fails/);
    expect(await ask("Where can the plumber get a key?", mail)).toMatch(/he can collect the spare key from the agency/);
    expect(await ask("What is the address?", mail)).toMatch(/14 Ash Grove/);
    const moving = passages(
      [
        "Sam: Van's booked for Saturday, I'm collecting it from Enterprise at 8.",
        "Lucy: I'll bring boxes and tape. How many do we need?",
        "Sam: Mum reckons about 30.",
        "Lucy: That's fine, come to the new flat for 2 and help unload.",
        "Sam: The new address is 7 Willow Court, flat 12.",
        "Lucy: Who's looking after Biscuit?",
      ].join("\n"),
    );
    expect(await ask("What is the new address?", moving)).toBe("Sam: The new address is 7 Willow Court, flat 12.");
    // An e-mail address is no street's.
    expect(await ask("What is the email address?", passages("Write to help@heatright.example.\nWe are at 3 Mill Lane."))).not.toMatch(/Mill Lane/);
  });

  it("reads a boss as a manager, a talk as presenting, a procedure as fitted, going home as discharge, a table as dinner, and a place said \"there\"", async ({ expect }) => {
    const memories = passages(
      [
        "The user leads the payments team at Fintrail.",
        "The user's manager is called Rachel Osei.",
        "The user is migrating the billing service from Ruby to Go, due by the end of Q3.",
        "The user's team has standups at 9:30 every weekday.",
        "The user prefers Postgres over MySQL.",
        "The user is presenting at the Berlin Tech Summit in October.",
        "The user mentors a junior developer named Kofi.",
        "The user's biggest worry is the flaky integration tests.",
      ].join("\n"),
    );
    expect(await ask("Who is the user's boss?", memories)).toBe("The user's manager is called Rachel Osei.");
    expect(await ask("Where is the user giving a talk?", memories)).toMatch(/^The user is presenting at the Berlin Tech Summit/);
    // (A graph's context names the other memories more often.)
    expect(await ask("Who is the user's boss?", workMemoriesGraphContext)).toMatch(/^The user's manager is called Rachel Osei\./);
    const letter = [
      "Ward 12, St Luke's Hospital",
      "Discharge summary",
      "",
      "Patient: Mr Alan Brooks, aged 67",
      "Admitted: 2 March with chest pain",
      "Discharged: 6 March",
      "",
      "Diagnosis: mild heart attack. A stent was fitted on 3 March.",
      "",
      "Advice: no driving for one month. No heavy lifting for six weeks.",
      "",
      "Dr Sarah Khan, Cardiology Registrar",
    ].join("\n");
    expect(await askText("What procedure did Mr Brooks have?", letter)).toMatch(/A stent was fitted/);
    expect(await askText("When did Mr Brooks go home?", letter)).toMatch(/^Discharged: 6 March/);
    // A titled name closing the text after a blank line signs it.
    expect(await askText("Who wrote the letter?", letter)).toMatch(/Sarah Khan/);
    const chat = passages(
      [
        "Ruth: Mum and Dad's 40th anniversary is on the 14th. Any ideas for a present?",
        "Daniel: What about a weekend in the Lake District? They loved it there on their honeymoon.",
        "Ruth: Should we invite Auntie Pam to the dinner?",
        "Daniel: Definitely, she was their bridesmaid.",
        "Ruth: I'll book a table at Luigi's for Saturday at 7.",
      ].join("\n"),
    );
    expect(await ask("Where did the parents go on honeymoon?", chat)).toMatch(/Lake District/);
    expect(await ask("Where is the dinner?", chat)).toMatch(/Luigi's/);
  });

  it("reads a share owed as a bill split, arranging as sorting, watchers as a crowd, a coach as a manager, eating as meals, travelling as a trip and an emergency as urgent", async ({ expect }) => {
    const bills = passages(
      [
        "Hana: The energy bill came, it's £312 for the quarter.",
        "Joe: Ouch. Split three ways that's £104 each.",
        "Hana: Yep. Can you both send it to me by Friday? I'll pay Octopus on Saturday.",
        "Liam: Sent! Also, the broadband contract ends in May, should we switch?",
        "Joe: Community Fibre is £25 a month for 500 Mb, cheaper than Virgin.",
        "Hana: Let's do it. Liam, can you sort it since you work from home?",
        "Liam: Sure, I'll call them tomorrow.",
      ].join("\n"),
    );
    expect(await ask("How much does each flatmate owe?", bills)).toMatch(/£104 each/);
    expect(await ask("Who will arrange the new broadband?", bills)).toMatch(/Liam, can you sort it/);
    const report = passages(
      [
        "Riverside Rovers 3-1 Hartley Town",
        "Rovers came from behind to win on Saturday in front of a crowd of 850. Hartley took the lead after 12 minutes through striker Ben Cole.",
        "Substitute Kemi Adeyemi came on for the injured Marcus Bell and scored twice in the second half. Manager Lisa Grant said it was 'the best forty-five minutes of our season'.",
      ].join("\n"),
    );
    expect(await ask("How many people watched?", report)).toMatch(/crowd of 850/);
    expect(await ask("Who is the Rovers coach?", report)).toMatch(/Lisa Grant/);
    const memories = passages(
      [
        "The user always books an aisle seat on flights.",
        "The user is vegetarian and asks for meals without meat.",
        "The user collects fridge magnets from every country they visit.",
        "The user flies from Manchester Airport.",
        "The user's next trip is to Japan in April with their brother Sam.",
      ].join("\n"),
    );
    expect(await ask("What does the user eat?", travelMemoriesGraphContext)).toMatch(/vegetarian/);
    expect(await ask("Who is the user travelling with?", memories)).toMatch(/brother Sam/);
    const text = passages("Book online or call 0161 555 0199. Our phones are busy before 10am, so try after lunch.\nThe surgery will be closed on Wednesday for staff training.\nFor urgent help when we're closed, call 111.");
    expect(await ask("What number should I call in an emergency?", text)).toMatch(/call 111/);
    expect(await ask("What number should Emma call in an emergency?", surgeryTextGraphContext)).toMatch(/call 111/);
  });

  it("reads a creature called by name as its kind, a reply to the kind asked, guests as who is coming, reporting to as a manager, an acceptance, a premium as a price, an insurer, a registered car and a fault as what is broken", async ({ expect }) => {
    // "What breed is Biscuit?": the noun calling Biscuit by name, on a graph context whose best sentence names none.
    expect(await ask("What breed is Biscuit?", petMemoriesGraphContext)).toMatch(/rescue greyhound called Biscuit/);
    const chat = passages(
      [
        "Tom: We finally got the keys! Housewarming on Saturday 14th?",
        "Aisha: Yes!! What time?",
        "Tom: From 7pm. It's 22 Elm Grove, the blue door next to the bakery.",
        "Ravi: I'll bring my speaker and a playlist.",
        "Aisha: I can make my lamb biryani. How many are coming?",
        "Tom: About 20, including the new neighbours, Pat and Gwen.",
        "Ravi: Is parking OK?",
        "Tom: Not really, the street is permit only. Best to get the 86 bus, it stops right outside.",
      ].join("\n"),
    );
    // A housewarming is the party asked of.
    expect(await ask("What time does the party start?", chat)).toMatch(/Housewarming on Saturday 14th\? Tom: From 7pm/);
    expect(await ask("How many guests are expected?", chat)).toMatch(/^Tom: About 20/);
    const letter = [
      "Dear Maya,",
      "",
      "Following your interview on 2 June, we are delighted to offer you the position of Senior UX Designer at Brightline Health. Your starting salary will be £58,000 per year, and your first day will be Monday 1 September.",
      "",
      "You will report to Owen Price, Head of Product, and be based at our Leeds office, with two days a week working from home.",
      "",
      "Please confirm your acceptance by 20 June by signing the attached contract.",
      "",
      "Kind regards,",
      "Julia Marsh",
      "HR Manager",
    ].join("\n");
    const offer = (question: string) => askText(question, letter);
    // Not the greeting naming Maya herself.
    expect(await offer("Who will Maya's manager be?")).toMatch(/^You will report to Owen Price/);
    expect(await offer("When must Maya accept by?")).toMatch(/acceptance by 20 June/);
    const renewal = [
      "Subject: Your car insurance renewal",
      "",
      "Hi Daniel,",
      "",
      "Your policy for the Ford Fiesta (registration KD19 XTR) renews on 3 December. Your new annual premium is £486.20, up from £441.50 last year, mainly because of rising repair costs in your area.",
      "",
      "Your voluntary excess stays at £250 and you keep your 6 years' no claims discount. Your partner, Lucy Evans, is still listed as a named driver.",
      "",
      "Thanks,",
      "Harbour Insurance",
    ].join("\n");
    const insurance = (question: string) => askText(question, renewal);
    expect(await insurance("Who is the insurer?")).toMatch(/Harbour Insurance/);
    expect(await insurance("Why has the price gone up?")).toMatch(/because of rising repair costs/);
    expect(await insurance("What car is insured?")).toMatch(/Your car insurance renewal. Your policy for the Ford Fiesta/);
    // What is broken is the fault.
    const visit = "Subject: Engineer visit\nWe will send an engineer on Monday between 8 and 12.\nThe fault is a seized pump, which we will replace free of charge.";
    expect(await askText("What is broken?", visit)).toMatch(/seized pump/);
  });

  it("reads what followed as a cause, a headline's text as saying where, and not where a pet came from as its name", async ({ expect }) => {
    const news = passages(
      [
        "Residents evacuated as River Calder floods",
        "",
        "More than 40 homes in Mytholmroyd were evacuated on Sunday night after the River Calder burst its banks following 36 hours of heavy rain.",
        "",
        "A rest centre has been set up at Calder High School. The Environment Agency has issued a flood warning until Wednesday.",
      ].join("\n"),
    );
    expect(await ask("What caused the flood?", news)).toMatch(/^More than 40 homes .* following 36 hours of heavy rain/);
    // A headline naming no place is followed by its text's sentence naming one.
    expect(await ask("Where did the flooding happen?", news)).toMatch(/^Residents evacuated as River Calder floods\. More than 40 homes in Mytholmroyd/);
    // Not for who: "Bristol and Bath" name no one striking.
    const strike = passages(
      "Strike action - Thursday 9 and Saturday 11 October\nTrain drivers will strike on Thursday 9 and Saturday 11 October.\nOn those days only one train an hour will run between Bristol and Bath, from 7:30 am to 6:30 pm.",
    );
    expect(await ask("Who is striking?", strike)).toMatch(/Train drivers will strike/);
    const wifi = "Notice to residents - Wi-Fi upgrade\nEngineers from FastNet will upgrade the building's Wi-Fi on Wednesday 12 November.\nInternet will be off between 9 am and 1 pm.\nThe new network name is RiversideHome and the password will be under your door by Tuesday.\nSpeeds will rise from 100 to 500 Mbps at no extra cost.";
    expect(await askText("How fast will the Wi-Fi be?", wifi)).toMatch(/500 Mbps/);
    const chat = passages(
      [
        "Leo: Half marathon done! 1:52, way faster than I expected.",
        "Nadia: Amazing!! I'm adopting a cat next week, a grey tabby from the Blue Cross.",
        "Leo: What are you going to call her?",
        "Nadia: Pebble, Zara chose it.",
      ].join("\n"),
    );
    expect(await ask("What is Nadia's cat called?", chat)).toMatch(/^Nadia: Pebble, Zara chose it/);
  });

  it("reads a job as an occupation, a torn strap as what is wrong, slugs as a pest and a signature over its role", async ({ expect }) => {
    // A link to where one got the job gives way to the sentence naming the occupation.
    const graph = [
      "Nodes:",
      ...node("amelia", "Amelia: Guess what, I got the job at the Natural History Museum! I start in September as an assistant curator."),
      ...node("walthamstow", "Amelia: Yes, I've found a flat in Walthamstow with my friend Ruth."),
      "Connections:",
      "amelia --[get_at]--> natural history museum  (Amelia got the job at Natural History Museum.)",
      "amelia --[find_in]--> walthamstow  (Amelia has found in Walthamstow.)",
    ].join("\n");
    expect(await ask("What is Amelia's new job?", graph)).toMatch(/assistant curator/);
    const thread = passages(
      [
        "I bought the Alpine 45 rucksack on 2 October but the left shoulder strap has already torn at the seam. I'd like a replacement, not a refund.",
        "Please send the rucksack back using the prepaid label attached; drop it at any Evri parcel shop within 14 days.",
      ].join("\n"),
    );
    expect(await ask("What is wrong with the rucksack?", thread)).toMatch(/^I bought the Alpine 45 rucksack .* torn at the seam/);
    const garden = passages("The user wants to build a greenhouse next spring.", "The user grows tomatoes, courgettes and runner beans.", "The user is trying to get rid of slugs without pellets.");
    expect(await ask("What pest does the user have?", garden)).toMatch(/^The user is trying to get rid of slugs/);
    // A titled name with its role on the line under it, ending the text, signs it as one line does.
    const newsletter = [
      "Oakfield Primary School - Newsletter, Friday 6 November",
      "",
      "Dear parents and carers,",
      "",
      "Our Christmas fair will be on Saturday 5 December from 11 am to 2 pm in the school hall.",
      "",
      "The school will be closed on Monday 23 November for staff training.",
      "",
      "Mr Hughes",
      "Headteacher",
    ].join("\n");
    expect(await askText("Who is the headteacher?", newsletter)).toMatch(/^Mr Hughes, Headteacher/);
  });

  it("reads doing a thing as anything done to it, a record's other lines for its passenger, and a job at a place as where one works", async ({ expect }) => {
    const band = passages(
      ["Kemi: Gig confirmed! The Lexington, Saturday 21 November.", "Ollie: How long is our set?", "Kemi: 35 minutes. They want the setlist by Wednesday.", "Raf: I'll sort the setlist. Can we open with Paper Boats?"].join("\n"),
    );
    expect(await ask("Who is doing the setlist?", band)).toMatch(/^Raf: I'll sort the setlist/);
    const booking = [
      "Your booking is confirmed",
      "",
      "Booking reference: QX7M2PLK",
      "Passenger: Hannah Whitfield",
      "",
      "Outward: Friday 11 December, York 07:32 to Edinburgh 10:05 (LNER), Coach C, Seat 42",
      "Return: Sunday 13 December, Edinburgh 16:30 to York 19:02 (LNER), Coach F, Seat 17",
      "",
      "Ticket type: Advance Single x 2, travel only on the trains shown",
      "Total paid: £54.80",
      "",
      "Collect your tickets from the machine at York station using your booking reference.",
    ].join("\n");
    // The passenger's field names no place: the record's journey does.
    expect(await askText("Where is Hannah going?", booking)).toMatch(/^Passenger: Hannah Whitfield\. Outward: .* to Edinburgh/);
    // A ticket's type is not where tickets are collected.
    expect(await askText("Where can Hannah collect the tickets?", booking)).toMatch(/^Collect your tickets from the machine at York station/);
    // (A hybrid context of an agent's memories of its user's work.)
    expect(await ask("Where does the user work?", careerMemoriesHybridContext)).toMatch(/^The user is a data engineer at Ocado/);
  });

  it("reads whose a thing is, a subject line naming the message, what was done, a rank and a question said yes to", async ({ expect }) => {
    const jobSheet = [
      "Pedal Power Cycles - workshop job sheet",
      "",
      "Job number: 4471",
      "Customer: Martin Sorensen",
      "Bike: Specialized Sirrus X 2.0, grey",
      "Mechanic: Chloe",
      "",
      "Notes: Rear brake pads worn down to the metal, replaced. Gear cable frayed, replaced and indexed. Chain at 0.75% wear, advised to replace at next service.",
    ].join("\n");
    // Whose a thing is is its record's customer, never the thing's own field.
    expect(await askText("Whose bike is it?", jobSheet)).toMatch(/Customer: Martin Sorensen/);
    // What was replaced is the participle's subject; "advised to replace" was not done.
    expect(await askText("What was replaced?", jobSheet)).toMatch(/Rear brake pads worn down to the metal, replaced/);
    const update = ["Subject: Sprint 42 update - checkout team", "", "Hi all,", "", "Quick update before Friday's demo.", "", "Blocked: the gift card integration is waiting on the contract with Givex, which legal expect to sign next week.", "", "Cheers,", "Jonas"].join("\n");
    // The subject line calls the message an update: who sent it signed it.
    expect(await askText("Who sent the update?", update)).toMatch(/^Jonas/);
    const chat = passages(
      [
        "Ines: Kwame! Are you doing the hackathon at the library next month?",
        "Kwame: Yes, our team is building an app that tracks bus delays in Leeds. What about you?",
        "Ines: I'm mentoring instead.",
        "Kwame: We came second at the hackathon! The prize was a 3D printer.",
      ].join("\n"),
    );
    // A question the other says yes to says where.
    expect(await ask("Where is the hackathon?", chat)).toMatch(/^Ines: Are you doing the hackathon at the library/);
    // Not for when: the reply gives the day.
    const viewing = passages(["Joe: Hi, is the room still available? Could I view it this week?", "Kasia: Yes! Thursday at 6:30 pm works for us. Ask for flat 12 at the intercom."].join("\n"));
    expect(await ask("When is the viewing?", viewing)).toMatch(/^Kasia: Thursday at 6:30 pm/);
    // A place one came is a rank.
    expect(analyzeQuestion("What place did Kwame's team come?").type).toBe("thing");
    expect(await ask("What place did Kwame's team come?", chat)).toMatch(/^Kwame: We came second at the hackathon/);
    expect(analyzeQuestion("What place did Kwame visit?").type).toBe("place");
  });

  it("reads a record's labelled lines as its fields, not as a chat's turns", async ({ expect }) => {
    const spec = [
      "Aero 14 laptop - specifications",
      "Processor: 8-core Ryzen 7 7840U",
      "Memory: 16 GB LPDDR5 (not upgradeable)",
      "Screen: 14-inch 2.8K OLED, 90 Hz",
      "Weight: 1.3 kg",
      "Price: 1,099 pounds, 2-year warranty included",
    ].join("\n");
    // A field under the record's headline is read with it, whatever the question calls it ("heavy" for "Weight:").
    expect(await askText("How heavy is the laptop?", spec)).toMatch(/Weight: 1\.3 kg/);
    // A weight's field says how heavy, not another line in kilograms.
    const trolley = ["Folding trolley - product details", "Load: carries up to 70 kg on its platform.", "Weight: 4.2 kg, folds flat to 9 cm.", "Wheels: 2 x rubber, 12 cm", "Price: 39.99 pounds"].join("\n");
    expect(await askText("How heavy is the trolley?", trolley)).toMatch(/Weight: 4\.2 kg/);
    // A field's later sentence is no turn of a speaker named as the label: it is read on its own.
    const notes = [
      "1:1 notes - Carla and her manager, Tom, 14 March",
      "Wins: Carla shipped the search redesign two weeks early; customer complaints about search fell by 40%.",
      "Feedback: Tom asked her to share updates earlier with the sales team, who were surprised by the launch.",
      "Growth: Carla wants to move toward a staff engineer role. Tom will put her forward for promotion in the September cycle if she leads the data migration.",
      "Training: she will use her 1,000 pounds budget on a distributed systems course in May.",
    ].join("\n");
    expect(await askText("When could Carla be promoted?", notes)).toMatch(/September cycle/);
    // Speakers said once each in a run, named, are still a chat's turns: a who-question is answered by one.
    const round = passages(["Who's bringing what on Saturday?", "Ben: I'll bring sandwiches.", "Chloe: I can do a fruit salad.", "Dan: Drinks from me."].join("\n"));
    expect(await ask("Who is bringing the fruit salad?", round)).toMatch(/^Chloe/);
  });

  it("reads who owns a thing, a visit's reason, a race's time and what one should do", async ({ expect }) => {
    const invoice = [
      "Riverside Veterinary Practice",
      "12 Mill Lane, Hebden Bridge",
      "",
      "Client: Mrs Eleanor Booth",
      "Patient: Biscuit (cocker spaniel, 4 years)",
      "Vet: Dr Samir Haddad",
      "",
      "Reason for visit: limping on the right hind leg after a walk.",
      "Examination found a grass seed lodged between the toes, which was removed under sedation.",
      "",
      "Please bring Biscuit back for a check-up on 26 November. Keep the paw dry and clean until then.",
    ].join("\n");
    // Whoever owns a thing is its record's client, never the thing's own field.
    expect(await askText("Who owns Biscuit?", invoice)).toMatch(/Client: Mrs Eleanor Booth/);
    // A reason's field says why ("Reason for visit:").
    expect(await askText("Why was Biscuit brought in?", invoice)).toMatch(/Reason for visit: limping/);
    const chat = [
      "Session 1 - 14 March 2026",
      "Dana: Guess what, I signed up for the Manchester Marathon in April! My first one.",
      "Hiro: No way! Are you following a plan?",
      "",
      "Session 3 - 28 April 2026",
      "Dana: I finished! 4 hours 12 minutes. The knee held up.",
    ].join("\n");
    // A race's time is a duration; a session's number and "my first one" count nothing, and the session's heading says
    // nothing of it.
    const time = await askText("What was Dana's marathon time?", chat);
    expect(time).toMatch(/4 hours 12 minutes/);
    expect(time).not.toMatch(/^Session/);
    const notice = [
      "Product recall: Brightway 2-slice toaster (model BT220)",
      "",
      "Brightway is recalling its 2-slice toaster, model BT220, because a fault in the timer can cause the toaster to stay on, which may lead to a fire.",
      "",
      "If you own one, stop using it and unplug it. Do not return it to the shop. Brightway will collect it and give you a full refund or a replacement.",
    ].join("\n");
    // What one should do is an instruction, not what the notice tells of the product.
    expect(await askText("What should owners do with the toaster?", notice)).toMatch(/^If you own one, stop using it and unplug it/);
  });

  it("reads an incident report's paragraphs as its fields, how long a thing went on and how a problem was fixed", async ({ expect }) => {
    const report = [
      "Incident report: checkout outage, 21 October 2026",
      "",
      "Summary: For 47 minutes (14:05 to 14:52 UTC) customers could not pay at checkout. About 3,200 orders failed.",
      "",
      "Cause: a configuration change to the payment gateway's timeout, made by the payments team, set it to 0.5 seconds instead of 5 seconds. Most card checks took longer and were dropped.",
      "",
      "Detection: the on-call engineer, Tomasz Wrona, was paged by the error-rate alert at 14:09.",
      "",
      "Resolution: the change was rolled back at 14:50; payments recovered two minutes later.",
    ].join("\n");
    // Paragraphs opening with a common word's label, each once, are a record's fields, no chat's turns: the cause is its
    // field's first sentence, not the next one read as "Cause" saying more.
    const fields = parseContext(passages(report)).sentences;
    expect(fields.find((x) => x.text.startsWith("Most card checks"))?.speaker ?? null).toBeNull();
    expect(await askText("What caused the outage?", report)).toMatch(/^Cause: a configuration change/);
    // "last" is met by "For 47 minutes", not by the timeout's "0.5 seconds".
    expect(await askText("How long did the outage last?", report)).toContain("For 47 minutes");
    // A problem fixed is its report's resolution.
    expect(await askText("How was the problem fixed?", report)).toMatch(/^Resolution: the change was rolled back/);
    // Graph context lists the report's title among a summary's facts before the chunk's whole text: the title is read in
    // the chunk, whose other lines say what a title naming nothing of the kind asked leaves out (not "Resolution: ...
    // payments recovered two minutes later.", the summary's line after it).
    expect(await ask("How long did the outage last?", incidentReportGraphContext)).toContain("For 47 minutes");
  });

  it("reads a place by a part of it or by what it is called, where one works now, and a yes/no question's closing verb", async ({ expect }) => {
    const chat = passages(
      ["Amara: Jonas, guess what, Kofi proposed on Saturday!", "Jonas: No way! Where?", "Amara: At the top of Snowdon, at sunrise.", "Jonas: I signed up for a pottery class, by the way.", "Amara: You? Pottery? Where?", "Jonas: At a studio in Stokes Croft."].join("\n"),
    );
    // "the top of" is a part of a place: the name after it is a place's, which answers before another turn's place.
    expect(await ask("Where did Kofi propose?", chat)).toContain("Snowdon");
    const memories = ["The user is a backend engineer at a fintech called Lumen.", "The user's manager is Fatima, who joined from Monzo.", "The user wants to give a talk at GopherCon Europe.", "The user uses Neovim as their editor."].join("\n");
    // "joined from Monzo" is where one worked, unless what was before is asked.
    expect(await ask("Where does the user work?", memories)).toMatch(/^The user is a backend engineer at a fintech called Lumen/);
    expect(await ask("Where did Fatima work before?", memories)).toContain("Monzo");
    // As the service hands memories over: ranked passages, each with the two stored before it, which lend their words
    // ("joined" to "The user wants to give a talk at GopherCon Europe."); the place a fintech is called answers.
    const stored = ["The user is a backend engineer at a fintech called Lumen.", "The user's team is migrating from PostgreSQL 12 to PostgreSQL 16 this quarter.", "The user prefers Go over Java for new services.", "The user's manager is Fatima, who joined from Monzo.", "The user is on call every fourth week.", "The user wants to give a talk at GopherCon Europe.", "The user dislikes meetings before 10 am.", "The user uses Neovim as their editor."];
    const ranked = [2, 5, 7, 4, 0, 6, 3, 1].map((i) => stored[i]!);
    const preceding = Object.fromEntries(stored.slice(1).map((t, i) => [t, stored.slice(Math.max(0, i - 1), i + 1).join("\n")]));
    const answer = await createLocalProvider().answerer.answer({ question: "Where does the user work?", context: passages(...ranked), preceding });
    expect(answer).toMatch(/^The user is a backend engineer at a fintech called Lumen/);
    const mover = ["The user is a backend engineer at a fintech called Lumen.", "The user joined from Monzo last year."].join("\n");
    expect(await ask("Where did the user work before?", mover)).toMatch(/^The user joined from Monzo/);
    // "smoke" closing "Can the tenants smoke?" is its verb, though tagged a noun: the line saying it answers, not the
    // field whose label is the question's noun.
    const tenancy = ["Tenancy summary", "", "Property: Flat 3, 18 Albert Road, Bristol BS2 0XA", "Tenants: Chris Owusu and Jamie Lee", "Landlord: Mr David Price", "", "Pets are allowed with written permission. Smoking is not allowed anywhere in the flat."].join("\n");
    expect(await askText("Can the tenants smoke?", tenancy)).toContain("Smoking is not allowed");
    // Not over a line saying more than the subject: "surfing" is asked as much as "tried".
    const diving = passages("Jolene: I've been watching videos, and I even got a beginners' guide to surfing. Just need to find the right time and place to get a lesson.", "Jolene: We tried a scuba diving lesson last Friday and had an awesome time!");
    expect(await ask("Has Jolene tried surfing?", diving)).toContain("surfing");
  });

  it("reads a session's number as no amount, what one cannot have as an intolerance, meat as what a vegetarian does not eat, and a link saying only a want as no answer", async ({ expect }) => {
    const chat = passages(["Session 1 - 2 April 2026", "Lucia: Ben! We picked up the puppy on Sunday. She's a beagle and we called her Olive.", "Ben: Aww! How old is she?", "Lucia: Ten weeks. She chewed my slippers already."].join("\n"));
    // "Session 1" says which session, not how old: the reply's "Ten weeks" answers.
    const age = await ask("How old was the puppy?", chat);
    expect(age).toContain("Ten weeks");
    expect(age).not.toContain("Session 1");
    const memories = ["The user is vegetarian and has been since 2019.", "The user is lactose intolerant.", "The user takes vitamin D every morning.", "The user's blood pressure was 118/76 at the last check-up.", "The user's favourite meal is mushroom risotto."].join("\n");
    expect(await ask("What can't the user have?", memories)).toMatch(/^The user is lactose intolerant/);
    // "meat" is what a vegetarian does not eat, though "meal" says "eat" too ("The user's favourite meal is ...").
    const ranked = passages("The user takes vitamin D every morning.", "The user is vegetarian and has been since 2019.", "The user is lactose intolerant.", "The user's favourite meal is mushroom risotto.");
    expect(await ask("Does the user eat meat?", ranked)).toContain("vegetarian");
    // A link saying only what the user wants ("user --[run]--> 10k") is no answer to how much they want to deadlift.
    const graph = [
      "Nodes:",
      "Node: user",
      "__node_content_start__",
      "The user is trying to deadlift 100 kg by the end of the year.",
      "The user wants to run a 10k in under 50 minutes.",
      "__node_content_end__",
      "",
      "Connections:",
      "user --[run]--> 10k  (The user wants to run a 10k.)",
    ].join("\n");
    expect(await ask("How much does the user want to deadlift?", graph)).toMatch(/^The user is trying to deadlift 100 kg/);
  });

  it("splits graph context into triplets and fact sentences, skipping node headers", ({ expect }) => {
    const parsed = parseContext(BLUEFIN);
    expect(parsed.triplets.map((t) => `${t.source}|${t.relation}|${t.target}`)).toEqual(["ada okafor|works_in|nairobi office", "ada okafor|leads|bluefin project"]);
    expect(contextSentences("A --[knows]--> B  (A knows B.)\nC --[likes]--> D\n## Related facts\nOne. Two three.")).toEqual(["A knows B.", "C likes D.", "One.", "Two three."]);
    // Only the renderers' headings are sections; a stored text's own heading is content, and "## Key facts"
    // in a passage does not turn the passages after it into derived facts.
    const stored = parseContext("## Relevant passages\n# Weekly sync, 12 March\nAttendees: Ana\n## Key facts\nAna owns the budget.\n## Relevant entities\n### Ana (person)\nAna owns it.").sentences;
    expect(stored.map((x) => x.text)).toEqual(["Weekly sync, 12 March", "Attendees: Ana", "Key facts", "Ana owns the budget.", "Ana owns it."]);
    expect(stored.map((x) => x.passage)).toEqual([true, true, true, true, false]);
    // Speaker turns keep their speaker on every sentence.
    expect(contextSentences("Caroline: Hi there. It was great.")).toEqual(["Caroline: Hi there.", "Caroline: It was great."]);
  });
});
