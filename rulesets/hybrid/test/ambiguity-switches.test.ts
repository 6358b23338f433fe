import { describe, expect, it } from 'vitest';
import { activate, giveEvent, play, scenario, threeCosts, w, type Scenario } from './scenario.ts';

// Table options for ambiguities that the checklist marks as switchable (AMB-05, AMB-25, AMB-39,
// AMB-50): each test plays one position under the default and under the other value.
//
// Profiles (sample content): Hybrid (Scorpion) NV 3, Movement 7, Mutation/1. Purifier (Griffin)
// NV 3. Hands start empty.

const mutationId = (sc: Scenario, name: string): string => sc.content.mutationCards.find((m) => m.name === name)!.id;

describe('AMB-05 the price of a backward-diagonal step (HY-MOVE-14)', () => {
  /**
   * The Hybrid on (3,3) facing north, his free quarter turn spent, in Offensive Combat: the price
   * of ending on (2,2) still facing north, in the menu's search and in both reference searches.
   */
  function backLeft(options: Record<string, unknown>, edges: Record<string, 'wall'> = {}) {
    const sc = scenario({
      warriors: [{ profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' }],
      mission: { edges },
      options,
    });
    activate(sc, 'h');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    // With the free turn gone, turning round for a forward diagonal costs more than the step back.
    sc.state.current!.freeTurnUsed = true;
    return threeCosts(sc, 2, 2, 'N');
  }

  it('AMB-05 HY-MOVE-14 backwardDiagonal: a step back and to the left costs 2 as a retreat by default, 1 as any diagonal under "diagonal"', () => {
    expect(backLeft({})).toEqual([2, 2, 2]);
    expect(backLeft({ backwardDiagonal: 'diagonal' })).toEqual([1, 1, 1]);
  });

  it('AMB-05 HY-MOVE-14 HY-MOVE-05 backwardDiagonal: past a wall corner the surcharge comes on top under either value, 3 or 2', () => {
    // The wall between (2,3) and (3,3) ends at the corner the step passes.
    expect(backLeft({}, { '2,3,E': 'wall' })).toEqual([3, 3, 3]);
    expect(backLeft({ backwardDiagonal: 'diagonal' }, { '2,3,E': 'wall' })).toEqual([2, 2, 2]);
  });
});

describe('AMB-25 Action-card draws for deaths (HY-CARD-ACTION-04, HY-CARD-ACTION-05)', () => {
  /** The Hybrid, one wound from death, turns over the Trap counter he stands on and fails its roll. */
  function trapDeath(options: Record<string, unknown>) {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 4], wounds: 2, id: 'h' },
        { profile: 'purifier', at: [7, 7], id: 'p' },
      ],
      options,
    });
    sc.state.eventCounters['3,4'] = true;
    const top = sc.state.actionDeck[0];
    activate(sc, 'h');
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'event-counter' }],
      ],
      [9],
    );
    expect(w(sc, 'h').status).toBe('eliminated');
    return { hand: sc.state.sides.scorpion.hand, top };
  }

  it('AMB-25 HY-CARD-ACTION-05 deathCardDraws: a death a trap deals on its own draws no card by default, one under "notOwnSide"', () => {
    expect(trapDeath({}).hand).toEqual([]);
    const other = trapDeath({ deathCardDraws: 'notOwnSide' });
    expect(other.hand).toEqual([other.top]);
  });

  it('AMB-25 HY-CARD-ACTION-05 deathCardDraws: a warrior killed by his own side’s card draws none under either value (an Interruption card’s trapdoor)', () => {
    // The Hybrid on (3,4) takes the Event counter there; the next Event card, Floor Gives Way,
    // drops open the trapdoor under another Hybrid, one wound from death.
    for (const options of [{}, { deathCardDraws: 'notOwnSide' }]) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 4], id: 'h' },
          { profile: 'hybrid', at: [0, 7], wounds: 2, id: 'h2' },
          { profile: 'purifier', at: [7, 7], id: 'p' },
        ],
        options,
      });
      sc.state.board.features['0,7'] = { trapdoor: 'closed' };
      const floor = sc.content.eventCards.find((c) => c.effect === 'open-trapdoors')!;
      sc.state.eventDeck = [floor.id, ...sc.state.eventDeck.filter((c) => c !== floor.id)];
      sc.state.eventCounters['3,4'] = false;
      activate(sc, 'h');
      const ev = play(sc, [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'event-counter' }],
      ]);
      expect(w(sc, 'h2').status).toBe('eliminated');
      expect(ev.filter((e) => e.type === 'hybrid/action-drawn')).toEqual([]);
      expect(sc.state.sides.scorpion.hand).toEqual([]);
    }
  });

  it('AMB-25 HY-CARD-ACTION-05 HY-MUTATION-08 deathCardDraws: a carrier killed by the wound of his own Purulent Excrescence draws none under either value', () => {
    for (const options of [{}, { deathCardDraws: 'notOwnSide' }]) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 3], wounds: 2, id: 'h' },
          { profile: 'purifier', at: [7, 7], id: 'p' },
        ],
        options,
      });
      const pe = mutationId(sc, 'Purulent Excrescence');
      sc.state.cards.mutationKept = [pe];
      activate(sc, 'h');
      play(sc, [['scorpion', { kind: 'mutate', warrior: 'h', card: pe }]]);
      expect(w(sc, 'h').status).toBe('eliminated');
      expect(sc.state.sides.scorpion.hand).toEqual([]);
    }
  });

  it('AMB-25 HY-CARD-ACTION-04 deathCardDraws: an enemy’s kill draws a card under either value', () => {
    // The Purifier (one wound left) in front of the Hybrid, who strikes him: a 2 hits.
    for (const options of [{}, { deathCardDraws: 'notOwnSide' }]) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
          { profile: 'purifier', at: [3, 4], facing: 'S', wounds: 2, id: 'p' },
        ],
        options,
      });
      const top = sc.state.actionDeck[0];
      activate(sc, 'h');
      play(
        sc,
        [
          ['scorpion', { kind: 'mode', mode: 'OC' }],
          ['scorpion', { kind: 'done' }],
          ['scorpion', { kind: 'strike', target: 'p', level: 1 }],
        ],
        [2],
      );
      expect(w(sc, 'p').status).toBe('eliminated');
      expect(sc.state.sides.griffin.hand).toEqual([top]);
    }
  });

  it('AMB-25 HY-CARD-ACTION-04 HY-CARD-EVENT-06 deathCardDraws: an enemy killed by an Event card the opponent played draws his side a card under either value', () => {
    // The Scorpion player plays The Wandering Spirit at the Purifier (one NV left): his test
    // fails on a 4.
    for (const options of [{}, { deathCardDraws: 'notOwnSide' }]) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [1, 1], id: 'h' },
          { profile: 'purifier', at: [6, 6], wounds: 2, id: 'p' },
        ],
        options,
      });
      const card = giveEvent(sc, 'scorpion', 'The Wandering Spirit');
      const top = sc.state.actionDeck[0];
      activate(sc, 'h');
      const ev = play(sc, [['scorpion', { kind: 'play-event', card, target: 'p' }]], [4]);
      expect(w(sc, 'p').status).toBe('eliminated');
      expect(ev.filter((e) => e.type === 'hybrid/action-drawn').map((e) => e['seat'])).toEqual(['griffin']);
      expect(sc.state.sides.griffin.hand).toEqual([top]);
    }
  });
});

describe('AMB-39 how often the Heresiarch’s Prison rolls for rockfall (HY-MISSION-11)', () => {
  /**
   * Two Hybrids (Scorpion) and the Purifiers `griffins` (Griffin) take turns, the first Hybrid
   * first. The first Purifier stands on (5,5), a square of tile 1 where rocks may land, with one
   * wound left. The first Hybrid ends his activation; the dice that follow are `rockfall`.
   */
  function afterTheHybrid(options: Record<string, unknown>, rockfall: number[], griffins = ['p1', 'p2']) {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
        { profile: 'hybrid', at: [1, 1], facing: 'N', id: 'h2' },
        ...griffins.map((id, i) => ({
          profile: 'purifier',
          at: i === 0 ? ([5, 5] as const) : ([0, 7] as const),
          wounds: i === 0 ? 2 : 0,
          id,
        })),
      ],
      mission: { rockfallProcedure: true },
      options,
    });
    sc.state.board.features['5,5'] = { rockLanding: true };
    activate(sc, 'h');
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'end' }],
      ],
      rockfall,
    );
    return { sc, dice: ev.filter((e) => e.type === 'hybrid/rockfall-roll').map((e) => e['roll']) };
  }

  it('AMB-39 HY-MISSION-11 rockfallRoll: by default no roll as an activation begins; under "activation" one as each begins, and rocks that kill the warrior whose turn it is end his turn', () => {
    const byRound = afterTheHybrid({}, [1, 10]);
    expect(byRound.dice).toEqual([]);
    expect(byRound.sc.state.current?.warrior).toBe('p1');
    expect(w(byRound.sc, 'p1').wounds).toBe(2);

    // A 1 drops rocks on tile 1 as the first Purifier's activation begins: they kill him, his turn
    // is over, and the second Hybrid's activation begins with its own roll, a 10 (nothing).
    const byActivation = afterTheHybrid({ rockfallRoll: 'activation' }, [1, 10]);
    expect(byActivation.dice).toEqual([1, 10]);
    expect(byActivation.sc.state.board.features['5,5']?.rockfall).toBe(true);
    expect(w(byActivation.sc, 'p1').status).toBe('eliminated');
    expect(byActivation.sc.state.current?.warrior).toBe('h2');
  });

  it('AMB-39 HY-MISSION-11 HY-END-05 rockfallRoll: under "activation" rocks that kill a side’s last warrior as his turn begins end the game there', () => {
    const { sc, dice } = afterTheHybrid({ rockfallRoll: 'activation' }, [1, 10], ['p1']);
    expect(dice).toEqual([1]);
    expect(sc.state.outcome).toMatchObject({ reason: 'a side has no warriors left' });
    expect(sc.state.current).toBeNull();
  });

  it('AMB-39 HY-MISSION-11 HY-END-05 rockfallRoll: under "activation" rocks that kill the other side’s last warrior as a turn begins end the game there', () => {
    // The Purifier's own turn begins with a 10 (nothing); he ends it, and the second Hybrid's
    // begins with a 1: the rocks fall on the Purifier's tile, not on the Hybrid.
    const { sc } = afterTheHybrid({ rockfallRoll: 'activation' }, [10], ['p1']);
    expect(sc.state.current?.warrior).toBe('p1');
    play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'DC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'end' }],
      ],
      [1],
    );
    expect(w(sc, 'p1').status).toBe('eliminated');
    expect(sc.state.outcome).toMatchObject({ reason: 'a side has no warriors left' });
    expect(sc.state.current).toBeNull();
  });

  /**
   * The Hybrid (Scorpion) closes the round with his activation, the Purifier (Griffin) standing on
   * `p` with `wounds`, the board holding `feature` on (5,5); `dice` follow: the round-start rolls,
   * the Activation Roll and what comes after it.
   */
  function closeTheRound(
    p: { at: [number, number]; wounds?: number },
    mission: Record<string, unknown>,
    feature: Record<string, unknown>,
    dice: number[],
    options: Record<string, unknown> = {},
  ) {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
        { profile: 'purifier', at: p.at, wounds: p.wounds ?? 0, id: 'p' },
      ],
      mission,
      options,
    });
    sc.state.board.features['5,5'] = feature;
    activate(sc, 'h');
    sc.state.sides.griffin.sequence = [];
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'end' }],
      ],
      dice,
    );
    return { sc, ev };
  }

  it('AMB-39 HY-MISSION-11 rockfallRoll: by default the roll follows the Activation Roll of each round; under "activation" no roll comes there', () => {
    /** The new round's Activation Roll is 3 / 5, then `after`. */
    const nextRound = (options: Record<string, unknown>, after: number[]) => {
      const { sc, ev } = closeTheRound(
        { at: [6, 6] },
        { rockfallProcedure: true },
        { rockLanding: true },
        [3, 5, ...after],
        options,
      );
      expect(sc.state.round).toBe(2);
      return {
        dice: ev.filter((e) => e.type === 'hybrid/rockfall-roll').map((e) => e['roll']),
        fell: sc.state.board.features['5,5']?.rockfall === true,
      };
    };
    expect(nextRound({}, [1])).toEqual({ dice: [1], fell: true });
    expect(nextRound({ rockfallRoll: 'activation' }, [1])).toEqual({ dice: [], fell: false });
  });

  it('HY-END-05 HY-MISSION-11 rocks that kill a side’s last warrior after the Activation Roll end the game there, before anyone chooses who goes first', () => {
    // The Activation Roll is 3 / 5, then rocks on tile 1, where the Purifier stands with one wound left.
    const { sc } = closeTheRound(
      { at: [5, 5], wounds: 2 },
      { rockfallProcedure: true },
      { rockLanding: true },
      [3, 5, 1],
    );
    expect(w(sc, 'p').status).toBe('eliminated');
    expect(sc.state.outcome).toMatchObject({ reason: 'a side has no warriors left' });
    expect(sc.state.phase).not.toBe('choose-first');
  });

  it('HY-END-05 HY-MISSION-07 a trapdoor that opens under a side’s last warrior as a round begins ends the game there, before the Activation Roll', () => {
    // The new round's trapdoor roll, a 1, opens it under the Purifier, who has one wound left.
    const { sc, ev } = closeTheRound(
      { at: [5, 5], wounds: 2 },
      { trapdoorProcedure: 'scarlet-hive' },
      { trapdoor: 'closed' },
      [1],
    );
    expect(w(sc, 'p').status).toBe('eliminated');
    expect(sc.state.outcome).toMatchObject({ reason: 'a side has no warriors left' });
    expect(ev.some((e) => e.type === 'hybrid/activation-roll')).toBe(false);
  });
});

describe('AMB-50 the NV Steel Tendons asks for (HY-MUTATION-12)', () => {
  /** Whether Steel Tendons is offered to the Hybrid (printed NV 3) with `wounds`, at his activation. */
  function offered(options: Record<string, unknown>, wounds: number): boolean {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], wounds, id: 'h' },
        { profile: 'purifier', at: [7, 7], id: 'p' },
      ],
      options,
    });
    const st = mutationId(sc, 'Steel Tendons');
    sc.state.cards.mutationKept = [st];
    activate(sc, 'h');
    return sc.rules
      .legalChoices(sc.state, 'scorpion')
      .some((c) => c.kind === 'mutate' && c.warrior === 'h' && c.card === st);
  }

  it('AMB-50 HY-MUTATION-12 steelTendonsNV: a wounded Hybrid (NV 3, 2 left) may take it by default, not under "current"; unwounded, under both', () => {
    expect(offered({}, 1)).toBe(true);
    expect(offered({ steelTendonsNV: 'current' }, 1)).toBe(false);
    expect(offered({}, 0)).toBe(true);
    expect(offered({ steelTendonsNV: 'current' }, 0)).toBe(true);
  });
});
