import { sightTable, sq, squareKey, type Facing } from '@skirmish/geometry/grid';
import { describe, expect, it } from 'vitest';
import { backTurned, pierceTargets } from '../src/aptitudes.ts';
import type { Profile } from '../src/content/schema.ts';
import { placeDarkness } from '../src/nemesis.ts';
import { gridOf, placements, sees, squaresOf } from '../src/world.ts';
import { OPEN_TILE, activate, play, scenario, tryApply, w, type Placed, type Scenario } from './scenario.ts';

const profile = (
  id: string,
  base: Profile['base'],
  aptitudes: Profile['aptitudes'],
  side: Profile['side'],
): Profile => ({
  id,
  name: id,
  side,
  nv: 5,
  oc: 4,
  dc: 3,
  f: 3,
  mv: 3,
  movement: 6,
  rank: 2,
  base,
  equipment: [],
  aptitudes,
  source: 'sample',
});
const TITAN = profile('brute', '1x1', [{ name: 'Titan' }], 'scorpion');
const BIG_TITAN = profile('colossus', '2x2', [{ name: 'Titan' }], 'scorpion');
const PROFILES = [TITAN, BIG_TITAN];

/** A wall across the board between rows 3 and 4, with the door edges given. */
function walled(doorAt: number[]): string[] {
  const t = [...OPEN_TILE];
  // Line 8 lies between square rows y=4 (line 6) and y=3 (line 8)... the edge row under y=4 is line 7.
  t[7] = Array.from({ length: 8 }, (_, x) => (doorAt.includes(x) ? 'D' : '-')).join(' ');
  return t;
}

function moverScenario(mover: Placed, others: Placed[], tile: string[], doors?: { id: string; edges: string[] }[]) {
  const sc = scenario({
    warriors: [mover, ...others],
    tiles: [tile],
    profiles: PROFILES,
    ...(doors ? { mission: { doors: doors.map((d) => ({ ...d, open: false })) } } : {}),
  });
  const id = sc.ids[0] as string;
  activate(sc, id);
  return { sc, id };
}

const reach = (sc: Scenario, id: string) => placements(sc.ctx, sc.state, w(sc, id), sc.state.current!).list;

describe('Titans and doors', () => {
  it('HY-DOOR-09 HY-APT-51 a Titan goes through a closed door by smashing it, for free, and it stays open for good', () => {
    const { sc, id } = moverScenario({ profile: 'brute', at: [3, 2], facing: 'N', side: 'scorpion' }, [], OPEN_TILE, [
      { id: 'door', edges: ['3,3,N'] },
    ]);
    // A plain wall line with one door on edge 3,3,N.
    for (let x = 0; x < 8; x++) if (x !== 3) sc.state.board.edges[`${x},3,N`] = 'wall';
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const list = reach(sc, id);
    // Beyond the door at the plain price: 3 squares straight ahead cost 3.
    expect(list.find((p) => p.x === 3 && p.y === 5 && p.facing === 'N')?.cost).toBe(3);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 5, facing: 'N' }]]);
    expect(ev.some((e) => e.type === 'hybrid/door-smashed')).toBe(true);
    const door = sc.state.board.doors.find((d) => d.id === 'door')!;
    expect(door.open && door.smashed).toBe(true);
    // Nobody may close a smashed door.
    expect(sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'door')).toBe(false);
    // A warrior who is no Titan is stopped by the same closed door.
    const other = moverScenario({ profile: 'hybrid', at: [3, 2], facing: 'N' }, [], OPEN_TILE, [
      { id: 'door', edges: ['3,3,N'] },
    ]);
    for (let x = 0; x < 8; x++) if (x !== 3) other.sc.state.board.edges[`${x},3,N`] = 'wall';
    play(other.sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(reach(other.sc, other.id).some((p) => p.y >= 4)).toBe(false);
  });

  it('HY-DOOR-09 HY-MOVE-09 a Titan’s diagonal step smashes a closed door only when the door and a wall through the corner bar the way; past the door’s frame alone it stays shut', () => {
    // The door on edge 3,3,N (between rows 3 and 4) with a wall beside it (edge 4,3,N): the step
    // from (3,3) to (4,4) crosses the wall line, passable only through the door, which he smashes.
    const barred = moverScenario({ profile: 'brute', at: [3, 3], facing: 'N', side: 'scorpion' }, [], OPEN_TILE, [
      { id: 'door', edges: ['3,3,N'] },
    ]);
    for (let x = 0; x < 8; x++) if (x !== 3) barred.sc.state.board.edges[`${x},3,N`] = 'wall';
    play(barred.sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    let ev = play(barred.sc, [['scorpion', { kind: 'move', x: 4, y: 4, facing: 'N' }]]);
    expect([w(barred.sc, barred.id).x, w(barred.sc, barred.id).y]).toEqual([4, 4]);
    expect(ev.filter((e) => e.type === 'hybrid/door-smashed').map((e) => e['door'])).toEqual(['door']);
    expect(barred.sc.state.board.doors[0]).toMatchObject({ open: true, smashed: true });
    // The same door with no wall east of it: the diagonal only passes its frame, and it stays shut.
    const past = moverScenario({ profile: 'brute', at: [3, 3], facing: 'N', side: 'scorpion' }, [], OPEN_TILE, [
      { id: 'door', edges: ['3,3,N'] },
    ]);
    for (let x = 0; x < 3; x++) past.sc.state.board.edges[`${x},3,N`] = 'wall';
    play(past.sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    ev = play(past.sc, [['scorpion', { kind: 'move', x: 4, y: 4, facing: 'N' }]]);
    expect([w(past.sc, past.id).x, w(past.sc, past.id).y]).toEqual([4, 4]);
    expect(ev.some((e) => e.type === 'hybrid/door-smashed')).toBe(false);
    expect(past.sc.state.board.doors[0]).toMatchObject({ open: false });
    expect(past.sc.state.board.doors[0]?.smashed).toBeFalsy();
  });

  it('HY-DOOR-10 a large-base Titan cannot smash a single door, but strikes an enemy through one already open', () => {
    const single = moverScenario({ profile: 'colossus', at: [3, 1], facing: 'N', side: 'scorpion' }, [], walled([3]), [
      { id: 'door', edges: ['3,3,N'] },
    ]);
    play(single.sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(reach(single.sc, single.id).some((p) => p.y >= 3)).toBe(false);
    // A double door he smashes.
    const double = moverScenario(
      { profile: 'colossus', at: [3, 1], facing: 'N', side: 'scorpion' },
      [],
      walled([3, 4]),
      [{ id: 'door', edges: ['3,3,N', '4,3,N'] }],
    );
    play(double.sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(reach(double.sc, double.id).some((p) => p.y === 4 && p.x === 3)).toBe(true);
    // Through an open single door: no passing, but the enemy beyond it in base contact may be struck.
    const open = moverScenario(
      { profile: 'colossus', at: [3, 2], facing: 'N', side: 'scorpion' },
      [{ profile: 'purifier', at: [3, 4], facing: 'S' }],
      walled([3]),
      [{ id: 'door', edges: ['3,3,N'] }],
    );
    open.sc.state.board.doors[0]!.open = true;
    play(open.sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    const strikes = open.sc.rules.legalChoices(open.sc.state, 'scorpion').filter((c) => c.kind === 'strike');
    expect(strikes.some((c) => c.kind === 'strike' && c.target === open.sc.ids[1])).toBe(true);
  });

  it('HY-APT-56 a large-base Titan uses only corridors and doors at least two squares wide', () => {
    // One-square gap in the wall at x=3 (a passage), then a two-square gap at x=5,6.
    const gaps = (xs: number[]) => {
      const t = [...OPEN_TILE];
      t[7] = Array.from({ length: 8 }, (_, x) => (xs.includes(x) ? ' ' : '-')).join(' ');
      return t;
    };
    const narrow = moverScenario({ profile: 'colossus', at: [3, 1], facing: 'N', side: 'scorpion' }, [], gaps([3]));
    play(narrow.sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(reach(narrow.sc, narrow.id).some((p) => p.y >= 3)).toBe(false);
    const wide = moverScenario({ profile: 'colossus', at: [3, 1], facing: 'N', side: 'scorpion' }, [], gaps([3, 4]));
    play(wide.sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(reach(wide.sc, wide.id).some((p) => p.y >= 4)).toBe(true);
    // A single-square warrior slips through the narrow one.
    const small = moverScenario({ profile: 'brute', at: [3, 1], facing: 'N', side: 'scorpion' }, [], gaps([3]));
    play(small.sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(reach(small.sc, small.id).some((p) => p.y >= 4)).toBe(true);
  });
});

describe('movement details', () => {
  it('HY-MOVE-07 squeezing diagonally between enemies at the front and one side costs the single +1 (2 in all)', () => {
    const { sc, id } = moverScenario(
      { profile: 'purifier', at: [3, 3], facing: 'N' },
      [
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
        { profile: 'hybrid', at: [4, 3], facing: 'W' },
      ],
      OPEN_TILE,
    );
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    expect(reach(sc, id).find((p) => p.x === 4 && p.y === 4 && p.facing === 'N')?.cost).toBe(2);
    // Rear and one side: a back-diagonal (2) plus the one surcharge = 3.
    const rear = moverScenario(
      { profile: 'purifier', at: [3, 3], facing: 'N' },
      [
        { profile: 'hybrid', at: [3, 2], facing: 'N' },
        { profile: 'hybrid', at: [4, 3], facing: 'W' },
      ],
      OPEN_TILE,
    );
    play(rear.sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    expect(reach(rear.sc, rear.id).find((p) => p.x === 4 && p.y === 2 && p.facing === 'N')?.cost).toBe(3);
  });

  it('HY-MOVE-27 facing changes only by paid turns; moving and stopping never turn a warrior for free', () => {
    const { sc, id } = moverScenario({ profile: 'purifier', at: [3, 3], facing: 'N' }, [], OPEN_TILE);
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    sc.state.current!.freeTurnUsed = true;
    const list = reach(sc, id);
    // Same square, other facings: 1 for a quarter turn (free one spent) or an about-face.
    for (const f of ['E', 'S', 'W'] as Facing[])
      expect(list.find((p) => p.x === 3 && p.y === 3 && p.facing === f)?.cost).toBe(1);
    // One step ahead keeps the facing for 1; facing east there costs the step and a turn.
    expect(list.find((p) => p.x === 3 && p.y === 4 && p.facing === 'N')?.cost).toBe(1);
    expect(list.find((p) => p.x === 3 && p.y === 4 && p.facing === 'E')?.cost).toBe(2);
    // With 1 point left, the step is allowed but not the step and the turn.
    sc.state.current!.mpLeft = 1;
    expect(tryApply(sc, 'griffin', { kind: 'move', x: 3, y: 4, facing: 'E' }).ok).toBe(false);
    play(sc, [
      ['griffin', { kind: 'move', x: 3, y: 4, facing: 'N' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(w(sc, id).facing).toBe('N');
    // Away from an Objective no free facing is offered when the movement is over.
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'face')).toBe(false);
  });

  it('HY-TRAP-13 a 2x2 base crossing an open trapdoor pays +1 once and rolls once (AMB-21)', () => {
    // A corridor two squares wide (x = 3..4): the base cannot go round the trapdoor.
    const corridor = OPEN_TILE.map((line, i) => (i % 2 === 0 ? '. . .|. .|. . .' : line));
    const sc = scenario({
      warriors: [{ profile: 'aberration', at: [3, 0], facing: 'N' }],
      tiles: [corridor],
      profiles: PROFILES,
    });
    sc.state.board.features['3,3'] = { trapdoor: 'open' };
    const id = sc.ids[0] as string;
    activate(sc, id);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    // Four squares straight on, the base passing over the trapdoor with both rows: 4 + 1.
    expect(reach(sc, id).find((p) => p.x === 3 && p.y === 4 && p.facing === 'N')?.cost).toBe(5);
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }]], [2]);
    const jumps = ev.filter((e) => e.type === 'hybrid/roll' && e['rule'] === 'HY-TRAP-02');
    expect(jumps).toHaveLength(1);
    expect(w(sc, id).wounds).toBe(0);
  });
});

describe('templates and sight', () => {
  it('HY-COUNTER-11 HY-LOS-22 a Darkness template covers 2x2 squares and each of the four blocks sight', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [0, 0], facing: 'N' },
        { profile: 'hybrid', at: [0, 7], facing: 'S' },
        { profile: 'hybrid', at: [7, 7], facing: 'S' },
      ],
      options: { nemesis: true },
    });
    const [a, b, c] = sc.ids.map((id) => w(sc, id));
    expect(sees(sc.ctx, sc.state, a!, b!)).toBe(true);
    expect(sees(sc.ctx, sc.state, a!, c!)).toBe(true);
    placeDarkness(sc.state, 'dark', 0, 3);
    expect(sc.state.board.templates?.[0]?.squares).toEqual(['0,3', '1,3', '0,4', '1,4']);
    // (0,3) stands on the viewer's axis, (1,3)-(1,4) off it: each casts its own shadow.
    expect(sees(sc.ctx, sc.state, a!, b!)).toBe(false);
    placeDarkness(sc.state, 'dark', 3, 3);
    expect(sees(sc.ctx, sc.state, a!, b!)).toBe(true);
    // The diagonal line (0,0)-(7,7) crosses (3,3) and (4,4): both under the template.
    expect(sees(sc.ctx, sc.state, a!, c!)).toBe(false);
  });

  it('HY-LOS-10 an obstacle off the central axis hides what the straight line between centres passes through (AMB-03)', () => {
    const sc = scenario({ warriors: [{ profile: 'purifier', at: [3, 0], facing: 'N' }] });
    sc.state.board.features['4,2'] = { column: true };
    const grid = gridOf(sc.state);
    const blocks = (q: { x: number; y: number }) => sc.state.board.features[squareKey(q)]?.column === true;
    const table = sightTable(grid, sq(3, 0), 'N', { range: 8, blocks });
    // Rows top (y=7) first. The line from (3,0) to (5,4) passes the centre of (4,2): hidden.
    const at = (x: number, y: number) => table[7 - y]?.[x];
    expect(at(5, 4)).toBe('.');
    expect(at(6, 6)).toBe('.');
    // Squares whose line passes beside it stay seen.
    expect(at(3, 5)).toBe('#');
    // (7,4): the line only grazes the corner of (4,2); one blocked flank does not hide it.
    expect(at(7, 4)).toBe('#');
    expect(at(2, 4)).toBe('#');
  });

  it('HY-LOS-11 a warrior on several squares casts the union of the dead angles of each square', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'aberration', at: [3, 2], facing: 'S' },
      ],
    });
    const viewer = w(sc, sc.ids[0] as string);
    const big = w(sc, sc.ids[1] as string);
    const grid = gridOf(sc.state);
    const bigSquares = new Set(squaresOf(sc.ctx, big).map(squareKey));
    const tableWith = (obstacles: Set<string>) =>
      sightTable(grid, sq(viewer.x, viewer.y), viewer.facing, { range: 8, blocks: (q) => obstacles.has(squareKey(q)) });
    const whole = tableWith(bigSquares);
    const singles = [...bigSquares].map((k) => tableWith(new Set([k])));
    // A square is hidden by the large base exactly when one of its four squares alone hides it.
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 8; x++) {
        if (bigSquares.has(`${x},${y}`)) continue;
        const row = 7 - y;
        const hiddenByOne = singles.some((t) => t[row]?.[x] === '.');
        expect(whole[row]?.[x] === '.', `${x},${y}`).toBe(hiddenByOne);
      }
    // And the game's own sight agrees on a warrior standing in that shadow.
    const hidden = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'aberration', at: [3, 2], facing: 'S' },
        { profile: 'hybrid', at: [4, 6], facing: 'S' },
      ],
    });
    expect(sees(hidden.ctx, hidden.state, w(hidden, hidden.ids[0]!), w(hidden, hidden.ids[2]!))).toBe(false);
  });

  it('HY-FACE-09 AMB-62 "back turned to the shooter" means the shooter is in the target\'s rear quadrant', () => {
    const SHOOTER = profile('arbalist', '1x1', [{ name: 'Armour-Piercing Shot', x: 3 }], 'griffin');
    const at = (x: number, y: number) => {
      const sc = scenario({
        warriors: [
          { profile: 'arbalist', at: [x, y], facing: 'N', side: 'griffin' },
          { profile: 'hybrid', at: [4, 4], facing: 'N', dc: true },
          { profile: 'hybrid', at: [4, 6], facing: 'N' },
        ],
        profiles: [SHOOTER],
      });
      const [s, t] = sc.ids.map((id) => w(sc, id));
      if (s!.y > 4) s!.facing = 'S';
      return { sc, s: s!, t: t! };
    };
    // Target at (4,4) facing north: relative dy < 0 and |dx| <= |dy|.
    expect(backTurned(at(4, 1).sc.ctx, at(4, 1).s, at(4, 1).t)).toBe(true);
    expect(backTurned(at(6, 2).sc.ctx, at(6, 2).s, at(6, 2).t)).toBe(true);
    expect(backTurned(at(7, 2).sc.ctx, at(7, 2).s, at(7, 2).t)).toBe(false);
    expect(backTurned(at(4, 7).sc.ctx, at(4, 7).s, at(4, 7).t)).toBe(false);
    // The effect: a target in Defensive Combat is pierced only from his rear quadrant.
    const behind = at(4, 0);
    expect(pierceTargets(behind.sc.ctx, behind.sc.state, behind.s, behind.t).map((o) => o.id)).toContain(
      behind.sc.ids[2],
    );
    const side = at(1, 2);
    expect(pierceTargets(side.sc.ctx, side.sc.state, side.s, side.t)).toEqual([]);
  });

  it('HY-TERRAIN-11 pictures on a tile, and the frame of an Entry counter, change neither movement nor sight', () => {
    // '~' and '*' are drawings on the floor (blood, debris): they mean nothing to the rules.
    const drawn = OPEN_TILE.map((line, i) => (i === 6 ? '. ~ ~ * . . . .' : i === 8 ? '. . * ~ . . . .' : line));
    const plain = scenario({ warriors: [{ profile: 'purifier', at: [1, 0], facing: 'N' }] });
    const art = scenario({ warriors: [{ profile: 'purifier', at: [1, 0], facing: 'N' }], tiles: [drawn] });
    // The drawings leave no feature on their squares.
    for (const f of Object.values(art.state.board.features)) expect(f).toEqual({});
    for (const sc of [plain, art]) {
      activate(sc, sc.ids[0]!);
      play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    }
    const key = (sc: Scenario) => reach(sc, sc.ids[0]!).map((p) => `${p.x},${p.y},${p.facing}:${p.cost}`);
    expect(key(art)).toEqual(key(plain));
    // An enemy beyond an Entry counter's frame is still seen across it.
    const framed = scenario({
      warriors: [
        { profile: 'purifier', at: [2, 1], facing: 'N' },
        { profile: 'hybrid', at: [2, 5], facing: 'S' },
      ],
      mission: { entries: [{ id: 'gate', squares: [[3, 3]], covers: [[2, 3]] }] },
    });
    expect(sees(framed.ctx, framed.state, w(framed, framed.ids[0]!), w(framed, framed.ids[1]!))).toBe(true);
  });
});
