// AssemblyScript, compiled to WebAssembly by `node scripts/build-wasm.mjs` (the bytes are kept in
// `src/search-single-wasm.ts`; a test checks that they are this file compiled).
//
// The loops of the movement search for a single-square base (`searchSingle`) and for a 2x2 base
// (`searchSquare`): the very loops of `searchSingle` and `searchBig` in `src/reach.ts`, step for
// step and in the same order, on the same scratch arrays. Here they lie in the module's memory,
// which `src/search-single-engine.ts` lays out and the TypeScript side reads and writes through
// views. Nothing is allocated; every array is read at a byte address.
//
// One difference of form: the TypeScript loop of a 2x2 base first drops, all together, the steps
// of a node to a square and facing reached already at fewer points than the step can cost;
// `searchSquare` here drops each step so just before trying it. A step writes only nodes of its
// own square, so the steps dropped, and all that follows, are the same. (`searchSingle` drops them
// all together first, as its TypeScript loop does: measured inside whole games, where the loop
// starts each search with the branch predictor trained on other code, the pass with no branch per
// step is the faster of the two.)

const SETTLED: i32 = 0x8000;
const COST_MASK: i32 = 0x7fff;
const STAMP_MASK: i32 = ~0xffff;
const TAG_TURNED: i32 = 1;
const TAG_TURNED_HERE: i32 = 8;
const TAG_BITS: i32 = 8;
const TAG_MASK: i32 = 255;
const TAGS: i32 = 256;
const ENTER_BLOCKED: i32 = 1;
const ENTER_FRIEND: i32 = 2;
const ENTER_TOUCH: i32 = 4;
const FLANK_SURCHARGE: i32 = 1;
const FLANK_ENEMY: i32 = 2;
const PAST_CORNER: i32 = 1;
const PAST_MODEL: i32 = 2;
const PAST_OPPONENT_AND_CORNER: i32 = 4;
const DIAGONAL_STEPS: i32 = (1 << 1) | (1 << 2) | (1 << 6) | (1 << 7);
const ENTRY_COST: i32 = 3;

// Byte addresses of the arrays, in the order of `LAYOUT` in the engine: the small tables at fixed
// addresses of the first page (folded into the instructions that read them), the others where
// `setLayout` says.
let DATA: i32 = 0; // Int32: per node, mark then link
let PLACE_SEEN: i32 = 0; // Int32 per place
let PLACE_BEST: i32 = 0; // Int32 per place
let PLACE_COST: i32 = 0; // Int32 per place
let PLACE_BITS: i32 = 0; // Int32: a bit per place
let SINGLE_STEPS: i32 = 0; // Int32: per place and step, square stepped to * 2 + corner bit
let SINGLE_OPEN: i32 = 0; // Uint8 per place: the open steps
let ENTER: i32 = 0; // Uint8 per square
let FLANK: i32 = 0; // Uint8 per square
let EXTRA: i32 = 0; // Uint8 per square
const STEP_PRICE: i32 = 1024; // Int8 [m * 8 + past]
const TURN_PRICE: i32 = 1536; // Int16 [k * TAGS + tag]
const STEP_LEAST: i32 = 1088; // Int8 per step
let ROOM_STEPS: i32 = 0; // Uint8 per room
const TAG_RANK: i32 = 1280; // Uint8 per tag
const STEP_VEC: i32 = 1152; // Int8 [f * 16 + 2 * m]
const REVERSE_STEP: i32 = 1216; // Uint8 per step
const START_PITS: i32 = 3072; // Int32, up to 4
const START_BITS: i32 = 3088; // Int32, up to 4
let ENTRY_NODE: i32 = 0; // Int32 per bucket entry
let ENTRY_NEXT: i32 = 0; // Int32 per bucket entry
let BUCKET_HEAD: i32 = 0; // Int32 per bucket
let BUCKET_TAIL: i32 = 0; // Int32 per bucket
const OUT: i32 = 3104; // Int32: the first and last place reached
let BAD: i32 = 0; // Uint8 per square: no end there
let END_PLACES: i32 = 0; // Int32 per end
let END_COSTS: i32 = 0; // Int32 per end
let MENU_ENDS: i32 = 0; // Int32 per move of the menu: an end's index
let SQUARE_SHIFTS: i32 = 0; // Uint8 per place and slot: a 2x2 base may shift (1) or not (0)
let STEP_INFO: i32 = 0; // Uint8 per square and slot: bit 1 the step is open, bit 2 it touches a corner
let ON_BOARD: i32 = 0; // Uint8 per square: 1 on the board

/** Reads the addresses of the arrays, 31 Int32 at `at`. */
export function setLayout(at: i32): void {
  DATA = load<i32>(at);
  PLACE_SEEN = load<i32>(at + 4);
  PLACE_BEST = load<i32>(at + 8);
  PLACE_COST = load<i32>(at + 12);
  PLACE_BITS = load<i32>(at + 16);
  SINGLE_STEPS = load<i32>(at + 20);
  SINGLE_OPEN = load<i32>(at + 24);
  ENTER = load<i32>(at + 28);
  FLANK = load<i32>(at + 32);
  EXTRA = load<i32>(at + 36);
  ROOM_STEPS = load<i32>(at + 52);
  ENTRY_NODE = load<i32>(at + 76);
  ENTRY_NEXT = load<i32>(at + 80);
  BUCKET_HEAD = load<i32>(at + 84);
  BUCKET_TAIL = load<i32>(at + 88);
  BAD = load<i32>(at + 96);
  END_PLACES = load<i32>(at + 100);
  END_COSTS = load<i32>(at + 104);
  MENU_ENDS = load<i32>(at + 108);
  SQUARE_SHIFTS = load<i32>(at + 112);
  STEP_INFO = load<i32>(at + 116);
  ON_BOARD = load<i32>(at + 120);
}

// @ts-ignore: decorator
@inline function get(base: i32, i: i32): i32 {
  return load<i32>(base + (i << 2));
}
// @ts-ignore: decorator
@inline function put(base: i32, i: i32, v: i32): void {
  store<i32>(base + (i << 2), v);
}
// @ts-ignore: decorator
@inline function byte(base: i32, i: i32): i32 {
  return <i32>load<u8>(base + i);
}
// @ts-ignore: decorator
@inline function signedByte(base: i32, i: i32): i32 {
  return <i32>load<i8>(base + i);
}

/** `refused` of reach.ts: a node of the place at most as tagged costs no more already. */
// @ts-ignore: decorator
@inline function refused(stamp: i32, to: i32, c: i32, pb: i32, pm: i32): bool {
  const tag = to >>> pb;
  const place = to & pm;
  // Stamped by this search and costing no more, in one test: a mark of another search is at
  // least 0x10000 away from `stamp`, one of this search is its cost above it.
  if (<u32>((get(DATA, to << 1) & ~SETTLED) - stamp) <= <u32>c) return true;
  if (tag == 0) return false;
  let sub = (tag - 1) & tag;
  while (true) {
    const mk = get(DATA, ((sub << pb) | place) << 1);
    if (<u32>((mk & ~SETTLED) - stamp) <= <u32>c) return true;
    if (sub == 0) return false;
    sub = (sub - 1) & tag;
  }
  return false;
}

/** `coverTag` of step-cost.ts. */
// @ts-ignore: decorator
@inline function coverTag(tag: i32, friend: bool, touch: bool): i32 {
  let t = tag;
  if (friend) {
    if (t & 4) return -1;
    t |= 2;
  }
  if (touch) {
    if (t & 2) return -1;
    t |= 4;
  }
  return t;
}

// @ts-ignore: decorator
@inline function append(bucket: i32, ne: i32, node: i32): void {
  put(ENTRY_NODE, ne, node);
  put(ENTRY_NEXT, ne, -1);
  const tail = get(BUCKET_TAIL, bucket);
  if (tail < 0) put(BUCKET_HEAD, bucket, ne);
  else put(ENTRY_NEXT, tail, ne);
  put(BUCKET_TAIL, bucket, ne);
}

/**
 * `relax` of reach.ts: `next` reached from `node` by `move` at `total` points, in bucket entry
 * `ne`, unless a node of its place at most as tagged costs no more. True when it was.
 */
// @ts-ignore: decorator
@inline function relax(stamp: i32, node: i32, next: i32, total: i32, move: i32, ne: i32, pb: i32, pm: i32): bool {
  if (refused(stamp, next, total, pb, pm)) return false;
  put(DATA, next << 1, stamp | total);
  put(DATA, (next << 1) + 1, node * 16 + move);
  append(total, ne, next);
  return true;
}

/**
 * Settles `node` (marked `mk`): true when there is nothing to do with it, as it was settled
 * before, or it has not used its free turn and the node of its place that has costs less
 * (`outdoneByTurned` of reach.ts).
 */
// @ts-ignore: decorator
@inline function settledBefore(node: i32, mk: i32, stamp: i32, pb: i32): bool {
  if (mk & SETTLED) return true;
  put(DATA, node << 1, mk | SETTLED);
  if (((node >>> pb) & TAG_TURNED) != 0) return false;
  const turned = get(DATA, (node | (TAG_TURNED << pb)) << 1);
  return (turned & STAMP_MASK) == stamp && (turned & COST_MASK) < (mk & COST_MASK);
}

/**
 * The cheapest node of its place, noted as each node is settled (every node reached is settled
 * once, at its final cost); ties go to the tag `TAG_RANK` puts first. True when the place is new
 * to this search.
 */
// @ts-ignore: decorator
@inline function noteBest(node: i32, c: i32, pb: i32, pm: i32, gen: i32): bool {
  const place = node & pm;
  if (get(PLACE_SEEN, place) != gen) {
    put(PLACE_SEEN, place, gen);
    put(PLACE_BEST, place, node);
    put(PLACE_COST, place, c);
    put(PLACE_BITS, place >> 5, get(PLACE_BITS, place >> 5) | (1 << (place & 31)));
    return true;
  }
  const old = get(PLACE_BEST, place);
  const oc = get(DATA, old << 1) & COST_MASK;
  if (c < oc || (c == oc && byte(TAG_RANK, node >>> pb) < byte(TAG_RANK, old >>> pb))) {
    put(PLACE_BEST, place, node);
    put(PLACE_COST, place, c);
  }
  return false;
}

/**
 * The search from the nodes already in the buckets (`entries` of them, room for `capacity`):
 * returns the number of entries after it, or -1 when a node could not be given room for the 11
 * nodes it may push (the caller makes the arrays larger and searches again). The first and last
 * place reached go to `OUT`.
 */
export function searchSingle(
  pb: i32,
  stamp: i32,
  budget: i32,
  anyStepLeast: i32,
  startPitCount: i32,
  gen: i32,
  entries: i32,
  capacity: i32,
  firstPlace: i32,
): i32 {
  const pm = (1 << pb) - 1;
  let first = firstPlace;
  let last = -1;
  let ne = entries;
  const nb = max(0, budget) + 1;
  for (let b = 0; b < nb; b++) {
    for (let e = get(BUCKET_HEAD, b); e >= 0; e = get(ENTRY_NEXT, e)) {
      const node = get(ENTRY_NODE, e);
      const mk = get(DATA, node << 1);
      if (settledBefore(node, mk, stamp, pb)) continue;
      if (noteBest(node, mk & COST_MASK, pb, pm, gen)) {
        const place = node & pm;
        if (place < first) first = place;
        if (place > last) last = place;
      }
      if (ne + 11 > capacity) return -1;
      const here = mk & COST_MASK;
      const tag = node >>> pb;
      const f = node & 3;
      const sqi = (node & pm) >> 2;
      const moved = tag & ~TAG_TURNED_HERE;
      const stepsAt = (node & pm) << 3;
      let leftHere = byte(EXTRA, sqi) >> 2;
      if (startPitCount > 0)
        for (let j = 0; j < startPitCount; j++) if (get(START_PITS, j) == sqi && tag & get(START_BITS, j)) leftHere += 1;
      const room = budget - here - leftHere;
      const link = get(DATA, (node << 1) + 1);
      const backBit = link >= 0 && (link & 15) < 8 ? 1 << byte(REVERSE_STEP, link & 15) : 0;
      let tries = room < anyStepLeast ? 0 : byte(SINGLE_OPEN, node & pm) & byte(ROOM_STEPS, room) & ~backBit;
      const seenAt = (moved << pb) + f;
      const least = here + leftHere + 1;
      // Dropped first, all together and with no branch per step: a step to a square reached
      // already at this facing at fewer points than the step costs at least (the one test of
      // `refused`; about three in five are dropped, in no pattern a predictor learns).
      if (tries != 0) {
        let left = tries;
        let keep = 0;
        while (left != 0) {
          const low = left & -left;
          left ^= low;
          const m = ctz(low);
          const seen = get(DATA, (seenAt + ((get(SINGLE_STEPS, stepsAt + m) >> 1) << 2)) << 1);
          keep |= select<i32>(0, low, <u32>((seen & ~SETTLED) - stamp) < <u32>(least + signedByte(STEP_LEAST, m)));
        }
        tries = keep;
      }
      while (tries != 0) {
        const low = tries & -tries;
        tries ^= low;
        const m = ctz(low);
        const open = get(SINGLE_STEPS, stepsAt + m);
        const to = open >> 1;
        const en = byte(ENTER, to);
        if (en == ENTER_BLOCKED) continue;
        let t = en == 0 ? moved : coverTag(moved, en == ENTER_FRIEND, en == ENTER_TOUCH);
        if (t < 0) continue;
        if (startPitCount > 0) for (let j = 0; j < startPitCount; j++) if (get(START_PITS, j) == to) t |= get(START_BITS, j);
        let past = 0;
        if ((DIAGONAL_STEPS >> m) & 1) {
          const vx = signedByte(STEP_VEC, f * 16 + 2 * m);
          const fk = byte(FLANK, sqi + vx) | byte(FLANK, to - vx);
          if (open & 1) past = fk & FLANK_ENEMY ? PAST_CORNER | PAST_OPPONENT_AND_CORNER : PAST_CORNER;
          if (fk & FLANK_SURCHARGE) past |= PAST_MODEL;
        }
        const price = signedByte(STEP_PRICE, m * 8 + past);
        if (price < 0) continue;
        const total = here + price + (byte(EXTRA, to) & ENTRY_COST) + leftHere;
        if (total > budget) continue;
        const next = (t << pb) | ((to << 2) + f);
        if (relax(stamp, node, next, total, m, ne, pb, pm)) ne++;
      }
      if (link >= 0 && (link & 15) >= 8) continue;
      // The turns of `TURNS`, written out in their order: a quarter right, a quarter left, about.
      const turnAt = TURN_PRICE + (tag << 1);
      const square = sqi << 2;
      let packed = <i32>load<i16>(turnAt);
      let total = here + (packed >> TAG_BITS);
      let next = ((tag | (packed & TAG_MASK)) << pb) | (square + ((f + 1) & 3));
      if (total <= budget && relax(stamp, node, next, total, 8, ne, pb, pm)) ne++;
      packed = <i32>load<i16>(turnAt + 2 * TAGS);
      total = here + (packed >> TAG_BITS);
      next = ((tag | (packed & TAG_MASK)) << pb) | (square + ((f + 3) & 3));
      if (total <= budget && relax(stamp, node, next, total, 9, ne, pb, pm)) ne++;
      packed = <i32>load<i16>(turnAt + 4 * TAGS);
      total = here + (packed >> TAG_BITS);
      next = ((tag | (packed & TAG_MASK)) << pb) | (square + ((f + 2) & 3));
      if (total <= budget && relax(stamp, node, next, total, 10, ne, pb, pm)) ne++;
    }
  }
  put(OUT, 0, first);
  put(OUT, 1, last);
  return ne;
}

const ENTER_MASK: i32 = 7;
const TAG_FRIEND: i32 = 2;

/**
 * The tag after a 2x2 base covers the four squares from `sq` (its anchor, x and y given), or -1:
 * `footprintFree` of `reach.ts`. A square is off the board, or barred (`ENTER_BLOCKED`), or passes
 * a friend, or touches an enemy, as `ENTER` says for a single square; the four together, as
 * `coverTag` joins them.
 */
// @ts-ignore: decorator
@inline function squareCover(tag: i32, sq: i32, x: i32, y: i32, W: i32, H: i32): i32 {
  if (x < 0 || y < 0 || x + 1 >= W || y + 1 >= H) return -1;
  if ((byte(ON_BOARD, sq) & byte(ON_BOARD, sq + 1) & byte(ON_BOARD, sq + W) & byte(ON_BOARD, sq + W + 1)) == 0) return -1;
  const e = byte(ENTER, sq) | byte(ENTER, sq + 1) | byte(ENTER, sq + W) | byte(ENTER, sq + W + 1);
  if (e & ENTER_BLOCKED) return -1;
  return e == 0 ? tag : coverTag(tag, (e & ENTER_FRIEND) != 0, (e & ENTER_TOUCH) != 0);
}

/**
 * The search loop of `searchBig` in `src/reach.ts` for a 2x2 base that starts on no trapdoor, step
 * for step and in the same order: its footprint is the same whatever it faces, its turns move no
 * square, and a step's price adds what the squares it enters and leaves cost. Returns the number of
 * entries after it, -1 when out of room (as `searchSingle`), -2 when a node's footprint leaves the
 * board (the caller searches with the TypeScript loop instead). The first and last place reached
 * go to `OUT`.
 */
export function searchSquare(
  pb: i32,
  stamp: i32,
  budget: i32,
  anyStepLeast: i32,
  gen: i32,
  entries: i32,
  capacity: i32,
  firstPlace: i32,
  W: i32,
  H: i32,
  largeTitan: i32,
): i32 {
  const pm = (1 << pb) - 1;
  let first = firstPlace;
  let last = -1;
  let ne = entries;
  const nb = max(0, budget) + 1;
  for (let b = 0; b < nb; b++) {
    for (let e = get(BUCKET_HEAD, b); e >= 0; e = get(ENTRY_NEXT, e)) {
      const node = get(ENTRY_NODE, e);
      const mk = get(DATA, node << 1);
      if (settledBefore(node, mk, stamp, pb)) continue;
      if (noteBest(node, mk & COST_MASK, pb, pm, gen)) {
        const place = node & pm;
        if (place < first) first = place;
        if (place > last) last = place;
      }
      if (ne + 11 > capacity) return -1;
      const here = mk & COST_MASK;
      const tag = node >>> pb;
      const f = node & 3;
      const sqi = (node & pm) >> 2;
      const x = sqi % W;
      const y = sqi / W;
      const vec = f * 16;
      const roomBits = here + anyStepLeast > budget ? 0 : byte(ROOM_STEPS, budget - here);
      let tries = largeTitan ? roomBits & ~DIAGONAL_STEPS : roomBits;
      const moved = tag & ~TAG_TURNED_HERE;
      while (tries != 0) {
        const low = tries & -tries;
        tries ^= low;
        const m = ctz(low);
        const vx = signedByte(STEP_VEC, vec + 2 * m);
        const vy = signedByte(STEP_VEC, vec + 2 * m + 1);
        const tx = x + vx;
        const ty = y + vy;
        if (tx >= 0 && ty >= 0 && tx < W && ty < H) {
          // Dropped when marked by this search at fewer points than the step costs at least (the
          // one test of `refused`).
          const seen = get(DATA, ((moved << pb) | ((ty * W + tx) * 4 + f)) << 1);
          if (<u32>((seen & ~SETTLED) - stamp) < <u32>(here + 1 + signedByte(STEP_LEAST, m))) continue;
        }
        const slot = (vy + 1) * 3 + vx + 1;
        const open = byte(SQUARE_SHIFTS, sqi * 36 + slot);
        if (open == 0) continue;
        if (open != 1) {
          // Nothing of this search is kept: its place bits go, for the next search's sake.
          for (let k = first >> 5; k <= last >> 5; k++) put(PLACE_BITS, k, 0);
          return -2;
        }
        const to = ty * W + tx;
        const t = squareCover(moved, to, tx, ty, W, H);
        if (t < 0) continue;
        let past = 0;
        if (vx != 0 && vy != 0)
          for (let j = 0; j < 4; j++) {
            const ax = x + (j & 1);
            const ay = y + (j >> 1);
            const a = ay * W + ax;
            let opponentFlank = false;
            const fx = ax + vx;
            if (fx >= 0 && fx < W) {
              const fk = byte(FLANK, a + vx);
              if (fk & FLANK_SURCHARGE) past |= PAST_MODEL;
              if (fk & FLANK_ENEMY) opponentFlank = true;
            }
            const fy = ay + vy;
            if (fy >= 0 && fy < H) {
              const fk = byte(FLANK, a + vy * W);
              if (fk & FLANK_SURCHARGE) past |= PAST_MODEL;
              if (fk & FLANK_ENEMY) opponentFlank = true;
            }
            if (byte(STEP_INFO, a * 9 + slot) & 2) past |= opponentFlank ? PAST_CORNER | PAST_OPPONENT_AND_CORNER : PAST_CORNER;
          }
        // The squares entered (the new footprint less the old) and left (the old less the new).
        let more = 0;
        for (let j = 0; j < 4; j++) {
          const qx = tx + (j & 1);
          const qy = ty + (j >> 1);
          if (!(qx >= x && qx <= x + 1 && qy >= y && qy <= y + 1)) more += byte(EXTRA, qy * W + qx) & ENTRY_COST;
          const px = x + (j & 1);
          const py = y + (j >> 1);
          if (!(px >= tx && px <= tx + 1 && py >= ty && py <= ty + 1)) more += byte(EXTRA, py * W + px) >> 2;
        }
        const price = signedByte(STEP_PRICE, m * 8 + past);
        if (price < 0) continue;
        const total = here + price + more;
        if (total > budget) continue;
        const next = (t << pb) | ((to << 2) + f);
        if (relax(stamp, node, next, total, m, ne, pb, pm)) ne++;
      }
      for (let k = 0; k < 3; k++) {
        const nf = (f + (k == 0 ? 1 : k == 1 ? 3 : 2)) & 3;
        const packed = <i32>load<i16>(TURN_PRICE + ((k * TAGS + tag) << 1));
        const total = here + (packed >> TAG_BITS);
        if (total > budget) continue;
        const next = ((tag | (packed & TAG_MASK)) << pb) | ((sqi << 2) + nf);
        if (relax(stamp, node, next, total, 8 + k, ne, pb, pm)) ne++;
      }
    }
  }
  put(OUT, 0, first);
  put(OUT, 1, last);
  return ne;
}

/**
 * The ends of the last single-square search, as the list of `reach.ts` has them: the places
 * reached from `firstPlace` to `lastPlace` in order, less the start and the squares marked bad,
 * with their costs. Clears the place bits for the next search. Returns the number of ends.
 */
export function listEnds(firstPlace: i32, lastPlace: i32, startPlace: i32): i32 {
  let ends = 0;
  for (let k = firstPlace >> 5, kLast = lastPlace >> 5; k <= kLast; k++) {
    let word = get(PLACE_BITS, k);
    if (word == 0) continue;
    put(PLACE_BITS, k, 0);
    do {
      const low = word & -word;
      word ^= low;
      const place = (k << 5) + ctz(low);
      if (place == startPlace || byte(BAD, place >> 2)) continue;
      put(END_PLACES, ends, place);
      put(END_COSTS, ends, get(PLACE_COST, place));
      ends++;
    } while (word != 0);
  }
  return ends;
}

/**
 * The ends a menu lists (`listMenu` of `reach.ts`): per square, its cheapest facings, as indices
 * of the `count` ends (sorted by square). Returns their number.
 */
export function listMenu(count: i32): i32 {
  let listed = 0;
  for (let i = 0; i < count; ) {
    const sq = get(END_PLACES, i) >> 2;
    let end = i + 1;
    let least = get(END_COSTS, i);
    for (; end < count && get(END_PLACES, end) >> 2 == sq; end++) {
      const c = get(END_COSTS, end);
      if (c < least) least = c;
    }
    for (; i < end; i++)
      if (get(END_COSTS, i) == least) {
        put(MENU_ENDS, listed, i);
        listed++;
      }
  }
  return listed;
}
