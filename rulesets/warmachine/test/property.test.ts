import { describe, expect, it } from 'vitest';
import { deserializeMatch, Engine, SeededDice, serializeMatch, unwrap, type Match } from '@skirmish/core';
import { warmachineRuleset } from '../src/index.ts';
import type { WmState } from '../src/state.ts';

const GAMES = Number(process.env['WM_GAMES'] ?? 40);

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
    // Lean toward acting: end choices are picked less often so battles reach combat.
    const pick = legal[chooser.pick(legal.length)];
    const r = engine.submit(m, seat, pick);
    if (!r.ok) throw new Error(`seed ${seed}: legal choice refused: ${r.error.code} ${JSON.stringify(pick)}`);
    m = r.value.match;
    problems.push(...(engine.rules.invariants?.(m.state) ?? []).map((p) => `seed ${seed} step ${steps}: ${p}`));
    steps++;
  }
  return { m, problems, steps };
}

describe('random battles', () => {
  const engine = unwrap(Engine.create(warmachineRuleset, { options: { roundLimit: 6 } })) as unknown as Engine<
    WmState,
    unknown,
    unknown,
    unknown
  >;
  const boxes = ['iron-crown', 'ashen-covenant', 'tidewardens', 'emberclad'];

  it('WM-END-04 seeded random battles end without exception, invariants hold, replay equals live, serialisation round-trips', () => {
    let ended = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const setup = { p1: boxes[seed % 4], p2: boxes[(seed + 1 + (seed >> 2)) % 4] };
      const { m, problems } = randomBattle(engine, seed, setup);
      expect(problems).toEqual([]);
      if (engine.outcome(m)) ended++;
      const replayed = unwrap(engine.replay(m.record));
      expect(engine.hash(replayed)).toBe(engine.hash(m));
      const back = deserializeMatch<WmState>(serializeMatch(m));
      expect(engine.hash(back)).toBe(engine.hash(m));
    }
    expect(ended).toBe(GAMES);
  });
});
