/**
 * The report a bot gives for a battle it did not fight: drawn evenly between the two companies'
 * victories and a draw, so a campaign of bots favours neither the company that reports nor the
 * one that accepts.
 */
import { describe, expect, it } from 'vitest';
import { askBot, createBot, parseBotSpec } from '@skirmish/ai';
import { Engine, unwrap } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import { dogsOfWarBotKnowledge } from '../src/bot.ts';

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
});
