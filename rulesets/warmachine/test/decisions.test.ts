import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, unwrap } from '@skirmish/core';
import { warmachineRuleset } from '../src/index.ts';
import { presenter } from '../src/presenter.ts';
import { contentSchema } from '../src/content.ts';
import { sampleContent } from '../src/sample.ts';
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
  rules,
  rulesWith,
  rulesWithContent,
} from './helpers.ts';

describe('deployment edges', () => {
  // Player 1 wins the roll (6 against 1) and lets player 2 go first.
  const start = () => {
    const s = unwrap(rules.setup({ p1: 'iron-crown', p2: 'ashen-covenant' }, new LoadedDice([6, 1])));
    return act(s, 'p1', { kind: 'chooseFirst', first: 'p2' }).state;
  };

  it('WM-SETUP-05 the first player deploys first, along the edge it picks with its first model', () => {
    const s = start();
    expect(refuse(s, 'p1', { kind: 'deploy', model: 'p1.kron', x: 20, y: 5, facing: 90 }).code).toBe(
      'phase/not-your-decision',
    );
    // Player 2 goes first and takes the near edge.
    const a = act(s, 'p2', { kind: 'deploy', model: 'p2.ash', x: 20, y: 5, facing: 90 }).state;
    expect(a.nearSide).toBe('p2');
    expect(refuse(a, 'p2', { kind: 'deploy', model: 'p2.gravemaw', x: 20, y: 43, facing: 270 }).code).toBe(
      'deploy/outside-zone',
    );
    const b = act(a, 'p2', { kind: 'deploy', model: 'p2.gravemaw', x: 10, y: 8, facing: 90 }).state;
    expect(model(b, 'p2.gravemaw')).toMatchObject({ placed: true, x: 10, y: 8 });
  });

  it('a facing is degrees from -360 to 360: 360 is taken, a facing of 10^15 is refused as malformed', () => {
    const engine = unwrap(Engine.create(warmachineRuleset));
    let m = unwrap(engine.start(1, { p1: 'iron-crown', p2: 'ashen-covenant' }));
    const chooser = engine.pending(m)[0]!.seats[0]!;
    m = unwrap(engine.submit(m, chooser, engine.legal(m, chooser)[0])).match;
    const seat = engine.pending(m)[0]!.seats[0]!;
    const deploy = engine.legal(m, seat)[0] as { kind: 'deploy'; facing: number };
    for (const facing of [1e15, -361, 360.5]) {
      const r = engine.submit(m, seat, { ...deploy, facing });
      expect(r.ok ? null : r.error).toMatchObject({ code: 'choice/malformed', path: 'facing' });
    }
    expect(
      unwrap(engine.submit(m, seat, { ...deploy, facing: 360 })).match.state.models.some((x) => x.facing === 360),
    ).toBe(true);
  });

  it('WM-SETUP-06 the second player deploys within 10" of the opposite edge', () => {
    const s = start();
    const a = acts(s, 'p2', [
      { kind: 'deploy', model: 'p2.ash', x: 20, y: 5, facing: 90 },
      { kind: 'deploy', model: 'p2.gravemaw', x: 10, y: 5, facing: 90 },
      { kind: 'deploy', model: 'p2.wraithwing', x: 30, y: 5, facing: 90 },
    ]);
    expect(a.active).toBe('p1');
    const bad = refuse(a, 'p1', { kind: 'deploy', model: 'p1.kron', x: 20, y: 5 + 30, facing: 270 });
    expect(bad).toMatchObject({ code: 'deploy/outside-zone', rule: 'WM-SETUP-06' });
    const ok = act(a, 'p1', { kind: 'deploy', model: 'p1.kron', x: 20, y: 43, facing: 270 }).state;
    expect(model(ok, 'p1.kron')).toMatchObject({ placed: true, y: 43 });
    // The candidate list offers the far zone only.
    expect(rules.legalChoices(ok, 'p1').every((c) => c.kind === 'deploy' && c.y > 38)).toBe(true);
  });
});

describe('Fire and Corrosion together', () => {
  const both = () =>
    position(
      { 'p1.kron': { x: 20, y: 10, set: { fire: true, corrosion: true } }, 'p2.ash': { x: 20, y: 40 } },
      { active: 'p2' },
    );

  it('WM-TURN-06 WM-SPECIAL-06 with Fire and Corrosion on one model the active player picks the order, after focus removal', () => {
    const { state } = act(both(), 'p2', { kind: 'endTurn' });
    expect(state.phase).toBe('maintenance');
    expect(rules.pending(state)[0]).toMatchObject({ seats: ['p1'], kind: 'warmachine/continuous-order' });
    expect(model(state, 'p1.kron').focus).toBe(0);
    // Corrosion first: its roll 3 marks 1 box; then Fire rolls 4 and 12 + 3 + 3 = 18 against ARM 15 marks 3.
    const c = act(state, 'p1', { kind: 'continuousOrder', first: 'corrosion' }, [3, 4, 3, 3]);
    expect(ev(c.events, 'wm/continuous').map((e) => e['effect'])).toEqual(['corrosion', 'fire']);
    expect(model(c.state, 'p1.kron').boxes).toBe(4);
    expect(c.state.phase).toBe('control');
    // Fire first: the same dice are read in the other order.
    const f = act(state, 'p1', { kind: 'continuousOrder', first: 'fire' }, [4, 3, 3, 3]);
    expect(ev(f.events, 'wm/continuous').map((e) => e['effect'])).toEqual(['fire', 'corrosion']);
    expect(model(f.state, 'p1.kron').boxes).toBe(4);
  });

  it('WM-TURN-06 while the order is due the two orders are all that is offered, and no order is taken at any other time', () => {
    const { state } = act(both(), 'p2', { kind: 'endTurn' });
    expect(rules.legalChoices(state, 'p1')).toEqual([
      { kind: 'continuousOrder', first: 'fire' },
      { kind: 'continuousOrder', first: 'corrosion' },
    ]);
    expect(refuse(state, 'p1', { kind: 'endControl' }).code).toBe('phase/wrong');
    // Both effects roll 1 and end; the Control phase follows, where an order is refused.
    const c = act(state, 'p1', { kind: 'continuousOrder', first: 'fire' }, [1, 1]).state;
    expect(c.phase).toBe('control');
    expect(refuse(c, 'p1', { kind: 'continuousOrder', first: 'corrosion' })).toMatchObject({
      code: 'phase/wrong',
      rule: 'WM-TURN-06',
    });
  });

  it('WM-TURN-06 with one continuous effect nobody is asked', () => {
    const s = position(
      { 'p1.kron': { x: 20, y: 10, set: { fire: true } }, 'p2.ash': { x: 20, y: 40 } },
      { active: 'p2' },
    );
    const { state } = act(s, 'p2', { kind: 'endTurn' }, [2]);
    expect(state.phase).toBe('control');
  });
});

describe('slam end point', () => {
  const Y0 = 10 + R50 + R40 + 4;
  it('WM-POWER-25 a smaller base the slammed model ends on is moved straight out the least distance', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p2.wraithwing': { x: 20, y: Y0, facing: 270 },
      'p1.kron': { x: 20.3, y: Y0 + 3.8 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { state } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 4, 1, 1, 1, 1]);
    const w = model(state, 'p2.wraithwing');
    const k = model(state, 'p1.kron');
    expect(w.y).toBeCloseTo(Y0 + 4, 9);
    // Touching the slammed base, on the line from its end point through Kron's old centre.
    expect(Math.hypot(k.x - w.x, k.y - w.y)).toBeCloseTo(R40 + R30, 9);
    expect((k.x - w.x) / (k.y - w.y)).toBeCloseTo(0.3 / -0.2, 9);
    expect(rules.invariants?.(state)).toEqual([]);
  });

  it('WM-POWER-25 WM-POWER-29 with no room on that line the smaller base goes to the nearest free spot and the slam is not cut short', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p2.wraithwing': { x: 20, y: Y0, facing: 270 },
      'p1.kron': { x: 20.3, y: Y0 + 3.8 },
      'p1.sparrow': { x: 22.3, y: Y0 + 2.8 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 4, 1, 1, 1, 1]);
    const w = model(state, 'p2.wraithwing');
    const k = model(state, 'p1.kron');
    expect(w.y).toBeCloseTo(Y0 + 4, 9);
    expect(model(state, 'p1.sparrow')).toMatchObject({ x: 22.3, y: Y0 + 2.8 });
    expect(Math.hypot(k.x - w.x, k.y - w.y)).toBeGreaterThanOrEqual(R40 + R30 - 1e-9);
    expect(Math.hypot(k.x - 20.3, k.y - (Y0 + 3.8))).toBeLessThan(2);
    expect(rules.invariants?.(state)).toEqual([]);
    expect(k.knockedDown).toBe(true);
    expect(ev(events, 'wm/damage-roll')[1]).toMatchObject({ model: 'p1.kron', rule: 'WM-POWER-29' });
  });

  it('WM-POWER-29 a smaller base the slammed model ends on takes collateral damage even when it is moved to a spot off the path', () => {
    // Kron stands on the line, 0.5" past the slammed model's end point; Sparrow fills the spot
    // straight out beyond it, so Kron goes to the nearest free spot to one side.
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p2.wraithwing': { x: 20, y: Y0, facing: 270 },
      'p1.kron': { x: 20, y: Y0 + 4.5 },
      'p1.sparrow': { x: 20, y: Y0 + 6.5 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    // Hit on 4 + 4, push 4, slam damage 1 + 1, then Kron's collateral roll 1 + 1.
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 4, 1, 1, 1, 1]);
    const k = model(state, 'p1.kron');
    expect(k.x).not.toBeCloseTo(20, 3);
    expect(k.knockedDown).toBe(true);
    expect(ev(events, 'wm/damage-roll')[1]).toMatchObject({ model: 'p1.kron', rule: 'WM-POWER-29', dice: [1, 1] });
  });

  it('WM-POWER-28 WM-POWER-29 with no free spot within 3" for the smaller base, the slammed model stops touching it, short of the equal base it was heading for', () => {
    // Near the far right corner: the Sparrow would stop the Wraithwing after about 0.5", on top of
    // Kron, and the table edges, the Sparrow, the Gravemaw and the slammer leave Kron nowhere to go.
    const s = position({
      'p1.bastion': { x: 46.48, y: 40.42, set: { focus: 3 } },
      'p2.wraithwing': { x: 46.48, y: 45.92, facing: 270 },
      'p1.kron': { x: 46.71, y: 47.37 },
      'p1.sparrow': { x: 44.96, y: 46.83 },
      'p2.gravemaw': { x: 44.37, y: 44.54 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    // The slammer runs on to contact; hit on 4 + 4, push 6; slam damage with two dice, as no equal or
    // larger base is touched; Kron, touched, takes collateral damage; the Sparrow, untouched, none.
    const { state, events } = act(
      a,
      'p1',
      { kind: 'slam', target: 'p2.wraithwing', distance: 7 },
      [4, 4, 6, 1, 1, 1, 1],
    );
    const w = model(state, 'p2.wraithwing');
    expect(w.y).toBeCloseTo(47.37 - Math.sqrt((R40 + R30) ** 2 - 0.23 ** 2), 9);
    expect(Math.hypot(w.x - 44.96, w.y - 46.83)).toBeGreaterThan(2 * R40 + 0.1);
    expect(model(state, 'p1.kron')).toMatchObject({ x: 46.71, y: 47.37, knockedDown: true });
    expect(model(state, 'p1.sparrow').knockedDown).toBe(false);
    expect(ev(events, 'wm/damage-roll').map((e) => [e['model'], e['dice']])).toEqual([
      ['p2.wraithwing', [1, 1]],
      ['p1.kron', [1, 1]],
    ]);
    expect(rules.invariants?.(state)).toEqual([]);
  });

  it('WM-POWER-25 A-23 A-05 with the terrain option on, a smaller base moved aside for the slammed model never lands on terrain that blocks movement', () => {
    // The first scene 9" right and 6" up: the spot straight out from the slammed model's end
    // point through Kron, (30.15, 25.01), overlaps the sample boulder (centre (32, 25), radius
    // 1.5"), so Kron goes to the nearest spot clear of it.
    const r = rulesWith({ terrainEffects: true });
    const s = position(
      {
        'p1.bastion': { x: 29, y: 16, set: { focus: 3 } },
        'p2.wraithwing': { x: 29, y: Y0 + 6, facing: 270 },
        'p1.kron': { x: 29.3, y: Y0 + 9.8 },
      },
      { r },
    );
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }], r);
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 4, 1, 1, 1, 1], r);
    const w = model(state, 'p2.wraithwing');
    const k = model(state, 'p1.kron');
    expect(w.y).toBeCloseTo(Y0 + 10, 9);
    expect(Math.hypot(k.x - w.x, k.y - w.y)).toBeGreaterThanOrEqual(R40 + R30 - 1e-9);
    expect(Math.hypot(k.x - 32, k.y - 25)).toBeGreaterThanOrEqual(1.5 + R30 - 1e-9);
    expect(Math.hypot(k.x - 29.3, k.y - (Y0 + 9.8))).toBeLessThan(2);
    expect(r.invariants?.(state)).toEqual([]);
    expect(ev(events, 'wm/damage-roll')[1]).toMatchObject({ model: 'p1.kron', rule: 'WM-POWER-29' });
  });

  it('WM-POWER-31 collateral damage follows the order of contact along the push', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p2.wraithwing': { x: 20, y: Y0, facing: 270 },
      'p1.kron': { x: 21, y: Y0 + 3 },
      'p2.ash': { x: 19, y: Y0 + 1.5 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 4, 1, 1, 1, 1, 1, 1]);
    expect(ev(events, 'wm/damage-roll').map((e) => e['model'])).toEqual(['p2.wraithwing', 'p2.ash', 'p1.kron']);
  });
});

describe('effect scripts', () => {
  const arcLance = (effects: unknown[], POW: number | null = 12) =>
    rulesWithContent((c) => {
      const kron = c.models.find((m) => m.id === 'kron');
      const sp = kron?.spells?.find((x) => x.id === 'arc-lance');
      if (!sp) throw new Error('no arc lance');
      sp.effects = effects as typeof sp.effects;
      sp.POW = POW;
    });

  it('a spell whose script moves the model hit pushes it straight away from the caster, stopped by a base', () => {
    const r = arcLance([{ kind: 'move', distance: 2, direction: 'away' }]);
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p2.wraithwing': { x: 20, y: 16 },
        'p2.gravemaw': { x: 20, y: 17 + R40 + R50 },
      },
      { r },
    );
    // FOCUS 7 + 4 + 4 = 15 >= DEF 14; damage 12 + 1 + 1 = 14 against ARM 15: nothing.
    const { state, events } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
      [4, 4, 1, 1],
      r,
    );
    expect(ev(events, 'wm/pushed')[0]).toMatchObject({ model: 'p2.wraithwing' });
    // Gravemaw stands 1" further on: the push stops at contact.
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(17, 9);
    expect(model(state, 'p2.wraithwing').x).toBeCloseTo(20, 9);
  });

  it('a spell whose script moves the model hit toward the caster pulls it closer', () => {
    const r = arcLance([{ kind: 'move', distance: 2, direction: 'toward' }]);
    const s = position({ 'p1.kron': { x: 20, y: 10, set: { focus: 5 } }, 'p2.wraithwing': { x: 20, y: 16 } }, { r });
    const { state } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
      [4, 4, 1, 1],
      r,
    );
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(14, 9);
  });

  it('WM-AOE-03 WM-DAMAGE-01 a template effect reaches every base under it with its damage roll', () => {
    const r = arcLance([{ kind: 'placeTemplate', AOE: 3, effects: [{ kind: 'damageRoll', POW: 10, dice: 2 }] }], null);
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p2.wraithwing': { x: 20, y: 16 },
        'p2.gravemaw': { x: 22, y: 16 },
        'p2.ash': { x: 24.5, y: 16 },
      },
      { r },
    );
    // Gravemaw's centre is 2" from the template's: 1.5 + 0.98 reaches it; Ash at 4.5" is out of it.
    const { events } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
      [4, 4, 1, 1, 6, 6, 1],
      r,
    );
    expect(ev(events, 'wm/template')[0]).toMatchObject({ covered: ['p2.gravemaw', 'p2.wraithwing'] });
    // 10 + 1 + 1 = 12 against ARM 17; 10 + 6 + 6 = 22 against ARM 15 (7 points from column 1).
    expect(ev(events, 'wm/damage-roll').map((e) => [e['model'], e['total']])).toEqual([
      ['p2.gravemaw', 12],
      ['p2.wraithwing', 22],
    ]);
  });

  it("WM-ARC-05 WM-MODEL-15 damage under a template a script places takes the Shield from the template's centre, not from the caster", () => {
    const r = arcLance([{ kind: 'placeTemplate', AOE: 3, effects: [{ kind: 'damageRoll', POW: 10, dice: 2 }] }], null);
    // Bastion (ARM 18, +2 Shield) stands under the template, its centre 2.3" east and 0.5" south of
    // the template's (just out of the Wraithwing's melee range); Kron is 5.5" south of it.
    const arm = (facing: number) => {
      const s = position(
        {
          'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
          'p2.wraithwing': { x: 20, y: 16 },
          'p1.bastion': { x: 22.3, y: 15.5, facing },
        },
        { r },
      );
      // FOCUS 7 + 4 + 4 = 15 hits DEF 14; 10 + 1 + 1 on Bastion and on the Wraithwing: nothing.
      const { events } = act(
        activated(s, 'p1.kron'),
        'p1',
        { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
        [4, 4, 1, 1, 1, 1],
        r,
      );
      return ev(events, 'wm/damage-roll').find((e) => e['model'] === 'p1.bastion')?.['arm'];
    };
    // Facing south toward Kron, the template's centre is behind its shoulders: no Shield.
    expect(arm(270)).toBe(18);
    // Facing north, Kron stands wholly behind it but the centre is in front: the Shield counts.
    expect(arm(90)).toBe(20);
  });

  it('WM-STATUS-14 WM-TURN-12 a spell whose script makes the model hit stationary keeps it from activating in its next turn', () => {
    const r = arcLance([{ kind: 'setStatus', status: 'stationary' }]);
    const s = position(
      { 'p1.kron': { x: 20, y: 10, set: { focus: 5 } }, 'p2.wraithwing': { x: 20, y: 16 }, 'p2.ash': { x: 20, y: 43 } },
      { r },
    );
    // FOCUS 7 + 4 + 4 = 15 >= DEF 14; damage 12 + 1 + 1 = 14 against ARM 15: nothing.
    const { state, events } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
      [4, 4, 1, 1],
      r,
    );
    expect(ev(events, 'wm/stationary')[0]).toMatchObject({ model: 'p2.wraithwing' });
    const next = acts(state, 'p1', [{ kind: 'endTurn' }], r);
    const open = acts(next, 'p2', [{ kind: 'endControl' }], r);
    expect(refuse(open, 'p2', { kind: 'activate', model: 'p2.wraithwing' }, r)).toMatchObject({
      code: 'activation/stationary',
      rule: 'WM-TURN-12',
    });
    expect(acts(open, 'p2', [{ kind: 'activate', model: 'p2.ash' }], r).activation?.model).toBe('p2.ash');
  });

  it("WM-TURN-05 WM-TURN-07 a stationary status set by a script lasts one round: it ends at the start of its maker's next turn, unless shaken off first", () => {
    const r = arcLance([{ kind: 'setStatus', status: 'stationary' }]);
    const s = position(
      { 'p1.kron': { x: 20, y: 10, set: { focus: 5 } }, 'p2.wraithwing': { x: 20, y: 16 }, 'p2.ash': { x: 20, y: 28 } },
      { r },
    );
    // FOCUS 7 + 4 + 4 = 15 >= DEF 14; damage 12 + 1 + 1 = 14 against ARM 15: nothing.
    const cast = { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' } as const;
    const hit = act(activated(s, 'p1.kron'), 'p1', cast, [4, 4, 1, 1], r).state;
    expect(model(hit, 'p2.wraithwing')).toMatchObject({ stationary: true, stationaryUntil: 'p1' });
    // Through the Wraithwing's own turn it stays stationary.
    const theirs = act(hit, 'p1', { kind: 'endTurn' }, [], r);
    expect(ev(theirs.events, 'wm/stationary-ends')).toHaveLength(0);
    const open = acts(theirs.state, 'p2', [{ kind: 'endControl' }], r);
    expect(refuse(open, 'p2', { kind: 'activate', model: 'p2.wraithwing' }, r).code).toBe('activation/stationary');
    // Kron's next turn begins: the round is over, and in its own next turn the Wraithwing activates.
    const ours = act(open, 'p2', { kind: 'endTurn' }, [], r);
    expect(ev(ours.events, 'wm/stationary-ends')).toEqual([
      expect.objectContaining({ rule: 'WM-TURN-07', model: 'p2.wraithwing' }),
    ]);
    expect(model(ours.state, 'p2.wraithwing')).toMatchObject({ stationary: false, stationaryUntil: null });
    const again = acts(ours.state, 'p1', [{ kind: 'endControl' }, { kind: 'endTurn' }], r);
    const next = acts(again, 'p2', [{ kind: 'endControl' }, { kind: 'activate', model: 'p2.wraithwing' }], r);
    expect(next.activation?.model).toBe('p2.wraithwing');
    // Shaken off in its own Control phase (1 focus from Ash), nothing of it is left to end.
    const shaken = acts(
      theirs.state,
      'p2',
      [
        { kind: 'allocate', model: 'p2.wraithwing', focus: 1 },
        { kind: 'shake', model: 'p2.wraithwing' },
      ],
      r,
    );
    expect(model(shaken, 'p2.wraithwing')).toMatchObject({ stationary: false, stationaryUntil: null });
    const later = act(acts(shaken, 'p2', [{ kind: 'endControl' }], r), 'p2', { kind: 'endTurn' }, [], r);
    expect(ev(later.events, 'wm/stationary-ends')).toHaveLength(0);
  });

  it('WM-DAMAGE-06 WM-DAMAGE-09 a damagePoints script marks its points with no roll against ARM: boxes on a warcaster, a rolled column on a warjack', () => {
    const r = arcLance([{ kind: 'damagePoints', n: 3 }], null);
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p2.wraithwing': { x: 20, y: 16 },
        'p2.ash': { x: 24, y: 14, set: { focus: 5 } }, // 4.5" away, inside Stealth's 5"; ARM 14 + 5 focus
      },
      { r },
    );
    const cast = (st: typeof s, target: string, dice: number[]) =>
      act(st, 'p1', { kind: 'cast', spell: 'arc-lance', target }, dice, r);
    // FOCUS 7 + 5 + 5 = 17 hits Ash's DEF 17; 7 + 4 + 4 = 15 hits the Wraithwing's DEF 14, column 2.
    const onAsh = cast(activated(s, 'p1.kron'), 'p2.ash', [5, 5]);
    expect(model(onAsh.state, 'p2.ash').boxes).toBe(3);
    const onJack = cast(onAsh.state, 'p2.wraithwing', [4, 4, 2]);
    expect(model(onJack.state, 'p2.wraithwing').marks).toEqual([0, 3, 0, 0, 0, 0]);
    expect(ev([...onAsh.events, ...onJack.events], 'wm/damage-roll')).toHaveLength(0);
  });

  it('WM-DAMAGE-23 a script that destroys its target before making it stationary or knocking it down leaves no status on the removed model', () => {
    for (const status of ['stationary', 'knockedDown'] as const) {
      const r = arcLance(
        [
          { kind: 'damagePoints', n: 1 },
          { kind: 'setStatus', status },
        ],
        null,
      );
      // The Wraithwing has one unmarked box left, at the foot of column 6.
      const s = position(
        {
          'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
          'p2.wraithwing': { x: 20, y: 16, set: { marks: [4, 5, 5, 5, 5, 3] } },
          'p2.ash': { x: 20, y: 43 },
        },
        { r },
      );
      // FOCUS 7 + 4 + 4 = 15 hits DEF 14; the point goes to column 1, full, and on round to column 6.
      const { state, events } = act(
        activated(s, 'p1.kron'),
        'p1',
        { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
        [4, 4, 1],
        r,
      );
      expect(model(state, 'p2.wraithwing')).toMatchObject({ removed: true, stationary: false, knockedDown: false });
      expect(ev(events, 'wm/stationary')).toHaveLength(0);
      expect(ev(events, 'wm/knocked-down')).toHaveLength(0);
    }
  });

  it('WM-DAMAGE-25 a healing script takes marked boxes off a warcaster, never below none, but never repairs a warjack', () => {
    const r = rulesWithContent((c) => {
      const sp = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'bulwark');
      if (!sp) throw new Error('no bulwark');
      sp.effects = [{ kind: 'heal', n: 2 }];
    });
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 6, boxes: 3 } },
        'p1.bastion': { x: 20, y: 10 + R30 + R50 + 2, set: { marks: [2, 1, 0, 0, 0, 0] } },
      },
      { r },
    );
    const heal = (st: typeof s, target: string) =>
      act(st, 'p1', { kind: 'cast', spell: 'bulwark', target }, [], r).state;
    const once = heal(activated(s, 'p1.kron'), 'p1.kron');
    expect(model(once, 'p1.kron').boxes).toBe(1);
    const twice = heal(once, 'p1.kron');
    expect(model(twice, 'p1.kron').boxes).toBe(0);
    const jack = heal(twice, 'p1.bastion');
    expect(model(jack, 'p1.bastion').marks).toEqual([2, 1, 0, 0, 0, 0]);
    expect(model(jack, 'p1.kron').focus).toBe(0);
  });

  it('WM-MODEL-17 WM-DAMAGE-25 a healing script logs what it takes off, in both languages: boxes on a warcaster, none on a warjack', () => {
    const r = rulesWithContent((c) => {
      const sp = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'bulwark');
      if (!sp) throw new Error('no bulwark');
      sp.effects = [{ kind: 'heal', n: 2 }];
    });
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 6, boxes: 3 } },
        'p1.bastion': { x: 20, y: 10 + R30 + R50 + 2, set: { marks: [2, 1, 0, 0, 0, 0] } },
      },
      { r },
    );
    const caster = act(activated(s, 'p1.kron'), 'p1', { kind: 'cast', spell: 'bulwark', target: 'p1.kron' }, [], r);
    const healed = ev(caster.events, 'wm/healed');
    expect(healed).toEqual([
      { type: 'wm/healed', rule: 'WM-MODEL-17', effect: 'bulwark', model: 'p1.kron', points: 2 },
    ]);
    const e = healed[0] as (typeof healed)[number];
    expect(presenter.event(e, 'en')).toBe('Bulwark takes 2 damage off Marshal Iveta Kron (Player 1)');
    expect(presenter.event(e, 'hu')).toMatch(/^\S.* 2 sebzést gyógyít: .*Kron/);
    const jack = act(caster.state, 'p1', { kind: 'cast', spell: 'bulwark', target: 'p1.bastion' }, [], r);
    expect(ev(jack.events, 'wm/healed')).toEqual([
      { type: 'wm/healed', rule: 'WM-DAMAGE-25', effect: 'bulwark', model: 'p1.bastion', points: 0 },
    ]);
  });

  it('WM-DAMAGE-07 a warcaster a script has just removed from play is not healed by the rest of it', () => {
    const r = rulesWithContent((c) => {
      const sp = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'bulwark');
      if (!sp) throw new Error('no bulwark');
      sp.effects = [
        { kind: 'damagePoints', n: 16 },
        { kind: 'heal', n: 2 },
      ];
    });
    const s = position({ 'p1.kron': { x: 20, y: 10, set: { focus: 6 } }, 'p2.ash': { x: 20, y: 40 } }, { r });
    const { state, events } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'cast', spell: 'bulwark', target: 'p1.kron' },
      [],
      r,
    );
    expect(model(state, 'p1.kron')).toMatchObject({ removed: true, boxes: 16 });
    expect(ev(events, 'wm/healed')).toHaveLength(0);
    expect(state.result).toMatchObject({ winners: ['p2'] });
  });
});

describe('weapon special attacks', () => {
  const at = (set: Record<string, unknown> = {}) =>
    position(
      {
        'p1.breaker': { x: 20, y: 10, set: { focus: 0, ...set } },
        'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 6, facing: 270 },
      },
      { setup: { p1: 'tidewardens', p2: 'ashen-covenant' } },
    );

  it('WM-ATTACK-06 a special attack replaces the initial attacks; only paid additional attacks follow', () => {
    const a = activated(at(), 'p1.breaker');
    expect(rules.legalChoices(a, 'p1')).toContainEqual({
      kind: 'specialAttack',
      weapon: 'harpoon',
      target: 'p2.wraithwing',
    });
    // RAT 4 + 5 + 5 = 14 hits DEF 14: Reel In drags the target 3" closer, then 12 + 1 + 1 = 14 against ARM 15.
    const { state, events } = act(
      a,
      'p1',
      { kind: 'specialAttack', weapon: 'harpoon', target: 'p2.wraithwing' },
      [5, 5, 1, 1],
    );
    expect(ev(events, 'wm/attack')[0]).toMatchObject({ rule: 'WM-ATTACK-06', special: 'reel-in' });
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(10 + R50 + R40 + 3, 9);
    expect(refuse(state, 'p1', { kind: 'attack', weapon: 'harpoon', target: 'p2.wraithwing' }).code).toBe(
      'focus/not-enough',
    );
    const after = activated(at(), 'p1.breaker');
    const shot = act(after, 'p1', { kind: 'attack', weapon: 'harpoon', target: 'p2.wraithwing' }, [1, 1]).state;
    expect(refuse(shot, 'p1', { kind: 'specialAttack', weapon: 'harpoon', target: 'p2.wraithwing' }).code).toBe(
      'attack/special-instead-of-initial',
    );
  });

  it('WM-DAMAGE-20 a weapon in a crippled system makes no special attack, though it still shoots', () => {
    // Column 5 holds 5 marks and column 6 all 5: every R box is marked.
    const a = activated(at({ marks: [0, 0, 0, 0, 5, 5] }), 'p1.breaker');
    expect(refuse(a, 'p1', { kind: 'specialAttack', weapon: 'harpoon', target: 'p2.wraithwing' })).toMatchObject({
      code: 'attack/special-crippled',
      rule: 'WM-DAMAGE-20',
    });
    // One die only (crippled arm): a 6 alone hits; the damage roll has one die too.
    const { events } = act(a, 'p1', { kind: 'attack', weapon: 'harpoon', target: 'p2.wraithwing' }, [6, 1]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ dice: [6], hit: true });
  });
});

describe('what the simplified rules leave out', () => {
  const strike = (r = rules) => {
    const s = position(
      {
        'p2.gravemaw': { x: 20, y: 20, facing: 270 },
        'p1.bastion': { x: 20, y: 20 - R50 - R50 - 0.2, facing: 270 },
      },
      { active: 'p2', r },
    );
    return act(
      activated(s, 'p2.gravemaw'),
      'p2',
      { kind: 'attack', weapon: 'claw-left', target: 'p1.bastion' },
      [3, 4, 2, 2],
      r,
    ).events;
  };

  it('WM-MODEL-16 WM-IGNORED-02 a weapon icon outside the six changes nothing', () => {
    const r = rulesWithContent((c) => {
      const claw = c.models.find((m) => m.id === 'gravemaw')?.weapons.find((w) => w.id === 'claw-left');
      if (!claw) throw new Error('no claw');
      claw.otherQualities = ['magical', 'weaponMaster', 'armorPiercing'];
    });
    expect(strike(r)).toEqual(strike());
  });

  it('WM-IGNORED-08 there is no back-strike bonus: an attack from behind rolls like one from the front', () => {
    // Bastion faces away from Gravemaw: MAT 6 + 3 + 4 = 13, no bonus.
    expect(ev(strike(), 'wm/attack-roll')[0]).toMatchObject({ total: 13 });
  });

  it('WM-IGNORED-05 WM-IGNORED-06 units and warbeasts cannot be written; a fury stat is dropped', () => {
    for (const kind of ['unit', 'warrior', 'warbeast', 'warlock']) {
      const c = structuredClone(sampleContent) as unknown as { models: Array<Record<string, unknown>> };
      (c.models[1] as Record<string, unknown>)['kind'] = kind;
      const r = contentSchema.safeParse(c);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(['models', 1, 'kind']);
    }
    const c = structuredClone(sampleContent) as unknown as { models: Array<{ stats: Record<string, unknown> }> };
    (c.models[0] as { stats: Record<string, unknown> }).stats['FURY'] = 4;
    const parsed = contentSchema.parse(c);
    expect(parsed.models[0]?.stats).not.toHaveProperty('FURY');
  });
});

describe('moving along a path', () => {
  // Bastion stands on the straight line from Kron to (10, 16); a corner at (12.5, 13) goes round it.
  const s = () =>
    position({
      'p1.kron': { x: 10, y: 10 },
      'p1.bastion': { x: 10, y: 13 },
      'p2.ash': { x: 40, y: 43 },
    });
  const leg = Math.hypot(2.5, 3);

  it('WM-MOVE-02 WM-MOVE-05 a run may bend round a base, and its length is measured along the path', () => {
    const a = acts(s(), 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    expect(refuse(a, 'p1', { kind: 'run', x: 10, y: 16, facing: 90 }).code).toBe('move/blocked');
    const { state, events } = act(a, 'p1', { kind: 'run', x: 10, y: 16, facing: 90, via: [{ x: 12.5, y: 13 }] });
    expect(model(state, 'p1.kron')).toMatchObject({ x: 10, y: 16 });
    expect(ev(events, 'wm/move')[0]?.['distance']).toBeCloseTo(2 * leg, 9);
  });

  it('WM-MOVE-04 an advance along a path may not be longer than SPD, though the end point is only 6" away', () => {
    const a = acts(s(), 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    // 2 × 3.905" = 7.81" > SPD 6.
    expect(refuse(a, 'p1', { kind: 'advance', x: 10, y: 16, facing: 90, via: [{ x: 12.5, y: 13 }] })).toMatchObject({
      code: 'move/too-far',
      rule: 'WM-MOVE-04',
    });
    expect(refuse(a, 'p1', { kind: 'advance', x: 10, y: 16, facing: 90, via: [{ x: 10.5, y: 13 }] }).code).toBe(
      'move/blocked',
    );
  });
});
