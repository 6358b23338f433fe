import { describe, expect, it } from 'vitest';
import { resolveOptions, unwrap } from '@skirmish/core';
import { playRandom, sampleBattle } from '../src/battle.ts';
import { warmachineOptions } from '../src/options.ts';
import { makeRules } from '../src/rules.ts';
import { sampleContent } from '../src/sample.ts';

// Timing runs only on demand (WM_BENCH=1); a test never asserts a time.
const BENCH = process.env['WM_BENCH'] === '1';
const GAMES = Number(process.env['WM_BENCH_GAMES'] ?? 50);

describe.runIf(BENCH)('speed (WM_BENCH=1)', () => {
  const rules = makeRules(sampleContent, unwrap(resolveOptions(warmachineOptions, { roundLimit: 10 })));

  it('measures random battles on the fast path', () => {
    let steps = 0;
    const t0 = performance.now();
    for (let seed = 1; seed <= GAMES; seed++) steps += playRandom(rules, sampleBattle(rules, 3, seed), seed).steps;
    const ms = performance.now() - t0;
    console.log(`3 a side: ${(ms / GAMES).toFixed(2)} ms a battle, ${(steps / GAMES).toFixed(0)} choices a battle`);
    expect(steps).toBeGreaterThan(0);
  });

  it('measures the cost of a choice by number of models', () => {
    for (const n of [2, 5, 10, 20]) {
      let steps = 0;
      const t0 = performance.now();
      const games = Math.max(2, Math.round(GAMES / n));
      for (let seed = 1; seed <= games; seed++) steps += playRandom(rules, sampleBattle(rules, n, seed), seed).steps;
      const ms = performance.now() - t0;
      console.log(`${2 * n} models: ${((1000 * ms) / steps).toFixed(1)} µs a choice (${steps} choices)`);
      expect(steps).toBeGreaterThan(0);
    }
  });
});
