import { describe, expect, it } from 'vitest';
import { loadContent, SeededDice } from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';
import { english } from './english.ts';
import { mutable } from './mutations.ts';

/**
 * A content pack refused in Hungarian is refused in Hungarian throughout: each rule system's
 * sample pack is changed at random (as in `content-mutations.test.ts`), and every pack refused
 * in English is refused in Hungarian too, with the same problems at the same paths, and with no
 * English words left once the pack's own values (quoted) and patterns are taken out.
 */
const registry = defaultRegistry();
const PACKS = 300;

/** The nouns of the packs' problems in English (the messages name no paths, so field names count too). */
const NOUNS =
  /(?<!\p{L})(string|number|value|spells?|grid|boxes|profile|tile|card|gear|location|mission|enemy|people|counter|sacrifice|large|rules|pack|text|range|day|first|last)(?!\p{L})/iu;

/**
 * A message without what it quotes from the pack ("ids", JSON values, /patterns/) and the rule IDs
 * it cites: codes, the same in every language (DW-PEOPLE-05 is no English word).
 */
const unquoted = (message: string): string =>
  message
    .replace(/"(?:[^"\\]|\\.)*"/g, ' ')
    .replace(/\/\^?[^ ]*\/[a-z]*/g, ' ')
    .replace(/\b(?:HY|HU|DW|WM)-[A-Z0-9-]+/g, ' ');

describe('content packs changed at random are refused in Hungarian when Hungarian is asked', () => {
  for (const ruleset of registry.list()) {
    it(`${ruleset.id}: ${PACKS} changed packs`, () => {
      const packs = mutable(ruleset.content.sample);
      const left: string[] = [];
      const worded = new Set<string>();
      let refused = 0;
      for (let i = 0; i < PACKS; i++) {
        const dice = SeededDice.fromSeed(7000 + i);
        const { pack, what } = packs.changed(dice);
        const en = loadContent(ruleset.content, pack);
        const hu = loadContent(ruleset.content, pack, 'hu');
        expect(hu.ok, what).toBe(en.ok);
        if (en.ok || hu.ok) continue;
        refused++;
        expect(
          hu.issues.map((x) => x.path),
          what,
        ).toEqual(en.issues.map((x) => x.path));
        for (const issue of hu.issues) {
          worded.add(unquoted(issue.message).replace(/\d+/g, 'N'));
          const words = unquoted(issue.message);
          for (const word of english(words, [])) left.push(`${word} (${what})`);
          if (NOUNS.test(words)) left.push(`${NOUNS.exec(words)?.[0] ?? ''} in: ${words} (${what})`);
        }
      }
      expect(left).toEqual([]);
      // The random changes reach a good many problems, of several kinds.
      expect(refused).toBeGreaterThan(PACKS / 4);
      expect(worded.size).toBeGreaterThan(5);
    });
  }
});
