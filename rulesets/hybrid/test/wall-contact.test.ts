import { describe, expect, it } from 'vitest';
import type { Mission } from '../src/content/schema.ts';
import type { HybridChoice } from '../src/choices.ts';
import { enemiesInContact } from '../src/world.ts';
import { watching } from './ambush.ts';
import { activate, play, scenario, threeCosts, w, type Placed, type Scenario } from './scenario.ts';

// Sample profiles: Hybrid (Scorpion) NV 3, OC 4; Purifier (Griffin) F 4; Skorize (Scorpion)
// Infiltration/4; Seneschal (Griffin).

/** What stands on the edge between (3,3) and (3,4) in `between`. */
type Between = 'wall' | 'closed door' | 'open door' | 'passage';

function edgeOf(between: Between, edge: string): Partial<Mission> {
  if (between === 'wall') return { edges: { [edge]: 'wall' } };
  if (between === 'passage') return { edges: { [edge]: 'passage' } };
  return { doors: [{ id: 'd', edges: [edge], open: between === 'open door' }] };
}

/** Warriors on an open board with `between` on the edge between (3,3) and (3,4). */
const across = (between: Between, warriors: readonly Placed[], o: { armyHidden?: boolean } = {}): Scenario =>
  scenario({ warriors, mission: edgeOf(between, '3,3,N'), armyHidden: o.armyHidden });

const strikes = (sc: Scenario): HybridChoice[] =>
  sc.rules.legalChoices(sc.state, 'scorpion').filter((c) => c.kind === 'strike');

describe('base contact through walls and doors (HY-GEN-06)', () => {
  it('HY-GEN-06 HY-MODE-OC-01 HY-DOOR-10 a wall or a closed door between side-by-side squares is no base contact, so no strike; an open door or a passage is', () => {
    const strikeable = (between: Between): boolean => {
      const sc = across(between, [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'p' },
      ]);
      const touching = enemiesInContact(sc.ctx, sc.state, w(sc, 'h')).map((e) => e.id);
      activate(sc, 'h');
      play(sc, [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
      ]);
      const offered = strikes(sc).length > 0;
      expect(touching).toEqual(offered ? ['p'] : []);
      return offered;
    };
    expect(strikeable('wall')).toBe(false);
    expect(strikeable('closed door')).toBe(false);
    expect(strikeable('open door')).toBe(true);
    expect(strikeable('passage')).toBe(true);
  });

  it('HY-MODE-F-16 an enemy who ends his move across a wall from a Skilled Firing warrior leaves him in that state', () => {
    // The Purifier on (3,4) watches north; the Hybrid walks up behind him, to the far side of the wall.
    const sc = across('wall', [
      { profile: 'purifier', at: [3, 4], facing: 'N', id: 'p' },
      { profile: 'hybrid', at: [3, 1], facing: 'N', id: 'h' },
    ]);
    watching(sc, 'p', 1);
    activate(sc, 'h');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
      ['scorpion', { kind: 'move', x: 3, y: 3, facing: 'N' }],
    ]);
    expect(w(sc, 'h')).toMatchObject({ x: 3, y: 3 });
    expect(w(sc, 'p').watch).toBe(1);
  });

  it('HY-MODE-F-14 a warrior with an enemy beside him across a wall, unseen, may declare Skilled Firing', () => {
    const sc = across('wall', [
      { profile: 'purifier', at: [3, 4], facing: 'N', id: 'p' },
      { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
    ]);
    activate(sc, 'p');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'watch' });
  });

  it('HY-APT-37 HY-LOS-16 an enemy who stops across a closed door from the infiltrator neither sees nor touches him: the aptitude stays', () => {
    // Skorize on (3,3) faces south; the Purifier comes down to (3,4), facing south, onto the door.
    const sc = across('closed door', [
      { profile: 'skorize', at: [3, 3], facing: 'S', id: 'k' },
      { profile: 'purifier', at: [3, 6], facing: 'S', id: 'p' },
    ]);
    activate(sc, 'p');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'MV', level: 1 }],
      ['griffin', { kind: 'move', x: 3, y: 4, facing: 'S' }],
    ]);
    expect(w(sc, 'p')).toMatchObject({ x: 3, y: 4 });
    expect(w(sc, 'k').infiltrationLost).toBe(false);
  });

  it('HY-CARD-ARMY-03 two enemies side by side across a wall, seeing no one, make no First Contact', () => {
    const sc = across(
      'wall',
      [
        { profile: 'purifier', at: [3, 4], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [3, 1], facing: 'N', id: 'h' },
      ],
      { armyHidden: true },
    );
    activate(sc, 'h');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
      ['scorpion', { kind: 'move', x: 3, y: 3, facing: 'N' }],
    ]);
    expect(w(sc, 'h')).toMatchObject({ x: 3, y: 3 });
    expect(sc.state.firstContact).toBe(false);
  });

  /**
   * Row 3 walled off on the north from (0,3) to (7,3), and columns on (0,2) to (4,2): the Skorize
   * walks east along row 3 and nowhere else. The Griffin Seneschal stands on (2,4), across the wall.
   */
  function corridor(friend: readonly [number, number]): Scenario {
    const edges: Record<string, 'wall'> = {};
    for (let x = 0; x < 8; x++) edges[`${x},3,N`] = 'wall';
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [0, 3], facing: 'E', id: 'k' },
        { profile: 'hybrid', at: friend, facing: 'N', id: 'h' },
        { profile: 'seneschal', at: [2, 4], facing: 'S', id: 's' },
      ],
      mission: { edges },
    });
    for (let x = 0; x <= 4; x++) sc.state.board.features[`${x},2`] = { column: true };
    activate(sc, 'k');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    return sc;
  }

  it('HY-MOVE-17 a friend with an enemy only across a wall is in contact with no one: he may be passed through, in each search', () => {
    // The Hybrid on (2,3) stands across the wall from the Seneschal.
    expect(threeCosts(corridor([2, 3]), 3, 3, 'E')).toEqual([3, 3, 3]);
  });

  it('HY-MOVE-18 a square beside an enemy across a wall touches no one: a mover who passed a friend may cross it, in each search', () => {
    // The Skorize passes the Hybrid on (1,3), then (2,3), across the wall from the Seneschal.
    expect(threeCosts(corridor([1, 3]), 3, 3, 'E')).toEqual([3, 3, 3]);
  });

  it('HY-MOVE-16 a warrior who left an enemy’s contact may end across a wall from him, in each search', () => {
    // The Hybrid on (4,3) touches the Seneschal on (4,4) from the south; a wall stands on the
    // Seneschal's east side. The Hybrid steps off to (5,3), then may go on to (5,4), beside the
    // Seneschal but behind the wall.
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [4, 3], facing: 'N', id: 'h' },
        { profile: 'seneschal', at: [4, 4], facing: 'S', id: 's' },
      ],
      mission: { edges: { '4,4,E': 'wall' } },
    });
    activate(sc, 'h');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
      ['scorpion', { kind: 'move', x: 5, y: 3, facing: 'N' }],
    ]);
    expect(sc.state.current?.leftContacts).toEqual(['s']);
    expect(threeCosts(sc, 5, 4, 'N')).toEqual([1, 1, 1]);
    // Back beside him on the open side is still barred.
    expect(threeCosts(sc, 4, 3, 'N')).toEqual([undefined, undefined, undefined]);
  });

  it('HY-TRAP-17 HY-GEN-06 a warrior beside the lever across a wall does not touch it and cannot throw it', () => {
    const lever = (between: Between): boolean => {
      const sc = scenario({
        warriors: [{ profile: 'purifier', at: [4, 3], facing: 'N', id: 'p' }],
        mission: { ...edgeOf(between, '4,3,N'), lever: { at: [4, 4], trapdoors: [[6, 6]] } },
        options: { nemesis: true },
      });
      activate(sc, 'p');
      play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
      return sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'lever');
    };
    expect(lever('wall')).toBe(false);
    expect(lever('passage')).toBe(true);
  });
});
