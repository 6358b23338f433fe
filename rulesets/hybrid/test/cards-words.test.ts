import { describe, expect, it } from 'vitest';
import { cardLine, cardText, describeCardEvent, type CardInfo } from '../src/cards/messages.ts';
import { CARD_RULE_TEXTS } from '../src/cards/rule-texts.ts';
import { sampleContent } from '../src/content/sample.ts';
import { hybridPresenter } from '../src/presenter.ts';
import { activate, scenario } from './scenario.ts';

/** Every sample card as a player would see it. */
function allCards(): CardInfo[] {
  const c = sampleContent;
  return [
    ...c.actionCards.map((x) => ({
      id: x.id,
      deck: 'action' as const,
      name: x.name,
      effect: x.effect,
      points: x.points,
    })),
    ...c.eventCards.map((x) => ({ id: x.id, deck: 'event' as const, name: x.name, effect: x.effect })),
    ...c.armyCards.map((x) => ({ id: x.id, deck: 'army' as const, name: x.name, effect: x.effect })),
    ...c.auraCards.map((x) => ({ id: x.id, deck: 'aura' as const, name: x.name, effect: x.effect })),
    ...c.mutationCards.map((x) => ({ id: x.id, deck: 'mutation' as const, name: x.name, effect: x.effect })),
  ];
}

describe('card words', () => {
  it('every sample card has its text in English and in Hungarian', () => {
    const cards = allCards();
    expect(cards).toHaveLength(25 + 27 + 18 + 9 + 9);
    for (const card of cards) {
      const en = cardText(card, 'en');
      const hu = cardText(card, 'hu');
      expect(en.length, card.id).toBeGreaterThan(10);
      expect(hu.length, card.id).toBeGreaterThan(10);
      expect(hu, card.id).not.toBe(en);
    }
    const keen = cards.find((x) => x.name === 'Keen Eye')!;
    expect(cardText(keen, 'en')).toBe(
      '2 Action points. Effect: the roll of this action is a Perfect Success on a 1 or a 2.',
    );
    expect(cardLine(keen, 'hu')).toBe(
      'Keen Eye (Akciókártya): 2 Akciópont. Hatás: ennek a cselekvésnek a dobása 1-en és 2-n is Tökéletes Siker.',
    );
  });

  it('the sample decks are marked as ours', () => {
    for (const list of [
      sampleContent.actionCards,
      sampleContent.eventCards,
      sampleContent.armyCards,
      sampleContent.auraCards,
      sampleContent.mutationCards,
    ])
      expect(list.every((x) => x.sample)).toBe(true);
  });

  it('card events and choices are worded in both languages', () => {
    const aura = { type: 'hybrid/aura', name: 'Aura of Vengeance' };
    expect(describeCardEvent(aura, 'en')).toBe('Aura called up: Aura of Vengeance');
    expect(describeCardEvent(aura, 'hu')).toBe('Aura: Aura of Vengeance');
    // The presenter names the card in Hungarian; the card words themselves keep the name they are given.
    expect(hybridPresenter.event(aura, 'hu')).toBe('Aura: A bosszú aurája');
    const sc = scenario({ warriors: [{ profile: 'knight-of-hod', at: [2, 2] }] });
    const id = sc.ids[0] as string;
    activate(sc, id);
    const card = sc.content.auraCards[0]!.id;
    sc.state.cards.auraKept[id] = [card];
    const view = sc.rules.view(sc.state, 'griffin');
    expect(hybridPresenter.choice({ kind: 'aura', card }, view, 'en')).toBe('Call up Aura of Vengeance');
    expect(hybridPresenter.choice({ kind: 'aura', card }, view, 'hu')).toBe('Aura megidézése: A bosszú aurája');
  });

  it('each card and aptitude rule has a text of ours in English and Hungarian, given by the presenter', () => {
    const ids = Object.keys(CARD_RULE_TEXTS);
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) {
      expect(id).toMatch(/^HY-[A-Z]+(-[A-Z]+)?-\d+$/);
      const en = hybridPresenter.rule?.(id, 'en');
      const hu = hybridPresenter.rule?.(id, 'hu');
      expect(en, id).toBe(CARD_RULE_TEXTS[id]?.en);
      expect(hu, id).toBe(CARD_RULE_TEXTS[id]?.hu);
      expect(hu, id).not.toBe(en);
    }
  });

  it('a card worth one point is said as "1 point", two or more as "points"', () => {
    const card = sampleContent.actionCards[0]!.id;
    const hinder = (points: number) =>
      hybridPresenter.event(
        { type: 'hybrid/hindrance', seat: 'scorpion', card, points, rule: 'HY-CARD-ACTION-14' },
        'en',
      );
    const back = (points: number) =>
      hybridPresenter.event(
        { type: 'hybrid/cards', seat: 'griffin', cards: [card], points, rule: 'HY-CARD-ACTION-14' },
        'en',
      );
    expect(hinder(1)).toMatch(/\(1 point\)$/);
    expect(hinder(2)).toMatch(/\(2 points\)$/);
    expect(back(1)).toMatch(/\(1 point\)$/);
    expect(back(3)).toMatch(/\(3 points\)$/);
  });
});
