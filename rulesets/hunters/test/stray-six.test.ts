import { describe, expect, it } from 'vitest';
import type { HuntersContent } from '../src/content/schema.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { missionView } from '../src/view.ts';
import { act, P, scene, TEST_MACHINE } from './fixture.ts';

function withMachine(c: HuntersContent): HuntersContent {
  return { ...c, enemies: [...c.enemies, TEST_MACHINE] };
}

/** The Recon in melee with two Gorillas, shot at by the machine from three spaces south. */
const melee = (options: Record<string, unknown> = {}) =>
  scene({
    chars: [{ cls: 'recon', at: [5, 5], facing: 0 }],
    enemies: [
      { kind: 'test-machine', at: [5, 2], facing: 0 },
      { kind: 'gorilla', at: [5, 5] },
      { kind: 'gorilla', at: [5, 5] },
    ],
    content: withMachine,
    options,
  });

describe('an enemy shot with stray 6s into a melee of several enemies', () => {
  it('HU-ENEMY-35 the players are asked which enemy in the melee the stray 6s strike', () => {
    const sc = melee({ enemyTies: 'ask' });
    // 4 dice at To Hit 3: the 1 and the 3 hit the Recon (no armor, no defence dice), the 5 misses,
    // the 6 goes astray. Two Gorillas share the melee, so the players are asked before any draw.
    const r = act(sc, 'e1', [1, 3, 6, 5]);
    expect(r.ask).toMatchObject({ kind: 'tie', rule: 'HU-ENEMY-35', enemies: ['e2', 'e3'] });
    expect(r.events.some((e) => e.type === 'hunters/stray-six')).toBe(false);
  });

  it('HU-ENEMY-35 AMB-36 the named enemy takes the stray 6, with no die drawn to pick it', () => {
    const sc = melee({ enemyTies: 'ask' });
    // Same roll; the players name the second Gorilla. Its one flank die shows a blank: 6 -> 5.
    // A draw to pick the enemy would consume the 'blank' and fail the run.
    const r = act(sc, 'e1', [1, 3, 6, 5, 'blank'], [{ kind: 'pick', index: 1 }]);
    expect(r.ask).toBeNull();
    expect(r.events.filter((e) => e.type === 'hunters/stray-six').map((e) => e.enemy)).toEqual(['e3']);
    expect(sc.enemy('e3').health).toBe(5);
    expect(sc.enemy('e2').health).toBe(6);
    expect(sc.char('recon').health).toBe(3);
  });

  it('HU-ENEMY-35 with enemy ties left to the program, the struck enemy is drawn and nobody is asked', () => {
    const sc = melee({ enemyTies: 'random' });
    // The pick is scripted as 1 of 2 (the first Gorilla), whose flank die is a blank: 6 -> 5.
    const r = act(sc, 'e1', [1, 3, 6, 5, 1, 'blank']);
    expect(r.ask).toBeNull();
    expect(sc.enemy('e2').health).toBe(5);
    expect(sc.enemy('e3').health).toBe(6);
  });

  it('HU-ENEMY-35 a shot with no 6 asks nothing', () => {
    const sc = melee();
    const r = act(sc, 'e1', [1, 3, 5, 5]);
    expect(r.ask).toBeNull();
    expect(sc.char('recon').health).toBe(3);
  });

  it('HU-ENEMY-35 the question names the enemies, in English and Hungarian', () => {
    const sc = melee({ enemyTies: 'ask' });
    const r = act(sc, 'e1', [1, 3, 6, 5]);
    const view = { ...missionView(sc.content, sc.state, null), ask: r.ask };
    const en = huntersPresenter.choice({ kind: 'tie', index: 1 }, view, 'en');
    const hu = huntersPresenter.choice({ kind: 'tie', index: 1 }, view, 'hu');
    expect(en).toContain('Gorilla 3');
    expect(en).toContain('stray 6s');
    expect(hu).toMatch(/ 3$/);
    expect(hu).toContain('kósza');
    expect(P(5, 5)).toEqual(r.ask?.kind === 'tie' ? r.ask.options[1] : null);
  });
});
