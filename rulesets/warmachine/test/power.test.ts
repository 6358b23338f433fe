import { describe, expect, it } from 'vitest';
import { act, acts, activated, ev, model, position, R30, R40, R50, refuse, rules } from './helpers.ts';

// Bastion: SPD 4, STR 11, MAT 6, 50 mm. Sparrow: STR 9, MAT 6, 40 mm. Wraithwing: DEF 14 ARM 15, 40 mm.
// Gravemaw: DEF 12 ARM 17, 50 mm. Kron: ARM 15, 30 mm.

const Y0 = (gap: number) => 10 + R50 + R40 + gap;

describe('slam', () => {
  const slamAt = (gap: number, extra: Record<string, { x: number; y: number; facing?: number }> = {}) =>
    position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p2.wraithwing': { x: 20, y: Y0(gap), facing: 270 },
      ...extra,
    });

  it('WM-POWER-16 WM-POWER-20 WM-POWER-23 WM-POWER-27 after 3" or more a hit pushes the target d6" straight away and knocks it down', () => {
    const a = acts(slamAt(4), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    // Moves 3.5" (to 0.5"), MAT 6 + 4 + 4 = 14 hits DEF 14, push 4", damage 11 + 1 + 1 = 13 < ARM 15.
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 4, 1, 1]);
    expect(model(state, 'p1.bastion').y).toBeCloseTo(13.5, 9);
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(Y0(4) + 4, 9);
    expect(model(state, 'p2.wraithwing').knockedDown).toBe(true);
    // WM-POWER-31: movement, then knockdown, then damage.
    const order = events
      .map((e) => e.type)
      .filter((t) => ['wm/slammed', 'wm/knocked-down', 'wm/damage-roll'].includes(t));
    expect(order).toEqual(['wm/slammed', 'wm/knocked-down', 'wm/damage-roll']);
    // WM-POWER-02 WM-FOCUS-16: the slam cost 1 focus.
    expect(model(state, 'p1.bastion').focus).toBe(2);
  });

  it('WM-POWER-16 the slammer may stop anywhere within 0.5", so it may go on to reach the 3" for a full slam', () => {
    // Gap 3.4": within 0.5" after 2.9", touching after 3.4".
    const a = acts(slamAt(3.4), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const near = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 1, 1]);
    expect(near.state.activation?.moved).toBeCloseTo(2.9, 9);
    expect(model(near.state, 'p2.wraithwing')).toMatchObject({ y: Y0(3.4), knockedDown: false });
    const far = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing', distance: 3.4 }, [4, 4, 2, 1, 1]);
    expect(far.state.activation?.moved).toBeCloseTo(3.4, 9);
    expect(model(far.state, 'p2.wraithwing').y).toBeCloseTo(Y0(3.4) + 2, 9);
    expect(model(far.state, 'p2.wraithwing').knockedDown).toBe(true);
  });

  it('WM-POWER-28 slam damage is STR + 2d6 and may be boosted', () => {
    const a = acts(slamAt(4), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing', boostDamage: true }, [4, 4, 1, 1, 1, 1]);
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ pow: 11, dice: [1, 1, 1] });
  });

  it('WM-POWER-26 WM-POWER-28 WM-POWER-29 touching an equal base stops the slammed model, adds a damage die, and the other takes collateral damage', () => {
    const s = slamAt(4, { 'p1.sparrow': { x: 20, y: Y0(4) + 2 * R40 + 2 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    // push roll 5 stops after 2"; slam damage 3 dice; collateral on Sparrow 11 + 2 dice (ARM 16), unboosted.
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 5, 1, 1, 1, 1, 1]);
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(Y0(4) + 2, 9);
    const rolls = ev(events, 'wm/damage-roll');
    expect(rolls[0]).toMatchObject({ model: 'p2.wraithwing', dice: [1, 1, 1] });
    expect(rolls[1]).toMatchObject({ model: 'p1.sparrow', rule: 'WM-POWER-29', dice: [1, 1] });
    expect(model(state, 'p1.sparrow').knockedDown).toBe(true);
  });

  it('WM-POWER-30 a larger base touched by the slammed model is neither knocked down nor damaged', () => {
    const s = slamAt(4, { 'p2.gravemaw': { x: 20, y: Y0(4) + R40 + R50 + 2 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 6, 1, 1, 1]);
    // The push of 6" stops after 2", against Gravemaw's base.
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(Y0(4) + 2, 9);
    expect(model(state, 'p2.gravemaw').knockedDown).toBe(false);
    expect(ev(events, 'wm/damage-roll')).toHaveLength(1);
    expect(ev(events, 'wm/collateral-none')[0]).toMatchObject({ model: 'p2.gravemaw' });
  });

  it('WM-POWER-25 WM-POWER-29 a slammed model passes over a smaller base, which is knocked down and takes collateral damage', () => {
    const s = slamAt(4, { 'p1.kron': { x: 20, y: Y0(4) + 1.5 } });
    // Kron overlaps the path; set it there anyway (the slammed model passes over it).
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 4, 1, 1, 1, 1]);
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(Y0(4) + 4, 9);
    expect(model(state, 'p1.kron').knockedDown).toBe(true);
    expect(ev(events, 'wm/damage-roll')[1]).toMatchObject({ model: 'p1.kron', rule: 'WM-POWER-29' });
  });

  it('WM-POWER-21 WM-POWER-24 a slam against a larger base takes -2 and pushes half the roll, not rounded', () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, set: { focus: 1 } },
      'p2.gravemaw': { x: 20, y: 10 + R40 + R50 + 4, facing: 270 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    // MAT 6 - 2 + 4 + 4 = 12 >= DEF 12; push 5 / 2 = 2.5"; damage 9 + 2 = 11 < 17.
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.gravemaw' }, [4, 4, 5, 1, 1]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 12, hit: true });
    expect(model(state, 'p2.gravemaw').y).toBeCloseTo(10 + R40 + R50 + 4 + 2.5, 9);
  });

  it('WM-GEN-06 only blast POW is rounded, upward (POW 13 gives 7); a halved slam push of 5" stays 2.5"', () => {
    const blast = position({
      'p1.bastion': { x: 20, y: 10 },
      'p2.wraithwing': { x: 20, y: 16 },
      'p2.gravemaw': { x: 22.3, y: 16 },
    });
    // Head cannon POW 13: 4 + 5 + 5 = 14 hits; direct 13 + 1 + 1 against 15; blast 7 + 1 + 1 against 17.
    const { events } = act(
      activated(blast, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' },
      [5, 5, 1, 1, 1, 1],
    );
    expect(ev(events, 'wm/damage-roll').map((e) => [e['model'], e['pow']])).toEqual([
      ['p2.wraithwing', 13],
      ['p2.gravemaw', 7],
    ]);
    const s = position({
      'p1.sparrow': { x: 20, y: 10, set: { focus: 1 } },
      'p2.gravemaw': { x: 20, y: 10 + R40 + R50 + 4, facing: 270 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    const slam = act(a, 'p1', { kind: 'slam', target: 'p2.gravemaw' }, [4, 4, 5, 1, 1]);
    expect(ev(slam.events, 'wm/slammed')[0]?.['distance']).toBeCloseTo(2.5, 9);
  });

  it('WM-POWER-22 a slam after less than 3" only deals STR + 2d6: no push, no knockdown', () => {
    const a = acts(slamAt(2), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { state } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 6, 6, 1]);
    expect(model(state, 'p2.wraithwing')).toMatchObject({ y: Y0(2), knockedDown: false });
    // 11 + 12 = 23 - 15 = 8 points from column 1 (4 boxes in a light grid), then column 2.
    expect(model(state, 'p2.wraithwing').marks).toEqual([4, 4, 0, 0, 0, 0]);
  });

  it('WM-POWER-19 a slammer ending more than 0.5" away fails and its activation ends, focus spent', () => {
    const a = acts(slamAt(9), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' });
    expect(ev(events, 'wm/slam-failed')).toHaveLength(1);
    expect(state.activation).toBeNull();
    expect(model(state, 'p1.bastion').focus).toBe(2);
  });

  it('WM-POWER-33 a missed slam leaves the target alone and the warjack may buy more melee attacks', () => {
    const a = acts(slamAt(4), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { state } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [1, 2]);
    expect(model(state, 'p2.wraithwing')).toMatchObject({ y: Y0(4), knockedDown: false });
    const more = act(state, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }, [1, 2]).state;
    expect(model(more, 'p1.bastion').focus).toBe(1);
  });

  it('WM-POWER-14 WM-STATUS-06 a knocked-down model cannot be slammed', () => {
    const s = slamAt(4);
    const st = { ...s, models: s.models.map((m) => (m.id === 'p2.wraithwing' ? { ...m, knockedDown: true } : m)) };
    const a = acts(st, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    expect(refuse(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }).code).toBe('slam/knocked-down');
  });

  it('WM-POWER-11 a slam needs the movement: not after forfeiting it', () => {
    const a = activated(slamAt(0.3), 'p1.bastion', { kind: 'forfeitMove', aim: false });
    expect(refuse(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }).code).toBe('power/slam-needs-move-and-action');
  });

  it('WM-POWER-11 a slam needs the combat action too: not after standing up by forfeiting it', () => {
    const s = slamAt(4);
    Object.assign(model(s, 'p1.bastion'), { knockedDown: true, knockedDownTurn: 0 });
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'standUp', forfeit: 'action' },
    ]);
    expect(a.activation?.movement).toBe('none');
    expect(refuse(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }).code).toBe('power/slam-needs-move-and-action');
  });

  it('WM-POWER-02 every power attack costs the warjack 1 focus, and with none left it is refused', () => {
    const slam = act(
      acts(slamAt(4), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]),
      'p1',
      { kind: 'slam', target: 'p2.wraithwing' },
      [1, 2],
    ).state;
    expect(model(slam, 'p1.bastion').focus).toBe(2);
    const butt = act(
      activated(slamAt(0.3), 'p1.bastion'),
      'p1',
      { kind: 'headButt', target: 'p2.wraithwing' },
      [1, 2],
    ).state;
    expect(model(butt, 'p1.bastion').focus).toBe(2);
    const broke = slamAt(4);
    model(broke, 'p1.bastion').focus = 0;
    expect(
      refuse(acts(broke, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]), 'p1', {
        kind: 'slam',
        target: 'p2.wraithwing',
      }).code,
    ).toBe('focus/not-enough');
  });

  it('WM-POWER-07 a slam attack roll may be boosted: three dice, for 1 focus more', () => {
    const a = acts(slamAt(4), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    // MAT 6 + 1 + 1 + 6 = 14 hits DEF 14 only with the third die; push 1", damage 11 + 1 + 1 = 13 < ARM 15.
    const { state, events } = act(
      a,
      'p1',
      { kind: 'slam', target: 'p2.wraithwing', boostAttack: true },
      [1, 1, 6, 1, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ dice: [1, 1, 6], total: 14, hit: true });
    expect(model(state, 'p2.wraithwing').knockedDown).toBe(true);
    // 1 for the slam and 1 for the boost.
    expect(model(state, 'p1.bastion').focus).toBe(1);
  });

  it('WM-POWER-16 a slam declared shorter than the way to its target still goes on until the target is within 0.5"', () => {
    const a = acts(slamAt(4), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    // A 1" slam would stop 3" short; the slammer goes the 3.5" to reach, which is a full slam (push 2").
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing', distance: 1 }, [4, 4, 2, 1, 1]);
    expect(state.activation?.moved).toBeCloseTo(3.5, 9);
    expect(ev(events, 'wm/slam-failed')).toHaveLength(0);
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(Y0(4) + 2, 9);
  });

  it('WM-DAMAGE-16 WM-FOCUS-24 a slam whose Cortex a free strike cripples on the way makes its declared boosts no more (A-37)', () => {
    // Bastion's marks leave only the two Cortex boxes of column 3 clear (and Movement uncrippled);
    // Wraithwing stands right behind it, Ash ahead is the slam target.
    const s = position({
      'p1.bastion': { x: 20, y: 10, facing: 90, set: { focus: 3, marks: [0, 0, 4, 6, 0, 0] } },
      'p2.wraithwing': { x: 20, y: 10 - R50 - R40 - 0.2, facing: 90 },
      'p2.ash': { x: 20, y: 18 },
    });
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'slam', target: 'p2.ash', boostAttack: true, boostDamage: true },
    ]);
    expect(model(a, 'p1.bastion').focus).toBe(2);
    // Jaws from behind: 6 + 2 + 4 + 4 = 16 hits DEF 12; 12 + 6 + 1 + 1 = 20 - ARM 18 = 2 points from
    // column 3, the two Cortex boxes, so the focus goes. The slam goes on (5.9"): two attack dice,
    // 6 + 6 + 5 = 17 hits Ash's DEF 16; push 2"; two damage dice, 11 + 1 + 1 = 13 against ARM 14.
    const { state, events } = act(a, 'p2', { kind: 'freeStrike', weapon: 'jaws' }, [4, 4, 6, 1, 1, 3, 6, 5, 2, 1, 1]);
    expect(ev(events, 'wm/crippled').map((e) => e['system'])).toEqual(['C']);
    const slamRoll = ev(events, 'wm/attack-roll').find((e) => e['weapon'] === 'slam');
    expect(slamRoll).toMatchObject({ dice: [6, 5], total: 17, hit: true });
    expect(ev(events, 'wm/damage-roll').find((e) => e['model'] === 'p2.ash')).toMatchObject({ dice: [1, 1] });
    expect(model(state, 'p2.ash')).toMatchObject({ y: 20, knockedDown: true });
    expect(model(state, 'p1.bastion').focus).toBe(0);
  });

  it('WM-POWER-32 being slammed does not trigger free strikes', () => {
    // Wraithwing is engaged with Ash's... none: an enemy of the slammed model stands beside it.
    const s = slamAt(4, { 'p1.sparrow': { x: 20 + R40 + R40 + 0.2, y: Y0(4), facing: 180 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 4, 1, 1]);
    // Wraithwing was pushed 4" out of Sparrow's reach, and nobody is asked about a free strike.
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(Y0(4) + 4, 9);
    expect(ev(events, 'wm/free-strike-due')).toHaveLength(0);
    expect(ev(events, 'wm/free-strike')).toHaveLength(0);
    expect(state.freeStrike).toBeNull();
  });
  it('WM-POWER-07 WM-POWER-02 the legal list offers a slam boosted, its attack roll or its damage, while the focus pays for both', () => {
    const powerSlams = (focus: number) => {
      const a = acts(
        position({
          'p1.bastion': { x: 20, y: 10, set: { focus } },
          'p2.wraithwing': { x: 20, y: Y0(4), facing: 270 },
        }),
        'p1',
        [{ kind: 'activate', model: 'p1.bastion' }],
      );
      return { a, slams: rules.legalChoices(a, 'p1').filter((c) => c.kind === 'slam') };
    };
    const rich = powerSlams(3);
    expect(rich.slams).toEqual([
      { kind: 'slam', target: 'p2.wraithwing' },
      { kind: 'slam', target: 'p2.wraithwing', boostAttack: true },
      { kind: 'slam', target: 'p2.wraithwing', boostDamage: true },
    ]);
    // Each is made as listed: the boosted attack rolls three dice (MAT 6 + 4 + 4 + 1 = 15 hits DEF 14).
    const { events } = act(rich.a, 'p1', rich.slams[1]!, [4, 4, 1, 4, 1, 1]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ dice: [4, 4, 1] });
    // 2 focus pays the slam and one boost; 1 focus the slam alone.
    expect(powerSlams(2).slams).toHaveLength(3);
    expect(powerSlams(1).slams).toEqual([{ kind: 'slam', target: 'p2.wraithwing' }]);
  });
});

describe('head-butt', () => {
  const near = (extra: Record<string, unknown> = {}) =>
    position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 2, ...extra } },
      'p2.wraithwing': { x: 20, y: Y0(0.3), facing: 270 },
    });

  it('WM-POWER-08 a hit knocks the target down and deals STR + 2d6', () => {
    const a = activated(near(), 'p1.bastion');
    const { state, events } = act(a, 'p1', { kind: 'headButt', target: 'p2.wraithwing' }, [4, 4, 6, 6, 2]);
    expect(model(state, 'p2.wraithwing').knockedDown).toBe(true);
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ pow: 11, total: 23, points: 8 });
    expect(model(state, 'p1.bastion').focus).toBe(1);
  });

  it('WM-POWER-07 a head-butt damage roll may be boosted: three dice, for 1 focus more', () => {
    // MAT 6 + 4 + 4 = 14 hits DEF 14; STR 11 + 1 + 1 + 1 = 14 against ARM 15.
    const a = activated(near(), 'p1.bastion');
    const { state, events } = act(
      a,
      'p1',
      { kind: 'headButt', target: 'p2.wraithwing', boostDamage: true },
      [4, 4, 1, 1, 1],
    );
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ pow: 11, dice: [1, 1, 1], total: 14 });
    expect(model(state, 'p1.bastion').focus).toBe(0);
    // With 1 focus the power attack is paid but not its boost.
    expect(
      refuse(activated(near({ focus: 1 }), 'p1.bastion'), 'p1', {
        kind: 'headButt',
        target: 'p2.wraithwing',
        boostDamage: true,
      }).code,
    ).toBe('focus/not-enough');
  });

  it('WM-POWER-06 WM-ATTACK-06 after a power attack every further attack is an additional attack costing 1 focus', () => {
    const a = act(activated(near(), 'p1.bastion'), 'p1', { kind: 'headButt', target: 'p2.wraithwing' }, [1, 2]).state;
    expect(model(a, 'p1.bastion').focus).toBe(1);
    // A power attack is melee: the head cannon may not follow it.
    expect(refuse(a, 'p1', { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' }).code).toBe(
      'attack/mixed',
    );
    const more = act(a, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }, [1, 2]).state;
    expect(model(more, 'p1.bastion').focus).toBe(0);
    expect(more.activation?.initialLeft).toEqual([]);
    expect(refuse(more, 'p1', { kind: 'attack', weapon: 'bulwark-shield', target: 'p2.wraithwing' }).code).toBe(
      'focus/not-enough',
    );
  });

  it('WM-POWER-09 a larger base cannot be head-butted', () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, set: { focus: 2 } },
      'p2.gravemaw': { x: 20, y: 10 + R40 + R50 + 0.3 },
    });
    expect(refuse(activated(s, 'p1.sparrow'), 'p1', { kind: 'headButt', target: 'p2.gravemaw' }).code).toBe(
      'power/larger-base',
    );
  });

  it('WM-POWER-10 a warjack with a crippled Head cannot head-butt', () => {
    const a = activated(near({ marks: [0, 0, 3, 3, 0, 0] }), 'p1.bastion');
    expect(refuse(a, 'p1', { kind: 'headButt', target: 'p2.wraithwing' }).code).toBe('power/head-crippled');
  });

  it('WM-POWER-04 WM-MOVE-18 no power attack as part of a charge', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p2.wraithwing': { x: 20, y: Y0(4), facing: 270 },
    });
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing' },
    ]);
    expect(refuse(a, 'p1', { kind: 'headButt', target: 'p2.wraithwing' }).code).toBe('power/after-charge');
  });

  it('WM-POWER-01 only warjacks make power attacks', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 2 } },
      'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.3 },
    });
    expect(refuse(activated(s, 'p1.kron'), 'p1', { kind: 'headButt', target: 'p2.wraithwing' }).code).toBe(
      'power/warjack-only',
    );
  });

  it('WM-FOCUS-16 WM-FOCUS-23 a warjack with no focus cannot make a power attack', () => {
    const a = activated(near({ focus: 0 }), 'p1.bastion');
    expect(refuse(a, 'p1', { kind: 'headButt', target: 'p2.wraithwing' }).code).toBe('focus/not-enough');
  });
  it('WM-POWER-07 WM-POWER-02 the legal list offers a head-butt boosted, its attack roll or its damage, while the focus pays for both', () => {
    const butts = (focus: number) =>
      rules.legalChoices(activated(near({ focus }), 'p1.bastion'), 'p1').filter((c) => c.kind === 'headButt');
    expect(butts(2)).toEqual([
      { kind: 'headButt', target: 'p2.wraithwing' },
      { kind: 'headButt', target: 'p2.wraithwing', boostAttack: true },
      { kind: 'headButt', target: 'p2.wraithwing', boostDamage: true },
    ]);
    expect(butts(1)).toEqual([{ kind: 'headButt', target: 'p2.wraithwing' }]);
  });
});
