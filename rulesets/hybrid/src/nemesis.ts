/**
 * The Nemesis module, switched on as a whole by the `nemesis` option: the Deadly Maze lever and
 * the Darkness grenade template. Lanterns and Lights Out live with sight in `world.ts`.
 */
import type { GameEvent } from '@skirmish/core';
import { sq, squareKey } from '@skirmish/geometry/grid';
import { templateSquares } from './board.ts';
import type { Activation, HybridState, Warrior } from './state.ts';
import { compiledGridOf } from './reach.ts';
import { basesTouch, occupancy, profileOf, squaresOf, type Ctx } from './world.ts';

export const nemesisOn = (ctx: Ctx): boolean => ctx.options['nemesis'] === true;

/**
 * A warrior in base contact with the lever may throw it once in his activation (HY-TRAP-17): as
 * with a warrior, no wall or closed door between them (HY-GEN-06).
 */
export function canThrowLever(ctx: Ctx, s: HybridState, w: Warrior, act: Activation): boolean {
  const lever = s.board.lever;
  if (!lever || !nemesisOn(ctx) || act.endOfRound || act.doorsUsed.includes('lever')) return false;
  const [x, y] = lever.at.split(',').map(Number) as [number, number];
  return basesTouch(compiledGridOf(s), squaresOf(ctx, w), [sq(x, y)]);
}

/**
 * Throws the lever: each trapdoor it drives flips, except that one with a warrior on it stays
 * open. Returns the warriors a trapdoor opened under (they take the trapdoor's wound).
 */
export function throwLever(ctx: Ctx, s: HybridState, w: Warrior, ev: GameEvent[]): Warrior[] {
  const lever = s.board.lever;
  if (!lever) return [];
  lever.thrown = !lever.thrown;
  const occ = occupancy(ctx, s);
  const fell: Warrior[] = [];
  for (const k of lever.trapdoors) {
    const f = s.board.features[k];
    if (!f?.trapdoor) continue;
    const was = f.trapdoor;
    const standing = occ.get(k);
    const next = was === 'open' ? (standing ? 'open' : 'closed') : 'open';
    f.trapdoor = next;
    if (was === 'closed' && standing && !fell.includes(standing)) fell.push(standing);
    ev.push({ type: 'hybrid/trapdoor', at: k, state: next, rule: 'HY-TRAP-17' });
  }
  ev.push({
    type: 'hybrid/lever',
    warrior: w.id,
    thrown: lever.thrown,
    rule: 'HY-TRAP-17',
    text: `${profileOf(ctx, w).name} throws the lever`,
  });
  return fell;
}

/**
 * Lays a Darkness template with its lower-left square at (x, y): four squares, each an obstacle to
 * sight (HY-COUNTER-11, HY-LOS-22). Squares off the board are not covered.
 */
export function placeDarkness(s: HybridState, id: string, x: number, y: number): void {
  const squares = templateSquares(x, y).filter((k) => {
    const [qx, qy] = k.split(',').map(Number) as [number, number];
    return qx >= 0 && qy >= 0 && qx < s.board.width && qy < s.board.height;
  });
  const rest = (s.board.templates ?? []).filter((t) => t.id !== id);
  s.board.templates = [...rest, { id, kind: 'darkness', squares }];
}

/** Removes a template (the Darkness lifts). */
export function removeTemplate(s: HybridState, id: string): void {
  const rest = (s.board.templates ?? []).filter((t) => t.id !== id);
  if (rest.length > 0) s.board.templates = rest;
  else delete s.board.templates;
}

export const squareOf = (x: number, y: number): string => squareKey(sq(x, y));
