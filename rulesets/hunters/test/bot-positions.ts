/** Set-up shared by the Hunters bot tests: the sample rules, the bots' knowledge and positions reached by play. */
import { askBot, heuristicBot } from '@skirmish/ai';
import { SeededDice } from '@skirmish/core';
import { huntersBotKnowledge } from '../src/bot.ts';
import { huntersRuleset } from '../src/index.ts';
import type { HuntersChoice } from '../src/choices.ts';
import type { MissionState } from '../src/state.ts';

export const content = huntersRuleset.content.sample;
export const rules = huntersRuleset.rules(content, {});
export const knowledge = huntersBotKnowledge(content);
/** The default set-up (two characters) on the sample mission `mission`. */
export const setupOf = (mission: string) => ({ ...(huntersRuleset.defaultSetup as object), mission });

export interface Position {
  readonly state: MissionState;
  readonly seat: string;
  readonly legal: readonly HuntersChoice[];
}

/**
 * The mission with every uneven enemy group placed by default (AMB-69), the answer the bots give,
 * before the positions are played: the seeds of the bot's later decisions stay those they had
 * before the question was asked.
 */
function atDefaultSpread(s0: MissionState): MissionState {
  let s = s0;
  for (let legal = rules.legalChoices(s, 'p1'); legal[0]?.kind === 'spread'; legal = rules.legalChoices(s, 'p1')) {
    const next = rules.apply(s, 'p1', legal[0], SeededDice.fromSeed(0));
    if (!next.ok) throw new Error(next.error.code);
    s = next.value.state;
  }
  return s;
}

/**
 * Plays the team heuristic from the start of a mission until `stop` says so; returns that position,
 * or null when the mission ends (or 3000 choices pass) first.
 */
export function findPosition(
  mission: string,
  seed: number,
  stop: (s: MissionState, legal: readonly HuntersChoice[], seat: string) => boolean,
): Position | null {
  const heuristic = heuristicBot(rules, knowledge);
  const dice = SeededDice.fromSeed(seed);
  const r = rules.setup(setupOf(mission), dice);
  if (!r.ok) throw new Error(r.error.code);
  let s = atDefaultSpread(r.value);
  for (let n = 0; n < 3000 && !rules.outcome(s); n++) {
    const seat = rules.pending(s)[0]?.seats[0];
    if (seat === undefined) break;
    const legal = rules.legalChoices(s, seat);
    if (stop(s, legal, seat)) return { state: s, seat, legal };
    const d = askBot(heuristic, rules, s, seat, { seed: seed * 1000 + n });
    const next = rules.apply(s, seat, d.choice, dice);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value.state;
  }
  return null;
}

/** As `findPosition`, for a position the test needs: throws when it never comes. */
export function playUntil(
  mission: string,
  seed: number,
  stop: (s: MissionState, legal: readonly HuntersChoice[], seat: string) => boolean,
): Position {
  const at = findPosition(mission, seed, stop);
  if (!at) throw new Error(`mission ${mission}, seed ${seed}: the position never came`);
  return at;
}
