import { askBot, heuristicBot, randomBot } from '@skirmish/ai';
import { describe, expect, it } from 'vitest';
import { hybridBotKnowledge } from '../src/bot.ts';
import type { HybridChoice } from '../src/choices.ts';
import { describeChoice, drawBoard } from '../src/presenter.ts';
import { rollKey, rollSpecDist, succeeded } from '../src/roll.ts';
import type { Seat } from '../src/state.ts';
import { sees } from '../src/world.ts';
import { lcg } from './helpers.ts';
import { hybridRuleset } from '../src/index.ts';
import { sampleContent } from '../src/content/sample.ts';
import {
  activate,
  asked,
  giveEvent,
  play,
  rollShare,
  rolls,
  scenario,
  w,
  WALL3_TILE,
  windowFor,
  type Scenario,
} from './scenario.ts';
import { Rational, SeededDice, unwrap } from '@skirmish/core';

const at = (sc: Scenario, id: string) => [w(sc, id).x, w(sc, id).y];

/**
 * A Skilled Firing Purifier at (3, 0) facing north, and a Hybrid (Scorpion, NV 3) behind the wall
 * at (1, 5) facing east, activating in Offensive Combat. Walking east along row 5 he first comes
 * into the Purifier's view on (4, 5): the move stops there for the ambush.
 */
function ambush(options: Record<string, unknown> = {}): Scenario {
  const sc = scenario({
    tiles: [WALL3_TILE],
    warriors: [
      { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p1' },
      { profile: 'hybrid', at: [1, 5], facing: 'E', id: 'hybrid' },
    ],
    options,
  });
  const h = w(sc, 'hybrid');
  const seen = [1, 2, 3, 4, 5, 6].map((x) => {
    h.x = x;
    return sees(sc.ctx, sc.state, w(sc, 'p1'), h);
  });
  h.x = 1;
  expect(seen).toEqual([false, false, false, true, true, true]);
  w(sc, 'p1').watch = 1;
  sc.state.watchNext = 2;
  activate(sc, 'hybrid');
  return sc;
}

const WALK: HybridChoice = { kind: 'move', x: 6, y: 5, facing: 'E' };

/** The chance of the roll Luck would back, with it and without, from the view of `seat`. */
function luckChance(sc: Scenario, seat: Seat, c: HybridChoice): [Rational, Rational] {
  const spec = sc.rules.view(sc.state, seat).rolls?.[rollKey(c) as string];
  if (!spec) throw new Error(`no roll for ${JSON.stringify(c)}`);
  return [rollSpecDist(spec).prob(succeeded), rollSpecDist({ ...spec, luck: false }).prob(succeeded)];
}

describe('Event cards at every moment of an activation (HY-CARD-EVENT-04)', () => {
  it('HY-CARD-EVENT-04 HY-CARD-EVENT-06 the enemy plays an Event card while the move waits for the ambush, before the shot is rolled', () => {
    const sc = ambush();
    const harm = giveEvent(sc, 'griffin', 'Misfire');
    // The Mode is announced: the Griffin player, who holds a card he could play, is asked first.
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(asked(sc)).toEqual(windowFor('griffin'));
    expect(sc.rules.view(sc.state, 'scorpion').cards.window).toMatchObject({ seat: 'griffin', moment: 'mode' });
    play(sc, [['griffin', { kind: 'events-done' }]]);
    expect(asked(sc)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/move' }]);
    // The walk: two steps, a window after each (the Griffin passes), then (4, 5) and the ambush.
    play(sc, [['scorpion', WALK]]);
    expect(sc.state.cards.eventWindowMoment).toBe('step');
    expect(at(sc, 'hybrid')).toEqual([2, 5]);
    play(sc, [['griffin', { kind: 'events-done' }]]);
    expect(at(sc, 'hybrid')).toEqual([3, 5]);
    const ev = play(sc, [['griffin', { kind: 'events-done' }]]);
    expect(ev.filter((e) => e.type === 'hybrid/ambush').map((e) => e['shooter'])).toEqual(['p1']);
    expect(at(sc, 'hybrid')).toEqual([4, 5]);
    expect(rolls(ev)).toHaveLength(0);
    // Nobody holds an Action card, so the shot's card stage asks nobody; the window before the
    // roll asks the Griffin player (the Scorpion player, asked first, holds nothing).
    expect(asked(sc)).toEqual(windowFor('griffin'));
    expect(sc.state.current?.paused).toMatchObject({ reason: 'ambush', shooter: 'p1' });
    expect(sc.rules.view(sc.state, 'scorpion').cards.window).toMatchObject({ moment: 'before-shot' });
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({
      kind: 'play-event',
      card: harm,
      target: 'hybrid',
    });
    // The Hybrid (NV 3) fails the card's test on a 9 and takes a wound; then the shot, at SL 3,
    // misses on a 7; the walk goes on to (6, 5).
    const shot = play(sc, [['griffin', { kind: 'play-event', card: harm, target: 'hybrid' }]], [9, 7]);
    expect(rolls(shot).map((r) => [r['purpose'], r['kept'], r['result']])).toEqual([
      ['Event test', 9, 'failure'],
      ['Skilled Firing shot', 7, 'failure'],
    ]);
    expect(w(sc, 'hybrid').wounds).toBe(1);
    // The Reserve card, kept until now and aimed at a named warrior, is discarded once used.
    expect(sc.state.eventDiscard).toContain(harm);
    expect(sc.state.sides.griffin.eventHand).not.toContain(harm);
    expect(at(sc, 'hybrid')).toEqual([6, 5]);
    expect(sc.state.current?.paused ?? null).toBeNull();
    // With no card left, the Griffin player is asked nothing more in this activation.
    expect(asked(sc)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/move' }]);
  });

  it('HY-CARD-EVENT-04 in the middle of a move the enemy wounds the mover; the points left shrink and the move goes on', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [1, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [6, 7], facing: 'S', id: 'h' },
      ],
    });
    const harm = giveEvent(sc, 'scorpion', 'Steam Vent');
    activate(sc, 'p');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'events-done' }],
    ]);
    // Movement 7; three squares north.
    expect(sc.state.current?.mpLeft).toBe(7);
    play(sc, [['griffin', { kind: 'move', x: 1, y: 3, facing: 'N' }]]);
    // After the first step the Scorpion player may play: the Purifier stands on (1, 1).
    expect(asked(sc)).toEqual(windowFor('scorpion'));
    expect(at(sc, 'p')).toEqual([1, 1]);
    // The other seat sees where he stands, not where he is going.
    expect(sc.rules.view(sc.state, 'scorpion').current?.paused?.to).toMatchObject({ x: 1, y: 1 });
    expect(sc.rules.view(sc.state, 'griffin').current?.paused?.to).toMatchObject({ x: 1, y: 3 });
    expect(drawBoard(sc.rules.view(sc.state, 'scorpion'), 'en')).toContain(
      'Event cards (after a step of the move): the Scorpion player may play one, or pass.',
    );
    expect(drawBoard(sc.rules.view(sc.state, 'scorpion'), 'hu')).toContain(
      'Eseménykártyák (a mozgás egy lépése után): a Skorpió játékos kijátszhat egyet, vagy továbbadja a szót.',
    );
    const ev = play(sc, [['scorpion', { kind: 'play-event', card: harm, target: 'p' }]], [8]);
    expect(rolls(ev).map((r) => [r['purpose'], r['result']])).toEqual([['Event test', 'failure']]);
    expect(w(sc, 'p').wounds).toBe(1);
    // The move went on to (1, 3): 3 points of the 7, less 1 for the wound (HY-WOUND-02).
    expect(at(sc, 'p')).toEqual([1, 3]);
    expect(sc.state.current?.mpLeft).toBe(3);
    expect(asked(sc)).toEqual([{ seats: ['griffin'], kind: 'hybrid/move' }]);
  });

  it('HY-CARD-EVENT-04 after a roll: the defender heals the wound the strike just dealt; before it he had nothing to play and was not asked', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [2, 2], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [2, 3], facing: 'S', id: 'h' },
      ],
    });
    const heal = giveEvent(sc, 'scorpion', 'Lucky Break');
    activate(sc, 'p');
    // Nobody is wounded: the heal card has no target, so no window opens before the strike.
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(asked(sc)).toEqual([{ seats: ['griffin'], kind: 'hybrid/action' }]);
    // The strike (Purifier OC level 1, SL 3) hits on a 2: the Hybrid takes a wound.
    const ev = play(sc, [['griffin', { kind: 'strike', target: 'h', level: 1 }]], [2]);
    expect(rolls(ev).map((r) => [r['kept'], r['result']])).toEqual([[2, 'success']]);
    expect(w(sc, 'h').wounds).toBe(1);
    expect(asked(sc)).toEqual(windowFor('scorpion'));
    expect(sc.rules.view(sc.state, 'griffin').cards.window).toMatchObject({ moment: 'after-roll' });
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([
      { kind: 'events-done' },
      { kind: 'play-event', card: heal, target: 'h' },
    ]);
    play(sc, [['scorpion', { kind: 'play-event', card: heal, target: 'h' }]]);
    expect(w(sc, 'h').wounds).toBe(0);
    // The action is over: the Purifier's player ends his activation.
    expect(asked(sc)).toEqual([{ seats: ['griffin'], kind: 'hybrid/finish' }]);
  });

  it('HY-CARD-EVENT-04 a player whose cards cannot be played now is never asked, through a whole activation of moves and rolls', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [2, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [2, 3], facing: 'S', id: 'h' },
      ],
    });
    // A heal with nobody wounded, and Superior Strategy (played only before an Activation Roll).
    giveEvent(sc, 'scorpion', 'Lucky Break');
    giveEvent(sc, 'scorpion', 'Superior Strategy');
    activate(sc, 'p');
    const kinds: string[] = [];
    const steps: Array<[Seat, HybridChoice, number[]]> = [
      ['griffin', { kind: 'mode', mode: 'OC' }, []],
      ['griffin', { kind: 'move', x: 2, y: 2, facing: 'N' }, []],
      ['griffin', { kind: 'done' }, []],
      // The strike misses on a 9.
      ['griffin', { kind: 'strike', target: 'h', level: 1 }, [9]],
      ['griffin', { kind: 'end' }, []],
    ];
    for (const [seat, c, dice] of steps) {
      kinds.push(...asked(sc).map((d) => d.kind));
      play(sc, [[seat, c]], dice);
    }
    expect(kinds).toEqual(['hybrid/mode', 'hybrid/move', 'hybrid/move', 'hybrid/action', 'hybrid/finish']);
    expect(sc.state.current?.warrior).toBe('h');
    expect(sc.state.sides.scorpion.eventHand).toHaveLength(2);
  });

  it('HY-CARD-EVENT-04 the table option eventWindows: end asks only before the activation ends', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [1, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [6, 7], facing: 'S', id: 'h' },
      ],
      options: { eventWindows: 'end' },
    });
    giveEvent(sc, 'scorpion', 'Steam Vent');
    activate(sc, 'p');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'move', x: 1, y: 3, facing: 'N' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    expect(at(sc, 'p')).toEqual([1, 3]);
    expect(asked(sc)).toEqual(windowFor('scorpion'));
    expect(sc.state.cards.eventWindowMoment).toBe('end');
  });

  it('HY-CARD-EVENT-04 HY-CARD-EVENT-10 before the trapdoor jump roll the mover announces Luck: two dice, the higher dropped', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 1], facing: 'N', id: 'hybrid' },
        { profile: 'purifier', at: [7, 7], id: 'p' },
      ],
    });
    sc.state.board.features['3,2'] = { trapdoor: 'open' };
    for (const x of [0, 1, 2, 4, 5, 6, 7]) sc.state.board.features[`${x},2`] = { column: true };
    const luck = giveEvent(sc, 'scorpion', 'Luck');
    activate(sc, 'hybrid');
    // Luck has no roll to back at the Mode or after the first step: nobody is asked there.
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }],
    ]);
    expect(at(sc, 'hybrid')).toEqual([3, 2]);
    expect(asked(sc)).toEqual(windowFor('scorpion'));
    expect(sc.state.cards.eventWindowMoment).toBe('before-jump');
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([
      { kind: 'events-done' },
      { kind: 'play-event', card: luck },
    ]);
    // The chance beside the card, with it and without, is the share of faces the rules roll: at
    // SL 3, two dice with no 10 and the lower at 3 or under, (81 - 36)/100 = 9/20; one die 3/10.
    const c: HybridChoice = { kind: 'play-event', card: luck };
    expect(luckChance(sc, 'scorpion', c)).toEqual([Rational.of(9, 20), Rational.of(3, 10)]);
    expect(rollShare(sc, 'scorpion', c, 'Trapdoor jump', 2)).toEqual(Rational.of(9, 20));
    expect(rollShare(sc, 'scorpion', { kind: 'events-done' }, 'Trapdoor jump', 1)).toEqual(Rational.of(3, 10));
    expect(describeChoice(c, sc.rules.view(sc.state, 'scorpion'))).toMatch(
      / · with it 9\/20 \(45\.0%\) to succeed, without 3\/10 \(30\.0%\)$/,
    );
    // 8 and 2 against SL 3 (NV 3): Luck drops the 8, the 2 passes.
    const ev = play(sc, [['scorpion', { kind: 'play-event', card: luck }]], [8, 2]);
    expect(ev.find((e) => e.type === 'hybrid/luck')).toMatchObject({ rolls: [8, 2], removed: 8 });
    expect(rolls(ev)[0]).toMatchObject({ purpose: 'Trapdoor jump', kept: 2, result: 'success' });
    expect(w(sc, 'hybrid').wounds).toBe(0);
    expect(at(sc, 'hybrid')).toEqual([3, 4]);
  });

  it('HY-CARD-EVENT-10 HY-MODE-F-24 the shooter’s side holding only Luck is asked before the ambush shot (the move never paused before), and sees the shot’s chance with it and without (SL 3: 9/20, 3/10)', () => {
    const sc = ambush();
    const luck = giveEvent(sc, 'griffin', 'Luck');
    // Luck backs no roll at the Mode or after a step: the Griffin player is asked first before the shot.
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', WALK],
    ]);
    expect(asked(sc)).toEqual(windowFor('griffin'));
    expect(sc.state.cards.eventWindowMoment).toBe('before-shot');
    const c: HybridChoice = { kind: 'play-event', card: luck };
    expect(luckChance(sc, 'griffin', c)).toEqual([Rational.of(9, 20), Rational.of(3, 10)]);
    expect(rollShare(sc, 'griffin', c, 'Skilled Firing shot', 2)).toEqual(Rational.of(9, 20));
    expect(rollShare(sc, 'griffin', { kind: 'events-done' }, 'Skilled Firing shot', 1)).toEqual(Rational.of(3, 10));
    // The mover's side, not asked, sees no roll.
    expect(sc.rules.view(sc.state, 'scorpion').rolls).toBeUndefined();
  });

  it('HY-CARD-EVENT-04 the active player may play his own Event card before he announces the Mode', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [1, 0], facing: 'N', id: 'p', wounds: 1 },
        { profile: 'hybrid', at: [6, 7], facing: 'S', id: 'h' },
      ],
    });
    const heal = giveEvent(sc, 'griffin', 'Medical Cache');
    activate(sc, 'p');
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'play-event', card: heal, target: 'p' });
    play(sc, [['griffin', { kind: 'play-event', card: heal, target: 'p' }]]);
    expect(w(sc, 'p').wounds).toBe(0);
    expect(asked(sc)).toEqual([{ seats: ['griffin'], kind: 'hybrid/mode' }]);
  });

  it('the prompt and the pass are worded in English and Hungarian', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [1, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [6, 7], facing: 'S', id: 'h' },
      ],
    });
    giveEvent(sc, 'scorpion', 'Steam Vent');
    activate(sc, 'p');
    play(sc, [['griffin', { kind: 'mode', mode: 'DC' }]]);
    const view = sc.rules.view(sc.state, 'scorpion');
    expect(describeChoice({ kind: 'events-done' }, view, 'en')).toBe('Play no (more) Event card now');
    expect(describeChoice({ kind: 'events-done' }, view, 'hu')).toBe('Most nem játszol ki (több) Eseménykártyát');
    expect(drawBoard(view, 'en')).toContain('Event cards (the Mode is announced): the Scorpion player may play one');
  });
});

describe('the windows for bots and in random games', () => {
  it('the random and the heuristic bot each answer a window with one of its choices; the heuristic plays a harm card at once', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [1, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [6, 7], facing: 'S', id: 'h' },
      ],
      mission: {
        armies: { griffin: ['purifier'], scorpion: ['hybrid'] },
        deployment: [
          { side: 'griffin', rank: 4, facing: 'N', squares: [[7, 0]] },
          { side: 'scorpion', rank: 4, facing: 'S', squares: [[7, 7]] },
        ],
      },
    });
    const harm = giveEvent(sc, 'scorpion', 'Steam Vent');
    activate(sc, 'p');
    play(sc, [['griffin', { kind: 'mode', mode: 'DC' }]]);
    expect(asked(sc)).toEqual(windowFor('scorpion'));
    const knowledge = hybridBotKnowledge(sc.content);
    const legal = sc.rules.legalChoices(sc.state, 'scorpion');
    for (const bot of [randomBot(), heuristicBot(sc.rules, knowledge)])
      for (const seed of [1, 2, 3]) {
        const { choice } = askBot(bot, sc.rules, sc.state, 'scorpion', { seed, budget: { iterations: 10 } });
        expect(legal).toContainEqual(choice);
      }
    const { choice } = askBot(heuristicBot(sc.rules, knowledge), sc.rules, sc.state, 'scorpion', {
      seed: 1,
      budget: { iterations: 10 },
    });
    expect(choice).toEqual({ kind: 'play-event', card: harm, target: 'p' });
    // The window is public to both seats; the bots' guesses rebuild it from the view.
    const guess = knowledge.determinize(sc.rules.view(sc.state, 'scorpion'), 'scorpion', SeededDice.fromSeed(5));
    expect(sc.rules.legalChoices(guess, 'scorpion')).toContainEqual({ kind: 'events-done' });
  });

  it('random games with Event cards dealt to both hands: windows open for both seats at many moments, each asked seat has a choice, invariants hold, and the other seat’s view never holds his Event hand', () => {
    const rules = hybridRuleset.rules(sampleContent, {});
    const windows = { griffin: 0, scorpion: 0 };
    const moments = new Set<string>();
    // Harm and heal cards, a no-effect Reserve card and a Constant one, moved from the deck to the hands.
    const hands: Record<Seat, string[]> = {
      griffin: ['Misfire', 'Lucky Break', 'Cold Calculation', 'Ambush Orders', 'Forced March', 'Falling Debris'],
      scorpion: ['Steam Vent', 'Second Chance', 'Flicker of Doubt', 'Regroup', 'Spilled Reagents', 'Thick Smoke'],
    };
    for (const seed of [1, 2, 3]) {
      let s = unwrap(rules.setup({ mission: 'return-to-glasinhar' }, SeededDice.fromSeed(seed)));
      for (const seat of ['griffin', 'scorpion'] as const)
        for (const name of hands[seat]) {
          const id = sampleContent.eventCards.find((c) => c.name === name)?.id as string;
          s.eventDeck = s.eventDeck.filter((x) => x !== id);
          s.sides[seat].eventHand.push(id);
        }
      const dice = SeededDice.fromSeed(seed + 100);
      const rand = lcg(seed * 31 + 7);
      for (let i = 0; i < 1200 && rules.outcome(s) === null; i++) {
        const d = rules.pending(s)[0];
        if (!d) throw new Error('no decision');
        const seat = d.seats[0] as Seat;
        const legal = rules.legalChoices(s, seat);
        expect(legal.length).toBeGreaterThan(0);
        if (d.kind === 'hybrid/events') {
          windows[seat]++;
          moments.add(s.cards.eventWindowMoment ?? '?');
          const otherSeat: Seat = seat === 'griffin' ? 'scorpion' : 'griffin';
          const view = rules.view(s, otherSeat);
          expect(view.cards.window?.seat).toBe(seat);
          for (const card of s.sides[seat].eventHand) expect(view.cards.known[card]).toBeUndefined();
          expect(view.eventHand).toEqual(s.sides[otherSeat].eventHand);
          expect(legal[0]).toEqual({ kind: 'events-done' });
        }
        // In a window the player mostly passes, so his cards last and later moments come up too.
        const pass = d.kind === 'hybrid/events' && rand() < 0.8;
        const c = (pass ? legal[0] : legal[Math.floor(rand() * legal.length)]) as HybridChoice;
        const r = rules.apply(s, seat, c, dice);
        if (!r.ok) throw new Error(`${JSON.stringify(c)} refused: ${r.error.message}`);
        s = r.value.state;
        expect(rules.invariants?.(s) ?? [], JSON.stringify(c)).toEqual([]);
      }
    }
    expect(windows.griffin).toBeGreaterThan(0);
    expect(windows.scorpion).toBeGreaterThan(0);
    // Moments of several kinds came up, in the middle of activations as well as at their end (the
    // rolls' moments have their scripted tests above: random walkers seldom fight).
    expect([...moments]).toEqual(expect.arrayContaining(['mode', 'step', 'moved', 'end']));
  });
});
