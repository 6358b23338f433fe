import type { BotKnowledge } from '@skirmish/ai';
import { Registry } from '@skirmish/core';
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
 * What each rule system tells the search bots (sampling hidden information, evaluation). A rule
 * system without it can be played by the random bot only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- knowledge of every rule system's own types
const KNOWLEDGE: Readonly<Record<string, BotKnowledge<any, any, any>>> = {
  'dogs-of-war': dogsOfWarBotKnowledge(dogsOfWarRuleset.content.sample),
  hunters: huntersBotKnowledge(huntersRuleset.content.sample),
  hybrid: hybridBotKnowledge(hybridRuleset.content.sample),
  warmachine: warmachineBotKnowledge(warmachineRuleset.content.sample),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see KNOWLEDGE
export function botKnowledge(id: string): BotKnowledge<any, any, any> | undefined {
  return KNOWLEDGE[id];
}

/** The bot specs a rule system can be played by. */
export function availableBots(id: string): string[] {
  return botKnowledge(id) ? ['random', 'heuristic', 'mcts'] : ['random'];
}
