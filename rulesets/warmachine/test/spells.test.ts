import { describe, expect, it } from 'vitest';
import type { WmChoice } from '../src/choices.ts';
import type { FeatDef } from '../src/content.ts';
import { presenter } from '../src/presenter.ts';
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

// Kron FOCUS 7 (control area 14"): Arc Lance 2/10/-/12 OFF; Bulwark 2/6 UP +2 ARM; Overdrive 2/6 UP warjack +2 MAT;
// Thunder Shell 3/8/AOE 3/POW 13 OFF. Feat Iron Wall: friendly models in the control area +3 ARM for one round.
// Ash: Hex of Slowness 2/8 UP OFF (-2 SPD, -2 DEF); Veil 1/SELF; Influence (disabled).

const caster = (
  focus: number,
  more: Record<string, { x: number; y: number; facing?: number; set?: Record<string, unknown> }> = {},
) => position({ 'p1.kron': { x: 20, y: 10, set: { focus } }, ...more });

describe('spells', () => {
  it('WM-SPELL-02 WM-FOCUS-18 WM-SPELL-14 WM-SPELL-07 an offensive spell costs COST focus and rolls FOCUS + 2d6 to hit, then POW + 2d6', () => {
    const s = caster(5, { 'p2.wraithwing': { x: 20, y: 16 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    // FOCUS 7 + 4 + 3 = 14 hits DEF 14; 12 + 6 + 6 = 24 - 15 = 9 points, column 1.
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
      [4, 3, 6, 6, 1],
    );
    expect(model(state, 'p1.kron').focus).toBe(3);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 14, hit: true, rule: 'WM-SPELL-14' });
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ pow: 12, points: 9 });
  });

  it('WM-FOCUS-18 WM-FOCUS-23 a spell whose COST and boosts exceed the focus held is refused, with nothing paid', () => {
    const s = caster(2, { 'p2.wraithwing': { x: 20, y: 16 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    // Thunder Shell costs 3; Arc Lance 2, and 3 with a boost.
    for (const c of [
      { kind: 'cast', spell: 'thunder-shell', target: 'p2.wraithwing' },
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing', boostAttack: true },
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing', boostDamage: true },
    ] as const)
      expect(refuse(a, 'p1', c)).toMatchObject({ code: 'focus/not-enough', rule: 'WM-FOCUS-18' });
    // The unboosted Arc Lance is paid from exactly the 2 held: 7 + 1 + 2 = 10 misses.
    const { state } = act(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }, [1, 2]);
    expect(model(state, 'p1.kron').focus).toBe(0);
  });

  it('WM-SPELL-14 the magic attack uses the FOCUS stat, not the focus points held', () => {
    const s = caster(2, { 'p2.wraithwing': { x: 20, y: 16 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    const { events } = act(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }, [1, 2]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 10 });
  });

  it('WM-SPELL-18 WM-SPELL-03 an offensive spell at a target beyond RNG misses automatically and the COST is paid', () => {
    const s = caster(5, { 'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 10.5 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    const { state, events } = act(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' });
    expect(ev(events, 'wm/auto-miss')[0]).toMatchObject({ reason: 'range', rule: 'WM-SPELL-18' });
    expect(model(state, 'p1.kron').focus).toBe(3);
    // Boosts declared with it are paid as well: 2 + 1 + 1.
    const boosted = act(a, 'p1', {
      kind: 'cast',
      spell: 'arc-lance',
      target: 'p2.wraithwing',
      boostAttack: true,
      boostDamage: true,
    });
    expect(ev(boosted.events, 'wm/attack-roll')).toHaveLength(0);
    expect(model(boosted.state, 'p1.kron').focus).toBe(1);
  });

  it('WM-SPELL-29 a non-offensive spell needs its target within RNG: under the premeasure house rule one beyond it is refused', () => {
    // Without the house rule it is declared and spent for nothing (A-27, premeasure.test.ts).
    const s = caster(5, { 'p1.bastion': { x: 20, y: 10 + R30 + R50 + 6.5 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    const bulwark: WmChoice = { kind: 'cast', spell: 'bulwark', target: 'p1.bastion' };
    expect(refuse(a, 'p1', bulwark, rulesWith({ premeasure: true })).code).toBe('spell/out-of-range');
  });

  it('WM-SPELL-29 a non-offensive spell on another model needs a line of sight to it; on herself none is needed', () => {
    // Kron faces away from Bastion, 2" behind her.
    const s = position({
      'p1.kron': { x: 20, y: 10, facing: 270, set: { focus: 5 } },
      'p1.bastion': { x: 20, y: 10 + R30 + R50 + 2 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    expect(refuse(a, 'p1', { kind: 'cast', spell: 'bulwark', target: 'p1.bastion' }).code).toBe('los/no-line');
    const self = act(a, 'p1', { kind: 'cast', spell: 'bulwark', target: 'p1.kron' }).state;
    expect(self.effects.map((e) => [e.source, e.target])).toEqual([['bulwark', 'p1.kron']]);
  });

  it('WM-SPELL-16 WM-SPELL-19 a magic attack takes -4 against a target in melee, and Stealth beyond 5" makes it miss', () => {
    const s = caster(5, {
      'p1.bastion': { x: 26, y: 16, facing: 90 },
      'p2.wraithwing': { x: 26, y: 16 + R50 + R40 + 0.2, facing: 270 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    const { events } = act(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }, [1, 2]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ modifier: -4 });
    const st = caster(5, { 'p2.ash': { x: 20, y: 10 + 2 * R30 + 6 } });
    const r = act(acts(st, 'p1', [{ kind: 'activate', model: 'p1.kron' }]), 'p1', {
      kind: 'cast',
      spell: 'arc-lance',
      target: 'p2.ash',
    });
    expect(ev(r.events, 'wm/auto-miss')[0]).toMatchObject({ reason: 'stealth', rule: 'WM-SPELL-19' });
  });

  it('WM-SPELL-16 the -4 applies even when the target is in melee only with the casting warcaster (option)', () => {
    const cast = (r = rulesWith()) => {
      const s = position(
        {
          'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
          'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.3, facing: 270 },
        },
        { r },
      );
      const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }], r);
      return ev(
        act(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }, [1, 2], r).events,
        'wm/attack-roll',
      )[0];
    };
    expect(cast()).toMatchObject({ modifier: -4, total: 6 });
    expect(cast(rulesWith({ magicMeleePenaltyOnOwnEngagement: false }))).toMatchObject({ modifier: 0, total: 10 });
  });

  it('WM-SPELL-19 a knocked-down target has DEF 5 against a magic attack', () => {
    // Kron's FOCUS stat is set to 1 in this content, so the magic attack totals fall on either side of 5.
    const r = rulesWithContent((c) => {
      const kron = c.models.find((m) => m.id === 'kron');
      if (!kron) throw new Error('no kron');
      kron.FOCUS = 1;
    });
    const cast = (rolls: number[]) => {
      const s = position(
        {
          'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
          'p2.wraithwing': { x: 20, y: 16, set: { knockedDown: true } },
        },
        { r },
      );
      const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }], r);
      return ev(
        act(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }, rolls, r).events,
        'wm/attack-roll',
      )[0];
    };
    // 1 + 1 + 3 = 5 hits (damage 12 + 1 + 1 = 14 < ARM 15); 1 + 1 + 2 = 4 misses.
    expect(cast([1, 3, 1, 1])).toMatchObject({ total: 5, hit: true });
    expect(cast([1, 2])).toMatchObject({ total: 4, hit: false });
  });

  it('WM-SPELL-17 both the magic attack and the damage roll may be boosted for 1 focus each', () => {
    const s = caster(5, { 'p2.wraithwing': { x: 20, y: 16 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing', boostAttack: true, boostDamage: true },
      [3, 3, 3, 1, 1, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ dice: [3, 3, 3] });
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ dice: [1, 1, 1] });
    expect(model(state, 'p1.kron').focus).toBe(1);
  });

  it('WM-SPELL-14 WM-SPELL-07 a boost of a roll the spell never makes is refused, where it was paid for or taken for nothing', () => {
    const s = caster(6, {
      'p1.bastion': { x: 24, y: 10 },
      'p2.wraithwing': { x: 20, y: 16 },
      'p2.ash': { x: 23, y: 17 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    const cast = (c: Omit<Extract<WmChoice, { kind: 'cast' }>, 'kind'>) => refuse(a, 'p1', { kind: 'cast', ...c });
    const noAttack = { code: 'spell/no-attack-roll', rule: 'WM-SPELL-14' };
    const noDamage = { code: 'spell/no-damage-roll', rule: 'WM-SPELL-07' };
    // Bulwark is not offensive and has no POW: it rolls neither to hit nor for damage.
    const bulwark = { spell: 'bulwark', target: 'p1.bastion' };
    expect(cast({ ...bulwark, boostAttack: true })).toMatchObject(noAttack);
    expect(cast({ ...bulwark, boostDamage: true })).toMatchObject(noDamage);
    expect(cast({ ...bulwark, boostAttackOn: ['p1.kron'] })).toMatchObject(noAttack);
    expect(cast({ ...bulwark, boostDamageOn: ['p1.kron'] })).toMatchObject(noDamage);
    // Arc Lance rolls at its target alone, and Thunder Shell's one attack roll is at its target:
    // no other model's roll is theirs to boost.
    const lance = { spell: 'arc-lance', target: 'p2.wraithwing' };
    expect(cast({ ...lance, boostAttackOn: ['p2.ash'] })).toMatchObject(noAttack);
    expect(cast({ ...lance, boostDamageOn: ['p2.ash'] })).toMatchObject(noDamage);
    expect(cast({ spell: 'thunder-shell', target: 'p2.wraithwing', boostAttackOn: ['p2.ash'] })).toMatchObject(
      noAttack,
    );
  });

  it('WM-SPELL-07 a spell with a POW that is not offensive makes no attack roll but its damage roll, boosted for 1 focus', () => {
    // Arc Lance written as not offensive: POW 12 on its target, with no magic attack roll.
    const r = rulesWithContent((c) => {
      const sp = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'arc-lance');
      if (!sp) throw new Error('no arc lance');
      sp.OFF = false;
    });
    const s = position({ 'p1.kron': { x: 20, y: 10, set: { focus: 5 } }, 'p2.wraithwing': { x: 20, y: 16 } }, { r });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }], r);
    // 12 + 3 + 4 + 5 = 24 against the Wraithwing's ARM 15: 9 points, from column 1.
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing', boostDamage: true },
      [3, 4, 5, 1],
      r,
    );
    expect(ev(events, 'wm/attack-roll')).toEqual([]);
    expect(ev(events, 'wm/damage-roll')).toMatchObject([
      { model: 'p2.wraithwing', rule: 'WM-SPELL-07', dice: [3, 4, 5], pow: 12, arm: 15, points: 9 },
    ]);
    expect(model(state, 'p1.kron').focus).toBe(2);
  });

  it('WM-SPELL-07 WM-SPELL-06 a CTRL spell with a POW that is not offensive rolls damage on each model it reaches, boosted by name', () => {
    const r = rulesWithContent((c) => {
      const sp = c.models.find((m) => m.id === 'vale')?.spells?.find((x) => x.id === 'fog-bank');
      if (!sp) throw new Error('no fog bank');
      Object.assign(sp, { target: 'enemy', POW: 10 });
      sp.effects = [{ kind: 'modifyStat', stat: 'DEF', delta: -1 }];
    });
    const s = position(
      {
        'p1.vale': { x: 20, y: 10, set: { focus: 4 } },
        'p2.varn': { x: 24, y: 18 },
        'p2.cinderfist': { x: 14, y: 16 },
      },
      { setup: { p1: 'tidewardens', p2: 'emberclad' }, r },
    );
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.vale' }], r);
    // Varn: 10 + 6 + 6 = 22 - ARM 14 = 8 points. The Cinderfist, boosted: 10 + 6 + 6 + 6 = 28 - 18 = 10, column 1.
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'fog-bank', boostDamageOn: ['p2.cinderfist'] },
      [6, 6, 6, 6, 6, 1],
      r,
    );
    expect(ev(events, 'wm/attack-roll')).toEqual([]);
    expect(ev(events, 'wm/damage-roll').map((e) => [e['model'], e['dice'], e['points']])).toEqual([
      ['p2.varn', [6, 6], 8],
      ['p2.cinderfist', [6, 6, 6], 10],
    ]);
    expect(state.effects.map((e) => [e.target, e.mods])).toEqual([
      ['p2.varn', { DEF: -1 }],
      ['p2.cinderfist', { DEF: -1 }],
    ]);
    expect(model(state, 'p1.vale').focus).toBe(1);
  });

  it('WM-SPELL-07 WM-SPELL-05 an AOE spell with a POW that is not offensive rolls its full POW on each model in its circle, no blast', () => {
    // Thunder Shell written as not offensive: AOE 3, POW 13, on any model.
    const r = rulesWithContent((c) => {
      const sp = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'thunder-shell');
      if (!sp) throw new Error('no thunder shell');
      sp.OFF = false;
    });
    // Ash stands 2" from the Wraithwing's centre: her 30 mm base reaches into the 3" circle.
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p2.wraithwing': { x: 20, y: 16 },
        'p2.ash': { x: 22, y: 16 },
      },
      { r },
    );
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }], r);
    // The target's own roll is boosted by boostDamage, never by name.
    expect(
      refuse(
        a,
        'p1',
        { kind: 'cast', spell: 'thunder-shell', target: 'p2.wraithwing', boostDamageOn: ['p2.wraithwing'] },
        r,
      ),
    ).toMatchObject({ code: 'focus/already-boosted' });
    // The Wraithwing: 13 + 1 + 1 + 1 = 16 - ARM 15 = 1 point, column 1. Ash: 13 + 2 + 2 + 2 = 19 -
    // ARM 14 = 5 points, where a blast (POW 7) would deal none.
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'thunder-shell', target: 'p2.wraithwing', boostDamage: true, boostDamageOn: ['p2.ash'] },
      [1, 1, 1, 1, 2, 2, 2],
      r,
    );
    expect(ev(events, 'wm/damage-roll').map((e) => [e['model'], e['rule'], e['pow'], e['points']])).toEqual([
      ['p2.wraithwing', 'WM-SPELL-07', 13, 1],
      ['p2.ash', 'WM-SPELL-07', 13, 5],
    ]);
    expect(model(state, 'p2.ash').boxes).toBe(5);
    expect(model(state, 'p1.kron').focus).toBe(0);
  });

  it("WM-SPELL-07 A-38 in the circle of an AOE spell that is not offensive, a Shield is judged from the circle's centre", () => {
    const r = rulesWithContent((c) => {
      const sp = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'thunder-shell');
      if (!sp) throw new Error('no thunder shell');
      sp.OFF = false;
    });
    // The Bastion (ARM 18, Bulwark Shield) faces Kron, away from the circle's centre on the
    // Wraithwing: the centre is behind its shoulders, Kron in front of them.
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p2.wraithwing': { x: 20, y: 16 },
        'p1.bastion': { x: 22, y: 16, facing: 300 },
      },
      { r },
    );
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }], r);
    // The Wraithwing: 13 + 1 + 1 = 15 against ARM 15, nothing. The Bastion: 13 + 6 + 6 = 25
    // against ARM 18, its Shield lost: 7 points, from column 1.
    const { events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'thunder-shell', target: 'p2.wraithwing' },
      [1, 1, 6, 6, 1],
      r,
    );
    expect(ev(events, 'wm/damage-roll').map((e) => [e['model'], e['arm'], e['points']])).toEqual([
      ['p2.wraithwing', 15, 0],
      ['p1.bastion', 18, 7],
    ]);
  });

  it('WM-SPELL-08 an upkeep spell lasts while it is paid for; a non-upkeep spell ends with its one round', () => {
    const s = position(
      { 'p2.ash': { x: 20, y: 30, set: { focus: 5 } }, 'p1.sparrow': { x: 20, y: 25 }, 'p1.kron': { x: 10, y: 5 } },
      { active: 'p2' },
    );
    // Veil (1 focus, one round) on Ash; Hex of Slowness (2 focus, upkeep): FOCUS 7 + 4 + 4 = 15 hits Sparrow's DEF 13.
    let a = acts(s, 'p2', [
      { kind: 'activate', model: 'p2.ash' },
      { kind: 'cast', spell: 'veil' },
    ]);
    a = act(a, 'p2', { kind: 'cast', spell: 'hex-of-slowness', target: 'p1.sparrow' }, [4, 4]).state;
    a = acts(a, 'p2', [{ kind: 'endTurn' }]);
    // Through player 1's turn both are still there.
    expect(a.effects.map((e) => e.source).sort()).toEqual(['hex-of-slowness', 'veil']);
    a = acts(a, 'p1', [{ kind: 'endControl' }, { kind: 'endTurn' }]);
    // Ash's next turn: Veil is gone in Maintenance; Hex waits for its upkeep in the Control phase.
    expect(a.phase).toBe('control');
    expect(a.effects.map((e) => e.source)).toEqual(['hex-of-slowness']);
    const hex = a.effects[0]?.id ?? -1;
    a = acts(a, 'p2', [{ kind: 'upkeep', effect: hex }, { kind: 'endControl' }]);
    expect(a.effects.map((e) => e.source)).toEqual(['hex-of-slowness']);
    expect(model(a, 'p2.ash').focus).toBe(6);
  });

  it('WM-SPELL-11 an upkeep spell stays on, and recasting it ends the old instance', () => {
    const s = caster(6, { 'p1.bastion': { x: 24, y: 10 }, 'p1.sparrow': { x: 16, y: 10 } });
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.kron' },
      { kind: 'cast', spell: 'bulwark', target: 'p1.bastion' },
      { kind: 'cast', spell: 'bulwark', target: 'p1.sparrow' },
    ]);
    expect(a.effects.filter((e) => e.source === 'bulwark').map((e) => e.target)).toEqual(['p1.sparrow']);
    // A different spell is kept alongside it.
    const b = acts(a, 'p1', [{ kind: 'cast', spell: 'overdrive', target: 'p1.bastion' }]);
    expect(b.effects.map((e) => [e.source, e.target])).toEqual([
      ['bulwark', 'p1.sparrow'],
      ['overdrive', 'p1.bastion'],
    ]);
    expect(model(b, 'p1.kron').focus).toBe(0);
  });

  it('WM-SPELL-09 an upkeep spell on several models is one spell: one choice and 1 focus keep it on all of them', () => {
    // Bulwark written as a CTRL spell: +2 ARM on every friendly model in Kron's control area.
    const r = rulesWithContent((c) => {
      const bulwark = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'bulwark');
      if (bulwark) Object.assign(bulwark, { RNG: 'CTRL', AOE: 'CTRL' });
    });
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 7 } },
        'p1.bastion': { x: 24, y: 10 },
        'p1.sparrow': { x: 16, y: 10 },
        'p2.ash': { x: 20, y: 40 },
      },
      { r },
    );
    let a = acts(
      s,
      'p1',
      [{ kind: 'activate', model: 'p1.kron' }, { kind: 'cast', spell: 'bulwark' }, { kind: 'endTurn' }],
      r,
    );
    a = acts(a, 'p2', [{ kind: 'endControl' }, { kind: 'endTurn' }], r);
    expect(a.effects.map((e) => e.target)).toEqual(['p1.kron', 'p1.bastion', 'p1.sparrow']);
    const upkeeps = r.legalChoices(a, 'p1').filter((c) => c.kind === 'upkeep');
    expect(upkeeps).toEqual([{ kind: 'upkeep', effect: a.effects[0]?.id }]);
    const kept = act(a, 'p1', { kind: 'upkeep', effect: a.effects[1]?.id ?? -1 }, [], r);
    expect(ev(kept.events, 'wm/upkeep').map((e) => e['model'])).toEqual(['p1.kron', 'p1.bastion', 'p1.sparrow']);
    a = kept.state;
    expect(model(a, 'p1.kron').focus).toBe(6);
    expect(refuse(a, 'p1', { kind: 'upkeep', effect: a.effects[2]?.id ?? -1 }, r).code).toBe('spell/upkeep-paid');
    a = acts(a, 'p1', [{ kind: 'endControl' }], r);
    expect(a.effects.map((e) => e.target)).toEqual(['p1.kron', 'p1.bastion', 'p1.sparrow']);
  });

  it('WM-SPELL-03 a spell of RNG CTRL reaches a target anywhere in the control area (14" for FOCUS 7), and no farther', () => {
    // Under the premeasure house rule, so that a non-offensive spell beyond its range is refused.
    const r = rulesWithContent(
      (c) => {
        for (const sp of c.models.find((m) => m.id === 'kron')?.spells ?? [])
          if (sp.id === 'arc-lance' || sp.id === 'bulwark') sp.RNG = 'CTRL';
      },
      { premeasure: true },
    );
    // A model whose base edge is `gap` inches from Kron's (a 30 mm base at 20, 10).
    const at = (gap: number) => ({ x: 20, y: 10 + R30 + R40 + gap });
    const kron = (more: Record<string, { x: number; y: number }>) =>
      acts(
        position({ 'p1.kron': { x: 20, y: 10, set: { focus: 7 } }, ...more }, { r }),
        'p1',
        [{ kind: 'activate', model: 'p1.kron' }],
        r,
      );
    // Arc Lance 12" off, beyond its own 10" but in the control area: a magic attack roll (7 + 1 + 1 misses DEF 14).
    const near = act(
      kron({ 'p2.wraithwing': at(12) }),
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
      [1, 1],
      r,
    );
    expect(ev(near.events, 'wm/attack-roll')[0]).toMatchObject({ total: 9, hit: false, rule: 'WM-SPELL-14' });
    // 15" off, outside the control area: it misses with no roll, its COST paid.
    const far = act(
      kron({ 'p2.wraithwing': at(15) }),
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
      [],
      r,
    );
    expect(ev(far.events, 'wm/auto-miss')[0]).toMatchObject({ reason: 'range', rule: 'WM-SPELL-18' });
    expect(model(far.state, 'p1.kron').focus).toBe(5);
    // Bulwark, not offensive: a friendly model 12" off is in reach, one 15" off is refused.
    const sparrow = (gap: number) => kron({ 'p1.sparrow': at(gap) });
    expect(
      act(sparrow(12), 'p1', { kind: 'cast', spell: 'bulwark', target: 'p1.sparrow' }, [], r).state.effects,
    ).toHaveLength(1);
    expect(refuse(sparrow(15), 'p1', { kind: 'cast', spell: 'bulwark', target: 'p1.sparrow' }, r)).toMatchObject({
      code: 'spell/out-of-range',
      rule: 'WM-SPELL-03',
    });
  });

  it('WM-SPELL-12 WM-SPELL-13 one friendly and one enemy upkeep per model: a new friendly one replaces the old, the enemy one stays', () => {
    const s = caster(6, { 'p1.bastion': { x: 24, y: 10 } });
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
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.kron' },
      { kind: 'cast', spell: 'bulwark', target: 'p1.bastion' },
      { kind: 'cast', spell: 'overdrive', target: 'p1.bastion' },
    ]);
    expect(
      a.effects
        .filter((e) => e.target === 'p1.bastion')
        .map((e) => e.source)
        .sort(),
    ).toEqual(['hex-of-slowness', 'overdrive']);
  });

  it('WM-SPELL-13 WM-SPELL-11 an upkeep spell on several models that a new one replaces on one of them expires on all of them', () => {
    // Bulwark written as a CTRL spell: +2 ARM on every friendly model in Kron's control area.
    const r = rulesWithContent((c) => {
      const bulwark = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'bulwark');
      if (bulwark) Object.assign(bulwark, { RNG: 'CTRL', AOE: 'CTRL' });
    });
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 7 } },
        'p1.bastion': { x: 24, y: 10 },
        'p1.sparrow': { x: 16, y: 10 },
      },
      { r },
    );
    const a = acts(
      s,
      'p1',
      [
        { kind: 'activate', model: 'p1.kron' },
        { kind: 'cast', spell: 'bulwark' },
      ],
      r,
    );
    expect(a.effects.map((e) => e.target)).toEqual(['p1.kron', 'p1.bastion', 'p1.sparrow']);
    // Overdrive, a friendly upkeep spell, on the Bastion: Bulwark is one spell, and it goes from Kron and the Sparrow too.
    const { state, events } = act(a, 'p1', { kind: 'cast', spell: 'overdrive', target: 'p1.bastion' }, [], r);
    expect(state.effects.map((e) => [e.source, e.target])).toEqual([['overdrive', 'p1.bastion']]);
    expect(ev(events, 'wm/upkeep-replaced').map((e) => e['model'])).toEqual(['p1.kron', 'p1.bastion', 'p1.sparrow']);
  });

  it('WM-SPELL-04 a SELF spell affects only the warcaster; WM-SPELL-30 it cannot be channelled', () => {
    const s = position(
      { 'p2.ash': { x: 20, y: 30, set: { focus: 5 } }, 'p2.wraithwing': { x: 24, y: 30 } },
      { active: 'p2' },
    );
    const a = acts(s, 'p2', [{ kind: 'activate', model: 'p2.ash' }]);
    expect(refuse(a, 'p2', { kind: 'cast', spell: 'veil', target: 'p2.wraithwing' }).code).toBe('spell/self-only');
    expect(refuse(a, 'p2', { kind: 'cast', spell: 'veil', channeler: 'p2.wraithwing' }).code).toBe(
      'spell/cannot-channel',
    );
    const ok = act(a, 'p2', { kind: 'cast', spell: 'veil' }).state;
    expect(ok.effects[0]).toMatchObject({ target: 'p2.ash', mods: { DEF: 2 } });
  });

  it('WM-SPELL-31 WM-IGNORED-03 Influence cannot be cast', () => {
    const s = position(
      { 'p2.ash': { x: 20, y: 30, set: { focus: 5 } }, 'p1.sparrow': { x: 20, y: 26 } },
      { active: 'p2' },
    );
    const a = acts(s, 'p2', [{ kind: 'activate', model: 'p2.ash' }]);
    expect(refuse(a, 'p2', { kind: 'cast', spell: 'influence', target: 'p1.sparrow' }).code).toBe('spell/disabled');
  });

  it('WM-SPELL-20 WM-SPELL-22 WM-SPELL-24 WM-MODEL-08 a spell channelled through an Arc Node measures from it, needs no LOS from the warcaster, and costs the warcaster', () => {
    // Kron faces away; the target is 16" from Kron but 4" from Sparrow.
    const s = caster(5, {
      'p1.sparrow': { x: 20, y: 22, set: { focus: 2 } },
      'p2.wraithwing': { x: 20, y: 22 + R40 + R40 + 4 },
    });
    s.models = s.models.map((m) => (m.id === 'p1.kron' ? { ...m, facing: 270 } : m));
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    expect(refuse(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }).code).toBe('los/no-line');
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing', channeler: 'p1.sparrow' },
      [1, 2],
    );
    expect(ev(events, 'wm/attack-roll')).toHaveLength(1);
    expect(model(state, 'p1.kron').focus).toBe(3);
    expect(model(state, 'p1.sparrow').focus).toBe(2);
    expect(model(state, 'p1.sparrow').activated).toBe(false);
  });

  it('WM-SPELL-20 Stealth is measured from the channeler too', () => {
    const at = (gap: number) => {
      const s = caster(5, {
        'p1.sparrow': { x: 20, y: 18 },
        'p2.ash': { x: 20, y: 18 + R40 + R30 + gap },
      });
      return acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    };
    const cast = { kind: 'cast', spell: 'arc-lance', target: 'p2.ash', channeler: 'p1.sparrow' } as const;
    // Ash is far more than 5" from Kron, but 5" from Sparrow: the roll is made.
    const near = act(at(5), 'p1', cast, [1, 2]);
    expect(ev(near.events, 'wm/auto-miss')).toHaveLength(0);
    expect(ev(near.events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.ash', total: 10 });
    const far = act(at(5.5), 'p1', cast);
    expect(ev(far.events, 'wm/auto-miss')[0]).toMatchObject({ reason: 'stealth' });
  });

  it('WM-SPELL-23 an Arc Node channels whether or not it has activated, and channelling leaves its own activation free', () => {
    const field = (sparrowDone: boolean) =>
      caster(5, {
        'p1.sparrow': { x: 20, y: 16, set: { activated: sparrowDone } },
        'p2.wraithwing': { x: 20, y: 16 + R40 + R40 + 4 },
      });
    const cast = { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing', channeler: 'p1.sparrow' } as const;
    // Already activated this turn: it still channels.
    const done = act(acts(field(true), 'p1', [{ kind: 'activate', model: 'p1.kron' }]), 'p1', cast, [1, 2]);
    expect(ev(done.events, 'wm/attack-roll')).toHaveLength(1);
    // Not yet activated: after channelling, it activates and shoots as usual.
    let a = act(acts(field(false), 'p1', [{ kind: 'activate', model: 'p1.kron' }]), 'p1', cast, [1, 2]).state;
    expect(model(a, 'p1.sparrow').activated).toBe(false);
    a = acts(a, 'p1', [{ kind: 'endActivation' }, { kind: 'activate', model: 'p1.sparrow' }]);
    expect(a.activation?.model).toBe('p1.sparrow');
    a = acts(a, 'p1', [{ kind: 'forfeitMove', aim: false }]);
    const shot = act(a, 'p1', { kind: 'attack', weapon: 'repeater', target: 'p2.wraithwing' }, [1, 2]);
    expect(ev(shot.events, 'wm/attack-roll')[0]).toMatchObject({ attacker: 'p1.sparrow', target: 'p2.wraithwing' });
  });

  it('WM-SPELL-21 the channeler must be in the control area', () => {
    const s = caster(5, { 'p1.sparrow': { x: 20, y: 10 + R30 + R40 + 14.5 }, 'p2.wraithwing': { x: 20, y: 30 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    expect(
      refuse(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing', channeler: 'p1.sparrow' }).code,
    ).toBe('spell/channeler-out-of-control-area');
  });

  it('WM-SPELL-21 the channeler must see the target: one facing away cannot channel at it', () => {
    const s = caster(5, {
      'p1.sparrow': { x: 20, y: 16, facing: 270 },
      'p2.wraithwing': { x: 20, y: 16 + R40 + R40 + 4 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    expect(
      refuse(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing', channeler: 'p1.sparrow' }).code,
    ).toBe('los/no-line');
    expect(model(a, 'p1.kron').focus).toBe(5);
  });

  it('WM-SPELL-20 WM-ARC-05 a damage roll in the script of a channelled spell judges the Shield from the channeler, as the spell POW does', () => {
    // Soul Bolt with a script that rolls POW 10 damage. Bastion (ARM 18, +2 Shield) faces Ash; the
    // Wraithwing, Ash's Arc Node, stands wholly in its back arc.
    const r = rulesWithContent((c) => {
      const bolt = c.models.find((m) => m.id === 'ash')?.spells?.find((x) => x.id === 'soul-bolt');
      if (!bolt) throw new Error('no soul bolt');
      bolt.effects = [{ kind: 'damageRoll', POW: 10, dice: 2 }];
    });
    const s = position(
      {
        'p2.ash': { x: 20, y: 14, facing: 90, set: { focus: 5 } },
        'p1.bastion': { x: 20, y: 20, facing: 270 },
        'p2.wraithwing': { x: 20, y: 26, facing: 270 },
      },
      { active: 'p2', r },
    );
    const a = acts(s, 'p2', [{ kind: 'activate', model: 'p2.ash' }], r);
    const arms = (channeler?: string) => {
      const cast: WmChoice = {
        kind: 'cast',
        spell: 'soul-bolt',
        target: 'p1.bastion',
        ...(channeler ? { channeler } : {}),
      };
      // FOCUS 7 + 6 + 5 = 18 hits DEF 12; the script's roll 10 + 1 + 1, then the spell's 12 + 1 + 1: no damage.
      const { events } = act(a, 'p2', cast, [6, 5, 1, 1, 1, 1], r);
      return ev(events, 'wm/damage-roll').map((e) => [e['pow'], e['arm']]);
    };
    expect(arms()).toEqual([
      [10, 20],
      [12, 20],
    ]);
    expect(arms('p2.wraithwing')).toEqual([
      [10, 18],
      [12, 18],
    ]);
  });

  it('WM-SPELL-20 a channelled spell whose script pushes the model hit moves it away from the channeler, its point of origin', () => {
    const r = rulesWithContent((c) => {
      const bolt = c.models.find((m) => m.id === 'ash')?.spells?.find((x) => x.id === 'soul-bolt');
      if (!bolt) throw new Error('no soul bolt');
      bolt.effects = [{ kind: 'move', distance: 2, direction: 'away' }];
    });
    // Ash south of Bastion, the Wraithwing (her Arc Node) east of it.
    const s = position(
      {
        'p2.ash': { x: 20, y: 14, facing: 90, set: { focus: 5 } },
        'p1.bastion': { x: 20, y: 20, facing: 270 },
        'p2.wraithwing': { x: 26, y: 20, facing: 180 },
      },
      { active: 'p2', r },
    );
    const a = acts(s, 'p2', [{ kind: 'activate', model: 'p2.ash' }], r);
    const pushed = (channeler?: string) => {
      const cast: WmChoice = {
        kind: 'cast',
        spell: 'soul-bolt',
        target: 'p1.bastion',
        ...(channeler ? { channeler } : {}),
      };
      // FOCUS 7 + 6 + 5 = 18 hits DEF 12; the push, then 12 + 1 + 1 against ARM 18: nothing.
      const b = model(act(a, 'p2', cast, [6, 5, 1, 1], r).state, 'p1.bastion');
      return [b.x, b.y];
    };
    // From Ash: 2" north. Through the Wraithwing: 2" west.
    expect(pushed()).toEqual([20, 22]);
    expect(pushed('p2.wraithwing')).toEqual([18, 20]);
  });

  it('WM-SPELL-25 WM-DAMAGE-15 a channeler in melee, knocked down or with a crippled Arc Node cannot channel; WM-STATUS-18 a stationary one can', () => {
    const at = (set: Record<string, unknown>, foe = 30) =>
      acts(caster(5, { 'p1.sparrow': { x: 20, y: 22, set }, 'p2.wraithwing': { x: 20, y: foe, facing: 270 } }), 'p1', [
        { kind: 'activate', model: 'p1.kron' },
      ]);
    const cast = { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing', channeler: 'p1.sparrow' } as const;
    expect(refuse(at({ knockedDown: true }), 'p1', cast).code).toBe('spell/channeler-busy');
    expect(refuse(at({}, 22 + 2 * R40 + 0.2), 'p1', cast).code).toBe('spell/channeler-busy');
    expect(refuse(at({ marks: [0, 0, 4, 4, 0, 0] }), 'p1', cast).code).toBe('spell/arc-node-crippled');
    const still = act(at({ stationary: true }), 'p1', cast, [1, 2]);
    expect(ev(still.events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.wraithwing', total: 10 });
  });

  it('WM-SPELL-26 WM-STATUS-01 a knocked-down warcaster cannot cast', () => {
    const s = caster(5, { 'p2.wraithwing': { x: 20, y: 16 } });
    s.models = s.models.map((m) => (m.id === 'p1.kron' ? { ...m, knockedDown: true } : m));
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    expect(refuse(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }).code).toBe(
      'status/knocked-down',
    );
  });

  it('WM-SPELL-27 casting uses no combat action: the warcaster casts and still attacks', () => {
    const s = caster(5, { 'p2.wraithwing': { x: 20, y: 16 } });
    let a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    a = act(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }, [1, 2]).state;
    a = act(a, 'p1', { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' }, [1, 2]).state;
    expect(model(a, 'p1.kron').focus).toBe(1);
    a = acts(a, 'p1', [{ kind: 'forfeitMove', aim: false }]);
    const { events } = act(a, 'p1', { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' }, [1, 2]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ weapon: 'service-pistol', target: 'p2.wraithwing' });
  });

  it('WM-SPELL-28 WM-SPELL-05 an offensive AOE spell hits directly and blasts its 3" circle', () => {
    const s = caster(5, { 'p2.wraithwing': { x: 20, y: 16 }, 'p2.gravemaw': { x: 22.3, y: 16 } });
    // 7 + 4 + 3 = 14 hits; direct 13 + 1 + 1 = 15 vs 15; blast 7 + 6 + 6 = 19 - 17 = 2 on Gravemaw, column 2.
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'thunder-shell', target: 'p2.wraithwing' },
      [4, 3, 1, 1, 6, 6, 2],
    );
    expect(ev(events, 'wm/damage-roll').map((e) => [e['model'], e['pow']])).toEqual([
      ['p2.wraithwing', 13],
      ['p2.gravemaw', 7],
    ]);
    expect(model(state, 'p2.gravemaw').marks[1]).toBe(2);
  });

  it('WM-SPELL-06 a CTRL spell affects the friendly models in the control area', () => {
    const s = position(
      {
        'p1.vale': { x: 20, y: 10, set: { focus: 4 } },
        'p1.breaker': { x: 20, y: 20 },
        'p1.skiff': { x: 20, y: 10 + R30 + R40 + 12.5 },
      },
      { setup: { p1: 'tidewardens', p2: 'emberclad' } },
    );
    const a = acts(s, 'p1', [
      { kind: 'activate', model: 'p1.vale' },
      { kind: 'cast', spell: 'fog-bank' },
    ]);
    expect(a.effects.map((e) => e.target).sort()).toEqual(['p1.breaker', 'p1.vale']);
  });

  it('WM-SPELL-06 A-42 a non-offensive CTRL spell takes effect on a friend the warcaster cannot see: A-39 asks sight of a target model, and the area has none but its centre, the warcaster', () => {
    // The Breaker stands 6" behind Vale, wholly behind his shoulders: in his control area, out of his sight.
    const s = position(
      {
        'p1.vale': { x: 20, y: 10, set: { focus: 4 } },
        'p1.breaker': { x: 20, y: 4 },
      },
      { setup: { p1: 'tidewardens', p2: 'emberclad' } },
    );
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.vale' }]);
    expect(rules.legalChoices(a, 'p1')).toContainEqual({ kind: 'cast', spell: 'fog-bank' });
    const { state, events } = act(a, 'p1', { kind: 'cast', spell: 'fog-bank' });
    expect(state.effects.map((e) => [e.target, e.mods]).sort()).toEqual([
      ['p1.breaker', { DEF: 1 }],
      ['p1.vale', { DEF: 1 }],
    ]);
    expect(ev(events, 'wm/unseen')).toEqual([]);
  });

  it('WM-SPELL-06 a CTRL spell written for enemies reaches the enemy models in the control area and no friendly one', () => {
    const r = rulesWithContent((c) => {
      const sp = c.models.find((m) => m.id === 'vale')?.spells?.find((x) => x.id === 'fog-bank');
      if (!sp) throw new Error('no fog bank');
      sp.target = 'enemy';
      sp.effects = [{ kind: 'modifyStat', stat: 'DEF', delta: -1 }];
    });
    // Vale's control area is 12"; the Cinderfist stands 12.5" away.
    const s = position(
      {
        'p1.vale': { x: 20, y: 10, set: { focus: 4 } },
        'p1.breaker': { x: 20, y: 14 },
        'p2.varn': { x: 24, y: 18 },
        'p2.cinderfist': { x: 20, y: 10 + R30 + R50 + 12.5 },
      },
      { setup: { p1: 'tidewardens', p2: 'emberclad' }, r },
    );
    const a = acts(
      s,
      'p1',
      [
        { kind: 'activate', model: 'p1.vale' },
        { kind: 'cast', spell: 'fog-bank' },
      ],
      r,
    );
    expect(a.effects.map((e) => [e.target, e.mods])).toEqual([['p2.varn', { DEF: -1 }]]);
  });

  /** Rules whose Fog Bank is an offensive CTRL spell against enemies: POW 10 and -1 DEF on a hit. */
  const offensiveFog = (options: Record<string, unknown> = {}) =>
    rulesWithContent((c) => {
      const sp = c.models.find((m) => m.id === 'vale')?.spells?.find((x) => x.id === 'fog-bank');
      if (!sp) throw new Error('no fog bank');
      Object.assign(sp, { OFF: true, target: 'enemy', POW: 10 });
      sp.effects = [{ kind: 'modifyStat', stat: 'DEF', delta: -1 }];
    }, options);
  // Vale (FOCUS 6, control area 12") with the Breaker beside him; Varn (DEF 16, ARM 14) and the
  // Cinderfist (DEF 11) inside the area, none of them in melee.
  const fogPosition = (r: ReturnType<typeof rulesWithContent>, focus = 4) =>
    position(
      {
        'p1.vale': { x: 20, y: 10, set: { focus } },
        'p1.breaker': { x: 20, y: 14 },
        'p2.varn': { x: 24, y: 18 },
        'p2.cinderfist': { x: 14, y: 16 },
      },
      { setup: { p1: 'tidewardens', p2: 'emberclad' }, r },
    );

  it('WM-SPELL-14 WM-SPELL-06 WM-SPELL-07 an offensive spell with a CTRL area makes a magic attack roll against each model in it; only a hit takes its effect and POW damage', () => {
    const r = offensiveFog();
    const a = acts(fogPosition(r), 'p1', [{ kind: 'activate', model: 'p1.vale' }], r);
    // Varn: 6 + 6 + 5 = 17 hits DEF 16, then 10 + 4 + 3 = 17 - ARM 14 = 3 points.
    // Cinderfist: 6 + 1 + 2 = 9 misses DEF 11: no effect, no damage.
    const { state, events } = act(a, 'p1', { kind: 'cast', spell: 'fog-bank' }, [6, 5, 4, 3, 1, 2], r);
    expect(ev(events, 'wm/attack-roll').map((e) => [e['target'], e['total'], e['hit'], e['rule']])).toEqual([
      ['p2.varn', 17, true, 'WM-SPELL-14'],
      ['p2.cinderfist', 9, false, 'WM-SPELL-14'],
    ]);
    expect(state.effects.map((e) => [e.target, e.mods])).toEqual([['p2.varn', { DEF: -1 }]]);
    expect(ev(events, 'wm/damage-roll').map((e) => [e['model'], e['pow'], e['points']])).toEqual([['p2.varn', 10, 3]]);
    expect(model(state, 'p2.varn').boxes).toBe(3);
    expect(model(state, 'p1.vale').focus).toBe(2);
  });

  it('WM-SPELL-15 WM-LOS-06 an offensive CTRL spell attacks only the models the warcaster sees; with the option off, every model in the area', () => {
    // The Cinderfist stands 6" behind Vale, wholly behind his shoulders: in his control area, out of his sight.
    const run = (controlSpellNeedsSight: boolean, rolls: number[]) => {
      const r = offensiveFog({ controlSpellNeedsSight });
      const s = fogPosition(r);
      const cinderfist = model(s, 'p2.cinderfist');
      Object.assign(cinderfist, { x: 20, y: 4 });
      const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.vale' }], r);
      return act(a, 'p1', { kind: 'cast', spell: 'fog-bank' }, rolls, r).events;
    };
    // Varn: 6 + 6 + 5 = 17 hits DEF 16, then 10 + 4 + 3 = 17 - ARM 14 = 3 points. The Cinderfist is not attacked.
    const seen = run(true, [6, 5, 4, 3]);
    expect(ev(seen, 'wm/attack-roll').map((e) => e['target'])).toEqual(['p2.varn']);
    // With the option off the Cinderfist has its roll as well: 6 + 1 + 2 = 9 misses DEF 11.
    const all = run(false, [6, 5, 4, 3, 1, 2]);
    expect(ev(all, 'wm/attack-roll').map((e) => [e['target'], e['total']])).toEqual([
      ['p2.varn', 17],
      ['p2.cinderfist', 9],
    ]);
  });

  it('WM-SPELL-15 a model an offensive CTRL spell leaves alone for want of sight is named in the log, in English and Hungarian', () => {
    const r = offensiveFog();
    const s = fogPosition(r);
    // The Cinderfist 6" behind Vale's shoulders: in his control area, out of his sight.
    Object.assign(model(s, 'p2.cinderfist'), { x: 20, y: 4 });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.vale' }], r);
    // Varn: 6 + 6 + 5 = 17 hits DEF 16, then 10 + 4 + 3 = 17 - ARM 14 = 3 points.
    const { events } = act(a, 'p1', { kind: 'cast', spell: 'fog-bank' }, [6, 5, 4, 3], r);
    const unseen = ev(events, 'wm/unseen');
    expect(unseen).toEqual([
      { type: 'wm/unseen', rule: 'WM-SPELL-15', spell: 'fog-bank', model: 'p2.cinderfist', attacker: 'p1.vale' },
    ]);
    const e = unseen[0] as (typeof unseen)[number];
    expect(presenter.event(e, 'en')).toBe(
      'Fog Bank leaves Cinderfist (Player 2) alone: Captain Oren Vale (Player 1) cannot see it',
    );
    expect(presenter.event(e, 'hu')).toBe(
      'Ködfal nem támadja: Parázsököl (2. játékos), mert Oren Vale kapitány (1. játékos) nem látja',
    );
    // A model in sight is attacked and never so named.
    expect(ev(events, 'wm/attack-roll').map((x) => x['target'])).toEqual(['p2.varn']);
  });

  it('WM-SPELL-17 the magic attack and damage rolls of a CTRL spell are boosted model by model, 1 focus each', () => {
    const r = offensiveFog();
    const a = acts(fogPosition(r), 'p1', [{ kind: 'activate', model: 'p1.vale' }], r);
    // No single target: a boost that names no model is refused, with nothing paid.
    for (const boost of [{ boostAttack: true }, { boostDamage: true }])
      expect(refuse(a, 'p1', { kind: 'cast', spell: 'fog-bank', ...boost }, r)).toMatchObject({
        code: 'spell/boost-named',
        rule: 'WM-SPELL-17',
      });
    // COST 2 + 1 + 1: Varn's attack roll has 3 dice (6 + 1 + 2 + 6 = 15 misses DEF 16), the
    // Cinderfist's 2 (6 + 4 + 3 = 13 hits DEF 11) and its damage roll 3 (10 + 6 + 6 + 6 = 28 - 18 = 10, column 1).
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'fog-bank', boostAttackOn: ['p2.varn'], boostDamageOn: ['p2.cinderfist'] },
      [1, 2, 6, 4, 3, 6, 6, 6, 1],
      r,
    );
    expect(ev(events, 'wm/attack-roll').map((e) => [e['target'], e['dice']])).toEqual([
      ['p2.varn', [1, 2, 6]],
      ['p2.cinderfist', [4, 3]],
    ]);
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ model: 'p2.cinderfist', dice: [6, 6, 6], points: 10 });
    expect(model(state, 'p1.vale').focus).toBe(0);
  });

  it('WM-SPELL-06 WM-SPELL-04 a CTRL spell whose target is the warcaster itself reaches no enemy model in the area', () => {
    // A pack is refused such a spell on load (content check); the rules still never turn it on the enemy.
    const r = rulesWithContent((c) => {
      const sp = c.models.find((m) => m.id === 'vale')?.spells?.find((x) => x.id === 'fog-bank');
      if (!sp) throw new Error('no fog bank');
      sp.target = 'self';
    });
    const a = acts(
      fogPosition(r),
      'p1',
      [
        { kind: 'activate', model: 'p1.vale' },
        { kind: 'cast', spell: 'fog-bank' },
      ],
      r,
    );
    expect(a.effects.map((e) => [e.target, e.mods])).toEqual([['p1.vale', { DEF: 1 }]]);
  });

  /** Rules whose Kron has Overdrive and Bulwark with a 3" AOE (non-offensive, friendly). */
  const areaBuffs = () =>
    rulesWithContent((c) => {
      const spells = c.models.find((m) => m.id === 'kron')?.spells ?? [];
      for (const sp of spells) if (sp.id === 'overdrive' || sp.id === 'bulwark') sp.AOE = 3;
    });

  it('WM-SPELL-05 A-42 a non-offensive spell with a numeric AOE affects every model in its circle of the side and kinds it names', () => {
    const r = areaBuffs();
    // A 3" circle on the Bastion (20, 14) reaches 1.5" past its centre: Kron (2" away, 30 mm),
    // the Sparrow and the Wraithwing (2" away, 40 mm) all stand in it. Overdrive names friendly
    // warjacks: the Sparrow takes it, Kron (a warcaster) and the Wraithwing (an enemy) do not.
    const s = position(
      {
        'p1.kron': { x: 20, y: 12, set: { focus: 5 } },
        'p1.bastion': { x: 20, y: 14 },
        'p1.sparrow': { x: 22, y: 14 },
        'p2.wraithwing': { x: 18, y: 14 },
      },
      { r },
    );
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }], r);
    const { state, events } = act(a, 'p1', { kind: 'cast', spell: 'overdrive', target: 'p1.bastion' }, [], r);
    expect(ev(events, 'wm/template')[0]).toMatchObject({ rule: 'WM-SPELL-05', x: 20, y: 14, AOE: 3 });
    expect(state.effects.map((e) => [e.target, e.mods])).toEqual([
      ['p1.bastion', { MAT: 2 }],
      ['p1.sparrow', { MAT: 2 }],
    ]);
    expect(model(state, 'p1.kron').focus).toBe(3);
  });

  it('WM-SPELL-05 A-42 a non-offensive AOE spell reaches the models in its circle and none outside it', () => {
    const r = areaBuffs();
    // Bulwark names friendly warcasters and warjacks: Kron, 2" from the Bastion, is in the circle;
    // the Sparrow, 2.5" away (more than 1.5" plus its 0.79" radius), is not.
    const s = position(
      {
        'p1.kron': { x: 20, y: 12, set: { focus: 5 } },
        'p1.bastion': { x: 20, y: 14 },
        'p1.sparrow': { x: 22.5, y: 14 },
      },
      { r },
    );
    const a = acts(
      s,
      'p1',
      [
        { kind: 'activate', model: 'p1.kron' },
        { kind: 'cast', spell: 'bulwark', target: 'p1.bastion' },
      ],
      r,
    );
    expect(a.effects.map((e) => [e.target, e.mods])).toEqual([
      ['p1.bastion', { ARM: 2 }],
      ['p1.kron', { ARM: 2 }],
    ]);
  });

  it('WM-SPELL-30 a spell with RNG CTRL cannot be channelled', () => {
    const s = position(
      { 'p1.vale': { x: 20, y: 10, set: { focus: 4 } }, 'p1.gullwing': { x: 20, y: 14 } },
      { setup: { p1: 'tidewardens', p2: 'emberclad' } },
    );
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.vale' }]);
    expect(refuse(a, 'p1', { kind: 'cast', spell: 'fog-bank', channeler: 'p1.gullwing' }).code).toBe(
      'spell/cannot-channel',
    );
    expect(model(a, 'p1.vale').focus).toBe(4);
  });
});

describe('feat', () => {
  it("WM-FEAT-02 WM-FEAT-06 the feat is used in the warcaster's activation at no focus and without the combat action", () => {
    const s = caster(3, { 'p1.bastion': { x: 24, y: 10 }, 'p2.ash': { x: 20, y: 40 } });
    expect(refuse(s, 'p1', { kind: 'feat' }).code).toBe('activation/none');
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }, { kind: 'feat' }]);
    expect(model(a, 'p1.kron').focus).toBe(3);
    expect(a.effects.map((e) => e.target).sort()).toEqual(['p1.bastion', 'p1.kron']);
    expect(a.activation?.actionType).toBeNull();
  });

  it('WM-FEAT-03 a feat is used once a game', () => {
    const s = caster(3, { 'p2.ash': { x: 20, y: 40 } });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }, { kind: 'feat' }]);
    expect(refuse(a, 'p1', { kind: 'feat' }).code).toBe('feat/used');
    // Still gone in Kron's next turn.
    const later = acts(a, 'p1', [{ kind: 'endTurn' }]);
    const next = acts(later, 'p2', [{ kind: 'endControl' }, { kind: 'endTurn' }]);
    const again = acts(next, 'p1', [{ kind: 'endControl' }, { kind: 'activate', model: 'p1.kron' }]);
    expect(again.round).toBe(2);
    expect(refuse(again, 'p1', { kind: 'feat' }).code).toBe('feat/used');
  });

  it('WM-FEAT-05 no feat while knocked down', () => {
    const s = caster(3, { 'p2.ash': { x: 20, y: 40 } });
    s.models = s.models.map((m) => (m.id === 'p1.kron' ? { ...m, knockedDown: true } : m));
    expect(refuse(acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]), 'p1', { kind: 'feat' }).code).toBe(
      'status/knocked-down',
    );
  });

  it('A-45 a feat reaches what its content names: SELF the warcaster alone, ALL_ENEMY or ALL_FRIENDLY every such model on the table', () => {
    // Bastion stands inside Kron's 14" control area; the Sparrow, Ash and the Wraithwing far outside
    // it; the Gravemaw is not on the table.
    const reached = (area: FeatDef['area'], affects: FeatDef['affects']) => {
      const r = rulesWithContent((c) => {
        const feat = c.models.find((m) => m.id === 'kron')?.feat;
        if (!feat) throw new Error('no feat');
        Object.assign(feat, { area, affects });
      });
      const s = position(
        {
          'p1.kron': { x: 20, y: 10 },
          'p1.bastion': { x: 24, y: 10 },
          'p1.sparrow': { x: 44, y: 5 },
          'p2.ash': { x: 20, y: 40 },
          'p2.wraithwing': { x: 40, y: 44 },
        },
        { r },
      );
      const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }, { kind: 'feat' }], r);
      return a.effects.map((e) => e.target).sort();
    };
    expect(reached('SELF', 'friendly')).toEqual(['p1.kron']);
    expect(reached('SELF', 'self')).toEqual(['p1.kron']);
    expect(reached('ALL_ENEMY', 'enemy')).toEqual(['p2.ash', 'p2.wraithwing']);
    expect(reached('ALL_FRIENDLY', 'friendly')).toEqual(['p1.bastion', 'p1.kron', 'p1.sparrow']);
  });

  it("WM-FEAT-07 a one-round feat ends at the start of its controller's next turn", () => {
    const s = caster(3, { 'p2.ash': { x: 20, y: 40 } });
    let a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }, { kind: 'feat' }, { kind: 'endTurn' }]);
    expect(a.effects).toHaveLength(1);
    a = acts(a, 'p2', [{ kind: 'endControl' }, { kind: 'endTurn' }]);
    expect(a.effects).toHaveLength(0);
  });
});

describe('the end', () => {
  it('WM-END-03 both warcasters removed by one resolution is a draw', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 3, boxes: 15 } },
      'p2.ash': { x: 20, y: 10 + 2 * R30 + 0.8, facing: 270, set: { boxes: 14 } },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    // 6,6: all sixes hit; direct 13 + 12 - 14 removes Ash; blast 7 + 12 against Kron's ARM 15 (focus spent) removes Kron.
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'thunder-shell', target: 'p2.ash' },
      [6, 6, 6, 6, 6, 6],
    );
    expect(state.result).toMatchObject({ draw: true, winners: [] });
    expect(ev(events, 'wm/draw')).toHaveLength(1);
  });

  it("WM-END-01 a warcaster felled by its own side's attack hands the win to the opponent", () => {
    const s = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 3, boxes: 15 } },
      'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.5, facing: 270 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    // 6, 6 hits; direct 13 + 1 + 1 against 15; blast 7 + 6 + 6 = 19 against Kron's ARM 15 marks her last box.
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'thunder-shell', target: 'p2.wraithwing' },
      [6, 6, 1, 1, 6, 6],
    );
    expect(model(state, 'p1.kron').removed).toBe(true);
    expect(state.result).toMatchObject({ winners: ['p2'], draw: false });
    expect(ev(events, 'wm/victory')[0]).toMatchObject({ winner: 'p2' });
  });

  it('WM-END-02 WM-DAMAGE-08 with a warcaster gone the game is over: nobody is asked anything', async () => {
    const { rules } = await import('./helpers.ts');
    const s = position({
      'p1.kron': { x: 20, y: 10 },
      'p2.ash': { x: 20, y: 10 + 2 * R30 + 3, set: { boxes: 14 } },
      'p2.gravemaw': { x: 30, y: 40 },
    });
    const { state } = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.ash' },
      [5, 6, 6, 5],
    );
    expect(rules.pending(state)).toEqual([]);
    expect(rules.outcome(state)).toMatchObject({ winners: ['p1'] });
  });
});
