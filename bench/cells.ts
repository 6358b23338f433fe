/**
 * The measurements, one function per (engine, metric). Each returns raw counts over one timed
 * run; `cell.ts` runs them in a child process after a warm-up and takes the median.
 */
import { Client } from 'boardgame.io/client';
import { MCTSBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { Ctx, Game, State } from 'boardgame.io';
import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { mctsBot } from '@skirmish/ai';
import type { AnyBenchGame } from './games/index.ts';

export type EngineId = 'ours' | 'boardgameio';
export type MetricId = 'validated' | 'fast' | 'mcts';

export interface RunResult {
  /** Wall time of the run in ms. */
  readonly ms: number;
  /** CPU time of this process during the run in ms (user + system), steadier than wall time on a shared machine. */
  readonly cpuMs: number;
  readonly games?: number;
  readonly moves?: number;
  readonly iterations?: number;
  readonly decisions?: number;
  /** V8 heap in use right after a search, in bytes, with the search tree still alive. */
  readonly heapAfter?: number;
  /** Heap in use just before the search (after a collection), in bytes. */
  readonly heapBefore?: number;
}

function cpuSince(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}

/** The MCTS settings both engines use: boardgame.io's defaults, UCT with c = sqrt(2), random playouts. */
export const MCTS_SETTINGS = { iterations: 1000, playoutDepth: 50, exploration: Math.SQRT2 } as const;

type Enumerate = (G: unknown, ctx: Ctx, playerID: string) => Array<{ move: string; args?: unknown[] }>;

function enumerateOf(game: Game): Enumerate {
  const e = game.ai?.enumerate;
  if (!e) throw new Error('the boardgame.io game has no ai.enumerate');
  return e as unknown as Enumerate;
}

/** A full collection, then a pause so the collector's background threads finish before timing starts. */
async function gc(): Promise<void> {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Random games through the validated path until `ms` of CPU time have passed (at least one game). */
export function validated(engineId: EngineId, game: AnyBenchGame, ms: number, seed: number): RunResult {
  const chooser = SeededDice.fromSeed(seed);
  let games = 0;
  let moves = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  if (engineId === 'ours') {
    const engine = unwrap(Engine.create(game.ruleset));
    do {
      let match = unwrap(engine.start(seed + games));
      for (;;) {
        const seat = engine.pending(match)[0]?.seats[0];
        if (seat === undefined) break;
        const legal = engine.legal(match, seat);
        const r = engine.submit(match, seat, legal[chooser.pick(legal.length)]);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        match = r.value.match;
        moves++;
      }
      games++;
    } while (cpuSince(c0) < ms);
  } else {
    const base = game.makeBgio();
    const enumerate = enumerateOf(base);
    do {
      const client = Client({ game: { ...base, seed: seed + games }, numPlayers: 2, debug: false });
      client.start();
      for (;;) {
        const s = client.getState();
        if (!s || s.ctx.gameover !== undefined) break;
        const actions = enumerate(s.G, s.ctx, s.ctx.currentPlayer);
        const a = actions[chooser.pick(actions.length)];
        if (!a) throw new Error('boardgame.io listed no move');
        const move = client.moves[a.move];
        if (!move) throw new Error(`no move ${a.move}`);
        move(...(a.args ?? []));
        moves++;
      }
      client.stop();
      games++;
    } while (cpuSince(c0) < ms);
  }
  return { ms: performance.now() - t0, cpuMs: cpuSince(c0), games, moves };
}

/** Random games through the fastest path each engine offers (our mutable fast path; boardgame.io's bare reducer) for `ms` of CPU time. */
export function fast(engineId: EngineId, game: AnyBenchGame, ms: number, seed: number): RunResult {
  const chooser = SeededDice.fromSeed(seed);
  let games = 0;
  let moves = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  if (engineId === 'ours') {
    const rules = game.ruleset.rules(game.ruleset.content.sample, {});
    const fastPath = rules.fast;
    if (!fastPath) throw new Error('no fast path');
    const start: unknown = unwrap(rules.setup(game.ruleset.defaultSetup, chooser));
    do {
      let state: unknown = fastPath.clone(start);
      for (;;) {
        const seat = rules.pending(state)[0]?.seats[0];
        if (seat === undefined) break;
        const legal = rules.legalChoices(state, seat);
        state = fastPath.applyInPlace(state, seat, legal[chooser.pick(legal.length)], chooser);
        moves++;
      }
      games++;
    } while (cpuSince(c0) < ms);
  } else {
    const base = game.makeBgio();
    const enumerate = enumerateOf(base);
    const reducer = CreateGameReducer({ game: base }) as (state: State, action: unknown) => State;
    do {
      let state: State = InitializeGame({ game: { ...base, seed: seed + games }, numPlayers: 2 });
      while (state.ctx.gameover === undefined) {
        const playerID = state.ctx.currentPlayer;
        const actions = enumerate(state.G, state.ctx, playerID);
        const a = actions[chooser.pick(actions.length)];
        if (!a) throw new Error('boardgame.io listed no move');
        state = reducer(state, { type: 'MAKE_MOVE', payload: { type: a.move, args: a.args ?? [], playerID } });
        moves++;
      }
      games++;
    } while (cpuSince(c0) < ms);
  }
  return { ms: performance.now() - t0, cpuMs: cpuSince(c0), games, moves };
}

/** One MCTS decision from the opening position with the shared settings. */
export async function mcts(
  engineId: EngineId,
  game: AnyBenchGame,
  seed: number,
  iterations: number = MCTS_SETTINGS.iterations,
  measureHeap = false,
): Promise<RunResult> {
  // A forced collection throws away compiled code and slows the next search several times over,
  // so only the untimed heap run collects first.
  if (measureHeap) await gc();
  const heapBefore = process.memoryUsage().heapUsed;
  if (engineId === 'ours') {
    const rules = game.ruleset.rules(game.ruleset.content.sample, {});
    const state: unknown = unwrap(rules.setup(game.ruleset.defaultSetup, SeededDice.fromSeed(seed)));
    // The same algorithm as boardgame.io's bot: random playouts, no evaluation at the depth cap.
    const knowledge = { determinize: game.knowledge.determinize, choiceKey: game.knowledge.choiceKey };
    const bot = mctsBot(rules, knowledge, {
      playoutDepth: MCTS_SETTINGS.playoutDepth,
      exploration: MCTS_SETTINGS.exploration,
    });
    const seat = rules.pending(state)[0]?.seats[0] ?? '0';
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const d = bot.choose({
      observation: rules.view(state, seat) as unknown,
      seat,
      legal: rules.legalChoices(state, seat),
      budget: { iterations },
      seed,
    });
    const ms = performance.now() - t0;
    const cpuMs = cpuSince(c0);
    const heapAfter = process.memoryUsage().heapUsed;
    if (d.iterations !== iterations) throw new Error('the search stopped early');
    return { ms, cpuMs, iterations: d.iterations, decisions: 1, heapAfter, heapBefore };
  }
  const base = game.makeBgio();
  const bot = new MCTSBot({
    game: base,
    enumerate: enumerateOf(base),
    seed,
    iterations,
    playoutDepth: MCTS_SETTINGS.playoutDepth,
  });
  const state: State = InitializeGame({ game: { ...base, seed }, numPlayers: 2 });
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const { metadata } = await bot.play(state, state.ctx.currentPlayer);
  const ms = performance.now() - t0;
  const cpuMs = cpuSince(c0);
  const heapAfter = process.memoryUsage().heapUsed;
  if (metadata.visits !== iterations) throw new Error(`the search made ${metadata.visits} visits`);
  return { ms, cpuMs, iterations: metadata.visits, decisions: 1, heapAfter, heapBefore };
}
