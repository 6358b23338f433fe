/**
 * Golden vectors: fixed positions whose menus, reach and sight were worked out by hand from the
 * rules (the reasoning is in `golden/positions.json` next to each vector), checked against the code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../src/content/schema.ts';
import { sees } from '../src/world.ts';
import { OPEN_TILE, activate, play, scenario, w } from './scenario.ts';

interface Golden {
  reach: Array<{
    id: string;
    at: [number, number];
    squares: Record<string, { cost: number; facings: string[] }>;
    legalCount: number;
  }>;
  menus: Array<{ id: string; legalCount: number }>;
  sight: Array<{ id: string; viewer: [number, number]; column: [number, number]; rows: string[] }>;
}

const golden = JSON.parse(readFileSync(new URL('./golden/positions.json', import.meta.url), 'utf8')) as Golden;
const vector = <T extends { id: string }>(list: T[], id: string): T => {
  const v = list.find((x) => x.id === id);
  if (!v) throw new Error(`no golden vector ${id}`);
  return v;
};

const WALKER: Profile = {
  id: 'walker',
  name: 'Walker',
  side: 'griffin',
  nv: 4,
  oc: 3,
  dc: 3,
  f: null,
  mv: 3,
  movement: 2,
  rank: 2,
  base: '1x1',
  equipment: [],
  aptitudes: [],
  source: 'sample',
};

describe('golden vectors', () => {
  it('HY-MOVE-03 HY-MOVE-04 HY-MOVE-10 HY-MOVE-13 reach of a Movement 2 warrior on an open board, with costs and facings', () => {
    const g = vector(golden.reach, 'walker-m2-open');
    const sc = scenario({
      profiles: [WALKER],
      warriors: [
        { profile: 'walker', at: g.at, facing: 'N', id: 'w' },
        { profile: 'hybrid', at: [7, 7], facing: 'S', id: 'far' },
      ],
    });
    activate(sc, 'w');
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    const got: Record<string, { cost: number; facings: string[] }> = {};
    for (const c of legal) {
      if (c.kind !== 'move') continue;
      const k = `${c.x - g.at[0]},${c.y - g.at[1]}`;
      const cur = (got[k] ??= { cost: c.cost ?? -1, facings: [] });
      expect(c.cost, k).toBe(cur.cost);
      cur.facings.push(c.facing);
    }
    for (const v of Object.values(got)) v.facings.sort((a, b) => 'NESW'.indexOf(a) - 'NESW'.indexOf(b));
    expect(got).toEqual(g.squares);
    expect(legal).toHaveLength(g.legalCount);
  });

  it('HY-MODE-02 HY-MODE-OC-01 HY-FACE-04 the strike menu of a Seneschal between two Hybrids', () => {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3], facing: 'N', id: 's' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'front' },
        { profile: 'hybrid', at: [4, 3], facing: 'W', id: 'side' },
      ],
    });
    activate(sc, 's');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toHaveLength(
      vector(golden.menus, 'seneschal-strikes').legalCount,
    );
  });

  it('HY-MODE-F-11 HY-MODE-F-12 HY-MODE-F-13 HY-MODE-F-14 the shot menu of a Purifier with enemies in front, on the flank and touching', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'far' },
        { profile: 'hybrid', at: [6, 1], facing: 'W', id: 'flank' },
        { profile: 'hybrid', at: [2, 1], facing: 'S', id: 'close' },
      ],
    });
    activate(sc, 'p');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal).toHaveLength(vector(golden.menus, 'purifier-shots').legalCount);
    // Only Novice Firing reaches the flank and the touching Hybrid.
    const notNovice = legal.filter((c) => c.kind === 'fire' && c.level !== 2);
    expect(notNovice.map((c) => (c.kind === 'fire' ? c.target : ''))).toEqual(['far', 'far']);
  });

  for (const id of ['column-on-axis-2', 'column-on-axis-3'])
    it(`HY-LOS-01 HY-LOS-02 HY-LOS-05 HY-LOS-09 sight and dead angles behind a column on the axis (${id})`, () => {
      const g = vector(golden.sight, id);
      const sc = scenario({
        tiles: [OPEN_TILE, OPEN_TILE, OPEN_TILE, OPEN_TILE],
        warriors: [
          { profile: 'purifier', at: g.viewer, facing: 'N', id: 'o' },
          { profile: 'hybrid', at: [0, 15], facing: 'S', id: 'probe' },
        ],
      });
      sc.state.board.features[`${g.column[0]},${g.column[1]}`] = { column: true };
      const o = w(sc, 'o');
      const probe = w(sc, 'probe');
      const top = g.rows.length - 1;
      const got = g.rows.map((row, i) =>
        [...row]
          .map((_, x) => {
            const y = top - i;
            if (x === g.viewer[0] && y === g.viewer[1]) return 'O';
            if (x === g.column[0] && y === g.column[1]) return 'X';
            probe.x = x;
            probe.y = y;
            return sees(sc.ctx, sc.state, o, probe) ? '#' : '-';
          })
          .join(''),
      );
      // Dead squares and squares outside the field are both unseen.
      expect(got).toEqual(g.rows.map((r) => r.replace(/[. ]/g, '-')));
    });
});
