import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { createClient } from "../lib/service.mjs";
import { cognifyAndWait, EndpointMissing } from "../lib/pipeline.mjs";

/** A stand-in service: blocking cognify answers "still started" (its wait limit), items finish after 3 polls. */
function fakeService() {
  let polls = 0;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      const send = (status, json) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.method === "POST" && req.url === "/api/v1/cognify") {
        const { datasets } = JSON.parse(body);
        return send(200, { d1: { status: "PipelineRunStarted", dataset_name: datasets[0], progress: { total_items: 4, done_items: 1, failed_items: 0 }, stage_ms: { extract: 10 } } });
      }
      if (req.url.startsWith("/api/v1/datasets/d1/processing-status")) {
        polls++;
        const status = polls >= 3 ? "DATA_ITEM_PROCESSING_COMPLETED" : "DATA_ITEM_PROCESSING_STARTED";
        return send(200, { datasetId: "d1", items: [1, 2, 3, 4].map((i) => ({ dataId: `x${i}`, status })) });
      }
      send(404, { detail: "Not Found" });
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${server.address().port}`, polls: () => polls })));
}

test("cognifyAndWait polls the processing status until every item settled, never re-running cognify", async () => {
  const { server, url, polls } = await fakeService();
  try {
    const out = await cognifyAndWait(createClient(url), "ds", { pollMs: 10, maxMs: 10_000 });
    assert.equal(out.status, "PipelineRunCompleted");
    assert.equal(out.datasetId, "d1");
    assert.equal(out.polled, true);
    assert.equal(out.partialStages, true);
    assert.equal(out.stageItemsDone, 1);
    assert.equal(polls(), 3);
    assert.equal(out.error, undefined);
  } finally {
    server.close();
  }
});

test("a missing endpoint raises EndpointMissing (the suite is reported as skipped)", async () => {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(404, { "content-type": "application/json" });
      res.end('{"detail":"Not Found"}');
    });
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  try {
    await assert.rejects(cognifyAndWait(createClient(`http://127.0.0.1:${server.address().port}`), "ds"), EndpointMissing);
  } finally {
    server.close();
  }
});
