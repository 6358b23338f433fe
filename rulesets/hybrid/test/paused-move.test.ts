import { askBot, heuristicBot, randomBot } from '@skirmish/ai';
import { LoadedDice, SeededDice, type GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridBotKnowledge } from '../src/bot.ts';
import type { HybridChoice } from '../src/choices.ts';
import type { Mission } from '../src/content/schema.ts';
import { describeChoice, drawBoard } from '../src/presenter.ts';
import { rollKey, rollSpecDist, succeeded } from '../src/roll.ts';
import { fireSL } from '../src/rules.ts';
import type { HybridState, Seat } from '../src/state.ts';
import { sees } from '../src/world.ts';
import { lcg } from './helpers.ts';
import {
  activate,
  play,
  rollShare,
  rolls,
  scenario,
  tryApply,
  w,
  WALL3_TILE,
  type Answer,
  type Scenario,
} from './scenario.ts';

/**
 * Skilled Firing Purifiers at (3, 0) and (4, 1), facing north, and a Hybrid (NV 3, Movement 7)
 * behind the wall at (1, 5) facing east. Walking east along row 5, the Hybrid first comes into
 * both shooters' view on (4, 5) (checked first, so the position cannot silently stop proving the
 * rules), and then goes on to (6, 5) unless the walk is stopped. Alone, p1 keeps him in view
 * there; with p2 in front of him, p1 loses him past (4, 5). Nobody sees him anew on the way.
 */
function ambushed(
  o: { watchers?: 1 | 2; hybridWounds?: number; trapdoors?: boolean; mission?: Partial<Mission> } = {},
): Scenario {
  const sc = scenario({
    tiles: [WALL3_TILE],
    ...(o.mission ? { mission: o.mission } : {}),
    warriors: [
      { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p1' },
      ...(o.watchers === 2 ? [{ profile: 'purifier', at: [4, 1], facing: 'N', id: 'p2' } as const] : []),
      { profile: 'hybrid', at: [1, 5], facing: 'E', id: 'hybrid', wounds: o.hybridWounds ?? 0 },
    ],
  });
  const h = w(sc, 'hybrid');
  const seenFrom = (id: string) =>
    [1, 2, 3, 4, 5, 6].map((x) => {
      const was = h.x;
      h.x = x;
      const r = sees(sc.ctx, sc.state, w(sc, id), h);
      h.x = was;
      return r;
    });
  if (o.watchers === 2) {
    expect(seenFrom('p1')).toEqual([false, false, false, true, false, false]);
    expect(seenFrom('p2')).toEqual([false, false, false, true, true, true]);
  } else expect(seenFrom('p1')).toEqual([false, false, false, true, true, true]);
  w(sc, 'p1').watch = o.watchers === 2 ? 2 : 1;
  if (o.watchers === 2) w(sc, 'p2').watch = 1;
  sc.state.watchNext = 3;
  // A column of open trapdoors across row 5's way at x = 2: the walk east must jump one.
  if (o.trapdoors) for (const y of [4, 5, 6, 7]) sc.state.board.features[`2,${y}`] = { trapdoor: 'open' };
  activate(sc, 'hybrid');
  play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
  // The shot's Success Level before any card: Purifier NV 3, nothing else.
  h.x = 4;
  expect(fireSL(sc.ctx, sc.state, w(sc, 'p1'), h, 0)).toBe(3);
  h.x = 1;
  return sc;
}

const WALK: HybridChoice = { kind: 'move', x: 6, y: 5, facing: 'E' };
const ambushes = (ev: readonly GameEvent[]) => ev.filter((e) => e.type === 'hybrid/ambush').map((e) => e['shooter']);
const at = (sc: Scenario, id: string) => [w(sc, id).x, w(sc, id).y];

/**
 * A corridor of columns along row 2 with one open trapdoor at (3, 2): a Hybrid at (3, 1) facing
 * north who walks to (3, 4) must jump it (path 1 + 2 + 1 = 4 MP of his 7).
 */
function trapdoorCorridor(): Scenario {
  const sc = scenario({
    warriors: [
      { profile: 'hybrid', at: [3, 1], facing: 'N', id: 'hybrid' },
      { profile: 'purifier', at: [7, 7], id: 'p' },
    ],
  });
  sc.state.board.features['3,2'] = { trapdoor: 'open' };
  for (const x of [0, 1, 2, 4, 5, 6, 7]) sc.state.board.features[`${x},2`] = { column: true };
  activate(sc, 'hybrid');
  play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
  return sc;
}

describe('a Skilled Firing ambush stops the move for Action cards (HY-MODE-F-24)', () => {
  it('HY-MODE-F-24 HY-MODE-F-17 the shooter may back his shot with one Action card, played before the mover answers', () => {
    const sc = ambushed();
    // Battle Cry (2 points) and Guard Up (2 points) for the shooter; the mover holds nothing.
    sc.state.sides.griffin.hand = ['action-10', 'action-13'];
    const ev = play(sc, [['scorpion', WALK]]);
    // The walk stops on (4, 5), where the shooter first sees him; no die is rolled yet.
    expect(ambushes(ev)).toEqual(['p1']);
    expect(rolls(ev)).toHaveLength(0);
    expect(at(sc, 'hybrid')).toEqual([4, 5]);
    expect(sc.state.current?.paused).toMatchObject({ reason: 'ambush', shooter: 'p1', stage: 'cards' });
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/ambush-cards' }]);
    // One card at most: the menu holds single cards only, and two at once are refused.
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'cards', cards: [] },
      { kind: 'cards', cards: ['action-10'] },
      { kind: 'cards', cards: ['action-13'] },
    ]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([]);
    const two = tryApply(sc, 'griffin', { kind: 'cards', cards: ['action-10', 'action-13'] }, [1]);
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.error).toMatchObject({ code: 'cards/too-many', rule: 'HY-MODE-F-24' });
    expect(sc.state.sides.griffin.hand).toEqual(['action-10', 'action-13']);
    // One card: SL 3 + 2 = 5, and a 5 hits. The mover has no card to answer with.
    const shot = play(sc, [['griffin', { kind: 'cards', cards: ['action-10'] }]], [5]);
    expect(rolls(shot)).toHaveLength(1);
    expect(rolls(shot)[0]).toMatchObject({ warrior: 'p1', sl: 5, kept: 5, result: 'success' });
    expect(sc.state.sides.griffin.hand).toEqual(['action-13']);
    expect(w(sc, 'hybrid').wounds).toBe(1);
    // The Hybrid lived: the shooter leaves Skilled Firing (HY-MODE-F-20), the walk goes on.
    expect(w(sc, 'p1').watch).toBeNull();
    expect(sc.state.current?.paused ?? null).toBeNull();
    expect(at(sc, 'hybrid')).toEqual([6, 5]);
  });

  it('HY-MODE-F-24 the mover may play several cards against the shot, one after another; after the miss the move goes on', () => {
    const sc = ambushed();
    // The shooter holds a card he does not play; the mover holds three.
    sc.state.sides.griffin.hand = ['action-05'];
    sc.state.sides.scorpion.hand = ['action-10', 'action-13', 'action-04'];
    play(sc, [
      ['scorpion', WALK],
      ['griffin', { kind: 'cards', cards: [] }],
    ]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/ambush-cards' }]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([
      { kind: 'hinder', card: null },
      { kind: 'hinder', card: 'action-10' },
      { kind: 'hinder', card: 'action-13' },
      { kind: 'hinder', card: 'action-04' },
    ]);
    play(sc, [['scorpion', { kind: 'hinder', card: 'action-10' }]]);
    // Still his turn: he may add more.
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/ambush-cards' }]);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'hinder', card: 'action-13' }],
        ['scorpion', { kind: 'hinder', card: null }],
      ],
      [2],
    );
    // SL 3 - 2 - 2 = -1: a 2, which hits at SL 3, misses now.
    expect(rolls(ev)).toHaveLength(1);
    expect(rolls(ev)[0]).toMatchObject({ warrior: 'p1', sl: -1, kept: 2, result: 'failure' });
    expect(sc.state.sides.scorpion.hand).toEqual(['action-04']);
    expect(w(sc, 'hybrid').wounds).toBe(0);
    // A miss: the shooter is out of Skilled Firing (HY-MODE-F-20) and the walk ends where chosen.
    expect(w(sc, 'p1').watch).toBeNull();
    expect(at(sc, 'hybrid')).toEqual([6, 5]);
    expect(ev.some((e) => e.type === 'hybrid/moved' && e['x'] === 6)).toBe(true);
    // Five squares east cost 5 of his 7 MP: two are left for the rest of the activation.
    expect(sc.state.current?.mpLeft).toBe(2);
    expect(sc.state.current?.stage).toBe('move');
  });

  it('HY-MODE-F-19 HY-MODE-F-24 a shot that kills ends the move where the mover stood, and the shooter stays in Skilled Firing', () => {
    const sc = ambushed({ hybridWounds: 2 });
    sc.state.sides.griffin.hand = ['action-10'];
    sc.state.sides.scorpion.hand = ['action-13'];
    play(sc, [
      ['scorpion', WALK],
      ['griffin', { kind: 'cards', cards: ['action-10'] }],
    ]);
    // SL 3 + 2 - 2 = 3: a 3 hits and the Hybrid, NV 3 with two wounds, falls.
    // His only card played, nobody is left to ask: the shot is made.
    const ev = play(sc, [['scorpion', { kind: 'hinder', card: 'action-13' }]], [3]);
    expect(rolls(ev)[0]).toMatchObject({ sl: 3, result: 'success' });
    expect(w(sc, 'hybrid').status).toBe('eliminated');
    expect(at(sc, 'hybrid')).toEqual([4, 5]);
    expect(ev.some((e) => e.type === 'hybrid/moved')).toBe(false);
    expect(w(sc, 'p1').watch).toBe(1);
    // His activation is over.
    expect(sc.state.current?.warrior).not.toBe('hybrid');
  });

  it('HY-MODE-F-18 HY-MODE-F-24 two ambushers fire in counter order, each with his own card stage', () => {
    const sc = ambushed({ watchers: 2 });
    sc.state.sides.griffin.hand = ['action-10', 'action-05'];
    sc.state.sides.scorpion.hand = ['action-13'];
    const first = play(sc, [['scorpion', WALK]]);
    // p2 holds counter 1: he is asked about first.
    expect(ambushes(first)).toEqual(['p2']);
    expect(sc.state.current?.paused).toMatchObject({ shooter: 'p2', queue: ['p2', 'p1'] });
    // p2 plays Battle Cry, the mover answers with Guard Up: SL 3 + 2 - 2 = 3, and a 7 misses.
    const shot1 = play(
      sc,
      [
        ['griffin', { kind: 'cards', cards: ['action-10'] }],
        ['scorpion', { kind: 'hinder', card: 'action-13' }],
      ],
      [7],
    );
    expect(rolls(shot1).map((r) => [r['warrior'], r['sl'], r['result']])).toEqual([['p2', 3, 'failure']]);
    expect(w(sc, 'p2').watch).toBeNull();
    // The next shooter at the same target gets his own stage; the mover has no card left.
    expect(ambushes(shot1)).toEqual(['p1']);
    expect(sc.state.current?.paused).toMatchObject({ shooter: 'p1', stage: 'cards', cards: [], against: [] });
    expect(at(sc, 'hybrid')).toEqual([4, 5]);
    const shot2 = play(sc, [['griffin', { kind: 'cards', cards: ['action-05'] }]], [4]);
    expect(rolls(shot2).map((r) => [r['warrior'], r['sl'], r['result']])).toEqual([['p1', 4, 'success']]);
    expect(w(sc, 'hybrid').wounds).toBe(1);
    expect(at(sc, 'hybrid')).toEqual([6, 5]);
  });

  it('HY-MODE-F-17 with no card in either hand the ambush asks nobody and the shot is made at once', () => {
    const sc = ambushed({ watchers: 2 });
    const ev = play(sc, [['scorpion', WALK]], [10, 10]);
    expect(ambushes(ev)).toEqual(['p2', 'p1']);
    expect(rolls(ev).map((r) => r['warrior'])).toEqual(['p2', 'p1']);
    expect(sc.state.current?.paused ?? null).toBeNull();
    expect(at(sc, 'hybrid')).toEqual([6, 5]);
  });
});

describe('the trapdoor jump stops the move for Action cards (HY-CARD-ACTION-18)', () => {
  it('HY-CARD-ACTION-18 HY-TRAP-02 the mover plays first, then the opponent his Hindrance, then the mover may add; the roll takes the net points', () => {
    const sc = trapdoorCorridor();
    sc.state.sides.scorpion.hand = ['action-10', 'action-04'];
    sc.state.sides.griffin.hand = ['action-23'];
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }]]);
    expect(rolls(ev)).toHaveLength(0);
    // He stands on the trapdoor square while the cards are played.
    expect(at(sc, 'hybrid')).toEqual([3, 2]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/jump-cards' }]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([]);
    play(sc, [['scorpion', { kind: 'cards', cards: ['action-10'] }]]);
    // The Hindrance: one card of the opponent.
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/jump-cards' }]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'hinder', card: null },
      { kind: 'hinder', card: 'action-23' },
    ]);
    play(sc, [['griffin', { kind: 'hinder', card: 'action-23' }]]);
    // He opened with a card, so he may add after the Hindrance.
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/jump-cards' }]);
    expect(sc.state.current?.paused?.stage).toBe('cards-more');
    const jump = play(sc, [['scorpion', { kind: 'cards', cards: ['action-04'] }]], [2]);
    // NV 3 + 2 - 4 + 1 = 2: a 2 succeeds.
    expect(rolls(jump)).toHaveLength(1);
    expect(rolls(jump)[0]).toMatchObject({ purpose: 'Trapdoor jump', sl: 2, kept: 2, result: 'success' });
    expect(w(sc, 'hybrid').wounds).toBe(0);
    expect(at(sc, 'hybrid')).toEqual([3, 4]);
    expect(sc.state.current?.mpLeft).toBe(3);
    expect(sc.state.sides.scorpion.hand).toEqual([]);
    expect(sc.state.sides.griffin.hand).toEqual([]);
  });

  it('HY-CARD-ACTION-18 HY-CARD-ACTION-10 HY-TRAP-04 a mover who declines gets no second word; a Hindrance makes the jump fail, and he climbs out and goes on', () => {
    const sc = trapdoorCorridor();
    sc.state.sides.scorpion.hand = ['action-10'];
    sc.state.sides.griffin.hand = ['action-13'];
    play(sc, [
      ['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }],
      ['scorpion', { kind: 'cards', cards: [] }],
    ]);
    const ev = play(sc, [['griffin', { kind: 'hinder', card: 'action-13' }]], [2]);
    // SL 3 - 2 = 1: a 2 fails; the wound costs one MP at once, and the move goes on.
    expect(rolls(ev)[0]).toMatchObject({ purpose: 'Trapdoor jump', sl: 1, result: 'failure' });
    expect(w(sc, 'hybrid').wounds).toBe(1);
    expect(at(sc, 'hybrid')).toEqual([3, 4]);
    expect(sc.state.current?.mpLeft).toBe(2);
    expect(sc.state.sides.scorpion.hand).toEqual(['action-10']);
  });

  it('HY-CARD-ACTION-18 HY-TRAP-15 no card is asked for on the roll of a Trap counter', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 1], facing: 'N', id: 'hybrid' },
        { profile: 'purifier', at: [7, 7], id: 'p' },
      ],
    });
    sc.state.eventCounters['3,2'] = true;
    sc.state.sides.scorpion.hand = ['action-10'];
    sc.state.sides.griffin.hand = ['action-13'];
    activate(sc, 'hybrid');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 3, y: 2, facing: 'N' }],
      ['scorpion', { kind: 'done' }],
    ]);
    const ev = play(sc, [['scorpion', { kind: 'event-counter' }]], [7]);
    // NV 3 + 3 = 6 with no card: a 7 fails at once.
    expect(rolls(ev)[0]).toMatchObject({ rule: 'HY-TRAP-14', sl: 6, result: 'failure' });
    expect(ev.some((e) => e.type === 'hybrid/cards' || e.type === 'hybrid/hindrance')).toBe(false);
    expect(sc.state.sides.scorpion.hand).toEqual(['action-10']);
    expect(sc.state.sides.griffin.hand).toEqual(['action-13']);
  });
});

describe('a paused move in the view, for bots, and on the fast path', () => {
  it('both seats see the pause and the cards played face up, never the other hand', () => {
    const sc = ambushed();
    sc.state.sides.griffin.hand = ['action-10', 'action-21'];
    sc.state.sides.scorpion.hand = ['action-13', 'action-24'];
    play(sc, [
      ['scorpion', WALK],
      ['griffin', { kind: 'cards', cards: ['action-10'] }],
    ]);
    for (const seat of ['griffin', 'scorpion'] as const) {
      const view = sc.rules.view(sc.state, seat);
      expect(view.current?.paused).toMatchObject({ reason: 'ambush', shooter: 'p1', cards: ['action-10'] });
      const theirs = seat === 'griffin' ? ['action-13', 'action-24'] : ['action-21'];
      const text = JSON.stringify(view);
      for (const card of theirs) expect(text).not.toContain(`"${card}"`);
      expect(view.hand).toEqual(seat === 'griffin' ? ['action-21'] : ['action-13', 'action-24']);
    }
    const view = sc.rules.view(sc.state, 'scorpion');
    expect(view.current?.paused?.stage).toBe('against');
    // Where the mover means to go is his own: the shooter's seat sees only where he stands.
    expect(view.current?.paused?.to).toMatchObject({ x: 6, y: 5 });
    const shooterView = sc.rules.view(sc.state, 'griffin');
    expect(shooterView.current?.paused?.to).toMatchObject({ x: 4, y: 5 });
    expect(shooterView.current?.paused?.path.at(-1)).toMatchObject({ x: 4, y: 5 });
    expect(JSON.stringify(shooterView.current)).not.toContain('"x":6');
    // The board says what stopped the move and which cards are down, in both languages.
    expect(drawBoard(view, 'en')).toContain('Movement stopped: Purifier fires at Hybrid on E6 (Skilled Firing).');
    expect(drawBoard(view, 'en')).toContain("Shooter's card: Battle Cry");
    expect(drawBoard(view, 'hu')).toContain('A mozgás megáll: Tisztító lesből Hibrid felé lő');
    // Each with the shot's chance if no more cards follow (from the view's numbers, choice-odds.test.ts).
    expect(describeChoice({ kind: 'hinder', card: 'action-13' }, view, 'en')).toMatch(
      /^Play Guard Up against the shot \(for points\) · their roll \S+ \(\d+\.\d%\) to succeed if no more cards follow$/,
    );
    expect(describeChoice({ kind: 'hinder', card: null }, view, 'hu')).toMatch(
      /^Nem játszol ki \(több\) lapot a lövés ellen · az ellenfél dobásának esélye/,
    );
  });

  it('the random and the heuristic bot each answer a paused move with one of its card choices', () => {
    // The bots' guesses of hidden things start from a setup of the mission: give it armies.
    const sc = ambushed({
      mission: {
        armies: { griffin: ['purifier'], scorpion: ['hybrid'] },
        deployment: [
          { side: 'griffin', rank: 4, facing: 'N', squares: [[7, 0]] },
          { side: 'scorpion', rank: 4, facing: 'S', squares: [[7, 7]] },
        ],
      },
    });
    sc.state.sides.griffin.hand = ['action-10', 'action-21'];
    sc.state.sides.scorpion.hand = ['action-13', 'action-24'];
    play(sc, [['scorpion', WALK]]);
    const knowledge = hybridBotKnowledge(sc.content);
    for (const bot of [randomBot(), heuristicBot(sc.rules, knowledge)]) {
      for (const seed of [1, 2, 3]) {
        const seat = sc.rules.pending(sc.state)[0]?.seats[0] as Seat;
        const legal = sc.rules.legalChoices(sc.state, seat);
        const { choice } = askBot(bot, sc.rules, sc.state, seat, { seed, budget: { iterations: 10 } });
        expect(legal).toContainEqual(choice);
      }
    }
    // A bot game from the pause on: bots play the stages out and the activation goes on.
    const bot = heuristicBot(sc.rules, knowledge);
    for (let i = 0; i < 10 && sc.state.current?.paused; i++) {
      const seat = sc.rules.pending(sc.state)[0]?.seats[0] as Seat;
      const { choice } = askBot(bot, sc.rules, sc.state, seat, { seed: i, budget: { iterations: 10 } });
      play(sc, [[seat, choice]], [5]);
    }
    expect(sc.state.current?.paused ?? null).toBeNull();
  });

  it('random card play through jumps and ambushes: the fast path agrees, invariants hold, no hand shows in the other view', () => {
    let paused = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const sc = ambushed({ watchers: 2, trapdoors: true });
      const fast = sc.rules.fast;
      if (!fast) throw new Error('no fast path');
      // Three cards a side from the deck, a different slice for each seed.
      for (const side of ['griffin', 'scorpion'] as const) {
        const at = (seed * 3 + (side === 'griffin' ? 0 : 7)) % (sc.state.actionDeck.length - 3);
        sc.state.sides[side].hand = sc.state.actionDeck.splice(at, 3);
      }
      const checked = SeededDice.fromSeed(seed);
      const loose = SeededDice.fromSeed(seed);
      const rand = lcg(seed);
      let copy: HybridState = fast.clone(sc.state);
      let choice: HybridChoice = WALK;
      let seat: Seat = 'scorpion';
      for (let i = 0; i < 40 && sc.state.current?.warrior === 'hybrid' && !sc.state.outcome; i++) {
        if (i > 0) {
          seat = sc.rules.pending(sc.state)[0]?.seats[0] as Seat;
          const legal = sc.rules.legalChoices(sc.state, seat);
          expect(sc.rules.legalChoices(copy, seat)).toEqual(legal);
          choice = legal[Math.floor(rand() * legal.length)] as HybridChoice;
        }
        const r = sc.rules.apply(sc.state, seat, choice, checked);
        if (!r.ok) throw new Error(`${JSON.stringify(choice)}: ${r.error.code}`);
        sc.state = r.value.state;
        copy = fast.applyInPlace(copy, seat, choice, loose);
        expect(copy).toEqual(sc.state);
        expect(sc.rules.invariants?.(sc.state) ?? []).toEqual([]);
        if (sc.state.current?.paused) paused++;
        for (const me of ['griffin', 'scorpion'] as const) {
          const view = sc.rules.view(sc.state, me);
          const text = JSON.stringify(view);
          const them = me === 'griffin' ? 'scorpion' : 'griffin';
          // A card taken back from the face-up discard (an Effect played on the roll) was seen going in.
          for (const card of sc.state.sides[them].hand)
            if (!view.cards.opponentShown.includes(card)) expect(text).not.toContain(`"${card}"`);
        }
      }
    }
    // The walk east stops for cards on most seeds: the loop did go through paused moves.
    expect(paused).toBeGreaterThan(12);
  });

  it('clone and applyInPlace go through a jump and two ambushes in one move exactly as the checked path', () => {
    const sc = ambushed({ watchers: 2, trapdoors: true });
    sc.state.sides.griffin.hand = ['action-10', 'action-05'];
    sc.state.sides.scorpion.hand = ['action-13', 'action-04', 'action-15'];
    const fast = sc.rules.fast;
    if (!fast) throw new Error('no fast path');
    const steps: Array<readonly [Seat, HybridChoice]> = [
      ['scorpion', WALK],
      // The jump at (2, 5): the mover opens with a card, no Hindrance, he adds one more.
      ['scorpion', { kind: 'cards', cards: ['action-04'] }],
      ['griffin', { kind: 'hinder', card: null }],
      ['scorpion', { kind: 'cards', cards: ['action-15'] }],
      // p2's ambush on (4, 5): his card, the mover's answer.
      ['griffin', { kind: 'cards', cards: ['action-10'] }],
      ['scorpion', { kind: 'hinder', card: 'action-13' }],
      // p1's ambush: his card; the mover has nothing left.
      ['griffin', { kind: 'cards', cards: ['action-05'] }],
    ];
    // The jump: a 1 at SL 3 + 1 + 2; p2 misses with a 9 at SL 3, p1 hits with a 4 at SL 4.
    const script = [1, 9, 4];
    const checked = new LoadedDice(script);
    const loose = new LoadedDice(script);
    let copy: HybridState = fast.clone(sc.state);
    const kinds: string[] = [];
    for (const [seat, choice] of steps) {
      expect(sc.rules.legalChoices(copy, seat)).toEqual(sc.rules.legalChoices(sc.state, seat));
      const r = sc.rules.apply(sc.state, seat, choice, checked);
      if (!r.ok) throw new Error(`${JSON.stringify(choice)}: ${r.error.code}`);
      sc.state = r.value.state;
      copy = fast.applyInPlace(copy, seat, choice, loose);
      expect(copy).toEqual(sc.state);
      kinds.push(sc.rules.pending(sc.state)[0]?.kind ?? 'none');
    }
    expect(kinds).toEqual([
      'hybrid/jump-cards',
      'hybrid/jump-cards',
      'hybrid/jump-cards',
      'hybrid/ambush-cards',
      'hybrid/ambush-cards',
      'hybrid/ambush-cards',
      'hybrid/move',
    ]);
    expect(at(sc, 'hybrid')).toEqual([6, 5]);
    expect(w(sc, 'hybrid').wounds).toBe(1);
  });
});

describe('the odds beside a card on a paused move’s roll', () => {
  /** No more cards on the paused roll: each later card stage answered with none. */
  const noMoreCards: Answer = (state, rules) => {
    const d = rules.pending(state)[0];
    if (!d || (d.kind !== 'hybrid/ambush-cards' && d.kind !== 'hybrid/jump-cards')) return null;
    const seat = d.seats[0] as Seat;
    return state.current?.paused?.stage === 'against'
      ? [seat, { kind: 'hinder', card: null }]
      : [seat, { kind: 'cards', cards: [] }];
  };

  /** Each card choice of `seat` now: the chance its view shows, and the share through the rules. */
  function checkAll(sc: Scenario, seat: Seat, purpose: string): number {
    const view = sc.rules.view(sc.state, seat);
    const options = sc.rules.legalChoices(sc.state, seat).filter((c) => c.kind === 'cards' || c.kind === 'hinder');
    for (const c of options) {
      const spec = view.rolls?.[rollKey(c) as string];
      if (!spec) throw new Error(`no numbers for ${JSON.stringify(c)}`);
      expect(rollSpecDist(spec).prob(succeeded), JSON.stringify(c)).toEqual(
        rollShare(sc, seat, c, purpose, 1, { answer: noMoreCards }),
      );
    }
    return options.length;
  }

  it('HY-MODE-F-24 a Skilled Firing shot: the shooter’s card and each card the mover plays against it', () => {
    const sc = ambushed();
    sc.state.sides.griffin.hand = ['action-10', 'action-21', 'action-04'];
    sc.state.sides.scorpion.hand = ['action-13', 'action-24', 'action-05'];
    play(sc, [['scorpion', WALK]]);
    expect(checkAll(sc, 'griffin', 'Skilled Firing shot')).toBeGreaterThan(2);
    // Battle Cry (+2): SL 3 + 2 = 5.
    const spec = sc.rules.view(sc.state, 'griffin').rolls?.['cards:action-10:points'];
    expect(spec).toMatchObject({ sl: 5, dice: 1 });
    play(sc, [['griffin', { kind: 'cards', cards: ['action-10'] }]]);
    expect(checkAll(sc, 'scorpion', 'Skilled Firing shot')).toBeGreaterThan(2);
    // The shooter's seat has no card to choose now, and its view carries no numbers.
    expect(sc.rules.view(sc.state, 'griffin').rolls).toBeUndefined();
  });

  it('HY-TRAP-02 HY-CARD-ACTION-18 a trapdoor jump: the mover’s cards, the Hindrance, and the cards after it', () => {
    const sc = trapdoorCorridor();
    sc.state.sides.scorpion.hand = ['action-10', 'action-04', 'action-05'];
    sc.state.sides.griffin.hand = ['action-23', 'action-11'];
    play(sc, [['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }]]);
    expect(checkAll(sc, 'scorpion', 'Trapdoor jump')).toBeGreaterThan(2);
    play(sc, [['scorpion', { kind: 'cards', cards: ['action-10'] }]]);
    expect(checkAll(sc, 'griffin', 'Trapdoor jump')).toBeGreaterThan(1);
    // Misstep for its Effect: a 9 fails the jump too.
    const fumble = sc.rules.view(sc.state, 'griffin').rolls?.['hinder:action-11:effect'];
    expect(fumble).toMatchObject({ fumble: true });
    play(sc, [['griffin', { kind: 'hinder', card: 'action-23' }]]);
    expect(checkAll(sc, 'scorpion', 'Trapdoor jump')).toBeGreaterThan(1);
  });
});
