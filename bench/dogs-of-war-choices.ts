/**
 * Dogs of War: CPU µs a choice (listing the legal choices, then applying a random one) in random
 * leagues and in scaled leagues, with the report step's listing timed apart.
 *
 *   npx tsx bench/dogs-of-war-choices.ts [--leagues 3] [--missions 10] [--scaled 5,10,20,30] [--scaled-missions 50]
 */
import { resolveOptions, SeededDice, unwrap } from '@skirmish/core';
import { dogsOfWarRuleset, probeDice, reportCandidates, scaledLeague } from '@skirmish/dogs-of-war';
import type { CampaignState, Choice } from '@skirmish/dogs-of-war';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};

const content = dogsOfWarRuleset.content.sample;
const rules = dogsOfWarRuleset.rules(content, unwrap(resolveOptions(dogsOfWarRuleset.options, {})));

const REPS = 20;

const cpuUs = (c0: NodeJS.CpuUsage): number => {
  const c = process.cpuUsage(c0);
  return c.user + c.system;
};

interface Tally {
  choices: number;
  us: number;
  reports: number;
  reportUs: number;
  /** The same report positions listed the old way: every candidate through `apply`. */
  byApplyUs: number;
}

function play(s0: CampaignState, seed: number, t: Tally, cap = 200_000): void {
  let s = s0;
  const dice = SeededDice.fromSeed(seed);
  const pick = SeededDice.fromSeed(seed * 7 + 3);
  let n = 0;
  while (rules.outcome(s) === null && n < cap) {
    const decision = rules.pending(s)[0];
    const seat = decision?.seats[0];
    if (seat === undefined) break;
    const c0 = process.cpuUsage();
    const legal: readonly Choice[] = rules.legalChoices(s, seat);
    if (legal.length === 0) break;
    const choice = legal[pick.pick(legal.length)]!;
    const next = unwrap(rules.apply(s, seat, choice, dice)).state;
    t.us += cpuUs(c0);
    t.choices++;
    if (decision?.kind === 'dogs-of-war/report') {
      // The same position listed REPS times each way: by the report's own check (the listing),
      // and the old way, every candidate through `apply` with stand-in dice.
      t.reports += REPS;
      const l0 = process.cpuUsage();
      for (let i = 0; i < REPS; i++) rules.legalChoices(s, seat);
      t.reportUs += cpuUs(l0);
      const b = s.battles.find((x) => x.step === 'report' && x.seats.includes(seat)) ?? s.battles[0];
      const a0 = process.cpuUsage();
      for (let i = 0; i < REPS; i++)
        if (b)
          reportCandidates(s, b).filter((report) => rules.apply(s, seat, { kind: 'report', report }, probeDice()).ok);
      t.byApplyUs += cpuUs(a0);
    }
    s = next;
    n++;
  }
}

const line = (label: string, t: Tally): string =>
  `${label}: ${t.choices} choices, ${(t.us / t.choices).toFixed(0)} µs a choice; ` +
  `${t.reports} report listings, ${(t.reportUs / Math.max(1, t.reports)).toFixed(0)} µs each ` +
  `(every candidate through apply: ${(t.byApplyUs / Math.max(1, t.reports)).toFixed(0)} µs)`;

const leagues = Number(arg('leagues', '3'));
const missions = Number(arg('missions', '10'));
const warm: Tally = { choices: 0, us: 0, reports: 0, reportUs: 0, byApplyUs: 0 };
play(
  unwrap(rules.setup({ ...(dogsOfWarRuleset.defaultSetup as object), missions: 2 }, SeededDice.fromSeed(99))),
  99,
  warm,
);

const random: Tally = { choices: 0, us: 0, reports: 0, reportUs: 0, byApplyUs: 0 };
for (let seed = 1; seed <= leagues; seed++) {
  const setup = {
    companies: [
      { seat: 'red', name: 'Red' },
      { seat: 'blue', name: 'Blue' },
    ],
    missions,
  };
  play(unwrap(rules.setup(setup, SeededDice.fromSeed(seed))), seed, random);
}
console.log(line(`random leagues (${leagues} of ${missions} missions)`, random));

const scaledMissions = Number(arg('scaled-missions', '50'));
for (const n of arg('scaled', '5,10,20,30').split(',').filter(Boolean).map(Number)) {
  const t: Tally = { choices: 0, us: 0, reports: 0, reportUs: 0, byApplyUs: 0 };
  play(scaledLeague(rules, content, n, scaledMissions, 1), 1, t);
  console.log(line(`scaled league, ${n} soldiers, ${scaledMissions} missions`, t));
}
