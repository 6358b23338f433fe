/**
 * What a newcomer keeping a company reads on the Dogs of War screens, in Node: the numbers of the
 * sheet and of the after-battle steps said as the rules count them, and in plain words.
 */
import { describe, expect, it } from 'vitest';
import { SeededDice, unwrap, type Match } from '@skirmish/core';
import type { CampaignState, Choice } from '@skirmish/dogs-of-war';
import { engine } from '../../../rulesets/dogs-of-war/test/helpers.ts';
import { judgeFor, trial } from '../src/boards/dogs-of-war/logic.ts';
import { dogsBoardHtml, redAgainstBlue } from './dogs-of-war-board.ts';

const judge = judgeFor(null);

const start = redAgainstBlue;

function play(state: CampaignState, seat: string, c: Choice): CampaignState {
  const t = trial(judge, state, seat, c);
  if (!t.ok) throw new Error(`${seat} ${c.kind}: ${t.violation.message}`);
  return t.state;
}

/** Red's captain Gor, given 30 formation EP. */
function captainWithEP(): { s: CampaignState; gor: string } {
  let s = start();
  s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
  s = play(s, 'red', { kind: 'done' });
  const gor = s.companies.red?.captain ?? '';
  s = play(s, 'red', { kind: 'assign-ep', soldier: gor, ep: 30 });
  return { s, gor };
}

/** The cells of a soldier's row on the sheet, by the text of the table's head. */
function sheetRow(html: string, name: string): Record<string, string> {
  const table = /<table class="dw-soldiers">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  const heads = [...(/<thead>([\s\S]*?)<\/thead>/.exec(table)?.[1] ?? '').matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map(
    (m) => m[1] ?? '',
  );
  const rows = [...table.matchAll(/<tr data-soldier[^>]*>([\s\S]*?)<\/tr>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => (c[1] ?? '').replace(/<[^>]+>/g, '')),
  );
  const row = rows.find((r) => r[0] === name) ?? [];
  return Object.fromEntries(heads.map((h, i) => [h, row[i] ?? '']));
}

describe('the captain form', () => {
  it('opens on a profile the rules take as captain as he stands, its button ready, rather than on a magician who must first name his Element', () => {
    for (const lang of ['en', 'hu'] as const) {
      const html = dogsBoardHtml({ seat: 'red', view: start() }, lang);
      const form = /<form class="dw-recruit"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
      const chosen = /<option value="([^"]*)" selected="">/.exec(form)?.[1] ?? '';
      expect(chosen).not.toBe('');
      const first = /<option value="([^"]*)"/.exec(form)?.[1];
      // The list starts with one who is not ready as he stands (a magician naming his magic).
      expect(first).not.toBe(chosen);
      expect(/<button type="submit" class="primary"( disabled="")?>/.exec(form)?.[1]).toBeUndefined();
      const named = judge.rules.apply(
        start(),
        'red',
        { kind: 'name-captain', profile: chosen, name: 'Gor', options: [], faction: null },
        SeededDice.fromSeed(1),
      );
      expect(named.ok).toBe(true);
    }
  });
});

describe('the company sheet', () => {
  it('a step of MOV bought with experience shows as the rules count it: 2.5 more, as the log says', () => {
    const { s: formed, gor } = captainWithEP();
    const before = sheetRow(dogsBoardHtml({ view: formed }), 'Gor');
    expect(before['MOV']).toBe('10');
    const s = play(formed, 'red', {
      kind: 'spend-ep',
      soldier: gor,
      purchase: { kind: 'characteristic', characteristic: 'MOV' },
    });
    const row = sheetRow(dogsBoardHtml({ view: s }), 'Gor');
    expect(row['MOV']).toBe('12.5');
    // With the decimal comma on a Hungarian page.
    const hu = sheetRow(dogsBoardHtml({ view: s }, 'hu'), 'Gor');
    expect(Object.values(hu)).toContain('12,5');
    expect(Object.values(hu)).not.toContain('12.5');
    // The other characteristics rise by one a step.
    const t = play(formed, 'red', {
      kind: 'spend-ep',
      soldier: gor,
      purchase: { kind: 'characteristic', characteristic: 'STR' },
    });
    expect(sheetRow(dogsBoardHtml({ view: t }), 'Gor')['STR']).toBe(String(Number(before['STR']) + 1));
  });
});

/** Two companies formed, each a captain and two recruits. */
function formed(): CampaignState {
  let s = start();
  for (const seat of ['red', 'blue']) {
    s = play(s, seat, { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, seat, { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null });
    s = play(s, seat, { kind: 'recruit', profile: 'orc-brute', name: 'Bru', options: [], faction: null });
    s = play(s, seat, { kind: 'done' });
    s = play(s, seat, { kind: 'done' });
    s = play(s, seat, { kind: 'done' });
  }
  return s;
}

/** The state at Red's exclusions step, where the board opens under the after-battle steps. */
function atExclusions(): CampaignState {
  const s = formed();
  return { ...s, stages: { ...s.stages, red: { kind: 'after', step: 'exclusions' } } };
}

describe('the after-battle steps', () => {
  const recuperation = (outcome: string) => ({
    n: 1,
    event: {
      type: 'recuperation',
      rule: 'DW-RECUP-02',
      seat: 'red',
      soldier: 'red-2',
      wound: 'critical',
      dice: [1, 3],
      rescue: null,
      outcome,
      text: `Jak (critical) rolls 1+3: ${outcome}`,
    },
    text: `Jak (critical) rolls 1+3: ${outcome}`,
  });
  const said = (html: string) => /data-field="recovered">([^<]*)</.exec(html)?.[1];

  it('a recuperation roll says what its reading means for the soldier, in both languages', () => {
    const view = atExclusions();
    expect(said(dogsBoardHtml({ seat: 'red', view }, 'en', [recuperation('unharmed')]))).toBe('He is fully healed.');
    expect(said(dogsBoardHtml({ seat: 'red', view }, 'en', [recuperation('light')]))).toBe(
      'He will start the next mission with a light wound.',
    );
    expect(said(dogsBoardHtml({ seat: 'red', view }, 'en', [recuperation('dead')]))).toBe(
      'He dies of his wounds and leaves the company.',
    );
    expect(said(dogsBoardHtml({ seat: 'red', view }, 'hu', [recuperation('unharmed')]))).toBe('Teljesen felgyógyul.');
    expect(said(dogsBoardHtml({ seat: 'red', view }, 'hu', [recuperation('serious')]))).toBe(
      'Súlyos sebbel kezdi majd a következő küldetést.',
    );
  });

  it('at the exclusions step the captain is kept with the reason said, and his discharge is offered with what it does once he has a lieutenant', () => {
    const view = atExclusions();
    const item = (html: string, soldier: string) =>
      (new RegExp(`<li data-soldier="${soldier}">([\\s\\S]*?)</li>`).exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');
    const discharge = (html: string) => /<p data-testid="dw-discharge">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    const captain = view.companies.red?.captain ?? '';
    const recruitOf = (v: CampaignState) => v.companies.red?.soldiers.find((x) => x.id !== captain)?.id ?? '';
    for (const lang of ['en', 'hu'] as const) {
      const html = dogsBoardHtml({ seat: 'red', view }, lang);
      // The captain's button is greyed, and why is said beside it; a soldier who may go has no such words.
      const kept = item(html, captain);
      const [, reason] = kept.split(lang === 'en' ? 'Dismiss' : 'Elbocsátás');
      expect(reason?.trim().length).toBeGreaterThan(10);
      expect(item(html, recruitOf(view)).trim()).toMatch(lang === 'en' ? /Dismiss$/ : /Elbocsátás$/);
      // No lieutenant: no discharge, and the reason is said.
      expect(discharge(html)).toMatch(/<button type="button" disabled="">/);
    }
    // With a lieutenant, the discharge is offered, with what follows it.
    const red = view.companies.red!;
    const withLieutenant: CampaignState = {
      ...view,
      companies: {
        ...view.companies,
        red: {
          ...red,
          soldiers: red.soldiers.map((x) => (x.id === recruitOf(view) ? { ...x, role: 'lieutenant' as const } : x)),
        },
      },
    };
    const en = discharge(dogsBoardHtml({ seat: 'red', view: withLieutenant }, 'en'));
    expect(en).not.toContain('disabled');
    expect(en.replace(/<[^>]+>/g, '')).toContain('Discharge the captain');
    expect(en).toContain('His lieutenant takes command at once.');
    expect(discharge(dogsBoardHtml({ seat: 'red', view: withLieutenant }, 'hu'))).toContain(
      'A hadnagy azonnal átveszi a parancsnokságot.',
    );
  });

  it('the exclusions step, shown under the after-battle steps, has its own button to end it', () => {
    for (const lang of ['en', 'hu'] as const) {
      const html = dogsBoardHtml({ seat: 'red', view: atExclusions() }, lang);
      const list = /<div class="dw-exclusions"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
      expect(list).toContain(lang === 'en' ? 'Done with this step' : 'Ezzel a lépéssel végeztem');
      // Only there: the board shows one such button.
      expect(html.split(lang === 'en' ? 'Done with this step' : 'Ezzel a lépéssel végeztem').length - 1).toBe(1);
    }
  });
});

describe('the company sheet, after a battle', () => {
  it('a wound kept after recuperation reads in the notes as what it means for the next mission', () => {
    const s = formed();
    const red = s.companies.red!;
    const jak = red.soldiers.find((x) => x.name === 'Jak')!;
    const view = {
      ...s,
      companies: {
        ...s.companies,
        red: {
          ...red,
          soldiers: red.soldiers.map((x) => (x.id === jak.id ? { ...x, aftereffect: 'light' as const } : x)),
        },
      },
    };
    const notes = () => /<td class="notes"[^>]*><span>(?:<span class="sr-only">[^<]*<\/span>)?([^<]*)<\/span>/g;
    const en = [...dogsBoardHtml({ view }, 'en').matchAll(notes())].map((m) => m[1]);
    expect(en).toContain('starts the next mission with a light wound');
    const hu = [...dogsBoardHtml({ view }, 'hu').matchAll(notes())].map((m) => m[1]);
    expect(hu).toContain('könnyű sebbel kezdi a következő küldetést');
  });
});

describe('the formation EP form', () => {
  /** Red's captain and two recruits at the formation EP step. */
  function atFormationEP(): CampaignState {
    let s = start();
    s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, 'red', { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null });
    s = play(s, 'red', { kind: 'recruit', profile: 'orc-brute', name: 'Bru', options: [], faction: null });
    return play(s, 'red', { kind: 'done' });
  }
  const options = (html: string) =>
    [...(/<select name="assign-to"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '').matchAll(/<option([^>]*)>([^<]*)</g)].map(
      (m) => ({ selected: / selected=""/.test(m[1] ?? ''), text: m[2] ?? '' }),
    );

  it('each soldier is listed with what he has had of the most he may take, and the form says that most, in both languages', () => {
    const s = atFormationEP();
    const en = dogsBoardHtml({ seat: 'red', view: s });
    expect(options(en).map((o) => o.text)).toEqual(['Gor (0 of 30 EP)', 'Jak (0 of 30 EP)', 'Bru (0 of 30 EP)']);
    expect(/data-field="ep-cap">([^<]*)</.exec(en)?.[1]).toBe(
      'Each soldier recruited at formation may take up to 30 of these EP.',
    );
    const hu = dogsBoardHtml({ seat: 'red', view: s }, 'hu');
    expect(options(hu)[0]?.text).toBe('Gor (0/30 TP)');
    expect(/data-field="ep-cap">([^<]*)</.exec(hu)?.[1]).toBe(
      'Az alapításkor toborzott katonák fejenként legfeljebb 30 TP-t kaphatnak ebből.',
    );
  });

  it('a soldier given all he may take is not the one the form offers next: the next with room is', () => {
    let s = atFormationEP();
    const gor = s.companies.red?.captain ?? '';
    s = play(s, 'red', { kind: 'assign-ep', soldier: gor, ep: 30 });
    const html = dogsBoardHtml({ seat: 'red', view: s });
    expect(options(html).find((o) => o.selected)?.text).toBe('Jak (0 of 30 EP)');
    // The form is one the rules accept as it stands: no refusal before the player has done anything.
    const form = /<form class="dw-assign"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).not.toContain('Refused');
  });
});

describe('the standings and the sheet name what their numbers are', () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, '|');
  const heads = (html: string) =>
    [
      ...(
        /<details class="dw-history" data-seat="red"[\s\S]*?<thead>([\s\S]*?)<\/thead>/.exec(html)?.[1] ?? ''
      ).matchAll(/<th[^>]*>([^<]*)<\/th>/g),
    ].map((m) => m[1]);
  const finished = (): CampaignState => {
    const s = formed();
    const record = {
      battle: 1,
      round: 1,
      mission: 'raid' as const,
      seats: ['red', 'blue'] as [string, string],
      results: { red: 'victory', blue: 'defeat' } as const,
      retreat: null,
      values: { red: 88, blue: 85 },
      renown: { red: 20, blue: 10 },
      resources: { red: 15, blue: 5 },
      deaths: { red: [], blue: [] },
      deadNames: {},
      recoveries: [],
      captures: [],
    };
    return { ...s, finished: true, history: [record] };
  };

  it("a company's history says its numbers are the group's value and what the mission brought", () => {
    expect(heads(dogsBoardHtml({ seat: 'red', view: finished() }))).toEqual([
      'Round',
      'Mission',
      'Opponent',
      'Result',
      'Group value',
      'Renown gained',
      'RP gained',
      'Dead',
      'Recuperation',
    ]);
    expect(heads(dogsBoardHtml({ seat: 'red', view: finished() }, 'hu')).slice(4, 7)).toEqual([
      'A csoport értéke',
      'Szerzett hírnév',
      'Szerzett erőforrás',
    ]);
  });

  it("the sheet's record says which number is which", () => {
    expect(text(dogsBoardHtml({ view: formed() }))).toContain('|Won / drawn / lost||0/0/0|');
    expect(text(dogsBoardHtml({ view: formed() }, 'hu'))).toContain('|Győzelem / döntetlen / vereség||0/0/0|');
  });
});

describe('the recruitment form', () => {
  it('says what the star after some fighters means, in both languages', () => {
    const s = start();
    const en = dogsBoardHtml({ seat: 'red', view: s });
    expect(en).toMatch(/<option[^>]*>[^<]*\*<\/option>/);
    expect(/data-field="sample-mark">([^<]*)</.exec(en)?.[1]).toBe(
      '* a card of the sample content, with invented figures to try the game with',
    );
    const hu = dogsBoardHtml({ seat: 'red', view: s }, 'hu');
    expect(/data-field="sample-mark">([^<]*)</.exec(hu)?.[1]).toBe(
      '* a mintatartalom lapja, kitalált értékekkel, a játék kipróbálásához',
    );
  });
});

/**
 * A game of the engine played up to the first question of `kind` (after `skip` of them are answered
 * with the first choice offered): each company a captain and two recruits, every other step its
 * first choice or "done".
 */
function playTo(setup: unknown, kind: string, skip = 0): { m: Match<CampaignState>; seat: string } {
  let m = unwrap(engine.start(11, setup));
  let seen = 0;
  for (let guard = 0; guard < 400; guard++) {
    const d = engine.pending(m)[0];
    if (!d) break;
    const seat = d.seats[0] ?? '';
    if (d.kind === `dogs-of-war/${kind}` && seen++ === skip) return { m, seat };
    const legal = engine.legal(m, seat) as Choice[];
    const soldiers = m.state.companies[seat]?.soldiers.length ?? 0;
    const recruit = legal.find((c) => c.kind === 'recruit');
    const done = legal.find((c) => c.kind === 'done');
    const pick = recruit && soldiers < 3 ? recruit : (done ?? legal[0]);
    m = unwrap(engine.submit(m, seat, pick, SeededDice.fromSeed(guard + 1))).match;
  }
  throw new Error(`no ${kind} asked`);
}

/** The board of the seat asked at `at`, as the page shows it. */
const boardAt = (at: { m: Match<CampaignState>; seat: string }, lang: 'en' | 'hu' = 'en') =>
  dogsBoardHtml(
    {
      view: engine.view(at.m, at.seat),
      seat: at.seat,
      pending: engine.pending(at.m).map((d) => ({ kind: d.kind, seats: d.seats })),
    },
    lang,
  );
const field = (html: string, name: string) => new RegExp(`data-field="${name}">([^<]*)<`).exec(html)?.[1];

describe('the last step before a battle', () => {
  it('with nobody wounded on the mission sheet, the bonesetter says there is nothing for him', () => {
    const league = {
      companies: [
        { seat: 'red', name: 'Red' },
        { seat: 'blue', name: 'Blue' },
      ],
      missions: 2,
    };
    const at = playTo(league, 'final');
    expect(field(boardAt(at), 'bonesetter-none')).toBe(
      'Nobody on the mission sheet carries a wound: there is nothing for the bonesetter to heal.',
    );
    expect(field(boardAt(at, 'hu'), 'bonesetter-none')).toBe(
      'A küldetéslapon senki sem sebesült: a csontkovácsnak nincs kit gyógyítania.',
    );
    // A wounded soldier on the sheet is offered to the bonesetter instead.
    const seat = at.seat;
    const c = at.m.state.companies[seat]!;
    const hurt = {
      ...at,
      m: {
        ...at.m,
        state: {
          ...at.m.state,
          companies: {
            ...at.m.state.companies,
            [seat]: { ...c, soldiers: c.soldiers.map((x) => ({ ...x, aftereffect: 'light' as const })) },
          },
        },
      },
    };
    expect(field(boardAt(hurt), 'bonesetter-none')).toBeUndefined();
  });
});

describe("Hang 'Em High's first day", () => {
  const seats = ['red', 'blue', 'green'];
  const setup = {
    companies: seats.map((x) => ({ seat: x, name: `${x[0]!.toUpperCase()}${x.slice(1)} band` })),
    missions: 2,
    campaign: 'hang-em-high',
  };
  const hunt = (kind: string, skip = 0) => playTo(setup, kind, skip);
  const board = boardAt;

  it('the offers say who took each, and what an offer is', () => {
    const first = hunt('pick-offer');
    expect(field(board(first), 'offer-hint')).toMatch(/^Two companies fight each offer/);
    expect(field(board(first, 'hu'), 'offer-hint')).toMatch(/^Minden ajánlatot két csapat vív meg/);
    const second = hunt('pick-offer', 1);
    const taker = Object.keys(second.m.state.hunt?.picks ?? {})[0] ?? '';
    const name = second.m.state.companies[taker]?.name ?? '?';
    expect(board(second)).toContain(`taken by ${name}, one place left`);
    expect(board(second, 'hu')).toContain(`${name} vállalta, egy hely maradt`);
  });

  it('the rumors say what confirming rolls and what the clues are for', () => {
    const at = hunt('rumors');
    expect(field(board(at), 'rumors-hint')).toBe(
      'Confirming rolls 1d6: your company gains that many clues. The bribes add another 1d6. Your clues are your chance, in per cent, of finding the Cardinal.',
    );
    expect(field(board(at, 'hu'), 'rumors-hint')).toMatch(/^A megerősítés 1d6-tal dob/);
  });

  it('the cap against the neutral company says what it caps and what the player named does', () => {
    const at = hunt('neutral-cap');
    expect(field(board(at), 'neutral-cap-hint')).toMatch(/^Neither group may be worth more than this cap/);
    expect(field(board(at, 'hu'), 'neutral-cap-hint')).toMatch(/^Egyik csoport sem érhet többet/);
  });
});

describe('the attributes form', () => {
  it('opens on a bearer the rules accept for the attribute shown: the scepter goes to a soldier, not the company', () => {
    let s = start();
    s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, 'red', { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null });
    s = play(s, 'red', { kind: 'done' });
    s = play(s, 'red', { kind: 'done' });
    expect(s.stages.red).toEqual({ kind: 'formation', step: 'attributes' });
    for (const lang of ['en', 'hu'] as const) {
      const html = dogsBoardHtml({ seat: 'red', view: s }, lang);
      const form = /<section class="dw-attributes">[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
      expect(/<select name="attribute"[^>]*>[\s\S]*?<option[^>]*selected=""[^>]*>([^<]*)</.exec(form)?.[1]).toMatch(
        /^(Scepter of authority|Hatalmi jogar)/,
      );
      expect(/<select name="bearer"[\s\S]*?<option[^>]*selected=""[^>]*>([^<]*)</.exec(form)?.[1]).toMatch(/^Gor /);
      expect(form).toContain('dw-verdict ok');
    }
  });
});
