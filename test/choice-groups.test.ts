/**
 * A long menu is shown in groups, one per kind of choice, each under a heading (the web page's
 * `ChoiceList`): the words its choices begin or end with, or else the rule system's own heading for
 * that kind. In seeded random games and campaigns of every rule system, no group of a long menu is
 * left headed by its kind's id, in English or in Hungarian.
 */
import { describe, expect, it } from 'vitest';
import { Engine, SeededDice, presenterOf, unwrap } from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';
import { groupTitle } from '../apps/web/src/format.ts';
import { fuzzSetup, kindsFor } from '../apps/cli/src/fuzz.ts';
import { ENGLISH } from './english.ts';

const registry = defaultRegistry();
/** The length from which the page groups a menu (`ChoiceList`). */
const LONG = 12;

describe('the groups of a long menu have headings in words', () => {
  for (const ruleset of registry.list())
    it(`${ruleset.id}: no group of a long menu is headed by its kind's id`, () => {
      const engine = unwrap(Engine.create(ruleset));
      const presenter = presenterOf(ruleset, undefined);
      if (!presenter) throw new Error(`${ruleset.id} has no presenter`);
      const bare: string[] = [];
      const headingsHu = new Set<string>();
      let groups = 0;
      for (const kind of kindsFor(ruleset.id, false))
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
          let match = unwrap(engine.start(seed, fuzzSetup(ruleset, kind, SeededDice.fromSeed(seed))));
          const pick = SeededDice.fromSeed(seed + 100);
          for (let i = 0; i < 2000 && engine.outcome(match) === null; i++) {
            const pending = engine.pending(match);
            const seat = pending[pick.pick(pending.length)]?.seats[0] as string;
            const legal = engine.legal(match, seat);
            if (legal.length > LONG) {
              const view = engine.view(match, seat);
              const byKind = new Map<string, unknown[]>();
              for (const c of legal) {
                const ck = (c as { kind?: unknown }).kind;
                const k = typeof ck === 'string' ? ck : '';
                byKind.set(k, [...(byKind.get(k) ?? []), c]);
              }
              if (byKind.size > 1)
                for (const [k, cs] of byKind)
                  for (const locale of ['en', 'hu'] as const) {
                    groups++;
                    const heading = presenter.group?.(k, locale);
                    if (locale === 'hu' && heading !== undefined) headingsHu.add(heading);
                    const labels = cs.map((c) => presenter.choice(c, view, locale));
                    if (groupTitle(labels, k, presenter.group?.(k, locale)) === k)
                      bare.push(`${kind} ${seed} ${locale} ${k}: ${labels.slice(0, 2).join(' | ')}`);
                  }
            }
            match = unwrap(engine.submit(match, seat, legal[pick.pick(legal.length)])).match;
          }
        }
      expect(groups).toBeGreaterThan(0);
      for (const h of headingsHu) expect(ENGLISH.exec(h)?.[0], h).toBeUndefined();
      expect([...new Set(bare)].slice(0, 5)).toEqual([]);
    }, 120_000);
});
