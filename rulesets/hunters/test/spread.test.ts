/**
 * AMB-69: a mission's enemy count that does not split evenly over its listed spaces is dealt round
 * them in order by default, and the players may say which spaces take the extra enemies instead.
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice, canonicalJson, unwrap } from '@skirmish/core';
import type { HuntersChoice } from '../src/choices.ts';
import { sampleContent as C } from '../src/content/sample.ts';
import type { HuntersContent, Mission } from '../src/content/schema.ts';
import { heuristicChoice, huntersBotKnowledge } from '../src/bot.ts';
import { missionRules } from '../src/mission.ts';
import { huntersPresenter } from '../src/presenter.ts';
import type { MissionState } from '../src/state.ts';

const D = () => new LoadedDice([]);
const q02 = C.missions.find((x) => x.id === 'Q02') as Mission;

/** Q02 with its Giant Rats in the groups given, set up for the Soldier and the Medic. */
function setUp(groups: Array<{ count: number; spaces: string[] }>) {
  const mission: Mission = { ...q02, enemies: groups.map((g) => ({ enemy: 'giant-rat', facing: 6, ...g })) };
  const pack: HuntersContent = { ...C, missions: C.missions.map((m) => (m.id === 'Q02' ? mission : m)) };
  const rules = missionRules(pack, {});
  const state = unwrap(rules.setup({ mission: 'Q02', players: 2 }, D()));
  return { rules, pack, state };
}

/** The enemies on each space named, by id. */
const onSpaces = (s: MissionState, labels: string[]) =>
  labels.map((label) => {
    const [x, y] = q02.labels[label] ?? [0, 0];
    return s.enemies.filter((e) => e.pos.x === x && e.pos.y === y).map((e) => e.id);
  });

describe('AMB-69 an uneven multiplier over the listed spaces', () => {
  it('AMB-69 HU-MSETUP-04 an even split asks nothing: the starting hands come first', () => {
    const { rules, state } = setUp([{ count: 8, spaces: ['1A', '1B', '1C', '1D'] }]);
    expect(state.spread).toBeUndefined();
    expect(rules.pending(state).map((d) => d.kind)).toEqual(['hunters/keep-card', 'hunters/keep-card']);
  });

  it('AMB-69 5 over 2 spaces is asked of every seat, the default (3, 2) first', () => {
    const { rules, state } = setUp([{ count: 5, spaces: ['1A', '1B'] }]);
    expect(rules.pending(state)).toEqual([
      {
        seats: ['p1', 'p2'],
        kind: 'hunters/spread',
        prompt: '5 Giant Rat over 2 spaces: choose the spaces that take one more',
      },
    ]);
    expect(rules.legalChoices(state, 'p2')).toEqual([
      { kind: 'spread', group: 0, extra: ['1A'] },
      { kind: 'spread', group: 0, extra: ['1B'] },
    ]);
    // Until it is answered the enemies stand as the default deals them.
    expect(onSpaces(state, ['1A', '1B'])).toEqual([
      ['e1', 'e3', 'e5'],
      ['e2', 'e4'],
    ]);
  });

  it('AMB-69 the default answer keeps 3 and 2; the other puts 3 on the second space', () => {
    const { rules, state } = setUp([{ count: 5, spaces: ['1A', '1B'] }]);
    const first = unwrap(rules.apply(state, 'p1', { kind: 'spread', group: 0, extra: ['1A'] }, D()));
    expect(onSpaces(first.state, ['1A', '1B'])).toEqual([
      ['e1', 'e3', 'e5'],
      ['e2', 'e4'],
    ]);
    expect(first.state.spread).toBeUndefined();
    expect(first.events.map((e) => e.type)).toEqual(['hunters/spread']);
    expect(rules.pending(first.state).map((d) => d.kind)).toEqual(['hunters/keep-card', 'hunters/keep-card']);
    const other = unwrap(rules.apply(state, 'p2', { kind: 'spread', group: 0, extra: ['1B'] }, D())).state;
    expect(onSpaces(other, ['1A', '1B'])).toEqual([
      ['e2', 'e4'],
      ['e1', 'e3', 'e5'],
    ]);
    expect(rules.invariants?.(other) ?? []).toEqual([]);
  });

  it('AMB-69 5 over 3 spaces: two take one more, named in any order', () => {
    const { rules, state } = setUp([{ count: 5, spaces: ['1A', '1B', '1C'] }]);
    expect(rules.legalChoices(state, 'p1').map((c) => (c.kind === 'spread' ? c.extra : []))).toEqual([
      ['1A', '1B'],
      ['1A', '1C'],
      ['1B', '1C'],
    ]);
    const s = unwrap(rules.apply(state, 'p1', { kind: 'spread', group: 0, extra: ['1C', '1A'] }, D())).state;
    expect(onSpaces(s, ['1A', '1B', '1C']).map((ids) => ids.length)).toEqual([2, 1, 2]);
  });

  it('AMB-69 two uneven groups are asked one after the other', () => {
    const { rules, state } = setUp([
      { count: 3, spaces: ['1A', '1B'] },
      { count: 4, spaces: ['1A', '1B', '1C'] },
    ]);
    expect(state.spread).toEqual([0, 1]);
    const s = unwrap(rules.apply(state, 'p1', { kind: 'spread', group: 0, extra: ['1B'] }, D())).state;
    expect(rules.legalChoices(s, 'p1')).toEqual([
      { kind: 'spread', group: 1, extra: ['1A'] },
      { kind: 'spread', group: 1, extra: ['1B'] },
      { kind: 'spread', group: 1, extra: ['1C'] },
    ]);
    const t = unwrap(rules.apply(s, 'p1', { kind: 'spread', group: 1, extra: ['1C'] }, D())).state;
    // The first group's 3 Rats (e1-e3), then the second's 4 (e4-e7).
    expect(onSpaces(t, ['1A', '1B', '1C'])).toEqual([
      ['e2', 'e5'],
      ['e1', 'e3', 'e6'],
      ['e4', 'e7'],
    ]);
  });

  it('AMB-69 a placement that does not fit is refused in both languages and changes nothing', () => {
    const { rules, state } = setUp([
      { count: 5, spaces: ['1A', '1B', '1C'] },
      { count: 3, spaces: ['1A', '1B'] },
    ]);
    const before = canonicalJson(state);
    const cases: Array<[HuntersChoice, string]> = [
      [{ kind: 'spread', group: 0, extra: ['1A'] }, 'spread/count'],
      [{ kind: 'spread', group: 0, extra: ['1A', '1D'] }, 'spread/space'],
      [{ kind: 'spread', group: 0, extra: ['1A', '1A'] }, 'spread/space'],
      [{ kind: 'spread', group: 1, extra: ['1A'] }, 'spread/group'],
    ];
    for (const [choice, code] of cases) {
      const r = rules.apply(state, 'p1', choice, D());
      expect(r.ok ? 'accepted' : r.error.code, JSON.stringify(choice)).toBe(code);
      if (r.ok) continue;
      expect(huntersPresenter.violation?.(r.error, 'hu'), code).not.toMatch(/Ez most nem lehetséges/);
    }
    expect(canonicalJson(state)).toBe(before);
    const placed = setUp([{ count: 8, spaces: ['1A', '1B', '1C', '1D'] }]);
    const none = placed.rules.apply(placed.state, 'p1', { kind: 'spread', group: 0, extra: [] }, D());
    expect(none.ok ? 'accepted' : none.error.code).toBe('spread/none');
  });

  it('AMB-69 the bots answer with the default', () => {
    const { rules, pack, state } = setUp([{ count: 5, spaces: ['1A', '1B'] }]);
    const legal = rules.legalChoices(state, 'p1');
    const view = rules.view(state, 'p1');
    expect(view.spread).toEqual([{ group: 0, enemy: 'giant-rat', count: 5, spaces: ['1A', '1B'] }]);
    // Whatever the seeded pick would say, the default goes.
    expect(heuristicChoice(view, legal, (n) => n - 1)).toEqual({ kind: 'spread', group: 0, extra: ['1A'] });
    const knowledge = huntersBotKnowledge(pack);
    expect(knowledge.routineChoice?.(state, 'p1', legal, new LoadedDice([1, 1, 1]))).toEqual({
      kind: 'spread',
      group: 0,
      extra: ['1A'],
    });
    // The search's picture of the position asks the same question, and none once it is answered.
    const dealt = knowledge.determinize(view, 'p1', new LoadedDice([]));
    expect(dealt.spread).toEqual([0]);
    const answered = unwrap(rules.apply(state, 'p1', { kind: 'spread', group: 0, extra: ['1B'] }, D())).state;
    expect(knowledge.determinize(rules.view(answered, 'p1'), 'p1', new LoadedDice([])).spread).toBeUndefined();
  });

  it('AMB-69 a state with groups to place that the mission has not, or out of its time, breaks an invariant', () => {
    const { rules, state } = setUp([{ count: 5, spaces: ['1A', '1B'] }]);
    expect(rules.invariants?.(state) ?? []).toEqual([]);
    expect(rules.invariants?.({ ...state, spread: [3] })).toEqual([
      'spread.0: 3 is no uneven enemy group of the mission',
    ]);
    expect(rules.invariants?.({ ...state, spread: [0, 0] })).toEqual(['spread.1: group 0 is listed twice']);
    expect(rules.invariants?.({ ...state, spread: [] })).toHaveLength(1);
    expect(rules.invariants?.({ ...state, phase: 'deploy' })).toEqual([
      'spread: enemy groups still to place in the deploy phase',
    ]);
  });
});
