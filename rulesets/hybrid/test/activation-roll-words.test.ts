import { unwrap, type GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { describeCardChoice, describeCardEvent } from '../src/cards/messages.ts';
import { describeEvent, hybridPresenter } from '../src/presenter.ts';
import type { Seat } from '../src/state.ts';
import { engine } from './helpers.ts';
import { activate, play, scenario, type Scenario } from './scenario.ts';

/** Sample Action card ids by name. */
function card(sc: Scenario, name: string): string {
  const c = sc.content.actionCards.find((x) => x.name === name);
  if (!c) throw new Error(`no card ${name}`);
  return c.id;
}

/** Deals Action cards by name into a hand, taking them out of the deck. */
function deal(sc: Scenario, seat: Seat, names: string[]): string[] {
  const ids = names.map((n) => card(sc, n));
  sc.state.actionDeck = sc.state.actionDeck.filter((c) => !ids.includes(c));
  sc.state.sides[seat].hand.push(...ids);
  return ids;
}

/** Round 1 ends after the Scorpion warrior's activation; round 2 opens with cards on the Activation Roll. */
function toRound2(hands: Record<Seat, string[]>): Scenario {
  const sc = scenario({
    warriors: [
      { profile: 'hybrid', at: [3, 3] },
      { profile: 'purifier', at: [6, 6] },
    ],
  });
  activate(sc, sc.ids[0] as string);
  sc.state.sides.griffin.sequence = [];
  sc.state.rollWinner = 'griffin';
  deal(sc, 'griffin', hands.griffin);
  deal(sc, 'scorpion', hands.scorpion);
  play(sc, [
    ['scorpion', { kind: 'mode', mode: 'DC' }],
    ['scorpion', { kind: 'done' }],
    ['scorpion', { kind: 'end' }],
  ]);
  expect(sc.state.phase).toBe('roll-cards');
  return sc;
}

const words = (ev: readonly GameEvent[], type: string, locale: 'en' | 'hu'): string[] =>
  ev.filter((e) => e.type === type).map((e) => describeEvent(e, locale));

describe('Activation Roll in the log', () => {
  it('names the cards turned face up, each side’s die, card points and result, and says the lower result wins', () => {
    const sc = toRound2({ griffin: ['Precision'], scorpion: ['Ferocity'] });
    play(sc, [
      ['griffin', { kind: 'commit-card', card: card(sc, 'Precision') }],
      ['scorpion', { kind: 'commit-card', card: card(sc, 'Ferocity') }],
      ['griffin', { kind: 'commit-card', card: null }],
    ]);
    // 5 − 3 = 2 for the Griffin side; 1 − 2 counts as 1 for the Scorpion side, which wins.
    const ev = play(sc, [['scorpion', { kind: 'commit-card', card: null }]], [5, 1]);
    expect(sc.state.rollWinner).toBe('scorpion');
    expect(words(ev, 'hybrid/roll-cards-revealed', 'en')).toEqual([
      'The cards on the Activation Roll are turned face up. Griffin: Precision; Scorpion: Ferocity',
    ]);
    expect(words(ev, 'hybrid/activation-roll', 'en')).toEqual([
      'Activation Roll: Griffin rolls 5, card points −3, result 2; Scorpion rolls 1, card points −2, result 1 (a result never goes below 1). Scorpion wins, as the lower result wins',
    ]);
    expect(words(ev, 'hybrid/roll-cards-revealed', 'hu')).toEqual([
      'Felfordítják az Aktiválási Dobásra tett lapokat. Griff: Pontosság; Skorpió: Vadság',
    ]);
    expect(words(ev, 'hybrid/activation-roll', 'hu')).toEqual([
      'Aktiválási Dobás: Griff dobása 5, a lapok pontjai −3, eredménye 2; Skorpió dobása 1, a lapok pontjai −2, eredménye 1 (1 alá nem mehet). Skorpió nyer, mert a kisebb eredmény győz',
    ]);
  });

  it('says why a 10 loses, why a tie goes to a 1 on the die, and why the roll is made again', () => {
    const line = (e: Record<string, unknown>, locale: 'en' | 'hu') =>
      describeEvent({ type: 'hybrid/activation-roll', ...e }, locale);
    const ten = { griffin: 10, scorpion: 6, points: { griffin: 4, scorpion: 0 }, results: { griffin: 6, scorpion: 6 } };
    expect(line({ ...ten, winner: 'scorpion' }, 'en')).toBe(
      'Activation Roll: Griffin rolls 10, card points −4, result 6; Scorpion rolls 6, no card points, result 6. Scorpion wins, as a 10 on the die always loses, whatever the points',
    );
    expect(line({ ...ten, winner: 'scorpion' }, 'hu')).toMatch(
      /Skorpió nyer, mert a kockán dobott 10 a pontoktól függetlenül mindig veszít$/,
    );
    const one = { griffin: 1, scorpion: 3, points: { griffin: 0, scorpion: 2 }, results: { griffin: 1, scorpion: 1 } };
    expect(line({ ...one, winner: 'griffin' }, 'en')).toMatch(
      /Griffin wins: both results are 1, and a tie goes to the side that rolled a 1 on the die$/,
    );
    expect(line({ ...one, winner: 'griffin' }, 'hu')).toMatch(
      /Griff nyer: mindkét eredmény 1, döntetlennél pedig az győz, aki a kockán 1-et dobott$/,
    );
    const double = {
      griffin: 1,
      scorpion: 1,
      points: { griffin: 2, scorpion: 0 },
      results: { griffin: 1, scorpion: 1 },
    };
    expect(line(double, 'en')).toMatch(/Both dice show 1: rolled again without the card points$/);
    expect(line(double, 'hu')).toMatch(/Mindkét kockán 1 áll: újra dobnak, a lapok pontjai nélkül$/);
    const tie = { griffin: 5, scorpion: 4, points: { griffin: 1, scorpion: 0 }, results: { griffin: 4, scorpion: 4 } };
    expect(line(tie, 'en')).toMatch(/Both results are 4: rolled again, the card points still counting$/);
    expect(line(tie, 'hu')).toMatch(/Mindkét eredmény 4: újra dobnak, ugyanazokkal a lappontokkal$/);
    // Round 1, with no cards: the dice alone.
    expect(line({ griffin: 4, scorpion: 6, winner: 'griffin' }, 'en')).toBe(
      'Activation Roll: Griffin rolls 4; Scorpion rolls 6. Griffin wins, as the lower roll wins',
    );
    expect(line({ griffin: 4, scorpion: 6, winner: 'griffin' }, 'hu')).toBe(
      'Aktiválási Dobás: Griff dobása 4; Skorpió dobása 6. Griff nyer, mert a kisebb dobás győz',
    );
    expect(line({ griffin: 4, scorpion: 4 }, 'en')).toMatch(/A tie: rolled again$/);
  });

  it('tells its owner of one committed card once: the face-down line names the card without a second commitment', () => {
    const sc = toRound2({ griffin: [], scorpion: ['Ferocity'] });
    play(sc, [['griffin', { kind: 'commit-card', card: null }]]);
    const ev = play(sc, [['scorpion', { kind: 'commit-card', card: card(sc, 'Ferocity') }]]);
    // What the Scorpion seat's log shows: the public line and its own private one.
    const seen = ev.filter((e) => e.visibleTo === undefined || e.visibleTo.includes('scorpion'));
    for (const locale of ['en', 'hu'] as const) {
      const lines = seen.map((e) => describeEvent(e, locale));
      const commits = lines.filter((l) => (locale === 'en' ? /\bcommits\b/ : /\btesz\b|\bteszi\b/).test(l));
      expect(commits).toHaveLength(1);
    }
    expect(seen.map((e) => describeEvent(e, 'en'))).toEqual([
      'Scorpion commits a card face down to the Activation Roll',
      'The face-down card is Ferocity (only Scorpion sees it until the roll)',
    ]);
    expect(seen.map((e) => describeEvent(e, 'hu'))).toEqual([
      'A Skorpió oldal képpel lefelé tesz egy lapot az Aktiválási Dobásra',
      'A képpel lefelé tett lap: Vadság (a dobásig csak a Skorpió oldal látja)',
    ]);
    // The other seat reads the public line alone.
    expect(ev.filter((e) => e.visibleTo === undefined).map((e) => e.type)).toEqual(['hybrid/roll-card']);
  });

  it('words the commit buttons and the card lines in Hungarian as whole sentences', () => {
    const name = () => 'Mesteri fogás';
    expect(describeCardChoice({ kind: 'commit-card', card: 'action-21' }, name, () => '?', 'hu')).toBe(
      'Leteszed képpel lefelé az Aktiválási Dobásra: Mesteri fogás',
    );
    expect(describeCardEvent({ type: 'hybrid/roll-cards-revealed', griffin: [], scorpion: [] }, 'hu')).toBe(
      'Felfordítják az Aktiválási Dobásra tett lapokat',
    );
    expect(describeCardEvent({ type: 'hybrid/roll-card', seat: 'griffin' }, 'hu')).not.toMatch(/lefordítva/);
  });
});

describe('The opening decision in words', () => {
  it('once the hand is kept, the heading says a Mutation card is discarded and why; the other seat reads the same step', () => {
    const e = engine();
    let m = unwrap(e.start(4, { mission: 'prowlers' }));
    expect(m.state.cards.mutationDrawn).toHaveLength(3);
    const p = hybridPresenter;
    const prompt = (seat: Seat, locale: 'en' | 'hu') => {
      const d = e.pending(m).find((x) => x.seats.includes(seat));
      return d ? p.prompt!(d, e.view(m, seat), locale) : undefined;
    };
    const waiting = (seat: Seat, asked: Seat, locale: 'en' | 'hu') => {
      const d = e.pending(m).find((x) => x.seats.includes(asked));
      return d ? p.waiting!(d, e.view(m, seat), locale) : undefined;
    };
    expect(prompt('scorpion', 'en')).toBe('Keep or reject the opening hand');
    expect(waiting('griffin', 'scorpion', 'en')).toBe('Scorpion to keep or reject the opening hand');
    m = unwrap(e.submit(m, 'griffin', { kind: 'keep-hand' })).match;
    m = unwrap(e.submit(m, 'scorpion', { kind: 'keep-hand' })).match;
    expect(e.legal(m, 'scorpion').every((c) => c.kind === 'discard-mutation')).toBe(true);
    expect(prompt('scorpion', 'en')).toBe('Of each three Mutation cards drawn your army keeps two: discard one');
    expect(prompt('scorpion', 'hu')).toBe(
      'A húzott Mutációkártyák minden hármasából kettő marad a seregednél: dobj el egyet',
    );
    expect(waiting('griffin', 'scorpion', 'en')).toBe('Scorpion to discard one of the three Mutation cards drawn');
    expect(waiting('griffin', 'scorpion', 'hu')).toBe('Skorpió eldob egyet a húzott három Mutációkártya közül');
  });
});
