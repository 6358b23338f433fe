import { describe, expect, it } from 'vitest';
import { sampleContent } from '../src/content/sample.ts';
import { placements, movementNow, modeValue } from '../src/world.ts';
import { activate, play, scenario, tryApply, w, type Placed, type ScenarioOptions } from './scenario.ts';

/** Movement costs from a position: the mover is the first warrior, in the given Mode. */
function costs(
  warriors: Placed[],
  opts: { mode?: 'OC' | 'MV'; level?: number; freeTurnUsed?: boolean; extra?: Partial<ScenarioOptions> } = {},
) {
  const sc = scenario({ warriors, ...opts.extra });
  const id = sc.ids[0] as string;
  const seat = w(sc, id).side;
  activate(sc, id);
  play(sc, [[seat, { kind: 'mode', mode: opts.mode ?? 'OC', ...(opts.level ? { level: opts.level } : {}) }]]);
  const act = sc.state.current!;
  if (opts.freeTurnUsed) act.freeTurnUsed = true;
  const list = placements(sc.ctx, sc.state, w(sc, id), act).list;
  const cost = (x: number, y: number, f: 'N' | 'E' | 'S' | 'W'): number | undefined =>
    list.find((p) => p.x === x && p.y === y && p.facing === f)?.cost;
  return { sc, id, seat, cost, act };
}

const hybridAt = (x: number, y: number, facing: 'N' | 'E' | 'S' | 'W' = 'N'): Placed => ({
  profile: 'hybrid',
  at: [x, y],
  facing,
});

describe('movement costs', () => {
  it('HY-MOVE-03 HY-MOVE-04 a step straight ahead or forward-diagonal costs 1', () => {
    const { cost } = costs([hybridAt(3, 3)]);
    expect(cost(3, 4, 'N')).toBe(1);
    expect(cost(4, 4, 'N')).toBe(1);
    expect(cost(2, 4, 'N')).toBe(1);
    expect(cost(3, 6, 'N')).toBe(3);
  });

  it('HY-MOVE-12 a side-step costs two points per square', () => {
    // With the free turn spent, turning away and back (3) is dearer than the side-step (2).
    const { cost } = costs([hybridAt(3, 3)], { freeTurnUsed: true });
    expect(cost(4, 3, 'N')).toBe(2);
    expect(cost(2, 3, 'N')).toBe(2);
  });

  it('HY-MOVE-13 HY-MOVE-14 retreating or stepping back diagonally costs 2', () => {
    const { cost } = costs([hybridAt(3, 3)], { freeTurnUsed: true });
    expect(cost(3, 2, 'N')).toBe(2);
    expect(cost(2, 2, 'N')).toBe(2);
    expect(cost(4, 2, 'N')).toBe(2);
  });

  it('HY-MOVE-10 the first quarter turn is free, later ones cost 1', () => {
    expect(costs([hybridAt(3, 3)]).cost(3, 3, 'E')).toBe(0);
    expect(costs([hybridAt(3, 3)], { freeTurnUsed: true }).cost(3, 3, 'E')).toBe(1);
    // Free turn east, one step, then a paid turn north: 2.
    expect(costs([hybridAt(3, 3)]).cost(4, 3, 'N')).toBe(2);
  });

  it('HY-MOVE-11 AMB-04 an about-face costs 1 and does not use the free turn; then 4 squares remain of 5 (WE-15)', () => {
    const { cost, sc, id, act } = costs([hybridAt(3, 7)]);
    expect(cost(3, 7, 'S')).toBe(1);
    expect(costs([hybridAt(3, 3)], { freeTurnUsed: true }).cost(3, 3, 'S')).toBe(1);
    // About-face, then a free quarter turn: still 1 in all.
    expect(cost(3, 7, 'W')).toBe(0);
    act.mpLeft = 5;
    const five = placements(sc.ctx, sc.state, w(sc, id), act).list;
    expect(five.find((p) => p.x === 3 && p.y === 3 && p.facing === 'S')?.cost).toBe(5);
    expect(five.some((p) => p.x === 3 && p.y === 2)).toBe(false);
  });

  it('HY-MOVE-11 AMB-04 under the quarterTurns option an about-face after the free turn costs 2', () => {
    const { cost } = costs([hybridAt(3, 3)], { freeTurnUsed: true, extra: { options: { turnModel: 'quarterTurns' } } });
    expect(cost(3, 3, 'S')).toBe(2);
  });

  it('HY-MOVE-05 a diagonal step past a wall corner costs 2', () => {
    expect(costs([hybridAt(3, 3)], { extra: { mission: { edges: { '3,3,E': 'wall' } } } }).cost(4, 4, 'N')).toBe(2);
  });

  it('HY-MOVE-09 HY-MOVE-21 a diagonal step across a wall line is forbidden, and walls cannot be crossed', () => {
    const { cost } = costs([hybridAt(3, 3)], { extra: { mission: { edges: { '3,3,E': 'wall', '3,4,E': 'wall' } } } });
    // Not the 1-point diagonal: round the wall's end, e.g. back 2, a diagonal past its corner 2, on 1.
    expect(cost(4, 4, 'N')).toBe(5);
    // Not the 1-point step through the wall: a diagonal past its end 2, then a side-step back 2.
    expect(costs([hybridAt(3, 3)], { extra: { mission: { edges: { '3,3,N': 'wall' } } } }).cost(3, 4, 'N')).toBe(4);
  });

  it('HY-MOVE-05 HY-MOVE-06 a model beside the diagonal adds 1, but not a friend free of enemies', () => {
    const enemy = costs([hybridAt(3, 3), { profile: 'purifier', at: [4, 3], facing: 'W' }]);
    expect(enemy.cost(4, 4, 'N')).toBe(2);
    const friend = costs([hybridAt(3, 3), { profile: 'pest-of-flesh', at: [4, 3], facing: 'N' }]);
    expect(friend.cost(4, 4, 'N')).toBe(1);
  });

  it('HY-MOVE-08 HY-MODE-MV-07 an opponent and a wall corner on one diagonal forbid it, except in Novice Move', () => {
    const warriors = [hybridAt(3, 3), { profile: 'purifier', at: [4, 3], facing: 'S' } as Placed];
    const edges = { mission: { edges: { '3,3,N': 'wall' as const } } };
    const oc = costs(warriors, { extra: edges });
    // Not the 2-point diagonal: only the long way round.
    expect(oc.cost(4, 4, 'N')).toBe(5);
    const novice = costs(warriors, { mode: 'MV', level: 2, extra: edges });
    expect(novice.cost(4, 4, 'N')).toBe(2);
  });

  it('HY-MOVE-17 HY-MOVE-19 HY-GEN-16 a warrior passes through a friend at normal cost but cannot stop on him', () => {
    const { cost } = costs([hybridAt(3, 2), { profile: 'pest-of-flesh', at: [3, 3], facing: 'N' }]);
    expect(cost(3, 4, 'N')).toBe(2);
    expect(cost(3, 3, 'N')).toBeUndefined();
  });

  // A one-square corridor at (3,3): walls on both its sides.
  const corridor = { mission: { edges: { '2,3,E': 'wall' as const, '3,3,E': 'wall' as const } } };

  it('HY-MOVE-18 no passing through friends for a warrior who started in contact with an opponent', () => {
    const friend: Placed = { profile: 'pest-of-flesh', at: [3, 3], facing: 'N' };
    // Not in contact: straight through the friend in the corridor, 2.
    expect(costs([hybridAt(3, 2), friend], { extra: corridor }).cost(3, 4, 'N')).toBe(2);
    // In contact with a Purifier behind him: round the corridor's walls, two diagonals past corners (4).
    const enemy: Placed = { profile: 'purifier', at: [3, 1], facing: 'N' };
    expect(costs([hybridAt(3, 2), friend, enemy], { extra: corridor }).cost(3, 4, 'N')).toBe(4);
  });

  it('HY-MOVE-20 AMB-01 HY-MODE-MV-05 HY-MODE-MV-06 only Novice Move crosses an enemy square, never one in DC, and never stops there', () => {
    const walls = {
      mission: {
        edges: {
          '2,2,E': 'wall' as const,
          '3,2,E': 'wall' as const,
          '2,3,E': 'wall' as const,
          '3,3,E': 'wall' as const,
          '2,4,E': 'wall' as const,
          '3,4,E': 'wall' as const,
        },
      },
    };
    const enemy: Placed = { profile: 'purifier', at: [3, 3], facing: 'S' };
    // Around the walled corridor: a diagonal past the wall's end (2), then 1 + 1 + 1 + 1 = 6.
    expect(costs([hybridAt(3, 1), enemy], { extra: walls }).cost(3, 6, 'N')).toBe(6);
    const novice = costs([hybridAt(3, 1), enemy], { mode: 'MV', level: 2, extra: walls });
    expect(novice.cost(3, 6, 'N')).toBe(5);
    expect(novice.cost(3, 3, 'N')).toBeUndefined();
    // Basic Move (level 1) goes round him like any other mover: the crossing is Novice Move's (AMB-01).
    expect(costs([hybridAt(3, 1), enemy], { mode: 'MV', level: 1, extra: walls }).cost(3, 6, 'N')).toBe(6);
    const dc: Placed = { ...enemy, dc: true };
    expect(costs([hybridAt(3, 1), dc], { mode: 'MV', level: 2, extra: walls }).cost(3, 6, 'N')).toBe(6);
  });

  it('HY-TERRAIN-01 a column blocks movement like a wall', () => {
    const sc = costs([hybridAt(3, 3)], { freeTurnUsed: true });
    expect(sc.cost(3, 5, 'N')).toBe(2);
    const col = scenario({ warriors: [hybridAt(3, 3)] });
    col.state.board.features['3,4'] = { column: true };
    activate(col, col.ids[0] as string);
    play(col, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const list = placements(col.ctx, col.state, w(col, col.ids[0] as string), col.state.current!).list;
    expect(list.some((p) => p.x === 3 && p.y === 4)).toBe(false);
    // Round it by two diagonals, each +1 for passing the column.
    expect(list.find((p) => p.x === 3 && p.y === 5 && p.facing === 'N')?.cost).toBe(4);
  });

  it('HY-TERRAIN-02 HY-TERRAIN-03 entering rockfall costs 1 more, and only a Titan may stop on it', () => {
    const sc = scenario({ warriors: [hybridAt(3, 3)] });
    for (let x = 0; x < 8; x++) sc.state.board.features[`${x},4`] = { rockfall: true };
    activate(sc, sc.ids[0] as string);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const list = placements(sc.ctx, sc.state, w(sc, sc.ids[0] as string), sc.state.current!).list;
    expect(list.some((p) => p.x === 3 && p.y === 4)).toBe(false);
    expect(list.find((p) => p.x === 3 && p.y === 5 && p.facing === 'N')?.cost).toBe(3);
  });

  it('HY-TERRAIN-03 HY-APT-52 a Titan may end on rockfall, at the plain cost', () => {
    const hybrid = sampleContent.profiles.find((p) => p.id === 'hybrid')!;
    const sc = scenario({
      profiles: [{ ...hybrid, id: 'titan', aptitudes: [{ name: 'Titan' }] }],
      warriors: [{ profile: 'titan', at: [3, 3], facing: 'N' }],
    });
    for (let x = 0; x < 8; x++) sc.state.board.features[`${x},4`] = { rockfall: true };
    activate(sc, sc.ids[0] as string);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const list = placements(sc.ctx, sc.state, w(sc, sc.ids[0] as string), sc.state.current!).list;
    expect(list.find((p) => p.x === 3 && p.y === 4 && p.facing === 'N')?.cost).toBe(1);
    expect(list.find((p) => p.x === 3 && p.y === 5 && p.facing === 'N')?.cost).toBe(2);
  });

  it('HY-MOVE-24 HY-MODE-MV-04 the allowance is current Movement, plus 2 in Basic Move', () => {
    expect(costs([hybridAt(3, 3)]).act.mpLeft).toBe(7);
    expect(costs([hybridAt(3, 3)], { mode: 'MV', level: 1 }).act.mpLeft).toBe(9);
  });

  it('HY-WOUND-02 HY-WOUND-06 Movement 7 falls to 5 with 2 wounds and comes back to 6 with one healed (WE-14)', () => {
    const sc = scenario({ warriors: [{ ...hybridAt(3, 3), wounds: 2 }] });
    const h = w(sc, sc.ids[0] as string);
    expect(movementNow(sc.ctx, h)).toBe(5);
    h.wounds = 1;
    expect(movementNow(sc.ctx, h)).toBe(6);
  });

  it('HY-WOUND-03 Mode values fall with wounds but never below 1; a "-" Mode stays unavailable', () => {
    const sc = scenario({ warriors: [{ profile: 'hybrid', at: [3, 3], wounds: 2 }] });
    const h = w(sc, sc.ids[0] as string);
    expect(modeValue(sc.ctx, h, 'OC')).toBe(2);
    expect(modeValue(sc.ctx, h, 'DC')).toBe(1);
    expect(modeValue(sc.ctx, h, 'F')).toBeNull();
  });

  it('HY-MOVE-26 HY-MODE-MV-08 a Skilled Move victim cannot move for the rest of the round', () => {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 1], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
    });
    const [pest, pur] = sc.ids as [string, string];
    activate(sc, pest);
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 3 }],
      ['scorpion', { kind: 'move', x: 3, y: 3, facing: 'N' }],
    ]);
    expect(ev.some((e) => e.type === 'hybrid/pinned' && e['warrior'] === pur)).toBe(true);
    expect(w(sc, pur).blocked).toBe('skilled');
    activate(sc, pur);
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'move')).toBe(false);
    expect(tryApply(sc, 'griffin', { kind: 'move', x: 3, y: 5, facing: 'N' }).ok).toBe(false);
  });
});

describe('doors', () => {
  const doorMission = {
    mission: {
      edges: Object.fromEntries([0, 1, 2, 4, 5, 6, 7].map((x) => [`${x},3,N`, 'wall' as const])),
      doors: [{ id: 'gate', edges: ['3,3,N'], open: false }],
    },
  };

  it('HY-DOOR-01 a closed door blocks movement', () => {
    const sc = scenario({ warriors: [hybridAt(3, 3)], ...doorMission });
    activate(sc, sc.ids[0] as string);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const list = placements(sc.ctx, sc.state, w(sc, sc.ids[0] as string), sc.state.current!).list;
    expect(list.some((p) => p.x === 3 && p.y === 4)).toBe(false);
  });

  it('HY-DOOR-02 HY-DOOR-03 opening a door costs 1 MP and opens the way', () => {
    const sc = scenario({ warriors: [hybridAt(3, 3)], ...doorMission });
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'door', door: 'gate' }],
    ]);
    expect(sc.state.current!.mpLeft).toBe(6);
    expect(sc.state.board.doors.find((d) => d.id === 'gate')?.open).toBe(true);
    play(sc, [['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }]]);
    expect([w(sc, sc.ids[0] as string).x, w(sc, sc.ids[0] as string).y]).toEqual([3, 4]);
  });

  it('HY-MODE-MV-03 in Moving Mode a door costs nothing', () => {
    const sc = scenario({ warriors: [hybridAt(3, 3)], ...doorMission });
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 2 }],
      ['scorpion', { kind: 'door', door: 'gate' }],
    ]);
    expect(sc.state.current!.mpLeft).toBe(7);
  });

  it('HY-FACE-07 a door on the warrior’s rear side cannot be opened', () => {
    const offered = (facing: 'N' | 'E' | 'S') => {
      const sc = scenario({ warriors: [hybridAt(3, 3, facing)], ...doorMission });
      activate(sc, sc.ids[0] as string);
      play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
      return sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'door' && c.door === 'gate');
    };
    // The door on his front or his side: yes; behind him: no.
    expect([offered('N'), offered('E'), offered('S')]).toEqual([true, true, false]);
  });

  it('HY-MISSION-09 HY-DOOR-11 in the Prison, Ambrosius opening his cell door unlocks every door; another warrior opening it unlocks none', () => {
    // The cell door is on the north edge of whichever warrior works it; the block door stays locked.
    const opened = (profile: string) => {
      const sc = scenario({
        warriors: [{ profile, at: [3, 3], facing: 'N' }],
        mission: {
          doors: [
            { id: 'cell', edges: ['3,3,N'], open: false },
            { id: 'block', edges: ['5,5,N'], open: false, locked: true },
          ],
          unlockAllDoor: 'cell',
          unlockAllBy: 'ambrosius',
        },
      });
      const id = sc.ids[0] as string;
      activate(sc, id);
      const seat = w(sc, id).side;
      const ev = play(sc, [
        [seat, { kind: 'mode', mode: 'OC' }],
        [seat, { kind: 'door', door: 'cell' }],
      ]);
      const door = (d: string) => sc.state.board.doors.find((x) => x.id === d)!;
      return {
        cellOpen: door('cell').open,
        blockLocked: door('block').locked,
        unlocked: ev.some((e) => e.type === 'hybrid/doors-unlocked'),
      };
    };
    expect(opened('hybrid')).toEqual({ cellOpen: true, blockLocked: true, unlocked: false });
    expect(opened('purifier')).toEqual({ cellOpen: true, blockLocked: true, unlocked: false });
    expect(opened('ambrosius')).toEqual({ cellOpen: true, blockLocked: false, unlocked: true });
  });

  it('HY-MISSION-09 the sample Prison names Ambrosius as the one whose opening of the cell unlocks the doors', () => {
    const prison = sampleContent.missions.find((m) => m.id === 'heresiarchs-prison')!;
    expect([prison.unlockAllDoor, prison.unlockAllBy]).toEqual(['cell', 'ambrosius']);
    expect(prison.armies['griffin']).toContain('ambrosius');
  });
});
