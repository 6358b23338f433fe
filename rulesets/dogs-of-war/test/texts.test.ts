import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dogsOfWarRuleset } from '../src/index.ts';
import { RULE_TEXTS } from '../src/texts.ts';

// The checklist lives beside the repository on the team's machine; elsewhere only the texts are checked.
const CHECKLIST = '/work/shared/rules/dogs-of-war.md';
const checklist = existsSync(CHECKLIST) ? readFileSync(CHECKLIST, 'utf8') : null;

describe('rule texts in our own words', () => {
  it('every text exists in English and Hungarian, names a real checklist ID and copies none of its sentences', () => {
    const p = dogsOfWarRuleset.presenter;
    for (const [id, t] of Object.entries(RULE_TEXTS)) {
      if (checklist !== null) expect(checklist, id).toContain(`**${id}**`);
      expect(t.en.length, id).toBeGreaterThan(20);
      expect(t.hu.length, id).toBeGreaterThan(20);
      expect(t.hu, id).not.toBe(t.en);
      // No run of eight words is lifted from the checklist.
      const words = t.en.split(/\s+/);
      if (checklist !== null)
        for (let i = 0; i + 8 <= words.length; i++)
          expect(checklist, id).not.toContain(words.slice(i, i + 8).join(' '));
      expect(p?.rule?.(id, 'en')).toBe(t.en);
      expect(p?.rule?.(id, 'hu')).toBe(t.hu);
    }
    expect(p?.rule?.('DW-NOPE', 'en')).toBeUndefined();
  });

  it('every rule ID the rules cite in an event or a refusal has its text in both languages', () => {
    const src = join(import.meta.dirname, '..', 'src');
    const files = [...readdirSync(src), ...readdirSync(join(src, 'content')).map((f) => join('content', f))].filter(
      (f) => f.endsWith('.ts') && !f.startsWith('texts'),
    );
    const cited = new Set<string>();
    for (const f of files)
      for (const m of readFileSync(join(src, f), 'utf8').matchAll(/'(DW-[A-Z]+(?:-[A-Z]+)*-\d+)'/g))
        if (m[1]) cited.add(m[1]);
    expect(cited.size).toBeGreaterThan(100);
    const missing = [...cited].filter((id) => !RULE_TEXTS[id]);
    expect(missing).toEqual([]);
  });

  it('a refused choice reads in Hungarian with the rule in our words, and in English as the message', () => {
    const p = dogsOfWarRuleset.presenter;
    const v = { code: 'offer/closed', message: 'That offer is closed', rule: 'DW-CAMPAIGN-05' };
    expect(p?.violation?.(v, 'en')).toBe('That offer is closed');
    expect(p?.violation?.(v, 'hu')).toContain(RULE_TEXTS['DW-CAMPAIGN-05']?.hu ?? '?');
  });
});
