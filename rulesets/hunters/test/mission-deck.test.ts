import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, SeededDice, loadContent, unwrap, type Match } from '@skirmish/core';
import { sampleContent as C } from '../src/content/sample.ts';
import type { HuntersContent } from '../src/content/schema.ts';
import { campaignInvariants, type CampaignState } from '../src/campaign.ts';
import { campaignChoices, finishMission } from '../src/campaign-mode.ts';
import { autoDeck, deckProblem, missionDeck, ownedCounts } from '../src/deck.ts';
import { heuristicChoice, huntersBotKnowledge, teamChoice } from '../src/bot.ts';
import { huntersRuleset, type MissionState } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { referenceProblems, shapeProblems } from '../src/state-shape.ts';
import { TWO_PLAYER_CAMPAIGN } from './fixture.ts';

const SOLDIER = C.classes.find((k) => k.id === 'soldier');
if (!SOLDIER) throw new Error('the sample has no Soldier');
const STARTING = SOLDIER.startingDeck;
/** Three action cards and the skill of the Soldier's level-2 offer. */
const PICKS = ['soldier-l2-volley', 'soldier-l2-charge', 'soldier-l2-sprint', 'soldier-l2-skill'];
const NEW_CARDS = ['soldier-l2-volley', 'soldier-l2-charge', 'soldier-l2-sprint'];

const sorted = (cards: readonly string[]) => [...cards].sort();
const count = (cards: readonly string[], id: string) => cards.filter((x) => x === id).length;

function engine() {
  return unwrap(Engine.create(huntersRuleset));
}

type HuMatch = Match<MissionState>;

function withCampaign(m: HuMatch, change: (camp: CampaignState) => void): HuMatch {
  const camp = structuredClone(m.state.campaign);
  if (!camp) throw new Error('no campaign');
  change(camp);
  return { ...m, state: { ...m.state, campaign: camp } };
}

const campOf = (m: HuMatch): CampaignState => {
  if (!m.state.campaign) throw new Error('no campaign');
  return m.state.campaign;
};

const soldierOf = (camp: CampaignState | null | undefined) => {
  const ch = camp?.chars.find((c) => c.id === 'soldier');
  if (!ch) throw new Error('no Soldier in the campaign');
  return ch;
};

/** A new campaign whose Soldier has reached level 2 keeping `picks` (20 XP given to spend). */
function levelled(picks: readonly string[] = PICKS): { eng: ReturnType<typeof engine>; m: HuMatch } {
  const eng = engine();
  let m = withCampaign(unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN)), (camp) => {
    soldierOf(camp).xp = 20;
  });
  m = unwrap(eng.submit(m, 'p1', { kind: 'level-up', character: 'soldier', picks: [...picks] })).match;
  return { eng, m };
}

/** On to L1, whose card launches Q02: the mission waits to start. */
function launch(eng: ReturnType<typeof engine>, m0: HuMatch): HuMatch {
  let m = unwrap(eng.submit(m0, 'p2', { kind: 'travel', to: 'L1' }, new LoadedDice(['blank']))).match;
  m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
  if (m.state.campaign?.launched !== 'Q02') throw new Error('no mission launched');
  return m;
}

/** Every card the Soldier holds in the mission: deck, hand and used pile. */
function missionCards(s: MissionState): string[] {
  const ch = s.chars.find((c) => c.id === 'soldier');
  if (!ch) throw new Error('no Soldier in the mission');
  return [...ch.deck, ...ch.hand, ...ch.used];
}

/** The Soldier's level-2 deck set by the players: the 3 new cards, and 3 Shots left out for them. */
function chosenDeck(): string[] {
  const deck = [...NEW_CARDS, ...STARTING];
  for (let i = 0; i < 3; i++) deck.splice(deck.indexOf('soldier-shot'), 1);
  return deck;
}

describe('mission decks in the campaign', () => {
  it('HU-MSETUP-01 HU-SHEET-11 a character who owns only the starting deck takes it as it is, and has no deck to choose', () => {
    const eng = engine();
    const m = launch(eng, unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN)));
    expect(autoDeck(C, soldierOf(m.state.campaign))).toEqual(STARTING);
    expect(eng.legal(m, 'p1')).toEqual([{ kind: 'start-mission' }]);
    const started = unwrap(eng.submit(m, 'p1', { kind: 'start-mission' })).match;
    expect(sorted(missionCards(started.state))).toEqual(sorted(STARTING));
  });

  it('HU-XP-06 HU-MSETUP-01 the action cards picked on levelling reach the next mission; the skill card never does', () => {
    const { eng, m } = levelled();
    const soldier = soldierOf(m.state.campaign);
    expect(soldier.skills).toEqual(['soldier-l2-skill']);
    const started = unwrap(eng.submit(launch(eng, m), 'p1', { kind: 'start-mission' })).match;
    const cards = missionCards(started.state);
    expect(cards).toHaveLength(25);
    for (const id of NEW_CARDS) expect(count(cards, id), id).toBe(1);
    expect(cards).not.toContain('soldier-l2-skill');
    // The program's deck: the newest, highest-level cards first, then the starting deck in its
    // order, whose last three cards (both Patch Ups and a Snap Fire) make room.
    expect(sorted(cards)).toEqual(sorted([...NEW_CARDS, ...STARTING.slice(0, 22)]));
    expect(count(cards, 'soldier-patch-up')).toBe(0);
    expect(count(cards, 'soldier-snap-fire')).toBe(2);
  });

  it('HU-MSETUP-01 a levelled character is offered a deck, listed as the program’s, beside the start of a launched mission', () => {
    const { eng, m } = levelled();
    const deck = { kind: 'deck', character: 'soldier', cards: autoDeck(C, soldierOf(m.state.campaign)) };
    expect(eng.legal(m, 'p1')).toContainEqual(deck);
    // The Medic owns only his starting deck: nothing to choose.
    expect(eng.legal(m, 'p1').filter((c) => c.kind === 'deck')).toHaveLength(1);
    const launched = launch(eng, m);
    expect(eng.legal(launched, 'p1')).toEqual([{ kind: 'start-mission' }, deck]);
    expect(campaignChoices(C, campOf(launched), ['p1', 'p2'])).toEqual([{ kind: 'start-mission' }, deck]);
  });

  it('HU-MSETUP-01 the deck the players set is the one the mission deals, and the campaign keeps it for the missions after', () => {
    const { eng, m } = levelled();
    const deck = chosenDeck();
    const set = unwrap(eng.submit(launch(eng, m), 'p1', { kind: 'deck', character: 'soldier', cards: deck }));
    expect(soldierOf(set.match.state.campaign).deck).toEqual(deck);
    expect(set.events.map((e) => e.type)).toContain('hunters/deck');
    const started = unwrap(eng.submit(set.match, 'p1', { kind: 'start-mission' })).match;
    const cards = missionCards(started.state);
    expect(sorted(cards)).toEqual(sorted(deck));
    expect(count(cards, 'soldier-shot')).toBe(2);
    expect(count(cards, 'soldier-patch-up')).toBe(2);
    // Back from the mission, the deck is still his: the next mission deals it again.
    const back = finishMission(C, { ...started.state, result: { victory: true, reason: 'test' } }).state;
    expect(soldierOf(back.campaign).deck).toEqual(deck);
    expect(missionDeck(C, soldierOf(back.campaign))).toEqual(deck);
    // And a saved game keeps it: the state's shape check takes the field, and a deck not a list
    // of ids is named.
    const saved = JSON.parse(JSON.stringify(back)) as MissionState;
    expect(shapeProblems(saved)).toEqual([]);
    (soldierOf(saved.campaign) as unknown as { deck: unknown }).deck = 'soldier-shot';
    expect(shapeProblems(saved)).toEqual(['campaign.chars.0.deck: expected an array, not "soldier-shot"']);
  });

  it('HU-MSETUP-01 HU-XP-06 the program’s deck taken back is not kept: the cards of the next level-up come in', () => {
    const { eng, m } = levelled();
    let s = unwrap(eng.submit(m, 'p1', { kind: 'deck', character: 'soldier', cards: chosenDeck() })).match;
    const listed = eng.legal(s, 'p1').find((c) => c.kind === 'deck');
    expect(listed).toEqual({ kind: 'deck', character: 'soldier', cards: autoDeck(C, soldierOf(s.state.campaign)) });
    if (!listed) return;
    s = unwrap(eng.submit(s, 'p1', listed)).match;
    expect(soldierOf(s.state.campaign).deck).toBeUndefined();
    expect(eng.view(s, 'p1').campaign?.decks.find((d) => d.character === 'soldier')?.set).toBe(false);
    // Level 3: its cards come into the program's deck at once.
    s = withCampaign(s, (camp) => {
      soldierOf(camp).xp = 30;
    });
    const picks = ['soldier-l3-volley', 'soldier-l3-charge', 'soldier-l3-sprint', 'soldier-l3-counter'];
    s = unwrap(eng.submit(s, 'p1', { kind: 'level-up', character: 'soldier', picks })).match;
    const deck = missionDeck(C, soldierOf(s.state.campaign));
    expect(deck.slice(0, 4)).toEqual(picks);
    for (const id of NEW_CARDS) expect(deck).toContain(id);
  });

  it('HU-MSETUP-02 the starting hand is kept from the deck the players set, a levelled card included', () => {
    const { eng, m } = levelled();
    let s = unwrap(eng.submit(launch(eng, m), 'p1', { kind: 'deck', character: 'soldier', cards: chosenDeck() })).match;
    s = unwrap(eng.submit(s, 'p1', { kind: 'start-mission' })).match;
    const keep = { kind: 'keep', character: 'soldier', card: 'soldier-l2-volley' } as const;
    expect(eng.legal(s, 'p1')).toContainEqual(keep);
    s = unwrap(eng.submit(s, 'p1', keep)).match;
    expect(s.state.chars.find((c) => c.id === 'soldier')?.hand).toEqual(['soldier-l2-volley']);
  });

  it('HU-MSETUP-01 HU-XP-07 a deck that breaks the rules is refused with its reason in both languages, and nothing changes', () => {
    const { m } = levelled();
    const rules = huntersRuleset.rules(C, {});
    const before = JSON.stringify(m.state);
    const deck = chosenDeck();
    /** The deck with `n` of card `out` taken out for `inn`. */
    const swap = (out: string, inn: string, n = 1) => {
      const d = [...deck];
      for (let i = 0; i < n; i++) d.splice(d.indexOf(out), 1, inn);
      return d;
    };
    const refusals: Array<[string[], string, string]> = [
      [deck.slice(1), 'deck/size', 'HU-MSETUP-01'],
      [swap('soldier-dash', 'soldier-l2-skill'), 'deck/skill', 'HU-MSETUP-01'],
      [swap('soldier-dash', 'soldier-l2-counter'), 'deck/not-owned', 'HU-MSETUP-01'],
      [swap('soldier-dash', 'medic-shot'), 'deck/not-owned', 'HU-MSETUP-01'],
      // Six Shots: he owns five.
      [swap('soldier-dash', 'soldier-shot', 4), 'deck/copies', 'HU-MSETUP-01'],
      [swap('soldier-dash', 'soldier-l2-volley'), 'deck/copies', 'HU-MSETUP-01'],
    ];
    for (const [cards, code, rule] of refusals) {
      const r = rules.apply(m.state, 'p1', { kind: 'deck', character: 'soldier', cards }, new LoadedDice([]));
      expect(r.ok ? null : [r.error.code, r.error.rule], code).toEqual([code, rule]);
      if (r.ok) continue;
      expect(huntersPresenter.violation?.(r.error, 'en')).toContain(r.error.message);
      const hu = huntersPresenter.violation?.(r.error, 'hu') ?? '';
      expect(hu, code).not.toContain('Ez most nem lehetséges');
      expect(hu).toContain(`[${rule}]`);
    }
    expect(JSON.stringify(m.state)).toBe(before);
    // A character not in the party, or killed, has no deck to set.
    const ghost = rules.apply(m.state, 'p1', { kind: 'deck', character: 'sniper', cards: deck }, new LoadedDice([]));
    expect(ghost.ok ? null : ghost.error.code).toBe('deck/unknown');
    if (!ghost.ok)
      expect(huntersPresenter.violation?.(ghost.error, 'hu')).toBe('Nincs ilyen élő szereplő a csapatban.');
    const killed = withCampaign(m, (camp) => {
      soldierOf(camp).dead = true;
    });
    const dead = rules.apply(
      killed.state,
      'p1',
      { kind: 'deck', character: 'soldier', cards: deck },
      new LoadedDice([]),
    );
    expect(dead.ok ? null : dead.error.code).toBe('deck/unknown');
  });

  it('HU-XP-07 a card above the character’s level never goes in his deck', () => {
    const { m } = levelled();
    const soldier = structuredClone(soldierOf(m.state.campaign));
    // A level-3 card in a level-2 collection (a pack of one's own could offer one).
    soldier.collection.push('soldier-l3-volley');
    const deck = chosenDeck();
    deck.splice(deck.indexOf('soldier-dash'), 1, 'soldier-l3-volley');
    const problem = deckProblem(C, soldier, deck);
    expect(problem).toMatchObject({ code: 'deck/level', rule: 'HU-XP-07' });
    expect(problem && huntersPresenter.violation?.(problem, 'hu')).toBe(
      'Ehhez a laphoz magasabb szint kell, mint amelyen a szereplő áll. [HU-XP-07]',
    );
    expect(autoDeck(C, soldier)).not.toContain('soldier-l3-volley');
    // A deck kept from before that no longer fits is not dealt: the program's deck is.
    soldier.deck = deck;
    expect(missionDeck(C, soldier)).toEqual(autoDeck(C, soldier));
    soldier.level = 3;
    expect(deckProblem(C, soldier, deck)).toBeNull();
    expect(missionDeck(C, soldier)).toEqual(deck);
    expect(autoDeck(C, soldier)[0]).toBe('soldier-l3-volley');
  });

  it('HU-MSETUP-01 HU-EVENT-05 a deck is set between missions only: not while a card is read, not in a mission, not outside a campaign', () => {
    const { eng, m } = levelled();
    const rules = huntersRuleset.rules(C, {});
    const deck = { kind: 'deck', character: 'soldier', cards: chosenDeck() } as const;
    const reading = withCampaign(m, (camp) => {
      camp.toRead = ['001'];
    });
    const r1 = rules.apply(reading.state, 'p1', deck, new LoadedDice([]));
    expect(r1.ok ? null : [r1.error.code, r1.error.rule]).toEqual(['deck/reading', 'HU-EVENT-05']);
    const inMission = unwrap(eng.submit(launch(eng, m), 'p1', { kind: 'start-mission' })).match;
    const r2 = rules.apply(inMission.state, 'p1', deck, new LoadedDice([]));
    expect(r2.ok ? null : [r2.error.code, r2.error.rule]).toEqual(['deck/in-mission', 'HU-MSETUP-01']);
    const lone = unwrap(eng.start(3, huntersRuleset.defaultSetup));
    const r3 = rules.apply(lone.state, 'p1', deck, new LoadedDice([]));
    expect(r3.ok ? null : r3.error.code).toBe('deck/no-campaign');
    for (const r of [r1, r2, r3])
      if (!r.ok) expect(huntersPresenter.violation?.(r.error, 'hu')).not.toContain('Ez most nem lehetséges');
  });

  it('HU-MSETUP-01 the view shows each deck, who set it and what it may be built from; the board text and the log word it in both languages', () => {
    const { eng, m } = levelled();
    const view = eng.view(m, 'p1');
    const deckView = view.campaign?.decks.find((d) => d.character === 'soldier');
    expect(deckView).toMatchObject({ cards: autoDeck(C, soldierOf(m.state.campaign)), set: false, choice: true });
    expect(deckView?.owned).toContainEqual({ card: 'soldier-shot', count: 5, level: 1 });
    expect(deckView?.owned).toContainEqual({ card: 'soldier-l2-volley', count: 1, level: 2 });
    expect(deckView?.owned.map((o) => o.card)).not.toContain('soldier-l2-skill');
    expect(view.campaign?.decks.find((d) => d.character === 'medic')).toMatchObject({ set: false, choice: false });
    expect(huntersPresenter.board(view, 'en')).toContain(
      "Soldier's mission deck (25 cards, the program's choice): Volley 2",
    );
    const set = unwrap(eng.submit(m, 'p1', { kind: 'deck', character: 'soldier', cards: chosenDeck() }));
    const after = eng.view(set.match, 'p1');
    expect(after.campaign?.decks.find((d) => d.character === 'soldier')).toMatchObject({
      cards: chosenDeck(),
      set: true,
    });
    expect(huntersPresenter.board(after, 'en')).toContain(
      "Soldier's mission deck (25 cards, set by the players): Volley 2, Charge 2, Sprint 2, Shot ×2",
    );
    expect(huntersPresenter.board(after, 'hu')).toContain('küldetéspaklija (25 lap, a játékosok állították össze)');
    const event = set.events.find((e) => e.type === 'hunters/deck');
    if (!event) throw new Error('no deck event');
    expect(huntersPresenter.event(event, 'en')).toBe(
      'Soldier takes a mission deck of 25: Volley 2, Charge 2, Sprint 2, Shot ×2, Forward Leap ×4, Aimed Strike ×3, Dash ×5, Take Cover ×3, Snap Fire ×3, Patch Up ×2. [HU-MSETUP-01]',
    );
    expect(huntersPresenter.event(event, 'hu')).toMatch(
      /^Katona küldetéspaklija \(25 lap\): .*×2.*\. \[HU-MSETUP-01\]$/,
    );
  });

  it('HU-MSETUP-01 a deck kept in the campaign state is checked as any deck: the invariants and the reference check name a bad one', () => {
    const { m } = levelled();
    const bad = structuredClone(m.state);
    const soldier = soldierOf(bad.campaign);
    soldier.deck = chosenDeck().slice(1);
    expect(campaignInvariants(C, soldierOf(bad.campaign) && (bad.campaign as CampaignState))).toEqual([
      'chars.0.deck: A mission deck holds exactly 25 cards, not 24 (soldier)',
    ]);
    soldier.deck = [...chosenDeck().slice(1), 'no-such-card'];
    expect(referenceProblems(C, bad)).toEqual(['campaign.chars.0.deck.24: unknown card "no-such-card"']);
  });

  it('HU-MSETUP-01 the bots set no deck: a levelled character’s mission deals the program’s deck, the new cards in', () => {
    const { eng, m } = levelled();
    const launched = launch(eng, m);
    const legal = eng.legal(launched, 'p1');
    expect(legal.map((c) => c.kind)).toEqual(['start-mission', 'deck']);
    const view = eng.view(launched, 'p1');
    // Whatever the draw, the plain heuristic starts the mission.
    for (let i = 0; i < legal.length; i++) expect(heuristicChoice(view, legal, () => i).kind).toBe('start-mission');
    const know = huntersBotKnowledge(C);
    expect(know.macroChoices?.(launched.state, 'p1')).toEqual([{ kind: 'start-mission' }]);
    const sight = { ...view, know: undefined };
    for (let i = 0; i < legal.length; i++)
      expect(teamChoice(sight, legal, () => i, 'eliminate').kind).toBe('start-mission');
    const started = unwrap(eng.submit(launched, 'p1', { kind: 'start-mission' })).match;
    for (const id of NEW_CARDS) expect(missionCards(started.state)).toContain(id);
  });

  it('HU-MSETUP-01 the search deals a campaign mission’s hidden deck from the character’s own mission deck', () => {
    const { eng, m } = levelled();
    const started = unwrap(eng.submit(launch(eng, m), 'p1', { kind: 'start-mission' })).match;
    const know = huntersBotKnowledge(C);
    const view = eng.view(started, 'p2');
    const dealt = know.determinize(view, 'p2', SeededDice.fromSeed(5));
    expect(sorted(missionCards(dealt))).toEqual(sorted(missionCards(started.state)));
  });

  it('HU-MSETUP-01 owned copies: the starting cards as the starting deck holds them, each levelled card once', () => {
    const { m } = levelled();
    const owned = ownedCounts(C, soldierOf(m.state.campaign));
    expect(owned.get('soldier-shot')).toBe(5);
    expect(owned.get('soldier-patch-up')).toBe(2);
    expect(owned.get('soldier-l2-volley')).toBe(1);
    expect(owned.has('soldier-l2-skill')).toBe(false);
    expect([...owned.values()].reduce((a, b) => a + b, 0)).toBe(28);
  });
});

describe('the class’s own cards in a pack', () => {
  it('HU-XP-05 HU-SHEET-11 HU-MSETUP-01 a pack whose level offer or starting deck holds another class’s card, or a skill card, is refused', () => {
    // A card picked on levelling reaches the program's deck, and a mission takes the class's own
    // cards only: such a pack would have every mission of that character refused and counted lost.
    const issues = (change: (c: HuntersContent) => void) => {
      const pack = structuredClone(C);
      change(pack);
      const r = loadContent(huntersRuleset.content, pack);
      return r.ok ? [] : r.issues.map((i) => i.path);
    };
    const soldier = C.classes.findIndex((k) => k.id === 'soldier');
    expect(
      issues((c) => {
        c.classes[soldier]!.levelOffers['2']![0] = 'medic-l2-volley';
      }),
    ).toEqual([`classes.${soldier}.levelOffers.2.0`]);
    expect(
      issues((c) => {
        c.classes[soldier]!.startingDeck[3] = 'medic-dash';
      }),
    ).toEqual([`classes.${soldier}.startingDeck.3`]);
    // Made a level-1 card, the skill card no longer fits the level-2 offer that lists it either.
    const skill = C.classes[soldier]!.levelOffers['2']!.indexOf('soldier-l2-skill');
    expect(
      issues((c) => {
        c.cards.find((x) => x.id === 'soldier-l2-skill')!.level = 1;
        c.classes[soldier]!.startingDeck[3] = 'soldier-l2-skill';
      }),
    ).toEqual([`classes.${soldier}.startingDeck.3`, `classes.${soldier}.levelOffers.2.${skill}`]);
    expect(issues(() => {})).toEqual([]);
  });

  it('HU-XP-05 a pack whose level offer holds a card of another level is refused, naming the place', () => {
    const refused = (change: (c: HuntersContent) => void) => {
      const pack = structuredClone(C);
      change(pack);
      const r = loadContent(huntersRuleset.content, pack);
      return r.ok ? [] : r.issues;
    };
    const soldier = C.classes.findIndex((k) => k.id === 'soldier');
    // A level-3 action card in the level-2 offer, and the level-2 skill card in the level-3 offer.
    expect(
      refused((c) => {
        c.classes[soldier]!.levelOffers['2']![1] = 'soldier-l3-charge';
      }),
    ).toEqual([
      {
        path: `classes.${soldier}.levelOffers.2.1`,
        message: 'card "soldier-l3-charge" is a level-3 card, not a level-2 one',
      },
    ]);
    const skill = C.classes[soldier]!.levelOffers['3']!.indexOf('soldier-l3-skill');
    expect(
      refused((c) => {
        c.classes[soldier]!.levelOffers['3']![skill] = 'soldier-l2-skill';
      }).map((i) => i.path),
    ).toEqual([`classes.${soldier}.levelOffers.3.${skill}`]);
  });
});

describe('implants in a campaign mission', () => {
  it('HU-GEAR-09 HU-SHEET-10 installed implants go on the mission sheet and come back installed; one carried but not installed waits in the pack', () => {
    const eng = engine();
    let m = launch(eng, unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN)));
    // Two installed (the Soldier's maximum) and one more carried: three would break the sheet's limit.
    m = withCampaign(m, (camp) => {
      const soldier = soldierOf(camp);
      soldier.implants = ['neural-implant', 'neural-implant'];
      soldier.gear.push('neural-implant');
    });
    m = unwrap(eng.submit(m, 'p1', { kind: 'start-mission' })).match;
    expect(m.state.phase).toBe('hand');
    const inMission = m.state.chars.find((c) => c.id === 'soldier');
    expect(inMission?.equipment.filter((g) => g === 'neural-implant')).toHaveLength(2);
    expect(inMission?.parked).not.toContain('neural-implant');
    const back = finishMission(C, { ...m.state, result: { victory: true, reason: 'test' } }).state;
    const soldier = soldierOf(back.campaign);
    expect(soldier.implants).toEqual(['neural-implant', 'neural-implant']);
    expect(soldier.gear.filter((g) => g === 'neural-implant')).toHaveLength(1);
    expect(sorted(soldier.gear)).toEqual(sorted(['rifle', 'knife', 'kevlar-vest', 'neural-implant']));
  });
});
