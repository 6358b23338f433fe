import { describe, expect, it } from 'vitest';
import type { HybridState } from '../src/state.ts';
import { activate, play, rolls, scenario, w, type Scenario } from './scenario.ts';

/** Moves an Event card from the deck to a hand, so the card count stays whole. */
function giveEvent(s: HybridState, seat: 'griffin' | 'scorpion', name: string, sc: Scenario): string {
  const id = sc.content.eventCards.find((c) => c.name === name)?.id;
  if (!id) throw new Error(`no Event card ${name}`);
  s.eventDeck = s.eventDeck.filter((x) => x !== id);
  s.sides[seat].eventHand.push(id);
  return id;
}

/** Moves Action cards from the deck to a hand. */
function giveAction(s: HybridState, seat: 'griffin' | 'scorpion', ids: string[]): void {
  s.actionDeck = s.actionDeck.filter((x) => !ids.includes(x));
  s.sides[seat].hand.push(...ids);
}

const mutationId = (sc: Scenario, name: string): string => {
  const id = sc.content.mutationCards.find((m) => m.name === name)?.id;
  if (!id) throw new Error(`no Mutation card ${name}`);
  return id;
};

describe('rolls caused by cards', () => {
  it('HY-CARD-EVENT-08 no Action card can change the Natural Roll an Event card causes', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [1, 1], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [5, 6], facing: 'S', id: 'h' },
      ],
    });
    const harm = giveEvent(sc.state, 'griffin', 'The Wandering Spirit', sc);
    // Both players hold point cards and Effect cards (Keen Eye: Perfect Success on 1-2; Heroism: 4 points).
    giveAction(sc.state, 'griffin', ['action-14', 'action-23']);
    giveAction(sc.state, 'scorpion', ['action-15', 'action-24']);
    activate(sc, 'p');
    play(sc, [['griffin', { kind: 'mode', mode: 'F' }]]);
    // The Hybrid (NV 3) tests at exactly SL 3: a 4 fails, whatever cards are in the hands.
    const ev = play(sc, [['griffin', { kind: 'play-event', card: harm, target: 'h' }]], [4]);
    expect(rolls(ev)).toHaveLength(1);
    expect(rolls(ev)[0]).toMatchObject({ purpose: 'Event test', warrior: 'h', sl: 3, kept: 4, result: 'failure' });
    expect(w(sc, 'h').wounds).toBe(1);
    // No card window opened for it: the hands are untouched, and play goes on with the mover's menu.
    expect(ev.some((e) => e.type === 'hybrid/cards' || e.type === 'hybrid/hindrance')).toBe(false);
    expect(sc.state.sides.griffin.hand).toEqual(['action-14', 'action-23']);
    expect(sc.state.sides.scorpion.hand).toEqual(['action-15', 'action-24']);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/move' }]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([]);
  });

  it('HY-MUTATION-05 a Mutation given later does not reach back to wounds dealt before it', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], id: 'h' },
        { profile: 'skorize', at: [6, 3], id: 'k' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'p' },
      ],
    });
    const pe = mutationId(sc, 'Purulent Excrescence');
    sc.state.cards.mutationKept = [pe];
    // The Purifier (in OC) wounds the Hybrid before he carries anything: no spray roll.
    activate(sc, 'p');
    const first = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: 'h', level: 1 }],
      ],
      [2],
    );
    expect(rolls(first)).toHaveLength(1);
    expect(w(sc, 'h').wounds).toBe(1);
    // At Skorize's activation the Hybrid receives Purulent Excrescence (and its own wound).
    activate(sc, 'k');
    const given = play(sc, [['scorpion', { kind: 'mutate', warrior: 'h', card: pe }]]);
    expect(w(sc, 'h').wounds).toBe(2);
    // The Purifier's earlier wound is not judged again: no roll, no wound for him.
    expect(rolls(given)).toHaveLength(0);
    expect(w(sc, 'p').wounds).toBe(0);
    expect(sc.state.cards.spray).toEqual([]);
    // From now on it works: the Purifier's next blow kills the carrier and costs him a wound.
    activate(sc, 'p');
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
    expect(w(sc, 'p').wounds).toBe(1);
  });
});
