/**
 * The page in Hungarian: every words table of the page has each English string in Hungarian, and
 * none is the English copied over; each board, drawn in Hungarian by React's server renderer on
 * positions its own rules reach, shows no English word; and the log and the refusals speak
 * Hungarian where a rule system once left ids or the server's English.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Engine, SeededDice, presenterOf, unwrap, type AnyRuleset, type GameEvent } from '@skirmish/core';
import { dogsOfWarRuleset, type Battle, type CampaignState } from '@skirmish/dogs-of-war';
import { huntersRuleset, sampleContent, type HuntersChoice } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import { warmachineRuleset } from '@skirmish/warmachine';
import { ApiError, api, type Snapshot } from '../src/api.ts';
import { I18nContext, STRINGS } from '../src/i18n.ts';
import { PackContext } from '../src/pack.ts';
import { appRefusal, failureText, wordsFor } from '../src/words.ts';
import { SeatLinks, namedSeats } from '../src/pages/HomePage.tsx';
import { replaySteps } from '../src/pages/ReplayPage.tsx';
import { DogsOfWarBoard } from '../src/boards/dogs-of-war/DogsOfWarBoard.tsx';
import { HUNT_WORDS } from '../src/boards/dogs-of-war/Hunt.tsx';
import { judgeFor, trial, violationText } from '../src/boards/dogs-of-war/logic.ts';
import { emptyDraft } from '../src/boards/dogs-of-war/report.ts';
import { Objectives } from '../src/boards/dogs-of-war/ReportForm.tsx';
import { PREP_WORDS, WORDS } from '../src/boards/dogs-of-war/words.ts';
import { HuntersBoard } from '../src/boards/hunters/HuntersBoard.tsx';
import { huWords } from '../src/boards/hunters/words.ts';
import { HybridBoard } from '../src/boards/hybrid/HybridBoard.tsx';
import { hyWords } from '../src/boards/hybrid/words.ts';
import { WarmachineBoard } from '../src/boards/warmachine/WarmachineBoard.tsx';
import { WM_WORDS } from '../src/boards/warmachine/words.ts';
import { ENGLISH } from '../../../test/english.ts';

/**
 * English words of the boards' own that only untranslated text shows (none is also Hungarian),
 * besides the common ones of `ENGLISH`: the rules' ids among them (a phase, a mission, a class).
 */
const BOARD_ENGLISH =
  /(?<!\p{L})(cards|roll|level|day|due|paid|phase|turn|enemy|enemies|damage|focus|model|spell|template|scatter|charge|fire|corrosion|idol|altar|temple|SP|intrusion|invasion|destruction|raid|assassination|medic|smoke|facing|hidden|over|living)(?!\p{L})/iu;

/** The English word a text holds, once rule IDs (`HY-MOVE-12`) are taken out; undefined for none. */
function englishWord(text: string): string | undefined {
  const t = text.replace(/\[?(HY|HU|DW|WM)-[A-Z0-9-]+\]?/g, ' ');
  return ENGLISH.exec(t)?.[0] ?? BOARD_ENGLISH.exec(t)?.[0];
}

/**
 * What a player reads of the markup, one piece a line: the text, the titles, and what a screen
 * reader says (`aria-label`) or a box shows empty (`placeholder`). A report's JSON, which is the
 * rules' own format, is left out.
 */
function readable(html: string): string[] {
  const shown = text(html)
    .replace(/<textarea[^>]*>[\s\S]*?<\/textarea>/g, '')
    // A token's letters ("To" for the Torzszülött) abbreviate the name its label gives in full: no words.
    .replace(/<text[^>]*aria-hidden="true"[^>]*>[^<]*<\/text>/g, '');
  const said = [...shown.matchAll(/(?:title|aria-label|placeholder)="([^"]*)"/g)].map((m) => m[1] ?? '');
  return [...shown.split(/<[^>]+>/), ...said]
    .map((s) =>
      s
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter((s) => s.length > 0);
}

/** The markup without the comments React's server renderer puts between neighbouring texts. */
const text = (html: string): string => html.replace(/<!-- -->/g, '');

/** The English left in what the markup shows, each with its line. */
function englishIn(html: string): string[] {
  return readable(html).flatMap((line) => {
    const word = englishWord(line);
    return word === undefined ? [] : [`${word} in: ${line}`];
  });
}

/** `element` on a page in `lang`, with the game's pack. */
function page(element: ReturnType<typeof createElement>, content: unknown, lang: 'en' | 'hu' = 'hu'): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(PackContext.Provider, { value: { hash: 'h', content, options: {} } }, element),
    ),
  );
}

/** A seat's snapshot of a match, as the server sends it. */
function snapshotOf<S>(
  engine: Engine<S, unknown, unknown, unknown>,
  match: Parameters<typeof engine.view>[0],
  seat: string,
): Snapshot {
  return {
    gameId: 'g',
    ruleset: engine.ruleset.id,
    seat,
    index: match.record.choices.length,
    view: engine.view(match, seat),
    pending: engine.pending(match).map((d) => ({ kind: d.kind, seats: d.seats })),
    legal: engine.legal(match, seat),
    outcome: null,
    seats: [],
    canUndo: false,
    contentHash: engine.contentHash,
    options: engine.options,
  };
}

/**
 * A board drawn in Hungarian on the positions of a game of `ruleset` on `setup`: the choices made
 * in turn by a seeded pick among the legal ones, the board drawn every `every` choices for the seat
 * to decide, with the log so far in Hungarian. Returns the English the drawings showed.
 */
function englishOnBoard(
  ruleset: AnyRuleset,
  Board: ComponentType<Record<string, unknown>>,
  setup: unknown,
  { seed, choices, every }: { seed: number; choices: number; every: number },
): string[] {
  const engine = unwrap(Engine.create(ruleset));
  const words = presenterOf(ruleset, engine.content);
  if (!words) throw new Error(`${ruleset.id} has no presenter`);
  const pick = SeededDice.fromSeed(seed);
  let match = unwrap(engine.start(seed, setup));
  const log: Array<{ n: number; event: GameEvent; text: string }> = [];
  const found = new Set<string>();
  for (let n = 0; n < choices && engine.outcome(match) === null; n++) {
    const seat = engine.pending(match)[0]?.seats[0];
    if (seat === undefined) break;
    const legal = engine.legal(match, seat);
    if (n % every === 0) {
      const snapshot = snapshotOf(engine, match, seat);
      const html = page(
        createElement(Board, {
          snapshot,
          choose: () => undefined,
          describeChoice: (c: unknown) => words.choice(c, snapshot.view, 'hu'),
          setOdds: () => undefined,
          log: log.slice(-80),
          seatName: (s: string) => words.seat?.(s, snapshot.view, 'hu') ?? s,
        }),
        engine.content,
      );
      for (const line of englishIn(html)) found.add(line);
    }
    const c = legal[pick.roll(legal.length) - 1];
    const next = unwrap(engine.submit(match, seat, c));
    match = next.match;
    for (const event of next.events) log.push({ n: log.length, event, text: words.event(event, 'hu') });
  }
  expect(match.record.choices.length, 'the game went on').toBeGreaterThan(every);
  return [...found];
}

describe('the words tables of the page in Hungarian', () => {
  /** Every table of words the page keeps for itself, each in English and in Hungarian. */
  const TABLES: ReadonlyArray<[string, unknown, unknown]> = [
    ['page', STRINGS.en, STRINGS.hu],
    ['hunters', huWords('en'), huWords('hu')],
    ['hybrid', hyWords('en'), hyWords('hu')],
    ['warmachine', WM_WORDS.en, WM_WORDS.hu],
    ['dogs-of-war', WORDS.en, WORDS.hu],
    ['dogs-of-war preparation', PREP_WORDS.en, PREP_WORDS.hu],
    ['dogs-of-war hunt', HUNT_WORDS.en, HUNT_WORDS.hu],
  ];
  /** Hungarian words that are the English ones: the page's name and a loanword of the Hungarian rules. */
  const SAME = new Set(['Skirmish', 'nexus']);

  /**
   * Each string of a table with its Hungarian twin, by its path: a wording function said with
   * sample values (a number is also what a name-taking one may get).
   */
  function pairs(en: unknown, hu: unknown, path: string): Array<[string, string, unknown]> {
    if (typeof en === 'string') return [[path, en, hu]];
    if (typeof en === 'function') {
      const args = Array.from({ length: en.length }, () => 7);
      const said = (f: unknown) => (typeof f === 'function' ? (f as (...a: number[]) => unknown)(...args) : f);
      return [[`${path}()`, String(said(en)), said(hu)]];
    }
    if (en && typeof en === 'object') {
      const other = (hu ?? {}) as Record<string, unknown>;
      return Object.entries(en).flatMap(([k, v]) => pairs(v, other[k], `${path}.${k}`));
    }
    return [];
  }

  for (const [name, en, hu] of TABLES)
    it(`${name}: each English string has its Hungarian, not the English copied over nor an English word in it`, () => {
      const all = pairs(en, hu, name);
      expect(all.length).toBeGreaterThan(10);
      const wrong = all.flatMap(([path, e, h]) =>
        typeof h !== 'string' || h.trim() === ''
          ? [`${path}: no Hungarian for ${JSON.stringify(e)}`]
          : h === e && /\p{L}{2}/u.test(e) && !SAME.has(e)
            ? [`${path}: the English ${JSON.stringify(e)}`]
            : englishWord(h) !== undefined && !SAME.has(h)
              ? [`${path}: ${englishWord(h) ?? ''} in ${JSON.stringify(h)}`]
              : [],
      );
      expect(wrong).toEqual([]);
    });

  it('an English string left in a table is found: the check can fail', () => {
    const left = pairs(
      { a: 'Send the report', b: (n: number) => `cost ${n} EP` },
      { a: 'Send the report', b: (n: number) => `ár ${n} EP` },
      't',
    );
    expect(left.map(([, e, h]) => h === e || englishWord(String(h)) !== undefined)).toEqual([true, true]);
  });
});

describe('the boards in Hungarian', () => {
  it('Warmachine: the table, its models, spells, attacks and damage through a battle, in Hungarian', () => {
    expect(
      englishOnBoard(warmachineRuleset, WarmachineBoard as never, warmachineRuleset.defaultSetup, {
        seed: 3,
        choices: 400,
        every: 5,
      }),
    ).toEqual([]);
  });

  it('Hybrid: each mission’s board, its phases, Modes, warriors and cards, in Hungarian', () => {
    for (const m of hybridRuleset.content.sample.missions)
      expect(
        englishOnBoard(hybridRuleset, HybridBoard as never, { mission: m.id }, { seed: 5, choices: 160, every: 8 }),
        m.id,
      ).toEqual([]);
  });

  it('Warmachine: a deployment point is named by its model’s Hungarian name, as a screen reader says it', () => {
    const engine = unwrap(Engine.create(warmachineRuleset));
    let match = unwrap(engine.start(1, warmachineRuleset.defaultSetup));
    // The first player is chosen; then the models are deployed.
    for (let i = 0; i < 3 && engine.legal(match, 'p1').every((c) => (c as { kind: string }).kind !== 'deploy'); i++) {
      const seat = engine.pending(match)[0]?.seats[0] ?? 'p1';
      match = unwrap(engine.submit(match, seat, engine.legal(match, seat)[0])).match;
    }
    const seat = engine.pending(match)[0]?.seats[0] ?? 'p1';
    const drawn = (lang: 'en' | 'hu') =>
      page(
        createElement(WarmachineBoard, {
          snapshot: snapshotOf(engine, match, seat),
          choose: () => undefined,
          describeChoice: () => '',
          setOdds: () => undefined,
        }),
        engine.content,
        lang,
      );
    const points = (html: string) => [...html.matchAll(/class="wm-deploy"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
    const hu = points(drawn('hu'));
    expect(hu.length).toBeGreaterThan(0);
    // Decimal commas, the two numbers parted by a semicolon as the deploy choices write them.
    for (const label of hu) expect(label).toMatch(/^\S.* felhelyezése ide: \(\d+,\d&quot;; \d+,\d&quot;\)$/);
    expect(hu.join()).not.toContain(`${seat}.`);
    expect(points(drawn('en'))[0]).toMatch(/^Deploy .+ at \d+\.\d, \d+\.\d$/);
  });

  it('Hybrid: the acting warrior’s Mode is named in Hungarian', () => {
    const engine = unwrap(Engine.create(hybridRuleset));
    const pick = SeededDice.fromSeed(5);
    let match = unwrap(engine.start(5, hybridRuleset.defaultSetup));
    const mode = () => (engine.view(match, null) as { current?: { mode?: string | null } | null }).current?.mode;
    for (let i = 0; i < 400 && !mode(); i++) {
      const seat = engine.pending(match)[0]?.seats[0];
      if (seat === undefined) break;
      const legal = engine.legal(match, seat);
      match = unwrap(engine.submit(match, seat, legal[pick.roll(legal.length) - 1])).match;
    }
    const declared = mode();
    if (!declared) throw new Error('no warrior declared a Mode');
    const seat = engine.pending(match)[0]?.seats[0] ?? 'griffin';
    const status = (lang: 'en' | 'hu') =>
      /<p class="hy-status">([\s\S]*?)<\/p>/.exec(
        text(
          page(
            createElement(HybridBoard, {
              snapshot: snapshotOf(engine, match, seat),
              choose: () => undefined,
              describeChoice: () => '',
              setOdds: () => undefined,
            }),
            engine.content,
            lang,
          ),
        ),
      )?.[1] ?? '';
    expect(status('hu')).toContain(`(${hyWords('hu').mode[declared] ?? '?'})`);
    expect(status('en')).toContain(`(${hyWords('en').mode[declared] ?? '?'})`);
    expect(status('hu')).not.toContain(`(${declared})`);
  });

  it('Hunters: a mission and a campaign, in Hungarian', () => {
    const party = {
      players: 1,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p1' },
      ],
    };
    for (const setup of [party, { ...party, mode: 'campaign' }])
      expect(englishOnBoard(huntersRuleset, HuntersBoard as never, setup, { seed: 2, choices: 300, every: 4 })).toEqual(
        [],
      );
  });

  it('Hunters: a smoke token on the map is named, and lettered, in the page’s language', () => {
    const engine = unwrap(Engine.create(huntersRuleset));
    const match = unwrap(
      engine.start(1, {
        players: 1,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p1' },
        ],
      }),
    );
    const snapshot = snapshotOf(engine, match, 'p1');
    // The smoke a grenade leaves (the only token the rules put on the map), on the first space.
    const view = { ...(snapshot.view as object), tokens: [{ id: 'smoke-t1', kind: 'smoke', pos: { x: 0, y: 0 } }] };
    const token = (lang: 'en' | 'hu') =>
      /<text class="hu-token smoke"[^>]*>([\s\S]*?)<\/text>/.exec(
        page(
          createElement(HuntersBoard, {
            snapshot: { ...snapshot, view },
            choose: () => undefined,
            describeChoice: () => '',
            setOdds: () => undefined,
          }),
          engine.content,
          lang,
        ),
      )?.[1];
    expect(token('hu')).toBe('<title>Füst</title>F');
    expect(token('en')).toBe('<title>Smoke</title>S');
  });

  it('Hunters: who pays an event card’s option and who owns a construction are named by their class, levels and days in Hungarian order', () => {
    // Card 001's first option gives the payer three Junk: enough for the Forge's Knife (one Junk).
    const pack = structuredClone(sampleContent);
    const card = pack.events.find((e) => e.id === '001');
    const first = card?.options[0];
    if (!card || !first) throw new Error('the sample has no card 001');
    card.options = [{ ...first, effects: [{ kind: 'module', module: 'junk', n: 3 }] }];
    // The party holds the Knife's blueprint from the start: building needs it (HU-CRAFT-01).
    pack.campaign.startBlueprints = [...pack.campaign.startBlueprints, 'bp-knife'];
    const engine = unwrap(Engine.create(huntersRuleset, { content: pack }));
    let match = unwrap(
      engine.start(7, {
        mode: 'campaign',
        players: 1,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p1' },
        ],
      }),
    );
    const play = (c: HuntersChoice) => (match = unwrap(engine.submit(match, 'p1', c)).match);
    const drawn = (lang: 'en' | 'hu') =>
      text(
        page(
          createElement(HuntersBoard, {
            snapshot: snapshotOf(engine, match, 'p1'),
            choose: () => undefined,
            describeChoice: () => '',
            setOdds: () => undefined,
            log: [],
          }),
          pack,
          lang,
        ),
      );
    play({ kind: 'travel', to: 'L1' });
    // The card's option, its gain received by either character.
    expect(drawn('en')).toContain('Option A, Soldier receives');
    expect(drawn('hu')).toContain('„A” lehetőség, kapja: Katona');
    // Card 001 read with the Soldier paying, and any card that follows.
    for (let i = 0; i < 5 && (match.state.campaign?.toRead.length ?? 0) > 0; i++) {
      const read = engine.legal(match, 'p1').find((c) => c.kind === 'read' && c.payer === 'soldier');
      if (!read) throw new Error('the Soldier cannot pay the card');
      play(read);
    }
    // Construction starts at the base.
    play({ kind: 'travel', to: 'base' });
    expect(match.state.campaign?.toRead).toEqual([]);
    const knife = engine.legal(match, 'p1').find((c) => c.kind === 'construct' && c.blueprint === 'bp-knife');
    if (!knife) throw new Error('the Knife cannot be made');
    expect(drawn('hu')).toContain('Építés: Kés (Katona)');
    expect(drawn('hu')).toContain('Kovácsműhely</strong> 1. szint');
    expect(drawn('en')).toContain('Forge</strong> level 1');
    play(knife);
    const building = drawn('hu');
    expect(building).toContain('Építés alatt: Kés (Katona, elkészül az 5. napon)');
    expect(drawn('en')).toMatch(/Under construction: Knife \(Soldier, due on day \d+\)/);
    expect(englishIn(building)).toEqual([]);
  });

  it('Dogs of War: the league’s screens through a campaign, in Hungarian', () => {
    expect(
      englishOnBoard(dogsOfWarRuleset, DogsOfWarBoard as never, dogsOfWarRuleset.defaultSetups?.hu, {
        seed: 4,
        choices: 600,
        every: 3,
      }),
    ).toEqual([]);
  });

  it('Dogs of War: the report’s objectives name their mission, and Destruction’s elements and their SP, in Hungarian', () => {
    const battle = (mission: Battle['mission']): Battle =>
      ({
        id: 1,
        seats: ['red', 'blue'],
        mission,
        attacker: 'red',
        groups: { red: { value: 250 }, blue: { value: 240 } },
      }) as unknown as Battle;
    for (const mission of ['intrusion', 'invasion', 'destruction', 'assassination', 'treasure-hunt', 'raid'] as const) {
      const b = battle(mission);
      const d = emptyDraft(b);
      const draft = { ...d, objectives: { ...d.objectives, on: true } };
      const drawn = (lang: 'en' | 'hu') =>
        text(
          page(
            createElement(Objectives, { battle: b, draft, set: () => undefined, nameOf: (s: string) => s }),
            null,
            lang,
          ),
        );
      expect(englishIn(drawn('hu')), mission).toEqual([]);
      if (mission === 'destruction') {
        expect(drawn('hu')).toContain('Pusztítás');
        expect(drawn('hu')).toContain('<option value="altar">Misztikus oltár</option>');
        expect(drawn('hu')).toContain('SZP');
        expect(drawn('en')).toContain('<option value="altar">Mystic altar</option>');
      }
    }
  });
});

describe('the log and the refusals in Hungarian', () => {
  const wm = presenterOf(warmachineRuleset, undefined);

  it('Warmachine: Fire and Corrosion are named in Hungarian when they take hold, burn, go out and are ordered', () => {
    const events: GameEvent[] = [
      { type: 'wm/continuous-applied', rule: 'WM-SPECIAL-07', model: 'p1.kron', effect: 'fire' },
      { type: 'wm/continuous', rule: 'WM-SPECIAL-07', model: 'p1.kron', effect: 'corrosion', roll: 5 },
      { type: 'wm/continuous-ends', rule: 'WM-SPECIAL-07', model: 'p1.kron', effect: 'fire', roll: 1 },
      { type: 'wm/continuous-order', rule: 'WM-SPECIAL-07', first: 'corrosion' },
    ];
    const said = events.map((e) => wm?.event(e, 'hu') ?? '');
    expect(said[0]).toContain('tűz hatása alatt áll');
    expect(said[1]).toMatch(/^Korrózió hat: /);
    expect(said[2]).toMatch(/^Tűz megszűnik: .*\(dobás: 1\)$/);
    expect(said[3]).toBe('Előbb ez hat: korrózió');
    for (const s of said) expect(englishWord(s), s).toBeUndefined();
    expect(wm?.event(events[0] as GameEvent, 'en')).toContain('now carries fire');
  });

  it('Dogs of War: a captain and a recruit of a profile with brackets in its name are logged by the profile’s Hungarian name, whatever brackets their own names hold', () => {
    const judge = judgeFor(null);
    const begun = judge.rules.setup(
      {
        companies: [
          { seat: 'red', name: 'Red' },
          { seat: 'blue', name: 'Blue' },
        ],
        missions: 3,
      },
      SeededDice.fromSeed(1),
    );
    if (!begun.ok) throw new Error(begun.error.message);
    const said = (state: CampaignState, choice: Parameters<typeof trial>[3]) => {
      const t = trial(judge, state, 'red', choice);
      if (!t.ok) throw new Error(t.violation.message);
      return { state: t.state, hu: t.events.map((e) => dogsOfWarRuleset.presenter?.event(e, 'hu') ?? '') };
    };
    const captain = said(begun.value, {
      kind: 'name-captain',
      profile: 'acheron-living-dead-adept',
      name: 'Mortis (a Sápadt)',
      options: [],
      faction: null,
      magic: { element: 'fire', path: 'Technomancy' },
    });
    expect(captain.hu).toEqual([
      'Mortis (a Sápadt) (Acheroni adeptus (élőhalott)) vezeti ezt a csapatot: Red; bajnokként kezd, választott eleme: Tűz, választott ösvénye: Technomancia',
    ]);
    const recruit = said(captain.state, {
      kind: 'recruit',
      profile: 'acheron-living-dead-initiate',
      name: 'Acheroni beavatott (élőhalott) 2',
      options: [],
      faction: null,
    });
    expect(recruit.hu).toEqual([
      'Acheroni beavatott (élőhalott) 2 (Acheroni beavatott (élőhalott), érték 24) csatlakozik',
    ]);
  });

  it('the engine’s own refusals in Hungarian where a rule system leaves the server’s English; its own words first where it has them', () => {
    const malformed = ['choice/malformed', 'The choice is not well formed: bad'] as const;
    for (const ruleset of [hybridRuleset, dogsOfWarRuleset]) {
      const said = wordsFor(ruleset, 'hu').violation(...malformed);
      expect(said, ruleset.id).toBe(
        'Ez a választás nem a várt formájú, így a program nem fogadhatja el. (choice/malformed)',
      );
    }
    // Warmachine's rules refuse a choice out of shape themselves, in words of their own.
    expect(wordsFor(warmachineRuleset, 'hu').violation(...malformed)).toContain('A választás hibás');
    expect(wordsFor(hybridRuleset, 'hu').violation('game/over', 'The game is over')).toBe(
      'A játéknak vége. (game/over)',
    );
    // A rule system's own Hungarian stays (Dogs of War's league is over, not a game).
    expect(wordsFor(dogsOfWarRuleset, 'hu').violation('game/over', 'The game is over')).toContain('a liga véget ért');
    // In English, the server's words as before.
    expect(wordsFor(hybridRuleset, 'en').violation(...malformed)).toBe('The choice is not well formed: bad');
    // The Dogs of War forms word their refusals themselves, the same way.
    expect(violationText({ code: malformed[0], message: malformed[1] }, 'hu')).toContain('nem a várt formájú');
    // The server's refusals of a branch, an undo or a broken pack.
    for (const code of [
      'game/running',
      'game/bad-branch',
      'undo/nothing',
      'undo/not-yours',
      'undo/finished',
      'undo/after-roll',
      'undo/after-reveal',
      'content/corrupt',
      'server/internal',
    ]) {
      const said = appRefusal(code, 'hu');
      expect(said, code).toBeDefined();
      expect(englishWord(said ?? ''), code).toBeUndefined();
    }
  });
});

describe('the home page in Hungarian', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a new online game’s seat links name each seat as its rule system does in the page’s language, not by its id', () => {
    vi.stubGlobal('location', { origin: 'https://skirmish.test' });
    const game = namedSeats(
      {
        id: 'g1',
        tokens: { griffin: 't1', scorpion: 't2' },
        seats: [
          { seat: 'griffin', kind: 'human' },
          { seat: 'scorpion', kind: 'human' },
        ],
      },
      { griffin: { en: 'Griffin', hu: 'Griff' }, scorpion: { en: 'Scorpion', hu: 'Skorpió' } },
    );
    const links = (lang: 'en' | 'hu') =>
      text(page(createElement(SeatLinks, { game, onClose: () => undefined }), null, lang));
    expect(links('hu')).toContain('<strong>Griff</strong>');
    expect(links('hu')).toContain('aria-label="Hely Skorpió"');
    expect(links('en')).toContain('<strong>Scorpion</strong>');
    expect(englishIn(links('hu'))).toEqual([]);
  });

  it('a request that reaches no server fails with the page’s own refusal, in Hungarian on a Hungarian page', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const failed = await api.rulesets().then(
      () => null,
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).code).toBe('connection/down');
    expect(failureText(failed, 'hu')).toBe('Nincs kapcsolat a szerverrel; próbáld újra egy kicsit később.');
  });
});

describe('the replay page in Hungarian', () => {
  it('a record the rules refuse on replay says why in the rule system’s words, not the server’s English', () => {
    const engine = unwrap(Engine.create(warmachineRuleset));
    const match = unwrap(engine.start(1, warmachineRuleset.defaultSetup));
    // A choice for a seat that has none to make: refused on replay.
    const seat = engine.pending(match)[0]?.seats[0] === 'p1' ? 'p2' : 'p1';
    const refused = replaySteps(warmachineRuleset, {
      ...match.record,
      choices: [{ seat, choice: { kind: 'endTurn' } }],
    });
    if (Array.isArray(refused)) throw new Error('the replay took a choice of the wrong seat');
    expect(refused.code).toBe('phase/not-your-decision');
    expect(wordsFor(warmachineRuleset, 'hu').violation(refused.code, refused.message)).toBe('Most nem te döntesz.');
  });
});
