import { describe, expect, it } from 'vitest';
import { LoadedDice, unwrap, type GameEvent } from '@skirmish/core';
import type { AfterActionReport, Choice } from '../src/choices.ts';
import { CARDINAL_SEAT, NEUTRAL_SEAT, neutralCapCandidate } from '../src/hunt.ts';
import { dogsOfWarRuleset } from '../src/index.ts';
import type { Battle, CampaignState, Hunt } from '../src/state.ts';
import { bandRound } from '../src/battle.ts';
import { dogsOfWarBotKnowledge } from '../src/bot.ts';
import { SAMPLE_CONTENT } from '../src/content/sample.ts';
import {
  captainC,
  cardinalAgainst,
  company,
  done,
  editCompany,
  editSoldier,
  engine,
  goblinCompany,
  orcCompany,
  play,
  playAll,
  recruitC,
  refuse,
  soldierNamed,
  start,
  type M,
} from './helpers.ts';

const SEATS = ['red', 'blue', 'green'] as const;

function startHunt(days = 5, seats: readonly string[] = SEATS): M {
  return unwrap(
    engine.start(11, {
      companies: seats.map((seat) => ({ seat, name: `The ${seat} company` })),
      missions: days,
      campaign: 'hang-em-high',
    }),
  );
}

const hunt = (m: M): Hunt => {
  if (!m.state.hunt) throw new Error('not a hunt');
  return m.state.hunt;
};
const editHunt = (m: M, f: (h: Hunt) => Hunt): M => ({ ...m, state: { ...m.state, hunt: f(hunt(m)) } });
const types = (events: readonly GameEvent[]) => events.map((e) => e.type);

/** Three goblin companies formed; the last "done" opens day 1 with the given dice. */
function formed(day1: number[]): { match: M; events: readonly GameEvent[] } {
  let m = startHunt();
  m = goblinCompany(m, 'red');
  m = goblinCompany(m, 'blue');
  // The green company's last "done" (attributes) starts the hunt.
  m = play(m, 'green', {
    kind: 'name-captain',
    profile: 'goblin-boss',
    name: 'Boss',
    options: [],
    faction: null,
  }).match;
  m = play(m, 'green', { kind: 'recruit', profile: 'goblin-warrior', name: 'Gob', options: [], faction: null }).match;
  m = play(m, 'green', { kind: 'recruit', profile: 'goblin-warrior', name: 'Gab', options: [], faction: null }).match;
  m = play(m, 'green', { kind: 'done' }).match;
  m = play(m, 'green', { kind: 'done' }).match;
  return play(m, 'green', { kind: 'done' }, day1);
}

const allOf = (m: M, seat: string): Choice => ({
  kind: 'form-group',
  soldiers: company(m, seat).soldiers.map((s) => s.id),
  attributes: [],
  hires: [],
  explorers: [],
});
const finish: Choice = { kind: 'finish-preparation', bonesetter: [], training: [] };
const report = (results: AfterActionReport['results'], extra: Partial<AfterActionReport> = {}): Choice => ({
  kind: 'report',
  report: { results, retreat: null, deeds: [], wounds: [], structure: [], objectives: null, captures: [], ...extra },
});
const afterPhases = (m: M, seat: string, lastDice?: number[]): { match: M; events: readonly GameEvent[] } => {
  let cur = m;
  for (let i = 0; i < 3; i++) cur = play(cur, seat, { kind: 'done' }).match;
  return play(cur, seat, { kind: 'done' }, lastDice);
};

/**
 * Day 1 with three players: two offers (1d6 each: 6 and 6 give Raid 1 and Raid 2), attribution
 * 5, 3, 1 (red, blue, green); red and blue take Raid 1, green is left with Raid 2 against a
 * neutral company.
 */
function day1(): M {
  let m = formed([6, 6, 5, 3, 1]).match;
  m = play(m, 'red', { kind: 'pick-offer', offer: 'raid-1' }).match;
  // Blue's pick closes Raid 1; green takes what is left; the Attacker rolls follow (red 6-1, green 6-1).
  return play(m, 'blue', { kind: 'pick-offer', offer: 'raid-1' }, [6, 1, 6, 1]).match;
}

describe("Hang 'Em High as a campaign", () => {
  it('DW-CAMPAIGN-01 DW-CAMPAIGN-02 DW-CAMPAIGN-03 DW-CAMPAIGN-04 every company forms by the normal rules, then day 1 opens with the offers and the attribution order', () => {
    const { match, events } = formed([6, 6, 5, 3, 1]);
    for (const seat of SEATS) expect(company(match, seat).renown).toBe(125);
    expect(hunt(match).day).toBe(1);
    expect(hunt(match).offers).toEqual(['raid-1', 'raid-2']);
    expect(hunt(match).order).toEqual(['red', 'blue', 'green']);
    // The log names the companies, not their seats, in both languages.
    const order = events.find((e) => e.purpose === 'attribution');
    if (!order) throw new Error('no attribution roll');
    expect(order.text).toBe('Attribution order: The red company, The blue company, The green company');
    expect(dogsOfWarRuleset.presenter?.event(order, 'hu')).toContain(
      'Az ajánlatok választási sorrendje: The red company, The blue company, The green company',
    );
    expect(types(events)).toContain('day');
    expect(engine.pending(match).map((d) => [d.seats, d.kind])).toEqual([[['red'], 'dogs-of-war/pick-offer']]);
    // Nobody had clues: no location attempt was asked on day 1.
    expect(events.some((e) => e.purpose === 'location')).toBe(false);
  });

  it('DW-CAMPAIGN-05 DW-CAMPAIGN-06 a closed instance is refused; the odd player faces a neutral company', () => {
    let m = formed([6, 6, 5, 3, 1]).match;
    m = play(m, 'red', { kind: 'pick-offer', offer: 'raid-1' }).match;
    m = play(m, 'blue', { kind: 'pick-offer', offer: 'raid-1' }, [6, 1, 6, 1]).match;
    expect(hunt(m).picks).toEqual({ red: 'raid-1', blue: 'raid-1', green: 'raid-2' });
    const battles = m.state.battles.map((b) => [b.seats, b.mission]);
    expect(battles).toEqual([
      [['red', 'blue'], 'raid'],
      [['green', NEUTRAL_SEAT], 'raid'],
    ]);
    // A closed instance cannot be picked (checked on a copy where green still has to choose).
    const open = editHunt(formed([6, 6, 5, 3, 1]).match, (h) => ({ ...h, picks: { red: 'raid-1', blue: 'raid-1' } }));
    const green = { ...open, state: { ...open.state, hunt: { ...hunt(open), order: ['red', 'blue', 'green'] } } };
    expect(refuse(green, 'green', { kind: 'pick-offer', offer: 'raid-1' })).toEqual({
      code: 'offer/closed',
      rule: 'DW-CAMPAIGN-05',
    });
    const unfilled = editHunt(formed([6, 6, 5, 3, 1]).match, (h) => ({ ...h, picks: { red: 'raid-1' } }));
    // With two instances half-filled, green still chooses; then both battles start.
    const both = play(unfilled, 'blue', { kind: 'pick-offer', offer: 'raid-2' }).match;
    expect(both.state.battles).toHaveLength(0);
    // Both Raids start: each rolls for its Attacker (6 against 1).
    const after = play(both, 'green', { kind: 'pick-offer', offer: 'raid-1' }, [6, 1, 6, 1]).match;
    expect(after.state.battles.map((b) => b.seats)).toEqual([
      ['red', 'green'],
      ['blue', NEUTRAL_SEAT],
    ]);
  });

  it('DW-CAMPAIGN-07 DW-CAMPAIGN-08 the lone player sets the cap; the neutral group is worth cap-9 to cap; its fighters leave no record', () => {
    let m = day1();
    expect(engine.pending(m).map((d) => [d.seats, d.kind])).toContainEqual([['green'], 'dogs-of-war/neutral-cap']);
    expect(refuse(m, 'green', { kind: 'neutral-cap', cap: 40, controller: 'green' }).rule).toBe('DW-CAMPAIGN-06');
    const capped = play(m, 'green', { kind: 'neutral-cap', cap: 30, controller: 'red' });
    m = capped.match;
    const cap = capped.events.find((e) => e.type === 'neutral-cap');
    if (!cap) throw new Error('no neutral-cap event');
    expect(cap.text).toBe('Neither group may be worth more than 30; The red company runs the neutral company');
    expect(dogsOfWarRuleset.presenter?.event(cap, 'hu')).toContain('a semleges csapatot The red company irányítja');
    // The goblins are worth more than 30: over the cap.
    expect(refuse(m, 'green', allOf(m, 'green')).code).toBe('neutral/over-cap');
    m = {
      ...m,
      state: {
        ...m.state,
        battles: m.state.battles.map((b) => (b.neutral ? { ...b, neutral: { controller: 'red', cap: 60 } } : b)),
      },
    };
    expect(refuse(m, 'red', { kind: 'neutral-group', value: 50 }).rule).toBe('DW-CAMPAIGN-07');
    expect(refuse(m, 'red', { kind: 'neutral-group', value: 61 }).rule).toBe('DW-CAMPAIGN-07');
    m = play(m, 'red', { kind: 'neutral-group', value: 51 }).match;
    m = play(m, 'green', allOf(m, 'green')).match;
    if (m.state.battles.find((x) => x.neutral)?.step === 'compensate')
      m = play(m, 'green', { kind: 'compensate', eventCards: 0, objects: [] }).match;
    const b = m.state.battles.find((x) => x.neutral);
    // The neutral side never spends compensation.
    expect(b?.weaker === NEUTRAL_SEAT ? b.step : 'final').toBe('final');
    m = play(m, 'green', finish).match;
    const before = company(m, 'green');
    const gob = before.soldiers[1]?.id ?? '';
    const r = play(
      m,
      'green',
      report(
        { green: 'victory', [NEUTRAL_SEAT]: 'defeat' },
        { deeds: [{ kind: 'wound', soldier: gob, result: 'killed-outright', targetValue: 20 }] },
      ),
    );
    m = r.match;
    expect(m.state.companies[NEUTRAL_SEAT]).toBeUndefined();
    expect(m.state.earned[NEUTRAL_SEAT]).toBeUndefined();
    // The player's own progress is kept: participation 10, and a KO (6) on a target worth 20 against
    // his 8 (+2).
    expect(m.state.earned.green?.[gob]).toBe(10 + 6 + 2);
    expect(m.state.stages.green).toEqual({ kind: 'after', step: 'exclusions' });
  });
});

describe("Destruction's free Event card for the neutral company", () => {
  it('DW-MSN-DEST-06 DW-CAMPAIGN-08 the neutral company attacking with the stronger group: the player who runs it is asked, and its lone opponent is not', () => {
    // Two offers, 3 and 3: Destruction 1 and 2; red and blue take the first, green is left with
    // the second against a neutral company. Red attacks blue (6 to 1); the neutral company attacks
    // green (1 to 6).
    let m = formed([3, 3, 5, 3, 1]).match;
    m = play(m, 'red', { kind: 'pick-offer', offer: 'destruction-1' }).match;
    m = play(m, 'blue', { kind: 'pick-offer', offer: 'destruction-1' }, [6, 1, 1, 6]).match;
    const neutralBattle = (x: M) => x.state.battles.find((b) => b.neutral) as Battle;
    expect(neutralBattle(m).attacker).toBe(NEUTRAL_SEAT);
    const cap = neutralCapCandidate(company(m, 'green'));
    m = play(m, 'green', { kind: 'neutral-cap', cap, controller: 'red' }).match;
    m = play(m, 'red', { kind: 'neutral-group', value: cap }).match;
    // Green leaves one warrior at home: the neutral group is worth more.
    const green = company(m, 'green').soldiers.map((s) => s.id);
    m = play(m, 'green', {
      kind: 'form-group',
      soldiers: green.slice(0, -1),
      attributes: [],
      hires: [],
      explorers: [],
    }).match;
    if (neutralBattle(m).step === 'compensate')
      m = play(m, 'green', { kind: 'compensate', eventCards: 0, objects: [] }).match;
    m = play(m, 'green', finish).match;
    const b = neutralBattle(m);
    expect(b.groups[NEUTRAL_SEAT]?.value).toBeGreaterThan(b.groups['green']?.value ?? Infinity);
    expect(b.step).toBe('free-event-card');
    expect(
      engine
        .pending(m)
        .filter((d) => d.kind === 'dogs-of-war/free-event-card')
        .map((d) => d.seats),
    ).toEqual([['red']]);
    expect(engine.legal(m, 'red')).toEqual([
      { kind: 'free-event-card', take: true },
      { kind: 'free-event-card', take: false },
    ]);
    expect(refuse(m, 'green', { kind: 'free-event-card', take: true }).code).toBe('phase/not-your-decision');
    const r = play(m, 'red', { kind: 'free-event-card', take: true });
    expect(r.events.find((e) => e.type === 'free-event-card')).toMatchObject({ seat: NEUTRAL_SEAT, taken: true });
    const after = neutralBattle(r.match);
    expect([after.step, after.groups[NEUTRAL_SEAT]?.eventCards, after.groups['green']?.eventCards]).toEqual([
      'report',
      1,
      0,
    ]);
    expect(engine.rules.invariants?.(r.match.state)).toEqual([]);
  });
});

/** Day 1 finished: both battles reported and every company through its after-battle steps. */
function endOfDay1(): M {
  let m = day1();
  const cap = neutralCapCandidate(company(m, 'green'));
  m = play(m, 'green', { kind: 'neutral-cap', cap, controller: 'red' }).match;
  m = play(m, 'red', { kind: 'neutral-group', value: cap - 9 }).match;
  m = play(m, 'green', allOf(m, 'green')).match;
  m = play(m, 'red', allOf(m, 'red')).match;
  m = play(m, 'blue', allOf(m, 'blue')).match;
  for (const b of m.state.battles)
    for (const seat of b.seats) {
      const cur = m.state.battles.find((x) => x.id === b.id);
      if (cur?.step === 'compensate' && cur.weaker === seat)
        m = play(m, seat, { kind: 'compensate', eventCards: 0, objects: [] }).match;
    }
  for (const seat of SEATS) m = play(m, seat, finish).match;
  m = play(m, 'red', report({ red: 'draw', blue: 'draw' })).match;
  m = play(m, 'green', report({ green: 'draw', [NEUTRAL_SEAT]: 'draw' })).match;
  for (const seat of SEATS) m = afterPhases(m, seat).match;
  return m;
}

describe("Hang 'Em High, evening and morning", () => {
  it('DW-CAMPAIGN-09 DW-CAMPAIGN-10 DW-CAMPAIGN-12 each player rolls rumors at the end of the day, corruption buys a second die for 10 RP', () => {
    const m0 = endOfDay1();
    expect(hunt(m0).step).toBe('evening');
    expect(engine.pending(m0).map((d) => d.kind)).toEqual([
      'dogs-of-war/rumors',
      'dogs-of-war/rumors',
      'dogs-of-war/rumors',
    ]);
    const rp = company(m0, 'red').resources;
    let m = play(m0, 'red', { kind: 'rumors', corruption: true }, [4, 5]).match;
    expect(hunt(m).clues.red).toBe(9);
    expect(company(m, 'red').resources).toBe(rp - 10);
    m = play(m, 'blue', { kind: 'rumors', corruption: false }, [3]).match;
    m = editHunt(m, (h) => ({ ...h, clues: { ...h.clues, blue: 98 } }));
    // The last answer ends the day: day 2 opens and asks who tries to locate the Cardinal.
    m = play(m, 'green', { kind: 'rumors', corruption: false }, [6]).match;
    expect(hunt(m).clues).toEqual({ red: 9, blue: 98, green: 6 });
    expect(hunt(m).day).toBe(2);
    expect(hunt(m).step).toBe('morning');
    const capped = play(
      editHunt(m0, (h) => ({ ...h, clues: { ...h.clues, red: 97 } })),
      'red',
      { kind: 'rumors', corruption: false },
      [6],
    ).match;
    expect(hunt(capped).clues.red).toBe(100);
  });

  it('DW-CAMPAIGN-13 DW-CAMPAIGN-14 DW-CAMPAIGN-15 DW-CAMPAIGN-16 attempts in order of clues; a failure costs 1d6, the first success ends the attempts', () => {
    let m = endOfDay1();
    m = play(m, 'red', { kind: 'rumors', corruption: false }, [2]).match;
    m = play(m, 'blue', { kind: 'rumors', corruption: false }, [2]).match;
    m = editHunt(m, (h) => ({ ...h, clues: { red: 40, blue: 60, green: 0 } }));
    m = play(m, 'green', { kind: 'rumors', corruption: false }, [2]).match;
    // Clues now red 40, blue 60, green 2: Blue, with the most, is asked first and alone.
    expect(engine.pending(m).map((d) => d.seats[0])).toEqual(['blue']);
    // Blue: 7,0 reads 70, not below 60: fails, loses 3. Red (40) is asked next.
    const failed = play(m, 'blue', { kind: 'locate', attempt: true }, [7, 10, 3]);
    m = failed.match;
    expect(engine.pending(m).map((d) => d.seats[0])).toEqual(['red']);
    // Red: 3,5 reads 35 < 40, found, gains 4. Then the offers for the two others: 1 die (3:
    // Destruction), attribution 2, 5, and the Attacker roll 4-1.
    const r = play(m, 'red', { kind: 'locate', attempt: true }, [3, 5, 4, 3, 2, 5, 4, 1]);
    m = r.match;
    expect(hunt(m).clues).toEqual({ red: 44, blue: 57, green: 2 });
    expect(hunt(m).hunter).toBe('red');
    expect(hunt(m).offers).toEqual(['destruction-1']);
    expect(hunt(m).order).toEqual(['green', 'blue']);
    const rolls = [...failed.events, ...r.events].filter((e) => e.purpose === 'location');
    expect(rolls.map((e) => [e.seat, e.roll, e.change])).toEqual([
      ['blue', 70, -3],
      ['red', 35, 4],
    ]);
  });

  it('DW-CAMPAIGN-16 once the Cardinal is found, nobody with fewer clues is asked whether he tries that day', () => {
    let m = endOfDay1();
    m = play(m, 'red', { kind: 'rumors', corruption: false }, [2]).match;
    m = play(m, 'blue', { kind: 'rumors', corruption: false }, [2]).match;
    m = editHunt(m, (h) => ({ ...h, clues: { red: 90, blue: 60, green: 0 } }));
    m = play(m, 'green', { kind: 'rumors', corruption: false }, [2]).match;
    expect(engine.pending(m).map((d) => d.seats[0])).toEqual(['red']);
    // Red: 1,0 reads 10 < 90, found (+1). Offers for blue and green: 1 die (3), attribution 2, 5,
    // the Attacker roll 4-1. Blue and Green are never asked.
    m = play(m, 'red', { kind: 'locate', attempt: true }, [1, 10, 1, 3, 2, 5, 4, 1]).match;
    expect(hunt(m).hunter).toBe('red');
    expect(hunt(m).answers).toEqual({ red: true });
    expect(engine.pending(m).some((d) => d.kind === 'dogs-of-war/locate')).toBe(false);
  });

  it('DW-CAMPAIGN-14 players tied on clues are asked together, and their order is rolled once both have answered', () => {
    let m = endOfDay1();
    m = play(m, 'red', { kind: 'rumors', corruption: false }, [2]).match;
    m = play(m, 'blue', { kind: 'rumors', corruption: false }, [2]).match;
    m = editHunt(m, (h) => ({ ...h, clues: { red: 50, blue: 48, green: 48 } }));
    // Green's rumors (2) tie him with Red at 50.
    m = play(m, 'green', { kind: 'rumors', corruption: false }, [2]).match;
    expect(engine.pending(m).map((d) => d.seats[0])).toEqual(['red', 'green']);
    m = play(m, 'red', { kind: 'locate', attempt: true }).match;
    expect(engine.pending(m).map((d) => d.seats[0])).toEqual(['green']);
    // Green tries too: the tie is rolled (red 2, green 5: Green first). Green 9,9 reads 99: fails
    // (-1); Red 9,8 reads 98: fails (-2). Blue (48) is asked next.
    const r = play(m, 'green', { kind: 'locate', attempt: true }, [2, 5, 9, 9, 1, 9, 8, 2]);
    expect(r.events.filter((e) => e.purpose === 'location').map((e) => e.seat)).toEqual(['green', 'red']);
    expect(engine.pending(r.match).map((d) => d.seats[0])).toEqual(['blue']);
  });

  it('DW-CAMPAIGN-13 DW-CAMPAIGN-15 W-67 58 clues and a roll of 83: the attempt fails and 1d6 clues are lost at once', () => {
    let m = endOfDay1();
    m = play(m, 'red', { kind: 'rumors', corruption: false }, [2]).match;
    m = play(m, 'blue', { kind: 'rumors', corruption: false }, [2]).match;
    m = editHunt(m, (h) => ({ ...h, clues: { red: 58, blue: 0, green: 0 } }));
    m = play(m, 'green', { kind: 'rumors', corruption: false }, [2]).match;
    // Red's 8 and 3 read 83, not below 58; his d6 of 5 takes 5 clues.
    const r = play(m, 'red', { kind: 'locate', attempt: true }, [8, 3, 5]);
    const rolls = r.events.filter((e) => e.purpose === 'location');
    expect(rolls.map((e) => [e.seat, e.roll, e.change])).toEqual([['red', 83, -5]]);
    expect(hunt(r.match).clues['red']).toBe(53);
    expect(hunt(r.match).hunter).toBeNull();
    // Green (2) is asked next; the other dice are the day's two offers and the three players'
    // attribution rolls.
    play(r.match, 'green', { kind: 'locate', attempt: false }, [1, 2, 3, 4, 5]);
  });

  it('DW-CAMPAIGN-17 DW-CAMPAIGN-18 A-43 offers for all but the hunter, Death to the Cardinal last; an opponent of the hunter who fought his own battle names who runs the band', () => {
    let m = endOfDay1();
    for (const seat of SEATS) m = play(m, seat, { kind: 'rumors', corruption: false }, [1]).match;
    m = editHunt(m, (h) => ({ ...h, clues: { red: 100, blue: 0, green: 0 } }));
    m = { ...m, state: { ...m.state, hunt: { ...hunt(m), step: 'morning', answers: {} } } };
    // 0,1 reads 1 < 100: found. Offers for blue and green only: ceil(2 / 2) = 1 die (1: Intrusion), not
    // the 2 three players would roll; attribution 4, 2.
    m = play(m, 'red', { kind: 'locate', attempt: true }, [10, 1, 2, 1, 4, 2]).match;
    expect(hunt(m).hunter).toBe('red');
    expect(m.state.battles.map((b) => b.mission)).toEqual(['intrusion']);
    // Red is idle while the others fight: nothing is asked of him yet.
    expect(engine.pending(m).some((d) => d.seats.includes('red'))).toBe(false);
    m = play(m, 'blue', allOf(m, 'blue')).match;
    m = play(m, 'green', allOf(m, 'green')).match;
    m = play(m, 'blue', finish).match;
    m = play(m, 'green', finish).match;
    m = play(m, 'blue', report({ blue: 'draw', green: 'draw' })).match;
    m = afterPhases(m, 'blue').match;
    m = afterPhases(m, 'green').match;
    expect(engine.pending(m).map((d) => [d.seats, d.kind])).toEqual([
      [['blue'], 'dogs-of-war/cardinal-controller'],
      [['green'], 'dogs-of-war/cardinal-controller'],
    ]);
    expect(refuse(m, 'blue', { kind: 'cardinal-controller', seat: 'red' }).rule).toBe('DW-CAMPAIGN-18');
    const chosen = play(m, 'green', { kind: 'cardinal-controller', seat: 'blue' });
    m = chosen.match;
    // The log names the company, not its seat, in both languages.
    const line = chosen.events.find((e) => e.type === 'cardinal-controller');
    if (!line) throw new Error('no cardinal-controller event');
    expect(line.text).toBe("The blue company will run the Cardinal's camp");
    expect(dogsOfWarRuleset.presenter?.event(line, 'en')).toContain("The blue company will run the Cardinal's camp");
    expect(dogsOfWarRuleset.presenter?.event(line, 'hu')).toContain('A Bíboros táborát The blue company irányítja');
    const b = m.state.battles[0];
    expect(b?.seats).toEqual(['red', CARDINAL_SEAT]);
    expect(b?.attacker).toBe('red');
    expect(b?.mission).toBe('death-to-the-cardinal');
  });
});

/** Day 2 with red hunting the Cardinal and blue running the band, up to the report. */
function cardinalReady(): M {
  let m = endOfDay1();
  for (const seat of SEATS) m = play(m, seat, { kind: 'rumors', corruption: false }, [1]).match;
  m = editHunt(m, (h) => ({ ...h, step: 'morning', answers: {}, clues: { red: 100, blue: 0, green: 0 } }));
  m = play(m, 'red', { kind: 'locate', attempt: true }, [10, 1, 2, 1, 4, 2]).match;
  m = play(m, 'blue', allOf(m, 'blue')).match;
  m = play(m, 'green', allOf(m, 'green')).match;
  m = play(m, 'blue', finish).match;
  m = play(m, 'green', finish).match;
  m = play(m, 'blue', report({ blue: 'draw', green: 'draw' })).match;
  m = afterPhases(m, 'blue').match;
  m = afterPhases(m, 'green').match;
  m = play(m, 'green', { kind: 'cardinal-controller', seat: 'blue' }).match;
  m = play(m, 'red', allOf(m, 'red')).match;
  const b = m.state.battles[0];
  if (b?.step === 'compensate') m = play(m, 'red', { kind: 'compensate', eventCards: 0, objects: [] }).match;
  return play(m, 'red', finish).match;
}

describe("Hang 'Em High, the day's offers in words", () => {
  it('with a single offer open the first company has no choice, and only the second takes what is left', () => {
    let m = endOfDay1();
    for (const seat of SEATS) m = play(m, seat, { kind: 'rumors', corruption: false }, [1]).match;
    m = editHunt(m, (h) => ({ ...h, step: 'morning', answers: {}, clues: { red: 100, blue: 0, green: 0 } }));
    // Red finds the Cardinal; one offer die (1: Intrusion) for Blue and Green, attribution 4, 2.
    const r = play(m, 'red', { kind: 'locate', attempt: true }, [10, 1, 2, 1, 4, 2]);
    const taken = r.events.filter((e) => e.type === 'offer-taken');
    const words = dogsOfWarRuleset.presenter;
    expect(taken.map((e) => words?.event(e, 'en'))).toEqual([
      'The blue company has a single offer open: Intrusion (1)',
      'The green company takes what is left: Intrusion (1)',
    ]);
    expect(taken.map((e) => words?.event(e, 'hu'))).toEqual([
      'The blue company előtt egyetlen ajánlat áll nyitva: Behatolás (1.)',
      'The green company a megmaradt ajánlatot kapja: Behatolás (1.)',
    ]);
  });
});

describe('Death to the Cardinal in the campaign', () => {
  it('DW-CAMPAIGN-23 the band is the whole company, worth 300; a hunter far below gets only 50 CP', () => {
    const m = cardinalReady();
    const b = m.state.battles[0];
    expect(b?.groups[CARDINAL_SEAT]?.value).toBe(300);
    expect(b?.groups[CARDINAL_SEAT]?.soldiers).toHaveLength(10);
    expect(b?.cp).toBe(50);
    expect(b?.weaker).toBe('red');
    // Nobody was asked to lower the band.
    expect(m.state.battles[0]?.step).toBe('report');
  });

  it('DW-CAMPAIGN-21 DW-CAMPAIGN-24 DW-CAMPAIGN-25 no draw; after a defeat the band gains nothing and heals as if with a medic, the Cardinal one degree better', () => {
    const m0 = cardinalReady();
    expect(refuse(m0, 'red', report({ red: 'draw', [CARDINAL_SEAT]: 'draw' })).rule).toBe('DW-CAMPAIGN-21');
    // Blue, who runs the band, may send the report too.
    expect(engine.pending(m0).map((d) => [d.seats, d.kind])).toEqual([[['red', 'blue'], 'dogs-of-war/report']]);
    const band0 = m0.state.companies[CARDINAL_SEAT];
    // The Cardinal and the medic are killed outright. The Cardinal's 5+5 reads Critical, one row
    // better with the medic (Serious), then one degree better again: Light. The leech-doctor's
    // 1+1 reads Unharmed.
    const r = play(
      m0,
      'blue',
      report(
        { red: 'defeat', [CARDINAL_SEAT]: 'victory' },
        {
          deeds: [{ kind: 'wound', soldier: 'cardinal-3', result: 'killed-outright', targetValue: 10 }],
          wounds: [
            { soldier: 'cardinal-1', state: 'killed-outright' },
            { soldier: 'cardinal-2', state: 'killed-outright' },
          ],
        },
      ),
      [5, 5, 1, 1],
    );
    const band = r.match.state.companies[CARDINAL_SEAT];
    expect(band?.renown).toBe(band0?.renown);
    expect(band?.resources).toBe(band0?.resources);
    expect(r.match.state.earned[CARDINAL_SEAT]).toEqual({});
    const improved = r.events.find((e) => e.type === 'cardinal-recovers');
    expect(improved?.from).toBe('serious');
    expect(band?.soldiers.find((s) => s.id === 'cardinal-1')?.aftereffect).toBe('light');
    expect(band?.soldiers.find((s) => s.id === 'cardinal-2')?.aftereffect).toBe('none');
    expect(r.match.state.finished).toBe(false);
  });

  it('DW-MISSION-PRE-35 A-62 the band 20 below the hunter spent no CP: the player who runs it is asked whether it adds a round, and the hunter is not', () => {
    const m = cardinalAgainst(320);
    expect(engine.rules.invariants?.(m.state)).toEqual([]);
    const b = m.state.battles[0];
    expect([b?.groups[CARDINAL_SEAT]?.value, b?.weaker, b?.step]).toEqual([300, CARDINAL_SEAT, 'final']);
    expect(engine.pending(m).map((d) => [d.seats, d.kind])).toEqual([
      [['red'], 'dogs-of-war/final'],
      [['blue'], 'dogs-of-war/extra-round'],
    ]);
    expect(engine.legal(m, 'blue')).toEqual([
      { kind: 'extra-round', add: true },
      { kind: 'extra-round', add: false },
    ]);
    // The stronger hunter may not add it.
    expect(refuse(m, 'red', { ...finish, extraRound: true })).toEqual({
      code: 'mission/extra-round',
      rule: 'DW-MISSION-PRE-35',
    });
    const added = play(m, 'blue', { kind: 'extra-round', add: true });
    const line = added.events.find((e) => e.type === 'extra-round');
    expect(line).toMatchObject({ rule: 'DW-MISSION-PRE-35', seat: CARDINAL_SEAT });
    expect(dogsOfWarRuleset.presenter?.event(line as GameEvent, 'en')).toContain(
      "The Cardinal's band adds a round to the mission",
    );
    expect(dogsOfWarRuleset.presenter?.event(line as GameEvent, 'hu')).toContain(
      'A Bíboros bandája egy körrel meghosszabbítja a küldetést',
    );
    // Answered once: the band is ready, and nothing more is asked of its player.
    expect(refuse(added.match, 'blue', { kind: 'extra-round', add: false }).code).toBe('phase/not-your-decision');
    const asked = added.match.state.battles[0] as Battle;
    expect(bandRound(added.match.state, asked, false, new LoadedDice([]))).toMatchObject({
      ok: false,
      error: { code: 'mission/prepared' },
    });
    // The average of 320 and 300 gives five rounds (DW-MISSION-PRE-34), and the band's makes six.
    const ready = play(added.match, 'red', finish).match;
    expect([ready.state.battles[0]?.step, ready.state.battles[0]?.rounds]).toEqual(['report', 6]);
    expect(engine.rules.invariants?.(ready.state)).toEqual([]);
    // Whoever answers first: the hunter done, the band's answer still counts.
    const later = play(play(m, 'red', finish).match, 'blue', { kind: 'extra-round', add: true }).match;
    expect(later.state.battles[0]?.rounds).toBe(6);
    // Declined, the mission keeps its five.
    const declined = play(play(m, 'blue', { kind: 'extra-round', add: false }).match, 'red', finish);
    expect(declined.match.state.battles[0]?.rounds).toBe(5);
    expect(declined.events.some((e) => e.type === 'extra-round')).toBe(false);
  });

  it("DW-MISSION-PRE-35 the question, its answers and the band's bot in English and Hungarian", () => {
    const m = cardinalAgainst(320);
    const presenter = dogsOfWarRuleset.presenter;
    const question = engine.pending(m).find((d) => d.kind === 'dogs-of-war/extra-round');
    if (!presenter || !question) throw new Error('no question');
    expect(presenter.prompt?.(question, m.state, 'en')).toBe(
      "The Cardinal's band you run is the weaker: add a round to the mission?",
    );
    expect(presenter.prompt?.(question, m.state, 'hu')).toBe(
      'A Bíboros általad irányított bandája a gyengébb: meghosszabbítod a küldetést egy körrel?',
    );
    const add: Choice = { kind: 'extra-round', add: true };
    const keep: Choice = { kind: 'extra-round', add: false };
    expect([presenter.choice(add, m.state, 'en'), presenter.choice(keep, m.state, 'en')]).toEqual([
      'Add a round to the mission',
      'Keep the mission to its rounds',
    ]);
    expect([presenter.choice(add, m.state, 'hu'), presenter.choice(keep, m.state, 'hu')]).toEqual([
      'A küldetés egy körrel hosszabb lesz',
      'A küldetés körei maradnak',
    ]);
    // The bot running the band takes the round, whatever its die, as a weaker company's bot does.
    const heuristic = dogsOfWarBotKnowledge(SAMPLE_CONTENT).heuristicChoice;
    if (!heuristic) throw new Error('no bot heuristic');
    const legal = engine.legal(m, 'blue') as Choice[];
    for (let pick = 1; pick <= legal.length; pick++)
      expect(heuristic(m.state, 'blue', legal, new LoadedDice([pick]))).toEqual(add);
  });

  it('DW-MISSION-PRE-35 the band 19 below the hunter is ready at once: nobody is asked, and the round is refused', () => {
    const m = cardinalAgainst(319);
    expect(m.state.battles[0]?.groups[CARDINAL_SEAT]?.prepared).toBe(true);
    expect(engine.pending(m).map((d) => [d.seats, d.kind])).toEqual([[['red'], 'dogs-of-war/final']]);
    expect(refuse(m, 'blue', { kind: 'extra-round', add: true }).code).toBe('phase/not-your-decision');
    expect(play(m, 'red', finish).match.state.battles[0]?.rounds).toBe(5);
  });

  it('DW-MISSION-PRE-35 A-62 the hunter far below the band, his CP unspent, is offered the round at his own last step', () => {
    const m = play(cardinalAgainst(), 'red', { kind: 'compensate', eventCards: 0, objects: [] }).match;
    expect(m.state.battles[0]?.weaker).toBe('red');
    const longer = (engine.legal(m, 'red') as Choice[]).filter(
      (c) => c.kind === 'finish-preparation' && c.extraRound === true,
    );
    expect(longer.length).toBeGreaterThan(0);
    // Nobody asks the band's player anything.
    expect(engine.pending(m).map((d) => d.seats)).toEqual([['red']]);
  });

  it('DW-CAMPAIGN-26 a whole day without Death to the Cardinal heals his band by one degree', () => {
    let m = endOfDay1();
    m = {
      ...m,
      state: {
        ...m.state,
        companies: {
          ...m.state.companies,
          [CARDINAL_SEAT]: {
            ...(m.state.companies[CARDINAL_SEAT] as CampaignState['companies'][string]),
            soldiers: (m.state.companies[CARDINAL_SEAT]?.soldiers ?? []).map((s, i) => ({
              ...s,
              aftereffect: i === 0 ? 'critical' : i === 1 ? 'light' : 'none',
            })),
          },
        },
      },
    };
    for (const seat of SEATS) m = play(m, seat, { kind: 'rumors', corruption: false }, [1]).match;
    const band = m.state.companies[CARDINAL_SEAT]?.soldiers ?? [];
    expect(band[0]?.aftereffect).toBe('serious');
    expect(band[1]?.aftereffect).toBe('none');
  });

  it('DW-CAMPAIGN-22 DW-CAMPAIGN-27 the hunter who wins gets his rewards and the campaign ends', () => {
    const m0 = cardinalReady();
    const r = play(m0, 'red', report({ red: 'victory', [CARDINAL_SEAT]: 'defeat' }));
    expect(r.match.state.finished).toBe(true);
    expect(engine.outcome(r.match)).toMatchObject({ winners: ['red'], draw: false });
    expect(r.events.some((e) => e.rule === 'DW-CAMPAIGN-27')).toBe(true);
    expect(r.events.find((e) => e.type === 'premium' && e.seat === 'red')?.amount).toBe(20);
    expect(engine.pending(r.match)).toEqual([]);
  });

  it("DW-CAMPAIGN-22 DW-EP-04 the final battle's EP are added before the campaign ends: +10 each, the deeds' too", () => {
    const m0 = cardinalReady();
    const group = m0.state.battles[0]?.groups['red']?.soldiers ?? [];
    const killer = group[0] ?? '';
    const before = (id: string) => company(m0, 'red').soldiers.find((s) => s.id === id)?.ep.acquired ?? 0;
    const deed = {
      kind: 'wound' as const,
      soldier: killer,
      result: 'killed-outright' as const,
      targetValue: 75,
      target: 'cardinal-1',
    };
    const r = play(
      m0,
      'red',
      report(
        { red: 'victory', [CARDINAL_SEAT]: 'defeat' },
        {
          deeds: [deed],
          wounds: [{ soldier: 'cardinal-1', state: 'killed-outright' }],
          objectives: { mission: 'death-to-the-cardinal', attackerControls: true },
        },
      ),
    );
    expect(r.match.state.finished).toBe(true);
    const gained = r.events.filter((e) => e.type === 'ep-gained' && e.seat === 'red');
    expect(gained.map((e) => e.soldier).sort()).toEqual([...group].sort());
    for (const id of group) {
      const ep = gained.find((e) => e.soldier === id)?.ep as number;
      expect(ep).toBeGreaterThanOrEqual(10 + (id === killer ? 1 : 0));
      expect(company(r.match, 'red').soldiers.find((s) => s.id === id)?.ep.acquired).toBe(before(id) + ep);
    }
    // The experience comes before the end of the campaign.
    const over = r.events.findIndex((e) => e.type === 'campaign-over');
    expect(over).toBeGreaterThan(r.events.lastIndexOf(gained.at(-1) as GameEvent));
    expect(r.match.state.earned['red']).toEqual({});
  });

  it('DW-CAMPAIGN-25 DW-CAMPAIGN-27 the hunter won: the Cardinal killed outright makes no recuperation roll and heals no wound', () => {
    const m0 = cardinalReady();
    // No die is scripted: the band rolls nothing.
    const r = play(
      m0,
      'red',
      report(
        { red: 'victory', [CARDINAL_SEAT]: 'defeat' },
        { wounds: [{ soldier: 'cardinal-1', state: 'killed-outright' }] },
      ),
    );
    expect(r.events.filter((e) => e.type === 'recuperation' && e.seat === CARDINAL_SEAT)).toEqual([]);
    expect(r.events.find((e) => e.type === 'band-no-recuperation')?.rule).toBe('DW-CAMPAIGN-25');
    expect(dogsOfWarRuleset.presenter?.event(r.events.find((e) => e.type === 'campaign-over') as GameEvent, 'hu')).toBe(
      'The red company megnyerte a Halál a Bíborosra küldetést: a hadjárat véget ért',
    );
    expect(engine.outcome(r.match)?.reason).toBe('The Cardinal has fallen');
  });

  it('DW-CAMPAIGN-27 without a winner the hunt ends after its last day', () => {
    let m = editHunt(endOfDay1(), (h) => ({ ...h, maxDays: 1 }));
    for (const seat of SEATS) m = play(m, seat, { kind: 'rumors', corruption: false }, [1]).match;
    expect(m.state.finished).toBe(true);
    expect(engine.outcome(m)).toMatchObject({ winners: [], draw: true });
  });
});

describe("Hang 'Em High, searching prospectors", () => {
  it('DW-CAMPAIGN-11 A-63 a prospector sent searching rolls 1d6: as many clues for his company and EP for him, nothing else', () => {
    let m = day1();
    const gob = company(m, 'red').soldiers[1];
    if (!gob) throw new Error('no goblin');
    m = editSoldier(m, 'red', gob.name, (s) => ({ ...s, role: 'prospector' }));
    const others = company(m, 'red')
      .soldiers.filter((s) => s.id !== gob.id)
      .map((s) => s.id);
    const group: Choice = { kind: 'form-group', soldiers: others, attributes: [], hires: [], explorers: [] };
    // He cannot both fight and search, nor search and explore.
    expect(refuse(m, 'red', { ...group, soldiers: [...others, gob.id], searchers: [gob.id] }).code).toBe(
      'search/elsewhere',
    );
    expect(refuse(m, 'red', { ...group, explorers: [gob.id], searchers: [gob.id] }).code).toBe('search/elsewhere');
    expect(refuse(m, 'red', { ...group, searchers: [others[0] ?? ''] }).rule).toBe('DW-CAMPAIGN-11');
    // The rules offer the search among the groups they list.
    expect(engine.legal(m, 'red')).toContainEqual({ ...group, searchers: [gob.id] });
    m = play(m, 'red', { ...group, searchers: [gob.id] }).match;
    m = play(m, 'blue', allOf(m, 'blue')).match;
    const b = m.state.battles.find((x) => x.seats.includes('red'));
    if (b?.step === 'compensate' && b.weaker)
      m = play(m, b.weaker, { kind: 'compensate', eventCards: 0, objects: [] }).match;
    m = play(m, 'red', finish).match;
    m = play(m, 'blue', finish).match;
    const rp = company(m, 'red').resources;
    const renown = company(m, 'red').renown;
    const clues = hunt(m).clues.red ?? 0;
    const r = play(m, 'red', report({ red: 'draw', blue: 'draw' }), [4]);
    const roll = r.events.find((e) => e.purpose === 'search');
    expect(roll).toMatchObject({ rule: 'DW-CAMPAIGN-11', roll: 4, soldier: gob.id });
    expect(hunt(r.match).clues.red).toBe(clues + 4);
    // The 4 EP are his alone (he was not on the sheet: no participation).
    expect(r.match.state.earned.red?.[gob.id]).toBe(4);
    // No resources or renown from the search: only the draw's own gains.
    const drawRenown = r.events
      .filter((e) => e.type === 'renown' && e.seat === 'red')
      .reduce((x, e) => x + Number(e.amount), 0);
    const drawRP = r.events
      .filter((e) => (e.type === 'wages' || e.type === 'premium') && e.seat === 'red')
      .reduce((x, e) => x + Number(e.amount), 0);
    expect(company(r.match, 'red').renown).toBe(renown + drawRenown);
    expect(company(r.match, 'red').resources).toBe(rp + drawRP);
  });

  it('DW-CAMPAIGN-11 prospectors search only during the hunt', () => {
    let m = orcCompany(start(), 'red');
    m = play(play(m, 'red', { kind: 'done' }).match, 'red', { kind: 'done' }).match;
    m = playAll(m, 'blue', [captainC('goblin-boss', 'Boss'), recruitC('goblin-warrior', 'Gob'), done, done]);
    // Blue's last step opens the league's first mission: blue wins the mission roll (2 against 5).
    m = play(m, 'blue', done, [2, 5]).match;
    const gob = soldierNamed(m, 'blue', 'Gob');
    m = editSoldier(m, 'blue', gob.name, (s) => ({ ...s, role: 'prospector' }));
    m = play(m, 'blue', { kind: 'choose-mission', mission: 'raid' }, [1, 4]).match;
    const others = company(m, 'blue')
      .soldiers.filter((s) => s.id !== gob.id)
      .map((s) => s.id);
    expect(
      refuse(m, 'blue', {
        kind: 'form-group',
        soldiers: others,
        attributes: [],
        hires: [],
        explorers: [],
        searchers: [gob.id],
      }),
    ).toEqual({ code: 'search/not-hunt', rule: 'DW-CAMPAIGN-11' });
  });
});

describe("Hang 'Em High with two players", () => {
  it('DW-CAMPAIGN-18 alone against the hunter, his only opponent names himself to run the Cardinal', () => {
    let m = startHunt(5, ['red', 'blue']);
    m = goblinCompany(m, 'red');
    m = play(m, 'blue', {
      kind: 'name-captain',
      profile: 'goblin-boss',
      name: 'Boss',
      options: [],
      faction: null,
    }).match;
    m = play(m, 'blue', { kind: 'recruit', profile: 'goblin-warrior', name: 'Gob', options: [], faction: null }).match;
    m = play(m, 'blue', { kind: 'done' }).match;
    m = play(m, 'blue', { kind: 'done' }).match;
    // Red already holds 100 clues: day 1 opens by asking him whether he tries to locate the Cardinal.
    m = editHunt(m, (h) => ({ ...h, clues: { red: 100, blue: 0 } }));
    m = play(m, 'blue', { kind: 'done' }).match;
    expect(engine.pending(m).map((d) => [d.seats, d.kind])).toEqual([[['red'], 'dogs-of-war/locate']]);
    // 0,1 reads 1 < 100: found (+2 clues). Blue alone gets the offers: 1 die (1: Intrusion), no attribution roll.
    m = play(m, 'red', { kind: 'locate', attempt: true }, [10, 1, 2, 1]).match;
    expect(hunt(m).hunter).toBe('red');
    expect(m.state.battles.map((b) => b.seats)).toEqual([['blue', NEUTRAL_SEAT]]);
    const cap = neutralCapCandidate(company(m, 'blue'));
    m = play(m, 'blue', { kind: 'neutral-cap', cap, controller: 'red' }).match;
    m = play(m, 'red', { kind: 'neutral-group', value: cap - 9 }).match;
    m = play(m, 'blue', allOf(m, 'blue')).match;
    if (m.state.battles[0]?.step === 'compensate')
      m = play(m, 'blue', { kind: 'compensate', eventCards: 0, objects: [] }).match;
    m = play(m, 'blue', finish).match;
    m = play(m, 'blue', report({ blue: 'draw', [NEUTRAL_SEAT]: 'draw' })).match;
    m = afterPhases(m, 'blue').match;
    // Blue is the hunter's only opponent: he is asked, and the only player he can name is himself.
    expect(engine.pending(m).map((d) => [d.seats, d.kind])).toEqual([[['blue'], 'dogs-of-war/cardinal-controller']]);
    expect(engine.legal(m, 'blue')).toEqual([{ kind: 'cardinal-controller', seat: 'blue' }]);
    expect(refuse(m, 'blue', { kind: 'cardinal-controller', seat: 'red' }).rule).toBe('DW-CAMPAIGN-18');
    m = play(m, 'blue', { kind: 'cardinal-controller', seat: 'blue' }).match;
    expect(hunt(m).controller).toBe('blue');
    const b = m.state.battles[0];
    expect(b?.seats).toEqual(['red', CARDINAL_SEAT]);
    expect(b?.mission).toBe('death-to-the-cardinal');
    expect(engine.pending(m).map((d) => d.seats)).toEqual([['red']]);
  });
});

describe('a player left alone in the campaign', () => {
  it('DW-CAMPAIGN-06 DW-CAMPAIGN-07 with every other company out, the lone player sets the cap and runs the neutral company himself', () => {
    const d = day1();
    const m: M = {
      ...d,
      state: { ...d.state, stages: { ...d.state.stages, red: { kind: 'out' }, blue: { kind: 'out' } } },
    };
    const offered = engine.legal(m, 'green').filter((c) => c.kind === 'neutral-cap');
    expect(offered.length).toBeGreaterThan(0);
    for (const c of offered) expect(c).toMatchObject({ controller: 'green' });
    expect(refuse(m, 'green', { kind: 'neutral-cap', cap: 30, controller: 'red' }).rule).toBe('DW-CAMPAIGN-06');
    const next = play(m, 'green', { kind: 'neutral-cap', cap: 30, controller: 'green' }).match;
    expect(engine.pending(next).map((x) => [x.seats, x.kind])).toContainEqual([['green'], 'dogs-of-war/neutral-group']);
  });
});

describe('the caps offered against a neutral company', () => {
  it('are caps a player may set, even for a company whose every group is worth more than the most', () => {
    const d = day1();
    // Green's soldiers are made worth 6000 each, its renown raised to match (a campaign file's edit).
    const m = editCompany(d, 'green', (c) => ({
      ...c,
      renown: c.renown + 6000 * c.soldiers.length,
      soldiers: c.soldiers.map((s) => ({ ...s, initialValue: 6000 })),
    }));
    expect(engine.rules.invariants?.(m.state)).toEqual([]);
    const offered = engine.legal(m, 'green').filter((c) => c.kind === 'neutral-cap');
    expect(offered.length).toBeGreaterThan(0);
    for (const c of offered) {
      expect(engine.submit(m, 'green', c).ok).toBe(true);
    }
  });
});
