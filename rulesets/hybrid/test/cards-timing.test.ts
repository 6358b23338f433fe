import { describe, expect, it } from 'vitest';
import { onActivationStart } from '../src/cards/play.ts';
import type { HybridState } from '../src/state.ts';
import { activate, giveEvent, play, rolls, scenario, w, type Scenario } from './scenario.ts';

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
    const harm = giveEvent(sc, 'griffin', 'The Wandering Spirit');
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

describe('what each seat may know of the cards', () => {
  it('a card taken back from the discard into the defender’s hand is public: the attacker’s view may name it (seed 90750)', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [2, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [2, 1], facing: 'S', id: 'h' },
      ],
    });
    // Griffin: Keen Eye (Effect: Perfect Success on 1-2). Scorpion: Second Thoughts (Effect: take back
    // the top discard) and Perfect Timing, which the Griffin player must never see.
    giveAction(sc.state, 'griffin', ['action-14']);
    giveAction(sc.state, 'scorpion', ['action-08', 'action-25']);
    activate(sc, 'p');
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: 'h', level: 2 }],
        ['griffin', { kind: 'cards', cards: ['action-14'], effect: true }],
        ['scorpion', { kind: 'hinder', card: 'action-08', effect: true }],
      ],
      [5],
    );
    // Keen Eye went face up to the discard and came straight back into the Scorpion hand.
    expect(sc.state.sides.scorpion.hand).toEqual(['action-25', 'action-14']);
    const seen = sc.rules.view(sc.state, 'griffin');
    const text = JSON.stringify(seen);
    // Both the play and the taking back were announced to both seats, card named.
    const recalled = ev.find((e) => e.type === 'hybrid/card-recalled');
    expect(recalled).toMatchObject({ seat: 'scorpion', card: 'action-14' });
    expect(recalled?.['visibleTo']).toBeUndefined();
    expect(ev.find((e) => e.type === 'hybrid/card-effect')).toMatchObject({ seat: 'griffin', card: 'action-14' });
    expect(seen.cards.opponentShown).toEqual(['action-14']);
    expect(text).not.toContain('"action-25"');
    // The Scorpion seat's view names it as his own card, and has nothing to say of its own hand to itself.
    expect(sc.rules.view(sc.state, 'scorpion').cards.opponentShown).toEqual([]);
    // Next activation: still in that hand, still known; once played it is simply in the discard.
    activate(sc, 'h');
    onActivationStart(sc.ctx, sc.state, w(sc, 'h'));
    expect(sc.rules.view(sc.state, 'griffin').cards.opponentShown).toEqual(['action-14']);
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: 'p', level: 1 }],
        ['scorpion', { kind: 'cards', cards: ['action-14'] }],
        ['scorpion', { kind: 'cards', cards: [] }],
      ],
      [9],
    );
    const after = sc.rules.view(sc.state, 'griffin');
    expect(after.cards.opponentShown).toEqual([]);
    expect(after.actionDiscard).toContain('action-14');
    expect(JSON.stringify(after)).not.toContain('"action-25"');
  });

  it('a card drawn from the deck stays hidden from the other seat', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [2, 0], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [2, 1], facing: 'S', id: 'h' },
      ],
    });
    giveAction(sc.state, 'scorpion', ['action-25']);
    const seen = sc.rules.view(sc.state, 'griffin');
    expect(seen.cards.opponentShown).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain('"action-25"');
  });
});

describe('Nullify', () => {
  function exorcistAndHybrid() {
    const sc = scenario({
      warriors: [
        // Two wounds on NV 3, and Prestige/1: an NV-based test would be at SL 2.
        { profile: 'exorcist', at: [3, 3], facing: 'N', id: 'x', wounds: 2 },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'mutant' },
        { profile: 'hybrid', at: [4, 4], facing: 'S', id: 'plain' },
      ],
    });
    const hypertrophy = mutationId(sc, 'Muscular Hypertrophy');
    sc.state.cards.mutationKept = sc.state.cards.mutationKept.filter((c) => c !== hypertrophy);
    w(sc, 'mutant').mutations = [hypertrophy];
    // Heroism, four points, in the Griffin hand: no card can reach the test.
    giveAction(sc.state, 'griffin', ['action-23']);
    activate(sc, 'x');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
    ]);
    return { sc, hypertrophy };
  }

  it('HY-APT-60 HY-ROLL-11 Nullify is a test at the content’s fixed SL (5 in our sample), whatever wounds and cards say', () => {
    const { sc, hypertrophy } = exorcistAndHybrid();
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    // Only an enemy who carries a Mutation can be named.
    expect(legal.filter((c) => c.kind === 'nullify')).toEqual([{ kind: 'nullify', target: 'mutant' }]);
    const ev = play(sc, [['griffin', { kind: 'nullify', target: 'mutant' }]], [5]);
    expect(rolls(ev)).toEqual([expect.objectContaining({ purpose: 'Nullify', rolls: [5], sl: 5, result: 'success' })]);
    expect(w(sc, 'mutant').mutations).toEqual([]);
    expect(sc.state.cards.mutationDiscard).toContain(hypertrophy);
    expect(sc.state.sides.griffin.hand).toEqual(['action-23']);
    // Once a round.
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'nullify')).toBe(false);

    // A 6 fails against SL 5: the Mutation stays.
    const again = exorcistAndHybrid();
    const ev2 = play(again.sc, [['griffin', { kind: 'nullify', target: 'mutant' }]], [6]);
    expect(rolls(ev2)[0]).toMatchObject({ sl: 5, result: 'failure' });
    expect(w(again.sc, 'mutant').mutations).toEqual([again.hypertrophy]);
  });
});

describe('Event cards during any activation', () => {
  function purifierTurn(scorpionCards: string[]) {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [1, 1], facing: 'N', id: 'p', wounds: 1 },
        { profile: 'hybrid', at: [5, 6], facing: 'S', id: 'h' },
      ],
      // The other player's cards wait for the end (`eventWindows: 'end'`): the moments before
      // the end have their own tests (event-windows.test.ts).
      options: { eventWindows: 'end' },
    });
    const heal = giveEvent(sc, 'griffin', 'Lucky Break');
    const harms = scorpionCards.map((n) => giveEvent(sc, 'scorpion', n));
    activate(sc, 'p');
    return { sc, heal, harms };
  }

  it('HY-CARD-EVENT-04 either player may play Event cards during an activation: the active one as he goes, the other before it ends (eventWindows: end)', () => {
    const { sc, heal, harms } = purifierTurn(['The Wandering Spirit']);
    const harm = harms[0]!;
    play(sc, [['griffin', { kind: 'mode', mode: 'DC' }]]);
    // The active player, in the middle of his activation.
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'play-event', card: heal, target: 'p' });
    play(sc, [['griffin', { kind: 'play-event', card: heal, target: 'p' }]]);
    expect(w(sc, 'p').wounds).toBe(0);
    play(sc, [['griffin', { kind: 'done' }]]);
    // Ending it gives the Scorpion player his moment first: the activation waits for him.
    play(sc, [['griffin', { kind: 'end' }]]);
    expect(sc.state.current?.warrior).toBe('p');
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/events' }]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([]);
    const offered = sc.rules.legalChoices(sc.state, 'scorpion');
    expect(offered).toContainEqual({ kind: 'events-done' });
    expect(offered).toContainEqual({ kind: 'play-event', card: harm, target: 'p' });
    // The Purifier (NV 3) rolls 9: a wound. With nothing left to play, the activation then ends.
    const ev = play(sc, [['scorpion', { kind: 'play-event', card: harm, target: 'p' }]], [9]);
    expect(w(sc, 'p').wounds).toBe(1);
    expect(ev.some((e) => e.type === 'hybrid/activation-end' && e['warrior'] === 'p')).toBe(true);
    expect(sc.state.current?.warrior).toBe('h');
  });

  it('HY-CARD-EVENT-04 under eventWindows: end the window opens once per activation, and not at all for a player with nothing to play', () => {
    // Nothing playable: the activation ends at once.
    const none = purifierTurn([]);
    play(none.sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    expect(none.sc.state.current?.warrior).toBe('h');
    // A card kept for later: one question, then the activation ends.
    const kept = purifierTurn(['Ambush Orders']);
    play(kept.sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    expect(kept.sc.rules.pending(kept.sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/events' }]);
    play(kept.sc, [['scorpion', { kind: 'events-done' }]]);
    expect(kept.sc.state.current?.warrior).toBe('h');
    expect(kept.sc.state.sides.scorpion.eventHand).toEqual(kept.harms);
  });
});

describe('Event cards before the roll', () => {
  it('HY-CARD-EVENT-04 asked for a Hindrance, the other player may play an Event card first: the shooter falls before his roll', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [2, 0], facing: 'N', id: 'p', wounds: 2 },
        { profile: 'hybrid', at: [2, 5], facing: 'S', id: 'h' },
        { profile: 'seneschal', at: [7, 0], facing: 'E', id: 'other' },
      ],
      options: { eventWindows: 'end' },
    });
    const harm = giveEvent(sc, 'scorpion', 'Misfire');
    giveAction(sc.state, 'scorpion', ['action-05']);
    activate(sc, 'p');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'fire', target: 'h', level: 1 }],
    ]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/hindrance' }]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'play-event', card: harm, target: 'p' });
    // The Purifier, one NV point left, fails his test on a 9: he is eliminated and never fires.
    const ev = play(sc, [['scorpion', { kind: 'play-event', card: harm, target: 'p' }]], [9]);
    expect(w(sc, 'p').status).toBe('eliminated');
    expect(rolls(ev).map((r) => r['purpose'])).toEqual(['Event test']);
    expect(w(sc, 'h').wounds).toBe(0);
    expect(sc.state.current?.warrior).toBe('h');
    expect(sc.state.sides.scorpion.hand).toEqual(['action-05']);
  });
});
