import { Registry } from '@skirmish/core';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { huntersRuleset } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import { warmachineRuleset } from '@skirmish/warmachine';

/** Every rule system this build of Skirmish ships, registered once. */
export function defaultRegistry(): Registry {
  return new Registry()
    .register(dogsOfWarRuleset)
    .register(huntersRuleset)
    .register(hybridRuleset)
    .register(warmachineRuleset);
}
