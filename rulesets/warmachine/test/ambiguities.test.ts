import { describe, expect, it } from 'vitest';
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
  withMods,
} from './helpers.ts';

// Defaults of the checklist's ambiguity table (section 5) that no other test pins down in full.
// Sample stats used below: Kron RAT 6, FOCUS 7; Bastion MAT 6, RAT 4, STR 11; Sparrow MAT 6,
// STR 9, DEF 13, ARM 16; Wraithwing DEF 14, ARM 15; Gravemaw DEF 12, ARM 17; Ash DEF 16, ARM 14.

describe('ambiguity defaults', () => {
  it('A-09 against a knocked-down model only melee hits automatically: a shot rolls against DEF 5 and misses on all 1s; a melee roll may still be boosted', () => {
    const s = position({
      'p1.kron': { x: 20, y: 10, set: { focus: 1 } },
      'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.2, facing: 270, set: { knockedDown: true } },
    });
    // Kron's pistol: RAT 6 + 1 + 1 = 8 would beat DEF 5, but all 1s miss.
    const shot = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' },
      [1, 1],
    );
    expect(ev(shot.events, 'wm/attack-roll')[0]).toMatchObject({ total: 8, hit: false });
    // Her Sabre, boosted for 1 focus: three dice, a hit whatever they show (here a pair: critical).
    // Damage P+S 10 + 1 + 1 against ARM 15.
    const cut = act(
      activated(s, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'sabre', target: 'p2.wraithwing', boostAttack: true },
      [1, 1, 2, 1, 1],
    );
    expect(ev(cut.events, 'wm/attack-roll')[0]).toMatchObject({ dice: [1, 1, 2], hit: true, critical: true });
    expect(model(cut.state, 'p1.kron').focus).toBe(0);
  });

  it('A-11 WM-ATTACK-14 a boosted roll is critical when any two of its three dice match', () => {
    const shot = (dice: number[]) => {
      const s = activated(
        position({ 'p1.kron': { x: 20, y: 10, set: { focus: 1 } }, 'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 4 } }),
        'p1.kron',
      );
      const { events } = act(
        s,
        'p1',
        { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing', boostAttack: true },
        [...dice, 1, 1],
      );
      return ev(events, 'wm/attack-roll')[0];
    };
    // RAT 6 + 2 + 5 + 2 = 15 hits DEF 14, the first and the last die a pair; 2 + 5 + 3 has none.
    // The damage rolls, 12 + 1 + 1 against ARM 15, deal nothing.
    expect(shot([2, 5, 2])).toMatchObject({ total: 15, hit: true, critical: true });
    expect(shot([2, 5, 3])).toMatchObject({ total: 16, hit: true, critical: false });
  });

  it('A-20 a model a spell pushes out of an enemy melee range takes no free strike: only its own move would give one', () => {
    // Kron's Arc Lance, rewritten to push its target 2" away, at the Wraithwing that the Bastion
    // (0.2" beside it, facing it) engages: FOCUS 7 + 6 + 5 - 4 = 14 hits DEF 14; 12 + 1 + 1
    // against ARM 15. Pushed to (20, 18), the Wraithwing is 1" from the Bastion's base.
    const r = rulesWithContent((c) => {
      const lance = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'arc-lance');
      if (!lance) throw new Error('no Arc Lance');
      lance.effects = [{ kind: 'move', distance: 2, direction: 'away' }];
    });
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p2.wraithwing': { x: 20, y: 16 },
        'p1.bastion': { x: 20 + R50 + R40 + 0.2, y: 16, facing: 180 },
      },
      { r },
    );
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }], r);
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' },
      [6, 5, 1, 1],
      r,
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 14, hit: true });
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(18, 9);
    expect(ev(events, 'wm/free-strike-due')).toHaveLength(0);
    expect(state.freeStrike).toBeNull();
  });

  it('A-21 WM-POWER-21 WM-POWER-22 the -2 against a larger base holds for a slam after less than 3" too', () => {
    // The Sparrow (40 mm) 1" from the Gravemaw (50 mm) moves 0.5" and makes the short slam's roll:
    // MAT 6 - 2 + 4 + 4 = 12 hits DEF 12 (it would be 14 without the -2); STR 9 + 1 + 1 = 11 against ARM 17.
    const s = position({
      'p1.sparrow': { x: 20, y: 10, set: { focus: 1 } },
      'p2.gravemaw': { x: 20, y: 10 + R40 + R50 + 1, facing: 270 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.gravemaw' }, [4, 4, 1, 1]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ rule: 'WM-POWER-21', total: 12, hit: true });
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ rule: 'WM-POWER-22', total: 11, points: 0 });
    expect(ev(events, 'wm/slammed')).toHaveLength(0);
    expect(model(state, 'p2.gravemaw').knockedDown).toBe(false);
  });

  it('A-23 WM-POWER-23 a slammed model stops at the table edge and keeps its facing', () => {
    // The Bastion moves 3.1" and hits the Wraithwing (6 + 5 + 3 = 14 against DEF 14), which is
    // thrown 6" toward the far edge but stops with its base against it, at y 48 - its radius.
    const s = position({
      'p1.bastion': { x: 20, y: 40, set: { focus: 1 } },
      'p2.wraithwing': { x: 20, y: 40 + R50 + R40 + 3.6, facing: 200 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    // STR 11 + 1 + 2 = 14 against ARM 15: no damage.
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [5, 3, 6, 1, 2]);
    expect(ev(events, 'wm/slammed')[0]).toMatchObject({ roll: 6 });
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(48 - R40, 9);
    expect(model(state, 'p2.wraithwing')).toMatchObject({ x: 20, facing: 200, knockedDown: true });
  });

  it('A-29 WM-AOE-08 deviation directions 2 to 6 follow direction 1 (straight on) clockwise, 60 degrees apart', () => {
    // The Bastion at (20, 10) fires its Head Cannon at the Wraithwing at (20, 16): the line of fire
    // points toward +y (90 degrees). RAT 4 + 1 + 2 = 7 misses DEF 14; the template drifts 3".
    const drift = (direction: number) => {
      const s = position({ 'p1.bastion': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 16 } });
      const { events } = act(
        activated(s, 'p1.bastion'),
        'p1',
        { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' },
        [1, 2, direction, 3],
      );
      return ev(events, 'wm/deviation')[0]?.['to'] as { x: number; y: number };
    };
    // Direction 2 turns 60 degrees clockwise, to 30 degrees: (20 + 3 cos 30, 16 + 3 sin 30).
    const two = drift(2);
    expect(two.x).toBeCloseTo(20 + 1.5 * Math.sqrt(3), 9);
    expect(two.y).toBeCloseTo(17.5, 9);
    // Direction 4 points back at the attacker; 6 is 60 degrees short of a full turn, at 150.
    const four = drift(4);
    expect(four.x).toBeCloseTo(20, 9);
    expect(four.y).toBeCloseTo(13, 9);
    const six = drift(6);
    expect(six.x).toBeCloseTo(20 - 1.5 * Math.sqrt(3), 9);
    expect(six.y).toBeCloseTo(17.5, 9);
  });

  it('A-31 WM-SPRAY-02 a spray attacks every model in its zone, even one hidden from the attacker behind another', () => {
    // The Gravemaw's Bile Thrower (SP8) at the Sparrow 1" in front of it; Kron (30 mm) stands just
    // behind the Sparrow (40 mm), which hides her from the Gravemaw, still inside the 8" zone.
    const sparrowY = 30 - R50 - R40 - 1;
    const s = position(
      {
        'p2.gravemaw': { x: 20, y: 30 },
        'p1.sparrow': { x: 20, y: sparrowY },
        'p1.kron': { x: 20, y: sparrowY - R40 - R30 - 0.5 },
      },
      { active: 'p2' },
    );
    const a = activated(s, 'p2.gravemaw');
    expect(refuse(a, 'p2', { kind: 'attack', weapon: 'bile-thrower', target: 'p1.kron' }).code).toBe('los/no-line');
    // RAT 4 + 1 + 2 = 7 misses both.
    const { events } = act(a, 'p2', { kind: 'attack', weapon: 'bile-thrower', target: 'p1.sparrow' }, [1, 2, 1, 2]);
    expect(ev(events, 'wm/attack-roll').map((e) => [e['target'], e['total']])).toEqual([
      ['p1.kron', 7],
      ['p1.sparrow', 7],
    ]);
  });

  it('A-32 Stealth does not stop blast damage: a Stealth model under the template more than 5" away takes it', () => {
    // Ash (Stealth) stands 0.1" beside the Wraithwing, about 6" from the Bastion, under the 3"
    // template of a direct hit (RAT 4 + 6 + 4 = 14 against DEF 14). Direct 13 + 1 + 1 = 15 against
    // ARM 15; blast 7 + 6 + 6 = 19 against Ash's ARM 14: 5 boxes.
    const s = position({
      'p1.bastion': { x: 20, y: 10 },
      'p2.wraithwing': { x: 20, y: 16 },
      'p2.ash': { x: 20 + R40 + R30 + 0.1, y: 16 },
    });
    const { state, events } = act(
      activated(s, 'p1.bastion'),
      'p1',
      { kind: 'attack', weapon: 'head-cannon', target: 'p2.wraithwing' },
      [6, 4, 1, 1, 6, 6],
    );
    expect(ev(events, 'wm/auto-miss')).toHaveLength(0);
    expect(ev(events, 'wm/damage-roll').map((e) => [e['model'], e['pow'], e['points']])).toEqual([
      ['p2.wraithwing', 13, 0],
      ['p2.ash', 7, 5],
    ]);
    expect(model(state, 'p2.ash').boxes).toBe(5);
  });

  it('A-36 WM-DAMAGE-17 WM-RANGED-08 a knocked-down warjack with crippled Movement has DEF 5 against a ranged attack, not 7', () => {
    // Light grid M boxes: column 2 box 5, column 5 box 5. Kron's RAT lowered by 5 to 1:
    // 1 + 1 + 3 = 5 hits DEF 5 (it would miss DEF 7); 12 + 1 + 1 = 14 against ARM 16.
    const shot = (knockedDown: boolean) => {
      const s = position({
        'p1.kron': { x: 20, y: 10 },
        'p2.wraithwing': { x: 20, y: 16, set: { marks: [0, 5, 0, 0, 5, 0], knockedDown, knockedDownTurn: 0 } },
      });
      withMods(s, 'p1.kron', { RAT: -5 });
      const a = activated(s, 'p1.kron');
      const attack = { kind: 'attack', weapon: 'service-pistol', target: 'p2.wraithwing' } as const;
      return ev(act(a, 'p1', attack, knockedDown ? [1, 3, 1, 1] : [1, 3]).events, 'wm/attack-roll')[0];
    };
    expect(shot(true)).toMatchObject({ total: 5, hit: true });
    // Standing, the crippled Movement's DEF 7 is the one that counts: the same 5 misses.
    expect(shot(false)).toMatchObject({ total: 5, hit: false });
  });

  it('A-37 WM-DAMAGE-16 a warjack whose Cortex is crippled still channels: channelling spends none of its focus', () => {
    // A Sparrow whose Cortex boxes lie above its Arc Node boxes, so that 4 marks in columns 3 and 4
    // cripple the Cortex and leave the Arc Node whole.
    const r = rulesWithContent((c) => {
      const sparrow = c.models.find((m) => m.id === 'sparrow');
      if (sparrow?.damage.kind !== 'grid') throw new Error('no Sparrow grid');
      sparrow.damage.columns[2] = [null, null, 'H', 'C', 'A'];
      sparrow.damage.columns[3] = [null, null, 'H', 'C', 'A'];
    });
    const s = position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p1.sparrow': { x: 20, y: 18, set: { marks: [0, 0, 4, 4, 0, 0] } },
        'p2.wraithwing': { x: 20, y: 18 + R40 + R40 + 4 },
      },
      { r },
    );
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }], r);
    // FOCUS 7 + 1 + 2 = 10 misses DEF 14, rolled from the Sparrow.
    const { state, events } = act(
      a,
      'p1',
      { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing', channeler: 'p1.sparrow' },
      [1, 2],
      r,
    );
    expect(ev(events, 'wm/cast')[0]).toMatchObject({ channeler: 'p1.sparrow' });
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p2.wraithwing', total: 10 });
    expect(model(state, 'p1.kron').focus).toBe(3);
  });

  it('A-40 WM-SPELL-09 upkeep needs neither range nor sight: a spell is kept on a model far out of both', () => {
    // Kron faces away from the Bastion, 30" behind her: out of Bulwark's 6" and out of her sight.
    const s = position(
      {
        'p1.kron': { x: 20, y: 40, facing: 90, set: { focus: 7 } },
        'p1.bastion': { x: 20, y: 6 },
      },
      { phase: 'control' },
    );
    s.effects.push({
      id: 5,
      source: 'bulwark',
      from: 'spell',
      caster: 'p1.kron',
      casterSide: 'p1',
      target: 'p1.bastion',
      mods: { ARM: 2 },
      duration: 'upkeep',
    });
    const kept = acts(s, 'p1', [{ kind: 'upkeep', effect: 5 }, { kind: 'endControl' }]);
    expect(kept.effects.map((e) => [e.target, e.source])).toEqual([['p1.bastion', 'bulwark']]);
    expect(model(kept, 'p1.kron').focus).toBe(6);
  });

  it('A-40 only upkeep spells are one a side on a model: a non-upkeep effect cast twice stacks', () => {
    // Ash's Veil (SELF, not upkeep, +2 DEF for one round), cast twice: DEF 16 + 2 + 2 = 20.
    const s = position({ 'p2.ash': { x: 20, y: 30, set: { focus: 2 } } }, { active: 'p2' });
    const veiled = acts(s, 'p2', [
      { kind: 'activate', model: 'p2.ash' },
      { kind: 'cast', spell: 'veil' },
      { kind: 'cast', spell: 'veil' },
    ]);
    expect(veiled.effects.filter((e) => e.target === 'p2.ash').map((e) => e.mods)).toEqual([{ DEF: 2 }, { DEF: 2 }]);
    // Kron's boosted pistol at her, 4" off: RAT 6 + 6 + 6 + 1 = 19 misses DEF 20 (it would hit DEF 18).
    const shooter = structuredClone(veiled);
    Object.assign(shooter, { active: 'p1', activation: null });
    Object.assign(model(shooter, 'p1.kron'), { placed: true, x: 20, y: 30 - R30 - R30 - 4, facing: 90, focus: 1 });
    const { events } = act(
      activated(shooter, 'p1.kron'),
      'p1',
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.ash', boostAttack: true },
      [6, 6, 1],
    );
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ total: 19, hit: false });
  });

  it('A-18 WM-MELEE-04 melee weapons in crippled arms keep their melee range: the Bastion still engages', () => {
    // Heavy grid: 5 marks in columns 1, 2, 5 and 6 cripple L and R, and leave M whole. The
    // Wraithwing stands 0.3" in front of the Bastion with its back to it, so only the Bastion's
    // range can engage the two; Kron stands in front of the Wraithwing, in its sight.
    const s = position(
      {
        'p1.bastion': { x: 20, y: 10, set: { marks: [5, 5, 0, 0, 5, 5] } },
        'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.3, facing: 90 },
        'p1.kron': { x: 20, y: 18 },
      },
      { active: 'p2' },
    );
    const a = activated(s, 'p2.wraithwing');
    expect(refuse(a, 'p2', { kind: 'attack', weapon: 'ember-spitter', target: 'p1.kron' }).code).toBe(
      'ranged/in-melee',
    );
    // With the Bastion gone the same shot is taken.
    const alone = structuredClone(a);
    Object.assign(model(alone, 'p1.bastion'), { placed: false });
    const { events } = act(alone, 'p2', { kind: 'attack', weapon: 'ember-spitter', target: 'p1.kron' }, [1, 2]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ target: 'p1.kron', hit: false });
  });

  it('A-25 WM-DAMAGE-26 a warjack with both arms crippled may still slam, with every die of the slam', () => {
    // The Bastion (L and R crippled) moves 3.1": MAT 6 + 5 + 3 = 14 hits DEF 14 on two dice; the
    // push of 1" and STR 11 + 1 + 2 = 14 against ARM 15, two dice again.
    const s = position({
      'p1.bastion': { x: 20, y: 10, set: { focus: 1, marks: [5, 5, 0, 0, 5, 5] } },
      'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 3.6 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.bastion' }]);
    const { events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [5, 3, 1, 1, 2]);
    expect(ev(events, 'wm/attack-roll')[0]).toMatchObject({ dice: [5, 3], total: 14, hit: true });
    expect(ev(events, 'wm/slammed')[0]).toMatchObject({ roll: 1 });
    expect(ev(events, 'wm/damage-roll')[0]).toMatchObject({ dice: [1, 2], total: 14 });
  });

  it('A-53 WM-POWER-13 a slam is declared at the start of the movement, at a model in sight then', () => {
    // The Wraithwing stands behind the Sparrow's shoulders: out of sight, so no slam.
    const behind = position({
      'p1.sparrow': { x: 20, y: 10, set: { focus: 2 } },
      'p2.wraithwing': { x: 20, y: 10 - R40 - R40 - 2 },
    });
    const a = acts(behind, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    expect(refuse(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }).code).toBe('los/no-line');
    // After any other movement, even a short step, it is too late.
    const ahead = position({
      'p1.sparrow': { x: 20, y: 10, set: { focus: 2 } },
      'p2.wraithwing': { x: 20, y: 10 + R40 + R40 + 4 },
    });
    const stepped = acts(ahead, 'p1', [
      { kind: 'activate', model: 'p1.sparrow' },
      { kind: 'advance', x: 20, y: 10.5, facing: 90 },
    ]);
    expect(refuse(stepped, 'p1', { kind: 'slam', target: 'p2.wraithwing' }).code).toBe(
      'power/slam-needs-move-and-action',
    );
  });

  it('A-55 WM-POWER-20 a slam move of exactly 3" is enough to throw the target', () => {
    // The Sparrow moves exactly 3" to 0.5" from the Wraithwing: MAT 6 + 4 + 4 = 14 hits DEF 14,
    // a 2" push (equal bases), then STR 9 + 1 + 1 = 11 against ARM 15.
    const s = position({
      'p1.sparrow': { x: 20, y: 10, set: { focus: 1 } },
      'p2.wraithwing': { x: 20, y: 10 + R40 + R40 + 3.5 },
    });
    const a = acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    const { state, events } = act(a, 'p1', { kind: 'slam', target: 'p2.wraithwing' }, [4, 4, 2, 1, 1]);
    expect(model(state, 'p1.sparrow').y).toBeCloseTo(13, 9);
    expect(ev(events, 'wm/slammed')[0]).toMatchObject({ roll: 2 });
    expect(model(state, 'p2.wraithwing')).toMatchObject({ knockedDown: true });
    expect(model(state, 'p2.wraithwing').y).toBeCloseTo(10 + R40 + R40 + 3.5 + 2, 9);
  });
});
