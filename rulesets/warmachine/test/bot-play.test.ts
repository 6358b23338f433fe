import { describe, expect, it } from 'vitest';
import { LoadedDice } from '@skirmish/core';
import { warmachineBotKnowledge, sampleContent } from '../src/index.ts';
import type { WmChoice } from '../src/choices.ts';
import type { WmState } from '../src/state.ts';
import { act, activated, model, position, rules } from './helpers.ts';

const knowledge = warmachineBotKnowledge(sampleContent);
const choose = (s: WmState, legal: readonly WmChoice[], dice = new LoadedDice(Array<number>(200).fill(1))) =>
  knowledge.heuristicChoice!(s, 'p1', legal, dice);
const gap = (s: WmState, a: string, b: string) =>
  Math.hypot(model(s, a).x - model(s, b).x, model(s, a).y - model(s, b).y);

describe('the heuristic bot in play', () => {
  it('does not strike its own warjack when a miss looks as good as ending the activation', () => {
    // The Bastion stands in contact with its own Sparrow, the enemy far off: its melee attacks can
    // only reach the Sparrow, and ending the activation is the one other choice.
    const s = activated(
      position({ 'p1.bastion': { x: 20, y: 10 }, 'p1.sparrow': { x: 21.7, y: 10 }, 'p2.ash': { x: 20, y: 40 } }),
      'p1.bastion',
    );
    const legal = rules.legalChoices(s, 'p1');
    const friendly = legal.filter((c) => c.kind === 'attack' && c.target === 'p1.sparrow');
    expect(friendly.length).toBeGreaterThan(0);
    const end = legal.find((c) => c.kind === 'endActivation')!;
    expect(end).toBeDefined();
    // With dice that always miss, one look ahead cannot tell the attack from ending the
    // activation, and the attack is listed first: the bot that only looked ahead struck the Sparrow.
    const first = friendly[0]!;
    expect(legal.indexOf(first)).toBeLessThan(legal.indexOf(end));
    const afterAttack = rules.apply(s, 'p1', first, new LoadedDice(Array<number>(20).fill(1)));
    expect(afterAttack.ok).toBe(true);
    if (!afterAttack.ok) return;
    expect(knowledge.evaluate!(afterAttack.value.state, 'p1')).toBeCloseTo(
      knowledge.evaluate!(act(s, 'p1', end).state, 'p1'),
      9,
    );
    const pick = choose(s, legal);
    expect(pick.kind !== 'attack' || pick.target !== 'p1.sparrow').toBe(true);
    // Nor does the search's prior give a friend attack any weight.
    const prior = knowledge.prior!(s, 'p1', legal, new LoadedDice(Array<number>(200).fill(1)));
    legal.forEach((c, i) => {
      if (c.kind === 'attack' && c.target === 'p1.sparrow') expect(prior[i]).toBe(0);
    });
  });

  it('strikes a friend when the rules leave nothing else', () => {
    const s = activated(
      position({ 'p1.bastion': { x: 20, y: 10 }, 'p1.sparrow': { x: 21.7, y: 10 }, 'p2.ash': { x: 20, y: 40 } }),
      'p1.bastion',
    );
    const only = rules.legalChoices(s, 'p1').filter((c) => c.kind === 'attack' && c.target === 'p1.sparrow');
    expect(only.length).toBeGreaterThan(0);
    expect(only).toContain(choose(s, only));
  });

  it('advances on an enemy 40 inches away', () => {
    // Bases of 50 mm and 40 mm: centres 42 inches apart leave a gap of about 40 inches.
    const s = position({ 'p1.bastion': { x: 24, y: 3 }, 'p2.ash': { x: 24, y: 45 } });
    const open = act(s, 'p1', { kind: 'activate', model: 'p1.bastion' }).state;
    const before = gap(open, 'p1.bastion', 'p2.ash');
    expect(before).toBeCloseTo(42);
    const legal = rules.legalChoices(open, 'p1');
    const pick = choose(open, legal);
    expect(['advance', 'run']).toContain(pick.kind);
    const after = act(open, 'p1', pick).state;
    const closer = before - gap(after, 'p1.bastion', 'p2.ash');
    // The Bastion's SPD is 4: it closes at least that far (more when it runs).
    expect(closer).toBeGreaterThanOrEqual(3.9);
    // And the position itself is worth more for every inch gained, even this far out.
    expect(knowledge.evaluate!(after, 'p1')).toBeGreaterThan(knowledge.evaluate!(open, 'p1'));
  });
});
