/**
 * The option `confirm-report` (on by default): a report one player gives is accepted or sent back
 * by the other players whose companies fought the battle before the after-battle sequence starts.
 * It is a safeguard of the program, not a rule of the book.
 */
import { describe, expect, it } from 'vitest';
import { askBot, createBot, parseBotSpec } from '@skirmish/ai';
import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { dogsOfWarRuleset, reportAwaitsOthers } from '../src/index.ts';
import { dogsOfWarBotKnowledge, standInReport } from '../src/bot.ts';
import type { AfterActionReport, Choice } from '../src/choices.ts';
import { CARDINAL_SEAT, NEUTRAL_SEAT } from '../src/hunt.ts';
import {
  cardinalAgainst,
  company,
  content,
  engine,
  groupsFormed,
  keepGroup,
  neutralAtReport,
  play,
  refuse,
  soldierNamed,
  type M,
} from './helpers.ts';

const finish: Choice = { kind: 'finish-preparation', bonesetter: [], training: [] };
const accept: Choice = { kind: 'confirm-report', accept: true };
const sendBack: Choice = { kind: 'confirm-report', accept: false };

const report = (results: AfterActionReport['results'], extra: Partial<AfterActionReport> = {}): Choice => ({
  kind: 'report',
  report: { results, retreat: null, deeds: [], wounds: [], structure: [], objectives: null, captures: [], ...extra },
});

/** Red (the book's orc company) against Blue (a goblin boss and four archers) in Intrusion, both ready: the report is asked. */
function atReport(): M {
  let m = keepGroup(groupsFormed('intrusion'));
  const b = m.state.battles[0];
  if (b?.step === 'compensate' && b.weaker)
    m = play(m, b.weaker, { kind: 'compensate', eventCards: 0, objects: [] }).match;
  m = play(m, 'red', finish).match;
  m = play(m, 'blue', finish).match;
  expect(m.state.battles[0]?.step).toBe('report');
  return m;
}

/** Red's victory, a goblin archer of Blue's badly hurt. */
function redWins(m: M): Choice {
  return report(
    { red: 'victory', blue: 'defeat' },
    { wounds: [{ soldier: soldierNamed(m, 'blue', 'G1').id, state: 'critical' }] },
  );
}

const submit = (eng: typeof engine, m: M, seat: string, c: Choice, seed = 5) =>
  unwrap(eng.submit(m, seat, c, SeededDice.fromSeed(seed)));

describe('a battle report confirmed by the other player', () => {
  it('a report given settles nothing yet: only the other player is asked, to accept it or send it back', () => {
    const m0 = atReport();
    expect(engine.pending(m0).map((d) => [d.seats, d.kind])).toEqual([[['red', 'blue'], 'dogs-of-war/report']]);
    const given = submit(engine, m0, 'red', redWins(m0));
    const b = given.match.state.battles[0];
    expect(b?.step).toBe('report');
    expect(b?.reported).toEqual({
      by: 'red',
      report: (redWins(m0) as { report: AfterActionReport }).report,
      awaiting: ['blue'],
    });
    // Nothing of the battle's outcome yet: the companies are as they were, no EP earned, no history.
    expect(given.match.state.companies).toEqual(m0.state.companies);
    expect(given.match.state.history).toEqual([]);
    expect(given.events.map((e) => e.type)).toEqual(['report-given']);
    expect(engine.pending(given.match).map((d) => [d.seats, d.kind])).toEqual([
      [['blue'], 'dogs-of-war/confirm-report'],
    ]);
    expect(engine.legal(given.match, 'blue')).toEqual([accept, sendBack]);
    expect(engine.legal(given.match, 'red')).toEqual([]);
    // The one who gave it does not accept it, and nobody gives a second report meanwhile.
    expect(engine.submit(given.match, 'red', accept).ok).toBe(false);
    expect(refuse(given.match, 'blue', report({ red: 'defeat', blue: 'victory' })).code).toBe(
      'report/awaiting-acceptance',
    );
    expect(engine.rules.invariants?.(given.match.state)).toEqual([]);
  });

  it('accepted, the after-battle sequence runs with the report as it was given', () => {
    const m0 = atReport();
    const given = submit(engine, m0, 'red', redWins(m0));
    const accepted = submit(engine, given.match, 'blue', accept, 9);
    expect(accepted.events[0]).toMatchObject({ type: 'report-accepted', seat: 'blue', by: 'red' });
    expect(accepted.match.state.battles).toEqual([]);
    expect(accepted.match.state.history[0]?.results).toEqual({ red: 'victory', blue: 'defeat' });
    expect(company(accepted.match, 'red').stats.victories).toBe(1);
    // Just what the same report settled at once gives, with the same dice (the option off).
    const off = unwrap(Engine.create(dogsOfWarRuleset, { options: { 'confirm-report': false } }));
    const direct = submit(off, m0, 'red', redWins(m0), 9);
    expect(accepted.match.state).toEqual(direct.match.state);
    // Settled at once, the report is said in the log first (the report given is said when given).
    expect(direct.events[0]).toMatchObject({ type: 'report-taken', seat: 'red', battle: 1 });
    expect(accepted.events.slice(1)).toEqual(direct.events.slice(1));
  });

  it('sent back, the report is asked again of either player, and the refused one leaves no trace', () => {
    const m0 = atReport();
    const given = submit(engine, m0, 'red', redWins(m0));
    const back = submit(engine, given.match, 'blue', sendBack);
    expect(back.events.map((e) => e.type)).toEqual(['report-refused']);
    // The campaign is as it was before the report.
    expect(back.match.state).toEqual(m0.state);
    expect('reported' in (back.match.state.battles[0] ?? {})).toBe(false);
    expect(engine.pending(back.match).map((d) => [d.seats, d.kind])).toEqual([[['red', 'blue'], 'dogs-of-war/report']]);
    // This time Blue gives it, a victory of his own, and Red accepts: that report is the one settled.
    const again = submit(engine, back.match, 'blue', report({ red: 'defeat', blue: 'victory' }));
    expect(again.match.state.battles[0]?.reported?.awaiting).toEqual(['red']);
    const settled = submit(engine, again.match, 'red', accept);
    expect(settled.match.state.history[0]?.results).toEqual({ red: 'defeat', blue: 'victory' });
    expect(company(settled.match, 'blue').stats.victories).toBe(1);
    expect(company(settled.match, 'red').stats.victories).toBe(0);
  });

  it('with the option off a report settles the battle at once, and nobody is asked to accept it', () => {
    const off = unwrap(Engine.create(dogsOfWarRuleset, { options: { 'confirm-report': false } }));
    const m0 = atReport();
    const r = submit(off, m0, 'red', redWins(m0));
    expect(r.events.some((e) => e.type === 'report-given')).toBe(false);
    expect(r.match.state.battles).toEqual([]);
    expect(r.match.state.history[0]?.results).toEqual({ red: 'victory', blue: 'defeat' });
    expect(off.pending(r.match).some((d) => d.kind === 'dogs-of-war/confirm-report')).toBe(false);
  });

  it('the option is on by default, with its words in English and Hungarian', () => {
    const spec = dogsOfWarRuleset.options?.find((o) => o.id === 'confirm-report');
    expect(spec).toMatchObject({ type: 'boolean', default: true });
    expect(spec?.description).toContain('one screen');
    expect(spec?.hu?.description).toContain('egy képernyőn');
    // The players who run the neutral company or the band accept too.
    expect(spec?.description).toContain("whoever runs the neutral company or the Cardinal's band");
    expect(spec?.hu?.description).toContain('aki a semleges csapatot, illetve a Bíboros bandáját vezeti');
  });

  it('the bots accept the report they are asked to confirm, at every level, the one that plays any legal move too', () => {
    const m0 = atReport();
    const given = submit(engine, m0, 'red', redWins(m0));
    const knowledge = dogsOfWarBotKnowledge(content);
    for (const spec of ['random', 'heuristic', 'mcts:40it']) {
      const parsed = parseBotSpec(spec);
      if ('error' in parsed) throw new Error(parsed.error);
      const bot = createBot(parsed, engine.rules, knowledge);
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8])
        expect(
          askBot(bot, engine.rules, given.match.state, 'blue', { seed, budget: { iterations: 40 } }).choice,
        ).toEqual(accept);
    }
    // A report to give is the same stand-in report from every bot: no bot fought the battle.
    const toReport = engine.legal(m0, 'blue');
    expect(toReport.some((c) => c.kind === 'report')).toBe(true);
    expect(knowledge.goodFaithChoice?.(m0.state, 'blue', toReport)).toEqual(standInReport(m0.state, toReport));
    // Any other question is the bot's own to answer.
    const m1 = keepGroup(groupsFormed('intrusion'));
    const seat = engine.pending(m1)[0]?.seats[0] ?? 'red';
    expect(knowledge.goodFaithChoice?.(m1.state, seat, engine.legal(m1, seat))).toBeNull();
  });

  it("Death to the Cardinal: the hunter's report awaits the acceptance of the band's player, and the band's player's report the hunter's", () => {
    let m = cardinalAgainst();
    for (let guard = 0; guard < 10 && m.state.battles[0]?.step !== 'report'; guard++) {
      const d = engine.pending(m)[0];
      const seat = d?.seats[0] ?? '';
      m = unwrap(engine.submit(m, seat, engine.legal(m, seat)[0], SeededDice.fromSeed(3))).match;
    }
    expect(m.state.battles[0]?.step).toBe('report');
    expect(m.state.hunt?.controller).toBe('blue');
    const won = report({ red: 'victory', [CARDINAL_SEAT]: 'defeat' });
    // The hunter (red) reports his victory: nothing is settled, the campaign goes on until Blue,
    // who runs the band, accepts it.
    const byHunter = submit(engine, m, 'red', won);
    expect(byHunter.match.state.battles[0]?.reported).toMatchObject({ by: 'red', awaiting: ['blue'] });
    expect(byHunter.match.state.finished).toBe(false);
    expect(engine.pending(byHunter.match).map((d) => [d.seats, d.kind])).toEqual([
      [['blue'], 'dogs-of-war/confirm-report'],
    ]);
    expect(engine.rules.invariants?.(byHunter.match.state)).toEqual([]);
    expect(submit(engine, byHunter.match, 'blue', sendBack).match.state).toEqual(m.state);
    const accepted = submit(engine, byHunter.match, 'blue', accept);
    expect(accepted.match.state.battles).toEqual([]);
    expect(accepted.match.state.finished).toBe(true);
    expect(accepted.match.state.hunt?.winner).toBe('red');
    // Blue, who runs the band, reports: red accepts it or sends it back.
    const lost = report({ red: 'defeat', [CARDINAL_SEAT]: 'victory' });
    const byBand = submit(engine, m, 'blue', lost);
    expect(byBand.match.state.battles[0]?.reported).toMatchObject({ by: 'blue', awaiting: ['red'] });
    expect(engine.pending(byBand.match).map((d) => [d.seats, d.kind])).toEqual([
      [['red'], 'dogs-of-war/confirm-report'],
    ]);
    const back = submit(engine, byBand.match, 'red', sendBack);
    expect(back.match.state).toEqual(m.state);
  });

  it("a neutral battle: the lone player's report awaits the acceptance of the player who runs the neutral company", () => {
    const m = neutralAtReport();
    const b = m.state.battles[0];
    expect(b?.seats).toEqual(['blue', NEUTRAL_SEAT]);
    expect(b?.neutral?.controller).toBe('red');
    const drawn = report({ blue: 'draw', [NEUTRAL_SEAT]: 'draw' });
    const given = submit(engine, m, 'blue', drawn);
    expect(given.match.state.battles[0]?.reported).toMatchObject({ by: 'blue', awaiting: ['red'] });
    expect(given.match.state.companies[NEUTRAL_SEAT]).toBeDefined();
    expect(given.match.state.history).toEqual([]);
    expect(engine.pending(given.match).map((d) => [d.seats, d.kind])).toEqual([
      [['red'], 'dogs-of-war/confirm-report'],
    ]);
    expect(engine.legal(given.match, 'red')).toEqual([accept, sendBack]);
    expect(engine.rules.invariants?.(given.match.state)).toEqual([]);
    // Sent back, the battle is as it was; accepted, it is settled and the neutral company goes.
    expect(submit(engine, given.match, 'red', sendBack).match.state).toEqual(m.state);
    const settled = submit(engine, given.match, 'red', accept);
    expect(settled.events[0]).toMatchObject({ type: 'report-accepted', seat: 'red', by: 'blue' });
    expect(settled.match.state.battles).toEqual([]);
    expect(settled.match.state.companies[NEUTRAL_SEAT]).toBeUndefined();
    expect(settled.match.state.history[0]?.results).toEqual({ blue: 'draw', [NEUTRAL_SEAT]: 'draw' });
  });

  it('where no other player answers for a side of the battle, the report settles at once', () => {
    // Blue runs the neutral company against himself, as a player left alone in the campaign does.
    const m0 = neutralAtReport();
    const m: M = {
      ...m0,
      state: {
        ...m0.state,
        battles: m0.state.battles.map((b) => (b.neutral ? { ...b, neutral: { ...b.neutral, controller: 'blue' } } : b)),
      },
    };
    const r = submit(engine, m, 'blue', report({ blue: 'draw', [NEUTRAL_SEAT]: 'draw' }));
    expect(r.events.some((e) => e.type === 'report-given')).toBe(false);
    expect(r.match.state.battles).toEqual([]);
    expect(r.match.state.history[0]?.results).toEqual({ blue: 'draw', [NEUTRAL_SEAT]: 'draw' });
  });

  it('the player who gave the report is told whose acceptance it awaits, in English and Hungarian', () => {
    const m0 = atReport();
    const given = submit(engine, m0, 'red', redWins(m0));
    // He has nothing to decide: the engine refuses his acceptance.
    const r = engine.submit(given.match, 'red', accept);
    expect(r.ok ? null : r.error.code).toBe('phase/not-your-decision');
    expect(reportAwaitsOthers(given.match.state, 'red', 'en')).toBe(
      'the report of battle 1 awaits the acceptance of Blue, not yours',
    );
    expect(reportAwaitsOthers(given.match.state, 'red', 'hu')).toBe(
      'az 1. csata jelentése arra vár, hogy Blue elfogadja vagy visszaküldje; nem te döntesz róla',
    );
    // The one asked, and a battle with no report given, have nothing of the kind to be told.
    expect(reportAwaitsOthers(given.match.state, 'blue', 'en')).toBeUndefined();
    expect(reportAwaitsOthers(m0.state, 'red', 'en')).toBeUndefined();
    // The lone player who reported against the neutral company is told it awaits its player.
    const n = submit(engine, neutralAtReport(), 'blue', report({ blue: 'draw', [NEUTRAL_SEAT]: 'draw' }));
    expect(reportAwaitsOthers(n.match.state, 'blue', 'en')).toBe(
      'the report of battle 1 awaits the acceptance of The red company, not yours',
    );
  });
});

describe('the words of the confirmation', () => {
  const words = dogsOfWarRuleset.presenter;
  it('the question says who reported what, in English and Hungarian; the choices say accept or send back', () => {
    const m0 = atReport();
    const given = submit(engine, m0, 'red', redWins(m0));
    const d = engine.pending(given.match)[0];
    if (!d || !words?.prompt) throw new Error('no question');
    const en = words.prompt(d, given.match.state, 'en');
    expect(en).toBe(
      'Red reports: Red victory, Blue defeat; no deeds; wounds: G1 (Blue): critical. Accept the report, or send it back to be given again?',
    );
    const hu = words.prompt(d, given.match.state, 'hu');
    expect(hu).toContain('Red jelentése: Red győzelem, Blue vereség; nincs tett; sebek: G1 (Blue): kritikus');
    expect(hu).toContain('Elfogadod, vagy visszaküldöd');
    expect(words.choice(accept, given.match.state, 'en')).toBe('Accept the report');
    expect(words.choice(sendBack, given.match.state, 'en')).toBe('Send the report back to be given again');
    expect(words.choice(accept, given.match.state, 'hu')).toBe('Elfogadom a jelentést');
    expect(words.choice(sendBack, given.match.state, 'hu')).toBe('Visszaküldöm a jelentést, adják meg újra');
    // The log says it too.
    for (const e of given.events) {
      expect(words.event(e, 'en')).toBe(
        'Red reports battle 1 (Red victory, Blue defeat; no deeds; wounds: G1 (Blue): critical); Blue to accept it',
      );
      expect(words.event(e, 'hu')).toBe(
        'Red jelentést adott az 1. csatáról (Red győzelem, Blue vereség; nincs tett; sebek: G1 (Blue): kritikus); Blue fogadja el',
      );
    }
  });
});

describe('what the players read of a report to accept', () => {
  const words = dogsOfWarRuleset.presenter!;
  /** At the report, a fighter of Red's renamed G1, as a goblin archer of Blue's is named. */
  function sameNames(): { m: M; redG1: string; blueG1: string; blueG2: string } {
    const m0 = atReport();
    const red = company(m0, 'red');
    const first = red.soldiers[0];
    if (!first) throw new Error('no soldier');
    const m: M = {
      ...m0,
      state: {
        ...m0.state,
        companies: {
          ...m0.state.companies,
          red: { ...red, soldiers: red.soldiers.map((s) => (s.id === first.id ? { ...s, name: 'G1' } : s)) },
        },
      },
    };
    return { m, redG1: first.id, blueG1: soldierNamed(m, 'blue', 'G1').id, blueG2: soldierNamed(m, 'blue', 'G2').id };
  }

  it('fighters of the same name are named with their companies, and each deed is said (who and what), in the question and the log', () => {
    const { m, redG1, blueG1, blueG2 } = sameNames();
    const given = submit(
      engine,
      m,
      'red',
      report(
        { red: 'victory', blue: 'defeat' },
        {
          deeds: [
            { kind: 'wound', soldier: redG1, result: 'critical', targetValue: 9 },
            { kind: 'bonus', soldier: blueG2, ep: 5 },
          ],
          wounds: [
            { soldier: redG1, state: 'killed-outright' },
            { soldier: blueG1, state: 'critical' },
          ],
        },
      ),
    );
    const d = engine.pending(given.match)[0];
    if (!d) throw new Error('no question');
    expect(words.prompt?.(d, given.match.state, 'en')).toBe(
      "Red reports: Red victory, Blue defeat; deeds: G1 (Red): a wound dealt to a fighter of value 9 (critical), G2 (Blue): 5 EP of the mission's bonus; wounds: G1 (Red): killed outright, G1 (Blue): critical. Accept the report, or send it back to be given again?",
    );
    expect(words.prompt?.(d, given.match.state, 'hu')).toBe(
      'Red jelentése: Red győzelem, Blue vereség; tettek: G1 (Red): seb egy 9 értékű harcoson (kritikus), G2 (Blue): 5 TP a küldetés jutalmából; sebek: G1 (Red): kiütve, G1 (Blue): kritikus. Elfogadod, vagy visszaküldöd, hogy újra megadják?',
    );
    const [e] = given.events;
    if (!e) throw new Error('no event');
    expect(words.event(e, 'en')).toBe(
      "Red reports battle 1 (Red victory, Blue defeat; deeds: G1 (Red): a wound dealt to a fighter of value 9 (critical), G2 (Blue): 5 EP of the mission's bonus; wounds: G1 (Red): killed outright, G1 (Blue): critical); Blue to accept it",
    );
    expect(words.event(e, 'hu')).toContain('sebek: G1 (Red): kiütve, G1 (Blue): kritikus); Blue fogadja el');
  });

  it('with the option off the log still says the report given, in English and Hungarian', () => {
    const off = unwrap(Engine.create(dogsOfWarRuleset, { options: { 'confirm-report': false } }));
    const m0 = atReport();
    const r = submit(off, m0, 'red', redWins(m0));
    const said = r.events.filter((e) => e.type === 'report-taken');
    expect(said).toHaveLength(1);
    const [e] = said;
    if (!e) throw new Error('no event');
    expect(words.event(e, 'en')).toBe(
      'Red reports battle 1: Red victory, Blue defeat; no deeds; wounds: G1 (Blue): critical',
    );
    expect(words.event(e, 'hu')).toBe(
      'Red jelentést adott az 1. csatáról: Red győzelem, Blue vereség; nincs tett; sebek: G1 (Blue): kritikus',
    );
  });

  it('the report sent back is carried by the event that says so, for its player to correct it', () => {
    const m0 = atReport();
    const given = submit(engine, m0, 'red', redWins(m0));
    const back = submit(engine, given.match, 'blue', sendBack);
    expect(back.events[0]).toMatchObject({
      type: 'report-refused',
      seat: 'blue',
      by: 'red',
      report: (redWins(m0) as { report: AfterActionReport }).report,
    });
    expect(words.event(back.events[0] ?? { type: '' }, 'hu')).toBe(
      'Blue visszaküldi az 1. csata jelentését: újra meg kell adni',
    );
  });

  it('the players not asked read whose answer the report awaits, not the question put to him', () => {
    const m0 = atReport();
    const given = submit(engine, m0, 'red', redWins(m0));
    const d = engine.pending(given.match)[0];
    if (!d) throw new Error('no question');
    expect(words.waiting?.(d, given.match.state, 'en')).toBe('Blue to accept or send back the report of battle 1');
    expect(words.waiting?.(d, given.match.state, 'hu')).toBe('Blue elfogadja vagy visszaküldi az 1. csata jelentését');
    // Other decisions are given with their prompts.
    const asked = engine.pending(m0)[0];
    if (!asked) throw new Error('no report asked');
    expect(words.waiting?.(asked, m0.state, 'en')).toBeUndefined();
  });
});

describe('a ready-made report in the list of choices', () => {
  it('is sent only once the player says the battle went so on the table, in the language of the page; other choices are not asked about', () => {
    const m = atReport();
    const presenter = dogsOfWarRuleset.presenter;
    const c = redWins(m);
    const en = presenter?.confirm?.(c, m.state, 'en');
    const hu = presenter?.confirm?.(c, m.state, 'hu');
    expect(en).toMatch(/^A ready-made report: .*victory.*\. Send it only if the battle went so on the table\.$/);
    expect(hu).toMatch(/^Kész jelentés: .*\. Csak akkor küldd el, ha a csata az asztalon valóban így zajlott\.$/);
    // The summary is the one the choice's own button reads.
    expect(en).toContain(presenter?.choice(c, m.state, 'en').replace(/^Report: /, '') ?? '?');
    expect(presenter?.confirm?.(finish, m.state, 'en')).toBeNull();
    expect(presenter?.confirm?.(accept, m.state, 'hu')).toBeNull();
  });
});
