import { describe, expect, it } from 'vitest';
import type { Mission } from '../src/content/schema.ts';
import { activate, play, rolls, scenario, w, type Scenario } from './scenario.ts';

/**
 * The Aberration (Brutish Strength/2, 2x2) at (2,0) facing north strikes Sasia Samaris (2x2) at
 * (2,2); a hit pushes her 2 squares north. An open trapdoor at (2,4) lies under the rows her base
 * covers after the first square (rows 3-4) and after the second (rows 4-5). The strike rolls a 2.
 */
function pushBigBase(options: Record<string, unknown>): { sc: Scenario; ev: ReturnType<typeof play> } {
  const sc = scenario({
    options,
    warriors: [
      { profile: 'aberration', at: [2, 0], facing: 'N', id: 'ab' },
      { profile: 'sasia-samaris', at: [2, 2], facing: 'S', id: 's' },
    ],
  });
  sc.state.board.features['2,4'] = { trapdoor: 'open' };
  activate(sc, 'ab');
  const ev = play(
    sc,
    [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'strike', target: 's', level: 1 }],
    ],
    [2],
  );
  return { sc, ev };
}

describe('a pushed big base and open trapdoors (AMB-21, option bigBaseTrapdoorRule)', () => {
  it('HY-TRAP-13 HY-APT-28 under bigBaseTrapdoorRule ignore a pushed 2x2 base crosses the open trapdoor as a plain square and takes no pit wound', () => {
    const { sc, ev } = pushBigBase({ bigBaseTrapdoorRule: 'ignore' });
    const s = w(sc, 's');
    // Both squares of the push are travelled: (2,3), then (2,4), standing on the trapdoor.
    expect(ev.filter((e) => e.type === 'hybrid/pushed').map((e) => [e['x'], e['y']])).toEqual([
      [2, 3],
      [2, 4],
    ]);
    expect([s.x, s.y, s.facing]).toEqual([2, 4, 'S']);
    // The strike's wound only: no fall (HY-TRAP-07), no square left untravelled.
    expect(s.wounds).toBe(1);
    expect(ev.some((e) => e.type === 'hybrid/wound' && e['rule'] === 'HY-TRAP-07')).toBe(false);
    expect(ev.some((e) => e.type === 'hybrid/wound' && e['rule'] === 'HY-APT-26')).toBe(false);
  });

  it('HY-TRAP-07 HY-TRAP-13 under the default rule the same push drops her in after one square: 1 + 1 + 1 wounds', () => {
    const { sc, ev } = pushBigBase({});
    const s = w(sc, 's');
    expect([s.x, s.y]).toEqual([2, 3]);
    // The strike, the one square not travelled (HY-APT-26) and the pit (HY-TRAP-07).
    expect(s.wounds).toBe(3);
    expect(ev.some((e) => e.type === 'hybrid/wound' && e['rule'] === 'HY-TRAP-07')).toBe(true);
  });
});

/** A gate south of an open board: entry squares (3,0) and (4,0), frame at (2,0) and (5,0). */
const GATE: Partial<Mission> = {
  entries: [
    {
      id: 'gate',
      squares: [
        [3, 0],
        [4, 0],
      ],
      covers: [
        [2, 0],
        [5, 0],
      ],
    },
  ],
};

/**
 * A Hybrid (Scorpion, NV 3) waiting off the board at the gate, activated in OC; a Purifier
 * (Griffin, NV 3) in Skilled Firing at (3,6) facing south, who sees the entry square (3,0) six
 * squares straight ahead.
 */
function enteringUnderWatch(): Scenario {
  const sc = scenario({
    mission: GATE,
    warriors: [
      { profile: 'hybrid', at: [0, 0], facing: 'N', id: 'h' },
      { profile: 'purifier', at: [3, 6], facing: 'S', id: 'p' },
    ],
  });
  const h = w(sc, 'h');
  h.status = 'waiting';
  h.entry = 'gate';
  h.x = -1;
  h.y = -1;
  w(sc, 'p').watch = 1;
  sc.state.watchNext = 2;
  activate(sc, 'h');
  play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
  return sc;
}

describe('entering by an Entry counter into a Skilled Firing ambush', () => {
  it('HY-TERRAIN-07 HY-MODE-F-24 HY-MODE-F-17 the entering warrior stops on the entry square for the cards of the ambush, like any move', () => {
    const sc = enteringUnderWatch();
    // Battle Cry (2 points) for the shooter; Guard Up (2 points) for the mover.
    sc.state.sides.griffin.hand = ['action-10'];
    sc.state.sides.scorpion.hand = ['action-13'];
    const mp = sc.state.current!.mpLeft;
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 0, facing: 'N' }]]);
    // He is on the board, seen, and no die has fallen yet: the move waits for the shooter's card.
    expect(ev.filter((e) => e.type === 'hybrid/ambush').map((e) => e['shooter'])).toEqual(['p']);
    expect(rolls(ev)).toHaveLength(0);
    expect([w(sc, 'h').status, w(sc, 'h').x, w(sc, 'h').y]).toEqual(['in-play', 3, 0]);
    expect(sc.state.current?.paused).toMatchObject({ reason: 'ambush', shooter: 'p', stage: 'cards' });
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/ambush-cards' }]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'cards', cards: [] },
      { kind: 'cards', cards: ['action-10'] },
    ]);
    play(sc, [['griffin', { kind: 'cards', cards: ['action-10'] }]]);
    // Then the mover answers.
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/ambush-cards' }]);
    const shot = play(sc, [['scorpion', { kind: 'hinder', card: 'action-13' }]], [4]);
    // SL 3 + 2 - 2 = 3: a 4 misses.
    expect(rolls(shot)).toHaveLength(1);
    expect(rolls(shot)[0]).toMatchObject({ warrior: 'p', sl: 3, kept: 4, result: 'failure' });
    expect(w(sc, 'h').wounds).toBe(0);
    expect(w(sc, 'p').watch).toBeNull();
    // The entry cost 1 MP, and he may move on with the rest.
    expect(sc.state.current?.paused ?? null).toBeNull();
    expect(sc.state.current?.mpLeft).toBe(mp - 1);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual(
      expect.objectContaining({ kind: 'move', x: 3, y: 2, facing: 'N' }),
    );
  });
});

describe('ending a move with a turn on the spot on an open trapdoor', () => {
  it('HY-TRAP-06 HY-TRAP-02 a single-square warrior who steps onto an open trapdoor and turns there takes the ending wound only, with no jump roll', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 1], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [7, 7], id: 'p' },
      ],
    });
    sc.state.board.features['3,2'] = { trapdoor: 'open' };
    activate(sc, 'h');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    // A step north onto the trapdoor, then the free quarter turn to the east on it.
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 2, facing: 'E' }]], []);
    expect(rolls(ev)).toEqual([]);
    const wounds = ev.filter((e) => e.type === 'hybrid/wound');
    expect(wounds).toHaveLength(1);
    expect(wounds[0]?.['rule']).toBe('HY-TRAP-06');
    const h = w(sc, 'h');
    expect([h.x, h.y, h.facing, h.wounds]).toEqual([3, 2, 'E', 1]);
  });
});
