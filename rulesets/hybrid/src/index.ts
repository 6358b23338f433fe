import type { OptionSpec, Ruleset } from '@skirmish/core';
import { choiceSchema, type HybridChoice } from './choices.ts';
import { sampleContent } from './content/sample.ts';
import { checkContent, contentSchema, type HybridContent } from './content/schema.ts';
import { hybridOdds } from './odds.ts';
import { hybridPresenter } from './presenter.ts';
import { hybridRules } from './rules.ts';
import type { HybridState } from './state.ts';
import type { HybridView } from './view.ts';

export const hybridOptions: readonly OptionSpec[] = [
  {
    id: 'annihilationWins',
    type: 'boolean',
    default: false,
    label: 'Annihilation wins',
    description: 'A side with no warriors left loses at once, whatever the objectives.',
    rule: 'HY-END-05',
  },
  {
    id: 'defaultRoundLimit',
    type: 'integer',
    default: 10,
    min: 1,
    max: 50,
    label: 'Round limit when the mission sets none',
    description: 'Rounds played when a mission gives no limit.',
    rule: 'HY-MISSION-03',
  },
  {
    id: 'turnModel',
    type: 'choice',
    default: 'flatAboutFace',
    values: ['flatAboutFace', 'quarterTurns'],
    label: 'Turning costs',
    description:
      'flatAboutFace: an about-face always costs 1 and keeps the free quarter turn. quarterTurns: it counts as two quarter turns.',
    rule: 'HY-MOVE-11',
  },
  {
    id: 'attackFacingFree',
    type: 'boolean',
    default: true,
    label: 'Free turn to strike',
    description: 'A warrior in Offensive Combat may turn for free to face the enemy he strikes.',
    rule: 'HY-FACE-04',
  },
  {
    id: 'skilledStrikeNeedsUnparriedHit',
    type: 'boolean',
    default: false,
    label: 'Skilled Strike needs an unparried hit',
    description: 'Off: a successful first roll earns the second even if parried.',
    rule: 'HY-MODE-OC-04',
  },
  {
    id: 'rank0Rounding',
    type: 'choice',
    default: 'up',
    values: ['up', 'down'],
    label: 'An odd Rank 0 warrior',
    description: 'How a lone half point of Rank 0 warriors counts in the Rank Total.',
    rule: 'HY-MISSION-01',
  },
  {
    id: 'scarletToggle',
    type: 'boolean',
    default: false,
    label: 'Scarlet Hive roll toggles',
    description: 'Off: an odd roll opens a trapdoor and an even roll closes it. On: an odd roll flips it.',
    rule: 'HY-MISSION-07',
  },
  {
    id: 'punyCanClose',
    type: 'boolean',
    default: true,
    label: 'Puny warriors may close doors',
    description: 'Puny warriors can never open doors; this says whether they may close them.',
    rule: 'HY-DOOR-06',
  },
  {
    id: 'doorReach',
    type: 'choice',
    default: 'touchOrEnd',
    values: ['touchOrEnd', 'touch'],
    label: 'Reach of a door',
    description:
      'touchOrEnd: the square touches the door or one of its ends along the wall. touch: only the two squares beside it.',
    rule: 'HY-DOOR-02',
  },
  {
    id: 'firstBloodBeforeContact',
    type: 'choice',
    default: 'ignore',
    values: ['ignore', 'triggerBoth'],
    label: 'A death before First Contact',
    description: 'ignore: it reveals nothing. triggerBoth: it reveals both Army cards.',
    rule: 'HY-CARD-ARMY-07',
  },
  {
    id: 'convictionReelect',
    type: 'boolean',
    default: false,
    label: 'Conviction finds a new leader',
    description:
      'Off: once the Conviction leader is eliminated, Conviction stops for the rest of the game. On: the next Aura bearer takes over.',
    rule: 'HY-APT-18',
  },
  {
    id: 'losModel',
    type: 'choice',
    default: 'case1+geometric',
    values: ['case1+geometric', 'staircase'],
    label: 'Dead angles beside the axis',
    description:
      'case1+geometric: an obstacle straight ahead casts the book’s Case 1 dead angle, any other a straight line between square centres. staircase: obstacles off the axis cast the stepped dead angles of Cases 2 and 3 as we rebuilt them (see the README).',
    rule: 'HY-LOS-10',
  },
  {
    id: 'lightsOut',
    type: 'boolean',
    default: false,
    label: 'Lights Out',
    description: 'The base sight range falls to 5 squares (Eye of the Lynx still adds).',
    rule: 'HY-LOS-18',
    expansion: 'nemesis',
  },
  {
    id: 'nemesis',
    type: 'boolean',
    default: false,
    label: 'Nemesis module',
    description:
      'Lanterns light the squares within 10 of them (seen from any distance), the Deadly Maze lever drives its trapdoors, and Darkness templates block sight.',
    rule: 'HY-LOS-19',
    expansion: 'nemesis',
  },
];

export const hybridRuleset: Ruleset<HybridState, HybridChoice, HybridView, HybridContent> = {
  id: 'hybrid',
  version: '0.1.0',
  title: 'Hybrid',
  summary: 'Two players, square grid, secret activation sequences, D10 Natural Rolls, Action Modes and Mastery Levels.',
  content: { schema: contentSchema, sample: sampleContent, check: checkContent },
  options: hybridOptions,
  choiceSchema,
  defaultSetup: { mission: 'return-to-glasinhar' },
  odds: hybridOdds,
  rules: hybridRules,
  presenter: hybridPresenter,
};

export type { HybridChoice } from './choices.ts';
export type { HybridContent } from './content/schema.ts';
export type { HybridState } from './state.ts';
export type { HybridView } from './view.ts';
export { sampleContent } from './content/sample.ts';
export { contentSchema } from './content/schema.ts';
export { hybridBotKnowledge } from './bot.ts';
export { scaledContent, scaledMissionId } from './scaled.ts';
