import { describe, expect, it } from 'vitest';
import { contentJsonSchema, Engine, loadContent, unwrap } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import { bookEquipment, mysticProfile, PEOPLE_STOCKS, SHARED_PROFILES } from '../src/content/people.ts';
import { SAMPLE_CONTENT } from '../src/content/sample.ts';
import { ELEMENTS } from '../src/data.ts';
import { BOOK_PATHS } from '../src/experience.ts';
import { nameCaptain, newCompany, recruit } from '../src/management.ts';
import { sheetData } from '../src/sheet.ts';

const stock = (id: string) => {
  const s = PEOPLE_STOCKS.find((x) => x.id === id);
  if (!s) throw new Error(id);
  return s;
};

describe('content', () => {
  it('the sample pack validates, is marked sample, and exports a JSON Schema', () => {
    const r = loadContent(dogsOfWarRuleset.content, JSON.parse(JSON.stringify(SAMPLE_CONTENT)));
    expect(r.ok).toBe(true);
    expect(SAMPLE_CONTENT.sample).toBe(true);
    expect(SAMPLE_CONTENT.profiles.filter((p) => p.sample).length).toBeGreaterThan(30);
    expect(contentJsonSchema(dogsOfWarRuleset.content)).toMatchObject({ type: 'object' });
  });

  it('a user pack with a bad cell is refused with the path of the cell', () => {
    const bad = JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as { profiles: Array<{ value: unknown }> };
    const first = bad.profiles[0];
    if (first) first.value = -3;
    const r = Engine.create(dogsOfWarRuleset, { content: bad });
    expect(r.ok ? null : r.error.path).toBe('profiles.0.value');
  });

  it('DW-CAPTAIN-02 a pack none of whose profiles may lead a new company is refused: a campaign on it could never start', () => {
    const pack = JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as { profiles: unknown[] };
    for (const profiles of [[], pack.profiles.filter((p) => (p as { musician?: boolean }).musician === true)]) {
      const r = Engine.create(dogsOfWarRuleset, { content: { ...pack, profiles } });
      expect(r.ok ? null : r.error.path).toBe('profiles');
      if (!r.ok) expect(r.error.message).toContain('no profile may lead a new company');
    }
  });

  it('a profile named at the longest still gives listed captains and recruits whose names the rules take', () => {
    const pack = JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as { profiles: Array<{ name: string }> };
    for (const p of pack.profiles) p.name = `${p.name} `.repeat(10).slice(0, 80).trimEnd().padEnd(80, 'x');
    const engine = unwrap(Engine.create(dogsOfWarRuleset, { content: pack }));
    let m = unwrap(engine.start(1));
    let named = 0;
    for (let i = 0; i < 40 && named < 4; i++) {
      const seat = engine.pending(m)[0]!.seats[0]!;
      const legal = engine.legal(m, seat) as Array<{ kind: string; name?: string }>;
      const pick = legal.find((c) => c.kind === 'name-captain' || c.kind === 'recruit') ?? legal[0];
      if (pick?.name !== undefined) {
        expect(pick.name.length).toBeLessThanOrEqual(60);
        named++;
      }
      const r = engine.submit(m, seat, pick);
      expect(r.ok ? null : r.error.message).toBeNull();
      if (r.ok) m = r.value.match;
    }
    expect(named).toBe(4);
  });

  it('a user pack whose machine has 0 SP is refused: it would be destroyed before it fights', () => {
    const machine = JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as { attributes: Array<{ structure: unknown }> };
    const i = machine.attributes.findIndex((a) => a.structure !== null);
    machine.attributes[i]!.structure = 0;
    const r = Engine.create(dogsOfWarRuleset, { content: machine });
    expect(r.ok ? null : r.error.path).toBe(`attributes.${i}.structure`);
    const mobile = JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as { profiles: Array<{ structure: unknown }> };
    const j = mobile.profiles.findIndex((p) => p.structure !== null);
    mobile.profiles[j]!.structure = 0;
    const q = Engine.create(dogsOfWarRuleset, { content: mobile });
    expect(q.ok ? null : q.error.path).toBe(`profiles.${j}.structure`);
  });

  it("DW-MISSION-PRE-15 a user pack's Elements: an Elemental's and a people's forbidden ones are known Elements, and only an Elemental has one of its own", () => {
    const pack = () =>
      JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as {
        profiles: Array<{ id: string; elemental: boolean; element?: unknown }>;
        peoples: Array<{ forbiddenElements?: unknown }>;
      };
    const at = (p: ReturnType<typeof pack>, id: string) => p.profiles.findIndex((x) => x.id === id);
    const good = pack();
    good.profiles[at(good, 'fire-elemental')]!.element = 'fire';
    good.peoples[0]!.forbiddenElements = ['darkness'];
    expect(Engine.create(dogsOfWarRuleset, { content: good }).ok).toBe(true);
    // An Element of no known name, on the Elemental or in a people's list.
    const wood = pack();
    wood.profiles[at(wood, 'fire-elemental')]!.element = 'wood';
    const r = Engine.create(dogsOfWarRuleset, { content: wood });
    expect(r.ok ? null : r.error.path).toBe(`profiles.${at(wood, 'fire-elemental')}.element`);
    const banned = pack();
    banned.peoples[0]!.forbiddenElements = ['shadow'];
    const b = Engine.create(dogsOfWarRuleset, { content: banned });
    expect(b.ok ? null : b.error.path).toBe('peoples.0.forbiddenElements.0');
    // An Element on a fighter who is no Elemental would never be read: refused, in words.
    const stray = pack();
    stray.profiles[at(stray, 'orc-brute')]!.element = 'fire';
    const q = Engine.create(dogsOfWarRuleset, { content: stray });
    expect(q.ok ? null : q.error.path).toBe(`profiles.${at(stray, 'orc-brute')}.element`);
    expect(q.ok ? '' : q.error.message).toContain('only an Elemental has an Element of its own');
  });

  it("DW-EVOLVE-RANK-06 a user pack's starting magic: only a magician's, each path once, a count of known Elements", () => {
    const pack = () => JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as typeof SAMPLE_CONTENT;
    const at = (p: ReturnType<typeof pack>, id: string) => p.profiles.findIndex((x) => x.id === id);
    const good = pack();
    good.profiles[at(good, 'gidzzit-the-bell-ringer')]!.magic = { elements: 2, paths: ['Sorcery', 'Chthonian'] };
    expect(Engine.create(dogsOfWarRuleset, { content: good }).ok).toBe(true);
    // A warrior follows no path: the field would never be read, so it is refused in words.
    const warrior = pack();
    warrior.profiles[at(warrior, 'orc-brute')]!.magic = { elements: 1, paths: ['Sorcery'] };
    const w = Engine.create(dogsOfWarRuleset, { content: warrior });
    expect(w.ok ? null : w.error.path).toBe(`profiles.${at(warrior, 'orc-brute')}.magic`);
    expect(w.ok ? '' : w.error.message).toContain('only a magician or a warrior-mage starts with Elements and paths');
    const twice = pack();
    twice.profiles[at(twice, 'gidzzit-the-bell-ringer')]!.magic = { elements: 1, paths: ['Sorcery', 'Sorcery'] };
    const t = Engine.create(dogsOfWarRuleset, { content: twice });
    expect(t.ok ? null : t.error.path).toBe(`profiles.${at(twice, 'gidzzit-the-bell-ringer')}.magic.paths.1`);
    expect(t.ok ? '' : t.error.message).toContain('the path of Sorcery is listed twice');
    // Six Elements are all there are; a seventh, a negative count or a nameless path is a bad cell.
    for (const magic of [
      { elements: 7, paths: [] },
      { elements: -1, paths: [] },
      { elements: 1, paths: [''] },
    ]) {
      const bad = pack();
      (bad.profiles[at(bad, 'gidzzit-the-bell-ringer')] as { magic?: unknown }).magic = magic;
      const r = Engine.create(dogsOfWarRuleset, { content: bad });
      expect(r.ok ? null : r.error.path).toMatch(
        new RegExp(`^profiles\\.${at(bad, 'gidzzit-the-bell-ringer')}\\.magic\\.`),
      );
    }
  });

  it('a user may import his own profile', () => {
    const pack = JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as typeof SAMPLE_CONTENT;
    pack.profiles.push({ ...pack.profiles[0]!, id: 'my-orc', name: 'My orc', value: 15 });
    expect(Engine.create(dogsOfWarRuleset, { content: pack }).ok).toBe(true);
    pack.profiles.push({ ...pack.profiles[0]!, id: 'my-orc' });
    expect(Engine.create(dogsOfWarRuleset, { content: pack }).ok).toBe(false);
  });
});

describe('additional mystic profiles', () => {
  it('DW-PEOPLE-01 DW-PEOPLE-02 the shared Initiate/Devout and Adept/Zealot profiles', () => {
    expect(SHARED_PROFILES.low).toMatchObject({
      MOV: 10,
      INI: 3,
      ATT: 3,
      STR: 3,
      DEF: 3,
      RES: 4,
      AIM: null,
      COU: 4,
      DIS: 4,
      POW: 4,
    });
    expect(SHARED_PROFILES.high).toMatchObject({
      MOV: 10,
      INI: 5,
      ATT: 4,
      STR: 4,
      DEF: 4,
      RES: 5,
      AIM: null,
      COU: 5,
      DIS: 5,
      POW: 6,
    });
  });

  it('DW-PEOPLE-04 DW-PEOPLE-05 DW-PEOPLE-06 DW-PEOPLE-07 Lions: COU +2, POW +1, Bravery; values 31 / 63 / 25 / 55', () => {
    const ini = mysticProfile(stock('lions'), 'Initiate');
    expect(ini?.characteristics).toMatchObject({ COU: 6, POW: 5, DIS: 4 });
    expect(ini?.value).toBe(31);
    expect(ini?.character).toBe(false);
    expect(ini?.abilities).toEqual([{ name: 'Bravery' }]);
    expect(mysticProfile(stock('lions'), 'Zealot')?.value).toBe(55);
  });

  it('DW-PEOPLE-08 DW-PEOPLE-11 DW-PEOPLE-13 Griffins, Tir-Nâ-Bor and orcs', () => {
    expect(mysticProfile(stock('griffins'), 'Adept')?.characteristics).toMatchObject({
      RES: 7,
      DIS: 7,
      POW: 5,
      COU: 5,
    });
    expect(mysticProfile(stock('tir-na-bor'), 'Initiate')?.characteristics).toMatchObject({
      MOV: 7.5,
      INI: 0,
      STR: 4,
      DEF: 4,
      RES: 5,
      COU: 6,
      DIS: 6,
      POW: 3,
    });
    expect(mysticProfile(stock('orcs'), 'Devout')?.characteristics).toMatchObject({
      ATT: 4,
      STR: 5,
      DEF: 4,
      RES: 5,
      COU: 5,
      DIS: 3,
      POW: null,
    });
  });

  it('DW-PEOPLE-09 Cynwäll get Concentration/1 as Initiates and /2 as Adepts', () => {
    expect(mysticProfile(stock('cynwall'), 'Initiate')?.abilities).toEqual([{ name: 'Concentration', value: 1 }]);
    expect(mysticProfile(stock('cynwall'), 'Adept')?.abilities).toEqual([{ name: 'Concentration', value: 2 }]);
    expect(mysticProfile(stock('cynwall'), 'Adept')?.characteristics.MOV).toBe(12.5);
  });

  it('DW-PEOPLE-10 DW-PEOPLE-12 Sessairs and goblins', () => {
    expect(mysticProfile(stock('sessairs'), 'Initiate')?.characteristics).toMatchObject({ INI: 4, DEF: 2, DIS: 3 });
    expect(mysticProfile(stock('goblins'), 'Adept')?.characteristics).toMatchObject({
      INI: 6,
      ATT: 3,
      STR: 2,
      DEF: 3,
      RES: 4,
      COU: 4,
      DIS: 4,
      POW: 6,
    });
  });

  it('DW-PEOPLE-14 DW-PEOPLE-17 DW-PEOPLE-21 A-47 the FEAR peoples: Wolfen, Mid-Nor, Ophidians', () => {
    const w = mysticProfile(stock('wolfen'), 'Initiate');
    expect(w?.characteristics).toMatchObject({ MOV: 15, STR: 6, FEAR: 6, COU: null, DIS: 3, POW: 3 });
    expect(mysticProfile(stock('mid-nor'), 'Adept')?.characteristics).toMatchObject({
      MOV: 7.5,
      RES: 7,
      FEAR: 6,
      DIS: 4,
    });
    expect(mysticProfile(stock('ophidians'), 'Adept')?.characteristics).toMatchObject({
      MOV: 12.5,
      STR: 6,
      FEAR: 7,
      DIS: 6,
      POW: 7,
    });
    expect(mysticProfile(stock('ophidians'), 'Initiate')?.value).toBe(58);
  });

  it("DW-PEOPLE-15 DW-PEOPLE-16 Acheron's two kinds and Dirz without modifiers", () => {
    expect(mysticProfile(stock('acheron-living-dead'), 'Initiate')?.characteristics).toMatchObject({
      INI: 2,
      FEAR: 6,
      DIS: null,
    });
    expect(mysticProfile(stock('acheron-living'), 'Adept')?.characteristics).toMatchObject({ DIS: 4, FEAR: 7 });
    expect(mysticProfile(stock('dirz'), 'Zealot')?.value).toBe(53);
    expect(mysticProfile(stock('dirz'), 'Initiate')?.characteristics).toMatchObject(SHARED_PROFILES.low);
  });

  it('DW-PEOPLE-18 Wolfen Devourers have no faithful; half-elves do', () => {
    expect(mysticProfile(stock('devourers-wolfen'), 'Devout')).toBeNull();
    expect(mysticProfile(stock('devourers-wolfen'), 'Adept')?.characteristics).toMatchObject({
      MOV: 15,
      STR: 6,
      DEF: 6,
      RES: 8,
      FEAR: 7,
    });
    expect(mysticProfile(stock('devourers-half-elf'), 'Zealot')?.value).toBe(64);
  });

  it('DW-PEOPLE-20 DW-PEOPLE-22 Drunes and Daïkinee', () => {
    expect(mysticProfile(stock('drunes-formor'), 'Initiate')?.characteristics).toMatchObject({
      MOV: 12.5,
      STR: 6,
      FEAR: 6,
      DIS: 2,
    });
    expect(mysticProfile(stock('drunes-formor'), 'Initiate')?.abilities).toEqual([{ name: 'Regeneration', value: 5 }]);
    expect(mysticProfile(stock('drunes-human'), 'Adept')?.characteristics).toMatchObject({ INI: 6, COU: 5 });
    expect(mysticProfile(stock('daikinee'), 'Adept')?.value).toBe(59);
  });

  it('DW-PEOPLE-05 a pack whose Adept has no path or Element left to name as his of choice is refused at load: no recruitment of him could pass', () => {
    const pack = () => structuredClone(SAMPLE_CONTENT);
    const at = (p: ReturnType<typeof pack>, id: string) => p.profiles.findIndex((x) => x.id === id);
    const lion = at(SAMPLE_CONTENT, 'lions-adept');
    // Every path the Lions may take as Adepts on his card; every Element but his own Light forbidden.
    const paths = pack();
    paths.profiles[lion]!.magic!.paths = [
      'Hermetism',
      'Circaeus',
      'Tellurism',
      'Theurgy',
      'Chronomancy',
      'Sorcery',
      'Shamanism',
    ];
    const elements = pack();
    elements.peoples.find((p) => p.id === 'alahan')!.forbiddenElements = ['air', 'earth', 'fire', 'water', 'darkness'];
    /** Whether any Element and path he could name gets the Lions' Adept recruited under `c`. */
    const recruitable = (c: ReturnType<typeof pack>) => {
      const company = unwrap(nameCaptain(newCompany('red', 'Red'), c, 'paladin-of-alahan', 'Cap', [], null)).company;
      return ELEMENTS.some((element) =>
        BOOK_PATHS.some(
          (path) => recruit(company, c, 'lions-adept', 'Lior', [], null, true, undefined, { element, path }).ok,
        ),
      );
    };
    expect(recruitable(pack())).toBe(true);
    expect(Engine.create(dogsOfWarRuleset, { content: pack() }).ok).toBe(true);
    for (const [c, field] of [
      [paths, 'pathOfChoice'],
      [elements, 'elementOfChoice'],
    ] as const) {
      expect(recruitable(c)).toBe(false);
      const r = Engine.create(dogsOfWarRuleset, { content: c });
      expect(r.ok ? null : r.error.path).toBe(`profiles.${lion}.magic.${field}`);
      expect(r.ok ? '' : r.error.message).toContain('none is left to choose');
    }
    // An Element of choice counted among two Elements beside two named ones is no card at all.
    const two = pack();
    two.profiles[lion]!.magic!.named = ['light', 'fire'];
    const r = Engine.create(dogsOfWarRuleset, { content: two });
    expect(r.ok ? null : r.error.path).toBe(`profiles.${lion}.magic.elementOfChoice`);
    expect(r.ok ? '' : r.error.message).toContain("the Element of choice is one of the card's 2 Elements");
  });

  it("DW-PEOPLE-05 DW-EVOLVE-RANK-06 the book's Initiates and Adepts start with the Elements and the path their people's entry names", () => {
    const magic = (id: string, rank: 'Initiate' | 'Adept') => mysticProfile(stock(id), rank)?.magic;
    // "Initiate of Light, Hermetism"; "Adept of Light + 1 Element of choice, Hermetism + 1 path of choice".
    expect(magic('lions', 'Initiate')).toEqual({ elements: 1, paths: ['Hermetism'], named: ['light'] });
    expect(magic('lions', 'Adept')).toEqual({
      elements: 2,
      paths: ['Hermetism'],
      named: ['light'],
      elementOfChoice: true,
      pathOfChoice: true,
    });
    // "four Elements, Shamanism"; the Adept adds a path but no Element.
    const four = ['air', 'earth', 'fire', 'water'];
    expect(magic('sessairs', 'Initiate')).toEqual({ elements: 4, paths: ['Shamanism'], named: four });
    expect(magic('sessairs', 'Adept')).toEqual({ elements: 4, paths: ['Shamanism'], named: four, pathOfChoice: true });
    // Human Drunes: "four Elements + Darkness" for the Adept; Formor: "Darkness + Fire", Typhonism.
    // Both name all their Elements: only the path is theirs to choose.
    expect(magic('drunes-human', 'Adept')).toEqual({
      elements: 5,
      paths: ['Shamanism'],
      named: [...four, 'darkness'],
      pathOfChoice: true,
    });
    expect(magic('drunes-formor', 'Adept')).toEqual({
      elements: 2,
      paths: ['Typhonism'],
      named: ['darkness', 'fire'],
      pathOfChoice: true,
    });
    expect(magic('griffins', 'Initiate')?.paths).toEqual(['Theurgy']);
    expect(magic('devourers-half-elf', 'Initiate')?.paths).toEqual(['Howls']);
    // The orcs' instinctive magic names no path and no Element; the faithful have no magic.
    expect(magic('orcs', 'Initiate')).toBeUndefined();
    expect(mysticProfile(stock('lions'), 'Devout')?.magic).toBeUndefined();
    // The sample pack carries them, so the rules read them.
    expect(SAMPLE_CONTENT.profiles.find((p) => p.id === 'wolfen-initiate')?.magic).toEqual({
      elements: 1,
      paths: ['Whispers'],
      named: ['water'],
    });
  });

  it('DW-PEOPLE-22 A-46 the Daïkinee Adept, printed as an Initiate of Water, is built as an Adept', () => {
    const adept = mysticProfile(stock('daikinee'), 'Adept');
    // Water and one Element of choice, and Fayery, as an Adept's card would read.
    expect(adept?.magic).toEqual({
      elements: 2,
      paths: ['Fayery'],
      named: ['water'],
      elementOfChoice: true,
      pathOfChoice: true,
    });
    expect(adept).toMatchObject({ id: 'daikinee-adept', rank: 'Adept', type: 'magician', value: 59 });
    // The Adepts' shared profile with the Daïkinee modifiers, not the Initiates'.
    expect(adept?.characteristics).toMatchObject({
      INI: SHARED_PROFILES.high.INI + 1,
      POW: SHARED_PROFILES.high.POW,
      DIS: (SHARED_PROFILES.high.DIS ?? 0) - 1,
    });
  });

  it('DW-PEOPLE-03 every additional profile carries a hand-to-hand weapon and armor, shown on the sheet', () => {
    for (const st of PEOPLE_STOCKS)
      for (const rank of ['Initiate', 'Adept', 'Devout', 'Zealot'] as const) {
        const p = mysticProfile(st, rank);
        if (!p) continue;
        const kit = bookEquipment(p.id);
        expect(kit, p.id).toHaveLength(2);
        expect(kit?.[0], p.id).toMatch(/weapon/);
        expect(kit?.[1], p.id).toMatch(/armor/i);
      }
    expect(bookEquipment('goblins-adept')).toEqual(['Hand-to-hand weapon', 'Armor']);
    expect(bookEquipment('cynwall-devout')).toEqual(['Helianthic hand-to-hand weapon', 'Armor']);
    expect(bookEquipment('drunes-formor-zealot')).toEqual(['Formor weapon', 'Formor armor']);
    // A card of a pack prints its own equipment, or none.
    expect(bookEquipment('orc-brute')).toBeUndefined();
    // A goblin Initiate recruited into a company: his sheet lists the weapon and the armor.
    const boss = unwrap(nameCaptain(newCompany('red', 'Red'), SAMPLE_CONTENT, 'goblin-boss', 'Boss', [], null));
    const co = unwrap(recruit(boss.company, SAMPLE_CONTENT, 'goblins-initiate', 'Zap', [], null, true)).company;
    const zap = (locale: 'en' | 'hu') => sheetData(co, SAMPLE_CONTENT, locale).soldiers.find((s) => s.name === 'Zap');
    expect(zap('en')?.equipment).toEqual(['Hand-to-hand weapon', 'Armor']);
    expect(zap('hu')?.equipment).toEqual(['Közelharci fegyver', 'Páncél']);
  });

  it("DW-PEOPLE-06 each people's values for Initiate, Adept, Devout and Zealot, and the ability it gives them all", () => {
    const table: Record<string, [(number | null)[], string[]]> = {
      lions: [[31, 63, 25, 55], ['Bravery']],
      griffins: [[29, 57, 31, 59], ['Fanaticism']],
      cynwall: [[37, 70, 33, 65], ['Concentration']],
      sessairs: [[24, 55, 21, 50], ['War fury']],
      'tir-na-bor': [[27, 59, 30, 60], ['Hard-boiled']],
      goblins: [[24, 49, 20, 44], ['Survival instinct']],
      orcs: [[25, 55, 28, 56], ['Brutal']],
      wolfen: [
        [41, 72, 39, 69],
        ['Born killer', 'Large'],
      ],
      'acheron-living-dead': [[24, 55, 22, 50], ['Living-dead']],
      'acheron-living': [[33, 65, 29, 60], []],
      dirz: [[26, 58, 23, 53], []],
      'mid-nor': [[27, 57, 24, 53], ['Possessed']],
      'devourers-wolfen': [
        [43, 73, null, null],
        ['Born killer', 'Large'],
      ],
      'devourers-half-elf': [[31, 63, 33, 64], ['Counter-attack']],
      'drunes-human': [[28, 58, 25, 53], ['Fierce']],
      'drunes-formor': [[41, 71, 38, 67], ['Regeneration']],
      ophidians: [
        [58, 88, 49, 77],
        ['Consciousness', 'Large'],
      ],
      daikinee: [[28, 59, 25, 54], ['Regeneration']],
    };
    expect(PEOPLE_STOCKS.map((st) => st.id).sort()).toEqual(Object.keys(table).sort());
    for (const [id, [values, abilities]] of Object.entries(table)) {
      const ranks = ['Initiate', 'Adept', 'Devout', 'Zealot'] as const;
      expect(
        ranks.map((r) => mysticProfile(stock(id), r)?.value ?? null),
        id,
      ).toEqual(values);
      expect(
        mysticProfile(stock(id), 'Initiate')?.abilities.map((a) => a.name),
        id,
      ).toEqual(abilities);
    }
    // The value is the recruit's initial value.
    const boss = unwrap(nameCaptain(newCompany('red', 'Red'), SAMPLE_CONTENT, 'goblin-boss', 'Boss', [], null));
    const co = unwrap(
      recruit(boss.company, SAMPLE_CONTENT, 'goblins-adept', 'Zap', [], null, true, undefined, {
        element: 'fire',
        path: 'Technomancy',
      }),
    ).company;
    expect(co.soldiers.find((x) => x.name === 'Zap')?.initialValue).toBe(49);
  });

  it('DW-PEOPLE-23 a Devout has no POW but an aura of faith', () => {
    const d = mysticProfile(stock('lions'), 'Devout');
    expect(d?.characteristics.POW).toBeNull();
    expect(d?.characteristics.FAITH).toBe(10);
    expect(d?.type).toBe('faithful');
  });
});
