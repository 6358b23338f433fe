import { describe, expect, it } from 'vitest';
import { cardText } from '../src/cards/messages.ts';
import { fireTargets } from '../src/rules.ts';
import type { Seat } from '../src/state.ts';
import { darkSquares, sees, sightRange } from '../src/world.ts';
import { activate, play, scenario, w, type Scenario } from './scenario.ts';

/** Puts the sample Event card of that name into a hand, out of the deck. */
function give(sc: Scenario, seat: Seat, name: string): string {
  const id = sc.content.eventCards.find((c) => c.name === name)?.id;
  if (!id) throw new Error(`no Event card ${name}`);
  sc.state.eventDeck = sc.state.eventDeck.filter((x) => x !== id);
  sc.state.sides[seat].eventHand.push(id);
  return id;
}

/** A Purifier (griffin, activating) at (2,0) facing north and a Hybrid 7 squares ahead facing him. */
function facingOff(): Scenario {
  const sc = scenario({
    warriors: [
      { profile: 'purifier', at: [2, 0], facing: 'N', id: 'p' },
      { profile: 'hybrid', at: [2, 7], facing: 'S', id: 'h' },
    ],
  });
  activate(sc, 'p');
  return sc;
}

/** Ends round 2 with the Purifier's activation: round 3 begins (the Activation Roll: 4 against 6). */
function runRoundOut(sc: Scenario): ReturnType<typeof play> {
  sc.state.round = 2;
  sc.state.sides.scorpion.sequence = [];
  return play(sc, [['griffin', { kind: 'end' }]], [4, 6]);
}

describe('the Nemesis grenade cards in the sample Event deck', () => {
  it('HY-CARD-EVENT-01 the deck holds 27 cards, 9 per category, Lights Out and the Darkness Grenade once each among the Field events', () => {
    const sc = facingOff();
    const deck = sc.content.eventCards;
    expect(deck).toHaveLength(27);
    for (const cat of ['random', 'strategic', 'field'] as const)
      expect(deck.filter((c) => c.category === cat)).toHaveLength(9);
    const nemesis = deck.filter((c) => c.effect === 'lights-out' || c.effect === 'darkness');
    expect(nemesis.map((c) => [c.name, c.category, c.type])).toEqual([
      ['Lights Out', 'field', 'constant'],
      ['Darkness Grenade', 'field', 'constant'],
    ]);
    // Players read both in English and Hungarian, worded from the effect.
    for (const c of nemesis) {
      const en = cardText({ id: c.id, deck: 'event', name: c.name, effect: c.effect }, 'en');
      const hu = cardText({ id: c.id, deck: 'event', name: c.name, effect: c.effect }, 'hu');
      expect(en).toMatch(/next round/);
      expect(hu).toMatch(/következő kör/);
      expect(hu).not.toBe(en);
    }
  });

  it('HY-CARD-EVENT-14 HY-LOS-18 HY-CARD-EVENT-07 Lights Out: the other player plays it before the activation ends; sight is 5 until the end of the next round, then the card is discarded', () => {
    const sc = facingOff();
    const card = give(sc, 'scorpion', 'Lights Out');
    const [p, h] = [w(sc, 'p'), w(sc, 'h')];
    // 7 squares apart: seen at the normal range of 8.
    expect(sees(sc.ctx, sc.state, p, h)).toBe(true);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    // The Scorpion player's moment before the Purifier's activation ends (CARD-EVENT-04).
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'play-event', card });
    const ev = play(sc, [['scorpion', { kind: 'play-event', card }]]);
    expect(ev.some((e) => e.type === 'hybrid/event-played' && e['rule'] === 'HY-CARD-EVENT-14')).toBe(true);
    // A Constant card: it lies in front of its player, not in the discard, until the end of round 2.
    expect(sc.state.cards.constants).toEqual([{ card, seat: 'scorpion', until: 2 }]);
    expect(sc.state.eventDiscard).not.toContain(card);
    expect(sc.state.sides.scorpion.eventHand).toEqual([]);
    expect(sightRange(sc.ctx, p, sc.state)).toBe(5);
    expect(sees(sc.ctx, sc.state, p, h)).toBe(false);
    expect(sees(sc.ctx, sc.state, h, p)).toBe(false);
    // Still in force during round 2; gone when round 3 begins.
    const sc2 = facingOff();
    const card2 = give(sc2, 'griffin', 'Lights Out');
    play(sc2, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'play-event', card: card2 }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc2.state.cards.constants).toEqual([{ card: card2, seat: 'griffin', until: 2 }]);
    const end = runRoundOut(sc2);
    expect(sc2.state.round).toBe(3);
    expect(end.some((e) => e.type === 'hybrid/constant-ends' && e['card'] === card2)).toBe(true);
    expect(sc2.state.cards.constants).toEqual([]);
    expect(sc2.state.eventDiscard).toContain(card2);
    expect(sightRange(sc2.ctx, w(sc2, 'p'), sc2.state)).toBe(8);
    expect(sees(sc2.ctx, sc2.state, w(sc2, 'p'), w(sc2, 'h'))).toBe(true);
  });

  it('HY-LOS-22 HY-COUNTER-11 HY-LOS-11 the Darkness Grenade covers the activating warrior with a 2x2 template whose squares block sight until the end of the next round', () => {
    const sc = facingOff();
    const card = give(sc, 'griffin', 'Darkness Grenade');
    expect(fireTargets(sc.ctx, sc.state, w(sc, 'p'), 1).map((t) => t.id)).toEqual(['h']);
    play(sc, [['griffin', { kind: 'mode', mode: 'F' }]]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'play-event', card });
    const ev = play(sc, [['griffin', { kind: 'play-event', card }]]);
    // The Purifier's square (2,0) is the template's lower-left square: all four lie on the board.
    expect([...darkSquares(sc.state)].sort()).toEqual(['2,0', '2,1', '3,0', '3,1']);
    expect(ev.find((e) => e.type === 'hybrid/darkness')?.['squares']).toEqual(['2,0', '3,0', '2,1', '3,1']);
    expect(sc.state.cards.constants).toEqual([{ card, seat: 'griffin', until: 2 }]);
    // (2,1) is dark and straight ahead of both: neither sees the other, and there is nothing to fire at.
    expect(sees(sc.ctx, sc.state, w(sc, 'p'), w(sc, 'h'))).toBe(false);
    expect(sees(sc.ctx, sc.state, w(sc, 'h'), w(sc, 'p'))).toBe(false);
    expect(fireTargets(sc.ctx, sc.state, w(sc, 'p'), 1)).toEqual([]);
    // The template blocks sight only: the dark squares are walked on as before.
    play(sc, [
      ['griffin', { kind: 'move', x: 2, y: 1, facing: 'N' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(w(sc, 'p').y).toBe(1);
    const end = runRoundOut(sc);
    expect(end.some((e) => e.type === 'hybrid/constant-ends' && e['card'] === card)).toBe(true);
    expect(sc.state.board.templates).toBeUndefined();
    expect(darkSquares(sc.state).size).toBe(0);
    expect(sc.state.eventDiscard).toContain(card);
  });

  it('HY-CARD-EVENT-04 the other player throws the Darkness Grenade on the enemy now activating; at the board edge the template shifts to fit', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [7, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [7, 6], facing: 'S', id: 'h' },
      ],
    });
    activate(sc, 'p');
    const card = give(sc, 'scorpion', 'Darkness Grenade');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/events' }]);
    play(sc, [['scorpion', { kind: 'play-event', card }]]);
    // (7,0) is the east edge of an 8-wide board: the block one square to the left.
    expect([...darkSquares(sc.state)].sort()).toEqual(['6,0', '6,1', '7,0', '7,1']);
    expect(sees(sc.ctx, sc.state, w(sc, 'h'), w(sc, 'p'))).toBe(false);
  });
});
