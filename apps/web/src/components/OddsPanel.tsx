import { useEffect, useId, useRef, useState } from 'react';
import { percentWords } from '@skirmish/core';
import { api, type OddsParam, type OddsProcedureInfo, type OddsReport } from '../api.ts';
import { describeValue, fractionValue } from '../format.ts';
import { boundText, useI18n, type Lang, type Strings } from '../i18n.ts';
import { failureText } from '../words.ts';

export interface OddsRequest {
  readonly procedure: string;
  readonly inputs: Readonly<Record<string, string | number | boolean>>;
  /**
   * Words the panel shows with what it is filled in with: what the chart is, or, with no
   * `procedure` (''), why the board fills in nothing now. A request with no procedure empties the
   * panel of the fields and the chart it was last filled in with.
   */
  readonly note?: string;
}

/** The panel's id: the link by the board and the note of new odds bring it into view. */
export const ODDS_PANEL_ID = 'odds-panel';

/** Brings the odds panel into view. */
export function showOddsPanel(): void {
  document.getElementById(ODDS_PANEL_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * A chance as a percentage beside its fraction: one that rounds to 0.0% but can happen reads
 * "<0.1%", and one that rounds to 100.0% but can fail reads ">99.9%" (the fraction stays exact).
 */
export function chartPercent(x: number, lang: Lang): string {
  if (x > 0 && x < 0.0005) return `<${percentWords(0.001, lang)}`;
  if (x < 1 && x >= 0.9995) return `>${percentWords(0.999, lang)}`;
  return percentWords(x, lang);
}

/**
 * An exact distribution as a bar chart, with each probability as a fraction; `stale` when the
 * fields have changed since it was figured: greyed, with a note to show the odds again.
 */
export function OddsChart({ report, stale = false }: { report: OddsReport; stale?: boolean }) {
  const { t, lang } = useI18n();
  const max = Math.max(...report.outcomes.map((o) => fractionValue(o.p)), 1e-12);
  const summaries = report.summaries ?? [];
  return (
    <>
      {summaries.length > 0 ? (
        <ul className={stale ? 'odds-summary stale' : 'odds-summary'} aria-label={t.oddsSummary}>
          {summaries.map((x) => (
            <li key={x.id} data-summary={x.id} data-p={x.p}>
              <strong>{x.label}</strong>: <span className="p">{x.p}</span>{' '}
              <span className="muted">({chartPercent(fractionValue(x.p), lang)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      <table
        className={stale ? 'odds-chart stale' : 'odds-chart'}
        data-procedure={report.procedure}
        data-inputs={JSON.stringify(report.inputs)}
        {...(stale ? { 'data-stale': 'true' } : {})}
      >
        <thead>
          <tr>
            <th scope="col">{t.outcome}</th>
            <th scope="col">{t.probability}</th>
            <th scope="col" className="sr-only">
              %
            </th>
          </tr>
        </thead>
        <tbody>
          {report.outcomes.map((o) => (
            <tr key={String(o.outcome)} data-outcome={String(o.outcome)} data-p={o.p}>
              <th scope="row">{o.label ?? describeValue(o.outcome)}</th>
              <td className="bar-cell">
                <span className="bar" style={{ width: `${(fractionValue(o.p) / max) * 100}%` }} />
              </td>
              <td className="fraction">
                <span className="p">{o.p}</span>{' '}
                <span className="muted">({chartPercent(fractionValue(o.p), lang)})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

type OddsInputs = Readonly<Record<string, string | number | boolean>>;

/** A field as the server lists it; `main`: shown at first, the others folded when some field has it. */
type ShownParam = OddsParam & { readonly main?: boolean };

/**
 * A roll's fields split in two: those shown at first (the ones the procedure marks as main) and
 * those folded under "More modifiers". A procedure that marks none has every field shown.
 */
export function foldFields(params: readonly ShownParam[]): { main: ShownParam[]; more: ShownParam[] } {
  if (!params.some((p) => p.main === true)) return { main: [...params], more: [] };
  return { main: params.filter((p) => p.main === true), more: params.filter((p) => p.main !== true) };
}

/** The fields among `params` that hold a value other than their default, with their values. */
function setFields(params: readonly ShownParam[], inputs: OddsInputs): Array<[string, string | number | boolean]> {
  return params.flatMap((p): Array<[string, string | number | boolean]> => {
    const v = inputs[p.name];
    const unset = p.default ?? (p.type === 'boolean' ? false : undefined);
    return v === undefined || v === '' || v === unset ? [] : [[p.name, v]];
  });
}

/**
 * The roll and its fields as one string, to tell whether the chart shown still answers them: a
 * field left empty or set to its default is the same as one not given.
 */
function fieldsKey(proc: OddsProcedureInfo | undefined, inputs: OddsInputs): string {
  const filled = Object.entries(inputs)
    .filter(([k, v]) => v !== '' && proc?.params.find((p) => p.name === k)?.default !== v)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([proc?.id, filled]);
}

/** A roll and its fields as one string: a field left empty is the same as one not given. */
function requestKey(r: Pick<OddsRequest, 'procedure' | 'inputs'>): string {
  const filled = Object.entries(r.inputs)
    .filter(([, v]) => v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([r.procedure, filled]);
}

/**
 * Whether a board's request changes what the panel shows, and so is news to announce: the roll
 * and fields it is set to (`fields`), the roll and fields its chart was figured for (`chart`, null
 * with no chart), or the note (`note`). A request the panel already shows as it is, filled in
 * again (the board drawn again, the page's language changed), is not news.
 */
export function oddsNews(
  shown: { readonly fields: OddsRequest | null; readonly chart: OddsRequest | null; readonly note: string | null },
  request: OddsRequest,
): boolean {
  const same = (x: OddsRequest | null) => x !== null && requestKey(x) === requestKey(request);
  return !same(shown.fields) || !same(shown.chart) || (request.note ?? null) !== shown.note;
}

/**
 * A link to the odds panel, for a page where it lies far below the board (a phone's one column):
 * it brings the panel into view.
 */
export function OddsLink() {
  const { t } = useI18n();
  return (
    <button type="button" className="odds-link" onClick={showOddsPanel}>
      {t.oddsJump} ↓
    </button>
  );
}

/**
 * A parameter's label as the panel shows it: from a capital, as a field's label starts on every
 * board (a rule system may word its parameters in lower case, as its command line lists them).
 */
function paramLabel(p: Pick<OddsParam, 'description'>): string {
  return p.description.charAt(0).toUpperCase() + p.description.slice(1);
}

/**
 * What keeps a roll's odds from being figured with the inputs given, named by the field's own
 * label (the server's refusal names the parameter as the command line does): a field the roll
 * needs left empty, or a number it cannot take. Null when the inputs can be sent.
 */
export function oddsInputProblem(params: readonly OddsParam[], given: OddsInputs, t: Strings): string | null {
  for (const p of params) {
    const v = given[p.name];
    if (v === undefined) {
      if (p.required && p.default === undefined) return `${t.fillIn}: ${paramLabel(p)}`;
    } else if (p.type === 'integer' && typeof v === 'number') {
      if (!Number.isSafeInteger(v)) return `${paramLabel(p)}: ${t.wholeNumber}`;
      const bound = boundText(v, p.min, p.max, t);
      if (bound) return `${paramLabel(p)}: ${bound}`;
    }
  }
  return null;
}

/** Before a roll: pick the roll and its inputs (a board may fill them in), see the exact odds. */
export function OddsPanel({
  ruleset,
  procedures,
  request,
  content,
  options,
}: {
  ruleset: string;
  procedures: readonly OddsProcedureInfo[];
  request: OddsRequest | null;
  /** The hash of the game's content pack: the odds are figured with its profiles. */
  content?: string | undefined;
  /** The game's house rules as the server resolved them: a house rule may change a roll's odds. */
  options?: Readonly<Record<string, unknown>> | undefined;
}) {
  const { t, lang } = useI18n();
  const rollId = useId();
  const [procId, setProcId] = useState<string>('');
  const [inputs, setInputs] = useState<Record<string, string | number | boolean>>({});
  const [report, setReport] = useState<OddsReport | null>(null);
  /** The roll and the fields the chart shown was figured for: once they change, the chart is stale. */
  const [shownFor, setShownFor] = useState<OddsRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** A board has filled the panel in while it is out of sight below: a note offers to bring it up. */
  const [newBelow, setNewBelow] = useState(false);
  /** The words a board gave with its last request (`OddsRequest.note`), until the player works out odds of his own. */
  const [note, setNote] = useState<string | null>(null);
  /** The note of the board's last request: a note that differs from it is news, as new odds are. */
  const lastNote = useRef<string | null>(null);
  /** News of a board's request that came before the panel was drawn (its list of rolls still on its way): told once it is. */
  const untold = useRef(false);
  const section = useRef<HTMLElement>(null);
  const proc = procedures.find((p) => p.id === procId) ?? procedures[0];
  const optionsJson = options ? JSON.stringify(options) : '';
  const { main: shownAtFirst, more: folded } = foldFields(proc?.params ?? []);
  /** Whether the folded fields are open: by hand, or by itself when one of them is given a value. */
  const [moreOpen, setMoreOpen] = useState(false);
  const foldedSet = JSON.stringify(setFields(folded, inputs));
  useEffect(() => {
    if (foldedSet !== '[]') setMoreOpen(true);
  }, [foldedSet]);

  /** What the panel shows, as it was before a board's request is filled in: to tell whether it is news. */
  const shownNow = useRef<Parameters<typeof oddsNews>[0]>({ fields: null, chart: null, note: null });
  const fieldsNow = proc ? { procedure: proc.id, inputs } : null;
  const chartNow = report ? shownFor : null;
  useEffect(() => {
    shownNow.current = { fields: fieldsNow, chart: chartNow, note };
  });

  useEffect(() => {
    if (!request) return;
    const news = oddsNews(shownNow.current, request);
    const given = request.note ?? null;
    const newNote = given !== null && given !== lastNote.current;
    lastNote.current = given;
    setNote(given);
    /** News is told where the panel lies below the screen, unseen; kept until it is drawn. */
    const tell = (isNews: boolean) => {
      if (!isNews) return;
      if (section.current === null) untold.current = true;
      else if (section.current.getBoundingClientRect().top > window.innerHeight) setNewBelow(true);
    };
    if (request.procedure === '') {
      setProcId('');
      setInputs({});
      setReport(null);
      setShownFor(null);
      setError(null);
      tell(newNote);
      return;
    }
    setProcId(request.procedure);
    setInputs({ ...request.inputs });
    setShownFor({ procedure: request.procedure, inputs: request.inputs });
    tell(news);
    // By value, not by object: every update of the game brings a new (equal) options object.
    const houseRules = optionsJson ? (JSON.parse(optionsJson) as Record<string, unknown>) : undefined;
    api.odds(ruleset, request.procedure, { ...request.inputs }, content, houseRules, lang).then(
      (r) => {
        setReport(r);
        setError(null);
      },
      (e: unknown) => setError(failureText(e, lang)),
    );
  }, [ruleset, request, content, optionsJson, lang]);

  // News that came before the list of rolls, told once the panel is drawn with it.
  useEffect(() => {
    if (!untold.current || section.current === null) return;
    untold.current = false;
    if (section.current.getBoundingClientRect().top > window.innerHeight) setNewBelow(true);
  }, [procedures.length]);

  // The note goes once the panel is in sight, however it got there.
  useEffect(() => {
    if (!newBelow) return;
    const hide = () => {
      const box = section.current?.getBoundingClientRect();
      if (!box || box.top < window.innerHeight) setNewBelow(false);
    };
    window.addEventListener('scroll', hide, { passive: true });
    return () => window.removeEventListener('scroll', hide);
  }, [newBelow]);

  if (procedures.length === 0 || !proc) return null;
  const stale =
    report !== null &&
    (shownFor === null ||
      fieldsKey(proc, inputs) !==
        fieldsKey(
          procedures.find((p) => p.id === shownFor.procedure),
          shownFor.inputs,
        ));
  const compute = () => {
    const given: Record<string, string | number | boolean> = {};
    for (const p of proc.params) {
      const v = inputs[p.name];
      if (v !== undefined && v !== '') given[p.name] = v;
    }
    const problem = oddsInputProblem(proc.params, given, t);
    if (problem) {
      setReport(null);
      setError(problem);
      return;
    }
    const asked: OddsRequest = { procedure: proc.id, inputs: { ...inputs } };
    setNote(null);
    api.odds(ruleset, proc.id, given, content, options, lang).then(
      (r) => {
        setReport(r);
        setShownFor(asked);
        setError(null);
      },
      (e: unknown) => {
        setReport(null);
        setError(failureText(e, lang));
      },
    );
  };
  /** One field of the roll, as its type asks. */
  const field = (p: ShownParam) => {
    const v = inputs[p.name];
    const set = (x: string | number | boolean) => setInputs((old) => ({ ...old, [p.name]: x }));
    switch (p.type) {
      case 'integer':
        return (
          <label key={p.name}>
            <span>{paramLabel(p)}</span>{' '}
            <input
              type="number"
              name={p.name}
              min={p.min}
              max={p.max}
              placeholder={p.default === undefined ? '' : String(p.default)}
              value={typeof v === 'number' ? v : ''}
              onChange={(e) => set(e.target.value === '' ? '' : Number(e.target.value))}
            />
          </label>
        );
      case 'boolean':
        return (
          <label key={p.name}>
            <input
              type="checkbox"
              name={p.name}
              checked={typeof v === 'boolean' ? v : (p.default ?? false)}
              onChange={(e) => set(e.target.checked)}
            />{' '}
            <span>{paramLabel(p)}</span>
          </label>
        );
      case 'choice':
        return (
          <label key={p.name}>
            <span>{paramLabel(p)}</span>{' '}
            <select
              name={p.name}
              value={typeof v === 'string' ? v : (p.default ?? '')}
              onChange={(e) => set(e.target.value)}
            >
              {p.default === undefined ? <option value="">–</option> : null}
              {p.values.map((x) => (
                <option key={x} value={x}>
                  {p.labels?.[x] ?? x}
                </option>
              ))}
            </select>
          </label>
        );
      case 'string':
        return (
          <label key={p.name}>
            <span>{paramLabel(p)}</span>{' '}
            <input
              type="text"
              name={p.name}
              placeholder={p.default ?? ''}
              value={typeof v === 'string' ? v : ''}
              onChange={(e) => set(e.target.value)}
            />
          </label>
        );
    }
  };
  return (
    <section className="card odds" aria-label={t.odds} id={ODDS_PANEL_ID} ref={section}>
      <h2>{t.odds}</h2>
      <p className="muted">{t.oddsIntro}</p>
      {note ? (
        <p className="odds-note" role="status">
          {note}
        </p>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          compute();
        }}
      >
        <label>
          {t.procedure}{' '}
          <select
            name="procedure"
            aria-describedby={rollId}
            value={proc.id}
            onChange={(e) => {
              setProcId(e.target.value);
              setInputs({});
              setReport(null);
            }}
          >
            {procedures.map((p) => (
              <option key={p.id} value={p.id}>
                {p.description}
              </option>
            ))}
          </select>
        </label>
        {/* A closed list shows one line of the name, cut where the panel is narrow: here it is whole. */}
        <p className="odds-roll" id={rollId}>
          {proc.description}
        </p>
        {shownAtFirst.map(field)}
        {folded.length > 0 ? (
          <details className="odds-more" open={moreOpen} onToggle={(e) => setMoreOpen(e.currentTarget.open)}>
            <summary>{t.oddsMore}</summary>
            {folded.map(field)}
          </details>
        ) : null}
        <button type="submit">{t.compute}</button>
      </form>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {stale ? (
        <p className="odds-stale" role="status">
          {t.oddsStale}
        </p>
      ) : null}
      {report ? <OddsChart report={report} stale={stale} /> : null}
      {newBelow ? (
        <button
          type="button"
          className="odds-new"
          onClick={() => {
            setNewBelow(false);
            showOddsPanel();
          }}
        >
          {t.oddsNew} ↓
        </button>
      ) : null}
    </section>
  );
}
