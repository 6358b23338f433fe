import { describe, expect, it } from 'vitest';
import { SeededDice } from '@skirmish/core';
import type { Choice } from '../src/choices.ts';
import type { CampaignState } from '../src/state.ts';
import { engine, start } from './helpers.ts';

const invariants = (s: unknown): readonly string[] => engine.rules.invariants?.(s as CampaignState) ?? [];

/** The states of a game played with random legal choices, each checked as it is reached. */
function statesOf(seed: number, campaign: 'league' | 'hang-em-high', steps = 1500, names?: 'hu'): CampaignState[] {
  const picker = SeededDice.fromSeed(seed);
  const made = engine.start(seed, {
    companies: ['red', 'blue', 'green'].map((seat) => ({ seat, name: seat })),
    missions: 3,
    campaign,
    ...(names ? { names } : {}),
  });
  if (!made.ok) throw new Error(made.error.message);
  let m = made.value;
  const out: CampaignState[] = [m.state];
  for (let i = 0; i < steps && engine.outcome(m) === null; i++) {
    const d = engine.pending(m)[0];
    if (!d) break;
    const seat = d.seats[0] ?? '';
    const legal = engine.legal(m, seat) as Choice[];
    const r = engine.submit(m, seat, legal[picker.pick(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    m = r.value.match;
    out.push(m.state);
  }
  return out;
}

/** The first state of a league that `pick` accepts. */
function stateWhere(pick: (s: CampaignState) => boolean): CampaignState {
  const s = statesOf(11, 'league').find(pick);
  if (!s) throw new Error('no such state');
  return s;
}

/**
 * A copy of `s`, as a campaign file would give it, with the values at the dotted paths of
 * `changes` replaced (undefined: deleted).
 */
function edited(s: CampaignState, changes: Record<string, unknown>): unknown {
  const copy = JSON.parse(JSON.stringify(s)) as unknown;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    const last = keys.pop() ?? '';
    let box = copy as Record<string, unknown>;
    for (const k of keys) box = box[k] as Record<string, unknown>;
    if (value === undefined) delete box[last];
    else box[last] = value;
  }
  return copy;
}

describe('the checks of a campaign from outside', () => {
  it('accept every state of real leagues and hunts, and their copies', () => {
    for (const [seed, mode] of [
      [3, 'league'],
      [4, 'hang-em-high'],
      [5, 'hang-em-high'],
    ] as const) {
      const states = statesOf(seed, mode);
      expect(states.length).toBeGreaterThan(50);
      for (const s of states) expect(invariants(s)).toEqual([]);
      for (const s of states.filter((_, i) => i % 25 === 0))
        expect(invariants(JSON.parse(JSON.stringify(s)))).toEqual([]);
    }
  });

  it('accept every state of a league begun in Hungarian, whose soldiers the rules name in Hungarian', () => {
    const states = statesOf(6, 'league', 1500, 'hu');
    const last = states[states.length - 1] as CampaignState;
    expect(last.companies['red']?.names).toBe('hu');
    // Red's captain, a Dirz strike captain, is called by his profile alone ("Dirzi rohamkapitány");
    // the others' have " kapitány" after theirs.
    expect(last.companies['red']?.soldiers[0]?.name).toBe('Dirzi rohamkapitány');
    expect(Object.values(last.companies).some((c) => c.soldiers.some((x) => x.name.endsWith(' kapitány')))).toBe(true);
    for (const s of states) expect(invariants(s)).toEqual([]);
    for (const s of states.filter((_, i) => i % 25 === 0))
      expect(invariants(JSON.parse(JSON.stringify(s)))).toEqual([]);
    // A language the rules do not name soldiers in is refused.
    expect(invariants(edited(last, { 'companies.red.names': 'fr' }))).toEqual([
      'companies.red.names: expected "hu", not "fr"',
    ]);
  });

  it('refuse a value of the wrong type, naming its path', () => {
    const s = edited(
      stateWhere((x) => x.round > 0),
      { 'companies.red.soldiers.0.ep': 'ten', 'companies.blue.renown': 12.5 },
    );
    expect(invariants(s)).toEqual([
      'companies.red.soldiers.0.ep: expected an object, not "ten"',
      'companies.blue.renown: expected a whole number, not 12.5',
    ]);
  });

  it('DW-EVOLVE-RANK-06 keep the paths a magician learned by name: a count of them, as a save once held, is refused', () => {
    const s = stateWhere((x) => x.round > 0);
    expect(invariants(edited(s, { 'companies.red.soldiers.0.paths': ['Theurgy'] }))).toEqual([]);
    expect(invariants(edited(s, { 'companies.red.soldiers.0.paths': 1 }))).toEqual([
      'companies.red.soldiers.0.paths: expected an array, not 1',
    ]);
  });

  it('refuse a missing field and a stage of no known kind', () => {
    const s = edited(
      stateWhere((x) => x.round > 0),
      { 'companies.red.soldiers.0.aftereffect': undefined, 'stages.blue': { kind: 'resting' } },
    );
    expect(invariants(s)).toEqual([
      'companies.red.soldiers.0.aftereffect: missing (expected "none" or "light" or "serious" or "critical")',
      'stages.blue.kind: expected a known kind, not "resting"',
    ]);
  });

  it('name at most five problems, and count the rest', () => {
    const s = edited(
      stateWhere((x) => x.round > 0),
      { 'companies.red.soldiers.0': {} },
    );
    const broken = invariants(s);
    expect(broken).toHaveLength(6);
    expect(broken[0]).toBe('companies.red.soldiers.0.id: missing (expected a string)');
    expect(broken[5]).toMatch(/^and \d+ more$/);
  });

  it('refuse ids the content pack does not define', () => {
    const base = stateWhere(
      (x) => x.round > 0 && x.companies.red?.soldiers.some((y) => y.attributes.length > 0) === true,
    );
    const owner = base.companies.red?.soldiers.findIndex((y) => y.attributes.length > 0) ?? -1;
    const s = edited(base, {
      'companies.red.soldiers.0.profile': 'no-such-profile',
      [`companies.red.soldiers.${owner}.attributes.0.id`]: 'no-such-attribute',
    });
    const broken = invariants(s);
    expect(broken).toHaveLength(2);
    expect(broken).toContain('companies.red.soldiers.0.profile: unknown profile "no-such-profile"');
    expect(broken).toContain(`companies.red.soldiers.${owner}.attributes.0.id: unknown attribute "no-such-attribute"`);
  });

  it('refuse a battle reported before its assault groups are formed', () => {
    const base = stateWhere((x) => x.battles.some((b) => b.step === 'report'));
    const i = base.battles.findIndex((b) => b.step === 'report');
    const s = edited(base, { [`battles.${i}.groups`]: {} });
    expect(invariants(s)).toEqual([`battles.${i}.groups: an assault group missing at step report`]);
  });

  it('DW-MSN-INVA-01 DW-MSN-TREA-01 refuse sectors or jewels that no set-up die gives', () => {
    const base = stateWhere((x) => x.battles.some((b) => b.step === 'report'));
    const i = base.battles.findIndex((b) => b.step === 'report');
    const s = edited(base, { [`battles.${i}.sectors`]: 7, [`battles.${i}.jewels`]: 3 });
    expect(invariants(s)).toEqual([
      `battles.${i}.sectors: expected at most 6, not 7`,
      `battles.${i}.jewels: expected at least 4, not 3`,
    ]);
    // Counts a die gives pass.
    expect(invariants(edited(base, { [`battles.${i}.sectors`]: 4, [`battles.${i}.jewels`]: 6 }))).toEqual([]);
  });

  it('DW-MSN-DEST-06 refuse a battle asking for the free Event card where no Destruction Attacker is the stronger', () => {
    const base = stateWhere((x) => x.battles.some((b) => b.step === 'report' && b.mission !== 'destruction'));
    const i = base.battles.findIndex((b) => b.step === 'report' && b.mission !== 'destruction');
    const s = edited(base, { [`battles.${i}.step`]: 'free-event-card' });
    expect(invariants(s)).toEqual([
      `battles.${i}.step: a free Event card is asked, but no Destruction Attacker is the stronger (DW-MSN-DEST-06)`,
    ]);
    expect(engine.rules.invariants?.(s as CampaignState, 'hu')).toEqual([
      `battles.${i}.step: ingyenes eseménykártyáról kérdez, pedig nincs erősebb támadó a Pusztításban (DW-MSN-DEST-06)`,
    ]);
  });

  it('refuse a battle against a seat of no company, and a seat in two battles', () => {
    const base = stateWhere((x) => x.battles.length > 0);
    const b = base.battles[0];
    if (!b) throw new Error('no battle');
    const s = edited(base, { battles: [b, { ...b, seats: [b.seats[0], 'nobody'] }] });
    const broken = invariants(s);
    expect(broken).toContain('battles.1.id: a second battle ' + String(b.id));
    expect(broken).toContain('battles.1.seats.1: "nobody" is not a seat of the campaign');
    expect(broken).toContain(`battles.1.seats: ${String(b.seats[0])} fights two battles at once`);
  });

  it('refuse a company to name its first captain that cannot: formed already, or without the renown for any', () => {
    const formed = edited(start().state, { 'companies.red.formed': true });
    expect(invariants(formed)).toEqual([
      'companies.red: a company still to name its first captain has one or is formed',
    ]);
    const poor = edited(start().state, { 'companies.blue.renown': 0 });
    expect(invariants(poor)).toEqual(['companies.blue.renown: no captain of the pack is worth 0 or less']);
  });

  it('word every kind of refusal in Hungarian when asked, with the paths as they are', () => {
    const hu = (s: unknown): readonly string[] => engine.rules.invariants?.(s as CampaignState, 'hu') ?? [];
    const base = stateWhere((x) => x.round > 0);
    expect(hu(edited(base, { 'companies.red.soldiers.0.ep': 'ten', 'stages.blue': { kind: 'resting' } }))).toEqual([
      'companies.red.soldiers.0.ep: objektum kell ide, nem "ten"',
      'stages.blue.kind: ismert kind érték kell ide, nem "resting"',
    ]);
    expect(hu(edited(base, { 'companies.red.soldiers.0': {} })).at(-1)).toMatch(/^és még \d+$/);
    expect(hu(edited(base, { 'companies.red.soldiers.0.profile': 'no-such-profile' }))).toEqual([
      'companies.red.soldiers.0.profile: ismeretlen profil („no-such-profile”)',
    ]);
    expect(hu(edited(start().state, { 'companies.blue.renown': 0 }))).toEqual([
      'companies.blue.renown: a csomagban nincs kapitány, aki legfeljebb 0 hírnevet ér',
    ]);
    const report = stateWhere((x) => x.battles.some((b) => b.step === 'report'));
    const i = report.battles.findIndex((b) => b.step === 'report');
    expect(hu(edited(report, { [`battles.${i}.groups`]: {} }))).toEqual([
      `battles.${i}.groups: hiányzik egy rohamcsoport ebben a lépésben: csatajelentés`,
    ]);
    expect(hu(edited(base, { 'companies.red.resources': -5 }))).toEqual(['red: negatív erőforrás (-5)']);
    // The same states in English, as before.
    expect(invariants(edited(base, { 'companies.red.resources': -5 }))).toEqual(['red: negative resources -5']);
  });

  it('DW-RECUP-12 DW-RECUP-13 refuse a company machine destroyed for good and still listed, or one left without SP', () => {
    const base = stateWhere((x) => x.round > 0 && x.battles.length === 0);
    const ballista = { id: 'red-a99', name: 'Ballista', kind: 'immobile-machine', cost: 20, destroyed: false };
    const withMachine = (extra: Record<string, unknown>) =>
      edited(base, { 'companies.red.assets': [{ ...ballista, structure: { max: 6, current: 2 }, ...extra }] });
    // Damaged but standing (2 of 6 after a 12 on its recovery roll): a machine play can leave.
    expect(invariants(withMachine({}))).toEqual([]);
    // Lost for good, it left the sheet with its roll: a file that keeps it is refused.
    expect(invariants(withMachine({ destroyed: true }))).toEqual([
      'companies.red.assets.0.destroyed: Ballista was destroyed for good and has left the company (DW-RECUP-13)',
    ]);
    // Every recovery roll but a lost-for-good 12 gives back at least 1 SP, never more than its maximum.
    expect(invariants(withMachine({ structure: { max: 6, current: 0 } }))).toEqual([
      'companies.red.assets.0.structure.current: Ballista has 0 SP; after its recovery roll a machine has 1 to 6 (DW-RECUP-12)',
    ]);
    expect(invariants(withMachine({ structure: { max: 6, current: 7 } }))).toHaveLength(1);
    const hu = engine.rules.invariants?.(withMachine({ destroyed: true }) as CampaignState, 'hu') ?? [];
    expect(hu).toEqual([
      'companies.red.assets.0.destroyed: Ballista végleg megsemmisült, és már nem tartozik a csapathoz (DW-RECUP-13)',
    ]);
  });

  it('accept a campaign edited by hand that still holds together', () => {
    const base = stateWhere((x) => x.round > 0 && x.battles.length === 0);
    const s = edited(base, {
      'companies.red.renown': (base.companies.red?.renown ?? 0) + 40,
      'companies.red.resources': (base.companies.red?.resources ?? 0) + 100,
      'companies.blue.name': 'The Blue Wolves',
      'companies.blue.soldiers.0.name': 'Old Grim',
      missionsPlanned: base.missionsPlanned + 2,
    });
    expect(invariants(s)).toEqual([]);
  });
});
