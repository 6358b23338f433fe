/**
 * A square's name as the players read it, on the board's edges and in every choice, view line and
 * log line: its column a letter from A at the west (left) edge, its row a number from 1 at the
 * south (bottom) edge, so A1 is the lower left corner and "C6" is the third column, sixth row. A
 * square beyond the board (where a character steps to leave the mission) is said in words, by the
 * edge or corner it lies past and the board's square beside it.
 */
import { huArticle, type Locale } from '@skirmish/core';

/** The board's size, where known: without it only a square past the west or south edge is told off the board. */
export interface BoardSize {
  readonly width: number;
  readonly height: number;
}

interface Square {
  readonly x: number;
  readonly y: number;
}

/**
 * A column's letters, from A at the west edge; past Z they go on as a spreadsheet's do (AA, AB...
 * AZ, BA...), so no two columns share a name and a name never ends in a digit.
 */
export function columnName(x: number): string {
  let name = '';
  for (let n = Math.max(0, Math.floor(x)) + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A row's number, from 1 at the south edge. */
export function rowName(y: number): string {
  return String(y + 1);
}

const known = (size: BoardSize | undefined): size is BoardSize =>
  size !== undefined && size.width > 0 && size.height > 0;

/** Whether the square lies on the board (any square past neither the west nor the south edge, where the size is unknown). */
export function onTheBoard(p: Square, size?: BoardSize): boolean {
  if (p.x < 0 || p.y < 0) return false;
  return !known(size) || (p.x < size.width && p.y < size.height);
}

type Side = 'n' | 's' | 'e' | 'w';
const SIDE_EN: Readonly<Record<Side, string>> = { n: 'north', s: 'south', e: 'east', w: 'west' };
const SIDE_HU: Readonly<Record<Side, string>> = { n: 'északi', s: 'déli', e: 'keleti', w: 'nyugati' };
const CORNER_HU: Readonly<Record<string, string>> = {
  sw: 'délnyugati',
  se: 'délkeleti',
  nw: 'északnyugati',
  ne: 'északkeleti',
};

/** Where a square off the board lies: the edge or corner it is past, and the board's square beside it. */
function pastTheEdge(p: Square, size?: BoardSize): { ns: Side | null; ew: Side | null; by: string } {
  const big = known(size);
  const ns: Side | null = p.y < 0 ? 's' : big && p.y >= size.height ? 'n' : null;
  const ew: Side | null = p.x < 0 ? 'w' : big && p.x >= size.width ? 'e' : null;
  const near = {
    x: Math.max(0, big ? Math.min(size.width - 1, p.x) : p.x),
    y: Math.max(0, big ? Math.min(size.height - 1, p.y) : p.y),
  };
  return { ns, ew: ns || ew ? ew : 'w', by: `${columnName(near.x)}${rowName(near.y)}` };
}

/** In Hungarian, the edge or corner ("a déli szélen", "az északkeleti sarkon") and the square beside it ("a C1 mezőnél"). */
function huEdge(p: Square, size?: BoardSize): { side: string; by: string } {
  const { ns, ew, by } = pastTheEdge(p, size);
  const side = ns && ew ? `${CORNER_HU[ns + ew] ?? ''} sarkon` : `${SIDE_HU[ns ?? ew ?? 'w']} szélen`;
  return { side: `${huArticle(side)} ${side}`, by: `${huArticle(by)} ${by} mezőnél` };
}

/**
 * A square by name: "C6" on the board; beyond it, "off the board, past the west edge by A4" (the
 * board's square nearest to it), in English or Hungarian ("a táblán kívül, a nyugati szélen túl,
 * az A4 mezőnél").
 */
export function squareName(p: Square, locale: Locale = 'en', size?: BoardSize): string {
  if (onTheBoard(p, size)) return `${columnName(p.x)}${rowName(p.y)}`;
  if (locale === 'hu') {
    const { side, by } = huEdge(p, size);
    return `a táblán kívül, ${side} túl, ${by}`;
  }
  const { ns, ew, by } = pastTheEdge(p, size);
  const past = ns && ew ? `past the ${SIDE_EN[ns]}-${SIDE_EN[ew]} corner` : `past the ${SIDE_EN[ns ?? ew ?? 'w']} edge`;
  return `off the board, ${past} by ${by}`;
}

/**
 * A step to a square off the board, said as the step it is: "step off the board, past the south
 * edge by C1"; in Hungarian "lelépés a tábláról a déli szélen, a C1 mezőnél".
 */
export function stepOffName(p: Square, locale: Locale = 'en', size?: BoardSize): string {
  if (locale === 'hu') {
    const { side, by } = huEdge(p, size);
    return `lelépés a tábláról ${side}, ${by}`;
  }
  return `step ${squareName(p, 'en', size)}`;
}

/** A square by name from its key ("2,5" is C6); a key that names no square stays as it is. */
export function squareNameOfKey(key: string, locale: Locale = 'en', size?: BoardSize): string {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  return m ? squareName({ x: Number(m[1]), y: Number(m[2]) }, locale, size) : key;
}
