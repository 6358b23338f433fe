/**
 * The Dogs of War screens' checks in Node: what the forms show while a player edits must be what
 * the rules then answer.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, SeededDice, unwrap } from '@skirmish/core';
import {
  DESTRUCTION_ELEMENTS,
  INTRUSION_PER_ZONE,
  PASSIVE_PROFILES,
  RAID_MERCHANTS,
  SINGLE_USE_OBJECTS,
  characteristicCost,
  compensationCost,
  dogsOfWarRuleset,
  eventCardsAffordable,
  proposedName,
  contentNames,
  destructionElementCount,
  stateName,
  type AfterActionReport,
  type Battle,
  type CampaignState,
  type Soldier,
  type Choice,
} from '@skirmish/dogs-of-war';
import {
  SAMPLE_CONTENT,
  aspectsCell,
  checkAttribute,
  checkRecruit,
  recruitChoice,
  fightersOf,
  lastAfterBattle,
  purchaseOffers,
  judgeFor,
  learnedPaths,
  stageOf,
  trial as trialOne,
  violationText,
  diceShown,
  fieldsImmobileMachine,
  type Judge,
  machinesOf,
  objectWords,
  startWoundedOf,
  structuresOf,
  targetsOf,
} from '../src/boards/dogs-of-war/logic.ts';
import {
  OTHER_TARGET,
  aimEP,
  buildReport,
  draftOf,
  emptyDraft,
  newDeed,
  parseReport,
  type DeedRow,
  type ReportDraft,
} from '../src/boards/dogs-of-war/report.ts';
import { Captures, Objectives } from '../src/boards/dogs-of-war/ReportForm.tsx';
import { Preparation } from '../src/boards/dogs-of-war/Preparation.tsx';
import { WORDS } from '../src/boards/dogs-of-war/words.ts';
import { DogsOfWarBoard } from '../src/boards/dogs-of-war/DogsOfWarBoard.tsx';
import { dogsBoardHtml } from './dogs-of-war-board.ts';
import type { Snapshot } from '../src/api.ts';
import { HouseRule, optionsFor } from '../src/pages/HomePage.tsx';
import { warmachineRuleset } from '@skirmish/warmachine';
import { I18nContext, STRINGS, type Lang } from '../src/i18n.ts';
import { cardinalAgainst, engine as dogsEngine } from '../../../rulesets/dogs-of-war/test/helpers.ts';

/** The forms' judge on the sample pack and the default house rules. */
const sample = judgeFor(null);

function start(judge: Judge = sample): CampaignState {
  const r = judge.rules.setup(
    {
      companies: [
        { seat: 'red', name: 'Red' },
        { seat: 'blue', name: 'Blue' },
      ],
      missions: 3,
    },
    SeededDice.fromSeed(1),
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * The rules' verdict on a choice, as the forms ask it; a report is accepted at once by the other
 * player (the option `confirm-report`), so that its state and events are the after-battle
 * sequence's, as the report's own tests read them.
 */
function trial(judge: Judge, state: CampaignState, seat: string, c: Choice): ReturnType<typeof trialOne> {
  const t = trialOne(judge, state, seat, c);
  if (!t.ok || c.kind !== 'report') return t;
  let out: ReturnType<typeof trialOne> = t;
  for (const other of t.state.battles.find((b) => b.reported?.by === seat)?.reported?.awaiting ?? []) {
    if (!out.ok) break;
    const a = trialOne(judge, out.state, other, { kind: 'confirm-report', accept: true });
    out = a.ok ? { ...a, events: [...out.events, ...a.events] } : a;
  }
  return out;
}

function play(state: CampaignState, seat: string, c: Choice, judge: Judge = sample): CampaignState {
  const t = trial(judge, state, seat, c);
  if (!t.ok) throw new Error(`${seat} ${c.kind}: ${t.violation.message}`);
  return t.state;
}

/**
 * Test state: the red captain, Gor, given 30 EP and made a Kelt Adept magician who has risen
 * `rankUps` times (the sample has no people with a row of the Incantation table).
 */
function keltAdeptCaptain(rankUps: number): { s: CampaignState; captain: string } {
  let s = start();
  s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
  s = play(s, 'red', { kind: 'done' });
  const captain = s.companies.red?.captain ?? '';
  s = play(s, 'red', { kind: 'assign-ep', soldier: captain, ep: 30 });
  const red = s.companies.red;
  if (!red) throw new Error('no company');
  const kelt = (x: Soldier): Soldier =>
    x.id === captain ? { ...x, people: 'sessairs', type: 'magician', rank: 'Adept', rankUps } : x;
  return { s: { ...s, companies: { ...s.companies, red: { ...red, soldiers: red.soldiers.map(kelt) } } }, captain };
}

const recruitDraft = (profile: string) => ({ captain: false, profile, name: profile, options: [], faction: null });

/** Two formed companies; with `ballista`, Red buys the sample pack's immobile machine (20 RP) when forming. */
function formed(ballista = false): CampaignState {
  let s = start();
  for (const seat of ['red', 'blue']) {
    s = play(s, seat, { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, seat, { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null });
    s = play(s, seat, { kind: 'recruit', profile: 'orc-brute', name: 'Bru', options: [], faction: null });
    s = play(s, seat, { kind: 'done' });
    s = play(s, seat, { kind: 'done' });
    if (ballista && seat === 'red') s = play(s, seat, { kind: 'buy-attribute', attribute: 'ballista', soldier: null });
    s = play(s, seat, { kind: 'done' });
  }
  return s;
}

/** A choice played on loaded dice: every die it rolls is one of `rolls`, in order. */
function rolled(state: CampaignState, seat: string, c: Choice, rolls: readonly number[]): CampaignState {
  // A report rolls nothing: the other player's acceptance starts the after-battle sequence and its dice.
  const r = sample.rules.apply(state, seat, c, new LoadedDice(c.kind === 'report' ? [] : rolls));
  if (!r.ok) throw new Error(`${seat} ${c.kind}: ${r.error.message}`);
  let next = r.value.state;
  for (const other of c.kind === 'report'
    ? (next.battles.find((b) => b.reported?.by === seat)?.reported?.awaiting ?? [])
    : []) {
    const a = sample.rules.apply(next, other, { kind: 'confirm-report', accept: true }, new LoadedDice(rolls));
    if (!a.ok) throw new Error(`${other} confirm-report: ${a.error.message}`);
    next = a.value.state;
  }
  return next;
}

/**
 * Plays the preparation with the rules' own candidates until the report is asked (the mission
 * given, else the first offered); Red's assault group takes every company asset (its ballista,
 * when it has one) on its mission sheet. `setUpRolls` are the mission's own dice once both sides
 * are ready (Invasion's sectors, Treasure Hunt's jewels).
 */
function atReport(s0: CampaignState, mission?: Mission, setUpRolls: readonly number[] = []): CampaignState {
  let s = s0;
  for (let guard = 0; guard < 40; guard++) {
    const b = s.battles[0];
    if (!b || b.step === 'report') break;
    const seat = s.seats.find((x) => sample.rules.legalChoices(s, x).length > 0);
    if (!seat) break;
    let c = sample.rules.legalChoices(s, seat)[0];
    if (!c) break;
    if (c.kind === 'choose-mission' && mission) c = { kind: 'choose-mission', mission };
    if (c.kind === 'form-group' && seat === 'red')
      c = {
        ...c,
        attributes: [
          ...c.attributes,
          ...(s.companies.red?.assets ?? []).map((a) => ({ soldier: null, attribute: a.id })),
        ],
      };
    s = c.kind === 'finish-preparation' ? rolled(s, seat, c, setUpRolls) : play(s, seat, c);
  }
  expect(s.battles[0]?.step).toBe('report');
  return s;
}

/** The same campaign with one soldier carrying an aftereffect from an earlier mission. */
type Mission = Extract<Choice, { kind: 'choose-mission' }>['mission'];

/** The rules' verdict on the report the form builds from `draft`: what the form shows before sending. */
function verdict(s: CampaignState, draft: (b: Battle) => ReportDraft) {
  const b = s.battles[0];
  if (!b) throw new Error('no battle');
  return trial(sample, s, 'red', { kind: 'report', report: buildReport(draft(b), b, fightersOf(s, b)) });
}

/** The refusal a verdict shows: its code, its rule, and its reason in both languages. */
function refusal(t: ReturnType<typeof trial>) {
  if (t.ok) throw new Error('the form would send it');
  const v = t.violation;
  return { code: v.code, rule: v.rule, en: violationText(v, 'en'), hu: violationText(v, 'hu') };
}

function withAftereffect(
  s: CampaignState,
  seat: string,
  soldier: string,
  aftereffect: 'light' | 'serious' | 'critical',
): CampaignState {
  const c = s.companies[seat];
  if (!c) throw new Error(`no company ${seat}`);
  return {
    ...s,
    companies: {
      ...s.companies,
      [seat]: { ...c, soldiers: c.soldiers.map((x) => (x.id === soldier ? { ...x, aftereffect } : x)) },
    },
  };
}

describe('the Dogs of War screens', () => {
  it('the forms judge with the game’s own content pack: a player’s pack that prices a recruit higher is the one the renown limit reads', () => {
    const pack = structuredClone(SAMPLE_CONTENT);
    const brontops = pack.profiles.find((p) => p.id === 'orcish-brontops-rider');
    const brute = pack.profiles.find((p) => p.id === 'orc-brute');
    if (!brontops || !brute) throw new Error('the sample pack lacks the profiles this test prices');
    // In the player's pack the Brontops rider is cheap enough to fit and the brute too dear.
    brontops.value = 20;
    brute.value = 100;
    const own = judgeFor(pack, {});
    expect(own.content).toBe(pack);
    let s = start(own);
    s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null }, own);
    s = play(s, 'red', { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null }, own);
    const rider = checkRecruit(own, s, 'red', recruitDraft('orcish-brontops-rider'));
    expect(rider?.limits.find((l) => l.id === 'renown')).toMatchObject({ now: 68, after: 88, ok: true });
    expect(rider?.trial.ok).toBe(true);
    const dear = checkRecruit(own, s, 'red', recruitDraft('orc-brute'));
    expect(dear?.limits.find((l) => l.id === 'renown')?.ok).toBe(false);
    expect(dear?.trial.ok).toBe(false);
    // Another game's forms, on the sample pack at the same time, keep the sample's prices.
    expect(judgeFor(null)).toBe(sample);
    expect(sample.content).toBe(SAMPLE_CONTENT);
    expect(checkRecruit(sample, s, 'red', recruitDraft('orcish-brontops-rider'))?.trial.ok).toBe(false);
    expect(checkRecruit(sample, s, 'red', recruitDraft('orc-brute'))?.trial.ok).toBe(true);
    // The same pack and house rules give the same judge: the rules are built once.
    expect(judgeFor(pack, {})).toBe(own);
  });

  it('the recruitment form flags the renown limit before the recruit is sent, as the rules refuse it', () => {
    let s = start();
    s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, 'red', { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null });
    // 45 + 23 = 68 of 125 renown: a 60-point Brontops rider would make 128.
    const over = checkRecruit(sample, s, 'red', recruitDraft('orcish-brontops-rider'));
    expect(over?.limits.find((l) => l.id === 'renown')).toMatchObject({ now: 68, after: 128, limit: 125, ok: false });
    expect(over?.trial.ok).toBe(false);
    if (over && !over.trial.ok) expect(over.trial.violation.code).toBe('recruit/renown');
    const fits = checkRecruit(sample, s, 'red', recruitDraft('orc-brute'));
    expect(fits?.limits.every((l) => l.ok)).toBe(true);
    expect(fits?.trial.ok).toBe(true);
    expect(fits?.value).toBe(17);
  });

  it('DW-RECRUIT-14 the recruitment form sends the Aspect layout picked for the master of rites, and the rules refuse one for a warrior', () => {
    let s = start();
    s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    for (const aspects of [
      { CRE: 1, ALT: 0, DES: 1 },
      { CRE: 1, ALT: 1, DES: 0 },
    ]) {
      const draft = { ...recruitDraft('jackal-master-of-rites'), aspects };
      expect(recruitChoice(draft)).toMatchObject({ kind: 'recruit', aspects });
      const check = checkRecruit(sample, s, 'red', draft);
      expect(check?.trial.ok).toBe(true);
      if (check?.trial.ok) expect(check.trial.state.companies.red?.soldiers[1]?.aspects).toEqual(aspects);
    }
    const wrong = checkRecruit(sample, s, 'red', { ...recruitDraft('orc-brute'), aspects: { CRE: 1, ALT: 0, DES: 1 } });
    const refused = wrong && !wrong.trial.ok ? wrong.trial.violation : null;
    expect(refused).toMatchObject({
      code: 'recruit/aspects-no-choice',
      rule: 'DW-RECRUIT-14',
    });
    // A draft without a layout names none in the choice it sends.
    expect('aspects' in recruitChoice(recruitDraft('orc-brute'))).toBe(false);
    expect([WORDS.en.aspectLayout, WORDS.hu.aspectLayout]).toEqual([
      'Aspects, chosen for good',
      'Aspektusok, végleges választás',
    ]);
  });

  it('the strength limit is shown with the maximum the rules compute, and an Ally shows the ratio and bonus', () => {
    let s = start();
    s = play(s, 'red', { kind: 'name-captain', profile: 'goblin-boss', name: 'Boss', options: [], faction: null });
    const strength = checkRecruit(sample, s, 'red', recruitDraft('goblin-warrior'))?.limits.find(
      (l) => l.id === 'strength',
    );
    expect(strength).toBeDefined();
    // Fill the company to its maximum with goblins: the next one breaks the limit, and the rules agree.
    const max = strength?.limit ?? 0;
    for (let i = 1; i < max; i++)
      s = play(s, 'red', { kind: 'recruit', profile: 'goblin-warrior', name: `G${i}`, options: [], faction: null });
    const full = checkRecruit(sample, s, 'red', recruitDraft('goblin-warrior'));
    expect(full?.limits.find((l) => l.id === 'strength')).toMatchObject({ after: max + 1, limit: max, ok: false });
    expect(full?.trial.ok).toBe(false);
  });

  it('experience purchases carry their price in EP, the same the cost formula gives', () => {
    let s = start();
    s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, 'red', { kind: 'done' });
    s = play(s, 'red', { kind: 'assign-ep', soldier: s.companies.red?.captain ?? '', ep: 30 });
    const captain = s.companies.red?.captain ?? '';
    const offers = purchaseOffers(sample, s, 'red', captain);
    const str = offers.find((o) => o.purchase.kind === 'characteristic' && o.purchase.characteristic === 'STR');
    const soldier = s.companies.red?.soldiers[0];
    if (!soldier) throw new Error('no captain');
    const expected = characteristicCost(soldier, 'STR', SAMPLE_CONTENT.tables);
    expect(expected.ok).toBe(true);
    if (expected.ok)
      expect(str).toMatchObject({
        ok: expected.value.cost <= 30,
        cost: expected.value.cost <= 30 ? expected.value.cost : 0,
      });
    // Refused purchases say why.
    expect(offers.filter((o) => !o.ok).every((o) => o.violation !== undefined)).toBe(true);
  });

  it('DW-EVOLVE-RANK-06 DW-EVOLVE-RANK-08 the experience screen offers a magician each path open to his people and rank, by name, in either language', () => {
    // The captain made a Kelt Adept who has risen once.
    const { s, captain } = keltAdeptCaptain(1);
    const paths = purchaseOffers(sample, s, 'red', captain).filter((o) => o.purchase.kind === 'path');
    expect(paths.map((o) => (o.purchase.kind === 'path' ? o.purchase.name : null))).toEqual([
      'Shamanism',
      'Druidism',
      'Tellurism',
      'Sorcery',
      'Whispers',
      'Howls',
      'Lamentations',
    ]);
    expect(paths.every((o) => o.ok && o.cost === 30)).toBe(true);
    // What the screen used to send, a path without a name, the rules refuse.
    const unnamed = trial(sample, s, 'red', { kind: 'spend-ep', soldier: captain, purchase: { kind: 'path' } });
    expect(unnamed.ok ? null : unnamed.violation.code).toBe('ep/path-unnamed');
    const board = (lang: 'en' | 'hu') =>
      dogsBoardHtml(
        {
          gameId: 'paths',
          seat: 'red',
          view: s,
          pending: sample.rules.pending(s).map((d) => ({ kind: d.kind, seats: d.seats })),
          legal: sample.rules.legalChoices(s, 'red'),
        },
        lang,
      );
    const en = board('en');
    expect(en).toContain('<th scope="row">A new path: Druidism</th>');
    expect(en).toContain('data-purchase="{&quot;kind&quot;:&quot;path&quot;,&quot;name&quot;:&quot;Whispers&quot;}"');
    const hu = board('hu');
    expect(hu).toContain('<th scope="row">Új ösvény: Druidizmus</th>');
    expect(hu).toContain('<th scope="row">Új ösvény: Üvöltések</th>');
  });

  it('DW-EVOLVE-RANK-06 a path learned is named on the sheet in either language, and the experience screen no longer offers it', () => {
    // The captain made a Kelt Adept who has risen twice.
    const made = keltAdeptCaptain(2);
    let s = made.s;
    const captain = made.captain;
    const red = s.companies.red;
    if (!red) throw new Error('no company');
    const buy = (name: string): Choice => ({ kind: 'spend-ep', soldier: captain, purchase: { kind: 'path', name } });
    s = play(s, 'red', buy('Howls'));
    const gor = s.companies.red?.soldiers.find((x) => x.id === captain);
    if (!gor) throw new Error('no captain');
    expect(learnedPaths(gor, 'en')).toEqual(['Howls']);
    expect(learnedPaths(gor, 'hu')).toEqual(['Üvöltések']);
    const again = trial(sample, s, 'red', buy('Howls'));
    if (again.ok) throw new Error('Howls was bought twice');
    expect(again.violation.code).toBe('ep/path-known');
    expect(violationText(again.violation, 'hu')).toBe(
      'Ez nem szabályos: Gor: ezt az ösvényt (Üvöltések) már megtanulta, másodszor nem veheti meg',
    );
    // The screen offers only the paths he may still buy: Howls is his now, the others stay (his
    // 30 EP went on Howls, so they wait, refused for the EP alone).
    const offered = (st: CampaignState) =>
      purchaseOffers(sample, st, 'red', captain).flatMap((o) => (o.purchase.kind === 'path' ? [o] : []));
    expect(offered(s).map((o) => (o.purchase.kind === 'path' ? o.purchase.name : null))).toEqual([
      'Shamanism',
      'Druidism',
      'Tellurism',
      'Sorcery',
      'Whispers',
      'Lamentations',
    ]);
    expect(offered(s).every((o) => o.violation?.code === 'ep/not-enough')).toBe(true);
    // Made a Kelt Adept of the book's profiles, he follows Shamanism from his card: not offered either.
    const keltCard = {
      ...s,
      companies: {
        ...s.companies,
        red: {
          ...red,
          soldiers: (s.companies.red?.soldiers ?? []).map((x) =>
            x.id === captain ? { ...x, profile: 'sessairs-adept' } : x,
          ),
        },
      },
    };
    expect(offered(keltCard).map((o) => (o.purchase.kind === 'path' ? o.purchase.name : null))).toEqual([
      'Druidism',
      'Tellurism',
      'Sorcery',
      'Whispers',
      'Lamentations',
    ]);
    const board = (lang: 'en' | 'hu') =>
      dogsBoardHtml(
        {
          gameId: 'learned-paths',
          // A spectator's board opens on the company sheets.
          view: s,
        },
        lang,
      );
    expect(board('en')).toContain(`${WORDS.en.pathsLearned}: Howls`);
    expect(board('hu')).toContain('megtanult ösvények: Üvöltések');
    // His card's starting Elements and paths stand beside those he learned (DW-PEOPLE-05); none for a card without.
    expect(board('en')).not.toContain(WORDS.en.startingPaths);
    const keltBoard = (lang: 'en' | 'hu') => dogsBoardHtml({ gameId: 'starting-paths', view: keltCard }, lang);
    expect(keltBoard('en')).toContain(
      `${WORDS.en.startingElements}: Air, Earth, Fire, Water, ${WORDS.en.startingPaths}: Shamanism, ${WORDS.en.pathsLearned}: Howls`,
    );
    expect(keltBoard('hu')).toContain('kezdő elemek: Levegő, Föld, Tűz, Víz, kezdő ösvények: Sámánizmus');
  });

  it("the board's button that ends a step says what the list of choices says for the same choice, in both languages", () => {
    const presenter = dogsOfWarRuleset.presenter;
    for (const lang of ['en', 'hu'] as const)
      expect(WORDS[lang].done).toBe(presenter?.choice({ kind: 'done' }, start(), lang));
  });

  it("the company sheet fits a narrow card: each soldier's notes on a line of their own under his, and no Aspects column without a faithful", () => {
    const html = dogsBoardHtml({ gameId: 'narrow-sheet', view: formed() });
    const sheet = /<section class="dw-sheet[^"]*" data-company="red">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const heads = [...(/<thead>[\s\S]*?<\/thead>/.exec(sheet)?.[0] ?? '').matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map(
      (m) => m[1],
    );
    expect(heads).not.toContain(WORDS.en.aspects);
    expect(heads).not.toContain(WORDS.en.notes);
    // The captain's line, then his notes across the whole sheet; the recruits have none.
    const columns = heads.length;
    expect(sheet).toMatch(
      new RegExp(
        `<tr data-soldier="[^"]+" class="has-notes"><th scope="row">Gor</th>[\\s\\S]*?</tr><tr class="dw-notes-row"><td class="notes" colSpan="${columns}">`,
        'i',
      ),
    );
    expect(/<tr class="dw-notes-row">[\s\S]*?<\/tr>/.exec(sheet)?.[0]).toContain(WORDS.en.captain);
    expect(sheet.match(/dw-notes-row/g)?.length).toBe(1);
  });

  it("DW-EVOLVE-CHAR-13 DW-EVOLVE-CHAR-16 the sheet's Aspects column and the Aspect purchases: priced by the pack's row, the third point refused by the total", () => {
    // Test content: the sample pack with one cost row for the three Aspects (the book's row was lost).
    const pack = {
      ...SAMPLE_CONTENT,
      tables: {
        ...SAMPLE_CONTENT.tables,
        characteristicCosts: {
          ...SAMPLE_CONTENT.tables.characteristicCosts,
          rows: { ASPECTS: { base: 10, step: 1, maxGain: 3 } },
        },
      },
    };
    const judge = judgeFor(pack);
    let s = start(judge);
    s = play(
      s,
      'red',
      { kind: 'name-captain', profile: 'jackal-master-of-rites', name: 'Grash', options: [], faction: null },
      judge,
    );
    s = play(s, 'red', { kind: 'done' }, judge);
    const grash = s.companies.red?.captain ?? '';
    s = play(s, 'red', { kind: 'assign-ep', soldier: grash, ep: 30 }, judge);
    const price = (state: CampaignState, k: string) =>
      purchaseOffers(judge, state, 'red', grash).find(
        (o) => o.purchase.kind === 'characteristic' && o.purchase.characteristic === k,
      );
    expect(price(s, 'CRE')).toMatchObject({ ok: true, cost: 12 });
    expect(price(s, 'ALT')).toMatchObject({ ok: true, cost: 12 });
    expect(price(s, 'DES')).toMatchObject({ ok: true, cost: 10 });
    const soldier = (seat = 'red') => {
      const x = s.companies[seat]?.soldiers[0];
      if (!x) throw new Error(`no soldier in ${seat}`);
      return x;
    };
    expect(aspectsCell(soldier(), 'en')).toEqual({
      short: 'C1 A1 D0',
      full: 'Creation 1, Alteration 1, Destruction 0',
    });
    s = play(
      s,
      'red',
      { kind: 'spend-ep', soldier: grash, purchase: { kind: 'characteristic', characteristic: 'CRE' } },
      judge,
    );
    s = play(
      s,
      'red',
      { kind: 'spend-ep', soldier: grash, purchase: { kind: 'characteristic', characteristic: 'CRE' } },
      judge,
    );
    // Two points bought, both in Creation: Destruction, untouched, waits for a rank all the same.
    expect(price(s, 'DES')?.ok).toBe(false);
    expect(price(s, 'DES')?.violation?.rule).toBe('DW-EVOLVE-CHAR-13');
    expect(aspectsCell(soldier(), 'en')).toEqual({
      short: 'C3 A1 D0',
      full: 'Creation 1>3, Alteration 1, Destruction 0',
    });
    expect(aspectsCell(soldier(), 'hu')).toEqual({
      short: 'T3 Á1 P0',
      full: 'Teremtés 1>3, Átalakítás 1, Pusztítás 0',
    });
    // A warrior has no Aspects: the column shows none and the purchase is refused.
    s = play(
      s,
      'blue',
      { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null },
      judge,
    );
    expect(aspectsCell(soldier('blue'), 'en')).toBeNull();
    // On the sample pack the row is missing: the offer is refused for that.
    const plain = start();
    const p2 = play(
      play(plain, 'red', {
        kind: 'name-captain',
        profile: 'jackal-master-of-rites',
        name: 'G',
        options: [],
        faction: null,
      }),
      'red',
      { kind: 'done' },
    );
    const g = p2.companies.red?.captain ?? '';
    const p3 = play(p2, 'red', { kind: 'assign-ep', soldier: g, ep: 30 });
    const cre = purchaseOffers(sample, p3, 'red', g).find(
      (o) => o.purchase.kind === 'characteristic' && o.purchase.characteristic === 'CRE',
    );
    expect(cre?.ok).toBe(false);
    expect(cre?.violation?.code).toBe('ep/rule-data-missing');
    expect(WORDS.hu.aspects).toBe('Aspektusok');
  });

  it('an attribute shows its price against the resources', () => {
    let s = start();
    s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, 'red', { kind: 'done' });
    s = play(s, 'red', { kind: 'done' });
    const scepter = checkAttribute(sample, s, 'red', 'scepter-of-authority', s.companies.red?.captain ?? null);
    expect(scepter?.cost).toBe(15);
    expect(scepter?.limits.find((l) => l.id === 'resources')).toMatchObject({ now: 50, after: 35, ok: true });
  });

  it('the report form builds a report the rules accept, and its JSON reads back', () => {
    let s = formed();
    // Play the preparation with the rules' own candidates until the report is asked.
    for (let guard = 0; guard < 40; guard++) {
      const b = s.battles[0];
      if (!b || b.step === 'report') break;
      const seat = s.seats.find((x) => sample.rules.legalChoices(s, x).length > 0);
      if (!seat) break;
      const c = sample.rules.legalChoices(s, seat)[0];
      if (!c) break;
      s = play(s, seat, c);
    }
    const b = s.battles[0];
    expect(b?.step).toBe('report');
    if (!b) return;
    const fighters = fightersOf(s, b);
    const red = fighters.find((f) => f.seat === 'red');
    const blue = fighters.find((f) => f.seat === 'blue');
    if (!red || !blue) throw new Error('no fighters');
    const draft = {
      ...emptyDraft(b),
      results: { red: 'victory', blue: 'defeat' } as const,
      deeds: [
        {
          kind: 'wound' as const,
          soldier: red.id,
          target: blue.id,
          targetValue: 0,
          result: 'killed-outright' as const,
          ranged: false,
          secondary: false,
          aim: 0,
          value: 0,
          difficulty: 0,
          ep: 0,
          crew: [],
        },
      ],
      // The fighter a deed kills outright is listed so among the wounded.
      wounds: [{ soldier: blue.id, state: 'killed-outright' as const }],
    };
    const report = buildReport(draft, b, fighters);
    expect(report.deeds[0]).toMatchObject({ kind: 'wound', targetValue: blue.value });
    const t = trial(sample, s, 'red', { kind: 'report', report });
    expect(t.ok).toBe(true);
    expect(parseReport(JSON.parse(JSON.stringify(report)))).toEqual(report);
    expect(parseReport({ results: 3 })).toBeNull();
    // A retreating side reported as the victor is refused with its rule.
    const wrong = trial(sample, s, 'red', { kind: 'report', report: { ...report, retreat: 'red' } });
    expect(wrong.ok).toBe(false);
    if (t.ok) {
      const log = t.events.map((event, n) => ({ n, event, text: event.text ?? '' }));
      const steps = lastAfterBattle(log);
      expect(steps.length).toBeGreaterThan(2);
      expect(steps.every((x) => typeof x.event.rule === 'string')).toBe(true);
      // The blue soldier's recuperation is one of the steps, with its two dice.
      const rec = steps.find((x) => x.event.type === 'recuperation');
      expect(rec && diceShown(rec.event).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("DW-ROLE-09 the renown of a role taken after the report is no step of the battle's after-battle sequence", () => {
    const s = atReport(formed());
    const b = s.battles[0];
    if (!b) throw new Error('no battle');
    const report = buildReport({ ...emptyDraft(b), results: { red: 'victory', blue: 'defeat' } }, b, fightersOf(s, b));
    const t = trial(sample, s, 'red', { kind: 'report', report });
    if (!t.ok) throw new Error(t.violation.message);
    const sequence = lastAfterBattle(t.events.map((event, n) => ({ n, event })));
    expect(sequence.length).toBeGreaterThan(2);
    // The computer's company, answering at once, takes a role and its renown before the player looks.
    const role = { type: 'renown', rule: 'DW-ROLE-09', seat: 'blue', amount: 0, text: 'Renown +0 for the new tracker' };
    const log = [...t.events, role].map((event, n) => ({ n, event }));
    expect(lastAfterBattle(log)).toEqual(sequence);
  });

  it('DW-MISSION-PRE-09 the report form asks "healed" only of fighters who began Serious or Critical; the report it builds names them, and a healed one ends the mission unhurt while the others keep their starting wound', () => {
    let s = atReport(formed());
    const b0 = s.battles[0];
    if (!b0) throw new Error('no battle');
    const [redA, redB] = fightersOf(s, b0).filter((f) => f.seat === 'red');
    const [blueA] = fightersOf(s, b0).filter((f) => f.seat === 'blue');
    if (!redA || !redB || !blueA) throw new Error('no fighters');
    // Aftereffects carried from an earlier mission: Serious and Critical are wounds at the start, Light is not.
    s = withAftereffect(s, 'red', redA.id, 'serious');
    s = withAftereffect(s, 'red', redB.id, 'light');
    s = withAftereffect(s, 'blue', blueA.id, 'critical');
    const b = s.battles[0];
    if (!b) throw new Error('no battle');
    const fighters = fightersOf(s, b);
    expect(fighters.find((f) => f.id === redB.id)?.starts).toBe('light');
    expect(
      startWoundedOf(s, b)
        .map((f) => [f.id, f.starts])
        .sort(),
    ).toEqual(
      [
        [redA.id, 'serious'],
        [blueA.id, 'critical'],
      ].sort(),
    );
    // Nobody marked: the report carries no `healed` at all, and both end as they began.
    const none = buildReport(emptyDraft(b), b, fighters);
    expect('healed' in none).toBe(false);
    const kept = trial(sample, s, 'red', { kind: 'report', report: none });
    if (!kept.ok) throw new Error(kept.violation.message);
    const startWound = (events: typeof kept.events, id: string) =>
      events.find((e) => e.type === 'starting-wound' && e['soldier'] === id);
    expect(startWound(kept.events, redA.id)?.['wound']).toBe('serious');
    expect(startWound(kept.events, blueA.id)?.['wound']).toBe('critical');
    expect(kept.events.find((e) => e.type === 'recuperation' && e['soldier'] === redA.id)?.['wound']).toBe('serious');

    // Red's soldier marked healed: the report names him, reads back through the schema, and he rolls nothing.
    const draft: ReportDraft = { ...emptyDraft(b), healed: [redA.id, redA.id] };
    const report = buildReport(draft, b, fighters);
    expect(report.healed).toEqual([redA.id]);
    expect(parseReport(JSON.parse(JSON.stringify(report)))).toEqual(report);
    const t = trial(sample, s, 'red', { kind: 'report', report });
    if (!t.ok) throw new Error(t.violation.message);
    expect(startWound(t.events, redA.id)).toBeUndefined();
    expect(t.events.some((e) => e.type === 'recuperation' && e['soldier'] === redA.id)).toBe(false);
    expect(t.state.companies.red?.soldiers.find((x) => x.id === redA.id)?.aftereffect).toBe('none');
    // The unhealed Critical still rolls from his starting wound.
    expect(t.events.find((e) => e.type === 'recuperation' && e['soldier'] === blueA.id)?.['wound']).toBe('critical');
    // The web's after-battle steps show the starting wound.
    expect(
      lastAfterBattle(kept.events.map((event, n) => ({ n, event }))).some((x) => x.event.type === 'starting-wound'),
    ).toBe(true);

    // Marked healed and written wounded too: the form's check refuses it and says why.
    const both = buildReport({ ...draft, wounds: [{ soldier: redA.id, state: 'critical' }] }, b, fighters);
    const refused = trial(sample, s, 'red', { kind: 'report', report: both });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.violation.code).toBe('report/healed-and-wounded');
    // A pasted report naming someone who began unhurt is refused with the rule.
    const light = trial(sample, s, 'red', { kind: 'report', report: { ...none, healed: [redB.id] } });
    expect(light.ok).toBe(false);
    if (!light.ok) expect(light.violation).toMatchObject({ code: 'report/not-wounded', rule: 'DW-MISSION-PRE-09' });
  });

  it("the report form's machines the company bought are named by the pack, so the Hungarian page gives their Hungarian name; soldiers keep their own", () => {
    const s = atReport(formed(true));
    const b = s.battles[0];
    if (!b) throw new Error('no battle');
    const asset = s.companies.red?.assets.find((a) => a.kind === 'immobile-machine');
    if (!asset) throw new Error('Red bought no ballista');
    // The campaign keeps the pack's English name; the page words it.
    expect(asset.name).toBe('Ballista');
    const structures = structuresOf(s, b);
    expect(structures.filter((x) => x.asset)).toEqual([{ id: asset.id, name: 'Ballista', max: 6, sp: 6, asset: true }]);
    const names = contentNames(sample.content);
    expect(names.byName(asset.name, 'hu')).toBe('Balliszta');
    expect(names.byName(asset.name, 'en')).toBe('Ballista');
  });

  it('DW-MISSION-PRE-08 DW-MISSION-DURING-24 the report form offers lost SP only for the company machines on the mission sheet, and the rules take the report', () => {
    const s = atReport(formed(true));
    const b = s.battles[0];
    const group = b?.groups.red;
    const asset = s.companies.red?.assets.find((a) => a.kind === 'immobile-machine');
    if (!b || !group || !asset) throw new Error('no battle with the ballista');
    expect(structuresOf(s, b).map((x) => x.id)).toEqual([asset.id]);
    // Left at home, the ballista lost nothing: the form does not offer it, and the rules refuse it.
    const home = { ...b, groups: { ...b.groups, red: { ...group, attributes: [] } } };
    expect(structuresOf(s, home)).toEqual([]);
    const fighters = fightersOf(s, b);
    const lost = buildReport({ ...emptyDraft(b), structure: { [asset.id]: 2 } }, b, fighters);
    expect(trial(sample, s, 'blue', { kind: 'report', report: lost }).ok).toBe(true);
    const atHome = { ...s, battles: s.battles.map((x) => (x.id === b.id ? home : x)) };
    const refused = trial(sample, atHome, 'blue', { kind: 'report', report: lost });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.violation.code).toBe('report/unknown-machine');
  });

  it("DW-MISSION-DURING-24 the report form's box for lost SP goes no higher than the SP the machine came with, and the rules refuse more", () => {
    const s0 = atReport(formed(true));
    const asset = s0.companies.red?.assets.find((a) => a.kind === 'immobile-machine');
    const red = s0.companies.red;
    if (!asset || !red) throw new Error('no ballista');
    // Test state: the ballista comes to this battle with 2 of its 6 SP, from an earlier one.
    const s: CampaignState = {
      ...s0,
      companies: {
        ...s0.companies,
        red: {
          ...red,
          assets: red.assets.map((a) => (a.id === asset.id ? { ...a, structure: { max: 6, current: 2 } } : a)),
        },
      },
    };
    const b = s.battles[0];
    if (!b) throw new Error('no battle');
    expect(structuresOf(s, b)).toEqual([{ id: asset.id, name: 'Ballista', max: 6, sp: 2, asset: true }]);
    const fighters = fightersOf(s, b);
    const lost = (n: number) => buildReport({ ...emptyDraft(b), structure: { [asset.id]: n } }, b, fighters);
    const over = trial(sample, s, 'blue', { kind: 'report', report: lost(3) });
    if (over.ok) throw new Error('3 SP lost of 2 was taken');
    expect(over.violation.code).toBe('report/structure-over');
    expect(violationText(over.violation, 'en')).toBe('Ballista had 2 SP to lose, not 3');
    expect(violationText(over.violation, 'hu')).toContain('2 SZP-vel bírt, ennél többet (3) nem veszíthetett');
    expect(trial(sample, s, 'blue', { kind: 'report', report: lost(2) }).ok).toBe(true);
    // The report screen's box for it stops at those 2.
    const page = dogsBoardHtml({
      gameId: 'machine-sp',
      seat: 'red',
      view: s,
      pending: sample.rules.pending(s).map((d) => ({ kind: d.kind, seats: d.seats })),
      legal: sample.rules.legalChoices(s, 'red'),
    });
    expect(page).toMatch(/Ballista \(2\/6\) <input type="number" min="0" max="2"/);
  });

  it('DW-RECUP-14 the report form offers "exploded" only for the war machines on the mission sheets; the exploded boiler is mended with no roll', () => {
    const s = atReport(formed(true));
    const b = s.battles[0];
    if (!b) throw new Error('no battle');
    const asset = s.companies.red?.assets.find((a) => a.kind === 'immobile-machine');
    if (!asset) throw new Error('Red bought no ballista');
    expect(machinesOf(s, b)).toEqual([{ seat: 'red', id: asset.id, name: asset.name, kind: 'immobile' }]);
    // Left off the mission sheet, the ballista is not on the table: nothing to explode.
    const group = b.groups.red;
    if (!group) throw new Error('no red group');
    expect(machinesOf(s, { ...b, groups: { ...b.groups, red: { ...group, attributes: [] } } })).toEqual([]);
    // Neither company's soldiers are machines.
    expect(fightersOf(s, b).some((f) => f.machine)).toBe(false);

    const fighters = fightersOf(s, b);
    const none = buildReport(emptyDraft(b), b, fighters);
    expect('exploded' in none).toBe(false);
    const report = buildReport({ ...emptyDraft(b), exploded: [asset.id] }, b, fighters);
    expect(report.exploded).toEqual([asset.id]);
    expect(parseReport(JSON.parse(JSON.stringify(report)))).toEqual(report);
    const t = trial(sample, s, 'blue', { kind: 'report', report });
    if (!t.ok) throw new Error(t.violation.message);
    const repaired = t.events.filter((e) => e.type === 'boiler-repaired');
    expect(repaired).toHaveLength(1);
    expect(repaired[0]).toMatchObject({ rule: 'DW-RECUP-14', seat: 'red', machine: asset.id });
    expect(diceShown(repaired[0] as (typeof t.events)[number])).toEqual([]);
    expect(t.events.some((e) => e.type === 'machine-recuperation')).toBe(false);
    expect(t.state.companies.red?.assets.find((a) => a.id === asset.id)?.structure).toEqual(asset.structure);
    // The web's after-battle steps include it, among the recuperation (phase 2) steps.
    const steps = lastAfterBattle(t.events.map((event, n) => ({ n, event })));
    expect(steps.some((x) => x.event.type === 'boiler-repaired')).toBe(true);
    // A pasted report naming a soldier as an exploded machine is refused with the rule.
    const soldier = fighters[0]?.id ?? '';
    const wrong = trial(sample, s, 'blue', { kind: 'report', report: { ...none, exploded: [soldier] } });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.violation).toMatchObject({ code: 'report/not-a-machine', rule: 'DW-RECUP-14' });
  });

  it("DW-MISSION-DURING-17 an aim deed's crew is offered only beside an immobile machine; the report names the other servants and each earns the shot's EP in full", () => {
    const s = atReport(formed(true));
    const b = s.battles[0];
    if (!b) throw new Error('no battle');
    expect(fieldsImmobileMachine(s, b, 'red')).toBe(true);
    expect(fieldsImmobileMachine(s, b, 'blue')).toBe(false);
    const fighters = fightersOf(s, b);
    const [gunner, servant, other] = fighters.filter((f) => f.seat === 'red');
    const blue = fighters.find((f) => f.seat === 'blue');
    if (!gunner || !servant || !other || !blue) throw new Error('no fighters');
    const shot = { ...newDeed(fighters), kind: 'aim' as const, soldier: gunner.id, aim: 3, difficulty: 6 };
    expect(shot.crew).toEqual([]);
    // The author and a repeat are dropped: the crew are the other servants, once each.
    const withCrew = buildReport(
      { ...emptyDraft(b), deeds: [{ ...shot, crew: [servant.id, gunner.id, servant.id] }] },
      b,
      fighters,
    );
    expect(withCrew.deeds[0]).toEqual({ kind: 'aim', soldier: gunner.id, aim: 3, difficulty: 6, crew: [servant.id] });
    expect(parseReport(JSON.parse(JSON.stringify(withCrew)))).toEqual(withCrew);
    const alone = buildReport({ ...emptyDraft(b), deeds: [shot] }, b, fighters);
    expect(alone.deeds[0]).toEqual({ kind: 'aim', soldier: gunner.id, aim: 3, difficulty: 6 });
    // A crew outside an aim deed is not written.
    const wound = buildReport({ ...emptyDraft(b), deeds: [{ ...shot, kind: 'wound', target: blue.id }] }, b, fighters);
    expect('crew' in (wound.deeds[0] ?? {})).toBe(false);

    const a = trial(sample, s, 'red', { kind: 'report', report: alone });
    const c = trial(sample, s, 'red', { kind: 'report', report: withCrew });
    if (!a.ok) throw new Error(a.violation.message);
    if (!c.ok) throw new Error(c.violation.message);
    const ep = aimEP(3, 6, false);
    expect(ep).toBe(6);
    const earned = (t: typeof c, id: string) => t.state.earned.red?.[id] ?? 0;
    // The gunner earns the same either way; the servant named in the crew earns the shot's EP in full, the other does not.
    expect(earned(c, gunner.id)).toBe(earned(a, gunner.id));
    expect(earned(c, servant.id) - earned(a, servant.id)).toBe(ep);
    expect(earned(c, other.id)).toBe(earned(a, other.id));
    // A servant from the other side is refused with the rule.
    const wrong = trial(sample, s, 'red', {
      kind: 'report',
      report: { ...alone, deeds: [{ kind: 'aim', soldier: gunner.id, aim: 3, difficulty: 6, crew: [blue.id] }] },
    });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.violation.rule).toBe('DW-MISSION-DURING-17');
  });

  it('DW-MSN-INTR-02 DW-MSN-INVA-01 DW-MSN-TREA-01 objectives that do not fit the mission: the form shows the rules’ own refusal, its reason and rule in both languages, and the fitting ones pass', () => {
    const red = { own: 2, enemy: 0 };
    const cases: ReadonlyArray<[Mission, number[], Partial<ReportDraft['objectives']>, string, string]> = [
      // Red holds both objectives of his own zone and Blue a third there: there are two.
      [
        'intrusion',
        [],
        { held: { red, blue: { own: 0, enemy: 1 } } },
        'DW-MSN-INTR-02',
        'Each deployment zone has 2 objectives to hold',
      ],
      // The Defender's 2 cuts four sectors; the dice 1 and 3 lay out five jewels.
      ['invasion', [2], { counts: { red: 3, blue: 2 } }, 'DW-MSN-INVA-01', 'The battlefield has 4 sectors'],
      ['treasure-hunt', [1, 3], { counts: { red: 4, blue: 2 } }, 'DW-MSN-TREA-01', 'The hunt lays out 5 jewels'],
    ];
    for (const [mission, setUpRolls, objectives, rule, reason] of cases) {
      const s = atReport(formed(), mission, setUpRolls);
      const t = verdict(s, (b) => {
        const d = emptyDraft(b);
        return {
          ...d,
          results: { red: 'victory', blue: 'defeat' },
          objectives: { ...d.objectives, ...objectives, on: true },
        };
      });
      const said = refusal(t);
      expect(said).toMatchObject({ code: 'report/objectives-count', rule, en: reason });
      expect(said.hu).toContain(`(${rule})`);
    }
    // Two of Red's own and one of Blue's: 2 + 2 points to none, Red's victory, sent.
    const fits = verdict(atReport(formed(), 'intrusion'), (b) => {
      const d = emptyDraft(b);
      return {
        ...d,
        results: { red: 'victory', blue: 'defeat' },
        objectives: { ...d.objectives, on: true, held: { red: { own: 2, enemy: 1 }, blue: { own: 0, enemy: 0 } } },
      };
    });
    expect(fits.ok).toBe(true);
  });

  it("while a company waits on its battle, the status line names the battle's step: its report awaited, not the next mission", () => {
    const s = atReport(formed(), 'intrusion');
    expect(s.stages.red).toEqual({ kind: 'waiting' });
    expect(stageOf(s, 'red')).toBe('battle-report');
    expect(WORDS.en.stageNames[stageOf(s, 'red')]).toBe('The battle is on the table: its report is awaited');
    expect(WORDS.hu.stageNames[stageOf(s, 'red')]).toBe('A csata az asztalon: várjuk a jelentését');
    // The board's status line says it.
    const status = (lang: 'en' | 'hu') =>
      /data-testid="dw-stage">([^<]*)</
        .exec(dogsBoardHtml({ view: s, seat: 'red' }, lang))?.[1]
        ?.replace(/&#x27;/g, "'");
    expect(status('en')).toBe('The battle is on the table: its report is awaited');
    expect(status('hu')).toBe('A csata az asztalon: várjuk a jelentését');
    // A company in no battle still waits for the next mission.
    const alone = { ...s, battles: [] };
    expect(stageOf(alone, 'red')).toBe('waiting');
  });

  it('the report form says what to type in a capture box and what ticking the objectives box does', () => {
    const s = atReport(formed(), 'intrusion');
    const b = s.battles[0]!;
    const d = emptyDraft(b);
    const drawn = (el: ReactElement, lang: 'en' | 'hu') =>
      renderToString(
        createElement(I18nContext.Provider, { value: { lang, t: STRINGS[lang], setLang: () => undefined } }, el),
      )
        .replace(/<!-- -->/g, '')
        .replace(/&#x27;/g, "'");
    const captures = (lang: 'en' | 'hu') =>
      drawn(createElement(Captures, { draft: { ...d, captures: [''] }, set: () => undefined }), lang);
    // The box sits inside its label, so a reader of the page hears what it is for.
    expect(captures('en')).toMatch(/<label>Captured \(what or whom, and by which company\) <input/);
    expect(captures('hu')).toMatch(/<label>Elfogva \(kit vagy mit, és melyik csapat\) <input/);
    const objectives = (lang: 'en' | 'hu') =>
      drawn(createElement(Objectives, { battle: b, draft: d, set: () => undefined, nameOf: (x) => x }), lang);
    expect(objectives('en')).toMatch(
      /<input type="checkbox"\/> Report the objectives held at the end \(Intrusion\)<\/label>/,
    );
    expect(objectives('hu')).toContain('A játék végén tartott célok jelentése (');
    expect(objectives('en')).not.toContain('not reported');
  });

  it("the report form's objective boxes stop at what the mission lays out, the rules' own counts and the sectors or jewels the battle rolled, shown above them: a box at its most passes, one more is refused", () => {
    /** The objectives part of the form, the draft's objectives changed by `patch`. */
    const html = (b: Battle, patch: Partial<ReportDraft['objectives']> = {}) => {
      const d = emptyDraft(b);
      const draft = { ...d, objectives: { ...d.objectives, ...patch, on: true } };
      return renderToString(createElement(Objectives, { battle: b, draft, set: () => undefined, nameOf: (x) => x }));
    };
    /** The `max` of each number box of the objectives. */
    const maxima = (b: Battle, patch: Partial<ReportDraft['objectives']> = {}) =>
      [...html(b, patch).matchAll(/<input type="number"[^>]*? max="(\d+)"/g)].map((m) => Number(m[1]));
    /** The count the form says the mission laid out, as the page reads it. */
    const laidOut = (b: Battle, field: string) =>
      new RegExp(`data-field="${field}">([^<]*)`).exec(html(b))?.[1]?.replaceAll('&#x27;', "'").trim();
    // Red's objectives at `n`, Blue's at none: Red's victory wherever the count is his.
    // Each zone's own and enemy objectives for both sides, and each side's sectors or jewels, as
    // many as the battle rolled: the Defender's 2 cuts four sectors, a 5 six; the dice 1 and 3 lay
    // out five jewels, two 1s four.
    const cases: ReadonlyArray<[Mission, number[], number[], (n: number) => Partial<ReportDraft['objectives']>]> = [
      ['intrusion', [], Array(4).fill(INTRUSION_PER_ZONE), (n) => ({ held: { red: { own: n, enemy: 0 } } })],
      ['invasion', [2], [4, 4], (n) => ({ counts: { red: n } })],
      ['invasion', [5], [6, 6], (n) => ({ counts: { red: n } })],
      ['treasure-hunt', [1, 3], [5, 5], (n) => ({ counts: { red: n } })],
      ['treasure-hunt', [1, 1], [4, 4], (n) => ({ counts: { red: n } })],
    ];
    for (const [mission, setUpRolls, boxes, red] of cases) {
      const s = atReport(formed(), mission, setUpRolls);
      const b = s.battles[0];
      if (!b) throw new Error('no battle');
      expect(maxima(b), mission).toEqual(boxes);
      const most = boxes[0] ?? 0;
      if (mission === 'invasion') expect(laidOut(b, 'sectors-laid-out')).toBe(WORDS.en.sectorsLaidOut(most));
      if (mission === 'treasure-hunt') expect(laidOut(b, 'jewels-laid-out')).toBe(WORDS.en.jewelsLaidOut(most));
      const sent = (n: number) =>
        verdict(s, (x) => {
          const d = emptyDraft(x);
          return {
            ...d,
            results: { red: 'victory', blue: 'defeat' },
            objectives: { ...d.objectives, ...red(n), on: true },
          };
        });
      expect(sent(most).ok, mission).toBe(true);
      // Refused by the rules' count, or by the report's own schema where it stops there.
      expect(sent(most + 1).ok, mission).toBe(false);
    }
    // The Raid's merchants: all three killed at most, which gives the Attacker the mission.
    const raid = atReport(formed(), 'raid');
    const rb = raid.battles[0];
    if (!rb?.attacker) throw new Error('no Attacker');
    expect(maxima(rb)).toEqual([RAID_MERCHANTS]);
    const defender = rb.seats.find((x) => x !== rb.attacker) ?? '';
    const killed = (n: number) =>
      verdict(raid, (x) => {
        const d = emptyDraft(x);
        const results = { [rb.attacker ?? '']: 'victory', [defender]: 'defeat' } as const;
        return { ...d, results, objectives: { ...d.objectives, killed: n, on: true } };
      });
    expect(killed(RAID_MERCHANTS).ok).toBe(true);
    expect(killed(RAID_MERCHANTS + 1).ok).toBe(false);
    // A Destruction element loses at most the SP it has: 6, 7 and 8 for an idol, an altar, a temple.
    const dest = atReport(formed(), 'destruction');
    const db = dest.battles[0];
    if (!db) throw new Error('no battle');
    const types = ['idol', 'altar', 'temple'] as const;
    expect(maxima(db, { elements: types.map((type) => ({ type, spLost: 0 })) })).toEqual(
      types.map((t) => DESTRUCTION_ELEMENTS[t].sp),
    );
  });

  it("DW-NEUTRAL-11 DW-PASSIVE-09 a wound may fall on more than the mission sheets: the form offers the hires at their card's value, the mission's passive individuals at theirs, and another fighter whose value the players give; each earns as any wound", () => {
    const s0 = atReport(formed(), 'assassination');
    const b0 = s0.battles[0];
    if (!b0?.attacker) throw new Error('no Attacker');
    const attacker = b0.attacker;
    const defender = b0.seats.find((x) => x !== attacker) ?? '';
    // The Defender also hired a Mercenary for the mission.
    const merc = SAMPLE_CONTENT.profiles.find((p) => p.mercenary && !p.character);
    const g = b0.groups[defender];
    if (!merc || !g) throw new Error('sample changed');
    const b = { ...b0, groups: { ...b0.groups, [defender]: { ...g, hires: [merc.id] } } };
    const s = { ...s0, battles: [b] };
    const targets = targetsOf(s, b, SAMPLE_CONTENT);
    expect(targets.filter((t) => t.kind !== 'soldier')).toEqual([
      { seat: defender, id: `hire:${defender}:0`, name: merc.name, value: merc.value, kind: 'hire' },
      { seat: defender, id: 'passive:ambassador', name: 'ambassador', value: 5, kind: 'ambassador' },
    ]);
    const fighters = fightersOf(s, b);
    const author = fighters.find((f) => f.seat === attacker);
    if (!author) throw new Error('no fighter');
    expect(author.value).toBe(45);
    const wound = (target: string, result: DeedRow['result'], targetValue = 0): DeedRow => ({
      ...newDeed(fighters),
      soldier: author.id,
      target,
      targetValue,
      result,
    });
    // A Serious Wound on the Ambassador (5 against 45: 4 - 2) and a Killed Outright on a wild beast
    // met on the way, a neutral worth 100 (6 + 2).
    const draft = {
      ...emptyDraft(b),
      deeds: [wound('passive:ambassador', 'serious'), wound(OTHER_TARGET, 'killed-outright', 100)],
    };
    const report = buildReport(draft, b, targets);
    expect(report.deeds.map((d) => (d.kind === 'wound' ? d.targetValue : null))).toEqual([5, 100]);
    const t = trial(sample, s, 'red', { kind: 'report', report });
    if (!t.ok) throw new Error(t.violation.message);
    expect(t.state.earned[attacker]?.[author.id]).toBe(10 + (4 - 2) + (6 + 2));
    // The Raid's merchants are the Defender's passive individuals, worth 5 too.
    const raid = atReport(formed(), 'raid');
    const rb = raid.battles[0];
    if (!rb) throw new Error('no battle');
    expect(targetsOf(raid, rb, SAMPLE_CONTENT).find((x) => x.kind === 'merchant')).toMatchObject({
      seat: rb.seats.find((x) => x !== rb.attacker),
      value: PASSIVE_PROFILES.merchant.value,
    });
    // Facing a neutral company, nobody of whose is on a sheet, a new wound falls on another fighter.
    expect(newDeed(fighters.filter((f) => f.seat === attacker)).target).toBe(OTHER_TARGET);
  });

  it('DW-MSN-DEST-01 the report form lays out as many Destruction elements as the Attacker’s value sets: reported untouched they fit, one more is refused with the rule', () => {
    const s = atReport(formed(), 'destruction');
    const b = s.battles[0];
    const attacker = b?.attacker ? b.groups[b.attacker] : null;
    if (!b || !attacker) throw new Error('no Attacker');
    const count = destructionElementCount(attacker.value);
    expect(count).toBeLessThan(4);
    expect(emptyDraft(b).objectives.elements).toHaveLength(count);
    // None lost a point: every element is the Defender's, and so is the victory.
    const defender = b.seats.find((x) => x !== b.attacker) ?? '';
    const results = { [b.attacker ?? '']: 'defeat', [defender]: 'victory' } as const;
    const draft = (extra: number) => (x: Battle) => {
      const d = emptyDraft(x);
      const elements = [
        ...d.objectives.elements,
        ...Array.from({ length: extra }, () => ({ type: 'idol' as const, spLost: 0 })),
      ];
      return { ...d, results, objectives: { ...d.objectives, on: true, elements } };
    };
    expect(verdict(s, draft(0)).ok).toBe(true);
    expect(refusal(verdict(s, draft(1)))).toMatchObject({
      code: 'report/objectives-count',
      rule: 'DW-MSN-DEST-01',
      en: `The Attacker's value sets ${count} elements to destroy`,
    });
  });

  it('DW-MSN-INTR-06 DW-MSN-GEN-01 DW-MISSION-DURING-22 the form refuses, with the rule, a zone bonus twice or of another size, a bonus in a mission without zones, and a soldier written twice among the wounds', () => {
    const s = atReport(formed(), 'intrusion');
    const b = s.battles[0];
    if (!b) throw new Error('no battle');
    const fighters = fightersOf(s, b);
    const redF = fighters.find((f) => f.seat === 'red');
    const blueF = fighters.find((f) => f.seat === 'blue');
    if (!redF || !blueF) throw new Error('no fighters');
    const bonus = (ep: number) => ({ ...newDeed(fighters), kind: 'bonus' as const, soldier: redF.id, ep });
    const drawn = (patch: Partial<ReportDraft>) => () => ({ ...emptyDraft(b), ...patch });
    expect(verdict(s, drawn({ deeds: [bonus(5)] })).ok).toBe(true);
    expect(refusal(verdict(s, drawn({ deeds: [bonus(5), bonus(5)] })))).toMatchObject({
      code: 'report/bonus',
      rule: 'DW-MSN-INTR-06',
      en: `"${redF.id}" has the zone bonus once`,
    });
    expect(refusal(verdict(s, drawn({ deeds: [bonus(6)] })))).toMatchObject({
      code: 'report/bonus',
      rule: 'DW-MSN-INTR-06',
      en: 'A held zone is worth 5 EP',
    });
    const twice = drawn({
      wounds: [
        { soldier: blueF.id, state: 'serious' },
        { soldier: blueF.id, state: 'critical' },
      ],
    });
    expect(refusal(verdict(s, twice))).toMatchObject({ code: 'report/listed-twice', rule: 'DW-MISSION-DURING-22' });
    // A Raid pays its bonuses from its objectives: none is reported.
    const raid = atReport(formed(), 'raid');
    expect(refusal(verdict(raid, (x) => ({ ...emptyDraft(x), deeds: [bonus(5)] })))).toMatchObject({
      code: 'report/bonus',
      rule: 'DW-MSN-GEN-01',
    });
  });

  it('DW-MISSION-PRE-35 the player running the Cardinal’s band, 20 below the hunter, answers the extra round on a form of the hunt: the values shown, the round added unless he says no', () => {
    const m = cardinalAgainst(320);
    const snapshot: Snapshot = {
      gameId: 'band',
      ruleset: 'dogs-of-war',
      seat: 'blue',
      index: m.record.choices.length,
      view: dogsEngine.view(m, 'blue'),
      pending: dogsEngine.pending(m).map((d) => ({ kind: d.kind, seats: d.seats })),
      legal: dogsEngine.legal(m, 'blue'),
      outcome: null,
      seats: [],
      canUndo: false,
    };
    const html = renderToString(
      createElement(DogsOfWarBoard, {
        snapshot,
        choose: () => undefined,
        describeChoice: (c: unknown) => JSON.stringify(c),
        setOdds: () => undefined,
        log: [],
      }),
    );
    const form = html.slice(html.indexOf('<form class="dw-hunt" data-what="extra-round"'));
    expect(form.length).toBeLessThan(html.length);
    expect(form).toContain('The band is worth 300 against the hunter&#x27;s 320');
    expect(form).toContain('name="add-round" checked="" value="yes"');
    expect(form).toContain('name="add-round" value="no"');
    expect(form).toContain('DW-MISSION-PRE-35');
    // The answer the form sends is one the rules take.
    expect(form).toContain('dw-verdict ok');
  });

  it('the roster form proposes the names the rules propose: a captain by his title, a recruit by his number, in either language', () => {
    for (const [setup, locale] of [
      [undefined, 'en'],
      [dogsOfWarRuleset.defaultSetups?.hu, 'hu'],
    ] as const) {
      const engine = unwrap(Engine.create(dogsOfWarRuleset));
      const m = unwrap(engine.start(1, setup));
      const captain = (engine.legal(m, 'red') as Choice[]).find(
        (c) => c.kind === 'name-captain' && c.profile === 'orc-warlord',
      );
      if (captain?.kind !== 'name-captain') throw new Error('no orc warlord offered');
      const warlord = SAMPLE_CONTENT.profiles.find((p) => p.id === 'orc-warlord');
      const brute = SAMPLE_CONTENT.profiles.find((p) => p.id === 'orc-brute');
      if (!warlord || !brute) throw new Error('sample changed');
      expect(proposedName(warlord, true, 1, locale)).toBe(captain.name);
      const named = unwrap(engine.submit(m, 'red', captain)).match;
      const recruit = (engine.legal(named, 'red') as Choice[]).find(
        (c) => c.kind === 'recruit' && c.profile === 'orc-brute',
      );
      if (recruit?.kind !== 'recruit') throw new Error('no orc brute offered');
      const next = named.state.companies['red']?.nextId ?? 0;
      expect(proposedName(brute, false, next, locale)).toBe(recruit.name);
    }
  });

  it('DW-MISSION-PRE-19 the compensation form’s Event-card box stops at what the CP buy: Blue’s 40 CP buy two cards, a third is refused', () => {
    // Red fields his whole company (85), Blue his captain alone (45): 40 apart, Blue's CP.
    let s = formed();
    const chooser = s.seats.find((x) => sample.rules.legalChoices(s, x).some((c) => c.kind === 'choose-mission'));
    if (!chooser) throw new Error('nobody chooses the mission');
    s = play(s, chooser, { kind: 'choose-mission', mission: 'intrusion' });
    const everyone = (seat: string) => s.companies[seat]?.soldiers.map((x) => x.id) ?? [];
    const group = (soldiers: string[]): Choice => ({
      kind: 'form-group',
      soldiers,
      attributes: [],
      hires: [],
      explorers: [],
    });
    s = play(s, 'red', group(everyone('red')));
    s = play(s, 'blue', group(everyone('blue').slice(0, 1)));
    // Within 50 Red may keep his group whole (DW-MISSION-PRE-17).
    s = play(s, 'red', { kind: 'balance', soldiers: everyone('red'), hires: [] });
    const b = s.battles[0];
    if (b?.step !== 'compensate') throw new Error('no compensation');
    expect(b.cp).toBe(40);
    const html = renderToString(
      createElement(Preparation, { state: s, seat: 'blue', battle: b, choose: () => undefined }),
    );
    const box = /<input[^>]*name="event-cards"[^>]*>/.exec(html)?.[0] ?? '';
    const most = Number(/max="(\d+)"/.exec(box)?.[1]);
    expect(most).toBe(eventCardsAffordable(b.cp, 0));
    expect(most).toBe(2);
    const buy = (eventCards: number, objects: number) =>
      trial(sample, s, 'blue', {
        kind: 'compensate',
        eventCards,
        objects: Array.from({ length: objects }, () => ({
          fighter: everyone('blue')[0] ?? '',
          object: SINGLE_USE_OBJECTS[0],
        })),
      });
    expect(buy(most, 0).ok).toBe(true);
    expect(buy(most + 1, 0)).toMatchObject({
      ok: false,
      violation: { code: 'cp/too-many', rule: 'DW-MISSION-PRE-19' },
    });
    // Beside an object the CP left buy one card: the rules take that much and no more.
    expect(eventCardsAffordable(b.cp, 1)).toBe(1);
    expect(compensationCost(1, 1)).toBe(30);
    expect(buy(1, 1).ok).toBe(true);
    expect(buy(2, 1).ok).toBe(false);
  });

  it("DW-MSN-DEST-06 DW-MISSION-PRE-19 once both sides are ready, the mission and report screens show each side's Event cards: the Defender's bought with CP, the stronger Attacker's free, in English and Hungarian", () => {
    // The first seat wins the Attacker roll; the Attacker fields his whole company (85), the Defender
    // his captain alone (45), whose 40 CP buy one card beside one object.
    let s = formed();
    const chooser = s.seats.find((x) => sample.rules.legalChoices(s, x).some((c) => c.kind === 'choose-mission'));
    if (!chooser) throw new Error('nobody chooses the mission');
    s = rolled(s, chooser, { kind: 'choose-mission', mission: 'destruction' }, [6, 1]);
    const attacker = s.battles[0]?.attacker;
    const defender = s.battles[0]?.seats.find((x) => x !== attacker);
    if (!attacker || !defender) throw new Error('no Attacker');
    const everyone = (seat: string) => s.companies[seat]?.soldiers.map((x) => x.id) ?? [];
    const group = (soldiers: string[]): Choice => ({
      kind: 'form-group',
      soldiers,
      attributes: [],
      hires: [],
      explorers: [],
    });
    s = play(s, attacker, group(everyone(attacker)));
    s = play(s, defender, group(everyone(defender).slice(0, 1)));
    s = play(s, attacker, { kind: 'balance', soldiers: everyone(attacker), hires: [] });
    const captain = everyone(defender)[0] ?? '';
    s = play(s, defender, {
      kind: 'compensate',
      eventCards: 1,
      objects: [{ fighter: captain, object: SINGLE_USE_OBJECTS[0] }],
    });
    const finish: Choice = { kind: 'finish-preparation', bonesetter: [], training: [] };
    s = play(s, attacker, finish);
    const drawn = (state: CampaignState, seat: string, lang: 'en' | 'hu' = 'en') => {
      const b = state.battles[0];
      if (!b) throw new Error('no battle');
      return renderToString(
        createElement(
          I18nContext.Provider,
          { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
          createElement(Preparation, { state, seat, battle: b, choose: () => undefined }),
        ),
      ).replace(/<!-- -->/g, '');
    };
    /** A side's line of the Event cards, as read. */
    const line = (html: string, seat: string) =>
      new RegExp(`<li data-seat="${seat}"[^>]*>(.*?)</li>`).exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    // Before the Defender is ready no card is shown: the free one is given only then.
    expect(s.battles[0]?.step).toBe('final');
    expect(drawn(s, defender)).not.toContain('dw-event-cards');
    s = play(s, defender, finish);
    // The Attacker takes the free card he is asked about.
    expect(s.battles[0]?.step).toBe('free-event-card');
    s = play(s, attacker, { kind: 'free-event-card', take: true });
    expect(s.battles[0]?.step).toBe('report');
    const html = drawn(s, attacker);
    const name = (seat: string) => s.companies[seat]?.name ?? seat;
    expect(html).toContain(`<li data-seat="${attacker}" data-cards="1" data-free="1">`);
    expect(html).toContain(`<li data-seat="${defender}" data-cards="1" data-free="0">`);
    expect(line(html, attacker)).toBe(
      `${name(attacker)}: 1 Event card · 1 free, the stronger Attacker&#x27;s DW-MSN-DEST-06`,
    );
    expect(line(html, defender)).toBe(
      `${name(defender)}: 1 Event card · 1 bought with compensation points DW-MISSION-PRE-19`,
    );
    const hu = drawn(s, defender, 'hu');
    expect(line(hu, attacker)).toBe(
      `${name(attacker)}: 1 eseménykártya · 1 ingyenes, az erősebb támadóé DW-MSN-DEST-06`,
    );
    expect(line(hu, defender)).toBe(
      `${name(defender)}: 1 eseménykártya · 1 kiegyenlítő pontokért vett DW-MISSION-PRE-19`,
    );
    // The board opens on the report while the battle is played: the cards are shown there too.
    const snapshot: Snapshot = {
      gameId: 'destruction',
      ruleset: 'dogs-of-war',
      seat: defender,
      index: 0,
      view: s,
      pending: [{ kind: 'dogs-of-war/report', seats: [attacker, defender] }],
      legal: [],
      outcome: null,
      seats: [],
      canUndo: false,
    };
    const board = renderToString(
      createElement(DogsOfWarBoard, {
        snapshot,
        choose: () => undefined,
        describeChoice: (c: unknown) => JSON.stringify(c),
        setOdds: () => undefined,
        log: [],
      }),
    ).replace(/<!-- -->/g, '');
    expect(board).toContain('<form class="dw-report"');
    expect(line(board, attacker)).toBe(line(html, attacker));
    expect(line(board, defender)).toBe(line(html, defender));
  });

  it('DW-MSN-DEST-06 the stronger Destruction Attacker answers the free Event card on the mission screen, as the other preparation steps: the values shown, taking it unless he says no, in English and Hungarian', () => {
    let s = formed();
    const chooser = s.seats.find((x) => sample.rules.legalChoices(s, x).some((c) => c.kind === 'choose-mission'));
    if (!chooser) throw new Error('nobody chooses the mission');
    s = rolled(s, chooser, { kind: 'choose-mission', mission: 'destruction' }, [6, 1]);
    const attacker = s.battles[0]?.attacker;
    const defender = s.battles[0]?.seats.find((x) => x !== attacker);
    if (!attacker || !defender) throw new Error('no Attacker');
    const everyone = (seat: string) => s.companies[seat]?.soldiers.map((x) => x.id) ?? [];
    const group = (soldiers: string[]): Choice => ({
      kind: 'form-group',
      soldiers,
      attributes: [],
      hires: [],
      explorers: [],
    });
    // The Attacker fields his whole company (85), the Defender his captain alone (45).
    s = play(s, attacker, group(everyone(attacker)));
    s = play(s, defender, group(everyone(defender).slice(0, 1)));
    s = play(s, attacker, { kind: 'balance', soldiers: everyone(attacker), hires: [] });
    s = play(s, defender, { kind: 'compensate', eventCards: 0, objects: [] });
    const finish: Choice = { kind: 'finish-preparation', bonesetter: [], training: [] };
    s = play(play(s, attacker, finish), defender, finish);
    expect(s.battles[0]?.step).toBe('free-event-card');
    const board = (seat: string, lang: 'en' | 'hu') => {
      const snapshot: Snapshot = {
        gameId: 'free-card',
        ruleset: 'dogs-of-war',
        seat,
        index: 0,
        view: s,
        pending: sample.rules.pending(s).map((d) => ({ kind: d.kind, seats: d.seats })),
        legal: sample.rules.legalChoices(s, seat),
        outcome: null,
        seats: [],
        canUndo: false,
      };
      return renderToString(
        createElement(
          I18nContext.Provider,
          { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
          createElement(DogsOfWarBoard, {
            snapshot,
            choose: () => undefined,
            describeChoice: (c: unknown) => JSON.stringify(c),
            setOdds: () => undefined,
            log: [],
          }),
        ),
      ).replace(/<!-- -->/g, '');
    };
    const name = (seat: string) => s.companies[seat]?.name ?? seat;
    const en = board(attacker, 'en');
    // The board opens on the mission screen with the question, as at the other preparation steps.
    expect(en).toContain('data-tab="mission"');
    const form = en.slice(en.indexOf('<form class="dw-prep" data-step="free-event-card"'));
    expect(form.length).toBeLessThan(en.length);
    expect(form).toContain('The free Event card · Destruction');
    expect(form).toContain(
      `${name(attacker)} attacks with a group worth 85 against ${name(defender)}&#x27;s 45: it may take one Event card that costs no compensation points.`,
    );
    expect(form).toContain('name="free-card" checked="" value="take"');
    expect(form).toContain('name="free-card" value="leave"');
    expect(form).toContain('DW-MSN-DEST-06');
    // The answer the form sends is one the rules take.
    expect(form).toContain('dw-verdict ok');
    const hu = board(attacker, 'hu');
    const huForm = hu.slice(hu.indexOf('<form class="dw-prep" data-step="free-event-card"'));
    expect(huForm).toContain('Az ingyenes eseménykártya · Pusztítás');
    expect(huForm).toContain(
      `${name(attacker)} 85 pontot érő csoporttal támad ${name(defender)} 45 pontjával szemben: kérhet egy eseménykártyát, amely nem kerül kiegyenlítő pontba.`,
    );
    expect(huForm).toContain('Kérem a kártyát');
    expect(huForm).toContain('Nem kérem');
    // The Defender is asked nothing.
    expect(board(defender, 'en')).not.toContain('data-step="free-event-card"');
  });

  it('in Hungarian the sheet heads the characteristics as the Hungarian rule texts write them (MOZ, CÉL), in English as the book; the heading names the company alone; the standings name the dead', () => {
    // Red kills a Blue fighter outright, whose recuperation rolls 12: dead (DW-RECUP-09).
    const s0 = atReport(formed());
    const b = s0.battles[0];
    if (!b) throw new Error('no battle');
    const fighters = fightersOf(s0, b);
    const red = fighters.find((f) => f.seat === 'red');
    const blue = fighters.find((f) => f.seat === 'blue');
    if (!red || !blue) throw new Error('no fighters');
    const draft = {
      ...emptyDraft(b),
      results: { red: 'victory', blue: 'defeat' } as const,
      deeds: [{ ...newDeed(fighters), soldier: red.id, target: blue.id, result: 'killed-outright' as const }],
      wounds: [{ soldier: blue.id, state: 'killed-outright' as const }],
    };
    let s = rolled(s0, 'red', { kind: 'report', report: buildReport(draft, b, fighters) }, [6, 6]);
    expect(s.history[0]?.deaths['blue']).toEqual([blue.id]);
    for (const seat of ['red', 'blue']) for (let i = 0; i < 4; i++) s = play(s, seat, { kind: 'done' });
    const board = (view: CampaignState, lang: 'en' | 'hu') => {
      const snapshot: Snapshot = {
        gameId: 'words',
        ruleset: 'dogs-of-war',
        seat: 'red',
        index: 0,
        view,
        pending: [],
        legal: [],
        outcome: null,
        seats: [],
        canUndo: false,
      };
      return renderToString(
        createElement(
          I18nContext.Provider,
          { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
          createElement(DogsOfWarBoard, {
            snapshot,
            choose: () => undefined,
            describeChoice: (c: unknown) => JSON.stringify(c),
            setOdds: () => undefined,
            log: [],
          }),
        ),
      ).replace(/<!-- -->/g, '');
    };
    const heads = (html: string) =>
      [
        ...(/<table class="dw-soldiers">[\s\S]*?<\/thead>/.exec(html)?.[0] ?? '').matchAll(/<th[^>]*>([^<]*)<\/th>/g),
      ].map((m) => m[1]);
    const stats = (html: string) => heads(html).slice(2, 14);
    expect(stats(board(s, 'hu'))).toEqual([
      'MOZ',
      'KEZ',
      'TÁM',
      'ERŐ',
      'VÉD',
      'ELL',
      'CÉL',
      'BÁT',
      'FÉLELEM',
      'FEG',
      'HAT',
      'HIT',
    ]);
    expect(stats(board(s, 'en'))).toEqual([
      'MOV',
      'INI',
      'ATT',
      'STR',
      'DEF',
      'RES',
      'AIM',
      'COU',
      'FEAR',
      'DIS',
      'POW',
      'FAITH',
    ]);
    // The company's name heads its sheet, not its seat's id.
    const sheet = board(s, 'hu');
    expect(sheet).toContain('<section class="dw-sheet mine" data-company="red"><h3>Red</h3>');
    expect(sheet).not.toContain('(red)');
    // The standings list the dead by name: the soldier has left his company, his name has not.
    expect(s.companies['blue']?.soldiers.some((x) => x.id === blue.id)).toBe(false);
    const standings = board({ ...s, finished: true }, 'hu');
    const row = /<details class="dw-history" data-seat="blue"[\s\S]*?<\/details>/.exec(standings)?.[0] ?? '';
    expect(row).toContain(`<td>${blue.name}</td>`);
    expect(row).not.toContain(blue.id);
  });

  it('the compensation form offers each single-use object by its name and what it does, in the page’s language', () => {
    expect(objectWords('amulet-of-speed', 'en')).toBe('Amulet of Speed: MOV +3 for the rest of the round.');
    expect(objectWords('amulet-of-speed', 'hu')).toBe('A gyorsaság amulettje: MOZ +3 a kör végéig.');
    // Every object has its own name in both languages (the form showed ids before).
    for (const locale of ['en', 'hu'] as const) {
      const said = SINGLE_USE_OBJECTS.map((x) => objectWords(x, locale));
      expect(new Set(said.map((t) => t.split(':')[0])).size).toBe(SINGLE_USE_OBJECTS.length);
      for (const [i, t] of said.entries()) expect(t).not.toContain(SINGLE_USE_OBJECTS[i]);
    }
  });

  it('every string of the screens is there in Hungarian too', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? keys(v as object).map((x) => `${k}.${x}`) : [k],
      );
    expect(keys(WORDS.hu).sort()).toEqual(keys(WORDS.en).sort());
  });
});

describe('a report awaiting confirmation on the board', () => {
  /** Red's victory reported, not yet accepted by Blue. */
  function reported(): CampaignState {
    const s = atReport(formed(), 'intrusion');
    const report: AfterActionReport = {
      results: { red: 'victory', blue: 'defeat' },
      retreat: null,
      deeds: [],
      wounds: [],
      structure: [],
      objectives: null,
      captures: [],
    };
    const t = trialOne(sample, s, 'red', { kind: 'report', report });
    if (!t.ok) throw new Error(t.violation.message);
    return t.state;
  }
  const asked = [{ seats: ['blue'], kind: 'dogs-of-war/confirm-report', prompt: '' }];
  const answers: Choice[] = [
    { kind: 'confirm-report', accept: true },
    { kind: 'confirm-report', accept: false },
  ];

  it('the player who gave it sees what he reported and whose confirmation it awaits, on the report tab and the status line', () => {
    const s = reported();
    expect(stageOf(s, 'red')).toBe('battle-confirm');
    const html = dogsBoardHtml({ view: s, seat: 'red', pending: asked });
    expect(html).toContain('data-tab="report"');
    expect(html).toContain('The report of battle 1, given by Red');
    expect(html).toContain('Red: <strong>victory</strong>');
    expect(html.match(/The report awaits confirmation by Blue/g)).toHaveLength(2);
    expect(html).not.toContain('data-answer="accept"');
    const hu = dogsBoardHtml({ view: s, seat: 'red', pending: asked }, 'hu');
    expect(hu.match(/Blue jóváhagyására vár a jelentés/g)).toHaveLength(2);
    expect(hu).toContain('Red: <strong>győzelem</strong>');
  });

  it('the player asked to confirm it sees the report and the buttons to accept it or send it back', () => {
    const s = reported();
    const html = dogsBoardHtml({ view: s, seat: 'blue', pending: asked, legal: answers });
    expect(html).toContain('data-answer="accept"');
    expect(html).toContain('data-answer="send-back"');
    expect(html).toContain('Blue: <strong>defeat</strong>');
    expect(html).toContain('Wounds: no wounds');
    expect(html).toContain('The report awaits confirmation by Blue');
  });

  it('the player who runs the neutral company, no side of his own in the battle, sees the report and the buttons too', () => {
    // Red's report against a neutral company Blue runs: Blue's own company fought no battle.
    const s0 = reported();
    const b = s0.battles[0];
    const blue = s0.companies['blue'];
    if (!b?.reported || !blue) throw new Error('no report');
    const s: CampaignState = {
      ...s0,
      companies: { ...s0.companies, neutral: { ...blue, seat: 'neutral', name: 'Neutral company' } },
      battles: [
        {
          ...b,
          seats: ['red', 'neutral'],
          neutral: { controller: 'blue', cap: 100 },
          reported: {
            ...b.reported,
            report: { ...b.reported.report, results: { red: 'victory', neutral: 'defeat' } },
          },
        },
      ],
    };
    const html = dogsBoardHtml({ view: s, seat: 'blue', pending: asked, legal: answers });
    expect(html).toContain('The report of battle 1, given by Red');
    expect(html).toContain('Neutral company: <strong>defeat</strong>');
    expect(html).toContain('data-answer="accept"');
    expect(html).toContain('data-answer="send-back"');
  });
});

describe('the report panels say what the report is, and a report sent back comes back to its form', () => {
  /** Red's victory reported with a deed of each side; both companies have a Gor. */
  function reported(): { s: CampaignState; report: AfterActionReport; redG1: string } {
    const s = atReport(formed(), 'intrusion');
    const first = s.companies['red']?.soldiers.find((x) => x.name === 'Gor');
    const g1 = s.companies['blue']?.soldiers.find((x) => x.name === 'Gor');
    const g2 = s.companies['blue']?.soldiers.find((x) => x.name === 'Jak');
    if (!first || !g1 || !g2) throw new Error('no fighters');
    const report: AfterActionReport = {
      results: { red: 'victory', blue: 'defeat' },
      retreat: null,
      deeds: [
        { kind: 'wound', soldier: first.id, result: 'critical', targetValue: 9 },
        { kind: 'bonus', soldier: g2.id, ep: 5 },
      ],
      wounds: [
        { soldier: first.id, state: 'killed-outright' },
        { soldier: g1.id, state: 'critical' },
      ],
      structure: [],
      objectives: null,
      captures: [],
    };
    const t = trialOne(sample, s, 'red', { kind: 'report', report });
    if (!t.ok) throw new Error(t.violation.message);
    return { s: t.state, report, redG1: first.id };
  }
  const asked = [{ seats: ['blue'], kind: 'dogs-of-war/confirm-report', prompt: '' }];
  const answers: Choice[] = [
    { kind: 'confirm-report', accept: true },
    { kind: 'confirm-report', accept: false },
  ];

  it('the panel to accept names each wounded fighter with his company and lists the deeds, who and what, in English and Hungarian', () => {
    const { s } = reported();
    const html = dogsBoardHtml({ view: s, seat: 'blue', pending: asked, legal: answers });
    expect(html).toContain('Gor (Red): killed outright');
    expect(html).toContain('Gor (Blue): critical');
    expect(html).toContain('2 deeds written:');
    expect(html).toContain('Gor (Red): a wound dealt to a fighter of value 9 (critical)');
    expect(html).toContain('Jak (Blue): 5 EP of the mission&#x27;s bonus');
    const hu = dogsBoardHtml({ view: s, seat: 'blue', pending: asked, legal: answers }, 'hu');
    expect(hu).toContain('Az 1. csata jelentése, Red adta meg');
    expect(hu).toContain(`Gor (Red): ${stateName('killed-outright', 'hu')}`);
    expect(hu).toContain('Gor (Blue): kritikus');
    expect(hu).toContain('Gor (Red): seb egy 9 értékű harcoson (kritikus)');
    expect(hu).toContain('Jak (Blue): 5 TP a küldetés jutalmából');
  });

  it('a report sent back: a notice says who sent it back, and the form holds it to be corrected', () => {
    const { s, report } = reported();
    const back = trialOne(sample, s, 'blue', { kind: 'confirm-report', accept: false });
    if (!back.ok) throw new Error(back.violation.message);
    const log = back.events.map((event, n) => ({ n, event, text: '' }));
    const again = [{ seats: ['red', 'blue'], kind: 'dogs-of-war/report', prompt: '' }];
    const html = dogsBoardHtml({ view: back.state, seat: 'red', pending: again }, 'en', log);
    expect(html).toContain('data-testid="dw-refused"');
    expect(html).toContain('Blue sent your report back.');
    // The form is the report sent back: its results, its deeds and its wounds.
    expect(html).toMatch(/name="result-red"[^>]*>(?:(?!<\/select>).)*<option value="victory" selected=""/);
    expect(html.match(/data-deed="/g)).toHaveLength(report.deeds.length);
    expect(html).toContain('name="deed-kind-1"');
    const hu = dogsBoardHtml({ view: back.state, seat: 'blue', pending: again }, 'hu', log);
    expect(hu).toContain('Blue visszaküldte Red jelentését.');
    // Without the event (a report asked the first time) there is no notice, and the form is empty.
    const first = dogsBoardHtml({ view: back.state, seat: 'red', pending: again });
    expect(first).not.toContain('dw-refused');
    expect(first).not.toContain('data-deed="');
  });

  it('the form starts from a report given: the report it builds is that report', () => {
    const { s, report: given, redG1 } = reported();
    const b = s.battles[0];
    if (!b) throw new Error('no battle');
    const targets = targetsOf(s, b, SAMPLE_CONTENT);
    // Red's Gor wounds a fighter of Blue's: unnamed in the report, he stays a fighter of the value it read.
    const hurt = targets.find((t) => t.seat === 'blue');
    if (!hurt) throw new Error('no target');
    const report: AfterActionReport = {
      ...given,
      deeds: [{ kind: 'wound', soldier: redG1, result: 'serious', targetValue: hurt.value }, ...given.deeds],
    };
    const draft = draftOf(report, b, fightersOf(s, b), targets);
    expect(draft.deeds[0]).toMatchObject({ target: OTHER_TARGET, targetValue: hurt.value });
    expect(draft.results).toEqual({ red: 'victory', blue: 'defeat' });
    expect(buildReport(draft, b, targets)).toEqual(report);
  });
});

describe('the player who runs the Cardinal’s band gives the report on his form', () => {
  it('asked for the report of a battle his own company does not fight, he is shown the report form', () => {
    let m = cardinalAgainst();
    for (let guard = 0; guard < 10 && m.state.battles[0]?.step !== 'report'; guard++) {
      const d = dogsEngine.pending(m)[0];
      const seat = d?.seats[0] ?? '';
      m = unwrap(dogsEngine.submit(m, seat, dogsEngine.legal(m, seat)[0], SeededDice.fromSeed(3))).match;
    }
    expect(m.state.battles[0]?.step).toBe('report');
    expect(m.state.battles[0]?.seats.includes('blue')).toBe(false);
    const pending = dogsEngine.pending(m).map((d) => ({ kind: d.kind, seats: d.seats }));
    expect(pending.some((d) => d.kind === 'dogs-of-war/report' && d.seats.includes('blue'))).toBe(true);
    const html = dogsBoardHtml({ view: dogsEngine.view(m, 'blue'), seat: 'blue', pending });
    expect(html).toContain('form class="dw-report"');
    expect(html).not.toContain('No report is asked of you now');
  });
});

describe('a Dogs of War game on one screen', () => {
  it('starts with reports not confirmed, unless the player set that house rule himself; other games keep it', () => {
    const none = new Set<string>();
    const dogs = dogsOfWarRuleset.options ?? [];
    expect(optionsFor(dogs, 'hotseat', {}, none)).toEqual({ 'confirm-report': false });
    expect(optionsFor(dogs, 'hotseat', { strategist: 'none' }, none)).toEqual({
      strategist: 'none',
      'confirm-report': false,
    });
    // Ticked off and on again: the player wants it, at its default.
    expect(optionsFor(dogs, 'hotseat', {}, new Set(['confirm-report']))).toEqual({});
    expect(optionsFor(dogs, 'online', {}, none)).toEqual({});
    expect(optionsFor(dogs, 'bot', {}, none)).toEqual({});
    expect(optionsFor(warmachineRuleset.options ?? [], 'hotseat', {}, none)).toEqual({});
  });

  it('the house rule says how a game on one screen starts it, in both languages', () => {
    const spec = (dogsOfWarRuleset.options ?? []).find((o) => o.id === 'confirm-report')!;
    const shown = (lang: Lang) =>
      renderToString(
        createElement(
          I18nContext.Provider,
          { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
          createElement(HouseRule, { spec, value: true, onChange: () => undefined }),
        ),
      ).replace(/<!-- -->/g, '');
    expect(shown('en')).toContain('In a game on one screen it starts off, unless you set it here.');
    expect(shown('hu')).toContain('Egy képernyős játékban így indul: kikapcsolva, hacsak itt be nem állítod.');
  });
});
