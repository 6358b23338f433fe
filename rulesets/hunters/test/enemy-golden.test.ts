/**
 * Golden enemy decisions: for fixed positions, the list chosen, the entry, the target and the
 * exact path walked, with each tie-break the book names (HU-ENEMY-04/14/15/17/20/21/26/28).
 */
import type { ScriptedRoll } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../src/state.ts';
import { act, P, scene, type Scene } from './fixture.ts';
import { huntersPresenter } from '../src/presenter.ts';
import type { HuntersView } from '../src/view.ts';

const pick = (index: number): Answer => ({ kind: 'pick', index });

/** What the enemy decided, in order: lists, entries, targets, paths and the question left open. */
function record(sc: Scene, dice: ScriptedRoll[] = [], answers: Answer[] = []) {
  const r = act(sc, 'e1', dice, answers);
  const of = (type: string, field: string) => r.events.filter((e) => e.type === type).map((e) => e[field]);
  return {
    list: of('hunters/enemy-list', 'list'),
    entry: of('hunters/enemy-entry', 'entry'),
    target: of('hunters/enemy-target', 'character'),
    path: of('hunters/enemy-move', 'path'),
    ask: r.ask,
  };
}

describe('golden enemy decisions', () => {
  it('HU-ENEMY-14 AMB-79 the nearest character by distance is the target; the path is a shortest one', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [
        { cls: 'soldier', at: [5, 0] },
        { cls: 'medic', at: [0, 0] },
      ],
      enemies: [{ kind: 'giant-rat', at: [3, 0] }],
    });
    // Soldier 2 away, Medic 3: toward the Soldier, 2 MP along the row, into its space.
    expect(record(sc)).toEqual({
      list: ['far'],
      entry: ['Move 2 to target'],
      target: [],
      path: [[P(3, 0), P(4, 0), P(5, 0)]],
      ask: null,
    });
  });

  it('HU-ENEMY-14 equal distance and equal paths: the players choose the character', () => {
    const build = () =>
      scene({
        width: 5,
        height: 5,
        chars: [
          { cls: 'soldier', at: [0, 2] },
          { cls: 'medic', at: [4, 2] },
        ],
        enemies: [{ kind: 'giant-rat', at: [2, 2] }],
        options: { enemyTies: 'ask' },
      });
    expect(record(build()).ask).toEqual({
      kind: 'tie',
      rule: 'HU-ENEMY-14',
      about: 'which character to move toward',
      options: [P(0, 2), P(4, 2)],
      mover: 'e1',
    });
    // The second: the Medic. The rat enters its space and stops there, in melee.
    expect(record(build(), [], [pick(1)])).toEqual({
      list: ['far'],
      entry: ['Move 2 to target'],
      target: [],
      // Of the equally short paths to that end the first found is walked (no terrain on it to matter).
      path: [[P(2, 2), P(3, 3), P(4, 2)]],
      ask: null,
    });
  });

  it('HU-ENEMY-14 two tied characters on one space are one way to go: the players are not asked', () => {
    // Soldier and Medic, tied for the rat (same distance, same path, same defence dice).
    const build = (shared: boolean) =>
      scene({
        width: 5,
        height: 5,
        chars: [
          { cls: 'soldier', at: [0, 2] },
          { cls: 'medic', at: shared ? [0, 2] : [4, 2] },
        ],
        enemies: [{ kind: 'giant-rat', at: [2, 2] }],
        options: { enemyTies: 'ask' },
      });
    // On two spaces the players choose between them; on one there is nothing to choose.
    expect(record(build(false)).ask).toEqual({
      kind: 'tie',
      rule: 'HU-ENEMY-14',
      about: 'which character to move toward',
      options: [P(0, 2), P(4, 2)],
      mover: 'e1',
    });
    expect(record(build(true))).toEqual({
      list: ['far'],
      entry: ['Move 2 to target'],
      target: [],
      // One of the equally short paths to the shared space (the first found).
      path: [[P(2, 2), P(1, 1), P(0, 2)]],
      ask: null,
    });
  });

  it('HU-ENEMY-14 the question names the characters on each space, in both languages', () => {
    const view = {
      ask: {
        kind: 'tie',
        rule: 'HU-ENEMY-14',
        about: 'which character to move toward',
        options: [P(0, 2), P(4, 2)],
      },
      chars: [
        { id: 'soldier', name: 'Soldier', pos: P(0, 2) },
        { id: 'medic', name: 'Medic', pos: P(0, 2) },
        { id: 'recon', name: 'Recon', pos: P(4, 2) },
        { id: 'sniper', name: 'Sniper', pos: null },
      ],
    } as unknown as HuntersView;
    const label = (index: number, locale: 'en' | 'hu') => huntersPresenter.choice({ kind: 'tie', index }, view, locale);
    expect([label(0, 'en'), label(1, 'en')]).toEqual(['Toward Soldier and Medic at A3', 'Toward Recon at E3']);
    expect([label(0, 'hu'), label(1, 'hu')]).toEqual(['Katona és Szanitéc felé (A3)', 'Felderítő felé (E3)']);
    // Any other tie of spaces keeps its plain label.
    const leap = { ...view, ask: { ...view.ask, rule: 'HU-ENEMY-26' } } as HuntersView;
    expect(huntersPresenter.choice({ kind: 'tie', index: 1 }, leap, 'en')).toBe('Choose E3');
  });

  it('HU-ENEMY-14 HU-ENEMY-17 equal paths with different end spaces: the players choose the end', () => {
    const build = () =>
      scene({
        width: 6,
        height: 3,
        chars: [{ cls: 'soldier', at: [5, 1] }],
        enemies: [{ kind: 'giant-rat', at: [0, 0] }],
        options: { enemyTies: 'ask' },
      });
    expect(record(build()).ask).toMatchObject({ rule: 'HU-ENEMY-17', options: [P(2, 2), P(2, 1), P(2, 0)] });
    expect(record(build(), [], [pick(1)]).path).toEqual([[P(0, 0), P(1, 1), P(2, 1)]]);
  });

  it('HU-ENEMY-15 HU-ENEMY-17 a Move away: the farthest ends, the players choose between equals', () => {
    const build = () =>
      scene({
        width: 5,
        height: 5,
        chars: [{ cls: 'soldier', at: [2, 1] }],
        enemies: [{ kind: 'bandit-pistol', at: [2, 2], facing: 4 }],
        options: { enemyTies: 'ask' },
      });
    // Near list: Ranged Attack (two misses), then Move 1 away.
    const asked = record(build(), [6, 6]);
    expect(asked.list).toEqual(['near']);
    expect(asked.entry).toEqual(['Ranged Attack + Move 1 away']);
    expect(asked.target).toEqual(['soldier']);
    expect(asked.ask).toMatchObject({ rule: 'HU-ENEMY-17', options: [P(2, 3), P(3, 3), P(1, 3)] });
    expect(record(build(), [6, 6], [pick(2)]).path).toEqual([[P(2, 2), P(1, 3)]]);
  });

  it('HU-ENEMY-20 the nearest character in range and sight is the one shot at', () => {
    const sc = scene({
      width: 8,
      height: 3,
      chars: [
        { cls: 'soldier', at: [3, 1], facing: 6 },
        { cls: 'recon', at: [5, 1], facing: 6 },
      ],
      enemies: [{ kind: 'bandit-pistol', at: [1, 1], facing: 2 }],
    });
    // Soldier 2 away, Recon 4 (beyond the pistol): the Soldier, no draw.
    expect(record(sc, [6, 6, 6]).target).toEqual(['soldier']);
  });

  it('HU-ENEMY-21 in melee: the fewest melee defence dice, a remaining tie drawn', () => {
    const sc = scene({
      chars: [
        { cls: 'recon', at: [5, 5], gear: ['knife'] },
        { cls: 'sniper', at: [5, 5], gear: ['knife'] },
      ],
      enemies: [{ kind: 'giant-rat', at: [5, 5] }],
    });
    // Neither wears armor: 0 melee dice each; the draw (2 of 2) names the Sniper; the rat's 2 dice miss.
    const r = record(sc, [2, 6, 6]);
    expect(r.list).toEqual(['melee']);
    expect(r.target).toEqual(['sniper']);
  });

  it('HU-ENEMY-26 HU-ENEMY-28 a Parting Leap: penalty offered, then the best landing, the players settling a tie', () => {
    const build = () =>
      scene({
        width: 3,
        height: 3,
        chars: [{ cls: 'soldier', at: [1, 1] }],
        enemies: [{ kind: 'marauder-rifle', at: [1, 1] }],
        options: { enemyTies: 'ask' },
      });
    const first = record(build());
    expect(first.list).toEqual(['melee']);
    expect(first.entry).toEqual(['Parting Leap']);
    expect(first.ask).toEqual({ kind: 'penalty', enemy: 'e1', characters: ['soldier'] });
    // No penalty; every neighbour is 1 from the Soldier: all eight tie, and the players pick.
    const tie = record(build(), [], [{ kind: 'penalty', character: null }]);
    expect(tie.ask).toMatchObject({ kind: 'tie', rule: 'HU-ENEMY-26' });
    const options = tie.ask?.kind === 'tie' ? tie.ask.options : [];
    expect(options).toHaveLength(8);
    const done = record(build(), [], [{ kind: 'penalty', character: null }, pick(3)]);
    expect(done.path).toEqual([[P(1, 1), options[3]]]);
  });
});
