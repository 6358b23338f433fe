import { canonicalJson, parseOddsInputs, Rational, unwrap, type Dice } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { HuntersChoice } from '../src/choices.ts';
import { disableDist, mentalFailChance, type CharRollNumbers } from '../src/combat.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { huntersRuleset } from '../src/index.ts';
import { attackOddsRequest } from '../src/odds.ts';
import { drive, scene } from './fixture.ts';

// The odds shown beside a Mental attack (EMP Ammo): the chance its target ends up disabled, and
// when its stray 6s may strike an ally in the melee, the chance an ally does. Hand-computed
// fractions first, then the share of every outcome of every die the rules roll.

/** One die at To Hit 2 against Mental Defence 5, nobody in the melee. */
const plain: CharRollNumbers = {
  dice: 1,
  toHit: 2,
  rerolls: 0,
  autoHit: false,
  sixesAstray: false,
  defence: 0,
  mental: true,
  mentalValues: { target: 5, allies: [] },
};

function odds(n: CharRollNumbers) {
  const d = disableDist(n);
  if (!d) throw new Error('no Mental odds');
  return {
    target: d.prob((k) => k === 'target' || k === 'both'),
    ally: d.prob((k) => k === 'ally' || k === 'both'),
    both: d.p('both'),
  };
}

const into = (allies: number[]): CharRollNumbers => ({
  ...plain,
  toHit: 6,
  sixesAstray: true,
  mentalValues: { target: 5, allies },
});

describe('the chance a Mental attack disables, exactly', () => {
  it('HU-MENTAL-01 AMB-54 WE-17 at least one success, then the Mental defence fails: 2 dice at To Hit 2 against 5 give 5/9 * 1/6 = 5/54', () => {
    // P(at least one success) = 1 - (4/6)^2 = 5/9; P(a face over 5) = 1/6.
    expect(odds({ ...plain, dice: 2 }).target).toEqual(Rational.of(5, 54));
    // One die: 1/3 * 1/6 = 1/18; no die: nothing reaches the target.
    expect(odds(plain).target).toEqual(Rational.of(1, 18));
    expect(odds({ ...plain, dice: 0 }).target).toEqual(Rational.ZERO);
    // The natural 1 of the attack roll still succeeds at To Hit -2: 1/6 * 1/6 = 1/36.
    expect(odds({ ...plain, toHit: -2 }).target).toEqual(Rational.of(1, 36));
    // A missed die rolled again (WE-07): (1/3 + 2/3 * 1/3) * 1/6 = 5/9 * 1/6 = 5/54.
    expect(odds({ ...plain, rerolls: 1 }).target).toEqual(Rational.of(5, 54));
    // Nobody in the melee: no ally is at stake.
    expect(odds({ ...plain, dice: 2 }).ally).toEqual(Rational.ZERO);
  });

  it('HU-MENTAL-05 AMB-53 no natural-1 rule in the Mental defence: a value of 0 always fails, a value of 1 holds on the 1 only', () => {
    // P(fail) = (6 - value)/6: 1 at value 0 (a face of 1 does not save it), 5/6 at value 1, 0 at 6.
    expect(mentalFailChance(0)).toEqual(Rational.ONE);
    expect(mentalFailChance(1)).toEqual(Rational.of(5, 6));
    expect(mentalFailChance(6)).toEqual(Rational.ZERO);
    const at = (target: number) => odds({ ...plain, dice: 2, mentalValues: { target, allies: [] } }).target;
    // 2 dice at To Hit 2 against 0: 5/9 * 1 = 5/9; against 1: 5/9 * 5/6 = 25/54; against 6: 0.
    expect(at(0)).toEqual(Rational.of(5, 9));
    expect(at(1)).toEqual(Rational.of(25, 54));
    expect(at(6)).toEqual(Rational.ZERO);
  });

  it('HU-RANGED-13 AMB-54 6s gone astray into a melee never count for the target, and each strikes an ally: To Hit 6, only faces 1..5 reach the target', () => {
    // One die at To Hit 6 against 5, the unarmored ally (0) in the melee: the target 5/6 * 1/6 =
    // 5/36 (not 1/6), the ally 1/6 * 1 = 1/6, never both with one die.
    expect(odds(into([0]))).toEqual({ target: Rational.of(5, 36), ally: Rational.of(1, 6), both: Rational.ZERO });
    // Two dice: the target (1 - (1/6)^2) * 1/6 = 35/216, the ally 1 - (5/6)^2 = 11/36, both
    // 2 * 5/6 * 1/6 (one of each) * 1/6 = 10/216 = 5/108.
    expect(odds({ ...into([0]), dice: 2 })).toEqual({
      target: Rational.of(35, 216),
      ally: Rational.of(11, 36),
      both: Rational.of(5, 108),
    });
    // At To Hit 3 a 6 is a miss, and stays a stray 6 unless it is rolled again: without a re-roll
    // one die strikes the ally on a 6 (1/6); with one, every miss (4, 5, 6: 1/2) is rolled again,
    // and the die ends on a 6 only when the second roll shows one: 1/2 * 1/6 = 1/12.
    expect(odds({ ...into([0]), toHit: 3 }).ally).toEqual(Rational.of(1, 6));
    expect(odds({ ...into([0]), toHit: 3, rerolls: 1 }).ally).toEqual(Rational.of(1, 12));
  });

  it('HU-RANGED-13 AMB-36 HU-MENTAL-02 several allies in the melee: one drawn for each 6, each struck rolling once', () => {
    // Allies of Mental 0 and 2, one die at To Hit 6: a 6 (1/6) strikes either, half the time
    // each: 1/6 * (1/2 * 1 + 1/2 * 4/6) = 5/36.
    expect(odds(into([0, 2])).ally).toEqual(Rational.of(5, 36));
    // Two dice: one 6 (10/36) disables with 5/6; two 6s (1/36) strike the first only (1/4), the
    // second only (1/4) or both (1/2): 1/4 + 1/4 * 4/6 + 1/2 = 11/12. In all 50/216 + 11/432 = 37/144.
    expect(odds({ ...into([0, 2]), dice: 2 }).ally).toEqual(Rational.of(37, 144));
    // The ally the players named takes every 6: two dice, 11/36 * 4/6 = 11/54.
    expect(odds({ ...into([2]), dice: 2 }).ally).toEqual(Rational.of(11, 54));
  });

  it('HU-MENTAL-01 an attack that is not Mental has no odds of disabling', () => {
    expect(disableDist({ ...plain, mental: false, mentalValues: undefined })).toBeUndefined();
  });
});

/**
 * The exact share of all the rules' random outcomes for which `run` holds: every die rolled and
 * every draw made branches into each of its results, weighted by its chance.
 */
function exhaust(run: (dice: Dice) => boolean): Rational {
  let share = Rational.ZERO;
  const todo: number[][] = [[]];
  for (let path = todo.pop(); path; path = todo.pop()) {
    const taken = path;
    let at = 0;
    let weight = Rational.ONE;
    const next = (n: number): number => {
      if (at === taken.length) {
        for (let v = 1; v < n; v++) todo.push([...taken, v]);
        taken.push(0);
      }
      weight = weight.mul(Rational.of(1, n));
      return taken[at++] ?? 0;
    };
    const dice: Dice = {
      roll: (sides) => next(sides) + 1,
      rollFace: (die) => die.faces[next(die.faces.length)] ?? die.faces[0]!,
      pick: (n) => next(n),
      shuffle: (items) => [...items],
      used: 0,
    };
    if (run(dice)) share = share.add(weight);
  }
  return share;
}

/**
 * The Soldier at (0,0) with EMP Ammo in his Rifle, a Shot in hand, and the Gorilla (Mental
 * defence 2) two spaces east, in melee there with the allies named: the Recon wears no armor
 * (Mental 0), the Medic a Scrap Armor (Mental 2).
 */
function empShot(allies: string[]) {
  const sc = scene({
    width: 6,
    height: 1,
    chars: [
      {
        cls: 'soldier',
        at: [0, 0],
        facing: 2,
        gear: ['rifle', 'emp-ammo', 'kevlar-vest'],
        hand: ['soldier-shot'],
      },
      ...allies.map((cls) => ({ cls, at: [2, 0] as [number, number] })),
    ],
    enemies: [{ kind: 'gorilla', at: [2, 0], facing: 6 }],
  });
  const d = drive(sc);
  if (allies.length > 0) d.do({ kind: 'activate', character: 'soldier' });
  d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
  const shots = d.legal().filter((c) => c.kind === 'shoot' && c.targets.includes('e1'));
  const shown = (c: HuntersChoice) => {
    const [o] = d.view('p1').attackRolls?.[canonicalJson(c)] ?? [];
    if (!o) throw new Error(`no odds for ${JSON.stringify(c)}`);
    return o;
  };
  /** Who `c` leaves disabled, over every outcome of the dice: the shares for the Gorilla and for an ally. */
  const through = (c: HuntersChoice) => {
    const disabled = (dice: Dice, who: 'target' | 'ally'): boolean => {
      const r = sc.rules.apply(d.state, 'p1', c, dice);
      if (!r.ok) throw new Error(r.error.message);
      const s = r.value.state;
      return who === 'target'
        ? (s.enemies.find((e) => e.id === 'e1')?.disabledThrough ?? 0) > 0
        : s.chars.some((ch) => allies.includes(ch.id) && ch.disabledThrough > 0);
    };
    return { target: exhaust((dice) => disabled(dice, 'target')), ally: exhaust((dice) => disabled(dice, 'ally')) };
  };
  return { d, shots, shown, through };
}

describe('the Mental odds beside an EMP shot come from the numbers the rules roll with', () => {
  it('HU-MENTAL-01 HU-MENTAL-03 AMB-54 each EMP shot offered: the chance shown is the share of all dice outcomes through the rules', () => {
    const { shots, shown, through } = empShot([]);
    expect(shots.length).toBeGreaterThan(0);
    for (const c of shots) {
      const o = shown(c);
      expect(o.numbers).toMatchObject({ mental: true, mentalValues: { target: 2, allies: [] } });
      expect(odds(o.numbers).target.isZero()).toBe(false);
      expect(odds(o.numbers)).toEqual({ ...through(c), both: Rational.ZERO });
    }
  });

  it('HU-RANGED-13 HU-MENTAL-02 AMB-36 AMB-52 an EMP shot into a melee with allies: the chances shown for the Gorilla and an ally are the shares through the rules', () => {
    const { shots, shown, through } = empShot(['recon', 'medic']);
    // Left to the program, and each ally named.
    expect(shots.map((c) => c.kind === 'shoot' && c.stray)).toEqual(
      expect.arrayContaining([undefined, 'recon', 'medic']),
    );
    for (const c of shots) {
      const o = shown(c);
      // The Recon's Mental 0 and the Medic's 2: the named one alone, else both.
      const named = c.kind === 'shoot' ? c.stray : undefined;
      expect(o.numbers.mentalValues?.allies).toEqual(named === 'recon' ? [0] : named === 'medic' ? [2] : [0, 2]);
      const { target, ally } = odds(o.numbers);
      expect(target.isZero() || ally.isZero()).toBe(false);
      expect({ target, ally }).toEqual(through(c));
    }
  });

  it('HU-MENTAL-01 HU-RANGED-13 the choice words carry the chances, in English and in Hungarian', () => {
    const alone = empShot([]);
    const shot = alone.shots.find((c) => c.kind === 'shoot' && !c.morale);
    if (!shot) throw new Error('no shot');
    // By hand: 3 dice at To Hit 2, then a face over the Gorilla's 2: (1 - (4/6)^3) * 4/6 = 38/81.
    expect(alone.shown(shot).numbers).toMatchObject({ dice: 3, toHit: 2, rerolls: 0 });
    expect(huntersPresenter.choice(shot, alone.d.view('p1'), 'en')).toMatch(/ · disables 46\.9%$/);
    expect(huntersPresenter.choice(shot, alone.d.view('p1'), 'hu')).toMatch(/ · bénítás esélye 46,9%$/);
    const melee = empShot(['recon']);
    const into = melee.shots.find((c) => c.kind === 'shoot' && !c.morale);
    if (!into) throw new Error('no shot into the melee');
    // The 6s miss at To Hit 2 anyway, so the Gorilla's chance stays 38/81; the unarmored Recon
    // (Mental 0) is disabled when any die shows a 6: 1 - (5/6)^3 = 91/216.
    expect(melee.shown(into).numbers).toMatchObject({ dice: 3, toHit: 2, sixesAstray: true });
    expect(huntersPresenter.choice(into, melee.d.view('p1'), 'en')).toMatch(
      / · disables 46\.9%, disables an ally 42\.1%$/,
    );
    expect(huntersPresenter.choice(into, melee.d.view('p1'), 'hu')).toMatch(
      / · bénítás esélye 46,9%, egy társ bénulásának esélye 42,1%$/,
    );
  });
});

describe('the odds panel filled in for a Mental attack', () => {
  it('HU-MENTAL-01 HU-MENTAL-02 each EMP shot into a melee fills in the mental-attack roll, whose chances are the shares through the rules', () => {
    const { shots, shown, through } = empShot(['recon', 'medic']);
    const proc = huntersRuleset.odds.find((p) => p.id === 'mental-attack');
    if (!proc) throw new Error('no mental-attack procedure');
    expect(shots.length).toBeGreaterThan(0);
    for (const c of shots) {
      const req = attackOddsRequest(shown(c));
      expect(req?.procedure).toBe('mental-attack');
      if (!req) throw new Error('no request');
      const named = c.kind === 'shoot' ? c.stray : undefined;
      expect(req.inputs).toMatchObject({
        mental: 2,
        allies: named === 'recon' ? '0' : named === 'medic' ? '2' : '0,2',
      });
      const d = unwrap(
        proc.compute(unwrap(parseOddsInputs(proc.params, req.inputs)), {
          content: huntersRuleset.content.sample,
          options: {},
        }),
      );
      const { target, ally } = through(c);
      expect(d.prob((k) => k === 'target' || k === 'both')).toEqual(target);
      expect(d.prob((k) => k === 'ally' || k === 'both')).toEqual(ally);
    }
  });

  it('the outcomes are worded in both languages, and a Mental Defence out of 0..6 among the allies is refused', () => {
    const proc = huntersRuleset.odds.find((p) => p.id === 'mental-attack');
    if (!proc) throw new Error('no mental-attack procedure');
    expect(['none', 'target', 'ally', 'both'].map((k) => proc.outcome?.(k))).toEqual([
      'nobody disabled',
      'the target disabled',
      'an ally disabled',
      'the target and an ally disabled',
    ]);
    expect(proc.words?.hu?.outcome?.('both')).toBe('a célpont és egy szövetséges is megbénul');
    const bad = proc.compute(unwrap(parseOddsInputs(proc.params, { dice: 1, 'to-hit': 3, mental: 2, allies: '2,9' })), {
      content: huntersRuleset.content.sample,
      options: {},
      locale: 'hu',
    });
    expect(bad.ok ? null : bad.error.code).toBe('odds/invalid-param');
  });
});
