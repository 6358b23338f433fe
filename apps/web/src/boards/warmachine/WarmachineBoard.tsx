import { localName, warmachineMessages } from '@skirmish/warmachine';
import { Fragment, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useI18n } from '../../i18n.ts';
import { usePack } from '../../pack.ts';
import type { BoardProps } from '../types.ts';
import {
  labelAt,
  labelBeside,
  textBox,
  asWarmachineView,
  baseRadius,
  chargeOn,
  choicesOfKind,
  lastScatter,
  spellName,
  controlRadius,
  defOf,
  deployChoices,
  distance,
  moveLimits,
  pathMoveTo,
  plannedLength,
  aimedChoices,
  aimsAt,
  attackOddsOf,
  aimLabel,
  withPowerBoosts,
  withSlamNote,
  terrainLabelPoint,
  terrainTitle,
  aimedFrom,
  areaOf,
  chargeLabel,
  premeasured,
  weaponRanges,
  wmContent,
  type Point,
  type WmChoiceLike,
  type WmContent,
  type WmModel,
} from './model.ts';
import { WM_WORDS, type WmWords } from './words.ts';

/** The pack of the game this board draws (from the page's pack context): the sample until it is fetched. */
function useWmContent(): WmContent {
  return wmContent(usePack().content);
}

/** A phase in words, by its id in the view (the id itself for one the words lack). */
const wordFor = (words: Readonly<Record<string, string>>, id: string): string => words[id] ?? id;

/**
 * A terrain piece of the pack, drawn where it lies. Under the `terrainEffects` house rule it is
 * drawn solid and its title says what it blocks; without it (the simplified rules, A-05) it is
 * drawn faint, and its title says it has no effect. Its name is drawn apart, by `TerrainLabel`.
 */
function TerrainPiece({
  piece,
  effects,
  py,
  lang,
  w,
}: {
  piece: WmContent['terrain'][number];
  effects: boolean;
  py: (y: number) => number;
  lang: 'en' | 'hu';
  w: WmWords;
}) {
  const shape = piece.shape;
  const name = piece.name[lang];
  return (
    <g className={`wm-terrain ${effects ? 'blocks' : 'scenery'}`} data-terrain={piece.id}>
      <title>{terrainTitle(name, effects, piece, w)}</title>
      {shape.kind === 'circle' ? (
        <circle cx={shape.center.x * K} cy={py(shape.center.y)} r={shape.radius * K} />
      ) : (
        <polygon points={shape.points.map((p) => `${p.x * K},${py(p.y)}`).join(' ')} />
      )}
    </g>
  );
}

/** A terrain piece's name at its centre, drawn over the models so that none standing there hides it. */
function TerrainLabel({
  piece,
  py,
  lang,
}: {
  piece: WmContent['terrain'][number];
  py: (y: number) => number;
  lang: 'en' | 'hu';
}) {
  const at = terrainLabelPoint(piece.shape);
  return (
    <text
      className="wm-terrain-label"
      data-terrain={piece.id}
      x={at.x * K}
      y={py(at.y)}
      textAnchor="middle"
      dominantBaseline="middle"
    >
      {piece.name[lang]}
    </text>
  );
}

/** Pixels per inch on screen; the SVG scales down on a phone. */
const K = 12;

/** The size of the drifted template's words, in the drawing's units (as in the style sheet). */
const SCATTER_FONT = 13;

const ZOOM_KEY = 'skirmish.warmachine.zoom';
/** How many times the table's width it is drawn at: 1 is the whole table in the frame. */
const ZOOMS = [1, 2, 3] as const;
type Zoom = (typeof ZOOMS)[number];

/** The zoom the player last chose in this browser; anything else stored is the whole table. */
function zoomRemembered(): Zoom {
  try {
    const n = Number(localStorage.getItem(ZOOM_KEY));
    return ZOOMS.find((z) => z === n) ?? 1;
  } catch {
    return 1;
  }
}

function rememberZoom(zoom: Zoom): void {
  try {
    localStorage.setItem(ZOOM_KEY, String(zoom));
  } catch {
    // A storage the browser refuses only costs the choice after a reload.
  }
}

/** How far, in pixels, a mouse moves over the table before its press is a pan rather than a click. */
const PAN_SLOP = 4;

/**
 * The table's frame. The whole table fits its width, which on a phone leaves a 30 mm base a few
 * pixels wide; the zoom buttons draw it two or three times as large inside the frame, which then
 * scrolls both ways, and bring `focus` into view. The choice is kept in this browser, so a reload
 * or the next game shows the table as the player left it. Zoomed, a finger pans the table (the
 * browser's own scrolling) and so does a mouse dragged over it anywhere but on the grip of the
 * active model (which drags the model); a press that does not move stays a click.
 */
function TableFrame({
  focus,
  w,
  children,
}: {
  /** Where to look, in fractions of the table from its top left, when the zoom or the model changes. */
  focus: { id: string; x: number; y: number } | null;
  w: WmWords;
  children: ReactNode;
}) {
  const wrap = useRef<HTMLDivElement>(null);
  const [zoom, setZoomState] = useState<Zoom>(zoomRemembered);
  const setZoom = (z: Zoom) => {
    rememberZoom(z);
    setZoomState(z);
  };
  const focusId = focus?.id ?? null;
  // A mouse pressed on the zoomed table: where, and the scroll then; `moved` once it pans.
  const pan = useRef<{ id: number; x: number; y: number; left: number; top: number; moved: boolean } | null>(null);
  // A pan ends in a click where the mouse is let go: that click is the pan's, not a pick.
  const panned = useRef(false);
  const zoomed = zoom > 1;
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const el = wrap.current;
    panned.current = false;
    // The grip of the active model takes its own press (and prevents its default): a model drag.
    if (!el || !zoomed || e.pointerType !== 'mouse' || e.button !== 0 || e.defaultPrevented) return;
    pan.current = { id: e.pointerId, x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const el = wrap.current;
    const p = pan.current;
    if (!el || !p || p.id !== e.pointerId) return;
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    if (!p.moved && Math.hypot(dx, dy) < PAN_SLOP) return;
    if (!p.moved) {
      p.moved = true;
      el.setPointerCapture?.(e.pointerId);
    }
    el.scrollLeft = p.left - dx;
    el.scrollTop = p.top - dy;
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    const p = pan.current;
    if (!p || p.id !== e.pointerId) return;
    panned.current = p.moved;
    pan.current = null;
  };
  useEffect(() => {
    const el = wrap.current;
    if (!el || zoom === 1 || !focus) return;
    el.scrollLeft = focus.x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = focus.y * el.scrollHeight - el.clientHeight / 2;
    // Only a new zoom or a new model to look at moves the table: not every render.
  }, [zoom, focusId]);
  return (
    <div className={`wm-frame${zoomed ? ' zoomed' : ''}`}>
      <div className="wm-zoom" role="group" aria-label={w.zoom}>
        {ZOOMS.map((z) => (
          <button key={z} type="button" data-zoom={z} aria-pressed={zoom === z} onClick={() => setZoom(z)}>
            {z === 1 ? w.wholeTable : w.zoomTimes(z)}
          </button>
        ))}
        {zoomed ? <span className="muted wm-pan-hint">{w.panHint}</span> : null}
      </div>
      <div
        className="wm-svg-wrap"
        ref={wrap}
        data-zoom={zoom}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(e) => {
          if (!panned.current) return;
          panned.current = false;
          e.stopPropagation();
          e.preventDefault();
        }}
      >
        <div className="wm-svg-size" style={{ width: `${zoom * 100}%` }}>
          {children}
        </div>
      </div>
    </div>
  );
}

function arc(cx: number, cy: number, r: number, facing: number): string {
  const p = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return `${cx + r * Math.cos(a)},${cy - r * Math.sin(a)}`;
  };
  return `M${p(facing - 90)} A${r},${r} 0 0 0 ${p(facing + 90)}`;
}

/** The system letters of a damage grid, in the order its key lists them. */
const SYSTEM_ORDER = ['A', 'C', 'M', 'L', 'R', 'H'] as const;

function DamageGrid({ m, label, w }: { m: WmModel; label: string; w: WmWords }) {
  const def = defOf(useWmContent(), m.def);
  const { lang } = useI18n();
  if (!def) return null;
  const systems: Readonly<Record<string, string>> = warmachineMessages[lang].systems;
  if (def.damage.kind === 'boxes')
    return (
      <span className="wm-boxes">
        {label}: {m.boxes}/{def.damage.count}
      </span>
    );
  const cols = def.damage.columns;
  const rows = Math.max(...cols.map((c) => c.length));
  // The letters are the book's; the key under the grid and each box's tooltip name their systems.
  const present = SYSTEM_ORDER.filter((s) => cols.some((col) => col.includes(s)));
  return (
    <>
      <table className="wm-grid" aria-label={localName(def, lang)}>
        <tbody>
          {Array.from({ length: rows }, (_, r) => (
            <tr key={r}>
              {cols.map((col, c) => {
                const cell = col[r];
                if (cell === undefined) return <td key={c} className="none" />;
                const marked = r < (m.marks[c] ?? 0);
                return (
                  <td
                    key={c}
                    className={`${cell === null ? 'blank' : 'system'}${marked ? ' marked' : ''}`}
                    title={cell === null ? undefined : w.systemBox(cell, systems[cell] ?? cell, marked)}
                  >
                    {cell ?? ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {present.length > 0 ? (
        <small className="wm-grid-key muted">
          {w.gridKey}:{' '}
          {present.map((s, i) => (
            <Fragment key={s}>
              {i > 0 ? ' · ' : ''}
              {/* A letter and its name stay on one line. */}
              <span style={{ whiteSpace: 'nowrap' }}>
                <b>{s}</b> {systems[s] ?? s}
              </span>
            </Fragment>
          ))}
        </small>
      ) : null}
    </>
  );
}

/**
 * Where an attack or spell will land before it is confirmed: its blast template, spray or line.
 * The distance to the target is said only where the premeasure house rule gives it (`inches`).
 */
export function AimPreview({
  from,
  target,
  inches,
  area,
  px,
  py,
  w,
}: {
  from: WmModel;
  target: WmModel;
  inches: number | null;
  area: ReturnType<typeof areaOf>;
  px: (x: number) => number;
  py: (y: number) => number;
  w: WmWords;
}) {
  const content = useWmContent();
  const d = distance(from, target);
  const label = aimLabel(area, inches, w);
  const u = d > 0 ? { x: (target.x - from.x) / d, y: (target.y - from.y) / d } : { x: 1, y: 0 };
  if (area.kind === 'spray') {
    // The spray zone of the rules: one inch wide, from the edge of the attacker's base.
    const r = baseRadius(defOf(content, from.def));
    const s = { x: from.x + u.x * r, y: from.y + u.y * r };
    const e = { x: s.x + u.x * area.length, y: s.y + u.y * area.length };
    const v = { x: -u.y * 0.5, y: u.x * 0.5 };
    const pts = [
      { x: s.x + v.x, y: s.y + v.y },
      { x: e.x + v.x, y: e.y + v.y },
      { x: e.x - v.x, y: e.y - v.y },
      { x: s.x - v.x, y: s.y - v.y },
    ];
    return (
      <g className="wm-template spray" data-kind="spray">
        <polygon points={pts.map((p) => `${px(p.x)},${py(p.y)}`).join(' ')} />
        <text x={px(e.x)} y={py(e.y) - 6}>
          {label}
        </text>
      </g>
    );
  }
  return (
    <g className={`wm-template ${area.kind}`} data-kind={area.kind}>
      <line x1={px(from.x)} y1={py(from.y)} x2={px(target.x)} y2={py(target.y)} />
      {area.kind === 'aoe' ? (
        <>
          <circle cx={px(target.x)} cy={py(target.y)} r={(area.diameter / 2) * K} />
          <text x={px(target.x)} y={py(target.y) - (area.diameter / 2) * K - 4}>
            {label}
          </text>
        </>
      ) : label === null ? null : (
        <text x={px(target.x)} y={py(target.y) - 14}>
          {label}
        </text>
      )}
    </g>
  );
}

/**
 * A charge dragged onto an enemy, before it is let go: the line to the target and the target's
 * name, with the distance only where the premeasure house rule gives it (`inches`).
 */
export function ChargePlan({
  from,
  target,
  name,
  inches,
  table,
  w,
}: {
  from: WmModel;
  target: WmModel;
  name: string;
  inches: number | null;
  table: number;
  w: WmWords;
}) {
  const content = useWmContent();
  const py = (y: number) => (table - y) * K;
  return (
    <g className="wm-plan charge">
      <line x1={from.x * K} y1={py(from.y)} x2={target.x * K} y2={py(target.y)} />
      <text {...labelAt(target.x, py(target.y) - baseRadius(defOf(content, target.def)) * K - 6, table, K)}>
        {chargeLabel(name, inches, w)}
      </text>
    </g>
  );
}

export function WarmachineBoard({ snapshot, choose, describeChoice, setOdds, log, seatName = (s) => s }: BoardProps) {
  // Profiles, ranges and damage grids from the game's own pack.
  const content = useWmContent();
  const { lang } = useI18n();
  const w = WM_WORDS[lang];
  const said = warmachineMessages[lang];
  const view = asWarmachineView(snapshot.view);
  const packOptions = usePack().options;
  const svg = useRef<SVGSVGElement>(null);
  const [trail, setTrail] = useState<Point[] | null>(null);
  // The attack or spell being aimed, for the position it was aimed in: once any choice is made (a
  // spell cast from the spell list, say), the aim is gone with the position.
  const [aimedIn, setAimedIn] = useState<{ key: string; index: number } | null>(null);
  const aimed = aimedIn?.index === snapshot.index ? aimedIn.key : null;
  const setAimed = (key: string | null) => setAimedIn(key === null ? null : { key, index: snapshot.index });
  // A model picked on the table to aim at, for the decision it was picked in: once any choice is
  // made, or the game moves on (the same model active again in a later round, say), it is gone.
  // A choice the rules refuse leaves the position, and the pick, as they were.
  const [pickedIn, setPickedIn] = useState<{ target: string; index: number } | null>(null);
  const picked = pickedIn?.index === snapshot.index ? pickedIn.target : null;
  const setPicked = (target: string | null) => setPickedIn(target === null ? null : { target, index: snapshot.index });
  const [showCtrl, setShowCtrl] = useState(false);
  const [showRanges, setShowRanges] = useState(false);
  if (!view) return null;
  const drag = trail ? (trail[trail.length - 1] ?? null) : null;

  const T = view.table;
  // Terrain stops sight and movement only under the house rule (A-05); without it, it is scenery.
  const gameOptions = snapshot.options ?? packOptions;
  const terrainEffects = gameOptions['terrainEffects'] === true;
  const px = (x: number) => x * K;
  const py = (y: number) => (T - y) * K;
  const live = view.models.filter((m) => m.placed && !m.removed);
  const activeId = view.activation?.model ?? null;
  const active = live.find((m) => m.id === activeId) ?? null;
  const limits = active ? moveLimits(snapshot.legal, active) : null;
  const deploys = deployChoices(snapshot.legal);
  const charges = choicesOfKind(snapshot.legal, 'charge', 'slam');
  const canDrag = !!active && (!!limits || charges.length > 0);
  // Released over an enemy the rules let the active model charge: a charge rather than a move.
  const chargeTarget =
    active && drag
      ? (live.find(
          (m) =>
            m.side !== active.side &&
            chargeOn(snapshot.legal, m.id) !== null &&
            distance(m, drag) <= baseRadius(defOf(content, m.def)) + 0.3,
        ) ?? null)
      : null;
  const planned = active && limits && trail && !chargeTarget ? pathMoveTo(active, trail, limits) : null;
  const listedAims = aimedChoices(snapshot.legal);
  // Any model but the active one may be picked while it has an attack or spell to aim.
  const canPick = (id: string) => listedAims.length > 0 && id !== activeId;
  const target = picked !== null && canPick(picked) && live.some((m) => m.id === picked) ? picked : null;
  const sideOf = (id: string) => live.find((m) => m.id === id)?.side;
  // A warjack's head-butts and slams boosted too, as far as its focus goes (the list names them unboosted).
  const boosted = (cs: readonly WmChoiceLike[]) => withPowerBoosts(cs, active?.focus ?? 0);
  const aims = boosted(target === null ? listedAims : aimsAt(snapshot.legal, target, sideOf));
  // Offered against a model the list does not name: composed by the board, not yet checked by the rules.
  const unlisted = target !== null && aims.length > 0 && !listedAims.some((c) => c['target'] === target);
  const aim: WmChoiceLike | null = aims.find((c) => JSON.stringify(c) === aimed) ?? null;
  // The odds of the first of `choices` that is a weapon attack making a roll, in the odds panel.
  const showOddsOf = (choices: readonly WmChoiceLike[]) => {
    for (const c of choices) {
      const req = attackOddsOf(snapshot.view, content, c, gameOptions);
      if (req) {
        setOdds(withSlamNote(req, w));
        return;
      }
    }
  };
  const aimTarget = aim ? (live.find((m) => m.id === aim['target']) ?? null) : null;
  // A channelled spell is aimed, and measured, from its channeler (WM-SPELL-20).
  const channeler = aim ? aimedFrom(aim) : null;
  const aimOrigin = (channeler === null ? null : live.find((m) => m.id === channeler)) ?? active;
  const area = aim ? areaOf(content, aim) : null;
  const allocations = choicesOfKind(snapshot.legal, 'allocate');
  const magic = choicesOfKind(snapshot.legal, 'cast', 'feat');
  const scatter = lastScatter(content, log ?? []);
  // The drift's words go beside the template where they cover no model and no terrain's name.
  const scatterLabel = scatter
    ? (() => {
        const words = w.scatterLabel(scatter.distance);
        const place = labelBeside(
          scatter.to,
          scatter.aoe / 2,
          // Its letters are bold, a little wider than the average `textBox` counts.
          Math.ceil(words.length * 1.12),
          {
            // Circles drawn as outlines: the active model's reach, and control areas when shown.
            rings: [
              ...(active && limits
                ? [limits.advance, Math.max(limits.run, limits.advance)].map((r) => ({ x: active.x, y: active.y, r }))
                : []),
              ...(showCtrl
                ? live.flatMap((m) => {
                    const d = defOf(content, m.def);
                    return d?.kind === 'warcaster' ? [{ x: m.x, y: m.y, r: controlRadius(d) + baseRadius(d) }] : [];
                  })
                : []),
            ],
            discs: [
              ...live.map((m) => ({ x: m.x, y: m.y, r: baseRadius(defOf(content, m.def)) })),
              { ...scatter.from, r: scatter.aoe / 2 },
            ],
            boxes: content.terrain.map((t) => {
              const at = terrainLabelPoint(t.shape);
              return textBox(at.x * K, (T - at.y) * K + 4, t.name[lang].length, 11, 'middle');
            }),
          },
          T,
          K,
          SCATTER_FONT,
        );
        return { ...place, words };
      })()
    : null;
  const nameOf = (id: string) => {
    const m = view?.models.find((x) => x.id === id);
    if (!m) return id;
    // A second copy of a model in a box is `p1.bastion.2`: "Bastion 2".
    const copy = id.split('.')[2];
    const def = defOf(content, m.def);
    return `${def ? localName(def, lang) : m.def}${copy ? ` ${copy}` : ''}`;
  };

  // Where the zoomed frame looks, as a fraction of the table from its top left: the active model
  // (with a drift that is news, half way to where the template landed, so that both are in view),
  // else the model picked, else the warcaster of the seat looking (of the side to play when no
  // seat is), so a Control phase opens on the player's own army rather than a corner of the table.
  const focusOf = (m: WmModel | null) => (m ? { id: m.id, x: m.x / T, y: (T - m.y) / T } : null);
  const ownSide = snapshot.seat === 'p1' || snapshot.seat === 'p2' ? snapshot.seat : view.active;
  const ownCaster =
    live.find((m) => m.side === ownSide && defOf(content, m.def)?.kind === 'warcaster') ??
    live.find((m) => m.side === ownSide) ??
    null;
  const looked = focusOf(active ?? live.find((m) => m.id === target) ?? ownCaster);
  const focus =
    scatter && active && view.phase !== 'over'
      ? (() => {
          const at = { x: (active.x + scatter.to.x) / 2, y: (active.y + scatter.to.y) / 2 };
          return { id: `drift:${scatter.to.x},${scatter.to.y}:${active.id}`, x: at.x / T, y: (T - at.y) / T };
        })()
      : looked;

  const toTable = (e: PointerEvent): { x: number; y: number } | null => {
    const el = svg.current;
    const m = el?.getScreenCTM();
    if (!el || !m) return null;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: pt.x / K, y: T - pt.y / K };
  };

  return (
    <div className="wm-board" data-phase={view.phase}>
      <p>
        {w.round} {view.round} · {wordFor(said.phase, view.phase)}
        {view.phase === 'over' ? null : ` · ${seatName(view.active)}`}
      </p>
      <p className="muted">
        {deploys.length > 0 ? w.deploy : limits ? w.drag : ''} {charges.length > 0 ? w.chargeHint : ''}
      </p>
      <div className="actions">
        <label>
          <input type="checkbox" checked={showCtrl} onChange={(e) => setShowCtrl(e.target.checked)} /> {w.ctrl}
        </label>
        {/* A weapon's range drawn round every model tells whether a target is within it before the
            attack is declared: offered only where the premeasure house rule allows that (A-27). */}
        {view.houseRules?.premeasure === true ? (
          <label>
            <input type="checkbox" checked={showRanges} onChange={(e) => setShowRanges(e.target.checked)} /> {w.ranges}
          </label>
        ) : null}
      </div>
      <TableFrame focus={focus} w={w}>
        <div
          className="wm-layer"
          onPointerMove={(e) => {
            if (!trail) return;
            const p = toTable(e);
            const last = trail[trail.length - 1];
            if (p && (!last || distance(p, last) > 0.1)) setTrail([...trail, p]);
          }}
          onPointerUp={() => {
            const charge = chargeTarget ? chargeOn(snapshot.legal, chargeTarget.id) : null;
            if (charge) choose(charge);
            else if (planned) choose(planned);
            setTrail(null);
          }}
          onPointerLeave={() => setTrail(null)}
        >
          <svg ref={svg} className="wm-svg" viewBox={`0 0 ${T * K} ${T * K}`} role="img" aria-label={w.table}>
            <rect className="wm-table" x={0} y={0} width={T * K} height={T * K} />
            {Array.from({ length: Math.floor(T / 6) + 1 }, (_, i) => (
              <g key={i}>
                <line className="wm-inch" x1={px(i * 6)} y1={0} x2={px(i * 6)} y2={T * K} />
                <line className="wm-inch" x1={0} y1={py(i * 6)} x2={T * K} y2={py(i * 6)} />
              </g>
            ))}
            {content.terrain.map((t) => (
              <TerrainPiece key={t.id} piece={t} effects={terrainEffects} py={py} lang={lang} w={w} />
            ))}
            {live.map((m) => {
              const def = defOf(content, m.def);
              const r = baseRadius(def);
              return (
                <g key={`o${m.id}`} className="wm-overlays">
                  {showCtrl && def?.kind === 'warcaster' ? (
                    <circle className="wm-ctrl" cx={px(m.x)} cy={py(m.y)} r={(controlRadius(def) + r) * K} />
                  ) : null}
                  {showRanges && view.houseRules?.premeasure === true
                    ? weaponRanges(def).map((x) => (
                        <circle key={x.name} className="wm-range" cx={px(m.x)} cy={py(m.y)} r={(x.range + r) * K} />
                      ))
                    : null}
                </g>
              );
            })}
            {active && limits ? (
              <>
                <circle
                  className="wm-reach run"
                  cx={px(active.x)}
                  cy={py(active.y)}
                  r={Math.max(limits.run, limits.advance) * K}
                />
                <circle className="wm-reach" cx={px(active.x)} cy={py(active.y)} r={limits.advance * K} />
              </>
            ) : null}
            {deploys.map((d, i) => (
              <circle
                key={`d${i}`}
                className="wm-deploy"
                cx={px(d.x)}
                cy={py(d.y)}
                r={6}
                role="button"
                tabIndex={0}
                aria-label={w.deployAt(nameOf(d.model), d.x, d.y)}
                onClick={() => choose(d)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') choose(d);
                }}
              />
            ))}
            {live.map((m) => {
              const def = defOf(content, m.def);
              const r = baseRadius(def) * K;
              const isActive = m.id === activeId;
              const far = premeasured(view, m.id);
              const pick = () => {
                setAimed(null);
                const picking = !(target === m.id || activeId === null);
                setPicked(picking ? m.id : null);
                // The odds panel set to the first attack offered at the model picked.
                if (picking) showOddsOf(boosted(aimsAt(snapshot.legal, m.id, sideOf)));
              };
              return (
                <g
                  key={m.id}
                  className={`wm-model ${m.side}${isActive ? ' active' : ''}${m.knockedDown ? ' down' : ''}${chargeTarget?.id === m.id ? ' charge-target' : ''}${charges.some((c) => c['target'] === m.id) ? ' chargeable' : ''}${target === m.id ? ' picked' : ''}`}
                  data-model={m.id}
                  {...(canPick(m.id)
                    ? {
                        role: 'button',
                        tabIndex: 0,
                        'aria-pressed': target === m.id,
                        'aria-label':
                          far === null ? w.aimAt(nameOf(m.id)) : `${w.aimAt(nameOf(m.id))} · ${w.inches(far)}`,
                        onClick: pick,
                        onKeyDown: (e: KeyboardEvent) => {
                          if (e.key === 'Enter') pick();
                        },
                      }
                    : {})}
                >
                  {far === null ? null : <title>{w.distanceTo(nameOf(m.id), w.inches(far))}</title>}
                  <circle className="base" cx={px(m.x)} cy={py(m.y)} r={r} />
                  <path className="front" d={arc(px(m.x), py(m.y), r, m.facing)} />
                  <text x={px(m.x)} y={py(m.y) + tokenFont(r) * 0.36} style={{ fontSize: tokenFont(r) }}>
                    {tokenLabel(def ? localName(def, lang) : m.def, m.id)}
                  </text>
                </g>
              );
            })}
            {content.terrain.map((t) => (
              <TerrainLabel key={`l${t.id}`} piece={t} py={py} lang={lang} />
            ))}
            {/* The last drift is of no more use once the game is over. */}
            {scatterLabel && scatter && view.phase !== 'over' ? (
              <g className="wm-scatter" role="img" aria-label={scatterLabel.words}>
                <title>{scatter.text ?? scatterLabel.words}</title>
                <circle className="aimed" cx={px(scatter.from.x)} cy={py(scatter.from.y)} r={(scatter.aoe / 2) * K} />
                <line x1={px(scatter.from.x)} y1={py(scatter.from.y)} x2={px(scatter.to.x)} y2={py(scatter.to.y)} />
                <circle className="landed" cx={px(scatter.to.x)} cy={py(scatter.to.y)} r={(scatter.aoe / 2) * K} />
                <text x={scatterLabel.x} y={scatterLabel.y} style={scatterLabel.style}>
                  {scatterLabel.words}
                </text>
              </g>
            ) : null}
            {active && drag && chargeTarget ? (
              <ChargePlan
                from={active}
                target={chargeTarget}
                name={nameOf(chargeTarget.id)}
                inches={premeasured(view, chargeTarget.id)}
                table={T}
                w={w}
              />
            ) : null}
            {active && planned ? (
              <g className="wm-plan" data-corners={planned.via?.length ?? 0}>
                <polyline
                  points={[active, ...(planned.via ?? []), planned].map((p) => `${px(p.x)},${py(p.y)}`).join(' ')}
                />
                {(planned.via ?? []).map((p, i) => (
                  <circle key={i} className="corner" cx={px(p.x)} cy={py(p.y)} r={4} />
                ))}
                <circle cx={px(planned.x)} cy={py(planned.y)} r={baseRadius(defOf(content, active.def)) * K} />
                <text {...labelAt(planned.x, py(planned.y) - baseRadius(defOf(content, active.def)) * K - 6, T, K)}>
                  {w.moveLength(plannedLength(active, planned))} {planned.kind === 'run' ? w.run : w.advance}
                  {planned.via ? ` · ${planned.via.length} ${w.corners}` : ''}
                </text>
              </g>
            ) : null}
            {aimOrigin && aimTarget && area ? (
              <AimPreview
                from={aimOrigin}
                target={aimTarget}
                inches={premeasured(view, aimTarget.id, channeler)}
                area={area}
                px={px}
                py={py}
                w={w}
              />
            ) : null}
          </svg>
          {/* The active model is dragged by a grip over its base: a finger on it drags the model, while
            one anywhere else on a zoomed table pans it (a browser heeds no touch rule set on a
            shape inside the drawing). */}
          {active && canDrag ? (
            <div
              className="wm-grip"
              aria-hidden="true"
              data-model={active.id}
              style={gripStyle(active.x, active.y, baseRadius(defOf(content, active.def)), T)}
              onPointerDown={(e) => {
                e.preventDefault();
                e.currentTarget.setPointerCapture?.(e.pointerId);
                const p = toTable(e);
                setTrail(p ? [p] : null);
              }}
            />
          ) : null}
        </div>
      </TableFrame>
      {scatterLabel && scatter && view.phase !== 'over' ? (
        <p className="wm-scatter-key muted">
          {w.scatterKey}{' '}
          <svg className="wm-key" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <circle className="aimed" cx={8} cy={8} r={6} />
          </svg>{' '}
          {w.scatterAimed} ·{' '}
          <svg className="wm-key" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <circle className="landed" cx={8} cy={8} r={6} />
          </svg>{' '}
          {w.scatterLanded}
        </p>
      ) : null}
      {magic.length > 0 ? (
        <div className="wm-magic" role="group" aria-label={w.spells}>
          <strong>{w.spells}</strong>{' '}
          {magic.map((c, i) => (
            <button key={i} type="button" data-kind={c.kind} onClick={() => choose(c)} title={describeChoice(c)}>
              {c.kind === 'feat'
                ? said.choice.feat
                : said.choice.cast(
                    spellName(content, String(c['spell']), lang),
                    typeof c['target'] === 'string' ? nameOf(c['target']) : '',
                    typeof c['channeler'] === 'string' ? nameOf(c['channeler']) : '',
                  )}
            </button>
          ))}
        </div>
      ) : null}
      {listedAims.length > 0 ? (
        <div className="wm-attacks" role="group" aria-label={target === null ? w.attacks : w.attacksOn(nameOf(target))}>
          <strong>{target === null ? w.attacks : w.attacksOn(nameOf(target))}</strong>{' '}
          {target === null ? (
            <span className="muted">{w.pickHint}</span>
          ) : (
            <button type="button" className="wm-all-targets" onClick={() => setPicked(null)}>
              {w.allTargets}
            </button>
          )}
          {unlisted ? <p className="muted wm-unlisted">{w.unlisted}</p> : null}{' '}
          {aims.map((c, i) => {
            const key = JSON.stringify(c);
            const a = areaOf(content, c);
            return (
              <button
                key={i}
                type="button"
                className={`wm-aim${aimed === key ? ' selected' : ''}`}
                data-area={a.kind}
                aria-pressed={aimed === key}
                onClick={() => {
                  setAimed(aimed === key ? null : key);
                  if (aimed !== key) showOddsOf([c]);
                }}
                title={describeChoice(c)}
              >
                {w.aim}: {describeChoice(c)}
              </button>
            );
          })}
          {aim ? (
            <button
              type="button"
              className="primary wm-confirm"
              onClick={() => {
                setAimed(null);
                choose(aim);
              }}
            >
              {w.confirm}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="wm-cards">
        {live.map((m) => {
          const def = defOf(content, m.def);
          return (
            <div key={m.id} className={`wm-card ${m.side}`}>
              <strong>{def ? localName(def, lang) : m.def}</strong> <span className="muted">{seatName(m.side)}</span>
              <div>
                {w.focus}: {m.focus}
              </div>
              {allocations
                .filter((c) => c['model'] === m.id)
                .map((c, i) => (
                  <button key={i} type="button" className="wm-allocate" onClick={() => choose(c)}>
                    {w.allocate}: {String(c['focus'])}
                  </button>
                ))}
              <DamageGrid m={m} label={w.damage} w={w} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Where the grip over a model's base lies on the table's layer, in percent of the table's side. */
function gripStyle(x: number, y: number, r: number, table: number) {
  const pc = (n: number) => `${(n / table) * 100}%`;
  return { left: pc(x - r), top: pc(table - y - r), width: pc(2 * r), height: pc(2 * r) };
}

/**
 * The size of a token's letters: 11 units (a twelfth of the table's inch is one) on a base of
 * 40 mm or more, smaller on a smaller one, so that two letters stay inside a 30 mm base.
 */
function tokenFont(r: number): number {
  return Math.max(6, Math.min(11, r * 1.15));
}

/** A model's token: two letters of its name, or one and its copy number for a second copy (`p1.bastion.2`: "B2"). */
function tokenLabel(name: string, id: string): string {
  const copy = id.split('.')[2];
  return copy ? `${name.slice(0, 1)}${copy}` : name.slice(0, 2);
}
