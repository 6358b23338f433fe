/** The grid skirmish of `spec.ts` as a Skirmish ruleset, with a mutable fast path for search. */
import { fail, ok, z, type Dice, type GameEvent, type Outcome, type Rules, type Ruleset } from '@skirmish/core';
import type { BotKnowledge } from '@skirmish/ai';
import { HIT_ON, RANGE, ROUNDS, SIZE, STARTS, TERRAIN, WOUNDS } from './spec.ts';

export interface Unit {
  side: 0 | 1;
  at: number;
  /** Wounds left; 0 means removed. */
  wounds: number;
}
export interface SkirmishState {
  units: Unit[];
  toMove: 0 | 1;
  /** Actions taken so far. */
  turns: number;
  /** -1 while playing, 0 or 1 the winning side, 2 a draw. */
  result: number;
}
export type SkirmishChoice =
  { kind: 'move'; unit: number; to: number } | { kind: 'shoot'; unit: number; target: number } | { kind: 'pass' };

const SEATS = ['0', '1'] as const;
const CELLS = SIZE * SIZE;
const ROW: number[] = Array.from({ length: CELLS }, (_, i) => Math.floor(i / SIZE));
const COL: number[] = Array.from({ length: CELLS }, (_, i) => i % SIZE);
const isTerrain: boolean[] = Array.from({ length: CELLS }, (_, i) => TERRAIN.includes(i));
/** Orthogonal neighbours on the board that are not terrain. */
const NEIGHBOURS: number[][] = Array.from({ length: CELLS }, (_, sq) =>
  [
    ROW[sq]! > 0 ? sq - SIZE : -1,
    ROW[sq]! < SIZE - 1 ? sq + SIZE : -1,
    COL[sq]! > 0 ? sq - 1 : -1,
    COL[sq]! < SIZE - 1 ? sq + 1 : -1,
  ].filter((n) => n >= 0 && !isTerrain[n]),
);

/**
 * Per square, every square one or two orthogonal steps away over non-terrain, ascending, with the
 * squares it can be reached through (none for a neighbour; one or two for a square two steps away).
 * Only units then decide whether a move is open.
 */
interface Reach {
  to: number;
  viaA: number;
  viaB: number;
}
const REACH: Reach[][] = Array.from({ length: CELLS }, (_, from) => {
  const found = new Map<number, number[]>();
  for (const a of NEIGHBOURS[from] as number[]) found.set(a, []);
  for (const a of NEIGHBOURS[from] as number[]) {
    for (const b of NEIGHBOURS[a] as number[]) {
      if (b === from || (NEIGHBOURS[from] as number[]).includes(b)) continue;
      const via = found.get(b) ?? [];
      if (!via.includes(a)) via.push(a);
      found.set(b, via);
    }
  }
  return [...found.entries()]
    .sort(([x], [y]) => x - y)
    .map(([to, via]) => ({ to, viaA: via[0] ?? -1, viaB: via[1] ?? -1 }));
});

// Where the living units stand, for the hot paths; filled and emptied within one call.
const unitAt = new Int8Array(CELLS).fill(-1);

/** Marks where the living units stand in `unitAt`; `clearUnits` undoes it. */
function markUnits(state: SkirmishState): void {
  const units = state.units;
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as Unit;
    if (u.wounds > 0) unitAt[u.at] = i;
  }
}
function clearUnits(state: SkirmishState): void {
  for (const u of state.units) unitAt[u.at] = -1;
}

/** Squares reachable in one or two orthogonal steps over free squares, ascending. Needs `markUnits`. */
function pushMoves(out: SkirmishChoice[], unit: number, from: number): void {
  const reach = REACH[from] as Reach[];
  for (let i = 0; i < reach.length; i++) {
    const r = reach[i] as Reach;
    if (unitAt[r.to] !== -1) continue;
    if (r.viaA !== -1 && unitAt[r.viaA] !== -1 && (r.viaB === -1 || unitAt[r.viaB] !== -1)) continue;
    out.push({ kind: 'move', unit, to: r.to });
  }
}

/** The squares along one axis that the sight line covers at `num / den` past `base` (two when exactly halfway). */
function axisSquares(base: number, num: number, den: number): [number, number] {
  const whole = Math.floor(num / den);
  const rem = num - whole * den;
  if (rem * 2 === den) return [base + whole, base + whole + 1];
  const sq = base + whole + (rem * 2 > den ? 1 : 0);
  return [sq, sq];
}

function inRange(a: number, b: number): boolean {
  return (
    Math.max(Math.abs((ROW[a] as number) - (ROW[b] as number)), Math.abs((COL[a] as number) - (COL[b] as number))) <=
    RANGE
  );
}

/** The squares a unit would block between two squares, or null when terrain blocks the line. */
function sightLine(from: number, to: number): Int16Array | null {
  const r0 = ROW[from] as number;
  const c0 = COL[from] as number;
  const dr = (ROW[to] as number) - r0;
  const dc = (COL[to] as number) - c0;
  const n = Math.max(Math.abs(dr), Math.abs(dc));
  const squares = new Set<number>();
  for (let t = 1; t < n; t++) {
    const [ra, rb] = axisSquares(r0, dr * t, n);
    const [ca, cb] = axisSquares(c0, dc * t, n);
    for (const sq of [ra * SIZE + ca, ra * SIZE + cb, rb * SIZE + ca, rb * SIZE + cb]) {
      if (isTerrain[sq]) return null;
      squares.add(sq);
    }
  }
  return Int16Array.from(squares);
}

/** Terrain never moves, so every pair of squares within range is worked out once, when the module loads. */
const SIGHT: Array<Int16Array | null> = Array.from({ length: CELLS * CELLS }, (_, i) => {
  const from = Math.floor(i / CELLS);
  const to = i % CELLS;
  return inRange(from, to) ? sightLine(from, to) : null;
});

function sightSquares(from: number, to: number): Int16Array | null {
  return SIGHT[from * CELLS + to] ?? null;
}

/** Line of sight between two squares, given the units marked by `markUnits`. */
function clearSight(from: number, to: number): boolean {
  const squares = sightSquares(from, to);
  if (squares === null) return false;
  for (let i = 0; i < squares.length; i++) if (unitAt[squares[i] as number] !== -1) return false;
  return true;
}

/** Line of sight in a position, as the spec defines it. */
export function lineOfSight(state: SkirmishState, from: number, to: number): boolean {
  markUnits(state);
  const seen = clearSight(from, to);
  clearUnits(state);
  return seen;
}

export function legalActions(state: SkirmishState): SkirmishChoice[] {
  if (state.result !== -1) return [];
  markUnits(state);
  const out: SkirmishChoice[] = [];
  const units = state.units;
  for (let unit = 0; unit < units.length; unit++) {
    const u = units[unit] as Unit;
    if (u.wounds === 0 || u.side !== state.toMove) continue;
    pushMoves(out, unit, u.at);
    for (let target = 0; target < units.length; target++) {
      const t = units[target] as Unit;
      if (t.wounds === 0 || t.side === u.side || !inRange(u.at, t.at)) continue;
      if (clearSight(u.at, t.at)) out.push({ kind: 'shoot', unit, target });
    }
  }
  clearUnits(state);
  if (out.length === 0) out.push({ kind: 'pass' });
  return out;
}

function settle(state: SkirmishState): void {
  const left = [0, 0];
  for (const u of state.units) left[u.side] = (left[u.side] ?? 0) + u.wounds;
  const a = left[0] ?? 0;
  const b = left[1] ?? 0;
  if (a === 0) state.result = 1;
  else if (b === 0) state.result = 0;
  else if (state.turns >= ROUNDS * 2) state.result = a > b ? 0 : b > a ? 1 : 2;
}

/** Applies a legal action in place; returns the d6 rolled by a shot, or 0. */
function act(state: SkirmishState, choice: SkirmishChoice, dice: Dice): number {
  let roll = 0;
  switch (choice.kind) {
    case 'move':
      (state.units[choice.unit] as Unit).at = choice.to;
      break;
    case 'shoot': {
      roll = dice.roll(6);
      const target = state.units[choice.target] as Unit;
      if (roll >= HIT_ON) target.wounds--;
      break;
    }
    case 'pass':
      break;
  }
  state.turns++;
  state.toMove = state.toMove === 0 ? 1 : 0;
  settle(state);
  return roll;
}

function clone(s: SkirmishState): SkirmishState {
  return {
    units: s.units.map((u) => ({ side: u.side, at: u.at, wounds: u.wounds })),
    toMove: s.toMove,
    turns: s.turns,
    result: s.result,
  };
}

function sameChoice(a: SkirmishChoice, b: SkirmishChoice): boolean {
  if (a.kind === 'move') return b.kind === 'move' && a.unit === b.unit && a.to === b.to;
  if (a.kind === 'shoot') return b.kind === 'shoot' && a.unit === b.unit && a.target === b.target;
  return b.kind === 'pass';
}

export function initialSkirmish(): SkirmishState {
  return {
    units: STARTS.map((at, i) => ({ side: i < 3 ? 0 : 1, at, wounds: WOUNDS })),
    toMove: 0,
    turns: 0,
    result: -1,
  };
}

const PENDING = [[{ seats: [SEATS[0]], kind: 'skirmish/act' }], [{ seats: [SEATS[1]], kind: 'skirmish/act' }]] as const;

function rules(): Rules<SkirmishState, SkirmishChoice, SkirmishState> {
  const self: Rules<SkirmishState, SkirmishChoice, SkirmishState> = {
    seats: () => SEATS,
    setup: () => ok(initialSkirmish()),
    pending: (s) => (s.result === -1 ? PENDING[s.toMove] : []),
    legalChoices: (s, seat) => (s.result === -1 && seat === SEATS[s.toMove] ? legalActions(s) : []),
    apply(s, seat, choice, dice) {
      if (s.result !== -1 || seat !== SEATS[s.toMove]) {
        return fail('phase/not-your-decision', `Side ${seat} does not act now`);
      }
      if (!legalActions(s).some((c) => sameChoice(c, choice))) {
        const code =
          choice.kind === 'shoot' ? 'shoot/not-allowed' : choice.kind === 'move' ? 'move/blocked' : 'pass/not-allowed';
        return fail(code, 'That action is not open to this side now');
      }
      const next = clone(s);
      const roll = act(next, choice, dice);
      const events: GameEvent[] =
        choice.kind === 'shoot'
          ? [{ type: 'skirmish/shot', seat, ...choice, roll, hit: roll >= HIT_ON }]
          : [{ type: `skirmish/${choice.kind}`, seat, ...choice }];
      return ok({ state: next, events });
    },
    view: (s) => clone(s),
    outcome(s): Outcome | null {
      if (s.result === -1) return null;
      if (s.result === 2) return { winners: [], draw: true, reason: 'equal wounds after 20 rounds' };
      return {
        winners: [SEATS[s.result as 0 | 1]],
        reason: s.turns >= ROUNDS * 2 ? 'more wounds left' : 'elimination',
      };
    },
    fast: {
      clone,
      applyInPlace(s, _seat, choice, dice) {
        act(s, choice, dice);
        return s;
      },
    },
  };
  return self;
}

const choiceSchema: z.ZodType<SkirmishChoice> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move'), unit: z.number().int(), to: z.number().int() }),
  z.object({ kind: z.literal('shoot'), unit: z.number().int(), target: z.number().int() }),
  z.object({ kind: z.literal('pass') }),
]);

export const skirmish: Ruleset<SkirmishState, SkirmishChoice, SkirmishState, { sample: boolean }> = {
  id: 'bench-skirmish',
  version: '1.0.0',
  title: 'Grid skirmish (benchmark game)',
  summary: 'Three units a side on a 12x12 grid: move up to 2 or shoot with a d6.',
  content: { schema: z.object({ sample: z.boolean() }), sample: { sample: true } },
  options: [],
  choiceSchema,
  defaultSetup: {},
  odds: [],
  rules,
};

function distance(a: number, b: number): number {
  return Math.max(Math.abs((ROW[a] as number) - (ROW[b] as number)), Math.abs((COL[a] as number) - (COL[b] as number)));
}

/** Wounds left on one side minus the other's, scaled into 0..1 (0.5 is even). */
function woundBalance(state: SkirmishState, seat: string): number {
  let diff = 0;
  for (const u of state.units) diff += String(u.side) === seat ? u.wounds : -u.wounds;
  return 0.5 + diff / (4 * WOUNDS * 3);
}

/**
 * Rules of thumb: shoot when a shot is open, at the enemy with fewest wounds left; otherwise step
 * toward the nearest enemy, to get within range and sight.
 */
function heuristicChoice(state: SkirmishState, _seat: string, legal: readonly SkirmishChoice[]): SkirmishChoice {
  let best = legal[0] as SkirmishChoice;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of legal) {
    let score = 0;
    if (c.kind === 'shoot') score = 100 - (state.units[c.target] as Unit).wounds;
    else if (c.kind === 'move') {
      const mover = state.units[c.unit] as Unit;
      let nearest = SIZE * 2;
      for (const u of state.units)
        if (u.wounds > 0 && u.side !== mover.side) nearest = Math.min(nearest, distance(c.to, u.at));
      score = -nearest;
    }
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

export const skirmishKnowledge: BotKnowledge<SkirmishState, SkirmishChoice, SkirmishState> = {
  determinize: (view) => clone(view),
  evaluate: woundBalance,
  heuristicChoice,
  choiceKey: (c) => (c.kind === 'move' ? `m${c.unit}:${c.to}` : c.kind === 'shoot' ? `s${c.unit}:${c.target}` : 'p'),
};
