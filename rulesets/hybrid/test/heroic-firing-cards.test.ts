import { hashValue, LoadedDice } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { HybridChoice } from '../src/choices.ts';
import { eventWords } from '../src/event-words.ts';
import { describeChoice } from '../src/presenter.ts';
import type { Seat } from '../src/state.ts';
import { activate, play, rolls, scenario, tryApply, w, type Scenario } from './scenario.ts';

/** Ambrosius (NV 4, Firing 5) facing two hybrids in the open: each shot's SL is 4 before cards. */
function heroic(griffin: string[], scorpion: string[]) {
  const sc = scenario({
    warriors: [
      { profile: 'ambrosius', at: [3, 0], facing: 'N' },
      { profile: 'hybrid', at: [3, 4], facing: 'S' },
      { profile: 'hybrid', at: [5, 5], facing: 'S' },
    ],
  });
  const card = (name: string) => sc.content.actionCards.find((c) => c.name === name)!.id;
  const g = griffin.map(card);
  const s = scorpion.map(card);
  sc.state.sides.griffin.hand = g;
  sc.state.sides.scorpion.hand = s;
  sc.state.actionDeck = sc.state.actionDeck.filter((c) => !g.includes(c) && !s.includes(c));
  const [a, h1, h2] = sc.ids as [string, string, string];
  activate(sc, a);
  return { sc, a, h1, h2, g, s };
}

const announce = (sc: Scenario, h1: string, h2: string, level = 6) =>
  play(sc, [
    ['griffin', { kind: 'mode', mode: 'F' }],
    ['griffin', { kind: 'done' }],
    ['griffin', level === 6 ? { kind: 'fire', target: h1, level, second: h2 } : { kind: 'fire', target: h1, level }],
  ]);

/** The same choices through the fast path (`rules.fast`), from a copy of the state before them. */
function fastAgrees(sc: Scenario, before: Scenario['state'], steps: Array<[Seat, HybridChoice]>, faces: number[]) {
  const fast = sc.rules.fast!;
  let s = fast.clone(before);
  const dice = new LoadedDice(faces);
  for (const [seat, c] of steps) s = fast.applyInPlace(s, seat, c, dice);
  expect(hashValue(s)).toBe(hashValue(sc.state));
}

describe('Heroic Firing cards (HY-MODE-F-28)', () => {
  it('HY-MODE-F-28 HY-CARD-ACTION-11 two attacker cards split one per shot: each shot’s SL has only its own card', () => {
    const { sc, h1, h2, g } = heroic(['Quick Step', 'Battle Cry'], ['Patience']);
    const [one, two] = g as [string, string];
    announce(sc, h1, h2);
    // Every card is offered for each shot, and no card for points without one.
    const menu = sc.rules.legalChoices(sc.state, 'griffin');
    expect(menu).toContainEqual({ kind: 'cards', cards: [one], shot: 1 });
    expect(menu).toContainEqual({ kind: 'cards', cards: [one], shot: 2 });
    expect(menu).toContainEqual({ kind: 'cards', cards: [two], shot: 2 });
    expect(menu.filter((c) => c.kind === 'cards' && c.cards.length > 0 && c.effect !== true && !c.shot)).toEqual([]);
    const before = structuredClone(sc.state);
    const steps: Array<[Seat, HybridChoice]> = [
      ['griffin', { kind: 'cards', cards: [one], shot: 1 }],
      ['scorpion', { kind: 'hinder', card: null }],
      ['griffin', { kind: 'cards', cards: [two], shot: 2 }],
    ];
    const ev = play(sc, steps, [2, 3]);
    // Quick Step (1) backs the first shot, Battle Cry (2) the second.
    expect(rolls(ev).map((r) => r['sl'])).toEqual([5, 6]);
    expect([w(sc, h1).wounds, w(sc, h2).wounds]).toEqual([1, 1]);
    const played = ev.filter((e) => e.type === 'hybrid/cards');
    expect(played.map((e) => e['shot'])).toEqual([1, 2]);
    fastAgrees(sc, before, steps, [2, 3]);
  });

  it('HY-MODE-F-28 the opponent’s one Hindrance answers the second shot only, and no second Hindrance is offered', () => {
    const { sc, h1, h2, g, s } = heroic(['Battle Cry', 'Drill'], ['Quick Step', 'Guard Up']);
    const [two] = g as [string];
    const [one, guard] = s as [string, string];
    announce(sc, h1, h2);
    play(sc, [['griffin', { kind: 'cards', cards: [two], shot: 1 }]]);
    // His answer: no card, or one card against either shot.
    const answers = sc.rules.legalChoices(sc.state, 'scorpion').filter((c) => c.kind === 'hinder' && c.effect !== true);
    expect(answers).toContainEqual({ kind: 'hinder', card: null });
    expect(answers).toContainEqual({ kind: 'hinder', card: one, shot: 1 });
    expect(answers).toContainEqual({ kind: 'hinder', card: one, shot: 2 });
    expect(answers).toContainEqual({ kind: 'hinder', card: guard, shot: 2 });
    // The numbers beside each answer are those of the shot it answers: 6 - 1 on the first, 4 - 1 on the second.
    const odds = sc.rules.view(sc.state, 'scorpion').rolls ?? {};
    expect(odds[`hinder:${one}:points:1`]?.sl).toBe(5);
    expect(odds[`hinder:${one}:points:2`]?.sl).toBe(3);
    const before = structuredClone(sc.state);
    const ev = play(sc, [['scorpion', { kind: 'hinder', card: one, shot: 2 }]]);
    expect(ev.find((e) => e.type === 'hybrid/hindrance')).toMatchObject({ card: one, shot: 2 });
    // He has answered: the action asks him nothing more, though a card is left in his hand.
    expect(sc.state.sides.scorpion.hand).toEqual([guard]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([]);
    expect(sc.state.current?.action?.stage).toBe('cards-more');
    const steps: Array<[Seat, HybridChoice]> = [
      ['scorpion', { kind: 'hinder', card: one, shot: 2 }],
      ['griffin', { kind: 'cards', cards: [] }],
    ];
    const rest = play(sc, [['griffin', { kind: 'cards', cards: [] }]], [2, 3]);
    expect(rest.some((e) => e.type === 'hybrid/hindrance')).toBe(false);
    // Battle Cry (2) on the first shot: SL 6; Quick Step (1) against the second: SL 3.
    expect(rolls(rest).map((r) => r['sl'])).toEqual([6, 3]);
    fastAgrees(sc, before, steps, [2, 3]);
  });

  it('HY-MODE-F-28 a card backs one shot only: once played for the first it cannot back the second', () => {
    const { sc, h1, h2, g } = heroic(['Quick Step', 'Drill'], ['Patience']);
    const [one] = g as [string];
    announce(sc, h1, h2);
    play(sc, [
      ['griffin', { kind: 'cards', cards: [one], shot: 1 }],
      ['scorpion', { kind: 'hinder', card: null }],
    ]);
    const r = tryApply(sc, 'griffin', { kind: 'cards', cards: [one], shot: 2 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('cards/not-in-hand');
    expect(
      sc.rules.legalChoices(sc.state, 'griffin').filter((c) => c.kind === 'cards' && c.cards.includes(one)),
    ).toEqual([]);
    expect(sc.state.current?.action?.secondCards ?? []).toEqual([]);
  });

  it('HY-MODE-F-28 a card for points in a Heroic Firing must name its shot', () => {
    const { sc, h1, h2, g, s } = heroic(['Quick Step'], ['Drill']);
    announce(sc, h1, h2);
    const r = tryApply(sc, 'griffin', { kind: 'cards', cards: [g[0] as string] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'cards/shot-missing', rule: 'HY-MODE-F-28' });
    play(sc, [['griffin', { kind: 'cards', cards: [g[0] as string], shot: 1 }]]);
    const h = tryApply(sc, 'scorpion', { kind: 'hinder', card: s[0] as string });
    expect(h.ok).toBe(false);
    if (!h.ok) expect(h.error.code).toBe('cards/shot-missing');
    // "No card" names no shot.
    expect(tryApply(sc, 'scorpion', { kind: 'hinder', card: null }, [2, 3]).ok).toBe(true);
    expect(tryApply(sc, 'scorpion', { kind: 'hinder', card: null, shot: 1 }).ok).toBe(false);
  });

  it('HY-MODE-F-28 a shot named at another Firing level is refused', () => {
    const { sc, h1, h2, g, s } = heroic(['Quick Step'], ['Drill']);
    announce(sc, h1, h2, 5);
    const r = tryApply(sc, 'griffin', { kind: 'cards', cards: [g[0] as string], shot: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'cards/shot-not-here', rule: 'HY-MODE-F-28' });
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'cards' && c.shot !== undefined)).toBe(
      false,
    );
    play(sc, [['griffin', { kind: 'cards', cards: [g[0] as string] }]]);
    const h = tryApply(sc, 'scorpion', { kind: 'hinder', card: s[0] as string, shot: 2 });
    expect(h.ok).toBe(false);
    if (!h.ok) expect(h.error.code).toBe('cards/shot-not-here');
  });
});

describe('Heroic Firing card Effects (HY-MODE-F-28)', () => {
  it('HY-MODE-F-28 HY-CARD-ACTION-11 a card played for its Effect is tied to one shot: Keen Eye on the second makes only its 2 a Perfect Success', () => {
    const { sc, h1, h2, g } = heroic(['Quick Step', 'Keen Eye'], ['Patience']);
    const [one, keen] = g as [string, string];
    announce(sc, h1, h2);
    play(sc, [
      ['griffin', { kind: 'cards', cards: [one], shot: 1 }],
      ['scorpion', { kind: 'hinder', card: null }],
    ]);
    // The Effect is offered for each shot, and never for none.
    const menu = sc.rules.legalChoices(sc.state, 'griffin');
    expect(menu).toContainEqual({ kind: 'cards', cards: [keen], effect: true, shot: 1 });
    expect(menu).toContainEqual({ kind: 'cards', cards: [keen], effect: true, shot: 2 });
    expect(menu.filter((c) => c.kind === 'cards' && c.effect === true && !c.shot)).toEqual([]);
    const untied = tryApply(sc, 'griffin', { kind: 'cards', cards: [keen], effect: true });
    expect(untied.ok).toBe(false);
    if (!untied.ok) expect(untied.error.code).toBe('cards/shot-missing');
    // Beside the choice: the second shot's roll, a Perfect Success on 1 or 2.
    const odds = sc.rules.view(sc.state, 'griffin').rolls ?? {};
    expect(odds[`cards:${keen}:effect:2`]).toMatchObject({ sl: 4, duellist: 2 });
    expect(odds[`cards:${keen}:effect:1`]).toMatchObject({ sl: 5, duellist: 2 });
    const before = structuredClone(sc.state);
    const steps: Array<[Seat, HybridChoice]> = [['griffin', { kind: 'cards', cards: [keen], effect: true, shot: 2 }]];
    const ev = play(sc, steps, [2, 2]);
    expect(ev.find((e) => e.type === 'hybrid/cards')).toMatchObject({ cards: [keen], shot: 2 });
    // Both shots roll a 2: the first (SL 5) a plain success, the second (SL 4) a Perfect one.
    expect(rolls(ev).map((r) => [r['sl'], r['result']])).toEqual([
      [5, 'success'],
      [4, 'perfect'],
    ]);
    expect([w(sc, h1).wounds, w(sc, h2).wounds]).toEqual([1, 2]);
    expect(sc.state.cards.effects).toEqual([]);
    fastAgrees(sc, before, steps, [2, 2]);
  });

  it('HY-MODE-F-28 the Hindrance played for its Effect answers one shot: Misstep on the second makes only its 9 a Critical Failure', () => {
    const { sc, h1, h2, g, s } = heroic(['Battle Cry'], ['Misstep']);
    const [misstep] = s as [string];
    announce(sc, h1, h2);
    play(sc, [['griffin', { kind: 'cards', cards: [g[0] as string], shot: 2 }]]);
    const answers = sc.rules.legalChoices(sc.state, 'scorpion');
    expect(answers).toContainEqual({ kind: 'hinder', card: misstep, effect: true, shot: 1 });
    expect(answers).toContainEqual({ kind: 'hinder', card: misstep, effect: true, shot: 2 });
    expect(answers.filter((c) => c.kind === 'hinder' && c.effect === true && !c.shot)).toEqual([]);
    // Battle Cry backs the second shot: 4 then 6. Both roll 9.
    const ev = play(sc, [['scorpion', { kind: 'hinder', card: misstep, effect: true, shot: 2 }]], [9, 9]);
    expect(ev.find((e) => e.type === 'hybrid/hindrance')).toMatchObject({ card: misstep, shot: 2 });
    expect(rolls(ev).map((r) => [r['sl'], r['result']])).toEqual([
      [4, 'failure'],
      [6, 'critical'],
    ]);
  });

  it('HY-MODE-F-28 Counterplay cancels an Effect tied to the shot it answers only', () => {
    const { sc, h1, h2, g, s } = heroic(['Keen Eye', 'Quick Step'], ['Counterplay']);
    const [keen, one] = g as [string, string];
    const [counter] = s as [string];
    announce(sc, h1, h2);
    play(sc, [['griffin', { kind: 'cards', cards: [keen], effect: true, shot: 2 }]]);
    // The Keen Eye backs the second shot: only there has Counterplay an Effect to cancel.
    const answers = sc.rules.legalChoices(sc.state, 'scorpion').filter((c) => c.kind === 'hinder' && c.effect === true);
    expect(answers).toEqual([{ kind: 'hinder', card: counter, effect: true, shot: 2 }]);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'hinder', card: counter, effect: true, shot: 2 }],
        ['griffin', { kind: 'cards', cards: [one], shot: 1 }],
      ],
      [2, 2],
    );
    expect(ev.find((e) => e.type === 'hybrid/effect-cancelled')).toMatchObject({ card: keen });
    // Quick Step lifts Firing to 6 on the first shot; the second's 2 is a plain success.
    expect(rolls(ev).map((r) => [r['sl'], r['result']])).toEqual([
      [5, 'success'],
      [4, 'success'],
    ]);
    expect([w(sc, h1).wounds, w(sc, h2).wounds]).toEqual([1, 1]);
  });

  it('an Effect tied to a second shot that is never made does not outlive the action', () => {
    const { sc, h1, g } = heroic(['Quick Step', 'Keen Eye'], ['Patience']);
    const [one, keen] = g as [string, string];
    // Both shots at the first hybrid, who has one NV point left: the first shot kills him.
    w(sc, h1).wounds = 2;
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'fire', target: h1, level: 6, second: h1 }],
      ['griffin', { kind: 'cards', cards: [one], shot: 1 }],
      ['scorpion', { kind: 'hinder', card: null }],
    ]);
    const ev = play(sc, [['griffin', { kind: 'cards', cards: [keen], effect: true, shot: 2 }]], [3]);
    expect(rolls(ev)).toHaveLength(1);
    expect(w(sc, h1).status).not.toBe('in-play');
    expect(sc.state.cards.effects).toEqual([]);
  });

  it('HY-MODE-F-28 HY-MODE-08 a Heroic Firing announced again at a level of one shot keeps the Effects tied to either shot', () => {
    const { sc, h1, h2, g } = heroic(['Keen Eye'], ['Patience']);
    const [keen] = g as [string];
    announce(sc, h1, h2);
    // No point is played: Firing 5 leaves the Heroic level, announced again at Basic Firing.
    play(sc, [
      ['griffin', { kind: 'cards', cards: [keen], effect: true, shot: 2 }],
      ['scorpion', { kind: 'hinder', card: null }],
    ]);
    expect(sc.state.current?.action?.stage).toBe('level');
    const ev = play(sc, [['griffin', { kind: 'relevel', level: 1 }]], [2]);
    expect(rolls(ev).map((r) => [r['sl'], r['result']])).toEqual([[4, 'perfect']]);
    expect([w(sc, h1).wounds, w(sc, h2).wounds]).toEqual([2, 0]);
  });
});

describe('Heroic Firing cards in words', () => {
  it('a card played for its Effect says which shot it backs or answers, in English and in Hungarian', () => {
    const { sc, h1, h2, g, s } = heroic(['Keen Eye'], ['Misstep']);
    announce(sc, h1, h2);
    const mine = sc.rules.view(sc.state, 'griffin');
    const back: HybridChoice = { kind: 'cards', cards: [g[0] as string], effect: true, shot: 2 };
    expect(describeChoice(back, mine, 'en')).toContain('for its Effect on the second shot');
    expect(describeChoice(back, mine, 'hu')).toContain('a második lövéshez');
    play(sc, [['griffin', { kind: 'cards', cards: [g[0] as string], effect: true, shot: 1 }]]);
    const theirs = sc.rules.view(sc.state, 'scorpion');
    const answer: HybridChoice = { kind: 'hinder', card: s[0] as string, effect: true, shot: 1 };
    expect(describeChoice(answer, theirs, 'en')).toContain('Hinder the first shot');
    expect(describeChoice(answer, theirs, 'hu')).toContain('az első lövés ellen');
  });

  it('the choices and the log say which shot a card backs or answers, in English and in Hungarian', () => {
    const { sc, h1, h2, g, s } = heroic(['Quick Step'], ['Drill']);
    announce(sc, h1, h2);
    const mine = sc.rules.view(sc.state, 'griffin');
    const back: HybridChoice = { kind: 'cards', cards: [g[0] as string], shot: 2 };
    expect(describeChoice(back, mine, 'en')).toContain('on the second shot');
    expect(describeChoice(back, mine, 'hu')).toContain('a második lövéshez');
    const ev = play(sc, [['griffin', { kind: 'cards', cards: [g[0] as string], shot: 1 }]]);
    const theirs = sc.rules.view(sc.state, 'scorpion');
    const answer: HybridChoice = { kind: 'hinder', card: s[0] as string, shot: 2 };
    expect(describeChoice(answer, theirs, 'en')).toContain('Hinder the second shot');
    expect(describeChoice(answer, theirs, 'hu')).toContain('a második lövés ellen');
    const ev2 = play(sc, [['scorpion', answer]], [2, 3]);
    const cards = ev.find((e) => e.type === 'hybrid/cards')!;
    const hinder = ev2.find((e) => e.type === 'hybrid/hindrance')!;
    expect(eventWords(cards, 'en')).toContain('for the first shot');
    expect(eventWords(cards, 'hu')).toContain('az első lövéshez');
    expect(eventWords(hinder, 'en')).toContain('against the second shot');
    expect(eventWords(hinder, 'hu')).toContain('a második lövés ellen');
  });
});
