import { LoadedDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { EffectState } from '../src/state.ts';
import { act, acts, activated, ev, model, position, R30, R50, refuse, rules, rulesWith } from './helpers.ts';

/** Kron's Bulwark on the Bastion (ARM +2), an upkeep spell, as effect `id`. */
const bulwarkOnBastion = (id: number): EffectState => ({
  id,
  source: 'bulwark',
  from: 'spell',
  caster: 'p1.kron',
  casterSide: 'p1',
  target: 'p1.bastion',
  mods: { ARM: 2 },
  duration: 'upkeep',
});

describe('setup and deployment', () => {
  it('WM-SETUP-04 both roll a d6, ties roll again, and the higher roller chooses who goes first', () => {
    const s = unwrap(rules.setup({ p1: 'iron-crown', p2: 'ashen-covenant' }, new LoadedDice([3, 3, 2, 5])));
    expect(s.rollOff).toEqual([
      { p1: 3, p2: 3 },
      { p1: 2, p2: 5 },
    ]);
    expect(rules.pending(s)).toEqual([{ seats: ['p2'], kind: 'warmachine/choose-first' }]);
    const { state } = act(s, 'p2', { kind: 'chooseFirst', first: 'p1' });
    expect(state.first).toBe('p1');
    expect(rules.pending(state)[0]?.seats).toEqual(['p1']);
  });

  it('a set-up of the wrong shape is refused with setup/malformed, naming where; an unknown box by name', () => {
    const cases: ReadonlyArray<readonly [unknown, string]> = [
      [{ p1: 5 }, 'p1'],
      [{ p1: 'iron-crown', p2: ['ashen-covenant'] }, 'p2'],
      [{ p2: null }, 'p2'],
      [['iron-crown', 'ashen-covenant'], ''],
      ['iron-crown', ''],
    ];
    for (const [setup, path] of cases) {
      const r = rules.setup(setup, new LoadedDice([6, 1]));
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error).toMatchObject({ code: 'setup/malformed', path });
      expect(r.error.message).toMatch(/^The set-up is not well formed: /);
    }
    const unknown = rules.setup({ p1: 'no-such-box' }, new LoadedDice([6, 1]));
    expect(unknown.ok ? null : unknown.error.code).toBe('setup/unknown-box');
    // No set-up at all gives each seat a box of the content.
    expect(unwrap(rules.setup(null, new LoadedDice([6, 1]))).models.length).toBeGreaterThan(0);
  });

  it('WM-SETUP-05 WM-SETUP-06 the first player deploys everything within 10" of his edge, then the second player', () => {
    let s = act(unwrap(rules.setup({}, new LoadedDice([6, 1]))), 'p1', { kind: 'chooseFirst', first: 'p1' }).state;
    expect(refuse(s, 'p2', { kind: 'deploy', model: 'p2.ash', x: 20, y: 44, facing: 270 }).code).toBe(
      'phase/not-your-decision',
    );
    // Whole base within 10": centre at 10 - R30 is the limit.
    expect(refuse(s, 'p1', { kind: 'deploy', model: 'p1.kron', x: 20, y: 10 - R30 + 0.01, facing: 90 }).code).toBe(
      'deploy/outside-zone',
    );
    s = acts(s, 'p1', [
      { kind: 'deploy', model: 'p1.kron', x: 20, y: 10 - R30, facing: 90 },
      { kind: 'deploy', model: 'p1.bastion', x: 24, y: 5, facing: 45 },
      { kind: 'deploy', model: 'p1.sparrow', x: 16, y: 5, facing: 90 },
    ]);
    expect(rules.pending(s)[0]?.seats).toEqual(['p2']);
    expect(refuse(s, 'p2', { kind: 'deploy', model: 'p2.ash', x: 20, y: 37, facing: 270 }).code).toBe(
      'deploy/outside-zone',
    );
    s = acts(s, 'p2', [
      { kind: 'deploy', model: 'p2.ash', x: 20, y: 44, facing: 270 },
      { kind: 'deploy', model: 'p2.gravemaw', x: 24, y: 44, facing: 270 },
      { kind: 'deploy', model: 'p2.wraithwing', x: 16, y: 44, facing: 270 },
    ]);
    expect(s.phase).toBe('control');
    expect(s.active).toBe('p1');
    expect(model(s, 'p1.bastion').facing).toBe(45);
  });

  it('WM-SETUP-09 each model stands with the facing its owner deployed it with', () => {
    let s = act(unwrap(rules.setup({}, new LoadedDice([6, 1]))), 'p1', { kind: 'chooseFirst', first: 'p1' }).state;
    s = acts(s, 'p1', [
      { kind: 'deploy', model: 'p1.kron', x: 20, y: 5, facing: 135 },
      { kind: 'deploy', model: 'p1.bastion', x: 24, y: 5, facing: 270 },
      { kind: 'deploy', model: 'p1.sparrow', x: 16, y: 5, facing: 0 },
    ]);
    s = acts(s, 'p2', [
      { kind: 'deploy', model: 'p2.ash', x: 20, y: 44, facing: 90 },
      { kind: 'deploy', model: 'p2.gravemaw', x: 24, y: 44, facing: 200 },
      { kind: 'deploy', model: 'p2.wraithwing', x: 16, y: 44, facing: 270 },
    ]);
    expect(s.models.map((m) => [m.id, m.facing])).toEqual([
      ['p1.kron', 135],
      ['p1.bastion', 270],
      ['p1.sparrow', 0],
      ['p2.ash', 90],
      ['p2.gravemaw', 200],
      ['p2.wraithwing', 270],
    ]);
  });

  it('WM-SETUP-07 no model may be deployed within 20" of an enemy model (on a 30" table the zones are too close)', () => {
    const r = rulesWith({ tableSize: 30 });
    let s = act(unwrap(r.setup({}, new LoadedDice([6, 1]))), 'p1', { kind: 'chooseFirst', first: 'p1' }, [], r).state;
    s = acts(
      s,
      'p1',
      [
        { kind: 'deploy', model: 'p1.kron', x: 10, y: 2, facing: 90 },
        { kind: 'deploy', model: 'p1.bastion', x: 14, y: 2, facing: 90 },
        { kind: 'deploy', model: 'p1.sparrow', x: 18, y: 2, facing: 90 },
      ],
      r,
    );
    // Edge to edge from y = 2 + R30 to y = 21 - R30 is 19 - 2*R30 < 20.
    expect(refuse(s, 'p2', { kind: 'deploy', model: 'p2.ash', x: 10, y: 21, facing: 270 }, r)).toMatchObject({
      code: 'deploy/too-close',
      rule: 'WM-SETUP-07',
    });
    expect(
      act(s, 'p2', { kind: 'deploy', model: 'p2.ash', x: 10, y: 28, facing: 270 }, [], r).state.models.find(
        (m) => m.id === 'p2.ash',
      )?.placed,
    ).toBe(true);
  });
});

describe('turns and phases', () => {
  const field = () =>
    position(
      {
        'p1.kron': { x: 20, y: 5, set: { focus: 3 } },
        'p1.bastion': { x: 24, y: 5, set: { focus: 2, received: 2 } },
        'p2.ash': { x: 20, y: 43 },
        'p2.gravemaw': { x: 24, y: 43 },
      },
      { active: 'p2' },
    );

  it('WM-TURN-01 WM-TURN-02 WM-TURN-13 after the second player ends his turn a new round begins with the first player', () => {
    const { state, events } = act(field(), 'p2', { kind: 'endTurn' });
    expect(state.round).toBe(2);
    expect(state.active).toBe('p1');
    expect(ev(events, 'wm/turn')[0]).toMatchObject({ seat: 'p1', round: 2 });
  });

  it('WM-TURN-03 WM-TURN-04 WM-FOCUS-01 Maintenance removes leftover focus, then the Control phase gives the warcaster its FOCUS', () => {
    const { state, events } = act(field(), 'p2', { kind: 'endTurn' });
    expect(state.phase).toBe('control');
    expect(model(state, 'p1.kron').focus).toBe(7);
    expect(model(state, 'p1.bastion').focus).toBe(0);
    expect(model(state, 'p1.bastion').received).toBe(0);
    const order = events.map((e) => e.type).filter((t) => t === 'wm/turn' || t === 'wm/focus');
    expect(order).toEqual(['wm/turn', 'wm/focus']);
  });

  it("WM-TURN-07 WM-TURN-05 a one-round effect ends at the start of its creator's next turn, not before", () => {
    const s = field();
    s.effects.push({
      id: 1,
      source: 'iron-wall',
      from: 'feat',
      caster: 'p1.kron',
      casterSide: 'p1',
      target: 'p1.bastion',
      mods: { ARM: 3 },
      duration: 'oneRound',
    });
    s.effects.push({
      id: 2,
      source: 'veil',
      from: 'spell',
      caster: 'p2.ash',
      casterSide: 'p2',
      target: 'p2.ash',
      mods: { DEF: 2 },
      duration: 'oneRound',
    });
    const { state } = act(s, 'p2', { kind: 'endTurn' });
    expect(state.effects.map((e) => e.id)).toEqual([2]);
  });

  it('WM-TURN-09 WM-TURN-10 a model activates once a turn, one at a time', () => {
    let s = acts(field(), 'p2', [{ kind: 'activate', model: 'p2.ash' }]);
    expect(refuse(s, 'p2', { kind: 'activate', model: 'p2.gravemaw' }).code).toBe('activation/already-open');
    s = acts(s, 'p2', [{ kind: 'endActivation' }]);
    expect(refuse(s, 'p2', { kind: 'activate', model: 'p2.ash' }).code).toBe('activation/again');
  });

  it('WM-TURN-11 WM-MOVE-01 the movement part comes before the combat action', () => {
    const s = position({ 'p1.bastion': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + R50 + 0.9 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    expect(refuse(a, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }).code).toBe(
      'activation/move-first',
    );
  });

  it('WM-END-04 by default the rounds never run out; a round limit is only an option, ending in a draw', () => {
    const late = (r = rules) => {
      const s = position({ 'p1.kron': { x: 20, y: 5 }, 'p2.ash': { x: 20, y: 43 } }, { active: 'p2', r });
      s.round = 500;
      s.turn = 1000;
      return s;
    };
    const on = act(late(), 'p2', { kind: 'endTurn' }).state;
    expect(on).toMatchObject({ round: 501, active: 'p1', phase: 'control', result: null });
    const limited = rulesWith({ roundLimit: 500 });
    const { state, events } = act(late(limited), 'p2', { kind: 'endTurn' }, [], limited);
    expect(state).toMatchObject({ phase: 'over', result: { winners: [], draw: true, reason: 'round limit reached' } });
    expect(ev(events, 'wm/draw')[0]).toMatchObject({ rule: 'WM-END-04' });
  });

  it('WM-TURN-12 WM-STATUS-14 a stationary model cannot be activated', () => {
    const s = field();
    const st = { ...s, models: s.models.map((m) => (m.id === 'p2.gravemaw' ? { ...m, stationary: true } : m)) };
    expect(refuse(st, 'p2', { kind: 'activate', model: 'p2.gravemaw' })).toMatchObject({
      code: 'activation/stationary',
      rule: 'WM-TURN-12',
    });
  });
});

describe('focus in the Control phase', () => {
  const control = (jackAt: number, extra: Record<string, unknown> = {}) =>
    position(
      {
        'p1.kron': { x: 20, y: 5, set: { focus: 7 } },
        'p1.bastion': { x: 20, y: jackAt, set: extra },
        'p2.ash': { x: 20, y: 43 },
      },
      { phase: 'control' },
    );
  // Kron FOCUS 7: control area 14" edge to edge.
  const edge = (d: number) => 5 + R30 + R50 + d;

  it('WM-FOCUS-02 WM-FOCUS-03 WM-FOCUS-04 focus goes to a warjack within 2 x FOCUS inches, not beyond', () => {
    const { state } = act(control(edge(14)), 'p1', { kind: 'allocate', model: 'p1.bastion', focus: 2 });
    expect(model(state, 'p1.bastion').focus).toBe(2);
    expect(model(state, 'p1.kron').focus).toBe(5);
    expect(refuse(control(edge(14.01)), 'p1', { kind: 'allocate', model: 'p1.bastion', focus: 1 }).code).toBe(
      'focus/out-of-control-area',
    );
  });

  it('WM-FOCUS-05 a warjack receives at most 3 focus a turn', () => {
    const s = acts(control(edge(3)), 'p1', [{ kind: 'allocate', model: 'p1.bastion', focus: 3 }]);
    expect(refuse(s, 'p1', { kind: 'allocate', model: 'p1.bastion', focus: 1 })).toMatchObject({
      code: 'focus/too-much',
      rule: 'WM-FOCUS-05',
    });
  });

  it('WM-FOCUS-06 focus is not allocated outside the Control phase', () => {
    const s = acts(control(edge(3)), 'p1', [{ kind: 'endControl' }]);
    expect(refuse(s, 'p1', { kind: 'allocate', model: 'p1.bastion', focus: 1 }).code).toBe('focus/not-control-phase');
  });

  it('WM-FOCUS-24 a warjack with a crippled Cortex cannot receive focus', () => {
    const s = control(edge(3), { marks: [0, 0, 6, 6, 0, 0] });
    expect(refuse(s, 'p1', { kind: 'allocate', model: 'p1.bastion', focus: 1 }).code).toBe('focus/cortex-crippled');
  });

  it('WM-FOCUS-12 WM-STATUS-12 after allocation a knocked-down warjack shakes it off for 1 of its focus', () => {
    const s = acts(control(edge(3), { knockedDown: true }), 'p1', [
      { kind: 'allocate', model: 'p1.bastion', focus: 2 },
      { kind: 'shake', model: 'p1.bastion' },
    ]);
    expect(model(s, 'p1.bastion')).toMatchObject({ knockedDown: false, focus: 1 });
    expect(refuse(s, 'p1', { kind: 'allocate', model: 'p1.bastion', focus: 1 }).code).toBe('focus/after-shake');
  });

  it('WM-TURN-08 the Control phase refills the warcaster, then allocation and upkeep, then shaking, which closes allocation', () => {
    const s = position(
      {
        'p1.kron': { x: 20, y: 5, set: { focus: 0 } },
        'p1.bastion': { x: 20, y: edge(3), set: { knockedDown: true, knockedDownTurn: 0 } },
        'p2.ash': { x: 20, y: 43 },
      },
      { active: 'p2' },
    );
    s.effects.push({
      id: 7,
      source: 'bulwark',
      from: 'spell',
      caster: 'p1.kron',
      casterSide: 'p1',
      target: 'p1.bastion',
      mods: { ARM: 2 },
      duration: 'upkeep',
    });
    let c = acts(s, 'p2', [{ kind: 'endTurn' }]);
    expect(c).toMatchObject({ phase: 'control', active: 'p1' });
    expect(model(c, 'p1.kron').focus).toBe(7);
    // Nothing is activated in the Control phase.
    expect(refuse(c, 'p1', { kind: 'activate', model: 'p1.kron' }).code).toBe('phase/wrong');
    c = acts(c, 'p1', [
      { kind: 'allocate', model: 'p1.bastion', focus: 2 },
      { kind: 'upkeep', effect: 7 },
      { kind: 'shake', model: 'p1.bastion' },
    ]);
    expect(model(c, 'p1.kron').focus).toBe(4);
    expect(model(c, 'p1.bastion')).toMatchObject({ knockedDown: false, focus: 1 });
    expect(refuse(c, 'p1', { kind: 'allocate', model: 'p1.bastion', focus: 1 }).code).toBe('focus/after-shake');
    c = acts(c, 'p1', [{ kind: 'endControl' }]);
    expect(c.phase).toBe('activation');
    expect(c.effects.map((e) => e.id)).toEqual([7]);
  });

  it('WM-TURN-08 WM-SPELL-09 WM-SPELL-10 upkeep is paid before shaking: once a model has shaken a status it is refused, and the spell lapses', () => {
    const s = control(edge(3), { knockedDown: true, knockedDownTurn: 0 });
    s.effects.push(bulwarkOnBastion(5));
    const shaken = acts(s, 'p1', [
      { kind: 'allocate', model: 'p1.bastion', focus: 1 },
      { kind: 'shake', model: 'p1.bastion' },
    ]);
    expect(refuse(shaken, 'p1', { kind: 'upkeep', effect: 5 })).toMatchObject({
      code: 'spell/upkeep-after-shake',
      rule: 'WM-TURN-08',
    });
    expect(model(shaken, 'p1.kron').focus).toBe(6);
    expect(acts(shaken, 'p1', [{ kind: 'endControl' }]).effects).toEqual([]);
    // Paid first, the same shake leaves it in place.
    const kept = acts(s, 'p1', [
      { kind: 'allocate', model: 'p1.bastion', focus: 1 },
      { kind: 'upkeep', effect: 5 },
      { kind: 'shake', model: 'p1.bastion' },
      { kind: 'endControl' },
    ]);
    expect(kept.effects.map((e) => e.id)).toEqual([5]);
  });

  it('WM-FOCUS-13 WM-STATUS-19 a stationary warcaster shakes it off for 1 focus', () => {
    const s = control(edge(3));
    const st = { ...s, models: s.models.map((m) => (m.id === 'p1.kron' ? { ...m, stationary: true } : m)) };
    const out = act(st, 'p1', { kind: 'shake', model: 'p1.kron' }).state;
    expect(model(out, 'p1.kron')).toMatchObject({ stationary: false, focus: 6 });
  });

  it('WM-SPELL-09 WM-FOCUS-12 upkeep and shaking are for the Control phase: in the Activation phase both are refused', () => {
    const s = control(edge(3), { knockedDown: true, knockedDownTurn: 0, focus: 2 });
    s.effects.push(bulwarkOnBastion(5));
    const out = acts(s, 'p1', [{ kind: 'upkeep', effect: 5 }, { kind: 'endControl' }]);
    expect(model(out, 'p1.kron').focus).toBe(6);
    expect(refuse(out, 'p1', { kind: 'upkeep', effect: 5 })).toMatchObject({
      code: 'spell/upkeep-not-now',
      rule: 'WM-SPELL-09',
    });
    expect(refuse(out, 'p1', { kind: 'shake', model: 'p1.bastion' })).toMatchObject({
      code: 'focus/shake-not-now',
      rule: 'WM-FOCUS-12',
    });
    // In the Control phase a model with nothing to shake off spends nothing.
    expect(refuse(control(edge(3), { focus: 2 }), 'p1', { kind: 'shake', model: 'p1.bastion' }).code).toBe(
      'status/nothing-to-shake',
    );
  });

  it('WM-SPELL-09 WM-SPELL-10 an upkeep spell kept costs 1 focus; one not paid expires at the end of the Control phase', () => {
    const s = control(edge(3));
    s.effects.push(bulwarkOnBastion(5));
    s.effects.push({
      id: 6,
      source: 'overdrive',
      from: 'spell',
      caster: 'p1.kron',
      casterSide: 'p1',
      target: 'p1.bastion',
      mods: { MAT: 2 },
      duration: 'upkeep',
    });
    const out = acts(s, 'p1', [{ kind: 'upkeep', effect: 5 }, { kind: 'endControl' }]);
    expect(out.effects.map((e) => e.id)).toEqual([5]);
    expect(model(out, 'p1.kron').focus).toBe(6);
  });
});

describe('spending focus in the activation', () => {
  it('WM-FOCUS-19 a warcaster heals 1 damage for 1 focus and never below 0', () => {
    const s = position({ 'p1.kron': { x: 20, y: 5, set: { focus: 2, boxes: 1 } }, 'p2.ash': { x: 20, y: 43 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }, { kind: 'heal' }]);
    expect(model(a, 'p1.kron')).toMatchObject({ boxes: 0, focus: 1 });
    expect(refuse(a, 'p1', { kind: 'heal' }).code).toBe('focus/nothing-to-heal');
  });

  it("WM-FOCUS-21 focus left at the end of the turn still adds ARM through the opponent's turn", () => {
    const s = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 3 } },
      'p2.ash': { x: 20, y: 10 + 2 * R30 + 0.3, facing: 270 },
    });
    let a = acts(s, 'p1', [{ kind: 'endTurn' }]);
    expect(a.active).toBe('p2');
    expect(model(a, 'p1.kron').focus).toBe(3);
    a = acts(a, 'p2', [
      { kind: 'endControl' },
      { kind: 'activate', model: 'p2.ash' },
      { kind: 'forfeitMove', aim: false },
    ]);
    // Reaping staff P+S 11: 11 + 6 + 6 = 23 against ARM 15 + 3 = 18: 5 boxes.
    const { events } = act(a, 'p2', { kind: 'attack', weapon: 'reaping-staff', target: 'p1.kron' }, [6, 6, 6, 6]);
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ arm: 18, points: 5 });
  });

  it("WM-FOCUS-20 each unspent focus on a warcaster adds 1 ARM; WM-FOCUS-22 a warjack's focus adds none", () => {
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 3 } },
        'p1.sparrow': { x: 23, y: 10, set: { focus: 3 } },
        'p2.ash': { x: 20, y: 10 + 2 * R30 + 0.3, facing: 270 },
      },
      { active: 'p2' },
    );
    const a = activated(s, 'p2.ash');
    // Ash staff P+S 11: 11 + 6 + 6 = 23 against ARM 15 + 3 = 18: 5 boxes.
    const { events } = act(a, 'p2', { kind: 'attack', weapon: 'reaping-staff', target: 'p1.kron' }, [6, 6, 6, 6]);
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ arm: 18, points: 5 });
    const s2 = position(
      {
        'p1.sparrow': { x: 20, y: 10, set: { focus: 3 } },
        'p1.kron': { x: 5, y: 5 },
        'p2.ash': { x: 20, y: 10 + R30 + 0.79 + 0.3, facing: 270 },
      },
      { active: 'p2' },
    );
    const r2 = act(
      activated(s2, 'p2.ash'),
      'p2',
      { kind: 'attack', weapon: 'reaping-staff', target: 'p1.sparrow' },
      [6, 6, 6, 6, 1],
    );
    expect(ev(r2.events, 'wm/damage-roll')[0]).toMatchObject({ arm: 16 });
  });
});
