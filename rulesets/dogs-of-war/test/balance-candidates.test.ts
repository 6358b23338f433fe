import { describe, expect, it } from 'vitest';
import { LoadedDice, unwrap } from '@skirmish/core';
import type { Choice } from '../src/choices.ts';
import { dogsOfWarBotKnowledge } from '../src/bot.ts';
import { buyAttribute } from '../src/management.ts';
import {
  company,
  content,
  done,
  editCompany,
  editSoldier,
  engine,
  goblinArchers,
  orcCompany,
  play,
  playAll,
  soldierNamed,
  start,
  type M,
  hornFamiliarSent,
} from './helpers.ts';

/**
 * Red: the book's orc company (group worth 105) with every machine or nexus he owns; Blue sends
 * his captain alone (worth 20).
 */
function atBalance(prepare: (m: M) => M = (m) => m, hires: string[] = []): M {
  let m = orcCompany(start());
  m = playAll(m, 'red', [done, done]);
  m = goblinArchers(m);
  m = prepare(m);
  m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
  const red = company(m, 'red').soldiers.map((s) => s.id);
  const attributes = company(m, 'red').assets.map((a) => ({ soldier: null, attribute: a.id }));
  m = play(m, 'red', { kind: 'form-group', soldiers: red, attributes, hires, explorers: [] }).match;
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

/** Red buys a ballista (worth 20 in a group). */
const withBallista = (m: M): M =>
  editCompany(m, 'red', (c) => unwrap(buyAttribute(c, content, 'ballista', null)).company);

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
    m = hornFamiliarSent(m);
    const red = company(m, 'red').soldiers.map((s) => s.id);
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

  it('DW-MISSION-PRE-17 leaving a company machine at home is offered when the group must come down, and the bot takes it when it keeps the group strongest', () => {
    // Red sends his 105 with the ballista (20) against Blue's 20, so he must come to 20-70. With
    // the ballista his soldiers may add at most 50 (Horn, Brute and Snik: 47, so 67); without
    // it Grash, Jaws and Snik come to 68, the most within the limit.
    const m = atBalance(withBallista);
    const ballista = company(m, 'red').assets[0]?.id ?? '';
    expect(m.state.battles[0]?.groups['red']?.value).toBe(125);
    const list = offered(m);
    const valueOf = (c: Choice) => unwrap(engine.submit(m, 'red', c)).match.state.battles[0]?.groups['red']?.value;
    const best = Math.max(...list.map(valueOf).map((v) => v ?? 0));
    expect(best).toBe(68);
    const keeping = list.filter((c) => c.assets === undefined || c.assets.includes(ballista));
    expect(Math.max(...keeping.map(valueOf).map((v) => v ?? 0))).toBe(67);
    const heuristic = dogsOfWarBotKnowledge(content).heuristicChoice;
    if (!heuristic) throw new Error('no bot heuristic');
    const names = (c: Choice) =>
      c.kind === 'balance' ? c.soldiers.map((id) => company(m, 'red').soldiers.find((s) => s.id === id)?.name) : [];
    // Whatever the bot's die, it leaves the ballista and sends those three.
    for (let pick = 1; pick <= list.length; pick++) {
      const chosen = heuristic(m.state, 'red', engine.legal(m, 'red'), new LoadedDice([pick]));
      expect(chosen).toMatchObject({ kind: 'balance', hires: [], assets: [] });
      expect(names(chosen).sort()).toEqual(['Grash', 'Jaws', 'Snik']);
      expect(valueOf(chosen)).toBe(68);
    }
  });

  it('DW-MISSION-PRE-17 within 50 of the other group nothing but fighters is offered to leave, and the bot keeps its group whole', () => {
    // Blue sends his whole company (60) against Red's 81 without Jaws, with the ballista (101): no
    // machine is offered to leave, and the whole group is the strongest balance.
    let m = orcCompany(start());
    m = playAll(m, 'red', [done, done]);
    m = goblinArchers(withBallista(m));
    m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    const red = company(m, 'red')
      .soldiers.map((s) => s.id)
      .filter((id) => id !== jaws);
    const attributes = company(m, 'red').assets.map((a) => ({ soldier: null, attribute: a.id }));
    m = play(m, 'red', { kind: 'form-group', soldiers: red, attributes, hires: [], explorers: [] }).match;
    const blue = company(m, 'blue').soldiers.map((s) => s.id);
    m = unwrap(
      engine.submit(m, 'blue', { kind: 'form-group', soldiers: blue, attributes: [], hires: [], explorers: [] }),
    ).match;
    expect([m.state.battles[0]?.groups['red']?.value, m.state.battles[0]?.groups['blue']?.value]).toEqual([101, 60]);
    const list = offered(m);
    expect(list.every((c) => c.assets === undefined)).toBe(true);
    const heuristic = dogsOfWarBotKnowledge(content).heuristicChoice;
    if (!heuristic) throw new Error('no bot heuristic');
    expect(list.length).toBeGreaterThan(1);
    for (let pick = 1; pick <= list.length; pick++)
      expect(heuristic(m.state, 'red', engine.legal(m, 'red'), new LoadedDice([pick]))).toEqual({
        kind: 'balance',
        soldiers: red,
        hires: [],
      });
  });
});
