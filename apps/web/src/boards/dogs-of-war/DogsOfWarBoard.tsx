import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sheetHtml } from '@skirmish/dogs-of-war';
import { useI18n } from '../../i18n.ts';
import { usePack } from '../../pack.ts';
import type { BoardProps } from '../types.ts';
import {
  aspectsCell,
  learnedPaths,
  startingMagicNotes,
  judgeFor,
  battleEP,
  battleOf,
  checkAttribute,
  checkRecruit,
  companyHistory,
  companyValue,
  diceShown,
  findSoldier,
  improvableName,
  isMember,
  lastAfterBattle,
  PHASE_TWO_RULES,
  provisionalRenown,
  purchaseOffers,
  recruitChoice,
  reportBattleOf,
  ruleText,
  soldierValue,
  stageOf,
  standings,
  trial,
  typedEP,
  unusedEP,
  refusalText,
  violationText,
  type CampaignState,
  type Choice,
  type Company,
  type Judge,
  type Limit,
  type Purchase,
  type Trial,
} from './logic.ts';
import { fetchHistory, type HistoryEntry } from './history.ts';
import { HUNT_WHATS, HuntAnswer, HuntStatus, type HuntWhat } from './Hunt.tsx';
import { FreeEventCard, NeutralAnswer, Preparation } from './Preparation.tsx';
import { ReportConfirm, ReportForm } from './ReportForm.tsx';
import { oddsAt, type ReportDraftStructure } from './odds.ts';
import { refusedReport } from './report.ts';
import { TableAids } from './TableAids.tsx';
import { SHEET_STATS, current } from './model.ts';
import { WORDS, soldierLabel, type DwWords } from './words.ts';
import {
  ASPECTS,
  aspectLayoutText,
  aspectOffer,
  characteristicName,
  contentNames,
  elementName,
  elementsOfChoice,
  freeEventCardChooser,
  localName,
  maximumStrength,
  actualStrength,
  missionName,
  pathName,
  pathsOfChoice,
  proposedName,
  rankName,
  roleName,
  seatCompany,
  stateName,
  START,
  type Aspects,
  type Element,
  type ContentNames,
} from '@skirmish/dogs-of-war';
import './dogs-of-war.css';
import { WholeSelect } from './WholeSelect.tsx';

type Tab = keyof DwWords['tabs'];

export function useWords(): { w: DwWords; locale: 'en' | 'hu' } {
  const { lang } = useI18n();
  return { w: WORDS[lang] as DwWords, locale: lang };
}

function asState(v: unknown): CampaignState | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Partial<CampaignState>;
  return o.companies && o.stages && Array.isArray(o.battles) ? (v as CampaignState) : null;
}

/** A rule ID that opens its text in place. */
export function RuleRef({ id }: { id: string }) {
  const { w, locale } = useWords();
  const [open, setOpen] = useState(false);
  return (
    <span className="dw-rule">
      <button type="button" className="rule-id" onClick={() => setOpen(!open)} aria-expanded={open}>
        {id}
      </button>
      {open ? <span className="dw-rule-text">{ruleText(id, locale) ?? w.noRuleText}</span> : null}
    </span>
  );
}

function Limits({ limits }: { limits: readonly Limit[] }) {
  const { w } = useWords();
  return (
    <table className="dw-limits" aria-label={w.limits}>
      <tbody>
        {limits.map((l) => (
          <tr key={l.id} className={l.ok ? 'ok' : 'over'} data-limit={l.id} data-ok={l.ok}>
            <th scope="row">{w.limit[l.id]}</th>
            <td>
              {w.now} {l.now}
            </td>
            <td>
              {w.after} <strong>{l.after}</strong>
              {/* The RP left have a floor, not a cap: none may be spent that the company lacks. */}
              {l.id === 'resources' ? ` ${w.rp} (${w.notBelowZero})` : ` / ${l.limit}`}
            </td>
            <td>{l.ok ? w.fits : w.breaks}</td>
            <td>
              <RuleRef id={l.rule} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The verdict of a trial run: allowed, or the refusal in the player's language with its rule. A
 * form passes `touched` false until the player has changed something or pressed its button: a
 * refusal of the form as first drawn is not his doing, and is not said yet.
 */
export function Verdict({ t, touched = true }: { t: Trial | null; touched?: boolean }) {
  const { w, locale } = useWords();
  if (!t) return null;
  if (!t.ok && !touched) return null;
  if (t.ok)
    return (
      <p className="dw-verdict ok" role="status">
        {w.allowed}
      </p>
    );
  const rule = t.violation.rule;
  return (
    <p className="dw-verdict refused" role="alert" data-code={t.violation.code}>
      {w.refused}: {rule ? refusalText(t.violation, locale) : violationText(t.violation, locale)}{' '}
      {rule ? <RuleRef id={rule} /> : null}
    </p>
  );
}

function Sheet({ company, mine }: { company: Company; mine: boolean }) {
  const judge = useJudge();
  const { w, locale } = useWords();
  const names = contentNames(judge.content);
  const max = maximumStrength(company, judge.content).total;
  const printable = () => {
    const url = URL.createObjectURL(new Blob([sheetHtml(company, judge.content, locale)], { type: 'text/html' }));
    window.open(url, '_blank', 'noopener');
  };
  const st = company.stats;
  // A table wider than its box scrolls inside it: said above it, and shaded at the edge to scroll to.
  const wrap = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const el = wrap.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWide(el.scrollWidth > el.clientWidth + 1);
    measure();
    const seen = new ResizeObserver(measure);
    seen.observe(el);
    const table = el.querySelector('table');
    if (table) seen.observe(table);
    return () => seen.disconnect();
  }, []);
  // The sheet fits a narrow card: the notes take a line of their own under each soldier, and the
  // Aspects column is there only when a faithful of the company has them.
  const withAspects = company.soldiers.some((s) => aspectsCell(s, locale) !== null);
  const columns = 4 + SHEET_STATS.length + (withAspects ? 1 : 0);
  const soldierNotes = (s: Company['soldiers'][number]): string =>
    [
      company.captain === s.id ? w.captain : '',
      s.champion ? w.champion : '',
      s.musician ? w.musician : '',
      s.standardBearer ? w.standard : '',
      s.role ? roleName(s.role, locale) : '',
      s.aftereffect !== 'none' ? (w.aftereffect[s.aftereffect] ?? stateName(s.aftereffect, locale)) : '',
      ...startingMagicNotes(s, judge.content, locale, {
        elements: w.startingElements,
        paths: w.startingPaths,
      }),
      s.paths.length > 0 ? `${w.pathsLearned}: ${learnedPaths(s, locale).join(', ')}` : '',
      ...s.attributes.map((a) => names.byName(a.name, locale)),
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <section className={`dw-sheet${mine ? ' mine' : ''}`} data-company={company.seat}>
      <h3>{company.name}</h3>
      <dl className="dw-head">
        <div>
          <dt>{w.people}</dt>
          <dd data-field="people">{company.people === null ? '–' : names.byId(company.people, locale)}</dd>
        </div>
        <div>
          <dt>{w.renown}</dt>
          <dd data-field="renown">{company.renown}</dd>
        </div>
        <div>
          <dt>{w.value}</dt>
          <dd data-field="value">{companyValue(company)}</dd>
        </div>
        <div>
          <dt>{w.resources}</dt>
          <dd data-field="resources">{company.resources}</dd>
        </div>
        <div>
          <dt>{w.strength}</dt>
          <dd data-field="strength">
            {actualStrength(company)} ({w.maxStrength} {max})
          </dd>
        </div>
        <div>
          <dt>{w.formationEP}</dt>
          <dd>{company.formationEP}</dd>
        </div>
        <div>
          <dt>{w.record}</dt>
          <dd>
            {st.victories}/{st.draws}/{st.defeats}
          </dd>
        </div>
      </dl>
      {company.soldiers.length === 0 ? (
        <p className="muted">{w.none}</p>
      ) : (
        <div className="table-wrap" ref={wrap} data-wide={wide}>
          {wide ? <p className="muted dw-scroll-hint">{w.scrollHint}</p> : null}
          <table className="dw-soldiers">
            <thead>
              <tr>
                <th scope="col">{w.soldier}</th>
                <th scope="col">{w.rank}</th>
                {SHEET_STATS.map((s) => (
                  <th key={s} scope="col">
                    {characteristicName(s, locale)}
                  </th>
                ))}
                {withAspects ? <th scope="col">{w.aspects}</th> : null}
                <th scope="col">{w.value}</th>
                <th scope="col">{w.ep}</th>
              </tr>
            </thead>
            <tbody>
              {company.soldiers.map((s) => {
                const notes = soldierNotes(s);
                return (
                  <Fragment key={s.id}>
                    <tr data-soldier={s.id} className={notes ? 'has-notes' : ''}>
                      <th scope="row">{soldierLabel(s.name, locale)}</th>
                      <td>{rankName(s.rank, locale)}</td>
                      {SHEET_STATS.map((stat) => {
                        const v = current(s, stat);
                        return (
                          <td key={stat} className={(s.bought[stat] ?? 0) > 0 ? 'improved' : ''}>
                            {/* A half (MOV 12.5) with the decimal comma in Hungarian. */}
                            {v === null ? '–' : locale === 'hu' ? String(v).replace('.', ',') : v}
                          </td>
                        );
                      })}
                      {withAspects ? <AspectsCell soldier={s} locale={locale} /> : null}
                      <td>{soldierValue(s)}</td>
                      <td>
                        {unusedEP(s)} / {s.ep.acquired}
                      </td>
                    </tr>
                    {notes ? (
                      <tr className="dw-notes-row">
                        <td className="notes" colSpan={columns}>
                          <span>
                            <span className="sr-only">{w.notes}: </span>
                            {notes}
                          </span>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {company.assets.length > 0 ? (
        <p className="muted">
          {company.assets.map((a) => `${names.byName(a.name, locale)}${a.destroyed ? ' ✗' : ''}`).join(', ')}
        </p>
      ) : null}
      <button type="button" className="dw-print" onClick={printable}>
        {w.printable}
      </button>
    </section>
  );
}

/** Recruitment (or the captain) as a form whose every limit is checked while the player edits. */
export function Roster({ state, seat, choose }: { state: CampaignState; seat: string; choose: (c: Choice) => void }) {
  const judge = useJudge();
  const { w, locale } = useWords();
  const c = state.companies[seat];
  const stage = state.stages[seat];
  const captain = stage?.kind === 'formation' && stage.step === 'captain';
  const names = contentNames(judge.content);
  const profiles = useMemo(() => {
    const own = c?.people ?? null;
    // In the order of the names the player reads.
    return [...judge.content.profiles].sort(
      (a, b) =>
        Number(b.people === own) - Number(a.people === own) ||
        localName(a, locale).localeCompare(localName(b, locale), locale),
    );
  }, [c?.people, judge.content, locale]);
  // The form opens on the first profile the rules take as he stands, with nothing more to choose
  // (no Aspect layout, Element or path to name): the first in the list may be a magician whose
  // button would stay greyed, with no reason said, until the player changed something.
  const [profile, setProfile] = useState(() => {
    const taken = profiles.find(
      (x) =>
        aspectOffer(x).layouts.length <= 1 &&
        elementsOfChoice(x, judge.content).length === 0 &&
        pathsOfChoice(x).length === 0 &&
        trial(
          judge,
          state,
          seat,
          recruitChoice({
            captain,
            profile: x.id,
            name: proposedName(x, captain, c?.nextId ?? 0, locale),
            options: [],
            faction: null,
          }),
        ).ok,
    );
    return (taken ?? profiles[0])?.id ?? '';
  });
  const [name, setName] = useState('');
  // Whether the player has changed the form since it was drawn (see Verdict).
  const [touched, setTouched] = useState(false);
  const [options, setOptions] = useState<string[]>([]);
  const [faction, setFaction] = useState<string | null>(null);
  const [aspects, setAspects] = useState<Aspects | undefined>(undefined);
  const [element, setElement] = useState<Element | ''>('');
  const [path, setPath] = useState('');
  const p = judge.content.profiles.find((x) => x.id === profile);
  // A magician whose card gives an Element or a path of his choice names them as he is recruited
  // (DW-PEOPLE-05): the lists are those the rules would accept.
  const elementChoices = p ? elementsOfChoice(p, judge.content) : [];
  const pathChoices = p ? pathsOfChoice(p) : [];
  const magic =
    element !== '' || path !== ''
      ? { ...(element !== '' ? { element } : {}), ...(path !== '' ? { path } : {}) }
      : undefined;
  // A profile with several Aspect layouts is recruited only once the player has picked one (DW-RECRUIT-14).
  const layouts = p ? aspectOffer(p).layouts : [];
  const layoutMissing = layouts.length > 1 && aspects === undefined;
  const draft = {
    captain,
    profile,
    // The name proposed to a player who types none is the profile's in his language, as the rules
    // propose it (a captain by his title): the name he sends is his own, whatever language it is in.
    name: name || (p ? proposedName(p, captain, c?.nextId ?? 0, locale) : ''),
    options,
    faction,
    ...(layouts.length > 1 && aspects ? { aspects } : {}),
    ...(magic ? { magic } : {}),
  };
  const check = c ? checkRecruit(judge, state, seat, draft) : null;
  const factions = judge.content.peoples.find((x) => x.id === p?.people)?.factions ?? [];
  if (!c) return null;
  const exclusions = stage?.kind === 'after' && stage.step === 'exclusions';
  // Soldiers join only at a recruitment step (DW-RECRUIT-19): elsewhere the form is not drawn.
  const recruiting =
    (stage?.kind === 'formation' && (stage.step === 'captain' || stage.step === 'recruit')) ||
    (stage?.kind === 'after' && stage.step === 'recruitment');
  const doneTrial = trial(judge, state, seat, { kind: 'done' });
  const stageName = stageOf(state, seat);
  return (
    <section className="dw-roster">
      {exclusions ? (
        <Exclusions state={state} seat={seat} choose={choose} />
      ) : !recruiting ? (
        <p className="muted" data-field="recruit-closed">
          {w.recruitClosed(w.stageNames[stageName] ?? stageName)} <RuleRef id="DW-RECRUIT-19" />
        </p>
      ) : (
        <form
          className="dw-recruit"
          onChange={() => setTouched(true)}
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (check?.trial.ok && !layoutMissing) {
              choose({
                kind: captain ? 'name-captain' : 'recruit',
                profile,
                name: draft.name,
                options,
                faction,
                ...(draft.aspects ? { aspects: draft.aspects } : {}),
                ...(draft.magic ? { magic: draft.magic } : {}),
              });
              setName('');
              setOptions([]);
              setAspects(undefined);
              setElement('');
              setPath('');
              setTouched(false);
            }
          }}
        >
          <h3>{captain ? w.captainTitle : w.rosterTitle}</h3>
          <label>
            {w.profile}{' '}
            <WholeSelect
              name="profile"
              value={profile}
              onChange={(e) => {
                setProfile(e.target.value);
                setOptions([]);
                setFaction(null);
                setAspects(undefined);
                setElement('');
                setPath('');
              }}
            >
              {profiles.map((x) => (
                <option key={x.id} value={x.id}>
                  {localName(x, locale)} · {names.byId(x.people, locale)} · {rankName(x.rank, locale)} · {x.value}
                  {x.sample ? ' *' : ''}
                </option>
              ))}
            </WholeSelect>
          </label>
          {profiles.some((x) => x.sample) ? (
            <p className="muted" data-field="sample-mark">
              {w.sampleMark}
            </p>
          ) : null}
          <label>
            {w.name}{' '}
            <input name="name" value={name} placeholder={draft.name} onChange={(e) => setName(e.target.value)} />
          </label>
          {p && p.options.length > 0 ? (
            <fieldset>
              <legend>{w.options}</legend>
              {p.options.map((o) => (
                <label key={o.id}>
                  <input
                    type="checkbox"
                    checked={options.includes(o.id)}
                    onChange={(e) =>
                      setOptions(e.target.checked ? [...options, o.id] : options.filter((x) => x !== o.id))
                    }
                  />{' '}
                  {localName(o, locale)} (+{o.ap})
                </label>
              ))}
            </fieldset>
          ) : null}
          {layouts.length > 1 ? (
            <fieldset data-field="aspect-layouts">
              <legend>{w.aspectLayout}</legend>
              {layouts.map((a, i) => (
                <label key={i}>
                  <input
                    type="radio"
                    name="aspect-layout"
                    checked={
                      aspects !== undefined && a.CRE === aspects.CRE && a.ALT === aspects.ALT && a.DES === aspects.DES
                    }
                    onChange={() => setAspects(a)}
                  />{' '}
                  {aspectLayoutText(a, locale)}
                </label>
              ))}
            </fieldset>
          ) : null}
          {elementChoices.length > 0 ? (
            <label>
              {w.elementOfChoice}{' '}
              <WholeSelect
                name="element-of-choice"
                value={element}
                onChange={(e) => setElement(e.target.value as Element | '')}
              >
                <option value="">{w.pickOne}</option>
                {elementChoices.map((x) => (
                  <option key={x} value={x}>
                    {elementName(x, locale)}
                  </option>
                ))}
              </WholeSelect>
            </label>
          ) : null}
          {pathChoices.length > 0 ? (
            <label>
              {w.pathOfChoice}{' '}
              <WholeSelect name="path-of-choice" value={path} onChange={(e) => setPath(e.target.value)}>
                <option value="">{w.pickOne}</option>
                {pathChoices.map((x) => (
                  <option key={x} value={x}>
                    {pathName(x, locale)}
                  </option>
                ))}
              </WholeSelect>
            </label>
          ) : null}
          {factions.length > 0 ? (
            <label>
              {w.faction}{' '}
              <WholeSelect value={faction ?? ''} onChange={(e) => setFaction(e.target.value || null)}>
                <option value="">{w.noFaction}</option>
                {factions.map((f) => (
                  <option key={f} value={f}>
                    {names.byName(f, locale)}
                  </option>
                ))}
              </WholeSelect>
            </label>
          ) : null}
          {check ? (
            <div className="dw-live" aria-live="polite">
              <p>
                {w.recruitValue}: <strong data-field="recruit-value">{check.value}</strong>
                {check.ally ? ` · ${w.ally}` : ''}
              </p>
              <Limits limits={check.limits} />
              <Verdict t={check.trial} touched={touched} />
            </div>
          ) : null}
          <button type="submit" className="primary" disabled={!check?.trial.ok || layoutMissing}>
            {captain ? w.nameCaptain : w.recruit}
          </button>
        </form>
      )}
      {/* The exclusions step has its own button, under its list (see Exclusions). */}
      {!captain && recruiting ? (
        <p>
          <button type="button" disabled={!doneTrial.ok} onClick={() => choose({ kind: 'done' })}>
            {w.done}
          </button>{' '}
          {!doneTrial.ok ? <span className="muted">{violationText(doneTrial.violation, locale)}</span> : null}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The exclusions step (DW-EXCLUDE-01): every member who may be dismissed, each with his button,
 * shown both on the roster and under the after-battle steps, where the board opens at this step.
 */
export function Exclusions({
  state,
  seat,
  choose,
}: {
  state: CampaignState;
  seat: string;
  choose: (c: Choice) => void;
}) {
  const judge = useJudge();
  const { w, locale } = useWords();
  const c = state.companies[seat];
  if (!c) return null;
  const doneTrial = trial(judge, state, seat, { kind: 'done' });
  const dischargeTrial = trial(judge, state, seat, { kind: 'discharge-captain' });
  return (
    <div className="dw-exclusions" data-testid="dw-exclusions">
      <h3>{w.exclusions}</h3>
      <p className="muted">
        {w.exclusionsHint} <RuleRef id="DW-EXCLUDE-01" />
      </p>
      <ul className="dw-exclude">
        {c.soldiers.filter(isMember).map((s) => {
          const t = trial(judge, state, seat, { kind: 'exclude', soldier: s.id });
          return (
            <li key={s.id} data-soldier={s.id}>
              {s.name} ({soldierValue(s)}){' '}
              <button type="button" disabled={!t.ok} onClick={() => choose({ kind: 'exclude', soldier: s.id })}>
                {w.exclude}
              </button>
              {/* Why not (the captain, a soldier the rules keep): said beside the button, not guessed at. */}
              {!t.ok ? <span className="muted"> {violationText(t.violation, locale)}</span> : null}
            </li>
          );
        })}
      </ul>
      <p data-testid="dw-discharge">
        <button type="button" disabled={!dischargeTrial.ok} onClick={() => choose({ kind: 'discharge-captain' })}>
          {w.discharge}
        </button>{' '}
        <span className="muted">
          {dischargeTrial.ok ? w.dischargeHint : violationText(dischargeTrial.violation, locale)}{' '}
          <RuleRef id="DW-CAPTAIN-09" />
        </span>
      </p>
      {/* Shown on the roster and under the after-battle steps alike: the step ends here too. */}
      <p>
        <button type="button" disabled={!doneTrial.ok} onClick={() => choose({ kind: 'done' })}>
          {w.done}
        </button>{' '}
        {!doneTrial.ok ? <span className="muted">{violationText(doneTrial.violation, locale)}</span> : null}
      </p>
    </div>
  );
}

/** A faithful's Aspects on the sheet (each by its initial, named in full on hover); a dash for anyone else. */
function AspectsCell({ soldier, locale }: { soldier: Company['soldiers'][number]; locale: 'en' | 'hu' }) {
  const a = aspectsCell(soldier, locale);
  if (!a) return <td>–</td>;
  const improved = ASPECTS.some((k) => (soldier.bought[k] ?? 0) > 0);
  return (
    <td className={improved ? 'improved' : ''} title={a.full} data-field="aspects">
      {a.short}
    </td>
  );
}

function purchaseLabel(p: Purchase, w: DwWords, locale: 'en' | 'hu', names: ContentNames): string {
  const head = w.purchase[p.kind] ?? p.kind;
  switch (p.kind) {
    case 'characteristic':
      return `${head} ${improvableName(p.characteristic, locale)}`;
    case 'improve-ability':
    case 'learn-ability':
      return `${head}: ${names.byName(p.ability, locale)}`;
    case 'role':
      return `${head}: ${roleName(p.role, locale)}`;
    case 'path':
      return p.name === undefined ? head : `${head}: ${pathName(p.name, locale)}`;
    default:
      return head;
  }
}

/** Formation EP and experience spending, every purchase with its price and its effect on value. */
export function Experience({
  state,
  seat,
  choose,
}: {
  state: CampaignState;
  seat: string;
  choose: (c: Choice) => void;
}) {
  const judge = useJudge();
  const { w, locale } = useWords();
  const c = state.companies[seat];
  const stage = state.stages[seat];
  const founders = c?.soldiers.filter((s) => s.founder && isMember(s)) ?? [];
  const [who, setWho] = useState(founders[0]?.id ?? '');
  const [ep, setEp] = useState(10);
  const [soldier, setSoldier] = useState<string>(c?.soldiers[0]?.id ?? '');
  if (!c) return null;
  const formation = stage?.kind === 'formation' && c.formationEP > 0;
  // Once a soldier has all the formation EP he may take, the form turns to the next one who has room.
  const cap = START.formationEPPerSoldier;
  const target =
    founders.find((x) => x.id === who && x.ep.acquired < cap) ??
    founders.find((x) => x.ep.acquired < cap) ??
    founders.find((x) => x.id === who);
  const assign: Choice = { kind: 'assign-ep', soldier: target?.id ?? who, ep };
  const assignTrial = formation ? trial(judge, state, seat, assign) : null;
  const s = findSoldier(c, soldier);
  const offers = s ? purchaseOffers(judge, state, seat, s.id) : [];
  const names = contentNames(judge.content);
  const pending = c.soldiers.find((x) => x.rankChoicePending);
  const doneTrial = trial(judge, state, seat, { kind: 'done' });
  return (
    <section className="dw-experience">
      {formation ? (
        <form
          className="dw-assign"
          onSubmit={(e) => {
            e.preventDefault();
            if (assignTrial?.ok) choose(assign);
          }}
        >
          <h3>
            {w.assign} ({c.formationEP})
          </h3>
          <label>
            {w.assignTo}{' '}
            <input type="number" name="ep" min={1} value={ep} onChange={(e) => setEp(typedEP(e.target.value))} />
          </label>{' '}
          <label>
            {w.epTo}{' '}
            <WholeSelect name="assign-to" value={target?.id ?? who} onChange={(e) => setWho(e.target.value)}>
              {founders.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name} ({w.epGiven(x.ep.acquired, cap)})
                </option>
              ))}
            </WholeSelect>
          </label>{' '}
          <button type="submit" disabled={!assignTrial?.ok}>
            {w.assignButton}
          </button>
          <Verdict t={assignTrial} />
          <p className="muted" data-field="ep-cap">
            {w.epCap(cap)}
          </p>
        </form>
      ) : null}
      {pending ? (
        <p className="dw-rank-choice">
          {w.chooseRank}: {pending.name}{' '}
          {(['Special', 'Elite'] as const).map((rank) => (
            <button key={rank} type="button" onClick={() => choose({ kind: 'choose-rank', soldier: pending.id, rank })}>
              {rankName(rank, locale)}
            </button>
          ))}
        </p>
      ) : null}
      <h3>{w.expTitle}</h3>
      <label>
        {w.soldier}{' '}
        <WholeSelect name="spender" value={soldier} onChange={(e) => setSoldier(e.target.value)}>
          {c.soldiers.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name} · {unusedEP(x)} {w.unused} · {w.value} {soldierValue(x)}
            </option>
          ))}
        </WholeSelect>
      </label>
      {s && !offers.some((o) => o.ok) ? (
        <p className="muted" data-field="nothing-to-buy">
          {w.nothingToBuy(s.name, unusedEP(s))}
        </p>
      ) : null}
      {s ? (
        <>
          <table className="dw-purchases">
            <tbody>
              {offers
                .filter((o) => o.ok)
                .map((o) => (
                  <tr key={JSON.stringify(o.purchase)} data-purchase={JSON.stringify(o.purchase)}>
                    <th scope="row">{purchaseLabel(o.purchase, w, locale, names)}</th>
                    <td data-field="cost">{w.cost(o.cost)}</td>
                    <td>
                      {w.valueAfter} {o.valueAfter}
                    </td>
                    <td>
                      <button
                        type="button"
                        onClick={() => choose({ kind: 'spend-ep', soldier: s.id, purchase: o.purchase })}
                      >
                        {w.buy}
                      </button>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
          <details>
            <summary>{w.notAvailable}</summary>
            <ul className="dw-refused">
              {offers
                .filter((o) => !o.ok)
                .map((o) => (
                  <li key={JSON.stringify(o.purchase)}>
                    {purchaseLabel(o.purchase, w, locale, names)}: {o.violation ? refusalText(o.violation, locale) : ''}{' '}
                    {o.violation?.rule ? <RuleRef id={o.violation.rule} /> : null}
                  </li>
                ))}
            </ul>
          </details>
        </>
      ) : null}
      {/* Formation EP not given are lost when the step ends (DW-EP-01): said before the button is pressed. */}
      {formation && stage.step === 'experience' && doneTrial.ok ? (
        <p className="dw-notice" role="status" data-field="ep-lost">
          {w.epLost(c.formationEP)} <RuleRef id="DW-EP-01" />
        </p>
      ) : null}
      <p>
        <button type="button" disabled={!doneTrial.ok} onClick={() => choose({ kind: 'done' })}>
          {w.done}
        </button>{' '}
        {!doneTrial.ok ? <span className="muted">{violationText(doneTrial.violation, locale)}</span> : null}
      </p>
    </section>
  );
}

export function Attributes({
  state,
  seat,
  choose,
}: {
  state: CampaignState;
  seat: string;
  choose: (c: Choice) => void;
}) {
  const judge = useJudge();
  const { w, locale } = useWords();
  const c = state.companies[seat];
  const [attribute, setAttribute] = useState(judge.content.attributes[0]?.id ?? '');
  // The bearer the player picked for this attribute; until he picks one, the first the rules accept
  // (the company, else its first soldier who may bear it), so the form does not open on a refusal.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  if (!c) return null;
  const bearer =
    picked !== undefined
      ? picked
      : ([null, ...c.soldiers.filter(isMember).map((s) => s.id)].find(
          (b) => checkAttribute(judge, state, seat, attribute, b)?.trial.ok,
        ) ?? null);
  const check = checkAttribute(judge, state, seat, attribute, bearer);
  return (
    <section className="dw-attributes">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (check?.trial.ok) choose({ kind: 'buy-attribute', attribute, soldier: bearer });
        }}
      >
        <h3>{w.attrTitle}</h3>
        <label>
          {w.attribute}{' '}
          <WholeSelect
            name="attribute"
            value={attribute}
            onChange={(e) => {
              setAttribute(e.target.value);
              setPicked(undefined);
            }}
          >
            {judge.content.attributes.map((a) => (
              <option key={a.id} value={a.id}>
                {localName(a, locale)} · {w.attributeKinds[a.kind] ?? a.kind} · {a.cost}
              </option>
            ))}
          </WholeSelect>
        </label>{' '}
        <label>
          {w.bearer}{' '}
          <WholeSelect name="bearer" value={bearer ?? ''} onChange={(e) => setPicked(e.target.value || null)}>
            <option value="">{w.company_}</option>
            {c.soldiers.filter(isMember).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({rankName(s.rank, locale)})
              </option>
            ))}
          </WholeSelect>
        </label>
        {check ? (
          <div className="dw-live" aria-live="polite">
            <p>
              {w.price}: {check.cost}
            </p>
            <Limits limits={check.limits} />
            <Verdict t={check.trial} />
          </div>
        ) : null}
        <button type="submit" className="primary" disabled={!check?.trial.ok}>
          {w.buyAttr}
        </button>
      </form>
      <p>
        <button type="button" onClick={() => choose({ kind: 'done' })}>
          {w.done}
        </button>
      </p>
    </section>
  );
}

/**
 * Phases 1 and 2 of the last after-battle sequence, one roll at a time, read from the events the
 * server keeps (so a reload or another device shows all of it); this browser's own log stands in
 * until they arrive or if they cannot be fetched.
 */
function AfterBattle({
  log,
  gameId,
  seat,
  index,
  nameOf,
}: {
  log: NonNullable<BoardProps['log']>;
  gameId: string;
  seat: string | null;
  index: number;
  /** A seat's company by its name: a step of one company says whose it is. */
  nameOf: (seat: string) => string;
}) {
  const { w, locale } = useWords();
  const content = usePack().content;
  const [remote, setRemote] = useState<HistoryEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchHistory(gameId, seat, locale, content).then(
      (h) => live && setRemote(h),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gameId, seat, index, locale, content]);
  const steps = useMemo(() => lastAfterBattle(remote ?? log), [remote, log]);
  const [at, setAt] = useState(0);
  const first = steps[0]?.n;
  useEffect(() => setAt(0), [first]);
  if (steps.length === 0) return <p className="muted">{w.afterNone}</p>;
  const i = Math.min(at, steps.length - 1);
  const step = steps[i];
  if (!step) return null;
  const rule = step.event.rule ?? '';
  const dice = diceShown(step.event);
  return (
    <section className="dw-after" data-step={i + 1} data-steps={steps.length} data-source={remote ? 'server' : 'local'}>
      <h3>{w.afterTitle}</h3>
      <ol className="dw-phases">
        {steps.map((s, k) => (
          <li
            key={s.n}
            className={k === i ? 'current' : k < i ? 'seen' : ''}
            title={s.text}
            aria-current={k === i ? 'step' : undefined}
          >
            {k + 1}
          </li>
        ))}
      </ol>
      <p className="muted">{PHASE_TWO_RULES.test(rule) ? w.phase2 : w.phase1}</p>
      <p>
        {w.stepOf} {i + 1} {w.of} {steps.length}
      </p>
      <div className="dw-step" data-type={step.event.type} data-rule={rule}>
        {typeof step.event['seat'] === 'string' && !step.text.includes(nameOf(step.event['seat'])) ? (
          <p className="dw-step-seat" data-seat={step.event['seat']}>
            <strong>{nameOf(step.event['seat'])}</strong>
          </p>
        ) : null}
        <p className="dw-step-text">{step.text}</p>
        {dice.length > 0 ? (
          <p>
            {w.dice}:{' '}
            {dice.map((d, k) => (
              <span key={k} className="die">
                {d}
              </span>
            ))}
          </p>
        ) : null}
        {/* A recuperation roll's reading, said as what it means for the soldier (DW-RECUP-08). */}
        {step.event.type === 'recuperation' && w.recovered[String(step.event['outcome'])] ? (
          <p data-field="recovered">{w.recovered[String(step.event['outcome'])]}</p>
        ) : null}
        <p>
          {w.rule}: <RuleRef id={rule} />
        </p>
        {provisionalRenown(step.event) ? (
          <p className="dw-notice" data-field="provisional-renown">
            {w.provisionalRenown}
          </p>
        ) : null}
      </div>
      <p>
        <button type="button" disabled={i === 0} onClick={() => setAt(i - 1)}>
          {w.previous}
        </button>{' '}
        <button type="button" className="primary" disabled={i >= steps.length - 1} onClick={() => setAt(i + 1)}>
          {w.next}
        </button>
      </p>
      {i >= steps.length - 1 ? <p className="muted">{w.afterNext}</p> : null}
    </section>
  );
}

/** The EP each soldier earned in the last battle, company by company, under the after-battle steps. */
export function BattleExperience({
  state,
  log,
  seat,
}: {
  state: CampaignState;
  log: NonNullable<BoardProps['log']>;
  seat: string | null;
}) {
  const { w, locale } = useWords();
  // The player's own company first.
  const companies = battleEP(state, log).sort((a, b) => Number(b.seat === seat) - Number(a.seat === seat));
  if (companies.length === 0) return null;
  return (
    <section className="dw-battle-ep" data-testid="dw-battle-ep">
      <h3>{w.battleEPTitle}</h3>
      {companies.map((c) => (
        <table key={c.seat} data-seat={c.seat} data-added={c.added}>
          <caption>
            {seatCompany(state, c.seat, locale)}{' '}
            <span className="muted">{c.added ? w.battleEPAdded : w.battleEPWaiting}</span> <RuleRef id="DW-EP-04" />
          </caption>
          <thead>
            <tr>
              <th scope="col">{w.soldier}</th>
              <th scope="col">{w.battleEP}</th>
            </tr>
          </thead>
          <tbody>
            {c.soldiers.map((x) => (
              <tr key={x.id} data-soldier={x.id}>
                <th scope="row">{soldierLabel(x.name, locale)}</th>
                <td data-field="battle-ep">{x.ep}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

function Standings({ state }: { state: CampaignState }) {
  const { w, locale } = useWords();
  const rows = standings(state);
  // The dead have left their companies: each mission's record keeps the names of its own dead, so a
  // soldier named in an earlier mission and killed in a later one is found by his later record.
  const deadNames = Object.assign({}, ...state.history.map((m) => m.deadNames)) as Record<string, string>;
  return (
    <section className="dw-standings">
      <h3>{w.standingsTitle}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{w.companyCol}</th>
            <th scope="col">{w.points}</th>
            <th scope="col">{w.victories}</th>
            <th scope="col">{w.draws}</th>
            <th scope="col">{w.defeats}</th>
            <th scope="col">{w.renown}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, k) => (
            <tr key={r.seat} data-seat={r.seat}>
              <td>{k + 1}</td>
              <th scope="row">{r.name}</th>
              <td data-field="points">{r.points}</td>
              <td>{r.victories}</td>
              <td>{r.draws}</td>
              <td>{r.defeats}</td>
              <td>{r.renown}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {state.history.length > 0 ? (
        <p className="muted" data-field="provisional-renown">
          {w.provisionalRenown} <RuleRef id="DW-AFTER-05" />
        </p>
      ) : null}
      {state.seats.map((seat) => {
        const h = companyHistory(state, seat);
        const c = state.companies[seat];
        return (
          <details key={seat} className="dw-history" data-seat={seat} open>
            <summary>
              {w.history}: {seatCompany(state, seat, locale)}
            </summary>
            {h.length === 0 ? (
              <p className="muted">{w.noHistory}</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{w.roundCol}</th>
                    <th scope="col">{w.mission}</th>
                    <th scope="col">{w.opponent}</th>
                    <th scope="col">{w.result}</th>
                    <th scope="col">{w.missionValue}</th>
                    <th scope="col">{w.renownGained}</th>
                    <th scope="col">{w.rpGained}</th>
                    <th scope="col">{w.deaths}</th>
                    <th scope="col">{w.recoveries}</th>
                  </tr>
                </thead>
                <tbody>
                  {h.map((m) => {
                    const foe = m.seats[0] === seat ? m.seats[1] : m.seats[0];
                    const r = m.results[seat] ?? 'draw';
                    // The dead and the dismissed have left the company: the mission's record keeps
                    // their names (a record of 0.14.0 or earlier, those of its dead alone).
                    const kept = (id: string) => m.recoveries.find((x) => x.soldier === id)?.name;
                    const named = (id: string) =>
                      soldierLabel(
                        (c ? findSoldier(c, id)?.name : undefined) ??
                          m.deadNames[id] ??
                          kept(id) ??
                          deadNames[id] ??
                          id,
                        locale,
                      );
                    return (
                      <tr key={m.battle}>
                        <td>{m.round}</td>
                        <td>{missionName(m.mission, locale)}</td>
                        <td>{foe === undefined ? '–' : seatCompany(state, foe, locale)}</td>
                        <td>
                          {w.results[r] ?? r}
                          {m.retreat === seat ? ` (${w.retreat})` : ''}
                        </td>
                        <td>{m.values[seat] ?? '–'}</td>
                        <td>{m.renown[seat] ?? 0}</td>
                        <td>{m.resources[seat] ?? 0}</td>
                        <td>{(m.deaths[seat] ?? []).map(named).join(', ') || '–'}</td>
                        <td>
                          {m.recoveries
                            .filter((x) => x.seat === seat)
                            .map((x) => `${named(x.soldier)}: ${stateName(x.outcome, locale)}`)
                            .join(', ') || '–'}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </details>
        );
      })}
    </section>
  );
}

const PREP_KINDS = ['groups', 'balance', 'compensate', 'final', 'free-event-card', 'neutral-cap', 'neutral-group'].map(
  (k) => `dogs-of-war/${k}`,
);

function autoTab(
  state: CampaignState,
  seat: string | null,
  reportAsked: boolean,
  hasAfter: boolean,
  prepAsked: boolean,
  huntAsked: boolean,
): Tab {
  if (reportAsked) return 'report';
  if (prepAsked) return 'mission';
  if (huntAsked) return 'hunt';
  const stage = seat ? state.stages[seat] : undefined;
  if (stage?.kind === 'formation' || stage?.kind === 'after') {
    if (stage.step === 'experience') return 'experience';
    if (stage.step === 'attributes') return 'attributes';
    if (stage.kind === 'after' && stage.step === 'exclusions' && hasAfter) return 'after';
    return 'roster';
  }
  if (state.finished) return 'standings';
  return 'sheet';
}

/**
 * The judge of this game's forms: its own content pack and house rules, read from the page's pack
 * context, so each board judges with its own game's pack however many are on screen.
 */
export function useJudge(): Judge {
  const pack = usePack();
  return judgeFor(pack.content, pack.options);
}

/** The Dogs of War screens: sheet, roster, experience, attributes, report, after-battle steps, standings. */
export function DogsOfWarBoard({ snapshot, choose, setOdds, log }: BoardProps) {
  const { w, locale } = useWords();
  const state = asState(snapshot.view);
  const seat = snapshot.seat;
  const reportAsked = snapshot.pending.some((d) => d.kind === 'dogs-of-war/report' && !!seat && d.seats.includes(seat));
  // A report another player gave, which this one is asked to accept or send back.
  const confirmAsked = snapshot.pending.some(
    (d) => d.kind === 'dogs-of-war/confirm-report' && !!seat && d.seats.includes(seat),
  );
  const hasAfter = useMemo(() => lastAfterBattle(log ?? []).length > 0, [log]);
  const prepAsked = snapshot.pending.some((d) => PREP_KINDS.includes(d.kind) && !!seat && d.seats.includes(seat));
  const huntWhat = snapshot.pending
    .filter((d) => !!seat && d.seats.includes(seat))
    .map((d) => d.kind.replace('dogs-of-war/', ''))
    .find((k): k is HuntWhat => (HUNT_WHATS as readonly string[]).includes(k));
  // The report tab while a report is asked of the seat, or its battle's report awaits confirmation.
  const reportShown = reportAsked || confirmAsked || (state ? battleOf(state, seat)?.reported !== undefined : false);
  const auto = state ? autoTab(state, seat, reportShown, hasAfter, prepAsked, !!huntWhat) : 'sheet';
  const stepKey = prepAsked || huntWhat ? snapshot.pending.map((d) => d.kind).join() : '';
  const stageKey =
    state && seat
      ? JSON.stringify(state.stages[seat] ?? null) + String(reportShown) + String(confirmAsked) + stepKey
      : '';
  const [picked, setPicked] = useState<{ tab: Tab; at: string } | null>(null);
  // A player's own pick holds until the step changes; then the screen follows the step.
  const tab = picked && picked.at === stageKey ? picked.tab : auto;
  // The machines' SP lost as the report form says them so far: with the option `confirm-report`
  // off the machines roll on the report itself, so the odds panel shows that roll from the form.
  const [drafted, setDrafted] = useState<ReportDraftStructure | null>(null);
  const onStructure = useCallback(
    (battle: number, structure: ReportDraftStructure['structure']) => setDrafted({ battle, structure }),
    [],
  );
  // The odds panel follows the step: set again only when the roll that matters, or what is filled in, changes.
  const oddsKey = JSON.stringify(state ? oddsAt(state, seat, locale, drafted) : null);
  useEffect(() => {
    const request = JSON.parse(oddsKey) as ReturnType<typeof oddsAt>;
    if (request) setOdds(request);
  }, [oddsKey, setOdds]);
  if (!state) return null;
  const stageName = stageOf(state, seat);
  const companies = Object.values(state.companies)
    .filter((c) => state.seats.includes(c.seat))
    .sort((a, b) => (a.seat === seat ? -1 : b.seat === seat ? 1 : a.seat.localeCompare(b.seat)));
  const b = battleOf(state, seat);
  // The battle on the report tab: the one whose report this player is asked to accept (he may run
  // the neutral company or the Cardinal's band in it, or be at his own after-battle steps), else his own.
  const shownBattle = (seat ? state.battles.find((x) => x.reported?.awaiting.includes(seat)) : undefined) ?? b;
  // The battle whose report this player gives: his company's, or one where he runs the Cardinal's band.
  const toReport = reportAsked ? reportBattleOf(state, seat) : null;
  // A report of it sent back: the form starts from it, and a notice says who sent it back.
  const refused = toReport ? refusedReport(log ?? [], toReport.id) : null;
  const companyName = (s: string) => seatCompany(state, s, locale);
  const own = seat ? state.companies[seat] : undefined;
  // A report given and not yet accepted: the status line says whose confirmation it awaits.
  const stageText =
    stageName === 'battle-confirm' && b?.reported
      ? w.reportAwaits(b.reported.awaiting.map((s) => seatCompany(state, s, locale)).join(', '))
      : (w.stageNames[stageName] ?? stageName);
  const neutralKind = snapshot.pending
    .find((d) => !!seat && d.seats.includes(seat) && /neutral-(cap|group)$/.test(d.kind))
    ?.kind.replace('dogs-of-war/', '');
  const neutral = neutralKind === 'neutral-cap' || neutralKind === 'neutral-group' ? neutralKind : null;
  // Destruction's free Event card is asked of the Attacker, or of whoever runs the neutral company
  // attacking: the battle it is asked in need not be the player's own.
  const freeCard = seat ? state.battles.find((x) => freeEventCardChooser(x) === seat) : undefined;
  const tabs: Tab[] = [
    'sheet',
    'roster',
    'experience',
    'attributes',
    'mission',
    'report',
    'after',
    'standings',
    ...(state.hunt ? (['hunt'] as const) : []),
  ];
  const send = (c: Choice) => choose(c);
  return (
    <div className="dw-board" data-tab={tab}>
      <p>
        {w.round} {state.round}/{state.missionsPlanned}
        {stageName ? (
          <>
            {' '}
            · {w.stage}: <strong data-testid="dw-stage">{stageText}</strong>
          </>
        ) : null}
      </p>
      <div className="dw-tabs" role="tablist">
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            data-tab={t}
            onClick={() => setPicked({ tab: t, at: stageKey })}
          >
            {w.tabs[t]}
          </button>
        ))}
      </div>
      <div className="dw-panel" role="tabpanel">
        {tab === 'sheet' ? (
          <>
            <h2 className="sr-only">{w.company}</h2>
            {companies.map((c) => (
              <Sheet key={c.seat} company={c} mine={c.seat === seat} />
            ))}
          </>
        ) : null}
        {tab === 'roster' && seat ? (
          <>
            <Roster key={`${seat}-${stageName}`} state={state} seat={seat} choose={send} />
            {own ? <Sheet company={own} mine /> : null}
          </>
        ) : null}
        {tab === 'experience' && seat ? <Experience key={seat} state={state} seat={seat} choose={send} /> : null}
        {tab === 'attributes' && seat ? <Attributes key={seat} state={state} seat={seat} choose={send} /> : null}
        {tab === 'report' ? (
          shownBattle?.reported ? (
            <ReportConfirm
              key={`${seat ?? ''}-${shownBattle.id}`}
              state={state}
              battle={shownBattle}
              asked={confirmAsked}
              choose={send}
            />
          ) : toReport && seat ? (
            <>
              {refused ? (
                <p className="dw-notice" role="status" data-testid="dw-refused">
                  {w.reportRefused(companyName(refused.refuser), refused.by === seat ? null : companyName(refused.by))}
                </p>
              ) : null}
              <ReportForm
                key={`${seat}-${toReport.id}-${refused ? 'again' : 'first'}`}
                state={state}
                seat={seat}
                battle={toReport}
                choose={send}
                gameId={snapshot.gameId}
                onStructure={onStructure}
                {...(refused ? { given: refused.report } : {})}
              />
            </>
          ) : (
            <p className="muted">{w.reportNone}</p>
          )
        ) : null}
        {tab === 'mission' && seat && freeCard ? (
          <FreeEventCard key={`${seat}-${freeCard.id}`} state={state} seat={seat} battle={freeCard} choose={send} />
        ) : tab === 'mission' && seat && neutral ? (
          <NeutralAnswer key={`${seat}-${neutral}`} state={state} seat={seat} kind={neutral} choose={send} />
        ) : tab === 'mission' ? (
          b && seat ? (
            <Preparation key={`${seat}-${b.id}-${b.step}`} state={state} seat={seat} battle={b} choose={send} />
          ) : (
            <p className="muted">{w.reportNone}</p>
          )
        ) : null}
        {tab === 'after' ? (
          <>
            <AfterBattle
              log={log ?? []}
              gameId={snapshot.gameId}
              seat={seat}
              index={snapshot.index}
              nameOf={(s) => seatCompany(state, s, locale)}
            />
            <BattleExperience state={state} log={log ?? []} seat={seat} />
            {/* The board opens here at the exclusions step: every soldier who may go is listed here too. */}
            {seat && stageName === 'after-exclusions' ? <Exclusions state={state} seat={seat} choose={send} /> : null}
          </>
        ) : null}
        {tab === 'hunt' && state.hunt ? (
          seat && huntWhat ? (
            <HuntAnswer
              key={`${seat}-${huntWhat}-${state.hunt.day}-${snapshot.index}`}
              state={state}
              seat={seat}
              what={huntWhat}
              choose={send}
            />
          ) : (
            <HuntStatus state={state} />
          )
        ) : null}
        {tab === 'standings' ? <Standings state={state} /> : null}
      </div>
      <TableAids />
    </div>
  );
}
