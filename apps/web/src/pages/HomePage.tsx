import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ApiError,
  api,
  type ContentIssue,
  type CreatedGame,
  type GameSummary,
  type PublicSeat,
  type RulesetSummary,
} from '../api.ts';
import { KNOWN_GAMES, loadRuleset } from '../catalog.ts';
import { optionText, optionValueText, type OptionSpec, type OptionValue } from '@skirmish/core';
import { boundText, useI18n } from '../i18n.ts';
import { LEVELS, type Level } from '@skirmish/ai';
import { levelName, levelNote, levelsFor, specText } from '../levels.ts';
import { navigate } from '../router.ts';
import { failureText, notJsonDetail } from '../words.ts';
import { personalResult, summaryText } from '../format.ts';
import { forgetGame, heldGame, heldGames, holdGame, invitesOf, mySeats } from '../tokens.ts';
import { homeWords } from '../home-words.ts';
import { InviteLinks } from '../components/InviteLinks.tsx';
import {
  DOGS_SETUP_BOUNDS,
  DOGS_SETUP_DEFAULT,
  DOGS_SETUP_WORDS,
  dogsSeatNames,
  dogsSeats,
  dogsSetup,
  type DogsSetupChoice,
} from '../boards/dogs-of-war/setup.ts';

import {
  HUNTERS_PARTY,
  HUNTERS_SETUP_DEFAULT,
  HUNTERS_SETUP_WORDS,
  fitHuntersChoice,
  huntersOffer,
  huntersSetup,
  huntersSetupFault,
  type HuntersOffer,
  type HuntersSetupChoice,
} from '../boards/hunters/setup.ts';
import { loadPack, usePackContent } from '../pack.ts';

type Mode = 'bot' | 'hotseat' | 'online';

/**
 * Set-ups the home page offers besides a rule system's default. Hunters is cooperative: against
 * the computer one player leads two characters against the enemies the program runs; a campaign
 * starts between missions. Dogs of War takes the league or Hang 'Em High campaign chosen on its
 * card (`dogs`), its companies named in the page's language.
 */
export function setupFor(
  ruleset: string,
  mode: Mode,
  campaign: boolean,
  dogs: DogsSetupChoice = DOGS_SETUP_DEFAULT,
  lang = 'en',
  hunters: HuntersSetupChoice = HUNTERS_SETUP_DEFAULT,
): unknown {
  if (ruleset === 'dogs-of-war') return dogsSetup(dogs, lang);
  if (ruleset !== 'hunters') return undefined;
  return huntersSetup(hunters, mode === 'bot', campaign);
}

/**
 * The house rules a new game starts with: those the player changed, and for a game on one screen,
 * each option's value for one screen (`OptionSpec.oneScreen`: Dogs of War's reports not confirmed,
 * as one player gives and accepts them all there) unless the player set that option himself.
 * `touched` holds the options the player changed, back to their default too.
 */
export function optionsFor(
  specs: readonly OptionSpec[],
  mode: Mode,
  options: Readonly<Record<string, OptionValue>>,
  touched: ReadonlySet<string>,
): Record<string, OptionValue> {
  const out = { ...options };
  if (mode !== 'hotseat') return out;
  for (const spec of specs)
    if (spec.oneScreen !== undefined && spec.oneScreen !== spec.default && !touched.has(spec.id))
      out[spec.id] = spec.oneScreen;
  return out;
}

/**
 * The seats of a rule system. The server lists them only in the error it gives for a seat that
 * does not exist (nothing is created then), so ask it that way.
 */
export async function seatsOf(ruleset: string): Promise<string[]> {
  try {
    await api.create({ ruleset, seats: { '?': 'human' } });
  } catch (e) {
    if (e instanceof ApiError && e.code === 'game/unknown-seat') {
      const m = /seats: (.*)$/.exec(e.message);
      if (m?.[1]) return m[1].split(', ').filter(Boolean);
    }
    throw e;
  }
  throw new Error('the server accepted an impossible seat');
}

function linkFor(id: string, token: string): string {
  return `${location.origin}/game/${id}?token=${encodeURIComponent(token)}`;
}

/**
 * The rule system's house-rule options (a round limit, a table size...), read from the ruleset the
 * client loads anyway; only values that differ from the defaults are sent with a new game.
 */
function HouseRules({
  rulesetId,
  values,
  onChange,
}: {
  rulesetId: string;
  values: Readonly<Record<string, OptionValue>>;
  onChange: (v: Record<string, OptionValue>) => void;
}) {
  const { t } = useI18n();
  const [specs, setSpecs] = useState<readonly OptionSpec[] | null>(null);
  const load = () => {
    if (specs === null) void loadRuleset(rulesetId).then((r) => setSpecs(r?.options ?? []));
  };
  // Fetched soon after the card shows, not only when the box is opened: a large rule system's
  // module would otherwise keep the opened box saying "Loading…" for a while.
  useEffect(() => {
    const soon = setTimeout(() => void loadRuleset(rulesetId).then((r) => setSpecs(r?.options ?? [])), 300);
    return () => clearTimeout(soon);
  }, [rulesetId]);
  const set = (spec: OptionSpec, v: OptionValue) => {
    const next = { ...values };
    if (v === spec.default) delete next[spec.id];
    else next[spec.id] = v;
    onChange(next);
  };
  return (
    <details className="house-rules" onToggle={load}>
      <summary>
        {t.houseRules}
        {Object.keys(values).length > 0 ? ` (${Object.keys(values).length})` : ''}
      </summary>
      {specs === null ? <p className="muted">{t.loading}</p> : null}
      {specs?.length === 0 ? <p className="muted">{t.noHouseRules}</p> : null}
      {specs?.map((spec) => (
        <HouseRule key={spec.id} spec={spec} value={values[spec.id] ?? spec.default} onChange={(v) => set(spec, v)} />
      ))}
    </details>
  );
}

/** One house-rule option with its control, in the page's language; a choice's values in words. */
export function HouseRule({
  spec,
  value,
  onChange,
}: {
  spec: OptionSpec;
  value: OptionValue;
  onChange: (v: OptionValue) => void;
}) {
  const { t, lang } = useI18n();
  const text = optionText(spec, lang);
  // A number outside the option's bounds is said at once, beside it: the server refuses the game.
  const bound = spec.type === 'integer' ? boundText(Number(value), spec.min, spec.max, t) : null;
  return (
    <label className="house-rule" title={text.description} data-option={spec.id}>
      {spec.type === 'boolean' ? (
        <input type="checkbox" name={spec.id} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      ) : null}{' '}
      <span className="house-rule-label">{text.label}</span>
      {spec.rule ? <span className="rule-id"> {spec.rule}</span> : null}{' '}
      {spec.type === 'integer' ? (
        <input
          type="number"
          name={spec.id}
          min={spec.min}
          max={spec.max}
          value={Number(value)}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isSafeInteger(n)) onChange(n);
          }}
        />
      ) : null}
      {spec.type === 'choice' ? (
        <select name={spec.id} value={String(value)} onChange={(e) => onChange(e.target.value)}>
          {spec.values.map((x) => (
            <option key={x} value={x}>
              {optionValueText(spec, x, lang)}
            </option>
          ))}
        </select>
      ) : null}
      {bound ? <small className="house-rule-bound error">{bound}</small> : null}
      <small className="house-rule-note muted">{text.description}</small>
      {spec.oneScreen !== undefined && spec.oneScreen !== spec.default ? (
        <small className="house-rule-note muted" data-one-screen>
          {t.onOneScreen}{' '}
          {spec.type === 'boolean'
            ? spec.oneScreen === true
              ? t.optionOn
              : t.optionOff
            : optionValueText(spec, spec.oneScreen, lang)}
          , {t.unlessSetHere}.
        </small>
      ) : null}
    </label>
  );
}

/** Largest pack the server takes (`POST /api/rulesets/:id/content`). */
const MAX_PACK_BYTES = 2 * 1024 * 1024;

type PackState =
  | { readonly kind: 'none' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'accepted'; readonly hash: string; readonly name: string }
  | { readonly kind: 'refused'; readonly message: string; readonly issues: readonly ContentIssue[] };

/**
 * "Use my own content pack": a JSON file sent to the server, which checks it with the rule
 * system's content schema and answers its hash; a refused pack's problems are listed with their
 * paths, and the rest of the form stays usable.
 */
function OwnPack({
  rulesetId,
  state,
  onChange,
}: {
  rulesetId: string;
  state: PackState;
  onChange: (s: PackState) => void;
}) {
  const { t, lang } = useI18n();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_PACK_BYTES) return onChange({ kind: 'refused', message: t.packTooLarge, issues: [] });
    onChange({ kind: 'checking' });
    let pack: unknown;
    try {
      pack = JSON.parse(await file.text()) as unknown;
    } catch (e) {
      return onChange({
        kind: 'refused',
        message: `${t.packNotJson}${notJsonDetail(e, lang)}`,
        issues: [],
      });
    }
    try {
      const r = await api.addContent(rulesetId, pack, lang);
      onChange({ kind: 'accepted', hash: r.hash, name: file.name });
    } catch (e) {
      onChange({
        kind: 'refused',
        // A refusal the page knows by its code in the page's words (too many packs at once, too large).
        message: failureText(e, lang),
        issues: e instanceof ApiError ? e.issues : [],
      });
    }
  };
  return (
    <details className="own-pack" open={state.kind !== 'none'}>
      <summary>{t.ownPack}</summary>
      <p className="muted">{t.ownPackNote}</p>
      <p className="muted pack-files">
        {t.packStart}{' '}
        <a href={`/api/rulesets/${encodeURIComponent(rulesetId)}/content/sample.json`} download data-file="sample">
          {t.packSampleFile}
        </a>
        {' · '}
        <a href={`/api/rulesets/${encodeURIComponent(rulesetId)}/content/schema.json`} download data-file="schema">
          {t.packSchemaFile}
        </a>
      </p>
      <input
        type="file"
        name="content-pack"
        accept=".json,application/json"
        aria-label={t.ownPack}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          // The same file can be picked again after it is fixed.
          e.target.value = '';
        }}
      />
      {state.kind === 'checking' ? <p className="muted">{t.packChecking}</p> : null}
      {state.kind === 'accepted' ? (
        <p className="pack-accepted" data-hash={state.hash}>
          {t.packAccepted} <code>{state.name}</code> · <code>{state.hash.slice(0, 12)}</code>{' '}
          <button type="button" onClick={() => onChange({ kind: 'none' })}>
            {t.packRemove}
          </button>
        </p>
      ) : null}
      {state.kind === 'refused' ? (
        <div className="pack-refused error" role="alert">
          <p>{state.issues.length > 0 ? t.packRefused : state.message}</p>
          {state.issues.length > 0 ? (
            <ul className="pack-issues">
              {state.issues.map((i, k) => (
                <li key={k} data-path={i.path}>
                  <code>{i.path}</code>: {i.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}

function GameCard({ ruleset, onCreated }: { ruleset: RulesetSummary; onCreated: (g: CreatedGame) => void }) {
  const { t } = useI18n();
  const [mode, setMode] = useState<Mode | null>(null);
  const [seats, setSeats] = useState<string[]>([]);
  const [mySeat, setMySeat] = useState('');
  const { lang } = useI18n();
  const levels = levelsFor(ruleset.bots);
  const [level, setLevel] = useState<string>(levels.includes('easy') ? 'easy' : (levels[0] ?? 'beginner'));
  const [campaign, setCampaign] = useState(false);
  // A battle number (the game's seed): the same number, the same choices and the same computer
  // level give the same battle again.
  const [seed, setSeed] = useState('');
  const [options, setOptions] = useState<Record<string, OptionValue>>({});
  // The options the player changed himself, even back to their default.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const changeOptions = (next: Record<string, OptionValue>) => {
    const changed = [...Object.keys(options), ...Object.keys(next)].filter((k) => options[k] !== next[k]);
    setTouched(new Set([...touched, ...changed]));
    setOptions(next);
  };
  const cooperative = ruleset.play === 'cooperative';
  const hasCampaign = ruleset.id === 'hunters';
  // Dogs of War's kind of campaign and its size, chosen on the card for every way of playing.
  const hasCompanies = ruleset.id === 'dogs-of-war';
  const [dogs, setDogs] = useState<DogsSetupChoice>(DOGS_SETUP_DEFAULT);
  // The Hunters party's classes and the campaign's first room, chosen on the card.
  const [hunters, setHunters] = useState<HuntersSetupChoice>(HUNTERS_SETUP_DEFAULT);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second tap before the page has redrawn the disabled buttons must not make a second game.
  const running = useRef(false);
  const [pack, setPack] = useState<PackState>({ kind: 'none' });
  // The classes and rooms the Hunters card offers: those of the pack chosen, once it is read back
  // from the server (null meanwhile), else the sample's.
  const packHash = hasCampaign && pack.kind === 'accepted' ? pack.hash : null;
  const packContent = usePackContent(packHash);
  const offer = packHash === null ? huntersOffer(null) : packContent === null ? null : huntersOffer(packContent);

  const open = async (m: Mode) => {
    setError(null);
    if (m === 'bot' && hasCompanies) {
      const s = dogsSeats(dogs);
      setSeats(s);
      if (!s.includes(mySeat)) setMySeat(s[0] ?? '');
    } else if (m === 'bot' && seats.length === 0) {
      try {
        const s = ruleset.seats && ruleset.seats.length > 0 ? [...ruleset.seats] : await seatsOf(ruleset.id);
        setSeats(s);
        setMySeat(s[0] ?? '');
      } catch (e) {
        setError(failureText(e, lang));
        return;
      }
    }
    setMode(m);
    if (m !== 'bot') await start(m);
  };

  const start = async (m: Mode) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      // The party among the classes of the pack the game is played with (read now if need be).
      const offered = hasCampaign
        ? (offer ?? huntersOffer(packHash === null ? null : await loadPack(packHash).catch(() => null)))
        : null;
      const party = offered ? fitHuntersChoice(hunters, offered) : hunters;
      const fault = offered ? huntersSetupFault(party, offered) : null;
      if (fault) {
        setError(HUNTERS_SETUP_WORDS[lang === 'hu' ? 'hu' : 'en'][fault]);
        return;
      }
      // A game begun on a page of another language takes that language's default set-up where the
      // rule system has one (Dogs of War's companies are named in Hungarian).
      const setup = setupFor(ruleset.id, m, campaign, dogs, lang, party) ?? ruleset.setups?.[lang];
      const chosen = optionsFor((await loadRuleset(ruleset.id))?.options ?? [], m, options, touched);
      const spec = level in LEVELS ? specText(LEVELS[level as keyof typeof LEVELS].spec) : 'random';
      const bots: Record<string, string> = {};
      // A cooperative game's opponent is the rules themselves: a lone player takes every seat.
      if (m === 'bot' && !cooperative) for (const s of seats) bots[s] = s === mySeat ? 'human' : `bot:${spec}`;
      const created = await api.create({
        ruleset: ruleset.id,
        mode: m === 'hotseat' ? 'hotseat' : 'online',
        ...(m === 'bot' && !cooperative ? { seats: bots } : {}),
        ...(m === 'bot' && /^\d{1,9}$/.test(seed) ? { seed: Number(seed) } : {}),
        ...(setup === undefined ? {} : { setup }),
        ...(Object.keys(chosen).length > 0 ? { options: chosen } : {}),
        ...(pack.kind === 'accepted' ? { content: pack.hash } : {}),
      });
      holdGame({
        id: created.id,
        ruleset: ruleset.id,
        mode: m === 'hotseat' ? 'hotseat' : 'online',
        tokens: m === 'online' ? {} : created.tokens,
        // Every seat's link stays with the game here until it is opened here, or the game ends, so
        // the creator can find the links to send again on the home page.
        ...(m === 'online' ? { invites: created.tokens } : {}),
      });
      if (m === 'online') onCreated(namedSeats(created, hasCompanies ? dogsSeatNames(dogs) : ruleset.seatNames));
      else navigate(`/game/${created.id}`);
    } catch (e) {
      setError(failureText(e, lang));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <article className="card game-card" data-ruleset={ruleset.id}>
      <h3>{ruleset.titles?.[lang] ?? ruleset.title}</h3>
      <p>{ruleset.summaries?.[lang] ?? ruleset.summary}</p>
      {hasCompanies ? (
        <DogsSetupFields
          value={dogs}
          onChange={(d) => {
            setDogs(d);
            // The seats to choose from against the computer follow the number of companies.
            if (mode === 'bot') {
              const s = dogsSeats(d);
              setSeats(s);
              if (!s.includes(mySeat)) setMySeat(s[0] ?? '');
            }
          }}
        />
      ) : null}
      {hasCampaign ? <HuntersSetupFields value={hunters} offer={offer} onChange={setHunters} /> : null}
      <HouseRules rulesetId={ruleset.id} values={options} onChange={changeOptions} />
      <OwnPack rulesetId={ruleset.id} state={pack} onChange={setPack} />
      {/* The buttons that start a game come after what sets it up, so it is set before it starts. */}
      <div className="actions">
        <button type="button" onClick={() => void open('bot')} disabled={busy}>
          {cooperative ? t.playSolo : t.playBot}
        </button>
        <button type="button" onClick={() => void open('hotseat')} disabled={busy}>
          {t.playHotseat}
        </button>
        <button type="button" onClick={() => void open('online')} disabled={busy}>
          {t.playOnline}
        </button>
      </div>
      {mode === 'bot' && seats.length > 0 ? (
        <form
          className="setup"
          onSubmit={(e) => {
            e.preventDefault();
            void start('bot');
          }}
        >
          {cooperative ? (
            <p className="muted">{t.coopNote}</p>
          ) : (
            <>
              <label>
                {t.yourSeat}{' '}
                <select name="seat" value={mySeat} onChange={(e) => setMySeat(e.target.value)}>
                  {seats.map((s) => (
                    <option key={s} value={s}>
                      {ruleset.seatNames?.[s]?.[lang] ?? s}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t.botLevel}{' '}
                <select name="level" value={level} onChange={(e) => setLevel(e.target.value)}>
                  {levels.map((l) => (
                    <option key={l} value={l}>
                      {levelName(l, lang)}
                    </option>
                  ))}
                </select>
              </label>
              {/* What the level does, under the list: the whole sentence never fits a narrow list. */}
              {levels.includes(level as Level) ? (
                <span className="muted level-note">{levelNote(level as Level, lang)}</span>
              ) : null}
            </>
          )}
          <label>
            {t.battleSeed}{' '}
            <input
              type="number"
              name="seed"
              min={0}
              max={999999999}
              value={seed}
              onChange={(e) => setSeed(e.target.value)}
            />
          </label>
          {hasCampaign ? (
            <label>
              <input
                type="checkbox"
                name="campaign"
                checked={campaign}
                onChange={(e) => setCampaign(e.target.checked)}
              />{' '}
              {t.startCampaign}
            </label>
          ) : null}
          <button type="submit" className="primary" disabled={busy}>
            {t.start}
          </button>
          <button type="button" onClick={() => setMode(null)}>
            {t.cancel}
          </button>
        </form>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}

/**
 * The Hunters party on its card: which classes play (2 to 4, HU-PLAYERS-01, one of each,
 * HU-SHEET-14, one side of a sheet, AMB-25) and the room a campaign's base starts with
 * (HU-BASE-03), among those of the pack the game is played with (`offer`; null while the pack is
 * read). A pack of which no party can be made is said to be so, with nothing to choose.
 */
export function HuntersSetupFields({
  value,
  offer,
  onChange,
}: {
  value: HuntersSetupChoice;
  offer: HuntersOffer | null;
  onChange: (v: HuntersSetupChoice) => void;
}) {
  const { t, lang } = useI18n();
  const w = HUNTERS_SETUP_WORDS[lang === 'hu' ? 'hu' : 'en'];
  const l = lang === 'hu' ? 'hu' : 'en';
  if (offer === null)
    return (
      <fieldset className="setup-choices" data-setup="hunters" aria-busy="true">
        <legend>{w.legend}</legend>
        <span className="muted">{t.loading}</span>
      </fieldset>
    );
  const chosen = fitHuntersChoice(value, offer);
  const fault = huntersSetupFault(chosen, offer);
  if (fault === 'few')
    return (
      <fieldset className="setup-choices" data-setup="hunters" data-from-pack={offer.fromPack}>
        <legend>{w.legend}</legend>
        <p className="error" role="alert" data-fault="few">
          {w.few}
        </p>
      </fieldset>
    );
  const sheetOf = (id: string) => offer.classes.find((c) => c.id === id)?.sheet;
  const toggle = (cls: string, on: boolean) => {
    const picked = new Set(chosen.classes);
    if (on) picked.add(cls);
    else picked.delete(cls);
    // The party keeps the card's order of the classes.
    onChange({ ...chosen, classes: offer.classes.filter((c) => picked.has(c.id)).map((c) => c.id) });
  };
  return (
    <fieldset className="setup-choices" data-setup="hunters" data-from-pack={offer.fromPack}>
      <legend>{w.legend}</legend>
      <span>{w.classes}</span>{' '}
      {offer.classes.map((cls) => {
        const on = chosen.classes.includes(cls.id);
        // The other side of a sheet already in the party cannot join it.
        const sideTaken = chosen.classes.some((c) => c !== cls.id && sheetOf(c) === cls.sheet);
        return (
          <label key={cls.id}>
            <input
              type="checkbox"
              name="class"
              value={cls.id}
              checked={on}
              disabled={!on && (chosen.classes.length >= HUNTERS_PARTY.max || sideTaken)}
              onChange={(e) => toggle(cls.id, e.target.checked)}
            />{' '}
            {cls.names[l]}
          </label>
        );
      })}
      {fault ? (
        <small className="house-rule-bound error" data-fault={fault}>
          {w[fault]}
        </small>
      ) : null}
      <label>
        {w.room}{' '}
        <select name="room" value={chosen.room} onChange={(e) => onChange({ ...chosen, room: e.target.value })}>
          {offer.rooms.map((r) => (
            <option key={r.id} value={r.id}>
              {r.names[l]}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

/**
 * Dogs of War's set-up on its card: a league or Hang 'Em High, the number of companies (one a
 * player) and of mission rounds (a hunt's most days), within the ruleset's set-up schema.
 */
function DogsSetupFields({ value, onChange }: { value: DogsSetupChoice; onChange: (v: DogsSetupChoice) => void }) {
  const { t, lang } = useI18n();
  const w = DOGS_SETUP_WORDS[lang === 'hu' ? 'hu' : 'en'];
  const hunt = value.campaign === 'hang-em-high';
  const { companies, missions } = DOGS_SETUP_BOUNDS;
  const number = (n: number, lo: number, hi: number) => boundText(n, lo, hi, t);
  return (
    <fieldset className="setup-choices" data-setup="dogs-of-war">
      <legend>{w.legend}</legend>
      <label>
        {w.campaign}{' '}
        <select
          name="campaign-kind"
          value={value.campaign}
          onChange={(e) =>
            onChange({ ...value, campaign: e.target.value === 'hang-em-high' ? 'hang-em-high' : 'league' })
          }
        >
          <option value="league">{w.league}</option>
          <option value="hang-em-high">{w.hunt}</option>
        </select>
      </label>
      <label>
        {w.companies}{' '}
        <input
          type="number"
          name="companies"
          min={companies.min}
          max={companies.max}
          value={value.companies}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isSafeInteger(n)) onChange({ ...value, companies: n });
          }}
        />
        {number(value.companies, companies.min, companies.max) ? (
          <small className="house-rule-bound error">{number(value.companies, companies.min, companies.max)}</small>
        ) : null}
      </label>
      <label>
        {hunt ? w.days : w.rounds}{' '}
        <input
          type="number"
          name="missions"
          min={missions.min}
          max={missions.max}
          value={value.missions}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isSafeInteger(n)) onChange({ ...value, missions: n });
          }}
        />
        {number(value.missions, missions.min, missions.max) ? (
          <small className="house-rule-bound error">{number(value.missions, missions.min, missions.max)}</small>
        ) : null}
      </label>
      {hunt ? <small className="muted">{w.huntNote}</small> : null}
    </fieldset>
  );
}

/**
 * A new game's seats with the names its rule system gives the seats of its default set-up, in each
 * language (the server's answer carries none).
 */
export function namedSeats(game: CreatedGame, names: RulesetSummary['seatNames']): CreatedGame {
  return {
    ...game,
    seats: game.seats.map((s) => {
      const named = names?.[s.seat];
      return named ? { ...s, names: named } : s;
    }),
  };
}

/** The links of a new online game's seats, each seat by its name in the page's language. */
export function SeatLinks({ game, onClose }: { game: CreatedGame; onClose: () => void }) {
  const { t, lang } = useI18n();
  // The seat whose link was copied, or selected for the player to copy (`byHand`): a page served
  // over plain http from another machine has no clipboard, and a browser may refuse the copy.
  const [copied, setCopied] = useState<{ seat: string; byHand: boolean } | null>(null);
  // The links are drawn above the games: on a narrow window, far above the button that asked for
  // them, which would seem to do nothing. They are brought into view. (The effect returns nothing:
  // a browser whose scrollIntoView returns a promise would have it called as the effect's cleanup.)
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'start' });
    // The first link takes the focus too, so a reader of the screen is told of it; without a
    // second scroll, which would undo the first on a short screen.
    box.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [game.id]);
  const copy = (seat: string, link: string, field: HTMLInputElement | null | undefined) => {
    const byHand = () => {
      field?.select();
      setCopied({ seat, byHand: true });
    };
    if (!navigator.clipboard) byHand();
    else navigator.clipboard.writeText(link).then(() => setCopied({ seat, byHand: false }), byHand);
  };
  return (
    <section ref={box} className="card seat-links" aria-live="polite">
      <p>{t.seatLinks}</p>
      <ul>
        {Object.entries(game.tokens).map(([seat, token]) => {
          const found = game.seats.find((s) => s.seat === seat);
          const name = found ? seatLabel(found, lang) : seat;
          return (
            <li key={seat} data-seat={seat}>
              <strong>{name}</strong>{' '}
              <input readOnly value={linkFor(game.id, token)} aria-label={`${t.seat} ${name}`} />
              <button
                type="button"
                onClick={(e) =>
                  copy(seat, linkFor(game.id, token), e.currentTarget.closest('li')?.querySelector('input'))
                }
              >
                {copied?.seat === seat && !copied.byHand ? t.copied : t.copy}
              </button>
              <a href={`/game/${game.id}?token=${encodeURIComponent(token)}`}>{t.openSeat}</a>
              {copied?.seat === seat && copied.byHand ? <p className="muted">{t.copyByHand}</p> : null}
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={onClose}>
        {t.close}
      </button>
    </section>
  );
}

/** A seat of a listed game as players call it, where the server names it; else its id. */
function seatLabel(s: PublicSeat, lang: string): string {
  return s.names?.[lang] ?? s.seat;
}

/** A reason longer than this is left to the replay: the list keeps a line a game. */
const SHORT_REASON = 60;

/**
 * How a listed finished game ended, in the player's words: the winning side or sides by the names
 * the list gives them, a draw, or a cooperative game's party beaten, with why where that is short;
 * and where this browser holds a seat of it (not on one screen for every player), whether the
 * player won, as the game's end screen says it. Nothing for a game the server lists without its
 * outcome (an older server's).
 */
function GameResult({ game, cooperative }: { game: GameSummary; cooperative: boolean }) {
  const { t, lang } = useI18n();
  const o = game.outcome;
  if (game.status !== 'finished' || !o) return null;
  const name = (seat: string) => {
    const s = game.seats.find((x) => x.seat === seat);
    return s ? seatLabel(s, lang) : seat;
  };
  const names = o.winners.map(name).join(', ');
  const who = o.draw
    ? o.winners.length > 0
      ? `${t.draw}: ${names}`
      : t.draw
    : o.winners.length > 0
      ? `${o.winners.length === 1 ? t.winner : t.winners}: ${names}`
      : cooperative
        ? t.partyLost
        : t.noWinner;
  const reason = game.reasons?.[lang];
  const mine = mySeats(heldGame(game.id));
  // Said only where every seat held here came out the same (a player holds one seat as a rule).
  const results = [...new Set(mine.map((seat) => personalResult(o, seat)))];
  const result = results.length === 1 ? results[0] : null;
  const personal = result === 'won' ? t.youWon : result === 'lost' ? t.youLost : null;
  const played = mine.length > 0 ? homeWords(lang).played(mine.map(name).join(', ')) : null;
  return (
    <>
      {' · '}
      <span
        className="game-result"
        data-result={o.draw ? 'draw' : o.winners.length > 0 ? 'won' : 'lost'}
        {...(result ? { 'data-personal': result } : {})}
      >
        {who}
        {reason && reason.length <= SHORT_REASON ? ` (${reason})` : ''}
        {played ? (
          <>
            {' · '}
            <span className="game-seat">{played}</span>
          </>
        ) : null}
        {personal ? (
          <>
            {' · '}
            <strong>{personal}</strong>
          </>
        ) : null}
      </span>
    </>
  );
}

/**
 * Where a listed game stands, where the server says (a Hunters campaign's day of its last and the
 * party's place): nothing for a game listed without it.
 */
function GameStanding({ game }: { game: GameSummary }) {
  const { lang } = useI18n();
  const text = game.summary ? summaryText(game.summary, lang) : '';
  if (!text) return null;
  return (
    <>
      <span className="game-summary">{text}</span>
      {' · '}
    </>
  );
}

/**
 * Whether this browser holds a seat of a game: the game made here whose seats' links were only
 * kept to send (none opened here) is watched, not resumed.
 */
function playsHere(id: string): boolean {
  return Object.keys(heldGame(id)?.tokens ?? {}).length > 0;
}

/**
 * Whether a game is this browser's: it holds a seat of it, or made it here and keeps its seats'
 * links to send. Such games are listed first.
 */
function heldHere(id: string): boolean {
  const held = heldGame(id);
  return Object.keys(held?.tokens ?? {}).length > 0 || Object.keys(held?.invites ?? {}).length > 0;
}

/**
 * Forgets the games this browser keeps that the server no longer has (removed by someone, or
 * elsewhere): each kept game missing from the lists just read is asked for, and dropped with its
 * tokens and links only when the server answers that there is no such game. A game missing from
 * the lists for another reason (made a moment ago in another tab, or beyond the lists' length) is
 * kept.
 */
function forgetRemoved(listed: readonly GameSummary[]): void {
  const there = new Set(listed.map((g) => g.id));
  for (const held of heldGames()) {
    if (there.has(held.id)) continue;
    api.snapshot(held.id).then(
      () => undefined,
      (e: unknown) => {
        if (e instanceof ApiError && e.code === 'game/not-found') forgetGame(held.id);
      },
    );
  }
}

/** The words of removing a listed game and of the fold of other players' games, in each language. */
const REMOVE_WORDS = {
  en: {
    remove: 'Remove',
    ask: 'Remove this game from the server for good? Nobody will be able to open it or watch its replay again.',
    yes: 'Yes, remove it',
    no: 'Keep it',
    others: 'Other games on this server',
  },
  hu: {
    remove: 'Törlés',
    ask: 'Végleg törlöd ezt a játékot a szerverről? Utána senki sem nyithatja meg, és a visszajátszása sem lesz meg.',
    yes: 'Igen, töröld',
    no: 'Megtartom',
    others: 'További játékok ezen a szerveren',
  },
} as const;

/** How long an online game may stand without a move before one seat may remove it (the server decides). */
const REMOVE_IDLE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The tokens with which this browser may remove a listed game, as the server allows it: any seat's
 * once it is finished, every human seat's at any time (one screen, or against the computer), any
 * seat's of an online game nobody has moved in for seven days; null where it may not.
 */
function removalTokens(g: GameSummary): string[] | null {
  const held = heldGame(g.id);
  const tokens = Object.values(held?.tokens ?? {});
  if (!held || tokens.length === 0) return null;
  const everySeat = g.seats.every((s) => s.kind !== 'human' || s.seat in held.tokens);
  const idle = g.mode === 'online' && Date.now() - new Date(g.updatedAt).getTime() >= REMOVE_IDLE_MS;
  return g.status === 'finished' || everySeat || idle ? tokens : null;
}

/** The removal route's own refusals, which the server words in the language asked. */
const REMOVAL_REFUSALS = new Set(['game/not-removable', 'seat/bad-token', 'game/not-found', 'storage/failed']);

/** Why a game was not removed: the server's words for its refusals of removal, else the page's. */
function removalRefusal(e: unknown, lang: string): string {
  if (e instanceof ApiError && REMOVAL_REFUSALS.has(e.code)) return e.message;
  return failureText(e, lang === 'hu' ? 'hu' : 'en');
}

/** "Remove" beside a game this browser may remove, asked again before anything is removed. */
function RemoveGame({ game, onRemoved }: { game: GameSummary; onRemoved: (id: string) => void }) {
  const { lang } = useI18n();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const tokens = removalTokens(game);
  if (!tokens) return null;
  const w = lang === 'hu' ? REMOVE_WORDS.hu : REMOVE_WORDS.en;
  const remove = () => {
    setBusy(true);
    setFailed(null);
    api.remove(game.id, tokens, lang === 'hu' ? 'hu' : 'en').then(
      () => {
        forgetGame(game.id);
        onRemoved(game.id);
      },
      (e: unknown) => {
        // Removed meanwhile (from another tab or by another seat): its tokens open nothing now.
        if (e instanceof ApiError && e.code === 'game/not-found') forgetGame(game.id);
        setBusy(false);
        setAsking(false);
        setFailed(e);
      },
    );
  };
  return (
    <>
      {' '}
      {asking ? (
        <span className="remove-confirm" role="group" aria-label={w.remove}>
          {w.ask}{' '}
          <button type="button" className="remove-yes" disabled={busy} onClick={remove}>
            {w.yes}
          </button>{' '}
          <button type="button" className="remove-no" disabled={busy} onClick={() => setAsking(false)}>
            {w.no}
          </button>
        </span>
      ) : (
        <button type="button" className="remove-game" onClick={() => setAsking(true)}>
          {w.remove}
        </button>
      )}
      {failed === null ? null : (
        <span className="error remove-error" role="alert">
          {' '}
          {removalRefusal(failed, lang)}
        </span>
      )}
    </>
  );
}

/**
 * A list of games, this browser's first (`heldHere`); the others folded away under a line of
 * their own, opened on demand.
 */
function MineFirst({
  games,
  className,
  item,
}: {
  games: readonly GameSummary[];
  className: string;
  item: (g: GameSummary) => ReactNode;
}) {
  const { lang } = useI18n();
  const mine = games.filter((g) => heldHere(g.id));
  const others = games.filter((g) => !heldHere(g.id));
  return (
    <>
      {mine.length > 0 ? <ul className={className}>{mine.map(item)}</ul> : null}
      {others.length > 0 ? (
        <details className="other-games" data-count={others.length}>
          <summary>
            {(lang === 'hu' ? REMOVE_WORDS.hu : REMOVE_WORDS.en).others} ({others.length})
          </summary>
          <ul className={className}>{others.map(item)}</ul>
        </details>
      ) : null}
    </>
  );
}

/**
 * A listed game begun with an older version of its rules than the server's, said so: it cannot go
 * on here (a finished one's replay is still offered).
 */
function OldVersion({ game }: { game: GameSummary }) {
  const { lang } = useI18n();
  if (game.oldVersion === undefined) return null;
  return (
    <>
      {' · '}
      <span className="old-version muted">{homeWords(lang).oldVersion(game.oldVersion)}</span>
    </>
  );
}

/**
 * The links still to send of a running online game made in this browser (`InviteLinks`): none
 * for a finished game, nor for one of an older version, which cannot go on.
 */
function GameInvites({ game }: { game: GameSummary }) {
  const { lang } = useI18n();
  if (game.status === 'finished' || game.oldVersion !== undefined) return null;
  const invites = invitesOf(heldGame(game.id));
  return <InviteLinks id={game.id} invites={invites} seats={game.seats} seatName={(s) => seatLabel(s, lang)} />;
}

function GameList({
  games,
  finished,
  cooperative,
  old = false,
  onRemoved,
}: {
  games: readonly GameSummary[];
  finished: boolean;
  /** Whether a rule system's players win or lose together. */
  cooperative: (ruleset: string) => boolean;
  /** Running games of an older version: listed without a link, as neither play nor replay works. */
  old?: boolean;
  /** A game removed from the server here. */
  onRemoved: (id: string) => void;
}) {
  const { t, lang } = useI18n();
  if (games.length === 0) return <p className="muted">{t.noGames}</p>;
  return (
    <MineFirst
      games={games}
      className={old ? 'game-list old-games' : 'game-list'}
      item={(g) => {
        const href = finished ? `/replay/${g.id}` : `/game/${g.id}`;
        const label = finished ? t.replay : playsHere(g.id) ? t.resume : t.watch;
        return (
          <li key={g.id} data-game={g.id}>
            {old ? null : (
              <>
                <a
                  href={href}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(href);
                  }}
                >
                  {label}
                </a>{' '}
              </>
            )}
            <span>
              {KNOWN_GAMES.find((k) => k.id === g.ruleset)?.title ?? g.ruleset} ·{' '}
              {g.seats
                .map((s) => (s.kind === 'bot' ? `${seatLabel(s, lang)} (${t.computer})` : seatLabel(s, lang)))
                .join(' / ')}{' '}
              · <GameStanding game={g} />
              {t.step} {g.choices}
              {finished ? <GameResult game={g} cooperative={cooperative(g.ruleset)} /> : null}
              <OldVersion game={g} />
            </span>
            <RemoveGame game={g} onRemoved={onRemoved} />
            <GameInvites game={g} />
          </li>
        );
      }}
    />
  );
}

/**
 * Campaigns: a Hunters campaign (its set-up says `mode: "campaign"`) and every Dogs of War game,
 * which is a league of companies from its first step.
 */
export function isCampaign(g: GameSummary): boolean {
  return g.campaign === true || g.ruleset === 'dogs-of-war';
}

function CampaignList({
  games,
  cooperative,
  onRemoved,
}: {
  games: readonly GameSummary[];
  cooperative: (ruleset: string) => boolean;
  onRemoved: (id: string) => void;
}) {
  const { t, lang } = useI18n();
  if (games.length === 0) return <p className="muted">{t.noCampaigns}</p>;
  return (
    <MineFirst
      games={games}
      className="game-list campaigns"
      item={(g) => {
        const finished = g.status === 'finished';
        const href = finished ? `/replay/${g.id}` : `/game/${g.id}`;
        const label = finished ? t.replay : playsHere(g.id) ? t.resume : t.watch;
        // A running campaign of an older version can be neither played on nor replayed here.
        const stuck = !finished && g.oldVersion !== undefined;
        return (
          <li key={g.id} data-game={g.id} data-ruleset={g.ruleset}>
            {stuck ? null : (
              <>
                <a
                  href={href}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(href);
                  }}
                >
                  {label}
                </a>{' '}
              </>
            )}
            <span>
              {KNOWN_GAMES.find((k) => k.id === g.ruleset)?.title ?? g.ruleset} ·{' '}
              {g.seats.map((s) => seatLabel(s, lang)).join(' / ')} · <GameStanding game={g} />
              {t.step} {g.choices}
              <GameResult game={g} cooperative={cooperative(g.ruleset)} />
              <OldVersion game={g} />
            </span>
            <RemoveGame game={g} onRemoved={onRemoved} />
            <GameInvites game={g} />
          </li>
        );
      }}
    />
  );
}

export function HomePage() {
  const { t, lang } = useI18n();
  const [rulesets, setRulesets] = useState<RulesetSummary[] | null>(null);
  const [active, setActive] = useState<GameSummary[]>([]);
  const [finished, setFinished] = useState<GameSummary[]>([]);
  const [created, setCreated] = useState<CreatedGame | null>(null);
  // The failure itself, worded in the page's language when shown.
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    api.rulesets().then(setRulesets, (e: unknown) => setError(e));
  }, []);
  // The lists of games are asked for again when a game is made here (an online game stays on this
  // page) and when the page is shown again, as games elsewhere move on meanwhile.
  useEffect(() => {
    const load = () => {
      const active = api.games('active');
      const finished = api.games('finished');
      active.then(setActive, () => undefined);
      finished.then(setFinished, () => undefined);
      // The kept games the lists no longer have may be gone: those the server denies are forgotten.
      Promise.all([active, finished]).then(
        ([a, f]) => forgetRemoved([...a, ...f]),
        () => undefined,
      );
    };
    load();
    const shown = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [created?.id]);

  const installed = new Map((rulesets ?? []).map((r) => [r.id, r]));
  const extra = (rulesets ?? []).filter((r) => !KNOWN_GAMES.some((k) => k.id === r.id));
  const cooperative = (id: string) => installed.get(id)?.play === 'cooperative';
  // Running games begun with an older version of their rules: they can never go on here.
  const stuck = active.filter((g) => !isCampaign(g) && g.oldVersion !== undefined);
  // A game removed here leaves the lists at once.
  const removed = (id: string) => {
    setActive((a) => a.filter((g) => g.id !== id));
    setFinished((f) => f.filter((g) => g.id !== id));
  };

  return (
    <div className="home">
      <p className="tagline">{t.tagline}</p>
      {error === null ? null : <p className="error">{failureText(error, lang)}</p>}
      {created ? <SeatLinks game={created} onClose={() => setCreated(null)} /> : null}
      <h2>{t.games}</h2>
      {rulesets === null ? <p>{t.loading}</p> : null}
      <div className="cards">
        {KNOWN_GAMES.map((k) => {
          const r = installed.get(k.id);
          if (r) return <GameCard key={k.id} ruleset={r} onCreated={setCreated} />;
          return (
            <article key={k.id} className="card game-card coming" data-ruleset={k.id}>
              <h3>
                {k.title} <span className="badge">{t.coming}</span>
              </h3>
              <p className="muted">{t.notInstalled}</p>
            </article>
          );
        })}
        {extra.map((r) => (
          <GameCard key={r.id} ruleset={r} onCreated={setCreated} />
        ))}
      </div>
      <h2>{t.inProgress}</h2>
      <GameList
        games={active.filter((g) => !isCampaign(g) && g.oldVersion === undefined)}
        finished={false}
        cooperative={cooperative}
        onRemoved={removed}
      />
      {stuck.length > 0 ? (
        <section className="old-version-games">
          <h2>{homeWords(lang).oldGames}</h2>
          <p className="muted">{homeWords(lang).oldGamesNote}</p>
          <GameList games={stuck} finished={false} cooperative={cooperative} old onRemoved={removed} />
        </section>
      ) : null}
      <h2>{t.finished}</h2>
      <GameList games={finished.filter((g) => !isCampaign(g))} finished cooperative={cooperative} onRemoved={removed} />
      <h2>{t.campaigns}</h2>
      <CampaignList games={[...active, ...finished].filter(isCampaign)} cooperative={cooperative} onRemoved={removed} />
    </div>
  );
}
