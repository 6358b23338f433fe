import { SeededDice, unwrap, type Dice } from '@skirmish/core';
import type { WmRules } from './rules.ts';
import type { ModelState, Seat, WmState } from './state.ts';

/**
 * A battle of `perSide` models a side (the warcaster and copies of its warjacks), set up and
 * ready to deploy, for benchmarks and scale tests. Copies get ids `p1.bastion.2`, ...
 */
export function sampleBattle(
  rules: WmRules,
  perSide: number,
  seed = 1,
  setup: { p1: string; p2: string } = { p1: 'iron-crown', p2: 'ashen-covenant' },
): WmState {
  const s = unwrap(rules.setup(setup, SeededDice.fromSeed(seed)));
  const models: ModelState[] = [];
  for (const side of ['p1', 'p2'] as const) {
    const own = s.models.filter((m) => m.side === side);
    const jacks = own.slice(1);
    models.push(...own.slice(0, perSide));
    for (let i = own.length; i < perSide; i++) {
      const base = jacks[i % Math.max(1, jacks.length)] ?? own[0];
      if (!base) break;
      models.push({ ...base, id: `${base.id}.${i}`, marks: [...base.marks] });
    }
  }
  return { ...s, models };
}

/** Plays uniformly random legal choices to the end on the fast path; returns the final state and the number of choices. */
export function playRandom(
  rules: WmRules,
  start: WmState,
  seed: number,
  maxSteps = 20000,
  dice: Dice = SeededDice.fromSeed(seed),
): { state: WmState; steps: number } {
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  const pick = SeededDice.fromSeed(seed + 1);
  let s = fast.clone(start);
  let steps = 0;
  while (steps < maxSteps && !rules.outcome(s)) {
    const seat = rules.pending(s)[0]?.seats[0] as Seat | undefined;
    if (!seat) break;
    const legal = rules.legalChoices(s, seat);
    const c = legal[pick.pick(legal.length)];
    if (!c) throw new Error(`no legal choice at step ${steps}`);
    s = fast.applyInPlace(s, seat, c, dice);
    steps++;
  }
  return { state: s, steps };
}
