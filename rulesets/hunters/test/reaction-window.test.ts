import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot, randomBot } from '@skirmish/ai';
import { huntersBotKnowledge } from '../src/bot.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { act, drive, leapScene, P, scene } from './fixture.ts';

/**
 * A reaction window at a table of several seats: a seat that plays no reaction closes the window
 * for its own characters only; the seats whose characters may still react are asked again, after
 * a reaction too, until each has passed or nobody may react. Here the Soldier (seat p1) may Snap Fire and the
 * Medic (seat p2) may Take Cover (two in hand) before a Bandit 3 spaces off steps in and shoots.
 */
function table(oneSeat = false, sc = tableScene(oneSeat)) {
  const d = drive(sc);
  // Both characters end their turns at once: the Bandit's first action begins with the window.
  d.do({ kind: 'activate', character: 'soldier' });
  d.do({ kind: 'end-turn' });
  d.do({ kind: 'end-turn' }, [], oneSeat ? 'p1' : 'p2');
  return d;
}

function tableScene(oneSeat: boolean) {
  const sc = scene({
    width: 8,
    height: 1,
    chars: [
      { cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire', 'soldier-shot'] },
      { cls: 'medic', at: [6, 0], facing: 6, hand: ['medic-take-cover', 'medic-take-cover'] },
    ],
    enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }],
  });
  if (oneSeat) {
    // A lone player with both characters (HU-PLAYERS-01).
    sc.state.seats = ['p1'];
    sc.char('medic').seat = 'p1';
  }
  return sc;
}

const takeCover = { kind: 'react', character: 'medic', card: 'medic-take-cover', weapon: null, to: P(7, 0) } as const;

describe('a reaction window at a table of several seats', () => {
  it('when one seat passes, the other seat is asked alone and may still react', () => {
    const d = table();
    expect(d.pending()).toMatchObject([{ kind: 'hunters/react', seats: ['p1', 'p2'] }]);
    expect(d.state.cursor?.ask).toMatchObject({ kind: 'react', moment: 'before', characters: ['soldier', 'medic'] });
    d.do({ kind: 'no-reaction' }, [], 'p1');
    // The same window, asked again of the Medic's seat only.
    expect(d.pending()).toMatchObject([{ kind: 'hunters/react', seats: ['p2'] }]);
    expect(d.state.cursor?.ask).toMatchObject({ kind: 'react', moment: 'before', characters: ['medic'] });
    expect(d.legal('p1')).toEqual([]);
    expect(d.legal('p2')).toContainEqual(takeCover);
    expect(d.legal('p2')).toContainEqual({ kind: 'no-reaction' });
    const refused = d.try({ kind: 'no-reaction' }, [], 'p1');
    expect(refused.ok).toBe(false);
    // The Medic takes cover; the Soldier's seat has passed and the Medic has reacted this turn, so
    // nobody is left to ask: the window closes and the Bandit acts.
    const events = d.do(takeCover, [], 'p2');
    expect(events[0]).toMatchObject({ type: 'hunters/reaction', rule: 'HU-ACTION-11', character: 'medic' });
    expect(d.char('medic').pos).toEqual(P(7, 0));
    expect(events.some((e) => e.type === 'hunters/enemy-entry')).toBe(true);
  });

  it("one seat's pass does not close the window: the enemy waits until every seat asked has passed", () => {
    const d = table();
    const before = d.do({ kind: 'no-reaction' }, [], 'p1');
    // Nothing of the Bandit's action has happened yet.
    expect(before.some((e) => e.type === 'hunters/enemy-entry')).toBe(false);
    expect(d.enemy('e1')?.pos).toEqual(P(2, 0));
    const after = d.do({ kind: 'no-reaction' }, [], 'p2');
    // Every seat has passed: the Bandit steps in, and the window between its steps is a new one,
    // open again to both seats.
    expect(after.some((e) => e.type === 'hunters/enemy-entry')).toBe(true);
    expect(d.enemy('e1')?.pos).toEqual(P(3, 0));
    expect(d.pending()).toMatchObject([{ kind: 'hunters/react', seats: ['p1', 'p2'] }]);
    expect(d.state.cursor?.ask).toMatchObject({ kind: 'react', moment: 'during', characters: ['soldier', 'medic'] });
  });

  it('a lone player with both characters: one pass closes the window for both, as before', () => {
    const d = table(true);
    expect(d.pending()).toMatchObject([{ kind: 'hunters/react', seats: ['p1'] }]);
    expect(d.state.cursor?.ask).toMatchObject({ kind: 'react', moment: 'before', characters: ['soldier', 'medic'] });
    expect(d.legal('p1')).toContainEqual(takeCover);
    const events = d.do({ kind: 'no-reaction' }, [], 'p1');
    // Not asked again: the Bandit steps in at once, and the next question is the one between its steps.
    expect(events.some((e) => e.type === 'hunters/enemy-entry')).toBe(true);
    expect(d.enemy('e1')?.pos).toEqual(P(3, 0));
    expect(d.state.cursor?.ask).toMatchObject({ kind: 'react', moment: 'during' });
  });

  it('HU-ACTION-12 at a table of two seats a character who has reacted this turn is not offered again', () => {
    const d = table();
    d.do({ kind: 'no-reaction' }, [], 'p1');
    d.do(takeCover, [], 'p2');
    expect(d.char('medic').reacted).toBe(true);
    // The Medic still holds a Take Cover, but between the Bandit's steps only the Soldier may
    // react: the Medic's seat is not asked.
    expect(d.state.cursor?.ask).toMatchObject({ kind: 'react', moment: 'during', characters: ['soldier'] });
    expect(d.pending()).toMatchObject([{ kind: 'hunters/react', seats: ['p1'] }]);
    expect(d.legal('p2')).toEqual([]);
    // The Soldier's seat passes: nobody is left to ask, and the Bandit shoots (its 2 dice miss).
    const events = d.do({ kind: 'no-reaction' }, [6, 6], 'p1');
    expect(events.some((e) => e.type === 'hunters/enemy-attack')).toBe(true);
    // Right after its combined entry, again the Soldier alone.
    expect(d.state.cursor?.ask).toMatchObject({ kind: 'react', moment: 'after', characters: ['soldier'] });
    expect(d.pending()).toMatchObject([{ kind: 'hunters/react', seats: ['p1'] }]);
  });

  it('the bots asked for the seat that has not passed answer for its own character only', () => {
    const sc = tableScene(false);
    const d = table(false, sc);
    d.do({ kind: 'no-reaction' }, [], 'p1');
    const knowledge = huntersBotKnowledge(sc.content, sc.opts);
    const bots = [
      randomBot<unknown, HuntersChoice>(),
      heuristicBot(sc.rules, knowledge),
      mctsBot(sc.rules, knowledge, knowledge.search),
    ];
    for (const bot of bots)
      for (const seed of [1, 2, 3]) {
        const { choice } = askBot(bot, sc.rules, d.state, 'p2', { seed, budget: { iterations: 20 } });
        expect(d.legal('p2')).toContainEqual(choice);
        expect(choice.kind === 'no-reaction' || (choice.kind === 'react' && choice.character === 'medic')).toBe(true);
        expect(d.try(choice, [6, 6, 6, 6], 'p2').ok).toBe(true);
      }
  });

  it('a waiting window whose pass names a seat not at the table is refused', () => {
    const sc = tableScene(false);
    const d = table(false, sc);
    d.do({ kind: 'no-reaction' }, [], 'p1');
    expect(d.state.cursor?.answers).toEqual([{ kind: 'no-reaction', seat: 'p1' }]);
    const s = structuredClone(d.state);
    s.cursor!.answers = [{ kind: 'no-reaction', seat: 'p9' }];
    expect(sc.rules.invariants?.(s)).toContain('cursor.answers.0.seat: "p9" is not a seat at the table');
  });
});

/** The Soldier's Snap Fire at the Bandit, as offered. */
function snapFire(d: ReturnType<typeof drive>): HuntersChoice {
  const c = d.legal('p1').find((x) => x.kind === 'react' && x.character === 'soldier');
  if (!c) throw new Error('no Snap Fire offered');
  return c;
}

describe('a reaction window stays open after a reaction', () => {
  it('HU-ACTION-11 two characters of one player both react before the same enemy action', () => {
    const d = table(true);
    // The Medic takes cover first: the window is asked again, of the Soldier, before the Bandit moves.
    const first = d.do(takeCover, [], 'p1');
    expect(first.filter((e) => e.type === 'hunters/reaction').map((e) => e['character'])).toEqual(['medic']);
    expect(first.some((e) => e.type === 'hunters/enemy-entry')).toBe(false);
    expect(d.state.cursor?.ask).toMatchObject({ kind: 'react', moment: 'before', characters: ['soldier'] });
    expect(d.pending()).toMatchObject([{ kind: 'hunters/react', seats: ['p1'] }]);
    // The Soldier snaps a shot at it (every die misses); then nobody is left who may react.
    const second = d.do(snapFire(d), [6, 6, 6, 6, 6, 6, 6, 6], 'p1');
    expect(second.filter((e) => e.type === 'hunters/reaction').map((e) => e['character'])).toEqual(['soldier']);
    const types = second.map((e) => e.type);
    expect(types.indexOf('hunters/reaction')).toBeLessThan(types.indexOf('hunters/enemy-entry'));
    expect(types.filter((t) => t === 'hunters/reaction')).toHaveLength(1);
  });

  it('HU-ACTION-12 a character who has reacted is not offered again in the same window', () => {
    const d = table(true);
    d.do(takeCover, [], 'p1');
    // The Medic holds a second Take Cover, but only the Soldier is asked, and offered his own reactions.
    expect(d.char('medic').hand).toContain('medic-take-cover');
    expect(d.state.cursor?.ask).toMatchObject({ kind: 'react', moment: 'before', characters: ['soldier'] });
    const offered = d.legal('p1').filter((c) => c.kind === 'react');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((c) => c.kind === 'react' && c.character === 'soldier')).toBe(true);
    // Passed, the window closes: the Bandit steps in, and between its steps again only the Soldier is asked.
    const events = d.do({ kind: 'no-reaction' }, [], 'p1');
    expect(events.some((e) => e.type === 'hunters/enemy-entry')).toBe(true);
    expect(d.state.cursor?.ask).toMatchObject({ kind: 'react', moment: 'during', characters: ['soldier'] });
  });

  it('AMB-85 a reaction that kills the acting enemy ends the window: nobody else is asked, the action is lost', () => {
    const sc = tableScene(true);
    sc.enemy('e1').health = 1;
    const d = table(true, sc);
    // The Soldier's Snap Fire hits with every die; the Bandit's defence dice come up blank.
    const events = d.do(snapFire(d), [1, 1, 1, 'blank', 'blank', 'blank', 'blank'], 'p1');
    expect(events.some((e) => e.type === 'hunters/reaction')).toBe(true);
    expect(d.enemy('e1')).toBeUndefined();
    // The Medic, who could still take cover, is not asked; the Bandit's action never begins.
    expect(events.some((e) => e.type === 'hunters/enemy-entry')).toBe(false);
    expect(d.pending().some((x) => x.kind === 'hunters/react')).toBe(false);
    expect(d.char('medic').reacted).toBe(false);
  });
});

/**
 * The Penalty Attack at a table of two seats: the Sniper (p1) and the Medic (p2), in melee with a
 * Marauder, fight alike and carry the same knife, so both have the most melee dice and both seats
 * are asked.
 */
function penaltyScene(oneSeat = false) {
  const sc = leapScene({
    chars: [
      { cls: 'sniper', at: [5, 5], gear: ['knife'], hand: [] },
      { cls: 'medic', at: [5, 5], gear: ['knife'], hand: [] },
    ],
    // The landing, where several squares tie, is the players' question after the Penalty Attack.
    options: { enemyTies: 'ask' },
  });
  if (oneSeat) {
    sc.state.seats = ['p1'];
    sc.char('medic').seat = 'p1';
  }
  return sc;
}

describe('a Penalty Attack asked of several seats', () => {
  it('HU-ENEMY-28 a seat that declines leaves the question; the other seat is asked again and may strike', () => {
    const sc = penaltyScene();
    expect(act(sc, 'e1', []).ask).toEqual({ kind: 'penalty', enemy: 'e1', characters: ['sniper', 'medic'] });
    const again = act(sc, 'e1', [], [{ kind: 'penalty', character: null, seat: 'p1' }]);
    expect(again.ask).toEqual({ kind: 'penalty', enemy: 'e1', characters: ['medic'] });
    expect(again.events.some((e) => e.type === 'hunters/enemy-move')).toBe(false);
    // The Medic strikes (every die misses); the Marauder then leaps.
    const struck = act(
      sc,
      'e1',
      [6, 6, 6, 6, 6, 6],
      [
        { kind: 'penalty', character: null, seat: 'p1' },
        { kind: 'penalty', character: 'medic' },
      ],
    );
    expect(struck.events.find((e) => e.type === 'hunters/penalty-attack')).toMatchObject({ character: 'medic' });
    // Both seats decline: no Penalty Attack, and the leap goes on.
    const none = act(
      sc,
      'e1',
      [],
      [
        { kind: 'penalty', character: null, seat: 'p2' },
        { kind: 'penalty', character: null, seat: 'p1' },
      ],
    );
    expect(none.events.some((e) => e.type === 'hunters/penalty-attack')).toBe(false);
    expect(none.ask?.kind).not.toBe('penalty');
  });

  it('through the table: the declining seat is no longer asked, the other is, with its own Penalty Attack', () => {
    const d = drive(penaltyScene());
    d.do({ kind: 'activate', character: 'sniper' });
    d.do({ kind: 'end-turn' });
    d.do({ kind: 'end-turn' }, [], 'p2');
    expect(d.pending()).toMatchObject([{ kind: 'hunters/penalty', seats: ['p1', 'p2'] }]);
    d.do({ kind: 'penalty', character: null }, [], 'p1');
    expect(d.pending()).toMatchObject([{ kind: 'hunters/penalty', seats: ['p2'] }]);
    expect(d.legal('p1')).toEqual([]);
    expect(d.legal('p2')).toContainEqual({ kind: 'penalty', character: 'medic' });
    expect(d.try({ kind: 'penalty', character: null }, [], 'p1').ok).toBe(false);
    const events = d.do({ kind: 'penalty', character: null }, [], 'p2');
    expect(events.some((e) => e.type === 'hunters/penalty-attack')).toBe(false);
    expect(d.pending().some((x) => x.kind === 'hunters/penalty')).toBe(false);
  });

  it('a lone player with both characters: one decline closes the question, as before', () => {
    const d = drive(penaltyScene(true));
    d.do({ kind: 'activate', character: 'sniper' });
    d.do({ kind: 'end-turn' });
    d.do({ kind: 'end-turn' });
    expect(d.pending()).toMatchObject([{ kind: 'hunters/penalty', seats: ['p1'] }]);
    d.do({ kind: 'penalty', character: null });
    expect(d.pending().some((x) => x.kind === 'hunters/penalty')).toBe(false);
  });
});
