import { LoadedDice, Rational, SeededDice, unwrap, type GameEvent, type Rules } from '@skirmish/core';
import { cloneState } from '../src/fast.ts';
import { succeeded, type RollResult } from '../src/roll.ts';
import type { Facing } from '@skirmish/geometry/grid';
import type { HybridChoice } from '../src/choices.ts';
import { sampleContent } from '../src/content/sample.ts';
import type { HybridContent, Mission, Profile, Tile } from '../src/content/schema.ts';
import { hybridOptions } from '../src/index.ts';
import { searchMoves } from '../src/movement.ts';
import { reachMoves } from '../src/reach.ts';
import { hybridRules, newActivation, newWarrior, setupState } from '../src/rules.ts';
import type { HybridState, Seat, Warrior } from '../src/state.ts';
import type { HybridView } from '../src/view.ts';
import { makeCtx, referencePlacements, warrior as warriorOf, type Ctx } from '../src/world.ts';

const E = '               ';
export const OPEN_TILE: string[] = Array.from({ length: 15 }, (_, i) => (i % 2 === 0 ? '. . . . . . . .' : E));

/** An open tile with a wall on the north edges of row 3, from x = 0 to 3: a warrior at (1, 5) hides behind it. */
export const WALL3_TILE: string[] = OPEN_TILE.map((row, i) => (i === 7 ? '- - - -        ' : row));

export interface Placed {
  readonly profile: string;
  readonly side?: Seat;
  readonly at: readonly [number, number];
  readonly facing?: Facing;
  readonly wounds?: number;
  readonly dc?: boolean;
  readonly id?: string;
}

export interface ScenarioOptions {
  readonly warriors: readonly Placed[];
  /** One 8x8 tile picture, or four for a 16x16 board (bottom-left, bottom-right, top-left, top-right). */
  readonly tiles?: readonly (readonly string[])[];
  readonly profiles?: readonly Profile[];
  readonly options?: Record<string, unknown>;
  readonly mission?: Partial<Mission>;
  readonly armyHidden?: boolean;
}

/** A test warden with DC 6, for parry levels the sample profiles do not reach. */
export const WARDEN: Profile = {
  id: 'warden',
  name: 'Warden',
  side: 'griffin',
  nv: 4,
  oc: 3,
  dc: 6,
  f: null,
  mv: 3,
  movement: 6,
  rank: 2,
  base: '1x1',
  equipment: [],
  aptitudes: [],
  source: 'sample',
};

export interface Scenario {
  readonly rules: Rules<HybridState, HybridChoice, HybridView>;
  readonly ctx: Ctx;
  readonly content: HybridContent;
  state: HybridState;
  /** The warrior ids in the order given. */
  readonly ids: string[];
}

/** A small position stated in a few lines: an open board, the warriors where the test puts them. */
export function scenario(o: ScenarioOptions): Scenario {
  const pics = o.tiles ?? [OPEN_TILE];
  const tiles: Tile[] = pics.map((picture, i) => ({
    id: `test-${i}`,
    name: 'test',
    picture: [...picture],
    sample: true,
  }));
  const slots: Array<[number, number]> = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ];
  const mission: Mission = {
    id: 'test',
    name: 'Test ground',
    sample: true,
    summary: 'A test board.',
    tiles: tiles.map((t, i) => ({ tile: t.id, at: slots[i] ?? [0, 0], rotation: 0 })),
    edges: {},
    doors: [],
    objectiveCounters: [],
    eventSquares: [],
    rankTotal: 20,
    maxWarriors: 10,
    roundLimit: 10,
    trapCount: 0,
    deployment: [],
    objectives: [
      { side: 'griffin', counters: [6], ordered: false, eliminate: false, text: 'test' },
      { side: 'scorpion', counters: [5], ordered: false, eliminate: false, text: 'test' },
    ],
    armies: { griffin: [], scorpion: [] },
    trapdoorProcedure: 'none',
    rockfallProcedure: false,
    errataApplied: [],
    ...o.mission,
  };
  const content: HybridContent = {
    ...sampleContent,
    profiles: [...sampleContent.profiles, WARDEN, ...(o.profiles ?? [])],
    tiles: [...sampleContent.tiles, ...tiles],
    missions: [mission],
  };
  const options: Record<string, string | number | boolean> = {};
  for (const spec of hybridOptions) options[spec.id] = spec.default;
  Object.assign(options, o.options ?? {});
  const ctx = makeCtx(content, options);
  const state = unwrap(
    setupState(ctx, { mission: 'test', armies: { griffin: [], scorpion: [] } }, SeededDice.fromSeed(1)),
  );
  // A game shares its mission's walls (frozen); a test may draw walls of its own on this board.
  state.board.edges = { ...state.board.edges };
  const ids: string[] = [];
  o.warriors.forEach((p, i) => {
    const prof = content.profiles.find((x) => x.id === p.profile);
    if (!prof) throw new Error(`no profile ${p.profile}`);
    const side = p.side ?? prof.side;
    const w: Warrior = {
      ...newWarrior(p.id ?? `${side}-${p.profile}-${i + 1}`, p.profile, side),
      x: p.at[0],
      y: p.at[1],
      facing: p.facing ?? 'N',
      wounds: p.wounds ?? 0,
      dc: p.dc ? { heroic: false } : null,
    };
    state.warriors.push(w);
    ids.push(w.id);
  });
  // Empty hands by default so card stages are skipped unless a test deals cards.
  for (const side of ['griffin', 'scorpion'] as const) {
    state.actionDeck.push(...state.sides[side].hand);
    state.sides[side].hand = [];
    state.sides[side].handDecided = true;
  }
  state.phase = 'activation';
  state.round = 1;
  // Army cards are revealed already unless a test says otherwise, so their effects stay out of the way.
  if (!o.armyHidden) {
    state.firstContact = true;
    state.firstBlood = true;
  }
  return { rules: hybridRules(content, options), ctx, content, state, ids };
}

/** Makes warrior `id` the one activating now (stage: choose a Mode). */
export function activate(sc: Scenario, id: string): void {
  const w = sc.state.warriors.find((x) => x.id === id);
  if (!w) throw new Error(`no warrior ${id}`);
  for (const side of ['griffin', 'scorpion'] as const)
    sc.state.sides[side].sequence = sc.state.warriors.filter((x) => x.side === side).map((x) => x.id);
  w.activated = true;
  sc.state.turn = w.side === 'griffin' ? 'scorpion' : 'griffin';
  sc.state.first = w.side;
  sc.state.current = newActivation(sc.ctx, sc.state, w, false);
}

/** Applies choices in order with loaded dice (one script for all); returns every event. */
export function play(
  sc: Scenario,
  steps: ReadonlyArray<readonly [Seat, HybridChoice]>,
  rolls: readonly number[] = [],
): GameEvent[] {
  const dice = new LoadedDice(rolls);
  const events: GameEvent[] = [];
  for (const [seat, choice] of steps) {
    const r = sc.rules.apply(sc.state, seat, choice, dice);
    if (!r.ok) throw new Error(`${JSON.stringify(choice)} refused: ${r.error.code} ${r.error.message}`);
    sc.state = r.value.state;
    events.push(...r.value.events);
  }
  return events;
}

export function tryApply(sc: Scenario, seat: Seat, choice: HybridChoice, rolls: readonly number[] = []) {
  return sc.rules.apply(sc.state, seat, choice, new LoadedDice(rolls));
}

export function w(sc: Scenario, id: string): Warrior {
  const x = sc.state.warriors.find((v) => v.id === id);
  if (!x) throw new Error(`no warrior ${id}`);
  return x;
}

export const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'hybrid/roll');

/** Moves an Event card, by its name, from the deck to a side's hand, so the card count stays whole. */
export function giveEvent(sc: Scenario, seat: Seat, name: string): string {
  const id = sc.content.eventCards.find((c) => c.name === name)?.id;
  if (!id) throw new Error(`no Event card ${name}`);
  sc.state.eventDeck = sc.state.eventDeck.filter((x) => x !== id);
  sc.state.sides[seat].eventHand.push(id);
  return id;
}

/** The decisions open now. */
export const asked = (sc: Scenario) => sc.rules.pending(sc.state);

/** The pending decisions of an Event window that asks `seat`. */
export const windowFor = (seat: Seat) => [{ seats: [seat], kind: 'hybrid/events' }];

/** The trapdoor jump rolls among the events. */
export const jumps = (events: readonly GameEvent[]) => rolls(events).filter((r) => r['purpose'] === 'Trapdoor jump');

/** The price of the move to (x, y) and `facing` in the active side's menu, or undefined if none. */
export function costTo(sc: Scenario, x: number, y: number, facing: Facing = 'N'): number | undefined {
  const seat = sc.state.current?.seat;
  if (!seat) return undefined;
  return sc.rules
    .legalChoices(sc.state, seat)
    .find(
      (c): c is Extract<HybridChoice, { kind: 'move' }> =>
        c.kind === 'move' && c.x === x && c.y === y && c.facing === facing,
    )?.cost;
}

/** A test warrior on a 1x2 base: NV 4, Movement 6, no aptitude (sample content). */
export const LONG: Profile = {
  id: 'long',
  name: 'Long',
  side: 'scorpion',
  nv: 4,
  oc: 3,
  dc: 3,
  f: null,
  mv: 3,
  movement: 6,
  rank: 2,
  base: '1x2',
  equipment: [],
  aptitudes: [],
  source: 'sample',
};

export interface CorridorOptions {
  /** The 1x2 warrior's square (his rear square) and facing. */
  readonly at: readonly [number, number];
  readonly facing: Facing;
  /** Squares of rows 0 and 2 left open. */
  readonly openings?: readonly string[];
  /** More columns, open trapdoors and rockfall squares. */
  readonly columns?: readonly string[];
  readonly trapdoors?: readonly string[];
  readonly rocks?: readonly string[];
  readonly aptitudes?: Profile['aptitudes'];
  readonly options?: Record<string, unknown>;
}

/**
 * The 1x2 warrior `l` (LONG) with row 1 as a corridor: columns fill rows 0 and 2 except the
 * `openings`; a Purifier far off at (7, 7). He activates in Offensive Combat (6 MP).
 */
export function longCorridor(o: CorridorOptions): Scenario {
  const sc = scenario({
    options: o.options,
    profiles: [{ ...LONG, aptitudes: o.aptitudes ?? [] }],
    warriors: [
      { profile: 'long', at: o.at, facing: o.facing, id: 'l' },
      { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
    ],
  });
  const f = sc.state.board.features;
  for (const y of [0, 2])
    for (let x = 0; x < 8; x++) if (!(o.openings ?? []).includes(`${x},${y}`)) f[`${x},${y}`] = { column: true };
  for (const k of o.columns ?? []) f[k] = { column: true };
  for (const k of o.trapdoors ?? []) f[k] = { trapdoor: 'open' };
  for (const k of o.rocks ?? []) f[k] = { rockfall: true };
  activate(sc, 'l');
  play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
  return sc;
}

/** The cost of (x, y, facing) in each of the three searches: the menu's, the flat reference's, the generic one's. */
export function threeCosts(sc: Scenario, x: number, y: number, facing: Facing): Array<number | undefined> {
  const act = sc.state.current;
  if (!act) throw new Error('no activation');
  const me = warriorOf(sc.state, act.warrior);
  const at = (list: ReadonlyArray<{ x: number; y: number; facing: string; cost: number }>) =>
    list.find((p) => p.x === x && p.y === y && p.facing === facing)?.cost;
  return [
    at(reachMoves(sc.ctx, sc.state, me, act).list),
    at(searchMoves(sc.ctx, sc.state, me, act).list),
    at(referencePlacements(sc.ctx, sc.state, me, act).list),
  ];
}

/** Every sequence of `n` D10 faces. */
export function d10Faces(n: number): number[][] {
  if (n === 0) return [[]];
  return d10Faces(n - 1).flatMap((rest) => Array.from({ length: 10 }, (_, i) => [i + 1, ...rest]));
}

/** The next choice to make after one, when it is for the test to answer: [seat, choice]; else null. */
export type Answer = (state: HybridState, rules: Scenario['rules']) => [Seat, HybridChoice] | null;

/**
 * The share of the sequences of `draws` D10 faces (each after the fixed `before` faces, and with
 * 5s for any roll after) for which `seat` making `choice`, then each choice `answer` gives until it
 * gives none, makes a roll whose purpose begins with `purpose` that succeeds: the first such roll
 * (a Skilled Strike's second roll comes later; a roll before the Clones' Fury re-roll is named
 * apart). Every face of the roll's dice goes through `rules.apply`, the state is not changed.
 */
export function rollShare(
  sc: Scenario,
  seat: Seat,
  choice: HybridChoice,
  purpose: string,
  draws: number,
  o: { before?: readonly number[]; answer?: Answer } = {},
): Rational {
  let hits = 0;
  const all = d10Faces(draws);
  for (const f of all) {
    const dice = new LoadedDice([...(o.before ?? []), ...f, 5, 5, 5, 5]);
    let state = cloneState(sc.state);
    const events: GameEvent[] = [];
    let next: [Seat, HybridChoice] | null = [seat, choice];
    while (next) {
      const r = sc.rules.apply(state, next[0], next[1], dice);
      if (!r.ok) throw new Error(`${JSON.stringify(next[1])} refused: ${r.error.message}`);
      state = r.value.state;
      events.push(...r.value.events);
      next = o.answer?.(state, sc.rules) ?? null;
    }
    const roll = rolls(events).find((e) => String(e['purpose']).startsWith(purpose));
    if (!roll) throw new Error(`no ${purpose} roll`);
    if (succeeded(roll['result'] as RollResult)) hits++;
  }
  return Rational.of(hits, all.length);
}
