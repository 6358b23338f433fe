/** Odds procedures: exact distributions of the after-battle rolls. */
import { type Dist, fail, ok, type DistKey, type OddsProcedure } from '@skirmish/core';
import { machineRecoveryDist, recuperationDist } from './afterbattle.ts';
import type { DogsContent } from './content/schema.ts';

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
        values: ['serious', 'critical', 'killed-outright'],
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
    compute(inputs) {
      const wound = inputs['wound'];
      if (wound !== 'serious' && wound !== 'critical' && wound !== 'killed-outright')
        return fail('odds/invalid-param', 'wound must be serious, critical or killed-outright');
      const dist = recuperationDist({
        wound,
        medic: inputs['medic'] === true,
        convalescent: inputs['convalescent'] === true,
      });
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
    compute(inputs) {
      const sp = Number(inputs['sp']);
      const lost = Number(inputs['lost']);
      if (lost > sp) return fail('odds/invalid-param', 'A machine cannot lose more SP than it has');
      return ok(machineRecoveryDist(sp, lost) as Dist<DistKey>);
    },
  },
];
