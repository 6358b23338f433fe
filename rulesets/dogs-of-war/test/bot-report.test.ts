/**
 * The report a bot gives for a battle it did not fight: drawn evenly from the reports listed, a
 * list that offers each side whatever it offers the other, so a campaign of bots favours neither
 * the company that reports nor the one that accepts.
 */
import { describe, expect, it } from 'vitest';
import { askBot, createBot, parseBotSpec } from '@skirmish/ai';
import { canonicalJson, Engine, SeededDice, unwrap } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import { dogsOfWarBotKnowledge } from '../src/bot.ts';
import type { AfterActionReport } from '../src/choices.ts';
import { cardinalAgainst, engine as sample, groupsFormed, type M } from './helpers.ts';

const SEEDS = Array.from({ length: 120 }, (_, i) => i + 1);

describe('Dogs of War bot battle reports', () => {
  it('random against random over fixed seeds: Red and Blue win about as often', () => {
    const engine = unwrap(Engine.create(dogsOfWarRuleset));
    const spec = parseBotSpec('random');
    if ('error' in spec) throw new Error(spec.error);
    const bot = createBot(spec, engine.rules, dogsOfWarBotKnowledge(engine.content as never));
    const wins: Record<string, number> = { red: 0, blue: 0 };
    for (const seed of SEEDS) {
      let m = unwrap(engine.start(seed, dogsOfWarRuleset.defaultSetup));
      for (let n = 0; !engine.outcome(m) && n < 5000; n++) {
        const seat = engine.pending(m)[0]?.seats[0] as string;
        const { choice } = askBot(bot, engine.rules, m.state, seat, { seed: seed * 7919 + n });
        m = unwrap(engine.submit(m, seat, choice)).match;
      }
      const outcome = engine.outcome(m);
      expect(outcome).not.toBeNull();
      for (const w of outcome?.draw ? [] : (outcome?.winners ?? [])) wins[w] = (wins[w] ?? 0) + 1;
    }
    const red = wins['red'] ?? 0;
    const blue = wins['blue'] ?? 0;
    // A fair coin over this many decided campaigns stays well inside a third to two thirds.
    expect(red + blue).toBeGreaterThan(SEEDS.length / 2);
    expect(red / (red + blue)).toBeGreaterThan(1 / 3);
    expect(blue / (red + blue)).toBeGreaterThan(1 / 3);
  });

  /** Every seat asked plays its first legal choice until the first battle's report is asked. */
  function toReport(m: M): M {
    for (let guard = 0; guard < 20 && m.state.battles[0]?.step !== 'report'; guard++) {
      const seat = sample.pending(m)[0]?.seats[0] ?? '';
      m = unwrap(sample.submit(m, seat, sample.legal(m, seat)[0], SeededDice.fromSeed(3))).match;
    }
    expect(m.state.battles[0]?.step).toBe('report');
    return m;
  }

  /** The reports listed to the first seat asked, each as its canonical JSON. */
  function listed(m: M): string[] {
    const seat = sample.pending(m)[0]?.seats[0] ?? '';
    return sample
      .legal(m, seat)
      .flatMap((c) => (c.kind === 'report' ? [canonicalJson(c.report)] : []))
      .sort();
  }

  it('the reports listed are the same whichever side the battle names first, as many victories for each', () => {
    const positions = {
      intrusion: toReport(groupsFormed('intrusion')),
      // Red attacks: the Defender's retreat names the elements, the Attacker's does not.
      destruction: toReport(groupsFormed('destruction', [6, 1])),
      cardinal: toReport(cardinalAgainst()),
    };
    for (const [name, m] of Object.entries(positions)) {
      const b = m.state.battles[0];
      if (!b) throw new Error('no battle');
      const swapped: M = {
        ...m,
        state: { ...m.state, battles: [{ ...b, seats: [b.seats[1], b.seats[0]] }, ...m.state.battles.slice(1)] },
      };
      const reports = listed(m);
      expect(listed(swapped), name).toEqual(reports);
      const parsed = reports.map((r) => JSON.parse(r) as AfterActionReport);
      const wins = (seat: string) => parsed.filter((r) => r.results[seat] === 'victory').length;
      const [s0, s1] = b.seats;
      expect(wins(s0), name).toBe(wins(s1));
      expect(wins(s0), name).toBeGreaterThan(0);
      for (const seat of b.seats)
        expect(
          parsed.some((r) => r.retreat === seat),
          `${name} ${seat}`,
        ).toBe(true);
    }
  });
});
