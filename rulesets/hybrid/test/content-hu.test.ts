import { describe } from 'vitest';
import { checkWordedInBoth, type WordedCase } from '../../../packages/core/test/content-words.ts';
import { hybridRuleset, sampleContent } from '../src/index.ts';

type Content = typeof sampleContent;

const mission = (c: Content, id: string) => c.missions.find((m) => m.id === id)!;
const at = (id: string) => `missions.${sampleContent.missions.findIndex((m) => m.id === id)}`;
// The Heresiarch's Prison: the griffins win by leading a warrior out through its way out.
const prison = at('heresiarchs-prison');
const exitOf = (c: Content, objective: number) => {
  const g = mission(c, 'heresiarchs-prison').objectives[objective]!;
  g.exit ??= {};
  return g.exit;
};

/** Each check of `checkContent`: a change that breaks it, the path, and its words in both languages. */
const CASES: Array<WordedCase<Content>> = [
  [
    'a profile id twice',
    (c) => (c.profiles[1]!.id = c.profiles[0]!.id),
    'profiles.1.id',
    `duplicate id "${sampleContent.profiles[0]!.id}"`,
    `ismétlődő azonosító: "${sampleContent.profiles[0]!.id}"`,
  ],
  [
    'a mission on an unknown tile',
    (c) => (c.missions[0]!.tiles[0]!.tile = 'nope'),
    'missions.0.tiles.0.tile',
    'no tile "nope"',
    'nincs ilyen lapka: "nope"',
  ],
  [
    'warriors entering by an unknown counter',
    (c) => (mission(c, 'the-breach').entering![0]!.entry = 'nope'),
    `${at('the-breach')}.entering.0.entry`,
    'no Entry counter "nope"',
    'nincs ilyen Bejárat jelző: "nope"',
  ],
  [
    'reserves entering by an unknown counter',
    (c) => (mission(c, 'the-breach').reserves![0]!.entry = 'nope'),
    `${at('the-breach')}.reserves.0.entry`,
    'no Entry counter "nope"',
    'nincs ilyen Bejárat jelző: "nope"',
  ],
  [
    'an exit objective with no way out',
    (c) => (mission(c, 'heresiarchs-prison').entries = []),
    `${prison}.objectives.0.exit`,
    'an exit objective needs an Entry/Exit counter in the mission',
    'a kijárati küldetéscélhoz Bejárat/Kijárat jelző kell a küldetésbe',
  ],
  [
    'an exit objective naming no one',
    (c) => (exitOf(c, 0).warriors = []),
    `${prison}.objectives.0.exit`,
    'an exit objective names a number of warriors or a warrior',
    'a kijárati küldetéscélnak meg kell neveznie a harcosok számát vagy egy harcost',
  ],
  [
    'an exit objective naming an unknown warrior',
    (c) => (exitOf(c, 0).warriors = ['nope']),
    `${prison}.objectives.0.exit.warriors.0`,
    'no profile "nope"',
    'nincs ilyen profil: "nope"',
  ],
  [
    'an exit objective naming an enemy',
    (c) => (exitOf(c, 0).warriors = ['hybrid']),
    `${prison}.objectives.0.exit.warriors.0`,
    '"hybrid" is not of side griffin',
    '"hybrid" nem a Griff oldalhoz ("griffin") tartozik',
  ],
  [
    'an exit objective naming a warrior of Rank 0',
    (c) => (exitOf(c, 1).warriors = ['pest-of-flesh']),
    `${prison}.objectives.1.exit.warriors.0`,
    '"pest-of-flesh" is of Rank 0 and cannot carry out an Objective',
    '"pest-of-flesh" 0-s Rangú, nem teljesíthet küldetéscélt',
  ],
  [
    'the door that unlocks the others not a door of the mission',
    (c) => (mission(c, 'heresiarchs-prison').unlockAllDoor = 'nope'),
    `${prison}.unlockAllDoor`,
    'no door "nope" in the mission',
    'nincs ilyen ajtó a küldetésben: "nope"',
  ],
  [
    'the door that unlocks the others to be opened by an unknown warrior',
    (c) => (mission(c, 'heresiarchs-prison').unlockAllBy = 'nope'),
    `${prison}.unlockAllBy`,
    'no profile "nope"',
    'nincs ilyen profil: "nope"',
  ],
  [
    'a warrior named to open the door that unlocks the others, with no such door',
    (c) => delete mission(c, 'heresiarchs-prison').unlockAllDoor,
    `${prison}.unlockAllBy`,
    'names who opens the door that unlocks the others, but the mission has no such door (unlockAllDoor)',
    'megnevezi, ki nyitja a többit feloldó ajtót, de a küldetésben nincs ilyen ajtó (unlockAllDoor)',
  ],
  [
    'an objective counter off the board',
    (c) => (c.missions[0]!.objectiveCounters[0]!.at = [99, 99]),
    'missions.0.objectiveCounters.0.at',
    "square 99,99 is on none of the mission's tiles",
    'a 99,99 mező a küldetés egyik lapkáján sincs rajta',
  ],
  [
    'a deployment square off the board',
    (c) => (c.missions[0]!.deployment[0]!.squares[0] = [0, 40]),
    'missions.0.deployment.0.squares.0',
    "square 0,40 is on none of the mission's tiles",
    'a 0,40 mező a küldetés egyik lapkáján sincs rajta',
  ],
  [
    'an army with an unknown profile',
    (c) => (c.missions[0]!.armies.griffin[0] = 'nope'),
    'missions.0.armies.griffin.0',
    'no profile "nope"',
    'nincs ilyen profil: "nope"',
  ],
  [
    'an army with an enemy profile',
    (c) => (c.missions[0]!.armies.scorpion[0] = 'purifier'),
    'missions.0.armies.scorpion.0',
    '"purifier" is not of side scorpion',
    '"purifier" nem a Skorpió oldalhoz ("scorpion") tartozik',
  ],
  [
    'a side without Army cards',
    (c) => (c.armyCards = c.armyCards.filter((a) => a.side !== 'scorpion')),
    'armyCards',
    'side scorpion needs at least 2 Army cards, has 0',
    'a Skorpió oldalnak ("scorpion") legalább 2 Seregkártya kell, 0 van',
  ],
];

describe('a content pack refused in Hungarian', () => {
  checkWordedInBoth(hybridRuleset.content, CASES);
});
