import type { Ruleset } from '@skirmish/core';
import { choiceSchema, type HuntersChoice } from './choices.ts';
import { sampleContent } from './content/sample.ts';
import { huntersContentSchema, type HuntersContent } from './content/schema.ts';
import { checkContent } from './content/check.ts';
import { missionRules } from './mission.ts';
import { huntersOdds } from './odds.ts';
import { huntersPresenter, makeHuntersPresenter } from './presenter.ts';
import type { MissionState } from './state.ts';
import type { HuntersView } from './view.ts';

export type { HuntersChoice } from './choices.ts';
export type { HuntersContent } from './content/schema.ts';
export type { MissionState } from './state.ts';
export type { HuntersView } from './view.ts';
export { sampleContent } from './content/sample.ts';
export { huntersContentSchema } from './content/schema.ts';
export * as campaign from './campaign.ts';
export { heuristicChoice, huntersBotKnowledge } from './bot.ts';
export { attackDist, mentalDist } from './odds.ts';
export { scaledContent, scaledMissionId, scaledSetup } from './scaled.ts';
export { promptWords } from './event-words.ts';
export { moduleName } from './words.ts';
export {
  SAMPLE_NAMES_HU,
  SAMPLE_TEXTS_HU,
  cardText,
  cardWordsHu,
  hungarianNames,
  localName,
  localText,
  localTitle,
} from './names.ts';

export const huntersRuleset: Ruleset<MissionState, HuntersChoice, HuntersView, HuntersContent> = {
  id: 'hunters',
  // 0.2.0: an Area attack may go at any space in range and sight (Morale only where something
  // rolls), the difficulty may be raised between missions, event cards may jump to an option, and a
  // tie between two characters on one space is not asked; records of 0.1.0 are refused by version.
  // 0.3.0: a Melee Attack entry of an enemy whose weapon has an X at distance 0 is passed over for
  // the next entry (it was carried out as an empty attack), so a record of 0.2.0 made with such a
  // pack could replay otherwise and is refused by version.
  // 0.4.0: an enemy disabled by EMP makes no Penalty Attack when a character leaps out of its melee
  // (the strongest enemy there still able to act strikes instead), which the sample's EMP Ammo can
  // bring about; and with a pack's X column inside a weapon's range, a character (or a Sound
  // Generator) at that distance is no target of an enemy, a character's weapon makes no attack at
  // that distance, and a Spider's own-space Area entry with an X at distance 0 is passed over. Records of 0.3.0 could replay otherwise and are refused by version.
  // 0.5.0: a card whose only use at the moment is a Hide the character cannot take (an enemy sees
  // them, or they are Hidden already) is not offered and is refused if sent, where it was spent for
  // nothing; a record of 0.4.0 that played such a card would be refused and is refused by version.
  // 0.6.0: a character caught in an Explosives blast on the space of an Armor Projector rolls its
  // die as well (it was left out of that Area defence roll only), so a record of 0.5.0 with such a
  // blast could replay otherwise and is refused by version.
  version: '0.6.0',
  title: 'The Hunters A.D. 2114',
  summary: 'Cooperative missions for 1-4 players against enemies the program runs by their cards.',
  summaries: {
    hu: 'Közös küldetések 1-4 játékosnak olyan ellenségek ellen, akiket a program a lapjaik szerint mozgat.',
  },
  play: 'cooperative',
  content: { schema: huntersContentSchema, sample: sampleContent, check: checkContent },
  options: [
    {
      id: 'difficulty',
      hu: {
        label: 'Nehézség',
        description:
          'Professional: az ellenfelek eggyel több védőkockával dobnak. Master: ezen felül eggyel több támadókockával is.',
      },
      label: 'Difficulty',
      description: 'Professional: enemies roll one more defence die. Master: also one more attack die.',
      type: 'choice',
      default: 'normal',
      values: ['normal', 'professional', 'master'],
      rule: 'HU-DIFF-01',
    },
    {
      id: 'elimination',
      hu: { label: 'Karakterek halála', description: 'Az a karakter, aki elveszítené az eszméletét, ehelyett meghal.' },
      label: 'Character Elimination',
      description: 'A character who would fall unconscious is killed instead.',
      type: 'boolean',
      default: false,
      rule: 'HU-DIFF-04',
    },
    {
      id: 'enemyTies',
      hu: {
        label: 'Holtversenyek az ellenfeleknél',
        description:
          'Ki dönt az ellenfelek sorrendjében, mozgásában és érkezési mezejében adódó holtversenyekről: a játékosok (ask) vagy a program (random).',
      },
      label: 'Enemy ties',
      description: 'Who settles ties in enemy order, movement and landing: the players (ask) or the program (random).',
      type: 'choice',
      default: 'ask',
      values: ['ask', 'random'],
      rule: 'HU-ENEMY-17',
    },
    {
      id: 'coverInMelee',
      hu: {
        label: 'Fedezék közelharcban',
        description: 'A fedezék az adott mezőre irányuló közelharci támadások találati értékét (To Hit) is rontja.',
      },
      label: 'Cover in melee',
      description: 'Cover also lowers To Hit for melee attacks on that space.',
      type: 'boolean',
      default: true,
      rule: 'HU-TERRAIN-06',
    },
    {
      id: 'rainOnArea',
      hu: {
        label: 'Eső és területi támadások',
        description: 'A szakadó eső a területi (Area) támadások találati értékét (To Hit) is rontja.',
      },
      label: 'Rain on Area attacks',
      description: 'Heavy Rain also lowers To Hit for Area attacks.',
      type: 'boolean',
      default: true,
      rule: 'HU-TIME-07',
    },
  ],
  choiceSchema,
  defaultSetup: {
    mission: 'Q02',
    players: 2,
    characters: [
      { class: 'soldier', seat: 'p1' },
      { class: 'medic', seat: 'p2' },
    ],
  },
  odds: huntersOdds,
  rules: (content, options) => missionRules(content, options),
  presenter: huntersPresenter,
  // A pack's own Hungarian names (`nameHu`, `titleHu`) are read off the pack itself.
  presenterFor: makeHuntersPresenter,
};
