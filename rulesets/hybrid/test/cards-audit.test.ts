import { describe, expect, it } from 'vitest';
import { activate, play, scenario, w } from './scenario.ts';

// Sample content: Floor Gives Way is a field Interruption card that drops every trapdoor open.
// Hybrid (Scorpion) NV 3; Purifier (Griffin) NV 3. Hands start empty.

describe('Action-card draws for deaths an opponent’s card dealt (HY-CARD-ACTION-04, AMB-25)', () => {
  it('HY-CARD-ACTION-04 HY-CARD-EVENT-05 AMB-25 an enemy killed by the trapdoor an Interruption card drops open under him draws his side a card; a warrior of the drawer’s own side draws none', () => {
    // The Hybrid on (3,4) takes the Event counter there; the next Event card is Floor Gives Way.
    // A Purifier and another Hybrid, each one wound from death, stand on closed trapdoors.
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 4], id: 'h' },
        { profile: 'purifier', at: [7, 7], wounds: 2, id: 'p' },
        { profile: 'hybrid', at: [0, 7], wounds: 2, id: 'h2' },
      ],
    });
    sc.state.board.features['7,7'] = { trapdoor: 'closed' };
    sc.state.board.features['0,7'] = { trapdoor: 'closed' };
    const floor = sc.content.eventCards.find((c) => c.effect === 'open-trapdoors')!;
    sc.state.eventDeck = [floor.id, ...sc.state.eventDeck.filter((c) => c !== floor.id)];
    sc.state.eventCounters['3,4'] = false;
    const top = sc.state.actionDeck[0];
    activate(sc, 'h');
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'event-counter' }],
    ]);
    expect([w(sc, 'p').status, w(sc, 'h2').status]).toEqual(['eliminated', 'eliminated']);
    expect(sc.state.sides.griffin.hand).toEqual([top]);
    expect(sc.state.sides.scorpion.hand).toEqual([]);
    expect(ev.filter((e) => e.type === 'hybrid/action-drawn').map((e) => e['seat'])).toEqual(['griffin']);
  });
});

describe('Action-card draws for a Purulent Excrescence spray (HY-CARD-ACTION-04, AMB-25)', () => {
  it('HY-CARD-ACTION-04 HY-MUTATION-09 AMB-25 an attacker the carrier’s Mutation card kills is a death the opponent’s card dealt: his side draws', () => {
    // The Purifier (two wounds, NV 3) strikes the Hybrid carrying Purulent Excrescence and hits
    // with a Perfect Success (a 1, two wounds); his spray roll against his one NV left fails (a
    // 5), and the wound kills him.
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3], facing: 'N', wounds: 2, id: 'p' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h' },
      ],
    });
    w(sc, 'h').mutations = [sc.content.mutationCards.find((m) => m.effect === 'purulent-excrescence')!.id];
    const top = sc.state.actionDeck[0];
    activate(sc, 'p');
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: 'h', level: 1 }],
      ],
      [1, 5],
    );
    expect(w(sc, 'h')).toMatchObject({ status: 'in-play', wounds: 2 });
    expect(w(sc, 'p').status).toBe('eliminated');
    expect(ev.find((e) => e.type === 'hybrid/wound' && e['warrior'] === 'p')).toMatchObject({
      by: 'h',
      rule: 'HY-MUTATION-09',
    });
    expect(sc.state.sides.griffin.hand).toEqual([top]);
    expect(sc.state.sides.scorpion.hand).toEqual([]);
  });
});

describe('a card that shuts the doors (HY-DOOR-11)', () => {
  it('HY-DOOR-04 HY-DOOR-11 Lockdown shuts every open door but one with a warrior standing in its doorway', () => {
    // The Aberration's 2x2 base on (3,3)-(4,4) straddles the open double door on the north edges
    // of (3,3) and (4,3); the open door on the north edge of (0,6) has no one in it. The Hybrid on
    // (6,1) takes the Event counter there; the next Event card is Lockdown.
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 3], facing: 'N', id: 'a' },
        { profile: 'hybrid', at: [6, 1], id: 'h' },
      ],
      mission: {
        doors: [
          { id: 'wide', edges: ['3,3,N', '4,3,N'], open: true },
          { id: 'free', edges: ['0,6,N'], open: true },
        ],
      },
    });
    const lockdown = sc.content.eventCards.find((c) => c.effect === 'close-doors')!;
    sc.state.eventDeck = [lockdown.id, ...sc.state.eventDeck.filter((c) => c !== lockdown.id)];
    sc.state.eventCounters['6,1'] = false;
    activate(sc, 'h');
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'event-counter' }],
    ]);
    expect(ev.some((e) => e.type === 'hybrid/doors-shut')).toBe(true);
    const open = (id: string) => sc.state.board.doors.find((d) => d.id === id)?.open;
    expect([open('wide'), open('free')]).toEqual([true, false]);
  });
});
