import { describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { cardText } from '../src/cards/messages.ts';
import { hybridRuleset } from '../src/index.ts';
import { fireTargets } from '../src/rules.ts';
import { sampleContent } from '../src/content/sample.ts';
import type { Seat } from '../src/state.ts';
import { darkSquares, sees, sightRange } from '../src/world.ts';
import { darknessCorners } from '../src/cards/play.ts';
import { describeChoice, describePrompt, promptParts } from '../src/presenter.ts';
import { activate, play, scenario, tryApply, w, type Scenario } from './scenario.ts';

/** Puts the sample Event card of that name into a hand, out of the deck. */
function give(sc: Scenario, seat: Seat, name: string): string {
  const id = sc.content.eventCards.find((c) => c.name === name)?.id;
  if (!id) throw new Error(`no Event card ${name}`);
  sc.state.eventDeck = sc.state.eventDeck.filter((x) => x !== id);
  sc.state.sides[seat].eventHand.push(id);
  return id;
}

/**
 * With the Nemesis module on (the cards act only then). A Purifier (griffin, activating) at (2,0)
 * facing north and a Hybrid 7 squares ahead facing him. The other player's Event cards wait for the
 * end of the activation (`eventWindows: 'end'`); the windows at every moment have their own tests.
 */
function facingOff(options: Record<string, unknown> = { nemesis: true, eventWindows: 'end' }): Scenario {
  const sc = scenario({
    warriors: [
      { profile: 'purifier', at: [2, 0], facing: 'N', id: 'p' },
      { profile: 'hybrid', at: [2, 7], facing: 'S', id: 'h' },
    ],
    options,
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

  it('HY-LOS-22 HY-COUNTER-11 HY-LOS-11 the Darkness Grenade thrown over the activating warrior: a 2x2 template whose squares block sight until the end of the next round', () => {
    const sc = facingOff();
    const card = give(sc, 'griffin', 'Darkness Grenade');
    expect(fireTargets(sc.ctx, sc.state, w(sc, 'p'), 1).map((t) => t.id)).toEqual(['h']);
    play(sc, [['griffin', { kind: 'mode', mode: 'F' }]]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'play-event', card, x: 2, y: 0 });
    const ev = play(sc, [['griffin', { kind: 'play-event', card, x: 2, y: 0 }]]);
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

  it('HY-CARD-EVENT-04 the other player throws the Darkness Grenade on the enemy now activating; at the board edge only templates wholly on the board are offered', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [7, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [7, 6], facing: 'S', id: 'h' },
      ],
      options: { nemesis: true, eventWindows: 'end' },
    });
    activate(sc, 'p');
    const card = give(sc, 'scorpion', 'Darkness Grenade');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/events' }]);
    const throws = sc.rules.legalChoices(sc.state, 'scorpion').filter((c) => c.kind === 'play-event');
    // (7,0) is the east edge of an 8-wide board: no template may hang over it.
    expect(throws).not.toContainEqual({ kind: 'play-event', card, x: 7, y: 0 });
    expect(throws.every((c) => c.kind === 'play-event' && (c.x ?? 99) <= 6 && (c.y ?? 99) <= 6)).toBe(true);
    play(sc, [['scorpion', { kind: 'play-event', card, x: 6, y: 0 }]]);
    // The block one square to the left covers the Purifier.
    expect([...darkSquares(sc.state)].sort()).toEqual(['6,0', '6,1', '7,0', '7,1']);
    expect(sees(sc.ctx, sc.state, w(sc, 'h'), w(sc, 'p'))).toBe(false);
  });
});

/**
 * The corners the Purifier's side may throw at, worked out from the rules alone: he stands on (2,0)
 * facing north, so he sees his own square and every (x, y) with 1 <= y <= R and |x - 2| <= y
 * (HY-LOS-01, range R by Chebyshev distance, HY-LOS-02); nothing else stands in the way on the
 * open board. A corner (x, y) is offered when its 2x2 block lies on the 8x8 board (x, y <= 6) and
 * one of its four squares is seen.
 */
function expectedCorners(range: number): Array<[number, number]> {
  const seen = (x: number, y: number): boolean =>
    (x === 2 && y === 0) || (y >= 1 && y <= range && Math.abs(x - 2) <= y);
  const out: Array<[number, number]> = [];
  for (let y = 0; y <= 6; y++)
    for (let x = 0; x <= 6; x++)
      if (seen(x, y) || seen(x + 1, y) || seen(x, y + 1) || seen(x + 1, y + 1)) out.push([x, y]);
  return out;
}

describe('the Darkness Grenade is thrown at a square', () => {
  it('HY-CARD-EVENT-07 HY-LOS-01 HY-LOS-02 the player picks the template: every 2x2 block wholly on the board with a square one of his warriors sees', () => {
    const sc = facingOff();
    const card = give(sc, 'griffin', 'Darkness Grenade');
    play(sc, [['griffin', { kind: 'mode', mode: 'F' }]]);
    const throws = sc.rules
      .legalChoices(sc.state, 'griffin')
      .filter((c) => c.kind === 'play-event' && c.card === card)
      .map((c) => (c.kind === 'play-event' ? [c.x, c.y] : null));
    expect(throws).toEqual(expectedCorners(8));
    expect(throws).toHaveLength(43);
    // Beside or behind his field of vision: (5,0) covers (5,0),(6,0),(5,1),(6,1), none of them seen.
    expect(throws).not.toContainEqual([5, 0]);
    // The grenade lands far from the thrower too, on the Hybrid's own square (2,7) as the block (2,6).
    const ev = play(sc, [['griffin', { kind: 'play-event', card, x: 2, y: 6 }]]);
    expect([...darkSquares(sc.state)].sort()).toEqual(['2,6', '2,7', '3,6', '3,7']);
    expect(ev.find((e) => e.type === 'hybrid/event-played')).toMatchObject({ card, x: 2, y: 6 });
    // A Constant card: out of his hand, it lies face up in front of him while the cloud lasts.
    expect(sc.state.sides.griffin.eventHand).not.toContain(card);
    expect(sc.state.cards.constants.map((c) => [c.card, c.seat])).toEqual([[card, 'griffin']]);
    expect(sc.state.eventDiscard).not.toContain(card);
    // The Hybrid inside the cloud is hidden from the Purifier, and he from the Hybrid.
    expect(sees(sc.ctx, sc.state, w(sc, 'p'), w(sc, 'h'))).toBe(false);
    expect(sees(sc.ctx, sc.state, w(sc, 'h'), w(sc, 'p'))).toBe(false);
  });

  it('HY-LOS-18 HY-CARD-EVENT-14 under Lights Out the throw reaches 5 squares: the blocks of rows 6 and 7 drop out', () => {
    const sc = facingOff();
    const lights = give(sc, 'griffin', 'Lights Out');
    give(sc, 'griffin', 'Darkness Grenade');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'play-event', card: lights }],
    ]);
    const corners = darknessCorners(sc.ctx, sc.state, 'griffin');
    expect(corners).toEqual(expectedCorners(5));
    expect(corners.some(([, y]) => y === 6)).toBe(false);
    expect(corners).toContainEqual([0, 5]);
  });

  it('HY-CARD-EVENT-04 the other player throws with his own warriors’ sight: the Hybrid at (2,7) facing south sees the Purifier’s square', () => {
    const sc = facingOff();
    const card = give(sc, 'scorpion', 'Darkness Grenade');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    const corners = darknessCorners(sc.ctx, sc.state, 'scorpion');
    // Mirror image of the Purifier's: (x, y) for the Hybrid is (x, 6 - y) for the Purifier.
    expect([...corners].sort()).toEqual(
      expectedCorners(8)
        .map(([x, y]) => [x, 6 - y])
        .sort(),
    );
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'play-event', card, x: 2, y: 0 });
  });

  it('a Darkness Grenade throw at a block no warrior of the side sees, or with no square, is refused and nothing changes', () => {
    const sc = facingOff();
    const card = give(sc, 'griffin', 'Darkness Grenade');
    play(sc, [['griffin', { kind: 'mode', mode: 'F' }]]);
    const before = structuredClone(sc.state);
    for (const bad of [
      { kind: 'play-event' as const, card, x: 5, y: 0 },
      { kind: 'play-event' as const, card, x: 7, y: 7 },
      { kind: 'play-event' as const, card },
    ]) {
      const r = tryApply(sc, 'griffin', bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/not a legal play-event/);
    }
    expect(sc.state).toEqual(before);
    expect(sc.state.sides.griffin.eventHand).toContain(card);
  });

  it('the text presenter names the four squares of each Darkness Grenade throw, in English and Hungarian', () => {
    const sc = facingOff();
    const card = give(sc, 'griffin', 'Darkness Grenade');
    play(sc, [['griffin', { kind: 'mode', mode: 'F' }]]);
    const view = sc.rules.view(sc.state, 'griffin');
    const c = { kind: 'play-event' as const, card, x: 2, y: 6 };
    expect(describeChoice(c, view, 'en')).toBe('Play Event card Darkness Grenade at C7-D8');
    expect(describeChoice(c, view, 'hu')).toBe('Sötétséggránát eseménykártya kijátszása, a négy mező: C7-D8');
  });

  it('the question that offers the Darkness Grenade says once what it does, beside it; each place offered names only the place, in English and Hungarian', () => {
    const sc = facingOff();
    const card = give(sc, 'griffin', 'Darkness Grenade');
    const info = { id: card, deck: 'event' as const, name: 'Darkness Grenade', effect: 'darkness' };
    const en = cardText(info, 'en');
    const hu = cardText(info, 'hu');
    /** The prompt of the decision asked of `seat` now, in his view, and his choices in words. */
    const asked = (seat: Seat, locale: 'en' | 'hu') => {
      const view = sc.rules.view(sc.state, seat);
      const d = sc.rules.pending(sc.state).find((x) => x.seats.includes(seat));
      if (!d) throw new Error(`${seat} is not asked`);
      const legal = sc.rules.legalChoices(sc.state, seat);
      return {
        prompt: describePrompt(d, locale, view),
        thrown: legal.filter((c) => c.kind === 'play-event' && c.card === card),
        words: legal.map((c) => describeChoice(c, view, locale)),
      };
    };
    // The Mode is asked: the grenade is among the choices, one for each place.
    const mode = asked('griffin', 'en');
    expect(mode.thrown.length).toBeGreaterThan(1);
    expect(mode.prompt).toBe(`Choose the Mode. Darkness Grenade: ${en}`);
    expect(mode.words.filter((x) => x.includes(en))).toEqual([]);
    expect(mode.words.some((x) => x.includes('2x2'))).toBe(false);
    const modeHu = asked('griffin', 'hu');
    expect(modeHu.prompt).toBe(`Válaszd ki a Módot. Sötétséggránát: ${hu}`);
    expect(modeHu.words.some((x) => x.includes(hu))).toBe(false);
    // Once only, however many places it may land on.
    expect(mode.prompt.split(en)).toHaveLength(2);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
    ]);
    const finish = asked('griffin', 'en');
    expect(finish.thrown.length).toBeGreaterThan(1);
    expect(finish.prompt).toContain(`Darkness Grenade: ${en}`);
    // A seat that does not hold it reads the plain question.
    sc.state.sides.griffin.eventHand = sc.state.sides.griffin.eventHand.filter((x) => x !== card);
    sc.state.sides.scorpion.eventHand.push(card);
    const plain = asked('griffin', 'en');
    expect(plain.thrown).toEqual([]);
    expect(plain.prompt).toBe('Finish the activation');
    // The other side, asked in the window at the end of the activation, is offered it and told what it does.
    play(sc, [['griffin', { kind: 'end' }]]);
    const window = asked('scorpion', 'hu');
    expect(window.thrown.length).toBeGreaterThan(1);
    expect(window.prompt).toBe(`Kijátszol most egy Eseménykártyát, vagy továbbadod a szót? Sötétséggránát: ${hu}`);
  });

  it('without the Nemesis module the grenade is played for no effect, not thrown: the question says nothing of throwing it, and the view names no card to throw', () => {
    const sc = facingOff({ nemesis: false });
    const card = give(sc, 'griffin', 'Darkness Grenade');
    const view = sc.rules.view(sc.state, 'griffin');
    const d = sc.rules.pending(sc.state).find((x) => x.seats.includes('griffin'));
    if (!d) throw new Error('griffin is not asked');
    // Offered once, with no place: played, it does nothing (C-15).
    expect(
      sc.rules.legalChoices(sc.state, 'griffin').filter((c) => c.kind === 'play-event' && c.card === card),
    ).toEqual([{ kind: 'play-event', card }]);
    expect(view.thrownNow).toBeUndefined();
    expect(describePrompt(d, 'en', view)).toBe('Choose the Mode');
    expect(promptParts(d, 'en', view)).toBeUndefined();
    // With the module, the same hand is offered the throw and told what it does.
    const on = facingOff();
    give(on, 'griffin', 'Darkness Grenade');
    expect(on.rules.view(on.state, 'griffin').thrownNow).toEqual([card]);
  });

  it('the question that offers the Darkness Grenade comes apart for a small screen: the question, then the card by name with its text, in English and Hungarian', () => {
    const sc = facingOff();
    const card = give(sc, 'griffin', 'Darkness Grenade');
    const info = { id: card, deck: 'event' as const, name: 'Darkness Grenade', effect: 'darkness' };
    const parts = (locale: 'en' | 'hu') => {
      const view = sc.rules.view(sc.state, 'griffin');
      const d = sc.rules.pending(sc.state).find((x) => x.seats.includes('griffin'));
      if (!d) throw new Error('griffin is not asked');
      return { whole: describePrompt(d, locale, view), parts: promptParts(d, locale, view) };
    };
    const en = parts('en');
    expect(en.parts).toEqual({
      question: 'Choose the Mode',
      more: [{ title: 'Darkness Grenade', text: cardText(info, 'en') }],
    });
    // The two parts say what the whole prompt says.
    expect(en.whole).toBe(`${en.parts?.question}. ${en.parts?.more[0]?.title}: ${en.parts?.more[0]?.text}`);
    expect(parts('hu').parts).toEqual({
      question: 'Válaszd ki a Módot',
      more: [{ title: 'Sötétséggránát', text: cardText(info, 'hu') }],
    });
    // Without the card in hand, no parts: the prompt is shown whole.
    sc.state.sides.griffin.eventHand = sc.state.sides.griffin.eventHand.filter((x) => x !== card);
    expect(parts('en').parts).toBeUndefined();
  });

  it('over random games with the grenade in a hand, the question says what it does exactly when its choices offer it', () => {
    const engine = unwrap(Engine.create(hybridRuleset, { options: { nemesis: true } }));
    const grenade = sampleContent.eventCards.find((c) => c.effect === 'darkness')?.id ?? '';
    const text = cardText({ id: grenade, deck: 'event', name: 'Darkness Grenade', effect: 'darkness' }, 'en');
    let offered = 0;
    for (let seed = 1; seed <= 4; seed++) {
      let m = unwrap(engine.start(seed, hybridRuleset.defaultSetup));
      // Dealt to one side at the start, out of the deck; kept in hand (the random play never throws it).
      const state = m.state;
      state.eventDeck = state.eventDeck.filter((c) => c !== grenade);
      state.sides[seed % 2 === 1 ? 'griffin' : 'scorpion'].eventHand.push(grenade);
      let x = seed;
      const rand = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
      for (let i = 0; i < 400 && engine.outcome(m) === null; i++) {
        const d = engine.pending(m)[0];
        if (!d) break;
        const seat = d.seats[0] ?? '';
        const legal = engine.legal(m, seat);
        const view = engine.view(m, seat);
        const offers = legal.some((c) => c.kind === 'play-event' && c.card === grenade);
        expect(describePrompt(d, 'en', view).includes(text), `${d.kind}, step ${i}`).toBe(offers);
        if (offers) offered++;
        const kept = legal.filter((c) => !(c.kind === 'play-event' && c.card === grenade));
        const pool = kept.length > 0 ? kept : legal;
        m = unwrap(engine.submit(m, seat, pool[Math.floor(rand() * pool.length)])).match;
      }
    }
    expect(offered).toBeGreaterThan(50);
  });
});

describe('the Nemesis cards with the module off (C-15)', () => {
  it('HY-CARD-EVENT-14 HY-LOS-18 Lights Out stays in the 27-card deck but, played, has no effect: sight stays 8 and the card is discarded', () => {
    const sc = facingOff({ nemesis: false });
    expect(sc.content.eventCards).toHaveLength(27);
    const card = give(sc, 'griffin', 'Lights Out');
    play(sc, [['griffin', { kind: 'mode', mode: 'DC' }]]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'play-event', card });
    const ev = play(sc, [['griffin', { kind: 'play-event', card }]]);
    expect(ev.find((e) => e.type === 'hybrid/event-played')?.['rule']).toBe('HY-CARD-EVENT-06');
    expect(sc.state.cards.constants).toEqual([]);
    expect(sc.state.eventDiscard).toContain(card);
    expect(sightRange(sc.ctx, w(sc, 'p'), sc.state)).toBe(8);
    expect(sees(sc.ctx, sc.state, w(sc, 'p'), w(sc, 'h'))).toBe(true);
    // The same play with the module on darkens the board (the test above): only the option differs.
    const on = facingOff({ nemesis: true });
    const card2 = give(on, 'griffin', 'Lights Out');
    play(on, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'play-event', card: card2 }],
    ]);
    expect(sightRange(on.ctx, w(on, 'p'), on.state)).toBe(5);
  });

  it('HY-LOS-22 HY-CARD-EVENT-06 the Darkness Grenade with the module off is offered without a square and lays no template', () => {
    const sc = facingOff({ nemesis: false });
    const card = give(sc, 'griffin', 'Darkness Grenade');
    play(sc, [['griffin', { kind: 'mode', mode: 'F' }]]);
    const plays = sc.rules.legalChoices(sc.state, 'griffin').filter((c) => c.kind === 'play-event');
    expect(plays).toEqual([{ kind: 'play-event', card }]);
    expect(darknessCorners(sc.ctx, sc.state, 'griffin').length).toBeGreaterThan(0);
    expect(tryApply(sc, 'griffin', { kind: 'play-event', card, x: 2, y: 0 }).ok).toBe(false);
    play(sc, [['griffin', { kind: 'play-event', card }]]);
    expect(sc.state.board.templates).toBeUndefined();
    expect(sc.state.cards.constants).toEqual([]);
    expect(sc.state.eventDiscard).toContain(card);
    expect(fireTargets(sc.ctx, sc.state, w(sc, 'p'), 1).map((t) => t.id)).toEqual(['h']);
  });
});
