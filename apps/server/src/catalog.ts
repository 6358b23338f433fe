import type { BotKnowledge } from '@skirmish/ai';
import { canonicalJson, Registry, type Options } from '@skirmish/core';
import { dogsOfWarBotKnowledge, dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { huntersBotKnowledge, huntersRuleset } from '@skirmish/hunters';
import { hybridBotKnowledge, hybridRuleset } from '@skirmish/hybrid';
import { warmachineBotKnowledge, warmachineRuleset } from '@skirmish/warmachine';

/** Every rule system this build of Skirmish ships, registered once. */
export function defaultRegistry(): Registry {
  return new Registry()
    .register(dogsOfWarRuleset)
    .register(huntersRuleset)
    .register(hybridRuleset)
    .register(warmachineRuleset);
}

/**
 * What each rule system tells the search bots (sampling hidden information, evaluation), made from
 * the pack and the house rules a game is played with: the bots search the game's own rules. A rule
 * system without it can be played by the random bot only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- knowledge of every rule system's own types
const MAKERS: Readonly<Record<string, (content: any, options: Options) => BotKnowledge<any, any, any>>> = {
  'dogs-of-war': dogsOfWarBotKnowledge,
  hunters: huntersBotKnowledge,
  hybrid: hybridBotKnowledge,
  warmachine: warmachineBotKnowledge,
};

const SAMPLES: Readonly<Record<string, unknown>> = {
  'dogs-of-war': dogsOfWarRuleset.content.sample,
  hunters: huntersRuleset.content.sample,
  hybrid: hybridRuleset.content.sample,
  warmachine: warmachineRuleset.content.sample,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see MAKERS
const made = new Map<string, BotKnowledge<any, any, any>>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see MAKERS
type AnyKnowledge = BotKnowledge<any, any, any>;

/**
 * The bots' knowledge of a rule system, for a validated content pack (the sample one by default)
 * and the game's house rules (the defaults by default).
 */
export function botKnowledge(
  id: string,
  content?: unknown,
  contentHash = 'sample',
  options: Options = {},
): AnyKnowledge | undefined {
  const make = MAKERS[id];
  if (!make) return undefined;
  const key = `${id}\u0000${content === undefined ? 'sample' : contentHash}\u0000${canonicalJson(options)}`;
  let k = made.get(key);
  if (!k) {
    k = make(content ?? SAMPLES[id], options);
    made.set(key, k);
    // A worker keeps the knowledge of a few packs, not of every pack it was ever sent.
    for (const old of made.keys()) {
      if (made.size <= 16) break;
      made.delete(old);
    }
  }
  return k;
}

/** The bot specs a rule system can be played by. */
export function availableBots(id: string): string[] {
  return MAKERS[id] ? ['random', 'heuristic', 'mcts'] : ['random'];
}
