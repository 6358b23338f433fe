import { LoadedDice, SeededDice, unwrap, type GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { HybridChoice } from '../src/choices.ts';
import type { Mission } from '../src/content/schema.ts';
import { hybridBotKnowledge, hybridRuleset } from '../src/index.ts';
import { eventWords } from '../src/event-words.ts';
import { drawBoard } from '../src/presenter.ts';
import { askedSeats } from '../src/rules.ts';
import type { Seat } from '../src/state.ts';
import { engine, playRandom } from './helpers.ts';
import { OPEN_TILE, scenario, tryApply, w, type Scenario } from './scenario.ts';

// AMB-09: the armies are set up before the round-1 Activation Roll (HY-SETUP-16), or, with the
// table option `deployAfterFirstRoll`, once that roll is made and both sequences are placed, the
// side that activates first setting up first.

/** An open tile with `mark` on each square given. */
function marked(mark: string, at: ReadonlyArray<readonly [number, number]>): string[] {
  return OPEN_TILE.map((row, i) => {
    if (i % 2 === 1) return row;
    let r = row;
    for (const [x, y] of at) if (7 - i / 2 === y) r = r.slice(0, x * 2) + mark + r.slice(x * 2 + 1);
    return r;
  });
}

/**
 * Two Purifiers against two Hybrids, one zone square each: the Griffin's at (3,3), the Scorpion's
 * at (3,5). Columns at (3,6) and (4,5) leave (3,4) the first square next to either zone, so the
 * side that deploys first puts its second warrior there and the other side's goes elsewhere.
 */
function contest(options: Record<string, unknown>, mission: Partial<Mission> = {}): Scenario {
  const sc = scenario({
    warriors: [],
    options,
    tiles: [
      marked('C', [
        [3, 6],
        [4, 5],
      ]),
    ],
    mission: {
      deployment: [
        { side: 'griffin', rank: 1, facing: 'N', squares: [[3, 3]] },
        { side: 'scorpion', rank: 1, facing: 'S', squares: [[3, 5]] },
      ],
      armies: { griffin: ['purifier', 'purifier'], scorpion: ['hybrid', 'hybrid'] },
      ...mission,
    },
  });
  sc.state = unwrap(sc.rules.setup({ mission: 'test' }, SeededDice.fromSeed(1)));
  return sc;
}

const G1 = 'griffin-purifier-1';
const G2 = 'griffin-purifier-2';
const S1 = 'scorpion-hybrid-1';
const S2 = 'scorpion-hybrid-2';
const at = (sc: Scenario, id: string): [number, number] => [w(sc, id).x, w(sc, id).y];

/** Applies one choice with the dice given, checking the invariants after it; returns its events. */
function apply(sc: Scenario, seat: Seat, c: HybridChoice, dice: LoadedDice): GameEvent[] {
  const r = sc.rules.apply(sc.state, seat, c, dice);
  if (!r.ok) throw new Error(`${JSON.stringify(c)} refused: ${r.error.code} ${r.error.message}`);
  sc.state = r.value.state;
  expect(sc.rules.invariants?.(sc.state) ?? []).toEqual([]);
  return [...r.value.events];
}

/** Settles the opening hands (keep, discard the first card owed); `rolls` serve the round-1 procedures. */
function openHands(sc: Scenario, rolls: number[]): GameEvent[] {
  const dice = new LoadedDice(rolls);
  const ev: GameEvent[] = [];
  while (sc.state.phase === 'opening-hand') {
    const seat = askedSeats(sc.state)[0] as Seat;
    ev.push(...apply(sc, seat, sc.rules.legalChoices(sc.state, seat)[0] as HybridChoice, dice));
  }
  expect(dice.used).toBe(rolls.length);
  return ev;
}

/** Places each side's counters in army order, the Griffin's first; returns the events. */
function placeCounters(sc: Scenario): GameEvent[] {
  const dice = new LoadedDice([]);
  const ev: GameEvent[] = [];
  for (const seat of ['griffin', 'scorpion'] as const)
    for (const id of sc.state.warriors.filter((x) => x.side === seat).map((x) => x.id))
      ev.push(...apply(sc, seat, { kind: 'counter', warrior: id }, dice));
  return ev;
}

const deployed = (ev: readonly GameEvent[]) => ev.filter((e) => e.type === 'hybrid/deployed').map((e) => e['warrior']);

describe('AMB-09 deployment before or after the first Activation Roll (HY-SETUP-16)', () => {
  it('AMB-09 HY-SETUP-16 deployAfterFirstRoll off: the armies stand in their zones from setup, before the round-1 roll, whoever wins it', () => {
    const sc = contest({});
    expect(sc.state.round).toBe(0);
    expect(sc.state.warriors.every((x) => x.status === 'in-play')).toBe(true);
    // Setup deploys army by army in the list's order, so the Griffin's overflow takes (3,4).
    expect([at(sc, G1), at(sc, G2), at(sc, S1), at(sc, S2)]).toEqual([
      [3, 3],
      [3, 4],
      [3, 5],
      [2, 5],
    ]);
    // The Scorpion wins the roll (7 against 2) and goes first: nobody moves for it.
    openHands(sc, [7, 2]);
    expect(sc.state.rollWinner).toBe('scorpion');
    apply(sc, 'scorpion', { kind: 'go-first' }, new LoadedDice([]));
    const ev = placeCounters(sc);
    expect(deployed(ev)).toEqual([]);
    expect([at(sc, G2), at(sc, S2)]).toEqual([
      [3, 4],
      [2, 5],
    ]);
    expect(sc.state.current?.warrior).toBe(S1);
  });

  it('AMB-09 HY-SETUP-16 deployAfterFirstRoll on: no warrior stands on the board from setup until both sequences are placed; only counters can be chosen', () => {
    const sc = contest({ deployAfterFirstRoll: true });
    expect(sc.state.warriors.map((x) => x.status)).toEqual(['undeployed', 'undeployed', 'undeployed', 'undeployed']);
    expect(sc.rules.invariants?.(sc.state)).toEqual([]);
    const view = sc.rules.view(sc.state, 'griffin');
    expect(view.warriors.map((x) => x.squares)).toEqual([[], [], [], []]);
    expect(drawBoard(view, 'en')).toContain('sets up once the Activation counters are placed');
    expect(drawBoard(view, 'hu')).toContain('az Aktiválási jelzők lerakása után áll fel');
    openHands(sc, [7, 2]);
    expect(sc.state.phase).toBe('choose-first');
    expect(sc.state.warriors.every((x) => x.status === 'undeployed')).toBe(true);
    apply(sc, 'scorpion', { kind: 'go-first' }, new LoadedDice([]));
    expect(sc.state.phase).toBe('sequence');
    // Counters only: no Mode for a warrior who is not on the board.
    for (const seat of ['griffin', 'scorpion'] as const) {
      expect(sc.rules.legalChoices(sc.state, seat).every((c) => c.kind === 'counter')).toBe(true);
      const refused = tryApply(sc, seat, { kind: 'mode', mode: 'OC' });
      expect(refused.ok).toBe(false);
    }
    const dice = new LoadedDice([]);
    apply(sc, 'griffin', { kind: 'counter', warrior: G1 }, dice);
    apply(sc, 'griffin', { kind: 'counter', warrior: G2 }, dice);
    apply(sc, 'scorpion', { kind: 'counter', warrior: S1 }, dice);
    expect(sc.state.warriors.every((x) => x.status === 'undeployed')).toBe(true);
    expect(sc.state.current).toBeNull();
    const ev = apply(sc, 'scorpion', { kind: 'counter', warrior: S2 }, dice);
    expect(sc.state.warriors.every((x) => x.status === 'in-play')).toBe(true);
    // The counters are placed, then the armies set up, then the first activation opens.
    const types = ev.map((e) => e.type);
    expect(types.indexOf('hybrid/sequence-set')).toBeLessThan(types.indexOf('hybrid/deployed'));
    expect(types.lastIndexOf('hybrid/deployed')).toBeLessThan(types.indexOf('hybrid/activation'));
    expect(sc.state.current?.warrior).toBe(S1);
    // The log tells where each warrior is set up.
    const first = ev.find((e) => e.type === 'hybrid/deployed') as GameEvent;
    expect(eventWords(first, 'en')).toBe('Hybrid (1) is set up on D6, facing south');
    expect(eventWords(first, 'hu')).toBe('Hibrid (1) felállítva itt: D6, dél felé néz');
  });

  it('AMB-09 HY-SETUP-16 deployAfterFirstRoll on: the side that activates first deploys first, whoever won the roll', () => {
    const run = (rolls: number[], winnerChoice: 'go-first' | 'go-second') => {
      const sc = contest({ deployAfterFirstRoll: true });
      openHands(sc, rolls);
      apply(sc, sc.state.rollWinner as Seat, { kind: winnerChoice }, new LoadedDice([]));
      const ev = placeCounters(sc);
      return { sc, order: deployed(ev) };
    };
    // The Scorpion wins (7 against 2) and goes first: his overflow takes (3,4).
    const scorpionFirst = run([7, 2], 'go-first');
    expect(scorpionFirst.sc.state.first).toBe('scorpion');
    expect(scorpionFirst.order).toEqual([S1, S2, G1, G2]);
    expect([at(scorpionFirst.sc, S1), at(scorpionFirst.sc, S2)]).toEqual([
      [3, 5],
      [3, 4],
    ]);
    expect([at(scorpionFirst.sc, G1), at(scorpionFirst.sc, G2)]).toEqual([
      [3, 3],
      [4, 3],
    ]);
    expect(w(scorpionFirst.sc, S2).facing).toBe('S');
    // The Scorpion wins but lets the Griffin go first: the Griffin deploys first.
    const griffinFirst = run([7, 2], 'go-second');
    expect(griffinFirst.sc.state.first).toBe('griffin');
    expect(griffinFirst.order).toEqual([G1, G2, S1, S2]);
    expect([at(griffinFirst.sc, G2), at(griffinFirst.sc, S2)]).toEqual([
      [3, 4],
      [2, 5],
    ]);
    expect(griffinFirst.sc.state.current?.warrior).toBe(G1);
  });

  it('AMB-09 HY-SETUP-16 deployAfterFirstRoll on: once deployed the game goes on as ever, activation after activation', () => {
    const sc = contest({ deployAfterFirstRoll: true });
    openHands(sc, [7, 2]);
    apply(sc, 'scorpion', { kind: 'go-first' }, new LoadedDice([]));
    placeCounters(sc);
    const none = new LoadedDice([]);
    apply(sc, 'scorpion', { kind: 'mode', mode: 'DC' }, none);
    apply(sc, 'scorpion', { kind: 'done' }, none);
    apply(sc, 'scorpion', { kind: 'end' }, none);
    expect(sc.state.current?.warrior).toBe(G1);
    expect(w(sc, S1).dc).not.toBeNull();
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'mode')).toBe(true);
  });

  it('AMB-09 HY-SETUP-16 deployAfterFirstRoll: a trapdoor the round-1 roll opens wounds a warrior set up on it by default; with the option he sets up beside it, unhurt', () => {
    // A closed trapdoor on the Griffin's zone square, rolled by the Scarlet Hive procedure (odd opens).
    const withTrapdoor = (options: Record<string, unknown>) => {
      const sc = contest(options, { trapdoorProcedure: 'scarlet-hive' });
      sc.state.board.features['3,3'] = { ...sc.state.board.features['3,3'], trapdoor: 'closed' };
      openHands(sc, [1, 7, 2]);
      apply(sc, 'scorpion', { kind: 'go-first' }, new LoadedDice([]));
      placeCounters(sc);
      return sc;
    };
    const standing = withTrapdoor({});
    expect(at(standing, G1)).toEqual([3, 3]);
    expect(w(standing, G1).wounds).toBe(1);
    const later = withTrapdoor({ deployAfterFirstRoll: true });
    expect(later.state.board.features['3,3']?.trapdoor).toBe('open');
    // (3,3) is a pit now: the Purifiers take the squares next to it, after the Scorpions took (3,4).
    expect([at(later, G1), at(later, G2)]).toEqual([
      [4, 3],
      [3, 2],
    ]);
    expect([w(later, G1).wounds, w(later, G2).wounds]).toEqual([0, 0]);
  });

  it('AMB-09 HY-SETUP-16 deployAfterFirstRoll on: rocks fallen on a zone and all around it since setup leave a warrior the rockfall; pits, the nearest free square', () => {
    const around = [
      [3, 3],
      [3, 4],
      [4, 3],
      [3, 2],
      [2, 3],
    ] as const;
    const sc = contest({ deployAfterFirstRoll: true });
    openHands(sc, [2, 7]);
    apply(sc, 'griffin', { kind: 'go-first' }, new LoadedDice([]));
    // Rocks on the Griffin's zone square and every square next to it.
    for (const [x, y] of around) sc.state.board.features[`${x},${y}`] = { rockfall: true };
    placeCounters(sc);
    expect([at(sc, G1), at(sc, G2)]).toEqual([
      [3, 3],
      [3, 4],
    ]);
    const pits = contest({ deployAfterFirstRoll: true });
    openHands(pits, [2, 7]);
    apply(pits, 'griffin', { kind: 'go-first' }, new LoadedDice([]));
    for (const [x, y] of around) pits.state.board.features[`${x},${y}`] = { trapdoor: 'open' };
    placeCounters(pits);
    // The squares one step from (3,3) diagonally are the nearest free ones, lowest row first.
    expect([at(pits, G1), at(pits, G2)]).toEqual([
      [2, 2],
      [4, 2],
    ]);
  });

  it('AMB-09 HY-SETUP-16 the invariants take a warrior still off the board after round 1 has begun its activations, or without the option', () => {
    const sc = contest({ deployAfterFirstRoll: true });
    openHands(sc, [7, 2]);
    apply(sc, 'scorpion', { kind: 'go-first' }, new LoadedDice([]));
    placeCounters(sc);
    w(sc, G2).status = 'undeployed';
    expect(sc.rules.invariants?.(sc.state)).toEqual([`${G2} is not deployed in round 1, activation`]);
    const plain = contest({});
    w(plain, G2).status = 'undeployed';
    expect(plain.rules.invariants?.(plain.state)).toEqual([`${G2} is not deployed in round 0, opening-hand`]);
  });

  it('AMB-09 HY-SETUP-16 a bot deals the opponent’s hidden round-1 counters over his warriors waiting to deploy, not in army order', () => {
    const sc = contest({ deployAfterFirstRoll: true });
    openHands(sc, [7, 2]);
    apply(sc, 'scorpion', { kind: 'go-first' }, new LoadedDice([]));
    const none = new LoadedDice([]);
    apply(sc, 'scorpion', { kind: 'counter', warrior: S2 }, none);
    const bot = hybridBotKnowledge(sc.content, { deployAfterFirstRoll: true });
    const view = sc.rules.view(sc.state, 'griffin');
    const guesses = new Set<string>();
    for (let seed = 1; seed <= 20; seed++)
      guesses.add(bot.determinize(view, 'griffin', SeededDice.fromSeed(seed)).sides.scorpion.sequence.join());
    expect([...guesses].sort()).toEqual([S1, S2]);
  });
});

describe('AMB-09 random games with deployAfterFirstRoll on', () => {
  const missions = hybridRuleset.content.sample.missions.map((m) => m.id);
  for (const mission of missions)
    it(`${mission}: invariants after every choice, the armies off the board until the round-1 counters are placed, the game ends`, () => {
      const e = engine({ deployAfterFirstRoll: true });
      let offBoard = 0;
      const m = playRandom(e, 4000 + mission.length, { mission }, 5000, (mm) => {
        expect(e.rules.invariants?.(mm.state) ?? []).toEqual([]);
        if (mm.state.warriors.some((x) => x.status === 'undeployed')) offBoard++;
        for (const seat of ['griffin', 'scorpion'] as const) e.view(mm, seat);
      });
      expect(offBoard).toBeGreaterThan(0);
      expect(e.outcome(m)).not.toBeNull();
    });
});
