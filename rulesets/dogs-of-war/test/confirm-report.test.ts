/**
 * The option `confirm-report` (on by default): a report one player gives is accepted or sent back
 * by the other players whose companies fought the battle before the after-battle sequence starts.
 * It is a safeguard of the program, not a rule of the book.
 */
import { describe, expect, it } from 'vitest';
import { askBot, createBot, parseBotSpec } from '@skirmish/ai';
import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import { dogsOfWarBotKnowledge } from '../src/bot.ts';
import type { AfterActionReport, Choice } from '../src/choices.ts';
import { CARDINAL_SEAT } from '../src/hunt.ts';
import {
  cardinalAgainst,
  company,
  content,
  engine,
  groupsFormed,
  keepGroup,
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
    expect(accepted.events.slice(1)).toEqual(direct.events);
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
    // Any other question is the bot's own to answer.
    expect(knowledge.goodFaithChoice?.(m0.state, 'blue', engine.legal(m0, 'blue'))).toBeNull();
  });

  it("Death to the Cardinal: the hunter's report needs no acceptance (the band is no player's company); the report of the band's player awaits the hunter's", () => {
    let m = cardinalAgainst();
    for (let guard = 0; guard < 10 && m.state.battles[0]?.step !== 'report'; guard++) {
      const d = engine.pending(m)[0];
      const seat = d?.seats[0] ?? '';
      m = unwrap(engine.submit(m, seat, engine.legal(m, seat)[0], SeededDice.fromSeed(3))).match;
    }
    expect(m.state.battles[0]?.step).toBe('report');
    const lost = report({ red: 'defeat', [CARDINAL_SEAT]: 'victory' });
    // The hunter (red) reports: settled at once.
    const byHunter = submit(engine, m, 'red', lost);
    expect(byHunter.match.state.battles).toEqual([]);
    // Blue, who runs the band, reports: red accepts it or sends it back.
    const byBand = submit(engine, m, 'blue', lost);
    expect(byBand.match.state.battles[0]?.reported).toMatchObject({ by: 'blue', awaiting: ['red'] });
    expect(engine.pending(byBand.match).map((d) => [d.seats, d.kind])).toEqual([
      [['red'], 'dogs-of-war/confirm-report'],
    ]);
    const back = submit(engine, byBand.match, 'red', sendBack);
    expect(back.match.state).toEqual(m.state);
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
      'Red reports: Red victory, Blue defeat, 0 deeds, wounds: G1 (critical). Accept the report, or send it back to be given again?',
    );
    const hu = words.prompt(d, given.match.state, 'hu');
    expect(hu).toContain('Red jelentése: Red győzelem, Blue vereség, 0 tett, sebek: G1');
    expect(hu).toContain('Elfogadod, vagy visszaküldöd');
    expect(words.choice(accept, given.match.state, 'en')).toBe('Accept the report');
    expect(words.choice(sendBack, given.match.state, 'en')).toBe('Send the report back to be given again');
    expect(words.choice(accept, given.match.state, 'hu')).toBe('Elfogadom a jelentést');
    expect(words.choice(sendBack, given.match.state, 'hu')).toBe('Visszaküldöm a jelentést, adják meg újra');
    // The log says it too.
    for (const e of given.events) {
      expect(words.event(e, 'en')).toBe('Red reports battle 1; Blue to accept it');
      expect(words.event(e, 'hu')).toBe('Red jelentést adott a(z) 1. csatáról; Blue fogadja el');
    }
  });
});
