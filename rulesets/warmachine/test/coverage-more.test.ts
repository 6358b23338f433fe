import { describe, expect, it } from 'vitest';
import type { WmChoice } from '../src/choices.ts';
import type { WmState } from '../src/state.ts';
import { act, activated, ev, model, position, R30, R40, R50, refuse, rules, rulesWithContent } from './helpers.ts';

// Sparrow: RAT 5, Repeater RNG 12 ROF 2 POW 10. Bastion: DEF 12 ARM 18, heavy grid of 34 boxes
// (columns of 5, 6, 6, 6, 6 and 5). Wraithwing: DEF 14 ARM 15, light grid of 28 (4, 5, 5, 5, 5, 4).
// Kron: FOCUS 7, RAT 6, pistol RNG 10 POW 12, Arc Lance POW 12. Gravemaw: DEF 12 ARM 17.

describe('ranged attacks, engagement checked at each declaration', () => {
  it('A-56 WM-RANGED-06 a shot that destroys the only model engaging the target spares the next shot the -4', () => {
    // The Bastion, four boxes from the end, holds the Wraithwing in melee.
    const s = position({
      'p1.sparrow': { x: 26, y: 14, set: { focus: 1 } },
      'p1.bastion': { x: 30, y: 20, facing: 90, set: { marks: [5, 6, 6, 6, 6, 1] } },
      'p2.wraithwing': { x: 30, y: 20 + R50 + R40 + 0.2, facing: 270 },
    });
    const a = activated(s, 'p1.sparrow');
    // The first shot at the Bastion, itself in melee: 5 - 4 + 6 + 6 = 13 hits DEF 12; damage
    // 10 + 6 + 6 = 22 against ARM 18 marks the last 4 boxes (column 6).
    const first = act(a, 'p1', { kind: 'attack', weapon: 'repeater', target: 'p1.bastion' }, [6, 6, 6, 6, 6]);
    expect(ev(first.events, 'wm/attack-roll')[0]).toMatchObject({ modifier: -4, hit: true });
    expect(ev(first.events, 'wm/removed')[0]).toMatchObject({ model: 'p1.bastion' });
    expect(model(first.state, 'p1.bastion').removed).toBe(true);
    // The second shot is declared with nobody engaging the Wraithwing: 5 + 5 + 5 = 15 hits DEF 14,
    // where the -4 would have made it 11, a miss. Damage 10 + 1 + 1 = 12 is below ARM 15.
    const second = act(
      first.state,
      'p1',
      { kind: 'attack', weapon: 'repeater', target: 'p2.wraithwing' },
      [5, 5, 1, 1],
    );
    expect(ev(second.events, 'wm/attack-roll')[0]).toMatchObject({ modifier: 0, total: 15, hit: true });
  });

  it('A-56 WM-RANGED-01 once a spell destroys the only enemy engaging the attacker, it may shoot', () => {
    // The Wraithwing, three boxes from the end, stands in Kron's sabre range.
    const s = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 7 } },
      'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.3, facing: 270, set: { marks: [4, 5, 5, 5, 5, 1] } },
      'p2.gravemaw': { x: 26, y: 16, facing: 270 },
    });
    const a = activated(s, 'p1.kron');
    // Arc Lance: 6 + 6 hits whatever the total; damage 12 + 6 + 6 = 24 against ARM 15 marks the
    // last 3 boxes (column 6).
    const cast = act(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }, [6, 6, 6, 6, 6]);
    expect(ev(cast.events, 'wm/removed')[0]).toMatchObject({ model: 'p2.wraithwing' });
    // Kron is no longer in melee when the shot is declared: 6 + 3 + 3 = 12 hits DEF 12; damage
    // 12 + 1 + 1 = 14 is below ARM 17.
    const shot = act(
      cast.state,
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.gravemaw' },
      [3, 3, 1, 1],
    );
    expect(ev(shot.events, 'wm/attack')[0]).toMatchObject({ model: 'p1.kron', target: 'p2.gravemaw' });
    expect(ev(shot.events, 'wm/attack-roll')[0]).toMatchObject({ modifier: 0, total: 12, hit: true });
  });
});

describe('choices that name what is not there', () => {
  it('an attack, charge, slam, head-butt or spell naming a missing weapon, spell or target is refused, and the position is kept', () => {
    const place = (id: string) =>
      position({ [id]: { x: 20, y: 10, set: { focus: 3 } }, 'p2.wraithwing': { x: 20, y: 14 } });
    // Charges and slams are the movement; attacks and spells come after it.
    const cases: Array<[WmState, WmChoice, string]> = [
      [opened(place('p1.kron'), 'p1.kron'), { kind: 'charge', target: 'p2.nobody' }, 'charge/no-target'],
      [opened(place('p1.sparrow'), 'p1.sparrow'), { kind: 'slam', target: 'p2.nobody' }, 'slam/no-target'],
      [opened(place('p1.sparrow'), 'p1.sparrow'), { kind: 'slam', target: 'p1.sparrow' }, 'slam/no-target'],
      [activated(place('p1.sparrow'), 'p1.sparrow'), { kind: 'headButt', target: 'p1.sparrow' }, 'attack/no-target'],
    ];
    const kron = activated(place('p1.kron'), 'p1.kron');
    for (const [c, code] of [
      [{ kind: 'attack', weapon: 'halberd', target: 'p2.wraithwing' }, 'attack/no-weapon'],
      [{ kind: 'attack', weapon: 'sabre', target: 'p1.kron' }, 'attack/no-target'],
      [{ kind: 'attack', weapon: 'service-pistol', target: 'p2.nobody' }, 'attack/no-target'],
      [{ kind: 'cast', spell: 'fireball', target: 'p2.wraithwing' }, 'spell/unknown'],
      [{ kind: 'cast', spell: 'arc-lance' }, 'spell/no-target'],
      [{ kind: 'cast', spell: 'arc-lance', target: 'p2.nobody' }, 'spell/no-target'],
    ] as Array<[WmChoice, string]>)
      cases.push([kron, c, code]);
    for (const [from, c, code] of cases) {
      const before = structuredClone(from);
      expect(refuse(from, 'p1', c).code, JSON.stringify(c)).toBe(code);
      expect(from).toEqual(before);
    }
  });
});

describe('the invariants check the weapons an activation names', () => {
  it('weapons left to attack with, or shots counted, that the active model does not have are refused with their place', () => {
    const s = activated(position({ 'p1.kron': { x: 20, y: 10 } }), 'p1.kron');
    expect(rules.invariants?.(s)).toEqual([]);
    const left = structuredClone(s);
    left.activation?.initialLeft.push('halberd');
    expect(rules.invariants?.(left)).toEqual([
      `activation.initialLeft.${String(s.activation?.initialLeft.length)}: kron has no weapon "halberd"`,
    ]);
    const shots = structuredClone(s);
    if (shots.activation) shots.activation.shots['halberd'] = 1;
    expect(rules.invariants?.(shots)).toEqual(['activation.shots.halberd: kron has no weapon "halberd"']);
  });
});

describe('terrain that blocks movement, with an inner corner', () => {
  it('A-05 with the terrain option on, a model whose centre stands inside an L-shaped wall near its inner corner may step out past that corner, not deeper', () => {
    // The wall is an L: x 10..16, y 20..22 and x 10..12, y 22..26. Its inner corner is (12, 22).
    // Kron's centre, at (11.8, 21.8), is nearer that corner (0.28") than to any other part of the outline.
    const ell = rulesWithContent(
      (c) => {
        const wall = c.terrain.find((t) => t.id === 'ruined-wall');
        if (!wall) throw new Error('no wall');
        wall.shape = {
          kind: 'polygon',
          points: [
            { x: 10, y: 20 },
            { x: 16, y: 20 },
            { x: 16, y: 22 },
            { x: 12, y: 22 },
            { x: 12, y: 26 },
            { x: 10, y: 26 },
          ],
        };
      },
      { terrainEffects: true },
    );
    const s = act(
      position({ 'p1.kron': { x: 11.8, y: 21.8 } }, { r: ell }),
      'p1',
      {
        kind: 'activate',
        model: 'p1.kron',
      },
      [],
      ell,
    ).state;
    // Straight out through the corner: every point of the way is nearer the outline than the start.
    const out = act(s, 'p1', { kind: 'advance', x: 13.5, y: 23.5, facing: 45 }, [], ell).state;
    expect(model(out, 'p1.kron')).toMatchObject({ x: 13.5, y: 23.5 });
    // Away from the corner, into the thick of the wall: refused.
    expect(refuse(s, 'p1', { kind: 'advance', x: 11, y: 21, facing: 225 }, ell)).toMatchObject({
      code: 'move/terrain',
    });
  });
});

/** Opens the activation of `id` without choosing its movement. */
function opened(s: WmState, id: string): WmState {
  return act(s, model(s, id).side, { kind: 'activate', model: id }).state;
}
