import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  deserializeMatch,
  Engine,
  presenterOf,
  sayIn,
  serializeMatch,
  type GameEvent,
  type Locale,
  type Match,
  type Violation,
  ruleRefusal,
} from '@skirmish/core';
import {
  BOOK_PATHS,
  companyHistory,
  dogsOfWarRuleset,
  ELEMENTS,
  elementName,
  missionName,
  outcomeReason,
  pathName,
  reportAwaitsOthers,
  resultName,
  sheetHtml,
  sheetPdf,
  standings,
  stateName,
  type AfterActionReport,
  type Aspects,
  type Element,
  type CampaignState,
  type Choice,
  type Company,
  type Deed,
  type Purchase,
} from '@skirmish/dogs-of-war';
import { checkKnown, localeOf, stringOption, UsageError, type Args } from '../args.ts';
import type { Command } from '../command.ts';
import { printJson, readJsonFile, readText, writeWhole, type Io } from '../io.ts';
import { inLocale } from '../usage-hu.ts';
import { AID_FLAGS, houseRules, runAid } from './dogs-aids.ts';

type Campaign = Match<CampaignState>;

/** Tests pass answers as lines; the terminal reads standard input. */
export type DogsIo = Io & { readonly input?: AsyncIterable<string> };

const HELP = `Usage: skirmish dogs-of-war <subcommand> <campaign.json> ...

Keeps a Dogs of War campaign in one file: the full record of every step and roll, so the
campaign can be replayed and audited. Every change goes through the rules.

Subcommands:
  new <file> --company red:Red,blue:Blue [--missions N] [--hang-em-high] [--seed N] [--force]
  status <file> [--seat S]                  what each company is asked now, and the sheets
  captain <file> <seat> <profile> <name> [--options a,b] [--faction F] [--aspects C,A,D]
                                              [--element E] [--path P]
  recruit <file> <seat> <profile> <name> [--options a,b] [--faction F] [--aspects C,A,D]
                                              [--element E] [--path P]
                                              (--aspects 1,0,1: the Aspect layout chosen for good
                                              where the profile offers several; --element Fire,
                                              --path Theurgy: the Element and the path a
                                              magician's card lets him choose, by name in
                                              English or Hungarian)
  assign-ep <file> <seat> <soldier> <ep>     share out the 90 formation EP
  spend <file> <seat> <soldier> <purchase>   char:ATT | learn:Leap | improve:Devotion | role:medic
                                              | mystic-rank | element | path:Theurgy | resurrection
                                              (a faithful's Aspects: char:CRE, char:ALT, char:DES)
  costs <file> <seat> <soldier>              what the soldier can buy now, and at what cost
  rank <file> <seat> <soldier> Special|Elite
  attribute <file> <seat> <attribute> [--soldier id]
  discharge <file> <seat>                    discharge the captain
  exclude <file> <seat> <soldier>
  done <file> <seat>                         finish the current step
  choose <file> <seat> <choice.json|JSON>    any other step (groups, balance, compensation...)
  report <file> <seat> [--from report.json]  the after-action report (asked question by
                                              question without --from); the after-battle
                                              sequence then runs with every roll shown, once
                                              the other player has accepted the report
  confirm <file> <seat> [--send-back]        accept the report the other player gave (the
                                              after-battle sequence runs), or send it back to be
                                              given again
  standings <file>                           league table
  history <file> <seat>                      the company's missions
  sheet <file|company.json> [--seat S] --html|--pdf --out F
                                              the printable company sheet (our own PDF writer)
  aid <which> [--option id=value,...] [--campaign F]
                                              a battle aid at the table, under the house rules
                                              given or those of campaign F:
      structure --str N --res N --die D       SP lost by a structure
      material --material stone --thickness CM
                                              SP of a wall, door or statue
      size --height CM                        an element's Size
      relief --element Large --fighter Medium crossing relief
      blaze --blaze X --roll D                a Blaze/X counter in the time-out phase
      ram --carriers 4,3:light,3:serious      a ram's STR
      forcing --trial N|none --loads N|unlimited --per-round N [--used N] [--inviolable]
                                              the difficulty of forcing an enemy nexus

Options:
  --json          print the new state's pending decisions and events as JSON
  --locale en|hu  the language of the sheets, prompts, choices, log lines and refusals (default en)
  --content FILE  a content pack of your own (profiles, peoples...) instead of the sample pack:
                  given to new, and again to every later command on that campaign
`;

const HELP_HU = `Használat: skirmish dogs-of-war <alparancs> <kampány.json> ...

Egy Dogs of War kampányt őriz egyetlen fájlban: minden lépés és dobás teljes feljegyzését, így a
kampány visszajátszható és ellenőrizhető. Minden változás a szabályokon megy át.

Alparancsok:
  new <fájl> --company red:Red,blue:Blue [--missions N] [--hang-em-high] [--seed N] [--force]
  status <fájl> [--seat S]                   mit kérdeznek most az egyes csapatoktól, és a lapjaik
  captain <fájl> <hely> <profil> <név> [--options a,b] [--faction F] [--aspects C,A,D]
                                               [--element E] [--path P]
  recruit <fájl> <hely> <profil> <név> [--options a,b] [--faction F] [--aspects C,A,D]
                                               [--element E] [--path P]
                                               (--aspects 1,0,1: a véglegesen választott
                                               aspektus-elrendezés, ha a profil többet kínál;
                                               --element Tűz, --path Teurgia: az elem és az
                                               ösvény, amelyet a mágus a lapja szerint választ,
                                               magyar vagy angol nevén)
  assign-ep <fájl> <hely> <katona> <tp>       a 90 alapítási TP szétosztása
  spend <fájl> <hely> <katona> <vétel>        char:ATT | learn:Leap | improve:Devotion | role:medic
                                               | mystic-rank | element | path:Theurgy | resurrection
                                               (a hívő aspektusai: char:CRE, char:ALT, char:DES)
  costs <fájl> <hely> <katona>                mit vehet most a katona, és hány TP-ért
  rank <fájl> <hely> <katona> Special|Elite
  attribute <fájl> <hely> <tulajdonság> [--soldier azonosító]
  discharge <fájl> <hely>                     a kapitány elbocsátása
  exclude <fájl> <hely> <katona>
  done <fájl> <hely>                          az aktuális lépés lezárása
  choose <fájl> <hely> <választás.json|JSON>  bármely más lépés (csoportok, kiegyenlítés...)
  report <fájl> <hely> [--from jelentés.json]  a csatajelentés (--from nélkül kérdésenként);
                                               utána a csata utáni szakasz, minden dobással,
                                               amint a másik játékos elfogadta a jelentést
  confirm <fájl> <hely> [--send-back]          a másik játékos jelentésének elfogadása (jön a
                                               csata utáni szakasz), vagy visszaküldése, hogy
                                               újra megadják
  standings <fájl>                            a liga táblázata
  history <fájl> <hely>                       a csapat küldetései
  sheet <fájl|csapat.json> [--seat S] --html|--pdf --out F
                                               a nyomtatható csapatlap (saját PDF-íróval)
  aid <melyik> [--option id=érték,...] [--campaign F]
                                               asztali segédlet a megadott házszabályokkal,
                                               vagy az F kampányéival:
      structure --str N --res N --die D        egy építmény elvesztett SZP-je
      material --material kő --thickness CM    egy fal, ajtó vagy szobor SZP-je
      size --height CM                         egy elem mérete
      relief --element Nagy --fighter Közepes  átkelés domborzaton
      blaze --blaze X --roll D                 egy Tűz/X jelző az időtúllépési szakaszban
      ram --carriers 4,3:könnyű,3:súlyos       a faltörő kos ERŐ-je
      forcing --trial N|none --loads N|unlimited --per-round N [--used N] [--inviolable]
                                               egy ellenséges nexus kikényszerítésének nehézsége

Kapcsolók:
  --json          az új állapot függő döntései és eseményei JSON-ként
  --locale en|hu  a lapok, kérdések, választások, napló, elutasítások és e parancs nyelve
                  (alapból en)
  --content FÁJL  saját tartalomcsomag (profilok, népek...) a mintacsomag helyett: a kampány
                  indításakor, és utána ugyanarra a kampányra minden további parancsnál is
`;

const presenter = dogsOfWarRuleset.presenter;

/** The command's own words in the player's language. */
const say = (locale: Locale, en: string, hu: string): string => sayIn(locale)(en, hu);

/**
 * The engine of a campaign: the content pack of `--content FILE` (the sample without it) and the
 * house rules the campaign was started with.
 */
function engineOf(args: Args | undefined, options: Readonly<Record<string, unknown>> = {}) {
  const contentFile = args ? stringOption(args, 'content') : undefined;
  const content = contentFile ? readJsonFile(contentFile, 'Content pack') : undefined;
  // A pack's problems in the campaign's language (`--locale`).
  const locale = args ? localeOf(args) : 'en';
  const engine = Engine.create(
    dogsOfWarRuleset,
    content === undefined ? { options, locale } : { content, options, locale },
  );
  if (!engine.ok) throw new UsageError(`${engine.error.code}: ${engine.error.message}`);
  return engine.value;
}

/**
 * One mission of a company's history as `history` prints it. The dead have left the company, so
 * they are named as the mission's record keeps them (DW-RECUP-09).
 */
export function historyLine(h: ReturnType<typeof companyHistory>[number], seat: string, locale: Locale): string {
  const against = h.seats.find((s) => s !== seat) ?? '?';
  const dead = (h.deaths[seat] ?? []).map((id) => h.deadNames[id] ?? id).join(', ');
  const renown = `+${h.renown[seat] ?? 0}`;
  const rp = `+${h.resources[seat] ?? 0}`;
  return locale === 'hu'
    ? `${h.round}. forduló, ${missionName(h.mission, 'hu')}: ${resultName(h.results[seat] ?? '?', 'hu')} ${against} ellen; hírnév ${renown}, erőforrás ${rp}${dead ? `, halottak: ${dead}` : ''}\n`
    : `Round ${h.round}, ${h.mission}: ${h.results[seat] ?? '?'} against ${against}; renown ${renown}, RP ${rp}${dead ? `, dead: ${dead}` : ''}\n`;
}

function load(
  file: string | undefined,
  locale: Locale = 'en',
  args?: Args,
): {
  engine: Engine<CampaignState, Choice, CampaignState, unknown>;
  match: Campaign;
} {
  if (!file) throw new UsageError(say(locale, 'Name the campaign file', 'Add meg a kampányfájlt'));
  if (!existsSync(file))
    throw new UsageError(
      say(
        locale,
        `No campaign file "${file}" (create one with \`dogs-of-war new\`)`,
        `Nincs „${file}” kampányfájl (újat a \`dogs-of-war new\` készít)`,
      ),
    );
  const text = readText(file, 'Campaign file');
  let match: Campaign;
  try {
    match = deserializeMatch<CampaignState>(text);
    if (match.record.ruleset !== dogsOfWarRuleset.id)
      throw new Error(`it is a saved game of "${match.record.ruleset}", not of Dogs of War`);
  } catch (e) {
    throw new UsageError(
      say(
        locale,
        `"${file}" is not a campaign file: ${(e as Error).message}`,
        `„${file}” nem kampányfájl: ${(e as Error).message}`,
      ),
    );
  }
  const engine = engineOf(args, match.record.options);
  if (engine.contentHash !== match.record.contentHash)
    throw new UsageError(
      say(
        locale,
        `"${file}" was made with another content pack: give that pack with --content FILE`,
        `„${file}” más tartalomcsomaggal készült: add meg azt a --content FÁJL kapcsolóval`,
      ),
    );
  // The state kept beside the record is read as it was saved (an organiser may mend a campaign by
  // hand), but one that does not hold together is refused here, not halfway through a command.
  let broken: readonly string[];
  try {
    broken = engine.rules.invariants?.(match.state, locale) ?? [];
  } catch (e) {
    broken = [say(locale, `it cannot be read (${(e as Error).message})`, `nem olvasható (${(e as Error).message})`)];
  }
  if (broken.length > 0)
    throw new UsageError(
      say(
        locale,
        `The campaign in "${file}" does not hold together: ${broken.slice(0, 3).join('; ')}`,
        `A „${file}” kampánya nem áll össze: ${broken.slice(0, 3).join('; ')}`,
      ),
    );
  return { engine, match };
}

/** What a positional argument is, in both languages. */
const WHAT: Readonly<Record<string, { en: string; hu: string }>> = {
  seat: { en: 'the seat', hu: 'a hely' },
  profile: { en: 'the profile', hu: 'a profil' },
  name: { en: 'the name', hu: 'a név' },
  soldier: { en: 'the soldier', hu: 'a katona' },
  ep: { en: 'the EP', hu: 'a TP' },
  purchase: { en: 'the purchase', hu: 'a vétel' },
  rank: { en: 'Special or Elite', hu: 'Special vagy Elite' },
  attribute: { en: 'the attribute', hu: 'a tulajdonság' },
  choice: { en: 'the choice', hu: 'a választás' },
};

function need(args: Args, i: number, what: keyof typeof WHAT, locale: Locale = 'en'): string {
  const v = args.positional[i];
  const w = WHAT[what] ?? { en: what, hu: what };
  if (v === undefined) throw new UsageError(say(locale, `Missing ${w.en}`, `Hiányzik ${w.hu}`));
  return v;
}

const list = (v: string | undefined): string[] => (v ? v.split(',').filter((x) => x.length > 0) : []);

/**
 * `--aspects 1,0,1`: Creation, Alteration and Destruction, in that order. A part that is no
 * number is passed on as it is, for the rules' own refusal (a malformed choice).
 */
function aspectLayout(v: string): Aspects {
  const [CRE, ALT, DES] = v.split(',').map((x) => (/^\s*\d+\s*$/.test(x) ? Number(x) : x));
  return { CRE, ALT, DES } as Aspects;
}

/** A name as typed, for comparing names whatever their case and the spaces around them. */
const key = (name: string): string => name.trim().toLowerCase();

/**
 * `--element`: an Element by its name in either language, in any case ("fire", its id, "Fire",
 * "tűz"), as the refusals list them. The Elements are few and fixed, so any other word is a usage
 * error naming them.
 */
function elementOf(typed: string, locale: Locale): Element {
  const found = ELEMENTS.find(
    (e) => key(elementName(e, 'en')) === key(typed) || key(elementName(e, 'hu')) === key(typed),
  );
  if (found) return found;
  const names = ELEMENTS.map((e) => elementName(e, locale)).join(', ');
  throw new UsageError(
    say(
      locale,
      `--element is an Element (${names}), not "${typed}"`,
      `A --element egy elem (${names}), nem „${typed}”`,
    ),
  );
}

/**
 * `--path`: a path of magic the book names, by its English or Hungarian name in any case
 * ("Theurgy", "teurgia"), as the refusals list them. Any other name is passed on as it is: the
 * rules' refusal then lists the paths the recruit may choose.
 */
function pathOf(typed: string): string {
  return BOOK_PATHS.find((p) => key(p) === key(typed) || key(pathName(p, 'hu')) === key(typed)) ?? typed;
}

export function parsePurchase(text: string, locale: Locale = 'en'): Purchase {
  const [kind, arg] = text.split(':');
  switch (kind) {
    case 'char':
      return { kind: 'characteristic', characteristic: (arg ?? '') as never };
    case 'learn':
      return { kind: 'learn-ability', ability: arg ?? '' };
    case 'improve':
      return { kind: 'improve-ability', ability: arg ?? '' };
    case 'role':
      return { kind: 'role', role: (arg ?? '') as never };
    case 'mystic-rank':
    case 'master-of-invocation':
    case 'resurrection':
      return { kind };
    case 'element':
      return arg ? { kind, name: arg } : { kind };
    // A path by its English or Hungarian name, as `costs` and the refusals list it.
    case 'path':
      return arg ? { kind, name: pathOf(arg) } : { kind };
    default:
      throw new UsageError(
        say(
          locale,
          `Unknown purchase "${text}" (char:ATT, learn:Leap, improve:X, role:medic, mystic-rank...)`,
          `Ismeretlen vétel: „${text}” (char:ATT, learn:Leap, improve:X, role:medic, mystic-rank...)`,
        ),
      );
  }
}

/** The events in words, naming what the campaign's pack names (`content`) as that pack does. */
function printEvents(io: Io, events: readonly GameEvent[], locale: Locale, content: unknown): void {
  const words = presenterOf(dogsOfWarRuleset, content);
  for (const e of events) {
    const text = words ? words.event(e, locale) : typeof e.text === 'string' ? e.text : e.type;
    io.out(`${typeof e.rule === 'string' ? `[${e.rule}] ` : ''}${text}\n`);
  }
}

function pendingText(
  engine: Engine<CampaignState, Choice, CampaignState, unknown>,
  m: Campaign,
  locale: Locale = 'en',
): string {
  const ds = engine.pending(m);
  const outcome = engine.outcome(m);
  if (outcome) return `${say(locale, 'Finished', 'Vége')}: ${outcomeReason(outcome.reason, locale)}\n`;
  const prompt = (d: (typeof ds)[number]) =>
    presenter?.prompt ? presenter.prompt(d, engine.view(m, d.seats[0] ?? ''), locale) : d.prompt;
  return ds.map((d) => `${d.seats.join(', ')}: ${prompt(d)} (${d.kind})`).join('\n') + '\n';
}

/**
 * A refusal in the player's language: the rules' words, except where they only repeat the engine's
 * English (a choice not well formed), which is worded as the web app words it.
 */
function refusalText(v: Violation, locale: Locale, withCode = true): string {
  const said = presenter?.violation ? presenter.violation(v, locale) : undefined;
  return ruleRefusal(v.code, v.message, said, locale, withCode) ?? v.message;
}

/** Whether a battle whose report was asked before is settled after: its after-battle sequence ran. */
const battleSettled = (before: CampaignState, after: CampaignState): boolean =>
  before.battles.some((b) => b.step === 'report' && !after.battles.some((x) => x.id === b.id));

/**
 * Submits a choice and prints what followed. With `afterBattle`, where the choice settled a battle
 * (a report that stands at once, or the acceptance that ends the wait for it), its after-battle
 * sequence is headed as such; never in JSON.
 */
function submit(io: Io, args: Args, file: string, seat: string, choice: Choice, afterBattle = false): number {
  const locale = localeOf(args);
  const { engine, match } = load(file, locale, args);
  const r = engine.submit(match, seat, choice);
  if (!r.ok) {
    const why = refusalText(r.error, locale, false);
    io.err(
      `${say(locale, 'Refused', 'Elutasítva')}: ${why}${r.error.rule ? ` (${r.error.rule})` : ''} [${r.error.code}]\n`,
    );
    return 1;
  }
  writeWhole(file, serializeMatch(r.value.match), locale);
  if (args.options['json']) {
    printJson(io, { events: r.value.events, pending: engine.pending(r.value.match) });
    return 0;
  }
  if (afterBattle && battleSettled(match.state, r.value.match.state))
    io.out(say(locale, 'After the battle:\n', 'A csata után:\n'));
  printEvents(io, r.value.events, locale, engine.content);
  io.out(pendingText(engine, r.value.match, locale));
  return 0;
}

async function* stdinLines(): AsyncIterable<string> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) yield line;
}

const words = (v: string): string[] =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x.length > 0);

/** Answers a Hungarian player may type, and the rules' words they stand for. */
const ANSWER_HU: Readonly<Record<string, string>> = {
  győzelem: 'victory',
  döntetlen: 'draw',
  vereség: 'defeat',
  seb: 'wound',
  célzás: 'aim',
  varázslat: 'power',
  jóslás: 'divination',
  bónusz: 'bonus',
  könnyű: 'light',
  súlyos: 'serious',
  kritikus: 'critical',
  halálos: 'killed-outright',
};

/** A keyword of the report in the rules' words, whichever language it was typed in. */
const answer = (w: string): string => ANSWER_HU[w.toLowerCase()] ?? w;

/** Asks the report question by question; blank answers end lists. */
async function askReport(io: DogsIo, m: Campaign, seat: string, locale: Locale = 'en'): Promise<AfterActionReport> {
  const t = (en: string, hu: string) => say(locale, en, hu);
  const battle =
    m.state.battles.find((b) => b.step === 'report' && b.seats.includes(seat)) ??
    m.state.battles.find((b) => b.step === 'report');
  if (!battle) throw new UsageError(t('No battle waits for a report', 'Egy csata sem vár jelentésre'));
  const [s0, s1] = battle.seats;
  const it = (io.input ?? stdinLines())[Symbol.asyncIterator]();
  const ask = async (q: string): Promise<string> => {
    io.out(`${q} `);
    const n = await it.next();
    if (n.done)
      throw new UsageError(
        t('The input ended before the report was complete', 'A bemenet véget ért, mielőtt a jelentés elkészült'),
      );
    return n.value.trim();
  };
  const onSheet = (s: string) =>
    (m.state.companies[s]?.soldiers ?? []).filter((x) => battle.groups[s]?.soldiers.includes(x.id));
  // The mission sheet: each soldier with the wound he starts with (his aftereffect).
  const names = (s: string) =>
    onSheet(s)
      .map(
        (x) =>
          `${x.id} (${x.name}${x.aftereffect !== 'none' ? `, ${t('starts', 'kezdéskor')} ${stateName(x.aftereffect, locale)}` : ''})`,
      )
      .join(', ');
  const startWounded = [...onSheet(s0), ...onSheet(s1)].filter(
    (x) => x.aftereffect === 'serious' || x.aftereffect === 'critical',
  );
  const machines = [
    ...[...onSheet(s0), ...onSheet(s1)].filter((x) => x.machine === 'mobile').map((x) => `${x.id} (${x.name})`),
    ...[s0, s1].flatMap((s) =>
      // Only a machine written on the mission sheet fought (DW-MISSION-PRE-08).
      (m.state.companies[s]?.assets ?? [])
        .filter(
          (a) =>
            a.kind === 'immobile-machine' &&
            battle.groups[s]?.attributes.some((x) => x.soldier === null && x.attribute === a.id),
        )
        .map((a) => `${a.id} (${a.name})`),
    ),
  ];
  const mission = missionName(battle.mission ?? '', locale);
  io.out(
    `${t(`Battle ${battle.id}: ${s0} against ${s1}, ${mission}`, `Csata (${battle.id}): ${s0} – ${s1}, ${mission}`)}\n  ${s0}: ${names(s0)}\n  ${s1}: ${names(s1)}\n`,
  );
  let result = '';
  while (!['victory', 'draw', 'defeat'].includes(result))
    result = answer(
      await ask(t(`Result for ${s0} (victory, draw, defeat)?`, `${s0} eredménye (győzelem, döntetlen vagy vereség)?`)),
    );
  const other = result === 'victory' ? 'defeat' : result === 'defeat' ? 'victory' : 'draw';
  let retreat = await ask(
    t(`Did a side retreat? (${s0}, ${s1} or blank)`, `Visszavonult valamelyik fél? (${s0}, ${s1} vagy üres)`),
  );
  while (retreat !== '' && retreat !== s0 && retreat !== s1)
    retreat = await ask(t(`${s0}, ${s1} or blank?`, `${s0}, ${s1} vagy üres?`));
  const deeds: Deed[] = [];
  for (;;) {
    const line = await ask(
      t(
        'Deed (wound SOLDIER light|serious|critical|killed-outright TARGET-VALUE, aim SOLDIER AIM DIFFICULTY [OTHER-SERVANTS...], power|divination SOLDIER VALUE DIFFICULTY, bonus SOLDIER EP; blank to finish):',
        'Tett (seb KATONA könnyű|súlyos|kritikus|halálos CÉLPONT-ÉRTÉKE, célzás KATONA CÉLZÁS NEHÉZSÉG [TÖBBI-KEZELŐ...], varázslat|jóslás KATONA ÉRTÉK NEHÉZSÉG, bónusz KATONA TP; üres sor: kész):',
      ),
    );
    if (line === '') break;
    const [typed = '', soldier = '', typedA = '', b = '', ...rest] = line.split(/\s+/);
    const kind = answer(typed);
    const a = answer(typedA);
    if (kind === 'wound') deeds.push({ kind, soldier, result: a as never, targetValue: Number(b) });
    else if (kind === 'aim')
      deeds.push({ kind, soldier, aim: Number(a), difficulty: Number(b), ...(rest.length ? { crew: rest } : {}) });
    else if (kind === 'power' || kind === 'divination')
      deeds.push({ kind, soldier, value: Number(a), difficulty: Number(b) });
    else if (kind === 'bonus') deeds.push({ kind, soldier, ep: Number(a) });
    else io.out(t('  (not understood, try again)\n', '  (nem értem, próbáld újra)\n'));
  }
  const wounds: AfterActionReport['wounds'] = [];
  for (;;) {
    const line = await ask(
      t(
        'Final wound worth recording (SOLDIER serious|critical|killed-outright; blank to finish):',
        'Feljegyzendő végső seb (KATONA súlyos|kritikus|halálos; üres sor: kész):',
      ),
    );
    if (line === '') break;
    const [soldier = '', typed = ''] = line.split(/\s+/);
    const state = answer(typed);
    if (state === 'serious' || state === 'critical' || state === 'killed-outright') wounds.push({ soldier, state });
    else io.out(t('  (serious, critical or killed-outright)\n', '  (súlyos, kritikus vagy halálos)\n'));
  }
  const structure: AfterActionReport['structure'] = [];
  for (;;) {
    const line = await ask(
      t(
        'Structure points lost by a machine (ID SP; blank to finish):',
        'Egy gép elvesztett szerkezeti pontjai (AZONOSÍTÓ SZP; üres sor: kész):',
      ),
    );
    if (line === '') break;
    const [id = '', lost = '0'] = line.split(/\s+/);
    structure.push({ id, lost: Number(lost) });
  }
  // Asked only when someone began wounded, or a war machine fought.
  const wounded = startWounded.map((x) => `${x.id} (${x.name}, ${stateName(x.aftereffect, locale)})`).join(', ');
  const healed =
    startWounded.length > 0
      ? words(
          await ask(
            t(
              `Who of ${wounded} was healed on the table below Serious? (comma-separated, blank for none; the others end as they began unless reported wounded)`,
              `Ki gyógyult meg az asztalon súlyos alá ezek közül: ${wounded}? (vesszővel elválasztva, üres: senki; a többiek úgy végeznek, ahogy kezdtek, hacsak nem jelented őket sebesültként)`,
            ),
          ),
        )
      : [];
  const exploded =
    machines.length > 0
      ? words(
          await ask(
            t(
              `Whose boiler or carburetor exploded among ${machines.join(', ')}? (comma-separated, blank for none)`,
              `Kinek a kazánja vagy karburátora robbant fel ezek közül: ${machines.join(', ')}? (vesszővel elválasztva, üres: senkié)`,
            ),
          ),
        )
      : [];
  let objectives: AfterActionReport['objectives'] | undefined;
  while (objectives === undefined) {
    const text = await ask(t('Objectives as JSON (blank for none):', 'Teljesített célok JSON-ként (üres: nincs):'));
    try {
      objectives = text === '' ? null : (JSON.parse(text) as AfterActionReport['objectives']);
    } catch {
      io.out(t('  (not valid JSON, try again)\n', '  (ez nem érvényes JSON, próbáld újra)\n'));
    }
  }
  const captures = await ask(
    t('Captures (comma-separated, blank for none):', 'Foglyul ejtettek (vesszővel elválasztva, üres: nincs):'),
  );
  return {
    ...(healed.length ? { healed } : {}),
    ...(exploded.length ? { exploded } : {}),
    results: { [s0]: result as 'victory', [s1]: other },
    retreat: retreat === '' ? null : retreat,
    deeds,
    wounds,
    structure,
    objectives,
    captures: list(captures),
  };
}

function companyFrom(file: string, seat: string | undefined, locale: Locale, args: Args): Company {
  const raw = readJsonFile(file, 'Company or campaign file');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new UsageError(
      say(locale, `"${file}" is neither a company nor a campaign`, `„${file}” se nem csapat, se nem kampány`),
    );
  if ('record' in raw) {
    const m = load(file, locale, args).match;
    const s = seat ?? m.state.seats[0];
    const c = s === undefined ? undefined : m.state.companies[s];
    if (!c)
      throw new UsageError(
        say(
          locale,
          `No company "${s ?? ''}" in the campaign (--seat)`,
          `Nincs „${s ?? ''}” csapat a kampányban (--seat)`,
        ),
      );
    return c;
  }
  if (!Array.isArray((raw as Record<string, unknown>)['soldiers']))
    throw new UsageError(
      say(locale, `"${file}" is neither a company nor a campaign`, `„${file}” se nem csapat, se nem kampány`),
    );
  return raw as unknown as Company;
}

export const dogsOfWarCommand: Command = {
  name: 'dogs-of-war',
  summary: 'Keep a Dogs of War campaign: companies, reports, the after-battle sequence, sheets',
  flags: ['json', 'hang-em-high', 'html', 'pdf', 'force', ...AID_FLAGS],
  help: HELP,
  localHelp: (args) => (stringOption(args, 'locale') === 'hu' ? HELP_HU : HELP),
  async run(args, io) {
    const locale = localeOf(args);
    // The shared argument and file readers speak English; their usage errors are put in Hungarian.
    return inLocale(locale, () => runDogs(args, io, locale));
  },
};

async function runDogs(args: Args, io: Io, locale: Locale): Promise<number> {
  const [sub, file] = args.positional;
  const dio = io as DogsIo;
  const t = (en: string, hu: string) => say(locale, en, hu);
  switch (sub) {
    case 'new': {
      checkKnown(args, ['company', 'missions', 'hang-em-high', 'seed', 'locale', 'content', 'force']);
      if (!file) throw new UsageError(t('Name the campaign file', 'Add meg a kampányfájlt'));
      // A campaign is never written over by accident: starting again in its file is asked for.
      if (existsSync(file) && !args.options['force'])
        throw new UsageError(
          t(
            `"${file}" exists already: name a new file, or add --force to start over in it (its campaign is then lost)`,
            `„${file}” már létezik: adj meg új fájlt, vagy a --force kapcsolóval kezdd újra benne (a kampánya ekkor elvész)`,
          ),
        );
      const raw = args.options['company'];
      const given = typeof raw === 'string' ? raw.split(/[ ;]/).flatMap((x) => x.split(',')) : [];
      const companies = given.map((g) => {
        const [seat = '', ...name] = g.split(':');
        return { seat, name: name.join(':') || seat };
      });
      if (companies.length < 2)
        throw new UsageError(
          t(
            'Give at least two companies: --company red:Red,blue:Blue',
            'Legalább két csapat kell: --company red:Red,blue:Blue',
          ),
        );
      const engine = engineOf(args);
      const m = engine.start(Number(stringOption(args, 'seed') ?? 1), {
        companies,
        missions: Number(stringOption(args, 'missions') ?? 5),
        campaign: args.options['hang-em-high'] ? 'hang-em-high' : 'league',
        // Begun in Hungarian, the rules propose the soldiers' names in Hungarian.
        ...(locale === 'hu' ? { names: 'hu' } : {}),
      });
      if (!m.ok) {
        io.err(`${t('Refused', 'Elutasítva')}: ${refusalText(m.error, locale)}\n`);
        return 1;
      }
      writeWhole(file, serializeMatch(m.value), locale);
      const hunt = Boolean(args.options['hang-em-high']);
      io.out(
        `${file}: ${hunt ? t("a new Hang 'Em High campaign", "új Hang 'Em High hajsza") : t('a new league', 'új liga')}\n`,
      );
      io.out(pendingText(engine, m.value, locale));
      return 0;
    }
    case 'status': {
      checkKnown(args, ['seat', 'locale', 'content']);
      const { engine, match } = load(file, locale, args);
      const seat = stringOption(args, 'seat');
      if (args.options['json']) {
        printJson(io, { pending: engine.pending(match), state: match.state });
        return 0;
      }
      const board = presenterOf(dogsOfWarRuleset, engine.content)?.board(match.state, locale) ?? '';
      io.out(
        `${
          seat
            ? // The company's own section, its heading whole ("== Red ==").
              board
                .split('\n== ')
                .filter((p) => p.startsWith(`${match.state.companies[seat]?.name ?? '\u0000'} ==`))
                .map((p) => `== ${p}`)
                .join('\n')
            : board
        }\n\n`,
      );
      io.out(pendingText(engine, match, locale));
      return 0;
    }
    case 'captain':
    case 'recruit': {
      checkKnown(args, ['options', 'faction', 'aspects', 'element', 'path', 'locale', 'content']);
      const aspects = stringOption(args, 'aspects');
      const typedElement = stringOption(args, 'element');
      const element = typedElement === undefined ? undefined : elementOf(typedElement, locale);
      const typedPath = stringOption(args, 'path');
      const path = typedPath === undefined ? undefined : pathOf(typedPath);
      const choice: Choice = {
        kind: sub === 'captain' ? 'name-captain' : 'recruit',
        profile: need(args, 3, 'profile', locale),
        name: need(args, 4, 'name', locale),
        options: list(stringOption(args, 'options')),
        faction: stringOption(args, 'faction') ?? null,
        ...(aspects !== undefined ? { aspects: aspectLayout(aspects) } : {}),
        ...(element !== undefined || path !== undefined
          ? { magic: { ...(element !== undefined ? { element } : {}), ...(path !== undefined ? { path } : {}) } }
          : {}),
      };
      return submit(io, args, file ?? '', need(args, 2, 'seat', locale), choice);
    }
    case 'assign-ep':
      return submit(io, args, file ?? '', need(args, 2, 'seat', locale), {
        kind: 'assign-ep',
        soldier: need(args, 3, 'soldier', locale),
        ep: Number(need(args, 4, 'ep', locale)),
      });
    case 'spend':
      return submit(io, args, file ?? '', need(args, 2, 'seat', locale), {
        kind: 'spend-ep',
        soldier: need(args, 3, 'soldier', locale),
        purchase: parsePurchase(need(args, 4, 'purchase', locale), locale),
      });
    case 'costs': {
      const { engine, match } = load(file, locale, args);
      const seat = need(args, 2, 'seat', locale);
      const soldier = need(args, 3, 'soldier', locale);
      const options = (engine.legal(match, seat) as Choice[]).filter(
        (c) => c.kind === 'spend-ep' && c.soldier === soldier,
      );
      if (options.length === 0) io.out(t('Nothing to buy now\n', 'Most nincs mit venni\n'));
      for (const c of options) {
        const r = engine.submit(match, seat, c);
        const spent = r.ok
          ? r.value.events.find((e) => e.type === 'ep-spent' || typeof e.cost === 'number')
          : undefined;
        const cost = spent && typeof spent.cost === 'number' ? `${spent.cost} ${t('EP', 'TP')}` : '';
        io.out(`${presenterOf(dogsOfWarRuleset, engine.content)?.choice(c, match.state, locale) ?? c.kind}: ${cost}\n`);
      }
      return 0;
    }
    case 'rank':
      return submit(io, args, file ?? '', need(args, 2, 'seat', locale), {
        kind: 'choose-rank',
        soldier: need(args, 3, 'soldier', locale),
        rank: need(args, 4, 'rank', locale) === 'Elite' ? 'Elite' : 'Special',
      });
    case 'attribute':
      checkKnown(args, ['soldier', 'locale', 'content']);
      return submit(io, args, file ?? '', need(args, 2, 'seat', locale), {
        kind: 'buy-attribute',
        attribute: need(args, 3, 'attribute', locale),
        soldier: stringOption(args, 'soldier') ?? null,
      });
    case 'discharge':
      return submit(io, args, file ?? '', need(args, 2, 'seat', locale), { kind: 'discharge-captain' });
    case 'exclude':
      return submit(io, args, file ?? '', need(args, 2, 'seat', locale), {
        kind: 'exclude',
        soldier: need(args, 3, 'soldier', locale),
      });
    case 'done':
      return submit(io, args, file ?? '', need(args, 2, 'seat', locale), { kind: 'done' });
    case 'choose': {
      const text = need(args, 3, 'choice', locale);
      let choice: Choice;
      try {
        choice = (text.trimStart().startsWith('{') ? JSON.parse(text) : readJsonFile(text, 'Choice')) as Choice;
      } catch (e) {
        if (e instanceof UsageError) throw e;
        throw new UsageError(
          t(
            `The choice is not valid JSON: ${(e as Error).message}`,
            `A választás nem érvényes JSON: ${(e as Error).message}`,
          ),
        );
      }
      return submit(io, args, file ?? '', need(args, 2, 'seat', locale), choice);
    }
    case 'report': {
      checkKnown(args, ['from', 'locale', 'content']);
      const seat = need(args, 2, 'seat', locale);
      const from = stringOption(args, 'from');
      const report = from
        ? (readJsonFile(from, 'Report') as AfterActionReport)
        : await askReport(dio, load(file, locale, args).match, seat, locale);
      // The after-battle sequence runs now unless the report waits for another player's acceptance.
      return submit(io, args, file ?? '', seat, { kind: 'report', report }, true);
    }
    case 'confirm': {
      checkKnown(args, ['send-back', 'locale', 'content', 'json']);
      const seat = need(args, 2, 'seat', locale);
      const accept = !args.options['send-back'];
      // The one who gave the report (or another not asked) is told whose acceptance it awaits.
      const why = reportAwaitsOthers(load(file, locale, args).match.state, seat, locale);
      if (why !== undefined) {
        io.err(`${t('Refused', 'Elutasítva')}: ${why}\n`);
        return 1;
      }
      return submit(io, args, file ?? '', seat, { kind: 'confirm-report', accept }, true);
    }
    case 'standings': {
      checkKnown(args, ['locale', 'content']);
      const { match } = load(file, locale, args);
      const rows = standings(match.state);
      if (args.options['json']) printJson(io, rows);
      else
        for (const r of rows)
          io.out(
            `${r.name.padEnd(24)} ${String(r.points).padStart(3)} ${t('pts', 'pont')}  ${r.victories}-${r.draws}-${r.defeats}  ${t('renown', 'hírnév')} ${r.renown}\n`,
          );
      return 0;
    }
    case 'history': {
      checkKnown(args, ['locale', 'content']);
      const { match } = load(file, locale, args);
      const seat = need(args, 2, 'seat', locale);
      const rows = companyHistory(match.state, seat);
      if (args.options['json']) printJson(io, rows);
      else for (const h of rows) io.out(historyLine(h, seat, locale));
      return 0;
    }
    case 'sheet': {
      checkKnown(args, ['seat', 'html', 'pdf', 'out', 'locale', 'content']);
      if (!file) throw new UsageError(t('Name the company or campaign file', 'Add meg a csapat- vagy kampányfájlt'));
      const out = stringOption(args, 'out');
      if (!out)
        throw new UsageError(t('Say where to write the sheet: --out F', 'Add meg, hová kerüljön a lap: --out F'));
      const c = companyFrom(file, stringOption(args, 'seat'), locale, args);
      // The sheet names profiles and peoples from the pack of --content (the sample without it).
      const content = engineOf(args).content;
      writeWhole(out, args.options['pdf'] ? sheetPdf(c, content, locale) : sheetHtml(c, content, locale), locale);
      io.out(t(`${out}: the sheet of ${c.name}\n`, `${out}: ${c.name} csapatlapja\n`));
      return 0;
    }
    case 'aid': {
      // The tables of --content (the sample without it) and the house rules of a campaign, if one
      // is named, with those of --option laid over them.
      const campaign = stringOption(args, 'campaign');
      const base = campaign ? load(campaign, locale, args).match.record.options : {};
      const tables = engineOf(args).content.tables;
      return runAid(file, args, io, {
        tables,
        options: houseRules(stringOption(args, 'option'), base, locale),
        locale,
      });
    }
    default:
      throw new UsageError(
        t(
          `Unknown subcommand "${sub ?? ''}"; see \`skirmish dogs-of-war --help\``,
          `Ismeretlen alparancs: „${sub ?? ''}”; lásd: \`skirmish dogs-of-war --help --locale hu\``,
        ),
      );
  }
}
