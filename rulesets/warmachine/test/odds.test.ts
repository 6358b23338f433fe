import { parseOddsInputs, resolveOptions, unwrap, type Dist, type DistKey } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { warmachineRuleset } from '../src/index.ts';
import { forecastDist, forecastMarginals } from '../src/odds.ts';
import { GRID_HEAVY } from '../src/sample.ts';

const options = unwrap(resolveOptions(warmachineRuleset.options, {}));
function odds(id: string, raw: Record<string, unknown>): Dist<DistKey> {
  const proc = warmachineRuleset.odds.find((p) => p.id === id);
  if (!proc) throw new Error(id);
  return unwrap(
    proc.compute(unwrap(parseOddsInputs(proc.params, raw)), { content: warmachineRuleset.content.sample, options }),
  );
}

describe('odds', () => {
  it('WM-ATTACK-07 attack: RAT 6 against DEF 14 needs 8+ on 2d6: 15/36 = 5/12', () => {
    expect(odds('attack', { stat: '6', def: '14' }).p('hit').toString()).toBe('5/12');
  });

  it('WM-ATTACK-11 attack: an impossible total still hits on double six: 1/36', () => {
    expect(odds('attack', { stat: '6', def: '20' }).p('hit').toString()).toBe('1/36');
  });

  it('WM-ATTACK-10 attack: a certain total still misses on double one: 35/36', () => {
    expect(odds('attack', { stat: '10', def: '5' }).p('hit').toString()).toBe('35/36');
  });

  it('WM-ATTACK-09 attack boosted: 3d6 of 8+; 3d6 totals up to 7 come 35 ways of 216, so 181/216', () => {
    expect(odds('attack', { stat: '6', def: '14', boost: 'true' }).p('hit').toString()).toBe('181/216');
  });

  it('WM-ATTACK-15 attack with -4 (target in melee): 12 on 2d6 only, 1/36', () => {
    expect(odds('attack', { stat: '6', def: '14', modifier: '-4' }).p('hit').toString()).toBe('1/36');
  });

  it('WM-DAMAGE-04 damage POW 12 against ARM 15: 0 on 2..3 (3/36), 1 on a 4 (3/36), 9 on a 12 (1/36)', () => {
    const d = odds('damage', { pow: '12', arm: '15' });
    expect(d.p(0).toString()).toBe('1/12');
    expect(d.p(1).toString()).toBe('1/12');
    expect(d.p(9).toString()).toBe('1/36');
    expect(d.total().toString()).toBe('1/1');
  });

  it('WM-DAMAGE-03 damage boosted: POW 12 against ARM 20 deals 10 only on 18 with 3d6, 1/216', () => {
    expect(odds('damage', { pow: '12', arm: '20', boost: 'true' }).p(10).toString()).toBe('1/216');
  });

  it('WM-DAMAGE-14 warjack forecast: Gravemaw with only its four Cortex boxes left', () => {
    // Marks 5,6,4,4,6,5: L, R, M and H already crippled; 4 boxes remain, all C. Any 4+ points destroy it.
    // Hit: MAT 6 + 2d6 >= DEF 12 needs 6+: 26/36 = 13/18. Damage P+S 14 + 2d6 - ARM 17 >= 4 needs 7+: 21/36 = 7/12.
    // Destroyed (and C crippled) = 13/18 * 7/12 = 91/216.
    const d = odds('warjack', { model: 'gravemaw', marks: '5,6,4,4,6,5', stat: '6', pow: '14' });
    const m = forecastMarginals(d as Dist<string>, GRID_HEAVY);
    expect(m.destroyed.toString()).toBe('91/216');
    expect(m.C.toString()).toBe('91/216');
    expect(m.M.toString()).toBe('1/1');
    expect(m.A.toString()).toBe('0/1');
  });

  it('WM-DAMAGE-09 WM-DAMAGE-11 warjack forecast: the rolled column decides which system goes', () => {
    // Heavy grid marked 4,4,0,0,0,0: L boxes 1b5 and 2b5 remain. Two points from column 1 fill 1b5, then
    // continue to 2b5: L crippled. Two points from column 2 mark 2b5 and 2b6 (M): not L.
    // Hit with stat 20 against DEF 12: all but double one, 35/36. POW 7 + 2d6 - ARM 17 = 2 only on 12: 1/36.
    // Column 1: 1/6. P(L) = 35/36 * 1/36 * 1/6 = 35/7776.
    const d = forecastDist(GRID_HEAVY, [4, 4, 0, 0, 0, 0], {
      stat: 20,
      def: 12,
      attackDice: 2,
      modifier: 0,
      pow: 7,
      arm: 17,
      damageDice: 2,
    });
    expect(forecastMarginals(d, GRID_HEAVY).L.toString()).toBe('35/7776');
    expect(forecastMarginals(d, GRID_HEAVY).M.toString()).toBe('0/1');
  });
});
