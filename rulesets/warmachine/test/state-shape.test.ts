import { SeededDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { WmState } from '../src/state.ts';
import { rules, rulesWith } from './helpers.ts';

const check = (s: unknown): readonly string[] => rules.invariants?.(s as WmState) ?? [];

/** A position as a file would hold it: plain JSON, free to be changed. */
const copy = <T>(s: T): T => JSON.parse(JSON.stringify(s)) as T;

/** Positions of a random game: every position after each choice, until the end or `max` choices. */
function positionsOf(seed: number, max = 400): WmState[] {
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  const dice = SeededDice.fromSeed(seed);
  const pick = SeededDice.fromSeed(seed + 1);
  let s = unwrap(rules.setup({ p1: 'iron-crown', p2: 'ashen-covenant' }, dice));
  const out = [copy(s)];
  for (let n = 0; n < max && !rules.outcome(s); n++) {
    const seat = rules.pending(s)[0]?.seats[0];
    if (!seat) break;
    const legal = rules.legalChoices(s, seat);
    s = fast.applyInPlace(s, seat, legal[pick.pick(legal.length)] as (typeof legal)[number], dice);
    out.push(copy(s));
  }
  return out;
}

/** The first position of a random game for which `want` says yes. */
function positionWhere(want: (s: WmState) => boolean): WmState {
  for (let seed = 1; seed < 30; seed++) {
    const found = positionsOf(seed).find(want);
    if (found) return found;
  }
  throw new Error('no such position in 30 games');
}

const start = (): WmState => positionsOf(1, 0)[0] as WmState;
const inBattle = (): WmState => positionWhere((s) => s.phase === 'activation' && s.activation !== null);

describe('the invariants check the shape of a position first', () => {
  it('a value of the wrong type is refused with its path', () => {
    const s = start() as unknown as { models: Array<Record<string, unknown>> };
    (s.models[0] as Record<string, unknown>)['marks'] = 'none';
    (s.models[1] as Record<string, unknown>)['placed'] = 1;
    expect(check(s)).toEqual([
      'models.0.marks: expected an array, not "none"',
      'models.1.placed: expected true or false, not 1',
    ]);
  });

  it('a missing field, a fraction, a count below 0 and a value outside its list are each named', () => {
    const s = start() as unknown as Record<string, unknown> & { models: Array<Record<string, unknown>> };
    delete (s.models[2] as Record<string, unknown>)['focus'];
    (s.models[1] as Record<string, unknown>)['boxes'] = 0.5;
    s['round'] = -1;
    s['phase'] = 'lunch';
    expect(check(s)).toEqual([
      'round: expected at least 0, not -1',
      'phase: expected "chooseFirst" or "deploy" or "maintenance" or "control" or "activation" or "over", not "lunch"',
      'models.1.boxes: expected a whole number, not 0.5',
      'models.2.focus: missing (expected a whole number)',
    ]);
  });

  it('null where the type has no null, and an object emptied, are refused', () => {
    const s = start() as unknown as Record<string, unknown>;
    s['boxes'] = null;
    expect(check(s)).toEqual(['boxes: expected an object, not null']);
    const t = inBattle() as unknown as Record<string, unknown>;
    t['activation'] = {};
    expect(check(t)[0]).toBe('activation.model: missing (expected a string)');
  });

  it('at most five problems are named, then the rest counted', () => {
    const s = start();
    for (const m of s.models) (m as unknown as Record<string, unknown>)['x'] = 'left';
    const problems = check(s);
    expect(problems).toHaveLength(6);
    expect(problems[5]).toBe(`and ${s.models.length - 5} more`);
  });
});

describe('the invariants name what the position names and the content does not hold', () => {
  it('an unknown model definition, starter box and spell are each named with their place', () => {
    const s = inBattle();
    (s.models[1] as { def: string }).def = 'no-such-jack';
    s.boxes.p2 = 'no-such-box';
    expect(check(s)).toEqual([
      'models.1.def: unknown model definition "no-such-jack"',
      'boxes.p2: unknown starter box "no-such-box"',
    ]);
    const t = positionWhere((x) => x.effects.some((e) => e.from === 'spell'));
    const i = t.effects.findIndex((e) => e.from === 'spell');
    (t.effects[i] as { source: string }).source = 'no-such-spell';
    expect(check(t)).toEqual([`effects.${i}.source: unknown spell "no-such-spell"`]);
  });

  it('a model named twice, and an active model the position does not hold, are refused', () => {
    const s = inBattle();
    (s.models[2] as { id: string }).id = s.models[1]?.id ?? '';
    expect(check(s)).toContain(`models.2.id: a second model "${s.models[1]?.id}"`);
    const t = inBattle();
    (t.activation as { model: string }).model = 'p1.nobody';
    expect(check(t)).toEqual(['activation.model: unknown model "p1.nobody"']);
  });
});

describe('the invariants refuse positions whose parts contradict each other', () => {
  it('a free strike due with no model active is refused', () => {
    const s = positionWhere((x) => x.freeStrike !== null);
    s.activation = null;
    expect(check(s)).toEqual([`a free strike is due against ${s.freeStrike?.mover}, which is not the active model`]);
  });

  it('an active model that has been removed is refused', () => {
    const s = inBattle();
    const m = s.models.find((x) => x.id === s.activation?.model);
    if (!m) throw new Error('no active model');
    m.removed = true;
    expect(check(s)).toContain(
      `the active model ${m.id} is not one of ${s.active}'s models on the table that has activated`,
    );
  });

  it('a seat to deploy with every model deployed is refused', () => {
    const s = positionWhere((x) => x.phase === 'deploy' && x.active !== x.first);
    for (const m of s.models) if (m.side === s.active) m.placed = true;
    expect(check(s)).toContain(`${s.active} deploys with every model already deployed`);
  });

  it('a side without its warcaster is refused', () => {
    const s = start();
    s.models = s.models.filter((m) => m.id !== 'p2.ash');
    expect(check(s)).toEqual(['p2 has 0 warcasters, not one']);
  });

  it('a position for another table size is refused', () => {
    const s = start();
    expect(rulesWith({ tableSize: 36 }).invariants?.(s)).toEqual([
      'the position is for a 48" table; these rules play on a 36" table',
    ]);
  });
});

describe('the positions of real games pass every check', () => {
  it('every position of a few random games is accepted', () => {
    for (const seed of [3, 4, 5]) for (const s of positionsOf(seed)) expect(check(s)).toEqual([]);
  });
});
