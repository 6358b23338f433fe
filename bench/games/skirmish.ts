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
const blocked: boolean[] = Array.from({ length: SIZE * SIZE }, (_, i) => TERRAIN.includes(i));

function occupied(state: SkirmishState): boolean[] {
  const occ = blocked.slice();
  for (const u of state.units) if (u.wounds > 0) occ[u.at] = true;
  return occ;
}

/** Squares reachable in one or two orthogonal steps over free squares, ascending. */
function destinations(occ: readonly boolean[], from: number): number[] {
  const seen = new Set<number>([from]);
  let frontier = [from];
  for (let step = 0; step < 2; step++) {
    const next: number[] = [];
    for (const sq of frontier) {
      const r = Math.floor(sq / SIZE);
      const c = sq % SIZE;
      const around = [
        r > 0 ? sq - SIZE : -1,
        r < SIZE - 1 ? sq + SIZE : -1,
        c > 0 ? sq - 1 : -1,
        c < SIZE - 1 ? sq + 1 : -1,
      ];
      for (const n of around) {
        if (n < 0 || seen.has(n) || occ[n] === true) continue;
        seen.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  seen.delete(from);
  return [...seen].sort((a, b) => a - b);
}

/** True when the coordinate `num / den` (den > 0) lands on clear squares along one axis. */
function axisSquares(base: number, num: number, den: number): [number, number] {
  const whole = Math.floor(num / den);
  const rem = num - whole * den;
  // Halfway between squares: both must be clear. Otherwise the nearer square.
  if (rem * 2 === den) return [base + whole, base + whole + 1];
  const sq = base + whole + (rem * 2 > den ? 1 : 0);
  return [sq, sq];
}

export function lineOfSight(occ: readonly boolean[], from: number, to: number): boolean {
  const r0 = Math.floor(from / SIZE);
  const c0 = from % SIZE;
  const dr = Math.floor(to / SIZE) - r0;
  const dc = (to % SIZE) - c0;
  const n = Math.max(Math.abs(dr), Math.abs(dc));
  for (let t = 1; t < n; t++) {
    const [ra, rb] = axisSquares(r0, dr * t, n);
    const [ca, cb] = axisSquares(c0, dc * t, n);
    if (occ[ra * SIZE + ca] || occ[ra * SIZE + cb] || occ[rb * SIZE + ca] || occ[rb * SIZE + cb]) return false;
  }
  return true;
}

function chebyshev(a: number, b: number): number {
  return Math.max(Math.abs(Math.floor(a / SIZE) - Math.floor(b / SIZE)), Math.abs((a % SIZE) - (b % SIZE)));
}

export function legalActions(state: SkirmishState): SkirmishChoice[] {
  if (state.result !== -1) return [];
  const occ = occupied(state);
  const out: SkirmishChoice[] = [];
  state.units.forEach((u, unit) => {
    if (u.wounds === 0 || u.side !== state.toMove) return;
    for (const to of destinations(occ, u.at)) out.push({ kind: 'move', unit, to });
    state.units.forEach((t, target) => {
      if (t.wounds === 0 || t.side === u.side || chebyshev(u.at, t.at) > RANGE) return;
      if (lineOfSight(occ, u.at, t.at)) out.push({ kind: 'shoot', unit, target });
    });
  });
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

function rules(): Rules<SkirmishState, SkirmishChoice, SkirmishState> {
  const self: Rules<SkirmishState, SkirmishChoice, SkirmishState> = {
    seats: () => SEATS,
    setup: () => ok(initialSkirmish()),
    pending: (s) => (s.result === -1 ? [{ seats: [SEATS[s.toMove]], kind: 'skirmish/act' }] : []),
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

export const skirmishKnowledge: BotKnowledge<SkirmishState, SkirmishChoice, SkirmishState> = {
  determinize: (view) => clone(view),
  choiceKey: (c) => (c.kind === 'move' ? `m${c.unit}:${c.to}` : c.kind === 'shoot' ? `s${c.unit}:${c.target}` : 'p'),
};
