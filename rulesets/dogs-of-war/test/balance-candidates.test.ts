import { describe, expect, it } from 'vitest';
import type { Choice } from '../src/choices.ts';
import {
  company,
  done,
  editSoldier,
  engine,
  goblinArchers,
  orcCompany,
  play,
  playAll,
  soldierNamed,
  start,
  type M,
} from './helpers.ts';

/** Red: the book's orc company (group worth 105); Blue sends his captain alone (worth 20). */
function atBalance(prepare: (m: M) => M = (m) => m, hires: string[] = []): M {
  let m = orcCompany(start());
  m = playAll(m, 'red', [done, done]);
  m = goblinArchers(m);
  m = prepare(m);
  m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
  const red = company(m, 'red').soldiers.map((s) => s.id);
  m = play(m, 'red', { kind: 'form-group', soldiers: red, attributes: [], hires, explorers: [] }).match;
  m = play(m, 'blue', {
    kind: 'form-group',
    soldiers: [company(m, 'blue').captain ?? ''],
    attributes: [],
    hires: [],
    explorers: [],
  }).match;
  expect(m.state.battles[0]?.step).toBe('balance');
  return m;
}

/** Every balance the rules offer Red, each checked by playing it. */
function offered(m: M): Array<Extract<Choice, { kind: 'balance' }>> {
  const legal = engine.legal(m, 'red').filter((c): c is Extract<Choice, { kind: 'balance' }> => c.kind === 'balance');
  for (const c of legal) expect(engine.submit(m, 'red', c).ok, JSON.stringify(c)).toBe(true);
  return legal;
}

describe('balancing the stronger group: the choices offered', () => {
  it('DW-MISSION-PRE-17 DW-ATTR-15 a magician and his Familiars are kept or left together, so every balance offered is one the rules accept', () => {
    // Grash made worth 80 and the four others his Familiars: every fighter or set of fighters
    // worth 20 to 70 parts a Familiar from Grash; Grash alone is the one way to balance.
    const m = atBalance((m0) => {
      const grash = soldierNamed(m0, 'red', 'Grash').id;
      let m1 = editSoldier(m0, 'red', 'Grash', (s) => ({ ...s, initialValue: 80 }));
      for (const name of ['Horn', 'Jaws', 'Brute', 'Snik'])
        m1 = editSoldier(m1, 'red', name, (s) => ({ ...s, familiarOf: grash }));
      return m1;
    });
    const list = offered(m);
    expect(list.length).toBeGreaterThan(0);
    const masterOf = new Map(company(m, 'red').soldiers.map((s) => [s.id, s.familiarOf]));
    for (const c of list)
      for (const id of c.soldiers) {
        const master = masterOf.get(id) ?? null;
        if (master !== null) expect(c.soldiers).toContain(master);
      }
    expect(list).toContainEqual({ kind: 'balance', soldiers: [soldierNamed(m, 'red', 'Grash').id], hires: [] });
  });

  it('DW-MISSION-PRE-17 DW-ATTR-15 a Familiar counts by its cost when balancing, as when the group was formed: kept whole, the group keeps its value', () => {
    // Horn becomes Grash's Familiar, bought as his attribute for 7: the group counts 7 for him,
    // not his own value. Blue sends his whole company, so the groups are within 50 of each other.
    let m = orcCompany(start());
    m = playAll(m, 'red', [done, done]);
    m = goblinArchers(m);
    const grash = soldierNamed(m, 'red', 'Grash').id;
    const horn = soldierNamed(m, 'red', 'Horn');
    m = editSoldier(m, 'red', 'Horn', (s) => ({ ...s, familiarOf: grash }));
    m = editSoldier(m, 'red', 'Grash', (s) => ({
      ...s,
      attributes: [...s.attributes, { id: horn.profile, name: 'Familiar', kind: 'familiar', cost: 7 }],
    }));
    m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    const red = company(m, 'red').soldiers.map((s) => s.id);
    m = play(m, 'red', { kind: 'form-group', soldiers: red, attributes: [], hires: [], explorers: [] }).match;
    const blue = company(m, 'blue').soldiers.map((s) => s.id);
    const formed = engine.submit(m, 'blue', {
      kind: 'form-group',
      soldiers: blue,
      attributes: [],
      hires: [],
      explorers: [],
    });
    if (!formed.ok) throw new Error(formed.error.message);
    m = formed.value.match;
    const b = m.state.battles[0];
    const value = b?.groups['red']?.value ?? 0;
    expect(value - (b?.groups['blue']?.value ?? 0)).toBeLessThanOrEqual(50);
    expect(b?.step).toBe('balance');
    const kept = engine.submit(m, 'red', { kind: 'balance', soldiers: red, hires: [] });
    expect(kept.ok).toBe(true);
    if (kept.ok) expect(kept.value.match.state.battles[0]?.groups['red']?.value).toBe(value);
    // The whole group is among the balances offered.
    expect(offered(m)).toContainEqual({ kind: 'balance', soldiers: red, hires: [] });
  });

  it('DW-MISSION-PRE-17 DW-MISSION-PRE-10 a hired fighter may be left out when balancing, and is offered as a way to balance', () => {
    const m = atBalance((m0) => m0, ['kelt-warrior']);
    const list = offered(m);
    expect(list.length).toBeGreaterThan(0);
    // The cheapest single fighter offered may be the hire himself.
    expect(list.some((c) => c.hires.includes('kelt-warrior'))).toBe(true);
  });
});
