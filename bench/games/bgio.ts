/**
 * The three benchmark games written for boardgame.io 0.50 in its own idiom (moves mutate G
 * through immer, `endIf` decides the end, `ai.enumerate` lists moves for its bots), from the
 * same specification as our rulesets (`boards.ts`, `skirmish.ts`, `spec.ts`).
 */
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { HIT_ON, RANGE, ROUNDS, SIZE, STARTS, TERRAIN, WOUNDS } from './spec.ts';

export interface BgioBoard {
  cells: Array<string | null>;
}

function fourLines(width: number, height: number, k: number): number[][] {
  const lines: number[][] = [];
  const dirs = [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ];
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++)
      for (const [dr = 0, dc = 0] of dirs) {
        const line: number[] = [];
        for (let i = 0; i < k; i++) {
          const rr = r + dr * i;
          const cc = c + dc * i;
          if (rr < 0 || rr >= height || cc < 0 || cc >= width) break;
          line.push(rr * width + cc);
        }
        if (line.length === k) lines.push(line);
      }
  return lines;
}

function isVictory(cells: ReadonlyArray<string | null>, lines: number[][]): boolean {
  return lines.some((line) => {
    const first = cells[line[0] as number];
    return first !== null && line.every((i) => cells[i] === first);
  });
}

const tttLines = fourLines(3, 3, 3);

export const TicTacToeGame: Game<BgioBoard> = {
  name: 'tic-tac-toe',
  setup: () => ({ cells: Array<string | null>(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }, id: number) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
    },
  },
  endIf: ({ G, ctx }) => {
    if (isVictory(G.cells, tttLines)) return { winner: ctx.currentPlayer };
    if (G.cells.every((c) => c !== null)) return { draw: true };
  },
  ai: {
    enumerate: (G: BgioBoard) => {
      const moves = [];
      for (let i = 0; i < 9; i++) if (G.cells[i] === null) moves.push({ move: 'clickCell', args: [i] });
      return moves;
    },
  },
};

const c4Lines = fourLines(7, 6, 4);

export const ConnectFourGame: Game<BgioBoard> = {
  name: 'connect-four',
  setup: () => ({ cells: Array<string | null>(42).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    drop: ({ G, playerID }, column: number) => {
      for (let row = 5; row >= 0; row--) {
        if (G.cells[row * 7 + column] === null) {
          G.cells[row * 7 + column] = playerID;
          return;
        }
      }
      return INVALID_MOVE;
    },
  },
  endIf: ({ G, ctx }) => {
    if (isVictory(G.cells, c4Lines)) return { winner: ctx.currentPlayer };
    if (G.cells.every((c) => c !== null)) return { draw: true };
  },
  ai: {
    enumerate: (G: BgioBoard) => {
      const moves = [];
      for (let col = 0; col < 7; col++) if (G.cells[col] === null) moves.push({ move: 'drop', args: [col] });
      return moves;
    },
  },
};

export interface BgioUnit {
  side: string;
  row: number;
  col: number;
  wounds: number;
}
export interface BgioSkirmish {
  units: BgioUnit[];
  turns: number;
}

const terrain = new Set(TERRAIN.map((sq) => `${Math.floor(sq / SIZE)},${sq % SIZE}`));

function isFree(G: BgioSkirmish, row: number, col: number): boolean {
  if (row < 0 || col < 0 || row >= SIZE || col >= SIZE) return false;
  if (terrain.has(`${row},${col}`)) return false;
  return !G.units.some((u) => u.wounds > 0 && u.row === row && u.col === col);
}

function reachable(G: BgioSkirmish, unit: BgioUnit): Array<[number, number]> {
  const found = new Map<string, [number, number]>();
  const walk = (row: number, col: number, left: number) => {
    if (left === 0) return;
    for (const [dr, dc] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ] as const) {
      const r = row + dr;
      const c = col + dc;
      if (!isFree(G, r, c)) continue;
      found.set(`${r},${c}`, [r, c]);
      walk(r, c, left - 1);
    }
  };
  walk(unit.row, unit.col, 2);
  return [...found.values()];
}

/** Clear when every square the sight line passes over is free; a halfway crossing checks both sides. */
function canSee(G: BgioSkirmish, a: BgioUnit, b: BgioUnit): boolean {
  const dr = b.row - a.row;
  const dc = b.col - a.col;
  const n = Math.max(Math.abs(dr), Math.abs(dc));
  const around = (start: number, delta: number, t: number): number[] => {
    // Doubled coordinates keep the arithmetic whole: 2 * start + 2 * delta * t / n.
    const twice = 2 * start * n + 2 * delta * t;
    const lo = Math.floor(twice / (2 * n));
    const frac = twice - lo * 2 * n;
    if (frac === n) return [lo, lo + 1];
    return [frac > n ? lo + 1 : lo];
  };
  for (let t = 1; t < n; t++) {
    for (const r of around(a.row, dr, t)) for (const c of around(a.col, dc, t)) if (!isFree(G, r, c)) return false;
  }
  return true;
}

function canShoot(G: BgioSkirmish, shooter: BgioUnit, target: BgioUnit): boolean {
  if (shooter.wounds <= 0 || target.wounds <= 0 || shooter.side === target.side) return false;
  if (Math.max(Math.abs(shooter.row - target.row), Math.abs(shooter.col - target.col)) > RANGE) return false;
  return canSee(G, shooter, target);
}

function woundsLeft(G: BgioSkirmish, side: string): number {
  return G.units.filter((u) => u.side === side).reduce((n, u) => n + u.wounds, 0);
}

function anyAction(G: BgioSkirmish, side: string): boolean {
  return G.units.some(
    (u) => u.side === side && u.wounds > 0 && (reachable(G, u).length > 0 || G.units.some((t) => canShoot(G, u, t))),
  );
}

/** `roll` replaces boardgame.io's dice, so the equivalence gate can feed both engines one script. */
export function makeSkirmishGame(roll?: () => number): Game<BgioSkirmish> {
  return {
    name: 'grid-skirmish',
    setup: () => ({
      units: STARTS.map((sq, i) => ({
        side: i < 3 ? '0' : '1',
        row: Math.floor(sq / SIZE),
        col: sq % SIZE,
        wounds: WOUNDS,
      })),
      turns: 0,
    }),
    turn: { minMoves: 1, maxMoves: 1 },
    moves: {
      move: ({ G, playerID }, unit: number, row: number, col: number) => {
        const u = G.units[unit];
        if (!u || u.side !== playerID || u.wounds <= 0) return INVALID_MOVE;
        if (!reachable(G, u).some(([r, c]) => r === row && c === col)) return INVALID_MOVE;
        u.row = row;
        u.col = col;
        G.turns++;
      },
      shoot: ({ G, playerID, random }, unit: number, target: number) => {
        const u = G.units[unit];
        const t = G.units[target];
        if (!u || !t || u.side !== playerID || !canShoot(G, u, t)) return INVALID_MOVE;
        const die = roll ? roll() : random.D6();
        if (die >= HIT_ON) t.wounds--;
        G.turns++;
      },
      pass: ({ G, playerID }) => {
        if (anyAction(G, playerID)) return INVALID_MOVE;
        G.turns++;
      },
    },
    endIf: ({ G }) => {
      const a = woundsLeft(G, '0');
      const b = woundsLeft(G, '1');
      if (a === 0) return { winner: '1' };
      if (b === 0) return { winner: '0' };
      if (G.turns >= ROUNDS * 2) return a === b ? { draw: true } : { winner: a > b ? '0' : '1' };
    },
    ai: {
      enumerate: (G: BgioSkirmish, ctx: Ctx) => {
        const side = ctx.currentPlayer;
        const moves: Array<{ move: string; args?: number[] }> = [];
        G.units.forEach((u, i) => {
          if (u.side !== side || u.wounds <= 0) return;
          for (const [r, c] of reachable(G, u)) moves.push({ move: 'move', args: [i, r, c] });
          G.units.forEach((t, j) => {
            if (canShoot(G, u, t)) moves.push({ move: 'shoot', args: [i, j] });
          });
        });
        if (moves.length === 0) moves.push({ move: 'pass' });
        return moves;
      },
    },
  };
}

export const SkirmishGame = makeSkirmishGame();
