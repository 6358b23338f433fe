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
