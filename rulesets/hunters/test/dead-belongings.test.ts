/**
 * What becomes of a character's things when he leaves or is killed: all of it, Food included,
 * goes to the teammate who takes it (HU-PLAYERS-03, HU-HEALTH-14, AMB-57), and nothing of a killed
 * character pays for anything until it has been shared out (HU-DIFF-06).
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice, unwrap } from '@skirmish/core';
import { sampleContent as C } from '../src/content/sample.ts';
import {
  defaultPayment,
  leave,
  startConstruction,
  startExpansion,
  type CampaignChar,
  type CampaignState,
} from '../src/campaign.ts';
import { betweenMissions, campaignChoices } from '../src/campaign-mode.ts';
import { huntersRuleset } from '../src/index.ts';
import { soldierAndMedicCampaign } from './fixture.ts';

function ch(s: CampaignState, id: string): CampaignChar {
  const x = s.chars.find((c) => c.id === id);
  if (!x) throw new Error(id);
  return x;
}

/** A campaign under Elimination whose Medic has been killed. */
function medicKilled(): CampaignState {
  const s = soldierAndMedicCampaign({ elimination: true });
  Object.assign(ch(s, 'medic'), { health: 0, dead: true });
  return s;
}

describe('a leaving or killed character’s storeroom goes to the heir’s storeroom', () => {
  it('HU-PLAYERS-03 HU-BASE-10 what the leaver kept at the base goes into the heir’s storeroom, what he carried onto the heir', () => {
    const s = soldierAndMedicCampaign();
    const medic = ch(s, 'medic');
    medic.storeroom = { gear: ['flame-thrower'], modules: { junk: 3 }, fuel: 4 };
    medic.fuel = 1;
    const soldier = ch(s, 'soldier');
    const carried = { gear: [...soldier.gear], modules: { ...soldier.modules }, fuel: soldier.fuel };
    const r = unwrap(leave(s, 'medic', { heir: 'soldier' })).state;
    const heir = ch(r, 'soldier');
    expect(heir.storeroom.gear).toEqual(['flame-thrower']);
    expect(heir.storeroom.modules['junk']).toBe(3);
    expect(heir.storeroom.fuel).toBe(4);
    expect(heir.gear).toEqual([...carried.gear, ...medic.gear, ...medic.implants]);
    expect(heir.modules['junk'] ?? 0).toBe((carried.modules['junk'] ?? 0) + (medic.modules['junk'] ?? 0));
    expect(heir.fuel).toBe(carried.fuel + 1);
  });
});

describe('a leaving or killed character’s Food goes to the heir', () => {
  it('HU-PLAYERS-03 HU-HEALTH-14 a character who leaves hands his Food to the teammate taking his belongings', () => {
    const s = soldierAndMedicCampaign();
    ch(s, 'soldier').food = 2;
    ch(s, 'medic').food = 3;
    const r = unwrap(leave(s, 'medic', { heir: 'soldier' })).state;
    expect(ch(r, 'soldier').food).toBe(5);
    // Played on from another seat, he keeps his own.
    expect(ch(unwrap(leave(s, 'medic', { seat: 'p1' })).state, 'medic').food).toBe(3);
  });

  it('HU-DIFF-06 AMB-57 a killed character’s Food goes to the survivor who takes what he left, and feeds him', () => {
    const s = medicKilled();
    ch(s, 'soldier').food = 0;
    ch(s, 'medic').food = 2;
    const rules = huntersRuleset.rules(C, { elimination: true });
    const state = betweenMissions(['p1', 'p2'], s);
    const shared = rules.apply(
      state,
      'p1',
      { kind: 'leave', character: 'medic', seat: null, heir: 'soldier' },
      new LoadedDice([]),
    );
    if (!shared.ok) throw new Error(shared.error.message);
    const after = shared.value.state.campaign as CampaignState;
    expect(ch(after, 'soldier').food).toBe(2);
    // The next day the Soldier eats it and keeps his Health (HU-HEALTH-13).
    const health = ch(after, 'soldier').health;
    const rested = rules.apply(shared.value.state, 'p1', { kind: 'rest' }, new LoadedDice([]));
    if (!rested.ok) throw new Error(rested.error.message);
    const soldier = ch(rested.value.state.campaign as CampaignState, 'soldier');
    // Two days of rest eat the two Food; the rest gives back nothing lost (he was at full Health).
    expect([soldier.food, soldier.health]).toEqual([0, health]);
  });
});

describe('a killed character’s modules pay nothing until shared out', () => {
  it('HU-DIFF-06 AMB-57 AMB-13 an expansion is not paid from the modules a killed character carries or stored', () => {
    const s = medicKilled();
    // Raising the Forge to level 2 takes 2 Junk: the dead Medic has them, the Soldier none.
    ch(s, 'medic').modules = { junk: 1 };
    ch(s, 'medic').storeroom.modules = { junk: 1 };
    expect(defaultPayment(s, [{ module: 'junk', count: 2 }])).toBeNull();
    const r = startExpansion(C, s, 'forge');
    expect(r.ok ? '' : [r.error.code, r.error.rule]).toEqual(['base/cost', 'HU-BASE-05']);
    expect(campaignChoices(C, s, ['p1', 'p2']).some((c) => c.kind === 'expand' && c.room === 'forge')).toBe(false);
    // Named one by one, the dead man's modules are refused as well.
    const named = startExpansion(C, s, 'forge', undefined, [
      { char: 'medic', store: 'carried', module: 'junk', count: 1 },
      { char: 'medic', store: 'storeroom', module: 'junk', count: 1 },
    ]);
    expect(named.ok ? '' : named.error.code).toBe('base/cost');
  });

  it('HU-DIFF-06 AMB-57 AMB-13 a named payment may not take a killed character’s modules beside a survivor’s', () => {
    const s = medicKilled();
    ch(s, 'soldier').modules = { junk: 2 };
    ch(s, 'medic').modules = { junk: 1 };
    const r = startExpansion(C, s, 'forge', undefined, [
      { char: 'soldier', store: 'carried', module: 'junk', count: 1 },
      { char: 'medic', store: 'carried', module: 'junk', count: 1 },
    ]);
    expect(r.ok ? '' : r.error.message).toMatch(/no living character "medic"/);
    // With no payment named, the program takes the survivor's.
    expect(defaultPayment(s, [{ module: 'junk', count: 2 }])).toEqual([
      { char: 'soldier', store: 'carried', module: 'junk', count: 2 },
    ]);
  });

  it('HU-DIFF-06 AMB-57 HU-CRAFT-04 once a survivor has taken them, the dead man’s modules build as his own', () => {
    const s = medicKilled();
    s.blueprints.push('bp-knife');
    ch(s, 'medic').storeroom.modules = { junk: 1 };
    // The Knife takes 1 Junk at the Forge.
    const before = startConstruction(C, s, 'bp-knife', 'soldier');
    expect(before.ok ? '' : before.error.code).toBe('craft/cost');
    const shared = unwrap(leave(s, 'medic', { heir: 'soldier' })).state;
    const built = unwrap(startConstruction(C, shared, 'bp-knife', 'soldier')).state;
    expect(ch(built, 'soldier').modules.junk ?? 0).toBe(0);
    expect(built.constructions.map((x) => x.gear)).toEqual(['knife']);
  });
});
