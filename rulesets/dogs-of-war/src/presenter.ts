/** The company sheet and the log in words, for the terminal. */
import type { Decision, GameEvent, Locale, Presenter, Violation } from '@skirmish/core';
import { eventLine } from './event-words.ts';
import {
  boardHeadHu,
  choiceHu,
  groupHeading,
  namedByProfile,
  promoteWords,
  promptText,
  reportSummary,
  waitingText,
} from './choice-words.ts';
import {
  aspectsHeading,
  characteristicName,
  companyName,
  improvableName,
  layoutChosen,
  magicChosen,
  offerName,
  outcomeReason,
  pathName,
  rankName,
  roleName,
  seatCompany,
  seatCompanyInText,
  sentence,
  setupCompany,
  stateName,
} from './words.ts';
import { DEFAULT_SETUP } from './rules.ts';
import { aspectsText, sheetAspects, startingElements, startingPaths } from './sheet.ts';
import { ruleText, violationText } from './texts.ts';
import { CHARACTERISTICS, OBJECT_EFFECTS, RANK_LABEL, ROLE_TABLE } from './data.ts';
import {
  actualStrength,
  baseCharacteristic,
  companyValue,
  findSoldier,
  isMember,
  maximumStrength,
  recruitmentPoints,
  soldierValue,
  unusedEP,
  type Company,
} from './company.ts';
import type { Choice } from './choices.ts';
import type { DogsContent } from './content/schema.ts';
import { MISSION_SPECS } from './missions.ts';
import type { CampaignState } from './state.ts';
import { abilityText, contentNames } from './names.ts';

/** A profile's name after "a" or "an", as its first letter is said. */
const indefinite = (name: string): string => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

const ASSET_KIND_HU: Record<string, string> = { 'immobile-machine': 'helyhez kötött hadigép', nexus: 'nexus' };

export function companySheet(c: Company, content: DogsContent, locale: Locale = 'en'): string {
  if (locale === 'hu') return companySheetHu(c, content);
  const max = maximumStrength(c, content);
  const captain = findSoldier(c, c.captain);
  const roles = [...new Set(c.soldiers.map((s) => s.role).filter((r) => r !== null))].map((r) => ROLE_TABLE[r].name);
  const lines = [
    `== ${c.name} ==`,
    `Affiliation: ${c.people === null ? '-' : c.people === 'stateless' ? 'stateless' : contentNames(content).byId(c.people, 'en')}${c.faction ? ` (${c.faction})` : ''}    Captain: ${captain?.name ?? 'none'}`,
    `Strength: ${actualStrength(c)} of ${max.total}    Resources: ${c.resources} RP    Roles: ${roles.length ? roles.join(', ') : '-'}`,
    `Renown: ${c.renown}    Value: ${companyValue(c)}    Recruitment points: ${recruitmentPoints(c)}`,
    `Missions: ${c.stats.missions} (won ${c.stats.victories}, drawn ${c.stats.draws}, lost ${c.stats.defeats})`,
  ];
  for (const s of c.soldiers) {
    const chars = characteristics(s);
    const tags = [
      c.captain === s.id ? 'captain' : null,
      s.role ? ROLE_TABLE[s.role].name.toLowerCase() : null,
      s.champion ? 'champion' : null,
      s.ally ? 'ally' : null,
      s.familiarOf ? `familiar of ${findSoldier(c, s.familiarOf)?.name ?? '?'}` : null,
    ].filter((x) => x !== null);
    lines.push(
      `- ${s.name} [${s.id}] ${RANK_LABEL[s.rank]}${tags.length ? ` (${tags.join(', ')})` : ''}: value ${isMember(s) ? soldierValue(s) : '-'}`,
      `    ${chars.join(' ')}`,
      ...aspectsLine(s, 'en'),
      ...magicLines(s, 'en', content),
      `    Abilities: ${abilities(s)}`,
      `    Attributes: ${s.attributes.map((a) => `${a.name} (${a.cost})`).join(', ') || '-'}`,
      `    EP: ${s.ep.acquired} acquired / ${s.ep.used} used / ${unusedEP(s)} unused    Aftereffect: ${s.aftereffect}    Missions: ${s.missions}`,
    );
  }
  for (const a of c.assets)
    lines.push(
      `* ${a.name} (${a.kind}, cost ${a.cost})${a.structure ? ` SP ${a.structure.current}/${a.structure.max}` : ''}`,
    );
  return lines.join('\n');
}

type SheetSoldier = Company['soldiers'][number];

/** The characteristics as the sheet gives them, each by its abbreviation in the locale (MOV, MOZ). */
function characteristics(s: SheetSoldier, locale: Locale = 'en'): string[] {
  return CHARACTERISTICS.map((k) => {
    const orig = s.original[k];
    if (orig === null) return null;
    const cur = baseCharacteristic(s, k);
    const name = characteristicName(k, locale);
    return cur === orig ? `${name} ${orig}` : `${name} ${orig}>${cur}`;
  }).filter((x) => x !== null);
}

/**
 * A magician's magic as lines of the sheet, or no line: the Elements and paths his card gives him,
 * those he chose at recruitment among them (DW-PEOPLE-05), and the paths he learned (DW-EVOLVE-RANK-06).
 */
function magicLines(s: SheetSoldier, locale: Locale, content: DogsContent): string[] {
  const card = content.profiles.find((p) => p.id === s.profile);
  const hu = locale === 'hu';
  const line = (heading: string, names: readonly string[]) =>
    names.length === 0 ? [] : [`    ${heading}: ${names.join(', ')}`];
  return [
    ...line(hu ? 'Kezdő elemek' : 'Starting Elements', startingElements(s, card, locale)),
    ...line(hu ? 'Kezdő ösvények' : 'Starting paths', startingPaths(s, card, locale)),
    ...line(
      hu ? 'Megtanult ösvények' : 'Paths learned',
      s.paths.map((p) => pathName(p, locale)),
    ),
  ];
}

/** A faithful's Aspects as a line of the sheet, or no line for a soldier without them. */
function aspectsLine(s: SheetSoldier, locale: Locale): string[] {
  const aspects = sheetAspects(s, locale);
  return aspects ? [`    ${aspectsHeading(locale)}: ${aspectsText(aspects)}`] : [];
}

const abilities = (s: SheetSoldier): string =>
  s.abilities.map((a) => (a.value === null ? a.name : `${a.name}/${a.value}`)).join(', ') || '-';

/** The company sheet in Hungarian: the same lines, the game's terms as the rule texts word them. */
function companySheetHu(c: Company, content: DogsContent): string {
  const names = contentNames(content);
  const named = (name: string) => names.byName(name, 'hu');
  const max = maximumStrength(c, content);
  const captain = findSoldier(c, c.captain);
  const roles = [...new Set(c.soldiers.map((s) => s.role).filter((r) => r !== null))].map((r) => roleName(r, 'hu'));
  const people = c.people === null ? '-' : c.people === 'stateless' ? 'hontalan' : names.byId(c.people, 'hu');
  const lines = [
    `== ${companyName(c.name, 'hu')} ==`,
    `Nép: ${people}${c.faction ? ` (${named(c.faction)})` : ''}    Kapitány: ${captain?.name ?? 'nincs'}`,
    `Létszám: ${actualStrength(c)} / ${max.total}    Erőforrás: ${c.resources}    Szerepek: ${roles.length ? roles.join(', ') : '-'}`,
    `Hírnév: ${c.renown}    Érték: ${companyValue(c)}    Toborzási keret: ${recruitmentPoints(c)}`,
    `Küldetések: ${c.stats.missions} (győzelem ${c.stats.victories}, döntetlen ${c.stats.draws}, vereség ${c.stats.defeats})`,
  ];
  for (const s of c.soldiers) {
    const tags = [
      c.captain === s.id ? 'kapitány' : null,
      s.role ? roleName(s.role, 'hu') : null,
      s.champion ? 'bajnok' : null,
      s.ally ? 'szövetséges' : null,
      s.familiarOf ? `familiáris, gazdája: ${findSoldier(c, s.familiarOf)?.name ?? '?'}` : null,
    ].filter((x) => x !== null);
    lines.push(
      `- ${s.name} [${s.id}] ${rankName(s.rank, 'hu')}${tags.length ? ` (${tags.join(', ')})` : ''}: érték ${isMember(s) ? soldierValue(s) : '-'}`,
      `    ${characteristics(s, 'hu').join(' ')}`,
      ...aspectsLine(s, 'hu'),
      ...magicLines(s, 'hu', content),
      `    Képességek: ${s.abilities.map((a) => abilityText(a, 'hu', content)).join(', ') || '-'}`,
      `    Tulajdonságok: ${s.attributes.map((a) => `${named(a.name)} (${a.cost})`).join(', ') || '-'}`,
      `    TP: ${s.ep.acquired} szerzett / ${s.ep.used} felhasznált / ${unusedEP(s)} szabad    Utóhatás: ${stateName(s.aftereffect, 'hu')}    Küldetések: ${s.missions}`,
    );
  }
  for (const a of c.assets)
    lines.push(
      `* ${named(a.name)} (${ASSET_KIND_HU[a.kind] ?? a.kind}, ár ${a.cost})${a.structure ? ` SZP ${a.structure.current}/${a.structure.max}` : ''}`,
    );
  return lines.join('\n');
}
export function makePresenter(pack: DogsContent): Presenter<CampaignState, Choice> {
  const content = contentNames(pack);
  return {
    board(view: CampaignState, locale: Locale): string {
      const parts = view.seats.map((seat) => {
        const c = view.companies[seat];
        return c ? companySheet(c, pack, locale) : '';
      });
      if (locale === 'hu') return [boardHeadHu(view), '', ...parts].join('\n');
      const battles = view.battles.map(
        (b) =>
          `Battle ${b.id}: ${b.seats.map((s) => seatCompanyInText(view, s, 'en')).join(' vs ')}${b.mission ? `, ${MISSION_SPECS[b.mission].name}` : ''} (${b.step})`,
      );
      const h = view.hunt;
      const head = h
        ? `Hang 'Em High, day ${h.day} of at most ${h.maxDays} (${h.step}); clues: ${view.seats.map((s) => `${seatCompanyInText(view, s, 'en')} ${h.clues[s] ?? 0}`).join(', ')}${h.offers.length ? `; offers: ${h.offers.map((o) => offerName(o, 'en')).join(', ')}` : ''}`
        : `League round ${view.round} of ${view.missionsPlanned}`;
      return [head, ...battles, '', ...parts].join('\n');
    },
    choice(choice: Choice, view: CampaignState, locale: Locale): string {
      if (locale === 'hu') return choiceHu(choice, view, content);
      const names = (id: string) => content.byId(id, 'en');
      const name = (id: string) => {
        for (const c of Object.values(view.companies)) {
          const s = findSoldier(c, id);
          if (s) return s.name;
        }
        // A fighter hired for the mission is known by his profile.
        return names(id);
      };
      switch (choice.kind) {
        case 'name-captain':
          // "as captain": a profile's name may end in "captain" itself.
          return `Name ${namedByProfile(choice.name, choice.profile, content, 'en', true) ? `the ${names(choice.profile)}` : `${choice.name} (${names(choice.profile)})`} as captain${layoutChosen(choice.aspects, 'en')}${magicChosen(choice.magic, 'en')}`;
        case 'recruit':
          // The proposed name ends in a number ("Orc brute 3"): said alone it reads as three recruits.
          return `Recruit ${namedByProfile(choice.name, choice.profile, content, 'en', false) ? `${indefinite(names(choice.profile))} (${choice.name})` : `${choice.name} (${names(choice.profile)})`}${layoutChosen(choice.aspects, 'en')}${magicChosen(choice.magic, 'en')}`;
        case 'assign-ep':
          return `Give ${choice.ep} formation EP to ${name(choice.soldier)}`;
        case 'spend-ep': {
          const p = choice.purchase;
          const what =
            p.kind === 'characteristic'
              ? `raise ${improvableName(p.characteristic, 'en')}`
              : p.kind === 'role'
                ? `take the role ${ROLE_TABLE[p.role].name}`
                : p.kind === 'improve-ability'
                  ? `improve ${p.ability}`
                  : p.kind === 'learn-ability'
                    ? `learn ${p.ability}`
                    : p.kind;
          return `${name(choice.soldier)}: ${what}`;
        }
        case 'choose-rank':
          return `${name(choice.soldier)} becomes ${rankName(choice.rank, 'en')}`;
        case 'buy-attribute':
          return `Buy ${names(choice.attribute)}${choice.soldier ? ` for ${name(choice.soldier)}` : ' for the company'}`;
        case 'exclude':
          return `Dismiss ${name(choice.soldier)}`;
        case 'discharge-captain':
          return 'Discharge the captain';
        case 'promote-lieutenant':
          return promoteWords(view, 'en');
        case 'done':
          return 'Done with this step';
        case 'grant-option':
          return `${name(choice.from)} lends ${names(choice.option)} to ${name(choice.to)}`;
        case 'choose-mission':
          return `Play ${MISSION_SPECS[choice.mission].name}`;
        case 'form-group':
          return `Send ${choice.soldiers.map(name).join(', ') || 'nobody'}${choice.hires.length ? ` with hires ${choice.hires.map(names).join(', ')}` : ''}${choice.explorers.length ? `; ${choice.explorers.map(name).join(', ')} go exploring` : ''}${choice.searchers?.length ? `; ${choice.searchers.map(name).join(', ')} look for the Cardinal` : ''}${choice.attributes.length ? `; carrying ${choice.attributes.map((a) => `${names(a.attribute)} (${a.soldier ? name(a.soldier) : 'the company'})`).join(', ')}` : ''}`;
        case 'balance':
          return `Keep ${choice.soldiers.map(name).join(', ')}${choice.hires.length ? `; hires ${choice.hires.map(names).join(', ')}` : ''}${choice.assets === undefined ? '' : choice.assets.length ? `; the company's ${choice.assets.map(names).join(', ')}` : "; none of the company's machines"}`;
        case 'compensate':
          return `Spend compensation: ${[
            `${choice.eventCards} Event card${choice.eventCards === 1 ? '' : 's'}`,
            ...choice.objects.map((o) => `${OBJECT_EFFECTS[o.object].name} for ${name(o.fighter)}`),
          ].join('; ')}`;
        case 'finish-preparation':
          return `Bonesetter for ${choice.bonesetter.length}, training for ${choice.training.length}${choice.extraRound ? '; add a round to the mission' : ''}`;
        case 'free-event-card':
          return choice.take ? 'Take the free Event card' : 'Leave the free Event card';
        case 'report':
          return `Report: ${reportSummary(choice.report, view, 'en', content)}`;
        case 'confirm-report':
          return choice.accept ? 'Accept the report' : 'Send the report back to be given again';
        case 'locate':
          return choice.attempt ? 'Try to locate the Cardinal' : 'Do not look for the Cardinal this morning';
        case 'pick-offer':
          return `Take the offer: ${offerName(choice.offer, 'en')}`;
        case 'neutral-cap':
          return `Cap both groups at ${choice.cap}; ${seatCompanyInText(view, choice.controller, 'en')} runs the neutral company`;
        case 'neutral-group':
          return `Field a neutral group worth ${choice.value}`;
        case 'cardinal-controller':
          return sentence(`${seatCompanyInText(view, choice.seat, 'en')} runs the Cardinal's camp`);
        case 'extra-round':
          return choice.add ? 'Add a round to the mission' : 'Keep the mission to its rounds';
        case 'rumors':
          return choice.corruption ? 'Gather rumors and pay 10 RP for more' : 'Gather rumors';
      }
    },
    // The seat's view, where the log has one, names the companies an event names by seat alone.
    event(event: GameEvent, locale: Locale, view?: CampaignState): string {
      const seats = view && typeof view === 'object' && view.companies && typeof view.companies === 'object';
      return eventLine(event, locale, content, seats ? view : undefined);
    },
    prompt(decision: Decision, view: CampaignState, locale: Locale): string {
      return promptText(decision, locale, view, content);
    },
    waiting: (decision, view, locale) => waitingText(decision, view, locale),
    outcome: (o, locale) => outcomeReason(o.reason, locale),
    // A company's seat by the company's name.
    seat: (seat, view, locale, setup) =>
      view ? seatCompany(view, seat, locale) : setupCompany(setup ?? DEFAULT_SETUP, seat, locale),
    group: (kind, locale) => groupHeading(kind, locale),
    // A report offered ready-made in the list of choices is sent whole by one click: the player
    // is asked whether the battle went so on the table before it goes.
    confirm(choice: Choice, view: CampaignState, locale: Locale): string | null {
      if (choice.kind !== 'report') return null;
      const summary = reportSummary(choice.report, view, locale, content);
      return locale === 'hu'
        ? `Kész jelentés: ${summary}. Csak akkor küldd el, ha a csata az asztalon valóban így zajlott.`
        : `A ready-made report: ${summary}. Send it only if the battle went so on the table.`;
    },
    violation(v: Violation, locale: Locale): string {
      return violationText(v, locale);
    },
    rule(id: string, locale: Locale): string | undefined {
      return ruleText(id, locale);
    },
  };
}
