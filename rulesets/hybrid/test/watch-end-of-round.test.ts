import { describe, expect, it } from 'vitest';
import { activate, play, rolls, scenario, tryApply, w, type Scenario } from './scenario.ts';
import { RANGER, ambushes, rangerOnWatch, seen, watching } from './ambush.ts';

// A Skilled Firing warrior in his end-of-round move (HY-APT-34, HY-APT-35): he keeps his Mode and
// may fire after the move as in his activation, so the Firing levels are offered again there.
// Sample profile: Purifier (Griffin) NV 3, F 4, Movement 7. Hands are empty.

const offersWatch = (sc: Scenario): boolean =>
  sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'watch');

describe('Skilled Firing in the end-of-round move (HY-COUNTER-10, HY-MODE-F-14, HY-MODE-F-16)', () => {
  it('HY-COUNTER-10 HY-MODE-F-14 a warrior who stays in Skilled Firing through his end-of-round move is not offered to declare it again, and keeps his counter', () => {
    const sc = rangerOnWatch();
    // He does not move: he is still in Skilled Firing, under his counter 1.
    play(sc, [['scorpion', { kind: 'done' }]]);
    expect(w(sc, 'r').watch).toBe(1);
    expect(offersWatch(sc)).toBe(false);
    const r = tryApply(sc, 'scorpion', { kind: 'watch' });
    expect(r.ok ? 'applied' : r.error.code).toBe('combat/illegal');
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'end' });
  });

  it('HY-MODE-F-16 HY-MODE-F-15 HY-COUNTER-10 one whose end-of-round move took him out of it may declare it anew, with the next counter', () => {
    const sc = rangerOnWatch();
    // A step forward ends his Skilled Firing; no enemy is in sight where he stops.
    play(sc, [['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }]]);
    expect(w(sc, 'r').watch).toBeNull();
    play(sc, [['scorpion', { kind: 'done' }]]);
    expect(offersWatch(sc)).toBe(true);
    play(sc, [['scorpion', { kind: 'watch' }]]);
    expect(w(sc, 'r').watch).toBe(2);
  });
});

describe('a Skilled Firing shot that does not kill (HY-MODE-F-20)', () => {
  it('HY-MODE-F-20 a warrior whose Skilled Firing shot missed this round may not fire, nor declare Skilled Firing, in his end-of-round move', () => {
    // The ranger on (3,3), facing north, in Skilled Firing and already activated this round. The
    // Purifier on (7,2), facing north, out of his sight, walks to (6,6), in it.
    const sc = scenario({
      profiles: [RANGER],
      warriors: [
        { profile: 'ranger', at: [3, 3], facing: 'N', id: 'r' },
        { profile: 'purifier', at: [7, 2], facing: 'N', id: 'p' },
      ],
    });
    expect(seen(sc, 'r', 'p')).toBe(false);
    watching(sc, 'r', 1);
    const r = w(sc, 'r');
    r.mode = 'F';
    r.modeLevel = 3;
    activate(sc, 'p');
    w(sc, 'r').activated = true;
    // The shot misses (9): he leaves Skilled Firing.
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'MV', level: 1 }],
        ['griffin', { kind: 'move', x: 6, y: 6, facing: 'N' }],
      ],
      [9],
    );
    expect(ambushes(ev)).toEqual([['r', 'p']]);
    expect(rolls(ev).map((x) => x['result'])).toEqual(['failure']);
    expect(w(sc, 'r').watch).toBeNull();
    play(sc, [
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    // His Infiltration move: he stays put, the Purifier in plain sight three squares off.
    expect(sc.state.current).toMatchObject({ warrior: 'r', endOfRound: true, mode: 'F' });
    play(sc, [['scorpion', { kind: 'done' }]]);
    expect(seen(sc, 'r', 'p')).toBe(true);
    const legal = sc.rules.legalChoices(sc.state, 'scorpion');
    expect(legal.filter((c) => c.kind === 'fire' || c.kind === 'watch')).toEqual([]);
    expect(legal).toContainEqual({ kind: 'end' });
  });
});

describe('a watcher kept out of the sequence (HY-MODE-F-21)', () => {
  it('HY-APT-36 HY-APT-35 HY-MODE-F-21 an infiltrator kept in Skilled Firing out of the sequence has no place in the round’s order and makes no Infiltration move', () => {
    // The ranger on (3,3) kept his Skilled Firing: the Scorpion side put no one in its sequence.
    // The Purifier on (3,0), behind him and facing east, is the round's only activation.
    const sc = scenario({
      profiles: [RANGER],
      warriors: [
        { profile: 'ranger', at: [3, 3], facing: 'N', id: 'r' },
        { profile: 'purifier', at: [3, 0], facing: 'E', id: 'p' },
      ],
    });
    watching(sc, 'r', 1);
    const r = w(sc, 'r');
    r.mode = 'F';
    r.modeLevel = 3;
    activate(sc, 'p');
    sc.state.sides.scorpion.sequence = [];
    // The round ends: the next one's Activation Roll (3 against 7) follows.
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'end' }],
      ],
      [3, 7],
    );
    expect(ev.filter((e) => e.type === 'hybrid/end-move')).toEqual([]);
    expect(ev.some((e) => e.type === 'hybrid/round-end' && e['round'] === 1)).toBe(true);
    // Still on his square, still in Skilled Firing under his counter.
    expect(w(sc, 'r')).toMatchObject({ x: 3, y: 3, watch: 1 });
  });
});
