import { sq, type GridMap, type Square } from '@skirmish/geometry/grid';
import { describe, expect, it } from 'vitest';
import type { HybridChoice } from '../src/choices.ts';
import type { Profile } from '../src/content/schema.ts';
import { hybridOptions } from '../src/index.ts';
import { ruleText } from '../src/rule-texts.ts';
import { seesSquareStaircase } from '../src/staircase.ts';
import { sees, seesSquareOf, sightPairs } from '../src/world.ts';
import { LONG, WARDEN, activate, play, scenario, tryApply, w, type Placed, type Scenario } from './scenario.ts';

/** A shooter on a 2x2 base (F 4), and one on a 1x2 base: the sample profiles have neither. */
const BIG_SHOOTER: Profile = { ...WARDEN, id: 'big-shooter', base: '2x2', f: 4 };
const LONG_SHOOTER: Profile = { ...LONG, id: 'long-shooter', side: 'griffin', f: 4 };

type Apex = 'centre' | 'frontEdge';

function ground(apex: Apex, warriors: readonly Placed[], more: Record<string, unknown> = {}): Scenario {
  return scenario({ warriors, profiles: [BIG_SHOOTER, LONG_SHOOTER], options: { fovApex: apex, ...more } });
}

/** Whether shooter `s` in Firing Mode, his move over, is offered a shot at `t` at `level`. */
function mayFire(sc: Scenario, s: string, t: string, level: number): boolean {
  activate(sc, s);
  play(sc, [
    ['griffin', { kind: 'mode', mode: 'F' }],
    ['griffin', { kind: 'done' }],
  ]);
  const offered = sc.rules
    .legalChoices(sc.state, 'griffin')
    .some((c: HybridChoice) => c.kind === 'fire' && c.target === t && c.level === level);
  // The rules refuse what they do not offer, and take what they do.
  const tried = tryApply(sc, 'griffin', { kind: 'fire', target: t, level }, [5, 5, 5, 5]);
  expect(tried.ok).toBe(offered);
  return offered;
}

describe('AMB-02 fovApex: where the apex of the field of vision sits', () => {
  it('HY-LOS-01 the option is a choice of the centre (the default) and the front edge, in English and Hungarian', () => {
    const spec = hybridOptions.find((o) => o.id === 'fovApex');
    expect(spec).toMatchObject({ type: 'choice', default: 'centre', rule: 'HY-LOS-01' });
    expect(spec?.type === 'choice' ? spec.values : []).toEqual(['centre', 'frontEdge']);
    expect(spec?.hu?.label).toBe('A látómező csúcsa');
    expect(ruleText('HY-LOS-01', 'hu')).toMatch(/ék/);
  });

  it('HY-LOS-01 HY-LOS-03 a target at |dx| = dy is shot at with the apex at the centre, not with it on the front edge', () => {
    // Purifier at (3,0) facing north; the Hybrid at (5,2) is at relative (2,2), on the diagonal.
    const diagonal = (apex: Apex) =>
      mayFire(
        ground(apex, [
          { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
          { profile: 'hybrid', at: [5, 2], facing: 'S', id: 't' },
        ]),
        'p',
        't',
        1,
      );
    expect(diagonal('centre')).toBe(true);
    expect(diagonal('frontEdge')).toBe(false);
    // At (4,2), relative (1,2), he is inside under both readings.
    const inside = (apex: Apex) =>
      mayFire(
        ground(apex, [
          { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
          { profile: 'hybrid', at: [4, 2], facing: 'S', id: 't' },
        ]),
        'p',
        't',
        1,
      );
    expect(inside('centre')).toBe(true);
    expect(inside('frontEdge')).toBe(true);
  });

  it('HY-LOS-01 AMB-65 a 2x2 shooter sees from each front-edge square, each apex moved alike', () => {
    // The base covers (2,0)-(3,1) facing north: its front edge is (2,1) and (3,1). The Hybrid at
    // (5,3) is at relative (2,2) from (3,1) and (3,2) from (2,1): on the diagonal of one apex only.
    const at = (apex: Apex, target: [number, number]) =>
      mayFire(
        ground(apex, [
          { profile: 'big-shooter', side: 'griffin', at: [2, 0], facing: 'N', id: 'b' },
          { profile: 'hybrid', at: target, facing: 'S', id: 't' },
        ]),
        'b',
        't',
        1,
      );
    expect(at('centre', [5, 3])).toBe(true);
    expect(at('frontEdge', [5, 3])).toBe(false);
    // (0,3): relative (-2,2) from (2,1), the other front square's diagonal.
    expect(at('centre', [0, 3])).toBe(true);
    expect(at('frontEdge', [0, 3])).toBe(false);
    // (5,4): relative (2,3) from (3,1), inside under both.
    expect(at('frontEdge', [5, 4])).toBe(true);
  });

  it('HY-LOS-01 AMB-65 a 1x2 shooter sees from his front square: the diagonal from it is out under the front edge', () => {
    // Rear square (3,0), front square (3,1), facing north; (5,3) is relative (2,2) from (3,1).
    const at = (apex: Apex, target: [number, number]) =>
      mayFire(
        ground(apex, [
          { profile: 'long-shooter', at: [3, 0], facing: 'N', id: 'l' },
          { profile: 'hybrid', at: target, facing: 'S', id: 't' },
        ]),
        'l',
        't',
        1,
      );
    expect(at('centre', [5, 3])).toBe(true);
    expect(at('frontEdge', [5, 3])).toBe(false);
    expect(at('frontEdge', [4, 3])).toBe(true);
  });

  it('HY-MODE-F-12 HY-LOS-17 Novice Firing shoots in every direction under either apex: a target on a diagonal behind him too', () => {
    // Purifier at (3,3) facing north. (5,1) is relative (2,-2): behind him, on a diagonal, in no
    // quadrant's triangle with the apex on the front edge, yet in a direction Novice Firing opens;
    // (5,2), relative (2,-1), lies in the east quadrant under both readings.
    const at = (apex: Apex, target: [number, number]) =>
      mayFire(
        ground(apex, [
          { profile: 'purifier', at: [3, 3], facing: 'N', id: 'p' },
          { profile: 'hybrid', at: target, facing: 'N', id: 't' },
        ]),
        'p',
        't',
        2,
      );
    expect(at('centre', [5, 1])).toBe(true);
    expect(at('frontEdge', [5, 1])).toBe(true);
    expect(at('centre', [5, 2])).toBe(true);
    expect(at('frontEdge', [5, 2])).toBe(true);
  });

  it('HY-MODE-F-12 under the front edge Novice Firing reaches the adjacent diagonal square, in both sight models', () => {
    // Purifier at (3,3) facing north; the Hybrid at (4,4), relative (1,1), at his front corner.
    const at = (model: 'case1+geometric' | 'staircase') =>
      mayFire(
        ground(
          'frontEdge',
          [
            { profile: 'purifier', at: [3, 3], facing: 'N', id: 'p' },
            { profile: 'hybrid', at: [4, 4], facing: 'N', id: 't' },
          ],
          { losModel: model },
        ),
        'p',
        't',
        2,
      );
    expect(at('case1+geometric')).toBe(true);
    expect(at('staircase')).toBe(true);
  });

  it('HY-LOS-01 AMB-41 the sight lines a shot counts its rockfall on follow the option', () => {
    // The 2x2 shooter of above: the one line to (5,3) runs from his front square (3,1).
    const lines = (apex: Apex) => {
      const sc = ground(apex, [
        { profile: 'big-shooter', side: 'griffin', at: [2, 0], facing: 'N', id: 'b' },
        { profile: 'hybrid', at: [5, 3], facing: 'S', id: 't' },
      ]);
      return sightPairs(sc.ctx, sc.state, w(sc, 'b'), w(sc, 't'));
    };
    expect(lines('centre')).toEqual([[sq(3, 1), sq(5, 3)]]);
    expect(lines('frontEdge')).toEqual([]);
  });

  it('HY-LOS-01 a square on the diagonal is seen (the Darkness grenade’s squares) under the centre only', () => {
    const seen = (apex: Apex, q: Square) => {
      const sc = ground(apex, [{ profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' }]);
      return seesSquareOf(sc.ctx, sc.state, w(sc, 'p'), q);
    };
    expect(seen('centre', sq(6, 3))).toBe(true);
    expect(seen('frontEdge', sq(6, 3))).toBe(false);
    expect(seen('frontEdge', sq(5, 3))).toBe(true);
  });

  it('HY-LOS-01 HY-LOS-10 the staircase model takes the same field: a diagonal seen under the centre only, for one square and for 2x2', () => {
    const at = (apex: Apex, profile: string, anchor: [number, number], target: [number, number]) => {
      const sc = ground(
        apex,
        [
          { profile, side: 'griffin', at: anchor, facing: 'N', id: 'v' },
          { profile: 'hybrid', at: target, facing: 'S', id: 't' },
        ],
        { losModel: 'staircase' },
      );
      return sees(sc.ctx, sc.state, w(sc, 'v'), w(sc, 't'));
    };
    expect(at('centre', 'purifier', [3, 0], [6, 3])).toBe(true);
    expect(at('frontEdge', 'purifier', [3, 0], [6, 3])).toBe(false);
    expect(at('frontEdge', 'purifier', [3, 0], [5, 3])).toBe(true);
    expect(at('centre', 'big-shooter', [2, 0], [5, 3])).toBe(true);
    expect(at('frontEdge', 'big-shooter', [2, 0], [5, 3])).toBe(false);
  });

  it('HY-LOS-10 under the front edge a staircase obstacle at |ox| = od, out of the field, still hides the square behind it', () => {
    // Viewer at (10,0) facing north; an obstacle at relative (2,2), its corner inside the field.
    const grid: GridMap = { width: 21, height: 13, edges: {} };
    const blocks = (s: Square): boolean => s.x === 12 && s.y === 2;
    const none = (): boolean => false;
    const opt = { range: 8, apex: 'frontEdge' as const };
    // (12,3), relative (2,3), is in the field; the geometric line to it crosses the obstacle.
    expect(seesSquareStaircase(grid, sq(10, 0), 'N', sq(12, 3), { ...opt, blocks: none })).toBe(true);
    expect(seesSquareStaircase(grid, sq(10, 0), 'N', sq(12, 3), { ...opt, blocks })).toBe(false);
    // The obstacle's own square is out of the field under the front edge, in it under the centre.
    expect(seesSquareStaircase(grid, sq(10, 0), 'N', sq(12, 2), { ...opt, blocks: none })).toBe(false);
    expect(seesSquareStaircase(grid, sq(10, 0), 'N', sq(12, 2), { range: 8, blocks: none })).toBe(true);
  });

  it('HY-LOS-01 a view carries the apex only when the game moves it off the centre', () => {
    const view = (options: Record<string, unknown>) => {
      const sc = scenario({ warriors: [{ profile: 'purifier', at: [3, 0], id: 'p' }], options });
      return sc.rules.view(sc.state, 'griffin');
    };
    expect('fovApex' in view({})).toBe(false);
    expect('fovApex' in view({ fovApex: 'centre' })).toBe(false);
    expect(view({ fovApex: 'frontEdge' }).fovApex).toBe('frontEdge');
  });
});
