/**
 * Browser code of the visualisation page, inlined into the HTML after the d3-force bundle (the service runs
 * offline: no CDN). Plain ES2017 in one IIFE, no backticks and no template placeholders so it can live in
 * this string.
 *
 * Layout: d3-force (links, Barnes-Hut many-body, weak x/y gravity) from a phyllotaxis start in BFS order.
 * Graphs up to LABEL_ALL nodes are laid out so that every node's label fits: each node occupies the box
 * of its dot and its label (measured with the page font), a box-collision force keeps boxes apart while
 * the simulation runs and a final pass removes what overlap is left; those labels are drawn at world
 * scale, so they stay apart at the zoom the fit chooses. Bigger graphs label the nodes that fit, by priority.
 * The first ~200 ms of ticks run before the first frame, the rest in 30 ms slices with frames between.
 * Drawing: one canvas path per node colour and one for all edges.
 */
export const GRAPH_CLIENT_JS = String.raw`
(function () {
  "use strict";
  var T0 = performance.now();
  var data = JSON.parse(document.getElementById("graph-data").textContent);
  var nodes = data.nodes || [], links = data.links || [];
  var N = nodes.length;
  var TAU = Math.PI * 2;
  var i, j;

  // ---- graph arrays ----
  var index = new Map();
  for (i = 0; i < N; i++) index.set(nodes[i].id, i);
  var es = [], et = [], eref = [];
  for (j = 0; j < links.length; j++) {
    var s0 = index.get(links[j].source), t0 = index.get(links[j].target);
    if (s0 === undefined || t0 === undefined || s0 === t0) continue;
    es.push(s0); et.push(t0); eref.push(j);
  }
  var E = es.length;
  var src = Int32Array.from(es), dst = Int32Array.from(et);
  var deg = new Float64Array(N);
  for (j = 0; j < E; j++) { deg[src[j]]++; deg[dst[j]]++; }
  var adjStart = new Int32Array(N + 1);
  for (j = 0; j < E; j++) { adjStart[src[j] + 1]++; adjStart[dst[j] + 1]++; }
  for (i = 0; i < N; i++) adjStart[i + 1] += adjStart[i];
  var adj = new Int32Array(2 * E), adjEdge = new Int32Array(2 * E), fillAt = adjStart.slice(0, N);
  for (j = 0; j < E; j++) {
    adj[fillAt[src[j]]] = dst[j]; adjEdge[fillAt[src[j]]++] = j;
    adj[fillAt[dst[j]]] = src[j]; adjEdge[fillAt[dst[j]]++] = j;
  }
  var labels = new Array(N), lower = new Array(N), radius = new Float64Array(N);
  // Labels come from the server already readable (graph-html.ts readableLabel); the id is a last resort.
  for (i = 0; i < N; i++) {
    labels[i] = String(nodes[i].label || nodes[i].id);
    lower[i] = labels[i].toLowerCase();
    radius[i] = Math.min(16, 3 + 1.6 * Math.sqrt(deg[i]));
  }

  // ---- colours by node type ----
  var KNOWN = { Entity: "#4f8ef7", DocumentChunk: "#f5a524", TextDocument: "#e5484d", PdfDocument: "#e5484d",
    CsvDocument: "#e5484d", JsonDocument: "#e5484d", HtmlDocument: "#e5484d", TextSummary: "#46a758",
    EntityType: "#8e4ec6", NodeSet: "#12a594", Skill: "#d6409f" };
  var PALETTE = ["#0091ff", "#f76b15", "#30a46c", "#e54666", "#7c66dc", "#ffc53d", "#00a2c7", "#a18072", "#e93d82", "#8da4ef", "#3e9b4f", "#ad7f58"];
  var typeCount = new Map();
  for (i = 0; i < N; i++) typeCount.set(nodes[i].type, (typeCount.get(nodes[i].type) || 0) + 1);
  var types = Array.from(typeCount.keys()).sort(function (a, b) { return typeCount.get(b) - typeCount.get(a); });
  var typeColor = new Map(), used = 0;
  types.forEach(function (t) { typeColor.set(t, KNOWN[t] || PALETTE[used++ % PALETTE.length]); });
  var groups = new Map();
  for (i = 0; i < N; i++) {
    var col = typeColor.get(nodes[i].type);
    if (!groups.has(col)) groups.set(col, []);
    groups.get(col).push(i);
  }
  var groupList = Array.from(groups.entries()).map(function (g) { return { color: g[0], members: Int32Array.from(g[1]) }; });

  // ---- initial positions: phyllotaxis in BFS order, so neighbours start close ----
  var P = new Array(N);
  var order = new Int32Array(N), seen = new Uint8Array(N), head = 0, tail = 0;
  var byDegree = Array.from({ length: N }, function (_, k) { return k; }).sort(function (a, b) { return deg[b] - deg[a]; });
  for (var r0 = 0; r0 < N; r0++) {
    var root = byDegree[r0];
    if (seen[root]) continue;
    seen[root] = 1; order[tail++] = root;
    while (head < tail) {
      var u = order[head++];
      for (var a = adjStart[u]; a < adjStart[u + 1]; a++) {
        var v = adj[a];
        if (!seen[v]) { seen[v] = 1; order[tail++] = v; }
      }
    }
  }
  var GOLDEN = Math.PI * (3 - Math.sqrt(5));
  for (var k0 = 0; k0 < N; k0++) {
    var n0 = order[k0], rr = 10 * Math.sqrt(0.5 + k0), th = k0 * GOLDEN;
    P[n0] = { index: n0, x: rr * Math.cos(th), y: rr * Math.sin(th) };
  }

  // ---- label boxes (world units, relative to the node): dot, a 4 px gap, then the label on the right ----
  // Up to LABEL_ALL nodes every label is shown: 300 labels of ~110 x 14 px fill about half of a
  // 1280 x 800 view, beyond that they could only be shown by shrinking them below legibility.
  var LABEL_ALL = 300, labelAll = N <= LABEL_ALL;
  var FONT_PX = 12, LABEL_H = 15, GAP = 4, BOX_PAD = 3, MAX_CHARS = 32;
  var measure = document.createElement("canvas").getContext("2d");
  measure.font = FONT_PX + "px system-ui, sans-serif";
  var shown = new Array(N), textW = new Float64Array(N);
  for (i = 0; i < N; i++) {
    shown[i] = labels[i].length > MAX_CHARS ? labels[i].slice(0, MAX_CHARS - 1) + "\u2026" : labels[i];
    textW[i] = measure.measureText(shown[i]).width;
    var half = Math.max(radius[i], LABEL_H / 2);
    P[i].bx0 = -radius[i]; P[i].bx1 = radius[i] + GAP + textW[i]; P[i].by0 = -half; P[i].by1 = half;
  }
  // Box collision as a d3 force: overlapping pairs are pushed apart along the axis of least overlap
  // (O(n^2) pairs, which LABEL_ALL bounds to 45k per tick).
  function forceBoxes(strength) {
    var ns = [];
    function force() {
      for (var p = 0; p < ns.length; p++) {
        var A = ns[p], ax = A.x + A.vx, ay = A.y + A.vy;
        for (var q = p + 1; q < ns.length; q++) {
          var B = ns[q], bx = B.x + B.vx, by = B.y + B.vy;
          var ox = Math.min(ax + A.bx1, bx + B.bx1) - Math.max(ax + A.bx0, bx + B.bx0) + BOX_PAD;
          if (ox <= 0) continue;
          var oy = Math.min(ay + A.by1, by + B.by1) - Math.max(ay + A.by0, by + B.by0) + BOX_PAD;
          if (oy <= 0) continue;
          if (ox < oy) {
            var sx = (ax + (A.bx0 + A.bx1) / 2) < (bx + (B.bx0 + B.bx1) / 2) ? -1 : 1;
            A.vx += sx * ox * strength / 2; B.vx -= sx * ox * strength / 2;
          } else {
            var sy = ay < by || (ay === by && p < q) ? -1 : 1;
            A.vy += sy * oy * strength / 2; B.vy -= sy * oy * strength / 2;
          }
        }
      }
    }
    force.initialize = function (n) { ns = n; };
    return force;
  }
  // After the simulation: move overlapping boxes apart directly until none overlap (bounded passes).
  function separateBoxes() {
    for (var pass = 0; pass < 200; pass++) {
      var moved = false;
      for (var p = 0; p < N; p++) {
        var A = P[p];
        for (var q = p + 1; q < N; q++) {
          var B = P[q];
          var ox = Math.min(A.x + A.bx1, B.x + B.bx1) - Math.max(A.x + A.bx0, B.x + B.bx0) + BOX_PAD;
          if (ox <= 0) continue;
          var oy = Math.min(A.y + A.by1, B.y + B.by1) - Math.max(A.y + A.by0, B.y + B.by0) + BOX_PAD;
          if (oy <= 0) continue;
          moved = true;
          if (ox < oy) {
            var sx = (A.x + (A.bx0 + A.bx1) / 2) < (B.x + (B.bx0 + B.bx1) / 2) ? -1 : 1;
            A.x += sx * (ox / 2 + 0.01); B.x -= sx * (ox / 2 + 0.01);
          } else {
            var sy = A.y < B.y || (A.y === B.y && p < q) ? -1 : 1;
            A.y += sy * (oy / 2 + 0.01); B.y -= sy * (oy / 2 + 0.01);
          }
        }
      }
      if (!moved) return;
    }
  }

  // ---- forces (d3-force) ----
  // d3's cooling schedule (alpha 1 -> alphaMin 0.001); big graphs cool in 170 ticks, where the remaining
  // ticks would move nodes by less than a pixel; labelled graphs take d3's default 300 so boxes settle.
  var ITER = labelAll ? 300 : 170, ALPHA_MIN = 0.001;
  var linkObjs = [];
  for (j = 0; j < E; j++) linkObjs.push({ source: src[j], target: dst[j] });
  var sim = d3.forceSimulation(P)
    .alphaMin(ALPHA_MIN)
    .alphaDecay(1 - Math.pow(ALPHA_MIN, 1 / ITER))
    .velocityDecay(0.4)
    .force("link", d3.forceLink(linkObjs).id(function (d) { return d.index; }).distance(labelAll ? 50 : 30))
    .force("charge", d3.forceManyBody().strength(labelAll ? -80 : -30).theta(0.9))
    .force("x", d3.forceX(0).strength(labelAll ? 0.03 : 0.02))
    .force("y", d3.forceY(0).strength(labelAll ? 0.15 : 0.02))
    .stop();
  if (labelAll) sim.force("boxes", forceBoxes(0.7));
  var dragging = -1, ticks = 0;
  function tick() {
    sim.tick();
    ticks++;
  }

  // ---- view ----
  var canvas = document.getElementById("graph"), ctx = canvas.getContext("2d");
  var W = 0, H = 0, DPR = 1, k = 1, tx = 0, ty = 0, userMoved = false;
  var selected = -1, hovered = -1, matches = [], matchSet = new Uint8Array(N), matchCursor = -1;
  var labelOrder = byDegree.slice(0, 40);
  function resize() {
    DPR = window.devicePixelRatio || 1;
    W = canvas.clientWidth; H = canvas.clientHeight;
    canvas.width = Math.max(1, Math.round(W * DPR)); canvas.height = Math.max(1, Math.round(H * DPR));
  }
  // Fits every node (and, for small graphs, its label box) between the header and the bottom edge.
  function fit() {
    var top = (document.querySelector("header") || { offsetHeight: 0 }).offsetHeight;
    if (N === 0) { k = 1; tx = W / 2; ty = (H + top) / 2; return; }
    var minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (var p = 0; p < N; p++) {
      var A = P[p], x0 = A.x - radius[p], x1 = A.x + (labelAll ? A.bx1 : radius[p]);
      var y0 = A.y + (labelAll ? A.by0 : -radius[p]), y1 = A.y + (labelAll ? A.by1 : radius[p]);
      if (x0 < minX) minX = x0; if (x1 > maxX) maxX = x1;
      if (y0 < minY) minY = y0; if (y1 > maxY) maxY = y1;
    }
    var pad = 20, gw = Math.max(maxX - minX, 1), gh = Math.max(maxY - minY, 1);
    k = Math.min((W - 2 * pad) / gw, (H - top - 2 * pad) / gh, 4);
    tx = W / 2 - k * (minX + maxX) / 2; ty = top + (H - top) / 2 - k * (minY + maxY) / 2;
  }
  var lastDrawAt = 0;
  function draw() {
    var d0 = performance.now();
    drawScene();
    lastDrawAt = performance.now();
    api.stats.drawMs = Math.round((lastDrawAt - d0) * 10) / 10;
  }
  function drawScene() {
    ctx.setTransform(DPR, 0, 0, DPR, 0, 0);
    ctx.fillStyle = "#0f1117"; ctx.fillRect(0, 0, W, H);
    ctx.setTransform(DPR * k, 0, 0, DPR * k, DPR * tx, DPR * ty);
    var e, p, m;
    ctx.lineWidth = 0.8 / k; ctx.strokeStyle = "rgba(150,160,185,0.28)";
    ctx.beginPath();
    for (e = 0; e < E; e++) { ctx.moveTo(P[src[e]].x, P[src[e]].y); ctx.lineTo(P[dst[e]].x, P[dst[e]].y); }
    ctx.stroke();
    if (selected >= 0) {
      ctx.lineWidth = 2 / k; ctx.strokeStyle = "rgba(255,230,120,0.9)";
      ctx.beginPath();
      for (var a = adjStart[selected]; a < adjStart[selected + 1]; a++) { ctx.moveTo(P[selected].x, P[selected].y); ctx.lineTo(P[adj[a]].x, P[adj[a]].y); }
      ctx.stroke();
    }
    var dim = matches.length > 0;
    for (var gi = 0; gi < groupList.length; gi++) {
      var grp = groupList[gi];
      ctx.fillStyle = grp.color; ctx.globalAlpha = dim ? 0.35 : 1;
      ctx.beginPath();
      for (m = 0; m < grp.members.length; m++) {
        p = grp.members[m];
        ctx.moveTo(P[p].x + radius[p], P[p].y); ctx.arc(P[p].x, P[p].y, radius[p], 0, TAU);
      }
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    if (dim) {
      ctx.lineWidth = 2.5 / k; ctx.strokeStyle = "#ffe066"; ctx.beginPath();
      for (m = 0; m < matches.length; m++) { p = matches[m]; ctx.moveTo(P[p].x + radius[p] + 3 / k, P[p].y); ctx.arc(P[p].x, P[p].y, radius[p] + 3 / k, 0, TAU); }
      ctx.stroke();
      for (var gj = 0; gj < groupList.length; gj++) {
        var g2 = groupList[gj]; ctx.fillStyle = g2.color; ctx.beginPath();
        for (m = 0; m < g2.members.length; m++) { p = g2.members[m]; if (!matchSet[p]) continue; ctx.moveTo(P[p].x + radius[p], P[p].y); ctx.arc(P[p].x, P[p].y, radius[p], 0, TAU); }
        ctx.fill();
      }
    }
    if (selected >= 0) {
      ctx.lineWidth = 3 / k; ctx.strokeStyle = "#ffffff"; ctx.beginPath();
      ctx.arc(P[selected].x, P[selected].y, radius[selected] + 4 / k, 0, TAU); ctx.stroke();
    }
    drawLabels();
  }
  // Labels in priority order (selected, hovered, search matches, neighbours, then every node when the
  // graph is small or zoomed in, else the 40 biggest hubs), skipping any whose box would overlap one
  // already drawn (exact box test over a 64 px bucket grid). Small graphs draw labels at world scale
  // (capped at 12 px), matching the boxes the layout kept apart.
  var BUCKET = 64, labelBoxes = [];
  function drawLabels() {
    ctx.setTransform(DPR, 0, 0, DPR, 0, 0);
    var scale = labelAll ? Math.min(1, k) : 1;
    ctx.font = (FONT_PX * scale) + "px system-ui, sans-serif"; ctx.textBaseline = "middle";
    var bw = Math.ceil(W / BUCKET) + 1, bh = Math.ceil(H / BUCKET) + 1, buckets = new Array(bw * bh);
    var budget = labelAll ? N : 300, picked = new Uint8Array(N), list = [];
    labelBoxes = [];
    if (selected >= 0) list.push(selected);
    if (hovered >= 0) list.push(hovered);
    for (var m = 0; m < matches.length && m < 200; m++) list.push(matches[m]);
    if (selected >= 0) for (var a = adjStart[selected]; a < adjStart[selected + 1] && a - adjStart[selected] < 40; a++) list.push(adj[a]);
    var rest = labelAll || k > 1.2 ? byDegree : labelOrder;
    for (var t = 0; t < rest.length; t++) list.push(rest[t]);
    for (var li = 0; li < list.length && labelBoxes.length < budget; li++) {
      var p = list[li];
      if (picked[p]) continue;
      picked[p] = 1;
      var sx = (P[p].x + radius[p]) * k + tx + GAP * scale, sy = P[p].y * k + ty;
      var x1 = sx + textW[p] * scale, y0 = sy - LABEL_H * scale / 2, y1 = sy + LABEL_H * scale / 2;
      if (x1 < 0 || y1 < 0 || sx > W || y0 > H) continue;
      var c0 = Math.max(0, Math.floor(sx / BUCKET)), c1 = Math.min(bw - 1, Math.floor(x1 / BUCKET));
      var r0 = Math.max(0, Math.floor(y0 / BUCKET)), r1 = Math.min(bh - 1, Math.floor(y1 / BUCKET));
      var free = true, cx, cy, n;
      for (cy = r0; cy <= r1 && free; cy++) for (cx = c0; cx <= c1 && free; cx++) {
        var cell = buckets[cy * bw + cx];
        if (cell) for (n = 0; n < cell.length; n++) {
          var o = cell[n];
          if (sx < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1) { free = false; break; }
        }
      }
      // The selected and hovered labels are drawn whatever they cover: the user asked for them.
      if (!free && p !== selected && p !== hovered) continue;
      var box = { id: nodes[p].id, x0: sx, y0: y0, x1: x1, y1: y1 };
      labelBoxes.push(box);
      for (cy = r0; cy <= r1; cy++) for (cx = c0; cx <= c1; cx++) (buckets[cy * bw + cx] = buckets[cy * bw + cx] || []).push(box);
      ctx.lineWidth = 3; ctx.strokeStyle = "rgba(15,17,23,0.85)"; ctx.strokeText(shown[p], sx, sy);
      ctx.fillStyle = p === selected ? "#ffffff" : matchSet[p] ? "#ffe066" : "#d8dce8";
      ctx.fillText(shown[p], sx, sy);
    }
  }
  // ---- hit testing and interaction ----
  function nodeAt(sx, sy) {
    var wx = (sx - tx) / k, wy = (sy - ty) / k, best = -1, bestD = Infinity, slack = 4 / k;
    for (var p = 0; p < N; p++) {
      var dx = P[p].x - wx, dy = P[p].y - wy, d = dx * dx + dy * dy, r = radius[p] + slack;
      if (d <= r * r && d < bestD) { best = p; bestD = d; }
    }
    return best;
  }
  var frameQueued = false;
  function requestDraw() {
    if (frameQueued) return;
    frameQueued = true;
    requestAnimationFrame(function () { frameQueued = false; draw(); });
  }
  var down = null;
  canvas.addEventListener("pointerdown", function (ev) {
    var rect = canvas.getBoundingClientRect(), sx = ev.clientX - rect.left, sy = ev.clientY - rect.top;
    var hit = nodeAt(sx, sy);
    down = { sx: sx, sy: sy, tx: tx, ty: ty, node: hit, moved: false };
    if (hit >= 0) dragging = hit;
    canvas.setPointerCapture(ev.pointerId);
  });
  canvas.addEventListener("pointermove", function (ev) {
    var rect = canvas.getBoundingClientRect(), sx = ev.clientX - rect.left, sy = ev.clientY - rect.top;
    if (!down) {
      var h = nodeAt(sx, sy);
      if (h !== hovered) { hovered = h; canvas.style.cursor = h >= 0 ? "pointer" : "grab"; requestDraw(); }
      return;
    }
    if (Math.abs(sx - down.sx) + Math.abs(sy - down.sy) > 3) down.moved = true;
    if (!down.moved) return;
    userMoved = true;
    if (down.node >= 0) { P[down.node].x = P[down.node].fx = (sx - tx) / k; P[down.node].y = P[down.node].fy = (sy - ty) / k; }
    else { tx = down.tx + sx - down.sx; ty = down.ty + sy - down.sy; }
    requestDraw();
  });
  canvas.addEventListener("pointerup", function () {
    if (down && !down.moved) select(down.node, false);
    if (dragging >= 0) P[dragging].fx = P[dragging].fy = null;
    dragging = -1; down = null;
  });
  canvas.addEventListener("wheel", function (ev) {
    ev.preventDefault();
    var rect = canvas.getBoundingClientRect(), sx = ev.clientX - rect.left, sy = ev.clientY - rect.top;
    var f = Math.exp(-ev.deltaY * 0.0015), nk = Math.min(40, Math.max(0.02, k * f));
    tx = sx - (sx - tx) * nk / k; ty = sy - (sy - ty) * nk / k; k = nk;
    userMoved = true; requestDraw();
  }, { passive: false });
  window.addEventListener("resize", function () { resize(); requestDraw(); });

  function centerOn(p) {
    if (k < 1) k = 1.5;
    tx = W / 2 - P[p].x * k; ty = H / 2 - P[p].y * k; userMoved = true;
  }

  // ---- details panel (DOM text only: node content is user data) ----
  var panel = document.getElementById("details");
  function el(tag, cls, text) {
    var d = document.createElement(tag);
    if (cls) d.className = cls;
    if (text !== undefined) d.textContent = text;
    return d;
  }
  function show(p) {
    panel.textContent = "";
    if (p < 0) { panel.hidden = true; return; }
    panel.hidden = false;
    var close = el("button", "close", "\u00d7");
    close.title = "Close"; close.onclick = function () { select(-1, false); };
    panel.appendChild(close);
    panel.appendChild(el("h2", "", labels[p]));
    var badge = el("span", "badge", nodes[p].type); badge.style.background = typeColor.get(nodes[p].type);
    panel.appendChild(badge);
    panel.appendChild(el("div", "nid", nodes[p].id));
    var props = nodes[p].properties || {}, keys = Object.keys(props);
    if (keys.length) {
      var dl = el("dl", "props");
      keys.forEach(function (key) {
        var val = props[key], str = typeof val === "string" ? val : JSON.stringify(val);
        dl.appendChild(el("dt", "", key));
        dl.appendChild(el("dd", "", str.length > 2000 ? str.slice(0, 2000) + "\u2026" : str));
      });
      panel.appendChild(dl);
    }
    var count = adjStart[p + 1] - adjStart[p];
    panel.appendChild(el("h3", "", "Connections (" + count + ")"));
    var ul = el("ul", "links");
    for (var a = adjStart[p]; a < adjStart[p + 1] && a - adjStart[p] < 150; a++) {
      var e = adjEdge[a], other = adj[a], out = src[e] === p, lk = links[eref[e]];
      var li = el("li");
      li.appendChild(el("span", "rel", (out ? "\u2192 " : "\u2190 ") + lk.label + " "));
      var btn = el("button", "jump", labels[other]);
      btn.onclick = (function (target) { return function () { select(target, true); }; })(other);
      li.appendChild(btn);
      ul.appendChild(li);
    }
    panel.appendChild(ul);
  }
  function select(p, center) {
    selected = p;
    show(p);
    if (p >= 0 && center) centerOn(p);
    requestDraw();
  }

  // ---- search ----
  var input = document.getElementById("search"), countEl = document.getElementById("match-count");
  function search(q) {
    q = String(q || "").trim().toLowerCase();
    matchSet.fill(0); matches = []; matchCursor = -1;
    if (q) {
      for (var p = 0; p < N; p++) {
        if (lower[p].indexOf(q) !== -1 || nodes[p].id === q || String(nodes[p].type).toLowerCase() === q) { matches.push(p); matchSet[p] = 1; }
      }
      matches.sort(function (a, b) { return (lower[a] === q ? -1 : 0) - (lower[b] === q ? -1 : 0) || deg[b] - deg[a]; });
    }
    countEl.textContent = q ? matches.length + (matches.length === 1 ? " match" : " matches") : "";
    requestDraw();
    return matches.length;
  }
  function nextMatch() {
    if (!matches.length) return;
    matchCursor = (matchCursor + 1) % matches.length;
    select(matches[matchCursor], true);
  }
  var searchTimer = 0;
  input.addEventListener("input", function () { clearTimeout(searchTimer); searchTimer = setTimeout(function () { search(input.value); }, 80); });
  input.addEventListener("keydown", function (ev) {
    if (ev.key === "Enter") { clearTimeout(searchTimer); if (matchCursor === -1) search(input.value); nextMatch(); }
    if (ev.key === "Escape") { input.value = ""; search(""); }
  });
  document.getElementById("fit").addEventListener("click", function () { fit(); userMoved = false; requestDraw(); });

  // ---- legend ----
  var legend = document.getElementById("legend");
  types.forEach(function (t) {
    var row = el("div", "row"), sw = el("span", "swatch");
    sw.style.background = typeColor.get(t);
    row.appendChild(sw); row.appendChild(el("span", "", t + " (" + typeCount.get(t) + ")"));
    row.onclick = function () { input.value = t; search(t); };
    legend.appendChild(row);
  });

  // ---- run ----
  var api = window.__graph = {
    ready: false,
    stats: { nodes: N, links: E, iterations: ITER, labelAll: labelAll, ticks: 0, syncTicks: 0, firstDrawMs: 0, layoutMs: 0, drawMs: 0 },
    search: search,
    next: nextMatch,
    select: function (id) { var p = index.get(id); select(p === undefined ? -1 : p, true); return p !== undefined; },
    selectedId: function () { return selected >= 0 ? nodes[selected].id : null; },
    matches: function () { return matches.map(function (p) { return nodes[p].id; }); },
    labelBoxes: function () { var r = canvas.getBoundingClientRect(); return labelBoxes.map(function (b) { return { id: b.id, x0: r.left + b.x0, y0: r.top + b.y0, x1: r.left + b.x1, y1: r.top + b.y1 }; }); },
    labelOf: function (id) { var p = index.get(id); return p === undefined ? null : shown[p]; },
    screenPosition: function (id) { var p = index.get(id); if (p === undefined) return null; var r = canvas.getBoundingClientRect(); return { x: r.left + P[p].x * k + tx, y: r.top + P[p].y * k + ty }; },
  };
  resize();
  var budgetEnd = performance.now() + 200;
  while (ticks < ITER && performance.now() < budgetEnd) tick();
  api.stats.syncTicks = ticks;
  fit();
  draw();
  api.stats.firstDrawMs = Math.round(performance.now() - T0);
  function finish() {
    if (labelAll) separateBoxes();
    api.stats.ticks = ticks;
    api.stats.layoutMs = Math.round(performance.now() - T0);
    if (!userMoved) fit();
    draw();
    api.ready = true;
    document.body.setAttribute("data-ready", "1");
  }
  // Layout continues in 30 ms slices between events (a MessageChannel avoids setTimeout's 4 ms clamp);
  // frames are drawn in between, coalesced by requestAnimationFrame, so input stays responsive.
  var channel = new MessageChannel();
  channel.port1.onmessage = function () {
    var end = performance.now() + 30;
    while (ticks < ITER && performance.now() < end) tick();
    api.stats.ticks = ticks;
    if (ticks >= ITER) { finish(); return; }
    // Rasterising thousands of anti-aliased edges costs more than the JS that issues them (software
    // canvas): while the layout moves, a frame every 200 ms is enough to show it settling.
    if (performance.now() - lastDrawAt > 200) {
      if (!userMoved) fit();
      requestDraw();
    }
    channel.port2.postMessage(0);
  };
  if (ticks >= ITER || N === 0) finish(); else channel.port2.postMessage(0);
})();
`;
