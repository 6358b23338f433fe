import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { warmachineRuleset } from '../src/index.ts';
import { presenter, violationText } from '../src/presenter.ts';
import type { WmChoice } from '../src/choices.ts';
import type { WmState } from '../src/state.ts';
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

  it('a drifting template is said by which way it goes from the line of fire, on a clock face, and how far', () => {
    const drift = (direction: number) => ({
      type: 'wm/deviation',
      from: { x: 10, y: 10 },
      to: { x: 11, y: 10 },
      direction,
      distance: 1,
    });
    expect(presenter.event(drift(3), 'en')).toBe(
      `The template drifts 1" back and to the right (scatter die 3: 4 o'clock, the line of fire at 12)`,
    );
    expect(presenter.event(drift(3), 'hu')).toBe(
      'A sablon 1"-et sodródik hátra és jobbra (szóráskocka: 3, 4 óra irányába, ha a tűzvonal 12 óra)',
    );
    // Die 1 carries on along the line of fire, 4 comes back; the hours go round two at a time.
    expect(presenter.event(drift(1), 'en')).toContain('straight on, away from the attacker (scatter die 1: 12 o');
    expect(presenter.event(drift(4), 'en')).toContain('straight back, towards the attacker (scatter die 4: 6 o');
    expect(presenter.event(drift(6), 'hu')).toContain('előre és balra (szóráskocka: 6, 10 óra');
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

  it('A-47 the L system is the left arm and R the right arm, in English and Hungarian', () => {
    const crippled = (system: string) => ({ type: 'wm/crippled', model: 'p1.bastion', system });
    expect(presenter.event(crippled('L'), 'en')).toContain('left arm');
    expect(presenter.event(crippled('R'), 'en')).toContain('right arm');
    expect(presenter.event(crippled('L'), 'hu')).toContain('bal');
    expect(presenter.event(crippled('R'), 'hu')).toContain('jobb');
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

  it('asks every decision of a battle in words, never by its kind, in English and Hungarian', () => {
    const engine = unwrap(Engine.create(warmachineRuleset, { options: { roundLimit: 2 } }));
    const asked = new Map<string, [string, string]>();
    for (const seed of [3, 5, 7]) {
      let m = unwrap(engine.start(seed));
      const pick = SeededDice.fromSeed(seed + 1);
      for (let i = 0; i < 400 && !engine.outcome(m); i++) {
        for (const d of engine.pending(m))
          asked.set(d.kind, [presenter.prompt!(d, m.state, 'en'), presenter.prompt!(d, m.state, 'hu')]);
        const seat = engine.pending(m)[0]?.seats[0] as string;
        const legal = engine.legal(m, seat);
        m = unwrap(engine.submit(m, seat, legal[pick.pick(legal.length)])).match;
      }
    }
    // The decisions random battles meet, the first turn and deployment to the activations.
    for (const kind of ['warmachine/choose-first', 'warmachine/deploy', 'warmachine/control', 'warmachine/activate'])
      expect([...asked.keys()]).toContain(kind);
    for (const [kind, [en, hu]] of asked) {
      expect(en).not.toContain(kind);
      expect(hu).not.toContain(kind);
      expect(hu).not.toBe(en);
    }
    expect(asked.get('warmachine/choose-first')).toEqual([
      'Choose who takes the first turn',
      'Válaszd ki, ki kezdi az első fordulót',
    ]);
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
    const codes = new Set([...src.matchAll(/(?:fail|malformed)\(\s*'([a-z-]+\/[a-z-]+)'/g)].map((m) => m[1] as string));
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

describe('Hungarian everywhere', () => {
  const s = position(
    { 'p1.kron': { x: 20, y: 5 }, 'p2.ash': { x: 20, y: 43 }, 'p1.bastion': { x: 10, y: 5 } },
    { phase: 'activation' },
  );
  const open = { ...s, activation: { ...activationOf('p1.bastion') } };

  function activationOf(model: string) {
    return {
      model,
      movement: 'none' as const,
      moved: 0,
      aiming: false,
      noAction: false,
      chargeTarget: null,
      chargeFirstDue: false,
      chargeAttack: false,
      actionType: null,
      initialLeft: [],
      special: false,
      shots: {},
      castOrFeat: false,
    };
  }

  it('a refused choice reads in the player’s language', () => {
    const v = { code: 'focus/too-much', message: 'A warjack receives at most 3 focus a turn' };
    expect(presenter.violation?.(v, 'hu')).toBe(violationText(v, 'hu'));
    expect(presenter.violation?.(v, 'hu')).toContain('legfeljebb 3');
  });

  it('typed positions in inches become choices, with English or Hungarian keywords', () => {
    const parse = (input: string, v: WmState, locale: 'en' | 'hu') => {
      if (!presenter.parse) throw new Error('no parser');
      return presenter.parse(input, v, locale);
    };
    expect(unwrap(parse('move bastion 12 9.5 facing 45', open, 'en'))).toEqual({
      kind: 'advance',
      x: 12,
      y: 9.5,
      facing: 45,
    });
    expect(unwrap(parse('fut bastion 12 14 át 11,8 12,10', open, 'hu'))).toEqual({
      kind: 'run',
      x: 12,
      y: 14,
      facing: 90,
      via: [
        { x: 11, y: 8 },
        { x: 12, y: 10 },
      ],
    });
    expect(unwrap(parse('roham bastion ash', open, 'hu'))).toEqual({ kind: 'charge', target: 'p2.ash' });
    expect(unwrap(parse('attack siege-hammer ash', open, 'en'))).toEqual({
      kind: 'attack',
      weapon: 'siege-hammer',
      target: 'p2.ash',
    });
    const deploying = { ...s, phase: 'deploy' as const, activation: null };
    expect(unwrap(parse('felhelyez kron 24 44', deploying, 'hu'))).toEqual({
      kind: 'deploy',
      model: 'p1.kron',
      x: 24,
      y: 44,
      facing: 270,
    });
    const bad = parse('mozog bastion tizenkettő', open, 'hu');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toContain('két számot');
    expect(parse('move kron 3 3', open, 'en').ok).toBe(false);
    expect(presenter.parseHelp?.('hu')).toContain('mozog');
    expect(presenter.parseHelp?.('en')).toContain('move');
  });

  it('every WM- rule the rules cite has a text in both languages', async () => {
    const { readFileSync } = await import('node:fs');
    const src = ['rules.ts', 'model.ts']
      .map((f) => readFileSync(new URL(`../src/${f}`, import.meta.url), 'utf8'))
      .join('\n');
    const ids = new Set([...src.matchAll(/'(WM-[A-Z]+-\d+)'/g)].map((m) => m[1] as string));
    expect(ids.size).toBeGreaterThan(100);
    for (const id of ids) {
      expect(presenter.rule?.(id, 'en'), id).toBeTruthy();
      expect(presenter.rule?.(id, 'hu'), id).toBeTruthy();
      expect(presenter.rule?.(id, 'hu')).not.toBe(presenter.rule?.(id, 'en'));
    }
    expect(presenter.rule?.('WM-NOPE', 'en')).toBeUndefined();
  });

  it('every event type has words of its own in both languages', async () => {
    const { readFileSync } = await import('node:fs');
    const src = ['rules.ts', 'model.ts']
      .map((f) => readFileSync(new URL(`../src/${f}`, import.meta.url), 'utf8'))
      .join('\n');
    const types = new Set([...src.matchAll(/type: '(wm\/[a-z-]+)'/g)].map((m) => m[1] as string));
    for (const type of types) {
      const e = { type, model: 'p1.kron', seat: 'p1', x: 1.25, y: 2, facing: 90 };
      for (const locale of ['en', 'hu'] as const)
        expect(presenter.event(e, locale), `${type} ${locale}`).not.toBe(type);
    }
    expect(presenter.event({ type: 'wm/deploy', model: 'p1.kron', x: 20, y: 5, facing: 90 }, 'hu')).toBe(
      'Iveta Kron marsall (1. játékos) felhelyezve ide: (20,0"; 5,0"), a 2. játékos asztalszéle felé néz',
    );
  });
});

describe('spells channeled through an arc node', () => {
  it('a spell cast through a channeler says so: two casts at one target are told apart', () => {
    const s = position({ 'p1.kron': { x: 20, y: 5 }, 'p2.ash': { x: 20, y: 43 } });
    const own: WmChoice = { kind: 'cast', spell: 'arc-lance', target: 'p2.ash' };
    const through: WmChoice = { ...own, channeler: 'p1.bastion' };
    expect(presenter.choice(through, s, 'en')).toBe(
      `${presenter.choice(own, s, 'en')}, channeled through Bastion (Player 1)`,
    );
    expect(presenter.choice(through, s, 'hu')).toBe(
      `${presenter.choice(own, s, 'hu')}, közvetíti: Bástya (1. játékos)`,
    );
  });
});
