import { describe, expect, it } from 'vitest';
import { Rational } from '@skirmish/core';
import { rollKey, rollSpecDist, succeeded } from '../src/roll.ts';
import { activate, giveEvent, play, rolls, scenario, w } from './scenario.ts';

// Profiles (sample content): Purifier NV 3, F 4. Hybrid NV 3, OC 4, Fused Weapons +2 OC.
// Aberration 2x2, NV 5, OC 5, Brutish Strength/2. Knight of Hod NV 4, Aura/1.

describe('an Expert Move victim rolls at -2 on every Natural Roll (HY-MODE-MV-10)', () => {
  it('HY-MODE-MV-10 HY-TRAP-14 the Trap roll of an Expert Move victim is NV + 3 - 2: a 5 fails at SL 4', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [7, 7], facing: 'S', id: 'h' },
      ],
    });
    sc.state.eventCounters['3,3'] = true;
    w(sc, 'p').blocked = 'expert';
    activate(sc, 'p');
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'event-counter' }],
      ],
      [5],
    );
    expect(rolls(ev)[0]).toMatchObject({ purpose: 'Trap', sl: 4, result: 'failure' });
    expect(w(sc, 'p').wounds).toBe(1);
  });

  it('HY-MODE-MV-10 an Event card test of an Expert Move victim is his NV - 2: a 2 fails at SL 1', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [1, 1], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [6, 6], facing: 'S', id: 'p' },
      ],
    });
    const harm = sc.content.eventCards.find((c) => c.effect === 'harm');
    if (!harm) throw new Error('no harming Event card');
    const card = giveEvent(sc, 'scorpion', harm.name);
    w(sc, 'p').blocked = 'expert';
    activate(sc, 'h');
    const ev = play(sc, [['scorpion', { kind: 'play-event', card, target: 'p' }]], [2]);
    expect(rolls(ev)[0]).toMatchObject({ sl: 1, result: 'failure' });
    expect(w(sc, 'p').wounds).toBe(1);
  });
});

describe('Skilled Firing ends when the warrior moves, for any reason (HY-MODE-F-16)', () => {
  it('HY-MODE-F-16 HY-CARD-EVENT-09 a friend that Deceit swaps in place of the active warrior leaves Skilled Firing', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [1, 1], id: 'a' },
        { profile: 'purifier', at: [5, 1], id: 'b' },
        { profile: 'hybrid', at: [7, 7], facing: 'S', id: 'h' },
      ],
    });
    w(sc, 'b').watch = 1;
    activate(sc, 'a');
    const deceit = giveEvent(sc, 'griffin', 'Deceit');
    const ev = play(sc, [['griffin', { kind: 'play-event', card: deceit, target: 'b' }]]);
    expect([w(sc, 'b').x, w(sc, 'b').y]).toEqual([1, 1]);
    expect(w(sc, 'b').watch).toBeNull();
    expect(ev.some((e) => e.type === 'hybrid/watch-ends' && e['warrior'] === 'b')).toBe(true);
  });

  it('HY-MODE-F-16 HY-APT-24 a warrior pushed by Brutish Strength without a wound (Biomechanical Shell) leaves Skilled Firing', () => {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 1], facing: 'N', id: 'a' },
        { profile: 'purifier', at: [3, 3], facing: 'S', id: 'p' },
      ],
    });
    w(sc, 'p').watch = 1;
    // The Shell keeps every wound off him this round (MUTATION-14): the hit pushes him, no more.
    sc.state.cards.shellRound['p'] = sc.state.round;
    activate(sc, 'a');
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 'p', level: 1 }],
      ],
      [2],
    );
    expect([w(sc, 'p').y, w(sc, 'p').wounds]).toEqual([5, 0]);
    expect(w(sc, 'p').watch).toBeNull();
  });

  it('HY-MODE-F-16 HY-AURA-14 a warrior moved out of an Aura of Renunciation leaves Skilled Firing', () => {
    const sc = scenario({
      warriors: [
        { profile: 'knight-of-hod', at: [3, 3], facing: 'N', id: 'k' },
        { profile: 'hybrid', at: [4, 4], facing: 'S', id: 'h' },
      ],
    });
    w(sc, 'h').watch = 1;
    activate(sc, 'k');
    sc.state.cards.relocate = { bearer: 'k', warriors: ['h'] };
    const move = sc.rules.legalChoices(sc.state, 'griffin').find((c) => c.kind === 'relocate');
    if (!move) throw new Error('no relocation offered');
    play(sc, [['griffin', move]]);
    expect(w(sc, 'h').watch).toBeNull();
  });
});

describe('the odds shown before a strike are exact fractions (HY-ROLL-06, HY-ROLL-10)', () => {
  it('HY-ROLL-10 HY-MODE-OC-08 HY-MODE-OC-07 Aberration (SL 5): Basic Strike 1/2, Expert Strike 7/10, Master Strike 1 - (1/2)^2 = 3/4', () => {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N', id: 'a' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'p' },
      ],
    });
    activate(sc, 'a');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    const view = sc.rules.view(sc.state, 'scorpion');
    const chance = (level: number): Rational => {
      const spec = view.rolls?.[rollKey({ kind: 'strike', target: 'p', level }) as string];
      if (!spec) throw new Error(`no odds for level ${level}`);
      return rollSpecDist(spec).prob(succeeded);
    };
    expect(chance(1)).toEqual(Rational.of(5, 10));
    expect(chance(4)).toEqual(Rational.of(7, 10));
    expect(chance(5)).toEqual(Rational.of(1, 1).sub(Rational.of(1, 2).mul(Rational.of(1, 2))));
  });
});
