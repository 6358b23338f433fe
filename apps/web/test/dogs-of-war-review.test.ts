/**
 * The Dogs of War screens in Node, where a player could be misled: the report form sends what it
 * shows and asks the rules whether it holds; the standings name a soldier who died later; the
 * exclusions, the formation EP left, recruiting closed, nothing to buy, the provisional renown, RP
 * and the Raid's merchants are said where the player is; the reserve training says why it is
 * empty; the log parts a die from its text; the Hungarian words read as Hungarian.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SeededDice, type GameEvent } from '@skirmish/core';
import { RAID_MERCHANTS, seatCompany, type Battle, type CampaignState, type Choice } from '@skirmish/dogs-of-war';
import { judgeFor, provisionalRenown, trial } from '../src/boards/dogs-of-war/logic.ts';
import { buildReport, emptyDraft, resultPatch, retreatPatch, targetValueOf } from '../src/boards/dogs-of-war/report.ts';
import { Objectives, ReportForm } from '../src/boards/dogs-of-war/ReportForm.tsx';
import { Preparation } from '../src/boards/dogs-of-war/Preparation.tsx';
import { Experience, Roster } from '../src/boards/dogs-of-war/DogsOfWarBoard.tsx';
import { WORDS, midSentence, PREP_WORDS } from '../src/boards/dogs-of-war/words.ts';
import { EventLog } from '../src/components/EventLog.tsx';
import { I18nContext, STRINGS } from '../src/i18n.ts';
import { dogsBoardHtml, redAgainstBlue } from './dogs-of-war-board.ts';

const judge = judgeFor(null);

const start = redAgainstBlue;

/** A choice the rules take; a report is accepted at once by the other side. */
function play(state: CampaignState, seat: string, c: Choice): { state: CampaignState; events: GameEvent[] } {
  const t = trial(judge, state, seat, c);
  if (!t.ok) throw new Error(`${seat} ${c.kind}: ${t.violation.message}`);
  let out = { state: t.state, events: [...t.events] };
  if (c.kind !== 'report') return out;
  for (const other of t.state.battles.find((b) => b.reported?.by === seat)?.reported?.awaiting ?? []) {
    const a = trial(judge, out.state, other, { kind: 'confirm-report', accept: true });
    if (!a.ok) throw new Error(`${other} confirm-report: ${a.violation.message}`);
    out = { state: a.state, events: [...out.events, ...a.events] };
  }
  return out;
}

const step = (state: CampaignState, seat: string, c: Choice) => play(state, seat, c).state;

/** Red's captain named, and Red at the formation EP step. */
function atFormationEP(): CampaignState {
  let s = start();
  s = step(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
  return step(s, 'red', { kind: 'done' });
}

/** Two companies formed, each of a captain and two recruits. */
function formed(): CampaignState {
  let s = start();
  for (const seat of ['red', 'blue']) {
    s = step(s, seat, { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = step(s, seat, { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null });
    s = step(s, seat, { kind: 'recruit', profile: 'orc-brute', name: 'Bru', options: [], faction: null });
    for (let i = 0; i < 3; i++) s = step(s, seat, { kind: 'done' });
  }
  return s;
}

/** The preparation played with the rules' own first choices until the battle reaches `until`. */
function preparedTo(s0: CampaignState, until: Battle['step'], mission?: string): CampaignState {
  let s = s0;
  for (let guard = 0; guard < 40; guard++) {
    const b = s.battles[0];
    if (!b || b.step === until) break;
    const seat = s.seats.find((x) => judge.rules.legalChoices(s, x).length > 0);
    if (!seat) break;
    let c = judge.rules.legalChoices(s, seat)[0];
    if (!c) break;
    if (c.kind === 'choose-mission' && mission) c = { kind: 'choose-mission', mission } as Choice;
    s = step(s, seat, c);
  }
  expect(s.battles[0]?.step).toBe(until);
  return s;
}

function html(el: ReactElement, lang: 'en' | 'hu' = 'en'): string {
  return renderToString(
    createElement(I18nContext.Provider, { value: { lang, t: STRINGS[lang], setLang: () => undefined } }, el),
  ).replace(/<!-- -->/g, '');
}

const text = (h: string) => h.replace(/<[^>]*>/g, '').replace(/&#x27;/g, "'");

describe('the report form sends what it shows, and the rules judge it', () => {
  const s = preparedTo(formed(), 'report');
  const b = s.battles[0] as Battle;

  it('a result set for one side changes no other side, and a retreat changes no result', () => {
    const d = emptyDraft(b);
    const [red, blue] = b.seats as [string, string];
    const both = { ...d, ...resultPatch(d, red, 'victory') };
    const twice = { ...both, ...resultPatch(both, blue, 'victory') };
    expect(twice.results).toEqual({ [red]: 'victory', [blue]: 'victory' });
    const retreating = { ...twice, ...retreatPatch(twice, b, red) };
    expect(retreating.results).toEqual({ [red]: 'victory', [blue]: 'victory' });
    expect(retreating.retreat).toBe(red);
    // The report sent is the draft as shown.
    const report = buildReport(retreating, b, []);
    expect(report.results).toEqual({ [red]: 'victory', [blue]: 'victory' });
    expect(report.retreat).toBe(red);
  });

  it('the form shows the results it was given and the verdict of the rules on exactly those', () => {
    const [red, blue] = b.seats as [string, string];
    const given = buildReport({ ...emptyDraft(b), results: { [red]: 'victory', [blue]: 'draw' }, retreat: red }, b, []);
    const out = html(createElement(ReportForm, { state: s, seat: red, battle: b, choose: () => undefined, given }));
    const selected = (name: string) =>
      new RegExp(`<select name="${name}"[^>]*>[\\s\\S]*?<option value="(\\w+)" selected=""`).exec(out)?.[1];
    expect(selected(`result-${red}`)).toBe('victory');
    expect(selected(`result-${blue}`)).toBe('draw');
    // The verdict is the rules' own on that report: no copy of them in the form decides it.
    const rules = judge.rules.apply(s, red, { kind: 'report', report: given }, SeededDice.fromSeed(1));
    expect(out.includes('dw-verdict refused')).toBe(!rules.ok);
    expect(out.includes('dw-verdict ok')).toBe(rules.ok);
    // The JSON the form would send is the report as shown.
    expect(out).toContain('&quot;retreat&quot;: &quot;red&quot;');
    expect(targetValueOf({ target: 'other', targetValue: 7 }, [])).toBe(7);
  });
});

describe('the standings and the after-battle steps', () => {
  it('a soldier named in an earlier mission and dead in a later one is named, not shown by his id', () => {
    const s = formed();
    const red = s.companies['red'];
    if (!red) throw new Error('no company');
    const record = (battle: number, extra: object) => ({
      battle,
      round: battle,
      mission: 'raid' as const,
      seats: ['red', 'blue'] as [string, string],
      results: { red: 'victory', blue: 'defeat' } as const,
      retreat: null,
      values: { red: 100, blue: 100 },
      renown: { red: 0, blue: 0 },
      resources: { red: 0, blue: 0 },
      deaths: { red: [], blue: [] },
      deadNames: {},
      recoveries: [],
      captures: [],
      ...extra,
    });
    const view = {
      ...s,
      finished: true,
      history: [
        record(1, { recoveries: [{ seat: 'red', soldier: 'red-99', outcome: 'unharmed' }] }),
        record(2, { deaths: { red: ['red-99'], blue: [] }, deadNames: { 'red-99': 'Sir Gaston' } }),
      ],
    } as unknown as CampaignState;
    const page = dogsBoardHtml({ seat: 'red', view });
    const history = /<details class="dw-history" data-seat="red"[\s\S]*?<\/details>/.exec(page)?.[0] ?? '';
    expect(text(history)).toContain('Sir Gaston: ');
    expect(history).not.toContain('red-99');
    // The renown table's provisional rows are said under the standings.
    expect(page).toContain('data-field="provisional-renown"');
  });

  it("a soldier dismissed after a mission is named in that mission's history by the name the record keeps, not by his id", () => {
    const s = formed();
    const record = {
      battle: 1,
      round: 1,
      mission: 'raid' as const,
      seats: ['red', 'blue'] as [string, string],
      results: { red: 'victory', blue: 'defeat' } as const,
      retreat: null,
      values: { red: 100, blue: 100 },
      renown: { red: 0, blue: 0 },
      resources: { red: 0, blue: 0 },
      deaths: { red: [], blue: [] },
      deadNames: {},
      recoveries: [{ seat: 'red', soldier: 'red-77', outcome: 'light', name: 'Bors' }],
      captures: [],
    };
    const view = { ...s, finished: true, history: [record] } as unknown as CampaignState;
    const history =
      /<details class="dw-history" data-seat="red"[\s\S]*?<\/details>/.exec(
        dogsBoardHtml({ seat: 'red', view }),
      )?.[0] ?? '';
    expect(text(history)).toContain('Bors: ');
    expect(history).not.toContain('red-77');
  });

  it('at the exclusions step the board opens on the after-battle steps, and every soldier who may go is listed there with his button', () => {
    const s0 = preparedTo(formed(), 'report');
    const b = s0.battles[0] as Battle;
    const reported = play(s0, 'red', { kind: 'report', report: buildReport(emptyDraft(b), b, []) });
    const s = reported.state;
    expect(s.stages['red']).toEqual({ kind: 'after', step: 'exclusions' });
    const log = reported.events.map((event, i) => ({ n: i + 1, event, text: event.text ?? event.type }));
    const page = dogsBoardHtml({ seat: 'red', view: s }, 'en', log);
    expect(page).toContain('data-tab="after"');
    const list = /data-testid="dw-exclusions"[\s\S]*?<\/ul>/.exec(page)?.[0] ?? '';
    const members = s.companies['red']?.soldiers ?? [];
    expect(members.length).toBeGreaterThan(1);
    for (const m of members) expect(list).toContain(`data-soldier="${m.id}"`);
    expect(list.match(/>Dismiss</g)?.length).toBe(members.length);
  });

  it('a renown line read from the unknown rows of the stronger side says the table is provisional', () => {
    const renown = (result: string, difference: number, rule = 'DW-AFTER-05'): GameEvent => ({
      type: 'renown',
      rule,
      seat: 'red',
      amount: 0,
      side: 'stronger',
      difference,
      result,
      text: 'renown',
    });
    expect(provisionalRenown(renown('victory', 30))).toBe(true);
    expect(provisionalRenown(renown('defeat', 5))).toBe(true);
    // The two cells the text gives, and the weaker side's table, are no guess.
    expect(provisionalRenown(renown('victory', 0))).toBe(false);
    expect(provisionalRenown(renown('victory', 19))).toBe(false);
    expect(provisionalRenown(renown('victory', 30, 'DW-AFTER-04'))).toBe(false);
    const s = formed();
    const view = { ...s, stages: { ...s.stages, red: { kind: 'after', step: 'exclusions' } } } as CampaignState;
    const page = dogsBoardHtml({ seat: 'red', view }, 'en', [{ n: 1, event: renown('victory', 30), text: 'renown' }]);
    expect(/<div class="dw-step"[\s\S]*data-field="provisional-renown"/.test(page)).toBe(true);
    expect(page).toContain(WORDS.en.provisionalRenown);
  });
});

describe('the management steps say what the player needs where he is', () => {
  it('the formation EP step warns that the EP not given will be lost, before its button', () => {
    const s = atFormationEP();
    const left = s.companies['red']?.formationEP ?? 0;
    expect(left).toBeGreaterThan(0);
    const page = dogsBoardHtml({ seat: 'red', view: s });
    expect(page).toContain('data-tab="experience"');
    expect(text(page)).toContain(WORDS.en.epLost(left));
    expect(page.indexOf('data-field="ep-lost"')).toBeLessThan(page.lastIndexOf('Done with this step'));
    expect(text(dogsBoardHtml({ seat: 'red', view: s }, 'hu'))).toContain(WORDS.hu.epLost(left));
  });

  it('a soldier who can afford nothing is told so', () => {
    const s = atFormationEP();
    const out = html(createElement(Experience, { state: s, seat: 'red', choose: () => undefined }));
    expect(out).toContain('data-field="nothing-to-buy"');
    expect(text(out)).toContain('Gor cannot afford anything now with 0 unused EP.');
  });

  it('the roster outside a recruitment step says recruiting is closed, and shows no recruit form', () => {
    const s = atFormationEP();
    const out = html(createElement(Roster, { state: s, seat: 'red', choose: () => undefined }));
    expect(out).not.toContain('class="dw-recruit"');
    expect(out).toContain('data-field="recruit-closed"');
    expect(text(out)).toContain('Recruiting is closed now (Formation: the 90 EP)');
    // At the recruitment step the form is there.
    const open = step(start(), 'red', {
      kind: 'name-captain',
      profile: 'orc-warlord',
      name: 'Gor',
      options: [],
      faction: null,
    });
    expect(html(createElement(Roster, { state: open, seat: 'red', choose: () => undefined }))).toContain(
      'class="dw-recruit"',
    );
  });

  it('the attribute form gives the RP left a floor, not a cap of 0, and RP are named in full once on the sheet', () => {
    let s = atFormationEP();
    s = step(s, 'red', { kind: 'done' });
    const page = dogsBoardHtml({ seat: 'red', view: s });
    expect(page).toContain('data-tab="attributes"');
    const row = /<tr[^>]*data-limit="resources"[\s\S]*?<\/tr>/.exec(page)?.[0] ?? '';
    expect(row).not.toMatch(/\/\s*0</);
    expect(text(row)).toContain('RP (at least 0)');
    expect(WORDS.en.resources).toBe('RP (ducats)');
    expect(WORDS.en.limit.resources.startsWith('RP')).toBe(true);
  });

  it('the reserve training says why it is empty when every soldier is on the mission sheet', () => {
    const s = preparedTo(formed(), 'final');
    const b = s.battles[0] as Battle;
    const red = s.companies['red'];
    const group = b.groups['red'];
    if (!red || !group) throw new Error('no group');
    const everyone = {
      ...s,
      battles: [{ ...b, groups: { ...b.groups, red: { ...group, soldiers: red.soldiers.map((x) => x.id) } } }],
    } as CampaignState;
    const battle = everyone.battles[0] as Battle;
    const out = html(createElement(Preparation, { state: everyone, seat: 'red', battle, choose: () => undefined }));
    expect(out).toContain('data-field="training-none"');
    expect(text(out)).toContain(PREP_WORDS.en.trainingNone);
    // With a soldier left at home, he is offered and the line is not there.
    const home = html(createElement(Preparation, { state: s, seat: 'red', battle: b, choose: () => undefined }));
    if (group.soldiers.length < red.soldiers.length) expect(home).not.toContain('data-field="training-none"');
  });
});

describe('the Raid objectives', () => {
  it('say how many merchants there are and who attacks, label each tent, and name the sides by their companies', () => {
    const s = preparedTo(formed(), 'report', 'raid');
    const b = s.battles[0] as Battle;
    expect(b.mission).toBe('raid');
    const attacker = b.attacker ?? '';
    const draft = { ...emptyDraft(b), objectives: { ...emptyDraft(b).objectives, on: true } };
    const out = html(
      createElement(Objectives, {
        battle: b,
        draft,
        set: () => undefined,
        nameOf: (x: string) => s.companies[x]?.name ?? x,
      }),
    );
    const said = text(out);
    expect(said).toContain(`The Raid has ${RAID_MERCHANTS} merchants`);
    expect(said).toContain(`${s.companies[attacker]?.name} attacks`);
    expect(said).toContain(`merchants killed (0–${RAID_MERCHANTS})`);
    for (let i = 1; i <= RAID_MERCHANTS; i++) expect(said).toContain(`Merchant ${i}'s tent`);
    expect(out).not.toContain('>Attacker<');
    expect(out).not.toContain('>Defender<');
    const defender = b.seats.find((x) => x !== attacker) ?? '';
    expect(out).toContain(`<option value="attacker">${s.companies[attacker]?.name}</option>`);
    expect(out).toContain(`<option value="defender">${s.companies[defender]?.name}</option>`);
  });
});

describe('the event log and the Hungarian words', () => {
  it('a die shown in the log is parted from the text before it', () => {
    const out = html(
      createElement(EventLog, {
        events: [{ n: 1, event: { type: 'recuperation', rolls: [5, 2] }, text: 'Bru rolls 5+2: unharmed' }],
        procedures: [],
        ruleText: () => undefined,
      }),
    );
    expect(text(out)).toContain('unharmed 5 2');
  });

  it('the strength limit names its noun, company names are in lower case mid-sentence, and the rules’ own sides read one way', () => {
    expect(WORDS.hu.limit.strength).toBe('Létszám a legnagyobb létszámhoz képest');
    expect(midSentence('A Vörös Csapat')).toBe('a Vörös Csapat');
    expect(midSentence('Az Oroszlánok')).toBe('az Oroszlánok');
    expect(midSentence('Alahan Oroszlánjai')).toBe('Alahan Oroszlánjai');
    expect(WORDS.hu.confirmTitle(2, 'A Kék Csapat')).toBe('A 2. csata jelentése, a Kék Csapat adta meg');
    expect(WORDS.hu.reportRefused('A Kék Csapat', 'A Vörös Csapat')).toContain(
      'A Kék Csapat visszaküldte a Vörös Csapat jelentését',
    );
    expect(PREP_WORDS.hu.freeCardGap('A Vörös Csapat', 120, 'A Kék Csapat', 90)).toContain('a Kék Csapat 90');
    // The screens name a side as the rules do (`seatCompany`), the neutral company gone after its battle too.
    const view = { companies: { red: { name: 'A Vörös Csapat' }, cardinal: { name: "The Cardinal's band" } } };
    expect(seatCompany(view, 'cardinal', 'hu')).toBe('A Bíboros bandája');
    expect(seatCompany(view, 'cardinal', 'en')).toBe("The Cardinal's band");
    expect(seatCompany(view, 'neutral', 'hu')).toBe('A semleges csapat');
    expect(seatCompany(view, 'neutral', 'en')).toBe('Neutral company');
    const neutral = { companies: { neutral: { name: 'Neutral company' } } };
    expect(seatCompany(neutral, 'neutral', 'hu')).toBe('A semleges csapat');
    expect(seatCompany(neutral, 'neutral', 'en')).toBe('Neutral company');
    expect(seatCompany(view, 'red', 'hu')).toBe('A Vörös Csapat');
  });
});
