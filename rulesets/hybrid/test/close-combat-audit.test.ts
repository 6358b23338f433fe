import { Rational, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridOdds } from '../src/odds.ts';
import { activate, play, rolls, scenario, w, type Scenario } from './scenario.ts';
import { deal } from './ambush.ts';

// Sample profiles: Seneschal (Griffin) NV 4, OC 4, DC 3, Combined Attack/3; Hybrid (Scorpion)
// NV 3, OC 4, Fused Weapons +2 in OC. Action card action-12, Aimed Blow: 2 points, Effect "a
// success of this action deals one more wound". Hands are empty unless a test deals cards.

/** The Seneschal on (3,3) facing north and the Hybrid on (3,4) facing south, front to front. */
function faceToFace(seneschalInDc = false): Scenario {
  return scenario({
    warriors: [
      { profile: 'seneschal', at: [3, 3], facing: 'N', dc: seneschalInDc, id: 's' },
      { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h' },
    ],
  });
}

const purposes = (ev: Parameters<typeof rolls>[0]) => rolls(ev).map((r) => [r['purpose'], r['result']]);

describe('the wound a card Effect adds to a success of the action (HY-ROLL-13, HY-APT-09, HY-MODE-DC-09)', () => {
  it('HY-APT-09 HY-ROLL-13 Aimed Blow on a strike that misses adds nothing to the Combined Attack blow after it', () => {
    const sc = faceToFace();
    deal(sc, 'griffin', 'action-12');
    activate(sc, 's');
    // The strike misses (9); the blow, one D10 against his printed NV 4, succeeds (2): 1 wound.
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: 'h', level: 1, combined: true }],
        ['griffin', { kind: 'cards', cards: ['action-12'], effect: true }],
      ],
      [9, 2],
    );
    expect(purposes(ev)).toEqual([
      ['Strike (level 1)', 'failure'],
      ['Combined Attack', 'success'],
    ]);
    expect(w(sc, 'h').wounds).toBe(1);
  });

  it('HY-MODE-DC-09 HY-MODE-OC-11 Aimed Blow on a strike that is parried adds nothing to the Skilled Parry counter-strike', () => {
    const sc = faceToFace(true);
    deal(sc, 'scorpion', 'action-12');
    activate(sc, 'h');
    // The strike hits (2 against SL 5), the Skilled Parry holds (3 against SL 4), and the
    // counter-strike hits (2 against SL 4): the Hybrid takes 1 wound, the Seneschal none.
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 's', level: 1 }],
        ['scorpion', { kind: 'cards', cards: ['action-12'], effect: true }],
        ['griffin', { kind: 'parry', level: 3 }],
      ],
      [2, 3, 2],
    );
    expect(purposes(ev)).toEqual([
      ['Strike (level 1)', 'success'],
      ['Parry (level 3)', 'success'],
      ['Skilled Parry counter-strike', 'success'],
    ]);
    expect(w(sc, 's').wounds).toBe(0);
    expect(w(sc, 'h').wounds).toBe(1);
  });
});

describe('the strike odds of a Skilled Strike at a warrior in Defensive Combat (HY-MODE-DC-04, HY-MODE-OC-04)', () => {
  it('HY-MODE-DC-04 the rules ask no parry of the second roll once the first has wounded the target', () => {
    const sc = faceToFace(true);
    activate(sc, 'h');
    // The first roll hits (2), the Basic Parry fails (9): a wound, and Defensive Combat is over.
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 's', level: 3 }],
        ['griffin', { kind: 'parry', level: 1 }],
      ],
      [2, 9, 3],
    );
    expect(w(sc, 's').dc).toBeNull();
    // The second roll (3) was made with no parry asked: a second wound.
    expect(w(sc, 's').wounds).toBe(2);
  });

  it('HY-MODE-DC-04 HY-MODE-OC-04 the strike odds procedure lets a parry meet the second roll only after a parried first one', () => {
    const sc = scenario({ warriors: [] });
    const strike = hybridOdds.find((o) => o.id === 'strike')!;
    const inputs = {
      attacker: 'hybrid',
      target: 'seneschal',
      level: 3,
      parry: 1,
      rear: false,
      wounds: 0,
      'target-wounds': 0,
      cards: 0,
    };
    const dist = unwrap(strike.compute(inputs, { content: sc.content, options: {} }));
    // Both rolls at SL 5 (1: 1/10, 2-5: 4/10), the Basic Parry at SL 4 (2/5). After a parried
    // first roll the second meets the parry again; after a wound it meets none.
    // 1 wound: parried, then 1 from the second (1/2 x 2/5 x 4/10 x 3/5 = 12/250), or a plain
    // success unparried and a second that misses (4/10 x 3/5 x 1/2 = 3/25): 21/125.
    expect(dist.prob((n) => n === 0)).toEqual(Rational.of(16, 25));
    expect(dist.prob((n) => n === 1)).toEqual(Rational.of(21, 125));
    expect(dist.prob((n) => n === 2)).toEqual(Rational.of(69, 500));
    expect(dist.prob((n) => n === 3)).toEqual(Rational.of(6, 125));
    expect(dist.prob((n) => n === 4)).toEqual(Rational.of(3, 500));
  });
});
