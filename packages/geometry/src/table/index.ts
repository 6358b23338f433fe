/**
 * The inch table: points in inches, round bases, arcs, line of sight, movement with contact,
 * templates and scatter. Generic: no game's rule lives here; rulesets decide which bases block,
 * which terrain counts and how far things scatter.
 *
 * Coordinates: x to the right, y away from the first player's edge, both in inches, origin at
 * a table corner. Angles are in degrees, counter-clockwise from +x (0 = +x, 90 = +y).
 *
 * Exactness: positions are doubles. Distances and contact points come from closed formulas
 * (square roots), so every comparison allows `EPSILON` (one billionth of an inch): "within d"
 * means `<= d + EPSILON`, "overlap" means the bases interpenetrate by more than `EPSILON`.
 * Line of sight is decided over a finite family of candidate lines (see `lineOfSight`).
 */

export const EPSILON = 1e-9;
export const MM_PER_INCH = 25.4;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A round base on the table: its centre and its diameter in millimetres (30, 40, 50 or any). */
export interface Base {
  readonly center: Point;
  readonly diameterMm: number;
}

/** A base with a facing, for arcs and line of sight. */
export interface FacingBase extends Base {
  readonly facing: number;
}

export interface TableSize {
  readonly width: number;
  readonly height: number;
}

// ---------------------------------------------------------------- points and vectors

export function point(x: number, y: number): Point {
  return { x, y };
}

export function add(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}

export function sub(a: Point, b: Point): Point {
  return { x: a.x - b.x, y: a.y - b.y };
}

export function scale(a: Point, k: number): Point {
  return { x: a.x * k, y: a.y * k };
}

export function dot(a: Point, b: Point): number {
  return a.x * b.x + a.y * b.y;
}

export function cross(a: Point, b: Point): number {
  return a.x * b.y - a.y * b.x;
}

export function length(a: Point): number {
  return Math.hypot(a.x, a.y);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The unit vector of a direction in degrees. Multiples of 90 are exact. */
export function unitVector(degrees: number): Point {
  const d = normalizeAngle(degrees);
  if (d === 0) return { x: 1, y: 0 };
  if (d === 90) return { x: 0, y: 1 };
  if (d === 180) return { x: -1, y: 0 };
  if (d === 270) return { x: 0, y: -1 };
  const r = (d * Math.PI) / 180;
  return { x: Math.cos(r), y: Math.sin(r) };
}

/** An angle folded into [0, 360). */
export function normalizeAngle(degrees: number): number {
  const a = degrees % 360;
  const b = a < 0 ? a + 360 : a;
  return b === 360 || Object.is(b, -0) ? 0 : b;
}

/** The direction from one point to another, in degrees [0, 360); 0 when they coincide. */
export function angleTo(from: Point, to: Point): number {
  const v = sub(to, from);
  if (Math.abs(v.x) < EPSILON && Math.abs(v.y) < EPSILON) return 0;
  return normalizeAngle((Math.atan2(v.y, v.x) * 180) / Math.PI);
}

/** The smallest unsigned difference of two angles, in [0, 180]. */
export function angleBetween(a: number, b: number): number {
  const d = normalizeAngle(a - b);
  return d > 180 ? 360 - d : d;
}

/** The point `d` inches from `from` in the direction of `degrees`. */
export function pointInDirection(from: Point, degrees: number, d: number): Point {
  return add(from, scale(unitVector(degrees), d));
}

/** The point `d` inches from `from` toward `to` (beyond it when `d` is longer). */
export function pointToward(from: Point, to: Point, d: number): Point {
  const len = distance(from, to);
  if (len < EPSILON) return from;
  return add(from, scale(sub(to, from), d / len));
}

// ---------------------------------------------------------------- bases and distances

export function baseRadius(diameterMm: number): number {
  return diameterMm / MM_PER_INCH / 2;
}

export function radiusOf(b: Base): number {
  return baseRadius(b.diameterMm);
}

export function centreDistance(a: Base, b: Base): number {
  return distance(a.center, b.center);
}

/** Distance between the closest points of two bases; 0 when they touch or overlap. */
export function edgeDistance(a: Base, b: Base): number {
  return Math.max(0, centreDistance(a, b) - radiusOf(a) - radiusOf(b));
}

/** Distance from a point to the closest point of a base (0 inside it). */
export function pointToBaseDistance(p: Point, b: Base): number {
  return Math.max(0, distance(p, b.center) - radiusOf(b));
}

/** "Within d": the closest points are at most d apart (inclusive, with EPSILON). */
export function withinDistance(a: Base, b: Base, d: number): boolean {
  return centreDistance(a, b) - radiusOf(a) - radiusOf(b) <= d + EPSILON;
}

/** The bases interpenetrate (touching is not overlapping). */
export function overlaps(a: Base, b: Base): boolean {
  return centreDistance(a, b) < radiusOf(a) + radiusOf(b) - EPSILON;
}

/** The bases touch: their edges meet, within EPSILON. */
export function touches(a: Base, b: Base): boolean {
  return Math.abs(centreDistance(a, b) - radiusOf(a) - radiusOf(b)) <= EPSILON;
}

/** The whole base lies on the table. */
export function baseOnTable(b: Base, table: TableSize): boolean {
  const r = radiusOf(b);
  const { x, y } = b.center;
  return x - r >= -EPSILON && y - r >= -EPSILON && x + r <= table.width + EPSILON && y + r <= table.height + EPSILON;
}

/** The whole base lies within `depth` inches of the table edge at y = 0 ('near') or y = height ('far'). */
export function baseWithinEdgeZone(b: Base, table: TableSize, edge: 'near' | 'far', depth: number): boolean {
  if (!baseOnTable(b, table)) return false;
  const r = radiusOf(b);
  return edge === 'near' ? b.center.y + r <= depth + EPSILON : b.center.y - r >= table.height - depth - EPSILON;
}

// ---------------------------------------------------------------- arcs and facing

/**
 * A point is in the front arc when it is on or in front of the shoulder line: the line through
 * the base centre at right angles to the facing. The arc is 180 degrees, its edge included.
 */
export function pointInFrontArc(model: FacingBase, p: Point): boolean {
  return dot(sub(p, model.center), unitVector(model.facing)) >= -EPSILON;
}

/** Some part of `other`'s base is in `model`'s front arc. */
export function baseInFrontArc(model: FacingBase, other: Base): boolean {
  return dot(sub(other.center, model.center), unitVector(model.facing)) + radiusOf(other) >= -EPSILON;
}

/** Every part of `other`'s base is behind the shoulder line (strictly, beyond EPSILON). */
export function baseCompletelyInBackArc(model: FacingBase, other: Base): boolean {
  return !baseInFrontArc(model, other);
}

/** The centreline of `model`'s front arc passes through `target`'s centre (within 1e-6 degrees). */
export function directlyFacing(model: FacingBase, target: Point): boolean {
  if (distance(model.center, target) < EPSILON) return true;
  return angleBetween(model.facing, angleTo(model.center, target)) <= 1e-6;
}

// ---------------------------------------------------------------- segments and shapes

/** Distance from point p to the segment a-b. */
export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  if (len2 < EPSILON * EPSILON) return distance(p, a);
  const t = Math.max(0, Math.min(1, dot(sub(p, a), ab) / len2));
  return distance(p, add(a, scale(ab, t)));
}

/** Terrain outlines: a circle or a simple polygon (corners in order). */
export type Shape =
  | { readonly kind: 'circle'; readonly center: Point; readonly radius: number }
  | { readonly kind: 'polygon'; readonly points: readonly Point[] };

export function pointInShape(p: Point, s: Shape): boolean {
  switch (s.kind) {
    case 'circle':
      return distance(p, s.center) < s.radius - EPSILON;
    case 'polygon':
      return pointInPolygon(p, s.points);
  }
}

function pointInPolygon(p: Point, pts: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i] as Point;
    const b = pts[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(sub(b, a), sub(c, a));
  const d2 = cross(sub(b, a), sub(d, a));
  const d3 = cross(sub(d, c), sub(a, c));
  const d4 = cross(sub(d, c), sub(b, c));
  return (
    ((d1 > EPSILON && d2 < -EPSILON) || (d1 < -EPSILON && d2 > EPSILON)) &&
    ((d3 > EPSILON && d4 < -EPSILON) || (d3 < -EPSILON && d4 > EPSILON))
  );
}

/** The open segment a-b passes through the inside of the shape (grazing an outline does not count). */
export function segmentCrossesShape(a: Point, b: Point, s: Shape): boolean {
  switch (s.kind) {
    case 'circle':
      return pointSegmentDistance(s.center, a, b) < s.radius - EPSILON;
    case 'polygon': {
      const pts = s.points;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        if (segmentsCross(a, b, pts[j] as Point, pts[i] as Point)) return true;
      }
      // No proper crossing: the segment is inside or outside as a whole; test its midpoint.
      return pointInPolygon(scale(add(a, b), 0.5), pts);
    }
  }
}

/** The open segment a-b passes through the inside of a base (touching its edge does not count). */
export function segmentCrossesBase(a: Point, b: Point, base: Base): boolean {
  return pointSegmentDistance(base.center, a, b) < radiusOf(base) - EPSILON;
}

// ---------------------------------------------------------------- line of sight

/** Candidate points per base outline used by `lineOfSight`. */
export const LOS_SAMPLES = 24;

function outlinePoints(b: Base, n: number): Point[] {
  const r = radiusOf(b);
  const out: Point[] = [b.center];
  for (let i = 0; i < n; i++) out.push(pointInDirection(b.center, (360 * i) / n, r * (1 - 1e-7)));
  return out;
}

export interface LosQuery {
  readonly viewer: FacingBase;
  readonly target: Base;
  /** Bases that may interrupt the line; the caller leaves out those its rules say never block. */
  readonly blockers: readonly Base[];
  /** Terrain outlines that interrupt the line; the caller passes only those that block sight. */
  readonly terrain?: readonly Shape[];
}

/**
 * Line of sight: some straight line from a point of the viewer's base that is in its front arc
 * to a point of the target's base passes through the inside of no blocker and no terrain shape.
 * A line that only grazes a blocker's edge is not interrupted. The target must be at least
 * partly in the viewer's front arc.
 *
 * Decided over a finite family: the centre and `LOS_SAMPLES` points of each outline (just
 * inside it), plus the two outer common tangents of the viewer and target bases. A gap
 * narrower than the spacing of these points can be missed (a false "no line"); a line found is
 * always a real line.
 */
export function lineOfSight(q: LosQuery): boolean {
  const { viewer, target } = q;
  if (!baseInFrontArc(viewer, target)) return false;
  const terrain = q.terrain ?? [];
  // Every line between the two bases lies within max(radius) of their centre segment, so only
  // blockers reaching into that corridor can interrupt one.
  const reach = Math.max(radiusOf(viewer), radiusOf(target));
  const blockers = q.blockers.filter(
    (b) =>
      !(Math.abs(b.center.x - target.center.x) < EPSILON && Math.abs(b.center.y - target.center.y) < EPSILON) &&
      pointSegmentDistance(b.center, viewer.center, target.center) < reach + radiusOf(b),
  );
  // Nothing in the way: the line between the centres is clear (the viewer's centre is in its own arc).
  if (blockers.length === 0 && terrain.length === 0) return true;
  // Outer tangents first: the widest lines between the two bases.
  const rv = radiusOf(viewer) * (1 - 1e-7);
  const rt = radiusOf(target) * (1 - 1e-7);
  const dir = angleTo(viewer.center, target.center);
  for (const side of [90, -90]) {
    const a = pointInDirection(viewer.center, dir + side, rv);
    const b = pointInDirection(target.center, dir + side, rt);
    if (pointInFrontArc(viewer, a) && clear(a, b, blockers, terrain)) return true;
  }
  const from = outlinePoints(viewer, LOS_SAMPLES).filter((p) => pointInFrontArc(viewer, p));
  const to = outlinePoints(target, LOS_SAMPLES);
  for (const a of from) for (const b of to) if (clear(a, b, blockers, terrain)) return true;
  return false;
}

function clear(a: Point, b: Point, blockers: readonly Base[], terrain: readonly Shape[]): boolean {
  for (const bl of blockers) if (segmentCrossesBase(a, b, bl)) return false;
  for (const s of terrain) if (segmentCrossesShape(a, b, s)) return false;
  return true;
}

// ---------------------------------------------------------------- movement with contact

export type StopReason = { readonly kind: 'base'; readonly index: number } | { readonly kind: 'edge' } | null;

export interface MoveResult {
  readonly center: Point;
  /** How far the centre travelled. */
  readonly moved: number;
  /** What stopped the base short of the full distance, if anything. */
  readonly stoppedBy: StopReason;
}

/**
 * Moves a base in a straight line up to `maxDistance` inches in direction `degrees`, stopping
 * at contact with the first obstacle base it would enter or at the table edge. Obstacles it
 * already overlaps and moves away from do not stop it.
 */
export function moveBase(
  base: Base,
  degrees: number,
  maxDistance: number,
  obstacles: readonly Base[],
  table: TableSize | null,
): MoveResult {
  const u = unitVector(degrees);
  const r = radiusOf(base);
  let best = Math.max(0, maxDistance);
  let stop: StopReason = null;
  obstacles.forEach((o, index) => {
    const t = contactDistance(base.center, u, r + radiusOf(o), o.center);
    if (t !== null && t < best - EPSILON) {
      best = t;
      stop = { kind: 'base', index };
    }
  });
  if (table) {
    const limits: number[] = [];
    if (u.x > EPSILON) limits.push((table.width - r - base.center.x) / u.x);
    if (u.x < -EPSILON) limits.push((r - base.center.x) / u.x);
    if (u.y > EPSILON) limits.push((table.height - r - base.center.y) / u.y);
    if (u.y < -EPSILON) limits.push((r - base.center.y) / u.y);
    for (const t0 of limits) {
      const t = Math.max(0, t0);
      if (t < best - EPSILON) {
        best = t;
        stop = { kind: 'edge' };
      }
    }
  }
  return { center: add(base.center, scale(u, best)), moved: best, stoppedBy: stop };
}

/**
 * The distance t >= 0 along unit vector u from c at which a disc of combined radius R around
 * `o` is first touched, or null if the path never enters it. Moving away from a disc already
 * touched or entered gives null.
 */
export function contactDistance(c: Point, u: Point, R: number, o: Point): number | null {
  const w = sub(c, o);
  const b = dot(w, u);
  const cc = dot(w, w) - R * R;
  if (cc <= EPSILON) {
    // Touching or inside already: blocked at once only when moving inward.
    return b < -EPSILON ? 0 : null;
  }
  if (b >= 0) return null;
  const disc = b * b - cc;
  if (disc <= EPSILON * EPSILON) return null; // grazes at most
  return -b - Math.sqrt(disc);
}

/** Indices of the bases whose outline the moving base's path from `from` to `to` passes over or touches. */
export function basesSwept(moving: Base, from: Point, to: Point, others: readonly Base[]): number[] {
  const r = radiusOf(moving);
  const out: number[] = [];
  others.forEach((o, i) => {
    if (pointSegmentDistance(o.center, from, to) <= r + radiusOf(o) + EPSILON) out.push(i);
  });
  return out;
}

// ---------------------------------------------------------------- templates

/** A circular template of `diameter` inches covers a base when any part of the base is under it (touching counts). */
export function templateCovers(center: Point, diameter: number, base: Base): boolean {
  return distance(center, base.center) <= diameter / 2 + radiusOf(base) + EPSILON;
}

/** Indices of the bases a circular template covers. */
export function basesUnderTemplate(center: Point, diameter: number, bases: readonly Base[]): number[] {
  const out: number[] = [];
  bases.forEach((b, i) => {
    if (templateCovers(center, diameter, b)) out.push(i);
  });
  return out;
}

/** A spray zone: a rectangle `width` wide and `length` long starting at the edge of the origin base. */
export interface SprayZone {
  readonly start: Point;
  readonly degrees: number;
  readonly length: number;
  readonly width: number;
}

export function sprayZone(origin: Base, degrees: number, length: number, width = 1): SprayZone {
  return { start: pointInDirection(origin.center, degrees, radiusOf(origin)), degrees, length, width };
}

/** Distance from a point to the (filled) spray rectangle; 0 inside it. */
export function pointToSprayDistance(p: Point, zone: SprayZone): number {
  const u = unitVector(zone.degrees);
  const v = { x: -u.y, y: u.x };
  const rel = sub(p, zone.start);
  const along = dot(rel, u);
  const across = dot(rel, v);
  const dx = along < 0 ? -along : along > zone.length ? along - zone.length : 0;
  const half = zone.width / 2;
  const dy = Math.abs(across) > half ? Math.abs(across) - half : 0;
  return Math.hypot(dx, dy);
}

/** Some part of the base is inside the spray zone (touching counts). */
export function sprayCovers(zone: SprayZone, base: Base): boolean {
  return pointToSprayDistance(base.center, zone) <= radiusOf(base) + EPSILON;
}

// ---------------------------------------------------------------- scatter

/**
 * Direction `k` (1..6) of a six-way scatter around a reference direction: 1 is the reference
 * itself, and 2..6 follow clockwise, 60 degrees apart.
 */
export function scatterDirection(reference: number, k: number): number {
  if (!Number.isInteger(k) || k < 1 || k > 6) throw new RangeError(`scatter direction must be 1..6, got ${k}`);
  return normalizeAngle(reference - (k - 1) * 60);
}

/** The point moved `d` inches in scatter direction `k` of 6 around `reference`. */
export function scatterPoint(from: Point, reference: number, k: number, d: number): Point {
  return pointInDirection(from, scatterDirection(reference, k), d);
}
