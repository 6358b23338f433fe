import type { HuntersChoice } from './choices.ts';
import type { HuntersView } from './view.ts';

/**
 * A plain heuristic for the characters' seats: attack when possible, close in on the nearest
 * enemy, never walk off the board, and otherwise take what is offered. `pick(n)` is a random
 * whole number in 0..n-1 from the caller's seeded source.
 */
export function heuristicChoice(
  view: HuntersView,
  legal: readonly HuntersChoice[],
  pick: (n: number) => number,
): HuntersChoice {
  const any = (list: readonly HuntersChoice[]): HuntersChoice => list[pick(list.length)] ?? (legal[0] as HuntersChoice);
  const attacks = legal.filter(
    (c) => (c.kind === 'shoot' && c.targets.length > 0) || c.kind === 'melee' || c.kind === 'area',
  );
  if (attacks.length > 0) return any(attacks);
  const useful = legal.filter(
    (c) =>
      (c.kind === 'interact' && c.what !== 'use-gear') ||
      c.kind === 'heal' ||
      (c.kind === 'react' && c.weapon !== null) ||
      (c.kind === 'penalty' && c.character !== null),
  );
  if (useful.length > 0) return any(useful);
  const me = view.current ? view.chars.find((c) => c.id === view.current?.character) : undefined;
  const steps = legal.filter(
    (c): c is Extract<HuntersChoice, { kind: 'step' }> =>
      c.kind === 'step' && c.x >= 0 && c.y >= 0 && c.x < view.width && c.y < view.height,
  );
  if (me?.pos && steps.length > 0) {
    const here = me.pos;
    const near = (x: number, y: number) =>
      Math.min(Infinity, ...view.enemies.map((e) => Math.max(Math.abs(e.pos.x - x), Math.abs(e.pos.y - y))));
    const now = near(here.x, here.y);
    const better = steps.filter((s) => near(s.x, s.y) < now);
    if (better.length > 0) return any(better);
  }
  const plays = legal.filter((c) => c.kind === 'play' || (c.kind === 'basic' && c.action !== 'interact'));
  if (plays.length > 0 && pick(4) > 0) return any(plays);
  const calm = legal.filter(
    (c) => c.kind !== 'step' && c.kind !== 'cycle' && c.kind !== 'rotate' && c.kind !== 'morale-mp',
  );
  return any(calm.length > 0 ? calm : legal);
}
