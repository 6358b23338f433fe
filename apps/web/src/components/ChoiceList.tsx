import { useEffect, useState } from 'react';
import { groupTitle } from '../format.ts';
import { useI18n } from '../i18n.ts';

/**
 * A group of more choices than this, beside choices of other kinds, starts folded: the move list
 * (a Hybrid warrior reaches a hundred squares or more, each a choice) would push the board far
 * down the page, where the same moves are made by clicking a square.
 */
const FOLD_OVER = 24;

/**
 * A list of one kind of choice only, longer than `FOLD_OVER`, of a kind the board makes in a form of
 * its own (`cutKinds`), shows this many at first and a button for the rest: the captains a new Dogs
 * of War company may name (a button per profile) would otherwise stand above the board's form.
 */
const SHOWN_AT_FIRST = 12;

function kindOf(c: unknown): string {
  if (c && typeof c === 'object' && 'kind' in c) return String(c.kind);
  if (c && typeof c === 'object' && 'type' in c) return String(c.type);
  return '';
}

/** The legal choices as buttons, grouped by kind when there are many. */
export function ChoiceList({
  legal,
  choose,
  describe,
  heading = () => undefined,
  confirm = () => null,
  cutKinds = [],
}: {
  legal: readonly unknown[];
  choose: (c: unknown) => void;
  describe: (c: unknown) => string;
  /** The rule system's heading for a kind of choice, for a group whose words share nothing. */
  heading?: (kind: string) => string | undefined;
  /** The rule system's warning for a choice the player confirms before it is made, or null. */
  confirm?: (c: unknown) => string | null;
  /** The kinds of choice the board makes in forms of its own (`boardForms`). */
  cutKinds?: readonly string[];
}) {
  const { t } = useI18n();
  const [filter, setFilter] = useState('');
  // A choice with a warning waits here, by its place in `legal`, for the player to confirm it.
  const [asking, setAsking] = useState<{ i: number; warning: string } | null>(null);
  // Whether a long list of one kind is shown whole (see SHOWN_AT_FIRST).
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    setAsking(null);
    setWhole(false);
  }, [legal]);
  if (legal.length === 0) return <p className="muted">{t.noChoices}</p>;
  const shown = legal
    .map((c, i) => ({ c, i, label: describe(c) }))
    .filter((x) => !filter || x.label.toLowerCase().includes(filter.toLowerCase()));
  const groups = new Map<string, typeof shown>();
  for (const x of shown) {
    const k = kindOf(x.c);
    groups.set(k, [...(groups.get(k) ?? []), x]);
  }
  const many = legal.length > 12;
  const asked = asking ? legal[asking.i] : undefined;
  return (
    <div className="choices">
      {asking && asked !== undefined ? (
        <div className="choice-confirm" role="alertdialog" aria-label={asking.warning}>
          <p>{asking.warning}</p>
          <button type="button" className="choice-confirm-yes" onClick={() => choose(asked)}>
            {`${t.yes} — ${describe(asked)}`}
          </button>
          <button type="button" className="choice-confirm-cancel" onClick={() => setAsking(null)}>
            {t.cancel}
          </button>
        </div>
      ) : null}
      {many ? (
        <input
          type="search"
          placeholder={t.findChoice}
          aria-label={t.findChoice}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      ) : null}
      {shown.length === 0 ? <p className="muted">{t.noChoiceFound}</p> : null}
      {[...groups.entries()].map(([kind, xs]) => {
        // One kind alone and long: its first few, then a button for the rest (a search shows all it finds).
        const cut =
          groups.size === 1 && xs.length > FOLD_OVER && cutKinds.includes(kind) && !whole && !filter
            ? SHOWN_AT_FIRST
            : 200;
        const buttons = (
          <div className="choice-buttons">
            {xs.slice(0, cut).map((x) => (
              <button
                key={x.i}
                type="button"
                className="choice"
                data-choice={JSON.stringify(x.c)}
                onClick={() => {
                  const warning = confirm(x.c);
                  if (warning) setAsking({ i: x.i, warning });
                  else choose(x.c);
                }}
              >
                {x.label}
              </button>
            ))}
            {xs.length > cut && cut < 200 ? (
              <button type="button" className="choice-more" onClick={() => setWhole(true)}>
                {t.showAllChoices} ({xs.length})
              </button>
            ) : null}
          </div>
        );
        // A group of one choice is its button alone: a heading over it would say the same twice.
        return many && groups.size > 1 && xs.length > 1 ? (
          <details key={kind} open={groups.size <= 3 && xs.length <= FOLD_OVER} data-kind={kind}>
            <summary>
              {groupTitle(
                xs.map((x) => x.label),
                kind || '…',
                heading(kind),
              )}{' '}
              ({xs.length}){xs.length > FOLD_OVER ? <span className="fold-hint">: {t.showAll}</span> : null}
            </summary>
            {buttons}
          </details>
        ) : (
          <div key={kind}>{buttons}</div>
        );
      })}
    </div>
  );
}
