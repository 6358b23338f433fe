/** Odds procedures: exact distributions of the after-battle rolls. */
import { type Dist, fail, ok, sayIn, type DistKey, type OddsProcedure } from '@skirmish/core';
import { machineRecoveryDist, recuperationDist } from './afterbattle.ts';
import { stateName } from './words.ts';
import type { DogsContent } from './content/schema.ts';

/** The wounds a soldier recuperates from after the mission. */
const RECUPERATING = ['serious', 'critical', 'killed-outright'] as const;
/** The wounds in words in `locale`, by value: the log's and the report form's words. */
const woundWords = (locale: 'en' | 'hu') => Object.fromEntries(RECUPERATING.map((w) => [w, stateName(w, locale)]));

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
];
