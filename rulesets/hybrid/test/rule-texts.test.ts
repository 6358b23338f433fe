import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hybridOptions, hybridRuleset } from '../src/index.ts';
import { RULE_TEXTS, VIOLATION_CODES } from '../src/rule-texts.ts';

const source = (f: string): string => readFileSync(new URL(`../src/${f}`, import.meta.url), 'utf8');
const CARD_RULES = /^HY-(APT|CARD|AURA|MUTATION)-/;

describe('rules and refusals in words', () => {
  it('every rule the game events and options cite (cards and aptitudes aside) has an English and a Hungarian text', () => {
    const text = ['rules.ts', 'world.ts', 'board.ts', 'movement.ts'].map(source).join('\n');
    const ids = new Set([...text.matchAll(/'(HY-[A-Z]+(?:-[A-Z]+)?-\d+)'/g)].map((m) => m[1] as string));
    for (const o of hybridOptions) if (o.rule) ids.add(o.rule);
    const ours = [...ids].filter((id) => !CARD_RULES.test(id));
    expect(ours.length).toBeGreaterThan(40);
    const p = hybridRuleset.presenter!;
    expect(ours.filter((id) => !p.rule?.(id, 'en'))).toEqual([]);
    for (const id of ours) {
      expect(p.rule?.(id, 'en'), id).toBeTruthy();
      expect(p.rule?.(id, 'hu'), id).toBeTruthy();
      expect(p.rule?.(id, 'hu'), id).not.toBe(p.rule?.(id, 'en'));
    }
    for (const [id, t] of Object.entries(RULE_TEXTS)) {
      expect(id).toMatch(/^HY-/);
      expect(t.en.length).toBeGreaterThan(10);
    }
  });

  it('every reason code the rules refuse with has an English and a Hungarian text', () => {
    const text = ['rules.ts', 'world.ts'].map(source).join('\n');
    const codes = new Set(
      [...text.matchAll(/(?:fail|malformed)\(\s*'([a-z-]+\/[a-z-]+)'/g)].map((m) => m[1] as string),
    );
    // Codes chosen by reasonFor for choices that are not on the legal list.
    for (const m of text.matchAll(/return '([a-z-]+\/[a-z-]+)';/g)) codes.add(m[1] as string);
    const p = hybridRuleset.presenter!;
    // Decision kinds (`hybrid/...`) share the pattern; card refusals are worded with the cards.
    const ours = [...codes].filter((c) => VIOLATION_CODES.includes(c) || !/^(hybrid|card|aura|mutation)/.test(c));
    for (const code of ours) {
      const en = p.violation?.({ code, message: '(untranslated)' }, 'en');
      const hu = p.violation?.({ code, message: '(untranslated)' }, 'hu');
      expect(en, code).not.toBe('(untranslated)');
      expect(hu, code).not.toBe('(untranslated)');
      expect(hu, code).not.toBe(en);
    }
  });
});
