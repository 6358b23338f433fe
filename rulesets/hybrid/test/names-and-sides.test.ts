import type { GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { describeCardEvent } from '../src/cards/messages.ts';
import { commitCard } from '../src/cards/play.ts';
import { describeChoice, describeEvent, drawBoard } from '../src/presenter.ts';
import { activate, play, scenario } from './scenario.ts';

/** A raw side id in a text: the lower-case `griffin` or `scorpion` as a word. */
const RAW_SIDE = /(?<!\p{L})(griffin|scorpion)(?!\p{L})/u;

describe('one name for a warrior everywhere', () => {
  it('the log, the choice labels, the text board and the view all call the third of the roster "Purifier (3)", in Hungarian "Tisztító (3)"', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [1, 1], id: 'griffin-purifier-1' },
        { profile: 'seneschal', at: [3, 1], id: 'griffin-seneschal-2' },
        { profile: 'purifier', at: [5, 1], id: 'griffin-purifier-3' },
        { profile: 'hybrid', at: [5, 6], facing: 'S', id: 'scorpion-hybrid-1' },
      ],
    });
    activate(sc, 'griffin-purifier-3');
    const ev = play(sc, [['griffin', { kind: 'mode', mode: 'DC' }]]);
    const view = sc.rules.view(sc.state, 'griffin');
    expect(view.warriors.find((x) => x.id === 'griffin-purifier-3')?.label).toBe('Purifier (3)');
    expect(view.warriors.find((x) => x.id === 'griffin-seneschal-2')?.label).toBe('Seneschal (2)');
    const mode = ev.find((e) => e.type === 'hybrid/mode') as GameEvent;
    const NAMES = {
      en: { purifier: 'Purifier', seneschal: 'Seneschal' },
      hu: { purifier: 'Tisztító', seneschal: 'Szenesál' },
    };
    for (const locale of ['en', 'hu'] as const) {
      const { purifier, seneschal } = NAMES[locale];
      expect(describeEvent(mode, locale)).toContain(`${purifier} (3)`);
      expect(describeChoice({ kind: 'counter', warrior: 'griffin-purifier-3' }, view, locale)).toContain(
        `${purifier} (3)`,
      );
      expect(describeChoice({ kind: 'strike', target: 'griffin-purifier-3', level: 1 }, view, locale)).toContain(
        `${purifier} (3)`,
      );
      const board = drawBoard(view, locale);
      expect(board).toContain(`${purifier} (1)`);
      expect(board).toContain(`${purifier} (3)`);
      expect(board).toContain(`${seneschal} (2)`);
      // The old label numbered Purifiers among themselves: "Purifier 2" for the third of the roster.
      expect(board).not.toContain(`${purifier} 2`);
    }
  });
});

describe('card events name the side', () => {
  it('a card committed to the Activation Roll, a stop, and a card played for its Effect name the side in English and Hungarian', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [2, 2], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [2, 3], facing: 'S', id: 'h' },
      ],
    });
    // The Activation Roll auction: Griffin commits a card, Scorpion stops.
    const s = sc.state;
    s.actionDeck = s.actionDeck.filter((c) => c !== 'action-10' && c !== 'action-12');
    s.sides.griffin.hand = ['action-10'];
    s.cards.roll = { turn: 'griffin', committed: { griffin: [], scorpion: [] }, stops: 0, superior: null };
    const auction: GameEvent[] = [];
    commitCard(s, 'griffin', 'action-10', auction);
    commitCard(s, 'scorpion', null, auction);
    s.actionDiscard.push(...s.cards.roll.committed.griffin);
    s.cards.roll = null;
    // A strike backed by Aimed Blow for its Effect.
    s.sides.griffin.hand = ['action-12'];
    activate(sc, 'p');
    const strike = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: 'h', level: 1 }],
        ['griffin', { kind: 'cards', cards: ['action-12'], effect: true }],
      ],
      [9],
    );
    const card = strike.find((e) => e.type === 'hybrid/card-effect') as GameEvent;
    const commit = auction.find((e) => e.type === 'hybrid/roll-card') as GameEvent;
    const stop = auction.find((e) => e.type === 'hybrid/roll-card-stop') as GameEvent;
    expect([commit, stop, card].every(Boolean)).toBe(true);
    const en = [commit, stop, card].map((e) => describeEvent(e, 'en'));
    const hu = [commit, stop, card].map((e) => describeEvent(e, 'hu'));
    expect(en[0]).toMatch(/^Griffin commits a card face down/);
    expect(en[1]).toMatch(/^Scorpion commits no more cards/);
    expect(en[2]).toBe('Griffin plays Aimed Blow for its Effect');
    expect(hu[0]).toMatch(/^A Griff oldal /);
    expect(hu[1]).toMatch(/^A Skorpió oldal /);
    expect(hu[2]).toMatch(/^A Griff oldal .*Célzott csapás$/);
    // The card words of `cards/messages.ts` and the English sentence each event carries agree.
    for (const e of [commit, stop, card]) {
      for (const locale of ['en', 'hu'] as const) expect(describeCardEvent(e, locale)).not.toMatch(RAW_SIDE);
      if (typeof e.text === 'string') expect(e.text).not.toMatch(RAW_SIDE);
    }
    for (const line of [...en, ...hu]) expect(line).not.toMatch(RAW_SIDE);
  });
});
