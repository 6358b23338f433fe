import { describe, expect, it } from 'vitest';
import { onActivationStart } from '../src/cards/play.ts';
import type { Profile } from '../src/content/schema.ts';
import { sees } from '../src/world.ts';
import { activate, play, rolls, scenario, w, type Scenario } from './scenario.ts';

// Sample profiles: Ambrosius (Griffin) Aura/2; Hybrid (Scorpion) NV 3, Mutation/1; Purifier
// (Griffin) NV 3; Exorcist (Griffin) Nullify/5; Skorize (Scorpion).

const mutationId = (sc: Scenario, name: string): string => {
  const id = sc.content.mutationCards.find((m) => m.name === name)?.id;
  if (!id) throw new Error(`no Mutation card ${name}`);
  return id;
};

describe('Aura of Renunciation moves a warrior only where a warrior may stand', () => {
  it('HY-TERRAIN-10 HY-AURA-14 the frame of an Entry/Exit counter and the lever are never offered as the square to move him to', () => {
    const sc = scenario({
      warriors: [
        { profile: 'ambrosius', at: [4, 4], id: 'amb' },
        { profile: 'hybrid', at: [5, 5], id: 'h' },
      ],
    });
    // Two of the nearest squares outside the zone (x or y = 7, two steps from (5,5)).
    sc.state.board.features['7,5'] = { entryCover: true };
    sc.state.board.features['5,7'] = { lever: true };
    const card = sc.content.auraCards.find((a) => a.name === 'Aura of Renunciation')!.id;
    sc.state.cards.auraKept['amb'] = [card];
    activate(sc, 'amb');
    onActivationStart(sc.ctx, sc.state, w(sc, 'amb'));
    // The Hybrid fails his test (9 against NV 3).
    play(sc, [['griffin', { kind: 'aura', card }]], [9]);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal).toContainEqual({ kind: 'relocate', warrior: 'h', x: 7, y: 4 });
    expect(legal).not.toContainEqual({ kind: 'relocate', warrior: 'h', x: 7, y: 5 });
    expect(legal).not.toContainEqual({ kind: 'relocate', warrior: 'h', x: 5, y: 7 });
  });
});

describe('Purulent Excrescence takes one NV at most from any fighter (HY-MUTATION-11)', () => {
  it('HY-MUTATION-11 under purulentWoundsTarget "enemy" the enemy the card wounded is not sprayed again when he strikes the carrier', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], id: 'hyb' },
        { profile: 'skorize', at: [6, 3], id: 'sk' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'pur' },
      ],
      options: { purulentWoundsTarget: 'enemy' },
    });
    const pe = mutationId(sc, 'Purulent Excrescence');
    sc.state.cards.mutationKept = [pe];
    activate(sc, 'sk');
    play(sc, [['scorpion', { kind: 'mutate', warrior: 'hyb', card: pe, target: 'pur' }]]);
    expect(w(sc, 'pur').wounds).toBe(1);
    // The Purifier strikes the carrier (a 2 hits); a spray roll of 9 would fail against NV 2.
    activate(sc, 'pur');
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: 'hyb', level: 1 }],
      ],
      [2, 9],
    );
    expect(w(sc, 'hyb').wounds).toBeGreaterThan(0);
    expect(rolls(ev).map((r) => r['purpose'])).not.toContain('Purulent Excrescence');
    expect(w(sc, 'pur').wounds).toBe(1);
  });
});

describe('Mutation/X counts the cards of the whole game (HY-MUTATION-03)', () => {
  it('HY-MUTATION-03 a warrior whose only Mutation Nullify took away may not receive another one', () => {
    const sc = scenario({
      warriors: [
        { profile: 'exorcist', at: [3, 3], facing: 'N', id: 'x' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'mutant' },
        { profile: 'hybrid', at: [5, 6], facing: 'S', id: 'plain' },
      ],
    });
    const hypertrophy = mutationId(sc, 'Muscular Hypertrophy');
    const heart = mutationId(sc, 'Second Heart');
    sc.state.cards.mutationKept = [heart];
    w(sc, 'mutant').mutations = [hypertrophy];
    activate(sc, 'x');
    // Nullify at SL 5: a 5 takes the card away.
    play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'DC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'nullify', target: 'mutant' }],
      ],
      [5],
    );
    expect(w(sc, 'mutant').mutations).toEqual([]);
    activate(sc, 'mutant');
    onActivationStart(sc.ctx, sc.state, w(sc, 'mutant'));
    const mutates = sc.rules.legalChoices(sc.state, 'scorpion').filter((c) => c.kind === 'mutate');
    expect(mutates).toEqual([]);
    // The other Hybrid, who never had one, still may.
    activate(sc, 'plain');
    onActivationStart(sc.ctx, sc.state, w(sc, 'plain'));
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({
      kind: 'mutate',
      warrior: 'plain',
      card: heart,
    });
  });
});

describe('a Titan stopped mid-move may stay on rockfall (HY-TERRAIN-03)', () => {
  const TITAN: Profile = {
    id: 'titan',
    name: 'Titan',
    side: 'scorpion',
    nv: 4,
    oc: 4,
    dc: 3,
    f: 4,
    mv: 3,
    movement: 6,
    rank: 2,
    base: '1x1',
    equipment: [],
    aptitudes: [{ name: 'Titan' }],
    source: 'sample',
  };

  it('HY-TERRAIN-03 HY-APT-52 a Titan whom an ambush shot leaves short stops on the rockfall square he was shot on', () => {
    // A column on (4,5) hides the Titan on (1,5) from the Skilled Firing Purifier on (7,5); the
    // rockfall row in front of him, (1..3,4), is in the Purifier's sight.
    const sc = scenario({
      profiles: [TITAN],
      warriors: [
        { profile: 'purifier', at: [7, 5], facing: 'W', id: 'p' },
        { profile: 'titan', at: [1, 5], facing: 'E', id: 't' },
      ],
    });
    sc.state.board.features['4,5'] = { column: true };
    for (const k of ['1,4', '2,4', '3,4']) sc.state.board.features[k] = { rockfall: true };
    expect(sees(sc.ctx, sc.state, w(sc, 'p'), w(sc, 't'))).toBe(false);
    w(sc, 'p').watch = 1;
    sc.state.watchNext = 2;
    activate(sc, 't');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    // (3,0) costs 5 of his 6 MP (rockfall is a plain square to him). He is seen, and shot, after
    // his first step, onto (1,4): a 1 is a Perfect Success, whose 2 wounds leave him 6 - 1 - 2 = 3
    // MP for the 4 still to pay.
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 0, facing: 'S' }]], [1]);
    expect(ev.filter((e) => e.type === 'hybrid/ambush')).toHaveLength(1);
    expect(w(sc, 't').wounds).toBe(2);
    expect([w(sc, 't').x, w(sc, 't').y]).toEqual([1, 4]);
    expect(sc.state.board.features['1,4']?.rockfall).toBe(true);
    expect(sc.rules.invariants?.(sc.state) ?? []).toEqual([]);
  });
});
