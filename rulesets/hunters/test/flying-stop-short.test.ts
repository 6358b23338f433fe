/**
 * A flyer's Move to target before a shot under the `flyingMelee` table option (AMB-51): where it
 * ends on a character's space it would be in melee and could not shoot (HU-ENEMY-19), so it stops
 * short as a walking enemy does (HU-ENEMY-10, AMB-42) and still moves as far as it can. Off (the
 * default), a flyer keeps out of melee and may end over a character. Scripted dice throughout.
 */
import { type GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { EnemyEntry, HuntersContent } from '../src/content/schema.ts';
import { moveToEnds } from '../src/enemy.ts';
import { act, P, scene, type SceneSpec } from './fixture.ts';

const ON = { flyingMelee: true };
const OFF = {};

/**
 * The sample E-14 Dragonfly (a flyer: 2 dice at To Hit 3 at distance 0, 4 dice at To Hit 3 at
 * distance 1) with list C made a single Move 3 to target followed by the given attack; with
 * `walking`, the same card without Flying, to compare with.
 */
const dragonfly =
  (attack: 'ranged' | 'area', walking = false) =>
  (c: HuntersContent): HuntersContent => ({
    ...c,
    enemies: c.enemies.map((e) => {
      if (e.id !== 'dragonfly-e14') return e;
      const far: EnemyEntry[] = [[{ kind: 'move-to', mp: 3 }, { kind: attack }]];
      return { ...e, flying: !walking, lists: { ...e.lists, far } };
    }),
  });

const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);

/** A Dragonfly 3 spaces from a lone Soldier on a one-row board. */
const inARow = (options: Record<string, unknown>, attack: 'ranged' | 'area' = 'ranged') =>
  scene({
    width: 10,
    height: 1,
    options,
    content: dragonfly(attack),
    chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: [] }],
    enemies: [{ kind: 'dragonfly-e14', at: [2, 0], facing: 2 }],
  });

describe('AMB-42 AMB-51 a flyer stops short of a character before a shot', () => {
  it('HU-ENEMY-10 HU-ENEMY-19 AMB-42 AMB-51 on: a Dragonfly with Move 3 + Ranged toward a character 3 spaces away stops a space short and shoots; off, it ends over the character', () => {
    // Off: it flies the full 3 onto the Soldier's space and shoots at distance 0 (2 dice, missing).
    const off = inARow(OFF);
    const over = act(off, 'e1', [6, 6]);
    expect(off.enemy('e1').pos).toEqual(P(5, 0));
    expect(ofType(over.events, 'hunters/melee-begins')).toEqual([]);
    expect(ofType(over.events, 'hunters/enemy-attack')[0]).toMatchObject({ attack: 'ranged', faces: [6, 6] });
    expect(ofType(over.events, 'hunters/enemy-target')[0]).toMatchObject({
      rule: 'HU-ENEMY-20',
      say: expect.objectContaining({ dist: 0 }),
    });

    // On: it flies 2 and stops on the last space before the Soldier's, then shoots at distance 1
    // (4 dice, missing).
    const on = inARow(ON);
    const short = act(on, 'e1', [6, 6, 6, 6]);
    expect(on.enemy('e1').pos).toEqual(P(4, 0));
    expect(ofType(short.events, 'hunters/enemy-entry')[0]).toMatchObject({
      entry: 'Move 3 to target + Ranged Attack',
    });
    expect(ofType(short.events, 'hunters/enemy-move')[0]).toMatchObject({
      rule: 'HU-ENEMY-10',
      path: [P(2, 0), P(3, 0), P(4, 0)],
    });
    expect(ofType(short.events, 'hunters/melee-begins')).toEqual([]);
    expect(ofType(short.events, 'hunters/enemy-target')[0]).toMatchObject({
      rule: 'HU-ENEMY-20',
      character: 'soldier',
      say: expect.objectContaining({ dist: 1 }),
    });
    expect(ofType(short.events, 'hunters/enemy-attack')[0]).toMatchObject({
      attack: 'ranged',
      faces: [6, 6, 6, 6],
    });
  });

  it('HU-ENEMY-10 HU-ENEMY-38 AMB-42 AMB-51 on: before an Area Attack the flyer stops short too, and the blast strikes the character’s space', () => {
    const off = inARow(OFF, 'area');
    act(off, 'e1', [6, 6]);
    expect(off.enemy('e1').pos).toEqual(P(5, 0));

    const on = inARow(ON, 'area');
    const r = act(on, 'e1', [6, 6, 6, 6]);
    expect(on.enemy('e1').pos).toEqual(P(4, 0));
    expect(ofType(r.events, 'hunters/enemy-target')[0]).toMatchObject({ rule: 'HU-ENEMY-38', character: 'soldier' });
    expect(ofType(r.events, 'hunters/enemy-attack')[0]).toMatchObject({ attack: 'area', faces: [6, 6, 6, 6] });
  });

  it('HU-ENEMY-10 HU-ENEMY-17 AMB-42 AMB-51 on: the flyer is offered the same end spaces a walking Dragonfly is, each beside the character', () => {
    const spec = (options: Record<string, unknown>, walking: boolean): SceneSpec => ({
      width: 6,
      height: 5,
      options: { ...options, enemyTies: 'ask' },
      content: dragonfly('ranged', walking),
      chars: [{ cls: 'soldier', at: [3, 2], hand: [] }],
      enemies: [{ kind: 'dragonfly-e14', at: [0, 2], facing: 2 }],
    });
    // Three equally short ways reach the space before the Soldier's: the players choose the end.
    const walker = act(scene(spec(OFF, true)), 'e1', []);
    expect(walker.ask).toMatchObject({ kind: 'tie', rule: 'HU-ENEMY-17' });
    expect(walker.ask?.kind === 'tie' ? walker.ask.options : []).toHaveLength(3);

    const flyer = act(scene(spec(ON, false)), 'e1', []);
    expect(flyer.ask).toEqual(walker.ask);
    // Off, the flyer's only end is the Soldier's space: nothing to choose.
    const over = scene(spec(OFF, false));
    const plain = act(over, 'e1', [6, 6]);
    expect(plain.ask).toBeNull();
    expect(over.enemy('e1').pos).toEqual(P(3, 2));
  });

  it('HU-ENEMY-10 HU-ENEMY-31 AMB-42 AMB-51 on: a flyer’s move before a shot passes over a character but does not end over one', () => {
    const sc = (options: Record<string, unknown>) =>
      scene({
        width: 10,
        height: 1,
        options,
        content: dragonfly('ranged'),
        chars: [
          { cls: 'soldier', at: [5, 0], hand: [] },
          { cls: 'medic', at: [2, 0], hand: [] },
        ],
        enemies: [{ kind: 'dragonfly-e14', at: [0, 0] }],
      });
    const onScene = sc(ON);
    const on = onScene.ctx([]);
    // 2 points would end over the Medic: it stops a space before; 3 points carry it past her.
    expect(moveToEnds(on, P(0, 0), P(5, 0), 2, true, true)).toEqual([P(1, 0)]);
    expect(moveToEnds(on, P(0, 0), P(5, 0), 3, true, true)).toEqual([P(3, 0)]);
    // A move with no shot after it may end over her.
    expect(moveToEnds(on, P(0, 0), P(5, 0), 2, true, false)).toEqual([P(2, 0)]);
    // Once she has stepped back, the same move on the same board ends the full 2 spaces on.
    onScene.char('medic').pos = P(1, 0);
    expect(moveToEnds(onScene.ctx([]), P(0, 0), P(5, 0), 2, true, true)).toEqual([P(2, 0)]);
    // Off, a flyer keeps out of melee and may end over a character before a shot.
    expect(moveToEnds(sc(OFF).ctx([]), P(0, 0), P(5, 0), 2, true, true)).toEqual([P(2, 0)]);
  });
});
