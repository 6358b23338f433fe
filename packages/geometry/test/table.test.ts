import { describe, expect, it } from 'vitest';
import {
  angleTo,
  baseCompletelyInBackArc,
  baseInFrontArc,
  baseOnTable,
  baseRadius,
  basesSwept,
  basesUnderTemplate,
  baseWithinEdgeZone,
  contactDistance,
  directlyFacing,
  edgeDistance,
  lineOfSight,
  moveBase,
  overlaps,
  pointInFrontArc,
  scatterDirection,
  scatterPoint,
  segmentCrossesShape,
  sprayCovers,
  sprayZone,
  templateCovers,
  touches,
  withinDistance,
  type Base,
  type FacingBase,
} from '../src/table/index.ts';

const base = (x: number, y: number, diameterMm = 30): Base => ({ center: { x, y }, diameterMm });
const facing = (x: number, y: number, f: number, diameterMm = 30): FacingBase => ({
  ...base(x, y, diameterMm),
  facing: f,
});
const R30 = 30 / 25.4 / 2; // 0.590551...
const R40 = 40 / 25.4 / 2; // 0.787401...
const R50 = 50 / 25.4 / 2; // 0.984251...

describe('bases and distances', () => {
  it('base radii in inches for 30, 40, 50 mm and any other size', () => {
    expect(baseRadius(30)).toBeCloseTo(0.5905511811, 9);
    expect(baseRadius(40)).toBeCloseTo(0.7874015748, 9);
    expect(baseRadius(50)).toBeCloseTo(0.9842519685, 9);
    expect(baseRadius(120)).toBeCloseTo(2.3622047244, 9);
  });

  it('edge-to-edge distance subtracts both radii and is never negative', () => {
    // centres 10" apart: 10 - R30 - R50
    expect(edgeDistance(base(0, 0, 30), base(10, 0, 50))).toBeCloseTo(10 - R30 - R50, 12);
    // 3-4-5 triangle: centres 5" apart, two 40 mm bases: 5 - 2*R40
    expect(edgeDistance(base(1, 1, 40), base(4, 5, 40))).toBeCloseTo(5 - 2 * R40, 12);
    expect(edgeDistance(base(0, 0), base(0.5, 0))).toBe(0);
  });

  it('within is inclusive; touching bases do not overlap', () => {
    const a = base(0, 0, 30);
    const b = base(2 * R30 + 3, 0, 30); // exactly 3" edge to edge
    expect(withinDistance(a, b, 3)).toBe(true);
    expect(withinDistance(a, b, 2.999)).toBe(false);
    const c = base(2 * R30, 0, 30);
    expect(touches(a, c)).toBe(true);
    expect(overlaps(a, c)).toBe(false);
    expect(overlaps(a, base(2 * R30 - 0.01, 0))).toBe(true);
  });

  it('bases on the table and in edge zones', () => {
    const t = { width: 48, height: 48 };
    expect(baseOnTable(base(R30, 10), t)).toBe(true);
    expect(baseOnTable(base(R30 - 0.01, 10), t)).toBe(false);
    expect(baseWithinEdgeZone(base(5, 10 - R50, 50), t, 'near', 10)).toBe(true);
    expect(baseWithinEdgeZone(base(5, 10 - R50 + 0.01, 50), t, 'near', 10)).toBe(false);
    expect(baseWithinEdgeZone(base(5, 38 + R40, 40), t, 'far', 10)).toBe(true);
  });
});

describe('arcs and facing', () => {
  it('front arc is the closed half-plane ahead of the shoulder line', () => {
    const m = facing(10, 10, 90); // looking toward +y
    expect(pointInFrontArc(m, { x: 10, y: 15 })).toBe(true);
    expect(pointInFrontArc(m, { x: 20, y: 10 })).toBe(true); // on the shoulder line
    expect(pointInFrontArc(m, { x: 10, y: 9.9 })).toBe(false);
  });

  it('a base is in the front arc if any part of it is', () => {
    const m = facing(10, 10, 90);
    expect(baseInFrontArc(m, base(13, 10 - R30 + 0.001))).toBe(true); // rim just over the line
    expect(baseInFrontArc(m, base(13, 10 - R30 - 0.001))).toBe(false);
    expect(baseCompletelyInBackArc(m, base(13, 10 - R30 - 0.001))).toBe(true);
  });

  it('facing angles and directly facing', () => {
    expect(angleTo({ x: 0, y: 0 }, { x: 1, y: 1 })).toBeCloseTo(45, 12);
    expect(angleTo({ x: 0, y: 0 }, { x: -1, y: 0 })).toBeCloseTo(180, 12);
    expect(angleTo({ x: 0, y: 0 }, { x: 0, y: -2 })).toBeCloseTo(270, 12);
    expect(directlyFacing(facing(0, 0, 45), { x: 3, y: 3 })).toBe(true);
    expect(directlyFacing(facing(0, 0, 46), { x: 3, y: 3 })).toBe(false);
  });
});

describe('line of sight', () => {
  const viewer = facing(0, 0, 0, 30); // looking toward +x
  it('an open line exists with nothing between', () => {
    expect(lineOfSight({ viewer, target: base(10, 0), blockers: [] })).toBe(true);
  });
  it('no line to a target wholly behind the viewer', () => {
    expect(lineOfSight({ viewer, target: base(-5, 0), blockers: [] })).toBe(false);
  });
  it('a same-size base squarely between blocks a 30 mm target; a 50 mm target is still seen past a 30 mm base', () => {
    // A 30 mm blocker centred on the line hides a 30 mm target of the same size exactly behind it:
    // every line from the viewer's front half to the target passes through the blocker's inside
    // only when the blocker is wider than the gap; same diameters, touching in a row, block all.
    const target30 = base(2 * 2 * R30, 0, 30);
    const blocker30 = base(2 * R30, 0, 30);
    expect(lineOfSight({ viewer, target: target30, blockers: [blocker30] })).toBe(false);
    // A 50 mm target further away: tangent lines pass the 30 mm blocker's sides.
    expect(lineOfSight({ viewer, target: base(10, 0, 50), blockers: [base(5, 0, 30)] })).toBe(true);
  });
  it('a 50 mm base close in front hides a 40 mm target; moving it aside opens the line', () => {
    const target = base(10, 0, 40);
    expect(lineOfSight({ viewer, target, blockers: [base(2 * R30 + 0.01 + R50, 0, 50)] })).toBe(false);
    expect(lineOfSight({ viewer, target, blockers: [base(5, 3, 50)] })).toBe(true);
  });
  it('two 40 mm bases side by side leave a gap when apart and close it when touching', () => {
    const target = base(12, 0, 30);
    const gapOpen = [base(6, R40 + 0.8, 40), base(6, -R40 - 0.8, 40)];
    expect(lineOfSight({ viewer, target, blockers: gapOpen })).toBe(true);
    const wall = [base(1.5, 0, 40), base(1.5, 2 * R40, 40), base(1.5, -2 * R40, 40)];
    expect(lineOfSight({ viewer, target, blockers: wall })).toBe(false);
  });
  it('golden table: a 30 mm viewer, a target 6" away and one blocker 2" out, 0.1" off the line, for every pair of sizes', () => {
    // The lines between viewer and target fill the band |y| <= rv + (rt - rv) * 2 / 6 at x = 2; a blocker of radius rb
    // centred at y = 0.1 leaves a line free when 0.1 - rb is above the band's bottom edge:
    // target 30: band 0.591; target 40: 0.656; target 50: 0.722. Blocker bottoms: 30: -0.491, 40: -0.687, 50: -0.884.
    const sizes = [30, 40, 50];
    const table = sizes.map((b) =>
      sizes.map((t) => lineOfSight({ viewer, target: base(6, 0, t), blockers: [base(2, 0.1, b)] })),
    );
    expect(table).toEqual([
      [true, true, true],
      [false, false, true],
      [false, false, false],
    ]);
  });

  it('terrain shapes passed as blocking interrupt the line', () => {
    const wall = {
      kind: 'polygon' as const,
      points: [
        { x: 4, y: -5 },
        { x: 5, y: -5 },
        { x: 5, y: 5 },
        { x: 4, y: 5 },
      ],
    };
    expect(lineOfSight({ viewer, target: base(10, 0), blockers: [], terrain: [wall] })).toBe(false);
    expect(lineOfSight({ viewer, target: base(10, 14), blockers: [], terrain: [wall] })).toBe(true);
    expect(
      segmentCrossesShape({ x: 0, y: 0 }, { x: 10, y: 0 }, { kind: 'circle', center: { x: 5, y: 0.5 }, radius: 1 }),
    ).toBe(true);
  });
});

describe('movement with contact', () => {
  it('moves the full distance when nothing is in the way', () => {
    const r = moveBase(base(10, 10), 0, 6, [], { width: 48, height: 48 });
    expect(r.center.x).toBeCloseTo(16, 12);
    expect(r.moved).toBeCloseTo(6, 12);
    expect(r.stoppedBy).toBeNull();
  });
  it('stops at contact with a base in the path', () => {
    // 30 mm mover toward a 50 mm base 8" ahead: contact when centres are R30 + R50 apart
    const r = moveBase(base(10, 10, 30), 0, 10, [base(18, 10, 50)], null);
    expect(r.center.x).toBeCloseTo(18 - R30 - R50, 12);
    expect(r.stoppedBy).toEqual({ kind: 'base', index: 0 });
  });
  it('stops at contact with an off-line base when the path clips it', () => {
    // obstacle offset 1" sideways: contact at x = 18 - sqrt((2*R30)^2 - 1)
    const r = moveBase(base(10, 10), 0, 10, [base(18, 11)], null);
    expect(r.center.x).toBeCloseTo(18 - Math.sqrt(4 * R30 * R30 - 1), 9);
    expect(moveBase(base(10, 10), 0, 10, [base(18, 12)], null).stoppedBy).toBeNull();
  });
  it('stops at the table edge', () => {
    const r = moveBase(base(45, 10, 40), 0, 10, [], { width: 48, height: 48 });
    expect(r.center.x).toBeCloseTo(48 - R40, 12);
    expect(r.stoppedBy).toEqual({ kind: 'edge' });
  });
  it('a base touching another may move away but not into it', () => {
    expect(contactDistance({ x: 0, y: 0 }, { x: 1, y: 0 }, 2 * R30, { x: 2 * R30, y: 0 })).toBe(0);
    expect(contactDistance({ x: 0, y: 0 }, { x: -1, y: 0 }, 2 * R30, { x: 2 * R30, y: 0 })).toBeNull();
  });
  it('lists the bases a path sweeps over', () => {
    const swept = basesSwept(base(0, 0, 50), { x: 0, y: 0 }, { x: 6, y: 0 }, [base(3, 0.5), base(3, 5), base(7.5, 0)]);
    expect(swept).toEqual([0, 2]); // 7.5 - 6 = 1.5 <= R50 + R30 = 1.575
  });
});

describe('templates', () => {
  it('a 3" template covers a base touching its rim and not one just beyond', () => {
    const c = { x: 20, y: 20 };
    expect(templateCovers(c, 3, base(20 + 1.5 + R30, 20))).toBe(true);
    expect(templateCovers(c, 3, base(20 + 1.5 + R30 + 0.001, 20))).toBe(false);
  });
  it('which bases 3", 4" and 5" templates cover', () => {
    const bases = [base(22, 20, 30), base(22.3, 20, 40), base(23, 20, 50), base(20, 24, 50)];
    // Centre distances from (20,20): 2, 2.3, 3, 4. Covered when distance <= diameter/2 + radius:
    // 3": reaches 2.091 (30 mm), 2.287 (40 mm), 2.484 (50 mm) -> only the first.
    // 4": reaches 2.591, 2.787, 2.984 -> first two (3 > 2.984).
    // 5": reaches 3.091, 3.287, 3.484 -> first three (4 > 3.484).
    expect(basesUnderTemplate({ x: 20, y: 20 }, 3, bases)).toEqual([0]);
    expect(basesUnderTemplate({ x: 20, y: 20 }, 4, bases)).toEqual([0, 1]);
    expect(basesUnderTemplate({ x: 20, y: 20 }, 5, bases)).toEqual([0, 1, 2]);
  });
  it('spray zone: a 1" wide rectangle from the attacker base edge', () => {
    const origin = base(0, 0, 30);
    const zone = sprayZone(origin, 0, 8); // from x = R30 to x = R30 + 8, |y| <= 0.5
    expect(sprayCovers(zone, base(5, 0.5 + R30))).toBe(true); // touching the long side
    expect(sprayCovers(zone, base(5, 0.5 + R30 + 0.01))).toBe(false);
    expect(sprayCovers(zone, base(R30 + 8 + R40, 0, 40))).toBe(true); // touching the far end
    expect(sprayCovers(zone, base(R30 + 8 + R40 + 0.01, 0, 40))).toBe(false);
    expect(sprayCovers(zone, base(-2, 0))).toBe(false); // behind the start
  });
});

describe('scatter', () => {
  it('direction 1 is the reference and 2..6 go clockwise 60 degrees apart', () => {
    expect([1, 2, 3, 4, 5, 6].map((k) => scatterDirection(90, k))).toEqual([90, 30, 330, 270, 210, 150]);
  });
  it('landing points for given rolls', () => {
    const p1 = scatterPoint({ x: 10, y: 10 }, 90, 1, 4);
    expect(p1.x).toBeCloseTo(10, 12);
    expect(p1.y).toBeCloseTo(14, 12);
    const p2 = scatterPoint({ x: 10, y: 10 }, 90, 2, 2); // 30 degrees: (sqrt3, 1)
    expect(p2.x).toBeCloseTo(10 + Math.sqrt(3), 12);
    expect(p2.y).toBeCloseTo(11, 12);
    const p4 = scatterPoint({ x: 10, y: 10 }, 0, 4, 6); // back toward the attacker
    expect(p4.x).toBeCloseTo(4, 12);
    expect(p4.y).toBeCloseTo(10, 12);
  });
});
