import { Rational, type GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridPresenter } from '../src/presenter.ts';
import { rollKey, rollSpecDist, succeeded, type RollSpec } from '../src/roll.ts';
import type { HybridChoice } from '../src/choices.ts';
import type { Seat } from '../src/state.ts';
import { activate, play, rolls, rollShare, scenario, w, type Answer, type Scenario } from './scenario.ts';

// The odds shown beside a strike, a shot or a parry come from the numbers the rules roll with
// (`choiceRolls`, carried by the view). Each test rolls every face of the dice through
// `rules.apply` and checks that the share of successes is the chance the view's numbers give.

/** The numbers the view of `seat` gives for `choice`. */
function specOf(sc: Scenario, seat: Seat, choice: HybridChoice): RollSpec {
  const spec = sc.rules.view(sc.state, seat).rolls?.[rollKey(choice) as string];
  if (!spec) throw new Error(`no roll for ${JSON.stringify(choice)}`);
  return spec;
}

const chance = (spec: RollSpec): Rational => rollSpecDist(spec).prob(succeeded);

/** Action cards dealt by name from the deck into a hand. */
function deal(sc: Scenario, seat: Seat, names: string[]): void {
  for (const name of names) {
    const id = sc.content.actionCards.find((c) => c.name === name)?.id;
    if (!id) throw new Error(`no Action card ${name}`);
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== id);
    sc.state.sides[seat].hand.push(id);
  }
}

/** The card choice of `seat` that plays the card named `name` (for points unless `effect`). */
function cardChoice(sc: Scenario, seat: Seat, name: string | null, effect = false): HybridChoice {
  const id = name === null ? null : sc.content.actionCards.find((c) => c.name === name)?.id;
  const c = sc.rules
    .legalChoices(sc.state, seat)
    .find(
      (x) =>
        ((x.kind === 'cards' && (id === null ? x.cards.length === 0 : x.cards[0] === id)) ||
          (x.kind === 'hinder' && x.card === id)) &&
        (x.effect === true) === effect,
    );
  if (!c) throw new Error(`no card choice ${name}`);
  return c;
}

/**
 * No more cards on the action's roll: each later card stage answered with none, and a level to
 * announce again (HY-MODE-08) answered with the highest, as the chance shown assumes.
 */
const noMoreCards: Answer = (state, rules) => {
  const stage = state.current?.action?.stage;
  const asked = rules.pending(state)[0]?.seats[0] as Seat | undefined;
  if (!asked) return null;
  if (stage === 'hinder') return [asked, { kind: 'hinder', card: null }];
  if (stage === 'cards' || stage === 'cards-more') return [asked, { kind: 'cards', cards: [] }];
  if (stage === 'level') return [asked, rules.legalChoices(state, asked).at(-1) as HybridChoice];
  return null;
};

/** `choice` made by `seat`, then no more cards on the action's roll (`noMoreCards`), every die a 1: the events. */
function settle(sc: Scenario, seat: Seat, choice: HybridChoice): GameEvent[] {
  const ev: GameEvent[] = [];
  for (let next: [Seat, HybridChoice] | null = [seat, choice]; next; next = noMoreCards(sc.state, sc.rules))
    ev.push(...play(sc, [next], [1, 1, 1, 1]));
  return ev;
}

/** The share of successes of the action's strike when `seat` makes the card choice and no more cards follow. */
const shareAfterCards = (sc: Scenario, seat: Seat, choice: HybridChoice, draws: number): Rational =>
  rollShare(sc, seat, choice, 'Strike (level', draws, { answer: noMoreCards });

/**
 * Hybrid (NV 3, Fused Weapons +2 OC) facing a Purifier (NV 3, DC 2) in contact, ready to strike;
 * or another `attacker`, the target then of `targetSide`.
 */
function duel(o: { dc?: boolean; target?: string; attacker?: string; targetSide?: Seat } = {}) {
  const sc = scenario({
    warriors: [
      { profile: o.attacker ?? 'hybrid', at: [3, 3], facing: 'N' },
      {
        profile: o.target ?? 'purifier',
        at: [3, 4],
        facing: 'S',
        dc: o.dc ?? false,
        ...(o.targetSide ? { side: o.targetSide } : {}),
      },
    ],
  });
  const [a, t] = sc.ids as [string, string];
  activate(sc, a);
  const side = w(sc, a).side;
  const other = w(sc, t).side;
  play(sc, [
    [side, { kind: 'mode', mode: 'OC' }],
    [side, { kind: 'done' }],
  ]);
  return { sc, a, t, side, other };
}

describe('the odds beside a roll come from the numbers the rules roll with', () => {
  it('HY-MODE-OC-02 HY-ROLL-06 each strike level offered: the chance shown is the share of die faces that hit (SL 5: 1/2; Expert +2: 7/10)', () => {
    const { sc, t, side } = duel();
    const strikes = sc.rules.legalChoices(sc.state, side).filter((c) => c.kind === 'strike');
    expect(strikes.length).toBeGreaterThan(1);
    for (const c of strikes) {
      const spec = specOf(sc, side, c);
      expect(chance(spec)).toEqual(rollShare(sc, side, c, 'Strike (level', 1));
    }
    expect(chance(specOf(sc, side, { kind: 'strike', target: t, level: 1 }))).toEqual(Rational.of(1, 2));
    expect(chance(specOf(sc, side, { kind: 'strike', target: t, level: 4 }))).toEqual(Rational.of(7, 10));
  });

  it('HY-MODE-08 a level above the Mode value, offered on the strength of Action cards in hand, shows the roll made without them: at the highest level left, as the rules then make it', () => {
    // The Exorcist, OC 3, facing a Purifier in contact, with Drill (2 points) in hand.
    const { sc, t, side } = duel({ attacker: 'exorcist', targetSide: 'scorpion' });
    deal(sc, side, ['Drill']);
    const offered = sc.rules.legalChoices(sc.state, side).flatMap((c) => (c.kind === 'strike' ? [c.level] : []));
    expect(offered).toEqual([1, 2, 3, 4, 5]);
    const at3 = specOf(sc, side, { kind: 'strike', target: t, level: 3 });
    expect(at3.level).toBeUndefined();
    for (const level of [4, 5]) {
      const c: HybridChoice = { kind: 'strike', target: t, level };
      const spec = specOf(sc, side, c);
      // Without the card the strike is made at level 3: one D10, not the Master Strike's two.
      expect(spec).toEqual({ ...at3, level: 3 });
      expect(chance(spec)).toEqual(rollShare(sc, side, c, 'Strike (level', 1, { answer: noMoreCards }));
      expect(hybridPresenter.choice(c, sc.rules.view(sc.state, side), 'en')).toMatch(
        new RegExp(`at level ${level} · without cards at most level 3: ${chance(spec).toString()} `),
      );
    }
  });

  it('HY-MODE-08 a shot above the F value shows the roll made without cards at the highest level left, Skilled Firing (3) passed over', () => {
    // The Seneschal, F 3, facing an Aberration four squares ahead, with Drill (2 points) in hand.
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 0], facing: 'N' },
        { profile: 'aberration', side: 'scorpion', at: [3, 4], facing: 'S' },
      ],
    });
    const [a, t] = sc.ids as [string, string];
    activate(sc, a);
    const side = w(sc, a).side;
    play(sc, [
      [side, { kind: 'mode', mode: 'F' }],
      [side, { kind: 'done' }],
    ]);
    deal(sc, side, ['Drill']);
    const offered = sc.rules.legalChoices(sc.state, side).flatMap((c) => (c.kind === 'fire' ? [c.level] : []));
    expect(offered).toEqual([1, 2, 4, 5]);
    const at2 = specOf(sc, side, { kind: 'fire', target: t, level: 2 });
    for (const level of [4, 5]) {
      const c: HybridChoice = { kind: 'fire', target: t, level };
      const spec = specOf(sc, side, c);
      // Without the card the F value is 3, and a shot is never made at Skilled Firing's level 3.
      expect(spec).toEqual({ ...at2, level: 2 });
      expect(chance(spec)).toEqual(rollShare(sc, side, c, 'Firing (level', 1, { answer: noMoreCards }));
    }
  });

  it('HY-MODE-08 HY-CARD-ACTION-14 a shot no level reaches without cards is shown as lost, not with a chance, and the rules lose it when no card is played', () => {
    // The Seneschal, F 3, with Drill (2 points) in hand; his friend the Purifier stands between
    // him and the enemy Hybrid: only Expert Firing (4) sees past him, and only with the card.
    const setup = () => {
      const sc = scenario({
        warriors: [
          { profile: 'seneschal', at: [3, 1], facing: 'N' },
          { profile: 'purifier', at: [3, 3], facing: 'N' },
          { profile: 'hybrid', side: 'scorpion', at: [3, 5], facing: 'S' },
        ],
      });
      const [a, , t] = sc.ids as [string, string, string];
      activate(sc, a);
      const side = w(sc, a).side;
      play(sc, [
        [side, { kind: 'mode', mode: 'F' }],
        [side, { kind: 'done' }],
      ]);
      deal(sc, side, ['Drill']);
      return { sc, a, t, side };
    };
    const { sc, t, side } = setup();
    const shot: HybridChoice = { kind: 'fire', target: t, level: 4 };
    expect(sc.rules.legalChoices(sc.state, side).filter((c) => c.kind === 'fire')).toEqual([shot]);
    const view = sc.rules.view(sc.state, side);
    expect(view.rolls?.[rollKey(shot) as string]).toBeUndefined();
    expect(view.lostWithoutCards).toEqual([rollKey(shot)]);
    expect(hybridPresenter.choice(shot, view, 'en')).toMatch(
      / at level 4 · no level you have without cards can make this shot: it is lost unless you play cards for it$/,
    );
    expect(hybridPresenter.choice(shot, view, 'hu')).toMatch(
      / · lapok nélkül egyik szinteden sem adhatod le ezt a lövést: elvész, hacsak nem játszol ki rá lapot$/,
    );
    // The other seat is told nothing of it.
    expect(sc.rules.view(sc.state, 'scorpion').lostWithoutCards).toBeUndefined();

    // Announced, the choice of no card says the same; the card itself shows the roll it makes.
    play(sc, [[side, shot]]);
    const none = cardChoice(sc, side, null);
    const drill = cardChoice(sc, side, 'Drill');
    const asked = sc.rules.view(sc.state, side);
    expect(asked.lostWithoutCards).toEqual([rollKey(none)]);
    expect(asked.rolls?.[rollKey(drill) as string]).toBeDefined();
    expect(hybridPresenter.choice(none, asked, 'en')).toMatch(
      / · the shot is lost if no more cards follow: no level would be left to make it$/,
    );
    expect(hybridPresenter.choice(none, asked, 'hu')).toMatch(
      / · ha több lap nem jön, a lövés elvész: nem marad szint, amelyen leadhatnád$/,
    );

    // Through the rules: no card played, none against, and the shot is lost with no roll.
    const ev = settle(sc, side, none);
    expect(ev.find((e) => e.type === 'hybrid/shot-lost')).toMatchObject({ target: t, from: 4 });
    expect(rolls(ev)).toEqual([]);
    expect(w(sc, t).wounds).toBe(0);
    // With the card the same shot is made: a roll at Expert Firing.
    const carded = setup();
    play(carded.sc, [[carded.side, shot]]);
    const made = settle(carded.sc, carded.side, cardChoice(carded.sc, carded.side, 'Drill'));
    expect(made.some((e) => e.type === 'hybrid/shot-lost')).toBe(false);
    expect(rolls(made)[0]).toMatchObject({ purpose: expect.stringMatching(/^Firing \(level 4/) });
  });

  it('HY-MODE-OC-08 HY-ROLL-09 a Master Strike’s 2D10 keep one: every pair of faces through the rules (SL 5: 3/4)', () => {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
    });
    const [a, t] = sc.ids as [string, string];
    activate(sc, a);
    const side = w(sc, a).side;
    play(sc, [
      [side, { kind: 'mode', mode: 'OC' }],
      [side, { kind: 'done' }],
    ]);
    const c: HybridChoice = { kind: 'strike', target: t, level: 5 };
    const spec = specOf(sc, side, c);
    expect(spec.dice).toBe(2);
    expect(chance(spec)).toEqual(rollShare(sc, side, c, 'Strike (level', 2));
    // By hand: a success unless both dice show more than the SL, or the lower die is a 10.
    const fail = Rational.of((10 - spec.sl) ** 2, 100);
    expect(chance(spec)).toEqual(Rational.ONE.sub(fail));
  });

  it('HY-MODE-F-06 HY-MODE-F-29 a shot offered: the chance shown is the share of die faces that hit (Purifier at a 2x2 target, SL 4: 2/5)', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'aberration', side: 'scorpion', at: [3, 4], facing: 'S' },
      ],
    });
    const [a, t] = sc.ids as [string, string];
    activate(sc, a);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    const c: HybridChoice = { kind: 'fire', target: t, level: 1 };
    expect(chance(specOf(sc, 'griffin', c))).toEqual(Rational.of(2, 5));
    expect(chance(specOf(sc, 'griffin', c))).toEqual(rollShare(sc, 'griffin', c, 'Firing (level', 1));
  });

  it('HY-MODE-DC-06 HY-MODE-DC-07 each parry offered: the chance shown is the share of parry faces that hold a hit (Purifier SL 3: 3/10)', () => {
    const { sc, t, side, other } = duel({ dc: true });
    play(sc, [[side, { kind: 'strike', target: t, level: 1 }]]);
    const parries = sc.rules.legalChoices(sc.state, other).filter((c) => c.kind === 'parry');
    expect(parries.length).toBe(2);
    for (const c of parries) {
      const spec = specOf(sc, other, c);
      // The strike hits on a 2; then the parry's face.
      expect(chance(spec)).toEqual(rollShare(sc, other, c, 'Parry', 1, { before: [2] }));
      expect(chance(spec)).toEqual(Rational.of(3, 10));
    }
    // The attacker has no parry to choose, so his view carries no roll.
    expect(sc.rules.view(sc.state, side).rolls).toBeUndefined();
  });

  it('HY-MODE-DC-11 a Master Parry against a blow rolls 2D10 keep one: every pair of faces through the rules', () => {
    const { sc, t, side, other } = duel({ dc: true, target: 'warden' });
    play(sc, [[side, { kind: 'strike', target: t, level: 1 }]]);
    const c: HybridChoice = { kind: 'parry', level: 5 };
    const spec = specOf(sc, other, c);
    expect(spec.dice).toBe(2);
    expect(chance(spec)).toEqual(rollShare(sc, other, c, 'Parry', 2, { before: [2] }));
  });

  it('HY-CARD-EVENT-10 with Luck announced the chance counts the extra die and the die set aside (SL 5: 13/20, not 1/2)', () => {
    const { sc, t, side } = duel();
    sc.state.cards.luck = side;
    const c: HybridChoice = { kind: 'strike', target: t, level: 1 };
    const spec = specOf(sc, side, c);
    expect(spec.luck).toBe(true);
    // Two dice; the higher that is not a 10 is set aside: a success needs no 10 and a low die
    // at or under 5: 81/100 * (1 - (4/9)^2) = 65/100.
    expect(chance(spec)).toEqual(Rational.of(13, 20));
    expect(chance(spec)).toEqual(rollShare(sc, side, c, 'Strike (level', 2));
  });

  it('HY-CARD-ARMY-09 under the Clones’ Fury a failed strike is rolled again, and the chance counts it (SL 5: 7/10)', () => {
    const { sc, t, side } = duel();
    sc.state.cards.fury[side] = sc.state.round;
    const c: HybridChoice = { kind: 'strike', target: t, level: 1 };
    const spec = specOf(sc, side, c);
    expect(spec.again).toBe(true);
    // 1/2 at once, and a plain failure (6-9, 4/10) is rolled again: 1/2 + 4/10 * 1/2.
    expect(chance(spec)).toEqual(Rational.of(7, 10));
    expect(chance(spec)).toEqual(rollShare(sc, side, c, 'Strike (level', 2));
  });

  it('the keen and fumble Effects in a roll’s numbers: Perfect on 1-2, a 9 a Critical Failure', () => {
    const plain: RollSpec = { sl: 0, dice: 1, duellist: 0, fumble: false, luck: false, again: false };
    expect(chance(plain)).toEqual(Rational.of(1, 10));
    expect(chance({ ...plain, duellist: 2 })).toEqual(Rational.of(1, 5));
    expect(chance({ ...plain, sl: 9 })).toEqual(Rational.of(9, 10));
    expect(chance({ ...plain, sl: 9, fumble: true })).toEqual(Rational.of(4, 5));
    expect(rollSpecDist({ ...plain, sl: 9, fumble: true }).p('critical')).toEqual(Rational.of(1, 5));
  });

  it('HY-CARD-ACTION-14 each Action card the attacker may play for his roll: the roll is made with the net card modifier, and the chance shown is the roll’s if no more cards follow (Battle Cry +2: 7/10)', () => {
    const { sc, t, side, other } = duel();
    deal(sc, side, ['Battle Cry', 'Steady Hand', 'Second Wind']);
    deal(sc, other, ['Quick Step']);
    play(sc, [[side, { kind: 'strike', target: t, level: 1 }]]);
    const options = sc.rules.legalChoices(sc.state, side).filter((c) => c.kind === 'cards');
    expect(options.length).toBeGreaterThan(3);
    for (const c of options) expect(chance(specOf(sc, side, c))).toEqual(shareAfterCards(sc, side, c, 1));
    expect(chance(specOf(sc, side, cardChoice(sc, side, 'Battle Cry')))).toEqual(Rational.of(7, 10));
    expect(chance(specOf(sc, side, cardChoice(sc, side, null)))).toEqual(Rational.of(1, 2));
    const view = sc.rules.view(sc.state, side);
    expect(hybridPresenter.choice(cardChoice(sc, side, 'Battle Cry'), view, 'en')).toMatch(
      / · 7\/10 \(70\.0%\) to succeed if no more cards follow$/,
    );
    expect(hybridPresenter.choice(cardChoice(sc, side, 'Battle Cry'), view, 'hu')).toMatch(
      / · a siker esélye, ha több lap nem jön: 7\/10 \(70,0%\)$/,
    );
  });

  it('HY-CARD-ACTION-09 each Hindrance the defender may play: the chance shown is the attacker’s roll after it, if no more cards follow', () => {
    const { sc, t, side, other } = duel();
    deal(sc, side, ['Battle Cry', 'Quick Step']);
    deal(sc, other, ['Quick Step', 'Misstep', 'Onslaught']);
    play(sc, [[side, { kind: 'strike', target: t, level: 1 }]]);
    play(sc, [[side, cardChoice(sc, side, 'Battle Cry')]]);
    const options = sc.rules.legalChoices(sc.state, other).filter((c) => c.kind === 'hinder');
    expect(options.length).toBeGreaterThan(3);
    for (const c of options) expect(chance(specOf(sc, other, c))).toEqual(shareAfterCards(sc, other, c, 1));
    // SL 5 + 2 - 3 = 4.
    expect(chance(specOf(sc, other, cardChoice(sc, other, 'Onslaught')))).toEqual(Rational.of(2, 5));
    expect(hybridPresenter.choice(cardChoice(sc, other, 'Onslaught'), sc.rules.view(sc.state, other), 'en')).toMatch(
      / · their roll 2\/5 \(40\.0%\) to succeed if no more cards follow$/,
    );
    // The attacker sees no numbers while the choice is the defender's.
    expect(sc.rules.view(sc.state, side).rolls).toBeUndefined();
  });

  it('HY-CARD-ACTION-26 a Hindrance played for its Effect counts in the chance: a 9 fails the attacker’s roll at SL 9 (4/5, not 9/10)', () => {
    const { sc, t, side, other } = duel();
    deal(sc, side, ['Heroism', 'Quick Step']);
    deal(sc, other, ['Misstep']);
    play(sc, [[side, { kind: 'strike', target: t, level: 1 }]]);
    play(sc, [[side, cardChoice(sc, side, 'Heroism')]]);
    const fumble = cardChoice(sc, other, 'Misstep', true);
    expect(specOf(sc, other, fumble)).toMatchObject({ sl: 9, fumble: true });
    expect(chance(specOf(sc, other, fumble))).toEqual(Rational.of(4, 5));
    expect(chance(specOf(sc, other, fumble))).toEqual(shareAfterCards(sc, other, fumble, 1));
    expect(chance(specOf(sc, other, cardChoice(sc, other, null)))).toEqual(Rational.of(9, 10));
  });

  it('HY-CARD-ACTION-14 a Hindrance that lowers the Mastery Level counts in the chance: a Master Strike left with one die', () => {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
    });
    const [a, t] = sc.ids as [string, string];
    activate(sc, a);
    const side = w(sc, a).side;
    const other = w(sc, t).side;
    deal(sc, side, ['Quick Step']);
    deal(sc, other, ['Battle Cry']);
    play(sc, [
      [side, { kind: 'mode', mode: 'OC' }],
      [side, { kind: 'done' }],
      [side, { kind: 'strike', target: t, level: 5 }],
    ]);
    play(sc, [[side, cardChoice(sc, side, null)]]);
    // OC 5, no card for the roll, two points against it: the level falls to 3, one die.
    const hinder = cardChoice(sc, other, 'Battle Cry');
    expect(specOf(sc, other, hinder).dice).toBe(1);
    expect(specOf(sc, other, cardChoice(sc, other, null)).dice).toBe(2);
    expect(chance(specOf(sc, other, hinder))).toEqual(shareAfterCards(sc, other, hinder, 1));
  });

  it('the choice words carry the chance, in English and in Hungarian', () => {
    const { sc, t, side, other } = duel();
    const view = sc.rules.view(sc.state, side);
    const c: HybridChoice = { kind: 'strike', target: t, level: 1 };
    expect(hybridPresenter.choice(c, view, 'en')).toMatch(
      /^Strike .+ at level 1 · 1\/2 \(50\.0%\) to succeed before cards$/,
    );
    expect(hybridPresenter.choice(c, view, 'hu')).toMatch(/ · a siker esélye kártyák nélkül: 1\/2 \(50,0%\)$/);
    // The other seat's view carries no numbers for a choice that is not his, and says no odds.
    const theirs = sc.rules.view(sc.state, other);
    expect(theirs.rolls).toBeUndefined();
    expect(hybridPresenter.choice(c, theirs, 'en')).not.toContain('·');
    // Moving and other choices say nothing of odds.
    expect(hybridPresenter.choice({ kind: 'end' }, view, 'en')).toBe('End the activation');
  });
});
