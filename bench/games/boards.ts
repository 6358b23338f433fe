/**
 * Tic-tac-toe and connect-four as Skirmish rulesets, with a mutable fast path for search.
 * Tic-tac-toe: 3x3 cells numbered row by row, "0" moves first, three in a row wins, a full
 * board draws. Connect-four: 7 columns of 6, a piece drops to the lowest free cell of the chosen
 * column, four in a row (any direction) wins, a full board draws.
 */
import { fail, ok, z, type Outcome, type Rules, type Ruleset } from '@skirmish/core';
import type { BotKnowledge } from '@skirmish/ai';

export interface BoardState {
  /** Row by row from the top; -1 empty, else the side (0 or 1) whose mark it is. */
  cells: number[];
  toMove: 0 | 1;
  /** -1 while playing, 0 or 1 the winning side, 2 a draw. */
  result: number;
}
export interface CellChoice {
  cell: number;
}
export interface ColumnChoice {
  column: number;
}

const SEATS = ['0', '1'] as const;

const PENDING = [[{ seats: [SEATS[0]], kind: 'board/place' }], [{ seats: [SEATS[1]], kind: 'board/place' }]] as const;

function clone(s: BoardState): BoardState {
  return { cells: s.cells.slice(), toMove: s.toMove, result: s.result };
}

function makeRules<C>(
  width: number,
  height: number,
  k: number,
  target: (s: BoardState, c: C) => number,
  enumerate: (s: BoardState) => C[],
): Rules<BoardState, C, BoardState> {
  const lines = winningLines(width, height, k);
  const linesThrough: number[][][] = Array.from({ length: width * height }, (_, cell) =>
    lines.filter((l) => l.includes(cell)),
  );
  const place = (s: BoardState, cell: number): BoardState => {
    const side = s.toMove;
    s.cells[cell] = side;
    // Plain loops: this runs on every move of every playout.
    const through = linesThrough[cell] as number[][];
    for (let l = 0; l < through.length && s.result === -1; l++) {
      const line = through[l] as number[];
      let i = 0;
      while (i < line.length && s.cells[line[i] as number] === side) i++;
      if (i === line.length) s.result = side;
    }
    if (s.result === -1 && !s.cells.includes(-1)) s.result = 2;
    s.toMove = side === 0 ? 1 : 0;
    return s;
  };
  return {
    seats: () => SEATS,
    setup: () => ok({ cells: new Array<number>(width * height).fill(-1), toMove: 0, result: -1 }),
    pending: (s) => (s.result === -1 ? PENDING[s.toMove] : []),
    legalChoices: (s, seat) => (s.result === -1 && seat === SEATS[s.toMove] ? enumerate(s) : []),
    apply(s, seat, choice) {
      if (s.result !== -1 || seat !== SEATS[s.toMove])
        return fail('phase/not-your-decision', `Side ${seat} does not play now`);
      const cell = target(s, choice);
      if (cell < 0) return fail('place/taken', 'There is no free cell there');
      return ok({ state: place(clone(s), cell), events: [{ type: 'board/placed', seat, cell }] });
    },
    view: (s) => clone(s),
    outcome(s): Outcome | null {
      if (s.result === -1) return null;
      if (s.result === 2) return { winners: [], draw: true, reason: 'board full' };
      return { winners: [SEATS[s.result as 0 | 1]], reason: `${k} in a row` };
    },
    fast: { clone, applyInPlace: (s, _seat, c) => place(s, target(s, c)) },
  };
}

function winningLines(width: number, height: number, k: number): number[][] {
  const out: number[][] = [];
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [1, -1],
      ] as const) {
        const er = r + dr * (k - 1);
        const ec = c + dc * (k - 1);
        if (er < 0 || er >= height || ec < 0 || ec >= width) continue;
        out.push(Array.from({ length: k }, (_, i) => (r + dr * i) * width + (c + dc * i)));
      }
    }
  }
  return out;
}

const sampleContent = { schema: z.object({ sample: z.boolean() }), sample: { sample: true } };

function ruleset<C>(
  id: string,
  title: string,
  choiceSchema: z.ZodType<C>,
  rules: Rules<BoardState, C, BoardState>,
): Ruleset<BoardState, C, BoardState, { sample: boolean }> {
  return {
    id,
    version: '1.0.0',
    title,
    summary: `${title} (benchmark game)`,
    content: sampleContent,
    options: [],
    choiceSchema,
    defaultSetup: {},
    odds: [],
    rules: () => rules,
  };
}

export const ticTacToeRules = makeRules<CellChoice>(
  3,
  3,
  3,
  (s, c) => (Number.isInteger(c.cell) && c.cell >= 0 && c.cell < 9 && s.cells[c.cell] === -1 ? c.cell : -1),
  (s) => {
    const out: CellChoice[] = [];
    for (let cell = 0; cell < 9; cell++) if (s.cells[cell] === -1) out.push({ cell });
    return out;
  },
);

export const ticTacToe = ruleset(
  'bench-tictactoe',
  'Tic-tac-toe',
  z.object({ cell: z.number().int() }),
  ticTacToeRules,
);

function dropCell(s: BoardState, column: number): number {
  if (!Number.isInteger(column) || column < 0 || column >= 7) return -1;
  for (let r = 5; r >= 0; r--) if (s.cells[r * 7 + column] === -1) return r * 7 + column;
  return -1;
}

export const connectFourRules = makeRules<ColumnChoice>(
  7,
  6,
  4,
  (s, c) => dropCell(s, c.column),
  (s) => {
    const out: ColumnChoice[] = [];
    for (let column = 0; column < 7; column++) if (s.cells[column] === -1) out.push({ column });
    return out;
  },
);

export const connectFour = ruleset(
  'bench-connect-four',
  'Connect-four',
  z.object({ column: z.number().int() }),
  connectFourRules,
);

export const ticTacToeKnowledge: BotKnowledge<BoardState, CellChoice, BoardState> = {
  determinize: clone,
  choiceKey: (c) => String(c.cell),
};
export const connectFourKnowledge: BotKnowledge<BoardState, ColumnChoice, BoardState> = {
  determinize: clone,
  choiceKey: (c) => String(c.column),
};
