import { describe, expect, it } from 'vitest';
import type { EventCard, Mission } from '../src/content/schema.ts';
import { fireTargets } from '../src/rules.ts';
import { LANTERN_RADIUS, makeCtx, placements, sees, sightRange } from '../src/world.ts';
import { OPEN_TILE, activate, play, scenario, w, type Placed } from './scenario.ts';

const BIG = [OPEN_TILE, OPEN_TILE, OPEN_TILE, OPEN_TILE];

/** A 16x16 board; the viewer is the first warrior, the target the second. */
function lantern(
  viewer: Placed,
  target: Placed,
  lanterns: Array<[number, number]>,
  options: Record<string, unknown> = { nemesis: true },
) {
  const sc = scenario({ warriors: [viewer, target], tiles: BIG, mission: { lanterns }, options });
  const [a, b] = sc.ids.map((id) => w(sc, id));
  return { sc, seen: sees(sc.ctx, sc.state, a!, b!), a: a!, b: b! };
}

const purifier = (x: number, y: number, facing: 'N' | 'S' = 'N'): Placed => ({
  profile: 'purifier',
  at: [x, y],
  facing,
});
const hybrid = (x: number, y: number): Placed => ({ profile: 'hybrid', at: [x, y], facing: 'S' });

describe('the Lantern (Nemesis)', () => {
  it('HY-LOS-19 a warrior on a lit square is seen and shot from any distance, facing and obstacles allowing', () => {
    // 12 squares away, 3 from the Lantern.
    const lit = lantern(purifier(0, 0), hybrid(0, 12), [[0, 15]]);
    expect(lit.seen).toBe(true);
    expect(fireTargets(lit.sc.ctx, lit.sc.state, lit.a, 1).map((t) => t.id)).toContain(lit.b.id);
    // The same position without the Nemesis module: out of range.
    expect(lantern(purifier(0, 0), hybrid(0, 12), [[0, 15]], {}).seen).toBe(false);
    // Facing still matters: turned away, he sees nothing.
    expect(lantern(purifier(0, 0, 'S'), hybrid(0, 12), [[0, 15]]).seen).toBe(false);
    // And obstacles still hide him.
    const hidden = scenario({
      warriors: [purifier(0, 0), hybrid(0, 12)],
      tiles: BIG,
      mission: { lanterns: [[0, 15]] },
      options: { nemesis: true },
    });
    hidden.state.board.features['0,5'] = { column: true };
    expect(sees(hidden.ctx, hidden.state, w(hidden, hidden.ids[0]!), w(hidden, hidden.ids[1]!))).toBe(false);
  });

  it('HY-LOS-20 outside the light a warrior is seen only within the normal range', () => {
    // The Lantern at (15,0) is 15 squares from (0,12): no light there.
    expect(lantern(purifier(0, 0), hybrid(0, 12), [[15, 0]]).seen).toBe(false);
    expect(lantern(purifier(0, 0), hybrid(0, 8), [[15, 0]]).seen).toBe(true);
    expect(lantern(purifier(0, 0), hybrid(0, 9), [[15, 0]]).seen).toBe(false);
  });

  it('HY-LOS-21 the Lantern lights exactly 10 squares, under Lights Out too', () => {
    expect(LANTERN_RADIUS).toBe(10);
    // Target at (3,12): 10 from a Lantern at (13,12) is lit, 11 from one at (14,12) is not.
    expect(lantern(purifier(3, 0), hybrid(3, 12), [[13, 12]]).seen).toBe(true);
    expect(lantern(purifier(3, 0), hybrid(3, 12), [[14, 12]]).seen).toBe(false);
    // Lights Out shrinks sight to 5, not the Lantern's light.
    const dark = { nemesis: true, lightsOut: true };
    expect(lantern(purifier(3, 0), hybrid(3, 12), [[13, 12]], dark).seen).toBe(true);
    expect(lantern(purifier(3, 0), hybrid(3, 6), [[14, 0]], dark).seen).toBe(false);
    expect(lantern(purifier(3, 0), hybrid(3, 5), [[14, 0]], dark).seen).toBe(true);
  });

  it('HY-APT-33 Eye of the Lynx lengthens sight for seeing and firing, but not the Lantern radius', () => {
    // Ambrosius has Eye of the Lynx/2: range 10.
    const amb = (x: number, y: number): Placed => ({ profile: 'ambrosius', at: [x, y], facing: 'N' });
    const far = lantern(amb(3, 0), hybrid(3, 10), [], { nemesis: true });
    expect(sightRange(far.sc.ctx, far.a)).toBe(10);
    expect(far.seen).toBe(true);
    expect(fireTargets(far.sc.ctx, far.sc.state, far.a, 1).map((t) => t.id)).toContain(far.b.id);
    expect(lantern(amb(3, 0), hybrid(3, 11), [], { nemesis: true }).seen).toBe(false);
    // 11 from the Lantern: not lit, whatever the viewer's eyes.
    expect(lantern(amb(3, 0), hybrid(3, 13), [[14, 13]]).seen).toBe(false);
    expect(lantern(amb(3, 0), hybrid(3, 13), [[13, 13]]).seen).toBe(true);
  });

  it('HY-CARD-EVENT-14 while the Lights Out card is in play, the base sight range is 5', () => {
    const sc = scenario({ warriors: [purifier(3, 0), hybrid(3, 7)], options: { nemesis: true } });
    const card: EventCard = {
      id: 'lights-out',
      name: 'Lights Out',
      text: 'Sample: the lamps die; sight shrinks to 5 squares while this card stays in play.',
      sample: true,
      category: 'field',
      rarity: 'rare',
      type: 'constant',
      effect: 'lights-out',
    };
    const ctx = makeCtx({ ...sc.content, eventCards: [...sc.content.eventCards, card] }, sc.ctx.options);
    const [a, b] = sc.ids.map((id) => w(sc, id));
    expect(sightRange(ctx, a!, sc.state)).toBe(8);
    expect(sees(ctx, sc.state, a!, b!)).toBe(true);
    sc.state.cards.constants.push({ card: 'lights-out', seat: 'scorpion', until: sc.state.round + 1 });
    expect(sightRange(ctx, a!, sc.state)).toBe(5);
    expect(sees(ctx, sc.state, a!, b!)).toBe(false);
    // Eye of the Lynx still adds to the 5.
    const amb = scenario({ warriors: [{ profile: 'ambrosius', at: [3, 0] }], options: { nemesis: true } });
    amb.state.cards.constants.push({ card: 'lights-out', seat: 'scorpion', until: 2 });
    expect(sightRange(ctx, w(amb, amb.ids[0]!), amb.state)).toBe(7);
  });
});

describe('the Lantern worked example', () => {
  it('HY-LOS-19 HY-LOS-20 who may target whom around a Lantern (WE-10)', () => {
    // Lantern at (2,0), radius 10. A (0,4) and B (12,2) lit, 12 apart; C (14,8) and D (15,3) in the dark.
    const at = (options: Record<string, unknown>) => {
      const sc = scenario({
        warriors: [
          { profile: 'purifier', at: [0, 4], facing: 'E', id: 'A' },
          { profile: 'hybrid', at: [12, 2], facing: 'N', id: 'B' },
          { profile: 'purifier', at: [14, 8], facing: 'S', id: 'C' },
          { profile: 'purifier', at: [15, 3], facing: 'W', id: 'D' },
        ],
        tiles: BIG,
        mission: { lanterns: [[2, 0]] },
        options,
      });
      return (x: string, y: string) => sees(sc.ctx, sc.state, w(sc, x), w(sc, y));
    };
    for (const options of [{ nemesis: true }, { nemesis: true, lightsOut: true }]) {
      const can = at(options);
      expect(can('A', 'B')).toBe(true);
      expect(can('B', 'A')).toBe(false);
      expect(can('D', 'C')).toBe(false);
      expect(can('D', 'B')).toBe(true);
      expect(can('D', 'A')).toBe(true);
      expect(can('B', 'D')).toBe(false);
    }
    // B sees C, in the dark but 6 squares off, with normal sight; not once Lights Out cuts it to 5.
    expect(at({ nemesis: true })('B', 'C')).toBe(true);
    expect(at({ nemesis: true, lightsOut: true })('B', 'C')).toBe(false);
  });
});

describe('the Deadly Maze lever (Nemesis)', () => {
  const LEVER: Partial<Mission> = {
    lever: {
      at: [4, 4],
      trapdoors: [
        [6, 6],
        [1, 1],
      ],
    },
  };
  const maze = (options: Record<string, unknown>, others: Placed[] = []) => {
    const sc = scenario({ warriors: [purifier(4, 3), ...others], mission: LEVER, options });
    activate(sc, sc.ids[0]!);
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    return sc;
  };

  it('HY-TRAP-17 a warrior touching the lever throws it in his activation, opening or closing its trapdoors', () => {
    const sc = maze({ nemesis: true }, [{ profile: 'hybrid', at: [1, 1], facing: 'N' }]);
    expect(sc.state.board.features['6,6']?.trapdoor).toBe('closed');
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'lever' });
    const ev = play(sc, [['griffin', { kind: 'lever' }]]);
    expect(sc.state.board.features['6,6']?.trapdoor).toBe('open');
    expect(sc.state.board.features['1,1']?.trapdoor).toBe('open');
    // The warrior standing on a trapdoor that opened under him takes its wound.
    expect(w(sc, sc.ids[1]!).wounds).toBe(1);
    expect(ev.some((e) => e.type === 'hybrid/lever')).toBe(true);
    // Once per activation; the next activation may throw it back, and an occupied trapdoor stays open.
    expect(sc.rules.legalChoices(sc.state, 'griffin')).not.toContainEqual({ kind: 'lever' });
    activate(sc, sc.ids[0]!);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'lever' }],
    ]);
    expect(sc.state.board.features['6,6']?.trapdoor).toBe('closed');
    expect(sc.state.board.features['1,1']?.trapdoor).toBe('open');
    // The lever counter itself is not walked on.
    const list = placements(sc.ctx, sc.state, w(sc, sc.ids[0]!), sc.state.current!).list;
    expect(list.some((p) => p.x === 4 && p.y === 4)).toBe(false);
  });

  it('HY-CARD-ACTION-04 HY-CARD-ACTION-05 HY-TRAP-17 an enemy killed by a trapdoor the lever opens under him draws his side an Action card; a friend killed so draws none (AMB-25)', () => {
    // Hybrid NV 3 with 2 wounds on (1,1), a Purifier of the thrower's side, NV 3 with 2 wounds, on (6,6).
    const sc = maze({ nemesis: true }, [
      { profile: 'hybrid', at: [1, 1], facing: 'N', wounds: 2 },
      { profile: 'purifier', at: [6, 6], facing: 'N', wounds: 2 },
    ]);
    const hands = () => [sc.state.sides.griffin.hand.length, sc.state.sides.scorpion.hand.length];
    expect(hands()).toEqual([0, 0]);
    play(sc, [['griffin', { kind: 'lever' }]]);
    expect([w(sc, sc.ids[1]!).status, w(sc, sc.ids[2]!).status]).toEqual(['eliminated', 'eliminated']);
    expect(hands()).toEqual([0, 1]);
  });

  it('without the Nemesis module there is no lever to throw', () => {
    const sc = maze({});
    expect(sc.rules.legalChoices(sc.state, 'griffin')).not.toContainEqual({ kind: 'lever' });
  });
});
