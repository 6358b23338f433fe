import { describe, expect, it } from 'vitest';
import { GRID_HEAVY, GRID_LIGHT, GRID_LIGHT_ARC, sampleContent } from '../src/sample.ts';
import { act, ev, model, position, R30, R40, R50, refuse, rulesWithContent } from './helpers.ts';

// The checklist's worked numbers, each with the figures it gives.

describe('worked examples of the checklist', () => {
  it('WM-AOE-04 blast POW is half the POW rounded up: POW 13 gives 7, POW 14 gives 7, POW 15 gives 8', () => {
    const blastPow = (POW: number) => {
      const r = rulesWithContent((c) => {
        const cannon = c.models.find((m) => m.id === 'bastion')?.weapons.find((w) => w.id === 'head-cannon');
        if (!cannon) throw new Error('no Head Cannon');
        cannon.POW = POW;
      });
      // The Gravemaw stands under the 3" template of a direct hit on the Wraithwing (RAT 4 + 6 + 4 = 14 against DEF 14).
      const s = position(
        { 'p1.bastion': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 16 }, 'p2.gravemaw': { x: 22.3, y: 16 } },
        { r },
      );
      const a = act(s, 'p1', { kind: 'activate', model: 'p1.bastion' }, [], r).state;
      const moved = act(a, 'p1', { kind: 'forfeitMove', aim: false }, [], r).state;
      const { events } = act(
        moved,
        'p1',
        { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' },
        // Above POW 13 the direct 2d6 of 1 + 1 beats the Wraithwing's ARM 15: a column die follows.
        POW > 13 ? [6, 4, 1, 1, 1, 1, 1] : [6, 4, 1, 1, 1, 1],
        r,
      );
      return ev(events, 'wm/damage-roll').map((e) => [e['model'], e['pow']]);
    };
    expect(blastPow(13)).toEqual([
      ['p2.wraithwing', 13],
      ['p2.gravemaw', 7],
    ]);
    expect(blastPow(14)).toEqual([
      ['p2.wraithwing', 14],
      ['p2.gravemaw', 7],
    ]);
    expect(blastPow(15)).toEqual([
      ['p2.wraithwing', 15],
      ['p2.gravemaw', 8],
    ]);
  });

  it('WM-FOCUS-03 the control area is 2 x FOCUS: 12" for FOCUS 6 (Vale), 14" for FOCUS 7 (Kron)', () => {
    const allocate = (caster: string, jack: string, setup: { p1: string; p2: string }, gap: number) =>
      position(
        {
          [caster]: { x: 20, y: 5, set: { focus: 6 } },
          [jack]: { x: 20, y: 5 + R30 + R50 + gap },
        },
        { phase: 'control', setup },
      );
    const tide = { p1: 'tidewardens', p2: 'emberclad' };
    const crown = { p1: 'iron-crown', p2: 'ashen-covenant' };
    const vale = (gap: number) => allocate('p1.vale', 'p1.breaker', tide, gap);
    const kron = (gap: number) => allocate('p1.kron', 'p1.bastion', crown, gap);
    expect(
      model(act(vale(12), 'p1', { kind: 'allocate', model: 'p1.breaker', focus: 1 }).state, 'p1.breaker').focus,
    ).toBe(1);
    expect(refuse(vale(12.01), 'p1', { kind: 'allocate', model: 'p1.breaker', focus: 1 }).code).toBe(
      'focus/out-of-control-area',
    );
    expect(
      model(act(kron(14), 'p1', { kind: 'allocate', model: 'p1.bastion', focus: 1 }).state, 'p1.bastion').focus,
    ).toBe(1);
    expect(refuse(kron(14.01), 'p1', { kind: 'allocate', model: 'p1.bastion', focus: 1 }).code).toBe(
      'focus/out-of-control-area',
    );
  });

  it('WM-POWER-28 slam damage reaches STR + 4d6 at most: boosted, and against an equal base', () => {
    // The Bastion (STR 11) moves 3.5" and hits the Wraithwing (MAT 6 + 4 + 4 = 14 against DEF 14);
    // the 5" push stops after 2" against the Sparrow (40 mm, as the Wraithwing): 11 + 1 + 1 + 1 + 1
    // = 15 against ARM 15. The Sparrow's collateral damage, 11 + 1 + 1 = 13 against ARM 16, is never boosted.
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 2 } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 4, facing: 270 },
      'p1.sparrow': { x: 20, y: 10 + R50 + R40 + 4 + 2 * R40 + 2 },
    });
    const a = act(s, 'p1', { kind: 'activate', model: 'p1.bastion' }).state;
    const { state, events } = act(
      a,
      'p1',
      { kind: 'slam', target: 'p2.wraithwing', boostDamage: true },
      [4, 4, 5, 1, 1, 1, 1, 1, 1],
    );
    expect(ev(events, 'wm/slammed')[0]).toMatchObject({ roll: 5 });
    expect(ev(events, 'wm/damage-roll').map((e) => [e['model'], e['pow'], e['dice'], e['total']])).toEqual([
      ['p2.wraithwing', 11, [1, 1, 1, 1], 15],
      ['p1.sparrow', 11, [1, 1], 13],
    ]);
    expect(model(state, 'p1.bastion').focus).toBe(0);
  });

  it('the sample heavy grid is the checklist\'s grid "G" and the light ones "LA" and its plain twin, box for box', () => {
    const _ = null;
    expect(GRID_HEAVY).toEqual([
      [_, _, _, 'L', 'L'],
      [_, _, _, 'L', 'L', 'M'],
      [_, _, 'H', 'M', 'C', 'C'],
      [_, _, 'H', 'M', 'C', 'C'],
      [_, _, _, 'R', 'R', 'M'],
      [_, _, _, 'R', 'R'],
    ]);
    expect(GRID_LIGHT_ARC).toEqual([
      [_, _, _, 'L'],
      [_, _, _, 'L', 'M'],
      [_, _, 'H', 'A', 'C'],
      [_, _, 'H', 'A', 'C'],
      [_, _, _, 'R', 'M'],
      [_, _, _, 'R'],
    ]);
    expect(GRID_LIGHT).toEqual(GRID_LIGHT_ARC.map((c) => c.map((b) => (b === 'A' ? null : b))));
    const boxes = (g: readonly (readonly unknown[])[]) => g.reduce((n, c) => n + c.length, 0);
    expect([boxes(GRID_HEAVY), boxes(GRID_LIGHT_ARC)]).toEqual([34, 28]);
  });

  it('A-02 WM-MODEL-21 sample bases: warcasters 30 mm (1.18"), light warjacks 40 mm (1.57"), heavy warjacks 50 mm (1.97")', () => {
    const size = { small: 30, medium: 40, large: 50 };
    for (const m of sampleContent.models) {
      expect(m.baseDiameterMm, m.id).toBe(size[m.baseSize]);
      const light = m.damage.kind === 'grid' && m.damage.columns.reduce((n, c) => n + c.length, 0) === 28;
      expect(m.baseSize, m.id).toBe(m.kind === 'warcaster' ? 'small' : light ? 'medium' : 'large');
    }
    expect([2 * R30, 2 * R40, 2 * R50].map((d) => d.toFixed(2))).toEqual(['1.18', '1.57', '1.97']);
  });
});
