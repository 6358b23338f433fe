import {
  Engine,
  LoadedDice,
  type AnyRuleset,
  type GameEvent,
  type GameRecord,
  type Match,
  type Outcome,
} from '@skirmish/core';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, api, type SeatViews, type Snapshot } from '../api.ts';
import { boardFor } from '../boards/index.ts';
import { PackContext, loadPack, usePackContent, type GamePack } from '../pack.ts';
import { loadRuleset, titleIn } from '../catalog.ts';
import { ViewDetails } from '../components/GenericView.tsx';
import { diceOf } from '../components/EventLog.tsx';
import { describeValue, withoutRule } from '../format.ts';
import { useI18n } from '../i18n.ts';
import { navigate } from '../router.ts';
import { heldGame, holdGame, mySeats } from '../tokens.ts';
import { failureText } from '../words.ts';
import { useWords } from './GamePage.tsx';

interface Step {
  readonly match: Match<unknown>;
  readonly events: readonly GameEvent[];
}

/**
 * Replays a finished game in the browser: the record (public once the game is over) is run again
 * through the same rules with `@skirmish/core`, so every position is exact and stepping costs
 * no server round trip.
 */
export function replaySteps(
  ruleset: AnyRuleset,
  record: GameRecord,
  content?: unknown,
): Step[] | { readonly code: string; readonly message: string } {
  const engine = Engine.create(ruleset, {
    options: record.options,
    ...(content === null || content === undefined ? {} : { content }),
  });
  if (!engine.ok) return engine.error;
  const start = engine.value.start(record.seed, record.setup);
  if (!start.ok) return start.error;
  const steps: Step[] = [{ match: start.value, events: [] }];
  let match = start.value;
  for (const c of record.choices) {
    const r = engine.value.submit(match, c.seat, c.choice, c.loaded ? new LoadedDice(c.loaded) : undefined);
    if (!r.ok) return r.error;
    match = r.value.match;
    steps.push({ match, events: r.value.events });
  }
  return steps;
}

/**
 * How a game that a seat gave up ended (`GET /api/games/:id/record` says it beside the record): the
 * rules replay it as running, so the outcome is the resignation's.
 */
interface Resignation extends Outcome {
  readonly reason: 'resigned' | 'abandoned';
  readonly resigned: string;
  /** Why it ended in each language, worded by the server as its lists word it. */
  readonly reasons?: { readonly en: string; readonly hu: string };
}

function resignationOf(record: GameRecord): Resignation | null {
  const r = (record as { resignation?: Partial<Resignation> }).resignation;
  return r && (r.reason === 'resigned' || r.reason === 'abandoned') && typeof r.resigned === 'string'
    ? (r as Resignation)
    : null;
}

/** The replay's step buttons, slider and (for a finished game or one on this screen) the branch. */
function ReplayControls({
  at,
  total,
  setAt,
  branch,
}: {
  at: number;
  total: number;
  setAt: (at: number) => void;
  branch: (() => void) | null;
}) {
  const { t } = useI18n();
  return (
    <div className="replay-controls" role="toolbar" aria-label={t.replayTitle}>
      <button type="button" onClick={() => setAt(0)} disabled={at === 0}>
        ◀◀ {t.first}
      </button>
      <button type="button" onClick={() => setAt(Math.max(0, at - 1))} disabled={at === 0}>
        ◀ {t.back}
      </button>
      <span className="replay-pos" data-at={at}>
        {t.step} {at} / {total}
      </span>
      <button type="button" onClick={() => setAt(Math.min(total, at + 1))} disabled={at === total}>
        {t.forward} ▶
      </button>
      <button type="button" onClick={() => setAt(total)} disabled={at === total}>
        {t.last} ▶▶
      </button>
      <input
        type="range"
        min={0}
        max={total}
        value={at}
        aria-label={t.step}
        onChange={(e) => setAt(Number(e.target.value))}
      />
      {branch ? (
        <button type="button" className="primary" onClick={branch}>
          {t.branch}
        </button>
      ) : null}
    </div>
  );
}

/**
 * One position of a replay: the events of the choice that led there, and the board (drawn with
 * the game's own pack) or, for a rule system without one, the view itself.
 */
function ReplayStep({
  snapshot,
  events,
  describeEvent,
  seatName,
  pack,
}: {
  snapshot: Snapshot;
  events: readonly GameEvent[];
  describeEvent: (e: GameEvent) => string;
  seatName: (seat: string) => string;
  pack: GamePack;
}) {
  const { t } = useI18n();
  const Board = boardFor(snapshot.ruleset);
  return (
    <>
      <ul className="events">
        {events.map((e, i) => (
          <li key={i} data-type={e.type}>
            <span className="event-text">{withoutRule(describeEvent(e), e.rule)}</span>{' '}
            {diceOf(e).map((d, k) => (
              <span key={k} className="die" aria-hidden="true">
                {d}
              </span>
            ))}
            {e.rule ? <span className="rule-id">{e.rule}</span> : null}
          </li>
        ))}
      </ul>
      {Board ? (
        <section className="card board-card">
          <PackContext.Provider value={pack}>
            <Board
              snapshot={snapshot}
              choose={() => undefined}
              describeChoice={(c) => describeValue(c)}
              setOdds={() => undefined}
              seatName={seatName}
            />
          </PackContext.Provider>
        </section>
      ) : null}
      <ViewDetails key={Board ? 'board' : 'plain'} value={snapshot.view} title={t.view} open={!Board} />
    </>
  );
}

/** The arrow keys step the replay, except in a form field. */
function useArrowKeys(total: number | null, setAt: (f: (a: number) => number) => void) {
  useEffect(() => {
    if (total === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(e.target.tagName)) return;
      if (e.key === 'ArrowLeft') setAt((a) => Math.max(0, a - 1));
      if (e.key === 'ArrowRight') setAt((a) => Math.min(total, a + 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total, setAt]);
}

/**
 * A running online game, replayed as one seat saw it (`GET /api/games/:id/views`): its record
 * stays secret on the server, so the steps are that seat's own views and events, or a
 * spectator's. The seats this browser holds can be switched between.
 */
function SeatReplay({
  id,
  tokens,
  first,
}: {
  id: string;
  tokens: Readonly<Record<string, string>>;
  first: string | null;
}) {
  const { t, lang } = useI18n();
  const [seat, setSeat] = useState<string | null>(first);
  const [data, setData] = useState<SeatViews | null>(null);
  const [ruleset, setRuleset] = useState<AnyRuleset | null | undefined>(undefined);
  const [at, setAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const token = seat === null ? null : (tokens[seat] ?? null);
  const packContent = usePackContent(data?.contentHash);
  const words = useWords(ruleset ?? null, lang, packContent);
  const pack = useMemo(
    () => ({ hash: data?.contentHash ?? null, content: packContent, options: {} }),
    [data?.contentHash, packContent],
  );

  useEffect(() => {
    let live = true;
    api.allViews(id, token).then(
      (v) => {
        if (!live) return;
        setData(v);
        setAt(v.steps.length - 1);
        void loadRuleset(v.ruleset).then((r) => live && setRuleset(r));
      },
      (e: unknown) => live && setError(failureText(e, lang)),
    );
    return () => {
      live = false;
    };
  }, [id, token]);
  useArrowKeys(data ? data.steps.length - 1 : null, setAt);

  if (error)
    return (
      <p className="error" role="alert">
        {error}
      </p>
    );
  if (!data || ruleset === undefined) return <p>{t.loading}</p>;
  const total = data.steps.length - 1;
  const step = data.steps[Math.min(at, total)];
  if (!step) return null;
  const before = data.steps[step.index - 1 - (data.steps[0]?.index ?? 0)];
  const snapshot: Snapshot = {
    gameId: id,
    ruleset: data.ruleset,
    seat: data.seat,
    index: step.index,
    view: step.view,
    pending: step.pending,
    legal: [],
    outcome: step.outcome,
    seats: data.seats,
    canUndo: false,
  };
  return (
    <div className="replay" data-ruleset={data.ruleset} data-seat={data.seat ?? ''}>
      <h1>
        {t.replayTitle} <span className="muted">{ruleset ? titleIn(ruleset, lang) : data.ruleset}</span>
      </h1>
      <ReplayControls at={step.index} total={total} setAt={setAt} branch={null} />
      <p className="muted replay-note">
        {t.replayAsSeat} {t.replayRunning}
      </p>
      <label>
        {t.view}{' '}
        <select value={seat ?? ''} onChange={(e) => setSeat(e.target.value || null)}>
          <option value="">{t.spectator}</option>
          {Object.keys(tokens).map((s) => (
            <option key={s} value={s}>
              {words.seat(s, step.view)}
            </option>
          ))}
        </select>
      </label>
      {step.by ? (
        <p className="last-choice">
          {words.seat(step.by, before?.view ?? step.view)}:{' '}
          {'choice' in step ? words.choice(step.choice, before?.view ?? step.view) : t.replayTheirChoice}
        </p>
      ) : null}
      <ReplayStep
        snapshot={snapshot}
        events={step.events}
        describeEvent={(e) => words.event(e)}
        seatName={(s) => words.seat(s, snapshot.view)}
        pack={pack}
      />
    </div>
  );
}

/**
 * The game's record to download, and its content pack where the game was played with one: each
 * said in words, for a player who has never typed the command that reads them.
 */
export function RecordFiles({ id, token, record }: { id: string; token: string | undefined; record: GameRecord }) {
  const { t } = useI18n();
  return (
    <p className="record-file muted">
      <a
        href={`/api/games/${encodeURIComponent(id)}/record${token ? `?token=${encodeURIComponent(token)}` : ''}`}
        download={`skirmish-${record.ruleset}-${id}.json`}
        data-file="record"
      >
        {t.recordFile}
      </a>
      : {t.recordFileNote}
      {record.contentHash ? (
        <>
          {' '}
          (
          <a href={`/api/content/${encodeURIComponent(record.contentHash)}/pack.json`} download data-file="pack">
            {t.packFile}
          </a>
          : {t.packFileNote})
        </>
      ) : null}
    </p>
  );
}

export function ReplayPage({ id, token: linkToken = null }: { id: string; token?: string | null }) {
  const { t, lang } = useI18n();
  const [running, setRunning] = useState(false);
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [ruleset, setRuleset] = useState<AnyRuleset | null | undefined>(undefined);
  const [at, setAt] = useState(0);
  // Seen as the player's own seat where this browser played one (of a game on its own screen),
  // else as a spectator.
  const [seat, setSeat] = useState<string>(() => mySeats(heldGame(id))[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  // The game's own content pack (undefined while it is fetched; null: the sample, from an older server).
  const [pack, setPack] = useState<unknown>(undefined);
  const words = useWords(ruleset ?? null, lang, pack);

  // A link's token is taken out of the address bar, as on the game page, and used for this replay.
  useEffect(() => {
    if (linkToken) history.replaceState(null, '', `/replay/${id}`);
  }, [id, linkToken]);
  const held = useMemo(() => heldGame(id), [id]);
  // A running game on this screen is replayed with one of its seats' tokens; a finished one needs none.
  const token = held?.mode === 'hotseat' ? Object.values(held.tokens)[0] : undefined;
  // A running online game is replayed through the seats this browser holds (and a link's token).
  const seatTokens = useMemo(() => {
    const all: Record<string, string> = held?.mode === 'online' ? { ...held.tokens } : {};
    return all;
  }, [held]);
  const [linkSeat, setLinkSeat] = useState<string | null | undefined>(linkToken ? undefined : null);

  useEffect(() => {
    // The record of a running game is refused but to a seat on this screen, and the browser logs
    // every refused request as an error: without such a seat, the page first asks whether the
    // game has ended. (A game that ends in between is still refused, and replayed as running; a
    // game the server cannot show, of an older version say, is asked for its record as before.)
    const ended = token
      ? Promise.resolve(true)
      : api.snapshot(id).then(
          (s) => s.outcome !== null,
          () => true,
        );
    ended
      .then(async (done) => {
        if (!done) {
          setRunning(true);
          return;
        }
        const r = await api.record(id, token);
        setRecord(r);
        setAt(r.choices.length);
        void loadRuleset(r.ruleset).then(setRuleset);
        loadPack(r.contentHash).then(setPack, () => setPack(null));
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === 'game/running') setRunning(true);
        else setError(failureText(e, lang));
      });
  }, [id, token]);

  // The seat a link's token opens: kept like a token that arrives in a game link.
  useEffect(() => {
    if (!running || !linkToken) return;
    api.snapshot(id, linkToken).then(
      (v) => {
        if (v.seat) holdGame({ id, ruleset: v.ruleset, mode: held?.mode ?? 'online', tokens: { [v.seat]: linkToken } });
        setLinkSeat(v.seat);
      },
      (e: unknown) => setError(failureText(e, lang)),
    );
  }, [id, running, linkToken, held]);

  const steps = useMemo(
    () => (record && ruleset && pack !== undefined ? replaySteps(ruleset, record, pack) : null),
    [record, ruleset, pack],
  );
  const engine = useMemo(
    () =>
      record && ruleset && pack !== undefined
        ? Engine.create(ruleset, { options: record.options, ...(pack === null ? {} : { content: pack }) })
        : null,
    [record, ruleset, pack],
  );

  useArrowKeys(record ? record.choices.length : null, setAt);

  if (error)
    return (
      <p className="error" role="alert">
        {error}
      </p>
    );
  if (running && linkSeat !== undefined) {
    const tokens = linkSeat && linkToken ? { ...seatTokens, [linkSeat]: linkToken } : seatTokens;
    return <SeatReplay id={id} tokens={tokens} first={linkSeat ?? Object.keys(tokens)[0] ?? null} />;
  }
  if (!record || ruleset === undefined || pack === undefined) return <p>{t.loading}</p>;

  const total = record.choices.length;
  const branch = async () => {
    try {
      const created = await api.branch(id, at, undefined, token);
      // The branch is played the way the server made it: online from the player's seat (against the
      // computer, or a game played online), or on this screen.
      const vsComputer = created.seats.some((s) => s.kind === 'bot');
      holdGame({
        id: created.id,
        ruleset: record.ruleset,
        mode: created.mode ?? (vsComputer ? 'online' : 'hotseat'),
        tokens: created.tokens,
      });
      navigate(`/game/${created.id}`);
    } catch (e) {
      setError(failureText(e, lang));
    }
  };

  const controls = (
    <>
      <ReplayControls at={at} total={total} setAt={setAt} branch={() => void branch()} />
      <RecordFiles id={id} token={token} record={record} />
    </>
  );

  if (!steps || !Array.isArray(steps) || !engine?.ok) {
    return (
      <div className="replay">
        <h1>
          {t.replayTitle} <span className="muted">{record.ruleset}</span>
        </h1>
        {controls}
        <p className="muted">
          {steps && !Array.isArray(steps) ? words.violation(steps.code, steps.message) : t.replayUnavailable}
        </p>
        <ol className="record">
          {record.choices.map((c, i) => (
            <li key={i} className={i < at ? 'played' : 'future'}>
              {c.seat}: {describeValue(c.choice)}
            </li>
          ))}
        </ol>
      </div>
    );
  }

  const seats = engine.value.rules.seats(record.setup);
  // A seat held here that the game does not have (a token of another game's) is not used.
  const viewSeat = seat && seats.includes(seat) ? seat : null;
  const viewAt = (m: Match<unknown>): unknown => engine.value.view(m, viewSeat);
  const step = steps[at] ?? steps[steps.length - 1];
  if (!step) return null;
  const view: unknown = engine.value.view(step.match, viewSeat);
  const snapshot: Snapshot = {
    gameId: id,
    ruleset: record.ruleset,
    seat: viewSeat,
    index: at,
    view,
    pending: engine.value.pending(step.match).map((d) => ({ seats: d.seats, kind: d.kind })),
    legal: [],
    outcome: (at === total ? resignationOf(record) : null) ?? engine.value.outcome(step.match),
    seats: seats.map((s) => ({ seat: s, kind: 'human' })),
    canUndo: false,
  };
  const played = record.choices[at - 1];
  // A game given up ends at its last position, where the rules still see it running.
  const resigned = at === total ? resignationOf(record) : null;
  const seatName = (s: string) => words.seat(s, view);
  return (
    <div className="replay" data-ruleset={record.ruleset}>
      <h1>
        {t.replayTitle} <span className="muted">{ruleset ? titleIn(ruleset, lang) : record.ruleset}</span>
      </h1>
      {controls}
      <label>
        {t.view}{' '}
        <select value={viewSeat ?? ''} onChange={(e) => setSeat(e.target.value)}>
          <option value="">{t.spectator}</option>
          {seats.map((s) => (
            <option key={s} value={s}>
              {words.seat(s, view)}
            </option>
          ))}
        </select>
      </label>
      {played ? (
        <p className="last-choice">
          {words.seat(played.seat, viewAt(steps[at - 1]?.match ?? step.match))}:{' '}
          {words.choice(played.choice, viewAt(steps[at - 1]?.match ?? step.match))}
        </p>
      ) : null}
      {resigned ? (
        <section className="card outcome replay-outcome" role="status" data-reason={resigned.reason}>
          <h2>{t.gameOver}</h2>
          <p>
            {words.verdict(resigned) ??
              (resigned.winners.length > 0
                ? `${resigned.winners.length === 1 ? t.winner : t.winners}: ${resigned.winners.map(seatName).join(', ')}`
                : t.noWinner)}{' '}
            · {t.reason}: {resigned.reasons?.[lang === 'hu' ? 'hu' : 'en'] ?? seatName(resigned.resigned)}
          </p>
        </section>
      ) : null}
      <ReplayStep
        snapshot={snapshot}
        events={step.events}
        describeEvent={(e) => words.event(e)}
        seatName={(s) => words.seat(s, snapshot.view)}
        pack={{ hash: record.contentHash, content: pack ?? null, options: record.options }}
      />
    </div>
  );
}
