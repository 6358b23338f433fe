import { canonicalJson } from '@skirmish/core';
import {
  attackOddsRequest,
  cardText,
  cardUsesNow,
  localName,
  localText,
  columnName,
  localTitle,
  moduleName,
  numberedEnemy,
  rowName,
  sampleContent,
  squareNameOfKey,
  unparkRoomIn,
  type HuntersContent,
  type HuntersView,
} from '@skirmish/hunters';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
} from 'react';
import { useI18n, type Lang } from '../../i18n.ts';
import { withoutRule } from '../../format.ts';
import { usePack } from '../../pack.ts';
import { BoardFrame } from '../../components/BoardFrame.tsx';
import { tokenLetters } from '../../letters.ts';
import type { BoardProps } from '../types.ts';
import {
  FACING_VECTORS,
  asHuntersView,
  byCard,
  byEnemy,
  bySquare,
  choicesOf,
  disabledUntil,
  EDGE_MARGIN,
  edgeNames,
  enemyArcs,
  enemyZones,
  enemyTokenTag,
  enemyTurnEvents,
  occupants,
  offBoardSteps,
  squareOf,
  type Choice,
  type HuCampaign,
  type HuChar,
  type HuForecast,
  type HuView,
} from './model.ts';
import { PayFrom } from './PayFrom.tsx';
import { DeckEditor } from './DeckEditor.tsx';
import { enhancedActivity, huWords, tokenMark, type HuWords, type NoRoomHow } from './words.ts';

const C = 44;
/** The margin round the map that holds the names of its columns and rows, at full size. */
const M = EDGE_MARGIN;
/** Where a figure's facing notch starts, as a share of its radius from the middle. */
const NOTCH_FROM = 0.6;
/** Where this browser keeps whether the enemies' arcs are shown (off unless the player turned them on). */
const ARCS_KEY = 'skirmish.hunters.arcs';
/** How far an arc's band reaches into a space next to the enemy, from the enemy's side, as a share of a space. */
const ARC_BAND = 0.34;

function arcsRemembered(): boolean {
  try {
    return localStorage.getItem(ARCS_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberArcs(on: boolean): void {
  try {
    localStorage.setItem(ARCS_KEY, String(on));
  } catch {
    // A storage the browser refuses only costs the choice after a reload.
  }
}
/** Names and texts read off one Hunters pack, in one language. */
export interface HuntersNames {
  readonly content: HuntersContent;
  readonly cardName: (id: string) => string;
  readonly cardText: (id: string) => string;
  readonly gearName: (id: string) => string;
  readonly locationName: (id: string) => string;
  /** A character by its class (a character's id is its class); `fallback` where the pack has no such class. */
  readonly className: (id: string, fallback?: string) => string;
  /** An enemy by its kind; `fallback` (the name the view carries) where the pack has no such kind. */
  readonly enemyName: (kind: string, fallback?: string) => string;
  /** A mission's title; `fallback` (the title the view carries) where the pack has no such mission. */
  readonly missionTitle: (id: string, fallback?: string) => string;
}

const namesByPack = new WeakMap<HuntersContent, Map<Lang, HuntersNames>>();

/**
 * The pack's names in `lang`: on the Hungarian page its own Hungarian names, else ours for the
 * sample's, else the names as it wrote them; action cards say what they do in Hungarian words.
 */
function namesOf(content: HuntersContent, lang: Lang): HuntersNames {
  let byLang = namesByPack.get(content);
  if (!byLang) namesByPack.set(content, (byLang = new Map<Lang, HuntersNames>()));
  let n = byLang.get(lang);
  if (!n) {
    const card = (id: string) => content.cards.find((c) => c.id === id);
    n = {
      content,
      cardName: (id) => {
        const c = card(id);
        return c ? localName(c, lang) : id;
      },
      cardText: (id) => {
        const c = card(id);
        return c ? cardText(c, lang) : '';
      },
      gearName: (id) => {
        const g = content.gear.find((x) => x.id === id);
        return g ? localName(g, lang) : id;
      },
      locationName: (id) => {
        const l = content.locations.find((x) => x.id === id);
        return l ? localName(l, lang) : id;
      },
      className: (id, fallback) => {
        const k = content.classes.find((x) => x.id === id);
        return k ? localName(k, lang) : (fallback ?? id);
      },
      enemyName: (kind, fallback) => {
        const e = content.enemies.find((x) => x.id === kind);
        return e ? localName(e, lang) : (fallback ?? kind);
      },
      missionTitle: (id, fallback) => {
        const m = content.missions.find((x) => x.id === id);
        return m ? localTitle(m, lang) : (fallback ?? id);
      },
    };
    byLang.set(lang, n);
  }
  return n;
}

/**
 * The names of the pack of the game this board draws, from the page's pack context (the sample
 * until it is fetched), in the page's language: each board reads its own game's pack, however
 * many are on screen.
 */
export function useHuntersNames(): HuntersNames {
  const { lang } = useI18n();
  return namesOf((usePack().content as HuntersContent | null) ?? sampleContent, lang);
}

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

/** The square under a screen point, from the map's `data-square` groups. */
function squareAt(x: number, y: number): string | null {
  for (const el of document.elementsFromPoint(x, y)) {
    const g = el.closest('[data-square]');
    if (g) return g.getAttribute('data-square');
  }
  return null;
}

export function HuntersBoard(props: BoardProps) {
  const { lang } = useI18n();
  const w = huWords(lang);
  const view = asHuntersView(props.snapshot.view);
  if (!view) return <p className="muted">{w.mapLabel}</p>;
  if (view.phase === 'campaign' && view.campaign)
    return <CampaignPanel {...props} view={view} camp={view.campaign} w={w} />;
  return <MissionPanel {...props} view={view} w={w} />;
}

function MissionPanel({
  snapshot,
  choose,
  describeChoice,
  setOdds,
  log,
  view,
  w,
  seatName = (s) => s,
}: BoardProps & { view: HuView; w: HuWords }) {
  const { lang } = useI18n();
  const { content, gearName, className, enemyName, missionTitle } = useHuntersNames();
  const choices = useMemo(() => choicesOf(snapshot.legal), [snapshot.legal]);
  const squares = useMemo(() => {
    const m = bySquare(choices);
    // A tie the players settle names spaces by index: shown on the map at those spaces.
    const ask = (snapshot.view as { ask?: { kind?: string; options?: unknown } } | null)?.ask;
    const options =
      ask?.kind === 'tie' && Array.isArray(ask.options) ? (ask.options as Array<{ x: number; y: number }>) : [];
    for (const c of choices)
      if (c.kind === 'tie' && typeof c['index'] === 'number') {
        const p = options[c['index']];
        if (p) m.set(`${p.x},${p.y}`, [...(m.get(`${p.x},${p.y}`) ?? []), c]);
      }
    return m;
  }, [choices, snapshot.view]);
  const enemies = useMemo(() => byEnemy(choices), [choices]);
  const cards = useMemo(() => byCard(choices), [choices]);
  const [picked, setPicked] = useState<{ kind: 'square' | 'enemy'; id: string } | null>(null);
  const [hidden, setHidden] = useState(false);
  const [drag, setDrag] = useState<{ char: string; over: string | null } | null>(null);
  // A step off the board waits here for the player to confirm it (HU-MOVE-09).
  const [leaving, setLeaving] = useState<Choice | null>(null);
  const [arcs, setArcsState] = useState(arcsRemembered);
  // The enemy whose zones are shaded across the map while the arcs are shown: the one pointed at
  // or focused, else the one last tapped (a phone has no pointer to hover with).
  const [zonesOf, setZonesOf] = useState<{ hover: string | null; tapped: string | null }>({
    hover: null,
    tapped: null,
  });
  const setArcs = (on: boolean) => {
    rememberArcs(on);
    setArcsState(on);
  };
  useEffect(() => {
    setPicked(null);
    setLeaving(null);
  }, [snapshot.index]);
  // On a phone the question of the moment stays at the foot of the screen, over what lies there.
  // When the mission opens with its map (or a part of it, as the bottom rows where the characters
  // deploy) under that panel, the page scrolls once to bring the map up clear of it, with the
  // mission's line above it where there is room: the map and the question are what a player opens
  // the game to see, and nothing of either needs a tap to come out.
  const boardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const board = boardRef.current;
    const map = board?.querySelector('.hu-svg');
    const panel = board?.closest('.main-col')?.querySelector(':scope > .decision');
    if (!board || !map || !panel || getComputedStyle(panel).position !== 'sticky') return;
    const clear = () => {
      const m = map.getBoundingClientRect();
      return m.top >= 0 && m.bottom <= panel.getBoundingClientRect().top;
    };
    if (clear()) return;
    board.scrollIntoView({ block: 'start' });
    if (!clear()) board.querySelector('.hu-frame')?.scrollIntoView({ block: 'start' });
  }, []);

  const H = view.height || view.terrain?.height || 1;
  const W = view.width || view.terrain?.width || 1;
  const sx = (x: number) => x * C;
  const sy = (y: number) => (H - 1 - y) * C;
  // A space by the name its column and row give it on the map's edges, as the choices name it.
  const spaceName = (k: string) => squareNameOfKey(k, lang, { width: W, height: H });
  const occ = occupants(view);
  // The letters on the characters' tokens, never two alike (the Sniper and the Soldier are both "S").
  const letters = tokenLetters(view.chars.map((c) => className(c.cls, c.name)));
  const deployment = new Set(view.deployment.map((p) => `${p.x},${p.y}`));
  const stepping = choices.some((c) => c.kind === 'step' || c.kind === 'deploy');
  const deploying = choices.find((c) => c.kind === 'deploy');
  const moverId =
    view.current?.character ?? (typeof deploying?.['character'] === 'string' ? deploying['character'] : null);
  const enemyTurn = enemyTurnEvents(log ?? []);

  const pickSquare = (k: string) => {
    const here = squares.get(k) ?? [];
    if (here.length === 1 && here[0]) choose(here[0]);
    else if (here.length > 1) setPicked({ kind: 'square', id: k });
  };
  // The odds panel set to the first attack offered at enemy `id`, with the numbers the rules roll
  // with (the view's `attackRolls`): the health it costs, or for a Mental attack whom it disables.
  const showAttackOdds = (id: string) => {
    const rolls = (snapshot.view as Pick<HuntersView, 'attackRolls'> | null)?.attackRolls;
    for (const c of enemies.get(id) ?? []) {
      const at = rolls?.[canonicalJson(c)]?.find((r) => r.enemy === id);
      const req = at ? attackOddsRequest(at) : null;
      if (req) {
        setOdds(req);
        return;
      }
    }
  };
  const pickEnemy = (id: string) => {
    showAttackOdds(id);
    const here = enemies.get(id) ?? [];
    if (here.length === 1 && here[0]) choose(here[0]);
    else if (here.length > 1) setPicked({ kind: 'enemy', id });
  };

  // Dragging the acting character (or the one being deployed) onto a space plays the choice there.
  const startDrag = (e: ReactPointerEvent, char: string) => {
    if (!stepping || char !== moverId) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ char, over: null });
  };
  const moveDrag = (e: ReactPointerEvent) => {
    if (!drag) return;
    const over = squareAt(e.clientX, e.clientY);
    if (over !== drag.over) setDrag({ ...drag, over });
  };
  const endDrag = (e: ReactPointerEvent) => {
    if (!drag) return;
    const over = squareAt(e.clientX, e.clientY);
    setDrag(null);
    if (over && squares.has(over)) pickSquare(over);
  };

  const cells: ReactElement[] = [];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const k = `${x},${y}`;
      const s = view.terrain?.spaces[k];
      const here = squares.get(k);
      const cls = [
        'hu-sq',
        (x + y) % 2 ? 'a' : 'b',
        deployment.has(k) && view.phase === 'deploy' ? 'deploy-zone' : '',
        s?.covered ? 'covered' : '',
        here ? 'can' : '',
        occ.has(k) ? 'occupied' : '',
        drag?.over === k && here ? 'over' : '',
        picked?.kind === 'square' && picked.id === k ? 'picked' : '',
      ].join(' ');
      const icons = [
        s?.vantage ? '▲' : '',
        s?.cover ? '◆' : '',
        s?.openGround ? '∴' : '',
        s?.finding && !view.collected.includes(k) ? '★' : '',
      ].join('');
      cells.push(
        <g
          key={k}
          className={cls}
          data-square={k}
          {...(here
            ? {
                role: 'button',
                tabIndex: 0,
                'aria-label': `${w.square} ${spaceName(k)}: ${here.map((c) => describeChoice(c)).join('; ')}`,
                ...onActivate(() => pickSquare(k)),
              }
            : {})}
        >
          <rect x={sx(x)} y={sy(y)} width={C} height={C} />
          {icons ? (
            <text className="icons" x={sx(x) + 3} y={sy(y) + 12}>
              {icons}
            </text>
          ) : null}
        </g>,
      );
    }

  const edges = Object.entries(view.terrain?.edges ?? {}).flatMap(([k, kind]) => {
    const [a, b] = k.split('|').map((p) => p.split(',').map(Number));
    const [x1 = 0, y1 = 0] = a ?? [];
    const [x2 = 0, y2 = 0] = b ?? [];
    if (x1 === x2 && Math.abs(y1 - y2) === 1) {
      const ly = sy(Math.min(y1, y2));
      return [<line key={k} className={`hu-edge ${kind}`} x1={sx(x1)} y1={ly} x2={sx(x1) + C} y2={ly} />];
    }
    if (y1 === y2 && Math.abs(x1 - x2) === 1) {
      const lx = sx(Math.max(x1, x2));
      return [<line key={k} className={`hu-edge ${kind}`} x1={lx} y1={sy(y1)} x2={lx} y2={sy(y1) + C} />];
    }
    return [];
  });

  // Each enemy's arcs: a band along its side of every space next to it, in the colour of the zone
  // the rules give that space, so that the bands of two enemies side by side never cover each
  // other. They lie under the figures and take no pointer, so every space stays as clickable as before.
  const band = C * ARC_BAND;
  const gap = 1.5;
  // Past the spaces next to it, an enemy's zones spread as wedges across the map: shaded, faintly,
  // for one enemy at a time, the one the player points at or last tapped.
  const shaded = arcs
    ? view.enemies.find((e) => e.health > 0 && e.id === (zonesOf.hover ?? zonesOf.tapped))
    : undefined;
  const zoneShades = shaded ? (
    <g className="hu-zones" data-zones={shaded.id} aria-hidden="true" pointerEvents="none">
      {enemyZones(shaded, { width: W, height: H }).map((z) => (
        <rect
          key={`${z.x},${z.y}`}
          className={`hu-zone ${z.zone}`}
          data-zone={z.zone}
          data-at={`${z.x},${z.y}`}
          x={sx(z.x)}
          y={sy(z.y)}
          width={C}
          height={C}
        />
      ))}
    </g>
  ) : null;
  const arcMarks = arcs
    ? view.enemies
        .filter((e) => e.health > 0)
        .map((e) => (
          <g key={e.id} className="hu-arcs" data-arcs={e.id} aria-hidden="true" pointerEvents="none">
            {enemyArcs(e, { width: W, height: H }).map((a) => {
              // Across the step the band hugs the enemy's side of the space; along it, it spans the space.
              // (North is up: a space north of the enemy has the enemy below it.)
              const x = a.dx === -1 ? sx(a.x) + C - band : sx(a.x);
              const y = a.dy === 1 ? sy(a.y) + C - band : sy(a.y);
              const width = a.dx === 0 ? C : band;
              const height = a.dy === 0 ? C : band;
              return (
                <rect
                  key={`${a.x},${a.y}`}
                  className={`hu-arc ${a.zone}`}
                  data-arc={a.zone}
                  data-at={`${a.x},${a.y}`}
                  x={x + gap}
                  y={y + gap}
                  width={width - 2 * gap}
                  height={height - 2 * gap}
                  rx={2}
                />
              );
            })}
          </g>
        ))
    : null;

  const figures = [...occ.entries()].flatMap(([k, list]) => {
    const [x = 0, y = 0] = k.split(',').map(Number);
    const n = list.length;
    const per = Math.ceil(Math.sqrt(n));
    const r = n === 1 ? C / 2 - 6 : C / (2 * per) - 2;
    return list.map((o, i) => {
      const cx = sx(x) + (n === 1 ? C / 2 : (C / per) * ((i % per) + 0.5));
      const cy = sy(y) + (n === 1 ? C / 2 : (C / per) * (Math.floor(i / per) + 0.5));
      const facing = o.kind === 'char' ? o.c.facing : o.e.facing;
      const [fx = 0, fy = 1] = FACING_VECTORS[facing] ?? [];
      const len = Math.hypot(fx, fy) || 1;
      const tip = { x: cx + (fx / len) * r, y: cy - (fy / len) * r };
      // The facing is a notch at the rim, clear of the letters or the numbers in the middle:
      // a line through the middle made "1" read as "−1".
      const notch = { x: cx + (fx / len) * r * NOTCH_FROM, y: cy - (fy / len) * r * NOTCH_FROM };
      const until = disabledUntil(view, o.kind === 'char' ? o.c : o.e);
      // A figure out of action after an EMP hit wears a dashed ring inside its base, in a colour
      // no other mark of the map uses.
      const disabledRing =
        until === null ? null : (
          <circle
            className="disabled-ring"
            cx={cx}
            cy={cy}
            r={Math.max(r - 3, 2)}
            fill="none"
            stroke="#7fe7ff"
            strokeWidth={2}
            strokeDasharray="3 2"
            pointerEvents="none"
          />
        );
      const disabledNote = until === null ? '' : `, ${w.disabledUntil(until)}`;
      if (o.kind === 'char') {
        const c = o.c;
        const name = className(c.cls, c.name);
        const mover = c.id === moverId;
        const activate = choices.find((x) => x.kind === 'activate' && x['character'] === c.id);
        return (
          <g
            key={c.id}
            className={`hu-char${c.seat === view.seat ? ' mine' : ''}${mover ? ' active' : ''}${c.hidden ? ' hidden' : ''}${c.health <= 0 ? ' down' : ''}${until !== null ? ' disabled' : ''}${activate ? ' can' : ''}`}
            data-char={c.id}
            data-disabled={until ?? undefined}
            role="button"
            tabIndex={0}
            aria-label={`${name}, ${w.health} ${c.health}/${c.maxHealth}, ${w.facing} ${w.facingName[c.facing] ?? ''}${disabledNote}`}
            onPointerDown={(e) => startDrag(e, c.id)}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            {...onActivate(() =>
              activate ? choose(activate) : c.pos ? pickSquare(`${c.pos.x},${c.pos.y}`) : undefined,
            )}
          >
            <circle className="base" cx={cx} cy={cy} r={r} />
            {disabledRing}
            <line className="front" x1={notch.x} y1={notch.y} x2={tip.x} y2={tip.y} />
            <text x={cx} y={cy + 4}>
              {letters.get(name) ?? name.slice(0, 1)}
            </text>
          </g>
        );
      }
      const e = o.e;
      const name = enemyName(e.kind, e.name);
      const can = enemies.has(e.id);
      // With the arcs shown, the enemy's facing is said too, which they are drawn from.
      const faces = arcs ? `, ${w.facing} ${w.facingName[e.facing] ?? ''}` : '';
      return (
        <g
          key={e.id}
          className={`hu-enemy${can ? ' can' : ''}${picked?.kind === 'enemy' && picked.id === e.id ? ' picked' : ''}${view.enemyQueue[0] === e.id ? ' next' : ''}${until !== null ? ' disabled' : ''}`}
          data-enemy={e.id}
          data-disabled={until ?? undefined}
          role="button"
          tabIndex={0}
          aria-label={`${numberedEnemy(name, e.id)}, ${w.health} ${e.health}${faces}${disabledNote}`}
          onPointerEnter={(ev) => {
            if (ev.pointerType === 'mouse') setZonesOf((z) => ({ ...z, hover: e.id }));
          }}
          onPointerLeave={() => setZonesOf((z) => (z.hover === e.id ? { ...z, hover: null } : z))}
          onFocus={() => setZonesOf((z) => ({ ...z, hover: e.id }))}
          onBlur={() => setZonesOf((z) => (z.hover === e.id ? { ...z, hover: null } : z))}
          {...onActivate(() => {
            setZonesOf((z) => ({ ...z, tapped: e.id }));
            if (can) pickEnemy(e.id);
            else pickSquare(`${e.pos.x},${e.pos.y}`);
          })}
        >
          <title>{`${numberedEnemy(name, e.id)}, ${w.health} ${e.health}${disabledNote}`}</title>
          <rect className="base" x={cx - r} y={cy - r} width={2 * r} height={2 * r} rx={4} />
          {disabledRing}
          <line className="front" x1={notch.x} y1={notch.y} x2={tip.x} y2={tip.y} />
          {/* Its number, as the lists name it, large; its Health small beneath, clear of a notch facing down. */}
          <text className="tag" x={cx} y={cy + r * 0.1}>
            {enemyTokenTag(e.id)}
          </text>
          <text className="hp" x={cx} y={cy + r * 0.6} style={{ fontSize: Math.max(r * 0.45, 6) }}>
            {`♥${e.health}`}
          </text>
        </g>
      );
    });
  });

  const enemyLabel = (e: HuView['enemies'][number] | undefined) =>
    e ? numberedEnemy(enemyName(e.kind, e.name), e.id) : undefined;
  const pickedChoices = picked ? ((picked.kind === 'square' ? squares : enemies).get(picked.id) ?? []) : [];
  const deploys = pickedChoices.filter((c) => c.kind === 'deploy');
  const canHide = deploys.some((c) => c['hidden'] === true);
  // Every seated player sees every hand (HU-PLAYERS-05); only his own characters' cards are his to play.
  const mine = view.chars.filter((c) => c.hand !== null);
  const handled = new Set(['step', 'deploy', 'shoot', 'area', 'melee', 'enemy-first', 'keep', 'play', 'cycle', 'tie']);
  const leaves = offBoardSteps(choices, view);
  const mover = view.chars.find((c) => c.id === moverId);
  const moverName = mover ? className(mover.cls, mover.name) : '';
  // Each character to place has his own set of facings, headed with his name.
  const placing = [...new Set(deploys.map((c) => str(c['character'])))];
  const charName = (id: string) => {
    const c = view.chars.find((x) => x.id === id);
    return c ? className(c.cls, c.name) : className(id);
  };
  const others = choices.filter((c) => !handled.has(c.kind) && !(c.kind === 'react' && c['card']));
  // On a finding his sheet has no room for: why no Collect is offered, and what would make room.
  const noRoom = view.phase === 'character' ? noRoomCase(view, content) : null;

  return (
    <div className="hu-board" data-phase={view.phase} ref={boardRef}>
      <p className="hu-status">
        <strong>{missionTitle(view.mission, view.title)}</strong> · {w.turn} {view.turn}/{view.maxTurns} ·{' '}
        {w.phase[view.phase] ?? view.phase} · {w.time[view.time] ?? view.time} ·{' '}
        {w.weather[view.weather] ?? view.weather}
        {view.campaign ? (
          <>
            {' '}
            · {w.campaign}: {w.day} {view.campaign.day}
          </>
        ) : null}
      </p>
      <BoardFrame
        kind="hu"
        storageKey="skirmish.hunters.fit"
        fitByDefault
        width={W * C + 2 * M}
        fitLabel={w.fitMap}
        fullSizeLabel={w.fullSizeMap}
      >
        {({ fittedTo }) => {
          const { margin: m, label } = edgeNames(W * C, fittedTo);
          // From the middle of a name to its baseline (4 for names 13 tall), so that it stands centred in its margin.
          const lift = Math.round((label * 40) / 13) / 10;
          return (
            <svg
              className="hu-svg"
              viewBox={`${-m} ${-m} ${W * C + 2 * m} ${H * C + 2 * m}`}
              width={W * C + 2 * m}
              height={H * C + 2 * m}
              // Fitted to the width, the map shrinks on a narrow screen but never grows past its size.
              style={{ maxWidth: W * C + 2 * m }}
              role="group"
              aria-label={w.mapLabel}
              onPointerMove={moveDrag}
              onPointerUp={endDrag}
            >
              <g className="hu-coords" aria-hidden="true" style={{ fontSize: label }}>
                {/* The spaces' names as the choices and the log give them, on all four edges. */}
                {Array.from({ length: W }, (_, x) => (
                  <g key={`c${x}`} data-column={columnName(x)}>
                    <text x={sx(x) + C / 2} y={-m / 2 + lift}>
                      {columnName(x)}
                    </text>
                    <text x={sx(x) + C / 2} y={H * C + m / 2 + lift}>
                      {columnName(x)}
                    </text>
                  </g>
                ))}
                {Array.from({ length: H }, (_, y) => (
                  <g key={`r${y}`} data-row={rowName(y)}>
                    <text x={-m / 2} y={sy(y) + C / 2 + lift}>
                      {rowName(y)}
                    </text>
                    <text x={W * C + m / 2} y={sy(y) + C / 2 + lift}>
                      {rowName(y)}
                    </text>
                  </g>
                ))}
              </g>
              {cells}
              {zoneShades}
              {edges}
              {arcMarks}
              {view.tokens.map((t) => {
                const name = w.token[t.kind] ?? t.kind;
                const mark = tokenMark(t.kind, w);
                // Two letters start further in, so that they stay inside the space.
                const x = sx(t.pos.x) + C - 6 - 8 * mark.length;
                return (
                  <text key={t.id} className={`hu-token ${t.kind}`} x={x} y={sy(t.pos.y) + C - 4}>
                    <title>{name}</title>
                    {mark}
                  </text>
                );
              })}
              {view.placed.map((g) => (
                <g key={g.id} className={`hu-placed${g.armed ? ' armed' : ''}`} data-placed={g.gear}>
                  <title>{gearName(g.gear)}</title>
                  <rect x={sx(g.pos.x) + 2} y={sy(g.pos.y) + C - 14} width={12} height={12} rx={2} />
                  <text x={sx(g.pos.x) + 8} y={sy(g.pos.y) + C - 4}>
                    {gearName(g.gear)[0] ?? '?'}
                  </text>
                </g>
              ))}
              {figures}
            </svg>
          );
        }}
      </BoardFrame>
      <div className="hu-arcs-toggle">
        <label>
          <input type="checkbox" checked={arcs} onChange={(e) => setArcs(e.target.checked)} /> {w.showArcs}
        </label>
        {arcs ? (
          <ul className="hu-arcs-key" aria-label={w.arcsKey}>
            {(['front', 'flank', 'back'] as const).map((z) => (
              <li key={z} data-arc={z}>
                <span className={`swatch arc ${z}`} /> {w.arc[z]}
              </li>
            ))}
          </ul>
        ) : null}
        {arcs ? <p className="hu-zones-hint muted">{w.zonesHint}</p> : null}
      </div>
      <details className="hu-legend">
        <summary>{w.legend}</summary>
        <ul>
          <li>▲ {w.icons['vantage']}</li>
          <li>◆ {w.icons['cover']}</li>
          <li>∴ {w.icons['openGround']}</li>
          <li>★ {w.icons['finding']}</li>
          <li>
            <span className="swatch covered" /> {w.icons['covered']}
          </li>
          <li>
            <span className="swatch deploy-zone" /> {w.icons['deployment']}
          </li>
          <li>
            <span className="swatch hu-can" /> {w.icons['can']}
          </li>
          <li>
            <span className="swatch obstacle" /> {w.icons['obstacle']}
          </li>
          <li>
            <span className="swatch barrier" /> {w.icons['barrier']}
          </li>
        </ul>
      </details>
      {picked && pickedChoices.length > 0 ? (
        <div className="hu-panel picked-panel" role="group" aria-label={w.optionsHere}>
          <h3>
            {picked.kind === 'square'
              ? `${w.square} ${spaceName(picked.id)}`
              : `${w.target}: ${enemyLabel(view.enemies.find((e) => e.id === picked.id)) ?? picked.id}`}
          </h3>
          {deploys.length > 0 ? (
            <>
              {canHide ? (
                <label>
                  <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />{' '}
                  {w.hiddenToggle}
                </label>
              ) : null}
              {placing.map((who) => (
                <div key={who} className="hu-facings" role="group" aria-label={charName(who)} data-char={who}>
                  <h4>{charName(who)}</h4>
                  {deploys
                    .filter((c) => c['character'] === who && (canHide ? c['hidden'] === hidden : true))
                    .map((c) => (
                      <button
                        key={`${String(c['facing'])}-${String(c['hidden'])}`}
                        type="button"
                        data-facing={String(c['facing'])}
                        onClick={() => choose(c)}
                      >
                        {w.facingName[Number(c['facing'])] ?? String(c['facing'])}
                      </button>
                    ))}
                </div>
              ))}
            </>
          ) : null}
          {pickedChoices
            .filter((c) => c.kind !== 'deploy')
            .map((c, i) => (
              <button key={i} type="button" onClick={() => choose(c)}>
                {describeChoice(c)}
              </button>
            ))}
        </div>
      ) : null}
      {leaves.length > 0 ? (
        <div className="hu-panel hu-leave" role="group" aria-label={w.leave}>
          <h3>{w.leave}</h3>
          <p className="muted">{w.leaveNote}</p>
          {leaving ? (
            <>
              <strong>{describeChoice(leaving)}</strong>
              <button type="button" className="hu-leave-confirm" onClick={() => choose(leaving)}>
                {w.leaveConfirm(moverName)}
              </button>
              <button type="button" className="hu-leave-cancel" onClick={() => setLeaving(null)}>
                {w.leaveCancel}
              </button>
            </>
          ) : (
            leaves.map((c, i) => (
              <button key={i} type="button" data-kind="leave" onClick={() => setLeaving(c)}>
                {describeChoice(c)}
              </button>
            ))
          )}
        </div>
      ) : null}
      {others.length > 0 ? (
        <div className="hu-panel hu-actions" role="group" aria-label={w.actions}>
          <h3>{w.actions}</h3>
          {noRoom ? (
            <p className="hu-no-room" data-char={noRoom.who.id} data-how={noRoom.how}>
              {w.noRoom(className(noRoom.who.cls, noRoom.who.name), noRoom.how)}
            </p>
          ) : null}
          {others.map((c, i) => (
            <button key={i} type="button" data-kind={c.kind} onClick={() => choose(c)}>
              {describeChoice(c)}
            </button>
          ))}
        </div>
      ) : null}
      {mine.map((c) => (
        <Hand
          key={c.id}
          char={c}
          own={c.seat === view.seat}
          idle={view.idle ?? []}
          meleeNow={view.meleeNow === true}
          cards={cards}
          choose={choose}
          describeChoice={describeChoice}
          w={w}
        />
      ))}
      <EnemyTurn events={enemyTurn} w={w} />
      <div className="hu-sheets">
        {view.chars.map((c) => (
          <Sheet
            key={c.id}
            char={c}
            mine={c.seat === view.seat}
            until={c.dead ? null : disabledUntil(view, c)}
            w={w}
            seat={seatName(c.seat)}
          />
        ))}
        <section className="hu-sheet enemies" aria-label={w.enemies}>
          <h3>{w.enemies}</h3>
          <ul>
            {view.enemies.map((e) => {
              const until = e.health > 0 ? disabledUntil(view, e) : null;
              return (
                <li
                  key={e.id}
                  data-enemy={e.id}
                  data-disabled={until ?? undefined}
                  className={`${e.health <= 0 ? 'gone' : ''}${until !== null ? ' disabled' : ''}`.trim()}
                >
                  {numberedEnemy(enemyName(e.kind, e.name), e.id)} · {w.health} {e.health}
                  {view.enemyQueue.includes(e.id) ? ` · ${w.queue}` : ''}
                  {until !== null ? ` · ${w.disabledUntil(until)}` : ''}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The label of a card's button: keep, cycle, react (with weapon and space) or play (with its enhancement). */
function cardButton(c: Choice, w: HuWords, { cardName, gearName, content }: HuntersNames, meleeNow: boolean): string {
  switch (c.kind) {
    case 'keep':
      return w.keep;
    case 'cycle':
      return w.cycle;
    case 'react': {
      const to = squareOf(c);
      return `${w.react}${str(c['weapon']) ? ` (${gearName(str(c['weapon']))})` : ''}${to ? ` → ${to}` : ''}`;
    }
    default:
      if (!str(c['enhancement'])) return w.play;
      const printed = content.cards.find((k) => k.id === str(c['card']))?.activities ?? [];
      const uses = cardUsesNow(printed, meleeNow).map((a) => a.kind);
      const to = enhancedActivity(content, str(c['card']), Number(c['enhance']), w, uses);
      return `${w.play}, ${w.enhanced} ${cardName(str(c['enhancement']))}${to ? ` (${to})` : ''}`;
  }
}

function Hand({
  char,
  own,
  idle,
  meleeNow,
  cards,
  choose,
  describeChoice,
  w,
}: {
  char: HuChar;
  /** One of this seat's characters: its cards carry this seat's choices. */
  own: boolean;
  /** The cards that, played now, would strike nothing. */
  idle: readonly string[];
  /** Whether the acting character stands in melee (`HuView.meleeNow`), for the words of an enhanced play. */
  meleeNow: boolean;
  cards: Map<string, Choice[]>;
  choose: (c: unknown) => void;
  describeChoice: (c: unknown) => string;
  w: HuWords;
}) {
  const names = useHuntersNames();
  const { cardName, cardText, className } = names;
  const name = className(char.cls, char.name);
  const hand = char.hand ?? [];
  const pool = char.choosable ?? [];
  const card = (id: string, i: number, from: 'hand' | 'pool') => {
    const here = own
      ? (cards.get(id) ?? []).filter((c) => c['character'] === undefined || c['character'] === char.id)
      : [];
    return (
      <li key={`${from}-${id}-${i}`} className={`hu-card${here.length > 0 ? ' can' : ''}`} data-card={id}>
        <strong>{cardName(id)}</strong>
        <span className="card-text">{cardText(id)}</span>
        <span className="card-buttons">
          {here.map((c, j) => (
            <button key={j} type="button" data-kind={c.kind} onClick={() => choose(c)} title={describeChoice(c)}>
              {cardButton(c, w, names, meleeNow)}
              {c.kind === 'play' && idle.includes(id) ? ` (${w.noTarget})` : ''}
            </button>
          ))}
        </span>
      </li>
    );
  };
  return (
    <section className={`hu-panel hu-hand${own ? ' mine' : ''}`} aria-label={`${w.handOf} ${name}`} data-char={char.id}>
      <h3>
        {w.handOf} {name} ({hand.length})
      </h3>
      <ul className="hu-cards">{hand.map((id, i) => card(id, i, 'hand'))}</ul>
      {pool.length > 0 ? (
        <>
          <h4>{w.choosable}</h4>
          <ul className="hu-cards pool">{[...new Set(pool)].map((id, i) => card(id, i, 'pool'))}</ul>
        </>
      ) : null}
    </section>
  );
}

/**
 * A character's blue slots (HU-SHEET-03, -04): the Additional Equipment and the gear put away
 * there, the module tokens (this mission's findings with the modules carried in) and how many more
 * fit, 6 a slot holding no gear (null when the pack does not know his class).
 */
function blueSlots(
  c: HuChar,
  content: {
    readonly classes: ReadonlyArray<{ id: string; slots: { blue: number } }>;
    readonly gear: ReadonlyArray<{ id: string; type: string }>;
  },
) {
  const type = (g: string) => content.gear.find((x) => x.id === g)?.type;
  const blueGear = c.equipment.filter((g) => type(g) === 'equipment');
  const parked = c.parked ?? [];
  const tokens = c.findings + Object.values(c.modules ?? {}).reduce((n, k) => n + k, 0);
  const blue = content.classes.find((k) => k.id === c.cls)?.slots.blue;
  const room =
    blue === undefined ? null : Math.max(0, 6 * Math.max(0, blue - blueGear.length - parked.length) - tokens);
  return { blueGear, parked, tokens, room };
}

/**
 * Why the acting character cannot collect the finding he stands on, by what could make room
 * (HU-SHEET-04), as the rules' refusal words it: throwing tokens away (and, where it frees a blue
 * slot too, putting parked gear back into its own slot), only that unparking, only an exchange of
 * the gear filling his blue slots, or nothing. Null where he has room, or stands on no finding left.
 */
function noRoomCase(view: HuView, content: HuntersContent): { who: HuChar; how: NoRoomHow } | null {
  const who = view.current ? view.chars.find((c) => c.id === view.current?.character) : undefined;
  if (!who?.pos || who.hand === null) return null;
  const at = `${who.pos.x},${who.pos.y}`;
  if (view.terrain?.spaces[at]?.finding !== true || view.collected.includes(at)) return null;
  const { blueGear, parked, tokens, room } = blueSlots(who, content);
  if (room === null || room >= 1) return null;
  const unpark = unparkRoomIn(content, { ...who, parked }) > 0;
  if (tokens >= 1) return { who, how: unpark ? 'tokens-unpark' : 'tokens' };
  if (unpark) return { who, how: 'unpark' };
  const teammate = view.chars.some((c) => c.id !== who.id && c.pos && !c.dead && !c.offBoard);
  return { who, how: teammate && blueGear.length + parked.length > 0 ? 'gear' : 'none' };
}

/** Marks of the blue-slot entries that are not gear in its own slot: gear put away, module tokens. */
const PARKED = 'parked:';
const MODULES = 'modules:';

function Sheet({
  char: c,
  mine,
  until,
  w,
  seat,
}: {
  char: HuChar;
  mine: boolean;
  /** The last turn he stays disabled by EMP, while he is (`disabledUntil`). */
  until: number | null;
  w: HuWords;
  seat: string;
}) {
  const { content, gearName, className } = useHuntersNames();
  const { lang } = useI18n();
  const cls = content.classes.find((k) => k.id === c.cls);
  // Installed implants ride in the equipment list but fill no blue slot (HU-GEAR-09).
  const implant = (g: string) => content.gear.find((x) => x.id === g)?.type === 'implant';
  const implants = c.equipment.filter(implant);
  const name = className(c.cls, c.name);
  const slots = cls?.slots;
  // The blue slots: Additional Equipment, gear put away there, then the module tokens, 6 a slot
  // (this mission's findings with the modules carried in), and the room left for more (HU-SHEET-04).
  const { parked, tokens, room } = blueSlots(c, content);
  const moduleSlots = Array.from({ length: Math.ceil(tokens / 6) }, (_, i) => Math.min(6, tokens - 6 * i));
  // The modules carried in, kind by kind: which of them to throw away or hand over is the player's pick.
  const carried = Object.entries(c.modules ?? {}).filter(([, n]) => n > 0);
  const fill = (items: readonly string[], n: number | undefined) => {
    const out: Array<string | null> = [...items];
    while (n !== undefined && out.length < n) out.push(null);
    return out;
  };
  const status = [
    c.hidden ? w.status['hidden'] : '',
    c.acted ? w.status['acted'] : '',
    c.stunned ? w.status['stunned'] : '',
    until !== null ? w.disabledUntil(until) : '',
    c.dead ? w.status['dead'] : c.health <= 0 ? w.status['down'] : '',
    c.offBoard ? w.status['off'] : '',
  ].filter(Boolean);
  const slotList = (
    label: string,
    kind: string,
    items: Array<string | null>,
    extra?: (g: string) => string,
    own?: (g: string) => string | undefined,
  ) => (
    <div className="hu-slots" data-slot={kind}>
      <span className="muted">{label}</span>
      <ul>
        {items.map((g, i) => (
          <li key={i} className={g ? 'slot full' : 'slot empty'}>
            {g ? (own?.(g) ?? `${gearName(g)}${extra ? extra(g) : ''}`) : w.empty}
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <section
      className={`hu-sheet${mine ? ' mine' : ''}${until !== null ? ' disabled' : ''}`}
      data-char={c.id}
      data-disabled={until ?? undefined}
      aria-label={`${w.sheet}: ${name}`}
    >
      <h3>
        {name} <span className="muted">({seat})</span>
      </h3>
      <div className="hu-health" aria-label={`${w.health} ${c.health}/${c.maxHealth}`}>
        {Array.from({ length: c.maxHealth }, (_, i) => (
          <span key={i} className={i < c.health ? 'pip on' : 'pip'} />
        ))}
      </div>
      {/* Each name with its value, the pairs wrapping as the sheet's width allows: a name never breaks. */}
      <dl className="hu-stats">
        <div>
          <dt>{w.health}</dt>
          <dd>
            {c.health}/{c.maxHealth}
          </dd>
        </div>
        <div>
          <dt>{w.strength}</dt>
          <dd>{c.strength}</dd>
        </div>
        <div>
          <dt>{w.morale}</dt>
          <dd>{c.morale}</dd>
        </div>
        <div>
          <dt>{w.fuel}</dt>
          <dd>{c.fuel}</dd>
        </div>
        <div>
          <dt>{w.findings}</dt>
          <dd>{c.findings}</dd>
        </div>
        {room !== null ? (
          <div>
            <dt>{w.moduleRoom}</dt>
            <dd data-room={room}>{room}</dd>
          </div>
        ) : null}
      </dl>
      {carried.length > 0 ? (
        <p className="hu-carried" data-modules={carried.map(([k, n]) => `${k}:${n}`).join(',')}>
          {w.modules}: {carried.map(([k, n]) => `${n} × ${moduleName(k, lang)}`).join(', ')}
        </p>
      ) : null}
      <p className="muted">
        {c.deckCount} {w.deck} · {c.handCount} {w.inHand} · {c.used.length} {w.discard}
        {status.length > 0 ? ` · ${status.join(', ')}` : ''}
      </p>
      <h4>{w.inventory}</h4>
      {slotList(w.slot['weapon'] ?? '', 'weapon', fill(c.weapons, slots?.weapon), (g) =>
        c.loaded.includes(g) ? ` (${w.loaded})` : '',
      )}
      {slotList(w.slot['armor'] ?? '', 'armor', fill(c.armor ? [c.armor] : [], slots?.armor))}
      {slotList(
        w.slot['blue'] ?? '',
        'blue',
        fill(
          [
            ...c.equipment.filter((g) => !implant(g)),
            ...parked.map((g) => `${PARKED}${g}`),
            ...moduleSlots.map((n) => `${MODULES}${n}`),
          ],
          slots?.blue,
        ),
        undefined,
        (g) =>
          g.startsWith(MODULES)
            ? w.moduleSlot(Number(g.slice(MODULES.length)))
            : g.startsWith(PARKED)
              ? `${gearName(g.slice(PARKED.length))} (${w.putAway})`
              : undefined,
      )}
      {implants.length > 0 ? slotList(w.implants, 'implant', implants) : null}
      {slotList(
        w.slot['accessory'] ?? '',
        'accessory',
        fill(
          c.accessories.map((a) => a.gear),
          slots?.accessory,
        ),
        (g) => {
          const on = c.accessories.find((a) => a.gear === g);
          return on ? ` (${w.on} ${gearName(on.weapon)})` : '';
        },
      )}
    </section>
  );
}

function EnemyTurn({ events, w }: { events: ReturnType<typeof enemyTurnEvents>; w: HuWords }) {
  const first = events[0]?.n ?? -1;
  const [shown, setShown] = useState(1);
  useEffect(() => setShown(1), [first]);
  if (events.length === 0)
    return (
      <section className="hu-panel hu-enemy-turn" aria-label={w.enemyTurn}>
        <h3>{w.enemyTurn}</h3>
        <p className="muted">{w.noEnemyTurn}</p>
      </section>
    );
  const n = Math.min(shown, events.length);
  return (
    <section className="hu-panel hu-enemy-turn" aria-label={w.enemyTurn} data-shown={n} data-total={events.length}>
      <h3>{w.enemyTurn}</h3>
      <ol aria-live="polite">
        {events.slice(0, n).map((e) => (
          <li key={e.n} data-type={e.event.type}>
            {withoutRule(e.text, e.event.rule)}
            {e.event.rule ? (
              <>
                {' '}
                <span className="rule-tag">{e.event.rule}</span>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {n < events.length ? (
        <p>
          <button type="button" className="next-step" onClick={() => setShown(n + 1)}>
            {w.nextStep} ({n + 1}/{events.length})
          </button>{' '}
          <button type="button" onClick={() => setShown(events.length)}>
            {w.showAll}
          </button>
        </p>
      ) : null}
    </section>
  );
}

function CampaignPanel({
  snapshot,
  choose,
  describeChoice,
  log,
  camp,
  w,
  seatName = (s) => s,
}: BoardProps & { view: HuView; camp: HuCampaign; w: HuWords }) {
  const { lang } = useI18n();
  const { content, gearName, locationName, className, cardName, missionTitle } = useHuntersNames();
  const choices = choicesOf(snapshot.legal);
  const lastDay = content.campaign.lastDay;
  const travel = new Map<string, Choice>();
  for (const c of choices) if (c.kind === 'travel' && typeof c['to'] === 'string') travel.set(c['to'], c);
  const reading = camp.toRead[0] ?? null;
  const card = reading ? content.events.find((e) => e.id === reading) : undefined;
  const reads = choices.filter((c) => c.kind === 'read');
  const handled = new Set(['travel', 'read', 'expand', 'construct', 'spoils-pick', 'deck']);
  const others = choices.filter((c) => !handled.has(c.kind));
  const zones = [0, 1, 2, 3];
  const due = new Map<number, string[]>();
  const mark = (day: number, what: string) => due.set(day, [...(due.get(day) ?? []), what]);
  for (const t of camp.eventTokens) mark(t.due, t.letter);
  for (const x of camp.constructions) mark(x.due, gearName(x.gear));
  // A room by the board's word for its kind; on the Hungarian page a pack's own Hungarian name first.
  const roomName = (room: string): string => {
    const def = content.rooms.find((r) => r.id === room);
    return (lang === 'hu' ? def?.nameHu : undefined) ?? w.room[room] ?? (def ? localName(def, lang) : room);
  };
  for (const x of camp.expansions) mark(x.due, roomName(x.room));
  // The days a decision takes as things stand, in words: none for a walk to a site (HU-TRAVEL-03, -04).
  const takes = (f: HuForecast | undefined): string =>
    f
      ? w.takes(
          f,
          f.hungry.map((id) => className(id)),
        )
      : '';
  const isSite = (id: string) => Boolean(content.locations.find((l) => l.id === id)?.parent);
  const here0 = content.locations.find((l) => l.id === camp.location);
  const journey = (id: string): string =>
    isSite(id) || Boolean(here0?.parent) ? w.sameDay : takes(camp.forecast?.travel);
  // What a card's cost takes, in the page's words ("1 Food, 2 Junk").
  type Effect = HuntersContent['events'][number]['options'][number]['effects'][number];
  const amounts = (list: readonly Effect[]): string =>
    list
      .map((e) => {
        const n = 'n' in e && typeof e.n === 'number' ? Math.abs(e.n) : 1;
        switch (e.kind) {
          case 'fuel':
            return `${n} ${w.fuel}`;
          case 'food':
            return `${n} ${w.food}`;
          case 'xp':
            return `${n} ${w.xp}`;
          case 'health':
            return `${n} ${w.health}`;
          case 'days':
            return w.days(n);
          case 'module':
            return `${n} × ${moduleName(e.module, lang)}`;
          case 'gear':
            return gearName(e.gear);
          default:
            return '';
        }
      })
      .filter(Boolean)
      .join(', ');
  const gains = (list: readonly Effect[]): boolean =>
    list.some((e) => ('n' in e && typeof e.n === 'number' && e.n > 0 && e.kind !== 'days') || e.kind === 'gear');
  // Why an option of the card is not offered: a mark or token the party lacks, a cost nobody can
  // meet, else another option the card makes the party take.
  const closedWhy = (o: HuntersContent['events'][number]['options'][number]): string => {
    if (o.requires !== undefined && !camp.markers.includes(o.requires)) return w.needsMarker;
    if (o.requiresToken !== undefined && !(camp.storyTokens ?? []).includes(o.requiresToken)) return w.needsMarker;
    if (o.cost.length > 0) return w.closedWhy;
    return w.otherFirst;
  };
  const modulesOf = (m: Readonly<Record<string, number>> | undefined): string =>
    Object.entries(m ?? {})
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${moduleName(k, lang)}: ${n}`)
      .join(', ');
  const storeroomOf = (r: NonNullable<HuCampaign['chars'][number]['storeroom']>): string =>
    [...r.gear.map(gearName), modulesOf(r.modules), r.fuel > 0 ? `${w.fuel} ${r.fuel}` : ''].filter(Boolean).join(', ');
  // The mission just played, read off the log from its start to its return to the campaign:
  // won or lost, the XP each who went earned, where its Fuel Cells went, the blueprints it gave.
  const lastMission = ((): {
    mission: string;
    victory: boolean;
    xp: number;
    fuel: number;
    fuelTo: string | null;
    blueprints: string[];
  } | null => {
    const events = log ?? [];
    let back = -1;
    for (let i = events.length - 1; i >= 0; i--)
      if (events[i]?.event.type === 'hunters/back-to-campaign') {
        back = i;
        break;
      }
    if (back < 0 || camp.inMission) return null;
    let start = -1;
    for (let i = back; i >= 0; i--)
      if (events[i]?.event.type === 'hunters/mission-start') {
        start = i;
        break;
      }
    const named = start >= 0 ? events[start]?.event['mission'] : undefined;
    const mission = typeof named === 'string' ? named : '';
    if (!mission) return null;
    // What followed the return up to the next day or decision's events of another kind.
    const after = events.slice(back + 1).map((e) => e.event);
    const rewards = after.find((e) => e.type === 'hunters/rewards');
    const victory = rewards !== undefined;
    const leftOut = events
      .slice(start, back)
      .filter((e) => e.event.type === 'hunters/left-out')
      .map((e) => String(e.event['character']));
    const def = content.missions.find((m) => m.id === mission);
    const drafted = snapshot.options?.['spoilsDraft'] === true;
    const fuel = victory ? (def?.rewards.fuelCells ?? 0) : 0;
    // Undrafted, the Fuel Cells go to the first of the party who went (HU-XP-01); drafted, they are shared out.
    const fuelTo = drafted ? null : (camp.chars.find((ch) => !ch.dead && !leftOut.includes(ch.id))?.id ?? null);
    return {
      mission,
      victory,
      xp: typeof rewards?.['xp'] === 'number' ? rewards['xp'] : 0,
      fuel,
      fuelTo,
      blueprints: after.filter((e) => e.type === 'hunters/blueprint-won').map((e) => String(e['gear'])),
    };
  })();
  // Every character who would go on the launched mission is unconscious: it is lost at once.
  const living = camp.chars.filter((ch) => !ch.dead);
  const allDown =
    camp.launched !== null && others.some((c) => c.kind === 'start-mission') && living.every((ch) => ch.health <= 0);
  // The decisions that take days say how many, and the healer what he asks and gives.
  const place = content.locations.find((l) => l.id === camp.location);
  const otherLabel = (c: Choice): string => {
    const f = camp.forecast;
    if (c.kind === 'rest' && f) return `${w.rest}: ${takes(f.rest)}`;
    if (c.kind === 'work' && f) return `${w.work}: ${takes(f.work)}`;
    if (c.kind === 'healer') {
      const heal = place?.services.heal;
      const cure = place?.services.curePoison;
      if (c['cure'] === true && cure !== undefined) return `${describeChoice(c)} (${w.cures(cure)})`;
      if (c['cure'] !== true && heal) return `${describeChoice(c)} (${w.heals(heal.amount, heal.price)})`;
    }
    return describeChoice(c);
  };
  // Nothing else stands in the way of the base's work: no card to read, no mission launched, no spoils.
  const free = !reading && camp.launched === null && !camp.spoils && !camp.inMission && !camp.result;
  const moduleCost = (cost: ReadonlyArray<{ module: string; count: number }>): string =>
    cost.map((x) => `${x.count} × ${moduleName(x.module, lang)}`).join(', ') || w.noCost;
  // A mark by the card that sets it ("Friendly Faces, R103"): its id is no word for players.
  const markerName = (m: string): string => {
    const from = content.events.find((e) =>
      e.options.some((o) => o.effects.some((x) => x.kind === 'marker' && x.marker === m && x.set)),
    );
    return from ? w.markerFrom(localTitle(from, lang), from.id) : m;
  };
  // The main plot's missions, those played out, and those among them lost (HU-CAMP-05).
  const mainPlot = content.missions.filter((m) => m.plot === 'main').map((m) => m.id);
  const resolved = camp.resolvedMissions ?? [];
  const mainDone = mainPlot.filter((id) => resolved.includes(id) || camp.wonMissions.includes(id)).length;
  const lostMain = resolved.filter((id) => !camp.wonMissions.includes(id));
  const mapPlace = (id: string) => {
    const loc = content.locations.find((l) => l.id === id);
    const go = travel.get(id);
    const here = camp.location === id;
    const attached = camp.attached.filter((a) => a.location === id);
    const way = go ? journey(id) : '';
    return (
      <li
        key={id}
        className={`hu-place${here ? ' here' : ''}${go ? ' can' : ''}${loc?.parent ? ' site' : ''}`}
        data-location={id}
        {...(go
          ? {
              role: 'button',
              tabIndex: 0,
              'aria-label': `${w.travel}: ${locationName(id)}${way ? ` (${way})` : ''}`,
              ...onActivate(() => choose(go)),
            }
          : {})}
      >
        <strong>{locationName(id)}</strong>
        {/* A place's map code (L1, L1-S2); the base, which has none, goes by its name alone. */}
        {id === 'base' ? null : <span className="muted"> {id}</span>}
        {here ? <span className="here-tag"> · {w.here}</span> : null}
        {way ? (
          <span className="hu-way" data-days={isSite(id) || here0?.parent ? 0 : camp.forecast?.travel.days}>
            {' '}
            · {way}
          </span>
        ) : null}
        {attached.map((a) => (
          <span key={a.card} className={`card-tag${a.over ? ' over' : ' under'}`} data-over={a.over}>
            {' '}
            [{w.cardHere} {a.card}: {a.over ? w.over : w.under}]
          </span>
        ))}
      </li>
    );
  };
  return (
    <div className="hu-board hu-campaign" data-phase="campaign" data-day={camp.day}>
      <p className="hu-status">
        <strong>{w.campaign}</strong> · {w.day} {camp.day}/{lastDay} · {locationName(camp.location)}
        {camp.difficulty ? ` · ${w.difficulty[camp.difficulty] ?? camp.difficulty}` : ''}
        {camp.result ? ` · ${w.result[camp.result] ?? camp.result}` : ''}
      </p>
      {(camp.storyTokens?.length ?? 0) > 0 || (camp.jobs?.length ?? 0) > 0 ? (
        <p className="hu-status hu-story">
          {(camp.storyTokens?.length ?? 0) > 0 ? (
            <span data-story-tokens={camp.storyTokens?.join(',')}>
              {w.storyTokens}: {camp.storyTokens?.join(', ')}
            </span>
          ) : null}
          {(camp.storyTokens?.length ?? 0) > 0 && (camp.jobs?.length ?? 0) > 0 ? ' · ' : null}
          {(camp.jobs?.length ?? 0) > 0 ? (
            <span data-jobs={camp.jobs?.length}>
              {w.jobs}: {camp.jobs?.map((j) => w.jobOf(j.card, j.level)).join(', ')}
            </span>
          ) : null}
        </p>
      ) : null}
      {lastMission ? (
        <section
          className="hu-panel hu-last-mission"
          aria-label={w.missionOver}
          data-mission={lastMission.mission}
          data-victory={lastMission.victory}
        >
          <h3>{w.missionOver}</h3>
          <p>
            <strong>
              {lastMission.victory
                ? w.missionWon(missionTitle(lastMission.mission))
                : w.missionLost(missionTitle(lastMission.mission))}
            </strong>
          </p>
          {lastMission.victory ? (
            <ul>
              {lastMission.xp > 0 ? <li>{w.xpEach(lastMission.xp)}</li> : null}
              {lastMission.fuel > 0 && lastMission.fuelTo ? (
                <li data-fuel-to={lastMission.fuelTo}>{w.fuelTo(lastMission.fuel, className(lastMission.fuelTo))}</li>
              ) : null}
              {lastMission.fuel > 0 && !lastMission.fuelTo ? <li>{w.fuelShared(lastMission.fuel)}</li> : null}
              {lastMission.blueprints.map((g) => (
                <li key={g}>{w.blueprintWon(gearName(g))}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {camp.spoils ? (
        <Spoils
          draft={camp.spoils}
          picks={choices.filter((c) => c.kind === 'spoils-pick')}
          choose={choose}
          describeChoice={describeChoice}
          w={w}
        />
      ) : null}
      <section className="hu-panel" aria-label={w.daysTrack}>
        <h3>{w.daysTrack}</h3>
        <ol className="hu-days">
          {Array.from({ length: lastDay }, (_, i) => i + 1).map((d) => (
            <li
              key={d}
              className={`${d === camp.day ? 'today' : d < camp.day ? 'past' : ''}${due.has(d) ? ' due' : ''}`}
              title={due.get(d)?.join(', ') ?? ''}
              data-day={d}
            >
              {d}
              {due.has(d) ? <span className="due-mark">•</span> : null}
            </li>
          ))}
        </ol>
      </section>
      {reading ? (
        <section className="hu-panel hu-event-card" aria-label={w.eventCard} data-card={reading}>
          <h3>
            {w.eventCard}: {card ? localTitle(card, lang) : reading}
          </h3>
          {card ? <p>{localText(card, lang)}</p> : null}
          <ol className="hu-options">
            {(card?.options ?? []).map((o, i) => {
              const mine = reads.filter((c) => c['option'] === i);
              // Who the buttons name: the one who pays a cost, the one who receives a gain, else nobody.
              const side = o.cost.length > 0 && !card?.personal ? 'pays' : gains(o.effects) ? 'receives' : null;
              const who = (c: Choice): string => {
                const name = className(String(c['payer']));
                if (side === 'pays') return `, ${w.pay(name)}`;
                if (side === 'receives') return `, ${w.receives(name)}`;
                return ` (${name})`;
              };
              const why = mine.length > 0 ? null : closedWhy(o);
              return (
                <li key={i} className={mine.length > 0 ? 'can' : 'closed'} data-option={i}>
                  <strong>{w.optionOf(o.label)}</strong> {localText(o, lang)}
                  {o.cost.length > 0 ? (
                    <span className="hu-cost" data-cost>
                      {' '}
                      ({w.costs}: {amounts(o.cost)})
                    </span>
                  ) : null}
                  {why ? (
                    <span className="hu-why muted" data-why>
                      {' '}
                      · {why}
                    </span>
                  ) : null}
                  <span className="card-buttons">
                    {mine.map((c, j) => (
                      <button key={j} type="button" onClick={() => choose(c)}>
                        {w.optionOf(o.label)}
                        {who(c)}
                      </button>
                    ))}
                  </span>
                </li>
              );
            })}
          </ol>
          {!card
            ? reads.map((c, j) => (
                <button key={j} type="button" onClick={() => choose(c)}>
                  {describeChoice(c)}
                </button>
              ))
            : null}
        </section>
      ) : null}
      <section className="hu-panel hu-world" aria-label={w.worldMap}>
        <h3>{w.worldMap}</h3>
        <div className="hu-zones">
          {zones.map((z) => {
            const top = content.locations.filter((l) => l.zone === z && !l.parent);
            if (top.length === 0 && !(z === 0 && travel.has('base'))) return null;
            return (
              <div key={z} className="hu-zone" data-zone={z}>
                <h4>
                  {w.zone} {z}
                </h4>
                <ul>
                  {z === 0 && !content.locations.some((l) => l.id === 'base') ? mapPlace('base') : null}
                  {top.map((l) => (
                    <li key={l.id} className="hu-loc-group">
                      <ul>
                        {mapPlace(l.id)}
                        {content.locations.filter((s) => s.parent === l.id).map((s) => mapPlace(s.id))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </section>
      <section className="hu-panel hu-base" aria-label={w.base}>
        <h3>{w.base}</h3>
        <ul className="hu-rooms">
          {Object.entries(camp.rooms).map(([room, level]) => {
            const expand = choices.find((c) => c.kind === 'expand' && c['room'] === room);
            const next = content.rooms.find((r) => r.id === room)?.levels[level];
            const builds = choices.filter(
              (c) => c.kind === 'construct' && content.blueprints.find((b) => b.id === c['blueprint'])?.room === room,
            );
            return (
              <li key={room} className={`hu-room${level > 0 ? ' built' : ''}`} data-room={room}>
                <strong>{roomName(room)}</strong> {level > 0 ? w.levelOf(level) : w.notBuilt}
                {/* The next level's cost and days, offered or not (HU-BASE-04, -05, -07). */}
                {next && !camp.expansions.some((x) => x.room === room) ? (
                  <span className="muted hu-next-level" data-level={level + 1}>
                    {' '}
                    · {w.expand} {w.expandTo(level + 1, next.days)}, {w.costs}: {moduleCost(next.cost)}
                    {!expand && free ? ` (${w.lacksModules})` : ''}
                  </span>
                ) : null}
                {camp.expansions
                  .filter((x) => x.room === room)
                  .map((x, i) => (
                    <span key={i} className="muted">
                      {' '}
                      · {w.building}: {w.levelOf(x.level)} ({w.dueOn(x.due)})
                    </span>
                  ))}
                {camp.constructions
                  .filter((x) => x.room === room)
                  .map((x, i) => (
                    <span key={i} className="muted">
                      {' '}
                      · {w.building}: {gearName(x.gear)} ({className(x.owner)}, {w.dueOn(x.due)})
                    </span>
                  ))}
                <span className="card-buttons">
                  {expand ? (
                    <>
                      <button type="button" onClick={() => choose(expand)}>
                        {w.expand}
                        {next ? ` ${w.expandTo(level + 1, next.days)}` : ''}
                      </button>
                      <PayFrom
                        choice={expand}
                        cost={content.rooms.find((r) => r.id === room)?.levels[level]?.cost ?? []}
                        camp={camp}
                        w={w}
                        className={className}
                        choose={choose}
                      />
                    </>
                  ) : null}
                  {builds.map((c, i) => {
                    const bp = content.blueprints.find((b) => b.id === c['blueprint']);
                    return (
                      <span key={i}>
                        <button type="button" onClick={() => choose(c)} title={describeChoice(c)}>
                          {w.construct}: {gearName(bp?.gear ?? '')} ({className(String(c['owner']))})
                        </button>
                        <PayFrom
                          choice={c}
                          cost={bp?.cost ?? []}
                          camp={camp}
                          w={w}
                          className={className}
                          choose={choose}
                        />
                      </span>
                    );
                  })}
                </span>
              </li>
            );
          })}
        </ul>
        {/* Only the blueprints the party holds can be built (HU-CRAFT-01); a view made before them has no list. */}
        {camp.blueprints ? (
          <p className="hu-blueprints-held" data-count={camp.blueprints.length}>
            {w.blueprintsHeld}:{' '}
            {camp.blueprints
              .map((id) => gearName(content.blueprints.find((b) => b.id === id)?.gear ?? id))
              .join(', ') || '–'}
          </p>
        ) : null}
        {camp.crafting && camp.crafting.length > 0 ? (
          <details className="hu-crafting">
            <summary>{w.blueprints}</summary>
            <ul>
              {camp.crafting.map((x, i) => {
                const held = x.blueprint !== undefined && (camp.blueprints ?? []).includes(x.blueprint);
                const bp =
                  content.blueprints.find((b) => b.id === x.blueprint) ??
                  content.blueprints.find((b) => b.gear === x.gear);
                const cost = bp ? moduleCost(bp.cost) : '';
                return (
                  <li key={i} className={held ? 'held' : undefined} data-blueprint={x.blueprint}>
                    {`${gearName(x.gear)}: ${w.builtIn(roomName(x.room), x.level, x.days)}${cost ? `, ${w.costs}: ${cost}` : ''}${held ? ` · ${w.heldMark}` : ''}`}
                  </li>
                );
              })}
            </ul>
          </details>
        ) : null}
      </section>
      <section className="hu-panel hu-party" aria-label={w.party}>
        <h3>{w.party}</h3>
        <ul>
          {camp.chars.map((ch) => (
            <li key={ch.id} data-char={ch.id}>
              <strong>{className(ch.id)}</strong> ({seatName(ch.seat)}) · {w.levelOf(ch.level)} · {w.xp} {ch.xp} ·{' '}
              {w.health} {ch.health}/{ch.baseMaxHealth + ch.level - 1} · {w.food} {ch.food} · {w.fuel} {ch.fuel}
              {ch.poisoned ? ` · ${w.poisoned}` : ''}
              {ch.dead ? ` · ${w.status['dead'] ?? ''}` : ''}
              {!ch.dead && ch.health <= 0 ? (
                <strong className="hu-unconscious" data-unconscious>
                  {' '}
                  · {w.unconscious}
                </strong>
              ) : null}
              <br />
              <span className="muted">
                {w.gear}: {ch.gear.map(gearName).join(', ') || '–'}
                {modulesOf(ch.modules) ? ` · ${w.modules}: ${modulesOf(ch.modules)}` : ''}
                {(ch.skills?.length ?? 0) > 0 ? (
                  <span data-skills>
                    {' '}
                    · {w.skills}: {ch.skills?.map(cardName).join(', ')}
                  </span>
                ) : null}
                {ch.storeroom && storeroomOf(ch.storeroom) ? (
                  <span data-storeroom>
                    {' '}
                    · {w.storeroom}: {storeroomOf(ch.storeroom)}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <p className="muted hu-won" data-won={camp.wonMissions.join(',')}>
          {w.won}: {camp.wonMissions.map((id) => missionTitle(id)).join(', ') || '–'}
        </p>
        {lostMain.length > 0 ? (
          <p className="muted hu-lost" data-lost={lostMain.join(',')}>
            {w.lostMissions}: {lostMain.map((id) => missionTitle(id)).join(', ')}
          </p>
        ) : null}
        {mainPlot.length > 0 ? (
          <p className="muted hu-plot" data-done={mainDone}>
            {w.mainPlot}: {w.mainPlotOf(mainDone, mainPlot.length)}
          </p>
        ) : null}
        {camp.markers.length > 0 ? (
          <p className="muted hu-markers" data-markers={camp.markers.join(',')}>
            {w.markers}: {camp.markers.map(markerName).join(', ')}
          </p>
        ) : null}
      </section>
      {/* A deck is shown once there is one to choose, or the players have set one (HU-MSETUP-01). */}
      {(camp.decks ?? [])
        .filter((d) => d.choice || d.set)
        .map((d) => (
          <DeckEditor
            key={d.character}
            deck={d}
            level={camp.chars.find((ch) => ch.id === d.character)?.level ?? 1}
            offered={choices.find((c) => c.kind === 'deck' && c['character'] === d.character)}
            choose={choose}
            w={w}
            cardName={cardName}
            className={className}
          />
        ))}
      {others.length > 0 ? (
        <div className="hu-panel hu-actions" role="group" aria-label={w.other}>
          <h3>{w.other}</h3>
          {(camp.overloaded ?? []).map((o) => (
            <p key={o.character} className="hu-overloaded" data-char={o.character}>
              {w.overloaded(className(o.character), o.carried, o.room)}
            </p>
          ))}
          {camp.launched ? (
            <p className="hu-launched" data-mission={camp.launched}>
              {w.launched}: <strong>{missionTitle(camp.launched)}</strong>
            </p>
          ) : null}
          {allDown ? (
            <p className="hu-all-down warning" role="alert" data-all-down>
              {w.allDown}
            </p>
          ) : null}
          {others.map((c, i) => (
            <button key={i} type="button" data-kind={c.kind} onClick={() => choose(c)}>
              {otherLabel(c)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The spoils being drafted (HU-XP-11): what is left to share out, whose pick it is, and the picks
 * offered, one row for each character who may pick now (several only while tied leaders wait for
 * the players to say who starts).
 */
function Spoils({
  draft,
  picks,
  choose,
  describeChoice,
  w,
}: {
  draft: NonNullable<HuCampaign['spoils']>;
  picks: readonly Choice[];
  choose: (c: unknown) => void;
  describeChoice: (c: unknown) => string;
  w: HuWords;
}) {
  const { lang } = useI18n();
  const { className } = useHuntersNames();
  const left = new Map<string, number>();
  for (const item of draft.items) left.set(item, (left.get(item) ?? 0) + 1);
  const itemName = (item: string) =>
    item === 'fuel' ? w.fuelCell : item.startsWith('module:') ? moduleName(item.slice('module:'.length), lang) : item;
  const pickers = [...new Set(picks.map((c) => str(c['character'])))];
  return (
    <section className="hu-panel hu-spoils" aria-label={w.spoils} data-next={draft.next ?? ''}>
      <h3>{w.spoils}</h3>
      <p className="hu-spoils-turn">{draft.next === null ? w.spoilsTied : w.spoilsNext(className(draft.next))}</p>
      <h4>{w.spoilsLeft}</h4>
      <ul className="hu-spoils-pool">
        {[...left].map(([item, n]) => (
          <li key={item} data-item={item} data-count={n}>
            {itemName(item)} × {n}
          </li>
        ))}
      </ul>
      {pickers.map((id) => (
        <div key={id} className="card-buttons hu-spoils-picks" role="group" aria-label={className(id)} data-char={id}>
          {picks
            .filter((c) => c['character'] === id)
            .map((c) => (
              <button key={str(c['item'])} type="button" data-item={str(c['item'])} onClick={() => choose(c)}>
                {describeChoice(c)}
              </button>
            ))}
        </div>
      ))}
    </section>
  );
}
