import { describe, expect, it } from 'vitest';
import {
  chebyshev,
  cheapestPlacements,
  contactSide,
  diagonalInfo,
  edgeKey,
  explore,
  facingToward,
  footprint,
  fromRelative,
  frontNeighbours,
  inAxialDeadAngle,
  inContact,
  lineClear,
  parsePicture,
  pathTo,
  seesSquare,
  shiftOpen,
  sightTable,
  sq,
  squaresWithin,
  stepVector,
  toRelative,
  traceLine,
  turnDistance,
  type GridMap,
  type MoveCost,
  FACINGS,
} from '../src/grid/index.ts';

const open = (w: number, h: number): GridMap => ({ width: w, height: h, edges: {} });

describe('grid basics', () => {
  it('edge keys are the same from either side', () => {
    expect(edgeKey(sq(1, 1), sq(2, 1))).toBe(edgeKey(sq(2, 1), sq(1, 1)));
    expect(edgeKey(sq(1, 1), sq(1, 2))).toBe('1,1,N');
    expect(() => edgeKey(sq(0, 0), sq(1, 1))).toThrow();
  });

  it('Chebyshev distance and square zones (7x7 - 1 = 48 squares at radius 3)', () => {
    expect(chebyshev(sq(0, 0), sq(3, -5))).toBe(5);
    expect(squaresWithin(open(20, 20), sq(10, 10), 3)).toHaveLength(48);
    // Clipped by the board edge: a corner square sees a 4x4 block minus itself.
    expect(squaresWithin(open(20, 20), sq(0, 0), 3)).toHaveLength(15);
  });

  it('relative offsets round-trip for every facing', () => {
    for (const f of FACINGS)
      for (let dx = -2; dx <= 2; dx++)
        for (let dy = -2; dy <= 2; dy++) {
          const t = fromRelative(sq(5, 5), f, dx, dy);
          expect(toRelative(sq(5, 5), f, t)).toEqual({ dx, dy });
        }
    expect(fromRelative(sq(0, 0), 'E', 0, 1)).toEqual(sq(1, 0));
    expect(fromRelative(sq(0, 0), 'E', 1, 0)).toEqual(sq(0, -1));
    expect(turnDistance('N', 'S')).toBe(2);
    expect(turnDistance('N', 'W')).toBe(1);
    expect(facingToward(sq(0, 0), sq(3, 1))).toBe('E');
  });

  it('bases cover 1, 2 and 4 squares; the cavalry base follows its facing', () => {
    expect(footprint(sq(2, 2), '1x1', 'N')).toEqual([sq(2, 2)]);
    expect(footprint(sq(2, 2), '1x2', 'N')).toEqual([sq(2, 2), sq(2, 3)]);
    expect(footprint(sq(2, 2), '1x2', 'E')).toEqual([sq(2, 2), sq(3, 2)]);
    expect(new Set(footprint(sq(2, 2), '2x2', 'N').map((s) => `${s.x},${s.y}`))).toEqual(
      new Set(['2,2', '3,2', '2,3', '3,3']),
    );
  });

  it('contact sides: edges only, never corners', () => {
    const me = footprint(sq(5, 5), '1x1', 'N');
    expect(contactSide(me, 'N', sq(5, 6))).toBe('front');
    expect(contactSide(me, 'N', sq(5, 4))).toBe('rear');
    expect(contactSide(me, 'N', sq(4, 5))).toBe('left');
    expect(contactSide(me, 'N', sq(6, 5))).toBe('right');
    expect(contactSide(me, 'N', sq(6, 6))).toBeNull();
    expect(contactSide(me, 'E', sq(6, 5))).toBe('front');
    expect(inContact(me, [sq(6, 6)])).toBe(false);
    const big = footprint(sq(5, 5), '2x2', 'N');
    expect(frontNeighbours(big, 'N')).toEqual([sq(5, 7), sq(6, 7)]);
  });

  it('diagonal steps: corners touched and wall lines crossed', () => {
    // Wall on the east edge of (0,0): stepping (0,0)->(1,1) passes its upper end.
    const g: GridMap = { width: 4, height: 4, edges: { '0,0,E': 'wall' } };
    expect(diagonalInfo(g, sq(0, 0), sq(1, 1))).toMatchObject({ touchesCorner: true, crossesWall: false });
    expect(diagonalInfo(open(4, 4), sq(0, 0), sq(1, 1))).toMatchObject({ touchesCorner: false, crossesWall: false });
    // A continuous wall line x=1 from y=0 to y=2: the diagonal crosses it.
    const line: GridMap = { width: 4, height: 4, edges: { '0,0,E': 'wall', '0,1,E': 'wall' } };
    expect(diagonalInfo(line, sq(0, 0), sq(1, 1)).crossesWall).toBe(true);
    expect(shiftOpen(line, [sq(0, 0)], sq(1, 1))).toBe(false);
    expect(shiftOpen(line, [sq(0, 0)], sq(0, 1))).toBe(true);
    expect(shiftOpen(line, [sq(0, 0)], sq(1, 0))).toBe(false);
  });

  it('a 2x2 base cannot pass a single-width opening', () => {
    // Wall along y between rows 1 and 2, with a one-square passage at x=1.
    const g: GridMap = {
      width: 5,
      height: 5,
      edges: { '0,1,N': 'wall', '1,1,N': 'passage', '2,1,N': 'wall', '3,1,N': 'wall' },
    };
    expect(shiftOpen(g, footprint(sq(1, 0), '2x2', 'N'), stepVector('N', 'forward'))).toBe(false);
    expect(shiftOpen(g, [sq(1, 1)], stepVector('N', 'forward'))).toBe(true);
  });

  it('a base never straddles a wall', () => {
    const g: GridMap = { width: 5, height: 5, edges: { '1,2,E': 'wall' } };
    // Moving a 2x2 base from rows 0-1 to rows 1-2 would put the wall between its own squares.
    expect(shiftOpen(g, footprint(sq(1, 0), '2x2', 'N'), sq(0, 1))).toBe(false);
    expect(shiftOpen(g, footprint(sq(2, 0), '2x2', 'N'), sq(0, 1))).toBe(true);
  });
});

describe('grid paths', () => {
  // A Hybrid-like pricing: forward/forward-diagonal 1, other steps 2, first quarter turn free
  // (tag bit 1), later quarter turns 1, about-face 1 without spending the free turn.
  const pricing =
    (g: GridMap): MoveCost =>
    (from, move) => {
      if (move.kind === 'turn') {
        if (move.quarter === 2) return { cost: 1, tag: from.tag };
        return from.tag & 1 ? { cost: 1, tag: from.tag } : { cost: 0, tag: from.tag | 1 };
      }
      if (!shiftOpen(g, [sq(from.x, from.y)], stepVector(from.facing, move.dir))) return null;
      return { cost: move.dir === 'forward' || move.dir.startsWith('forward-') ? 1 : 2, tag: from.tag };
    };

  it('golden: costs on an open 9x9 board from the centre facing north', () => {
    const g = open(9, 9);
    const r = cheapestPlacements(explore({ x: 4, y: 4, facing: 'N', tag: 0 }, 7, pricing(g)));
    const at = (x: number, y: number, f: string) => r.get(`${x},${y},${f}`)?.cost;
    expect(at(4, 8, 'N')).toBe(4);
    expect(at(4, 0, 'S')).toBe(5); // about-face 1 + 4 forward
    expect(at(4, 0, 'N')).toBe(6); // about-face, 4 forward, about-face: cheaper than 4 retreats (8)
    expect(at(1, 4, 'N')).toBe(4); // free turn west, 3 forward, paid turn north (side-steps would be 6)
    expect(at(1, 4, 'W')).toBe(3); // free turn + 3 forward
    expect(at(8, 8, 'N')).toBe(4); // four forward diagonals
    // Reachable squares (any facing) within 7 points: every square of the board.
    const squares = new Set([...r.values()].map((x) => `${x.node.x},${x.node.y}`));
    expect(squares.size).toBe(81);
  });

  it('golden: a wall forces the way round, and paths list their moves', () => {
    const { grid } = parsePicture([
      '. . . . .', //
      '         ',
      '. . . . .',
      '  - - -  ',
      '. . . . .',
    ]);
    const reached = explore({ x: 2, y: 0, facing: 'N', tag: 0 }, 10, pricing(grid));
    const best = cheapestPlacements(reached).get('2,2,N');
    // Walls under x=1..3; gaps at x=0 and x=4. Free turn east, 2 forward, paid turn north,
    // two forward-diagonals past the wall's end: 0 + 2 + 1 + 2 = 5.
    expect(best?.cost).toBe(5);
    const path = pathTo(reached, `${best!.node.x},${best!.node.y},${best!.node.facing},${best!.node.tag}`);
    expect(path[0]?.cost).toBe(0);
    expect(path[path.length - 1]?.cost).toBe(5);
  });

  it('deterministic: the same search gives the same path every time', () => {
    const g = open(7, 7);
    const a = explore({ x: 0, y: 0, facing: 'N', tag: 0 }, 8, pricing(g));
    const b = explore({ x: 0, y: 0, facing: 'N', tag: 0 }, 8, pricing(g));
    expect([...a.entries()]).toEqual([...b.entries()]);
  });
});

describe('grid line of sight', () => {
  it('traces lines through squares, edges and exact corners', () => {
    const t = traceLine(sq(0, 0), sq(2, 2));
    expect(t.corners).toHaveLength(2);
    expect(t.squares).toEqual([sq(1, 1)]);
    const u = traceLine(sq(0, 0), sq(3, 1));
    // From (0.5,0.5) to (3.5,1.5) the line passes exactly through the lattice point (2,1).
    expect(u.squares).toEqual([sq(1, 0), sq(2, 1)]);
    expect(u.edges).toHaveLength(2);
    expect(u.corners).toEqual([{ from: sq(1, 0), to: sq(2, 1) }]);
  });

  it('traces the same line from any square: the shape moved with its ends, in every direction', () => {
    // The line of the last test drawn from (5, 7), and the same line walked the other way.
    const u = traceLine(sq(5, 7), sq(8, 8));
    expect(u.squares).toEqual([sq(6, 7), sq(7, 8)]);
    expect(u.edges).toEqual([
      [sq(5, 7), sq(6, 7)],
      [sq(7, 8), sq(8, 8)],
    ]);
    expect(u.corners).toEqual([{ from: sq(6, 7), to: sq(7, 8) }]);
    const back = traceLine(sq(8, 8), sq(5, 7));
    expect(back.squares).toEqual([sq(7, 8), sq(6, 7)]);
    expect(back.corners).toEqual([{ from: sq(7, 8), to: sq(6, 7) }]);
    // A trace handed out is the caller's own: changing it changes no later answer.
    u.squares.length = 0;
    u.corners[0] = { from: sq(0, 0), to: sq(0, 0) };
    expect(traceLine(sq(5, 7), sq(8, 8)).squares).toEqual([sq(6, 7), sq(7, 8)]);
    expect(traceLine(sq(5, 7), sq(8, 8)).corners).toEqual([{ from: sq(6, 7), to: sq(7, 8) }]);
  });

  it('walls and closed doors block; open doors and passages do not', () => {
    const g: GridMap = {
      width: 5,
      height: 5,
      edges: { '1,0,E': 'wall', '1,1,E': 'door-closed', '1,2,E': 'door-open', '1,3,E': 'passage' },
    };
    const none = () => false;
    expect(lineClear(g, sq(0, 0), sq(4, 0), none)).toBe(false);
    expect(lineClear(g, sq(0, 1), sq(4, 1), none)).toBe(false);
    expect(lineClear(g, sq(0, 2), sq(4, 2), none)).toBe(true);
    expect(lineClear(g, sq(0, 3), sq(4, 3), none)).toBe(true);
  });

  it('two obstacles touching at a corner shut the line through that corner', () => {
    const g = open(5, 5);
    const blocks = (s: { x: number; y: number }) => (s.x === 1 && s.y === 0) || (s.x === 0 && s.y === 1);
    expect(lineClear(g, sq(0, 0), sq(2, 2), blocks)).toBe(false);
    expect(lineClear(g, sq(0, 0), sq(2, 2), (s) => s.x === 1 && s.y === 0)).toBe(true);
  });

  it('the axial dead angle: straight behind, then widening one square a side per row', () => {
    expect(inAxialDeadAngle(1, 0, 2)).toBe(true);
    expect(inAxialDeadAngle(1, 1, 2)).toBe(false);
    expect(inAxialDeadAngle(1, 1, 3)).toBe(true);
    expect(inAxialDeadAngle(2, 1, 4)).toBe(false);
    expect(inAxialDeadAngle(2, 1, 5)).toBe(true);
  });

  it('golden sight table: viewer facing north, one obstacle two squares ahead', () => {
    const g = open(9, 8);
    const viewer = sq(4, 0);
    const blocks = (s: { x: number; y: number }) => s.x === 4 && s.y === 2;
    expect(sightTable(g, viewer, 'N', { range: 8, blocks })).toEqual([
      // Obstacle at d = 2: dead when dx = 0 and dy > 2, or |dx| <= dy - 4.
      '#.......#', // dy 7: |dx| <= 3 dead
      '##.....##', // dy 6: |dx| <= 2 dead
      '###...###', // dy 5: |dx| <= 1 dead
      '####.####', // dy 4: straight behind only
      '.###.###.', // dy 3: straight behind; the field is |dx| <= 3
      '..##o##..',
      '...###...',
      '....V....',
    ]);
  });

  it('range is Chebyshev and the field of vision is the frontal triangle', () => {
    const g = open(12, 12);
    const o = { range: 8, blocks: () => false };
    expect(seesSquare(g, sq(0, 0), 'N', sq(0, 8), o)).toBe(true);
    expect(seesSquare(g, sq(0, 0), 'N', sq(0, 9), o)).toBe(false);
    expect(seesSquare(g, sq(5, 0), 'N', sq(8, 3), o)).toBe(true);
    expect(seesSquare(g, sq(5, 0), 'N', sq(8, 2), o)).toBe(false);
    expect(seesSquare(g, sq(5, 0), 'N', sq(8, 2), { ...o, field: 'any' })).toBe(true);
  });
});
