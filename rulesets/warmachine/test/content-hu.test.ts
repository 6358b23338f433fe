import { describe } from 'vitest';
import { checkWordedInBoth, type WordedCase } from '../../../packages/core/test/content-words.ts';
import { warmachineRuleset } from '../src/index.ts';
import { sampleContent } from '../src/sample.ts';

type Content = typeof sampleContent;
type Model = Content['models'][number];

const model = (c: Content, id: string): Model => c.models.find((m) => m.id === id)!;
const at = (id: string) => `models.${sampleContent.models.findIndex((m) => m.id === id)}`;

/** Each check of `checkContent`: a change that breaks it, the path, and its words in both languages. */
const CASES: Array<WordedCase<Content>> = [
  [
    'a model id twice',
    (c) => (model(c, 'sparrow').id = 'bastion'),
    `${at('sparrow')}.id`,
    'duplicate model id "bastion"',
    'ismétlődő modellazonosító: "bastion"',
  ],
  [
    'a warcaster without FOCUS',
    (c) => delete model(c, 'kron').FOCUS,
    `${at('kron')}.FOCUS`,
    'a warcaster needs a FOCUS stat',
    'a warcasternek FOCUS érték kell',
  ],
  [
    'a warcaster with a grid',
    (c) => (model(c, 'kron').damage = structuredClone(model(c, 'bastion').damage)),
    `${at('kron')}.damage`,
    'a warcaster records damage in boxes',
    'a warcaster sebzését rubrikasorban kell vezetni ("boxes")',
  ],
  [
    'a warcaster without spells',
    (c) => (model(c, 'kron').spells = []),
    `${at('kron')}.spells`,
    'a warcaster needs at least one spell',
    'a warcasternek legalább egy varázslat kell',
  ],
  [
    'a warcaster without a feat',
    (c) => delete model(c, 'kron').feat,
    `${at('kron')}.feat`,
    'a warcaster needs exactly one feat',
    'a warcasternek pontosan egy hőstett kell',
  ],
  [
    'a warjack with FOCUS',
    (c) => (model(c, 'bastion').FOCUS = 5),
    `${at('bastion')}.FOCUS`,
    'a warjack has no FOCUS stat',
    'a warjacknek nincs FOCUS értéke',
  ],
  [
    'a warjack with spells',
    (c) => (model(c, 'bastion').spells = structuredClone(model(c, 'kron').spells)),
    `${at('bastion')}.spells`,
    'a warjack has no spells',
    'a warjacknek nincsenek varázslatai',
  ],
  [
    'a warjack with a feat',
    (c) => (model(c, 'bastion').feat = structuredClone(model(c, 'kron').feat)),
    `${at('bastion')}.feat`,
    'a warjack has no feat',
    'a warjacknek nincs hőstette',
  ],
  [
    'a warjack with boxes',
    (c) => (model(c, 'bastion').damage = { kind: 'boxes', count: 20 }),
    `${at('bastion')}.damage`,
    'a warjack records damage in a 6-column grid',
    'a warjack sebzését 6 oszlopos rácsban kell vezetni ("grid")',
  ],
  [
    'a grid without C',
    (c) => replaceBoxes(model(c, 'bastion'), 'C'),
    `${at('bastion')}.damage.columns`,
    'the grid needs at least one C box',
    'a rácsba legalább egy C rubrika kell',
  ],
  [
    'a grid without M',
    (c) => replaceBoxes(model(c, 'bastion'), 'M'),
    `${at('bastion')}.damage.columns`,
    'the grid needs at least one M box',
    'a rácsba legalább egy M rubrika kell',
  ],
  [
    'an Arc Node without A boxes',
    (c) => (model(c, 'bastion').advantages.arcNode = true),
    `${at('bastion')}.advantages.arcNode`,
    'an Arc Node needs at least one A box in the grid',
    'a varázslat-közvetítőhöz (Arc Node) legalább egy A rubrika kell a rácsba',
  ],
  [
    'A boxes without an Arc Node',
    (c) => (model(c, 'sparrow').advantages.arcNode = false),
    `${at('sparrow')}.advantages.arcNode`,
    'a grid with A boxes means the warjack has an Arc Node',
    'ha a rácsban A rubrika van, a warjacknek varázslat-közvetítője (Arc Node) van',
  ],
  [
    'a warcaster with an Arc Node',
    (c) => (model(c, 'kron').advantages.arcNode = true),
    `${at('kron')}.advantages.arcNode`,
    'only warjacks carry an Arc Node',
    'varázslat-közvetítő (Arc Node) csak warjacken lehet',
  ],
  [
    'a sample base of the wrong size',
    (c) => (model(c, 'kron').baseDiameterMm = 40),
    `${at('kron')}.baseDiameterMm`,
    'sample small bases are 30 mm',
    'a mintatartalom "small" talpa 30 mm-es',
  ],
  [
    'a weapon on a location the grid lacks',
    (c) => (model(c, 'kron').weapons[0]!.location = 'L'),
    `${at('kron')}.weapons.0.location`,
    'location L needs L boxes in the grid',
    'a fegyver helyéhez (L) L rubrikák kellenek a rácsba',
  ],
  [
    'a wrong P+S',
    (c) => setPS(model(c, 'kron'), 1, 99),
    `${at('kron')}.weapons.1.PS`,
    'P+S must equal POW + STR (10)',
    'a P+S értéke POW + STR kell legyen (10)',
  ],
  [
    'ROF 0',
    (c) => setRanged(model(c, 'kron'), 0, (w) => (w.ROF = 0)),
    `${at('kron')}.weapons.0.ROF`,
    'ROF must be at least 1',
    'a ROF legalább 1 kell legyen',
  ],
  [
    'a spray with an AOE',
    (c) => setRanged(model(c, 'kron'), 0, (w) => ((w.RNG = { spray: 8 }), (w.AOE = 3))),
    `${at('kron')}.weapons.0.AOE`,
    'a spray weapon has no AOE',
    'beterítő fegyvernek nincs AOE-ja',
  ],
  [
    'an upkeep spell without the upkeep duration',
    (c) => (model(c, 'kron').spells![1]!.duration = 'oneRound'),
    `${at('kron')}.spells.1.duration`,
    'UP spells, and only they, have the upkeep duration',
    'az UP varázslatok időtartama "upkeep", a többié nem az',
  ],
  [
    'a SELF spell on another',
    (c) => (model(c, 'ash').spells![2]!.target = 'enemy'),
    `${at('ash')}.spells.2.target`,
    'a SELF spell targets the warcaster itself',
    'a SELF varázslat célpontja maga a warcaster ("self")',
  ],
  [
    'an offensive spell with no POW nor effect',
    (c) => ((model(c, 'kron').spells![0]!.POW = null), (model(c, 'kron').spells![0]!.effects = [])),
    `${at('kron')}.spells.0.POW`,
    'an offensive spell needs a POW or an effect',
    'a támadó varázslatnak POW vagy hatás kell',
  ],
  [
    'a CTRL spell whose target is the warcaster itself',
    (c) => (model(c, 'vale').spells![2]!.target = 'self'),
    `${at('vale')}.spells.2.target`,
    'a spell with a CTRL area names which models in it it affects: friendly, enemy or any (give a SELF spell with a CTRL area RNG CTRL)',
    'a CTRL területű varázslatnak meg kell adnia, mely modellekre hat a területen: friendly, enemy vagy any (a CTRL területű SELF varázslatot RNG CTRL-lel kell megadni)',
  ],
  [
    'a feat on all friendly models that affects the enemy',
    (c) => Object.assign(model(c, 'kron').feat!, { area: 'ALL_FRIENDLY', affects: 'enemy' }),
    `${at('kron')}.feat.affects`,
    'a feat with area ALL_FRIENDLY affects "friendly", not "enemy"',
    'ALL_FRIENDLY területű hőstett hatása (affects) csak "friendly" lehet, nem "enemy"',
  ],
  [
    'a box led by no model',
    (c) => (c.boxes[0]!.warcaster = 'nobody'),
    'boxes.0.warcaster',
    'no model "nobody"',
    'nincs "nobody" modell',
  ],
  [
    'a box led by a warjack',
    (c) => (c.boxes[0]!.warcaster = 'bastion'),
    'boxes.0.warcaster',
    '"bastion" is not a warcaster',
    '"bastion" nem warcaster',
  ],
  [
    'a box with no such warjack',
    (c) => (c.boxes[0]!.warjacks[0] = 'nobody'),
    'boxes.0.warjacks.0',
    'no model "nobody"',
    'nincs "nobody" modell',
  ],
  [
    'a box with a warcaster among its warjacks',
    (c) => (c.boxes[0]!.warjacks[0] = 'ash'),
    'boxes.0.warjacks.0',
    '"ash" is not a warjack',
    '"ash" nem warjack',
  ],
];

function replaceBoxes(m: Model, letter: string): void {
  if (m.damage.kind === 'grid')
    m.damage.columns = m.damage.columns.map((col) => col.map((b) => (b === letter ? null : b)));
}
function setPS(m: Model, weapon: number, ps: number): void {
  const w = m.weapons[weapon]!;
  if (w.kind === 'melee') w.PS = ps;
}
type Ranged = Extract<Model['weapons'][number], { kind: 'ranged' }>;
function setRanged(m: Model, weapon: number, change: (w: Ranged) => void): void {
  const w = m.weapons[weapon]!;
  if (w.kind === 'ranged') change(w);
}

describe('a content pack refused in Hungarian', () => {
  checkWordedInBoth(warmachineRuleset.content, CASES);
});
