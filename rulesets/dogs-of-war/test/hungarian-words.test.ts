import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LoadedDice, SeededDice, unwrap, type GameEvent, type Locale } from '@skirmish/core';
import type { Choice } from '../src/choices.ts';
import { EVENT_WORDS } from '../src/event-words.ts';
import { REFUSALS_HU } from '../src/texts.ts';
import { characteristicName, huArticle, improvableName, outcomeReason, pathName } from '../src/words.ts';
import { INCANTATION } from '../src/experience.ts';
import { CHARACTERISTICS, OBJECT_EFFECTS } from '../src/data.ts';
import { sheetHtml } from '../src/sheet.ts';
import type { CampaignState } from '../src/state.ts';
import { addEP, becomeMystic, dischargeCaptain } from '../src/management.ts';
import {
  keepGroup,
  company,
  companyOf,
  content,
  done,
  editCompany,
  engine,
  fieldAsset,
  goblinArchers,
  orcCompany,
  play as playOne,
  playAll,
  reported,
  soldier,
  soldierNamed,
  start,
} from './helpers.ts';

const SRC = new URL('../src/', import.meta.url);
const p = engine.ruleset.presenter;
if (!p?.prompt) throw new Error('the presenter words prompts');
const presenter = p;

/** Every `.ts` file under src/ (not the content), read as text. */
const sources = (): string[] =>
  readdirSync(SRC)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(new URL(f, SRC), 'utf8'));

/** Every event type the rules emit: a `type: '...'` whose object goes on to carry a `text:`. */
function emittedTypes(): string[] {
  const types = new Set<string>();
  for (const src of sources())
    for (const m of src.matchAll(/type: '([a-z-]+)'/g)) {
      const after = src.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + 700);
      const next = after.search(/type: '/);
      if ((next < 0 ? after : after.slice(0, next)).includes('text:')) types.add(m[1] ?? '');
    }
  return [...types].sort();
}

/** Every `fail('code', message, ...)` call in the sources: its code, its message and whether it cites a rule. */
function refusalCalls(): { code: string; message: string; cites: boolean }[] {
  const out: { code: string; message: string; cites: boolean }[] = [];
  for (const src of sources())
    for (const m of src.matchAll(/\bfail\(\s*'([^']+)',\s*/g)) {
      // The call runs to its balanced closing parenthesis.
      let depth = 1;
      let i = (m.index ?? 0) + m[0].length;
      const start = i;
      for (; i < src.length && depth > 0; i++) depth += src[i] === '(' ? 1 : src[i] === ')' ? -1 : 0;
      const args = src.slice(start, i - 1);
      const quote = args[0] ?? '';
      const end = quote === '`' || quote === "'" ? args.indexOf(quote, 1) : -1;
      // A message chosen by a condition (a ? 'x' : 'y') is taken whole; placeholders are filled later.
      const message = end > 0 && !/^\s*[?:]/.test(args.slice(end + 1)) ? args.slice(1, end) : args;
      out.push({ code: m[1] ?? '', message, cites: /\{\s*rule\b/.test(args.slice(Math.max(end, 0))) });
    }
  return out;
}

/** Every `die` purpose: the `purpose: '...'` fields and the opposed rolls' purposes. */
function purposes(): string[] {
  const out = new Set<string>();
  for (const src of sources()) {
    for (const m of src.matchAll(/purpose: '([^']+)'/g)) out.add(m[1] ?? '');
    for (const m of src.matchAll(/opposedRoll\([^)]*?'([^']+)', 'DW-/g)) out.add(m[1] ?? '');
  }
  return [...out].sort();
}

/** Common English words a Hungarian line must not hold (none of them is a Hungarian word; "is" is one, so it is left out). */
const ENGLISH =
  /(?<!\p{L})(the|and|to|with|of|at|on|for|from|his|its|he|rolls|renown|wound|wages|round|becomes|joins|company|captain|none|nobody|clues|offer|offers|Done|Play|Keep|Give|Send|Recruit|Buy|Dismiss|group|value|EP|RP|CP|SP|Battle|League|day|Strength|Abilities|Attributes|Missions|unused|Mission|Report|deeds|dead|light|serious|critical|victory|draw|defeat|unharmed|lieutenant|medic|priest|Special|Elite|Regular|Veteran|Irregular|Affiliation|Resources|Aftereffect|acquired|used|cost|lost|gains|leaves|chosen|stateless|mercenary|ally|champion|familiar|neutral|band|hunt|Cardinal)(?!\p{L})/iu;

/** An id or a type left raw: lower-case words joined by hyphens (`treasure-hunt`, `killed-outright`). */
const RAW = /(?<![\p{L}\d-])[a-z]+(?:-[a-z]+)+(?![\p{L}\d-])/u;

/** Everything the content names: names stay as the content gives them. */
const CONTENT_NAMES: string[] = (() => {
  const names = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o['name'] === 'string') names.add(o['name']);
      for (const x of Object.values(o)) if (typeof x === 'object') walk(x);
    }
  };
  walk(content);
  return [...names];
})();

/** The names a game holds: soldiers, companies, seats, assets, attributes, and the content's. */
function gameNames(s: CampaignState): string[] {
  const names = new Set<string>(CONTENT_NAMES);
  for (const seat of s.seats) names.add(seat);
  for (const c of Object.values(s.companies)) {
    names.add(c.name);
    for (const x of c.soldiers) {
      names.add(x.name);
      for (const a of x.attributes) names.add(a.name);
    }
    for (const a of c.assets) names.add(a.name);
  }
  // Longest first, so that a long name goes before a shorter one inside it.
  return [...names].filter((n) => n.length > 0).sort((a, b) => b.length - a.length);
}

/** What is wrong with a Hungarian text: an English word or a raw id outside the names. */
function problems(line: string, names: readonly string[]): string[] {
  const stripped = names.reduce((l, n) => l.split(n).join(' '), line);
  const out: string[] = [];
  const english = ENGLISH.exec(stripped);
  if (english) out.push(`English word "${english[0]}"`);
  const raw = RAW.exec(stripped);
  if (raw) out.push(`raw id "${raw[0]}"`);
  if (/[{}"]/.test(stripped)) out.push('raw dump');
  return out;
}

interface Played {
  readonly bad: string[];
  readonly types: Map<string, number>;
  readonly kinds: Set<string>;
}

/** Plays one seeded random campaign and words everything a player would see, in both languages. */
function play(seed: number, seats: readonly string[], campaign: 'league' | 'hang-em-high', missions: number): Played {
  const picker = SeededDice.fromSeed(seed ^ 0x5eed);
  let match = unwrap(
    engine.start(seed, { companies: seats.map((seat) => ({ seat, name: seat })), missions, campaign }),
  );
  const bad: string[] = [];
  const types = new Map<string, number>();
  const kinds = new Set<string>();
  const check = (what: string, hu: string, en: string, names: readonly string[]) => {
    for (const pr of problems(hu, names)) bad.push(`${seed} ${what}: ${pr}: ${hu}`);
    if (hu === en) bad.push(`${seed} ${what} is the same in both: ${hu}`);
  };
  for (let step = 0; step < 8000 && engine.outcome(match) === null; step++) {
    const decisions = engine.pending(match);
    const d = decisions[picker.pick(decisions.length)];
    if (!d) break;
    const seat = d.seats[0] ?? '';
    const view = engine.view(match, seat);
    const names = gameNames(match.state);
    const prompt = (l: Locale) => presenter.prompt?.(d, view, l) ?? '';
    check(`prompt ${d.kind}`, prompt('hu'), prompt('en'), names);
    if (step % 25 === 0) check('board', presenter.board(view, 'hu'), presenter.board(view, 'en'), names);
    const legal = engine.legal(match, seat) as Choice[];
    for (const c of legal.slice(0, 40)) {
      kinds.add(c.kind);
      // The name a new soldier is offered under is a name, as the player would type it.
      const own = c.kind === 'recruit' || c.kind === 'name-captain' ? [c.name, ...names] : names;
      const en = presenter.choice(c, view, 'en');
      check(`choice ${c.kind}`, presenter.choice(c, view, 'hu'), en, own);
      // The English label names profiles, attributes, hires and offers by their names, not by id.
      const rawEn = RAW.exec(own.reduce((l, n) => l.split(n).join(' '), en));
      if (rawEn) bad.push(`${seed} English choice ${c.kind}: raw id "${rawEn[0]}": ${en}`);
    }
    const r = engine.submit(match, seat, legal[picker.pick(legal.length)]);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const after = gameNames(r.value.match.state);
    const all = [...new Set([...names, ...after])].sort((a, b) => b.length - a.length);
    for (const e of r.value.events) {
      types.set(e.type, (types.get(e.type) ?? 0) + 1);
      const en = presenter.event(e, 'en');
      // The English line is worded from the fields and says what the rules' own text says; an
      // opposed roll's goes on to say who won it, and a compensation's whose the points are.
      const saysMore =
        e.type === 'compensation' || (e.type === 'die' && (e.purpose === 'Mission choice' || e.purpose === 'Attacker'));
      if (saysMore ? !en.startsWith(String(e.text)) : en !== e.text)
        bad.push(`${seed} English ${e.type}: "${en}" is not "${String(e.text)}"`);
      check(`event ${e.type}`, presenter.event(e, 'hu'), en, all);
    }
    match = r.value.match;
  }
  return { bad, types, kinds };
}

describe('Dogs of War in Hungarian', () => {
  it('every event type the rules emit, and every roll, has a wording of its own in both languages', () => {
    const types = emittedTypes();
    expect(types.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const type of types) {
      const line = EVENT_WORDS[type];
      if (!line) {
        missing.push(type);
        continue;
      }
      const e: GameEvent = { type };
      if (presenter.event(e, 'en') === presenter.event(e, 'hu')) missing.push(`${type} (same in both)`);
    }
    const ps = purposes();
    expect(ps).toContain('Mission choice');
    for (const purpose of ps) {
      const e: GameEvent = { type: 'die', purpose, roll: 3 };
      const hu = presenter.event(e, 'hu');
      if (hu.startsWith('Dobás: ') || hu === presenter.event(e, 'en')) missing.push(`die ${purpose}`);
    }
    expect(missing).toEqual([]);
  });

  it('the checker finds English words and raw ids, and lets Hungarian and names through', () => {
    expect(problems('Red forms an assault group worth 80', [])).not.toEqual([]);
    expect(problems('A választott küldetés: treasure-hunt', [])).not.toEqual([]);
    expect(problems('Grash (súlyos) dobása 3+4: killed-outright', ['Grash'])).not.toEqual([]);
    expect(problems('Grash szövetséges-pótlékot kap, 2. forduló', ['Grash'])).toEqual([]);
    expect(problems('Toborzás: Jaws (Jackal Warrior)', ['Jaws', 'Jackal Warrior'])).toEqual([]);
  });

  it('a refusal that cites no rule reads in Hungarian too: reported both healed and wounded', () => {
    const v = { code: 'report/healed-and-wounded', message: 'Grash is reported both healed and wounded' };
    const hu = presenter.violation?.(v, 'hu') ?? '';
    expect(hu).toContain('Grash');
    expect(hu).toContain('gyógyultként és sebesültként');
    expect(problems(hu, ['Grash'])).toEqual([]);
    expect(presenter.violation?.(v, 'en')).toBe(v.message);
    // The report form's other refusals without a rule, and the common ones of every step.
    const others = [
      { code: 'report/inconsistent', message: 'One side wins and the other loses, or both draw' },
      { code: 'report/missing-result', message: 'Give a result for both sides' },
      { code: 'report/not-on-sheet', message: 'Soldier "red-9" is on neither mission sheet' },
      { code: 'report/unknown-machine', message: 'No machine "red-a4" fought here' },
      { code: 'report/unknown-seat', message: '"green" did not fight this battle' },
      { code: 'report/wrong-mission', message: 'This battle was Raid' },
      { code: 'company/unknown-soldier', message: 'No soldier "red-9"' },
      { code: 'phase/wrong-step', message: '"report" is not what this battle waits for (groups)' },
      { code: 'group/empty', message: 'An assault group needs at least one fighter' },
    ];
    for (const o of others) {
      const line = presenter.violation?.(o, 'hu') ?? '';
      expect(problems(line, ['red-9', 'red-a4', 'green', 'report']), line).toEqual([]);
      expect(line).not.toContain(o.message);
    }
    expect(presenter.violation?.(others[2] ?? v, 'hu')).toContain('„red-9”');
  });

  it("the campaign's end reads in Hungarian, as the rules give it", () => {
    const end = (reason: string) => [outcomeReason(reason, 'en'), outcomeReason(reason, 'hu')];
    expect(end('League standings after 5 rounds')).toEqual([
      'League standings after 5 rounds',
      'A liga állása 5 forduló után',
    ]);
    expect(end('The Cardinal has fallen')).toEqual(['The Cardinal has fallen', 'A Bíboros elbukott']);
    expect(end('The Cardinal is dead')).toEqual(['The Cardinal is dead', 'A Bíboros elbukott']);
    expect(end('The Cardinal escaped after 6 days')[1]).toBe('A Bíboros 6 nap után megszökött');
    // Each reason the rules give is one of these.
    const rules = readFileSync(new URL('rules.ts', SRC), 'utf8');
    const reasons = [...rules.matchAll(/reason: [`']([^`']+)[`']/g)].map((m) => m[1] ?? '');
    expect(reasons.length).toBe(3);
    for (const r of reasons) {
      const filled = r.replace(/\$\{[^}]*\}/g, '4');
      expect(problems(outcomeReason(filled, 'hu'), []), filled).toEqual([]);
    }
  });

  it('every refusal the rules emit without citing a rule has Hungarian words, read off the sources', () => {
    const calls = refusalCalls();
    const bare = calls.filter((c) => !c.cites);
    expect(new Set(bare.map((c) => c.code)).size).toBeGreaterThan(35);
    // Each such call, with its message's placeholders filled by "Grash" or a number, reads in Hungarian.
    for (const c of bare) {
      expect(REFUSALS_HU[c.code], c.code).toBeDefined();
      for (const fill of ['Grash', '7']) {
        const message = c.message.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, fill);
        const hu = presenter.violation?.({ code: c.code, message }, 'hu') ?? '';
        expect(hu, c.code).toMatch(/^Ez nem szabályos: ./);
        expect(hu, c.code).not.toContain(message);
        expect(problems(hu, ['Grash']), `${c.code}: ${hu}`).toEqual([]);
        expect(presenter.violation?.({ code: c.code, message }, 'en')).toBe(message);
      }
    }
    // Names, ids and numbers the player needs are carried over.
    const hu = (code: string, message: string) => presenter.violation?.({ code, message }, 'hu') ?? '';
    expect(hu('attr/already', 'Grash already has Bodyguard')).toContain('Grash már rendelkezik ezzel: Bodyguard');
    expect(hu('content/unknown-profile', 'No profile "paladin"')).toContain('„paladin”');
    expect(hu('ep/not-enough', 'Grash has 4 unused EP; this costs 12')).toBe(
      'Ez nem szabályos: Grash: csak 4 fel nem használt TP-je van, ez 12 TP-be kerül',
    );
    expect(hu('rp/not-enough', 'The hires cost 30 RP; the company has 12')).toBe(
      'Ez nem szabályos: ez 30 erőforráspontba kerül, a csapatnak 12 van',
    );
    expect(hu('struct/bad-die', 'A die shows 1 to 6, not 9')).toContain('nem 9');
    // The reader tells a call that cites a rule from one that does not.
    expect(calls.some((c) => c.code === 'report/healed-and-wounded' && !c.cites)).toBe(true);
    expect(calls.some((c) => c.code === 'group/empty' && c.cites)).toBe(true);
  });

  it('the steps random games seldom reach (champion, rank choice, discharge, mystic rank) read in both languages', () => {
    const events: GameEvent[] = [];
    const elite = soldier({ id: 'e', name: 'Grash', rank: 'Elite', ep: { acquired: 190, used: 0, lost: 0 } });
    events.push(...addEP(companyOf([elite]), 'e', 10).events);
    const veteran = soldier({ id: 'v', name: 'Jaws', rank: 'Veteran', ep: { acquired: 90, used: 0, lost: 0 } });
    events.push(...addEP(companyOf([veteran]), 'v', 15).events);
    const cap = soldier({ id: 'cap', name: 'Boss', rank: 'Elite' });
    const lt = soldier({ id: 'lt', name: 'Gob', rank: 'Veteran', role: 'lieutenant' });
    for (const roll of [1, 2])
      events.push(...unwrap(dischargeCaptain(companyOf([cap, lt]), content, new LoadedDice([roll]))).events);
    events.push(...unwrap(becomeMystic(companyOf([cap]), 'cap', 'faithful')).events);
    const types = new Set(events.map((e) => e.type));
    for (const t of ['champion', 'rank-choice', 'left', 'demoted', 'mystic-rank-added', 'captain-named'])
      expect(types.has(t), t).toBe(true);
    const names = [...CONTENT_NAMES, 'Grash', 'Jaws', 'Boss', 'Gob'];
    for (const e of events) {
      expect(presenter.event(e, 'en')).toBe(e.text);
      const hu = presenter.event(e, 'hu');
      expect(problems(hu, names), hu).toEqual([]);
      expect(hu).not.toBe(e.text);
    }
  });

  it('the compensation choice names each object bought and the fighter who carries it, in both languages', () => {
    const m = orcCompany(start());
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    const spend: Choice = {
      kind: 'compensate',
      eventCards: 1,
      objects: [{ fighter: jaws, object: 'amulet-of-dexterity' }],
    };
    expect(presenter.choice(spend, m.state, 'en')).toBe(
      'Spend compensation: 1 Event card; Amulet of Dexterity for Jaws',
    );
    expect(presenter.choice(spend, m.state, 'hu')).toBe(
      'Kiegyenlítő pontok: 1 eseménykártya; Az ügyesség amulettje (Jaws)',
    );
    expect(presenter.choice({ ...spend, eventCards: 2, objects: [] }, m.state, 'en')).toBe(
      'Spend compensation: 2 Event cards',
    );
    // A fighter hired for the mission carries it under his profile's id: named by the profile.
    const hired: Choice = { ...spend, objects: [{ fighter: 'kelt-warrior', object: 'amulet-of-dexterity' }] };
    expect(presenter.choice(hired, m.state, 'en')).toBe(
      'Spend compensation: 1 Event card; Amulet of Dexterity for Kelt warrior',
    );
    expect(presenter.choice(hired, m.state, 'hu')).toBe(
      'Kiegyenlítő pontok: 1 eseménykártya; Az ügyesség amulettje (Kelta harcos)',
    );
  });

  it('an after-battle sequence with an exploded boiler, a damaged machine and a fallen soldier reads in both languages', () => {
    let m = orcCompany(start());
    m = playAll(m, 'red', [done, done]);
    m = goblinArchers(m);
    m = playOne(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    for (const seat of ['red', 'blue']) {
      const soldiers = company(m, seat).soldiers.map((x) => x.id);
      m = playOne(m, seat, { kind: 'form-group', soldiers, attributes: [], hires: [], explorers: [] }).match;
    }
    m = keepGroup(m);
    const weaker = m.state.battles[0]?.weaker;
    if (m.state.battles[0]?.step === 'compensate' && weaker)
      m = playOne(m, weaker, { kind: 'compensate', eventCards: 0, objects: [] }).match;
    for (const seat of ['red', 'blue'])
      m = playOne(m, seat, { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
    m = editCompany(m, 'red', (c) => ({
      ...c,
      assets: [
        ...c.assets,
        {
          id: 'red-engine',
          name: 'Steam bombard',
          kind: 'immobile-machine',
          cost: 20,
          structure: { max: 6, current: 6 },
          destroyed: false,
        },
      ],
    }));
    m = fieldAsset(m, 'red', 'red-engine');
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    const r = reported(engine, m, 'red', {
      kind: 'report',
      report: {
        results: { red: 'victory', blue: 'defeat' },
        retreat: null,
        deeds: [],
        wounds: [{ soldier: jaws, state: 'killed-outright' }],
        structure: [{ id: 'red-engine', lost: 4 }],
        objectives: null,
        captures: [],
        exploded: ['red-engine'],
      },
    });
    const types = new Set(r.events.map((e) => e.type));
    for (const t of ['boiler-repaired', 'machine-recuperation', 'recuperation', 'renown', 'wages'])
      expect(types.has(t), t).toBe(true);
    const names = gameNames(m.state);
    for (const e of r.events) {
      expect(presenter.event(e, 'en')).toBe(e.text);
      const hu = presenter.event(e, 'hu');
      expect(problems(hu, names), hu).toEqual([]);
      expect(hu).not.toBe(e.text);
    }
  });

  it('seeded random leagues: every board, prompt, offered choice and log line reads in Hungarian', () => {
    const types = new Map<string, number>();
    const kinds = new Set<string>();
    const bad: string[] = [];
    for (const seed of [1, 2, 3]) {
      const r = play(seed, ['red', 'blue'], 'league', 3);
      bad.push(...r.bad);
      for (const [t, n] of r.types) types.set(t, (types.get(t) ?? 0) + n);
      for (const k of r.kinds) kinds.add(k);
    }
    expect([...new Set(bad)].slice(0, 20)).toEqual([]);
    for (const t of ['die', 'recruited', 'captain-named', 'ep-spent', 'group-formed', 'renown', 'wages', 'round'])
      expect(types.get(t) ?? 0, t).toBeGreaterThan(0);
    expect(types.size).toBeGreaterThan(20);
    for (const k of ['recruit', 'name-captain', 'spend-ep', 'form-group', 'report', 'done'])
      expect(kinds.has(k), k).toBe(true);
  });

  it("a seeded random Hang 'Em High hunt reads in Hungarian too", () => {
    const r = play(401, ['red', 'blue', 'green', 'gold'], 'hang-em-high', 6);
    expect([...new Set(r.bad)].slice(0, 20)).toEqual([]);
    for (const t of ['day', 'offer-taken', 'mission-chosen']) expect(r.types.get(t) ?? 0, t).toBeGreaterThan(0);
    expect(r.kinds.has('pick-offer') || r.kinds.has('locate') || r.kinds.has('rumors')).toBe(true);
  });
});

describe('the characteristics in Hungarian', () => {
  const HU = ['MOZ', 'KEZ', 'TÁM', 'ERŐ', 'VÉD', 'ELL', 'CÉL', 'BÁT', 'FÉLELEM', 'FEG', 'HAT', 'HIT'];
  const ENGLISH_KEYS = /\b(MOV|INI|ATT|STR|DEF|RES|AIM|COU|FEAR|DIS|POW|FAITH)\b/;

  it('each characteristic has the abbreviation the Hungarian rule texts write, and English keeps the book’s', () => {
    expect(CHARACTERISTICS.map((k) => characteristicName(k, 'hu'))).toEqual(HU);
    expect(CHARACTERISTICS.map((k) => characteristicName(k, 'en'))).toEqual([...CHARACTERISTICS]);
    // Those the rule texts already abbreviate, as they write them.
    const texts =
      readFileSync(new URL('texts-more.ts', SRC), 'utf8') + readFileSync(new URL('content/nexuses.ts', SRC), 'utf8');
    for (const k of ['MOV', 'ATT', 'STR', 'RES', 'AIM', 'FEAR'] as const)
      expect(texts, k).toContain(characteristicName(k, 'hu'));
    expect(improvableName('AIM', 'hu')).toBe('CÉL');
    expect(improvableName('CRE', 'hu')).toBe('Teremtés');
  });

  it('an EP purchase, the printed sheet and the single-use objects name them in Hungarian', () => {
    const spend: Choice = {
      kind: 'spend-ep',
      soldier: 's1',
      purchase: { kind: 'characteristic', characteristic: 'MOV' },
    };
    const m = start();
    expect(p.choice(spend, m.state, 'hu')).toContain('MOZ emelése');
    expect(p.choice(spend, m.state, 'en')).toContain('raise MOV');
    const raised: GameEvent = {
      type: 'ep-spent',
      rule: 'DW-EVOLVE-CHAR-02',
      seat: 'red',
      soldier: 's1',
      cost: 10,
      text: 'Grash: STR to 5 for 10 EP',
    };
    expect(p.event(raised, 'hu')).toBe('Grash: ERŐ emelése 5 értékre, 10 TP');
    expect(p.event(raised, 'en')).toBe('Grash: STR to 5 for 10 EP');
    const c = companyOf([soldier({ name: 'Grash' })]);
    const hu = sheetHtml(c, content, 'hu');
    for (const k of HU) expect(hu).toContain(`<th colspan="2">${k}</th>`);
    expect(hu).not.toContain('<th colspan="2">MOV</th>');
    expect(sheetHtml(c, content, 'en')).toContain('<th colspan="2">MOV</th>');
    for (const effect of Object.values(OBJECT_EFFECTS)) expect(effect.textHu).not.toMatch(ENGLISH_KEYS);
  });

  it('DW-EVOLVE-RANK-08 every path of the Incantation table has Hungarian words, in the choice, the log and the refusal', () => {
    const paths = new Set(Object.values(INCANTATION).flatMap((row) => Object.values(row.paths).flat()));
    for (const path of paths) expect(pathName(path, 'hu'), path).toMatch(/^\p{Lu}/u);
    const named: Choice = { kind: 'spend-ep', soldier: 's1', purchase: { kind: 'path', name: 'Exorcism' } };
    expect(presenter.choice(named, start().state, 'hu')).toContain('új ösvény: Ördögűzés');
    const learned: GameEvent = {
      type: 'ep-spent',
      rule: 'DW-EVOLVE-RANK-06',
      seat: 'red',
      soldier: 's1',
      cost: 30,
      text: 'Grash: the path of Howls for 30 EP',
    };
    expect(presenter.event(learned, 'hu')).toBe('Grash: új ösvény: Üvöltések, 30 TP');
    const unnamed = { code: 'ep/path-unnamed', message: 'Name the path Grash learns: Shamanism, Druidism' };
    expect(presenter.violation?.(unnamed, 'hu')).toBe(
      'Ez nem szabályos: Grash: nevezd meg az ösvényt, amelyet megtanul (Sámánizmus, Druidizmus)',
    );
  });

  it('the sample nexuses’ Hungarian texts name structure points SZP, as the other Hungarian texts do', () => {
    const hu = content.nexuses.map((n) => n.effect.hu).join(' ');
    expect(hu).toContain('SZP');
    expect(hu).not.toMatch(/\bSP\b/);
    expect(content.nexuses.some((n) => /\bSP\b/.test(n.effect.en))).toBe(true);
  });
});

describe('companies named without their game', () => {
  it('a list of games names each seat by the company its set-up founded, the rules’ own bands in the language, an unknown seat by its id', () => {
    const setup = {
      companies: [
        { seat: 'wolves', name: 'The Wolves of Acheron' },
        { seat: 'crows', name: 'Crows' },
      ],
      missions: 4,
      campaign: 'hang-em-high',
    };
    const seat = (s: string, locale: Locale, given: unknown = setup) => presenter.seat?.(s, undefined, locale, given);
    expect(seat('wolves', 'en')).toBe('The Wolves of Acheron');
    expect(seat('crows', 'hu')).toBe('Crows');
    expect(seat('cardinal', 'hu')).toBe('a Bíboros bandája');
    expect(seat('ravens', 'en')).toBe('ravens');
    // A set-up of a shape it does not know names nothing: the ids.
    expect(seat('wolves', 'en', { companies: 'none' })).toBe('wolves');
    expect(seat('wolves', 'en', 7)).toBe('wolves');
  });
});

describe('the Hungarian article before a number', () => {
  it('is "az" where the number is read beginning with a vowel (egy/első, öt, ötven, ötszáz, ezer), "a" elsewhere', () => {
    const az = [1, 5, 50, 55, 500, 1000, 1500, 5000, 50_000, 1_000_000];
    const a = [0, 2, 3, 4, 6, 7, 8, 9, 10, 11, 15, 20, 21, 40, 100, 150, 200, 2000, 10_000, 100_000, 2_000_000];
    for (const n of az) expect(huArticle(n), String(n)).toBe('az');
    for (const n of a) expect(huArticle(n), String(n)).toBe('a');
  });
});
