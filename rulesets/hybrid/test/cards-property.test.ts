import { describe, expect, it } from 'vitest';
import type { HybridState } from '../src/index.ts';
import { engine, playRandom } from './helpers.ts';

/** Card ids a seat must never find in its view. */
function secrets(s: HybridState, seat: 'griffin' | 'scorpion'): string[] {
  const opp = seat === 'griffin' ? 'scorpion' : 'griffin';
  const out = [...s.sides[opp].hand, ...s.sides[opp].eventHand, ...s.actionDeck, ...s.eventDeck];
  for (const side of ['griffin', 'scorpion'] as const)
    out.push(...s.sides[side].army.slice(s.sides[side].armyRevealed));
  if (opp === 'griffin')
    out.push(...Object.values(s.cards.auraDrawn).flat(), ...Object.values(s.cards.auraKept).flat());
  if (opp === 'scorpion') out.push(...s.cards.mutationDrawn, ...s.cards.mutationKept);
  if (s.cards.roll) out.push(...s.cards.roll.committed[opp]);
  // An Aura in force, a Mutation given and a card seen going into the opponent's hand are public.
  const shown = new Set([
    ...(s.cards.shown?.[opp] ?? []),
    ...Object.values(s.cards.auraActive).map((a) => a.card),
    ...s.warriors.flatMap((w) => w.mutations),
  ]);
  return out.filter((id) => !shown.has(id));
}

describe('random games with every kind of card', () => {
  it('the Prison, with Aura and Mutation cards: no exception, invariants hold, no card secret reaches the other seat', () => {
    const e = engine();
    const seen = new Set<string>();
    for (const seed of [21]) {
      let steps = 0;
      const m = playRandom(e, seed, { mission: 'heresiarchs-prison' }, 6000, (mm) => {
        const bad = e.rules.invariants?.(mm.state) ?? [];
        if (bad.length) throw new Error(`seed ${seed}: ${bad.join('; ')}`);
        if (Object.keys(mm.state.cards.auraKept).length > 0) seen.add('discard-aura');
        if (mm.state.cards.mutationDiscard.length > 0) seen.add('discard-mutation');
        if (mm.state.phase === 'roll-cards') seen.add('commit-card');
        if (++steps % 4 !== 0 && mm.state.phase !== 'roll-cards') return;
        for (const seat of ['griffin', 'scorpion'] as const) {
          const text = JSON.stringify(e.view(mm, seat));
          const leak = secrets(mm.state, seat).find((id) => text.includes(`"${id}"`));
          if (leak) throw new Error(`seed ${seed}: ${seat} sees ${leak}`);
        }
      });
      expect(e.outcome(m), `seed ${seed}`).not.toBeNull();
    }
    // The games went through the card decisions.
    for (const kind of ['discard-aura', 'discard-mutation', 'commit-card']) expect(seen.has(kind), kind).toBe(true);
  });
});
