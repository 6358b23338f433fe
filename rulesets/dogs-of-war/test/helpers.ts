import { Engine, SeededDice, unwrap, type Match } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import type { Choice } from '../src/choices.ts';
import type { CampaignState } from '../src/state.ts';

export const engine = unwrap(Engine.create(dogsOfWarRuleset));
export const content = engine.content;

/** Plays a seeded random league: every pending seat picks one of its legal choices. */
export function randomLeague(
  seed: number,
  missions: number,
  maxSteps = 4000,
): { match: Match<CampaignState>; steps: number; errors: string[] } {
  const picker = SeededDice.fromSeed(seed ^ 0x5eed);
  let match = unwrap(
    engine.start(seed, {
      companies: [
        { seat: 'red', name: 'Red' },
        { seat: 'blue', name: 'Blue' },
      ],
      missions,
    }),
  );
  const errors: string[] = [];
  let steps = 0;
  while (engine.outcome(match) === null && steps < maxSteps) {
    const decisions = engine.pending(match);
    const d = decisions[picker.pick(decisions.length)];
    if (!d) break;
    const seat = d.seats[0] ?? '';
    const legal = engine.legal(match, seat) as Choice[];
    if (legal.length === 0) {
      errors.push(`no legal choice for ${seat} at ${d.kind}`);
      break;
    }
    const choice = legal[picker.pick(legal.length)];
    const r = engine.submit(match, seat, choice);
    if (!r.ok) {
      errors.push(`${r.error.code}: ${r.error.message}`);
      break;
    }
    match = r.value.match;
    errors.push(...(engine.rules.invariants?.(match.state) ?? []));
    steps++;
  }
  return { match, steps, errors };
}
