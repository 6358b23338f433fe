import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@skirmish/core';
import type { AfterActionReport, Choice } from '../src/choices.ts';
import { dogsOfWarRuleset } from '../src/index.ts';
import type { Company } from '../src/company.ts';
import { reportAllowed } from '../src/rules.ts';
import {
  company,
  done,
  editCompany,
  editSoldier,
  fieldAsset,
  goblinArchers,
  groupsFormed,
  orcCompany,
  play,
  playAll,
  refuse,
  soldierNamed,
  start,
  type M,
} from './helpers.ts';

type Mission = Extract<Choice, { kind: 'choose-mission' }>['mission'];

/**
 * Red: the book's orc company (105 points); Blue: a goblin boss and four archers; Red chooses the
 * mission. Blue finishes the preparation last, and `setUpRolls` are the mission's own dice then
 * (sectors, jewels): the game ready for its report, and the events of that last step.
 */
function readied(mission: Mission, attackerRolls: number[] = [], setUpRolls: number[] = []) {
  let m = groupsFormed(mission, attackerRolls);
  m = play(m, 'blue', { kind: 'compensate', eventCards: 0, objects: [] }).match;
  const finish: Choice = { kind: 'finish-preparation', bonesetter: [], training: [] };
  return play(play(m, 'red', finish).match, 'blue', finish, setUpRolls);
}
/** As `readied`, the stronger Destruction Attacker taking his free Event card (DW-MSN-DEST-06). */
function reported(mission: Mission, attackerRolls: number[] = [], setUpRolls: number[] = []): M {
  const m = readied(mission, attackerRolls, setUpRolls).match;
  const b = m.state.battles[0];
  return b?.step === 'free-event-card' && b.attacker
    ? play(m, b.attacker, { kind: 'free-event-card', take: true }).match
    : m;
}

const report = (
  results: AfterActionReport['results'],
  objectives: AfterActionReport['objectives'],
  retreat: string | null = null,
): AfterActionReport => ({ results, retreat, deeds: [], wounds: [], structure: [], objectives, captures: [] });
const choice = (r: AfterActionReport): Choice => ({ kind: 'report', report: r });

describe('what a report may say of the mission it ends', () => {
  it('DW-MSN-INTR-02 each deployment zone has two objectives: three held in one zone is refused', () => {
    const m = reported('intrusion');
    // Red holds both counters of his own zone and Blue a third one there: there is no third.
    const three = { mission: 'intrusion' as const, held: { red: { own: 2, enemy: 0 }, blue: { own: 0, enemy: 1 } } };
    expect(refuse(m, 'red', choice(report({ red: 'victory', blue: 'defeat' }, three)))).toEqual({
      code: 'report/objectives-count',
      rule: 'DW-MSN-INTR-02',
    });
    // Both of his own and one of Blue's: 2 + 2 points to none.
    const fits = { mission: 'intrusion' as const, held: { red: { own: 2, enemy: 1 }, blue: { own: 0, enemy: 0 } } };
    const r = play(m, 'red', choice(report({ red: 'victory', blue: 'defeat' }, fits))).match;
    expect(company(r, 'red').stats.victories).toBe(1);
  });

  it('DW-MSN-INVA-01 the Defender rolls the sectors once both sides are ready, and the report shares no more than he rolled', () => {
    // Red attacks; Blue, the Defender, rolls 2: four sectors.
    const four = readied('invasion', [6, 1], [2]);
    expect(four.match.state.battles[0]?.sectors).toBe(4);
    const roll = four.events.find((e) => e.type === 'die' && e.purpose === 'sectors');
    expect(roll).toMatchObject({ rule: 'DW-MSN-INVA-01', seat: 'blue', roll: 2, sectors: 4 });
    expect(dogsOfWarRuleset.presenter?.event(roll as GameEvent, 'en')).toBe(
      'Blue rolls 2 for the sectors: the battlefield is cut into 4',
    );
    expect(dogsOfWarRuleset.presenter?.event(roll as GameEvent, 'hu')).toBe(
      'Blue dobása a szektorokra 2: a csatamező 4 szektorra oszlik',
    );
    const sectors = (red: number, blue: number) => ({ mission: 'invasion' as const, sectors: { red, blue } });
    const won = (o: ReturnType<typeof sectors>) => choice(report({ red: 'victory', blue: 'defeat' }, o));
    // Three and two would be five of four.
    expect(refuse(four.match, 'red', won(sectors(3, 2)))).toEqual({
      code: 'report/objectives-count',
      rule: 'DW-MSN-INVA-01',
    });
    expect(company(play(four.match, 'red', won(sectors(3, 1))).match, 'red').stats).toEqual({
      missions: 1,
      victories: 1,
      draws: 0,
      defeats: 0,
    });
    // A 4 cuts it into six, and five of them may go to Red.
    const six = readied('invasion', [6, 1], [4]).match;
    expect(six.state.battles[0]?.sectors).toBe(6);
    expect(refuse(six, 'red', won(sectors(5, 2))).rule).toBe('DW-MSN-INVA-01');
    expect(company(play(six, 'red', won(sectors(5, 1))).match, 'red').stats.victories).toBe(1);
  });

  it('DW-MSN-TREA-01 A-35 the players roll the jewels and decoys once both sides are ready, and the report finds no more jewels than were laid out', () => {
    // Red rolls 1 and Blue 3: the higher gives five jewels, the lower four decoys.
    const five = readied('treasure-hunt', [], [1, 3]);
    expect(five.match.state.battles[0]?.jewels).toBe(5);
    const roll = five.events.find((e) => e.type === 'die' && e.purpose === 'treasure-counters');
    expect(roll).toMatchObject({ rule: 'DW-MSN-TREA-01', rolls: { red: 1, blue: 3 }, jewels: 5, decoys: 4 });
    expect(dogsOfWarRuleset.presenter?.event(roll as GameEvent, 'en')).toBe(
      'Treasure Hunt: Red 1, Blue 3: 5 jewels and 4 decoys',
    );
    expect(dogsOfWarRuleset.presenter?.event(roll as GameEvent, 'hu')).toBe(
      'Kincsvadászat: Red 1, Blue 3: 5 ékkő és 4 csalijelző',
    );
    const traps = (red: number, blue: number) => ({ mission: 'treasure-hunt' as const, traps: { red, blue } });
    const won = (o: ReturnType<typeof traps>) => choice(report({ red: 'victory', blue: 'defeat' }, o));
    expect(refuse(five.match, 'red', won(traps(4, 2)))).toEqual({
      code: 'report/objectives-count',
      rule: 'DW-MSN-TREA-01',
    });
    // Three and two are the five there were; each of them rolls its premium.
    expect(company(play(five.match, 'red', won(traps(3, 2)), [1, 1, 1, 1, 1]).match, 'red').stats.victories).toBe(1);
    // Equal rolls lay out as many jewels as decoys: two 6s give six of each.
    const six = readied('treasure-hunt', [], [6, 6]);
    expect(six.match.state.battles[0]?.jewels).toBe(6);
    expect(six.events.find((e) => e.purpose === 'treasure-counters')).toMatchObject({ jewels: 6, decoys: 6 });
  });

  it('DW-MSN-TREA-07 a stranger holds no jewel, and the victor of a retreat rolls for each one laid out, not only the one held', () => {
    const m = reported('treasure-hunt', [], [6, 6]);
    // After Red's retreat Blue takes every jewel of the battle, but not six of a side that never fought.
    const ghost = { mission: 'treasure-hunt' as const, traps: { red: 0, blue: 1, ghost: 6 } };
    expect(refuse(m, 'blue', choice(report({ red: 'defeat', blue: 'victory' }, ghost, 'red'))).code).toBe(
      'report/unknown-seat',
    );
    // Blue held one of the six laid out; he rolls for all six, each a 5: 60 RP beside the 15 of the victory.
    const one = { mission: 'treasure-hunt' as const, traps: { red: 0, blue: 1 } };
    const r = play(m, 'blue', choice(report({ red: 'defeat', blue: 'victory' }, one, 'red')), [5, 5, 5, 5, 5, 5]).match;
    expect(company(r, 'blue').resources).toBe(company(m, 'blue').resources + 15 + 60);
  });

  it('DW-MSN-DEST-02 an element loses no more SP than it has: an idol 6, an altar 7, a temple 8', () => {
    const m = reported('destruction', [6, 1]);
    expect(m.state.battles[0]?.attacker).toBe('red');
    // Two elements for Red's 105 points, both reported destroyed: Red wins 2 to 0.
    const both = (type: 'idol' | 'altar' | 'temple', spLost: number) =>
      choice(
        report(
          { red: 'victory', blue: 'defeat' },
          {
            mission: 'destruction',
            elements: [
              { type, spLost },
              { type: 'idol', spLost: 6 },
            ],
          },
        ),
      );
    expect(refuse(m, 'red', both('idol', 15))).toEqual({ code: 'report/objectives-sp', rule: 'DW-MSN-DEST-02' });
    expect(refuse(m, 'red', both('altar', 8)).code).toBe('report/objectives-sp');
    expect(company(play(m, 'red', both('temple', 8)).match, 'red').stats.victories).toBe(1);
  });

  it('DW-MSN-INTR-06 DW-MSN-INVA-07 no zone bonus for a fighter whose side the objectives say holds nothing', () => {
    const bonus = (soldier: string): AfterActionReport['deeds'] => [{ kind: 'bonus', soldier, ep: 5 }];
    const intrusion = reported('intrusion');
    const jaws = company(intrusion, 'red').soldiers[0]?.id ?? '';
    // Blue holds one counter of his own zone, Red none: Blue wins 1 to 0, and Red stands in no held zone.
    const nothing = { mission: 'intrusion' as const, held: { red: { own: 0, enemy: 0 }, blue: { own: 1, enemy: 0 } } };
    const lost = report({ red: 'defeat', blue: 'victory' }, nothing);
    expect(refuse(intrusion, 'red', choice({ ...lost, deeds: bonus(jaws) }))).toEqual({
      code: 'report/bonus',
      rule: 'DW-MSN-INTR-06',
    });
    // Holding one counter in Blue's zone, Red wins 2 to 1 and his fighter there has the bonus.
    const held = { mission: 'intrusion' as const, held: { red: { own: 0, enemy: 1 }, blue: { own: 1, enemy: 0 } } };
    const won = report({ red: 'victory', blue: 'defeat' }, held);
    expect(play(intrusion, 'red', choice({ ...won, deeds: bonus(jaws) })).match.state.earned['red']?.[jaws]).toBe(
      10 + 5,
    );
    const invasion = reported('invasion', [6, 1], [6]);
    const sectors = (red: number) =>
      report(
        { red: red > 2 ? 'victory' : 'defeat', blue: red > 2 ? 'defeat' : 'victory' },
        {
          mission: 'invasion',
          sectors: { red, blue: 2 },
        },
      );
    expect(refuse(invasion, 'red', choice({ ...sectors(0), deeds: bonus(jaws) }))).toEqual({
      code: 'report/bonus',
      rule: 'DW-MSN-INVA-07',
    });
    expect(play(invasion, 'red', choice({ ...sectors(3), deeds: bonus(jaws) })).match.state.earned['red']?.[jaws]).toBe(
      10 + 5,
    );
  });

  it('DW-MSN-DEST-01 a 105-point Attacker has two elements to destroy, no more and no fewer', () => {
    const m = reported('destruction', [6, 1]);
    expect(m.state.battles[0]?.groups['red']?.value).toBe(105);
    const idol = { type: 'idol' as const, spLost: 0 };
    for (const elements of [[idol], [idol, idol, idol]])
      expect(
        refuse(m, 'blue', choice(report({ red: 'defeat', blue: 'victory' }, { mission: 'destruction', elements }))),
      ).toEqual({ code: 'report/objectives-count', rule: 'DW-MSN-DEST-01' });
    const two = { mission: 'destruction' as const, elements: [idol, idol] };
    const r = play(m, 'blue', choice(report({ red: 'defeat', blue: 'victory' }, two))).match;
    expect(company(r, 'blue').stats.victories).toBe(1);
  });

  it('DW-MSN-RAID-03 DW-MSN-RAID-11 three merchants, each killed or in a tent; the chest is held by a side of the battle', () => {
    const m = reported('raid', [6, 1]);
    expect(m.state.battles[0]?.attacker).toBe('red');
    // Three killed and three more alive in Red's tents would be 18 points from three merchants.
    const six = {
      mission: 'raid' as const,
      killed: 3,
      tents: ['attacker' as const, 'attacker' as const, 'attacker' as const],
      chestTent: 'red',
    };
    expect(refuse(m, 'red', choice(report({ red: 'victory', blue: 'defeat' }, six)))).toEqual({
      code: 'report/objectives-count',
      rule: 'DW-MSN-RAID-03',
    });
    const two = { mission: 'raid' as const, killed: 2, tents: [], chestTent: 'red' };
    expect(refuse(m, 'red', choice(report({ red: 'victory', blue: 'defeat' }, two))).rule).toBe('DW-MSN-RAID-03');
    const stranger = { mission: 'raid' as const, killed: 3, tents: [], chestTent: 'ghost' };
    expect(refuse(m, 'red', choice(report({ red: 'victory', blue: 'defeat' }, stranger))).code).toBe(
      'report/unknown-seat',
    );
    const three = { mission: 'raid' as const, killed: 3, tents: [], chestTent: 'red' };
    const r = play(m, 'red', choice(report({ red: 'victory', blue: 'defeat' }, three))).match;
    expect(company(r, 'red').resources).toBe(company(m, 'red').resources + 15 + 10);
  });

  it('DW-CAMPAIGN-21 the Attacker of Death to the Cardinal wins exactly when he holds the zone', () => {
    const m = reported('destruction', [6, 1]);
    const b0 = m.state.battles[0];
    if (!b0) throw new Error('no battle');
    const b = { ...b0, mission: 'death-to-the-cardinal' as const };
    expect(b.attacker).toBe('red');
    const says = (attackerControls: boolean, red: 'victory' | 'defeat') =>
      reportAllowed(
        m.state,
        b,
        report(
          { red, blue: red === 'victory' ? 'defeat' : 'victory' },
          { mission: 'death-to-the-cardinal', attackerControls },
        ),
      );
    expect(says(true, 'victory').ok).toBe(true);
    expect(says(false, 'defeat').ok).toBe(true);
    for (const r of [says(true, 'defeat'), says(false, 'victory')])
      expect(r.ok ? null : r.error.code).toBe('report/result-mismatch');
  });

  it('DW-MSN-INTR-06 DW-MSN-INVA-07 DW-RETREAT-08 a reported bonus is the zone +5, once a fighter, and only where a place earns it', () => {
    const bonus = (soldier: string, ep = 5) => ({ kind: 'bonus' as const, soldier, ep });
    const withDeeds = (r: AfterActionReport, deeds: AfterActionReport['deeds']): Choice => choice({ ...r, deeds });
    const draw = report({ red: 'draw', blue: 'draw' }, null);
    const intrusion = reported('intrusion');
    const jaws = company(intrusion, 'red').soldiers[0]?.id ?? '';
    expect(refuse(intrusion, 'red', withDeeds(draw, [bonus(jaws, 10)]))).toEqual({
      code: 'report/bonus',
      rule: 'DW-MSN-INTR-06',
    });
    expect(refuse(intrusion, 'red', withDeeds(draw, [bonus(jaws), bonus(jaws)])).rule).toBe('DW-MSN-INTR-06');
    const once = play(intrusion, 'red', withDeeds(draw, [bonus(jaws)])).match;
    expect(once.state.earned['red']?.[jaws]).toBe(10 + 5);
    // After Blue's retreat every fighter of Red has the +5 already, wherever he stands.
    const retreat = report({ red: 'victory', blue: 'defeat' }, null, 'blue');
    expect(refuse(intrusion, 'red', withDeeds(retreat, [bonus(jaws)])).rule).toBe('DW-RETREAT-08');
    expect(play(intrusion, 'red', choice(retreat)).match.state.earned['red']?.[jaws]).toBe(10 + 5);
    const invasion = reported('invasion', [6, 1], [6]);
    expect(refuse(invasion, 'red', withDeeds(draw, [bonus(jaws), bonus(jaws)])).rule).toBe('DW-MSN-INVA-07');
    // A Raid pays its EP by the wounds and its RP by the chest: no bonus for a fighter's place.
    expect(refuse(reported('raid', [6, 1]), 'red', withDeeds(draw, [bonus(jaws)]))).toEqual({
      code: 'report/bonus',
      rule: 'DW-MSN-GEN-01',
    });
  });

  it('DW-MISSION-DURING-22 DW-MISSION-DURING-24 a soldier ends with one wound level and a machine with one loss', () => {
    const m = reported('intrusion');
    const [first, second] = company(m, 'red').soldiers.map((s) => s.id);
    const draw = report({ red: 'draw', blue: 'draw' }, null);
    // Killed outright first, Serious second: the medic and quartermaster checks would read one, the recovery the other.
    const twice = choice({
      ...draw,
      wounds: [
        { soldier: first ?? '', state: 'killed-outright' },
        { soldier: first ?? '', state: 'serious' },
      ],
    });
    expect(refuse(m, 'red', twice)).toEqual({ code: 'report/listed-twice', rule: 'DW-MISSION-DURING-22' });
    const each = choice({
      ...draw,
      wounds: [
        { soldier: first ?? '', state: 'killed-outright' },
        { soldier: second ?? '', state: 'serious' },
      ],
    });
    expect(company(play(m, 'red', each, [1, 1, 1, 1]).match, 'red').stats.draws).toBe(1);
    // A machine of the battle that lost 1 SP and 5 SP: only the first line would be read.
    const engineOf = (c: Company): Company => ({
      ...c,
      assets: [
        ...c.assets,
        {
          id: 'red-engine',
          name: 'Steam bombard',
          kind: 'immobile-machine',
          cost: 20,
          structure: { max: 6, current: 6 },
          destroyed: false,
        },
      ],
    });
    const fielded = fieldAsset(editCompany(m, 'red', engineOf), 'red', 'red-engine');
    const lost = (structure: AfterActionReport['structure']) => choice({ ...draw, structure });
    expect(
      refuse(
        fielded,
        'red',
        lost([
          { id: 'red-engine', lost: 1 },
          { id: 'red-engine', lost: 5 },
        ]),
      ),
    ).toEqual({ code: 'report/listed-twice', rule: 'DW-MISSION-DURING-24' });
    // 5 of 6 lost, written once: more than half, so the machine rolls its 2d6.
    const once = play(fielded, 'red', lost([{ id: 'red-engine', lost: 5 }]), [1, 1]);
    expect(once.events.filter((e) => e.type === 'machine-recuperation')).toHaveLength(1);
  });
});

describe('prospectors sent exploring', () => {
  it('DW-ROLE-18 each prospector sent rolls once: one named twice among the explorers is refused', () => {
    let m = orcCompany(start());
    m = playAll(m, 'red', [done, done]);
    m = goblinArchers(m);
    m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    m = editSoldier(m, 'red', 'Snik', (s) => ({ ...s, role: 'prospector' }));
    const snik = soldierNamed(m, 'red', 'Snik').id;
    const group = (explorers: string[]): Choice => ({
      kind: 'form-group',
      soldiers: company(m, 'red')
        .soldiers.map((s) => s.id)
        .filter((id) => id !== snik),
      attributes: [],
      hires: [],
      explorers,
    });
    expect(refuse(m, 'red', group([snik, snik])).code).toBe('group/duplicate');
    expect(play(m, 'red', group([snik])).match.state.battles[0]?.groups['red']?.explorers).toEqual([snik]);
  });
});
