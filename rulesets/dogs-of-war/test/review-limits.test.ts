/**
 * Limits and views a player meets at the table: groups revealed together, the Ally status of a
 * Mercenary of the captain's people, the formation EP cap named, the set-up's companies, and the
 * words the log and the refusals use.
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice, type GameEvent } from '@skirmish/core';
import type { Choice } from '../src/choices.ts';
import { recruitsAsAlly } from '../src/management.ts';
import { violationText } from '../src/texts.ts';
import { soldierName } from '../src/words.ts';
import {
  captainC,
  company,
  content,
  done,
  engine,
  goblinArchers,
  orcCompany,
  play,
  playAll,
  recruitC,
  refuse,
  soldierNamed,
  start,
  type M,
} from './helpers.ts';

const everyone = (m: M, seat: string): Choice => ({
  kind: 'form-group',
  soldiers: company(m, seat).soldiers.map((s) => s.id),
  attributes: [],
  hires: [],
  explorers: [],
});

/** The refusal of a choice, with its words in both languages. */
function refusal(m: M, seat: string, c: Choice): { code: string; rule?: string; en: string; hu: string } {
  const r = engine.submit(m, seat, c, new LoadedDice([]));
  if (r.ok) throw new Error('expected a refusal');
  return { code: r.error.code, rule: r.error.rule, en: violationText(r.error, 'en'), hu: violationText(r.error, 'hu') };
}

describe('the group values revealed together', () => {
  it('DW-MISSION-PRE-17 the first group formed is hidden from the other player and spectators until both are formed', () => {
    let m = orcCompany(start());
    m = playAll(m, 'red', [done, done]);
    m = goblinArchers(m);
    m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    const first = play(m, 'red', everyone(m, 'red'));
    m = first.match;
    expect(engine.view(m, 'red').battles[0]?.groups['red']?.value).toBeGreaterThan(0);
    expect(engine.view(m, 'blue').battles[0]?.groups['red']).toBeNull();
    expect(engine.view(m, null).battles[0]?.groups['red']).toBeNull();
    // The log line of the forming is Red's alone.
    expect(first.events.find((e) => e.type === 'group-formed')?.visibleTo).toEqual(['red']);
    const second = play(m, 'blue', everyone(m, 'blue'));
    const red = second.match.state.battles[0]?.groups['red']?.value;
    const blue = second.match.state.battles[0]?.groups['blue']?.value;
    expect(engine.view(second.match, 'blue').battles[0]?.groups['red']?.value).toBe(red);
    const revealed = second.events.find((e) => e.type === 'groups-revealed') as GameEvent;
    expect(revealed).toMatchObject({ reveal: true, values: { red, blue } });
    expect(revealed.visibleTo).toBeUndefined();
    expect(engine.ruleset.presenter?.event(revealed, 'hu')).toBe(
      `A csoportok értéke kiderül: Red ${red}, Blue ${blue}`,
    );
  });
});

describe("a Mercenary of the captain's people", () => {
  it('DW-RECRUIT-02 DW-RECRUIT-03 DW-RECRUIT-05 a Kelt warrior (Mercenary) under a Kelt champion counts as an Ally and pays the bonus', () => {
    let m = playAll(start(), 'red', [captainC('kelt-champion', 'Fergus')]);
    expect(recruitsAsAlly(company(m, 'red'), content, 'kelt-warrior')).toBe(true);
    expect(recruitsAsAlly(company(m, 'red'), content, 'kelt-champion')).toBe(false);
    // With the captain alone, one Ally would break the ratio of one per four soldiers.
    expect(refuse(m, 'red', recruitC('kelt-warrior', 'Harcos 1'))).toEqual({
      code: 'recruit/ally-ratio',
      rule: 'DW-RECRUIT-03',
    });
    m = playAll(m, 'red', [
      recruitC('kelt-champion', 'A'),
      recruitC('kelt-champion', 'B'),
      recruitC('kelt-champion', 'C'),
    ]);
    const rp = company(m, 'red').resources;
    m = play(m, 'red', recruitC('kelt-warrior', 'Harcos 1')).match;
    expect(soldierNamed(m, 'red', 'Harcos 1').ally).toBe(true);
    expect(company(m, 'red').resources).toBe(rp - 5);
  });
});

describe('formation', () => {
  it('DW-EP-01 more formation EP than the cap are refused, the cap named, rather than cut down', () => {
    let m = playAll(start(), 'red', [captainC('kelt-champion', 'Fergus'), done]);
    const fergus = soldierNamed(m, 'red', 'Fergus').id;
    const over = refusal(m, 'red', { kind: 'assign-ep', soldier: fergus, ep: 35 });
    expect(over.code).toBe('ep/per-soldier');
    expect(over.rule).toBe('DW-EP-01');
    expect(over.en).toBe('No soldier may receive more than 30 formation EP: Fergus has 0 and may take 30 more, not 35');
    expect(over.hu).toContain(
      'egy katona legfeljebb 30 alapítási TP-t kaphat: Fergus már 0 TP-t kapott, így még 30 adható neki, 35 nem',
    );
    m = play(m, 'red', { kind: 'assign-ep', soldier: fergus, ep: 30 }).match;
    expect(soldierNamed(m, 'red', 'Fergus').ep.acquired).toBe(30);
  });

  it("the founders' recruitment cites the formation's order, not the recruitment after a battle", () => {
    const m = playAll(start(), 'red', [captainC('kelt-champion', 'Fergus')]);
    const r = play(m, 'red', recruitC('kelt-champion', 'A'));
    expect(r.events.find((e) => e.type === 'recruited')?.rule).toBe('DW-RECRUIT-19');
  });

  it('a set-up of one company is refused in both languages, in a league and a hunt', () => {
    for (const campaign of ['league', 'hang-em-high'] as const) {
      const r = engine.start(3, { companies: [{ seat: 'red', name: 'Red' }], missions: 3, campaign });
      if (r.ok) throw new Error('one company accepted');
      expect(r.error.code).toBe('setup/too-few-companies');
      expect(violationText(r.error, 'en')).toBe(
        "A campaign needs at least 2 companies, not 1: every battle sets two players' companies against each other",
      );
      expect(violationText(r.error, 'hu')).toBe(
        'Ez nem szabályos: legalább 2 csapat kell, mert minden csatában két játékos csapata küzd egymással',
      );
    }
  });
});

describe('words of the log and the refusals in Hungarian', () => {
  it("the Cardinal's band's soldiers are named in Hungarian; a player's soldier keeps his name", () => {
    expect(['The Cardinal', 'Leech-doctor', 'Henchman 3', 'Fergus'].map((n) => soldierName(n, 'hu'))).toEqual([
      'A Bíboros',
      'Piócás doktor',
      '3. csatlós',
      'Fergus',
    ]);
    const rolled = {
      type: 'recuperation',
      rule: 'DW-RECUP-02',
      seat: 'cardinal',
      soldier: 'cardinal-2',
      wound: 'serious',
      dice: [3, 4],
      rescue: null,
      outcome: 'light',
      medic: true,
      convalescent: false,
      text: 'Leech-doctor (serious) rolls 3+4, read one row higher (medic): light',
    };
    expect(engine.ruleset.presenter?.event(rolled, 'hu')).toBe(
      'Piócás doktor (súlyos) dobása 3+4, 1 sorral feljebb olvasva (felcser): könnyű',
    );
  });

  it('the strength limit says its own reason in Hungarian', () => {
    const v = { code: 'recruit/strength', message: 'The company is at its maximum strength', rule: 'DW-COMPANY-12' };
    expect(violationText(v, 'hu')).toBe(
      'Ez nem szabályos (DW-COMPANY-12): a csapat elérte a legnagyobb létszámát: amíg a létszáma nem csökken, új katona nem állhat be',
    );
    const o = {
      code: 'report/result-mismatch',
      message: 'The objectives reported give another result',
      rule: 'DW-MSN-GEN-01',
    };
    expect(violationText(o, 'hu')).toContain('a jelentett célok más eredményt adnak');
  });

  it('a company alone with one offer open has no choice, and is not said to take what the others left', () => {
    const words = engine.ruleset.presenter;
    const e = (left: boolean, text: string) => ({
      type: 'offer-taken',
      rule: 'DW-CAMPAIGN-05',
      seat: 'red',
      companies: { red: 'A Vörös Csapat' },
      offer: 'raid-1',
      left,
      text,
    });
    expect(words?.event(e(false, 'A Vörös Csapat has a single offer open: Raid'), 'hu')).toBe(
      'A Vörös Csapat előtt egyetlen ajánlat áll nyitva: Rajtaütés (1.)',
    );
    expect(words?.event(e(true, 'A Vörös Csapat takes what is left: Raid'), 'hu')).toBe(
      'A Vörös Csapat a megmaradt ajánlatot kapja: Rajtaütés (1.)',
    );
  });
});
