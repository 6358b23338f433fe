/**
 * The names of the map's squares: one name for each square, the one the web board writes on the
 * map's edges, and words for a square beyond the board; and no text a player reads shows a square
 * as "(x,y)".
 */
import { describe, expect, it } from 'vitest';
import { buildBoard, onBoard } from '../src/board.ts';
import { sampleContent } from '../src/content/sample.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { columnName, rowName, squareName, squareNameOfKey } from '../src/squares.ts';
import { huArticle } from '@skirmish/core';
import { makeHuntersPresenter } from '../src/presenter.ts';
import { drive, scene } from './fixture.ts';
import { playMissions } from './played.ts';

const mission = sampleContent.missions.find((m) => m.id === 'Q02');
if (!mission) throw new Error('the sample has no mission Q02');
const board = buildBoard(sampleContent, mission);

/** A square as "(x,y)", "(-1, 0)" too. */
const RAW = /\(-?\d+, ?-?\d+\)/;

describe('the names of the squares', () => {
  it('every square of a sample mission map has its own name: its column letter from the west edge, its row number from the south edge', () => {
    expect([board.width, board.height]).toEqual([12, 6]);
    const names = new Set<string>();
    for (let y = 0; y < board.height; y++)
      for (let x = 0; x < board.width; x++) {
        const name = squareName({ x, y }, 'en', board);
        expect(name).toMatch(/^[A-L][1-6]$/);
        // The name is the column's and the row's as the map's edges show them, in either language.
        expect(name).toBe(`${columnName(x)}${rowName(y)}`);
        expect(squareName({ x, y }, 'hu', board)).toBe(name);
        expect(squareNameOfKey(`${x},${y}`, 'en', board)).toBe(name);
        names.add(name);
      }
    expect(names.size).toBe(board.width * board.height);
    expect(squareName({ x: 0, y: 0 }, 'en', board)).toBe('A1');
    expect(squareName({ x: 2, y: 5 }, 'en', board)).toBe('C6');
    expect(squareName({ x: 11, y: 5 }, 'en', board)).toBe('L6');
    expect(Array.from({ length: board.width }, (_, x) => columnName(x)).join('')).toBe('ABCDEFGHIJKL');
  });

  it('a square beyond the board is said in words, by the edge or corner it lies past and the square beside it, in English and Hungarian', () => {
    const say = (x: number, y: number) => [squareName({ x, y }, 'en', board), squareName({ x, y }, 'hu', board)];
    expect(say(-1, 3)).toEqual([
      'off the board, past the west edge by A4',
      'a táblán kívül, a nyugati szélen túl, az A4 mezőnél',
    ]);
    expect(say(12, 0)).toEqual([
      'off the board, past the east edge by L1',
      'a táblán kívül, a keleti szélen túl, az L1 mezőnél',
    ]);
    expect(say(4, 6)).toEqual([
      'off the board, past the north edge by E6',
      'a táblán kívül, az északi szélen túl, az E6 mezőnél',
    ]);
    expect(say(4, -1)).toEqual([
      'off the board, past the south edge by E1',
      'a táblán kívül, a déli szélen túl, az E1 mezőnél',
    ]);
    expect(say(-1, -1)).toEqual([
      'off the board, past the south-west corner by A1',
      'a táblán kívül, a délnyugati sarkon túl, az A1 mezőnél',
    ]);
    expect(say(12, 6)).toEqual([
      'off the board, past the north-east corner by L6',
      'a táblán kívül, az északkeleti sarkon túl, az L6 mezőnél',
    ]);
    // Each square one step beyond the board has words of its own.
    const ring: string[] = [];
    for (let y = -1; y <= board.height; y++)
      for (let x = -1; x <= board.width; x++)
        if (!onBoard(board, { x, y })) {
          for (const words of say(x, y)) expect(words).not.toMatch(RAW);
          ring.push(...say(x, y));
        }
    expect(ring.length).toBe(2 * (2 * (board.width + board.height) + 4));
    expect(new Set(ring).size).toBe(ring.length);
    // Without the board's size a square past the west or south edge is still told off the board.
    expect(squareName({ x: -1, y: 0 })).toBe('off the board, past the west edge by A1');
  });

  it('a board as wide as a pack may draw it (40 columns) gives every square its own name, the columns past Z going on AA, AB...', () => {
    const wide = { width: 40, height: 40 };
    const names = new Set<string>();
    for (let y = 0; y < wide.height; y++)
      for (let x = 0; x < wide.width; x++) {
        const name = squareName({ x, y }, 'en', wide);
        expect(name).toMatch(/^[A-Z]{1,2}\d{1,2}$/);
        names.add(name);
      }
    expect(names.size).toBe(wide.width * wide.height);
    expect([25, 26, 27, 39].map(columnName)).toEqual(['Z', 'AA', 'AB', 'AN']);
    expect(squareName({ x: 26, y: 0 }, 'en', wide)).toBe('AA1');
    expect(squareName({ x: 0, y: 10 }, 'en', wide)).toBe('A11');
    expect(squareName({ x: 40, y: 3 }, 'en', wide)).toBe('off the board, past the east edge by AN4');
    // A name past Z is read by its first letter, as the article before it says: "az AA1", "a BA1".
    expect(huArticle(squareName({ x: 26, y: 0 }, 'hu', wide))).toBe('az');
    expect(huArticle(columnName(52) + '1')).toBe('a');
    expect(huArticle(columnName(30) + '12')).toBe('az');
  });

  it('a refused step past the east edge names the square as off the board, from the mission map size', () => {
    const sc = scene({
      width: 12,
      height: 6,
      chars: [{ cls: 'soldier', at: [0, 3] }],
      enemies: [{ kind: 'giant-rat', at: [11, 0] }],
    });
    const d = drive(sc);
    const r = d.try({ kind: 'step', x: 12, y: 3 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const words = huntersPresenter.violation?.(r.error, 'en') ?? '';
    expect(words).toContain('no legal step to off the board, past the east edge by L4');
    expect(words).not.toContain('M4');
    // A step past the north edge too.
    const north = d.try({ kind: 'step', x: 3, y: 6 });
    expect(north.ok ? '' : (huntersPresenter.violation?.(north.error, 'en') ?? '')).toContain(
      'past the north edge by D6',
    );
  });

  it("a pack's name that looks like a square is printed as the pack wrote it; the rules' own squares are named", () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [
        { cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire'] },
        { cls: 'medic', at: [6, 0], facing: 6, hand: [] },
      ],
      enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }],
      content: (c) => ({
        ...c,
        enemies: c.enemies.map((e) => (e.id === 'bandit-pistol' ? { ...e, name: 'Depot (2,3) Guard' } : e)),
      }),
    });
    const words = makeHuntersPresenter(sc.content);
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'end-turn' });
    d.do({ kind: 'end-turn' }, [], 'p2');
    const react = d.legal('p1').find((c) => c.kind === 'react');
    if (!react) throw new Error('no reaction offered');
    // The Snap Fire misses; nobody else may react, and the guard steps in and shoots (and misses).
    const events = d.do(react, [6, 6, 6, 6, 6, 6, 6, 6, 6], 'p1');
    const lines = events.map((e) => words.event(e, 'en'));
    expect(lines.some((l) => l.includes('interrupting Depot (2,3) Guard'))).toBe(true);
    const move = events.find((e) => e.type === 'hunters/enemy-move');
    expect(move?.text).toMatch(/^Depot \(2,3\) Guard 1 moves from C1 to D1: /);
    expect(lines.some((l) => l.startsWith('Depot (2,3) Guard 1 moves from C1 to D1: '))).toBe(true);
    expect(lines.some((l) => l.includes('Depot C4'))).toBe(false);
  });

  it('no choice, map text, question or log line of the played sample missions shows a square as "(x,y)", in English or Hungarian', () => {
    const played = playMissions();
    const lines = new Set<string>();
    for (const { decision, view, legal } of played.decisions)
      for (const locale of ['en', 'hu'] as const) {
        for (const line of huntersPresenter.board(view, locale).split('\n')) lines.add(line);
        for (const c of legal) lines.add(huntersPresenter.choice(c, view, locale));
        lines.add(huntersPresenter.prompt?.(decision, view, locale) ?? '');
      }
    for (const e of played.events)
      for (const locale of ['en', 'hu'] as const) lines.add(huntersPresenter.event(e, locale));
    expect(lines.size).toBeGreaterThan(1000);
    for (const line of lines) expect(line).not.toMatch(RAW);
    // The squares are there by name: steps, the log's moves, the map's edges and steps off the board.
    const all = [...lines];
    expect(all.some((l) => /^Step to [A-L]\d$/.test(l))).toBe(true);
    expect(all.some((l) => /^Lépés ide: [A-L]\d$/.test(l))).toBe(true);
    expect(all.some((l) => / steps to [A-L]\d for \d MP\./.test(l))).toBe(true);
    expect(all.some((l) => / moves from [A-L]\d to [A-L]\d/.test(l))).toBe(true);
    expect(all.some((l) => /^ {3}A {3}B {3}C/.test(l))).toBe(true);
    expect(all.some((l) => l.startsWith('Leave the mission: step off the board, past the '))).toBe(true);
    expect(all.some((l) => l.startsWith('Kilépés a küldetésből: lelépés a tábláról '))).toBe(true);
  });
});
