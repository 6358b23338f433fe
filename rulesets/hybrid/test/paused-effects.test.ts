import { describe, expect, it } from 'vitest';
import type { HybridChoice } from '../src/choices.ts';
import type { Seat } from '../src/state.ts';
import { sees } from '../src/world.ts';
import { activate, play, rolls, scenario, w, WALL3_TILE, type Scenario } from './scenario.ts';

/** Gives Action cards from the deck to a hand, so the card count stays whole. */
function give(sc: Scenario, seat: Seat, ids: string[]): void {
  sc.state.actionDeck = sc.state.actionDeck.filter((x) => !ids.includes(x));
  sc.state.sides[seat].hand.push(...ids);
}

const name = (sc: Scenario, id: string) => sc.content.actionCards.find((c) => c.id === id);

/**
 * A Skilled Firing Purifier (NV 3) at (3, 0) facing north, and a Hybrid (NV 3) behind the wall at
 * (1, 5) facing east, in Offensive Combat. Walking east to (6, 5), he is seen first on (4, 5).
 */
function ambush(): Scenario {
  const sc = scenario({
    tiles: [WALL3_TILE],
    warriors: [
      { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p1' },
      { profile: 'hybrid', at: [1, 5], facing: 'E', id: 'hybrid' },
    ],
  });
  const h = w(sc, 'hybrid');
  h.x = 4;
  expect(sees(sc.ctx, sc.state, w(sc, 'p1'), h)).toBe(true);
  h.x = 3;
  expect(sees(sc.ctx, sc.state, w(sc, 'p1'), h)).toBe(false);
  h.x = 1;
  w(sc, 'p1').watch = 1;
  sc.state.watchNext = 2;
  activate(sc, 'hybrid');
  play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
  return sc;
}

/**
 * A row of columns along y = 2 with one open trapdoor at (3, 2): a Hybrid (NV 3) at (3, 1) facing
 * north who walks to (3, 4) must jump it.
 */
function trapdoor(wounds = 0): Scenario {
  const sc = scenario({
    warriors: [
      { profile: 'hybrid', at: [3, 1], facing: 'N', id: 'hybrid', wounds },
      { profile: 'purifier', at: [7, 7], id: 'p' },
    ],
  });
  sc.state.board.features['3,2'] = { trapdoor: 'open' };
  for (const x of [0, 1, 2, 4, 5, 6, 7]) sc.state.board.features[`${x},2`] = { column: true };
  activate(sc, 'hybrid');
  play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
  return sc;
}

const WALK: HybridChoice = { kind: 'move', x: 6, y: 5, facing: 'E' };
const JUMP: HybridChoice = { kind: 'move', x: 3, y: 4, facing: 'N' };

describe('Action card Effects on the rolls of a paused move', () => {
  it('HY-MODE-F-24 HY-CARD-ACTION-02 the shooter backs his ambush shot with Keen Eye for its Effect: no points, and a 2 is a Perfect Success of two wounds', () => {
    const sc = ambush();
    expect(name(sc, 'action-14')).toMatchObject({ name: 'Keen Eye', points: 2, effect: 'keen' });
    give(sc, 'griffin', ['action-14']);
    play(sc, [['scorpion', WALK]]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'cards', cards: [] },
      { kind: 'cards', cards: ['action-14'] },
      { kind: 'cards', cards: ['action-14'], effect: true },
    ]);
    const ev = play(sc, [['griffin', { kind: 'cards', cards: ['action-14'], effect: true }]], [2]);
    expect(ev.some((e) => e.type === 'hybrid/card-effect' && e['card'] === 'action-14')).toBe(true);
    // SL 3 with no points; the 2 is a Perfect Success under the Effect: two wounds.
    expect(rolls(ev)[0]).toMatchObject({ warrior: 'p1', sl: 3, kept: 2, result: 'perfect' });
    expect(w(sc, 'hybrid').wounds).toBe(2);
    expect(sc.state.actionDiscard).toContain('action-14');
  });

  it('HY-MODE-F-24 HY-CARD-ACTION-26 Aimed Blow on the shot deals one wound more; the mover cancels it with Counterplay', () => {
    const hit = ambush();
    give(hit, 'griffin', ['action-12']);
    play(hit, [['scorpion', WALK]]);
    const ev = play(hit, [['griffin', { kind: 'cards', cards: ['action-12'], effect: true }]], [3]);
    expect(rolls(ev)[0]).toMatchObject({ sl: 3, kept: 3, result: 'success' });
    expect(w(hit, 'hybrid').wounds).toBe(2);
    // The same shot, the mover holding Counterplay: offered for its Effect now that there is one to cancel.
    const sc = ambush();
    give(sc, 'griffin', ['action-12']);
    give(sc, 'scorpion', ['action-17']);
    play(sc, [['scorpion', WALK]]);
    play(sc, [['griffin', { kind: 'cards', cards: ['action-12'], effect: true }]]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({
      kind: 'hinder',
      card: 'action-17',
      effect: true,
    });
    const shot = play(sc, [['scorpion', { kind: 'hinder', card: 'action-17', effect: true }]], [3]);
    expect(shot.some((e) => e.type === 'hybrid/effect-cancelled' && e['card'] === 'action-12')).toBe(true);
    expect(rolls(shot)[0]).toMatchObject({ sl: 3, result: 'success' });
    expect(w(sc, 'hybrid').wounds).toBe(1);
  });

  it('HY-CARD-ACTION-18 HY-CARD-ACTION-09 the opponent hinders a trapdoor jump with Misstep for its Effect: at SL 11 a 9 is a Critical Failure and he falls in', () => {
    const sc = trapdoor();
    // Heroism and Perfect Timing (4 points each) for the mover; Misstep (fumble) for the opponent.
    give(sc, 'scorpion', ['action-23', 'action-25']);
    give(sc, 'griffin', ['action-11']);
    play(sc, [
      ['scorpion', JUMP],
      ['scorpion', { kind: 'cards', cards: ['action-23'] }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({
      kind: 'hinder',
      card: 'action-11',
      effect: true,
    });
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'hinder', card: 'action-11', effect: true }],
        ['scorpion', { kind: 'cards', cards: ['action-25'] }],
      ],
      [9],
    );
    // NV 3 + 8 points = SL 11: a 9 would pass, but the Effect makes it a Critical Failure.
    expect(rolls(ev)[0]).toMatchObject({ purpose: 'Trapdoor jump', sl: 11, kept: 9, result: 'critical' });
    expect(w(sc, 'hybrid').wounds).toBe(1);
  });

  it('HY-CARD-ACTION-18 a wounded mover heals himself with Second Wind for its Effect before the jump', () => {
    const sc = trapdoor(1);
    give(sc, 'scorpion', ['action-09']);
    play(sc, [['scorpion', JUMP]]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({
      kind: 'cards',
      cards: ['action-09'],
      effect: true,
    });
    const ev = play(sc, [['scorpion', { kind: 'cards', cards: ['action-09'], effect: true }]], [3]);
    expect(ev.some((e) => e.type === 'hybrid/healed' && e['warrior'] === 'hybrid')).toBe(true);
    // Healed before the roll: NV 3 again, and no points from the card.
    expect(rolls(ev)[0]).toMatchObject({ sl: 3, kept: 3, result: 'success' });
    expect(w(sc, 'hybrid').wounds).toBe(0);
  });

  it('HY-CARD-ACTION-02 Effects that cannot act on these rolls are offered for their points only: Hesitation (no parry) on the shot, Keen Eye and Aimed Blow on the jump, Second Wind for the jump’s opponent', () => {
    const shot = ambush();
    give(shot, 'griffin', ['action-01']);
    give(shot, 'scorpion', ['action-02']);
    play(shot, [['scorpion', WALK]]);
    expect(shot.rules.legalChoices(shot.state, 'griffin')).toEqual([
      { kind: 'cards', cards: [] },
      { kind: 'cards', cards: ['action-01'] },
    ]);
    play(shot, [['griffin', { kind: 'cards', cards: [] }]]);
    expect(shot.rules.legalChoices(shot.state, 'scorpion')).toEqual([
      { kind: 'hinder', card: null },
      { kind: 'hinder', card: 'action-02' },
    ]);
    const jump = trapdoor(1);
    give(jump, 'scorpion', ['action-14', 'action-12']);
    w(jump, 'p').wounds = 1;
    give(jump, 'griffin', ['action-09']);
    play(jump, [['scorpion', JUMP]]);
    expect(jump.rules.legalChoices(jump.state, 'scorpion')).toEqual([
      { kind: 'cards', cards: [] },
      { kind: 'cards', cards: ['action-14'] },
      { kind: 'cards', cards: ['action-12'] },
    ]);
    play(jump, [['scorpion', { kind: 'cards', cards: [] }]]);
    expect(jump.rules.legalChoices(jump.state, 'griffin')).toEqual([
      { kind: 'hinder', card: null },
      { kind: 'hinder', card: 'action-09' },
    ]);
  });
});
