import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot, type MctsDecision } from '@skirmish/ai';
import { SeededDice } from '@skirmish/core';
import { PACE, teamKnow } from '../src/bot.ts';
import type { HuntersChoice } from '../src/choices.ts';
import type { MissionState } from '../src/state.ts';
import { content, knowledge, playUntil, rules } from './bot-positions.ts';

const firstActivity = (card: string) => content.cards.find((c) => c.id === card)?.activities[0]?.kind;
const isAttack = (c: HuntersChoice) =>
  (c.kind === 'basic' && c.action === 'melee') ||
  (c.kind === 'play' && ['melee', 'ranged'].includes(firstActivity(c.card) ?? ''));
const key = (c: HuntersChoice) => JSON.stringify(c);

/** Plays the position on with `first`, then the team heuristic to the end: true when the team wins. */
function wins(s: MissionState, first: HuntersChoice, seed: number): boolean {
  const dice = SeededDice.fromSeed(seed);
  const heuristic = heuristicBot(rules, knowledge);
  let r = rules.apply(s, 'p1', first, dice);
  if (!r.ok) throw new Error(r.error.code);
  let st = r.value.state;
  for (let n = 0; n < 1000 && !rules.outcome(st); n++) {
    const seat = rules.pending(st)[0]!.seats[0]!;
    r = rules.apply(st, seat, askBot(heuristic, rules, st, seat, { seed: seed * 1000 + n }).choice, dice);
    if (!r.ok) throw new Error(r.error.code);
    st = r.value.state;
  }
  return rules.outcome(st)?.winners.includes('p1') === true;
}

/**
 * S03 (collect two findings, seven turns), the last turn: the Medic holds the finding at 1,1; the
 * Soldier, to act with both actions, stands at 8,2, two spaces from the other finding at 10,1, a
 * Wild Dog beside him; his hand holds one Dash (Move 3) and a Shot.
 */
function lastTurn(): MissionState {
  const base = playUntil(
    'S03',
    1,
    (s, legal) => s.current?.character === 'soldier' && s.current.actions === 0 && legal.some((c) => c.kind === 'play'),
  ).state;
  const s = structuredClone(base);
  s.turn = 7;
  const soldier = s.chars.find((c) => c.id === 'soldier')!;
  const medic = s.chars.find((c) => c.id === 'medic')!;
  soldier.pos = { x: 8, y: 2 };
  soldier.hand = ['soldier-dash', 'soldier-shot', 'soldier-take-cover', 'soldier-patch-up', 'soldier-aimed-strike'];
  medic.pos = { x: 1, y: 1 };
  medic.findings = 1;
  s.collected = ['1,1'];
  s.enemies.find((e) => e.kind === 'wild-dog')!.pos = { x: 7, y: 3 };
  return s;
}

describe('the Hunters search on a collect mission', () => {
  it('weighs the race to the nearest finding against the attack on an enemy in reach: the two in the tree, the race first', () => {
    // S03: the Soldier (rifle) to act, with an enemy in his gun's reach, at a moment where the team
    // heuristic races in at least half of its draws (the prior ranks a heuristic choice above the
    // attack only then: 0.05 + 0.05 x its share against 0.1 - FIGHT_MARGIN). The game is played by
    // the team heuristic from seed 3 up to that moment.
    const know = teamKnow(content);
    const at = playUntil('S03', 3, (s, legal) => {
      const me = s.chars.find((c) => c.id === s.current?.character);
      const p = me?.pos;
      if (!me || me.id !== 'soldier' || !p || !legal.some((c) => c.kind === 'play')) return false;
      const reach = know.reach(me.weapons);
      return s.enemies.some((e) => Math.max(Math.abs(e.pos.x - p.x), Math.abs(e.pos.y - p.y)) <= reach);
    });
    expect(at.state.chars.find((c) => c.id === at.state.current?.character)?.id).toBe('soldier');
    expect(knowledge.routineChoice!(at.state, at.seat, at.legal, SeededDice.fromSeed(1))).toBeNull();
    const inTree = knowledge.macroChoices!(at.state, at.seat);
    expect(inTree).toHaveLength(2);
    const [race, attack] = inTree as [HuntersChoice, HuntersChoice];
    // The race is one of the team heuristic's choices; the attack is not.
    const heuristic = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        key(askBot(heuristicBot(rules, knowledge), rules, at.state, at.seat, { seed }).choice),
      ),
    );
    expect(heuristic.has(key(race))).toBe(true);
    expect(isAttack(attack)).toBe(true);
    expect(heuristic.has(key(attack))).toBe(false);
    // The prior: the heuristic's choices first, then the attack, then every other choice.
    const prior = knowledge.prior!(at.state, at.seat, at.legal, SeededDice.fromSeed(1));
    const valueOf = (c: HuntersChoice) => prior[at.legal.findIndex((l) => key(l) === key(c))]!;
    const others = at.legal.filter((c) => !heuristic.has(key(c)) && key(c) !== key(attack));
    expect(valueOf(race)).toBeGreaterThan(valueOf(attack));
    expect(Math.max(...others.map(valueOf))).toBeLessThan(valueOf(attack));
  });

  it('on the last turn it plays the move that reaches the finding with an action left to take it, where the heuristic may fall short', () => {
    const s = lastTurn();
    const legal = rules.legalChoices(s, 'p1');
    const dash = legal.find((c) => c.kind === 'play' && c.card === 'soldier-dash' && c.enhancement === null)!;
    const move = legal.find((c) => c.kind === 'basic' && c.action === 'move')!;
    const double = legal.find((c) => c.kind === 'basic' && c.action === 'double-move')!;
    // The position: the Dash wins, the Move and the two Moves do not (played on by the heuristic).
    for (const seed of [1, 2]) {
      expect(wins(s, dash, seed)).toBe(true);
      expect(wins(s, move, seed)).toBe(false);
      expect(wins(s, double, seed)).toBe(false);
    }
    // The team heuristic's race takes any move: some of its draws fall short.
    const picks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) =>
      key(askBot(heuristicBot(rules, knowledge), rules, s, 'p1', { seed }).choice),
    );
    expect(picks.some((k) => k === key(move) || k === key(double))).toBe(true);
    // The search, with the attack on the Dog among its candidates, plays the Dash.
    expect(knowledge.macroChoices!(s, 'p1').some(isAttack)).toBe(true);
    for (const seed of [1, 2, 3]) {
      const d = askBot(mctsBot(rules, knowledge, knowledge.search), rules, s, 'p1', {
        seed,
        budget: { iterations: 200 },
      }) as MctsDecision<HuntersChoice>;
      expect(d.iterations).toBeGreaterThan(0);
      expect(d.choice).toEqual(dash);
    }
  });

  it('values a finding by the turns left: a space nearer counts more as they run out, one out of reach nothing', () => {
    const s = lastTurn();
    s.enemies = [];
    s.enemyQueue = [];
    // Both characters at (x, 2), the finding left at 10,1.
    const at = (x: number, turn: number) => {
      const t = structuredClone(s);
      t.turn = turn;
      for (const c of t.chars) c.pos = { x, y: 2 };
      return knowledge.evaluate!(t, 'p1');
    };
    // The last turn: PACE spaces in reach. 3 spaces (x = 7) beat 4 (x = 6); 6 and 8 spaces are both out of reach.
    expect(PACE).toBe(4);
    expect(at(7, 7)).toBeGreaterThan(at(6, 7));
    expect(at(4, 7)).toBe(at(2, 7));
    // Two spaces nearer count more on the last turn than on the second.
    expect(at(8, 7) - at(6, 7)).toBeGreaterThan(at(8, 2) - at(6, 2));
    expect(at(8, 2)).toBeGreaterThan(at(6, 2));
  });
});
