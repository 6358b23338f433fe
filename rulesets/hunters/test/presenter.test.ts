import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { huntersPresenter } from '../src/presenter.ts';
import type { Answer } from '../src/state.ts';
import { act, scene } from './fixture.ts';

const SRC = new URL('../src/', import.meta.url);
const CHECKLIST = readFileSync('/work/shared/rules/hunters.md', 'utf8');

/** Every HU- ID the rules name in their events and refusals. */
function citedIds(): string[] {
  const ids = new Set<string>();
  for (const f of readdirSync(SRC)) {
    if (!f.endsWith('.ts') || f === 'rule-texts.ts') continue;
    for (const m of readFileSync(new URL(f, SRC), 'utf8').matchAll(/'(HU-[A-Z]+-\d+)'/g)) if (m[1]) ids.add(m[1]);
  }
  return [...ids].sort();
}

describe('presenter', () => {
  it('HU-ENEMY-07 every rule the events cite has a text in our own words, in English and Hungarian', () => {
    const rule = (id: string, locale: 'en' | 'hu') => huntersPresenter.rule?.(id, locale);
    const ids = citedIds();
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) {
      const en = rule(id, 'en');
      const hu = rule(id, 'hu');
      expect(en, id).toBeTruthy();
      expect(hu, id).toBeTruthy();
      expect(hu).not.toBe(en);
      // Not the checklist's sentence.
      const line = CHECKLIST.split('\n').find((l) => l.includes(`**${id}**`)) ?? '';
      expect(line.includes(en ?? '@'), id).toBe(false);
    }
    expect(rule('HU-NOPE', 'en')).toBeUndefined();
  });

  it('HU-ENEMY-05 HU-ENEMY-14 enemy decisions are explained in English and Hungarian', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0] }],
      enemies: [{ kind: 'giant-rat', at: [4, 0] }],
    });
    const pick: Answer = { kind: 'pick', index: 0 };
    const r = act(sc, 'e1', [], [pick]);
    const en = r.events.map((e) => huntersPresenter.event(e, 'en'));
    const hu = r.events.map((e) => huntersPresenter.event(e, 'hu'));
    expect(en).toEqual([
      'Giant Rat, action 1: 4 spaces from the Soldier; uses the list for "every character is 2 or more spaces away". [HU-ENEMY-05]',
      'Giant Rat is 4 spaces from the Soldier: Move 2 to target. [HU-ENEMY-07]',
      'Giant Rat moves from (4,0) to (2,0): toward Soldier along a shortest path. [HU-ENEMY-14]',
    ]);
    expect(hu).toEqual([
      'Giant Rat, 1. akció: 4 mezőre van a(z) Soldier szereplőtől; a(z) „minden szereplő legalább 2 mezőre van” listát használja. [HU-ENEMY-05]',
      'Giant Rat 4 mezőre van a(z) Soldier szereplőtől: 2 mozgás a célpont felé. [HU-ENEMY-07]',
      'Giant Rat (4,0) mezőről (2,0) mezőre lép: a(z) Soldier felé, egy legrövidebb úton. [HU-ENEMY-14]',
    ]);
    // The English sentence is the event's own text.
    expect(r.events.map((e) => `${String(e.text)} [${String(e.rule)}]`)).toEqual(en);
  });

  it('HU-INTERACT-04 refused choices are worded in the player language with their rule', () => {
    const v = { code: 'interact/exchange', message: 'That exchange cannot be made: no room', rule: 'HU-INTERACT-04' };
    expect(huntersPresenter.violation?.(v, 'en')).toBe('That exchange cannot be made: no room [HU-INTERACT-04]');
    expect(huntersPresenter.violation?.(v, 'hu')).toBe('Ez a csere nem hajtható végre. [HU-INTERACT-04]');
    expect(huntersPresenter.violation?.({ code: 'x/y', message: 'm' }, 'hu')).toContain('x/y');
  });
});
