import { describe, expect, it } from 'vitest';
import { unwrap } from '@skirmish/core';
import type { Choice } from '../src/choices.ts';
import { spendEP } from '../src/management.ts';
import {
  captainC,
  company,
  companyOf,
  content,
  done,
  editSoldier,
  goblinArchers,
  orcCompany,
  play,
  playAll,
  recruitC,
  refuse,
  soldier,
  threeCompanyHunt,
  soldierNamed,
  start,
  type M,
} from './helpers.ts';

/**
 * Three goblin companies in Hang 'Em High on day 1: offers 6 and 6 (two Raids), attribution red 5,
 * blue 3, green 1; red and blue take Raid 1 (red attacks, 6 to 1) and green Raid 2 (6 to 1).
 */
function huntDay1(): M {
  let m = threeCompanyHunt();
  m = playAll(m, 'green', [captainC('goblin-boss', 'Boss'), recruitC('goblin-warrior', 'Gob'), done, done]);
  m = play(m, 'green', done, [6, 6, 5, 3, 1]).match;
  m = play(m, 'red', { kind: 'pick-offer', offer: 'raid-1' }).match;
  return play(m, 'blue', { kind: 'pick-offer', offer: 'raid-1' }, [6, 1, 6, 1]).match;
}

describe('audit 40', () => {
  it('DW-EVOLVE-ABIL-03 a learned Artifact/1 improves once, to Artifact/2, and no further', () => {
    // An Elite (rank level 4) learns Artifact/1 for 18 EP; the table lets Artifact/X gain +1 in all.
    const s = soldier({ id: 'e', rank: 'Elite', ep: { acquired: 200, used: 0, lost: 0 } });
    let c = companyOf([s]);
    c = unwrap(spendEP(c, content, 'e', { kind: 'learn-ability', ability: 'Artifact' })).company;
    c = unwrap(spendEP(c, content, 'e', { kind: 'improve-ability', ability: 'Artifact' })).company;
    expect(c.soldiers[0]?.abilities.find((a) => a.name === 'Artifact')?.value).toBe(2);
    const again = spendEP(c, content, 'e', { kind: 'improve-ability', ability: 'Artifact' });
    expect(again.ok ? null : again.error.rule).toBe('DW-EVOLVE-ABIL-03');
  });

  it('DW-EP-07 A-63 a prospector sent searching for the Cardinal is away from camp and trains no EP', () => {
    let m = huntDay1();
    const [boss, gob] = company(m, 'red').soldiers;
    if (!boss || !gob) throw new Error('no goblins');
    m = editSoldier(m, 'red', gob.name, (s) => ({ ...s, role: 'prospector' }));
    const group: Choice = {
      kind: 'form-group',
      soldiers: company(m, 'red')
        .soldiers.filter((s) => s.id !== gob.id)
        .map((s) => s.id),
      attributes: [],
      hires: [],
      explorers: [],
      searchers: [gob.id],
    };
    m = play(m, 'red', group).match;
    const blue = company(m, 'blue').soldiers.map((s) => s.id);
    m = play(m, 'blue', { kind: 'form-group', soldiers: blue, attributes: [], hires: [], explorers: [] }).match;
    const b = m.state.battles.find((x) => x.seats.includes('red'));
    if (b?.step === 'compensate' && b.weaker)
      m = play(m, b.weaker, { kind: 'compensate', eventCards: 0, objects: [] }).match;
    const train: Choice = { kind: 'finish-preparation', bonesetter: [], training: [{ soldier: gob.id, ep: 5 }] };
    expect(refuse(m, 'red', train).code).toBe('training/on-mission');
  });

  it('DW-ATTR-02 DW-ROLE-20 a potion the alchemist makes 2 RP cheaper still counts its full cost in the assault group', () => {
    // The book's company (W-20, value 105) with Jaws as alchemist; Grash, the founding captain, is a champion.
    let m = orcCompany(start());
    m = editSoldier(m, 'red', 'Jaws', (s) => ({ ...s, role: 'alchemist' }));
    m = play(m, 'red', done).match;
    const grash = soldierNamed(m, 'red', 'Grash').id;
    const rp = company(m, 'red').resources;
    m = play(m, 'red', { kind: 'buy-attribute', attribute: 'potion-of-strength', soldier: grash }).match;
    expect(company(m, 'red').resources).toBe(rp - 3);
    m = play(m, 'red', done).match;
    m = goblinArchers(m);
    m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    const everyone = company(m, 'red').soldiers.map((s) => s.id);
    const potion = [{ soldier: grash, attribute: 'potion-of-strength' }];
    m = play(m, 'red', { kind: 'form-group', soldiers: everyone, attributes: potion, hires: [], explorers: [] }).match;
    // 105 for the soldiers and the potion's 5, not the 3 RP paid for it.
    expect(m.state.battles[0]?.groups['red']?.value).toBe(110);
  });
});
