import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { warmachineRuleset } from '../src/index.ts';
import { presenter, violationText } from '../src/presenter.ts';
import type { WmChoice } from '../src/choices.ts';
import { position } from './helpers.ts';

describe('presenter', () => {
  const s = position({ 'p1.kron': { x: 20, y: 5 }, 'p2.ash': { x: 20, y: 43, set: { knockedDown: true } } });

  it('draws the table 2" per cell with one letter per model, and a legend', () => {
    const board = presenter.board(s, 'en');
    const lines = board.split('\n');
    expect(lines[1]).toHaveLength(26); // 24 cells and two borders
    // Kron at (20, 5): column 10, row 2 from the bottom; Ash (listed fourth) in lower case near the top.
    expect(lines[1 + 23 - 2]?.[1 + 10]).toBe('A');
    expect(lines[1 + 23 - 21]?.[1 + 10]).toBe('d');
    expect(board).toContain('knocked down');
  });

  it('speaks English and Hungarian', () => {
    const c: WmChoice = { kind: 'charge', target: 'p2.ash' };
    expect(presenter.choice(c, s, 'en')).toContain('Charge');
    expect(presenter.choice(c, s, 'hu')).toContain('Roham');
    expect(presenter.board(s, 'hu')).toContain('fellökve');
    const e = { type: 'wm/attack-roll', attacker: 'p1.kron', target: 'p2.ash', dice: [3, 4], total: 13, hit: false };
    expect(presenter.event(e, 'en')).toContain('miss');
    expect(presenter.event(e, 'hu')).toContain('célt téveszt');
  });

  it('words every kind of choice a battle offers', () => {
    const engine = unwrap(Engine.create(warmachineRuleset, { options: { roundLimit: 2 } }));
    let m = unwrap(engine.start(3));
    const pick = SeededDice.fromSeed(4);
    for (let i = 0; i < 300 && !engine.outcome(m); i++) {
      const seat = engine.pending(m)[0]?.seats[0] as string;
      const legal = engine.legal(m, seat);
      for (const c of legal) expect(presenter.choice(c, m.state, 'hu').length).toBeGreaterThan(0);
      m = unwrap(engine.submit(m, seat, legal[pick.pick(legal.length)])).match;
    }
  });
});

describe('fast path', () => {
  it('reaches the same state as the checked path for the same choices and dice', () => {
    const engine = unwrap(Engine.create(warmachineRuleset, { options: { roundLimit: 3 } }));
    const fast = engine.rules.fast;
    if (!fast) throw new Error('no fast path');
    let m = unwrap(engine.start(11));
    let copy = fast.clone(m.state);
    const pick = SeededDice.fromSeed(12);
    for (let i = 0; i < 400 && !engine.outcome(m); i++) {
      const seat = engine.pending(m)[0]?.seats[0] as string;
      const legal = engine.legal(m, seat);
      const choice = legal[pick.pick(legal.length)] as WmChoice;
      const rng = SeededDice.fromState(m.rng);
      copy = fast.applyInPlace(copy, seat, choice, rng);
      m = unwrap(engine.submit(m, seat, choice)).match;
      expect(copy).toEqual(m.state);
    }
  });
});

describe('violations in words', () => {
  it('every reason code the rules use has an English and a Hungarian text', async () => {
    const { readFileSync } = await import('node:fs');
    const src = ['rules.ts'].map((f) => readFileSync(new URL(`../src/${f}`, import.meta.url), 'utf8')).join('\n');
    const codes = new Set([...src.matchAll(/fail\(\s*'([a-z-]+\/[a-z-]+)'/g)].map((m) => m[1] as string));
    for (const what of ['feat', 'spell']) for (const c of ['warcaster-only', 'after-run']) codes.add(`${what}/${c}`);
    const { en } = await import('../src/messages/en.ts');
    const { hu } = await import('../src/messages/hu.ts');
    for (const code of codes) {
      expect(en.violations[code], code).toBeTruthy();
      expect(hu.violations[code], code).toBeTruthy();
    }
    expect(violationText({ code: 'los/no-line', message: 'x' }, 'hu')).toBe('Nincs rálátás.');
  });
});
