/** The three benchmark games, each with its Skirmish ruleset, its boardgame.io twin and the adapters between them. */
import type { Ctx, Game } from 'boardgame.io';
import type { Ruleset } from '@skirmish/core';
import type { BotKnowledge } from '@skirmish/ai';
import {
  connectFour,
  connectFourKnowledge,
  ticTacToe,
  ticTacToeKnowledge,
  type BoardState,
  type CellChoice,
  type ColumnChoice,
} from './boards.ts';
import { ConnectFourGame, TicTacToeGame, makeSkirmishGame, type BgioBoard, type BgioSkirmish } from './bgio.ts';
import { skirmish, skirmishKnowledge, type SkirmishChoice, type SkirmishState } from './skirmish.ts';
import { SIZE } from './spec.ts';

export type GameId = 'tictactoe' | 'connect-four' | 'skirmish';
export const GAME_IDS: readonly GameId[] = ['tictactoe', 'connect-four', 'skirmish'];

/** A boardgame.io action as its bots list them. */
export interface BgioAction {
  move: string;
  args: unknown[];
}

export interface BenchGame<S, C> {
  readonly id: GameId;
  readonly ruleset: Ruleset<S, C, S, { sample: boolean }>;
  readonly knowledge: BotKnowledge<S, C, S>;
  /** The boardgame.io game; `roll` replaces its dice with a script. */
  makeBgio(roll?: () => number): Game;
  toBgio(choice: C): BgioAction;
  /** The final position in one form both engines can be compared in. */
  common(state: S): unknown;
  commonBgio(G: unknown, ctx: Ctx): unknown;
  /** Choices the gate's stream favours so that games reach their dice and endings (shots). */
  readonly favoured?: (choice: C) => boolean;
  /** Seeds the gate always plays beside 1..200, kept because they reach a rare ending. */
  readonly pinnedSeeds?: readonly number[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of games of different types
export type AnyBenchGame = BenchGame<any, any>;

function resultOf(ctx: Ctx): number {
  const over = ctx.gameover as { winner?: string; draw?: boolean } | undefined;
  if (over === undefined) return -1;
  if (over.draw === true) return 2;
  return Number(over.winner);
}

const boardCommon = (s: BoardState) => ({ cells: s.cells, result: s.result });
const boardCommonBgio = (G: unknown, ctx: Ctx) => ({
  cells: (G as BgioBoard).cells.map((c) => (c === null ? -1 : Number(c))),
  result: resultOf(ctx),
});

export const ticTacToeBench: BenchGame<BoardState, CellChoice> = {
  id: 'tictactoe',
  ruleset: ticTacToe,
  knowledge: ticTacToeKnowledge,
  makeBgio: () => TicTacToeGame,
  toBgio: (c) => ({ move: 'clickCell', args: [c.cell] }),
  common: boardCommon,
  commonBgio: boardCommonBgio,
};

export const connectFourBench: BenchGame<BoardState, ColumnChoice> = {
  id: 'connect-four',
  ruleset: connectFour,
  knowledge: connectFourKnowledge,
  makeBgio: () => ConnectFourGame,
  toBgio: (c) => ({ move: 'drop', args: [c.column] }),
  // Random play seldom fills the board: seed 421 is a full-board draw.
  pinnedSeeds: [421],
  common: boardCommon,
  commonBgio: boardCommonBgio,
};

export const skirmishBench: BenchGame<SkirmishState, SkirmishChoice> = {
  id: 'skirmish',
  ruleset: skirmish,
  knowledge: skirmishKnowledge,
  makeBgio: (roll) => makeSkirmishGame(roll),
  toBgio(c) {
    switch (c.kind) {
      case 'move':
        return { move: 'move', args: [c.unit, Math.floor(c.to / SIZE), c.to % SIZE] };
      case 'shoot':
        return { move: 'shoot', args: [c.unit, c.target] };
      case 'pass':
        return { move: 'pass', args: [] };
    }
  },
  common: (s) => ({ units: s.units, turns: s.turns, result: s.result }),
  favoured: (c) => c.kind === 'shoot',
  commonBgio: (G, ctx) => {
    const g = G as BgioSkirmish;
    return {
      units: g.units.map((u) => ({ side: Number(u.side), at: u.row * SIZE + u.col, wounds: u.wounds })),
      turns: g.turns,
      result: resultOf(ctx),
    };
  },
};

export const BENCH_GAMES: Record<GameId, AnyBenchGame> = {
  tictactoe: ticTacToeBench,
  'connect-four': connectFourBench,
  skirmish: skirmishBench,
};
