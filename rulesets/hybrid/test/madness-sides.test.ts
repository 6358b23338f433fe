import { describe, expect, it } from 'vitest';
import { endMadness, onActivationStart } from '../src/cards/play.ts';
import type { HybridChoice } from '../src/choices.ts';
import type { Profile } from '../src/content/schema.ts';
import { sampleContent } from '../src/content/sample.ts';
import { strikeSL } from '../src/rules.ts';
import type { Seat } from '../src/state.ts';
import { activate, play, scenario, w, type Scenario } from './scenario.ts';

// A warrior seized by Momentary Madness belongs to the seizing player's side for the round
// (AMB-57): besides the card draws (ambiguity-more.test.ts), that side decides whose First Blood
// card covers him and whom his kills, and his death, count for under Frenzy.
//
// Profiles (sample content): Pest of Flesh NV 2, Rank 0. Hybrid NV 3. Purifier NV 3.
// Aberration 2x2, Frenzy/1.

const PEST = sampleContent.profiles.find((p) => p.id === 'pest-of-flesh')!;

/** A Pest of Flesh with Frenzy/1 in place of Sacrifice: still Rank 0, so Momentary Madness may seize him. */
const FRENZIED_PEST: Profile = { ...PEST, id: 'frenzied-pest', aptitudes: [{ name: 'Frenzy', x: 1 }] };

const strikeAt = (seat: Seat, target: string): Array<[Seat, HybridChoice]> => [
  [seat, { kind: 'mode', mode: 'OC' }],
  [seat, { kind: 'done' }],
  [seat, { kind: 'strike', target, level: 1 }],
];

/** The Scorpion warrior `id` starts his activation and the Griffin player seizes him with Momentary Madness. */
function seize(sc: Scenario, id: string): void {
  const mad = sc.content.eventCards.find((c) => c.effect === 'madness')!.id;
  sc.state.eventDeck = sc.state.eventDeck.filter((c) => c !== mad);
  sc.state.sides.griffin.eventHand = [mad];
  activate(sc, id);
  onActivationStart(sc.ctx, sc.state, w(sc, id));
  play(sc, [['griffin', { kind: 'play-event', card: mad }]]);
  expect(w(sc, id).side).toBe('griffin');
}

describe('AMB-57 First Blood by a warrior seized by Momentary Madness (HY-CARD-ARMY-06, HY-CARD-EVENT-11)', () => {
  /**
   * The seized Pest (one wound of his NV 2) kills his own ally, a Hybrid, with the game's first
   * attack: First Contact, then First Blood. Only `healer`'s second Army card heals every warrior
   * of its side; the other cards do nothing. Returns the wounds left on the Pest, on a wounded
   * Griffin Purifier and on a wounded Scorpion Hybrid far away.
   */
  function firstBloodHeal(healer: Seat) {
    const sc = scenario({
      armyHidden: true,
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 3], facing: 'N', id: 'pest', wounds: 1 },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h', wounds: 2 },
        { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p', wounds: 1 },
        { profile: 'hybrid', at: [0, 7], facing: 'S', id: 'far', wounds: 1 },
      ],
    });
    // Sacred Oath, Purging Light, Cold Protocol and Genetic Memory do nothing; Faith Unbroken and
    // Vat Surge heal.
    sc.state.sides.griffin.army = ['army-griffin-5', healer === 'griffin' ? 'army-griffin-1' : 'army-griffin-8'];
    sc.state.sides.scorpion.army = ['army-scorpion-5', healer === 'scorpion' ? 'army-scorpion-3' : 'army-scorpion-8'];
    seize(sc, 'pest');
    // His wound leaves him SL 1: only a Perfect Success (a 1, two wounds) hits.
    const ev = play(sc, strikeAt('griffin', 'h'), [1]);
    expect(w(sc, 'h').status).toBe('eliminated');
    const reveals = ev.filter((e) => e.type === 'hybrid/army-card').map((e) => [e['when'], e['seat']]);
    expect(reveals).toEqual([
      ['first-contact', 'griffin'],
      ['first-contact', 'scorpion'],
      ['first-blood', 'griffin'],
      ['first-blood', 'scorpion'],
    ]);
    return { pest: w(sc, 'pest').wounds, purifier: w(sc, 'p').wounds, far: w(sc, 'far').wounds };
  }

  it('AMB-57 HY-CARD-ARMY-06 HY-CARD-EVENT-11 the seized warrior’s kill of his own ally is First Blood, and the seizing side’s card covers him', () => {
    // The Griffin card heals the Griffin warriors of the round, the seized Pest among them.
    expect(firstBloodHeal('griffin')).toEqual({ pest: 0, purifier: 0, far: 1 });
    // The Scorpion card heals the Scorpion warriors, but not the Pest while another commands him.
    expect(firstBloodHeal('scorpion')).toEqual({ pest: 1, purifier: 1, far: 0 });
  });
});

describe('AMB-57 Frenzy and a warrior seized by Momentary Madness (HY-APT-22, HY-CARD-EVENT-11)', () => {
  it('AMB-57 HY-APT-22 HY-CARD-EVENT-11 a seized Frenzy warrior who kills his own ally counts it as an enemy, and keeps the bonus after the madness', () => {
    const sc = scenario({
      profiles: [FRENZIED_PEST],
      warriors: [
        { profile: 'frenzied-pest', at: [3, 3], facing: 'N', id: 'pest' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h', wounds: 2 },
        { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
      ],
    });
    const before = strikeSL(sc.ctx, w(sc, 'pest'), w(sc, 'p'), 1, 0);
    seize(sc, 'pest');
    const ev = play(sc, strikeAt('griffin', 'h'), [2]);
    expect(w(sc, 'h').status).toBe('eliminated');
    expect(ev.filter((e) => e.type === 'hybrid/frenzy')).toEqual([
      expect.objectContaining({ warrior: 'pest', kills: 1, rule: 'HY-APT-22' }),
    ]);
    // The next round he goes back to the Scorpion side with his +1 SL (Frenzy is for the rest of the game).
    sc.state.round = 2;
    endMadness(sc.state, []);
    expect(w(sc, 'pest').side).toBe('scorpion');
    expect(strikeSL(sc.ctx, w(sc, 'pest'), w(sc, 'p'), 1, 0)).toBe(before + 1);
  });

  it('AMB-57 HY-APT-22 HY-CARD-EVENT-11 a Frenzy warrior who kills his own side’s warrior while the enemy commands him counts an enemy kill', () => {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 4], facing: 'S', id: 'pest', wounds: 1 },
        { profile: 'aberration', at: [3, 2], facing: 'N', id: 'ab' },
        { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
      ],
    });
    seize(sc, 'pest');
    // The Griffin player leaves the Pest where he stands, in Defensive Combat.
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    activate(sc, 'ab');
    // The Griffin player parries for the Pest and misses (9); the Aberration's 2 hits.
    const ev = play(sc, [...strikeAt('scorpion', 'pest'), ['griffin', { kind: 'parry', level: 1 }]], [2, 9]);
    expect(w(sc, 'pest').status).toBe('eliminated');
    expect(w(sc, 'ab').frenzyKills).toBe(1);
    expect(ev.filter((e) => e.type === 'hybrid/frenzy')).toEqual([
      expect.objectContaining({ warrior: 'ab', kills: 1, rule: 'HY-APT-22' }),
    ]);
  });
});
