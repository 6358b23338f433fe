/**
 * Mission decks in the campaign (HU-MSETUP-01): before each mission every character takes exactly
 * 25 action cards from his collection (the starting cards and those picked on levelling), no card
 * above his level (HU-XP-07), no skill card, no more copies of a card than he owns. The players
 * may set a deck between missions; a character who has none set, or whose set deck no longer
 * fits, takes the program's deck (`autoDeck`).
 */
import { fail, ok } from '@skirmish/core';
import type { CampaignChar, CampaignResult, CampaignState } from './campaign.ts';
import type { ActionCard, HuntersContent } from './content/schema.ts';
import { idLookup } from './game.ts';

/** The size of every mission deck (HU-MSETUP-01). */
export const DECK_SIZE = 25;

/** Cards by id (the campaign's choices are listed often, and each listing reads every deck). */
const cardIn = idLookup<ActionCard>();

/** Why a deck is refused: a reason code, its English message and the rule. */
export interface DeckProblem {
  code: string;
  message: string;
  rule: string;
}

/**
 * Every action card a character owns, one entry a copy, in card order: the class's starting deck
 * in its own order, then each card picked on levelling in the order it was picked. The collection
 * names each starting card once, standing for all its copies in the starting deck; every other
 * entry is one card. Skill cards are never in the collection (they go on the sheet).
 */
export function ownedCopies(c: HuntersContent, ch: CampaignChar): string[] {
  const starting = c.classes.find((k) => k.id === ch.id)?.startingDeck ?? [];
  const firstOf = new Set<string>();
  const picked: string[] = [];
  for (const id of ch.collection) {
    if (starting.includes(id) && !firstOf.has(id)) firstOf.add(id);
    else picked.push(id);
  }
  return [...starting.filter((id) => firstOf.has(id)), ...picked];
}

/** How many copies of each action card a character owns (`ownedCopies` counted). */
export function ownedCounts(c: HuntersContent, ch: CampaignChar): Map<string, number> {
  const out = new Map<string, number>();
  for (const id of ownedCopies(c, ch)) out.set(id, (out.get(id) ?? 0) + 1);
  return out;
}

/** The owned copies a deck may hold now: action cards (no skill) of the character's level or below. */
function usableCopies(c: HuntersContent, ch: CampaignChar): string[] {
  return ownedCopies(c, ch).filter((id) => {
    const card = cardIn(c.cards, id);
    return card !== undefined && card.skill === undefined && card.level <= ch.level;
  });
}

/**
 * The program's deck for a character: the highest-level cards he may use first, and between cards
 * of one level the card order of `ownedCopies` (the starting deck's order, then the order picked),
 * the first 25 of them. A character who owns only the starting deck takes it as it is, in its
 * order; after a level-up the newest, strongest cards come in and the last cards of the starting
 * deck's order make room for them.
 */
export function autoDeck(c: HuntersContent, ch: CampaignChar): string[] {
  const level = (id: string) => cardIn(c.cards, id)?.level ?? 1;
  // Between cards of one level, the card order decides.
  return usableCopies(c, ch)
    .map((id, i) => ({ id, i, level: level(id) }))
    .sort((a, b) => b.level - a.level || a.i - b.i)
    .slice(0, DECK_SIZE)
    .map((x) => x.id);
}

/** Whether the character has a deck to choose: more usable cards than a deck holds. */
export function hasDeckChoice(c: HuntersContent, ch: CampaignChar): boolean {
  return usableCopies(c, ch).length > DECK_SIZE;
}

/** Why `cards` is no mission deck for the character, or null when it is one (HU-MSETUP-01, HU-XP-07). */
export function deckProblem(c: HuntersContent, ch: CampaignChar, cards: readonly string[]): DeckProblem | null {
  if (cards.length !== DECK_SIZE)
    return {
      code: 'deck/size',
      message: `A mission deck holds exactly ${DECK_SIZE} cards, not ${cards.length}`,
      rule: 'HU-MSETUP-01',
    };
  const owned = ownedCounts(c, ch);
  const inDeck = new Map<string, number>();
  for (const id of cards) inDeck.set(id, (inDeck.get(id) ?? 0) + 1);
  for (const [id, n] of inDeck) {
    const card = cardIn(c.cards, id);
    if (card?.skill !== undefined)
      return { code: 'deck/skill', message: `Skill card "${id}" never goes in a deck`, rule: 'HU-MSETUP-01' };
    const has = owned.get(id) ?? 0;
    if (!card || has === 0)
      return {
        code: 'deck/not-owned',
        message: `${ch.id} has no card "${id}" in the collection`,
        rule: 'HU-MSETUP-01',
      };
    if (card.level > ch.level)
      return {
        code: 'deck/level',
        message: `Card "${id}" needs level ${card.level}; ${ch.id} is at level ${ch.level}`,
        rule: 'HU-XP-07',
      };
    if (n > has)
      return {
        code: 'deck/copies',
        message: `The deck holds ${n} of card "${id}"; ${ch.id} owns ${has}`,
        rule: 'HU-MSETUP-01',
      };
  }
  return null;
}

/** The deck the next mission deals the character: the deck the players set while it still fits, else `autoDeck`. */
export function missionDeck(c: HuntersContent, ch: CampaignChar): string[] {
  return ch.deck && !deckProblem(c, ch, ch.deck) ? [...ch.deck] : autoDeck(c, ch);
}

/**
 * Why the players cannot set this deck now, or null when they can: between missions only (no
 * mission under way, no card half read), for a living character, and a legal deck.
 */
export function deckRefusal(
  c: HuntersContent,
  s: CampaignState,
  charId: string,
  cards: readonly string[],
): CampaignResult | null {
  if (s.inMission)
    return fail('deck/in-mission', 'Mission decks are built between missions, not during one', {
      rule: 'HU-MSETUP-01',
    });
  const reading = s.toRead[0];
  if (reading !== undefined)
    return fail('deck/reading', `Card ${reading} is being read: it is resolved first`, { rule: 'HU-EVENT-05' });
  const ch = s.chars.find((x) => x.id === charId && !x.dead);
  if (!ch) return fail('deck/unknown', `No living character "${charId}" in the party`);
  const problem = deckProblem(c, ch, cards);
  return problem ? fail(problem.code, problem.message, { rule: problem.rule }) : null;
}

/**
 * The players set a character's mission deck; it stays his for the missions to come (HU-MSETUP-01).
 * A deck of the same cards as the program's is the program's deck: it is not kept, and he goes on
 * taking the program's deck, which takes in the cards of each level-up.
 */
export function setDeck(
  c: HuntersContent,
  s0: CampaignState,
  charId: string,
  cards: readonly string[],
): CampaignResult {
  const refused = deckRefusal(c, s0, charId, cards);
  if (refused) return refused;
  const keep = (ch: CampaignChar): CampaignChar => {
    const { deck: _old, ...rest } = ch;
    return sameCards(cards, autoDeck(c, ch)) ? rest : { ...rest, deck: [...cards] };
  };
  // Only the one character changes: the rest of the state is shared, never changed in place.
  const s: CampaignState = {
    ...s0,
    chars: s0.chars.map((ch) => (ch.id === charId && !ch.dead ? keep(ch) : ch)),
  };
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/deck',
        rule: 'HU-MSETUP-01',
        character: charId,
        cards: [...cards],
        text: `${charId} takes a mission deck of ${DECK_SIZE}: ${deckWords(cards)}.`,
      },
    ],
  });
}

/** Whether two lists hold the same cards, as many of each, in any order. */
function sameCards(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

/** A deck by its cards' ids, each once with its count when above 1: "soldier-shot ×5, soldier-dash ×3". */
export function deckWords(cards: readonly string[], name: (id: string) => string = (id) => id): string {
  const counts = new Map<string, number>();
  for (const id of cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, n]) => (n > 1 ? `${name(id)} ×${n}` : name(id))).join(', ');
}
