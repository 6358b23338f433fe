import type { Ruleset } from '@skirmish/core';
import { choiceSchema, type Choice } from './choices.ts';
import { contentSchema, type DogsContent } from './content/schema.ts';
import { SAMPLE_CONTENT } from './content/sample.ts';
import { checkContent } from './content/check.ts';
import { ODDS } from './odds.ts';
import { makePresenter } from './presenter.ts';
import { createRules, DEFAULT_SETUP, DEFAULT_SETUP_HU, OPTIONS } from './rules.ts';
import type { CampaignState } from './state.ts';

export const dogsOfWarRuleset: Ruleset<CampaignState, Choice, CampaignState, DogsContent> = {
  id: 'dogs-of-war',
  // 0.2.0: the report carries healed soldiers, exploded boilers and aim crews, and a soldier's
  // aftereffect is his starting wound, so records of 0.1.0 are refused by version rather than replayed otherwise.
  // 0.3.0: an Immortal is hired only by a company whose people shares his path of Alliance, and a
  // company's machine recovers from all it has lost, before the battle too (a little: whole again;
  // much: a roll), as a mobile machine does; records of 0.2.0 are refused by version.
  // 0.4.0: a report gives lost SP and exploded boilers only for the machines on a mission sheet (a
  // company's machine left at home fought nowhere; a soldier without SP has none to lose), and an
  // Elemental is refused to a company whose people's magicians are forbidden its Element when the
  // pack gives both, a stronger group within 50 of the other may still be lowered (a balance
  // step where there was none), and a Familiar kept when balancing counts by its cost, as when the
  // group was formed; records of 0.3.0 are refused by version.
  // 0.5.0: a company's nexus on a mission sheet must fit the assault group, when it is formed and
  // after balancing: all nexuses at most a quarter of the group's value, and of each kind no more
  // than its Quantity allows for that value; a machine or nexus named twice on a sheet is
  // refused where its cost counted twice; and a fighter who must go alone to balance may leave the
  // machines at home. Records of 0.4.0 are refused by version.
  // 0.6.0: an ability learned with EP rises from the value it was learned at, no further than its
  // table allows (a learned Artifact/1 stops at Artifact/2); a prospector searching for the Cardinal
  // trains no EP, as one out exploring; and a potion an alchemist makes cheaper still counts its
  // card's cost in an assault group. The weaker side may add a round to the mission when the value
  // difference less the CP it spent is 20 or more (DW-MISSION-PRE-35). A report's objectives must fit
  // the mission laid out: two objectives in each Intrusion zone, six sectors or jewels at most, counts
  // for the two sides only, Destruction's elements as many as the Attacker's value sets, and each of
  // the three Raid merchants killed or in a tent. Death to the Cardinal's reported zone must agree
  // with the result given. A reported EP bonus is the +5 of a held Intrusion or Invasion zone, once a
  // fighter, and never for the victor of a retreat, whose fighters have it wherever they stand. A
  // prospector named twice among the explorers is refused, as he would roll twice, and so is a
  // report giving one soldier two wounds or one machine two losses. Records of 0.5.0 are refused by
  // version.
  // 0.7.0: in Death to the Cardinal the band, 20 or more below the hunter with no CP spent, may add
  // a round too (DW-MISSION-PRE-35, A-62): the player who runs it is asked (`extra-round`) before
  // the battle is announced, where the band used to be ready at once. Once both sides are ready,
  // Invasion's Defender rolls the sectors and Treasure Hunt's players the jewels and decoys
  // (DW-MSN-INVA-01, DW-MSN-TREA-01): new dice, kept with the battle, and the report shares no
  // more sectors or jewels than were rolled. The sample's orcish brontops rider is marked as riding
  // his brontops, so he may learn War-horse where a pack prices it; the sample's hash changes with
  // it. A Destruction Attacker whose group is worth more than the Defender's is given one free
  // Event card once both sides are ready (DW-MSN-DEST-06): a new event and one more card on his
  // group, no CP spent. Records of 0.6.0 are refused by version.
  // 0.8.0: that free Event card is a question now (DW-MSN-DEST-06): once both sides are ready the
  // battle waits at a new step (`free-event-card`) until the Attacker, or the player who runs an
  // attacking neutral company, takes it or leaves it, and only then is announced. A mission's record
  // keeps the names of its dead (`deadNames`), who have left their companies. The log gives the
  // doubled renown of a won Death to the Cardinal and a resurrection's renown lines of their own,
  // and a retreating company's prospector no RP he does not get. The sample nexuses' Hungarian
  // texts say SZP for SP; the sample's hash changes with it. A faction that a card sells as an
  // option is joined only by buying the option, whether the player names it or a captain's faction
  // binds the recruit, and no recruit buys or names a faction other than his captain's; an option
  // named twice is refused; and an ability a recruitment option gave rises no further than its
  // table allows from the option's value. A magician of a people whose row of the Incantation table
  // the text lost buys no new Element or path. A path is bought by its name, one of his
  // people's row at his magician's rank or below (a warrior-mage without one reads an Initiate's),
  // and the log names it. Under a captain's faction an Ally keeps the faction his card prints and
  // is bound to no other. A report gives the zone bonus only to a side its objectives say holds a
  // zone, and no Destruction element more SP lost than it has; balancing keeps each fighter once
  // and a hire no more often than he was hired. A report giving a machine more SP lost than it
  // had when the battle began is refused, where it was cut down to them; a magician keeps the
  // paths he learned by name (`paths`, a list where it was a count) and may not buy one twice.
  // Records of 0.7.0 are refused by version.
  // 0.9.0: a profile may say what magic its card gives (`magic`: how many Elements, which paths),
  // and the book's Initiates and Adepts in the sample do; the sample's hash changes with it. A
  // magician buys no path his card already names, and no Element past the number his people's row
  // of the Incantation table opens at his rank, counting his card's (DW-EVOLVE-RANK-08). A pack's
  // positive renown table may not take renown away. Two house rules join the options, for
  // the scenery aids: `structure-missing-rows` (A-05: a structure table row the text lost is
  // refused, or read as the 4-5 row) and `material-sp-rounding` (A-22: the product rounded up, or
  // the thickness first), so the sample no longer ships the 4-5 row as its own and its hash changes.
  // Records of 0.8.0 are refused by version.
  // 0.10.0: an Adept whose card gives an Element and a path "of choice" names them when he is
  // recruited or named captain (`magic` on the choice, DW-PEOPLE-05): an Element his card does not
  // name and his people's magicians may use, a path his people may take at his rank (any the book
  // names where the row was lost, A-08) that his card does not name. They stay on him
  // (`magicOfChoice`), the log and the sheets name them, and the path chosen is never bought. The
  // book's magicians name the Elements their cards give (`named`) and what they choose, so the
  // sample's hash changes with it. A pack's magician whose card says nothing of his magic starts
  // with none, and his Elements are capped by his people's row like anyone's. The table aids'
  // blaze step and ram STR refuse what is no counter, die, carrier or wound. A hired fighter who
  // carries a compensation object is named by his profile. After a retreat from a Treasure Hunt the
  // victor rolls for every jewel laid out (DW-MSN-TREA-07), where before only for those the two
  // sides held; the option `treasure-retreat` keeps that reading. A pack whose card gives an
  // Element or a path of choice but leaves none to choose, or names all its Elements beside one of
  // choice, is refused at load. Records of 0.9.0 are refused by version.
  // 0.11.0: a report given waits (`reported` on the battle) until the other players whose companies
  // fought accept it (`confirm-report`); sent back, it goes, and the report is asked again. The
  // after-battle sequence starts on the acceptance, which rolls its dice. The option
  // `confirm-report` (on by default) turns this off for one player running both companies. The
  // choice that makes the lieutenant captain names him. The players who accept a report are all
  // the others who answer for a side of the battle: in Hang 'Em High the player who runs the
  // neutral company or the Cardinal's band too, so the hunter's report waits for the band's player
  // and the lone player's for the neutral company's; nobody where no other player answers for a
  // side. The words of that choice name a lieutenant only where his company may promote him now.
  // Records of 0.10.0 are refused by version.
  // 0.12.0: balancing never takes the stronger group below the other's value (DW-MISSION-PRE-17),
  // a fighter sent alone included, so the compensation goes to the weaker side alone. An attribute
  // says who may bear it, or its kind does (spells and Familiars a magician's, miracles and
  // liturgies a faithful's): the sample's consecration is a faithful's; the sample's hash changes
  // with it. A name is kept without its surrounding spaces, one of spaces alone falls back to the
  // name the rules propose, and a profile already called a captain is not called one twice. A
  // Defender who retreats from Destruction is reported with the elements laid out, each conceded
  // to the Attacker's EP (DW-MSN-DEST-09). Records of 0.11.0 are refused by version.
  // 0.13.0: the reports listed for bots and random play offer either side's retreat, where they
  // offered the first seat's alone, so the list holds as many ways for one side to win as for the
  // other; the bots' stand-in report is drawn from the whole list. Records of 0.12.0 are refused
  // by version.
  // 0.14.0: a wound deed may name whom it struck, and must then agree with the wounds and
  // objectives reported (a fighter killed outright once, and listed so; merchants no more than
  // killed). More formation EP than the cap may be typed, and are refused naming it (DW-EP-01). A
  // Mercenary or Stateless recruit is an Ally under a captain of his own people too (DW-RECRUIT-02),
  // unless the captain is a Mercenary. Hang 'Em High asks whether to try for the Cardinal in order
  // of clues, and nobody after he is found (DW-CAMPAIGN-14, -16); winning Death to the Cardinal
  // adds the battle's EP before the campaign ends (DW-CAMPAIGN-22, DW-EP-04), and the band then
  // makes no recuperation rolls (DW-CAMPAIGN-25). The first group formed is hidden from the other
  // player until both are formed (DW-MISSION-PRE-17). A set-up of one company is refused. Records
  // of 0.13.0 are refused by version.
  // 0.15.0: a new option, `convalescent-dead-with-medic` (DW-RECUP-05, -07): by default a
  // convalescent's raw Dead reads his convalescence row first, and only a result still Dead goes to
  // the medic's d6 (the medic's row added otherwise); `medic-roll` sends it to the d6 as before. A
  // recuperation event says when convalescence lifted a raw Dead (`saved`). The exclusions step
  // offers every soldier who may be dismissed (DW-EXCLUDE-01 to -03), where it offered the last
  // one alone and only above three soldiers; the bots end the step without dismissing anyone. The
  // Hungarian name of the neutral company is "A semleges csapat", and a company's name inside a
  // sentence of the log or a waiting line has its article lowered. A mission's record keeps the
  // name of each soldier who recuperated (`name` on `recoveries`), so one dismissed afterwards is
  // still named. Records of 0.14.0 are refused by version.
  version: '0.15.0',
  title: 'Confrontation: Dogs of War',
  summary:
    'Free companies and their campaigns: formation, recruitment, experience, missions and the after-battle sequence, with battles fought on the table and reported.',
  summaries: {
    hu: 'Szabadcsapatok és hadjárataik: alapítás, toborzás, tapasztalat, küldetések és a csata utáni teendők; a csatákat az asztalon vívják, és utána jelentik.',
  },
  content: { schema: contentSchema, sample: SAMPLE_CONTENT, check: checkContent },
  options: OPTIONS,
  choiceSchema,
  defaultSetup: DEFAULT_SETUP,
  defaultSetups: { hu: DEFAULT_SETUP_HU },
  odds: ODDS,
  rules: createRules,
  presenter: makePresenter(SAMPLE_CONTENT),
  presenterFor: makePresenter,
};

export * from './afterbattle.ts';
export * from './aids.ts';
export * from './campaign.ts';
export * from './company.ts';
export * from './data.ts';
export * from './experience.ts';
export * from './missions.ts';
export * from './premission.ts';
export { companySheet } from './presenter.ts';
export {
  aspectsText,
  sheetAspects,
  sheetData,
  sheetHtml,
  sheetPdf,
  startingElements,
  startingPaths,
  type SheetAspect,
  type SheetData,
  type SheetSoldier,
} from './sheet.ts';
export * from './hunt.ts';
export { campaignProgress, type CampaignProgress } from './progress.ts';
export { freeEventCardChooser } from './battle.ts';
export { standings, companyHistory, pairings, reportCandidates, probeDice } from './rules.ts';
export {
  aspectLayoutText,
  aspectName,
  aspectsHeading,
  characteristicName,
  elementName,
  huArticle,
  improvableName,
  missionName,
  offerName,
  outcomeReason,
  materialName,
  pathName,
  rankName,
  resultName,
  roleName,
  sceneryLevelName,
  seatName,
  companyName,
  companyInText,
  seatCompany,
  seatCompanyInText,
  sentence,
  soldierName,
  stateName,
} from './words.ts';
export { recruitsAsAlly } from './management.ts';
export {
  RULE_ABILITIES_HU,
  SAMPLE_NAMES_HU,
  abilityText,
  contentNames,
  localName,
  proposedName,
  type ContentNames,
} from './names.ts';
export { aspectOffer, bookAspectChoices, bookAspects, profileAspects, type AspectOffer } from './content/people.ts';
export type { CampaignState, Stage, Battle, Group, MissionRecord } from './state.ts';
export type { Choice, AfterActionReport, Deed, Purchase } from './choices.ts';
export { TARGET_VALUE_MAX } from './choices.ts';
export type { Aspects, DogsContent, Profile, Attribute, People } from './content/schema.ts';
export { contentSchema, SAMPLE_CONTENT };
export { dogsOfWarBotKnowledge } from './bot.ts';
export { reportAwaitsOthers, reportWords, deedWords, type ReportFighter } from './choice-words.ts';
export * from './scenery.ts';
export * from './nexus.ts';
export type { Nexus } from './content/schema.ts';
export { scaledCompany, scaledLeague, scaledSetup } from './scaled.ts';
