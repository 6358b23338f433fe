import { describe, expect, it } from 'vitest';
import { charRollNumbers, type CharAttackSpec } from '../src/combat.ts';
import { enemyDefenceDice } from '../src/game.ts';
import { scene } from './fixture.ts';

// HU-RANGED-07 speaks of any target in melee: an enemy that a character shoots while it is in melee
// with another character defends from the flank, wherever the shot comes from, as a character does.
// Sample Bandit with a pistol: front 2, flank 1, back 1 ranged defence dice.

const PLAIN = { ap: false, incendiary: false } as const;

/** The Bandit at (5, 5) facing north, with the Medic on its space when `melee`; the Sniper shoots. */
const bandit = (melee: boolean) =>
  scene({
    chars: [
      { cls: 'sniper', at: [5, 8], facing: 2 },
      ...(melee ? [{ cls: 'medic', at: [5, 5] as [number, number] }] : []),
    ],
    enemies: [{ kind: 'bandit-pistol', at: [5, 5], facing: 0 }],
  });

describe('an enemy shot while in melee', () => {
  it('HU-RANGED-07 HU-RANGED-06 an enemy in melee with a character defends from the flank, from the front and the back alike', () => {
    const free = bandit(false);
    const g0 = free.ctx([]);
    const e0 = free.enemy('e1');
    // Out of melee the side counts: two dice from its front (north), one from its back.
    expect(enemyDefenceDice(g0, e0, 'ranged', { x: 5, y: 8 }, PLAIN)).toBe(2);
    expect(enemyDefenceDice(g0, e0, 'ranged', { x: 5, y: 2 }, PLAIN)).toBe(1);
    const fight = bandit(true);
    const g = fight.ctx([]);
    const e = fight.enemy('e1');
    // In melee with the Medic: its flank die, from the front as from the back.
    expect(enemyDefenceDice(g, e, 'ranged', { x: 5, y: 8 }, PLAIN)).toBe(1);
    expect(enemyDefenceDice(g, e, 'ranged', { x: 5, y: 2 }, PLAIN)).toBe(1);
    // Melee and Area defence have no sides: unchanged.
    expect(enemyDefenceDice(g, e, 'melee', null, PLAIN)).toBe(1);
    expect(enemyDefenceDice(g, e, 'area', null, PLAIN)).toBe(1);
  });

  it('HU-RANGED-07 the odds of a shot at an enemy in melee count its flank die', () => {
    const spec: CharAttackSpec = {
      attack: 'ranged',
      dice: 2,
      toHit: 4,
      weapon: { ap: false, incendiary: false, autoHit: false },
      rerolls: 0,
      rule: 'HU-RANGED-02',
    };
    const fight = bandit(true);
    const g = fight.ctx([]);
    const n = charRollNumbers(g, fight.char('sniper'), fight.enemy('e1'), spec);
    expect(n.defence).toBe(1);
    expect(n.sixesAstray).toBe(true);
    const free = bandit(false);
    expect(charRollNumbers(free.ctx([]), free.char('sniper'), free.enemy('e1'), spec).defence).toBe(2);
  });
});
