/**
 * The `flyingMelee` table option (AMB-51). Off (the default), a flyer on a character's space keeps
 * out of melee: it uses list B and the characters there may shoot it at distance 0 (HU-ENEMY-31).
 * On, it is in melee with the characters there as any enemy is: list A, melee attacks both ways,
 * no shot at distance 0, and a Parting Leap to leave. Scripted dice throughout.
 */
import { canonicalJson, type GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { HuntersChoice } from '../src/choices.ts';
import type { Enemy, HuntersContent } from '../src/content/schema.ts';
import { meleeChoices, reactionOptions, shootChoices } from '../src/actions.ts';
import { chooseList } from '../src/enemy.ts';
import { huntersRuleset } from '../src/index.ts';
import type { CharState } from '../src/state.ts';
import type { Pos } from '../src/board.ts';
import { act, drive, scene, type SceneSpec } from './fixture.ts';

const ON = { flyingMelee: true };
const OFF = {};

type Placed = CharState & { pos: Pos };

/**
 * A flyer that fights in melee when it may: list A a Melee Attack; list B a Move 1 + Ranged Attack,
 * else a Ranged Attack; list C a Move 3 to target. 2 dice at To Hit 3 at every distance, 1 defence
 * die of every kind; no Lightning Reflexes, so reactions may be played against it.
 */
const HORNET: Enemy = {
  id: 'test-hornet',
  name: 'Test Hornet',
  sample: true,
  kind: 'mechanical',
  armored: false,
  flying: true,
  lightningReflexes: false,
  fireImmune: false,
  areaInMelee: false,
  health: 4,
  lists: {
    melee: [[{ kind: 'melee' }]],
    near: [[{ kind: 'move-to', mp: 1 }, { kind: 'ranged' }], [{ kind: 'ranged' }]],
    far: [[{ kind: 'move-to', mp: 3 }]],
  },
  weapon: [
    { dice: 2, toHit: 3 },
    { dice: 2, toHit: 3 },
    { dice: 2, toHit: 3 },
    { dice: 2, toHit: 3 },
  ],
  defence: { melee: 1, area: 1, mental: 0, front: 1, flank: 1, back: 1 },
  text: 'test',
};

const withHornet = (c: HuntersContent): HuntersContent => ({ ...c, enemies: [...c.enemies, HORNET] });

/** A scene with the test flyer in the pack, under the options given. */
const hornetScene = (options: Record<string, unknown>, spec: Omit<SceneSpec, 'options' | 'content'>) =>
  scene({ ...spec, options, content: withHornet });

const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);

describe('AMB-51 the flyingMelee option', () => {
  it('HU-ENEMY-05 HU-ENEMY-21 AMB-51 on: a flyer on a character’s space uses list A and strikes in melee', () => {
    const sc = hornetScene(ON, {
      chars: [{ cls: 'soldier', at: [5, 5], hand: [] }],
      enemies: [{ kind: 'test-hornet', at: [5, 5] }],
    });
    expect(chooseList(sc.ctx([]), sc.enemy('e1')).list).toBe('melee');
    const before = sc.char('soldier').health;
    // The distance-0 column: 2 dice at To Hit 3, faces 1 and 6, one success; the Kevlar's melee die is blank.
    const r = act(sc, 'e1', [1, 6, 'blank']);
    expect(ofType(r.events, 'hunters/enemy-list')[0]).toMatchObject({ list: 'melee' });
    expect(ofType(r.events, 'hunters/enemy-target')[0]).toMatchObject({ rule: 'HU-ENEMY-21', character: 'soldier' });
    expect(ofType(r.events, 'hunters/enemy-attack')[0]).toMatchObject({ attack: 'melee', faces: [1, 6] });
    expect(sc.char('soldier').health).toBe(before - 1);
  });

  it('HU-ENEMY-31 AMB-51 off (the default): the same flyer uses list B and shoots at distance 0, nobody in melee', () => {
    const sc = hornetScene(OFF, {
      chars: [{ cls: 'soldier', at: [5, 5], hand: [] }],
      enemies: [{ kind: 'test-hornet', at: [5, 5] }],
    });
    expect(chooseList(sc.ctx([]), sc.enemy('e1')).list).toBe('near');
    const r = act(sc, 'e1', [6, 6]);
    expect(ofType(r.events, 'hunters/enemy-list')[0]).toMatchObject({ list: 'near' });
    expect(ofType(r.events, 'hunters/enemy-target')).toEqual([
      expect.objectContaining({ rule: 'HU-ENEMY-20', character: 'soldier', say: expect.objectContaining({ dist: 0 }) }),
    ]);
    expect(ofType(r.events, 'hunters/enemy-attack')[0]).toMatchObject({ attack: 'ranged' });
  });

  it('HU-MELEE-01 HU-RANGED-01 AMB-51 on: the character under a flyer attacks it in melee, with its odds, and is offered no shot at distance 0', () => {
    const spec = {
      chars: [{ cls: 'soldier', at: [5, 5] as [number, number], hand: ['soldier-shot'], morale: 0 }],
      enemies: [{ kind: 'test-hornet', at: [5, 5] as [number, number] }],
    };
    const off = hornetScene(OFF, spec);
    expect(drive(off).legal()).toContainEqual(expect.objectContaining({ kind: 'play', card: 'soldier-shot' }));
    const offG = off.ctx([]);
    expect(meleeChoices(offG, off.char('soldier') as Placed)).toEqual([]);
    expect(shootChoices(offG, off.char('soldier') as Placed)).toContainEqual(
      expect.objectContaining({ kind: 'shoot', x: 5, y: 5, targets: ['e1'] }),
    );

    const on = hornetScene(ON, spec);
    const g = on.ctx([]);
    expect(shootChoices(g, on.char('soldier') as Placed)).toEqual([]);
    const d = drive(on);
    expect(d.legal()).not.toContainEqual(expect.objectContaining({ kind: 'play', card: 'soldier-shot' }));
    d.do({ kind: 'basic', action: 'melee' });
    const strike: HuntersChoice = {
      kind: 'melee',
      target: 'e1',
      weapon: 'knife',
      moraleHit: false,
      moraleDie: false,
    };
    expect(d.legal()).toContainEqual(strike);
    // The odds beside it: Strength 2 + Knife 1 = 3 dice at the basic To Hit 1, against the
    // flyer's 1 melee defence die.
    const [o] = d.view('p1').attackRolls?.[canonicalJson(strike)] ?? [];
    expect(o?.numbers).toMatchObject({ dice: 3, toHit: 1, defence: 1, sixesAstray: false });
    // Faces 1, 1, 6: two successes; the flyer's melee die is blank.
    const events = d.do(strike, [1, 1, 6, 'blank']);
    expect(ofType(events, 'hunters/attack')[0]).toMatchObject({ attack: 'melee', enemy: 'e1', damage: 2 });
    expect(d.enemy('e1')?.health).toBe(2);
  });

  it('HU-ACTION-11 AMB-51 on: a strike reaction may hit the acting flyer on the character’s space', () => {
    const spec = {
      chars: [{ cls: 'soldier', at: [5, 5] as [number, number], hand: ['soldier-l2-counter'] }],
      enemies: [{ kind: 'test-hornet', at: [5, 5] as [number, number] }],
    };
    const off = hornetScene(OFF, spec);
    expect(reactionOptions(off.ctx([]), off.char('soldier'), off.enemy('e1'))).toEqual([]);
    const on = hornetScene(ON, spec);
    expect(reactionOptions(on.ctx([]), on.char('soldier'), on.enemy('e1'))).toEqual([
      { kind: 'react', character: 'soldier', card: 'soldier-l2-counter', weapon: 'knife', to: null },
    ]);
  });

  it('HU-MOVE-11 HU-MOVE-12 HU-ENEMY-29 AMB-51 on: stepping off a flyer’s space is a Parting Leap, and the flyer strikes first', () => {
    const spec = {
      chars: [{ cls: 'soldier', at: [5, 5] as [number, number], hand: [] }],
      enemies: [{ kind: 'test-hornet', at: [5, 5] as [number, number] }],
    };
    const off = drive(hornetScene(OFF, spec));
    off.do({ kind: 'basic', action: 'move' });
    const plain = off.do({ kind: 'step', x: 6, y: 5 });
    expect(ofType(plain, 'hunters/parting-leap')).toEqual([]);
    expect(ofType(plain, 'hunters/penalty-attack')).toEqual([]);

    const on = drive(hornetScene(ON, spec));
    on.do({ kind: 'basic', action: 'move' });
    // The Penalty Attack: the flyer's 2 melee dice at To Hit 3, both missing.
    const leap = on.do({ kind: 'step', x: 6, y: 5 }, [6, 6]);
    expect(ofType(leap, 'hunters/parting-leap')).toHaveLength(1);
    expect(ofType(leap, 'hunters/penalty-attack')[0]).toMatchObject({ rule: 'HU-ENEMY-29', enemy: 'e1' });
    expect(on.char('soldier').pos).toEqual({ x: 6, y: 5 });
  });

  it('HU-MOVE-05 HU-MOVE-14 AMB-51 on: a character stepping onto a flyer’s space enters melee and stops; off, passes on', () => {
    const spec = {
      width: 10,
      height: 1,
      chars: [{ cls: 'soldier', at: [3, 0] as [number, number], hand: [] }],
      enemies: [{ kind: 'test-hornet', at: [4, 0] as [number, number] }],
    };
    const off = drive(hornetScene(OFF, spec));
    off.do({ kind: 'basic', action: 'double-move' });
    expect(ofType(off.do({ kind: 'step', x: 4, y: 0 }), 'hunters/melee-begins')).toEqual([]);
    expect(off.legal()).toContainEqual({ kind: 'step', x: 5, y: 0 });

    const on = drive(hornetScene(ON, spec));
    on.do({ kind: 'basic', action: 'double-move' });
    const events = on.do({ kind: 'step', x: 4, y: 0 });
    expect(ofType(events, 'hunters/melee-begins')[0]).toMatchObject({ rule: 'HU-MOVE-05', character: 'soldier' });
    expect(on.legal()).not.toContainEqual({ kind: 'step', x: 5, y: 0 });
  });

  it('HU-ENEMY-16 HU-ENEMY-37 AMB-51 on: a flyer ending its move on a character’s space starts melee and finds the Hidden there', () => {
    const spec = {
      width: 10,
      height: 1,
      chars: [
        { cls: 'soldier', at: [5, 0] as [number, number], hand: [] },
        { cls: 'medic', at: [5, 0] as [number, number], hidden: true, hand: [] },
      ],
      enemies: [{ kind: 'test-hornet', at: [2, 0] as [number, number] }],
    };
    // List C: Move 3 to the Soldier, over nobody, onto the Soldier's space.
    const off = hornetScene(OFF, spec);
    const quiet = act(off, 'e1', []);
    expect(off.enemy('e1').pos).toEqual({ x: 5, y: 0 });
    expect(ofType(quiet.events, 'hunters/melee-begins')).toEqual([]);
    expect(off.char('medic').hidden).toBe(true);

    const on = hornetScene(ON, spec);
    const r = act(on, 'e1', []);
    expect(on.enemy('e1').pos).toEqual({ x: 5, y: 0 });
    expect(ofType(r.events, 'hunters/melee-begins')[0]).toMatchObject({ rule: 'HU-ENEMY-16', enemy: 'e1' });
    expect(ofType(r.events, 'hunters/revealed')[0]).toMatchObject({ rule: 'HU-ENEMY-37', character: 'medic' });
    expect(on.char('medic').hidden).toBe(false);
  });

  it('HU-ENEMY-19 HU-ENEMY-10 AMB-42 AMB-51 on: a flyer does not move onto a character’s space to shoot from melee', () => {
    const spec = {
      width: 10,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0] as [number, number], facing: 6, hand: [] }],
      enemies: [{ kind: 'test-hornet', at: [4, 0] as [number, number], facing: 2 }],
    };
    // List B, first entry: Move 1 to the Soldier, then a Ranged Attack. Off, the flyer moves onto
    // the Soldier's space and shoots at distance 0.
    const off = hornetScene(OFF, spec);
    const moved = act(off, 'e1', [6, 6]);
    expect(off.enemy('e1').pos).toEqual({ x: 5, y: 0 });
    expect(ofType(moved.events, 'hunters/enemy-target')[0]).toMatchObject({
      say: expect.objectContaining({ dist: 0 }),
    });
    // On, from there it could not shoot: as a walker would, it stops on the last space before the
    // Soldier's, here where it stands, and shoots from 1 space away.
    const on = hornetScene(ON, spec);
    const stayed = act(on, 'e1', [6, 6]);
    expect(on.enemy('e1').pos).toEqual({ x: 4, y: 0 });
    expect(ofType(stayed.events, 'hunters/enemy-move')).toEqual([
      expect.objectContaining({ from: { x: 4, y: 0 }, to: { x: 4, y: 0 } }),
    ]);
    expect(ofType(stayed.events, 'hunters/enemy-target')[0]).toMatchObject({
      say: expect.objectContaining({ dist: 1 }),
    });
  });

  it('HU-RANGED-13 AMB-36 AMB-51 on: a shot at a flyer over two characters may send its 6s astray, and the odds say so', () => {
    const spec = {
      width: 6,
      height: 1,
      chars: [
        { cls: 'soldier', at: [0, 0] as [number, number], facing: 2, hand: ['soldier-shot'], morale: 0 },
        { cls: 'medic', at: [2, 0] as [number, number], hand: [] },
        { cls: 'recon', at: [2, 0] as [number, number], hand: [] },
      ],
      enemies: [{ kind: 'test-hornet', at: [2, 0] as [number, number], facing: 6 }],
    };
    const shot: HuntersChoice = { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: ['e1'], morale: false };
    const ready = (options: Record<string, unknown>) => {
      const d = drive(hornetScene(options, spec));
      d.do({ kind: 'activate', character: 'soldier' });
      d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
      return d;
    };
    const off = ready(OFF);
    expect(off.legal()).toContainEqual(shot);
    expect(off.legal()).not.toContainEqual({ ...shot, stray: 'medic' });
    expect(off.view('p1').attackRolls?.[canonicalJson(shot)]?.[0]?.numbers.sixesAstray).toBe(false);

    const on = ready(ON);
    expect(on.legal()).toContainEqual({ ...shot, stray: 'medic' });
    expect(on.legal()).toContainEqual({ ...shot, stray: 'recon' });
    expect(on.view('p1').attackRolls?.[canonicalJson(shot)]?.[0]?.numbers.sixesAstray).toBe(true);
    // The rifle's second column: 3 dice at To Hit 2. Faces 1, 6, 6: one hit on the flyer (its flank
    // die blank), and both 6s strike the Medic (whose Scrap Armor dice are blank).
    const events = on.do({ ...shot, stray: 'medic' }, [1, 6, 6, 'blank', 'blank', 'blank']);
    expect(ofType(events, 'hunters/attack')[0]).toMatchObject({ enemy: 'e1', successes: 1 });
    expect(ofType(events, 'hunters/stray-six').map((e) => e['character'])).toEqual(['medic', 'medic']);
  });

  it('AMB-51 the option is off by default, worded in English and Hungarian', () => {
    const o = huntersRuleset.options?.find((x) => x.id === 'flyingMelee');
    expect(o).toMatchObject({ type: 'boolean', default: false, rule: 'HU-ENEMY-31' });
    expect(o?.hu?.description).toBeTruthy();
  });
});
