import { Engine, SeededDice, unwrap, type Match } from '@skirmish/core';
import { hybridRuleset, type HybridChoice, type HybridState, type HybridView } from '../src/index.ts';
import type { HybridContent } from '../src/content/schema.ts';
import { cloneState } from '../src/fast.ts';

export type HybridEngine = Engine<HybridState, HybridChoice, HybridView, HybridContent>;

export function engine(options: Record<string, unknown> = {}): HybridEngine {
  return unwrap(Engine.create(hybridRuleset, { options }));
}

/** A tiny deterministic generator for picking random legal choices in property tests. */
export function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** Plays random legal choices until the game ends or `maxSteps` is reached. */
export function playRandom(
  e: HybridEngine,
  seed: number,
  setup: unknown,
  maxSteps = 4000,
  onStep?: (m: Match<HybridState>) => void,
): Match<HybridState> {
  let m = unwrap(e.start(seed, setup));
  const rand = lcg(seed * 7919 + 13);
  for (let i = 0; i < maxSteps && e.outcome(m) === null; i++) {
    const pending = e.pending(m);
    const decision = pending[Math.floor(rand() * pending.length)];
    if (!decision) throw new Error(`no decision pending at step ${i}`);
    const seat = decision.seats[0] as string;
    const legal = e.legal(m, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} asked (${decision.kind}) but has no legal choice`);
    const choice = legal[Math.floor(rand() * legal.length)] as HybridChoice;
    const r = e.submit(m, seat, choice);
    if (!r.ok) throw new Error(`legal choice refused: ${JSON.stringify(choice)}: ${r.error.code} ${r.error.message}`);
    m = r.value.match;
    onStep?.(m);
  }
  return m;
}

/**
 * Copies of the states of a random game on the fast path (random seat asked, random legal choice)
 * for which `keep(state, seat, step)` says yes, over at most `steps` choices.
 */
export function randomGameStates(
  content: HybridContent,
  options: Record<string, unknown>,
  mission: string,
  seed: number,
  steps: number,
  keep: (s: HybridState, seat: string, step: number) => boolean,
): HybridState[] {
  const rules = hybridRuleset.rules(content, options as never);
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  const dice = SeededDice.fromSeed(seed);
  let s = fast.clone(unwrap(rules.setup({ mission }, dice)));
  const rand = lcg(seed);
  const out: HybridState[] = [];
  for (let i = 0; i < steps && rules.outcome(s) === null; i++) {
    const pending = rules.pending(s);
    const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
    if (keep(s, seat, i)) out.push(cloneState(s));
    const legal = rules.legalChoices(s, seat);
    s = fast.applyInPlace(s, seat, legal[Math.floor(rand() * legal.length)] as HybridChoice, dice);
  }
  return out;
}
