import { describe, expect, it } from 'vitest';
import { askBot, mctsBot, winInOne, type MctsDecision } from '@skirmish/ai';
import type { HuntersChoice } from '../src/choices.ts';
import type { MissionState } from '../src/state.ts';
import { knowledge, playUntil, rules } from './bot-positions.ts';

/**
 * A seeded mission of the rules of thumb (S01, won by destroying every enemy), stopped the first
 * time p1 may attack an enemy; every other enemy is then taken off and the target left one Health,
 * so an attack that hits wins.
 */
function lastEnemy(seed: number): { state: MissionState; target: string } {
  const at = playUntil(
    'S01',
    seed,
    (_, legal, seat) =>
      seat === 'p1' && legal.some((c) => c.kind === 'melee' || (c.kind === 'shoot' && c.targets.length === 1)),
  );
  const attack = at.legal.find((c) => c.kind === 'melee' || (c.kind === 'shoot' && c.targets.length === 1))!;
  const target = attack.kind === 'melee' ? attack.target : attack.kind === 'shoot' ? attack.targets[0]! : '';
  const state = structuredClone(at.state);
  state.enemies = state.enemies.filter((e) => e.id === target);
  state.enemies[0]!.health = 1;
  state.enemyQueue = state.enemyQueue.filter((id) => id === target);
  return { state, target };
}

describe('Hunters search finds the known best choice', () => {
  const { state, target } = lastEnemy(1);
  const legal = rules.legalChoices(state, 'p1');
  const wins = winInOne(rules, state, 'p1', legal, 8, 5);

  it('the position: an attack on the last enemy can end the mission, most choices cannot', () => {
    expect(Math.max(...wins)).toBeGreaterThan(0);
    const winning = legal.filter((_, i) => (wins[i] ?? 0) > 0);
    expect(winning.every((c) => c.kind === 'melee' || c.kind === 'shoot' || c.kind === 'area')).toBe(true);
    expect(winning.length).toBeLessThan(legal.length);
  });

  it('mcts attacks the last enemy (a kill in one): by its search alone, and by the routine that picks the target', () => {
    // The search alone: the attack decision is searched, not left to the team heuristic.
    const { routineChoice: _routine, ...searchOnly } = knowledge;
    const routine = mctsBot(rules, knowledge, knowledge.search);
    const searching = mctsBot(rules, searchOnly, knowledge.search);
    for (const seed of [1, 2])
      for (const bot of [searching, routine]) {
        const d = askBot(bot, rules, state, 'p1', { seed, budget: { iterations: 60 } }) as MctsDecision<HuntersChoice>;
        const c = d.choice;
        const hits = c.kind === 'melee' ? c.target === target : c.kind === 'shoot' || c.kind === 'area';
        expect(hits).toBe(true);
        expect(wins[legal.findIndex((l) => JSON.stringify(l) === JSON.stringify(c))]).toBeGreaterThan(0);
        if (bot === searching) expect(d.iterations).toBeGreaterThan(0);
        else expect(d.by).toBe('routine');
      }
  });
});
