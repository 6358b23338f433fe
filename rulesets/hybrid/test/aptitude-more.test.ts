import { describe, expect, it } from 'vitest';
import type { Profile } from '../src/content/schema.ts';
import { searchMoves } from '../src/movement.ts';
import { fireSL } from '../src/rules.ts';
import { placements, titanRules } from '../src/world.ts';
import { OPEN_TILE, activate, play, rolls, scenario, w, type Placed, type ScenarioOptions } from './scenario.ts';

const profile = (p: Partial<Profile> & Pick<Profile, 'id' | 'side'>): Profile => ({
  name: p.id,
  nv: 4,
  oc: 4,
  dc: 3,
  f: 4,
  mv: 3,
  movement: 6,
  rank: 2,
  base: '1x1',
  equipment: [],
  aptitudes: [],
  source: 'sample',
  ...p,
});

const TITAN = profile({ id: 'titan', side: 'scorpion', aptitudes: [{ name: 'Titan' }] });
const BIG_TITAN = profile({ id: 'big-titan', side: 'scorpion', base: '2x2', aptitudes: [{ name: 'Titan' }] });
const BIG = profile({ id: 'big', side: 'scorpion', base: '2x2' });
const RUNT = profile({ id: 'runt', side: 'scorpion', aptitudes: [{ name: 'Puny' }] });

/** Movement costs of the first warrior, in Offensive Combat. */
function costs(warriors: Placed[], extra: Partial<ScenarioOptions> = {}) {
  const sc = scenario({ warriors, profiles: [TITAN, BIG_TITAN, BIG, RUNT], ...extra });
  const id = sc.ids[0] as string;
  activate(sc, id);
  play(sc, [[w(sc, id).side, { kind: 'mode', mode: 'OC' }]]);
  const list = placements(sc.ctx, sc.state, w(sc, id), sc.state.current!).list;
  return (x: number, y: number, f: 'N' | 'E' | 'S' | 'W'): number | undefined =>
    list.find((p) => p.x === x && p.y === y && p.facing === f)?.cost;
}

/** An open tile with a mark on each square given. */
function marked(x: number, y: number, mark: string, more: Array<[number, number]> = []): string[] {
  const at = [[x, y], ...more];
  return OPEN_TILE.map((row, i) => {
    if (i % 2 === 1) return row;
    let r = row;
    for (const [mx, my] of at) if (7 - i / 2 === my) r = r.slice(0, (mx ?? 0) * 2) + mark + r.slice((mx ?? 0) * 2 + 1);
    return r;
  });
}

describe('Titan', () => {
  it('HY-APT-54 a large-base Titan never steps diagonally; a Titan on a small base may (AMB-42)', () => {
    expect(costs([{ profile: 'big', at: [2, 2] }])(3, 3, 'N')).toBe(1);
    // The Titan goes round by two straight steps with his free turns: 2.
    expect(costs([{ profile: 'big-titan', at: [2, 2] }])(3, 3, 'N')).toBe(2);
    expect(costs([{ profile: 'titan', at: [2, 2] }])(3, 3, 'N')).toBe(1);
  });

  it('HY-APT-55 a large-base Titan turns a quarter for free once on each square; a second turn there costs 1', () => {
    // Turn east (free), one step, turn north again: free for the Titan, 1 for anyone else.
    expect(costs([{ profile: 'big-titan', at: [2, 2] }])(3, 2, 'N')).toBe(1);
    expect(costs([{ profile: 'big', at: [2, 2] }])(3, 2, 'N')).toBe(2);
    // Two quarter turns on one square: the second is paid.
    expect(costs([{ profile: 'big-titan', at: [2, 2] }])(2, 2, 'S')).toBe(1);
  });

  it('AMB-42 HY-APT-54 HY-APT-55 titanRulesAllBases: by default a Titan on a small base steps diagonally and turns as anyone; with the option on he moves as a large-base Titan', () => {
    const on = { options: { titanRulesAllBases: true } };
    const titan = [{ profile: 'titan', at: [2, 2] as const }];
    // The diagonal step: 1, or round by two straight steps with his free turns: 2.
    expect(costs([...titan])(3, 3, 'N')).toBe(1);
    expect(costs([...titan], on)(3, 3, 'N')).toBe(2);
    // Turn east, one step, turn north: the second quarter turn is paid (2), or free on a new square (1).
    expect(costs([...titan])(3, 2, 'N')).toBe(2);
    expect(costs([...titan], on)(3, 2, 'N')).toBe(1);
    // The option changes nothing for a warrior who is no Titan.
    expect(costs([{ profile: 'runt', at: [2, 2] }], on)(3, 3, 'N')).toBe(1);
  });

  it('AMB-42 HY-APT-54 titanRulesAllBases: the same costs whichever search answers (the reference search agrees)', () => {
    const sc = scenario({
      warriors: [{ profile: 'titan', at: [2, 2] }],
      profiles: [TITAN],
      options: { titanRulesAllBases: true },
    });
    const id = sc.ids[0] as string;
    activate(sc, id);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const fast = placements(sc.ctx, sc.state, w(sc, id), sc.state.current!).list;
    expect(fast.length).toBeGreaterThan(0);
    expect(fast).toEqual(searchMoves(sc.ctx, sc.state, w(sc, id), sc.state.current!).list);
    // No end on a diagonal square for 1 point: each is 2 away at least (two steps and a free turn).
    expect(fast.filter((p) => Math.abs(p.x - 2) === 1 && Math.abs(p.y - 2) === 1 && p.cost < 2)).toEqual([]);
    expect(titanRules(sc.ctx, w(sc, id))).toBe(true);
  });

  it('HY-APT-52 rockfall is an ordinary square for a Titan: he crosses it, stops on it, fires through it, is pushed onto it unhurt', () => {
    // A line of rockfall across rows 4, x = 2..4.
    const rock = {
      tiles: [
        marked(3, 4, 'R', [
          [2, 4],
          [4, 4],
        ]),
      ],
    };
    const titan = costs([{ profile: 'titan', at: [3, 3] }], rock);
    const other = costs([{ profile: 'hybrid', at: [3, 3] }], rock);
    expect(titan(3, 4, 'N')).toBe(1);
    expect(other(3, 4, 'N')).toBeUndefined();
    expect([titan(3, 5, 'N'), other(3, 5, 'N')]).toEqual([2, 3]);
    // Firing across the rockfall: no -1 for the Titan.
    const sc = scenario({
      ...rock,
      profiles: [TITAN],
      warriors: [
        { profile: 'titan', at: [3, 2], side: 'griffin' },
        { profile: 'purifier', at: [3, 3], side: 'griffin' },
        { profile: 'hybrid', at: [3, 6], facing: 'S' },
      ],
    });
    const [t, p, h] = sc.ids as [string, string, string];
    expect(fireSL(sc.ctx, sc.state, w(sc, t), w(sc, h), 0)).toBe(4);
    expect(fireSL(sc.ctx, sc.state, w(sc, p), w(sc, h), 0)).toBe(3 - 1);
    // The Aberration's Brutish Strength/2 pushes the Titan over the rockfall: no wound for it.
    const push = scenario({
      tiles: [marked(3, 5, 'R')],
      profiles: [profile({ id: 'g-titan', side: 'griffin', nv: 6, aptitudes: [{ name: 'Titan' }] })],
      warriors: [
        { profile: 'aberration', at: [3, 2] },
        { profile: 'g-titan', at: [3, 4], facing: 'S' },
      ],
    });
    const [ab, gt] = push.ids as [string, string];
    activate(push, ab);
    const ev = play(
      push,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: gt, level: 1 }],
      ],
      [3],
    );
    expect(ev.filter((e) => e.type === 'hybrid/pushed').map((e) => [e['x'], e['y']])).toEqual([
      [3, 5],
      [3, 6],
    ]);
    expect(w(push, gt).wounds).toBe(1);
  });
});

describe('Puny, Dorsal Protection, Eye of the Lynx', () => {
  it('HY-APT-13 a Puny warrior pays no diagonal surcharge past a column', () => {
    const col = { tiles: [marked(4, 3, 'C')] };
    // Forward-right from (3,3) to (4,4) brushes the column at (4,3).
    expect(costs([{ profile: 'runt', at: [3, 3] }], col)(4, 4, 'N')).toBe(1);
    expect(costs([{ profile: 'hybrid', at: [3, 3] }], col)(4, 4, 'N')).toBe(2);
  });

  it('HY-APT-42 Dorsal Protection does nothing against firing', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0] },
        { profile: 'knight-of-hod', side: 'scorpion', at: [3, 4], facing: 'N' },
        { profile: 'seneschal', side: 'scorpion', at: [5, 4], facing: 'N' },
      ],
    });
    const [p, k, s] = sc.ids as [string, string, string];
    // Both targets show their back to the shooter; only the Knight has Dorsal Protection/1.
    // Purifier NV 3, with neither a -1 for the Knight's aptitude nor a +1 for either back.
    expect(fireSL(sc.ctx, sc.state, w(sc, p), w(sc, k), 0)).toBe(3);
    expect(fireSL(sc.ctx, sc.state, w(sc, p), w(sc, s), 0)).toBe(3);
  });

  it('HY-APT-32 Eye of the Lynx cannot be switched off: an enemy seen at 10 squares forbids Skilled Firing', () => {
    const board = { tiles: [OPEN_TILE, OPEN_TILE, OPEN_TILE, OPEN_TILE] };
    const at = (profile: string) =>
      scenario({
        ...board,
        warriors: [
          { profile, at: [3, 1] },
          { profile: 'hybrid', at: [3, 11], facing: 'S' },
        ],
      });
    for (const [who, watch] of [
      ['ambrosius', false],
      ['purifier', true],
    ] as const) {
      const sc = at(who);
      activate(sc, sc.ids[0] as string);
      play(sc, [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
      ]);
      expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'watch')).toBe(watch);
    }
  });
});

describe('Declared aptitudes', () => {
  function pair() {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3] },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
      ],
    });
    const [s, h] = sc.ids as [string, string];
    activate(sc, s);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
    ]);
    return { sc, s, h };
  }

  it('HY-APT-05 the Combined Attack goes with a strike in OC, at the enemy in contact struck', () => {
    const { sc, h } = pair();
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal).toContainEqual({ kind: 'strike', target: h, level: 1, combined: true });
    const ev = play(sc, [['griffin', { kind: 'strike', target: h, level: 1, combined: true }]], [9, 2]);
    expect(rolls(ev).map((r) => r['purpose'])).toEqual(['Strike (level 1)', 'Combined Attack']);
    expect(w(sc, h).wounds).toBe(1);
    // In Firing Mode there is no Combined Attack to declare.
    const f = pair();
    f.sc.state.current!.stage = 'mode';
    play(f.sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(f.sc.rules.legalChoices(f.sc.state, 'griffin').some((c) => 'combined' in c)).toBe(false);
  });

  it('HY-APT-06 HY-APT-02 HY-APT-03 an optional aptitude is declared with the strike or never; Brutish Strength needs no declaration', () => {
    const { sc, s, h } = pair();
    const card = sc.content.actionCards[0]!.id;
    sc.state.sides.griffin.hand = [card];
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== card);
    play(sc, [['griffin', { kind: 'strike', target: h, level: 1 }]]);
    // Once the strike is announced without it, nothing lets him add it.
    expect(JSON.stringify(sc.rules.legalChoices(sc.state, 'griffin'))).not.toContain('combined');
    const ev0 = play(sc, [['griffin', { kind: 'cards', cards: [] }]], [9]);
    expect(rolls(ev0)).toHaveLength(1);
    expect(w(sc, s).combinedUsed).toBe(0);
    // Brutish Strength is automatic.
    const b = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2] },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
    });
    const [ab, p] = b.ids as [string, string];
    activate(b, ab);
    const ev = play(
      b,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: p, level: 1 }],
      ],
      [4],
    );
    expect(ev.some((e) => e.type === 'hybrid/pushed')).toBe(true);
  });
});

describe('Infiltration', () => {
  function round(blocked: boolean) {
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [3, 1] },
        { profile: 'purifier', at: [3, 4], facing: 'N' },
      ],
    });
    const [k, p] = sc.ids as [string, string];
    activate(sc, k);
    sc.state.sides.griffin.sequence = [];
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    if (blocked) w(sc, k).blocked = 'skilled';
    const ev = play(sc, [['scorpion', { kind: 'end' }]], [4, 6]);
    return { sc, k, p, ev };
  }

  it('HY-APT-35 the end-of-round move keeps the Mode of his activation: in OC he may close in and strike', () => {
    const { sc, k, p, ev } = round(false);
    expect(ev.some((e) => e.type === 'hybrid/end-move' && e['warrior'] === k)).toBe(true);
    // Behind the Purifier, who faces away.
    play(sc, [['scorpion', { kind: 'move', x: 3, y: 3, facing: 'N' }]]);
    play(sc, [['scorpion', { kind: 'done' }]]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'strike', target: p, level: 1 });
  });

  it('HY-APT-38 a warrior pinned by Skilled or Expert Move makes no Infiltration move', () => {
    const { sc, ev } = round(true);
    expect(ev.some((e) => e.type === 'hybrid/end-move')).toBe(false);
    expect(sc.state.round).toBe(2);
  });
});
