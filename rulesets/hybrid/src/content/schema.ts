import { duplicateIds, huArticle, sayIn, z, type ContentIssue, type Locale } from '@skirmish/core';

export const SIDES = ['griffin', 'scorpion'] as const;
export const sideSchema = z.enum(SIDES);
export type Side = z.infer<typeof sideSchema>;

/**
 * The id of a profile, card, tile, mission or door: at most 80 characters, so that the ids the
 * game makes of them (`scorpion-<profile>-3`, a tile's doors) stay within what a choice may name.
 */
const contentId = z.string().min(1).max(80);

/** Longest id, name or label a pack may give: names are shown in every view of a game. */
const NAME_MAX = 80;
/** Longest text a pack may give (a card's, a mission's, a note): several times the longest sample text. */
const TEXT_MAX = 2000;

/**
 * A thing's own Hungarian name, shown on the Hungarian page and in `skirmish play --locale hu`
 * instead of `name` (see `names.ts`: without it a sample name has ours, any other stays as written).
 */
const nameHu = z.string().min(1).max(NAME_MAX).optional();

/** A Mode value; null is the "-" of a profile card: the Mode can never be chosen. */
const modeValue = z.number().int().min(1).max(12).nullable();

export const APTITUDES = [
  'Aura',
  'Brutish Strength',
  'Combined Attack',
  'Conviction',
  'Dorsal Protection',
  'Duellist',
  'Eye of the Lynx',
  'Felon',
  'Frenzy',
  'Infiltration',
  'Mutation',
  'Nullify',
  'Prestige',
  'Puny',
  'Sacrifice',
  'Titan',
  'Velocity',
  'Armour-Piercing Shot',
] as const;
export type AptitudeName = (typeof APTITUDES)[number];

export const profileSchema = z.object({
  id: contentId,
  name: z.string().min(1).max(NAME_MAX),
  nameHu,
  side: sideSchema,
  nv: z.number().int().min(1).max(12),
  oc: modeValue,
  dc: modeValue,
  f: modeValue,
  mv: modeValue,
  movement: z.number().int().min(0).max(12),
  rank: z.number().int().min(0).max(4),
  base: z.enum(['1x1', '1x2', '2x2']),
  equipment: z.array(
    z.object({
      name: z.string().max(NAME_MAX),
      nameHu,
      oc: z.number().int().optional(),
      dc: z.number().int().optional(),
      f: z.number().int().optional(),
    }),
  ),
  aptitudes: z.array(z.object({ name: z.enum(APTITUDES), x: z.number().int().min(0).max(10).optional() })),
  /** Sasia Samaris: a large base that still passes single doors. */
  passesSingleDoors: z.boolean().optional(),
  /** "rulebook" when every value comes from the text; "sample" when we filled gaps. */
  source: z.enum(['rulebook', 'sample']),
});
export type Profile = z.infer<typeof profileSchema>;

/** Machine-readable card effects; the texts players read come from `cards/messages.ts`. */
export const ACTION_EFFECTS = [
  'none',
  'cancel-effect',
  'heal',
  'keen',
  'fumble',
  'deadly',
  'unparried',
  'steal',
  'recall',
] as const;
export const EVENT_EFFECTS = [
  'none',
  'heal',
  'harm',
  'superior-strategy',
  'open-trapdoors',
  'close-doors',
  'luck',
  'deceit',
  'madness',
  'smoke',
  /** Nemesis: the base sight range is 5 while the card is in play (HY-CARD-EVENT-14). */
  'lights-out',
  /** Nemesis: a 2x2 Darkness template that blocks sight while the card is in play (HY-LOS-22). */
  'darkness',
] as const;
export const ARMY_EFFECTS = ['none', 'heal-all', 'clones-fury', 'corporeal-instability', 'rally'] as const;
export const AURA_EFFECTS = [
  'none',
  'vengeance',
  'renunciation',
  'ward',
  'dread',
  'clarity',
  'haste',
  'weariness',
  'sanctuary',
  'resolve',
] as const;
export const MUTATION_EFFECTS = [
  'none',
  'muscular-hypertrophy',
  'purulent-excrescence',
  'steel-tendons',
  'biomechanical-shell',
  'chitin-plates',
  'second-heart',
  'barbed-tail',
  'acid-glands',
  'grasping-limbs',
] as const;

const cardBase = {
  id: contentId,
  name: z.string().min(1).max(NAME_MAX),
  nameHu,
  text: z.string().max(TEXT_MAX),
  sample: z.boolean(),
};

export const actionCardSchema = z.object({
  ...cardBase,
  points: z.number().int().min(0).max(4),
  /** The machine-readable effect; 'none' when only the points are usable here. */
  effect: z.enum(ACTION_EFFECTS),
});
export type ActionCard = z.infer<typeof actionCardSchema>;

export const eventCardSchema = z.object({
  ...cardBase,
  category: z.enum(['random', 'strategic', 'field']),
  rarity: z.enum(['common', 'rare', 'very-rare']),
  type: z.enum(['interruption', 'reserve', 'constant']),
  effect: z.enum(EVENT_EFFECTS),
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const armyCardSchema = z.object({
  ...cardBase,
  side: sideSchema,
  type: z.enum(['interruption', 'reserve', 'constant']),
  effect: z.enum(ARMY_EFFECTS),
});
export type ArmyCard = z.infer<typeof armyCardSchema>;

export const auraCardSchema = z.object({
  ...cardBase,
  effect: z.enum(AURA_EFFECTS),
});
export type AuraCard = z.infer<typeof auraCardSchema>;

export const mutationCardSchema = z.object({
  ...cardBase,
  effect: z.enum(MUTATION_EFFECTS),
  minNv: z.number().int().min(0).optional(),
});
export type MutationCard = z.infer<typeof mutationCardSchema>;

/**
 * A board tile of 8x8 squares drawn as text (see `parsePicture` in @skirmish/geometry): 15 lines,
 * square rows top first, with edge rows between. Marks on squares: C column, R rockfall,
 * T closed trapdoor, t open trapdoor, E Event counter square, 1-6 Objective counter,
 * r a square where falling rocks land.
 */
export const tileSchema = z.object({
  id: contentId,
  name: z.string().max(NAME_MAX),
  nameHu,
  picture: z.array(z.string().max(NAME_MAX)).length(15),
  sample: z.boolean(),
});
export type Tile = z.infer<typeof tileSchema>;

/** The squares along each side of a tile. */
export const TILE = 8;

const squareSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

export const missionSchema = z.object({
  id: contentId,
  name: z.string().max(NAME_MAX),
  nameHu,
  sample: z.boolean(),
  summary: z.string().max(TEXT_MAX),
  /** Tiles laid out on a grid of tile slots: `at` is the slot (column, row from the bottom). */
  tiles: z.array(
    z.object({
      tile: contentId,
      at: z.tuple([z.number().int().min(0).max(3), z.number().int().min(0).max(3)]),
      rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
    }),
  ),
  /** Extra edges (errata doors and passages, walls between tiles), keyed like geometry edge keys. */
  edges: z.record(z.string(), z.enum(['wall', 'door-closed', 'door-open', 'passage'])),
  /** Doors: one or two edges that open and close together. */
  doors: z.array(
    z.object({
      id: contentId,
      edges: z.array(z.string().max(NAME_MAX)).min(1).max(2),
      open: z.boolean(),
      /** A door that only a mission event unlocks (the Prison's cell doors). */
      locked: z.boolean().optional(),
    }),
  ),
  objectiveCounters: z.array(z.object({ n: z.number().int().min(1).max(6), at: squareSchema })),
  /** Squares for the Event and Trap counters, dealt face down at random at setup. */
  eventSquares: z.array(squareSchema),
  rankTotal: z.number().int().min(1),
  maxWarriors: z.number().int().min(1).max(10),
  roundLimit: z.number().int().min(1).nullable(),
  trapCount: z.number().int().min(0),
  deployment: z.array(
    z.object({
      side: sideSchema,
      rank: z.number().int().min(0).max(4),
      facing: z.enum(['N', 'E', 'S', 'W']),
      squares: z.array(squareSchema).min(1),
    }),
  ),
  objectives: z.array(
    z.object({
      side: sideSchema,
      /** Objective counters the side must carry out; `ordered` means in the listed order. */
      counters: z.array(z.number().int().min(1).max(6)),
      ordered: z.boolean(),
      /** Also (or only) wipe out the enemy. */
      eliminate: z.boolean(),
      /**
       * Also (or only) get warriors out of the laboratory by an Entry/Exit counter: at least
       * `count` of them, and one of each listed profile. Rank 0 warriors never count (HY-OBJ-02).
       */
      exit: z
        .object({
          count: z.number().int().min(0).max(10).optional(),
          warriors: z.array(contentId).max(10).optional(),
        })
        .optional(),
      text: z.string().max(TEXT_MAX),
    }),
  ),
  armies: z.record(sideSchema, z.array(contentId)),
  trapdoorProcedure: z.enum(['none', 'scarlet-hive', 'rockfall']),
  rockfallProcedure: z.boolean(),
  /** Prowlers!: in round 5 the player who carried out Objective 1 rolls a D10. */
  prowlersRoll: z.boolean().optional(),
  /** The Prison: opening this door unlocks every locked door. */
  unlockAllDoor: contentId.optional(),
  /**
   * The profile whose warrior must be the one who opens `unlockAllDoor` (the Prison's Ambrosius,
   * HY-MISSION-09): another warrior opening it unlocks nothing. Without it, anyone's opening does.
   */
  unlockAllBy: contentId.optional(),
  /**
   * Entry/Exit counters: the entry square, or two side by side for a double counter; `covers`
   * are the counter's other squares, which no one may walk on.
   */
  entries: z
    .array(
      z.object({
        id: contentId,
        squares: z.array(squareSchema).min(1).max(2),
        covers: z.array(squareSchema).max(4).optional(),
      }),
    )
    .optional(),
  /** Warriors of a side (all, or only the listed Ranks) that start off the board at an Entry counter. */
  entering: z
    .array(
      z.object({
        side: sideSchema,
        entry: z.string().min(1).max(NAME_MAX),
        ranks: z.array(z.number().int().min(0).max(4)).optional(),
      }),
    )
    .optional(),
  /** The army may be split: reserves wait off the board until round `release`, then come in at `entry`. */
  reserves: z
    .array(
      z.object({
        side: sideSchema,
        entry: z.string().min(1).max(NAME_MAX),
        release: z.number().int().min(2).max(50),
        max: z.number().int().min(1).max(10).optional(),
      }),
    )
    .optional(),
  /** Nemesis module: Lantern counters, each lighting the squares within 10 of it. */
  lanterns: z.array(squareSchema).max(8).optional(),
  /** Nemesis module (Deadly Maze): a lever counter and the trapdoors it opens and closes. */
  lever: z.object({ at: squareSchema, trapdoors: z.array(squareSchema).min(1) }).optional(),
  errataApplied: z.array(z.string().max(NAME_MAX)),
});
export type Mission = z.infer<typeof missionSchema>;

export const contentSchema = z.object({
  meta: z.object({ name: z.string().max(NAME_MAX), nameHu, sample: z.boolean(), note: z.string().max(TEXT_MAX) }),
  profiles: z.array(profileSchema),
  actionCards: z.array(actionCardSchema),
  eventCards: z.array(eventCardSchema),
  armyCards: z.array(armyCardSchema),
  auraCards: z.array(auraCardSchema),
  mutationCards: z.array(mutationCardSchema),
  tiles: z.array(tileSchema),
  missions: z.array(missionSchema).min(1),
});
export type HybridContent = z.infer<typeof contentSchema>;

/** The sides' names in Hungarian, for the problems `checkContent` words. */
const SIDE_HU = { griffin: 'Griff', scorpion: 'Skorpió' } as const;

/** Cross-references the schema cannot state, each problem in the words of `locale`. */
export function checkContent(c: HybridContent, locale: Locale = 'en'): ContentIssue[] {
  const say = sayIn(locale);
  const noProfile = (id: string): string => say(`no profile "${id}"`, `nincs ilyen profil: "${id}"`);
  const noEntry = (id: string): string => say(`no Entry counter "${id}"`, `nincs ilyen Bejárat jelző: "${id}"`);
  const notOfSide = (id: string, side: 'griffin' | 'scorpion'): string =>
    say(`"${id}" is not of side ${side}`, `"${id}" nem a ${SIDE_HU[side]} oldalhoz ("${side}") tartozik`);
  const issues: ContentIssue[] = [];
  const profiles = new Set(c.profiles.map((p) => p.id));
  const tiles = new Set(c.tiles.map((t) => t.id));
  const dup = (list: readonly { id: string }[], path: string): void => {
    issues.push(...duplicateIds(list, path, locale));
  };
  dup(c.profiles, 'profiles');
  dup(c.actionCards, 'actionCards');
  dup(c.eventCards, 'eventCards');
  dup(c.armyCards, 'armyCards');
  dup(c.auraCards, 'auraCards');
  dup(c.mutationCards, 'mutationCards');
  dup(c.tiles, 'tiles');
  dup(c.missions, 'missions');
  c.missions.forEach((m, i) => {
    dup(m.doors, `missions.${i}.doors`);
    // An edge's key is a name of two squares, no longer than any other name.
    for (const k of Object.keys(m.edges))
      if (k.length > NAME_MAX)
        issues.push({
          path: `missions.${i}.edges`,
          message: say(
            `the key "${k.slice(0, 36)}…" is longer than ${NAME_MAX} characters`,
            `a(z) "${k.slice(0, 36)}…" kulcs hosszabb ${NAME_MAX} karakternél`,
          ),
        });
    dup(m.entries ?? [], `missions.${i}.entries`);
    m.tiles.forEach((t, j) => {
      if (!tiles.has(t.tile))
        issues.push({
          path: `missions.${i}.tiles.${j}.tile`,
          message: say(`no tile "${t.tile}"`, `nincs ilyen lapka: "${t.tile}"`),
        });
    });
    const entryIds = new Set((m.entries ?? []).map((e) => e.id));
    (m.entering ?? []).forEach((e, j) => {
      if (!entryIds.has(e.entry)) issues.push({ path: `missions.${i}.entering.${j}.entry`, message: noEntry(e.entry) });
    });
    (m.reserves ?? []).forEach((e, j) => {
      if (!entryIds.has(e.entry)) issues.push({ path: `missions.${i}.reserves.${j}.entry`, message: noEntry(e.entry) });
    });
    m.objectives.forEach((g, j) => {
      if (!g.exit) return;
      const path = `missions.${i}.objectives.${j}.exit`;
      if ((m.entries ?? []).length === 0)
        issues.push({
          path,
          message: say(
            'an exit objective needs an Entry/Exit counter in the mission',
            'a kijárati küldetéscélhoz Bejárat/Kijárat jelző kell a küldetésbe',
          ),
        });
      if ((g.exit.count ?? 0) === 0 && (g.exit.warriors ?? []).length === 0)
        issues.push({
          path,
          message: say(
            'an exit objective names a number of warriors or a warrior',
            'a kijárati küldetéscélnak meg kell neveznie a harcosok számát vagy egy harcost',
          ),
        });
      (g.exit.warriors ?? []).forEach((id, k) => {
        const p = c.profiles.find((x) => x.id === id);
        if (!p) issues.push({ path: `${path}.warriors.${k}`, message: noProfile(id) });
        else if (p.side !== g.side) issues.push({ path: `${path}.warriors.${k}`, message: notOfSide(id, g.side) });
        else if (p.rank === 0)
          issues.push({
            path: `${path}.warriors.${k}`,
            message: say(
              `"${id}" is of Rank 0 and cannot carry out an Objective`,
              `"${id}" 0-s Rangú, nem teljesíthet küldetéscélt`,
            ),
          });
      });
    });
    if (m.unlockAllDoor !== undefined && !m.doors.some((d) => d.id === m.unlockAllDoor))
      issues.push({
        path: `missions.${i}.unlockAllDoor`,
        message: say(
          `no door "${m.unlockAllDoor}" in the mission`,
          `nincs ilyen ajtó a küldetésben: "${m.unlockAllDoor}"`,
        ),
      });
    if (m.unlockAllBy !== undefined) {
      const path = `missions.${i}.unlockAllBy`;
      if (!profiles.has(m.unlockAllBy)) issues.push({ path, message: noProfile(m.unlockAllBy) });
      if (m.unlockAllDoor === undefined)
        issues.push({
          path,
          message: say(
            'names who opens the door that unlocks the others, but the mission has no such door (unlockAllDoor)',
            'megnevezi, ki nyitja a többit feloldó ajtót, de a küldetésben nincs ilyen ajtó (unlockAllDoor)',
          ),
        });
    }
    // Every square the mission names lies on one of its tiles: a counter or a zone off the board
    // could never be reached (an objective there could never be carried out).
    const onTile = ([x, y]: readonly [number, number]) =>
      m.tiles.some(
        (t) => x >= t.at[0] * TILE && x < (t.at[0] + 1) * TILE && y >= t.at[1] * TILE && y < (t.at[1] + 1) * TILE,
      );
    const offBoard = (path: string, sq: readonly [number, number]) => {
      if (!onTile(sq))
        issues.push({
          path,
          message: say(
            `square ${sq[0]},${sq[1]} is on none of the mission's tiles`,
            `${huArticle(sq[0])} ${sq[0]},${sq[1]} mező a küldetés egyik lapkáján sincs rajta`,
          ),
        });
    };
    m.objectiveCounters.forEach((o, j) => offBoard(`missions.${i}.objectiveCounters.${j}.at`, o.at));
    m.eventSquares.forEach((sq, j) => offBoard(`missions.${i}.eventSquares.${j}`, sq));
    m.deployment.forEach((d, j) =>
      d.squares.forEach((sq, k) => offBoard(`missions.${i}.deployment.${j}.squares.${k}`, sq)),
    );
    (m.entries ?? []).forEach((e, j) => {
      e.squares.forEach((sq, k) => offBoard(`missions.${i}.entries.${j}.squares.${k}`, sq));
      (e.covers ?? []).forEach((sq, k) => offBoard(`missions.${i}.entries.${j}.covers.${k}`, sq));
    });
    (m.lanterns ?? []).forEach((sq, j) => offBoard(`missions.${i}.lanterns.${j}`, sq));
    if (m.lever) {
      offBoard(`missions.${i}.lever.at`, m.lever.at);
      m.lever.trapdoors.forEach((sq, j) => offBoard(`missions.${i}.lever.trapdoors.${j}`, sq));
    }
    for (const side of ['griffin', 'scorpion'] as const) {
      (m.armies[side] ?? []).forEach((id, j) => {
        if (!profiles.has(id)) issues.push({ path: `missions.${i}.armies.${side}.${j}`, message: noProfile(id) });
        else if (c.profiles.find((p) => p.id === id)?.side !== side)
          issues.push({ path: `missions.${i}.armies.${side}.${j}`, message: notOfSide(id, side) });
      });
    }
  });
  for (const side of ['griffin', 'scorpion'] as const) {
    const n = c.armyCards.filter((a) => a.side === side).length;
    if (n < 2)
      issues.push({
        path: 'armyCards',
        message: say(
          `side ${side} needs at least 2 Army cards, has ${n}`,
          `a ${SIDE_HU[side]} oldalnak ("${side}") legalább 2 Seregkártya kell, ${n} van`,
        ),
      });
  }
  return issues;
}
