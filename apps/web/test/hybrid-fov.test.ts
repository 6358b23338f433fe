import { describe, expect, it } from 'vitest';
import { seesSquareOf } from '../../../rulesets/hybrid/src/world.ts';
import type { Profile } from '../../../rulesets/hybrid/src/content/schema.ts';
import { OPEN_TILE, WARDEN, scenario, w, type Placed } from '../../../rulesets/hybrid/test/scenario.ts';
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

describe('the Hybrid board draws the dead angles of the game’s sight model (AMB-03)', () => {
  /**
   * The Purifier at (3,0) facing north with a Hybrid at (5,3), relative (2,3), off his axis: the
   * overlay from the game's view, and the squares the rules say he sees.
   */
  function compare(options: Record<string, unknown>) {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [5, 3], facing: 'S', id: 'h' },
      ],
      options,
    });
    const view = asHybridView(sc.rules.view(sc.state, 'griffin'));
    const p = view?.warriors.find((x) => x.id === 'p');
    if (!view || !p) throw new Error('no Hybrid view or no Purifier');
    const rules = new Set<string>();
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 8; x++)
        if (!(x === 3 && y === 0) && seesSquareOf(sc.ctx, sc.state, w(sc, 'p'), { x, y })) rules.add(`${x},${y}`);
    return { overlay: fieldOfVision(view, p), rules };
  }

  it('HY-LOS-10 under the staircase model the overlay shows what the rules see, and its dead angle is the stepped one', () => {
    const stair = compare({ losModel: 'staircase' });
    const geometric = compare({});
    expect([...stair.overlay.seen].sort()).toEqual([...stair.rules].sort());
    expect([...geometric.overlay.seen].sort()).toEqual([...geometric.rules].sort());
    // (5,5), straight behind the Hybrid, lies in the staircase's dead column but beside the straight line.
    expect(stair.overlay.dead.has('5,5')).toBe(true);
    expect(geometric.overlay.seen.has('5,5')).toBe(true);
  });
});

describe('the Hybrid board draws the sight the rules give each warrior (range, Lanterns, darkness, Puny)', () => {
  const BIG = [OPEN_TILE, OPEN_TILE, OPEN_TILE, OPEN_TILE];
  const RUNT: Profile = { ...WARDEN, id: 'runt', side: 'scorpion', aptitudes: [{ name: 'Puny' }] };

  /** The overlay of the first warrior on a 16x16 board, and the squares the rules say he sees. */
  function compare(o: {
    warriors: Placed[];
    options?: Record<string, unknown>;
    lanterns?: Array<[number, number]>;
    dark?: string[];
  }) {
    const sc = scenario({
      warriors: o.warriors,
      tiles: BIG,
      profiles: [RUNT],
      options: o.options ?? {},
      mission: o.lanterns ? { lanterns: o.lanterns } : {},
    });
    if (o.dark) sc.state.board.templates = [{ id: 'grenade', kind: 'darkness', squares: o.dark }];
    const id = sc.ids[0] as string;
    const view = asHybridView(sc.rules.view(sc.state, 'griffin'));
    const me = view?.warriors.find((x) => x.id === id);
    if (!view || !me) throw new Error('no Hybrid view or no viewer');
    const rules = new Set<string>();
    const viewer = w(sc, id);
    for (let y = 0; y < 16; y++)
      for (let x = 0; x < 16; x++)
        if (!(x === viewer.x && y === viewer.y) && seesSquareOf(sc.ctx, sc.state, viewer, { x, y }))
          rules.add(`${x},${y}`);
    const overlay = fieldOfVision(view, me);
    expect([...overlay.seen].sort()).toEqual([...rules].sort());
    return overlay;
  }
  const at = (
    profile: string,
    x: number,
    y: number,
    facing: 'N' | 'S' = 'N',
    side?: 'griffin' | 'scorpion',
  ): Placed => ({
    profile,
    at: [x, y],
    facing,
    ...(side ? { side } : {}),
  });

  it('HY-LOS-18 HY-APT-33 the range is the warrior’s own: 8, 5 under Lights Out, more with Eye of the Lynx', () => {
    const usual = compare({ warriors: [at('purifier', 7, 0)] });
    expect(usual.seen.has('7,8')).toBe(true);
    expect(usual.seen.has('7,9')).toBe(false);
    const dark = compare({ warriors: [at('purifier', 7, 0)], options: { lightsOut: true } });
    expect(dark.seen.has('7,5')).toBe(true);
    expect(dark.seen.has('7,6')).toBe(false);
    // Ambrosius has Eye of the Lynx 2: ten squares.
    const lynx = compare({ warriors: [at('ambrosius', 7, 0)] });
    expect(lynx.seen.has('7,10')).toBe(true);
    expect(lynx.seen.has('7,11')).toBe(false);
  });

  it('HY-LOS-19 HY-LOS-21 squares a Lantern lights are seen at any distance', () => {
    const lit = compare({ warriors: [at('purifier', 0, 0)], options: { nemesis: true }, lanterns: [[0, 15]] });
    expect(lit.seen.has('0,12')).toBe(true);
    // Without the Nemesis module the same Lantern lights nothing.
    const off = compare({ warriors: [at('purifier', 0, 0)], lanterns: [[0, 15]] });
    expect(off.seen.has('0,12')).toBe(false);
  });

  it('HY-LOS-22 a Darkness template hides what lies behind it', () => {
    const dark = compare({ warriors: [at('purifier', 3, 0)], dark: ['3,3'] });
    expect(dark.seen.has('3,5')).toBe(false);
    expect(dark.dead.has('3,5')).toBe(true);
  });

  it('HY-LOS-08 a Puny warrior hides nothing behind him, another warrior does', () => {
    const puny = compare({ warriors: [at('purifier', 3, 0), at('runt', 3, 3, 'S', 'scorpion')] });
    expect(puny.seen.has('3,5')).toBe(true);
    const big = compare({ warriors: [at('purifier', 3, 0), at('hybrid', 3, 3, 'S', 'scorpion')] });
    expect(big.dead.has('3,5')).toBe(true);
  });
});
