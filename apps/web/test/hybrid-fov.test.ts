import { describe, expect, it } from 'vitest';
import { scenario } from '../../../rulesets/hybrid/test/scenario.ts';
import { asHybridView, fieldOfVision } from '../src/boards/hybrid/model.ts';

/** The overlay of the Purifier at (3,0) facing north, from the view the game's rules give. */
function overlay(options: Record<string, unknown>) {
  const sc = scenario({
    warriors: [
      { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
      { profile: 'hybrid', at: [3, 3], facing: 'S', id: 'h' },
    ],
    options,
  });
  const view = asHybridView(sc.rules.view(sc.state, 'griffin'));
  if (!view) throw new Error('no Hybrid view');
  const p = view.warriors.find((x) => x.id === 'p');
  if (!p) throw new Error('no Purifier');
  return fieldOfVision(view, p);
}

describe('the Hybrid board draws the field of vision the game has (AMB-02)', () => {
  it('HY-LOS-01 with the apex at the centre the diagonals are in the field, with it on the front edge they are not', () => {
    const centre = overlay({});
    const edge = overlay({ fovApex: 'frontEdge' });
    // (5,2) is relative (2,2): seen under the centre only. (4,2), relative (1,2), under both.
    expect(centre.seen.has('5,2')).toBe(true);
    expect(edge.seen.has('5,2') || edge.dead.has('5,2')).toBe(false);
    expect(edge.seen.has('4,2')).toBe(true);
    // The first row ahead is three squares wide, or one.
    const firstRow = (f: { seen: Set<string>; dead: Set<string> }) =>
      [2, 3, 4].filter((x) => f.seen.has(`${x},1`) || f.dead.has(`${x},1`));
    expect(firstRow(centre)).toEqual([2, 3, 4]);
    expect(firstRow(edge)).toEqual([3]);
    // The Hybrid at (3,3) on the axis hides the squares straight behind him under both.
    expect(centre.dead.has('3,5')).toBe(true);
    expect(edge.dead.has('3,5')).toBe(true);
  });
});
