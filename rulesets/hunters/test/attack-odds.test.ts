import { canonicalJson, Rational, type Dice, type DieSpec, type GameEvent, type ScriptedRoll } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { damageDist, type CharRollNumbers } from '../src/combat.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { drive, scene, type Scene } from './fixture.ts';

// The odds shown beside an attack come from the numbers the rules roll with (`meleeSpec`,
// `shootSpec`, `areaSpec`, `charRollNumbers`), carried by the view. Each test below rolls every
// face of every die through `rules.apply` and checks the shares against the chances shown.

const HALF = Rational.of(1, 2);
const plain: CharRollNumbers = {
  dice: 1,
  toHit: 3,
  rerolls: 0,
  autoHit: false,
  sixesAstray: false,
  defence: 0,
  mental: false,
};
const atLeast = (n: CharRollNumbers, k: number, shield = HALF): Rational =>
  (damageDist(n, shield) as NonNullable<ReturnType<typeof damageDist>>).prob((d) => d >= k);

/** Every sequence of dice: `d6` attack dice, then `defence` faces of the defence die. */
function sequences(sc: Scene, d6: number, defence: number): ScriptedRoll[][] {
  let out: ScriptedRoll[][] = [[]];
  for (let i = 0; i < d6; i++) out = out.flatMap((s) => [1, 2, 3, 4, 5, 6].map((f) => [...s, f]));
  for (let i = 0; i < defence; i++) out = out.flatMap((s) => sc.content.defenceDie.faces.map((f) => [...s, f]));
  return out;
}

/** The share of the sequences for which `choice` leaves enemy `id` with at most `health` Health. */
function share(
  sc: Scene,
  d: ReturnType<typeof drive>,
  choice: HuntersChoice,
  id: string,
  test: (health: number | null, events: readonly GameEvent[]) => boolean,
  all: ScriptedRoll[][],
): Rational {
  let n = 0;
  for (const dice of all) {
    const r = d.try(choice, dice);
    if (!r.ok) throw new Error(`${JSON.stringify(choice)} refused: ${r.error.message}`);
    const e = r.value.state.enemies.find((x) => x.id === id);
    if (test(e ? e.health : null, r.value.events)) n++;
  }
  return Rational.of(n, all.length);
}

function odds(d: ReturnType<typeof drive>, c: HuntersChoice, seat = 'p1') {
  const list = d.view(seat).attackRolls?.[canonicalJson(c)];
  if (!list) throw new Error(`no odds for ${JSON.stringify(c)}`);
  return list;
}

describe('the damage an attack deals, exactly', () => {
  it('HU-RANGED-05 HU-RANGED-08 one die at To Hit 3, one defence die: hits 1/2, then a Shield stops it half the time', () => {
    expect(atLeast(plain, 1)).toEqual(HALF);
    expect(atLeast({ ...plain, defence: 1 }, 1)).toEqual(Rational.of(1, 4));
    // A 1 always succeeds, whatever the To Hit.
    expect(atLeast({ ...plain, toHit: -2 }, 1)).toEqual(Rational.of(1, 6));
    // Two dice at To Hit 2: 1 - (4/6)^2 = 5/9.
    expect(atLeast({ ...plain, dice: 2, toHit: 2 }, 1)).toEqual(Rational.of(5, 9));
  });

  it('WE-07 a missed die rolled again (Aimed Strike): 1/2 + 1/2 * 1/2 = 3/4', () => {
    expect(atLeast({ ...plain, rerolls: 1 }, 1)).toEqual(Rational.of(3, 4));
    // Two re-rolls on one die: only its one miss is rolled again.
    expect(atLeast({ ...plain, rerolls: 2 }, 1)).toEqual(Rational.of(3, 4));
  });

  it('HU-RANGED-13 a 6 gone astray into a melee never counts against the target (To Hit 6: 5/6, not 1)', () => {
    expect(atLeast({ ...plain, toHit: 6 }, 1)).toEqual(Rational.ONE);
    expect(atLeast({ ...plain, toHit: 6, sixesAstray: true }, 1)).toEqual(Rational.of(5, 6));
    // At To Hit 3 a 6 is a miss anyway, and a re-roll of it may come up counting.
    expect(atLeast({ ...plain, sixesAstray: true, rerolls: 1 }, 1)).toEqual(Rational.of(3, 4));
  });

  it('HU-GEAR-27 automatic hits: 2 hits, each Shield of 2 defence dice cancels one', () => {
    const auto = { ...plain, dice: 2, autoHit: true, defence: 2 };
    expect(atLeast(auto, 1)).toEqual(Rational.of(3, 4));
    expect(atLeast(auto, 2)).toEqual(Rational.of(1, 4));
  });

  it('HU-MENTAL-01 a Mental attack deals no damage: no odds of damage', () => {
    expect(damageDist({ ...plain, mental: true }, HALF)).toBeUndefined();
  });
});

describe('the odds beside an attack come from the numbers the rules roll with', () => {
  it('HU-RANGED-02 HU-RANGED-04 each shot offered: the chance to hurt and to destroy is the share of all dice faces through the rules', () => {
    const sc = scene({
      width: 6,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], facing: 2, hand: ['soldier-shot'], morale: 2 }],
      enemies: [{ kind: 'gorilla', at: [2, 0], facing: 6, health: 2 }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
    const shots = d.legal().filter((c) => c.kind === 'shoot');
    expect(shots.length).toBeGreaterThan(1);
    for (const c of shots) {
      const [o] = odds(d, c);
      if (!o) throw new Error('no target');
      expect(o).toMatchObject({ enemy: 'e1', health: 2, shields: 3 });
      const all = sequences(sc, o.numbers.dice, o.numbers.defence);
      const shield = Rational.of(o.shields, 6);
      expect(atLeast(o.numbers, 1, shield)).toEqual(share(sc, d, c, 'e1', (h) => h === null || h < 2, all));
      expect(atLeast(o.numbers, 2, shield)).toEqual(share(sc, d, c, 'e1', (h) => h === null, all));
    }
  });

  it('HU-MELEE-04 HU-MELEE-05 HU-ACTION-19 each melee attack offered, with and without Morale: the shares through the rules', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [4, 5], hand: ['soldier-shot'], morale: 4 }],
      enemies: [{ kind: 'gorilla', at: [4, 5], facing: 0, health: 2 }],
    });
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'melee' });
    const attacks = d.legal().filter((c) => c.kind === 'melee');
    expect(attacks.length).toBeGreaterThan(3);
    // Every attack up to 6^5 sequences of dice (the knife with the Morale die makes 6^6): the
    // Morale die is still tried, with bare hands.
    const tried = attacks.filter((c) => {
      const o = odds(d, c)[0];
      return o !== undefined && o.numbers.dice + o.numbers.defence <= 5;
    });
    expect(tried.some((c) => c.kind === 'melee' && c.moraleDie)).toBe(true);
    expect(tried.some((c) => c.kind === 'melee' && c.moraleHit)).toBe(true);
    for (const c of tried) {
      const [o] = odds(d, c);
      if (!o) throw new Error('no target');
      const all = sequences(sc, o.numbers.dice, o.numbers.defence);
      const shield = Rational.of(o.shields, 6);
      expect(atLeast(o.numbers, 1, shield)).toEqual(share(sc, d, c, 'e1', (h) => h === null || h < 2, all));
      expect(atLeast(o.numbers, 2, shield)).toEqual(share(sc, d, c, 'e1', (h) => h === null, all));
    }
  });

  it('HU-ACTION-05 WE-07 an Aimed Strike’s re-roll counts in the chance shown: the share through the rules', () => {
    const sc = scene({
      chars: [
        {
          cls: 'soldier',
          at: [4, 5],
          hand: ['soldier-forward-leap', 'soldier-aimed-strike', 'soldier-shot', 'soldier-shot', 'soldier-dash'],
        },
      ],
      enemies: [{ kind: 'giant-rat', at: [5, 5] }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-forward-leap', enhancement: 'soldier-aimed-strike', enhance: 1 });
    d.do({ kind: 'step', x: 5, y: 5 });
    const c: HuntersChoice = { kind: 'melee', target: 'e1', weapon: 'knife', moraleHit: false, moraleDie: false };
    const [o] = odds(d, c);
    if (!o) throw new Error('no target');
    expect(o.numbers.rerolls).toBe(1);
    const all = sequences(sc, o.numbers.dice + o.numbers.rerolls, o.numbers.defence);
    expect(atLeast(o.numbers, 1)).toEqual(share(sc, d, c, 'e1', (h) => h === null, all));
  });

  it('HU-RANGED-13 a shot at an enemy in melee with an ally: the 6s go astray, and the chance shown leaves them out', () => {
    const sc = scene({
      width: 6,
      height: 1,
      chars: [
        { cls: 'soldier', at: [0, 0], facing: 2, hand: ['soldier-shot'] },
        // The Recon wears no armour: a stray 6 takes no defence die of his.
        { cls: 'recon', at: [2, 0] },
      ],
      enemies: [{ kind: 'giant-rat', at: [2, 0], facing: 6 }],
    });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
    const c = d.legal().find((x) => x.kind === 'shoot' && x.targets.includes('e1'));
    if (!c) throw new Error('no shot');
    const [o] = odds(d, c);
    if (!o) throw new Error('no target');
    expect(o.numbers.sixesAstray).toBe(true);
    const all = sequences(sc, o.numbers.dice, o.numbers.defence);
    expect(atLeast(o.numbers, 1, Rational.of(o.shields, 6))).toEqual(share(sc, d, c, 'e1', (h) => h === null, all));
  });

  it('HU-ACTION-11 a reaction’s shot at the acting enemy: the chance shown is the share through the rules', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire', 'soldier-shot'] }],
      enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }],
    });
    const d = drive(sc);
    d.do({ kind: 'end-turn' });
    const c = d.legal().find((x) => x.kind === 'react' && x.weapon === 'rifle');
    if (!c) throw new Error('no reaction offered');
    const [o] = odds(d, c);
    if (!o) throw new Error('no target');
    expect(o.enemy).toBe('e1');
    const health = o.health;
    // Attack faces first, defence faces only when a defence die is rolled; the Bandit's own
    // attacks after the reaction then roll 6s (misses) against blank defence faces.
    let hits = 0;
    const all = sequences(sc, o.numbers.dice, o.numbers.defence);
    for (const seq of all) {
      const attack = seq.slice(0, o.numbers.dice) as number[];
      const defence = seq.slice(o.numbers.dice) as string[];
      const dice: Dice = {
        roll: (sides) => attack.shift() ?? sides,
        rollFace: <F extends string | number>(die: DieSpec<F>): F =>
          (defence.shift() as F | undefined) ?? (die.faces.find((f) => f === 'blank') as F),
        pick: () => 0,
        shuffle: (items) => [...items],
        used: 0,
      };
      const r = sc.rules.apply(d.state, 'p1', c, dice);
      if (!r.ok) throw new Error(r.error.message);
      const e = r.value.state.enemies.find((x) => x.id === 'e1');
      if (!e || e.health < health) hits++;
    }
    const shield = Rational.of(o.shields, 6);
    expect(atLeast(o.numbers, 1, shield)).toEqual(Rational.of(hits, all.length));
    expect(huntersPresenter.choice(c, d.view('p1'), 'en')).toMatch(/ · (hurts \d+\.\d%|destroys \d+\.\d%)/);
  });

  it('the choice words carry the chances, in English and in Hungarian', () => {
    const sc = scene({
      width: 6,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], facing: 2, hand: ['soldier-shot'] }],
      enemies: [
        { kind: 'gorilla', at: [2, 0], facing: 6, health: 2 },
        { kind: 'giant-rat', at: [3, 0], facing: 6 },
        { kind: 'gorilla', at: [4, 0], facing: 6 },
      ],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
    const view = d.view('p1');
    const atGorilla = d.legal().find((x) => x.kind === 'shoot' && x.targets[0] === 'e1' && !x.morale);
    const atRat = d.legal().find((x) => x.kind === 'shoot' && x.targets[0] === 'e2' && !x.morale);
    if (!atGorilla || !atRat) throw new Error('no shots');
    expect(huntersPresenter.choice(atGorilla, view, 'en')).toMatch(/ · hurts \d+\.\d%, destroys \d+\.\d%$/);
    expect(huntersPresenter.choice(atGorilla, view, 'hu')).toMatch(
      / · sebzés esélye \d+,\d%, elpusztítás esélye \d+,\d%$/,
    );
    // By hand: 3 dice at To Hit 2 against one front die, 2 Health left: 13/27 and 4/27.
    expect(huntersPresenter.choice(atGorilla, view, 'en')).toMatch(/ · hurts 48\.1%, destroys 14\.8%$/);
    // An enemy with 1 Health left: hurting it is destroying it.
    expect(huntersPresenter.choice(atRat, view, 'en')).toMatch(/ · destroys \d+\.\d%$/);
    // 6 Health against at most 3 damage: only the chance to hurt.
    const atFresh = d.legal().find((x) => x.kind === 'shoot' && x.targets[0] === 'e3' && !x.morale);
    if (!atFresh) throw new Error('no shot at the third enemy');
    expect(huntersPresenter.choice(atFresh, view, 'en')).toMatch(/ · hurts \d+\.\d%$/);
    // Other choices, and other seats' views, say no odds.
    expect(huntersPresenter.choice({ kind: 'skip' }, view, 'en')).toBe('Skip this activity');
  });
});
