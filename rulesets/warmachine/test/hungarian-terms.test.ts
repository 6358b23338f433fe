import { describe, expect, it } from 'vitest';
import { eventsHu } from '../src/messages/events.ts';
import { hu } from '../src/messages/hu.ts';
import { ruleTexts } from '../src/messages/rules.ts';
import { warmachineOptions } from '../src/options.ts';

/** Every Hungarian text of the rule system: messages (functions called with stand-ins), log, rules, options. */
function hungarianTexts(): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'function') {
      try {
        walk((v as (...a: unknown[]) => unknown)('X', 'Y', 'Z'));
      } catch {
        // A wording that needs other arguments than strings says nothing here.
      }
    } else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk(hu);
  for (const w of Object.values(eventsHu)) out.push(w(() => 'X'));
  for (const t of Object.values(ruleTexts)) out.push(t.hu);
  for (const o of warmachineOptions) walk(o.hu);
  return out;
}

describe('Warmachine’s Hungarian terms', () => {
  it('a warcaster’s feat is a hőstett everywhere: no English word left in the Hungarian texts', () => {
    const texts = hungarianTexts();
    expect(texts.filter((t) => /feat/i.test(t))).toEqual([]);
    expect(hu.groups.feat).toBe('Hőstett');
    expect(hu.choice.feat).toBe('A hőstett végrehajtása');
    expect(eventsHu['wm/feat']!((f) => (f === 'model' ? 'Kron' : 'Vihar'))).toBe('Kron végrehajtja a hőstettét: Vihar');
  });

  it('a round of the game is a harci kör and a player’s turn a forduló, with no bare kör for either', () => {
    const texts = hungarianTexts();
    // A round is counted or lasts: "egy kör", "ennyi kör", "körök", "körig", always as a harci kör.
    const bare = texts.filter((t) => /(?<!harci )(?<![\p{L}])kör(?:ig|ök|e|nek|ben)?(?![\p{L}])/iu.test(t));
    // The spell's area is a circle: "átmérőjű körben" speaks of a shape, not of time.
    expect(bare.filter((t) => !/átmérőjű körben/.test(t))).toEqual([]);
    expect(hu.round).toBe('Harci kör');
    expect(eventsHu['wm/turn']!((f) => (f === 'round' ? '3' : '1. játékos'))).toBe(
      '3. harci kör: 1. játékos fordulója',
    );
    expect(eventsHu['wm/stationary-ends']!(() => 'Kron')).toBe('Kron már nem mozdulatlan: eltelt egy harci kör');
    expect(ruleTexts['WM-FEAT-07']!.hu).toMatch(/^Az egy harci körig tartó hőstett .* fordulójának elejéig tart\.$/);
    expect(hu.reasons['round limit reached']).toBe('a csata elérte a harci körök számának határát');
  });
});
