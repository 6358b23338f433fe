import { presenterOf, type AnyRuleset, type GameEvent, type Outcome as GameOutcome } from '@skirmish/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  api,
  type GameSummary,
  type OddsProcedureInfo,
  type Presence,
  type RulesetSummary,
  type Snapshot,
} from '../api.ts';
import { boardFor, boardForms, preloadBoard } from '../boards/index.ts';
import { loadRuleset, titleIn, toLocale } from '../catalog.ts';
import { ChoiceList } from '../components/ChoiceList.tsx';
import { EventLog, type LoggedEvent } from '../components/EventLog.tsx';
import { ViewDetails } from '../components/GenericView.tsx';
import { OddsLink, OddsPanel, type OddsRequest } from '../components/OddsPanel.tsx';
import { PackContext, usePackContent } from '../pack.ts';
import { hotseatSeat, personalResult } from '../format.ts';
import { wordsFor } from '../words.ts';
import { botName } from '../levels.ts';
import { useI18n, type Strings } from '../i18n.ts';
import { navigate } from '../router.ts';
import { GameConnection, type ConnectionStatus, type LostChoice } from '../socket.ts';
import { forgetGame, heldGame, holdGame } from '../tokens.ts';

const SPECTATOR = '';
const LOG_PREFIX = 'skirmish.log.';
const LOG_KEEP = 300;

/** The log this browser saw for a game and seat, so a reload shows it again. */
function loadLog(key: string): LoggedEvent[] {
  try {
    const raw = localStorage.getItem(LOG_PREFIX + key);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return Array.isArray(parsed) ? (parsed as LoggedEvent[]) : [];
  } catch {
    return [];
  }
}

function saveLog(key: string, log: readonly LoggedEvent[]): void {
  try {
    localStorage.setItem(LOG_PREFIX + key, JSON.stringify(log.slice(-LOG_KEEP)));
  } catch {
    // A full storage only costs the log after a reload.
  }
}

/** How many choices back the log reaches when a page opens a game. */
const HISTORY_CHOICES = 150;

/**
 * The events of the last choices up to position `upTo` as this seat (`token`, or a spectator) may
 * see them, from the server; null when it cannot say (the page then shows this browser's copy).
 */
async function earlierEvents(id: string, token: string | null, upTo: number): Promise<GameEvent[] | null> {
  try {
    const out: GameEvent[] = [];
    let from: number | null = Math.max(0, upTo - HISTORY_CHOICES);
    while (from !== null) {
      const page = await api.events(id, token, from);
      for (const entry of page.entries) if (entry.index <= upTo) out.push(...entry.events);
      from = page.next !== null && page.next < upTo ? page.next : null;
    }
    return out.slice(-LOG_KEEP);
  } catch {
    return null;
  }
}

/** `wordsFor`, kept while the ruleset, the language and the game's pack stay the same. */
export function useWords(ruleset: AnyRuleset | null, lang: string, content?: unknown) {
  const locale = toLocale(lang);
  return useMemo(() => wordsFor(ruleset, locale, content), [ruleset, locale, content]);
}

function Outcome({
  snapshot,
  t,
  reason,
  verdict,
  seatName,
  mine,
}: {
  snapshot: Snapshot;
  t: Strings;
  reason: (o: GameOutcome) => string;
  verdict: (o: GameOutcome) => string | undefined;
  seatName: (seat: string) => string;
  /** The player's own seat where the screen is his alone (not on one screen for several players). */
  mine: string | null;
}) {
  const o = snapshot.outcome;
  if (!o) return null;
  const winnerWord = o.winners.length === 1 ? t.winner : t.winners;
  const who =
    verdict(o) ??
    (o.draw ? t.draw : o.winners.length > 0 ? `${winnerWord}: ${o.winners.map(seatName).join(', ')}` : t.noWinner);
  // Said to the player himself where one side won: whether that was his.
  const result = personalResult(o, mine);
  const personal = result === 'won' ? t.youWon : result === 'lost' ? t.youLost : null;
  return (
    <section className="card outcome" role="status">
      <h2>{personal ? `${t.gameOver}: ${personal}` : t.gameOver}</h2>
      <p>
        {who} · {t.reason}: {reason(o)}
      </p>
      <a
        href={`/replay/${snapshot.gameId}`}
        onClick={(e) => {
          e.preventDefault();
          navigate(`/replay/${snapshot.gameId}`);
        }}
      >
        {t.replay}
      </a>
    </section>
  );
}

/** The words of giving a game up, in each language: a party abandons a cooperative game together. */
const RESIGN_WORDS = {
  en: {
    versus: {
      button: 'Resign',
      ask: 'Resign this game? It ends now, and the other side wins it.',
      yes: 'Yes, resign',
      no: 'Keep playing',
    },
    party: {
      button: 'Abandon the mission',
      ask: 'Abandon the mission? It ends now, lost for the whole party.',
      yes: 'Yes, abandon it',
      no: 'Keep playing',
    },
  },
  hu: {
    versus: {
      button: 'Feladom',
      ask: 'Biztosan feladod a játékot? Most véget ér, és a másik fél nyeri meg.',
      yes: 'Igen, feladom',
      no: 'Játszom tovább',
    },
    party: {
      button: 'Feladjuk',
      ask: 'Biztosan feladjátok a küldetést? Most véget ér, és az egész csapat elbukik.',
      yes: 'Igen, feladjuk',
      no: 'Folytatjuk',
    },
  },
} as const;

/**
 * Giving the game up, for a seat that may (`Snapshot.canResign`): a button, then a question to
 * confirm it, so a stray tap ends nothing. Apart from the choices: it is no move of the game.
 */
function ResignControl({
  lang,
  cooperative,
  disabled,
  resign,
}: {
  lang: string;
  cooperative: boolean;
  disabled: boolean;
  resign: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const w = (lang === 'hu' ? RESIGN_WORDS.hu : RESIGN_WORDS.en)[cooperative ? 'party' : 'versus'];
  if (!asking)
    return (
      <p className="resign">
        <button type="button" className="resign-button" disabled={disabled} onClick={() => setAsking(true)}>
          {w.button}
        </button>
      </p>
    );
  return (
    <div className="resign resign-confirm" role="group" aria-label={w.button}>
      <p>{w.ask}</p>
      <button
        type="button"
        className="resign-yes"
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          resign();
        }}
      >
        {w.yes}
      </button>{' '}
      <button type="button" className="resign-no" onClick={() => setAsking(false)}>
        {w.no}
      </button>
    </div>
  );
}

/**
 * The words of a game the server will not open (the connection ends with the refusal), in each
 * language: why, and what is left to do. `oldEnded` is said of a finished game of older rules.
 */
const STOPPED_WORDS = {
  en: {
    title: 'This game cannot be opened here',
    ended: 'This game has ended',
    why: {
      'game/old-version':
        'This game was begun with an older version of its rules, which this server no longer plays, so it cannot be continued here. Its record is kept.',
      'game/corrupt':
        'This game can no longer be played back from its record, so it cannot be continued here. Its record is kept.',
      'game/not-found': 'There is no such game on this server.',
      'seat/bad-token': 'This link opens none of the game’s seats.',
      'content/not-found': 'The content pack this game is played with is missing from this server.',
      'protocol/incompatible': 'This page is older than the server: reload it.',
    } as Record<string, string>,
    oldEnded:
      'This game was played with an older version of its rules, which this server no longer plays. It is over, and its replay still shows every choice of it.',
    other: 'The server refused to open this game.',
    home: 'Back to the home page',
    replay: 'Watch its replay',
  },
  hu: {
    title: 'Ez a játék itt nem nyitható meg',
    ended: 'Ez a játék véget ért',
    why: {
      'game/old-version':
        'Ezt a játékot a szabályai egy régebbi változatával kezdték, amelyet ez a szerver már nem játszik, ezért itt nem folytatható. A felvétele megmarad.',
      'game/corrupt':
        'Ezt a játékot már nem lehet a felvételéből újrajátszani, ezért itt nem folytatható. A felvétele megmarad.',
      'game/not-found': 'Ezen a szerveren nincs ilyen játék.',
      'seat/bad-token': 'Ez a hivatkozás a játék egyik helyét sem nyitja meg.',
      'content/not-found': 'A tartalomcsomag, amellyel ezt a játékot játsszák, nincs meg ezen a szerveren.',
      'protocol/incompatible': 'Ez az oldal régebbi, mint a szerver: töltsd újra.',
    } as Record<string, string>,
    oldEnded:
      'Ezt a játékot a szabályai egy régebbi változatával játszották, amelyet ez a szerver már nem játszik. A játék véget ért, a visszajátszása továbbra is megmutatja minden lépését.',
    other: 'A szerver nem nyitotta meg ezt a játékot.',
    home: 'Vissza a kezdőlapra',
    replay: 'A visszajátszás megnézése',
  },
} as const;

/** A refusal as the page shows it: in words, its code kept out of the text (in `Refusal.code`). */
interface Refusal {
  readonly code: string;
  readonly text: string;
}

/** The words of a refusal without the code some wordings end with. */
function refusalOf(code: string, text: string): Refusal {
  const tail = ` (${code})`;
  return { code, text: text.endsWith(tail) ? text.slice(0, -tail.length) : text };
}

/**
 * A game the server refused to open: why in words, a way home, and for a finished game (of an
 * older version of its rules, say) how it ended and its replay, which still runs.
 */
function StoppedGame({ id, refusal, lang, t }: { id: string; refusal: Refusal; lang: string; t: Strings }) {
  const w = lang === 'hu' ? STOPPED_WORDS.hu : STOPPED_WORDS.en;
  const [ended, setEnded] = useState<GameSummary | null>(null);
  useEffect(() => {
    let live = true;
    api.games('finished').then(
      (list) => live && setEnded(list.find((g) => g.id === id) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  const old = refusal.code === 'game/old-version';
  const text = ended && old ? w.oldEnded : (w.why[refusal.code] ?? (refusal.text || w.other));
  const o = ended?.outcome;
  const nameOf = (seat: string) => ended?.seats.find((s) => s.seat === seat)?.names?.[lang] ?? seat;
  const reason = ended?.reasons?.[lang] ?? ended?.reasons?.['en'] ?? o?.reason;
  const who = o
    ? o.draw
      ? t.draw
      : o.winners.length > 0
        ? `${o.winners.length === 1 ? t.winner : t.winners}: ${o.winners.map(nameOf).join(', ')}`
        : t.noWinner
    : null;
  const go = (to: string) => (e: { preventDefault(): void }) => {
    e.preventDefault();
    navigate(to);
  };
  return (
    <section className="card stopped-game" data-code={refusal.code} title={refusal.code} role="alert">
      <h1>{ended ? w.ended : w.title}</h1>
      <p className="stopped-why">{text}</p>
      {who ? (
        <p className="stopped-outcome">
          {who}
          {reason ? ` · ${t.reason}: ${reason}` : ''}
        </p>
      ) : null}
      <p className="stopped-links">
        <a href="/" className="home-link" onClick={go('/')}>
          {w.home}
        </a>
        {ended ? (
          <>
            {' · '}
            <a href={`/replay/${id}`} className="replay-link" onClick={go(`/replay/${id}`)}>
              {w.replay}
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}

/** The words of a game removed from the server while its page was open, in each language. */
const REMOVED_WORDS = {
  en: {
    title: 'This game was removed',
    why: 'A player who holds a seat of it removed it from the server while this page was open. It can no longer be played or watched, and its replay is gone as well.',
    home: 'Back to the home page',
  },
  hu: {
    title: 'Ezt a játékot törölték',
    why: 'Az egyik játékos, akinek helye van benne, törölte a szerverről, amíg ez az oldal nyitva volt. Többé nem lehet sem folytatni, sem nézni, és a visszajátszása sincs már meg.',
    home: 'Vissza a kezdőlapra',
  },
} as const;

/** What is left of a game removed while its page was open: why, and the way home. */
function RemovedGame({ lang }: { lang: string }) {
  const w = lang === 'hu' ? REMOVED_WORDS.hu : REMOVED_WORDS.en;
  return (
    <section className="card stopped-game game-removed" data-code="game/removed" role="alert">
      <h1>{w.title}</h1>
      <p className="stopped-why">{w.why}</p>
      <p className="stopped-links">
        <a
          href="/"
          className="home-link"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          {w.home}
        </a>
      </p>
    </section>
  );
}

/**
 * The words of who is connected to the game, in each language: beside each seat, whether its
 * player has the game open now; of the player's own seat, that it is open elsewhere too; and why a
 * choice made here was not played when the same seat answered first from elsewhere.
 */
const PRESENCE_WORDS = {
  en: {
    connected: 'connected',
    away: 'away',
    elsewhere: 'also open in another tab or window',
    watchers: (n: number) => (n === 1 ? '1 watching' : `${n} watching`),
    chosenElsewhere:
      'Your seat answered this position first from another tab or window, so the choice made here was not played. The board now shows where the game stands.',
    boardOffline:
      'The board is paused: there is no connection to the server. It comes back by itself with the connection.',
  },
  hu: {
    connected: 'csatlakozva',
    away: 'nincs itt',
    elsewhere: 'egy másik lapon vagy ablakban is nyitva van',
    watchers: (n: number) => `${n} néző`,
    chosenElsewhere:
      'A helyed egy másik lapon vagy ablakban már döntött ebben a helyzetben, ezért az itt választott lépés nem számít. A tábla most a játék jelenlegi állását mutatja.',
    boardOffline:
      'A tábla most szünetel, mert nincs kapcsolat a szerverrel. Amint a kapcsolat visszaáll, magától újra használható.',
  },
} as const;

/** On request, the alternatives the computer weighed for its last open decision, best first. */
function BotWhy({
  snapshot,
  describe,
  seatName,
  t,
}: {
  snapshot: Snapshot;
  describe: (c: unknown) => string;
  seatName: (seat: string) => string;
  t: Strings;
}) {
  const last = snapshot.lastBot;
  const alternatives = last?.alternatives ?? [];
  if (!last || alternatives.length === 0) return null;
  return (
    <details className="card bot-why" data-index={last.index}>
      <summary>
        {t.botWhy} ({seatName(last.seat)}, {t.step} {last.index + 1})
      </summary>
      <ol>
        {alternatives.map((a, i) => (
          <li key={i} className={i === 0 ? 'chosen' : ''}>
            {describe(a.choice)} · {t.botValue} {a.value.toFixed(3)}
            {a.visits !== undefined ? ` · ${t.botVisits} ${a.visits}` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}

export function GamePage({ id, token }: { id: string; token: string | null }) {
  const { t, lang } = useI18n();
  const held = useMemo(() => heldGame(id), [id]);
  const [chosenSeat, setChosenSeat] = useState<string | null>(null);
  const [snapshots, setSnapshots] = useState<Record<string, Snapshot>>({});
  const [logs, setLogs] = useState<Record<string, LoggedEvent[]>>({});
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [error, setError] = useState<Refusal | null>(null);
  /** A choice sent just before the connection dropped that could not be sent again, until the next choice. */
  const [lostChoice, setLostChoice] = useState<LostChoice | null>(null);
  /** Who is connected to the game, as the server last said. */
  const [presence, setPresence] = useState<Presence | null>(null);
  /** A choice made here for a position this seat answered first elsewhere, until the next choice. */
  const [chosenElsewhere, setChosenElsewhere] = useState(false);
  // The game was removed from the server while this page was open.
  const [removed, setRemoved] = useState(false);
  const [ruleset, setRuleset] = useState<AnyRuleset | null>(null);
  const [procedures, setProcedures] = useState<OddsProcedureInfo[]>([]);
  const [oddsRequest, setOddsRequest] = useState<OddsRequest | null>(null);
  const [listed, setListed] = useState<RulesetSummary | null>(null);
  const connections = useRef(new Map<string, GameConnection>());
  const counter = useRef(0);
  const restored = useRef(new Set<string>());

  // The tokens this page plays: the link's own, or all this browser holds for a game on one screen.
  const tokens = useMemo(() => {
    if (token) return [token];
    if (!held) return [];
    const all = Object.values(held.tokens);
    if (held.mode === 'hotseat') return all;
    const pick = chosenSeat ? held.tokens[chosenSeat] : all[0];
    return pick ? [pick] : [];
  }, [token, held, chosenSeat]);

  const rulesetId = Object.values(snapshots)[0]?.ruleset ?? held?.ruleset ?? null;
  const packHash = Object.values(snapshots)[0]?.contentHash ?? null;
  const packContent = usePackContent(packHash);
  const packOptions = Object.values(snapshots)[0]?.options;
  const pack = useMemo(
    () => ({ hash: packHash, content: packContent, options: packOptions ?? {} }),
    [packHash, packContent, packOptions],
  );
  const words = useWords(ruleset, lang, packContent);
  const wordsRef = useRef(words);
  wordsRef.current = words;

  useEffect(() => {
    if (!rulesetId) return;
    preloadBoard(rulesetId);
    let live = true;
    void loadRuleset(rulesetId).then((r) => live && setRuleset(r));
    api.rulesets().then(
      (list) => live && setListed(list.find((r) => r.id === rulesetId) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rulesetId]);

  useEffect(() => {
    if (!rulesetId) return;
    let live = true;
    // Worded in the page's language (asked again when the player switches it), with the profiles
    // and models of the game's own pack to choose from.
    api.oddsProcedures(rulesetId, lang, packHash).then(
      (p) => live && setProcedures(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rulesetId, lang, packHash]);

  useEffect(() => {
    // A link's token is kept and taken out of the address bar, so it is not shared by accident.
    if (token) history.replaceState(null, '', `/game/${id}`);
    const keys = tokens.length > 0 ? tokens : [SPECTATOR];
    const opened = connections.current;
    for (const key of keys) {
      const conn = new GameConnection(id, key === SPECTATOR ? null : key, {
        onState(snapshot, events) {
          if (key !== SPECTATOR && snapshot.seat) {
            const before = heldGame(id);
            holdGame({
              id,
              ruleset: snapshot.ruleset,
              mode: before?.mode ?? 'online',
              tokens: { [snapshot.seat]: key },
            });
          }
          setSnapshots((s) => ({ ...s, [key]: snapshot }));
          const logKey = `${id}:${snapshot.seat ?? 'spectator'}`;
          const fresh = events.map((event) => ({
            n: ++counter.current,
            event,
            text: wordsRef.current.event(event, snapshot.view),
          }));
          const first = !restored.current.has(key);
          restored.current.add(key);
          if (fresh.length > 0)
            setLogs((l) => {
              const next = [...(l[key] ?? []), ...fresh];
              saveLog(logKey, next);
              return { ...l, [key]: next };
            });
          // The log so far comes from the server, as this seat may see it (another browser, another
          // device, a cleared one see it too); this browser's own copy only when the server cannot.
          if (first)
            void earlierEvents(id, key === SPECTATOR ? null : key, snapshot.index).then((earlier) => {
              const shown = (earlier ?? loadLog(logKey).map((e) => e.event)).map((event) => ({
                n: ++counter.current,
                event,
                text: wordsRef.current.event(event, snapshot.view),
              }));
              if (shown.length === 0) return;
              setLogs((l) => {
                const next = [...shown, ...(l[key] ?? [])];
                saveLog(logKey, next);
                return { ...l, [key]: next };
              });
            });
          setError(null);
        },
        onError(code, message) {
          // Said in the decision panel and kept until the next choice: the state that follows clears errors.
          if (code === 'choice/elsewhere') setChosenElsewhere(true);
          else setError(refusalOf(code, wordsRef.current.violation(code, message)));
        },
        onStatus: setStatus,
        onLostChoice: setLostChoice,
        onPresence: setPresence,
        onRemoved() {
          // Its tokens and links open nothing any more: this browser forgets them.
          forgetGame(id);
          setRemoved(true);
        },
      });
      opened.set(key, conn);
    }
    return () => {
      for (const c of opened.values()) c.close();
      opened.clear();
    };
  }, [id, token, tokens]);

  const seatOf = (key: string) => snapshots[key]?.seat ?? null;
  const heldSeats = Object.keys(snapshots)
    .map(seatOf)
    .filter((s): s is string => s !== null);
  const any = Object.values(snapshots)[0];
  const isHotseat = held?.mode === 'hotseat' && !token;
  const shownSeat = isHotseat ? hotseatSeat(any?.pending ?? [], heldSeats, chosenSeat) : null;
  const shownKey =
    (isHotseat ? Object.keys(snapshots).find((k) => seatOf(k) === shownSeat) : undefined) ??
    Object.keys(snapshots)[0] ??
    null;
  const snapshot = shownKey === null ? undefined : snapshots[shownKey];
  const kept = shownKey === null ? null : logs[shownKey];
  // Worded when shown, so the lines follow the language and the game's pack once it is fetched.
  // The game's view names its seats (a choice taken back says by whom); read when the lines are.
  const viewRef = useRef<unknown>(undefined);
  viewRef.current = snapshot?.view;
  const log = useMemo(
    () => (kept ?? []).map((e) => ({ ...e, text: words.event(e.event, viewRef.current) })),
    [kept, words],
  );

  const choose = useCallback(
    (choice: unknown) => {
      if (!shownKey || !snapshot) return;
      setLostChoice(null);
      setChosenElsewhere(false);
      connections.current.get(shownKey)?.choose(snapshot.index, choice);
    },
    [shownKey, snapshot],
  );
  // The board's own controls choose nothing while the connection is down (the board is shown paused).
  const connected = status === 'open';
  const boardChoose = useCallback(
    (choice: unknown) => {
      if (connected) choose(choice);
    },
    [connected, choose],
  );

  // An online player's tab says when the game waits for his choice, so he sees it from another tab.
  const myTurn = !!snapshot && !snapshot.outcome && snapshot.legal.length > 0 && !(held?.mode === 'hotseat' && !token);
  const yourTurnTitle = t.yourTurnTitle;
  useEffect(() => {
    if (!myTurn) return;
    const before = document.title;
    document.title = `● ${yourTurnTitle} · ${before}`;
    return () => {
      document.title = before;
    };
  }, [myTurn, yourTurnTitle]);

  if (removed)
    return (
      <div className="game">
        <RemovedGame lang={lang} />
      </div>
    );
  if (!snapshot) {
    // The connection ended with the refusal: the game is not coming, and the page says what is left.
    if (error && status === 'closed')
      return (
        <div className="game">
          <StoppedGame id={id} refusal={error} lang={lang} t={t} />
        </div>
      );
    return (
      <div className="game">
        {status === 'closed' ? null : <p>{status === 'reconnecting' ? t.reconnecting : t.connecting}</p>}
        {error ? (
          <p className="error" role="alert" data-code={error.code} title={error.code}>
            {error.text}
          </p>
        ) : null}
      </div>
    );
  }

  const Board = boardFor(snapshot.ruleset);
  const describeChoice = (c: unknown) => words.choice(c, snapshot.view);
  const seatName = (seat: string) => words.seat(seat, snapshot.view);
  // The rule system's words for the game's own content pack (its names), the sample's without one.
  const presenter = ruleset ? presenterOf(ruleset, packContent) : undefined;
  const confirmOf = (c: unknown) => presenter?.confirm?.(c, snapshot.view, toLocale(lang)) || null;
  const promptOf = (d: Snapshot['pending'][number]) =>
    presenter?.prompt?.(d, snapshot.view, toLocale(lang)) ?? d.prompt ?? d.kind;
  // The prompt with what goes with it apart (a card's text), folded under a title on a phone.
  const partsOf = (d: Snapshot['pending'][number]) =>
    presenter?.promptParts?.(d, snapshot.view, toLocale(lang)) || null;
  const wide = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 801px)').matches;
  const waiting = snapshot.pending.filter((d) => !snapshot.seat || !d.seats.includes(snapshot.seat));
  // A decision others are asked, as a player not asked reads it: the rule system's words where it has them.
  const waitingOf = (d: Snapshot['pending'][number]) =>
    presenter?.waiting?.(d, snapshot.view, toLocale(lang)) ?? `${d.seats.map(seatName).join('/')} (${promptOf(d)})`;
  const asked = snapshot.legal.length > 0;
  const over = snapshot.outcome !== null;
  // Said in the decision panel too, not only at the top of the page: on a phone the panel is far from there.
  const connectionNotice =
    status !== 'open' ? (
      <p className="connection-notice status-reconnecting" role="status" data-testid="connection-notice">
        {status === 'closed' ? t.choicesOffline : `${t.choicesOffline} ${t.reconnectsItself}`}
      </p>
    ) : lostChoice ? (
      <p
        className="connection-notice status-reconnecting"
        role="status"
        data-testid="lost-choice"
        data-lost={lostChoice}
      >
        {lostChoice === 'unsure' ? t.choiceUnsure : t.choiceNotMade}
      </p>
    ) : null;
  const pw = lang === 'hu' ? PRESENCE_WORDS.hu : PRESENCE_WORDS.en;
  const noticeElsewhere =
    chosenElsewhere && status === 'open' ? (
      <p className="connection-notice status-reconnecting" role="alert" data-testid="chosen-elsewhere">
        {pw.chosenElsewhere}
      </p>
    ) : null;
  const watching = !snapshot.seat;
  // On one screen the last choice was usually made by the seat before the one now shown: its seat undoes it.
  const undoKey = snapshot.canUndo
    ? shownKey
    : isHotseat
      ? (Object.keys(snapshots).find((k) => snapshots[k]?.canUndo && snapshots[k]?.index === snapshot.index) ?? null)
      : null;
  const otherHeld = held ? Object.keys(held.tokens).filter((s) => s !== snapshot.seat) : [];

  return (
    <div className="game" data-ruleset={snapshot.ruleset} data-index={snapshot.index}>
      <div className="game-head">
        <h1>
          {listed ? titleIn(listed, lang) : ruleset ? titleIn(ruleset, lang) : snapshot.ruleset}{' '}
          <span className="muted">
            #{snapshot.gameId} · {t.step} {snapshot.index}
          </span>
        </h1>
        <p className={`status status-${status}`} aria-live="polite">
          {status === 'open' ? t.connected : status === 'reconnecting' ? t.reconnecting : t.connecting}
        </p>
        <p className="seat-line">
          {snapshot.seat ? (
            <>
              {t.youPlay}{' '}
              <strong data-testid="my-seat" data-seat={snapshot.seat}>
                {seatName(snapshot.seat)}
              </strong>
            </>
          ) : (
            t.spectator
          )}
          {isHotseat ? <span className="muted"> · {t.hotseatNote}</span> : null}
          {!isHotseat && !token && otherHeld.length > 0
            ? otherHeld.map((s) => (
                <button key={s} type="button" onClick={() => setChosenSeat(s)}>
                  {t.switchSeat} {seatName(s)}
                </button>
              ))
            : null}
        </p>
        {!snapshot.outcome ? (
          <p>
            <a
              className="replay-link"
              href={`/replay/${snapshot.gameId}`}
              onClick={(e) => {
                e.preventDefault();
                navigate(`/replay/${snapshot.gameId}`);
              }}
            >
              {t.replaySoFar}
            </a>
          </p>
        ) : null}
        <ul className="seats" data-testid="presence">
          {snapshot.seats.map((s) => {
            // Known only while connected: after a drop the next connection is told afresh.
            const here = status === 'open' ? presence?.seats.find((p) => p.seat === s.seat) : undefined;
            // A seat this page plays is open elsewhere too when the server counts more connections than this page's.
            const mine = Object.values(snapshots).filter((x) => x.seat === s.seat).length;
            const elsewhere = mine > 0 && here !== undefined && here.connections > mine;
            return (
              <li key={s.seat} data-seat={s.seat}>
                {seatName(s.seat)}: {s.kind === 'bot' ? `${t.computer} (${botName(s.bot ?? '', lang)})` : t.human}
                {here ? (
                  <span
                    className={`presence presence-${here.connected ? 'connected' : 'away'}`}
                    data-presence={here.connected ? 'connected' : 'away'}
                  >
                    {' · '}
                    {here.connected ? pw.connected : pw.away}
                    {elsewhere ? (
                      <span className="presence-elsewhere" data-testid="open-elsewhere">
                        {' · '}
                        {pw.elsewhere}
                      </span>
                    ) : null}
                  </span>
                ) : null}
              </li>
            );
          })}
          {status === 'open' && presence && presence.watchers > 0 ? (
            <li className="muted presence-watchers" data-watchers={presence.watchers}>
              {pw.watchers(presence.watchers)}
            </li>
          ) : null}
        </ul>
        {/* On one screen, the seat shown gives the game up; online, the player's own seat. */}
        {snapshot.canResign && !snapshot.outcome && shownKey ? (
          <ResignControl
            key={shownKey}
            lang={lang}
            cooperative={(ruleset?.play ?? listed?.play) === 'cooperative'}
            disabled={status !== 'open'}
            resign={() => connections.current.get(shownKey)?.resign()}
          />
        ) : null}
      </div>
      {error ? (
        <p className="error" role="alert" data-code={error.code} title={error.code}>
          {error.text}
        </p>
      ) : null}
      <Outcome
        snapshot={snapshot}
        t={t}
        reason={(o) => snapshot.reasons?.[lang] ?? snapshot.reasons?.['en'] ?? words.outcome(o)}
        verdict={(o) => words.verdict(o)}
        seatName={seatName}
        mine={isHotseat ? null : (snapshot.seat ?? null)}
      />
      <div className="game-grid">
        <div className="main-col">
          {/*
           * The decision panel, held at the foot of a phone's screen while the player has a seat in a
           * running game (and kept to a line while nothing is his to choose). A watcher sees only whom
           * the game waits for, in the page's flow; once the game is over the outcome above says it all.
           */}
          {over ? null : watching ? (
            <section className="card watch-panel" aria-label={t.waitingFor}>
              {connectionNotice}
              {waiting.length > 0 ? (
                <p className="muted waiting">
                  {t.waitingFor} {waiting.map(waitingOf).join('; ')}
                </p>
              ) : null}
            </section>
          ) : (
            <section className={`card decision${asked ? '' : ' idle'}`} aria-label={t.choices}>
              {asked ? <h2>{t.yourTurn}</h2> : null}
              {connectionNotice}
              {noticeElsewhere}
              {snapshot.pending
                .filter((d) => snapshot.seat && d.seats.includes(snapshot.seat))
                .map((d, i) => {
                  const parts = partsOf(d);
                  return parts ? (
                    <div key={i} className="prompt">
                      {parts.question}
                      {parts.more.map((m) => (
                        <details key={`${snapshot.index}:${m.title}`} className="prompt-more" open={wide}>
                          <summary>{m.title}</summary>
                          {m.text}
                        </details>
                      ))}
                    </div>
                  ) : (
                    <p key={i} className="prompt">
                      {promptOf(d)}
                    </p>
                  );
                })}
              {waiting.length > 0 ? (
                <p className="muted waiting">
                  {t.waitingFor} {waiting.map(waitingOf).join('; ')}
                </p>
              ) : null}
              {/* While the connection is down nothing can be chosen: a choice would not reach the game. */}
              <fieldset
                className="choice-controls"
                disabled={status !== 'open'}
                style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
              >
                {/* Nothing to choose while another is asked: the line of whom the game waits for says it. */}
                {asked || waiting.length === 0 ? (
                  <ChoiceList
                    legal={snapshot.legal}
                    choose={choose}
                    describe={describeChoice}
                    heading={(kind) => words.group(kind)}
                    confirm={confirmOf}
                    cutKinds={boardForms(snapshot.ruleset)}
                  />
                ) : null}
                {undoKey ? (
                  <button type="button" className="undo" onClick={() => connections.current.get(undoKey)?.undo()}>
                    {t.undo}
                  </button>
                ) : null}
              </fieldset>
            </section>
          )}
          <BotWhy snapshot={snapshot} describe={describeChoice} seatName={seatName} t={t} />
          {Board ? (
            <section className="card board-card" aria-label={t.board}>
              {procedures.length > 0 ? <OddsLink /> : null}
              {connected ? null : (
                <p className="connection-notice status-reconnecting" role="status" data-testid="board-offline">
                  {pw.boardOffline}
                </p>
              )}
              {/* Dimmed and out of reach while the connection is down: a click there could not reach the game. */}
              <div
                className={`board-frame${connected ? '' : ' board-offline'}`}
                data-testid="board-frame"
                aria-disabled={connected ? undefined : true}
                style={connected ? undefined : { opacity: 0.45, filter: 'grayscale(0.7)', pointerEvents: 'none' }}
              >
                <PackContext.Provider value={pack}>
                  <Board
                    snapshot={snapshot}
                    choose={boardChoose}
                    describeChoice={describeChoice}
                    setOdds={setOddsRequest}
                    log={log}
                    seatName={seatName}
                  />
                </PackContext.Provider>
              </div>
            </section>
          ) : null}
          <ViewDetails
            key={Board ? 'board' : 'plain'}
            value={snapshot.view}
            title={Board ? t.viewData : t.view}
            open={!Board}
          />
        </div>
        <div className="side-col">
          <OddsPanel
            ruleset={snapshot.ruleset}
            procedures={procedures}
            request={oddsRequest}
            content={snapshot.contentHash}
            options={snapshot.options}
          />
          <EventLog events={log} procedures={procedures} ruleText={(id) => words.rule(id)} />
        </div>
      </div>
    </div>
  );
}
