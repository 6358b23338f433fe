import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@skirmish/core';
import type { HybridChoice } from '../src/choices.ts';
import type { Profile } from '../src/content/schema.ts';
import { hybridPresenter, pauseLines } from '../src/presenter.ts';
import { activate, giveEvent, play, rolls, scenario, w, WALL3_TILE, type Scenario } from './scenario.ts';
import { SNIPER, ambushes, deal, seen, watching } from './ambush.ts';

// Sample profiles: Purifier (Griffin) NV 3, F 4; Seneschal (Griffin) NV 4, OC 3; Hybrid (Scorpion)
// NV 3; Aberration (Scorpion) 2x2, NV 5, Brutish Strength/2; Pest of Flesh (Scorpion) NV 2,
// Sacrifice/1. Hands are empty unless a test deals cards, so no card stage waits.

/** A Griffin marksman with Armour-Piercing Shot/2. */
const MARKSMAN: Profile = { ...SNIPER, id: 'marksman', name: 'Marksman', side: 'griffin', aptitudes: [] };
const PIERCER: Profile = { ...MARKSMAN, aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }] };

describe('a Skilled Firing warrior fires at every enemy who comes into his sight, whoever is active (HY-MODE-F-17, AMB-14)', () => {
  it('HY-MODE-F-17 HY-APT-25 an enemy a Brutish Strength push drives into the sight of a watcher of the pusher’s own side draws his shot', () => {
    // The Aberration (3,1)-(4,2) strikes the Purifier on (3,3), who is pushed two squares north
    // to (3,5). The Scorpion sniper on (0,5) faces east: a column on (2,4) hides (3,3) from him.
    const sc = scenario({
      profiles: [SNIPER],
      warriors: [
        { profile: 'aberration', at: [3, 1], facing: 'N', id: 'a' },
        { profile: 'purifier', at: [3, 3], facing: 'S', id: 'p' },
        { profile: 'sniper', at: [0, 5], facing: 'E', id: 'sn' },
      ],
    });
    sc.state.board.features['2,4'] = { column: true };
    expect(seen(sc, 'sn', 'p')).toBe(false);
    watching(sc, 'sn', 1);
    activate(sc, 'a');
    // The strike hits (2), the push; then the sniper's shot (3 against SL 4) hits too.
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 'p', level: 1 }],
      ],
      [2, 3],
    );
    expect([w(sc, 'p').x, w(sc, 'p').y]).toEqual([3, 5]);
    expect(seen(sc, 'sn', 'p')).toBe(true);
    expect(ambushes(ev)).toEqual([['sn', 'p']]);
    expect(rolls(ev).map((r) => [r['purpose'], r['warrior'], r['result']])).toEqual([
      ['Strike (level 1)', 'a', 'success'],
      ['Skilled Firing shot', 'sn', 'success'],
    ]);
    expect(w(sc, 'p').wounds).toBe(2);
    // The Purifier lives: the sniper leaves Skilled Firing (HY-MODE-F-20).
    expect(w(sc, 'sn').watch).toBeNull();
    expect(sc.state.current).toMatchObject({ warrior: 'a', stage: 'finish' });
    expect(sc.rules.invariants?.(sc.state)).toEqual([]);
  });

  it('HY-MODE-F-17 HY-AURA-14 an enemy moved out of an Aura of Renunciation into a watcher’s sight draws his shot', () => {
    // The Knight on (3,3) (Aura/1) moves the Hybrid on (4,4) out of his zone to (4,5). The
    // Purifier on (0,4) faces east; a column on (2,4) hides (4,4) from him, not (4,5).
    const sc = scenario({
      warriors: [
        { profile: 'knight-of-hod', at: [3, 3], facing: 'N', id: 'k' },
        { profile: 'hybrid', at: [4, 4], facing: 'S', id: 'h' },
        { profile: 'purifier', at: [0, 4], facing: 'E', id: 'p' },
      ],
    });
    sc.state.board.features['2,4'] = { column: true };
    expect(seen(sc, 'p', 'h')).toBe(false);
    watching(sc, 'p', 1);
    activate(sc, 'k');
    sc.state.cards.relocate = { bearer: 'k', warriors: ['h'] };
    const ev = play(sc, [['griffin', { kind: 'relocate', warrior: 'h', x: 4, y: 5 }]], [2]);
    expect(seen(sc, 'p', 'h')).toBe(true);
    expect(ambushes(ev)).toEqual([['p', 'h']]);
    expect(w(sc, 'h').wounds).toBe(1);
    // The Knight's activation goes on at the Mode.
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'mode', mode: 'OC' });
  });

  /**
   * A wall along the north edges of row 3, with a closed door at (3,3). The Seneschal on (4,3)
   * opens it; the Purifier on (3,0), in Skilled Firing and facing north, then sees the Hybrid on
   * (3,6) through it. Each side holds the Action card given.
   */
  function doorway(griffinCard: string, scorpionCard: string): { sc: Scenario; opened: GameEvent[] } {
    const edges: Record<string, 'wall'> = {};
    for (let x = 0; x < 8; x++) if (x !== 3) edges[`${x},3,N`] = 'wall';
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [4, 3], facing: 'N', id: 's' },
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [3, 6], facing: 'S', id: 'h' },
      ],
      mission: { edges, doors: [{ id: 'd', edges: ['3,3,N'], open: false }] },
    });
    expect(seen(sc, 'p', 'h')).toBe(false);
    watching(sc, 'p', 1);
    deal(sc, 'griffin', griffinCard);
    deal(sc, 'scorpion', scorpionCard);
    activate(sc, 's');
    const opened = play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'door', door: 'd' }],
    ]);
    return { sc, opened };
  }

  it('HY-MODE-F-17 HY-MODE-F-24 HY-DOOR-02 a door the active warrior opens shows an enemy to a watcher of his side: the shooter plays first, the enemy after', () => {
    const { sc, opened } = doorway('action-10', 'action-13');
    expect(ambushes(opened)).toEqual([['p', 'h']]);
    // No move is under way: the words say an ambush, not a stopped movement.
    const view = sc.rules.view(sc.state, 'griffin');
    expect(pauseLines(view, 'en')[0]).toMatch(/^Ambush: .+ fires at .+ on D7 \(Skilled Firing\)\.$/);
    expect(pauseLines(view, 'hu')[0]).toMatch(/^Les: .+ lesből .+ felé lő, a D7 mezőn\.$/);
    // The shooter's side is asked first though it is the active one, then the side shot at.
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/ambush-cards' }]);
    play(sc, [['griffin', { kind: 'cards', cards: [] }]]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/ambush-cards' }]);
    const ev = play(sc, [['scorpion', { kind: 'hinder', card: null }]], [2]);
    expect(rolls(ev)).toHaveLength(1);
    expect(rolls(ev)[0]).toMatchObject({ purpose: 'Skilled Firing shot', warrior: 'p', result: 'success' });
    expect(w(sc, 'h').wounds).toBe(1);
    // The Seneschal's move goes on where it stood.
    expect(sc.state.current).toMatchObject({ warrior: 's', stage: 'move', paused: null });
  });

  it('HY-MODE-F-24 HY-CARD-ACTION-26 the shooter’s side, though the active one, backs its own shooter: Second Wind mends him, not the enemy', () => {
    // Second Wind (action-09) for its Effect: "your warrior in this roll" is the shooter.
    const { sc } = doorway('action-09', 'action-13');
    w(sc, 'p').wounds = 1;
    w(sc, 'h').wounds = 1;
    const mend: HybridChoice = { kind: 'cards', cards: ['action-09'], effect: true };
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual(mend);
    play(sc, [['griffin', mend]]);
    expect([w(sc, 'p').wounds, w(sc, 'h').wounds]).toEqual([0, 1]);
  });

  it('HY-MODE-F-17 a friend who walks off the line between a watcher and an enemy lets him see and fire', () => {
    // The Purifier on (3,0) faces north; the Seneschal on (3,3) hides the Hybrid on (3,6) from him.
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
        { profile: 'seneschal', at: [3, 3], facing: 'N', id: 's' },
        { profile: 'hybrid', at: [3, 6], facing: 'S', id: 'h' },
      ],
    });
    expect(seen(sc, 'p', 'h')).toBe(false);
    watching(sc, 'p', 1);
    activate(sc, 's');
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'move', x: 5, y: 3, facing: 'N' }],
      ],
      [2],
    );
    expect(ambushes(ev)).toEqual([['p', 'h']]);
    expect(w(sc, 'h').wounds).toBe(1);
  });

  it('HY-MODE-F-17 HY-MODE-F-19 an enemy killed off the line lets a watcher see the next one, whose death lets a second watcher fire', () => {
    // The Purifier p1 on (0,3) faces east, the Purifier p2 on (5,0) faces north. The Hybrid x on
    // (2,3) hides the Hybrid h1 on (5,3) from p1; h1 hides the Hybrid h2 on (5,6) from p2. The
    // Seneschal kills x; p1 then kills h1 and stays in Skilled Firing; p2 then fires at h2.
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [2, 2], facing: 'N', id: 's' },
        { profile: 'purifier', at: [0, 3], facing: 'E', id: 'p1' },
        { profile: 'purifier', at: [5, 0], facing: 'N', id: 'p2' },
        { profile: 'hybrid', at: [2, 3], facing: 'S', wounds: 2, id: 'x' },
        { profile: 'hybrid', at: [5, 3], facing: 'S', wounds: 2, id: 'h1' },
        { profile: 'hybrid', at: [5, 6], facing: 'S', id: 'h2' },
      ],
    });
    expect([seen(sc, 'p1', 'h1'), seen(sc, 'p2', 'h2')]).toEqual([false, false]);
    watching(sc, 'p1', 1);
    watching(sc, 'p2', 2);
    activate(sc, 's');
    // The Action deck is spent (HY-CARD-ACTION-06): no death brings a card that a shot would wait
    // for, so the whole chain follows from the one strike.
    sc.state.actionDiscard.push(...sc.state.actionDeck);
    sc.state.actionDeck = [];
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: 'x', level: 1 }],
      ],
      [2, 2, 2],
    );
    expect(ambushes(ev)).toEqual([
      ['p1', 'h1'],
      ['p2', 'h2'],
    ]);
    expect([w(sc, 'x').status, w(sc, 'h1').status, w(sc, 'h2').wounds]).toEqual(['eliminated', 'eliminated', 1]);
    expect([w(sc, 'p1').watch, w(sc, 'p2').watch]).toEqual([1, null]);
  });

  it('HY-MODE-F-17 HY-MODE-F-18 a mover shot dead where he hid an enemy from a second watcher draws that watcher’s shot at the enemy', () => {
    // The Purifier p1 on (0,3) faces east, the Purifier p2 on (5,0) faces north. The Hybrid h steps
    // from (5,4), hidden from p1 by a column on (4,4), to (5,3), in his sight; there, as before, he
    // hides the Hybrid h2 on (5,6) from p2. p1 kills him.
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [0, 3], facing: 'E', id: 'p1' },
        { profile: 'purifier', at: [5, 0], facing: 'N', id: 'p2' },
        { profile: 'hybrid', at: [5, 4], facing: 'S', wounds: 2, id: 'h' },
        { profile: 'hybrid', at: [5, 6], facing: 'S', id: 'h2' },
      ],
    });
    sc.state.board.features['4,4'] = { column: true };
    expect([seen(sc, 'p1', 'h'), seen(sc, 'p2', 'h2')]).toEqual([false, false]);
    watching(sc, 'p1', 1);
    watching(sc, 'p2', 2);
    // No card comes to the Scorpion player for the death (the deck is spent, HY-CARD-ACTION-06).
    sc.state.actionDiscard.push(...sc.state.actionDeck);
    sc.state.actionDeck = [];
    activate(sc, 'h');
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'move', x: 5, y: 3, facing: 'S' }],
      ],
      [2, 2],
    );
    expect(ambushes(ev)).toEqual([
      ['p1', 'h'],
      ['p2', 'h2'],
    ]);
    expect([w(sc, 'h').status, w(sc, 'h2').wounds]).toEqual(['eliminated', 1]);
  });

  it('HY-MODE-F-17 HY-APT-44 a creature that sacrifices itself off the line lets a watcher see the enemy behind it before the activation ends', () => {
    // The Purifier on (3,0) faces north; the Pest of Flesh on (3,3) hides the Hybrid on (3,6).
    // It sacrifices itself against the Seneschal on (2,3).
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
        { profile: 'pest-of-flesh', at: [3, 3], facing: 'W', id: 'x' },
        { profile: 'seneschal', at: [2, 3], facing: 'E', id: 's' },
        { profile: 'hybrid', at: [3, 6], facing: 'S', id: 'h' },
      ],
    });
    expect(seen(sc, 'p', 'h')).toBe(false);
    watching(sc, 'p', 1);
    activate(sc, 'x');
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'sacrifice', target: 's' }],
      ],
      [2],
    );
    expect(w(sc, 'x').status).toBe('removed');
    expect(ambushes(ev)).toEqual([['p', 'h']]);
    expect(w(sc, 'h').wounds).toBe(1);
    expect(sc.state.current?.warrior).not.toBe('x');
  });
});

describe('a Skilled Firing shot at a warrior in Defensive Combat (HY-MODE-DC-03, HY-MODE-DC-13)', () => {
  it('HY-MODE-DC-03 HY-MODE-DC-13 HY-CARD-EVENT-09 the warrior shot at picks Basic or Heroic Parry, and parries', () => {
    // The Scorpion sniper on (3,0) faces north and sees (4,5), not (1,5) behind the wall. A Deceit
    // swap brings the Warden (DC 6, in Defensive Combat) from (1,5) to (4,5).
    const sc = scenario({
      profiles: [SNIPER],
      tiles: [WALL3_TILE],
      warriors: [
        { profile: 'sniper', at: [3, 0], facing: 'N', id: 'sn' },
        { profile: 'purifier', at: [4, 5], facing: 'E', id: 'a' },
        { profile: 'warden', at: [1, 5], facing: 'E', dc: true, id: 'wd' },
      ],
    });
    expect(seen(sc, 'sn', 'wd')).toBe(false);
    watching(sc, 'sn', 1);
    activate(sc, 'a');
    const deceit = giveEvent(sc, 'griffin', 'Deceit');
    const ev = play(sc, [['griffin', { kind: 'play-event', card: deceit, target: 'wd' }]]);
    expect(ambushes(ev)).toEqual([['sn', 'wd']]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/parry' }]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'parry', level: 1 },
      { kind: 'parry', level: 6 },
    ]);
    // The shot hits (2); the Heroic Parry (NV 4) holds with a 3.
    const shot = play(sc, [['griffin', { kind: 'parry', level: 6 }]], [2, 3]);
    expect(rolls(shot).map((r) => [r['purpose'], r['result']])).toEqual([
      ['Skilled Firing shot', 'success'],
      ['Parry (level 6)', 'success'],
    ]);
    expect(w(sc, 'wd').wounds).toBe(0);
    expect(w(sc, 'wd').dc).toEqual({ heroic: true });
    expect(w(sc, 'sn').watch).toBeNull();
  });

  it('HY-MODE-DC-13 with only Basic Parry open to him the warrior shot at parries at level 1 unasked', () => {
    const sc = scenario({
      profiles: [SNIPER],
      tiles: [WALL3_TILE],
      warriors: [
        { profile: 'sniper', at: [3, 0], facing: 'N', id: 'sn' },
        { profile: 'purifier', at: [4, 5], facing: 'E', id: 'a' },
        { profile: 'seneschal', at: [1, 5], facing: 'E', dc: true, id: 'wd' },
      ],
    });
    watching(sc, 'sn', 1);
    activate(sc, 'a');
    const deceit = giveEvent(sc, 'griffin', 'Deceit');
    // The Seneschal's DC 3 allows only Basic Parry against a shot: the shot hits (2), the parry fails (9).
    const ev = play(sc, [['griffin', { kind: 'play-event', card: deceit, target: 'wd' }]], [2, 9]);
    expect(rolls(ev).map((r) => [r['purpose'], r['result']])).toEqual([
      ['Skilled Firing shot', 'success'],
      ['Parry (level 1)', 'failure'],
    ]);
    expect(w(sc, 'wd').wounds).toBe(1);
  });
});

describe('the Armour-Piercing bullet of a Skilled Firing shot (HY-APT-47, AMB-14)', () => {
  /**
   * The marksman on (3,0) faces north, in Skilled Firing; the Hybrid h1 steps from (0,1), out of
   * his field of vision, to (1,2), in it; the Hybrid h2 on (0,4) stands two squares behind.
   */
  function range(options: Record<string, unknown>): Scenario {
    const sc = scenario({
      profiles: [PIERCER],
      options,
      warriors: [
        { profile: 'marksman', at: [3, 0], facing: 'N', id: 'm' },
        { profile: 'hybrid', at: [0, 1], facing: 'N', id: 'h1' },
        { profile: 'hybrid', at: [0, 4], facing: 'S', id: 'h2' },
      ],
    });
    expect([seen(sc, 'm', 'h1'), seen(sc, 'm', 'h2')]).toEqual([false, true]);
    watching(sc, 'm', 1);
    activate(sc, 'h1');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    return sc;
  }

  it('HY-APT-47 HY-APT-49 HY-APT-02 the shooter declares the bullet going on; after the hit a second roll, with no card on it', () => {
    const sc = range({});
    deal(sc, 'griffin', 'action-10');
    play(sc, [['scorpion', { kind: 'move', x: 1, y: 2, facing: 'N' }]]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/ambush-aim' }]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'fire', target: 'h1', level: 3 },
      { kind: 'fire', target: 'h1', level: 3, pierce: 'h2' },
    ]);
    const view = sc.rules.view(sc.state, 'griffin');
    const p = hybridPresenter;
    const aim = { seats: ['griffin'], kind: 'hybrid/ambush-aim' };
    expect(p.prompt?.(aim, view, 'en')).toBe('Does the ambush shot pierce through to a warrior behind?');
    const through = { kind: 'fire', target: 'h1', level: 3, pierce: 'h2' } as const;
    expect(p.choice(through, view, 'en')).toMatch(/^Ambush shot at .+, piercing through to .+$/);
    expect(p.choice(through, view, 'hu')).toMatch(/^Lesből leadott lövés: .+; a golyó átüt, eléri: .+$/);
    play(sc, [['griffin', { kind: 'fire', target: 'h1', level: 3, pierce: 'h2' }]]);
    // The shooter's one card on the shot; none is asked for the bullet's second roll.
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/ambush-cards' }]);
    const ev = play(sc, [['griffin', { kind: 'cards', cards: [] }]], [2, 3]);
    expect(rolls(ev).map((r) => [r['purpose'], r['warrior'], r['sl'], r['result']])).toEqual([
      ['Skilled Firing shot', 'm', 4, 'success'],
      ['Firing (level 1)', 'm', 4, 'success'],
    ]);
    expect([w(sc, 'h1').wounds, w(sc, 'h2').wounds]).toEqual([1, 1]);
    expect(sc.state.cards.piercedRound).toEqual({ m: 1 });
    expect(sc.state.sides.griffin.hand).toEqual(['action-10']);
    expect(sc.state.current?.paused).toBeNull();
  });

  it('HY-APT-47 AMB-37 with armourPiercingOptional off the bullet goes on unasked', () => {
    const sc = range({ armourPiercingOptional: false });
    const ev = play(sc, [['scorpion', { kind: 'move', x: 1, y: 2, facing: 'N' }]], [2, 3]);
    expect(rolls(ev).map((r) => [r['purpose'], r['warrior'], r['result']])).toEqual([
      ['Skilled Firing shot', 'm', 'success'],
      ['Firing (level 1)', 'm', 'success'],
    ]);
    expect([w(sc, 'h1').wounds, w(sc, 'h2').wounds]).toEqual([1, 1]);
  });

  it('HY-APT-47 a shot that misses sends the bullet nowhere', () => {
    const sc = range({ armourPiercingOptional: false });
    const ev = play(sc, [['scorpion', { kind: 'move', x: 1, y: 2, facing: 'N' }]], [9]);
    expect(rolls(ev)).toHaveLength(1);
    expect(w(sc, 'h2').wounds).toBe(0);
    expect(sc.state.cards.piercedRound).toEqual({});
  });
});
