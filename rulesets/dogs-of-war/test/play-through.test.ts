import { describe, expect, it } from 'vitest';
import { LoadedDice, type Violation } from '@skirmish/core';
import type { AfterActionReport, Choice } from '../src/choices.ts';
import { dogsOfWarBotKnowledge } from '../src/bot.ts';
import { buyAttribute } from '../src/management.ts';
import { proposedFrom, proposedName } from '../src/names.ts';
import { characteristicCost } from '../src/experience.ts';
import { violationText } from '../src/texts.ts';
import { OPTIONS } from '../src/rules.ts';
import {
  captainC,
  company,
  companyOf,
  content,
  done,
  editSoldier,
  engine,
  goblinArchers,
  groupsFormed,
  lionAdept,
  orcCompany,
  play,
  playAll,
  recruitC,
  refuse,
  soldier,
  soldierNamed,
  start,
  type M,
} from './helpers.ts';

const finish: Choice = { kind: 'finish-preparation', bonesetter: [], training: [] };
const report = (r: Partial<AfterActionReport> & Pick<AfterActionReport, 'results'>): Choice => ({
  kind: 'report',
  report: { retreat: null, deeds: [], wounds: [], structure: [], objectives: null, captures: [], ...r },
});

/** The refusal of a choice, whole. */
function refusal(m: M, seat: string, choice: unknown): Violation {
  const r = engine.submit(m, seat, choice, new LoadedDice([]));
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

/** Red attacks (his 105 set two elements) and Blue defends, or the reverse; both ready for the report. */
function atReport(attackerRolls = [6, 1]): M {
  let m = groupsFormed('destruction', attackerRolls);
  m = play(m, 'blue', { kind: 'compensate', eventCards: 0, objects: [] }).match;
  m = play(play(m, 'red', finish).match, 'blue', finish).match;
  if (m.state.battles[0]?.step === 'free-event-card')
    m = play(m, 'red', { kind: 'free-event-card', take: false }).match;
  return m;
}

describe('balancing never takes the stronger group below the weaker', () => {
  // Red sends the book's orc company (105) against Blue's goblin boss and four archers (60):
  // within 50, so Red may lower his group, to no less than 60.
  const atBalance = (): M => {
    const m = groupsFormed('intrusion');
    expect(m.state.battles[0]?.step).toBe('balance');
    expect([m.state.battles[0]?.groups['red']?.value, m.state.battles[0]?.groups['blue']?.value]).toEqual([105, 60]);
    return m;
  };

  it('DW-MISSION-PRE-17 a group cut below the other group is refused, even a fighter sent alone, and is never offered', () => {
    const m = atBalance();
    const grash = soldierNamed(m, 'red', 'Grash').id;
    // Grash alone is worth 34, below Blue's 60.
    expect(refuse(m, 'red', { kind: 'balance', soldiers: [grash], hires: [] })).toEqual({
      code: 'balance/below-other',
      rule: 'DW-MISSION-PRE-17',
    });
    const legal = engine.legal(m, 'red').filter((c) => c.kind === 'balance');
    expect(legal.length).toBeGreaterThan(0);
    for (const c of legal) {
      const r = engine.submit(m, 'red', c);
      expect(r.ok, JSON.stringify(c)).toBe(true);
      if (r.ok) expect(r.value.match.state.battles[0]?.groups['red']?.value).toBeGreaterThanOrEqual(60);
    }
  });
});

describe('balancing where no way within the range is left', () => {
  it('DW-MISSION-PRE-17 the stronger keeps his group rather than cut it below the other', () => {
    // Blue sends his boss alone, made worth 100; Red his five, each made worth about 80: one alone
    // is below 100, any two above 150. No way within 100-150 is left.
    let m = orcCompany(start());
    m = playAll(m, 'red', [done, done]);
    m = goblinArchers(m);
    for (const name of ['Grash', 'Horn', 'Jaws', 'Brute', 'Snik'])
      m = editSoldier(m, 'red', name, (x) => ({ ...x, initialValue: 80 }));
    m = editSoldier(m, 'blue', 'Boss', (x) => ({ ...x, initialValue: 100 }));
    m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    const red = company(m, 'red').soldiers.map((x) => x.id);
    m = play(m, 'red', { kind: 'form-group', soldiers: red, attributes: [], hires: [], explorers: [] }).match;
    const boss = soldierNamed(m, 'blue', 'Boss').id;
    m = play(m, 'blue', { kind: 'form-group', soldiers: [boss], attributes: [], hires: [], explorers: [] }).match;
    expect(m.state.battles[0]?.step).toBe('balance');
    expect(engine.legal(m, 'red').filter((c) => c.kind === 'balance')).toEqual([
      { kind: 'balance', soldiers: red, hires: [] },
    ]);
    expect(refuse(m, 'red', { kind: 'balance', soldiers: [soldierNamed(m, 'red', 'Horn').id], hires: [] })).toEqual({
      code: 'balance/below-other',
      rule: 'DW-MISSION-PRE-17',
    });
    const kept = play(m, 'red', { kind: 'balance', soldiers: red, hires: [] }).match;
    expect(kept.state.battles[0]?.weaker).toBe('blue');
  });
});

describe('who may bear an attribute', () => {
  it("DW-ATTR-03 the sample consecration is a musician's, spells go to magicians and miracles to faithful by their kind", () => {
    // Lior, a Lion Adept: a magician, no musician.
    const lions = companyOf([lionAdept()], { resources: 100 });
    const consecration = buyAttribute(lions, content, 'consecration', 'm');
    expect(consecration.ok ? null : [consecration.error.code, consecration.error.rule]).toEqual([
      'attr/not-usable',
      'DW-ATTR-03',
    ]);
    expect(buyAttribute(lions, content, 'fireball', 'm').ok).toBe(true);
    // An Irregular orc brute: neither magician nor musician. The horn blower, a musician, may (W-20).
    const orcs = companyOf(
      [soldier({ id: 'b', name: 'Brute', rank: 'Irregular' }), soldier({ id: 'h', name: 'Horn', musician: true })],
      { resources: 100 },
    );
    expect(buyAttribute(orcs, content, 'consecration', 'b').ok).toBe(false);
    expect(buyAttribute(orcs, content, 'consecration', 'h').ok).toBe(true);
    const fireball = buyAttribute(orcs, content, 'fireball', 'b');
    expect(fireball.ok ? null : fireball.error.rule).toBe('DW-ATTR-03');
    // A pack's miracle and liturgy that do not say who bears them: by their kind, a faithful's,
    // and a soldier's of a people that has faithful.
    const fire = content.attributes.find((a) => a.id === 'fireball');
    if (!fire) throw new Error('no fireball');
    const { usableBy: _given, ...plain } = fire;
    const packed = {
      ...content,
      attributes: [
        ...content.attributes,
        { ...plain, id: 'pack-miracle', name: 'Pack miracle', kind: 'miracle' as const },
        { ...plain, id: 'pack-liturgy', name: 'Pack liturgy', kind: 'liturgy' as const },
      ],
    };
    const miracle = buyAttribute(orcs, packed, 'pack-miracle', 'b');
    expect(miracle.ok ? null : miracle.error.rule).toBe('DW-ATTR-03');
    expect(buyAttribute(orcs, packed, 'pack-liturgy', 'b').ok).toBe(true);
    const strangers = companyOf([soldier({ id: 'x', name: 'Stranger', people: 'nowhere' })], { resources: 100 });
    const liturgy = buyAttribute(strangers, packed, 'pack-liturgy', 'x');
    expect(liturgy.ok ? null : liturgy.error.rule).toBe('DW-ATTR-03');
  });

  it('DW-ATTR-03 a company without a musician is offered no consecration, and the bots never buy one', () => {
    // Blue: a goblin boss and an archer, at the attribute step of his formation.
    const m = playAll(start(), 'blue', [captainC('goblin-boss', 'Boss'), recruitC('goblin-archer', 'G1'), done, done]);
    const legal = engine.legal(m, 'blue');
    expect(legal.some((c) => c.kind === 'buy-attribute')).toBe(true);
    expect(legal.filter((c) => c.kind === 'buy-attribute' && c.attribute === 'consecration')).toEqual([]);
    const boss = soldierNamed(m, 'blue', 'Boss').id;
    expect(refuse(m, 'blue', { kind: 'buy-attribute', attribute: 'consecration', soldier: boss })).toEqual({
      code: 'attr/not-usable',
      rule: 'DW-ATTR-03',
    });
    const heuristic = dogsOfWarBotKnowledge(content).heuristicChoice;
    if (!heuristic) throw new Error('no bot heuristic');
    for (let pick = 1; pick <= 6; pick++)
      expect(heuristic(m.state, 'blue', legal, new LoadedDice([pick, pick]))).not.toMatchObject({
        attribute: 'consecration',
      });
  });
});

describe('names of captains and recruits', () => {
  it('a name of spaces alone falls back to the proposed name, and a name is kept without its surrounding spaces', () => {
    let m = playAll(start(), 'red', [captainC('orc-warlord', '   '), recruitC('orc-brute', '  Gash  ', ['scimitar'])]);
    const warlord = content.profiles.find((p) => p.id === 'orc-warlord');
    if (!warlord) throw new Error('no orc warlord');
    expect(company(m, 'red').soldiers.map((s) => s.name)).toEqual([proposedName(warlord, true, 0, 'en'), 'Gash']);
    m = play(m, 'red', recruitC('orc-brute', ' ', ['scimitar'])).match;
    const brute = company(m, 'red').soldiers.at(-1);
    expect(brute?.name).toMatch(/^Orc brute \d+$/);
  });

  it('a profile already called a captain is not called one twice, in either language', () => {
    expect(proposedFrom('Dirzi rohamkapitány', true, 0, 'hu')).toBe('Dirzi rohamkapitány');
    expect(proposedFrom('Dirz strike captain', true, 0, 'en')).toBe('Dirz strike captain');
    expect(proposedFrom('Ork hadúr', true, 0, 'hu')).toBe('Ork hadúr kapitány');
    expect(proposedFrom('Orc warlord', true, 0, 'en')).toBe('Captain Orc warlord');
  });
});

describe('a Defender retreating from Destruction', () => {
  it('DW-MSN-DEST-09 DW-RETREAT-08 the report names the elements laid out, and every fighter of the Attacker earns each one: +2 an idol, +4 a temple', () => {
    const m = atReport();
    const results = { red: 'victory' as const, blue: 'defeat' as const };
    // Without the elements the Attacker's bonus cannot be counted: the report is refused.
    expect(refuse(m, 'blue', report({ results, retreat: 'blue' }))).toEqual({
      code: 'report/retreat-elements',
      rule: 'DW-MSN-DEST-09',
    });
    const elements = [
      { type: 'idol' as const, spLost: 0 },
      { type: 'temple' as const, spLost: 1 },
    ];
    const r = play(
      m,
      'blue',
      report({ results, retreat: 'blue', objectives: { mission: 'destruction', elements } }),
    ).match;
    // A first mission: 10 EP for taking part, then both elements as destroyed.
    for (const s of company(r, 'red').soldiers) expect(r.state.earned['red']?.[s.id], s.name).toBe(10 + 2 + 4);
    for (const s of company(r, 'blue').soldiers) expect(r.state.earned['blue']?.[s.id], s.name).toBe(10);
  });

  it('DW-MSN-DEST-09 a ready-made report of the Defender retreating names the elements and pays the Attacker', () => {
    // Blue attacks with his 60: one element. Red defends and retreats.
    const m = atReport([1, 6]);
    expect(m.state.battles[0]?.attacker).toBe('blue');
    const listed = engine.legal(m, 'red').find((c) => c.kind === 'report' && c.report.retreat === 'red');
    if (!listed || listed.kind !== 'report') throw new Error('no retreat listed');
    expect(listed.report.objectives).toEqual({ mission: 'destruction', elements: [{ type: 'idol', spLost: 0 }] });
    const r = play(m, 'red', listed).match;
    const boss = soldierNamed(r, 'blue', 'Boss').id;
    expect(r.state.earned['blue']?.[boss]).toBe(10 + 2);
  });
});

describe('refusals in player words', () => {
  it('a malformed name or EP names the field and the limit, in English and Hungarian', () => {
    const m = start();
    const long = refusal(m, 'red', { ...captainC('orc-warlord', 'x'.repeat(61)) });
    expect(long.code).toBe('choice/malformed');
    expect(violationText(long, 'en')).toBe('A name may be at most 60 characters long');
    expect(violationText(long, 'hu')).toBe('Ez nem szabályos: a név legfeljebb 60 karakter lehet');
    const f = playAll(m, 'red', [captainC('orc-warlord', 'Rok'), done]);
    const rok = soldierNamed(f, 'red', 'Rok').id;
    const half = refusal(f, 'red', { kind: 'assign-ep', soldier: rok, ep: 2.5 });
    expect(half.code).toBe('choice/malformed');
    expect(violationText(half, 'en')).toBe('The EP must be a whole number within the limits the form shows');
    expect(violationText(half, 'hu')).toBe(
      'Ez nem szabályos: a TP csak az űrlapon látható határok közötti egész szám lehet',
    );
    // A field no player types keeps the engine's words, which the forms complete with the field.
    expect(
      violationText(
        { code: 'choice/malformed', message: 'The choice is not well formed: x', path: 'soldiers.0' },
        'hu',
      ),
    ).toBe('Ez nem szabályos: The choice is not well formed: x');
  });

  it('a soldier listed twice among the wounded is named, in English and Hungarian', () => {
    const m = atReport();
    const gash = soldierNamed(m, 'red', 'Jaws').id;
    const twice = report({
      results: { red: 'draw', blue: 'draw' },
      wounds: [
        { soldier: gash, state: 'serious' },
        { soldier: gash, state: 'critical' },
      ],
    });
    const v = refusal(m, 'red', twice);
    expect(v.code).toBe('report/listed-twice');
    expect(violationText(v, 'en')).toBe(
      'Jaws is listed twice among the wounded: give only the wound he ends the mission with',
    );
    expect(violationText(v, 'hu')).toMatch(
      /^Ez nem szabályos \(DW-MISSION-DURING-22\): Jaws kétszer szerepel a sebesültek között/,
    );
  });

  it('a characteristic the sample tables give no cost for is said so, in English and Hungarian', () => {
    const r = characteristicCost(soldier(), 'COU', content.tables);
    if (r.ok) throw new Error('COU has a cost');
    expect(violationText(r.error, 'en')).toBe(
      'COU cannot be raised with these content tables: they give no cost for it',
    );
    expect(violationText(r.error, 'hu')).toBe(
      'Ez nem szabályos (DW-EVOLVE-CHAR-09): BÁT: ez a jellemző ezekkel a tartalmi táblázatokkal nem emelhető, mert nem adják meg az árát',
    );
    expect(violationText(r.error, 'en')).not.toMatch(/book/);
  });
});

describe('house rules in Hungarian', () => {
  it('name the missions and the company as the rest of the Hungarian pages do', () => {
    const hu = JSON.stringify(OPTIONS.map((o) => o.hu));
    expect(hu).not.toMatch(/Destruction|Raid|Intrusion|Invasion|Assassination|Treasure Hunt|kompáni/);
    expect(hu).toContain('Pusztítás: plusz kör');
    expect(hu).toContain('Rajtaütés');
  });
});
