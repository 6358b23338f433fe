/**
 * Why a game ended, in the player's language: each rule system's presenter words every reason its
 * rules give (`Outcome.reason` is English) in Hungarian, with no English word left, and keeps the
 * English in English.
 */
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '@skirmish/server/catalog';
import { ENGLISH } from './english.ts';

const registry = defaultRegistry();

/** Every reason the rules of each system end a game with (numbers stand for any number). */
const REASONS: Readonly<Record<string, readonly string[]>> = {
  hybrid: [
    'the round limit was reached',
    'both sides completed their objectives at once',
    'the griffin side completed its objectives',
    'the scorpion side completed its objectives',
    'a side has no warriors left',
  ],
  hunters: [
    'every enemy is destroyed',
    '3 findings collected',
    'no conscious character is left on the board',
    'the party held out to the last turn',
    'the last turn ended without meeting the goal',
    'the main plot is solved',
    'every character is dead',
    'the last day passed with the main plot unsolved',
  ],
  'dogs-of-war': ['The Cardinal is dead', 'The Cardinal escaped after 4 days', 'League standings after 5 rounds'],
  warmachine: ['both warcasters fell', 'the enemy warcaster fell', 'round limit reached'],
};

describe('who won, in words', () => {
  it('hunters: the party wins or loses a mission or the campaign together, in both languages', () => {
    const presenter = registry.get('hunters')?.presenter;
    const verdict = (winners: string[], reason: string, locale: 'en' | 'hu') =>
      presenter?.verdict?.({ winners, reason }, locale);
    expect(verdict(['p1', 'p2'], 'every enemy is destroyed', 'en')).toBe('Mission won');
    expect(verdict([], 'no conscious character is left on the board', 'en')).toBe('Mission lost');
    expect(verdict(['p1'], 'the main plot is solved', 'en')).toBe('Campaign won');
    expect(verdict([], 'every character is dead', 'en')).toBe('Campaign lost');
    expect(verdict(['p1'], '3 findings collected', 'hu')).toBe('A küldetés sikerült');
    expect(verdict([], 'the last day passed with the main plot unsolved', 'hu')).toBe('A hadjárat elbukott');
  });
  it('the other rule systems name their winners: no verdict of their own', () => {
    for (const id of ['hybrid', 'warmachine', 'dogs-of-war'])
      expect(registry.get(id)?.presenter && 'verdict' in registry.get(id)!.presenter!, id).toBe(false);
  });
});

describe('why a game ended, in words', () => {
  for (const ruleset of registry.list()) {
    it(`${ruleset.id}: every reason its rules give is worded in Hungarian, each its own way`, () => {
      const presenter = ruleset.presenter;
      expect(typeof presenter?.outcome).toBe('function');
      if (!presenter) return;
      const outcome = (o: { winners: string[]; reason: string }, locale: 'en' | 'hu') =>
        presenter.outcome?.(o, locale) ?? '';
      const reasons = REASONS[ruleset.id] ?? [];
      expect(reasons.length).toBeGreaterThan(0);
      const hu = reasons.map((reason) => outcome({ winners: [], reason }, 'hu'));
      for (const [i, words] of hu.entries()) {
        expect(words, reasons[i]).not.toBe(reasons[i]);
        expect(ENGLISH.exec(words)?.[0], words).toBeUndefined();
      }
      // No two reasons fall back to one catch-all sentence.
      expect(new Set(hu).size).toBe(reasons.length);
      // In English the rules' own reason, or a plainer sentence of it.
      for (const [i, reason] of reasons.entries()) {
        const en = outcome({ winners: [], reason }, 'en');
        expect(en.length).toBeGreaterThan(0);
        expect(en).not.toBe(hu[i]);
        // A side is named as players name it ("the Scorpion side"), not by its seat's id.
        expect(en).not.toMatch(/\b(griffin|scorpion|p[1-4])\b/);
      }
    });
  }
});
