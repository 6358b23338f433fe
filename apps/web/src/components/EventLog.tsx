import type { GameEvent } from '@skirmish/core';
import { Fragment, useState } from 'react';
import type { OddsProcedureInfo } from '../api.ts';
import { withoutRule } from '../format.ts';
import { useI18n } from '../i18n.ts';

export interface LoggedEvent {
  readonly n: number;
  readonly event: GameEvent;
  readonly text: string;
}

/** The dice an event rolled, if it says so in a `rolls`, `dice` or `roll` field. */
export function diceOf(e: GameEvent): number[] {
  for (const k of ['rolls', 'dice', 'roll']) {
    const v = e[k];
    if (typeof v === 'number' && Number.isInteger(v)) return [v];
    if (Array.isArray(v) && v.length > 0 && v.length <= 12 && v.every((x) => typeof x === 'number')) return v;
  }
  return [];
}

/** Every event in words, each with the rule it applied; a rule opens its summary. */
export function EventLog({
  events,
  procedures,
  ruleText,
}: {
  events: readonly LoggedEvent[];
  procedures: readonly OddsProcedureInfo[];
  /** The rule's text in the player's language, where the rule system gives one. */
  ruleText: (id: string) => string | undefined;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState<LoggedEvent | null>(null);
  const rule = open?.event.rule;
  const related = rule ? procedures.filter((p) => p.rule === rule) : [];
  return (
    <section className="card log" aria-label={t.log}>
      <h2>{t.log}</h2>
      <ol className="events" reversed>
        {[...events].reverse().map((e) => (
          <li key={e.n} data-type={e.event.type}>
            <span className="event-text">{withoutRule(e.text, e.event.rule)}</span>
            {/* A space before each die, so the text never runs into its digits ("unharmed 5 2"). */}
            {diceOf(e.event).map((d, i) => (
              <Fragment key={i}>
                {' '}
                <span className="die" aria-hidden="true">
                  {d}
                </span>
              </Fragment>
            ))}
            {e.event.rule ? (
              <button
                type="button"
                className="rule-id"
                onClick={() => setOpen(e)}
                aria-label={`${t.rule} ${e.event.rule}`}
              >
                {e.event.rule}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {open && rule ? (
        <div className="rule-panel" role="dialog" aria-label={`${t.rule} ${rule}`}>
          <h3>
            {t.rule} {rule}
          </h3>
          <p className="rule-text">{ruleText(rule) ?? t.ruleSummaryMissing}</p>
          <p className="muted">{open.text}</p>
          {related.map((p) => (
            <p key={p.id}>
              {t.odds}: {p.description}
            </p>
          ))}
          <button type="button" onClick={() => setOpen(null)} autoFocus>
            {t.close}
          </button>
        </div>
      ) : null}
    </section>
  );
}
