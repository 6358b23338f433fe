import { CHARACTERISTIC_COSTS, type Characteristic } from '@skirmish/dogs-of-war';

/**
 * What the Dogs of War sheet knows about the campaign view (the league state), in one place.
 * Read defensively: the campaign manager is still growing.
 */
export interface DwSoldier {
  readonly id: string;
  readonly name: string;
  readonly profile: string;
  readonly rank: string;
  readonly initialValue: number;
  readonly original: Readonly<Record<string, number | null>>;
  readonly bought: Readonly<Record<string, number>>;
  readonly abilities: ReadonlyArray<{ readonly id?: string; readonly name?: string; readonly level?: number }>;
  readonly ep: { readonly acquired: number; readonly used: number; readonly lost: number };
  readonly champion: boolean;
  readonly role: string | null;
  readonly musician: boolean;
  readonly standardBearer: boolean;
  readonly aftereffect: string;
  readonly familiarOf: string | null;
}

export interface DwCompany {
  readonly seat: string;
  readonly name: string;
  readonly people: string | null;
  readonly captain: string | null;
  readonly renown: number;
  readonly resources: number;
  readonly formationEP: number;
  readonly soldiers: readonly DwSoldier[];
}

export interface DwView {
  readonly round: number;
  readonly missionsPlanned: number;
  readonly companies: Readonly<Record<string, DwCompany>>;
  readonly finished: boolean;
}

export function asDogsView(v: unknown): DwView | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Partial<DwView>;
  return o.companies && typeof o.companies === 'object' ? (v as DwView) : null;
}

/** The characteristics printed on a sheet, in the book's order. */
export const SHEET_STATS = [
  'MOV',
  'INI',
  'ATT',
  'STR',
  'DEF',
  'RES',
  'AIM',
  'COU',
  'FEAR',
  'DIS',
  'POW',
  'FAITH',
] as const;

/**
 * A characteristic as it stands: the card value plus the steps bought with experience, each step
 * the size the rules give it (2.5 for MOV, 1 for the others).
 */
export function current(s: DwSoldier, stat: string): number | null {
  const base = s.original[stat];
  if (base === null || base === undefined) return null;
  const step = CHARACTERISTIC_COSTS[stat as Characteristic]?.step ?? 1;
  return base + (s.bought[stat] ?? 0) * step;
}

/** Current value: the initial value plus a tenth of the EP used, rounded down. */
export function soldierValue(s: DwSoldier): number {
  return s.initialValue + Math.floor(s.ep.used / 10);
}

export const unusedEP = (s: DwSoldier): number => s.ep.acquired - s.ep.used - s.ep.lost;
