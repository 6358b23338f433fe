import { describe, expect, it } from 'vitest';
import { choiceSchema } from '../src/choices.ts';
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
  rulesWith,
  rulesWithContent,
} from './helpers.ts';

describe('turn order and focus timing', () => {
  it('WM-SETUP-08 the first player opens every round', () => {
    let s = position({ 'p1.kron': { x: 20, y: 5 }, 'p2.ash': { x: 20, y: 43 } });
    const firsts: string[] = [];
    for (let i = 0; i < 4; i++) {
      s = acts(s, s.active, [{ kind: 'endTurn' }]);
      if (s.active === s.first) firsts.push(`${s.round}:${s.active}`);
      s = acts(s, s.active, [{ kind: 'endControl' }]);
    }
    expect(firsts).toEqual(['2:p1', '3:p1']);
  });

  it("WM-FOCUS-07 outside upkeep and shaking, focus is spent only in the model's own activation", () => {
    const s = position({ 'p1.kron': { x: 20, y: 5, set: { focus: 3, boxes: 2 } }, 'p2.ash': { x: 20, y: 43 } });
    expect(refuse(s, 'p1', { kind: 'heal' }).code).toBe('activation/none');
  });

  it('WM-FOCUS-10 a boost is part of the declared choice: there is no way to boost a roll already made', () => {
    expect(choiceSchema.safeParse({ kind: 'boost', roll: 'last' }).success).toBe(false);
    expect(choiceSchema.safeParse({ kind: 'attack', weapon: 'sabre', target: 'x', boostAttack: true }).success).toBe(
      true,
    );
  });

  it('WM-FOCUS-11 two different rolls of one attack may each be boosted for 1 focus', () => {
    const s = position({ 'p1.kron': { x: 20, y: 10, set: { focus: 2 } }, 'p2.wraithwing': { x: 20, y: 16 } });
    const { state, events } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing', boostAttack: true, boostDamage: true },
      [4, 4, 4, 1, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]?.['dice']).toHaveLength(3);
    expect(ev(events, 'wm/damage-roll')[0]?.['dice']).toHaveLength(3);
    expect(model(state, 'p1.kron').focus).toBe(0);
  });

  it("WM-FOCUS-11 a roll is boosted once: a model named twice for a boost, or a spray's target named among the others, is refused", () => {
    const s = position({
      'p1.kron': { x: 14, y: 10, set: { focus: 7 } },
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p2.wraithwing': { x: 20, y: 16 },
      'p2.gravemaw': { x: 22.3, y: 16 },
    });
    const twice = { code: 'focus/already-boosted', rule: 'WM-FOCUS-11' };
    // Gravemaw's one blast damage roll, paid for twice.
    const cannon = { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' } as const;
    const bastion = activated(s, 'p1.bastion');
    expect(refuse(bastion, 'p1', { ...cannon, boostDamageOn: ['p2.gravemaw', 'p2.gravemaw'] })).toMatchObject(twice);
    expect(
      model(
        act(bastion, 'p1', { ...cannon, boostDamageOn: ['p2.gravemaw'] }, [5, 5, 1, 1, 1, 1, 1]).state,
        'p1.bastion',
      ).focus,
    ).toBe(2);
    // Thunder Shell's blast likewise.
    const kron = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    expect(
      refuse(kron, 'p1', {
        kind: 'cast',
        spell: 'thunder-shell',
        target: 'p2.wraithwing',
        boostDamageOn: ['p2.gravemaw', 'p2.gravemaw'],
      }),
    ).toMatchObject(twice);
    // A spray's target rolls once; its own boosts are boostAttack and boostDamage.
    const sprayer = position(
      {
        'p1.kindle': { x: 20, y: 10, set: { focus: 3 } },
        'p2.wraithwing': { x: 20, y: 10 + 2 * R40 + 2 },
        'p2.ash': { x: 20, y: 10 + R40 + R30 + 5 },
      },
      { setup: { p1: 'emberclad', p2: 'ashen-covenant' } },
    );
    const jet = { kind: 'attack', weapon: 'flame-jet', target: 'p2.wraithwing' } as const;
    for (const named of [{ boostAttackOn: ['p2.wraithwing'] }, { boostDamageOn: ['p2.wraithwing'] }])
      expect(refuse(activated(sprayer, 'p1.kindle'), 'p1', { ...jet, boostAttack: true, ...named })).toMatchObject(
        twice,
      );
    expect(
      refuse(activated(sprayer, 'p1.kindle'), 'p1', { ...jet, boostAttackOn: ['p2.ash', 'p2.ash'] }),
    ).toMatchObject(twice);
  });

  it('WM-FOCUS-25 WM-LOS-07 focus needs no line of sight, and stays on a warjack that leaves the control area', () => {
    // Kron faces away from Bastion, so he has no line of sight to it.
    const s = position(
      {
        'p1.kron': { x: 40, y: 5, facing: 270, set: { focus: 7 } },
        'p1.bastion': { x: 40, y: 16 },
        'p2.ash': { x: 20, y: 43 },
      },
      { phase: 'control' },
    );
    let a = acts(s, 'p1', [
      { kind: 'allocate', model: 'p1.bastion', focus: 2 },
      { kind: 'endControl' },
      { kind: 'activate', model: 'p1.kron' },
    ]);
    expect(refuse(a, 'p1', { kind: 'cast', spell: 'bulwark', target: 'p1.bastion' }).code).toBe('los/no-line');
    // After the run Bastion is 16.3 - R30 - R50 = 14.7" away: outside the 14" control area, focus kept.
    a = act(a, 'p1', { kind: 'run', x: 28, y: 5, facing: 270 }).state;
    expect(model(a, 'p1.bastion').focus).toBe(2);
    // Outside the area it still activates and spends that focus: a run for 1.
    a = acts(a, 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'run', x: 40, y: 20, facing: 90 },
    ]);
    expect(model(a, 'p1.bastion')).toMatchObject({ y: 20, focus: 1 });
  });
});

describe('arcs, engagement and sight', () => {
  it('WM-ARC-01 WM-ARC-03 the front arc is the half ahead of the shoulder line; a charger ends directly facing its target', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, facing: 0, set: { focus: 1 } },
      'p2.wraithwing': { x: 25, y: 10.3 + R50 },
    });
    // Bastion faces +x, so its shoulder line is x = 20: a target at x = 15 is behind it and cannot be charged.
    const behind = position({
      'p1.bastion': { x: 20, y: 10, facing: 0, set: { focus: 1 } },
      'p2.wraithwing': { x: 15, y: 10.3 + R50 },
    });
    expect(
      refuse(acts(behind, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]), 'p1', {
        kind: 'charge',
        target: 'p2.wraithwing',
      }).code,
    ).toBe('los/no-line');
    // The target at x = 25 is ahead of the shoulder line.
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.wraithwing' },
    ]);
    const b = model(a, 'p1.bastion');
    const w = model(a, 'p2.wraithwing');
    expect(b.facing).toBeCloseTo((Math.atan2(w.y - b.y, w.x - b.x) * 180) / Math.PI, 9);
  });

  it('WM-MODEL-15 two Shield weapons stack: +4 ARM', () => {
    const r = rulesWithContent((c) => {
      const hammer = c.models.find((m) => m.id === 'bastion')?.weapons[0];
      if (hammer) hammer.qualities = ['shield'];
    });
    const s = position(
      {
        'p2.gravemaw': { x: 20, y: 10 + 2 * R50 + 0.2, facing: 270 },
        'p1.bastion': { x: 20, y: 10, facing: 90 },
      },
      { active: 'p2', r },
    );
    const { events } = act(
      activated(s, 'p2.gravemaw'),
      'p2',
      { kind: 'attack', weapon: 'claw-left', target: 'p1.bastion' },
      [6, 6, 1, 1],
      r,
    );
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ arm: 22 });
  });

  it('WM-ARC-06 an attack from the back arc has no bonus: only Shield is lost', () => {
    const hit = (facing: number) => {
      const s = position(
        { 'p2.gravemaw': { x: 20, y: 10 + 2 * R50 + 0.2, facing: 270 }, 'p1.sparrow': { x: 20, y: 10, facing } },
        { active: 'p2' },
      );
      return ev(
        act(
          activated(s, 'p2.gravemaw'),
          'p2',
          { kind: 'attack', weapon: 'claw-left', target: 'p1.sparrow' },
          [4, 3, 1, 1],
        ).events,
        'wm/attack-roll',
      )[0];
    };
    expect(hit(90)).toMatchObject({ total: 13, hit: true });
    expect(hit(270)).toMatchObject({ total: 13, hit: true });
  });

  it('WM-MELEE-04 WM-MELEE-05 a model with a Reach weapon engages at 2", so the enemy it threatens is in melee', () => {
    const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.ash': { x: 20, y: 10 + 2 * R30 + 1.5, facing: 270 } });
    expect(
      refuse(activated(s, 'p1.kron'), 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.ash' }).code,
    ).toBe('ranged/in-melee');
  });

  it('WM-MELEE-04 a model with no melee weapon has no melee range, so it engages nobody', () => {
    const r = rulesWithContent((c) => {
      const ash = c.models.find((m) => m.id === 'ash');
      if (ash) ash.weapons = ash.weapons.filter((w) => w.kind !== 'melee');
    });
    // Ash stands 0.2" behind Kron, facing her; Kron faces away and shoots Wraithwing.
    const at = (rr = r) =>
      position(
        {
          'p1.kron': { x: 20, y: 10, facing: 270 },
          'p2.ash': { x: 20, y: 10 + 2 * R30 + 0.2, facing: 270 },
          'p2.wraithwing': { x: 20, y: 4 },
        },
        { r: rr },
      );
    const shot = { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' } as const;
    // With her staff, Ash holds Kron in melee.
    expect(refuse(activated(at(rulesWith()), 'p1.kron'), 'p1', shot).code).toBe('ranged/in-melee');
    // With no melee weapon, she engages nobody: Kron shoots freely.
    const opened = acts(
      at(),
      'p1',
      [
        { kind: 'activate', model: 'p1.kron' },
        { kind: 'forfeitMove', aim: false },
      ],
      r,
    );
    const { events } = act(opened, 'p1', shot, [1, 2], r);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.wraithwing', modifier: 0, total: 9 });
  });

  it('WM-STATUS-15 WM-STATUS-17 a stationary model is never in melee, is hit automatically in melee and has DEF 5 against ranged attacks', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10 },
      'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.2, facing: 270, set: { stationary: true } },
    });
    const shot = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [1, 2, 1, 1],
    );
    expect(ev(shot.events, 'wm/attack-roll')[0]).toMatchObject({ total: 9, hit: true, modifier: 0 });
    const cut = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'sabre', target: 'p2.wraithwing' },
      [1, 2, 1, 1],
    );
    expect(ev(cut.events, 'wm/attack-roll')[0]).toMatchObject({ hit: true, rule: 'WM-MELEE-11' });
  });

  it('WM-LOS-06 a charge needs a line of sight to its target', () => {
    // Ash stands behind Bastion's shoulder line.
    const s = position({ 'p1.bastion': { x: 20, y: 10, facing: 270, set: { focus: 1 } }, 'p2.ash': { x: 20, y: 14 } });
    expect(
      refuse(acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]), 'p1', { kind: 'charge', target: 'p2.ash' })
        .code,
    ).toBe('los/no-line');
  });

  it('WM-SPELL-15 a magic attack needs a line of sight from its point of origin', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 4 } },
      'p1.sparrow': { x: 20, y: 10 + R30 + R40 + 0.1 },
      'p2.wraithwing': { x: 20, y: 10 + R30 + 2 * R40 + 0.2 + R40 + 0.1 },
    });
    expect(
      refuse(acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]), 'p1', {
        kind: 'cast',
        spell: 'arc-lance',
        target: 'p2.wraithwing',
      }).code,
    ).toBe('los/no-line');
  });

  it('WM-RANGED-02 WM-ATTACK-05 a ranged attack may be declared at any model in sight, and attacks may be split between targets', () => {
    const s = position({
      'p1.sparrow': { x: 20, y: 10, set: { focus: 1 } },
      'p1.kron': { x: 14, y: 14 },
      'p2.wraithwing': { x: 20, y: 16 },
    });
    let a = activated(s, 'p1.sparrow');
    a = act(a, 'p1', { kind: 'attack', weapon: 'repeater', target: 'p2.wraithwing' }, [1, 2]).state;
    const { events } = act(a, 'p1', { kind: 'attack', weapon: 'repeater', target: 'p1.kron' }, [1, 2]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p1.kron' });
  });

  it('WM-RANGED-10 no ranged attack after a run: the activation is over', () => {
    const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 30 } });
    const a = act(acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]), 'p1', {
      kind: 'run',
      x: 20,
      y: 20,
      facing: 90,
    }).state;
    expect(refuse(a, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }).code).toBe(
      'activation/none',
    );
  });
});

describe('abilities', () => {
  it("WM-MODEL-17 a card-back ability runs from its content script: Skiff's Nimble gives +1 DEF", () => {
    const setup = { p1: 'emberclad', p2: 'tidewardens' };
    const s = position({ 'p1.varn': { x: 20, y: 10 }, 'p2.skiff': { x: 20, y: 15 } }, { setup });
    // RAT 6 + 4 + 4 = 14 < DEF 14 + 1: a miss only because of the ability.
    const { events } = act(
      activated(s, 'p1.varn'),
      'p1',
      { kind: 'attack', weapon: 'flame-rod', target: 'p2.skiff' },
      [4, 4],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 14, hit: false });
    const r = rulesWithContent((c) => {
      const sk = c.models.find((m) => m.id === 'skiff');
      if (sk) sk.abilities = [];
    });
    const plain = act(
      activated(position({ 'p1.varn': { x: 20, y: 10 }, 'p2.skiff': { x: 20, y: 15 } }, { setup, r }), 'p1.varn'),
      'p1',
      { kind: 'attack', weapon: 'flame-rod', target: 'p2.skiff' },
      [4, 4, 1, 1],
      r,
    );
    expect(ev(plain.events, 'wm/attack-roll')[0]).toMatchObject({ total: 14, hit: true });
  });
});

describe('damage details', () => {
  it('WM-DAMAGE-01 WM-RANGED-07 WM-ATTACK-13 a ranged hit causes a POW + 2d6 damage roll', () => {
    const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 16 } });
    const { events } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [4, 4, 3, 4, 2],
    );
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ pow: 12, dice: [3, 4], total: 19, points: 4 });
  });

  it('WM-DAMAGE-02 WM-MELEE-10 a melee hit deals P+S + 2d6', () => {
    const s = position({ 'p1.bastion': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.2 } });
    const { events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' },
      [4, 4, 1, 1, 1],
    );
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ pow: 16, total: 18, points: 3 });
  });

  it('WM-DAMAGE-05 WM-STATUS-13 current ARM adds Shield, unspent warcaster focus and effects; knockdown changes none of it', () => {
    const s = position(
      {
        'p2.gravemaw': { x: 20, y: 10 + R50 + R30 + 0.2, facing: 270 },
        'p1.kron': { x: 20, y: 10, set: { focus: 2, knockedDown: true } },
      },
      { active: 'p2' },
    );
    s.effects.push({
      id: 1,
      source: 'bulwark',
      from: 'spell',
      caster: 'p1.kron',
      casterSide: 'p1',
      target: 'p1.kron',
      mods: { ARM: 2 },
      duration: 'upkeep',
    });
    const { events } = act(
      activated(s, 'p2.gravemaw'),
      'p2',
      { kind: 'attack', weapon: 'claw-left', target: 'p1.kron' },
      [3, 3, 1, 1],
    );
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ arm: 19 });
  });

  it('WM-DAMAGE-13 blank boxes take damage without crippling anything', () => {
    const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.gravemaw': { x: 20, y: 10 + R30 + R50 + 3 } });
    const { events } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.gravemaw' },
      [3, 3, 6, 2, 1],
    );
    expect(ev(events, 'wm/crippled')).toHaveLength(0);
    expect(ev(events, 'wm/damage')[0]).toMatchObject({ points: 3, column: 1 });
  });

  it('WM-DAMAGE-25 warjack damage is never repaired', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 2, marks: [2, 0, 0, 0, 0, 0] } },
      'p2.ash': { x: 20, y: 40 },
    });
    expect(refuse(acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]), 'p1', { kind: 'heal' }).code).toBe(
      'focus/heal-warcaster-only',
    );
  });

  it('WM-DAMAGE-26 WM-POWER-07 head-butt dice ignore crippled arms and its attack roll may be boosted', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 2, marks: [5, 5, 0, 0, 5, 5] } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.3 },
    });
    const { events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'headButt', target: 'p2.wraithwing', boostAttack: true },
      [4, 4, 4, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]?.['dice']).toHaveLength(3);
    expect(ev(events, 'wm/damage-roll')[0]?.['dice']).toHaveLength(2);
  });

  it('WM-DAMAGE-21 a warjack weapon with no location is never affected by crippling', () => {
    const r = rulesWithContent((c) => {
      const b = c.models.find((m) => m.id === 'bastion');
      if (b?.weapons[0]) b.weapons[0].location = null;
    });
    const s = position(
      {
        'p1.bastion': { x: 20, y: 10, set: { marks: [5, 5, 0, 0, 0, 0] } },
        'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.2 },
      },
      { r },
    );
    const { events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' },
      [1, 2],
      r,
    );
    expect(ev(events, 'wm/attack-roll')[0]?.['dice']).toHaveLength(2);
  });

  it('WM-MODEL-13 a critical-corrosion weapon corrodes only on a critical hit', () => {
    const r = rulesWithContent((c) => {
      const w = c.models.find((m) => m.id === 'kron')?.weapons[0];
      if (w) w.qualities = ['criticalCorrosion'];
    });
    const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 16 } }, { r });
    const plain = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [4, 5, 1, 1],
      r,
    );
    expect(model(plain.state, 'p2.wraithwing').corrosion).toBe(false);
    const crit = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [5, 5, 1, 1],
      r,
    );
    expect(model(crit.state, 'p2.wraithwing').corrosion).toBe(true);
  });

  it('WM-POWER-05 WM-POWER-03 WM-SPECIAL-12 a power attack reaches 0.5" whatever the weapons, and applies no weapon quality', () => {
    const r = rulesWithContent((c) => {
      const b = c.models.find((m) => m.id === 'bastion');
      for (const w of b?.weapons ?? []) w.qualities = ['reach', 'continuousFire'];
    });
    const far = position(
      { 'p1.bastion': { x: 20, y: 10, set: { focus: 2 } }, 'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 1 } },
      { r },
    );
    expect(refuse(activated(far, 'p1.bastion'), 'p1', { kind: 'headButt', target: 'p2.wraithwing' }, r).code).toBe(
      'melee/out-of-range',
    );
    const near = position(
      { 'p1.bastion': { x: 20, y: 10, set: { focus: 2 } }, 'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.3 } },
      { r },
    );
    const { state } = act(
      activated(near, 'p1.bastion'),
      'p1',
      { kind: 'headButt', target: 'p2.wraithwing' },
      [4, 4, 1, 1],
      r,
    );
    expect(model(state, 'p2.wraithwing')).toMatchObject({ knockedDown: true, fire: false });
  });

  it('WM-DAMAGE-18 WM-MELEE-09 a free strike that cripples Movement stops a charge where it left the range and ends the activation', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, facing: 90, set: { focus: 2, marks: [0, 5, 4, 4, 6, 0] } },
      'p2.wraithwing': { x: 20, y: 10 - R50 - R40 - 0.2, facing: 90 },
      'p2.ash': { x: 20, y: 18 },
    });
    // Jaws P+S 12: MAT 6 + 2 + 4 + 4 = 16 hits; 12 + 3 dice (6,1,1) = 20 - ARM 18 (shield: the striker is behind) ...
    // Bastion faces away, so its Shield does not count: ARM 18; 2 points in column 2: boxes 5 and 6 (M).
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'charge', target: 'p2.ash' },
    ]);
    const { state, events } = act(a, 'p2', { kind: 'freeStrike', weapon: 'jaws' }, [4, 4, 6, 1, 1, 2]);
    expect(ev(events, 'wm/crippled').map((e) => e['system'])).toContain('M');
    // It stops where it left the Wraithwing's 0.5" melee range: 0.2" apart at the start, so
    // after 0.3" of its charge, at y = 10.3.
    const b = model(state, 'p1.bastion');
    expect(b.x).toBe(20);
    expect(b.y).toBeCloseTo(10.3, 6);
    const moved = ev(events, 'wm/move')[0];
    expect(moved).toMatchObject({ rule: 'WM-DAMAGE-18', model: 'p1.bastion', how: 'charge' });
    expect(moved?.['distance']).toBeCloseTo(0.3, 6);
    expect(state.activation).toBeNull();
    expect(ev(events, 'wm/activation-ends')[0]).toMatchObject({ rule: 'WM-DAMAGE-18', model: 'p1.bastion' });
  });

  it('WM-POWER-35 WM-MELEE-09 a free strike that cripples Movement during a slam stops the slammer where it left the range and ends its activation', () => {
    // Only one Movement box (column 2, box 6) is clear; Wraithwing stands behind Bastion.
    const s = position({
      'p1.bastion': { x: 20, y: 10, facing: 90, set: { focus: 2, marks: [0, 5, 4, 4, 6, 0] } },
      'p2.wraithwing': { x: 20, y: 10 - R50 - R40 - 0.2, facing: 90 },
      'p2.ash': { x: 20, y: 18 },
    });
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.bastion' },
      { kind: 'slam', target: 'p2.ash' },
    ]);
    expect(a.freeStrike?.strikers).toEqual(['p2.wraithwing']);
    // Jaws: MAT 6 + 2 + 4 + 4 = 16 hits; 12 + 6 + 1 + 1 = 20 - ARM 18 = 2 points from column 2, marking the M box.
    const { state, events } = act(a, 'p2', { kind: 'freeStrike', weapon: 'jaws' }, [4, 4, 6, 1, 1, 2]);
    expect(ev(events, 'wm/crippled').map((e) => e['system'])).toContain('M');
    expect(ev(events, 'wm/activation-ends')[0]).toMatchObject({ rule: 'WM-POWER-35', model: 'p1.bastion' });
    expect(state.activation).toBeNull();
    // Stopped where it left the Wraithwing's melee range, 0.3" into the slam (A-20).
    expect(model(state, 'p1.bastion')).toMatchObject({ x: 20, focus: 1 });
    expect(model(state, 'p1.bastion').y).toBeCloseTo(10.3, 6);
    expect(ev(events, 'wm/move')[0]).toMatchObject({ rule: 'WM-POWER-35', how: 'slam' });
    expect(model(state, 'p2.ash')).toMatchObject({ y: 18, knockedDown: false, boxes: 0 });
  });
});

describe('power attack details', () => {
  const slamAt = (extra: Record<string, { x: number; y: number; facing?: number }> = {}, r = rulesWith()) =>
    position(
      {
        'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
        'p2.wraithwing': { x: 21, y: 10 + R50 + R40 + 4, facing: 270 },
        ...extra,
      },
      { r },
    );

  it('WM-POWER-15 WM-POWER-18 the slammer turns to face its target and keeps that facing', () => {
    const { state } = act(
      acts(slamAt(), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]),
      'p1',
      { kind: 'slam', target: 'p2.wraithwing' },
      [1, 2],
    );
    const b = model(state, 'p1.bastion');
    expect(b.facing).toBeCloseTo((Math.atan2(R50 + R40 + 4, 1) * 180) / Math.PI, 9);
  });

  it('WM-POWER-23 the slammed model moves straight on along the line from the slammer through it', () => {
    const a = acts(slamAt(), 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const before = model(a, 'p2.wraithwing');
    // MAT 6 + 4 + 4 = 14 hits DEF 14; push 3"; damage 11 + 1 + 1 = 13 < ARM 15.
    const { state } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 3, 1, 1]);
    const b = model(state, 'p1.bastion');
    const w = model(state, 'p2.wraithwing');
    const line = { x: before.x - b.x, y: before.y - b.y };
    const len = Math.hypot(line.x, line.y);
    expect(w.x).toBeCloseTo(before.x + (3 * line.x) / len, 9);
    expect(w.y).toBeCloseTo(before.y + (3 * line.y) / len, 9);
  });

  it('WM-POWER-17 a slammer that touches another model on the way stops there', () => {
    const s = slamAt({ 'p1.kron': { x: 20.2, y: 10 + R50 + R30 + 1 } });
    const { state, events } = act(acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]), 'p1', {
      kind: 'slam',
      target: 'p2.wraithwing',
    });
    expect(ev(events, 'wm/slam-failed')).toHaveLength(1);
    // Bastion moves from (20, 10) toward Wraithwing's centre and stops where its base first touches Kron's.
    const d = { x: 1, y: R50 + R40 + 4 };
    const n = Math.hypot(d.x, d.y);
    const u = { x: d.x / n, y: d.y / n };
    const w = { x: 20 - 20.2, y: 10 - (10 + R50 + R30 + 1) };
    const dot = w.x * u.x + w.y * u.y;
    const t = -dot - Math.sqrt(dot * dot - (w.x * w.x + w.y * w.y) + (R50 + R30) ** 2);
    expect(model(state, 'p1.bastion').x).toBeCloseTo(20 + t * u.x, 6);
    expect(model(state, 'p1.bastion').y).toBeCloseTo(10 + t * u.y, 6);
    expect(state.activation).toBeNull();
    expect(model(state, 'p1.bastion').focus).toBe(2);
  });

  it('WM-POWER-13 WM-POWER-29 friendly models may be slammed (option), and collateral damage is never boosted', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p1.sparrow': { x: 20, y: 10 + R50 + R40 + 4 },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 4 + 2 * R40 + 1 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { events } = act(
      a,
      'p1',
      { kind: 'slam', target: 'p1.sparrow', boostDamage: true },
      [4, 4, 3, 1, 1, 1, 1, 1, 1],
    );
    const rolls = ev(events, 'wm/damage-roll');
    expect(rolls[0]?.['dice']).toHaveLength(4); // boosted and touched an equal base
    expect(rolls[1]).toMatchObject({ model: 'p2.wraithwing', dice: [1, 1] });
    const r = rulesWith({ friendlySlam: false });
    expect(
      refuse(
        acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }], r),
        'p1',
        { kind: 'slam', target: 'p1.sparrow' },
        r,
      ).code,
    ).toBe('slam/friendly');
  });

  it('WM-POWER-34 WM-IGNORED-07 head-butt and slam are the only power attacks', () => {
    expect(choiceSchema.safeParse({ kind: 'trample', target: 'x' }).success).toBe(false);
    expect(choiceSchema.safeParse({ kind: 'headButt', target: 'x' }).success).toBe(true);
    expect(choiceSchema.safeParse({ kind: 'slam', target: 'x' }).success).toBe(true);
  });
});

describe('area and spray details', () => {
  it('WM-AOE-12 WM-SPECIAL-04 on a critical direct hit every model under the template is critically hit', () => {
    const r = rulesWithContent((c) => {
      const w = c.models.find((m) => m.id === 'bastion')?.weapons[2];
      if (w) w.qualities = ['criticalFire'];
    });
    const s = position(
      { 'p1.bastion': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 16 }, 'p2.gravemaw': { x: 22.3, y: 16 } },
      { r },
    );
    // 4 + 5 + 5 = 14 hits with a pair; direct 13 + 1 + 1 vs 15; blast 7 + 1 + 1 vs 17.
    const { state } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' },
      [5, 5, 1, 1, 1, 1],
      r,
    );
    expect([model(state, 'p2.wraithwing').fire, model(state, 'p2.gravemaw').fire]).toEqual([true, true]);
  });

  it('WM-AOE-13 a missed roll showing a pair deviates, and nobody under the template is critically hit', () => {
    const r = rulesWithContent((c) => {
      const w = c.models.find((m) => m.id === 'bastion')?.weapons[2];
      if (w) w.qualities = ['criticalFire'];
    });
    const s = position(
      { 'p1.bastion': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 16 }, 'p2.gravemaw': { x: 22, y: 16 } },
      { r },
    );
    // 4 + 2 + 2 = 8 misses DEF 14; direction 1 (straight on), 1": centred at (20, 17), covering both.
    // Blasts 7 + 1 + 1 = 9 harm neither.
    const { state, events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' },
      [2, 2, 1, 1, 1, 1, 1, 1],
      r,
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ hit: false, critical: false });
    expect(ev(events, 'wm/damage-roll').map((e) => [e['model'], e['rule']])).toEqual([
      ['p2.gravemaw', 'WM-AOE-04'],
      ['p2.wraithwing', 'WM-AOE-04'],
    ]);
    expect([model(state, 'p2.wraithwing').fire, model(state, 'p2.gravemaw').fire]).toEqual([false, false]);
  });

  it('WM-AOE-06 every model under the template rolls its own damage, each boostable for 1 focus', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 2 } },
      'p2.wraithwing': { x: 20, y: 16 },
      'p2.gravemaw': { x: 22.3, y: 16 },
    });
    // 4 + 5 + 5 hits; direct 13 + 1 + 1 (2 dice); blast on Gravemaw boosted: 7 + 1 + 1 + 1 (3 dice) vs 17.
    const { state, events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing', boostDamageOn: ['p2.gravemaw'] },
      [5, 5, 1, 1, 1, 1, 1],
    );
    expect(ev(events, 'wm/damage-roll').map((e) => (e['dice'] as number[]).length)).toEqual([2, 3]);
    expect(model(state, 'p1.bastion').focus).toBe(1);
  });

  it('WM-AOE-06 WM-SPRAY-05 boosts on other models buy only rolls the attack makes: none for melee or a single-target gun, no attack roll of an AOE', () => {
    const s = position({
      'p1.kron': { x: 14, y: 10, set: { focus: 3 } },
      'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
      'p2.wraithwing': { x: 20, y: 16 },
      'p2.gravemaw': { x: 22.3, y: 16 },
      'p2.ash': { x: 14, y: 10 + 2 * R30 + 0.3, facing: 270 },
    });
    // A sabre blow and a pistol shot each make one attack and one damage roll, against their own target.
    expect(
      refuse(activated(s, 'p1.kron'), 'p1', {
        kind: 'attack',
        weapon: 'sabre',
        target: 'p2.ash',
        boostDamageOn: ['p2.wraithwing'],
      }),
    ).toMatchObject({ code: 'focus/no-area', rule: 'WM-AOE-06' });
    const apart = structuredClone(s);
    model(apart, 'p2.ash').y = 14;
    expect(
      refuse(activated(apart, 'p1.kron'), 'p1', {
        kind: 'attack',
        weapon: 'service-pistol',
        target: 'p2.ash',
        boostDamageOn: ['p2.wraithwing'],
      }),
    ).toMatchObject({ code: 'focus/no-area', rule: 'WM-AOE-06' });
    // The head cannon's template has one attack roll; only its blast damage rolls are boosted one by one.
    expect(
      refuse(activated(s, 'p1.bastion'), 'p1', {
        kind: 'attack',
        weapon: 'head-cannon',
        target: 'p2.wraithwing',
        boostAttackOn: ['p2.gravemaw'],
      }),
    ).toMatchObject({ code: 'focus/no-area', rule: 'WM-AOE-06' });
  });

  it('WM-IGNORED-01 the CMD stat changes nothing', () => {
    const r = rulesWithContent((c) => {
      const k = c.models.find((m) => m.id === 'kron');
      if (k) k.stats.CMD = 1;
    });
    const play = (rr: typeof r) => {
      const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 16 } }, { r: rr });
      return act(
        activated(s, 'p1.kron'),
        'p1',
        { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
        [4, 4, 3, 4, 2],
        rr,
      ).events;
    };
    expect(play(r)).toEqual(play(rulesWith()));
  });

  it('WM-AOE-01 an AOE attack takes the normal modifiers: -4 against a target in melee', () => {
    const s = position({
      'p1.bastion': { x: 20, y: 10 },
      'p2.wraithwing': { x: 20, y: 16 },
      'p1.sparrow': { x: 21.6, y: 16, facing: 180 },
    });
    const { events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' },
      [1, 2, 1, 6],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ modifier: -4 });
  });

  it('WM-AOE-11 WM-SPECIAL-02 WM-AOE-13 everyone under the template is hit, so on-hit effects reach them all, deviated or not', () => {
    const setup = { p1: 'emberclad', p2: 'ashen-covenant' };
    const s = position(
      {
        'p1.varn': { x: 20, y: 10, set: { focus: 8 } },
        'p2.wraithwing': { x: 20, y: 16 },
        'p2.gravemaw': { x: 22.5, y: 16 },
      },
      { setup },
    );
    // Hit: 8 + 4 + 2 = 14; direct 12 + 1 + 1 vs 15; blast 6 + 1 + 1 vs 17.
    const hit = act(
      acts(s, 'p1', [{ kind: 'activate', model: 'p1.varn' }]),
      'p1',
      { kind: 'cast', spell: 'firestorm', target: 'p2.wraithwing' },
      [4, 2, 1, 1, 1, 1],
    );
    expect([model(hit.state, 'p2.wraithwing').fire, model(hit.state, 'p2.gravemaw').fire]).toEqual([true, true]);
    // Miss (1,2), deviate direction 1 by 1": the template still covers both, as blast only.
    const miss = act(
      acts(s, 'p1', [{ kind: 'activate', model: 'p1.varn' }]),
      'p1',
      { kind: 'cast', spell: 'firestorm', target: 'p2.wraithwing' },
      [1, 2, 1, 1, 1, 1, 1, 1],
    );
    expect(ev(miss.events, 'wm/damage-roll').map((e) => [e['model'], e['rule']])).toEqual([
      ['p2.gravemaw', 'WM-AOE-04'],
      ['p2.wraithwing', 'WM-AOE-04'],
    ]);
    expect(model(miss.state, 'p2.gravemaw').fire).toBe(true);
    expect(model(miss.state, 'p2.wraithwing').fire).toBe(true);
  });

  it('WM-SPRAY-05 WM-SPRAY-08 each model hit by a spray takes POW + 2d6; aiming adds 2 and a knocked-down model has DEF 5', () => {
    const setup = { p1: 'emberclad', p2: 'ashen-covenant' };
    const s = position(
      { 'p1.kindle': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + 2 * R40 + 2, set: { knockedDown: true } } },
      { setup },
    );
    const a = activated(s, 'p1.kindle', { kind: 'forfeitMove', aim: true });
    const { events } = act(a, 'p1', { kind: 'attack', weapon: 'flame-jet', target: 'p2.wraithwing' }, [1, 2, 6, 6, 1]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ modifier: 2, total: 11, hit: true });
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ pow: 11, total: 23, points: 8 });
  });

  it('WM-SPRAY-05 each spray attack roll and damage roll may be boosted separately', () => {
    const setup = { p1: 'emberclad', p2: 'ashen-covenant' };
    const s = position(
      {
        'p1.kindle': { x: 20, y: 10, set: { focus: 3 } },
        'p2.wraithwing': { x: 20, y: 10 + 2 * R40 + 2 },
        'p2.ash': { x: 20, y: 10 + R40 + R30 + 5 },
      },
      { setup },
    );
    const { state, events } = act(
      activated(s, 'p1.kindle'),
      'p1',
      {
        kind: 'attack',
        weapon: 'flame-jet',
        target: 'p2.wraithwing',
        boostAttack: true,
        boostAttackOn: ['p2.ash'],
        boostDamageOn: ['p2.ash'],
      },
      [1, 1, 2, 1, 1, 2],
    );
    // Ash (covered first) rolls 3 attack dice: 6 + 4 = 10 < 16 misses, so its paid damage boost is unused.
    // Wraithwing rolls 3 dice: 6 + 4 = 10 < 14 misses as well.
    expect(ev(events, 'wm/attack-roll').map((e) => [e['target'], (e['dice'] as number[]).length])).toEqual([
      ['p2.ash', 3],
      ['p2.wraithwing', 3],
    ]);
    expect(model(state, 'p1.kindle').focus).toBe(0);
  });

  it('WM-SPRAY-01 WM-SPRAY-02 the SP6 zone ends 6" from the base edge, and a friendly model inside it is attacked too', () => {
    const setup = { p1: 'emberclad', p2: 'ashen-covenant' };
    // Kindle (40 mm) at y = 10 facing +y: the zone runs from y = 10 + R40 to y = 16 + R40.
    const s = position(
      {
        'p1.kindle': { x: 20, y: 10 },
        'p1.cinderfist': { x: 20, y: 10 + R40 + 1 + R50 },
        'p2.wraithwing': { x: 20, y: 10 + R40 + 6 + R40 + 0.01 },
        'p2.gravemaw': { x: 22.6, y: 10 + R40 + 4 },
      },
      { setup },
    );
    const { events } = act(
      activated(s, 'p1.kindle'),
      'p1',
      { kind: 'attack', weapon: 'flame-jet', target: 'p1.cinderfist' },
      [1, 2],
    );
    expect(ev(events, 'wm/spray')[0]?.['covered']).toEqual(['p1.cinderfist']);
    expect(ev(events, 'wm/attack-roll').map((e) => e['target'])).toEqual(['p1.cinderfist']);
  });

  it('WM-SPRAY-06 a model in melee cannot spray', () => {
    const setup = { p1: 'emberclad', p2: 'ashen-covenant' };
    const s = position(
      { 'p1.kindle': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + 2 * R40 + 0.3, facing: 270 } },
      { setup },
    );
    expect(
      refuse(activated(s, 'p1.kindle'), 'p1', { kind: 'attack', weapon: 'flame-jet', target: 'p2.wraithwing' }).code,
    ).toBe('ranged/in-melee');
  });
});
