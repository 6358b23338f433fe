import { duplicateIds, sayIn, z, type ContentIssue, type Locale } from '@skirmish/core';

/** Longest id, name or label a pack may give: names are shown in every view of a game. */
const NAME_MAX = 80;
/** Longest text a pack may give (a card's, a mission's, a note): several times the longest sample text. */
const TEXT_MAX = 2000;

/** A point on the table, in inches (a piece may reach past an edge, not far beyond it). */
const TABLE_COORD = z.number().min(-48).max(96);

/** Content format (checklist section 4.2), validated on load with the checks of section 4.3. */

export const STATS = ['SPD', 'STR', 'MAT', 'RAT', 'DEF', 'ARM'] as const;
export type StatName = (typeof STATS)[number];
export const SYSTEMS = ['A', 'C', 'M', 'L', 'R', 'H'] as const;
export type SystemCode = (typeof SYSTEMS)[number];
export type Location = 'L' | 'R' | 'H' | null;

const systemCode = z.enum(SYSTEMS);
const location = z.enum(['L', 'R', 'H']).nullable();
const quality = z.enum([
  'reach',
  'shield',
  'continuousFire',
  'criticalFire',
  'continuousCorrosion',
  'criticalCorrosion',
]);
export type Quality = z.infer<typeof quality>;

/**
 * A stat: the starter boxes' run from 4 to 18; more than 20 is no model of these rules, and a
 * huge one (SPD in the millions) would have the bots weigh moves past any end.
 */
const stat = z.number().int().min(0).max(20);
/** A POW: the starter boxes' run to 13 (P+S, POW + STR, to 17). */
const pow = z.number().int().min(0).max(20);
/** A change to a stat by an effect or an ability. */
const delta = z.number().int().min(-10).max(10);

const stats = z.object({
  SPD: stat,
  STR: stat,
  MAT: stat,
  RAT: stat,
  DEF: stat,
  ARM: stat,
  CMD: stat.nullable(),
});

const simpleEffects = [
  z.object({ kind: z.literal('modifyStat'), stat: z.enum(STATS), delta }),
  /** Knocked down until the model stands or shakes it; stationary for one round (WM-TURN-07) unless shaken. */
  z.object({ kind: z.literal('setStatus'), status: z.enum(['knockedDown', 'stationary']) }),
  z.object({ kind: z.literal('applyContinuous'), effect: z.enum(['fire', 'corrosion']) }),
  z.object({ kind: z.literal('damagePoints'), n: z.number().int().min(1).max(60) }),
  z.object({ kind: z.literal('heal'), n: z.number().int().min(1).max(60) }),
  /** A damage roll of POW + dice d6 against the model's ARM. */
  z.object({ kind: z.literal('damageRoll'), POW: pow, dice: z.number().int().min(1).max(4) }),
  /** The model is moved straight away from or toward the effect's source; not its own movement (no free strikes). */
  z.object({
    kind: z.literal('move'),
    distance: z.number().positive().max(12),
    direction: z.enum(['away', 'toward']),
  }),
] as const;
export const simpleEffectSchema = z.discriminatedUnion('kind', [...simpleEffects]);
/** Effect scripts: the small vocabulary that spells, feats and abilities are written in. */
export const effectSchema = z.discriminatedUnion('kind', [
  ...simpleEffects,
  /** A template of AOE inches centred on the affected model: its effects reach every model under it. */
  z.object({
    kind: z.literal('placeTemplate'),
    AOE: z.number().positive().max(10),
    effects: z.array(simpleEffectSchema).min(1),
  }),
]);
export type Effect = z.infer<typeof effectSchema>;
export type SimpleEffect = z.infer<typeof simpleEffectSchema>;

/** A weapon's special attack (*Attack): an attack with the weapon whose hit also runs the script. */
const specialAttack = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.string().min(1).max(NAME_MAX),
  text: z.object({ en: z.string().max(TEXT_MAX), hu: z.string().max(TEXT_MAX) }),
  effects: z.array(effectSchema).min(1),
});
export type SpecialAttack = z.infer<typeof specialAttack>;

const meleeWeapon = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.string().min(1).max(NAME_MAX),
  /** The name in Hungarian, where the pack gives one (else the sample's own, or `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  kind: z.literal('melee'),
  POW: pow,
  PS: z.number().int().min(0).optional(),
  location,
  qualities: z.array(quality),
  /** Other printed icons (Magical, Weapon Master...): kept for the card, ignored by these rules. */
  otherQualities: z.array(z.string().max(NAME_MAX)).optional(),
  specialAttack: specialAttack.optional(),
  text: z.string().max(TEXT_MAX).optional(),
});

const rangedWeapon = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.string().min(1).max(NAME_MAX),
  /** The name in Hungarian, where the pack gives one (else the sample's own, or `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  kind: z.literal('ranged'),
  RNG: z.union([z.number().min(0).max(48), z.object({ spray: z.union([z.literal(6), z.literal(8), z.literal(10)]) })]),
  ROF: z.number().int().max(10),
  AOE: z.number().positive().max(10).nullable(),
  POW: pow,
  location,
  qualities: z.array(quality),
  /** Other printed icons (Magical, Weapon Master...): kept for the card, ignored by these rules. */
  otherQualities: z.array(z.string().max(NAME_MAX)).optional(),
  specialAttack: specialAttack.optional(),
  text: z.string().max(TEXT_MAX).optional(),
});

export const weaponSchema = z.discriminatedUnion('kind', [meleeWeapon, rangedWeapon]);
export type Weapon = z.infer<typeof weaponSchema>;
export type MeleeWeapon = z.infer<typeof meleeWeapon>;
export type RangedWeapon = z.infer<typeof rangedWeapon>;

const text = z.object({ en: z.string().max(TEXT_MAX), hu: z.string().max(TEXT_MAX) });
export type LocalText = z.infer<typeof text>;

export const spellSchema = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.string().min(1).max(NAME_MAX),
  /** The name in Hungarian, where the pack gives one (else the sample's own, or `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  /** Focus points: at most a warcaster's FOCUS. */
  COST: z.number().int().min(0).max(10),
  RNG: z.union([z.number().min(0).max(48), z.literal('SELF'), z.literal('CTRL')]),
  AOE: z.union([z.number().positive().max(10), z.literal('CTRL')]).nullable(),
  POW: pow.nullable(),
  UP: z.boolean(),
  OFF: z.boolean(),
  target: z.enum(['self', 'friendly', 'enemy', 'any']),
  targetKinds: z.array(z.enum(['warcaster', 'warjack'])).min(1),
  duration: z.enum(['instant', 'oneRound', 'upkeep']),
  effects: z.array(effectSchema),
  enabledInSimplifiedRules: z.boolean(),
  text,
});
export type SpellDef = z.infer<typeof spellSchema>;

export const featSchema = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.string().min(1).max(NAME_MAX),
  /** The name in Hungarian, where the pack gives one (else the sample's own, or `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  area: z.enum(['SELF', 'CTRL', 'ALL_FRIENDLY', 'ALL_ENEMY']),
  affects: z.enum(['friendly', 'enemy', 'self']),
  duration: z.enum(['instant', 'oneRound']),
  effects: z.array(effectSchema),
  text,
});
export type FeatDef = z.infer<typeof featSchema>;

const gridColumn = z.array(systemCode.nullable()).min(1);

export const modelSchema = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.string().min(1).max(NAME_MAX),
  /** The name in Hungarian, where the pack gives one (else the sample's own, or `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  faction: z.string().min(1).max(NAME_MAX),
  kind: z.enum(['warcaster', 'warjack']),
  weight: z.enum(['light', 'heavy']).optional(),
  baseSize: z.enum(['small', 'medium', 'large']),
  baseDiameterMm: z.number().positive().max(200),
  stats,
  /** The starter boxes' run from 6 to 8: the bots weigh each point of it spent, so it stays small. */
  FOCUS: z.number().int().min(0).max(10).optional(),
  advantages: z.object({ arcNode: z.boolean(), stealth: z.boolean() }),
  /** Card-back abilities: text for players, and an optional script the rules run (stat changes that always apply). */
  abilities: z
    .array(
      z.object({
        id: z.string().max(NAME_MAX),
        name: z.string().max(NAME_MAX),
        text,
        script: z.array(z.object({ kind: z.literal('modifyStat'), stat: z.enum(STATS), delta })).optional(),
      }),
    )
    .max(20),
  weapons: z.array(weaponSchema).max(12),
  damage: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('boxes'), count: z.number().int().min(1).max(60) }),
    z.object({ kind: z.literal('grid'), columns: z.array(gridColumn).length(6) }),
  ]),
  spells: z.array(spellSchema).max(12).optional(),
  feat: featSchema.optional(),
  sample: z.boolean().optional(),
});
export type ModelDef = z.infer<typeof modelSchema>;

export const terrainSchema = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.object({ en: z.string().max(NAME_MAX), hu: z.string().max(NAME_MAX) }),
  shape: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('circle'),
      center: z.object({ x: TABLE_COORD, y: TABLE_COORD }),
      radius: z.number().positive().max(48),
    }),
    z.object({
      kind: z.literal('polygon'),
      points: z
        .array(z.object({ x: TABLE_COORD, y: TABLE_COORD }))
        .min(3)
        .max(64),
    }),
  ]),
  blocksLos: z.boolean(),
  blocksMovement: z.boolean(),
  sample: z.boolean().optional(),
});
export type TerrainDef = z.infer<typeof terrainSchema>;

export const starterBoxSchema = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.string().min(1).max(NAME_MAX),
  faction: z.string().min(1).max(NAME_MAX),
  warcaster: z.string().min(1).max(NAME_MAX),
  /** The starter boxes hold two or three; a box far bigger would be no starter box. */
  warjacks: z.array(z.string().min(1).max(NAME_MAX)).min(1).max(6),
  sample: z.boolean().optional(),
});
export type StarterBox = z.infer<typeof starterBoxSchema>;

export const contentSchema = z.object({
  meta: z.object({ name: z.string().max(NAME_MAX), sample: z.boolean(), note: z.string().max(TEXT_MAX) }),
  models: z.array(modelSchema).min(1).max(500),
  boxes: z.array(starterBoxSchema).min(1).max(100),
  terrain: z.array(terrainSchema).max(100),
});
export type WarmachineContent = z.infer<typeof contentSchema>;

const DEFAULT_DIAMETER = { small: 30, medium: 40, large: 50 } as const;

/** Load-time checks the schema cannot state (checklist 4.3). */
export function checkContent(c: WarmachineContent, locale: Locale = 'en'): ContentIssue[] {
  const say = sayIn(locale);
  const issues: ContentIssue[] = [];
  const ids = new Set<string>();
  c.models.forEach((m, i) => {
    const at = `models.${i}`;
    if (ids.has(m.id))
      issues.push({
        path: `${at}.id`,
        message: say(`duplicate model id "${m.id}"`, `ismétlődő modellazonosító: "${m.id}"`),
      });
    ids.add(m.id);
    if (m.kind === 'warcaster') {
      if (m.FOCUS === undefined)
        issues.push({
          path: `${at}.FOCUS`,
          message: say('a warcaster needs a FOCUS stat', 'a warcasternek FOCUS érték kell'),
        });
      if (m.damage.kind !== 'boxes')
        issues.push({
          path: `${at}.damage`,
          message: say(
            'a warcaster records damage in boxes',
            'a warcaster sebzését rubrikasorban kell vezetni ("boxes")',
          ),
        });
      if (!m.spells || m.spells.length === 0)
        issues.push({
          path: `${at}.spells`,
          message: say('a warcaster needs at least one spell', 'a warcasternek legalább egy varázslat kell'),
        });
      if (!m.feat)
        issues.push({
          path: `${at}.feat`,
          message: say('a warcaster needs exactly one feat', 'a warcasternek pontosan egy hőstett kell'),
        });
    } else {
      if (m.FOCUS !== undefined)
        issues.push({
          path: `${at}.FOCUS`,
          message: say('a warjack has no FOCUS stat', 'a warjacknek nincs FOCUS értéke'),
        });
      if (m.spells !== undefined)
        issues.push({
          path: `${at}.spells`,
          message: say('a warjack has no spells', 'a warjacknek nincsenek varázslatai'),
        });
      if (m.feat !== undefined)
        issues.push({ path: `${at}.feat`, message: say('a warjack has no feat', 'a warjacknek nincs hőstette') });
      if (m.damage.kind !== 'grid')
        issues.push({
          path: `${at}.damage`,
          message: say(
            'a warjack records damage in a 6-column grid',
            'a warjack sebzését 6 oszlopos rácsban kell vezetni ("grid")',
          ),
        });
    }
    const letters = new Set<string>();
    if (m.damage.kind === 'grid') for (const col of m.damage.columns) for (const b of col) if (b) letters.add(b);
    if (m.kind === 'warjack' && m.damage.kind === 'grid') {
      if (!letters.has('C'))
        issues.push({
          path: `${at}.damage.columns`,
          message: say('the grid needs at least one C box', 'a rácsba legalább egy C rubrika kell'),
        });
      if (!letters.has('M'))
        issues.push({
          path: `${at}.damage.columns`,
          message: say('the grid needs at least one M box', 'a rácsba legalább egy M rubrika kell'),
        });
      if (m.advantages.arcNode && !letters.has('A'))
        issues.push({
          path: `${at}.advantages.arcNode`,
          message: say(
            'an Arc Node needs at least one A box in the grid',
            'a varázslat-közvetítőhöz (Arc Node) legalább egy A rubrika kell a rácsba',
          ),
        });
      if (!m.advantages.arcNode && letters.has('A'))
        issues.push({
          path: `${at}.advantages.arcNode`,
          message: say(
            'a grid with A boxes means the warjack has an Arc Node',
            'ha a rácsban A rubrika van, a warjacknek varázslat-közvetítője (Arc Node) van',
          ),
        });
    }
    if (m.kind === 'warcaster' && m.advantages.arcNode)
      issues.push({
        path: `${at}.advantages.arcNode`,
        message: say('only warjacks carry an Arc Node', 'varázslat-közvetítő (Arc Node) csak warjacken lehet'),
      });
    if (m.baseDiameterMm !== DEFAULT_DIAMETER[m.baseSize] && m.sample === true)
      issues.push({
        path: `${at}.baseDiameterMm`,
        message: say(
          `sample ${m.baseSize} bases are ${DEFAULT_DIAMETER[m.baseSize]} mm`,
          `a mintatartalom "${m.baseSize}" talpa ${DEFAULT_DIAMETER[m.baseSize]} mm-es`,
        ),
      });
    // A weapon, spell or ability is named by its id in choices and in the log: two of one id on a
    // model would make either choice both.
    issues.push(
      ...duplicateIds(m.weapons, `${at}.weapons`, locale),
      ...duplicateIds(m.spells ?? [], `${at}.spells`, locale),
      ...duplicateIds(m.abilities, `${at}.abilities`, locale),
    );
    m.weapons.forEach((w, j) => {
      const wat = `${at}.weapons.${j}`;
      if (w.location !== null && !letters.has(w.location))
        issues.push({
          path: `${wat}.location`,
          message: say(
            `location ${w.location} needs ${w.location} boxes in the grid`,
            `a fegyver helyéhez (${w.location}) ${w.location} rubrikák kellenek a rácsba`,
          ),
        });
      if (w.kind === 'melee' && w.PS !== undefined && w.PS !== w.POW + m.stats.STR)
        issues.push({
          path: `${wat}.PS`,
          message: say(
            `P+S must equal POW + STR (${w.POW + m.stats.STR})`,
            `a P+S értéke POW + STR kell legyen (${w.POW + m.stats.STR})`,
          ),
        });
      if (w.kind === 'ranged') {
        if (w.ROF < 1)
          issues.push({ path: `${wat}.ROF`, message: say('ROF must be at least 1', 'a ROF legalább 1 kell legyen') });
        if (typeof w.RNG === 'object' && w.AOE !== null)
          issues.push({
            path: `${wat}.AOE`,
            message: say('a spray weapon has no AOE', 'beterítő fegyvernek nincs AOE-ja'),
          });
      }
    });
    (m.spells ?? []).forEach((s, j) => {
      const sat = `${at}.spells.${j}`;
      if (s.UP !== (s.duration === 'upkeep'))
        issues.push({
          path: `${sat}.duration`,
          message: say(
            'UP spells, and only they, have the upkeep duration',
            'az UP varázslatok időtartama "upkeep", a többié nem az',
          ),
        });
      if (s.RNG === 'SELF' && s.target !== 'self')
        issues.push({
          path: `${sat}.target`,
          message: say(
            'a SELF spell targets the warcaster itself',
            'a SELF varázslat célpontja maga a warcaster ("self")',
          ),
        });
      if (s.enabledInSimplifiedRules && s.OFF && s.POW === null && s.effects.length === 0)
        issues.push({
          path: `${sat}.POW`,
          message: say('an offensive spell needs a POW or an effect', 'a támadó varázslatnak POW vagy hatás kell'),
        });
      // A CTRL area reaches the models in the control area (WM-SPELL-06); its target says which
      // side of them. "self" names no side, so the pack has to say it (a SELF spell with a CTRL
      // area is the same spell written with RNG CTRL, A-41).
      if (s.AOE === 'CTRL' && s.target === 'self')
        issues.push({
          path: `${sat}.target`,
          message: say(
            'a spell with a CTRL area names which models in it it affects: friendly, enemy or any (give a SELF spell with a CTRL area RNG CTRL)',
            'a CTRL területű varázslatnak meg kell adnia, mely modellekre hat a területen: friendly, enemy vagy any (a CTRL területű SELF varázslatot RNG CTRL-lel kell megadni)',
          ),
        });
    });
    // A feat's area and the side it affects must agree, or the feat reaches other models than
    // its area names, or none at all.
    if (m.feat) {
      const { area, affects } = m.feat;
      const allowed: readonly string[] =
        area === 'SELF'
          ? ['self', 'friendly']
          : area === 'CTRL'
            ? ['friendly', 'enemy']
            : area === 'ALL_FRIENDLY'
              ? ['friendly']
              : ['enemy'];
      if (!allowed.includes(affects)) {
        const quoted = allowed.map((x) => `"${x}"`);
        issues.push({
          path: `${at}.feat.affects`,
          message: say(
            `a feat with area ${area} affects ${quoted.join(' or ')}, not "${affects}"`,
            `${area} területű hőstett hatása (affects) csak ${quoted.join(' vagy ')} lehet, nem "${affects}"`,
          ),
        });
      }
    }
  });
  issues.push(...duplicateIds(c.boxes, 'boxes', locale), ...duplicateIds(c.terrain, 'terrain', locale));
  c.boxes.forEach((b, i) => {
    const caster = c.models.find((m) => m.id === b.warcaster);
    if (!caster)
      issues.push({
        path: `boxes.${i}.warcaster`,
        message: say(`no model "${b.warcaster}"`, `nincs "${b.warcaster}" modell`),
      });
    else if (caster.kind !== 'warcaster')
      issues.push({
        path: `boxes.${i}.warcaster`,
        message: say(`"${b.warcaster}" is not a warcaster`, `"${b.warcaster}" nem warcaster`),
      });
    b.warjacks.forEach((j, k) => {
      const jack = c.models.find((m) => m.id === j);
      if (!jack)
        issues.push({ path: `boxes.${i}.warjacks.${k}`, message: say(`no model "${j}"`, `nincs "${j}" modell`) });
      else if (jack.kind !== 'warjack')
        issues.push({
          path: `boxes.${i}.warjacks.${k}`,
          message: say(`"${j}" is not a warjack`, `"${j}" nem warjack`),
        });
    });
  });
  return issues;
}
