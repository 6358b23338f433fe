import { sayIn, z, type ContentIssue, type Locale } from '@skirmish/core';

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

const stats = z.object({
  SPD: z.number().int().min(0),
  STR: z.number().int().min(0),
  MAT: z.number().int().min(0),
  RAT: z.number().int().min(0),
  DEF: z.number().int().min(0),
  ARM: z.number().int().min(0),
  CMD: z.number().int().min(0).nullable(),
});

const simpleEffects = [
  z.object({ kind: z.literal('modifyStat'), stat: z.enum(STATS), delta: z.number().int() }),
  /** Knocked down until the model stands or shakes it; stationary for one round (WM-TURN-07) unless shaken. */
  z.object({ kind: z.literal('setStatus'), status: z.enum(['knockedDown', 'stationary']) }),
  z.object({ kind: z.literal('applyContinuous'), effect: z.enum(['fire', 'corrosion']) }),
  z.object({ kind: z.literal('damagePoints'), n: z.number().int().min(1) }),
  z.object({ kind: z.literal('heal'), n: z.number().int().min(1) }),
  /** A damage roll of POW + dice d6 against the model's ARM. */
  z.object({ kind: z.literal('damageRoll'), POW: z.number().int().min(0), dice: z.number().int().min(1).max(4) }),
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
  id: z.string().min(1),
  name: z.string().min(1),
  text: z.object({ en: z.string(), hu: z.string() }),
  effects: z.array(effectSchema).min(1),
});
export type SpecialAttack = z.infer<typeof specialAttack>;

const meleeWeapon = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The name in Hungarian, where the pack gives one (else the sample's own, or `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  kind: z.literal('melee'),
  POW: z.number().int().min(0),
  PS: z.number().int().min(0).optional(),
  location,
  qualities: z.array(quality),
  /** Other printed icons (Magical, Weapon Master...): kept for the card, ignored by these rules. */
  otherQualities: z.array(z.string()).optional(),
  specialAttack: specialAttack.optional(),
  text: z.string().optional(),
});

const rangedWeapon = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The name in Hungarian, where the pack gives one (else the sample's own, or `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  kind: z.literal('ranged'),
  RNG: z.union([z.number().min(0).max(48), z.object({ spray: z.union([z.literal(6), z.literal(8), z.literal(10)]) })]),
  ROF: z.number().int(),
  AOE: z.number().positive().max(10).nullable(),
  POW: z.number().int().min(0),
  location,
  qualities: z.array(quality),
  /** Other printed icons (Magical, Weapon Master...): kept for the card, ignored by these rules. */
  otherQualities: z.array(z.string()).optional(),
  specialAttack: specialAttack.optional(),
  text: z.string().optional(),
});

export const weaponSchema = z.discriminatedUnion('kind', [meleeWeapon, rangedWeapon]);
export type Weapon = z.infer<typeof weaponSchema>;
export type MeleeWeapon = z.infer<typeof meleeWeapon>;
export type RangedWeapon = z.infer<typeof rangedWeapon>;

const text = z.object({ en: z.string(), hu: z.string() });
export type LocalText = z.infer<typeof text>;

export const spellSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The name in Hungarian, where the pack gives one (else the sample's own, or `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  COST: z.number().int().min(0),
  RNG: z.union([z.number().min(0).max(48), z.literal('SELF'), z.literal('CTRL')]),
  AOE: z.union([z.number().positive().max(10), z.literal('CTRL')]).nullable(),
  POW: z.number().int().min(0).nullable(),
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
  id: z.string().min(1),
  name: z.string().min(1),
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
  id: z.string().min(1),
  name: z.string().min(1),
  /** The name in Hungarian, where the pack gives one (else the sample's own, or `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  faction: z.string().min(1),
  kind: z.enum(['warcaster', 'warjack']),
  weight: z.enum(['light', 'heavy']).optional(),
  baseSize: z.enum(['small', 'medium', 'large']),
  baseDiameterMm: z.number().positive().max(200),
  stats,
  FOCUS: z.number().int().min(0).optional(),
  advantages: z.object({ arcNode: z.boolean(), stealth: z.boolean() }),
  /** Card-back abilities: text for players, and an optional script the rules run (stat changes that always apply). */
  abilities: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      text,
      script: z
        .array(z.object({ kind: z.literal('modifyStat'), stat: z.enum(STATS), delta: z.number().int() }))
        .optional(),
    }),
  ),
  weapons: z.array(weaponSchema),
  damage: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('boxes'), count: z.number().int().min(1).max(60) }),
    z.object({ kind: z.literal('grid'), columns: z.array(gridColumn).length(6) }),
  ]),
  spells: z.array(spellSchema).optional(),
  feat: featSchema.optional(),
  sample: z.boolean().optional(),
});
export type ModelDef = z.infer<typeof modelSchema>;

export const terrainSchema = z.object({
  id: z.string().min(1),
  name: text,
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
  id: z.string().min(1),
  name: z.string().min(1),
  faction: z.string().min(1),
  warcaster: z.string().min(1),
  warjacks: z.array(z.string().min(1)).min(1),
  sample: z.boolean().optional(),
});
export type StarterBox = z.infer<typeof starterBoxSchema>;

export const contentSchema = z.object({
  meta: z.object({ name: z.string(), sample: z.boolean(), note: z.string() }),
  models: z.array(modelSchema).min(1),
  boxes: z.array(starterBoxSchema).min(1),
  terrain: z.array(terrainSchema),
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
          message: say('a warcaster needs exactly one feat', 'a warcasternek pontosan egy feat kell'),
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
        issues.push({ path: `${at}.feat`, message: say('a warjack has no feat', 'a warjacknek nincs featje') });
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
            `${area} területű feat hatása (affects) csak ${quoted.join(' vagy ')} lehet, nem "${affects}"`,
          ),
        });
      }
    }
  });
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
