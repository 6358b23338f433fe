/**
 * The `staircase` sight model (option `losModel`, AMB-03): our reconstruction of the dead angles
 * that the text's Cases 2 and 3 draw as staircases. The figures of those cases are missing, so
 * only what the words say is used; the README lists what is ours.
 *
 * Coordinates are relative to the viewer: he stands at (0,0) and faces +y; an obstacle square at
 * (ox, od) and a square (dx, dy) behind it. With the obstacle on the right (mirror otherwise) and
 * a = |ox|:
 * - Case 1 (a = 0) is the text's rule, the same as in the default model (`inAxialDeadAngle`).
 * - Cases 2 and 3 (1 <= a <= od). Step a): to stand level with the obstacle the viewer would walk
 *   od squares forward. Step b): as many dead squares lie straight behind it, in its column;
 *   Case 3 ("well" off-centre, a >= 2) takes away the a - 1 squares between the obstacle and the
 *   central axis, so the column behind it holds T = od - (a - 1) dead squares (Case 2, a = 1,
 *   is the same formula with nothing taken away). Steps c) and d): two staircases running away
 *   from the middle of the field out to its edge bound the dead angle. The inner one starts at
 *   the last of those T squares and follows the sight line through its centre; the outer one
 *   starts at the obstacle and follows the sight line through the middle of its outer side (so
 *   an obstacle on the edge of the field has its outer boundary outside the field, as the
 *   text's note on its figure says can happen). A square is dead when its centre lies between
 *   the two lines, both included; drawn on the grid, each line is a staircase.
 * - An obstacle outside the field of vision casts nothing. The obstacles looked at are the squares
 *   the triangle covers some of, |ox| <= od, whichever apex the option `fovApex` sets (AMB-02):
 *   with the apex on the front edge the squares at |ox| = od are out of the field (their centres
 *   are), yet a corner of each lies inside it and they still hide what is behind them, as the
 *   geometric line of the default model says.
 *
 * Walls and closed doors keep the geometric edge test (AMB-59), and two obstacles touching
 * diagonally shut every line through their shared corner (HY-LOS-12), as in the default model.
 */
import {
  FACINGS,
  chebyshev,
  fromRelative,
  inAxialDeadAngle,
  inFieldOfVision,
  lineClear,
  sameSquare,
  toRelative,
  traceLine,
  sq,
  type Facing,
  type GridMap,
  type SightOptions,
  type Square,
} from '@skirmish/geometry/grid';

/** Squares straight behind an off-axis obstacle at (a, od), a >= 1, that are dead (steps a and b). */
export function staircaseTail(a: number, od: number): number {
  return Math.max(0, od - (a - 1));
}

/**
 * Whether the obstacle at relative (ox, od) casts its dead angle over the square (dx, dy) under
 * the staircase model. Integers only, so the staircase edges are exact.
 */
export function inStaircaseDeadAngle(ox: number, od: number, dx: number, dy: number): boolean {
  if (od < 1 || dy <= od) return false;
  if (ox === 0) return inAxialDeadAngle(od, dx, dy);
  const a = Math.abs(ox);
  if (a > od) return false;
  const x = ox > 0 ? dx : -dx;
  const tail = staircaseTail(a, od);
  // Inner staircase: x / dy >= a / (od + tail). Outer staircase: x / dy <= (a + 1/2) / od.
  return a * dy <= x * (od + tail) && 2 * od * x <= (2 * a + 1) * dy;
}

/**
 * `seesSquare` of `@skirmish/geometry` with the staircase dead angles: the same field of vision
 * (its apex as `opt.apex` says) and range, every obstacle in the field casting its Case 1, 2 or 3
 * dead angle.
 */
export function seesSquareStaircase(
  grid: GridMap,
  viewer: Square,
  facing: Facing,
  target: Square,
  opt: SightOptions,
): boolean {
  if (sameSquare(viewer, target)) return true;
  if (chebyshev(viewer, target) > opt.range) return false;
  const apex = opt.apex ?? 'centre';
  let f = facing;
  if (opt.field === 'any') {
    if (!inFieldOfVision(viewer, f, target, opt.range, apex)) {
      const found = FACINGS.find((g) => inFieldOfVision(viewer, g, target, opt.range, apex));
      if (!found) return false;
      f = found;
    }
  } else if (!inFieldOfVision(viewer, f, target, opt.range, apex)) return false;
  // Walls and closed doors: the line between the centres may not cross one.
  if (!lineClear(grid, viewer, target, () => false)) return false;
  const rel = toRelative(viewer, f, target);
  for (let od = 1; od < rel.dy; od++)
    for (let ox = -od; ox <= od; ox++) {
      if (!inStaircaseDeadAngle(ox, od, rel.dx, rel.dy)) continue;
      if (opt.blocks(fromRelative(viewer, f, ox, od))) return false;
    }
  // Two obstacles touching diagonally: no line passes between them (HY-LOS-12).
  for (const c of traceLine(viewer, target).corners)
    if (opt.blocks(sq(c.to.x, c.from.y)) && opt.blocks(sq(c.from.x, c.to.y))) return false;
  return true;
}
