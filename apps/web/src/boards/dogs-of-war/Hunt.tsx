import { useState } from 'react';
import { CORRUPTION_RP, offerName, seatCompany } from '@skirmish/dogs-of-war';
import { RuleRef, useJudge, useWords, Verdict } from './DogsOfWarBoard.tsx';
import { trial, type CampaignState, type Choice } from './logic.ts';
import { WholeSelect } from './WholeSelect.tsx';

/** The hunt's own questions, answered by forms. */
export const HUNT_WHATS = ['locate', 'pick-offer', 'rumors', 'cardinal-controller', 'extra-round'] as const;
export type HuntWhat = (typeof HUNT_WHATS)[number];

/** Percentile dice (1 to 100) below the clues: the chance in hundredths. */
const chanceOf = (clues: number): number => Math.min(99, Math.max(0, clues - 1));

/** The hunt forms' strings, English and Hungarian. */
export const HUNT_WORDS = {
  en: {
    day: 'Day',
    of: 'of',
    clues: 'Clues',
    hunter: 'Hunter of the day',
    none: 'nobody',
    locateTitle: 'Morning: look for the Cardinal?',
    attempt: 'Try to locate him',
    stay: 'Do not try today',
    chance: (clues: number) =>
      `Percentile dice below ${clues} find him (${chanceOf(clues)}% chance); a miss costs 1d6 clues.`,
    offerTitle: "The day's offers: pick a mission",
    offer: 'Mission',
    /** Who took an offer so far: its two places, named. */
    taken: (by: readonly string[]) =>
      by.length === 0 ? 'nobody yet' : by.length === 1 ? `taken by ${by[0] ?? ''}, one place left` : 'full',
    offerHint:
      'Two companies fight each offer; the number after a mission tells apart two offers of the same one. A company left without an opponent fights a neutral company that another player runs.',
    rumorsTitle: 'Evening: rumors',
    rumorsHint:
      'Confirming rolls 1d6: your company gains that many clues. The bribes add another 1d6. Your clues are your chance, in per cent, of finding the Cardinal.',
    corruption: `Pay ${CORRUPTION_RP} RP in bribes (corruption)`,
    resources: 'Resources',
    controllerTitle: "Who runs the Cardinal's band?",
    controller: 'Player',
    roundTitle: "The Cardinal's band you run is the weaker",
    gap: (band: number, hunter: number) =>
      `The band is worth ${band} against the hunter's ${hunter} and spent no compensation: it may make the mission one round longer.`,
    addRound: 'Add a round',
    keepRounds: 'Keep the rounds',
    send: 'Confirm',
  },
  hu: {
    day: 'Nap',
    of: '/',
    clues: 'Nyomok',
    hunter: 'A nap vadásza',
    none: 'senki',
    locateTitle: 'Reggel: keresitek a Bíborost?',
    attempt: 'Megpróbáljuk felkutatni',
    stay: 'Ma nem próbáljuk',
    chance: (clues: number) =>
      `A százalékos dobás ${clues} alatt megtalálja (${chanceOf(clues)}% esély); kudarc esetén 1d6 nyom elvész.`,
    offerTitle: 'A nap ajánlatai: válassz küldetést',
    offer: 'Küldetés',
    taken: (by: readonly string[]) =>
      by.length === 0 ? 'még senki' : by.length === 1 ? `${by[0] ?? ''} vállalta, egy hely maradt` : 'betelt',
    offerHint:
      'Minden ajánlatot két csapat vív meg; a küldetés utáni szám ugyanannak a küldetésnek két ajánlatát különbözteti meg. Akinek nem jut ellenfél, egy semleges csapattal küzd, amelyet egy másik játékos irányít.',
    rumorsTitle: 'Este: szóbeszéd',
    rumorsHint:
      'A megerősítés 1d6-tal dob: a csapatod ennyi nyomot szerez. A vesztegetés még egy 1d6-ot ad. A nyomaid száma az esélyed százalékban arra, hogy megtaláld a Bíborost.',
    corruption: `${CORRUPTION_RP} erőforrás vesztegetésre (korrupció)`,
    resources: 'Erőforrás',
    controllerTitle: 'Ki vezeti a Bíboros bandáját?',
    controller: 'Játékos',
    roundTitle: 'A Bíboros általad irányított bandája a gyengébb',
    gap: (band: number, hunter: number) =>
      `A banda ${band} pontot ér a vadász ${hunter} pontjával szemben, és nem költött kiegyenlítő pontot: egy körrel meghosszabbíthatja a küldetést.`,
    addRound: 'Egy körrel hosszabb',
    keepRounds: 'Maradnak a körök',
    send: 'Megerősítés',
  },
} as const;

const RULES: Record<HuntWhat, string> = {
  locate: 'DW-CAMPAIGN-02',
  'pick-offer': 'DW-CAMPAIGN-05',
  rumors: 'DW-CAMPAIGN-09',
  'cardinal-controller': 'DW-CAMPAIGN-21',
  'extra-round': 'DW-MISSION-PRE-35',
};

/** Where the hunt stands: the day, the clues of each company, the hunter. */
export function HuntStatus({ state }: { state: CampaignState }) {
  const { locale } = useWords();
  const w = HUNT_WORDS[locale];
  const h = state.hunt;
  if (!h) return null;
  return (
    <p className="dw-hunt-status">
      <span data-testid="dw-day">
        {w.day} {h.day} {w.of} {h.maxDays}
      </span>{' '}
      · {w.clues}:{' '}
      {state.seats.map((s, i) => (
        <span key={s} data-clues={s}>
          {seatCompany(state, s, locale)} {h.clues[s] ?? 0}
          {i < state.seats.length - 1 ? ', ' : ' '}
        </span>
      ))}
      · {w.hunter}: {h.hunter ? seatCompany(state, h.hunter, locale) : w.none}
    </p>
  );
}

/** One hunt question as a form, with the rules' verdict before it is sent. */
export function HuntAnswer({
  state,
  seat,
  what,
  choose,
}: {
  state: CampaignState;
  seat: string;
  what: HuntWhat;
  choose: (c: Choice) => void;
}) {
  const judge = useJudge();
  const { locale } = useWords();
  const w = HUNT_WORDS[locale];
  const h = state.hunt;
  const clues = h?.clues[seat] ?? 0;
  const open = (h?.offers ?? []).filter((o, i, all) => all.indexOf(o) === i);
  const takers = (o: string) =>
    Object.entries(h?.picks ?? {})
      .filter(([, p]) => p === o)
      .map(([s]) => seatCompany(state, s, locale));
  const takenBy = (o: string) => takers(o).length;
  const pickable = open.filter((o) => takenBy(o) < 2);
  const controllers = state.seats.filter((s) => s !== h?.hunter && state.stages[s]?.kind !== 'out');
  const [attempt, setAttempt] = useState(true);
  const [offer, setOffer] = useState(pickable[0] ?? '');
  const [corruption, setCorruption] = useState(false);
  const [controller, setController] = useState(controllers.find((s) => s !== seat) ?? controllers[0] ?? '');
  const [addRound, setAddRound] = useState(true);
  const cardinal = state.battles.find((b) => b.cardinal);
  const choice: Choice =
    what === 'locate'
      ? { kind: 'locate', attempt }
      : what === 'pick-offer'
        ? { kind: 'pick-offer', offer }
        : what === 'rumors'
          ? { kind: 'rumors', corruption }
          : what === 'extra-round'
            ? { kind: 'extra-round', add: addRound }
            : { kind: 'cardinal-controller', seat: controller };
  const t = trial(judge, state, seat, choice);
  const title =
    what === 'locate'
      ? w.locateTitle
      : what === 'pick-offer'
        ? w.offerTitle
        : what === 'rumors'
          ? w.rumorsTitle
          : what === 'extra-round'
            ? w.roundTitle
            : w.controllerTitle;
  return (
    <form
      className="dw-hunt"
      data-what={what}
      onSubmit={(e) => {
        e.preventDefault();
        if (t.ok) choose(choice);
      }}
    >
      <HuntStatus state={state} />
      <h3>
        {title} <RuleRef id={RULES[what]} />
      </h3>
      {what === 'locate' ? (
        <fieldset>
          <label>
            <input type="radio" name="attempt" value="yes" checked={attempt} onChange={() => setAttempt(true)} />{' '}
            {w.attempt}
          </label>{' '}
          <label>
            <input type="radio" name="attempt" value="no" checked={!attempt} onChange={() => setAttempt(false)} />{' '}
            {w.stay}
          </label>
          <p className="muted">{w.chance(clues)}</p>
        </fieldset>
      ) : null}
      {what === 'pick-offer' ? (
        <label>
          {w.offer}{' '}
          <WholeSelect name="offer" value={offer} onChange={(e) => setOffer(e.target.value)}>
            {open.map((o) => (
              <option key={o} value={o} disabled={takenBy(o) >= 2}>
                {offerName(o, locale)}: {w.taken(takers(o))}
              </option>
            ))}
          </WholeSelect>
        </label>
      ) : null}
      {what === 'pick-offer' ? (
        <p className="muted" data-field="offer-hint">
          {w.offerHint}
        </p>
      ) : null}
      {what === 'rumors' ? (
        <>
          <label>
            <input
              type="checkbox"
              name="corruption"
              checked={corruption}
              onChange={(e) => setCorruption(e.target.checked)}
            />{' '}
            {w.corruption} <RuleRef id="DW-CAMPAIGN-10" />
          </label>
          <p className="muted">
            {w.resources}: {state.companies[seat]?.resources ?? 0} · {w.clues}: {clues}
          </p>
          <p className="muted" data-field="rumors-hint">
            {w.rumorsHint}
          </p>
        </>
      ) : null}
      {what === 'cardinal-controller' ? (
        <label>
          {w.controller}{' '}
          <WholeSelect name="controller" value={controller} onChange={(e) => setController(e.target.value)}>
            {controllers.map((s) => (
              <option key={s} value={s}>
                {seatCompany(state, s, locale)}
              </option>
            ))}
          </WholeSelect>
        </label>
      ) : null}
      {what === 'extra-round' && cardinal ? (
        <fieldset>
          <p className="muted">
            {w.gap(cardinal.groups[cardinal.seats[1]]?.value ?? 0, cardinal.groups[cardinal.seats[0]]?.value ?? 0)}
          </p>
          <label>
            <input type="radio" name="add-round" value="yes" checked={addRound} onChange={() => setAddRound(true)} />{' '}
            {w.addRound}
          </label>{' '}
          <label>
            <input type="radio" name="add-round" value="no" checked={!addRound} onChange={() => setAddRound(false)} />{' '}
            {w.keepRounds}
          </label>
        </fieldset>
      ) : null}
      <Verdict t={t} />
      <p>
        <button type="submit" className="primary" disabled={!t.ok}>
          {w.send}
        </button>
      </p>
    </form>
  );
}
