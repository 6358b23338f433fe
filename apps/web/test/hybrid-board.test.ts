/** The Hybrid board and the list of choices beside it, rendered to HTML: what a player reads. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Engine, unwrap, type Match } from '@skirmish/core';
import { SAMPLE_NAMES_HU, hybridRuleset, type HybridState } from '@skirmish/hybrid';
import { HybridBoard } from '../src/boards/hybrid/HybridBoard.tsx';
import { choiceChance, squareName, squareNameOf, tokenLetters } from '../src/boards/hybrid/model.ts';
import { hyWords } from '../src/boards/hybrid/words.ts';
import { ChoiceList } from '../src/components/ChoiceList.tsx';
import { I18nContext, STRINGS, type Lang } from '../src/i18n.ts';

const engine = unwrap(Engine.create(hybridRuleset));
const presenter = hybridRuleset.presenter;

type Choice = { readonly kind: string; readonly [k: string]: unknown };

/**
 * A game of the sample mission played until the Griffin has a warrior moving: each side places
 * its counters, takes Movement at its highest level, and otherwise makes its first choice.
 */
function griffinMoving(): { match: Match<HybridState>; legal: readonly Choice[] } {
  let m = unwrap(engine.start(3));
  for (let i = 0; i < 400; i++) {
    const seat = engine.pending(m)[0]?.seats[0];
    if (!seat) break;
    const legal = engine.legal(m, seat) as Choice[];
    if (seat === 'griffin' && legal.some((c) => c.kind === 'move')) return { match: m, legal };
    const movement = legal.filter((c) => c.kind === 'mode' && c['mode'] === 'MV');
    m = unwrap(engine.submit(m, seat, movement.at(-1) ?? legal[0])).match;
  }
  throw new Error('the Griffin never moved');
}

function wrap(lang: Lang, child: ReturnType<typeof createElement>): string {
  return renderToString(
    createElement(I18nContext.Provider, { value: { lang, t: STRINGS[lang], setLang: () => undefined } }, child),
  ).replace(/<!-- -->/g, '');
}

function boardHtml(match: Match<HybridState>, legal: readonly unknown[], lang: Lang): string {
  return wrap(
    lang,
    createElement(HybridBoard, {
      snapshot: {
        gameId: 'test',
        ruleset: 'hybrid',
        seat: 'griffin',
        index: 0,
        view: engine.view(match, 'griffin'),
        pending: [],
        legal,
        outcome: null,
        seats: [],
        canUndo: false,
      },
      choose: () => undefined,
      describeChoice: (c: unknown) => JSON.stringify(c),
      setOdds: () => undefined,
    }),
  );
}

function listHtml(legal: readonly unknown[], lang: Lang, view: unknown): string {
  return wrap(
    lang,
    createElement(ChoiceList, {
      legal,
      choose: () => undefined,
      describe: (c: unknown) => presenter?.choice?.(c as never, view as never, lang) ?? '',
    }),
  );
}

describe('the Hybrid board as a player reads it', () => {
  const { match, legal } = griffinMoving();
  const view = engine.view(match, 'griffin');
  const moves = legal.filter((c) => c.kind === 'move');

  it('a long list of moves starts folded to one line that says how many and opens on a click; the few other choices stay open', () => {
    expect(moves.length).toBeGreaterThan(24);
    for (const lang of ['en', 'hu'] as const) {
      const html = listHtml(legal, lang, view);
      const folds = [...html.matchAll(/<details([^>]*)><summary>(.*?)<\/summary>/g)];
      const move = folds.find((f) => f[1]?.includes('data-kind="move"'));
      const others = folds.filter((f) => !f[1]?.includes('data-kind="move"'));
      expect(move?.[1]).not.toContain('open');
      const word = lang === 'en' ? 'show them all' : 'mutasd mindet';
      expect(move?.[2]).toContain(`(${moves.length})<span class="fold-hint">: ${word}</span>`);
      // Folded, every move is still in the list, for a player who opens it.
      expect(html.match(/class="choice"/g)?.length).toBe(legal.length - moves.length + Math.min(moves.length, 200));
      for (const f of others) expect(f[1]).toContain('open');
    }
  });

  it('a kind of choice offered once is its button alone, with no heading that would say it again', () => {
    const kinds = new Map<string, number>();
    for (const c of legal) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
    const single = [...kinds].filter(([, n]) => n === 1).map(([k]) => k);
    expect(single.length).toBeGreaterThan(0);
    for (const lang of ['en', 'hu'] as const) {
      const html = listHtml(legal, lang, view);
      for (const kind of single) {
        expect(html, kind).not.toContain(`data-kind="${kind}"`);
        const c = legal.find((x) => x.kind === kind);
        expect(html, kind).toContain(`data-choice="${JSON.stringify(c).replace(/"/g, '&quot;')}"`);
      }
    }
  });

  it('over the board, a player who may move is told to choose a square (or drag the warrior), in words that fit a mouse and a touch screen, in both languages', () => {
    expect(boardHtml(match, legal, 'en')).toContain(
      '<p class="hy-hint">Choose a green square to move there (its number is what it costs in movement points), or drag the warrior onto it.</p>',
    );
    expect(boardHtml(match, legal, 'hu')).toContain(
      '<p class="hy-hint">Válassz egy zöld mezőt, hogy odalépj (a rajta álló szám a mozgáspont-költsége), vagy húzd rá a harcost.</p>',
    );
    expect(boardHtml(match, [], 'en')).not.toContain('hy-hint');
  });

  it('the board names its squares as the choices do: A1 at the lower left, letters on the columns, numbers on the rows', () => {
    // Every square's name on the board is the one its move says.
    for (let x = 0; x < view.board.width; x++)
      for (let y = 0; y < view.board.height; y++) {
        const said = presenter?.choice?.({ kind: 'move', x, y, facing: 'N' }, view, 'en');
        expect(said).toBe(`Move to ${squareName(x, y)} facing N`);
        expect(squareNameOf(`${x},${y}`)).toBe(squareName(x, y));
      }
    expect(squareNameOf('4,4')).toBe('E5');
    const html = boardHtml(match, legal, 'en');
    const columns = [...html.matchAll(/data-column="([^"]+)"><text[^>]*>([^<]+)<\/text><text[^>]*>([^<]+)</g)];
    expect(columns.map((c) => [c[1], c[2], c[3]])).toEqual(
      Array.from({ length: view.board.width }, (_, x) => {
        // The square in row 1 named without its row: the column's letter.
        const letter = squareName(x, 0).slice(0, -1);
        return [letter, letter, letter];
      }),
    );
    const rows = [...html.matchAll(/data-row="(\d+)"><text x="(-?[\d.]+)" y="([\d.]+)">(\d+)<\/text>/g)];
    expect(rows.map((r) => r[4])).toEqual(Array.from({ length: view.board.height }, (_, y) => String(y + 1)));
    // Row 1 is drawn at the bottom, the last row at the top.
    const ys = rows.map((r) => Number(r[3]));
    expect(ys[0]).toBeGreaterThan(ys[ys.length - 1] ?? Infinity);
    // A square to move to is named so for a screen reader too.
    const first = moves[0];
    expect(html).toContain(`aria-label="Move to ${squareName(Number(first?.['x']), Number(first?.['y']))}"`);
  });

  it('no two names on the board share their token letters: initials where they differ, else two letters, else a number', () => {
    expect([...tokenLetters(['Purifier', 'Aberration', 'Pest of Flesh', 'Venerable Ambrosius'])]).toEqual([
      ['Purifier', 'P'],
      ['Aberration', 'A'],
      ['Pest of Flesh', 'Po'],
      ['Venerable Ambrosius', 'VA'],
    ]);
    const hu = ['Tisztító', 'Torzszülött', 'Szenesál', 'Skorize', 'Tisztító'];
    expect(Object.fromEntries(tokenLetters(hu))).toEqual({
      Tisztító: 'Ti',
      Torzszülött: 'To',
      Szenesál: 'Sz',
      Skorize: 'Sk',
    });
    // Two letters shared too: the first letter and a number, in the order the names come.
    expect(Object.fromEntries(tokenLetters(['Tor', 'Torn', 'Ann']))).toEqual({ Tor: 'T1', Torn: 'T2', Ann: 'A' });
    // Numbered across every name of the first letter, so two groups never meet on one number.
    const ps = ['Pest of Flesh', 'Porter', 'Pike', 'Pine'];
    expect(Object.fromEntries(tokenLetters(ps))).toEqual({
      'Pest of Flesh': 'P1',
      Porter: 'P2',
      Pike: 'P3',
      Pine: 'P4',
    });
    // Every sample warrior on one board, in either language: as many letters as names.
    const names = [
      ...['Hybrid', 'Aberration', 'Pest of Flesh', 'Skorize', 'Purifier', 'Seneschal'],
      ...['Venerable Ambrosius', 'Griffin Exorcist', 'Knight of the Lodge of Hod', 'Sasia Samaris'],
    ];
    for (const list of [names, names.map((n) => SAMPLE_NAMES_HU[n] ?? n)]) {
      expect(new Set(tokenLetters(list).values()).size).toBe(list.length);
    }
  });

  it('on the Hungarian board the Purifier and the Aberration carry different letters', () => {
    const html = boardHtml(match, legal, 'hu');
    const tokens = [
      ...html.matchAll(
        /aria-label="([^",]+) \(\d+\),[^"]*"[^>]*>.*?<text class="initials"[^>]*aria-hidden="true">([^<]*)<\/text>/g,
      ),
    ];
    const byName = new Map<string, Set<string>>();
    for (const [, name, letters] of tokens)
      byName.set(name ?? '', (byName.get(name ?? '') ?? new Set()).add(letters ?? ''));
    expect(byName.get('Tisztító')).toEqual(new Set(['Ti']));
    expect(byName.get('Torzszülött')).toEqual(new Set(['To']));
  });
});

/** A game of the sample mission played to its end with every side's first choice: the round limit ends it. */
function playedOut(): Match<HybridState> {
  let m = unwrap(engine.start(3));
  for (let i = 0; i < 2000; i++) {
    const seat = engine.pending(m)[0]?.seats[0];
    if (!seat) return m;
    m = unwrap(engine.submit(m, seat, engine.legal(m, seat)[0])).match;
  }
  throw new Error('the game never ended');
}

describe('a finished Hybrid game', () => {
  const match = playedOut();
  const view = engine.view(match, 'griffin');

  it('the round shown stops at the limit and the board says the game is over; the last round’s Activation counters are gone', () => {
    // The state has counted past the last round; the view reports the last one played, the
    // counters of that round still on the warriors.
    expect(match.state.round).toBeGreaterThan(match.state.roundLimit);
    expect(view.phase).toBe('over');
    expect(view.round).toBe(view.roundLimit);
    expect(view.warriors.some((x) => x.counter !== null)).toBe(true);
    for (const [lang, said] of [
      ['en', `Round ${view.roundLimit}/${view.roundLimit} · the game is over`],
      ['hu', `Kör ${view.roundLimit}/${view.roundLimit} · a játéknak vége`],
    ] as const) {
      const html = boardHtml(match, [], lang);
      expect(html).toContain(`<p class="hy-status">${said}</p>`);
      expect(html).not.toContain('counter-badge');
      expect(html).not.toContain(hyWords(lang).counters);
      expect(html).not.toContain(hyWords(lang).counter);
    }
  });
});

describe('the chance on a strike button', () => {
  it('the next Activation counter says in words what it is and what to do with it, not only in its tooltip', () => {
    let m = unwrap(engine.start(3));
    for (let i = 0; i < 200; i++) {
      const seat = engine.pending(m)[0]?.seats[0];
      if (!seat) break;
      const legal = engine.legal(m, seat) as Choice[];
      if (seat === 'griffin' && legal.some((c) => c.kind === 'counter')) {
        for (const lang of ['en', 'hu'] as const) {
          const chip = /<span class="counter-next[^"]*"[^>]*>([\s\S]*?)<\/span><\/span>/.exec(
            boardHtml(m, legal, lang),
          );
          expect(chip?.[1]?.replace(/<[^>]+>/g, '')).toBe(`▮ 1 ${hyWords(lang).counterNext}`);
        }
        return;
      }
      m = unwrap(engine.submit(m, seat, legal[0])).match;
    }
    throw new Error('no counter was offered to the Griffin');
  });

  it('the short name of a Mastery Level on the buttons is spelled out where the levels are offered, in both languages', () => {
    for (const lang of ['en', 'hu'] as const) {
      const w = hyWords(lang);
      expect(w.modeTitle.endsWith(`(${w.ml})`)).toBe(true);
    }
    expect(hyWords('en').modeTitle).toBe('Mode and Mastery Level (ML)');
  });

  it('a level made lower without cards says at which level, in the words of the list of choices', () => {
    expect(hyWords('en').toSucceedAt(3, '1/2 (50.0%)')).toBe('without cards at most level 3: 1/2 (50.0%) to succeed');
    expect(hyWords('hu').toSucceedAt(3, '1/2 (50,0%)')).toBe(
      'kártyák nélkül legfeljebb 3. szinten, a siker esélye: 1/2 (50,0%)',
    );
  });

  it('the button’s own short chance says the level too, as a phone shows no title, in English and Hungarian', () => {
    const shot = { kind: 'fire', target: 'h1', level: 4 };
    const spec = { sl: 5, dice: 1, duellist: 0, fumble: false, luck: false, again: false, level: 2 } as const;
    const view = { rolls: { 'fire:h1:4': spec } };
    expect(choiceChance(view, shot, 'en')).toEqual({
      short: '50.0% (at most ML 2 without cards)',
      title: 'without cards at most level 2: 1/2 (50.0%) to succeed',
      lost: false,
    });
    expect(choiceChance(view, shot, 'hu')?.short).toBe('50,0% (lapok nélkül legfeljebb MSz 2)');
  });
});

describe('the warning on a shot no level makes without cards', () => {
  it('stands where the chance would, on the button and in its title, in English and in Hungarian', () => {
    const shot = { kind: 'fire', target: 'h1', level: 4 };
    const view = { lostWithoutCards: ['fire:h1:4'] };
    expect(choiceChance(view, shot, 'en')).toEqual({
      short: 'lost without cards',
      title: 'No level you have without cards can make this shot: it is lost unless you play cards for it',
      lost: true,
    });
    expect(choiceChance(view, shot, 'hu')).toEqual({
      short: 'lap nélkül elvész',
      title: 'Lapok nélkül egyik szinteden sem adhatod le ezt a lövést: elvész, hacsak nem játszol ki rá lapot',
      lost: true,
    });
    // Another level of the same shot, with its roll in the view, shows its chance as before.
    const spec = { sl: 5, dice: 1, duellist: 0, fumble: false, luck: false, again: false } as const;
    const at2 = choiceChance({ ...view, rolls: { 'fire:h1:2': spec } }, { ...shot, level: 2 }, 'en');
    expect(at2).toEqual({ short: '50.0%', title: '1/2 (50.0%) to succeed before cards', lost: false });
    expect(choiceChance({}, shot, 'en')).toBeNull();
  });
});
