import type { SeatId } from '@skirmish/core';
import {
  FACING_VECTORS,
  distance,
  facingToward,
  gridOf,
  key,
  neighbours,
  samePos,
  quickStep,
  type Pos,
} from './board.ts';
import {
  characterAttacksEnemy,
  coverAt,
  damageEnemy,
  enemyAttackRoll,
  enemyAttacksCharacter,
  rollDefence,
  strayHits,
} from './combat.ts';
import type { EnemyEntry, EnemyStep, ReflexKind } from './content/schema.ts';
import {
  bestMeleeWeapon,
  hitTokens,
  meleeDiceOf,
  penaltySpec,
  performReaction,
  reactionOptions,
  spendMorale,
} from './actions.ts';
import {
  charById,
  charDefenceDice,
  columnAt,
  conscious,
  currentRange,
  eligible,
  emit,
  enemyById,
  enemyDef,
  enemyLabel,
  enemyDefenceDice,
  enemyInMelee,
  keepsOutOfMelee,
  gearDef,
  isDisabled,
  isOnBoard,
  los,
  onMap,
  printedMax,
  struckByArea,
  type G,
  spot,
} from './game.ts';
import type { Answer, Ask, CharState, EnemyState, WayMark } from './state.ts';
import {
  detonate,
  detonatorChoices,
  disrupted,
  entered,
  hitSoundGenerator,
  soundTarget,
  terrorCheck,
  terrorNear,
} from './gear.ts';

/** A Move's points, capped at 1 next to a working Disruptor (HU-GEAR-34). */
function moveMp(g: G, e: EnemyState, mp: number): number {
  return disrupted(g, e.pos) ? Math.min(mp, 1) : mp;
}

/** Attack range at a space, capped at 2 next to a working Disruptor (HU-GEAR-34). */
function enemyRange(g: G, e: EnemyState, at: Pos): number {
  const { d, ranged } = weaponTable(g, e);
  const r = currentRange(g, printedMax(ranged), at, 0, d.kind !== 'mechanical');
  return disrupted(g, at) ? Math.min(r, 2) : r;
}

type Target = CharState & { pos: Pos };

/**
 * Answers the players gave for this action so far; asks for the next one when they run out.
 * `answers` may grow while the action waits: the action then goes on with the new answer.
 */
export interface RunCtx {
  answers: readonly Answer[];
  next: number;
  ask: Ask | null;
  /**
   * Called once the action has settled what it does, right before its first step (nothing before
   * that point changes the position), with whether it may still ask once something has changed.
   * If not, every question it asks comes before any change.
   */
  beforeSteps?: (mayAskAfterChange: boolean) => void;
}

/**
 * An enemy action as it runs: it stops (yields) where the players must answer, with `ask` set
 * on its RunCtx, and goes on from there when resumed after the answer is added to `answers`.
 */
export type Run<T> = Generator<void, T, void>;

type Flow = 'go' | 'end';

function* takeAnswer(ctx: RunCtx, ask: Ask): Run<Answer> {
  for (;;) {
    const a = ctx.answers[ctx.next];
    if (a) {
      ctx.next++;
      ctx.ask = null;
      return a;
    }
    ctx.ask = ask;
    yield;
  }
}

/** A tie the book leaves to the players: asked, or picked at random when the table says so. */
function* settleTie(g: G, ctx: RunCtx, e: EnemyState, rule: string, about: string, given: Pos[]): Run<Pos | null> {
  // Two characters on one space are one way to go: the same space is offered once.
  const options = given.filter((p, i) => given.findIndex((q) => samePos(q, p)) === i);
  const first = options[0];
  if (options.length <= 1 || !first) return first ?? null;
  if (g.o.enemyTies === 'random') return options[g.dice.pick(options.length)] ?? first;
  const a = yield* takeAnswer(ctx, { kind: 'tie', rule, about, options, mover: e.id });
  if (a.kind !== 'pick') throw new Error('a tie needs a pick');
  return options[a.index] ?? first;
}

/** The enemy every stray 6 of a shot strikes, among those in melee with its target (AMB-36). */
function* settleStray(g: G, ctx: RunCtx, others: EnemyState[]): Run<EnemyState | null> {
  const first = others[0];
  if (!first) return null;
  if (g.o.enemyTies === 'random') return others[g.dice.pick(others.length)] ?? first;
  const a = yield* takeAnswer(ctx, {
    kind: 'tie',
    rule: 'HU-ENEMY-35',
    about: 'which enemy the stray 6s strike',
    options: others.map((o) => ({ ...o.pos })),
    enemies: others.map((o) => o.id),
  });
  if (a.kind !== 'pick') throw new Error('a stray 6 needs a pick');
  return others[a.index] ?? first;
}

export type ListName = 'melee' | 'near' | 'far';

export function chooseList(g: G, e: EnemyState): { list: ListName; nearest: number } {
  const nearest = Math.min(Infinity, ...eligible(g.s).map((c) => distance(c.pos, e.pos)));
  if (enemyInMelee(g, e)) return { list: 'melee', nearest };
  // A flyer over a character counts as "within 1" (it keeps out of melee unless the table's
  // `flyingMelee` option puts it in melee there, AMB-51).
  if (nearest <= 1) return { list: 'near', nearest };
  return { list: 'far', nearest };
}

const LIST_LABEL: Record<ListName, string> = {
  melee: 'in melee',
  near: 'the nearest character is 1 space away',
  far: 'every character is 2 or more spaces away',
};

function stoppers(g: G, flying: boolean): Set<string> {
  return flying ? new Set() : new Set(eligible(g.s).map((c) => key(c.pos)));
}

function canStep(g: G, from: Pos, to: Pos, flying: boolean): boolean {
  return isOnBoard(g, to) && !quickStep(g.board, from, to, flying).blocked;
}

/** Cost from every space to `target` along legal steps; stoppers cannot be passed through. */
const costMemo = new WeakMap<object, Map<string, Costs>>();

/** Costs to a target by space index (y * w + x); Infinity where it cannot be reached. */
export interface Costs {
  readonly w: number;
  readonly h: number;
  readonly dist: Float64Array;
}

export function costAt(c: Costs, p: Pos): number | undefined {
  if (p.x < 0 || p.y < 0 || p.x >= c.w || p.y >= c.h) return undefined;
  const d = c.dist[p.y * c.w + p.x] ?? Infinity;
  return d === Infinity ? undefined : d;
}

export function costsTo(g: G, target: Pos, flying: boolean, block: Set<string>, start: Pos): Costs {
  // The result depends only on the board and these inputs; searches repeat them a lot.
  let memo = costMemo.get(g.board);
  if (!memo) {
    memo = new Map();
    costMemo.set(g.board, memo);
  }
  const k = `${key(target)}|${flying ? 1 : 0}|${key(start)}|${blockKey(block)}`;
  const hit = memo.get(k);
  if (hit) return hit;
  if (memo.size > 2000) memo.clear();
  const out = searchCosts(g, target, flying, block, start);
  memo.set(k, out);
  return out;
}

function searchCosts(g: G, target: Pos, flying: boolean, block: Set<string>, start: Pos): Costs {
  const grid = gridOf(g.board);
  const { w, h } = grid;
  const blocked = flying ? grid.fly : grid.walk;
  const dist = new Float64Array(w * h).fill(Infinity);
  const stop = new Uint8Array(w * h);
  for (const k of block) {
    const [x, y] = k.split(',').map(Number);
    if (x !== undefined && y !== undefined && x >= 0 && y >= 0 && x < w && y < h) stop[y * w + x] = 1;
  }
  if (isOnBoard(g, start)) stop[start.y * w + start.x] = 0;
  // Dial's buckets: step costs are 1 or 2.
  const buckets: number[][] = [[target.y * w + target.x]];
  dist[target.y * w + target.x] = 0;
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (!bucket) continue;
    for (const v of bucket) {
      if (dist[v] !== d) continue;
      const vx = v % w;
      const vy = (v - vx) / w;
      for (let dir = 0; dir < 8; dir++) {
        const [dx, dy] = FACING_VECTORS[dir] ?? [0, 0];
        const ux = vx - dx;
        const uy = vy - dy;
        if (ux < 0 || uy < 0 || ux >= w || uy >= h) continue;
        const u = uy * w + ux;
        const i = u * 8 + dir;
        if (blocked[i] || stop[u]) continue;
        const nd = d + (grid.cost[i] ?? 1);
        if (nd < (dist[u] ?? Infinity)) {
          dist[u] = nd;
          (buckets[nd] ??= []).push(u);
        }
      }
    }
  }
  return { w, h, dist };
}

/**
 * Every space where a walk of up to `mp` points along a shortest path toward the target ends.
 * With `avoid`, the walk never enters a character's space (a shot follows the move); a flyer
 * under the `flyingMelee` option passes over one but does not end there (see `passedOnly`).
 */
export function moveToEnds(g: G, from: Pos, target: Pos, mp: number, flying: boolean, avoid: boolean): Pos[] {
  return [...moveToPaths(g, from, target, mp, flying, avoid).values()].map((path) => path[path.length - 1] ?? from);
}

/** Ends of Moves to target already searched, by board (see `moveToPaths`). */
const pathMemo = new WeakMap<object, Map<string, ReadonlyMap<string, readonly Pos[]>>>();

/**
 * The first path (in search order) to each end space of a Move to target. The result depends
 * only on the board and the inputs (the stoppers are the eligible characters' spaces), and an
 * enemy's action asks for the same one several times (is the entry doable, which targets are
 * viable, the move itself): it is kept, and must not be changed by the caller.
 */
export function moveToPaths(
  g: G,
  from: Pos,
  target: Pos,
  mp: number,
  flying: boolean,
  avoid: boolean,
): ReadonlyMap<string, readonly Pos[]> {
  const block = stoppers(g, flying);
  const passOnly = passedOnly(g, flying, avoid);
  let memo = pathMemo.get(g.board);
  if (!memo) {
    memo = new Map();
    pathMemo.set(g.board, memo);
  }
  const passKey = passOnly.size === 0 ? '' : [...passOnly].sort().join(';');
  const k = `${key(from)}|${key(target)}|${mp}|${flying ? 1 : 0}|${avoid ? 1 : 0}|${blockKey(block)}|${passKey}`;
  const hit = memo.get(k);
  if (hit) return hit;
  if (memo.size > 2000) memo.clear();
  const out = searchMoveTo(g, from, target, mp, flying, avoid, block, passOnly);
  memo.set(k, out);
  return out;
}

/**
 * Spaces a Move may pass over but not end on. A walker never enters a character's space when a
 * shot follows its move (its stoppers, HU-ENEMY-10); a flyer passes over characters, but under the
 * `flyingMelee` option it would be in melee where it ends and could not shoot (HU-ENEMY-19), so it
 * stops short of their spaces as a walker does (AMB-42, AMB-51).
 */
function passedOnly(g: G, flying: boolean, avoid: boolean): ReadonlySet<string> {
  return flying && avoid && g.o.flyingMelee ? new Set(eligible(g.s).map((c) => key(c.pos))) : NO_SPACES;
}
const NO_SPACES: ReadonlySet<string> = new Set();

/** The stoppers as one key, in a fixed order; the set asked last is remembered (one set of
 *  stoppers serves the several searches of a move). */
let lastBlock: ReadonlySet<string> | null = null;
let lastBlockKey = '';
function blockKey(block: ReadonlySet<string>): string {
  if (block !== lastBlock) {
    lastBlockKey = [...block].sort().join(';');
    lastBlock = block;
  }
  return lastBlockKey;
}

/**
 * Depth first along shortest paths toward the target (steps in facing order), over the board's
 * step tables. Along shortest paths the points spent at a space are fixed (its distance from the
 * start), so a space walked once yields the same ends again: skipping it keeps each end's first path.
 * A walk never ends on a space of `passOnly`: it ends where it stands when every step on would.
 */
function searchMoveTo(
  g: G,
  from: Pos,
  target: Pos,
  mp: number,
  flying: boolean,
  avoid: boolean,
  block: ReadonlySet<string>,
  passOnly: ReadonlySet<string>,
): Map<string, Pos[]> {
  const dT = costsTo(g, target, flying, block as Set<string>, from);
  const grid = gridOf(g.board);
  const { w, h } = grid;
  const blockedStep = flying ? grid.fly : grid.walk;
  const dist = dT.dist;
  const stop = new Uint8Array(w * h);
  for (const k of block) {
    const [x, y] = k.split(',').map(Number);
    if (x !== undefined && y !== undefined && x >= 0 && y >= 0 && x < w && y < h) stop[y * w + x] = 1;
  }
  const noEnd = new Uint8Array(w * h);
  for (const k of passOnly) {
    const [x, y] = k.split(',').map(Number);
    if (x !== undefined && y !== undefined && x >= 0 && y >= 0 && x < w && y < h) noEnd[y * w + x] = 1;
  }
  const ends = new Map<string, Pos[]>();
  const fromOn = from.x >= 0 && from.y >= 0 && from.x < w && from.y < h;
  if (!fromOn) {
    // Off the board nothing is known of the costs: the walk ends where it starts.
    ends.set(key(from), [from]);
    return ends;
  }
  const start = from.y * w + from.x;
  const seen = new Uint8Array(w * h);
  // Whether the walks from a space end somewhere (a space walked once ends the same way again).
  const leads = new Uint8Array(w * h);
  const trail: number[] = [start];
  const pathOf = (): Pos[] => trail.map((v, i) => (i === 0 ? from : { x: v % w, y: (v - (v % w)) / w }));
  const walk = (u: number, spent: number): boolean => {
    if (seen[u]) return leads[u] === 1;
    seen[u] = 1;
    const du = dist[u] ?? Infinity;
    let moved = false;
    if (du !== Infinity && du > 0 && !(stop[u] && u !== start)) {
      const ux = u % w;
      const uy = (u - ux) / w;
      for (let dir = 0; dir < 8; dir++) {
        const i = u * 8 + dir;
        if (blockedStep[i]) continue;
        const [dx, dy] = FACING_VECTORS[dir] ?? [0, 0];
        const v = (uy + dy) * w + ux + dx;
        const c = grid.cost[i] ?? 1;
        const dv = dist[v] ?? Infinity;
        if (dv === Infinity || dv + c !== du || spent + c > mp) continue;
        if (avoid && stop[v]) continue;
        trail.push(v);
        if (walk(v, spent + c)) moved = true;
        trail.pop();
      }
    }
    if (!moved && !noEnd[u]) {
      const k = `${u % w},${(u - (u % w)) / w}`;
      if (!ends.has(k)) ends.set(k, pathOf());
    }
    leads[u] = moved || !noEnd[u] ? 1 : 0;
    return leads[u] === 1;
  };
  walk(start, 0);
  return ends;
}

/** Enough equally short walks to tell every different way apart on the short moves enemies make. */
const PATH_CAP = 2000;

/**
 * Every shortest walk of a Move to target for one move and any end (see moveToPaths): the costs,
 * step tables and stoppers are worked out once for all the ends asked about.
 */
function moveToWalks(
  g: G,
  from: Pos,
  target: Pos,
  mp: number,
  flying: boolean,
  avoid: boolean,
): (end: Pos, cap: number) => Pos[][] {
  const block = stoppers(g, flying);
  const dT = costsTo(g, target, flying, block, from);
  const { w, h, dist } = dT;
  // Off the board nothing is known of the costs: no walk leaves it.
  const fromOn = from.x >= 0 && from.y >= 0 && from.x < w && from.y < h;
  // The step tables of the board (the same answers as `canStep` and `quickStep` between two of
  // its spaces), and the stoppers by space index.
  const grid = gridOf(g.board);
  const blockedStep = flying ? grid.fly : grid.walk;
  const stepCosts = grid.cost;
  const stop = new Uint8Array(w * h);
  for (const k of block) {
    const [x, y] = k.split(',').map(Number);
    if (x !== undefined && y !== undefined && x >= 0 && y >= 0 && x < w && y < h) stop[y * w + x] = 1;
  }
  const start = fromOn ? from.y * w + from.x : -1;
  const dead = new Uint8Array(w * h);
  return (end, cap) => {
    const out: Pos[][] = [];
    if (samePos(from, end)) {
      if (cap > 0) out.push([from]);
      return out;
    }
    if (!fromOn) return out;
    const goal = end.x >= 0 && end.y >= 0 && end.x < w && end.y < h ? end.y * w + end.x : -1;
    const trail: number[] = [start];
    // The points spent on reaching a space are fixed (see moveToPaths): a space whose walks once
    // led nowhere near `end` leads nowhere again, and is not walked twice.
    dead.fill(0);
    const walk = (u: number, spent: number): void => {
      if (out.length >= cap) return;
      if (u === goal) {
        const path: Pos[] = [from];
        for (let i = 1; i < trail.length; i++) {
          const v = trail[i] as number;
          const x = v % w;
          path.push({ x, y: (v - x) / w });
        }
        out.push(path);
        return;
      }
      const du = dist[u] as number;
      if (du === Infinity || du <= 0 || (stop[u] && u !== start)) return;
      if (dead[u]) return;
      const found = out.length;
      const ux = u % w;
      const uy = (u - ux) / w;
      for (let dir = 0; dir < 8; dir++) {
        const [dx, dy] = FACING_VECTORS[dir] as readonly [number, number];
        const vx = ux + dx;
        const vy = uy + dy;
        if (vx < 0 || vy < 0 || vx >= w || vy >= h) continue;
        const i = u * 8 + dir;
        if (blockedStep[i] === 1) continue;
        const c = stepCosts[i] as number;
        const v = vy * w + vx;
        const dv = dist[v] as number;
        if (dv === Infinity || dv + c !== du || spent + c > mp) continue;
        if (avoid && stop[v]) continue;
        trail.push(v);
        walk(v, spent + c);
        trail.pop();
      }
      if (out.length === found) dead[u] = 1;
    };
    walk(start, 0);
    return out;
  };
}

/** Every cheapest walk to `end` that never enters a character's space (see reachablePaths). */
export function cheapestPathsTo(g: G, from: Pos, end: Pos, mp: number, flying: boolean, cap = PATH_CAP): Pos[][] {
  const block = stoppers(g, flying);
  const { best } = cheapestFrom(g, from, mp, flying, block, false);
  const goal = best.get(key(end));
  if (goal === undefined) return [];
  const out: Pos[][] = [];
  const trail: Pos[] = [from];
  // A walk reaches each space with its fewest points: a space whose walks once led nowhere near
  // `end` leads nowhere again, and is not walked twice.
  const dead = new Set<string>();
  const walk = (u: Pos, du: number): void => {
    if (out.length >= cap) return;
    if (samePos(u, end)) {
      out.push([...trail]);
      return;
    }
    const at = key(u);
    if (dead.has(at)) return;
    const found = out.length;
    for (const v of neighbours(u)) {
      if (!canStep(g, u, v, flying) || block.has(key(v))) continue;
      const dv = du + quickStep(g.board, u, v, flying).cost;
      if (dv !== best.get(key(v)) || dv > goal) continue;
      trail.push(v);
      walk(v, dv);
      trail.pop();
    }
    if (out.length === found) dead.add(at);
  };
  walk(from, 0);
  return out;
}

/**
 * What a walk meets on its way that changes what happens: a character's space (the walk stops
 * there), entering a Terror Generator's reach, an armed trap.
 */
export function wayMarks(g: G, e: EnemyState, path: readonly Pos[]): WayMark[] {
  const flying = enemyDef(g, e.kind).flying;
  const plates = setsOffPlates(g, e);
  const marks: WayMark[] = [];
  let prev = path[0];
  for (const p of path.slice(1)) {
    const m: WayMark = { at: { ...p } };
    const ch = flying ? undefined : g.s.chars.find((c) => onMap(c) && conscious(c) && samePos(c.pos, p));
    if (ch) m.character = ch.name;
    if (prev && !terrorNear(g, e, prev) && terrorNear(g, e, p)) m.terror = true;
    const traps = plates ? g.s.placed.filter((x) => x.armed && samePos(x.pos, p)) : [];
    if (traps.length > 0) m.traps = traps.map((x) => ({ id: x.id, name: gearDef(g.c, x.gear).name }));
    if (m.character !== undefined || m.terror || m.traps) marks.push(m);
    prev = p;
  }
  return marks;
}

/** A walk's marks as one key: walks with the same key differ in nothing. */
export function pathMarks(g: G, e: EnemyState, path: readonly Pos[]): string {
  return wayMarks(g, e, path)
    .map((m) => {
      const what = [
        ...(m.character !== undefined ? ['character'] : []),
        ...(m.terror ? ['terror'] : []),
        ...(m.traps ?? []).map((t) => t.id),
      ];
      return `${key(m.at)}:${what.join('+')}`;
    })
    .join(' ');
}

/**
 * The end space and the walk there, settled together: each end is offered once for every way of
 * reaching it that differs in what it crosses (walks that differ in nothing are one way). More than
 * one goes to the players, or to the program by the table's option (HU-ENEMY-17).
 */
function* settleEndAndWay(
  g: G,
  ctx: RunCtx,
  e: EnemyState,
  about: string,
  ends: readonly Pos[],
  walks: (end: Pos, cap: number) => Pos[][],
): Run<{ end: Pos; way: Pos[] | null } | null> {
  const offers: Array<{ end: Pos; way: Pos[] | null }> = [];
  let several = false;
  // With nothing on the board that a walk could meet on its way, every walk to an end is one way:
  // the first one found stands for them all.
  const cap = marksPossible(g, e) ? PATH_CAP : 1;
  for (const end of ends) {
    const seen = new Set<string>();
    const ways: Pos[][] = [];
    const all = walks(end, cap);
    // A lone walk is one way whatever it meets.
    for (const w of all) {
      const m = all.length > 1 ? pathMarks(g, e, w) : '';
      if (seen.has(m)) continue;
      seen.add(m);
      ways.push(w);
    }
    if (ways.length > 1) several = true;
    if (ways.length === 0) offers.push({ end, way: null });
    for (const way of ways) offers.push({ end, way });
  }
  const first = offers[0];
  if (offers.length <= 1 || !first) return first ?? null;
  if (g.o.enemyTies === 'random') return offers[g.dice.pick(offers.length)] ?? first;
  const ask: Ask = { kind: 'tie', rule: 'HU-ENEMY-17', about, options: offers.map((o) => o.end), mover: e.id };
  // The walks are shown only where an end is offered more than once, to tell its ways apart.
  if (several) {
    ask.paths = offers.map((o) => o.way ?? [e.pos, o.end]);
    ask.marks = ask.paths.map((w) => wayMarks(g, e, w));
  }
  const a = yield* takeAnswer(ctx, ask);
  if (a.kind !== 'pick') throw new Error('a tie needs a pick');
  return offers[a.index] ?? first;
}

/**
 * Whether walks to one end may differ in what they meet (see `wayMarks`): an armed trap or a
 * working Terror Generator on the board, or a Hidden character a walker could pass through.
 */
/**
 * Whether an armed pressure plate goes off under this enemy: under any figure by default, not
 * under a flyer when the table says flying figures pass over them (AMB-61).
 */
function setsOffPlates(g: G, e: EnemyState): boolean {
  return g.o.flyingTriggersPlates || !enemyDef(g, e.kind).flying;
}

function marksPossible(g: G, e: EnemyState): boolean {
  const plates = setsOffPlates(g, e);
  if (g.s.placed.some((x) => (plates && x.armed) || (x.turns > 0 && gearDef(g.c, x.gear).effect === 'terror')))
    return true;
  if (enemyDef(g, e.kind).flying) return false;
  return g.s.chars.some((c) => c.hidden && onMap(c) && conscious(c));
}

/** Spaces reachable with up to `mp` points, never entering a character's space. */
export function reachable(g: G, from: Pos, mp: number, flying: boolean): Pos[] {
  return [...reachablePaths(g, from, mp, flying).values()].map((p) => p[p.length - 1] ?? from);
}

export function reachablePaths(g: G, from: Pos, mp: number, flying: boolean): Map<string, Pos[]> {
  return cheapestFrom(g, from, mp, flying, stoppers(g, flying), true).walks ?? new Map<string, Pos[]>();
}

/**
 * A binary min-heap of spaces by the points spent reaching them; equal points leave in the order
 * they came in, so the search settles spaces in a fixed order.
 */
class SpaceHeap {
  private readonly items: Array<{ p: Pos; d: number; n: number }> = [];
  private pushed = 0;

  get size(): number {
    return this.items.length;
  }

  private before(i: number, j: number): boolean {
    const a = this.items[i];
    const b = this.items[j];
    if (!a || !b) return false;
    return a.d < b.d || (a.d === b.d && a.n < b.n);
  }

  private swap(i: number, j: number): void {
    const a = this.items[i];
    const b = this.items[j];
    if (!a || !b) return;
    this.items[i] = b;
    this.items[j] = a;
  }

  push(p: Pos, d: number): void {
    this.items.push({ p, d, n: this.pushed++ });
    let i = this.items.length - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.before(i, up)) break;
      this.swap(i, up);
      i = up;
    }
  }

  pop(): { p: Pos; d: number } | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (!top || !last || this.items.length === 0) return top;
    this.items[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.items.length && this.before(l, m)) m = l;
      if (r < this.items.length && this.before(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
    return top;
  }
}

/**
 * The fewest points from `from` to every space within `mp`, never entering a character's space
 * (Dijkstra's search over a heap). With `withWalks`, also the first cheapest walk found to each space.
 */
function cheapestFrom(
  g: G,
  from: Pos,
  mp: number,
  flying: boolean,
  block: ReadonlySet<string>,
  withWalks: boolean,
): { best: Map<string, number>; walks: Map<string, Pos[]> | null } {
  const best = new Map<string, number>([[key(from), 0]]);
  const walks = withWalks ? new Map<string, Pos[]>([[key(from), [from]]]) : null;
  const heap = new SpaceHeap();
  heap.push(from, 0);
  while (heap.size > 0) {
    const cur = heap.pop();
    if (!cur) break;
    // A space reached again more cheaply was already searched from: this older entry adds nothing.
    if (cur.d > (best.get(key(cur.p)) ?? Infinity)) continue;
    for (const v of neighbours(cur.p)) {
      if (!canStep(g, cur.p, v, flying) || block.has(key(v))) continue;
      const d = cur.d + quickStep(g.board, cur.p, v, flying).cost;
      if (d > mp || d >= (best.get(key(v)) ?? Infinity)) continue;
      best.set(key(v), d);
      if (walks) walks.set(key(v), [...(walks.get(key(cur.p)) ?? [cur.p]), v]);
      heap.push(v, d);
    }
  }
  return { best, walks };
}

function nearestDistance(g: G, p: Pos): number {
  return Math.min(Infinity, ...eligible(g.s).map((c) => distance(c.pos, p)));
}

/** Move away: the reachable spaces that maximise the distance to the nearest character, if that gains. */
export function moveAwayEnds(g: G, e: EnemyState, mp: number): Pos[] {
  const flying = enemyDef(g, e.kind).flying;
  const now = nearestDistance(g, e.pos);
  let best = now;
  let ends: Pos[] = [];
  for (const p of reachable(g, e.pos, mp, flying)) {
    const d = nearestDistance(g, p);
    if (d > best) {
      best = d;
      ends = [p];
    } else if (d === best && d > now) ends.push(p);
  }
  return ends;
}

function sortedDistances(g: G, p: Pos): number[] {
  return eligible(g.s)
    .map((c) => distance(c.pos, p))
    .sort((a, b) => a - b);
}

function compareLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/**
 * Parting Leap: adjacent spaces without characters, best by the sorted distance lists. A Hidden
 * character is no more known to the leap than to any other move (HU-ENEMY-06, AMB-48): a space
 * holding only Hidden ones is free, and landing there finds them (HU-ENEMY-37).
 */
export function leapEnds(g: G, e: EnemyState): Pos[] {
  const flying = enemyDef(g, e.kind).flying;
  const occupied = new Set(eligible(g.s).map((c) => key(c.pos)));
  const free = neighbours(e.pos).filter((p) => canStep(g, e.pos, p, flying) && !occupied.has(key(p)));
  let best: number[] | null = null;
  let ends: Pos[] = [];
  for (const p of free) {
    const list = sortedDistances(g, p);
    const cmp = best === null ? 1 : compareLists(list, best);
    if (cmp > 0) {
      best = list;
      ends = [p];
    } else if (cmp === 0) ends.push(p);
  }
  return ends;
}

/**
 * The Move-to-target target: nearest; then shorter path; then fewest melee defence dice. Without
 * the `moveTieBreaks` option every tie on distance is left to the players (AMB-80).
 */
export function moveTargets(g: G, e: EnemyState): Target[] {
  const flying = enemyDef(g, e.kind).flying;
  const list = eligible(g.s);
  if (list.length === 0) return [];
  const near = Math.min(...list.map((c) => distance(c.pos, e.pos)));
  let tied = list.filter((c) => distance(c.pos, e.pos) === near);
  if (!g.o.moveTieBreaks) return tied;
  const block = stoppers(g, flying);
  // Each tied character's path length and dice, worked out once.
  const lengths = tied.map((c) => costAt(costsTo(g, c.pos, flying, block, e.pos), e.pos) ?? Infinity);
  const minPath = Math.min(...lengths);
  tied = tied.filter((_, i) => lengths[i] === minPath);
  const dice = tied.map((c) => charDefenceDice(g, c, 'melee', e.pos, false));
  const minDice = Math.min(...dice);
  return tied.filter((_, i) => dice[i] === minDice);
}

function weaponTable(g: G, e: EnemyState) {
  const d = enemyDef(g, e.kind);
  return { d, melee: d.weapon[0] ?? 'X', ranged: d.weapon.slice(1) };
}

/**
 * Characters an enemy standing at `at` could shoot: eligible, in line of sight, in range and at a
 * distance whose weapon column is not X.
 */
export function rangedCandidates(g: G, e: EnemyState, at: Pos): Target[] {
  const { d, ranged } = weaponTable(g, e);
  const range = enemyRange(g, e, at);
  const inMeleeThere = !keepsOutOfMelee(g, e) && eligible(g.s).some((c) => samePos(c.pos, at));
  if (inMeleeThere) return [];
  return eligible(g.s).filter((c) => {
    const dist = distance(c.pos, at);
    if (dist === 0) return d.flying && d.weapon[0] !== 'X';
    // A character at a distance whose column is X cannot be attacked (HU-ENEMY-22), so it is no
    // legal target (AMB-83): the nearest one that can be attacked is chosen, or the entry is passed over.
    return dist <= range && columnAt(ranged, dist) !== 'X' && los(g, at, c.pos);
  });
}

/** Ranged target: nearest; then fewest defence dice against this attack; then at random. */
export function rangedTargets(g: G, e: EnemyState, at: Pos, attack: 'ranged' | 'area'): Target[] {
  const cands = rangedCandidates(g, e, at);
  if (cands.length === 0) return [];
  const near = Math.min(...cands.map((c) => distance(c.pos, at)));
  const tied = cands.filter((c) => distance(c.pos, at) === near);
  const dice = (c: Target) => charDefenceDice(g, c, attack, at, false);
  const min = Math.min(...tied.map(dice));
  return tied.filter((c) => dice(c) === min);
}

function modifiersFor(g: G, e: EnemyState, target: Pos, attack: 'melee' | 'ranged' | 'area'): number {
  const d = enemyDef(g, e.kind);
  let m = 0;
  if (attack !== 'melee' && g.mission.time === 'night' && d.kind !== 'mechanical') m -= 1;
  if (g.mission.weather === 'rain' && (attack !== 'area' || g.o.rainOnArea)) m -= 1;
  if (coverAt(g, target) && (attack !== 'melee' || g.o.coverInMelee)) m -= 1;
  return m;
}

function masterDie(g: G): number {
  return g.o.difficulty === 'master' ? 1 : 0;
}

const name = (g: G, e: EnemyState): string => enemyLabel(g.c, e);

function stepText(s: EnemyStep): string {
  switch (s.kind) {
    case 'move-to':
      return `Move ${s.mp} to target`;
    case 'move-away':
      return `Move ${s.mp} away`;
    case 'parting-leap':
      return 'Parting Leap';
    case 'melee':
      return 'Melee Attack';
    case 'ranged':
      return 'Ranged Attack';
    case 'area':
      return 'Area Attack';
  }
}

export function entryText(entry: EnemyEntry): string {
  return entry.map(stepText).join(' + ');
}

/** Whether an entry can be carried out now (checked by simulation before anything happens). */
export function entryDoable(g: G, e: EnemyState, entry: EnemyEntry): boolean {
  const [first, second] = entry;
  if (!first) return false;
  const d = enemyDef(g, e.kind);
  const inMelee = enemyInMelee(g, e);
  switch (first.kind) {
    case 'melee':
      // An X at distance 0: no Melee Attack is possible (HU-ENEMY-22).
      return inMelee && weaponTable(g, e).melee !== 'X';
    case 'ranged':
      return !inMelee && rangedCandidates(g, e, e.pos).length > 0;
    case 'area':
      // The Spider's own-space attack uses the distance-0 column: an X there means no attack is
      // possible, so the entry is passed over like any other (HU-ENEMY-30, HU-ENEMY-22).
      if (inMelee) return d.areaInMelee && leapEnds(g, e).length === 0 && weaponTable(g, e).melee !== 'X';
      return rangedCandidates(g, e, e.pos).length > 0;
    case 'parting-leap':
      return inMelee && leapEnds(g, e).length > 0;
    case 'move-away':
      return !inMelee && moveAwayEnds(g, e, moveMp(g, e, first.mp)).length > 0;
    case 'move-to': {
      if (inMelee) return false;
      const targets = moveTargets(g, e);
      if (targets.length === 0) return false;
      const shoots = second?.kind === 'ranged' || second?.kind === 'area';
      return targets.some((t) => {
        const ends = moveToEnds(g, e.pos, t.pos, moveMp(g, e, first.mp), d.flying, shoots);
        if (shoots) return ends.some((p) => rangedCandidates(g, e, p).length > 0);
        return ends.some((p) => !samePos(p, e.pos));
      });
    }
  }
}

function faceNearest(g: G, e: EnemyState): void {
  const list = eligible(g.s);
  if (list.length === 0) return;
  const near = Math.min(...list.map((c) => distance(c.pos, e.pos)));
  const tied = list.filter((c) => distance(c.pos, e.pos) === near);
  const [only] = tied;
  if (tied.length === 1 && only) e.facing = facingToward(e.pos, only.pos, e.facing);
}

/**
 * Walks the path step by step: a walker that steps onto a Hidden character stops there (the
 * character is found and melee begins).
 */
/** Why an enemy moves, for the presenter's sentence in each language. */
type MoveWhy = { why: 'toward'; target: string } | { why: 'away'; dist: number } | { why: 'leap' };

function walkTo(g: G, e: EnemyState, path: readonly Pos[], rule: string, why0: string, reason: MoveWhy): void {
  let why = why0;
  const from = e.pos;
  const flying = enemyDef(g, e.kind).flying;
  const plates = setsOffPlates(g, e);
  let end = from;
  let cut = '';
  const walked: Pos[] = [from];
  for (const p of path.slice(1)) {
    const wasNear = terrorNear(g, e, end);
    end = p;
    walked.push(p);
    if (!flying && g.s.chars.some((c) => onMap(c) && conscious(c) && samePos(c.pos, p))) break;
    if (!wasNear && terrorNear(g, e, p) && !terrorCheck(g, e, 'move')) {
      cut = ' (stopped by the Terror Generator)';
      break;
    }
    if (plates && g.s.placed.some((x) => x.armed && samePos(x.pos, p))) break;
  }
  e.pos = end;
  e.facing = facingToward(from, end, e.facing);
  why += cut;
  emit(g, {
    type: 'hunters/enemy-move',
    rule,
    enemy: e.id,
    from,
    to: end,
    path: walked,
    text: `${name(g, e)} moves from ${spot(g, from)} to ${spot(g, end)}: ${why}.`,
    say: { key: 'move', name: name(g, e), from, to: end, ...reason, stopped: cut !== '' },
  });
  // An armed pressure plate goes off under it, and the rest of the move is lost with it.
  if (plates) entered(g, end);
  if (!enemyById(g.s, e.id)) return;
  // A flyer passes over characters, but under the `flyingMelee` option it meets those where it
  // ends its move as any enemy would (AMB-51).
  if (!keepsOutOfMelee(g, e)) {
    for (const c of g.s.chars) {
      if (onMap(c) && conscious(c) && c.hidden && samePos(c.pos, end)) {
        c.hidden = false;
        emit(g, {
          type: 'hunters/revealed',
          rule: 'HU-ENEMY-37',
          character: c.id,
          text: `${name(g, e)} stumbles on ${c.name}: no longer Hidden.`,
        });
      }
    }
    if (g.s.chars.some((c) => onMap(c) && conscious(c) && samePos(c.pos, end))) {
      emit(g, {
        type: 'hunters/melee-begins',
        rule: 'HU-ENEMY-16',
        enemy: e.id,
        text: `${name(g, e)} is now in melee.`,
      });
    }
  }
}

/** One enemy step; 'end' when the enemy is gone. */
function* runStep(g: G, ctx: RunCtx, e: EnemyState, step: EnemyStep, next: EnemyStep | undefined): Run<Flow> {
  const d = enemyDef(g, e.kind);
  switch (step.kind) {
    case 'melee': {
      const here = eligible(g.s).filter((c) => samePos(c.pos, e.pos));
      if (here.length === 0 || keepsOutOfMelee(g, e)) return 'go';
      const dice = (c: Target) => charDefenceDice(g, c, 'melee', e.pos, false);
      const min = Math.min(...here.map(dice));
      const tied = here.filter((c) => dice(c) === min);
      const target = tied.length === 1 ? tied[0] : tied[g.dice.pick(tied.length)];
      if (!target) return 'go';
      const col = d.weapon[0] ?? 'X';
      if (col === 'X') return 'go';
      const sound = soundTarget(g, e, 'own-space');
      if (sound) {
        hitSoundGenerator(g, e, sound);
        return 'go';
      }
      emit(g, {
        type: 'hunters/enemy-target',
        rule: 'HU-ENEMY-21',
        enemy: e.id,
        character: target.id,
        text: `${name(g, e)} strikes ${target.name}, the one with the fewest melee defence dice here.`,
        say: { key: 'target-melee', name: name(g, e), target: target.name, random: tied.length > 1 },
      });
      enemyAttacksCharacter(g, e, target, {
        attack: 'melee',
        dice: col.dice + masterDie(g),
        toHit: col.toHit + modifiersFor(g, e, e.pos, 'melee'),
        from: e.pos,
        rule: 'HU-ENEMY-22',
      });
      return 'go';
    }
    case 'ranged':
    case 'area': {
      const inMelee = enemyInMelee(g, e);
      if (step.kind === 'area' && inMelee) {
        // The Spider shells its own space: every figure there but itself.
        const col = d.weapon[0] ?? 'X';
        if (col === 'X') return 'go';
        // Its own space is all it can reach from melee: a Sound Generator there takes the attack.
        const sound = soundTarget(g, e, 'own-space');
        if (sound) {
          hitSoundGenerator(g, e, sound);
          return 'go';
        }
        emit(g, {
          type: 'hunters/enemy-target',
          rule: 'HU-ENEMY-30',
          enemy: e.id,
          text: `${name(g, e)} cannot leap away with profit: it fires an Area Attack on its own space.`,
          say: { key: 'target-own-space', name: name(g, e) },
        });
        // The same modifiers as any enemy attack (HU-ENEMY-23): Rain, Cover there, Night for a beast.
        areaOnSpace(g, e, e.pos, col.dice, col.toHit + modifiersFor(g, e, e.pos, 'area'));
        return 'go';
      }
      const tied = rangedTargets(g, e, e.pos, step.kind);
      if (tied.length === 0) return 'go';
      const sound = soundTarget(g, e, enemyRange(g, e, e.pos));
      if (sound) {
        hitSoundGenerator(g, e, sound);
        return 'go';
      }
      const target = tied.length === 1 ? tied[0] : tied[g.dice.pick(tied.length)];
      if (!target) return 'go';
      const dist = distance(target.pos, e.pos);
      const col = dist === 0 ? (d.weapon[0] ?? 'X') : columnAt(d.weapon.slice(1), dist);
      if (col === 'X') return 'go';
      e.facing = facingToward(e.pos, target.pos, e.facing);
      const why = `${target.name} is the nearest character it can shoot (${dist} space${dist === 1 ? '' : 's'})${tied.length > 1 ? ', picked at random among equals' : ''}`;
      emit(g, {
        type: 'hunters/enemy-target',
        rule: step.kind === 'area' ? 'HU-ENEMY-38' : 'HU-ENEMY-20',
        enemy: e.id,
        character: target.id,
        text: `${name(g, e)} targets ${target.name}: ${why}.`,
        say: { key: 'target-ranged', name: name(g, e), target: target.name, dist, random: tied.length > 1 },
      });
      if (step.kind === 'area') {
        areaOnSpace(g, e, target.pos, col.dice, col.toHit + modifiersFor(g, e, target.pos, 'area'));
      } else {
        const shot = enemyAttackRoll(g, e, target, {
          attack: 'ranged',
          dice: col.dice + masterDie(g),
          toHit: col.toHit + modifiersFor(g, e, target.pos, 'ranged'),
          from: e.pos,
          rule: 'HU-ENEMY-22',
        });
        // Several enemies in that melee: the players name the one every stray 6 strikes (AMB-36).
        const chosen = shot.sixes > 0 && shot.others.length > 1 ? yield* settleStray(g, ctx, shot.others) : undefined;
        strayHits(g, shot.others, shot.sixes, chosen ?? undefined);
      }
      return 'go';
    }
    case 'move-to': {
      const targets = moveTargets(g, e);
      const shoots = next?.kind === 'ranged' || next?.kind === 'area';
      const viable = targets.filter((t) => {
        const ends = moveToEnds(g, e.pos, t.pos, moveMp(g, e, step.mp), d.flying, shoots);
        return shoots ? ends.some((p) => rangedCandidates(g, e, p).length > 0) : ends.some((p) => !samePos(p, e.pos));
      });
      const tp = yield* settleTie(
        g,
        ctx,
        e,
        'HU-ENEMY-14',
        'which character to move toward',
        viable.map((t) => t.pos),
      );
      if (!tp) return 'go';
      const target = viable.find((t) => samePos(t.pos, tp));
      if (!target) return 'go';
      const paths = moveToPaths(g, e.pos, target.pos, moveMp(g, e, step.mp), d.flying, shoots);
      let ends = [...paths.values()].map((p) => p[p.length - 1] ?? e.pos);
      if (shoots) ends = ends.filter((p) => rangedCandidates(g, e, p).length > 0);
      const mp = moveMp(g, e, step.mp);
      const picked = yield* settleEndAndWay(
        g,
        ctx,
        e,
        'where the enemy ends its move',
        ends,
        moveToWalks(g, e.pos, target.pos, mp, d.flying, shoots),
      );
      if (!picked) return 'go';
      const { end, way } = picked;
      walkTo(
        g,
        e,
        way ?? paths.get(key(end)) ?? [e.pos, end],
        shoots ? 'HU-ENEMY-10' : 'HU-ENEMY-14',
        `toward ${target.name} along a shortest path`,
        { why: 'toward', target: target.name },
      );
      return 'go';
    }
    case 'move-away': {
      const mp = moveMp(g, e, step.mp);
      const ends = moveAwayEnds(g, e, mp);
      if (ends.length === 0) {
        emit(g, {
          type: 'hunters/enemy-skip',
          rule: 'HU-ENEMY-11',
          enemy: e.id,
          text: `${name(g, e)} gains nothing by moving away, so it stays.`,
          say: { key: 'stay', name: name(g, e) },
        });
        return 'go';
      }
      const picked = yield* settleEndAndWay(g, ctx, e, 'where the enemy ends its move away', ends, (end, cap) =>
        cheapestPathsTo(g, e.pos, end, mp, d.flying, cap),
      );
      if (!picked) return 'go';
      const { end, way } = picked;
      const path = way ?? reachablePaths(g, e.pos, mp, d.flying).get(key(end)) ?? [e.pos, end];
      walkTo(g, e, path, 'HU-ENEMY-15', `away from the characters, now ${nearestDistance(g, end)} from the nearest`, {
        why: 'away',
        dist: nearestDistance(g, end),
      });
      return 'go';
    }
    case 'parting-leap': {
      const ends = leapEnds(g, e);
      if (ends.length === 0) return 'go';
      const flow = yield* penaltyOnLeap(g, ctx, e);
      if (flow !== 'go') return flow;
      const end = yield* settleTie(g, ctx, e, 'HU-ENEMY-26', 'where the enemy lands its Parting Leap', ends);
      if (!end) return 'go';
      walkTo(
        g,
        e,
        [e.pos, end],
        'HU-ENEMY-25',
        'a Parting Leap as far as possible from as many characters as possible',
        { why: 'leap' },
      );
      return 'go';
    }
  }
}

/**
 * Before an enemy leaps away, the character with the most melee dice may strike it at To Hit 3,
 * with Morale on the strike as on any melee attack (AMB-46); one disabled by EMP makes no Penalty
 * Attack (HU-MENTAL-06), as a disabled enemy makes none.
 */
function* penaltyOnLeap(g: G, ctx: RunCtx, e: EnemyState): Run<Flow> {
  const here = eligible(g.s).filter((c) => samePos(c.pos, e.pos) && !isDisabled(g.s, c));
  if (here.length === 0) return 'go';
  const dice = (c: CharState) => meleeDiceOf(g, c, bestMeleeWeapon(g, c));
  const max = Math.max(...here.map(dice));
  const best = here.filter((c) => dice(c) === max);
  // A seat that declines declines for its own characters only: the others are asked again, until
  // each has declined or one strikes.
  const declined = new Set<SeatId>();
  for (;;) {
    const who = best.filter((c) => !declined.has(c.seat)).map((c) => c.id);
    if (who.length === 0) return 'go';
    const a = yield* takeAnswer(ctx, { kind: 'penalty', enemy: e.id, characters: who });
    if (a.kind !== 'penalty') return 'go';
    if (a.character !== null) return penaltyAttack(g, e, a.character, a);
    // An answer that names no seat declines for every seat.
    if (a.seat === undefined) return 'go';
    if (!who.some((id) => charById(g.s, id).seat === a.seat))
      throw new Error(`seat ${a.seat} is not asked about the Penalty Attack`);
    declined.add(a.seat);
  }
}

/** The Penalty Attack of `id` on the enemy leaping away (HU-ENEMY-28). */
function penaltyAttack(g: G, e: EnemyState, id: string, a: { moraleHits?: number; moraleDice?: number }): Flow {
  const ch = charById(g.s, id);
  const morale = { toHit: a.moraleHits ?? 0, dice: a.moraleDice ?? 0 };
  emit(g, {
    type: 'hunters/penalty-attack',
    rule: 'HU-ENEMY-28',
    character: ch.id,
    enemy: e.id,
    text: `${ch.name} makes a Penalty Attack as ${name(g, e)} leaps away.`,
  });
  spendMorale(g, ch, morale);
  characterAttacksEnemy(g, ch, e, penaltySpec(g, ch, e, morale));
  return enemyById(g.s, e.id) ? 'go' : 'end';
}

/**
 * An enemy's Area attack on `p` (HU-AREA-02): a roll at each character there it can hit, at every
 * other enemy there, and at the terrain tokens there.
 */
function areaOnSpace(g: G, e: EnemyState, p: Pos, dice: number, toHit: number): void {
  for (const c of struckByArea(g, p)) {
    enemyAttacksCharacter(g, e, c, {
      attack: 'area',
      dice: dice + masterDie(g),
      toHit,
      from: e.pos,
      rule: 'HU-AREA-03',
    });
  }
  for (const other of g.s.enemies.filter((x) => x.id !== e.id && samePos(x.pos, p))) {
    const faces: number[] = [];
    for (let i = 0; i < dice + masterDie(g); i++) faces.push(g.dice.roll(6));
    const hits = faces.filter((f) => f === 1 || f <= toHit).length;
    const def =
      hits > 0
        ? rollDefence(g, enemyDefenceDice(g, other, 'area', null, { ap: false, incendiary: false }))
        : { shields: 0, faces: [] };
    emit(g, {
      type: 'hunters/area-hit',
      rule: 'HU-AREA-02',
      enemy: other.id,
      faces,
      successes: hits,
      text: `${name(g, other)} is caught in the blast.`,
    });
    damageEnemy(g, other, Math.max(0, hits - def.shields), 'HU-AREA-02');
  }
  // The attack goes at the space, so a terrain token there is targeted too, as by a character's.
  hitTokens(g, p, dice + masterDie(g), toHit, false);
}

/** The kind of action an enemy step belongs to, as Lightning Reflexes name it. */
function reflexKind(step: EnemyStep): ReflexKind {
  return step.kind === 'move-to' || step.kind === 'move-away' ? 'move' : step.kind;
}

/** The entry the enemy would carry out if its action began now (HU-ENEMY-05, HU-ENEMY-07), or null. */
function plannedEntry(g: G, e: EnemyState): EnemyEntry | null {
  const entries = enemyDef(g, e.kind).lists[chooseList(g, e).list];
  return entries.find((entry) => entryDoable(g, e, entry)) ?? null;
}

/**
 * Whether Lightning Reflexes bar reactions against the enemy's action (HU-ACTION-13): always when
 * the trait is the enemy's own, else when the action has a step of a kind the trait names. Before
 * the action it is the one the enemy would take as things stand; during and after, `entry`.
 */
function reflexesBar(g: G, e: EnemyState, moment: 'before' | 'during' | 'after', entry: EnemyEntry | null): boolean {
  const reflexes = enemyDef(g, e.kind).lightningReflexes;
  if (typeof reflexes === 'boolean') return reflexes;
  const action = moment === 'before' ? plannedEntry(g, e) : entry;
  return action !== null && action.some((step) => reflexes.includes(reflexKind(step)));
}

function* reactionWindow(
  g: G,
  ctx: RunCtx,
  e: EnemyState,
  moment: 'before' | 'during' | 'after',
  entry: EnemyEntry | null = null,
): Run<Flow> {
  // A seat that passes closes the window for its own characters only: the others are asked
  // again. A reaction played (HU-ACTION-11) leaves the window open to the characters that may
  // still react this turn (HU-ACTION-12), so several may interrupt the same action; it closes
  // when every seat asked has passed or no character may react, and the enemy's death ends it
  // (AMB-85).
  const passed = new Set<SeatId>();
  // A detonation is no reaction, so the window stays open after one (the traps run out).
  for (;;) {
    const reflexes = reflexesBar(g, e, moment, entry);
    const who = g.s.chars
      .filter((c) => !passed.has(c.seat))
      .filter((c) => (!reflexes && reactionOptions(g, c, e).length > 0) || detonatorChoices(g, c).length > 0)
      .map((c) => c.id);
    if (who.length === 0) return 'go';
    // The players are told what the enemy is about to do, or is doing (HU-ACTION-11).
    const action = moment === 'before' ? plannedEntry(g, e) : entry;
    const a = yield* takeAnswer(ctx, {
      kind: 'react',
      enemy: e.id,
      moment,
      characters: who,
      ...(reflexes ? { reflexes: true } : {}),
      ...(action ? { entry: action } : {}),
    });
    if (a.kind === 'detonate') {
      detonate(g, charById(g.s, a.character), a.trap);
      if (!enemyById(g.s, e.id)) return 'end';
      continue;
    }
    if (a.kind === 'no-reaction') {
      if (!who.some((id) => charById(g.s, id).seat === a.seat)) throw new Error(`seat ${a.seat} is not asked to react`);
      passed.add(a.seat);
      continue;
    }
    if (a.kind !== 'react') return 'go';
    performReaction(g, a, e);
    if (!enemyById(g.s, e.id)) return 'end';
  }
}

/**
 * One enemy action run up to its end or to the first question the answers given do not settle
 * (then `ctx.ask` is set).
 */
export function runEnemyAction(g: G, ctx: RunCtx, enemyId: string, actionNo: number): void {
  enemyAction(g, ctx, enemyId, actionNo).next();
}

/**
 * Whether a step may ask the players once it has changed something: a move settles its target
 * and its end before it walks, a shot's stray 6s are asked after its damage, a Parting Leap's
 * landing after the Penalty Attack.
 */
function stepAsksAfterChange(g: G, step: EnemyStep): boolean {
  switch (step.kind) {
    case 'melee':
    case 'area':
    case 'move-to':
    case 'move-away':
      return false;
    case 'parting-leap':
      return true;
    case 'ranged':
      return g.o.enemyTies === 'ask';
  }
}

/**
 * One enemy action, exactly as its card says: reactions before it, the list by distance, the
 * first entry that can be done, then its steps in order. Stops (yields) with `ctx.ask` set when
 * the players must answer before it can go on.
 */
export function* enemyAction(g: G, ctx: RunCtx, enemyId: string, actionNo: number): Run<void> {
  const e = enemyById(g.s, enemyId);
  if (!e) return;
  if (isDisabled(g.s, e)) {
    emit(g, {
      type: 'hunters/enemy-disabled',
      rule: 'HU-MENTAL-06',
      enemy: e.id,
      text: `${name(g, e)} is disabled and loses its action.`,
      say: { key: 'disabled', name: name(g, e) },
    });
    return;
  }
  if ((yield* reactionWindow(g, ctx, e, 'before')) !== 'go') return;
  // An action lost to the Terror Generator is an action all the same: at its end the enemy turns
  // to the nearest character (AMB-39).
  if (terrorNear(g, e, e.pos) && !terrorCheck(g, e, 'action')) {
    faceNearest(g, e);
    return;
  }
  const { list, nearest } = chooseList(g, e);
  const d = enemyDef(g, e.kind);
  const entries = d.lists[list];
  const closest = eligible(g.s).filter((c) => distance(c.pos, e.pos) === nearest);
  const who = closest.length === 1 && closest[0] ? `the ${closest[0].name}` : 'the nearest character';
  const dist = Number.isFinite(nearest)
    ? `${nearest} space${nearest === 1 ? '' : 's'} from ${who}`
    : 'no character in sight';
  const distSay = {
    nearest: Number.isFinite(nearest) ? nearest : null,
    who: closest.length === 1 && closest[0] ? closest[0].name : null,
  };
  emit(g, {
    type: 'hunters/enemy-list',
    rule: 'HU-ENEMY-05',
    enemy: e.id,
    list,
    action: actionNo,
    text: `${name(g, e)}, action ${actionNo}: ${dist}; uses the list for "${LIST_LABEL[list]}".`,
    say: { key: 'list', name: name(g, e), action: actionNo, list, ...distSay },
  });
  for (const entry of entries) {
    if (!entryDoable(g, e, entry)) {
      emit(g, {
        type: 'hunters/enemy-entry-skipped',
        rule: 'HU-ENEMY-07',
        enemy: e.id,
        entry: entryText(entry),
        text: `${name(g, e)} cannot ${entryText(entry)} now; next entry.`,
        say: { key: 'entry-skipped', name: name(g, e), steps: entry },
      });
      continue;
    }
    emit(g, {
      type: 'hunters/enemy-entry',
      rule: 'HU-ENEMY-07',
      enemy: e.id,
      entry: entryText(entry),
      text: `${name(g, e)} is ${dist}: ${entryText(entry)}.`,
      say: { key: 'entry', name: name(g, e), steps: entry, ...distSay },
    });
    // A combined entry has reaction windows between its steps and after it.
    ctx.beforeSteps?.(entry.length > 1 || entry.some((step) => stepAsksAfterChange(g, step)));
    for (let i = 0; i < entry.length; i++) {
      const step = entry[i];
      if (!step) continue;
      if (i > 0 && (yield* reactionWindow(g, ctx, e, 'during', entry)) !== 'go') return;
      const flow = yield* runStep(g, ctx, e, step, entry[i + 1]);
      if (flow !== 'go') return;
      if (!enemyById(g.s, e.id)) return;
    }
    faceNearest(g, e);
    // Right after a combined entry (HU-ACTION-11); after a single step the next "before" is the same moment.
    if (entry.length > 1) yield* reactionWindow(g, ctx, e, 'after', entry);
    return;
  }
  emit(g, {
    type: 'hunters/enemy-idle',
    rule: 'HU-ENEMY-07',
    enemy: e.id,
    text: `${name(g, e)} can do nothing on its list: the action is lost.`,
    say: { key: 'idle', name: name(g, e) },
  });
  // Doing nothing, it still turns at the action's end, as after any action (AMB-39).
  faceNearest(g, e);
}
