/** Odds procedures: exact distributions of the campaign's rolls (after the battle, before it, in the hunt). */
import { Dist, fail, ok, sayIn, type DistKey, type OddsProcedure } from '@skirmish/core';
import { machineRecoveryDist, recuperationDist } from './afterbattle.ts';
import { locationSucceeds, percentile } from './campaign.ts';
import { missionRollTotal } from './premission.ts';
import { stateName } from './words.ts';
import type { DogsContent } from './content/schema.ts';

/** The wounds a soldier recuperates from after the mission. */
const RECUPERATING = ['serious', 'critical', 'killed-outright'] as const;
/** The wounds in words in `locale`, by value: the log's and the report form's words. */
const woundWords = (locale: 'en' | 'hu') => Object.fromEntries(RECUPERATING.map((w) => [w, stateName(w, locale)]));

/**
 * An opposed 1d6 of the mission choice or of the Attacker, +2 for a side with a military advisor,
 * rolled again on a tie: whether the company wins it.
 */
export function opposedRollDist(advisor: boolean, foeAdvisor: boolean): Dist<'win' | 'lose'> {
  const weights: Array<readonly ['win' | 'lose', number]> = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      const mine = missionRollTotal(a, advisor);
      const theirs = missionRollTotal(b, foeAdvisor);
      // A tie is rolled again: the chances are those of the rolls that decide.
      if (mine !== theirs) weights.push([mine > theirs ? 'win' : 'lose', 1]);
    }
  return Dist.weighted(weights);
}

/**
 * A location attempt: percentile dice against the company's clues; found or not. `clueDice` d6
 * of clues come first (an evening's rumors, DW-CAMPAIGN-09, and its corruption, DW-CAMPAIGN-10,
 * before the next morning's attempt).
 */
export function locationDist(clues: number, clueDice = 0): Dist<'found' | 'missed'> {
  const attempt = (total: number): Dist<'found' | 'missed'> => {
    const weights: Array<readonly ['found' | 'missed', number]> = [];
    for (let tens = 1; tens <= 10; tens++)
      for (let units = 1; units <= 10; units++)
        weights.push([locationSucceeds(percentile(tens, units), total) ? 'found' : 'missed', 1]);
    return Dist.weighted(weights);
  };
  if (clueDice === 0) return attempt(clues);
  return Dist.die(6)
    .repeatSum(clueDice)
    .bind((more) => attempt(clues + more));
}

const OPPOSED_WORDS = {
  en: { win: 'the company wins', lose: 'the other company wins' },
  hu: { win: 'a csapat nyer', lose: 'a másik csapat nyer' },
} as const;
const LOCATION_WORDS = {
  en: { found: 'the Cardinal is found', missed: 'not found: 1d6 clues lost' },
  hu: { found: 'megvan a Bíboros', missed: 'nincs meg: 1d6 nyom elvész' },
} as const;
/** An outcome of the two rolls above in words, or undefined for a key they never give. */
const wordOf = (table: Readonly<Record<string, string>>, k: DistKey): string | undefined =>
  typeof k === 'string' ? table[k] : undefined;

export const ODDS: readonly OddsProcedure<DogsContent>[] = [
  {
    id: 'recuperation',
    description:
      "A soldier's recuperation roll: 2d6 on the table, a medic and convalescence read higher, the medic's d6 on a raw Dead.",
    rule: 'DW-RECUP-02',
    params: [
      {
        name: 'wound',
        type: 'choice',
        values: RECUPERATING,
        required: true,
        description: 'The wound level after the mission',
      },
      {
        name: 'medic',
        type: 'boolean',
        default: false,
        description: 'The company has a medic who was not killed outright',
      },
      {
        name: 'convalescent',
        type: 'boolean',
        default: false,
        description: 'The soldier did not take part in the mission',
      },
    ],
    values: woundWords('en'),
    words: {
      hu: {
        description:
          'Egy katona gyógyulási dobása: 2d6 a táblázaton, a felcser és a lábadozás javít rajta, nyers halálnál a felcser d6-ja dönt.',
        params: {
          wound: 'A seb foka a küldetés után',
          medic: 'A csapatnak van felcsere, aki nem halt meg azonnal',
          convalescent: 'A katona nem vett részt a küldetésben',
        },
        values: woundWords('hu'),
        outcome: (k) => stateName(k, 'hu'),
      },
    },
    compute(inputs, { locale, options }) {
      const wound = inputs['wound'];
      if (wound !== 'serious' && wound !== 'critical' && wound !== 'killed-outright')
        return fail(
          'odds/invalid-param',
          sayIn(locale ?? 'en')(
            'wound must be serious, critical or killed-outright',
            'a seb foka serious, critical vagy killed-outright lehet',
          ),
        );
      // A convalescent's raw Dead with a medic is read as the table's option says.
      const dist = recuperationDist(
        { wound, medic: inputs['medic'] === true, convalescent: inputs['convalescent'] === true },
        options['convalescent-dead-with-medic'] === 'medic-roll' ? 'medic-roll' : 'shift-first',
      );
      return ok(dist as Dist<DistKey>);
    },
  },
  {
    id: 'machine-recuperation',
    description: 'A war machine\'s structure after the battle: its SP, or "destroyed" when lost for good.',
    rule: 'DW-RECUP-12',
    params: [
      {
        name: 'sp',
        type: 'integer',
        min: 1,
        max: 100,
        required: true,
        description: "The machine's full structure points",
      },
      {
        name: 'lost',
        type: 'integer',
        min: 0,
        max: 100,
        required: true,
        description: 'Structure points lost in the battle',
      },
    ],
    words: {
      hu: {
        description:
          'Egy hadigép szerkezete a csata után: a szerkezeti pontjai (SZP), vagy „elpusztult”, ha végleg odaveszett.',
        params: { sp: 'A gép teljes szerkezeti pontja (SZP)', lost: 'A csatában elvesztett szerkezeti pontok' },
        outcome: (k) => (k === 'destroyed' ? 'elpusztult' : typeof k === 'number' ? `${k} SZP` : undefined),
      },
    },
    outcome: (k) => (k === 'destroyed' ? 'destroyed' : typeof k === 'number' ? `${k} SP` : undefined),
    compute(inputs, { locale }) {
      const sp = Number(inputs['sp']);
      const lost = Number(inputs['lost']);
      if (lost > sp)
        return fail(
          'odds/invalid-param',
          sayIn(locale ?? 'en')(
            'A machine cannot lose more SP than it has',
            'Egy gép nem veszíthet több SZP-t, mint amennyi van neki',
          ),
        );
      return ok(machineRecoveryDist(sp, lost) as Dist<DistKey>);
    },
  },
  {
    id: 'mission-roll',
    description:
      'The opposed 1d6 for the mission choice or for the Attacker: +2 for a side with a military advisor, a tie rolled again.',
    rule: 'DW-MISSION-PRE-01',
    params: [
      {
        name: 'advisor',
        type: 'boolean',
        default: false,
        description: 'The company has a military advisor',
      },
      {
        name: 'foe-advisor',
        type: 'boolean',
        default: false,
        description: 'The other company has a military advisor',
      },
    ],
    words: {
      hu: {
        description:
          'Az egymás elleni 1d6 a küldetés választásáért vagy a támadó szerepéért: katonai tanácsadóval +2, döntetlennél újra dobnak.',
        params: {
          advisor: 'A csapatnak van katonai tanácsadója',
          'foe-advisor': 'A másik csapatnak van katonai tanácsadója',
        },
        outcome: (k) => wordOf(OPPOSED_WORDS.hu, k),
      },
    },
    outcome: (k) => wordOf(OPPOSED_WORDS.en, k),
    compute(inputs) {
      return ok(opposedRollDist(inputs['advisor'] === true, inputs['foe-advisor'] === true) as Dist<DistKey>);
    },
  },
  {
    id: 'location',
    description: "Hang 'Em High: a morning's attempt to locate the Cardinal, percentile dice below the clues.",
    rule: 'DW-CAMPAIGN-13',
    params: [
      {
        name: 'clues',
        type: 'integer',
        min: 0,
        max: 100,
        required: true,
        description: "The company's clues",
      },
      {
        name: 'clue-dice',
        type: 'integer',
        min: 0,
        max: 2,
        default: 0,
        description:
          'D6 of clues still to come before the attempt: 1 for the evening rumors, 2 with corruption as well',
      },
    ],
    words: {
      hu: {
        description: "Hang 'Em High: reggeli kísérlet a Bíboros felkutatására, százalékos dobás a nyomok száma alatt.",
        params: {
          clues: 'A csapat nyomainak száma',
          'clue-dice': 'Hány d6 nyom jön még a kísérlet előtt: 1 az esti szóbeszédért, 2 ha megvesztegetés is van',
        },
        outcome: (k) => wordOf(LOCATION_WORDS.hu, k),
      },
    },
    outcome: (k) => wordOf(LOCATION_WORDS.en, k),
    compute(inputs) {
      return ok(locationDist(Number(inputs['clues']), Number(inputs['clue-dice'] ?? 0)) as Dist<DistKey>);
    },
  },
];
