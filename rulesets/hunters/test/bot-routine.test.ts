import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot, type MctsDecision } from '@skirmish/ai';
import { SeededDice } from '@skirmish/core';
import type { HuntersChoice } from '../src/choices.ts';
import type { MissionState } from '../src/state.ts';
import { content, knowledge, playUntil, rules } from './bot-positions.ts';

const firstActivity = (card: string) => content.cards.find((c) => c.id === card)?.activities[0]?.kind;

/** The acting character shares a space with an enemy and may strike it. */
const inMelee = (s: MissionState, legal: readonly HuntersChoice[]) => {
  const me = s.chars.find((c) => c.id === s.current?.character);
  const at = me?.pos;
  return (
    at !== undefined &&
    at !== null &&
    s.enemies.some((e) => e.pos.x === at.x && e.pos.y === at.y) &&
    legal.some((c) => c.kind === 'basic' && c.action === 'melee')
  );
};

const isBlow = (c: HuntersChoice) =>
  (c.kind === 'basic' && c.action === 'melee') || (c.kind === 'play' && firstActivity(c.card) === 'melee');

describe('what the Hunters search leaves to the team heuristic', () => {
  it('a character in melee who may strike strikes, by routine: the search does not turn on the spot or swap cards instead', () => {
    for (const seed of [1, 2, 3]) {
      const at = playUntil('Q02', seed, inMelee);
      expect(at.legal.some((c) => c.kind === 'rotate' || c.kind === 'cycle')).toBe(true);
      const d = askBot(mctsBot(rules, knowledge, knowledge.search), rules, at.state, at.seat, {
        seed,
        budget: { iterations: 100 },
      }) as MctsDecision<HuntersChoice>;
      expect(d.by).toBe('routine');
      expect(isBlow(d.choice)).toBe(true);
      // The same blow the team heuristic plays.
      expect(isBlow(askBot(heuristicBot(rules, knowledge), rules, at.state, at.seat, { seed }).choice)).toBe(true);
    }
  });

  it("on a collect mission with findings left a reaction is the team heuristic's, by routine", () => {
    const at = playUntil('S03', 1, (_, legal) => legal.some((c) => c.kind === 'react'));
    expect(at.legal.some((c) => c.kind === 'no-reaction')).toBe(true);
    for (const seed of [1, 2]) {
      const d = askBot(mctsBot(rules, knowledge, knowledge.search), rules, at.state, at.seat, {
        seed,
        budget: { iterations: 50 },
      }) as MctsDecision<HuntersChoice>;
      expect(d).toMatchObject({ iterations: 0, by: 'routine' });
      expect(d.choice).toEqual(askBot(heuristicBot(rules, knowledge), rules, at.state, at.seat, { seed }).choice);
    }
  });

  it('inside the tree a routine decision has the one choice the routine makes, a searched one every legal choice', () => {
    // The steps of a move: routine.
    const steps = playUntil('S01', 1, (_, legal) => legal.some((c) => c.kind === 'step'));
    const inTree = knowledge.macroChoices!(steps.state, steps.seat);
    expect(steps.legal.filter((c) => c.kind === 'step').length).toBeGreaterThan(1);
    expect(inTree).toHaveLength(1);
    expect(inTree[0]).toEqual(knowledge.routineChoice!(steps.state, steps.seat, steps.legal, SeededDice.fromSeed(1)));
    // The choice of action, away from any enemy, on an eliminate mission: searched.
    const action = playUntil(
      'S01',
      1,
      (s, legal) => s.current !== null && legal.some((c) => c.kind === 'play') && !inMelee(s, legal),
    );
    expect(knowledge.routineChoice!(action.state, action.seat, action.legal, SeededDice.fromSeed(1))).toBeNull();
    expect(knowledge.macroChoices!(action.state, action.seat)).toEqual(action.legal);
  });

  it('after a searched move the bot walks it by routine, not by the continuation of its search', () => {
    // The first action of the mission, every enemy out of reach: the search moves, then walks.
    const action = playUntil('S01', 1, (s, legal) => s.current !== null && legal.some((c) => c.kind === 'play'));
    for (const seed of [1, 2]) {
      const bot = mctsBot(rules, knowledge, knowledge.search);
      const d = askBot(bot, rules, action.state, action.seat, {
        seed,
        budget: { iterations: 300 },
      }) as MctsDecision<HuntersChoice>;
      expect(d.iterations).toBeGreaterThan(0);
      const next = rules.apply(action.state, action.seat, d.choice, SeededDice.fromSeed(seed));
      if (!next.ok) throw new Error(next.error.code);
      const legal = rules.legalChoices(next.value.state, action.seat);
      expect(legal.some((c) => c.kind === 'step')).toBe(true);
      const walk = askBot(bot, rules, next.value.state, action.seat, {
        seed,
        budget: { iterations: 300 },
      }) as MctsDecision<HuntersChoice>;
      expect(walk.by).toBe('routine');
      expect(walk.choice.kind).toBe('step');
    }
  });

  it("the search keeps the team heuristic's right choice: a shooting card at the last enemy in its gun's range", () => {
    const base = playUntil('S01', 2, (st, legal) => {
      const me = st.chars.find((c) => c.id === st.current?.character);
      return me?.id === 'soldier' && st.current?.actions === 0 && legal.some((c) => c.kind === 'play');
    }).state;
    // One enemy left, at full Health, 3 spaces from the Soldier (a rifle reaches 4).
    const s = structuredClone(base);
    const soldier = s.chars.find((c) => c.id === 'soldier')!;
    soldier.hand = ['soldier-shot', 'soldier-dash', 'soldier-take-cover', 'soldier-patch-up', 'soldier-aimed-strike'];
    const e = s.enemies[0]!;
    s.enemies = [e];
    s.enemyQueue = s.enemyQueue.filter((id) => id === e.id);
    const p = soldier.pos!;
    e.pos = { x: p.x + 3 <= 7 ? p.x + 3 : p.x - 3, y: p.y };
    const legal = rules.legalChoices(s, 'p1');
    expect(legal.some((c) => c.kind === 'rotate' || c.kind === 'cycle' || c.kind === 'end-turn')).toBe(true);
    for (const seed of [1, 2, 3]) {
      const h = askBot(heuristicBot(rules, knowledge), rules, s, 'p1', { seed }).choice;
      expect(h.kind === 'play' && firstActivity(h.card)).toBe('ranged');
      const d = askBot(mctsBot(rules, knowledge, knowledge.search), rules, s, 'p1', {
        seed,
        budget: { iterations: 200 },
      }) as MctsDecision<HuntersChoice>;
      expect(d.iterations).toBeGreaterThan(0);
      expect(d.choice.kind === 'play' && firstActivity(d.choice.card)).toBe('ranged');
    }
  });
});
