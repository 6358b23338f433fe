import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@skirmish/core';
import { activate, giveEvent, play, rolls, scenario, w, WALL3_TILE, type Scenario } from './scenario.ts';

// WALL3_TILE: a wall along the north edges of row 3, from x = 0 to 3. Sample profiles: Skorize
// (Scorpion) Infiltration/4; Purifier (Griffin) F 4; Hybrid (Scorpion) NV 3.

const lost = (ev: readonly GameEvent[], id: string) =>
  ev.some((e) => e.type === 'hybrid/infiltration-lost' && e['warrior'] === id);

describe('Infiltration is lost as soon as an opponent sees him (HY-APT-37)', () => {
  // Skorize at (2,6), behind the wall's end: a Purifier facing north on row 1 sees him only
  // from (5,1) and (6,1), not from (3,1), (4,1) or (7,1).
  const lab = (): Scenario =>
    scenario({
      warriors: [
        { profile: 'skorize', at: [2, 6], facing: 'S', id: 'k' },
        { profile: 'purifier', at: [3, 1], facing: 'N', id: 'p' },
      ],
      tiles: [WALL3_TILE],
    });

  it('HY-APT-37 an enemy whose move passes where he sees the infiltrator and ends out of sight takes the aptitude away at that step', () => {
    const sc = lab();
    activate(sc, 'p');
    const moved = play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'move', x: 7, y: 1, facing: 'N' }],
    ]);
    // Lost during the move, before it ends.
    const at = moved.findIndex((e) => e.type === 'hybrid/infiltration-lost');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(moved.findIndex((e) => e.type === 'hybrid/moved'));
    expect(w(sc, 'k').infiltrationLost).toBe(true);
    play(sc, [['griffin', { kind: 'done' }]]);
    expect(w(sc, 'k').infiltrationLost).toBe(true);
  });

  it('HY-APT-37 an enemy whose move never has him in sight leaves him the aptitude', () => {
    const sc = lab();
    w(sc, 'p').x = 0;
    activate(sc, 'p');
    const ev = play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'move', x: 4, y: 1, facing: 'N' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(lost(ev, 'k')).toBe(false);
    expect(w(sc, 'k').infiltrationLost).toBe(false);
  });

  it('HY-APT-37 the infiltrator whose own move crosses an enemy view, to end hidden again, loses it on the way', () => {
    // The Purifier on (4,4) faces west: of column 2 he sees rows 2 to 6 only.
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [2, 1], facing: 'N', id: 'k' },
        { profile: 'purifier', at: [4, 4], facing: 'W', id: 'p' },
      ],
    });
    activate(sc, 'k');
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 2, y: 7, facing: 'N' }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(lost(ev, 'k')).toBe(true);
    expect(w(sc, 'k').infiltrationLost).toBe(true);
  });

  it('HY-APT-37 an infiltrator seen through a door an enemy opens, before that enemy walks out of sight, loses it', () => {
    // A wall along the north edges of row 3, broken at (3,3) by a closed single door; the
    // Purifier on (3,3) faces north at Skorize on (3,6), then walks to (1,2), behind the wall.
    const edges: Record<string, 'wall'> = {};
    for (let x = 0; x < 8; x++) if (x !== 3) edges[`${x},3,N`] = 'wall';
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [3, 6], facing: 'S', id: 'k' },
        { profile: 'purifier', at: [3, 3], facing: 'N', id: 'p' },
      ],
      mission: { edges, doors: [{ id: 'd', edges: ['3,3,N'], open: false }] },
    });
    activate(sc, 'p');
    const ev = play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'door', door: 'd' }],
      ['griffin', { kind: 'move', x: 1, y: 2, facing: 'N' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(lost(ev, 'k')).toBe(true);
    expect(w(sc, 'k').infiltrationLost).toBe(true);
  });
});

describe('a Deceit swap and Infiltration (HY-APT-37)', () => {
  it('HY-APT-37 HY-CARD-EVENT-09 a warrior swapped to where he sees the infiltrator takes it away, though he then walks off', () => {
    // Skorize at (2,6) behind the wall's end: seen from (5,1) facing north, not from (4,0).
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [2, 6], facing: 'S', id: 'k' },
        { profile: 'purifier', at: [3, 1], facing: 'N', id: 'a' },
        { profile: 'purifier', at: [5, 1], facing: 'S', id: 'b' },
      ],
      tiles: [WALL3_TILE],
    });
    activate(sc, 'a');
    const deceit = giveEvent(sc, 'griffin', 'Deceit');
    const ev = play(sc, [
      ['griffin', { kind: 'play-event', card: deceit, target: 'b' }],
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'move', x: 4, y: 0, facing: 'N' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(lost(ev, 'k')).toBe(true);
    expect(w(sc, 'k').infiltrationLost).toBe(true);
  });
});

describe("a Deceit swap into a Skilled Firing enemy's view draws his shot at once (HY-MODE-F-17, AMB-14)", () => {
  // The Purifier on (3,0) faces north, in Skilled Firing: he sees (4,5) but not (1,5), behind the wall.
  const lab = (): Scenario => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [1, 5], facing: 'E', id: 'h' },
        { profile: 'skorize', at: [4, 5], facing: 'E', id: 'k' },
      ],
      tiles: [WALL3_TILE],
    });
    w(sc, 'p').watch = 1;
    sc.state.watchNext = 2;
    return sc;
  };
  const ambushes = (ev: readonly GameEvent[]) =>
    ev.filter((e) => e.type === 'hybrid/ambush').map((e) => [e['shooter'], e['target']]);

  it('HY-MODE-F-17 HY-CARD-EVENT-09 the active warrior swapped into his view is shot at', () => {
    const sc = lab();
    activate(sc, 'h');
    const deceit = giveEvent(sc, 'scorpion', 'Deceit');
    const ev = play(sc, [['scorpion', { kind: 'play-event', card: deceit, target: 'k' }]], [2]);
    expect([w(sc, 'h').x, w(sc, 'h').y]).toEqual([4, 5]);
    // Skorize was in sight already and goes out of it: only the Hybrid, newly seen, draws a shot.
    expect(ambushes(ev)).toEqual([['p', 'h']]);
    expect(rolls(ev)[0]).toMatchObject({ purpose: 'Skilled Firing shot' });
    expect(w(sc, 'h').wounds).toBe(1);
    // The activation goes on at the Mode.
    expect(sc.state.current?.stage).toBe('mode');
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'mode', mode: 'OC' });
  });

  it('HY-MODE-F-17 HY-CARD-EVENT-09 the friend the active warrior swaps with, put into his view, is shot at', () => {
    const sc = lab();
    activate(sc, 'k');
    const deceit = giveEvent(sc, 'scorpion', 'Deceit');
    const ev = play(sc, [['scorpion', { kind: 'play-event', card: deceit, target: 'h' }]], [2]);
    expect([w(sc, 'h').x, w(sc, 'h').y]).toEqual([4, 5]);
    expect(ambushes(ev)).toEqual([['p', 'h']]);
    expect(w(sc, 'h').wounds).toBe(1);
    expect(w(sc, 'k').wounds).toBe(0);
    expect(sc.state.current?.warrior).toBe('k');
    expect(sc.rules.invariants?.(sc.state)).toEqual([]);
  });

  it("HY-MODE-F-17 HY-MODE-F-24 the shot at the swapped partner waits for the shooter's Action card, then the Mode is chosen", () => {
    const sc = lab();
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== 'action-10');
    sc.state.sides.griffin.hand = ['action-10'];
    // An Event card in the shooter's hand: a move's end would open a window for it, a swap's does not.
    giveEvent(sc, 'griffin', 'Misfire');
    activate(sc, 'k');
    const deceit = giveEvent(sc, 'scorpion', 'Deceit');
    play(sc, [['scorpion', { kind: 'play-event', card: deceit, target: 'h' }]]);
    expect(sc.state.current?.paused).toMatchObject({ reason: 'ambush', shooter: 'p', target: 'h', stage: 'cards' });
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/ambush-cards' }]);
    expect(sc.rules.invariants?.(sc.state)).toEqual([]);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'cards', cards: ['action-10'] }],
        // The window before the shot (CARD-EVENT-04): the shooter's side passes.
        ['griffin', { kind: 'events-done' }],
      ],
      [2],
    );
    expect(ev.filter((e) => e.type === 'hybrid/roll').map((e) => e['warrior'])).toEqual(['p']);
    expect(w(sc, 'h').wounds).toBe(1);
    expect(sc.state.current?.paused).toBeNull();
    expect(sc.state.cards.eventWindow).toBeNull();
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'mode', mode: 'OC' });
  });
});
