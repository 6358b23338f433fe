import { sq } from '@skirmish/geometry/grid';
import { describe, expect, it } from 'vitest';
import { onActivationStart } from '../src/cards/play.ts';
import type { HybridChoice } from '../src/choices.ts';
import type { Profile } from '../src/content/schema.ts';
import { sees, squaresOf } from '../src/world.ts';
import {
  LONG,
  WARDEN,
  activate,
  giveEvent,
  play,
  rolls,
  scenario,
  threeCosts,
  tryApply,
  w,
  type Scenario,
} from './scenario.ts';

// More defaults of the ambiguity table (AMB-nn), each played with loaded dice on a small position.
//
// Profiles (sample content): Hybrid NV 3, OC 4, DC 3, Fused Weapons +2 OC. Seneschal NV 4, OC 4.
// Purifier NV 3, F 4. Pest of Flesh NV 2, OC 3, Rank 0, Sacrifice. Aberration 2x2, F "-".

/** Ends the active warrior's activation in Defensive Combat, doing nothing. */
const pass = (seat: 'griffin' | 'scorpion') =>
  [
    [seat, { kind: 'mode', mode: 'DC' }],
    [seat, { kind: 'done' }],
    [seat, { kind: 'end' }],
  ] as const;

/** Moves an Action card, by its name, from the deck to a side's hand. */
function giveAction(sc: Scenario, seat: 'griffin' | 'scorpion', name: string): string {
  const id = sc.content.actionCards.find((c) => c.name === name)?.id;
  if (!id) throw new Error(`no Action card ${name}`);
  sc.state.actionDeck = sc.state.actionDeck.filter((x) => x !== id);
  sc.state.sides[seat].hand.push(id);
  return id;
}

/** The strike levels at `target` in the active side's menu. */
function strikeLevels(sc: Scenario, seat: 'griffin' | 'scorpion', target: string): number[] {
  const levels = sc.rules
    .legalChoices(sc.state, seat)
    .flatMap((c) => (c.kind === 'strike' && c.target === target && !c.combined ? [c.level] : []));
  return [...new Set(levels)].sort((a, b) => a - b);
}

describe('AMB-30 a cavalry base turning in place (HY-GEN-05, HY-MOVE-10, HY-MOVE-11)', () => {
  /** The 1x2 warrior on (3,3)-(3,4) facing north, in Offensive Combat with 6 MP. */
  function cavalry(column?: string): Scenario {
    const sc = scenario({
      profiles: [LONG],
      warriors: [
        { profile: 'long', at: [3, 3], facing: 'N', id: 'l' },
        { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
      ],
    });
    if (column) sc.state.board.features[column] = { column: true };
    activate(sc, 'l');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    return sc;
  }

  it('AMB-30 HY-GEN-05 HY-MOVE-10 HY-MOVE-11 the turn pivots on the rear square: the long axis follows the new facing, a quarter turn is free and an about-face costs 1', () => {
    const sc = cavalry();
    // The menu lists the cheapest facings of each square; all three searches price the others.
    expect(threeCosts(sc, 3, 3, 'E')).toEqual([0, 0, 0]);
    expect(threeCosts(sc, 3, 3, 'S')).toEqual([1, 1, 1]);
    play(sc, [['scorpion', { kind: 'move', x: 3, y: 3, facing: 'E' }]]);
    // The rear square stays; the front square swings from (3,4) to (4,3).
    const l = w(sc, 'l');
    expect([l.x, l.y, l.facing]).toEqual([3, 3, 'E']);
    expect(squaresOf(sc.ctx, l)).toEqual([sq(3, 3), sq(4, 3)]);
    expect(sc.state.current?.mpLeft).toBe(6);
  });

  it('AMB-30 HY-GEN-05 the turn needs the square the front swings onto to be free', () => {
    // A column on (4,3): no turn to the east, though the west is open.
    const sc = cavalry('4,3');
    expect(threeCosts(sc, 3, 3, 'E')).toEqual([undefined, undefined, undefined]);
    expect(threeCosts(sc, 3, 3, 'W')).toEqual([0, 0, 0]);
    expect(tryApply(sc, 'scorpion', { kind: 'move', x: 3, y: 3, facing: 'E' }).ok).toBe(false);
    // A column on (3,2), behind the rear square: no about-face on the spot.
    const back = cavalry('3,2');
    expect(threeCosts(back, 3, 3, 'S')).toEqual([undefined, undefined, undefined]);
    expect(tryApply(back, 'scorpion', { kind: 'move', x: 3, y: 3, facing: 'S' }).ok).toBe(false);
    expect(tryApply(cavalry(), 'scorpion', { kind: 'move', x: 3, y: 3, facing: 'S' }).ok).toBe(true);
  });
});

describe('AMB-30 cavalryPivot front: a cavalry base turning about its front square (HY-GEN-05, HY-MOVE-10, HY-MOVE-11)', () => {
  /**
   * The 1x2 warrior on (x,y)-(x,y+1) facing north, in Offensive Combat with 6 MP, under
   * `cavalryPivot` `pivot`; columns on `columns`.
   */
  function cavalry(pivot: 'rear' | 'front', columns: readonly string[] = [], at: readonly [number, number] = [3, 3]) {
    const sc = scenario({
      options: { cavalryPivot: pivot },
      profiles: [LONG],
      warriors: [
        { profile: 'long', at, facing: 'N', id: 'l' },
        { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
      ],
    });
    for (const k of columns) sc.state.board.features[k] = { column: true };
    activate(sc, 'l');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    return sc;
  }

  it('AMB-30 cavalryPivot front: a quarter turn keeps the front square and swings the rear one round behind it', () => {
    const sc = cavalry('front');
    // Front square (3,4). Facing east, the rear square is west of it: (2,4); facing west, east of
    // it: (4,4); about-face, north of it: (3,5).
    expect(threeCosts(sc, 2, 4, 'E')).toEqual([0, 0, 0]);
    expect(threeCosts(sc, 4, 4, 'W')).toEqual([0, 0, 0]);
    expect(threeCosts(sc, 3, 5, 'S')).toEqual([1, 1, 1]);
    play(sc, [['scorpion', { kind: 'move', x: 2, y: 4, facing: 'E' }]]);
    const l = w(sc, 'l');
    expect([l.x, l.y, l.facing]).toEqual([2, 4, 'E']);
    expect(squaresOf(sc.ctx, l)).toEqual([sq(2, 4), sq(3, 4)]);
    expect(sc.state.current?.mpLeft).toBe(6);
    // Turning north again about (3,4) brings the rear square back to (3,3), for 1 now.
    expect(threeCosts(sc, 3, 3, 'N')).toEqual([1, 1, 1]);
  });

  it('AMB-30 cavalryPivot front: the turn is refused when the square the rear swings onto is taken or off the board', () => {
    // A column on (2,4): no turn to the east, though the west is open.
    const sc = cavalry('front', ['2,4']);
    expect(threeCosts(sc, 2, 4, 'E')).toEqual([undefined, undefined, undefined]);
    expect(threeCosts(sc, 4, 4, 'W')).toEqual([0, 0, 0]);
    expect(tryApply(sc, 'scorpion', { kind: 'move', x: 2, y: 4, facing: 'E' }).ok).toBe(false);
    // A column on (3,5), beyond the front square: no about-face on the spot.
    const back = cavalry('front', ['3,5']);
    expect(threeCosts(back, 3, 5, 'S')).toEqual([undefined, undefined, undefined]);
    expect(tryApply(back, 'scorpion', { kind: 'move', x: 3, y: 5, facing: 'S' }).ok).toBe(false);
    // On the west edge, (0,3)-(0,4): facing east the rear square would be (-1,4), off the board.
    const edge = cavalry('front', [], [0, 3]);
    expect(threeCosts(edge, -1, 4, 'E')).toEqual([undefined, undefined, undefined]);
    expect(tryApply(edge, 'scorpion', { kind: 'move', x: -1, y: 4, facing: 'E' }).ok).toBe(false);
    expect(threeCosts(edge, 1, 4, 'W')).toEqual([0, 0, 0]);
  });

  it('AMB-30 cavalryPivot front: a turn costs what it costs about the rear square', () => {
    const front = cavalry('front');
    const rear = cavalry('rear');
    // The first quarter turn free, an about-face 1 (HY-MOVE-10, HY-MOVE-11).
    expect(threeCosts(front, 2, 4, 'E')).toEqual(threeCosts(rear, 3, 3, 'E'));
    expect(threeCosts(front, 3, 5, 'S')).toEqual(threeCosts(rear, 3, 3, 'S'));
    expect(threeCosts(front, 2, 4, 'E')).toEqual([0, 0, 0]);
    expect(threeCosts(front, 3, 5, 'S')).toEqual([1, 1, 1]);
    // With the free turn spent, a quarter turn costs 1 under both.
    for (const sc of [front, rear]) (sc.state.current as NonNullable<Scenario['state']['current']>).freeTurnUsed = true;
    expect(threeCosts(front, 2, 4, 'E')).toEqual([1, 1, 1]);
    expect(threeCosts(rear, 3, 3, 'E')).toEqual([1, 1, 1]);
  });

  it('AMB-30 cavalryPivot front: the free turn to strike faces an enemy beside the front square, the rear square swinging round', () => {
    // The Purifier touches the front square (3,4) from the east, at (4,4).
    const setup = (pivot: 'rear' | 'front') => {
      const sc = scenario({
        options: { cavalryPivot: pivot },
        profiles: [LONG],
        warriors: [
          { profile: 'long', at: [3, 3], facing: 'N', id: 'l' },
          { profile: 'purifier', at: [4, 4], facing: 'W', id: 'p' },
        ],
      });
      activate(sc, 'l');
      play(sc, [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
      ]);
      return sc;
    };
    // About the rear square the turn would put the enemy nowhere in front: no strike.
    expect(strikeLevels(setup('rear'), 'scorpion', 'p')).toEqual([]);
    const sc = setup('front');
    expect(strikeLevels(sc, 'scorpion', 'p')).toEqual([1, 2, 3]);
    // The strike misses (9); the turn is made first.
    const ev = play(sc, [['scorpion', { kind: 'strike', target: 'p', level: 1 }]], [9, 9, 9, 9]);
    expect(ev.filter((e) => e.type === 'hybrid/turn-to-strike').map((e) => e['facing'])).toEqual(['E']);
    const l = w(sc, 'l');
    expect([l.x, l.y, l.facing]).toEqual([2, 4, 'E']);
    expect(squaresOf(sc.ctx, l)).toEqual([sq(2, 4), sq(3, 4)]);
  });

  it('AMB-30 cavalryPivot front: the free turn on an Objective keeps the front square, where the rear one can swing round', () => {
    // The counter under the front square (3,4); a column on (4,4), where facing west puts the rear.
    const sc = cavalry('front', ['4,4']);
    sc.state.objectiveCounters['3,4'] = 1;
    sc.state.current!.mpLeft = 0;
    play(sc, [['scorpion', { kind: 'done' }]]);
    const faces = sc.rules
      .legalChoices(sc.state, 'scorpion')
      .flatMap((c) => (c.kind === 'face' ? [c.facing] : []))
      .sort();
    expect(faces).toEqual(['E', 'S']);
    play(sc, [['scorpion', { kind: 'face', facing: 'S' }]]);
    const l = w(sc, 'l');
    expect([l.x, l.y, l.facing]).toEqual([3, 5, 'S']);
    expect(squaresOf(sc.ctx, l)).toEqual([sq(3, 5), sq(3, 4)]);
  });
});

describe('AMB-30 the free turn of a cavalry base on an Objective (HY-OBJ-04)', () => {
  /**
   * The 1x2 warrior on (x,y)-(x,y+1) facing north under `cavalryPivot` `pivot`, on an Objective
   * counter under his rear square, his move over with no point left: the finish menu.
   */
  function onObjective(pivot: 'rear' | 'front', at: readonly [number, number] = [3, 3]) {
    const sc = scenario({
      options: { cavalryPivot: pivot },
      profiles: [LONG],
      warriors: [
        { profile: 'long', at, facing: 'N', id: 'l' },
        { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
        { profile: 'hybrid', at: [3, 2], facing: 'N', id: 'h' },
      ],
    });
    // A column east of the rear square, the friend (3,2) south of it, and an Entry/Exit counter's
    // cover west of the front square.
    sc.state.board.features['4,3'] = { column: true };
    sc.state.board.features['2,4'] = { entryCover: true };
    sc.state.objectiveCounters[`${at[0]},${at[1]}`] = 1;
    activate(sc, 'l');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    sc.state.current!.mpLeft = 0;
    play(sc, [['scorpion', { kind: 'done' }]]);
    return sc;
  }
  const faces = (sc: Scenario) =>
    sc.rules
      .legalChoices(sc.state, 'scorpion')
      .flatMap((c) => (c.kind === 'face' ? [c.facing] : []))
      .sort();

  it('AMB-30 HY-OBJ-04 about the rear square the front square swings onto a free square only', () => {
    // East puts the front on the column (4,3), south on the friend (3,2); west onto (2,3), free.
    const sc = onObjective('rear');
    expect(faces(sc)).toEqual(['W']);
    expect(tryApply(sc, 'scorpion', { kind: 'face', facing: 'E' }).ok).toBe(false);
    expect(tryApply(sc, 'scorpion', { kind: 'face', facing: 'S' }).ok).toBe(false);
    play(sc, [['scorpion', { kind: 'face', facing: 'W' }]]);
    const l = w(sc, 'l');
    expect([l.x, l.y, l.facing]).toEqual([3, 3, 'W']);
    expect(squaresOf(sc.ctx, l)).toEqual([sq(3, 3), sq(2, 3)]);
    // On the west edge, (0,3)-(0,4): facing west the front square would be (-1,3), off the board.
    expect(faces(onObjective('rear', [0, 3]))).toEqual(['E', 'S']);
  });

  it('AMB-30 HY-OBJ-04 about the front square the rear square swings onto a free square only', () => {
    // The front square (3,4) stays: east puts the rear on the cover (2,4); west onto (4,4) and
    // south onto (3,5), both free.
    const sc = onObjective('front');
    expect(faces(sc)).toEqual(['S', 'W']);
    expect(tryApply(sc, 'scorpion', { kind: 'face', facing: 'E' }).ok).toBe(false);
    play(sc, [['scorpion', { kind: 'face', facing: 'W' }]]);
    const l = w(sc, 'l');
    expect([l.x, l.y, l.facing]).toEqual([4, 4, 'W']);
    expect(squaresOf(sc.ctx, l)).toEqual([sq(4, 4), sq(3, 4)]);
  });
});

describe('AMB-36 Heroic Parry until the warrior’s next activation (HY-MODE-DC-12)', () => {
  it('AMB-36 HY-MODE-DC-12 chosen in one round, it still parries in the next, as a plain one-die roll at his NV, and ends when he activates', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
        { profile: 'warden', at: [3, 4], facing: 'S', dc: true, id: 'wd' },
      ],
    });
    activate(sc, 'h');
    // The round ends with the Hybrid's activation; the Warden is not activated in it.
    sc.state.sides.griffin.sequence = [];
    // The strike hits (2), the Heroic Parry fails (9): a wound, DC stays. Then the Activation Roll.
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 'wd', level: 1 }],
        ['griffin', { kind: 'parry', level: 6 }],
        ['scorpion', { kind: 'end' }],
      ],
      [2, 9, 3, 5],
    );
    expect(sc.state.round).toBe(2);
    expect(w(sc, 'wd').dc).toEqual({ heroic: true });
    sc.state.phase = 'activation';
    activate(sc, 'h');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    // Nobody asks the Warden for a level: the strike (2) meets a Heroic Parry at once.
    const ev = play(sc, [['scorpion', { kind: 'strike', target: 'wd', level: 1 }]], [2, 3]);
    // One die against NV 4 less 1 wound: no +2 of level 4, no second die of level 5.
    expect(rolls(ev).find((r) => String(r['purpose']).startsWith('Parry'))).toMatchObject({
      purpose: 'Parry (level 6)',
      rolls: [3],
      sl: 3,
      result: 'success',
    });
    expect(w(sc, 'wd').wounds).toBe(1);
    play(sc, [['scorpion', { kind: 'end' }]]);
    activate(sc, 'wd');
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    expect(w(sc, 'wd').dc).toBeNull();
  });
});

describe('AMB-44 the level cap and "-" Modes (HY-GEN-10)', () => {
  it('AMB-44 HY-GEN-10 Action points lift the levels on offer up to 6 and no higher, and never open a "-" Mode', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'p' },
      ],
    });
    // Heroism: 4 points on OC 4 would make 8.
    giveAction(sc, 'scorpion', 'Heroism');
    activate(sc, 'h');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(strikeLevels(sc, 'scorpion', 'p')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(tryApply(sc, 'scorpion', { kind: 'strike', target: 'p', level: 7 }).ok).toBe(false);
    // The Aberration (F "-") holding the same card is offered no Firing Mode.
    const ab = scenario({ warriors: [{ profile: 'aberration', at: [3, 3], facing: 'N', id: 'ab' }] });
    giveAction(ab, 'scorpion', 'Heroism');
    activate(ab, 'ab');
    expect(ab.rules.legalChoices(ab.state, 'scorpion').some((c) => c.kind === 'mode' && c.mode === 'F')).toBe(false);
    expect(tryApply(ab, 'scorpion', { kind: 'mode', mode: 'F' }).ok).toBe(false);
  });
});

describe('AMB-48 when Event cards are played (HY-CARD-EVENT-04)', () => {
  it('AMB-48 HY-CARD-EVENT-04 a heal in hand is offered during an activation, not between rounds', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h', wounds: 1 },
        { profile: 'purifier', at: [6, 6], facing: 'S', id: 'p' },
      ],
    });
    const heal = giveEvent(sc, 'scorpion', 'Lucky Break');
    const healH = { kind: 'play-event', card: heal, target: 'h' } as const;
    activate(sc, 'h');
    sc.state.sides.griffin.sequence = [];
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual(healH);
    play(sc, [...pass('scorpion')], [3, 5]);
    expect(sc.state.round).toBe(2);
    expect(sc.state.current).toBeNull();
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).not.toContainEqual(healH);
    expect(tryApply(sc, 'scorpion', healH).ok).toBe(false);
    expect(sc.state.sides.scorpion.eventHand).toEqual([heal]);
  });
});

describe('AMB-51 Novice Strike and the OC value (HY-MODE-OC-03)', () => {
  it('AMB-51 HY-MODE-OC-03 the wound it ignores counts for the SL only: a Seneschal with 2 wounds is offered levels 1 and 2, as before', () => {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3], facing: 'N', id: 's', wounds: 2 },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h' },
      ],
    });
    activate(sc, 's');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
    ]);
    // OC 4 less 2 wounds: value 2, so no level 3.
    expect(strikeLevels(sc, 'griffin', 'h')).toEqual([1, 2]);
    const ev = play(sc, [['griffin', { kind: 'strike', target: 'h', level: 2 }]], [3]);
    // NV 4 less one of the 2 wounds.
    expect(rolls(ev)[0]).toMatchObject({ sl: 3, result: 'success' });
  });
});

describe('AMB-53 the free square of Basic Firing (HY-MODE-F-11)', () => {
  const RUNT: Profile = { ...WARDEN, id: 'runt', side: 'scorpion', aptitudes: [{ name: 'Puny' }] };

  it('AMB-53 HY-MODE-F-11 HY-LOS-08 distance alone: a target two squares off is shot at, though a Puny enemy fills the square between', () => {
    const sc = scenario({
      profiles: [RUNT],
      warriors: [
        { profile: 'purifier', at: [3, 3], facing: 'N', id: 'p' },
        { profile: 'runt', at: [3, 4], facing: 'S', id: 'r' },
        { profile: 'hybrid', at: [3, 5], facing: 'S', id: 'h' },
      ],
    });
    activate(sc, 'p');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal).toContainEqual({ kind: 'fire', target: 'h', level: 1 });
    expect(legal).not.toContainEqual({ kind: 'fire', target: 'r', level: 1 });
    const ev = play(sc, [['griffin', { kind: 'fire', target: 'h', level: 1 }]], [2]);
    expect(rolls(ev)[0]).toMatchObject({ sl: 3, result: 'success' });
    expect(w(sc, 'h').wounds).toBe(1);
  });
});

describe('AMB-54 the Expert Move target (HY-MODE-MV-11)', () => {
  it('AMB-54 HY-MODE-MV-11 only an enemy seen when the level is declared may be named: not one behind the mover', () => {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 1], facing: 'N', id: 'pest' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'seen' },
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'behind' },
      ],
    });
    activate(sc, 'pest');
    const named = sc.rules
      .legalChoices(sc.state, 'scorpion')
      .flatMap((c) => (c.kind === 'mode' && c.level === 4 ? [c.target] : []));
    expect(named).toEqual(['seen']);
    const expert = (target: string): HybridChoice => ({ kind: 'mode', mode: 'MV', level: 4, target });
    expect(tryApply(sc, 'scorpion', expert('behind')).ok).toBe(false);
    expect(tryApply(sc, 'scorpion', expert('seen')).ok).toBe(true);
  });
});

describe('AMB-55 the Sacrifice victim (HY-APT-44)', () => {
  it('AMB-55 HY-APT-43 HY-APT-44 any enemy in base contact may be the victim, at the creature’s rear or side as at its front', () => {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 3], facing: 'N', id: 'pest' },
        { profile: 'purifier', at: [3, 2], facing: 'N', id: 'rear' },
        { profile: 'purifier', at: [4, 3], facing: 'W', id: 'side' },
      ],
    });
    activate(sc, 'pest');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
      ['scorpion', { kind: 'done' }],
    ]);
    const victims = sc.rules
      .legalChoices(sc.state, 'scorpion')
      .flatMap((c) => (c.kind === 'sacrifice' ? [c.target] : []));
    expect(victims.sort()).toEqual(['rear', 'side']);
    play(sc, [['scorpion', { kind: 'sacrifice', target: 'rear' }]]);
    expect(w(sc, 'rear').wounds).toBe(1);
    expect(w(sc, 'side').wounds).toBe(0);
  });
});

describe('AMB-57 the side of a warrior seized by Momentary Madness (HY-CARD-EVENT-11, HY-CARD-ACTION-04)', () => {
  it('AMB-57 HY-CARD-EVENT-11 HY-CARD-ACTION-04 he is the controller’s for the round: an ally he kills is a kill by the enemy, and its owner draws a card', () => {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 3], facing: 'N', id: 'pest' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h', wounds: 2 },
        { profile: 'purifier', at: [6, 6], facing: 'S', id: 'p' },
      ],
    });
    const mad = sc.content.eventCards.find((c) => c.effect === 'madness')!.id;
    sc.state.eventDeck = sc.state.eventDeck.filter((c) => c !== mad);
    sc.state.sides.griffin.eventHand = [mad];
    activate(sc, 'pest');
    onActivationStart(sc.ctx, sc.state, w(sc, 'pest'));
    play(sc, [['griffin', { kind: 'play-event', card: mad }]]);
    expect(w(sc, 'pest').side).toBe('griffin');
    // The Pest (NV 2) strikes the Hybrid, his own ally, and hits with a 2: the third wound.
    play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: 'h', level: 1 }],
      ],
      [2],
    );
    expect(w(sc, 'h').status).toBe('eliminated');
    expect(sc.state.sides.scorpion.hand).toHaveLength(1);
    expect(sc.state.sides.griffin.hand).toHaveLength(0);
  });
});

describe('AMB-58 Action cards on the Activation Roll (HY-CARD-ACTION-21)', () => {
  it('AMB-58 HY-CARD-ACTION-21 a committed card gives its points only: Misstep’s 9-is-a-Critical-Failure effect does not touch the roll', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [6, 6], facing: 'S', id: 'p' },
      ],
    });
    activate(sc, 'h');
    sc.state.sides.griffin.sequence = [];
    sc.state.rollWinner = 'griffin';
    const misstep = giveAction(sc, 'griffin', 'Misstep');
    giveAction(sc, 'scorpion', 'Quick Step');
    play(sc, [...pass('scorpion')]);
    expect(sc.state.phase).toBe('roll-cards');
    // Only whole cards are committed, with no Effect to choose.
    const offered = sc.rules.legalChoices(sc.state, 'griffin');
    expect(offered).toEqual([
      { kind: 'commit-card', card: null },
      { kind: 'commit-card', card: misstep },
    ]);
    play(sc, [
      ['griffin', { kind: 'commit-card', card: misstep }],
      ['scorpion', { kind: 'commit-card', card: null }],
    ]);
    const ev = play(sc, [['griffin', { kind: 'commit-card', card: null }]], [9, 8]);
    // 9 - 2 = 7 beats 8.
    expect(ev.find((e) => e.type === 'hybrid/activation-roll')).toMatchObject({ results: { griffin: 7, scorpion: 8 } });
    expect(sc.state.rollWinner).toBe('griffin');
  });
});

describe('AMB-65 a viewer of several squares sees from his front edge (HY-LOS-01)', () => {
  const BIG_SHOOTER: Profile = { ...WARDEN, id: 'big-shooter', base: '2x2', f: 4 };
  const LONG_SHOOTER: Profile = { ...LONG, id: 'long-shooter', side: 'griffin', f: 4 };

  /** Whether a shooter of `profile` (anchored at `anchor`, facing north) is offered a Basic shot at a Hybrid on `at`. */
  function offered(profile: string, anchor: [number, number], at: [number, number]): boolean {
    const sc = scenario({
      profiles: [BIG_SHOOTER, LONG_SHOOTER],
      warriors: [
        { profile, side: 'griffin', at: anchor, facing: 'N', id: 's' },
        { profile: 'hybrid', at, facing: 'S', id: 't' },
      ],
    });
    activate(sc, 's');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    return sc.rules
      .legalChoices(sc.state, 'griffin')
      .some((c) => c.kind === 'fire' && c.target === 't' && c.level === 1);
  }

  it('AMB-65 HY-LOS-01 a square in the triangle of a rear square only is not seen, by a 2x2 or a 1x2 base', () => {
    // 2x2 on (2..3, 0..1): (5,2) is relative (2,2) from the rear square (3,0), but (2,1) from (3,1)
    // and (3,1) from (2,1), outside both front-edge triangles. (5,3) is (2,2) from (3,1).
    expect(offered('big-shooter', [2, 0], [5, 2])).toBe(false);
    expect(offered('big-shooter', [2, 0], [5, 3])).toBe(true);
    // 1x2 on (3,0)-(3,1): the same square is seen from the rear square only.
    expect(offered('long-shooter', [3, 0], [5, 2])).toBe(false);
    expect(offered('long-shooter', [3, 0], [5, 3])).toBe(true);
  });
});

describe('AMB-66 Aura of Vengeance and the OC value (HY-AURA-13)', () => {
  it('AMB-66 HY-AURA-13 the +1 goes to the SL only: a Seneschal (OC 4) striking inside the zone is offered levels 1 to 4', () => {
    const sc = scenario({
      warriors: [
        { profile: 'knight-of-hod', at: [3, 3], id: 'k' },
        { profile: 'hybrid', at: [4, 4], facing: 'N', id: 'h' },
        { profile: 'seneschal', at: [4, 5], facing: 'S', id: 's' },
      ],
    });
    const vengeance = sc.content.auraCards.find((a) => a.name === 'Aura of Vengeance')!.id;
    sc.state.cards.auraActive['k'] = { card: vengeance, stamp: 1 };
    activate(sc, 's');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(strikeLevels(sc, 'griffin', 'h')).toEqual([1, 2, 3, 4]);
    const ev = play(sc, [['griffin', { kind: 'strike', target: 'h', level: 1 }]], [9]);
    expect(rolls(ev)[0]).toMatchObject({ sl: 5 });
  });
});

describe('AMB-68 Corporeal Instability (HY-CARD-ARMY-10)', () => {
  it('AMB-68 HY-CARD-ARMY-10 the +2 replaces the equipment bonus: a Hybrid with Fused Weapons (+2 OC) strikes at 3 + 2, not 3 + 4', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'p' },
      ],
    });
    activate(sc, 'h');
    const ci = sc.content.armyCards.find((c) => c.name === 'Corporeal Instability')!.id;
    sc.state.cards.armyReady.scorpion.push(ci);
    // The Instability test against NV 3 succeeds on a 2.
    play(sc, [['scorpion', { kind: 'play-army', card: ci, target: 'h' }]], [2]);
    expect(sc.state.cards.instability['h']).toBe(1);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 'p', level: 1 }],
      ],
      [9],
    );
    expect(rolls(ev)[0]).toMatchObject({ sl: 5 });
  });
});

describe('AMB-38 the table option scarletToggle (HY-MISSION-07)', () => {
  /** Four trapdoors rolled at the start of round 2: 7, 4, 3 and 5 in key order. */
  function hive(toggle: boolean): Record<string, string | undefined> {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [6, 6], facing: 'S', id: 'p' },
      ],
      mission: { trapdoorProcedure: 'scarlet-hive' },
      options: { scarletToggle: toggle },
    });
    const f = sc.state.board.features;
    f['1,1'] = { trapdoor: 'closed' };
    f['2,2'] = { trapdoor: 'open' };
    f['3,3'] = { trapdoor: 'open' };
    f['4,4'] = { trapdoor: 'open' };
    activate(sc, 'h');
    sc.state.sides.griffin.sequence = [];
    play(sc, [...pass('scorpion')], [7, 4, 3, 5, 3, 5]);
    expect(sc.state.round).toBe(2);
    const after = sc.state.board.features;
    return Object.fromEntries(['1,1', '2,2', '3,3', '4,4'].map((k) => [k, after[k]?.trapdoor]));
  }

  it('AMB-38 HY-MISSION-07 HY-TRAP-08 on: an odd roll flips a trapdoor and an even one leaves it; the occupied one stays open; off: odd opens, even closes', () => {
    expect(hive(true)).toEqual({ '1,1': 'open', '2,2': 'open', '3,3': 'open', '4,4': 'closed' });
    expect(hive(false)).toEqual({ '1,1': 'open', '2,2': 'closed', '3,3': 'open', '4,4': 'open' });
  });
});

describe('AMB-59 a wall line off the axis is judged by the edge it crosses (HY-LOS-13, AMB-03)', () => {
  /**
   * The Purifier on (3,0) faces north; the Hybrid on (5,6) is 2 across and 6 ahead. The line
   * between their centres climbs from x = 3.5 to x = 5.5 and meets the row line y = 3 at x = 4 1/3,
   * so it crosses the north edge of (4,2) and passes clear of the north edge of (3,2).
   */
  const sight = (wall: string | null, losModel: string): boolean => {
    const sc = scenario({
      options: { losModel },
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [5, 6] },
      ],
      mission: wall === null ? {} : { edges: { [wall]: 'wall' } },
    });
    const [p, h] = sc.ids as [string, string];
    return sees(sc.ctx, sc.state, w(sc, p), w(sc, h));
  };

  for (const model of ['case1+geometric', 'staircase'])
    it(`AMB-59 HY-LOS-13 the wall the line crosses hides the target, the wall beside it does not (${model})`, () => {
      expect(sight(null, model)).toBe(true);
      expect(sight('4,2,N', model)).toBe(false);
      expect(sight('3,2,N', model)).toBe(true);
    });
});

describe('AMB-56 a Skilled Parry counter-strike kill and Frenzy (HY-APT-22, HY-MODE-DC-09)', () => {
  /** A Griffin warrior (NV 4, DC 4) with Frenzy/1, in Defensive Combat. */
  const BERSERK: Profile = {
    id: 'berserk',
    name: 'Berserk',
    side: 'griffin',
    nv: 4,
    oc: 3,
    dc: 4,
    f: null,
    mv: 3,
    movement: 6,
    rank: 2,
    base: '1x1',
    equipment: [],
    aptitudes: [{ name: 'Frenzy', x: 1 }],
    source: 'sample',
  };

  it('AMB-56 HY-APT-22 HY-MODE-DC-09 the enemy his counter-strike kills counts for the defender’s Frenzy', () => {
    // A Hybrid with one NV point left strikes the Berserk, who parries at level 3 and strikes back.
    const sc = scenario({
      profiles: [BERSERK],
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h', wounds: 2 },
        { profile: 'berserk', at: [3, 4], facing: 'S', id: 'b', dc: true },
      ],
    });
    activate(sc, 'h');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'strike', target: 'b', level: 1 }],
    ]);
    // The strike 2 hits, the parry 2 holds it, the counter-strike 3 hits (SL 4).
    const ev = play(sc, [['griffin', { kind: 'parry', level: 3 }]], [2, 2, 3]);
    expect(w(sc, 'h').status).toBe('eliminated');
    expect(w(sc, 'b').frenzyKills).toBe(1);
    expect(ev.filter((e) => e.type === 'hybrid/frenzy')).toEqual([
      expect.objectContaining({ warrior: 'b', kills: 1, rule: 'HY-APT-22' }),
    ]);
  });
});
