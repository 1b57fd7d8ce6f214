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
// small held-out view of what users meet, reported apart (LoCoMo is the large held-out measure). The fifteenth
// session added four more parts over new kinds of document, each written before it was first run, the sixteenth an
// eighth and the seventeenth eleven more (the ninth to the nineteenth), the eighteenth ten, the nineteenth twenty-eight
// and the twentieth twenty; each part's comment gives its first run, before any fix for it (a part fixed since is
// in-sample from then on).
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
  release: [
    [
      "# Release notes",
      "",
      "## Version 4.2 (released 18 June 2026)",
      "- Added single sign-on with Okta and Azure AD.",
      "- The export job is now three times faster.",
      "- Fixed a bug where invoices in Japanese yen were rounded to two decimals.",
      "",
      "## Version 4.1 (released 2 May 2026)",
      "- Added dark mode.",
      "- Dropped support for Internet Explorer 11.",
      "- The minimum supported PostgreSQL version is now 13.",
      "",
      "## Known issues",
      "- CSV imports larger than 50 MB time out; split the file as a workaround.",
    ].join("\n"),
  ],
  ticket: [
    [
      "From: Hannah Weber <hannah@lumenlabs.io>",
      "To: support@acme.io",
      "Subject: Invoice 2291 charged twice",
      "",
      "Hi, our card was charged twice for invoice 2291 on 4 November. The amount was 1,450 dollars each time. Please refund the duplicate charge.",
      "Hannah Weber, finance lead at Lumen Labs",
      "",
      "From: Carlos Mendes <carlos@acme.io>",
      "To: hannah@lumenlabs.io",
      "Subject: Re: Invoice 2291 charged twice",
      "",
      "Hi Hannah, sorry about that. The duplicate came from a retry in our payment provider. I have issued a refund of 1,450 dollars; it should reach your card within 5 business days.",
      "Carlos Mendes, billing support",
    ].join("\n"),
  ],
  trip: [
    "My flight to Tokyo leaves on 9 December at 11:40 from Frankfurt, Lufthansa LH716.",
    "I booked the Hotel Gracery in Shinjuku for five nights.",
    "My sister Clara lives in Osaka and I will visit her on 15 December.",
    "I do not need a visa for Japan.",
    "My budget for the trip is 3,000 euros.",
    "I want to see the Ghibli Museum; tickets go on sale on the 10th of each month.",
  ],
  chat: [
    [
      "Maya: the staging database is out of disk again",
      "Leo: I'll bump it from 100 GB to 250 GB after lunch",
      "Maya: thanks. also, the demo for Globex moved to Friday",
      "Priya: who is presenting the demo?",
      "Maya: Leo is presenting, I'll handle questions",
      "Leo: disk resized, staging is back up",
      "Priya: great. the retro is at 4pm in room Orion",
    ].join("\n"),
  ],
  article: [
    [
      "The Kestrel Bridge is a suspension bridge over the Varna River in the city of Halden.",
      "It was designed by the engineer Ingrid Solberg and opened in 1931. The main span is 412 metres long.",
      "The bridge was closed for repairs between 2008 and 2010 after cracks were found in its cables.",
      "Today it carries about 40,000 vehicles a day.",
    ].join("\n"),
  ],
  recipe: [
    [
      "Grandma's lemon cake",
      "Serves 8. Preparation takes 20 minutes and baking 45 minutes at 180 °C.",
      "Ingredients: 250 g flour, 200 g sugar, 4 eggs, the zest of two lemons and 150 ml olive oil.",
      "Mix the eggs and sugar until pale, then fold in the flour.",
      "The recipe came from my grandmother Rosa, who baked it every Sunday in Naples.",
    ].join("\n"),
  ],
  crm: [
    [
      "Account: Brightwave Energy",
      "Brightwave Energy is a solar installer based in Austin, Texas, with about 120 employees.",
      "The main contact is Daniel Osei, head of operations. He prefers calls on Thursday mornings.",
      "They signed a pilot in September 2026 for 40 seats at 25 dollars per seat per month.",
      "Renewal is due on 1 March 2027. Daniel said the price is the main concern for the renewal.",
    ].join("\n"),
  ],
  standup: [
    [
      "Sage: finished the login page, starting on password reset today",
      "Robin: blocked on the payments API, waiting for keys from Stripe",
      "Sage: Robin I can ask Dana for the keys",
      "Frank: deployed 2.3.1 to production at 9am, no errors so far",
      "Robin: thanks Sage",
    ].join("\n"),
  ],
  history: [
    [
      "The Treaty of Lindholm was signed on 4 August 1721 between Denmark and Sweden.",
      "It ended the Great Northern Feud, which had lasted eleven years.",
      "Under the treaty, Sweden gave the island of Osterby to Denmark.",
      "The treaty was negotiated by the diplomat Henrik Vall.",
    ].join("\n"),
  ],
  health: [
    "I run 5 km every morning before work.",
    "My doctor is Dr. Amira Haddad at the Riverside clinic.",
    "I take vitamin D in winter.",
    "I stopped drinking coffee in January.",
    "My blood type is O negative.",
  ],
  policy: [
    [
      "## Leave policy",
      "Employees get 25 days of paid leave per year. Unused leave can be carried over until 31 March of the next year.",
      "Parental leave is 16 weeks at full pay.",
      "Sick days do not count against paid leave; after three consecutive sick days a doctor's note is required.",
      "Leave requests go to your manager in the HR portal at least two weeks in advance.",
    ].join("\n"),
  ],
  postmortem: [
    [
      "Postmortem: search outage on 12 September 2026",
      "From 14:05 to 14:50 UTC, search returned errors for all customers.",
      "The root cause was a configuration change that set the index replica count to zero.",
      "The on-call engineer, Lucia Ferreira, rolled back the change.",
      "Action items: add a validation check for replica counts (owner: Tom Becker) and alert on error rates above 5%.",
    ].join("\n"),
  ],
  family: [
    "My son Lucas is 7 and loves dinosaurs.",
    "My wife Ines is a nurse at Santa Maria hospital.",
    "Lucas is allergic to cats.",
    "We are planning a trip to the Algarve in August.",
    "My mother's birthday is on 3 May.",
  ],
  faq: [
    [
      "Q: Does the Aurora X2 vacuum work on carpets?",
      "A: Yes, it has a carpet boost mode.",
      "Q: How long does the battery last?",
      "A: Up to 120 minutes in eco mode.",
      "Q: What is the warranty?",
      "A: Two years, extendable to five with registration.",
    ].join("\n"),
  ],
  deploys: [
    [
      "Chat message by Karim Haddad in #deploys at 2026-10-02T09:12:00Z:",
      "rolling out api v3.4 to eu-west now",
      "",
      "Chat message by Ana Silva in #deploys at 2026-10-02T09:30:00Z:",
      "latency on eu-west went up to 800ms after the rollout",
      "",
      "Chat message by Karim Haddad in #deploys at 2026-10-02T09:41:00Z:",
      "rolled back to v3.3, latency is back to 120ms",
    ].join("\n"),
  ],
  lease: [
    [
      "Apartment lease, Rua das Flores 12, Porto",
      "The monthly rent is 950 euros, due on the 5th of each month.",
      "The deposit is two months' rent.",
      "The lease runs from 1 February 2026 to 31 January 2027 and renews automatically for one year.",
      "The tenant must give 60 days' notice to leave. Pets are allowed with the landlord's written consent.",
      "Landlord: Beatriz Sousa.",
    ].join("\n"),
  ],
  study: [
    "Photosynthesis happens in the chloroplasts of plant cells. It turns light energy, water and carbon dioxide into glucose and oxygen. Chlorophyll is the pigment that absorbs the light, mostly red and blue wavelengths.",
  ],
  coworkers: [
    "Kenji prefers to review code in the mornings.",
    "Sofia is on parental leave until March.",
    "The design review is every second Wednesday.",
    "Omar owns the mobile app.",
    "Our team uses Linear for issues and Slack for chat.",
  ],
  issue: [
    [
      "Issue ENG-412: Export to CSV fails for reports over 10,000 rows",
      "Status: In Progress",
      "Assignee: Priya Nair",
      "Priority: High",
      "The export times out after 30 seconds. Customers affected include Initech and Globex.",
      "Comment by Tom Becker (2026-10-03T10:00:00Z): I can reproduce it with the sales report.",
    ].join("\n"),
  ],
  roadtrip: [
    "In June we drove from Munich to Ljubljana, about four and a half hours. We stayed three nights at a guesthouse near Lake Bled run by an old couple, Janez and Marija. On the last day we hiked up to Vintgar Gorge; it took two hours.",
  ],
  okr: [
    [
      "Q3 2026 goals for the Growth team",
      "Objective: double weekly active users in Brazil.",
      "Key result 1: reach 40,000 weekly active users by 30 September.",
      "Key result 2: cut sign-up time from 4 minutes to under 90 seconds.",
      "Owner: Camila Rocha. Budget: 80,000 dollars.",
    ].join("\n"),
  ],
  pet: [
    "My dog Bruno is a 4-year-old beagle.",
    "Bruno's vet is Dr. Keller on Oak Street.",
    "Bruno is allergic to chicken, so he eats salmon-based food.",
    "His next vaccination is due on 12 January.",
  ],
  adr: [
    [
      "ADR-021: Use Cloudflare Queues for webhooks",
      "Status: accepted",
      "Context: webhook deliveries were lost when the worker restarted.",
      "Decision: deliveries go through a queue with at-least-once delivery and a dead-letter queue after 5 retries.",
      "Consequences: handlers must be idempotent.",
    ].join("\n"),
  ],
  friends: [
    [
      "Nina: guess what, I finally adopted a cat last weekend!",
      "Omar: no way! what's her name?",
      "Nina: Pepper. she's a tabby, 2 years old",
      "Omar: I'm still thinking about getting a dog, maybe in spring",
      "Nina: you should, you'd love it",
    ].join("\n"),
  ],
  news: [
    "The city of Valemont opened its new tram line on 2 November 2026. The line is 14 kilometres long, has 22 stops and cost 310 million euros. Mayor Laura Benedetti said the trams will run every 6 minutes at peak hours. Construction took four years.",
  ],
  resume: [
    "Daniel Okoye - Senior Data Engineer\nEmail: daniel.okoye@example.com | Nairobi, Kenya\n\nExperience\n- Safaricom, Senior Data Engineer (2021 - present): built the streaming pipeline for M-Pesa fraud alerts on Kafka and Flink; cut alert latency from 9 minutes to 40 seconds.\n- Andela, Data Engineer (2017 - 2021): maintained the ETL for 30 client projects.\n\nEducation\n- BSc Computer Science, University of Nairobi, 2016\n\nSkills: Python, Scala, Kafka, Flink, dbt, Airflow\nLanguages: English, Swahili, French (basic)",
  ],
  diary: [
    "Monday 9 November 2026\nFinally finished the first draft of my thesis chapter on coral bleaching. The supervisor meeting with Dr. Amara Nwosu moved to Thursday.\n\nThursday 12 November 2026\nDr. Nwosu liked the chapter but wants more data from the 2024 survey. Felt tired, went swimming at the lido after lunch.\n\nSaturday 14 November 2026\nDinner at Hana's place. She's moving to Lisbon in January for a job at a biotech startup.",
  ],
  match: [
    "Harbour City FC beat Riverside United 3-1 on Saturday at Kingsway Stadium in front of 18,400 fans. Striker Tomás Ribeiro scored twice before half-time, and midfielder Kofi Mensah added a third in the 71st minute. Riverside's only goal came from a penalty by Elias Brandt. Harbour City's coach Ingrid Solberg said the team's pressing won the game. The win moves Harbour City to second in the table.",
  ],
  inventory: [
    "Warehouse stock, Lyon depot, 20 November 2026\nitem, sku, quantity, reorder level\nUSB-C cable, UC-200, 340, 100\nWireless mouse, WM-15, 45, 60\nLaptop stand, LS-8, 12, 20\n27-inch monitor, MN-27, 80, 25\n\nWireless mice and laptop stands are below their reorder level; Pauline Girard places the order on Monday.",
  ],
  prd: [
    "Product requirements: offline mode for the Field app\nOwner: Sanjay Patel. Target release: 3.0, March 2027.\nProblem: technicians lose their work when the signal drops in basements and rural sites.\nRequirements:\n1. Forms and photos are saved on the device and synced when the connection returns.\n2. The app must work offline for at least 72 hours.\n3. Sync conflicts are resolved by the most recent edit.\nOut of scope: offline maps.",
  ],
  email: [
    "From: Olivia Grant <olivia.grant@lumen.io>\nTo: Marcus Lee\nSubject: Vendor contract renewal\nDate: 18 November 2026\n\nHi Marcus,\nThe contract with Brightpath Analytics expires on 31 December. They have offered a renewal at 48,000 dollars a year, up from 42,000. I'd like to negotiate a two-year term instead. Can you send me the usage report by Friday? Legal (Ines Duarte) needs to review the new data-processing clause.\nThanks,\nOlivia",
  ],
  readme: [
    "# Quill\nQuill is a command-line tool that converts Markdown notes into a static website.\n\n## Installation\nRun npm install -g quill-cli. Quill needs Node.js 20 or newer.\n\n## Configuration\nQuill reads quill.config.json from the project root. The output folder defaults to dist. Set QUILL_THEME to choose a theme; the default theme is paper.\n\n## Usage\nRun quill build to generate the site and quill serve to preview it on port 4000.\n\n## License\nQuill is released under the MIT license. Maintained by Tereza Novak.",
  ],
  lecture: [
    "Biology 101, lecture 7: photosynthesis\nPhotosynthesis takes place in the chloroplasts of plant cells. Chlorophyll absorbs mostly red and blue light and reflects green, which is why leaves look green. The light reactions happen in the thylakoid membranes and produce ATP and NADPH. The Calvin cycle uses them in the stroma to fix carbon dioxide into sugar. The enzyme RuBisCO catalyses the first step of carbon fixation. The exam on chapters 5 to 7 is on 8 December.",
  ],
  review: [
    "Review of the Aurora X2 espresso machine by Felix Moreau, 4 out of 5 stars\nI bought the Aurora X2 in October for 389 euros. It heats up in about 25 seconds and the milk frother is excellent. The water tank is small, only 1.2 litres, so I refill it every day. The drip tray also feels cheap. Customer support replaced a faulty portafilter within a week. I would recommend it for small households.",
  ],
  schedule: [
    "DevDays Porto 2026 - day two schedule (Friday 4 December)\n09:00 Keynote: The future of edge computing, by Aiko Tanaka (main hall)\n10:30 Workshop: Testing Durable Objects, with Rui Almeida (room B)\n12:30 Lunch on the terrace\n14:00 Panel: Open source sustainability, moderated by Chloe Dubois (main hall)\n16:00 Closing talk by Samuel Osei\nThe conference dinner starts at 19:30 at Cantina do Rio.",
  ],
  support: [
    "Tom: Hi, my order 48213 arrived with a cracked screen protector.\nPriya: Sorry about that, Tom! Could you send a photo of the damage?\nTom: Sent it just now. I'd prefer a replacement rather than a refund.\nPriya: Done - a replacement ships tomorrow by DHL Express and should arrive within 2 business days. You don't need to return the damaged one.",
  ],
  invoice: [
    "Invoice INV-2026-0311\nFrom: Brightline Design Studio\nTo: Harbor Coffee Co.\nIssued: 2 November 2026\nDue: 2 December 2026\n\nLogo redesign - 1,800 euros\nMenu layout, 3 pages - 600 euros\nSocial media templates - 450 euros\n\nTotal due: 2,850 euros. Payment by bank transfer to IBAN PT50 0002 0123 1234 5678 9015 4. Late payments incur a 2% monthly fee.",
  ],
  wiki: [
    "The red panda (Ailurus fulgens) is a small mammal native to the eastern Himalayas and southwestern China. It has reddish-brown fur, a long ringed tail and is slightly larger than a domestic cat. Red pandas feed mainly on bamboo, but also eat eggs, birds and insects. They are solitary and most active at dawn and dusk. The species is listed as endangered, with fewer than 10,000 adults in the wild.",
  ],
  interview: [
    "Host: Welcome back to Build Notes. Today I'm talking with Lucía Fernández, founder of Tidewater Robotics.\nLucía Fernández: Thanks for having me.\nHost: How did Tidewater start?\nLucía Fernández: In 2019 I was cleaning hulls by hand in Valencia harbour and thought a robot could do it better. We built the first prototype in my garage.\nHost: What's next for the company?\nLucía Fernández: We're opening an office in Rotterdam next spring and hiring twelve engineers.",
  ],
  todo: [
    "Launch checklist - mobile app 2.0\n- [x] Final QA pass (owner: Mei Lin, done 20 Nov)\n- [ ] App Store screenshots (owner: Jonas, due 28 Nov)\n- [ ] Press release draft (owner: Amara, due 1 Dec)\n- [ ] Enable payments in production (owner: Ravi, blocked by the bank's approval)\nLaunch date: 3 December 2026.",
  ],
  flight: [
    "Booking confirmation\nBooking reference: K7Q2PL. Flight TP 1234 from Lisbon to Berlin on 14 January 2027, departing 07:35 and arriving 11:50. Seat 14C. Checked bag: 1 x 23 kg. Online check-in opens 36 hours before departure.",
  ],
  report: [
    "Maya Costa - autumn term report\nMaths A, English B+, Science A-. Her teacher Mr. Okafor says Maya participates well in class but should hand in her homework on time. Attendance: 97%.",
  ],
  listing: [
    "Two-bedroom flat in Graça, Lisbon: 78 square metres on the third floor, no lift. Rent is 1,650 euros a month, available from 1 February. Pets allowed. Contact Rita Sousa to arrange a viewing.",
  ],
  training: [
    "Marathon plan, week 3\nTuesday: 8 km easy. Thursday: intervals, 6 x 800 m. Saturday: long run of 24 km.\nTarget race: Valencia Marathon on 6 December. Goal time: 3:30.",
  ],
  api: [
    "Orders API reference\nGET /v2/orders returns up to 100 orders per page. Use the cursor parameter to fetch the next page. Every request needs an Authorization header with a bearer token. Rate limit: 60 requests per minute per key.",
  ],
  terms: [
    "Terms of service\nUsers must be 16 or older to create an account. Refunds are available within 14 days of purchase. We may suspend accounts that violate these terms. These terms are governed by the laws of Ireland.",
  ],
  weather: [
    "Tomorrow in Oslo: light snow in the morning, clearing by noon. High of -2°C, low of -9°C. Wind from the north at 20 km/h.",
  ],
  budget: [
    "Monthly budget\nRent: 1,200 euros. Groceries: 400 euros. Transport: 90 euros.\nSavings goal: 5,000 euros by June for a trip to Japan.",
  ],
  timeline: [
    "1969: Apollo 11 lands on the Moon.\n1989: the Berlin Wall falls.\n1991: the World Wide Web opens to the public.",
  ],
  medication: [
    "Take one tablet of Amoxicillin 500 mg three times a day for 7 days, with food. Avoid alcohol while taking it. If you get a rash, stop taking it and call Dr. Lindqvist.",
  ],
  assistant: [
    "User: I'm planning a trip to Japan in April with my sister Lena.\nAssistant: That sounds lovely! Which cities are you visiting?\nUser: Tokyo and Kyoto, and maybe a day in Nara. I'm vegetarian, so I'm a bit worried about food.\nAssistant: Kyoto has great shojin ryori, the Buddhist vegetarian cuisine.\nUser: Perfect. Also, my budget is about 3,000 euros for two weeks.",
  ],
  picnic: [
    "Ana: Who's bringing what to Saturday's picnic?\nBen: I'll bring sandwiches and lemonade.\nChloe: I can do a fruit salad. Should we meet at the north gate of Parque da Cidade?\nAna: Yes, north gate at 1 pm. I'll bring the blanket and a frisbee.\nBen: Great, see you there. It might rain, so check the forecast.",
  ],
  texts: [
    "Mom: Did you get home ok?\nLiam: Yes, landed at 10.\nMom: Good. Don't forget grandma's birthday on Sunday.\nLiam: I won't, I ordered her a scarf.\nMom: She'll love it. Dinner is at 7 at Casa Lopes.",
  ],
  voicenote: [
    "Okay, quick voice note. So the plumber came this morning and said the boiler needs a new pump, which costs about 280 pounds. He can come back on Wednesday to fit it. Oh, and remind me to call the landlord, Mr. Hughes, about splitting the cost.",
  ],
  job: [
    "Senior Backend Engineer at Fernweh Travel, Berlin (hybrid, 3 days a week in the office). Salary: 75,000-90,000 euros. Requirements: 5+ years of Go or Rust and experience with PostgreSQL. Apply by 15 January 2027 to jobs@fernweh.example.",
  ],
  invite: [
    "You're invited to Sofia's 30th birthday party on Saturday 12 December at 8 pm at Bar Tejo, Rua dos Remédios 12. Dress code: 70s. Please RSVP to Marco by 5 December.",
  ],
  drone: [
    "The Nimbus 3 drone weighs 249 grams, flies for up to 34 minutes and records 4K video at 60 fps. It has a range of 10 km and costs 499 euros.",
  ],
  book: [
    "In The Salt Road by Amina Diallo, a young cartographer named Idris crosses the Sahara in 1890 to map a forgotten trade route. Along the way he is betrayed by his guide, Karim, and rescued by a caravan of Tuareg traders.",
  ],
  maintenance: [
    "Van maintenance log\n12 Oct 2026: replaced the front brake pads on the Transit van (KL-482).\n3 Nov 2026: oil change at 84,300 km.\nNext service due at 100,000 km.",
  ],
  catchup: [
    "Nadia: Hey Omar! Guess what, I finally adopted a dog last weekend. His name is Biscuit, he's a three-year-old beagle.\nOmar: No way, congrats! Where did you get him?\nNadia: From the Riverside animal shelter. I'd been volunteering there since March.\nOmar: That's awesome. I've been busy too - I started pottery classes on Tuesday evenings.\nNadia: Pottery! What have you made so far?\nOmar: Just a wonky mug and a small bowl, but I love how calming it is.\nNadia: I can relate, walking Biscuit in the morning calms me down before work.\nOmar: How's the new job at the library going?\nNadia: Really well, I'm running the kids' reading club on Saturdays now.\nOmar: Ha, you always loved books. I'm reading Project Hail Mary at the moment.\nNadia: Great pick! I'm off to Porto next month to see my grandmother for her 90th birthday.\nOmar: Say hi to her from me. Take lots of photos!",
  ],
  reunion: [
    "Priya: Marco! It's been ages. How was your summer?\nMarco: Hectic but good. I moved to Bologna in July for a new role at a design agency.\nPriya: That's huge! What kind of work are you doing there?\nMarco: Mostly packaging design for food brands. My first project was the label for an olive oil company.\nPriya: Love that. I've been training for the Lisbon half marathon, it's on 15 October.\nMarco: Wow, how's the training going?\nPriya: My knee was sore in August, so my physio told me to swap two runs a week for cycling.\nMarco: Smart. Are you running it alone?\nPriya: No, with my cousin Anjali. She convinced me to sign up.\nMarco: Good luck! I'm learning Italian properly now, two evenings a week at a language school near the station.",
  ],
  agentlog: [
    "User: Please remember that my partner's name is Sam and our anniversary is on 3 March.\nAssistant: Noted: your partner is Sam, and your anniversary is on 3 March.\nUser: Also, Sam is allergic to shellfish, so never suggest seafood restaurants for us.\nAssistant: Understood, no seafood restaurants.\nUser: For the anniversary I'm thinking of booking a cabin in the Peak District.\nAssistant: A cabin in the Peak District sounds lovely. Would you like me to look for ones with a hot tub?\nUser: Yes, and under 200 pounds a night.",
  ],
  weekend: [
    "Leo: Hi Maya! How was your weekend?\nMaya: Amazing, I hiked up Mount Tamalpais with my brother Theo on Saturday. The view of the bay was breathtaking.\nLeo: Sounds incredible. I spent Sunday repainting my living room a pale green.\nMaya: Ooh, fancy. Why green?\nLeo: It reminds me of my grandparents' farm in Ireland, where I spent every summer as a kid.\nMaya: That's lovely. By the way, I got the internship at the marine biology lab!\nLeo: Congratulations! When do you start?\nMaya: On 1 June. I'll be studying coral reefs, which has been my dream since I was ten.\nLeo: You've earned it. How do you feel about moving to Monterey?\nMaya: Nervous but excited. I've never lived on my own before.",
  ],
  plans: [
    "Zoe: Are we still on for dinner on Thursday?\nKai: Can we move it to Friday? My flight back from Oslo lands late on Thursday.\nZoe: Sure, Friday works. Same place, the Thai restaurant on Elm Street?\nKai: Perfect. By the way, I quit the gym last month, it was too expensive.\nZoe: What are you doing instead?\nKai: Running with a club in the park three times a week. It's free and more fun.\nZoe: Nice! My sister-in-law Mira just joined a running club too.\nKai: Small world. How are the twins?\nZoe: Both started kindergarten in September. Noah loves it, Ella misses home.",
  ],
  neighbours: [
    "Ines: Hi Tom, welcome to the building! Which flat did you move into?\nTom: Thanks! Flat 4B, on the fourth floor. I moved here from Leeds two weeks ago.\nInes: Lovely. What brings you to Bristol?\nTom: A job at the aerospace company near the airport. I'm a structural engineer.\nInes: Nice. If you need anything, I'm in 2A. The bins go out on Tuesday nights, by the way.\nTom: Good to know, thanks. Is there a good bakery nearby?\nInes: Yes, Crumb & Co on the corner does the best sourdough. Tell them I sent you.\nTom: Will do! Do you have any pets? I heard barking yesterday.\nInes: That's Pepper, my border collie. She's friendly but loud.",
  ],
  allotment: [
    "Pat: The allotment is finally under control! I cleared the brambles last weekend.\nSunil: Well done, that plot was a jungle. What are you growing first?\nPat: Potatoes, because they break up the soil, and broad beans along the fence.\nSunil: Good plan. Have you got water down there?\nPat: There's a trough by the gate, but I'm putting up a water butt on the shed.\nSunil: Watch out for the pigeons, they ate all my cabbages last year.\nPat: Noted! I'll put netting over anything leafy.\nSunil: And the rent?\nPat: 38 pounds a year, paid to the parish council in October.",
  ],
  support2: [
    "Customer: Hi, my order ORD-55812 says delivered but nothing arrived.\nAgent (Maya): Sorry about that! I can see it was left in a 'safe place' at 2:14 pm yesterday. Have you checked your porch or bins?\nCustomer: Yes, nothing there. My neighbour didn't take it either.\nAgent (Maya): Thanks for checking. I've opened a lost-parcel claim with the courier, SwiftPost.\nCustomer: How long will that take?\nAgent (Maya): Usually 3 to 5 working days. If they can't find it, we'll send a replacement for free.\nCustomer: OK, thanks. Can I get a refund instead of a replacement?\nAgent (Maya): Yes, just reply to the claim email and choose refund.",
  ],
  birthday: [
    "Kate: Can't believe Leo is turning seven on Sunday!\nMina: Seven already! Are you doing a party?\nKate: Yes, at the climbing centre in Hove, 2 to 4 pm. He's invited his whole class.\nMina: Brave! What does he want as a present?\nKate: He's obsessed with space, so a telescope. My parents are getting him one.\nMina: Aw. What cake are you doing?\nKate: A rocket cake, my sister Jo is making it, she's brilliant at baking.\nMina: Can we bring anything?\nKate: Just yourselves! Maybe some sun cream, there's a garden.",
  ],
  handbook: [
    "Staff handbook - leave and absence\nAnnual leave: 25 days a year plus public holidays, rising to 28 days after five years' service.\nBooking leave: request it in HRly at least two weeks ahead; your line manager approves it.\nSick leave: call your manager before 9:30 am on the first day. After seven days you need a fit note from your doctor.\nParental leave: see the separate family policy on the intranet.\nCarry-over: up to five unused days can be carried into the next year, and must be used by 31 March.",
  ],
  flight2: [
    "Your booking is confirmed - reference QX7P2L\nPassenger: Mr Daniel Okoye\nOutbound: Thursday 11 March 2027, flight BA 2764 from London Gatwick (North Terminal) to Catania, departs 06:55, arrives 10:50 local time.\nReturn: Thursday 18 March 2027, flight BA 2765 from Catania, departs 11:50, arrives 14:05.\nSeat: 23A (window) on both flights.\nBaggage: one cabin bag and one 23 kg hold bag.\nCheck-in opens 24 hours before departure. Bag drop closes 45 minutes before departure and the gate closes 20 minutes before.\nTo change your booking, visit Manage My Booking; a change fee of 60 pounds plus any fare difference applies.",
  ],
  incident: [
    "[09:02] Raj: Heads up, checkout is throwing 502s for about 10% of requests.\n[09:04] Elena: Looking. Started after the 08:45 deploy?\n[09:05] Raj: Looks like it. The new build of cart-service can't reach Redis.\n[09:07] Elena: I'll roll back cart-service to v3.14.2.\n[09:15] Elena: Rollback done, error rate back under 0.1%.\n[09:16] Raj: Nice. Root cause is the Redis password missing from the new config map.\n[09:20] Elena: I'll write the postmortem by Friday. Can you add an alert for Redis connection errors?\n[09:21] Raj: On it.",
  ],
  siblings: [
    "Claire: Mum's hip operation is booked for 3 May at St Mary's.\nOwen: Finally. Who's taking her in?\nClaire: I will, we need to be there by 7 am. She'll stay in for about four nights.\nOwen: I can pick her up when she's discharged. I'll take the Friday off.\nClaire: Great. The physio said she'll need a walking frame for six weeks.\nOwen: I'll order one. Should we get a rail put in the bathroom too?\nClaire: Yes, Uncle Ray said he'd fit it next weekend.\nOwen: And the dog? Biscuit can't stay alone that long.\nClaire: Our neighbour Fran will have him.",
  ],
  piano: [
    "Dear parents,\nSpring term piano lessons start on Monday 12 January and run for ten weeks. Lessons are 30 minutes and cost 18 pounds each, payable termly in advance by bank transfer.\nThe end-of-term recital will be on Saturday 21 March at 3 pm in the church hall on Mill Lane. Each pupil will play one piece; please practise at least 15 minutes a day.\nGrade exams are in the week of 9 March. The entry deadline is 30 January, and the fee is 52 pounds for Grade 1.\nIf your child is ill, please text me before 8 am; missed lessons can't be refunded but I will try to rearrange them.\nBest wishes,\nHelen Carter",
  ],
  clinic: [
    "Outpatient appointment letter\nDear Ms Okafor,\nYou have an appointment at the Dermatology clinic with Dr. Anil Kapoor on Tuesday 9 June 2027 at 10:40.\nThe clinic is in the Outpatients Department, Level 2, Royal Infirmary.\nPlease arrive 15 minutes early and bring a list of your current medications.\nIf you cannot attend, call 0161 555 0142 at least 48 hours before your appointment.\nParking is in the multi-storey on Hill Street and costs 3 pounds for up to 4 hours.",
  ],
  housemates: [
    "Ollie: The electricity bill came in, 184 pounds for the quarter.\nPriya: Ouch. So about 61 each?\nOllie: Yep, 61.33. Can you both send it by Friday?\nDan: Sent. Also, whose turn is it to clean the bathroom?\nPriya: Mine, I'll do it tomorrow morning.\nDan: Cool. And the broadband contract ends in July, should we switch?\nOllie: Yes, Fibrenet is offering 900 Mbps for 28 pounds a month.\nPriya: Let's do it. Dan, can you call them?\nDan: Sure, I'll ring them on Monday.",
  ],
  bikesale: [
    "For sale: Trek FX 3 hybrid bike, 2022, size M (fits 165-178 cm). Carbon fork, hydraulic disc brakes, 20 gears. Ridden about 1,200 km, serviced in March. Small scratch on the top tube. Comes with mudguards, a rear rack and a D-lock. 420 pounds, no offers. Collection only from Chorlton, Manchester. Message Tom on 07700 900321, evenings after 6 pm.",
  ],
  japan: [
    "[10:15 am on 3 June, 2027]\nNoor: I booked Japan! Two weeks in October.\nMaya: No way! Where are you going?\nNoor: Tokyo first, then Kyoto and Osaka. I'm flying with ANA.\nMaya: You have to try the ramen in Fukuoka if you can.\nNoor: Not this time, maybe next trip.\n[8:40 pm on 30 October, 2027]\nMaya: Welcome back! How was Japan?\nNoor: Amazing. Kyoto was my favourite, the temples at dawn were magical.\nMaya: Did you get to see Mount Fuji?\nNoor: Only from the train, it was cloudy on our day trip to Hakone.\nMaya: And the food?\nNoor: I ate so much sushi. The best was a tiny place in Tsukiji.\nMaya: Did you buy anything?\nNoor: A set of knives from Kappabashi for my brother.",
  ],
  retro: [
    "# Sprint 14 retrospective (2 June 2027)\n## What went well\n- The new onboarding flow shipped two days early.\n- Support tickets dropped by 30% after the FAQ update.\n## What didn't go well\n- The staging environment was down for most of Wednesday.\n- Code reviews waited too long; the average wait was 26 hours.\n## Actions\n- Aisha will set up alerts for staging outages.\n- Reviews must get a first response within 4 hours.\n- Ben will pair with the new hires on Fridays.",
  ],
  boiler: [
    "Sophie: Hi Mr Patel, the boiler stopped working this morning, no hot water or heating.\nMr Patel: Sorry to hear that. Is the pressure gauge below 1?\nSophie: Yes, it shows 0.5.\nMr Patel: OK, I'll send my plumber, Gary, tomorrow between 8 and 10 am.\nSophie: Thanks. Should I leave a key with the neighbour?\nMr Patel: No need, Gary has a spare key.\nSophie: Great. Can I use a fan heater in the meantime?\nMr Patel: Yes, and I'll take 20 pounds off this month's rent for the electricity.",
  ],
  pcn: [
    "PENALTY CHARGE NOTICE PCN KN40918273\nVehicle: grey Ford Focus, registration LK19 XMT\nContravention: parked in a residents' bay without a valid permit\nLocation: Albert Road, outside number 42\nDate and time: 3 March 2027, 14:37\nCivil enforcement officer: CE 2217\nAmount due: 70 pounds, reduced to 35 pounds if paid within 14 days.\nHow to pay: online at kingsfield.gov.uk/pcn or by phone on 0300 555 0190.\nTo challenge this notice, write within 28 days giving your reasons.",
  ],
  familychat: [
    "[14/05/2027, 18:02:11] Mum: Dinner at ours on Sunday for Grandad's 80th! 1 pm.\n[14/05/2027, 18:05:40] Leah: Lovely! What can I bring?\n[14/05/2027, 18:06:02] Mum: A pudding please, he loves trifle.\n[14/05/2027, 18:10:19] Sam: I'll pick up Grandad from the care home at 12.\n[14/05/2027, 18:12:55] Mum: Thanks Sam. Remember he can't do stairs now.\n[14/05/2027, 18:15:31] Leah: Shall we get him a present together? I was thinking a digital photo frame.\n[14/05/2027, 18:16:08] Sam: Good idea, I'll chip in 40.",
  ],
  shoporder: [
    "Subject: Your Greenleaf order #GL-70431 is confirmed\nFrom: Greenleaf Home <orders@greenleaf.example>\nTo: Martin Kowalski\n\nHi Martin,\nThanks for your order! Here's what's coming:\n- 2 x linen cushion covers (sage), 18 pounds each\n- 1 x oak side table, 95 pounds\nDelivery: Thursday 22 April, between 7 am and 7 pm, to 14 Fern Close, Bath.\nOrder total: 131 pounds, including free delivery.\nYou can return anything within 30 days for a full refund.\nThe Greenleaf team",
  ],
  debrief: [
    "Hana: What did you think of the second candidate, Felix?\nGreg: Strong on system design, he sketched the caching layer really clearly.\nHana: Agreed. His SQL was weaker though.\nGreg: True, he struggled with the window functions question.\nHana: He's asking for 85k and can start in June.\nGreg: That's within budget. I'd hire him.\nHana: Me too. I'll send the offer on Monday, and Priti can do the reference checks.",
  ],
  houselisting: [
    "3 bed semi-detached house, Elm Grove, Harrogate - 325,000 pounds\nA bright family home with a south-facing garden, a garage and off-street parking for two cars.\nGround floor: living room, kitchen-diner and a downstairs toilet. First floor: three bedrooms and a family bathroom.\nThe house is a 10-minute walk from Harrogate station and close to Oakdale Primary School.\nCouncil tax band D. EPC rating C. Freehold. No onward chain.\nViewings by appointment with Hollis & Reed on 01423 555 0178.",
  ],
  usermemories: [
    "I started learning Spanish in January with an app called Hablo.",
    "My sister Lucia lives in Madrid with her husband Tomás.",
    "I'm visiting Lucia in August for two weeks.",
    "I work night shifts as a nurse at St Anne's hospital.",
    "I run 5k every Sunday morning in Hyde Park.",
    "I can't eat gluten.",
    "My car is a red Mini Cooper.",
    "My goal this year is to run a half marathon in October.",
  ],
  carhire: [
    "Rental agreement RA-55302 - Sunway Car Hire\nDriver: Priya Shah\nCar: white Toyota Corolla or similar, automatic\nPick-up: Faro Airport, 10 July 2027 at 14:00\nDrop-off: Faro Airport, 17 July 2027 by 10:00\nFuel policy: full to full. A refuelling charge of 25 euros applies if the tank is not full.\nInsurance excess: 1,200 euros, reduced to zero with Super Cover at 12 euros a day.\nMileage: unlimited. A second driver costs 8 euros a day.",
  ],
  fence: [
    "Rob: Hi Jen, sorry about the noise on Saturday, it was my son's 18th.\nJen: No worries! It finished by midnight, that's fine.\nRob: Also, the storm knocked down part of our shared fence.\nJen: I saw. Shall we split the cost?\nRob: Yes, my brother-in-law is a fencer, he quoted 340 pounds.\nJen: Great, 170 each then. When can he do it?\nRob: Next Wednesday, if the weather's dry.\nJen: Perfect. I'll keep the dog inside that day.",
  ],
  talk: [
    "Talk: Making search fast on small devices\nSpeaker: Dr. Amara Eze, principal engineer at Lumo Labs\nRoom 3B, Thursday 14 October, 11:30-12:15\nAbstract: Most search engines assume a server with plenty of memory. This talk shows how Lumo Labs built an index that fits in 4 MB and answers queries in under 10 milliseconds on a phone. Amara will cover quantised vectors, compact posting lists and the trade-offs they measured.\nBio: Amara has worked on search for twelve years, previously at Kestrel Maps. She lives in Lagos.",
  ],
  mot: [
    "Hartley Motors - MOT and service report\nVehicle: Ford Focus 1.0 EcoBoost, registration KX19 TNB\nDate of test: 9 February 2027. Mileage: 48,312\nResult: FAIL\nFailures: nearside front tyre tread below the legal limit; rear number plate lamp not working.\nAdvisories: front brake discs slightly worn; minor oil leak from the sump gasket.\nWork done: replaced the front tyre (Michelin Primacy, 89 pounds fitted) and the plate bulb (4 pounds). Retest passed the same afternoon.\nService: oil and filter changed, air filter replaced. Service total 165 pounds.\nNext MOT due: 8 February 2028. Technician: Gareth Price.",
  ],
  luggage: [
    "Agent (Sofia): Hello, you're through to SkyLink baggage services. How can I help?\nCustomer (Tom Baines): My suitcase didn't arrive on flight SL 482 from Lisbon last night.\nAgent (Sofia): I'm sorry to hear that. Can you describe the bag?\nCustomer (Tom Baines): A large navy hard-shell case with a yellow strap round it.\nAgent (Sofia): Thank you. I've opened a report, your reference is LISSL90417. The bag was left in Lisbon and will be on tomorrow's 14:05 flight.\nCustomer (Tom Baines): Will you bring it to me?\nAgent (Sofia): Yes, a courier will deliver it to your home address between 6 pm and 10 pm tomorrow.\nCustomer (Tom Baines): I had to buy toiletries and a change of clothes.\nAgent (Sofia): Keep the receipts. You can claim up to 50 euros a day for essentials through our website.",
  ],
  football: [
    "[6:40 pm on 3 October, 2027]\nCoach Mike: Under-10s, Saturday's match is away at Brookfield Rangers, kick-off 10 am. Please be there by 9:15.\nPriya: Which kit?\nCoach Mike: The yellow away kit, and bring shin pads, no pads no play.\nDan: I can drive three kids, I've got space for Leo and Sami.\nPriya: Thanks Dan, Sami's mum is working so that helps.\n\n[12:30 pm on 6 October, 2027]\nCoach Mike: Great effort today, we won 3-2! Leo scored twice and Ava got the winner.\nPriya: Brilliant! Who got player of the match?\nCoach Mike: Our keeper, Finn, he saved a penalty in the last minute.\nDan: Training moves to Thursday next week because the pitch is being reseeded.",
  ],
  pr: [
    "Pull request #1843: Fix duplicate invoices when the payment webhook retries\nAuthor: kwame-o\nCloses #1799.\n\nWhat: Stripe retries a webhook if we do not answer within 10 seconds, and each retry created a new invoice. The handler now stores the event id and skips events it has already seen.\nHow tested: a new integration test sends the same event three times and checks that one invoice exists. Also ran against the staging account.\nRisk: low. The new table processed_events is created by migration 0042.\n\nReview comments:\nlin-zhou: Looks good. Could we expire old rows after 30 days so the table does not grow forever?\nkwame-o: Good idea, I'll do that in a follow-up.\nlin-zhou: Approved.\nmarta-r: Approved, please merge after the Friday release.",
  ],
  deposit: [
    "From: Maya Cole <maya.cole@example.com>\nTo: lettings@greenway.example\nSubject: Deposit for 22 Orchard Street\n\nHello,\nI moved out of 22 Orchard Street on 31 May and returned both sets of keys to your office that day. It is now three weeks later and I have not had my deposit of 1,400 pounds back. Can you tell me when it will be paid?\nThanks,\nMaya Cole\n\nFrom: Greenway Lettings <lettings@greenway.example>\nTo: Maya Cole\nSubject: Re: Deposit for 22 Orchard Street\n\nDear Ms Cole,\nSorry for the delay. The landlord, Mr Hughes, has asked for two deductions: 120 pounds for cleaning the oven and 80 pounds for a stain on the bedroom carpet. The remaining 1,200 pounds will be paid to your account within 5 working days.\nYour deposit is protected with the Deposit Protection Service. If you disagree with the deductions, you can raise a dispute with them within 3 months of the end of your tenancy.\nKind regards,\nDaniel Price, Property Manager",
  ],
  teamchat: [
    "[10:02] priya.n: heads up, the api v2.3 deploy failed on migration 57\n[10:03] tom_b: what's the error?\n[10:04] priya.n: lock timeout on the orders table, the nightly report was still running\n[10:06] tom_b: I'll roll back to v2.2 now\n[10:15] tom_b: rolled back, checkout is fine again\n[10:21] priya.n: I'll rerun the deploy at 14:00 after the report finishes\n[10:22] sam.k: I'm on call today, ping me if it breaks again\n[14:40] priya.n: v2.3 is out, migration took 4 minutes",
  ],
  dentist: [
    "Smile Studio: Reminder - your appointment with Dr. Rachel Kim is on Tuesday 12 October at 8:40 am. Reply C to confirm or call 0161 555 0142 to change it.",
    "Smile Studio treatment plan for Leo Grant\n1. Filling, lower left molar (white composite): 95 pounds\n2. Scale and polish with the hygienist, Anna: 45 pounds\nTotal: 140 pounds, payable on the day.\nAfter the filling, do not eat or drink anything hot for two hours while the numbness wears off.\nYour next check-up is due in six months.",
  ],
  shownotes: [
    "Episode 112: Rebuilding a city's bike network, with Ines Duarte\nThis week Ines Duarte, head of transport planning at Porto City Council, tells us how Porto added 60 km of protected bike lanes in four years.\n00:00 Intro\n04:10 Why painted lanes failed\n18:30 Winning over shop owners\n31:45 Ines's book pick: Copenhagenize by Mikael Colville-Andersen\nThis episode is sponsored by Ridewell, makers of folding e-bikes. Use code CITY15 for 15% off.\nHosted by Sam Okafor. Music by Lo Tide.",
  ],
  insurance: [
    "Northgate Insurance - your car insurance renewal\nPolicy number: NG-4471093\nPolicyholder: Mr Daniel Osei\nVehicle: Volkswagen Golf, registration LM68 XPR\nCover: Comprehensive\nRenewal date: 1 March 2027\nAnnual premium: 612 pounds (last year 548 pounds)\nCompulsory excess: 250 pounds; voluntary excess: 100 pounds\nNo claims discount: 6 years\nNamed drivers: Daniel Osei, Abena Osei\nYour premium has gone up mainly because repair costs for your model have risen. If you do nothing, your policy will renew automatically and the premium will be taken by direct debit. To cancel or change your cover, call us on 0345 600 2210 before the renewal date.",
  ],
  holidaychat: [
    "12/06/2027, 19:02 - Mum: Right, Crete is booked! Villa in Chania from 14 to 28 August\n12/06/2027, 19:03 - Jack: Amazing!! How much was it?\n12/06/2027, 19:05 - Mum: 2,800 for the villa, so 700 per family\n12/06/2027, 19:06 - Leah: Does it have a pool?\n12/06/2027, 19:06 - Mum: Yes, and it's ten minutes' walk to the beach\n12/06/2027, 19:10 - Jack: I'll sort the flights, easyJet from Bristol on the 14th\n12/06/2027, 19:12 - Leah: We can only come for the second week, Tom's work won't let him off\n12/06/2027, 19:15 - Mum: That's fine love. Grandad wants to hire a car so he can drive to the Samaria Gorge",
  ],
  interviewinvite: [
    "Subject: Interview for Junior Data Analyst - Brightline Energy\n\nDear Chloe,\nThank you for applying for the Junior Data Analyst role. We would like to invite you to an interview on Wednesday 9 June at 2:30 pm at our office, 4th floor, 12 Queen Square, Bristol.\nYou will meet Priya Natarajan, Head of Analytics, and Owen Hale from our HR team. The interview will last about 45 minutes and includes a short SQL exercise on a laptop we provide.\nPlease bring photo ID and proof of your right to work in the UK.\nIf the time does not suit you, reply to this e-mail or call me on 0117 496 0321.\nBest wishes,\nGrace Miller\nRecruitment Coordinator",
  ],
  bugreport: [
    "Issue #2210: Dark mode resets after app restart\nOpened by hana.s on 3 May 2027. Labels: bug, mobile. Assignee: dev-raj\n\nSteps to reproduce: turn on dark mode in Settings, close the app fully, open it again.\nExpected: the app stays in dark mode.\nActual: the app opens in light mode every time.\nEnvironment: Android 14, Pixel 7, app version 5.2.0. iOS is not affected.\n\nComments:\ndev-raj: The setting is saved to memory but never written to disk. Fix is in PR #2231.\nhana.s: Thanks! Confirmed fixed in the 5.2.1 beta.\ndev-raj: Closing, the fix ships in 5.2.1 on 20 May.",
  ],
  payslip: [
    "Payslip - Harbourside Logistics Ltd\nEmployee: Aisha Rahman. Employee number: 30417. Tax code: 1257L\nPay date: 28 February 2027. Pay period: February 2027\nBasic pay: 2,450.00\nOvertime (12 hours at 18.50): 222.00\nGross pay: 2,672.00\nIncome tax: 286.40\nNational Insurance: 124.18\nPension (5%): 133.60\nStudent loan: 41.00\nNet pay: 2,086.82, paid to account ending 4471.\nHoliday remaining: 14 days.",
  ],
  parentsevening: [
    "Parents' evening notes - Zoe Carter, Year 8, 16 November\nMaths (Mr Ahmed): Zoe is working above the expected level. She should try the UK Maths Challenge in April.\nEnglish (Ms Doyle): Her creative writing is strong, but her essays need more evidence from the text. Target: use two quotations in every paragraph.\nScience (Dr Patel): Good practical work. She missed two homework deadlines this term.\nFrench (Mme Laurent): Quiet in lessons; she should speak more in class.\nOverall attendance: 97%.\nNext parents' evening: 12 March.",
  ],
  trainrefund: [
    "From: Ben Ashworth\nTo: Delay Repay, Northern Cross Trains\nSubject: Delay Repay claim\n\nHello,\nMy 07:42 train from York to Leeds on 3 February was cancelled and I arrived at Leeds at 09:05, 58 minutes late. I had an anytime return ticket that cost 24.60 pounds. I have attached a photo of the ticket.\nBen\n\nFrom: Delay Repay, Northern Cross Trains\nTo: Ben Ashworth\nSubject: Re: Delay Repay claim DR-88213\n\nDear Mr Ashworth,\nThank you for your claim, reference DR-88213. For a delay of 30 to 59 minutes on a return ticket we refund 25% of the fare, which is 6.15 pounds. This will be paid to your bank account within 10 working days.\nDelay Repay team",
  ],
  zoomcall: [
    "Website relaunch call - transcript\n00:00:05 Maria Lopez: Thanks for joining. The goal today is to agree the launch date.\n00:00:31 Kofi Asante: Design is done, but the new checkout still fails on older iPhones.\n00:01:02 Maria Lopez: How long to fix it?\n00:01:10 Kofi Asante: About a week if Lena helps with testing.\n00:01:25 Lena Fischer: I can test from Monday.\n00:02:40 Maria Lopez: Then we launch on 15 June instead of 1 June. Budget stays at 40,000 euros.\n00:03:05 Kofi Asante: I'll tell the agency today.\n00:03:20 Maria Lopez: Great. Lena, can you also update the help pages? Lena Fischer: Yes, by the 10th.",
  ],
  returnchat: [
    "You: Hi, I want to return the hiking boots from order 55-19024, they're too small.\nSupport (Ana): Sorry about that! Were they the Trailmaster GTX in size 42?\nYou: Yes. Can I swap them for a 43?\nSupport (Ana): The 43 is out of stock until 20 March, so I can refund you instead or put you on the waiting list.\nYou: A refund please, back to my card.\nSupport (Ana): Done. I've emailed you a free returns label. Drop the parcel at any Parcelpoint shop within 14 days.\nSupport (Ana): The refund of 129.99 pounds will reach your card 3 to 5 days after we receive the boots.",
  ],
  trainingplan: [
    "# 8-week strength plan for Dev\nGoal: deadlift 140 kg by the end of June. Current best: 115 kg.\nCoach: Maya Lindqvist\n\n## Monday - lower body\n- Deadlift: 5 sets of 5 at 80%\n- Bulgarian split squats: 3 x 10 each leg\n\n## Wednesday - upper body\n- Bench press: 4 x 6\n- Pull-ups: 4 sets to failure\n\n## Friday - full body\n- Front squats: 4 x 5\n- Farmer's carries: 4 x 30 m\n\nNotes: rest 2-3 minutes between heavy sets. Deload in week 5. Sleep at least 8 hours.",
  ],
  bins: [
    "Riverbank Council - changes to your bin collections\nFrom Monday 5 April your bins will be collected on Tuesdays instead of Thursdays.\nBlue bin: paper, card, tins and plastic bottles, collected every two weeks.\nGreen bin: garden waste only. The garden waste service now costs 48 pounds a year; sign up by 31 March.\nBlack bin: general waste, collected every two weeks on the weeks the blue bin is not.\nFood caddy: collected every week.\nPlease put your bins out by 7 am on collection day. Glass can go to the bottle banks at Mill Lane car park.",
  ],
  journal: [
    "Tuesday 4 May. First day at Fernwood Architects. My desk is next to Raj, who runs the housing team. Lunch at the noodle bar on Cross Street.",
    "Saturday 8 May. Ran the Heaton parkrun in 27:40, my best time yet. Mum came to watch. Afterwards we bought a lemon tree for the balcony.",
    "Thursday 13 May. Raj asked me to lead the community centre drawings. Presenting them to the client on 2 June. Nervous but excited.",
  ],
  guestinfo: [
    "Welcome to Harbour View Cottage!\nWi-Fi: network HarbourView, password seagull2027\nCheck-out: by 10 am on your departure day. Please leave the keys in the key safe by the door (code 4418).\nHeating: the thermostat is in the hallway; the boiler is in the utility room.\nBins: recycling in the blue box, everything else in the black bin. Collection is on Wednesday morning.\nParking: one space in front of the cottage; more at the harbour car park, 3 pounds a day.\nNearest shop: the Spar on Quay Street, open until 9 pm.\nAny problems, call your host, Morag, on 07700 900512.",
  ],
  carpool: [
    "[14/09/2027, 08:02:11] Nadia: Morning all! New school run rota starts Monday\n[14/09/2027, 08:03:40] Nadia: Mon and Wed I drive, Tue and Thu is Chris, Friday is Priya\n[14/09/2027, 08:05:02] Chris: Works for me. I can only take three kids though, the car has a booster seat in the middle\n[14/09/2027, 08:06:15] Priya: Fine. Pick-up from Elm Road at 8:15?\n[14/09/2027, 08:06:59] Nadia: Yes, 8:15 sharp please, school gates close at 8:45\n[14/09/2027, 08:10:30] Chris: Also Leo has football after school on Thursdays, so I'll collect at 4:30 instead of 3:15 that day",
  ],
  changelog: [
    "# Changelog - Tally app\n\n## 4.3.0 (12 May 2027)\n- Added: shared budgets with up to 5 people.\n- Changed: CSV export now includes categories.\n- Fixed: the Android widget showing yesterday's balance.\n\n## 4.2.1 (28 April 2027)\n- Fixed: a crash when importing from Monzo.\n- Security: updated the TLS library after a vulnerability report.\n\n## 4.2.0 (9 April 2027)\n- Added: dark mode.\n- Removed: support for iOS 15.",
  ],
  officemove: [
    "Memo to all staff, from Helen Brooks (Operations)\nSubject: Office move\nOur Manchester team moves to the new office at 3 Spinningfields Square on Monday 6 September. The old office on Deansgate closes on Friday 3 September at 5 pm.\nPlease pack your desk by Thursday 2 September; crates will be delivered on 30 August.\nThe new office has no staff car park. Season tickets for the NCP on Quay Street are available at a discount; ask Jamal in Facilities.\nDesks must be booked in the Deskly app from 1 September.\nQuestions to moves@example.com.",
  ],
  roomad: [
    "Double room to rent in Hulme, Manchester - 650 pounds a month, bills included\nAvailable from 1 October. Minimum stay six months.\nThe flat is shared with two others: Sam, a nurse, and Kasia, a PhD student. No pets, no smokers.\nDeposit: one month's rent. Fast broadband, washing machine, bike storage.\n10 minutes' walk to Oxford Road station.\n\nMessages:\nJoe: Hi, is the room still available? Could I view it this week?\nKasia: Yes! Thursday at 6:30 pm works for us. Ask for flat 12 at the intercom.\nJoe: Great, see you then. Is there a desk in the room?\nKasia: There is, and a double wardrobe.",
  ],
  handover: [
    "On-call handover, week 37 - from Ravi to Beth\nOpen incidents: INC-2291, payment webhooks delayed by up to 20 minutes; the provider says a fix ships on Tuesday. Watch the queue depth dashboard.\nKnown noise: the disk alert on db-replica-2 fires every night at 02:00 during backups. It is safe to ignore until the new volume arrives.\nDone this week: rotated the API signing keys; upgraded the Redis cluster to 7.2.\nEscalation: if payments stay delayed for more than an hour, page the payments lead, Oksana, on 07700 900777.\nNext handover: Monday 09:30.",
  ],
  granrecipe: [
    "Gran: Right love, the scones. 225 g self-raising flour, 55 g butter, 25 g caster sugar and 150 ml milk.\nIsla: Do I need an egg?\nGran: No egg. Rub the butter into the flour first, then the sugar, then the milk.\nIsla: What temperature?\nGran: Hot oven, 220 degrees, 200 if it's a fan oven. 12 to 15 minutes till they're golden.\nIsla: And the secret?\nGran: Don't twist the cutter, and don't roll the dough thinner than 2 cm. Your grandad liked them with raspberry jam.",
  ],
  schedulechange: [
    "Subject: Important: your flight time has changed - booking QX7P2L\nDear Ms Hannah Scott,\nYour flight EZ 8421 from London Gatwick to Nice on 18 July now departs at 14:50 instead of 09:10, and arrives at 18:05.\nYour return flight is not affected.\nWhat you can do: accept the new time (you don't need to do anything), move to another flight on the same route within 7 days of the original date for free, or cancel for a full refund.\nPlease tell us by 1 July if you want to change or cancel, in Manage Bookings or by calling 0330 365 5000.\nWe're sorry for any inconvenience.",
  ],
  libraryloan: [
    "From: Westbrook Libraries <noreply@westbrook-libraries.example>\nSubject: Items due soon\n\nDear Tom Fischer,\nThe following items are due back on Saturday 16 October:\n- The Salt Path by Raynor Winn\n- Lonely Planet Portugal\nYou can renew each item up to 3 times online, unless someone has reserved it. Lonely Planet Portugal has a reservation, so it cannot be renewed.\nLate returns cost 25p per item per day, up to 6 pounds per item.\nYour reserved copy of Tomorrow, and Tomorrow, and Tomorrow is ready to collect at Central Library until 20 October.",
  ],
  lunchorder: [
    "Mei: Lunch order from Falafel King, I'm calling them at 11:30, what does everyone want?\nOwen: Falafel wrap, no onions please\nGrace: Halloumi box with extra hummus\nRaj: I'm at the dentist, skip me today\nMei: Owen and Grace, that's 7.50 and 8.90. Pay me back on Monzo\nGrace: Done! Can you grab me a mint lemonade too?\nMei: Sure, that's another 2.50. Delivery should be here at 12:15",
  ],
  houserules: [
    "Maple Court - house rules for residents\nQuiet hours are 11 pm to 7 am every night.\nBikes must be kept in the bike store in the basement; the code is changed every three months and sent by e-mail.\nThe laundry room on the ground floor is open from 8 am to 10 pm. Please remove your washing within 30 minutes of the cycle ending.\nGuests can park in the two visitor bays for up to 48 hours; register their car with the concierge.\nBarbecues are not allowed on balconies.\nFor repairs, contact the building manager, Femi Adeyemi, on 0161 555 0199.",
  ],
  oneonone: [
    "1:1 notes - Carla and her manager, Tom, 14 March\nWins: Carla shipped the search redesign two weeks early; customer complaints about search fell by 40%.\nFeedback: Tom asked her to share updates earlier with the sales team, who were surprised by the launch.\nGrowth: Carla wants to move toward a staff engineer role. Tom will put her forward for promotion in the September cycle if she leads the data migration.\nTraining: she will use her 1,000 pounds budget on a distributed systems course in May.\nNext 1:1: 28 March.",
  ],
  mealplan: [
    "Meal plan, week of 8 March\nMonday: lentil soup with crusty bread\nTuesday: chicken stir-fry with noodles\nWednesday: leftovers\nThursday: salmon, new potatoes and green beans\nFriday: homemade pizza night\nSaturday: eating out at Nonna's\nSunday: roast lamb with Yorkshire puddings\nShopping: red lentils, noodles, salmon fillets, mozzarella, lamb shoulder, green beans.",
  ],
  camping: [
    "Beth: We're back from the Lake District! Four nights camping at Wasdale.\nKai: Jealous! How was the weather?\nBeth: Rained for two days, then glorious sunshine. We climbed Scafell Pike on the Saturday.\nKai: Nice, how long did that take?\nBeth: Six hours up and down, my legs are still sore.\nKai: Did the kids manage it?\nBeth: Alfie did, but Rosie stayed at the campsite with her dad, she's only five.\nKai: Fair enough. What was the campsite like?\nBeth: Basic but beautiful, right by the lake. The showers were freezing though.\nKai: Would you go again?\nBeth: Definitely, but next time we're renting a cottage in Keswick.",
  ],
  recall: [
    "Product safety notice - Brightway BW-200 kids' scooter\nBrightway is recalling the BW-200 scooter, sold between March and August 2026, because the folding hinge can break during use.\nStop using the scooter immediately. Do not try to repair it.\nReturn it to any Toyland store for a full refund; you do not need a receipt.\nAbout 8,400 scooters were sold in the UK. Two minor injuries have been reported.\nFor help, call 0800 555 0199 (9 am to 5 pm, Monday to Friday) or email recall@brightway.example.",
  ],
  newjob: [
    "Ana: First week at the new job done!\nLuke: How was it? It's the design agency, right?\nAna: Yes, Pixel & Pine. I'm on the team doing the rebrand for a coffee chain called Grind.\nLuke: Ooh fancy. What are your colleagues like?\nAna: Lovely. My manager, Hiro, took me for lunch on day one. There's also a dog in the office, a sausage dog called Noodle.\nLuke: Best perk ever. What's the commute like?\nAna: Forty minutes on the tram, but I read on the way.\nLuke: Are you still doing freelance work on the side?\nAna: Just one client, a bakery in Salford, I'll finish their menus this month and stop.",
  ],
  minutes3: [
    "Parent council meeting - 11 March 2027\nAttendees: Shona Reid (chair), Amir Khan, Lucy Brown, Mr. Grant (head teacher).\n1. Playground: the new climbing frame arrives on 2 April; installation will close the back playground for one week.\n2. Fundraising: the spring disco raised 860 pounds. Lucy will look into a sponsored walk in June.\n3. Parking: parents are blocking the bus stop at pick-up. Mr. Grant will write to all families.\n4. AOB: Amir asked for more bike racks; the council agreed to get a quote.\nNext meeting: 13 May 2027.",
  ],
  results: [
    "Ella: RESULTS ARE IN!! I got A, A, B!\nJosh: No way, congratulations! Is that enough for Leeds?\nElla: Yes! They needed AAB, so I'm in. I start Biology in September.\nJosh: Amazing. Which was the B?\nElla: Chemistry, I knew the second paper went badly.\nJosh: Still brilliant. Are you living in halls?\nElla: Yes, Lupton Residences, I've got a single room with a shared kitchen.\nJosh: Nice. What made you pick Leeds over York?\nElla: The course has a year in industry, and my cousin Tasha loved it there.\nJosh: We have to celebrate before you go. Pizza on Friday?\nElla: Deal, but I'm paying, my gran gave me 50 pounds for doing well.",
  ],
  claim: [
    "From: Rob Ellis <rob.ellis@example.com>\nTo: claims@homeshield.example\nSubject: Claim for water damage, policy HS-77120\n\nHello,\nOn 14 January a pipe burst in our loft and water came through the bedroom ceiling. The ceiling plaster, carpet and a wardrobe were damaged.\nA plumber from Fast Flow fixed the pipe the same day; his invoice was 240 pounds.\nPlease let me know what you need from me.\nRob Ellis\n\nFrom: HomeShield Claims <claims@homeshield.example>\nTo: Rob Ellis\nSubject: Re: Claim for water damage, policy HS-77120\n\nDear Mr Ellis,\nThank you for your claim, reference CL-5531. A loss adjuster, Karen Doyle, will visit on 21 January between 9 am and 1 pm.\nPlease keep the damaged carpet until she has seen it, and send us photos of the ceiling.\nYour policy excess is 250 pounds.\nKind regards,\nHomeShield Claims team",
  ],
  bakesale: [
    "[4:05 pm on 8 April, 2027]\nFreya: The school wants a bake sale for the library fund, I said we'd run it.\nOscar: Ha, of course you did. When is it?\nFreya: Friday the 23rd, after school in the main hall.\nOscar: I'll do my brownies. How many people are baking?\nFreya: Twelve parents so far, and the Year 6 kids are making cupcakes.\n\n[7:20 pm on 23 April, 2027]\nFreya: We raised 412 pounds!!\nOscar: Wow! What sold best?\nFreya: Your brownies, gone in ten minutes. The head teacher bought six.\nOscar: Ha! What's the money for again?\nFreya: New books for the library, the kids voted for graphic novels.",
  ],
  gym: [
    "Riverside Leisure Centre - spring class timetable\nSpin: Mondays and Wednesdays at 6:30 pm, studio 2, with Coach Dee. Bring a towel.\nYoga: Tuesdays at 7 pm and Saturdays at 9 am, studio 1, with Priti.\nAqua fit: Thursdays at 10 am in the small pool.\nBoxfit: Fridays at 6 pm, sports hall, with Marcus. Gloves provided.\nClasses cost 6 pounds, or are free with a Gold membership. Book online up to 7 days ahead.\nThe centre is closed on Easter Sunday and Easter Monday.",
  ],
  hospital: [
    "[10:15 am on 2 March, 2027]\nAmy: Dad had a fall on Tuesday, he's in St James's hospital with a broken hip.\nNoor: Oh no, I'm so sorry. How is he?\nAmy: In a lot of pain, but the surgery went well yesterday. They put in a metal plate.\nNoor: That's a relief. How long will he be in?\nAmy: At least a week, then a few weeks of physio at home.\nNoor: Is there anything I can do?\nAmy: Could you feed his cat, Smudge, on Thursday and Friday? I'll be at the hospital all day.\nNoor: Of course. Where's the key?\nAmy: Under the blue plant pot by the back door.\n\n[6:40 pm on 20 March, 2027]\nAmy: Dad's home! He's walking with a frame already.\nNoor: That's wonderful news. How's he finding it?\nAmy: Frustrated, he hates being slow. But the physio, Grace, says he's ahead of schedule.",
  ],
  grandma: [
    "Zara: I finally got Grandma's biryani recipe out of her!\nMo: No way, she's guarded that for years. What's the secret?\nZara: She fries the onions really slowly, for about forty minutes, until they're almost black.\nMo: Forty minutes?! What else?\nZara: A pinch of saffron soaked in warm milk, and she always uses basmati from one shop in Southall.\nMo: Which shop?\nZara: Taj Stores, on the Broadway.\nMo: And how long does it cook?\nZara: Twenty minutes on low heat with a tight lid, then ten minutes resting.\nMo: I'm coming over to try it on Saturday.\nZara: Bring yoghurt, I'll make raita.",
  ],
  lostcat: [
    "Street group - Elm Road\nHelen: Has anyone seen a grey cat with a white chest? Pixel didn't come home last night.\nRaj: Sorry Helen, not seen him. When did he go out?\nHelen: Around 9 pm, he always comes back by midnight.\nDimitri: I think I saw a grey cat in the garages behind number 40 this morning.\nHelen: Thank you! I'll go and look now.\nRaj: Try shaking his food box, ours always comes running.\nHelen: Found him!! He was locked in Dimitri's neighbour's garage. A bit hungry but fine.\nDimitri: Great news! I'll tell Mrs Osei to check her garage before locking it.",
  ],
  podcast: [
    "The Quiet Build - episode 48: Shipping side projects\nGuest: Lucia Romero, founder of Inkwell, a note-taking app with 40,000 paying users.\nIn this episode we talk about how Lucia built Inkwell on weekends for two years while working as a nurse, why she charged from day one, and how she found her first hundred customers on a forum for students.\nLucia's advice: ship something small every Friday, and never build a feature no user asked for twice.\nBook mentioned: Make Something Wonderful.\nRecorded in Madrid, released 6 June 2027.",
  ],
  photo: [
    "Iris: I finally bought a proper camera, a second-hand Fujifilm X-T3!\nLeo: Ooh nice. What made you get into photography?\nIris: My grandfather left me his old film camera, and I wanted to learn properly.\nLeo: That's lovely. What do you like shooting?\nIris: Mostly street photography in the old town, and birds at the reservoir on Sundays.\nLeo: Birds are hard! Have you got a long lens?\nIris: Not yet, I'm saving for a 100-400mm, it costs about 1,500 pounds.\nLeo: Ouch. Have you shown your photos anywhere?\nIris: One of my heron shots was picked for the library's calendar, it's the picture for March!\nLeo: That's brilliant, congrats. I'd love to come out with you one weekend.\nIris: Come on Sunday, we can meet at the reservoir car park at 7.",
  ],
  transcript: [
    "Product sync - transcript, 12 May 2027\nAnna (PM): Let's start with the mobile release. Where are we?\nJoe (iOS): The build is ready, but Apple rejected it on Monday because of the login screen.\nAnna (PM): What was wrong with it?\nJoe (iOS): We need a Sign in with Apple button, since we offer Google sign-in. I'll add it by Thursday.\nAnna (PM): OK, so the release moves to next Tuesday. Kemi, how's the Android side?\nKemi (Android): Already live on the Play Store since Friday, 4.6 stars so far.\nAnna (PM): Great. Last thing: the pricing page. Marcus wants to drop the annual discount from 20 to 15 percent.\nKemi (Android): I'd keep it at 20, churn is already high.\nAnna (PM): Let's decide next week with the numbers. Joe, can you pull the churn data?\nJoe (iOS): Sure.",
  ],
  wedding: [
    "Sara: I called the venue, the barn at Holly Farm is free on 14 June next year!\nTom: Yes! Did you book it?\nSara: I paid the 500 pound deposit, the rest is due in March.\nTom: Brilliant. How many guests can it hold?\nSara: 120 for dinner, but I'd rather keep it to about 80.\nTom: Agreed. My mum will want to invite the whole village though.\nSara: Ha, she can have ten. Who are you asking to be best man?\nTom: Probably my brother Ed, but I haven't asked him yet.\nSara: And I'm thinking folk band rather than a DJ. My cousin plays fiddle in one, The Hedgerows.\nTom: Love that. What about food?\nSara: A hog roast, with a veggie option for your sister.",
  ],
  service: [
    "Northside Garage - Invoice 7731\nCustomer: Priya Shah. Vehicle: 2016 Honda Jazz, registration LK16 PZR.\nDate: 3 April 2027. Mileage: 58,214.\nWork done: full service; replaced front brake pads and discs; new wiper blades.\nAdvisory: the rear tyres are at 3 mm and should be replaced within three months.\nParts: 186.40 pounds. Labour: 2.5 hours at 64 pounds an hour, 160 pounds.\nTotal: 346.40 pounds, paid by card.\nNext service due: April 2028 or at 68,000 miles, whichever comes first.",
  ],
  surprise: [
    "Kim: Okay team, Dana turns 40 on the 14th and she has no idea we're planning anything.\nLuis: I can book the back room at Marcello's, they do a set menu for groups.\nKim: Perfect. How many people are we thinking?\nLuis: Around twenty, her work friends plus family.\nPriya: I'll make a photo slideshow, I have pictures going back to university.\nKim: Lovely. Who's getting the cake?\nPriya: My cousin runs a bakery in Hove, I'll ask her for a chocolate one.\nLuis: What about getting Dana there without her guessing?\nKim: Her husband Mark will say they're going out for a quiet dinner, just the two of them.\nPriya: Ha, classic. What are we getting her as a present?\nKim: She's always wanted a hot air balloon ride, so let's all chip in 30 pounds each.",
  ],
  booking: [
    "Booking confirmation - Harbour View Hotel, Whitby\nGuest: Mr. Alan Pryce\nBooking reference: HVH-48213\nCheck-in: Friday 17 October 2027, from 3 pm. Check-out: Sunday 19 October 2027, by 11 am.\nRoom: Double room with sea view, breakfast included.\nTotal price: 298 pounds, paid in full.\nParking: free, but spaces are limited and cannot be reserved.\nCancellation: free until 48 hours before arrival; after that the first night is charged.\nDogs are welcome in ground-floor rooms for 15 pounds a night.",
  ],
  newcity: [
    "Tess: How's Edinburgh treating you? It's been a month now, right?\nRavi: Five weeks! Honestly it's been a lot. The new job is great but I don't know anyone yet.\nTess: That's hard. What's the job like?\nRavi: I'm a junior architect at a small firm in Leith. We're designing a library for a school in Fife.\nTess: Sounds amazing. Why did you pick Edinburgh anyway?\nRavi: Mostly the job, but also because my grandmother grew up here and always talked about it.\nTess: Aw. Have you found a way to meet people?\nRavi: I joined a climbing gym near my flat. Everyone's friendly, and I went for a pint with a couple of them last Friday.\nTess: Good! And the weather?\nRavi: Grey and windy every single day, but I've bought a proper raincoat.\nTess: Ha. I'm coming up in November, you can show me around.\nRavi: Yes! I'll take you up Arthur's Seat if it's not raining.",
  ],
  prefs: [
    "I'm allergic to shellfish.",
    "My partner's name is Jordan and we have been together for six years.",
    "I work as a nurse in the emergency department at St Mary's Hospital.",
    "I usually work night shifts on weekends.",
    "I'm training for a 10k run in June.",
    "I don't drink coffee, only green tea.",
    "My sister Claire lives in Toronto.",
    "I'm learning Spanish because we're moving to Valencia next year.",
  ],
  adoption: [
    "Leah: We did it, we adopted a dog! Her name is Pepper, she's a three-year-old collie cross.\nMarco: Oh wow! Where did you get her?\nLeah: From the Hilltop Rescue Centre. She was found wandering near a farm in Devon.\nMarco: Poor thing. How is she settling in?\nLeah: Slowly. She hides under the table when the doorbell rings, but she loves the garden.\nMarco: Give her time. Are you training her?\nLeah: We've signed up for puppy classes on Tuesday evenings at the village hall, even though she isn't a puppy.\nMarco: Ha. What does your cat think?\nLeah: Mittens is furious. He's been sleeping on top of the wardrobe all week.\nMarco: He'll come round. My old dog Rufus and my cat ended up best friends.\nLeah: I hope so. The vet said Pepper needs to lose two kilos, so no more treats from the kids.",
  ],
  offer: [
    "Dear Priya,\nWe are delighted to offer you the position of Senior Product Designer at Northwind Labs, reporting to Daniel Kim, Head of Design.\nStart date: 6 September 2027.\nSalary: 68,000 pounds a year, paid monthly, with a review after six months.\nHours: 37.5 hours a week; you may work from home up to three days a week.\nHoliday: 27 days a year plus bank holidays.\nProbation: three months, with one week's notice on either side during that time.\nPlease sign and return this letter by 20 August. If you have any questions, contact Maria Lopez in People Operations.\nYours sincerely,\nSarah Bennett, Chief Operating Officer",
  ],
  kitchen: [
    "Zoe: The kitchen is finally finished!!\nIan: About time, it's been what, three months?\nZoe: Eleven weeks. The builders found rotten joists under the floor, which added two weeks.\nIan: Nightmare. What did you go for in the end?\nZoe: Dark green cabinets, oak worktops and a big island with stools. Tom wanted white but I won.\nIan: Ha. Did it go over budget?\nZoe: A bit. We planned 18,000 and it came to 21,500, mostly because of the floor.\nIan: Who did the work?\nZoe: A local firm, Hart and Sons. Their tiler, Kev, was brilliant.\nIan: Are you having a party to show it off?\nZoe: Yes! Saturday the 9th, come for dinner. I'm making paella in my new pan.",
  ],
  sessions: [
    "[2:10 pm on 3 June, 2026]\nMaya: Guess what, I signed up for my first half marathon! The Bristol one in September.\nJon: That's brilliant! Have you run that far before?\nMaya: Never, my longest is 10k. I'm following a 16-week plan from an app called Stride.\nJon: Let me know if you want a running buddy on Sundays.\n\n[7:45 pm on 19 July, 2026]\nMaya: Ugh, I hurt my knee on a hill run last week.\nJon: Oh no! Is it bad?\nMaya: The physio says it's runner's knee. I have to rest for ten days and do squats and lunges.\nJon: That's rough. Are you still doing the race?\nMaya: Yes, I'll just skip the speed sessions. My sister Ana is coming to cheer me on.\n\n[9:00 am on 14 September, 2026]\nMaya: I did it! 2 hours 12 minutes!\nJon: Amazing!! How did the knee hold up?\nMaya: Perfectly. The last three miles were the hardest, but the crowd kept me going.\nJon: What's next?\nMaya: A trail race in the Lake District next spring, I think.",
  ],
  babynews: [
    "Hugo: Big news, Elena and I are expecting a baby in October!\nAmira: Congratulations!! How are you both feeling?\nHugo: Excited and terrified. Elena has been sick every morning, but the scan last week showed everything is fine.\nAmira: Do you know if it's a boy or a girl?\nHugo: Not yet, we find out at the 20-week scan in June.\nAmira: Have you thought about names?\nHugo: If it's a girl, Elena likes Sofia. I'm pushing for Luna.\nAmira: Both lovely. Are you staying in the flat?\nHugo: No, we're looking for a house with a garden near Elena's parents in Girona.",
  ],
  holiday: [
    "Nina: We're back from Crete! Ten days of sun.\nOwen: Jealous! Where did you stay?\nNina: A small family hotel in Chania, right by the old harbour. The owner, Yannis, made us breakfast every morning.\nOwen: Sounds perfect. Did you rent a car?\nNina: Yes, a little Fiat Panda. We drove to Balos beach, the road was terrifying but the water was unreal.\nOwen: What was the best thing you ate?\nNina: Grilled octopus at a taverna in Loutro. We had to take a ferry to get there because there are no roads.\nOwen: Wow. Would you go back?\nNina: In a heartbeat. Next time I want to hike the Samaria Gorge, we ran out of time.",
  ],
  minutes2: [
    "Sprint 14 retrospective, 20 May 2027\nWhat went well: the checkout redesign shipped on time; on-call was quiet.\nWhat went badly: two flaky end-to-end tests blocked merges for a day; the design review started late.\nActions: Lina will quarantine the flaky tests by Friday. Raj will book design reviews a week ahead.\nMood: 4 out of 5.",
  ],
  reading: [
    "Tara: What are you reading at the moment?\nBen: A biography of Ada Lovelace my sister lent me. It's slow going but fascinating.\nTara: Oh, I loved that one! Did you get to the part about Babbage yet?\nBen: Just started it. I didn't know she wrote the first published algorithm.\nTara: And she was only 27. I'm halfway through a thriller, The Silent Patient, for my commute.\nBen: Any good?\nTara: Gripping, I missed my stop twice this week because of it.\nBen: Ha! I mostly listen to podcasts on the train, but I might switch to books.\nTara: You should try the library app, you can borrow e-books for free with your card.",
  ],
  recipe2: [
    "Lemon drizzle cake (serves 10)\nIngredients: 225 g butter, 225 g caster sugar, 4 eggs, 275 g self-raising flour, zest of 2 lemons. For the drizzle: juice of 2 lemons and 85 g sugar.\nMethod: Heat the oven to 180C. Beat the butter and sugar until pale, then add the eggs one at a time. Fold in the flour and zest. Bake in a lined loaf tin for 45-50 minutes, until a skewer comes out clean.\nWhile the cake is still warm, prick it all over and pour over the lemon juice mixed with the sugar.\nTip: the cake keeps for three days in an airtight tin.",
  ],
  moving: [
    "Dad: Have the movers confirmed for Saturday?\nMeg: Yes, Swift Removals, they're coming at 8 am. The van is booked for the whole day.\nDad: Good. Do you need me to take anything in my car?\nMeg: Could you take the plants and the fish tank? I don't trust the van with them.\nDad: Of course. What about Milo?\nMeg: He's staying with Aunt Clare on Friday night so he's not under our feet.\nDad: Sensible. Is the new place ready?\nMeg: Almost. The landlord is fixing the boiler on Thursday, and the broadband gets connected on Monday.\nDad: And the old flat?\nMeg: Final inspection is next Wednesday. Fingers crossed we get the deposit back, it's 1,200 pounds.",
  ],
  notice: [
    "Service change: Route 42\nFrom Monday 6 April, Route 42 will no longer stop at Hill Street because of roadworks. Please use the temporary stop on Mill Lane, 200 metres away.\nBuses will run every 15 minutes instead of every 10 during the works, which are expected to last eight weeks.\nThe last bus from the city centre will leave at 23:10 instead of 23:40.\nQuestions? Call Metro Travel on 0800 555 0142.",
  ],
  musician: [
    "Jade: Guess who just played her first gig! The Blue Lantern on Friday night.\nCarlos: No way! How did it go?\nJade: I was shaking at first, but the crowd was lovely. I played six songs, four of them my own.\nCarlos: That's amazing. Which one went down best?\nJade: Paper Boats, the one I wrote about my grandad. A few people were singing along by the end.\nCarlos: I'm so sorry I missed it. My daughter had a fever all weekend.\nJade: Oh no, is she better now?\nCarlos: Much better, thanks. She's back at nursery.\nJade: Good. The owner asked me back for a monthly slot, so you can come to the next one on 12 March.\nCarlos: Definitely. Are you recording anything?\nJade: Yes, my friend Ollie has a home studio, we're doing an EP in April.",
  ],
  vet: [
    "Riverside Vets - visit summary\nPatient: Biscuit (beagle, 4 years). Owner: Nadia Haddad.\nDate: 9 January 2027. Vet: Dr. Emma Clarke.\nReason for visit: limping on the front left leg for three days.\nFindings: mild sprain, no fracture on the X-ray.\nTreatment: anti-inflammatory (Metacam) once a day with food for 7 days; short lead walks only for two weeks.\nFollow-up: recheck on 23 January if still limping.\nCost: 146 pounds, paid by card.",
  ],
  volunteer: [
    "Grace: How was the beach clean-up on Saturday?\nSam: Exhausting but worth it. We collected 62 bags of rubbish in three hours.\nGrace: Wow, that's a lot. How many people came?\nSam: About forty, mostly students from the university's marine club.\nGrace: What was the strangest thing you found?\nSam: A shopping trolley buried in the sand near the pier. It took four of us to pull it out.\nGrace: Ha! Is the next one at the same beach?\nSam: No, we're doing Pebble Cove on 14 May. The council is lending us litter pickers this time.\nGrace: Count me in. Can I bring my nephew Jack? He's twelve.\nSam: Of course, under-16s just need a signed form from a parent.",
  ],
  agenda: [
    "EdgeConf 2027 - Day 1 agenda (Hall A unless noted)\n09:00 Registration and coffee\n09:30 Keynote: The next decade of edge computing - Priya Natarajan\n10:30 Panel: Running databases at the edge (Hall B)\n12:00 Lunch\n13:30 Workshop: Building with Durable Objects - Tom Okafor (bring a laptop)\n15:30 Lightning talks\n17:00 Drinks reception on the roof terrace",
  ],
  garden: [
    "Rosa: The tomatoes finally came up! I planted them in April from seeds my aunt gave me.\nFinn: Nice! Mine got eaten by slugs again. I've tried beer traps but they don't work.\nRosa: Try copper tape around the pots, it worked for my courgettes last year.\nFinn: I'll give it a go. Are you still growing chillies on the balcony?\nRosa: Yes, three kinds, but the habaneros are the only ones with fruit so far.\nFinn: Habaneros are brutal. I made hot sauce with some once and couldn't feel my lips.\nRosa: Ha! I'm entering the village show in August with my sweet peas.\nFinn: Good luck. Last year a man named Derek won with a giant marrow, 40 kilos.\nRosa: I remember, it was on the local news.",
  ],
  press: [
    "FOR IMMEDIATE RELEASE\nHelio Bikes opens first store in Valencia\nValencia, 2 February 2027 - Helio Bikes, the Dutch maker of electric cargo bikes, today opened its first Spanish store on Calle de Colón. The 400-square-metre store offers test rides, repairs and a kids' bike library.\n\"Valencia has some of the best cycling infrastructure in southern Europe,\" said Marieke de Vries, Helio's chief executive.\nHelio plans to open stores in Madrid and Barcelona by the end of 2027. The company was founded in Utrecht in 2016 and sold 18,000 bikes last year.\nPress contact: Joost Bakker, press@helio.example",
  ],
  career: [
    "Omar: Big news, I handed in my notice at the bank today!\nLucy: What? After eight years? What happened?\nOmar: I got an offer from a climate startup called Verdant. They build software to track carbon emissions for factories.\nLucy: That's so you. What will you be doing?\nOmar: Leading their data team. It's a pay cut, but I'll get shares, and I can work from home on Mondays and Fridays.\nLucy: When do you start?\nOmar: The first of March, after a two-week break. Aisha and I are going to Morocco for a week.\nLucy: Amazing. How did your manager take it?\nOmar: Better than I expected. Gareth even offered me a raise to stay, but my mind was made up.\nLucy: Proud of you. We should celebrate, drinks on Friday at the Fox and Hound?\nOmar: Deal, first round's on me.",
  ],
  warranty: [
    "Subject: Re: Warranty claim WC-2291 - Kettle not heating\nFrom: Brightline Support <support@brightline.example>\nTo: Hannah Moore\n\nHi Hannah,\nThanks for sending the photos of your Brightline K200 kettle. The fault you describe (the light turns on but the water does not heat) is covered by the two-year warranty, as you bought it on 3 August 2025.\nWe will send you a replacement kettle by courier within 5 working days. You do not need to return the faulty one; please recycle it at a local electrical waste point.\nIf the new kettle has any problems, reply to this email quoting your claim number.\nKind regards,\nTheo, Brightline Customer Care",
  ],
  bookclub: [
    "Hana: Did you finish the book for Thursday?\nRuth: Almost! I have about fifty pages of Klara and the Sun left.\nHana: No spoilers then. I'm hosting this time, at my place on Calder Road, 7 pm.\nRuth: Lovely. Should I bring anything?\nHana: Maybe some dessert? Eli is bringing wine and Marcus said he'd do cheese.\nRuth: I'll bake my lemon drizzle cake then.\nHana: Perfect. Oh, and Priya can't make it, her daughter has a school concert that night.\nRuth: Shame. Who picks the next book?\nHana: Eli does. He's been hinting at something by Ursula K. Le Guin.\nRuth: Ooh, I hope it's The Dispossessed. I've wanted to read it for years.",
  ],
  minutes: [
    "Riverside Allotment Society - committee meeting, 4 March 2027\nPresent: Carol Hughes (chair), Ben Adeyemi (treasurer), Sue Lin (secretary), Pete Moss.\nApologies: Janet Ford.\n1. Finances: Ben reported a balance of 2,340 pounds. Annual plot fees rise from 45 to 50 pounds from April.\n2. Water: the main tap by plot 12 leaks. Pete will ask a plumber for a quote before the next meeting.\n3. Open day: agreed for Saturday 5 June, 10 am to 3 pm. Sue will make the posters.\n4. Waiting list: 14 people are waiting for a plot.\nNext meeting: 1 April 2027 at the community hall.",
  ],
  carbuy: [
    "Jess: I finally bought a car! A 2018 Toyota Yaris hybrid, silver.\nDev: Nice! New or used?\nJess: Used, from a dealer in Croydon. It had 41,000 miles on it and cost 11,500 pounds.\nDev: Not bad. Why the hybrid?\nJess: My commute to the hospital is 30 miles a day, so fuel was killing me with the old Fiesta.\nDev: What happened to the Fiesta?\nJess: I sold it to my neighbour's son for 900 pounds. He just passed his driving test.\nDev: Ha, perfect first car. Did you get it checked before buying?\nJess: Yes, my uncle Ray is a mechanic, he looked it over and said the brakes will need doing next year.\nDev: Good. Fancy a road trip to Brighton once you're used to it?\nJess: Definitely, maybe the first weekend of May.",
  ],
  newsletter: [
    "Oakfield Primary - Spring newsletter\nWelcome back! A reminder that the school day now starts at 8:40, ten minutes earlier than last term.\nSports day: Friday 19 June on the top field. Parents are welcome from 1 pm. Please send children with a water bottle and sun hat.\nYear 4 trip: Year 4 will visit the Natural History Museum on 12 May. The trip costs 14 pounds, payable on ParentPay by 1 May.\nStaff news: Mrs. Patel, our Year 2 teacher, goes on maternity leave after Easter. Mr. Doyle will cover her class until July.\nLost property: unnamed items will be donated to charity at the end of term.",
  ],
  babysitter: [
    "Notes for Chloe (babysitting Friday)\nKids: Leo (6) and Mia (3).\nDinner: fish fingers and peas at 5:30; Mia is allergic to peanuts, so no satay or peanut butter.\nBath at 6:30, then bed. Mia goes down at 7, Leo can read until 7:30.\nLeo's inhaler is in the kitchen drawer next to the fridge, two puffs if he's wheezy.\nThe Wi-Fi password is on the back of the router: BlueFox42.\nWe'll be at the Lantern restaurant and back by 11. Call Dan on 07700 900123 if anything happens.\nOur neighbour at number 8, Mrs Okoro, has a spare key.",
  ],
  outage: [
    "From: Skyline Fibre <help@skylinefibre.example>\nSubject: Update on the outage in your area (ref INC-55820)\n\nHi Marcus,\nEngineers found a cut fibre cable near the Elm Street exchange, damaged by roadworks on Tuesday night. About 1,200 homes in Ashford are affected.\nWe expect service to be back by 6 pm on Thursday 9 October.\nAs a goodwill gesture we'll add a credit of 15 pounds to your next bill automatically.\nIn the meantime you can use our free mobile data boost: text BOOST to 60123 for 50 GB.\nSorry for the disruption,\nPriya, Skyline Fibre Network Team",
  ],
  flatviewing: [
    "Nora: Just left the viewing on Hill Street. Two bedrooms, top floor, no lift.\nSam: How much?\nNora: 1,450 a month, bills not included. Deposit is five weeks' rent.\nSam: Hmm. What was it like inside?\nNora: Lovely light, new kitchen, but the second bedroom is tiny, a single bed at most.\nSam: Could your desk fit in there?\nNora: Just about. There's a park across the road and the station is 8 minutes' walk.\nSam: That's better than the Dalton Road one. When is it available?\nNora: From 1 December. The agent, Kevin, says two other couples are interested.\nSam: Let's go back together on Saturday morning then.\nNora: I'll ask Kevin for 10 am.",
  ],
  schoolreport: [
    "End of year report - Amira Haddad, Year 5, Class Willow\nAttendance: 97%.\nEnglish: Amira reads widely and her stories are full of imaginative detail. Next step: check the spelling of longer words.\nMaths: Secure with fractions; needs more practice with long division.\nScience: Her project on the water cycle was one of the best in the class.\nPE: Enthusiastic; she represented the school in the district netball tournament.\nTeacher: Mr. Jonas Berg. Next year's teacher: Mrs. Alice Grant.\nHeadteacher's comment: A kind and hard-working member of our school.",
  ],
  plantcare: [
    "Monstera deliciosa (Swiss cheese plant) - care card\nLight: bright, indirect light; keep it out of direct afternoon sun, which scorches the leaves.\nWater: when the top 5 cm of soil is dry, about once a week in summer and every two weeks in winter.\nHumidity: likes it humid; mist the leaves or stand the pot on a tray of wet pebbles.\nFeeding: liquid feed once a month from April to September.\nRepotting: every two years, in spring, into a pot 5 cm wider.\nWarning: toxic to cats and dogs if eaten.\nYellow leaves usually mean overwatering.",
  ],
  gpreminder: [
    "Greenway Surgery: Reminder - you have an appointment with Dr Anika Patel on Tuesday 4 November at 10:20 at our Mill Lane site. Please arrive 10 minutes early and bring a list of your current medicines. Your blood test results are back and normal. To cancel or change, reply CANCEL or call 01632 960 441. Missed appointments cost the NHS money.",
  ],
  parcelchat: [
    "Helen (no. 12): Has anyone got a parcel for me? Tracking says it was left with a neighbour at 2:15.\nMarco (no. 9): Not here, sorry.\nPriti (no. 15): I've got a big box from Argos, is it yours?\nHelen (no. 12): Yes! That's the lamp. I'll pop round after work, about 6?\nPriti (no. 15): I'm out at yoga until 7, come after that.\nMarco (no. 9): While we're here, the bins go out on Wednesday this week because of the bank holiday.\nHelen (no. 12): Thanks Marco!",
  ],
  permit: [
    "Riverton Council - Parking Services\nDear Mr Daniel Osei,\nYour application for a residents' parking permit for Zone D has been approved.\nPermit number: RP-40917. Vehicle: Ford Focus, registration LK19 XRT.\nThe permit is valid from 1 December 2026 to 30 November 2027 and costs 95 pounds a year, which you have paid.\nIt is a virtual permit, so there is nothing to display in your windscreen.\nVisitor permits can be bought in the app at 2.50 pounds a day, up to 60 days a year.\nYours sincerely,\nParking Services Team",
  ],
  gigchat: [
    "Jonah: Gig confirmed! The Crown, Saturday 14 June, we're on at 9.\nEsme: Yes!! How long is our set?\nJonah: 45 minutes, they want mostly originals.\nEsme: I'll redo the setlist tonight. Can we open with Paper Boats?\nTom: Fine by me but my snare is broken, I'll borrow Kit's.\nJonah: Load-in is at 6, parking is behind the pub.\nEsme: Are we getting paid?\nJonah: 150 quid plus drinks, split three ways.\nTom: Sound check at 7 I assume?\nJonah: 7:30, the support act goes first.",
  ],
  recycling: [
    "Your new recycling collections - Hartfield District Council\nFrom 3 March, collections change to a three-bin system.\nBlue bin (every two weeks): paper, card, cans, plastic bottles and glass jars.\nGreen bin (every two weeks, opposite weeks to blue): garden waste only. The garden waste service costs 45 pounds a year.\nBlack bin (every three weeks): everything that cannot be recycled.\nFood waste caddy (every week): all food scraps, including bones and tea bags.\nPlease put your bins out by 7 am on collection day.\nNot accepted: nappies in the blue bin, soft plastics, batteries (take these to the tip).",
  ],
  expenses: [
    "Expense claim - Laura Chen, Sales, trip to Lyon 11-13 May\nFlights (Heathrow to Lyon, return): 212.40\nHotel Le Rhône, 2 nights: 298.00\nTaxi, airport to hotel: 48.00\nClient dinner with Bertrand Moreau (Solvay): 176.30\nTrain to Grenoble site visit: 31.20\nTotal: 765.90 euros\nApproved by: Mark Evans, 20 May. Paid with the June salary.",
  ],
  kneediary: [
    "Saw Dr Lewis about my knee today. She thinks it's a mild ligament strain from the half marathon, nothing torn.\nNo running for three weeks; swimming and cycling are fine.\nPhysio starts next Thursday with someone called Gareth at the Bridge Street clinic.\nI need to ice it twice a day and take ibuprofen only if it swells.\nMissed the Bath 10k because of it, which is annoying, but I've deferred my place to next year.",
  ],
  sprintplan: [
    "# Sprint 14 plan (3-14 March)\nGoal: ship offline mode for the Android app.\n\n## Committed\n- AND-210 Offline cache for the feed - Priya (5 points)\n- AND-214 Sync conflicts dialog - Marcus (3 points)\n- AND-219 Crash on login with expired token - Yuki (2 points)\n\n## Stretch\n- AND-225 Dark mode for settings - unassigned\n\nCapacity: 24 points; Marcus is off on 10-11 March.\nDemo: Friday 14 March, 3 pm, room Orion.",
  ],
  tutorchat: [
    "Mrs Evans: Hi Daniel, could Sophie move her lesson from Tuesday to Wednesday this week? She has a swimming gala.\nDaniel (tutor): Of course, Wednesday at 5 works. Same place, the library?\nMrs Evans: Yes please. How is she getting on with algebra?\nDaniel (tutor): Much better! She got 18 out of 20 on the last worksheet. Simultaneous equations are still tricky.\nMrs Evans: Great. Shall I pay for the next four lessons now?\nDaniel (tutor): Yes, that's 140 pounds, bank details are on the invoice.",
  ],
  hotelstay: [
    "Booking confirmation - The Harbour Inn, St Ives\nGuest: Rachel Kim\nCheck-in: Friday 22 August from 3 pm. Check-out: Sunday 24 August by 11 am.\nRoom: Double room with sea view, breakfast included.\nTotal price: 386 pounds, paid in full. Free cancellation until 15 August.\nParking: not available at the hotel; the nearest car park is Trenwith, a 10-minute walk.\nDogs are welcome for 15 pounds a night.",
  ],
  newsbrief: [
    "Old Mill Bridge to close for six months\nThe Old Mill Bridge in Kendal will close to all traffic from 5 January for repairs, Cumbria County Council said on Tuesday.\nInspectors found cracks in two of the bridge's supporting arches after last winter's floods.\nThe work will cost 2.3 million pounds and is being paid for by a government flood recovery grant.\nA free shuttle bus will run every 20 minutes between the bus station and the retail park during the closure.\nLocal trader Aisha Brown said the closure would 'hit small shops hard'.",
  ],
  returnslabel: [
    "From: Northway Outdoor <orders@northway.example>\nSubject: Your return has been received - order NW-55321\n\nHi Priya,\nWe've received your return of the Fellside 30L rucksack (size M) at our Leeds warehouse on 12 September.\nYour refund of 64.99 pounds will go back to your Visa card ending 4471 within 5 working days.\nThe original delivery charge of 3.95 pounds is not refundable.\nIf you'd like the rucksack in size L instead, it is back in stock from 20 September.\nThanks,\nNorthway Customer Care",
  ],
  choirchat: [
    "Gwen: Reminder: extra rehearsal Thursday 7:30 at St Mark's church hall, we're learning the Rutter.\nOwain: I'll be late, work until 7. Save me a seat with the basses!\nGwen: No problem. Please bring your black folders and a pencil.\nCerys: Is the concert still on 6 December?\nGwen: Yes, 6 December at 7 pm in the cathedral. Tickets are 12 pounds, 6 for children.\nCerys: Brilliant, my parents are coming.\nGwen: Dress code is all black with the red scarves.",
  ],
  poolfaq: [
    "Riverside Leisure Pool - FAQs\nQ: Do I need to book a swim?\nA: Yes, book lane swims in the app up to 7 days ahead. Family swims are walk-in.\nQ: How much is a swim?\nA: 5.20 for adults, 3.10 for juniors, free for under-4s.\nQ: Are there lockers?\nA: Yes, they take a 1 pound coin, which you get back.\nQ: Can I bring my own float?\nA: Only during family swims.\nQ: When is the pool closed?\nA: For cleaning every Monday from 6 to 8 am, and on Christmas Day.",
  ],
  marketingsync: [
    "Marketing sync - 9 October\nAttendees: Hannah (lead), Kofi, Lucía, Ben\nNewsletter: open rate rose to 41% after the subject-line test. Lucía will write the November issue.\nWebsite: the pricing page redesign goes live on 20 October. Kofi to check the French translations by 15 October.\nBudget: Q4 ads budget cut from 30,000 to 22,000 pounds; Hannah will decide which channels lose spend.\nEvents: we are not attending WebSummit this year.\nNext sync: 23 October.",
  ],
  bikerepair: [
    "Job card #4471 - Spokes Cycle Repairs\nCustomer: Ahmed Rahman, 07700 900456\nBike: Trek FX 2, grey\nWork done: replaced rear brake pads and chain; trued the front wheel; new inner tube (rear).\nParts: 34.50. Labour: 40.00. Total: 74.50 pounds, paid on collection.\nNote: the rear tyre is worn and should be replaced within a month.\nReady for collection: Saturday after 10 am.",
  ],
  rsvpchat: [
    "Zara: RSVPs so far for the wedding: 86 yes, 12 no, 20 still to reply.\nLiam: Who's still missing?\nZara: Mostly your uni friends! The deadline was Friday.\nLiam: I'll chase them tonight. Did my aunt Carol say if she needs a vegetarian meal?\nZara: Yes, vegetarian, and her husband is gluten-free.\nLiam: Noted. Are we still doing a table plan?\nZara: Yes, the venue needs it by 1 June. I'll draft it this weekend.",
  ],
  careplan: [
    "Care plan summary - Mrs Edith Shaw, Room 14, Willow House\nMobility: walks with a frame; needs one carer for transfers.\nDiet: soft food, thickened drinks; loves rice pudding.\nMedication: Donepezil 10 mg at night; paracetamol as needed for knee pain.\nFamily contact: son, Peter Shaw, 07700 900789 (calls every Sunday).\nPreferences: likes the radio on in the morning and prefers a bath to a shower.\nGP: Dr. Amina Yusuf, Riverside Practice.",
  ],
  cfp: [
    "From: DataDays 2027 <cfp@datadays.example>\nSubject: Call for papers closes 15 March\n\nDataDays 2027 takes place in Porto on 9-10 June.\nWe welcome 25-minute talks and 90-minute workshops on data engineering, analytics and machine learning in production.\nSubmit an abstract of up to 300 words through our website by 15 March. Speakers get a free ticket and up to 500 euros of travel costs.\nDecisions will be sent by 10 April.\nQuestions? Write to Marta Ribeiro, programme chair.",
  ],
  nurseryletter: [
    "Little Acorns Nursery - letter to parents, 2 May\nThe nursery will be closed on Friday 23 May for staff training.\nFrom June, opening hours change to 7:30 am to 6 pm (currently 8 am to 6 pm).\nFees will rise by 3% from 1 September; the new daily rate is 68 pounds.\nPlease label all spare clothes and send a sun hat and sun cream in a named bag.\nOur summer picnic is on Saturday 14 June at Victoria Park, 11 am to 2 pm. Siblings are welcome.\nQuestions: contact the manager, Joanne Pike.",
  ],
  runclubchat: [
    "Coach Dev: Sunday long run: meet 8 am at the lido gates, 14 miles, easy pace.\nHolly: Can I do 10? Still building back after my calf.\nCoach Dev: Sure, turn back at the bridge, that's 10 exactly.\nMatteo: Is the track session still Tuesday?\nCoach Dev: Moved to Wednesday this week, the track's booked for a school event.\nHolly: Entries for the Chester marathon close on Friday btw.\nMatteo: Already in! Target is sub 3:15.",
  ],
  phonecontract: [
    "Your plan summary - Orbit Mobile\nPlan: Orbit Unlimited 5G, 24-month contract, started 3 March 2027.\nMonthly price: 22 pounds, rising each April by 1.50 pounds.\nIncludes: unlimited calls, texts and data; 20 GB of roaming in Europe.\nPhone: Pixel 9a, 128 GB, paid off in full.\nEarly termination fee: the remaining monthly payments.\nTo leave, text PAC to 65075 for your switching code.",
  ],
  bookreview: [
    "Review: The Glass Orchard by Mira Castell (Fernhill Press, 2026), 4 stars\nCastell's second novel follows two sisters who inherit a failing cider farm in Herefordshire after their father's death.\nThe best parts are the seasons on the farm and the slow thaw between the sisters; the weakest is a rushed ending that ties everything up too neatly.\nAt 280 pages it is a quick read. Fans of Maggie O'Farrell will love it.\nReviewed by Tom Akers.",
  ],
  todolist: [
    "- [x] Book MOT for the Golf (done, 14 March at Kwik Fit)\n- [ ] Renew passport, expires 2 June\n- [ ] Call Gran about Easter lunch\n- [x] Pay council tax (paid 212 pounds)\n- [ ] Buy present for Sam's 40th, budget 60 pounds\n- [ ] Cancel the gym membership before 1 April",
  ],
  incidentslack: [
    "[09:14] ana.k: checkout API is returning 502s for about 20% of requests\n[09:16] ben_o: looks like the payments pod restarted, OOM killed\n[09:21] ana.k: rolling back to v2.3.1\n[09:30] ana.k: rollback done, error rate back to 0.1%\n[09:45] ben_o: root cause: memory leak in the new retry queue, fix in PR #881\n[10:02] ana.k: postmortem on Thursday at 2 pm, I'll write it up",
  ],
  bananabread: [
    "Banana bread (makes one loaf)\nIngredients: 3 ripe bananas, 75 g melted butter, 150 g sugar, 1 egg, 1 tsp baking soda, 190 g plain flour, a pinch of salt.\n1. Heat the oven to 175 C and grease a 2 lb loaf tin.\n2. Mash the bananas, then stir in the butter.\n3. Mix in the soda, salt, sugar and egg, then the flour.\n4. Bake for 55 to 65 minutes, until a skewer comes out clean.\nTip: add a handful of walnuts for crunch.",
  ],
  tenancyclause: [
    "Clause 7 - Pets\n7.1 The tenant may keep one cat or one small dog at the property with the landlord's written consent.\n7.2 The tenant must have the carpets professionally cleaned at the end of the tenancy if a pet has been kept.\n7.3 Consent may be withdrawn if the pet causes a nuisance to neighbours.\nClause 8 - Notice\n8.1 After the fixed term of 12 months, either party may end the tenancy with two months' written notice.\n8.2 Notice must be given on or before the first day of a rent period.",
  ],
  energybill: [
    "Brightwave Energy - bill for 1 October to 31 December 2026\nAccount number: BW-448120\nElectricity used: 812 kWh at 24.5p per kWh = 198.94 pounds\nGas used: 2,140 kWh at 6.2p per kWh = 132.68 pounds\nStanding charges: 41.20 pounds\nTotal to pay: 372.82 pounds, by Direct Debit on 15 January.\nYour meter readings were estimated. Submit a reading in the app to get an accurate bill.",
  ],
  schooltrip: [
    "Dear parents of Year 5,\nOur class trip to the Natural History Museum is on Thursday 12 March. The coach leaves school at 8:45 am and returns by 3:30 pm.\nThe cost is 14 pounds per child; please pay on ParentPay by 2 March.\nChildren need a packed lunch in a disposable bag, a waterproof coat and comfortable shoes. No fizzy drinks, please.\nWe still need two parent volunteers - if you can help, tell Mrs Okafor.\nPlease return the signed consent form by Friday.\nMr Hughes, Year 5 teacher",
  ],
  witnessstatement: [
    "Witness statement - Priya Nair, 4 February 2027\nAt about 5:40 pm I was waiting at the bus stop on Mill Road, opposite the Co-op.\nA blue Ford Fiesta pulled out of the Co-op car park without stopping and hit a cyclist coming down the hill.\nThe cyclist, a man in a yellow jacket, fell onto the pavement and hurt his wrist.\nThe driver, a young woman, got out and called an ambulance. It arrived about ten minutes later.\nIt was dark and raining, but the street lights were on.\nI gave my details to PC Laura Finch at the scene.",
  ],
  dogwalkchat: [
    "Nina: Hi Tom, can you take Biscuit out at 1 pm tomorrow instead of noon? I've got a vet call at 12.\nTom (dog walker): No problem, 1 pm it is. Is the key still in the lockbox?\nNina: Yes, code 4419. He's on a new food, so no treats please.\nTom (dog walker): Got it. Shall I take him to the park or just round the block?\nNina: The park, but keep him on the lead, he's been chasing squirrels.\nTom (dog walker): Will do. That's 15 pounds as usual, I'll add it to the monthly invoice.",
  ],
  taxireceipt: [
    "Your Thursday evening trip with Zoom Cabs\nDriver: Marek, silver Toyota Prius (LK21 VXA)\nPickup: 11:48 pm, Kings Cross Station\nDrop-off: 12:21 am, 14 Elm Grove, Hackney\nDistance: 6.8 miles\nFare: 24.60 pounds + tip 3.00 pounds = 27.60 pounds\nPaid with Visa ending 4471.\nRate your driver in the app.",
  ],
  laptopspec: [
    "Aero 14 laptop - specifications\nProcessor: 8-core Ryzen 7 7840U\nMemory: 16 GB LPDDR5 (not upgradeable)\nStorage: 1 TB NVMe SSD\nScreen: 14-inch 2.8K OLED, 90 Hz\nBattery: 75 Wh, up to 12 hours of video playback\nWeight: 1.3 kg\nPorts: 2 x USB-C (charging on either), 1 x USB-A, HDMI 2.1, headphone jack\nPrice: 1,099 pounds, 2-year warranty included",
  ],
  hikechat: [
    "Sam: Saturday hike is on! Meeting at Edale station at 9:30, we'll do the Kinder Scout loop, about 9 miles.\nPriya: Great. Is it muddy this time of year?\nSam: Very, bring proper boots and gaiters if you have them.\nJonah: I can drive three people from Sheffield, leaving 8:30.\nPriya: Yes please, save me a seat!\nSam: Pub lunch after at the Old Nag's Head, I've booked a table for 6 at 2 pm.",
  ],
  syllabus: [
    "Intro to Python (evening course) - syllabus\nTutor: Dr. Helen Marsh. Room B204, Tuesdays 6:30-8:30 pm, 10 weeks from 14 January.\nWeeks 1-3: variables, loops and functions.\nWeeks 4-6: lists, dictionaries and files.\nWeeks 7-9: a small project of your choice.\nWeek 10: project presentations.\nAssessment: weekly exercises (40%) and the final project (60%).\nYou will need a laptop with Python 3.12 installed.",
  ],
  concertticket: [
    "Your tickets - Arctic Monkeys, The AMP Tour\nVenue: Co-op Live, Manchester\nDate: Saturday 14 June 2027, doors 6:30 pm, show 8 pm\nTickets: 2 x standing, 78.50 pounds each\nBooking reference: TM-8832-KQ\nOrder total: 171.00 pounds including fees\nBags larger than A4 are not allowed. Tickets are in the app and cannot be resold.",
  ],
  watershutoff: [
    "Notice to all residents of Linden Court\nThe water supply will be switched off on Tuesday 9 March from 9 am to 3 pm while Aqua Plumbing replace the main valve in the basement.\nPlease fill a kettle and some bottles beforehand.\nThe lifts will keep working as normal.\nIf water is discoloured afterwards, run the cold tap for two minutes.\nContact the caretaker, Ray Doyle, on 07700 900456 with any questions.",
  ],
  perfreview: [
    "Mid-year review - Jordan Lee (Backend Engineer)\nReviewer: Amira Haddad, Engineering Manager\nStrengths: led the billing migration on time; strong code reviews; mentors two junior engineers.\nTo improve: write design docs before coding; speak up earlier when blocked.\nGoal for H2: own the on-call rotation and cut p95 latency of the payments API below 200 ms.\nRating: exceeds expectations. Promotion to Senior will be discussed in December.",
  ],
  nativitychat: [
    "Helen: Reminder that costumes for the nativity are due in on Monday!\nRaj: What does a shepherd need again?\nHelen: Tea towel for the head, a dressing gown and a belt or cord.\nKate: Does anyone have a spare tea towel? Ours are all stripy.\nRaj: I've got plain ones, I'll bring you one at drop-off.\nHelen: Performance is Thursday at 2 pm, two tickets per family, from the office.",
  ],
  libraryhours: [
    "Westfield Library - opening hours and services\nMonday to Friday: 9 am to 7 pm. Saturday: 10 am to 4 pm. Closed on Sundays and bank holidays.\nYou can borrow up to 12 books for three weeks at a time.\nRenew online or by calling 0161 496 0123.\nLate returns cost 25p per day per book, up to 5 pounds.\nFree Wi-Fi, and printing at 10p a page. Study rooms can be booked at the front desk.",
  ],
  leakchat: [
    "Maria (flat 4): Water is dripping through my bathroom ceiling!! Is anyone above running a bath?\nTom (flat 7): Not me, I'm at work. Could be the flat 6 washing machine?\nMaria (flat 4): I've knocked, no answer. Does anyone have the landlord's number?\nPriya (flat 2): It's 07700 900321, ask for Gary. There's also a stopcock under the stairs.\nMaria (flat 4): Called him, a plumber is coming at 5. Turned the water off for now.\nTom (flat 7): Good call. Let us know what the plumber says.",
  ],
  delayemail: [
    "From: SkyLink Airways <care@skylink.example>\nSubject: Your delay compensation claim SL-CLM-20931\n\nDear Ms Okoro,\nThank you for your claim for flight SL 219 from Madrid to Manchester on 2 August, which arrived 4 hours and 10 minutes late.\nWe have approved compensation of 350 euros per passenger, 700 euros in total for your booking.\nThe payment will reach your bank account within 14 days.\nMeal vouchers you used at the airport will not be deducted.\nKind regards,\nPablo Ruiz, Customer Care",
  ],
  cafemenu: [
    "The Copper Kettle - lunch menu (12-3 pm)\nSoup of the day with sourdough: 6.50\nHalloumi and roasted pepper wrap (v): 8.95\nChicken Caesar salad: 9.50, add bacon for 1.50\nFish finger sandwich with tartare sauce: 8.50\nKids' cheese toastie and fruit: 4.95\nAll our bread is gluten-free on request. We don't take bookings for lunch.",
  ],
  helpdeskticket: [
    "Ticket INC-30418 - Laptop won't connect to VPN\nRaised by: Olivia Grant (Finance), 11 March 2027\nAssigned to: Sam Patel, IT Service Desk\nCause: the VPN client certificate had expired after the password change.\nFix: renewed the certificate and reinstalled GlobalProtect 6.2.\nStatus: resolved on 12 March. Reopen within 7 days if the problem returns.",
  ],
  swimreport: [
    "Swim school progress report - Ella Brooks, Stage 4, Autumn term\nTeacher: Coach Daniel\nElla can now swim 25 metres of front crawl and 10 metres of backstroke.\nShe is working on breathing to both sides and a stronger leg kick.\nNext term she will start treading water and sculling.\nAttendance: 11 of 12 lessons. Lessons continue on Saturdays at 9:15 am.",
  ],
  carparkterms: [
    "Station Road car park - terms\nParking is free for the first 30 minutes, then 1.80 pounds per hour, up to 12 pounds a day.\nPay by card at the machine or with the ParkEasy app, location code 4471.\nBlue badge holders park free in the marked bays.\nThe car park closes at midnight; vehicles left overnight will be charged 40 pounds.\nMaximum vehicle height: 2.1 metres.\nPenalty for not paying: 70 pounds, reduced to 35 pounds if paid within 14 days.",
  ],
  flatsharechat: [
    "Leah: Electricity bill came in, 186 pounds for the quarter.\nOmar: Ouch. So 62 each?\nLeah: Yep. Can you both send it by Friday? I'll pay it Saturday.\nFinn: Sent! Also, we're out of bin bags and washing-up liquid.\nOmar: I'll grab them on the way home. Whose turn is it to clean the bathroom?\nLeah: Finn's, it's on the rota.",
  ],
  removalquote: [
    "Subject: Your removal quote - Q-2291\nHi Mr Haddad,\nThanks for having us round on Monday. For the move from 14 Elm Grove to 3 Quarry Lane on 22 May, our price is 1,150 pounds including VAT.\nThat covers a 7.5-tonne lorry, three movers and packing of the kitchen. Wardrobe boxes are lent free of charge.\nA deposit of 200 pounds secures the date; the rest is due on the day.\nWe will arrive at 8 am and expect to finish by 4 pm.\nPlease note we cannot move the piano; we can recommend a specialist.\nBest wishes,\nKaren Doyle, Swift Removals",
  ],
  racedayinfo: [
    "Riverside Half Marathon - race day information\nThe race starts at 9:00 am on Sunday 18 April from Victoria Park. Please be in your start pen by 8:45.\nCollect your race number and timing chip from the marquee on Saturday between 12 and 6 pm; there is no collection on race day.\nBag drop closes at 8:30 am. Water stations are at miles 3, 6, 9 and 12.\nThe course closes 3 hours 30 minutes after the start.\nFinishers receive a medal and a T-shirt at the finish on Bridge Street.\nThe nearest train station is Riverside Central; roads around the park close from 6 am.",
  ],
  oncallswap: [
    "Priya: Can anyone swap on-call with me next week? I'm at a wedding on Saturday.\nTom: I can take Saturday and Sunday if you cover my Wednesday night.\nPriya: Deal, thanks Tom!\nTom: I'll update the rota in PagerDuty.\nMarcus: Heads up, the database failover drill is on Thursday at 2 pm, whoever is on call should join.\nPriya: That's me then, I'll be there.",
  ],
  bloodtestletter: [
    "Dear Mr Lindqvist,\nYour blood test from 3 February has come back. Your cholesterol is 6.2 mmol/L, which is a little high; the target is below 5.\nYour blood sugar and kidney function are normal.\nDr. Helen Marsh would like you to cut down on saturated fat and repeat the test in three months.\nYou do not need to start any medication at this stage.\nPlease book the repeat test with reception on 01632 960 455.\nKind regards,\nMeadowbank Surgery",
  ],
  catsitternote: [
    "Notes for Jess - thanks for looking after Mochi while we're away (Fri 6 to Sun 15 June)!\nMochi gets half a pouch of wet food at 7 am and 6 pm, and dry biscuits are always out.\nHer litter tray is in the utility room; please scoop it every day.\nShe takes a thyroid tablet with her evening food - hide it in a bit of chicken.\nDon't let her out after dark; the cat flap is locked at night with the red switch.\nThe vet is Parkside Vets on 01632 960 781 if anything is wrong.\nSpare key is with Mrs Patel at number 22.",
  ],
  restaurantbooking: [
    "Your table is booked!\nHi Daniel, thanks for booking with Olive & Ash.\nDate: Friday 21 March, 7:30 pm\nGuests: 6\nWe have reserved the garden room as requested. Please let us know about any allergies in advance.\nA card is needed to hold bookings of six or more; we charge 15 pounds a head if you cancel less than 24 hours before.\nWe hold the table for 15 minutes after the booking time.\nFind us at 48 Mill Street, two minutes from the bus station.",
  ],
  planningnotice: [
    "Notice of planning application\nApplication number: 27/0419/FUL\nSite: 16 Orchard Close, Linfield\nProposal: single-storey rear extension and a loft conversion with two dormer windows.\nApplicant: Mr and Mrs Okoro\nYou can view the plans online or at the Civic Centre, Monday to Friday, 9 am to 5 pm.\nComments must be made in writing by 14 May 2027 and will be published on the council's website.\nCase officer: Rebecca Shaw.",
  ],
  escalationthread: [
    "Nadia: Heads up, Brightline Logistics are threatening to cancel. Their invoices have been wrong three months in a row.\nKen: Ugh. Is it the VAT rounding bug again?\nNadia: Yes, it's the same bug. Finance credited them 1,240 pounds last month but it keeps happening.\nKen: I'll get the fix into Thursday's release and call their CFO, Alan Reid, tomorrow morning.\nNadia: Thanks. I'll send them a written apology today.\nLuis: I can double-check their next invoice before it goes out.",
  ],
  inspectionnotice: [
    "Dear Ms Varga,\nThis is notice that your landlord's agent will carry out a routine inspection of Flat 3, 27 Kingsley Road on Wednesday 9 April between 10 am and 12 noon.\nYou do not need to be present; we will use our key if you are out.\nWe will check the smoke alarms, look for damp and take photos of each room for our records.\nIf the time is not convenient, please call Amir Shah on 0161 555 0173 to rearrange.\nYours sincerely,\nHollis & Grant Lettings",
  ],
  subscriptionemail: [
    "Subject: Your StreamBox subscription has been cancelled\nHi Tariq,\nWe're sorry to see you go. Your Premium plan has been cancelled as you asked on 2 October.\nYou can keep watching until the end of your billing period on 14 October; you won't be charged again.\nYour watch history and profiles will be kept for 10 months in case you come back.\nChanged your mind? Restart any time from the Account page.\nThe StreamBox team",
  ],
  shiftrota: [
    "Warehouse rota - week of 17 November\nEarly shift (6 am to 2 pm): Monday to Wednesday Kasia, Thursday and Friday Dev.\nLate shift (2 pm to 10 pm): Monday to Friday Joel.\nWeekend cover: Saturday Kasia, Sunday Dev.\nForklift training for Joel is on Tuesday at 11 am, so Kasia stays until 3 pm that day.\nShift swaps must be agreed with the supervisor, Maureen Cole, by Thursday noon.",
  ],
  prescriptionlabel: [
    "Amoxicillin 500 mg capsules\nTake ONE capsule THREE times a day until all taken.\nPatient: George Whitfield\nQuantity: 21 capsules\nPrescribed by: Dr. N. Osei, 4 March 2027\nSpace the doses evenly through the day and finish the course even if you feel better.\nDo not take if you are allergic to penicillin.\nFairway Pharmacy, 12 High Street, 01632 960 118",
  ],
  courseenrolment: [
    "Welcome to Conversational Spanish (Level 2)!\nHi Priyanka, your place is confirmed.\nClasses run on Tuesday evenings from 6:30 to 8:30 pm for ten weeks, starting 13 January, in Room B14 of the Adult Learning Centre.\nYour tutor is Lucia Romero.\nThe course fee of 145 pounds has been paid in full. Books are not included; you will need Aula 2, about 25 pounds.\nIf you miss more than three classes you will not receive a certificate.",
  ],
  deliveryslot: [
    "FurnitureHub: Good news! Your Oslo 3-seater sofa (order FH-55210) will be delivered on Thursday 4 December between 7 am and 11 am.\nOur two-person team will carry it to the room of your choice and take away the packaging.\nThey cannot take it up more than two flights of stairs without a lift.\nWe'll text you 30 minutes before arrival. To change your slot, reply CHANGE by 6 pm on Tuesday.",
  ],
  nurseryday: [
    "Daily report - Leo (Caterpillar Room), Wednesday\nBreakfast: porridge and banana, ate it all.\nLunch: fish pie, ate half; he had extra fruit instead.\nNap: 12:45 to 2:10 pm.\nToday Leo painted a rainbow with Amira and loved the sand pit.\nNappy changes: 3. He needs more spare socks and a named sun hat, please.\nKey person: Hannah.",
  ],
  noisecomplaint: [
    "Dear Mr Fitzgerald,\nWe have received complaints from your neighbours about loud music from your flat late at night, most recently on 8 and 15 March after midnight.\nPlaying amplified music after 11 pm breaches clause 4.2 of your tenancy agreement.\nPlease keep noise to a reasonable level. If the problem continues, we may issue a formal warning.\nWe are happy to discuss this; please contact your housing officer, Graham Lowe, on 01632 960 244.\nRegards,\nNorthside Housing Association",
  ],
  dischargesummary: [
    "Discharge summary - Margaret Ellis, aged 78\nAdmitted: 2 February 2027 with a chest infection. Discharged: 7 February 2027.\nShe was treated with intravenous antibiotics, then switched to tablets.\nContinue doxycycline 100 mg once a day for 5 more days.\nThe district nurse will visit on 9 February to check her breathing.\nGP follow-up in two weeks. Return to A&E if she becomes breathless or confused.\nConsultant: Dr. Farid Haq, Respiratory Medicine.",
  ],
  mortgageoffer: [
    "Mortgage offer - reference MO-883104\nApplicants: Ben and Chloe Harper\nProperty: 5 Willow Bank, Hexham\nLoan amount: 238,000 pounds over 30 years.\nInterest rate: 4.29% fixed for 5 years, then our standard variable rate.\nMonthly payment during the fixed period: 1,176 pounds.\nAn early repayment charge of 3% applies if you repay the loan in the first five years.\nThis offer is valid for six months from 12 June 2027.",
  ],
  customscharge: [
    "ParcelPoint: Your parcel from Toronto (tracking PP7731029) is held at customs.\nImport VAT of 18.40 pounds and a handling fee of 8.00 pounds must be paid before we can deliver it.\nPay online at parcelpoint.example/pay within 20 days, or it will be returned to the sender.\nOnce paid, delivery usually takes 2 working days.",
  ],
  studygroupchat: [
    "Amara: Revision session for the stats exam - library room 3, Sunday 2 to 5?\nJonah: I'm in. Can someone bring past papers? I only have 2022.\nMei: I've got 2019 to 2021, I'll print them.\nAmara: Great. I'll book the room now.\nJonah: Also, is regression on the exam or not?\nMei: Yes, Dr Kaur said it's definitely on it, question 4 usually.",
  ],
  yogaretreat: [
    "Sunrise Yoga Retreat - welcome pack\nThe retreat runs from Friday 12 to Sunday 14 September at Hollin Hall, near Keswick.\nCheck-in opens at 3 pm on Friday; the first class is at 5:30 pm.\nEach day starts with meditation at 7 am, followed by a vinyasa class and a vegetarian breakfast.\nBring your own mat if you can; spare mats are available for 5 pounds.\nYour teacher for the weekend is Anjali Rao.\nThe nearest station is Penrith, and a shuttle bus meets the 2:10 pm train.",
  ],
  broadbandinstall: [
    "Subject: Your broadband installation is booked\nHi Chris,\nAn engineer will install your full fibre broadband on Monday 17 March between 8 am and 1 pm.\nSomeone aged 18 or over must be at home, and the engineer will need access to where the line enters the building.\nThe installation takes about 2 hours. Your new router will arrive by post before then.\nYour package is Fibre 500, at 32 pounds a month for 24 months.\nNeed to rearrange? Call us on 0800 555 0199 at least 48 hours before.",
  ],
  potluckchat: [
    "Hana: Potluck at mine on Saturday, 7 pm! Who's bringing what?\nLuca: I'll do a big tray of lasagne.\nDee: Dessert! Probably a lemon tart.\nHana: Amazing. Sam, can you bring drinks?\nSam: Sure, I'll get wine and some alcohol-free beer.\nDee: Is there parking near you?\nHana: Yes, free on the street after 6.",
  ],
  trainticket: [
    "E-ticket - Northline Rail\nPassenger: Ruth Adebayo\nJourney: Leeds to Edinburgh, Thursday 6 November 2025\nDeparts Leeds 09:12, arrives Edinburgh 12:08. Change at York.\nCoach C, seat 42 (window, forward facing).\nTicket type: Advance single, valid only on the booked trains.\nPrice paid: 47.60 pounds with a Railcard.",
  ],
  eventregistration: [
    "Subject: You're registered for DataConf North 2027\nHi Leila,\nThanks for registering! DataConf North takes place on 23-24 April at the Manchester Central convention centre.\nBadge collection opens at 8:15 am on both days; bring photo ID.\nYour ticket includes both keynotes, all workshops and lunch. The conference dinner on the first evening costs an extra 45 pounds.\nThe workshop you chose, Practical Time Series with Python, is in Room 2B at 2 pm on the second day.\nQuestions? Email hello@dataconf.example.",
  ],
  garagebill: [
    "Kingsway Motors - invoice 7781\nVehicle: Ford Focus, reg AB19 XYZ\nWork done: full service, two new front tyres and replaced the wiper blades.\nParts: 214.50 pounds. Labour: 2.5 hours at 68 pounds an hour, 170.00 pounds.\nTotal: 384.50 pounds including VAT.\nNote: the rear brake pads are 3 mm thick and will need replacing within 3,000 miles.\nNext service due: March 2028 or 12,000 miles.",
  ],
  roadworksnotice: [
    "Roadworks on Station Road\nFrom Monday 2 June, Severn Water will replace the water main on Station Road between the library and the roundabout.\nThe work will take about six weeks. The road will be closed to through traffic; residents will still have access.\nThe number 12 bus will be diverted along Mill Lane, and the Station Road stop will be closed.\nWork will run from 8 am to 6 pm, Monday to Saturday.\nFor questions, call Severn Water's project team on 0345 555 0102.",
  ],
  moviechat: [
    "Zoe: Film night Friday? I'm thinking the new Studio Ghibli one.\nRavi: Seen it already, sorry! What about Dune Part Two?\nZoe: Ooh yes, I haven't seen that.\nPeter: Count me in. 8 pm at the Odeon? I'll book the tickets.\nRavi: Perfect. I'll bring snacks for the trailers.\nZoe: Can't wait!",
  ],
  electricianquote: [
    "Subject: Quote for rewiring - 14 Elm Grove\nHi Mr Patel,\nThanks for having us round on Tuesday. As discussed, we recommend a full rewire of the ground floor and a new consumer unit.\nThe rewire will cost 3,200 pounds and the consumer unit 650 pounds, so 3,850 pounds in total, plus VAT.\nThe job will take four days and we'll need the power off for most of that time.\nWe can start on 9 March if you confirm by the end of February.\nA 25% deposit is due on acceptance, with the rest payable on completion.\nAll work is guaranteed for 10 years.\nBest regards,\nDanny Hughes, Bright Spark Electrical",
  ],
  lostproperty: [
    "Subject: Lost property - reference LP-20931\nDear Ms Okafor,\nGood news: a black Samsonite backpack matching your description was handed in at Leeds station on 3 October.\nIt contains a laptop and a blue notebook.\nYou can collect it from the lost property office on platform 1, open 7 am to 7 pm every day.\nPlease bring photo ID and quote your reference number.\nItems are kept for 90 days; after that they are donated to charity.\nA handling fee of 15 pounds applies on collection.\nKind regards,\nLost Property Team, Northern Rail",
  ],
  washermanual: [
    "Troubleshooting - AquaWash 700\nThe door will not open: wait two minutes after the cycle ends; the door lock releases automatically.\nWater stays in the drum: clean the drain filter behind the small flap at the bottom right.\nThe machine shakes during spinning: check that the transport bolts have been removed and the machine is level.\nError E21 means the water is not draining. Error E18 means the water supply is blocked; check the tap is open.\nUse only HE detergent; too much powder causes excess foam.\nRun a 90 degree empty wash once a month to keep the drum fresh.\nFor repairs call AquaWash service on 0800 123 4567.",
  ],
  partychat: [
    "Hannah: Hi all! Mia's 7th birthday party is Saturday the 14th, 2 till 4 at the Jump Zone trampoline park.\nGreg: Thanks Hannah, Leo will be there. Any allergies to know about?\nHannah: No nuts please, one of the kids is allergic.\nSophie: Ella is coming too! What should they wear?\nHannah: Socks are a must, they get grip socks at the desk.\nGreg: Can I drop Leo off or should I stay?\nHannah: Drop-off is fine, pick up at 4.\nSophie: Lovely, see you Saturday!",
  ],
  museuminfo: [
    "Visiting the Riverside Museum\nThe museum is open Tuesday to Sunday, 10 am to 5 pm, and closed on Mondays except bank holidays.\nEntry to the permanent galleries is free. The special exhibition, Ships of the North Sea, costs 12 pounds for adults and 6 pounds for children.\nThe cafe on the ground floor serves lunch from 12 to 2.\nLarge bags must be left in the cloakroom, which costs 1 pound.\nThe nearest car park is on Quay Street; the museum has no parking of its own.\nGuided tours start at 11 am and 2 pm from the main entrance and last an hour.",
  ],
  passportemail: [
    "Subject: Your passport application - update\nDear Mr Novak,\nWe have received your application to renew your passport, reference PX-448192.\nWe need a new photo, as the one you sent is too dark.\nPlease upload it through your online account within 14 days, or your application may be cancelled.\nOnce we have the photo, it usually takes 3 weeks to process your application.\nYour old passport will be returned to you separately by post.\nHM Passport Office",
  ],
  plumberchat: [
    "Nina: Hi Dave, the kitchen tap is still dripping after you fixed it last week.\nDave: Sorry to hear that! Probably the washer again. I can pop round Thursday morning, about 9?\nNina: Thursday's fine but I leave for work at 8:30. Could you do 8?\nDave: 8 works. It shouldn't take more than half an hour.\nNina: Great. Will there be a charge this time?\nDave: No charge, it's under my 3 month guarantee.\nNina: Brilliant, thanks Dave!",
  ],
  mealkitemail: [
    "Subject: Your FreshBox delivery is on its way\nHi Tom,\nYour box for this week will arrive on Wednesday between 7 am and 1 pm.\nThis week's recipes: Thai green curry, Mushroom risotto and Lemon herb chicken.\nYou chose 3 meals for 2 people, which costs 39.99 pounds.\nIf you're not home, our driver will leave the box in your safe place: the porch.\nThe ice packs keep the food cold for up to 12 hours.\nTo skip next week's box, change your plan by Friday midnight.",
  ],
  counciltax: [
    "Council Tax Bill 2027/28 - Westfield District Council\nAccount number: 60012345\nProperty: Flat 3, 22 Canal Street, band C\nAnnual charge: 1,842.00 pounds, less 25% single person discount: 1,381.50 pounds to pay.\nYou will pay by Direct Debit in 10 monthly instalments of 138.15 pounds, starting on 1 April.\nIf you move home, tell us within 21 days.\nTo check your band or report a change, visit westfield.gov.example/counciltax.",
  ],
  snowclosure: [
    "Update from Hillcrest Primary - Tuesday 12 January\nDue to heavy snow overnight, the school will be closed today.\nThe roads around the school are unsafe and several staff cannot get in.\nTeachers will set work on Google Classroom by 10 am.\nBreakfast club and the after-school football session are also cancelled.\nWe plan to reopen tomorrow and will confirm by 7 am on the school website.\nPlease keep children away from the frozen pond on the playing field.\nMrs J. Whitfield, Headteacher",
  ],
  ridechat: [
    "Omar: Sunday ride is on! Meeting at the Green Lane cafe, 8:30 sharp.\nBeth: How far are we going?\nOmar: About 60 km out to Ashford and back, mostly flat.\nBeth: Great, I'll bring my new gravel bike.\nKarl: Forecast says rain after 1, shall we start earlier?\nOmar: Good point, let's make it 8 then.\nKarl: I'll sweep at the back in case anyone gets a puncture.\nBeth: Coffee stop at Ashford?\nOmar: Yes, the bakery by the station.",
  ],
  phonerepair: [
    "Subject: Repair update - job 55120\nHi Grace,\nWe've had a look at your iPhone 13. The screen is cracked and the battery is at 71% health.\nA new screen costs 129 pounds and a new battery 59 pounds; we can do both for 170 pounds.\nThe repair takes about 2 hours once we have the parts, which arrive tomorrow.\nYour data will not be affected, but we recommend a backup first.\nReply YES to go ahead, or collect the phone free of charge from our Park Street shop.\nFixIt Phones",
  ],
  strikenotice: [
    "Strike action - Thursday 9 and Saturday 11 October\nTrain drivers will strike on Thursday 9 and Saturday 11 October.\nOn those days only one train an hour will run between Bristol and Bath, from 7:30 am to 6:30 pm.\nThere will be no trains at all on the Severn Beach line.\nTickets for the strike days can be used the day before or up to two days after.\nIf you no longer want to travel, you can get a full refund from the ticket office.\nCheck the journey planner before you set off, as the timetable may change at short notice.",
  ],
  salontext: [
    "Bella's Hair: Hi Chloe, sorry, Jess is off sick on Friday so we need to move your 2 pm cut and colour.\nChloe: Oh no, hope she feels better! What else have you got?\nBella's Hair: We could do Saturday at 10 with Jess, or Friday at 2 with Maria.\nChloe: I'd rather stay with Jess, Saturday at 10 please.\nBella's Hair: Lovely, you're booked. As an apology, 10% off your colour.\nChloe: That's kind, thank you!",
  ],
  scholarshipemail: [
    "Subject: Congratulations - Harper Engineering Scholarship\nDear Amir,\nWe are delighted to offer you the Harper Engineering Scholarship for your degree at Leeds.\nThe scholarship is worth 3,000 pounds a year for three years, paid in two instalments each year, in October and February.\nTo keep it, you must pass each year with an average of at least 60%.\nYou will also be paired with a mentor from Harper Engineering and offered a paid summer placement after your second year.\nPlease accept the offer by replying to this email before 31 July.\nThe Harper Foundation",
  ],
  bbqchat: [
    "Lucy: BBQ at ours on Saturday from 4! Bring a drink and something to throw on the grill.\nMark: Sounds great. Can we bring the kids?\nLucy: Of course, the more the merrier. There's a paddling pool in the garden.\nAnita: I'll make a big potato salad.\nMark: We'll bring burgers and a cool box of beer.\nLucy: If it rains we'll move into the garage, so it's on whatever the weather.\nAnita: Is there parking?\nLucy: Park on the road, the drive is full of Tom's van.",
  ],
  interviewfeedback: [
    "Subject: Your interview for Product Designer\nHi Sam,\nThank you for coming in on Wednesday to meet Priya and Tom.\nUnfortunately we have decided not to move forward with your application.\nThe panel liked your portfolio, especially the banking app redesign, but felt you need more experience running user research.\nWe'd encourage you to apply again in a year; our next hiring round is usually in the spring.\nIf you'd like a call to discuss the feedback, reply and Priya will set one up.\nBest wishes,\nNadia Ross, Talent Team",
  ],
  spabooking: [
    "Booking confirmed - The Willow Spa\nGuest: Hannah Reid\nDate: Sunday 3 March, arrive 9:45 am for a 10 am start\nTreatments: 60-minute hot stone massage, then a facial at 11:15\nYour day pass includes the pool, sauna and steam room until 5 pm, plus a two-course lunch.\nPrice: 145 pounds, paid in full.\nPlease bring a swimsuit; robes, towels and slippers are provided.\nCancellations within 48 hours are charged in full.",
  ],
  liftnotice: [
    "Notice to residents - Lift out of service\nThe lift in Block B will be out of service from Monday 14 April for about 10 days while the motor is replaced.\nThe engineers, Apex Lifts, will work between 8 am and 5 pm.\nResidents who cannot use the stairs can ask for help with shopping and deliveries; call the concierge on 020 7946 0321.\nThe lift in Block A is not affected and can be reached through the car park.\nWe apologise for the inconvenience.\nCanalside Management",
  ],
  bookswapchat: [
    "Irene: Book swap at the library on Saturday, anyone coming?\nPaul: Yes! What time does it start?\nIrene: 11 till 1. Bring up to five books and take as many as you bring.\nPaul: Do they have to be novels?\nIrene: Any books are fine, but no textbooks or magazines.\nFatima: I'll come along, I've got a pile of crime thrillers to get rid of.\nIrene: Lovely. There's tea and cake for a pound, all money to the library's reading club.",
  ],
  windowquote: [
    "Subject: Your quote from ClearView Windows\nHello Mrs Evans,\nThanks for letting us measure up on Monday.\nFor the six double-glazed windows at the front and the back door, the price is 4,600 pounds fitted.\nThe frames are white uPVC with A-rated glass, and the back door has a multi-point lock.\nFitting takes two days and we remove and recycle the old frames.\nThere is a 10-year guarantee on frames and glass.\nThis quote is valid for 30 days. A 500 pound deposit secures a fitting date.\nRegards,\nMark Lewis, ClearView Windows",
  ],
  marathonchat: [
    "Jade: Entries for the Cardiff half marathon open tomorrow at 9!\nSimon: I'm in. Last year it sold out in two hours.\nJade: Entry is 42 pounds, or 38 if you're in a club.\nSimon: We're both club members so 38 then.\nRuth: I'll do the 10k instead, my knee isn't up to 21 km.\nJade: Good call Ruth. Training plan starts Monday, three runs a week.\nSimon: Long run on Sundays along the Taff Trail?\nJade: Perfect, meet at the bridge at 8.",
  ],
  daycareletter: [
    "Little Acorns Nursery - changes from September\nDear parents,\nFrom 1 September our opening hours will be 7:30 am to 6:30 pm, half an hour longer in the evening.\nThe daily rate for a full day will go up from 62 to 65 pounds.\nLunch is now cooked on site by our new chef, Maria.\nPlease label all clothing and send a spare set of clothes in your child's bag.\nOur parents' evening is on Thursday 18 September at 6 pm.\nWith thanks,\nKaren Hughes, Nursery Manager",
  ],
  vanrental: [
    "Van hire agreement - Speedy Vans\nHirer: Daniel Okoro\nVehicle: Ford Transit, medium wheelbase\nCollection: Friday 6 June at 8 am from the Kingsway depot\nReturn: Saturday 7 June by 6 pm, with a full tank\nMileage: 150 miles included, then 20p per mile\nInsurance excess: 1,000 pounds, or 250 pounds with the excess cover you bought\nA late return is charged at 25 pounds an hour.",
  ],
  openday: [
    "University of Kent - Open Day, Saturday 21 June\nRegistration opens at 9 am in the Templeman Library foyer.\nThe welcome talk is at 10 am in the Sibson Building, lecture theatre 1.\nSubject talks run every hour from 11 am to 3 pm; the computing talk is at 1 pm.\nCampus tours leave from the library every 30 minutes and take about an hour.\nFree parking is available in car park C; follow the yellow signs.\nLunch vouchers for the Hub cafe are in your welcome pack.",
  ],
  fridgeclaim: [
    "Subject: Your warranty claim CLM-88213\nDear Mr Baptiste,\nThank you for reporting the fault with your Bosch fridge freezer: the freezer is not keeping food frozen.\nAs the fridge is 14 months old, it is covered by your 2-year manufacturer warranty, so the repair is free.\nAn engineer will visit on Tuesday 4 November between 8 am and 12 pm.\nPlease empty the freezer and make sure there is clear access to the back of the appliance.\nIf the part has to be ordered, a second visit will be arranged.\nBosch Customer Service",
  ],
  hikingchat: [
    "Dan: Snowdon this Saturday? Weather looks clear.\nEmma: Yes please! Which path?\nDan: The Pyg Track up and the Miners' Track down, about 7 hours.\nEmma: I'll drive, I can fit three. Leaving Chester at 6 am.\nLiam: Count me in. Do I need crampons?\nDan: No, the snow has gone, but bring a warm layer, it's cold at the top.\nLiam: I'll book parking at Pen-y-Pass, it fills up fast.",
  ],
  boilerservice: [
    "Service record - HeatRight Gas Services\nCustomer: Olivia Grant, 9 Rose Lane\nAppliance: Worcester Greenstar 30i combi boiler, installed 2019\nDate of service: 12 October\nEngineer: Kevin Marsh, Gas Safe number 554201\nFindings: pressure low at 0.6 bar, topped up to 1.5 bar. Flue and seals in good condition.\nAdvice: the condensate pipe runs outside and may freeze; we recommend lagging it before winter.\nNext service due: October next year.",
  ],
  rentincrease: [
    "Dear Ms Okafor,\nRe: 14 Mill Street, Flat 3\nI am writing to give you notice that your rent will increase from \u00a3950 to \u00a31,010 per month from 1 March.\nThis follows the annual review allowed under clause 4 of your tenancy agreement.\nYour payment date stays the same, the 1st of each month, by standing order.\nIf you wish to discuss the increase, please contact me before 14 February.\nKind regards,\nMartin Hale\nHale Lettings",
  ],
  offsitechat: [
    "Priya: Offsite is confirmed for Thursday 12 March at the Riverside Hub.\nTom: Nice. What time do we start?\nPriya: Coffee from 9:30, first session at 10.\nAisha: Is lunch provided?\nPriya: Yes, a buffet at 12:30. Tell me dietary needs by Friday.\nTom: I'm vegan, and I'll bring the projector.\nAisha: I can't make the morning, I'll join after lunch.\nPriya: No problem. We finish with a team dinner at Luca's at 7.",
  ],
  pharmacytext: [
    "Boots Pharmacy: Your prescription for amoxicillin 500mg is ready to collect at Boots, High Street, Lewes. Please collect within 14 days. Opening hours: Mon-Sat 8:30am-6pm. Bring this message and proof of ID. Reply STOP to opt out.",
  ],
  lisbontrip: [
    "Lisbon city break - itinerary\nDay 1 (Friday): arrive 11:40 on TP1337, taxi to Hotel Avenida, check-in from 3 pm.\nEvening: fado dinner at Tasca do Chico, booked for 8 pm.\nDay 2 (Saturday): tram 28 to Alfama, castle tickets pre-paid (\u20ac15 each).\nAfternoon: Bel\u00e9m tower and past\u00e9is at Past\u00e9is de Bel\u00e9m.\nDay 3 (Sunday): free morning; checkout by 11 am; flight home 17:05.",
  ],
  cleanerchat: [
    "Hannah: Hi Rosa, could you do an extra clean before my parents visit?\nRosa: Of course. When are they arriving?\nHannah: Next Friday. Could you come Thursday?\nRosa: Thursday afternoon works, from 1 till 4.\nHannah: Perfect. Please focus on the guest room and the bathroom.\nRosa: Will do. It's 15 pounds an hour as usual.\nHannah: Great, the key is under the blue pot.",
  ],
  classtimetable: [
    "Pulse Fitness - class timetable (from 5 January)\nMonday: Spin 7 am (Studio 2, 45 min), Pilates 6 pm (Studio 1)\nWednesday: HIIT 12:15 pm (Main hall, 30 min)\nFriday: Yoga 9:30 am with Nadia; Boxfit 6:30 pm\nClasses must be booked in the app up to 48 hours ahead.\nLate cancellations (under 2 hours) cost a 5 pound fee.",
  ],
  dairynotice: [
    "Subject: Price update from Greenfield Dairy\nHi Caf\u00e9 Lumen team,\nFrom Monday 2 February, whole milk goes up from 1.10 to 1.25 per litre.\nOat milk stays at 1.80.\nDeliveries move from Tuesdays to Wednesdays, same time (before 7 am).\nOrders must be in by 3 pm the day before.\nQuestions? Call Gareth on 07700 900412.\nGreenfield Dairy",
  ],
  weddingchat: [
    "Sofia: Venue confirmed! Hartwell Barn, 14 August.\nBen: Amazing. How many guests can it hold?\nSofia: 120 seated, so we need to cut the list a bit.\nBen: Did they say anything about music?\nSofia: Live bands must finish by 11 pm.\nBen: And the deposit?\nSofia: 2,000 pounds, due by the end of the month.\nBen: I'll transfer it tonight.",
  ],
  garagechat: [
    "Garage: Hi Mr Patel, your Golf is ready for collection.\nRaj: Great, what did it need in the end?\nGarage: New front brake pads and a wiper blade. The MOT passed.\nRaj: How much do I owe?\nGarage: 186 pounds including VAT.\nRaj: Can I pick it up after 6?\nGarage: We close at 5:30, but we can leave the key in the drop box.\nRaj: Perfect, I'll pay by card over the phone now.",
  ],
  theatreticket: [
    "Your e-ticket - Royal Exchange Theatre\nShow: The Crucible\nDate: Wednesday 18 March, 7:30 pm (doors 6:45 pm)\nSeat: Stalls, row F, seat 12\nRunning time: 2 hours 40 minutes including one interval\nPlease arrive 15 minutes early; latecomers will be seated at a suitable break.\nBooking reference: RX-40418",
  ],
  lostdogpost: [
    "LOST DOG - Bramley area\nOur spaniel Poppy ran off in Bramley Woods on Sunday afternoon.\nShe is brown and white, wearing a red collar, and is microchipped.\nShe's nervous with strangers, so please don't chase her.\nIf you see her, call Karen on 07911 223344, any time.\nReward offered for her safe return.",
  ],
  taxreminder: [
    "HM Revenue & Customs\nSelf Assessment reminder\nDear Mr Lewis,\nYour 2025 to 2026 tax return must reach us by 31 January 2027 if you file online.\nYou owe a balancing payment of \u00a31,240 and a first payment on account of \u00a3620, both due on the same date.\nIf you miss the deadline you will be charged a \u00a3100 penalty, even if there is no tax to pay.\nYour Unique Taxpayer Reference is 12345 67890.",
  ],
  pickupchat: [
    "Mia: Can anyone grab Leo from school today? I'm stuck at work till 6.\nJess: I can, I'm collecting Ava at 3:15 anyway.\nMia: You're a star. He has football club till 4 though.\nJess: No problem, we'll wait at the playground.\nMia: His inhaler is in the front pocket of his bag.\nJess: Got it. Shall I give him tea?\nMia: Yes please, he'll eat anything except mushrooms.",
  ],
  talkaccepted: [
    "Subject: Your talk has been accepted - DevConf Leeds\nHi Sam,\nGreat news: your talk \"Testing at the Edge\" has been accepted for DevConf Leeds.\nYou are speaking on Day 2, Thursday 9 October, at 14:20 in Room B.\nTalks are 30 minutes including questions.\nPlease send your slides by 1 October and confirm your travel needs with Olivia.\nSpeakers get a free conference pass and two nights at the Queens Hotel.\nThanks,\nThe DevConf team",
  ],
  buschange: [
    "Service change: route 42\nFrom Sunday 3 May, route 42 will no longer serve Elm Park.\nBuses will run via Station Road instead, stopping at the new Library stop.\nWeekday frequency drops from every 10 minutes to every 15 minutes.\nThe last bus from the city centre will now leave at 23:40.\nFor journey planning, use the Metro app or call 0345 600 1234.",
  ],
  raidchat: [
    "Kai: Raid tonight? Server resets at 8.\nZoe: I'm in, but I can only play till 10.\nKai: Fine. We need a healer though.\nMax: I'll heal, my paladin is level 60 now.\nZoe: Nice! Meet at the north gate?\nKai: Yes, and bring fire resistance potions.\nMax: How many?\nKai: Five each should do.",
  ],
  dentalsms: [
    "Smile Dental: Reminder of your check-up with Dr Patel on Monday 16 June at 10:40. Please arrive 10 minutes early. To cancel or rearrange, call 01632 960555 at least 24 hours before. A missed appointment fee of \u00a325 applies.",
  ],
  billsplitchat: [
    "Ollie: Electric bill came in, \u00a3186 for the quarter.\nPriya: Ouch. Split three ways?\nOllie: Yes, \u00a362 each. Can you both send it by Friday?\nSam: Done, sent mine just now.\nPriya: I'll pay tomorrow, payday.\nOllie: Thanks. Also the internet goes up to \u00a335 a month from July.",
  ],
  dinoexhibit: [
    "Dinosaurs of the Jurassic Coast - special exhibition\nOpen daily 10 am to 5 pm until 31 August, in the East Wing.\nTickets: adults \u00a312, children \u00a36, under-5s free.\nSee the 8-metre ichthyosaur skeleton found at Lyme Regis in 2019.\nFossil-handling sessions run at 11 am and 2 pm on weekends.\nThe caf\u00e9 on level 2 serves lunch until 3 pm.",
  ],
  laptoprepair: [
    "Subject: Repair update - job RP-30917\nHello Ms Ahmed,\nWe have inspected your Dell XPS 13. The keyboard has liquid damage and needs replacing.\nThe cost is \u00a3149 including parts and labour; the repair takes 3 working days once approved.\nYour data will not be affected.\nReply to this email to approve, or collect the laptop unrepaired for free.\nFixIt Computers, 22 Market Street",
  ],
  babyshower: [
    "You're invited to Amara's baby shower!\nSunday 8 March, 2 pm to 5 pm\nThe Orangery, 12 Park Lane, Bristol\nAfternoon tea will be served; please tell Joy about any allergies.\nGift ideas: books for the baby's library rather than clothes.\nRSVP to Joy by 22 February on 07700 900321.",
  ],
  homeworkchat: [
    "Ella: Did anyone get question 4 on the physics sheet?\nNoah: The answer's 12 metres per second, you have to use v = u + at.\nElla: Ahh I forgot acceleration was 3. Thanks!\nIsla: When's it due again?\nNoah: Thursday, hand it in to Mr Carter's pigeonhole.\nIsla: I'm off sick Thursday, can someone hand mine in?\nElla: Sure, leave it in my locker.",
  ],
  gymfreeze: [
    "Subject: Your membership freeze is confirmed\nHi Tom,\nYour PureGym membership at Leeds Central is frozen from 1 May to 31 July.\nDuring the freeze you'll pay \u00a35 a month instead of \u00a324.99.\nYour membership restarts automatically on 1 August at the usual price.\nTo end the freeze early, use the app or speak to the front desk.\nPureGym Members Team",
  ],
  wifinotice: [
    "Notice to residents - Wi-Fi upgrade\nEngineers from FastNet will upgrade the building's Wi-Fi on Wednesday 12 November.\nInternet will be off between 9 am and 1 pm.\nThe new network name is RiversideHome and the password will be under your door by Tuesday.\nSpeeds will rise from 100 to 500 Mbps at no extra cost.\nQuestions to the concierge, Paolo, on extension 200.",
  ],
  ferryticket: [
    "DFDS e-ticket\nRoute: Dover to Calais\nDeparture: Saturday 12 July, 08:00 (check-in closes 07:15)\nVehicle: car, registration KX19 ABC\nPassengers: 2 adults, 1 child\nBooking reference: DF7734120\nPlease have passports ready at the border control booths before check-in.",
  ],
  leavinglunchchat: [
    "Rita: Team lunch on Friday to say bye to Omar?\nJon: Yes! Where?\nRita: Thinking Dishoom, they take bookings for 8.\nOmar: Aww, thanks. I'm free from 12:30.\nJon: I'll book for 12:45 then.\nRita: Great. I'll collect money for a leaving gift, \u00a310 each.",
  ],
  souprecipe: [
    "Quick tomato soup (serves 4)\nFry one chopped onion in olive oil for 5 minutes.\nAdd two tins of tomatoes and 500 ml of vegetable stock.\nSimmer for 20 minutes, then blend until smooth.\nStir in a splash of cream and season with salt and pepper.\nKeeps in the fridge for 3 days.",
  ],
  examtimetable: [
    "Subject: Your exam timetable\nDear Jamie,\nYour Chemistry paper 1 is on Monday 12 May at 9:00 in the Sports Hall.\nPaper 2 follows on Thursday 15 May at 13:30 in Room 14.\nBring black pens, a calculator and your candidate number, 4471.\nPhones must be left in your bag at the back of the hall.\nGood luck!\nExams Office",
  ],
  footballkitchat: [
    "Coach Dan: Reminder, no training this Saturday because the pitch is being re-turfed.\nPriya: Thanks Dan. Is the match on Sunday still happening?\nCoach Dan: Yes, kick-off 10:30 at Marsh Lane, please arrive by 10.\nLeo's dad: Does Leo need his away kit?\nCoach Dan: Yes, the blue one. Shin pads too.\nPriya: I can drive three kids if anyone needs a lift.",
  ],
  bikehirereceipt: [
    "City Cycles - hire receipt\nCustomer: Nadia Kaur\nBike: hybrid, frame number HY-2219\nHire period: 3 days (Fri 4 Apr to Sun 6 Apr)\nTotal paid: \u00a345.00 by card\nDeposit held: \u00a3100, refunded on return of the bike\nLate returns are charged \u00a315 per day.\nHelmet and lock included.",
  ],
  storytimeflyer: [
    "Story Time at Westfield Library!\nEvery Wednesday at 10:30am in the children's corner.\nFor ages 2 to 5 with a parent or carer.\nFree, no need to book.\nThis month's theme: under the sea.\nSession lasts about 45 minutes, with songs and a craft at the end.\nPrams can be left by the front desk.",
  ],
  fitnote: [
    "Statement of fitness for work\nPatient: Mr Gareth Lloyd\nCondition: lower back strain\nI advise that you are not fit for work.\nThis will be the case for 2 weeks, from 3 March 2025.\nI will not need to assess you again at the end of this period.\nComments: avoid heavy lifting; gentle walking is fine.\nDoctor: Dr S. Patel, Riverside Surgery",
  ],
  jobrejection: [
    "Subject: Your application for Junior Designer\nDear Tom,\nThank you for interviewing with us last Tuesday. We were impressed by your portfolio, especially the museum app project.\nUnfortunately, we have decided to offer the role to a candidate with more print experience.\nWe would like to keep your details on file for six months, and we encourage you to apply for our graduate scheme, which opens in September.\nKind regards,\nFiona Reid\nHead of Design, Brightside Studio",
  ],
  meterreading: [
    "Hi, it's Northgate Energy. Your next meter reading is due by 5 June. Submit it in the app or reply to this text with your reading, e.g. 04512. Your account number is 88310245. If you don't send a reading, we'll estimate your bill. Reply STOP to opt out.",
  ],
  referralletter: [
    "Dear Dr Hughes,\nRe: Mrs Anita Shah, date of birth 14/02/1968\nI would be grateful if you could see this patient, who has had pain and swelling in her right knee for three months.\nAn X-ray last week showed mild arthritis. Ibuprofen has helped only a little.\nShe is a keen walker and would like to stay active.\nShe is allergic to penicillin.\nYours sincerely,\nDr Laura Price\nOakfield Medical Centre",
  ],
  henpartychat: [
    "Jess: OK hens, Brighton is booked for the weekend of 14 June!\nAmy: Yay! Where are we staying?\nJess: A big Airbnb near the pier, sleeps 10.\nChloe: How much is it each?\nJess: \u00a3120 each for two nights, please pay me by 1 May.\nAmy: Is Sophie's sister coming?\nJess: Yes, Laura's coming on the Saturday only.\nChloe: I'll sort the cocktail class for Saturday afternoon.",
  ],
  courtbooking: [
    "Booking confirmed - Parkside Tennis Club\nCourt 3 (indoor), Thursday 9 October, 18:00-19:00\nBooked by: Marcus Lee\nPlayers: 2\nCourt fee: \u00a314, paid\nFloodlights are included for indoor courts.\nPlease wear non-marking shoes. Cancellations less than 24 hours before are not refunded.",
  ],
  washerchat: [
    "Zara: The washing machine is leaking again \ud83d\ude29\nBen: Seriously? I only used it yesterday.\nZara: There's water all over the kitchen floor.\nMia: I'll text the landlord now.\nMia: He says a plumber can come Friday morning.\nBen: I work from home Friday, I'll let him in.\nZara: Thanks Ben. Don't use it till then!",
  ],
  membershiprenewal: [
    "Subject: Time to renew your membership\nDear Ms Patel,\nYour Friends of the Harbour Museum membership ends on 30 November.\nRenewing costs \u00a345 a year, or \u00a340 if you pay by direct debit.\nMembers get free entry to all exhibitions, a 10% discount in the shop and two guest passes a year.\nRenew online at harbourmuseum.org/renew or call 0117 496 0321.\nThank you for your support,\nThe Membership Team",
  ],
  vaccinerecord: [
    "Child health record - vaccinations\nName: Lily Evans\nDate of birth: 3 January 2025\n8 weeks (28 Feb 2025): 6-in-1, rotavirus, MenB - given by Nurse Adams\n12 weeks (28 Mar 2025): 6-in-1, pneumococcal, rotavirus - given by Nurse Adams\n16 weeks (25 Apr 2025): 6-in-1, MenB - given by Nurse Okafor\nNext due: 1 year (January 2026): Hib/MenC, MMR, pneumococcal, MenB",
  ],
  carsharechat: [
    "Nina: Anyone driving to the conference in Leeds on Thursday?\nOwen: I am, leaving Sheffield at 7:15. I've got two spare seats.\nNina: Amazing, can I grab one? I can meet you at the station car park.\nOwen: Sure. Petrol split is \u00a38 each.\nRavi: I'll take the other seat if that's OK!\nOwen: Done. We should be there by 8:45.",
  ],
  boilerquote: [
    "Quote Q-4471 - WarmHome Heating\nCustomer: Mr D. Osei, 9 Ash Close\nJob: replace the old back boiler with a Worcester Bosch 30i combi\nPrice: \u00a32,850 including VAT, fitting and removal of the old boiler\nWarranty: 10 years on parts and labour\nWork takes 2 days. We can start on Monday 3 November.\nThis quote is valid for 30 days.",
  ],
  kidspartyinvite: [
    "Come and celebrate Maya's 6th birthday!\nSaturday 15 March, 1 pm to 3 pm\nJump Zone trampoline park, Riverside Retail Park\nPlease wear socks with grips (they sell them for \u00a32 if you forget).\nPizza and cake will be served.\nPlease RSVP to Claire by 8 March on 07700 900456.",
  ],
  appupdate: [
    "Version 5.2 is here!\nWhat's new:\n- Dark mode for all screens\n- You can now export your notes as PDF\n- Faster sync, up to twice as fast on large libraries\nFixed: the app no longer crashes when you rotate your phone during login.\nThis update needs iOS 16 or later.\nThanks for using Notely!",
  ],
  webinarinvite: [
    "Subject: You're registered: Scaling Postgres for SaaS\nHi Tomasz,\nThanks for registering for our live webinar, Scaling Postgres for SaaS.\nDate: Wednesday 10 December\nTime: 16:00 GMT (lasts about 45 minutes)\nSpeaker: Dr Amara Chen, Head of Data at Bytebase\nJoin link: we'll email it one hour before the start.\nCan't make it? A recording will be sent to all registrants within 48 hours.\nBring your questions - there'll be a 15-minute Q&A at the end.\nThe Cloudbase Events Team",
  ],
  heatingchat: [
    "Priya: Hi Mark, the heating's stopped working again. The boiler shows error code F28.\nMark: Sorry to hear that. Have you checked the gas meter is topped up?\nPriya: Yes, there's \u00a320 on it.\nMark: OK, I'll send Dave the engineer round. Is tomorrow morning OK?\nPriya: I work from home on Tuesdays so any time before 12 is fine.\nMark: Great, he'll come at 9:30. He'll need access to the loft as well.\nPriya: No problem. In the meantime I'll use the electric heater.\nMark: Keep the receipt if you buy anything, I'll refund it.",
  ],
  gatechangesms: [
    "BA0412 London Heathrow to Madrid: your flight is delayed. New departure time 20:25 (was 18:05). Gate now B36. Boarding will start 30 minutes before departure. As you are delayed over 2 hours, show this message at any cafe in Terminal 5 for a \u00a310 food voucher. Reply STOP to opt out.",
  ],
  funrunupdate: [
    "Fundraising update: this year's Fun Run raised \u00a34,320 for St Luke's Hospice, beating last year's total of \u00a33,100. 142 runners took part, the youngest aged 4. The fastest 5k time was 18 minutes 12 seconds, set by Hannah Okoro. Thanks to Greggs on the High Street for donating the water and bananas. Next year's run will be on Sunday 7 June; sign-ups open in March.",
  ],
  vetdischarge: [
    "Discharge notes - Riverside Vets\nPatient: Bramble (Springer Spaniel, 4 years)\nProcedure: removal of a lump from the left hind leg, done on 12 November\nBramble had a general anaesthetic, so she may be sleepy tonight. Offer a small meal of chicken and rice this evening.\nKeep the cone on at all times to stop her licking the stitches.\nGive one Metacam tablet with food each morning for 5 days.\nShort lead walks only until the stitches come out.\nStitch removal: book for 10 days' time (around 22 November).\nIf the wound bleeds or swells, call us on 01632 960 118.",
  ],
  jobadvert: [
    "We're hiring: Weekend Barista\nBean There Coffee, 41 Market Street, Hebden Bridge\nHours: Saturdays and Sundays, 8 am to 4 pm\nPay: \u00a312.50 an hour plus tips\nNo experience needed - full training is given.\nYou'll make drinks, serve customers and keep the caf\u00e9 clean.\nPerks: free coffee on shift and 50% off food.\nTo apply, send your CV to jobs@beanthere.example by 30 January.",
  ],
  movingdaychat: [
    "Sam: Van's booked for Saturday, I'm collecting it from Enterprise at 8.\nLucy: I'll bring boxes and tape. How many do we need?\nSam: Mum reckons about 30.\nTom: I can only help in the afternoon, football in the morning.\nLucy: That's fine, come to the new flat for 2 and help unload.\nSam: The new address is 7 Willow Court, flat 12.\nLucy: Who's looking after Biscuit?\nTom: My neighbour said she'll have the cat for the day.",
  ],
  conferencetalk: [
    "Room B, 14:30-15:15\nTalk: Shipping faster with feature flags\nSpeaker: Leila Haddad, Staff Engineer at Trellis\nLeila will show how Trellis moved from monthly releases to deploying 40 times a day. She covers flag hygiene, how to remove old flags, and the outage that taught them to test the 'off' path. Suitable for: engineers and team leads. Slides will be shared on the conference site after the talk.",
  ],
  parkrunresults: [
    "Hi Sofia, here are your results from Hollins Park parkrun #214 on Saturday 6 December.\nYour time: 27:41\nPosition: 118th out of 342\nThis was your 25th parkrun - you've earned the milestone t-shirt!\nAge grade: 53.2%\nThanks to all our volunteers, especially Ravi, who scanned barcodes in the rain.",
  ],
  bookclubchat: [
    "Hana: Next book club is at mine on the 14th, 7:30 start.\nLeo: What are we reading again?\nHana: The Midnight Library by Matt Haig.\nPriti: I'm only halfway through, is that OK?\nHana: Of course! No spoilers though.\nLeo: I'll bring a bottle of red.\nPriti: I'll do snacks, something vegan for Sam.\nHana: Perfect. Park on the street, the drive is blocked by the skip.",
  ],
  warrantyclaim: [
    "Dear Mr Novak,\nThank you for contacting Brightline about your KettlePro 3000.\nWe're sorry it stopped heating after 8 months. As it is still within the 2-year warranty, we will send you a replacement free of charge.\nYour claim number is BL-55102.\nThe new kettle should arrive within 5 working days by DPD.\nYou don't need to return the faulty one; please recycle it at your local tip.\nKind regards,\nAisha, Customer Care",
  ],
  foodbankrota: [
    "Food bank rota - December\nMondays: Jenny and Carl sort donations, 10 am to 1 pm.\nWednesdays: Omar drives the van to Tesco for the collection at 9.\nFridays: everyone helps pack parcels from 2 pm.\nWe're closed from 24 December to 2 January.\nNew volunteers should speak to Bridget, our coordinator.\nPlease sign in at the front desk every time.",
  ],
  sportsdayletter: [
    "Dear parents,\nSports Day will be on Thursday 19 June at Greenfield Park, starting at 1:15 pm.\nChildren should come to school in their PE kit and bring a water bottle and a sun hat.\nParents are welcome to watch from behind the rope line.\nIf it rains, Sports Day will move to Tuesday 24 June.\nThe PTA will sell ice lollies for \u00a31, with all money going to the new library.\nMr Patel, PE Lead",
  ],
  dogsitterchat: [
    "Elena: Hi Marcus, are you still OK to have Pepper next weekend?\nMarcus: Yes! Drop her off Friday evening, any time after 6.\nElena: Brilliant. She eats twice a day, one scoop in the morning and one at 5.\nMarcus: Got it. Any allergies?\nElena: Chicken makes her itchy, so no chicken treats please.\nMarcus: No problem. What time will you collect her on Sunday?\nElena: Around 4, our train gets in at 3:20.\nMarcus: Perfect, see you Friday.",
  ],
  paymentreminder: [
    "Reminder: invoice INV-2043 is overdue\nHi Jordan,\nOur records show that invoice INV-2043 for \u00a3640.00, for the website redesign, was due on 31 October and has not been paid.\nPlease pay by bank transfer to sort code 20-45-77, account 60123456, using the invoice number as the reference.\nIf payment is not received by 21 November, a late fee of \u00a340 will be added.\nIf you have already paid, please ignore this email.\nThanks,\nMei Chen, Pixel & Pine Studio",
  ],
  allotmentplan: [
    "Allotment plan for spring: I'll sow broad beans in February under fleece, then potatoes go in at Easter. The tomatoes stay in the greenhouse until the last frost, usually mid-May here. Dad's giving me his old water butt, which will sit by the shed. This year I'm skipping courgettes because we had far too many last summer.",
  ],
  farewellemail: [
    "Subject: Goodbye and thank you\nHi all,\nToday is my last day at Finch Analytics after six years. I'm joining Monzo as a data science manager in January.\nThanks especially to Grace, who hired me, and to the forecasting team for putting up with my spreadsheets.\nLeaving drinks are at The Crown from 5:30 tonight - first round's on me.\nMy personal email is sam.ortiz@example.com if you want to keep in touch.\nHandover notes for the churn model are in the shared drive under 'Sam handover'.\nSam",
  ],
  giftchat: [
    "Anna: Mum's 60th is on 3 August, what are we getting her?\nJoe: She keeps talking about a pottery course.\nKate: There's a weekend one at Clayworks in Bath, \u00a3180.\nAnna: Perfect, that's \u00a360 each.\nJoe: I'll book it tonight and you can send me the money.\nKate: Can we get flowers too? I'll pick some up from the market on Saturday.\nAnna: And I'll order the cake from Mrs Lowe's bakery.\nJoe: Booked! It's the weekend of 23 August.",
  ],
  treequote: [
    "Quote for tree work - Oakleaf Arboriculture\nClient: Mrs J. Whitfield, 22 Beech Road\nWork: reduce the crown of the large oak in the back garden by 30% and remove the dead ash by the fence.\nThe oak has a Tree Preservation Order, so we will apply to the council for consent first; this usually takes 8 weeks.\nAll waste will be chipped and taken away.\nTotal: \u00a31,150 (no VAT).\nA 20% deposit secures your date.\nWe are fully insured for \u00a35 million public liability.\nContact: Gareth Jones, 07700 900812",
  ],
  clubride: [
    "Club ride - Sunday 12 April\nThis week's ride is the 65 km loop to Ilkley, meeting at 8:30 at the Otley bandstand for an 8:45 start.\nWe'll stop for coffee at Caf\u00e9 Velo at about halfway.\nRide leader: Priya Shah. Back marker: Tom Green.\nMudguards please, the lanes will be wet.\nIf you're new, the 30 km social ride leaves at the same time with Hannah.\nExpected back by 1 pm.\nIn case of ice the ride is cancelled; check the WhatsApp group by 7 am.",
  ],
  drivinglesson: [
    "Hi Tom, it's Karen from Pass Fast Driving. Your next lesson is Tuesday 4 March, 5-7 pm. I'll pick you up from college, not home, as you asked. We'll practise roundabouts and parallel parking. Your test is booked for 2 April at 8:10 am at the Hendon test centre. Lessons are \u00a338 an hour, so \u00a376 for this one; please pay by card at the end. Text me if you need to cancel - I need 48 hours' notice or the lesson is charged.",
  ],
  repoconventions: [
    "The user's main project is a Rust CLI called tidepool.",
    "Tidepool uses cargo-nextest for tests; run `cargo nextest run`, not `cargo test`.",
    "The user prefers small commits with messages in the imperative mood.",
    "CI runs on GitHub Actions and must pass clippy with no warnings.",
    "The user's code reviewer is Ines.",
    "Releases are cut on the first Monday of each month.",
    "The user dislikes unwrap() in library code and wants errors handled with thiserror.",
    "Documentation lives in the docs/ folder and is built with mdBook.",
  ],
  streetparty: [
    "Street party - Elm Road, Saturday 7 June\nThe road will be closed to traffic from 11 am to 8 pm (the council has approved it).\nBring a dish to share and your own chairs; tables are provided.\nThere'll be a bouncy castle for the kids from 1 pm and a band, The Lodgers, from 5.\nWe're collecting \u00a35 per household to cover the road closure and the castle - give it to Ruth at number 14.\nIf it rains we'll move into the church hall on Park Street.\nQuestions? Ask Dev at number 22.",
  ],
  bandrehearsal: [
    "Leo: Rehearsal this week is Wednesday at 8, same studio (Soundhouse, room 3).\nMaya: Can we start at 8:30? I'm teaching till 8.\nLeo: Fine, 8:30 then. We need to nail the new song before the gig.\nSam: Which song are we playing first at the gig?\nLeo: Let's open with Neon Lights.\nMaya: I'll bring the spare snare, mine's cracked.\nSam: The gig's at the Fleece on the 21st, load-in at 6.\nLeo: Studio's \u00a315 each this time.",
  ],
  holidaylet: [
    "Hi Greta,\nWelcome to Seaview Cottage! Check-in is from 4 pm on Friday; the key is in the lockbox by the front door, code 4821.\nThe Wi-Fi network is SeaviewGuest and the password is on the fridge.\nParking: one space behind the cottage; please don't use the neighbour's drive.\nBins go out on Tuesday night - recycling in the blue bin.\nThe nearest shop is the Co-op on Harbour Street, open till 10 pm.\nCheck-out is by 10 am on Monday. Just leave the key in the lockbox.\nAny problems, call me on 07700 900555.\nEnjoy your stay,\nRhys",
  ],
  plumberflatchat: [
    "Priya: Did anyone find a plumber for the shared bathroom?\nOllie: Yes, Dan's Plumbing can come Thursday at 10.\nPriya: How much?\nOllie: \u00a385 call-out, parts extra.\nNed: I'm in all day Thursday, I'll let him in.\nPriya: Great. Tell him the leak is under the sink.\nOllie: Will do. We'll split it three ways.\nNed: Fine by me.",
  ],
  alevelresults: [
    "Dear Aisha,\nCongratulations! Your A-level results are: Chemistry A*, Biology A, Maths B.\nThis meets the conditions of your offer, so your place to study Medicine at the University of Leeds is confirmed.\nPlease accept your place on UCAS by 22 August.\nAccommodation: you have been given a room in Charles Morris Hall; the rent is \u00a3162 a week.\nWelcome week starts on Monday 15 September.\nBest wishes,\nAdmissions Office",
  ],
  commutediary: [
    "Monday: cycled to work in 38 minutes, a new record. Headwind on the canal path.\nTuesday: got a puncture on Mill Road; fixed it with the spare tube but was 20 minutes late.\nWednesday: took the train because of the storm.\nThursday: bought new tyres at Cycle Hub, \u00a364 for the pair, puncture-resistant.\nFriday: rode with Jonas from the office; he's training for the London to Brighton ride in June.",
  ],
  libraryreservation: [
    "Hi, this is Westfield Library. The book you reserved, 'Tomorrow, and Tomorrow, and Tomorrow', is ready to collect from the front desk. We'll hold it until 9 May. Opening hours: Mon-Fri 9 am to 7 pm, Sat 10 am to 4 pm, closed Sunday. Bring your library card. Reservation fee: 50p, payable on collection.",
  ],
  newbornchat: [
    "Sara: She's here! Isla Rose, born 6:12 this morning, 3.4 kg.\nMum: Oh darling, congratulations! How are you feeling?\nSara: Tired but happy. Tom was amazing.\nMum: When can we visit?\nSara: We're home tomorrow, come Sunday afternoon.\nMum: Lovely. Do you need anything?\nSara: Nappies, size 1, and maybe a lasagne!\nMum: Consider it done.",
  ],
  carservicereport: [
    "Service report - Kwik Motors\nVehicle: 2018 Honda Jazz, reg KT18 XLP\nMileage: 48,210\nWork done: full service, oil and filter change, new wiper blades.\nAdvisory: front brake pads at 3 mm, replace within 3 months.\nThe rear left tyre has a slow puncture; we repaired it at no charge.\nTotal: \u00a3289.50\nNext service due: May 2027 or 58,000 miles.\nTechnician: Imran",
  ],
  travelprefs: [
    "The user is allergic to shellfish.",
    "The user's partner is called Joel and is vegan.",
    "The user prefers aisle seats because of long legs.",
    "The user's frequent flyer number is with KLM Flying Blue.",
    "The user hates early flights, nothing before 9 am.",
    "The user's passport expires in March 2027.",
    "The user's favourite hotel chain is citizenM.",
    "The user is planning a trip to Japan in October.",
  ],
  opticianresults: [
    "Brightsight Opticians - eye examination summary\nPatient: Daniel Achterberg\nDate of test: 14 October 2026\nOptometrist: Priya Lal\nYour prescription has changed slightly in the left eye. We recommend new lenses for distance, especially for driving at night.\nEye pressure was normal in both eyes. There is no sign of glaucoma.\nYou are eligible for a free NHS eye test because you are over 60.\nYour next eye test is due in 2 years.\nFrames ordered: Lindberg titanium, collection in 10 working days.",
  ],
  chesschat: [
    "Viktor: Team for Saturday's league match vs Kingston: board 1 me, board 2 Anya, board 3 Ollie, board 4 Rahul.\nAnya: I'm in. What time do we start?\nViktor: Clocks start at 2 pm sharp, arrive by 1:30.\nOllie: Where is it this time?\nViktor: Their place, the Kingston Quaker Hall, upstairs room.\nRahul: Can't make it, sorry, my sister's engagement party.\nViktor: No problem. Mei, can you take board 4?\nMei: Yes, happy to. Bring my own set?\nViktor: No, they provide sets, but bring a clock if you have one.",
  ],
  airporttransfer: [
    "Booking confirmed: airport transfer\nReference: TRF-55821\nPick-up: Faro Airport, arrivals hall, meeting point 3\nDrop-off: Casa Azul Villa, Rua das Flores 12, Tavira\nDate: Friday 19 June 2026, flight TP1902 landing 15:40\nPassengers: 4 adults, 2 children; 2 child seats included\nVehicle: Mercedes Vito minibus\nYour driver will hold a sign with your name and will wait up to 60 minutes after landing at no extra cost.\nPrice: 95 EUR, paid\nIn case of delay call +351 912 340 771.",
  ],
  projectmemories: [
    "The user is leading the migration of the billing service from Stripe Checkout to Stripe Billing.",
    "The user's manager is Hannah Osei.",
    "The migration deadline is 30 January 2027.",
    "The user works mostly in Go and dislikes writing Python.",
    "The user's team uses Linear for tickets and the project key is BIL.",
    "The user prefers code reviews to be done asynchronously in the morning.",
    "The staging database was moved to Frankfurt last week.",
    "The user is on call every third week, next from 7 December.",
  ],
  pianorecital: [
    "Dear parents,\nOur spring piano recital will take place on Sunday 22 March at 3 pm in St Mary's Church hall.\nEach pupil will play one piece; please arrive 30 minutes early to warm up.\nThe order of performers will be emailed the week before.\nTickets are free, but there will be a collection for the church roof fund.\nDress code: smart, no trainers.\nRefreshments will be served in the interval.\nWarm wishes,\nMrs Elena Petrova",
  ],
  flatrepairchat: [
    "Leah: The bathroom extractor fan has stopped working again.\nLandlord (Gary): Ugh, sorry. I'll send Dave the electrician.\nLeah: When can he come?\nGary: He says Thursday between 8 and 10 am.\nLeah: I'm at work then, can he use the spare key?\nGary: Yes, it's in the key safe, code 4471.\nLeah: Great. Also the kitchen tap is dripping.\nGary: I'll ask him to look at that too, he does basic plumbing.\nLeah: Thanks Gary!",
  ],
  parkingpermit: [
    "Resident parking permit - renewal confirmation\nPermit holder: Ms Fatima Noor\nVehicle registration: LR21 KWD\nZone: C (Elm Park)\nValid from 1 January 2027 to 31 December 2027\nCost: \u00a3120 for a standard vehicle; electric vehicles pay \u00a330\nThe permit is digital, so there is nothing to display in your car.\nVisitor permits can be bought online in books of 10 for \u00a315.\nIf you change your car, update your registration online within 14 days.",
  ],
  cookingclass: [
    "Welcome to Thai Street Food Night!\nYour class starts at 6:30 pm on Wednesday 11 February and runs for 3 hours.\nChef Nong will teach you three dishes: pad see ew, green papaya salad and mango sticky rice.\nAll ingredients and aprons are provided.\nPlease tell us about any allergies at least 48 hours before the class.\nThe kitchen is on the first floor, 21 Canal Street; the entrance is next to the bike shop.\nYou'll eat what you cook, so come hungry!\nCancellations made less than 7 days before are not refunded.",
  ],
  kayakhire: [
    "Thanks for booking with Riverbend Kayaks!\nBooking: 2 double kayaks, Saturday 6 June, 10:00 to 13:00\nMeet at the boathouse on Mill Lane, 15 minutes before your start time for a safety briefing.\nBuoyancy aids are provided and must be worn at all times on the water.\nChildren under 12 must share a kayak with an adult.\nBring a change of clothes and a towel; there are showers on site.\nIf the river level is too high we will move your booking or refund you in full.\nTotal paid: \u00a384",
  ],
  neighbourchat: [
    "Priya: Hi all, the bins weren't collected on our side of the road today.\nKeith (No. 14): Same here. I reported it on the council website.\nPriya: Thanks Keith. Did they say when they'll come back?\nKeith (No. 14): Tomorrow morning, before 10.\nJoan: Mine went, I'm on the even side.\nPriya: Odd. Also, has anyone seen a grey cat with a red collar? She's called Mochi.\nJoan: I think she was sitting on my shed roof an hour ago!\nPriya: Oh thank goodness, I'll come and look now.",
  ],
  sickleaveemail: [
    "Subject: Off sick today\nHi Laura,\nI'm sorry, I've woken up with a bad migraine and won't be able to come in today.\nI've moved the 11 am supplier call with Brightwater to Thursday at the same time.\nTom has agreed to cover the front desk this afternoon.\nThe March invoices are in the shared drive under Finance/2027 if anyone needs them.\nI'll check my email this evening and hope to be back tomorrow.\nThanks,\nNadia",
  ],
  readingmemories: [
    "The user is reading 'Piranesi' by Susanna Clarke and is about halfway through.",
    "The user's book club meets on the first Thursday of every month.",
    "The user prefers paperbacks to e-books.",
    "The user's favourite author is Ursula K. Le Guin.",
    "The user did not finish 'Ulysses' and says it was too dense.",
    "The user wants to read more Japanese fiction this year.",
    "The user borrows most books from Hackney Central Library.",
    "The user's reading goal for 2027 is 30 books.",
  ],
  flightchange: [
    "Subject: Change to your flight BA2754\nDear Mr Okafor,\nWe're sorry to tell you that your flight BA2754 from London Gatwick to Lisbon on 14 July has been retimed.\nIt will now depart at 16:40 instead of 09:15, and arrive in Lisbon at 19:25 local time.\nYour seat, 23C, and your checked bag allowance of 23kg are unchanged.\nIf the new time doesn't suit you, you can move to another flight on the same day free of charge, or request a full refund, through Manage My Booking.\nCheck-in opens 24 hours before departure.\nBooking reference: QX7T2L\nBritish Airways Customer Services",
  ],
  standupchat: [
    "Maya: Morning! Quick standup in thread please.\nOwen: Yesterday I finished the login page redesign. Today I'm on the password reset emails. No blockers.\nAisha: Still fixing the flaky payment tests. I'm blocked until DevOps gives me access to the staging database.\nMaya: I'll chase Rob in DevOps about that after this.\nBen: I'm off from Wednesday to Friday for my sister's wedding, so I'll hand over the search ticket to Owen today.\nOwen: No problem, send me the notes.\nMaya: Reminder that the sprint demo has moved to Thursday at 3pm in the Orchid room.",
  ],
  allotmentnotes: [
    "The user has an allotment, plot 27 at Fernhill Allotments.",
    "The user grows tomatoes, courgettes and runner beans on the allotment.",
    "The user's tomato variety this year is Gardener's Delight.",
    "The user waters the allotment every evening during dry spells.",
    "The user lost most of the carrots to carrot fly last summer.",
    "The user shares the allotment shed with a neighbour called Derek.",
    "The user's annual allotment rent is \u00a345, due in October.",
    "The user wants to plant garlic in November.",
  ],
  vetletter: [
    "Oakfield Veterinary Surgery\n12 Station Road, Harwell\nDear Mrs Patel,\nThis is a reminder that Biscuit is due for her annual booster vaccination on or after 3 September.\nWe also recommend a flea and worming treatment at the same visit.\nPlease call us on 01235 880 412 to book an appointment with Dr Hughes or Dr Amin.\nAs Biscuit is now 8, we offer a free senior health check with her booster.\nPlease bring her vaccination card with you.\nKind regards,\nThe Oakfield Team",
  ],
  runclimbchat: [
    "Lena: Hey Marco! Guess what, I signed up for a half marathon in Bristol.\nMarco: No way! When is it?\nLena: October 12th. I've been training with a running club on Tuesdays.\nMarco: That's awesome. I've been doing more climbing lately, mostly bouldering at a gym called The Arch.\nLena: Oh nice, how often do you go?\nMarco: About three times a week, usually after work.\nLena: My knee has been a bit sore though, so my physio told me to cut back on hills.\nMarco: Ouch. Are you still doing yoga?\nLena: Yes, every Sunday morning with my sister Jo.",
  ],
  flatmovefamily: [
    "Dad: Van's booked for Saturday, 8am. It's from Easy Hire on Kings Road.\nSam: Can we fit the sofa in it?\nDad: Should do, it's a 3.5 tonne Luton.\nMum: I've packed the kitchen. The boxes with the blue tape are fragile.\nSam: Where are the keys for the new flat?\nMum: The estate agent is holding them until 2pm on Friday.\nDad: Grandma said she'll look after the dog while we move.\nSam: What about the broadband?\nMum: Engineer's coming Monday between 8 and 1.",
  ],
  blenderhelpchat: [
    "Hannah: Hi, my order #88213 arrived but the blender jug is cracked.\nLeo (Support): Sorry to hear that, Hannah! Could you send a photo of the damage?\nHannah: Just attached it.\nLeo (Support): Thanks. I've arranged a replacement jug, which should arrive in 3-5 working days.\nHannah: Do I need to send the broken one back?\nLeo (Support): No, please recycle it. You'll also get a \u00a310 voucher for the trouble.\nHannah: Great, thanks. Will it come by Royal Mail?\nLeo (Support): It'll come by DPD, and you'll get a tracking link by text.",
  ],
  travelmemories: [
    "The user went to Kyoto in April 2026 with their partner Sam.",
    "The user stayed at a ryokan called Hiiragiya in Kyoto.",
    "The user is planning a trip to Iceland next February to see the northern lights.",
    "The user gets seasick, so avoids boat tours.",
    "The user's passport expires in March 2027.",
    "The user collects fridge magnets from every city they visit.",
    "The user's favourite trip so far was hiking the Dolomites in 2024.",
    "The user prefers window seats on flights.",
  ],
  villagebakeoffchat: [
    "Priya: Hey Tom! How did the village bake-off go?\nTom: I came second with my lemon drizzle! Mrs Green won with a coffee and walnut cake.\nPriya: Second is brilliant. What did the judges say?\nTom: They loved the sponge but said the icing was too sweet.\nPriya: Ha. Are you entering again next year?\nTom: Definitely. I'm thinking of trying a Victoria sponge.\nPriya: Speaking of which, my sister's opening a caf\u00e9 in Whitby in March.\nTom: No way! What's it called?\nPriya: The Salty Kipper. She's been planning it for two years.",
  ],
  boilerlandlordchat: [
    "Mia: Hi Frank, the boiler's showing error code F28 again and there's no hot water.\nFrank (Landlord): Sorry Mia. Have you tried resetting it?\nMia: Yes, twice. It comes on for a minute then cuts out.\nFrank (Landlord): OK, I'll book Gas Safe Heating to come out. Are you in tomorrow?\nMia: Only after 3pm, I'm at work until then.\nFrank (Landlord): Fine, I'll ask them for a 3 to 5 slot. In the meantime there's an electric heater in the loft.\nMia: Thanks. Can they check the radiator in the bedroom too? It's cold at the top.\nFrank (Landlord): Sure, it probably needs bleeding.",
  ],
  choirmemories: [
    "The user sings alto in the Riverside Community Choir.",
    "The user's choir rehearses on Wednesday evenings at St Luke's Church.",
    "The user is learning the piano and has a lesson every Saturday with a teacher called Agnes.",
    "The user's favourite composer is Faur\u00e9.",
    "The user's choir is performing Faur\u00e9's Requiem on 14 December.",
    "The user gets nervous singing solos.",
    "The user bought a digital piano, a Yamaha P-125, last year.",
    "The user wants to pass Grade 3 piano by the summer.",
  ],
  museumtripletter: [
    "Dear Parents and Carers,\nYear 5 will visit the Natural History Museum in London on Friday 6 March.\nThe coach will leave school at 8:15 am sharp and return by 4:30 pm.\nThe cost of the trip is \u00a318, payable on ParentPay by 27 February.\nChildren should bring a packed lunch in a disposable bag and wear school uniform.\nNo money or electronic devices, please.\nIf your child needs travel sickness medicine, please hand it to Mrs Osei on the morning of the trip.\nWe are looking for four parent volunteers; please let the office know by 20 February.\nYours sincerely,\nMr D. Brennan, Head of Year 5",
  ],
  potteryclasschat: [
    "Ellie: Hi Sam! I finally started that pottery class I told you about.\nSam: Oh nice! Where is it?\nEllie: At a studio called Mudlark in Hackney. It's on Thursday evenings.\nSam: What have you made so far?\nEllie: Just a wonky mug, but I'm proud of it. Next week we're learning to glaze.\nSam: Ha, I'd love to see it. I've been busy too, I adopted a rescue greyhound last weekend.\nEllie: Aww! What's his name?\nSam: Biscuit. He's four and very lazy.\nEllie: Perfect match for you then!",
  ],
  weddingplanchat: [
    "Aisha: Right, venue's confirmed: Hartwell Barn, Saturday 12 June.\nBen: Amazing. How many guests are we inviting?\nAisha: 80 for the day, plus 30 more for the evening.\nBen: Did you sort the caterer?\nAisha: Yes, Olive & Thyme are doing a hog roast. My cousin Nadia is making the cake.\nBen: What about music?\nAisha: We've booked a band called The Late Shift for the evening.\nBen: And the honeymoon?\nAisha: Two weeks in Sri Lanka, flying out on the Monday after.",
  ],
  fitnessmemories: [
    "The user started going to a bouldering gym in Leeds in September 2026.",
    "The user is training for the Great North Run in September 2027.",
    "The user tore a ligament in their left ankle in 2023.",
    "The user's personal trainer is called Dev.",
    "The user avoids dairy because they are lactose intolerant.",
    "The user swims at the Aquatics Centre every Friday morning.",
    "The user's goal is to run 10k in under 50 minutes.",
    "The user uses a Garmin Forerunner 265 watch.",
  ],
  carserviceemail: [
    "Hi Mr Okafor,\nYour Ford Focus (reg AB19 XYZ) is booked in for its MOT and full service on Tuesday 3 February at 8:30 am.\nPlease drop the car off at our Station Road garage and leave the keys at reception.\nThe MOT costs \u00a354.85 and the full service \u00a3189.\nWe'll call you if we find anything that needs extra work before we do it.\nA courtesy car is available if you book it 48 hours in advance.\nCollection is from 4 pm on the same day.\nKind regards,\nGemma Hollis\nService Advisor, Westfield Motors",
  ],
  jobmovechat: [
    "Priya: Guess what, I got the job at Meridian Labs!\nTom: No way, congratulations! When do you start?\nPriya: First of March. I'll be a data engineer on their climate team.\nTom: Does that mean moving to Bristol?\nPriya: Yep, I've already found a flat in Clifton. Rent's a bit steep though, \u00a31,400 a month.\nTom: What happens to your cat?\nPriya: Pepper's coming with me, obviously. My sister Anjali is driving us down.\nTom: We should have a leaving do before you go.\nPriya: Definitely, how about the Red Lion on the 20th?",
  ],
  choirnewsletter: [
    "St Mary's Community Choir - Spring Newsletter\n\nDear members,\n\nOur spring concert will take place on Saturday 18 April at 7pm in the Corn Exchange. Tickets are \u00a312, or \u00a38 for under-16s, and can be bought from Margaret at rehearsals.\n\nWe are sorry to say goodbye to our accompanist, Colin Hart, who is retiring after fifteen years. His replacement, Yuki Tanaka, joins us from the Royal Northern College of Music.\n\nRehearsals move to Tuesday evenings from next month because the church hall is being refurbished.\n\nPlease remember to bring your black folders.\n\nWith best wishes,\nHelen Price, Choir Secretary",
  ],
  familymemories: [
    "The user's daughter Mia is seven and loves horses.",
    "The user's son Leo started secondary school at Northfield Academy this year.",
    "The user's mother lives in Galway and visits every Christmas.",
    "The user's partner, Sofia, works night shifts as a paramedic.",
    "The user is allergic to penicillin.",
    "Mia has swimming lessons on Wednesdays after school.",
    "The user wants to take the kids to Iceland next summer.",
    "The family's car is a blue Skoda Octavia estate.",
  ],
  boilerrepairemail: [
    "From: Dan Whitaker <dan@whitakerlettings.co.uk>\nTo: Chloe Burns\nSubject: Re: No hot water at 14 Ash Grove\n\nHi Chloe,\n\nSorry to hear the boiler has packed in again. I've asked Pete from HeatRight Plumbing to come round on Thursday between 8 and 10am. He'll need to get into the airing cupboard upstairs.\n\nIf nobody's home, he can collect the spare key from the agency. In the meantime, there's an electric heater in the loft you're welcome to use.\n\nThe repair won't cost you anything - it's covered by the landlord's service plan.\n\nBest,\nDan",
  ],
  streetpartychat: [
    "Jen (no. 4): Hi all, the council has approved the road closure for the street party on Sunday 5 July!\nMark (no. 11): Brilliant. What time does it start?\nJen (no. 4): Road closes at 11, party from 12 till 6.\nSue (no. 7): I can lend my gazebo and two trestle tables.\nMark (no. 11): I'll run the barbecue if someone grabs the charcoal.\nOwen (no. 2): Leave the charcoal to me.\nJen (no. 4): Great. Can everyone bring a dish to share? And please keep dogs on leads.\nSue (no. 7): What if it rains?\nJen (no. 4): We'll move into the church hall on Park Road.",
  ],
  dischargeletter: [
    "Ward 12, St Luke's Hospital\nDischarge summary\n\nPatient: Mr Alan Brooks, aged 67\nAdmitted: 2 March with chest pain\nDischarged: 6 March\n\nDiagnosis: mild heart attack. A stent was fitted on 3 March.\n\nMedication on discharge: aspirin 75 mg daily, atorvastatin 80 mg at night, and ramipril 2.5 mg daily.\n\nFollow-up: cardiac rehab classes at the Riverside Centre will start within four weeks. Please see your GP in two weeks for a blood test.\n\nAdvice: no driving for one month. No heavy lifting for six weeks.\n\nDr Sarah Khan, Cardiology Registrar",
  ],
  workmemories: [
    "The user leads the payments team at Fintrail.",
    "The user's manager is called Rachel Osei.",
    "The user is migrating the billing service from Ruby to Go, due by the end of Q3.",
    "The user's team has standups at 9:30 every weekday.",
    "The user prefers Postgres over MySQL.",
    "The user is presenting at the Berlin Tech Summit in October.",
    "The user mentors a junior developer named Kofi.",
    "The user's biggest worry is the flaky integration tests.",
  ],
  anniversarychat: [
    "Ruth: Mum and Dad's 40th anniversary is on the 14th. Any ideas for a present?\nDaniel: What about a weekend in the Lake District? They loved it there on their honeymoon.\nRuth: Ooh yes. There's a hotel in Grasmere called the Wordsworth, I'll check prices.\nDaniel: I can chip in \u00a3200.\nRuth: Same. Should we invite Auntie Pam to the dinner?\nDaniel: Definitely, she was their bridesmaid.\nRuth: I'll book a table at Luigi's for Saturday at 7.\nDaniel: Perfect. Don't tell them, it's a surprise!",
  ],
  flatbillschat: [
    "Hana: The energy bill came, it's \u00a3312 for the quarter.\nJoe: Ouch. Split three ways that's \u00a3104 each.\nHana: Yep. Can you both send it to me by Friday? I'll pay Octopus on Saturday.\nLiam: Sent! Also, the broadband contract ends in May, should we switch?\nJoe: Community Fibre is \u00a325 a month for 500 Mb, cheaper than Virgin.\nHana: Let's do it. Liam, can you sort it since you work from home?\nLiam: Sure, I'll call them tomorrow.\nJoe: And whose turn is it to buy loo roll? I did it last time.\nHana: Mine, I'll grab some tonight.",
  ],
  matchreport: [
    "Riverside Rovers 3-1 Hartley Town\n\nRovers came from behind to win on Saturday in front of a crowd of 850. Hartley took the lead after 12 minutes through striker Ben Cole, but Rovers equalised just before half-time when captain Danny Reid headed in a corner.\n\nSubstitute Kemi Adeyemi came on for the injured Marcus Bell and scored twice in the second half. Manager Lisa Grant said it was 'the best forty-five minutes of our season'.\n\nRovers are now third in the league. Next up is an away trip to Oakfield on Tuesday night.",
  ],
  travelprefsmemories: [
    "The user always books an aisle seat on flights.",
    "The user is vegetarian and asks for meals without meat.",
    "The user has a British passport that expires in March 2028.",
    "The user gets seasick, so avoids ferries.",
    "The user's favourite city is Lisbon.",
    "The user collects fridge magnets from every country they visit.",
    "The user flies from Manchester Airport.",
    "The user's next trip is to Japan in April with their brother Sam.",
  ],
  surgerytext: [
    "Oakwood Surgery: Hi Emma, your blood test results are back and are normal. Your flu jab is due - book online at oakwood-surgery.example or call 0161 555 0199. Our phones are busy before 10am, so try after lunch. The surgery will be closed on Wednesday 8 Oct afternoon for staff training. For urgent help when we're closed, call 111.",
  ],
  housewarmingchat: [
    "Tom: We finally got the keys! Housewarming on Saturday 14th?\nAisha: Yes!! What time?\nTom: From 7pm. It's 22 Elm Grove, the blue door next to the bakery.\nRavi: I'll bring my speaker and a playlist.\nAisha: I can make my lamb biryani. How many are coming?\nTom: About 20, including the new neighbours, Pat and Gwen.\nRavi: Is parking OK?\nTom: Not really, the street is permit only. Best to get the 86 bus, it stops right outside.\nAisha: Anything you need for the house?\nTom: Honestly we'd love plants, the place is so bare.",
  ],
  jobofferletter: [
    "Dear Maya,\n\nFollowing your interview on 2 June, we are delighted to offer you the position of Senior UX Designer at Brightline Health. Your starting salary will be \u00a358,000 per year, and your first day will be Monday 1 September.\n\nYou will report to Owen Price, Head of Product, and be based at our Leeds office, with two days a week working from home. You will receive 27 days' annual leave plus bank holidays, and the role has a six-month probation period.\n\nPlease confirm your acceptance by 20 June by signing the attached contract.\n\nKind regards,\nJulia Marsh\nHR Manager",
  ],
  petmemories: [
    "The user has a rescue greyhound called Biscuit, adopted in 2023.",
    "Biscuit is scared of fireworks, so the user stays home on Bonfire Night.",
    "The user's cat, Mochi, is diabetic and needs insulin twice a day.",
    "The user's vet is Dr Patel at Greenway Vets.",
    "The user buys Mochi's food from a shop called Paws & Co.",
    "Biscuit is walked by a dog walker named Kerry on weekdays.",
    "The user is allergic to rabbits.",
    "The user's pets are insured with PetPlan.",
  ],
  carinsurancerenewal: [
    "Subject: Your car insurance renewal\n\nHi Daniel,\n\nYour policy for the Ford Fiesta (registration KD19 XTR) renews on 3 December. Your new annual premium is \u00a3486.20, up from \u00a3441.50 last year, mainly because of rising repair costs in your area.\n\nYour voluntary excess stays at \u00a3250 and you keep your 6 years' no claims discount. Your partner, Lucy Evans, is still listed as a named driver.\n\nIf you do nothing, we will take the payment automatically from your account ending 4471. To make changes, call us on 0345 600 2210 or log in to your account.\n\nThanks,\nHarbour Insurance",
  ],
  nadialeochat: [
    "Session 1 - 3 March 2026\nNadia: I finally signed up for the pottery course at the community centre! It's every Tuesday evening.\nLeo: That's awesome! I've just started training for the Brighton half marathon in April.\nNadia: Wow, good luck. Is your knee okay now?\nLeo: Mostly, the physio said to keep my runs under 10k for another month.\n\nSession 2 - 17 March 2026\nNadia: I made my first bowl at pottery! It's a bit wonky but I love it. I'm giving it to my sister Zara for her birthday.\nLeo: Ha, she'll treasure it. I ran 12k on Sunday, no knee pain.\nNadia: Didn't the physio say under 10k?\nLeo: Oops. I'll blame the good weather.\n\nSession 3 - 2 April 2026\nLeo: Half marathon done! 1:52, way faster than I expected.\nNadia: Amazing!! I'm adopting a cat next week, a grey tabby from the Blue Cross.\nLeo: What are you going to call her?\nNadia: Pebble, Zara chose it.",
  ],
  conferenceagenda: [
    "DevConf North 2026 - Day 1 agenda (Thursday 14 May, Manchester Central)\n\n09:00 Registration and coffee\n09:45 Welcome from the organiser, Priya Nair\n10:00 Keynote: 'Shipping AI features safely' - Dr Tom Hughes, Monzo\n11:15 Workshop A (Room 3): Testing with Playwright - Alice Wong\n12:30 Lunch (vegetarian and vegan options available)\n13:30 Panel: Hiring junior developers - chaired by Sam Okafor\n15:00 Lightning talks\n17:00 Drinks at The Alchemist, sponsored by GitHub",
  ],
  homememories: [
    "The user lives in a two-bedroom flat in Sheffield.",
    "The user's landlord is called Mr Okoye.",
    "The user's rent is \u00a3850 a month, paid on the 1st.",
    "The user's boiler was replaced in January 2026.",
    "The user works from home on Mondays and Fridays.",
    "The user's neighbour Jean waters their plants when they travel.",
    "The user wants to buy a house within two years.",
    "The user's broadband provider is Plusnet.",
  ],
  floodnews: [
    "Residents evacuated as River Calder floods\n\nMore than 40 homes in Mytholmroyd were evacuated on Sunday night after the River Calder burst its banks following 36 hours of heavy rain. Firefighters used boats to rescue 12 people, including a family of four trapped on their upstairs floor.\n\nA rest centre has been set up at Calder High School. Calderdale Council leader Jane Scullion said the clean-up could take weeks. The Environment Agency has issued a flood warning until Wednesday.\n\nAnyone needing help should call the council's emergency line on 01422 288 001.",
  ],
  ameliajoschat: [
    "Session 1 - 8 June 2026\nAmelia: Guess what, I got the job at the Natural History Museum! I start in September as an assistant curator.\nJos: No way! Congratulations! Are you moving to London then?\nAmelia: Yes, I've found a flat in Walthamstow with my friend Ruth.\nJos: Nice. I'm still stuck writing my thesis on coral bleaching, two chapters to go.\n\nSession 2 - 29 June 2026\nJos: I submitted chapter four yesterday! My supervisor, Professor Lindqvist, says it's the strongest one.\nAmelia: Well done! I've been packing all week. My mum is driving the van down on Saturday.\nJos: Do you need help unloading?\nAmelia: That would be great, bring your gloves.\n\nSession 3 - 20 July 2026\nAmelia: Thank you again for Saturday. Ruth made you a lemon cake as a thank you, I'll bring it to the cinema on Friday.\nJos: Oh lovely! Which film are we seeing?\nAmelia: Past Lives, at the Prince Charles Cinema, 8:15.",
  ],
  returnthread: [
    "From: Daniel Reyes\nTo: Support, Trailhead Outdoor\nSubject: Return request - order #TH-20931\n\nHello,\n\nI bought the Alpine 45 rucksack on 2 October but the left shoulder strap has already torn at the seam. I'd like a replacement, not a refund. I still have the box and the receipt.\n\nThanks,\nDaniel\n\n---\n\nFrom: Grace (Trailhead Customer Support)\nTo: Daniel Reyes\nSubject: Re: Return request - order #TH-20931\n\nHi Daniel,\n\nSorry about the strap! Please send the rucksack back using the prepaid label attached; drop it at any Evri parcel shop within 14 days. Once it reaches our warehouse in Kendal we will dispatch the replacement within 2 working days.\n\nBest wishes,\nGrace",
  ],
  gardenmemories: [
    "The user has an allotment in Hackney, plot 14.",
    "The user grows tomatoes, courgettes and runner beans.",
    "The user's allotment neighbour is called Mr Patel.",
    "The user is trying to get rid of slugs without pellets.",
    "The user made chutney from their green tomatoes in October 2026.",
    "The user's favourite tomato variety is Sungold.",
    "The user pays \u00a348 a year for the allotment.",
    "The user wants to build a greenhouse next spring.",
  ],
  schoolnewsletter: [
    "Oakfield Primary School - Newsletter, Friday 6 November\n\nDear parents and carers,\n\nWell done to Year 4, who raised \u00a3312 for Children in Need with their cake sale on Wednesday.\n\nOur Christmas fair will be on Saturday 5 December from 11 am to 2 pm in the school hall. We are looking for volunteers to run the tombola - please speak to Mrs Adeyemi in the office.\n\nFlu vaccinations for Reception to Year 6 will take place on Tuesday 17 November. Please return the consent form by Friday 13 November.\n\nThe school will be closed on Monday 23 November for staff training.\n\nMr Hughes\nHeadteacher",
  ],
  bandgroupchat: [
    "Kemi: Gig confirmed! The Lexington, Saturday 21 November, we're on second at 9pm.\nOllie: Yes!! How long is our set?\nKemi: 35 minutes. They want the setlist by Wednesday.\nRaf: I'll sort the setlist. Can we open with Paper Boats?\nOllie: Only if we end with Northern Line.\nKemi: Deal. Also Raf, the snare you borrowed from Tash needs to go back before then.\nRaf: Already returned it last week, I'm using my new Ludwig now.\nOllie: Rehearsal Thursday at Bally's Studios, 7 till 10? I've booked room B.\nKemi: Perfect. Tickets are \u00a38 on the door, \u00a36 in advance.",
  ],
  trainbooking: [
    "Your booking is confirmed\n\nBooking reference: QX7M2PLK\nPassenger: Hannah Whitfield\n\nOutward: Friday 11 December, York 07:32 to Edinburgh 10:05 (LNER), Coach C, Seat 42, forward facing, table\nReturn: Sunday 13 December, Edinburgh 16:30 to York 19:02 (LNER), Coach F, Seat 17, window\n\nTicket type: Advance Single x 2, travel only on the trains shown\nRailcard: 26-30 Railcard\nTotal paid: \u00a354.80 by Visa ending 4471\n\nCollect your tickets from the machine at York station using your booking reference, or show the e-ticket on your phone.",
  ],
  careermemories: [
    "The user is a data engineer at Ocado.",
    "The user's manager is Fatima Shah.",
    "The user is migrating the warehouse pipelines from Airflow to Dagster.",
    "The user has a performance review on 9 December 2026.",
    "The user mentors a graduate called Ben.",
    "The user's team has stand-up at 9:30 every morning.",
    "The user is learning Rust in their spare time.",
    "The user dislikes meetings on Friday afternoons.",
  ],
  residentsminutes: [
    "Parkside Residents' Association - minutes of the meeting on 12 October 2026\nPresent: Ann Reid (chair), Tom Baker (treasurer), Sofia Lopez, Raj Mehta, 14 residents\nApologies: Claire Dunn\n\n1. Car park lighting: two lamps by block C are still broken. Raj will chase the council again.\n2. Treasurer's report: the association has \u00a31,240 in the bank after paying for the summer barbecue.\n3. Garden: residents voted to plant a wildflower bed by the bike shed. Sofia will order the seeds.\n4. Next meeting: Monday 16 November, 7 pm, in the community room.",
  ],
  ineskwamechat: [
    "Session 1 - 4 September 2026\nInes: Kwame! Are you doing the hackathon at the library next month?\nKwame: Yes, our team is building an app that tracks bus delays in Leeds. What about you?\nInes: I'm mentoring instead, I did three last year and I'm exhausted.\nKwame: Fair. By the way, we finally picked a name for the puppy: Juno.\n\nSession 2 - 10 October 2026\nKwame: We came second at the hackathon! The prize was a 3D printer.\nInes: Congrats! I saw your demo, the live map was brilliant.\nKwame: Thanks. Juno chewed through my laptop charger the night before, so I had to borrow Lena's.\n\nSession 3 - 2 November 2026\nInes: I've booked flights to Lisbon for my dad's 60th birthday, we fly on the 20th.\nKwame: Lovely. Can you bring me back some past\u00e9is de nata?\nInes: Only if you water my plants while I'm away.",
  ],
  bikejobsheet: [
    "Pedal Power Cycles - workshop job sheet\n\nJob number: 4471\nCustomer: Martin Sorensen\nBike: Specialized Sirrus X 2.0, grey\nBooked in: Monday 16 November, 9:15\nWork requested: full service; rear brake rubbing; gears slipping in top gear\nMechanic: Chloe\n\nNotes: Rear brake pads worn down to the metal, replaced. Gear cable frayed, replaced and indexed. Chain at 0.75% wear, advised to replace at next service.\n\nParts: 2 x brake pads (\u00a318), 1 x gear cable (\u00a36)\nLabour: full service \u00a365\nTotal: \u00a389\nReady for collection: Wednesday 18 November after 2 pm",
  ],
  kidsmemories: [
    "The user has two children, Maya (9) and Theo (6).",
    "Maya plays the violin and has lessons on Thursdays.",
    "Theo is allergic to peanuts.",
    "Theo's best friend is called Arlo.",
    "The user's children go to St Mary's Primary School.",
    "Maya wants to be a vet when she grows up.",
    "The family is going camping in the Lake District in August 2027.",
    "The user's mother, Grandma Rose, picks the kids up on Wednesdays.",
  ],
  sprintupdate: [
    "Subject: Sprint 42 update - checkout team\n\nHi all,\n\nQuick update before Friday's demo.\n\nDone: Apple Pay is live for 10% of users; error rate is 0.2%, well under our 1% threshold. The address lookup now uses Loqate instead of Google.\n\nIn progress: Priya is fixing the discount code bug (codes applied twice on mobile). She expects a fix by Wednesday.\n\nBlocked: the gift card integration is waiting on the contract with Givex, which legal expect to sign next week.\n\nRisks: Marco is on leave from 24 November, so Sam will cover on-call.\n\nThe demo is on Friday at 3 pm in the Atlas room.\n\nCheers,\nJonas",
  ],
  climbingchat: [
    "Session 1 - 5 May 2026\nZoe: Who's up for Stanage on Saturday? Forecast says dry.\nMarek: Me! I can drive, I've got room for three.\nPriti: I'm in, but I need to be back by 6 for my niece's party.\nZoe: Great. Meet at the Hathersage car park at 9.\n\nSession 2 - 12 May 2026\nPriti: Saturday was epic. Marek, did you finally send Flying Buttress?\nMarek: Yes! Third attempt. Zoe belayed me.\nZoe: And I sprained my wrist on the walk out, so no climbing for me for a month.\nPriti: Oh no! Rest it.\n\nSession 3 - 9 June 2026\nZoe: Wrist is fine now. The physio cleared me on Monday.\nMarek: Brilliant. I'm off to Kalymnos in September for two weeks of sport climbing.\nPriti: Jealous! I've just bought new shoes, La Sportiva Solutions, they hurt like mad.",
  ],
  cottagewelcome: [
    "Welcome to Curlew Cottage!\n\nWe hope you enjoy your stay. A few things to know:\n\nCheck-in is from 4 pm and check-out is by 10 am.\nThe Wi-Fi network is CurlewGuest and the password is heather2026.\nThe wood burner is lit with the firelighters in the basket; please don't burn anything else in it.\nBins are collected on Tuesday mornings - the green bin is for recycling.\nThe nearest shop is the Spar in Grassington, a 10-minute drive.\nDogs are welcome downstairs but not in the bedrooms.\nIn an emergency call Helen, the housekeeper, on 07700 900 417.\n\nEnjoy the Dales!\nTom and Ruth",
  ],
  tripmemories: [
    "The user is planning a trip to Japan in April 2027.",
    "The user is travelling with their partner, Sam.",
    "The user wants to see the cherry blossom in Kyoto.",
    "The user has booked a ryokan in Hakone for two nights.",
    "The user's budget for the trip is \u00a34,000.",
    "The user is vegetarian and worried about finding food.",
    "The user has a JR Pass for 14 days.",
    "The user's flight is with Finnair via Helsinki.",
  ],
  planningnews: [
    "Council approves plans for new swimming pool in Thornbury\n\nSouth Gloucestershire Council has approved plans for a \u00a312 million leisure centre on the site of the old Castle School playing fields.\n\nThe centre will include a 25-metre pool, a learner pool, a gym and a cafe. Construction is due to start in March 2027 and the centre should open in summer 2028.\n\nCouncillor Maria Bowles, who chairs the planning committee, said the town had 'waited far too long' for a pool. The nearest one, in Yate, closed in 2023.\n\nSome residents objected to the loss of green space. The council says a new park will be created next to the centre.",
  ],
  danahirochat: [
    "Session 1 - 14 March 2026\nDana: Guess what, I signed up for the Manchester Marathon in April! My first one.\nHiro: No way! Are you following a plan?\nDana: Yes, my sister Keiko wrote me one. She ran Berlin last year in 3:41.\nHiro: Impressive. I'm still doing parkrun at Heaton Park every Saturday.\n\nSession 2 - 2 April 2026\nHiro: How's the training going?\nDana: My left knee started hurting after the 30 km run, so I'm seeing a physio on Friday.\nHiro: Ugh. Also, I got the job at Rossall Games! I start on the 20th as a level designer.\nDana: Congratulations! That's the studio that made Lantern Isle, right?\nHiro: That's the one.\n\nSession 3 - 28 April 2026\nDana: I finished! 4 hours 12 minutes. The knee held up.\nHiro: Amazing! We should celebrate. Dinner at Mowgli on Thursday?\nDana: Perfect, I've been craving their chat bombs.",
  ],
  vetinvoice: [
    "Riverside Veterinary Practice\n12 Mill Lane, Hebden Bridge\n\nInvoice 20931 - 19 November 2026\n\nClient: Mrs Eleanor Booth\nPatient: Biscuit (cocker spaniel, 4 years)\nVet: Dr Samir Haddad\n\nReason for visit: limping on the right hind leg after a walk.\nExamination found a grass seed lodged between the toes, which was removed under sedation.\n\nTreatment: sedation \u00a368, seed removal \u00a345, antibiotics (7 days) \u00a322.50\nTotal: \u00a3135.50, paid by card.\n\nPlease bring Biscuit back for a check-up on 26 November. Keep the paw dry and clean until then.",
  ],
  trainingmemories: [
    "The user started going to the gym in January 2026.",
    "The user trains on Mondays, Wednesdays and Fridays before work.",
    "The user's personal trainer is called Marcus.",
    "The user is trying to deadlift 100 kg by the end of the year.",
    "The user hurt their lower back in June and took three weeks off.",
    "The user drinks a protein shake after every session.",
    "The user's gym is PureGym on Deansgate.",
    "The user wants to run a 10k in under 50 minutes.",
  ],
  recallnotice: [
    "Product recall: Brightway 2-slice toaster (model BT220)\n\nBrightway is recalling its 2-slice toaster, model BT220, because a fault in the timer can cause the toaster to stay on, which may lead to a fire.\n\nThe affected toasters were sold between March and September 2026 at Argos, Currys and on Amazon. The batch code, printed on the base, starts with 26A.\n\nIf you own one, stop using it and unplug it. Do not return it to the shop. Brightway will collect it and give you a full refund or a replacement.\n\nTo arrange a collection, call 0800 048 7712 (Monday to Friday, 8 am to 6 pm) or visit brightway.co.uk/recall.\n\nNo injuries have been reported.",
  ],
  mayapeterchat: [
    "Session 1 - 3 February 2026\nMaya: Peter! We finally got the keys to the new house in Chorlton yesterday.\nPeter: Congratulations! How many bedrooms?\nMaya: Three, and a garden big enough for a dog at last.\nPeter: Are you getting one?\nMaya: We're looking at rescue centres. Sam wants a greyhound.\n\nSession 2 - 17 March 2026\nPeter: How's the house?\nMaya: Chaotic. The boiler broke in the first week and the plumber charged us \u00a3420.\nPeter: Ouch. Any news on the dog?\nMaya: Yes! We adopted a retired greyhound called Pepper from the Manchester Dogs' Home.\nPeter: That's lovely. I've been busy too, I started learning the cello in January.\n\nSession 3 - 2 May 2026\nMaya: How are the cello lessons going?\nPeter: Hard, but my teacher Ingrid is patient. I'm playing in a student concert on 14 June.\nMaya: We'll come! Pepper has learned to sit, by the way.\nPeter: Ha. Is Sam still working at the library?\nMaya: No, Sam moved to a job at the BBC in Salford in April.",
  ],
  joboffer: [
    "Offer of employment\n\nDear Ms Priya Nair,\n\nWe are pleased to offer you the position of Senior Data Analyst at Halden Insurance, based at our Leeds office (4 Wellington Place).\n\nStart date: 5 January 2027\nSalary: \u00a352,000 per year, paid monthly\nHours: 37.5 per week, with two days a week from home\nHoliday: 27 days plus bank holidays\nReporting to: Owen Clarke, Head of Analytics\n\nThis offer depends on two satisfactory references and proof of your right to work in the UK.\n\nPlease sign and return the enclosed contract by 11 December 2026.\n\nYours sincerely,\nRachel Ford\nPeople Team, Halden Insurance",
  ],
  householdmemories: [
    "The user's daughter, Lily, turns seven on 9 March.",
    "The user's son Noah is allergic to peanuts.",
    "The user's wife, Hannah, is a paediatric nurse at Alder Hey.",
    "The user wants to take the family to Legoland in the Easter holidays.",
    "Lily has swimming lessons every Tuesday at 5 pm.",
    "Noah is learning to ride a bike without stabilisers.",
    "The user's mother lives in Cardiff and visits once a month.",
    "The user's family has a cat called Miso.",
  ],
  checkoutincident: [
    "Incident report: checkout outage, 21 October 2026\n\nSummary: For 47 minutes (14:05 to 14:52 UTC) customers could not pay at checkout. About 3,200 orders failed.\n\nCause: a configuration change to the payment gateway's timeout, made by the payments team, set it to 0.5 seconds instead of 5 seconds. Most card checks took longer and were dropped.\n\nDetection: the on-call engineer, Tomasz Wrona, was paged by the error-rate alert at 14:09.\n\nResolution: the change was rolled back at 14:50; payments recovered two minutes later.\n\nFollow-up actions:\n- Add a check that rejects timeouts under 2 seconds (owner: Aiko Mori, due 4 November)\n- Email affected customers with a 10% discount code (owner: support team)",
  ],
  amarajonaschat: [
    "Session 1 - 8 June 2026\nAmara: Jonas, guess what, Kofi proposed on Saturday!\nJonas: No way! Where?\nAmara: At the top of Snowdon, at sunrise. I cried the whole way down.\nJonas: Have you set a date?\nAmara: We're thinking next August, somewhere in the Lake District.\n\nSession 2 - 30 June 2026\nJonas: How's the wedding planning going?\nAmara: We booked a barn near Keswick for 21 August 2027. It holds 120 guests.\nJonas: Nice. I signed up for a pottery class on Thursday evenings, by the way.\nAmara: You? Pottery? Where?\nJonas: At a studio in Stokes Croft. My first bowl came out lopsided.\n\nSession 3 - 19 July 2026\nAmara: I found my dress! It's from a little shop in Bath.\nJonas: Amazing. I made a mug this week, and it actually holds tea.\nAmara: Ha! Will you make us something for the wedding?\nJonas: I'll try a serving plate. Who is Kofi having as his best man?\nAmara: He asked his brother Kwesi.",
  ],
  tenancysummary: [
    "Tenancy summary\n\nProperty: Flat 3, 18 Albert Road, Bristol BS2 0XA\nTenants: Chris Owusu and Jamie Lee\nLandlord: Mr David Price\nRent: \u00a31,250 per calendar month, due on the 1st\nDeposit: \u00a31,440, held by the Deposit Protection Service\nTerm: 12 months from 1 September 2026\n\nPets are allowed with written permission. Smoking is not allowed anywhere in the flat.\nThe landlord must give 24 hours' notice before visiting.\nFor repairs, contact the agent, Harbourside Lettings, on 0117 496 0123.",
  ],
  engineermemories: [
    "The user is a backend engineer at a fintech called Lumen.",
    "The user's team is migrating from PostgreSQL 12 to PostgreSQL 16 this quarter.",
    "The user prefers Go over Java for new services.",
    "The user's manager is Fatima, who joined from Monzo.",
    "The user is on call every fourth week.",
    "The user wants to give a talk at GopherCon Europe.",
    "The user dislikes meetings before 10 am.",
    "The user uses Neovim as their editor.",
  ],
  museumlate: [
    "Night at the Museum: dinosaurs after dark\n\nThe Natural History Gallery in Leicester opens late on Friday 12 February 2027, from 7 pm to 11 pm, for adults only (18+).\n\nTickets cost \u00a322 and include a drink on arrival. Members pay \u00a315.\n\nThe evening starts with a talk by palaeontologist Dr Ruth Akande on how Leicestershire's ichthyosaur was found in 2014. After the talk, visitors can explore the galleries by torchlight, and a silent disco runs in the main hall from 9 pm.\n\nThe museum caf\u00e9 serves street food from Taco Loco until 10 pm.\n\nBook online at leicestergalleries.org. There is no parking on site; the nearest car park is Haymarket.",
  ],
  luciabenchat: [
    "Session 1 - 2 April 2026\nLucia: Ben! We picked up the puppy on Sunday. She's a beagle and we called her Olive.\nBen: Aww! How old is she?\nLucia: Ten weeks. She chewed my slippers already.\nBen: Ha. I finally started the vegetable patch, by the way. Tomatoes and courgettes so far.\n\nSession 2 - 25 April 2026\nLucia: How's the veg patch?\nBen: Slugs ate half the courgettes. I'm trying copper tape.\nLucia: Olive starts puppy classes next Tuesday at the village hall.\nBen: Nice. We booked Lisbon for the half-term, five nights in Alfama.\n\nSession 3 - 6 June 2026\nBen: Lisbon was amazing. The custard tarts at Manteigaria were the best thing I ate.\nLucia: Jealous! Olive passed her puppy class, she got a rosette.\nBen: And I picked my first tomatoes yesterday.",
  ],
  edenprojecttrip: [
    "Dear Parents and Carers,\n\nYear 5 will visit the Eden Project in Cornwall on Thursday 14 May 2026.\n\nThe coach will leave school at 7:30 am sharp and return at about 6 pm. Children should wear school uniform and bring a packed lunch, a waterproof coat and a refillable water bottle.\n\nThe trip costs \u00a318 per child. Please pay through ParentPay by Friday 1 May.\n\nIf your child needs travel sickness medicine, please hand it to Mrs Okafor in the office on the morning of the trip.\n\nThank you,\nMr Davies\nYear 5 Teacher",
  ],
  dietmemories: [
    "The user is vegetarian and has been since 2019.",
    "The user is lactose intolerant.",
    "The user's GP is Dr Shah at the Beech Road surgery.",
    "The user takes vitamin D every morning.",
    "The user is training for a half marathon in October.",
    "The user's blood pressure was 118/76 at the last check-up.",
    "The user sleeps badly when they drink coffee after 2 pm.",
    "The user's favourite meal is mushroom risotto.",
  ],
  northstarrelease: [
    "Northstar 3.0 is out\n\nWe released Northstar 3.0 on 9 September 2026. The headline feature is offline sync: notes you edit without a connection are saved on the device and synced when you're back online.\n\nOther changes:\n- Search is up to four times faster on large workspaces.\n- You can now export a workspace as Markdown.\n- The Windows app needs Windows 11; Windows 10 is no longer supported.\n\nThe upgrade is free for all Pro customers. Teams on the Basic plan get offline sync in November.\n\nThanks to Priya Raman and the sync team, who spent eight months on it.",
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

/**
 * Questions over five more kinds of document (release notes, an e-mail thread, an agent's memories of a trip, a team
 * chat, an encyclopedia paragraph), written in the fifteenth session before running them once, nothing changed for
 * them first: a second held-out part, reported apart. First run (at fdb35d4): GRAPH 29, RAG 31, HYBRID 31, COT
 * 29 of 36; all fixed in dfbc065.
 */
const HELD_OUT_2 = [
  ["release", "When was version 4.2 released?", ["18 June 2026"]],
  ["release", "Which identity providers does single sign-on support?", ["Okta"]],
  ["release", "Which browser is no longer supported?", ["Internet Explorer"]],
  ["release", "What is the minimum supported PostgreSQL version?", ["13"]],
  ["release", "How much faster is the export job?", ["three times"]],
  ["release", "What is the workaround for large CSV imports?", ["split the file"]],
  ["release", "Which version added dark mode?", ["4.1"]],
  ["ticket", "Who reported the double charge?", ["Hannah Weber"]],
  ["ticket", "Which invoice was charged twice?", ["2291"]],
  ["ticket", "How much was refunded?", ["1,450 dollars", "1450 dollars"]],
  ["ticket", "Why was the card charged twice?", ["retry"]],
  ["ticket", "When will the refund arrive?", ["5 business days", "five business days"]],
  ["ticket", "What company does Hannah Weber work for?", ["Lumen Labs"]],
  ["ticket", "Who handled the refund?", ["Carlos Mendes"]],
  ["trip", "When does my flight to Tokyo leave?", ["9 December"]],
  ["trip", "Which hotel did I book?", ["Gracery"]],
  ["trip", "How many nights is the hotel booked for?", ["five nights"]],
  ["trip", "Where does my sister live?", ["Osaka"]],
  ["trip", "What is my sister's name?", ["Clara"]],
  ["trip", "Do I need a visa for Japan?", ["do not need", "No"], ["Yes."]],
  ["trip", "What is my budget for the trip?", ["3,000 euros", "3000 euros"]],
  ["trip", "Which airline am I flying with?", ["Lufthansa"]],
  ["chat", "What was wrong with the staging database?", ["out of disk"]],
  ["chat", "How big is the staging disk now?", ["250 GB"]],
  ["chat", "When is the Globex demo?", ["Friday"]],
  ["chat", "Who is presenting the demo?", ["Leo"]],
  ["chat", "Where is the retro?", ["Orion"]],
  ["chat", "Is staging back up?", ["back up"]],
  ["article", "Who designed the Kestrel Bridge?", ["Ingrid Solberg"]],
  ["article", "When did the Kestrel Bridge open?", ["1931"]],
  ["article", "How long is the main span?", ["412 metres"]],
  ["article", "What river does the bridge cross?", ["Varna"]],
  ["article", "Why was the bridge closed?", ["cracks"]],
  ["article", "How many vehicles use the bridge each day?", ["40,000", "40000"]],
  ["article", "In which city is the Kestrel Bridge?", ["Halden"]],
  ["article", "What kind of bridge is the Kestrel Bridge?", ["suspension"]],
];

/**
 * Questions over five more documents (a recipe, a customer record, a team stand-up chat, a history paragraph, health
 * memories), written in the fifteenth session after its fixes for HELD_OUT_2 and run once before anything was
 * changed for them: a third held-out part, reported apart. First run (fixes for HELD_OUT_2 in the working tree):
 * GRAPH 27, RAG 29, HYBRID 29, COT 27 of 30; all fixed in dfbc065.
 */
const HELD_OUT_3 = [
  ["recipe", "How long does the cake bake?", ["45 minutes"]],
  ["recipe", "At what temperature is the cake baked?", ["180"]],
  ["recipe", "How many people does the cake serve?", ["8"]],
  ["recipe", "How many eggs are needed?", ["4 eggs"]],
  ["recipe", "Who did the recipe come from?", ["Rosa"]],
  ["recipe", "Where did grandma Rosa bake the cake?", ["Naples"]],
  ["crm", "Where is Brightwave Energy based?", ["Austin"]],
  ["crm", "Who is the main contact at Brightwave?", ["Daniel Osei"]],
  ["crm", "How many employees does Brightwave have?", ["120"]],
  ["crm", "When is the renewal due?", ["1 March 2027"]],
  ["crm", "How many seats did they sign for?", ["40 seats"]],
  ["crm", "What is Daniel's main concern?", ["price"]],
  ["crm", "When does Daniel prefer calls?", ["Thursday"]],
  ["standup", "What is Robin blocked on?", ["payments API"]],
  ["standup", "Who finished the login page?", ["Sage"]],
  ["standup", "Which version was deployed to production?", ["2.3.1"]],
  ["standup", "What is Sage working on today?", ["password reset"]],
  ["standup", "Who will ask Dana for the keys?", ["Sage"]],
  ["history", "When was the Treaty of Lindholm signed?", ["4 August 1721"]],
  ["history", "Which countries signed the treaty?", ["Denmark"]],
  ["history", "How long did the Great Northern Feud last?", ["eleven years"]],
  ["history", "Who negotiated the treaty?", ["Henrik Vall"]],
  ["history", "What did Sweden give to Denmark?", ["Osterby"]],
  ["history", "What did the treaty end?", ["Great Northern Feud"]],
  ["health", "How far do I run?", ["5 km"]],
  ["health", "Who is my doctor?", ["Amira Haddad"]],
  ["health", "When did I stop drinking coffee?", ["January"]],
  ["health", "Do I still drink coffee?", ["stopped"], ["Yes."]],
  ["health", "What is my blood type?", ["O negative"]],
  ["health", "Where is my doctor?", ["Riverside"]],
];

/**
 * Questions over five more documents (a leave policy, a postmortem, family memories, a product FAQ, deploy chat messages
 * as the chat connector stores them), written in the fifteenth session after the fixes for HELD_OUT_3 and run once
 * before anything was changed for them: a fourth held-out part, reported apart. First run: GRAPH 22, RAG 24, HYBRID
 * 24, COT 22 of 27; 26 of 27 each after 1e57251 ("When did the outage start?" still gets the title's date).
 */
const HELD_OUT_4 = [
  ["policy", "How many days of paid leave do employees get?", ["25 days"]],
  ["policy", "Until when can unused leave be carried over?", ["31 March"]],
  ["policy", "How long is parental leave?", ["16 weeks"]],
  ["policy", "When is a doctor's note required?", ["three consecutive sick days"]],
  ["policy", "Where do leave requests go?", ["HR portal"]],
  ["policy", "Do sick days count against paid leave?", ["do not count"], ["Yes."]],
  ["postmortem", "What caused the search outage?", ["configuration change"]],
  ["postmortem", "Who rolled back the change?", ["Lucia Ferreira"]],
  ["postmortem", "When did the outage start?", ["14:05"]],
  ["postmortem", "Who owns the validation check?", ["Tom Becker"]],
  ["postmortem", "When was the search outage?", ["12 September 2026"]],
  ["postmortem", "What is the alert threshold for error rates?", ["5%"]],
  ["family", "How old is Lucas?", ["7"]],
  ["family", "What does Ines do?", ["nurse"]],
  ["family", "Where does my wife work?", ["Santa Maria"]],
  ["family", "Is Lucas allergic to anything?", ["cats"]],
  ["family", "Where are we going in August?", ["Algarve"]],
  ["family", "When is my mother's birthday?", ["3 May"]],
  ["family", "What does my son love?", ["dinosaurs"]],
  ["faq", "How long does the Aurora X2 battery last?", ["120 minutes"]],
  ["faq", "Does the Aurora X2 work on carpets?", ["carpet boost"]],
  ["faq", "What is the warranty on the Aurora X2?", ["Two years"]],
  ["faq", "How can the warranty be extended?", ["registration"]],
  ["deploys", "Who rolled out api v3.4?", ["Karim Haddad"]],
  ["deploys", "What happened to latency after the rollout?", ["800ms"]],
  ["deploys", "Which version did Karim roll back to?", ["v3.3"]],
  ["deploys", "Who reported the latency increase?", ["Ana Silva"]],
];

/**
 * Questions over five more documents (a lease, study notes, memories about coworkers, an issue with fields and a
 * comment, a road-trip story), written in the fifteenth session after the fixes for HELD_OUT_4 and run once, nothing
 * changed for them: a fifth held-out part, reported apart. First run: 26 of 26 on every type.
 */
const HELD_OUT_5 = [
  ["lease", "How much is the rent?", ["950 euros"]],
  ["lease", "When is the rent due?", ["5th"]],
  ["lease", "How much is the deposit?", ["two months"]],
  ["lease", "When does the lease end?", ["31 January 2027"]],
  ["lease", "How much notice must the tenant give?", ["60 days"]],
  ["lease", "Are pets allowed?", ["written consent"]],
  ["lease", "Who is the landlord?", ["Beatriz Sousa"]],
  ["study", "Where does photosynthesis happen?", ["chloroplasts"]],
  ["study", "What does photosynthesis produce?", ["glucose"]],
  ["study", "Which pigment absorbs the light?", ["Chlorophyll"]],
  ["study", "Which wavelengths does chlorophyll absorb?", ["red"]],
  ["coworkers", "Who owns the mobile app?", ["Omar"]],
  ["coworkers", "When is Sofia back?", ["March"]],
  ["coworkers", "How often is the design review?", ["every second Wednesday"]],
  ["coworkers", "What do we use for issues?", ["Linear"]],
  ["coworkers", "When does Kenji prefer to review code?", ["mornings"]],
  ["issue", "Who is assigned to ENG-412?", ["Priya Nair"]],
  ["issue", "What is the status of ENG-412?", ["In Progress"]],
  ["issue", "Which customers are affected?", ["Initech"]],
  ["issue", "After how long does the export time out?", ["30 seconds"]],
  ["issue", "Who reproduced the bug?", ["Tom Becker"]],
  ["roadtrip", "Where did we drive to in June?", ["Ljubljana"]],
  ["roadtrip", "How long was the drive?", ["four and a half hours"]],
  ["roadtrip", "How many nights did we stay?", ["three nights"]],
  ["roadtrip", "Who ran the guesthouse?", ["Janez"]],
  ["roadtrip", "Where did we hike on the last day?", ["Vintgar Gorge"]],
];

/**
 * Open questions of the forms users put to an agent (what something is about, who someone is, what happened when,
 * "tell me about"), over the documents above, written in the fifteenth session after the fifth part and run once
 * before anything was changed for them: a sixth held-out part, reported apart. First run: 13 of 19 on every type
 * (what a meeting or an e-mail is about, "Tell me about ...", "Summarize ...", "What pets do I have?" against "We have
 * two cats", "What changed in version 4.2?" answered with the heading alone); 19 of 19 after the fixes that followed.
 */
const HELD_OUT_6 = [
  ["meeting", "What was the meeting about?", ["billing service", "Postgres"]],
  ["ticket", "What was the e-mail about?", ["charged twice"]],
  ["company", "What do we know about Contoso?", ["three-year contract"]],
  ["memories", "What pets do I have?", ["cats"]],
  ["memories", "Tell me about my daughter.", ["violin"]],
  ["runbook", "What happened on 3 October 2026?", ["42 minutes"]],
  ["biography", "Who is Jonas Berg?", ["marine biologist"]],
  ["org", "Who works in the Platform team?", ["Ada Okafor"]],
  ["release", "What changed in version 4.2?", ["single sign-on"]],
  ["chat", "What did Leo do?", ["resized", "bump"]],
  ["crm", "Summarize the Brightwave account.", ["solar installer"]],
  ["history", "What happened in 1721?", ["Treaty of Lindholm"]],
  ["family", "Who is Ines?", ["nurse"]],
  ["coworkers", "Who is on leave?", ["Sofia"]],
  ["issue", "What is ENG-412 about?", ["Export to CSV"]],
  ["lease", "What are the rules about pets?", ["written consent"]],
  ["policy", "What is the parental leave policy?", ["16 weeks"]],
  ["faq", "Tell me about the Aurora X2.", ["carpet", "120 minutes", "Two years"]],
  ["postmortem", "What went wrong with search?", ["configuration change", "returned errors"]],
];

/**
 * Questions over five more documents (quarterly goals, memories about a dog, an architecture decision record, a chat
 * between friends, a news paragraph), written in the fifteenth session after all its other fixes and run once,
 * nothing changed for them: a seventh held-out part, reported apart. First run: GRAPH 23, RAG 23, HYBRID 24, COT 23 of
 * 26. Fixed after: "What was decided in ADR-021?" (the title "Use Cloudflare Queues ..." was quoted, and "queue" does
 * not meet "Queues" here; now the "Decision:" line too), "Why was ADR-021 needed?" (now its "Context:" line) and "What is
 * the name of Nina's cat?" ("Nina: Pepper. she's a tabby": a one-word reply opening a sentence was no name).
 */
const HELD_OUT_7 = [
  ["okr", "What is the Growth team's objective?", ["double weekly active users"]],
  ["okr", "Who owns the Q3 goals?", ["Camila Rocha"]],
  ["okr", "What is the budget?", ["80,000 dollars"]],
  ["okr", "How many weekly active users should they reach?", ["40,000"]],
  ["okr", "By when should they reach 40,000 users?", ["30 September"]],
  ["pet", "What breed is Bruno?", ["beagle"]],
  ["pet", "Who is Bruno's vet?", ["Keller"]],
  ["pet", "What can't Bruno eat?", ["chicken"]],
  ["pet", "When is Bruno's next vaccination?", ["12 January"]],
  ["pet", "How old is Bruno?", ["4-year-old"]],
  ["adr", "What was decided in ADR-021?", ["queue"]],
  ["adr", "Why was ADR-021 needed?", ["lost"]],
  ["adr", "How many retries before the dead-letter queue?", ["5 retries"]],
  ["adr", "What is the status of ADR-021?", ["accepted"]],
  ["adr", "What must handlers be?", ["idempotent"]],
  ["friends", "What did Nina adopt?", ["cat"]],
  ["friends", "What is the name of Nina's cat?", ["Pepper"]],
  ["friends", "When did Nina adopt her cat?", ["last weekend"]],
  ["friends", "What pet is Omar thinking about getting?", ["dog"]],
  ["friends", "How old is Pepper?", ["2 years"]],
  ["news", "When did the tram line open?", ["2 November 2026"]],
  ["news", "How long is the tram line?", ["14 kilometres"]],
  ["news", "How much did the tram line cost?", ["310 million euros"]],
  ["news", "Who is the mayor of Valemont?", ["Laura Benedetti"]],
  ["news", "How often do the trams run at peak hours?", ["every 6 minutes"]],
  ["news", "How long did construction take?", ["four years"]],
];

/**
 * Questions over five more documents (a CV, diary entries, a match report, a stock list with a header row, product
 * requirements), written in the sixteenth session before their first run: an eighth held-out part. First run: GRAPH 24,
 * RAG 25, HYBRID 25, COT 24 of 33. Fixed after (27 of 33 on every type then): "Who owns the offline mode requirements?"
 * ("Owner:" was read as a speaker, so "Owner: Target release: 3.0" lost the name), "What was the score?" (a result
 * "3-1" is what is asked; "scored twice" met the word), "Where was the match played?" in graph context (the document
 * node's file name "match-0.txt" was the answer) and "Which items are below their reorder level?" (the table's header
 * row named the question's words; in graph context the unpunctuated rows were one sentence). Still missed: four of the
 * CV's seven (its lines name no verb: "Safaricom, Senior Data Engineer (2021 - present)", "Education" over a degree's
 * line), "What did I do after lunch on Thursday?" (the diary's dated line above the entry is not read as its date),
 * "Where was the match played?" over passages (no word of the question in the report) and the stock question in graph
 * context.
 */
const HELD_OUT_8 = [
  ["resume", "Where does Daniel Okoye work now?", ["Safaricom"]],
  ["resume", "What did Daniel build at Safaricom?", ["streaming pipeline"]],
  ["resume", "Where did Daniel study?", ["University of Nairobi"]],
  ["resume", "When did Daniel graduate?", ["2016"]],
  ["resume", "How fast are the fraud alerts now?", ["40 seconds"]],
  ["resume", "Which languages does Daniel speak?", ["Swahili"]],
  ["resume", "Where did Daniel work before Safaricom?", ["Andela"]],
  ["diary", "What is my thesis chapter about?", ["coral bleaching"]],
  ["diary", "Who is my supervisor?", ["Amara Nwosu"]],
  ["diary", "When was the supervisor meeting?", ["Thursday", "12 November"]],
  ["diary", "What did Dr. Nwosu ask for?", ["more data"]],
  ["diary", "Where is Hana moving?", ["Lisbon"]],
  ["diary", "When is Hana moving?", ["January"]],
  ["diary", "What did I do after lunch on Thursday?", ["swimming"]],
  ["match", "Who won the match?", ["Harbour City"]],
  ["match", "What was the score?", ["3-1"]],
  ["match", "Who scored twice?", ["Tomás Ribeiro"]],
  ["match", "How many fans attended?", ["18,400"]],
  ["match", "Where was the match played?", ["Kingsway Stadium"]],
  ["match", "Who scored Riverside's goal?", ["Elias Brandt"]],
  ["match", "Who is Harbour City's coach?", ["Ingrid Solberg"]],
  ["match", "When did Kofi Mensah score?", ["71st minute"]],
  ["inventory", "How many USB-C cables are in stock?", ["340"]],
  ["inventory", "What is the SKU of the laptop stand?", ["LS-8"]],
  ["inventory", "Which items are below their reorder level?", ["Wireless mice", "laptop stands"]],
  ["inventory", "Who places the order?", ["Pauline Girard"]],
  ["inventory", "Where is the depot?", ["Lyon"]],
  ["prd", "Who owns the offline mode requirements?", ["Sanjay Patel"]],
  ["prd", "Why is offline mode needed?", ["lose their work", "signal drops"]],
  ["prd", "How long must the app work offline?", ["72 hours"]],
  ["prd", "How are sync conflicts resolved?", ["most recent edit"]],
  ["prd", "What is out of scope?", ["offline maps"]],
  ["prd", "When is the target release?", ["March 2027"]],
];

/**
 * Ninth held-out part (an e-mail, a software README, lecture notes, a product review, a conference schedule), written in
 * the seventeenth session before its first run: 30 of 33 on every type. Its misses were "What does Quill do?" (a
 * sentence where Quill acts beat the one saying what Quill is), "What did the contract cost before?" in graph context
 * (the day of "31 December" was read as the amount, and "48,000 dollars" did not meet "cost"), "Who would Felix
 * recommend it for?" over passages ("Aurora X" of "Aurora X2" and "Felix Moreau", the one asked about, were read as the
 * person answering) and "What are the downsides of the Aurora X2?" (telling a drawback from a merit takes a judgement
 * of each sentence the answerer does not make; still missed). 32 of 33 on every type after the fixes.
 */
const HELD_OUT_9 = [
  ["email", "When does the Brightpath contract expire?", ["31 December"]],
  ["email", "How much is the renewal offer?", ["48,000 dollars", "48000 dollars"]],
  ["email", "What did the contract cost before?", ["42,000", "42000"]],
  ["email", "Who needs to review the data-processing clause?", ["Ines Duarte"]],
  ["email", "What does Olivia want Marcus to send?", ["usage report"]],
  ["email", "What term does Olivia want to negotiate?", ["two-year", "two year"]],
  ["readme", "How do I install Quill?", ["npm install -g quill-cli"]],
  ["readme", "Which Node.js version does Quill need?", ["20"]],
  ["readme", "What is the default output folder?", ["dist"]],
  ["readme", "Which port does the preview use?", ["4000"]],
  ["readme", "What license is Quill released under?", ["MIT"]],
  ["readme", "Who maintains Quill?", ["Tereza Novak"]],
  ["readme", "What does Quill do?", ["static website"]],
  ["lecture", "Where does photosynthesis take place?", ["chloroplasts"]],
  ["lecture", "Why do leaves look green?", ["reflects green"]],
  ["lecture", "What do the light reactions produce?", ["ATP"]],
  ["lecture", "Which enzyme catalyses carbon fixation?", ["RuBisCO"]],
  ["lecture", "Where does the Calvin cycle happen?", ["stroma"]],
  ["lecture", "When is the exam?", ["8 December"]],
  ["review", "How much did the Aurora X2 cost?", ["389 euros"]],
  ["review", "How long does the Aurora X2 take to heat up?", ["25 seconds"]],
  ["review", "What rating did Felix give?", ["4 out of 5"]],
  ["review", "What are the downsides of the Aurora X2?", ["water tank", "drip tray"]],
  ["review", "What did customer support replace?", ["portafilter"]],
  ["review", "Who would Felix recommend it for?", ["small households"]],
  ["review", "How big is the water tank?", ["1.2 litres"]],
  ["schedule", "Who gives the keynote?", ["Aiko Tanaka"]],
  ["schedule", "When is the workshop on Durable Objects?", ["10:30"]],
  ["schedule", "Where is lunch?", ["terrace"]],
  ["schedule", "Who moderates the panel?", ["Chloe Dubois"]],
  ["schedule", "Where is the conference dinner?", ["Cantina do Rio"]],
  ["schedule", "What time does the dinner start?", ["19:30"]],
  ["schedule", "Which room is the workshop in?", ["room B"]],
];

/**
 * Tenth held-out part (a support chat, an invoice, an encyclopedia paragraph, a podcast interview, a launch checklist),
 * written in the seventeenth session before its first run: 23 of 29 on every type. Its misses were "Does Tom need to
 * return the damaged item?" ("You don't need to return ..." was quoted without its "No.": "you", said by Priya in a
 * conversation of two, names Tom), "How should the invoice be paid?" ("paid" did not meet "Payment by bank transfer",
 * and a passive how-question asks the means), "When did Tidewater start?" (the guest's answer did not borrow the host's
 * question on the line before; over RAG's context, without separators, the retrieved passages now say which lines are
 * one text), and, still missed, "Who issued the invoice?" (its "From:" line is read as an e-mail's sender line, which
 * states nothing), "What is the conservation status of the red panda?" ("listed as endangered" shares no word with
 * it) and "What was Lucía doing before founding Tidewater?" (what came before another event is not read). 26 of 29 on
 * every type after the fixes.
 */
const HELD_OUT_10 = [
  ["support", "What was wrong with Tom's order?", ["cracked screen protector"]],
  ["support", "What is Tom's order number?", ["48213"]],
  ["support", "Does Tom want a refund?", ["replacement"], ["Yes."]],
  ["support", "How will the replacement be shipped?", ["DHL Express"]],
  ["support", "When should the replacement arrive?", ["2 business days"]],
  ["support", "Does Tom need to return the damaged item?", ["No"], ["Yes."]],
  ["invoice", "When is the invoice due?", ["2 December 2026"]],
  ["invoice", "How much is the total?", ["2,850 euros", "2850 euros"]],
  ["invoice", "How much did the logo redesign cost?", ["1,800 euros", "1800 euros"]],
  ["invoice", "Who issued the invoice?", ["Brightline Design Studio"]],
  ["invoice", "How should the invoice be paid?", ["bank transfer"]],
  ["invoice", "What is the fee for late payment?", ["2%"]],
  ["wiki", "What do red pandas eat?", ["bamboo"]],
  ["wiki", "Where are red pandas native to?", ["Himalayas"]],
  ["wiki", "How many red pandas are left in the wild?", ["10,000", "10000"]],
  ["wiki", "When are red pandas most active?", ["dawn"]],
  ["wiki", "What is the scientific name of the red panda?", ["Ailurus fulgens"]],
  ["wiki", "What is the conservation status of the red panda?", ["endangered"]],
  ["interview", "Who founded Tidewater Robotics?", ["Lucía Fernández"]],
  ["interview", "When did Tidewater start?", ["2019"]],
  ["interview", "Where was the first prototype built?", ["garage"]],
  ["interview", "Where is Tidewater opening a new office?", ["Rotterdam"]],
  ["interview", "How many engineers is Tidewater hiring?", ["twelve"]],
  ["interview", "What was Lucía doing before founding Tidewater?", ["cleaning hulls"]],
  ["todo", "Who owns the press release?", ["Amara"]],
  ["todo", "When are the App Store screenshots due?", ["28 Nov"]],
  ["todo", "What is blocking the payments task?", ["bank"]],
  ["todo", "When is the launch?", ["3 December 2026"]],
  ["todo", "Who did the final QA pass?", ["Mei Lin"]],
];

/**
 * Eleventh held-out part (a flight booking, a school report, a flat listing, a training plan, an API reference), written
 * in the seventeenth session before its first run: GRAPH 23, RAG 25, HYBRID 25, COT 23 of 26. Its misses were "What do I
 * run on Thursday?" in graph context (a plan's "Thursday:" was read as a speaker, so "Saturday: long run of 24 km" was
 * quoted as Thursday's), "What should Maya improve?" ("should hand in her homework" shares no word with the question;
 * "should" is now met by "should", "must", "needs to") and "Which subject did Maya get a B+ in?" in graph context (the
 * question's "B+" was read as "b"). 26 of 26 on every type after the fixes.
 */
const HELD_OUT_11 = [
  ["flight", "What is the booking reference?", ["K7Q2PL"]],
  ["flight", "When does the flight depart?", ["07:35"]],
  ["flight", "Where is the flight going?", ["Berlin"]],
  ["flight", "What seat do I have?", ["14C"]],
  ["flight", "How heavy can the checked bag be?", ["23 kg"]],
  ["flight", "What is the flight number?", ["TP 1234"]],
  ["report", "What grade did Maya get in Maths?", ["Maths A"]],
  ["report", "Who is Maya's teacher?", ["Okafor"]],
  ["report", "What should Maya improve?", ["homework"]],
  ["report", "Which subject did Maya get a B+ in?", ["English"]],
  ["listing", "How much is the rent?", ["1,650 euros", "1650 euros"]],
  ["listing", "How big is the flat?", ["78 square metres"]],
  ["listing", "When is the flat available?", ["1 February"]],
  ["listing", "Are pets allowed?", ["Pets allowed", "Yes"]],
  ["listing", "Who should I contact about the flat?", ["Rita Sousa"]],
  ["listing", "Which floor is the flat on?", ["third floor"]],
  ["training", "How long is the Saturday long run?", ["24 km"]],
  ["training", "What is the goal time?", ["3:30"]],
  ["training", "When is the Valencia Marathon?", ["6 December"]],
  ["training", "What do I run on Thursday?", ["intervals"]],
  ["training", "Which race am I training for?", ["Valencia Marathon"]],
  ["api", "How many orders does GET /v2/orders return per page?", ["100"]],
  ["api", "How do I fetch the next page?", ["cursor"]],
  ["api", "What is the rate limit?", ["60 requests per minute"]],
  ["api", "What header do requests need?", ["Authorization"]],
  ["api", "Which endpoint returns orders?", ["/v2/orders"]],
];

/**
 * Twelfth held-out part (terms of service, a weather forecast, a budget, a timeline, medication instructions), written
 * in the seventeenth session before its first run: GRAPH 25, RAG 23, HYBRID 23, COT 25 of 25. Its misses, over passages
 * only, were "What am I saving for?" ("savings" and "saving" had two roots) and "What is the dose?" (no word of the
 * question in "one tablet of Amoxicillin 500 mg"; a dose is now a measure, met by its units). 25 of 25 on every type
 * after the fixes.
 */
const HELD_OUT_12 = [
  ["terms", "How old must users be?", ["16"]],
  ["terms", "How long do I have to get a refund?", ["14 days"]],
  ["terms", "Which country's laws govern the terms?", ["Ireland"]],
  ["terms", "What happens to accounts that violate the terms?", ["suspend"]],
  ["terms", "Who can create an account?", ["16 or older"]],
  ["weather", "What is the weather in Oslo tomorrow?", ["light snow"]],
  ["weather", "What is the high temperature tomorrow?", ["-2°C"]],
  ["weather", "When will the snow clear?", ["noon"]],
  ["weather", "Where does the wind come from?", ["north"]],
  ["weather", "How strong is the wind?", ["20 km/h"]],
  ["budget", "How much do I spend on rent?", ["1,200", "1200"]],
  ["budget", "What is my savings goal?", ["5,000 euros", "5000 euros"]],
  ["budget", "What am I saving for?", ["Japan"]],
  ["budget", "By when do I want to save 5,000 euros?", ["June"]],
  ["budget", "How much do I spend on groceries?", ["400"]],
  ["timeline", "When did Apollo 11 land on the Moon?", ["1969"]],
  ["timeline", "What happened in 1989?", ["Berlin Wall"]],
  ["timeline", "When did the World Wide Web open to the public?", ["1991"]],
  ["timeline", "What landed on the Moon in 1969?", ["Apollo 11"]],
  ["medication", "How often should I take Amoxicillin?", ["three times a day"]],
  ["medication", "How long should I take the tablets?", ["7 days"]],
  ["medication", "Should I take Amoxicillin with food?", ["with food"]],
  ["medication", "What should I avoid?", ["alcohol"]],
  ["medication", "Who should I call if I get a rash?", ["Lindqvist"]],
  ["medication", "What is the dose?", ["500 mg"]],
];

/**
 * Thirteenth held-out part (conversations: a user with an assistant, a group chat of three, a texting thread, a voice
 * note), written in the seventeenth session before its first run: GRAPH 18, RAG 19, HYBRID 19, COT 18 of 22. Its misses
 * were "What time is the picnic?" and "When is the picnic?" (Ben's "I'll bring sandwiches" borrowed the words of
 * "Who's bringing what to Saturday's picnic?", which it answers with no time; and that question alone says the day),
 * "What food did the assistant recommend in Kyoto?" in graph context ("the assistant" was not read as the speaker
 * "Assistant"), "What did Liam order for grandma?" in graph context (the extractor took "her" of "ordered her a scarf"
 * for the object: "Liam ordered Mom.") and "What will Chloe bring?" ("I can do a fruit salad" shares no word with it;
 * it is the second reply to Ana's "Who's bringing what ...?", which now lends its words to every reply until Ana speaks
 * again). GRAPH 21, RAG 22, HYBRID 22, COT 21 after the fixes.
 */
const HELD_OUT_13 = [
  ["assistant", "Where is the user travelling in April?", ["Japan"]],
  ["assistant", "Who is the user travelling with?", ["Lena"]],
  ["assistant", "Which cities will the user visit?", ["Tokyo"]],
  ["assistant", "What diet does the user follow?", ["vegetarian"]],
  ["assistant", "What food did the assistant recommend in Kyoto?", ["shojin ryori"]],
  ["assistant", "What is the user's budget for the trip?", ["3,000 euros", "3000 euros"]],
  ["picnic", "What is Ben bringing to the picnic?", ["sandwiches"]],
  ["picnic", "What will Chloe bring?", ["fruit salad"]],
  ["picnic", "Where are they meeting?", ["north gate"]],
  ["picnic", "What time is the picnic?", ["1 pm"]],
  ["picnic", "What is Ana bringing?", ["blanket"]],
  ["picnic", "When is the picnic?", ["Saturday"]],
  ["texts", "When did Liam land?", ["10"]],
  ["texts", "When is grandma's birthday?", ["Sunday"]],
  ["texts", "What did Liam order for grandma?", ["scarf"]],
  ["texts", "Where is the dinner?", ["Casa Lopes"]],
  ["texts", "What time is dinner?", ["7"]],
  ["voicenote", "What does the boiler need?", ["new pump"]],
  ["voicenote", "How much does the pump cost?", ["280 pounds"]],
  ["voicenote", "When will the plumber come back?", ["Wednesday"]],
  ["voicenote", "Who is the landlord?", ["Hughes"]],
  ["voicenote", "Why should I call the landlord?", ["splitting the cost"]],
];

/**
 * Fourteenth held-out part (a job posting, an invitation, a product's specifications, a book's summary, a maintenance
 * log), written in the seventeenth session before its first run: GRAPH 24, RAG 23, HYBRID 23, COT 24 of 24. Its one
 * miss, over passages, was "What is the application deadline?" (no word of it in "Apply by 15 January 2027": a deadline
 * is now a date, and an application is met by "apply"). 24 of 24 on every type after.
 */
const HELD_OUT_14 = [
  ["job", "What position is Fernweh Travel hiring for?", ["Senior Backend Engineer"]],
  ["job", "What is the salary range?", ["75,000"]],
  ["job", "How many days a week are in the office?", ["3 days"]],
  ["job", "What is the application deadline?", ["15 January 2027"]],
  ["job", "Which programming languages are required?", ["Rust"]],
  ["invite", "When is Sofia's party?", ["12 December"]],
  ["invite", "Where is the party?", ["Bar Tejo"]],
  ["invite", "What is the dress code?", ["70s"]],
  ["invite", "Who should I RSVP to?", ["Marco"]],
  ["invite", "How old is Sofia turning?", ["30"]],
  ["drone", "How much does the Nimbus 3 weigh?", ["249 grams"]],
  ["drone", "How long can the Nimbus 3 fly?", ["34 minutes"]],
  ["drone", "What is the range of the drone?", ["10 km"]],
  ["drone", "How much does the drone cost?", ["499 euros"]],
  ["drone", "What video resolution does it record?", ["4K"]],
  ["book", "Who wrote The Salt Road?", ["Amina Diallo"]],
  ["book", "Who is the main character of The Salt Road?", ["Idris"]],
  ["book", "What does Idris cross?", ["Sahara"]],
  ["book", "Who betrays Idris?", ["Karim"]],
  ["book", "Who rescues Idris?", ["Tuareg"]],
  ["maintenance", "When were the brake pads replaced?", ["12 Oct 2026"]],
  ["maintenance", "At what mileage was the oil changed?", ["84,300 km"]],
  ["maintenance", "When is the next service due?", ["100,000 km"]],
  ["maintenance", "Which van had its brake pads replaced?", ["Transit"]],
];

/**
 * Fifteenth held-out part (a catch-up chat between two friends, asked as LoCoMo asks), written in the seventeenth
 * session before its first run: GRAPH 10, RAG 12, HYBRID 12, COT 11 of 14. Its misses were "What did Omar make in
 * pottery class?" in graph context (the reply "Just a wonky mug and a small bowl" was read in a summary's copy, which
 * lost the question before it), "Why does Omar like pottery?" (the reply borrowed only the asking turn's last sentence,
 * "What have you made so far?", not its "Pottery!") and, still missed, "Where does Nadia work?" (only Omar's question
 * "How's the new job at the library going?" says where, and "library" is no name a where-question takes) and "Where
 * did Nadia adopt her dog?" in graph context ("From the Riverside animal shelter" answers "Where did you get him?"; the
 * answerer does not read "get him" as adopting the dog; reading "from the Riverside" as naming a place cost a LoCoMo
 * HYBRID answer and was dropped). GRAPH 12, RAG 13, HYBRID 13, COT 12 after the fixes.
 */
const HELD_OUT_15 = [
  ["catchup", "What is the name of Nadia's dog?", ["Biscuit"]],
  ["catchup", "What breed is Biscuit?", ["beagle"]],
  ["catchup", "Where did Nadia adopt her dog?", ["Riverside"]],
  ["catchup", "Since when had Nadia volunteered at the shelter?", ["March"]],
  ["catchup", "What did Omar make in pottery class?", ["mug", "bowl"]],
  ["catchup", "When are Omar's pottery classes?", ["Tuesday"]],
  ["catchup", "Why does Omar like pottery?", ["calming"]],
  ["catchup", "Where does Nadia work?", ["library"]],
  ["catchup", "What does Nadia run on Saturdays?", ["reading club"]],
  ["catchup", "What book is Omar reading?", ["Project Hail Mary"]],
  ["catchup", "Where is Nadia going next month?", ["Porto"]],
  ["catchup", "Why is Nadia going to Porto?", ["grandmother", "90th birthday"]],
  ["catchup", "What helps Nadia calm down before work?", ["walking Biscuit"]],
  ["catchup", "How old is Biscuit?", ["three"]],
];

/**
 * Sixteenth held-out part (two more conversations: friends catching up, a user telling an assistant what to remember),
 * written in the seventeenth session after the fixes for the fifteenth and run once, nothing changed for it: 15 of 16 on
 * every type. The miss, "What kind of company does Marco work for now?", got "My first project was the label for an
 * olive oil company." (the client, which says "company" and follows "What kind of work are you doing there?"), not "a
 * new role at a design agency".
 */
const HELD_OUT_16 = [
  ["reunion", "Where did Marco move in July?", ["Bologna"]],
  ["reunion", "What kind of company does Marco work for now?", ["design agency"]],
  ["reunion", "What does Marco design?", ["packaging"]],
  ["reunion", "What was Marco's first project?", ["olive oil"]],
  ["reunion", "Which race is Priya training for?", ["Lisbon half marathon"]],
  ["reunion", "When is the half marathon?", ["15 October"]],
  ["reunion", "Why did Priya swap runs for cycling?", ["knee"]],
  ["reunion", "Who is running the half marathon with Priya?", ["Anjali"]],
  ["reunion", "What language is Marco learning?", ["Italian"]],
  ["reunion", "How often does Marco have language classes?", ["two evenings a week"]],
  ["agentlog", "What is my partner's name?", ["Sam"]],
  ["agentlog", "When is our anniversary?", ["3 March"]],
  ["agentlog", "What is Sam allergic to?", ["shellfish"]],
  ["agentlog", "What kind of restaurants should be avoided?", ["seafood"]],
  ["agentlog", "Where am I thinking of booking for the anniversary?", ["Peak District"]],
  ["agentlog", "What is my budget per night?", ["200 pounds"]],
];

/**
 * Seventeenth held-out part (a weekend catch-up chat, asked as LoCoMo asks), written in the seventeenth session before
 * its first run: 11 of 12 on every type. The miss, "Where is Maya moving?", is said only by Leo's question "How do you
 * feel about moving to Monterey?"; a chat question stating what a where-question asks is no longer ruled out, as one
 * stating what a when-question asks was not. 12 of 12 on every type after.
 */
const HELD_OUT_17 = [
  ["weekend", "Where did Maya hike on Saturday?", ["Mount Tamalpais"]],
  ["weekend", "Who did Maya hike with?", ["Theo"]],
  ["weekend", "What colour did Leo paint his living room?", ["green"]],
  ["weekend", "Why did Leo choose green?", ["grandparents"]],
  ["weekend", "Where is Leo's grandparents' farm?", ["Ireland"]],
  ["weekend", "What internship did Maya get?", ["marine biology"]],
  ["weekend", "When does Maya start the internship?", ["1 June"]],
  ["weekend", "What will Maya study?", ["coral reefs"]],
  ["weekend", "How does Maya feel about moving to Monterey?", ["Nervous"]],
  ["weekend", "Where is Maya moving?", ["Monterey"]],
  ["weekend", "Since when has Maya dreamed of studying coral reefs?", ["ten"]],
  ["weekend", "What did Leo do on Sunday?", ["repainting"]],
];

/**
 * Eighteenth held-out part (a chat making and changing plans, asked as LoCoMo asks), written in the seventeenth session
 * before its first run: 8 of 11 on every type. Its misses were "Does Kai still go to the gym?" (Kai's reply to "Are we
 * still on for dinner on Thursday?" took "still" from it; a yes/no question now lends its words to a reply but covers
 * none of the question's, a wh-question both) and, still missed, "When is the dinner now?" (the dinner moved to Friday
 * by "Can we move it to Friday?" and "Sure, Friday works.": "it" is not read as the dinner) and "Where are they having
 * dinner?" (said only by Zoe's question "Same place, the Thai restaurant on Elm Street?", which names no place the
 * answerer types). 9 of 11 on every type after.
 */
const HELD_OUT_18 = [
  ["plans", "When is the dinner now?", ["Friday"]],
  ["plans", "Why did Kai want to move the dinner?", ["flight"]],
  ["plans", "Where is Kai flying back from?", ["Oslo"]],
  ["plans", "Where are they having dinner?", ["Thai restaurant"]],
  ["plans", "Why did Kai quit the gym?", ["expensive"]],
  ["plans", "What does Kai do instead of the gym?", ["Running"]],
  ["plans", "How often does Kai run with the club?", ["three times a week"]],
  ["plans", "Who is Mira?", ["sister-in-law"]],
  ["plans", "When did the twins start kindergarten?", ["September"]],
  ["plans", "Which twin misses home?", ["Ella"]],
  ["plans", "Does Kai still go to the gym?", ["quit"], ["Yes."]],
];

/**
 * Nineteenth held-out part (new neighbours meeting, asked as LoCoMo asks), written in the seventeenth session before its
 * first run: GRAPH 7, RAG 8, HYBRID 8, COT 7 of 10. Its misses were "What is the name of Ines's dog?" (a name asked was
 * read in "Hi Tom" and "Tuesday", never in "That's Pepper", whose run opens with a function word; fixed over passages,
 * still missed in graph context) and, still missed, "Which flat does Ines live in?" ("I'm in 2A" names no flat nor
 * living) and "Which flat did Tom move into?" in graph context (the link "Tom moved from Leeds" answers it). RAG and
 * HYBRID 9, GRAPH and COT 7 after.
 */
const HELD_OUT_19 = [
  ["neighbours", "Which flat did Tom move into?", ["4B"]],
  ["neighbours", "Where did Tom move from?", ["Leeds"]],
  ["neighbours", "Why did Tom move to Bristol?", ["job"]],
  ["neighbours", "What is Tom's job?", ["structural engineer"]],
  ["neighbours", "Which flat does Ines live in?", ["2A"]],
  ["neighbours", "When do the bins go out?", ["Tuesday"]],
  ["neighbours", "Which bakery does Ines recommend?", ["Crumb"]],
  ["neighbours", "What is the name of Ines's dog?", ["Pepper"]],
  ["neighbours", "What breed is Pepper?", ["border collie"]],
  ["neighbours", "When did Tom move?", ["two weeks ago"]],
];

/**
 * Twentieth held-out part (a used-car purchase told between friends, asked as LoCoMo asks, and a school newsletter),
 * written in the eighteenth session before its first run: GRAPH 13, RAG 15, HYBRID 14, COT 13 of 18. Its misses were
 * "How many miles had the Yaris done?" (the year of "A 2018 Toyota Yaris" was read as the number, not "41,000 miles"),
 * "What should children bring to sports day?" ("Please send children with a water bottle" stands after "Sports day:"
 * on its line and says neither the label nor "bring"), "Who bought Jess's old Fiesta?" ("I sold it to my neighbour's
 * son" names no one by name and says "sold"), and, still missed, "How much did Jess pay for the car?" ("It had 41,000
 * miles on it and cost 11,500 pounds" says "it" for the car; "I sold it ... for 900 pounds" wins) and, in graph context,
 * "Where did Jess buy the car?" and the Fiesta's buyer. GRAPH 15, RAG 18, HYBRID 17, COT 15 after.
 */
const HELD_OUT_20 = [
  ["carbuy", "What car did Jess buy?", ["Toyota Yaris"]],
  ["carbuy", "How much did Jess pay for the car?", ["11,500 pounds", "11500 pounds"]],
  ["carbuy", "Where did Jess buy the car?", ["Croydon"]],
  ["carbuy", "Why did Jess choose a hybrid?", ["commute", "fuel"]],
  ["carbuy", "Who bought Jess's old Fiesta?", ["neighbour's son"]],
  ["carbuy", "How much did Jess sell the Fiesta for?", ["900 pounds"]],
  ["carbuy", "What does Jess's uncle Ray do?", ["mechanic"]],
  ["carbuy", "What will need doing next year?", ["brakes"]],
  ["carbuy", "How many miles had the Yaris done?", ["41,000 miles", "41000 miles"]],
  ["carbuy", "Where are Jess and Dev planning a road trip?", ["Brighton"]],
  ["newsletter", "What time does the school day start?", ["8:40"]],
  ["newsletter", "When is sports day?", ["19 June"]],
  ["newsletter", "What should children bring to sports day?", ["water bottle", "sun hat"]],
  ["newsletter", "Where will Year 4 go on their trip?", ["Natural History Museum"]],
  ["newsletter", "How much does the Year 4 trip cost?", ["14 pounds"]],
  ["newsletter", "Who will cover Mrs. Patel's class?", ["Mr. Doyle"]],
  ["newsletter", "What happens to unnamed lost property?", ["donated to charity"]],
  ["newsletter", "By when must the trip be paid?", ["1 May"]],
];

/**
 * Twenty-first held-out part (a book club planning chat, asked as LoCoMo asks, and an allotment society's minutes),
 * written in the eighteenth session before its first run: GRAPH 15, RAG 14, HYBRID 14, COT 15 of 20. Its misses were
 * "Who picks the next book?" ("Eli does." opens with the name, and the reply's next sentence took the question's
 * words), "Where is the book club meeting?" ("I'm hosting this time, at my place on Calder Road": a street after
 * "on", and hosting for meeting), "Which book does Ruth hope will be next?" ("something by Ursula K. Le Guin" was read
 * as a book's title), "How much money does the society have?" ("a balance of 2,340 pounds") and, still missed, "Which
 * book is the club reading?" ("I have about fifty pages of Klara and the Sun left" says no reading; "I hope it's The
 * Dispossessed. I've wanted to read it" wins) and "What is Ruth bringing?" ("I'll bake my lemon drizzle cake then."
 * follows Ruth's "Should I bring anything?" and Hana's suggestion). 18 of 20 on every type after.
 */
const HELD_OUT_21 = [
  ["bookclub", "Which book is the club reading?", ["Klara and the Sun"]],
  ["bookclub", "Who is hosting the book club?", ["Hana"]],
  ["bookclub", "Where is the book club meeting?", ["Calder Road"]],
  ["bookclub", "What is Ruth bringing?", ["lemon drizzle cake"]],
  ["bookclub", "What is Eli bringing?", ["wine"]],
  ["bookclub", "Why can't Priya come?", ["school concert"]],
  ["bookclub", "Who picks the next book?", ["Eli"]],
  ["bookclub", "Which book does Ruth hope will be next?", ["The Dispossessed"]],
  ["bookclub", "How much of the book does Ruth have left?", ["fifty pages"]],
  ["minutes", "Who chairs the committee?", ["Carol Hughes"]],
  ["minutes", "Who is the treasurer?", ["Ben Adeyemi"]],
  ["minutes", "How much money does the society have?", ["2,340 pounds", "2340 pounds"]],
  ["minutes", "How much will plot fees be from April?", ["50 pounds"]],
  ["minutes", "What is wrong with the main tap?", ["leaks"]],
  ["minutes", "Who will get a quote from a plumber?", ["Pete"]],
  ["minutes", "When is the open day?", ["5 June"]],
  ["minutes", "Who will make the posters?", ["Sue"]],
  ["minutes", "How many people are on the waiting list?", ["14"]],
  ["minutes", "When is the next meeting?", ["1 April 2027"]],
  ["minutes", "Who sent apologies?", ["Janet Ford"]],
];

/**
 * Twenty-second held-out part (a career change told between friends, asked as LoCoMo asks, and a warranty claim's
 * reply), written in the eighteenth session before its first run: 10 of 19 on every type. Its misses were "Which
 * company is Omar joining?" ("a climate startup called Verdant"), "Where will Omar and Lucy celebrate?" ("drinks on
 * Friday at the Fox and Hound?": no place after "at the"), "What is the claim number?" (only in the subject line,
 * which was no candidate), "What is wrong with the kettle?" ("The fault you describe"), "Who signed the email?" (the
 * line after "Kind regards,"), "Which kettle model does Hannah have?" ("your Brightline K200 kettle") and, still missed,
 * "Where did Omar work before?" ("I handed in my notice at the bank": notice for work cost the LoCoMo replay an
 * answer), "How long did Omar work at the bank?" (said only in Lucy's "After eight years?"), "What will Omar do at
 * Verdant?" ("Leading their data team." answers "What will you be doing?", whose words are all stop words) and, in
 * graph context, "What does Verdant do?". GRAPH 15, RAG 16, HYBRID 16, COT 15 after.
 */
const HELD_OUT_22 = [
  ["career", "Where did Omar work before?", ["bank"]],
  ["career", "How long did Omar work at the bank?", ["eight years"]],
  ["career", "Which company is Omar joining?", ["Verdant"]],
  ["career", "What does Verdant do?", ["carbon emissions"]],
  ["career", "What will Omar do at Verdant?", ["data team"]],
  ["career", "Which days can Omar work from home?", ["Mondays"]],
  ["career", "When does Omar start his new job?", ["first of March"]],
  ["career", "Where are Omar and Aisha going?", ["Morocco"]],
  ["career", "Who is Omar's manager?", ["Gareth"]],
  ["career", "What did Gareth offer Omar?", ["raise"]],
  ["career", "Where will Omar and Lucy celebrate?", ["Fox and Hound"]],
  ["warranty", "What is the claim number?", ["WC-2291"]],
  ["warranty", "What is wrong with the kettle?", ["not heating", "does not heat"]],
  ["warranty", "When did Hannah buy the kettle?", ["3 August 2025"]],
  ["warranty", "How long is the warranty?", ["two-year", "two years"]],
  ["warranty", "When will the replacement arrive?", ["5 working days"]],
  ["warranty", "What should Hannah do with the faulty kettle?", ["recycle"]],
  ["warranty", "Who signed the email?", ["Theo"]],
  ["warranty", "Which kettle model does Hannah have?", ["K200"]],
];

/**
 * Twenty-third held-out part (a gardening chat between neighbours, asked as LoCoMo asks, and a company's press
 * release), written in the eighteenth session before its first run: GRAPH 17, RAG 16, HYBRID 16, COT 17 of 20. Its
 * misses were "What does Rosa suggest for the slugs?" ("Try copper tape around the pots" answers Finn's "Mine got
 * eaten by slugs again.", no question), "Where does Rosa grow chillies?" (said only in Finn's "Are you still growing
 * chillies on the balcony?", answered "Yes, three kinds"), "What does Helio Bikes make?" ("the Dutch maker of electric
 * cargo bikes"; still missed in graph context) and, still missed, "What street is the store on?" ("on Calle de
 * Colón": no street named as one). GRAPH 19, RAG 19, HYBRID 19, COT 19 after.
 */
const HELD_OUT_23 = [
  ["garden", "When did Rosa plant her tomatoes?", ["April"]],
  ["garden", "Who gave Rosa the tomato seeds?", ["aunt"]],
  ["garden", "What ate Finn's plants?", ["slugs"]],
  ["garden", "What did Finn try against the slugs?", ["beer traps"]],
  ["garden", "What does Rosa suggest for the slugs?", ["copper tape"]],
  ["garden", "Where does Rosa grow chillies?", ["balcony"]],
  ["garden", "Which chillies have fruit?", ["habaneros"]],
  ["garden", "What did Finn make with habaneros?", ["hot sauce"]],
  ["garden", "What is Rosa entering in the village show?", ["sweet peas"]],
  ["garden", "Who won the village show last year?", ["Derek"]],
  ["press", "Where did Helio Bikes open its first Spanish store?", ["Valencia"]],
  ["press", "When did the store open?", ["2 February 2027"]],
  ["press", "What does Helio Bikes make?", ["electric cargo bikes"]],
  ["press", "How big is the store?", ["400-square-metre", "400 square metre"]],
  ["press", "Who is Helio's chief executive?", ["Marieke de Vries"]],
  ["press", "Where does Helio plan to open next?", ["Madrid"]],
  ["press", "When was Helio founded?", ["2016"]],
  ["press", "How many bikes did Helio sell last year?", ["18,000", "18000"]],
  ["press", "Who is the press contact?", ["Joost Bakker"]],
  ["press", "What street is the store on?", ["Calle de Colón"]],
];

/**
 * Twenty-fourth held-out part (a beach clean-up told between friends, asked as LoCoMo asks, and a conference day's
 * agenda), written in the eighteenth session before its first run: GRAPH 17, RAG 16, HYBRID 16, COT 17 of 18. Its
 * misses were "What was the strangest thing Sam found?" (the reply's second sentence, "It took four of us to pull it
 * out.", took the question's words as its first did) and, still missed, "Who were most of the volunteers?" ("About
 * forty, mostly students from the university's marine club." answers "How many people came?" and says no
 * volunteers). 17 of 18 on every type after.
 */
const HELD_OUT_24 = [
  ["volunteer", "When was the beach clean-up?", ["Saturday"]],
  ["volunteer", "How many bags of rubbish did they collect?", ["62 bags"]],
  ["volunteer", "How many people came to the clean-up?", ["forty"]],
  ["volunteer", "Who were most of the volunteers?", ["students"]],
  ["volunteer", "What was the strangest thing Sam found?", ["shopping trolley"]],
  ["volunteer", "Where is the next clean-up?", ["Pebble Cove"]],
  ["volunteer", "When is the next clean-up?", ["14 May"]],
  ["volunteer", "What is the council lending them?", ["litter pickers"]],
  ["volunteer", "Who does Grace want to bring?", ["Jack", "nephew"]],
  ["volunteer", "What do under-16s need?", ["signed form"]],
  ["agenda", "Who gives the keynote?", ["Priya Natarajan"]],
  ["agenda", "When is the keynote?", ["09:30"]],
  ["agenda", "Where is the panel on databases?", ["Hall B"]],
  ["agenda", "What should I bring to the workshop?", ["laptop"]],
  ["agenda", "Who runs the Durable Objects workshop?", ["Tom Okafor"]],
  ["agenda", "When is lunch?", ["12:00"]],
  ["agenda", "Where is the drinks reception?", ["roof terrace"]],
  ["agenda", "What happens at 15:30?", ["Lightning talks"]],
];

/**
 * Twenty-fifth held-out part (a first gig told between friends, asked as LoCoMo asks, and a vet's visit summary),
 * written in the eighteenth session before its first run: GRAPH 14, RAG 12, HYBRID 12, COT 14 of 18. Its misses were
 * the visit summary's fields about the dog it names once ("Patient: Biscuit"): "Why was Biscuit taken to the vet?"
 * ("Reason for visit:"), "Which medicine was prescribed?" ("Treatment: anti-inflammatory (Metacam)"), "How long should
 * Biscuit take the medicine?", "Who is Biscuit's vet?" ("Vet: Dr. Emma Clarke."); "When is Jade's next gig?" ("you
 * can come to the next one on 12 March") and, still missed, "How did Jade feel at the start of the gig?" ("I was
 * shaking at first"). 17 of 18 on every type after.
 */
const HELD_OUT_25 = [
  ["musician", "Where did Jade play her first gig?", ["Blue Lantern"]],
  ["musician", "How many songs did Jade play?", ["six songs"]],
  ["musician", "How many of the songs were Jade's own?", ["four"]],
  ["musician", "Which song went down best?", ["Paper Boats"]],
  ["musician", "What is Paper Boats about?", ["grandad"]],
  ["musician", "Why did Carlos miss the gig?", ["fever"]],
  ["musician", "When is Jade's next gig?", ["12 March"]],
  ["musician", "Who has a home studio?", ["Ollie"]],
  ["musician", "What is Jade recording in April?", ["EP"]],
  ["musician", "How did Jade feel at the start of the gig?", ["shaking"]],
  ["vet", "Why was Biscuit taken to the vet?", ["limping"]],
  ["vet", "What did the vet find?", ["mild sprain"]],
  ["vet", "Which medicine was prescribed?", ["Metacam"]],
  ["vet", "How long should Biscuit take the medicine?", ["7 days"]],
  ["vet", "Who is Biscuit's vet?", ["Emma Clarke"]],
  ["vet", "When is the recheck?", ["23 January"]],
  ["vet", "How much did the visit cost?", ["146 pounds"]],
  ["vet", "How old is Biscuit?", ["4 years"]],
];

/**
 * Twenty-sixth held-out part (a house move planned by a father and daughter, asked as LoCoMo asks, and a bus
 * service-change notice), written in the eighteenth session before its first run: 15 of 16 on every type. Its misses
 * were "Which company is doing the move?" ("Yes, Swift Removals" answers "Have the movers confirmed?": no
 * organisation named for its trade, and movers was no word of a move) and, in graph context, "When does the change
 * start?" (the notice's title wins). RAG and HYBRID 16, GRAPH and COT 15 after.
 */
const HELD_OUT_26 = [
  ["moving", "Which company is doing the move?", ["Swift Removals"]],
  ["moving", "What time are the movers coming?", ["8 am"]],
  ["moving", "What will Dad take in his car?", ["plants", "fish tank"]],
  ["moving", "Where is Milo staying on Friday night?", ["Aunt Clare"]],
  ["moving", "What is the landlord fixing?", ["boiler"]],
  ["moving", "When will the broadband be connected?", ["Monday"]],
  ["moving", "When is the final inspection of the old flat?", ["next Wednesday"]],
  ["moving", "How much is the deposit?", ["1,200 pounds", "1200 pounds"]],
  ["notice", "Which stop will Route 42 no longer serve?", ["Hill Street"]],
  ["notice", "Why is the stop closed?", ["roadworks"]],
  ["notice", "Where is the temporary stop?", ["Mill Lane"]],
  ["notice", "How often will buses run during the works?", ["every 15 minutes"]],
  ["notice", "How long will the works last?", ["eight weeks"]],
  ["notice", "When does the last bus leave the city centre?", ["23:10"]],
  ["notice", "When does the change start?", ["6 April"]],
  ["notice", "What number do I call with questions?", ["0800 555 0142"]],
];

/**
 * Twenty-seventh held-out part (two friends on what they are reading, asked as LoCoMo asks, and a cake recipe),
 * written in the eighteenth session before its first run: GRAPH 12, RAG 11, HYBRID 11, COT 12 of 16. Its misses were
 * "How many eggs do I need?" ("add the eggs one at a time" won over "4 eggs"), "What goes in the drizzle?" ("Ingredients:"
 * was read as a speaker, so "For the drizzle:" lost its label) and, still missed, "What did Ben not know about Ada
 * Lovelace?" ("I didn't know she wrote the first published algorithm": "she" is no name; in graph context the extractor
 * wrote "Ben didn't know Tara."), "How old was Ada Lovelace when she wrote the algorithm?" (Tara's "And she was only
 * 27.") and "How do I know the cake is done?" ("until a skewer comes out clean"). 13 of 16 on every type after; GRAPH and COT
 * 14 once the extractor no longer read "she" after "know" as its object.
 */
const HELD_OUT_27 = [
  ["reading", "What is Ben reading?", ["Ada Lovelace"]],
  ["reading", "Who lent Ben the biography?", ["sister"]],
  ["reading", "What did Ben not know about Ada Lovelace?", ["first published algorithm"]],
  ["reading", "Which thriller is Tara reading?", ["The Silent Patient"]],
  ["reading", "Why did Tara miss her stop?", ["Gripping", "because of it"]],
  ["reading", "What does Ben listen to on the train?", ["podcasts"]],
  ["reading", "What does Tara suggest Ben try?", ["library app"]],
  ["reading", "How old was Ada Lovelace when she wrote the algorithm?", ["27"]],
  ["recipe2", "How many people does the cake serve?", ["10"]],
  ["recipe2", "How much butter do I need?", ["225 g butter"]],
  ["recipe2", "What temperature should the oven be?", ["180C"]],
  ["recipe2", "How long does the cake bake?", ["45-50 minutes"]],
  ["recipe2", "What goes in the drizzle?", ["juice of 2 lemons"]],
  ["recipe2", "How do I know the cake is done?", ["skewer"]],
  ["recipe2", "How long does the cake keep?", ["three days"]],
  ["recipe2", "How many eggs do I need?", ["4 eggs"]],
];

/**
 * Twenty-eighth held-out part (a holiday told between friends, asked as LoCoMo asks, and a sprint retrospective),
 * written in the eighteenth session before its first run: 15 of 15 on every type, nothing changed for it.
 */
const HELD_OUT_28 = [
  ["holiday", "Where did Nina go on holiday?", ["Crete"]],
  ["holiday", "How long was Nina's holiday?", ["Ten days"]],
  ["holiday", "Where did Nina stay?", ["family hotel", "Chania"]],
  ["holiday", "Who made breakfast every morning?", ["Yannis"]],
  ["holiday", "What car did Nina rent?", ["Fiat Panda"]],
  ["holiday", "Which beach did they drive to?", ["Balos"]],
  ["holiday", "What was the best thing Nina ate?", ["octopus"]],
  ["holiday", "How did they get to Loutro?", ["ferry"]],
  ["holiday", "What does Nina want to do next time?", ["Samaria Gorge"]],
  ["minutes2", "What went well in sprint 14?", ["checkout redesign"]],
  ["minutes2", "What blocked merges?", ["flaky"]],
  ["minutes2", "Who will quarantine the flaky tests?", ["Lina"]],
  ["minutes2", "What will Raj do?", ["design reviews"]],
  ["minutes2", "What was the team's mood?", ["4 out of 5"]],
  ["minutes2", "When was the retrospective?", ["20 May 2027"]],
];

/**
 * Twenty-ninth held-out part (baby news told between friends, asked as LoCoMo asks), written in the eighteenth session
 * after its fixes and run once, nothing changed for it: GRAPH 8, RAG 7, HYBRID 8, COT 8 of 8. RAG's miss is a feeling
 * ("How does Hugo feel about the baby?": "Excited and terrified." answers "How are you both feeling?" in too few words
 * to count as the reply's answering sentence, so the sentence after it took the question's words).
 */
const HELD_OUT_29 = [
  ["babynews", "When is Hugo and Elena's baby due?", ["October"]],
  ["babynews", "How has Elena been feeling?", ["sick every morning"]],
  ["babynews", "When will they find out the baby's sex?", ["June", "20-week scan"]],
  ["babynews", "What name does Elena like for a girl?", ["Sofia"]],
  ["babynews", "What name does Hugo want?", ["Luna"]],
  ["babynews", "Where are Hugo and Elena looking for a house?", ["Girona"]],
  ["babynews", "What did the scan last week show?", ["everything is fine"]],
  ["babynews", "How does Hugo feel about the baby?", ["Excited and terrified"]],
];

/**
 * Thirtieth to thirty-third held-out parts (a dog adopted, told between friends; a job offer letter; a kitchen
 * renovation chat; a chat over three dated sessions as LoCoMo stores them), written in the nineteenth session before
 * their first run: 7, 9, 8 and 9 of 10 on every type (the same questions missed by all four). Fixed since, so
 * in-sample from then on: a letter's signature, a request as no answer, a sum without its currency, durations ("how
 * long", "finishing time"), a reply to a wh-question pointing back, a venue after "from the", whose thing another
 * speaker tells of. Still missed: "What is the name of Leah's cat?" ("Mittens is furious." names it as the reply's
 * first word, which reads as no name).
 */
const HELD_OUT_30 = [
  ["adoption", "What is the name of Leah's dog?", ["Pepper"]],
  ["adoption", "What breed is Pepper?", ["collie"]],
  ["adoption", "Where did Leah adopt Pepper from?", ["Hilltop Rescue"]],
  ["adoption", "Where was Pepper found?", ["Devon", "farm"]],
  ["adoption", "What does Pepper do when the doorbell rings?", ["hides under the table"]],
  ["adoption", "When are the training classes?", ["Tuesday"]],
  ["adoption", "What is the name of Leah's cat?", ["Mittens"]],
  ["adoption", "Where has Mittens been sleeping?", ["wardrobe"]],
  ["adoption", "How much weight does Pepper need to lose?", ["two kilos"]],
  ["adoption", "What was the name of Marco's old dog?", ["Rufus"]],
];
const HELD_OUT_31 = [
  ["offer", "What job was Priya offered?", ["Senior Product Designer"]],
  ["offer", "Who will Priya report to?", ["Daniel Kim"]],
  ["offer", "When does Priya start?", ["6 September 2027"]],
  ["offer", "What is the salary?", ["68,000"]],
  ["offer", "How many days can Priya work from home?", ["three days"]],
  ["offer", "How much holiday does the job have?", ["27 days"]],
  ["offer", "How long is the probation?", ["three months"]],
  ["offer", "When must the letter be returned?", ["20 August"]],
  ["offer", "Who should Priya contact with questions?", ["Maria Lopez"]],
  ["offer", "Who signed the letter?", ["Sarah Bennett"]],
];
const HELD_OUT_32 = [
  ["kitchen", "How long did the kitchen take?", ["Eleven weeks"]],
  ["kitchen", "What did the builders find under the floor?", ["rotten joists"]],
  ["kitchen", "What colour are Zoe's cabinets?", ["Dark green", "green"]],
  ["kitchen", "What colour did Tom want?", ["white"]],
  ["kitchen", "How much did the kitchen cost?", ["21,500"]],
  ["kitchen", "What was the budget?", ["18,000"]],
  ["kitchen", "Who did the work on the kitchen?", ["Hart and Sons"]],
  ["kitchen", "Who was the tiler?", ["Kev"]],
  ["kitchen", "What is Zoe cooking for the party?", ["paella"]],
  ["kitchen", "When is the party?", ["Saturday", "9th"]],
];
const HELD_OUT_33 = [
  ["sessions", "Which race did Maya sign up for?", ["Bristol", "half marathon"]],
  ["sessions", "What app is Maya using for training?", ["Stride"]],
  ["sessions", "What was Maya's longest run before?", ["10k"]],
  ["sessions", "How did Maya hurt her knee?", ["hill run"]],
  ["sessions", "What did the physio say?", ["runner's knee"]],
  ["sessions", "How long does Maya have to rest?", ["ten days"]],
  ["sessions", "Who is coming to cheer Maya on?", ["Ana"]],
  ["sessions", "What was Maya's finishing time?", ["2 hours 12 minutes"]],
  ["sessions", "When did Maya run the half marathon?", ["September"]],
  ["sessions", "What is Maya planning next?", ["trail race", "Lake District"]],
];

/**
 * Thirty-fourth to thirty-seventh held-out parts (a three-person chat planning a surprise party; a hotel booking
 * confirmation; a friend's first weeks in a new city, asked as LoCoMo asks, with why and how questions; an agent's
 * memories of its user), written in the nineteenth session after its first fixes, before their first run: GRAPH and
 * COT 9, 8, 8, 9; RAG and HYBRID 9, 7, 8, 9 (of 10, 9, 10, 10). Fixed since (in-sample from then on): a job asked is
 * the job named ("I'm a junior architect"), "Check-in:" is a field label and "check-in" tells it from "Check-out:", a
 * label read as a speaker ("Room:") makes no anchor of "room". Still missed: "Where is the party?" (the chat never
 * says "party": the retrieved text shares no word with the question, so RAG and HYBRID say they do not know), "Where
 * did Ravi move?" (only the other speaker names Edinburgh, in questions).
 */
const HELD_OUT_34 = [
  ["surprise", "How old is Dana turning?", ["40"]],
  ["surprise", "Where is the party?", ["Marcello's"]],
  ["surprise", "How many people are coming to the party?", ["twenty"]],
  ["surprise", "What is Priya making for the party?", ["slideshow"]],
  ["surprise", "Who is getting the cake?", ["Priya", "cousin"]],
  ["surprise", "Where is the bakery?", ["Hove"]],
  ["surprise", "What kind of cake will it be?", ["chocolate"]],
  ["surprise", "How will Dana be brought to the party?", ["quiet dinner", "Mark"]],
  ["surprise", "What present are they getting Dana?", ["hot air balloon"]],
  ["surprise", "How much is each person paying for the present?", ["30 pounds"]],
];
const HELD_OUT_35 = [
  ["booking", "Which hotel is the booking at?", ["Harbour View"]],
  ["booking", "What is the booking reference?", ["HVH-48213"]],
  ["booking", "When is check-in?", ["17 October", "3 pm"]],
  ["booking", "When must the guest check out?", ["11 am", "19 October"]],
  ["booking", "What room was booked?", ["Double room", "sea view"]],
  ["booking", "How much did the stay cost?", ["298"]],
  ["booking", "Can parking be reserved?", ["cannot be reserved"]],
  ["booking", "Until when is cancellation free?", ["48 hours"]],
  ["booking", "How much does it cost to bring a dog?", ["15 pounds"]],
];
const HELD_OUT_36 = [
  ["newcity", "Where did Ravi move?", ["Edinburgh"]],
  ["newcity", "How long has Ravi been in Edinburgh?", ["Five weeks"]],
  ["newcity", "What is Ravi's job?", ["junior architect"]],
  ["newcity", "What is Ravi's firm designing?", ["library"]],
  ["newcity", "Why did Ravi choose Edinburgh?", ["grandmother", "the job"]],
  ["newcity", "How has Ravi been meeting people?", ["climbing gym"]],
  ["newcity", "What is the weather like in Edinburgh?", ["Grey and windy"]],
  ["newcity", "What did Ravi buy?", ["raincoat"]],
  ["newcity", "When is Tess visiting?", ["November"]],
  ["newcity", "Where will Ravi take Tess?", ["Arthur's Seat"]],
];
const HELD_OUT_37 = [
  ["prefs", "What am I allergic to?", ["shellfish"]],
  ["prefs", "What is my partner's name?", ["Jordan"]],
  ["prefs", "How long have I been with Jordan?", ["six years"]],
  ["prefs", "Where do I work?", ["St Mary's"]],
  ["prefs", "What is my job?", ["nurse"]],
  ["prefs", "When do I work night shifts?", ["weekends"]],
  ["prefs", "What race am I training for?", ["10k"]],
  ["prefs", "Do I drink coffee?", ["don't drink coffee", "No"]],
  ["prefs", "Where does my sister live?", ["Toronto"]],
  ["prefs", "Why am I learning Spanish?", ["Valencia"]],
];

/**
 * Thirty-eighth to forty-first held-out parts (a hobby told between friends, asked as LoCoMo asks; a meeting transcript
 * with roles after the speakers' names; a wedding planned between partners; a garage invoice), written in the
 * nineteenth session after its second round of fixes, before their first run: GRAPH and COT 9, 7, 10, 7; RAG and
 * HYBRID 9, 7, 9, 7 (of 10, 9, 10, 9). Fixed since (in-sample from then on): a speaker's role after the name ("Kemi
 * (Android):"), "Sure." to a request put to someone says who will do it, what one thinks of something is the turn
 * answering it, "I'll add it" takes the sentence naming "it", "photograph" meets "photography" and "car" "Vehicle:".
 * Lost by the speaker fix: GRAPH and COT "When is the iOS release now?" ("Joe (iOS): ... rejected it on Monday" names
 * iOS in its label; the graph's link no longer lifts the PM's line, now a turn). Still missed: "When is the wedding?"
 * (the chat never says "wedding": RAG and HYBRID say they do not know), "What needs replacing soon?" (a past "replaced"
 * outranks "should be replaced within three months").
 */
const HELD_OUT_38 = [
  ["photo", "What camera did Iris buy?", ["Fujifilm X-T3", "X-T3"]],
  ["photo", "Why did Iris get into photography?", ["grandfather"]],
  ["photo", "What does Iris like to photograph?", ["street photography", "birds"]],
  ["photo", "Where does Iris photograph birds?", ["reservoir"]],
  ["photo", "What lens is Iris saving for?", ["100-400mm"]],
  ["photo", "How much does the lens cost?", ["1,500"]],
  ["photo", "Which of Iris's photos was picked for the calendar?", ["heron"]],
  ["photo", "Whose calendar features Iris's photo?", ["library"]],
  ["photo", "When will Leo and Iris meet?", ["Sunday", "7"]],
  ["photo", "Where will Leo and Iris meet?", ["reservoir car park"]],
];
const HELD_OUT_39 = [
  ["transcript", "Why did Apple reject the build?", ["login screen", "Sign in with Apple"]],
  ["transcript", "When did Apple reject the build?", ["Monday"]],
  ["transcript", "What will Joe add?", ["Sign in with Apple"]],
  ["transcript", "When is the iOS release now?", ["next Tuesday"]],
  ["transcript", "How is the Android app rated?", ["4.6 stars"]],
  ["transcript", "Since when has the Android app been live?", ["Friday"]],
  ["transcript", "Who wants to drop the annual discount?", ["Marcus"]],
  ["transcript", "What does Kemi think about the discount?", ["keep it at 20", "churn"]],
  ["transcript", "Who will pull the churn data?", ["Joe"]],
];
const HELD_OUT_40 = [
  ["wedding", "Where is the wedding venue?", ["Holly Farm"]],
  ["wedding", "When is the wedding?", ["14 June"]],
  ["wedding", "How much was the deposit?", ["500"]],
  ["wedding", "When is the rest of the payment due?", ["March"]],
  ["wedding", "How many guests can the venue hold?", ["120"]],
  ["wedding", "How many guests does Sara want?", ["80"]],
  ["wedding", "Who might be Tom's best man?", ["Ed"]],
  ["wedding", "What band does Sara want?", ["The Hedgerows", "folk band"]],
  ["wedding", "What food will be served?", ["hog roast"]],
  ["wedding", "Who plays fiddle in the band?", ["cousin"]],
];
const HELD_OUT_41 = [
  ["service", "Which car was serviced?", ["Honda Jazz"]],
  ["service", "What is the car's registration?", ["LK16 PZR"]],
  ["service", "What was the mileage?", ["58,214"]],
  ["service", "What work was done?", ["full service", "brake pads"]],
  ["service", "What needs replacing soon?", ["rear tyres"]],
  ["service", "How much were the parts?", ["186.40"]],
  ["service", "How long did the labour take?", ["2.5 hours"]],
  ["service", "What was the total?", ["346.40"]],
  ["service", "When is the next service due?", ["April 2028", "68,000"]],
];

/**
 * Forty-second to forty-fifth held-out parts (a parent's fall told between friends over two dated sessions, asked as
 * LoCoMo asks; a family recipe told in a chat; a street group finding a lost cat, four speakers; a podcast episode's
 * notes), written in the nineteenth session after its third round of fixes, before their first run: 8, 7, 4, 9 (of 10,
 * 8, 8, 9) on every type. Fixed since (in-sample from then on): a reply's question lends its word pairs ("goout") and
 * the anchor of the turn it points back to; later replies in a group chat borrow nothing of a question already answered;
 * "Dimitri: I think I saw ..." answers who saw; a chat session's stamp ("[6:40 pm on 20 March, 2027]") heads its turns
 * and says when. Still missed: a feeling ("Frustrated, he hates being slow."), where
 * Grandma buys her rice ("basmati from one shop in Southall": rice is "basmati"), what the cat looks like (said only in
 * the question "Has anyone seen a grey cat with a white chest?"), where Pixel was found ("locked in ... garage": a place
 * named by a common noun).
 */
const HELD_OUT_42 = [
  ["hospital", "Why is Amy's dad in hospital?", ["broken hip", "fall"]],
  ["hospital", "Which hospital is Amy's dad in?", ["St James"]],
  ["hospital", "What did the surgeons put in?", ["metal plate"]],
  ["hospital", "How long will Amy's dad stay in hospital?", ["a week"]],
  ["hospital", "What is the name of Amy's dad's cat?", ["Smudge"]],
  ["hospital", "Where is the key?", ["blue plant pot", "plant pot"]],
  ["hospital", "When did Amy's dad come home?", ["20 March"]],
  ["hospital", "How is Amy's dad walking?", ["frame"]],
  ["hospital", "Who is the physio?", ["Grace"]],
  ["hospital", "How does Amy's dad feel about recovering?", ["Frustrated"]],
];
const HELD_OUT_43 = [
  ["grandma", "Whose recipe did Zara get?", ["Grandma"]],
  ["grandma", "How long does Grandma fry the onions?", ["forty minutes"]],
  ["grandma", "What is soaked in warm milk?", ["saffron"]],
  ["grandma", "Where does Grandma buy her rice?", ["Taj Stores", "Southall"]],
  ["grandma", "How long does the biryani cook?", ["Twenty minutes"]],
  ["grandma", "When is Mo coming over?", ["Saturday"]],
  ["grandma", "What should Mo bring?", ["yoghurt"]],
  ["grandma", "What will Zara make with the yoghurt?", ["raita"]],
];
const HELD_OUT_44 = [
  ["lostcat", "What is the name of Helen's cat?", ["Pixel"]],
  ["lostcat", "What does Helen's cat look like?", ["grey", "white chest"]],
  ["lostcat", "When did Pixel go out?", ["9 pm"]],
  ["lostcat", "Who saw a grey cat?", ["Dimitri"]],
  ["lostcat", "Where did Dimitri see the cat?", ["garages behind number 40", "garages"]],
  ["lostcat", "What did Raj suggest?", ["food box"]],
  ["lostcat", "Where was Pixel found?", ["garage"]],
  ["lostcat", "Who will Dimitri tell?", ["Mrs Osei"]],
];
const HELD_OUT_45 = [
  ["podcast", "Who was the guest on episode 48?", ["Lucia Romero"]],
  ["podcast", "What did Lucia found?", ["Inkwell"]],
  ["podcast", "How many paying users does Inkwell have?", ["40,000"]],
  ["podcast", "What was Lucia's job while building Inkwell?", ["nurse"]],
  ["podcast", "Where did Lucia find her first customers?", ["forum for students", "forum"]],
  ["podcast", "What is Lucia's advice?", ["ship something small", "every Friday"]],
  ["podcast", "Which book was mentioned?", ["Make Something Wonderful"]],
  ["podcast", "Where was the episode recorded?", ["Madrid"]],
  ["podcast", "When was the episode released?", ["6 June 2027"]],
];

/**
 * Forty-sixth to forty-ninth held-out parts (exam results told between friends, asked as LoCoMo asks; an insurance claim
 * and its reply, two e-mails; a bake sale planned and reported over two dated sessions; a leisure centre's class
 * timetable), written in the nineteenth session after its fourth round of fixes, before their first run: GRAPH and COT
 * 5, 7, 4, 8; RAG and HYBRID 3, 9, 4, 8 (of 8, 9, 8, 8). Fixed since (in-sample from then on): "how much money" is met by
 * a sum of money; "I'll do my brownies" says what Oscar will bake, and "a bake sale" bakes nothing. Still missed: grades
 * and a university the text names only as "A, A, B" and "Leeds"; a when said in a suggestion put as a question ("Pizza
 * on Friday?"); "the main hall" (a place named by a common noun); what the money will buy, against "The head teacher
 * bought six"; in graph context, the claim's subject lines over its body.
 */
const HELD_OUT_46 = [
  ["results", "What grades did Ella get?", ["A, A, B", "AAB"]],
  ["results", "Which university is Ella going to?", ["Leeds"]],
  ["results", "What will Ella study?", ["Biology"]],
  ["results", "Which subject did Ella get a B in?", ["Chemistry"]],
  ["results", "Where will Ella live?", ["Lupton Residences", "halls"]],
  ["results", "Why did Ella choose Leeds over York?", ["year in industry", "Tasha"]],
  ["results", "When will Ella and Josh celebrate?", ["Friday"]],
  ["results", "Who gave Ella money?", ["gran"]],
];
const HELD_OUT_47 = [
  ["claim", "What caused the water damage?", ["pipe burst"]],
  ["claim", "When did the pipe burst?", ["14 January"]],
  ["claim", "What was damaged?", ["ceiling", "carpet", "wardrobe"]],
  ["claim", "How much was the plumber's invoice?", ["240"]],
  ["claim", "What is the claim reference?", ["CL-5531"]],
  ["claim", "Who is the loss adjuster?", ["Karen Doyle"]],
  ["claim", "When will the loss adjuster visit?", ["21 January"]],
  ["claim", "What should Rob keep?", ["carpet"]],
  ["claim", "What is the policy excess?", ["250"]],
];
const HELD_OUT_48 = [
  ["bakesale", "What is the bake sale for?", ["library fund", "library"]],
  ["bakesale", "Where is the bake sale?", ["main hall"]],
  ["bakesale", "What will Oscar bake?", ["brownies"]],
  ["bakesale", "How many parents are baking?", ["Twelve"]],
  ["bakesale", "What are the Year 6 kids making?", ["cupcakes"]],
  ["bakesale", "How much money did the bake sale raise?", ["412"]],
  ["bakesale", "What sold best?", ["brownies"]],
  ["bakesale", "What will the money buy?", ["New books", "graphic novels"]],
];
const HELD_OUT_49 = [
  ["gym", "When is spin class?", ["Mondays and Wednesdays", "6:30 pm"]],
  ["gym", "Who teaches yoga?", ["Priti"]],
  ["gym", "Where is aqua fit?", ["small pool"]],
  ["gym", "Who runs Boxfit?", ["Marcus"]],
  ["gym", "What should I bring to spin?", ["towel"]],
  ["gym", "How much does a class cost?", ["6 pounds"]],
  ["gym", "How far ahead can I book?", ["7 days"]],
  ["gym", "When is the centre closed?", ["Easter"]],
];

/**
 * Fiftieth to fifty-third held-out parts (a camping trip told between friends, asked as LoCoMo asks; a product recall
 * notice; a first week at a new job, told between friends; a parent council's minutes), written in the nineteenth session
 * after its fifth round of fixes, before their first run: GRAPH, HYBRID and COT 8, 8, 5, 8; RAG 8, 7, 5, 8 (of 8 each).
 * Fixed since (in-sample from then on): a venue after "to any" ("Return it to any Toyland store"). Still missed: where
 * Ana works ("Yes, Pixel & Pine." to "It's the design agency, right?"), her project ("doing the rebrand" for "working
 * on") and how she gets to work ("Forty minutes on the tram" answers "What's the commute like?").
 */
const HELD_OUT_50 = [
  ["camping", "Where did Beth go camping?", ["Wasdale", "Lake District"]],
  ["camping", "How many nights did Beth camp?", ["Four nights"]],
  ["camping", "What mountain did Beth climb?", ["Scafell Pike"]],
  ["camping", "How long did the climb take?", ["Six hours"]],
  ["camping", "Who stayed at the campsite?", ["Rosie"]],
  ["camping", "How old is Rosie?", ["five"]],
  ["camping", "What were the showers like?", ["freezing"]],
  ["camping", "Where will Beth stay next time?", ["Keswick", "cottage"]],
];
const HELD_OUT_51 = [
  ["recall", "Which product is being recalled?", ["BW-200"]],
  ["recall", "Why is the scooter being recalled?", ["hinge"]],
  ["recall", "When was the scooter sold?", ["March and August 2026"]],
  ["recall", "Where can I return the scooter?", ["Toyland"]],
  ["recall", "Do I need a receipt?", ["do not need a receipt", "No"]],
  ["recall", "How many scooters were sold?", ["8,400"]],
  ["recall", "How many injuries have been reported?", ["Two"]],
  ["recall", "What number should I call?", ["0800 555 0199"]],
];
const HELD_OUT_52 = [
  ["newjob", "Where does Ana work now?", ["Pixel & Pine", "design agency"]],
  ["newjob", "What project is Ana working on?", ["rebrand", "Grind"]],
  ["newjob", "Who is Ana's manager?", ["Hiro"]],
  ["newjob", "What is the office dog called?", ["Noodle"]],
  ["newjob", "How long is Ana's commute?", ["Forty minutes"]],
  ["newjob", "How does Ana get to work?", ["tram"]],
  ["newjob", "Who is Ana's freelance client?", ["bakery"]],
  ["newjob", "What is Ana making for her client?", ["menus"]],
];
const HELD_OUT_53 = [
  ["minutes3", "Who chaired the meeting?", ["Shona Reid"]],
  ["minutes3", "When does the climbing frame arrive?", ["2 April"]],
  ["minutes3", "How much did the spring disco raise?", ["860"]],
  ["minutes3", "What will Lucy look into?", ["sponsored walk"]],
  ["minutes3", "Who will write to all families?", ["Mr. Grant"]],
  ["minutes3", "What did Amir ask for?", ["bike racks"]],
  ["minutes3", "When is the next meeting?", ["13 May 2027"]],
  ["minutes3", "What problem is there with parking?", ["blocking the bus stop"]],
];

/**
 * Fifty-fourth to fifty-seventh held-out parts (an allotment told between friends; a support chat about a lost parcel,
 * with the agent's name in brackets; a child's birthday planned between friends; a staff handbook's leave section),
 * written at the end of the nineteenth session after all its fixes and run once; nothing was changed for them: 8, 4, 8,
 * 8 (of 8, 7, 8, 8) on every type. Missed: when the parcel was delivered ("left in a 'safe place' at 2:14 pm yesterday"
 * says delivered in other words), what happens if it is not found ("If they can't find it, we'll send a replacement":
 * "found" and "find" are not one word to the stemmer), how the customer gets a refund (the agent's "Yes, just reply to
 * the claim email and choose refund" loses to the customer's own lines, since the question names the customer).
 */
const HELD_OUT_54 = [
  ["allotment", "What did Pat clear?", ["brambles"]],
  ["allotment", "What is Pat growing first?", ["Potatoes"]],
  ["allotment", "Why is Pat growing potatoes?", ["break up the soil"]],
  ["allotment", "Where is the water trough?", ["by the gate", "gate"]],
  ["allotment", "What ate Sunil's cabbages?", ["pigeons"]],
  ["allotment", "What will Pat put over leafy plants?", ["netting"]],
  ["allotment", "How much is the allotment rent?", ["38 pounds"]],
  ["allotment", "Who is the rent paid to?", ["parish council"]],
];
const HELD_OUT_55 = [
  ["support2", "What is the order number?", ["ORD-55812"]],
  ["support2", "When was the parcel delivered?", ["2:14 pm", "yesterday"]],
  ["support2", "Which courier delivered the parcel?", ["SwiftPost"]],
  ["support2", "Who is the support agent?", ["Maya"]],
  ["support2", "How long will the claim take?", ["3 to 5 working days"]],
  ["support2", "What happens if the parcel is not found?", ["replacement"]],
  ["support2", "How can the customer get a refund?", ["reply to the claim email", "choose refund"]],
];
const HELD_OUT_56 = [
  ["birthday", "How old is Leo turning?", ["seven"]],
  ["birthday", "When is Leo's birthday?", ["Sunday"]],
  ["birthday", "Where is Leo's party?", ["climbing centre"]],
  ["birthday", "What does Leo want as a present?", ["telescope"]],
  ["birthday", "Who is buying the telescope?", ["parents"]],
  ["birthday", "What kind of cake is it?", ["rocket"]],
  ["birthday", "Who is making the cake?", ["Jo"]],
  ["birthday", "What should guests bring?", ["sun cream"]],
];
const HELD_OUT_57 = [
  ["handbook", "How many days of annual leave do staff get?", ["25 days"]],
  ["handbook", "How much leave after five years?", ["28 days"]],
  ["handbook", "How far ahead must leave be requested?", ["two weeks"]],
  ["handbook", "Who approves leave?", ["line manager"]],
  ["handbook", "When should I call in sick?", ["9:30 am"]],
  ["handbook", "When do I need a fit note?", ["seven days"]],
  ["handbook", "How many unused days can be carried over?", ["five"]],
  ["handbook", "When must carried-over days be used?", ["31 March"]],
];

/**
 * Fifty-eighth to sixty-first held-out parts (a flight booking confirmation; an incident told in a team chat with
 * timestamps; siblings arranging their mother's operation; a piano teacher's letter to parents), written at the start
 * of the twentieth session before any change. First run: 9, 8, 8, 8 of 9, 9, 9, 10 (GRAPH, COT; RAG 9, 8, 8, 9; HYBRID
 * 8, 8, 8, 9). Missed: the timestamped chat's speakers ("[09:20] Elena:" was read as no turn, so "Raj: On it." agreed
 * to nothing), "payable" for "paid", "Return:" for "fly back", who wrote the letter (its "Best wishes, / Helen Carter"
 * read as signed, not written), who looks after the dog ("Our neighbour Fran will have him." says "him" for the dog
 * named in the turn before; still missed).
 */
const HELD_OUT_58 = [
  ["flight2", "What is the booking reference?", ["QX7P2L"]],
  ["flight2", "Where is Daniel flying to?", ["Catania"]],
  ["flight2", "When does the outbound flight depart?", ["06:55"]],
  ["flight2", "Which terminal does the flight leave from?", ["North Terminal"]],
  ["flight2", "What seat does Daniel have?", ["23A"]],
  ["flight2", "How heavy can the hold bag be?", ["23 kg"]],
  ["flight2", "When does the gate close?", ["20 minutes"]],
  ["flight2", "How much does a change cost?", ["60 pounds"]],
  ["flight2", "When does Daniel fly back?", ["18 March"]],
];
const HELD_OUT_59 = [
  ["incident", "What was checkout returning?", ["502"]],
  ["incident", "What share of requests failed?", ["10%"]],
  ["incident", "Which service was broken?", ["cart-service"]],
  ["incident", "What couldn't the new build reach?", ["Redis"]],
  ["incident", "Which version was cart-service rolled back to?", ["3.14.2"]],
  ["incident", "What was the root cause?", ["Redis password missing"]],
  ["incident", "Who will write the postmortem?", ["Elena"]],
  ["incident", "What alert will Raj add?", ["Redis connection errors"]],
  ["incident", "When was the rollback done?", ["09:15"]],
];
const HELD_OUT_60 = [
  ["siblings", "What operation is Mum having?", ["hip"]],
  ["siblings", "Where is Mum's operation?", ["St Mary's"]],
  ["siblings", "When is Mum's operation?", ["3 May"]],
  ["siblings", "Who is taking Mum to hospital?", ["Claire"]],
  ["siblings", "How long will Mum stay in hospital?", ["four nights"]],
  ["siblings", "Who will pick Mum up?", ["Owen"]],
  ["siblings", "How long will Mum need a walking frame?", ["six weeks"]],
  ["siblings", "Who will fit the bathroom rail?", ["Ray"]],
  ["siblings", "Who will look after Biscuit?", ["Fran"]],
];
const HELD_OUT_61 = [
  ["piano", "When do piano lessons start?", ["12 January"]],
  ["piano", "How long is each lesson?", ["30 minutes"]],
  ["piano", "How much does a lesson cost?", ["18 pounds"]],
  ["piano", "Where is the recital?", ["church hall", "Mill Lane"]],
  ["piano", "When is the recital?", ["21 March"]],
  ["piano", "How long should pupils practise each day?", ["15 minutes"]],
  ["piano", "What is the deadline for exam entry?", ["30 January"]],
  ["piano", "What is the Grade 1 exam fee?", ["52 pounds"]],
  ["piano", "Who wrote the letter?", ["Helen Carter"]],
  ["piano", "How are lessons paid?", ["bank transfer"]],
];

/**
 * Sixty-second to sixty-fifth held-out parts (a hospital appointment letter; housemates sharing bills and chores; a
 * second-hand bike advert; a trip to Japan told over two dated sessions), written in the twentieth session after the
 * eighth round's fixes. First run: 9, 7, 6, 9 of 9, 9, 10, 10 (GRAPH, COT; RAG and HYBRID 8, 7, 6, 9). Missed: the
 * doctor ("with Dr. Anil Kapoor": the title's full stop cut the name to "Dr", and "Dr" was no "doctor"), the bike's
 * price and where it is collected (the advert says "bike" only in its first sentence, "420 pounds, no offers." and
 * "Collection only from Chorlton" after it; "collection" was no "collected"), what each housemate pays ("Yep, 61.33."
 * after "So about 61 each?"), when the money is to be sent ("Can you both send it by Friday?" loses to the reply to
 * "Sent. Also, whose turn is it ...?"), the bike's damage ("Small scratch on the top tube": no shared word), who sells
 * it ("Message Tom on ..."), when the trip was booked (the session's stamp, not "October" in "I booked Japan! Two weeks
 * in October."); the last five still missed.
 */
const HELD_OUT_62 = [
  ["clinic", "Which clinic is the appointment at?", ["Dermatology"]],
  ["clinic", "Who is the doctor?", ["Anil Kapoor"]],
  ["clinic", "When is the appointment?", ["9 June"]],
  ["clinic", "What time is the appointment?", ["10:40"]],
  ["clinic", "Where is the Outpatients Department?", ["Level 2"]],
  ["clinic", "What should I bring?", ["list of your current medications", "medications"]],
  ["clinic", "How early should I arrive?", ["15 minutes"]],
  ["clinic", "What number should I call if I can't attend?", ["0161 555 0142"]],
  ["clinic", "How much is parking?", ["3 pounds"]],
];
const HELD_OUT_63 = [
  ["housemates", "How much was the electricity bill?", ["184 pounds"]],
  ["housemates", "How much does each housemate pay?", ["61.33"]],
  ["housemates", "When should the money be sent?", ["Friday"]],
  ["housemates", "Who will clean the bathroom?", ["Priya"]],
  ["housemates", "When will Priya clean the bathroom?", ["tomorrow morning"]],
  ["housemates", "When does the broadband contract end?", ["July"]],
  ["housemates", "Which provider are they switching to?", ["Fibrenet"]],
  ["housemates", "How fast is the Fibrenet offer?", ["900 Mbps"]],
  ["housemates", "Who will call Fibrenet?", ["Dan"]],
];
const HELD_OUT_64 = [
  ["bikesale", "What bike is for sale?", ["Trek FX 3"]],
  ["bikesale", "What size is the bike?", ["size M"]],
  ["bikesale", "How far has the bike been ridden?", ["1,200 km"]],
  ["bikesale", "When was the bike serviced?", ["March"]],
  ["bikesale", "What damage does the bike have?", ["scratch"]],
  ["bikesale", "What comes with the bike?", ["mudguards", "rear rack", "D-lock"]],
  ["bikesale", "How much is the bike?", ["420 pounds"]],
  ["bikesale", "Where can the bike be collected?", ["Chorlton"]],
  ["bikesale", "Who is selling the bike?", ["Tom"]],
  ["bikesale", "When should I message Tom?", ["after 6 pm", "evenings"]],
];
const HELD_OUT_65 = [
  ["japan", "How long is Noor's trip to Japan?", ["Two weeks"]],
  ["japan", "When is Noor going to Japan?", ["October"]],
  ["japan", "Which airline is Noor flying with?", ["ANA"]],
  ["japan", "Which city was Noor's favourite?", ["Kyoto"]],
  ["japan", "Why didn't Noor see Mount Fuji well?", ["cloudy"]],
  ["japan", "Where did Noor go on a day trip?", ["Hakone"]],
  ["japan", "Where did Noor eat the best sushi?", ["Tsukiji"]],
  ["japan", "What did Noor buy for her brother?", ["knives"]],
  ["japan", "When did Noor book the trip?", ["3 June"]],
  ["japan", "Where did Maya suggest trying ramen?", ["Fukuoka"]],
];

/**
 * Sixty-sixth to sixty-ninth held-out parts (a sprint retrospective in Markdown; a tenant and her landlord on a broken
 * boiler; a parking penalty notice; a family chat exported with date stamps), written in the twentieth session after
 * the ninth round's fixes. First run: 9, 8, 7, 8 of 9, 8, 9, 8 (GRAPH, COT; RAG and HYBRID 9, 8, 5, 7). Missed: the
 * penalty notice's where, when, how much and why (its "Location:", "Vehicle:" and "Contravention:" labels were read
 * as speakers, a name opening a field's value was taken for a sentence's first word, no label said the kind asked,
 * "Vehicle:" won "Where was the car parked?" as the car's field, and a fine was no penalty charge), whose birthday it
 * is (RAG, HYBRID: "Grandad's 80th" says no "birthday"; still missed).
 */
const HELD_OUT_66 = [
  ["retro", "What shipped early?", ["onboarding flow"]],
  ["retro", "How much did support tickets drop?", ["30%"]],
  ["retro", "Why did support tickets drop?", ["FAQ update"]],
  ["retro", "When was staging down?", ["Wednesday"]],
  ["retro", "How long did code reviews wait on average?", ["26 hours"]],
  ["retro", "Who will set up alerts for staging outages?", ["Aisha"]],
  ["retro", "How quickly must reviews get a first response?", ["4 hours"]],
  ["retro", "What will Ben do?", ["pair with the new hires"]],
  ["retro", "When was the retrospective?", ["2 June"]],
];
const HELD_OUT_67 = [
  ["boiler", "What stopped working?", ["boiler"]],
  ["boiler", "What does the pressure gauge show?", ["0.5"]],
  ["boiler", "Who is the plumber?", ["Gary"]],
  ["boiler", "When will the plumber come?", ["tomorrow", "between 8 and 10 am"]],
  ["boiler", "Who has a spare key?", ["Gary"]],
  ["boiler", "What can Sophie use in the meantime?", ["fan heater"]],
  ["boiler", "How much will be taken off the rent?", ["20 pounds"]],
  ["boiler", "Why is Mr Patel reducing the rent?", ["electricity"]],
];
const HELD_OUT_68 = [
  ["pcn", "What is the PCN number?", ["KN40918273"]],
  ["pcn", "Which vehicle got the ticket?", ["Ford Focus"]],
  ["pcn", "Why was the penalty issued?", ["without a valid permit"]],
  ["pcn", "Where was the car parked?", ["Albert Road"]],
  ["pcn", "When was the penalty issued?", ["3 March 2027", "14:37"]],
  ["pcn", "How much is the fine?", ["70 pounds"]],
  ["pcn", "How much is it if paid within 14 days?", ["35 pounds"]],
  ["pcn", "How can I pay?", ["online", "by phone"]],
  ["pcn", "How long do I have to challenge the notice?", ["28 days"]],
];
const HELD_OUT_69 = [
  ["familychat", "When is the dinner?", ["Sunday", "1 pm"]],
  ["familychat", "Whose birthday is it?", ["Grandad"]],
  ["familychat", "How old is Grandad turning?", ["80"]],
  ["familychat", "What is Leah bringing?", ["pudding", "trifle"]],
  ["familychat", "Who will pick up Grandad?", ["Sam"]],
  ["familychat", "Where does Grandad live?", ["care home"]],
  ["familychat", "What present are they getting Grandad?", ["digital photo frame"]],
  ["familychat", "How much will Sam chip in?", ["40"]],
];

/**
 * Seventieth to seventy-third held-out parts (an online shop's order confirmation e-mail; two interviewers' debrief
 * chat; an estate agent's house listing; an agent's memories of a user, one per item), written in the twentieth
 * session after the tenth round's fixes. First run: 6, 8, 9, 10 of 9, 9, 9, 10 on every type. Missed: when and where
 * the order is delivered ("Delivery: Thursday 22 April, ... to 14 Fern Close, Bath.": "delivery" was no "delivered",
 * "Delivery:" was read as a speaker and "Close" as no street), who placed the order (the e-mail is to Martin: still
 * missed), who the second candidate was ("What did you think of the second candidate, Felix?" says it in a question:
 * still missed).
 */
const HELD_OUT_70 = [
  ["shoporder", "What is the order number?", ["GL-70431"]],
  ["shoporder", "What colour are the cushion covers?", ["sage"]],
  ["shoporder", "How many cushion covers were ordered?", ["2 x", "two"]],
  ["shoporder", "How much is the side table?", ["95 pounds"]],
  ["shoporder", "When will the order be delivered?", ["22 April"]],
  ["shoporder", "Where will the order be delivered?", ["14 Fern Close", "Bath"]],
  ["shoporder", "What is the order total?", ["131 pounds"]],
  ["shoporder", "How long is there to return items?", ["30 days"]],
  ["shoporder", "Who placed the order?", ["Martin"]],
];
const HELD_OUT_71 = [
  ["debrief", "Who was the second candidate?", ["Felix"]],
  ["debrief", "What was Felix strong at?", ["system design"]],
  ["debrief", "What was Felix weaker at?", ["SQL"]],
  ["debrief", "Which question did Felix struggle with?", ["window functions"]],
  ["debrief", "How much is Felix asking for?", ["85k"]],
  ["debrief", "When can Felix start?", ["June"]],
  ["debrief", "Would Greg hire Felix?", ["hire him", "Yes"]],
  ["debrief", "When will Hana send the offer?", ["Monday"]],
  ["debrief", "Who will do the reference checks?", ["Priti"]],
];
const HELD_OUT_72 = [
  ["houselisting", "How much is the house?", ["325,000 pounds"]],
  ["houselisting", "How many bedrooms does the house have?", ["three", "3 bed"]],
  ["houselisting", "Which way does the garden face?", ["south"]],
  ["houselisting", "How far is the house from the station?", ["10-minute walk"]],
  ["houselisting", "Which school is nearby?", ["Oakdale Primary"]],
  ["houselisting", "What council tax band is the house?", ["band D"]],
  ["houselisting", "What is the EPC rating?", ["EPC rating C"]],
  ["houselisting", "Who handles viewings?", ["Hollis & Reed"]],
  ["houselisting", "Where is the house?", ["Elm Grove", "Harrogate"]],
];
const HELD_OUT_73 = [
  ["usermemories", "What language is the user learning?", ["Spanish"]],
  ["usermemories", "Which app does the user learn with?", ["Hablo"]],
  ["usermemories", "Where does the user's sister live?", ["Madrid"]],
  ["usermemories", "When is the user visiting Lucia?", ["August"]],
  ["usermemories", "What is the user's job?", ["nurse"]],
  ["usermemories", "Where does the user work?", ["St Anne's"]],
  ["usermemories", "When does the user run?", ["Sunday morning"]],
  ["usermemories", "What can't the user eat?", ["gluten"]],
  ["usermemories", "What car does the user drive?", ["Mini Cooper"]],
  ["usermemories", "What is the user's goal this year?", ["half marathon"]],
];

/**
 * Seventy-fourth to seventy-seventh held-out parts (a car rental agreement; neighbours on a party and a fallen fence; a
 * conference talk's abstract and speaker; a week's meal plan), written at the end of the twentieth session after all
 * its fixes and run once; nothing was changed for them: 9, 6, 6, 8 of 9, 8, 9, 8 (GRAPH, COT; RAG and HYBRID 8, 6, 5, 8).
 * Missed: when the car must be returned (RAG, HYBRID: "Drop-off: Faro Airport, 17 July 2027 by 10:00" says it as a
 * drop-off), what each neighbour pays ("Great, 170 each then." gives no currency), when the fence is fixed ("Next
 * Wednesday, if the weather's dry." answers "When can he do it?", and loses to a sentence naming the fence), who gives
 * the talk ("Speaker: Dr. Amara Eze" is no "giving"), where Amara works ("principal engineer at Lumo Labs" is no
 * "work"), when the talk is and in which room (RAG, HYBRID; "Room 3B, Thursday 14 October" is a line after the title
 * "Talk: ...", which lends it nothing).
 */
const HELD_OUT_74 = [
  ["carhire", "What is the rental agreement number?", ["RA-55302"]],
  ["carhire", "Which car is rented?", ["Toyota Corolla"]],
  ["carhire", "Where is the car picked up?", ["Faro Airport"]],
  ["carhire", "When must the car be returned?", ["17 July", "10:00"]],
  ["carhire", "What is the fuel policy?", ["full to full"]],
  ["carhire", "How much is the refuelling charge?", ["25 euros"]],
  ["carhire", "What is the insurance excess?", ["1,200 euros"]],
  ["carhire", "How much does Super Cover cost?", ["12 euros"]],
  ["carhire", "How much does a second driver cost?", ["8 euros"]],
];
const HELD_OUT_75 = [
  ["fence", "Why was there noise on Saturday?", ["18th"]],
  ["fence", "When did the party finish?", ["midnight"]],
  ["fence", "What knocked down the fence?", ["storm"]],
  ["fence", "Who will fix the fence?", ["brother-in-law"]],
  ["fence", "How much did the fencer quote?", ["340 pounds"]],
  ["fence", "How much will each neighbour pay?", ["170"]],
  ["fence", "When will the fence be fixed?", ["Wednesday"]],
  ["fence", "What will Jen do that day?", ["keep the dog inside"]],
];
const HELD_OUT_76 = [
  ["talk", "Who is giving the talk?", ["Amara Eze"]],
  ["talk", "Where does Amara work?", ["Lumo Labs"]],
  ["talk", "Which room is the talk in?", ["3B"]],
  ["talk", "When is the talk?", ["14 October", "11:30"]],
  ["talk", "How big is the index?", ["4 MB"]],
  ["talk", "How fast does the index answer queries?", ["under 10 milliseconds", "10 milliseconds"]],
  ["talk", "How long has Amara worked on search?", ["twelve years"]],
  ["talk", "Where did Amara work before?", ["Kestrel Maps"]],
  ["talk", "Where does Amara live?", ["Lagos"]],
];
const HELD_OUT_77 = [
  ["mealplan", "What's for dinner on Tuesday?", ["stir-fry"]],
  ["mealplan", "When is pizza night?", ["Friday"]],
  ["mealplan", "Where are they eating on Saturday?", ["Nonna's"]],
  ["mealplan", "What is planned for Thursday?", ["salmon"]],
  ["mealplan", "What is the Sunday roast?", ["lamb"]],
  ["mealplan", "What soup is planned?", ["lentil"]],
  ["mealplan", "When are the leftovers?", ["Wednesday"]],
  ["mealplan", "Which cheese is on the shopping list?", ["mozzarella"]],
];

/**
 * Seventy-eighth to eighty-first held-out parts (a garage's MOT and service report; a lost-luggage chat with an
 * airline agent; a children's football team's parents' chat over two days; a pull request with review comments),
 * written at the start of the twenty-first session before any change. First run 29 of 35 (GRAPH, COT; RAG and HYBRID
 * 28), now 32 (RAG and HYBRID 31): a test report's "Failures:" line says why it failed; review turns by lower-case user names
 * ("lin-zhou:") are their speakers', a suggestion put as "Could we ...?" is what was suggested, "Author: kwame-o" says
 * who wrote it, "marta-r: Approved, ..." who approved. Still missed: whether the car passed ("Result: FAIL" loses to
 * the "Vehicle:" line), who did the test ("Technician: Gareth Price" names no test), who Tom spoke to ("Agent
 * (Sofia):" is a role before the name), which issue it closes (RAG, HYBRID: "Closes #1799." loses to the title).
 */
const HELD_OUT_78 = [
  ["mot", "Did the car pass its MOT?", ["FAIL", "fail"]],
  ["mot", "What is the car's registration?", ["KX19 TNB"]],
  ["mot", "What was the mileage?", ["48,312"]],
  ["mot", "Why did the car fail?", ["tyre", "tread"]],
  ["mot", "How much was the new tyre?", ["89 pounds"]],
  ["mot", "When is the next MOT due?", ["8 February 2028"]],
  ["mot", "How much did the service cost?", ["165 pounds"]],
  ["mot", "Who did the test?", ["Gareth Price"]],
  ["mot", "What was leaking?", ["sump gasket", "oil"]],
];
const HELD_OUT_79 = [
  ["luggage", "Which flight was the suitcase missing from?", ["SL 482"]],
  ["luggage", "What does the bag look like?", ["navy hard-shell", "yellow strap"]],
  ["luggage", "What is the baggage reference?", ["LISSL90417"]],
  ["luggage", "Where was the bag left?", ["Lisbon"]],
  ["luggage", "When will the bag be delivered?", ["6 pm and 10 pm", "between 6 pm"]],
  ["luggage", "How much can Tom claim for essentials?", ["50 euros"]],
  ["luggage", "What did Tom have to buy?", ["toiletries"]],
  ["luggage", "Who did Tom speak to?", ["Sofia"]],
];
const HELD_OUT_80 = [
  ["football", "Who are the under-10s playing on Saturday?", ["Brookfield Rangers"]],
  ["football", "What time is kick-off?", ["10 am"]],
  ["football", "What kit should the kids wear?", ["yellow"]],
  ["football", "Who is Dan driving?", ["Leo and Sami"]],
  ["football", "What was the score?", ["3-2"]],
  ["football", "Who scored the winner?", ["Ava"]],
  ["football", "Who was player of the match?", ["Finn"]],
  ["football", "Why is training moving to Thursday?", ["reseeded"]],
  ["football", "How many goals did Leo score?", ["twice", "two"]],
];
const HELD_OUT_81 = [
  ["pr", "Who wrote the pull request?", ["kwame-o"]],
  ["pr", "Which issue does the pull request close?", ["1799"]],
  ["pr", "What bug does it fix?", ["duplicate invoices"]],
  ["pr", "Why were duplicate invoices created?", ["retries", "retry"]],
  ["pr", "How was the change tested?", ["integration test"]],
  ["pr", "Which migration creates the new table?", ["0042"]],
  ["pr", "What did lin-zhou suggest?", ["expire old rows", "30 days"]],
  ["pr", "When should it be merged?", ["after the Friday release", "Friday release"]],
  ["pr", "Who approved the pull request?", ["lin-zhou", "marta-r"]],
];

/**
 * Eighty-second to eighty-fifth held-out parts (a tenant's and a letting agent's e-mails on a deposit; a team chat with
 * stamped turns and lower-case user names; a dentist's reminder and treatment plan; a podcast episode's show notes),
 * written in the twenty-first session after round 13's fixes and before their first run: 30 of 34 on every type, now
 * 31 (GRAPH, COT) and 32 (RAG, HYBRID): a dentist is addressed as "Dr." ("your appointment with Dr. Rachel Kim"), a
 * document's file name is never an answer (GRAPH had answered "dentist-0.txt"), and the reply to "what's the error?"
 * says why the migration failed (RAG, HYBRID). Still missed: how much Maya gets back ("The remaining 1,200 pounds will
 * be paid to your account" loses to "I have not had my deposit of 1,400 pounds back"), who the guest is ("Episode
 * 112: ..., with Ines Duarte" names no guest), why the migration failed (GRAPH, COT).
 */
const HELD_OUT_82 = [
  ["deposit", "How much was the deposit?", ["1,400 pounds"]],
  ["deposit", "When did Maya move out?", ["31 May"]],
  ["deposit", "How much is deducted for cleaning?", ["120 pounds"]],
  ["deposit", "Why is 80 pounds deducted?", ["stain", "carpet"]],
  ["deposit", "How much will Maya get back?", ["1,200 pounds"]],
  ["deposit", "When will the money be paid?", ["5 working days"]],
  ["deposit", "Who is the landlord?", ["Hughes"]],
  ["deposit", "Where is the deposit protected?", ["Deposit Protection Service"]],
  ["deposit", "How long does Maya have to raise a dispute?", ["3 months"]],
];
const HELD_OUT_83 = [
  ["teamchat", "Which deploy failed?", ["v2.3"]],
  ["teamchat", "Why did the migration fail?", ["lock timeout"]],
  ["teamchat", "Who rolled back?", ["tom_b"]],
  ["teamchat", "Which version did they roll back to?", ["v2.2"]],
  ["teamchat", "When will the deploy be rerun?", ["14:00"]],
  ["teamchat", "Who is on call?", ["sam.k"]],
  ["teamchat", "How long did the migration take?", ["4 minutes"]],
  ["teamchat", "What was still running?", ["nightly report"]],
];
const HELD_OUT_84 = [
  ["dentist", "When is the dentist appointment?", ["12 October", "8:40"]],
  ["dentist", "Who is the dentist?", ["Rachel Kim"]],
  ["dentist", "How much is the filling?", ["95 pounds"]],
  ["dentist", "Which tooth needs a filling?", ["lower left molar"]],
  ["dentist", "Who does the scale and polish?", ["Anna"]],
  ["dentist", "What is the total cost?", ["140 pounds"]],
  ["dentist", "What should Leo avoid after the filling?", ["hot"]],
  ["dentist", "When is the next check-up?", ["six months"]],
  ["dentist", "How do I confirm the appointment?", ["Reply C"]],
];
const HELD_OUT_85 = [
  ["shownotes", "Who is the guest?", ["Ines Duarte"]],
  ["shownotes", "Where does Ines work?", ["Porto City Council"]],
  ["shownotes", "How many kilometres of bike lanes did Porto add?", ["60 km"]],
  ["shownotes", "What book does Ines recommend?", ["Copenhagenize"]],
  ["shownotes", "Who sponsors the episode?", ["Ridewell"]],
  ["shownotes", "What is the discount code?", ["CITY15"]],
  ["shownotes", "Who hosts the podcast?", ["Sam Okafor"]],
  ["shownotes", "When do they talk about shop owners?", ["18:30"]],
];

/**
 * Eighty-sixth to eighty-ninth held-out parts (a car insurance renewal letter; a family's group chat exported with
 * dated stamps; an interview invitation e-mail; a bug report with comments by user names), written in the twenty-first
 * session after round 14's fixes and before their first run: 26 of 34 on every type, now 30 (GRAPH, COT) and 31 (RAG,
 * HYBRID): an e-mail is sent by whoever signs it, a job is a "role", who reported an issue is who opened it ("Opened by
 * hana.s"), a bug is an issue (its title) and the tags "Labels: bug, mobile" answer nothing but what its labels are,
 * "PR #2231" is a pull request. Still missed: when the holiday is (RAG, HYBRID answer nothing: "Villa in Chania from 14
 * to 28 August" has no "holiday"; GRAPH, COT quote another date), who books the flights (GRAPH, COT), which phone it
 * was seen on ("Environment: Android 14, Pixel 7"), what causes the bug ("The setting is saved to memory but never
 * written to disk.").
 */
const HELD_OUT_86 = [
  ["insurance", "What is the policy number?", ["NG-4471093"]],
  ["insurance", "How much is the premium this year?", ["612 pounds"]],
  ["insurance", "How much was the premium last year?", ["548 pounds"]],
  ["insurance", "Why has the premium gone up?", ["repair costs"]],
  ["insurance", "When is the renewal date?", ["1 March 2027"]],
  ["insurance", "How many years of no claims discount?", ["6 years"]],
  ["insurance", "Who are the named drivers?", ["Abena Osei"]],
  ["insurance", "What is the compulsory excess?", ["250 pounds"]],
  ["insurance", "What happens if I do nothing?", ["renew automatically"]],
];
const HELD_OUT_87 = [
  ["holidaychat", "Where is the villa?", ["Chania", "Crete"]],
  ["holidaychat", "When is the holiday?", ["14 to 28 August"]],
  ["holidaychat", "How much does each family pay?", ["700"]],
  ["holidaychat", "Does the villa have a pool?", ["Yes"]],
  ["holidaychat", "Who is booking the flights?", ["Jack"]],
  ["holidaychat", "Which airport are they flying from?", ["Bristol"]],
  ["holidaychat", "Why can Leah only come for the second week?", ["Tom's work"]],
  ["holidaychat", "Where does Grandad want to drive?", ["Samaria Gorge"]],
];
const HELD_OUT_88 = [
  ["interviewinvite", "Which job is the interview for?", ["Junior Data Analyst"]],
  ["interviewinvite", "When is the interview?", ["9 June", "2:30 pm"]],
  ["interviewinvite", "Where is the interview?", ["12 Queen Square"]],
  ["interviewinvite", "Who will Chloe meet?", ["Priya Natarajan", "Owen Hale"]],
  ["interviewinvite", "How long will the interview last?", ["45 minutes"]],
  ["interviewinvite", "What exercise is in the interview?", ["SQL"]],
  ["interviewinvite", "What should Chloe bring?", ["photo ID"]],
  ["interviewinvite", "Who sent the invitation?", ["Grace Miller"]],
];
const HELD_OUT_89 = [
  ["bugreport", "What is the bug?", ["Dark mode resets"]],
  ["bugreport", "Who reported the issue?", ["hana.s"]],
  ["bugreport", "Who is assigned to the issue?", ["dev-raj"]],
  ["bugreport", "Which phone was it seen on?", ["Pixel 7"]],
  ["bugreport", "Is iOS affected?", ["not affected"]],
  ["bugreport", "What causes the bug?", ["never written to disk"]],
  ["bugreport", "Which pull request fixes it?", ["2231"]],
  ["bugreport", "When does the fix ship?", ["20 May"]],
  ["bugreport", "Which version has the fix?", ["5.2.1"]],
];

/**
 * Ninetieth to ninety-third held-out parts (a payslip; a parents' evening's notes on a pupil; a train delay refund
 * claim and its reply; a call's transcript with hh:mm:ss stamps), written in the twenty-first session after round 15's
 * fixes and before their first run: 26 (GRAPH, COT) and 27 (RAG, HYBRID) of 34, now 30 and 31: a bracket holding a
 * number qualifies a field and is no speaker's role ("Overtime (12 hours at 18.50): 222.00" had been read as
 * "Overtime" saying "222.00"), and a label line may carry a bracket; "What is the new launch date?" asks a date, which
 * "The goal today is to agree the launch date." names without giving; what is broken is what fails. Still missed: who
 * Aisha works for (the payslip's title "Payslip - Harbourside Logistics Ltd"), when payday is (RAG, HYBRID: "Pay
 * date:" is no "payday"), who teaches Zoe maths ("Maths (Mr Ahmed):" reads as Maths speaking; RAG and HYBRID had it
 * while a bracket made any label a field's, which put a transcript's title before "Lena (Design):"), how much Ben gets
 * back (GRAPH, COT), who will tell the agency (GRAPH, COT: a derived fact gives it to the speaker before).
 */
const HELD_OUT_90 = [
  ["payslip", "What is Aisha's net pay?", ["2,086.82"]],
  ["payslip", "What is her gross pay?", ["2,672.00"]],
  ["payslip", "How much income tax was taken?", ["286.40"]],
  ["payslip", "How many hours of overtime did Aisha work?", ["12 hours"]],
  ["payslip", "What is her tax code?", ["1257L"]],
  ["payslip", "When is payday?", ["28 February 2027"]],
  ["payslip", "How much goes into her pension?", ["133.60"]],
  ["payslip", "How much holiday does Aisha have left?", ["14 days"]],
  ["payslip", "Who does Aisha work for?", ["Harbourside Logistics"]],
];
const HELD_OUT_91 = [
  ["parentsevening", "Who teaches Zoe maths?", ["Mr Ahmed"]],
  ["parentsevening", "What competition should Zoe enter?", ["UK Maths Challenge"]],
  ["parentsevening", "What is Zoe's English target?", ["two quotations"]],
  ["parentsevening", "How many homework deadlines did Zoe miss?", ["two homework deadlines", "two"]],
  ["parentsevening", "Which subject does Dr Patel teach?", ["Science"]],
  ["parentsevening", "What should Zoe do in French?", ["speak more"]],
  ["parentsevening", "What is Zoe's attendance?", ["97%"]],
  ["parentsevening", "When is the next parents' evening?", ["12 March"]],
];
const HELD_OUT_92 = [
  ["trainrefund", "Which train was cancelled?", ["07:42"]],
  ["trainrefund", "How late did Ben arrive?", ["58 minutes"]],
  ["trainrefund", "How much did the ticket cost?", ["24.60 pounds"]],
  ["trainrefund", "What kind of ticket did Ben have?", ["anytime return"]],
  ["trainrefund", "What is the claim reference?", ["DR-88213"]],
  ["trainrefund", "How much will Ben get back?", ["6.15 pounds"]],
  ["trainrefund", "What share of the fare is refunded?", ["25%"]],
  ["trainrefund", "When will the refund be paid?", ["10 working days"]],
];
const HELD_OUT_93 = [
  ["zoomcall", "What is the new launch date?", ["15 June"]],
  ["zoomcall", "What was the old launch date?", ["1 June"]],
  ["zoomcall", "What is broken?", ["checkout"]],
  ["zoomcall", "How long will the fix take?", ["About a week", "a week"]],
  ["zoomcall", "Who will help with testing?", ["Lena"]],
  ["zoomcall", "What is the budget?", ["40,000 euros"]],
  ["zoomcall", "Who will tell the agency?", ["Kofi"]],
  ["zoomcall", "When will the help pages be updated?", ["10th"]],
  ["zoomcall", "Who will update the help pages?", ["Lena"]],
];

/**
 * Ninety-fourth to ninety-seventh held-out parts (a shop's support chat with "You:" turns; a strength training plan in
 * Markdown; a council letter on bin collections; a personal journal of three dated entries), written in the
 * twenty-first session after round 16's fixes and before their first run: 28 of 33 on every type, now 29 (GRAPH, COT)
 * and 30 (RAG, HYBRID): a later sentence keeps its own label after a common-word one ("Goal: deadlift 140 kg by the end
 * of June. Current best: 115 kg." had read as "Goal: Current best: 115 kg."), and a refund that "will reach your card"
 * arrives. Still missed: when the change starts ("From Monday 5 April ..." is under the title "Riverbank Council -
 * changes to your bin collections", seven words: a heading of up to eight words was tried and lost fourteen answers,
 * ten of four earlier parts), which day the bins are collected (GRAPH, COT), where I started working ("First day at Fernwood
 * Architects."), where I had lunch on my first day ("Lunch at the noodle bar on Cross Street." loses to "First day at
 * ...").
 */
const HELD_OUT_94 = [
  ["returnchat", "What is being returned?", ["hiking boots", "Trailmaster"]],
  ["returnchat", "What is the order number?", ["55-19024"]],
  ["returnchat", "Why are the boots being returned?", ["too small"]],
  ["returnchat", "When is size 43 back in stock?", ["20 March"]],
  ["returnchat", "How much is the refund?", ["129.99 pounds"]],
  ["returnchat", "Where should the parcel be dropped off?", ["Parcelpoint"]],
  ["returnchat", "How long do I have to send it back?", ["14 days"]],
  ["returnchat", "When will the refund arrive?", ["3 to 5 days"]],
];
const HELD_OUT_95 = [
  ["trainingplan", "What is Dev's deadlift goal?", ["140 kg"]],
  ["trainingplan", "What is Dev's current best deadlift?", ["115 kg"]],
  ["trainingplan", "Who is the coach?", ["Maya Lindqvist"]],
  ["trainingplan", "What does Dev do on Wednesday?", ["upper body", "Bench press"]],
  ["trainingplan", "How many sets of deadlifts?", ["5 sets"]],
  ["trainingplan", "How long should Dev rest between heavy sets?", ["2-3 minutes"]],
  ["trainingplan", "When is the deload?", ["week 5"]],
  ["trainingplan", "How much sleep should Dev get?", ["8 hours"]],
  ["trainingplan", "What exercise is on Friday?", ["Front squats", "full body"]],
];
const HELD_OUT_96 = [
  ["bins", "Which day will the bins be collected?", ["Tuesdays"]],
  ["bins", "When does the change start?", ["5 April"]],
  ["bins", "What goes in the blue bin?", ["paper"]],
  ["bins", "How much is garden waste collection?", ["48 pounds"]],
  ["bins", "What is the deadline to sign up for garden waste?", ["31 March"]],
  ["bins", "How often is the food caddy collected?", ["every week"]],
  ["bins", "Where can I take glass?", ["Mill Lane"]],
  ["bins", "What time should bins be out?", ["7 am"]],
];
const HELD_OUT_97 = [
  ["journal", "Where did I start working?", ["Fernwood Architects"]],
  ["journal", "Who sits next to me?", ["Raj"]],
  ["journal", "What was my parkrun time?", ["27:40"]],
  ["journal", "What did we buy for the balcony?", ["lemon tree"]],
  ["journal", "What project am I leading?", ["community centre"]],
  ["journal", "When is the client presentation?", ["2 June"]],
  ["journal", "Who came to watch the parkrun?", ["Mum"]],
  ["journal", "Where did I have lunch on my first day?", ["noodle bar"]],
];

/**
 * Ninety-eighth to hundred-and-first held-out parts (a holiday cottage's guest information; a school-run rota chat
 * exported with "[14/09/2027, 08:02:11] Nadia:" stamps; an app's changelog in Markdown; a memo on an office move),
 * written after round 17's fixes and run once with nothing changed for them: 30 (GRAPH, COT) and 31 (RAG, HYBRID) of
 * 33, the same after round 19's fixes. Missed: when 4.3.0 was released (RAG, HYBRID answer nothing: "## 4.3.0 (12
 * May 2027)" is a heading), what was fixed in 4.2.1 (the 4.3.0 section's "Fixed:" line is quoted), when the new rota
 * starts and what time pick-up is (GRAPH, COT).
 */
const HELD_OUT_98 = [
  ["guestinfo", "What is the wifi password?", ["seagull2027"]],
  ["guestinfo", "What time is check-out?", ["10 am"]],
  ["guestinfo", "What is the key safe code?", ["4418"]],
  ["guestinfo", "Where is the boiler?", ["utility room"]],
  ["guestinfo", "When are the bins collected?", ["Wednesday"]],
  ["guestinfo", "How much is the harbour car park?", ["3 pounds"]],
  ["guestinfo", "Where is the nearest shop?", ["Quay Street", "Spar"]],
  ["guestinfo", "Who is the host?", ["Morag"]],
];
const HELD_OUT_99 = [
  ["carpool", "When does the new rota start?", ["Monday"]],
  ["carpool", "Who drives on Friday?", ["Priya"]],
  ["carpool", "Which days does Chris drive?", ["Tue and Thu"]],
  ["carpool", "How many kids can Chris take?", ["three"]],
  ["carpool", "Where is the pick-up?", ["Elm Road"]],
  ["carpool", "What time is pick-up?", ["8:15"]],
  ["carpool", "When do the school gates close?", ["8:45"]],
  ["carpool", "Why will Chris collect at 4:30 on Thursdays?", ["football"]],
];
const HELD_OUT_100 = [
  ["changelog", "Which version added dark mode?", ["4.2.0"]],
  ["changelog", "When was 4.3.0 released?", ["12 May 2027"]],
  ["changelog", "How many people can share a budget?", ["5 people", "up to 5"]],
  ["changelog", "What was fixed in 4.2.1?", ["Monzo", "crash"]],
  ["changelog", "Which iOS version is no longer supported?", ["iOS 15"]],
  ["changelog", "What changed in the CSV export?", ["includes categories"]],
  ["changelog", "Why was the TLS library updated?", ["vulnerability report"]],
  ["changelog", "What was wrong with the Android widget?", ["yesterday's balance"]],
];
const HELD_OUT_101 = [
  ["officemove", "Where is the new office?", ["3 Spinningfields Square"]],
  ["officemove", "When does the team move?", ["6 September"]],
  ["officemove", "When does the old office close?", ["3 September"]],
  ["officemove", "When must desks be packed?", ["2 September"]],
  ["officemove", "When will the crates arrive?", ["30 August"]],
  ["officemove", "Is there a car park at the new office?", ["no staff car park"]],
  ["officemove", "Who should I ask about parking tickets?", ["Jamal"]],
  ["officemove", "How do I book a desk?", ["Deskly"]],
  ["officemove", "Who wrote the memo?", ["Helen Brooks"]],
];

/**
 * Hundred-and-second to hundred-and-fifth held-out parts (a room-to-rent advert and its messages; an on-call handover
 * note; a grandmother's scone recipe told in a chat; an airline's schedule change e-mail), written in the twenty-first
 * session after round 18 and before their first run: 31 (GRAPH, COT) and 28 (RAG, HYBRID) of 34, now 34 and 31: a
 * departure is when a flight departs, "What is the new departure time?" asks a time, and what bakes is in the oven
 * ("Hot oven, 220 degrees ... 12 to 15 minutes till they're golden"). Still missed (RAG, HYBRID): who the flatmates
 * are ("The flat is shared with two others: Sam, ... and Kasia"), what grandad liked with the scones (loses to "Right
 * love, the scones."), which flight has changed (loses to the subject line "your flight time has changed").
 */
const HELD_OUT_102 = [
  ["roomad", "How much is the rent?", ["650 pounds"]],
  ["roomad", "Are bills included?", ["bills included"]],
  ["roomad", "When is the room available?", ["1 October"]],
  ["roomad", "What is the minimum stay?", ["six months"]],
  ["roomad", "Who are the flatmates?", ["Sam", "Kasia"]],
  ["roomad", "What does Sam do?", ["nurse"]],
  ["roomad", "When is the viewing?", ["Thursday", "6:30 pm"]],
  ["roomad", "Which station is nearby?", ["Oxford Road"]],
  ["roomad", "Is there a desk in the room?", ["There is"]],
];
const HELD_OUT_103 = [
  ["handover", "Who is handing over on-call?", ["Ravi"]],
  ["handover", "What is the open incident?", ["INC-2291", "payment webhooks delayed"]],
  ["handover", "When will the webhook fix ship?", ["Tuesday"]],
  ["handover", "Which alert can be ignored?", ["disk alert", "db-replica-2"]],
  ["handover", "Why does the disk alert fire?", ["backups"]],
  ["handover", "Which Redis version was installed?", ["7.2"]],
  ["handover", "Who should be paged if payments stay delayed?", ["Oksana"]],
  ["handover", "When is the next handover?", ["Monday 09:30"]],
];
const HELD_OUT_104 = [
  ["granrecipe", "How much flour do the scones need?", ["225 g"]],
  ["granrecipe", "Do the scones need an egg?", ["No egg"]],
  ["granrecipe", "What temperature should the oven be?", ["220 degrees"]],
  ["granrecipe", "What temperature for a fan oven?", ["200"]],
  ["granrecipe", "How long do the scones bake?", ["12 to 15 minutes"]],
  ["granrecipe", "How thick should the dough be?", ["2 cm"]],
  ["granrecipe", "What did grandad like with the scones?", ["raspberry jam"]],
  ["granrecipe", "How much milk goes in?", ["150 ml"]],
];
const HELD_OUT_105 = [
  ["schedulechange", "What is the booking reference?", ["QX7P2L"]],
  ["schedulechange", "Which flight has changed?", ["EZ 8421"]],
  ["schedulechange", "What is the new departure time?", ["14:50"]],
  ["schedulechange", "What was the original departure time?", ["09:10"]],
  ["schedulechange", "When does the flight arrive now?", ["18:05"]],
  ["schedulechange", "Is the return flight affected?", ["not affected"]],
  ["schedulechange", "What is the deadline to change or cancel?", ["1 July"]],
  ["schedulechange", "Where does the flight go?", ["Nice"]],
  ["schedulechange", "What happens if I cancel?", ["full refund"]],
];

/**
 * Hundred-and-sixth to hundred-and-ninth held-out parts (a library's due-date e-mail; an office lunch order chat; a
 * building's house rules; a manager's one-to-one notes), written at the end of the twenty-first session after all its
 * fixes, and run once with nothing changed for them: 29 of 32 on every type. Missed: what drink Grace added ("Can you
 * grab me a mint lemonade too?" is a question), when Mei calls the restaurant ("I'm calling them at 11:30" has no
 * "restaurant"), when Carla could be promoted ("... for promotion in the September cycle if she leads ...").
 */
const HELD_OUT_106 = [
  ["libraryloan", "When are the books due back?", ["16 October"]],
  ["libraryloan", "How many times can I renew an item?", ["3 times", "up to 3"]],
  ["libraryloan", "Which book cannot be renewed?", ["Lonely Planet Portugal"]],
  ["libraryloan", "Why can't it be renewed?", ["reservation"]],
  ["libraryloan", "How much is the late fee?", ["25p"]],
  ["libraryloan", "What is the maximum fine per item?", ["6 pounds"]],
  ["libraryloan", "Which reserved book is ready to collect?", ["Tomorrow, and Tomorrow"]],
  ["libraryloan", "Where can I collect it?", ["Central Library"]],
];
const HELD_OUT_107 = [
  ["lunchorder", "Where is lunch from?", ["Falafel King"]],
  ["lunchorder", "What did Owen order?", ["Falafel wrap"]],
  ["lunchorder", "What did Grace order?", ["Halloumi box"]],
  ["lunchorder", "Why is Raj skipping lunch?", ["dentist"]],
  ["lunchorder", "How much does Owen owe?", ["7.50"]],
  ["lunchorder", "What drink did Grace add?", ["mint lemonade"]],
  ["lunchorder", "When will the delivery arrive?", ["12:15"]],
  ["lunchorder", "When is Mei calling the restaurant?", ["11:30"]],
];
const HELD_OUT_108 = [
  ["houserules", "What are the quiet hours?", ["11 pm to 7 am"]],
  ["houserules", "Where should bikes be kept?", ["bike store", "basement"]],
  ["houserules", "When is the laundry room open?", ["8 am to 10 pm"]],
  ["houserules", "How long can guests park?", ["48 hours"]],
  ["houserules", "Are barbecues allowed on balconies?", ["not allowed"]],
  ["houserules", "Who is the building manager?", ["Femi Adeyemi"]],
  ["houserules", "How often is the bike store code changed?", ["every three months"]],
  ["houserules", "Where is the laundry room?", ["ground floor"]],
];
const HELD_OUT_109 = [
  ["oneonone", "What did Carla ship?", ["search redesign"]],
  ["oneonone", "By how much did search complaints fall?", ["40%"]],
  ["oneonone", "What feedback did Tom give?", ["share updates earlier"]],
  ["oneonone", "What role does Carla want?", ["staff engineer"]],
  ["oneonone", "When could Carla be promoted?", ["September"]],
  ["oneonone", "What must Carla lead to be promoted?", ["data migration"]],
  ["oneonone", "What is Carla's training budget?", ["1,000 pounds"]],
  ["oneonone", "When is the next 1:1?", ["28 March"]],
];

/**
 * Hundred-and-tenth to hundred-and-thirteenth held-out parts (a babysitter's note; a broadband provider's outage
 * e-mail; a chat after a flat viewing; a pupil's end-of-year report), written at the start of the twenty-second
 * session before any run. First run: GRAPH 28, RAG 27, HYBRID 26, COT 28 of 33: a child's age in brackets after
 * the name ("Kids: Leo (6) and Mia (3)"), what caused the outage ("... a cut fibre cable ..., damaged by roadworks"),
 * who sent it (signed under "Sorry for the disruption,"), the incident "ref" (RAG, HYBRID: "I don't know"), the rent
 * said without a currency ("1,450 a month"), the teacher (HYBRID: "Next year's teacher:" read as the "Teacher:"
 * field's), the sport Amira played ("she represented the school in the district netball tournament"). After the
 * fixes 32 of 33 on every type; the netball question is still missed ("she" for Amira, and "netball" is far from
 * "sport" in the word vectors: 0.41).
 */
const HELD_OUT_110 = [
  ["babysitter", "What is Mia allergic to?", ["peanuts"]],
  ["babysitter", "When does Mia go to bed?", ["7"]],
  ["babysitter", "Where is Leo's inhaler?", ["kitchen drawer"]],
  ["babysitter", "What is the Wi-Fi password?", ["BlueFox42"]],
  ["babysitter", "What's for dinner?", ["fish fingers"]],
  ["babysitter", "Who has a spare key?", ["Mrs Okoro"]],
  ["babysitter", "When will the parents be back?", ["11"]],
  ["babysitter", "How old is Leo?", ["6"]],
];
const HELD_OUT_111 = [
  ["outage", "What caused the outage?", ["cut fibre cable", "roadworks"]],
  ["outage", "How many homes are affected?", ["1,200"]],
  ["outage", "When will service be back?", ["6 pm", "Thursday 9 October"]],
  ["outage", "How much credit will Marcus get?", ["15 pounds"]],
  ["outage", "How do I get the data boost?", ["text BOOST"]],
  ["outage", "Where was the cable cut?", ["Elm Street"]],
  ["outage", "What is the incident reference?", ["INC-55820"]],
  ["outage", "Who sent the update?", ["Priya"]],
];
const HELD_OUT_112 = [
  ["flatviewing", "How much is the rent?", ["1,450"]],
  ["flatviewing", "How much is the deposit?", ["five weeks"]],
  ["flatviewing", "When is the flat available?", ["1 December"]],
  ["flatviewing", "How far is the station?", ["8 minutes"]],
  ["flatviewing", "Who is the agent?", ["Kevin"]],
  ["flatviewing", "What is across the road?", ["park"]],
  ["flatviewing", "What is wrong with the second bedroom?", ["tiny"]],
  ["flatviewing", "When will they go back?", ["Saturday"]],
  ["flatviewing", "What floor is the flat on?", ["top floor"]],
];
const HELD_OUT_113 = [
  ["schoolreport", "What is Amira's attendance?", ["97%"]],
  ["schoolreport", "What does Amira need to practise in maths?", ["long division"]],
  ["schoolreport", "What was Amira's science project about?", ["water cycle"]],
  ["schoolreport", "Which sport did Amira play for the school?", ["netball"]],
  ["schoolreport", "Who will teach Amira next year?", ["Alice Grant"]],
  ["schoolreport", "Who is Amira's teacher?", ["Jonas Berg"]],
  ["schoolreport", "What should Amira check in English?", ["spelling"]],
  ["schoolreport", "Which class is Amira in?", ["Willow"]],
];

/**
 * Hundred-and-fourteenth to hundred-and-seventeenth held-out parts (a house plant's care card; a surgery's text
 * reminder; a street's group chat about a parcel, its speakers named with their house numbers; a council's parking
 * permit letter), written after the twenty-first round's fixes, before any run. First run: 25 of 32 on every type:
 * the chat's speakers ("Helen (no. 12):" split at "no." and a bracket with a number read as no speaker's), where the
 * parcel came from ("I've got a big box from Argos, is it yours?" is a statement with a question tagged on, and a box
 * is the parcel), the permit's zone (GRAPH: "Permit number:" names a number, not the zone asked), its expiry and cost
 * (RAG, HYBRID: "RP-40917" read as an amount). After the fixes 28 of 32 on every type; still missed: who has Helen's
 * parcel, what is in it ("That's the lamp."), when she can collect it ("come after that"), why Priti is out ("I'm out
 * at yoga until 7": "out" is a stop word, and her box sentence now ties with it).
 */
const HELD_OUT_114 = [
  ["plantcare", "How often should I water the monstera in winter?", ["every two weeks"]],
  ["plantcare", "What kind of light does it need?", ["bright, indirect"]],
  ["plantcare", "Is the monstera safe for cats?", ["toxic"]],
  ["plantcare", "When should I feed it?", ["April to September", "once a month"]],
  ["plantcare", "What do yellow leaves mean?", ["overwatering"]],
  ["plantcare", "How often should it be repotted?", ["every two years"]],
  ["plantcare", "What does direct sun do to the leaves?", ["scorches"]],
  ["plantcare", "What is the plant's common name?", ["Swiss cheese plant"]],
];
const HELD_OUT_115 = [
  ["gpreminder", "When is my appointment?", ["4 November", "10:20"]],
  ["gpreminder", "Who is the appointment with?", ["Anika Patel"]],
  ["gpreminder", "Where is the appointment?", ["Mill Lane"]],
  ["gpreminder", "What should I bring?", ["list of your current medicines"]],
  ["gpreminder", "How early should I arrive?", ["10 minutes"]],
  ["gpreminder", "How do I cancel?", ["reply CANCEL"]],
  ["gpreminder", "Were my blood test results normal?", ["normal"]],
  ["gpreminder", "What is the surgery's phone number?", ["01632 960 441"]],
];
const HELD_OUT_116 = [
  ["parcelchat", "Who has Helen's parcel?", ["Priti"]],
  ["parcelchat", "What is in the parcel?", ["lamp"]],
  ["parcelchat", "Where is the parcel from?", ["Argos"]],
  ["parcelchat", "When was the parcel delivered?", ["2:15"]],
  ["parcelchat", "When can Helen collect it?", ["after that", "until 7"]],
  ["parcelchat", "Why is Priti out?", ["yoga"]],
  ["parcelchat", "When do the bins go out this week?", ["Wednesday"]],
  ["parcelchat", "Why are the bins going out on Wednesday?", ["bank holiday"]],
];
const HELD_OUT_117 = [
  ["permit", "Which zone is the permit for?", ["Zone D"]],
  ["permit", "What is the permit number?", ["RP-40917"]],
  ["permit", "When does the permit expire?", ["30 November 2027"]],
  ["permit", "How much does the permit cost?", ["95 pounds"]],
  ["permit", "Do I need to display the permit?", ["nothing to display"]],
  ["permit", "How much is a visitor permit?", ["2.50 pounds"]],
  ["permit", "Which car is the permit for?", ["Ford Focus"]],
  ["permit", "How many visitor days can I buy a year?", ["60 days"]],
];

/**
 * Hundred-and-eighteenth to hundred-and-twenty-first held-out parts (a band's chat about a gig; a council's recycling
 * leaflet; an expense claim; a diary entry about a knee injury, in the first person), written after the twenty-second
 * round's fixes, before any run. First run: 29 of 32 on every type: the opening song ("Esme: Can we open with Paper
 * Boats?" / "Tom: Fine by me but ..."), the hotel's cost ("Hotel Le Rhône, 2 nights: 298.00" has no currency where the
 * total names one), what caused the injury ("a mild ligament strain from the half marathon"). After the fixes GRAPH
 * and COT 31, RAG and HYBRID 32 of 32; GRAPH still puts the total first for the hotel.
 */
const HELD_OUT_118 = [
  ["gigchat", "Where is the gig?", ["The Crown"]],
  ["gigchat", "When is the gig?", ["14 June"]],
  ["gigchat", "How long is the set?", ["45 minutes"]],
  ["gigchat", "Which song will they open with?", ["Paper Boats"]],
  ["gigchat", "Whose snare will Tom borrow?", ["Kit"]],
  ["gigchat", "When is load-in?", ["at 6"]],
  ["gigchat", "How much will the band be paid?", ["150"]],
  ["gigchat", "When is the sound check?", ["7:30"]],
];
const HELD_OUT_119 = [
  ["recycling", "When do the new collections start?", ["3 March"]],
  ["recycling", "How often is the black bin collected?", ["every three weeks"]],
  ["recycling", "What goes in the green bin?", ["garden waste"]],
  ["recycling", "How much is the garden waste service?", ["45 pounds"]],
  ["recycling", "Can tea bags go in the food caddy?", ["tea bags"]],
  ["recycling", "What time should bins be out?", ["7 am"]],
  ["recycling", "Where should batteries go?", ["tip"]],
  ["recycling", "Which bin takes glass jars?", ["Blue bin"]],
];
const HELD_OUT_120 = [
  ["expenses", "How much was the hotel?", ["298.00"]],
  ["expenses", "Who did Laura have dinner with?", ["Bertrand Moreau"]],
  ["expenses", "What is the total claim?", ["765.90"]],
  ["expenses", "Who approved the claim?", ["Mark Evans"]],
  ["expenses", "Where did Laura go on a site visit?", ["Grenoble"]],
  ["expenses", "How much were the flights?", ["212.40"]],
  ["expenses", "When will Laura be paid?", ["June salary"]],
  ["expenses", "How many nights did Laura stay at the hotel?", ["2 nights"]],
];
const HELD_OUT_121 = [
  ["kneediary", "What did the doctor say about my knee?", ["mild ligament strain"]],
  ["kneediary", "How long can't I run?", ["three weeks"]],
  ["kneediary", "What exercise is fine?", ["swimming"]],
  ["kneediary", "Who is my physio?", ["Gareth"]],
  ["kneediary", "When does physio start?", ["next Thursday"]],
  ["kneediary", "How often should I ice my knee?", ["twice a day"]],
  ["kneediary", "Which race did I miss?", ["Bath 10k"]],
  ["kneediary", "What caused the knee injury?", ["half marathon"]],
];

/**
 * Hundred-and-twenty-second to hundred-and-twenty-fifth held-out parts (a sprint plan in Markdown; a parent's chat
 * with a tutor; a hotel's booking confirmation; a local news story), written after the twenty-third round's fixes,
 * before any run. First run: 29 of 32 on every type, all three misses in the tutor's chat: when the new lesson is
 * ("could Sophie move her lesson from Tuesday to Wednesday this week?" / "Of course, Wednesday at 5 works."), where
 * the lessons are and what Sophie studies (both said only in questions: "Same place, the library?", "How is she
 * getting on with algebra?"). After the fix 30 of 32 on every type; the two said in questions are still missed.
 */
const HELD_OUT_122 = [
  ["sprintplan", "What is the sprint goal?", ["offline mode"]],
  ["sprintplan", "Who is working on the sync conflicts dialog?", ["Marcus"]],
  ["sprintplan", "How many points is the offline cache?", ["5 points"]],
  ["sprintplan", "Which ticket fixes the login crash?", ["AND-219"]],
  ["sprintplan", "When is Marcus off?", ["10-11 March"]],
  ["sprintplan", "When is the demo?", ["14 March", "3 pm"]],
  ["sprintplan", "What is the team's capacity?", ["24 points"]],
  ["sprintplan", "Who owns dark mode for settings?", ["unassigned"]],
];
const HELD_OUT_123 = [
  ["tutorchat", "Why is Sophie's lesson moving?", ["swimming gala"]],
  ["tutorchat", "When is the new lesson?", ["Wednesday at 5"]],
  ["tutorchat", "Where are the lessons?", ["library"]],
  ["tutorchat", "What did Sophie score on the last worksheet?", ["18 out of 20"]],
  ["tutorchat", "What does Sophie still find tricky?", ["Simultaneous equations"]],
  ["tutorchat", "How much are the next four lessons?", ["140 pounds"]],
  ["tutorchat", "Who is Sophie's tutor?", ["Daniel"]],
  ["tutorchat", "What subject is Sophie studying?", ["algebra"]],
];
const HELD_OUT_124 = [
  ["hotelstay", "When is check-in?", ["22 August", "3 pm"]],
  ["hotelstay", "When do I have to check out?", ["11 am"]],
  ["hotelstay", "What room did I book?", ["Double room with sea view"]],
  ["hotelstay", "Is breakfast included?", ["breakfast included"]],
  ["hotelstay", "How much did the stay cost?", ["386 pounds"]],
  ["hotelstay", "Until when can I cancel for free?", ["15 August"]],
  ["hotelstay", "Where can I park?", ["Trenwith"]],
  ["hotelstay", "How much does it cost to bring a dog?", ["15 pounds"]],
];
const HELD_OUT_125 = [
  ["newsbrief", "When will the bridge close?", ["5 January"]],
  ["newsbrief", "How long will the bridge be closed?", ["six months"]],
  ["newsbrief", "Why is the bridge closing?", ["cracks", "repairs"]],
  ["newsbrief", "How much will the work cost?", ["2.3 million pounds"]],
  ["newsbrief", "Who is paying for the work?", ["government flood recovery grant"]],
  ["newsbrief", "How often will the shuttle bus run?", ["every 20 minutes"]],
  ["newsbrief", "What did Aisha Brown say?", ["hit small shops hard"]],
  ["newsbrief", "Where is the Old Mill Bridge?", ["Kendal"]],
];

/**
 * Hundred-and-twenty-sixth to hundred-and-twenty-ninth held-out parts (a shop's e-mail confirming a return; a choir's
 * group chat; a swimming pool's FAQ; marketing meeting notes), written at the end of the twenty-second session after
 * all its fixes, and run once with nothing changed for them: GRAPH and COT 29, RAG and HYBRID 31 of 32. Missed: whether
 * family swims are booked (every type says "Yes." from the lane swims' answer before "Family swims are walk-in."),
 * and in the graph context what Kofi has to do ("Kofi to check the French translations by 15 October.") and whether
 * we attend WebSummit (both answered with the attendees line). After the fix it led to (no verdict from a sentence
 * without the question's verb), GRAPH and COT 30, RAG and HYBRID 32: "A: Family swims are walk-in." with no "Yes.".
 */
const HELD_OUT_126 = [
  ["returnslabel", "What did Priya return?", ["Fellside 30L rucksack"]],
  ["returnslabel", "When was the return received?", ["12 September"]],
  ["returnslabel", "How much will the refund be?", ["64.99 pounds"]],
  ["returnslabel", "Which card will the refund go to?", ["4471", "Visa card"]],
  ["returnslabel", "Is the delivery charge refunded?", ["not refundable"]],
  ["returnslabel", "When will size L be back in stock?", ["20 September"]],
  ["returnslabel", "Where is the warehouse?", ["Leeds"]],
  ["returnslabel", "How long will the refund take?", ["5 working days"]],
];
const HELD_OUT_127 = [
  ["choirchat", "When is the extra rehearsal?", ["Thursday 7:30"]],
  ["choirchat", "Where is the rehearsal?", ["St Mark's church hall"]],
  ["choirchat", "What are they learning?", ["Rutter"]],
  ["choirchat", "Why will Owain be late?", ["work until 7"]],
  ["choirchat", "What should singers bring?", ["black folders"]],
  ["choirchat", "Where is the concert?", ["cathedral"]],
  ["choirchat", "How much are tickets?", ["12 pounds"]],
  ["choirchat", "What is the dress code?", ["all black"]],
];
const HELD_OUT_128 = [
  ["poolfaq", "Do I need to book a lane swim?", ["book lane swims in the app"]],
  ["poolfaq", "How much is an adult swim?", ["5.20"]],
  ["poolfaq", "Do under-4s pay?", ["free for under-4s"]],
  ["poolfaq", "What coin do the lockers take?", ["1 pound coin"]],
  ["poolfaq", "When can I bring my own float?", ["family swims"]],
  ["poolfaq", "When is the pool closed for cleaning?", ["every Monday"]],
  ["poolfaq", "How far ahead can I book?", ["7 days"]],
  ["poolfaq", "Are family swims booked?", ["walk-in"]],
];
const HELD_OUT_129 = [
  ["marketingsync", "What was the newsletter open rate?", ["41%"]],
  ["marketingsync", "Who will write the November newsletter?", ["Lucía"]],
  ["marketingsync", "When does the pricing page redesign go live?", ["20 October"]],
  ["marketingsync", "What does Kofi have to do?", ["French translations"]],
  ["marketingsync", "What is the new Q4 ads budget?", ["22,000"]],
  ["marketingsync", "Who decides which channels lose spend?", ["Hannah"]],
  ["marketingsync", "Are we attending WebSummit?", ["not attending"]],
  ["marketingsync", "When is the next sync?", ["23 October"]],
];

/**
 * Hundred-and-thirtieth to hundred-and-thirty-third held-out parts (a bike shop's job card; a couple's chat about
 * wedding replies; a care home's care plan; a conference's call for papers), written after the twenty-fifth round's
 * run and the fix it led to, before any run, and run once with nothing changed for them: 30 of 32 on every type.
 * Missed: how many guests said yes ("RSVPs so far for the wedding: 86 yes, ..." loses to Zara's "Yes, vegetarian, ..."
 * replying to a question with "say"), who has not replied ("Who's still missing?" / "Mostly your uni friends!").
 */
const HELD_OUT_130 = [
  ["bikerepair", "What was replaced on the bike?", ["brake pads"]],
  ["bikerepair", "How much was the labour?", ["40.00"]],
  ["bikerepair", "What is the total?", ["74.50"]],
  ["bikerepair", "What should be replaced soon?", ["rear tyre"]],
  ["bikerepair", "When can the bike be collected?", ["Saturday"]],
  ["bikerepair", "What bike is it?", ["Trek FX 2"]],
  ["bikerepair", "Who is the customer?", ["Ahmed Rahman"]],
  ["bikerepair", "Was the front wheel replaced?", ["trued the front wheel"]],
];
const HELD_OUT_131 = [
  ["rsvpchat", "How many guests said yes?", ["86"]],
  ["rsvpchat", "Who hasn't replied?", ["uni friends"]],
  ["rsvpchat", "What was the RSVP deadline?", ["Friday"]],
  ["rsvpchat", "What meal does Carol need?", ["vegetarian"]],
  ["rsvpchat", "What diet is Carol's husband on?", ["gluten-free"]],
  ["rsvpchat", "When does the venue need the table plan?", ["1 June"]],
  ["rsvpchat", "Who will chase the missing RSVPs?", ["Liam"]],
  ["rsvpchat", "When will Zara draft the table plan?", ["this weekend"]],
];
const HELD_OUT_132 = [
  ["careplan", "How does Edith walk?", ["with a frame"]],
  ["careplan", "What food does Edith love?", ["rice pudding"]],
  ["careplan", "What medication does Edith take at night?", ["Donepezil"]],
  ["careplan", "Who is Edith's family contact?", ["Peter Shaw"]],
  ["careplan", "When does Peter call?", ["every Sunday"]],
  ["careplan", "Does Edith prefer a bath or a shower?", ["prefers a bath"]],
  ["careplan", "Who is Edith's GP?", ["Amina Yusuf"]],
  ["careplan", "Which room is Edith in?", ["Room 14"]],
];
const HELD_OUT_133 = [
  ["cfp", "When does the call for papers close?", ["15 March"]],
  ["cfp", "Where is DataDays 2027?", ["Porto"]],
  ["cfp", "How long are the talks?", ["25-minute"]],
  ["cfp", "How long can the abstract be?", ["300 words"]],
  ["cfp", "What do speakers get?", ["free ticket"]],
  ["cfp", "When will decisions be sent?", ["10 April"]],
  ["cfp", "Who is the programme chair?", ["Marta Ribeiro"]],
  ["cfp", "How much travel money do speakers get?", ["500 euros"]],
];

/**
 * Hundred-and-thirty-fourth to hundred-and-thirty-seventh held-out parts (a nursery's letter to parents; a running
 * club's chat; a phone plan's summary; a book review), written at the end of the twenty-second session after all its
 * fixes, and run once with nothing changed for them: GRAPH and COT 31, RAG and HYBRID 28 of 32. Missed: how long the
 * book is ("At 280 pages"), and in RAG and HYBRID its rating, what it is about and who published it ("I don't know":
 * the review never says "book", "rating" or "published"). After the fix it led to (a rating is given in stars, a
 * publisher is a press) RAG and HYBRID 30; "book" as "novel" answered what it is about but lost who reviewed it, on
 * every type, and is not kept.
 */
const HELD_OUT_134 = [
  ["nurseryletter", "When is the nursery closed?", ["23 May"]],
  ["nurseryletter", "Why is the nursery closed?", ["staff training"]],
  ["nurseryletter", "What are the new opening hours?", ["7:30 am to 6 pm"]],
  ["nurseryletter", "How much will fees rise?", ["3%"]],
  ["nurseryletter", "What is the new daily rate?", ["68 pounds"]],
  ["nurseryletter", "What should children bring for the sun?", ["sun hat"]],
  ["nurseryletter", "Where is the summer picnic?", ["Victoria Park"]],
  ["nurseryletter", "Who is the nursery manager?", ["Joanne Pike"]],
];
const HELD_OUT_135 = [
  ["runclubchat", "Where does the long run meet?", ["lido gates"]],
  ["runclubchat", "How long is the Sunday run?", ["14 miles"]],
  ["runclubchat", "Why is Holly doing a shorter run?", ["calf"]],
  ["runclubchat", "Where should Holly turn back?", ["bridge"]],
  ["runclubchat", "When is the track session this week?", ["Wednesday"]],
  ["runclubchat", "Why was the track session moved?", ["school event"]],
  ["runclubchat", "When do Chester marathon entries close?", ["Friday"]],
  ["runclubchat", "What is Matteo's marathon target?", ["sub 3:15"]],
];
const HELD_OUT_136 = [
  ["phonecontract", "What plan am I on?", ["Orbit Unlimited 5G"]],
  ["phonecontract", "How long is the contract?", ["24-month"]],
  ["phonecontract", "How much is the plan per month?", ["22 pounds"]],
  ["phonecontract", "How much does the price rise each April?", ["1.50 pounds"]],
  ["phonecontract", "How much roaming data do I get?", ["20 GB"]],
  ["phonecontract", "Which phone do I have?", ["Pixel 9a"]],
  ["phonecontract", "How do I get a switching code?", ["text PAC"]],
  ["phonecontract", "When did the contract start?", ["3 March 2027"]],
];
const HELD_OUT_137 = [
  ["bookreview", "Who wrote The Glass Orchard?", ["Mira Castell"]],
  ["bookreview", "What rating did the book get?", ["4 stars"]],
  ["bookreview", "What is the book about?", ["two sisters", "cider farm"]],
  ["bookreview", "Where is the farm?", ["Herefordshire"]],
  ["bookreview", "What is the weakest part?", ["rushed ending"]],
  ["bookreview", "How long is the book?", ["280 pages"]],
  ["bookreview", "Who published the book?", ["Fernhill Press"]],
  ["bookreview", "Who reviewed the book?", ["Tom Akers"]],
];

/**
 * Hundred-and-thirty-eighth to hundred-and-forty-first held-out parts (a to-do list with checkboxes; an incident's
 * team-chat log with times and user names; a recipe with numbered steps; a tenancy agreement's clauses), written at
 * the end of the twenty-second session after all its fixes, and run once with nothing changed for them: GRAPH and
 * COT 32, RAG and HYBRID 28 of 32. RAG and HYBRID missed what the error was ("returning 502s" loses to "error rate back
 * to 0.1%"), how to know the bread is done ("I don't know": "until a skewer comes out clean" shares no word with it),
 * what is needed to keep a pet (the clause under "Clause 7 - Pets" never says "pet") and how much notice to give ("8.2
 * Notice must be given ..." over "two months' written notice").
 */
const HELD_OUT_138 = [
  ["todolist", "When is the MOT booked?", ["14 March"]],
  ["todolist", "Where is the MOT?", ["Kwik Fit"]],
  ["todolist", "When does my passport expire?", ["2 June"]],
  ["todolist", "How much was the council tax?", ["212 pounds"]],
  ["todolist", "What is the budget for Sam's present?", ["60 pounds"]],
  ["todolist", "When do I need to cancel the gym?", ["1 April"]],
  ["todolist", "Who do I need to call about Easter?", ["Gran"]],
  ["todolist", "Have I paid the council tax?", ["paid 212"]],
];
const HELD_OUT_139 = [
  ["incidentslack", "What was the error?", ["502s"]],
  ["incidentslack", "What percentage of requests failed?", ["20%"]],
  ["incidentslack", "Why did the payments pod restart?", ["OOM"]],
  ["incidentslack", "Which version did they roll back to?", ["v2.3.1"]],
  ["incidentslack", "What was the root cause?", ["memory leak"]],
  ["incidentslack", "Which PR has the fix?", ["#881"]],
  ["incidentslack", "When is the postmortem?", ["Thursday at 2 pm"]],
  ["incidentslack", "Who will write the postmortem?", ["ana.k"]],
];
const HELD_OUT_140 = [
  ["bananabread", "How many bananas do I need?", ["3 ripe bananas"]],
  ["bananabread", "What temperature should the oven be?", ["175 C"]],
  ["bananabread", "How long does it bake?", ["55 to 65 minutes"]],
  ["bananabread", "How much flour do I need?", ["190 g"]],
  ["bananabread", "How do I know it's done?", ["skewer comes out clean"]],
  ["bananabread", "What can I add for crunch?", ["walnuts"]],
  ["bananabread", "What size tin do I need?", ["2 lb"]],
  ["bananabread", "How much sugar goes in?", ["150 g"]],
];
const HELD_OUT_141 = [
  ["tenancyclause", "Can I keep a dog?", ["one small dog"]],
  ["tenancyclause", "What is needed to keep a pet?", ["written consent"]],
  ["tenancyclause", "What must be cleaned at the end of the tenancy?", ["carpets"]],
  ["tenancyclause", "When can consent be withdrawn?", ["nuisance"]],
  ["tenancyclause", "How long is the fixed term?", ["12 months"]],
  ["tenancyclause", "How much notice do I need to give?", ["two months"]],
  ["tenancyclause", "When must notice be given?", ["first day of a rent period"]],
  ["tenancyclause", "How many cats can I keep?", ["one cat"]],
];


/**
 * Hundred-and-forty-second to hundred-and-forty-fifth held-out parts (an energy bill; a school trip letter to parents;
 * a witness statement told in the first person; a chat with a dog walker), written at the start of the twenty-third
 * session before any change, and run once: GRAPH and COT 28, RAG and HYBRID 25 of 32. Fixed: a payment is what is paid
 * ("When will the payment be taken?" / "Total to pay: ... by Direct Debit on 15 January"), the weather is told as rain
 * or sun ("It was dark and raining"), and a speaker's bracketed role is no words of what they say ("Tom (dog walker): No
 * problem, 1 pm it is." had answered "What is the dog's name?" and "Why is the walk moved?"); now GRAPH and COT 30, RAG
 * and HYBRID 27. Still missed: what time the accident happened on RAG and HYBRID (no sentence says "accident"; "I don't
 * know"), where Tom should take Biscuit (Nina's reply "The park, ..." to his choice question loses to her request
 * naming both), why the walk moved ("I've got a vet call at 12" gives no reason word), the dog's name and why Biscuit
 * stays on the lead on RAG and HYBRID (", he's been chasing squirrels" gives no reason word either).
 */
const HELD_OUT_142 = [
  ["energybill", "How much electricity did I use?", ["812 kWh"]],
  ["energybill", "What is the gas price per kWh?", ["6.2p"]],
  ["energybill", "How much is the total bill?", ["372.82 pounds"]],
  ["energybill", "When will the payment be taken?", ["15 January"]],
  ["energybill", "What is my account number?", ["BW-448120"]],
  ["energybill", "Were the meter readings estimated?", ["estimated"]],
  ["energybill", "How much were the standing charges?", ["41.20 pounds"]],
  ["energybill", "How much did the gas cost?", ["132.68 pounds"]],
];
const HELD_OUT_143 = [
  ["schooltrip", "Where is the class trip?", ["Natural History Museum"]],
  ["schooltrip", "When is the trip?", ["Thursday 12 March"]],
  ["schooltrip", "What time does the coach leave?", ["8:45 am"]],
  ["schooltrip", "How much does the trip cost?", ["14 pounds"]],
  ["schooltrip", "How do I pay for the trip?", ["ParentPay"]],
  ["schooltrip", "What does my child need to bring?", ["packed lunch"]],
  ["schooltrip", "Who should volunteers tell?", ["Mrs Okafor"]],
  ["schooltrip", "When is the consent form due?", ["Friday"]],
];
const HELD_OUT_144 = [
  ["witnessstatement", "What time did the accident happen?", ["5:40 pm"]],
  ["witnessstatement", "Where was Priya waiting?", ["Mill Road"]],
  ["witnessstatement", "What car was involved?", ["blue Ford Fiesta"]],
  ["witnessstatement", "What was the cyclist wearing?", ["yellow jacket"]],
  ["witnessstatement", "Who called the ambulance?", ["driver", "young woman"]],
  ["witnessstatement", "How long did the ambulance take to arrive?", ["ten minutes"]],
  ["witnessstatement", "What was the weather like?", ["raining"]],
  ["witnessstatement", "Who did Priya give her details to?", ["PC Laura Finch"]],
];
const HELD_OUT_145 = [
  ["dogwalkchat", "What time is the walk tomorrow?", ["1 pm"]],
  ["dogwalkchat", "Why is the walk moved?", ["vet call"]],
  ["dogwalkchat", "What is the lockbox code?", ["4419"]],
  ["dogwalkchat", "Why can't Biscuit have treats?", ["new food"]],
  ["dogwalkchat", "Where should Tom take Biscuit?", ["park"]],
  ["dogwalkchat", "Why should Biscuit stay on the lead?", ["chasing squirrels"]],
  ["dogwalkchat", "How much does the walk cost?", ["15 pounds"]],
  ["dogwalkchat", "What is the dog's name?", ["Biscuit"]],
];


/**
 * Hundred-and-forty-sixth to hundred-and-forty-ninth held-out parts (a taxi receipt; a laptop's specification sheet;
 * a hiking group's chat; a course syllabus), written in the twenty-third session after its first fixes, and run once:
 * GRAPH and COT 26, RAG and HYBRID 24 of 32. Fixed: "How far" and "How heavy" are met by a number in a distance's or a
 * weight's unit, and "how far" by a "Distance:" field; a verb with its particle is the noun they make ("picked up" ~
 * "Pickup:"); a span of time from a date says when something starts ("10 weeks from 14 January"); whoever teaches is
 * a tutor; a route is a loop or a trail. Now 30 of 32 on every type (and the ninety-sixth part's "When does the
 * change start?" right on every type). Still missed: what car it was (the receipt says "silver Toyota Prius" and never
 * "car") and what to wear on my feet ("boots" is never called footwear).
 */
const HELD_OUT_146 = [
  ["taxireceipt", "Who was the driver?", ["Marek"]],
  ["taxireceipt", "What car was it?", ["Toyota Prius"]],
  ["taxireceipt", "Where was I picked up?", ["Kings Cross Station"]],
  ["taxireceipt", "What time was I dropped off?", ["12:21 am"]],
  ["taxireceipt", "How far was the trip?", ["6.8 miles"]],
  ["taxireceipt", "How much was the tip?", ["3.00 pounds"]],
  ["taxireceipt", "How much did the trip cost in total?", ["27.60 pounds"]],
  ["taxireceipt", "Which card did I pay with?", ["4471"]],
];
const HELD_OUT_147 = [
  ["laptopspec", "How much memory does it have?", ["16 GB"]],
  ["laptopspec", "Can the memory be upgraded?", ["not upgradeable"]],
  ["laptopspec", "How big is the screen?", ["14-inch"]],
  ["laptopspec", "How long does the battery last?", ["12 hours"]],
  ["laptopspec", "How heavy is the laptop?", ["1.3 kg"]],
  ["laptopspec", "What processor does it have?", ["Ryzen 7 7840U"]],
  ["laptopspec", "How much does the laptop cost?", ["1,099 pounds"]],
  ["laptopspec", "How long is the warranty?", ["2-year"]],
];
const HELD_OUT_148 = [
  ["hikechat", "Where are we meeting for the hike?", ["Edale station"]],
  ["hikechat", "What time are we meeting?", ["9:30"]],
  ["hikechat", "Which route are we doing?", ["Kinder Scout loop"]],
  ["hikechat", "How long is the hike?", ["9 miles"]],
  ["hikechat", "What should I wear on my feet?", ["boots"]],
  ["hikechat", "Who is driving from Sheffield?", ["Jonah"]],
  ["hikechat", "Where is lunch?", ["Old Nag's Head"]],
  ["hikechat", "How many people is the table for?", ["for 6"]],
];
const HELD_OUT_149 = [
  ["syllabus", "Who teaches the course?", ["Helen Marsh"]],
  ["syllabus", "Which room is the course in?", ["B204"]],
  ["syllabus", "When does the course start?", ["14 January"]],
  ["syllabus", "How many weeks is the course?", ["10 weeks"]],
  ["syllabus", "What is covered in weeks 4-6?", ["lists, dictionaries and files"]],
  ["syllabus", "How much is the final project worth?", ["60%"]],
  ["syllabus", "What do I need to bring?", ["laptop"]],
  ["syllabus", "What happens in week 10?", ["project presentations"]],
];


/**
 * Hundred-and-fiftieth to hundred-and-fifty-third held-out parts (a concert ticket; a building's notice of a water
 * shut-off; a performance review; a parents' chat about a nativity play), written in the twenty-third session after
 * its second round of fixes, and run once: GRAPH and COT 26, RAG and HYBRID 24 of 32. Fixed: a yes/no question asks of
 * its verb, so a field's label naming its noun earns no label bonus ("Tickets: 2 x standing" for "Can I resell the
 * tickets?"); "cannot" is a negation (the answer had been "Yes. ... cannot be resold."); "resold" is "resell"; a
 * concert is a gig or a tour's date; a backpack is a bag; a turn opening with a question of its own does not answer the
 * question before it ("Kate: Does anyone have a spare tea towel?" had answered "What does a shepherd need?"). Now GRAPH
 * and COT 29, RAG and HYBRID 28 (and the hundred-and-twenty-ninth part's "Are we attending WebSummit?" right on GRAPH
 * and COT). Still missed: who does the work ("while Aqua Plumbing replace the main valve" against "The lifts will keep
 * working"), the rating ("Rating: exceeds expectations. Promotion ... December." reads "Rating" as a speaker, whose
 * label its second sentence is quoted with; reading a common-word label as a field's there lost 28 answers of chats
 * whose speakers are common words, "Host", "Gran", "Holly"), who needs a tea towel (Kate asks for one) and, on RAG and
 * HYBRID, who will bring her one.
 */
const HELD_OUT_150 = [
  ["concertticket", "Where is the concert?", ["Co-op Live"]],
  ["concertticket", "When do the doors open?", ["6:30 pm"]],
  ["concertticket", "What time does the show start?", ["8 pm"]],
  ["concertticket", "How many tickets did I buy?", ["2 x standing"]],
  ["concertticket", "How much was each ticket?", ["78.50 pounds"]],
  ["concertticket", "What is the booking reference?", ["TM-8832-KQ"]],
  ["concertticket", "Can I bring a backpack?", ["A4"]],
  ["concertticket", "Can I resell the tickets?", ["cannot be resold"]],
];
const HELD_OUT_151 = [
  ["watershutoff", "When will the water be off?", ["Tuesday 9 March"]],
  ["watershutoff", "What hours will the water be off?", ["9 am to 3 pm"]],
  ["watershutoff", "Why is the water being switched off?", ["main valve"]],
  ["watershutoff", "Who is doing the work?", ["Aqua Plumbing"]],
  ["watershutoff", "What should I do beforehand?", ["fill a kettle"]],
  ["watershutoff", "Will the lifts work?", ["keep working"]],
  ["watershutoff", "What should I do if the water is discoloured?", ["run the cold tap"]],
  ["watershutoff", "Who is the caretaker?", ["Ray Doyle"]],
];
const HELD_OUT_152 = [
  ["perfreview", "Who reviewed Jordan?", ["Amira Haddad"]],
  ["perfreview", "What project did Jordan lead?", ["billing migration"]],
  ["perfreview", "How many engineers does Jordan mentor?", ["two junior engineers"]],
  ["perfreview", "What should Jordan improve?", ["design docs"]],
  ["perfreview", "What is Jordan's goal for H2?", ["on-call rotation"]],
  ["perfreview", "What is the latency target?", ["200 ms"]],
  ["perfreview", "What rating did Jordan get?", ["exceeds expectations"]],
  ["perfreview", "When will the promotion be discussed?", ["December"]],
];
const HELD_OUT_153 = [
  ["nativitychat", "When are the costumes due?", ["Monday"]],
  ["nativitychat", "What does a shepherd need?", ["dressing gown"]],
  ["nativitychat", "Who needs a tea towel?", ["Kate"]],
  ["nativitychat", "Who will bring Kate a tea towel?", ["Raj"]],
  ["nativitychat", "When is the performance?", ["Thursday at 2 pm"]],
  ["nativitychat", "How many tickets does each family get?", ["two tickets"]],
  ["nativitychat", "Where do we get the tickets?", ["office"]],
  ["nativitychat", "What are the costumes for?", ["nativity"]],
];


/**
 * Hundred-and-fifty-fourth to hundred-and-fifty-seventh held-out parts (a library's opening hours and services; a
 * block of flats' chat about a leak; an airline's e-mail approving delay compensation; a cafe's lunch menu), written in
 * the twenty-third session after its third round of fixes, and run once: 27 of 32 on every type. The library had
 * answered "Is the library open on Sunday?" with "Yes." and its title, which says nothing of Sunday. Fixed: a yes/no
 * question naming a day is asked of a sentence saying that day, and gets no verdict from one that does not; a leak is
 * water dripping; money paid out is a payment ("The payment will reach your bank account within 14 days"); a menu's
 * "(v)" marks a vegetarian dish. Now 31 of 32 on every type; one LoCoMo answer reworded (COT, wrong before and after:
 * "paid off" now meets "make money"). Still missed: what might be causing the leak (Tom's guess is a question, "Could
 * be the flat 6 washing machine?").
 */
const HELD_OUT_154 = [
  ["libraryhours", "What time does the library open on Saturday?", ["10 am"]],
  ["libraryhours", "Is the library open on Sunday?", ["Closed on Sundays"]],
  ["libraryhours", "How many books can I borrow?", ["12 books"]],
  ["libraryhours", "How long can I keep a book?", ["three weeks"]],
  ["libraryhours", "How can I renew my books?", ["online"]],
  ["libraryhours", "How much is the late fee?", ["25p"]],
  ["libraryhours", "How much does printing cost?", ["10p a page"]],
  ["libraryhours", "Where do I book a study room?", ["front desk"]],
];
const HELD_OUT_155 = [
  ["leakchat", "Where is the water leaking?", ["bathroom ceiling"]],
  ["leakchat", "Whose flat has the leak?", ["Maria"]],
  ["leakchat", "What is the landlord's name?", ["Gary"]],
  ["leakchat", "What is the landlord's number?", ["07700 900321"]],
  ["leakchat", "Where is the stopcock?", ["under the stairs"]],
  ["leakchat", "When is the plumber coming?", ["at 5"]],
  ["leakchat", "What might be causing the leak?", ["washing machine"]],
  ["leakchat", "Who is at work?", ["Tom"]],
];
const HELD_OUT_156 = [
  ["delayemail", "Which flight was delayed?", ["SL 219"]],
  ["delayemail", "How late was the flight?", ["4 hours and 10 minutes"]],
  ["delayemail", "How much compensation is paid per passenger?", ["350 euros"]],
  ["delayemail", "What is the total compensation?", ["700 euros"]],
  ["delayemail", "When will the money arrive?", ["within 14 days"]],
  ["delayemail", "What is the claim reference?", ["SL-CLM-20931"]],
  ["delayemail", "Where was the flight from?", ["Madrid"]],
  ["delayemail", "Who signed the email?", ["Pablo Ruiz"]],
];
const HELD_OUT_157 = [
  ["cafemenu", "How much is the soup?", ["6.50"]],
  ["cafemenu", "Which dish is vegetarian?", ["Halloumi"]],
  ["cafemenu", "How much does bacon cost?", ["1.50"]],
  ["cafemenu", "What comes with the soup?", ["sourdough"]],
  ["cafemenu", "What does the kids' meal include?", ["cheese toastie"]],
  ["cafemenu", "When is lunch served?", ["12-3 pm"]],
  ["cafemenu", "Can I book a table for lunch?", ["don't take bookings"]],
  ["cafemenu", "Is there gluten-free bread?", ["gluten-free on request"]],
];


/**
 * Hundred-and-fifty-eighth to hundred-and-sixty-first held-out parts (an IT help-desk ticket; a swim school's progress
 * report; a car park's terms; a flat-share chat about bills), written at the end of the twenty-third session after all
 * its fixes, and run once with nothing changed for them: GRAPH and COT 26, RAG and HYBRID 25 of 32. Missed: what the
 * problem was ("Reopen within 7 days if the problem returns." over the title "Laptop won't connect to VPN"), which VPN
 * client is installed on RAG and HYBRID ("reinstalled GlobalProtect 6.2"), the most paid in a day ("up to 12 pounds a
 * day" is the second clause of "Parking is free ..."), and half the flat-share chat, whose answers are replies in few
 * words: "So 62 each?" for each person's share, "Sent!" for who has paid, "I'll grab them on the way home." for who
 * buys the bin bags, and "we're out of bin bags" for what has run out.
 */
const HELD_OUT_158 = [
  ["helpdeskticket", "Who raised the ticket?", ["Olivia Grant"]],
  ["helpdeskticket", "Who is the ticket assigned to?", ["Sam Patel"]],
  ["helpdeskticket", "What was the problem?", ["VPN"]],
  ["helpdeskticket", "What caused the problem?", ["certificate had expired"]],
  ["helpdeskticket", "How was it fixed?", ["renewed the certificate"]],
  ["helpdeskticket", "When was the ticket resolved?", ["12 March"]],
  ["helpdeskticket", "Which VPN client is installed?", ["GlobalProtect"]],
  ["helpdeskticket", "How long do I have to reopen the ticket?", ["7 days"]],
];
const HELD_OUT_159 = [
  ["swimreport", "Who teaches Ella?", ["Coach Daniel"]],
  ["swimreport", "How far can Ella swim front crawl?", ["25 metres"]],
  ["swimreport", "Which stage is Ella in?", ["Stage 4"]],
  ["swimreport", "What is Ella working on?", ["breathing to both sides"]],
  ["swimreport", "What will Ella start next term?", ["treading water"]],
  ["swimreport", "How many lessons did Ella attend?", ["11 of 12"]],
  ["swimreport", "When are the lessons?", ["Saturdays at 9:15 am"]],
  ["swimreport", "How far can Ella swim backstroke?", ["10 metres"]],
];
const HELD_OUT_160 = [
  ["carparkterms", "How long is parking free?", ["30 minutes"]],
  ["carparkterms", "How much is parking per hour?", ["1.80 pounds"]],
  ["carparkterms", "What is the most I pay in a day?", ["12 pounds"]],
  ["carparkterms", "How can I pay for parking?", ["card", "ParkEasy"]],
  ["carparkterms", "When does the car park close?", ["midnight"]],
  ["carparkterms", "What is the height limit?", ["2.1 metres"]],
  ["carparkterms", "How much is the penalty for not paying?", ["70 pounds"]],
  ["carparkterms", "Do blue badge holders have to pay?", ["park free"]],
];
const HELD_OUT_161 = [
  ["flatsharechat", "How much is the electricity bill?", ["186 pounds"]],
  ["flatsharechat", "How much does each person pay?", ["62"]],
  ["flatsharechat", "When should the money be sent?", ["Friday"]],
  ["flatsharechat", "When will Leah pay the bill?", ["Saturday"]],
  ["flatsharechat", "What have they run out of?", ["bin bags"]],
  ["flatsharechat", "Who will buy the bin bags?", ["Omar"]],
  ["flatsharechat", "Whose turn is it to clean the bathroom?", ["Finn"]],
  ["flatsharechat", "Who has already sent the money?", ["Finn"]],
];


/**
 * Hundred-and-sixty-second to hundred-and-sixty-fifth held-out parts (a removal firm's quote; a half marathon's race-day
 * information; a team chat swapping on-call; a surgery's letter with blood test results), written at the start of the
 * twenty-fourth session before any of its changes: first run GRAPH 29, RAG and HYBRID 30, COT 28 of 32; now 32 on every
 * type. The misses: "repeat the test in three months" was no when (a time from now in words); Tom's reply to Priya's
 * asking for a swap lent her question's words to itself, over her own "I'm at a wedding" for why; "whoever is on call
 * should join" named no one and "That's me then, I'll be there." was nobody's; the quote's addressee is only in its
 * greeting, and a summary's link naming him outscored the line saying where he moves.
 */
const HELD_OUT_162 = [
  ["removalquote", "How much does the move cost?", ["1,150 pounds"]],
  ["removalquote", "When is the move?", ["22 May"]],
  ["removalquote", "Where is Mr Haddad moving to?", ["3 Quarry Lane"]],
  ["removalquote", "How many movers are coming?", ["three"]],
  ["removalquote", "How much is the deposit?", ["200 pounds"]],
  ["removalquote", "What time will the movers arrive?", ["8 am"]],
  ["removalquote", "Can they move the piano?", ["cannot move the piano"]],
  ["removalquote", "Who sent the quote?", ["Karen Doyle"]],
];
const HELD_OUT_163 = [
  ["racedayinfo", "When does the race start?", ["9:00 am"]],
  ["racedayinfo", "Where does the race start?", ["Victoria Park"]],
  ["racedayinfo", "When can I collect my race number?", ["Saturday between 12 and 6 pm"]],
  ["racedayinfo", "Can I collect my race number on race day?", ["no collection on race day"]],
  ["racedayinfo", "When does bag drop close?", ["8:30 am"]],
  ["racedayinfo", "Where are the water stations?", ["miles 3, 6, 9 and 12"]],
  ["racedayinfo", "What do finishers get?", ["medal"]],
  ["racedayinfo", "Which is the nearest train station?", ["Riverside Central"]],
];
const HELD_OUT_164 = [
  ["oncallswap", "Why does Priya want to swap on-call?", ["wedding"]],
  ["oncallswap", "Which days will Tom cover?", ["Saturday and Sunday"]],
  ["oncallswap", "What does Priya cover in return?", ["Wednesday night"]],
  ["oncallswap", "Who will update the rota?", ["Tom"]],
  ["oncallswap", "Where is the rota kept?", ["PagerDuty"]],
  ["oncallswap", "When is the failover drill?", ["Thursday at 2 pm"]],
  ["oncallswap", "Who announced the drill?", ["Marcus"]],
  ["oncallswap", "Who will join the drill?", ["Priya"]],
];
const HELD_OUT_165 = [
  ["bloodtestletter", "What is the cholesterol level?", ["6.2 mmol/L"]],
  ["bloodtestletter", "What is the target for cholesterol?", ["below 5"]],
  ["bloodtestletter", "When was the blood test?", ["3 February"]],
  ["bloodtestletter", "Is the blood sugar normal?", ["normal"]],
  ["bloodtestletter", "What should Mr Lindqvist cut down on?", ["saturated fat"]],
  ["bloodtestletter", "When should the test be repeated?", ["three months"]],
  ["bloodtestletter", "Does he need medication?", ["do not need to start any medication"]],
  ["bloodtestletter", "What number books the repeat test?", ["01632 960 455"]],
];


/**
 * Hundred-and-sixty-sixth to hundred-and-sixty-ninth held-out parts (a note for a cat sitter; a restaurant's booking
 * confirmation; a council's planning notice; a team chat about a customer's escalation), written after the twenty-fourth
 * session's first fixes: first run GRAPH and COT 28, RAG and HYBRID 29 of 32; now GRAPH and COT
 * 30. Fixed: in the graph's chunk node "Date: Friday 21 March, 7:30 pm" had no word of "the booking" (its record's
 * title, "Your table is booked!", now heads it), and "Which restaurant" asked for a thing, not a name ("Olive & Ash").
 * Still missed: "What is the cat's name?" (Mochi is never called a cat: only "her" and "the cat flap"); "Where is the
 * restaurant?" on RAG and HYBRID ("Find us at 48 Mill Street": the text never says "restaurant", so no passage shares a
 * word with the question and the answerer declines); "What is causing the wrong invoices?" (the cause is Ken's question
 * "Is it the VAT rounding bug again?", confirmed by "Yes, it's the same bug.").
 */
const HELD_OUT_166 = [
  ["catsitternote", "What is the cat's name?", ["Mochi"]],
  ["catsitternote", "When are they away?", ["6 to Sun 15 June"]],
  ["catsitternote", "What time is Mochi fed?", ["7 am and 6 pm"]],
  ["catsitternote", "Where is the litter tray?", ["utility room"]],
  ["catsitternote", "How should the tablet be given?", ["hide it in a bit of chicken"]],
  ["catsitternote", "Can Mochi go out at night?", ["Don't let her out after dark"]],
  ["catsitternote", "Who is the vet?", ["Parkside Vets"]],
  ["catsitternote", "Who has the spare key?", ["Mrs Patel"]],
];
const HELD_OUT_167 = [
  ["restaurantbooking", "Which restaurant is the booking at?", ["Olive & Ash"]],
  ["restaurantbooking", "When is the booking?", ["Friday 21 March"]],
  ["restaurantbooking", "How many guests are there?", ["6"]],
  ["restaurantbooking", "Which room is reserved?", ["garden room"]],
  ["restaurantbooking", "What is the cancellation charge?", ["15 pounds a head"]],
  ["restaurantbooking", "How long will they hold the table?", ["15 minutes"]],
  ["restaurantbooking", "Where is the restaurant?", ["48 Mill Street"]],
  ["restaurantbooking", "Is a card needed to book?", ["card is needed"]],
];
const HELD_OUT_168 = [
  ["planningnotice", "What is the application number?", ["27/0419/FUL"]],
  ["planningnotice", "Where is the site?", ["16 Orchard Close"]],
  ["planningnotice", "What is being proposed?", ["rear extension"]],
  ["planningnotice", "Who is the applicant?", ["Okoro"]],
  ["planningnotice", "Where can I view the plans?", ["online", "Civic Centre"]],
  ["planningnotice", "What is the deadline for comments?", ["14 May 2027"]],
  ["planningnotice", "Who is the case officer?", ["Rebecca Shaw"]],
  ["planningnotice", "How many dormer windows are planned?", ["two"]],
];
const HELD_OUT_169 = [
  ["escalationthread", "Which customer is threatening to cancel?", ["Brightline Logistics"]],
  ["escalationthread", "Why are they threatening to cancel?", ["invoices have been wrong"]],
  ["escalationthread", "What is causing the wrong invoices?", ["VAT rounding bug"]],
  ["escalationthread", "How much did finance credit them?", ["1,240 pounds"]],
  ["escalationthread", "When will the fix be released?", ["Thursday"]],
  ["escalationthread", "Who is their CFO?", ["Alan Reid"]],
  ["escalationthread", "Who will send the apology?", ["Nadia"]],
  ["escalationthread", "Who will check the next invoice?", ["Luis"]],
];


/**
 * Hundred-and-seventieth to hundred-and-seventy-third held-out parts (a letting agent's inspection notice; a streaming
 * service's cancellation e-mail; a warehouse's shift rota; a prescription label), written after the twenty-fourth
 * session's second fixes: first run GRAPH and COT 30, RAG and HYBRID 27 of 32; now GRAPH and COT
 * 31, RAG and HYBRID 29. Fixed: "Which company sent the notice?" read "sent" as a noun's modifier (a thing asked) and
 * no name after "Signed by" as an organisation's ("Hollis & Grant Lettings"); "cancelled" had a root of its own, so
 * "Hi Tariq," outscored the line saying when he cancelled. Still missed: "What medicine is it?" (the label's title,
 * "Amoxicillin 500 mg capsules", never says "medicine"); on RAG and HYBRID "How will they get in if she is out?" ("we
 * will use our key if you are out" shares no word with it) and "Which service is it?" (nor does "StreamBox").
 */
const HELD_OUT_170 = [
  ["inspectionnotice", "When is the inspection?", ["Wednesday 9 April"]],
  ["inspectionnotice", "Which flat will be inspected?", ["Flat 3, 27 Kingsley Road"]],
  ["inspectionnotice", "Does Ms Varga need to be there?", ["do not need to be present"]],
  ["inspectionnotice", "What will they check?", ["smoke alarms"]],
  ["inspectionnotice", "Who should I call to rearrange?", ["Amir Shah"]],
  ["inspectionnotice", "What is Amir Shah's number?", ["0161 555 0173"]],
  ["inspectionnotice", "Which company sent the notice?", ["Hollis & Grant"]],
  ["inspectionnotice", "How will they get in if she is out?", ["use our key"]],
];
const HELD_OUT_171 = [
  ["subscriptionemail", "Which plan was cancelled?", ["Premium"]],
  ["subscriptionemail", "When did Tariq cancel?", ["2 October"]],
  ["subscriptionemail", "Until when can Tariq keep watching?", ["14 October"]],
  ["subscriptionemail", "Will Tariq be charged again?", ["won't be charged again"]],
  ["subscriptionemail", "How long is the watch history kept?", ["10 months"]],
  ["subscriptionemail", "How can Tariq restart?", ["Account page"]],
  ["subscriptionemail", "Which service is it?", ["StreamBox"]],
  ["subscriptionemail", "What is kept in case he comes back?", ["watch history"]],
];
const HELD_OUT_172 = [
  ["shiftrota", "Who works the late shift?", ["Joel"]],
  ["shiftrota", "What hours is the early shift?", ["6 am to 2 pm"]],
  ["shiftrota", "Who covers Sunday?", ["Dev"]],
  ["shiftrota", "Who works the early shift on Thursday?", ["Dev"]],
  ["shiftrota", "When is Joel's forklift training?", ["Tuesday at 11 am"]],
  ["shiftrota", "Why does Kasia stay until 3 pm on Tuesday?", ["Forklift training for Joel"]],
  ["shiftrota", "Who is the supervisor?", ["Maureen Cole"]],
  ["shiftrota", "By when must shift swaps be agreed?", ["Thursday noon"]],
];
const HELD_OUT_173 = [
  ["prescriptionlabel", "What medicine is it?", ["Amoxicillin"]],
  ["prescriptionlabel", "How often should I take it?", ["THREE times a day"]],
  ["prescriptionlabel", "How many capsules are there?", ["21"]],
  ["prescriptionlabel", "Who is the patient?", ["George Whitfield"]],
  ["prescriptionlabel", "Who prescribed it?", ["Osei"]],
  ["prescriptionlabel", "Should I stop when I feel better?", ["finish the course"]],
  ["prescriptionlabel", "Who should not take it?", ["allergic to penicillin"]],
  ["prescriptionlabel", "Which pharmacy dispensed it?", ["Fairway Pharmacy"]],
];


/**
 * Hundred-and-seventy-fourth to hundred-and-seventy-seventh held-out parts (a course's enrolment confirmation; a
 * furniture delivery's text; a nursery's daily report; a housing association's letter about noise), written after the
 * twenty-fourth session's third fixes: first run 30 of 32 on every type; now 32. The misses: "Which course is it?"
 * (the first line, "Welcome to Conversational Spanish (Level 2)!", names it; "The course fee" only speaks of it) and
 * "How many people will deliver it?" ("Our two-person team": people were no persons). The same first-line rule put right
 * the hundred-and-seventy-first part's "Which service is it?" and the hundred-and-seventy-third's "What medicine is it?".
 */
const HELD_OUT_174 = [
  ["courseenrolment", "Which course is it?", ["Conversational Spanish"]],
  ["courseenrolment", "When are the classes?", ["Tuesday evenings"]],
  ["courseenrolment", "How many weeks does the course run?", ["ten weeks"]],
  ["courseenrolment", "When does the course start?", ["13 January"]],
  ["courseenrolment", "Where are the classes held?", ["Room B14"]],
  ["courseenrolment", "Who is the tutor?", ["Lucia Romero"]],
  ["courseenrolment", "Is the book included in the fee?", ["Books are not included"]],
  ["courseenrolment", "How many classes can I miss and still get a certificate?", ["three"]],
];
const HELD_OUT_175 = [
  ["deliveryslot", "What is being delivered?", ["sofa"]],
  ["deliveryslot", "When will the sofa be delivered?", ["Thursday 4 December"]],
  ["deliveryslot", "What is the order number?", ["FH-55210"]],
  ["deliveryslot", "How many people will deliver it?", ["two-person"]],
  ["deliveryslot", "Will they take away the packaging?", ["take away the packaging"]],
  ["deliveryslot", "How many flights of stairs can they carry it up?", ["two flights"]],
  ["deliveryslot", "How long before arrival will they text?", ["30 minutes"]],
  ["deliveryslot", "How do I change the slot?", ["reply CHANGE"]],
];
const HELD_OUT_176 = [
  ["nurseryday", "What did Leo have for breakfast?", ["porridge"]],
  ["nurseryday", "How much of his lunch did Leo eat?", ["half"]],
  ["nurseryday", "When did Leo nap?", ["12:45"]],
  ["nurseryday", "What did Leo paint?", ["rainbow"]],
  ["nurseryday", "Who did Leo paint with?", ["Amira"]],
  ["nurseryday", "What does Leo need?", ["spare socks"]],
  ["nurseryday", "Who is Leo's key person?", ["Hannah"]],
  ["nurseryday", "Which room is Leo in?", ["Caterpillar Room"]],
];
const HELD_OUT_177 = [
  ["noisecomplaint", "What have the neighbours complained about?", ["loud music"]],
  ["noisecomplaint", "When was the music played?", ["8 and 15 March"]],
  ["noisecomplaint", "Which clause does it breach?", ["clause 4.2"]],
  ["noisecomplaint", "After what time is amplified music not allowed?", ["11 pm"]],
  ["noisecomplaint", "What happens if the problem continues?", ["formal warning"]],
  ["noisecomplaint", "Who is the housing officer?", ["Graham Lowe"]],
  ["noisecomplaint", "What is the housing officer's number?", ["01632 960 244"]],
  ["noisecomplaint", "Who sent the letter?", ["Northside Housing Association"]],
];


/**
 * Hundred-and-seventy-eighth to hundred-and-eighty-first held-out parts (a hospital's discharge summary; a mortgage
 * offer; a courier's customs charge text; a study group's chat), written after the twenty-fourth session's fourth
 * fixes: first run GRAPH and COT 27, RAG and HYBRID 28 of 32 (the study group's chat 4 of 8);
 * now GRAPH and COT 29, RAG 31, HYBRID 30, and the hundred-and-seventh part's "When is Mei calling the restaurant?" and
 * the ninety-ninth's "What time is pick-up?" right. Fixed: Amara's plan put as a question ("Revision session for the stats
 * exam - library room 3, Sunday 2 to 5?") lost as any question does; "I've got 2019 to 2021, I'll print them." took on
 * the printing after a clause of its own. Still missed: "How long do I have to pay?" on GRAPH and COT ("must be paid"
 * outscores "within 20 days"); "When is the revision session?" on GRAPH, COT and HYBRID; "Which past papers does
 * Mei have?" (Jonah's question pair "Can someone bring past papers? I only have 2022." outscores her reply).
 */
const HELD_OUT_178 = [
  ["dischargesummary", "Why was Margaret admitted?", ["chest infection"]],
  ["dischargesummary", "When was she discharged?", ["7 February 2027"]],
  ["dischargesummary", "How was she treated?", ["intravenous antibiotics"]],
  ["dischargesummary", "How long should she keep taking doxycycline?", ["5 more days"]],
  ["dischargesummary", "When will the district nurse visit?", ["9 February"]],
  ["dischargesummary", "When is the GP follow-up?", ["two weeks"]],
  ["dischargesummary", "When should she return to A&E?", ["breathless or confused"]],
  ["dischargesummary", "Who is the consultant?", ["Farid Haq"]],
];
const HELD_OUT_179 = [
  ["mortgageoffer", "How much is the loan?", ["238,000 pounds"]],
  ["mortgageoffer", "What is the interest rate?", ["4.29%"]],
  ["mortgageoffer", "How long is the rate fixed for?", ["5 years"]],
  ["mortgageoffer", "What is the monthly payment?", ["1,176 pounds"]],
  ["mortgageoffer", "Which property is it for?", ["5 Willow Bank"]],
  ["mortgageoffer", "Who are the applicants?", ["Ben and Chloe Harper"]],
  ["mortgageoffer", "Is there a charge for repaying early?", ["3%"]],
  ["mortgageoffer", "How long is the offer valid?", ["six months"]],
];
const HELD_OUT_180 = [
  ["customscharge", "Where is the parcel from?", ["Toronto"]],
  ["customscharge", "How much is the import VAT?", ["18.40 pounds"]],
  ["customscharge", "How much is the handling fee?", ["8.00 pounds"]],
  ["customscharge", "What is the tracking number?", ["PP7731029"]],
  ["customscharge", "How long do I have to pay?", ["20 days"]],
  ["customscharge", "What happens if I don't pay?", ["returned to the sender"]],
  ["customscharge", "How long does delivery take after paying?", ["2 working days"]],
  ["customscharge", "Where is the parcel now?", ["customs"]],
];
const HELD_OUT_181 = [
  ["studygroupchat", "Where is the revision session?", ["library room 3"]],
  ["studygroupchat", "When is the revision session?", ["Sunday 2 to 5"]],
  ["studygroupchat", "Which exam are they revising for?", ["stats"]],
  ["studygroupchat", "Who will print the past papers?", ["Mei"]],
  ["studygroupchat", "Which past papers does Mei have?", ["2019 to 2021"]],
  ["studygroupchat", "Who will book the room?", ["Amara"]],
  ["studygroupchat", "Is regression on the exam?", ["definitely on it"]],
  ["studygroupchat", "Which question usually covers regression?", ["question 4"]],
];


/**
 * Hundred-and-eighty-second to hundred-and-eighty-fifth held-out parts (a yoga retreat's welcome pack; a broadband
 * installation e-mail; a potluck chat; a train e-ticket), written after the twenty-fourth session's fifth fixes: first run GRAPH
 * 29, RAG, HYBRID and COT 28 of 32; now GRAPH, RAG and HYBRID 31, COT 30. Fixed: "What time does the train leave Leeds?"
 * ("Departs Leeds 09:12": leaving is departing); "Which seat is booked?" ("Coach C, seat 42", against "valid only on
 * the booked trains": the thing asked with its number names it, which also put right the seventy-sixth part's "Which
 * room is the talk in?" on RAG and HYBRID); on RAG and HYBRID "When is the installation?" ("installation" now has the
 * root of "install"). Still missed: "How long is the contract?" ("at 32 pounds a month for 24 months" never says
 * "contract"); on COT "Which package is it?" (the subject line, as the e-mail's first, is read as naming what it is,
 * over "Your package is Fibre 500").
 */
const HELD_OUT_182 = [
  ["yogaretreat", "When is the retreat?", ["12 to Sunday 14 September"]],
  ["yogaretreat", "Where is the retreat?", ["Hollin Hall"]],
  ["yogaretreat", "When does check-in open?", ["3 pm"]],
  ["yogaretreat", "What time is meditation?", ["7 am"]],
  ["yogaretreat", "How much is a spare mat?", ["5 pounds"]],
  ["yogaretreat", "Who is the teacher?", ["Anjali Rao"]],
  ["yogaretreat", "Which is the nearest station?", ["Penrith"]],
  ["yogaretreat", "Which train does the shuttle meet?", ["2:10 pm"]],
];
const HELD_OUT_183 = [
  ["broadbandinstall", "When is the installation?", ["Monday 17 March"]],
  ["broadbandinstall", "Who must be at home?", ["18 or over"]],
  ["broadbandinstall", "How long does the installation take?", ["2 hours"]],
  ["broadbandinstall", "How will the router arrive?", ["by post"]],
  ["broadbandinstall", "Which package is it?", ["Fibre 500"]],
  ["broadbandinstall", "How much is it a month?", ["32 pounds"]],
  ["broadbandinstall", "How long is the contract?", ["24 months"]],
  ["broadbandinstall", "What number do I call to rearrange?", ["0800 555 0199"]],
];
const HELD_OUT_184 = [
  ["potluckchat", "When is the potluck?", ["Saturday, 7 pm"]],
  ["potluckchat", "Where is the potluck?", ["Hana"]],
  ["potluckchat", "What is Luca bringing?", ["lasagne"]],
  ["potluckchat", "Who is bringing dessert?", ["Dee"]],
  ["potluckchat", "What dessert is Dee making?", ["lemon tart"]],
  ["potluckchat", "Who is bringing drinks?", ["Sam"]],
  ["potluckchat", "What drinks will Sam get?", ["wine"]],
  ["potluckchat", "Is there parking?", ["free on the street"]],
];
const HELD_OUT_185 = [
  ["trainticket", "Who is the passenger?", ["Ruth Adebayo"]],
  ["trainticket", "Where is the journey from?", ["Leeds"]],
  ["trainticket", "When is the journey?", ["Thursday 6 November 2025"]],
  ["trainticket", "What time does the train leave Leeds?", ["09:12"]],
  ["trainticket", "Where do I change trains?", ["York"]],
  ["trainticket", "Which seat is booked?", ["seat 42"]],
  ["trainticket", "What type of ticket is it?", ["Advance single"]],
  ["trainticket", "How much was paid?", ["47.60 pounds"]],
];


/**
 * Hundred-and-eighty-sixth to hundred-and-eighty-ninth held-out parts (a conference registration e-mail; a garage's
 * invoice; a roadworks notice; a film night chat), written at the end of the twenty-fourth session after all its fixes,
 * and run once with nothing changed for them: GRAPH and COT 24, RAG and HYBRID 25 of 32 (the film night chat 4 of
 * 8). The misses: the film chat's choices are made in questions and short replies ("What about Dune Part Two?" / "Ooh
 * yes", "8 pm at the Odeon?"), so its opening turn, the only one saying "film", answers which film, what time, which
 * cinema and why Ravi did not want the Ghibli film ("Seen it already, sorry!"); "Who is doing the work?" and "What
 * hours will they work?" of the roadworks ("Severn Water will replace the water main", "Work will run from 8 am to 6
 * pm") lose to "The work will take about six weeks."; "Where is the conference?" ("at the Manchester Central convention
 * centre" against "The conference dinner ..."); on GRAPH and COT "Which garage did the work?" (the invoice's title,
 * "Kingsway Motors - invoice 7781", against "Work done: ...").
 */
const HELD_OUT_186 = [
  ["eventregistration", "When is DataConf North?", ["23-24 April"]],
  ["eventregistration", "Where is the conference?", ["Manchester Central"]],
  ["eventregistration", "When does badge collection open?", ["8:15 am"]],
  ["eventregistration", "What should I bring for badge collection?", ["photo ID"]],
  ["eventregistration", "How much is the conference dinner?", ["45 pounds"]],
  ["eventregistration", "Which workshop did Leila choose?", ["Practical Time Series with Python"]],
  ["eventregistration", "Where is the workshop?", ["Room 2B"]],
  ["eventregistration", "Is lunch included?", ["lunch"]],
];
const HELD_OUT_187 = [
  ["garagebill", "Which car was serviced?", ["Ford Focus"]],
  ["garagebill", "What work was done?", ["full service"]],
  ["garagebill", "How much were the parts?", ["214.50 pounds"]],
  ["garagebill", "How many hours of labour?", ["2.5 hours"]],
  ["garagebill", "What is the total?", ["384.50 pounds"]],
  ["garagebill", "What will need replacing soon?", ["rear brake pads"]],
  ["garagebill", "When is the next service due?", ["March 2028"]],
  ["garagebill", "Which garage did the work?", ["Kingsway Motors"]],
];
const HELD_OUT_188 = [
  ["roadworksnotice", "When do the roadworks start?", ["Monday 2 June"]],
  ["roadworksnotice", "Who is doing the work?", ["Severn Water"]],
  ["roadworksnotice", "What is being replaced?", ["water main"]],
  ["roadworksnotice", "How long will the work take?", ["six weeks"]],
  ["roadworksnotice", "Can residents still get in?", ["residents will still have access"]],
  ["roadworksnotice", "Where will the bus be diverted?", ["Mill Lane"]],
  ["roadworksnotice", "What hours will they work?", ["8 am to 6 pm"]],
  ["roadworksnotice", "What number do I call with questions?", ["0345 555 0102"]],
];
const HELD_OUT_189 = [
  ["moviechat", "When is film night?", ["Friday"]],
  ["moviechat", "Which film did Zoe suggest first?", ["Studio Ghibli"]],
  ["moviechat", "Why didn't Ravi want the Ghibli film?", ["Seen it already"]],
  ["moviechat", "Which film are they seeing?", ["Dune Part Two"]],
  ["moviechat", "What time is the film?", ["8 pm"]],
  ["moviechat", "Which cinema are they going to?", ["Odeon"]],
  ["moviechat", "Who will book the tickets?", ["Peter"]],
  ["moviechat", "What will Ravi bring?", ["snacks"]],
];

/**
 * Hundred-and-ninetieth to hundred-and-ninety-third held-out parts (an electrician's quote; a lost property e-mail; a
 * washing machine's troubleshooting page; a birthday party chat), written at the start of the twenty-fifth session
 * before any change: GRAPH, RAG, HYBRID and COT 29 of 32 each (the quote's "What work is recommended?" answered by
 * "All work is guaranteed"; a found backpack "handed in", what it "contains", and nuts someone "is allergic" to, all
 * in other words); after this session's fixes all 32.
 */
const HELD_OUT_190 = [
  ["electricianquote", "What work is recommended?", ["full rewire of the ground floor"]],
  ["electricianquote", "How much is the consumer unit?", ["650 pounds"]],
  ["electricianquote", "What is the total cost?", ["3,850 pounds"]],
  ["electricianquote", "How long will the job take?", ["four days"]],
  ["electricianquote", "When can they start?", ["9 March"]],
  ["electricianquote", "How much deposit is due?", ["25%"]],
  ["electricianquote", "How long is the work guaranteed?", ["10 years"]],
  ["electricianquote", "Which company sent the quote?", ["Bright Spark Electrical"]],
];
const HELD_OUT_191 = [
  ["lostproperty", "What was found?", ["Samsonite backpack"]],
  ["lostproperty", "Where was it handed in?", ["Leeds station"]],
  ["lostproperty", "When was it handed in?", ["3 October"]],
  ["lostproperty", "What is inside the bag?", ["laptop"]],
  ["lostproperty", "Where can I collect it?", ["platform 1"]],
  ["lostproperty", "What do I need to bring?", ["photo ID"]],
  ["lostproperty", "How long are items kept?", ["90 days"]],
  ["lostproperty", "How much is the handling fee?", ["15 pounds"]],
];
const HELD_OUT_192 = [
  ["washermanual", "Why won't the door open?", ["wait two minutes"]],
  ["washermanual", "What should I do if water stays in the drum?", ["drain filter"]],
  ["washermanual", "Why does the machine shake?", ["transport bolts"]],
  ["washermanual", "What does error E21 mean?", ["not draining"]],
  ["washermanual", "What does E18 mean?", ["water supply is blocked"]],
  ["washermanual", "Which detergent should I use?", ["HE detergent"]],
  ["washermanual", "How often should I run an empty wash?", ["once a month"]],
  ["washermanual", "What number do I call for repairs?", ["0800 123 4567"]],
];
const HELD_OUT_193 = [
  ["partychat", "When is Mia's party?", ["Saturday the 14th"]],
  ["partychat", "Where is the party?", ["Jump Zone"]],
  ["partychat", "How old is Mia turning?", ["7th"]],
  ["partychat", "What food should be avoided?", ["nuts"]],
  ["partychat", "What do the kids need to wear?", ["socks"]],
  ["partychat", "Who is Leo's parent?", ["Greg"]],
  ["partychat", "What time is pick up?", ["4"]],
  ["partychat", "Is Ella coming?", ["Ella is coming"]],
];

/**
 * Hundred-and-ninety-fourth to hundred-and-ninety-seventh held-out parts (a museum's visitor page; a passport office's
 * e-mail; a chat with a plumber; a meal kit delivery e-mail), written in the twenty-fifth session after the
 * forty-first round's fixes: GRAPH, RAG, HYBRID and COT 25 of 32 each (the passport letter's "Please upload it ... within
 * 14 days, or your application may be cancelled.", whose "it" is the photo of the line before; the plumber's offer put as
 * a question, "I can pop round Thursday morning, about 9?", his guess "Probably the washer again." and "No charge" for
 * whether Nina pays); after the fixes GRAPH and COT 31, RAG and HYBRID 30 ("What time will Dave come?" is agreed in
 * "Could you do 8?" / "8 works."; "What is the problem?" is told as a tap "still dripping").
 */
const HELD_OUT_194 = [
  ["museuminfo", "When is the museum closed?", ["Mondays"]],
  ["museuminfo", "How much does the permanent collection cost?", ["free"]],
  ["museuminfo", "What is the special exhibition called?", ["Ships of the North Sea"]],
  ["museuminfo", "How much is a child's ticket for the exhibition?", ["6 pounds"]],
  ["museuminfo", "When does the cafe serve lunch?", ["12 to 2"]],
  ["museuminfo", "Where should I park?", ["Quay Street"]],
  ["museuminfo", "What do I do with a big bag?", ["cloakroom"]],
  ["museuminfo", "How long are the guided tours?", ["an hour"]],
];
const HELD_OUT_195 = [
  ["passportemail", "What is the application for?", ["renew your passport"]],
  ["passportemail", "What is the reference number?", ["PX-448192"]],
  ["passportemail", "What is wrong with the photo?", ["too dark"]],
  ["passportemail", "How do I send the new photo?", ["online account"]],
  ["passportemail", "What is the deadline for the photo?", ["14 days"]],
  ["passportemail", "What happens if I miss the deadline?", ["cancelled"]],
  ["passportemail", "How long does processing take?", ["3 weeks"]],
  ["passportemail", "How will my old passport come back?", ["by post"]],
];
const HELD_OUT_196 = [
  ["plumberchat", "What is the problem?", ["tap is still dripping"]],
  ["plumberchat", "What does Dave think is wrong?", ["washer"]],
  ["plumberchat", "Which day is Dave coming?", ["Thursday"]],
  ["plumberchat", "What time will Dave come?", ["8"]],
  ["plumberchat", "When does Nina leave for work?", ["8:30"]],
  ["plumberchat", "How long will the repair take?", ["half an hour"]],
  ["plumberchat", "Will Nina have to pay?", ["No charge"]],
  ["plumberchat", "Why is there no charge?", ["3 month guarantee"]],
];
const HELD_OUT_197 = [
  ["mealkitemail", "When will the box arrive?", ["Wednesday"]],
  ["mealkitemail", "What are this week's recipes?", ["Thai green curry"]],
  ["mealkitemail", "How many meals did Tom choose?", ["3 meals"]],
  ["mealkitemail", "How much does the box cost?", ["39.99 pounds"]],
  ["mealkitemail", "Where will the driver leave the box?", ["porch"]],
  ["mealkitemail", "How long do the ice packs keep food cold?", ["12 hours"]],
  ["mealkitemail", "How do I skip next week?", ["change your plan by Friday midnight"]],
  ["mealkitemail", "Which company is delivering?", ["FreshBox"]],
];

/**
 * Hundred-and-ninety-eighth to two-hundred-and-first held-out parts (a council tax bill; a school's snow closure notice;
 * a cycling club chat; a phone repair shop's e-mail), written in the twenty-fifth session after the forty-second round's
 * fixes: GRAPH and COT 22, RAG and HYBRID 21 of 32 (the notice's signature "Mrs J. Whitfield, Headteacher" after no
 * closing; "Phone" inside "iPhone 13" read as a name in the question; "cracked" for what is wrong, "go ahead" for
 * approving; the ride chat 2 of 8); after the fixes 25 each: the ride chat stays 2 of 8 (its opening turn "Sunday ride is
 * on!" answers for the replies that name Ashford, 60 km and the bakery), and "How much for both repairs?" is met by
 * "we can do both for 170 pounds", which names no repair.
 */
const HELD_OUT_198 = [
  ["counciltax", "What band is the property?", ["band C"]],
  ["counciltax", "What is the annual charge?", ["1,842.00 pounds"]],
  ["counciltax", "What discount do I get?", ["25% single person discount"]],
  ["counciltax", "How much is each instalment?", ["138.15 pounds"]],
  ["counciltax", "How many instalments are there?", ["10 monthly instalments"]],
  ["counciltax", "When do payments start?", ["1 April"]],
  ["counciltax", "How do I pay?", ["Direct Debit"]],
  ["counciltax", "What should I do if I move?", ["tell us within 21 days"]],
];
const HELD_OUT_199 = [
  ["snowclosure", "Why is the school closed?", ["heavy snow"]],
  ["snowclosure", "When will work be set?", ["10 am"]],
  ["snowclosure", "Where will teachers set work?", ["Google Classroom"]],
  ["snowclosure", "What else is cancelled?", ["Breakfast club"]],
  ["snowclosure", "When will the school reopen?", ["tomorrow"]],
  ["snowclosure", "How will they confirm reopening?", ["school website"]],
  ["snowclosure", "What should children stay away from?", ["frozen pond"]],
  ["snowclosure", "Who wrote the update?", ["Whitfield"]],
];
const HELD_OUT_200 = [
  ["ridechat", "When is the ride?", ["Sunday"]],
  ["ridechat", "Where are they meeting?", ["Green Lane cafe"]],
  ["ridechat", "How long is the ride?", ["60 km"]],
  ["ridechat", "Where are they riding to?", ["Ashford"]],
  ["ridechat", "What time do they start now?", ["8"]],
  ["ridechat", "Why start earlier?", ["rain after 1"]],
  ["ridechat", "Who will ride at the back?", ["Karl"]],
  ["ridechat", "Where is the coffee stop?", ["bakery by the station"]],
];
const HELD_OUT_201 = [
  ["phonerepair", "Which phone is being repaired?", ["iPhone 13"]],
  ["phonerepair", "What is wrong with the phone?", ["screen is cracked"]],
  ["phonerepair", "What is the battery health?", ["71%"]],
  ["phonerepair", "How much for both repairs?", ["170 pounds"]],
  ["phonerepair", "How long does the repair take?", ["2 hours"]],
  ["phonerepair", "When do the parts arrive?", ["tomorrow"]],
  ["phonerepair", "How do I approve the repair?", ["Reply YES"]],
  ["phonerepair", "Where is the shop?", ["Park Street"]],
];

/**
 * Two-hundred-and-second to two-hundred-and-fifth held-out parts (a rail strike notice; a hair salon's text thread; a
 * scholarship offer e-mail; a barbecue chat), written in the twenty-fifth session after the forty-third round's fixes:
 * GRAPH and COT 28, RAG and HYBRID 27 of 32 ("10% off your colour" for the discount, "You will also be paired with a
 * mentor" for what else comes with the scholarship; the salon's original time, service and name); after the fixes GRAPH
 * and COT 30, RAG and HYBRID 29 (the salon thread 5-6 of 8: "move your 2 pm cut and colour" says neither "original" nor
 * "book", and "Bella's Hair" is a speaker's label, not a sentence saying "salon").
 */
const HELD_OUT_202 = [
  ["strikenotice", "When are the strikes?", ["Thursday 9 and Saturday 11 October"]],
  ["strikenotice", "Who is striking?", ["Train drivers"]],
  ["strikenotice", "How many trains will run between Bristol and Bath?", ["one train an hour"]],
  ["strikenotice", "What hours will trains run?", ["7:30 am to 6:30 pm"]],
  ["strikenotice", "Which line will have no trains?", ["Severn Beach"]],
  ["strikenotice", "Can I use my ticket on another day?", ["the day before or up to two days after"]],
  ["strikenotice", "How do I get a refund?", ["ticket office"]],
  ["strikenotice", "What should I check before travelling?", ["journey planner"]],
];
const HELD_OUT_203 = [
  ["salontext", "Why does the appointment need moving?", ["Jess is off sick"]],
  ["salontext", "What time was the original appointment?", ["2 pm"]],
  ["salontext", "What service did Chloe book?", ["cut and colour"]],
  ["salontext", "Which slot did Chloe choose?", ["Saturday at 10"]],
  ["salontext", "Who will do Chloe's hair?", ["Jess"]],
  ["salontext", "What discount did Chloe get?", ["10% off"]],
  ["salontext", "Which stylist was free on Friday?", ["Maria"]],
  ["salontext", "What is the salon called?", ["Bella's Hair"]],
];
const HELD_OUT_204 = [
  ["scholarshipemail", "Which scholarship did Amir get?", ["Harper Engineering Scholarship"]],
  ["scholarshipemail", "How much is the scholarship worth?", ["3,000 pounds a year"]],
  ["scholarshipemail", "How long does the scholarship last?", ["three years"]],
  ["scholarshipemail", "When is it paid?", ["October and February"]],
  ["scholarshipemail", "What average must Amir keep?", ["60%"]],
  ["scholarshipemail", "What else comes with the scholarship?", ["mentor"]],
  ["scholarshipemail", "How do I accept the offer?", ["replying to this email"]],
  ["scholarshipemail", "What is the deadline to accept?", ["31 July"]],
];
const HELD_OUT_205 = [
  ["bbqchat", "When is the BBQ?", ["Saturday from 4"]],
  ["bbqchat", "What should guests bring?", ["a drink"]],
  ["bbqchat", "Can kids come?", ["Of course"]],
  ["bbqchat", "What is Anita making?", ["potato salad"]],
  ["bbqchat", "What will Mark bring?", ["burgers"]],
  ["bbqchat", "What happens if it rains?", ["garage"]],
  ["bbqchat", "Where should people park?", ["on the road"]],
  ["bbqchat", "Why is the drive full?", ["Tom's van"]],
];

/**
 * Two-hundred-and-sixth to two-hundred-and-ninth held-out parts (an interview's feedback e-mail; a spa booking; a notice
 * of a lift out of service; a book swap chat), written in the twenty-fifth session after the forty-fourth round's fixes:
 * GRAPH and COT 27, RAG and HYBRID 26 of 32 ("Cancellations" rooted apart from "cancellation"; "not to move forward with
 * your application" for whether Sam got the job; "Book swap at the library on Saturday, anyone coming?" read as a
 * question); after the fixes 30 each ("Why was Sam rejected?" is told as "but felt you need more experience", and "11
 * till 1." after Paul's "What time does it start?" names no clock time).
 */
const HELD_OUT_206 = [
  ["interviewfeedback", "Which job did Sam interview for?", ["Product Designer"]],
  ["interviewfeedback", "Who did Sam meet?", ["Priya and Tom"]],
  ["interviewfeedback", "Did Sam get the job?", ["not to move forward"]],
  ["interviewfeedback", "What did the panel like?", ["portfolio"]],
  ["interviewfeedback", "Why was Sam rejected?", ["more experience running user research"]],
  ["interviewfeedback", "When is the next hiring round?", ["spring"]],
  ["interviewfeedback", "How can Sam get more feedback?", ["call"]],
  ["interviewfeedback", "Who sent the email?", ["Nadia Ross"]],
];
const HELD_OUT_207 = [
  ["spabooking", "When is the spa booking?", ["Sunday 3 March"]],
  ["spabooking", "What time should Hannah arrive?", ["9:45 am"]],
  ["spabooking", "What treatments are booked?", ["hot stone massage"]],
  ["spabooking", "What time is the facial?", ["11:15"]],
  ["spabooking", "What does the day pass include?", ["pool, sauna and steam room"]],
  ["spabooking", "How much did it cost?", ["145 pounds"]],
  ["spabooking", "What should I bring?", ["swimsuit"]],
  ["spabooking", "What is the cancellation policy?", ["within 48 hours are charged in full"]],
];
const HELD_OUT_208 = [
  ["liftnotice", "Which lift is out of service?", ["Block B"]],
  ["liftnotice", "When does the work start?", ["Monday 14 April"]],
  ["liftnotice", "How long will the lift be out?", ["10 days"]],
  ["liftnotice", "Why is the lift out of service?", ["motor is replaced"]],
  ["liftnotice", "Who is doing the work?", ["Apex Lifts"]],
  ["liftnotice", "What hours will they work?", ["8 am and 5 pm"]],
  ["liftnotice", "Who do I call for help?", ["concierge"]],
  ["liftnotice", "How do I reach the Block A lift?", ["through the car park"]],
];
const HELD_OUT_209 = [
  ["bookswapchat", "Where is the book swap?", ["library"]],
  ["bookswapchat", "When is the book swap?", ["Saturday"]],
  ["bookswapchat", "What time does it start?", ["11"]],
  ["bookswapchat", "How many books can I bring?", ["up to five books"]],
  ["bookswapchat", "What books are not allowed?", ["textbooks or magazines"]],
  ["bookswapchat", "What books will Fatima bring?", ["crime thrillers"]],
  ["bookswapchat", "How much is tea and cake?", ["a pound"]],
  ["bookswapchat", "Where does the money go?", ["reading club"]],
];

/**
 * Two-hundred-and-tenth to two-hundred-and-thirteenth held-out parts (a window fitter's quote; a running club chat; a
 * nursery's letter; a van hire agreement), written in the twenty-fifth session after the forty-fifth round's fixes:
 * GRAPH, RAG, HYBRID and COT 28 of 32 each ("Which van was hired?" against "Vehicle: Ford Transit"; the quote's price
 * said as "the price is 4,600 pounds"; "Entries" rooted apart from "entering"; "From 1 September" under the title
 * "changes from September"); after the fixes GRAPH and COT 30, RAG and HYBRID 31 (the title still answers when the
 * changes start, and GRAPH reads the frames' colour from the wrong line).
 */
const HELD_OUT_210 = [
  ["windowquote", "How much is the quote?", ["4,600 pounds"]],
  ["windowquote", "How many windows are being replaced?", ["six"]],
  ["windowquote", "What colour are the frames?", ["white"]],
  ["windowquote", "How long does fitting take?", ["two days"]],
  ["windowquote", "What happens to the old frames?", ["recycle"]],
  ["windowquote", "How long is the guarantee?", ["10-year"]],
  ["windowquote", "How long is the quote valid?", ["30 days"]],
  ["windowquote", "How much is the deposit?", ["500 pound"]],
];
const HELD_OUT_211 = [
  ["marathonchat", "When do entries open?", ["tomorrow at 9"]],
  ["marathonchat", "Which race are they entering?", ["Cardiff half marathon"]],
  ["marathonchat", "How fast did it sell out last year?", ["two hours"]],
  ["marathonchat", "How much is entry for club members?", ["38"]],
  ["marathonchat", "Which race will Ruth do?", ["10k"]],
  ["marathonchat", "Why is Ruth doing the shorter race?", ["knee"]],
  ["marathonchat", "How many runs a week?", ["three runs a week"]],
  ["marathonchat", "Where is the long run?", ["Taff Trail"]],
];
const HELD_OUT_212 = [
  ["daycareletter", "What are the new opening hours?", ["7:30 am to 6:30 pm"]],
  ["daycareletter", "When do the changes start?", ["1 September"]],
  ["daycareletter", "How much is a full day now?", ["65 pounds"]],
  ["daycareletter", "What was the old daily rate?", ["62"]],
  ["daycareletter", "Who cooks lunch?", ["Maria"]],
  ["daycareletter", "What should parents put in the bag?", ["spare set of clothes"]],
  ["daycareletter", "When is parents' evening?", ["Thursday 18 September"]],
  ["daycareletter", "Who is the nursery manager?", ["Karen Hughes"]],
];
const HELD_OUT_213 = [
  ["vanrental", "Which van was hired?", ["Ford Transit"]],
  ["vanrental", "When is collection?", ["Friday 6 June at 8 am"]],
  ["vanrental", "Where do I collect the van?", ["Kingsway depot"]],
  ["vanrental", "When must the van be returned?", ["Saturday 7 June by 6 pm"]],
  ["vanrental", "How many miles are included?", ["150 miles"]],
  ["vanrental", "How much per extra mile?", ["20p"]],
  ["vanrental", "What is the insurance excess?", ["1,000 pounds"]],
  ["vanrental", "What does a late return cost?", ["25 pounds an hour"]],
];

/**
 * Two-hundred-and-fourteenth to two-hundred-and-seventeenth held-out parts (a university open day's page; a warranty
 * claim's reply; a hiking chat; a boiler's service record), written at the end of the twenty-fifth session after all its
 * fixes, and run once with nothing changed for them: GRAPH and COT 29, RAG and HYBRID 28 of 32 (the hiking chat 5-6 of
 * 8: it never says "hike", "mountain" or "walk", and RAG and HYBRID say they do not know rather than quote "Snowdon this
 * Saturday?"; "What should I do before the visit?" is told as "Please empty the freezer").
 */
const HELD_OUT_214 = [
  ["openday", "When is the open day?", ["Saturday 21 June"]],
  ["openday", "Where does registration open?", ["Templeman Library foyer"]],
  ["openday", "What time is the welcome talk?", ["10 am"]],
  ["openday", "When is the computing talk?", ["1 pm"]],
  ["openday", "How often do campus tours leave?", ["every 30 minutes"]],
  ["openday", "How long do tours take?", ["about an hour"]],
  ["openday", "Where can I park?", ["car park C"]],
  ["openday", "Where are the lunch vouchers?", ["welcome pack"]],
];
const HELD_OUT_215 = [
  ["fridgeclaim", "What is wrong with the fridge?", ["not keeping food frozen"]],
  ["fridgeclaim", "How old is the fridge?", ["14 months"]],
  ["fridgeclaim", "Will the repair cost anything?", ["free"]],
  ["fridgeclaim", "When will the engineer visit?", ["Tuesday 4 November"]],
  ["fridgeclaim", "What should I do before the visit?", ["empty the freezer"]],
  ["fridgeclaim", "What happens if a part is needed?", ["second visit"]],
  ["fridgeclaim", "What is the claim number?", ["CLM-88213"]],
  ["fridgeclaim", "Which brand is the fridge?", ["Bosch"]],
];
const HELD_OUT_216 = [
  ["hikingchat", "Which mountain are they climbing?", ["Snowdon"]],
  ["hikingchat", "When is the hike?", ["Saturday"]],
  ["hikingchat", "Which path will they go up?", ["Pyg Track"]],
  ["hikingchat", "How long will the walk take?", ["7 hours"]],
  ["hikingchat", "Who is driving?", ["Emma"]],
  ["hikingchat", "What time are they leaving?", ["6 am"]],
  ["hikingchat", "Do they need crampons?", ["No"]],
  ["hikingchat", "Where will Liam book parking?", ["Pen-y-Pass"]],
];
const HELD_OUT_217 = [
  ["boilerservice", "Which boiler was serviced?", ["Worcester Greenstar 30i"]],
  ["boilerservice", "When was the service?", ["12 October"]],
  ["boilerservice", "Who was the engineer?", ["Kevin Marsh"]],
  ["boilerservice", "What was the pressure?", ["0.6 bar"]],
  ["boilerservice", "What was the pressure topped up to?", ["1.5 bar"]],
  ["boilerservice", "What might freeze?", ["condensate pipe"]],
  ["boilerservice", "What do they recommend?", ["lagging it before winter"]],
  ["boilerservice", "When is the next service due?", ["October next year"]],
];

/**
 * Two-hundred-and-eighteenth to two-hundred-and-twenty-first held-out parts (a rent increase letter; an offsite
 * chat; a pharmacy text; a city break itinerary), written at the start of the twenty-sixth session before any change:
 * 30 of 32 for each type (lunch's time in the reply to "Is lunch provided?" lost to the reply to "What time do we start?";
 * "get in touch" is said as "contact"); 32 after.
 */
const HELD_OUT_218 = [
  ["rentincrease", "What will the new rent be?", ["\u00a31,010"]],
  ["rentincrease", "When does the increase start?", ["1 March"]],
  ["rentincrease", "Which clause allows the review?", ["clause 4"]],
  ["rentincrease", "What was the rent before?", ["\u00a3950"]],
  ["rentincrease", "How is the rent paid?", ["standing order"]],
  ["rentincrease", "By when should she get in touch?", ["14 February"]],
  ["rentincrease", "Who wrote the letter?", ["Martin Hale"]],
  ["rentincrease", "Which flat is it about?", ["Flat 3"]],
];
const HELD_OUT_219 = [
  ["offsitechat", "Where is the offsite?", ["Riverside Hub"]],
  ["offsitechat", "When is the offsite?", ["Thursday 12 March"]],
  ["offsitechat", "When does the first session start?", ["10"]],
  ["offsitechat", "What time is lunch?", ["12:30"]],
  ["offsitechat", "By when should dietary needs be sent?", ["Friday"]],
  ["offsitechat", "Who is bringing the projector?", ["Tom"]],
  ["offsitechat", "When will Aisha join?", ["after lunch"]],
  ["offsitechat", "Where is the team dinner?", ["Luca's"]],
];
const HELD_OUT_220 = [
  ["pharmacytext", "Which medicine is ready?", ["amoxicillin"]],
  ["pharmacytext", "Where can I collect it?", ["High Street, Lewes"]],
  ["pharmacytext", "How long do I have to collect it?", ["14 days"]],
  ["pharmacytext", "What time does the pharmacy open?", ["8:30am"]],
  ["pharmacytext", "What should I bring?", ["proof of ID"]],
  ["pharmacytext", "What strength is the amoxicillin?", ["500mg"]],
  ["pharmacytext", "How do I stop the messages?", ["Reply STOP"]],
  ["pharmacytext", "When does the pharmacy close?", ["6pm"]],
];
const HELD_OUT_221 = [
  ["lisbontrip", "Which hotel are we staying at?", ["Hotel Avenida"]],
  ["lisbontrip", "When is check-in?", ["3 pm"]],
  ["lisbontrip", "Where is the fado dinner?", ["Tasca do Chico"]],
  ["lisbontrip", "What time is dinner booked?", ["8 pm"]],
  ["lisbontrip", "Which tram goes to Alfama?", ["tram 28"]],
  ["lisbontrip", "How much are the castle tickets?", ["\u20ac15"]],
  ["lisbontrip", "When is checkout?", ["11 am"]],
  ["lisbontrip", "When is the flight home?", ["17:05"]],
];

/**
 * Two-hundred-and-twenty-second to two-hundred-and-twenty-fifth held-out parts (a chat with a cleaner; a gym's class
 * timetable; a dairy's price notice; a wedding planning chat), written before any change for them: GRAPH and COT 30,
 * RAG and HYBRID 29 of 32, left so (the chat never says "wedding"; who visits and why is said only in a request put as a
 * question, "could you do an extra clean before my parents visit?").
 */
const HELD_OUT_222 = [
  ["cleanerchat", "When are Hannah's parents arriving?", ["Next Friday"]],
  ["cleanerchat", "When will Rosa clean?", ["Thursday afternoon"]],
  ["cleanerchat", "What hours will Rosa work?", ["1 till 4"]],
  ["cleanerchat", "Which rooms should Rosa focus on?", ["guest room"]],
  ["cleanerchat", "How much does Rosa charge?", ["15 pounds an hour"]],
  ["cleanerchat", "Where is the key?", ["under the blue pot"]],
  ["cleanerchat", "Why does Hannah want an extra clean?", ["parents visit"]],
  ["cleanerchat", "Who is visiting Hannah?", ["parents"]],
];
const HELD_OUT_223 = [
  ["classtimetable", "What time is spin?", ["7 am"]],
  ["classtimetable", "Where is Pilates?", ["Studio 1"]],
  ["classtimetable", "How long is HIIT?", ["30 min"]],
  ["classtimetable", "Who teaches yoga?", ["Nadia"]],
  ["classtimetable", "How are classes booked?", ["in the app"]],
  ["classtimetable", "How far ahead can classes be booked?", ["48 hours"]],
  ["classtimetable", "What does a late cancellation cost?", ["5 pound"]],
  ["classtimetable", "When does the timetable start?", ["5 January"]],
];
const HELD_OUT_224 = [
  ["dairynotice", "What will whole milk cost?", ["1.25"]],
  ["dairynotice", "When does the price change start?", ["Monday 2 February"]],
  ["dairynotice", "How much is oat milk?", ["1.80"]],
  ["dairynotice", "Which day will deliveries come?", ["Wednesdays"]],
  ["dairynotice", "What time do deliveries arrive?", ["before 7 am"]],
  ["dairynotice", "When must orders be in?", ["3 pm the day before"]],
  ["dairynotice", "Who should I call with questions?", ["Gareth"]],
  ["dairynotice", "What is Gareth's number?", ["07700 900412"]],
];
const HELD_OUT_225 = [
  ["weddingchat", "Which venue did they book?", ["Hartwell Barn"]],
  ["weddingchat", "When is the wedding?", ["14 August"]],
  ["weddingchat", "How many guests can the venue hold?", ["120"]],
  ["weddingchat", "When must the band finish?", ["11 pm"]],
  ["weddingchat", "How much is the deposit?", ["2,000 pounds"]],
  ["weddingchat", "When is the deposit due?", ["end of the month"]],
  ["weddingchat", "Who will pay the deposit?", ["Ben"]],
  ["weddingchat", "When will Ben transfer the deposit?", ["tonight"]],
];

/**
 * Two-hundred-and-twenty-sixth to two-hundred-and-twenty-ninth held-out parts (a garage's chat with a customer; a
 * theatre e-ticket; a lost dog post; a tax return reminder), written before any change for them: GRAPH and COT 27, RAG
 * and HYBRID 25 of 32 (the letterhead "HM Revenue & Customs" is who sent it; "Running time" is a length; a seat is where
 * one sits and a latecomer is late; "brown" is too far from "colour" in the word vectors); 30 after ("What work was done
 * on the car?" and "What else was replaced?" are answered by "New front brake pads and a wiper blade." after "what did it
 * need in the end?").
 */
const HELD_OUT_226 = [
  ["garagechat", "Which car is ready?", ["Golf"]],
  ["garagechat", "What work was done on the car?", ["front brake pads"]],
  ["garagechat", "Did the car pass its MOT?", ["passed"]],
  ["garagechat", "How much does Raj owe?", ["186 pounds"]],
  ["garagechat", "When does the garage close?", ["5:30"]],
  ["garagechat", "Where will the key be left?", ["drop box"]],
  ["garagechat", "How will Raj pay?", ["by card"]],
  ["garagechat", "What else was replaced?", ["wiper blade"]],
];
const HELD_OUT_227 = [
  ["theatreticket", "Which show is the ticket for?", ["The Crucible"]],
  ["theatreticket", "What time does the show start?", ["7:30 pm"]],
  ["theatreticket", "When do the doors open?", ["6:45 pm"]],
  ["theatreticket", "Where am I sitting?", ["row F, seat 12"]],
  ["theatreticket", "How long is the show?", ["2 hours 40 minutes"]],
  ["theatreticket", "How many intervals are there?", ["one interval"]],
  ["theatreticket", "What is the booking reference?", ["RX-40418"]],
  ["theatreticket", "What happens if I'm late?", ["seated at a suitable break"]],
];
const HELD_OUT_228 = [
  ["lostdogpost", "What breed is Poppy?", ["spaniel"]],
  ["lostdogpost", "Where did Poppy go missing?", ["Bramley Woods"]],
  ["lostdogpost", "When did Poppy run off?", ["Sunday afternoon"]],
  ["lostdogpost", "What colour is Poppy's collar?", ["red"]],
  ["lostdogpost", "What colour is Poppy?", ["brown and white"]],
  ["lostdogpost", "Why shouldn't people chase her?", ["nervous with strangers"]],
  ["lostdogpost", "Who should I call if I see Poppy?", ["Karen"]],
  ["lostdogpost", "Is there a reward?", ["Reward offered"]],
];
const HELD_OUT_229 = [
  ["taxreminder", "When is the tax return due?", ["31 January 2027"]],
  ["taxreminder", "How much is the balancing payment?", ["\u00a31,240"]],
  ["taxreminder", "How much is the first payment on account?", ["\u00a3620"]],
  ["taxreminder", "What is the penalty for missing the deadline?", ["\u00a3100"]],
  ["taxreminder", "What is Mr Lewis's taxpayer reference?", ["12345 67890"]],
  ["taxreminder", "Which tax year is the return for?", ["2025 to 2026"]],
  ["taxreminder", "When are the payments due?", ["same date", "31 January 2027"]],
  ["taxreminder", "Who sent the reminder?", ["HM Revenue & Customs"]],
];

/**
 * Two-hundred-and-thirtieth to two-hundred-and-thirty-third held-out parts (a school pick-up chat; a talk's acceptance
 * e-mail; a bus route change notice; a game raid chat), written before any change for them: 29 of 32 for each type
 * ("Zoe: Meet at the north gate?", said yes to, was read as a question, and "Max: How many?" as asking of nothing before
 * it); 30 for RAG and HYBRID, 31 for GRAPH and COT after ("You are speaking ... at 14:20" never says "talk": as an implied
 * word, "speaking" roots as "Speaker:" does and cost "Which room is the talk in?"; "he'll eat anything except mushrooms"
 * says "he" of Leo).
 */
const HELD_OUT_230 = [
  ["pickupchat", "Who will collect Leo?", ["Jess"]],
  ["pickupchat", "Why can't Mia collect Leo?", ["stuck at work"]],
  ["pickupchat", "What time is Jess collecting Ava?", ["3:15"]],
  ["pickupchat", "When does football club finish?", ["4"]],
  ["pickupchat", "Where will they wait?", ["playground"]],
  ["pickupchat", "Where is Leo's inhaler?", ["front pocket of his bag"]],
  ["pickupchat", "What won't Leo eat?", ["mushrooms"]],
  ["pickupchat", "Until when is Mia at work?", ["6"]],
];
const HELD_OUT_231 = [
  ["talkaccepted", "Which talk was accepted?", ["Testing at the Edge"]],
  ["talkaccepted", "When is Sam speaking?", ["Thursday 9 October"]],
  ["talkaccepted", "What time is Sam's talk?", ["14:20"]],
  ["talkaccepted", "Which room is the talk in?", ["Room B"]],
  ["talkaccepted", "How long are the talks?", ["30 minutes"]],
  ["talkaccepted", "When are the slides due?", ["1 October"]],
  ["talkaccepted", "Who should Sam confirm travel with?", ["Olivia"]],
  ["talkaccepted", "Where will speakers stay?", ["Queens Hotel"]],
];
const HELD_OUT_232 = [
  ["buschange", "Which route is changing?", ["route 42"]],
  ["buschange", "When does the change start?", ["Sunday 3 May"]],
  ["buschange", "Which area will no longer be served?", ["Elm Park"]],
  ["buschange", "Which road will the buses use?", ["Station Road"]],
  ["buschange", "How often will buses run on weekdays?", ["every 15 minutes"]],
  ["buschange", "When is the last bus?", ["23:40"]],
  ["buschange", "What is the new stop?", ["Library stop"]],
  ["buschange", "How can I plan my journey?", ["Metro app"]],
];
const HELD_OUT_233 = [
  ["raidchat", "When does the server reset?", ["8"]],
  ["raidchat", "Until when can Zoe play?", ["10"]],
  ["raidchat", "Who will heal?", ["Max"]],
  ["raidchat", "What level is Max's paladin?", ["60"]],
  ["raidchat", "Where will they meet?", ["north gate"]],
  ["raidchat", "What should they bring?", ["fire resistance potions"]],
  ["raidchat", "How many potions should each bring?", ["Five"]],
  ["raidchat", "What do they need for the raid?", ["healer"]],
];

/**
 * Two-hundred-and-thirty-fourth to two-hundred-and-thirty-seventh held-out parts (a dentist's text reminder; a bill
 * splitting chat; a museum exhibition page; a laptop repair e-mail), written at the end of the twenty-sixth session after
 * all its fixes, and run once with nothing changed for them: GRAPH and COT 26, RAG and HYBRID 25 of 32 (the check-up's
 * time is said of "check-up", "appointment" only of the missed appointment fee; in the bill chat, "Yes, £62 each" answers
 * "Split three ways?", "Done, sent mine" says who paid and "send it by Friday" when the money is due; the title's
 * "exhibition" outranks "in the East Wing"; "once approved" outranks "Reply to this email to approve"). After the next
 * round's fixes, 27 and 26 (a check-up is an appointment).
 */
const HELD_OUT_234 = [
  ["dentalsms", "Who is the check-up with?", ["Dr Patel"]],
  ["dentalsms", "When is the check-up?", ["Monday 16 June"]],
  ["dentalsms", "What time is the appointment?", ["10:40"]],
  ["dentalsms", "How early should I arrive?", ["10 minutes"]],
  ["dentalsms", "How do I cancel?", ["01632 960555"]],
  ["dentalsms", "How much notice is needed to cancel?", ["24 hours"]],
  ["dentalsms", "What is the fee for a missed appointment?", ["\u00a325"]],
  ["dentalsms", "Which practice sent the reminder?", ["Smile Dental"]],
];
const HELD_OUT_235 = [
  ["billsplitchat", "How much was the electric bill?", ["\u00a3186"]],
  ["billsplitchat", "How much does each person pay?", ["\u00a362"]],
  ["billsplitchat", "When is the money due?", ["Friday"]],
  ["billsplitchat", "Who has already paid?", ["Sam"]],
  ["billsplitchat", "When will Priya pay?", ["tomorrow"]],
  ["billsplitchat", "Why will Priya pay tomorrow?", ["payday"]],
  ["billsplitchat", "How much will the internet cost?", ["\u00a335 a month"]],
  ["billsplitchat", "When does the internet go up?", ["July"]],
];
const HELD_OUT_236 = [
  ["dinoexhibit", "Where is the exhibition?", ["East Wing"]],
  ["dinoexhibit", "Until when is the exhibition open?", ["31 August"]],
  ["dinoexhibit", "How much is an adult ticket?", ["\u00a312"]],
  ["dinoexhibit", "Do under-5s pay?", ["free"]],
  ["dinoexhibit", "How long is the ichthyosaur skeleton?", ["8-metre"]],
  ["dinoexhibit", "Where was the ichthyosaur found?", ["Lyme Regis"]],
  ["dinoexhibit", "When are the fossil-handling sessions?", ["11 am and 2 pm"]],
  ["dinoexhibit", "Until when does the caf\u00e9 serve lunch?", ["3 pm"]],
];
const HELD_OUT_237 = [
  ["laptoprepair", "Which laptop is being repaired?", ["Dell XPS 13"]],
  ["laptoprepair", "What is wrong with the laptop?", ["liquid damage"]],
  ["laptoprepair", "What needs replacing?", ["keyboard"]],
  ["laptoprepair", "How much will the repair cost?", ["\u00a3149"]],
  ["laptoprepair", "How long will the repair take?", ["3 working days"]],
  ["laptoprepair", "Will my data be affected?", ["will not be affected"]],
  ["laptoprepair", "How do I approve the repair?", ["Reply to this email"]],
  ["laptoprepair", "What is the job number?", ["RP-30917"]],
];

/**
 * Two-hundred-and-thirty-eighth to two-hundred-and-forty-first held-out parts (a baby shower invitation; a homework
 * chat; a gym membership freeze e-mail; a Wi-Fi upgrade notice), written before any change for them: GRAPH and COT 25,
 * RAG and HYBRID 23 of 32 (an invitation's exclaimed first line over a date alone; "PureGym Members Team" ending an
 * e-mail with no closing; "frozen from 1 May to 31 July" for the freeze, "frozen" rooting apart from "freeze"); GRAPH
 * and COT 26, RAG and HYBRID 27 after ("Speeds will rise from 100 to 500 Mbps" for "How fast will the Wi-Fi be?", where
 * the title names "Wi-Fi" and the line does not; "at the usual price" over "instead of £24.99"; "Sure, leave it in my
 * locker." for who hands in Isla's sheet).
 */
const HELD_OUT_238 = [
  ["babyshower", "Whose baby shower is it?", ["Amara"]],
  ["babyshower", "When is the baby shower?", ["Sunday 8 March"]],
  ["babyshower", "What time does the baby shower start?", ["2 pm"]],
  ["babyshower", "Where is the baby shower?", ["The Orangery"]],
  ["babyshower", "What food will be served?", ["Afternoon tea"]],
  ["babyshower", "What gifts are suggested?", ["books"]],
  ["babyshower", "Who should I RSVP to?", ["Joy"]],
  ["babyshower", "By when should I RSVP?", ["22 February"]],
];
const HELD_OUT_239 = [
  ["homeworkchat", "Which question was Ella stuck on?", ["question 4"]],
  ["homeworkchat", "What is the answer to question 4?", ["12 metres per second"]],
  ["homeworkchat", "Which formula do you use?", ["v = u + at"]],
  ["homeworkchat", "What was the acceleration?", ["3"]],
  ["homeworkchat", "When is the sheet due?", ["Thursday"]],
  ["homeworkchat", "Where should the sheet be handed in?", ["Mr Carter's pigeonhole"]],
  ["homeworkchat", "Who will hand in Isla's sheet?", ["Ella"]],
  ["homeworkchat", "Where should Isla leave her sheet?", ["locker"]],
];
const HELD_OUT_240 = [
  ["gymfreeze", "Which gym is Tom a member of?", ["Leeds Central"]],
  ["gymfreeze", "When does the freeze start?", ["1 May"]],
  ["gymfreeze", "When does the freeze end?", ["31 July"]],
  ["gymfreeze", "How much will Tom pay during the freeze?", ["\u00a35 a month"]],
  ["gymfreeze", "What is the usual price?", ["\u00a324.99"]],
  ["gymfreeze", "When does the membership restart?", ["1 August"]],
  ["gymfreeze", "How can Tom end the freeze early?", ["the app"]],
  ["gymfreeze", "Who sent the e-mail?", ["PureGym Members Team"]],
];
const HELD_OUT_241 = [
  ["wifinotice", "Who will upgrade the Wi-Fi?", ["FastNet"]],
  ["wifinotice", "When is the Wi-Fi upgrade?", ["Wednesday 12 November"]],
  ["wifinotice", "When will the internet be off?", ["9 am"]],
  ["wifinotice", "What is the new network name?", ["RiversideHome"]],
  ["wifinotice", "Where will the password be?", ["under your door"]],
  ["wifinotice", "How fast will the Wi-Fi be?", ["500 Mbps"]],
  ["wifinotice", "Will the upgrade cost more?", ["no extra cost"]],
  ["wifinotice", "Who should I ask with questions?", ["Paolo"]],
];

/**
 * Two-hundred-and-forty-second to two-hundred-and-forty-fifth held-out parts (a ferry e-ticket; a leaving lunch chat; a
 * soup recipe; an exam timetable e-mail), written at the end of the twenty-sixth session after all its fixes, and run
 * once with nothing changed for them: 29 of 32 for each type (RAG and HYBRID do not know when "the crossing" is, which
 * the ticket calls a departure; the chat's "Team lunch on Friday to say bye to Omar?", said yes to, outranks "Thinking
 * Dishoom" for where the lunch is; "£10 each" is not found for "each person"; on GRAPH and COT "Jon: Yes!" answers why).
 */
const HELD_OUT_242 = [
  ["ferryticket", "Which route is the ferry?", ["Dover to Calais"]],
  ["ferryticket", "What time does the ferry leave?", ["08:00"]],
  ["ferryticket", "When does check-in close?", ["07:15"]],
  ["ferryticket", "What is the car's registration?", ["KX19 ABC"]],
  ["ferryticket", "How many passengers are there?", ["2 adults, 1 child"]],
  ["ferryticket", "What is the booking reference?", ["DF7734120"]],
  ["ferryticket", "What should we have ready?", ["passports"]],
  ["ferryticket", "When is the crossing?", ["Saturday 12 July"]],
];
const HELD_OUT_243 = [
  ["leavinglunchchat", "Why is there a team lunch?", ["say bye to Omar"]],
  ["leavinglunchchat", "When is the team lunch?", ["Friday"]],
  ["leavinglunchchat", "Where is the lunch?", ["Dishoom"]],
  ["leavinglunchchat", "When is Omar free?", ["12:30"]],
  ["leavinglunchchat", "What time is the booking?", ["12:45"]],
  ["leavinglunchchat", "Who will book the table?", ["Jon"]],
  ["leavinglunchchat", "How much should each person give?", ["\u00a310 each"]],
  ["leavinglunchchat", "What is the money for?", ["leaving gift"]],
];
const HELD_OUT_244 = [
  ["souprecipe", "How many does the soup serve?", ["4"]],
  ["souprecipe", "How long do you fry the onion?", ["5 minutes"]],
  ["souprecipe", "How much stock do you need?", ["500 ml"]],
  ["souprecipe", "How many tins of tomatoes?", ["two"]],
  ["souprecipe", "How long does the soup simmer?", ["20 minutes"]],
  ["souprecipe", "What do you stir in at the end?", ["cream"]],
  ["souprecipe", "How long does the soup keep?", ["3 days"]],
  ["souprecipe", "What do you fry the onion in?", ["olive oil"]],
];
const HELD_OUT_245 = [
  ["examtimetable", "When is Chemistry paper 1?", ["Monday 12 May"]],
  ["examtimetable", "Where is paper 1?", ["Sports Hall"]],
  ["examtimetable", "When is paper 2?", ["Thursday 15 May"]],
  ["examtimetable", "Where is paper 2?", ["Room 14"]],
  ["examtimetable", "What should Jamie bring?", ["black pens"]],
  ["examtimetable", "What is Jamie's candidate number?", ["4471"]],
  ["examtimetable", "Where should phones be left?", ["in your bag"]],
  ["examtimetable", "Who sent the e-mail?", ["Exams Office"]],
];

/**
 * Two-hundred-and-forty-sixth to two-hundred-and-forty-ninth held-out parts (a junior football chat; a bike hire
 * receipt; a library story-time flyer; a fit note), written at the start of the twenty-seventh session before any
 * change: first run GRAPH and COT 24, RAG 22, HYBRID 23 of 32; now GRAPH and COT 29, RAG 30, HYBRID 31. Fixed: the flyer's
 * exclaimed title now heads "Every Wednesday at 10:30am ..." (a recurrence is dated), and "Free, no need to book." is a
 * price where no sum is named; "Leo's dad:" is a speaker, so the coach's "Yes, the blue one. Shin pads too." answers his
 * question, its closing "too" saying what else; a receipt's "Customer:" is who hired (and "Bike: hybrid, ..." no longer
 * gains as a field asked for a who-question); "This will be the case for 2 weeks" follows the line it speaks of. Still
 * missed: on the graph, "Who hired the bike?" and "How long is he not fit for work?" (the chunk summary quotes the
 * unpunctuated field lines run together, "Bike: hybrid, ... Late returns are charged £15 per day.", as one fact) and
 * "Where in the library is story time?" (the title alone, "Westfield Library", outscores "in the children's corner");
 * "From when does the note apply?" on RAG and HYBRID (no word of the question is in the text); "What is included with
 * the hire?" on RAG.
 */
const HELD_OUT_246 = [
  ["footballkitchat", "Why is there no training on Saturday?", ["re-turfed"]],
  ["footballkitchat", "When is kick-off on Sunday?", ["10:30"]],
  ["footballkitchat", "Where is the match?", ["Marsh Lane"]],
  ["footballkitchat", "What time should the players arrive?", ["10"]],
  ["footballkitchat", "Which kit does Leo need?", ["blue"]],
  ["footballkitchat", "What else should Leo bring?", ["Shin pads"]],
  ["footballkitchat", "Who offered to drive?", ["Priya"]],
  ["footballkitchat", "How many kids can Priya drive?", ["three"]],
];
const HELD_OUT_247 = [
  ["bikehirereceipt", "Who hired the bike?", ["Nadia Kaur"]],
  ["bikehirereceipt", "What kind of bike was hired?", ["hybrid"]],
  ["bikehirereceipt", "How long was the hire?", ["3 days"]],
  ["bikehirereceipt", "How much was paid in total?", ["\u00a345.00"]],
  ["bikehirereceipt", "How much is the deposit?", ["\u00a3100"]],
  ["bikehirereceipt", "What is the charge for late returns?", ["\u00a315 per day"]],
  ["bikehirereceipt", "What is included with the hire?", ["Helmet and lock"]],
  ["bikehirereceipt", "What is the frame number?", ["HY-2219"]],
];
const HELD_OUT_248 = [
  ["storytimeflyer", "When is story time?", ["Wednesday"]],
  ["storytimeflyer", "What time does story time start?", ["10:30"]],
  ["storytimeflyer", "Where in the library is story time?", ["children's corner"]],
  ["storytimeflyer", "What ages is story time for?", ["2 to 5"]],
  ["storytimeflyer", "How much does story time cost?", ["Free"]],
  ["storytimeflyer", "What is this month's theme?", ["under the sea"]],
  ["storytimeflyer", "How long does a session last?", ["45 minutes"]],
  ["storytimeflyer", "Where can prams be left?", ["front desk"]],
];
const HELD_OUT_249 = [
  ["fitnote", "Who is the patient?", ["Gareth Lloyd"]],
  ["fitnote", "What is the condition?", ["lower back strain"]],
  ["fitnote", "How long is he not fit for work?", ["2 weeks"]],
  ["fitnote", "From when does the note apply?", ["3 March 2025"]],
  ["fitnote", "What should he avoid?", ["heavy lifting"]],
  ["fitnote", "What exercise is fine?", ["gentle walking"]],
  ["fitnote", "Who is the doctor?", ["Dr S. Patel"]],
  ["fitnote", "Which surgery is the doctor at?", ["Riverside Surgery"]],
];

/**
 * Two-hundred-and-fiftieth to two-hundred-and-fifty-third held-out parts (a job rejection e-mail; an energy company's
 * meter reading text; a GP's referral letter; a hen party chat), written after the twenty-seventh session's first
 * fixes: first run GRAPH and COT 24, RAG and HYBRID 23 of 32; now 29 on every type. Fixed: "Hi, it's Northgate Energy."
 * sends the text; "e.g. 04512" ended a sentence at "e.g."; "Submit it in the app or reply to this text ..." is the
 * instruction answering "How can I submit the reading?" (and "Reply to this email to approve" the two-hundred-and-
 * thirty-seventh part's "How do I approve the repair?", missed before on every type), not "If you don't send a reading,
 * we'll estimate your bill.", whose "we" is no user; "Dear Dr Hughes," is whom the letter is to; "Re:" is no speaker, and
 * the "Re: Mrs Anita Shah" line goes before "see this patient". Still missed: "Which job did Tom apply for?" ("apply for
 * our graduate scheme" outranks "Your application for Junior Designer"), "Which company is it?" (the signature's second
 * line, "Head of Design, Brightside Studio"), "What is the problem?" ("pain and swelling in her right knee" says no
 * "problem").
 */
const HELD_OUT_250 = [
  ["jobrejection", "Which job did Tom apply for?", ["Junior Designer"]],
  ["jobrejection", "When was the interview?", ["last Tuesday"]],
  ["jobrejection", "What impressed them?", ["portfolio"]],
  ["jobrejection", "Why didn't Tom get the job?", ["more print experience"]],
  ["jobrejection", "How long will they keep his details?", ["six months"]],
  ["jobrejection", "When does the graduate scheme open?", ["September"]],
  ["jobrejection", "Who signed the e-mail?", ["Fiona Reid"]],
  ["jobrejection", "Which company is it?", ["Brightside Studio"]],
];
const HELD_OUT_251 = [
  ["meterreading", "Which company sent the text?", ["Northgate Energy"]],
  ["meterreading", "When is the meter reading due?", ["5 June"]],
  ["meterreading", "How can I submit the reading?", ["in the app"]],
  ["meterreading", "What is the account number?", ["88310245"]],
  ["meterreading", "What happens if I don't send a reading?", ["estimate your bill"]],
  ["meterreading", "How do I opt out?", ["Reply STOP"]],
  ["meterreading", "What is the example reading?", ["04512"]],
  ["meterreading", "Can I reply with the reading?", ["reply to this text"]],
];
const HELD_OUT_252 = [
  ["referralletter", "Who is the patient?", ["Anita Shah"]],
  ["referralletter", "What is the patient's date of birth?", ["14/02/1968"]],
  ["referralletter", "What is the problem?", ["pain and swelling"]],
  ["referralletter", "How long has she had the pain?", ["three months"]],
  ["referralletter", "What did the X-ray show?", ["mild arthritis"]],
  ["referralletter", "What is she allergic to?", ["penicillin"]],
  ["referralletter", "Who wrote the letter?", ["Dr Laura Price"]],
  ["referralletter", "Who is the letter to?", ["Dr Hughes"]],
];
const HELD_OUT_253 = [
  ["henpartychat", "Where is the hen party?", ["Brighton"]],
  ["henpartychat", "When is the hen weekend?", ["14 June"]],
  ["henpartychat", "Where are they staying?", ["Airbnb near the pier"]],
  ["henpartychat", "How many does the Airbnb sleep?", ["10"]],
  ["henpartychat", "How much does each person pay?", ["\u00a3120 each"]],
  ["henpartychat", "When should they pay by?", ["1 May"]],
  ["henpartychat", "When is Laura coming?", ["Saturday"]],
  ["henpartychat", "Who will sort the cocktail class?", ["Chloe"]],
];

/**
 * Two-hundred-and-fifty-fourth to two-hundred-and-fifty-seventh held-out parts (a tennis court booking; a flatmates'
 * chat about a leaking washing machine; a museum membership renewal e-mail; a child's vaccination record), written after
 * the twenty-seventh session's second fixes: first run GRAPH and COT 29, RAG and HYBRID 28 of 32; now GRAPH, RAG and COT
 * 32, HYBRID 31. Fixed: "Renew online at harbourmuseum.org/renew or call ..." opens with the verb "How can I renew?"
 * asks (an instruction counts as a slot, and for a how-to question only a slot said as a means does: "your membership"
 * in "Time to renew your membership" is none), and its "call 0117 496 0321" gives the phone number; "Court fee: £14,
 * paid" names a sum, which "Which court is booked?" does not ask (so the seventieth part's "Order total:" no longer
 * answers "Who placed the order?" on the graph); "Don't use it till then!" points at a time it does not say. Still
 * missed: "When is the court booked?" on HYBRID ("Booked by: Marcus Lee").
 */
const HELD_OUT_254 = [
  ["courtbooking", "Which court is booked?", ["Court 3"]],
  ["courtbooking", "When is the court booked?", ["Thursday 9 October"]],
  ["courtbooking", "Who booked the court?", ["Marcus Lee"]],
  ["courtbooking", "How many players?", ["2"]],
  ["courtbooking", "How much is the court fee?", ["\u00a314"]],
  ["courtbooking", "Are floodlights included?", ["included"]],
  ["courtbooking", "What shoes should be worn?", ["non-marking"]],
  ["courtbooking", "Which club is it?", ["Parkside Tennis Club"]],
];
const HELD_OUT_255 = [
  ["washerchat", "What is wrong with the washing machine?", ["leaking"]],
  ["washerchat", "Where is the water?", ["kitchen floor"]],
  ["washerchat", "Who will text the landlord?", ["Mia"]],
  ["washerchat", "When can the plumber come?", ["Friday morning"]],
  ["washerchat", "Who will let the plumber in?", ["Ben"]],
  ["washerchat", "Why can Ben let the plumber in?", ["work from home"]],
  ["washerchat", "When did Ben last use the machine?", ["yesterday"]],
  ["washerchat", "Who is coming to fix it?", ["plumber"]],
];
const HELD_OUT_256 = [
  ["membershiprenewal", "When does the membership end?", ["30 November"]],
  ["membershiprenewal", "How much does renewing cost?", ["\u00a345"]],
  ["membershiprenewal", "How much is it by direct debit?", ["\u00a340"]],
  ["membershiprenewal", "What discount do members get in the shop?", ["10%"]],
  ["membershiprenewal", "How many guest passes do members get?", ["two"]],
  ["membershiprenewal", "How can I renew?", ["online"]],
  ["membershiprenewal", "Which museum is it?", ["Harbour Museum"]],
  ["membershiprenewal", "What is the phone number?", ["0117 496 0321"]],
];
const HELD_OUT_257 = [
  ["vaccinerecord", "Whose record is it?", ["Lily Evans"]],
  ["vaccinerecord", "When was Lily born?", ["3 January 2025"]],
  ["vaccinerecord", "Which vaccines were given at 8 weeks?", ["rotavirus"]],
  ["vaccinerecord", "Who gave the 16-week vaccines?", ["Nurse Okafor"]],
  ["vaccinerecord", "When are the next vaccines due?", ["January 2026"]],
  ["vaccinerecord", "Which vaccines are due at 1 year?", ["MMR"]],
  ["vaccinerecord", "When were the 12-week vaccines given?", ["28 Mar 2025"]],
  ["vaccinerecord", "Who gave the 12-week vaccines?", ["Nurse Adams"]],
];

/**
 * Two-hundred-and-fifty-eighth to two-hundred-and-sixty-first held-out parts (a car share chat; a boiler quote; a
 * children's party invitation; an app's update notes), written at the end of the twenty-seventh session after all its
 * fixes, and run once with nothing changed for them: GRAPH and COT 26, RAG and HYBRID 24 of 32. The misses: "Where is
 * the conference?" and "When should they arrive?" (Leeds is named only in Nina's question, "We should be there by 8:45"
 * never says "arrive"); "Who is the quote for?" ("Customer: Mr D. Osei"); "Which boiler will be fitted?" ("fitting" in
 * the price line outranks "Job: replace the old back boiler with a Worcester Bosch 30i combi"); "How long is the quote
 * valid?" on the graph; "When is the party?" and "Where is the party?" on RAG and HYBRID (the invitation never says
 * "party", so no passage shares a word with the question); "What is the app called?" ("Thanks for using Notely!");
 * "Who is driving to the conference?" on RAG and HYBRID (Owen's "I am" answers Nina's question).
 */
const HELD_OUT_258 = [
  ["carsharechat", "Where is the conference?", ["Leeds"]],
  ["carsharechat", "Who is driving to the conference?", ["Owen"]],
  ["carsharechat", "What time is Owen leaving?", ["7:15"]],
  ["carsharechat", "How many spare seats does Owen have?", ["two"]],
  ["carsharechat", "Where will Nina meet Owen?", ["station car park"]],
  ["carsharechat", "How much is the petrol split?", ["\u00a38 each"]],
  ["carsharechat", "Who takes the other seat?", ["Ravi"]],
  ["carsharechat", "When should they arrive?", ["8:45"]],
];
const HELD_OUT_259 = [
  ["boilerquote", "Who is the quote for?", ["D. Osei"]],
  ["boilerquote", "Which boiler will be fitted?", ["Worcester Bosch 30i"]],
  ["boilerquote", "How much is the quote?", ["\u00a32,850"]],
  ["boilerquote", "How long is the warranty?", ["10 years"]],
  ["boilerquote", "How long does the work take?", ["2 days"]],
  ["boilerquote", "When can they start?", ["Monday 3 November"]],
  ["boilerquote", "How long is the quote valid?", ["30 days"]],
  ["boilerquote", "Which company gave the quote?", ["WarmHome Heating"]],
];
const HELD_OUT_260 = [
  ["kidspartyinvite", "Whose birthday is it?", ["Maya"]],
  ["kidspartyinvite", "How old is Maya turning?", ["6"]],
  ["kidspartyinvite", "When is the party?", ["Saturday 15 March"]],
  ["kidspartyinvite", "Where is the party?", ["Jump Zone"]],
  ["kidspartyinvite", "What should the children wear?", ["socks with grips"]],
  ["kidspartyinvite", "What food will be served?", ["Pizza and cake"]],
  ["kidspartyinvite", "Who should we RSVP to?", ["Claire"]],
  ["kidspartyinvite", "When should we RSVP by?", ["8 March"]],
];
const HELD_OUT_261 = [
  ["appupdate", "Which version is it?", ["5.2"]],
  ["appupdate", "What can notes be exported as?", ["PDF"]],
  ["appupdate", "How much faster is sync?", ["twice as fast"]],
  ["appupdate", "What crash was fixed?", ["rotate your phone"]],
  ["appupdate", "Which iOS version is needed?", ["iOS 16"]],
  ["appupdate", "What is the app called?", ["Notely"]],
  ["appupdate", "Is there a dark mode?", ["Dark mode"]],
  ["appupdate", "When did the app crash?", ["during login"]],
];

/**
 * Two-hundred-and-sixty-second to two-hundred-and-sixty-fifth held-out parts (a webinar registration email; a tenant's
 * heating chat with her landlord; an airline's delay text; a fun run's fundraising update), written at the start of
 * the twenty-eighth session before any change: GRAPH and COT 31, RAG and HYBRID 29 of 32 ("Q&A" was two letters too
 * short to count, "Gate now B36" named no gate, the "Date" field lost to the line calling the event a webinar); after
 * the fixes all four 32.
 */
const HELD_OUT_262 = [
  ["webinarinvite", "What is the webinar called?", ["Scaling Postgres for SaaS"]],
  ["webinarinvite", "When is the webinar?", ["Wednesday 10 December"]],
  ["webinarinvite", "What time does the webinar start?", ["16:00"]],
  ["webinarinvite", "How long does the webinar last?", ["45 minutes"]],
  ["webinarinvite", "Who is the speaker?", ["Amara Chen"]],
  ["webinarinvite", "When will the join link be sent?", ["one hour before"]],
  ["webinarinvite", "When will the recording be sent?", ["48 hours"]],
  ["webinarinvite", "How long is the Q&A?", ["15-minute"]],
];
const HELD_OUT_263 = [
  ["heatingchat", "What error code does the boiler show?", ["F28"]],
  ["heatingchat", "How much is on the gas meter?", ["\u00a320"]],
  ["heatingchat", "Who is the engineer?", ["Dave"]],
  ["heatingchat", "What time will the engineer come?", ["9:30"]],
  ["heatingchat", "Which day does Priya work from home?", ["Tuesdays"]],
  ["heatingchat", "What does the engineer need access to?", ["loft"]],
  ["heatingchat", "What will Priya use in the meantime?", ["electric heater"]],
  ["heatingchat", "What should Priya keep?", ["receipt"]],
];
const HELD_OUT_264 = [
  ["gatechangesms", "Which flight is delayed?", ["BA0412"]],
  ["gatechangesms", "Where is the flight going?", ["Madrid"]],
  ["gatechangesms", "What is the new departure time?", ["20:25"]],
  ["gatechangesms", "What was the original departure time?", ["18:05"]],
  ["gatechangesms", "Which gate is the flight at?", ["B36"]],
  ["gatechangesms", "When will boarding start?", ["30 minutes before departure"]],
  ["gatechangesms", "How much is the food voucher?", ["\u00a310"]],
  ["gatechangesms", "Where can the voucher be used?", ["Terminal 5"]],
];
const HELD_OUT_265 = [
  ["funrunupdate", "How much did the Fun Run raise?", ["\u00a34,320"]],
  ["funrunupdate", "Which charity did the run raise money for?", ["St Luke's Hospice"]],
  ["funrunupdate", "How much did last year's run raise?", ["\u00a33,100"]],
  ["funrunupdate", "How many runners took part?", ["142"]],
  ["funrunupdate", "How old was the youngest runner?", ["4"]],
  ["funrunupdate", "Who ran the fastest 5k?", ["Hannah Okoro"]],
  ["funrunupdate", "Who donated the water and bananas?", ["Greggs"]],
  ["funrunupdate", "When is next year's run?", ["Sunday 7 June"]],
];

/**
 * Two-hundred-and-sixty-sixth to two-hundred-and-sixty-ninth held-out parts (a vet's discharge notes; a café's job
 * advert; siblings planning their mother's move; a conference talk's listing), written in the twenty-eighth session
 * after the fixes for the round before: GRAPH and COT 28, RAG and HYBRID 25 of 32 (the talk's "Room B, 14:30-15:15"
 * and the café's address line lost to lines naming the thing with no time or place; "cafe" did not meet "café");
 * after the fixes GRAPH and COT 30, RAG and HYBRID 28 (still missed: "What is the dog's name?", which the notes never
 * call a dog; "What was removed?" against "removal of a lump"; "What should Bramble eat tonight?" against "a small
 * meal of chicken and rice this evening"; "What job is advertised?" against "We're hiring: Weekend Barista").
 */
const HELD_OUT_266 = [
  ["vetdischarge", "What is the dog's name?", ["Bramble"]],
  ["vetdischarge", "What breed is Bramble?", ["Springer Spaniel"]],
  ["vetdischarge", "What was removed?", ["lump"]],
  ["vetdischarge", "When was the procedure?", ["12 November"]],
  ["vetdischarge", "What should Bramble eat tonight?", ["chicken and rice"]],
  ["vetdischarge", "Why must the cone stay on?", ["licking the stitches"]],
  ["vetdischarge", "How long should Bramble take Metacam?", ["5 days"]],
  ["vetdischarge", "When should the stitches come out?", ["22 November"]],
];
const HELD_OUT_267 = [
  ["jobadvert", "What job is advertised?", ["Barista"]],
  ["jobadvert", "Where is the cafe?", ["41 Market Street"]],
  ["jobadvert", "What are the hours?", ["8 am to 4 pm"]],
  ["jobadvert", "How much does the job pay?", ["\u00a312.50 an hour"]],
  ["jobadvert", "Is experience needed?", ["No experience needed"]],
  ["jobadvert", "What are the perks?", ["free coffee"]],
  ["jobadvert", "How do I apply?", ["send your CV"]],
  ["jobadvert", "What is the deadline for applying?", ["30 January"]],
];
const HELD_OUT_268 = [
  ["movingdaychat", "When is the van booked?", ["Saturday"]],
  ["movingdaychat", "Where is Sam collecting the van from?", ["Enterprise"]],
  ["movingdaychat", "What will Lucy bring?", ["boxes and tape"]],
  ["movingdaychat", "How many boxes are needed?", ["30"]],
  ["movingdaychat", "Why can Tom only help in the afternoon?", ["football"]],
  ["movingdaychat", "What is the new address?", ["7 Willow Court"]],
  ["movingdaychat", "Who is looking after Biscuit?", ["neighbour"]],
  ["movingdaychat", "What time should Tom come to the new flat?", ["2"]],
];
const HELD_OUT_269 = [
  ["conferencetalk", "What is the talk called?", ["Shipping faster with feature flags"]],
  ["conferencetalk", "Who is the speaker?", ["Leila Haddad"]],
  ["conferencetalk", "Where does Leila work?", ["Trellis"]],
  ["conferencetalk", "Which room is the talk in?", ["Room B"]],
  ["conferencetalk", "When does the talk start?", ["14:30"]],
  ["conferencetalk", "How often does Trellis deploy now?", ["40 times a day"]],
  ["conferencetalk", "Who is the talk suitable for?", ["engineers and team leads"]],
  ["conferencetalk", "Where will the slides be shared?", ["conference site"]],
];

/**
 * Two-hundred-and-seventieth to two-hundred-and-seventy-third held-out parts (a parkrun results email; a book club
 * chat; a warranty claim's reply; a food bank's rota), written in the twenty-eighth session after the fixes for the
 * rounds before: GRAPH and COT 26, RAG and HYBRID 25 of 32 (a reply's signature was not who replied; "stopped heating"
 * was not what went wrong; "at the front desk" was no place, and "speak to Bridget" one); after the fixes GRAPH and COT
 * 29, RAG and HYBRID 28 (still missed: "Who wrote the book?" against "The Midnight Library by Matt Haig.", which a
 * "by" span alone did not lift over "book club"; "How many runners were there?" against "118th out of 342"; "What
 * product is the claim about?"; "Which courier will deliver it?" against "by DPD").
 */
const HELD_OUT_270 = [
  ["parkrunresults", "Which parkrun was it?", ["Hollins Park"]],
  ["parkrunresults", "When was the parkrun?", ["Saturday 6 December"]],
  ["parkrunresults", "What was Sofia's time?", ["27:41"]],
  ["parkrunresults", "What position did Sofia finish?", ["118th"]],
  ["parkrunresults", "How many runners were there?", ["342"]],
  ["parkrunresults", "How many parkruns has Sofia done?", ["25"]],
  ["parkrunresults", "What has Sofia earned?", ["milestone t-shirt"]],
  ["parkrunresults", "Who scanned barcodes?", ["Ravi"]],
];
const HELD_OUT_271 = [
  ["bookclubchat", "Where is the next book club?", ["mine"]],
  ["bookclubchat", "When is the next book club?", ["14th"]],
  ["bookclubchat", "What time does book club start?", ["7:30"]],
  ["bookclubchat", "What are they reading?", ["The Midnight Library"]],
  ["bookclubchat", "Who wrote the book?", ["Matt Haig"]],
  ["bookclubchat", "What will Leo bring?", ["bottle of red"]],
  ["bookclubchat", "Why should the snacks be vegan?", ["for Sam"]],
  ["bookclubchat", "Why should people park on the street?", ["skip"]],
];
const HELD_OUT_272 = [
  ["warrantyclaim", "What product is the claim about?", ["KettlePro 3000"]],
  ["warrantyclaim", "What went wrong with the kettle?", ["stopped heating"]],
  ["warrantyclaim", "How long is the warranty?", ["2-year"]],
  ["warrantyclaim", "What is the claim number?", ["BL-55102"]],
  ["warrantyclaim", "When should the new kettle arrive?", ["5 working days"]],
  ["warrantyclaim", "Which courier will deliver it?", ["DPD"]],
  ["warrantyclaim", "What should Mr Novak do with the faulty kettle?", ["recycle"]],
  ["warrantyclaim", "Who replied?", ["Aisha"]],
];
const HELD_OUT_273 = [
  ["foodbankrota", "Who sorts donations?", ["Jenny and Carl"]],
  ["foodbankrota", "When are donations sorted?", ["Mondays"]],
  ["foodbankrota", "Who drives the van?", ["Omar"]],
  ["foodbankrota", "Where does the van go?", ["Tesco"]],
  ["foodbankrota", "What happens on Fridays?", ["pack parcels"]],
  ["foodbankrota", "When is the food bank closed?", ["24 December to 2 January"]],
  ["foodbankrota", "Who is the coordinator?", ["Bridget"]],
  ["foodbankrota", "Where should volunteers sign in?", ["front desk"]],
];

/**
 * Two-hundred-and-seventy-fourth to two-hundred-and-seventy-seventh held-out parts (a school's sports day letter; a dog
 * sitter's chat; an overdue invoice's reminder; an allotment plan), written in the twenty-eighth session after the
 * fixes for the rounds before: GRAPH and COT 30, RAG and HYBRID 29 of 32 ("What is Pepper allergic to?" does not meet
 * "Any allergies?": rooting "allergic" as "allergy" found it, but cost "What food should be avoided?" its lone answer
 * and was dropped; "What time is Pepper's second meal?" against "one at 5"; "What was the invoice for?" against "for
 * the website redesign"). Nothing was changed for them; after the round, what a "for" after the thing names was
 * read as what it is for, and RAG and HYBRID got "What was the invoice for?" (30 of 32).
 */
const HELD_OUT_274 = [
  ["sportsdayletter", "When is Sports Day?", ["Thursday 19 June"]],
  ["sportsdayletter", "Where is Sports Day?", ["Greenfield Park"]],
  ["sportsdayletter", "What time does Sports Day start?", ["1:15 pm"]],
  ["sportsdayletter", "What should children bring?", ["water bottle"]],
  ["sportsdayletter", "Where can parents watch from?", ["rope line"]],
  ["sportsdayletter", "What happens if it rains?", ["Tuesday 24 June"]],
  ["sportsdayletter", "How much are the ice lollies?", ["\u00a31"]],
  ["sportsdayletter", "Who wrote the letter?", ["Mr Patel"]],
];
const HELD_OUT_275 = [
  ["dogsitterchat", "Who is looking after Pepper?", ["Marcus"]],
  ["dogsitterchat", "When should Elena drop Pepper off?", ["Friday evening"]],
  ["dogsitterchat", "How often does Pepper eat?", ["twice a day"]],
  ["dogsitterchat", "What is Pepper allergic to?", ["Chicken"]],
  ["dogsitterchat", "When will Elena collect Pepper?", ["Around 4"]],
  ["dogsitterchat", "What time does the train get in?", ["3:20"]],
  ["dogsitterchat", "How much food does Pepper get in the morning?", ["one scoop"]],
  ["dogsitterchat", "What time is Pepper's second meal?", ["5"]],
];
const HELD_OUT_276 = [
  ["paymentreminder", "Which invoice is overdue?", ["INV-2043"]],
  ["paymentreminder", "How much is the invoice?", ["\u00a3640.00"]],
  ["paymentreminder", "What was the invoice for?", ["website redesign"]],
  ["paymentreminder", "When was the invoice due?", ["31 October"]],
  ["paymentreminder", "How should Jordan pay?", ["bank transfer"]],
  ["paymentreminder", "What is the sort code?", ["20-45-77"]],
  ["paymentreminder", "How much is the late fee?", ["\u00a340"]],
  ["paymentreminder", "Who sent the reminder?", ["Mei Chen"]],
];
const HELD_OUT_277 = [
  ["allotmentplan", "When will the broad beans be sown?", ["February"]],
  ["allotmentplan", "When do the potatoes go in?", ["Easter"]],
  ["allotmentplan", "Where do the tomatoes stay?", ["greenhouse"]],
  ["allotmentplan", "When is the last frost?", ["mid-May"]],
  ["allotmentplan", "Who is giving a water butt?", ["Dad"]],
  ["allotmentplan", "Where will the water butt go?", ["by the shed"]],
  ["allotmentplan", "What is being skipped this year?", ["courgettes"]],
  ["allotmentplan", "Why are courgettes being skipped?", ["too many last summer"]],
];

/** Each part, its key and its column in the printed table. */
/**
 * Two-hundred-and-seventy-eighth to two-hundred-and-eighty-first held-out parts (a colleague's farewell email; siblings
 * planning a gift; a tree surgeon's quote; a cycling club's ride notice), written in the twenty-ninth session after the
 * fixes for the rounds before: GRAPH and COT 30, RAG and HYBRID 29 of 32 ("What will Sam's new job be?" against "I'm
 * joining Monzo as a data science manager", which never says "job"; "Who leads the social ride?" answered by "Ride
 * leader: Priya Shah", not "the 30 km social ride leaves at the same time with Hannah"; RAG and HYBRID "Who is getting
 * the flowers?" met "what are we getting her?", as "getting" counted where "get" did not). After the round, a job named
 * meets "job", a noun the question qualifies is not a field's bare one, and the forms of "get" count as "get" does: 32
 * of 32 for each type.
 */
const HELD_OUT_278 = [
  ["farewellemail", "Where is Sam going to work?", ["Monzo"]],
  ["farewellemail", "How long did Sam work at Finch Analytics?", ["six years"]],
  ["farewellemail", "When does Sam start at Monzo?", ["January"]],
  ["farewellemail", "What will Sam's new job be?", ["data science manager"]],
  ["farewellemail", "Who hired Sam?", ["Grace"]],
  ["farewellemail", "Where are the leaving drinks?", ["The Crown"]],
  ["farewellemail", "What time are the leaving drinks?", ["5:30"]],
  ["farewellemail", "Where are the handover notes?", ["shared drive"]],
];
const HELD_OUT_279 = [
  ["giftchat", "When is Mum's birthday?", ["3 August"]],
  ["giftchat", "How old will Mum be?", ["60"]],
  ["giftchat", "What are they getting Mum?", ["pottery course"]],
  ["giftchat", "How much does the course cost?", ["\u00a3180"]],
  ["giftchat", "How much is each person paying?", ["\u00a360"]],
  ["giftchat", "Who is booking the course?", ["Joe"]],
  ["giftchat", "Who is getting the flowers?", ["Kate"]],
  ["giftchat", "Where is the cake from?", ["Mrs Lowe"]],
];
const HELD_OUT_280 = [
  ["treequote", "Which tree will be removed?", ["ash"]],
  ["treequote", "How much will the oak be reduced by?", ["30%"]],
  ["treequote", "Why is council consent needed?", ["Tree Preservation Order"]],
  ["treequote", "How long does consent take?", ["8 weeks"]],
  ["treequote", "What happens to the waste?", ["chipped"]],
  ["treequote", "How much is the total?", ["\u00a31,150"]],
  ["treequote", "How much is the deposit?", ["20%"]],
  ["treequote", "Who should the client contact?", ["Gareth Jones"]],
];
const HELD_OUT_281 = [
  ["clubride", "How long is the ride?", ["65 km"]],
  ["clubride", "Where does the ride meet?", ["Otley bandstand"]],
  ["clubride", "What time does the ride start?", ["8:45"]],
  ["clubride", "Where is the coffee stop?", ["Caf\u00e9 Velo"]],
  ["clubride", "Who is leading the ride?", ["Priya Shah"]],
  ["clubride", "Why are mudguards needed?", ["lanes will be wet"]],
  ["clubride", "Who leads the social ride?", ["Hannah"]],
  ["clubride", "When will riders be back?", ["1 pm"]],
];

/**
 * Two-hundred-and-eighty-second to two-hundred-and-eighty-fifth held-out parts (a driving instructor's text; a coding
 * agent's memories of its user's project; a street party notice; a band's rehearsal chat), written in the twenty-ninth
 * session after the fixes for the rounds before: GRAPH and COT 32, RAG and HYBRID 31 of 32 ("Where will Karen pick Tom
 * up?" against "I'll pick you up from college", which named no place). After the round, a common noun after "from"
 * ("from college") or a container ("in the front pocket of his bag") names a place: 32 of 32 for each type.
 */
const HELD_OUT_282 = [
  ["drivinglesson", "Who is Tom's driving instructor?", ["Karen"]],
  ["drivinglesson", "When is the next lesson?", ["Tuesday 4 March"]],
  ["drivinglesson", "Where will Karen pick Tom up?", ["college"]],
  ["drivinglesson", "What will they practise?", ["roundabouts"]],
  ["drivinglesson", "When is the driving test?", ["2 April"]],
  ["drivinglesson", "Where is the test?", ["Hendon"]],
  ["drivinglesson", "How much does the lesson cost?", ["\u00a376"]],
  ["drivinglesson", "How much notice is needed to cancel?", ["48 hours"]],
];
const HELD_OUT_283 = [
  ["repoconventions", "What is the user's main project?", ["tidepool"]],
  ["repoconventions", "How should tests be run?", ["cargo nextest run"]],
  ["repoconventions", "What style of commit messages does the user prefer?", ["imperative"]],
  ["repoconventions", "Where does CI run?", ["GitHub Actions"]],
  ["repoconventions", "Who reviews the user's code?", ["Ines"]],
  ["repoconventions", "When are releases cut?", ["first Monday"]],
  ["repoconventions", "What does the user dislike in library code?", ["unwrap"]],
  ["repoconventions", "What is the documentation built with?", ["mdBook"]],
];
const HELD_OUT_284 = [
  ["streetparty", "When is the street party?", ["Saturday 7 June"]],
  ["streetparty", "When is the road closed?", ["11 am to 8 pm"]],
  ["streetparty", "What should people bring?", ["dish to share"]],
  ["streetparty", "What band is playing?", ["The Lodgers"]],
  ["streetparty", "When does the bouncy castle start?", ["1 pm"]],
  ["streetparty", "How much is each household paying?", ["\u00a35"]],
  ["streetparty", "Who collects the money?", ["Ruth"]],
  ["streetparty", "Where will the party go if it rains?", ["church hall"]],
];
const HELD_OUT_285 = [
  ["bandrehearsal", "What day is rehearsal?", ["Wednesday"]],
  ["bandrehearsal", "What time does rehearsal start?", ["8:30"]],
  ["bandrehearsal", "Where is rehearsal?", ["Soundhouse"]],
  ["bandrehearsal", "Why can't Maya start at 8?", ["teaching"]],
  ["bandrehearsal", "What song will open the gig?", ["Neon Lights"]],
  ["bandrehearsal", "What is Maya bringing?", ["spare snare"]],
  ["bandrehearsal", "Where is the gig?", ["the Fleece"]],
  ["bandrehearsal", "How much is the studio each?", ["\u00a315"]],
];

/**
 * Two-hundred-and-eighty-sixth to two-hundred-and-eighty-ninth held-out parts (a holiday let's arrival email; flatmates
 * finding a plumber; an A-level results letter; a week's cycling diary), written in the twenty-ninth session after the
 * fixes for the rounds before: GRAPH and COT 28, RAG and HYBRID 29 of 32 ("Dear Aisha," answered "Where will Aisha live?"
 * and "Which subject did Aisha get a B in?", and on the graph "What grade did Aisha get in Chemistry?" as "Dear Aisha,.
 * Congratulations!"; "Which bathroom needs a plumber?" against Priya's "Did anyone find a plumber for the shared
 * bathroom?"). After the round, a salutation is no answer but to a who-question, a quoted opening starts after it, and
 * where one will live is met by one's accommodation: GRAPH and COT 31, RAG and HYBRID 30 of 32 (the B in Maths, which
 * RAG and HYBRID now answer "I don't know", and the bathroom are still missed).
 */
const HELD_OUT_286 = [
  ["holidaylet", "When is check-in?", ["4 pm"]],
  ["holidaylet", "Where is the key?", ["lockbox"]],
  ["holidaylet", "What is the lockbox code?", ["4821"]],
  ["holidaylet", "Where is the Wi-Fi password?", ["fridge"]],
  ["holidaylet", "Where should Greta park?", ["behind the cottage"]],
  ["holidaylet", "Which night do the bins go out?", ["Tuesday"]],
  ["holidaylet", "Where is the nearest shop?", ["Harbour Street"]],
  ["holidaylet", "When is check-out?", ["10 am on Monday"]],
];
const HELD_OUT_287 = [
  ["plumberflatchat", "Which plumber is coming?", ["Dan's Plumbing"]],
  ["plumberflatchat", "When is the plumber coming?", ["Thursday at 10"]],
  ["plumberflatchat", "How much is the call-out?", ["\u00a385"]],
  ["plumberflatchat", "Who will let the plumber in?", ["Ned"]],
  ["plumberflatchat", "Where is the leak?", ["under the sink"]],
  ["plumberflatchat", "How will the cost be split?", ["three ways"]],
  ["plumberflatchat", "Which bathroom needs a plumber?", ["shared bathroom"]],
  ["plumberflatchat", "Who found the plumber?", ["Ollie"]],
];
const HELD_OUT_288 = [
  ["alevelresults", "What grade did Aisha get in Chemistry?", ["A*"]],
  ["alevelresults", "Which subject did Aisha get a B in?", ["Maths"]],
  ["alevelresults", "What will Aisha study?", ["Medicine"]],
  ["alevelresults", "Which university is Aisha going to?", ["University of Leeds"]],
  ["alevelresults", "When must Aisha accept her place?", ["22 August"]],
  ["alevelresults", "Where will Aisha live?", ["Charles Morris Hall"]],
  ["alevelresults", "How much is the rent?", ["\u00a3162"]],
  ["alevelresults", "When does welcome week start?", ["15 September"]],
];
const HELD_OUT_289 = [
  ["commutediary", "How long did Monday's ride take?", ["38 minutes"]],
  ["commutediary", "Where did the puncture happen?", ["Mill Road"]],
  ["commutediary", "How late was I on Tuesday?", ["20 minutes"]],
  ["commutediary", "Why did I take the train on Wednesday?", ["storm"]],
  ["commutediary", "Where did I buy new tyres?", ["Cycle Hub"]],
  ["commutediary", "How much did the tyres cost?", ["\u00a364"]],
  ["commutediary", "Who did I ride with on Friday?", ["Jonas"]],
  ["commutediary", "What is Jonas training for?", ["London to Brighton"]],
];

/**
 * Two-hundred-and-ninetieth to two-hundred-and-ninety-third held-out parts (a library's reservation text; a new baby's
 * family chat; a car service report; an agent's memories of its user's travel preferences), written in the twenty-ninth
 * session after every fix of the session and run once, with nothing changed for them: GRAPH and COT 29, RAG and HYBRID
 * 28 of 32 ("What is the baby's name?" and "How much did the baby weigh?" where the chat never says "baby" ("She's here!
 * Isla Rose, born 6:12 this morning, 3.4 kg."); "What food did Sara ask for?" against "maybe a lasagne!" (RAG and
 * HYBRID); "Who did the work?" against "Technician: Imran").
 */
const HELD_OUT_290 = [
  ["libraryreservation", "Which book is ready to collect?", ["Tomorrow, and Tomorrow"]],
  ["libraryreservation", "Where can the book be collected?", ["front desk"]],
  ["libraryreservation", "Until when will the book be held?", ["9 May"]],
  ["libraryreservation", "When does the library close on Saturday?", ["4 pm"]],
  ["libraryreservation", "Is the library open on Sunday?", ["closed"]],
  ["libraryreservation", "What should I bring?", ["library card"]],
  ["libraryreservation", "How much is the reservation fee?", ["50p"]],
  ["libraryreservation", "Which library sent the text?", ["Westfield"]],
];
const HELD_OUT_291 = [
  ["newbornchat", "What is the baby's name?", ["Isla Rose"]],
  ["newbornchat", "What time was the baby born?", ["6:12"]],
  ["newbornchat", "How much did the baby weigh?", ["3.4 kg"]],
  ["newbornchat", "Who was amazing?", ["Tom"]],
  ["newbornchat", "When can Mum visit?", ["Sunday afternoon"]],
  ["newbornchat", "When is Sara going home?", ["tomorrow"]],
  ["newbornchat", "What size nappies does Sara need?", ["size 1"]],
  ["newbornchat", "What food did Sara ask for?", ["lasagne"]],
];
const HELD_OUT_292 = [
  ["carservicereport", "What car was serviced?", ["Honda Jazz"]],
  ["carservicereport", "What is the mileage?", ["48,210"]],
  ["carservicereport", "What needs replacing soon?", ["brake pads"]],
  ["carservicereport", "When should the brake pads be replaced?", ["within 3 months"]],
  ["carservicereport", "Which tyre had a puncture?", ["rear left"]],
  ["carservicereport", "How much was the service?", ["\u00a3289.50"]],
  ["carservicereport", "When is the next service due?", ["May 2027"]],
  ["carservicereport", "Who did the work?", ["Imran"]],
];
const HELD_OUT_293 = [
  ["travelprefs", "What is the user allergic to?", ["shellfish"]],
  ["travelprefs", "What is the user's partner called?", ["Joel"]],
  ["travelprefs", "What diet does Joel follow?", ["vegan"]],
  ["travelprefs", "Which seat does the user prefer?", ["aisle"]],
  ["travelprefs", "Why does the user prefer aisle seats?", ["long legs"]],
  ["travelprefs", "Which airline is the user's frequent flyer number with?", ["KLM"]],
  ["travelprefs", "When does the user's passport expire?", ["March 2027"]],
  ["travelprefs", "Where is the user going in October?", ["Japan"]],
];

/**
 * Two-hundred-and-ninety-fourth to two-hundred-and-ninety-seventh held-out parts (an optician's examination summary; a
 * chess club's team chat; an airport transfer confirmation; an agent's memories of its user's work project), written
 * in the thirtieth session before any fix of the session was tried on them: first run GRAPH, HYBRID and COT 28, RAG 27
 * of 32; now 30 on every type. Fixed: "Who carried out the eye test?" asks who did the record's work, which its trade's
 * field names ("Optometrist: Priya Lal"; so "Technician: Imran" now answers the two hundred and ninety-second part's "Who
 * did the work?" on the graph and the seventy-eighth part's "Who did the test?" everywhere); "collection in 10 working
 * days" says when; "migration" meets "migrating" (a noun in "-ation" from a verb in "-ate"). Still missed: "Where is the
 * match?" ("Their place, the Kingston Quaker Hall" answers "Where is it this time?", whose "it" is the match two turns
 * back; "vs Kingston" is now no place) and "Who replaces Rahul?" ("Mei, can you take board 4?" / "Yes, happy to.").
 */
const HELD_OUT_294 = [
  ["opticianresults", "Who carried out the eye test?", ["Priya Lal"]],
  ["opticianresults", "Which eye's prescription changed?", ["left"]],
  ["opticianresults", "What are the new lenses for?", ["distance"]],
  ["opticianresults", "Was there any sign of glaucoma?", ["no sign"]],
  ["opticianresults", "Why is the eye test free?", ["over 60"]],
  ["opticianresults", "When is the next eye test due?", ["2 years"]],
  ["opticianresults", "Which frames were ordered?", ["Lindberg"]],
  ["opticianresults", "When can the frames be collected?", ["10 working days"]],
];
const HELD_OUT_295 = [
  ["chesschat", "Who is the match against?", ["Kingston"]],
  ["chesschat", "Who plays board 2?", ["Anya"]],
  ["chesschat", "What time do the clocks start?", ["2 pm"]],
  ["chesschat", "When should players arrive?", ["1:30"]],
  ["chesschat", "Where is the match?", ["Quaker Hall"]],
  ["chesschat", "Why can't Rahul play?", ["engagement party"]],
  ["chesschat", "Who replaces Rahul?", ["Mei"]],
  ["chesschat", "What should players bring?", ["clock"]],
];
const HELD_OUT_296 = [
  ["airporttransfer", "What is the booking reference?", ["TRF-55821"]],
  ["airporttransfer", "Where is the pick-up?", ["Faro Airport"]],
  ["airporttransfer", "Where is the drop-off?", ["Casa Azul"]],
  ["airporttransfer", "What flight is being met?", ["TP1902"]],
  ["airporttransfer", "How many child seats are included?", ["2"]],
  ["airporttransfer", "What vehicle will be used?", ["Mercedes Vito"]],
  ["airporttransfer", "How long will the driver wait?", ["60 minutes"]],
  ["airporttransfer", "How much does the transfer cost?", ["95 EUR"]],
];
const HELD_OUT_297 = [
  ["projectmemories", "What is the user migrating?", ["billing service"]],
  ["projectmemories", "Who is the user's manager?", ["Hannah Osei"]],
  ["projectmemories", "When is the migration deadline?", ["30 January 2027"]],
  ["projectmemories", "Which language does the user work in?", ["Go"]],
  ["projectmemories", "What does the team use for tickets?", ["Linear"]],
  ["projectmemories", "When does the user prefer code reviews?", ["morning"]],
  ["projectmemories", "Where was the staging database moved?", ["Frankfurt"]],
  ["projectmemories", "When is the user next on call?", ["7 December"]],
];

/**
 * Two-hundred-and-ninety-eighth to three-hundred-and-first held-out parts (a piano teacher's recital letter; a tenant's
 * chat with her landlord about repairs; a resident parking permit renewal; a cooking class's welcome note), written in
 * the thirtieth session before any fix of the session was tried on them (after the first fixes): first run GRAPH and
 * COT 26, RAG and HYBRID 27 of 32; now GRAPH and COT 30, RAG and HYBRID 31. Fixed: every sentence of a turn keeps its
 * speaker's role ("Landlord (Gary): I'll send Dave the electrician." says who the landlord is; so the ninety-first part's
 * "Who teaches Zoe maths?" is answered); a dress code says what to wear; what is valid until a date expires then; "How
 * soon must a new car be registered?" asks when ("within 14 days"). Still missed: "Why can't Leah let the electrician
 * in?" ("I'm at work then, can he use the spare key?") and, on the graph, "Who is coming to fix it?" ("I'll send Dave
 * the electrician.").
 */
const HELD_OUT_298 = [
  ["pianorecital", "When is the piano recital?", ["22 March"]],
  ["pianorecital", "Where is the recital held?", ["St Mary's Church hall"]],
  ["pianorecital", "How early should pupils arrive?", ["30 minutes"]],
  ["pianorecital", "How many pieces does each pupil play?", ["one"]],
  ["pianorecital", "How much are the tickets?", ["free"]],
  ["pianorecital", "What is the collection for?", ["roof"]],
  ["pianorecital", "What should pupils not wear?", ["trainers"]],
  ["pianorecital", "Who wrote the letter?", ["Elena Petrova"]],
];
const HELD_OUT_299 = [
  ["flatrepairchat", "What has stopped working?", ["extractor fan"]],
  ["flatrepairchat", "Who is coming to fix it?", ["Dave"]],
  ["flatrepairchat", "When is the electrician coming?", ["Thursday"]],
  ["flatrepairchat", "Where is the spare key?", ["key safe"]],
  ["flatrepairchat", "What is the key safe code?", ["4471"]],
  ["flatrepairchat", "What else is dripping?", ["kitchen tap"]],
  ["flatrepairchat", "Who is the landlord?", ["Gary"]],
  ["flatrepairchat", "Why can't Leah let the electrician in?", ["at work"]],
];
const HELD_OUT_300 = [
  ["parkingpermit", "Who holds the permit?", ["Fatima Noor"]],
  ["parkingpermit", "Which zone is the permit for?", ["Elm Park"]],
  ["parkingpermit", "When does the permit expire?", ["31 December 2027"]],
  ["parkingpermit", "How much does the permit cost?", ["\u00a3120"]],
  ["parkingpermit", "How much do electric vehicles pay?", ["\u00a330"]],
  ["parkingpermit", "Does the permit need to be displayed?", ["nothing to display"]],
  ["parkingpermit", "How much is a book of visitor permits?", ["\u00a315"]],
  ["parkingpermit", "How soon must a new car be registered?", ["14 days"]],
];
const HELD_OUT_301 = [
  ["cookingclass", "What time does the class start?", ["6:30 pm"]],
  ["cookingclass", "How long is the class?", ["3 hours"]],
  ["cookingclass", "Who teaches the class?", ["Nong"]],
  ["cookingclass", "Which dessert will be taught?", ["mango sticky rice"]],
  ["cookingclass", "What is provided?", ["ingredients"]],
  ["cookingclass", "When must allergies be reported?", ["48 hours"]],
  ["cookingclass", "Where is the entrance?", ["bike shop"]],
  ["cookingclass", "Are late cancellations refunded?", ["not refunded"]],
];

/**
 * Three-hundred-and-second to three-hundred-and-fifth held-out parts (a kayak hire booking; neighbours' street chat; an
 * e-mail calling in sick; an agent's memories of its user's reading), written in the thirtieth session after every fix
 * of the session and run once, with nothing changed for them: GRAPH, HYBRID and COT 25, RAG 26 of 32. The misses: "How
 * early should we arrive?" ("Meet at the boathouse ..., 15 minutes before your start time"); "When will the bins be
 * collected?" ("Tomorrow morning, before 10." answers "Did they say when they'll come back?"); "Where was the cat seen?"
 * ("sitting on my shed roof"); "Who is the email to?" ("Hi Laura," is read as Laura spoken to, and "I'll check my email"
 * says "email"); "Why is Nadia off?" (answered with her signature, not "a bad migraine"); "Who wrote the book the user
 * is reading?", and "What is the user reading?" but on RAG ("The user wants to read more Japanese fiction" meets "read"
 * as "is reading 'Piranesi' by Susanna Clarke" does). Each missed on every type but the last.
 */
const HELD_OUT_302 = [
  ["kayakhire", "How many kayaks were booked?", ["2 double"]],
  ["kayakhire", "When is the kayak booking?", ["6 June"]],
  ["kayakhire", "Where should we meet?", ["boathouse"]],
  ["kayakhire", "How early should we arrive?", ["15 minutes"]],
  ["kayakhire", "What must be worn on the water?", ["Buoyancy aids"]],
  ["kayakhire", "What should we bring?", ["change of clothes"]],
  ["kayakhire", "What happens if the river is too high?", ["refund"]],
  ["kayakhire", "How much was paid?", ["\u00a384"]],
];
const HELD_OUT_303 = [
  ["neighbourchat", "What wasn't collected?", ["bins"]],
  ["neighbourchat", "Who reported it to the council?", ["Keith"]],
  ["neighbourchat", "When will the bins be collected?", ["Tomorrow morning"]],
  ["neighbourchat", "Which side of the road is Joan on?", ["even"]],
  ["neighbourchat", "What is the cat called?", ["Mochi"]],
  ["neighbourchat", "What colour is the cat's collar?", ["red"]],
  ["neighbourchat", "Where was the cat seen?", ["shed roof"]],
  ["neighbourchat", "What number does Keith live at?", ["14"]],
];
const HELD_OUT_304 = [
  ["sickleaveemail", "Why is Nadia off?", ["migraine"]],
  ["sickleaveemail", "Who is the email to?", ["Laura"]],
  ["sickleaveemail", "Which call was moved?", ["supplier call"]],
  ["sickleaveemail", "When is the supplier call now?", ["Thursday"]],
  ["sickleaveemail", "Who is covering the front desk?", ["Tom"]],
  ["sickleaveemail", "Where are the March invoices?", ["shared drive"]],
  ["sickleaveemail", "When will Nadia check her email?", ["this evening"]],
  ["sickleaveemail", "When does Nadia hope to be back?", ["tomorrow"]],
];
const HELD_OUT_305 = [
  ["readingmemories", "What is the user reading?", ["Piranesi"]],
  ["readingmemories", "Who wrote the book the user is reading?", ["Susanna Clarke"]],
  ["readingmemories", "When does the book club meet?", ["first Thursday"]],
  ["readingmemories", "Does the user prefer paperbacks or e-books?", ["paperbacks"]],
  ["readingmemories", "Who is the user's favourite author?", ["Le Guin"]],
  ["readingmemories", "Which book did the user not finish?", ["Ulysses"]],
  ["readingmemories", "Where does the user borrow books from?", ["Hackney Central Library"]],
  ["readingmemories", "What is the user's reading goal for 2027?", ["30 books"]],
];

/**
 * Three-hundred-and-sixth to three-hundred-and-ninth held-out parts (an airline's retiming e-mail; a team's stand-up
 * chat; an agent's memories of its user's allotment; a vet's booster reminder), written in the thirty-first session
 * before any fix of it: first run GRAPH, RAG, HYBRID and COT 32 of 32 each.
 */
const HELD_OUT_306 = [
  ["flightchange", "Which flight was changed?", ["BA2754"]],
  ["flightchange", "Where is the flight going?", ["Lisbon"]],
  ["flightchange", "When does the flight leave now?", ["16:40"]],
  ["flightchange", "What time did it leave before?", ["09:15"]],
  ["flightchange", "Which seat does Mr Okafor have?", ["23C"]],
  ["flightchange", "How much checked baggage is allowed?", ["23kg"]],
  ["flightchange", "What is the booking reference?", ["QX7T2L"]],
  ["flightchange", "When does check-in open?", ["24 hours"]],
];
const HELD_OUT_307 = [
  ["standupchat", "What did Owen finish yesterday?", ["login page"]],
  ["standupchat", "What is Owen working on today?", ["password reset"]],
  ["standupchat", "What is Aisha fixing?", ["flaky payment tests"]],
  ["standupchat", "Who will Maya chase?", ["Rob"]],
  ["standupchat", "Why is Ben off?", ["wedding"]],
  ["standupchat", "Who is taking over the search ticket?", ["Owen"]],
  ["standupchat", "When is the sprint demo?", ["Thursday"]],
  ["standupchat", "Where is the sprint demo?", ["Orchid"]],
];
const HELD_OUT_308 = [
  ["allotmentnotes", "Which plot does the user have?", ["27"]],
  ["allotmentnotes", "What does the user grow?", ["tomatoes"]],
  ["allotmentnotes", "Which tomato variety is the user growing?", ["Gardener's Delight"]],
  ["allotmentnotes", "When does the user water the allotment?", ["every evening"]],
  ["allotmentnotes", "What happened to the carrots?", ["carrot fly"]],
  ["allotmentnotes", "Who does the user share the shed with?", ["Derek"]],
  ["allotmentnotes", "How much is the allotment rent?", ["\u00a345"]],
  ["allotmentnotes", "What does the user want to plant in November?", ["garlic"]],
];
const HELD_OUT_309 = [
  ["vetletter", "Who is the letter to?", ["Patel"]],
  ["vetletter", "What is Biscuit due for?", ["booster"]],
  ["vetletter", "When is the booster due?", ["3 September"]],
  ["vetletter", "What else is recommended at the visit?", ["flea"]],
  ["vetletter", "What number should I call?", ["01235 880 412"]],
  ["vetletter", "Which vets can I book with?", ["Hughes"]],
  ["vetletter", "How old is Biscuit?", ["8"]],
  ["vetletter", "What should I bring?", ["vaccination card"]],
];

/**
 * Three-hundred-and-tenth to three-hundred-and-thirteenth held-out parts (two friends on running and climbing; a
 * family's moving-day chat; a support chat about a cracked blender jug; an agent's memories of its user's travels),
 * written in the thirty-first session before any fix of it: first run 24 of 32 for every completion type.
 */
const HELD_OUT_310 = [
  ["runclimbchat", "What race did Lena sign up for?", ["half marathon"]],
  ["runclimbchat", "Where is the half marathon?", ["Bristol"]],
  ["runclimbchat", "When is the race?", ["October 12"]],
  ["runclimbchat", "When does Lena train with the running club?", ["Tuesdays"]],
  ["runclimbchat", "Where does Marco climb?", ["The Arch"]],
  ["runclimbchat", "How often does Marco go climbing?", ["three times a week"]],
  ["runclimbchat", "What did the physio tell Lena?", ["cut back on hills"]],
  ["runclimbchat", "Who does Lena do yoga with?", ["Jo"]],
];
const HELD_OUT_311 = [
  ["flatmovefamily", "When is the van booked?", ["Saturday"]],
  ["flatmovefamily", "Where is the van from?", ["Easy Hire"]],
  ["flatmovefamily", "How big is the van?", ["3.5 tonne"]],
  ["flatmovefamily", "Which boxes are fragile?", ["blue tape"]],
  ["flatmovefamily", "Who has the keys to the new flat?", ["estate agent"]],
  ["flatmovefamily", "Who is looking after the dog?", ["Grandma"]],
  ["flatmovefamily", "When is the broadband engineer coming?", ["Monday"]],
  ["flatmovefamily", "What did Mum pack?", ["kitchen"]],
];
const HELD_OUT_312 = [
  ["blenderhelpchat", "What was damaged?", ["jug"]],
  ["blenderhelpchat", "What is the order number?", ["88213"]],
  ["blenderhelpchat", "Who helped Hannah?", ["Leo"]],
  ["blenderhelpchat", "When will the replacement arrive?", ["3-5 working days"]],
  ["blenderhelpchat", "What should Hannah do with the broken jug?", ["recycle"]],
  ["blenderhelpchat", "What compensation did Hannah get?", ["\u00a310 voucher"]],
  ["blenderhelpchat", "Which courier will deliver the replacement?", ["DPD"]],
  ["blenderhelpchat", "How will Hannah get the tracking link?", ["text"]],
];
const HELD_OUT_313 = [
  ["travelmemories", "Where did the user go in April 2026?", ["Kyoto"]],
  ["travelmemories", "Who did the user go to Kyoto with?", ["Sam"]],
  ["travelmemories", "Where did the user stay in Kyoto?", ["Hiiragiya"]],
  ["travelmemories", "Why does the user want to go to Iceland?", ["northern lights"]],
  ["travelmemories", "Why does the user avoid boat tours?", ["seasick"]],
  ["travelmemories", "When does the user's passport expire?", ["March 2027"]],
  ["travelmemories", "What does the user collect?", ["fridge magnets"]],
  ["travelmemories", "Which seat does the user prefer on flights?", ["window"]],
];

/**
 * Three-hundred-and-fourteenth to three-hundred-and-seventeenth held-out parts (two friends on a village bake-off; a
 * tenant and her landlord on a broken boiler; an agent's memories of its user's choir and piano; a school's letter
 * about a museum trip), written in the thirty-first session after every fix of the session and run once, with nothing
 * changed for them: GRAPH, RAG, HYBRID and COT 30 of 32 each. Missed: "What is the café called?" (the reply "The
 * Salty Kipper." to "What's it called?" loses to the turn naming the café), "When is the trip?" (the visit's date loses to
 * the payment's, whose line says "trip").
 */
const HELD_OUT_314 = [
  ["villagebakeoffchat", "What did Tom bake?", ["lemon drizzle"]],
  ["villagebakeoffchat", "What place did Tom come?", ["second"]],
  ["villagebakeoffchat", "Who won the bake-off?", ["Mrs Green"]],
  ["villagebakeoffchat", "What did the judges think of the icing?", ["too sweet"]],
  ["villagebakeoffchat", "What will Tom try next year?", ["Victoria sponge"]],
  ["villagebakeoffchat", "Where is Priya's sister opening a caf\u00e9?", ["Whitby"]],
  ["villagebakeoffchat", "What is the caf\u00e9 called?", ["Salty Kipper"]],
  ["villagebakeoffchat", "How long has Priya's sister been planning the caf\u00e9?", ["two years"]],
];
const HELD_OUT_315 = [
  ["boilerlandlordchat", "What error code is the boiler showing?", ["F28"]],
  ["boilerlandlordchat", "Who is the landlord?", ["Frank"]],
  ["boilerlandlordchat", "What happens when the boiler is reset?", ["cuts out"]],
  ["boilerlandlordchat", "Which company will come out?", ["Gas Safe Heating"]],
  ["boilerlandlordchat", "When is Mia home tomorrow?", ["after 3pm"]],
  ["boilerlandlordchat", "Where is the electric heater?", ["loft"]],
  ["boilerlandlordchat", "Which radiator should be checked?", ["bedroom"]],
  ["boilerlandlordchat", "What does the radiator probably need?", ["bleeding"]],
];
const HELD_OUT_316 = [
  ["choirmemories", "Which part does the user sing?", ["alto"]],
  ["choirmemories", "Which choir is the user in?", ["Riverside Community Choir"]],
  ["choirmemories", "When does the choir rehearse?", ["Wednesday"]],
  ["choirmemories", "Who teaches the user piano?", ["Agnes"]],
  ["choirmemories", "What is the choir performing?", ["Requiem"]],
  ["choirmemories", "When is the choir's concert?", ["14 December"]],
  ["choirmemories", "Which piano did the user buy?", ["Yamaha P-125"]],
  ["choirmemories", "What exam does the user want to pass?", ["Grade 3"]],
];
const HELD_OUT_317 = [
  ["museumtripletter", "Where is Year 5 going?", ["Natural History Museum"]],
  ["museumtripletter", "When is the trip?", ["6 March"]],
  ["museumtripletter", "When does the coach leave?", ["8:15"]],
  ["museumtripletter", "How much does the trip cost?", ["\u00a318"]],
  ["museumtripletter", "How should parents pay?", ["ParentPay"]],
  ["museumtripletter", "What should children wear?", ["school uniform"]],
  ["museumtripletter", "Who should travel sickness medicine be given to?", ["Mrs Osei"]],
  ["museumtripletter", "How many parent volunteers are needed?", ["four"]],
];

/**
 * Three-hundred-and-eighteenth to three-hundred-and-twenty-first held-out parts (two friends on a pottery class and a
 * rescue greyhound; a couple planning their wedding; an agent's memories of its user's training; a garage's email
 * booking a car's MOT and service), written at the start of the thirty-second session and first run after its first
 * fixes (for the seventy-second round's misses), nothing changed for them: GRAPH and COT 28, RAG and HYBRID 27 of 32.
 */
const HELD_OUT_318 = [
  ["potteryclasschat", "Where is Ellie's pottery class?", ["Mudlark"]],
  ["potteryclasschat", "When is the pottery class?", ["Thursday"]],
  ["potteryclasschat", "What has Ellie made?", ["mug"]],
  ["potteryclasschat", "What will Ellie learn next week?", ["glaze"]],
  ["potteryclasschat", "What pet did Sam get?", ["greyhound"]],
  ["potteryclasschat", "What is the dog called?", ["Biscuit"]],
  ["potteryclasschat", "How old is Biscuit?", ["four"]],
  ["potteryclasschat", "When did Sam adopt the greyhound?", ["last weekend"]],
];
const HELD_OUT_319 = [
  ["weddingplanchat", "Where is the wedding?", ["Hartwell Barn"]],
  ["weddingplanchat", "When is the wedding?", ["12 June"]],
  ["weddingplanchat", "How many guests are invited for the day?", ["80"]],
  ["weddingplanchat", "Who is providing the food?", ["Olive & Thyme"]],
  ["weddingplanchat", "Who is making the cake?", ["Nadia"]],
  ["weddingplanchat", "Which band is playing?", ["The Late Shift"]],
  ["weddingplanchat", "Where is the honeymoon?", ["Sri Lanka"]],
  ["weddingplanchat", "How long is the honeymoon?", ["two weeks"]],
];
const HELD_OUT_320 = [
  ["fitnessmemories", "When did the user start bouldering?", ["September 2026"]],
  ["fitnessmemories", "What race is the user training for?", ["Great North Run"]],
  ["fitnessmemories", "What injury did the user have?", ["ligament"]],
  ["fitnessmemories", "Who is the user's personal trainer?", ["Dev"]],
  ["fitnessmemories", "Why does the user avoid dairy?", ["lactose intolerant"]],
  ["fitnessmemories", "Where does the user swim?", ["Aquatics Centre"]],
  ["fitnessmemories", "What is the user's 10k goal?", ["under 50 minutes"]],
  ["fitnessmemories", "What watch does the user use?", ["Garmin Forerunner 265"]],
];
const HELD_OUT_321 = [
  ["carserviceemail", "When is the car booked in?", ["3 February"]],
  ["carserviceemail", "What car does Mr Okafor have?", ["Ford Focus"]],
  ["carserviceemail", "Where should the car be dropped off?", ["Station Road"]],
  ["carserviceemail", "How much is the MOT?", ["\u00a354.85"]],
  ["carserviceemail", "How much does the full service cost?", ["\u00a3189"]],
  ["carserviceemail", "How far in advance must the courtesy car be booked?", ["48 hours"]],
  ["carserviceemail", "When can the car be collected?", ["4 pm"]],
  ["carserviceemail", "Who sent the email?", ["Gemma Hollis"]],
];

/**
 * Three-hundred-and-twenty-second to three-hundred-and-twenty-fifth held-out parts (two friends on a new job and a move
 * to Bristol; a choir's spring newsletter; an agent's memories of its user's family; a letting agent's email about a
 * broken boiler), written in the thirty-third session before its first fixes were tried on them: first run GRAPH,
 * RAG and COT 25, HYBRID 24 of 32.
 */
const HELD_OUT_322 = [
  ["jobmovechat", "Where is Priya's new job?", ["Meridian Labs"]],
  ["jobmovechat", "When does Priya start her new job?", ["First of March"]],
  ["jobmovechat", "What is Priya's new role?", ["data engineer"]],
  ["jobmovechat", "Which city is Priya moving to?", ["Bristol"]],
  ["jobmovechat", "How much is the rent?", ["1,400"]],
  ["jobmovechat", "What is the cat called?", ["Pepper"]],
  ["jobmovechat", "Who is driving Priya to Bristol?", ["Anjali"]],
  ["jobmovechat", "Where will the leaving party be?", ["Red Lion"]],
];
const HELD_OUT_323 = [
  ["choirnewsletter", "When is the spring concert?", ["18 April"]],
  ["choirnewsletter", "Where is the concert?", ["Corn Exchange"]],
  ["choirnewsletter", "How much do tickets cost for children?", ["8"]],
  ["choirnewsletter", "Who sells the tickets?", ["Margaret"]],
  ["choirnewsletter", "Who is retiring?", ["Colin Hart"]],
  ["choirnewsletter", "Who is the new pianist?", ["Yuki Tanaka"]],
  ["choirnewsletter", "Why are rehearsals moving?", ["refurbished"]],
  ["choirnewsletter", "Who wrote the newsletter?", ["Helen Price"]],
];
const HELD_OUT_324 = [
  ["familymemories", "How old is Mia?", ["seven"]],
  ["familymemories", "What does Mia love?", ["horses"]],
  ["familymemories", "Which school does Leo go to?", ["Northfield Academy"]],
  ["familymemories", "Where does the user's mother live?", ["Galway"]],
  ["familymemories", "What is Sofia's job?", ["paramedic"]],
  ["familymemories", "What medicine is the user allergic to?", ["penicillin"]],
  ["familymemories", "Where does the user want to go on holiday?", ["Iceland"]],
  ["familymemories", "What car does the family drive?", ["Skoda Octavia"]],
];
const HELD_OUT_325 = [
  ["boilerrepairemail", "What is broken?", ["boiler"]],
  ["boilerrepairemail", "Who is coming to fix it?", ["Pete"]],
  ["boilerrepairemail", "Which company does the plumber work for?", ["HeatRight"]],
  ["boilerrepairemail", "When is the plumber coming?", ["Thursday"]],
  ["boilerrepairemail", "Where can the plumber get a key?", ["agency"]],
  ["boilerrepairemail", "What can Chloe use to keep warm?", ["electric heater"]],
  ["boilerrepairemail", "How much will the repair cost Chloe?", ["anything", "nothing", "free"]],
  ["boilerrepairemail", "What is the address?", ["14 Ash Grove"]],
];

/**
 * Three-hundred-and-twenty-sixth to three-hundred-and-twenty-ninth held-out parts (neighbours planning a street party;
 * a hospital's discharge letter; an agent's memories of its user's work; two siblings planning their parents'
 * anniversary), written in the thirty-third session before its first fixes were tried on them: first run GRAPH, HYBRID
 * and COT 22, RAG 24 of 32.
 */
const HELD_OUT_326 = [
  ["streetpartychat", "When is the street party?", ["5 July"]],
  ["streetpartychat", "What time does the party begin?", ["12"]],
  ["streetpartychat", "Who is lending a gazebo?", ["Sue"]],
  ["streetpartychat", "Who is cooking on the barbecue?", ["Mark"]],
  ["streetpartychat", "Who is buying the charcoal?", ["Owen"]],
  ["streetpartychat", "What should everyone bring?", ["dish"]],
  ["streetpartychat", "Where will the party go if it rains?", ["church hall"]],
  ["streetpartychat", "Who approved the road closure?", ["council"]],
];
const HELD_OUT_327 = [
  ["dischargeletter", "Why was Mr Brooks admitted?", ["chest pain"]],
  ["dischargeletter", "What was the diagnosis?", ["heart attack"]],
  ["dischargeletter", "What procedure did Mr Brooks have?", ["stent"]],
  ["dischargeletter", "When did Mr Brooks go home?", ["6 March"]],
  ["dischargeletter", "How much aspirin should he take?", ["75 mg"]],
  ["dischargeletter", "Where will the rehab classes be?", ["Riverside Centre"]],
  ["dischargeletter", "How long can't he drive for?", ["one month"]],
  ["dischargeletter", "Who wrote the letter?", ["Sarah Khan"]],
];
const HELD_OUT_328 = [
  ["workmemories", "Where does the user work?", ["Fintrail"]],
  ["workmemories", "Who is the user's boss?", ["Rachel Osei"]],
  ["workmemories", "What language is the billing service moving to?", ["to Go"]],
  ["workmemories", "When is the migration due?", ["Q3"]],
  ["workmemories", "Which database does the user like?", ["Postgres"]],
  ["workmemories", "Where is the user giving a talk?", ["Berlin Tech Summit"]],
  ["workmemories", "Who does the user mentor?", ["Kofi"]],
  ["workmemories", "What is the user worried about?", ["flaky integration tests"]],
];
const HELD_OUT_329 = [
  ["anniversarychat", "Which anniversary is it?", ["40th"]],
  ["anniversarychat", "What gift are they planning?", ["Lake District"]],
  ["anniversarychat", "Where did the parents go on honeymoon?", ["Lake District"]],
  ["anniversarychat", "Which hotel is Ruth looking at?", ["Wordsworth"]],
  ["anniversarychat", "How much will Daniel contribute?", ["200"]],
  ["anniversarychat", "Who was the bridesmaid?", ["Pam"]],
  ["anniversarychat", "Where is the dinner?", ["Luigi's"]],
  ["anniversarychat", "What time is the dinner booked for?", ["7"]],
];

/**
 * Three-hundred-and-thirtieth to three-hundred-and-thirty-third held-out parts (flatmates splitting bills; a football
 * match report; an agent's memories of its user's travel habits; a GP surgery's text message), written in the
 * thirty-third session before its first fixes were tried on them: first run GRAPH, RAG and COT 22, HYBRID 21 of
 * 32.
 */
const HELD_OUT_330 = [
  ["flatbillschat", "How much is the energy bill?", ["312"]],
  ["flatbillschat", "How much does each flatmate owe?", ["104"]],
  ["flatbillschat", "Who is the energy supplier?", ["Octopus"]],
  ["flatbillschat", "When does the internet contract end?", ["May"]],
  ["flatbillschat", "Which provider are they switching to?", ["Community Fibre"]],
  ["flatbillschat", "Who will arrange the new broadband?", ["Liam"]],
  ["flatbillschat", "Who bought toilet paper last time?", ["Joe"]],
  ["flatbillschat", "Who is buying toilet roll this time?", ["Hana"]],
];
const HELD_OUT_331 = [
  ["matchreport", "What was the final score?", ["3-1"]],
  ["matchreport", "How many people watched?", ["850"]],
  ["matchreport", "Who scored first for Hartley?", ["Ben Cole"]],
  ["matchreport", "Who is the Rovers captain?", ["Danny Reid"]],
  ["matchreport", "Who got injured?", ["Marcus Bell"]],
  ["matchreport", "How many goals did Kemi Adeyemi score?", ["twice", "two"]],
  ["matchreport", "Who is the Rovers coach?", ["Lisa Grant"]],
  ["matchreport", "Who do Rovers play next?", ["Oakfield"]],
];
const HELD_OUT_332 = [
  ["travelprefsmemories", "What seat does the user prefer?", ["aisle"]],
  ["travelprefsmemories", "What does the user eat?", ["vegetarian"]],
  ["travelprefsmemories", "When does the user's passport expire?", ["March 2028"]],
  ["travelprefsmemories", "Why does the user avoid boats?", ["seasick"]],
  ["travelprefsmemories", "What souvenirs does the user collect?", ["fridge magnets"]],
  ["travelprefsmemories", "Which airport does the user use?", ["Manchester"]],
  ["travelprefsmemories", "Where is the user going next?", ["Japan"]],
  ["travelprefsmemories", "Who is the user travelling with?", ["Sam"]],
];
const HELD_OUT_333 = [
  ["surgerytext", "What were Emma's test results?", ["normal"]],
  ["surgerytext", "Which vaccine is Emma due?", ["flu"]],
  ["surgerytext", "How can Emma book?", ["online", "call"]],
  ["surgerytext", "When is the best time to phone?", ["after lunch"]],
  ["surgerytext", "When is the surgery closed?", ["Wednesday 8 Oct"]],
  ["surgerytext", "Why is the surgery closing?", ["staff training"]],
  ["surgerytext", "What number should Emma call in an emergency?", ["111"]],
  ["surgerytext", "Who sent the text?", ["Oakwood Surgery"]],
];

/**
 * Three-hundred-and-thirty-fourth to three-hundred-and-thirty-seventh held-out parts (friends arranging a
 * housewarming; a job offer letter; an agent's memories of its user's pets; a car insurance renewal e-mail), written
 * in the thirty-fourth session before its first fixes were tried on them: first run GRAPH and COT 27, RAG and HYBRID
 * 24 of 32.
 */
const HELD_OUT_334 = [
  ["housewarmingchat", "When is the housewarming?", ["14th"]],
  ["housewarmingchat", "What time does the party start?", ["7pm"]],
  ["housewarmingchat", "What is Tom's new address?", ["22 Elm Grove"]],
  ["housewarmingchat", "What is Ravi bringing?", ["speaker"]],
  ["housewarmingchat", "What will Aisha cook?", ["biryani"]],
  ["housewarmingchat", "How many guests are expected?", ["20"]],
  ["housewarmingchat", "Which bus should guests take?", ["86"]],
  ["housewarmingchat", "What gift would Tom like?", ["plants"]],
];
const HELD_OUT_335 = [
  ["jobofferletter", "What job has Maya been offered?", ["Senior UX Designer"]],
  ["jobofferletter", "Which company made the offer?", ["Brightline Health"]],
  ["jobofferletter", "What is the salary?", ["58,000"]],
  ["jobofferletter", "When does Maya start?", ["1 September"]],
  ["jobofferletter", "Who will Maya's manager be?", ["Owen Price"]],
  ["jobofferletter", "Where will Maya work?", ["Leeds"]],
  ["jobofferletter", "How much holiday does Maya get?", ["27 days"]],
  ["jobofferletter", "When must Maya accept by?", ["20 June"]],
];
const HELD_OUT_336 = [
  ["petmemories", "What breed is Biscuit?", ["greyhound"]],
  ["petmemories", "What is Biscuit afraid of?", ["fireworks"]],
  ["petmemories", "What is the cat called?", ["Mochi"]],
  ["petmemories", "What condition does Mochi have?", ["diabet"]],
  ["petmemories", "Who is the user's vet?", ["Patel"]],
  ["petmemories", "Who walks the dog?", ["Kerry"]],
  ["petmemories", "What animal is the user allergic to?", ["rabbit"]],
  ["petmemories", "Who insures the pets?", ["PetPlan"]],
];
const HELD_OUT_337 = [
  ["carinsurancerenewal", "What car is insured?", ["Ford Fiesta"]],
  ["carinsurancerenewal", "When does the policy renew?", ["3 December"]],
  ["carinsurancerenewal", "What is the new premium?", ["486.20"]],
  ["carinsurancerenewal", "How much did Daniel pay last year?", ["441.50"]],
  ["carinsurancerenewal", "Why has the price gone up?", ["repair costs"]],
  ["carinsurancerenewal", "What is the excess?", ["250"]],
  ["carinsurancerenewal", "Who is the named driver?", ["Lucy Evans"]],
  ["carinsurancerenewal", "Who is the insurer?", ["Harbour Insurance"]],
];

/**
 * Three-hundred-and-thirty-eighth to three-hundred-and-forty-first held-out parts (two friends' chat over three dated
 * sessions; a conference day's agenda; an agent's memories of its user's home; a local news story on a flood), written
 * in the thirty-fourth session before its first fixes were tried on them: first run GRAPH and COT 27, RAG and HYBRID
 * 26 of 32.
 */
const HELD_OUT_338 = [
  ["nadialeochat", "What course did Nadia sign up for?", ["pottery"]],
  ["nadialeochat", "When is Nadia's pottery class?", ["Tuesday"]],
  ["nadialeochat", "Which race is Leo training for?", ["Brighton half marathon"]],
  ["nadialeochat", "What did Nadia make at pottery?", ["bowl"]],
  ["nadialeochat", "Who is Nadia's bowl for?", ["Zara"]],
  ["nadialeochat", "How far did Leo run on Sunday?", ["12k"]],
  ["nadialeochat", "What was Leo's half marathon time?", ["1:52"]],
  ["nadialeochat", "What is Nadia's cat called?", ["Pebble"]],
];
const HELD_OUT_339 = [
  ["conferenceagenda", "When is the keynote?", ["10:00"]],
  ["conferenceagenda", "Who is giving the keynote?", ["Tom Hughes"]],
  ["conferenceagenda", "Where is the conference?", ["Manchester Central"]],
  ["conferenceagenda", "Who is the organiser?", ["Priya Nair"]],
  ["conferenceagenda", "Which room is the Playwright workshop in?", ["Room 3"]],
  ["conferenceagenda", "What time is lunch?", ["12:30"]],
  ["conferenceagenda", "Who chairs the panel?", ["Sam Okafor"]],
  ["conferenceagenda", "Where are the drinks?", ["The Alchemist"]],
];
const HELD_OUT_340 = [
  ["homememories", "Where does the user live?", ["Sheffield"]],
  ["homememories", "Who is the user's landlord?", ["Okoye"]],
  ["homememories", "How much is the rent?", ["850"]],
  ["homememories", "When was the boiler replaced?", ["January 2026"]],
  ["homememories", "Which days does the user work from home?", ["Mondays"]],
  ["homememories", "Who waters the plants?", ["Jean"]],
  ["homememories", "What does the user want to buy?", ["house"]],
  ["homememories", "Who provides the user's broadband?", ["Plusnet"]],
];
const HELD_OUT_341 = [
  ["floodnews", "Which river flooded?", ["Calder"]],
  ["floodnews", "How many homes were evacuated?", ["40"]],
  ["floodnews", "Where did the flooding happen?", ["Mytholmroyd"]],
  ["floodnews", "How many people were rescued?", ["12"]],
  ["floodnews", "What caused the flood?", ["rain"]],
  ["floodnews", "Where is the rest centre?", ["Calder High School"]],
  ["floodnews", "Who is the council leader?", ["Jane Scullion"]],
  ["floodnews", "How long will the flood warning last?", ["Wednesday"]],
];

/**
 * Three-hundred-and-forty-second to three-hundred-and-forty-fifth held-out parts (two friends' chat over three dated
 * sessions; a customer's return request and the support team's reply; an agent's memories of its user's allotment; a
 * primary school's newsletter), written in the thirty-fifth session before its first fixes were tried on them: first
 * run GRAPH and COT 29, RAG and HYBRID 31 of 32.
 */
const HELD_OUT_342 = [
  ["ameliajoschat", "Where did Amelia get a job?", ["Natural History Museum"]],
  ["ameliajoschat", "What is Amelia's new job?", ["assistant curator"]],
  ["ameliajoschat", "Where is Amelia's flat?", ["Walthamstow"]],
  ["ameliajoschat", "What is Jos's thesis about?", ["coral bleaching"]],
  ["ameliajoschat", "Who is Jos's supervisor?", ["Lindqvist"]],
  ["ameliajoschat", "Who is driving the van?", ["mum"]],
  ["ameliajoschat", "What did Ruth make for Jos?", ["lemon cake"]],
  ["ameliajoschat", "Which film are they seeing?", ["Past Lives"]],
];
const HELD_OUT_343 = [
  ["returnthread", "What did Daniel buy?", ["Alpine 45"]],
  ["returnthread", "What is wrong with the rucksack?", ["strap"]],
  ["returnthread", "Does Daniel want a refund?", ["replacement"]],
  ["returnthread", "What is the order number?", ["TH-20931"]],
  ["returnthread", "Who replied to Daniel?", ["Grace"]],
  ["returnthread", "Where should Daniel drop the parcel?", ["Evri"]],
  ["returnthread", "Where is the warehouse?", ["Kendal"]],
  ["returnthread", "How soon will the replacement be sent?", ["2 working days"]],
];
const HELD_OUT_344 = [
  ["gardenmemories", "Where is the user's allotment?", ["Hackney"]],
  ["gardenmemories", "What does the user grow?", ["tomatoes"]],
  ["gardenmemories", "Who is the user's allotment neighbour?", ["Patel"]],
  ["gardenmemories", "What pest does the user have?", ["slugs"]],
  ["gardenmemories", "What did the user make with green tomatoes?", ["chutney"]],
  ["gardenmemories", "What is the user's favourite tomato?", ["Sungold"]],
  ["gardenmemories", "How much does the allotment cost?", ["48"]],
  ["gardenmemories", "What does the user want to build?", ["greenhouse"]],
];
const HELD_OUT_345 = [
  ["schoolnewsletter", "How much did Year 4 raise?", ["312"]],
  ["schoolnewsletter", "What was the money raised for?", ["Children in Need"]],
  ["schoolnewsletter", "When is the Christmas fair?", ["5 December"]],
  ["schoolnewsletter", "Who should volunteers speak to?", ["Adeyemi"]],
  ["schoolnewsletter", "When are the flu vaccinations?", ["17 November"]],
  ["schoolnewsletter", "When is the consent form due?", ["13 November"]],
  ["schoolnewsletter", "Why is the school closed on 23 November?", ["staff training"]],
  ["schoolnewsletter", "Who is the headteacher?", ["Hughes"]],
];

/**
 * Three-hundred-and-forty-sixth to three-hundred-and-forty-ninth held-out parts (a band's group chat planning a gig; a
 * rail booking confirmation; an agent's memories of its user's work; a residents' association's minutes), written in
 * the thirty-fifth session before its first fixes were tried on them: first run GRAPH, HYBRID and COT 29, RAG 30 of 32.
 */
const HELD_OUT_346 = [
  ["bandgroupchat", "Where is the gig?", ["Lexington"]],
  ["bandgroupchat", "When is the gig?", ["21 November"]],
  ["bandgroupchat", "How long is the set?", ["35 minutes"]],
  ["bandgroupchat", "Who is doing the setlist?", ["Raf"]],
  ["bandgroupchat", "Which song will they end with?", ["Northern Line"]],
  ["bandgroupchat", "Whose snare did Raf borrow?", ["Tash"]],
  ["bandgroupchat", "Where is the rehearsal?", ["Bally's Studios"]],
  ["bandgroupchat", "How much are tickets in advance?", ["6"]],
];
const HELD_OUT_347 = [
  ["trainbooking", "What is the booking reference?", ["QX7M2PLK"]],
  ["trainbooking", "Who is the passenger?", ["Hannah Whitfield"]],
  ["trainbooking", "When does the outward train leave?", ["07:32"]],
  ["trainbooking", "Where is Hannah going?", ["Edinburgh"]],
  ["trainbooking", "Which seat is Hannah in on the way back?", ["17"]],
  ["trainbooking", "What railcard was used?", ["26-30"]],
  ["trainbooking", "How much did the tickets cost?", ["54.80"]],
  ["trainbooking", "Where can Hannah collect the tickets?", ["York station"]],
];
const HELD_OUT_348 = [
  ["careermemories", "Where does the user work?", ["Ocado"]],
  ["careermemories", "What is the user's job?", ["data engineer"]],
  ["careermemories", "Who is the user's manager?", ["Fatima Shah"]],
  ["careermemories", "What is the user migrating to?", ["Dagster"]],
  ["careermemories", "When is the user's performance review?", ["9 December"]],
  ["careermemories", "Who does the user mentor?", ["Ben"]],
  ["careermemories", "What language is the user learning?", ["Rust"]],
  ["careermemories", "When is stand-up?", ["9:30"]],
];
const HELD_OUT_349 = [
  ["residentsminutes", "Who chaired the meeting?", ["Ann Reid"]],
  ["residentsminutes", "Who is the treasurer?", ["Tom Baker"]],
  ["residentsminutes", "Who sent apologies?", ["Claire Dunn"]],
  ["residentsminutes", "What is broken in the car park?", ["lamps"]],
  ["residentsminutes", "Who will chase the council?", ["Raj"]],
  ["residentsminutes", "How much money does the association have?", ["1,240"]],
  ["residentsminutes", "What will be planted by the bike shed?", ["wildflower"]],
  ["residentsminutes", "When is the next meeting?", ["16 November"]],
];

/**
 * Three-hundred-and-fiftieth to three-hundred-and-fifty-third held-out parts (two friends' chat over three dated
 * sessions; a bike workshop's job sheet; an agent's memories of its user's children; a team's sprint update e-mail),
 * written in the thirty-fifth session before its first fixes were tried on them: first run GRAPH, RAG and COT 27,
 * HYBRID 28 of 32.
 */
const HELD_OUT_350 = [
  ["ineskwamechat", "Where is the hackathon?", ["library"]],
  ["ineskwamechat", "What is Kwame's team building?", ["bus delays"]],
  ["ineskwamechat", "Why isn't Ines competing?", ["exhausted"]],
  ["ineskwamechat", "What is the puppy called?", ["Juno"]],
  ["ineskwamechat", "What place did Kwame's team come?", ["second"]],
  ["ineskwamechat", "What was the prize?", ["3D printer"]],
  ["ineskwamechat", "Whose charger did Kwame borrow?", ["Lena"]],
  ["ineskwamechat", "Where is Ines flying to?", ["Lisbon"]],
];
const HELD_OUT_351 = [
  ["bikejobsheet", "What is the job number?", ["4471"]],
  ["bikejobsheet", "Whose bike is it?", ["Martin Sorensen"]],
  ["bikejobsheet", "What bike is being repaired?", ["Sirrus"]],
  ["bikejobsheet", "Who is the mechanic?", ["Chloe"]],
  ["bikejobsheet", "What was wrong with the brake pads?", ["worn"]],
  ["bikejobsheet", "What was replaced?", ["brake pads"]],
  ["bikejobsheet", "How much is the total?", ["89"]],
  ["bikejobsheet", "When can the bike be collected?", ["18 November"]],
];
const HELD_OUT_352 = [
  ["kidsmemories", "How many children does the user have?", ["two"]],
  ["kidsmemories", "What instrument does Maya play?", ["violin"]],
  ["kidsmemories", "What is Theo allergic to?", ["peanuts"]],
  ["kidsmemories", "Who is Theo's best friend?", ["Arlo"]],
  ["kidsmemories", "Which school do the children go to?", ["St Mary's"]],
  ["kidsmemories", "What does Maya want to be?", ["vet"]],
  ["kidsmemories", "Where is the family going camping?", ["Lake District"]],
  ["kidsmemories", "Who picks the kids up on Wednesdays?", ["Rose"]],
];
const HELD_OUT_353 = [
  ["sprintupdate", "What percentage of users have Apple Pay?", ["10%"]],
  ["sprintupdate", "What is the error rate?", ["0.2%"]],
  ["sprintupdate", "What replaced Google for address lookup?", ["Loqate"]],
  ["sprintupdate", "Who is fixing the discount code bug?", ["Priya"]],
  ["sprintupdate", "What is blocking the gift card integration?", ["contract"]],
  ["sprintupdate", "Who will cover on-call?", ["Sam"]],
  ["sprintupdate", "Where is the demo?", ["Atlas room"]],
  ["sprintupdate", "Who sent the update?", ["Jonas"]],
];

/**
 * Three-hundred-and-fifty-fourth to three-hundred-and-fifty-seventh held-out parts (three climbing friends' chat over
 * three dated sessions; a holiday cottage's welcome note; an agent's memories of its user's trip plans; a local news
 * story on a planning decision), written in the thirty-fifth session before its first fixes were tried on them: first
 * run 30 of 32 on each type.
 */
const HELD_OUT_354 = [
  ["climbingchat", "Where are they climbing on Saturday?", ["Stanage"]],
  ["climbingchat", "Who is driving?", ["Marek"]],
  ["climbingchat", "Why does Priti need to be back by 6?", ["niece's party"]],
  ["climbingchat", "Where are they meeting?", ["Hathersage car park"]],
  ["climbingchat", "What route did Marek climb?", ["Flying Buttress"]],
  ["climbingchat", "How did Zoe hurt her wrist?", ["walk out"]],
  ["climbingchat", "Where is Marek going in September?", ["Kalymnos"]],
  ["climbingchat", "What shoes did Priti buy?", ["La Sportiva Solutions"]],
];
const HELD_OUT_355 = [
  ["cottagewelcome", "What time is check-out?", ["10 am"]],
  ["cottagewelcome", "What is the Wi-Fi password?", ["heather2026"]],
  ["cottagewelcome", "When are the bins collected?", ["Tuesday"]],
  ["cottagewelcome", "Which bin is for recycling?", ["green"]],
  ["cottagewelcome", "Where is the nearest shop?", ["Grassington"]],
  ["cottagewelcome", "Where are dogs not allowed?", ["bedrooms"]],
  ["cottagewelcome", "Who is the housekeeper?", ["Helen"]],
  ["cottagewelcome", "What is the name of the cottage?", ["Curlew Cottage"]],
];
const HELD_OUT_356 = [
  ["tripmemories", "Where is the user going in April 2027?", ["Japan"]],
  ["tripmemories", "Who is the user travelling with?", ["Sam"]],
  ["tripmemories", "What does the user want to see in Kyoto?", ["cherry blossom"]],
  ["tripmemories", "Where is the ryokan?", ["Hakone"]],
  ["tripmemories", "What is the trip budget?", ["4,000"]],
  ["tripmemories", "What is the user worried about?", ["food"]],
  ["tripmemories", "How long is the JR Pass?", ["14 days"]],
  ["tripmemories", "Which airline is the user flying with?", ["Finnair"]],
];
const HELD_OUT_357 = [
  ["planningnews", "What has the council approved?", ["leisure centre", "swimming pool"]],
  ["planningnews", "How much will the leisure centre cost?", ["12 million"]],
  ["planningnews", "How long is the main pool?", ["25-metre"]],
  ["planningnews", "When will construction start?", ["March 2027"]],
  ["planningnews", "When should the centre open?", ["summer 2028"]],
  ["planningnews", "Who chairs the planning committee?", ["Maria Bowles"]],
  ["planningnews", "Where was the nearest pool?", ["Yate"]],
  ["planningnews", "What did residents object to?", ["green space"]],
];

/**
 * Three-hundred-and-fifty-eighth to three-hundred-and-sixty-first held-out parts (two friends' chat over three dated
 * sessions on a marathon and a new job; a vet's invoice; an agent's memories of its user's training; a product recall
 * notice), written in the thirty-sixth session before its first fixes were tried on them: first run GRAPH and COT 26,
 * RAG and HYBRID 28 of 32.
 */
const HELD_OUT_358 = [
  ["danahirochat", "Which marathon did Dana sign up for?", ["Manchester"]],
  ["danahirochat", "Who wrote Dana's training plan?", ["Keiko"]],
  ["danahirochat", "Where does Hiro do parkrun?", ["Heaton Park"]],
  ["danahirochat", "What is wrong with Dana's knee?", ["hurting", "physio"]],
  ["danahirochat", "Where did Hiro get a job?", ["Rossall Games"]],
  ["danahirochat", "What is Hiro's new role?", ["level designer"]],
  ["danahirochat", "What was Dana's marathon time?", ["4 hours 12 minutes"]],
  ["danahirochat", "Where are they having dinner?", ["Mowgli"]],
];
const HELD_OUT_359 = [
  ["vetinvoice", "Who is the vet?", ["Samir Haddad"]],
  ["vetinvoice", "What kind of dog is Biscuit?", ["cocker spaniel"]],
  ["vetinvoice", "Why was Biscuit brought in?", ["limping"]],
  ["vetinvoice", "What was found between Biscuit's toes?", ["grass seed"]],
  ["vetinvoice", "How much was the total?", ["135.50"]],
  ["vetinvoice", "How was the bill paid?", ["card"]],
  ["vetinvoice", "When is the check-up?", ["26 November"]],
  ["vetinvoice", "Who owns Biscuit?", ["Eleanor Booth"]],
];
const HELD_OUT_360 = [
  ["trainingmemories", "When did the user start going to the gym?", ["January 2026"]],
  ["trainingmemories", "Which days does the user train?", ["Mondays, Wednesdays and Fridays"]],
  ["trainingmemories", "Who is the user's personal trainer?", ["Marcus"]],
  ["trainingmemories", "How much does the user want to deadlift?", ["100 kg"]],
  ["trainingmemories", "What injury did the user have?", ["lower back"]],
  ["trainingmemories", "What does the user drink after a session?", ["protein shake"]],
  ["trainingmemories", "Where is the user's gym?", ["Deansgate"]],
  ["trainingmemories", "What time does the user want for a 10k?", ["50 minutes"]],
];
const HELD_OUT_361 = [
  ["recallnotice", "Which product is being recalled?", ["toaster"]],
  ["recallnotice", "Why is the toaster being recalled?", ["timer", "fire"]],
  ["recallnotice", "Where were the toasters sold?", ["Argos"]],
  ["recallnotice", "Where is the batch code printed?", ["base"]],
  ["recallnotice", "What does the batch code start with?", ["26A"]],
  ["recallnotice", "What should owners do with the toaster?", ["stop using", "unplug"]],
  ["recallnotice", "What number should owners call?", ["0800 048 7712"]],
  ["recallnotice", "Have there been any injuries?", ["No injuries"]],
];

/**
 * Three-hundred-and-sixty-second to three-hundred-and-sixty-fifth held-out parts (two friends' chat over three dated
 * sessions on a house move, a rescue dog and cello lessons; a job offer letter; an agent's memories of its user's
 * family; a checkout outage's incident report), written in the thirty-seventh session before its first fixes were
 * tried on them: first run 29 of 32 on every type; now 32 on every type.
 */
const HELD_OUT_362 = [
  ["mayapeterchat", "Where is Maya's new house?", ["Chorlton"]],
  ["mayapeterchat", "How many bedrooms does the house have?", ["Three"]],
  ["mayapeterchat", "What breed is Pepper?", ["greyhound"]],
  ["mayapeterchat", "Where did Maya adopt the dog from?", ["Manchester Dogs' Home", "Dogs' Home"]],
  ["mayapeterchat", "How much did the plumber cost?", ["420"]],
  ["mayapeterchat", "What instrument is Peter learning?", ["cello"]],
  ["mayapeterchat", "When is Peter's concert?", ["14 June"]],
  ["mayapeterchat", "Where does Sam work now?", ["BBC"]],
];
const HELD_OUT_363 = [
  ["joboffer", "What job was Priya offered?", ["Senior Data Analyst"]],
  ["joboffer", "Which company made the offer?", ["Halden Insurance"]],
  ["joboffer", "What will Priya be paid?", ["52,000"]],
  ["joboffer", "When does Priya start?", ["5 January 2027"]],
  ["joboffer", "Who will Priya's manager be?", ["Owen Clarke"]],
  ["joboffer", "How many days can Priya work from home?", ["two days"]],
  ["joboffer", "What does the offer depend on?", ["references"]],
  ["joboffer", "By when must the contract be returned?", ["11 December 2026"]],
];
const HELD_OUT_364 = [
  ["householdmemories", "When is Lily's birthday?", ["9 March"]],
  ["householdmemories", "How old will Lily be?", ["seven"]],
  ["householdmemories", "What is Noah allergic to?", ["peanuts"]],
  ["householdmemories", "What does the user's wife do?", ["paediatric nurse"]],
  ["householdmemories", "Where does Hannah work?", ["Alder Hey"]],
  ["householdmemories", "Where does the user want to take the family?", ["Legoland"]],
  ["householdmemories", "When does Lily swim?", ["Tuesday"]],
  ["householdmemories", "Where does the user's mother live?", ["Cardiff"]],
];
const HELD_OUT_365 = [
  ["checkoutincident", "How long did the outage last?", ["47 minutes"]],
  ["checkoutincident", "How many orders failed?", ["3,200"]],
  ["checkoutincident", "What caused the outage?", ["timeout", "configuration change"]],
  ["checkoutincident", "Who was on call?", ["Tomasz Wrona"]],
  ["checkoutincident", "When was the engineer paged?", ["14:09"]],
  ["checkoutincident", "How was the problem fixed?", ["rolled back"]],
  ["checkoutincident", "Who owns the timeout check?", ["Aiko Mori"]],
  ["checkoutincident", "What will affected customers get?", ["discount code", "10%"]],
];
/**
 * Three-hundred-and-sixty-sixth to three-hundred-and-sixty-ninth held-out parts (two friends' chat over three dated
 * sessions on an engagement, a wedding venue and a pottery class; a tenancy summary; an agent's memories of its
 * user's work; a museum's late opening), written in the thirty-seventh session before its first fixes were tried on
 * them: first run GRAPH and COT 29, RAG and HYBRID 27 of 32; now GRAPH and COT 31, RAG and HYBRID 30 ("When is the
 * event?" and "Who can go?" name nothing the text says).
 */
const HELD_OUT_366 = [
  ["amarajonaschat", "Who proposed to Amara?", ["Kofi"]],
  ["amarajonaschat", "Where did Kofi propose?", ["Snowdon"]],
  ["amarajonaschat", "Where is the wedding venue?", ["Keswick"]],
  ["amarajonaschat", "When is the wedding?", ["21 August 2027"]],
  ["amarajonaschat", "How many guests can the venue hold?", ["120"]],
  ["amarajonaschat", "When is Jonas's pottery class?", ["Thursday evenings"]],
  ["amarajonaschat", "Where did Amara buy her dress?", ["Bath"]],
  ["amarajonaschat", "Who is Kofi's best man?", ["Kwesi"]],
];
const HELD_OUT_367 = [
  ["tenancysummary", "How much is the rent?", ["1,250"]],
  ["tenancysummary", "Who is the landlord?", ["David Price"]],
  ["tenancysummary", "Where is the flat?", ["18 Albert Road"]],
  ["tenancysummary", "Where is the deposit held?", ["Deposit Protection Service"]],
  ["tenancysummary", "When does the tenancy start?", ["1 September 2026"]],
  ["tenancysummary", "Can the tenants smoke?", ["not allowed"]],
  ["tenancysummary", "How much notice must the landlord give?", ["24 hours"]],
  ["tenancysummary", "Who should the tenants call about repairs?", ["Harbourside Lettings"]],
];
const HELD_OUT_368 = [
  ["engineermemories", "Where does the user work?", ["Lumen"]],
  ["engineermemories", "What database version is the team moving to?", ["PostgreSQL 16"]],
  ["engineermemories", "Which language does the user prefer?", ["Go over Java"]],
  ["engineermemories", "Who is the user's manager?", ["Fatima"]],
  ["engineermemories", "Where did Fatima work before?", ["Monzo"]],
  ["engineermemories", "How often is the user on call?", ["every fourth week"]],
  ["engineermemories", "Which conference does the user want to speak at?", ["GopherCon Europe"]],
  ["engineermemories", "What editor does the user use?", ["Neovim"]],
];
const HELD_OUT_369 = [
  ["museumlate", "When is the event?", ["12 February 2027"]],
  ["museumlate", "Who can go?", ["adults", "18+"]],
  ["museumlate", "How much are tickets?", ["22"]],
  ["museumlate", "What do members pay?", ["15"]],
  ["museumlate", "Who is giving the talk?", ["Ruth Akande"]],
  ["museumlate", "What was found in 2014?", ["ichthyosaur"]],
  ["museumlate", "When does the silent disco start?", ["9 pm"]],
  ["museumlate", "Where should visitors park?", ["Haymarket"]],
];
/**
 * Three-hundred-and-seventieth to three-hundred-and-seventy-third held-out parts (two friends' chat over three dated
 * sessions on a new puppy, a vegetable patch and a trip to Lisbon; a school trip letter; an agent's memories of its
 * user's health and diet; a software release announcement), written in the thirty-seventh session after its first
 * fixes, before any fix was tried on them: first run GRAPH, HYBRID and COT 29, RAG 30 of 32; now 32 on every type.
 */
const HELD_OUT_370 = [
  ["luciabenchat", "What breed is Olive?", ["beagle"]],
  ["luciabenchat", "How old was the puppy?", ["Ten weeks"]],
  ["luciabenchat", "What did the puppy chew?", ["slippers"]],
  ["luciabenchat", "What is Ben growing?", ["Tomatoes", "courgettes"]],
  ["luciabenchat", "What ate the courgettes?", ["Slugs"]],
  ["luciabenchat", "Where are the puppy classes?", ["village hall"]],
  ["luciabenchat", "Where did Ben stay in Lisbon?", ["Alfama"]],
  ["luciabenchat", "Where were the best custard tarts?", ["Manteigaria"]],
];
const HELD_OUT_371 = [
  ["edenprojecttrip", "Where is Year 5 going?", ["Eden Project"]],
  ["edenprojecttrip", "When is the trip?", ["14 May 2026"]],
  ["edenprojecttrip", "What time does the coach leave?", ["7:30 am"]],
  ["edenprojecttrip", "What should children bring?", ["packed lunch"]],
  ["edenprojecttrip", "How much does the trip cost?", ["18"]],
  ["edenprojecttrip", "How should parents pay?", ["ParentPay"]],
  ["edenprojecttrip", "Who should get the travel sickness medicine?", ["Mrs Okafor"]],
  ["edenprojecttrip", "Who wrote the letter?", ["Mr Davies"]],
];
const HELD_OUT_372 = [
  ["dietmemories", "Does the user eat meat?", ["vegetarian"]],
  ["dietmemories", "What can't the user have?", ["lactose"]],
  ["dietmemories", "Who is the user's doctor?", ["Dr Shah"]],
  ["dietmemories", "What supplement does the user take?", ["vitamin D"]],
  ["dietmemories", "What race is the user training for?", ["half marathon"]],
  ["dietmemories", "What was the user's blood pressure?", ["118/76"]],
  ["dietmemories", "When should the user avoid coffee?", ["after 2 pm"]],
  ["dietmemories", "What is the user's favourite meal?", ["mushroom risotto"]],
];
const HELD_OUT_373 = [
  ["northstarrelease", "What is the main new feature?", ["offline sync"]],
  ["northstarrelease", "When was Northstar 3.0 released?", ["9 September 2026"]],
  ["northstarrelease", "How much faster is search?", ["four times"]],
  ["northstarrelease", "What format can workspaces be exported in?", ["Markdown"]],
  ["northstarrelease", "Which Windows version is no longer supported?", ["Windows 10"]],
  ["northstarrelease", "Who gets the upgrade for free?", ["Pro customers"]],
  ["northstarrelease", "When will Basic teams get offline sync?", ["November"]],
  ["northstarrelease", "How long did the sync team work on it?", ["eight months"]],
];
const PARTS = [
  ["fixed", QUESTIONS, "questions written while fixing"],
  ["held", HELD_OUT, "held out"],
  ["held2", HELD_OUT_2, "second held out"],
  ["held3", HELD_OUT_3, "third held out"],
  ["held4", HELD_OUT_4, "fourth held out"],
  ["held5", HELD_OUT_5, "fifth held out"],
  ["held6", HELD_OUT_6, "open questions"],
  ["held7", HELD_OUT_7, "seventh held out"],
  ["held8", HELD_OUT_8, "eighth held out"],
  ["held9", HELD_OUT_9, "ninth held out"],
  ["held10", HELD_OUT_10, "tenth held out"],
  ["held11", HELD_OUT_11, "eleventh held out"],
  ["held12", HELD_OUT_12, "twelfth held out"],
  ["held13", HELD_OUT_13, "thirteenth held out"],
  ["held14", HELD_OUT_14, "fourteenth held out"],
  ["held15", HELD_OUT_15, "fifteenth held out"],
  ["held16", HELD_OUT_16, "sixteenth held out"],
  ["held17", HELD_OUT_17, "seventeenth held out"],
  ["held18", HELD_OUT_18, "eighteenth held out"],
  ["held19", HELD_OUT_19, "nineteenth held out"],
  ["held20", HELD_OUT_20, "twentieth held out"],
  ["held21", HELD_OUT_21, "twenty-first held out"],
  ["held22", HELD_OUT_22, "twenty-second held out"],
  ["held23", HELD_OUT_23, "twenty-third held out"],
  ["held24", HELD_OUT_24, "twenty-fourth held out"],
  ["held25", HELD_OUT_25, "twenty-fifth held out"],
  ["held26", HELD_OUT_26, "twenty-sixth held out"],
  ["held27", HELD_OUT_27, "twenty-seventh held out"],
  ["held28", HELD_OUT_28, "twenty-eighth held out"],
  ["held29", HELD_OUT_29, "twenty-ninth held out"],
  ["held30", HELD_OUT_30, "thirtieth held out"],
  ["held31", HELD_OUT_31, "thirty-first held out"],
  ["held32", HELD_OUT_32, "thirty-second held out"],
  ["held33", HELD_OUT_33, "thirty-third held out"],
  ["held34", HELD_OUT_34, "thirty-fourth held out"],
  ["held35", HELD_OUT_35, "thirty-fifth held out"],
  ["held36", HELD_OUT_36, "thirty-sixth held out"],
  ["held37", HELD_OUT_37, "thirty-seventh held out"],
  ["held38", HELD_OUT_38, "thirty-eighth held out"],
  ["held39", HELD_OUT_39, "thirty-ninth held out"],
  ["held40", HELD_OUT_40, "fortieth held out"],
  ["held41", HELD_OUT_41, "forty-first held out"],
  ["held42", HELD_OUT_42, "forty-second held out"],
  ["held43", HELD_OUT_43, "forty-third held out"],
  ["held44", HELD_OUT_44, "forty-fourth held out"],
  ["held45", HELD_OUT_45, "forty-fifth held out"],
  ["held46", HELD_OUT_46, "forty-sixth held out"],
  ["held47", HELD_OUT_47, "forty-seventh held out"],
  ["held48", HELD_OUT_48, "forty-eighth held out"],
  ["held49", HELD_OUT_49, "forty-ninth held out"],
  ["held50", HELD_OUT_50, "fiftieth held out"],
  ["held51", HELD_OUT_51, "fifty-first held out"],
  ["held52", HELD_OUT_52, "fifty-second held out"],
  ["held53", HELD_OUT_53, "fifty-third held out"],
  ["held54", HELD_OUT_54, "fifty-fourth held out"],
  ["held55", HELD_OUT_55, "fifty-fifth held out"],
  ["held56", HELD_OUT_56, "fifty-sixth held out"],
  ["held57", HELD_OUT_57, "fifty-seventh held out"],
  ["held58", HELD_OUT_58, "fifty-eighth held out"],
  ["held59", HELD_OUT_59, "fifty-ninth held out"],
  ["held60", HELD_OUT_60, "sixtieth held out"],
  ["held61", HELD_OUT_61, "sixty-first held out"],
  ["held62", HELD_OUT_62, "sixty-second held out"],
  ["held63", HELD_OUT_63, "sixty-third held out"],
  ["held64", HELD_OUT_64, "sixty-fourth held out"],
  ["held65", HELD_OUT_65, "sixty-fifth held out"],
  ["held66", HELD_OUT_66, "sixty-sixth held out"],
  ["held67", HELD_OUT_67, "sixty-seventh held out"],
  ["held68", HELD_OUT_68, "sixty-eighth held out"],
  ["held69", HELD_OUT_69, "sixty-ninth held out"],
  ["held70", HELD_OUT_70, "seventieth held out"],
  ["held71", HELD_OUT_71, "seventy-first held out"],
  ["held72", HELD_OUT_72, "seventy-second held out"],
  ["held73", HELD_OUT_73, "seventy-third held out"],
  ["held74", HELD_OUT_74, "seventy-fourth held out"],
  ["held75", HELD_OUT_75, "seventy-fifth held out"],
  ["held76", HELD_OUT_76, "seventy-sixth held out"],
  ["held77", HELD_OUT_77, "seventy-seventh held out"],
  ["held78", HELD_OUT_78, "seventy-eighth held out"],
  ["held79", HELD_OUT_79, "seventy-ninth held out"],
  ["held80", HELD_OUT_80, "eightieth held out"],
  ["held81", HELD_OUT_81, "eighty-first held out"],
  ["held82", HELD_OUT_82, "eighty-second held out"],
  ["held83", HELD_OUT_83, "eighty-third held out"],
  ["held84", HELD_OUT_84, "eighty-fourth held out"],
  ["held85", HELD_OUT_85, "eighty-fifth held out"],
  ["held86", HELD_OUT_86, "eighty-sixth held out"],
  ["held87", HELD_OUT_87, "eighty-seventh held out"],
  ["held88", HELD_OUT_88, "eighty-eighth held out"],
  ["held89", HELD_OUT_89, "eighty-ninth held out"],
  ["held90", HELD_OUT_90, "ninetieth held out"],
  ["held91", HELD_OUT_91, "ninety-first held out"],
  ["held92", HELD_OUT_92, "ninety-second held out"],
  ["held93", HELD_OUT_93, "ninety-third held out"],
  ["held94", HELD_OUT_94, "ninety-fourth held out"],
  ["held95", HELD_OUT_95, "ninety-fifth held out"],
  ["held96", HELD_OUT_96, "ninety-sixth held out"],
  ["held97", HELD_OUT_97, "ninety-seventh held out"],
  ["held98", HELD_OUT_98, "ninety-eighth held out"],
  ["held99", HELD_OUT_99, "ninety-ninth held out"],
  ["held100", HELD_OUT_100, "hundredth held out"],
  ["held101", HELD_OUT_101, "hundred-and-first held out"],
  ["held102", HELD_OUT_102, "hundred-and-second held out"],
  ["held103", HELD_OUT_103, "hundred-and-third held out"],
  ["held104", HELD_OUT_104, "hundred-and-fourth held out"],
  ["held105", HELD_OUT_105, "hundred-and-fifth held out"],
  ["held106", HELD_OUT_106, "hundred-and-sixth held out"],
  ["held107", HELD_OUT_107, "hundred-and-seventh held out"],
  ["held108", HELD_OUT_108, "hundred-and-eighth held out"],
  ["held109", HELD_OUT_109, "hundred-and-ninth held out"],
  ["held110", HELD_OUT_110, "hundred-and-tenth held out"],
  ["held111", HELD_OUT_111, "hundred-and-eleventh held out"],
  ["held112", HELD_OUT_112, "hundred-and-twelfth held out"],
  ["held113", HELD_OUT_113, "hundred-and-thirteenth held out"],
  ["held114", HELD_OUT_114, "hundred-and-fourteenth held out"],
  ["held115", HELD_OUT_115, "hundred-and-fifteenth held out"],
  ["held116", HELD_OUT_116, "hundred-and-sixteenth held out"],
  ["held117", HELD_OUT_117, "hundred-and-seventeenth held out"],
  ["held118", HELD_OUT_118, "hundred-and-eighteenth held out"],
  ["held119", HELD_OUT_119, "hundred-and-nineteenth held out"],
  ["held120", HELD_OUT_120, "hundred-and-twentieth held out"],
  ["held121", HELD_OUT_121, "hundred-and-twenty-first held out"],
  ["held122", HELD_OUT_122, "hundred-and-twenty-second held out"],
  ["held123", HELD_OUT_123, "hundred-and-twenty-third held out"],
  ["held124", HELD_OUT_124, "hundred-and-twenty-fourth held out"],
  ["held125", HELD_OUT_125, "hundred-and-twenty-fifth held out"],
  ["held126", HELD_OUT_126, "hundred-and-twenty-sixth held out"],
  ["held127", HELD_OUT_127, "hundred-and-twenty-seventh held out"],
  ["held128", HELD_OUT_128, "hundred-and-twenty-eighth held out"],
  ["held129", HELD_OUT_129, "hundred-and-twenty-ninth held out"],
  ["held130", HELD_OUT_130, "hundred-and-thirtieth held out"],
  ["held131", HELD_OUT_131, "hundred-and-thirty-first held out"],
  ["held132", HELD_OUT_132, "hundred-and-thirty-second held out"],
  ["held133", HELD_OUT_133, "hundred-and-thirty-third held out"],
  ["held134", HELD_OUT_134, "hundred-and-thirty-fourth held out"],
  ["held135", HELD_OUT_135, "hundred-and-thirty-fifth held out"],
  ["held136", HELD_OUT_136, "hundred-and-thirty-sixth held out"],
  ["held137", HELD_OUT_137, "hundred-and-thirty-seventh held out"],
  ["held138", HELD_OUT_138, "hundred-and-thirty-eighth held out"],
  ["held139", HELD_OUT_139, "hundred-and-thirty-ninth held out"],
  ["held140", HELD_OUT_140, "hundred-and-fortieth held out"],
  ["held141", HELD_OUT_141, "hundred-and-forty-first held out"],
  ["held142", HELD_OUT_142, "hundred-and-forty-second held out"],
  ["held143", HELD_OUT_143, "hundred-and-forty-third held out"],
  ["held144", HELD_OUT_144, "hundred-and-forty-fourth held out"],
  ["held145", HELD_OUT_145, "hundred-and-forty-fifth held out"],
  ["held146", HELD_OUT_146, "hundred-and-forty-sixth held out"],
  ["held147", HELD_OUT_147, "hundred-and-forty-seventh held out"],
  ["held148", HELD_OUT_148, "hundred-and-forty-eighth held out"],
  ["held149", HELD_OUT_149, "hundred-and-forty-ninth held out"],
  ["held150", HELD_OUT_150, "hundred-and-fiftieth held out"],
  ["held151", HELD_OUT_151, "hundred-and-fifty-first held out"],
  ["held152", HELD_OUT_152, "hundred-and-fifty-second held out"],
  ["held153", HELD_OUT_153, "hundred-and-fifty-third held out"],
  ["held154", HELD_OUT_154, "hundred-and-fifty-fourth held out"],
  ["held155", HELD_OUT_155, "hundred-and-fifty-fifth held out"],
  ["held156", HELD_OUT_156, "hundred-and-fifty-sixth held out"],
  ["held157", HELD_OUT_157, "hundred-and-fifty-seventh held out"],
  ["held158", HELD_OUT_158, "hundred-and-fifty-eighth held out"],
  ["held159", HELD_OUT_159, "hundred-and-fifty-ninth held out"],
  ["held160", HELD_OUT_160, "hundred-and-sixtieth held out"],
  ["held161", HELD_OUT_161, "hundred-and-sixty-first held out"],
  ["held162", HELD_OUT_162, "hundred-and-sixty-second held out"],
  ["held163", HELD_OUT_163, "hundred-and-sixty-third held out"],
  ["held164", HELD_OUT_164, "hundred-and-sixty-fourth held out"],
  ["held165", HELD_OUT_165, "hundred-and-sixty-fifth held out"],
  ["held166", HELD_OUT_166, "hundred-and-sixty-sixth held out"],
  ["held167", HELD_OUT_167, "hundred-and-sixty-seventh held out"],
  ["held168", HELD_OUT_168, "hundred-and-sixty-eighth held out"],
  ["held169", HELD_OUT_169, "hundred-and-sixty-ninth held out"],
  ["held170", HELD_OUT_170, "hundred-and-seventieth held out"],
  ["held171", HELD_OUT_171, "hundred-and-seventy-first held out"],
  ["held172", HELD_OUT_172, "hundred-and-seventy-second held out"],
  ["held173", HELD_OUT_173, "hundred-and-seventy-third held out"],
  ["held174", HELD_OUT_174, "hundred-and-seventy-fourth held out"],
  ["held175", HELD_OUT_175, "hundred-and-seventy-fifth held out"],
  ["held176", HELD_OUT_176, "hundred-and-seventy-sixth held out"],
  ["held177", HELD_OUT_177, "hundred-and-seventy-seventh held out"],
  ["held178", HELD_OUT_178, "hundred-and-seventy-eighth held out"],
  ["held179", HELD_OUT_179, "hundred-and-seventy-ninth held out"],
  ["held180", HELD_OUT_180, "hundred-and-eightieth held out"],
  ["held181", HELD_OUT_181, "hundred-and-eighty-first held out"],
  ["held182", HELD_OUT_182, "hundred-and-eighty-second held out"],
  ["held183", HELD_OUT_183, "hundred-and-eighty-third held out"],
  ["held184", HELD_OUT_184, "hundred-and-eighty-fourth held out"],
  ["held185", HELD_OUT_185, "hundred-and-eighty-fifth held out"],
  ["held186", HELD_OUT_186, "hundred-and-eighty-sixth held out"],
  ["held187", HELD_OUT_187, "hundred-and-eighty-seventh held out"],
  ["held188", HELD_OUT_188, "hundred-and-eighty-eighth held out"],
  ["held189", HELD_OUT_189, "hundred-and-eighty-ninth held out"],
  ["held190", HELD_OUT_190, "hundred-and-ninetieth held out"],
  ["held191", HELD_OUT_191, "hundred-and-ninety-first held out"],
  ["held192", HELD_OUT_192, "hundred-and-ninety-second held out"],
  ["held193", HELD_OUT_193, "hundred-and-ninety-third held out"],
  ["held194", HELD_OUT_194, "hundred-and-ninety-fourth held out"],
  ["held195", HELD_OUT_195, "hundred-and-ninety-fifth held out"],
  ["held196", HELD_OUT_196, "hundred-and-ninety-sixth held out"],
  ["held197", HELD_OUT_197, "hundred-and-ninety-seventh held out"],
  ["held198", HELD_OUT_198, "hundred-and-ninety-eighth held out"],
  ["held199", HELD_OUT_199, "hundred-and-ninety-ninth held out"],
  ["held200", HELD_OUT_200, "two-hundredth held out"],
  ["held201", HELD_OUT_201, "two-hundred-and-first held out"],
  ["held202", HELD_OUT_202, "two-hundred-and-second held out"],
  ["held203", HELD_OUT_203, "two-hundred-and-third held out"],
  ["held204", HELD_OUT_204, "two-hundred-and-fourth held out"],
  ["held205", HELD_OUT_205, "two-hundred-and-fifth held out"],
  ["held206", HELD_OUT_206, "two-hundred-and-sixth held out"],
  ["held207", HELD_OUT_207, "two-hundred-and-seventh held out"],
  ["held208", HELD_OUT_208, "two-hundred-and-eighth held out"],
  ["held209", HELD_OUT_209, "two-hundred-and-ninth held out"],
  ["held210", HELD_OUT_210, "two-hundred-and-tenth held out"],
  ["held211", HELD_OUT_211, "two-hundred-and-eleventh held out"],
  ["held212", HELD_OUT_212, "two-hundred-and-twelfth held out"],
  ["held213", HELD_OUT_213, "two-hundred-and-thirteenth held out"],
  ["held214", HELD_OUT_214, "two-hundred-and-fourteenth held out"],
  ["held215", HELD_OUT_215, "two-hundred-and-fifteenth held out"],
  ["held216", HELD_OUT_216, "two-hundred-and-sixteenth held out"],
  ["held217", HELD_OUT_217, "two-hundred-and-seventeenth held out"],
  ["held218", HELD_OUT_218, "two-hundred-and-eighteenth held out"],
  ["held219", HELD_OUT_219, "two-hundred-and-nineteenth held out"],
  ["held220", HELD_OUT_220, "two-hundred-and-twentieth held out"],
  ["held221", HELD_OUT_221, "two-hundred-and-twenty-first held out"],
  ["held222", HELD_OUT_222, "two-hundred-and-twenty-second held out"],
  ["held223", HELD_OUT_223, "two-hundred-and-twenty-third held out"],
  ["held224", HELD_OUT_224, "two-hundred-and-twenty-fourth held out"],
  ["held225", HELD_OUT_225, "two-hundred-and-twenty-fifth held out"],
  ["held226", HELD_OUT_226, "two-hundred-and-twenty-sixth held out"],
  ["held227", HELD_OUT_227, "two-hundred-and-twenty-seventh held out"],
  ["held228", HELD_OUT_228, "two-hundred-and-twenty-eighth held out"],
  ["held229", HELD_OUT_229, "two-hundred-and-twenty-ninth held out"],
  ["held230", HELD_OUT_230, "two-hundred-and-thirtieth held out"],
  ["held231", HELD_OUT_231, "two-hundred-and-thirty-first held out"],
  ["held232", HELD_OUT_232, "two-hundred-and-thirty-second held out"],
  ["held233", HELD_OUT_233, "two-hundred-and-thirty-third held out"],
  ["held234", HELD_OUT_234, "two-hundred-and-thirty-fourth held out"],
  ["held235", HELD_OUT_235, "two-hundred-and-thirty-fifth held out"],
  ["held236", HELD_OUT_236, "two-hundred-and-thirty-sixth held out"],
  ["held237", HELD_OUT_237, "two-hundred-and-thirty-seventh held out"],
  ["held238", HELD_OUT_238, "two-hundred-and-thirty-eighth held out"],
  ["held239", HELD_OUT_239, "two-hundred-and-thirty-ninth held out"],
  ["held240", HELD_OUT_240, "two-hundred-and-fortieth held out"],
  ["held241", HELD_OUT_241, "two-hundred-and-forty-first held out"],
  ["held242", HELD_OUT_242, "two-hundred-and-forty-second held out"],
  ["held243", HELD_OUT_243, "two-hundred-and-forty-third held out"],
  ["held244", HELD_OUT_244, "two-hundred-and-forty-fourth held out"],
  ["held245", HELD_OUT_245, "two-hundred-and-forty-fifth held out"],
  ["held246", HELD_OUT_246, "two-hundred-and-forty-sixth held out"],
  ["held247", HELD_OUT_247, "two-hundred-and-forty-seventh held out"],
  ["held248", HELD_OUT_248, "two-hundred-and-forty-eighth held out"],
  ["held249", HELD_OUT_249, "two-hundred-and-forty-ninth held out"],
  ["held250", HELD_OUT_250, "two-hundred-and-fiftieth held out"],
  ["held251", HELD_OUT_251, "two-hundred-and-fifty-first held out"],
  ["held252", HELD_OUT_252, "two-hundred-and-fifty-second held out"],
  ["held253", HELD_OUT_253, "two-hundred-and-fifty-third held out"],
  ["held254", HELD_OUT_254, "two-hundred-and-fifty-fourth held out"],
  ["held255", HELD_OUT_255, "two-hundred-and-fifty-fifth held out"],
  ["held256", HELD_OUT_256, "two-hundred-and-fifty-sixth held out"],
  ["held257", HELD_OUT_257, "two-hundred-and-fifty-seventh held out"],
  ["held258", HELD_OUT_258, "two-hundred-and-fifty-eighth held out"],
  ["held259", HELD_OUT_259, "two-hundred-and-fifty-ninth held out"],
  ["held260", HELD_OUT_260, "two-hundred-and-sixtieth held out"],
  ["held261", HELD_OUT_261, "two-hundred-and-sixty-first held out"],
  ["held262", HELD_OUT_262, "two-hundred-and-sixty-second held out"],
  ["held263", HELD_OUT_263, "two-hundred-and-sixty-third held out"],
  ["held264", HELD_OUT_264, "two-hundred-and-sixty-fourth held out"],
  ["held265", HELD_OUT_265, "two-hundred-and-sixty-fifth held out"],
  ["held266", HELD_OUT_266, "two-hundred-and-sixty-sixth held out"],
  ["held267", HELD_OUT_267, "two-hundred-and-sixty-seventh held out"],
  ["held268", HELD_OUT_268, "two-hundred-and-sixty-eighth held out"],
  ["held269", HELD_OUT_269, "two-hundred-and-sixty-ninth held out"],
  ["held270", HELD_OUT_270, "two-hundred-and-seventieth held out"],
  ["held271", HELD_OUT_271, "two-hundred-and-seventy-first held out"],
  ["held272", HELD_OUT_272, "two-hundred-and-seventy-second held out"],
  ["held273", HELD_OUT_273, "two-hundred-and-seventy-third held out"],
  ["held274", HELD_OUT_274, "two-hundred-and-seventy-fourth held out"],
  ["held275", HELD_OUT_275, "two-hundred-and-seventy-fifth held out"],
  ["held276", HELD_OUT_276, "two-hundred-and-seventy-sixth held out"],
  ["held277", HELD_OUT_277, "two-hundred-and-seventy-seventh held out"],
  ["held278", HELD_OUT_278, "two-hundred-and-seventy-eighth held out"],
  ["held279", HELD_OUT_279, "two-hundred-and-seventy-ninth held out"],
  ["held280", HELD_OUT_280, "two-hundred-and-eightieth held out"],
  ["held281", HELD_OUT_281, "two-hundred-and-eighty-first held out"],
  ["held282", HELD_OUT_282, "two-hundred-and-eighty-second held out"],
  ["held283", HELD_OUT_283, "two-hundred-and-eighty-third held out"],
  ["held284", HELD_OUT_284, "two-hundred-and-eighty-fourth held out"],
  ["held285", HELD_OUT_285, "two-hundred-and-eighty-fifth held out"],
  ["held286", HELD_OUT_286, "two-hundred-and-eighty-sixth held out"],
  ["held287", HELD_OUT_287, "two-hundred-and-eighty-seventh held out"],
  ["held288", HELD_OUT_288, "two-hundred-and-eighty-eighth held out"],
  ["held289", HELD_OUT_289, "two-hundred-and-eighty-ninth held out"],
  ["held290", HELD_OUT_290, "two-hundred-and-ninetieth held out"],
  ["held291", HELD_OUT_291, "two-hundred-and-ninety-first held out"],
  ["held292", HELD_OUT_292, "two-hundred-and-ninety-second held out"],
  ["held293", HELD_OUT_293, "two-hundred-and-ninety-third held out"],
  ["held294", HELD_OUT_294, "two-hundred-and-ninety-fourth held out"],
  ["held295", HELD_OUT_295, "two-hundred-and-ninety-fifth held out"],
  ["held296", HELD_OUT_296, "two-hundred-and-ninety-sixth held out"],
  ["held297", HELD_OUT_297, "two-hundred-and-ninety-seventh held out"],
  ["held298", HELD_OUT_298, "two-hundred-and-ninety-eighth held out"],
  ["held299", HELD_OUT_299, "two-hundred-and-ninety-ninth held out"],
  ["held300", HELD_OUT_300, "three-hundredth held out"],
  ["held301", HELD_OUT_301, "three-hundred-and-first held out"],
  ["held302", HELD_OUT_302, "three-hundred-and-second held out"],
  ["held303", HELD_OUT_303, "three-hundred-and-third held out"],
  ["held304", HELD_OUT_304, "three-hundred-and-fourth held out"],
  ["held305", HELD_OUT_305, "three-hundred-and-fifth held out"],
  ["held306", HELD_OUT_306, "three-hundred-and-sixth held out"],
  ["held307", HELD_OUT_307, "three-hundred-and-seventh held out"],
  ["held308", HELD_OUT_308, "three-hundred-and-eighth held out"],
  ["held309", HELD_OUT_309, "three-hundred-and-ninth held out"],
  ["held310", HELD_OUT_310, "three-hundred-and-tenth held out"],
  ["held311", HELD_OUT_311, "three-hundred-and-eleventh held out"],
  ["held312", HELD_OUT_312, "three-hundred-and-twelfth held out"],
  ["held313", HELD_OUT_313, "three-hundred-and-thirteenth held out"],
  ["held314", HELD_OUT_314, "three-hundred-and-fourteenth held out"],
  ["held315", HELD_OUT_315, "three-hundred-and-fifteenth held out"],
  ["held316", HELD_OUT_316, "three-hundred-and-sixteenth held out"],
  ["held317", HELD_OUT_317, "three-hundred-and-seventeenth held out"],
  ["held318", HELD_OUT_318, "three-hundred-and-eighteenth held out"],
  ["held319", HELD_OUT_319, "three-hundred-and-nineteenth held out"],
  ["held320", HELD_OUT_320, "three-hundred-and-twentieth held out"],
  ["held321", HELD_OUT_321, "three-hundred-and-twenty-first held out"],
  ["held322", HELD_OUT_322, "three-hundred-and-twenty-second held out"],
  ["held323", HELD_OUT_323, "three-hundred-and-twenty-third held out"],
  ["held324", HELD_OUT_324, "three-hundred-and-twenty-fourth held out"],
  ["held325", HELD_OUT_325, "three-hundred-and-twenty-fifth held out"],
  ["held326", HELD_OUT_326, "three-hundred-and-twenty-sixth held out"],
  ["held327", HELD_OUT_327, "three-hundred-and-twenty-seventh held out"],
  ["held328", HELD_OUT_328, "three-hundred-and-twenty-eighth held out"],
  ["held329", HELD_OUT_329, "three-hundred-and-twenty-ninth held out"],
  ["held330", HELD_OUT_330, "three-hundred-and-thirtieth held out"],
  ["held331", HELD_OUT_331, "three-hundred-and-thirty-first held out"],
  ["held332", HELD_OUT_332, "three-hundred-and-thirty-second held out"],
  ["held333", HELD_OUT_333, "three-hundred-and-thirty-third held out"],
  ["held334", HELD_OUT_334, "three-hundred-and-thirty-fourth held out"],
  ["held335", HELD_OUT_335, "three-hundred-and-thirty-fifth held out"],
  ["held336", HELD_OUT_336, "three-hundred-and-thirty-sixth held out"],
  ["held337", HELD_OUT_337, "three-hundred-and-thirty-seventh held out"],
  ["held338", HELD_OUT_338, "three-hundred-and-thirty-eighth held out"],
  ["held339", HELD_OUT_339, "three-hundred-and-thirty-ninth held out"],
  ["held340", HELD_OUT_340, "three-hundred-and-fortieth held out"],
  ["held341", HELD_OUT_341, "three-hundred-and-forty-first held out"],
  ["held342", HELD_OUT_342, "three-hundred-and-forty-second held out"],
  ["held343", HELD_OUT_343, "three-hundred-and-forty-third held out"],
  ["held344", HELD_OUT_344, "three-hundred-and-forty-fourth held out"],
  ["held345", HELD_OUT_345, "three-hundred-and-forty-fifth held out"],
  ["held346", HELD_OUT_346, "three-hundred-and-forty-sixth held out"],
  ["held347", HELD_OUT_347, "three-hundred-and-forty-seventh held out"],
  ["held348", HELD_OUT_348, "three-hundred-and-forty-eighth held out"],
  ["held349", HELD_OUT_349, "three-hundred-and-forty-ninth held out"],
  ["held350", HELD_OUT_350, "three-hundred-and-fiftieth held out"],
  ["held351", HELD_OUT_351, "three-hundred-and-fifty-first held out"],
  ["held352", HELD_OUT_352, "three-hundred-and-fifty-second held out"],
  ["held353", HELD_OUT_353, "three-hundred-and-fifty-third held out"],
  ["held354", HELD_OUT_354, "three-hundred-and-fifty-fourth held out"],
  ["held355", HELD_OUT_355, "three-hundred-and-fifty-fifth held out"],
  ["held356", HELD_OUT_356, "three-hundred-and-fifty-sixth held out"],
  ["held357", HELD_OUT_357, "three-hundred-and-fifty-seventh held out"],
  ["held358", HELD_OUT_358, "three-hundred-and-fifty-eighth held out"],
  ["held359", HELD_OUT_359, "three-hundred-and-fifty-ninth held out"],
  ["held360", HELD_OUT_360, "three-hundred-and-sixtieth held out"],
  ["held361", HELD_OUT_361, "three-hundred-and-sixty-first held out"],
  ["held362", HELD_OUT_362, "three-hundred-and-sixty-second held out"],
  ["held363", HELD_OUT_363, "three-hundred-and-sixty-third held out"],
  ["held364", HELD_OUT_364, "three-hundred-and-sixty-fourth held out"],
  ["held365", HELD_OUT_365, "three-hundred-and-sixty-fifth held out"],
  ["held366", HELD_OUT_366, "three-hundred-and-sixty-sixth held out"],
  ["held367", HELD_OUT_367, "three-hundred-and-sixty-seventh held out"],
  ["held368", HELD_OUT_368, "three-hundred-and-sixty-eighth held out"],
  ["held369", HELD_OUT_369, "three-hundred-and-sixty-ninth held out"],
  ["held370", HELD_OUT_370, "three-hundred-and-seventieth held out"],
  ["held371", HELD_OUT_371, "three-hundred-and-seventy-first held out"],
  ["held372", HELD_OUT_372, "three-hundred-and-seventy-second held out"],
  ["held373", HELD_OUT_373, "three-hundred-and-seventy-third held out"],
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
  const tally = Object.fromEntries(PARTS.map(([part, set]) => [part, { right: 0, n: set.length }]));
  const wrong = [];
  for (const [part, set] of PARTS) {
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
console.log(`\n| search type | ${PARTS.map(([, , label]) => `right, ${label}`).join(" | ")} |\n| --- |${PARTS.map(() => " ---: |").join("")}`);
for (const r of rows) console.log(`| ${r.type} | ${PARTS.map(([part]) => `${r.tally[part].right} of ${r.tally[part].n}`).join(" | ")} |`);
for (const r of rows) for (const w of r.wrong) console.log(`miss (${w.part}) ${r.type}: ${w.question} -> ${w.answer}`);
