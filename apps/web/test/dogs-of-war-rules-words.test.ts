/**
 * The Dogs of War screens say what the rules say: whether a recruit counts as an Ally, the
 * formation EP typed past the cap and refused, a wound deed's fighter sent with the report, the
 * rule the deeds cite, the Cardinal's band's soldiers named in the page's language, and a
 * refusal's rule ID shown once.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@skirmish/core';
import { type Battle, type CampaignState, type Choice } from '@skirmish/dogs-of-war';
import {
  checkRecruit,
  fightersOf,
  judgeFor,
  recruitsAsAlly,
  refusalText,
  targetsOf,
  trial,
  typedEP,
  violationText,
} from '../src/boards/dogs-of-war/logic.ts';
import { buildReport, draftOf, emptyDraft, newDeed, OTHER_TARGET } from '../src/boards/dogs-of-war/report.ts';
import { ReportForm } from '../src/boards/dogs-of-war/ReportForm.tsx';
import { Experience, Verdict } from '../src/boards/dogs-of-war/DogsOfWarBoard.tsx';
import { soldierLabel } from '../src/boards/dogs-of-war/words.ts';
import { I18nContext, STRINGS } from '../src/i18n.ts';
import { redAgainstBlue } from './dogs-of-war-board.ts';

const judge = judgeFor(null);

const start = redAgainstBlue;

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

function preparedTo(s0: CampaignState, until: Battle['step']): CampaignState {
  let s = s0;
  for (let guard = 0; guard < 40; guard++) {
    const b = s.battles[0];
    if (!b || b.step === until) break;
    const seat = s.seats.find((x) => judge.rules.legalChoices(s, x).length > 0);
    if (!seat) break;
    const c = judge.rules.legalChoices(s, seat)[0];
    if (!c) break;
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

describe('the recruit form asks the rules whether a recruit counts as an Ally', () => {
  /** A captain named and Red past its recruitment, so every recruitment is refused and the form must still say. */
  function captainThenClosed(profile: string): CampaignState {
    let s = start();
    s = step(s, 'red', { kind: 'name-captain', profile, name: 'Cap', options: [], faction: null });
    return step(s, 'red', { kind: 'done' });
  }

  it('a Mercenary recruit under a Mercenary captain counts as one of his own, even where the recruitment is refused', () => {
    const s = captainThenClosed('griffin-mercenary');
    const c = s.companies['red'];
    if (!c) throw new Error('no company');
    const draft = { captain: false, profile: 'griffin-mercenary', name: 'Gri', options: [], faction: null };
    const check = checkRecruit(judge, s, 'red', draft);
    expect(check?.trial.ok).toBe(false);
    expect(recruitsAsAlly(c, judge.content, 'griffin-mercenary')).toBe(false);
    expect(check?.ally).toBe(false);
    expect(check?.limits.some((l) => l.id === 'ally-ratio' || l.id === 'ally-bonus')).toBe(false);
  });

  it('a Mercenary recruit of the captain’s own people counts as an Ally under a captain who is no Mercenary', () => {
    const s = captainThenClosed('kelt-champion');
    const check = checkRecruit(judge, s, 'red', {
      captain: false,
      profile: 'kelt-warrior',
      name: 'Kel',
      options: [],
      faction: null,
    });
    expect(check?.trial.ok).toBe(false);
    expect(check?.ally).toBe(true);
    expect(check?.limits.map((l) => l.id)).toContain('ally-ratio');
  });
});

describe('the formation EP form', () => {
  function atFormationEP(): CampaignState {
    let s = start();
    s = step(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    return step(s, 'red', { kind: 'done' });
  }

  it('takes more than 30 EP, so the rules refuse them naming the cap and what the soldier may still take', () => {
    const s = atFormationEP();
    const out = html(createElement(Experience, { state: s, seat: 'red', choose: () => undefined }));
    const input = /<input[^>]*name="ep"[^>]*>/.exec(out)?.[0] ?? '';
    expect(input).not.toBe('');
    expect(input).not.toContain('max="30"');
    // What the player types is what is asked, not cut down to the cap.
    expect(typedEP('35')).toBe(35);
    expect(typedEP('120')).toBe(120);
    expect(typedEP('')).toBe(1);
    expect(typedEP('0')).toBe(1);
    const gor = s.companies['red']?.captain ?? '';
    const t = trial(judge, s, 'red', { kind: 'assign-ep', soldier: gor, ep: 35 });
    expect(t.ok).toBe(false);
    if (t.ok) return;
    expect(t.violation.rule).toBe('DW-EP-01');
    const said = text(html(createElement(Verdict, { t })));
    expect(said).toContain('30');
    expect(said).toContain('35');
  });
});

describe('the report form and its deeds', () => {
  const s = preparedTo(formed(), 'report');
  const b = s.battles[0] as Battle;
  const fighters = fightersOf(s, b);
  const targets = targetsOf(s, b, judge.content);
  const [red, blue] = b.seats as [string, string];
  const author = fighters.find((f) => f.seat === red);
  const victim = fighters.find((f) => f.seat === blue);
  if (!author || !victim) throw new Error('no fighters');
  const kill = { ...newDeed(fighters), soldier: author.id, target: victim.id, result: 'killed-outright' as const };

  it('a wound deed sends the fighter it was done on, and none for another fighter', () => {
    const draft = { ...emptyDraft(b), results: { [red]: 'victory', [blue]: 'defeat' }, deeds: [kill] } as const;
    const sent = buildReport(draft, b, targets).deeds[0];
    expect(sent).toMatchObject({ kind: 'wound', target: victim.id, targetValue: victim.value });
    const other = buildReport({ ...draft, deeds: [{ ...kill, target: OTHER_TARGET, targetValue: 12 }] }, b, targets)
      .deeds[0];
    expect(other).toMatchObject({ kind: 'wound', targetValue: 12 });
    expect(other && 'target' in other).toBe(false);
  });

  it('the rules refuse a deed that kills a fighter outright whom the wounds do not list so, and take it once listed', () => {
    const draft = { ...emptyDraft(b), results: { [red]: 'victory', [blue]: 'defeat' }, deeds: [kill] } as const;
    const refused = trial(judge, s, red, { kind: 'report', report: buildReport(draft, b, targets) });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.violation.code).toBe('report/deed-wound');
    const listed = { ...draft, wounds: [{ soldier: victim.id, state: 'killed-outright' as const }] };
    expect(trial(judge, s, red, { kind: 'report', report: buildReport(listed, b, targets) }).ok).toBe(true);
  });

  it('a report sent back keeps the fighter each deed names, where two have the same value', () => {
    // Blue's second fighter made worth as much as its first: the value alone would name the first.
    const [first, second] = fighters.filter((f) => f.seat === blue);
    const company = s.companies[blue];
    const one = company?.soldiers.find((x) => x.id === first?.id);
    if (!first || !second || !company || !one) throw new Error('two fighters of Blue wanted');
    const twins: CampaignState = {
      ...s,
      companies: {
        ...s.companies,
        [blue]: {
          ...company,
          soldiers: company.soldiers.map((x) =>
            x.id === second.id ? { ...x, initialValue: one.initialValue, ep: { ...one.ep } } : x,
          ),
        },
      },
    };
    const twinTargets = targetsOf(twins, b, judge.content);
    const report = buildReport(
      { ...emptyDraft(b), results: { [red]: 'victory', [blue]: 'defeat' }, deeds: [{ ...kill, target: second.id }] },
      b,
      twinTargets,
    );
    expect(report.deeds[0]).toMatchObject({ target: second.id, targetValue: first.value });
    expect(draftOf(report, b, fightersOf(twins, b), twinTargets).deeds[0]?.target).toBe(second.id);
    const out = html(
      createElement(ReportForm, { state: twins, seat: red, battle: b, choose: () => undefined, given: report }),
    );
    expect(
      new RegExp(`<select name="deed-target-0"[^>]*>[\\s\\S]*?<option value="${second.id}" selected=""`).test(out),
    ).toBe(true);
  });

  it('the deeds cite the rule of the experience they earn', () => {
    const report = buildReport({ ...emptyDraft(b), deeds: [kill] }, b, targets);
    const out = html(
      createElement(ReportForm, { state: s, seat: red, battle: b, choose: () => undefined, given: report }),
    );
    const legend = /<fieldset class="dw-deeds"><legend>([\s\S]*?)<\/legend>/.exec(out)?.[1] ?? '';
    expect(legend).toContain('DW-EP-04');
    expect(out).not.toContain('DW-EP-09');
  });
});

describe('the Cardinal’s band’s soldiers in the page’s language, and a refusal’s rule once', () => {
  it('the band’s soldiers read as the rules name them, in Hungarian and in English', () => {
    expect(soldierLabel('Leech-doctor', 'hu')).toBe('Piócás doktor');
    expect(soldierLabel('Gor', 'hu')).toBe('Gor');
    for (const name of ['The Cardinal', 'Henchman 8', 'Gor']) expect(soldierLabel(name, 'en')).toBe(name);
    expect(soldierLabel('Henchman 3', 'hu')).toBe('3. csatlós');
    expect(soldierLabel('The Cardinal', 'hu')).toBe('A Bíboros');
  });

  it('the report form names them so on a Hungarian page', () => {
    // A soldier the rules named (here one of Blue's, renamed as the band's are) reads in Hungarian.
    const s0 = preparedTo(formed(), 'report');
    const b = s0.battles[0] as Battle;
    const blue = s0.companies['blue'];
    const id = b.groups['blue']?.soldiers[0];
    if (!blue || !id) throw new Error('no soldier');
    const s: CampaignState = {
      ...s0,
      companies: {
        ...s0.companies,
        blue: { ...blue, soldiers: blue.soldiers.map((x) => (x.id === id ? { ...x, name: 'Henchman 2' } : x)) },
      },
    };
    const fighters = fightersOf(s, b);
    const given = buildReport(
      {
        ...emptyDraft(b),
        deeds: [{ ...newDeed(fighters), soldier: id }],
        wounds: [{ soldier: id, state: 'serious' }],
      },
      b,
      targetsOf(s, b, judge.content),
    );
    const form = (lang: 'en' | 'hu') =>
      text(html(createElement(ReportForm, { state: s, seat: 'red', battle: b, choose: () => undefined, given }), lang));
    const hu = form('hu');
    expect(hu).toContain('2. csatlós');
    expect(hu).not.toContain('Henchman');
    const en = form('en');
    expect(en).toContain('Henchman 2');
  });

  it('a Hungarian refusal beside its rule button carries the rule ID once', () => {
    let s = start();
    s = step(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = step(s, 'red', { kind: 'done' });
    const gor = s.companies['red']?.captain ?? '';
    const t = trial(judge, s, 'red', { kind: 'assign-ep', soldier: gor, ep: 35 });
    if (t.ok) throw new Error('allowed');
    const rule = t.violation.rule ?? '';
    expect(rule).toBe('DW-EP-01');
    // The rules' Hungarian words carry the ID themselves.
    expect(violationText(t.violation, 'hu')).toContain(`(${rule})`);
    expect(refusalText(t.violation, 'hu')).not.toContain(rule);
    const count = (h: string) => text(h).split(rule).length - 1;
    expect(count(html(createElement(Verdict, { t }), 'hu'))).toBe(1);
    expect(count(html(createElement(Verdict, { t }), 'en'))).toBe(1);
  });
});
