import { parsePicture, sq, squareKey, type EdgeKind, type Square } from '@skirmish/geometry/grid';
import { TILE, type HybridContent, type Mission } from './content/schema.ts';
import { spreadBoard } from './fast.ts';

export { TILE };

/** What a square holds besides warriors. Trapdoors and rockfall change during play. */
export interface SquareFeatures {
  column?: true;
  rockfall?: true;
  trapdoor?: 'open' | 'closed';
  /** A square where the Prison's falling rocks land. */
  rockLanding?: true;
  /** Part of an Entry/Exit counter other than its entry square: never walked on (HY-TERRAIN-10). */
  entryCover?: true;
  /** Nemesis: a Lantern counter stands here. */
  lantern?: true;
  /** Nemesis: the lever counter stands here; no one walks on it. */
  lever?: true;
}

/** An Entry/Exit counter: one entry square (single) or two side by side (double). */
export interface Entry {
  readonly id: string;
  readonly squares: readonly string[];
}

/** A 2x2 template on the board (the Nemesis Darkness grenade): its four squares block sight. */
export interface Template {
  readonly id: string;
  readonly kind: 'darkness';
  readonly squares: readonly string[];
}

export interface Door {
  readonly id: string;
  readonly edges: readonly string[];
  open: boolean;
  locked: boolean;
  /** Smashed doors stay open for good. */
  smashed: boolean;
}

export interface Board {
  width: number;
  height: number;
  /** Walls and passages; doors are kept apart in `doors` and merged by `gridOf`. */
  edges: Record<string, EdgeKind>;
  voids: string[];
  features: Record<string, SquareFeatures>;
  doors: Door[];
  /** Tile number (1-based, in mission order) of each square, for "zone" effects and rockfalls. */
  tileOf: Record<string, number>;
  /** Entry/Exit counters of the mission (absent when it has none). */
  entries?: Entry[];
  /** Templates lying on the board (absent when there are none). */
  templates?: Template[];
  /** Nemesis lever: whether it has been thrown, and the trapdoors it drives. */
  lever?: { at: string; trapdoors: string[]; thrown: boolean };
}

/** The four squares of a template anchored at its lower-left square (HY-COUNTER-11). */
export function templateSquares(x: number, y: number): string[] {
  return [`${x},${y}`, `${x + 1},${y}`, `${x},${y + 1}`, `${x + 1},${y + 1}`];
}

function rotate(s: Square, rotation: number): Square {
  // Clockwise rotation inside an 8x8 tile.
  switch (rotation) {
    case 90:
      return sq(s.y, TILE - 1 - s.x);
    case 180:
      return sq(TILE - 1 - s.x, TILE - 1 - s.y);
    case 270:
      return sq(TILE - 1 - s.y, s.x);
    default:
      return s;
  }
}

function edgeSquares(key: string): [Square, Square] {
  const [x, y, side] = key.split(',');
  const a = sq(Number(x), Number(y));
  return [a, side === 'E' ? sq(a.x + 1, a.y) : sq(a.x, a.y + 1)];
}

export function edgeKeyOf(a: Square, b: Square): string {
  if (b.x === a.x + 1) return `${a.x},${a.y},E`;
  if (a.x === b.x + 1) return `${b.x},${b.y},E`;
  if (b.y === a.y + 1) return `${a.x},${a.y},N`;
  return `${b.x},${b.y},N`;
}

export { edgeSquares };

/**
 * Boards laid out so far, per mission and content: laying out tiles parses their pictures, and
 * every game of a mission starts from the same board. Each game gets its own copy of what play
 * changes (features, doors); the walls, voids and tiles are shared and frozen (a test that draws
 * walls gives its board its own edges first).
 */
const laidOut = new WeakMap<Mission, WeakMap<HybridContent, Board>>();

/** A new board for a game of `mission`: a copy of the board laid out for it, sharing what never changes. */
export function buildBoard(content: HybridContent, mission: Mission): Board {
  let byContent = laidOut.get(mission);
  if (!byContent) {
    byContent = new WeakMap();
    laidOut.set(mission, byContent);
  }
  let b = byContent.get(content);
  if (!b) {
    b = layBoard(content, mission);
    // Play never changes the walls, the voids or the tiles: every game of the mission shares
    // them (and so the boards compiled from them), frozen so that no code can change them.
    Object.freeze(b.edges);
    Object.freeze(b.voids);
    Object.freeze(b.tileOf);
    byContent.set(content, b);
  }
  return spreadBoard(b);
}

/** The squares across and up of a mission's board: its tile slots, TILE squares each. */
export function boardSize(mission: Mission): { width: number; height: number } {
  const cols = Math.max(...mission.tiles.map((t) => t.at[0])) + 1;
  const rows = Math.max(...mission.tiles.map((t) => t.at[1])) + 1;
  return { width: cols * TILE, height: rows * TILE };
}

/** Lays out a mission's tiles, applies its extra edges (errata) and sets up its doors. */
function layBoard(content: HybridContent, mission: Mission): Board {
  const { width, height } = boardSize(mission);
  const edges: Record<string, EdgeKind> = {};
  const features: Record<string, SquareFeatures> = {};
  const tileOf: Record<string, number> = {};
  const doors: Door[] = [];
  const doorEdges = new Set<string>();
  mission.tiles.forEach((placed, index) => {
    const tile = content.tiles.find((t) => t.id === placed.tile);
    if (!tile) throw new Error(`mission ${mission.id}: no tile ${placed.tile}`);
    const { grid, marks } = parsePicture(tile.picture);
    const ox = placed.at[0] * TILE;
    const oy = placed.at[1] * TILE;
    const place = (s: Square): Square => {
      const r = rotate(s, placed.rotation);
      return sq(r.x + ox, r.y + oy);
    };
    for (let y = 0; y < TILE; y++) for (let x = 0; x < TILE; x++) tileOf[squareKey(place(sq(x, y)))] = index + 1;
    for (const [k, kind] of Object.entries(grid.edges)) {
      const [a, b] = edgeSquares(k);
      if (b.x >= TILE || b.y >= TILE) continue;
      const key = edgeKeyOf(place(a), place(b));
      if (kind === 'door-closed' || kind === 'door-open') {
        doors.push({
          id: `${tile.id}-${index + 1}-${k}`,
          edges: [key],
          open: kind === 'door-open',
          locked: false,
          smashed: false,
        });
        doorEdges.add(key);
      } else edges[key] = kind;
    }
    for (const [k, mark] of marks) {
      const [x, y] = k.split(',').map(Number);
      const at = squareKey(place(sq(x ?? 0, y ?? 0)));
      const f: SquareFeatures = { ...features[at] };
      if (mark === 'C') f.column = true;
      else if (mark === 'R') f.rockfall = true;
      else if (mark === 'T') f.trapdoor = 'closed';
      else if (mark === 't') f.trapdoor = 'open';
      else if (mark === 'r') f.rockLanding = true;
      features[at] = f;
    }
  });
  for (const [k, kind] of Object.entries(mission.edges)) {
    if (kind === 'door-closed' || kind === 'door-open') {
      if (!mission.doors.some((d) => d.edges.includes(k))) {
        doors.push({ id: `errata-${k}`, edges: [k], open: kind === 'door-open', locked: false, smashed: false });
      }
      doorEdges.add(k);
      delete edges[k];
    } else {
      edges[k] = kind;
      const i = doors.findIndex((d) => d.edges.includes(k));
      if (i >= 0) doors.splice(i, 1);
    }
  }
  for (const d of mission.doors) {
    for (const e of d.edges) {
      const i = doors.findIndex((x) => x.edges.includes(e) && x.id !== d.id);
      if (i >= 0) doors.splice(i, 1);
      delete edges[e];
    }
    doors.push({ id: d.id, edges: [...d.edges], open: d.open, locked: d.locked ?? false, smashed: false });
  }
  const voids: string[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (tileOf[`${x},${y}`] === undefined) voids.push(`${x},${y}`);
  // The other answer of HY-TRAP-10: every trapdoor becomes a rockfall square for the whole game.
  if (mission.trapdoorProcedure === 'rockfall')
    for (const f of Object.values(features))
      if (f.trapdoor !== undefined) {
        delete f.trapdoor;
        f.rockfall = true;
      }
  const board: Board = { width, height, edges, voids, features, doors, tileOf };
  if (mission.entries && mission.entries.length > 0) {
    board.entries = mission.entries.map((e) => ({ id: e.id, squares: e.squares.map(([x, y]) => `${x},${y}`) }));
    for (const e of mission.entries)
      for (const [x, y] of e.covers ?? []) features[`${x},${y}`] = { ...features[`${x},${y}`], entryCover: true };
  }
  for (const [x, y] of mission.lanterns ?? []) features[`${x},${y}`] = { ...features[`${x},${y}`], lantern: true };
  if (mission.lever) {
    const at = `${mission.lever.at[0]},${mission.lever.at[1]}`;
    features[at] = { ...features[at], lever: true };
    const trapdoors = mission.lever.trapdoors.map(([x, y]) => `${x},${y}`);
    for (const k of trapdoors) features[k] = { ...features[k], trapdoor: features[k]?.trapdoor ?? 'closed' };
    board.lever = { at, trapdoors, thrown: false };
  }
  // Board edges between a tile and an empty slot are walls, so lines of sight stop there too.
  return board;
}

/**
 * The "zone" of a square for card and event effects: the whole board tile it lies on, unless the
 * effect defines its own area (HY-GEN-07).
 */
export function zoneOf(board: Board, key: string): string[] {
  const tile = board.tileOf[key];
  if (tile === undefined) return [];
  return Object.keys(board.tileOf).filter((k) => board.tileOf[k] === tile);
}
