import { useState } from 'react';
import {
  SINGLE_USE_OBJECTS,
  balancingRange,
  compensationCost,
  contentNames,
  contingent,
  eventCardsAffordable,
  localName,
  missionName,
  seatCompany,
  stateName,
} from '@skirmish/dogs-of-war';
import { RuleRef, useJudge, useWords, Verdict } from './DogsOfWarBoard.tsx';
import {
  eventCardsOf,
  findSoldier,
  isMember,
  objectWords,
  soldierValue,
  trial,
  type Battle,
  type CampaignState,
  type Choice,
} from './logic.ts';
import { PREP_WORDS, soldierLabel } from './words.ts';
import { WholeSelect } from './WholeSelect.tsx';

const toggle = (xs: readonly string[], x: string, on: boolean): string[] =>
  on ? [...xs.filter((y) => y !== x), x] : xs.filter((y) => y !== x);

/** The steps before a mission as forms: the assault group, balancing, compensation, bonesetter and training. */
export function Preparation({
  state,
  seat,
  battle,
  choose,
}: {
  state: CampaignState;
  seat: string;
  battle: Battle;
  choose: (c: Choice) => void;
}) {
  const judge = useJudge();
  const { locale } = useWords();
  const w = PREP_WORDS[locale];
  const names = contentNames(judge.content);
  const c = state.companies[seat];
  const members = c?.soldiers.filter((s) => isMember(s)) ?? [];
  const group = battle.groups[seat];
  const [soldiers, setSoldiers] = useState<string[]>(() =>
    group ? [...group.soldiers] : members.filter((s) => s.role !== 'prospector').map((s) => s.id),
  );
  const [attributes, setAttributes] = useState<string[]>([]);
  const [hires, setHires] = useState<string[]>([]);
  // Balancing: the company's machines and nexuses on the sheet kept (all at first), and which of
  // the hired fighters (by their place in the list, a profile may be hired twice).
  const [keptAssets, setKeptAssets] = useState<string[]>(() =>
    (group?.attributes ?? []).filter((a) => a.soldier === null).map((a) => a.attribute),
  );
  const [keptHires, setKeptHires] = useState<string[]>(() => (group?.hires ?? []).map((_, i) => String(i)));
  const [explorers, setExplorers] = useState<string[]>([]);
  const [searchers, setSearchers] = useState<string[]>([]);
  const [eventCards, setEventCards] = useState(0);
  const [objects, setObjects] = useState<Array<{ fighter: string; object: (typeof SINGLE_USE_OBJECTS)[number] }>>([]);
  const [bonesetter, setBonesetter] = useState<string[]>([]);
  const [training, setTraining] = useState<Record<string, number>>({});
  const [extraRound, setExtraRound] = useState(false);
  if (!c) return null;
  const hunt = state.mode === 'hang-em-high';
  const step = battle.step;
  const prospectors = members.filter((s) => s.role === 'prospector');
  // Those left at home, who alone may train (DW-EP-06).
  const atHome = members.filter(
    (s) => !(group?.soldiers.includes(s.id) ?? false) && !(group?.explorers.includes(s.id) ?? false),
  );
  const hireable = judge.content.profiles.filter((p) => p.mercenary && !p.character);
  const cardsMax = eventCardsAffordable(battle.cp, objects.length);

  let choice: Choice | null = null;
  if (step === 'groups' && !group) {
    const attrs = attributes.map((key) => {
      const [soldier, attribute] = key.split('|');
      return { soldier: soldier === '' ? null : (soldier ?? null), attribute: attribute ?? '' };
    });
    choice = {
      kind: 'form-group',
      soldiers,
      attributes: attrs,
      hires,
      explorers,
      ...(hunt && searchers.length > 0 ? { searchers } : {}),
    };
  } else if (step === 'balance') {
    const sheetAssets = (group?.attributes ?? []).filter((a) => a.soldier === null).map((a) => a.attribute);
    choice = {
      kind: 'balance',
      soldiers,
      hires: (group?.hires ?? []).filter((_, i) => keptHires.includes(String(i))),
      ...(sheetAssets.length > 0 ? { assets: sheetAssets.filter((a) => keptAssets.includes(a)) } : {}),
    };
  } else if (step === 'compensate') choice = { kind: 'compensate', eventCards, objects };
  // The weaker side may add a round (DW-MISSION-PRE-35): the box shows only when the rules allow it.
  let roundOffered = false;
  if (step === 'final' && group && !group.prepared) {
    const finish: Choice = {
      kind: 'finish-preparation',
      bonesetter,
      training: Object.entries(training)
        .filter(([, ep]) => ep > 0)
        .map(([soldier, ep]) => ({ soldier, ep })),
    };
    roundOffered = trial(judge, state, seat, { ...finish, extraRound: true }).ok;
    choice = roundOffered && extraRound ? { ...finish, extraRound: true } : finish;
  }
  if (!choice)
    return (
      <>
        <EventCards state={state} battle={battle} />
        <p className="muted">{w.nothing}</p>
      </>
    );
  const t = trial(judge, state, seat, choice);
  const after = t.ok ? t.state.battles.find((x) => x.id === battle.id)?.groups[seat] : undefined;
  const afterCompany = t.ok ? t.state.companies[seat] : undefined;
  const other = battle.seats[0] === seat ? battle.seats[1] : battle.seats[0];
  const theirs = battle.groups[other];
  const pick = (list: readonly string[], set: (xs: string[]) => void, id: string, label: string, name: string) => (
    <label key={id}>
      <input
        type="checkbox"
        name={name}
        checked={list.includes(id)}
        onChange={(e) => set(toggle(list, id, e.target.checked))}
      />{' '}
      {label}
    </label>
  );
  const onSheet = (group?.soldiers ?? soldiers).map((id) => findSoldier(c, id)).filter((s) => s !== undefined);
  return (
    <form
      className="dw-prep"
      data-step={step}
      onSubmit={(e) => {
        e.preventDefault();
        if (t.ok && choice) choose(choice);
      }}
    >
      <h3>
        {w.steps[step] ?? step} · {battle.mission ? missionName(battle.mission, locale) : '–'}
        {battle.attacker ? ` · ${w.attacker}: ${seatCompany(state, battle.attacker, locale)}` : ''}
      </h3>
      {step === 'groups' || step === 'balance' ? (
        <fieldset>
          <legend>
            {w.soldiers} <RuleRef id="DW-MISSION-PRE-05" />
          </legend>
          {(step === 'balance' ? (group?.soldiers ?? []) : c.soldiers.map((s) => s.id)).map((id) => {
            const s = findSoldier(c, id);
            return s
              ? pick(soldiers, setSoldiers, id, `${soldierLabel(s.name, locale)} (${soldierValue(s)})`, 'group-soldier')
              : null;
          })}
        </fieldset>
      ) : null}
      {step === 'balance' && group && group.hires.length > 0 ? (
        <fieldset>
          <legend>
            {w.hires} <RuleRef id="DW-MISSION-PRE-10" />
          </legend>
          {group.hires.map((h, i) => {
            const p = judge.content.profiles.find((x) => x.id === h);
            return pick(
              keptHires,
              setKeptHires,
              String(i),
              p ? `${localName(p, locale)} (${p.value})` : h,
              'balance-hire',
            );
          })}
        </fieldset>
      ) : null}
      {step === 'balance' && group && group.attributes.some((a) => a.soldier === null) ? (
        <fieldset>
          <legend>
            {w.machines} <RuleRef id="DW-MISSION-PRE-17" />
          </legend>
          {group.attributes
            .filter((a) => a.soldier === null)
            .map((a) => {
              const asset = c.assets.find((x) => x.id === a.attribute);
              const label = asset ? `${names.byName(asset.name, locale)} (${asset.cost})` : a.attribute;
              return pick(keptAssets, setKeptAssets, a.attribute, label, 'balance-asset');
            })}
        </fieldset>
      ) : null}
      {step === 'groups' ? (
        <>
          {c.soldiers.some((s) => s.attributes.length > 0) || c.assets.length > 0 ? (
            <fieldset>
              <legend>
                {w.attributes} <RuleRef id="DW-MISSION-PRE-08" />
              </legend>
              {c.soldiers
                .filter((s) => soldiers.includes(s.id))
                .flatMap((s) =>
                  s.attributes
                    .filter((a) => a.kind !== 'familiar')
                    .map((a) =>
                      pick(
                        attributes,
                        setAttributes,
                        `${s.id}|${a.id}`,
                        `${s.name}: ${names.byName(a.name, locale)} (${a.cost})`,
                        'group-attribute',
                      ),
                    ),
                )}
              {c.assets
                .filter((a) => !a.destroyed)
                .map((a) =>
                  pick(
                    attributes,
                    setAttributes,
                    `|${a.id}`,
                    `${names.byName(a.name, locale)} (${a.cost})`,
                    'group-asset',
                  ),
                )}
            </fieldset>
          ) : null}
          <fieldset>
            <legend>
              {w.hires} <RuleRef id="DW-MISSION-PRE-10" />
            </legend>
            {hireable.map((p) => pick(hires, setHires, p.id, `${localName(p, locale)} (${p.value})`, 'group-hire'))}
          </fieldset>
          {prospectors.length > 0 ? (
            <fieldset>
              <legend>
                {w.explorers} <RuleRef id="DW-ROLE-17" />
              </legend>
              {prospectors.map((s) => pick(explorers, setExplorers, s.id, s.name, 'group-explorer'))}
              {hunt ? (
                <>
                  <p>
                    {w.searchers} <RuleRef id="DW-CAMPAIGN-11" />
                  </p>
                  {prospectors.map((s) => pick(searchers, setSearchers, s.id, s.name, 'group-searcher'))}
                </>
              ) : null}
            </fieldset>
          ) : null}
        </>
      ) : null}
      {step === 'compensate' ? (
        // As many Event cards as the CP left beside the objects buy (DW-MISSION-PRE-19).
        <fieldset>
          <legend>
            {w.cp}: {battle.cp} <RuleRef id="DW-MISSION-PRE-19" />
          </legend>
          <label>
            {w.eventCards}{' '}
            <input
              type="number"
              name="event-cards"
              min={0}
              max={cardsMax}
              value={eventCards}
              onChange={(e) => setEventCards(Math.max(0, Math.min(cardsMax, Math.round(Number(e.target.value)) || 0)))}
            />
          </label>
          {objects.map((o, i) => (
            <p key={i}>
              <WholeSelect
                value={o.fighter}
                onChange={(e) => setObjects(objects.map((x, k) => (k === i ? { ...x, fighter: e.target.value } : x)))}
              >
                {onSheet.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </WholeSelect>{' '}
              <WholeSelect
                value={o.object}
                onChange={(e) =>
                  setObjects(
                    objects.map((x, k) =>
                      k === i ? { ...x, object: e.target.value as (typeof SINGLE_USE_OBJECTS)[number] } : x,
                    ),
                  )
                }
              >
                {SINGLE_USE_OBJECTS.map((x) => (
                  <option key={x} value={x}>
                    {objectWords(x, locale)}
                  </option>
                ))}
              </WholeSelect>{' '}
              <button type="button" onClick={() => setObjects(objects.filter((_, k) => k !== i))}>
                ✗
              </button>
            </p>
          ))}
          <button
            type="button"
            onClick={() => setObjects([...objects, { fighter: onSheet[0]?.id ?? '', object: SINGLE_USE_OBJECTS[0] }])}
          >
            {w.addObject}
          </button>
          <p>
            {w.cpSpent}: {compensationCost(eventCards, objects.length)} / {battle.cp}
          </p>
        </fieldset>
      ) : null}
      {step === 'final' ? (
        <>
          <fieldset>
            <legend>
              {w.bonesetter} <RuleRef id="DW-MISSION-PRE-33" />
            </legend>
            {onSheet.every((s) => s.aftereffect === 'none') ? (
              <p className="muted" data-field="bonesetter-none">
                {w.bonesetterNone}
              </p>
            ) : null}
            {onSheet
              .filter((s) => s.aftereffect !== 'none')
              .map((s) =>
                pick(bonesetter, setBonesetter, s.id, `${s.name} (${stateName(s.aftereffect, locale)})`, 'bonesetter'),
              )}
          </fieldset>
          <fieldset>
            <legend>
              {w.training} <RuleRef id="DW-EP-05" />
            </legend>
            {atHome.length === 0 ? (
              <p className="muted" data-field="training-none">
                {w.trainingNone} <RuleRef id="DW-EP-06" />
              </p>
            ) : null}
            {atHome.map((s) => (
              <label key={s.id}>
                {s.name}{' '}
                <input
                  type="number"
                  name="training"
                  min={0}
                  max={10}
                  value={training[s.id] ?? 0}
                  onChange={(e) =>
                    setTraining({
                      ...training,
                      [s.id]: Math.max(0, Math.min(10, Math.round(Number(e.target.value)) || 0)),
                    })
                  }
                />
              </label>
            ))}
          </fieldset>
          {roundOffered ? (
            <fieldset>
              <legend>
                {w.extraRound} <RuleRef id="DW-MISSION-PRE-35" />
              </legend>
              <label>
                <input
                  type="checkbox"
                  name="extra-round"
                  checked={extraRound}
                  onChange={(e) => setExtraRound(e.target.checked)}
                />{' '}
                {w.extraRoundLabel}
              </label>
            </fieldset>
          ) : null}
        </>
      ) : null}
      <div className="dw-live" aria-live="polite">
        {after ? (
          <p>
            {w.groupValue}: <strong data-field="group-value">{after.value}</strong> · {w.fighters}{' '}
            {after.soldiers.length + after.hires.length} / {contingent(after.value)} <RuleRef id="DW-MISSION-PRE-07" />
            {theirs ? ` · ${w.theirs} ${theirs.value}` : ''}
          </p>
        ) : null}
        {step === 'balance' && group && theirs ? (
          <p>
            {w.range}: {balancingRange(group.value, theirs.value).min}–{balancingRange(group.value, theirs.value).max}{' '}
            <RuleRef id="DW-MISSION-PRE-17" />
          </p>
        ) : null}
        {afterCompany ? (
          <p>
            {w.resources}: {c.resources} → {afterCompany.resources}
          </p>
        ) : null}
        <Verdict t={t} />
      </div>
      <button type="submit" className="primary" disabled={!t.ok}>
        {w.send}
      </button>
    </form>
  );
}

/**
 * Each side's Event cards for the coming battle, shown once both sides are ready until the report:
 * how many, those the CP bought (DW-MISSION-PRE-19) and those given free (DW-MSN-DEST-06).
 */
export function EventCards({ state, battle }: { state: CampaignState; battle: Battle }) {
  const { locale } = useWords();
  const w = PREP_WORDS[locale];
  const sides = eventCardsOf(battle);
  if (sides.length === 0) return null;
  return (
    <section className="dw-event-cards">
      <h4>{w.cardsTitle}</h4>
      <ul>
        {sides.map(({ seat, cards, free }) => (
          <li key={seat} data-seat={seat} data-cards={cards} data-free={free}>
            {seatCompany(state, seat, locale)}: {w.cards(cards)}
            {cards > free ? (
              <>
                {' · '}
                {w.bought(cards - free)} <RuleRef id="DW-MISSION-PRE-19" />
              </>
            ) : null}
            {free > 0 ? (
              <>
                {' · '}
                <strong>{w.free(free)}</strong> <RuleRef id="DW-MSN-DEST-06" />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Destruction's stronger Attacker, both sides ready, takes his free Event card or leaves it
 * (DW-MSN-DEST-06); the player who runs an attacking neutral company answers for it. Taking it is
 * what the form starts on, as a card need not be played.
 */
export function FreeEventCard({
  state,
  seat,
  battle,
  choose,
}: {
  state: CampaignState;
  seat: string;
  battle: Battle;
  choose: (c: Choice) => void;
}) {
  const judge = useJudge();
  const { locale } = useWords();
  const w = PREP_WORDS[locale];
  const [take, setTake] = useState(true);
  const choice: Choice = { kind: 'free-event-card', take };
  const t = trial(judge, state, seat, choice);
  const attacker = battle.attacker ?? '';
  const defender = battle.seats[0] === attacker ? battle.seats[1] : battle.seats[0];
  const name = (s: string) => seatCompany(state, s, locale);
  return (
    <form
      className="dw-prep"
      data-step="free-event-card"
      onSubmit={(e) => {
        e.preventDefault();
        if (t.ok) choose(choice);
      }}
    >
      <h3>
        {w.steps['free-event-card']} · {battle.mission ? missionName(battle.mission, locale) : '–'} · {w.attacker}:{' '}
        {name(attacker)} <RuleRef id="DW-MSN-DEST-06" />
      </h3>
      <fieldset>
        <p className="muted">
          {w.freeCardGap(
            name(attacker),
            battle.groups[attacker]?.value ?? 0,
            name(defender),
            battle.groups[defender]?.value ?? 0,
          )}
        </p>
        <label>
          <input type="radio" name="free-card" value="take" checked={take} onChange={() => setTake(true)} />{' '}
          {w.takeCard}
        </label>{' '}
        <label>
          <input type="radio" name="free-card" value="leave" checked={!take} onChange={() => setTake(false)} />{' '}
          {w.leaveCard}
        </label>
      </fieldset>
      <div className="dw-live" aria-live="polite">
        <Verdict t={t} />
      </div>
      <button type="submit" className="primary" disabled={!t.ok}>
        {w.send}
      </button>
    </form>
  );
}

/** Hang 'Em High's numeric answers: the lone player's cap and who runs the neutral company, then its value. */
export function NeutralAnswer({
  state,
  seat,
  kind,
  choose,
}: {
  state: CampaignState;
  seat: string;
  kind: 'neutral-cap' | 'neutral-group';
  choose: (c: Choice) => void;
}) {
  const judge = useJudge();
  const { locale } = useWords();
  const w = PREP_WORDS[locale];
  const others = state.seats.filter((s) => s !== seat && state.stages[s]?.kind !== 'out');
  const b = state.battles.find((x) =>
    kind === 'neutral-cap' ? x.neutral && x.seats.includes(seat) : x.neutral?.controller === seat,
  );
  const [cap, setCap] = useState(b?.neutral?.cap ?? 100);
  const [controller, setController] = useState(others[0] ?? '');
  const [value, setValue] = useState(b?.neutral?.cap ?? 0);
  const choice: Choice =
    kind === 'neutral-cap' ? { kind: 'neutral-cap', cap, controller } : { kind: 'neutral-group', value };
  const t = trial(judge, state, seat, choice);
  return (
    <form
      className="dw-neutral"
      onSubmit={(e) => {
        e.preventDefault();
        if (t.ok) choose(choice);
      }}
    >
      <h3>
        {kind === 'neutral-cap' ? w.neutralCap : w.neutralGroup} <RuleRef id="DW-CAMPAIGN-07" />
      </h3>
      {kind === 'neutral-cap' ? (
        <>
          <p className="muted" data-field="neutral-cap-hint">
            {w.neutralCapHint}
          </p>
          <label>
            {w.cap}{' '}
            <input
              type="number"
              name="cap"
              min={1}
              max={5000}
              value={cap}
              onChange={(e) => setCap(Math.max(1, Math.round(Number(e.target.value)) || 1))}
            />
          </label>{' '}
          <label>
            {w.controller}{' '}
            <WholeSelect name="controller" value={controller} onChange={(e) => setController(e.target.value)}>
              {others.map((s) => (
                <option key={s} value={s}>
                  {seatCompany(state, s, locale)}
                </option>
              ))}
            </WholeSelect>
          </label>
        </>
      ) : (
        <label>
          {w.neutralValue} ({(b?.neutral?.cap ?? 0) - 9}–{b?.neutral?.cap ?? 0}){' '}
          <input
            type="number"
            name="neutral-value"
            min={0}
            max={5000}
            value={value}
            onChange={(e) => setValue(Math.max(0, Math.round(Number(e.target.value)) || 0))}
          />
        </label>
      )}
      <Verdict t={t} />
      <button type="submit" className="primary" disabled={!t.ok}>
        {w.send}
      </button>
    </form>
  );
}
