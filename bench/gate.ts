/**
 * The equivalence gate: one choice stream and one script of dice played through our engine
 * (validated path), our fast path and boardgame.io's client must end in the same position,
 * with the same legal choices offered at every step.
 */
import { Client } from 'boardgame.io/client';
import { Engine, LoadedDice, SeededDice, canonicalJson, unwrap, type Match } from '@skirmish/core';
import type { AnyBenchGame, BgioAction } from './games/index.ts';

export interface GateFailure {
  readonly game: string;
  readonly seed: number;
  readonly step: number;
  readonly reason: string;
}

const MAX_STEPS = 500;

function actionKey(a: { move: string; args?: unknown[] }): string {
  return JSON.stringify([a.move, a.args ?? []]);
}

/** The dice script of a seed: d6 results both engines consume in order. */
export function diceScript(seed: number, length = 256): number[] {
  const dice = SeededDice.fromSeed(seed * 7919 + 17);
  return Array.from({ length }, () => dice.roll(6));
}

export interface SeedReport {
  readonly failure: GateFailure | null;
  /** How the game ended (the outcome's reason), to show what the gate covered. */
  readonly ending: string;
  readonly dice: number;
}

/** Plays one seeded game through all three paths and says whether they agree. */
export function checkSeed(game: AnyBenchGame, seed: number): SeedReport {
  let ending = 'unfinished';
  let dice = 0;
  const failure = checkPaths(game, seed, (reason, used) => {
    ending = reason;
    dice = used;
  });
  return { failure, ending, dice };
}

function checkPaths(
  game: AnyBenchGame,
  seed: number,
  ended: (reason: string, dice: number) => void,
): GateFailure | null {
  const fail = (step: number, reason: string): GateFailure => ({ game: game.id, seed, step, reason });
  const script = diceScript(seed);
  let next = 0;
  const roll = (): number => {
    const v = script[next++];
    if (v === undefined) throw new Error('gate: dice script exhausted');
    return v;
  };
  const client = Client({ game: game.makeBgio(roll), numPlayers: 2, debug: false });
  client.start();
  const engine = unwrap(Engine.create(game.ruleset));
  let match: Match<unknown> = unwrap(engine.start(seed));
  const loaded = new LoadedDice(script);
  const fast = engine.rules.fast;
  if (!fast) return fail(0, 'the ruleset has no fast path');
  let fastState: unknown = fast.clone(match.state);
  const fastDice = new LoadedDice(script);
  const chooser = SeededDice.fromSeed(seed);

  let step = 0;
  for (; step < MAX_STEPS; step++) {
    const bg = client.getState();
    if (!bg) return fail(step, 'boardgame.io client has no state');
    const over = engine.outcome(match) !== null;
    if (over || bg.ctx.gameover !== undefined) {
      if (!over || bg.ctx.gameover === undefined) return fail(step, `only one engine ended the game`);
      break;
    }
    const seat = engine.pending(match)[0]?.seats[0];
    if (seat !== bg.ctx.currentPlayer) return fail(step, `seat ${String(seat)} vs player ${bg.ctx.currentPlayer}`);
    const legal = engine.legal(match, seat);
    const ours = legal.map((c) => actionKey(game.toBgio(c))).sort();
    const enumerate = game.makeBgio().ai?.enumerate;
    if (!enumerate) return fail(step, 'the boardgame.io game lists no moves');
    const theirs = enumerate(bg.G, bg.ctx, seat)
      .map((a) => actionKey(a as BgioAction))
      .sort();
    if (canonicalJson(ours) !== canonicalJson(theirs)) {
      return fail(step, `legal choices differ: ours ${ours.join(' ')} / boardgame.io ${theirs.join(' ')}`);
    }
    // Two times in three the stream takes a favoured choice when there is one (a shot), so games
    // reach their dice and their endings; otherwise any legal choice.
    const favoured = game.favoured ? legal.filter((c) => game.favoured?.(c) === true) : [];
    const pool = favoured.length > 0 && chooser.pick(3) < 2 ? favoured : legal;
    const choice: unknown = pool[chooser.pick(pool.length)];
    const submitted = engine.submit(match, seat, choice, loaded);
    if (!submitted.ok) return fail(step, `our engine refused its own legal choice: ${submitted.error.code}`);
    match = submitted.value.match;
    fastState = fast.applyInPlace(fastState, seat, choice, fastDice);
    const action = game.toBgio(choice);
    const before = bg._stateID;
    const dispatch = client.moves[action.move];
    if (!dispatch) return fail(step, `boardgame.io has no move ${action.move}`);
    dispatch(...action.args);
    if (client.getState()?._stateID === before) return fail(step, `boardgame.io refused ${actionKey(action)}`);
  }
  if (step === MAX_STEPS) return fail(step, 'the game did not end');
  const end = client.getState();
  if (!end) return fail(step, 'boardgame.io client has no state');
  const a = canonicalJson(game.common(match.state));
  const b = canonicalJson(game.commonBgio(end.G, end.ctx));
  if (a !== b) return fail(step, `final positions differ:\n ours ${a}\n bgio ${b}`);
  if (canonicalJson(fastState) !== canonicalJson(match.state)) return fail(step, 'the fast path ended elsewhere');
  if (loaded.consumed().length !== next)
    return fail(step, `dice used: ours ${loaded.consumed().length}, boardgame.io ${next}`);
  if (fastDice.consumed().length !== next) return fail(step, 'the fast path used other dice');
  ended(engine.outcome(match)?.reason ?? 'unfinished', next);
  const replayed = unwrap(engine.replay(match.record));
  if (engine.hash(replayed) !== engine.hash(match)) return fail(step, 'the record does not replay to the same hash');
  return null;
}

export interface GateReport {
  readonly failures: GateFailure[];
  /** Games per ending, per game. */
  readonly endings: Record<string, Record<string, number>>;
  readonly dice: number;
}

/** Runs the gate over seeds 1..n and the pinned seeds of each game. */
export function runGate(games: readonly AnyBenchGame[], seeds = 200): GateReport {
  const failures: GateFailure[] = [];
  const endings: Record<string, Record<string, number>> = {};
  let dice = 0;
  for (const game of games) {
    const mine: Record<string, number> = (endings[game.id] = {});
    const all = [...Array.from({ length: seeds }, (_, i) => i + 1), ...(game.pinnedSeeds ?? [])];
    for (const seed of all) {
      const r = checkSeed(game, seed);
      if (r.failure) failures.push(r.failure);
      mine[r.ending] = (mine[r.ending] ?? 0) + 1;
      dice += r.dice;
    }
  }
  return { failures, endings, dice };
}
