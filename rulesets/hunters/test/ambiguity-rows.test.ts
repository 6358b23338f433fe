/**
 * Rows of the ambiguity table (AMB-xx) whose defaults no other test had proved: each test shows
 * the default the table names is what the rules do.
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice, parseOddsInputs, unwrap, type ScriptedRoll } from '@skirmish/core';
import { shootChoices } from '../src/actions.ts';
import {
  advanceDays,
  cardOptions,
  levelUp,
  newCampaign,
  resolveCard,
  travel,
  work,
  type CampaignState,
} from '../src/campaign.ts';
import type { HuntersContent } from '../src/content/schema.ts';
import { sampleContent as C } from '../src/content/sample.ts';
import { chooseList } from '../src/enemy.ts';
import { missionOptions } from '../src/game.ts';
import { huntersRuleset } from '../src/index.ts';
import type { CharState } from '../src/state.ts';
import type { Pos } from '../src/board.ts';
import { act, drive, P, scene } from './fixture.ts';

const D = (...r: ScriptedRoll[]) => new LoadedDice(r);

function camp(over: Partial<CampaignState> = {}): CampaignState {
  const s = unwrap(
    newCampaign(
      C,
      {
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p2' },
        ],
        room: 'forge',
      },
      D(),
    ),
  );
  return { ...s, ...over };
}

function ch(s: CampaignState, id: string) {
  const x = s.chars.find((c) => c.id === id);
  if (!x) throw new Error(id);
  return x;
}

const open = { vantage: false, cover: false, openGround: false, finding: false, covered: false };

describe('ambiguity rows of the campaign', () => {
  it('AMB-01 HU-RANGED-08 the defence die is the pack’s: its Shield faces set the odds', () => {
    expect(C.defenceDie.faces.filter((f) => f === 'shield')).toHaveLength(3);
    const odds = huntersRuleset.odds.find((o) => o.id === 'attack');
    if (!odds) throw new Error('attack odds');
    const lose1 = (content: HuntersContent) =>
      unwrap(
        odds.compute(unwrap(parseOddsInputs(odds.params, { dice: '1', 'to-hit': '3', 'defence-dice': '1' })), {
          content,
          options: {},
        }),
      )
        .p(1)
        .toString();
    // One hit in two, then a Shield stops it: 3 shields of 6 leave 1/4, 2 shields of 6 leave 1/3.
    expect(lose1(C)).toBe('1/4');
    const twoShields: HuntersContent = {
      ...C,
      defenceDie: { ...C.defenceDie, faces: ['shield', 'shield', 'blank', 'blank', 'blank', 'blank'] },
    };
    expect(lose1(twoShields)).toBe('1/3');
  });

  it('AMB-03 HU-XP-02 the experience table is the pack’s: a pack pricing level 2 at 10 XP levels up at 10', () => {
    const pack: HuntersContent = { ...C, xpTable: { ...C.xpTable, '2': 10 } };
    const s = camp();
    ch(s, 'medic').xp = 10;
    const offer = C.classes.find((k) => k.id === 'medic')?.levelOffers['2'] ?? [];
    expect(levelUp(C, s, 'medic', offer.slice(0, 4)).ok).toBe(false);
    const r = unwrap(levelUp(pack, s, 'medic', offer.slice(0, 4))).state;
    expect([ch(r, 'medic').level, ch(r, 'medic').xp]).toEqual([2, 0]);
  });

  it('AMB-05 HU-CAMP-10 the two day-28 cards not drawn are out of the campaign: in no pile, never read', () => {
    const r = advanceDays(C, camp({ day: 27 }), 1, D(2));
    expect(r.state.toRead).toEqual(['631']);
    const piles = [...Object.values(r.state.roads), ...Object.values(r.state.towns)].flat();
    for (const card of ['630', '632']) {
      expect(piles).not.toContain(card);
      expect(r.state.attached.map((a) => a.card)).not.toContain(card);
    }
    // Day 28 entered again (a state set back by hand) draws nothing more.
    expect(advanceDays(C, { ...r.state, day: 27, toRead: [] }, 1, D(1)).state.toRead).toEqual([]);
  });

  it('AMB-09 HU-TRAVEL-08 travel goes days, encounter roll and its road card, then arrival, base healing, the over card', () => {
    const s = camp({ location: 'L1', attached: [{ card: '002', location: 'base', over: true }] });
    ch(s, 'medic').health = 3;
    const r = unwrap(travel(C, s, 'base', D('shield')));
    const order = ['hunters/day', 'hunters/encounter-roll', 'hunters/encounter'];
    const later = ['hunters/arrive', 'hunters/base-heal', 'hunters/over-card'];
    const seen = r.events.map((e) => e.type).filter((t) => [...order, ...later].includes(t));
    expect([...new Set(seen)]).toEqual(order);
    // On the road still: the road card is read first, nobody healed yet.
    expect(r.state.location).toBe('L1');
    expect(r.state.toRead).toEqual(['R101']);
    expect(ch(r.state, 'medic').health).toBe(3);
    const read = unwrap(resolveCard(C, r.state, cardOptions(C, r.state, 'R101')[0] ?? 0, D()));
    expect([...new Set(read.events.map((e) => e.type).filter((t) => later.includes(t)))]).toEqual(later);
    expect(read.events.findIndex((e) => e.type === 'hunters/card-done')).toBeLessThan(
      read.events.findIndex((e) => e.type === 'hunters/arrive'),
    );
    expect(read.state.location).toBe('base');
    expect(ch(read.state, 'medic').health).toBe(4);
    expect(read.state.toRead).toEqual(['002']);
  });

  it('AMB-62 HU-TRAVEL-10 a work day while someone is unconscious passes 2 days and pays only those awake, once', () => {
    const s = camp({ location: 'L1-S2' });
    ch(s, 'medic').health = 0;
    const r = unwrap(work(C, s, 1, D())).state;
    expect(r.day).toBe(3);
    // The Scrap Yard pays 2 a day worked: the Soldier gets it, the unconscious Medic nothing.
    expect([ch(r, 'soldier').fuel, ch(r, 'medic').fuel]).toEqual([2, 0]);
  });
});

describe('ambiguity rows of the mission', () => {
  it('AMB-31 HU-RANGED-09 the Blizzard cap comes after Vantage and the Telescopic Sight have added their range', () => {
    const reaches = (weather: 'clear' | 'blizzard', x: number) => {
      const sc = scene({
        weather,
        spaces: [{ at: [0, 0], ...open, vantage: true }],
        chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'telescopic-sight'], morale: 0 }],
        enemies: [{ kind: 'gorilla', at: [x, 0] }],
      });
      return shootChoices(sc.ctx([]), sc.char('soldier') as CharState & { pos: Pos }).length > 0;
    };
    // The Rifle's 4, +1 on the Vantage Point, +1 by the sight in daylight: 6.
    expect(reaches('clear', 6)).toBe(true);
    expect(reaches('clear', 7)).toBe(false);
    // In a Blizzard all of that is capped at 2.
    expect(reaches('blizzard', 2)).toBe(true);
    expect(reaches('blizzard', 3)).toBe(false);
  });

  it('AMB-41 HU-ENEMY-14 the nearest character is found by range, the route by walking: a rat goes round a wall for the nearer one', () => {
    // A wall of obstacles between rows 3 and 4, open only at x = 9. The Soldier is 2 away across
    // it (a walk of 8); the Medic 3 away on the rat's side of it (a walk of 3).
    const edges = Array.from({ length: 9 }, (_, x) => ({
      a: [x, 4] as [number, number],
      b: [x, 3] as [number, number],
      kind: 'obstacle' as const,
    }));
    const sc = scene({
      edges,
      chars: [
        { cls: 'soldier', at: [5, 3] },
        { cls: 'medic', at: [2, 5] },
      ],
      enemies: [{ kind: 'giant-rat', at: [5, 5] }],
      options: { enemyTies: 'ask' },
    });
    expect(chooseList(sc.ctx([]), sc.enemy('e1'))).toEqual({ list: 'far', nearest: 2 });
    const r = act(sc, 'e1', [], [{ kind: 'pick', index: 0 }]);
    // Its Move 2 heads for the gap in the east, away from the Medic.
    expect(sc.enemy('e1').pos.x).toBe(7);
    expect(r.events.find((e) => e.type === 'hunters/enemy-move')).toBeDefined();
  });

  it('AMB-43 HU-ENEMY-17 HU-ENEMY-04 by default the program settles enemy ties from the dice and asks nothing; the setting asks the players', () => {
    expect(huntersRuleset.options?.find((o) => o.id === 'enemyTies')?.default).toBe('random');
    // Options that never went through the declared defaults read the same.
    expect(missionOptions({}).enemyTies).toBe('random');
    // A Giant Rat 5 from the Soldier: after its Move 2 the ends (2,2), (2,1) and (2,0) are equally good.
    const rat = (options: Record<string, unknown> = {}) =>
      scene({
        width: 6,
        height: 3,
        chars: [{ cls: 'soldier', at: [5, 1] }],
        enemies: [{ kind: 'giant-rat', at: [0, 0] }],
        options,
      });
    // The pick die has a face for each end, in the order offered: 1 takes the first, 3 the last.
    const byFace = [1, 2, 3].map((face) => {
      const sc = rat();
      const r = act(sc, 'e1', [face]);
      expect(r.ask).toBeNull();
      expect(r.dice.remaining).toBe(0);
      return sc.enemy('e1').pos;
    });
    expect(byFace).toEqual([P(2, 2), P(2, 1), P(2, 0)]);
    // With the setting the same tie is the players' question, and no die is drawn for it.
    const asked = act(rat({ enemyTies: 'ask' }), 'e1', []);
    expect(asked.ask).toMatchObject({ kind: 'tie', rule: 'HU-ENEMY-17', options: [P(2, 2), P(2, 1), P(2, 0)] });

    // Two Bugs tie for the order of activation: by default the dice shuffle them (loaded dice keep
    // the order) and both act with no question; with the setting the phase waits for the players.
    const bugs = (options: Record<string, unknown> = {}) =>
      drive(
        scene({
          width: 12,
          height: 1,
          chars: [{ cls: 'soldier', at: [0, 0] }],
          enemies: [
            { kind: 'bug', at: [11, 0] },
            { kind: 'bug', at: [9, 0] },
          ],
          options,
        }),
      );
    const shuffled = bugs();
    shuffled.do({ kind: 'end-turn' });
    expect(shuffled.events.filter((e) => e.type === 'hunters/enemy-list').map((e) => e.enemy)).toEqual([
      'e1',
      'e1',
      'e2',
      'e2',
    ]);
    expect(shuffled.state.phase).not.toBe('enemy-order');
    const ordered = bugs({ enemyTies: 'ask' });
    ordered.do({ kind: 'end-turn' });
    expect(ordered.state.phase).toBe('enemy-order');
    expect(ordered.legal()).toContainEqual({ kind: 'enemy-first', enemy: 'e2' });
  });

  it('AMB-71 HU-GEAR-30 HU-ACTION-11 "this turn" is the whole game turn: the Tracer mark and a used reaction last until the next one', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0] },
        { cls: 'medic', at: [3, 3] },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    sc.state.tracer = true;
    sc.char('soldier').reacted = true;
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'end-turn' });
    // The Soldier's own turn is over; the game turn is not.
    expect(d.state.tracer).toBe(true);
    expect(d.char('soldier').reacted).toBe(true);
    // The Medic, the last to act, starts at once.
    d.do(
      { kind: 'end-turn' },
      Array.from({ length: 8 }, () => 6),
      'p2',
    );
    expect(d.state.turn).toBe(2);
    expect(d.state.tracer).toBe(false);
    expect(d.char('soldier').reacted).toBe(false);
  });

  it('AMB-88 HU-INTERACT-02 revival needs the same space, and nobody in melee revives', () => {
    const revives = (soldierAt: [number, number], bugAt: [number, number]) => {
      const d = drive(
        scene({
          chars: [
            { cls: 'soldier', at: soldierAt },
            { cls: 'medic', at: [0, 0], health: 0 },
          ],
          enemies: [{ kind: 'bug', at: bugAt }],
        }),
      );
      if (d.legal().some((c) => c.kind === 'basic' && c.action === 'interact'))
        d.do({ kind: 'basic', action: 'interact' });
      return d.legal().some((c) => c.kind === 'interact' && c.what === 'revive');
    };
    expect(revives([0, 0], [9, 9])).toBe(true);
    expect(revives([1, 0], [9, 9])).toBe(false);
    expect(revives([0, 0], [0, 0])).toBe(false);
  });
});
