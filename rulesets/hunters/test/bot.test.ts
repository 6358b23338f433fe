import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot, randomBot } from '@skirmish/ai';
import { SeededDice } from '@skirmish/core';
import { huntersBotKnowledge } from '../src/bot.ts';
import { huntersRuleset } from '../src/index.ts';
import type { MissionState } from '../src/state.ts';

const content = huntersRuleset.content.sample;
const rules = huntersRuleset.rules(content, {});
const knowledge = huntersBotKnowledge(content);

/** A seeded random mission played until p1 acts in the characters' phase with cards in p2's hand. */
function midGame(seed: number): MissionState {
  const dice = SeededDice.fromSeed(seed);
  const r = rules.setup(huntersRuleset.defaultSetup, dice);
  if (!r.ok) throw new Error(r.error.code);
  let s = r.value;
  for (let i = 0; i < 2000; i++) {
    if (rules.outcome(s)) break;
    const seat = rules.pending(s)[0]?.seats[0];
    if (seat === undefined) break;
    const legal = rules.legalChoices(s, seat);
    const p2 = s.chars.find((c) => c.seat === 'p2');
    if (seat === 'p1' && s.phase === 'character' && legal.length > 2 && (p2?.hand.length ?? 0) > 0) return s;
    const next = rules.apply(s, seat, legal[dice.pick(legal.length)]!, dice);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value.state;
  }
  throw new Error("no position with cards in p2's hand");
}

/**
 * The same position with every deck in another order: the one thing hidden from a seat, as the
 * players see each other's hands (HU-PLAYERS-05).
 */
function otherTruth(s: MissionState): MissionState {
  const t = structuredClone(s);
  for (const c of t.chars) c.deck.reverse();
  return t;
}

describe('Hunters bots see only what their seat sees', () => {
  const s1 = midGame(3);
  const s2 = otherTruth(s1);

  it('the two truths differ but seat p1 sees the same', () => {
    expect(s2).not.toEqual(s1);
    expect(rules.view(s2, 'p1')).toEqual(rules.view(s1, 'p1'));
  });

  it('every bot makes the same decision in both truths for the same seed', () => {
    const bots = [randomBot(), heuristicBot(rules, knowledge), mctsBot(rules, knowledge, knowledge.search)];
    for (const bot of bots) {
      const a = askBot(bot, rules, s1, 'p1', { seed: 9, budget: { iterations: 20 } });
      const b = askBot(bot, rules, s2, 'p1', { seed: 9, budget: { iterations: 20 } });
      expect(b.choice).toEqual(a.choice);
      expect(b.alternatives).toEqual(a.alternatives);
    }
  });

  it('a determinised state agrees with everything the seat has seen, and the team shares a win', () => {
    const view = rules.view(s1, 'p1');
    for (const seed of [1, 2, 3]) {
      const d = knowledge.determinize(view, 'p1', SeededDice.fromSeed(seed));
      expect(rules.view(d, 'p1')).toEqual(view);
      expect(rules.legalChoices(d, 'p1')).toEqual(rules.legalChoices(s1, 'p1'));
    }
    const won: MissionState = { ...s1, result: { victory: true, reason: 'test' } };
    expect(knowledge.evaluate?.(won, 'p1')).toBe(1);
    expect(knowledge.evaluate?.(won, 'p2')).toBe(1);
  });
});
