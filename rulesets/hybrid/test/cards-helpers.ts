import { LoadedDice, unwrap, type GameEvent, type Match } from '@skirmish/core';
import type { HybridState } from '../src/index.ts';
import type { HybridEngine } from './helpers.ts';

/**
 * Makes the setup discards of Aura and Mutation cards (the first card each time), so that round 1
 * begins; `rolls` load the Activation Roll made once the last discard is in.
 */
export function finishSetup(
  e: Pick<HybridEngine, 'pending' | 'legal' | 'submit'>,
  m: Match<HybridState>,
  rolls?: readonly number[],
): { match: Match<HybridState>; events: GameEvent[] } {
  const events: GameEvent[] = [];
  while (m.state.phase === 'opening-hand') {
    const seat = e.pending(m)[0]?.seats[0];
    if (!seat) break;
    const c = e.legal(m, seat).find((x) => x.kind === 'discard-aura' || x.kind === 'discard-mutation');
    if (!c) break;
    const r = unwrap(e.submit(m, seat, c, rolls ? new LoadedDice(rolls) : undefined));
    m = r.match;
    events.push(...r.events);
  }
  return { match: m, events };
}
