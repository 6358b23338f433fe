import { presenterOf, type AnyRuleset, type GameEvent, type Locale } from '@skirmish/core';
import { describeEvent, describeValue } from './format.ts';

/**
 * The ruleset's presenter in the player's language, or the generic words. With the game's pack
 * (`content`, null or undefined for the sample or while it is fetched) the log names units, cards
 * and gear as that pack does.
 */
export function wordsFor(ruleset: AnyRuleset | null, locale: Locale, content?: unknown) {
  const presenter = ruleset ? presenterOf(ruleset, content) : undefined;
  return {
    choice(c: unknown, view: unknown): string {
      if (presenter) {
        try {
          return presenter.choice(c, view, locale);
        } catch {
          // A presenter that cannot word this choice falls back to its fields.
        }
      }
      return describeValue(c);
    },
    /** A refused choice in the player's language, where the rule system words it. */
    violation(code: string, message: string): string {
      try {
        const s = presenter?.violation?.({ code, message }, locale);
        if (s) return s;
      } catch {
        // The server's English message still says what is wrong.
      }
      return `${message} (${code})`;
    },
    rule(id: string): string | undefined {
      try {
        return presenter?.rule?.(id, locale) ?? undefined;
      } catch {
        return undefined;
      }
    },
    event(e: GameEvent): string {
      if (presenter) {
        try {
          const s = presenter.event(e, locale);
          // A presenter that only names the event type says less than the event's own fields.
          if (s && !s.endsWith(e.type)) return s;
        } catch {
          // As above: the event's own fields still say what happened.
        }
      }
      return describeEvent(e);
    },
  };
}
