import { describe, expect, it } from 'vitest';
import { sampleContent } from '../src/content/sample.ts';
import type { Profile } from '../src/content/schema.ts';
import { fireTargets } from '../src/rules.ts';
import { placements, sees, squaresOf } from '../src/world.ts';

const sq = (x: number, y: number) => ({ x, y });
import { activate, play, rolls, scenario, tryApply, w, WALL3_TILE } from './scenario.ts';

const base = sampleContent.profiles.find((p) => p.id === 'hybrid')!;
const PUNY: Profile = { ...base, id: 'puny', name: 'Puny', aptitudes: [{ name: 'Puny' }] };
const FAST: Profile = { ...base, id: 'fast', name: 'Fast', aptitudes: [{ name: 'Velocity', x: 2 }] };

describe('firing', () => {
  it('HY-MODE-F-15 HY-MODE-F-14 a shooter who moves out of every enemy’s sight may then declare Skilled Firing (WE-50)', () => {
    const sc = scenario({
      tiles: [WALL3_TILE],
      warriors: [
        { profile: 'purifier', at: [5, 2], facing: 'N' },
        { profile: 'hybrid', at: [4, 6], facing: 'S' },
      ],
    });
    const [p, h] = sc.ids as [string, string];
    expect(sees(sc.ctx, sc.state, w(sc, p), w(sc, h))).toBe(true);
    activate(sc, p);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).not.toContainEqual({ kind: 'watch' });
    activate(sc, p);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'move', x: 1, y: 2, facing: 'N' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'watch' }],
    ]);
    expect(w(sc, p).watch).not.toBeNull();
  });

  it('HY-MODE-F-19 HY-MODE-F-16 a Skilled Firing shot that kills keeps the shooter in wait; choosing a Mode later ends it', () => {
    const sc = scenario({
      tiles: [WALL3_TILE],
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [1, 5], facing: 'E', wounds: 2 },
        { profile: 'hybrid', at: [7, 7], facing: 'W' },
      ],
    });
    const [p, h] = sc.ids as [string, string];
    w(sc, p).watch = 1;
    activate(sc, h);
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'move', x: 4, y: 5, facing: 'E' }],
      ],
      [2],
    );
    expect(w(sc, h).status).toBe('eliminated');
    expect(w(sc, p).watch).toBe(1);
    activate(sc, p);
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    expect(w(sc, p).watch).toBeNull();
  });

  it('HY-MODE-F-27 Master Firing rolls 2D10 and keeps one', () => {
    const sc = scenario({
      warriors: [
        { profile: 'ambrosius', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
      ],
    });
    const [a, h] = sc.ids as [string, string];
    activate(sc, a);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: h, level: 5 }],
      ],
      [10, 2],
    );
    expect(rolls(ev)[0]).toMatchObject({ rolls: [10, 2], kept: 2, sl: 4, result: 'success' });
  });

  it('HY-MODE-F-28 AMB-46 Heroic Firing: two shots, at two targets, both resolved in the activation', () => {
    const sc = scenario({
      warriors: [
        { profile: 'ambrosius', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
        { profile: 'hybrid', at: [5, 5], facing: 'S' },
      ],
    });
    const [a, h1, h2] = sc.ids as [string, string, string];
    const one = sc.content.actionCards.find((c) => c.points === 1)!.id;
    sc.state.sides.griffin.hand = [one];
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== one);
    activate(sc, a);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: h1, level: 6, second: h2 }],
        ['griffin', { kind: 'cards', cards: [one], shot: 1 }],
      ],
      [2, 3],
    );
    // Ambrosius NV 4: the card's point goes to one shot only.
    expect(rolls(ev).map((r) => r['sl'])).toEqual([5, 4]);
    expect([w(sc, h1).wounds, w(sc, h2).wounds]).toEqual([1, 1]);
  });

  it('HY-MODE-F-09 HY-APT-58 a Velocity/2 target gives the shooter -2 SL', () => {
    const sc = scenario({
      profiles: [FAST],
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'fast', at: [3, 4], facing: 'S' },
      ],
    });
    const [p, f] = sc.ids as [string, string];
    activate(sc, p);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: f, level: 1 }],
      ],
      [9],
    );
    expect(rolls(ev)[0]).toMatchObject({ sl: 1 });
    // A melee strike at him is not touched: the Seneschal's NV 4 as it is.
    const melee = scenario({
      profiles: [FAST],
      warriors: [
        { profile: 'seneschal', at: [3, 3], facing: 'N' },
        { profile: 'fast', at: [3, 4], facing: 'S' },
      ],
    });
    activate(melee, melee.ids[0] as string);
    const struck = play(
      melee,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: melee.ids[1] as string, level: 1 }],
      ],
      [9],
    );
    expect(rolls(struck)[0]).toMatchObject({ sl: 4 });
  });

  it('HY-MODE-F-05 HY-MODE-F-04 a friend on the line blocks the shot; an enemy in contact with a friend may be shot', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'seneschal', at: [3, 2], facing: 'N' },
        { profile: 'hybrid', at: [3, 3], facing: 'S' },
        { profile: 'hybrid', at: [3, 5], facing: 'S' },
      ],
    });
    const [p, , engaged, hidden] = sc.ids as [string, string, string, string];
    const targets = fireTargets(sc.ctx, sc.state, w(sc, p), 1).map((t) => t.id);
    expect(targets).not.toContain(hidden);
    const sc2 = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'seneschal', at: [4, 4], facing: 'W' },
        { profile: 'hybrid', at: [3, 4], facing: 'E' },
      ],
    });
    expect(fireTargets(sc2.ctx, sc2.state, w(sc2, sc2.ids[0] as string), 1).map((t) => t.id)).toEqual([sc2.ids[2]]);
    expect(engaged).not.toBe(hidden);
    // Expert Firing alone reaches past the one friend on the line.
    const sc3 = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'seneschal', at: [3, 2], facing: 'N' },
        { profile: 'hybrid', at: [3, 5], facing: 'S' },
      ],
    });
    const shooter = w(sc3, sc3.ids[0] as string);
    expect(fireTargets(sc3.ctx, sc3.state, shooter, 1)).toEqual([]);
    expect(fireTargets(sc3.ctx, sc3.state, shooter, 4).map((t) => t.id)).toEqual([sc3.ids[2]]);
  });

  it('HY-MODE-F-13 HY-FACE-08 AMB-13 levels other than Novice keep the frontal field and the no-neighbour limit', () => {
    const sc = scenario({
      warriors: [
        { profile: 'ambrosius', at: [3, 3], facing: 'N' },
        { profile: 'hybrid', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
      ],
    });
    const a = w(sc, sc.ids[0] as string);
    for (const level of [1, 4, 5, 6]) expect(fireTargets(sc.ctx, sc.state, a, level)).toEqual([]);
    expect(
      fireTargets(sc.ctx, sc.state, a, 2)
        .map((t) => t.id)
        .sort(),
    ).toEqual([sc.ids[1], sc.ids[2]].sort());
  });
});

describe('sight details', () => {
  it('HY-LOS-08 HY-APT-15 a Puny warrior hides only Puny warriors behind him', () => {
    const sc = scenario({
      profiles: [PUNY],
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'puny', at: [3, 2], facing: 'N' },
        { profile: 'hybrid', at: [3, 5], facing: 'N' },
        { profile: 'puny', at: [3, 6], facing: 'N' },
      ],
    });
    const v = w(sc, sc.ids[0] as string);
    expect(sees(sc.ctx, sc.state, v, w(sc, sc.ids[2] as string))).toBe(true);
    expect(sees(sc.ctx, sc.state, v, w(sc, sc.ids[3] as string))).toBe(false);
  });

  it('HY-LOS-14 a large target is visible when any one of its squares is', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'seneschal', at: [3, 3], facing: 'N' },
        { profile: 'aberration', at: [3, 5], facing: 'S' },
      ],
    });
    // (3,5) and (3,6) lie straight behind the Seneschal (dead); (4,5) is outside his dead angle.
    expect(sees(sc.ctx, sc.state, w(sc, sc.ids[0] as string), w(sc, sc.ids[2] as string))).toBe(true);
    // A single-square warrior on (3,5) alone is hidden.
    const small = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'seneschal', at: [3, 3], facing: 'N' },
        { profile: 'hybrid', at: [3, 5], facing: 'S' },
      ],
    });
    expect(sees(small.ctx, small.state, w(small, small.ids[0] as string), w(small, small.ids[2] as string))).toBe(
      false,
    );
  });

  it('HY-LOS-16 warriors in base contact count as seeing each other for First Contact', () => {
    const sc = scenario({
      armyHidden: true,
      warriors: [
        { profile: 'purifier', at: [3, 3], facing: 'N' },
        { profile: 'hybrid', at: [3, 2], facing: 'S' },
      ],
    });
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    expect(sc.state.firstContact).toBe(true);
  });
});

describe('doors, terrain and counters', () => {
  it('HY-DOOR-04 HY-DOOR-05 an open door may be closed for 1 MP; a passage never', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [7, 7] },
      ],
      mission: { doors: [{ id: 'gate', edges: ['3,3,N'], open: true }], edges: { '2,3,N': 'passage' } },
    });
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'door', door: 'gate' }],
    ]);
    expect(sc.state.board.doors.find((d) => d.id === 'gate')?.open).toBe(false);
    expect(sc.state.current!.mpLeft).toBe(6);
    expect(sc.state.board.doors.some((d) => d.edges.includes('2,3,N'))).toBe(false);
  });

  it('HY-DOOR-04 an open door is not closed on a warrior standing in its doorway', () => {
    // Sasia Samaris's 2x2 base stands across the single door at the north edge of (3,3), as she
    // does on her way through it (HY-DOOR-08); the Hybrid beside the door may not close it on her.
    const closing = (sasiaAt: [number, number]) => {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [2, 3], facing: 'E' },
          { profile: 'sasia-samaris', at: sasiaAt, facing: 'N', id: 'sasia' },
        ],
        mission: { doors: [{ id: 'gate', edges: ['3,3,N'], open: true }] },
      });
      activate(sc, sc.ids[0] as string);
      play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
      return { sc, squares: squaresOf(sc.ctx, w(sc, 'sasia')) };
    };
    const across = closing([3, 3]);
    expect(across.squares).toEqual(expect.arrayContaining([sq(3, 3), sq(3, 4)]));
    expect(tryApply(across.sc, 'scorpion', { kind: 'door', door: 'gate' }).ok).toBe(false);
    // Once she stands clear of it, the door closes.
    const clear = closing([5, 5]);
    expect(clear.squares.some((q) => q.x === 3)).toBe(false);
    expect(tryApply(clear.sc, 'scorpion', { kind: 'door', door: 'gate' }).ok).toBe(true);
  });

  it('HY-DOOR-06 HY-APT-12 a Puny warrior cannot open a door', () => {
    const sc = scenario({
      profiles: [PUNY],
      warriors: [
        { profile: 'puny', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [7, 7] },
      ],
      mission: { doors: [{ id: 'gate', edges: ['3,3,N'], open: false }] },
    });
    activate(sc, sc.ids[0] as string);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(tryApply(sc, 'scorpion', { kind: 'door', door: 'gate' }).ok).toBe(false);
    // The same warrior without Puny opens it.
    const plain = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [7, 7] },
      ],
      mission: { doors: [{ id: 'gate', edges: ['3,3,N'], open: false }] },
    });
    activate(plain, plain.ids[0] as string);
    play(plain, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(tryApply(plain, 'scorpion', { kind: 'door', door: 'gate' }).ok).toBe(true);
  });

  it('HY-DOOR-06 AMB-29 a Puny warrior may close an open door by default; the table option punyCanClose off forbids it', () => {
    const closer = (options: Record<string, unknown>) => {
      const sc = scenario({
        profiles: [PUNY],
        warriors: [
          { profile: 'puny', at: [3, 3], facing: 'N' },
          { profile: 'purifier', at: [7, 7] },
        ],
        mission: { doors: [{ id: 'gate', edges: ['3,3,N'], open: true }] },
        options,
      });
      activate(sc, sc.ids[0] as string);
      play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
      return sc;
    };
    const free = closer({});
    expect(free.rules.legalChoices(free.state, 'scorpion')).toContainEqual({ kind: 'door', door: 'gate' });
    play(free, [['scorpion', { kind: 'door', door: 'gate' }]]);
    expect(free.state.board.doors[0]?.open).toBe(false);
    const barred = closer({ punyCanClose: false });
    expect(barred.rules.legalChoices(barred.state, 'scorpion')).not.toContainEqual({ kind: 'door', door: 'gate' });
    expect(tryApply(barred, 'scorpion', { kind: 'door', door: 'gate' }).ok).toBe(false);
    expect(barred.state.board.doors[0]?.open).toBe(true);
  });

  it('HY-APT-13 HY-MOVE-08 AMB-29 a Puny warrior pays nothing extra for the diagonal through an open doorway, yet may not take it past an enemy behind the door', () => {
    // The Puny warrior on (3,3) under a single open door in a wall; one movement point left.
    const diagonal = (behind: string | null) => {
      const sc = scenario({
        profiles: [PUNY],
        warriors: [
          { profile: 'puny', at: [3, 3], facing: 'N' },
          { profile: 'purifier', at: [7, 7] },
          ...(behind === null ? [] : [{ profile: behind, at: [3, 4] as [number, number], facing: 'S' as const }]),
        ],
        mission: { edges: { '2,3,N': 'wall', '4,3,N': 'wall' }, doors: [{ id: 'd', edges: ['3,3,N'], open: true }] },
      });
      activate(sc, sc.ids[0] as string);
      play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
      sc.state.current!.mpLeft = 1;
      return sc.rules
        .legalChoices(sc.state, 'scorpion')
        .some((c) => c.kind === 'move' && c.x === 4 && c.y === 4 && c.facing === 'N');
    };
    expect(diagonal(null)).toBe(true);
    // A friend right behind the door does not bar it; an enemy there does: the opponent-plus-frame ban holds.
    expect(diagonal('hybrid')).toBe(true);
    expect(diagonal('purifier')).toBe(false);
  });

  it('HY-TERRAIN-06 an open passage blocks neither movement nor sight', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [3, 6], facing: 'S' },
      ],
      mission: { edges: { '3,3,N': 'passage' } },
    });
    expect(sees(sc.ctx, sc.state, w(sc, sc.ids[1] as string), w(sc, sc.ids[0] as string))).toBe(true);
    activate(sc, sc.ids[0] as string);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const list = placements(sc.ctx, sc.state, w(sc, sc.ids[0] as string), sc.state.current!).list;
    expect(list.find((q) => q.x === 3 && q.y === 4 && q.facing === 'N')?.cost).toBe(1);
  });

  it('HY-TERRAIN-04 a warrior pushed onto rockfall takes a wound', () => {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N' },
        { profile: 'seneschal', at: [3, 4], facing: 'S' },
      ],
    });
    sc.state.board.features['3,5'] = { rockfall: true };
    activate(sc, sc.ids[0] as string);
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: sc.ids[1] as string, level: 1 }],
      ],
      [2],
    );
    // 1 from the strike, 1 for the rockfall square; then pushed on to (3,6).
    expect(w(sc, sc.ids[1] as string).wounds).toBe(2);
  });

  it('HY-TRAP-11 HY-APT-59 a Velocity warrior crosses an open trapdoor as a normal square', () => {
    const sc = scenario({
      profiles: [FAST],
      warriors: [
        { profile: 'fast', at: [3, 1], facing: 'N' },
        { profile: 'purifier', at: [7, 7] },
      ],
    });
    for (let x = 0; x < 8; x++) sc.state.board.features[`${x},2`] = { trapdoor: 'open' };
    activate(sc, sc.ids[0] as string);
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 3, y: 3, facing: 'N' }],
    ]);
    expect(rolls(ev)).toHaveLength(0);
    expect(sc.state.current!.mpLeft).toBe(5);
    expect(w(sc, sc.ids[0] as string).wounds).toBe(0);
  });

  it('HY-TRAP-05 a warrior on a trapdoor when it opens takes a wound', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3] },
        { profile: 'purifier', at: [6, 6] },
      ],
      mission: { trapdoorProcedure: 'scarlet-hive' },
    });
    sc.state.board.features['3,3'] = { trapdoor: 'closed' };
    activate(sc, sc.ids[0] as string);
    sc.state.sides.griffin.sequence = [];
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'end' }],
      ],
      [1, 3, 5],
    );
    expect(w(sc, sc.ids[0] as string).wounds).toBe(1);
  });

  it('HY-OBJ-06 an ordered Objective waits for the ones before it', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3] },
        { profile: 'hybrid', at: [7, 7] },
      ],
      mission: {
        objectives: [
          { side: 'griffin', counters: [1, 2], ordered: true, eliminate: false, text: 'test' },
          { side: 'scorpion', counters: [5], ordered: false, eliminate: false, text: 'test' },
        ],
      },
    });
    sc.state.objectiveCounters['3,3'] = 2;
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).not.toContainEqual({ kind: 'objective' });
    sc.state.sides.griffin.objectivesDone = [1];
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'objective' });
  });

  it('HY-COUNTER-05 HY-COUNTER-06 a Rank 0 warrior may activate an Event counter, or end on it without doing so', () => {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 3] },
        { profile: 'purifier', at: [7, 7] },
      ],
    });
    sc.state.eventCounters['3,3'] = false;
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'event-counter' });
    play(sc, [['scorpion', { kind: 'end' }]]);
    expect(sc.state.eventCounters['3,3']).toBe(false);
  });

  it('HY-END-04 both sides completing their objectives in one check is a draw', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3] },
        { profile: 'hybrid', at: [7, 7] },
      ],
    });
    sc.state.sides.scorpion.objectivesDone = [5];
    sc.state.objectiveCounters['3,3'] = 6;
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'objective' }],
    ]);
    expect(sc.state.outcome).toMatchObject({ winners: [], draw: true });
  });

  it('HY-APT-07 a declared Combined Attack is used up without a roll when the regular strike kills', () => {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3], facing: 'N' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', wounds: 2 },
      ],
    });
    activate(sc, sc.ids[0] as string);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: sc.ids[1] as string, level: 1, combined: true }],
      ],
      [2],
    );
    expect(rolls(ev)).toHaveLength(1);
    expect(w(sc, sc.ids[0] as string).combinedUsed).toBe(1);
  });

  it('HY-CARD-ACTION-05 no Action card is drawn for a death the opponent did not cause', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 4], wounds: 2 },
        { profile: 'purifier', at: [7, 7] },
      ],
    });
    sc.state.eventCounters['3,4'] = true;
    activate(sc, sc.ids[0] as string);
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'event-counter' }],
      ],
      [9],
    );
    expect(w(sc, sc.ids[0] as string).status).toBe('eliminated');
    expect(sc.state.sides.scorpion.hand).toHaveLength(0);
  });

  it('HY-CARD-ACTION-06 HY-CARD-EVENT-13 empty decks give no cards and are not reshuffled', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3] },
        { profile: 'purifier', at: [3, 4], facing: 'S', wounds: 2 },
      ],
    });
    sc.state.actionDiscard.push(...sc.state.actionDeck);
    sc.state.actionDeck = [];
    activate(sc, sc.ids[0] as string);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: sc.ids[1] as string, level: 1 }],
      ],
      [2],
    );
    expect(ev.some((x) => x.type === 'hybrid/action-deck-empty')).toBe(true);
    expect(sc.state.sides.griffin.hand).toHaveLength(0);
    const sc2 = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 4] },
        { profile: 'purifier', at: [7, 7] },
      ],
    });
    sc2.state.eventCounters['3,4'] = false;
    sc2.state.eventDiscard.push(...sc2.state.eventDeck);
    sc2.state.eventDeck = [];
    activate(sc2, sc2.ids[0] as string);
    const ev2 = play(sc2, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'event-counter' }],
    ]);
    expect(ev2.some((x) => x.type === 'hybrid/event-deck-empty')).toBe(true);
  });

  it('HY-CARD-EVENT-05 HY-TRAP-05 the Interruption card Floor Gives Way (sample) drops every closed trapdoor open when drawn: a warrior standing on one takes a wound, one standing beside none does not', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 4] },
        { profile: 'purifier', at: [7, 7] },
        { profile: 'purifier', at: [0, 7] },
      ],
    });
    const [hybrid, onTrap, elsewhere] = sc.ids as [string, string, string];
    sc.state.board.features['7,7'] = { trapdoor: 'closed' };
    sc.state.board.features['1,1'] = { trapdoor: 'closed' };
    sc.state.board.features['5,1'] = { trapdoor: 'open' };
    const floor = sc.content.eventCards.find((c) => c.effect === 'open-trapdoors')!;
    expect(floor.type).toBe('interruption');
    sc.state.eventDeck = [floor.id, ...sc.state.eventDeck.filter((c) => c !== floor.id)];
    sc.state.eventCounters['3,4'] = false;
    activate(sc, hybrid);
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'event-counter' }],
    ]);
    expect(ev.find((e) => e.type === 'hybrid/event-played')).toMatchObject({
      card: floor.id,
      rule: 'HY-CARD-EVENT-05',
    });
    expect(['7,7', '1,1', '5,1'].map((k) => sc.state.board.features[k]?.trapdoor)).toEqual(['open', 'open', 'open']);
    expect(w(sc, onTrap).wounds).toBe(1);
    expect(ev.filter((e) => e.rule === 'HY-TRAP-05').length).toBeGreaterThan(0);
    expect(w(sc, elsewhere).wounds).toBe(0);
    expect(w(sc, hybrid).wounds).toBe(0);
    // Played at once, never held: it goes to the discard.
    expect(sc.state.sides.scorpion.eventHand).not.toContain(floor.id);
    expect(sc.state.eventDiscard).toContain(floor.id);
  });

  it('HY-CARD-ARMY-07 HY-CARD-ARMY-06 AMB-26 a warrior killed before First Contact (a trapdoor dropped open under him) reveals no Army card by default; under firstBloodBeforeContact triggerBoth it reveals both', () => {
    const fall = (options: Record<string, unknown>) => {
      const sc = scenario({
        armyHidden: true,
        warriors: [
          { profile: 'hybrid', at: [3, 4] },
          { profile: 'purifier', at: [7, 7], wounds: 2 },
        ],
        options,
      });
      sc.state.board.features['7,7'] = { trapdoor: 'closed' };
      const floor = sc.content.eventCards.find((c) => c.effect === 'open-trapdoors')!.id;
      sc.state.eventDeck = [floor, ...sc.state.eventDeck.filter((c) => c !== floor)];
      sc.state.eventCounters['3,4'] = false;
      activate(sc, sc.ids[0] as string);
      const ev = play(sc, [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'event-counter' }],
      ]);
      expect(w(sc, sc.ids[1] as string).status).toBe('eliminated');
      const revealed = ev.filter((e) => e.type === 'hybrid/army-card').map((e) => [e['seat'], e['when']]);
      return { sc, revealed };
    };
    const plain = fall({});
    expect(plain.revealed).toEqual([]);
    expect([plain.sc.state.firstContact, plain.sc.state.firstBlood]).toEqual([false, false]);
    const both = fall({ firstBloodBeforeContact: 'triggerBoth' });
    expect([both.sc.state.firstContact, both.sc.state.firstBlood]).toEqual([true, true]);
    const sides = (['griffin', 'scorpion'] as const).filter((x) => both.sc.state.sides[x].army.length >= 2);
    expect(sides.length).toBeGreaterThan(0);
    for (const side of sides) {
      expect(both.revealed).toContainEqual([side, 'first-contact']);
      expect(both.revealed).toContainEqual([side, 'first-blood']);
      expect(both.sc.state.sides[side].armyRevealed).toBe(2);
    }
  });

  it('HY-CARD-EVENT-05 HY-CARD-EVENT-06 an Interruption card is played when drawn; a Reserve card is kept and played on a target later', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 4], wounds: 1 },
        { profile: 'purifier', at: [7, 7] },
      ],
      mission: { doors: [{ id: 'gate', edges: ['5,5,N'], open: true }] },
    });
    const lockdown = sc.content.eventCards.find((c) => c.effect === 'close-doors')!.id;
    const heal = sc.content.eventCards.find((c) => c.effect === 'heal' && c.type === 'reserve')!.id;
    sc.state.eventDeck = [lockdown, ...sc.state.eventDeck.filter((c) => c !== lockdown)];
    sc.state.eventCounters['3,4'] = false;
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'event-counter' }],
    ]);
    expect(sc.state.board.doors.find((d) => d.id === 'gate')?.open).toBe(false);
    expect(sc.state.eventDiscard).toContain(lockdown);
    sc.state.sides.scorpion.eventHand = [heal];
    sc.state.eventDeck = sc.state.eventDeck.filter((c) => c !== heal);
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'play-event', card: heal, target: sc.ids[0] as string }],
    ]);
    expect(w(sc, sc.ids[0] as string).wounds).toBe(0);
  });
});
