import { useState } from 'react';
import { DECK_SIZE, deckCounts, deckFault, deckOf, type Choice, type HuDeck } from './model.ts';
import type { HuWords } from './words.ts';

/**
 * A character's mission deck between missions (HU-MSETUP-01): the 25 cards the next mission deals
 * him, and, while the rules let the players set it, an editor that starts from that deck and lists
 * every card he owns with its copies and level. Cards go in and out one at a time; the count says
 * how far the deck is from 25, and the deck goes only once the rules would take it (25 cards, no
 * more copies than owned, no card above his level). A deck the players set may go back to the
 * program's.
 */
export function DeckEditor({
  deck,
  level,
  offered,
  choose,
  w,
  cardName,
  className,
}: {
  readonly deck: HuDeck;
  /** The character's level: no card above it goes in (HU-XP-07). */
  readonly level: number;
  /** The deck choice the rules list for him now (the program's deck); none while a deck cannot be set. */
  readonly offered: Choice | undefined;
  readonly choose: (choice: unknown) => void;
  readonly w: HuWords;
  readonly cardName: (id: string) => string;
  readonly className: (id: string) => string;
}) {
  const [counts, setCounts] = useState<Record<string, number> | null>(null);
  const name = className(deck.character);
  const open = counts !== null && offered !== undefined;
  const shown = deckCounts(deck.cards);
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : DECK_SIZE;
  const fault = counts ? deckFault(deck, level, counts) : null;
  const add = (card: string, by: number) => {
    if (counts) setCounts({ ...counts, [card]: Math.max(0, (counts[card] ?? 0) + by) });
  };
  const send = () => {
    if (!counts || fault) return;
    choose({ kind: 'deck', character: deck.character, cards: deckOf(deck, counts) });
    setCounts(null);
  };
  return (
    <section className="hu-panel hu-deck" data-char={deck.character} aria-label={`${w.deckOf} ${name}`}>
      <h3>
        {w.deckOf} {name}
      </h3>
      <p className="muted hu-deck-source">{deck.set ? w.deckSet : w.deckAuto}</p>
      <ul className="hu-deck-cards">
        {Object.entries(shown).map(([card, n]) => (
          <li key={card} data-card={card} data-count={n}>
            {cardName(card)} × {n}
          </li>
        ))}
      </ul>
      {offered ? (
        <p className="card-buttons">
          <button
            type="button"
            className="deck-edit"
            aria-expanded={open}
            onClick={() => setCounts(open ? null : deckCounts(deck.cards))}
          >
            {w.deckEdit}
          </button>
          {deck.set ? (
            <button type="button" className="deck-auto" onClick={() => choose(offered)}>
              {w.deckBackToAuto}
            </button>
          ) : null}
        </p>
      ) : null}
      {open ? (
        <fieldset className="hu-deck-editor">
          <legend>{w.deckEditor}</legend>
          <ul>
            {deck.owned.map((o) => {
              const n = counts[o.card] ?? 0;
              const above = o.level > level;
              return (
                <li key={o.card} data-card={o.card} data-chosen={n} className={above ? 'above' : ''}>
                  <span className="deck-card">
                    {cardName(o.card)} ({w.levelOf(o.level)})
                  </span>{' '}
                  <span className="deck-have">
                    {n} / {o.count} {w.deckOwned}
                  </span>{' '}
                  <button
                    type="button"
                    className="deck-remove"
                    aria-label={`${w.deckRemove}: ${cardName(o.card)}`}
                    disabled={n === 0}
                    onClick={() => add(o.card, -1)}
                  >
                    −
                  </button>
                  <button
                    type="button"
                    className="deck-add"
                    aria-label={`${w.deckAdd}: ${cardName(o.card)}`}
                    title={above ? w.deckNeedsLevel(o.level) : undefined}
                    disabled={above || n >= o.count || total >= DECK_SIZE}
                    onClick={() => add(o.card, 1)}
                  >
                    +
                  </button>
                </li>
              );
            })}
          </ul>
          <p className={`deck-count${total === DECK_SIZE ? '' : ' off'}`} data-count={total}>
            {total} / {DECK_SIZE} {w.deckCards}
          </p>
          {fault ? <p className="deck-fault muted">{w.deckFault[fault]}</p> : null}
          <button type="button" className="deck-confirm" disabled={fault !== null} onClick={send}>
            {w.deckConfirm}
          </button>
        </fieldset>
      ) : null}
    </section>
  );
}
