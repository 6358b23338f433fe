import { describe, expect, it } from 'vitest';
import { Engine, SeededDice, type Dice } from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';
import { fuzzSetup, kindsFor } from '../apps/cli/src/fuzz.ts';

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

type Path = Array<string | number>;

function pathsOf(v: unknown, p: Path, out: Path[]): void {
  out.push(p);
  if (Array.isArray(v)) v.forEach((x, i) => pathsOf(x, [...p, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) pathsOf(x, [...p, k], out);
}

const at = (root: unknown, p: Path): unknown =>
  p.reduce<unknown>(
    (o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
    root,
  );

/** Changes `pack` in place at one or two places drawn from `dice`; says what was changed. */
function mutate(pack: unknown, paths: readonly Path[], names: readonly string[], dice: Dice): string[] {
  const done: string[] = [];
  const n = 1 + dice.pick(2);
  for (let i = 0; i < n; i++) {
    const p = paths[1 + dice.pick(paths.length - 1)] ?? [];
    const parent = at(pack, p.slice(0, -1));
    if (parent === null || typeof parent !== 'object') continue;
    const key = p[p.length - 1] as string | number;
    const box = parent as Record<string | number, unknown>;
    const value = box[key];
    const how = dice.pick(6);
    if (how === 0) {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete box[key];
      done.push(`deleted ${p.join('.')}`);
      continue;
    }
    let next: unknown;
    if (typeof value === 'number') next = [0, -1, 1e6, 0.5, value + 1, 99][dice.pick(6)];
    else if (typeof value === 'string') next = dice.pick(2) ? names[dice.pick(names.length)] : 'no-such-thing';
    else if (Array.isArray(value)) next = dice.pick(2) ? [] : [...value, ...value];
    else if (typeof value === 'boolean') next = !value;
    else next = {};
    box[key] = next;
    done.push(`${p.join('.')} = ${JSON.stringify(next)?.slice(0, 40) ?? 'undefined'}`);
  }
  return done;
}

describe('content packs changed at random are refused with a reason or played without a fault', () => {
  for (const ruleset of registry.list()) {
    it(`${ruleset.id}: ${PACKS} changed packs`, () => {
      const sample = JSON.parse(JSON.stringify(ruleset.content.sample)) as unknown;
      const paths: Path[] = [];
      pathsOf(sample, [], paths);
      const names = paths.map((p) => at(sample, p)).filter((v): v is string => typeof v === 'string');
      const faults: string[] = [];
      let refused = 0;
      let played = 0;
      for (let i = 0; i < PACKS; i++) {
        const dice = SeededDice.fromSeed(9000 + i);
        const pack = JSON.parse(JSON.stringify(sample)) as unknown;
        const what = `pack ${i} (${mutate(pack, paths, names, dice).join('; ')})`;
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
