import { Rational, type OptionValue } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { sampleContent } from '../src/content/sample.ts';
import type { Profile } from '../src/content/schema.ts';
import { hybridOptions } from '../src/index.ts';
import { checkArmy } from '../src/rules.ts';
import { makeCtx } from '../src/world.ts';
import { activate, play, rolls, scenario, w } from './scenario.ts';

// Defaults of the ambiguity table (AMB-nn) that no other test pins down exactly, each played with
// loaded dice on a small position.
//
// Profiles (sample content): Aberration 2x2, OC 5, Brutish Strength/2. Seneschal NV 4. Hybrid NV 3,
// OC 4, Fused Weapons +2 OC. Purifier NV 3, F 4.

/** The table's defaults, with `over` laid on top. */
function optionsWith(over: Record<string, OptionValue> = {}): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const spec of hybridOptions) out[spec.id] = spec.default;
  return { ...out, ...over };
}

describe('AMB-20 an odd Rank 0 warrior in the Rank Total (HY-MISSION-01)', () => {
  // Aberration (Rank 3), three Hybrids (Rank 1) and one Pest of Flesh (Rank 0): 3 + 3 + 1/2.
  const army = ['aberration', 'hybrid', 'hybrid', 'hybrid', 'pest-of-flesh'];
  const mission = { ...sampleContent.missions[0]!, rankTotal: 6, maxWarriors: 8 };

  it('AMB-20 HY-MISSION-01 rank0Rounding: by default the lone half counts as 1, so 6 1/2 is over a limit of 6; rounding down lets the army in', () => {
    const byDefault = checkArmy(makeCtx(sampleContent, optionsWith()), mission, 'scorpion', army);
    expect(byDefault.ok ? null : byDefault.error.code).toBe('setup/rank-total');
    expect(
      checkArmy(makeCtx(sampleContent, optionsWith({ rank0Rounding: 'down' })), mission, 'scorpion', army).ok,
    ).toBe(true);
    // A limit of 7 takes the army under either reading.
    expect(checkArmy(makeCtx(sampleContent, optionsWith()), { ...mission, rankTotal: 7 }, 'scorpion', army).ok).toBe(
      true,
    );
  });
});

describe('AMB-45 a mission with no round limit (HY-END-05, HY-MISSION-03)', () => {
  it('AMB-45 HY-MISSION-03 defaultRoundLimit: a mission that sets no limit is played over 10 rounds by default, over the option’s number otherwise; a mission’s own limit stands', () => {
    const limit = (roundLimit: number | null, options: Record<string, unknown> = {}) =>
      scenario({ warriors: [], mission: { roundLimit }, options }).state.roundLimit;
    expect(limit(null)).toBe(10);
    expect(limit(null, { defaultRoundLimit: 4 })).toBe(4);
    expect(limit(8)).toBe(8);
    expect(limit(8, { defaultRoundLimit: 4 })).toBe(8);
  });
});

describe('AMB-22 the Brutish Strength push (HY-APT-26, HY-APT-28)', () => {
  /**
   * The Aberration strikes the Seneschal in front of him at level 1 and rolls a 2 (a hit, one
   * wound); the Seneschal is then pushed 2 squares north.
   */
  function push(
    at: readonly [number, number],
    setUp: (sc: ReturnType<typeof scenario>) => void = () => {},
    edges = {},
  ) {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [at[0], at[1] - 2], facing: 'N', id: 'ab' },
        { profile: 'seneschal', at, facing: 'S', id: 'sen' },
      ],
      mission: { edges },
    });
    setUp(sc);
    activate(sc, 'ab');
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 'sen', level: 1 }],
      ],
      [2],
    );
    return { sc, ev, sen: w(sc, 'sen') };
  }

  it('AMB-22 HY-APT-28 HY-TERRAIN-04 rockfall on the push path is crossed: 1 wound for each rockfall square entered, and the victim may be left on rockfall', () => {
    const { sc, sen } = push([3, 4], (s) => {
      s.state.board.features['3,5'] = { rockfall: true };
      s.state.board.features['3,6'] = { rockfall: true };
    });
    // 1 from the strike and 1 for each of the two rockfall squares; he ends on the second.
    expect(sen.wounds).toBe(3);
    expect([sen.x, sen.y]).toEqual([3, 6]);
    expect(sc.state.board.features['3,6']?.rockfall).toBe(true);
  });

  it('AMB-22 HY-APT-26 the edge of the board stops the push as a wall: 1 wound for the square he could not travel', () => {
    // The open test board is 8 squares high: from (3,6) he is pushed to (3,7) and no further.
    const { sen } = push([3, 6]);
    expect([sen.x, sen.y]).toEqual([3, 7]);
    expect(sen.wounds).toBe(2);
  });

  it('AMB-22 HY-APT-26 a closed door stops the push as a wall: he stays put with 1 wound for each square not travelled', () => {
    const shut = push([3, 4], () => {}, { '3,4,N': 'door-closed' });
    expect([shut.sen.x, shut.sen.y]).toEqual([3, 4]);
    expect(shut.sen.wounds).toBe(3);
    // Through an open door he is pushed the whole way, with the strike's wound only.
    const open = push([3, 4], () => {}, { '3,4,N': 'door-open' });
    expect([open.sen.x, open.sen.y]).toEqual([3, 6]);
    expect(open.sen.wounds).toBe(1);
  });
});

describe('AMB-24 the second target of an Armour-Piercing Shot (HY-APT-48)', () => {
  const MARKSMAN: Profile = {
    id: 'marksman',
    name: 'Marksman',
    side: 'griffin',
    nv: 4,
    oc: 2,
    dc: 2,
    f: 4,
    mv: 3,
    movement: 6,
    rank: 1,
    base: '1x1',
    equipment: [],
    aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }],
    source: 'sample',
  };

  it('AMB-24 HY-APT-48 any warrior within 2 of the first target may be the second, a friend of the shooter included, but none nearer the shooter than the first target', () => {
    const sc = scenario({
      profiles: [MARKSMAN],
      warriors: [
        { profile: 'marksman', at: [3, 0], facing: 'N', id: 'm' },
        { profile: 'hybrid', at: [3, 3], facing: 'S', id: 'first' },
        // A friend of the shooter two squares behind the first target.
        { profile: 'purifier', at: [3, 5], facing: 'S', id: 'friend' },
        // Beside the first target, as far from the shooter (Chebyshev 3).
        { profile: 'hybrid', at: [4, 3], facing: 'S', id: 'beside' },
        // Within 2 of the first target but nearer the shooter (Chebyshev 2).
        { profile: 'hybrid', at: [2, 2], facing: 'S', id: 'nearer' },
      ],
    });
    activate(sc, 'm');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    const second = sc.rules
      .legalChoices(sc.state, 'griffin')
      .flatMap((c) => (c.kind === 'fire' && c.target === 'first' && c.level === 1 && c.pierce ? [c.pierce] : []))
      .sort();
    expect(second).toEqual(['beside', 'friend']);
    // The bullet goes on into the friend: the hit first target, then the friend, each 1 wound.
    const ev = play(sc, [['griffin', { kind: 'fire', target: 'first', level: 1, pierce: 'friend' }]], [2, 3]);
    expect(rolls(ev).map((r) => r['sl'])).toEqual([4, 4]);
    expect([w(sc, 'first').wounds, w(sc, 'friend').wounds]).toEqual([1, 1]);
  });
});

describe('AMB-15 a Skilled Move victim (HY-MODE-MV-08, HY-FACE-04)', () => {
  it('AMB-15 HY-MODE-MV-08 HY-FACE-04 a warrior pinned by Skilled Move cannot move but still turns for free to strike an enemy at his side', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [4, 3], facing: 'W', id: 'p' },
      ],
    });
    w(sc, 'h').blocked = 'skilled';
    activate(sc, 'h');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(sc.state.current?.mpLeft).toBe(0);
    expect(sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'move')).toBe(false);
    play(
      sc,
      [
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 'p', level: 1 }],
      ],
      [2],
    );
    expect(w(sc, 'h').facing).toBe('E');
    expect([w(sc, 'h').x, w(sc, 'h').y]).toEqual([3, 3]);
    expect(w(sc, 'p').wounds).toBe(1);
  });
});

describe('AMB-05 a backward-diagonal step (HY-MOVE-14)', () => {
  it('AMB-05 HY-MOVE-14 HY-MOVE-05 a backward-diagonal step past a wall corner pays the retreat’s 2 and the surcharge: 3, facing unchanged', () => {
    const costOf = (edges: Record<string, 'wall'>) => {
      const sc = scenario({ warriors: [{ profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' }], mission: { edges } });
      activate(sc, 'h');
      play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
      // With the free turn gone, turning round to step forward costs more than stepping back.
      sc.state.current!.freeTurnUsed = true;
      return sc.rules
        .legalChoices(sc.state, 'scorpion')
        .find((c) => c.kind === 'move' && c.x === 2 && c.y === 2 && c.facing === 'N');
    };
    // The wall between (2,3) and (3,3) ends at the corner the step passes.
    expect(costOf({ '2,3,E': 'wall' })).toMatchObject({ cost: 3 });
    expect(costOf({})).toMatchObject({ cost: 2 });
  });
});

describe('WE-39 the Heresiarch’s Prison rockfall roll (HY-MISSION-11)', () => {
  /** A round closes on one tile whose square (5,5) rocks may land on; the rockfall dice follow. */
  function roundWith(rockfall: number[]) {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [6, 6] },
      ],
      mission: { rockfallProcedure: true },
    });
    sc.state.board.features['5,5'] = { rockLanding: true };
    activate(sc, sc.ids[0] as string);
    sc.state.sides.griffin.sequence = [];
    // Activation Roll 3 / 5, then the rockfall dice.
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'end' }],
      ],
      [3, 5, ...rockfall],
    );
    return {
      dice: ev.filter((e) => e.type === 'hybrid/rockfall-roll').map((e) => e['roll']),
      fell: sc.state.board.features['5,5']?.rockfall === true,
    };
  }

  it('HY-MISSION-11 WE-39 a 10 drops nothing and ends the roll; 8 and 9 roll again, so tile 1 and nothing each come 1 time in 8', () => {
    expect(roundWith([10, 1])).toEqual({ dice: [10], fell: false });
    // Every first face, a 1 behind it for the faces that roll again.
    const outcomes = Array.from({ length: 10 }, (_, i) => roundWith([i + 1, 1]));
    const again = outcomes.filter((o) => o.dice.length === 2);
    expect(again.map((o) => o.dice[0])).toEqual([8, 9]);
    // The faces that settle it are equally likely: each outcome's share among them.
    const settled = outcomes.filter((o) => o.dice.length === 1);
    const share = (keep: (o: { dice: unknown[]; fell: boolean }) => boolean) =>
      Rational.of(settled.filter(keep).length, settled.length);
    expect(share((o) => o.fell)).toEqual(Rational.of(1, 8));
    expect(share((o) => o.dice[0] === 10)).toEqual(Rational.of(1, 8));
    expect(share((o) => o.dice[0] === 10 && o.fell)).toEqual(Rational.of(0, 1));
  });
});

describe('AMB-43 the squares from which a door is reached (HY-DOOR-02)', () => {
  it('AMB-43 HY-DOOR-02 doorReach: by default a warrior beside the end of a closed door along its wall may open it; under "touch" only the two squares it separates', () => {
    const offered = (at: readonly [number, number], options: Record<string, OptionValue> = {}) => {
      const sc = scenario({
        warriors: [{ profile: 'hybrid', at, facing: 'N', id: 'h' }],
        mission: { doors: [{ id: 'd', edges: ['3,3,N'], open: false }] },
        options,
      });
      activate(sc, 'h');
      play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
      return sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'door' && c.door === 'd');
    };
    // (3,3) touches the door; (2,3) touches only its west end.
    expect(offered([3, 3])).toBe(true);
    expect(offered([2, 3])).toBe(true);
    expect(offered([3, 3], { doorReach: 'touch' })).toBe(true);
    expect(offered([2, 3], { doorReach: 'touch' })).toBe(false);
    // Two squares along the wall is out of reach under both.
    expect(offered([1, 3])).toBe(false);
  });
});

describe('AMB-41 rockfall against a target of several squares (HY-MODE-F-08)', () => {
  /**
   * The Purifier at (3,0) facing north fires at level 1 at the Aberration on (3..4, 5..6), a rock
   * at `rockAt`; the Success Level of his roll. A column at (4,3) hides every square of the
   * Aberration but (3,5), whose line crosses (3,3); the lines to the hidden squares do not.
   */
  function shot(rockAt: string) {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'pur' },
        { profile: 'aberration', at: [3, 5], facing: 'S', id: 'ab' },
      ],
    });
    sc.state.board.features['4,3'] = { column: true };
    sc.state.board.features[rockAt] = { rockfall: true };
    activate(sc, 'pur');
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: 'ab', level: 1 }],
      ],
      [3],
    );
    return Number(rolls(ev)[0]?.sl);
  }

  it('AMB-41 AMB-65 HY-MODE-F-08 the penalty is counted on the lines to the target squares the shooter sees: a rock on the only one costs -1 SL, though a hidden square’s line is clear', () => {
    // The same shot with the rock on a line that reaches only a hidden square: no penalty.
    const clear = shot('5,4');
    expect(Number.isInteger(clear)).toBe(true);
    expect(shot('3,3')).toBe(clear - 1);
  });
});
