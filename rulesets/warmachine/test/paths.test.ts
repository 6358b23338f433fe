import { LoadedDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { WmChoice } from '../src/choices.ts';
import type { WarmachineContent } from '../src/content.ts';
import type { WmState } from '../src/state.ts';
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
  rulesWithContent,
} from './helpers.ts';

// Rule paths found with the coverage report: refusals and turns of play no other test reached.

const open: WmChoice = { kind: 'activate', model: 'p1.kron' };

describe('set-up and the order of a turn', () => {
  const chosen = () =>
    act(unwrap(rules.setup({}, new LoadedDice([6, 1]))), 'p1', { kind: 'chooseFirst', first: 'p1' }).state;

  it('WM-SETUP-08 the first player is chosen once: the choice is refused in deployment and in the battle', () => {
    const s = chosen();
    expect(s).toMatchObject({ phase: 'deploy', first: 'p1' });
    expect(refuse(s, 'p1', { kind: 'chooseFirst', first: 'p2' }).code).toBe('phase/wrong');
    const battle = position({ 'p1.kron': { x: 20, y: 5 }, 'p2.ash': { x: 20, y: 43 } });
    expect(refuse(battle, 'p1', { kind: 'chooseFirst', first: 'p2' }).code).toBe('phase/wrong');
  });

  it('WM-SETUP-05 WM-SETUP-09 each model is deployed once, and only while deployment lasts', () => {
    const s = act(chosen(), 'p1', { kind: 'deploy', model: 'p1.kron', x: 20, y: 5, facing: 90 }).state;
    expect(refuse(s, 'p1', { kind: 'deploy', model: 'p1.kron', x: 30, y: 5, facing: 90 }).code).toBe('deploy/already');
    const battle = position({ 'p1.kron': { x: 20, y: 5 }, 'p2.ash': { x: 20, y: 43 } });
    expect(refuse(battle, 'p1', { kind: 'deploy', model: 'p1.sparrow', x: 30, y: 5, facing: 90 }).code).toBe(
      'phase/wrong',
    );
  });

  it('WM-TURN-03 WM-TURN-13 the turn is ended in the Activation phase: in the Control phase that phase is closed first', () => {
    const s = position({ 'p1.kron': { x: 20, y: 5 }, 'p2.ash': { x: 20, y: 43 } }, { phase: 'control' });
    expect(refuse(s, 'p1', { kind: 'endTurn' }).code).toBe('phase/wrong');
    const ended = acts(s, 'p1', [{ kind: 'endControl' }, { kind: 'endTurn' }]);
    expect(ended.active).toBe('p2');
  });

  it('WM-TURN-09 WM-TURN-10 the active player activates his own models on the table, and ends only an open activation', () => {
    // The Sparrow is not on the table.
    const s = position({ 'p1.kron': { x: 20, y: 5 }, 'p2.ash': { x: 20, y: 43 } });
    for (const id of ['p2.ash', 'p1.sparrow'])
      expect(refuse(s, 'p1', { kind: 'activate', model: id }).code).toBe('model/unknown');
    expect(refuse(s, 'p1', { kind: 'endActivation' }).code).toBe('activation/none');
  });
});

describe('the parts of an activation', () => {
  it('WM-TURN-11 WM-MOVE-01 an activation has one movement part: after a move or a forfeit no other movement is taken', () => {
    const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.ash': { x: 20, y: 43 } });
    const moved = acts(s, 'p1', [open, { kind: 'advance', x: 20, y: 12, facing: 90 }]);
    for (const c of [
      { kind: 'forfeitMove', aim: false },
      { kind: 'advance', x: 20, y: 13, facing: 90 },
      { kind: 'run', x: 20, y: 14, facing: 90 },
    ] as const)
      expect(refuse(moved, 'p1', c)).toMatchObject({ code: 'move/already', rule: 'WM-TURN-11' });
    const forfeited = activated(s, 'p1.kron');
    expect(refuse(forfeited, 'p1', { kind: 'advance', x: 20, y: 12, facing: 90 })).toMatchObject({
      code: 'move/already',
      rule: 'WM-TURN-11',
    });
    expect(refuse(forfeited, 'p1', { kind: 'forfeitMove', aim: true })).toMatchObject({ code: 'move/already' });
  });

  it('WM-STATUS-01 WM-MOVE-21 A-54 a knocked-down model that does not stand up neither moves, forfeits to aim, charges, slams nor head-butts', () => {
    // Bastion lies knocked down since turn 0 (so it may stand now), with focus to pay for a charge or a slam.
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { knockedDown: true, focus: 3 } },
      'p1.sparrow': { x: 30, y: 10 },
      'p2.wraithwing': { x: 20, y: 15 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    expect(refuse(a, 'p1', { kind: 'forfeitMove', aim: true })).toMatchObject({
      code: 'status/knocked-down',
      rule: 'WM-STATUS-01',
    });
    expect(refuse(a, 'p1', { kind: 'advance', x: 20, y: 11, facing: 90 })).toMatchObject({ rule: 'WM-STATUS-01' });
    for (const c of [
      { kind: 'charge', target: 'p2.wraithwing' },
      { kind: 'slam', target: 'p2.wraithwing' },
    ] as const)
      expect(refuse(a, 'p1', c)).toMatchObject({ code: 'status/cannot-move', rule: 'WM-MOVE-21' });
    expect(refuse(a, 'p1', { kind: 'headButt', target: 'p2.wraithwing' })).toMatchObject({
      code: 'status/knocked-down',
      rule: 'WM-STATUS-01',
    });
    // Staying down, the activation can only end; nothing was paid.
    const ended = acts(a, 'p1', [{ kind: 'endActivation' }]);
    expect(model(ended, 'p1.bastion')).toMatchObject({ knockedDown: true, focus: 3, x: 20, y: 10 });
    // WM-STATUS-07 only a knocked-down model stands up.
    const sparrow = acts(ended, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    expect(refuse(sparrow, 'p1', { kind: 'standUp', forfeit: 'movement' }).code).toBe('status/not-down');
  });

  it('WM-STATUS-16 a model made stationary in its own activation can no longer move, attack, cast or use its feat', () => {
    // A pack whose Bulwark makes the friendly model it targets stationary; Kron casts it on herself.
    const r = rulesWithContent((c) => {
      const bulwark = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'bulwark');
      if (bulwark) bulwark.effects = [{ kind: 'setStatus', status: 'stationary' }];
    });
    // Wraithwing 0.2" in front of Kron, within her Sabre's 0.5".
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.2, facing: 270 },
      },
      { r },
    );
    const { state, events } = act(
      acts(s, 'p1', [open], r),
      'p1',
      { kind: 'cast', spell: 'bulwark', target: 'p1.kron' },
      [],
      r,
    );
    expect(ev(events, 'wm/stationary')[0]).toMatchObject({ model: 'p1.kron' });
    expect(refuse(state, 'p1', { kind: 'advance', x: 20, y: 9, facing: 270 }, r)).toMatchObject({
      code: 'status/stationary',
      rule: 'WM-MOVE-21',
    });
    expect(refuse(state, 'p1', { kind: 'charge', target: 'p2.wraithwing' }, r).code).toBe('status/cannot-move');
    const sabre = { kind: 'attack', weapon: 'sabre', target: 'p2.wraithwing' } as const;
    expect(refuse(state, 'p1', sabre, r)).toMatchObject({ code: 'status/knocked-down', rule: 'WM-STATUS-16' });
    // Giving up the movement is no move; the attack after it is still refused.
    const still = acts(state, 'p1', [{ kind: 'forfeitMove', aim: false }], r);
    expect(refuse(still, 'p1', sabre, r)).toMatchObject({ code: 'status/knocked-down', rule: 'WM-STATUS-16' });
    expect(refuse(still, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }, r)).toMatchObject({
      code: 'status/knocked-down',
      rule: 'WM-SPELL-26',
    });
    expect(refuse(still, 'p1', { kind: 'feat' }, r)).toMatchObject({ code: 'status/knocked-down', rule: 'WM-FEAT-05' });
    // Ending the activation is all that is left.
    expect(r.legalChoices(still, 'p1')).toEqual([{ kind: 'endActivation' }]);
  });

  it('WM-POWER-01 WM-MODEL-20 a warcaster cannot slam, and a warjack has no spells or feat', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
      'p1.bastion': { x: 24, y: 10, set: { focus: 3 } },
      'p2.wraithwing': { x: 20, y: 14 },
    });
    expect(refuse(acts(s, 'p1', [open]), 'p1', { kind: 'slam', target: 'p2.wraithwing' })).toMatchObject({
      code: 'power/warjack-only',
      rule: 'WM-POWER-01',
    });
    const jack = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    expect(refuse(jack, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }).code).toBe(
      'spell/warcaster-only',
    );
    expect(refuse(jack, 'p1', { kind: 'feat' }).code).toBe('feat/warcaster-only');
  });

  it('WM-LOS-06 WM-LOS-05 a head-butt needs a line of sight: with the terrain option on, not across a thin wall within 0.5"', () => {
    // The ruined wall made 0.1" thin (y 23.1..23.2) and set between Bastion and the Wraithwing,
    // whose bases are 0.3" apart: within the head-butt's 0.5".
    const thin = (on: boolean) =>
      rulesWithContent(
        (c) => {
          const wall = c.terrain.find((t) => t.id === 'ruined-wall');
          if (wall)
            wall.shape = {
              kind: 'polygon',
              points: [
                { x: 14, y: 23.1 },
                { x: 20, y: 23.1 },
                { x: 20, y: 23.2 },
                { x: 14, y: 23.2 },
              ],
            };
        },
        { terrainEffects: on },
      );
    const at = (r: ReturnType<typeof thin>) =>
      activated(
        position(
          {
            'p1.bastion': { x: 17, y: 23 - R50, set: { focus: 1 } },
            'p2.wraithwing': { x: 17, y: 23.3 + R40, facing: 270 },
          },
          { r },
        ),
        'p1.bastion',
      );
    const butt = { kind: 'headButt', target: 'p2.wraithwing' } as const;
    // By default the wall hides nothing: MAT 6 + 1 + 2 = 9 against DEF 14 misses, 1 focus paid.
    const off = thin(false);
    const { state, events } = act(at(off), 'p1', butt, [1, 2], off);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ weapon: 'headButt', total: 9, hit: false });
    expect(model(state, 'p1.bastion').focus).toBe(0);
    const on = thin(true);
    expect(refuse(at(on), 'p1', butt, on)).toMatchObject({ code: 'los/no-line', rule: 'WM-LOS-06' });
  });

  it('WM-ATTACK-06 only a weapon that has a special attack makes one', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10 },
      'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.2, facing: 270 },
    });
    expect(
      refuse(activated(s, 'p1.kron'), 'p1', { kind: 'specialAttack', weapon: 'sabre', target: 'p2.wraithwing' }),
    ).toMatchObject({ code: 'attack/no-special', rule: 'WM-ATTACK-06' });
  });

  it('WM-MELEE-04 WM-MOVE-08 a model with no melee weapon has no melee range to end a charge in, so it cannot charge', () => {
    const r = rulesWithContent((c) => {
      const sparrow = c.models.find((m) => m.id === 'sparrow');
      if (sparrow) sparrow.weapons = sparrow.weapons.filter((w) => w.kind !== 'melee');
    });
    const s = position({ 'p1.sparrow': { x: 20, y: 10, set: { focus: 2 } }, 'p2.gravemaw': { x: 20, y: 15 } }, { r });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }], r);
    expect(refuse(a, 'p1', { kind: 'charge', target: 'p2.gravemaw' }, r).code).toBe('charge/no-melee-weapon');
    expect(r.legalChoices(a, 'p1').some((c) => c.kind === 'charge')).toBe(false);
    // The sample Sparrow, with its Vice Claw, charges from the same spot.
    const armed = acts(
      position({ 'p1.sparrow': { x: 20, y: 10, set: { focus: 2 } }, 'p2.gravemaw': { x: 20, y: 15 } }),
      'p1',
      [{ kind: 'activate', model: 'p1.sparrow' }],
    );
    expect(act(armed, 'p1', { kind: 'charge', target: 'p2.gravemaw' }).state.activation?.chargeTarget).toBe(
      'p2.gravemaw',
    );
  });
});

describe('effect scripts', () => {
  it('A-45 a feat that pushes the friendly models in the control area away from the warcaster moves the others, never her', () => {
    // A pack whose Iron Wall pushes each friendly model it reaches 2" straight away from Kron,
    // who stands in her own control area.
    const r = rulesWithContent((c) => {
      const feat = c.models.find((m) => m.id === 'kron')?.feat;
      if (feat)
        Object.assign(feat, { duration: 'instant', effects: [{ kind: 'move', distance: 2, direction: 'away' }] });
    });
    const s = position(
      { 'p1.kron': { x: 20, y: 10 }, 'p1.bastion': { x: 24, y: 10 }, 'p2.ash': { x: 20, y: 43 } },
      { r },
    );
    const { state, events } = act(acts(s, 'p1', [open], r), 'p1', { kind: 'feat' }, [], r);
    expect(model(state, 'p1.bastion')).toMatchObject({ x: 26, y: 10 });
    expect(model(state, 'p1.kron')).toMatchObject({ x: 20, y: 10 });
    expect(ev(events, 'wm/pushed').map((e) => e.model)).toEqual(['p1.bastion']);
  });
});

describe('focus', () => {
  it('WM-FOCUS-19 WM-FOCUS-23 a warcaster with no focus left cannot heal', () => {
    const s = position({ 'p1.kron': { x: 20, y: 5, set: { focus: 0, boxes: 3 } }, 'p2.ash': { x: 20, y: 43 } });
    expect(refuse(acts(s, 'p1', [open]), 'p1', { kind: 'heal' })).toMatchObject({
      code: 'focus/not-enough',
      rule: 'WM-FOCUS-23',
    });
  });

  it("WM-FOCUS-02 focus goes only to the warcaster's own warjacks: not to an enemy warjack, nor to the warcaster", () => {
    const s = position(
      {
        'p1.kron': { x: 20, y: 5, set: { focus: 7 } },
        'p1.bastion': { x: 24, y: 5 },
        'p2.wraithwing': { x: 20, y: 10 },
      },
      { phase: 'control' },
    );
    for (const id of ['p2.wraithwing', 'p1.kron'])
      expect(refuse(s, 'p1', { kind: 'allocate', model: id, focus: 1 })).toMatchObject({
        code: 'focus/not-your-warjack',
        rule: 'WM-FOCUS-02',
      });
    expect(model(act(s, 'p1', { kind: 'allocate', model: 'p1.bastion', focus: 1 }).state, 'p1.bastion').focus).toBe(1);
  });

  it('WM-FOCUS-12 WM-FOCUS-13 a player shakes knockdown only off his own models', () => {
    const s = position(
      {
        'p1.kron': { x: 20, y: 5, set: { focus: 7 } },
        'p2.wraithwing': { x: 20, y: 30, set: { knockedDown: true, focus: 1 } },
      },
      { phase: 'control' },
    );
    expect(refuse(s, 'p1', { kind: 'shake', model: 'p2.wraithwing' }).code).toBe('model/unknown');
  });

  it('WM-SPELL-09 a player pays upkeep only for his own warcaster’s upkeep spells', () => {
    const s = position(
      { 'p1.kron': { x: 20, y: 5, set: { focus: 7 } }, 'p1.bastion': { x: 24, y: 5 }, 'p2.ash': { x: 20, y: 43 } },
      { phase: 'control' },
    );
    // Ash's Hex of Slowness on Bastion: an upkeep spell, but not Kron's.
    s.effects.push({
      id: 50,
      source: 'hex-of-slowness',
      from: 'spell',
      caster: 'p2.ash',
      casterSide: 'p2',
      target: 'p1.bastion',
      mods: { SPD: -2, DEF: -2 },
      duration: 'upkeep',
    });
    expect(refuse(s, 'p1', { kind: 'upkeep', effect: 50 }).code).toBe('spell/no-such-upkeep');
    // Nor a spell that is not there at all.
    expect(refuse(s, 'p1', { kind: 'upkeep', effect: 51 }).code).toBe('spell/no-such-upkeep');
  });

  it('WM-SPELL-20 spells are channelled only through the warcaster’s own Arc Node warjacks', () => {
    // Bastion has no Arc Node; Wraithwing has one, but serves Ash.
    const s = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
      'p1.bastion': { x: 24, y: 12 },
      'p2.wraithwing': { x: 28, y: 16 },
      'p2.gravemaw': { x: 24, y: 20 },
    });
    const a = acts(s, 'p1', [open]);
    for (const channeler of ['p1.bastion', 'p2.wraithwing'])
      expect(refuse(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.gravemaw', channeler })).toMatchObject({
        code: 'spell/no-arc-node',
        rule: 'WM-SPELL-20',
      });
  });
});

describe('free strikes and the end of the game', () => {
  // Sparrow walks straight out of Gravemaw's reach: Gravemaw's free strike is due.
  const leaving = () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, facing: 270 },
      'p2.gravemaw': { x: 20, y: 10 + R40 + R50 + 0.3, facing: 270 },
      'p2.ash': { x: 40, y: 43 },
    });
    return act(acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]), 'p1', {
      kind: 'advance',
      x: 20,
      y: 5,
      facing: 270,
    }).state;
  };

  it('A-20 WM-MELEE-07 while a free strike is due, the striker decides it before anything else, and the mover waits', () => {
    const s = leaving();
    expect(s.freeStrike).toMatchObject({ mover: 'p1.sparrow', strikers: ['p2.gravemaw'] });
    expect(refuse(s, 'p2', { kind: 'endTurn' })).toMatchObject({ code: 'strike/pending', rule: 'WM-MELEE-07' });
    expect(refuse(s, 'p1', { kind: 'endActivation' }).code).toBe('phase/not-your-decision');
    expect(rules.legalChoices(s, 'p1')).toEqual([]);
    expect(rules.legalChoices(s, 'p2').every((c) => c.kind === 'freeStrike')).toBe(true);
    // Once it is declined there is no free strike left to take.
    const after = act(s, 'p2', { kind: 'freeStrike', weapon: null }).state;
    expect(model(after, 'p1.sparrow').y).toBe(5);
    expect(refuse(after, 'p1', { kind: 'freeStrike', weapon: null })).toMatchObject({
      code: 'strike/none',
      rule: 'WM-MELEE-07',
    });
  });

  it('WM-END-01 the game ends the moment a warcaster falls: no player may make any choice after it', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10 },
      'p2.ash': { x: 20, y: 10 + 2 * R30 + 3, set: { boxes: 14 } },
      'p2.gravemaw': { x: 30, y: 40 },
    });
    // Service Pistol: RAT 6 + 5 + 6 = 17 against DEF 16 hits; POW 12 + 6 + 5 = 23 against ARM 14: 9 points
    // on Ash's last box. Kron's activation was still open.
    const { state } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.ash' },
      [5, 6, 6, 5],
    );
    expect(state.result).toMatchObject({ winners: ['p1'] });
    for (const [seat, c] of [
      ['p1', { kind: 'endActivation' }],
      ['p1', { kind: 'endTurn' }],
      ['p2', { kind: 'endTurn' }],
    ] as const)
      expect(refuse(state, seat, c).code).toBe('game/over');
    expect(rules.legalChoices(state, 'p1')).toEqual([]);
    expect(rules.legalChoices(state, 'p2')).toEqual([]);
  });
});

describe('deployment with the terrain option on', () => {
  const withWall = (points: Array<{ x: number; y: number }>, on = true) =>
    rulesWithContent(
      (c: WarmachineContent) => {
        const wall = c.terrain.find((t) => t.id === 'ruined-wall');
        if (wall) wall.shape = { kind: 'polygon', points };
        c.terrain = c.terrain.filter((t) => t.id === 'ruined-wall');
      },
      { terrainEffects: on },
    );
  const deploying = (r: ReturnType<typeof withWall>): WmState =>
    act(unwrap(r.setup({}, new LoadedDice([6, 1]))), 'p1', { kind: 'chooseFirst', first: 'p1' }, [], r).state;

  it('WM-LOS-05 WM-SETUP-05 a base is not deployed on a wall that blocks movement, nor with its edge over it', () => {
    // The ruined wall moved into p1's zone and made thicker: x 14..20, y 2..6. Kron's base has a
    // radius of 0.59".
    const wall = [
      { x: 14, y: 2 },
      { x: 20, y: 2 },
      { x: 20, y: 6 },
      { x: 14, y: 6 },
    ];
    const r = withWall(wall);
    const s = deploying(r);
    const at = (y: number): WmChoice => ({ kind: 'deploy', model: 'p1.kron', x: 17, y, facing: 90 });
    // The whole base on the wall (centre 2" inside every side); centre 0.3" off it, edge over it:
    // both refused.
    for (const y of [4, 6.3])
      expect(refuse(s, 'p1', at(y), r)).toMatchObject({ code: 'deploy/terrain', rule: 'WM-LOS-05' });
    // Centre 0.7" off it: the whole base is clear.
    expect(model(act(s, 'p1', at(6.7), [], r).state, 'p1.kron')).toMatchObject({ x: 17, y: 6.7, placed: true });
    // Without the option the wall changes nothing.
    const off = withWall(wall, false);
    expect(model(act(deploying(off), 'p1', at(4), [], off).state, 'p1.kron').placed).toBe(true);
  });

  it('WM-SETUP-05 with the near zone walled off but for a strip at its side, the deployments offered there lie in that strip', () => {
    // A wall over the near zone from x 1.5 to 48: only a strip 1.5" wide at the left is free,
    // room for Kron's 1.18" base and for none of the spots 4.8" apart that are tried first.
    const r = withWall([
      { x: 1.5, y: 0 },
      { x: 48, y: 0 },
      { x: 48, y: 10 },
      { x: 1.5, y: 10 },
    ]);
    const s = deploying(r);
    const near = r
      .legalChoices(s, 'p1')
      .filter((c): c is Extract<WmChoice, { kind: 'deploy' }> => c.kind === 'deploy' && c.y < 24);
    expect(near.length).toBeGreaterThan(0);
    for (const c of near) {
      expect(c.x + R30).toBeLessThanOrEqual(1.5);
      expect(model(act(s, 'p1', c, [], r).state, 'p1.kron').placed).toBe(true);
    }
  });
});
