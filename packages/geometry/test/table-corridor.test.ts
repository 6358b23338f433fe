import { describe, expect, it } from 'vitest';
import { lineOfSight, type Base, type FacingBase } from '../src/table/index.ts';

const base = (x: number, y: number, diameterMm = 30): Base => ({ center: { x, y }, diameterMm });
const R30 = 30 / 25.4 / 2;
const R50 = 50 / 25.4 / 2;

describe('line of sight: only the corridor between the two bases matters', () => {
  // A 50 mm viewer at the origin facing +x and a 50 mm target 10" away: every line between them
  // stays within R50 of the centre line, so a 30 mm base can interrupt one only if its centre is
  // closer than R50 + R30 to that line.
  const viewer: FacingBase = { ...base(0, 0, 50), facing: 0 };
  const target = base(10, 0, 50);

  it('a base just outside the corridor changes nothing, even in a crowd of such bases', () => {
    const off = R50 + R30 + 0.01;
    const crowd = [1, 3, 5, 7, 9].flatMap((x) => [base(x, off), base(x, -off)]);
    expect(lineOfSight({ viewer, target, blockers: crowd })).toBe(true);
  });

  it('a wall of bases across the whole corridor closes every line', () => {
    // Three overlapping 30 mm bases across the line cover y from -1.49" to 1.49" at x = 5, wider than the corridor.
    const wall = [base(5, 0.9, 30), base(5, -0.9, 30), base(5, 0, 30)];
    expect(lineOfSight({ viewer, target, blockers: wall })).toBe(false);
  });

  it('a base inside the corridor but off the centre line leaves a line past it', () => {
    expect(lineOfSight({ viewer, target, blockers: [base(5, R50, 30)] })).toBe(true);
  });
});
