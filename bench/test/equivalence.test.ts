import { describe, expect, it } from 'vitest';
import { diceScript, runGate } from '../gate.ts';
import { BENCH_GAMES, GAME_IDS, type GameId } from '../games/index.ts';

const EXPECTED_ENDINGS: Record<GameId, string[]> = {
  tictactoe: ['3 in a row', 'board full'],
  'connect-four': ['4 in a row', 'board full'],
  skirmish: ['elimination', 'equal wounds after 20 rounds', 'more wounds left'],
};

describe('equivalence gate: our engine, our fast path and boardgame.io agree', () => {
  for (const id of GAME_IDS) {
    it(`${id}: 200 seeded games end in the same position with the same dice`, () => {
      const report = runGate([BENCH_GAMES[id]], 200);
      expect(report.failures).toEqual([]);
      // The stream must reach every way the game can end, or the gate proves little.
      const endings = Object.keys(report.endings[id] ?? {}).sort();
      expect(endings).toEqual(EXPECTED_ENDINGS[id]);
      if (id === 'skirmish') expect(report.dice).toBeGreaterThan(1000);
    });
  }

  it('the dice script of a seed is fixed and holds only d6 faces', () => {
    expect(diceScript(3)).toEqual(diceScript(3));
    expect(diceScript(3)).not.toEqual(diceScript(4));
    expect(diceScript(3).every((d) => d >= 1 && d <= 6)).toBe(true);
  });
});
