/** Positions shared by the Hybrid trapdoor tests. */
import type { Facing } from '@skirmish/geometry/grid';
import { activate, LONG, play, scenario, type Scenario } from './scenario.ts';

/**
 * The 1x2 test warrior `l` (LONG: Movement 6) at `at` facing `facing`, activated in Offensive
 * Combat, with a purifier at (7, 7) facing south; `features` puts a column or an open trapdoor on
 * squares ("x,y"), in its order.
 */
export function longOnBoard(
  at: readonly [number, number],
  facing: Facing,
  features: Readonly<Record<string, 'column' | 'trapdoor'>>,
): Scenario {
  const sc = scenario({
    profiles: [LONG],
    warriors: [
      { profile: 'long', at, facing, id: 'l' },
      { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
    ],
  });
  for (const [k, f] of Object.entries(features))
    sc.state.board.features[k] = f === 'column' ? { column: true } : { trapdoor: 'open' };
  activate(sc, 'l');
  play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
  return sc;
}
