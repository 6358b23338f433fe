import type { Lang } from '../../i18n.ts';

/**
 * The Warmachine board's own words; choices, phases and the log come from the rule system's
 * messages. The Hungarian keeps one term for each thing, as the rule system's own texts do: harci
 * kör for a round of the game, forduló for one player's turn in it, kontrollterület, sablon,
 * hőstett for a feat, beterítő for a spray.
 */
/** Numbers as a list read out: "4, 5 or 6". */
const orList = (xs: readonly number[], or: string) =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${or} ${xs[xs.length - 1]}`;

const en = {
  table: 'The table',
  /** The group of buttons that set how large the table is drawn. */
  zoom: 'Table size',
  wholeTable: 'Whole table',
  zoomTimes: (n: number) => `×${n}`,
  drag: 'Drag the active model to move it; bend the drag to go round something (each bend is a corner of the path). The distance is shown.',
  deploy: 'Choose a marked point to deploy the next model there.',
  ctrl: 'Control areas',
  ranges: 'Weapon ranges',
  damage: 'Damage',
  focus: 'focus',
  advance: 'advance',
  run: 'run',
  round: 'Round',
  charge: 'charge',
  chargeHint: 'Drop it on an enemy to charge it.',
  allocate: 'Give focus',
  spells: 'Spells and feat',
  /** Beside a blast template that missed and drifted, on the table. */
  scatterLabel: (inches: number) => `Missed template, drifted ${inches}″`,
  /** The key under the table to the drifted template's two circles. */
  scatterKey: 'Last drift:',
  scatterAimed: 'dashed circle: where it was aimed',
  scatterLanded: 'filled circle: where it landed',
  /** Beside the zoom buttons while the table is drawn larger than its frame. */
  panHint: 'Drag the empty table or scroll to see the rest.',
  attacks: 'Attacks and spells on a target',
  /** The same, once a model on the table is picked. */
  attacksOn: (model: string) => `Attacks and spells on ${model}`,
  pickHint: 'Or choose a model on the table to aim at it.',
  allTargets: 'All targets',
  /** Said over attacks on a model the game does not suggest (it suggests the nearest few). */
  unlisted: 'The game does not suggest this target: the rules decide when the attack is confirmed.',
  /** A model on the table, as a screen reader names it while it may be aimed at. */
  aimAt: (model: string) => `Aim at ${model}`,
  /** What a terrain piece does, after its name. */
  terrainScenery: 'scenery only (terrain has no effect unless the house rule says so)',
  terrainBlocksBoth: 'blocks sight and movement',
  terrainBlocksSight: 'blocks sight',
  terrainBlocksMovement: 'blocks movement',
  terrainBlocksNothing: 'blocks neither sight nor movement',
  aim: 'Aim',
  confirm: 'Confirm',
  template: 'template',
  sprayTemplate: 'spray',
  corners: 'corners',
  /** A deployment point, as a screen reader names it. */
  deployAt: (model: string, x: number, y: number) => `Deploy ${model} at ${x.toFixed(1)}, ${y.toFixed(1)}`,
  /** The length of a planned move beside it on the table, to a tenth of an inch. */
  moveLength: (n: number) => `${n.toFixed(1)}″`,
  /** The heading of the key under a warjack's damage grid to its lettered boxes. */
  gridKey: 'System boxes',
  /** A lettered box of a damage grid, as its tooltip names it. */
  systemBox: (letter: string, system: string, marked: boolean) =>
    `${letter} – ${system}, system box${marked ? ' (damaged)' : ''}`,
  /** A distance the premeasure house rule lets a player know, to the hundredth of an inch. */
  inches: (n: number) => `${n.toFixed(2)}″`,
  /** An enemy model's tooltip under the premeasure house rule. */
  distanceTo: (model: string, inches: string) => `${model}: ${inches} from the active model`,
  /**
   * The odds panel's note on a slam whose push reaches other models on the faces given: how to see
   * their collateral damage (the slam procedure's `count` field, named as the panel labels it).
   */
  slamCollateral: (...faces: number[]) =>
    `On a push die of ${orList(faces, 'or')}, a hit’s push reaches other models: they are knocked down and take collateral damage. The chart counts the slammed model’s damage; to see theirs, set “Whose damage is counted” to “the models the push reaches (collateral damage)”.`,
};

export type WmWords = typeof en;

/** A number to a tenth, with the decimal comma. */
const tenths = (n: number) => n.toFixed(1).replace('.', ',');

const hu: WmWords = {
  table: 'Az asztal',
  zoom: 'Az asztal mérete',
  wholeTable: 'Az egész asztal',
  zoomTimes: (n: number) => `${n}×`,
  drag: 'Húzd az aktív modellt a mozgatáshoz; ha kerülni kell, hajlítsd meg a húzást (minden hajlás az útvonal egy töréspontja). A távolság látszik.',
  deploy: 'Válassz egy jelölt pontot, hogy oda helyezd fel a következő modellt.',
  ctrl: 'Kontrollterületek',
  ranges: 'Fegyverek hatótávja',
  damage: 'Sebzés',
  focus: 'fókusz',
  advance: 'mozgás',
  run: 'futás',
  round: 'Harci kör',
  charge: 'roham',
  chargeHint: 'Ejtsd egy ellenséges modellre, hogy megrohamozd.',
  allocate: 'Fókusz kiosztása',
  spells: 'Varázslatok és hőstett',
  scatterLabel: (inches: number) => `Elvétett sablon, sodródás: ${inches}″`,
  scatterKey: 'Az utolsó sodródás:',
  scatterAimed: 'szaggatott kör: ide céloztak',
  scatterLanded: 'kitöltött kör: ide esett',
  panHint: 'A többi rész látásához húzd az üres asztalt, vagy görgess.',
  attacks: 'Támadások és varázslatok célpontra',
  attacksOn: (model: string) => `Támadások és varázslatok erre: ${model}`,
  pickHint: 'Vagy válassz egy modellt az asztalon, hogy azt vedd célba.',
  allTargets: 'Minden célpont',
  unlisted: 'Ezt a célpontot a játék nem ajánlja: a szabályok a megerősítéskor döntenek a támadásról.',
  aimAt: (model: string) => `${model} célba vétele`,
  terrainScenery: 'csak díszlet (a terep nem hat, hacsak a házszabály másként nem rendeli)',
  terrainBlocksBoth: 'elállja a rálátást és az utat',
  terrainBlocksSight: 'elállja a rálátást',
  terrainBlocksMovement: 'elállja az utat',
  terrainBlocksNothing: 'sem a rálátást, sem az utat nem állja el',
  aim: 'Célzás',
  confirm: 'Megerősítés',
  template: 'sablon',
  sprayTemplate: 'beterítő',
  corners: 'töréspont',
  deployAt: (model: string, x: number, y: number) => `${model} felhelyezése ide: (${tenths(x)}"; ${tenths(y)}")`,
  moveLength: (n: number) => `${tenths(n)}″`,
  gridKey: 'Rendszer-rubrikák',
  systemBox: (letter: string, system: string, marked: boolean) =>
    `${letter} – ${system}, rendszer-rubrika${marked ? ' (sérült)' : ''}`,
  inches: (n: number) => `${n.toFixed(2).replace('.', ',')}″`,
  distanceTo: (model: string, inches: string) => `${model}: ${inches} az aktív modelltől`,
  slamCollateral: (...faces: number[]) =>
    `Ha a taszítókocka értéke ${orList(faces, 'vagy')}, a találat taszítása más modelleket is elér: azokat is fellöki, és járulékos sebzést kapnak. A táblázat a meglökött modell sebzését számolja; az övékét akkor látod, ha a „Kinek a sebzését számoljuk” mezőt „a taszítás útjába eső modellekét (járulékos sebzés)” értékre állítod.`,
};

export const WM_WORDS: Readonly<Record<Lang, WmWords>> = { en, hu };
