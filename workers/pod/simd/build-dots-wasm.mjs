#!/usr/bin/env node
// Builds dots-relaxed.wasm, the vector-scan kernels of the pod's local vector index (workers/pod/vectors.ts):
//   dots(q, data, n, blocks, out): out[i] = Σ_{d < blocks*16} q[d] * data[i*blocks*16 + d]   (i8 x i8 -> i32)
// with WebAssembly SIMD (i16x8.extend_*_i8x16_s, i32x4.dot_i16x8_s): 16 multiply-adds per block instead
// of one per JS operation (~5x faster than the JS loop on 100k x 100-d). Hand-assembled so the build needs
// no toolchain; Workers cannot compile WASM from bytes at run time, so the module ships as a file.
// With --relaxed (the shipped build) a block is one relaxed-SIMD instruction,
// i32x4.relaxed_dot_i8x16_i7x16_add_s (x86: pmaddubsw + pmaddwd, or vpdpbusd with VNNI); its second
// operand must lie in 0..127 for a deterministic result, so vectors are stored as 7-bit values offset by
// +64 (see vectors.ts). Relaxed SIMD is on by default since V8 11.4 (workerd, Chrome 114, Node 22; not Node 20).
// Usage: node workers/pod/simd/build-dots-wasm.mjs --relaxed > workers/pod/simd/dots-relaxed.wasm
//        (without --relaxed: the plain-SIMD equivalent, ~1.4x slower, for engines without relaxed SIMD)
const relaxed = process.argv.includes("--relaxed");
const u = (n) => { const out = []; do { let b = n & 0x7f; n >>>= 7; if (n) b |= 0x80; out.push(b); } while (n); return out; };
const str = (s) => [...u(s.length), ...Buffer.from(s)];
const section = (id, bytes) => [id, ...u(bytes.length), ...bytes];
const vec = (items) => [...u(items.length), ...items.flat()];
const I32 = 0x7f, V128 = 0x7b;
const SIMD = (op) => [0xfd, ...u(op)];
// locals: params 0..4 = q, data, n, blocks, out; locals 5 = i (i32), 6 = j (i32), 7 = row (i32), 8 = acc (v128), 9 = qv (v128), 10 = dv (v128)
const get = (i) => [0x20, i], set = (i) => [0x21, i], tee = (i) => [0x22, i];
const i32c = (v) => [0x41, ...sleb(v)];
function sleb(v) { const out = []; for (;;) { let b = v & 0x7f; v >>= 7; if ((v === 0 && !(b & 0x40)) || (v === -1 && (b & 0x40))) { out.push(b); return out; } out.push(b | 0x80); } }
const body = [
  // i = 0; row = data
  ...i32c(0), ...set(5), ...get(1), ...set(7),
  0x02, 0x40, // block
  0x03, 0x40, // loop
    ...get(5), ...get(2), 0x4e /* i32.ge_s */, 0x0d, 1, // br_if 1 (exit)
    ...i32c(0), ...SIMD(0x11), ...set(8), // acc = splat 0
    ...i32c(0), ...set(6), // j = 0
    0x02, 0x40, 0x03, 0x40,
      ...get(6), ...get(3), 0x4e, 0x0d, 1,
      ...get(0), ...get(6), ...i32c(4), 0x74 /* shl */, 0x6a /* add */, ...SIMD(0x00), 0x00, 0x00, ...set(9), // qv = load(q + j*16)
      ...get(7), ...get(6), ...i32c(4), 0x74, 0x6a, ...SIMD(0x00), 0x00, 0x00, ...set(10), // dv = load(row + j*16)
      ...(relaxed
        ? // acc = i32x4.relaxed_dot_i8x16_i7x16_add_s(qv, dv, acc): dv must be 0..127 for a deterministic result
          [...get(9), ...get(10), ...get(8), ...SIMD(0x113)]
        : [
            ...get(8),
            ...get(9), ...SIMD(0x87), ...get(10), ...SIMD(0x87), ...SIMD(0xba), ...SIMD(0xae),
            ...get(9), ...SIMD(0x88), ...get(10), ...SIMD(0x88), ...SIMD(0xba), ...SIMD(0xae),
          ]),
      ...set(8),
      ...get(6), ...i32c(1), 0x6a, ...set(6),
      0x0c, 0, // br 0 (loop)
    0x0b, 0x0b,
    // out[i] = lane0+lane1+lane2+lane3
    ...get(4), ...get(5), ...i32c(2), 0x74, 0x6a,
    ...get(8), ...SIMD(0x1b), 0, ...get(8), ...SIMD(0x1b), 1, 0x6a, ...get(8), ...SIMD(0x1b), 2, 0x6a, ...get(8), ...SIMD(0x1b), 3, 0x6a,
    0x36, 0x02, 0x00, // i32.store align=4 offset 0
    ...get(5), ...i32c(1), 0x6a, ...set(5),
    ...get(7), ...get(3), ...i32c(4), 0x74, 0x6a, ...set(7), // row += blocks*16
    0x0c, 0,
  0x0b, 0x0b,
  0x0b, // end func
];
const locals = vec([[...u(3), I32], [...u(3), V128]]);
const func = [...locals, ...body];

// sims1..sims16(q, data, n, stride, out, scales, corr, maxes): for rows of exactly B blocks (dims <= 256, e.g. the
// local 160-d model) stored `stride` bytes apart (stride = dims: no padding, the query's zero tail cancels
// the next row's leading bytes), out[i] = f32(Σ q·row_i − corr) × scales[i] as float32, and maxes[j] = the
// largest out[i] of rows 64j..64j+63 (top-k selection then visits only blocks that can hold a winner). Fully unrolled with
// the query held in locals, so a row costs B loads and B multiply-add steps instead of B trips round a loop
// that reloads the query, and selection in JS reads finished similarities (535k x 100-d: 3.4 ms instead of
// 5.8 ms relaxed, 4.4 ms plain).
const load = (offset) => [...SIMD(0x00), 0x00, ...u(offset)];
// simsAcc0..simsAcc16(q, data, n, stride, out, scales, corr, maxes, acc): the same with acc[i] (i32, from `cols`)
// added to each row's sum, for segments whose mostly-zero dimensions are stored by column (vectors.ts): the
// row part holds the dense dimensions, `cols` adds the query's few non-zero sparse ones. B = 0: no row part.
function unrolled(B, withAcc = false) {
  // params 0..7 = q, data, n, stride, out, scales, corr, maxes (8 = acc with withAcc); then locals i, row (i32);
  // sim, blockMax (f32); acc, then the query: relaxed Q..Q+B-1 (i8x16), plain Q..Q+2B-1 (i16x8 low/high
  // halves); then dv (v128)
  const P = withAcc ? 9 : 8;
  const I = P, ROW = P + 1, SIM = P + 2, MAX = P + 3, ACC = P + 4, Q = P + 5, DV = P + 5 + 2 * B;
  const f32NegInf = [0x43, 0x00, 0x00, 0x80, 0xff];
  const storeMax = (index) => [...get(7), ...index, ...i32c(6), 0x76 /* shr_u */, ...i32c(2), 0x74, 0x6a, ...get(MAX), 0x38, 0x02, 0x00];
  const pre = [];
  for (let b = 0; b < B; b++) {
    if (relaxed) pre.push(...get(0), ...load(16 * b), ...set(Q + b));
    else pre.push(...get(0), ...load(16 * b), ...SIMD(0x87), ...set(Q + 2 * b), ...get(0), ...load(16 * b), ...SIMD(0x88), ...set(Q + 2 * b + 1));
  }
  const row = [...i32c(0), ...SIMD(0x11), ...set(ACC)];
  for (let b = 0; b < B; b++) {
    if (relaxed) row.push(...get(Q + b), ...get(ROW), ...load(16 * b), ...get(ACC), ...SIMD(0x113), ...set(ACC));
    else row.push(
      ...get(ROW), ...load(16 * b), ...set(DV),
      ...get(ACC), ...get(Q + 2 * b), ...get(DV), ...SIMD(0x87), ...SIMD(0xba), ...SIMD(0xae),
      ...get(Q + 2 * b + 1), ...get(DV), ...SIMD(0x88), ...SIMD(0xba), ...SIMD(0xae), ...set(ACC),
    );
  }
  // The row's integer sum: hsum(acc) (+ acc[i]); with no row part (simsAcc0 only), acc[i] alone.
  const sum = [
    ...(B > 0 ? [...get(ACC), ...SIMD(0x1b), 0, ...get(ACC), ...SIMD(0x1b), 1, 0x6a, ...get(ACC), ...SIMD(0x1b), 2, 0x6a, ...get(ACC), ...SIMD(0x1b), 3, 0x6a] : []),
    ...(withAcc ? [...get(8), ...get(I), ...i32c(2), 0x74, 0x6a, 0x28, 0x02, 0x00 /* i32.load */, ...(B > 0 ? [0x6a] : [])] : []),
  ];
  const code = [
    ...pre,
    ...f32NegInf, ...set(MAX),
    ...i32c(0), ...set(I), ...get(1), ...set(ROW),
    0x02, 0x40, 0x03, 0x40,
      ...get(I), ...get(2), 0x4e, 0x0d, 1,
      ...(B > 0 ? row : []),
      // sim = f32(sum - corr) * f32.load(scales + 4i); out[i] = sim
      ...sum,
      ...get(6), 0x6b /* i32.sub */, 0xb2 /* f32.convert_i32_s */,
      ...get(5), ...get(I), ...i32c(2), 0x74, 0x6a, 0x2a, 0x02, 0x00 /* f32.load */, 0x94 /* f32.mul */, ...set(SIM),
      ...get(4), ...get(I), ...i32c(2), 0x74, 0x6a, ...get(SIM), 0x38, 0x02, 0x00, // f32.store
      // blockMax = max(blockMax, sim); every 64 rows: maxes[i >> 6] = blockMax, blockMax = -inf
      ...get(MAX), ...get(SIM), 0x97 /* f32.max */, ...set(MAX),
      ...get(I), ...i32c(63), 0x71 /* and */, ...i32c(63), 0x46 /* eq */, 0x04, 0x40,
        ...storeMax(get(I)), ...f32NegInf, ...set(MAX),
      0x0b,
      ...get(I), ...i32c(1), 0x6a, ...set(I),
      ...get(ROW), ...get(3), 0x6a, ...set(ROW),
      0x0c, 0,
    0x0b, 0x0b,
    // a last partial block
    ...get(2), ...i32c(63), 0x71, 0x04, 0x40, ...storeMax(get(2)), 0x0b,
    0x0b,
  ];
  return [...vec([[...u(2), I32], [...u(2), 0x7d /* f32 */], [...u(2 * B + 2), V128]]), ...code];
}

// cols(list, m, n, acc): acc[i] = Σ_{j < m} q_j * col_j[i] for i < n rounded up to 16, where list holds m pairs
// (i32 column address, i32 q_j) and each column is n signed bytes padded to 16 (vectors.ts keeps a segment's
// mostly-zero dimensions this way, so a query reads only the columns where it is non-zero: the local model's
// hashed word dimensions, 6-10 of 92 for a question). 16 rows a step: i16x8.extmul of the column with the
// splatted q_j (|q·x| <= 127 * 63 fits i16), widened to four i32x4 sums held in locals, stored once.
function colsFunc() {
  // params 0..3 = list, m, n, acc; locals 4 = i, 5 = j, 6 = p (i32); 7..10 = sums, 11 = qv, 12 = lo, 13 = hi (v128)
  const S = 7, QV = 11, LO = 12, HI = 13;
  const store = (k) => [...get(3), ...get(4), ...i32c(2), 0x74, 0x6a, ...get(S + k), ...SIMD(0x0b), 0x04, ...u(16 * k)];
  const code = [
    ...i32c(0), ...set(4),
    0x02, 0x40, 0x03, 0x40,
      ...get(4), ...get(2), 0x4e, 0x0d, 1,
      ...[0, 1, 2, 3].flatMap((k) => [...i32c(0), ...SIMD(0x11), ...set(S + k)]),
      ...i32c(0), ...set(5), ...get(0), ...set(6),
      0x02, 0x40, 0x03, 0x40,
        ...get(5), ...get(1), 0x4e, 0x0d, 1,
        ...get(6), 0x28, 0x02, 0x04 /* i32.load offset 4: q_j */, ...SIMD(0x0f) /* i8x16.splat */, ...set(QV),
        ...get(6), 0x28, 0x02, 0x00 /* column address */, ...get(4), 0x6a, ...SIMD(0x00), 0x00, 0x00, ...tee(LO),
        ...get(QV), ...SIMD(0x9d) /* i16x8.extmul_high_i8x16_s */, ...set(HI),
        ...get(LO), ...get(QV), ...SIMD(0x9c) /* i16x8.extmul_low_i8x16_s */, ...set(LO),
        ...get(S), ...get(LO), ...SIMD(0xa7) /* i32x4.extend_low_i16x8_s */, ...SIMD(0xae), ...set(S),
        ...get(S + 1), ...get(LO), ...SIMD(0xa8) /* extend_high */, ...SIMD(0xae), ...set(S + 1),
        ...get(S + 2), ...get(HI), ...SIMD(0xa7), ...SIMD(0xae), ...set(S + 2),
        ...get(S + 3), ...get(HI), ...SIMD(0xa8), ...SIMD(0xae), ...set(S + 3),
        ...get(5), ...i32c(1), 0x6a, ...set(5),
        ...get(6), ...i32c(8), 0x6a, ...set(6),
        0x0c, 0,
      0x0b, 0x0b,
      ...store(0), ...store(1), ...store(2), ...store(3),
      ...get(4), ...i32c(16), 0x6a, ...set(4),
      0x0c, 0,
    0x0b, 0x0b,
    0x0b,
  ];
  return [...vec([[...u(3), I32], [...u(7), V128]]), ...code];
}
const UNROLLED = Array.from({ length: 16 }, (_, k) => k + 1);
const WITH_ACC = Array.from({ length: 17 }, (_, k) => k);
// Function order: dots (type 0), sims1..16 (type 1), simsAcc0..16 (type 2), cols (type 3).
const funcs = [func, ...UNROLLED.map((B) => unrolled(B)), ...WITH_ACC.map((B) => unrolled(B, true)), colsFunc()];
const types = [0, ...UNROLLED.map(() => 1), ...WITH_ACC.map(() => 2), 3];
const params = (k) => vec(Array.from({ length: k }, () => [I32]));
const bytes = [
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  ...section(1, vec([[0x60, ...params(5), 0x00], [0x60, ...params(8), 0x00], [0x60, ...params(9), 0x00], [0x60, ...params(4), 0x00]])),
  ...section(3, vec(types.map((t) => [t]))),
  ...section(5, vec([[0x00, 0x01]])), // memory min 1 page, no max
  ...section(7, vec([
    [...str("memory"), 0x02, 0x00],
    [...str("dots"), 0x00, 0x00],
    ...UNROLLED.map((B, k) => [...str(`sims${B}`), 0x00, ...u(1 + k)]),
    ...WITH_ACC.map((B, k) => [...str(`simsAcc${B}`), 0x00, ...u(1 + UNROLLED.length + k)]),
    [...str("cols"), 0x00, ...u(funcs.length - 1)],
  ])),
  ...section(10, vec(funcs.map((f) => [...u(f.length), ...f]))),
];
process.stdout.write(Buffer.from(bytes));
