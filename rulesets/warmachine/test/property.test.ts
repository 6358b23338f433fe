import { describe, expect, it } from 'vitest';
import { deserializeMatch, Engine, SeededDice, serializeMatch, unwrap, type Match } from '@skirmish/core';
import { warmachineRuleset } from '../src/index.ts';
import type { WmState } from '../src/state.ts';
import type { WmChoice } from '../src/choices.ts';

const GAMES = Number(process.env['WM_GAMES'] ?? 80);

/** Leans toward acting (closing in, attacking) so random battles reach combat and end. */
function weight(c: WmChoice, i: number, all: readonly WmChoice[]): number {
  switch (c.kind) {
    case 'advance':
      return all.findIndex((x) => x.kind === 'advance') === i ? 12 : 1;
    case 'attack':
    case 'cast':
    case 'charge':
    case 'slam':
    case 'headButt':
      return 6;
    case 'allocate':
    case 'activate':
      return 4;
    default:
      return 1;
  }
}

function weightedPick(legal: readonly WmChoice[], dice: SeededDice): WmChoice {
  const ws = legal.map((c, i) => weight(c, i, legal));
  let r = dice.pick(ws.reduce((a, b) => a + b, 0));
  for (let i = 0; i < legal.length; i++) {
    r -= ws[i] ?? 0;
    if (r < 0) return legal[i] as WmChoice;
  }
  return legal[legal.length - 1] as WmChoice;
}

function randomBattle(engine: Engine<WmState, unknown, unknown, unknown>, seed: number, setup: unknown) {
  let m: Match<WmState> = unwrap(engine.start(seed, setup));
  const chooser = SeededDice.fromSeed(seed + 7919);
  const problems: string[] = [];
  let steps = 0;
  while (!engine.outcome(m) && steps < 5000) {
    const decision = engine.pending(m)[0];
    if (!decision) break;
    const seat = decision.seats[0] as string;
    const legal = engine.legal(m, seat);
    if (legal.length === 0) throw new Error(`seed ${seed}: no legal choice at step ${steps}`);
    const pick = weightedPick(legal as WmChoice[], chooser);
    const r = engine.submit(m, seat, pick);
    if (!r.ok) throw new Error(`seed ${seed}: legal choice refused: ${r.error.code} ${JSON.stringify(pick)}`);
    m = r.value.match;
    problems.push(...(engine.rules.invariants?.(m.state) ?? []).map((p) => `seed ${seed} step ${steps}: ${p}`));
    steps++;
  }
  return { m, problems, steps };
}

describe('random battles', () => {
  const engine = unwrap(Engine.create(warmachineRuleset, { options: { roundLimit: 10 } })) as unknown as Engine<
    WmState,
    unknown,
    unknown,
    unknown
  >;
  const boxes = ['iron-crown', 'ashen-covenant', 'tidewardens', 'emberclad'];

  // Batches of 20 seeds, so a long run (WM_GAMES=1000) reports the failing seed range and never times out.
  const BATCH = 20;
  let decided = 0;
  for (let start = 1; start <= GAMES; start += BATCH) {
    const end = Math.min(GAMES, start + BATCH - 1);
    it(`WM-END-04 seeded random battles ${start}-${end} end without exception, invariants hold, replay equals live, serialisation round-trips`, () => {
      for (let seed = start; seed <= end; seed++) {
        const setup = { p1: boxes[seed % 4], p2: boxes[(seed + 1 + (seed >> 2)) % 4] };
        const { m, problems } = randomBattle(engine, seed, setup);
        expect(problems).toEqual([]);
        const out = engine.outcome(m);
        expect(out, `seed ${seed} did not end`).not.toBeNull();
        if (out && out.reason !== 'round limit reached') decided++;
        const replayed = unwrap(engine.replay(m.record));
        expect(engine.hash(replayed)).toBe(engine.hash(m));
        const back = deserializeMatch<WmState>(serializeMatch(m));
        expect(engine.hash(back)).toBe(engine.hash(m));
      }
    });
  }

  it('random play reaches real battles: some end by a fallen warcaster, not only by the round limit', () => {
    expect(decided).toBeGreaterThan(0);
  });
});
