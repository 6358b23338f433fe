import { describe, expect, it } from 'vitest';
import { Engine, SeededDice, type Match } from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';
import { fuzzSetup, kindsFor } from '../apps/cli/src/fuzz.ts';
import { at, mutate, pathsOf, type Path } from './mutations.ts';

/**
 * A position can come from outside: a scenario file's `state`, a Dogs of War campaign file edited
 * by hand. Positions of random games (each kind of set-up in turn, after 0 to 119 choices) are
 * changed at random, one or two places at a time, and each is then either refused by the rule
 * system's `invariants` with what is wrong, or played: its hash, outcome, decisions and views
 * are read, and up to eight listed choices are made, without an exception, without a listed
 * choice refused and without a seat asked with nothing to choose. Seeded, so a failure names the
 * position that made it.
 */
const registry = defaultRegistry();
const POSITIONS = 150;
const STEPS = 8;

describe('positions changed at random are refused with a reason or played without a fault', () => {
  for (const ruleset of registry.list()) {
    it(`${ruleset.id}: ${POSITIONS} changed positions`, () => {
      const made = Engine.create(ruleset, {});
      if (!made.ok) throw new Error(made.error.message);
      const engine = made.value;
      const kinds = kindsFor(ruleset.id, true);
      const faults: string[] = [];
      let refused = 0;
      let played = 0;
      for (let i = 0; i < POSITIONS; i++) {
        const dice = SeededDice.fromSeed(7000 + i);
        const kind = kinds[i % kinds.length] ?? 'random';
        const started = engine.start(i, fuzzSetup(ruleset, kind, SeededDice.fromSeed(i)));
        if (!started.ok) throw new Error(started.error.message);
        let m: Match<unknown> = started.value;
        for (let c = dice.pick(120); c > 0 && !engine.outcome(m); c--) {
          const pending = engine.pending(m);
          if (pending.length === 0) break;
          const seat = pending[dice.pick(pending.length)]?.seats[0] ?? '';
          const legal = engine.legal(m, seat);
          const r = engine.submit(m, seat, legal[dice.pick(legal.length)]);
          if (!r.ok) throw new Error(`position ${i}: ${r.error.message}`);
          m = r.value.match;
        }
        const state = JSON.parse(JSON.stringify(m.state)) as unknown;
        const paths: Path[] = [];
        pathsOf(state, [], paths);
        const names = paths.map((p) => at(state, p)).filter((v): v is string => typeof v === 'string');
        const what = `position ${i} (${kind}; ${mutate(state, paths, names, dice).join('; ')})`;
        let step = 'invariants';
        try {
          const broken = engine.rules.invariants?.(state) ?? [];
          if (broken.length > 0) {
            for (const b of broken) expect(typeof b === 'string' && b.length > 0, `${what}: ${String(b)}`).toBe(true);
            refused++;
            continue;
          }
          let p: Match<unknown> = { ...m, state };
          step = 'hash';
          engine.hash(p);
          step = 'spectator view';
          engine.view(p, null);
          for (let s = 0; s < STEPS; s++) {
            step = 'outcome';
            if (engine.outcome(p)) break;
            step = 'decisions';
            const pending = engine.pending(p);
            if (pending.length === 0) break;
            const seat = pending[dice.pick(pending.length)]?.seats[0] ?? '';
            step = `view of ${seat}`;
            engine.view(p, seat);
            step = `choices of ${seat}`;
            const legal = engine.legal(p, seat);
            if (legal.length === 0) {
              faults.push(`${what}: ${seat} is asked and has nothing to choose`);
              break;
            }
            step = `a choice of ${seat}`;
            const r = engine.submit(p, seat, legal[dice.pick(legal.length)]);
            if (!r.ok) {
              faults.push(`${what}: a listed choice is refused: ${r.error.code} ${r.error.message}`);
              break;
            }
            p = r.value.match;
          }
          played++;
        } catch (e) {
          faults.push(`${what}: ${step}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      expect(faults).toEqual([]);
      // Both ends are met: some changed positions are refused, some are played.
      expect(refused).toBeGreaterThan(0);
      expect(played).toBeGreaterThan(0);
    }, 300_000);
  }
});
