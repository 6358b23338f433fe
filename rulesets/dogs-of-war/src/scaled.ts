/**
 * Leagues of a chosen company size, for the benchmark's scaling series: two companies of N
 * soldiers each (the captain among them), formed and at their last formation step, so the first
 * choices are the attribute purchases and `done`, and the league of `missions` rounds follows.
 *
 * The captain is named by the rules (`nameCaptain`); the other soldiers are made by the rules'
 * own `makeSoldier` from the profiles a captain-only company of that people may recruit, in turn.
 * They are not recruited one by one, so neither renown nor maximum strength stops them: the
 * company's renown is set to its value plus 10, and a company above its maximum strength (the
 * book's largest is 29) simply recruits nobody until losses bring it back under.
 */
import { SeededDice, unwrap, type Rules } from '@skirmish/core';
import type { Choice } from './choices.ts';
import { companyValue, type Company } from './company.ts';
import type { DogsContent } from './content/schema.ts';
import { anyAspectChoice } from './content/people.ts';
import { makeSoldier, nameCaptain, newCompany, recruit } from './management.ts';
import { anyMagicChoice } from './experience.ts';
import type { CampaignState } from './state.ts';

/** The two sides of a scaled league: a people each and the captain's profile. */
const SIDES = [
  { seat: 'red', name: 'Red', people: 'alahan', captain: 'paladin-of-alahan' },
  { seat: 'blue', name: 'Blue', people: 'acheron', captain: null },
] as const;

export function scaledSetup(missions = 50): unknown {
  return { companies: SIDES.map((s) => ({ seat: s.seat, name: s.name })), missions, campaign: 'league' };
}

/** A formed company of `soldiers` soldiers of one people. */
export function scaledCompany(
  content: DogsContent,
  seat: string,
  name: string,
  people: string,
  soldiers: number,
  captainProfile: string | null = null,
): Company {
  if (!Number.isInteger(soldiers) || soldiers < 1) throw new Error('a company needs at least its captain');
  const ofPeople = content.profiles.filter((p) => p.people === people);
  const candidates = captainProfile !== null ? ofPeople.filter((p) => p.id === captainProfile) : ofPeople;
  let c = newCompany(seat, name);
  for (const p of candidates) {
    const r = nameCaptain(
      c,
      content,
      p.id,
      `Captain ${p.name}`,
      [],
      null,
      anyAspectChoice(p),
      anyMagicChoice(p, content),
    );
    if (r.ok) {
      c = r.value.company;
      break;
    }
  }
  if (c.captain === null) throw new Error(`no captain for ${people}`);
  // What a captain-only company with room enough may recruit of its own people.
  const roomy: Company = { ...c, renown: 10_000, resources: 10_000 };
  const recruits = ofPeople.filter(
    (p) => recruit(roomy, content, p.id, p.name, [], null, true, anyAspectChoice(p), anyMagicChoice(p, content)).ok,
  );
  if (recruits.length === 0) throw new Error(`nothing to recruit for ${people}`);
  for (let i = 1; i < soldiers; i++) {
    const p = recruits[i % recruits.length]!;
    const s = unwrap(
      makeSoldier(
        c,
        p,
        `${p.name} ${c.nextId}`,
        [],
        null,
        false,
        true,
        anyAspectChoice(p),
        content,
        anyMagicChoice(p, content),
      ),
    );
    c = { ...c, soldiers: [...c.soldiers, s], nextId: c.nextId + 1 };
  }
  return { ...c, renown: Math.max(c.renown, companyValue(c) + 10), formationEP: 0 };
}

/** The start of a league of two companies of `soldiers` each over `missions` rounds. */
export function scaledLeague(
  rules: Rules<CampaignState, Choice, unknown>,
  content: DogsContent,
  soldiers: number,
  missions = 50,
  seed = 1,
): CampaignState {
  const s = unwrap(rules.setup(scaledSetup(missions), SeededDice.fromSeed(seed)));
  const companies = { ...s.companies };
  const stages = { ...s.stages };
  for (const side of SIDES) {
    companies[side.seat] = scaledCompany(content, side.seat, side.name, side.people, soldiers, side.captain);
    stages[side.seat] = { kind: 'formation', step: 'attributes' };
  }
  return { ...s, companies, stages };
}
