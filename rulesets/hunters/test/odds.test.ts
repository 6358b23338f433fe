import { describe, expect, it } from 'vitest';
import { parseOddsInputs, q, unwrap } from '@skirmish/core';
import { huntersRuleset } from '../src/index.ts';
import { attackDist, mentalDist } from '../src/odds.ts';

const ctx = { content: huntersRuleset.content.sample, options: {} };
function run(id: string, raw: Record<string, unknown>) {
  const p = huntersRuleset.odds.find((o) => o.id === id);
  if (!p) throw new Error(id);
  return unwrap(p.compute(unwrap(parseOddsInputs(p.params, raw)), ctx));
}

describe('odds', () => {
  it('HU-RANGED-08 one die at To Hit 3 against one defence die with 3 shields', () => {
    // Hit 1/2; then a shield 1/2 cancels it: lose 1 Health with 1/2 * 1/2 = 1/4.
    const d = run('attack', { dice: '1', 'to-hit': '3', 'defence-dice': '1' });
    expect(d.p(1).toString()).toBe('1/4');
    expect(d.p(0).toString()).toBe('3/4');
  });

  it('HU-RANGED-05 a natural 1 always succeeds: To Hit 0 still hits on one face in six', () => {
    expect(attackDist(1, 0, 0, 3).p(1).toString()).toBe('1/6');
    expect(attackDist(1, -4, 0, 3).p(1).toString()).toBe('1/6');
  });

  it('HU-ENEMY-24 two dice at To Hit 2 against one die with 2 shields of 6', () => {
    // Hits: 0 w.p. 4/9, 1 w.p. 4/9, 2 w.p. 1/9. Shield 1/3.
    // Lose 2: 1/9 * 2/3 = 2/27. Lose 1: 4/9 * 2/3 + 1/9 * 1/3 = 8/27 + 1/27 = 9/27 = 1/3.
    const d = run('attack', { dice: '2', 'to-hit': '2', 'defence-dice': '1', shields: '2' });
    expect(d.p(2).toString()).toBe('2/27');
    expect(d.p(1).toString()).toBe('1/3');
    expect(d.total().equals(q(1))).toBe(true);
  });

  it('HU-MENTAL-01 HU-MENTAL-05 a Mental defence of 5 resists on 1-5; of 0 never', () => {
    expect(run('mental-defence', { value: '5' }).p('resisted').toString()).toBe('5/6');
    expect(mentalDist(0).p('resisted').isZero()).toBe(true);
  });
});

/**
 * Every way the dice of an attack can fall, counted here die by die: the attack dice in order, a
 * missed one rolled again while re-rolls last, then the defence dice when something hit; the
 * Health lost as a fraction by amount.
 */
function counted(o: {
  dice: number;
  toHit: number;
  rerolls: number;
  astray: boolean;
  defence: number;
  shields: number;
}): Record<string, string> {
  const tally = new Map<number, number>();
  let den = 1;
  const walk = (i: number, hits: number, left: number, weight: number): void => {
    if (i === o.dice) {
      if (hits === 0) return void tally.set(0, (tally.get(0) ?? 0) + weight * 6 ** o.defence);
      for (let m = 0; m < 6 ** o.defence; m++) {
        let blocks = 0;
        for (let d = 0, x = m; d < o.defence; d++, x = Math.floor(x / 6)) if (x % 6 < o.shields) blocks++;
        const lost = Math.max(0, hits - blocks);
        tally.set(lost, (tally.get(lost) ?? 0) + weight);
      }
      return;
    }
    for (let f = 1; f <= 6; f++) {
      const ok = (face: number) => (face === 1 || face <= o.toHit) && !(o.astray && face === 6);
      const miss = !(f === 1 || f <= o.toHit);
      if (miss && left > 0) for (let g = 1; g <= 6; g++) walk(i + 1, hits + (ok(g) ? 1 : 0), left - 1, weight);
      else walk(i + 1, hits + (ok(f) ? 1 : 0), left, weight * 6);
    }
  };
  walk(0, 0, o.rerolls, 1);
  den = 6 ** (o.dice * 2) * 6 ** o.defence;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const out: Record<string, string> = {};
  for (const [k, v] of [...tally].sort((a, b) => a[0] - b[0])) {
    if (v === 0) continue;
    const g = gcd(v, den);
    out[String(k)] = den / g === 1 ? String(v / g) : `${v / g}/${den / g}`;
  }
  return out;
}

describe('odds procedure attack: re-rolls, a sure hit and stray 6s', () => {
  const table = (raw: Record<string, unknown>) =>
    Object.fromEntries(
      run('attack', raw)
        .toOutcomes()
        .map((o) => [String(o.outcome), o.p]),
    );

  it('two dice at To Hit 3 with one re-roll, against one defence die of 3 shields, every face counted', () => {
    const want = counted({ dice: 2, toHit: 3, rerolls: 1, astray: false, defence: 1, shields: 3 });
    expect(table({ dice: 2, 'to-hit': 3, rerolls: 1, 'defence-dice': 1, shields: 3 })).toEqual(want);
    // By hand, no defence: a die hits 1/2, or 3/4 with the re-roll; the first miss takes it.
    // Two hits: 1/2 x 3/4 + 1/2 x 1/2 x 1/2 = 1/2; none: 1/2 x 1/2 x 1/2 = 1/8.
    expect(table({ dice: 2, 'to-hit': 3, rerolls: 1 })).toMatchObject({ '0': '1/8', '2': '1/2' });
  });

  it('6s gone astray into a melee count for nothing, at To Hit 6', () => {
    const want = counted({ dice: 2, toHit: 6, rerolls: 0, astray: true, defence: 0, shields: 0 });
    // Each die: 1..5 hit (5/6), a 6 astray.
    expect(want).toEqual({ '0': '1/36', '1': '5/18', '2': '25/36' });
    expect(table({ dice: 2, 'to-hit': 6, 'sixes-astray': true })).toEqual(want);
  });

  it('a sure hit: every die strikes, only the defence dice count', () => {
    // Two hits against one die of 3 shields: 1 lost on a shield (1/2), else 2.
    expect(table({ dice: 2, 'to-hit': 1, 'auto-hit': true, 'defence-dice': 1, shields: 3 })).toEqual({
      '1': '1/2',
      '2': '1/2',
    });
  });
});
