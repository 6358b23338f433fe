/**
 * Reading the state: profiles and current values, squares, sight, movement pricing. No changes
 * to the state happen here.
 */
import type { Options } from '@skirmish/core';
import {
  FACINGS,
  chebyshev,
  compileGrid,
  diagonalFast,
  shiftOpenFast,
  cheapestPlacements,
  contactSide,
  explore,
  footprint,
  frontNeighbours,
  frontSquares,
  seesSquare,
  seesSquareFast,
  setDistance,
  sq,
  squareKey,
  stepVector,
  type CompiledGrid,
  type EdgeKind,
  type Facing,
  type FovApex,
  type GridMap,
  type MoveCost,
  type PathNode,
  type Reached,
  type Square,
  pathTo,
  nodeKey,
} from '@skirmish/geometry/grid';
import { compiledGridOf, featureSquare, reachMoves, type Reach } from './reach.ts';
import {
  MOVER_BACK_DIAGONAL_1,
  MOVER_LARGE_TITAN,
  MOVER_NOVICE,
  MOVER_PUNY,
  MOVER_QUARTER_TURNS,
  PAST_CORNER,
  PAST_MODEL,
  PAST_OPPONENT_AND_CORNER,
  STEP_NAMES,
  TAGS,
  TAG_TURNED,
  TAG_TURNED_HERE,
  startPitBits,
  coverTag,
  stepCost,
  turnCost,
} from './step-cost.ts';
import { seesSquareStaircase } from './staircase.ts';
import { mutationModeBonus } from './cards/mutations.ts';
import type { AptitudeName, HybridContent, Profile } from './content/schema.ts';
import type { Activation, HybridState, ModeId, Warrior } from './state.ts';

export interface Ctx {
  readonly content: HybridContent;
  readonly options: Options;
  readonly profiles: ReadonlyMap<string, Profile>;
  /** The profiles that hold Infiltration: each move asks after it for every warrior in play. */
  readonly infiltrators: ReadonlySet<string>;
}

export function makeCtx(content: HybridContent, options: Options): Ctx {
  return {
    content,
    options,
    profiles: new Map(content.profiles.map((p) => [p.id, p])),
    infiltrators: new Set(
      content.profiles.filter((p) => p.aptitudes.some((a) => a.name === 'Infiltration')).map((p) => p.id),
    ),
  };
}

export function profileOf(ctx: Ctx, w: Warrior): Profile {
  const p = ctx.profiles.get(w.profile);
  if (!p) throw new Error(`no profile ${w.profile}`);
  return p;
}

/** X of an aptitude (0 when it has no number), or null when the warrior lacks it. */
export function apt(ctx: Ctx, w: Warrior, name: AptitudeName): number | null {
  // A loop, not `find`: asked very often, and no callback made per question.
  const list = profileOf(ctx, w).aptitudes;
  for (let i = 0; i < list.length; i++) {
    const a = list[i] as (typeof list)[number];
    if (a.name !== name) continue;
    if (name === 'Prestige' && w.prestigeLost) return null;
    if (name === 'Infiltration' && w.infiltrationLost) return null;
    return a.x ?? 0;
  }
  return null;
}

export const hasMutation = (ctx: Ctx, w: Warrior, effect: string): boolean =>
  w.mutations.some((id) => ctx.content.mutationCards.find((m) => m.id === id)?.effect === effect);

export const nvNow = (ctx: Ctx, w: Warrior): number => profileOf(ctx, w).nv - w.wounds;

/** An Expert Move victim takes -2 on every Natural Roll for the rest of the round (HY-MODE-MV-10). */
export const expertVictim = (w: Warrior): number => (w.blocked === 'expert' ? -2 : 0);

export function movementNow(ctx: Ctx, w: Warrior): number {
  const bonus = hasMutation(ctx, w, 'steel-tendons') ? 1 : 0;
  return Math.max(0, profileOf(ctx, w).movement + bonus - w.wounds);
}

/** Current Mode value, or null for a "-" Mode. */
export function modeValue(ctx: Ctx, w: Warrior, mode: ModeId): number | null {
  const p = profileOf(ctx, w);
  const printed = mode === 'OC' ? p.oc : mode === 'DC' ? p.dc : mode === 'F' ? p.f : p.mv;
  if (printed === null) return null;
  return Math.max(1, printed + mutationModeBonus(ctx, w, mode) - w.wounds);
}

export function equipment(ctx: Ctx, w: Warrior, mode: 'oc' | 'dc' | 'f'): number {
  return profileOf(ctx, w).equipment.reduce((s, e) => s + (e[mode] ?? 0), 0);
}

export const isLarge = (ctx: Ctx, w: Warrior): boolean => profileOf(ctx, w).base === '2x2';
export const isTitan = (ctx: Ctx, w: Warrior): boolean => apt(ctx, w, 'Titan') !== null;
/**
 * A Titan under the movement restrictions and immunities of his aptitude: no diagonal step, a free
 * quarter turn once a square, no Novice Move through him, no Skilled/Expert Move pin (HY-APT-54,
 * HY-APT-55): on a 2x2 base only (AMB-42), or on any base under `titanRulesAllBases`.
 */
export const titanRules = (ctx: Ctx, w: Warrior): boolean =>
  isTitan(ctx, w) && (isLarge(ctx, w) || ctx.options['titanRulesAllBases'] === true);
export const isPuny = (ctx: Ctx, w: Warrior): boolean => apt(ctx, w, 'Puny') !== null;

export function squaresOf(ctx: Ctx, w: Warrior): Square[] {
  return footprint(sq(w.x, w.y), profileOf(ctx, w).base, w.facing);
}

export const inPlay = (s: HybridState): Warrior[] => s.warriors.filter((w) => w.status === 'in-play');

export function warrior(s: HybridState, id: string): Warrior {
  const w = s.warriors.find((x) => x.id === id);
  if (!w) throw new Error(`no warrior ${id}`);
  return w;
}

export function occupancy(ctx: Ctx, s: HybridState): Map<string, Warrior> {
  const m = new Map<string, Warrior>();
  for (const w of inPlay(s)) for (const q of squaresOf(ctx, w)) m.set(squareKey(q), w);
  return m;
}

const NONE: ReadonlySet<string> = new Set();

/** The board's doors laid on `edges`, open or closed as they stand (and those of `open` open). */
function layDoors(s: HybridState, edges: Record<string, EdgeKind>, open: ReadonlySet<string>): GridMap {
  for (const d of s.board.doors)
    for (const e of d.edges) edges[e] = d.open || open.has(d.id) ? 'door-open' : 'door-closed';
  return { width: s.board.width, height: s.board.height, edges, voids: s.board.voids };
}

export function gridOf(s: HybridState): GridMap {
  return layDoors(s, { ...s.board.edges }, NONE);
}

/**
 * The grid for lines of sight: the same edges as `gridOf`, looked up through the board's own
 * edges (no copy of them made per line of sight). Its edges are read by key only; `gridOf` gives
 * a plain copy for what lists them.
 */
export function sightGrid(s: HybridState): GridMap {
  const b = s.board;
  if (b.doors.length === 0) return { width: b.width, height: b.height, edges: b.edges, voids: b.voids };
  return layDoors(s, Object.create(b.edges) as Record<string, EdgeKind>, NONE);
}

/** The grid with some closed doors taken as open (the ones a Titan smashes on his way). */
export function openedGrid(s: HybridState, open: ReadonlySet<string>): GridMap {
  return layDoors(s, { ...s.board.edges }, open);
}

/**
 * The grid a 2x2 base that passes single doors (Sasia Samaris, HY-DOOR-08) moves on. A 2x2 base
 * crosses a wall line through two open edges side by side; hers needs only one, when it is a single
 * open door or a single passage. So the wall edges on either side of such an edge, along its wall
 * line, are taken as open here: a footprint crossing the line must then have the door under one of
 * its two columns (or rows), and may stand across it on the way. Closed doors beside it stay shut.
 * The movement searches and a push (HY-APT-25) use this grid; sight keeps the walls.
 */
export function squeezedGrid(g: GridMap): GridMap {
  const edges = g.edges;
  const openKind = (k: EdgeKind | undefined): boolean => k === 'door-open' || k === 'passage';
  let out: Record<string, EdgeKind> | null = null;
  for (const key in edges) {
    if (!openKind(edges[key])) continue;
    const { x, y, side } = edgeParts(key);
    // The two edges beside this one on its wall line.
    const beside = side === 'N' ? [`${x - 1},${y},N`, `${x + 1},${y},N`] : [`${x},${y - 1},E`, `${x},${y + 1},E`];
    if (beside.some((b) => openKind(edges[b]))) continue;
    for (const b of beside)
      if (edges[b] === 'wall') {
        out ??= { ...edges };
        delete out[b];
      }
  }
  return out === null ? g : { ...g, edges: out };
}

/**
 * Closed doors a Titan goes through by smashing them (HY-DOOR-09, HY-APT-51): those his base fits,
 * so a large-base Titan smashes double doors only (HY-DOOR-10). Locked mission doors hold.
 */
export function smashableDoors(ctx: Ctx, s: HybridState, w: Warrior): ReadonlySet<string> {
  if (!isTitan(ctx, w)) return NONE;
  const out = new Set<string>();
  for (const d of s.board.doors) if (!d.open && !d.locked && fitsDoor(ctx, w, d.edges)) out.add(d.id);
  return out.size > 0 ? out : NONE;
}

export function enemiesInContact(ctx: Ctx, s: HybridState, w: Warrior): Warrior[] {
  const out: Warrior[] = [];
  let mine: Square[] | null = null;
  let g: CompiledGrid | null = null;
  for (const o of s.warriors)
    if (
      o.status === 'in-play' &&
      o.side !== w.side &&
      mayTouch(w, o) &&
      basesTouch((g ??= compiledGridOf(s)), (mine ??= squaresOf(ctx, w)), squaresOf(ctx, o))
    )
      out.push(o);
  return out;
}

/** Two warriors in base contact on the board of `s` (HY-GEN-06, `basesTouch`). */
export const inBaseContact = (ctx: Ctx, s: HybridState, a: Warrior, b: Warrior): boolean =>
  mayTouch(a, b) && basesTouch(compiledGridOf(s), squaresOf(ctx, a), squaresOf(ctx, b));

/**
 * Base contact across the edge between squares (ax, ay) and (bx, by): they are side by side
 * (HY-GEN-06) and no wall or closed door stands on that edge. A wall or closed door between two
 * bases keeps them apart: a Titan strikes through a single door only once it is open (HY-DOOR-10),
 * and contact counts as sight (HY-LOS-16, HY-APT-37), which neither lets through (HY-LOS-13).
 * An open door or a passage keeps no one apart (HY-TERRAIN-06, HY-MOVE-23).
 */
export function touchAcross(g: CompiledGrid, ax: number, ay: number, bx: number, by: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  if (Math.abs(dx) + Math.abs(dy) !== 1) return false;
  if (ax < 0 || ay < 0 || ax >= g.width || ay >= g.height) return false;
  return ((g.shut[ay * g.width + ax] as number) & sideBit(dx, dy)) === 0;
}

/** The compiled grid's bit of the side of a square that (dx, dy) crosses: N 1, E 2, S 4, W 8. */
const sideBit = (dx: number, dy: number): number => (dx > 0 ? 2 : dx < 0 ? 8 : dy > 0 ? 1 : 4);

/** Two bases in base contact: a square of one touches a square of the other (`touchAcross`). */
export function basesTouch(g: CompiledGrid, a: readonly Square[], b: readonly Square[]): boolean {
  for (const p of a) for (const q of b) if (touchAcross(g, p.x, p.y, q.x, q.y)) return true;
  return false;
}

/**
 * Whether two bases can be in contact at all: every square of a base lies within one square of
 * its anchor, so bases whose anchors are more than three squares apart never touch.
 */
export const mayTouch = (a: Warrior, b: Warrior): boolean => Math.abs(a.x - b.x) <= 3 && Math.abs(a.y - b.y) <= 3;

/** Lights Out is in effect: the table plays it throughout, or the Nemesis Event card is in play. */
export function lightsOut(ctx: Ctx, s?: HybridState): boolean {
  if (ctx.options['lightsOut'] === true) return true;
  if (!s) return false;
  // The Lights Out card is a Nemesis card: it darkens nothing with the module off (C-15).
  if (ctx.options['nemesis'] !== true) return false;
  return s.cards.constants.some((c) => ctx.content.eventCards.find((e) => e.id === c.card)?.effect === 'lights-out');
}

/** Sight range R: 8, or 5 under Lights Out, plus Eye of the Lynx X (HY-LOS-18, HY-APT-33). */
export function sightRange(ctx: Ctx, w: Warrior, s?: HybridState): number {
  const base = lightsOut(ctx, s) ? 5 : 8;
  return base + (apt(ctx, w, 'Eye of the Lynx') ?? 0);
}

/** A Lantern lights the squares within 10 of it, whatever Lights Out or Eye of the Lynx say (HY-LOS-21). */
export const LANTERN_RADIUS = 10;

/** Whether a square is lit by a Lantern (only with the Nemesis module on). */
export function lit(ctx: Ctx, s: HybridState, q: Square): boolean {
  if (ctx.options['nemesis'] !== true) return false;
  for (const [k, f] of Object.entries(s.board.features)) {
    if (!f.lantern) continue;
    const l = featureSquare(k);
    if (Math.max(Math.abs(l.x - q.x), Math.abs(l.y - q.y)) <= LANTERN_RADIUS) return true;
  }
  return false;
}

/** The squares of the Lanterns that light the board: none with the Nemesis module off (`lit`). */
export function lanternSquares(ctx: Ctx, s: HybridState): string[] {
  if (ctx.options['nemesis'] !== true) return [];
  return Object.keys(s.board.features).filter((k) => s.board.features[k]?.lantern === true);
}

/**
 * The board and who stands where, for several sight checks of one unchanged state: each is made
 * on the first check that gets past the distance test, and kept for the next ones.
 */
export interface SightLines {
  grid?: GridMap;
  occ?: Map<string, Warrior>;
  board?: SightBoard;
}

/**
 * What `sees` looks up along its lines, compiled once per set of lines (the state unchanged). Its
 * arrays are shared by every board made (one at a time): a board is good while `made` is the
 * number of the last one.
 */
interface SightBoard {
  readonly grid: CompiledGrid;
  readonly made: number;
  readonly live: Warrior[];
}
/** Per square: -2 a column or darkness, -1 nothing, else who stands there (index in `live`). */
let sightAt = new Int16Array(0);
/** Per warrior of the board's `live`: 1 when Puny. */
let sightPuny = new Uint8Array(0);
let sightMade = 0;

function sightBoard(ctx: Ctx, s: HybridState, lines: SightLines | undefined): SightBoard {
  const kept = lines?.board;
  if (kept !== undefined && kept.made === sightMade) return kept;
  const grid = compiledGridOf(s);
  const W = grid.width;
  const H = grid.height;
  if (sightAt.length < W * H) sightAt = new Int16Array(W * H);
  const at = sightAt;
  at.fill(-1, 0, W * H);
  const live = inPlay(s);
  if (sightPuny.length < live.length) sightPuny = new Uint8Array(Math.max(16, live.length));
  const puny = sightPuny;
  // As `occupancy`: a later warrior listed on a square wins it.
  for (let i = 0; i < live.length; i++) {
    const o = live[i] as Warrior;
    puny[i] = isPuny(ctx, o) ? 1 : 0;
    for (const q of squaresOf(ctx, o)) if (q.x >= 0 && q.y >= 0 && q.x < W && q.y < H) at[q.y * W + q.x] = i;
  }
  // A column or darkness blocks whoever stands there.
  const features = s.board.features;
  for (const k in features) if (features[k]?.column) blockSight(at, W, H, k);
  for (const k of darkSquares(s)) blockSight(at, W, H, k);
  const board: SightBoard = { grid, made: ++sightMade, live };
  if (lines) lines.board = board;
  return board;
}

/** Marks the square of key `k` as blocking in a sight board's `at` of width W and height H. */
function blockSight(at: Int16Array, W: number, H: number, k: string): void {
  const q = featureSquare(k);
  if (q.x >= 0 && q.y >= 0 && q.x < W && q.y < H) at[q.y * W + q.x] = -2;
}

/** Squares under a blocking template (the Darkness grenade): each is an obstacle to sight (HY-LOS-22). */
export function darkSquares(s: HybridState): ReadonlySet<string> {
  const t = s.board.templates;
  if (!t || t.length === 0) return NONE;
  return new Set(t.filter((x) => x.kind === 'darkness').flatMap((x) => x.squares));
}

/**
 * Where the apex of every field of vision sits (table option `fovApex`, AMB-02): at the centre of
 * each square of the viewer's front edge, or on its front side. A viewer of several squares sees
 * from each square of his front edge (AMB-65), so the option moves each of those apexes alike.
 */
export function fovApex(ctx: Ctx): FovApex {
  return ctx.options['fovApex'] === 'frontEdge' ? 'frontEdge' : 'centre';
}

/**
 * The apex a sight check of `field` is judged with. The option shapes the frontal field only:
 * Novice Firing (`field: 'any'`) may shoot in every direction, the sight line alone limiting it
 * (HY-MODE-F-12), so its four quadrants meet on the diagonals as they do with the apex at the
 * centre. With the apex on the front edge they would leave out every square on a diagonal through
 * the shooter, an adjacent one included. A square off the diagonals lies in one quadrant under
 * either apex and is judged from it alike (HY-LOS-17); one on a diagonal, from the first of the
 * two it borders, his own facing first.
 */
function apexOf(ctx: Ctx, field: 'front' | 'any'): FovApex {
  return field === 'any' ? 'centre' : fovApex(ctx);
}

/**
 * Whether `viewer` sees `target`: from any square of his front edge to any square of the target,
 * past columns, walls, closed doors, blocking templates and other warriors (a Puny warrior hides
 * only Puny ones). A target on a Lantern-lit square is seen at any distance (HY-LOS-19).
 * `field: 'any'` judges a target outside the frontal triangle as if facing its quadrant. The
 * frontal triangle has its apex where `fovApex` puts it (AMB-02); the quadrants, as `apexOf` says.
 */
export function sees(
  ctx: Ctx,
  s: HybridState,
  viewer: Warrior,
  target: Warrior,
  opts: {
    field?: 'front' | 'any';
    ignore?: readonly string[];
    grid?: GridMap;
    occ?: Map<string, Warrior>;
    lines?: SightLines;
  } = {},
): boolean {
  // Warriors off the board (waiting, reserves, gone) neither see nor are seen.
  if (viewer.status !== 'in-play' || target.status !== 'in-play') return false;
  // Too far apart: every square of a base lies within one square of its anchor, so no square of
  // one is within sight range of a square of the other, and both sight models stop there. Only a
  // Lantern (Nemesis) can stretch the range for a target square.
  let range: number | null = null;
  if (ctx.options['nemesis'] !== true) {
    const apart = Math.max(Math.abs(viewer.x - target.x), Math.abs(viewer.y - target.y)) - 2;
    range = sightRange(ctx, viewer, s);
    if (apart > range) return false;
  }
  const lines = opts.lines;
  // The default model on the board as it stands: on the compiled grid, by coordinates.
  if (ctx.options['losModel'] !== 'staircase' && !opts.grid && !opts.occ)
    return seesFast(ctx, s, viewer, target, opts.field ?? 'front', opts.ignore, lines, range);
  const grid = opts.grid ?? (lines ? (lines.grid ??= sightGrid(s)) : sightGrid(s));
  const occ = opts.occ ?? (lines ? (lines.occ ??= occupancy(ctx, s)) : occupancy(ctx, s));
  return (
    linesOfSight(ctx, s, viewer, target, { field: opts.field ?? 'front', ignore: opts.ignore, grid, occ }, true)
      .length > 0
  );
}

/**
 * The sight lines by which `viewer` sees `target`: each pair of a square of his front edge and a
 * square of the target that sees it (AMB-65), past the obstacles of `sees` (with `ignore` and
 * `field` as there; `anyWarrior`: no warrior blocks, only columns and darkness). The lines a
 * shot's rockfall penalty is counted on (AMB-41).
 */
export function sightPairs(
  ctx: Ctx,
  s: HybridState,
  viewer: Warrior,
  target: Warrior,
  opts: { field?: 'front' | 'any'; ignore?: readonly string[]; anyWarrior?: boolean } = {},
): Array<readonly [Square, Square]> {
  if (viewer.status !== 'in-play' || target.status !== 'in-play') return [];
  const o = { field: opts.field ?? 'front', ignore: opts.ignore, anyWarrior: opts.anyWarrior };
  return linesOfSight(ctx, s, viewer, target, { ...o, grid: sightGrid(s), occ: occupancy(ctx, s) }, false);
}

/**
 * The lines of `sees` (its model on `grid` and `occ`) and `sightPairs`: from each square of the
 * viewer's front edge to each square of the target, past columns, darkness and other warriors (a
 * Puny one hides only Puny ones; none with `anyWarrior`); only the first found with `first`.
 */
function linesOfSight(
  ctx: Ctx,
  s: HybridState,
  viewer: Warrior,
  target: Warrior,
  o: {
    field: 'front' | 'any';
    ignore: readonly string[] | undefined;
    anyWarrior?: boolean | undefined;
    grid: GridMap;
    occ: Map<string, Warrior>;
  },
  first: boolean,
): Array<readonly [Square, Square]> {
  const targetPuny = isPuny(ctx, target);
  const dark = darkSquares(s);
  const normal = sightRange(ctx, viewer, s);
  const far = Math.max(s.board.width, s.board.height);
  // One set of options for every line, its range set per target square; `blocks` a method (no
  // closure made and named per call).
  const sight: { range: number; field: 'front' | 'any'; apex: FovApex; blocks(q: Square): boolean } = {
    range: normal,
    field: o.field,
    apex: apexOf(ctx, o.field),
    blocks(q: Square): boolean {
      const k = squareKey(q);
      if (s.board.features[k]?.column) return true;
      if (dark.has(k)) return true;
      const w = o.occ.get(k);
      if (o.anyWarrior || !w || w.id === viewer.id || w.id === target.id || o.ignore?.includes(w.id)) return false;
      return !isPuny(ctx, w) || targetPuny;
    },
  };
  // AMB-03: the default Case 1 plus a geometric line, or our staircase reconstruction.
  const model = ctx.options['losModel'] === 'staircase' ? seesSquareStaircase : seesSquare;
  const out: Array<readonly [Square, Square]> = [];
  const from = frontSquares(squaresOf(ctx, viewer), viewer.facing);
  for (const b of squaresOf(ctx, target)) {
    sight.range = lit(ctx, s, b) ? far : normal;
    for (const a of from)
      if (model(o.grid, a, viewer.facing, b, sight)) {
        out.push([a, b]);
        if (first) return out;
      }
  }
  return out;
}

/** What the line being judged by `seesFast` ignores: its viewer, its target, `ignore`. */
let lineViewer = '';
let lineTarget = '';
let lineIgnore: readonly string[] | undefined;
let lineTargetPuny = false;
let lineLive: Warrior[] = [];
let lineW = 0;
let lineH = 0;

/** What `sees` says blocks: a column, darkness, or another warrior (a Puny one hides only Puny ones). */
function lineBlocks(x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= lineW || y >= lineH) return false;
  const c = sightAt[y * lineW + x] as number;
  if (c === -1) return false;
  if (c === -2) return true;
  const id = (lineLive[c] as Warrior).id;
  if (id === lineViewer || id === lineTarget || (lineIgnore !== undefined && lineIgnore.includes(id))) return false;
  return sightPuny[c] === 0 || lineTargetPuny;
}

/** `sees` with the default model (AMB-03, Case 1 and a geometric line), on the compiled grid. */
function seesFast(
  ctx: Ctx,
  s: HybridState,
  viewer: Warrior,
  target: Warrior,
  field: 'front' | 'any',
  ignore: readonly string[] | undefined,
  lines: SightLines | undefined,
  knownRange: number | null,
): boolean {
  const board = sightBoard(ctx, s, lines);
  const grid = board.grid;
  lineViewer = viewer.id;
  lineTarget = target.id;
  lineIgnore = ignore;
  lineTargetPuny = isPuny(ctx, target);
  lineLive = board.live;
  lineW = grid.width;
  lineH = grid.height;
  // The viewer's range, when `sees` has not worked it out already.
  const normal = knownRange ?? sightRange(ctx, viewer, s);
  const far = Math.max(s.board.width, s.board.height);
  const apex = apexOf(ctx, field);
  const from = frontSquares(squaresOf(ctx, viewer), viewer.facing);
  for (const b of squaresOf(ctx, target)) {
    const range = lit(ctx, s, b) ? far : normal;
    for (const a of from)
      if (seesSquareFast(grid, a.x, a.y, viewer.facing, b.x, b.y, range, field, lineBlocks, apex)) return true;
  }
  return false;
}

/**
 * Whether `viewer` sees the square `q` (a target square, not a warrior): from his front edge,
 * within his field of vision (its apex as `fovApex` says) and range, past the obstacles of `sees`.
 * A warrior standing on `q` does not hide it; another warrior on the line does, unless he is Puny.
 * The viewer's own squares are seen. A Lantern-lit square is seen at any distance (HY-LOS-19).
 */
export function seesSquareOf(
  ctx: Ctx,
  s: HybridState,
  viewer: Warrior,
  q: Square,
  opts: { grid?: GridMap; occ?: Map<string, Warrior> } = {},
): boolean {
  if (viewer.status !== 'in-play') return false;
  const mine = squaresOf(ctx, viewer);
  if (mine.some((m) => m.x === q.x && m.y === q.y)) return true;
  const grid = opts.grid ?? sightGrid(s);
  const occ = opts.occ ?? occupancy(ctx, s);
  const dark = darkSquares(s);
  const target = squareKey(q);
  const blocks = (b: Square): boolean => {
    const k = squareKey(b);
    if (s.board.features[k]?.column) return true;
    if (dark.has(k)) return true;
    const o = occ.get(k);
    if (!o || o.id === viewer.id || k === target) return false;
    return !isPuny(ctx, o);
  };
  const range = lit(ctx, s, q) ? Math.max(s.board.width, s.board.height) : sightRange(ctx, viewer, s);
  const model = ctx.options['losModel'] === 'staircase' ? seesSquareStaircase : seesSquare;
  const apex = fovApex(ctx);
  for (const a of frontSquares(mine, viewer.facing))
    if (model(grid, a, viewer.facing, q, { range, blocks, field: 'front', apex })) return true;
  return false;
}

/** The target's rear edge is touched by the attacker's base. */
export function fromRear(ctx: Ctx, attacker: Warrior, target: Warrior): boolean {
  const t = squaresOf(ctx, target);
  return squaresOf(ctx, attacker).some((q) => contactSide(t, target.facing, q) === 'rear');
}

/** The facing an attacker takes to have `target` at his front edge (his own facing first). */
export function facingFor(ctx: Ctx, s: HybridState, attacker: Warrior, target: Warrior): Facing | null {
  const mine = squaresOf(ctx, attacker);
  const theirs = new Set(squaresOf(ctx, target).map(squareKey));
  const order = [attacker.facing, ...FACINGS.filter((f) => f !== attacker.facing)];
  const cavalry = profileOf(ctx, attacker).base === '1x2';
  for (const f of order) {
    if (cavalry && f !== attacker.facing) {
      // A 1x2 base turns by pivoting on its rear square onto new squares (AMB-30): the square
      // beyond its new front square lies two squares off the rear one, where no enemy touching it
      // stands. So the free turn to strike (HY-FACE-04) never brings him one to strike: he keeps
      // his facing. About its front square (`cavalryPivot: 'front'`) a quarter turn faces the
      // square beside the front one, where an enemy touching it may stand, when the rear square
      // can swing round behind.
      const at = frontAnchored(ctx, attacker) ? pivotTo(ctx, s, attacker, f) : null;
      if (at !== null && frontNeighbours(footprint(at, '1x2', f), f).some((q) => theirs.has(squareKey(q)))) return f;
      continue;
    }
    if (frontNeighbours(mine, f).some((q) => theirs.has(squareKey(q)))) return f;
  }
  return null;
}

/**
 * The square a 1x2 base stands on once turned to `f` outside a movement (to strike, on an
 * Objective), AMB-30: turning about its rear square it keeps that square and its front square
 * swings onto the one beyond it in the new facing; turning about its front square
 * (`frontAnchored`) its rear square swings round behind the front one. The square it swings onto
 * must be free as in a movement's turn (on the board, no column, no Entry/Exit counter or lever,
 * no one else's base). Null when it is not.
 */
export function pivotTo(ctx: Ctx, s: HybridState, w: Warrior, f: Facing): Square | null {
  let at = sq(w.x, w.y);
  if (frontAnchored(ctx, w)) {
    const [fx, fy] = FACING_VECTOR[w.facing];
    const [nx, ny] = FACING_VECTOR[f];
    at = sq(w.x + fx - nx, w.y + fy - ny);
  }
  const g = compiledGridOf(s);
  const taken = occupancy(ctx, s);
  for (const q of footprint(at, '1x2', f)) {
    if (q.x < 0 || q.y < 0 || q.x >= g.width || q.y >= g.height || g.board[q.y * g.width + q.x] !== 1) return null;
    const k = squareKey(q);
    const feature = s.board.features[k];
    if (feature?.column || feature?.entryCover || feature?.lever) return null;
    const o = taken.get(k);
    if (o && o.id !== w.id) return null;
  }
  return at;
}

/**
 * Turns `w` to `f` outside a movement (to strike, on an Objective): a 1x2 base that turns about
 * its front square moves its rear square round behind it (`pivotTo`, free by the menu's test).
 */
export function turnInPlace(ctx: Ctx, s: HybridState, w: Warrior, f: Facing): void {
  if (frontAnchored(ctx, w)) {
    const at = pivotTo(ctx, s, w, f);
    if (at !== null) {
      w.x = at.x;
      w.y = at.y;
    }
  }
  w.facing = f;
}

export const distanceBetween = (ctx: Ctx, a: Warrior, b: Warrior): number =>
  setDistance(squaresOf(ctx, a), squaresOf(ctx, b));

// ---------------------------------------------------------------------------------------------
// Movement

/** In a square's `extra`: the points a step onto it costs (bits 1-2), and an open trapdoor, paid
 *  for when the base uncovers it (HY-TRAP-02; AMB-21 for a base of several squares). */
const ENTRY_COST = 3;
const LEAVE_PIT = 4;

export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly facing: Facing;
  readonly cost: number;
  readonly key: string;
}

export function movePricing(ctx: Ctx, s: HybridState, w: Warrior, act: Activation): MoveCost {
  const grid = openedGrid(s, smashableDoors(ctx, s, w));
  const cg = compileGrid(grid);
  const W = cg.width;
  const p = profileOf(ctx, w);
  const titan = isTitan(ctx, w);
  const largeTitan = titanRules(ctx, w);
  const puny = isPuny(ctx, w);
  const velocity = apt(ctx, w, 'Velocity') !== null;
  const trapdoors = p.base === '1x1' || ctx.options['bigBaseTrapdoorRule'] !== 'ignore';
  const novice = act.mode === 'MV' && act.level === 2;
  const startedInContact = act.startContacts.length > 0;
  const quarterTurns = ctx.options['turnModel'] === 'quarterTurns';
  const mover =
    (novice ? MOVER_NOVICE : 0) |
    (puny ? MOVER_PUNY : 0) |
    (largeTitan ? MOVER_LARGE_TITAN : 0) |
    (quarterTurns ? MOVER_QUARTER_TURNS : 0) |
    // A backward diagonal priced as any diagonal (AMB-05, `backwardDiagonal`).
    (ctx.options['backwardDiagonal'] === 'diagonal' ? MOVER_BACK_DIAGONAL_1 : 0);
  // The squares of the base at node (x, y) facing f: nodes name the front square of a 1x2 base
  // that turns about it (`frontAnchored`), so that its turns keep their square.
  const frontFirst = frontAnchored(ctx, w);
  const squaresAt = (x: number, y: number, f: Facing): Square[] => {
    if (!frontFirst) return footprint(sq(x, y), p.base, f);
    const [dx, dy] = FACING_VECTOR[f];
    return footprint(sq(x - dx, y - dy), p.base, f);
  };
  // Per-square tables for the hot loop.
  const n = W * cg.height;
  const occ = new Int16Array(n).fill(-1);
  const column = new Uint8Array(n);
  const noWalk = new Uint8Array(n);
  const extra = new Uint8Array(n);
  const nearEnemy = new Uint8Array(n);
  const live = inPlay(s);
  live.forEach((o, i) => {
    for (const q of squaresOf(ctx, o)) if (q.x >= 0 && q.y >= 0 && q.x < W && q.y < cg.height) occ[q.y * W + q.x] = i;
  });
  for (const [k, f] of Object.entries(s.board.features)) {
    const [x, y] = k.split(',').map(Number);
    const i = (y ?? 0) * W + (x ?? 0);
    if (f.column) column[i] = 1;
    if (f.entryCover || f.lever) noWalk[i] = 1;
    // An open trapdoor's extra point goes with the crossing: the base pays it as it uncovers the
    // square, so a move that ends over it pays none (HY-TRAP-02, HY-TRAP-06, AMB-21).
    const pit = f.trapdoor === 'open' && !velocity && trapdoors;
    extra[i] = (f.rockfall && !titan && !velocity ? 1 : 0) + (pit ? LEAVE_PIT : 0);
  }
  // He pays nothing to climb off the trapdoors he starts on (HY-TRAP-04); once he has covered one
  // of them again, leaving that one is a crossing (its own TAG_BACK_ON_START bit, `startBit`).
  const startBit = new Int32Array(n);
  const pits: number[] = [];
  for (const q of squaresOf(ctx, w))
    if (q.x >= 0 && q.y >= 0 && q.x < W && q.y < cg.height) {
      if ((extra[q.y * W + q.x] as number) >> 2) pits.push(q.y * W + q.x);
      extra[q.y * W + q.x] = (extra[q.y * W + q.x] as number) & ENTRY_COST;
    }
  startPitBits(pits, pits.length).forEach((bit, j) => (startBit[pits[j] as number] = bit));
  const left = (i: number, tag: number): number => ((extra[i] ?? 0) >> 2) + (tag & (startBit[i] ?? 0) ? 1 : 0);
  // Contact is judged on the board as it stands: a closed door a Titan would smash on his way
  // still keeps him apart (HY-GEN-06).
  const real = compiledGridOf(s);
  for (const o of live) {
    if (o.side === w.side) continue;
    for (const q of squaresOf(ctx, o))
      for (const [dx, dy] of [
        [0, 1],
        [1, 0],
        [0, -1],
        [-1, 0],
      ] as const) {
        const x = q.x + (dx ?? 0);
        const y = q.y + (dy ?? 0);
        if (x >= 0 && y >= 0 && x < W && y < cg.height && touchAcross(real, q.x, q.y, x, y)) nearEnemy[y * W + x] = 1;
      }
  }
  const freeFriend = live.map((o) => o.side === w.side && enemiesInContact(ctx, s, o).length === 0);
  const crossable = live.map((o) => o.side !== w.side && novice && o.dc === null && !(titanRules(ctx, o) && !titan));
  const self = live.findIndex((o) => o.id === w.id);

  const footprintFree = (squares: readonly Square[], tag: number): number => {
    let friend = false;
    let touching = false;
    for (const q of squares) {
      if (q.x < 0 || q.y < 0 || q.x >= W || q.y >= cg.height || cg.board[q.y * W + q.x] !== 1) return -1;
      const i = q.y * W + q.x;
      if (column[i] || noWalk[i]) return -1;
      const o = occ[i] ?? -1;
      if (o >= 0 && o !== self) {
        const other = live[o] as Warrior;
        if (other.side === w.side) {
          if (startedInContact || !freeFriend[o]) return -1;
          friend = true;
        } else if (!crossable[o]) return -1;
      }
      if (nearEnemy[i] && (o < 0 || o === self || (live[o] as Warrior).side === w.side)) touching = true;
    }
    return coverTag(tag, friend, touching);
  };

  return (from: PathNode, move, to) => {
    if (move.kind === 'turn') {
      let t = p.base === '1x2' ? footprintFree(squaresAt(to.x, to.y, to.facing), from.tag) : from.tag;
      if (t < 0) return null;
      // A 1x2 base's turn moves its front square off the one it covered, onto a new one; about
      // the front square (`cavalryPivot: 'front'`, AMB-30), its rear one.
      let pitsLeft = 0;
      let entered = 0;
      if (p.base === '1x2') {
        const moved = frontFirst ? 0 : 1;
        const old = squaresAt(from.x, from.y, from.facing)[moved] as Square;
        pitsLeft = left(old.y * W + old.x, from.tag);
        const now = squaresAt(to.x, to.y, to.facing)[moved] as Square;
        entered = (extra[now.y * W + now.x] ?? 0) & ENTRY_COST;
        t |= startBit[now.y * W + now.x] ?? 0;
      }
      const packed = turnCost(move.quarter, from.tag, t, mover, entered, pitsLeft);
      return { cost: Math.floor(packed / TAGS), tag: packed % TAGS };
    }
    const v = stepVector(from.facing, move.dir);
    const diagonal = v.x !== 0 && v.y !== 0;
    if (diagonal && largeTitan) return null;
    const here = squaresAt(from.x, from.y, from.facing);
    if (!shiftOpenFast(cg, here, v.x, v.y)) return null;
    const next = squaresAt(to.x, to.y, to.facing);
    let t = footprintFree(next, from.tag & ~TAG_TURNED_HERE);
    if (t < 0) return null;
    let past = 0;
    if (diagonal) {
      for (const a of here) {
        const [touches] = diagonalFast(cg, a.x, a.y, v.x, v.y);
        let opponentFlank = false;
        for (const [fx, fy] of [
          [a.x + v.x, a.y],
          [a.x, a.y + v.y],
        ] as const) {
          if (fx < 0 || fy < 0 || fx >= W || fy >= cg.height) continue;
          const i = fy * W + fx;
          if (column[i]) past |= PAST_MODEL;
          const o = occ[i] ?? -1;
          if (o >= 0 && o !== self) {
            if ((live[o] as Warrior).side !== w.side) {
              opponentFlank = true;
              past |= PAST_MODEL;
            } else if (!freeFriend[o]) past |= PAST_MODEL;
          }
        }
        if (touches) past |= opponentFlank ? PAST_CORNER | PAST_OPPONENT_AND_CORNER : PAST_CORNER;
      }
    }
    let entered = 0;
    for (const q of next) {
      if (here.some((h) => h.x === q.x && h.y === q.y)) continue;
      entered += (extra[q.y * W + q.x] ?? 0) & ENTRY_COST;
      t |= startBit[q.y * W + q.x] ?? 0;
    }
    // The open trapdoors the base steps off now (HY-TRAP-02, AMB-21).
    let pitsLeft = 0;
    for (const q of here) if (!next.some((n) => n.x === q.x && n.y === q.y)) pitsLeft += left(q.y * W + q.x, from.tag);
    const cost = stepCost(STEP_NAMES.indexOf(move.dir), past, mover, entered, pitsLeft);
    if (cost < 0) return null;
    return { cost, tag: t };
  };
}

/** Where a warrior may end a movement leg, and the path to each end. */
export interface Placements {
  readonly list: Placement[];
  /** The path to a placement's `key`, start first. */
  path(key: string): Reached[];
}

/** The facts a `placements` answer depends on besides the state, and the answer. */
interface PlacementEntry {
  readonly s: HybridState;
  readonly warrior: string;
  readonly x: number;
  readonly y: number;
  readonly facing: Facing;
  readonly mpLeft: number;
  readonly freeTurnUsed: Activation['freeTurnUsed'];
  readonly mode: Activation['mode'];
  readonly level: Activation['level'];
  readonly startContacts: number;
  readonly leftContacts: readonly string[];
  readonly reach: Reach;
}

/** The last answer per state (a state is asked about its current mover; another question replaces it). */
const placementCache = new WeakMap<HybridState, PlacementEntry>();
/** The last answer of all (a random pick and the move that follows ask twice). */
let lastPlacement: PlacementEntry | null = null;

function answers(e: PlacementEntry, s: HybridState, w: Warrior, act: Activation): boolean {
  return (
    e.s === s &&
    e.warrior === w.id &&
    e.x === w.x &&
    e.y === w.y &&
    e.facing === w.facing &&
    e.mpLeft === act.mpLeft &&
    e.freeTurnUsed === act.freeTurnUsed &&
    e.mode === act.mode &&
    e.level === act.level &&
    e.startContacts === act.startContacts.length &&
    sameStrings(e.leftContacts, act.leftContacts)
  );
}

/**
 * Where the warrior may end a movement leg now, with its cost. States are never changed once
 * made, so the answer is kept per state object (legal choices and the move that follows), with
 * the facts it was asked for, compared field by field (no key text made); the fast path, which
 * changes states in place, forgets it with `forgetPlacements`.
 */
export function placements(ctx: Ctx, s: HybridState, w: Warrior, act: Activation): Reach {
  const last = lastPlacement;
  if (last !== null && answers(last, s, w, act)) return last.reach;
  const kept = placementCache.get(s);
  if (kept !== undefined && answers(kept, s, w, act)) {
    lastPlacement = kept;
    return kept.reach;
  }
  const entry: PlacementEntry = {
    s,
    warrior: w.id,
    x: w.x,
    y: w.y,
    facing: w.facing,
    mpLeft: act.mpLeft,
    freeTurnUsed: act.freeTurnUsed,
    mode: act.mode,
    level: act.level,
    startContacts: act.startContacts.length,
    leftContacts: [...act.leftContacts],
    reach: reachMoves(ctx, s, w, act),
  };
  placementCache.set(s, entry);
  lastPlacement = entry;
  return entry.reach;
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function forgetPlacements(s: HybridState): void {
  placementCache.delete(s);
  if (lastPlacement !== null && lastPlacement.s === s) lastPlacement = null;
}

/** The same answer through the generic search of `@skirmish/geometry` (the reference). */
export function referencePlacements(ctx: Ctx, s: HybridState, w: Warrior, act: Activation): Placements {
  // A 1x2 base that turns about its front square is searched by that square (`movePricing`), then
  // named by its rear square, where it stands, as everywhere else.
  const v = frontAnchored(ctx, w) ? FACING_VECTOR[w.facing] : null;
  const start: PathNode = {
    x: w.x + (v?.[0] ?? 0),
    y: w.y + (v?.[1] ?? 0),
    facing: w.facing,
    tag: act.freeTurnUsed ? TAG_TURNED : 0,
  };
  const found = explore(start, act.mpLeft, movePricing(ctx, s, w, act));
  const reached = v === null ? found : byRearSquare(found);
  const ends = [...cheapestPlacements(reached).values()].map((r) => ({ ...r.node, cost: r.cost }));
  return { list: filterPlacements(ctx, s, w, act, ends), path: (key) => pathTo(reached, key) };
}

/** Whether `w` is a 1x2 base that turns about its front square (`cavalryPivot: 'front'`, AMB-30). */
export function frontAnchored(ctx: Ctx, w: Warrior): boolean {
  return ctx.options['cavalryPivot'] === 'front' && profileOf(ctx, w).base === '1x2';
}

/** The nodes of a search of a 1x2 base by its front square, named by their rear square. */
function byRearSquare(found: ReadonlyMap<string, Reached>): Map<string, Reached> {
  const rear = (n: PathNode): PathNode => {
    const [dx, dy] = FACING_VECTOR[n.facing];
    return { x: n.x - dx, y: n.y - dy, facing: n.facing, tag: n.tag };
  };
  const out = new Map<string, Reached>();
  for (const r of found.values()) {
    const node = rear(r.node);
    const before = r.prev === null ? undefined : found.get(r.prev);
    out.set(nodeKey(node), { ...r, node, prev: before ? nodeKey(rear(before.node)) : null });
  }
  return out;
}

function filterPlacements(
  ctx: Ctx,
  s: HybridState,
  w: Warrior,
  act: Activation,
  ends: ReadonlyArray<{ x: number; y: number; facing: Facing; tag: number; cost: number }>,
): Placement[] {
  const occ = occupancy(ctx, s);
  const titan = isTitan(ctx, w);
  const base = profileOf(ctx, w).base;
  const left = inPlay(s).filter((o) => act.leftContacts.includes(o.id));
  const leftSquares = left.map((o) => squaresOf(ctx, o));
  const g = compiledGridOf(s);
  const list: Placement[] = [];
  for (const n of ends) {
    if (n.x === w.x && n.y === w.y && n.facing === w.facing) continue;
    const fp = footprint(sq(n.x, n.y), base, n.facing);
    let ok = true;
    for (const q of fp) {
      const k = squareKey(q);
      const o = occ.get(k);
      if (o && o.id !== w.id) ok = false;
      if (s.board.features[k]?.rockfall && !titan) ok = false;
    }
    if (!ok) continue;
    // No leaving an opponent's contact and coming back to him in one activation.
    if (leftSquares.some((sqs) => basesTouch(g, fp, sqs))) continue;
    list.push({ x: n.x, y: n.y, facing: n.facing, cost: n.cost, key: `${n.x},${n.y},${n.facing},${n.tag}` });
  }
  list.sort((a, b) => a.y - b.y || a.x - b.x || FACINGS.indexOf(a.facing) - FACINGS.indexOf(b.facing));
  return list;
}

/** The square ahead of each facing, as [dx, dy]. */
const FACING_VECTOR: Readonly<Record<Facing, readonly [number, number]>> = {
  N: [0, 1],
  E: [1, 0],
  S: [0, -1],
  W: [-1, 0],
};

export function doorReachable(ctx: Ctx, s: HybridState, w: Warrior, edges: readonly string[]): boolean {
  const touchOnly = ctx.options['doorReach'] === 'touch';
  let mine: Square[] | null = null;
  for (const e of edges) {
    const { x, y, side } = edgeParts(e);
    // The squares near an edge lie within one square of (x, y) and those of a base within one of
    // its anchor: farther apart, none of them is near.
    if (Math.abs(x - w.x) > 3 || Math.abs(y - w.y) > 3) continue;
    mine ??= squaresOf(ctx, w);
    const a = sq(x, y);
    const b = side === 'E' ? sq(x + 1, y) : sq(x, y + 1);
    const near: Square[] = [a, b];
    if (!touchOnly) {
      if (side === 'E') near.push(sq(x, y - 1), sq(x, y + 1), sq(x + 1, y - 1), sq(x + 1, y + 1));
      else near.push(sq(x - 1, y), sq(x + 1, y), sq(x - 1, y + 1), sq(x + 1, y + 1));
    }
    // The door's middle, to tell whether it lies on the warrior's rear side.
    const mx = side === 'E' ? x + 1 : x + 0.5;
    const my = side === 'E' ? y + 0.5 : y + 1;
    for (const q of mine) {
      if (!near.some((n) => n.x === q.x && n.y === q.y)) continue;
      const fx = mx - (q.x + 0.5);
      const fy = my - (q.y + 0.5);
      const fv = FACING_VECTOR[w.facing];
      const forward = fx * (fv[0] ?? 0) + fy * (fv[1] ?? 0);
      const lateral = Math.abs(fx * (fv[1] ?? 0) - fy * (fv[0] ?? 0));
      if (forward < 0 && lateral < Math.abs(forward)) continue;
      return true;
    }
  }
  return false;
}

/** Edge keys "x,y,side" parsed once. */
const edgePartsByKey = new Map<string, { readonly x: number; readonly y: number; readonly side: string }>();
function edgeParts(e: string): { readonly x: number; readonly y: number; readonly side: string } {
  let v = edgePartsByKey.get(e);
  if (v === undefined) {
    const [xs, ys, side] = e.split(',');
    v = { x: Number(xs), y: Number(ys), side: side ?? '' };
    edgePartsByKey.set(e, v);
  }
  return v;
}

/**
 * Whether a warrior stands in the doorway of a door on `edges` (HY-DOOR-04): his base covers the
 * squares on both sides of one of its edges, as a long or 2x2 base does on its way through. A single
 * square beside a door is not in its doorway (AMB-43).
 */
export function inDoorway(ctx: Ctx, s: HybridState, edges: readonly string[]): boolean {
  for (const o of s.warriors) {
    if (o.status !== 'in-play' || profileOf(ctx, o).base === '1x1') continue;
    let mine: Square[] | null = null;
    for (const e of edges) {
      const { x, y, side } = edgeParts(e);
      // A base's squares lie within one square of its anchor.
      if (Math.abs(x - o.x) > 2 || Math.abs(y - o.y) > 2) continue;
      const squares = (mine ??= squaresOf(ctx, o));
      const has = (qx: number, qy: number): boolean => squares.some((q) => q.x === qx && q.y === qy);
      if (has(x, y) && (side === 'E' ? has(x + 1, y) : has(x, y + 1))) return true;
    }
  }
  return false;
}

/** Whether `w` is a 2x2 base that passes single doors and passages (Sasia Samaris, HY-DOOR-08). */
export function squeezes(ctx: Ctx, w: Warrior): boolean {
  const p = profileOf(ctx, w);
  return p.base === '2x2' && p.passesSingleDoors === true;
}

/** A base of `w` fits through a door: a 2x2 base needs a double door unless the profile says otherwise. */
export function fitsDoor(ctx: Ctx, w: Warrior, edges: readonly string[]): boolean {
  return !isLarge(ctx, w) || edges.length >= 2 || profileOf(ctx, w).passesSingleDoors === true;
}

export const chebyshevSquares = chebyshev;
