import { describe, expect, it } from 'vitest';
import { askBot, createBot, LEVELS, type Level } from '@skirmish/ai';
import { SeededDice, unwrap } from '@skirmish/core';
import { sampleContent, warmachineBotKnowledge } from '../src/index.ts';
import type { WmChoice } from '../src/choices.ts';
import type { WmState } from '../src/state.ts';
import { act, position, rules } from './helpers.ts';

const knowledge = warmachineBotKnowledge(sampleContent);
const ash = sampleContent.models.find((m) => m.id === 'ash');
const spells = new Map((ash?.spells ?? []).map((sp) => [sp.id, sp]));

/**
 * Turn 1 of the Ashen Covenant: Ash with her full focus in her deployment zone, her warjacks
 * beside her, every enemy more than 30 inches away, beyond the range of each of her spells.
 */
const turnOne = () =>
  act(
    position(
      {
        'p2.ash': { x: 24, y: 42, set: { focus: 7 } },
        'p2.gravemaw': { x: 21, y: 40 },
        'p2.wraithwing': { x: 27, y: 40 },
        'p1.kron': { x: 24, y: 5 },
        'p1.bastion': { x: 20, y: 7 },
        'p1.sparrow': { x: 28, y: 7 },
      },
      { active: 'p2' },
    ),
    'p2',
    { kind: 'activate', model: 'p2.ash' },
  ).state;

/** A spell that harms what it hits: offensive, or with a POW. */
const harmful = (c: WmChoice) => {
  if (c.kind !== 'cast') return false;
  const sp = spells.get(c.spell);
  return sp !== undefined && (sp.OFF || sp.POW !== null);
};

/** The choices a bot of `level` makes through Ash's activation, each from its own seed. */
function activation(level: Level, seed: number, start: WmState): { picks: WmChoice[]; friendly: WmChoice[] } {
  const spec = LEVELS[level].spec;
  const budget = { iterations: 60 };
  const bot = createBot(spec.kind === 'mcts' ? { kind: 'mcts', budget } : spec, rules, knowledge);
  const picks: WmChoice[] = [];
  let s = start;
  while (s.activation?.model === 'p2.ash' && picks.length < 12) {
    const c = askBot(bot, rules, s, 'p2', { seed: seed * 101 + picks.length, budget }).choice;
    picks.push(c);
    s = unwrap(rules.apply(s, 'p2', c, SeededDice.fromSeed(seed * 7 + picks.length))).state;
  }
  const friendly = picks.filter(
    (c) => harmful(c) && c.kind === 'cast' && s.models.find((m) => m.id === (c.target ?? 'p2.ash'))?.side === 'p2',
  );
  return { picks, friendly };
}

describe('the bots aim no harmful spell at their own side', () => {
  it('the position: Blight Burst may be declared at Ash herself and at her warjacks, and every enemy is out of its range', () => {
    const blight = spells.get('blight-burst');
    expect(blight).toMatchObject({ OFF: true, AOE: 3, RNG: 8 });
    const legal = rules.legalChoices(act(turnOne(), 'p2', { kind: 'forfeitMove', aim: false }).state, 'p2');
    for (const target of ['p2.ash', 'p2.gravemaw', 'p2.wraithwing'])
      expect(legal).toContainEqual({ kind: 'cast', spell: 'blight-burst', target });
  });

  for (const level of ['easy', 'normal', 'hard', 'expert'] as const)
    it(`at the ${level} level, over several seeds, no offensive spell goes at a friend and none is cast with no enemy in reach`, () => {
      for (let seed = 1; seed <= 5; seed++) {
        for (const start of [turnOne(), act(turnOne(), 'p2', { kind: 'forfeitMove', aim: false }).state]) {
          const { picks, friendly } = activation(level, seed, start);
          expect(friendly).toEqual([]);
          // No enemy stands within reach of a spell: one that harms is never worth its focus.
          expect(picks.filter(harmful)).toEqual([]);
          expect(picks.at(-1)).toEqual({ kind: 'endActivation' });
        }
      }
    });

  it('the heuristic and the search’s prior leave out a harmful spell at a friend in range, and still weigh it at an enemy', () => {
    // Ash has stood still; Gravemaw beside her and Kron 5 inches off are both in Blight Burst's range.
    const s = act(
      act(
        position(
          {
            'p2.ash': { x: 24, y: 30, set: { focus: 7 } },
            'p2.gravemaw': { x: 21, y: 30 },
            'p1.kron': { x: 24, y: 24 },
          },
          { active: 'p2' },
        ),
        'p2',
        { kind: 'activate', model: 'p2.ash' },
      ).state,
      'p2',
      { kind: 'forfeitMove', aim: false },
    ).state;
    const self: WmChoice = { kind: 'cast', spell: 'blight-burst', target: 'p2.ash' };
    const jack: WmChoice = { kind: 'cast', spell: 'blight-burst', target: 'p2.gravemaw' };
    const foe: WmChoice = { kind: 'cast', spell: 'blight-burst', target: 'p1.kron' };
    const end: WmChoice = { kind: 'endActivation' };
    const legal = rules.legalChoices(s, 'p2');
    for (const c of [self, jack, foe]) expect(legal).toContainEqual(c);
    const dice = SeededDice.fromSeed(3);
    const prior = knowledge.prior!(s, 'p2', [self, jack, foe, end], dice);
    expect(prior[0]).toBe(0);
    expect(prior[1]).toBe(0);
    expect(prior[2]).toBeGreaterThan(0);
    expect(knowledge.heuristicChoice!(s, 'p2', [self, jack, end], dice)).toEqual(end);
    expect(knowledge.macroChoices!(s, 'p2')).not.toContainEqual(self);
  });
});
