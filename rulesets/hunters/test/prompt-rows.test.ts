/**
 * The checklist's ambiguity rows whose default asks the players (UI "Prompt"): the decision is
 * offered as a choice of the game, and what the players name is what happens.
 */
import { LoadedDice, resolveOptions, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '../src/campaign.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { sampleContent as C } from '../src/content/sample.ts';
import { huntersRuleset } from '../src/index.ts';
import type { MissionState } from '../src/state.ts';
import { TWO_PLAYER_CAMPAIGN } from './fixture.ts';

const rules = huntersRuleset.rules(C, unwrap(resolveOptions(huntersRuleset.options, {})));
const start = unwrap(rules.setup(TWO_PLAYER_CAMPAIGN, new LoadedDice([])));

/** The party between missions with card 003 to read (option B: the party pays 1 Fuel Cell). */
function tollRoad(): MissionState {
  const camp = structuredClone(start.campaign as CampaignState);
  camp.toRead = ['003'];
  for (const ch of camp.chars) ch.fuel = 2;
  return { ...start, campaign: camp };
}

const fuel = (s: MissionState) => (s.campaign as CampaignState).chars.map((ch) => [ch.id, ch.fuel]);

describe('ambiguity rows that ask the players', () => {
  it('HU-EVENT-09 AMB-20 a group cost asks who pays: each living character is offered, and the one named pays', () => {
    const s = tollRoad();
    const pay = (payer: string): HuntersChoice => ({ kind: 'read', option: 1, payer });
    const legal = rules.legalChoices(s, 'p1');
    expect(legal).toContainEqual(pay('soldier'));
    expect(legal).toContainEqual(pay('medic'));
    expect(fuel(unwrap(rules.apply(s, 'p1', pay('medic'), new LoadedDice([]))).state)).toEqual([
      ['soldier', 2],
      ['medic', 1],
    ]);
    expect(fuel(unwrap(rules.apply(s, 'p1', pay('soldier'), new LoadedDice([]))).state)).toEqual([
      ['soldier', 1],
      ['medic', 2],
    ]);
  });
});
