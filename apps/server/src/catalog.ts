import { Registry } from '@skirmish/core';

/** Every rule system this build of Skirmish ships, registered once. */
export function defaultRegistry(): Registry {
  return new Registry();
}
