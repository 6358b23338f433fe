import { describe, expect, it } from 'vitest';
import { canonicalJson, resolveOptions, SeededDice, unwrap } from '@skirmish/core';
import { huntersRuleset, scaledContent, scaledSetup, type HuntersChoice, type MissionState } from '../src/index.ts';
import { sampleContent } from '../src/content/sample.ts';

const GAMES = Number(process.env['HUNTERS_FAST_GAMES'] ?? 12);

/**
 * The fast path (clone once, applyInPlace) must reach exactly the state the validated path
 * reaches for the same legal choices and the same dice, at every step.
 */
function compare(
  content: typeof sampleContent,
  setup: unknown,
  seed: number,
  opts: Record<string, unknown>,
  maxSteps = 3000,
) {
  const rules = huntersRuleset.rules(content, unwrap(resolveOptions(huntersRuleset.options, opts)));
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  const s0 = unwrap(rules.setup(setup, SeededDice.fromSeed(seed)));
  let slow: MissionState = s0;
  let quick: MissionState = fast.clone(s0);
  const slowDice = SeededDice.fromSeed(seed + 1000);
  const quickDice = SeededDice.fromSeed(seed + 1000);
  const pick = SeededDice.fromSeed(seed * 3 + 1);
  let steps = 0;
  while (rules.outcome(slow) === null && steps < maxSteps) {
    const d = rules.pending(slow)[0];
    const seat = d?.seats[0] ?? 'p1';
    const legal = rules.legalChoices(slow, seat);
    const c = legal[pick.pick(legal.length)] as HuntersChoice;
    const prev = slow;
    const before = canonicalJson(prev);
    slow = unwrap(rules.apply(slow, seat, c, slowDice)).state;
    // `apply` leaves its input alone; only the fast path changes a state where it lies.
    expect(canonicalJson(prev)).toBe(before);
    quick = fast.applyInPlace(quick, seat, c, quickDice);
    expect(canonicalJson(quick)).toBe(canonicalJson(slow));
    steps++;
  }
  expect(rules.outcome(quick)).toEqual(rules.outcome(slow));
  return steps;
}

describe('fast path', () => {
  it('applyInPlace reaches the same state as apply, step by step, in random missions', () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const m = sampleContent.missions[seed % sampleContent.missions.length];
      compare(
        sampleContent,
        {
          mission: m?.id,
          players: 2,
          characters: [
            { class: 'soldier', seat: 'p1' },
            {
              class: 'medic',
              seat: 'p2',
              gear: ['pistol', 'first-aid-kit', 'scrap-armor', 'spike-trap', 'stimulant-cat'],
            },
          ],
        },
        seed,
        { enemyTies: seed % 2 === 0 ? 'ask' : 'random' },
      );
    }
  });

  it('the fast path agrees on the scaled missions with 1 to 4 characters and up to 30 enemies', () => {
    for (const [chars, enemies] of [
      [1, 5],
      [3, 12],
      [4, 30],
    ] as const)
      compare(scaledContent(enemies), scaledSetup(chars, enemies), chars * 100 + enemies, { enemyTies: 'random' });
  });

  it('the fast path agrees through a campaign between and inside missions', () => {
    for (let seed = 1; seed <= 1; seed++)
      compare(
        sampleContent,
        {
          mode: 'campaign',
          players: 2,
          room: 'forge',
          characters: [
            { class: 'soldier', seat: 'p1' },
            { class: 'huntsman', seat: 'p2' },
          ],
        },
        seed,
        { enemyTies: 'random' },
        250,
      );
  });
});
