import { describe, expect, it } from 'vitest';
import { unwrap } from '@skirmish/core';
import { HOOK_RANGE_CM } from '../src/aids.ts';
import {
  NAMED_PIECES,
  NEW_NEXUS_ROUND,
  ROPE_ELEMENT,
  activateInRound,
  drawOnNexus,
  nexusDestructible,
  nexusTrial,
  paySacrifice,
  passesTransparent,
  sacrificeCapacity,
  smashThrough,
  strategicValue,
  titanIgnoresFear,
  SIEGE_SHAPES,
  blazeReach,
  burningBlocksSight,
  collapse,
  cutRope,
  damageElement,
  fireHit,
  mayRam,
  mayFightAcross,
  placeElement,
  reachTop,
  remainsOf,
  ropeClimb,
  structuresOf,
  throwHook,
  throwStone,
  tipCauldron,
  type Catalyst,
  type SceneryElement,
} from '../src/scenery.ts';

const hut = (over: Partial<SceneryElement> = {}): SceneryElement =>
  unwrap(placeElement({ id: 'hut', kind: 'small-building', size: 'Medium', res: 5, sp: 5, flammable: true, ...over }));

describe('scenery during a battle', () => {
  it('DW-SCENERY-02 DW-SCENERY-03 DW-STRUCT-09 DW-BUILD-02 a large element comes in segments, each its own structure; a smaller building is one whole', () => {
    const castle = {
      id: 'castle',
      kind: 'building' as const,
      size: 'Very Large' as const,
      res: 8,
      sp: 40,
      flammable: false,
    };
    expect(placeElement(castle)).toMatchObject({ ok: false, error: { rule: 'DW-SCENERY-03' } });
    const split = unwrap(
      placeElement({
        ...castle,
        segments: [
          { id: 'tower', res: 8, sp: 15 },
          { id: 'door', res: 5, sp: 6 },
        ],
      }),
    );
    expect(structuresOf(split).map((x) => [x.id, x.res, x.sp])).toEqual([
      ['tower', 8, 15],
      ['door', 5, 6],
    ]);
    expect(structuresOf(hut())).toEqual([{ id: 'hut', res: 5, sp: 5 }]);
    expect(
      placeElement({
        id: 'h',
        kind: 'small-building',
        size: 'Medium',
        res: 5,
        sp: 5,
        flammable: false,
        segments: [{ id: 'x', res: 1, sp: 1 }],
      }),
    ).toMatchObject({ ok: false, error: { rule: 'DW-BUILD-02' } });
  });

  it('DW-STRUCT-06 DW-STRUCT-07 a destroyed statue or small building stays as an obstacle; a door or window opens its passage', () => {
    expect(remainsOf('statue')).toBe('obstacle');
    expect(remainsOf('small-building')).toBe('obstacle');
    expect(remainsOf('door')).toBe('passage');
    expect(remainsOf('window')).toBe('passage');
    const hit = unwrap(damageElement(hut(), 5));
    expect(hit).toMatchObject({ destroyed: true, remains: 'obstacle' });
    const door = unwrap(placeElement({ id: 'd', kind: 'door', size: 'Small', res: 5, sp: 4, flammable: false }));
    expect(unwrap(damageElement(door, 3))).toMatchObject({ destroyed: false, remains: null });
    expect(unwrap(damageElement(door, 4))).toMatchObject({ destroyed: true, remains: 'passage' });
  });

  it('DW-STRUCT-08 a wall loses SP at the spot hit; at 0 a 5 cm breach opens there and nowhere else', () => {
    const wall = unwrap(placeElement({ id: 'w', kind: 'wall', size: 'Medium', res: 8, sp: 6, flammable: false }));
    expect(damageElement(wall, 2)).toMatchObject({ ok: false, error: { rule: 'DW-STRUCT-08' } });
    const a = unwrap(damageElement(wall, 4, 'left'));
    expect(a.breach).toBeNull();
    const b = unwrap(damageElement(a.element, 3, 'middle'));
    expect(b.breach).toBeNull();
    const c = unwrap(damageElement(b.element, 2, 'left'));
    expect(c.breach).toEqual({ spot: 'left', widthCm: 5 });
    expect(c.element.spots).toEqual({ left: 0, middle: 3 });
    expect(c.destroyed).toBe(false);
  });

  it('DW-STRUCT-11 DW-STRUCT-12 a collapse buries those on or inside and strikes those within 2.5 cm at the RES of the element', () => {
    const tower = unwrap(
      placeElement({ id: 't', kind: 'small-building', size: 'Medium', res: 7, sp: 15, flammable: false }),
    );
    expect(unwrap(damageElement(tower, 15)).collapses).toBe(true);
    const fallen = collapse(tower, [
      { id: 'inside', on: true, distanceCm: 0 },
      { id: 'close', on: false, distanceCm: 2.5 },
      { id: 'far', on: false, distanceCm: 3 },
    ]);
    expect(fallen).toEqual({ buried: ['inside'], damaged: [{ id: 'close', str: 7 }] });
    // Below 15 SP nothing falls on anybody.
    expect(collapse(hut(), [{ id: 'inside', on: true, distanceCm: 0 }])).toEqual({ buried: [], damaged: [] });
  });

  it('DW-BUILD-06 DW-STRUCT-13 DW-STRUCT-14 DW-STRUCT-16 DW-STRUCT-20 DW-STRUCT-21 blazes: only named flammable elements catch, a Blaze/0 where fire hit, reach X cm, gone with an isolated element', () => {
    const stone = hut({ id: 'stone', flammable: false });
    expect(fireHit(stone, 2, 'fire-spell')).toMatchObject({ ok: false, error: { rule: 'DW-STRUCT-13' } });
    expect(unwrap(fireHit(hut(), 2, 'other')).blazes).toBeUndefined();
    const burning = unwrap(fireHit(hut({ isolated: true }), 1, 'flaming-weapon'));
    expect(burning.blazes).toEqual([0]);
    const zones = [
      { id: 'hay', flammable: true, distanceCm: 5 },
      { id: 'well', flammable: false, distanceCm: 1 },
      { id: 'barn', flammable: true, distanceCm: 6 },
    ];
    expect(blazeReach(5, zones)).toEqual(['hay']);
    expect(blazeReach(0, zones)).toEqual([]);
    const gone = unwrap(damageElement(burning, 5));
    expect(gone.destroyed).toBe(true);
    expect(gone.element.blazes).toEqual([]);
    // An element that is not isolated keeps its counters when destroyed.
    expect(unwrap(damageElement(unwrap(fireHit(hut(), 1, 'fire-spell')), 5)).element.blazes).toEqual([0]);
    expect(burningBlocksSight(0)).toBe(true);
    expect(burningBlocksSight(1)).toBe(true);
    expect(burningBlocksSight(2)).toBe(false);
    expect(mayFightAcross(burning)).toBe(false);
    expect(mayFightAcross(hut())).toBe(true);
  });
});

describe('siege procedures', () => {
  it('DW-SIEGE-03 DW-SIEGE-09 a ram is a 10 cm stick that cannot be destroyed; a ladder a 15 x 3 cm strip', () => {
    expect(SIEGE_SHAPES.ram).toMatchObject({ lengthCm: 10, destructible: false });
    expect(SIEGE_SHAPES.ladder).toMatchObject({ lengthCm: 15, widthCm: 3, destructible: true });
  });

  it('DW-SIEGE-07 a ram strikes scenery and immobile machines only, its carriers free and charging', () => {
    const free = { engaged: false, charges: true };
    expect(mayRam('scenery', [free, free]).ok).toBe(true);
    expect(mayRam('immobile-machine', [free]).ok).toBe(true);
    expect(mayRam('fighter', [free])).toMatchObject({ ok: false, error: { rule: 'DW-SIEGE-07' } });
    expect(mayRam('scenery', [free, { engaged: true, charges: true }]).ok).toBe(false);
    expect(mayRam('scenery', [{ engaged: false, charges: false }]).ok).toBe(false);
  });

  it('DW-SIEGE-13 a hook beyond its range fails; within it an INI test at 6 holds or may be tried again', () => {
    expect(throwHook(16, HOOK_RANGE_CM.Medium, 9)).toBe('out-of-range');
    expect(throwHook(15, HOOK_RANGE_CM.Medium, 6)).toBe('holds');
    expect(throwHook(15, HOOK_RANGE_CM.Medium, 5)).toBe('try-again');
  });

  it("DW-SIEGE-15 a rope is climbed with an INI test against the climber's printed RES", () => {
    expect(ropeClimb(5, 5)).toBe('top');
    expect(ropeClimb(4, 5)).toBe('stays');
  });

  it('DW-SIEGE-18 one fighter a round reaches the top of each ladder or rope', () => {
    const used = unwrap(reachTop([], 'ladder-1'));
    expect(reachTop(used, 'ladder-1')).toMatchObject({ ok: false, error: { rule: 'DW-SIEGE-18' } });
    expect(unwrap(reachTop(used, 'rope-1'))).toEqual(['ladder-1', 'rope-1']);
  });

  it('DW-SIEGE-20 a rope is scenery with RES 1 and 1 SP; cutting it knocks its climber out', () => {
    expect(ROPE_ELEMENT).toEqual({ res: 1, sp: 1 });
    expect(cutRope(1, 'climber')).toEqual({ cut: true, ko: 'climber' });
    expect(cutRope(0, 'climber')).toEqual({ cut: false, ko: null });
  });

  it('DW-SIEGE-23 a stone is thrown only by a free fighter at the rampart by the pile, 3+ hitting at STR 6', () => {
    const ok = {
      exclusiveAction: true,
      engaged: false,
      touchesRampart: true,
      cmFromPile: 2.5,
      targetInSight: true,
      targetCmBelow: 5,
    };
    expect(unwrap(throwStone(ok, 3))).toEqual({ hit: true, str: 6 });
    expect(unwrap(throwStone(ok, 2))).toEqual({ hit: false, str: 6 });
    for (const bad of [
      { exclusiveAction: false },
      { engaged: true },
      { touchesRampart: false },
      { cmFromPile: 3 },
      { targetInSight: false },
      { targetCmBelow: 6 },
    ])
      expect(throwStone({ ...ok, ...bad }, 6)).toMatchObject({ ok: false, error: { rule: 'DW-SIEGE-23' } });
  });

  it('DW-SIEGE-25 a tipped cauldron strikes everyone within 5 cm below at STR 6; flammable elements there may catch', () => {
    const r = unwrap(
      tipCauldron({ exclusiveAction: true, engaged: false, touchesCauldron: true }, [
        { id: 'a', cmBelow: 5 },
        { id: 'b', cmBelow: 6 },
        { id: 'cart', cmBelow: 2, flammable: true },
      ]),
    );
    expect(r).toEqual({ hit: [{ id: 'a', str: 6 }], mayIgnite: ['cart'] });
    expect(tipCauldron({ exclusiveAction: true, engaged: true, touchesCauldron: true }, []).ok).toBe(false);
  });
});

describe('named pieces, Breakable and Transparent', () => {
  it('DW-BUILD-09 the named pieces keep their printed RES, SP and abilities', () => {
    const by = (n: string) => NAMED_PIECES.find((p) => p.name === n);
    expect(NAMED_PIECES).toHaveLength(9);
    expect(by('Pillar of Skulls')).toMatchObject({ res: 2, sp: 2, abilities: ['Inalterable'] });
    expect(by('Big Door')).toMatchObject({ res: 7, sp: 3, abilities: ['Flammable', 'Inalterable'] });
    expect(by('Column of Calamity')?.abilities).toContain('Indestructible');
    expect(NAMED_PIECES.every((p) => p.abilities.includes('Inalterable'))).toBe(true);
  });

  it('DW-BUILD-05 smashing through a Breakable element: destroyed, he goes on; otherwise he stops Stunned', () => {
    const glass = unwrap(placeElement({ id: 'g', kind: 'window', size: 'Small', res: 0, sp: 2, flammable: false }));
    expect(smashThrough(glass, 1)).toMatchObject({ through: false, stunned: true, activationEnds: true });
    expect(smashThrough(glass, 2)).toMatchObject({ through: true, stunned: false, activationEnds: false });
  });

  it('DW-BUILD-08 a Transparent element lets sight and spells through, projectiles only once destroyed, perforating artillery always', () => {
    expect(passesTransparent('sight', false)).toBe(true);
    expect(passesTransparent('spell', false)).toBe(true);
    expect(passesTransparent('projectile', false)).toBe(false);
    expect(passesTransparent('projectile', true)).toBe(true);
    expect(passesTransparent('perforating-artillery', false)).toBe(true);
  });
});

describe('nexuses and Titans with the table as input', () => {
  it('DW-NEXUS-15 a nexus with RES or SP "-" cannot be destroyed', () => {
    expect(nexusDestructible(5, 4)).toBe(true);
    expect(nexusDestructible(null, 4)).toBe(false);
    expect(nexusDestructible(5, null)).toBe(false);
  });

  it("DW-NEXUS-16 a nexus's AP go into the Strategic Value", () => {
    expect(strategicValue(400, [30, 25])).toBe(455);
  });

  it('DW-NEXUS-20 one nexus a round per catalyst, and one target of a kind once a round', () => {
    const r = unwrap(activateInRound(NEW_NEXUS_ROUND, 'mage', 'altar', 'knight'));
    expect(activateInRound(r, 'mage', 'well', null)).toMatchObject({ ok: false, error: { rule: 'DW-NEXUS-20' } });
    expect(activateInRound(r, 'priest', 'altar', 'knight')).toMatchObject({
      ok: false,
      error: { code: 'nexus/target-once' },
    });
    expect(activateInRound(r, 'priest', 'well', 'knight').ok).toBe(true);
  });

  it('DW-NEXUS-26 DW-NEXUS-31 Faith/X gives X Temporary Faith, Mana/X gems up to the maximum; the nexus goes; once a round', () => {
    const faith = unwrap(drawOnNexus(NEW_NEXUS_ROUND, 'priest', 'faith', 3, 2, null));
    expect(faith).toMatchObject({ after: 5, nexusDestroyed: true });
    expect(drawOnNexus(faith.round, 'priest', 'faith', 3, 5, null)).toMatchObject({
      ok: false,
      error: { rule: 'DW-NEXUS-26' },
    });
    expect(unwrap(drawOnNexus(NEW_NEXUS_ROUND, 'mage', 'mana', 4, 6, 8)).after).toBe(8);
    const mana = unwrap(drawOnNexus(NEW_NEXUS_ROUND, 'mage', 'mana', 1, 2, 8));
    expect(drawOnNexus(mana.round, 'mage', 'mana', 1, 3, 8)).toMatchObject({
      ok: false,
      error: { rule: 'DW-NEXUS-31' },
    });
  });

  it('DW-TITAN-06 a Titan ignores FEAR up to its own', () => {
    expect(titanIgnoresFear(8, 8)).toBe(true);
    expect(titanIgnoresFear(8, 9)).toBe(false);
  });

  it('DW-TITAN-14 one capacity a round may be given up to cancel a Damage roll; it is gone for good', () => {
    const t = { capacities: ['sweep', 'roar'], neutralized: [], sacrificedThisRound: false };
    const r = unwrap(sacrificeCapacity(t, 'roar'));
    expect(r).toEqual({
      capacities: ['sweep'],
      neutralized: ['roar'],
      sacrificedThisRound: true,
      damageCancelled: true,
    });
    expect(sacrificeCapacity(r, 'sweep')).toMatchObject({ ok: false, error: { rule: 'DW-TITAN-14' } });
    expect(sacrificeCapacity({ ...r, sacrificedThisRound: false }, 'roar').ok).toBe(false);
  });
});

describe('nexus trial and sacrifice', () => {
  it('DW-NEXUS-05 without the characteristic there is no activation; otherwise the final result meets the difficulty or fails', () => {
    expect(nexusTrial(null, 12, 6)).toBe('no-characteristic');
    expect(nexusTrial(3, 6, 6)).toBe('success');
    expect(nexusTrial(3, 5, 6)).toBe('failure');
  });

  it('DW-NEXUS-06 a sacrifice needs what it takes, never goes below 0, zeroes or removes for the round, and a wound activates anyway', () => {
    const mage: Catalyst = {
      items: { 'mana-gem': 1, 'temporary-faith': 0 },
      characteristics: { DIS: 2, POW: 4 },
      abilities: ['Concentration'],
      failing: [],
      lostAbilities: [],
    };
    expect(unwrap(paySacrifice(mage, { kind: 'item', item: 'mana-gem' })).catalyst.items['mana-gem']).toBe(0);
    expect(paySacrifice(mage, { kind: 'item', item: 'temporary-faith' })).toMatchObject({
      ok: false,
      error: { rule: 'DW-NEXUS-06' },
    });
    expect(
      unwrap(paySacrifice(mage, { kind: 'penalty', characteristic: 'DIS', points: 2 })).catalyst.characteristics.DIS,
    ).toBe(0);
    expect(paySacrifice(mage, { kind: 'penalty', characteristic: 'DIS', points: 3 }).ok).toBe(false);
    const zero = unwrap(paySacrifice(mage, { kind: 'zero', characteristic: 'POW' })).catalyst;
    expect(zero.characteristics.POW).toBe(0);
    expect(zero.failing).toEqual(['POW']);
    const lost = unwrap(paySacrifice(mage, { kind: 'ability', ability: 'Concentration' })).catalyst;
    expect(lost.abilities).toEqual([]);
    expect(lost.lostAbilities).toEqual(['Concentration']);
    expect(paySacrifice(lost, { kind: 'ability', ability: 'Concentration' }).ok).toBe(false);
    expect(unwrap(paySacrifice(mage, { kind: 'ko' })).activatesAnyway).toBe(true);
  });
});
