import { describe, expect, it } from 'vitest';
import { LoadedDice, type ScriptedRoll } from '@skirmish/core';
import { reactionOptions, resolveShoot } from '../src/actions.ts';
import type { Pos } from '../src/board.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { detonatorChoices } from '../src/gear.ts';
import { shapeProblems } from '../src/state-shape.ts';
import type { CharState } from '../src/state.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { act, drive, leapScene, P, scene, type SceneSpec } from './fixture.ts';

type Spot = [number, number];
type Placed = CharState & { pos: Pos };

/**
 * The Soldier at (0,0) with EMP Ammo in his Rifle shoots the Gorilla (Mental defence 2) two
 * spaces east, in melee there with the allies named: the Recon wears no armor (Mental 0), the
 * Medic a Scrap Armor (Mental 2).
 */
function empScene(allies: string[], empAmmo = true, extra: Partial<SceneSpec> = {}) {
  return scene({
    width: 6,
    height: 1,
    chars: [
      { cls: 'soldier', at: [0, 0], facing: 2, gear: ['rifle', ...(empAmmo ? ['emp-ammo'] : []), 'kevlar-vest'] },
      ...allies.map((cls) => ({ cls, at: [2, 0] as Spot })),
    ],
    enemies: [{ kind: 'gorilla', at: [2, 0], facing: 6 }],
    ...extra,
  });
}

/** The Soldier's Rifle shot at the Gorilla (3 dice at distance 2, base To Hit 2) with scripted dice. */
function shoot(sc: ReturnType<typeof empScene>, dice: ScriptedRoll[], stray?: string) {
  const g = sc.ctx(dice);
  resolveShoot(
    g,
    sc.char('soldier') as Placed,
    { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: ['e1'], morale: false, ...(stray ? { stray } : {}) },
    2,
    null,
    'HU-RANGED-04',
  );
  const of = (type: string) => g.events.filter((e) => e.type === type);
  return { g, of };
}

describe('the stray 6s of an EMP shot into a melee', () => {
  it('HU-RANGED-13 HU-MENTAL-03 HU-MENTAL-06 AMB-52 AMB-54 a 6 strikes the unarmored ally, whose Mental 0 fails: disabled this turn and the next', () => {
    const sc = empScene(['recon']);
    const health = sc.char('recon').health;
    // Faces 6, 5, 5 at To Hit 2: nothing reaches the Gorilla, so it makes no Mental roll. The 6
    // is one success on the Recon, who makes the Mental roll only (no defence dice; he has none
    // anyway) and rolls a 4 against 0.
    const { g, of } = shoot(sc, [6, 5, 5, 4]);
    expect(g.dice.remaining).toBe(0);
    expect(of('hunters/attack')).toMatchObject([{ successes: 0 }]);
    expect(of('hunters/stray-six')).toMatchObject([{ rule: 'HU-RANGED-13', character: 'recon' }]);
    expect(of('hunters/mental-defence')).toMatchObject([{ character: 'recon', face: 4, value: 0, success: false }]);
    expect(sc.char('recon')).toMatchObject({ disabledThrough: 2, health });
    expect(sc.enemy('e1').disabledThrough).toBe(0);
  });

  it('HU-MENTAL-05 AMB-53 a face of 1 does not save a Mental value of 0', () => {
    const sc = empScene(['recon']);
    const { of } = shoot(sc, [6, 5, 5, 1]);
    expect(of('hunters/mental-defence')).toMatchObject([{ character: 'recon', face: 1, value: 0, success: false }]);
    expect(sc.char('recon').disabledThrough).toBe(2);
  });

  it('HU-MENTAL-01 AMB-52 AMB-54 an ally in armor of Mental 2 resists on a 2, and no defence die of his is rolled', () => {
    const roll = (face: number) => {
      const sc = empScene(['medic']);
      // The Medic's Scrap Armor has a flank die: a dice defence would ask for a face not scripted.
      const { g, of } = shoot(sc, [6, 5, 5, face]);
      expect(g.dice.remaining).toBe(0);
      return { mental: of('hunters/mental-defence'), medic: sc.char('medic') };
    };
    const held = roll(2);
    expect(held.mental).toMatchObject([{ character: 'medic', face: 2, value: 2, success: true }]);
    expect(held.medic.disabledThrough).toBe(0);
    const failed = roll(3);
    expect(failed.mental).toMatchObject([{ character: 'medic', face: 3, value: 2, success: false }]);
    expect(failed.medic.disabledThrough).toBe(2);
  });

  it('HU-MENTAL-02 HU-RANGED-13 three 6s on one ally: three stray successes, one Mental roll', () => {
    const sc = empScene(['recon']);
    const { g, of } = shoot(sc, [6, 6, 6, 5]);
    expect(g.dice.remaining).toBe(0);
    expect(of('hunters/stray-six').map((e) => e.character)).toEqual(['recon', 'recon', 'recon']);
    expect(of('hunters/mental-defence')).toMatchObject([{ character: 'recon', face: 5, value: 0 }]);
    expect(sc.char('recon').disabledThrough).toBe(2);
  });

  it('HU-MENTAL-03 HU-RANGED-13 the target still rolls its Mental defence for the other successes; the 6 is not one of them', () => {
    const sc = empScene(['recon']);
    // Faces 1, 6, 5: the 1 is the Gorilla's only success (the 6 never counts against it). The
    // Gorilla rolls 3 against its 2 and is disabled; then the Recon rolls 6 against 0.
    const { g, of } = shoot(sc, [1, 6, 5, 3, 6]);
    expect(g.dice.remaining).toBe(0);
    expect(of('hunters/attack')).toMatchObject([{ successes: 1 }]);
    expect(of('hunters/mental-defence')).toMatchObject([
      { enemy: 'e1', face: 3, value: 2, success: false },
      { character: 'recon', face: 6, value: 0, success: false },
    ]);
    expect(sc.enemy('e1').disabledThrough).toBe(2);
    expect(sc.char('recon').disabledThrough).toBe(2);
  });

  it('HU-RANGED-13 AMB-36 the 6s go to the ally the players named, else one is drawn for each 6', () => {
    const named = empScene(['recon', 'medic']);
    // Both 6s strike the Medic, with no draw; he rolls once, a 3 against his 2.
    const a = shoot(named, [6, 6, 5, 3], 'medic');
    expect(a.g.dice.remaining).toBe(0);
    expect(a.of('hunters/stray-six').map((e) => e.character)).toEqual(['medic', 'medic']);
    expect(a.of('hunters/mental-defence')).toMatchObject([{ character: 'medic', success: false }]);
    expect(named.char('medic').disabledThrough).toBe(2);
    expect(named.char('recon').disabledThrough).toBe(0);
    const drawn = empScene(['recon', 'medic']);
    // Left to the program: the draws give the Recon, then the Medic; each rolls once, the Recon
    // a 2 against 0 (fails), the Medic a 2 against 2 (resists).
    const b = shoot(drawn, [6, 6, 5, 1, 2, 2, 2]);
    expect(b.g.dice.remaining).toBe(0);
    expect(b.of('hunters/stray-six').map((e) => e.character)).toEqual(['recon', 'medic']);
    expect(b.of('hunters/mental-defence')).toMatchObject([
      { character: 'recon', face: 2, success: false },
      { character: 'medic', face: 2, success: true },
    ]);
    expect(drawn.char('recon').disabledThrough).toBe(2);
    expect(drawn.char('medic').disabledThrough).toBe(0);
  });

  it('HU-RANGED-13 a shot without EMP Ammo still wounds the ally with its 6 and disables nobody', () => {
    const sc = empScene(['recon'], false);
    const health = sc.char('recon').health;
    // The Recon has no armor: no defence die, the 6 costs him 1 Health.
    const { g, of } = shoot(sc, [6, 5, 5]);
    expect(g.dice.remaining).toBe(0);
    expect(of('hunters/mental-defence')).toEqual([]);
    expect(sc.char('recon')).toMatchObject({ disabledThrough: 0, health: health - 1 });
  });

  it('HU-MENTAL-01 the log names the character’s Mental roll in English and Hungarian', () => {
    const sc = empScene(['recon']);
    const { of } = shoot(sc, [6, 5, 5, 4]);
    const [e] = of('hunters/mental-defence');
    if (!e) throw new Error('no Mental roll');
    const en = huntersPresenter.event(e, 'en');
    const hu = huntersPresenter.event(e, 'hu');
    expect(en).toBe('Recon rolls 4 for Mental defence 0: disabled this turn and the next. [HU-MENTAL-01]');
    expect(hu).toBe('Felderítő mentális védelme (0): dobás 4, bénult ebben és a következő körben. [HU-MENTAL-01]');
    // A line whose English text gives no name names the character by the name beside his id.
    const bare = { ...e, text: 'Something happens.' };
    expect(huntersPresenter.event(bare, 'hu')).toMatch(/^Felderítő mentális védelme \(0\)/);
  });
});

describe('a character disabled by EMP', () => {
  it('HU-MENTAL-06 the struck ally is not activated this turn or the next, then acts again; the view carries it', () => {
    const sc = empScene(['recon'], true, {
      victory: { kind: 'survive' },
      maxTurns: 5,
      chars: [
        { cls: 'soldier', at: [0, 0], facing: 2, gear: ['rifle', 'emp-ammo', 'kevlar-vest'], hand: ['soldier-shot'] },
        { cls: 'recon', at: [2, 0] },
      ],
    });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
    const shot = d.legal().find((c) => c.kind === 'shoot' && c.targets.includes('e1') && !c.morale);
    if (!shot) throw new Error('no shot');
    // The 1 reaches the Gorilla, which rolls 3 against 2; the 6 strikes the Recon, who rolls 4 against 0.
    const before = d.state;
    d.do(shot, [1, 6, 5, 3, 4]);
    expect(d.char('recon').disabledThrough).toBe(2);
    expect(d.view().chars.find((c) => c.id === 'recon')?.disabledThrough).toBe(2);
    // The state holds it as its shape says, and the fast path, changing a copy in place, reaches the same.
    expect(sc.rules.invariants?.(d.state)).toEqual([]);
    const fast = sc.rules.fast;
    if (!fast) throw new Error('no fast path');
    const quick = fast.applyInPlace(fast.clone(before), 'p1', shot, new LoadedDice([1, 6, 5, 3, 4]));
    expect(quick).toEqual(d.state);
    const { disabledThrough, ...unshaped } = d.char('recon');
    expect(disabledThrough).toBe(2);
    const chars = d.state.chars.map((c) => (c.id === 'recon' ? unshaped : c));
    expect(shapeProblems({ ...d.state, chars }).join()).toContain('disabledThrough');
    const activated: string[] = [];
    const note = (events: readonly { type: string; character?: unknown }[]) => {
      for (const e of events) if (e.type === 'hunters/activate') activated.push(String(e.character));
    };
    // Turn 1 and turn 2: the Soldier alone may act, so he is activated without a question.
    note(d.do({ kind: 'end-turn' }));
    expect(d.state).toMatchObject({ turn: 2, phase: 'character', current: { character: 'soldier' } });
    note(d.do({ kind: 'end-turn' }));
    expect(activated).toEqual(['soldier']);
    // Turn 3: both may act again; the Recon is offered and takes his turn.
    expect(d.state).toMatchObject({ turn: 3, phase: 'order' });
    expect(d.legal()).toContainEqual({ kind: 'activate', character: 'recon' });
    d.do({ kind: 'activate', character: 'recon' });
    expect(d.state.current?.character).toBe('recon');
  });

  it('HU-MENTAL-06 when every character on the board is disabled the turn goes on to the enemies and the next turn', () => {
    const sc = scene({
      chars: [{ cls: 'recon', at: [2, 0] }],
      victory: { kind: 'survive' },
      maxTurns: 5,
    });
    // Where a failed Mental roll in turn 1 leaves him: disabled up to the end of turn 2.
    sc.char('recon').disabledThrough = 2;
    const d = drive(sc);
    expect(d.state).toMatchObject({ turn: 3, phase: 'character', current: { character: 'recon' } });
  });

  it('HU-MENTAL-06 HU-ACTION-11 a disabled character plays no reaction', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [5, 5], hand: ['soldier-l2-counter'] }],
      enemies: [{ kind: 'gorilla', at: [5, 5] }],
    });
    const options = () => reactionOptions(sc.ctx([]), sc.char('soldier'), sc.enemy('e1'));
    expect(options()).not.toEqual([]);
    sc.char('soldier').disabledThrough = 1;
    expect(options()).toEqual([]);
  });

  it('HU-MENTAL-06 HU-ENEMY-28 a disabled character makes no Penalty Attack: the next best in the melee is asked', () => {
    const leap = (disabled: boolean) => {
      const sc = leapScene();
      if (disabled) sc.char('soldier').disabledThrough = 1;
      return act(sc, 'e1', []).ask;
    };
    expect(leap(false)).toEqual({ kind: 'penalty', enemy: 'e1', characters: ['soldier'] });
    expect(leap(true)).toEqual({ kind: 'penalty', enemy: 'e1', characters: ['medic'] });
  });

  it('HU-MENTAL-06 HU-GEAR-14 a disabled character sets off no remote charge', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'knife', 'kevlar-vest', 'remote-detonator'], hand: [] }],
      enemies: [{ kind: 'gorilla', at: [3, 0] }],
    });
    sc.state.placed = [
      { id: 'g9', gear: 'remote-charge', owner: 'soldier', pos: P(3, 0), armed: false, fuel: 0, turns: 12 },
    ];
    const choices = (): HuntersChoice[] => detonatorChoices(sc.ctx([]), sc.char('soldier'));
    expect(choices()).toEqual([{ kind: 'detonate', trap: 'g9', character: 'soldier' }]);
    sc.char('soldier').disabledThrough = 1;
    expect(choices()).toEqual([]);
  });
});
