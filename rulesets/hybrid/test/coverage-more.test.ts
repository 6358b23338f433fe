import { describe, expect, it } from 'vitest';
import { auraBonus, parryBonus } from '../src/aptitudes.ts';
import { onActivationStart } from '../src/cards/play.ts';
import type { HybridChoice } from '../src/choices.ts';
import type { Profile } from '../src/content/schema.ts';
import { searchMoves } from '../src/movement.ts';
import { placements } from '../src/world.ts';
import {
  WALL3_TILE,
  WARDEN,
  activate,
  asked,
  giveEvent,
  play,
  rolls,
  scenario,
  tryApply,
  w,
  windowFor,
} from './scenario.ts';

const auraId = (name: string, cards: readonly { id: string; name: string }[]): string =>
  cards.find((a) => a.name === name)!.id;

describe('paths no other test walks', () => {
  it('HY-AURA-09 an Aura touches each side only as its card says: Warding helps friends, Dread hinders enemies', () => {
    const sc = scenario({
      warriors: [
        { profile: 'ambrosius', at: [3, 3] },
        { profile: 'purifier', at: [4, 3] },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
      ],
    });
    const [amb, pur, hy] = sc.ids as [string, string, string];
    sc.state.cards.auraActive[amb] = { card: auraId('Aura of Warding', sc.content.auraCards), stamp: 1 };
    // Both stand inside the zone, but only the bearer's friend parries better.
    expect(parryBonus(sc.ctx, sc.state, w(sc, pur))).toBe(1);
    expect(parryBonus(sc.ctx, sc.state, w(sc, hy))).toBe(0);
    sc.state.cards.auraActive[amb] = { card: auraId('Aura of Dread', sc.content.auraCards), stamp: 2 };
    expect(auraBonus(sc.ctx, sc.state, w(sc, hy), 'oc')).toBe(-1);
    expect(auraBonus(sc.ctx, sc.state, w(sc, pur), 'oc')).toBe(0);
  });

  it('HY-MOVE-24 once the allowance is spent, a further step is refused', () => {
    const sc = scenario({ warriors: [{ profile: 'hybrid', at: [3, 0], facing: 'N' }] });
    const hy = sc.ids[0] as string;
    activate(sc, hy);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 3, y: 7, facing: 'N' }],
    ]);
    expect(sc.state.current?.mpLeft).toBe(0);
    const r = tryApply(sc, 'scorpion', { kind: 'move', x: 3, y: 6, facing: 'N' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.rule]).toEqual(['move/no-points', 'HY-MOVE-24']);
    expect([w(sc, hy).x, w(sc, hy).y]).toEqual([3, 7]);
  });

  it('HY-CARD-EVENT-11 Momentary Madness is a choice: declined, the warrior stays with his side and the card in hand', () => {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 3] },
        { profile: 'hybrid', at: [5, 5] },
        { profile: 'purifier', at: [6, 0] },
      ],
    });
    const [pest] = sc.ids as [string];
    const mad = sc.content.eventCards.find((c) => c.effect === 'madness')!.id;
    sc.state.eventDeck = sc.state.eventDeck.filter((c) => c !== mad);
    sc.state.sides.griffin.eventHand = [mad];
    activate(sc, pest);
    onActivationStart(sc.ctx, sc.state, w(sc, pest));
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/madness' }]);
    play(sc, [['griffin', { kind: 'no-madness' }]]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/mode' }]);
    expect(w(sc, pest).side).toBe('scorpion');
    expect(sc.state.sides.griffin.eventHand).toEqual([mad]);
    play(sc, [['scorpion', { kind: 'mode', mode: 'MV', level: 1 }]]);
    expect(sc.state.current?.seat).toBe('scorpion');
  });

  it('HY-CARD-ARMY-09 HY-ROLL-09 under the Clones’ Fury the failed Master Strike is rolled again once; the player keeps a die of the new pair, and a second failure stands', () => {
    // A swordsman (NV 5, OC 5) strikes a Hybrid at level 5 (2D10, SL 5) with the table option
    // manualDiceChoice on: 6 and 10, he keeps the 6 (a failure), and the Fury rolls 3 and 8.
    const MASTER: Profile = { ...WARDEN, id: 'master', nv: 5, oc: 5, dc: 3 };
    const keep = (die: number): HybridChoice => ({ kind: 'keep-die', die });
    for (const [die, wounds] of [
      [3, 1],
      [8, 0],
    ] as const) {
      const sc = scenario({
        warriors: [
          { profile: 'master', at: [3, 3], facing: 'N', id: 'm' },
          { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'hyb' },
        ],
        profiles: [MASTER],
        options: { manualDiceChoice: true },
      });
      sc.state.cards.fury.griffin = 1;
      activate(sc, 'm');
      play(
        sc,
        [
          ['griffin', { kind: 'mode', mode: 'OC' }],
          ['griffin', { kind: 'done' }],
          ['griffin', { kind: 'strike', target: 'hyb', level: 5 }],
        ],
        [6, 10],
      );
      const first = play(sc, [['griffin', keep(6)]], [3, 8]);
      expect(rolls(first).map((r) => r['purpose'])).toEqual(['Strike (before the Clones’ Fury)']);
      // The new pair differs in result: the striker is asked again, and only about these two.
      expect(sc.state.current?.action?.stage).toBe('keep');
      expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([keep(3), keep(8)]);
      const ev = play(sc, [['griffin', keep(die)]]);
      expect(rolls(ev)).toEqual([
        expect.objectContaining({ purpose: 'Strike (level 5)', rolls: [3, 8], kept: die, sl: 5 }),
      ]);
      expect(w(sc, 'hyb').wounds).toBe(wounds);
      expect(sc.state.current?.stage).toBe('finish');
    }
  });

  it('HY-APT-54 a large-base Titan never steps diagonally, in the reference search as in the fast one', () => {
    const BIG_TITAN: Profile = {
      ...WARDEN,
      id: 'big-titan',
      side: 'scorpion',
      base: '2x2',
      aptitudes: [{ name: 'Titan' }],
    };
    const sc = scenario({ warriors: [{ profile: 'big-titan', at: [2, 2] }], profiles: [BIG_TITAN] });
    const id = sc.ids[0] as string;
    activate(sc, id);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const reference = searchMoves(sc.ctx, sc.state, w(sc, id), sc.state.current!).list;
    expect(reference).toEqual(placements(sc.ctx, sc.state, w(sc, id), sc.state.current!).list);
    // One diagonal square away costs two straight steps (with a free quarter turn), never one.
    const diagonal = reference.filter((p) => Math.abs(p.x - 2) === 1 && Math.abs(p.y - 2) === 1);
    expect(diagonal.length).toBeGreaterThan(0);
    expect(Math.min(...diagonal.map((p) => p.cost))).toBe(2);
  });

  it('HY-MODE-F-19 HY-CARD-EVENT-04 after a window before the ambush shot is passed, a killing shot still ends the move where the mover stood, and his activation', () => {
    // The Purifier in Skilled Firing sees the Hybrid (NV 3, two wounds) first on (4, 5), past the
    // wall; his side holds Luck, so it is asked before the shot.
    const sc = scenario({
      tiles: [WALL3_TILE],
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p1' },
        { profile: 'hybrid', at: [1, 5], facing: 'E', id: 'hybrid', wounds: 2 },
        { profile: 'pest-of-flesh', at: [7, 7], facing: 'S', id: 'pest' },
      ],
    });
    w(sc, 'p1').watch = 1;
    sc.state.watchNext = 2;
    const luck = giveEvent(sc, 'griffin', 'Luck');
    activate(sc, 'hybrid');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 6, y: 5, facing: 'E' }],
    ]);
    expect(asked(sc)).toEqual(windowFor('griffin'));
    expect(sc.state.cards.eventWindowMoment).toBe('before-shot');
    // Passed: the shot at SL 3 rolls a 3 and the Hybrid falls on (4, 5).
    const ev = play(sc, [['griffin', { kind: 'events-done' }]], [3]);
    expect(rolls(ev)).toEqual([expect.objectContaining({ sl: 3, result: 'success' })]);
    expect(w(sc, 'hybrid').status).toBe('eliminated');
    expect([w(sc, 'hybrid').x, w(sc, 'hybrid').y]).toEqual([4, 5]);
    expect(ev.some((e) => e.type === 'hybrid/moved')).toBe(false);
    expect(ev.filter((e) => e.type === 'hybrid/activation-end').map((e) => e['warrior'])).toEqual(['hybrid']);
    expect(sc.state.current?.warrior).not.toBe('hybrid');
    expect(w(sc, 'p1').watch).toBe(1);
    expect(sc.state.sides.griffin.eventHand).toEqual([luck]);
  });
});
