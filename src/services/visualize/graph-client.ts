/**
 * Browser code of the visualisation page, inlined into the HTML (the service runs offline: no CDN).
 * Plain ES2017 in one IIFE, no backticks and no template placeholders so it can live in this string.
 *
 * Layout: d3-force-style velocity Verlet with a Barnes-Hut (theta 0.9) many-body force on a typed-array
 * quadtree, link springs and a weak centring force; 170 ticks from a phyllotaxis start in BFS order. The
 * first ~200 ms of ticks run before the first frame, the rest in 30 ms slices with frames drawn between,
 * so a few thousand nodes show a readable layout at once and settle within about a second.
 * Drawing: one canvas path per node colour and one for all edges; labels only where they are legible.
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
  var x = new Float64Array(N), y = new Float64Array(N), vx = new Float64Array(N), vy = new Float64Array(N);
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
    x[n0] = rr * Math.cos(th); y[n0] = rr * Math.sin(th);
  }

  // ---- forces ----
  // d3's cooling schedule (alpha 1 -> 0.001 over 200 ticks), stopped at 170 ticks: alpha is below 0.004
  // by then and the remaining ticks move nodes by less than a pixel.
  var ITER = 170, alpha = 1, ALPHA_DECAY = 1 - Math.pow(0.001, 1 / 200), VEL_DECAY = 0.6;
  var CHARGE = -30, THETA2 = 1.0, DIST_MIN2 = 1, LINK_DIST = 30, GRAVITY = 0.02;
  var linkStrength = new Float64Array(E), linkBias = new Float64Array(E);
  for (j = 0; j < E; j++) {
    var ds = deg[src[j]], dt = deg[dst[j]];
    linkStrength[j] = 1 / Math.min(ds, dt);
    linkBias[j] = ds / (ds + dt);
  }
  var seed = 1;
  function jiggle() { seed = (seed * 1664525 + 1013904223) % 4294967296; return (seed / 4294967296 - 0.5) * 1e-6; }

  // Quadtree in flat arrays: children (4 per cell, -1 = none), leaf point chains, and per cell the
  // interleaved [mass, centre x, centre y, size] (one cache line per visit in the force loop).
  var CAP = Math.max(64, N * 8 + 64);
  var qChild = new Int32Array(CAP * 4), qPoint = new Int32Array(CAP), qData = new Float64Array(CAP * 4);
  var qX0 = new Float64Array(CAP), qY0 = new Float64Array(CAP), qParent = new Int32Array(CAP);
  var nextInLeaf = new Int32Array(N), cells = 0;
  function newCell(x0, y0, size, parent) {
    if (cells >= CAP) return -1;
    var c = cells++, b = c * 4;
    qChild[b] = qChild[b + 1] = qChild[b + 2] = qChild[b + 3] = -1;
    qPoint[c] = -1; qData[b] = 0; qData[b + 1] = 0; qData[b + 2] = 0; qData[b + 3] = size;
    qX0[c] = x0; qY0[c] = y0; qParent[c] = parent;
    return c;
  }
  function quadrantOf(c, px, py) {
    var h = qData[c * 4 + 3] / 2;
    return (px >= qX0[c] + h ? 1 : 0) + (py >= qY0[c] + h ? 2 : 0);
  }
  function childCell(c, q) {
    var h = qData[c * 4 + 3] / 2;
    return newCell(qX0[c] + (q & 1 ? h : 0), qY0[c] + (q & 2 ? h : 0), h, c);
  }
  function buildTree() {
    var minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity, p;
    for (p = 0; p < N; p++) {
      if (x[p] < minX) minX = x[p]; if (x[p] > maxX) maxX = x[p];
      if (y[p] < minY) minY = y[p]; if (y[p] > maxY) maxY = y[p];
    }
    var size = Math.max(maxX - minX, maxY - minY, 1) * 1.0001;
    cells = 0;
    newCell(minX, minY, size, -1);
    for (p = 0; p < N; p++) {
      nextInLeaf[p] = -1;
      var c = 0, depth = 0;
      for (;;) {
        if (qPoint[c] === -2) {
          var q = quadrantOf(c, x[p], y[p]), ch = qChild[c * 4 + q];
          if (ch === -1) {
            ch = childCell(c, q);
            if (ch === -1) break;
            qChild[c * 4 + q] = ch; qPoint[ch] = p; break;
          }
          c = ch; depth++;
        } else if (qPoint[c] === -1) {
          qPoint[c] = p; break;
        } else {
          var other = qPoint[c];
          if ((x[other] === x[p] && y[other] === y[p]) || depth > 40) {
            nextInLeaf[p] = nextInLeaf[other]; nextInLeaf[other] = p; break;
          }
          qPoint[c] = -2;
          var oq = quadrantOf(c, x[other], y[other]), oc = childCell(c, oq);
          if (oc === -1) { qPoint[c] = other; nextInLeaf[p] = nextInLeaf[other]; nextInLeaf[other] = p; break; }
          qChild[c * 4 + oq] = oc; qPoint[oc] = other;
        }
      }
    }
    // Children are always created after their parent: accumulate mass bottom-up in reverse order.
    for (var cc = cells - 1; cc >= 0; cc--) {
      var b = cc * 4;
      if (qPoint[cc] >= 0) {
        for (var pt = qPoint[cc]; pt !== -1; pt = nextInLeaf[pt]) { qData[b] += 1; qData[b + 1] += x[pt]; qData[b + 2] += y[pt]; }
      }
      if (qData[b] > 0 && qParent[cc] >= 0) {
        var pb = qParent[cc] * 4;
        qData[pb] += qData[b]; qData[pb + 1] += qData[b + 1]; qData[pb + 2] += qData[b + 2];
      }
    }
    for (cc = 0; cc < cells; cc++) { var bb = cc * 4; if (qData[bb] > 0) { qData[bb + 1] /= qData[bb]; qData[bb + 2] /= qData[bb]; } }
  }
  var stack = new Int32Array(CAP);
  function manyBody() {
    buildTree();
    var ca = CHARGE * alpha;
    for (var p = 0; p < N; p++) {
      var sp = 0, fx = 0, fy = 0, px = x[p], py = y[p];
      stack[sp++] = 0;
      while (sp > 0) {
        var c = stack[--sp], b = c * 4, mass = qData[b];
        if (mass === 0) continue;
        var dx = qData[b + 1] - px, dy = qData[b + 2] - py, l = dx * dx + dy * dy, w = qData[b + 3];
        if (qPoint[c] === -2) {
          if (w * w < l * THETA2) {
            if (l < DIST_MIN2) l = Math.sqrt(DIST_MIN2 * l);
            var f = ca * mass / l;
            fx += dx * f; fy += dy * f;
          } else {
            var ch = qChild[b]; if (ch !== -1) stack[sp++] = ch;
            ch = qChild[b + 1]; if (ch !== -1) stack[sp++] = ch;
            ch = qChild[b + 2]; if (ch !== -1) stack[sp++] = ch;
            ch = qChild[b + 3]; if (ch !== -1) stack[sp++] = ch;
          }
        } else {
          for (var o = qPoint[c]; o !== -1; o = nextInLeaf[o]) {
            if (o === p) continue;
            var ex = x[o] - px, ey = y[o] - py;
            if (ex === 0) ex = jiggle();
            if (ey === 0) ey = jiggle();
            var m = ex * ex + ey * ey;
            if (m < DIST_MIN2) m = Math.sqrt(DIST_MIN2 * m);
            var g = ca / m;
            fx += ex * g; fy += ey * g;
          }
        }
      }
      vx[p] += fx; vy[p] += fy;
    }
  }
  function linkForce() {
    for (var e = 0; e < E; e++) {
      var s = src[e], t = dst[e];
      var dx = x[t] + vx[t] - x[s] - vx[s] || jiggle(), dy = y[t] + vy[t] - y[s] - vy[s] || jiggle();
      var l = Math.sqrt(dx * dx + dy * dy);
      l = (l - LINK_DIST) / l * alpha * linkStrength[e];
      dx *= l; dy *= l;
      var b = linkBias[e];
      vx[t] -= dx * b; vy[t] -= dy * b;
      vx[s] += dx * (1 - b); vy[s] += dy * (1 - b);
    }
  }
  var dragging = -1, ticks = 0;
  function tick() {
    alpha += (0 - alpha) * ALPHA_DECAY;
    linkForce();
    manyBody();
    for (var p = 0; p < N; p++) {
      vx[p] -= x[p] * GRAVITY * alpha; vy[p] -= y[p] * GRAVITY * alpha;
      if (p === dragging) { vx[p] = vy[p] = 0; continue; }
      x[p] += (vx[p] *= VEL_DECAY); y[p] += (vy[p] *= VEL_DECAY);
    }
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
  function fit() {
    if (N === 0) { k = 1; tx = W / 2; ty = H / 2; return; }
    var minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (var p = 0; p < N; p++) {
      if (x[p] < minX) minX = x[p]; if (x[p] > maxX) maxX = x[p];
      if (y[p] < minY) minY = y[p]; if (y[p] > maxY) maxY = y[p];
    }
    var pad = 40, gw = Math.max(maxX - minX, 1), gh = Math.max(maxY - minY, 1);
    k = Math.min((W - 2 * pad) / gw, (H - 2 * pad) / gh, 4);
    tx = W / 2 - k * (minX + maxX) / 2; ty = H / 2 - k * (minY + maxY) / 2;
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
    for (e = 0; e < E; e++) { ctx.moveTo(x[src[e]], y[src[e]]); ctx.lineTo(x[dst[e]], y[dst[e]]); }
    ctx.stroke();
    if (selected >= 0) {
      ctx.lineWidth = 2 / k; ctx.strokeStyle = "rgba(255,230,120,0.9)";
      ctx.beginPath();
      for (var a = adjStart[selected]; a < adjStart[selected + 1]; a++) { ctx.moveTo(x[selected], y[selected]); ctx.lineTo(x[adj[a]], y[adj[a]]); }
      ctx.stroke();
    }
    var dim = matches.length > 0;
    for (var gi = 0; gi < groupList.length; gi++) {
      var grp = groupList[gi];
      ctx.fillStyle = grp.color; ctx.globalAlpha = dim ? 0.35 : 1;
      ctx.beginPath();
      for (m = 0; m < grp.members.length; m++) {
        p = grp.members[m];
        ctx.moveTo(x[p] + radius[p], y[p]); ctx.arc(x[p], y[p], radius[p], 0, TAU);
      }
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    if (dim) {
      ctx.lineWidth = 2.5 / k; ctx.strokeStyle = "#ffe066"; ctx.beginPath();
      for (m = 0; m < matches.length; m++) { p = matches[m]; ctx.moveTo(x[p] + radius[p] + 3 / k, y[p]); ctx.arc(x[p], y[p], radius[p] + 3 / k, 0, TAU); }
      ctx.stroke();
      for (var gj = 0; gj < groupList.length; gj++) {
        var g2 = groupList[gj]; ctx.fillStyle = g2.color; ctx.beginPath();
        for (m = 0; m < g2.members.length; m++) { p = g2.members[m]; if (!matchSet[p]) continue; ctx.moveTo(x[p] + radius[p], y[p]); ctx.arc(x[p], y[p], radius[p], 0, TAU); }
        ctx.fill();
      }
    }
    if (selected >= 0) {
      ctx.lineWidth = 3 / k; ctx.strokeStyle = "#ffffff"; ctx.beginPath();
      ctx.arc(x[selected], y[selected], radius[selected] + 4 / k, 0, TAU); ctx.stroke();
    }
    drawLabels();
  }
  // Labels in priority order (selected, hovered, search matches, neighbours, hubs, then by degree when
  // zoomed in), skipping any that would overlap one already drawn (occupancy grid of 8 px cells).
  var CELL = 8;
  function drawLabels() {
    ctx.setTransform(DPR, 0, 0, DPR, 0, 0);
    ctx.font = "12px system-ui, sans-serif"; ctx.textBaseline = "middle";
    var gw = Math.ceil(W / CELL) + 1, gh = Math.ceil(H / CELL) + 1, occupied = new Uint8Array(gw * gh);
    var drawn = 0, budget = 300, picked = new Uint8Array(N), list = [];
    if (selected >= 0) list.push(selected);
    if (hovered >= 0) list.push(hovered);
    for (var m = 0; m < matches.length && m < 200; m++) list.push(matches[m]);
    if (selected >= 0) for (var a = adjStart[selected]; a < adjStart[selected + 1] && a - adjStart[selected] < 40; a++) list.push(adj[a]);
    for (var t = 0; t < labelOrder.length; t++) list.push(labelOrder[t]);
    if (k > 1.2) for (var q = 0; q < N; q++) list.push(byDegree[q]);
    for (var li = 0; li < list.length && drawn < budget; li++) {
      var p = list[li];
      if (picked[p]) continue;
      picked[p] = 1;
      var sx = x[p] * k + tx, sy = y[p] * k + ty;
      if (sx < -50 || sy < -20 || sx > W + 50 || sy > H + 20) continue;
      var text = labels[p].length > 40 ? labels[p].slice(0, 39) + "\u2026" : labels[p];
      var ox = radius[p] * k + 4, tw = ctx.measureText(text).width;
      var c0 = Math.max(0, Math.floor((sx + ox) / CELL)), c1 = Math.min(gw - 1, Math.floor((sx + ox + tw) / CELL));
      var r0 = Math.max(0, Math.floor((sy - 7) / CELL)), r1 = Math.min(gh - 1, Math.floor((sy + 7) / CELL));
      var free = true, cx, cy;
      for (cy = r0; cy <= r1 && free; cy++) for (cx = c0; cx <= c1; cx++) if (occupied[cy * gw + cx]) { free = false; break; }
      if (!free && li > 1) continue;
      for (cy = r0; cy <= r1; cy++) for (cx = c0; cx <= c1; cx++) occupied[cy * gw + cx] = 1;
      ctx.lineWidth = 3; ctx.strokeStyle = "rgba(15,17,23,0.85)"; ctx.strokeText(text, sx + ox, sy);
      ctx.fillStyle = p === selected ? "#ffffff" : matchSet[p] ? "#ffe066" : "#d8dce8";
      ctx.fillText(text, sx + ox, sy);
      drawn++;
    }
  }
  // ---- hit testing and interaction ----
  function nodeAt(sx, sy) {
    var wx = (sx - tx) / k, wy = (sy - ty) / k, best = -1, bestD = Infinity, slack = 4 / k;
    for (var p = 0; p < N; p++) {
      var dx = x[p] - wx, dy = y[p] - wy, d = dx * dx + dy * dy, r = radius[p] + slack;
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
    if (down.node >= 0) { x[down.node] = (sx - tx) / k; y[down.node] = (sy - ty) / k; }
    else { tx = down.tx + sx - down.sx; ty = down.ty + sy - down.sy; }
    requestDraw();
  });
  canvas.addEventListener("pointerup", function () {
    if (down && !down.moved) select(down.node, false);
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
    tx = W / 2 - x[p] * k; ty = H / 2 - y[p] * k; userMoved = true;
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
    stats: { nodes: N, links: E, ticks: 0, syncTicks: 0, firstDrawMs: 0, layoutMs: 0, drawMs: 0 },
    search: search,
    next: nextMatch,
    select: function (id) { var p = index.get(id); select(p === undefined ? -1 : p, true); return p !== undefined; },
    selectedId: function () { return selected >= 0 ? nodes[selected].id : null; },
    matches: function () { return matches.map(function (p) { return nodes[p].id; }); },
    screenPosition: function (id) { var p = index.get(id); if (p === undefined) return null; var r = canvas.getBoundingClientRect(); return { x: r.left + x[p] * k + tx, y: r.top + y[p] * k + ty }; },
  };
  resize();
  var budgetEnd = performance.now() + 200;
  while (ticks < ITER && performance.now() < budgetEnd) tick();
  api.stats.syncTicks = ticks;
  fit();
  draw();
  api.stats.firstDrawMs = Math.round(performance.now() - T0);
  function finish() {
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
