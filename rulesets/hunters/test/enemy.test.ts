import { describe, expect, it } from 'vitest';
import type { Enemy, HuntersContent } from '../src/content/schema.ts';
import { chooseList, entryDoable, leapEnds, moveAwayEnds, moveToEnds, rangedCandidates } from '../src/enemy.ts';
import { reactionOptions } from '../src/actions.ts';
import { act, drive, leapScene, P, rulesOf, scene, TEST_MACHINE } from './fixture.ts';

function withMachine(c: HuntersContent): HuntersContent {
  const machine = TEST_MACHINE;
  const skittish: Enemy = {
    ...machine,
    id: 'test-skittish',
    name: 'Skittish',
    kind: 'biological',
    lightningReflexes: false,
    lists: {
      melee: [[{ kind: 'melee' }]],
      near: [[{ kind: 'move-away', mp: 1 }], [{ kind: 'ranged' }]],
      far: [[{ kind: 'move-away', mp: 1 }], [{ kind: 'ranged' }]],
    },
  };
  // A machine with no close-in weapon that leaps clear of melee instead.
  const turret: Enemy = {
    ...machine,
    id: 'test-turret',
    name: 'Turret',
    lists: { ...machine.lists, melee: [[{ kind: 'melee' }], [{ kind: 'parting-leap' }]] },
  };
  return { ...c, enemies: [...c.enemies, machine, skittish, turret] };
}

/**
 * Enemies whose weapon tables have an X where the sample's have none: a Spider with no
 * distance-0 column, and machines that cannot fire at distance 2 although they reach 3.
 */
function withGaps(c: HuntersContent): HuntersContent {
  const aka = c.enemies.find((e) => e.id === 'spider-aka-2l');
  if (!aka) throw new Error('spider-aka-2l');
  const spider: Enemy = {
    ...aka,
    id: 'test-spider-x0',
    name: 'Spider without a close-in column',
    lists: { ...aka.lists, melee: [[{ kind: 'area' }], [{ kind: 'melee' }]] },
    weapon: ['X', ...aka.weapon.slice(1)],
  };
  const gapped: Enemy = {
    ...TEST_MACHINE,
    id: 'test-gapped',
    name: 'Gapped',
    lists: { ...TEST_MACHINE.lists, far: [[{ kind: 'ranged' }], [{ kind: 'move-to', mp: 1 }]] },
    weapon: ['X', { dice: 4, toHit: 3 }, 'X', { dice: 4, toHit: 3 }],
  };
  const stalker: Enemy = {
    ...gapped,
    id: 'test-gapped-stalker',
    name: 'Gapped stalker',
    lists: {
      ...gapped.lists,
      far: [[{ kind: 'move-to', mp: 1 }, { kind: 'ranged' }], [{ kind: 'ranged' }]],
    },
  };
  return { ...c, enemies: [...c.enemies, spider, gapped, stalker] };
}

/**
 * A Marauder in melee with the Soldier and the Medic, the Sniper beside them, walls on two sides
 * of their space: a Parting Leap with a penalty chance for the Soldier.
 */

describe('enemy list choice and entries', () => {
  it('HU-ENEMY-05 the list follows the situation: in melee, nearest at 1, or all at 2+', () => {
    const mk = (at: [number, number]) =>
      scene({ chars: [{ cls: 'soldier', at }], enemies: [{ kind: 'giant-rat', at: [5, 5] }] });
    const inMelee = mk([5, 5]);
    expect(chooseList(inMelee.ctx([]), inMelee.enemy('e1')).list).toBe('melee');
    const near = mk([6, 4]);
    expect(chooseList(near.ctx([]), near.enemy('e1')).list).toBe('near');
    const far = mk([7, 5]);
    expect(chooseList(far.ctx([]), far.enemy('e1')).list).toBe('far');
  });

  it('HU-ENEMY-06 HU-HIDE-09 AMB-47 AMB-48 hidden and unconscious characters are ignored by the enemy', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [5, 4], hidden: true },
        { cls: 'medic', at: [5, 6], health: 0 },
        { cls: 'sniper', at: [9, 5] },
      ],
      enemies: [{ kind: 'giant-rat', at: [5, 5] }],
      options: { enemyTies: 'ask' },
    });
    const g = sc.ctx([]);
    // Both neighbours are ignored, so the rat sees only the Sniper 4 spaces away.
    expect(chooseList(g, sc.enemy('e1'))).toEqual({ list: 'far', nearest: 4 });
    // Every end space offered is 2 from the Sniper: the rat heads for it alone.
    const r = act(sc, 'e1', []);
    expect(r.ask).toMatchObject({ kind: 'tie', options: [P(7, 7), P(7, 6), P(7, 5), P(7, 4), P(7, 3)] });
    expect(rangedCandidates(sc.ctx([]), sc.enemy('e1'), P(5, 5)).map((c) => c.id)).not.toContain('soldier');
  });

  it('HU-ENEMY-07 the first entry that can be done is carried out; otherwise the action is lost', () => {
    // E-14 far list: Ranged; Move 1 + Ranged; Move 2. At distance 7 none of the first two works.
    const sc = scene({
      width: 10,
      height: 1,
      chars: [{ cls: 'soldier', at: [9, 0], facing: 6 }],
      enemies: [{ kind: 'dragonfly-e14', at: [2, 0] }],
    });
    const r = act(sc, 'e1', []);
    expect(r.events.filter((e) => e.type === 'hunters/enemy-entry-skipped').map((e) => e.entry)).toEqual([
      'Ranged Attack',
      'Move 1 to target + Ranged Attack',
    ]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Move 2 to target');
    expect(sc.enemy('e1').pos).toEqual(P(4, 0));
    // Walled in with nothing in reach: the action is lost.
    const stuck = scene({
      chars: [{ cls: 'soldier', at: [9, 9] }],
      enemies: [{ kind: 'test-machine', at: [0, 0] }],
      content: withMachine,
    });
    const lost = act(stuck, 'e1', []);
    expect(lost.events.at(-1)?.type).toBe('hunters/enemy-idle');
    expect(lost.events.at(-1)?.rule).toBe('HU-ENEMY-07');
  });

  it('HU-ENEMY-22 HU-ENEMY-07 an X in the distance-0 column makes a Melee Attack entry undoable: the next entry is done', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [5, 5] }],
      enemies: [{ kind: 'test-turret', at: [5, 5] }],
      content: withMachine,
    });
    expect(entryDoable(sc.ctx([]), sc.enemy('e1'), [{ kind: 'melee' }])).toBe(false);
    const r = act(sc, 'e1', []);
    expect(r.events.filter((e) => e.type === 'hunters/enemy-entry-skipped').map((e) => e.entry)).toEqual([
      'Melee Attack',
    ]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Parting Leap');
    expect(r.ask).toEqual({ kind: 'penalty', enemy: 'e1', characters: ['soldier'] });
  });

  it('HU-ENEMY-30 HU-ENEMY-22 HU-ENEMY-07 a Spider whose distance-0 column is X cannot shell its own space: the Area entry passes to the next', () => {
    // Walled in on a single space, the leap gains nothing, so only the X keeps the Area attack off.
    const sc = scene({
      width: 1,
      height: 1,
      chars: [{ cls: 'recon', at: [0, 0] }],
      enemies: [{ kind: 'test-spider-x0', at: [0, 0] }],
      content: withGaps,
    });
    expect(entryDoable(sc.ctx([]), sc.enemy('e1'), [{ kind: 'area' }])).toBe(false);
    const r = act(sc, 'e1', []);
    // Its next entry, a Melee Attack, has the same X: nothing is left, and the action is lost.
    expect(r.events.filter((e) => e.type === 'hunters/enemy-entry-skipped').map((e) => e.entry)).toEqual([
      'Area Attack',
      'Melee Attack',
    ]);
    expect(r.events.some((e) => e.type === 'hunters/enemy-entry')).toBe(false);
    expect(r.events.at(-1)).toMatchObject({ type: 'hunters/enemy-idle', rule: 'HU-ENEMY-07' });
    // The same Spider with its sample distance-0 column does shell the space.
    const sample = scene({
      width: 1,
      height: 1,
      chars: [{ cls: 'recon', at: [0, 0] }],
      enemies: [{ kind: 'spider-aka-2l', at: [0, 0] }],
    });
    expect(entryDoable(sample.ctx([]), sample.enemy('e1'), [{ kind: 'area' }])).toBe(true);
  });

  it('HU-ENEMY-22 HU-ENEMY-20 AMB-83 a character at a distance whose column is X is no legal target: the nearest one it can fire at is shot', () => {
    // Range 3 with an X at distance 2: the Recon (2 away) cannot be fired at, the Medic (3 away) can.
    const sc = scene({
      width: 8,
      height: 1,
      chars: [
        { cls: 'recon', at: [3, 0] },
        { cls: 'medic', at: [4, 0], gear: ['pistol'] },
      ],
      enemies: [{ kind: 'test-gapped', at: [1, 0], facing: 2 }],
      content: withGaps,
    });
    expect(rangedCandidates(sc.ctx([]), sc.enemy('e1'), P(1, 0)).map((c) => c.id)).toEqual(['medic']);
    const medic = sc.char('medic').health;
    // 4 dice at To Hit 3 on the unarmoured Medic: faces 1, 2, 3 hit, 6 misses.
    const r = act(sc, 'e1', [1, 2, 3, 6]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-target')).toMatchObject({
      character: 'medic',
      rule: 'HU-ENEMY-20',
    });
    expect(r.events.find((e) => e.type === 'hunters/enemy-attack')).toMatchObject({ character: 'medic', successes: 3 });
    expect(sc.char('medic').health).toBe(medic - 3);
    expect(r.dice.remaining).toBe(0);
  });

  it('HU-GEAR-33 HU-ENEMY-22 a Sound Generator at a distance whose column is X does not draw the shot', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'medic', at: [4, 0], gear: ['pistol'] }],
      enemies: [{ kind: 'test-gapped', at: [1, 0], facing: 2 }],
      content: withGaps,
    });
    sc.state.placed = [
      { id: 'g1', gear: 'sound-generator', owner: 'medic', pos: P(3, 0), turns: 3, armed: false, fuel: 0 },
    ];
    const medic = sc.char('medic').health;
    // Taken for a character 2 away, the generator cannot be fired at: the Medic 3 away is shot (1 hit).
    const r = act(sc, 'e1', [1, 6, 6, 6]);
    expect(r.events.some((e) => e.type === 'hunters/sound-generator')).toBe(false);
    expect(sc.char('medic').health).toBe(medic - 1);
    expect(sc.state.placed).toHaveLength(1);
  });

  it('HU-ENEMY-22 HU-ENEMY-07 AMB-81 with its only target at an X distance a Ranged entry passes to the next entry', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'recon', at: [3, 0] }],
      enemies: [{ kind: 'test-gapped', at: [1, 0], facing: 2 }],
      content: withGaps,
    });
    expect(entryDoable(sc.ctx([]), sc.enemy('e1'), [{ kind: 'ranged' }])).toBe(false);
    expect(entryDoable(sc.ctx([]), sc.enemy('e1'), [{ kind: 'area' }])).toBe(false);
    const r = act(sc, 'e1', []);
    expect(r.events.filter((e) => e.type === 'hunters/enemy-entry-skipped').map((e) => e.entry)).toEqual([
      'Ranged Attack',
    ]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Move 1 to target');
    expect(sc.enemy('e1').pos).toEqual(P(2, 0));
  });

  it('HU-ENEMY-09 HU-ENEMY-22 a Move to target + Ranged entry whose move would end at an X distance cannot be carried out', () => {
    // 3 away, one step would leave the Recon 2 away, where the machine cannot fire: it shoots from here.
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'recon', at: [4, 0] }],
      enemies: [{ kind: 'test-gapped-stalker', at: [1, 0], facing: 2 }],
      content: withGaps,
    });
    const recon = sc.char('recon').health;
    const r = act(sc, 'e1', [1, 6, 6, 6]);
    expect(r.events.filter((e) => e.type === 'hunters/enemy-entry-skipped').map((e) => e.entry)).toEqual([
      'Move 1 to target + Ranged Attack',
    ]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Ranged Attack');
    expect(sc.enemy('e1').pos).toEqual(P(1, 0));
    expect(sc.char('recon').health).toBe(recon - 1);
  });

  it('HU-ENEMY-39 the entries are tried in printed order, never reordered', () => {
    // With the order reversed, the same situation gives a different action.
    const flip = (c: HuntersContent): HuntersContent => ({
      ...c,
      enemies: c.enemies.map((e) =>
        e.id === 'dragonfly-e14' ? { ...e, lists: { ...e.lists, far: [...e.lists.far].reverse() } } : e,
      ),
    });
    const sc = scene({
      width: 10,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6 }],
      enemies: [{ kind: 'dragonfly-e14', at: [2, 0] }],
      content: flip,
    });
    const r = act(sc, 'e1', []);
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Move 2 to target');
    expect(r.events.some((e) => e.type === 'hunters/enemy-attack')).toBe(false);
  });
});

describe('worked examples of enemy behaviour', () => {
  it('HU-ENEMY-09 HU-ENEMY-08 WE-08 the Dragonfly closes 1 and shoots, then shoots again', () => {
    const sc = scene({
      width: 10,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6 }],
      enemies: [{ kind: 'dragonfly-e14', at: [0, 0] }],
    });
    // Distance 5 > range 4: Ranged is skipped; Move 1 brings it to 4, so Move 1 + Ranged is done.
    // At distance 4 the column is 3 dice at To Hit 2: faces 1, 5, 6 give one success; the
    // Soldier's vest gives 2 front dice, both blank: 1 wound.
    const first = act(sc, 'e1', [1, 5, 6, 'blank', 'blank']);
    expect(first.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Move 1 to target + Ranged Attack');
    expect(sc.enemy('e1').pos).toEqual(P(1, 0));
    expect(sc.char('soldier').health).toBe(5);
    // Second action: still 4 away, list C again, and now the plain Ranged Attack works.
    const second = act(sc, 'e1', [6, 6, 6], [], 2);
    expect(second.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Ranged Attack');
    expect(sc.enemy('e1').pos).toEqual(P(1, 0));
    expect(rulesOf(second.events)).toContain('HU-ENEMY-05');
  });

  it('HU-ENEMY-11 HU-ENEMY-15 HU-ENEMY-17 WE-10 the Bandit shoots, then steps away to H or I as the players choose', () => {
    const build = () =>
      scene({
        spaces: [{ at: [5, 6], vantage: true, cover: false, openGround: false, finding: false, covered: false }],
        edges: [
          { a: [5, 5], b: [4, 5], kind: 'obstacle' },
          { a: [5, 5], b: [5, 4], kind: 'obstacle' },
        ],
        chars: [{ cls: 'soldier', at: [5, 4], facing: 0 }],
        enemies: [{ kind: 'bandit-pistol', at: [5, 5] }],
        options: { enemyTies: 'ask' },
      });
    const sc = build();
    // B (4,5) and C (4,4) are cut off by obstacles, D (5,6) is a Vantage Point (2 MP), E-like
    // spaces stay 1 away: only H (6,6) and I (4,6) gain distance.
    expect(moveAwayEnds(sc.ctx([]), sc.enemy('e1'), 1)).toEqual([P(6, 6), P(4, 6)]);
    const asked = act(sc, 'e1', [4, 5]);
    expect(asked.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Ranged Attack + Move 1 away');
    expect(asked.events.some((e) => e.type === 'hunters/enemy-attack')).toBe(true);
    expect(asked.ask).toEqual({
      kind: 'tie',
      rule: 'HU-ENEMY-17',
      about: 'where the enemy ends its move away',
      options: [P(6, 6), P(4, 6)],
      mover: 'e1',
    });
    const done = build();
    act(done, 'e1', [4, 5], [{ kind: 'pick', index: 0 }]);
    expect(done.enemy('e1').pos).toEqual(P(6, 6));
  });

  it('HU-ENEMY-26 HU-ENEMY-27 HU-ENEMY-28 HU-MELEE-10 WE-11 AMB-44 the Marauder leaps to the best of F and G after a penalty chance', () => {
    const build = () => leapScene({ options: { enemyTies: 'ask' } });
    const sc = build();
    // N and NE are 1 from all three (1,1,1); SW and W are 2 from the Sniper (1,1,2): best.
    expect(leapEnds(sc.ctx([]), sc.enemy('e1'))).toEqual([P(4, 4), P(4, 5)]);
    const first = act(sc, 'e1', []);
    // The Soldier (Strength 2 + Knife 1 = 3 dice) has the most melee dice: offered the penalty.
    expect(first.ask).toEqual({ kind: 'penalty', enemy: 'e1', characters: ['soldier'] });
    const withPenalty = build();
    // Penalty Attack at To Hit 3 with the Knife (+0): 3 dice 1, 3, 5 = 2 hits; 1 melee die blank.
    const r = act(withPenalty, 'e1', [1, 3, 5, 'blank'], [{ kind: 'penalty', character: 'soldier' }]);
    expect(r.events.find((e) => e.type === 'hunters/attack')?.toHit).toBe(3);
    expect(withPenalty.enemy('e1').health).toBe(2);
    expect(r.ask?.kind).toBe('tie');
    const done = build();
    act(
      done,
      'e1',
      [1, 3, 5, 'blank'],
      [
        { kind: 'penalty', character: 'soldier' },
        { kind: 'pick', index: 0 },
      ],
    );
    expect(done.enemy('e1').pos).toEqual(P(4, 4));
  });

  it('HU-ENEMY-28 HU-RANGED-04 in the rain the Penalty Attack’s base To Hit 3 loses 1', () => {
    const sc = leapScene({ weather: 'rain', options: { enemyTies: 'ask' } });
    // The Knife (+0): To Hit 3 - 1 = 2; the dice 1, 3, 5 make one hit, the melee die blank.
    const r = act(sc, 'e1', [1, 3, 5, 'blank'], [{ kind: 'penalty', character: 'soldier' }]);
    expect(r.events.find((e) => e.type === 'hunters/attack')?.toHit).toBe(2);
    expect(sc.enemy('e1').health).toBe(3);
  });

  it('HU-ENEMY-27 AMB-45 with every landing space holding a character the leap brings no profit: it strikes instead', () => {
    const sc = scene({
      width: 3,
      height: 1,
      chars: [
        { cls: 'soldier', at: [1, 0] },
        { cls: 'medic', at: [0, 0] },
        { cls: 'sniper', at: [2, 0] },
      ],
      enemies: [{ kind: 'marauder-rifle', at: [1, 0] }],
    });
    expect(leapEnds(sc.ctx([]), sc.enemy('e1'))).toEqual([]);
    // Melee target: the Soldier is the only one there. 1 die at To Hit 2: a 2 hits; 1 shield of 1 die.
    const r = act(sc, 'e1', [2, 'blank']);
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Melee Attack');
    expect(sc.char('soldier').health).toBe(5);
  });

  it('HU-ENEMY-06 HU-ENEMY-27 AMB-48 a space holding only a Hidden character is a landing space: the leap finds them', () => {
    const sc = scene({
      width: 3,
      height: 1,
      chars: [
        { cls: 'soldier', at: [1, 0] },
        { cls: 'medic', at: [0, 0], hidden: true },
        { cls: 'sniper', at: [2, 0] },
      ],
      enemies: [{ kind: 'marauder-rifle', at: [1, 0] }],
    });
    // The Marauder does not know of the Medic: her space is as free as an empty one.
    expect(leapEnds(sc.ctx([]), sc.enemy('e1'))).toEqual([P(0, 0)]);
    const r = act(sc, 'e1', [], [{ kind: 'penalty', character: null }]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Parting Leap');
    expect(sc.enemy('e1').pos).toEqual(P(0, 0));
    expect(r.events.find((e) => e.type === 'hunters/revealed')).toMatchObject({
      rule: 'HU-ENEMY-37',
      character: 'medic',
    });
    expect(sc.char('medic').hidden).toBe(false);
  });

  it('HU-ENEMY-20 WE-15 AMB-87 the machine shoots the nearer character with fewer defence dice', () => {
    const sc = scene({
      chars: [
        { cls: 'recon', at: [2, 5], facing: 6 },
        { cls: 'medic', at: [2, 6], facing: 6 },
        { cls: 'soldier', at: [4, 5], facing: 6 },
      ],
      enemies: [{ kind: 'test-machine', at: [0, 5], facing: 2 }],
      content: withMachine,
    });
    // B (Recon, no armor: 0 dice) and C (Medic, Scrap Armor front 1) are both 2 away; A is 4.
    const r = act(sc, 'e1', [2, 4, 5, 6]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-target')?.character).toBe('recon');
    expect(sc.char('recon').health).toBe(4);
    expect(sc.char('medic').health).toBe(5);
  });

  it('HU-ENEMY-20 a remaining tie between equally protected characters is drawn at random', () => {
    const sc = scene({
      chars: [
        { cls: 'recon', at: [2, 5], facing: 6 },
        { cls: 'medic', at: [2, 6], facing: 2 },
      ],
      enemies: [{ kind: 'test-machine', at: [0, 5], facing: 2 }],
      content: withMachine,
    });
    // The Medic faces away: Scrap Armor back 0, as the Recon. The pick (2 of 2) names the Medic.
    const r = act(sc, 'e1', [2, 6, 6, 6, 6]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-target')?.character).toBe('medic');
  });

  it('HU-ENEMY-21 in melee the enemy strikes the character with the fewest melee defence dice', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [5, 5] },
        { cls: 'recon', at: [5, 5] },
      ],
      enemies: [{ kind: 'giant-rat', at: [5, 5] }],
    });
    const r = act(sc, 'e1', [1, 1]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-target')?.character).toBe('recon');
    expect(sc.char('recon').health).toBe(3);
  });
});

describe('enemy movement', () => {
  it('HU-ENEMY-13 HU-ENEMY-14 a Move to target follows the shortest path and pays Vantage costs', () => {
    const sc = scene({
      width: 7,
      height: 1,
      spaces: [{ at: [1, 0], vantage: true, cover: false, openGround: false, finding: false, covered: false }],
      chars: [{ cls: 'soldier', at: [6, 0] }],
      enemies: [{ kind: 'giant-rat', at: [0, 0] }],
    });
    // 2 MP: the Vantage Point takes both, so the rat ends on it.
    const r = act(sc, 'e1', []);
    expect(r.events.find((e) => e.type === 'hunters/enemy-move')).toMatchObject({ from: P(0, 0), to: P(1, 0) });
  });

  it('HU-ENEMY-13 a Move to target that cannot bring the enemy closer is not carried out', () => {
    const boxed = scene({
      width: 4,
      height: 1,
      edges: [{ a: [0, 0], b: [1, 0], kind: 'barrier' }],
      chars: [{ cls: 'soldier', at: [3, 0] }],
      enemies: [{ kind: 'giant-rat', at: [0, 0] }],
    });
    const move: Parameters<typeof entryDoable>[2] = [{ kind: 'move-to', mp: 2 }];
    expect(entryDoable(boxed.ctx([]), boxed.enemy('e1'), move)).toBe(false);
    // Its only entry fails: the action is lost and the rat stays put.
    const r = act(boxed, 'e1', []);
    expect(r.events.at(-1)?.type).toBe('hunters/enemy-idle');
    expect(boxed.enemy('e1').pos).toEqual(P(0, 0));
    const free = scene({
      width: 4,
      height: 1,
      chars: [{ cls: 'soldier', at: [3, 0] }],
      enemies: [{ kind: 'giant-rat', at: [0, 0] }],
    });
    expect(entryDoable(free.ctx([]), free.enemy('e1'), move)).toBe(true);
  });

  it('HU-ENEMY-14 of two characters at the same range the rat heads for the one with the shorter path', () => {
    const sc = scene({
      width: 7,
      height: 5,
      edges: [
        { a: [3, 1], b: [4, 1], kind: 'obstacle' },
        { a: [3, 2], b: [4, 2], kind: 'obstacle' },
        { a: [3, 3], b: [4, 3], kind: 'obstacle' },
        { a: [3, 0], b: [4, 0], kind: 'obstacle' },
        { a: [3, 4], b: [4, 4], kind: 'obstacle' },
      ],
      chars: [
        { cls: 'soldier', at: [5, 2] },
        { cls: 'medic', at: [0, 2] },
      ],
      enemies: [{ kind: 'wild-dog', at: [2, 2] }],
    });
    act(sc, 'e1', []);
    // The Soldier is walled off; the Medic 2 away is reached and melee begins.
    expect(sc.enemy('e1').pos).toEqual(P(0, 2));
  });

  it('HU-ENEMY-17 equally short paths with different end spaces go to the players', () => {
    const sc = scene({
      width: 6,
      height: 3,
      chars: [{ cls: 'soldier', at: [5, 1] }],
      enemies: [{ kind: 'giant-rat', at: [0, 0] }],
      options: { enemyTies: 'ask' },
    });
    // Toward (5,1) from (0,0): after 2 MP any of (2,0), (2,1), (2,2) lies on a shortest path.
    expect(moveToEnds(sc.ctx([]), P(0, 0), P(5, 1), 2, false, false)).toEqual([P(2, 2), P(2, 1), P(2, 0)]);
    const r = act(sc, 'e1', []);
    expect(r.ask).toEqual({
      kind: 'tie',
      rule: 'HU-ENEMY-17',
      about: 'where the enemy ends its move',
      options: [P(2, 2), P(2, 1), P(2, 0)],
      mover: 'e1',
    });
    const random = scene({
      width: 6,
      height: 3,
      chars: [{ cls: 'soldier', at: [5, 1] }],
      enemies: [{ kind: 'giant-rat', at: [0, 0] }],
      options: { enemyTies: 'random' },
    });
    act(random, 'e1', [3]);
    expect(random.enemy('e1').pos).toEqual(P(2, 0));
  });

  it('HU-ENEMY-10 a move followed by a shot stops short of the character’s space', () => {
    const sc = scene({
      width: 6,
      height: 1,
      chars: [{ cls: 'soldier', at: [2, 0], facing: 6 }],
      enemies: [{ kind: 'dragonfly-e14', at: [0, 0] }],
      content: (c) => ({
        ...c,
        enemies: c.enemies.map((e) =>
          e.id === 'bandit-pistol'
            ? { ...e, lists: { ...e.lists, far: [[{ kind: 'move-to' as const, mp: 2 }, { kind: 'ranged' as const }]] } }
            : e,
        ),
      }),
    });
    const g = sc.ctx([]);
    expect(moveToEnds(g, P(0, 0), P(2, 0), 2, false, true)).toEqual([P(1, 0)]);
    expect(moveToEnds(g, P(0, 0), P(2, 0), 2, false, false)).toEqual([P(2, 0)]);
  });

  it('HU-ENEMY-16 a walking enemy that enters a character’s space stops there in melee', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [2, 0] }],
      enemies: [{ kind: 'tiger', at: [0, 0] }],
    });
    // Tiger far list: Move 3 + Melee; the soldier is 2 away, so it enters and strikes.
    const r = act(sc, 'e1', [6, 6, 6, 6]);
    expect(sc.enemy('e1').pos).toEqual(P(2, 0));
    expect(rulesOf(r.events)).toContain('HU-ENEMY-16');
    expect(r.events.filter((e) => e.type === 'hunters/enemy-attack')).toHaveLength(1);
  });

  it('HU-ENEMY-12 a pure Move away without profit is skipped for the next entry', () => {
    const sc = scene({
      width: 3,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], facing: 2 }],
      enemies: [{ kind: 'test-skittish', at: [2, 0] }],
      content: withMachine,
    });
    // At the board edge it cannot gain distance: the Ranged entry comes next.
    const r = act(sc, 'e1', [6, 6, 6, 6]);
    expect(r.events.filter((e) => e.type === 'hunters/enemy-entry-skipped').map((e) => e.entry)).toEqual([
      'Move 1 away',
    ]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Ranged Attack');
  });

  it('HU-ENEMY-15 a Move away ends where the nearest character is farthest', () => {
    const sc = scene({
      width: 6,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], facing: 2 }],
      enemies: [{ kind: 'test-skittish', at: [2, 0] }],
      content: withMachine,
    });
    act(sc, 'e1', []);
    expect(sc.enemy('e1').pos).toEqual(P(3, 0));
  });

  it('HU-ENEMY-18 AMB-70 enemies pass through spaces holding other enemies and never leave the board', () => {
    const sc = scene({
      width: 5,
      height: 1,
      chars: [{ cls: 'soldier', at: [4, 0] }],
      enemies: [
        { kind: 'wild-dog', at: [0, 0] },
        { kind: 'giant-rat', at: [1, 0] },
      ],
    });
    act(sc, 'e1', []);
    expect(sc.enemy('e1').pos).toEqual(P(3, 0));
    const edge = scene({
      width: 2,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], facing: 2 }],
      enemies: [{ kind: 'test-skittish', at: [1, 0] }],
      content: withMachine,
    });
    expect(moveAwayEnds(edge.ctx([]), edge.enemy('e1'), 1)).toEqual([]);
  });

  it('HU-ENEMY-31 AMB-65 a flyer crosses obstacles and characters without stopping, but not barriers', () => {
    const sc = scene({
      width: 6,
      height: 1,
      edges: [{ a: [1, 0], b: [2, 0], kind: 'obstacle' }],
      chars: [{ cls: 'soldier', at: [5, 0] }],
      enemies: [{ kind: 'dragonfly-e14', at: [0, 0] }],
    });
    expect(moveToEnds(sc.ctx([]), P(0, 0), P(5, 0), 2, true, false)).toEqual([P(2, 0)]);
    expect(moveToEnds(sc.ctx([]), P(0, 0), P(5, 0), 2, false, false)).toEqual([P(0, 0)]);
    const walled = scene({
      width: 6,
      height: 1,
      edges: [{ a: [1, 0], b: [2, 0], kind: 'barrier' }],
      chars: [{ cls: 'soldier', at: [5, 0] }],
      enemies: [{ kind: 'dragonfly-e14', at: [0, 0] }],
    });
    expect(moveToEnds(walled.ctx([]), P(0, 0), P(5, 0), 2, true, false)).toEqual([P(0, 0)]);
    // Over a character the flyer is not in melee: it uses the "within 1" list and may shoot at 0.
    const over = scene({ chars: [{ cls: 'soldier', at: [3, 3] }], enemies: [{ kind: 'dragonfly-e14', at: [3, 3] }] });
    expect(chooseList(over.ctx([]), over.enemy('e1')).list).toBe('near');
    const r = act(over, 'e1', [6, 6]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-attack')?.attack).toBe('ranged');
  });

  it('HU-ENEMY-36 after its action an enemy faces the nearest character', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [7, 0] }],
      enemies: [{ kind: 'bug', at: [0, 0], facing: 6 }],
    });
    act(sc, 'e1', []);
    expect(sc.enemy('e1').facing).toBe(2);
  });

  it('HU-ENEMY-37 HU-HIDE-07 an enemy entering a Hidden character’s space reveals them', () => {
    const sc = scene({
      width: 4,
      height: 1,
      chars: [
        { cls: 'soldier', at: [1, 0], hidden: true },
        { cls: 'medic', at: [3, 0] },
      ],
      enemies: [{ kind: 'wild-dog', at: [0, 0] }],
    });
    act(sc, 'e1', [6, 6, 6]);
    expect(sc.enemy('e1').pos).toEqual(P(1, 0));
    expect(sc.char('soldier').hidden).toBe(false);
  });
});

describe('enemy attacks', () => {
  it('HU-ENEMY-22 HU-ENEMY-24 dice and To Hit come from the weapon table; damage is successes minus shields', () => {
    const sc = scene({ chars: [{ cls: 'recon', at: [5, 5] }], enemies: [{ kind: 'gorilla', at: [5, 5] }] });
    // Gorilla distance-0 column: 5 dice at To Hit 2. Faces 1, 2, 3, 4, 6: two successes; no armor.
    const r = act(sc, 'e1', [1, 2, 3, 4, 6]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-attack')).toMatchObject({
      toHit: 2,
      successes: 2,
      damage: 2,
    });
    expect(sc.char('recon').health).toBe(3);
  });

  it('HU-ENEMY-35 a shot at a character in melee with another enemy sends every 6 into that enemy', () => {
    const sc = scene({
      chars: [{ cls: 'recon', at: [5, 5], facing: 0 }],
      enemies: [
        { kind: 'test-machine', at: [5, 2], facing: 0 },
        { kind: 'gorilla', at: [5, 5] },
      ],
      content: withMachine,
    });
    // 4 dice at To Hit 3: 1 and 3 hit the Recon; the 6 strikes the Gorilla (1 melee... flank die).
    act(sc, 'e1', [1, 3, 6, 5, 'blank']);
    expect(sc.char('recon').health).toBe(3);
    expect(sc.enemy('e2').health).toBe(5);
  });

  it('HU-ENEMY-35 a character in melee shot by another enemy defends with its flank dice, even facing the shooter', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [5, 5], facing: 4 }],
      enemies: [
        { kind: 'test-machine', at: [5, 2], facing: 0 },
        { kind: 'gorilla', at: [5, 5] },
      ],
      content: withMachine,
    });
    // The Soldier faces the machine (Kevlar front 2), but in melee only the flank's 1 die is rolled:
    // 4 dice at To Hit 3, 1 and 3 hit, one blank: 2 wounds. The script has no face for a second die.
    const r = act(sc, 'e1', [1, 3, 5, 5, 'blank']);
    expect(r.dice.remaining).toBe(0);
    expect(r.events.find((e) => e.type === 'hunters/enemy-attack')).toMatchObject({ successes: 2, damage: 2 });
    expect(sc.char('soldier').health).toBe(4);
  });

  it('HU-ENEMY-30 a Spider that cannot leap away shells its own space, sparing itself', () => {
    const sc = scene({
      width: 1,
      height: 1,
      chars: [
        { cls: 'recon', at: [0, 0] },
        { cls: 'soldier', at: [0, 0] },
      ],
      enemies: [{ kind: 'spider-aka-2l', at: [0, 0] }],
    });
    // Distance-0 column: 3 dice at To Hit 2. Recon: 1,1,1 = 3 hits, no armor. Soldier: 6,6,6.
    const r = act(sc, 'e1', [1, 1, 1, 6, 6, 6]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Area Attack');
    expect(rulesOf(r.events)).toContain('HU-ENEMY-30');
    expect(sc.char('recon').health).toBe(2);
    expect(sc.enemy('e1').health).toBe(6);
  });

  it('HU-ENEMY-38 AMB-50 an enemy Area attack lands on the space of the character it would shoot', () => {
    const sc = scene({
      chars: [
        { cls: 'recon', at: [5, 7] },
        { cls: 'soldier', at: [5, 7] },
        { cls: 'medic', at: [5, 9] },
      ],
      enemies: [{ kind: 'spider-aka-2l', at: [5, 4], facing: 0 }],
    });
    const r = act(sc, 'e1', [6, 6, 6, 6, 6, 6]);
    expect(r.events.filter((e) => e.type === 'hunters/enemy-attack').map((e) => e.character)).toEqual([
      'recon',
      'soldier',
    ]);
  });

  it('HU-DIFF-03 on Master every enemy attack rolls one more die', () => {
    const sc = scene({
      chars: [{ cls: 'recon', at: [5, 5] }],
      enemies: [{ kind: 'giant-rat', at: [5, 5] }],
      options: { difficulty: 'master' },
    });
    const r = act(sc, 'e1', [6, 6, 6]);
    expect((r.events.find((e) => e.type === 'hunters/enemy-attack')?.faces as number[]).length).toBe(3);
    // A Penalty Attack as a character leaps away gets the extra die too: 2 + 1.
    const leap = scene({
      width: 4,
      height: 1,
      chars: [{ cls: 'recon', at: [1, 0], hand: ['recon-dash'] }],
      enemies: [{ kind: 'giant-rat', at: [1, 0] }],
      options: { difficulty: 'master' },
    });
    const d = drive(leap);
    d.do({ kind: 'play', card: 'recon-dash', enhancement: null, enhance: -1 });
    const ev = d.do({ kind: 'step', x: 2, y: 0 }, [6, 6, 6]);
    expect(ev.find((e) => e.type === 'hunters/enemy-attack')).toMatchObject({ faces: [6, 6, 6], toHit: 3 });
    // On Normal the same Penalty Attack rolls the Rat's 2 dice.
    const normal = drive(
      scene({
        width: 4,
        height: 1,
        chars: [{ cls: 'recon', at: [1, 0], hand: ['recon-dash'] }],
        enemies: [{ kind: 'giant-rat', at: [1, 0] }],
      }),
    );
    normal.do({ kind: 'play', card: 'recon-dash', enhancement: null, enhance: -1 });
    const ev2 = normal.do({ kind: 'step', x: 2, y: 0 }, [6, 6]);
    expect(ev2.find((e) => e.type === 'hunters/enemy-attack')).toMatchObject({ faces: [6, 6] });
  });
});

describe('reactions', () => {
  it('HU-ACTION-11 a reaction card is offered before an enemy action and interrupts it', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire', 'soldier-shot'] }],
      enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }],
    });
    const first = act(sc, 'e1', []);
    // Out of the pistol's reach at 3 spaces, the Bandit would step in and shoot: the question says so.
    expect(first.ask).toEqual({
      kind: 'react',
      enemy: 'e1',
      moment: 'before',
      characters: ['soldier'],
      entry: [{ kind: 'move-to', mp: 1 }, { kind: 'ranged' }],
    });
    const again = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire', 'soldier-shot'] }],
      enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }],
    });
    // Rifle at range 3: 3 dice, To Hit 1 + 0. Faces 1, 1, 2 = 2 hits; Bandit front 2 dice: blank, blank.
    // The Bandit, on 1 Health, then acts: 2 dice at range 3 (its last column, To Hit 2).
    const r = act(
      again,
      'e1',
      [1, 1, 2, 'blank', 'blank', 6, 6],
      [{ kind: 'react', character: 'soldier', card: 'soldier-snap-fire', weapon: 'rifle', to: null }],
    );
    expect(r.events[0]?.type).toBe('hunters/reaction');
    expect(again.enemy('e1').health).toBe(1);
    expect(again.char('soldier').reacted).toBe(true);
    expect(again.char('soldier').used).toContain('soldier-snap-fire');
  });

  it('HU-ACTION-12 a character plays at most one reaction per turn', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire', 'soldier-snap-fire'] }],
      enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }],
    });
    // Fresh, the Soldier is offered a reaction; having reacted this turn, not again.
    expect(act(sc, 'e1', []).ask).toMatchObject({ kind: 'react', characters: ['soldier'] });
    const spent = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire', 'soldier-snap-fire'] }],
      enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }],
    });
    spent.char('soldier').reacted = true;
    expect(act(spent, 'e1', [6, 6]).ask).toBeNull();
  });

  it('HU-ACTION-11 AMB-47b HU-ENEMY-31 in melee a strike reaction hits the acting enemy at the card’s To Hit, never a flyer overhead', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [5, 5], hand: ['soldier-l2-counter'] }],
      enemies: [
        { kind: 'gorilla', at: [5, 5] },
        { kind: 'dragonfly-e14', at: [5, 5] },
      ],
    });
    const strike = {
      kind: 'react',
      character: 'soldier',
      card: 'soldier-l2-counter',
      weapon: 'knife',
      to: null,
    } as const;
    expect(reactionOptions(sc.ctx([]), sc.char('soldier'), sc.enemy('e1'))).toEqual([strike]);
    expect(reactionOptions(sc.ctx([]), sc.char('soldier'), sc.enemy('e2'))).toEqual([]);
    // Strength 2 + Knife 1 = 3 dice at the reaction's To Hit 2 (Knife +0): faces 1, 2, 6 hit twice;
    // the Gorilla's 2 melee dice are blank. Then it strikes back with 5 dice, all missing.
    const r = act(sc, 'e1', [1, 2, 6, 'blank', 'blank', 6, 6, 6, 6, 6], [strike]);
    expect(r.events[0]).toMatchObject({ type: 'hunters/reaction', rule: 'HU-ACTION-11' });
    expect(r.events.find((e) => e.type === 'hunters/attack')).toMatchObject({ toHit: 2, successes: 2 });
    expect(sc.enemy('e1').health).toBe(4);
    expect(sc.char('soldier').used).toEqual(['soldier-l2-counter']);
  });

  it('HU-ACTION-12 through the rules: after one reaction the Soldier is refused a second that turn, the Medic is still asked', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [5, 5], hand: ['soldier-l2-counter', 'soldier-l2-counter'] },
        { cls: 'medic', at: [5, 5], gear: ['pistol'], hand: ['medic-l2-counter'] },
      ],
      enemies: [{ kind: 'gorilla', at: [5, 5] }],
    });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'end-turn' });
    d.do({ kind: 'end-turn' }, [], 'p2');
    const counter = {
      kind: 'react',
      character: 'soldier',
      card: 'soldier-l2-counter',
      weapon: 'knife',
      to: null,
    } as const;
    expect(d.legal('p1')).toContainEqual(counter);
    // The Soldier's 3 dice all miss; the Gorilla then strikes the unarmoured Medic with 5 misses.
    d.do(counter, [6, 6, 6, 6, 6, 6, 6, 6]);
    expect(d.state.cursor?.ask).toMatchObject({ kind: 'react', characters: ['medic'] });
    const again = d.try(counter);
    expect(again.ok ? '' : again.error.code).toBe('reaction/not-allowed');
  });

  it('HU-ACTION-13 no reaction may be played against an enemy with Lightning Reflexes', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire'] }],
      enemies: [{ kind: 'python', at: [2, 0], facing: 2 }],
    });
    expect(act(sc, 'e1', []).ask).toBeNull();
    // The same moment against a Wild Dog, which has no Lightning Reflexes: the reaction is offered.
    const dog = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire'] }],
      enemies: [{ kind: 'wild-dog', at: [2, 0], facing: 2 }],
    });
    expect(act(dog, 'e1', []).ask).toMatchObject({ kind: 'react', characters: ['soldier'] });
  });
});

describe('more enemy rules', () => {
  it('HU-MENTAL-06 a disabled enemy loses its actions this turn and the next, then acts again', () => {
    const sc = scene({ chars: [{ cls: 'recon', at: [5, 5] }], enemies: [{ kind: 'giant-rat', at: [5, 5] }] });
    // Where a failed Mental roll in turn 1 leaves it: disabled up to the end of turn 2.
    sc.enemy('e1').disabledThrough = 2;
    for (const [turn, actionNo] of [
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ] as const) {
      sc.state.turn = turn;
      const r = act(sc, 'e1', [], [], actionNo);
      expect(r.events.map((e) => [e.type, e.rule])).toEqual([['hunters/enemy-disabled', 'HU-MENTAL-06']]);
    }
    expect(sc.char('recon').health).toBe(5);
    // Turn 3: the Rat strikes again, 2 dice at To Hit 2; faces 1 and 2 both wound the unarmoured Recon.
    sc.state.turn = 3;
    act(sc, 'e1', [1, 2]);
    expect(sc.char('recon').health).toBe(3);
  });

  it('HU-MENTAL-06 HU-ENEMY-29 a disabled enemy makes no Penalty Attack: the strongest enemy still able to act strikes, or none', () => {
    const leap = (enemies: Array<{ kind: string; disabled: boolean }>) => {
      const sc = scene({
        width: 4,
        height: 1,
        chars: [{ cls: 'recon', at: [1, 0], hand: ['recon-dash'] }],
        enemies: enemies.map((e) => ({ kind: e.kind, at: [1, 0] as [number, number] })),
      });
      // Disabled by EMP this turn and the next.
      enemies.forEach((e, i) => {
        if (e.disabled) sc.enemy(`e${i + 1}`).disabledThrough = sc.state.turn + 1;
      });
      const d = drive(sc);
      d.do({ kind: 'play', card: 'recon-dash', enhancement: null, enhance: -1 });
      return d;
    };
    // The Gorilla (5 melee dice) is disabled: the Rat's 2 dice strike at To Hit 3, 1 hits and 6 misses.
    const d = leap([
      { kind: 'giant-rat', disabled: false },
      { kind: 'gorilla', disabled: true },
    ]);
    const ev = d.do({ kind: 'step', x: 2, y: 0 }, [1, 6]);
    expect(ev.filter((e) => e.type === 'hunters/enemy-attack').map((e) => [e.enemy, e.toHit, e.successes])).toEqual([
      ['e1', 3, 1],
    ]);
    expect(d.char('recon').health).toBe(4);
    // Two Rats, one disabled: no tie for the players to settle.
    const rats = leap([
      { kind: 'giant-rat', disabled: true },
      { kind: 'giant-rat', disabled: false },
    ]);
    expect(rats.legal().filter((c) => c.kind === 'step' && c.x === 2 && c.y === 0)).toEqual([
      { kind: 'step', x: 2, y: 0 },
    ]);
    // Only a disabled Gorilla: the leap draws no Penalty Attack and rolls nothing.
    const alone = leap([{ kind: 'gorilla', disabled: true }]);
    const quiet = alone.do({ kind: 'step', x: 2, y: 0 });
    expect(quiet.some((e) => e.type === 'hunters/penalty-attack' || e.type === 'hunters/enemy-attack')).toBe(false);
    expect(alone.char('recon').health).toBe(5);
    expect(alone.char('recon').pos).toEqual(P(2, 0));
  });

  it('HU-ENEMY-19 an enemy in melee cannot shoot', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [5, 5] },
        { cls: 'medic', at: [7, 5] },
      ],
      enemies: [{ kind: 'bandit-pistol', at: [5, 5] }],
    });
    expect(entryDoable(sc.ctx([]), sc.enemy('e1'), [{ kind: 'ranged' }])).toBe(false);
    sc.char('soldier').pos = P(4, 5);
    expect(entryDoable(sc.ctx([]), sc.enemy('e1'), [{ kind: 'ranged' }])).toBe(true);
  });

  it('HU-ENEMY-23 Night and Cover lower an enemy’s To Hit; Mechanical enemies ignore the night', () => {
    const shot = (kind: string, time: 'day' | 'night', cover: boolean) => {
      const sc = scene({
        time,
        width: 6,
        height: 1,
        spaces: cover
          ? [{ at: [3, 0], vantage: false, cover: true, openGround: false, finding: false, covered: false }]
          : [],
        chars: [{ cls: 'recon', at: [3, 0] }],
        enemies: [{ kind, at: [2, 0] }],
        content: withMachine,
      });
      const r = act(sc, 'e1', [6, 6, 6, 6]);
      return r.events.find((e) => e.type === 'hunters/enemy-attack')?.toHit;
    };
    // Bandit at range 1: To Hit 3; the test machine: 3.
    expect(shot('bandit-pistol', 'day', false)).toBe(3);
    expect(shot('bandit-pistol', 'night', false)).toBe(2);
    expect(shot('bandit-pistol', 'day', true)).toBe(2);
    expect(shot('test-machine', 'night', false)).toBe(3);
  });

  it('HU-ENEMY-25 an enemy’s Parting Leap may land on a Vantage Point at no extra cost', () => {
    const sc = scene({
      width: 2,
      height: 1,
      spaces: [{ at: [1, 0], vantage: true, cover: false, openGround: false, finding: false, covered: false }],
      chars: [{ cls: 'soldier', at: [0, 0] }],
      enemies: [{ kind: 'marauder-rifle', at: [0, 0] }],
    });
    expect(leapEnds(sc.ctx([]), sc.enemy('e1'))).toEqual([P(1, 0)]);
  });

  it('HU-LOS-07 enemies need a clear line to shoot, as characters do', () => {
    const sc = scene({
      width: 6,
      height: 1,
      edges: [{ a: [2, 0], b: [3, 0], kind: 'barrier' }],
      chars: [{ cls: 'recon', at: [4, 0] }],
      enemies: [{ kind: 'test-machine', at: [0, 0] }],
      content: withMachine,
    });
    expect(rangedCandidates(sc.ctx([]), sc.enemy('e1'), P(0, 0))).toEqual([]);
    const smoke = scene({
      width: 6,
      height: 1,
      chars: [{ cls: 'recon', at: [4, 0] }],
      enemies: [{ kind: 'test-machine', at: [0, 0] }],
      tokens: [{ kind: 'smoke', at: [2, 0] }],
      content: withMachine,
    });
    expect(rangedCandidates(smoke.ctx([]), smoke.enemy('e1'), P(0, 0))).toEqual([]);
  });
});

describe('explanations', () => {
  it('HU-ENEMY-05 every enemy decision is an event explained in words with its rule', () => {
    const sc = scene({
      chars: [{ cls: 'medic', at: [5, 4], facing: 0 }],
      enemies: [{ kind: 'bandit-pistol', at: [5, 5] }],
      options: { enemyTies: 'random' },
    });
    const r = act(sc, 'e1', [6, 6, 1]);
    expect(r.texts).toContain('Bandit with a Pistol 1 is 1 space from the Medic: Ranged Attack + Move 1 away.');
    expect(r.events.every((e) => typeof e.rule === 'string' && e.rule.startsWith('HU-'))).toBe(true);
  });
});
