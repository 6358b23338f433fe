import type { z } from 'zod';
import type { ContentSpec } from './content.ts';
import type { Dice } from './dice.ts';
import type { OddsProcedure } from './odds.ts';
import type { OptionSpec, Options } from './options.ts';
import type { Result, Violation } from './result.ts';

export type SeatId = string;

/**
 * Something the game waits for. Several decisions may be open at once (both Hybrid players
 * placing activation counters in secret); any seat may be asked at any time (a defender's parry
 * level in the middle of the attacker's action).
 */
export interface Decision {
  /** The seats that may answer. With more than one, the first answer settles it for all of them
   *  (a choice the rules leave "to the players" of a cooperative game). */
  readonly seats: readonly SeatId[];
  /** Ruleset-defined kind, namespaced: `hybrid/place-counters`, `hunters/react`. */
  readonly kind: string;
  /** Answers stay hidden from the other seats until the ruleset reveals them. */
  readonly secret?: boolean;
  /** A short text for the client: "Choose your parry level". */
  readonly prompt?: string;
}

/**
 * Something that happened, in a form the client animates and the log prints in words.
 * `rule` names the checklist item applied. Events with `visibleTo` are private to those seats
 * (the card a player drew); `reveal` marks hidden information becoming known, which undo may
 * not cross.
 */
export interface GameEvent {
  readonly type: string;
  readonly rule?: string;
  readonly text?: string;
  readonly visibleTo?: readonly SeatId[];
  readonly reveal?: boolean;
  readonly [key: string]: unknown;
}

export interface Transition<S> {
  readonly state: S;
  readonly events: readonly GameEvent[];
}

/** The end of a game. Cooperative games list every character seat as winners, or none. */
export interface Outcome {
  readonly winners: readonly SeatId[];
  readonly draw?: boolean;
  readonly reason: string;
}

/**
 * The rules of one game, bound to one content pack and one set of options. Every method is pure:
 * no I/O, no clock, no ambient randomness; randomness arrives as `Dice`. States are values:
 * `apply` never changes the state it is given.
 */
export interface Rules<S, C, V> {
  /** The seats of a game set up with these parameters, in turn order. */
  seats(setup: unknown): readonly SeatId[];
  setup(setup: unknown, dice: Dice): Result<S>;
  /** Open decisions; empty when the game is over. */
  pending(state: S): readonly Decision[];
  /** Every legal choice for the seat now. Where the space is continuous (a Warmachine move),
   *  candidates for bots and hints for clients; `apply` accepts any legal choice. */
  legalChoices(state: S, seat: SeatId): readonly C[];
  /** Validates and applies; a violation is a result, never an exception. */
  apply(state: S, seat: SeatId, choice: C, dice: Dice): Result<Transition<S>>;
  /** What one seat may know (null: a spectator). Hidden counters, hands, deck order removed. */
  view(state: S, seat: SeatId | null): V;
  outcome(state: S): Outcome | null;
  /** Optional invariant check for property tests, fuzzing and positions read from files: the
   *  broken invariants, if any, in `locale` where the rule system words them (English else). */
  invariants?(state: S, locale?: Locale): readonly string[];
  /** Optional fast path for search: may mutate `state`, skips validation and events, and must
   *  reach the same state as `apply` for the same legal choice (a test proves it per ruleset). */
  readonly fast?: FastPath<S, C>;
}

export interface FastPath<S, C> {
  clone(state: S): S;
  applyInPlace(state: S, seat: SeatId, choice: C, dice: Dice): S;
  /**
   * Optional: one uniformly random legal choice without listing them all. It must return a choice
   * equal to `legalChoices(state, seat)[chooser.pick(n)]`, n the number of legal choices, and draw
   * from `chooser` exactly what that would (one `pick(n)`), so a game played with it is the game
   * played with the list. Does not change `state`; throws when the seat has no legal choice.
   */
  randomChoice?(state: S, seat: SeatId, chooser: Dice): C;
}

export type Locale = 'en' | 'hu';

/** The words of `locale`, of the English and Hungarian given: `sayIn(locale)('no tile', 'nincs lapka')`. */
export const sayIn =
  (locale: Locale) =>
  (en: string, hu: string): string =>
    locale === 'hu' ? hu : en;

/**
 * The Hungarian definite article before `next`: "az" where it is said with a vowel first, else
 * "a". A number reads by its spoken form: "az" before 1, 1,000-1,999 and the like ("egy", "ezer",
 * "egymillió") and before any number led by a 5 ("öt"); "a" before the rest (10-19 "tíz", 100-199
 * "száz"), and so does a Roman ordinal ("a II.", "az V."). A code or an abbreviation reads by its first letter's name ("az X4", "az R101", "a D7"),
 * a word by its first letter, past any opening quote or bracket.
 */
export function huArticle(next: string | number): 'a' | 'az' {
  const text = String(next).replace(/^[\s„"'“‘(«]+/, '');
  // A Roman ordinal (II., XIV.) reads as its number.
  const roman = /^([IVXLCDM]+)\.(?!\S)/.exec(text)?.[1];
  const digits = roman
    ? String(romanValue(roman))
    : /^\d[\d\s.]*/
        .exec(text)?.[0]
        .replace(/\D/g, '')
        .replace(/^0+(?=\d)/, '');
  if (digits) return digits.startsWith('5') || (digits.startsWith('1') && digits.length % 3 === 1) ? 'az' : 'a';
  // A code or an abbreviation (X4, R101, EMP) is read letter by letter: its first letter's name.
  if (/^[A-ZÁÉÍÓÖŐÚÜŰ](?:[A-Z]{0,2}|[A-Z]*\d[A-Z\d]*)(?![\p{L}\d])/u.test(text))
    return /^[AÁEÉFIÍLMNOÓÖŐRSUÚÜŰXY]/.test(text) ? 'az' : 'a';
  return /^[aáeéiíoóöőuúüű]/i.test(text) ? 'az' : 'a';
}

/** The value of a Roman numeral (XIV is 14). */
function romanValue(roman: string): number {
  const value: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < roman.length; i++) {
    const v = value[roman[i] as string] ?? 0;
    total += v < (value[roman[i + 1] as string] ?? 0) ? -v : v;
  }
  return total;
}

/** A named thing of a content pack: its name, and the Hungarian name the pack may give it. */
export interface Named {
  readonly name: string;
  readonly nameHu?: string | undefined;
}

/**
 * What `thing` is called in `locale`: in Hungarian the pack's own `nameHu`, else the name
 * `glossaryHu` gives its English name (a rule system's words for its sample content), else the name
 * as the pack wrote it.
 */
export function nameIn(thing: Named, locale: Locale, glossaryHu: Readonly<Record<string, string>> = {}): string {
  if (locale !== 'hu') return thing.name;
  return thing.nameHu ?? glossaryHu[thing.name] ?? thing.name;
}

/** A decision's prompt split by `Presenter.promptParts`: the question, and texts a client may fold. */
export interface PromptParts {
  readonly question: string;
  readonly more: readonly { readonly title: string; readonly text: string }[];
}

/** Words and pictures for the terminal and the log, in the player's language. */
export interface Presenter<V, C> {
  /** A text drawing of what one seat sees (the board, hands, counters), for `skirmish play`. */
  board(view: V, locale: Locale): string;
  /** A choice in words: "Move Ardent to C4 (2 points)". */
  choice(choice: C, view: V, locale: Locale): string;
  /**
   * An event in words, for the log: "Ardent rolls 7 against SL 6: success". `view`, where the
   * caller has one, is the seat's view: it may name what the event names only by id (a seat).
   */
  event(event: GameEvent, locale: Locale, view?: V): string;
  /** A refused choice in words, in the player's language (the `message` is English). */
  violation?(violation: Violation, locale: Locale): string;
  /**
   * A choice typed by a player (`move 12.5 30 facing 90`), for choices a numbered list cannot
   * hold, such as points on an inch table. Returns the choice, or a violation saying what is wrong.
   */
  parse?(input: string, view: V, locale: Locale): Result<C>;
  /** How `parse` reads input, shown by `skirmish play` next to the numbered list. */
  parseHelp?(locale: Locale): string;
  /** A rule in our own words, by its checklist ID (`HY-MOVE-12`), for the log's "read the rule". */
  rule?(id: string, locale: Locale): string | undefined;
  /**
   * A pending decision's prompt in the player's language ("Choose which character acts next"),
   * for rule systems whose `Decision.prompt` is English. Clients fall back to `prompt` without it.
   */
  prompt?(decision: Decision, view: V, locale: Locale): string;
  /**
   * `prompt` in two parts, for a client short of room (a phone): the question itself, and what
   * goes with it that a client may show folded under a title of its own (a card's text under the
   * card's name). Undefined when the prompt has no such part; clients show `prompt` whole then.
   */
  promptParts?(decision: Decision, view: V, locale: Locale): PromptParts | undefined;
  /**
   * What a player not asked reads of a decision others are asked ("The Blue Company to accept or
   * send back the report"), the seats asked named in it, where the prompt speaks to those seats and
   * reads wrongly to others; undefined leaves clients to name the seats and give the prompt.
   */
  waiting?(decision: Decision, view: V, locale: Locale): string | undefined;
  /** Why the game ended (`Outcome.reason`, English), in the player's language. */
  outcome?(outcome: Outcome, locale: Locale): string;
  /**
   * The outcome in a few words of the rule system's own ("Mission won"), where naming winners does
   * not suit it (players who win or lose together); undefined leaves clients to name the winners.
   */
  verdict?(outcome: Outcome, locale: Locale): string | undefined;
  /**
   * A seat as players name it ("Griffin", "Player 1", a company's name), from any seat's view, or
   * without one (a list of games) as well as it can, from the game's set-up where it is given (as
   * the record holds it: a name chosen when the game began); clients show the seat's id without it.
   */
  seat?(seat: string, view: V | undefined, locale: Locale, setup?: unknown): string;
  /**
   * A heading for the choices of one kind offered together ("Buy gear"), where a client groups a
   * long menu and the choices' own words share no beginning or end; undefined for a kind it has none.
   */
  group?(kind: string, locale: Locale): string | undefined;
  /**
   * A warning the player confirms before the choice is made ("this takes Soldier out of the
   * mission for good"), for a choice that cannot be taken back and costs much; null for the rest.
   */
  confirm?(choice: C, view: V, locale: Locale): string | null;
}

/** A rule system. `rules` binds it to content and options. */
export interface Ruleset<S = unknown, C = unknown, V = unknown, Content = unknown> {
  readonly id: string;
  readonly version: string;
  readonly title: string;
  /** The title in other languages, where it is not a name that stays as it is. */
  readonly titles?: Readonly<Partial<Record<Exclude<Locale, 'en'>, string>>>;
  readonly summary: string;
  /** The summary in other languages than its own English. */
  readonly summaries?: Readonly<Partial<Record<Exclude<Locale, 'en'>, string>>>;
  /** `cooperative`: all seats win or lose together against the game itself (Hunters). */
  readonly play?: 'competitive' | 'cooperative';
  readonly content: ContentSpec<Content>;
  readonly options: readonly OptionSpec[];
  /** The shape of a submitted choice; anything else is refused as `choice/malformed`. */
  readonly choiceSchema: z.ZodType<C>;
  /** Set-up parameters when none are given (a mission, the sides). */
  readonly defaultSetup: unknown;
  /**
   * The default set-up for a game begun in another language, where the set-up holds words the
   * players keep (a company's name): a new game takes them as its own, a recorded one never changes.
   */
  readonly defaultSetups?: Readonly<Partial<Record<Exclude<Locale, 'en'>, unknown>>>;
  readonly odds: readonly OddsProcedure<Content>[];
  rules(content: Content, options: Options): Rules<S, C, V>;
  /** Words for a game on the sample pack. */
  readonly presenter?: Presenter<V, C>;
  /**
   * Words for a game on `content` (a player's own pack): the log names units, cards and gear as
   * that pack does. Rule systems whose events carry every name they need leave it out.
   */
  presenterFor?(content: Content): Presenter<V, C>;
}

const presenters = new WeakMap<object, Map<string, Presenter<unknown, unknown>>>();

/**
 * The presenter for a game of `ruleset` on `content`: the pack's own words where the rule system
 * names from its pack, else its presenter. Kept per pack object, so a page or a command asks as
 * often as it likes.
 */
export function presenterOf<V, C>(
  ruleset: Ruleset<unknown, C, V, unknown>,
  content: unknown,
): Presenter<V, C> | undefined {
  if (!ruleset.presenterFor || content === null || typeof content !== 'object' || content === ruleset.content.sample)
    return ruleset.presenter;
  let byRuleset = presenters.get(content);
  if (!byRuleset) presenters.set(content, (byRuleset = new Map<string, Presenter<unknown, unknown>>()));
  let p = byRuleset.get(ruleset.id) as Presenter<V, C> | undefined;
  if (!p) {
    p = ruleset.presenterFor(content);
    byRuleset.set(ruleset.id, p);
  }
  return p;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds rulesets of every type
export type AnyRuleset = Ruleset<any, any, any, any>;
