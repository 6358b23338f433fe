import { askBot, heuristicBot, mctsBot, randomBot } from '@skirmish/ai';
import { Rational, SeededDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridBotKnowledge } from '../src/bot.ts';
import type { HybridChoice } from '../src/choices.ts';
import { hybridPresenter } from '../src/presenter.ts';
import { rollKey, rollSpecDist, succeeded, type RollSpec } from '../src/roll.ts';
import type { Seat } from '../src/state.ts';
import { lcg } from './helpers.ts';
import {
  activate,
  asked,
  giveEvent,
  play,
  rollShare,
  rolls,
  scenario,
  w,
  windowFor,
  type Scenario,
} from './scenario.ts';

// Profiles (sample content): Seneschal NV 4 with Combined Attack/3; Hybrid NV 3, OC 4, Fused
// Weapons +2; Knight of Hod NV 4, DC 4, Blessed Blade +1 OC.

const luckEvents = (ev: ReturnType<typeof play>) => ev.filter((e) => e.type === 'hybrid/luck');

/**
 * A wounded Seneschal (Griffin, printed NV 4, Combined Attack) in front of a Hybrid; the Griffin
 * player holds Luck, the Scorpion player nothing. He strikes with the Combined Attack; the strike
 * roll (9) misses.
 */
function combined(options: Record<string, unknown> = {}) {
  const sc = scenario({
    warriors: [
      { profile: 'seneschal', at: [3, 3], facing: 'N', wounds: 2, id: 'sen' },
      { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'hyb' },
    ],
    options,
  });
  const luck = giveEvent(sc, 'griffin', 'Luck');
  activate(sc, 'sen');
  play(sc, [
    ['griffin', { kind: 'mode', mode: 'OC' }],
    ['griffin', { kind: 'done' }],
  ]);
  return { sc, luck };
}

/**
 * A Hybrid (Scorpion) strikes a Knight of Hod in Defensive Combat, who parries at level 3 (Skilled
 * Parry); the Griffin player, the defender's, holds Luck.
 */
function riposte() {
  const sc = scenario({
    warriors: [
      { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'hyb' },
      { profile: 'knight-of-hod', at: [3, 4], facing: 'S', dc: true, id: 'kn' },
    ],
    // The mission's armies and zones, for the bots' guesses at the hidden parts.
    mission: {
      armies: { griffin: ['knight-of-hod'], scorpion: ['hybrid'] },
      deployment: [
        { side: 'griffin', rank: 4, facing: 'S', squares: [[3, 4]] },
        { side: 'scorpion', rank: 4, facing: 'N', squares: [[3, 3]] },
      ],
    },
  });
  const luck = giveEvent(sc, 'griffin', 'Luck');
  activate(sc, 'hyb');
  play(sc, [
    ['scorpion', { kind: 'mode', mode: 'OC' }],
    ['scorpion', { kind: 'done' }],
    ['scorpion', { kind: 'strike', target: 'kn', level: 1 }],
    ['griffin', { kind: 'parry', level: 3 }],
  ]);
  // Before the strike roll the defender may announce Luck for his parry: he keeps it.
  expect(asked(sc)).toEqual(windowFor('griffin'));
  expect(sc.state.current?.action?.queue[0]?.kind).toBe('strike');
  return { sc, luck };
}

describe('Luck on the Combined Attack blow (HY-CARD-EVENT-10, HY-APT-08)', () => {
  it('HY-CARD-EVENT-10 HY-APT-08 HY-CARD-EVENT-04 the striker’s side is asked before the blow; Luck adds a die and sets aside the highest that is not a 10', () => {
    const { sc, luck } = combined();
    play(sc, [['griffin', { kind: 'strike', target: 'hyb', level: 1, combined: true }]]);
    // Before the strike roll: the Griffin player may back his strike; he keeps the card.
    expect(asked(sc)).toEqual(windowFor('griffin'));
    let ev = play(sc, [['griffin', { kind: 'events-done' }]], [9]);
    expect(rolls(ev).map((r) => r['purpose'])).toEqual(['Strike (level 1)']);
    // Before the blow: the Griffin player alone (the Scorpion player holds no card) is asked.
    expect(asked(sc)).toEqual(windowFor('griffin'));
    expect(sc.state.cards.eventWindowMoment).toBe('before-roll');
    expect(sc.state.current?.action?.queue[0]?.kind).toBe('combined');
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'events-done' },
      { kind: 'play-event', card: luck },
    ]);
    // 7 and 3 against the printed NV 4: Luck sets the 7 aside, the 3 hits.
    ev = play(sc, [['griffin', { kind: 'play-event', card: luck }]], [7, 3]);
    expect(luckEvents(ev)).toEqual([expect.objectContaining({ seat: 'griffin', rolls: [7, 3], removed: 7 })]);
    expect(rolls(ev)).toEqual([
      expect.objectContaining({ purpose: 'Combined Attack', rolls: [7, 3], kept: 3, sl: 4, result: 'success' }),
    ]);
    expect(w(sc, 'hyb').wounds).toBe(1);
    expect(sc.state.sides.griffin.eventHand).not.toContain(luck);
    expect(sc.state.eventDiscard).toContain(luck);
  });

  it('HY-CARD-EVENT-10 AMB-32 a 10 among the blow’s dice is never set aside: 10 and 2 keep the 10, a Critical Failure', () => {
    const { sc, luck } = combined();
    play(
      sc,
      [
        ['griffin', { kind: 'strike', target: 'hyb', level: 1, combined: true }],
        ['griffin', { kind: 'events-done' }],
      ],
      [9],
    );
    const ev = play(sc, [['griffin', { kind: 'play-event', card: luck }]], [10, 2]);
    expect(luckEvents(ev)[0]).toMatchObject({ rolls: [10, 2], removed: 2 });
    expect(rolls(ev)[0]).toMatchObject({ purpose: 'Combined Attack', kept: 10, result: 'critical' });
    expect(w(sc, 'hyb').wounds).toBe(0);
  });

  it('HY-APT-08 passing the window leaves the blow one die', () => {
    const { sc } = combined();
    play(
      sc,
      [
        ['griffin', { kind: 'strike', target: 'hyb', level: 1, combined: true }],
        ['griffin', { kind: 'events-done' }],
      ],
      [9],
    );
    const ev = play(sc, [['griffin', { kind: 'events-done' }]], [5, 1]);
    expect(luckEvents(ev)).toEqual([]);
    expect(rolls(ev)).toEqual([expect.objectContaining({ purpose: 'Combined Attack', rolls: [5], result: 'failure' })]);
    expect(w(sc, 'hyb').wounds).toBe(0);
  });

  it('HY-CARD-EVENT-04 a seat with no playable card is not asked before the blow', () => {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3], facing: 'N', id: 'sen' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'hyb' },
      ],
    });
    // Luck in the Scorpion hand: it backs no roll of his in this action, so nobody is asked.
    giveEvent(sc, 'scorpion', 'Luck');
    activate(sc, 'sen');
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: 'hyb', level: 1, combined: true }],
      ],
      [9, 4],
    );
    expect(rolls(ev).map((r) => [r['purpose'], r['kept']])).toEqual([
      ['Strike (level 1)', 9],
      ['Combined Attack', 4],
    ]);
    expect(asked(sc)).not.toEqual(windowFor('scorpion'));
  });

  it('HY-CARD-EVENT-04 under eventWindows "end" nothing changes: no window before the blow, one die', () => {
    const { sc } = combined({ eventWindows: 'end' });
    const ev = play(sc, [['griffin', { kind: 'strike', target: 'hyb', level: 1, combined: true }]], [9, 7, 3]);
    expect(rolls(ev).map((r) => [r['purpose'], r['rolls']])).toEqual([
      ['Strike (level 1)', [9]],
      ['Combined Attack', [7]],
    ]);
    expect(luckEvents(ev)).toEqual([]);
  });
});

describe('Luck on the Skilled Parry counter-strike (HY-CARD-EVENT-10, HY-MODE-DC-09)', () => {
  it('HY-CARD-EVENT-10 HY-MODE-DC-09 HY-CARD-EVENT-04 the defender’s side is asked before the counter-strike; Luck adds a die and sets aside the highest that is not a 10', () => {
    const { sc, luck } = riposte();
    // Strike 2 hits, parry 3 holds: the counter-strike comes next.
    let ev = play(sc, [['griffin', { kind: 'events-done' }]], [2, 3]);
    expect(rolls(ev).map((r) => r['purpose'])).toEqual(['Strike (level 1)', 'Parry (level 3)']);
    expect(asked(sc)).toEqual(windowFor('griffin'));
    expect(sc.state.cards.eventWindowMoment).toBe('before-roll');
    expect(sc.state.current?.action?.queue[0]?.kind).toBe('riposte');
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'events-done' },
      { kind: 'play-event', card: luck },
    ]);
    // 8 and 2 against SL 5 (NV 4 + Blessed Blade 1): Luck sets the 8 aside, the 2 hits.
    ev = play(sc, [['griffin', { kind: 'play-event', card: luck }]], [8, 2]);
    expect(luckEvents(ev)).toEqual([expect.objectContaining({ seat: 'griffin', rolls: [8, 2], removed: 8 })]);
    expect(rolls(ev)).toEqual([
      expect.objectContaining({
        purpose: 'Skilled Parry counter-strike',
        rolls: [8, 2],
        kept: 2,
        sl: 5,
        result: 'success',
      }),
    ]);
    expect(w(sc, 'hyb').wounds).toBe(1);
  });

  it('HY-MODE-DC-09 passing the window leaves the counter-strike one die', () => {
    const { sc } = riposte();
    play(sc, [['griffin', { kind: 'events-done' }]], [2, 3]);
    const ev = play(sc, [['griffin', { kind: 'events-done' }]], [8, 2]);
    expect(rolls(ev)).toEqual([
      expect.objectContaining({ purpose: 'Skilled Parry counter-strike', rolls: [8], result: 'failure' }),
    ]);
    expect(w(sc, 'hyb').wounds).toBe(0);
  });

  it('HY-CARD-EVENT-10 the attacker’s side is not offered Luck for the defender’s counter-strike', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'hyb' },
        { profile: 'knight-of-hod', at: [3, 4], facing: 'S', dc: true, id: 'kn' },
      ],
    });
    giveEvent(sc, 'scorpion', 'Luck');
    activate(sc, 'hyb');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'strike', target: 'kn', level: 1 }],
      ['griffin', { kind: 'parry', level: 3 }],
    ]);
    // Asked before his own strike roll, he passes; the counter-strike is rolled with no question.
    expect(asked(sc)).toEqual(windowFor('scorpion'));
    const ev = play(sc, [['scorpion', { kind: 'events-done' }]], [2, 3, 4]);
    expect(rolls(ev).map((r) => [r['purpose'], r['rolls']])).toEqual([
      ['Strike (level 1)', [2]],
      ['Parry (level 3)', [3]],
      ['Skilled Parry counter-strike', [4]],
    ]);
  });
});

describe('the bots answer the window before the blows', () => {
  it('the random, heuristic and search bots each answer the window before the counter-strike with a legal choice', () => {
    const { sc } = riposte();
    play(sc, [['griffin', { kind: 'events-done' }]], [2, 3]);
    expect(sc.state.current?.action?.queue[0]?.kind).toBe('riposte');
    const knowledge = hybridBotKnowledge(sc.content);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    for (const bot of [randomBot(), heuristicBot(sc.rules, knowledge), mctsBot(sc.rules, knowledge, knowledge.search)])
      for (const seed of [1, 2]) {
        const { choice } = askBot(bot, sc.rules, sc.state, 'griffin', { seed, budget: { iterations: 20 } });
        expect(legal).toContainEqual(choice);
      }
  });

  it('random games on a small board where both hands hold Luck run through, with windows before the blows', () => {
    // Windows before blows are rare in uniform random play (none in 40 games): here half the
    // choices that lead toward a blow (an attack or defence mode, a Combined Attack, a riposte)
    // are taken whenever one is offered.
    let blows = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const sc = scenario({
        warriors: [
          { profile: 'seneschal', at: [3, 3], facing: 'N', id: 'sen' },
          { profile: 'knight-of-hod', at: [4, 3], facing: 'N', dc: true, id: 'kn' },
          { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h1' },
          { profile: 'hybrid', at: [4, 4], facing: 'S', id: 'h2' },
        ],
      });
      const luck = giveEvent(sc, 'griffin', 'Luck');
      activate(sc, 'sen');
      const { rules } = sc;
      let s = sc.state;
      const dice = SeededDice.fromSeed(seed + 200);
      const rand = lcg(seed * 17 + 3);
      for (let i = 0; i < 2000 && rules.outcome(s) === null; i++) {
        // Luck goes back to a hand once played, so the windows keep coming.
        if (!s.sides.griffin.eventHand.includes(luck) && !s.sides.scorpion.eventHand.includes(luck)) {
          s.eventDeck = s.eventDeck.filter((x) => x !== luck);
          s.eventDiscard = s.eventDiscard.filter((x) => x !== luck);
          s.sides[i % 2 === 0 ? 'griffin' : 'scorpion'].eventHand.push(luck);
        }
        const d = rules.pending(s)[0];
        if (!d) break;
        const seat = d.seats[0] as Seat;
        const legal = rules.legalChoices(s, seat);
        expect(legal.length).toBeGreaterThan(0);
        const q = s.current?.action?.queue[0];
        if (d.kind === 'hybrid/events' && (q?.kind === 'combined' || q?.kind === 'riposte')) blows++;
        const blowing = legal.filter((c) => /combined|riposte|"DC"|"OC"/i.test(JSON.stringify(c)));
        const pool = blowing.length > 0 && rand() < 0.5 ? blowing : legal;
        const choice = pool[Math.floor(rand() * pool.length)]!;
        s = unwrap(rules.apply(s, seat, choice, dice)).state;
      }
    }
    expect(blows).toBeGreaterThan(0);
  });
});

describe('the odds beside Luck in the window before a roll (HY-CARD-EVENT-10)', () => {
  /** The numbers the view of `seat` gives for playing Luck now. */
  function luckSpec(sc: Scenario, seat: Seat, luck: string): RollSpec {
    const spec = sc.rules.view(sc.state, seat).rolls?.[rollKey({ kind: 'play-event', card: luck }) as string];
    if (!spec) throw new Error('no roll for Luck');
    return spec;
  }
  const chance = (spec: RollSpec): Rational => rollSpecDist(spec).prob(succeeded);
  const words = (sc: Scenario, seat: Seat, c: HybridChoice, locale: 'en' | 'hu' = 'en') =>
    hybridPresenter.choice(c, sc.rules.view(sc.state, seat), locale);

  it('HY-CARD-EVENT-10 HY-APT-08 before the Combined Attack blow: with Luck 14/25 at the printed NV 4, without 2/5, each the share of faces the rules roll', () => {
    const { sc, luck } = combined();
    play(sc, [['griffin', { kind: 'strike', target: 'hyb', level: 1, combined: true }]]);
    play(sc, [['griffin', { kind: 'events-done' }]], [9]);
    expect(sc.state.current?.action?.queue[0]?.kind).toBe('combined');
    const c: HybridChoice = { kind: 'play-event', card: luck };
    const spec = luckSpec(sc, 'griffin', luck);
    expect(spec).toMatchObject({ sl: 4, dice: 1, luck: true });
    // By hand: two dice; a success needs no 10 and the lower at 4 or under: (81 - 25)/100.
    expect(chance(spec)).toEqual(Rational.of(14, 25));
    expect(chance(spec)).toEqual(rollShare(sc, 'griffin', c, 'Combined Attack', 2));
    expect(chance({ ...spec, luck: false })).toEqual(
      rollShare(sc, 'griffin', { kind: 'events-done' }, 'Combined Attack', 1),
    );
    expect(words(sc, 'griffin', c)).toMatch(/ · with it 14\/25 \(56\.0%\) to succeed, without 2\/5 \(40\.0%\)$/);
    expect(words(sc, 'griffin', c, 'hu')).toMatch(/ · a siker esélye: vele 14\/25 \(56,0%\), nélküle 2\/5 \(40,0%\)$/);
    // Passing says nothing, and the other seat, not asked, sees no roll.
    expect(words(sc, 'griffin', { kind: 'events-done' })).not.toContain('%');
    expect(sc.rules.view(sc.state, 'scorpion').rolls).toBeUndefined();
  });

  it('HY-CARD-EVENT-10 before the strike roll the striker’s Luck backs his strike: the chance is the share of faces the rules roll', () => {
    const { sc, luck } = combined();
    play(sc, [['griffin', { kind: 'strike', target: 'hyb', level: 1, combined: true }]]);
    expect(sc.state.current?.action?.queue[0]?.kind).toBe('strike');
    const c: HybridChoice = { kind: 'play-event', card: luck };
    const spec = luckSpec(sc, 'griffin', luck);
    expect(spec.luck).toBe(true);
    expect(chance(spec)).toEqual(rollShare(sc, 'griffin', c, 'Strike (level', 2));
    expect(chance({ ...spec, luck: false })).toEqual(
      rollShare(sc, 'griffin', { kind: 'events-done' }, 'Strike (level', 1),
    );
    expect(words(sc, 'griffin', c)).toMatch(/ · with it \d+\/\d+ \(\d+\.\d%\) to succeed, without /);
  });

  it('HY-CARD-EVENT-10 HY-MODE-DC-06 before the strike roll the defender’s Luck backs his parry: the chance is the parry’s if the strike hits', () => {
    const { sc, luck } = riposte();
    const c: HybridChoice = { kind: 'play-event', card: luck };
    const spec = luckSpec(sc, 'griffin', luck);
    expect(spec.luck).toBe(true);
    // The strike hits on a 2; then the parry's faces.
    expect(chance(spec)).toEqual(rollShare(sc, 'griffin', c, 'Parry', 2, { before: [2] }));
    expect(chance({ ...spec, luck: false })).toEqual(
      rollShare(sc, 'griffin', { kind: 'events-done' }, 'Parry', 1, { before: [2] }),
    );
    expect(words(sc, 'griffin', c)).toMatch(/ · with it \d+\/\d+ \(\d+\.\d%\) to parry if it hits, without \d+\/\d+ /);
    expect(words(sc, 'griffin', c, 'hu')).toMatch(/ · a hárítás esélye, ha a támadás talál: vele \d+\/\d+ /);
  });

  it('HY-CARD-EVENT-10 HY-MODE-DC-09 before the Skilled Parry counter-strike: with Luck 13/20 at SL 5, without 1/2', () => {
    const { sc, luck } = riposte();
    play(sc, [['griffin', { kind: 'events-done' }]], [2, 3]);
    expect(sc.state.current?.action?.queue[0]?.kind).toBe('riposte');
    const c: HybridChoice = { kind: 'play-event', card: luck };
    const spec = luckSpec(sc, 'griffin', luck);
    expect(spec).toMatchObject({ sl: 5, dice: 1, luck: true });
    expect(chance(spec)).toEqual(Rational.of(13, 20));
    expect(chance(spec)).toEqual(rollShare(sc, 'griffin', c, 'Skilled Parry counter-strike', 2));
    expect(chance({ ...spec, luck: false })).toEqual(
      rollShare(sc, 'griffin', { kind: 'events-done' }, 'Skilled Parry counter-strike', 1),
    );
    expect(words(sc, 'griffin', c)).toMatch(/ · with it 13\/20 \(65\.0%\) to succeed, without 1\/2 \(50\.0%\)$/);
  });
});
