import { presenterOf, ruleRefusal, type AnyRuleset, type GameEvent, type Locale, type Outcome } from '@skirmish/core';
import { describeEvent, describeValue } from './format.ts';

export { ruleRefusal };

/**
 * Refusals of the server and of the page itself (the connection, the link, the message), which no
 * rule system words: in each language but English, whose words are the server's own message.
 * The rule systems' presenters word the refusals of their rules.
 */
const APP_REFUSALS: Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>> = {
  hu: {
    'game/not-found': 'Ezen a szerveren nincs ilyen játék.',
    'game/unknown-ruleset': 'Ez a játékrendszer nincs telepítve ezen a szerveren.',
    'game/old-version':
      'Ezt a játékot a szabályok egy régebbi változatával játszották; azóta a szabályok változtak, így itt nem folytatható. A felvétele megmarad.',
    'seat/bad-token': 'Ez a hivatkozás a játék egyik helyét sem nyitja meg.',
    'content/not-found': 'A tartalomcsomag, amellyel ezt a játékot játsszák, nincs meg ezen a szerveren.',
    'game/corrupt': 'Ez a játék nem játszható újra a felvételéből, így itt nem folytatható. A felvétele megmarad.',
    'seat/spectator': 'Ezt a játékot nézőként követed; csak a játékosai döntenek.',
    'connection/down': 'Nincs kapcsolat a szerverrel; próbáld újra egy kicsit később.',
    'rate/limited': 'Túl sok kérés érkezett; várj egy kicsit.',
    'choice/stale': 'A játék azóta továbbhaladt; válassz újra.',
    'protocol/incompatible': 'Ez az oldal régebbi, mint a szerver; töltsd újra.',
    'message/too-large': 'Ez túl nagy a szervernek; semmi sem változott.',
    'storage/failed': 'A szerver nem tudta elmenteni; semmi sem változott. Próbáld újra.',
    'hello/again': 'Ez a kapcsolat már egy játékhoz tartozik; töltsd újra az oldalt.',
    'hello/missing': 'A kapcsolat még nem csatlakozott a játékhoz; töltsd újra az oldalt.',
    'message/not-json': 'A szerver nem értette az üzenetet; töltsd újra az oldalt.',
    'message/malformed': 'A szerver nem értette az üzenetet; töltsd újra az oldalt.',
    'http/bad-request': 'A szerver nem értette a kérést; töltsd újra az oldalt.',
    'http/not-found': 'Ezen a címen nincs semmi.',
    'http/internal': 'Hiba történt a szerveren. Próbáld újra.',
    'server/internal': 'Hiba történt a szerveren; semmi sem változott. Próbáld újra.',
    'content/corrupt': 'A játék tartalomcsomagja megsérült ezen a szerveren, így a játék nem folytatható.',
    'game/running': 'A játék még folyik: új ág csak befejezett játékból indítható.',
    'game/bad-branch': 'Erről a pontról nem indítható új ág.',
    'game/bad-seat': 'A játék egyik helye hibásan van megadva; semmi sem jött létre.',
    'game/unknown-seat': 'Ennek a játéknak nincs ilyen helye; semmi sem jött létre.',
    'options/invalid': 'Egy házszabály értéke nem megengedett; nézd meg a házszabályokat.',
    'options/unknown': 'Ez a játék nem ismer ilyen házszabályt.',
    'undo/nothing': 'Nincs mit visszavonni.',
    'undo/finished': 'A játék véget ért: az utolsó döntése már nem vonható vissza.',
    'undo/after-roll': 'Az utolsó döntés kockát dobott vagy lapot húzott, így már nem vonható vissza.',
    'undo/after-reveal': 'Az utolsó döntés rejtett dolgot fedett fel, így már nem vonható vissza.',
    'undo/not-hotseat': 'Döntést visszavonni csak egy képernyőn játszott játékban lehet.',
    'undo/not-yours': 'Az utolsó döntést csak az a hely vonhatja vissza, amelyik hozta.',
    'resign/many-sides':
      'Kettőnél több fél játékát nem lehet feladni: nem lenne egyetlen fél, amelyik megnyeri. A játék folytatódik.',
    'odds/unknown': 'Ennek a játéknak nincs ilyen esélyszámítása.',
  },
};

/** The words of an app-level refusal in `locale`, where it has its own (English: none). */
export function appRefusal(code: string, locale: Locale): string | undefined {
  return APP_REFUSALS[locale]?.[code];
}

/** What a failed request tells the player: the app's own words for its refusals, else the error's message. */
export function failureText(e: unknown, locale: Locale): string {
  if (!(e instanceof Error)) return String(e);
  const code = (e as { code?: unknown }).code;
  return (typeof code === 'string' ? appRefusal(code, locale) : undefined) ?? e.message;
}

/**
 * What follows "this file is not JSON": in English the parser's own message; in Hungarian, since
 * the parser speaks English, only the character it stopped at (counted from 1), when it says so.
 */
export function notJsonDetail(e: unknown, locale: Locale): string {
  const message = e instanceof Error ? e.message : String(e);
  if (locale !== 'hu') return `: ${message}`;
  const at = /position (\d+)/.exec(message)?.[1];
  return at === undefined ? '' : ` (${Number(at) + 1}. karakternél)`;
}

/** The log's line for a choice taken back (`game/undone`), by whom where the event says. */
export function undoneText(seat: string | undefined, locale: Locale): string {
  if (locale === 'hu') return seat ? `${seat} visszavonta az utolsó döntését.` : 'Az utolsó döntést visszavonták.';
  return seat ? `${seat} takes back its last choice.` : 'The last choice is taken back.';
}

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
      const own = appRefusal(code, locale);
      if (own) return `${own} (${code})`;
      let said: string | undefined;
      try {
        said = presenter?.violation?.({ code, message }, locale) || undefined;
      } catch {
        // The server's English message still says what is wrong.
      }
      return ruleRefusal(code, message, said, locale) ?? `${message} (${code})`;
    },
    /** Why the game ended, in the player's language where the rule system words it. */
    outcome(o: Outcome): string {
      try {
        return presenter?.outcome?.(o, locale) ?? o.reason;
      } catch {
        return o.reason;
      }
    },
    /** The outcome in the rule system's own words, where it has them (a cooperative game's). */
    verdict(o: Outcome): string | undefined {
      try {
        return presenter?.verdict?.(o, locale);
      } catch {
        return undefined;
      }
    },
    /** A heading for a group of choices of one kind, where the rule system has one. */
    group(kind: string): string | undefined {
      try {
        return presenter?.group?.(kind, locale);
      } catch {
        return undefined;
      }
    },
    /** A seat as the rule system names it, or its id. */
    seat(seat: string, view: unknown): string {
      try {
        return presenter?.seat?.(seat, view, locale) ?? seat;
      } catch {
        return seat;
      }
    },
    rule(id: string): string | undefined {
      try {
        return presenter?.rule?.(id, locale) ?? undefined;
      } catch {
        return undefined;
      }
    },
    /** An event in words; `view`, the seat's view when it came, names the seats of this game. */
    event(e: GameEvent, view?: unknown): string {
      // The server's own event, the same in every game: a choice taken back.
      if (e.type === 'game/undone') {
        let name: string | undefined;
        if (typeof e['seat'] === 'string')
          try {
            name = presenter?.seat?.(e['seat'], view, locale) ?? e['seat'];
          } catch {
            name = e['seat'];
          }
        return undoneText(name, locale);
      }
      if (presenter) {
        try {
          const s = presenter.event(e, locale, view);
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
