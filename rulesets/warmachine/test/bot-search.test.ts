import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot, randomBot, winInOne } from '@skirmish/ai';
import { SeededDice } from '@skirmish/core';
import { warmachineBotKnowledge, warmachineRuleset, sampleContent } from '../src/index.ts';
import type { WmChoice } from '../src/choices.ts';
import type { WmView } from '../src/rules.ts';
import type { WmState } from '../src/state.ts';

const rules = warmachineRuleset.rules(sampleContent, {});
const knowledge = warmachineBotKnowledge(sampleContent);
const isCaster = (def: string) => sampleContent.models.find((d) => d.id === def)?.kind === 'warcaster';

/**
 * A seeded battle of the rules of thumb (p1) against random play, stopped the first time a model may
 * attack the enemy warcaster with a fair chance; that warcaster is then left one damage box, so an
 * attack on him that hits and damages ends the battle.
 */
function killInOne(seed: number): { state: WmState; seat: string; wins: number[] } {
  const bots = { p1: heuristicBot(rules, knowledge), p2: randomBot<WmView, WmChoice>() };
  const dice = SeededDice.fromSeed(seed);
  const r = rules.setup(warmachineRuleset.defaultSetup, dice);
  if (!r.ok) throw new Error(r.error.code);
  let s = r.value;
  for (let n = 0; n < 4000 && !rules.outcome(s); n++) {
    const seat = rules.pending(s)[0]?.seats[0];
    if (seat === undefined) break;
    const legal = rules.legalChoices(s, seat);
    const caster = s.models.find((m) => m.side !== seat && isCaster(m.def) && !m.removed);
    if (caster && legal.some((c) => c.kind === 'attack' && c.target === caster.id)) {
      const state = structuredClone(s);
      const def = sampleContent.models.find((d) => d.id === caster.def)!;
      if (def.damage.kind !== 'boxes') throw new Error('the sample warcaster has damage boxes');
      state.models.find((m) => m.id === caster.id)!.boxes = def.damage.count - 1;
      // Out of range an attack misses on its own: wait for one that can hit.
      const wins = winInOne(rules, state, seat, legal, 8, 3);
      if (legal.some((c, i) => c.kind === 'attack' && c.target === caster.id && (wins[i] ?? 0) >= 0.25))
        return { state, seat, wins };
    }
    const d = askBot(seat === 'p1' ? bots.p1 : bots.p2, rules, s, seat, { seed: seed * 1000 + n });
    const next = rules.apply(s, seat, d.choice, dice);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value.state;
  }
  throw new Error('no attack on the enemy warcaster');
}

describe('Warmachine search finds the known best choice', () => {
  const { state, seat, wins } = killInOne(1);
  const legal = rules.legalChoices(state, seat);
  const best = Math.max(...wins);

  it('the position: an attack on the warcaster can end the battle (one time in four or more), no other choice can', () => {
    expect(best).toBeGreaterThanOrEqual(0.25);
    const winning = legal.filter((_, i) => (wins[i] ?? 0) > 0);
    expect(winning.every((c) => c.kind === 'attack')).toBe(true);
    expect(winning.length).toBeLessThan(legal.length);
  });

  it('mcts attacks the warcaster (a kill in one)', () => {
    const bot = mctsBot(rules, knowledge, knowledge.search);
    const caster = state.models.find((m) => m.side !== seat && isCaster(m.def))!;
    for (const s of [1, 2]) {
      const d = askBot(bot, rules, state, seat, { seed: s, budget: { iterations: 60 } });
      expect(d.choice).toMatchObject({ kind: 'attack', target: caster.id });
    }
  });
});
