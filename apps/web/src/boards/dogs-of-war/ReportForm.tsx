import { useEffect, useRef, useState } from 'react';
import {
  TARGET_VALUE_MAX,
  ZONE_BONUS_EP,
  contentNames,
  deedWords,
  missionName,
  seatCompany,
  stateName,
  type DestructionElement,
} from '@skirmish/dogs-of-war';
import { RuleRef, useJudge, useWords, Verdict } from './DogsOfWarBoard.tsx';
import { soldierLabel } from './words.ts';
import { EventCards } from './Preparation.tsx';
import {
  fieldsImmobileMachine,
  fightersOf,
  machinesOf,
  startWoundedOf,
  structuresOf,
  targetsOf,
  trial,
  woundDeedEP,
  type AfterActionReport,
  type Battle,
  type CampaignState,
  type Choice,
  type Target,
} from './logic.ts';
import {
  OBJECTIVE_MAX,
  OTHER_TARGET,
  aimEP,
  buildReport,
  draftOf,
  emptyDraft,
  mysticTestEP,
  newDeed,
  parseReport,
  resultPatch,
  retreatPatch,
  tentSides,
  targetValueOf,
  toggled,
  type DamageResult,
  type DeedRow,
  type ReportDraft,
  type Result,
  draftKey,
  dropDraft,
  loadDraft,
  saveDraft,
} from './report.ts';
import { WholeSelect } from './WholeSelect.tsx';

const RESULTS: readonly Result[] = ['victory', 'draw', 'defeat'];
const DAMAGES: readonly DamageResult[] = ['light', 'serious', 'critical', 'killed-outright'];
const FINAL_STATES = ['serious', 'critical', 'killed-outright'] as const;

function num(v: string, min: number, max: number): number {
  const n = Math.round(Number(v));
  return Number.isFinite(n) ? Math.max(min, Math.min(max, n)) : min;
}

/** The after-action report as a form: every field of the JSON format, checked as it is filled. */
export function ReportForm({
  state,
  seat,
  battle,
  choose,
  given,
  gameId,
  onStructure,
}: {
  state: CampaignState;
  seat: string;
  battle: Battle;
  choose: (c: Choice) => void;
  /** A report of this battle sent back: the form starts from it, to be corrected. */
  given?: AfterActionReport;
  /** The game's id: the half-filled form is kept under it until sent (a reload brings it back). */
  gameId?: string;
  /**
   * Told the machines' SP lost as the form says them, when it is drawn and each time they change:
   * the odds panel shows a machine's recuperation before the report that rolls it is given.
   */
  onStructure?: (battle: number, structure: AfterActionReport['structure']) => void;
}) {
  const judge = useJudge();
  const { w, locale } = useWords();
  const names = contentNames(judge.content);
  const fighters = fightersOf(state, battle);
  const targets = targetsOf(state, battle, judge.content);
  const structures = structuresOf(state, battle);
  const startWounded = startWoundedOf(state, battle);
  const machines = machinesOf(state, battle);
  const kept = gameId === undefined ? null : draftKey(gameId, battle.id, seat);
  const from = given ? 'again' : 'first';
  const [draft, setDraft] = useState<ReportDraft>(
    () =>
      (kept === null ? null : loadDraft(kept, from)) ??
      (given ? draftOf(given, battle, fighters, targets) : emptyDraft(battle)),
  );
  // Kept on each change the player makes (not the form as first drawn), dropped when sent.
  const changed = useRef(false);
  useEffect(() => {
    if (kept !== null && changed.current) saveDraft(kept, from, draft);
  }, [kept, from, draft]);
  const [json, setJson] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<AfterActionReport | null>(null);
  const [jsonError, setJsonError] = useState(false);
  const report = loaded ?? buildReport(draft, battle, targets);
  const structureKey = JSON.stringify(report.structure);
  useEffect(() => {
    onStructure?.(battle.id, JSON.parse(structureKey) as AfterActionReport['structure']);
  }, [onStructure, battle.id, structureKey]);
  const t = trial(judge, state, seat, { kind: 'report', report });
  const set = (patch: Partial<ReportDraft>) => {
    changed.current = true;
    setDraft({ ...draft, ...patch });
  };
  const setDeed = (i: number, patch: Partial<DeedRow>) =>
    set({ deeds: draft.deeds.map((d, k) => (k === i ? { ...d, ...patch } : d)) });
  const nameOf = (s: string) => seatCompany(state, s, locale);
  const fighterOption = (f: (typeof fighters)[number]) => (
    <option key={f.id} value={f.id}>
      {soldierLabel(f.name, locale)} ({nameOf(f.seat)}, {w.value} {f.value}
      {f.starts !== 'none' ? `, ${w.startedWith} ${w.damages[f.starts] ?? f.starts}` : ''})
    </option>
  );
  // A soldier is named as on his sheet; a hire by his card, a passive individual by the mission.
  const targetOption = (target: Target) => {
    const f = target.kind === 'soldier' ? fighters.find((x) => x.id === target.id) : undefined;
    if (f) return fighterOption(f);
    const name = target.kind === 'hire' ? names.byName(target.name, locale) : (w.passives[target.kind] ?? target.name);
    return (
      <option key={target.id} value={target.id}>
        {name} ({nameOf(target.seat)}, {target.kind === 'hire' ? `${w.hired}, ` : ''}
        {w.value} {target.value})
      </option>
    );
  };
  const deedEP = (d: DeedRow): number => {
    const author = fighters.find((f) => f.id === d.soldier);
    const known = d.target === OTHER_TARGET || targets.some((x) => x.id === d.target);
    switch (d.kind) {
      case 'wound':
        return d.ranged || d.secondary || !author || !known
          ? 0
          : woundDeedEP(d.result, author.value, targetValueOf(d, targets));
      case 'aim':
        return aimEP(d.aim, d.difficulty, false);
      case 'power':
      case 'divination':
        return mysticTestEP(d.value, d.difficulty);
      case 'bonus':
        return d.ep;
    }
  };
  // An immobile machine's shot: the other servants who worked it, each earning the EP in full.
  const crewField = (d: DeedRow, i: number) => {
    const author = fighters.find((f) => f.id === d.soldier);
    if (!author || !fieldsImmobileMachine(state, battle, author.seat)) return null;
    const servants = fighters.filter((f) => f.seat === author.seat && f.id !== author.id);
    if (servants.length === 0) return null;
    return (
      <span className="dw-crew" data-field="crew">
        {' '}
        {w.crew} <RuleRef id="DW-MISSION-DURING-17" />:{' '}
        {servants.map((f) => (
          <label key={f.id}>
            <input
              type="checkbox"
              name={`deed-crew-${i}`}
              value={f.id}
              checked={d.crew.includes(f.id)}
              onChange={(e) => setDeed(i, { crew: toggled(d.crew, f.id, e.target.checked) })}
            />{' '}
            {soldierLabel(f.name, locale)}{' '}
          </label>
        ))}
        {d.crew.length > 0 ? <span data-field="crew-ep">{w.crewEarns(deedEP(d))}</span> : null}
      </span>
    );
  };
  return (
    <form
      className="dw-report"
      onSubmit={(e) => {
        e.preventDefault();
        if (!t.ok) return;
        if (kept !== null) dropDraft(kept);
        changed.current = false;
        choose({ kind: 'report', report });
      }}
    >
      <h3>
        {w.reportTitle} · {w.mission}: {battle.mission ? missionName(battle.mission, locale) : '–'}
      </h3>
      <EventCards state={state} battle={battle} />
      {loaded ? (
        <p className="muted">
          JSON ·{' '}
          <button type="button" onClick={() => setLoaded(null)}>
            ✗
          </button>
        </p>
      ) : (
        <>
          <fieldset className="dw-results">
            <legend>{w.result}</legend>
            {battle.seats.map((s) => (
              <label key={s}>
                {nameOf(s)}{' '}
                <WholeSelect
                  name={`result-${s}`}
                  value={draft.results[s] ?? 'draw'}
                  onChange={(e) => set(resultPatch(draft, s, e.target.value as Result))}
                >
                  {RESULTS.map((r) => (
                    <option key={r} value={r}>
                      {w.results[r]}
                    </option>
                  ))}
                </WholeSelect>
              </label>
            ))}
            <label>
              {w.retreat}{' '}
              <WholeSelect
                name="retreat"
                value={draft.retreat ?? ''}
                onChange={(e) => {
                  set(retreatPatch(draft, battle, e.target.value || null));
                }}
              >
                <option value="">{w.noRetreat}</option>
                {battle.seats.map((s) => (
                  <option key={s} value={s}>
                    {nameOf(s)}
                  </option>
                ))}
              </WholeSelect>{' '}
              <RuleRef id="DW-RETREAT-03" />
            </label>
          </fieldset>

          <fieldset className="dw-deeds">
            <legend>
              {w.deeds} <RuleRef id="DW-EP-04" />
            </legend>
            {draft.deeds.map((d, i) => (
              <div key={i} className="dw-row" data-deed={i}>
                <WholeSelect
                  name={`deed-kind-${i}`}
                  value={d.kind}
                  onChange={(e) => {
                    const kind = e.target.value as DeedRow['kind'];
                    setDeed(i, kind === 'bonus' ? { kind, ep: ZONE_BONUS_EP } : { kind });
                  }}
                >
                  {(['wound', 'aim', 'power', 'divination', 'bonus'] as const).map((k) => (
                    <option key={k} value={k}>
                      {w.deedKinds[k]}
                    </option>
                  ))}
                </WholeSelect>{' '}
                <label>
                  {w.author}{' '}
                  <WholeSelect
                    name={`deed-soldier-${i}`}
                    value={d.soldier}
                    onChange={(e) => {
                      // A fighter of the author's own side is not offered as the one struck: the
                      // deed then names the first of another side, as a new deed does.
                      const side = fighters.find((f) => f.id === e.target.value)?.seat;
                      const named = targets.find((x) => x.id === d.target);
                      const target =
                        named && named.seat === side
                          ? (targets.find((x) => x.seat !== side)?.id ?? OTHER_TARGET)
                          : d.target;
                      setDeed(i, { soldier: e.target.value, crew: [], target });
                    }}
                  >
                    {fighters.map(fighterOption)}
                  </WholeSelect>
                </label>{' '}
                {d.kind === 'wound' ? (
                  <>
                    <label>
                      {w.target}{' '}
                      <WholeSelect
                        name={`deed-target-${i}`}
                        value={d.target}
                        onChange={(e) => setDeed(i, { target: e.target.value })}
                      >
                        {targets
                          .filter((x) => x.seat !== fighters.find((f) => f.id === d.soldier)?.seat)
                          .map(targetOption)}
                        <option value={OTHER_TARGET}>{w.otherTarget}</option>
                      </WholeSelect>
                    </label>{' '}
                    {d.target === OTHER_TARGET ? (
                      <>
                        <label>
                          {w.otherValue} <RuleRef id="DW-NEUTRAL-11" />{' '}
                          <input
                            type="number"
                            name={`deed-target-value-${i}`}
                            min={0}
                            max={TARGET_VALUE_MAX}
                            value={d.targetValue}
                            onChange={(e) => setDeed(i, { targetValue: num(e.target.value, 0, TARGET_VALUE_MAX) })}
                          />
                        </label>{' '}
                      </>
                    ) : null}
                    <label>
                      {w.damage}{' '}
                      <WholeSelect
                        name={`deed-result-${i}`}
                        value={d.result}
                        onChange={(e) => setDeed(i, { result: e.target.value as DamageResult })}
                      >
                        {DAMAGES.map((r) => (
                          <option key={r} value={r}>
                            {w.damages[r]}
                          </option>
                        ))}
                      </WholeSelect>
                    </label>{' '}
                    <label>
                      <input
                        type="checkbox"
                        checked={d.ranged}
                        onChange={(e) => setDeed(i, { ranged: e.target.checked })}
                      />{' '}
                      {w.ranged}
                    </label>{' '}
                    <label>
                      <input
                        type="checkbox"
                        checked={d.secondary}
                        onChange={(e) => setDeed(i, { secondary: e.target.checked })}
                      />{' '}
                      {w.secondary}
                    </label>
                  </>
                ) : d.kind === 'bonus' ? (
                  // A held zone is worth its fixed bonus, the only one a report gives (DW-MSN-INTR-06).
                  <span data-field="bonus-ep">
                    +{ZONE_BONUS_EP} {w.epUnit}
                  </span>
                ) : (
                  <>
                    <label>
                      {d.kind === 'aim' ? w.aimValue : w.testValue}{' '}
                      <input
                        type="number"
                        name={d.kind === 'aim' ? `deed-aim-${i}` : `deed-value-${i}`}
                        min={0}
                        max={30}
                        value={d.kind === 'aim' ? d.aim : d.value}
                        onChange={(e) =>
                          setDeed(
                            i,
                            d.kind === 'aim'
                              ? { aim: num(e.target.value, 0, 30) }
                              : { value: num(e.target.value, 0, 30) },
                          )
                        }
                      />
                    </label>{' '}
                    <label>
                      {w.difficulty}{' '}
                      <input
                        type="number"
                        name={`deed-difficulty-${i}`}
                        min={0}
                        max={40}
                        value={d.difficulty}
                        onChange={(e) => setDeed(i, { difficulty: num(e.target.value, 0, 40) })}
                      />
                    </label>
                  </>
                )}{' '}
                <span className="dw-earns" data-field="deed-ep">
                  {w.earns(deedEP(d))}
                </span>
                {d.kind === 'aim' ? crewField(d, i) : null}{' '}
                <button type="button" onClick={() => set({ deeds: draft.deeds.filter((_, k) => k !== i) })}>
                  {w.remove}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="dw-add-deed"
              onClick={() => set({ deeds: [...draft.deeds, newDeed(fighters)] })}
            >
              {w.addDeed}
            </button>
          </fieldset>

          <fieldset className="dw-wounds">
            <legend>
              {w.wounds} <RuleRef id="DW-RECUP-01" />
            </legend>
            {draft.wounds.map((x, i) => (
              <div key={i} className="dw-row">
                <WholeSelect
                  name={`wound-soldier-${i}`}
                  value={x.soldier}
                  onChange={(e) =>
                    set({ wounds: draft.wounds.map((y, k) => (k === i ? { ...y, soldier: e.target.value } : y)) })
                  }
                >
                  {fighters.map(fighterOption)}
                </WholeSelect>{' '}
                <WholeSelect
                  name={`wound-state-${i}`}
                  value={x.state}
                  onChange={(e) =>
                    set({
                      wounds: draft.wounds.map((y, k) =>
                        k === i ? { ...y, state: e.target.value as (typeof FINAL_STATES)[number] } : y,
                      ),
                    })
                  }
                >
                  {FINAL_STATES.map((s) => (
                    <option key={s} value={s}>
                      {w.damages[s]}
                    </option>
                  ))}
                </WholeSelect>{' '}
                <button type="button" onClick={() => set({ wounds: draft.wounds.filter((_, k) => k !== i) })}>
                  {w.remove}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="dw-add-wound"
              onClick={() => set({ wounds: [...draft.wounds, { soldier: fighters[0]?.id ?? '', state: 'serious' }] })}
            >
              {w.addWound}
            </button>
          </fieldset>

          {startWounded.length > 0 ? (
            <fieldset className="dw-healed">
              <legend>
                {w.healed} <RuleRef id="DW-MISSION-PRE-09" />
              </legend>
              <p className="muted">{w.healedHint}</p>
              {startWounded.map((f) => {
                const on = draft.healed.includes(f.id);
                const conflict = on && draft.wounds.some((x) => x.soldier === f.id);
                return (
                  <div key={f.id} className="dw-row" data-healed={f.id}>
                    <label>
                      <input
                        type="checkbox"
                        name="healed"
                        value={f.id}
                        checked={on}
                        onChange={(e) => set({ healed: toggled(draft.healed, f.id, e.target.checked) })}
                      />{' '}
                      {soldierLabel(f.name, locale)} ({nameOf(f.seat)}, {w.startedWith}{' '}
                      {w.damages[f.starts] ?? f.starts})
                    </label>
                    {conflict ? (
                      <span className="error" role="alert" data-field="healed-conflict">
                        {' '}
                        {w.healedConflict}
                      </span>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
          ) : null}

          {structures.length > 0 ? (
            <fieldset className="dw-structure">
              <legend>
                {w.structure} <RuleRef id="DW-RECUP-12" />
              </legend>
              {structures.map((m) => (
                <label key={m.id}>
                  {m.asset ? names.byName(m.name, locale) : m.name} ({m.sp === m.max ? `/${m.max}` : `${m.sp}/${m.max}`}
                  ){' '}
                  <input
                    type="number"
                    min={0}
                    max={m.sp}
                    value={draft.structure[m.id] ?? 0}
                    onChange={(e) => set({ structure: { ...draft.structure, [m.id]: num(e.target.value, 0, m.sp) } })}
                  />
                </label>
              ))}
            </fieldset>
          ) : null}

          {machines.length > 0 ? (
            <fieldset className="dw-exploded">
              <legend>
                {w.exploded} <RuleRef id="DW-RECUP-14" />
              </legend>
              <p className="muted">{w.explodedHint}</p>
              {machines.map((m) => (
                <label key={m.id}>
                  <input
                    type="checkbox"
                    name="exploded"
                    value={m.id}
                    checked={draft.exploded.includes(m.id)}
                    onChange={(e) => set({ exploded: toggled(draft.exploded, m.id, e.target.checked) })}
                  />{' '}
                  {m.kind === 'immobile' ? names.byName(m.name, locale) : m.name} ({nameOf(m.seat)},{' '}
                  {w.machineKinds[m.kind]})
                </label>
              ))}
            </fieldset>
          ) : null}

          <Objectives battle={battle} draft={draft} set={set} nameOf={nameOf} />

          <Captures draft={draft} set={set} />
        </>
      )}

      <details className="dw-json">
        <summary>{w.json}</summary>
        <textarea
          rows={8}
          cols={60}
          value={json ?? JSON.stringify(report, null, 2)}
          onChange={(e) => setJson(e.target.value)}
        />
        <button
          type="button"
          onClick={() => {
            try {
              const parsed = parseReport(JSON.parse(json ?? '') as unknown);
              setJsonError(parsed === null);
              if (parsed) {
                setLoaded(parsed);
                setJson(null);
              }
            } catch {
              setJsonError(true);
            }
          }}
        >
          {w.load}
        </button>
        {jsonError ? <p className="error">{w.badJson}</p> : null}
      </details>

      <div aria-live="polite">
        <Verdict t={t} />
      </div>
      <button type="submit" className="primary" disabled={!t.ok}>
        {w.send}
      </button>
    </form>
  );
}

/** The mission's objectives: each number box holds at most what the mission lays out (`OBJECTIVE_MAX`). */
export function Objectives({
  battle,
  draft,
  set,
  nameOf,
}: {
  battle: Battle;
  draft: ReportDraft;
  set: (p: Partial<ReportDraft>) => void;
  nameOf: (s: string) => string;
}) {
  const { w, locale } = useWords();
  const o = draft.objectives;
  const seats = battle.seats;
  const field = (label: string, value: number, max: number, onChange: (n: number) => void, key: string) => (
    <label key={key}>
      {label}{' '}
      <input type="number" min={0} max={max} value={value} onChange={(e) => onChange(num(e.target.value, 0, max))} />
    </label>
  );
  return (
    <fieldset className="dw-objectives">
      <legend>
        {w.objectives} <RuleRef id="DW-MSN-GEN-01" />
      </legend>
      <label>
        <input type="checkbox" checked={o.on} onChange={(e) => set({ objectives: { ...o, on: e.target.checked } })} />{' '}
        {w.objectivesReport(battle.mission ? missionName(battle.mission, locale) : '–')}
      </label>
      {o.on ? (
        <div>
          {battle.mission === 'intrusion'
            ? seats.map((s) => (
                <p key={s}>
                  {nameOf(s)} · {w.held}:{' '}
                  {field(
                    w.own,
                    o.held[s]?.own ?? 0,
                    OBJECTIVE_MAX.perZone,
                    (n) =>
                      set({ objectives: { ...o, held: { ...o.held, [s]: { own: n, enemy: o.held[s]?.enemy ?? 0 } } } }),
                    'own',
                  )}{' '}
                  {field(
                    w.enemy,
                    o.held[s]?.enemy ?? 0,
                    OBJECTIVE_MAX.perZone,
                    (n) =>
                      set({ objectives: { ...o, held: { ...o.held, [s]: { own: o.held[s]?.own ?? 0, enemy: n } } } }),
                    'enemy',
                  )}
                </p>
              ))
            : null}
          {battle.mission === 'invasion' ? (
            <div>
              <p data-field="sectors-laid-out">
                {w.sectorsLaidOut(OBJECTIVE_MAX.sectors(battle))} <RuleRef id="DW-MSN-INVA-01" />
              </p>
              {seats.map((s) =>
                field(
                  `${nameOf(s)} · ${w.sectors}`,
                  o.counts[s] ?? 0,
                  OBJECTIVE_MAX.sectors(battle),
                  (n) => set({ objectives: { ...o, counts: { ...o.counts, [s]: n } } }),
                  s,
                ),
              )}
            </div>
          ) : null}
          {battle.mission === 'treasure-hunt' ? (
            <div>
              <p data-field="jewels-laid-out">
                {w.jewelsLaidOut(OBJECTIVE_MAX.jewels(battle))} <RuleRef id="DW-MSN-TREA-01" />
              </p>
              {seats.map((s) =>
                field(
                  `${nameOf(s)} · ${w.traps}`,
                  o.counts[s] ?? 0,
                  OBJECTIVE_MAX.jewels(battle),
                  (n) => set({ objectives: { ...o, counts: { ...o.counts, [s]: n } } }),
                  s,
                ),
              )}
            </div>
          ) : null}
          {battle.mission === 'destruction' ? (
            <div>
              <p>{w.elementsLost}</p>
              {o.elements.map((el, i) => (
                <p key={i}>
                  <WholeSelect
                    value={el.type}
                    onChange={(e) => {
                      // A smaller element cannot have lost more SP than it has.
                      const type = e.target.value as DestructionElement;
                      const spLost = Math.min(el.spLost, OBJECTIVE_MAX.elementSP(type));
                      set({
                        objectives: { ...o, elements: o.elements.map((x, k) => (k === i ? { type, spLost } : x)) },
                      });
                    }}
                  >
                    {(['idol', 'altar', 'temple'] as const).map((x) => (
                      <option key={x} value={x}>
                        {w.elements[x]}
                      </option>
                    ))}
                  </WholeSelect>{' '}
                  {field(
                    w.spUnit,
                    el.spLost,
                    OBJECTIVE_MAX.elementSP(el.type),
                    (n) =>
                      set({
                        objectives: { ...o, elements: o.elements.map((x, k) => (k === i ? { ...x, spLost: n } : x)) },
                      }),
                    'sp',
                  )}
                </p>
              ))}
            </div>
          ) : null}
          {battle.mission === 'assassination' ? (
            <label>
              {w.fate}{' '}
              <WholeSelect
                value={o.fate}
                onChange={(e) => set({ objectives: { ...o, fate: e.target.value as typeof o.fate } })}
              >
                {Object.entries(w.fates).map(([k, v]) => (
                  <option key={k} value={k}>
                    {v}
                  </option>
                ))}
              </WholeSelect>
            </label>
          ) : null}
          {battle.mission === 'raid' ? (
            <div>
              {/* How many merchants there are, and who attacks: the tents are held by a side. */}
              <p data-field="merchants">
                {w.merchants(OBJECTIVE_MAX.merchants)}
                {battle.attacker !== null ? `. ${w.attackerIs(nameOf(battle.attacker))}.` : '.'}{' '}
                <RuleRef id="DW-MSN-RAID-01" />
              </p>
              {field(
                `${w.killed} (0–${OBJECTIVE_MAX.merchants})`,
                o.killed,
                OBJECTIVE_MAX.merchants,
                (n) => set({ objectives: { ...o, killed: n } }),
                'killed',
              )}
              {OBJECTIVE_MAX.merchants - o.killed > 0 ? (
                <fieldset data-field="tents">
                  <legend>{w.tents}</legend>
                  {o.tents.slice(0, OBJECTIVE_MAX.merchants - o.killed).map((x, i) => (
                    <label key={i}>
                      {w.tent(i + 1)}{' '}
                      <WholeSelect
                        name={`tent-${i}`}
                        value={x}
                        onChange={(e) =>
                          set({
                            objectives: {
                              ...o,
                              tents: o.tents.map((y, k) =>
                                k === i ? (e.target.value as 'attacker' | 'defender' | 'none') : y,
                              ),
                            },
                          })
                        }
                      >
                        {tentSides(battle).map(([k, s]) => (
                          <option key={k} value={k}>
                            {k === 'none' ? w.nobody : s !== null ? nameOf(s) : k}
                          </option>
                        ))}
                      </WholeSelect>
                    </label>
                  ))}
                </fieldset>
              ) : null}
              <label>
                {w.chestTent}{' '}
                <WholeSelect
                  name="chest-tent"
                  value={o.chestTent ?? ''}
                  onChange={(e) => set({ objectives: { ...o, chestTent: e.target.value || null } })}
                >
                  <option value="">{w.nobody}</option>
                  {seats.map((x) => (
                    <option key={x} value={x}>
                      {nameOf(x)}
                    </option>
                  ))}
                </WholeSelect>
              </label>
            </div>
          ) : null}
          {battle.mission === 'death-to-the-cardinal' ? (
            <label>
              <input
                type="checkbox"
                checked={o.attackerControls}
                onChange={(e) => set({ objectives: { ...o, attackerControls: e.target.checked } })}
              />{' '}
              {w.attackerControls}
            </label>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/** The targets captured (DW-CAPTURE-01), each in words of the player's own, in a box labelled to say what to write. */
export function Captures({ draft, set }: { draft: ReportDraft; set: (p: Partial<ReportDraft>) => void }) {
  const { w } = useWords();
  return (
    <fieldset className="dw-captures">
      <legend>{w.captures}</legend>
      {draft.captures.map((x, i) => (
        <div key={i} className="dw-row">
          <label>
            {w.captureWhat}{' '}
            <input
              value={x}
              maxLength={120}
              onChange={(e) => set({ captures: draft.captures.map((y, k) => (k === i ? e.target.value : y)) })}
            />
          </label>{' '}
          <button type="button" onClick={() => set({ captures: draft.captures.filter((_, k) => k !== i) })}>
            {w.remove}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => set({ captures: [...draft.captures, ''] })}>
        {w.addCapture}
      </button>
    </fieldset>
  );
}

/**
 * A report given and awaiting acceptance (the option `confirm-report`): what it says, and for a
 * player asked to confirm it, the buttons to accept it or send it back; for anyone else, whose
 * confirmation it awaits.
 */
export function ReportConfirm({
  state,
  battle,
  asked,
  choose,
}: {
  state: CampaignState;
  battle: Battle;
  /** Whether this seat is asked to accept the report. */
  asked: boolean;
  choose: (c: Choice) => void;
}) {
  const { w, locale } = useWords();
  const names = contentNames(useJudge().content);
  const given = battle.reported;
  const section = useRef<HTMLElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  // Asked to answer, the player sees the report and its buttons: on a small screen they would
  // begin below the first screen, so the panel is brought up to the top.
  useEffect(() => {
    const at = buttons.current?.getBoundingClientRect();
    if (asked && at && at.bottom > window.innerHeight) section.current?.scrollIntoView({ block: 'start' });
  }, [asked]);
  if (!given) return null;
  const r = given.report;
  const name = (s: string) => seatCompany(state, s, locale);
  // Each fighter with his company: both companies may have fighters of the same name.
  const soldier = (id: string) => {
    for (const c of Object.values(state.companies)) {
      const found = c.soldiers.find((x) => x.id === id);
      if (found) return `${soldierLabel(found.name, locale)} (${name(c.seat)})`;
    }
    return names.byId(id, locale);
  };
  const awaiting = given.awaiting.map(name).join(', ');
  return (
    <section ref={section} className="dw-confirm" data-testid="dw-confirm" data-awaiting={given.awaiting.join(' ')}>
      <h3>{w.confirmTitle(battle.id, name(given.by))}</h3>
      <ul className="dw-confirm-results">
        {Object.entries(r.results).map(([s, res]) => (
          <li key={s} data-seat={s}>
            {name(s)}: <strong>{w.results[res] ?? res}</strong>
            {r.retreat === s ? ` (${w.retreat})` : ''}
          </li>
        ))}
        <li data-field="deeds">
          {w.confirmDeeds(r.deeds.length)}
          {r.deeds.length ? ':' : ''}
          {r.deeds.length ? (
            <ol className="dw-confirm-deeds">
              {r.deeds.map((d, i) => (
                <li key={i} data-soldier={d.soldier}>
                  {soldier(d.soldier)}: {deedWords(d, locale)}
                </li>
              ))}
            </ol>
          ) : null}
        </li>
        <li data-field="wounds">
          {w.confirmWounds}:{' '}
          {r.wounds.length ? (
            <ul className="dw-confirm-wounds">
              {r.wounds.map((x) => (
                <li key={x.soldier} data-soldier={x.soldier}>
                  {soldier(x.soldier)}: {stateName(x.state, locale)}
                </li>
              ))}
            </ul>
          ) : (
            w.confirmNoWounds
          )}
        </li>
      </ul>
      {asked ? (
        <>
          <p>{w.confirmAsk}</p>
          <div ref={buttons} className="dw-confirm-buttons">
            <button type="button" data-answer="accept" onClick={() => choose({ kind: 'confirm-report', accept: true })}>
              {w.confirmAccept}
            </button>
            <button
              type="button"
              data-answer="send-back"
              onClick={() => choose({ kind: 'confirm-report', accept: false })}
            >
              {w.confirmSendBack}
            </button>
          </div>
        </>
      ) : (
        <p className="muted" data-testid="dw-awaiting">
          {w.reportAwaits(awaiting)}
        </p>
      )}
    </section>
  );
}
