import { describe, expect, it } from 'vitest';
import { Engine, SeededDice } from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';
import { fuzzSetup, kindsFor } from '../apps/cli/src/fuzz.ts';
import { mutable } from './mutations.ts';

/**
 * A player's content pack may be wrong in any way. Each rule system's sample pack is changed at
 * random, one or two places at a time (a value deleted, a number made 0, -1, 0.5 or large, a name
 * swapped for another name of the pack, a list emptied or doubled, a flag flipped), and the pack
 * is then either refused with a reason or played: a game on it (each kind of set-up in turn:
 * missions, boxes, campaigns) starts and runs on its legal
 * choices without an exception, without a listed choice refused and without a seat asked with
 * nothing to choose. Seeded, so a failure names the pack that made it.
 */
const registry = defaultRegistry();
const PACKS = 100;
const CHOICES = 150;

describe('content packs changed at random are refused with a reason or played without a fault', () => {
  for (const ruleset of registry.list()) {
    it(`${ruleset.id}: ${PACKS} changed packs`, () => {
      const packs = mutable(ruleset.content.sample);
      const faults: string[] = [];
      let refused = 0;
      let played = 0;
      for (let i = 0; i < PACKS; i++) {
        const dice = SeededDice.fromSeed(9000 + i);
        const changed = packs.changed(dice);
        const pack = changed.pack;
        const what = `pack ${i} (${changed.what})`;
        try {
          const made = Engine.create(ruleset, { content: pack });
          if (!made.ok) {
            expect(made.error.message.length).toBeGreaterThan(0);
            refused++;
            continue;
          }
          const engine = made.value;
          const kinds = kindsFor(ruleset.id, true);
          const kind = kinds[i % kinds.length] ?? 'random';
          const started = engine.start(i, fuzzSetup(ruleset, kind, SeededDice.fromSeed(i)));
          if (!started.ok) {
            refused++;
            continue;
          }
          let m = started.value;
          for (let c = 0; c < CHOICES && !engine.outcome(m); c++) {
            const pending = engine.pending(m);
            if (pending.length === 0) break;
            const seat = pending[dice.pick(pending.length)]?.seats[0] ?? '';
            const legal = engine.legal(m, seat);
            if (legal.length === 0) {
              faults.push(`${what}: ${seat} is asked and has nothing to choose`);
              break;
            }
            const r = engine.submit(m, seat, legal[dice.pick(legal.length)]);
            if (!r.ok) {
              faults.push(`${what}: a listed choice is refused: ${r.error.code} ${r.error.message}`);
              break;
            }
            m = r.value.match;
            engine.view(m, seat);
          }
          played++;
        } catch (e) {
          faults.push(`${what}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      expect(faults).toEqual([]);
      // Both ends are met: some changed packs are refused, some are played.
      expect(refused).toBeGreaterThan(0);
      expect(played).toBeGreaterThan(0);
    }, 300_000);
  }
});
