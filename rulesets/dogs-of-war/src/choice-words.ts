/** Choice labels, decision prompts and the board's head lines in Hungarian (the English ones are in the presenter). */
import type { Decision, Locale } from '@skirmish/core';
import { findSoldier, lieutenant } from './company.ts';
import type { AfterActionReport, Choice } from './choices.ts';
import type { CampaignState } from './state.ts';
import { proposedFrom, type ContentNames } from './names.ts';
import { battleSides } from './hunt.ts';
import { OBJECT_EFFECTS } from './data.ts';
import {
  BATTLE_STEP_HU,
  HUNT_STEP_HU,
  improvableName,
  layoutChosen,
  magicChosen,
  missionName,
  offerName,
  pathName,
  rankName,
  huArticle,
  resultName,
  roleName,
  seatCompanyInText,
  sentence,
  soldierName,
  stateName,
} from './words.ts';

const PROMPTS_HU: Record<string, string> = {
  'formation-captain': 'Válaszd ki az új csapatod kapitányát',
  'formation-recruit': 'Toborozd az első katonáidat',
  'formation-experience': 'Oszd szét és költsd el a 90 alapítási TP-t',
  'formation-attributes': 'Vásárolj tulajdonságokat az erőforrásaidból',
  'after-exclusions': 'Elbocsátások: küldj el katonákat, vagy váltsd le a kapitányt',
  'after-recruitment': 'Toborzás a hírneved keretein belül',
  'after-experience': 'Költsd el a katonáid szerezte tapasztalatot',
  'after-attributes': 'Vásárolj tulajdonságokat az erőforrásaidból',
  'choose-mission': 'Megnyerted a küldetésdobást: válassz küldetést',
  groups: 'Állítsd össze a rohamcsoportodat',
  balance: 'A csoportod az erősebb: csökkentsd, vagy ha 50-en belül van, meg is tarthatod',
  compensate: 'Költsd el a kiegyenlítő pontjaidat',
  final: 'Csontkovács és a tartalékok edzése',
  'free-event-card': 'Pusztítás: a támadó csoport az erősebb; kéri az ingyen járó eseménykártyát?',
  report: 'Jelentsd, mi történt az asztalon',
  'confirm-report': 'Fogadd el a csatád jelentését, vagy küldd vissza, hogy újra megadják',
  locate: 'Megpróbálod ma reggel felkutatni a Bíborost?',
  'pick-offer': 'Válassz a nap küldetésajánlatai közül',
  rumors: 'Este: szóbeszéd gyűjtése, és ha akarod, fizess a vesztegetésért',
  'cardinal-controller': 'Válaszd ki, ki irányítsa a Bíboros táborát',
  'neutral-cap': 'Szabd meg az értékhatárt a semleges csapat ellen, és hogy ki irányítja',
  'neutral-group': 'Állítsd ki a semleges csapatot a határon belül',
  'extra-round': 'A Bíboros általad irányított bandája a gyengébb: meghosszabbítod a küldetést egy körrel?',
};

/** Headings for the choices of one kind offered together, in English and Hungarian. */
const GROUPS: Readonly<Record<string, readonly [string, string]>> = {
  'spend-ep': ['Spend experience', 'Tapasztalat elköltése'],
  'assign-ep': ['Share out experience', 'Tapasztalat szétosztása'],
  recruit: ['Recruit', 'Toborzás'],
  'buy-attribute': ['Buy attributes', 'Tulajdonságok vásárlása'],
  exclude: ['Dismiss', 'Elbocsátás'],
  'choose-rank': ['Ranks', 'Rangok'],
  role: ['Roles', 'Szerepek'],
  'choose-mission': ['Missions', 'Küldetések'],
  'form-group': ['Assault groups', 'Rohamcsoportok'],
  balance: ['Lighten the group', 'A csoport csökkentése'],
  'pick-offer': ['Offers', 'Ajánlatok'],
  'neutral-cap': ['Value cap', 'Értékhatár'],
  'neutral-group': ['Neutral group', 'Semleges csoport'],
};

/** A heading for the choices of one kind offered together, or undefined. */
export function groupHeading(kind: string, locale: Locale): string | undefined {
  return GROUPS[kind]?.[locale === 'hu' ? 1 : 0];
}

/** A pending decision's prompt in the locale (the rules' prompt is English). */
export function promptText(d: Decision, locale: Locale, view?: CampaignState, content?: ContentNames): string {
  if (d.kind === 'dogs-of-war/confirm-report' && view && content) {
    const asked = awaitedReport(view, d.seats[0] ?? '');
    if (asked) {
      const by = seatCompanyInText(view, asked.by, locale);
      const what = reportSummary(asked.report, view, locale, content);
      return sentence(
        locale === 'hu'
          ? `${by} jelentése: ${what}. Elfogadod, vagy visszaküldöd, hogy újra megadják?`
          : `${by} reports: ${what}. Accept the report, or send it back to be given again?`,
      );
    }
  }
  const en = d.prompt ?? d.kind;
  if (locale === 'en') return en;
  return PROMPTS_HU[d.kind.replace(/^dogs-of-war\//, '')] ?? en;
}

/**
 * A decision others are asked, as a player not asked reads it, where its prompt would speak to
 * those asked (a report to accept: "The Blue Company to accept or send back the report of battle
 * 1"); undefined for the rest, which clients give with the prompt.
 */
export function waitingText(d: Decision, view: CampaignState, locale: Locale): string | undefined {
  if (d.kind !== 'dogs-of-war/confirm-report') return undefined;
  const who = d.seats.map((s) => seatCompanyInText(view, s, locale)).join(', ');
  const b = awaitedReport(view, d.seats[0] ?? '')?.battle;
  if (locale === 'hu')
    return sentence(
      b === undefined
        ? `${who} elfogadja vagy visszaküldi a jelentést`
        : `${who} elfogadja vagy visszaküldi ${huArticle(b)} ${b}. csata jelentését`,
    );
  return sentence(
    b === undefined
      ? `${who} to accept or send back the report`
      : `${who} to accept or send back the report of battle ${b}`,
  );
}

/** The report given in the battle of `seat` that awaits his acceptance, and who gave it, if any. */
export function awaitedReport(
  view: CampaignState,
  seat: string,
): { readonly by: string; readonly report: AfterActionReport; readonly battle: number } | undefined {
  const b = view.battles.find((x) => x.reported?.awaiting.includes(seat));
  return b?.reported ? { by: b.reported.by, report: b.reported.report, battle: b.id } : undefined;
}

/**
 * Why a player who answers for a side of a battle may not accept its report now: it awaits the
 * acceptance of others (he gave it himself, say). Undefined where no report of his battles awaits
 * another's acceptance or his own is awaited.
 */
export function reportAwaitsOthers(view: CampaignState, seat: string, locale: Locale): string | undefined {
  if (view.battles.some((b) => b.reported?.awaiting.includes(seat))) return undefined;
  const b = view.battles.find((x) => x.reported && battleSides(view, x).includes(seat));
  if (!b?.reported) return undefined;
  const who = b.reported.awaiting.map((s) => seatCompanyInText(view, s, locale)).join(', ');
  return locale === 'hu'
    ? `${huArticle(b.id)} ${b.id}. csata jelentése arra vár, hogy ${who} elfogadja vagy visszaküldje; nem te döntesz róla`
    : `the report of battle ${b.id} awaits the acceptance of ${who}, not yours`;
}

/** A fighter a report names: his name, and the seat of the company he fought for where he has one. */
export interface ReportFighter {
  readonly name: string;
  readonly seat?: string;
}

/** A soldier as a report names him, with his company's seat; a fighter hired for the mission by his profile's name. */
function reportFighter(view: CampaignState, id: string, content: ContentNames, locale: Locale): ReportFighter {
  for (const c of Object.values(view.companies)) {
    const s = findSoldier(c, id);
    if (s) return { name: soldierName(s.name, locale), seat: c.seat };
  }
  return { name: content.byId(id, locale) };
}

/** One deed of a report in words, without its author ("a wound dealt to a fighter of value 30 (critical)"). */
export function deedWords(d: AfterActionReport['deeds'][number], locale: Locale): string {
  const hu = locale === 'hu';
  switch (d.kind) {
    case 'wound':
      return hu
        ? `seb egy ${d.targetValue} értékű harcoson (${stateName(d.result, 'hu')}${d.ranged ? ', lövéssel, varázslattal vagy csodával' : ''}${d.secondary ? ', másodlagos hatás' : ''})`
        : `a wound dealt to a fighter of value ${d.targetValue} (${stateName(d.result, 'en')}${d.ranged ? ', by a shot, spell or miracle' : ''}${d.secondary ? ', secondary effect' : ''})`;
    case 'aim':
      return hu
        ? `talált lövés: CÉL ${d.aim}, nehézség ${d.difficulty}${d.crew?.length ? `, ${d.crew.length} segítővel` : ''}`
        : `a shot that hit: AIM ${d.aim} against difficulty ${d.difficulty}${d.crew?.length ? ` with ${d.crew.length} crew` : ''}`;
    case 'power':
      return hu
        ? `elmondott varázslat: ${d.value}, nehézség ${d.difficulty}`
        : `a spell cast: ${d.value} against difficulty ${d.difficulty}`;
    case 'divination':
      return hu
        ? `kért csoda: ${d.value}, nehézség ${d.difficulty}`
        : `a miracle called: ${d.value} against difficulty ${d.difficulty}`;
    case 'bonus':
      return hu ? `${d.ep} TP a küldetés jutalmából` : `${d.ep} EP of the mission's bonus`;
  }
}

/**
 * What a report says: each side's result, who retreated, each deed (who, what) and each wound,
 * every fighter named with his company ("The Red Company victory, The Blue Company defeat; deeds:
 * Brak (The Red Company): a wound dealt to a fighter of value 30 (critical); wounds: Jackal (The
 * Blue Company): critical"). `fighter` names a soldier by id, `company` a seat.
 */
export function reportWords(
  r: AfterActionReport,
  fighter: (id: string) => ReportFighter,
  company: (seat: string) => string,
  locale: Locale,
): string {
  const hu = locale === 'hu';
  const who = (id: string) => {
    const f = fighter(id);
    return f.seat === undefined ? f.name : `${f.name} (${company(f.seat)})`;
  };
  const results = Object.entries(r.results)
    .map(([s, res]) => `${company(s)} ${hu ? resultName(res, 'hu') : res}`)
    .join(', ');
  const retreat = r.retreat ? ` (${company(r.retreat)} ${hu ? 'visszavonult' : 'retreated'})` : '';
  const deeds = r.deeds.map((d) => `${who(d.soldier)}: ${deedWords(d, locale)}`).join(', ');
  const wounds = r.wounds.map((x) => `${who(x.soldier)}: ${stateName(x.state, locale)}`).join(', ');
  if (hu)
    return `${results}${retreat}; ${deeds ? `tettek: ${deeds}` : 'nincs tett'}; ${wounds ? `sebek: ${wounds}` : 'nincs seb'}`;
  return `${results}${retreat}; ${deeds ? `deeds: ${deeds}` : 'no deeds'}; ${wounds ? `wounds: ${wounds}` : 'no wounds'}`;
}

/** What a report says (`reportWords`), its fighters and companies named as the campaign knows them. */
export function reportSummary(
  r: AfterActionReport,
  view: CampaignState,
  locale: Locale,
  content: ContentNames,
): string {
  return reportWords(
    r,
    (id) => reportFighter(view, id, content, locale),
    (s) => seatCompanyInText(view, s, locale),
    locale,
  );
}

/**
 * The lieutenants who may take command now: of each company left without a captain that has one,
 * at the after-battle step where the promotion is taken (the exclusions or the recruitment).
 * The choice that promotes him does not name him, so its words look him up.
 */
export function lieutenantsToPromote(view: CampaignState): Array<{ readonly seat: string; readonly name: string }> {
  return view.seats.flatMap((seat) => {
    const c = view.companies[seat];
    const lt = c && c.captain === null ? lieutenant(c) : undefined;
    const stage = view.stages[seat];
    const now = stage?.kind === 'after' && (stage.step === 'exclusions' || stage.step === 'recruitment');
    return lt && now ? [{ seat, name: lt.name }] : [];
  });
}

/** The choice that makes the lieutenant captain, naming him (and his company where several might be meant). */
export function promoteWords(view: CampaignState, locale: Locale): string {
  const lts = lieutenantsToPromote(view);
  const hu = locale === 'hu';
  const first = lts[0];
  if (lts.length === 1 && first)
    return hu
      ? `${first.name} (a hadnagy) legyen a csapat kapitánya`
      : `Make ${first.name} (the lieutenant) the company's captain`;
  if (lts.length > 1) {
    const who = lts.map((x) => `${x.name}, ${seatCompanyInText(view, x.seat, locale)}`).join(hu ? '; ' : '; ');
    return hu ? `A hadnagy legyen a csapat kapitánya (${who})` : `Make the lieutenant the company's captain (${who})`;
  }
  return hu ? 'A hadnagy legyen a csapat kapitánya' : "Make the lieutenant the company's captain";
}

/** The lines above the company sheets: the league round or the hunt's day, and the battles. */
export function boardHeadHu(view: CampaignState): string {
  const battles = view.battles.map(
    (b) =>
      `${b.id}. csata: ${b.seats.map((s) => seatCompanyInText(view, s, 'hu')).join(' – ')}${b.mission ? `, ${missionName(b.mission, 'hu')}` : ''} (${BATTLE_STEP_HU[b.step] ?? b.step})`,
  );
  const h = view.hunt;
  const head = h
    ? `Hang 'Em High: a hajsza ${h.day}. napja (legfeljebb ${h.maxDays} nap, ${HUNT_STEP_HU[h.step] ?? h.step}); nyomok: ${view.seats.map((s) => `${seatCompanyInText(view, s, 'hu')} ${h.clues[s] ?? 0}`).join(', ')}${h.offers.length ? `; ajánlatok: ${h.offers.map((o) => offerName(o, 'hu')).join(', ')}` : ''}`
    : `Liga: ${view.round}. forduló a ${view.missionsPlanned} közül`;
  return [head, ...battles].join('\n');
}

/**
 * Whether a new soldier bears the name the rules propose for his profile in `locale` ("Captain Orc
 * warlord", "Orc brute 3"): his choice then names the profile once. A name of the player's own,
 * even one that holds the profile's name, is said as it is, the profile beside it.
 */
export function namedByProfile(
  name: string,
  profile: string,
  content: ContentNames,
  locale: Locale,
  captain: boolean,
): boolean {
  const p = content.byId(profile, locale);
  if (captain) return name === proposedFrom(p, true, 0, locale);
  const number = name.slice(p.length + 1);
  return /^\d+$/.test(number) && name === proposedFrom(p, false, number, locale);
}

const PURCHASE_HU = (p: Extract<Choice, { kind: 'spend-ep' }>['purchase'], n: ContentNames): string => {
  switch (p.kind) {
    case 'characteristic':
      return `${improvableName(p.characteristic, 'hu')} emelése`;
    case 'role':
      return `új szerep: ${roleName(p.role, 'hu')}`;
    case 'improve-ability':
      return `${n.byName(p.ability, 'hu')} fejlesztése`;
    case 'learn-ability':
      return `új képesség: ${n.byName(p.ability, 'hu')}`;
    case 'mystic-rank':
      return 'a következő misztikus rang';
    case 'element':
      return `új elem${p.name ? `: ${p.name}` : ''}`;
    case 'path':
      return `új ösvény${p.name ? `: ${pathName(p.name, 'hu')}` : ''}`;
    case 'master-of-invocation':
      return 'az idézés mestere';
    case 'resurrection':
      return 'Feltámasztás';
  }
};

/** A choice in Hungarian: soldiers by name, content by its Hungarian name, the rest in the game's terms. */
export function choiceHu(choice: Choice, view: CampaignState, content: ContentNames): string {
  const names = (id: string) => content.byId(id, 'hu');
  const name = (id: string) => {
    for (const c of Object.values(view.companies)) {
      const s = findSoldier(c, id);
      if (s) return s.name;
    }
    // A fighter hired for the mission is known by his profile.
    return names(id);
  };
  const who = (ids: readonly string[]) => ids.map(name).join(', ');
  switch (choice.kind) {
    case 'name-captain':
      return `${namedByProfile(choice.name, choice.profile, content, 'hu', true) ? names(choice.profile) : `${choice.name} (${names(choice.profile)})`} kinevezése kapitánnyá${layoutChosen(choice.aspects, 'hu')}${magicChosen(choice.magic, 'hu')}`;
    case 'recruit':
      // The proposed name ends in a number ("Ork fenevad 3"): said alone it reads as three recruits.
      return `Toborzás: ${namedByProfile(choice.name, choice.profile, content, 'hu', false) ? `egy ${names(choice.profile)} (${choice.name})` : `${choice.name} (${names(choice.profile)})`}${layoutChosen(choice.aspects, 'hu')}${magicChosen(choice.magic, 'hu')}`;
    case 'assign-ep':
      return `${choice.ep} alapítási TP ${name(choice.soldier)} számára`;
    case 'spend-ep':
      return `${name(choice.soldier)}: ${PURCHASE_HU(choice.purchase, content)}`;
    case 'choose-rank':
      return `${name(choice.soldier)} új rangja: ${rankName(choice.rank, 'hu')}`;
    case 'buy-attribute':
      return `Vásárlás: ${names(choice.attribute)}, ${choice.soldier ? `${name(choice.soldier)} számára` : 'a csapatnak'}`;
    case 'exclude':
      return `${name(choice.soldier)} elbocsátása`;
    case 'discharge-captain':
      return 'A kapitány leváltása';
    case 'promote-lieutenant':
      return promoteWords(view, 'hu');
    case 'done':
      return 'Ezzel a lépéssel végeztem';
    case 'grant-option':
      return `${name(choice.from)} kölcsönadja ${name(choice.to)} harcosnak: ${names(choice.option)}`;
    case 'choose-mission':
      return `Küldetés: ${missionName(choice.mission, 'hu')}`;
    case 'form-group': {
      const parts = [
        `Csatába megy: ${who(choice.soldiers) || 'senki'}`,
        choice.hires.length ? `bérelt harcosok: ${choice.hires.map(names).join(', ')}` : null,
        choice.explorers.length ? `felfedezni megy: ${who(choice.explorers)}` : null,
        choice.searchers?.length ? `a Bíborost keresi: ${who(choice.searchers)}` : null,
        choice.attributes.length
          ? `magukkal viszik: ${choice.attributes.map((a) => `${names(a.attribute)} (${a.soldier ? name(a.soldier) : 'a csapat'})`).join(', ')}`
          : null,
      ].filter((x) => x !== null);
      return parts.join('; ');
    }
    case 'balance':
      return `Marad: ${who(choice.soldiers)}${choice.hires.length ? `; bérelt harcosok: ${choice.hires.map(names).join(', ')}` : ''}${choice.assets === undefined ? '' : choice.assets.length ? `; a csapat gépei közül: ${choice.assets.map(names).join(', ')}` : '; a csapat gépei nélkül'}`;
    case 'compensate':
      return `Kiegyenlítő pontok: ${[
        `${choice.eventCards} eseménykártya`,
        ...choice.objects.map((o) => `${OBJECT_EFFECTS[o.object].nameHu} (${name(o.fighter)})`),
      ].join('; ')}`;
    case 'finish-preparation':
      return `Csontkovács ${choice.bonesetter.length} katonának, edzés ${choice.training.length} katonának${choice.extraRound ? '; a küldetés egy körrel hosszabb lesz' : ''}`;
    case 'free-event-card':
      return choice.take ? 'Az ingyenes eseménykártyát kérem' : 'Nem kérem az ingyenes eseménykártyát';
    case 'report':
      return `Jelentés: ${reportSummary(choice.report, view, 'hu', content)}`;
    case 'confirm-report':
      return choice.accept ? 'Elfogadom a jelentést' : 'Visszaküldöm a jelentést, adják meg újra';
    case 'locate':
      return choice.attempt ? 'Megpróbálom felkutatni a Bíborost' : 'Ma reggel nem keresem a Bíborost';
    case 'pick-offer':
      return `Ezt az ajánlatot választom: ${offerName(choice.offer, 'hu')}`;
    case 'neutral-cap':
      return `Mindkét csoport értékhatára ${choice.cap}; a semleges csapatot ${seatCompanyInText(view, choice.controller, 'hu')} irányítja`;
    case 'neutral-group':
      return `A semleges csoport értéke: ${choice.value}`;
    case 'cardinal-controller':
      return `A Bíboros táborát ${seatCompanyInText(view, choice.seat, 'hu')} irányítja`;
    case 'extra-round':
      return choice.add ? 'A küldetés egy körrel hosszabb lesz' : 'A küldetés körei maradnak';
    case 'rumors':
      return choice.corruption
        ? 'Szóbeszéd gyűjtése, és 10 erőforrás vesztegetésre a többletért'
        : 'Szóbeszéd gyűjtése';
  }
}
