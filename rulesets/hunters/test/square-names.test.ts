/**
 * The names of the map's squares: one name for each square, the one the web board writes on the
 * map's edges, and words for a square beyond the board; and no text a player reads shows a square
 * as "(x,y)".
 */
import { describe, expect, it } from 'vitest';
import { buildBoard, onBoard } from '../src/board.ts';
import { sampleContent } from '../src/content/sample.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { columnName, namedSquaresIn, rowName, squareName, squareNameOfKey } from '../src/squares.ts';
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
      'a táblán kívül, a nyugati szélen túl, A4 mellett',
    ]);
    expect(say(12, 0)).toEqual([
      'off the board, past the east edge by L1',
      'a táblán kívül, a keleti szélen túl, L1 mellett',
    ]);
    expect(say(4, 6)).toEqual([
      'off the board, past the north edge by E6',
      'a táblán kívül, az északi szélen túl, E6 mellett',
    ]);
    expect(say(4, -1)).toEqual([
      'off the board, past the south edge by E1',
      'a táblán kívül, a déli szélen túl, E1 mellett',
    ]);
    expect(say(-1, -1)).toEqual([
      'off the board, past the south-west corner by A1',
      'a táblán kívül, a délnyugati sarkon túl, A1 mellett',
    ]);
    expect(say(12, 6)).toEqual([
      'off the board, past the north-east corner by L6',
      'a táblán kívül, az északkeleti sarkon túl, L6 mellett',
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

  it('a text the rules wrote with squares as "(x,y)" reads with their names', () => {
    expect(namedSquaresIn('Giant Rat 1 moves from (4,0) to (2,5): toward Soldier.')).toBe(
      'Giant Rat 1 moves from E1 to C6: toward Soldier.',
    );
    expect(namedSquaresIn('a step to (-1,2)', 'hu')).toBe('a step to a táblán kívül, a nyugati szélen túl, A3 mellett');
    expect(namedSquaresIn('faces (1, 2) and Health 3')).toBe('faces (1, 2) and Health 3');
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
    expect(all.some((l) => l.startsWith('Kilépés a küldetésből, lelépés ide: a táblán kívül, '))).toBe(true);
  });
});
