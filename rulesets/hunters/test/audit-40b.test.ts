import { LoadedDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { huntersPresenter } from '../src/presenter.ts';
import { sampleContent } from '../src/content/sample.ts';
import { join, travel } from '../src/campaign.ts';
import { betweenMissions } from '../src/campaign-mode.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { huntersRuleset } from '../src/index.ts';
import { drive, scene, soldierAndMedicCampaign, TEST_MACHINE } from './fixture.ts';

// A second fresh look at rules whose paths did not all keep to the wording.

describe('defects found by the second audit', () => {
  it('HU-ACTION-09 HU-ACTION-18 in melee an enhancement goes only on an activity the card can still use', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [5, 5], hand: ['soldier-snap-fire', 'soldier-shot'] }],
      enemies: [{ kind: 'test-machine', at: [5, 5] }],
      content: (c) => ({ ...c, enemies: [...c.enemies, TEST_MACHINE] }),
    });
    const d = drive(sc);
    // Snap Fire is Move 1 + Ranged Attack; in melee only its move (a leap) is left, and Shot's
    // blue part (+1 To Hit) has no attack of the card to go on.
    const plays = d.legal().filter((c) => c.kind === 'play' && c.card === 'soldier-snap-fire');
    expect(plays).toEqual([{ kind: 'play', card: 'soldier-snap-fire', enhancement: null, enhance: -1 }]);
    const r = d.try({ kind: 'play', card: 'soldier-snap-fire', enhancement: 'soldier-shot', enhance: 1 });
    expect(r.ok).toBe(false);
    expect(d.char('soldier').hand).toContain('soldier-shot');
  });

  it('HU-PLAYERS-04 HU-XP-05 a newcomer picks 4 different cards of a level, as a level-up does', () => {
    const s = soldierAndMedicCampaign();
    for (const c of s.chars) c.level = 2;
    const offer = sampleContent.classes.find((k) => k.id === 'recon')?.levelOffers['2'] ?? [];
    const first = offer[0] ?? '';
    const r = join(sampleContent, s, 'recon', 'p3', { '2': [first, first, first, first] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('campaign/join-picks');
    expect(join(sampleContent, s, 'recon', 'p3', { '2': offer.slice(0, 4) }).ok).toBe(true);
  });

  it('HU-EVENT-13 HU-EVENT-02 an over card under an event token is not read on arrival, and is read once the token has gone', () => {
    const s = soldierAndMedicCampaign();
    expect(s.location).toBe('base');
    expect(s.attached).toContainEqual({ card: '001', location: 'L1', over: true });
    s.eventTokens = [{ letter: 'A', card: '001', due: s.day + 3 }];
    // The encounter die shows a blank: no road card.
    const there = unwrap(travel(sampleContent, s, 'L1', new LoadedDice(['blank'])));
    expect(there.state.toRead).toEqual([]);
    expect(there.state.attached).toContainEqual({ card: '001', location: 'L1', over: true });
    // The token gone, the next arrival reads the card.
    const back = unwrap(travel(sampleContent, { ...there.state, eventTokens: [] }, 'base', new LoadedDice(['blank'])));
    const again = unwrap(travel(sampleContent, back.state, 'L1', new LoadedDice(['blank'])));
    expect(again.state.toRead).toEqual(['001']);
  });

  it('HU-DIFF-06 AMB-57 in a mission a killed character on the space can be looted like an unconscious one', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [5, 5] },
        { cls: 'medic', at: [5, 5], health: 0, gear: ['pistol', 'first-aid-kit', 'scrap-armor'] },
      ],
      enemies: [{ kind: 'test-machine', at: [0, 0] }],
      content: (c) => ({ ...c, enemies: [...c.enemies, TEST_MACHINE] }),
      options: { elimination: true },
    });
    sc.char('medic').dead = true;
    // The soldier is the only one left to act, so his turn starts at once.
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'interact' });
    const loot: HuntersChoice = { kind: 'exchange', with: 'medic', give: [], take: ['first-aid-kit'] };
    expect(d.legal()).toContainEqual(loot);
    // Nothing is given to the dead.
    expect(d.legal().some((c) => c.kind === 'exchange' && c.with === 'medic' && c.give.length > 0)).toBe(false);
    d.do(loot);
    expect(d.char('soldier').equipment).toContain('first-aid-kit');
    expect(d.char('medic').equipment).not.toContain('first-aid-kit');
  });

  it('HU-DIFF-06 AMB-57 between missions a killed character’s belongings can go to a survivor', () => {
    const camp = soldierAndMedicCampaign({ elimination: true });
    const medic = camp.chars.find((c) => c.id === 'medic');
    if (!medic) throw new Error('medic');
    medic.dead = true;
    medic.health = 0;
    medic.fuel = 4;
    const rules = huntersRuleset.rules(sampleContent, { elimination: true });
    const state = betweenMissions(['p1', 'p2'], camp);
    const share = { kind: 'leave', character: 'medic', seat: null, heir: 'soldier' } as const;
    expect(rules.legalChoices(state, 'p1')).toContainEqual(share);
    const soldierFuel = camp.chars.find((c) => c.id === 'soldier')?.fuel ?? 0;
    const r = rules.apply(state, 'p1', share, new LoadedDice([]));
    if (!r.ok) throw new Error(r.error.message);
    const soldier = r.value.state.campaign?.chars.find((c) => c.id === 'soldier');
    expect(soldier?.fuel).toBe(soldierFuel + 4);
    expect(soldier?.gear).toContain('first-aid-kit');
    // The choice is worded as a share of what the dead left, not as his leaving.
    const view = rules.view(state, 'p1');
    expect(huntersPresenter.choice(share, view, 'en')).toBe('Soldier takes what Medic left behind');
    expect(huntersPresenter.choice(share, view, 'hu')).toBe('Szanitéc hagyatékát Katona kapja');
  });
});
