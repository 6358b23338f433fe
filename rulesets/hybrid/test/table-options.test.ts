import { askBot, heuristicBot, mctsBot, randomBot } from '@skirmish/ai';
import { Rational, SeededDice, unwrap, type Options } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridBotKnowledge } from '../src/bot.ts';
import type { HybridChoice } from '../src/choices.ts';
import type { Profile } from '../src/content/schema.ts';
import { hybridOdds } from '../src/odds.ts';
import { hybridPresenter } from '../src/presenter.ts';
import { rollKey, rollSpecDist, succeeded, type RollSpec } from '../src/roll.ts';
import { randomChoice, setupState } from '../src/rules.ts';
import type { Seat } from '../src/state.ts';
import {
  activate,
  asked,
  giveEvent,
  play,
  rollShare,
  rolls,
  scenario,
  tryApply,
  w,
  windowFor,
  WARDEN,
  type Scenario,
} from './scenario.ts';

// The table options of the ambiguity table (AMB-nn): each test plays the same position with the
// option at its default and at the other value.
//
// Profiles (sample content): Hybrid NV 3, OC 4, Fused Weapons +2 OC. Purifier NV 3, DC 2, F 4.
// Seneschal NV 4, OC 4, Combined Attack/3. Knight of Hod NV 4, DC 4, Blessed Blade +1 OC,
// Dorsal Protection/1. Skorize NV 4, OC 4, Felon/1. Pest of Flesh NV 2.

/** The active side announces Offensive Combat, stays where it is and strikes `target` at `level`. */
const strikeAt = (seat: Seat, target: string, level: number): Array<[Seat, HybridChoice]> => [
  [seat, { kind: 'mode', mode: 'OC' }],
  [seat, { kind: 'done' }],
  [seat, { kind: 'strike', target, level }],
];

const sample = (sc: Scenario, id: string): Profile => {
  const p = sc.content.profiles.find((x) => x.id === id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
};

/** The numbers the view of `seat` gives for `choice`. */
function specOf(sc: Scenario, seat: Seat, choice: HybridChoice): RollSpec {
  const spec = sc.rules.view(sc.state, seat).rolls?.[rollKey(choice) as string];
  if (!spec) throw new Error(`no roll for ${JSON.stringify(choice)}`);
  return spec;
}

const chance = (spec: RollSpec): Rational => rollSpecDist(spec).prob(succeeded);

/** Action cards dealt by name from the deck into a hand; their ids. */
function deal(sc: Scenario, seat: Seat, names: string[]): string[] {
  return names.map((name) => {
    const id = sc.content.actionCards.find((c) => c.name === name)?.id;
    if (!id) throw new Error(`no Action card ${name}`);
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== id);
    sc.state.sides[seat].hand.push(id);
    return id;
  });
}

describe('AMB-23 Dorsal Protection and Felon (HY-APT-41)', () => {
  /** Skorize (Felon/1) behind a Knight of Hod (Dorsal Protection/1), ready to strike his back. */
  function behindTheKnight(options: Record<string, unknown> = {}) {
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [3, 3], facing: 'N', id: 'sk' },
        { profile: 'knight-of-hod', at: [3, 4], facing: 'N', id: 'kn' },
      ],
      options,
    });
    activate(sc, 'sk');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    return sc;
  }

  it('AMB-23 HY-APT-41 dorsalCancelsFelon: by default Felon still adds against Dorsal Protection (NV 4 - 1 + 1 = SL 4); with the option on it does not (SL 3), in the roll and in the odds shown', () => {
    for (const [on, sl, wounds] of [
      [false, 4, 1],
      [true, 3, 0],
    ] as const) {
      const sc = behindTheKnight({ dorsalCancelsFelon: on });
      const strike: HybridChoice = { kind: 'strike', target: 'kn', level: 1 };
      // The odds beside the choice use the same Success Level as the roll.
      expect(specOf(sc, 'scorpion', strike).sl).toBe(sl);
      expect(chance(specOf(sc, 'scorpion', strike))).toEqual(rollShare(sc, 'scorpion', strike, 'Strike (level', 1));
      const ev = play(sc, [['scorpion', strike]], [4]);
      expect(rolls(ev)[0]).toMatchObject({ sl });
      expect(w(sc, 'kn').wounds).toBe(wounds);
    }
  });

  it('AMB-23 HY-APT-41 dorsalCancelsFelon: the strike odds procedure follows the option', () => {
    const sc = behindTheKnight();
    const strike = hybridOdds.find((o) => o.id === 'strike')!;
    const inputs = {
      attacker: 'skorize',
      target: 'knight-of-hod',
      level: 1,
      parry: 0,
      rear: true,
      wounds: 0,
      'target-wounds': 0,
      cards: 0,
    };
    const hit = (options: Options) =>
      unwrap(strike.compute(inputs, { content: sc.content, options })).prob((n) => Number(n) > 0);
    // SL 4: 1-4 hit; SL 3: 1-3.
    expect(hit({})).toEqual(Rational.of(2, 5));
    expect(hit({ dorsalCancelsFelon: true })).toEqual(Rational.of(3, 10));
  });
});

describe('AMB-16 how long Master Move lasts (HY-MODE-MV-12)', () => {
  /**
   * A Pest of Flesh lent MV 5 makes a Master Move as round 1's last activation; round 2 opens
   * (the Griffin player wins the roll, goes first) and the Purifier fires at him from 3 squares.
   */
  function nextRound(options: Record<string, unknown>) {
    const sc = scenario({
      warriors: [
        { profile: 'master-pest', at: [3, 1], facing: 'N', id: 'pest' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'pur' },
      ],
      profiles: [{ ...sampleProfile('pest-of-flesh'), id: 'master-pest', mv: 5 }],
      options,
    });
    activate(sc, 'pest');
    sc.state.sides.griffin.sequence = [];
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'MV', level: 5 }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'end' }],
      ],
      [3, 5],
    );
    expect(sc.state.round).toBe(2);
    return sc;
  }

  it('AMB-16 HY-MODE-MV-12 masterMoveUntilNextActivation: by default the -2 ends with the round; with the option on it lasts into the next round until the mover activates again', () => {
    for (const [on, sl] of [
      [false, 3],
      [true, 1],
    ] as const) {
      const sc = nextRound({ masterMoveUntilNextActivation: on });
      expect(w(sc, 'pest').masterMove).toBe(on);
      play(sc, [
        ['griffin', { kind: 'go-first' }],
        ['griffin', { kind: 'counter', warrior: 'pur' }],
        ['scorpion', { kind: 'counter', warrior: 'pest' }],
      ]);
      expect(sc.state.current?.warrior).toBe('pur');
      const fire: HybridChoice = { kind: 'fire', target: 'pest', level: 1 };
      play(sc, [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
      ]);
      // The odds shown and the roll: NV 3, less 2 while the Master Move holds.
      expect(specOf(sc, 'griffin', fire).sl).toBe(sl);
      const ev = play(sc, [['griffin', fire]], [9]);
      expect(rolls(ev)[0]).toMatchObject({ sl });
      // The Pest's own activation ends it in any case.
      play(sc, [['griffin', { kind: 'end' }]]);
      expect(sc.state.current?.warrior).toBe('pest');
      expect(w(sc, 'pest').masterMove).toBe(false);
    }
  });
});

function sampleProfile(id: string): Profile {
  return sample(scenario({ warriors: [] }), id);
}

describe('AMB-12 Duellist on the Combined Attack blow (HY-APT-09)', () => {
  /** A Seneschal lent Duellist/3 strikes a Hybrid with the Combined Attack; the Griffin player holds Luck. */
  function combined(options: Record<string, unknown>) {
    const sen = sampleProfile('seneschal');
    const sc = scenario({
      warriors: [
        { profile: 'duel-sen', at: [3, 3], facing: 'N', id: 'sen' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'hyb' },
      ],
      profiles: [{ ...sen, id: 'duel-sen', aptitudes: [...sen.aptitudes, { name: 'Duellist', x: 3 }] }],
      options,
    });
    const luck = giveEvent(sc, 'griffin', 'Luck');
    activate(sc, 'sen');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'strike', target: 'hyb', level: 1, combined: true }],
    ]);
    // The strike roll (9) misses; the window before the blow opens.
    play(sc, [['griffin', { kind: 'events-done' }]], [9]);
    expect(asked(sc)).toEqual(windowFor('griffin'));
    expect(sc.state.current?.action?.queue[0]?.kind).toBe('combined');
    return { sc, luck };
  }

  it('AMB-12 HY-APT-09 comboAllowsDuellist: by default a 3 on the blow is a plain success (1 wound); with the option on Duellist/3 makes it a Perfect Success (2 wounds), and the odds beside Luck say so', () => {
    for (const [on, result, wounds, duellist] of [
      [false, 'success', 1, 0],
      [true, 'perfect', 2, 3],
    ] as const) {
      const { sc, luck } = combined({ comboAllowsDuellist: on });
      const c: HybridChoice = { kind: 'play-event', card: luck };
      const spec = specOf(sc, 'griffin', c);
      expect(spec).toMatchObject({ sl: 4, duellist, luck: true });
      expect(chance(spec)).toEqual(rollShare(sc, 'griffin', c, 'Combined Attack', 2));
      const ev = play(sc, [['griffin', { kind: 'events-done' }]], [3]);
      expect(rolls(ev)).toEqual([expect.objectContaining({ purpose: 'Combined Attack', sl: 4, kept: 3, result })]);
      expect(w(sc, 'hyb').wounds).toBe(wounds);
    }
  });
});

describe('AMB-24 Armour-Piercing Shot after a miss (HY-APT-47)', () => {
  /** A marksman (F 4, Armour-Piercing Shot/2) fires at a Hybrid with another two squares behind. */
  function range(options: Record<string, unknown>) {
    const sc = scenario({
      profiles: [
        {
          ...sampleProfile('purifier'),
          id: 'marksman',
          nv: 4,
          f: 4,
          equipment: [],
          aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }],
        },
      ],
      warriors: [
        { profile: 'marksman', at: [3, 0], id: 'm' },
        { profile: 'hybrid', at: [3, 3], facing: 'S', id: 'a' },
        { profile: 'hybrid', at: [3, 5], id: 'b' },
      ],
      options,
    });
    activate(sc, 'm');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    return sc;
  }

  it('AMB-24 HY-APT-47 apsRequiresHit: by default a missed first shot goes no further; with the option off the second roll is made all the same', () => {
    for (const [on, shots, wounded] of [
      [true, 1, 0],
      [false, 2, 1],
    ] as const) {
      const sc = range({ apsRequiresHit: on });
      const ev = play(sc, [['griffin', { kind: 'fire', target: 'a', level: 1, pierce: 'b' }]], [9, 2]);
      expect(rolls(ev).map((r) => [r['warrior'], r['result']])).toEqual(
        [
          ['m', 'failure'],
          ['m', 'success'],
        ].slice(0, shots),
      );
      expect([w(sc, 'a').wounds, w(sc, 'b').wounds]).toEqual([0, wounded]);
      expect(sc.state.cards.piercedRound).toEqual(on ? {} : { m: 1 });
    }
  });

  it('AMB-24 HY-APT-47 apsRequiresHit: after a hit both readings make the second roll', () => {
    for (const on of [true, false]) {
      const sc = range({ apsRequiresHit: on });
      const ev = play(sc, [['griffin', { kind: 'fire', target: 'a', level: 1, pierce: 'b' }]], [3, 4]);
      expect(rolls(ev)).toHaveLength(2);
      expect([w(sc, 'a').wounds, w(sc, 'b').wounds]).toEqual([1, 1]);
    }
  });
});

describe('AMB-33 an empty Event deck (HY-CARD-EVENT-13)', () => {
  it('AMB-33 HY-CARD-EVENT-13 reshuffleEvents: by default an empty deck gives nothing; with the option on the discarded Event cards become a new deck and the draw is made', () => {
    for (const on of [false, true]) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 4] },
          { profile: 'purifier', at: [7, 7] },
        ],
        options: { reshuffleEvents: on },
      });
      sc.state.eventCounters['3,4'] = false;
      // Only non-Interruption cards, so that the one drawn goes to the hand.
      const discard = sc.state.eventDeck.filter(
        (id) => sc.content.eventCards.find((c) => c.id === id)?.type !== 'interruption',
      );
      sc.state.eventDiscard = discard;
      sc.state.eventDeck = [];
      activate(sc, sc.ids[0] as string);
      const ev = play(sc, [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'event-counter' }],
      ]);
      expect(ev.some((x) => x.type === 'hybrid/event-deck-empty')).toBe(!on);
      expect(ev.some((x) => x.type === 'hybrid/event-deck-reshuffled')).toBe(on);
      expect(sc.state.sides.scorpion.eventHand).toEqual(on ? [discard[0]] : []);
      expect(sc.state.eventDeck).toEqual(on ? discard.slice(1) : []);
      expect(sc.state.eventDiscard).toEqual(on ? [] : discard);
    }
  });
});

describe('AMB-10 Action cards on the Skilled Strike second roll (HY-MODE-OC-05)', () => {
  it('AMB-10 HY-MODE-OC-05 skilledStrikeKeepsCards: by default the second roll gets no card points (SL 7 then 5); with the option on the net points, Hindrance included, carry over', () => {
    for (const [on, second] of [
      [false, 5],
      [true, 7],
    ] as const) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 3], id: 'hyb' },
          { profile: 'seneschal', at: [3, 4], facing: 'S', id: 'sen' },
        ],
        options: { skilledStrikeKeepsCards: on },
      });
      const [two] = deal(sc, 'scorpion', ['Battle Cry']) as [string];
      activate(sc, 'hyb');
      const ev = play(sc, [...strikeAt('scorpion', 'sen', 3), ['scorpion', { kind: 'cards', cards: [two] }]], [2, 9]);
      expect(rolls(ev).map((r) => r['sl'])).toEqual([7, second]);
    }
  });

  it('AMB-10 HY-MODE-OC-05 skilledStrikeKeepsCards: a Hindrance carries over too', () => {
    for (const [on, second] of [
      [false, 5],
      [true, 4],
    ] as const) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 3], id: 'hyb' },
          { profile: 'seneschal', at: [3, 4], facing: 'S', id: 'sen' },
        ],
        options: { skilledStrikeKeepsCards: on },
      });
      const one = sc.content.actionCards.find((x) => x.points === 1)!.id;
      sc.state.sides.griffin.hand = [one];
      sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== one);
      activate(sc, 'hyb');
      const ev = play(sc, [...strikeAt('scorpion', 'sen', 3), ['griffin', { kind: 'hinder', card: one }]], [2, 9]);
      expect(rolls(ev).map((r) => r['sl'])).toEqual([4, second]);
    }
  });

  it('AMB-10 HY-MODE-OC-05 skilledStrikeKeepsCards: the strike odds procedure gives the second roll the card points only with the option on', () => {
    const sc = scenario({ warriors: [] });
    const strike = hybridOdds.find((o) => o.id === 'strike')!;
    const inputs = {
      attacker: 'hybrid',
      target: 'knight-of-hod',
      level: 3,
      parry: 0,
      rear: false,
      wounds: 0,
      'target-wounds': 0,
      cards: 4,
    };
    const dist = (options: Options) => unwrap(strike.compute(inputs, { content: sc.content, options }));
    // SL 9 on the first roll; the second at SL 5 without the points, SL 9 with them.
    const twoHits = (options: Options) => dist(options).prob((n) => Number(n) >= 2);
    expect(twoHits({})).not.toEqual(twoHits({ skilledStrikeKeepsCards: true }));
    // Exactly one wound: a first roll of 2-9 (8/10), then a second roll that misses: a 10 only
    // at SL 9 with the points (1/10), a 6-10 at SL 5 without them (5/10).
    expect(dist({ skilledStrikeKeepsCards: true }).prob((n) => Number(n) === 1)).toEqual(Rational.of(2, 25));
    expect(dist({}).prob((n) => Number(n) === 1)).toEqual(Rational.of(2, 5));
  });

  it('AMB-10 HY-MODE-OC-04 skilledStrikeNeedsUnparriedHit: by default a first Skilled Strike roll that hits but is parried still earns the second roll; with the option on it ends the strike', () => {
    for (const on of [false, true]) {
      // The Hybrid on (3,3) strikes the Purifier in Defensive Combat on (3,4), face to face.
      const sc = scenario({
        options: { skilledStrikeNeedsUnparriedHit: on },
        warriors: [
          { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
          { profile: 'purifier', at: [3, 4], facing: 'S', id: 'p', dc: true },
        ],
      });
      activate(sc, 'h');
      play(sc, [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 'p', level: 3 }],
      ]);
      // The first roll 2 hits (SL 5); the parry 2 holds it (SL 3).
      const ev = play(sc, [['griffin', { kind: 'parry', level: 1 }]], [2, 2]);
      expect(rolls(ev).map((r) => [r['purpose'], r['result']])).toEqual([
        ['Strike (level 3)', 'success'],
        ['Parry (level 1)', 'success'],
      ]);
      // The second roll waits for its own parry by default; with the option nothing more is asked.
      expect(asked(sc)).toEqual(
        on ? [{ seats: ['scorpion'], kind: 'hybrid/finish' }] : [{ seats: ['griffin'], kind: 'hybrid/parry' }],
      );
      expect(w(sc, 'p').wounds).toBe(0);
    }
  });

  it('AMB-10 HY-MODE-OC-04 skilledStrikeNeedsUnparriedHit: the strike odds procedure makes no second roll after a parried first one with the option on', () => {
    const sc = scenario({ warriors: [] });
    const strike = hybridOdds.find((o) => o.id === 'strike')!;
    const inputs = {
      attacker: 'hybrid',
      target: 'knight-of-hod',
      level: 3,
      parry: 1,
      rear: false,
      wounds: 0,
      'target-wounds': 0,
      cards: 4,
    };
    const none = (options: Options) =>
      unwrap(strike.compute(inputs, { content: sc.content, options })).prob((n) => Number(n) === 0);
    // First roll at SL 9 (1-9 succeed), the Knight's parry at SL 4 (2/5), the second roll at SL 5.
    // By default a parried first roll still earns the second, which also gives nothing with
    // 1/2 + 1/2 x 2/5 = 7/10: 1/10 + 9/10 x 2/5 x 7/10 = 44/125. With the option: 1/10 + 9/10 x 2/5 = 23/50.
    expect(none({})).toEqual(Rational.of(44, 125));
    expect(none({ skilledStrikeNeedsUnparriedHit: true })).toEqual(Rational.of(23, 50));
  });
});

describe('AMB-08 an Activation Roll result under 1 (HY-CARD-ACTION-21)', () => {
  /** Round 1 ends; round 2 opens with the Griffin player committing Heroism (4 points) to the roll. */
  function rollWith(options: Record<string, unknown>, dice: number[]) {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3] },
        { profile: 'purifier', at: [6, 6] },
      ],
      options,
    });
    activate(sc, sc.ids[0] as string);
    sc.state.sides.griffin.sequence = [];
    sc.state.rollWinner = 'griffin';
    const [heroism] = deal(sc, 'griffin', ['Heroism']) as [string];
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'end' }],
    ]);
    play(sc, [
      ['griffin', { kind: 'commit-card', card: heroism }],
      ['scorpion', { kind: 'commit-card', card: null }],
    ]);
    const ev = play(sc, [['griffin', { kind: 'commit-card', card: null }]], dice);
    return { sc, roll: ev.find((e) => e.type === 'hybrid/activation-roll') };
  }

  it('AMB-08 HY-CARD-ACTION-21 activationClampAt1: by default 3 - 4 counts as 1 and loses to a natural 1; with the option off it stays -1 and wins', () => {
    const clamped = rollWith({}, [3, 1]);
    expect(clamped.roll).toMatchObject({ results: { griffin: 1, scorpion: 1 } });
    expect(clamped.sc.state.rollWinner).toBe('scorpion');
    const free = rollWith({ activationClampAt1: false }, [3, 1]);
    expect(free.roll).toMatchObject({ results: { griffin: -1, scorpion: 1 } });
    expect(free.sc.state.rollWinner).toBe('griffin');
    // A natural 10 still loses whatever the points.
    expect(rollWith({ activationClampAt1: false }, [10, 9]).sc.state.rollWinner).toBe('scorpion');
  });
});

describe('AMB-11 facing for the Skilled Parry counter-strike (HY-MODE-DC-09)', () => {
  it('AMB-11 HY-MODE-DC-09 ripposteTurnsDefender: by default the defender strikes back facing as he was; with the option on he first turns to face the attacker at his side', () => {
    for (const [on, facing] of [
      [false, 'S'],
      [true, 'W'],
    ] as const) {
      // The Hybrid strikes at the Knight of Hod's west side; the Knight, in DC, faces south.
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [2, 4], facing: 'E', id: 'hyb' },
          { profile: 'knight-of-hod', at: [3, 4], facing: 'S', dc: true, id: 'kn' },
        ],
        options: { ripposteTurnsDefender: on },
      });
      activate(sc, 'hyb');
      const ev = play(
        sc,
        [...strikeAt('scorpion', 'kn', 1), ['griffin', { kind: 'parry', level: 3 }]],
        // The strike hits, the parry holds, the counter-strike (SL 5) hits.
        [2, 3, 4],
      );
      expect(rolls(ev).map((r) => [r['purpose'], r['sl'], r['result']])).toEqual([
        ['Strike (level 1)', 5, 'success'],
        ['Parry (level 3)', 4, 'success'],
        ['Skilled Parry counter-strike', 5, 'success'],
      ]);
      expect(ev.some((e) => e.type === 'hybrid/turn-to-strike' && e['warrior'] === 'kn')).toBe(on);
      expect(w(sc, 'kn').facing).toBe(facing);
      expect(w(sc, 'hyb').wounds).toBe(1);
    }
  });
});

describe('AMB-15 how many opponents a Skilled Move pins (HY-MODE-MV-08)', () => {
  it('AMB-15 HY-MODE-MV-08 skilledMoveAllContacted: by default only the first opponent reached is pinned; with the option on every opponent reached is', () => {
    for (const on of [false, true]) {
      const sc = scenario({
        warriors: [
          { profile: 'pest-of-flesh', at: [3, 1], facing: 'N', id: 'pest' },
          { profile: 'purifier', at: [3, 4], facing: 'S', id: 'p1' },
          { profile: 'purifier', at: [4, 3], facing: 'W', id: 'p2' },
        ],
        options: { skilledMoveAllContacted: on },
      });
      activate(sc, 'pest');
      const ev = play(sc, [
        ['scorpion', { kind: 'mode', mode: 'MV', level: 3 }],
        ['scorpion', { kind: 'move', x: 3, y: 3, facing: 'N' }],
      ]);
      const pinned = ev.filter((e) => e.type === 'hybrid/pinned').map((e) => e['warrior']);
      expect(pinned).toHaveLength(on ? 2 : 1);
      expect([w(sc, 'p1').blocked, w(sc, 'p2').blocked].filter((b) => b === 'skilled')).toHaveLength(on ? 2 : 1);
      // Either way a pinned Purifier may not move.
      activate(sc, 'p2');
      play(sc, [['griffin', { kind: 'mode', mode: 'DC' }]]);
      expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'move')).toBe(
        w(sc, 'p2').blocked === null,
      );
    }
  });
});

describe('AMB-19 whom Purulent Excrescence wounds (HY-MUTATION-08)', () => {
  /** Skorize activates; the Hybrid (Mutation/1) may be given the kept Purulent Excrescence. */
  function lab(options: Record<string, unknown>) {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], id: 'hyb' },
        { profile: 'skorize', at: [6, 3], id: 'sk' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'pur' },
      ],
      options,
    });
    const pe = sc.content.mutationCards.find((m) => m.name === 'Purulent Excrescence')!.id;
    sc.state.cards.mutationKept = [pe];
    activate(sc, 'sk');
    return { sc, pe };
  }

  it('AMB-19 HY-MUTATION-08 purulentWoundsTarget: by default the carrier takes the wound; under "enemy" the player names an enemy with the card and he takes it', () => {
    const carrier = lab({});
    const legal = carrier.sc.rules.legalChoices(carrier.sc.state, 'scorpion');
    expect(legal).toContainEqual({ kind: 'mutate', warrior: 'hyb', card: carrier.pe });
    expect(legal.some((c) => c.kind === 'mutate' && c.target !== undefined)).toBe(false);
    play(carrier.sc, [['scorpion', { kind: 'mutate', warrior: 'hyb', card: carrier.pe }]]);
    expect([w(carrier.sc, 'hyb').wounds, w(carrier.sc, 'pur').wounds]).toEqual([1, 0]);

    const enemy = lab({ purulentWoundsTarget: 'enemy' });
    const named: HybridChoice = { kind: 'mutate', warrior: 'hyb', card: enemy.pe, target: 'pur' };
    const offered = enemy.sc.rules.legalChoices(enemy.sc.state, 'scorpion').filter((c) => c.kind === 'mutate');
    // One choice per carrier and enemy: the Purifier is the only enemy.
    expect(offered).toContainEqual(named);
    expect(offered).not.toContainEqual({ kind: 'mutate', warrior: 'hyb', card: enemy.pe });
    const ev = play(enemy.sc, [['scorpion', named]]);
    expect([w(enemy.sc, 'hyb').wounds, w(enemy.sc, 'pur').wounds]).toEqual([0, 1]);
    expect(w(enemy.sc, 'hyb').mutations).toEqual([enemy.pe]);
    expect(ev.some((e) => e['rule'] === 'HY-MUTATION-08')).toBe(true);
    // The words of the choice name the wounded enemy, in both languages.
    const view = enemy.sc.rules.view(enemy.sc.state, 'scorpion');
    expect(hybridPresenter.choice(named, view, 'en')).toMatch(/; Purifier.* takes its wound$/);
    expect(hybridPresenter.choice(named, view, 'hu')).toBe(
      'Hibrid megkapja: Gennyes kinövés; a sebet Tisztító szenvedi el',
    );
  });

  it('AMB-19 HY-MUTATION-08 purulentWoundsTarget: a choice naming an enemy is refused under the default', () => {
    const { sc, pe } = lab({});
    expect(tryApply(sc, 'scorpion', { kind: 'mutate', warrior: 'hyb', card: pe, target: 'pur' }).ok).toBe(false);
  });
});

describe('AMB-18 Mutation cards at setup (HY-MUTATION-02)', () => {
  /** A real setup on the test board with two Hybrids (Mutation/1) in the Scorpion army. */
  function fresh(options: Record<string, unknown>) {
    const sc = scenario({
      warriors: [],
      options,
      mission: {
        deployment: [
          { side: 'griffin', rank: 4, facing: 'N', squares: [[0, 0]] },
          {
            side: 'scorpion',
            rank: 4,
            facing: 'S',
            squares: [
              [0, 7],
              [1, 7],
            ],
          },
        ],
      },
    });
    let s = unwrap(
      setupState(
        sc.ctx,
        { mission: 'test', armies: { griffin: ['purifier'], scorpion: ['hybrid', 'hybrid'] } },
        SeededDice.fromSeed(4),
      ),
    );
    const apply = (seat: Seat, c: HybridChoice): void => {
      const r = sc.rules.apply(s, seat, c, SeededDice.fromSeed(9));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    };
    apply('griffin', { kind: 'keep-hand' });
    apply('scorpion', { kind: 'keep-hand' });
    return { sc, state: () => s, apply };
  }

  it('AMB-18 HY-MUTATION-02 mutationDrawPerWarrior: by default the army draws 3 and keeps 2; with the option on each of the two Mutation/1 warriors brings 3, one of each three is discarded, 4 kept', () => {
    const army = fresh({});
    const once = army.state().cards.mutationDrawn;
    expect(once).toHaveLength(3);
    army.apply('scorpion', { kind: 'discard-mutation', card: once[0]! });
    expect(army.state().cards.mutationKept).toEqual(once.slice(1));
    expect(army.state().phase).not.toBe('opening-hand');

    const each = fresh({ mutationDrawPerWarrior: true });
    const drawn = each.state().cards.mutationDrawn;
    expect(drawn).toHaveLength(6);
    expect(new Set(drawn).size).toBe(6);
    // One three at a time: the second three's cards are not offered yet.
    const offered = () => each.sc.rules.legalChoices(each.state(), 'scorpion');
    expect(offered()).toEqual(drawn.slice(0, 3).map((card) => ({ kind: 'discard-mutation', card })));
    each.apply('scorpion', { kind: 'discard-mutation', card: drawn[1]! });
    expect(each.state().phase).toBe('opening-hand');
    expect(offered()).toEqual(drawn.slice(3).map((card) => ({ kind: 'discard-mutation', card })));
    each.apply('scorpion', { kind: 'discard-mutation', card: drawn[5]! });
    expect(each.state().cards.mutationKept).toEqual([drawn[0], drawn[2], drawn[3], drawn[4]]);
    expect(each.state().cards.mutationDiscard).toEqual([drawn[1], drawn[5]]);
    expect(each.state().phase).not.toBe('opening-hand');
  });
});

describe('AMB-40 the defender’s card (HY-CARD-ACTION-25)', () => {
  it('AMB-40 HY-CARD-ACTION-25 defenderCards: by default the defender may back his own parry with his one card; with the option off his card may only hinder', () => {
    for (const on of [true, false]) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 3], id: 'hyb' },
          { profile: 'purifier', at: [3, 4], facing: 'S', dc: true, id: 'pur' },
        ],
        options: { defenderCards: on },
      });
      const [two] = deal(sc, 'griffin', ['Battle Cry']) as [string];
      activate(sc, 'hyb');
      play(sc, [...strikeAt('scorpion', 'pur', 1), ['griffin', { kind: 'hinder', card: null }]]);
      const legal = sc.rules.legalChoices(sc.state, 'griffin');
      expect(legal).toContainEqual({ kind: 'parry', level: 1 });
      expect(legal.some((c) => c.kind === 'parry' && c.card === two)).toBe(on);
      expect(tryApply(sc, 'griffin', { kind: 'parry', level: 1, card: two }, [4, 5]).ok).toBe(on);
      // The Hindrance stays open to him either way.
      const again = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 3], id: 'hyb' },
          { profile: 'purifier', at: [3, 4], facing: 'S', dc: true, id: 'pur' },
        ],
        options: { defenderCards: on },
      });
      const [card] = deal(again, 'griffin', ['Battle Cry']) as [string];
      activate(again, 'hyb');
      play(again, [...strikeAt('scorpion', 'pur', 1)]);
      expect(again.rules.legalChoices(again.state, 'griffin')).toContainEqual({ kind: 'hinder', card });
    }
  });
});

describe('AMB-56 Frenzy and Brutish Strength impact wounds (HY-APT-22)', () => {
  /**
   * The Aberration (Brutish Strength/2, Frenzy/1) strikes the Seneschal (NV 4, one wound already)
   * with his back to a wall and rolls a 2: the strike's wound, then the push cannot move him, 2
   * impact wounds for the squares not travelled (HY-APT-26), the fourth of which kills him.
   */
  function impactKill(options: Record<string, unknown>) {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N' },
        { profile: 'seneschal', at: [3, 4], facing: 'S' },
      ],
      mission: { edges: { '3,4,N': 'wall' } },
      options,
    });
    const [a, t] = sc.ids as [string, string];
    w(sc, t).wounds = 1;
    activate(sc, a);
    const ev = play(sc, [...strikeAt('scorpion', t, 1)], [2]);
    expect(w(sc, t).status).toBe('eliminated');
    return { kills: w(sc, a).frenzyKills, frenzy: ev.filter((e) => e.type === 'hybrid/frenzy') };
  }

  it('AMB-56 HY-APT-22 HY-APT-26 frenzyImpactKills: by default an enemy killed by impact wounds counts for Frenzy; with the option off it does not', () => {
    expect(impactKill({})).toEqual({ kills: 1, frenzy: [expect.objectContaining({ kills: 1, rule: 'HY-APT-22' })] });
    expect(impactKill({ frenzyImpactKills: false })).toEqual({ kills: 0, frenzy: [] });
  });
});

describe('AMB-32 the reading of Luck (HY-CARD-EVENT-10)', () => {
  const luckEvents = (ev: ReturnType<typeof play>) => ev.filter((e) => e.type === 'hybrid/luck');

  /**
   * A Seneschal (printed NV 4, Combined Attack/3) in front of a Hybrid; the Griffin player holds
   * Luck. The strike roll (9) misses and the window before the Combined Attack blow opens.
   */
  function beforeTheBlow(options: Record<string, unknown>) {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3], facing: 'N', id: 'sen' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'hyb' },
      ],
      options,
    });
    const luck = giveEvent(sc, 'griffin', 'Luck');
    activate(sc, 'sen');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'strike', target: 'hyb', level: 1, combined: true }],
    ]);
    play(sc, [['griffin', { kind: 'events-done' }]], [9]);
    expect(sc.state.current?.action?.queue[0]?.kind).toBe('combined');
    expect(asked(sc)).toEqual(windowFor('griffin'));
    return { sc, luck };
  }

  it('AMB-32 HY-CARD-EVENT-10 luckLiteral: by default a 10 is never set aside (10 and 2 keep the 10, a Critical Failure); with the option off the 10 is set aside and the 2 hits', () => {
    for (const [on, removed, kept, result, wounds] of [
      [true, 2, 10, 'critical', 0],
      [false, 10, 2, 'success', 1],
    ] as const) {
      const { sc, luck } = beforeTheBlow({ luckLiteral: on });
      const ev = play(sc, [['griffin', { kind: 'play-event', card: luck }]], [10, 2]);
      expect(luckEvents(ev)).toEqual([expect.objectContaining({ rolls: [10, 2], removed })]);
      expect(rolls(ev)[0]).toMatchObject({ purpose: 'Combined Attack', rolls: [10, 2], kept, result });
      expect(w(sc, 'hyb').wounds).toBe(wounds);
    }
  });

  it('AMB-32 HY-CARD-EVENT-10 luckLiteral: the odds beside Luck before the blow (one die and Luck, SL 4) are 14/25 by default and 16/25 with the option off, each the share of faces the rules roll', () => {
    // By hand, two dice against SL 4. Literal: a success needs the lower die at 4 or under and no
    // 10 (a 10 stays): 100 - 25 (both 5-9) - 18 (one 10) - 1 (two 10s) = 56, so 56/100 = 14/25.
    // Any die: the lower die is kept, a success when it is 4 or under: 100 - 36 (both 5-10) = 64,
    // so 64/100 = 16/25.
    for (const [on, p] of [
      [true, Rational.of(14, 25)],
      [false, Rational.of(16, 25)],
    ] as const) {
      const { sc, luck } = beforeTheBlow({ luckLiteral: on });
      const c: HybridChoice = { kind: 'play-event', card: luck };
      const spec = specOf(sc, 'griffin', c);
      expect(spec).toMatchObject({ sl: 4, dice: 1, luck: true });
      expect(spec.luckAnyDie === true).toBe(!on);
      expect(chance(spec)).toEqual(p);
      expect(chance(spec)).toEqual(rollShare(sc, 'griffin', c, 'Combined Attack', 2));
      // Without Luck the chance is the same under both readings: 4/10.
      expect(chance({ ...spec, luck: false })).toEqual(Rational.of(2, 5));
      expect(hybridPresenter.choice(c, sc.rules.view(sc.state, 'griffin'), 'en')).toContain(
        `with it ${p.toString()} (`,
      );
    }
  });

  it('AMB-32 HY-CARD-EVENT-10 HY-MODE-OC-08 luckLiteral: a Master Strike (2D10) with Luck rolls three dice: 43/50 at SL 5 by default, 7/8 with the option off, each the share of faces the rules roll', () => {
    // By hand, three dice against SL 5, the lower of the two left kept. Literal (the highest die
    // that is not a 10 set aside): no 10, the lowest of the three is kept, a failure when all
    // three show 6-9: 4^3 = 64; one 10 (3 x 81 = 243 faces), the lower of the other two is kept, a
    // failure when both show 6-9: 3 x 16 = 48; two 10s (27) or three (1) keep a 10: 28 failures.
    // 1000 - 64 - 48 - 28 = 860, so 860/1000 = 43/50. Any die: the lowest of the three is kept, a
    // failure when all three show 6-10: 5^3 = 125; 875/1000 = 7/8.
    const master: Profile = { ...WARDEN, id: 'master', nv: 5, oc: 5, dc: 3 };
    for (const [on, p] of [
      [true, Rational.of(43, 50)],
      [false, Rational.of(7, 8)],
    ] as const) {
      const sc = scenario({
        warriors: [
          { profile: 'master', at: [3, 3], facing: 'N', id: 'm' },
          { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'hyb' },
        ],
        profiles: [master],
        options: { luckLiteral: on },
      });
      const luck = giveEvent(sc, 'griffin', 'Luck');
      activate(sc, 'm');
      play(sc, [...strikeAt('griffin', 'hyb', 5)]);
      expect(asked(sc)).toEqual(windowFor('griffin'));
      const c: HybridChoice = { kind: 'play-event', card: luck };
      const spec = specOf(sc, 'griffin', c);
      expect(spec).toMatchObject({ sl: 5, dice: 2, luck: true });
      expect(chance(spec)).toEqual(p);
      expect(chance(spec)).toEqual(rollShare(sc, 'griffin', c, 'Strike (level 5)', 3));
    }
  });
});

describe('AMB-32 the reading of Luck in every roll’s numbers (HY-CARD-EVENT-10)', () => {
  it('AMB-32 HY-CARD-EVENT-10 luckLiteral: the numbers of a strike and of a parry carry the reading (luckAnyDie) only with the option off', () => {
    for (const on of [true, false]) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'hyb' },
          { profile: 'warden', at: [3, 4], facing: 'S', dc: true, id: 'wd' },
        ],
        options: { luckLiteral: on },
      });
      activate(sc, 'hyb');
      play(sc, [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
      ]);
      const strike: HybridChoice = { kind: 'strike', target: 'wd', level: 1 };
      expect(specOf(sc, 'scorpion', strike).luckAnyDie).toBe(on ? undefined : true);
      play(sc, [['scorpion', strike]]);
      expect(specOf(sc, 'griffin', { kind: 'parry', level: 5 })).toMatchObject({ dice: 2, luck: false });
      expect(specOf(sc, 'griffin', { kind: 'parry', level: 5 }).luckAnyDie).toBe(on ? undefined : true);
    }
  });
});

describe('AMB-22 Brutish Strength, automatic or the striker’s choice (HY-APT-24)', () => {
  /**
   * The Aberration (2x2, Brutish Strength/2) strikes the Seneschal (NV 4) standing in the open in
   * front of him and rolls a 2: one wound, then the push of 2 squares straight back, to (3, 6).
   */
  function strikeHits(options: Record<string, unknown>) {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N', id: 'ab' },
        { profile: 'seneschal', at: [3, 4], facing: 'S', id: 'sen' },
      ],
      // The mission's armies and zones, for the bots' guesses at the hidden parts.
      mission: {
        armies: { griffin: ['seneschal'], scorpion: ['aberration'] },
        deployment: [
          { side: 'griffin', rank: 4, facing: 'S', squares: [[3, 4]] },
          { side: 'scorpion', rank: 4, facing: 'N', squares: [[3, 2]] },
        ],
      },
      options,
    });
    activate(sc, 'ab');
    const ev = play(sc, [...strikeAt('scorpion', 'sen', 1)], [2]);
    expect(w(sc, 'sen').wounds).toBe(1);
    return { sc, ev };
  }
  const pushed = (ev: ReturnType<typeof play>) => ev.filter((e) => e.type === 'hybrid/pushed');
  const push = (on: boolean): HybridChoice => ({ kind: 'brutish-push', push: on });

  it('AMB-22 HY-APT-24 brutishOptional: by default the push follows the hit at once, with no decision', () => {
    const { sc, ev } = strikeHits({});
    expect(pushed(ev)).toHaveLength(2);
    expect([w(sc, 'sen').x, w(sc, 'sen').y]).toEqual([3, 6]);
    expect(sc.state.current?.stage).toBe('finish');
    expect(sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'brutish-push')).toBe(false);
  });

  it('AMB-22 HY-APT-24 brutishOptional: with the option on the striker’s side is asked, and pushing drives the target back 2 squares', () => {
    const { sc, ev } = strikeHits({ brutishOptional: true });
    expect(pushed(ev)).toEqual([]);
    expect([w(sc, 'sen').x, w(sc, 'sen').y]).toEqual([3, 4]);
    expect(asked(sc)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/push' }]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([push(true), push(false)]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([]);
    // The other seat cannot answer, nor another kind of choice be made.
    expect(tryApply(sc, 'griffin', push(true)).ok).toBe(false);
    expect(tryApply(sc, 'scorpion', { kind: 'end' }).ok).toBe(false);
    // The fast path picks among the same two with the same single draw.
    for (const seed of [1, 2, 3, 4]) {
      const a = SeededDice.fromSeed(seed);
      const b = SeededDice.fromSeed(seed);
      const legal = sc.rules.legalChoices(sc.state, 'scorpion');
      expect(randomChoice(sc.ctx, sc.state, 'scorpion', a)).toEqual(legal[b.pick(legal.length)]);
      expect(a.state()).toEqual(b.state());
    }
    // Words for the choice, the question and what happens, in both languages.
    const view = sc.rules.view(sc.state, 'scorpion');
    expect(hybridPresenter.choice(push(true), view, 'en')).toBe('Brutish Strength: drive Seneschal back');
    expect(hybridPresenter.choice(push(false), view, 'hu')).toBe('Nyers erő: Szenesál a helyén marad');
    // The bots answer from the two; the heuristic one pushes.
    const knowledge = hybridBotKnowledge(sc.content, { brutishOptional: true });
    const heuristic = heuristicBot(sc.rules, knowledge);
    expect(askBot(heuristic, sc.rules, sc.state, 'scorpion', { seed: 1 }).choice).toEqual(push(true));
    for (const bot of [randomBot(), mctsBot(sc.rules, knowledge, knowledge.search)])
      expect([push(true), push(false)]).toContainEqual(
        askBot(bot, sc.rules, sc.state, 'scorpion', { seed: 2, budget: { iterations: 20 } }).choice,
      );
    const after = play(sc, [['scorpion', push(true)]]);
    expect(pushed(after)).toHaveLength(2);
    expect([w(sc, 'sen').x, w(sc, 'sen').y]).toEqual([3, 6]);
    expect(sc.state.current?.stage).toBe('finish');
    expect(sc.state.current?.action?.anyStrikeHit).toBe(false);
    expect(sc.rules.invariants?.(sc.state)).toEqual([]);
  });

  it('AMB-22 HY-APT-24 brutishOptional: with the option on the striker may leave the target where he stands', () => {
    const { sc } = strikeHits({ brutishOptional: true });
    const ev = play(sc, [['scorpion', push(false)]]);
    expect(pushed(ev)).toEqual([]);
    expect(ev).toEqual([
      expect.objectContaining({ type: 'hybrid/push-declined', warrior: 'ab', target: 'sen', rule: 'HY-APT-24' }),
    ]);
    expect(hybridPresenter.event?.(ev[0]!, 'en')).toBe('ab holds back his Brutish Strength: sen is not pushed');
    expect(hybridPresenter.event?.(ev[0]!, 'hu')).toBe('ab visszafogja Nyers erejét: sen nem lökődik hátra');
    expect([w(sc, 'sen').x, w(sc, 'sen').y, w(sc, 'sen').wounds]).toEqual([3, 4, 1]);
    expect(sc.state.current?.stage).toBe('finish');
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'end' });
  });

  it('AMB-22 HY-APT-24 brutishOptional: a strike that misses asks nothing under either value', () => {
    for (const on of [false, true]) {
      const sc = scenario({
        warriors: [
          { profile: 'aberration', at: [3, 2], facing: 'N', id: 'ab' },
          { profile: 'seneschal', at: [3, 4], facing: 'S', id: 'sen' },
        ],
        options: { brutishOptional: on },
      });
      activate(sc, 'ab');
      play(sc, [...strikeAt('scorpion', 'sen', 1)], [9]);
      expect(sc.state.current?.stage).toBe('finish');
      expect(sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'brutish-push')).toBe(false);
    }
  });
});

describe('AMB-61 which die of 2D10 counts (HY-ROLL-09)', () => {
  /** A test swordsman: NV 5, OC 5, no equipment, so a Master Strike rolls 2D10 against SL 5. */
  const MASTER: Profile = { ...WARDEN, id: 'master', nv: 5, oc: 5, dc: 3 };
  const keep = (die: number): HybridChoice => ({ kind: 'keep-die', die });
  const kept = (ev: ReturnType<typeof play>) => ev.filter((e) => e.type === 'hybrid/die-kept');

  /** The swordsman (Griffin) makes a Master Strike (level 5) on a Hybrid not in DC, the dice `faces`. */
  function masterStrike(options: Record<string, unknown>, faces: number[], luck = false) {
    const sc = scenario({
      warriors: [
        { profile: 'master', at: [3, 3], facing: 'N', id: 'm' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'hyb' },
      ],
      profiles: [MASTER],
      // The mission's armies and zones, for the bots' guesses at the hidden parts.
      mission: {
        armies: { griffin: ['master'], scorpion: ['hybrid'] },
        deployment: [
          { side: 'griffin', rank: 4, facing: 'N', squares: [[3, 3]] },
          { side: 'scorpion', rank: 4, facing: 'S', squares: [[3, 4]] },
        ],
      },
      options,
    });
    const card = luck ? giveEvent(sc, 'griffin', 'Luck') : null;
    activate(sc, 'm');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
    ]);
    const strike: HybridChoice = { kind: 'strike', target: 'hyb', level: 5 };
    const ev = card
      ? play(
          sc,
          [
            ['griffin', strike],
            ['griffin', { kind: 'play-event', card }],
          ],
          faces,
        )
      : play(sc, [['griffin', strike]], faces);
    return { sc, ev };
  }

  it('AMB-61 HY-ROLL-09 manualDiceChoice: by default 3 and 7 keep the 3 at once (a success against SL 5)', () => {
    const { sc, ev } = masterStrike({}, [3, 7]);
    expect(rolls(ev)).toEqual([expect.objectContaining({ rolls: [3, 7], kept: 3, sl: 5, result: 'success' })]);
    expect(kept(ev)).toEqual([]);
    expect(w(sc, 'hyb').wounds).toBe(1);
    expect(sc.state.current?.stage).toBe('finish');
  });

  it('AMB-61 HY-ROLL-09 manualDiceChoice: with the option on 3 and 7 (success or failure) wait for the striker to keep one; the roll counts with the die he keeps', () => {
    for (const [die, result, wounds] of [
      [3, 'success', 1],
      [7, 'failure', 0],
    ] as const) {
      const { sc, ev } = masterStrike({ manualDiceChoice: true }, [3, 7]);
      // Nothing counts yet: no roll in the log, no wound, the action waits.
      expect(rolls(ev)).toEqual([]);
      expect(w(sc, 'hyb').wounds).toBe(0);
      expect(sc.state.current?.action?.stage).toBe('keep');
      expect(sc.rules.invariants?.(sc.state)).toEqual([]);
      expect(asked(sc)).toEqual([{ seats: ['griffin'], kind: 'hybrid/keep-die' }]);
      expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([keep(3), keep(7)]);
      expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([]);
      expect(tryApply(sc, 'griffin', keep(5)).ok).toBe(false);
      expect(tryApply(sc, 'scorpion', keep(3)).ok).toBe(false);
      // The fast path picks among the same two with the same single draw.
      for (const seed of [1, 2, 3, 4]) {
        const a = SeededDice.fromSeed(seed);
        const b = SeededDice.fromSeed(seed);
        const legal = sc.rules.legalChoices(sc.state, 'griffin');
        expect(randomChoice(sc.ctx, sc.state, 'griffin', a)).toEqual(legal[b.pick(legal.length)]);
        expect(a.state()).toEqual(b.state());
      }
      // The heuristic bot keeps the lower die; the others answer from the two.
      const knowledge = hybridBotKnowledge(sc.content, { manualDiceChoice: true });
      expect(askBot(heuristicBot(sc.rules, knowledge), sc.rules, sc.state, 'griffin', { seed: 1 }).choice).toEqual(
        keep(3),
      );
      for (const bot of [randomBot(), mctsBot(sc.rules, knowledge, knowledge.search)])
        expect([keep(3), keep(7)]).toContainEqual(
          askBot(bot, sc.rules, sc.state, 'griffin', { seed: 2, budget: { iterations: 20 } }).choice,
        );
      const view = sc.rules.view(sc.state, 'griffin');
      expect(hybridPresenter.choice(keep(3), view, 'en')).toBe('Keep the die showing 3 (success)');
      expect(hybridPresenter.choice(keep(7), view, 'hu')).toBe('Megtartott kocka: 7 (kudarc)');
      const after = play(sc, [['griffin', keep(die)]]);
      expect(kept(after)).toEqual([expect.objectContaining({ warrior: 'm', die, rule: 'HY-ROLL-09' })]);
      expect(hybridPresenter.event?.(kept(after)[0]!, 'en')).toBe(`m keeps the die showing ${die}`);
      expect(rolls(after)).toEqual([expect.objectContaining({ rolls: [3, 7], kept: die, sl: 5, result })]);
      expect(w(sc, 'hyb').wounds).toBe(wounds);
      expect(sc.state.current?.stage).toBe('finish');
      expect(sc.state.current?.action?.keep).toBeUndefined();
      expect(sc.rules.invariants?.(sc.state)).toEqual([]);
    }
  });

  it('AMB-61 HY-ROLL-09 manualDiceChoice: with the option on two dice that give the same result (2 and 4, both successes) ask nothing and keep the lower', () => {
    const { sc, ev } = masterStrike({ manualDiceChoice: true }, [2, 4]);
    expect(rolls(ev)).toEqual([expect.objectContaining({ rolls: [2, 4], kept: 2, result: 'success' })]);
    expect(w(sc, 'hyb').wounds).toBe(1);
    expect(sc.state.current?.stage).toBe('finish');
  });

  it('AMB-61 AMB-32 HY-CARD-EVENT-10 manualDiceChoice: with Luck three dice are rolled, Luck sets one aside, and the striker keeps one of the two left', () => {
    // 10, 3 and 7: Luck sets the 7 aside (a 10 never goes), so 10 and 3 are left.
    const auto = masterStrike({}, [10, 3, 7], true);
    expect(rolls(auto.ev)).toEqual([expect.objectContaining({ rolls: [10, 3, 7], kept: 3, result: 'success' })]);
    const { sc, ev } = masterStrike({ manualDiceChoice: true }, [10, 3, 7], true);
    expect(ev.filter((e) => e.type === 'hybrid/luck')).toEqual([expect.objectContaining({ removed: 7 })]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([keep(3), keep(10)]);
    const after = play(sc, [['griffin', keep(10)]]);
    expect(rolls(after)).toEqual([expect.objectContaining({ rolls: [10, 3, 7], kept: 10, result: 'critical' })]);
    expect(w(sc, 'hyb').wounds).toBe(0);
  });

  it('AMB-61 HY-CARD-ARMY-09 manualDiceChoice: under the Clones’ Fury a kept failure is rolled again, and a Critical Failure is not', () => {
    for (const [die, wounds] of [
      [6, 1],
      [10, 0],
    ] as const) {
      const sc = scenario({
        warriors: [
          { profile: 'master', at: [3, 3], facing: 'N', id: 'm' },
          { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'hyb' },
        ],
        profiles: [MASTER],
        options: { manualDiceChoice: true },
      });
      sc.state.cards.fury.griffin = 1;
      activate(sc, 'm');
      play(sc, [...strikeAt('griffin', 'hyb', 5)], [6, 10]);
      expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([keep(6), keep(10)]);
      // The re-roll, if any: 3 and 4, both successes, so nothing more is asked.
      const ev = play(sc, [['griffin', keep(die)]], [3, 4]);
      expect(rolls(ev).map((r) => r['purpose'])).toEqual(
        die === 6 ? ['Strike (before the Clones’ Fury)', 'Strike (level 5)'] : ['Strike (level 5)'],
      );
      expect(w(sc, 'hyb').wounds).toBe(wounds);
    }
  });

  it('AMB-61 HY-MODE-DC-06 manualDiceChoice: a parry at level 5 rolls 2D10 and, with the option on, its defender keeps the die', () => {
    // A Hybrid (SL 5) strikes the Warden (NV 4, DC 6) in Defensive Combat, who parries at level 5
    // (SL 4): the strike rolls 2, the parry 3 and 8 (success or failure).
    for (const on of [false, true]) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'hyb' },
          { profile: 'warden', at: [3, 4], facing: 'S', dc: true, id: 'wd' },
        ],
        options: { manualDiceChoice: on },
      });
      activate(sc, 'hyb');
      const ev = play(sc, [...strikeAt('scorpion', 'wd', 1), ['griffin', { kind: 'parry', level: 5 }]], [2, 3, 8]);
      if (!on) {
        expect(rolls(ev).map((r) => [r['purpose'], r['kept']])).toEqual([
          ['Strike (level 1)', 2],
          ['Parry (level 5)', 3],
        ]);
        expect(w(sc, 'wd').wounds).toBe(0);
        continue;
      }
      expect(rolls(ev).map((r) => r['purpose'])).toEqual(['Strike (level 1)']);
      expect(asked(sc)).toEqual([{ seats: ['griffin'], kind: 'hybrid/keep-die' }]);
      expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([]);
      const after = play(sc, [['griffin', keep(8)]]);
      expect(rolls(after)).toEqual([
        expect.objectContaining({ purpose: 'Parry (level 5)', rolls: [3, 8], kept: 8, result: 'failure' }),
      ]);
      expect(w(sc, 'wd').wounds).toBe(1);
      expect(sc.state.current?.stage).toBe('finish');
    }
  });
});
