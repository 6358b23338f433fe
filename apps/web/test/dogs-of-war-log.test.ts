/**
 * The log beside the Dogs of War board: a compensation line names the company the points go to,
 * read off the seat's view the page words its log with.
 */
import { describe, expect, it } from 'vitest';
import { SeededDice, type GameEvent } from '@skirmish/core';
import { dogsOfWarRuleset, SAMPLE_CONTENT } from '@skirmish/dogs-of-war';
import { judgeFor } from '../src/boards/dogs-of-war/logic.ts';
import { wordsFor } from '../src/words.ts';

const compensation: GameEvent = {
  type: 'compensation',
  rule: 'DW-MISSION-PRE-18',
  seat: 'blue',
  cp: 45,
  text: '45 compensation points',
};

describe('the Dogs of War log beside the board', () => {
  it('says which company gets the compensation points, by its name in both languages', () => {
    const r = judgeFor(null).rules.setup(
      {
        companies: [
          { seat: 'red', name: 'A Vörös Csapat' },
          { seat: 'blue', name: 'A Kék Csapat' },
        ],
        missions: 3,
      },
      SeededDice.fromSeed(1),
    );
    if (!r.ok) throw new Error(r.error.message);
    const view = r.value;
    expect(wordsFor(dogsOfWarRuleset, 'hu', SAMPLE_CONTENT).event(compensation, view)).toBe(
      'A Kék Csapat 45 kiegyenlítő pontot kap',
    );
    expect(wordsFor(dogsOfWarRuleset, 'en', SAMPLE_CONTENT).event(compensation, view)).toBe(
      '45 compensation points for A Kék Csapat',
    );
  });
});
