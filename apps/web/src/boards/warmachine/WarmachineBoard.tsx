import { useRef, useState, type PointerEvent } from 'react';
import { useI18n } from '../../i18n.ts';
import type { BoardProps } from '../types.ts';
import {
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
  moveTo,
  weaponRanges,
  type WmModel,
} from './model.ts';

/** Pixels per inch on screen; the SVG scales down on a phone. */
const K = 12;

const WORDS = {
  en: {
    table: 'The table',
    drag: 'Drag the active model to move it in a straight line; the distance is shown.',
    deploy: 'Click a marked point to deploy the next model there.',
    ctrl: 'Control areas',
    ranges: 'Weapon ranges',
    damage: 'Damage',
    focus: 'focus',
    boxes: 'boxes',
    advance: 'advance',
    run: 'run',
    round: 'Round',
    charge: 'charge',
    chargeHint: 'Drop it on an enemy to charge it.',
    allocate: 'Give focus',
    spells: 'Spells and feat',
    feat: 'Use the feat',
    cast: 'Cast',
    on: 'on',
    scatter: 'Scatter',
    aimed: 'aimed here',
    landed: 'landed',
  },
  hu: {
    table: 'Az asztal',
    drag: 'Húzd az aktív modellt, hogy egyenes vonalban mozogjon; a távolság látszik.',
    deploy: 'Kattints egy jelölt pontra, hogy oda állítsd fel a következő modellt.',
    ctrl: 'Irányítási területek',
    ranges: 'Fegyverek hatótávja',
    damage: 'Sérülés',
    focus: 'fókusz',
    boxes: 'doboz',
    advance: 'előrenyomulás',
    run: 'futás',
    round: 'Kör',
    charge: 'roham',
    chargeHint: 'Ejtsd egy ellenséges modellre, hogy megrohamozd.',
    allocate: 'Fókusz kiosztása',
    spells: 'Varázslatok és különleges képesség',
    feat: 'A különleges képesség (feat) használata',
    cast: 'Varázslat',
    on: 'erre:',
    scatter: 'Szóródás',
    aimed: 'ide célzott',
    landed: 'ide esett',
  },
} as const;

function arc(cx: number, cy: number, r: number, facing: number): string {
  const p = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return `${cx + r * Math.cos(a)},${cy - r * Math.sin(a)}`;
  };
  return `M${p(facing - 90)} A${r},${r} 0 0 0 ${p(facing + 90)}`;
}

function DamageGrid({ m }: { m: WmModel }) {
  const def = defOf(m.def);
  if (!def) return null;
  if (def.damage.kind === 'boxes')
    return (
      <span className="wm-boxes">
        {m.boxes}/{def.damage.count}
      </span>
    );
  const cols = def.damage.columns;
  const rows = Math.max(...cols.map((c) => c.length));
  return (
    <table className="wm-grid" aria-label={def.name}>
      <tbody>
        {Array.from({ length: rows }, (_, r) => (
          <tr key={r}>
            {cols.map((col, c) => {
              const cell = col[r];
              if (cell === undefined) return <td key={c} className="none" />;
              const marked = r < (m.marks[c] ?? 0);
              return (
                <td key={c} className={`${cell === null ? 'blank' : 'system'}${marked ? ' marked' : ''}`}>
                  {cell ?? ''}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WarmachineBoard({ snapshot, choose, describeChoice, log }: BoardProps) {
  const { lang } = useI18n();
  const w = WORDS[lang];
  const view = asWarmachineView(snapshot.view);
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const [showCtrl, setShowCtrl] = useState(false);
  const [showRanges, setShowRanges] = useState(false);
  if (!view) return null;

  const T = view.table;
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
            distance(m, drag) <= baseRadius(defOf(m.def)) + 0.3,
        ) ?? null)
      : null;
  const planned = active && limits && drag && !chargeTarget ? moveTo(active, drag, limits) : null;
  const allocations = choicesOfKind(snapshot.legal, 'allocate');
  const magic = choicesOfKind(snapshot.legal, 'cast', 'feat');
  const scatter = lastScatter(log ?? []);
  const nameOf = (id: string) => {
    const m = view?.models.find((x) => x.id === id);
    return m ? (defOf(m.def)?.name ?? m.def) : id;
  };

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
        {w.round} {view.round} · {view.phase} · {view.active}
      </p>
      <p className="muted">
        {deploys.length > 0 ? w.deploy : limits ? w.drag : ''} {charges.length > 0 ? w.chargeHint : ''}
      </p>
      <div className="actions">
        <label>
          <input type="checkbox" checked={showCtrl} onChange={(e) => setShowCtrl(e.target.checked)} /> {w.ctrl}
        </label>
        <label>
          <input type="checkbox" checked={showRanges} onChange={(e) => setShowRanges(e.target.checked)} /> {w.ranges}
        </label>
      </div>
      <div className="wm-svg-wrap">
        <svg
          ref={svg}
          className="wm-svg"
          viewBox={`0 0 ${T * K} ${T * K}`}
          role="img"
          aria-label={w.table}
          onPointerMove={(e) => {
            if (drag) setDrag(toTable(e));
          }}
          onPointerUp={() => {
            const charge = chargeTarget ? chargeOn(snapshot.legal, chargeTarget.id) : null;
            if (charge) choose(charge);
            else if (planned) choose(planned);
            setDrag(null);
          }}
          onPointerLeave={() => setDrag(null)}
        >
          <rect className="wm-table" x={0} y={0} width={T * K} height={T * K} />
          {Array.from({ length: Math.floor(T / 6) + 1 }, (_, i) => (
            <g key={i}>
              <line className="wm-inch" x1={px(i * 6)} y1={0} x2={px(i * 6)} y2={T * K} />
              <line className="wm-inch" x1={0} y1={py(i * 6)} x2={T * K} y2={py(i * 6)} />
            </g>
          ))}
          {live.map((m) => {
            const def = defOf(m.def);
            const r = baseRadius(def);
            return (
              <g key={`o${m.id}`} className="wm-overlays">
                {showCtrl && def?.kind === 'warcaster' ? (
                  <circle className="wm-ctrl" cx={px(m.x)} cy={py(m.y)} r={(controlRadius(def) + r) * K} />
                ) : null}
                {showRanges
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
              aria-label={`${d.model} ${d.x.toFixed(1)}, ${d.y.toFixed(1)}`}
              onClick={() => choose(d)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') choose(d);
              }}
            />
          ))}
          {live.map((m) => {
            const def = defOf(m.def);
            const r = baseRadius(def) * K;
            const isActive = m.id === activeId;
            return (
              <g
                key={m.id}
                className={`wm-model ${m.side}${isActive ? ' active' : ''}${m.knockedDown ? ' down' : ''}${chargeTarget?.id === m.id ? ' charge-target' : ''}${charges.some((c) => c['target'] === m.id) ? ' chargeable' : ''}`}
                data-model={m.id}
                onPointerDown={(e) => {
                  if (!isActive || !canDrag) return;
                  e.preventDefault();
                  (e.currentTarget.ownerSVGElement ?? e.currentTarget).setPointerCapture?.(e.pointerId);
                  setDrag(toTable(e));
                }}
              >
                <circle className="base" cx={px(m.x)} cy={py(m.y)} r={r} />
                <path className="front" d={arc(px(m.x), py(m.y), r, m.facing)} />
                <text x={px(m.x)} y={py(m.y) + 4}>
                  {(def?.name ?? m.def).slice(0, 2)}
                </text>
              </g>
            );
          })}
          {scatter ? (
            <g className="wm-scatter" aria-label={`${w.scatter} ${scatter.distance}″`}>
              <circle className="aimed" cx={px(scatter.from.x)} cy={py(scatter.from.y)} r={(scatter.aoe / 2) * K} />
              <line x1={px(scatter.from.x)} y1={py(scatter.from.y)} x2={px(scatter.to.x)} y2={py(scatter.to.y)} />
              <circle className="landed" cx={px(scatter.to.x)} cy={py(scatter.to.y)} r={(scatter.aoe / 2) * K} />
              <text x={px(scatter.to.x)} y={py(scatter.to.y) - (scatter.aoe / 2) * K - 4}>
                {w.scatter}: d6 {scatter.direction}, {scatter.distance}″
              </text>
            </g>
          ) : null}
          {active && drag && chargeTarget ? (
            <g className="wm-plan charge">
              <line x1={px(active.x)} y1={py(active.y)} x2={px(chargeTarget.x)} y2={py(chargeTarget.y)} />
              <text x={px(chargeTarget.x)} y={py(chargeTarget.y) - baseRadius(defOf(chargeTarget.def)) * K - 6}>
                {distance(active, chargeTarget).toFixed(1)}″ {w.charge} {nameOf(chargeTarget.id)}
              </text>
            </g>
          ) : null}
          {active && planned ? (
            <g className="wm-plan">
              <line x1={px(active.x)} y1={py(active.y)} x2={px(planned.x)} y2={py(planned.y)} />
              <circle cx={px(planned.x)} cy={py(planned.y)} r={baseRadius(defOf(active.def)) * K} />
              <text x={px(planned.x)} y={py(planned.y) - baseRadius(defOf(active.def)) * K - 6}>
                {distance(active, planned).toFixed(1)}″ {planned.kind === 'run' ? w.run : w.advance}
              </text>
            </g>
          ) : null}
        </svg>
      </div>
      {magic.length > 0 ? (
        <div className="wm-magic" role="group" aria-label={w.spells}>
          <strong>{w.spells}</strong>{' '}
          {magic.map((c, i) => (
            <button key={i} type="button" data-kind={c.kind} onClick={() => choose(c)} title={describeChoice(c)}>
              {c.kind === 'feat'
                ? w.feat
                : `${w.cast} ${spellName(String(c['spell']))}${typeof c['target'] === 'string' ? ` ${w.on} ${nameOf(c['target'])}` : ''}`}
            </button>
          ))}
        </div>
      ) : null}
      <div className="wm-cards">
        {live.map((m) => {
          const def = defOf(m.def);
          return (
            <div key={m.id} className={`wm-card ${m.side}`}>
              <strong>{def?.name ?? m.def}</strong> <span className="muted">{m.side}</span>
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
              <DamageGrid m={m} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
