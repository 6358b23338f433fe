import { describe, expect, it } from 'vitest';
import type { WmChoice } from '../src/choices.ts';
import { LoadedDice, unwrap } from '@skirmish/core';
import {
  act,
  acts,
  activated,
  ev,
  model,
  position,
  R30,
  R40,
  R50,
  refuse,
  rulesWithContent,
  type Place,
} from './helpers.ts';

// Bastion head cannon: RNG 10, AOE 3, POW 13 (blast 7), RAT 4. Wraithwing DEF 14 ARM 15. Sparrow ARM 16.

describe('area attacks', () => {
  it('WM-AOE-02 WM-AOE-03 WM-AOE-04 WM-AOE-05 WM-AOE-07 a direct hit deals POW, and every other base under the 3" template takes ceil(POW/2), friends too', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10 },
      'p2.wraithwing': { x: 20, y: 16 },
      'p1.sparrow': { x: 22.2, y: 16 }, // 2.2" from the target: under it (<= 1.5 + R40), out of melee (> 2 R40 + 0.5)
      'p2.ash': { x: 20, y: 20 }, // 4" away: not under it
    });
    // RAT 4 + 6 + 4 = 14 hits; direct 13 + 1 + 1 = 15 vs 15: 0; blast on Sparrow 7 + 6 + 6 = 19 - 16 = 3, column 1.
    const { state, events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' },
      [6, 4, 1, 1, 6, 6, 1],
    );
    const rolls = ev(events, 'wm/damage-roll');
    expect(rolls).toHaveLength(2);
    expect(rolls[0]).toMatchObject({ model: 'p2.wraithwing', pow: 13, rule: 'WM-AOE-02' });
    expect(rolls[1]).toMatchObject({ model: 'p1.sparrow', pow: 7, rule: 'WM-AOE-04', points: 3 });
    expect(model(state, 'p1.sparrow').marks[0]).toBe(3);
    expect(model(state, 'p2.ash').boxes).toBe(0);
  });

  it('WM-AOE-08 WM-AOE-09 WM-GEN-01 a miss deviates d6" in a d6 direction (1 = straight on) and blasts what lies under it; nobody takes a direct hit', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10 },
      'p2.wraithwing': { x: 20, y: 16 },
      'p1.sparrow': { x: 20, y: 19 },
    });
    // 4 + 1 + 2 = 7 misses; direction 1, 3" beyond the target: (20, 19). Blast on Sparrow only.
    const { events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' },
      [1, 2, 1, 3, 1, 1],
    );
    const dev = ev(events, 'wm/deviation')[0];
    expect((dev?.['to'] as { x: number; y: number }).x).toBeCloseTo(20, 9);
    expect((dev?.['to'] as { x: number; y: number }).y).toBeCloseTo(19, 9);
    // Blast only: POW 13 halves to 7; 7 + 1 + 1 = 9 against ARM 16.
    expect(ev(events, 'wm/damage-roll')).toEqual([
      expect.objectContaining({ model: 'p1.sparrow', pow: 7, rule: 'WM-AOE-04', total: 9, points: 0 }),
    ]);
  });

  it("WM-ARC-05 WM-MODEL-15 blast damage takes the Shield from the template's centre, a point: lost when it lies behind the shoulders, though the template reaches in front of them", () => {
    // Kron's Thunder Shell (AOE 3, POW 13) at the Wraithwing; Bastion (ARM 18, +2 Shield) stands
    // under the template, its centre 2.3" east and 0.5" south of the template's, just out of the
    // Wraithwing's melee range (no -4 for a target in melee).
    const blastArm = (facing: number) => {
      const s = position({
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p2.wraithwing': { x: 20, y: 16 },
        'p1.bastion': { x: 22.3, y: 15.5, facing },
      });
      // FOCUS 7 + 4 + 4 = 15 hits DEF 14; direct 13 + 1 + 1 against ARM 15; blast 7 + 1 + 1.
      const { events } = act(
        activated(s, 'p1.kron'),
        'p1',
        { kind: 'cast', spell: 'thunder-shell', target: 'p2.wraithwing' },
        [4, 4, 1, 1, 1, 1],
      );
      return ev(events, 'wm/damage-roll').find((e) => e['model'] === 'p1.bastion')?.['arm'];
    };
    // Facing south, the centre is 0.5" behind its shoulders (the template's edge 1" in front): no Shield.
    expect(blastArm(270)).toBe(18);
    // Facing north, the centre is in front: the Shield counts.
    expect(blastArm(90)).toBe(20);
  });

  it('WM-AOE-10 an AOE attack beyond RNG misses without a roll and deviates from the point RNG from the attacker', () => {
    const s = position({ 'p1.bastion': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 12 } });
    // Direction 4 points back at the attacker; 2".
    const { events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' },
      [4, 2],
    );
    expect(ev(events, 'wm/attack-roll')).toHaveLength(0);
    const dev = ev(events, 'wm/deviation')[0];
    expect((dev?.['from'] as { y: number }).y).toBeCloseTo(10 + R50 + 10, 9);
    expect((dev?.['to'] as { y: number }).y).toBeCloseTo(10 + R50 + 8, 9);
  });
});

describe('spray', () => {
  const emberclad = { p1: 'emberclad', p2: 'ashen-covenant' };
  it('WM-SPRAY-01 WM-SPRAY-02 WM-SPRAY-03 every base in the 1"-wide SP6 zone gets its own roll, Stealth or not', () => {
    const s = position(
      {
        'p1.kindle': { x: 20, y: 10 },
        'p2.wraithwing': { x: 20, y: 10 + R40 + R40 + 2 },
        'p2.ash': { x: 20.3, y: 10 + R40 + R30 + 5.5 },
        'p2.gravemaw': { x: 22.5, y: 14 }, // outside the zone
      },
      { setup: emberclad },
    );
    const { events } = act(
      activated(s, 'p1.kindle'),
      'p1',
      { kind: 'attack', weapon: 'flame-jet', target: 'p2.wraithwing' },
      [1, 2, 1, 2],
    );
    expect(ev(events, 'wm/spray')[0]?.['covered']).toEqual(['p2.ash', 'p2.wraithwing']);
    expect(ev(events, 'wm/attack-roll').map((e) => e['target'])).toEqual(['p2.ash', 'p2.wraithwing']);
    expect(ev(events, 'wm/auto-miss')).toHaveLength(0);
  });

  it('WM-SPRAY-04 WM-SPRAY-07 no -4 against a model in melee, and one spray is one use against ROF', () => {
    const s = position(
      {
        'p1.kindle': { x: 20, y: 10, set: { focus: 3 } },
        'p2.wraithwing': { x: 20, y: 10 + R40 + R40 + 3 },
        'p1.cinderfist': { x: 20 + R40 + R50 + 0.2, y: 10 + R40 + R40 + 3, facing: 180 },
      },
      { setup: emberclad },
    );
    const { state, events } = act(
      activated(s, 'p1.kindle'),
      'p1',
      { kind: 'attack', weapon: 'flame-jet', target: 'p2.wraithwing' },
      [1, 2],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ modifier: 0 });
    expect(refuse(state, 'p1', { kind: 'attack', weapon: 'flame-jet', target: 'p2.wraithwing' }).code).toBe(
      'ranged/rof',
    );
  });

  it('WM-SPRAY-01 WM-ARC-04 a spray points into the front arc: a model whose centre is behind the shoulders cannot be aimed at', () => {
    // Kindle faces +y from y = 10. The Wraithwing, 3" to the side, is seen by the part of its base
    // in front of that line; the zone may point along the line, never behind it.
    const at = (y: number) =>
      activated(
        position({ 'p1.kindle': { x: 20, y: 10 }, 'p2.wraithwing': { x: 23, y } }, { setup: emberclad }),
        'p1.kindle',
      );
    const spray = { kind: 'attack', weapon: 'flame-jet', target: 'p2.wraithwing' } as const;
    expect(refuse(at(9.5), 'p1', spray)).toMatchObject({ code: 'spray/outside-front-arc', rule: 'WM-SPRAY-01' });
    // Its centre on the shoulder line: the zone runs along the line and covers it (6 + 1 + 2 = 9 misses DEF 14).
    const { events } = act(at(10), 'p1', spray, [1, 2]);
    expect(ev(events, 'wm/spray')[0]?.['covered']).toEqual(['p2.wraithwing']);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.wraithwing', hit: false });
  });
});

describe('continuous and critical effects', () => {
  it('WM-MODEL-10 WM-SPECIAL-01 WM-SPECIAL-05 a continuous-fire weapon sets every model it hits on fire, doing nothing yet', () => {
    const s = position(
      { 'p1.kindle': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + R40 + R40 + 2 } },
      { setup: { p1: 'emberclad', p2: 'ashen-covenant' } },
    );
    // RAT 6 + 4 + 4 = 14 hits; 11 + 1 + 2 = 14 < 15.
    const { state } = act(
      activated(s, 'p1.kindle'),
      'p1',
      { kind: 'attack', weapon: 'flame-jet', target: 'p2.wraithwing' },
      [4, 4, 1, 2],
    );
    expect(model(state, 'p2.wraithwing').fire).toBe(true);
    expect(model(state, 'p2.wraithwing').marks).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('WM-MODEL-11 WM-SPECIAL-03 a critical-fire weapon sets fire only on a critical hit', () => {
    const s = position({ 'p2.wraithwing': { x: 20, y: 20 }, 'p1.sparrow': { x: 20, y: 15 } }, { active: 'p2' });
    const plain = act(
      activated(s, 'p2.wraithwing'),
      'p2',
      { kind: 'attack', weapon: 'ember-spitter', target: 'p1.sparrow' },
      [4, 5, 1, 1],
    );
    expect(model(plain.state, 'p1.sparrow').fire).toBe(false);
    const crit = act(
      activated(s, 'p2.wraithwing'),
      'p2',
      { kind: 'attack', weapon: 'ember-spitter', target: 'p1.sparrow' },
      [5, 5, 1, 1],
    );
    expect(model(crit.state, 'p1.sparrow').fire).toBe(true);
  });

  it('WM-MODEL-12 a continuous-corrosion weapon applies Corrosion on a hit', () => {
    const s = position(
      { 'p2.gravemaw': { x: 20, y: 20 }, 'p1.sparrow': { x: 20, y: 20 - R50 - R40 - 3 } },
      { active: 'p2' },
    );
    const { state } = act(
      activated(s, 'p2.gravemaw'),
      'p2',
      { kind: 'attack', weapon: 'bile-thrower', target: 'p1.sparrow' },
      [5, 5, 1, 1],
    );
    expect(model(state, 'p1.sparrow').corrosion).toBe(true);
  });

  const burning = (set: Record<string, unknown>) =>
    position({ 'p1.kron': { x: 20, y: 10, set: { focus: 3, ...set } }, 'p2.ash': { x: 20, y: 40 } }, { active: 'p2' });

  it("WM-SPECIAL-06 WM-TURN-06 WM-SPECIAL-09 WM-SPECIAL-10 fire on 3-6 makes an unboosted 12 + 2d6 roll in its controller's Maintenance, after focus is removed", () => {
    const s = burning({ fire: true });
    // An enemy model on fire is left alone: only the new active player's models burn now.
    const foe = model(s, 'p2.ash');
    foe.fire = true;
    const { state, events } = act(s, 'p2', { kind: 'endTurn' }, [4, 3, 3]);
    // 12 + 3 + 3 = 18 against ARM 15 (the 3 focus are gone first): 3 boxes.
    expect(ev(events, 'wm/damage-roll')).toEqual([
      expect.objectContaining({ model: 'p1.kron', total: 18, arm: 15, points: 3, dice: [3, 3] }),
    ]);
    expect(model(state, 'p1.kron')).toMatchObject({ fire: true, boxes: 3 });
    expect(model(state, 'p2.ash')).toMatchObject({ fire: true, boxes: 0 });
  });

  it('WM-SPECIAL-07 a continuous effect rolling 1 or 2 ends and does nothing', () => {
    for (const roll of [1, 2]) {
      const { state, events } = act(burning({ fire: true }), 'p2', { kind: 'endTurn' }, [roll]);
      expect(model(state, 'p1.kron')).toMatchObject({ fire: false, boxes: 0 });
      expect(ev(events, 'wm/continuous-ends')).toHaveLength(1);
      expect(ev(events, 'wm/damage-roll')).toHaveLength(0);
    }
  });

  it('WM-SPECIAL-08 corrosion on 3-6 deals 1 damage point, ARM ignored', () => {
    const { state } = act(burning({ corrosion: true }), 'p2', { kind: 'endTurn' }, [3]);
    expect(model(state, 'p1.kron').boxes).toBe(1);
  });

  it('WM-DAMAGE-24 corrosion on a warjack rolls a column like any damage', () => {
    const s = position(
      {
        'p1.bastion': { x: 20, y: 10, set: { corrosion: true } },
        'p1.kron': { x: 10, y: 10 },
        'p2.ash': { x: 20, y: 40 },
      },
      { active: 'p2' },
    );
    const { state } = act(s, 'p2', { kind: 'endTurn' }, [6, 5]);
    expect(model(state, 'p1.bastion').marks).toEqual([0, 0, 0, 0, 1, 0]);
  });

  it('WM-SPECIAL-11 a model carries one Fire at most: a second one changes nothing', () => {
    const s = position(
      { 'p1.kindle': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + R40 + R40 + 2, set: { fire: true } } },
      { setup: { p1: 'emberclad', p2: 'ashen-covenant' } },
    );
    const { state, events } = act(
      activated(s, 'p1.kindle'),
      'p1',
      { kind: 'attack', weapon: 'flame-jet', target: 'p2.wraithwing' },
      [4, 4, 1, 2],
    );
    expect(model(state, 'p2.wraithwing').fire).toBe(true);
    expect(ev(events, 'wm/continuous-applied')).toHaveLength(0);
  });
});

describe('knocked down', () => {
  it('WM-STATUS-07 WM-STATUS-09 WM-STATUS-11 standing up by forfeiting movement leaves the attack but no charge', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { knockedDown: true, knockedDownTurn: 0, focus: 2 } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.3 },
    });
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'standUp', forfeit: 'movement' },
    ]);
    expect(model(a, 'p1.bastion').knockedDown).toBe(false);
    expect(refuse(a, 'p1', { kind: 'charge', target: 'p2.wraithwing' }).code).toBe('move/already');
    expect(refuse(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }).code).toBe('power/slam-needs-move-and-action');
    const { events } = act(a, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }, [1, 2]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.wraithwing', total: 9, hit: false });
  });

  it('WM-STATUS-09 standing up by forfeiting movement is not aiming: the shot gets no +2', () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, set: { knockedDown: true, knockedDownTurn: 0 } },
      'p2.wraithwing': { x: 20, y: 16 },
    });
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.sparrow' },
      { kind: 'standUp', forfeit: 'movement' },
    ]);
    expect(a.activation).toMatchObject({ aiming: false });
    // RAT 5 + 4 + 4 = 13 < DEF 14: with an aiming bonus it would have hit.
    const { events } = act(a, 'p1', { kind: 'attack', weapon: 'repeater', target: 'p2.wraithwing' }, [4, 4]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ modifier: 0, total: 13, hit: false });
  });

  it('WM-STATUS-10 WM-MOVE-06 standing up by forfeiting the combat action leaves only a full advance', () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, set: { knockedDown: true, knockedDownTurn: 0, focus: 2 } },
      'p2.ash': { x: 20, y: 40 },
    });
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.sparrow' },
      { kind: 'standUp', forfeit: 'action' },
    ]);
    expect(refuse(a, 'p1', { kind: 'run', x: 20, y: 15, facing: 90 }).code).toBe('move/run-needs-action');
    expect(refuse(a, 'p1', { kind: 'charge', target: 'p2.ash' }).code).toBe('move/charge-needs-action');
    expect(refuse(a, 'p1', { kind: 'slam', target: 'p2.ash' }).code).toBe('power/slam-needs-move-and-action');
    const moved = act(a, 'p1', { kind: 'advance', x: 20, y: 15, facing: 90 }).state;
    expect(refuse(moved, 'p1', { kind: 'attack', weapon: 'repeater', target: 'p2.ash' }).code).toBe(
      'activation/no-action',
    );
  });

  it('WM-STATUS-08 a model knocked down in its own turn cannot stand up until its next turn', () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, set: { knockedDown: true, knockedDownTurn: 1 } },
      'p2.ash': { x: 20, y: 40 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    expect(refuse(a, 'p1', { kind: 'standUp', forfeit: 'movement' }).code).toBe('status/down-this-turn');
  });

  it('WM-STATUS-01 a knocked-down model cannot attack', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { knockedDown: true, knockedDownTurn: 1 } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.3 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    expect(refuse(a, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }).code).toBe(
      'status/knocked-down',
    );
  });
});

describe('stationary', () => {
  it('WM-STATUS-16 a stationary model does nothing: no activation, so no move, attack, spell or feat, and no free strike', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 5, stationary: true } },
      'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.2, facing: 270 },
    });
    expect(refuse(s, 'p1', { kind: 'activate', model: 'p1.kron' }).code).toBe('activation/stationary');
    expect(refuse(s, 'p1', { kind: 'advance', x: 20, y: 8, facing: 90 }).code).toBe('activation/none');
    expect(refuse(s, 'p1', { kind: 'attack', weapon: 'sabre', target: 'p2.wraithwing' }).code).toBe('activation/none');
    expect(refuse(s, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }).code).toBe('activation/none');
    expect(refuse(s, 'p1', { kind: 'feat' }).code).toBe('activation/none');
    // In the other player's turn, a model walking out of the stationary Kron's reach draws no free strike.
    const theirs = structuredClone(s);
    theirs.active = 'p2';
    const { state, events } = act(acts(theirs, 'p2', [{ kind: 'activate', model: 'p2.wraithwing' }]), 'p2', {
      kind: 'advance',
      x: 20,
      y: 16,
      facing: 90,
    });
    expect(ev(events, 'wm/free-strike-due')).toHaveLength(0);
    expect(state.freeStrike).toBeNull();
    expect(model(state, 'p2.wraithwing').y).toBe(16);
  });
});

describe('line of sight', () => {
  it('WM-LOS-01 WM-LOS-02 a base as large as the target, squarely between, blocks the line', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10 },
      'p1.sparrow': { x: 20, y: 10 + R30 + R40 + 0.05 },
      'p2.wraithwing': { x: 20, y: 10 + R30 + 2 * R40 + 0.1 + R40 },
    });
    expect(
      refuse(activated(s, 'p1.kron'), 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }).code,
    ).toBe('los/no-line');
  });

  it('WM-LOS-03 a smaller base never blocks the line to a larger one', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10 },
      'p1.sparrow': { x: 20, y: 10 + R30 + R40 + 0.05 },
      'p2.gravemaw': { x: 20, y: 10 + R30 + 2 * R40 + 0.1 + R50 },
    });
    const { events } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.gravemaw' },
      [1, 2],
    );
    // Gravemaw is engaged by Sparrow, hence -4: 6 + 1 + 2 - 4 = 5.
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.gravemaw', modifier: -4, total: 5 });
  });

  it('WM-LOS-04 WM-STATUS-05 a knocked-down model never blocks the line; WM-STATUS-20 a stationary one does', () => {
    const at = (set: Record<string, unknown>) =>
      position({
        'p1.kron': { x: 20, y: 10 },
        'p1.sparrow': { x: 20, y: 10 + R30 + R40 + 0.05, set },
        'p2.wraithwing': { x: 20, y: 10 + R30 + 2 * R40 + 0.1 + R40 },
      });
    const seen = act(
      activated(at({ knockedDown: true }), 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [1, 2],
    );
    expect(ev(seen.events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.wraithwing', total: 9 });
    expect(
      refuse(activated(at({ stationary: true }), 'p1.kron'), 'p1', {
        kind: 'attack',
        weapon: 'service-pistol',
        target: 'p2.wraithwing',
      }).code,
    ).toBe('los/no-line');
  });

  it('WM-ARC-02 WM-ARC-04 nothing behind the shoulder line is seen', () => {
    const s = position({ 'p1.kron': { x: 20, y: 10, facing: 270 }, 'p2.wraithwing': { x: 20, y: 15 } });
    expect(
      refuse(activated(s, 'p1.kron'), 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }).code,
    ).toBe('los/no-line');
  });

  it('WM-ARC-02 a base with any part across the shoulder line is in the front arc, even with its centre behind', () => {
    // Kron faces -y, so the shoulder line is y = 10 and the front arc is y < 10.
    const at = (y: number) => position({ 'p1.kron': { x: 20, y: 10, facing: 270 }, 'p2.wraithwing': { x: 25, y } });
    const { events } = act(
      activated(at(10 + R40 - 0.1), 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [1, 2],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.wraithwing' });
    expect(
      refuse(activated(at(10 + R40 + 0.1), 'p1.kron'), 'p1', {
        kind: 'attack',
        weapon: 'service-pistol',
        target: 'p2.wraithwing',
      }).code,
    ).toBe('los/no-line');
  });

  it('WM-LOS-05 WM-IGNORED-04 WM-SETUP-02 terrain never blocks the line by default; the terrain option makes it block', async () => {
    const { rulesWith } = await import('./helpers.ts');
    // The sample ruined wall spans x 14..20, y 23..24.
    const s = position({ 'p1.kron': { x: 17, y: 18 }, 'p2.wraithwing': { x: 17, y: 27 } });
    const open = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [1, 2],
    );
    expect(ev(open.events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.wraithwing', total: 9 });
    const r = rulesWith({ terrainEffects: true });
    const a = acts(
      s,
      'p1',
      [
        { kind: 'activate', model: 'p1.kron' },
        { kind: 'forfeitMove', aim: false },
      ],
      r,
    );
    expect(refuse(a, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }, r).code).toBe(
      'los/no-line',
    );
  });

  it('WM-LOS-05 with the terrain option on, a piece marked to block only sight stops no move, and one marked to block only movement hides nothing', () => {
    const walls = (blocksLos: boolean, blocksMovement: boolean) =>
      rulesWithContent((c) => c.terrain.forEach((t) => Object.assign(t, { blocksLos, blocksMovement })), {
        terrainEffects: true,
      });
    // The sample ruined wall spans x 14..20, y 23..24: between Kron and the Wraithwing, and across Kron's 6" advance.
    const s = position({ 'p1.kron': { x: 17, y: 20 }, 'p2.wraithwing': { x: 17, y: 29 } });
    const open: WmChoice = { kind: 'activate', model: 'p1.kron' };
    const stay: WmChoice = { kind: 'forfeitMove', aim: false };
    const cross: WmChoice = { kind: 'advance', x: 17, y: 26, facing: 90 };
    const shoot: WmChoice = { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' };
    const sight = walls(true, false);
    expect(model(acts(s, 'p1', [open, cross], sight), 'p1.kron').y).toBe(26);
    expect(refuse(acts(s, 'p1', [open, stay], sight), 'p1', shoot, sight).code).toBe('los/no-line');
    const movement = walls(false, true);
    expect(refuse(acts(s, 'p1', [open], movement), 'p1', cross, movement).code).toBe('move/terrain');
    const { events } = act(acts(s, 'p1', [open, stay], movement), 'p1', shoot, [1, 2], movement);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.wraithwing' });
  });
});

describe('terrain that blocks movement (the terrain option)', () => {
  /**
   * The sample boulder (centre 32, 25, radius 1.5) blocking movement but not sight, so that what
   * is tested is the move alone; `on` is the terrain option.
   */
  const boulder = (on: boolean, edit: (c: Parameters<Parameters<typeof rulesWithContent>[0]>[0]) => void = () => {}) =>
    rulesWithContent(
      (c) => {
        c.terrain.forEach((t) => Object.assign(t, { blocksLos: false, blocksMovement: t.id === 'boulder' }));
        edit(c);
      },
      { terrainEffects: on },
    );
  // Where a base of radius r moving up the line x = 32 first touches the boulder.
  const touch = (r: number) => 25 - 1.5 - r;

  it('WM-IGNORED-04 WM-LOS-05 WM-MOVE-08 a charge passes terrain by default; with the terrain option on, terrain that blocks movement stops it short of its target', () => {
    const run = (on: boolean) => {
      const r = boulder(on);
      const s = position({ 'p1.kron': { x: 32, y: 20 }, 'p2.ash': { x: 32, y: 28 } }, { r });
      return act(
        acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }], r),
        'p1',
        { kind: 'charge', target: 'p2.ash' },
        [],
        r,
      );
    };
    // By default Kron goes through the boulder until Ash is in his 0.5" melee range: 8 - 2 x R30 - 0.5.
    const through = run(false);
    expect(model(through.state, 'p1.kron').y).toBeCloseTo(20 + 8 - 2 * R30 - 0.5, 6);
    expect(through.state.activation?.chargeTarget).toBe('p2.ash');
    // With the option he stops against the boulder, out of range: the charge fails.
    const stopped = run(true);
    expect(model(stopped.state, 'p1.kron').y).toBeCloseTo(touch(R30), 6);
    expect(ev(stopped.events, 'wm/charge-failed')).toHaveLength(1);
    expect(stopped.state.activation).toBeNull();
  });

  it('WM-IGNORED-04 WM-LOS-05 WM-POWER-16 a slam move passes terrain by default; with the terrain option on, terrain that blocks movement stops it and the slam fails', () => {
    const run = (on: boolean, dice: number[]) => {
      const r = boulder(on);
      const s = position(
        { 'p1.bastion': { x: 32, y: 20, set: { focus: 1 } }, 'p2.wraithwing': { x: 32, y: 28 } },
        { r },
      );
      return act(
        acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }], r),
        'p1',
        { kind: 'slam', target: 'p2.wraithwing' },
        dice,
        r,
      );
    };
    // By default Bastion reaches 0.5" from the Wraithwing and rolls (1, 1: a miss).
    const through = run(false, [1, 1]);
    expect(model(through.state, 'p1.bastion').y).toBeCloseTo(20 + 8 - R50 - R40 - 0.5, 6);
    expect(ev(through.events, 'wm/slam-missed')).toHaveLength(1);
    const stopped = run(true, []);
    expect(model(stopped.state, 'p1.bastion').y).toBeCloseTo(touch(R50), 6);
    expect(ev(stopped.events, 'wm/slam-failed')).toHaveLength(1);
  });

  it('WM-IGNORED-04 WM-LOS-05 WM-POWER-23 a slammed model is pushed through terrain by default; with the terrain option on, it stops against terrain that blocks movement', () => {
    const run = (on: boolean) => {
      const r = boulder(on);
      const s = position(
        { 'p1.bastion': { x: 32, y: 14, set: { focus: 1 } }, 'p2.wraithwing': { x: 32, y: 20, facing: 270 } },
        { r },
      );
      // 6, 6 hits; a push of 6"; slam damage 11 + 1 + 1 = 13 against ARM 15: nothing.
      return act(
        acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }], r),
        'p1',
        { kind: 'slam', target: 'p2.wraithwing' },
        [6, 6, 6, 1, 1],
        r,
      ).state;
    };
    expect(model(run(false), 'p2.wraithwing')).toMatchObject({ x: 32, y: 26, knockedDown: true });
    const stopped = model(run(true), 'p2.wraithwing');
    expect(stopped).toMatchObject({ x: 32, knockedDown: true });
    expect(stopped.y).toBeCloseTo(touch(R40), 6);
  });

  it('WM-IGNORED-04 WM-LOS-05 a model an effect moves goes through terrain by default; with the terrain option on, it stops against terrain that blocks movement', () => {
    const run = (on: boolean) => {
      const r = boulder(on, (c) => {
        const sp = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'arc-lance');
        if (!sp) throw new Error('no arc lance');
        sp.effects = [{ kind: 'move', distance: 2, direction: 'away' }];
      });
      const s = position({ 'p1.kron': { x: 32, y: 18, set: { focus: 5 } }, 'p2.wraithwing': { x: 32, y: 22 } }, { r });
      // FOCUS 7 + 4 + 4 = 15 hits DEF 14; the push, then 12 + 1 + 1 = 14 against ARM 15: nothing.
      return act(
        activated(s, 'p1.kron', { kind: 'forfeitMove', aim: false }),
        'p1',
        { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
        [4, 4, 1, 1],
        r,
      ).state;
    };
    expect(model(run(false), 'p2.wraithwing').y).toBeCloseTo(24, 9);
    expect(model(run(true), 'p2.wraithwing').y).toBeCloseTo(touch(R40), 6);
  });

  it('WM-IGNORED-04 WM-LOS-05 WM-SETUP-05 a model may be deployed on terrain by default; with the terrain option on, not on terrain that blocks movement', () => {
    const deploying = (on: boolean) => {
      const r = boulder(on, (c) => {
        const b = c.terrain.find((t) => t.id === 'boulder');
        if (b?.shape.kind === 'circle') b.shape = { ...b.shape, center: { x: 10, y: 5 } };
      });
      const s = act(unwrap(r.setup({}, new LoadedDice([6, 1]))), 'p1', { kind: 'chooseFirst', first: 'p1' }, [], r);
      return { s: s.state, r };
    };
    const onBoulder: WmChoice = { kind: 'deploy', model: 'p1.kron', x: 10, y: 5, facing: 90 };
    const off = deploying(false);
    expect(model(act(off.s, 'p1', onBoulder, [], off.r).state, 'p1.kron')).toMatchObject({ x: 10, y: 5, placed: true });
    const on = deploying(true);
    expect(refuse(on.s, 'p1', onBoulder, on.r)).toMatchObject({ code: 'deploy/terrain', rule: 'WM-LOS-05' });
    // Just clear of it (1.5" + Kron's radius from its centre) is fine.
    const beside: WmChoice = { kind: 'deploy', model: 'p1.kron', x: 10 + 1.5 + R30, y: 5, facing: 90 };
    expect(model(act(on.s, 'p1', beside, [], on.r).state, 'p1.kron').placed).toBe(true);
  });

  it('WM-LOS-05 A-05 with the terrain option on, a base whose edge would clip the corner of a wall cannot advance or run past it, though its centre line misses the wall', () => {
    // The sample ruined wall spans x 14..20, y 23..24 and blocks movement. Kron's 30 mm base has
    // a radius of 0.59": going up the line x = 20.5 its centre misses the wall by 0.5", its edge
    // cuts the corner (20, 23); up x = 20.7 the whole base passes clear.
    const walls = rulesWithContent(() => {}, { terrainEffects: true });
    const s = position({ 'p1.kron': { x: 20.5, y: 18 } });
    const clear = position({ 'p1.kron': { x: 20.7, y: 18 } });
    const open: WmChoice = { kind: 'activate', model: 'p1.kron' };
    for (const kind of ['advance', 'run'] as const) {
      const to = kind === 'advance' ? 24 : 29;
      expect(refuse(acts(s, 'p1', [open], walls), 'p1', { kind, x: 20.5, y: to, facing: 90 }, walls)).toMatchObject({
        code: 'move/terrain',
        rule: 'WM-LOS-05',
      });
      const past = acts(clear, 'p1', [open, { kind, x: 20.7, y: to, facing: 90 }], walls);
      expect(model(past, 'p1.kron')).toMatchObject({ x: 20.7, y: to });
    }
    // Nor may it end with its edge over the wall, its centre just outside.
    expect(
      refuse(acts(s, 'p1', [open], walls), 'p1', { kind: 'advance', x: 20.5, y: 22.8, facing: 90 }, walls),
    ).toMatchObject({
      code: 'move/terrain',
    });
  });

  // A base 0.3" into the boulder from the south (possible only in a loaded position).
  const onBoulderAt = (r: number) => touch(r) + 0.3;

  it('A-05 WM-LOS-05 with the terrain option on, a model that starts on terrain that blocks movement may advance off it, but never deeper into it or across it; other terrain still stops it', () => {
    const open: WmChoice = { kind: 'activate', model: 'p1.kron' };
    const y0 = onBoulderAt(R30);
    const start = (r: ReturnType<typeof boulder>) =>
      acts(position({ 'p1.kron': { x: 32, y: y0 } }, { r }), 'p1', [open], r);
    const on = boulder(true);
    // Straight away from it, and sideways (its centre still draws away from the boulder's): both leave it.
    expect(
      model(acts(start(on), 'p1', [{ kind: 'advance', x: 32, y: y0 - 5, facing: 270 }], on), 'p1.kron'),
    ).toMatchObject({
      x: 32,
      y: y0 - 5,
    });
    expect(model(acts(start(on), 'p1', [{ kind: 'run', x: 35, y: y0, facing: 0 }], on), 'p1.kron')).toMatchObject({
      x: 35,
      y: y0,
    });
    // A little deeper, or over it to the far side where the base would stand clear again: refused.
    const across = 25 + 1.5 + R30 + 0.1;
    for (const y of [y0 + 0.2, across])
      expect(refuse(start(on), 'p1', { kind: 'advance', x: 32, y, facing: 90 }, on)).toMatchObject({
        code: 'move/terrain',
        rule: 'WM-LOS-05',
      });
    // By default terrain stops nothing: it goes straight across.
    const off = boulder(false);
    expect(model(acts(start(off), 'p1', [{ kind: 'advance', x: 32, y: across, facing: 90 }], off), 'p1.kron').y).toBe(
      across,
    );
    // The wall moved just south of the boulder (x 30..34, y 19..20) still stops the way off it.
    const walled = boulder(true, (c) => {
      const wall = c.terrain.find((t) => t.id === 'ruined-wall');
      if (!wall) throw new Error('no wall');
      wall.blocksMovement = true;
      wall.shape = {
        kind: 'polygon',
        points: [
          { x: 30, y: 19 },
          { x: 34, y: 19 },
          { x: 34, y: 20 },
          { x: 30, y: 20 },
        ],
      };
    });
    expect(refuse(start(walled), 'p1', { kind: 'advance', x: 32, y: y0 - 5, facing: 270 }, walled).code).toBe(
      'move/terrain',
    );
    const short = 20 + R30 + 0.05;
    expect(
      model(acts(start(walled), 'p1', [{ kind: 'advance', x: 32, y: short, facing: 270 }], walled), 'p1.kron').y,
    ).toBe(short);
  });

  it('A-05 WM-LOS-05 with the terrain option on, a model whose centre stands inside a wall may step out of it, but no leg of its path may take it deeper in', () => {
    // The sample wall spans x 14..20, y 23..24 and blocks movement; Kron's centre is 0.3" inside its south edge.
    const walls = rulesWithContent(() => {}, { terrainEffects: true });
    const s = acts(
      position({ 'p1.kron': { x: 17, y: 23.3 } }, { r: walls }),
      'p1',
      [{ kind: 'activate', model: 'p1.kron' }],
      walls,
    );
    expect(model(acts(s, 'p1', [{ kind: 'advance', x: 17, y: 20, facing: 270 }], walls), 'p1.kron')).toMatchObject({
      x: 17,
      y: 20,
    });
    expect(model(acts(s, 'p1', [{ kind: 'advance', x: 15, y: 21, facing: 270 }], walls), 'p1.kron')).toMatchObject({
      x: 15,
      y: 21,
    });
    // Out through the far side passes its middle, deeper than it starts.
    expect(refuse(s, 'p1', { kind: 'advance', x: 17, y: 27, facing: 90 }, walls).code).toBe('move/terrain');
    // A first leg part of the way out, then a second back in deeper (0.4") than the first left it.
    const back: WmChoice = { kind: 'advance', x: 17, y: 23.4, facing: 90, via: [{ x: 16, y: 22.9 }] };
    expect(refuse(s, 'p1', back, walls).code).toBe('move/terrain');
    // By default the wall stops nothing.
    const plain = position({ 'p1.kron': { x: 17, y: 23.3 } });
    expect(
      model(
        acts(plain, 'p1', [
          { kind: 'activate', model: 'p1.kron' },
          { kind: 'advance', x: 17, y: 27, facing: 90 },
        ]),
        'p1.kron',
      ).y,
    ).toBe(27);
  });

  it('A-05 WM-LOS-05 WM-MOVE-08 with the terrain option on, a charger that starts on terrain that blocks movement charges away from it, but not across it', () => {
    const y0 = onBoulderAt(R30);
    const charge = (ash: number, facing: number) => {
      const r = boulder(true);
      const s = position({ 'p1.kron': { x: 32, y: y0, facing }, 'p2.ash': { x: 32, y: ash } }, { r });
      return act(
        acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }], r),
        'p1',
        { kind: 'charge', target: 'p2.ash' },
        [],
        r,
      );
    };
    // Ash 6" to the south: Kron goes until she is in his 0.5" melee range, 6 - 2 x R30 - 0.5.
    const away = charge(y0 - 6, 270);
    expect(model(away.state, 'p1.kron').y).toBeCloseTo(y0 - (6 - 2 * R30 - 0.5), 6);
    expect(away.state.activation?.chargeTarget).toBe('p2.ash');
    // Ash beyond the boulder: the first step would go deeper, so Kron stays and the charge fails.
    const across = charge(30, 90);
    expect(model(across.state, 'p1.kron').y).toBeCloseTo(y0, 6);
    expect(ev(across.events, 'wm/charge-failed')).toHaveLength(1);
  });

  it('A-05 WM-LOS-05 WM-POWER-23 with the terrain option on, a slammed model that starts on terrain that blocks movement is pushed off it, but not into it', () => {
    const y0 = onBoulderAt(R40);
    const slam = (bastion: Place) => {
      const r = boulder(true);
      const s = position({ 'p1.bastion': { ...bastion, set: { focus: 1 } }, 'p2.wraithwing': { x: 32, y: y0 } }, { r });
      // 6, 6 hits; a push of 6"; slam damage 11 + 1 + 1 = 13 against ARM 15: nothing.
      return act(
        acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }], r),
        'p1',
        { kind: 'slam', target: 'p2.wraithwing' },
        [6, 6, 6, 1, 1],
        r,
      ).state;
    };
    // Slammed from the west, it is pushed east along the boulder's side and off it: the full 6".
    expect(model(slam({ x: 26.5, y: y0, facing: 0 }), 'p2.wraithwing')).toMatchObject({
      x: 38,
      y: y0,
      knockedDown: true,
    });
    // Slammed from the south, toward the boulder's centre: it does not move.
    const into = model(slam({ x: 32, y: y0 - 5.5, facing: 90 }), 'p2.wraithwing');
    expect(into).toMatchObject({ x: 32, knockedDown: true });
    expect(into.y).toBeCloseTo(y0, 6);
  });

  it('A-05 WM-LOS-05 with the terrain option on, a model an effect moves off terrain that blocks movement goes its full distance, but an effect cannot move it in deeper', () => {
    const y0 = onBoulderAt(R40);
    const cast = (kron: Place, direction: 'away' | 'toward') => {
      const r = boulder(true, (c) => {
        const sp = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'arc-lance');
        if (!sp) throw new Error('no arc lance');
        sp.effects = [{ kind: 'move', distance: 2, direction }];
      });
      const s = position({ 'p1.kron': { ...kron, set: { focus: 5 } }, 'p2.wraithwing': { x: 32, y: y0 } }, { r });
      // FOCUS 7 + 4 + 4 = 15 hits DEF 14; the move, then 12 + 1 + 1 = 14 against ARM 15: nothing.
      return model(
        act(
          activated(s, 'p1.kron', { kind: 'forfeitMove', aim: false }),
          'p1',
          { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
          [4, 4, 1, 1],
          r,
        ).state,
        'p2.wraithwing',
      );
    };
    const west: Place = { x: 28, y: y0, facing: 0 };
    const south: Place = { x: 32, y: y0 - 4, facing: 90 };
    // Away from Kron in the west is east, along the boulder's side and off it.
    expect(cast(west, 'away')).toMatchObject({ x: 34, y: y0 });
    // Toward Kron in the south is straight off it.
    expect(cast(south, 'toward')).toMatchObject({ x: 32, y: y0 - 2 });
    // Away from Kron in the south is into the boulder: it does not move.
    const into = cast(south, 'away');
    expect(into.x).toBe(32);
    expect(into.y).toBeCloseTo(y0, 6);
  });
});
