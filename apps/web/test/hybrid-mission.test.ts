/**
 * The Hybrid board tells the mission: its name, what each side must do, which Objective each
 * numbered counter is, whose, and how it stands; a key to the marks it draws; and the status line
 * and Mode buttons as a player reads them. Rendered to HTML, in English and Hungarian.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Engine, unwrap, type Match } from '@skirmish/core';
import { hybridRuleset, packNames, sampleContent, type HybridState } from '@skirmish/hybrid';
import { HybridBoard, keyKinds } from '../src/boards/hybrid/HybridBoard.tsx';
import { asHybridView, type HyView } from '../src/boards/hybrid/model.ts';
import { goalText, missionOf, objectiveLine, objectiveStates, objectiveTitle } from '../src/boards/hybrid/mission.ts';
import { I18nContext, STRINGS, type Lang } from '../src/i18n.ts';

const engine = unwrap(Engine.create(hybridRuleset));
const presenter = hybridRuleset.presenter;
const names = packNames(sampleContent);

type Choice = { readonly kind: string; readonly [k: string]: unknown };

const seatNameIn = (lang: Lang) => (s: string) => presenter?.seat?.(s, null as never, lang) ?? s;

/** A game of the sample mission played until `stop` holds for the Griffin's choices. */
function griffinAt(stop: (legal: readonly Choice[]) => boolean): {
  match: Match<HybridState>;
  legal: readonly Choice[];
} {
  let m = unwrap(engine.start(3));
  for (let i = 0; i < 400; i++) {
    const seat = engine.pending(m)[0]?.seats[0];
    if (!seat) break;
    const legal = engine.legal(m, seat) as Choice[];
    if (seat === 'griffin' && stop(legal)) return { match: m, legal };
    const movement = legal.filter((c) => c.kind === 'mode' && c['mode'] === 'MV');
    m = unwrap(engine.submit(m, seat, movement.at(-1) ?? legal[0])).match;
  }
  throw new Error('the Griffin never got there');
}

function html(view: unknown, legal: readonly unknown[], lang: Lang): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(HybridBoard, {
        snapshot: {
          gameId: 'test',
          ruleset: 'hybrid',
          seat: 'griffin',
          index: 0,
          view,
          pending: [],
          legal,
          outcome: null,
          seats: [],
          canUndo: false,
        },
        choose: () => undefined,
        describeChoice: (c: unknown) => JSON.stringify(c),
        setOdds: () => undefined,
        seatName: seatNameIn(lang),
      }),
    ),
  )
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");
}

/** The text of the elements a pattern opens, tags stripped. */
function texts(h: string, open: RegExp): string[] {
  const out: string[] = [];
  for (const m of h.matchAll(new RegExp(`${open.source}([\\s\\S]*?)</(li|h3|p|summary)>`, 'g')))
    out.push((m[1] ?? '').replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, ''));
  return out;
}

/** The view with Objective `n` carried out by `side`: its counter gone from the board, as the rules leave it. */
function carriedOut(view: HyView, n: number, side: string): HyView {
  const counters = Object.fromEntries(Object.entries(view.objectiveCounters).filter(([, x]) => x !== n));
  const sides = Object.fromEntries(
    Object.entries(view.sides).map(([s, v]) => [s, s === side ? { ...v, objectivesDone: [n] } : v]),
  );
  return { ...view, objectiveCounters: counters, sides };
}

describe('the Hybrid board tells the mission and its objectives', () => {
  const { match, legal } = griffinAt((l) => l.some((c) => c.kind === 'mode'));
  const view = asHybridView(engine.view(match, 'griffin')) as HyView;

  it('names the mission and says what each side must do, the player’s own side marked, in English and Hungarian', () => {
    expect(view.mission).toBe('return-to-glasinhar');
    const en = html(view, legal, 'en');
    expect(texts(en, /<section class="hy-mission"[^>]*><h3>/)).toEqual(['Mission: Return to Glasinhar']);
    expect(texts(en, /<li class="hy-goal [a-z]+" data-side="[a-z]+">/)).toEqual([
      'Griffin (you): Carry out Objectives 1 and 2.',
      'Scorpion: Carry out Objective 3.',
    ]);
    const hu = html(view, legal, 'hu');
    expect(texts(hu, /<section class="hy-mission"[^>]*><h3>/)).toEqual(['Küldetés: Visszatérés Glasinharba']);
    expect(texts(hu, /<li class="hy-goal [a-z]+" data-side="[a-z]+">/)).toEqual([
      'Griff (te): Az 1. és a 2. cél teljesítése.',
      'Skorpió: A 3. cél teljesítése.',
    ]);
  });

  it('lists each Objective with whose it is and where it lies, and which are done and by whom', () => {
    const en = html(view, legal, 'en');
    expect(texts(en, /<li data-objective="\d">/)).toEqual([
      'Objective 1 (Griffin): still to do, on D10',
      'Objective 2 (Griffin): still to do, on M11',
      'Objective 3 (Scorpion): still to do, on L4',
    ]);
    const done = carriedOut(view, 3, 'scorpion');
    expect(texts(html(done, legal, 'en'), /<li class="done" data-objective="\d" data-done-by="scorpion">/)).toEqual([
      '✓ Objective 3 (Scorpion): done by the Scorpion side',
    ]);
    expect(texts(html(done, legal, 'hu'), /<li class="done" data-objective="\d" data-done-by="scorpion">/)).toEqual([
      '✓ 3. cél (Skorpió): teljesítette a Skorpió oldal',
    ]);
    expect(texts(html(done, legal, 'hu'), /<li data-objective="1">/)).toEqual([
      '1. cél (Griff): még nincs teljesítve, mezője: D10',
    ]);
  });

  it('each numbered counter on the board says, when pointed at, which Objective it is, whose, how it is carried out and how it stands', () => {
    const en = html(view, legal, 'en');
    const title = (h: string, n: number) =>
      new RegExp(
        `<g class="objective" data-objective="${n}" role="img" aria-label="([^"]*)"><title>([^<]*)</title>`,
      ).exec(h);
    const one = title(en, 1);
    expect(one?.[2]).toBe(
      'Objective 1, the Griffin side’s objective: a Griffin warrior above Rank 0 carries it out by ending his activation on it; still to do, on D10',
    );
    expect(one?.[1]).toBe(one?.[2]);
    expect(title(html(view, legal, 'hu'), 3)?.[2]).toBe(
      '3. cél, a Skorpió oldal célja: egy nem 0-s rangú Skorpió harcos teljesíti, ha az aktiválását ezen a mezőn fejezi be; még nincs teljesítve, mezője: L4',
    );
  });

  it('an ordered goal says its order, and an Objective waiting for another says which; wiping out and a way out are told too', () => {
    const hive = missionOf(sampleContent, 'scarlet-hive')!;
    const [griffin, scorpion] = hive.objectives;
    expect(goalText(griffin!, names, 'hu')).toBe('Az 1., majd a 2. cél teljesítése, ebben a sorrendben.');
    expect(goalText(scorpion!, names, 'hu')).toBe('Az összes ellenséges harcos kiiktatása.');
    // In English the pack's own words.
    expect(goalText(griffin!, names, 'en')).toBe(griffin!.text);
    const counters = Object.fromEntries(hive.objectiveCounters.map((o) => [`${o.at[0]},${o.at[1]}`, o.n]));
    const sides = { griffin: { countersPlaced: 0, handSize: 0 }, scorpion: { countersPlaced: 0, handSize: 0 } };
    const two = objectiveStates(hive, { objectiveCounters: counters, sides }).find((o) => o.n === 2)!;
    expect(objectiveLine(two, seatNameIn('en'), 'en')).toMatch(
      /^Objective 2 \(Griffin\): still to do, on [A-Z]\d+, only after Objective 1$/,
    );
    expect(objectiveLine(two, seatNameIn('hu'), 'hu')).toMatch(
      /^2\. cél \(Griff\): még nincs teljesítve, mezője: [A-Z]\d+; csak az 1\. cél után$/,
    );
    // Once the game is over, an Objective nobody carried out is not left "still to do".
    expect(objectiveLine(two, seatNameIn('en'), 'en', true)).toBe('Objective 2 (Griffin): not done');
    expect(objectiveLine(two, seatNameIn('hu'), 'hu', true)).toBe('2. cél (Griff): nem teljesült');
    expect(
      objectiveTitle(hive, 2, { objectiveCounters: counters, sides, phase: 'over' }, seatNameIn('en'), 'en'),
    ).toMatch(/; not done$/);
    const prison = missionOf(sampleContent, 'heresiarchs-prison')!;
    const out = prison.objectives.find((g) => g.exit)!;
    expect(goalText(out, names, 'hu')).toBe(
      'Tiszteletreméltó Ambrosius kijuttatása a laboratóriumból egy kijáraton át.',
    );
    // A counter of a mission the pack does not have says at least its number.
    expect(objectiveTitle(null, 4, { objectiveCounters: {}, sides }, seatNameIn('en'), 'en')).toBe('Objective 4');
  });
});

describe('the Hybrid map key', () => {
  const { match, legal } = griffinAt((l) => l.some((c) => c.kind === 'move'));
  const view = asHybridView(engine.view(match, 'griffin')) as HyView;

  it('lists, folded under the board, only the kinds of marks the board draws, in both languages', () => {
    const kinds = keyKinds(view);
    expect(kinds).toContain('objective');
    expect(kinds).toContain('griffin');
    expect(kinds).toContain('scorpion');
    const en = html(view, legal, 'en');
    expect(texts(en, /<details class="hy-key"><summary>/)).toEqual(['Map key']);
    expect([...en.matchAll(/<li data-key="([a-zA-Z]+)">/g)].map((m) => m[1])).toEqual(kinds);
    // Its picture drawn as the board draws it, its words after it.
    expect(en).toMatch(/<li data-key="objective"><svg class="hy-key-icon"[^>]*><g class="objective"><circle/);
    expect(texts(en, /<li data-key="objective">/)).toEqual([' Objective counter (its number: see the mission above)']);
    expect(texts(html(view, legal, 'hu'), /<details class="hy-key"><summary>/)).toEqual(['Jelmagyarázat']);
    // A board with no trapdoor has no trapdoor in its key; one with trapdoors has.
    expect(Object.values(view.board.features).some((f) => f.trapdoor)).toBe(false);
    expect(kinds.filter((k) => k.startsWith('trapdoor'))).toEqual([]);
    const trap: HyView = {
      ...view,
      board: { ...view.board, features: { ...view.board.features, '0,0': { trapdoor: 'open' } } },
    };
    expect(keyKinds(trap)).toContain('trapdoorOpen');
    expect(keyKinds(trap)).not.toContain('trapdoorClosed');
  });
});

describe('the Hybrid status line and Mode buttons', () => {
  it('the movement points left are told only once a Mode is chosen', () => {
    const before = griffinAt((l) => l.some((c) => c.kind === 'mode'));
    const v = asHybridView(engine.view(before.match, 'griffin')) as HyView;
    expect(v.current?.mode).toBeNull();
    const status = (h: string) => texts(h, /<p class="hy-status">/)[0] ?? '';
    expect(status(html(v, before.legal, 'en'))).not.toContain('movement points');
    expect(status(html(v, before.legal, 'hu'))).not.toContain('mozgáspont');
    const after = griffinAt((l) => l.some((c) => c.kind === 'move'));
    const moving = asHybridView(engine.view(after.match, 'griffin')) as HyView;
    expect(status(html(moving, after.legal, 'en'))).toContain(
      `(Movement) · movement points left: ${moving.current?.mpLeft}`,
    );
    expect(status(html(moving, after.legal, 'hu'))).toContain(
      `(Mozgás) · hátralévő mozgáspont: ${moving.current?.mpLeft}`,
    );
  });

  it('each Moving level’s button says how many movement points it gives, Basic Move its 2 more', () => {
    const { match, legal } = griffinAt((l) => l.some((c) => c.kind === 'mode'));
    const v = asHybridView(engine.view(match, 'griffin')) as HyView;
    const mp = v.moveAllowance!;
    expect(mp.basicMove).toBe(mp.other + 2);
    const buttons = (h: string) =>
      [...h.matchAll(/<button type="button" data-mode="MV" data-level="(\d)">([^<]*)<\/button>/g)].map((m) => [
        Number(m[1]),
        m[2],
      ]);
    const en = buttons(html(v, legal, 'en'));
    expect(en.length).toBeGreaterThan(1);
    for (const [level, text] of en) expect(text).toBe(`ML ${level} · ${level === 1 ? mp.basicMove : mp.other} MP`);
    for (const [level, text] of buttons(html(v, legal, 'hu')))
      expect(text).toBe(`MSz ${level} · ${level === 1 ? mp.basicMove : mp.other} mozgáspont`);
  });
});
