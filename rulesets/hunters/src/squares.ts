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

/**
 * A square by name: "C6" on the board; beyond it, "off the board, past the west edge by A4" (the
 * board's square nearest to it), in English or Hungarian.
 */
export function squareName(p: Square, locale: Locale = 'en', size?: BoardSize): string {
  if (onTheBoard(p, size)) return `${columnName(p.x)}${rowName(p.y)}`;
  const big = known(size);
  const ns: Side | null = p.y < 0 ? 's' : big && p.y >= size.height ? 'n' : null;
  const ew: Side | null = p.x < 0 ? 'w' : big && p.x >= size.width ? 'e' : null;
  const near = {
    x: Math.max(0, big ? Math.min(size.width - 1, p.x) : p.x),
    y: Math.max(0, big ? Math.min(size.height - 1, p.y) : p.y),
  };
  const by = `${columnName(near.x)}${rowName(near.y)}`;
  const edge = ns ?? ew ?? 'w';
  if (locale === 'hu') {
    const side = ns && ew ? `${CORNER_HU[ns + ew] ?? ''} sarkon` : `${SIDE_HU[edge]} szélen`;
    return `a táblán kívül, ${huArticle(side)} ${side} túl, ${by} mellett`;
  }
  const past = ns && ew ? `past the ${SIDE_EN[ns]}-${SIDE_EN[ew]} corner` : `past the ${SIDE_EN[edge]} edge`;
  return `off the board, ${past} by ${by}`;
}

/** A square by name from its key ("2,5" is C6); a key that names no square stays as it is. */
export function squareNameOfKey(key: string, locale: Locale = 'en', size?: BoardSize): string {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  return m ? squareName({ x: Number(m[1]), y: Number(m[2]) }, locale, size) : key;
}
