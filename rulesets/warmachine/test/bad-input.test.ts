import { describe, expect, it } from 'vitest';
import { LoadedDice, unwrap } from '@skirmish/core';
import type { WmChoice } from '../src/choices.ts';
import type { WmState } from '../src/state.ts';
import { act, acts, activated, position, rules } from './helpers.ts';

/** The rules refuse `c` with `code` and leave the position as it was. */
function refusedUnchanged(s: WmState, c: WmChoice, code: string): void {
  const before = JSON.stringify(s);
  const r = rules.apply(s, s.active, c, new LoadedDice([3, 3, 3, 3, 3, 3, 3, 3]));
  expect(r.ok ? `accepted ${JSON.stringify(c)}` : r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

describe('hostile choices given to the rules directly', () => {
  const board = () =>
    position({
      'p1.kron': { x: 20, y: 5, set: { focus: 6, boxes: 2 } },
      'p1.bastion': { x: 30, y: 5, set: { focus: 2 } },
      'p2.ash': { x: 20, y: 43 },
      'p2.gravemaw': { x: 30, y: 43 },
    });

  it('a facing or distance that is not a finite number in bounds is refused as malformed, not stored', () => {
    const open = acts(board(), 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    for (const v of [NaN, Infinity, -Infinity, 1e308, -1e15]) {
      refusedUnchanged(open, { kind: 'advance', x: 20, y: 8, facing: v }, 'choice/malformed');
      refusedUnchanged(open, { kind: 'run', x: 20, y: 8, facing: v }, 'choice/malformed');
      if (!Number.isFinite(v)) refusedUnchanged(open, { kind: 'advance', x: v, y: 8, facing: 90 }, 'choice/malformed');
    }
    for (const v of [NaN, Infinity, -1])
      refusedUnchanged(open, { kind: 'charge', target: 'p2.ash', distance: v }, 'choice/malformed');
    // A huge but finite spot is well formed, and off the table.
    refusedUnchanged(open, { kind: 'advance', x: 1e308, y: 8, facing: 90 }, 'move/off-table');
    refusedUnchanged(open, { kind: 'advance', x: 20, y: 8, facing: 90, via: [{ x: -1e308, y: 6 }] }, 'move/off-table');
    // A charge as far as it likes goes no farther than SPD + 3.
    const far = act(open, 'p1', { kind: 'charge', target: 'p2.ash', distance: 1e308 }).state;
    expect(far.models.find((m) => m.id === 'p1.kron')).toMatchObject({ x: 20, y: 14 });
  });

  it('WM-FOCUS-05 focus allocated is a whole number from 1 to 3: NaN, a negative or a fraction is refused as malformed', () => {
    const control = { ...board(), phase: 'control' as const };
    for (const focus of [NaN, -2, 0.5, 4])
      refusedUnchanged(control, { kind: 'allocate', model: 'p1.bastion', focus }, 'choice/malformed');
    const given = act(control, 'p1', { kind: 'allocate', model: 'p1.bastion', focus: 3 }).state;
    expect(given.models.find((m) => m.id === 'p1.kron')?.focus).toBe(3);
  });

  it('a deployment facing that is not a finite number in bounds is refused as malformed', () => {
    const s = act(unwrap(rules.setup({ p1: 'iron-crown', p2: 'ashen-covenant' }, new LoadedDice([6, 1]))), 'p1', {
      kind: 'chooseFirst',
      first: 'p1',
    }).state;
    for (const facing of [NaN, Infinity, 400])
      refusedUnchanged(s, { kind: 'deploy', model: 'p1.kron', x: 20, y: 5, facing }, 'choice/malformed');
    refusedUnchanged(s, { kind: 'deploy', model: 'p1.kron', x: 1e308, y: 5, facing: 90 }, 'deploy/outside-zone');
  });

  it("another side's model, a weapon or spell the model lacks, and a choice out of its phase are refused", () => {
    const s = board();
    const kron = acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    const moved = activated(s, 'p1.kron');
    refusedUnchanged(s, { kind: 'activate', model: 'p2.ash' }, 'model/unknown');
    refusedUnchanged(moved, { kind: 'attack', weapon: 'ember-spitter', target: 'p2.ash' }, 'attack/no-weapon');
    refusedUnchanged(moved, { kind: 'specialAttack', weapon: 'sabre', target: 'p2.ash' }, 'attack/no-special');
    refusedUnchanged(kron, { kind: 'cast', spell: 'grave-chill', target: 'p2.ash' }, 'spell/unknown');
    refusedUnchanged(
      kron,
      { kind: 'cast', spell: 'arc-lance', target: 'p2.ash', channeler: 'p2.gravemaw' },
      'spell/no-arc-node',
    );
    refusedUnchanged(kron, { kind: 'charge', target: 'p1.bastion' }, 'charge/friendly');
    refusedUnchanged(kron, { kind: 'allocate', model: 'p1.bastion', focus: 1 }, 'focus/not-control-phase');
    refusedUnchanged(kron, { kind: 'shake', model: 'p1.kron' }, 'focus/shake-not-now');
    refusedUnchanged(kron, { kind: 'deploy', model: 'p1.sparrow', x: 5, y: 5, facing: 90 }, 'phase/wrong');
    refusedUnchanged(kron, { kind: 'chooseFirst', first: 'p2' }, 'phase/wrong');
    refusedUnchanged(kron, { kind: 'continuousOrder', first: 'fire' }, 'phase/wrong');
    refusedUnchanged(kron, { kind: 'freeStrike', weapon: null }, 'strike/none');
    refusedUnchanged(kron, { kind: 'slam', target: 'p2.ash' }, 'power/warjack-only');
    const control = { ...board(), phase: 'control' as const };
    refusedUnchanged(control, { kind: 'activate', model: 'p1.kron' }, 'phase/wrong');
    refusedUnchanged(control, { kind: 'endTurn' }, 'phase/wrong');
    refusedUnchanged(control, { kind: 'advance', x: 20, y: 8, facing: 90 }, 'activation/none');
    const before = JSON.stringify(kron);
    const r = rules.apply(kron, 'p2', { kind: 'endTurn' }, new LoadedDice([]));
    expect(r.ok ? 'accepted' : r.error.code).toBe('phase/not-your-decision');
    expect(JSON.stringify(kron)).toBe(before);
  });
});
