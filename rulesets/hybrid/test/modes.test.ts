import { describe, expect, it } from 'vitest';
import { fireSL, fireTargets } from '../src/rules.ts';
import { hybridPresenter } from '../src/presenter.ts';
import { placements, sees } from '../src/world.ts';
import { activate, play, rolls, scenario, w, WALL3_TILE } from './scenario.ts';

/**
 * Two Purifiers waiting in Skilled Firing and a Hybrid behind the wall. Stepping from (1, 5) to
 * (4, 5), the Hybrid comes into the view of both shooters on the same square, (4, 5): the test
 * checks that geometry first, so the position cannot silently stop proving the rule.
 */
function twoWatchers(hybridWounds: number) {
  const sc = scenario({
    tiles: [WALL3_TILE],
    warriors: [
      { profile: 'purifier', at: [3, 0], facing: 'N', id: 'first-listed' },
      { profile: 'purifier', at: [4, 1], facing: 'N', id: 'second-listed' },
      { profile: 'hybrid', at: [1, 5], facing: 'E', id: 'hybrid', wounds: hybridWounds },
    ],
  });
  const h = w(sc, 'hybrid');
  const seenAt = (x: number) => {
    const was = h.x;
    h.x = x;
    const r = [sees(sc.ctx, sc.state, w(sc, 'first-listed'), h), sees(sc.ctx, sc.state, w(sc, 'second-listed'), h)];
    h.x = was;
    return r;
  };
  expect([seenAt(1), seenAt(2), seenAt(3), seenAt(4)]).toEqual([
    [false, false],
    [false, false],
    [false, false],
    [true, true],
  ]);
  // Counter numbers the other way round from the order of the list: the counter decides.
  w(sc, 'second-listed').watch = 1;
  w(sc, 'first-listed').watch = 2;
  sc.state.watchNext = 3;
  activate(sc, 'hybrid');
  return sc;
}

const ambushes = (ev: ReturnType<typeof play>) => ev.filter((e) => e.type === 'hybrid/ambush');

describe('Firing Mode: the order of an activation', () => {
  it('HY-MODE-F-02 Firing is announced at activation, then movement, then the level, then cards, then the roll', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [2, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [2, 6], facing: 'S', id: 'h' },
      ],
    });
    // Battle Cry: two points.
    sc.state.sides.griffin.hand = ['action-10'];
    activate(sc, 'p');
    // 1. The Mode is chosen first; no shot can be announced yet.
    let legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal.some((c) => c.kind === 'fire')).toBe(false);
    play(sc, [['griffin', { kind: 'mode', mode: 'F' }]]);
    // 2. Movement comes next, still without a shot on offer.
    legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal.some((c) => c.kind === 'move')).toBe(true);
    expect(legal.some((c) => c.kind === 'fire')).toBe(false);
    play(sc, [
      ['griffin', { kind: 'move', x: 2, y: 1, facing: 'N' }],
      ['griffin', { kind: 'done' }],
    ]);
    // 3. The level is announced with the target once the movement is over.
    legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal).toContainEqual({ kind: 'fire', target: 'h', level: 1 });
    expect(legal.some((c) => c.kind === 'move')).toBe(false);
    const announced = play(sc, [['griffin', { kind: 'fire', target: 'h', level: 1 }]]);
    // 4. Cards come after the level and before any die is rolled.
    expect(rolls(announced)).toHaveLength(0);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'cards', cards: ['action-10'] });
    const base = fireSL(sc.ctx, sc.state, w(sc, 'p'), w(sc, 'h'), 0);
    // 5. The roll, with the card's two points: Purifier NV 3, no Firing bonus, 8 squares' line clear.
    const ev = play(sc, [['griffin', { kind: 'cards', cards: ['action-10'] }]], [5]);
    expect(base).toBe(3);
    expect(rolls(ev)).toHaveLength(1);
    expect(rolls(ev)[0]).toMatchObject({ sl: 5, kept: 5, result: 'success' });
    expect(w(sc, 'h').wounds).toBe(1);
  });

  it('HY-MODE-F-03 a warrior target must be visible and within range (8 squares without Eye of the Lynx)', () => {
    const sc = scenario({
      tiles: [WALL3_TILE],
      warriors: [
        { profile: 'purifier', at: [5, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [5, 7], facing: 'S', id: 'in-range' },
        { profile: 'hybrid', at: [1, 5], facing: 'S', id: 'hidden' },
      ],
    });
    const p = w(sc, 'p');
    // 7 squares away and in the frontal field: a target.
    expect(fireTargets(sc.ctx, sc.state, p, 1).map((t) => t.id)).toEqual(['in-range']);
    // Behind the wall: never a target, at any level.
    for (const level of [1, 2, 4, 5, 6])
      expect(fireTargets(sc.ctx, sc.state, p, level).map((t) => t.id)).not.toContain('hidden');
    // On a 16-square board the same warrior 9 squares away is out of range, 8 squares away in range.
    const far = scenario({
      tiles: [
        ['. . . . . . . .', ...Array.from({ length: 7 }, () => ['               ', '. . . . . . . .']).flat()],
        ['. . . . . . . .', ...Array.from({ length: 7 }, () => ['               ', '. . . . . . . .']).flat()],
        ['. . . . . . . .', ...Array.from({ length: 7 }, () => ['               ', '. . . . . . . .']).flat()],
        ['. . . . . . . .', ...Array.from({ length: 7 }, () => ['               ', '. . . . . . . .']).flat()],
      ],
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [3, 9], facing: 'S', id: 'nine' },
        { profile: 'hybrid', at: [5, 8], facing: 'S', id: 'eight' },
      ],
    });
    expect(fireTargets(far.ctx, far.state, w(far, 'p'), 1).map((t) => t.id)).toEqual(['eight']);
  });
});

describe('Skilled Firing: several shooters, and a kept shooter who leaves the state', () => {
  it('HY-MODE-F-18 the lowest counter fires first; the next fires at the same target only if the first did not kill', () => {
    // The first shot (counter 1) misses on a 10; the second (counter 2) hits on a 2.
    const sc = twoWatchers(0);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'move', x: 4, y: 5, facing: 'E' }],
      ],
      [10, 2],
    );
    expect(ambushes(ev).map((e) => [e['shooter'], e['target']])).toEqual([
      ['second-listed', 'hybrid'],
      ['first-listed', 'hybrid'],
    ]);
    expect(rolls(ev).map((r) => r['warrior'])).toEqual(['second-listed', 'first-listed']);
    expect(w(sc, 'hybrid').wounds).toBe(1);

    // A killing first shot: the second shooter holds his fire and stays in Skilled Firing.
    const kill = twoWatchers(2);
    const ev2 = play(
      kill,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'move', x: 4, y: 5, facing: 'E' }],
      ],
      [2],
    );
    expect(ambushes(ev2).map((e) => e['shooter'])).toEqual(['second-listed']);
    expect(w(kill, 'hybrid').status).toBe('eliminated');
    expect(w(kill, 'first-listed').watch).toBe(2);
    expect(w(kill, 'second-listed').watch).toBe(1);
  });

  it('HY-MODE-F-22 HY-COUNTER-09 a shooter kept out of the sequence who leaves Skilled Firing loses its counter and does nothing more that round', () => {
    const sc = scenario({
      tiles: [WALL3_TILE],
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'kept' },
        { profile: 'seneschal', at: [7, 0], facing: 'E', id: 'seneschal' },
        { profile: 'hybrid', at: [1, 5], facing: 'E', id: 'hybrid' },
        { profile: 'hybrid', at: [0, 6], facing: 'E', id: 'second' },
      ],
    });
    const kept = w(sc, 'kept');
    kept.watch = 1;
    kept.watchKept = true;
    activate(sc, 'hybrid');
    // The kept shooter holds no Activation counter this round.
    sc.state.sides.griffin.sequence = ['seneschal'];
    sc.state.sides.scorpion.sequence = ['hybrid', 'second'];
    // His shot hits but does not kill: he leaves Skilled Firing.
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'move', x: 4, y: 5, facing: 'E' }],
      ],
      [2],
    );
    expect(ambushes(ev)).toHaveLength(1);
    expect(w(sc, 'kept').watch).toBeNull();
    expect(w(sc, 'kept').spent).toBe(true);
    const rest = play(sc, [
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'end' }],
      // The Seneschal activates next; the kept shooter is never offered an activation.
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
      // A second enemy walks into his view: no shot any more.
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 5, y: 6, facing: 'E' }],
    ]);
    expect(sees(sc.ctx, sc.state, w(sc, 'kept'), w(sc, 'second'))).toBe(true);
    expect(ambushes(rest)).toHaveLength(0);
    const activations = rest.filter((e) => e.type === 'hybrid/activation').map((e) => e['warrior']);
    expect(activations).toEqual(['seneschal', 'second']);
    expect(w(sc, 'kept').dc).toBeNull();
  });
});

describe('movement menus', () => {
  it('move choices carry the movement points of their cheapest path; old records without it still play', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [2, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [6, 7], facing: 'S', id: 'h' },
      ],
    });
    activate(sc, 'p');
    play(sc, [['griffin', { kind: 'mode', mode: 'F' }]]);
    const moves = sc.rules.legalChoices(sc.state, 'griffin').filter((c) => c.kind === 'move');
    expect(moves.length).toBeGreaterThan(0);
    const list = placements(sc.ctx, sc.state, w(sc, 'p'), sc.state.current!).list;
    for (const m of moves) {
      const best = Math.min(...list.filter((q) => q.x === m.x && q.y === m.y).map((q) => q.cost));
      expect(m.cost).toBe(best);
    }
    // Straight ahead 3 squares: 3 MP. One square east: the free quarter turn, then 1 MP.
    expect(moves).toContainEqual({ kind: 'move', x: 2, y: 3, facing: 'N', cost: 3 });
    expect(moves).toContainEqual({ kind: 'move', x: 3, y: 0, facing: 'E', cost: 1 });
    expect(
      hybridPresenter.choice(
        { kind: 'move', x: 2, y: 3, facing: 'N', cost: 3 },
        sc.rules.view(sc.state, 'griffin'),
        'en',
      ),
    ).toBe('Move to C4 facing N (3 MP)');
    // A recorded move without the field (or with a stale one) is priced by the rules, not by the record.
    play(sc, [['griffin', { kind: 'move', x: 2, y: 3, facing: 'N' }]]);
    expect(sc.state.current?.mpLeft).toBe(7 - 3);
    play(sc, [['griffin', { kind: 'move', x: 2, y: 4, facing: 'N', cost: 0 }]]);
    expect(sc.state.current?.mpLeft).toBe(7 - 4);
  });
});
