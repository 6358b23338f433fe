/** The after-action report form's draft and how it becomes the report the rules read. */
import {
  DESTRUCTION_ELEMENTS,
  INTRUSION_PER_ZONE,
  RAID_MERCHANTS,
  ZONE_BONUS_EP,
  aimEP,
  destructionElementCount,
  dogsOfWarRuleset,
  jewelsLaidOut,
  mysticTestEP,
  sectorsLaidOut,
  type DestructionElement,
} from '@skirmish/dogs-of-war';
import type { GameEvent } from '@skirmish/core';
import type { AfterActionReport, Battle, Fighter } from './logic.ts';

export { aimEP, mysticTestEP };

/** A wound's target who is on no mission sheet (a neutral, a summoned miniature): the players give his value. */
export const OTHER_TARGET = 'other';

/**
 * The most each number box of the objectives may hold: what the mission lays out, as the rules
 * count it (each deployment zone's objectives, the sectors and the jewels the battle rolled, the
 * merchants); an element of Destruction loses at most the SP it has.
 */
export const OBJECTIVE_MAX = {
  perZone: INTRUSION_PER_ZONE,
  sectors: sectorsLaidOut,
  jewels: jewelsLaidOut,
  merchants: RAID_MERCHANTS,
  elementSP: (type: DestructionElement): number => DESTRUCTION_ELEMENTS[type].sp,
} as const;

export type Result = 'victory' | 'draw' | 'defeat';
export type DamageResult = 'light' | 'serious' | 'critical' | 'killed-outright';

export interface DeedRow {
  readonly kind: 'wound' | 'aim' | 'power' | 'divination' | 'bonus';
  readonly soldier: string;
  /** A fighter of `targetsOf`, or `OTHER_TARGET`. */
  readonly target: string;
  /** The value of the `OTHER_TARGET` fighter wounded. */
  readonly targetValue: number;
  readonly result: DamageResult;
  readonly ranged: boolean;
  readonly secondary: boolean;
  readonly aim: number;
  readonly value: number;
  readonly difficulty: number;
  readonly ep: number;
  /** An aim deed of an immobile machine: the other servants who took part; each earns the EP in full. */
  readonly crew: readonly string[];
}

export interface ObjectivesDraft {
  readonly on: boolean;
  readonly held: Readonly<Record<string, { readonly own: number; readonly enemy: number }>>;
  /** Invasion sectors or Treasure Hunt traps, per seat. */
  readonly counts: Readonly<Record<string, number>>;
  readonly elements: ReadonlyArray<{ readonly type: 'idol' | 'altar' | 'temple'; readonly spLost: number }>;
  readonly fate: 'left-neutral-or-defender-edge' | 'left-attacker-edge' | 'killed' | 'other';
  readonly killed: number;
  readonly tents: ReadonlyArray<'attacker' | 'defender' | 'none'>;
  readonly chestTent: string | null;
  readonly attackerControls: boolean;
}

export interface ReportDraft {
  readonly results: Readonly<Record<string, Result>>;
  readonly retreat: string | null;
  readonly deeds: readonly DeedRow[];
  readonly wounds: ReadonlyArray<{
    readonly soldier: string;
    readonly state: 'serious' | 'critical' | 'killed-outright';
  }>;
  /** Structure points lost, by machine or asset id. */
  readonly structure: Readonly<Record<string, number>>;
  readonly objectives: ObjectivesDraft;
  readonly captures: readonly string[];
  /** Fighters who began the mission with a Serious or Critical wound and were healed on the table. */
  readonly healed: readonly string[];
  /** Machines whose boiler or carburetor exploded. */
  readonly exploded: readonly string[];
}

export function emptyDraft(b: Battle): ReportDraft {
  const [s0, s1] = b.seats;
  // Destruction lays out as many elements as the Attacker's value sets (DW-MSN-DEST-01): one row
  // each, untouched until the players say what they lost.
  const attacker = b.attacker === null ? undefined : b.groups[b.attacker];
  const elements = b.mission === 'destruction' && attacker ? destructionElementCount(attacker.value) : 0;
  return {
    results: { [s0]: 'draw', [s1]: 'draw' },
    retreat: null,
    deeds: [],
    wounds: [],
    structure: {},
    objectives: {
      on: false,
      held: {},
      counts: {},
      elements: Array.from({ length: elements }, () => ({ type: 'idol' as const, spLost: 0 })),
      fate: 'other',
      killed: 0,
      tents: Array.from({ length: RAID_MERCHANTS }, () => 'none' as const),
      chestTent: null,
      attackerControls: false,
    },
    captures: [],
    healed: [],
    exploded: [],
  };
}

/**
 * A new deed row: a wound by the first fighter on the first fighter of the other side, or on
 * another fighter where that side has none on its sheet (a neutral company's).
 */
export function newDeed(fighters: readonly Fighter[]): DeedRow {
  const author = fighters[0];
  const target = fighters.find((f) => f.seat !== author?.seat);
  return {
    kind: 'wound',
    soldier: author?.id ?? '',
    target: target?.id ?? OTHER_TARGET,
    targetValue: 0,
    result: 'serious',
    ranged: false,
    secondary: false,
    aim: 0,
    value: 0,
    difficulty: 0,
    ep: ZONE_BONUS_EP,
    crew: [],
  };
}

/**
 * The form's draft with one side's result set as the player chose it, and nothing else changed:
 * the report says what the player wrote, and whether the results agree is the rules' to judge.
 */
export function resultPatch(d: ReportDraft, seat: string, result: Result): Partial<ReportDraft> {
  return { results: { ...d.results, [seat]: result } };
}

/**
 * What the form's draft becomes when `retreat` (a seat, or null) is said to have retreated: the
 * retreat alone, the results as the player wrote them (the rules refuse results that do not fit
 * it). A Defender leaving a Destruction leaves the Attacker's elements destroyed, so the report
 * must name them (DW-MSN-DEST-09) and their part of the form opens.
 */
export function retreatPatch(d: ReportDraft, b: Battle, retreat: string | null): Partial<ReportDraft> {
  if (retreat === null) return { retreat: null };
  const elements = b.mission === 'destruction' && b.attacker !== null && retreat !== b.attacker;
  return {
    retreat,
    ...(elements ? { objectives: { ...d.objectives, on: true } } : {}),
  };
}

/**
 * A Raid tent's holders as the form offers them: the Attacker's company, the Defender's, or
 * nobody, each with the seat it names (null for nobody, or a side the battle has not set).
 */
export function tentSides(b: Battle): Array<readonly ['attacker' | 'defender' | 'none', string | null]> {
  const defender = b.attacker === null ? null : (b.seats.find((s) => s !== b.attacker) ?? null);
  return [
    ['attacker', b.attacker],
    ['defender', defender],
    ['none', null],
  ];
}

/** Adds or removes an id, keeping the list free of repeats. */
export function toggled(list: readonly string[], id: string, on: boolean): string[] {
  const rest = list.filter((x) => x !== id);
  return on ? [...rest, id] : rest;
}

function objectivesOf(d: ReportDraft, b: Battle): AfterActionReport['objectives'] {
  const o = d.objectives;
  if (!o.on) return null;
  const per = <T>(f: (seat: string) => T): Record<string, T> =>
    Object.fromEntries(b.seats.map((s) => [s, f(s)] as const));
  switch (b.mission) {
    case 'intrusion':
      return { mission: 'intrusion', held: per((s) => o.held[s] ?? { own: 0, enemy: 0 }) };
    case 'invasion':
      return { mission: 'invasion', sectors: per((s) => o.counts[s] ?? 0) };
    case 'destruction':
      return { mission: 'destruction', elements: [...o.elements] };
    case 'assassination':
      return { mission: 'assassination', fate: o.fate };
    case 'treasure-hunt':
      return { mission: 'treasure-hunt', traps: per((s) => o.counts[s] ?? 0) };
    case 'raid':
      return {
        mission: 'raid',
        killed: o.killed,
        tents: o.tents.slice(0, RAID_MERCHANTS - o.killed),
        chestTent: o.chestTent,
      };
    case 'death-to-the-cardinal':
      return { mission: 'death-to-the-cardinal', attackerControls: o.attackerControls };
    case null:
      return null;
  }
}

/** The value a wound deed's target is read with: the target's own (`targetsOf`), or the one given for another fighter. */
export function targetValueOf(
  d: Pick<DeedRow, 'target' | 'targetValue'>,
  targets: ReadonlyArray<{ readonly id: string; readonly value: number }>,
): number {
  return d.target === OTHER_TARGET ? d.targetValue : (targets.find((t) => t.id === d.target)?.value ?? 0);
}

/** The report in the JSON format of the rules, from the form's draft; `targets` give the wounded's values. */
export function buildReport(
  d: ReportDraft,
  b: Battle,
  targets: ReadonlyArray<{ readonly id: string; readonly value: number }>,
): AfterActionReport {
  return {
    results: { ...d.results },
    retreat: d.retreat,
    deeds: d.deeds.map((x) => {
      switch (x.kind) {
        case 'wound':
          return {
            kind: 'wound' as const,
            soldier: x.soldier,
            result: x.result,
            targetValue: targetValueOf(x, targets),
            // The fighter named, that the rules hold the deed against the wounds and objectives.
            ...(x.target !== OTHER_TARGET ? { target: x.target } : {}),
            ...(x.ranged ? { ranged: true } : {}),
            ...(x.secondary ? { secondary: true } : {}),
          };
        case 'aim': {
          const crew = [...new Set(x.crew)].filter((id) => id !== x.soldier);
          return {
            kind: 'aim' as const,
            soldier: x.soldier,
            aim: x.aim,
            difficulty: x.difficulty,
            ...(crew.length > 0 ? { crew } : {}),
          };
        }
        case 'power':
        case 'divination':
          return { kind: x.kind, soldier: x.soldier, value: x.value, difficulty: x.difficulty };
        case 'bonus':
          return { kind: 'bonus' as const, soldier: x.soldier, ep: x.ep };
      }
    }),
    wounds: d.wounds.map((x) => ({ soldier: x.soldier, state: x.state })),
    structure: Object.entries(d.structure)
      .filter(([, lost]) => lost > 0)
      .map(([id, lost]) => ({ id, lost })),
    objectives: objectivesOf(d, b),
    captures: d.captures.map((x) => x.trim()).filter((x) => x !== ''),
    ...(d.healed.length > 0 ? { healed: [...new Set(d.healed)] } : {}),
    ...(d.exploded.length > 0 ? { exploded: [...new Set(d.exploded)] } : {}),
  };
}

/** A report pasted as JSON, checked by the rules' own schema; null when it is not one. */
export function parseReport(v: unknown): AfterActionReport | null {
  const parsed = dogsOfWarRuleset.choiceSchema.safeParse({ kind: 'report', report: v });
  return parsed.success && parsed.data.kind === 'report' ? parsed.data.report : null;
}

/**
 * The form's draft of a report already given (one sent back, to be corrected and given again).
 * A wound's target is the fighter the report named, else a fighter with the value the report read,
 * left unnamed as the report left him (the rules hold a named one against the wounds); the rest is
 * as the report says.
 */
export function draftOf(
  r: AfterActionReport,
  b: Battle,
  fighters: readonly Fighter[],
  targets: ReadonlyArray<{ readonly id: string; readonly seat: string; readonly value: number }>,
): ReportDraft {
  const empty = emptyDraft(b);
  const blank = newDeed(fighters);
  const deeds = r.deeds.map((d): DeedRow => {
    const row = { ...blank, soldier: d.soldier };
    switch (d.kind) {
      case 'wound': {
        // The fighter the report named; one it did not name stays unnamed, another fighter of its value.
        const target = d.target === undefined ? undefined : targets.find((t) => t.id === d.target);
        return {
          ...row,
          kind: 'wound',
          result: d.result,
          target: target?.id ?? OTHER_TARGET,
          targetValue: target ? 0 : d.targetValue,
          ranged: d.ranged === true,
          secondary: d.secondary === true,
        };
      }
      case 'aim':
        return { ...row, kind: 'aim', aim: d.aim, difficulty: d.difficulty, crew: [...(d.crew ?? [])] };
      case 'power':
      case 'divination':
        return { ...row, kind: d.kind, value: d.value, difficulty: d.difficulty };
      case 'bonus':
        return { ...row, kind: 'bonus', ep: d.ep };
    }
  });
  const o = r.objectives;
  const objectives: ObjectivesDraft = !o
    ? empty.objectives
    : {
        ...empty.objectives,
        on: true,
        ...(o.mission === 'intrusion' ? { held: o.held } : {}),
        ...(o.mission === 'invasion' ? { counts: o.sectors } : {}),
        ...(o.mission === 'treasure-hunt' ? { counts: o.traps } : {}),
        ...(o.mission === 'destruction' ? { elements: o.elements } : {}),
        ...(o.mission === 'assassination' ? { fate: o.fate } : {}),
        ...(o.mission === 'raid'
          ? {
              killed: o.killed,
              tents: Array.from({ length: RAID_MERCHANTS }, (_, i) => o.tents[i] ?? 'none'),
              chestTent: o.chestTent,
            }
          : {}),
        ...(o.mission === 'death-to-the-cardinal' ? { attackerControls: o.attackerControls } : {}),
      };
  return {
    ...empty,
    results: { ...empty.results, ...r.results },
    retreat: r.retreat,
    deeds,
    wounds: r.wounds.map((x) => ({ soldier: x.soldier, state: x.state })),
    structure: Object.fromEntries(r.structure.map((x) => [x.id, x.lost])),
    objectives,
    captures: [...r.captures],
    healed: [...(r.healed ?? [])],
    exploded: [...(r.exploded ?? [])],
  };
}

/**
 * The report of battle `battle` last sent back, who gave it and who sent it back, where the log's
 * last word on the battle's report is that it was sent back (none once a report is given again).
 */
export function refusedReport(
  log: ReadonlyArray<{ readonly event: GameEvent }>,
  battle: number,
): { readonly report: AfterActionReport; readonly by: string; readonly refuser: string } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]?.event;
    if (!e || e['battle'] !== battle) continue;
    if (e.type === 'report-given' || e.type === 'report-taken' || e.type === 'report-accepted') return null;
    if (e.type !== 'report-refused') continue;
    const report = parseReport(e['report']);
    return report && typeof e['by'] === 'string' && typeof e.seat === 'string'
      ? { report, by: e['by'], refuser: e.seat }
      : null;
  }
  return null;
}

/**
 * A report half filled is kept in the browser (sessionStorage) until it is sent, so a reload
 * brings it back: one per game, battle and seat. `from` says whether it was begun on an empty form
 * or on a report sent back, so a report sent back later still fills the form.
 */
export function draftKey(gameId: string, battle: number, seat: string): string {
  return `dw-report-draft:${gameId}:${battle}:${seat}`;
}

type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): DraftStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(
  key: string,
  from: 'first' | 'again',
  draft: ReportDraft,
  storage: DraftStore | null = store(),
): void {
  try {
    storage?.setItem(key, JSON.stringify({ from, draft }));
  } catch {
    // A full or forbidden storage only loses the draft on reload.
  }
}

/** The kept draft begun the same way, or null (none, another kind, or not readable). */
export function loadDraft(
  key: string,
  from: 'first' | 'again',
  storage: DraftStore | null = store(),
): ReportDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const kept = JSON.parse(raw) as { from?: unknown; draft?: unknown };
    if (kept.from !== from || typeof kept.draft !== 'object' || kept.draft === null) return null;
    const d = kept.draft as Partial<ReportDraft>;
    if (typeof d.results !== 'object' || !Array.isArray(d.deeds) || !Array.isArray(d.wounds)) return null;
    return kept.draft as ReportDraft;
  } catch {
    return null;
  }
}

export function dropDraft(key: string, storage: DraftStore | null = store()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
