/**
 * The specification both engines implement for the grid skirmish. Only facts live here (sizes,
 * the terrain, the start squares); each engine writes its own rules from them, so the
 * equivalence gate compares two independent implementations.
 *
 * The grid skirmish: a 12x12 board of squares numbered row by row from 0 (top left). Two sides,
 * "0" and "1", with three units each; every unit has 2 wounds. Side 0 acts first, then the sides
 * alternate one action each. An action is one unit's move or shot:
 * - move: to a square at most 2 orthogonal steps away, every step onto a free square (on the
 *   board, not blocking terrain, no unit); the destination differs from the start;
 * - shoot: at an enemy unit within 8 squares (the larger of the row and column differences) and in
 *   line of sight; roll a d6, 4 or more hits and takes one wound; a unit without wounds is removed.
 * Line of sight: with N the larger of the row and column differences, for each t in 1..N-1 the
 * point (row0 + dr*t/N, col0 + dc*t/N) must fall on a free square (no terrain, no unit); a
 * coordinate exactly halfway between two squares needs both clear.
 * A side whose units can do nothing passes. A side with no units left loses at once. After 20
 * rounds (40 actions) the side with more wounds left wins; equal wounds is a draw.
 * Legal actions are listed unit by unit (by unit number): moves by destination, then shots by
 * target unit number; a pass only when nothing else is legal.
 */
export const SIZE = 12;
export const WOUNDS = 2;
export const RANGE = 8;
export const HIT_ON = 4;
export const ROUNDS = 20;
/** Unit numbers 0..2 are side 0's, 3..5 side 1's. */
export const STARTS: readonly number[] = [
  1 * SIZE + 2,
  1 * SIZE + 6,
  1 * SIZE + 9,
  10 * SIZE + 2,
  10 * SIZE + 5,
  10 * SIZE + 9,
];
const blocks: Array<[number, number]> = [
  [3, 3],
  [3, 4],
  [4, 8],
  [5, 8],
  [5, 1],
  [5, 5],
  [6, 6],
  [6, 10],
  [7, 3],
  [7, 2],
  [8, 7],
  [8, 8],
  [4, 0],
  [7, 11],
];
export const TERRAIN: readonly number[] = blocks.map(([r, c]) => r * SIZE + c).sort((a, b) => a - b);
