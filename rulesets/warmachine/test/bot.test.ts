import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot, type MctsDecision } from '@skirmish/ai';
import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { warmachineBotKnowledge, warmachineRuleset, sampleContent } from '../src/index.ts';
import type { WmChoice } from '../src/choices.ts';
import type { WmState } from '../src/state.ts';

describe('bot knowledge', () => {
  const engine = unwrap(Engine.create(warmachineRuleset));
  const match = unwrap(engine.start(4));
  const knowledge = warmachineBotKnowledge(sampleContent);

  it('a seat sees everything, so a sampled state is the state itself', () => {
    const view = engine.view(match, 'p1');
    expect(knowledge.determinize(view, 'p1', undefined as never)).toEqual(match.state);
  });

  it('an even position is worth one half; damage to the enemy warcaster raises it, damage to ours lowers it', () => {
    const state = structuredClone(match.state);
    expect(knowledge.evaluate!(state, 'p1')).toBeCloseTo(0.5);
    const enemyCaster = state.models.find(
      (m) => m.side === 'p2' && sampleContent.models.find((d) => d.id === m.def)?.kind === 'warcaster',
    )!;
    enemyCaster.boxes = 5;
    const better = knowledge.evaluate!(state, 'p1');
    expect(better).toBeGreaterThan(0.5);
    expect(knowledge.evaluate!(state, 'p2')).toBeCloseTo(1 - better);
    enemyCaster.removed = true;
    expect(knowledge.evaluate!(state, 'p1')).toBeGreaterThan(better);
  });
});

describe('decisions the search bot settles without search', () => {
  const rules = warmachineRuleset.rules(sampleContent, {});
  const knowledge = warmachineBotKnowledge(sampleContent);
  const routine = knowledge.routineChoice!;

  /** The positions of a seeded battle between the rules of thumb, each with the seat to choose and its choices. */
  function positions(seed: number, count: number): Array<{ s: WmState; seat: string; legal: readonly WmChoice[] }> {
    const bot = heuristicBot(rules, knowledge);
    const dice = SeededDice.fromSeed(seed);
    let s = unwrap(rules.setup(warmachineRuleset.defaultSetup, dice));
    const out: Array<{ s: WmState; seat: string; legal: readonly WmChoice[] }> = [];
    for (let n = 0; n < count && !rules.outcome(s); n++) {
      const seat = rules.pending(s)[0]!.seats[0]!;
      out.push({ s, seat, legal: rules.legalChoices(s, seat) });
      s = unwrap(rules.apply(s, seat, askBot(bot, rules, s, seat, { seed: n }).choice, dice)).state;
    }
    return out;
  }

  it('focus in the Control phase and the order of activations follow the rules of thumb; the search bot takes them without searching', () => {
    const all = positions(5, 400);
    const control = all.filter(
      (p) => (p.s.phase === 'control' || (p.s.phase === 'activation' && !p.s.activation)) && p.legal.length > 1,
    );
    expect(control.some((p) => p.s.phase === 'control')).toBe(true);
    expect(control.some((p) => p.s.phase === 'activation')).toBe(true);
    const heuristic = heuristicBot(rules, knowledge);
    const search = mctsBot(rules, knowledge, { ...knowledge.search });
    for (const { s, seat, legal } of control) {
      const r = routine(s, seat, legal, SeededDice.fromSeed(1));
      expect(r).not.toBeNull();
      expect(legal).toContainEqual(r);
      expect(r).toEqual(askBot(heuristic, rules, s, seat, { seed: 1 }).choice);
      const d = askBot(search, rules, s, seat, { seed: 1, budget: { iterations: 50 } }) as MctsDecision<WmChoice>;
      expect(d).toMatchObject({ choice: r, iterations: 0, by: 'routine' });
    }
  });

  it('an activation with one sensible choice left is settled; with several, search decides its movement and the heuristic what follows', () => {
    const all = positions(5, 400).filter((p) => p.s.activation !== null && !p.s.freeStrike && p.legal.length > 1);
    let settled = 0;
    let open = 0;
    let followed = 0;
    for (const { s, seat, legal } of all) {
      const friendless = legal.filter(
        (c) => !('target' in c && c.kind !== 'cast' && s.models.find((m) => m.id === c.target)?.side === seat),
      );
      const r = routine(s, seat, legal, SeededDice.fromSeed(1));
      if (friendless.length === 1) {
        expect(r).toEqual(friendless[0]);
        settled++;
      } else if (s.activation?.movement === 'none') {
        expect(r).toBeNull();
        open++;
      } else {
        // After the movement: the heuristic's own choice among the sensible ones.
        expect(r).toEqual(knowledge.heuristicChoice!(s, seat, friendless, SeededDice.fromSeed(1)));
        expect(friendless).toContainEqual(r);
        followed++;
      }
    }
    expect(open).toBeGreaterThan(0);
    expect(followed).toBeGreaterThan(0);
    expect(settled + open + followed).toBe(all.length);
  });
});
