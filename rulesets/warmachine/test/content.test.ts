import { contentJsonSchema, Engine, loadContent, unwrap, type ContentIssue } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { warmachineRuleset } from '../src/index.ts';
import { sampleContent } from '../src/sample.ts';
import { rules } from './helpers.ts';
import { LoadedDice } from '@skirmish/core';

const spec = warmachineRuleset.content;
const issues = (mutate: (c: typeof sampleContent) => void): readonly ContentIssue[] => {
  const c = structuredClone(sampleContent);
  mutate(c);
  const r = loadContent(spec, c);
  return r.ok ? [] : r.issues;
};
const idx = (id: string) => sampleContent.models.findIndex((m) => m.id === id);

describe('content', () => {
  it('the sample content loads, is marked as sample content, and exports a JSON Schema', () => {
    expect(loadContent(spec, sampleContent).ok).toBe(true);
    expect(sampleContent.meta.sample).toBe(true);
    expect(sampleContent.models.every((m) => m.sample === true)).toBe(true);
    expect(sampleContent.boxes).toHaveLength(4);
    expect(JSON.stringify(contentJsonSchema(spec))).toContain('baseDiameterMm');
  });

  it('WM-MODEL-01 stats are whole numbers', () => {
    expect(issues((c) => ((c.models[0] as { stats: { SPD: number } }).stats.SPD = 5.5))[0]?.path).toBe(
      'models.0.stats.SPD',
    );
  });

  it('WM-MODEL-02 WM-MODEL-20 a warcaster needs FOCUS, spells and a feat; a warjack has none of them', () => {
    const k = idx('kron');
    expect(issues((c) => delete c.models[k]!.FOCUS).map((i) => i.path)).toContain(`models.${k}.FOCUS`);
    expect(issues((c) => delete c.models[k]!.feat).map((i) => i.path)).toContain(`models.${k}.feat`);
    expect(issues((c) => delete c.models[k]!.spells).map((i) => i.path)).toContain(`models.${k}.spells`);
    const b = idx('bastion');
    expect(issues((c) => (c.models[b]!.FOCUS = 5)).map((i) => i.path)).toContain(`models.${b}.FOCUS`);
  });

  it('WM-FEAT-01 a warcaster without its one feat is refused, and every sample warcaster has exactly one', () => {
    const k = idx('kron');
    expect(issues((c) => delete c.models[k]!.feat).map((i) => i.path)).toContain(`models.${k}.feat`);
    const casters = sampleContent.models.filter((m) => m.kind === 'warcaster');
    expect(casters.length).toBe(4);
    for (const m of casters) expect(typeof m.feat?.id).toBe('string');
  });

  it('WM-MODEL-19 a warcaster has a row of boxes and a warjack a grid of exactly 6 columns', () => {
    const b = idx('bastion');
    expect(issues((c) => (c.models[b]!.damage = { kind: 'boxes', count: 20 })).map((i) => i.path)).toContain(
      `models.${b}.damage`,
    );
    expect(
      issues((c) => {
        const d = c.models[b]!.damage;
        if (d.kind === 'grid') d.columns.pop();
      })[0]?.path,
    ).toBe(`models.${b}.damage.columns`);
  });

  it('WM-MODEL-04 WM-MODEL-05 weapons are melee or ranged; a spray weapon has no AOE and ROF is at least 1', () => {
    const g = idx('gravemaw');
    expect(
      issues((c) => {
        const w = c.models[g]!.weapons[2]!;
        if (w.kind === 'ranged') w.AOE = 3;
      }).map((i) => i.path),
    ).toContain(`models.${g}.weapons.2.AOE`);
    expect(
      issues((c) => {
        const w = c.models[g]!.weapons[2]!;
        if (w.kind === 'ranged') w.ROF = 0;
      }).map((i) => i.path),
    ).toContain(`models.${g}.weapons.2.ROF`);
    expect(issues((c) => ((c.models[g]!.weapons[0] as { kind: string }).kind = 'thrown')).length).toBeGreaterThan(0);
  });

  it('WM-MODEL-06 a printed P+S must equal POW + STR', () => {
    const b = idx('bastion');
    expect(
      issues((c) => {
        const w = c.models[b]!.weapons[0]!;
        if (w.kind === 'melee') w.PS = 15;
      })[0],
    ).toMatchObject({ path: `models.${b}.weapons.0.PS` });
  });

  it('WM-MODEL-18 a weapon location needs boxes of that letter in the grid', () => {
    const k = idx('kron');
    expect(issues((c) => (c.models[k]!.weapons[0]!.location = 'L'))[0]).toMatchObject({
      path: `models.${k}.weapons.0.location`,
    });
  });

  it('WM-MODEL-08 an Arc Node needs A boxes, and A boxes mean an Arc Node', () => {
    const sp = idx('sparrow');
    expect(issues((c) => (c.models[sp]!.advantages.arcNode = false))[0]).toMatchObject({
      path: `models.${sp}.advantages.arcNode`,
    });
    const b = idx('bastion');
    expect(issues((c) => (c.models[b]!.advantages.arcNode = true))).toContainEqual({
      path: `models.${b}.advantages.arcNode`,
      message: 'an Arc Node needs at least one A box in the grid',
    });
  });

  it('WM-MODEL-21 every model carries a base size with its diameter', () => {
    const k = idx('kron');
    expect(issues((c) => (c.models[k]!.baseDiameterMm = 40))[0]).toMatchObject({ path: `models.${k}.baseDiameterMm` });
  });

  it('WM-SPELL-01 every spell states COST, RNG, AOE, POW, UP and OFF', () => {
    const k = idx('kron');
    for (const field of ['COST', 'RNG', 'AOE', 'POW', 'UP', 'OFF'] as const) {
      expect(issues((c) => delete (c.models[k]!.spells![0] as Partial<Record<string, unknown>>)[field])[0]?.path).toBe(
        `models.${k}.spells.0.${field}`,
      );
    }
  });

  it('upkeep spells and SELF targets are checked', () => {
    const k = idx('kron');
    expect(issues((c) => (c.models[k]!.spells![1]!.duration = 'oneRound'))[0]).toMatchObject({
      path: `models.${k}.spells.1.duration`,
    });
  });

  it('WM-SPELL-06 a spell with a CTRL area must say which side of the models in it it affects ("self" is refused)', () => {
    const v = idx('vale');
    const fog = sampleContent.models[v]!.spells!.findIndex((s) => s.id === 'fog-bank');
    const path = `models.${v}.spells.${fog}.target`;
    expect(issues((c) => (c.models[v]!.spells![fog]!.target = 'self')).map((i) => i.path)).toContain(path);
    // Written as a SELF spell (RNG SELF needs target "self"), the CTRL area is refused the same way.
    expect(
      issues((c) => Object.assign(c.models[v]!.spells![fog]!, { RNG: 'SELF', target: 'self' })).map((i) => i.path),
    ).toContain(path);
    for (const target of ['friendly', 'enemy', 'any'] as const)
      expect(issues((c) => (c.models[v]!.spells![fog]!.target = target))).toEqual([]);
  });

  it('A-45 a feat whose area and the side it affects contradict each other is refused; every agreeing pair loads', () => {
    const k = idx('kron');
    const problem = (area: string, affects: string) =>
      issues((c) => Object.assign(c.models[k]!.feat!, { area, affects })).filter(
        (i) => i.path === `models.${k}.feat.affects`,
      );
    const agree: Record<string, readonly string[]> = {
      SELF: ['self', 'friendly'],
      CTRL: ['friendly', 'enemy'],
      ALL_FRIENDLY: ['friendly'],
      ALL_ENEMY: ['enemy'],
    };
    for (const [area, fine] of Object.entries(agree))
      for (const affects of ['self', 'friendly', 'enemy'])
        expect(problem(area, affects), `${area} with ${affects}`).toHaveLength(fine.includes(affects) ? 0 : 1);
    expect(problem('ALL_ENEMY', 'friendly')[0]?.message).toBe(
      'a feat with area ALL_ENEMY affects "enemy", not "friendly"',
    );
  });

  it('WM-SETUP-03 WM-SETUP-01 each player fields one starter box on a 48" table', () => {
    const s = unwrap(rules.setup({ p1: 'tidewardens', p2: 'emberclad' }, new LoadedDice([2, 1])));
    expect(s.table).toBe(48);
    expect(s.models.filter((m) => m.side === 'p1').map((m) => m.def)).toEqual(['vale', 'breaker', 'gullwing', 'skiff']);
    expect(s.models.filter((m) => m.side === 'p2').map((m) => m.def)).toEqual(['varn', 'cinderfist', 'kindle']);
  });

  it('a box may hold a warjack twice: the copies are two models, each deployed and named apart', () => {
    const c = structuredClone(sampleContent);
    c.boxes[0]!.warjacks = ['bastion', 'sparrow', 'bastion'];
    const engine = unwrap(Engine.create(warmachineRuleset, { content: c }));
    let m = unwrap(engine.start(1, { p1: c.boxes[0]!.id, p2: 'emberclad' }));
    const mine = m.state.models.filter((x) => x.side === 'p1');
    expect(mine.map((x) => x.id)).toEqual(['p1.kron', 'p1.bastion', 'p1.sparrow', 'p1.bastion.2']);
    expect(mine.map((x) => x.def)).toEqual(['kron', 'bastion', 'sparrow', 'bastion']);
    const presenter = warmachineRuleset.presenterFor!(c);
    const bastion = c.models.find((x) => x.id === 'bastion')!.name;
    // Every model of both boxes is deployed through the legal choices; before, the second copy
    // shared the first's id and the deployment stopped with a seat asked and nothing to choose.
    const named = new Set<string>();
    for (let i = 0; i < 40 && m.state.phase !== 'activation'; i++) {
      const seat = engine.pending(m)[0]!.seats[0]!;
      const legal = engine.legal(m, seat);
      expect(legal.length).toBeGreaterThan(0);
      for (const choice of legal) named.add(presenter.choice(choice, engine.view(m, seat), 'en'));
      m = unwrap(engine.submit(m, seat, legal[0])).match;
    }
    expect(m.state.models.every((x) => x.placed)).toBe(true);
    expect([...named].some((t) => t.includes(`${bastion} 2 (`))).toBe(true);
  });

  it('a content pack with a broken box reference is refused with its path', () => {
    const r = Engine.create(warmachineRuleset, {
      content: { ...sampleContent, boxes: [{ ...sampleContent.boxes[0]!, warcaster: 'nobody' }] },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('boxes.0.warcaster');
  });
});
