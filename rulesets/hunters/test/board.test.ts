import { describe, expect, it } from 'vitest';
import { distance, facingToward, lineOfSight, stepBlocked, stepCost, zoneOf, type Board } from '../src/board.ts';
import { P } from './fixture.ts';

function board(edges: Record<string, 'obstacle' | 'barrier'> = {}, spaces: Board['spaces'] = {}): Board {
  return { width: 10, height: 10, edges, spaces };
}
const plain = { vantage: false, cover: false, openGround: false, finding: false, covered: false };

describe('geometry', () => {
  it('HU-GEAR-05 ranges are rings around a space: the 8 neighbours are 1, the next ring 2', () => {
    expect(distance(P(5, 5), P(6, 6))).toBe(1);
    expect(distance(P(5, 5), P(7, 4))).toBe(2);
    expect(distance(P(5, 5), P(5, 5))).toBe(0);
  });

  it('HU-MOVE-08 AMB-40 a diagonal step passes a corner but not a squeeze between two corners', () => {
    // Step (1,1) -> (2,2): routes via (2,1) and via (1,2).
    const one = board({ '1,1|2,1': 'obstacle' });
    expect(stepBlocked(one, P(1, 1), P(2, 2))).toBe(false);
    const both = board({ '1,1|2,1': 'obstacle', '1,2|2,2': 'obstacle' });
    expect(stepBlocked(both, P(1, 1), P(2, 2))).toBe(true);
    const corner = board({}, { '2,1': { ...plain, covered: true }, '1,2': { ...plain, covered: true } });
    expect(stepBlocked(corner, P(1, 1), P(2, 2))).toBe(true);
  });

  it('HU-TERRAIN-01 HU-TERRAIN-02 AMB-65 obstacles stop walkers only; barriers stop flyers too', () => {
    const b = board({ '1,1|2,1': 'obstacle', '1,2|2,2': 'barrier' });
    expect(stepBlocked(b, P(1, 1), P(2, 1))).toBe(true);
    expect(stepBlocked(b, P(1, 1), P(2, 1), true)).toBe(false);
    expect(stepBlocked(b, P(1, 2), P(2, 2), true)).toBe(true);
  });

  it('HU-TERRAIN-12 AMB-68 a covered space (building, wreck...) is walled on all sides', () => {
    const b = board({}, { '3,3': { ...plain, covered: true, cover: true } });
    expect(stepBlocked(b, P(2, 3), P(3, 3))).toBe(true);
    expect(lineOfSight(b, [], P(1, 3), P(5, 3))).toBe(false);
  });

  it('HU-TERRAIN-05 entering a Vantage Point costs 2 MP, along or off one 1', () => {
    const b = board({}, { '2,2': { ...plain, vantage: true }, '3,2': { ...plain, vantage: true } });
    expect(stepCost(b, P(1, 2), P(2, 2))).toBe(2);
    expect(stepCost(b, P(2, 2), P(3, 2))).toBe(1);
    expect(stepCost(b, P(3, 2), P(4, 2))).toBe(1);
  });

  it('HU-LOS-01 HU-LOS-02 HU-LOS-06 a centre-to-centre line is cut by barriers, not obstacles or figures', () => {
    expect(lineOfSight(board({ '2,2|3,2': 'obstacle' }), [], P(0, 2), P(5, 2))).toBe(true);
    expect(lineOfSight(board({ '2,2|3,2': 'barrier' }), [], P(0, 2), P(5, 2))).toBe(false);
    // A line from (0,0) to (4,1) crosses into (2,0)/(2,1) between x=1.5 and 2.5: a barrier at (1,0)-(2,0) cuts it.
    expect(lineOfSight(board({ '1,0|2,0': 'barrier' }), [], P(0, 0), P(4, 1))).toBe(false);
    expect(lineOfSight(board({ '1,1|2,1': 'barrier' }), [], P(0, 0), P(4, 0))).toBe(true);
  });

  it('HU-LOS-03 HU-TERRAIN-08 AMB-40b smoke blocks sight through it and onto it, not from the viewer’s own space', () => {
    const b = board();
    expect(lineOfSight(b, [P(2, 2)], P(0, 2), P(4, 2))).toBe(false);
    expect(lineOfSight(b, [P(4, 2)], P(0, 2), P(4, 2))).toBe(false);
    expect(lineOfSight(b, [P(0, 2)], P(0, 2), P(4, 2))).toBe(true);
  });

  it('HU-LOS-04 AMB-40 a line through a grid corner is cut only when both routes round it are', () => {
    const one = board({ '0,0|1,0': 'barrier' });
    expect(lineOfSight(one, [], P(0, 0), P(2, 2))).toBe(true);
    const both = board({ '0,0|1,0': 'barrier', '0,0|0,1': 'barrier' });
    expect(lineOfSight(both, [], P(0, 0), P(2, 2))).toBe(false);
  });

  it('HU-LOS-05 HU-ACTION-17 a free rotation brings any space into the Front zone', () => {
    for (const t of [P(7, 5), P(3, 8), P(5, 1), P(9, 9), P(0, 4)]) {
      const f = facingToward(P(5, 5), t, 0);
      expect(zoneOf(P(5, 5), f, t)).toBe('front');
    }
  });

  it('HU-RANGED-06 AMB-84 a shot from the target’s own space comes at its flank, whichever way it faces', () => {
    for (let f = 0; f < 8; f++) expect(zoneOf(P(5, 5), f, P(5, 5))).toBe('flank');
  });

  it('HU-RANGED-06 AMB-38 Front within 45 degrees, Back from 135, Flank between: 3, 2 and 3 neighbours', () => {
    const around = [P(5, 6), P(6, 6), P(6, 5), P(6, 4), P(5, 4), P(4, 4), P(4, 5), P(4, 6)];
    const zones = around.map((p) => zoneOf(P(5, 5), 0, p));
    expect(zones).toEqual(['front', 'front', 'flank', 'back', 'back', 'back', 'flank', 'front']);
  });
});
