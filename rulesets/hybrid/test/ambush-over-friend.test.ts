import { describe, expect, it } from 'vitest';
import type { HybridChoice } from '../src/choices.ts';
import { sees } from '../src/world.ts';
import { activate, play, rolls, scenario, w, WALL3_TILE, type Scenario } from './scenario.ts';

/**
 * Seed 119 of the Hybrid fuzzer, made small: a Hybrid (NV 3, Movement 7) at (1, 5) facing east,
 * a friendly Hybrid on (4, 5) between columns on (4, 4) and (4, 6), and a Skilled Firing Purifier
 * at (7, 5) facing west. The friend hides the mover from the Purifier until the mover passes
 * through the friend's square (HY-MOVE-17): the ambush stops him there.
 */
function overFriend(): Scenario {
  const sc = scenario({
    tiles: [WALL3_TILE],
    warriors: [
      { profile: 'purifier', at: [7, 5], facing: 'W', id: 'p1' },
      { profile: 'hybrid', at: [1, 5], facing: 'E', id: 'mover' },
      { profile: 'hybrid', at: [4, 5], facing: 'E', id: 'friend' },
    ],
  });
  for (const k of ['4,4', '4,6']) sc.state.board.features[k] = { column: true };
  const h = w(sc, 'mover');
  // Checked first, so the position cannot silently stop proving the rules: seen from x = 4 on.
  const seen = [1, 2, 3, 4, 5].map((x) => {
    h.x = x;
    return sees(sc.ctx, sc.state, w(sc, 'p1'), h);
  });
  h.x = 1;
  expect(seen).toEqual([false, false, false, true, true]);
  w(sc, 'p1').watch = 1;
  sc.state.watchNext = 2;
  activate(sc, 'mover');
  play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
  // Cards in both hands (taken out of the deck, so every card is counted once), so the shot waits
  // for them with the mover where he was seen.
  const deal = ['action-10', 'action-13'];
  sc.state.actionDeck = sc.state.actionDeck.filter((c) => !deal.includes(c));
  sc.state.actionDiscard = sc.state.actionDiscard.filter((c) => !deal.includes(c));
  sc.state.sides.griffin.hand = ['action-10'];
  sc.state.sides.scorpion.hand = ['action-13'];
  return sc;
}

const at = (sc: Scenario, id: string) => [w(sc, id).x, w(sc, id).y];
const broken = (sc: Scenario) => sc.rules.invariants?.(sc.state) ?? [];

describe('an ambush on a friend the mover is passing through', () => {
  it('HY-MOVE-17 HY-MODE-F-17 the shot stops the move on the friend’s square, and the walk then ends on a free square (HY-MOVE-19)', () => {
    const sc = overFriend();
    const walk: HybridChoice = { kind: 'move', x: 5, y: 5, facing: 'E' };
    const ev = play(sc, [['scorpion', walk]]);
    expect(ev.filter((e) => e.type === 'hybrid/ambush').map((e) => e['shooter'])).toEqual(['p1']);
    expect(sc.state.current?.paused).toMatchObject({ reason: 'ambush', shooter: 'p1', stage: 'cards' });
    // He stands over his friend while the cards are played: a position the rules allow.
    expect(at(sc, 'mover')).toEqual([4, 5]);
    expect(at(sc, 'friend')).toEqual([4, 5]);
    expect(broken(sc)).toEqual([]);
    // Battle Cry against Guard Up: SL 3 + 2 - 2 = 3, and a 7 misses. The walk goes on.
    const shot = play(
      sc,
      [
        ['griffin', { kind: 'cards', cards: ['action-10'] }],
        ['scorpion', { kind: 'hinder', card: 'action-13' }],
      ],
      [7],
    );
    expect(rolls(shot)[0]).toMatchObject({ warrior: 'p1', sl: 3, kept: 7, result: 'failure' });
    expect(sc.state.current?.paused ?? null).toBeNull();
    expect(at(sc, 'mover')).toEqual([5, 5]);
    expect(at(sc, 'friend')).toEqual([4, 5]);
    expect(broken(sc)).toEqual([]);
  });

  it('HY-WOUND-04 HY-MOVE-19 a Perfect Success that leaves him short stops him on the last free square, not on his friend', () => {
    const sc = overFriend();
    // (7, 3) costs 6 of his 7 MP, by way of his friend's square; he is shot there after 3.
    play(sc, [['scorpion', { kind: 'move', x: 7, y: 3, facing: 'N' }]]);
    expect(at(sc, 'mover')).toEqual([4, 5]);
    expect(broken(sc)).toEqual([]);
    // A 1 is a Perfect Success whatever the cards: 2 wounds, so 7 - 3 - 2 = 2 MP are left for
    // the 3 still to go: he stops at once, and his friend's square is no place to stop.
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'cards', cards: [] }],
        ['scorpion', { kind: 'hinder', card: null }],
      ],
      [1],
    );
    expect(rolls(ev)[0]).toMatchObject({ warrior: 'p1', kept: 1, result: 'perfect' });
    expect(w(sc, 'mover').wounds).toBe(2);
    expect(ev.some((e) => e.type === 'hybrid/stopped' && e['rule'] === 'HY-WOUND-04')).toBe(true);
    expect(at(sc, 'mover')).toEqual([3, 5]);
    expect(broken(sc)).toEqual([]);
  });

  it('HY-MOVE-19 only a move stopped mid-way over a square he may pass through lets two warriors share it', () => {
    const sc = overFriend();
    w(sc, 'mover').x = 4;
    expect(broken(sc)).toEqual(['friend and mover share square 4,5']);
    // Stopped by the ambush over his friend, then the friend gives way to the enemy: in Close
    // Combat, not Novice Move, no move may cross an enemy's square.
    w(sc, 'mover').x = 1;
    play(sc, [['scorpion', { kind: 'move', x: 5, y: 5, facing: 'E' }]]);
    expect(sc.state.current?.paused).toMatchObject({ reason: 'ambush' });
    expect(broken(sc)).toEqual([]);
    w(sc, 'friend').x = 2;
    w(sc, 'p1').x = 4;
    expect(broken(sc)).toEqual(['mover and p1 share square 4,5']);
  });
});
