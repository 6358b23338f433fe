import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot, randomBot } from '@skirmish/ai';
import { SeededDice } from '@skirmish/core';
import { hybridBotKnowledge } from '../src/bot.ts';
import type { HybridChoice } from '../src/choices.ts';
import { hybridOptions, hybridRuleset, type HybridState } from '../src/index.ts';
import { activate, scenario } from './scenario.ts';

const content = hybridRuleset.content.sample;
const rules = hybridRuleset.rules(content, {});
const knowledge = hybridBotKnowledge(content);
const defaults = Object.fromEntries(hybridOptions.map((o) => [o.id, o.default]));

/** A seeded random game played until the Griffin seat must act with the Scorpion sequence placed and secret. */
function midGame(seed: number): HybridState {
  const dice = SeededDice.fromSeed(seed);
  const r = rules.setup(hybridRuleset.defaultSetup, dice);
  if (!r.ok) throw new Error(r.error.code);
  let s = r.value;
  for (let i = 0; i < 3000; i++) {
    if (rules.outcome(s)) break;
    const seat = rules.pending(s)[0]?.seats[0];
    if (seat === undefined) break;
    const legal = rules.legalChoices(s, seat);
    const hidden = s.sides.scorpion.sequence.some((id) => !s.warriors.find((w) => w.id === id)?.activated);
    if (seat === 'griffin' && s.phase === 'activation' && legal.length > 2 && hidden && s.round >= 1) return s;
    const next = rules.apply(s, seat, legal[dice.pick(legal.length)]!, dice);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value.state;
  }
  throw new Error('no position with a secret sequence');
}

/** The same position with every secret of the Scorpion seat and every deck order changed. */
function otherTruth(s: HybridState): HybridState {
  const t = structuredClone(s);
  const theirs = t.sides.scorpion;
  const n = Math.min(theirs.hand.length, t.actionDeck.length);
  const swapped = t.actionDeck.splice(0, n, ...theirs.hand.slice(0, n));
  theirs.hand.splice(0, n, ...swapped);
  t.actionDeck.reverse();
  t.eventDeck.reverse();
  const secret = theirs.sequence
    .map((id, i) => [id, i] as const)
    .filter(([id]) => !t.warriors.find((w) => w.id === id)?.activated);
  if (secret.length >= 2) {
    const [a, b] = [secret[0]!, secret[secret.length - 1]!];
    theirs.sequence[a[1]] = b[0];
    theirs.sequence[b[1]] = a[0];
  }
  for (const k of Object.keys(t.eventCounters)) t.eventCounters[k] = !t.eventCounters[k];
  return t;
}

describe('Hybrid bots see only what their seat sees', () => {
  const s1 = midGame(11);
  const s2 = otherTruth(s1);

  it('the two truths differ but the Griffin seat sees the same', () => {
    expect(s2).not.toEqual(s1);
    expect(rules.view(s2, 'griffin')).toEqual(rules.view(s1, 'griffin'));
  });

  it('every bot makes the same decision in both truths for the same seed', () => {
    const bots = [randomBot(), heuristicBot(rules, knowledge), mctsBot(rules, knowledge, knowledge.search)];
    for (const bot of bots) {
      const a = askBot(bot, rules, s1, 'griffin', { seed: 5, budget: { iterations: 20 } });
      const b = askBot(bot, rules, s2, 'griffin', { seed: 5, budget: { iterations: 20 } });
      expect(b.choice).toEqual(a.choice);
      expect(b.alternatives).toEqual(a.alternatives);
    }
  });

  it('a determinised state agrees with everything the seat has seen', () => {
    const view = rules.view(s1, 'griffin');
    for (const seed of [1, 2, 3]) {
      const d = knowledge.determinize(view, 'griffin', SeededDice.fromSeed(seed));
      const again = rules.view(d, 'griffin');
      expect(again.hand).toEqual(view.hand);
      expect(again.mySequence).toEqual(view.mySequence);
      expect(again.sides).toEqual(view.sides);
      expect(again.warriors).toEqual(view.warriors);
      expect(again.actionDeckSize).toBe(view.actionDeckSize);
      expect(again.eventDeckSize).toBe(view.eventDeckSize);
      expect(again.eventCounters).toEqual(view.eventCounters);
      expect(rules.legalChoices(d, 'griffin')).toEqual(rules.legalChoices(s1, 'griffin'));
      // Revealed counters stay where they were shown; the rest are dealt over unrevealed warriors.
      expect(d.sides.scorpion.sequence).toHaveLength(s1.sides.scorpion.sequence.length);
      expect(new Set(d.sides.scorpion.sequence).size).toBe(d.sides.scorpion.sequence.length);
      // No card is in two places.
      const cards = [...d.actionDeck, ...d.actionDiscard, ...d.sides.griffin.hand, ...d.sides.scorpion.hand];
      expect(new Set(cards).size).toBe(cards.length);
    }
  });
});

describe('the rules of thumb pick a Mode by base contact', () => {
  /** The Purifier's Mode by the rules of thumb, with the Hybrid beside him and `edge` on the edge between them. */
  const modeBeside = (edge: 'wall' | 'none'): HybridChoice => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 4], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [3, 3], facing: 'S', id: 'h' },
      ],
      mission: edge === 'wall' ? { edges: { '3,3,N': 'wall' } } : {},
    });
    activate(sc, 'p');
    const bot = hybridBotKnowledge(sc.content, defaults);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    return bot.heuristicChoice!(sc.state, 'griffin', legal, SeededDice.fromSeed(1));
  };

  it('HY-GEN-06 HY-MODE-OC-01 an enemy across a wall is no reason for Offensive Combat; the same enemy with nothing between is', () => {
    expect(modeBeside('none')).toMatchObject({ kind: 'mode', mode: 'OC' });
    expect(modeBeside('wall')).toMatchObject({ kind: 'mode', mode: 'F' });
  });
});
