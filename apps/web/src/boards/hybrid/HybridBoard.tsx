import {
  cardText,
  localName,
  nameHuOf,
  packNames,
  sampleContent,
  warriorLabel,
  type HybridContent,
  type PackNames,
} from '@skirmish/hybrid';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useI18n, type Lang } from '../../i18n.ts';
import { usePack } from '../../pack.ts';
import { BoardFrame } from '../../components/BoardFrame.tsx';
import type { OddsRequest } from '../../components/OddsPanel.tsx';
import type { BoardProps } from '../types.ts';
import {
  FACINGS,
  activeWarrior,
  ambushShotRequest,
  asHybridView,
  answerRequest,
  attackOdds,
  attackerOf,
  choiceChance,
  columnName,
  fieldOfVision,
  isKind,
  reachable,
  squareNameOf,
  tokenLetters,
  withTerms,
  type Facing,
  type HyView,
  type HyWarrior,
} from './model.ts';
import { hyWords } from './words.ts';
import {
  goalText,
  missionName,
  missionOf,
  objectiveLine,
  objectiveStates,
  objectiveTitle,
  type HyMission,
} from './mission.ts';

const C = 34;
/** The margin round the board where the column letters and row numbers stand. */
const M = 14;

function onActivate(f: () => void) {
  return {
    onClick: f,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        f();
      }
    },
  };
}

/** A move's cost in movement points, where the rules put one on the choice (the cheapest facing). */
function moveCost(options: ReadonlyArray<Readonly<Record<string, unknown>>>): number | null {
  const costs = options.map((o) => o['cost'] ?? o['mp']).filter((v): v is number => typeof v === 'number');
  return costs.length > 0 ? Math.min(...costs) : null;
}

interface CardInfo {
  readonly name: string;
  readonly text: string;
  readonly points?: number;
}

/** The game's own content pack, or the Hybrid sample pack until the game's pack is fetched. */
function useContent(): HybridContent {
  const pack = usePack().content;
  return (pack ?? sampleContent) as HybridContent;
}

const DECKS = [
  ['actionCards', 'action'],
  ['eventCards', 'event'],
  ['armyCards', 'army'],
  ['auraCards', 'aura'],
  ['mutationCards', 'mutation'],
] as const;

/**
 * Card names and texts in the page's language, by card id: the pack's names (in Hungarian its
 * own `nameHu`, else ours for a sample name); the pack's text in English, and in Hungarian the
 * rules' wording of the card's effect, as the log gives it.
 */
function cardsOf(content: HybridContent, lang: Lang): ReadonlyMap<string, CardInfo> {
  const out = new Map<string, CardInfo>();
  for (const [list, deck] of DECKS) {
    // Every deck's cards share these fields; only Action cards have points, and only some decks a type.
    const cards = (content[list] ?? []) as ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly nameHu?: string;
      readonly text: string;
      readonly effect: string;
      readonly points?: number;
      readonly type?: string;
    }>;
    for (const c of cards) {
      const name = localName(c, lang);
      const points = c.points === undefined ? {} : { points: c.points };
      const type = c.type === undefined ? {} : { type: c.type };
      const text =
        lang === 'hu' ? cardText({ id: c.id, deck, name, effect: c.effect, ...points, ...type }, 'hu') : c.text;
      out.set(c.id, { name, text, ...points });
    }
  }
  return out;
}

/**
 * A warrior's name in the page's language: the view carries his profile's name as the pack writes
 * it; in Hungarian the pack's Hungarian name for his profile, else ours for a sample name.
 */
function warriorNameIn(w: HyWarrior, names: PackNames, lang: Lang): string {
  return lang === 'hu' ? nameHuOf(names, w.profile, w.name) : w.name;
}

/** A warrior as every text names him, "Purifier (3)", in the page's language. */
function warriorTitle(w: HyWarrior, names: PackNames, lang: Lang): string {
  return lang === 'hu' ? warriorLabel(warriorNameIn(w, names, lang), w.id) : (w.label ?? w.name);
}

/**
 * The arrow on a warrior's front edge: its tip at the edge, small enough on a one-square token
 * (28 units across) to stay clear of his initials (`initialsAt`), as large as before on a big one.
 */
function facingArrow(cx: number, cy: number, half: number, f: Facing): string {
  const d = half - 1.5;
  const depth = Math.max(4, Math.min(8, half * 0.36));
  const w = Math.max(3.5, Math.min(6, half * 0.3));
  switch (f) {
    case 'N':
      return `${cx - w},${cy - d + depth} ${cx + w},${cy - d + depth} ${cx},${cy - d}`;
    case 'S':
      return `${cx - w},${cy + d - depth} ${cx + w},${cy + d - depth} ${cx},${cy + d}`;
    case 'E':
      return `${cx + d - depth},${cy - w} ${cx + d - depth},${cy + w} ${cx + d},${cy}`;
    case 'W':
      return `${cx - d + depth},${cy - w} ${cx - d + depth},${cy + w} ${cx - d},${cy}`;
  }
}

/**
 * Where a warrior's initials stand and how large: on a one-square token a size smaller, and moved
 * a little away from the facing arrow, so that two wide letters never run into it.
 */
function initialsAt(cx: number, cy: number, half: number, f: Facing): { x: number; y: number; size: number } {
  const size = half < 20 ? 10 : 12;
  const away = half < 20 ? 1.5 : 0;
  const dx = f === 'E' ? -away : f === 'W' ? away : 0;
  const dy = f === 'N' ? away : f === 'S' ? -away : 0;
  return { x: cx + dx, y: cy + dy + size * 0.35, size };
}

/**
 * The radius of the Activation counter badge. It stands on the upper right corner of a warrior's
 * base, pushed out past it (its centre 2.5 units in from the right edge, half a unit above the
 * top): on a one-square token its box then ends right of a north arrow's, above an east arrow's,
 * and above his initials whichever way he faces (`initialsAt` moves them up by 1.5 at most).
 */
const BADGE_R = 6.5;

/** The kinds of marks a Hybrid board draws, each with a small picture drawn as the board draws it. */
const KEY_ICONS: Readonly<Record<string, ReactElement>> = {
  floor: (
    <>
      <g className="hy-sq tile-a">
        <rect x={1} y={1} width={9} height={18} />
      </g>
      <g className="hy-sq tile-b">
        <rect x={10} y={1} width={9} height={18} />
      </g>
    </>
  ),
  void: (
    <g className="hy-sq void">
      <rect x={1} y={1} width={18} height={18} />
    </g>
  ),
  wall: <line className="edge wall" x1={2} y1={10} x2={18} y2={10} />,
  passage: <line className="edge passage" x1={1} y1={10} x2={19} y2={10} />,
  doorClosed: (
    <g className="door closed">
      <line className="door-leaf" x1={2} y1={10} x2={18} y2={10} />
    </g>
  ),
  doorOpen: (
    <g className="door open">
      <line className="door-leaf" x1={2} y1={10} x2={18} y2={10} />
    </g>
  ),
  column: (
    <g className="hy-sq">
      <circle className="column" cx={10} cy={10} r={7} />
    </g>
  ),
  rockfall: (
    <g className="hy-sq">
      <path className="rockfall" d="M3,17 L10,3 L17,17 Z" />
    </g>
  ),
  landing: (
    <g className="hy-sq">
      <circle className="landing" cx={10} cy={10} r={3} />
    </g>
  ),
  trapdoorClosed: (
    <g className="hy-sq">
      <rect className="trapdoor closed" x={3} y={3} width={14} height={14} />
    </g>
  ),
  trapdoorOpen: (
    <g className="hy-sq">
      <rect className="trapdoor open" x={3} y={3} width={14} height={14} />
    </g>
  ),
  event: <path className="event-counter" d="M10,1 L19,10 L10,19 L1,10 Z" />,
  objective: (
    <g className="objective">
      <circle cx={10} cy={10} r={9} />
      <text x={10} y={14}>
        1
      </text>
    </g>
  ),
  griffin: (
    <g className="warrior griffin">
      <rect className="base" x={1} y={1} width={18} height={18} rx={9} />
      <polygon className="front" points={facingArrow(10, 10, 9, 'N')} />
    </g>
  ),
  scorpion: (
    <g className="warrior scorpion">
      <rect className="base" x={1} y={1} width={18} height={18} rx={9} />
      <polygon className="front" points={facingArrow(10, 10, 9, 'N')} />
    </g>
  ),
  counter: (
    <g className="warrior counter-badge">
      <circle cx={10} cy={10} r={8} />
      <text x={10} y={14}>
        2
      </text>
    </g>
  ),
  wounds: (
    <g className="warrior">
      <text className="wounds" x={1} y={15}>
        ••
      </text>
    </g>
  ),
};

/** The kinds of marks the board draws for this view, in the key's order: only those it shows now. */
export function keyKinds(view: HyView): string[] {
  const features = Object.values(view.board.features);
  const edges = Object.values(view.board.edges);
  const standing = view.warriors.filter((x) => x.status === 'in-play' && x.squares.length > 0);
  const over = view.phase === 'over';
  const shown: Record<string, boolean> = {
    floor: true,
    void: view.board.voids.length > 0,
    wall: edges.includes('wall'),
    passage: edges.includes('passage'),
    doorClosed: view.board.doors.some((d) => !d.open),
    doorOpen: view.board.doors.some((d) => d.open),
    column: features.some((f) => f.column === true),
    rockfall: features.some((f) => f.rockfall === true),
    landing: features.some((f) => f.rockLanding === true),
    trapdoorClosed: features.some((f) => f.trapdoor === 'closed'),
    trapdoorOpen: features.some((f) => f.trapdoor === 'open'),
    event: view.eventCounters.length > 0,
    objective: Object.keys(view.objectiveCounters).length > 0,
    griffin: standing.some((x) => x.side === 'griffin'),
    scorpion: standing.some((x) => x.side === 'scorpion'),
    counter: !over && standing.some((x) => x.counter !== null),
    wounds: standing.some((x) => x.wounds > 0),
  };
  return Object.keys(KEY_ICONS).filter((k) => shown[k]);
}

/** The mission over the board: its name, what each side must do, and how each Objective stands. */
function MissionPanel({
  mission,
  view,
  names,
  lang,
  seatName,
}: {
  mission: HyMission;
  view: HyView;
  names: PackNames;
  lang: Lang;
  seatName: (s: string) => string;
}) {
  const w = hyWords(lang);
  const sides = [...new Set(mission.objectives.map((g) => g.side))];
  const states = objectiveStates(mission, view);
  return (
    <section className="hy-mission" aria-label={w.missionLabel} data-mission={mission.id}>
      <h3>
        {w.mission}: {missionName(mission, names, lang)}
      </h3>
      <ul className="hy-goals">
        {sides.map((side) => (
          <li key={side} className={`hy-goal ${side}`} data-side={side}>
            <strong>
              {seatName(side)}
              {side === view.seat ? ` (${w.you})` : ''}:
            </strong>{' '}
            {mission.objectives
              .filter((g) => g.side === side)
              .map((g) => goalText(g, names, lang))
              .join(' ')}
          </li>
        ))}
      </ul>
      {states.length > 0 ? (
        <ul className="hy-objectives">
          {states.map((o) => (
            <li
              key={o.n}
              className={o.doneBy.length > 0 ? 'done' : undefined}
              data-objective={o.n}
              data-done-by={o.doneBy.join(' ') || undefined}
            >
              {o.doneBy.length > 0 ? '✓ ' : ''}
              {objectiveLine(o, seatName, lang, view.phase === 'over')}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function HybridBoard({ snapshot, choose, describeChoice, setOdds, seatName = (s) => s }: BoardProps) {
  const { t, lang } = useI18n();
  const w = hyWords(lang);
  const view = asHybridView(snapshot.view);
  const [selected, setSelected] = useState<string | null>(null);
  const [square, setSquare] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  // The question of facing floats over the board by the square just picked: under it where the
  // screen has more room below, else over it. Put in the page's flow above the board, it pushed the
  // board down under the player's finger (on a phone by a line or two of buttons) at every tap.
  const boardArea = useRef<HTMLDivElement>(null);
  const [facingPlace, setFacingPlace] = useState<{ top: number } | { bottom: number } | null>(null);
  useLayoutEffect(() => {
    const area = boardArea.current;
    const cell = square ? area?.querySelector(`[data-square="${square}"]`) : null;
    if (!area || !cell) {
      setFacingPlace(null);
      return;
    }
    const a = area.getBoundingClientRect();
    const c = cell.getBoundingClientRect();
    // A decision panel held at the foot of a phone's screen covers what lies under it.
    const panel = area.closest('.main-col')?.querySelector(':scope > .decision');
    const foot =
      panel && getComputedStyle(panel).position === 'sticky' ? panel.getBoundingClientRect().top : window.innerHeight;
    setFacingPlace(foot - c.bottom >= c.top ? { top: c.bottom - a.top + 4 } : { bottom: a.bottom - c.top + 4 });
  }, [square]);
  // A square picked at the very edge of the screen may leave the question just outside it: the page
  // scrolls the least it can to show it. (The effect returns nothing: a browser whose
  // scrollIntoView returns a promise would have it called as a cleanup.)
  const facingAsk = useRef<HTMLDivElement>(null);
  useEffect(() => {
    facingAsk.current?.scrollIntoView({ block: 'nearest' });
  }, [facingPlace]);
  const legal = snapshot.legal;
  const moves = useMemo(() => reachable(legal), [legal]);
  const content = useContent();
  const names = useMemo(() => packNames(content), [content]);
  const cards = useMemo(() => cardsOf(content, lang), [content, lang]);
  const active = view ? activeWarrior(view) : null;
  const focus = view?.warriors.find((x) => x.id === (selected ?? active?.id)) ?? active ?? null;
  const fov = useMemo(() => (view && focus ? fieldOfVision(view, focus) : null), [view, focus]);
  const letters = useMemo(
    () => tokenLetters(view?.warriors.map((x) => warriorNameIn(x, names, lang)) ?? []),
    [view, names, lang],
  );
  const missionId = view?.mission;
  const mission = useMemo(() => (missionId ? missionOf(content, missionId) : null), [content, missionId]);
  // On a phone the question of the moment stays at the foot of the screen (as on the Hunters
  // page): as the game opens, the page scrolls once to bring the board up, its mission and
  // status line first, so that the board and the decision are what the first screen shows.
  const boardRef = useRef<HTMLDivElement>(null);
  const shown = view !== null;
  useEffect(() => {
    const board = boardRef.current;
    const map = board?.querySelector('.hy-svg');
    const panel = board?.closest('.main-col')?.querySelector(':scope > .decision');
    if (!board || !map || !panel || getComputedStyle(panel).position !== 'sticky') return;
    const top = board.getBoundingClientRect().top;
    if (top >= 0 && map.getBoundingClientRect().bottom <= panel.getBoundingClientRect().top) return;
    board.scrollIntoView({ block: 'start' });
  }, [shown]);
  // While this seat answers the other side's attack (a Hindrance, a parry), or may play a card on
  // its own ambush shot, the odds panel is about that attack, not the seat's own last one; once
  // answered, it is emptied.
  const titleOf = (id: string) => {
    const x = view?.warriors.find((o) => o.id === id);
    return x ? warriorTitle(x, names, lang) : id;
  };
  const answer = view
    ? (answerRequest(view, legal, titleOf, lang) ?? ambushShotRequest(view, legal, titleOf, lang))
    : null;
  const answerJson = answer ? JSON.stringify(answer) : null;
  const answering = useRef(false);
  useEffect(() => {
    if (answerJson) {
      answering.current = true;
      setOdds(JSON.parse(answerJson) as OddsRequest);
    } else if (answering.current) {
      answering.current = false;
      setOdds({ procedure: '', inputs: {} });
    }
  }, [answerJson, setOdds]);
  if (!view) return <p className="muted">{t.view}</p>;

  // A finished game keeps the last round's Activation counters in its view: they count for nothing now.
  const over = view.phase === 'over';
  const H = view.board.height;
  const W = view.board.width;
  const sx = (x: number) => x * C;
  const sy = (y: number) => (H - 1 - y) * C;
  const nameOf = (id: string) => {
    const x = view.warriors.find((v) => v.id === id);
    return x ? warriorTitle(x, names, lang) : id;
  };

  // Warriors who take part in the round but stand on no square: waiting at an entry, in reserve, or
  // (table option `deployAfterFirstRoll`) setting up once the round-1 counters are placed.
  const offBoard = view.warriors.filter(
    (x) => x.status === 'waiting' || x.status === 'reserve' || x.status === 'undeployed',
  );
  const counterChoice = (id: string) => legal.find((c) => isKind(c, 'counter') && c.warrior === id);
  const attackChoices = (id: string) =>
    legal.filter((c) => (isKind(c, 'strike') || isKind(c, 'fire')) && c.target === id) as Array<{
      kind: 'strike' | 'fire';
      target: string;
      level: number;
      combined?: boolean;
      second?: string;
      pierce?: string;
    }>;
  const doorChoice = (id: string) => legal.find((c) => isKind(c, 'door') && c.door === id);
  const modeChoices = legal.filter((c) => isKind(c, 'mode')) as Array<{
    kind: 'mode';
    mode: string;
    level?: number;
    target?: string;
  }>;
  const parryChoices = legal.filter((c) => isKind(c, 'parry')) as Array<{
    kind: 'parry';
    level: number;
    card?: string;
  }>;
  // The die kept of a 2D10 roll (table option `manualDiceChoice`) and Brutish Strength's push
  // (option `brutishOptional`): asked in the middle of an attack, answered on the board.
  const keepChoices = legal.filter((c) => isKind(c, 'keep-die')) as Array<{ kind: 'keep-die'; die: number }>;
  const pushChoices = legal.filter((c) => isKind(c, 'brutish-push')) as Array<{ kind: 'brutish-push'; push: boolean }>;
  const odds = (c: { kind: string; target?: string; level: number }) => choiceChance(view, c, lang);

  // The odds panel set to an attack at `target`: a strike or a shot, at the level of the choice,
  // with all the board knows of both warriors (`attackOdds`). The attacker is the active warrior,
  // or the shooter whose ambush shot stopped the move while he picks where its bullet goes
  // (`attackerOf`); never the target himself.
  const oddsOf = (
    target: HyWarrior,
    c: { kind: string; level: number; second?: string; combined?: boolean; pierce?: string },
  ) => {
    const attacker = attackerOf(view);
    if (!attacker || attacker.id === target.id) return;
    const dcOf = (x: HyWarrior) => content.profiles.find((p) => p.id === x.profile)?.dc ?? null;
    // The warrior an Armour-Piercing Shot's bullet goes on to, when the choice names one.
    const behindW = c.pierce === undefined ? undefined : view.warriors.find((x) => x.id === c.pierce);
    const behind = behindW ? { warrior: behindW, dc: dcOf(behindW) } : undefined;
    const req = attackOdds(attacker, target, c, dcOf(target), behind);
    setOdds(withTerms(req, view.attackTerms, { ...c, target: target.id }, view.pierceTerms));
  };

  const clickWarrior = (x: HyWarrior) => {
    const counter = counterChoice(x.id);
    if (counter) {
      choose(counter);
      return;
    }
    const attacks = attackChoices(x.id);
    if (attacks.length > 0) {
      setTarget(x.id);
      // The odds of the attack at the level the warrior's Mode stands at, else the first offered.
      const first = attacks.find((c) => c.level === view.current?.level) ?? attacks[0];
      if (first) oddsOf(x, first);
      return;
    }
    // The active warrior clicked where he stands: turning on the spot, when the rules allow it.
    const here = x.id === active?.id ? x.squares.find((k) => moves.has(k)) : undefined;
    if (here) {
      clickSquare(here);
      return;
    }
    setSelected(x.id === selected ? null : x.id);
  };

  // Dragging the active warrior onto a reachable square moves him there, as clicking it does.
  const [dragging, setDragging] = useState<{ x: number; y: number } | null>(null);
  // The next Activation counter, dragged face down from the panel onto a warrior.
  const [counterDrag, setCounterDrag] = useState(false);
  const dropCounter = (e: { clientX: number; clientY: number }) => {
    if (!counterDrag) return;
    setCounterDrag(false);
    for (const el of document.elementsFromPoint(e.clientX, e.clientY)) {
      const id = el.closest('[data-warrior]')?.getAttribute('data-warrior');
      const c = id ? counterChoice(id) : undefined;
      if (c) {
        choose(c);
        return;
      }
    }
  };
  const squareUnder = (x: number, y: number) => {
    for (const el of document.elementsFromPoint(x, y)) {
      const k = el.closest('[data-square]')?.getAttribute('data-square');
      if (k) return k;
    }
    return null;
  };
  const endDrag = (e: { clientX: number; clientY: number }) => {
    if (!dragging) return;
    setDragging(null);
    // A press without a move is a click on the warrior, not a drag.
    if (Math.hypot(e.clientX - dragging.x, e.clientY - dragging.y) < C / 2) return;
    const k = squareUnder(e.clientX, e.clientY);
    if (k && moves.has(k)) clickSquare(k);
  };

  const clickSquare = (k: string) => {
    const options = moves.get(k);
    if (!options?.[0]) return;
    if (options.length === 1) {
      choose(options[0]);
      setSquare(null);
    } else setSquare(k);
  };

  const edges = Object.entries(view.board.edges);
  const line = (key: string) => {
    const [x, y, side] = key.split(',');
    const X = Number(x);
    const Y = Number(y);
    return side === 'E'
      ? { x1: sx(X + 1), y1: sy(Y), x2: sx(X + 1), y2: sy(Y) + C }
      : { x1: sx(X), y1: sy(Y), x2: sx(X + 1), y2: sy(Y) };
  };

  const cells = [];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const k = `${x},${y}`;
      const isVoid = view.board.voids.includes(k);
      const tile = view.board.tileOf[k] ?? 0;
      const f = view.board.features[k];
      const reach = moves.get(k);
      const cls = [
        'hy-sq',
        isVoid ? 'void' : tile % 2 ? 'tile-a' : 'tile-b',
        fov?.seen.has(k) ? 'seen' : '',
        fov?.dead.has(k) ? 'dead' : '',
        reach ? 'reach' : '',
        square === k ? 'picked' : '',
      ].join(' ');
      cells.push(
        <g
          key={k}
          className={cls}
          data-square={k}
          {...(reach
            ? {
                role: 'button',
                tabIndex: 0,
                'aria-label': `${w.moveTo} ${squareNameOf(k)}`,
                ...onActivate(() => clickSquare(k)),
              }
            : {})}
        >
          <rect x={sx(x)} y={sy(y)} width={C} height={C} />
          {f?.column ? <circle className="column" cx={sx(x) + C / 2} cy={sy(y) + C / 2} r={C / 3} /> : null}
          {f?.rockfall ? (
            <path
              className="rockfall"
              d={`M${sx(x) + 5},${sy(y) + C - 5} L${sx(x) + C / 2},${sy(y) + 6} L${sx(x) + C - 5},${sy(y) + C - 5} Z`}
            />
          ) : null}
          {f?.trapdoor ? (
            <rect className={`trapdoor ${f.trapdoor}`} x={sx(x) + 5} y={sy(y) + 5} width={C - 10} height={C - 10} />
          ) : null}
          {f?.rockLanding ? <circle className="landing" cx={sx(x) + C / 2} cy={sy(y) + C / 2} r={3} /> : null}
          {reach && moveCost(reach) !== null ? (
            <text className="cost" x={sx(x) + C - 3} y={sy(y) + C - 4}>
              {moveCost(reach)}
            </text>
          ) : null}
        </g>,
      );
    }

  return (
    <>
      <div className="hy-board" data-phase={view.phase} ref={boardRef}>
        {mission ? <MissionPanel mission={mission} view={view} names={names} lang={lang} seatName={seatName} /> : null}
        <p className="hy-status">
          {w.roundOf(view.round, view.roundLimit)} · {w.phase[view.phase] ?? view.phase}
          {view.current ? (
            <>
              {' '}
              · <strong>{nameOf(view.current.warrior)}</strong>{' '}
              {/* Movement points are counted once a Mode is chosen: before, there are none to tell. */}
              {view.current.mode ? (
                <>
                  ({w.mode[view.current.mode] ?? view.current.mode}) · {w.mpLeft}: {view.current.mpLeft}
                </>
              ) : null}
            </>
          ) : null}
        </p>
        {moves.size > 0 ? <p className="hy-hint">{w.moveHint}</p> : null}
        {legal.some((c) => isKind(c, 'counter')) ? (
          <span
            className={`counter-next${counterDrag ? ' dragging' : ''}`}
            title={w.counterDrag}
            aria-label={w.counterDrag}
            onPointerDown={(e) => {
              e.preventDefault();
              e.currentTarget.setPointerCapture(e.pointerId);
              setCounterDrag(true);
            }}
            onPointerUp={dropCounter}
            onPointerCancel={() => setCounterDrag(false)}
          >
            ▮ {view.mySequence.length + 1}
            {/* Said in words too: a phone shows no tooltip. */}
            <span className="counter-next-words"> {w.counterNext}</span>
          </span>
        ) : null}
        <div className="hy-board-area" ref={boardArea}>
          <BoardFrame
            kind="hy"
            storageKey="skirmish.hybrid.fit"
            fitByDefault={false}
            width={W * C + 2 * M}
            fitLabel={w.fitBoard}
            fullSizeLabel={w.fullSizeBoard}
          >
            <svg
              className="hy-svg"
              viewBox={`${-M} ${-M} ${W * C + 2 * M} ${H * C + 2 * M}`}
              width={W * C + 2 * M}
              height={H * C + 2 * M}
              // Fitted to the width, the board shrinks on a narrow screen but never grows past its size.
              style={{ maxWidth: W * C + 2 * M }}
              role="group"
              aria-label={w.boardLabel}
              onPointerUp={endDrag}
            >
              <g className="hy-coords" aria-hidden="true">
                {/* The squares' names as the choices and the log give them, on all four edges. */}
                {Array.from({ length: W }, (_, x) => (
                  <g key={`c${x}`} data-column={columnName(x)}>
                    <text x={sx(x) + C / 2} y={-M / 2 + 4}>
                      {columnName(x)}
                    </text>
                    <text x={sx(x) + C / 2} y={H * C + M / 2 + 4}>
                      {columnName(x)}
                    </text>
                  </g>
                ))}
                {Array.from({ length: H }, (_, y) => (
                  <g key={`r${y}`} data-row={y + 1}>
                    <text x={-M / 2} y={sy(y) + C / 2 + 4}>
                      {y + 1}
                    </text>
                    <text x={W * C + M / 2} y={sy(y) + C / 2 + 4}>
                      {y + 1}
                    </text>
                  </g>
                ))}
              </g>
              {cells}
              {Array.from({ length: Math.ceil(W / 8) + 1 }, (_, i) => (
                <line key={`tv${i}`} className="tile-line" x1={sx(i * 8)} y1={0} x2={sx(i * 8)} y2={H * C} />
              ))}
              {Array.from({ length: Math.ceil(H / 8) + 1 }, (_, i) => (
                <line key={`th${i}`} className="tile-line" x1={0} y1={i * 8 * C} x2={W * C} y2={i * 8 * C} />
              ))}
              {edges.map(([k, kind]) => (
                <line key={k} className={`edge ${kind}`} {...line(k)} />
              ))}
              {view.board.doors.map((d) =>
                d.edges.map((e) => {
                  const l = line(e);
                  const choice = doorChoice(d.id);
                  return (
                    <g
                      key={`${d.id}-${e}`}
                      className={`door ${d.open ? 'open' : 'closed'}${d.smashed ? ' smashed' : ''}${choice ? ' can' : ''}`}
                      data-door={d.id}
                      {...(choice
                        ? {
                            role: 'button',
                            tabIndex: 0,
                            'aria-label': `${d.open ? w.closeDoor : w.openDoor}`,
                            ...onActivate(() => choose(choice)),
                          }
                        : {})}
                    >
                      <line className="door-hit" {...l} />
                      <line className="door-leaf" {...l} />
                    </g>
                  );
                }),
              )}
              {view.eventCounters.map((k) => {
                const [x, y] = k.split(',').map(Number);
                const cx = sx(x ?? 0) + C / 2;
                const cy = sy(y ?? 0) + C / 2;
                return (
                  <path
                    key={`ev${k}`}
                    className="event-counter"
                    d={`M${cx},${cy - 9} L${cx + 9},${cy} L${cx},${cy + 9} L${cx - 9},${cy} Z`}
                  />
                );
              })}
              {Object.entries(view.objectiveCounters).map(([k, n]) => {
                const [x, y] = k.split(',').map(Number);
                // Which Objective it is, whose, how it is carried out and how it stands, on pointing at it.
                const title = objectiveTitle(mission, n, view, seatName, lang);
                return (
                  <g key={`ob${k}`} className="objective" data-objective={n} role="img" aria-label={title}>
                    <title>{title}</title>
                    <circle cx={sx(x ?? 0) + C / 2} cy={sy(y ?? 0) + C / 2} r={10} />
                    <text x={sx(x ?? 0) + C / 2} y={sy(y ?? 0) + C / 2 + 4}>
                      {n}
                    </text>
                  </g>
                );
              })}
              {view.warriors
                .filter((x) => x.status === 'in-play' && x.squares.length > 0)
                .map((x) => {
                  const xs = x.squares.map((k) => Number(k.split(',')[0]));
                  const ys = x.squares.map((k) => Number(k.split(',')[1]));
                  const x0 = Math.min(...xs);
                  const x1 = Math.max(...xs);
                  const y0 = Math.min(...ys);
                  const y1 = Math.max(...ys);
                  const left = sx(x0) + 3;
                  const top = sy(y1) + 3;
                  const width = (x1 - x0 + 1) * C - 6;
                  const height = (y1 - y0 + 1) * C - 6;
                  const cx = left + width / 2;
                  const cy = top + height / 2;
                  const clickable = !!counterChoice(x.id) || attackChoices(x.id).length > 0;
                  // The letters of his name as the page calls him, told apart from every other name.
                  const initials = letters.get(warriorNameIn(x, names, lang)) ?? '';
                  const at = initialsAt(cx, cy, Math.min(width, height) / 2, x.facing);
                  return (
                    <g
                      key={x.id}
                      className={`warrior ${x.side}${x.id === focus?.id ? ' focus' : ''}${x.id === active?.id ? ' active' : ''}${clickable ? ' can' : ''}${x.activated ? ' activated' : ''}`}
                      data-warrior={x.id}
                      data-squares={x.squares.join(' ')}
                      role="button"
                      tabIndex={0}
                      aria-label={`${warriorTitle(x, names, lang)}, ${seatName(x.side)}, ${w.faces[x.facing] ?? x.facing}${x.counter !== null && !over ? `, ${w.counter} ${x.counter}` : ''}`}
                      {...onActivate(() => clickWarrior(x))}
                      onPointerDown={(e) => {
                        if (x.id !== active?.id || moves.size === 0) return;
                        e.preventDefault();
                        e.currentTarget.setPointerCapture(e.pointerId);
                        setDragging({ x: e.clientX, y: e.clientY });
                      }}
                    >
                      <rect
                        x={left}
                        y={top}
                        width={width}
                        height={height}
                        rx={Math.min(width, height) / 2}
                        className="base"
                      />
                      <polygon className="front" points={facingArrow(cx, cy, Math.min(width, height) / 2, x.facing)} />
                      {/* The letters stand for the name his label says in full: a screen reader skips them. */}
                      <text
                        className="initials"
                        x={at.x}
                        y={at.y}
                        style={at.size === 12 ? undefined : { fontSize: at.size }}
                        aria-hidden="true"
                      >
                        {initials}
                      </text>
                      {x.counter !== null && !over ? (
                        <g className="counter-badge">
                          <circle cx={left + width - 2.5} cy={top - 0.5} r={BADGE_R} />
                          <text x={left + width - 2.5} y={top + 3}>
                            {x.counter}
                          </text>
                        </g>
                      ) : null}
                      {x.wounds > 0 ? (
                        <text className="wounds" x={left + 4} y={top + height - 2}>
                          {'•'.repeat(Math.min(5, x.wounds))}
                        </text>
                      ) : null}
                    </g>
                  );
                })}
            </svg>
          </BoardFrame>
          {/* Asked by the square the player just picked, over the board, which stays where it is. */}
          {square && moves.get(square) ? (
            <div
              className="hy-panel hy-facing"
              aria-label={w.facingPick}
              ref={facingAsk}
              style={facingPlace ?? { top: 0 }}
            >
              <strong>
                {w.facingPick} {squareNameOf(square)}
              </strong>{' '}
              {FACINGS.map((f) => {
                const c = moves.get(square)?.find((m) => m.facing === f);
                return c ? (
                  <button
                    key={f}
                    type="button"
                    onClick={() => {
                      choose(c);
                      setSquare(null);
                    }}
                  >
                    {w.facingName[f]}
                  </button>
                ) : null;
              })}
            </div>
          ) : null}
        </div>
        <div className="hy-panels">
          {modeChoices.length > 0 ? (
            <div className="hy-panel hy-modes">
              <strong>{w.modeTitle}</strong>
              {['OC', 'DC', 'F', 'MV'].map((m) => {
                const cs = modeChoices.filter((c) => c.mode === m);
                if (cs.length === 0) return null;
                return (
                  <div key={m} className="hy-mode-row">
                    <span className="hy-mode-name">{w.mode[m] ?? m}</span>
                    {cs.map((c, i) => (
                      <button key={i} type="button" onClick={() => choose(c)} data-mode={m} data-level={c.level ?? ''}>
                        {c.level ? `${w.ml} ${c.level}` : w.choose}
                        {/* What a Moving level gives to move with, Basic Move its 2 more (HY-MODE-MV-04). */}
                        {m === 'MV' && view.moveAllowance
                          ? ` · ${w.mpOf(c.level === 1 ? view.moveAllowance.basicMove : view.moveAllowance.other)}`
                          : ''}
                        {c.target ? ` → ${nameOf(c.target)}` : ''}
                      </button>
                    ))}
                  </div>
                );
              })}
              {/* What each Moving level offered does besides moving: a newcomer sees only numbers otherwise. */}
              {modeChoices.some((c) => c.mode === 'MV') ? (
                <ul className="hy-move-levels muted">
                  {[...new Set(modeChoices.filter((c) => c.mode === 'MV').map((c) => c.level ?? 0))]
                    .filter((l) => w.moveLevel[l] !== undefined)
                    .map((l) => (
                      <li key={l} data-level={l}>
                        {w.ml} {l}: {w.moveLevel[l]}
                      </li>
                    ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {target && attackChoices(target).length > 0 ? (
            <div className="hy-panel">
              <strong>
                {w.attack} {nameOf(target)}
              </strong>{' '}
              {attackChoices(target).map((c, i) => {
                const o = odds(c);
                return (
                  <button
                    key={i}
                    type="button"
                    className="hy-attack"
                    data-kind={c.kind}
                    data-level={c.level}
                    data-combined={c.combined === true ? 'true' : undefined}
                    data-second={c.second}
                    data-pierce={c.pierce}
                    title={o?.title}
                    onClick={() => {
                      const aim = view.warriors.find((v) => v.id === target);
                      if (aim) oddsOf(aim, c);
                      choose(c);
                    }}
                  >
                    {c.kind === 'strike' ? w.strike : w.fire} {w.ml} {c.level}
                    {/* The same level may come as a Combined Attack, at two targets or piercing
                      through to a warrior behind (AMB-37): each button says which it is. */}
                    {c.combined === true ? ` + ${w.combined}` : ''}
                    {/* A Heroic Firing's two shots may both go at this one warrior. */}
                    {c.second === c.target ? ' × 2' : c.second ? ` + ${nameOf(c.second)}` : ''}
                    {c.pierce ? ` → ${w.pierce} ${nameOf(c.pierce)}` : ''}
                    {o ? (
                      <span className={`hy-odds${o.lost ? ' lost' : ''}`}>
                        {' · '}
                        {o.lost ? '⚠ ' : ''}
                        {o.short}
                      </span>
                    ) : null}
                  </button>
                );
              })}
            </div>
          ) : null}
          {parryChoices.length > 0 ? (
            <div className="hy-panel hy-parry" role="group" aria-label={w.parryTitle}>
              <strong>{w.parryTitle}</strong>{' '}
              {parryChoices.map((c) => {
                const o = odds(c);
                // The same level may be offered with an Action card backing the parry and without
                // one (AMB-40): a backed parry names its card.
                return (
                  <button
                    key={`${c.level}:${c.card ?? ''}`}
                    type="button"
                    data-level={c.level}
                    data-card={c.card ?? ''}
                    title={o?.title}
                    onClick={() => choose(c)}
                  >
                    {c.level === 0 ? w.noParry : `${w.ml} ${c.level}`}
                    {c.card ? ` + ${cards.get(c.card)?.name ?? c.card}` : ''}
                    {o ? <span className="hy-odds"> · {o.short}</span> : null}
                  </button>
                );
              })}
            </div>
          ) : null}
          {keepChoices.length > 0 ? (
            <div className="hy-panel hy-keep" role="group" aria-label={w.keepTitle}>
              <strong>{w.keepTitle}</strong>{' '}
              {keepChoices.map((c) => (
                <button key={c.die} type="button" data-die={c.die} onClick={() => choose(c)}>
                  {describeChoice(c)}
                </button>
              ))}
            </div>
          ) : null}
          {pushChoices.length > 0 ? (
            <div className="hy-panel hy-brutish" role="group" aria-label={w.brutishTitle}>
              <strong>{w.brutishTitle}</strong>{' '}
              {pushChoices.map((c) => (
                <button key={String(c.push)} type="button" data-push={String(c.push)} onClick={() => choose(c)}>
                  {describeChoice(c)}
                </button>
              ))}
            </div>
          ) : null}
          {offBoard.length > 0 ? (
            <div className="hy-panel hy-offboard">
              <strong>{w.offBoard}</strong>{' '}
              {offBoard.map((x) => (
                // A warrior not on the board takes his Activation counter here: clicked, or the
                // counter dragged onto him, as onto a warrior on the board.
                <button
                  key={x.id}
                  type="button"
                  className={`warrior-chip ${x.side}${counterChoice(x.id) ? ' can' : ''}`}
                  data-warrior={x.id}
                  data-status={x.status}
                  disabled={!counterChoice(x.id)}
                  onClick={() => clickWarrior(x)}
                >
                  {warriorTitle(x, names, lang)} ({w.offStatus[x.status] ?? x.status})
                  {x.counter !== null && !over ? ` · ${w.counter} ${x.counter}` : ''}
                </button>
              ))}
            </div>
          ) : null}
          {over ? null : (
            <div className="hy-panel">
              <strong>{w.counters}</strong>{' '}
              {view.mySequence.length > 0
                ? view.mySequence.map((id, i) => (
                    <span key={id} className="counter-chip">
                      {i + 1}: {nameOf(id)}
                    </span>
                  ))
                : null}
              {Object.entries(view.sides)
                .filter(([s]) => s !== view.seat)
                .map(([s, side]) => (
                  <span key={s} className="muted">
                    {' '}
                    {seatName(s)}:{' '}
                    {side.countersPlaced > 0
                      ? `${'▮'.repeat(side.countersPlaced)} (${side.countersPlaced} ${w.faceDown})`
                      : w.noneYet}
                  </span>
                ))}
            </div>
          )}
          {view.hand.length + view.eventHand.length > 0 ? (
            <div className="hy-panel hy-hand">
              {view.hand.length > 0 ? (
                <>
                  <strong>{w.hand}</strong>{' '}
                  {view.hand.map((c, i) => (
                    <span key={i} className="card-chip" data-card={c} title={cards.get(c)?.text ?? ''}>
                      {cards.get(c)?.name ?? c}
                      {cards.get(c)?.points !== undefined ? ` (${cards.get(c)?.points ?? ''})` : ''}
                    </span>
                  ))}
                </>
              ) : null}
              {/* Event cards drawn from an Event counter wait here until a moment to play them comes. */}
              {view.eventHand.length > 0 ? (
                <span className="hy-event-hand">
                  <strong>{w.eventHand}</strong>{' '}
                  {view.eventHand.map((c, i) => (
                    <span key={i} className="card-chip" data-card={c} title={cards.get(c)?.text ?? ''}>
                      {cards.get(c)?.name ?? c}
                    </span>
                  ))}
                </span>
              ) : null}
              {/* What each card does, to read where there is no pointer to hover a card with (a phone). */}
              <details className="hy-card-texts">
                <summary>{w.cardTexts}</summary>
                <ul>
                  {[...view.hand, ...view.eventHand].map((c, i) => (
                    <li key={i} data-card={c}>
                      <strong>{cards.get(c)?.name ?? c}</strong>: {cards.get(c)?.text ?? ''}
                    </li>
                  ))}
                </ul>
              </details>
            </div>
          ) : null}
          {focus ? (
            <p className="muted hy-legend">
              {w.legendFor} {warriorTitle(focus, names, lang)}: <span className="key seen" /> {w.seen}{' '}
              <span className="key dead" /> {w.dead} <span className="key reach" /> {w.reach}
            </p>
          ) : null}
        </div>
      </div>
      {/* The key to the board's marks, after all it offers to do, outside the board's own drawing. */}
      <details className="hy-key">
        <summary>{w.mapKey}</summary>
        <ul>
          {keyKinds(view).map((k) => (
            <li key={k} data-key={k}>
              <svg className="hy-key-icon" viewBox="0 0 20 20" width={18} height={18} aria-hidden="true">
                {KEY_ICONS[k]}
              </svg>{' '}
              {w.keyItem[k] ?? k}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
