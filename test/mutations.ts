/**
 * Values changed at random, for the robustness searches of `content-mutations.test.ts` and
 * `state-mutations.test.ts`: a value deleted, a number made 0, -1, 0.5 or large, a name swapped
 * for another name of the same value, a list emptied or doubled, a flag flipped, an object emptied.
 */
import type { Dice } from '@skirmish/core';

export type Path = Array<string | number>;

export function pathsOf(v: unknown, p: Path, out: Path[]): void {
  out.push(p);
  if (Array.isArray(v)) v.forEach((x, i) => pathsOf(x, [...p, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) pathsOf(x, [...p, k], out);
}

export const at = (root: unknown, p: Path): unknown =>
  p.reduce<unknown>(
    (o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
    root,
  );

/** Changes `pack` (any JSON value) in place at one or two places drawn from `dice`; says what was changed. */
export function mutate(pack: unknown, paths: readonly Path[], names: readonly string[], dice: Dice): string[] {
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

/**
 * A pack to change at random: `sample` as plain JSON, the paths of all its values, and the
 * strings it holds (names to swap in); `changed(dice)` is a fresh copy changed by `mutate`, with
 * what was changed.
 */
export function mutable(sample: unknown): { changed(dice: Dice): { pack: unknown; what: string } } {
  const plain = JSON.parse(JSON.stringify(sample)) as unknown;
  const paths: Path[] = [];
  pathsOf(plain, [], paths);
  const names = paths.map((p) => at(plain, p)).filter((v): v is string => typeof v === 'string');
  return {
    changed(dice) {
      const pack = JSON.parse(JSON.stringify(plain)) as unknown;
      const what = mutate(pack, paths, names, dice).join('; ');
      return { pack, what };
    },
  };
}
