/**
 * `GET /`: what this service is and where to go next, for a person who opens the address in a browser.
 * Self-contained (no CDN, works offline); the dataset picker asks `/api/v1/datasets` from the browser, so
 * it lists the datasets of whoever the browser is (the default user when authentication is off).
 */
export function landingPage(version: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Knowledge-graph memory</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 3rem auto; padding: 0 1rem; color: #1d1d1f; }
  h1 { font-size: 1.6rem; margin-bottom: .25rem; } .muted { color: #666; }
  code { background: #f3f3f5; padding: .1rem .3rem; border-radius: 4px; }
  li { margin: .3rem 0; } select, button { font: inherit; padding: .2rem .4rem; }
</style>
</head>
<body>
<h1>Knowledge-graph memory</h1>
<p class="muted">Version ${escapeHtml(version)}</p>
<p>Memory for AI agents: send text, files, web pages and code repositories; the service builds a knowledge graph
(entities, relations, summaries, embeddings) and answers questions over it. Every route is under <code>/api/v1</code>.</p>
<ul>
  <li><a href="/docs">API reference</a> (interactive) and the <a href="/openapi.json">OpenAPI document</a></li>
  <li>MCP endpoint for agents: <code id="mcp">/api/v1/mcp</code> (Streamable HTTP)</li>
  <li><a href="/health">Health</a></li>
</ul>
<h2>Look at a dataset's graph</h2>
<p><label for="dataset">Dataset</label> <select id="dataset" disabled><option>loading…</option></select>
<button id="open" disabled>Open the graph</button></p>
<p id="note" class="muted"></p>
<h2>First steps</h2>
<pre><code>curl -H 'content-type: application/json' -d '{"data":"Ada Lovelace wrote the first program.","datasetName":"demo"}' \\
  ${"${location}"}api/v1/add
curl -H 'content-type: application/json' -d '{"datasets":["demo"]}' ${"${location}"}api/v1/cognify
curl -H 'content-type: application/json' -d '{"query":"Who wrote the first program?","datasets":["demo"]}' \\
  ${"${location}"}api/v1/search</code></pre>
<script>
  const origin = location.origin + "/";
  document.getElementById("mcp").textContent = origin + "api/v1/mcp";
  for (const el of document.querySelectorAll("pre code")) el.textContent = el.textContent.split("\${location}").join(origin);
  const select = document.getElementById("dataset"), open = document.getElementById("open"), note = document.getElementById("note");
  fetch("/api/v1/datasets").then(async (res) => {
    if (res.status === 401) { select.innerHTML = "<option>sign-in needed</option>"; note.textContent = "Authentication is on: call the API with an API key (X-Api-Key) to list datasets."; return; }
    const list = await res.json();
    select.innerHTML = "";
    if (!list.length) { select.innerHTML = "<option>no datasets yet</option>"; note.textContent = "Add something first (see First steps)."; return; }
    for (const d of list) { const o = document.createElement("option"); o.value = d.id; o.textContent = d.name; select.appendChild(o); }
    select.disabled = false; open.disabled = false;
  }).catch(() => { select.innerHTML = "<option>unavailable</option>"; });
  open.addEventListener("click", () => { location.href = "/api/v1/visualize?dataset_id=" + encodeURIComponent(select.value); });
</script>
</body>
</html>`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
