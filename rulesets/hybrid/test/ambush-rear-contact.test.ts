import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@skirmish/core';
import type { Mission, Profile } from '../src/content/schema.ts';
import { enemiesInContact } from '../src/world.ts';
import { activate, giveEvent, LONG, play, rolls, scenario, w, WALL3_TILE, type Scenario } from './scenario.ts';
import { SNIPER, ambushes, seen, watching } from './ambush.ts';

// Sample profiles: Purifier (Griffin) NV 3, F 4; Hybrid (Scorpion) NV 3, DC 3; Aberration
// (Scorpion) 2x2, NV 5, Brutish Strength/2; Knight of Hod (Griffin) Aura/1. The test Warden
// (Griffin) has DC 6. Hands are empty unless a test deals cards, so no card stage waits.

/** A Griffin marksman who may reach Heroic Firing, with Armour-Piercing Shot/2. */
const MARKSMAN: Profile = {
  ...SNIPER,
  id: 'marksman',
  name: 'Marksman',
  side: 'griffin',
  f: 6,
  aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }],
};

const purposes = (ev: readonly GameEvent[]) => rolls(ev).map((r) => [r['purpose'], r['warrior'], r['result']]);

const touching = (sc: Scenario, a: string, b: string): boolean =>
  enemiesInContact(sc.ctx, sc.state, w(sc, a)).some((e) => e.id === b);

describe('no parry against a shot from the target’s rear (HY-MODE-DC-05, HY-FACE-06, HY-FACE-09)', () => {
  /** The Purifier on (3,0) faces north and fires at the Hybrid on (3,4), in Defensive Combat. */
  function firing(facing: 'N' | 'S'): { sc: Scenario; ev: GameEvent[] } {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [3, 4], facing, dc: true, id: 'h' },
      ],
    });
    activate(sc, 'p');
    // The parry level is asked before the shot's roll, so the roll comes with the answer.
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: 'h', level: 1 }],
      ],
      facing === 'N' ? [2] : [],
    );
    return { sc, ev };
  }

  it('HY-MODE-DC-03 HY-MODE-DC-13 a shot from in front of the warrior in Defensive Combat may be parried', () => {
    const { sc } = firing('S');
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/parry' }]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'parry', level: 1 });
    // The shot hits (2); the Basic Parry holds with a 3 against NV 3.
    const ev = play(sc, [['scorpion', { kind: 'parry', level: 1 }]], [2, 3]);
    expect(purposes(ev)).toEqual([
      ['Firing (level 1)', 'p', 'success'],
      ['Parry (level 1)', 'h', 'success'],
    ]);
    expect(w(sc, 'h').wounds).toBe(0);
  });

  it('HY-MODE-DC-05 HY-FACE-06 HY-FACE-09 a shot from his rear quadrant wounds a warrior in Defensive Combat unparried', () => {
    const { sc, ev } = firing('N');
    expect(sc.rules.pending(sc.state)).not.toContainEqual({ seats: ['scorpion'], kind: 'hybrid/parry' });
    expect(purposes(ev)).toEqual([['Firing (level 1)', 'p', 'success']]);
    expect(w(sc, 'h').wounds).toBe(1);
    // The wound ends his Defensive Combat (HY-MODE-DC-04).
    expect(w(sc, 'h').dc).toBeNull();
  });

  it('HY-MODE-DC-05 HY-MODE-F-28 each Heroic Firing shot is judged on its own target: the one whose back is turned has no parry', () => {
    // The marksman on (3,0) fires at h1 on (2,5), facing him, and at h2 on (4,5), facing away.
    const sc = scenario({
      profiles: [MARKSMAN],
      warriors: [
        { profile: 'marksman', at: [3, 0], facing: 'N', id: 'm' },
        { profile: 'hybrid', at: [2, 5], facing: 'S', dc: true, id: 'h1' },
        { profile: 'hybrid', at: [4, 5], facing: 'N', dc: true, id: 'h2' },
      ],
    });
    activate(sc, 'm');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'fire', target: 'h1', level: 6, second: 'h2' }],
    ]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/parry' }]);
    // The first shot hits (2) and h1's parry fails (9); the second shot hits (2), h2 asked nothing.
    const ev = play(sc, [['scorpion', { kind: 'parry', level: 1 }]], [2, 9, 2]);
    expect(purposes(ev)).toEqual([
      ['Firing (level 6)', 'm', 'success'],
      ['Parry (level 1)', 'h1', 'failure'],
      ['Firing (level 6)', 'm', 'success'],
    ]);
    expect([w(sc, 'h1').wounds, w(sc, 'h2').wounds]).toEqual([1, 1]);
  });

  it('HY-MODE-DC-05 HY-APT-47 the Armour-Piercing bullet reaches a warrior whose back is turned: no parry', () => {
    // h1 on (3,4) faces the marksman and is not in Defensive Combat; h2 on (3,5) turns his back.
    const sc = scenario({
      profiles: [MARKSMAN],
      warriors: [
        { profile: 'marksman', at: [3, 0], facing: 'N', id: 'm' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h1' },
        { profile: 'hybrid', at: [3, 5], facing: 'N', dc: true, id: 'h2' },
      ],
    });
    activate(sc, 'm');
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: 'h1', level: 1, pierce: 'h2' }],
      ],
      [2, 2],
    );
    expect(purposes(ev)).toEqual([
      ['Firing (level 1)', 'm', 'success'],
      ['Firing (level 1)', 'm', 'success'],
    ]);
    expect([w(sc, 'h1').wounds, w(sc, 'h2').wounds]).toEqual([1, 1]);
  });

  /**
   * The Scorpion sniper on (3,0) faces north and sees (4,5), not (1,5) behind the wall. A Deceit
   * swap brings the Warden (DC 6, in Defensive Combat) from (1,5) to (4,5), facing as given.
   */
  function swapped(facing: 'N' | 'S', rolled: number[]): { sc: Scenario; ev: GameEvent[] } {
    const sc = scenario({
      profiles: [SNIPER],
      tiles: [WALL3_TILE],
      warriors: [
        { profile: 'sniper', at: [3, 0], facing: 'N', id: 'sn' },
        { profile: 'purifier', at: [4, 5], facing: 'E', id: 'a' },
        { profile: 'warden', at: [1, 5], facing, dc: true, id: 'wd' },
      ],
    });
    expect(seen(sc, 'sn', 'wd')).toBe(false);
    watching(sc, 'sn', 1);
    activate(sc, 'a');
    const deceit = giveEvent(sc, 'griffin', 'Deceit');
    const ev = play(sc, [['griffin', { kind: 'play-event', card: deceit, target: 'wd' }]], rolled);
    expect(ambushes(ev)).toEqual([['sn', 'wd']]);
    return { sc, ev };
  }

  it('HY-MODE-DC-03 HY-MODE-DC-13 an ambush shot from in front of the warrior may be parried', () => {
    const { sc } = swapped('S', []);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/parry' }]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'parry', level: 1 },
      { kind: 'parry', level: 6 },
    ]);
  });

  it('HY-MODE-DC-05 HY-FACE-06 HY-MODE-F-17 an ambush shot from his rear quadrant is not parried, Heroic Parry open or not', () => {
    const { sc, ev } = swapped('N', [2]);
    expect(sc.rules.pending(sc.state)).not.toContainEqual({ seats: ['griffin'], kind: 'hybrid/parry' });
    expect(purposes(ev)).toEqual([['Skilled Firing shot', 'sn', 'success']]);
    expect(w(sc, 'wd').wounds).toBe(1);
    expect(w(sc, 'wd').dc).toBeNull();
  });
});

describe('an enemy brought into base contact by any movement ends Skilled Firing (HY-MODE-F-16)', () => {
  it('HY-MODE-F-16 HY-MOVE-25 HY-APT-25 a push that ends beside a watcher’s back ends his Skilled Firing', () => {
    // The Aberration (3,1)-(4,2) strikes the Purifier on (3,3), who is pushed two squares north
    // to (3,5), against the back of the Scorpion sniper on (3,6), who faces north.
    const sc = scenario({
      profiles: [SNIPER],
      warriors: [
        { profile: 'aberration', at: [3, 1], facing: 'N', id: 'a' },
        { profile: 'purifier', at: [3, 3], facing: 'S', id: 'p' },
        { profile: 'sniper', at: [3, 6], facing: 'N', id: 'sn' },
      ],
    });
    watching(sc, 'sn', 1);
    activate(sc, 'a');
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 'p', level: 1 }],
      ],
      [2],
    );
    expect([w(sc, 'p').x, w(sc, 'p').y]).toEqual([3, 5]);
    expect(touching(sc, 'p', 'sn')).toBe(true);
    expect(ambushes(ev)).toEqual([]);
    expect(w(sc, 'sn').watch).toBeNull();
    expect(ev).toContainEqual({ type: 'hybrid/watch-ends', warrior: 'sn', rule: 'HY-MODE-F-16' });
    expect(sc.rules.invariants?.(sc.state)).toEqual([]);
  });

  it('HY-MODE-F-17 AMB-14 HY-MODE-F-19 a push that brings an enemy into sight and contact: the shot comes first, and a kill keeps the watcher in Skilled Firing', () => {
    // The sniper on (2,5) faces east; a column on (2,4) hides the Purifier on (3,3) from him,
    // not (3,5) where the push leaves him, in front of the sniper and touching him.
    const sc = scenario({
      profiles: [SNIPER],
      warriors: [
        { profile: 'aberration', at: [3, 1], facing: 'N', id: 'a' },
        { profile: 'purifier', at: [3, 3], facing: 'S', id: 'p' },
        { profile: 'sniper', at: [2, 5], facing: 'E', id: 'sn' },
      ],
    });
    sc.state.board.features['2,4'] = { column: true };
    expect(seen(sc, 'sn', 'p')).toBe(false);
    watching(sc, 'sn', 1);
    activate(sc, 'a');
    // The strike hits (2: 1 wound); the shot is a Perfect Success (1: 2 wounds) and kills him.
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 'p', level: 1 }],
      ],
      [2, 1],
    );
    expect(ambushes(ev)).toEqual([['sn', 'p']]);
    expect(w(sc, 'p').status).toBe('eliminated');
    expect(w(sc, 'sn').watch).toBe(1);
  });

  it('HY-MODE-F-16 HY-MODE-F-20 a push into one watcher’s sight and against another’s back: the one shot misses, and both leave Skilled Firing', () => {
    // The Purifier pushed from (3,3) to (3,5) comes into the sight of sn2 on (0,5), facing east (a
    // column on (2,4) hid him), and stands against the back of sn1 on (3,6), who faces north.
    const sc = scenario({
      profiles: [SNIPER],
      warriors: [
        { profile: 'aberration', at: [3, 1], facing: 'N', id: 'a' },
        { profile: 'purifier', at: [3, 3], facing: 'S', id: 'p' },
        { profile: 'sniper', at: [3, 6], facing: 'N', id: 'sn1' },
        { profile: 'sniper', at: [0, 5], facing: 'E', id: 'sn2' },
      ],
    });
    sc.state.board.features['2,4'] = { column: true };
    watching(sc, 'sn1', 1);
    watching(sc, 'sn2', 2);
    activate(sc, 'a');
    // The strike hits (2); sn2's shot misses (9).
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 'p', level: 1 }],
      ],
      [2, 9],
    );
    expect(ambushes(ev)).toEqual([['sn2', 'p']]);
    expect(touching(sc, 'p', 'sn1')).toBe(true);
    expect([w(sc, 'sn1').watch, w(sc, 'sn2').watch]).toEqual([null, null]);
    expect(sc.state.current).toMatchObject({ warrior: 'a', stage: 'finish' });
  });

  it('HY-MODE-F-16 HY-AURA-14 an enemy moved out of an Aura onto the square behind a watcher ends his Skilled Firing', () => {
    // The Knight on (3,3) (Aura/1) moves the Hybrid on (4,4) out of his zone to (4,5), behind
    // the Purifier on (4,6), who faces north and sees neither square.
    const sc = scenario({
      warriors: [
        { profile: 'knight-of-hod', at: [3, 3], facing: 'N', id: 'k' },
        { profile: 'hybrid', at: [4, 4], facing: 'S', id: 'h' },
        { profile: 'purifier', at: [4, 6], facing: 'N', id: 'p' },
      ],
    });
    watching(sc, 'p', 1);
    activate(sc, 'k');
    sc.state.cards.relocate = { bearer: 'k', warriors: ['h'] };
    const ev = play(sc, [['griffin', { kind: 'relocate', warrior: 'h', x: 4, y: 5 }]]);
    expect(touching(sc, 'h', 'p')).toBe(true);
    expect(ambushes(ev)).toEqual([]);
    expect(w(sc, 'p').watch).toBeNull();
  });

  it('HY-MODE-F-16 HY-CARD-EVENT-09 a Deceit swap that sets a 1x2 base against a watcher ends his Skilled Firing', () => {
    // Two 1x2 warriors swap their rear squares and keep their facings: l2, facing east, goes from
    // (0,0)-(1,0) to (5,5)-(6,5) and touches the Purifier on (7,5), who faces the board's edge
    // and sees nothing; l1, facing north on (5,5)-(5,6), touched nobody.
    const sc = scenario({
      profiles: [LONG],
      warriors: [
        { profile: 'long', at: [5, 5], facing: 'N', id: 'l1' },
        { profile: 'long', at: [0, 0], facing: 'E', id: 'l2' },
        { profile: 'purifier', at: [7, 5], facing: 'E', id: 'p' },
      ],
    });
    expect(touching(sc, 'l1', 'p')).toBe(false);
    watching(sc, 'p', 1);
    activate(sc, 'l1');
    const deceit = giveEvent(sc, 'scorpion', 'Deceit');
    const ev = play(sc, [['scorpion', { kind: 'play-event', card: deceit, target: 'l2' }]]);
    expect(touching(sc, 'l2', 'p')).toBe(true);
    expect(ambushes(ev)).toEqual([]);
    expect(w(sc, 'p').watch).toBeNull();
  });

  it('HY-MODE-F-16 HY-TERRAIN-07 a warrior who enters the laboratory beside a watcher ends his Skilled Firing', () => {
    // The Purifier waits at the gate (3,0); the sniper on (3,1) faces north, his back to it.
    const mission: Partial<Mission> = { entries: [{ id: 'gate', squares: [[3, 0]], covers: [[2, 0]] }] };
    const sc = scenario({
      profiles: [SNIPER],
      mission,
      warriors: [
        { profile: 'purifier', at: [0, 0], facing: 'N', id: 'p' },
        { profile: 'sniper', at: [3, 1], facing: 'N', id: 'sn' },
      ],
    });
    const p = w(sc, 'p');
    p.status = 'waiting';
    p.entry = 'gate';
    p.x = -1;
    p.y = -1;
    watching(sc, 'sn', 1);
    activate(sc, 'p');
    const ev = play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'move', x: 3, y: 0, facing: 'E' }],
    ]);
    expect(touching(sc, 'p', 'sn')).toBe(true);
    expect(ambushes(ev)).toEqual([]);
    expect(w(sc, 'sn').watch).toBeNull();
  });
});
