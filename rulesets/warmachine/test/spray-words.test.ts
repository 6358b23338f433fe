import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventsHu } from '../src/messages/events.ts';
import { hu } from '../src/messages/hu.ts';
import { ruleTexts } from '../src/messages/rules.ts';
import { warmachineOptions } from '../src/options.ts';

/**
 * The Hungarian rulebook calls a spray attack "beterítő támadás" (its glossary too); "permet" and
 * its forms (permetez, permetező) once named it in some texts, so a player met two words for it.
 */
const RULEBOOK_WORD = /beterítő/;
const OTHER_WORD = /permet/i;

/** Every string of a words table; a function's words with a placeholder for each argument. */
function strings(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (typeof table === 'function') return strings((table as (...a: string[]) => unknown)('x', 'y', 'z', 'v', 'w'));
  if (table && typeof table === 'object') return Object.values(table).flatMap(strings);
  return [];
}

/** Every source file of these folders (and their subfolders) that holds words, read as text. */
function sources(...folders: URL[]): Array<{ file: string; text: string }> {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => ({ file: f, text: readFileSync(new URL(f, folder), 'utf8') })),
  );
}

describe('the Hungarian word for a spray', () => {
  it("is the rulebook's beterítő in the rule texts, the refusals and the log", () => {
    for (const id of ['WM-SPRAY-01', 'WM-SPRAY-02', 'WM-SPRAY-05'])
      expect(ruleTexts[id]?.hu, id).toMatch(RULEBOOK_WORD);
    expect(hu.violations['spray/outside-front-arc']).toMatch(RULEBOOK_WORD);
    expect(hu.violations['focus/no-area']).toMatch(RULEBOOK_WORD);
    expect(eventsHu['wm/spray']?.((field) => `<${field}>`)).toMatch(RULEBOOK_WORD);
  });

  it('is never permet in any Hungarian words table', () => {
    const words = [
      ...strings(hu),
      ...Object.values(eventsHu).map((say) => say((field) => `<${field}>`)),
      ...Object.values(ruleTexts).map((t) => t.hu),
      ...strings(warmachineOptions.map((o) => o.hu)),
    ];
    expect(words.length).toBeGreaterThan(300);
    expect(words.filter((w) => OTHER_WORD.test(w))).toEqual([]);
  });

  it("is never permet in the rule system's sources nor in the web board's, whose spray reads beterítő", () => {
    const files = sources(
      new URL('../src/', import.meta.url),
      new URL('../../../apps/web/src/boards/warmachine/', import.meta.url),
    );
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(['content.ts', 'messages/hu.ts', 'words.ts']));
    expect(files.filter((f) => OTHER_WORD.test(f.text)).map((f) => f.file)).toEqual([]);
    expect(files.find((f) => f.file === 'words.ts')?.text).toMatch(/sprayTemplate: 'beterítő'/);
  });
});
