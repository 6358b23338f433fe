import { LoadedDice, canonicalJson, resolveOptions, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { cardOptions } from '../src/campaign.ts';
import { betweenMissions } from '../src/campaign-mode.ts';
import { sampleContent } from '../src/content/sample.ts';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { act, drive, scene, soldierAndMedicCampaign } from './fixture.ts';

const rules = huntersRuleset.rules(sampleContent, unwrap(resolveOptions(huntersRuleset.options, {})));

function campaignState() {
  const camp = soldierAndMedicCampaign();
  return betweenMissions(['p1', 'p2'], camp);
}

describe('rules once listed as not applicable', () => {
  it('HU-MSETUP-05 the enemy card of every enemy type in the mission is in play from the start', () => {
    const dice = new LoadedDice([]);
    for (const m of sampleContent.missions) {
      const chars = [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p2' },
      ];
      const s = unwrap(rules.setup({ mission: m.id, players: 2, characters: chars }, dice));
      const kinds = [...new Set(m.enemies.map((g) => g.enemy))];
      for (const seat of ['p1', 'p2', null]) {
        const cards = rules.view(s, seat).enemyCards;
        expect(
          cards.map((c) => c.id),
          m.id,
        ).toEqual(kinds);
        for (const card of cards) expect(card).toEqual(sampleContent.enemies.find((e) => e.id === card.id));
      }
    }
  });

  it('HU-EVENT-04 every seat may read the face-up cards at any time, and reading changes nothing', () => {
    const s = campaignState();
    s.campaign?.kept.push('615');
    const before = canonicalJson(s);
    const legal = canonicalJson(rules.legalChoices(s, 'p1'));
    for (const seat of ['p1', 'p2']) {
      const v = rules.view(s, seat);
      expect(v.campaign?.faceUp).toEqual([
        { card: '615', title: 'Halfway Rumours', text: 'Word spreads of the hunters; traders offer supplies.' },
      ]);
      expect(huntersPresenter.board(v, 'en')).toContain('Face-up card 615 "Halfway Rumours"');
    }
    expect(canonicalJson(s)).toBe(before);
    expect(canonicalJson(rules.legalChoices(s, 'p1'))).toBe(legal);
  });

  it('HU-CAMP-16 a card past its recommended day range is flagged, with no rule effect', () => {
    // Sample card 003 "Toll Road" recommends days 1-20.
    const s = campaignState();
    const camp = s.campaign;
    if (!camp) throw new Error('no campaign');
    camp.attached.push({ card: '003', location: camp.location, over: false });
    camp.day = 20;
    expect(rules.view(s, 'p1').campaign?.late).toEqual([]);
    const onTime = cardOptions(sampleContent, camp, '003');
    camp.day = 21;
    const v = rules.view(s, 'p1');
    expect(v.campaign?.late).toEqual([{ card: '003', last: 20 }]);
    expect(huntersPresenter.board(v, 'en')).toContain('card 003 was meant for day 20 at the latest');
    expect(huntersPresenter.board(v, 'hu')).toContain('a 003 lap ajánlott napjai');
    // Advice only: the same options, and the card can still be turned over.
    expect(cardOptions(sampleContent, camp, '003')).toEqual(onTime);
    expect(rules.legalChoices(s, 'p1')).toContainEqual({ kind: 'reveal', card: '003' });
  });

  it('HU-ACTION-14 a reaction needs none of the two actions: a character who has used both may still react', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire', 'soldier-shot'] }],
      enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }],
    });
    sc.char('soldier').acted = true;
    expect(act(sc, 'e1', []).ask).toMatchObject({ kind: 'react', characters: ['soldier'] });
    // Played in the Enemy phase, the reaction leaves the next turn's two actions untouched.
    const again = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire', 'soldier-shot'] }],
      enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }],
    });
    const d = drive(again);
    d.do({ kind: 'end-turn' });
    // Snap Fire: 1, 1, 2 and two blank shields; the wounded Bandit then misses with 6s twice.
    d.do({ kind: 'react', character: 'soldier', card: 'soldier-snap-fire', weapon: 'rifle', to: null }, [
      1,
      1,
      2,
      'blank',
      'blank',
      6,
      6,
      6,
      6,
      6,
      6,
    ]);
    expect(d.state.turn).toBe(2);
    expect(d.state.current).toMatchObject({ character: 'soldier', actions: 0 });
    const hand = d.char('soldier').hand;
    d.do({ kind: 'cycle', card: hand[0] ?? '' });
    expect(d.legal().some((c) => c.kind === 'cycle')).toBe(true);
  });
});
