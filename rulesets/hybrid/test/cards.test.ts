import type { GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { onActivationStart } from '../src/cards/play.ts';
import type { Profile } from '../src/content/schema.ts';
import type { Seat } from '../src/state.ts';
import { activate, play, rolls, scenario, tryApply, w, type Scenario } from './scenario.ts';

/** Sample card ids by name. */
function card(sc: Scenario, name: string): string {
  const all = [
    ...sc.content.actionCards,
    ...sc.content.eventCards,
    ...sc.content.armyCards,
    ...sc.content.auraCards,
    ...sc.content.mutationCards,
  ];
  const c = all.find((x) => x.name === name);
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

const types = (ev: readonly GameEvent[]) => ev.map((e) => e.type);

/** Two warriors who fight this round; the round ends after the Scorpion warrior's activation. */
function endOfRound1(): Scenario {
  const sc = scenario({
    warriors: [
      { profile: 'hybrid', at: [3, 3] },
      { profile: 'purifier', at: [6, 6] },
    ],
  });
  activate(sc, sc.ids[0] as string);
  sc.state.sides.griffin.sequence = [];
  sc.state.rollWinner = 'griffin';
  return sc;
}

const closeRound: ReadonlyArray<readonly [Seat, { kind: 'mode'; mode: 'DC' } | { kind: 'done' } | { kind: 'end' }]> = [
  ['scorpion', { kind: 'mode', mode: 'DC' }],
  ['scorpion', { kind: 'done' }],
  ['scorpion', { kind: 'end' }],
];

describe('Action cards on the Activation Roll', () => {
  it('HY-ACT-03 HY-CARD-ACTION-20 no card in round 1; from round 2 the last winner speaks first, then turns alternate until both stop', () => {
    // Round 1 ends with both players holding cards: round 2 opens with the auction.
    const sc = endOfRound1();
    deal(sc, 'griffin', ['Battle Cry']);
    deal(sc, 'scorpion', ['Quick Step']);
    play(sc, closeRound);
    expect(sc.state.round).toBe(2);
    expect(sc.state.phase).toBe('roll-cards');
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/roll-cards' }]);
    play(sc, [['griffin', { kind: 'commit-card', card: null }]]);
    // One stop is not the end: the Scorpion player may still commit, and then the Griffin player again.
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/roll-cards' }]);
    play(sc, [['scorpion', { kind: 'commit-card', card: card(sc, 'Quick Step') }]]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/roll-cards' }]);
    play(sc, [['griffin', { kind: 'commit-card', card: null }]]);
    const ev = play(sc, [['scorpion', { kind: 'commit-card', card: null }]], [5, 5, 3, 6]);
    expect(sc.state.phase).toBe('choose-first');
    expect(types(ev)).toContain('hybrid/activation-roll');
  });

  it('HY-ACT-03 in round 1 the Activation Roll is made at once, whatever the hands', () => {
    const sc = scenario({ warriors: [{ profile: 'hybrid', at: [3, 3] }] });
    sc.state.phase = 'opening-hand';
    sc.state.round = 0;
    sc.state.sides.griffin.handDecided = false;
    deal(sc, 'griffin', ['Heroism']);
    const ev = play(sc, [['griffin', { kind: 'keep-hand' }]], [4, 6]);
    expect(sc.state.round).toBe(1);
    expect(sc.state.phase).toBe('choose-first');
    expect(ev.find((e) => e.type === 'hybrid/activation-roll')).toMatchObject({ griffin: 4, scorpion: 6 });
  });

  it('HY-CARD-ACTION-21 HY-CARD-ACTION-24 HY-CARD-ACTION-23 committed points lower one’s own die; the cards lie face down until the roll, then go to the discard pile', () => {
    const sc = endOfRound1();
    const [two] = deal(sc, 'griffin', ['Battle Cry']) as [string];
    deal(sc, 'scorpion', ['Quick Step']);
    play(sc, closeRound);
    const committed = play(sc, [['griffin', { kind: 'commit-card', card: two }]]);
    // Face down: only its owner learns which card it is.
    expect(committed.find((e) => e.type === 'hybrid/roll-card-face')).toMatchObject({ visibleTo: ['griffin'] });
    const theirView = sc.rules.view(sc.state, 'scorpion');
    expect(JSON.stringify(theirView)).not.toContain(two);
    expect(theirView.cards.rollCommittedOther).toBe(1);
    play(sc, [['scorpion', { kind: 'commit-card', card: null }]]);
    // 5 - 2 = 3 beats the Scorpion's 4.
    const ev = play(sc, [['griffin', { kind: 'commit-card', card: null }]], [5, 4]);
    expect(ev.find((e) => e.type === 'hybrid/roll-cards-revealed')).toMatchObject({ griffin: [two], scorpion: [] });
    expect(ev.find((e) => e.type === 'hybrid/activation-roll')).toMatchObject({
      results: { griffin: 3, scorpion: 4 },
      rule: 'HY-CARD-ACTION-21',
    });
    expect(sc.state.rollWinner).toBe('griffin');
    expect(sc.state.actionDiscard).toContain(two);
    expect(sc.state.sides.griffin.hand).not.toContain(two);
  });

  function rollWith(griffinCard: string, rolls: number[]): { sc: Scenario; ev: GameEvent[] } {
    const sc = endOfRound1();
    const [c] = deal(sc, 'griffin', [griffinCard]) as [string];
    play(sc, closeRound);
    play(sc, [['griffin', { kind: 'commit-card', card: c }]]);
    play(sc, [['scorpion', { kind: 'commit-card', card: null }]]);
    const ev = play(sc, [['griffin', { kind: 'commit-card', card: null }]], rolls);
    return { sc, ev };
  }

  it('HY-CARD-ACTION-22 a natural 10 loses whatever points are committed', () => {
    expect(rollWith('Heroism', [10, 9]).sc.state.rollWinner).toBe('scorpion');
  });

  it('HY-CARD-ACTION-22 WE-41 a natural 1 beats an equal result reached with points', () => {
    // 3 - 2 = 1 against a natural 1.
    expect(rollWith('Battle Cry', [3, 1]).sc.state.rollWinner).toBe('scorpion');
  });

  it('HY-CARD-ACTION-21 a result below 1 counts as 1, so it cannot beat a natural 1 (AMB-08)', () => {
    // 3 - 4 = -1 counts as 1, equal to the Scorpion's natural 1, which wins.
    const { sc, ev } = rollWith('Heroism', [3, 1]);
    expect(ev.find((e) => e.type === 'hybrid/activation-roll')).toMatchObject({ results: { griffin: 1 } });
    expect(sc.state.rollWinner).toBe('scorpion');
  });

  it('HY-CARD-ACTION-22 AMB-08 a double 1 or double 10 is rolled again without points; an ordinary tie keeps them', () => {
    // Double 1, then 5 against 4 without the 3 points: the Scorpion player wins.
    const a = rollWith('Onslaught', [1, 1, 5, 4]);
    expect(a.sc.state.rollWinner).toBe('scorpion');
    expect(a.ev.filter((e) => e.type === 'hybrid/activation-roll')).toHaveLength(2);
    // Double 10 likewise: 5 - 2 would beat 4, but the points are gone.
    const ten = rollWith('Battle Cry', [10, 10, 5, 4]);
    expect(ten.sc.state.rollWinner).toBe('scorpion');
    expect(ten.ev.filter((e) => e.type === 'hybrid/activation-roll')).toHaveLength(2);
    // 6 - 2 = 4 ties with 4: again, with the points: 7 - 2 = 5 beats 6.
    const b = rollWith('Battle Cry', [6, 4, 7, 6]);
    expect(b.sc.state.rollWinner).toBe('griffin');
  });

  it('HY-CARD-EVENT-12 Superior Strategy, played just before the Activation Roll, wins it with no dice', () => {
    const sc = endOfRound1();
    const ss = card(sc, 'Superior Strategy');
    sc.state.eventDeck = sc.state.eventDeck.filter((c) => c !== ss);
    sc.state.sides.scorpion.eventHand = [ss];
    play(sc, closeRound);
    expect(sc.state.phase).toBe('roll-cards');
    play(sc, [['griffin', { kind: 'commit-card', card: null }]]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'play-event', card: ss });
    // No dice are loaded: a roll would throw.
    const ev = play(sc, [['scorpion', { kind: 'play-event', card: ss }]], []);
    expect(sc.state.rollWinner).toBe('scorpion');
    expect(sc.state.eventDiscard).toContain(ss);
    expect(types(ev)).not.toContain('hybrid/activation-roll');
  });
});

/** Hybrid (SL 5 at level 1) against a Purifier beside him, the Scorpion player to act. */
function duel(opts: { purifierDc?: boolean; profiles?: Profile[]; attacker?: string; wounds?: number } = {}): {
  sc: Scenario;
  h: string;
  t: string;
} {
  const sc = scenario({
    warriors: [
      { profile: opts.attacker ?? 'hybrid', at: [3, 3], side: 'scorpion' },
      { profile: 'purifier', at: [3, 4], facing: 'S', dc: opts.purifierDc ?? false, wounds: opts.wounds ?? 0 },
    ],
    profiles: opts.profiles ?? [],
  });
  const [h, t] = sc.ids as [string, string];
  activate(sc, h);
  return { sc, h, t };
}

function strike(sc: Scenario, t: string, level = 1): void {
  play(sc, [
    ['scorpion', { kind: 'mode', mode: 'OC' }],
    ['scorpion', { kind: 'done' }],
    ['scorpion', { kind: 'strike', target: t, level }],
  ]);
}

const BRUTE: Profile = {
  id: 'brute',
  name: 'Brute',
  side: 'scorpion',
  nv: 9,
  oc: 4,
  dc: 3,
  f: null,
  mv: 3,
  movement: 6,
  rank: 2,
  base: '1x1',
  equipment: [],
  aptitudes: [],
  source: 'sample',
};

describe('Action card Effects', () => {
  it('HY-CARD-ACTION-02 HY-CARD-ACTION-26 a card played for its Effect gives no points: Steady Hand makes a 2 a Perfect Success', () => {
    const { sc, t } = duel();
    const [keen] = deal(sc, 'scorpion', ['Steady Hand']) as [string];
    strike(sc, t);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'cards', cards: [keen], effect: true });
    const ev = play(sc, [['scorpion', { kind: 'cards', cards: [keen], effect: true }]], [2]);
    // SL stays 5 (no point added); the 2 is a Perfect Success: two wounds.
    expect(rolls(ev)[0]).toMatchObject({ sl: 5, kept: 2, result: 'perfect' });
    expect(w(sc, t).wounds).toBe(2);
    expect(sc.state.actionDiscard).toContain(keen);
  });

  it('HY-CARD-ACTION-26 HY-CARD-ACTION-09 an Effect played as a Hindrance works against the enemy: Counterplay cancels Steady Hand', () => {
    const { sc, t } = duel();
    const [keen] = deal(sc, 'scorpion', ['Steady Hand']) as [string];
    const [cancel] = deal(sc, 'griffin', ['Counterplay']) as [string];
    strike(sc, t);
    play(sc, [['scorpion', { kind: 'cards', cards: [keen], effect: true }]]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'hinder', card: cancel, effect: true });
    const ev = play(sc, [['griffin', { kind: 'hinder', card: cancel, effect: true }]], [2]);
    expect(types(ev)).toContain('hybrid/effect-cancelled');
    // Cancelled: the 2 is an ordinary success against SL 5, one wound.
    expect(rolls(ev)[0]).toMatchObject({ sl: 5, result: 'success' });
    expect(w(sc, t).wounds).toBe(1);
  });

  it('HY-CARD-ACTION-09 HY-CARD-ACTION-26 Misstep as a Hindrance turns a 9 into a Critical Failure', () => {
    const { sc, t } = duel({ attacker: 'brute', profiles: [BRUTE] });
    const [fumble] = deal(sc, 'griffin', ['Misstep']) as [string];
    strike(sc, t);
    // The active player has no card: the Hindrance decision comes at once.
    const ev = play(sc, [['griffin', { kind: 'hinder', card: fumble, effect: true }]], [9]);
    // SL 9 would pass a 9; with the Effect it is a Critical Failure.
    expect(rolls(ev)[0]).toMatchObject({ sl: 9, kept: 9, result: 'critical' });
    expect(w(sc, t).wounds).toBe(0);
  });

  it('HY-CARD-ACTION-26 Aimed Blow: a success deals one more wound', () => {
    const { sc, t } = duel();
    const [deadly] = deal(sc, 'scorpion', ['Aimed Blow']) as [string];
    strike(sc, t);
    play(sc, [['scorpion', { kind: 'cards', cards: [deadly], effect: true }]], [4]);
    expect(w(sc, t).wounds).toBe(2);
  });

  it('HY-CARD-ACTION-26 Feint: the target in Defensive Combat is not asked to parry', () => {
    const { sc, t } = duel({ purifierDc: true });
    const [feint] = deal(sc, 'scorpion', ['Feint']) as [string];
    strike(sc, t);
    const ev = play(sc, [['scorpion', { kind: 'cards', cards: [feint], effect: true }]], [4]);
    expect(types(ev)).not.toContain('hybrid/parry-level');
    expect(w(sc, t).wounds).toBe(1);
  });

  it('HY-CARD-ACTION-26 Second Wind heals the acting warrior at once', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], wounds: 1 },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
    });
    const [h, t] = sc.ids as [string, string];
    activate(sc, h);
    const [heal] = deal(sc, 'scorpion', ['Second Wind']) as [string];
    strike(sc, t);
    play(sc, [['scorpion', { kind: 'cards', cards: [heal], effect: true }]], [9]);
    expect(w(sc, h).wounds).toBe(0);
  });

  it('HY-CARD-ACTION-19 a stolen card may be played only from the next activation on', () => {
    const { sc, t } = duel();
    const [steal] = deal(sc, 'scorpion', ['Sleight of Hand']) as [string];
    const [a, b] = deal(sc, 'griffin', ['Battle Cry', 'Drill']) as [string, string];
    strike(sc, t);
    // The pick reads 2: the second card of the Griffin hand.
    play(sc, [['scorpion', { kind: 'cards', cards: [steal], effect: true }]], [2]);
    expect(sc.state.sides.scorpion.hand).toEqual([b]);
    expect(sc.state.sides.griffin.hand).toEqual([a]);
    // Same activation: the Griffin player hinders with a, and the stolen card cannot be added.
    play(sc, [['griffin', { kind: 'hinder', card: a }]]);
    const more = sc.rules.legalChoices(sc.state, 'scorpion');
    expect(more.some((c) => c.kind === 'cards' && c.cards.includes(b))).toBe(false);
    expect(tryApply(sc, 'scorpion', { kind: 'cards', cards: [b] }).ok).toBe(false);
  });

  it('HY-CARD-ACTION-19 a card taken back from the discard pile waits for the next activation too', () => {
    const { sc, t } = duel();
    const [recall] = deal(sc, 'scorpion', ['Second Thoughts']) as [string];
    const old = card(sc, 'Heroism');
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== old);
    sc.state.actionDiscard.push(old);
    strike(sc, t);
    play(sc, [['scorpion', { kind: 'cards', cards: [recall], effect: true }]], [9]);
    expect(sc.state.sides.scorpion.hand).toEqual([old]);
    expect(sc.state.cards.fresh).toEqual([old]);
    // At the next activation it is playable.
    activate(sc, sc.ids[0] as string);
    sc.state.cards.fresh = [];
    strike(sc, t);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'cards', cards: [old] });
  });

  it('HY-CARD-ACTION-25 the defender may back his own parry with one card, instead of a Hindrance', () => {
    const { sc, t } = duel({ purifierDc: true });
    const [two, one] = deal(sc, 'griffin', ['Battle Cry', 'Quick Step']) as [string, string];
    strike(sc, t);
    play(sc, [['griffin', { kind: 'hinder', card: null }]]);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    // DC 2 plus 2 points allows level 4 with that card, but not without it.
    expect(legal).toContainEqual({ kind: 'parry', level: 4, card: two });
    expect(legal).not.toContainEqual({ kind: 'parry', level: 4 });
    const ev = play(sc, [['griffin', { kind: 'parry', level: 1, card: two }]], [4, 5]);
    // Parry SL: NV 3 + 2 points = 5, so the 5 parries.
    expect(rolls(ev)[1]).toMatchObject({ sl: 5, result: 'success' });
    expect(w(sc, t).wounds).toBe(0);
    expect(sc.state.sides.griffin.hand).toEqual([one]);
  });

  it('HY-CARD-ACTION-25 after a Hindrance the defender has no card left for his parry', () => {
    const { sc, t } = duel({ purifierDc: true });
    const [two] = deal(sc, 'griffin', ['Battle Cry', 'Quick Step']) as [string, string];
    strike(sc, t);
    play(sc, [['griffin', { kind: 'hinder', card: two }]]);
    expect(sc.rules.legalChoices(sc.state, 'griffin').every((c) => c.kind === 'parry' && !c.card)).toBe(true);
  });

  it('HY-CARD-ACTION-07 no card before the Mode is set and the level announced', () => {
    const { sc, t } = duel();
    const [c] = deal(sc, 'scorpion', ['Battle Cry']) as [string];
    expect(tryApply(sc, 'scorpion', { kind: 'cards', cards: [c] }).ok).toBe(false);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(tryApply(sc, 'scorpion', { kind: 'cards', cards: [c] }).ok).toBe(false);
    play(sc, [['scorpion', { kind: 'done' }]]);
    expect(tryApply(sc, 'scorpion', { kind: 'cards', cards: [c] }).ok).toBe(false);
    play(sc, [['scorpion', { kind: 'strike', target: t, level: 1 }]]);
    expect(tryApply(sc, 'scorpion', { kind: 'cards', cards: [c] }, [9]).ok).toBe(true);
  });

  it('HY-CARD-ACTION-16 HY-MODE-MV-02 no card and no Hindrance in Moving Mode', () => {
    const { sc } = duel();
    const [c] = deal(sc, 'scorpion', ['Battle Cry']) as [string];
    deal(sc, 'griffin', ['Drill']);
    play(sc, [['scorpion', { kind: 'mode', mode: 'MV', level: 1 }]]);
    const stages: string[] = [];
    for (const choice of [{ kind: 'done' as const }, { kind: 'end' as const }]) {
      expect(sc.rules.legalChoices(sc.state, 'scorpion').some((x) => x.kind === 'cards')).toBe(false);
      expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([]);
      expect(tryApply(sc, 'scorpion', { kind: 'cards', cards: [c] }).ok).toBe(false);
      stages.push(sc.rules.pending(sc.state)[0]?.kind ?? '');
      play(sc, [['scorpion', choice]]);
    }
    expect(stages).toEqual(['hybrid/move', 'hybrid/finish']);
  });

  it('HY-CARD-ACTION-15 HY-ROLL-13 cards played on the strike do not reach the Combined Attack blow', () => {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3], wounds: 1 },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
      ],
    });
    const [s, t] = sc.ids as [string, string];
    activate(sc, s);
    const [three] = deal(sc, 'griffin', ['Onslaught']) as [string];
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'strike', target: t, level: 1, combined: true }],
    ]);
    const ev = play(sc, [['griffin', { kind: 'cards', cards: [three] }]], [10, 4]);
    // The strike gets NV 3 + 3 points; the blow is one D10 against printed NV 4.
    expect(rolls(ev).map((r) => r['sl'])).toEqual([6, 4]);
  });
});

describe('Event cards with their own timing', () => {
  function withEvent(sc: Scenario, seat: Seat, name: string): string {
    const id = card(sc, name);
    sc.state.eventDeck = sc.state.eventDeck.filter((c) => c !== id);
    sc.state.sides[seat].eventHand.push(id);
    return id;
  }

  it('HY-CARD-EVENT-10 Luck adds a die and sets aside the highest that is not a 10', () => {
    const { sc, t } = duel();
    const luck = withEvent(sc, 'scorpion', 'Luck');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'play-event', card: luck });
    play(sc, [['scorpion', { kind: 'play-event', card: luck }]]);
    const ev = play(sc, [['scorpion', { kind: 'strike', target: t, level: 1 }]], [8, 3]);
    // 8 and 3: the 8 is set aside, the 3 succeeds against SL 5.
    expect(ev.find((e) => e.type === 'hybrid/luck')).toMatchObject({ rolls: [8, 3], removed: 8 });
    expect(rolls(ev)[0]).toMatchObject({ kept: 3, result: 'success' });
    expect(w(sc, t).wounds).toBe(1);
  });

  it('HY-CARD-EVENT-10 Luck cannot set aside a 10, so a 10 beside a single die stands (AMB-32)', () => {
    const { sc, t } = duel();
    const luck = withEvent(sc, 'scorpion', 'Luck');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'play-event', card: luck }],
    ]);
    const ev = play(sc, [['scorpion', { kind: 'strike', target: t, level: 1 }]], [10, 2]);
    expect(rolls(ev)[0]).toMatchObject({ kept: 10, result: 'critical' });
    expect(w(sc, t).wounds).toBe(0);
  });

  it('HY-CARD-EVENT-09 Deceit: the warrior just activated swaps places with a friend', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [1, 1] },
        { profile: 'hybrid', at: [5, 6] },
        { profile: 'purifier', at: [7, 7] },
      ],
    });
    const [a, b] = sc.ids as [string, string];
    activate(sc, a);
    const deceit = withEvent(sc, 'scorpion', 'Deceit');
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({
      kind: 'play-event',
      card: deceit,
      target: b,
    });
    play(sc, [['scorpion', { kind: 'play-event', card: deceit, target: b }]]);
    expect([w(sc, a).x, w(sc, a).y, w(sc, b).x, w(sc, b).y]).toEqual([5, 6, 1, 1]);
    expect(sc.state.eventDiscard).toContain(deceit);
  });

  it('HY-CARD-EVENT-07 a Constant card stays in front of its player while it lasts, then goes to the discard pile', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 1] },
        { profile: 'hybrid', at: [3, 6], facing: 'S' },
      ],
    });
    const [p, h] = sc.ids as [string, string];
    activate(sc, p);
    const smoke = withEvent(sc, 'griffin', 'Thick Smoke');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'play-event', card: smoke }],
    ]);
    expect(sc.state.cards.constants).toEqual([{ card: smoke, seat: 'griffin', until: 2 }]);
    expect(sc.state.eventDiscard).not.toContain(smoke);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: h, level: 1 }],
      ],
      [9],
    );
    // Purifier NV 3, -1 for the smoke.
    expect(rolls(ev)[0]).toMatchObject({ sl: 2 });
    // Round 3 begins: the card has run out.
    sc.state.round = 2;
    sc.state.sides.scorpion.sequence = [];
    const end = play(sc, [['griffin', { kind: 'end' }]], [4, 6]);
    expect(types(end)).toContain('hybrid/constant-ends');
    expect(sc.state.cards.constants).toEqual([]);
    expect(sc.state.eventDiscard).toContain(smoke);
  });
});

describe('Army cards', () => {
  function ready(sc: Scenario, name: string): string {
    const id = card(sc, name);
    sc.state.cards.armyReady.scorpion.push(id);
    return id;
  }

  it('HY-CARD-ARMY-09 under the Clones’ Fury a failure is re-rolled but a Critical Failure stands', () => {
    const a = duel();
    const fury = ready(a.sc, 'The Clones’ Fury');
    play(a.sc, [['scorpion', { kind: 'play-army', card: fury }]]);
    const ev = play(
      a.sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: a.t, level: 1 }],
      ],
      [7, 3],
    );
    expect(rolls(ev).map((r) => r['kept'])).toEqual([7, 3]);
    expect(w(a.sc, a.t).wounds).toBe(1);
    const b = duel();
    const fury2 = ready(b.sc, 'The Clones’ Fury');
    play(b.sc, [['scorpion', { kind: 'play-army', card: fury2 }]]);
    const ev2 = play(
      b.sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: b.t, level: 1 }],
      ],
      [10],
    );
    expect(rolls(ev2).map((r) => r['kept'])).toEqual([10]);
    expect(w(b.sc, b.t).wounds).toBe(0);
  });

  it('HY-CARD-ARMY-10 Corporeal Instability: on a success the equipment bonus becomes +2 in OC and DC', () => {
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [3, 3] },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
    });
    const [k, t] = sc.ids as [string, string];
    activate(sc, k);
    const ci = ready(sc, 'Corporeal Instability');
    play(sc, [['scorpion', { kind: 'play-army', card: ci, target: k }]], [2]);
    expect(sc.state.cards.instability[k]).toBe(1);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: t, level: 1 }],
      ],
      [9],
    );
    // Skorize NV 4, no equipment: 4 + 2 = 6.
    expect(rolls(ev)[0]).toMatchObject({ sl: 6 });
  });

  it('HY-CARD-ARMY-08 HY-APT-46 a Sacrifice causes no First Blood, for the creature nor for the victim of its blast', () => {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 3] },
        { profile: 'purifier', at: [3, 4], facing: 'S', wounds: 2 },
      ],
      armyHidden: true,
    });
    sc.state.firstContact = true;
    const [p, t] = sc.ids as [string, string];
    activate(sc, p);
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'sacrifice', target: t }],
    ]);
    expect(w(sc, t).status).toBe('eliminated');
    expect(sc.state.firstBlood).toBe(false);
    expect(types(ev)).not.toContain('hybrid/army-card');
  });
});

describe('Momentary Madness', () => {
  function seize() {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 3] },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
        { profile: 'purifier', at: [6, 6] },
        { profile: 'skorize', at: [0, 7] },
      ],
    });
    const [pest, hy, pur, sk] = sc.ids as [string, string, string, string];
    const mad = sc.content.eventCards.find((c) => c.effect === 'madness')!.id;
    sc.state.eventDeck = sc.state.eventDeck.filter((c) => c !== mad);
    sc.state.sides.griffin.eventHand = [mad];
    return { sc, pest, hy, pur, sk, mad };
  }

  it('HY-CARD-EVENT-11 when the enemy activates a warrior of Rank 1 or less, the other player may take him over for the round, even to blow him up among his allies', () => {
    const { sc, pest, hy, mad } = seize();
    activate(sc, pest);
    onActivationStart(sc.ctx, sc.state, w(sc, pest));
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/madness' }]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([]);
    play(sc, [['griffin', { kind: 'play-event', card: mad }]]);
    expect(w(sc, pest).side).toBe('griffin');
    // The Griffin player now runs the Pest's activation: Basic Move, then Sacrifice on the Hybrid.
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'MV', level: 1 }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'sacrifice', target: hy });
    play(sc, [['griffin', { kind: 'sacrifice', target: hy }]]);
    expect(w(sc, hy).wounds).toBe(1);
    expect(w(sc, pest).status).toBe('removed');
  });

  it('HY-CARD-EVENT-11 not for a warrior above Rank 1; the seized warrior goes back to his side next round', () => {
    const { sc, pest, sk, mad } = seize();
    activate(sc, sk);
    onActivationStart(sc.ctx, sc.state, w(sc, sk));
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/mode' }]);
    activate(sc, pest);
    onActivationStart(sc.ctx, sc.state, w(sc, pest));
    sc.state.sides.griffin.sequence = [];
    sc.state.sides.scorpion.sequence = [pest];
    play(sc, [
      ['griffin', { kind: 'play-event', card: mad }],
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(w(sc, pest).side).toBe('griffin');
    play(sc, [['griffin', { kind: 'end' }]], [4, 6]);
    expect(sc.state.round).toBe(2);
    expect(w(sc, pest).side).toBe('scorpion');
  });
});
