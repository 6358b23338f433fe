import { describe, expect, it } from 'vitest';
import { deserializeMatch, Engine, SeededDice, serializeMatch, unwrap, type Match } from '@skirmish/core';
import { warmachineRuleset } from '../src/index.ts';
import type { WmState } from '../src/state.ts';
import type { WmChoice } from '../src/choices.ts';
import { resolveOptions } from '@skirmish/core';
import { sampleBattle } from '../src/battle.ts';
import { warmachineOptions } from '../src/options.ts';
import { makeRules } from '../src/rules.ts';
import { sampleContent } from '../src/sample.ts';

const GAMES = Number(process.env['WM_GAMES'] ?? 60);

/** Leans toward acting (closing in, attacking) so random battles reach combat and end. */
function weight(c: WmChoice, i: number, all: readonly WmChoice[]): number {
  switch (c.kind) {
    case 'advance':
      return all.findIndex((x) => x.kind === 'advance') === i ? 12 : 1;
    case 'attack':
    case 'cast':
    case 'charge':
    case 'slam':
    case 'headButt':
      return 6;
    case 'allocate':
    case 'activate':
      return 4;
    default:
      return 1;
  }
}

function weightedPick(legal: readonly WmChoice[], dice: SeededDice): WmChoice {
  const ws = legal.map((c, i) => weight(c, i, legal));
  let r = dice.pick(ws.reduce((a, b) => a + b, 0));
  for (let i = 0; i < legal.length; i++) {
    r -= ws[i] ?? 0;
    if (r < 0) return legal[i] as WmChoice;
  }
  return legal[legal.length - 1] as WmChoice;
}

function randomBattle(engine: Engine<WmState, unknown, unknown, unknown>, seed: number, setup: unknown) {
  let m: Match<WmState> = unwrap(engine.start(seed, setup));
  const fast = engine.rules.fast;
  if (!fast) throw new Error('no fast path');
  // The fast path follows the same choices with the same dice on its own copy.
  let copy = fast.clone(m.state);
  const chooser = SeededDice.fromSeed(seed + 7919);
  const problems: string[] = [];
  let steps = 0;
  while (!engine.outcome(m) && steps < 5000) {
    const decision = engine.pending(m)[0];
    if (!decision) break;
    const seat = decision.seats[0] as string;
    const legal = engine.legal(m, seat);
    if (legal.length === 0) throw new Error(`seed ${seed}: no legal choice at step ${steps}`);
    const pick = weightedPick(legal as WmChoice[], chooser);
    copy = fast.applyInPlace(copy, seat, pick, SeededDice.fromState(m.rng));
    const r = engine.submit(m, seat, pick);
    if (!r.ok) throw new Error(`seed ${seed}: legal choice refused: ${r.error.code} ${JSON.stringify(pick)}`);
    m = r.value.match;
    problems.push(...(engine.rules.invariants?.(m.state) ?? []).map((p) => `seed ${seed} step ${steps}: ${p}`));
    steps++;
  }
  return { m, problems, steps, copy };
}

describe('random battles', () => {
  const engine = unwrap(Engine.create(warmachineRuleset, { options: { roundLimit: 10 } })) as unknown as Engine<
    WmState,
    unknown,
    unknown,
    unknown
  >;
  const boxes = ['iron-crown', 'ashen-covenant', 'tidewardens', 'emberclad'];

  // Batches of 20 seeds, so a long run (WM_GAMES=1000) reports the failing seed range and never times out.
  const BATCH = 20;
  let decided = 0;
  for (let start = 1; start <= GAMES; start += BATCH) {
    const end = Math.min(GAMES, start + BATCH - 1);
    it(`seeded random battles ${start}-${end} end without exception, invariants hold, replay equals live, serialisation round-trips, the fast path agrees`, () => {
      for (let seed = start; seed <= end; seed++) {
        const setup = { p1: boxes[seed % 4], p2: boxes[(seed + 1 + (seed >> 2)) % 4] };
        const { m, problems, copy } = randomBattle(engine, seed, setup);
        expect(problems).toEqual([]);
        expect(copy, `seed ${seed}: fast path differs`).toEqual(m.state);
        const out = engine.outcome(m);
        expect(out, `seed ${seed} did not end`).not.toBeNull();
        if (out && out.reason !== 'round limit reached') decided++;
        const replayed = unwrap(engine.replay(m.record));
        expect(engine.hash(replayed)).toBe(engine.hash(m));
        const back = deserializeMatch<WmState>(serializeMatch(m));
        expect(engine.hash(back)).toBe(engine.hash(m));
      }
    });
  }

  it('random play reaches real battles: some end by a fallen warcaster, not only by the round limit', () => {
    expect(decided).toBeGreaterThan(0);
  });
});

describe('random battles on the fast path', () => {
  const FAST_GAMES = Number(process.env['WM_FAST_GAMES'] ?? 50);
  const rules = makeRules(sampleContent, unwrap(resolveOptions(warmachineOptions, { roundLimit: 10 })));
  const boxes = ['iron-crown', 'ashen-covenant', 'tidewardens', 'emberclad'];

  for (let start = 1; start <= FAST_GAMES; start += 25) {
    const end = Math.min(FAST_GAMES, start + 24);
    it(`uniformly random battles ${start}-${end} of 3 to 6 models a side keep every invariant at every step`, () => {
      for (let seed = start; seed <= end; seed++) {
        const setup = { p1: boxes[seed % 4] as string, p2: boxes[(seed + 2) % 4] as string };
        let s = sampleBattle(rules, 3 + (seed % 4), seed, setup);
        const dice = SeededDice.fromSeed(seed);
        const pick = SeededDice.fromSeed(seed + 1);
        const fast = rules.fast;
        if (!fast) throw new Error('no fast path');
        for (let step = 0; step < 20000 && !rules.outcome(s); step++) {
          const seat = rules.pending(s)[0]?.seats[0];
          if (!seat) throw new Error(`seed ${seed}: nobody to ask`);
          const legal = rules.legalChoices(s, seat);
          const c = legal[pick.pick(legal.length)];
          if (!c) throw new Error(`seed ${seed}: no legal choice`);
          s = fast.applyInPlace(s, seat, c, dice);
          const bad = rules.invariants?.(s) ?? [];
          if (bad.length > 0) throw new Error(`seed ${seed} step ${step}: ${bad.join('; ')}`);
        }
        expect(rules.outcome(s), `seed ${seed}`).not.toBeNull();
      }
    });
  }
});

describe('listing shortcuts', () => {
  const boxes = ['iron-crown', 'ashen-covenant', 'tidewardens', 'emberclad'];
  for (const terrainEffects of [false, true]) {
    it(`the choices listed with shortcuts are the choices every candidate's full check keeps, at every step of random battles (terrain effects ${terrainEffects ? 'on' : 'off'})`, () => {
      const options = unwrap(resolveOptions(warmachineOptions, { roundLimit: 10, terrainEffects }));
      const quick = makeRules(sampleContent, options);
      const full = makeRules(sampleContent, options, { shortcuts: false });
      const fast = quick.fast;
      if (!fast) throw new Error('no fast path');
      let compared = 0;
      for (let seed = 1; seed <= 10; seed++) {
        const setup = { p1: boxes[seed % 4] as string, p2: boxes[(seed + 1) % 4] as string };
        let s = sampleBattle(quick, 3 + (seed % 4), seed, setup);
        const dice = SeededDice.fromSeed(seed);
        const pick = SeededDice.fromSeed(seed + 1);
        for (let step = 0; step < 20000 && !quick.outcome(s); step++) {
          const seat = quick.pending(s)[0]?.seats[0];
          if (!seat) throw new Error(`seed ${seed}: nobody to ask`);
          const legal = quick.legalChoices(s, seat);
          const checked = full.legalChoices(s, seat);
          expect(legal, `seed ${seed} step ${step}`).toEqual(checked);
          compared++;
          const c = legal[pick.pick(legal.length)];
          if (!c) throw new Error(`seed ${seed}: no legal choice`);
          // Every listed choice is one the rules accept.
          if (c.kind === 'advance') expect(quick.apply(s, seat, c, SeededDice.fromSeed(step)).ok).toBe(true);
          s = fast.applyInPlace(s, seat, c, dice);
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }
});
