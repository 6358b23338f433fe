import { describe, expect, it } from 'vitest';
import { loadContent, unwrap } from '@skirmish/core';
import {
  activateNexus,
  drawOnNexus,
  emblemCourage,
  forcingFor,
  guardIgnores,
  hostileOf,
  hostileRows,
  iconFaith,
  idolBlessingEnds,
  meetsAllegiance,
  menhirBlastCm,
  menhirImpactCm,
  NEW_NEXUS_ROUND,
  nexusAbility,
  nexusArea,
  nexusCost,
  nexusesAllowed,
  nexusTrial,
  paySacrifice,
  reparation,
  reloadNexus,
  hasNexusAbility,
  sacrificeAmount,
  coilStrength,
  solaceCounters,
  startingLoad,
  subjugatedBinding,
  tryNexus,
  wardenCancels,
  abilityText,
  nexusDestructible,
  NAMED_PIECES,
  type CatalystProfile,
  type Catalyst,
  type Nexus,
} from '../src/index.ts';
import { dogsOfWarRuleset } from '../src/index.ts';
import { SAMPLE_CONTENT } from '../src/content/sample.ts';

function load(raw: unknown) {
  const r = loadContent(dogsOfWarRuleset.content, raw);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.content;
}
/** The path of the first issue of a refused pack. */
function refusedAt(raw: unknown): string | null {
  const r = loadContent(dogsOfWarRuleset.content, raw);
  return r.ok ? null : (r.issues[0]?.path ?? '?');
}
const pack = load(JSON.parse(JSON.stringify(SAMPLE_CONTENT)));
const nexus = (id: string): Nexus => {
  const n = pack.nexuses.find((x) => x.id === id);
  if (!n) throw new Error(id);
  return n;
};

const fighter = (over: Partial<CatalystProfile> = {}): CatalystProfile => ({
  people: 'alahan',
  alliance: 'light',
  printed: {},
  abilities: [],
  faithful: false,
  ...over,
});
const catalyst = (over: Partial<Catalyst> = {}): Catalyst => ({
  items: { 'mana-gem': 0, 'temporary-faith': 0 },
  characteristics: {},
  abilities: [],
  failing: [],
  lostAbilities: [],
  ...over,
});

/** Spends `n` successful activations in one round, then starts a new round. */
function spend(load: ReturnType<typeof startingLoad>, n: number) {
  let l = load;
  for (let i = 0; i < n; i++) l = unwrap(activateNexus(l, true));
  return l;
}

describe('DW-NEXUS-34 the eight example nexuses are content of the sample pack', () => {
  it('DW-NEXUS-34 eight profiles load through the content schema, each marked sample and naming the example it follows', () => {
    expect(pack.nexuses.map((n) => n.follows)).toEqual([
      'Elemental Fountain',
      'Monolith of Shaytan',
      'Herald of Mercy',
      'Spiral of Disintegration',
      'Guardian of Eternity',
      'Bloody Totem',
      'Wild Beast of Dracynrän',
      'Stone of Blood',
    ]);
    for (const n of pack.nexuses) {
      expect(n.sample, n.id).toBe(true);
      expect(n.name, n.id).not.toBe(n.follows);
      expect(n.effect.hu, n.id).not.toBe(n.effect.en);
      expect(hasInalterable(n), n.id).toBe(true);
    }
    // The nexuses the pack also sells as attributes cost the same RP as their AP.
    for (const a of pack.attributes.filter((x) => x.kind === 'nexus'))
      expect(nexusCost(nexus(a.id)), a.id).toBe(a.cost);
  });

  it('DW-NEXUS-34 a pack with a nexus of an unknown people, or a sacrifice range upside down, is refused with the path', () => {
    const bad = JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as { nexuses: Array<Record<string, unknown>> };
    (bad.nexuses[6] as { allegiance: { who: string[] } }).allegiance.who = ['wolves'];
    expect(refusedAt(bad)).toBe('nexuses.6.allegiance.who.0');
    const bad2 = JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as { nexuses: Array<{ sacrifice: { min: number } }> };
    bad2.nexuses[3]!.sacrifice.min = 9;
    expect(refusedAt(bad2)).toBe('nexuses.3.sacrifice.min');
    // A pack written before nexus profiles existed still loads, with none.
    const old = JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as { nexuses?: unknown };
    delete old.nexuses;
    expect(load(old).nexuses).toEqual([]);
  });

  it('DW-NEXUS-04 W-57 "Darkness, Character, FEAR 6+": only a Darkness Character with a printed FEAR of 6 or more', () => {
    const base = nexus('elemental-fountain');
    const n = {
      ...base,
      allegiance: {
        ...base.allegiance,
        who: ['darkness'],
        character: true,
        filters: [{ characteristic: 'FEAR', bound: 6, dir: 'min' }],
      },
    } as typeof base;
    const dark = (over: Partial<CatalystProfile>) =>
      fighter({ alliance: 'darkness', people: 'acheron', printed: { FEAR: 6 }, character: true, ...over });
    expect(meetsAllegiance(n, dark({}))).toBe(true);
    expect(meetsAllegiance(n, dark({ printed: { FEAR: 5 } }))).toBe(false);
    expect(meetsAllegiance(n, dark({ character: false }))).toBe(false);
    expect(meetsAllegiance(n, dark({ alliance: 'light', people: 'alahan' }))).toBe(false);
    // Without the Character mark, any Darkness fighter of FEAR 6 will do.
    expect(
      meetsAllegiance({ ...n, allegiance: { ...n.allegiance, character: undefined } }, dark({ character: false })),
    ).toBe(true);
    // A pack may write it; a value that is no yes or no is refused at its path.
    const pack = JSON.parse(JSON.stringify(SAMPLE_CONTENT)) as {
      nexuses: Array<{ allegiance: Record<string, unknown> }>;
    };
    pack.nexuses[0]!.allegiance['character'] = true;
    expect(load(pack).nexuses[0]?.allegiance.character).toBe(true);
    pack.nexuses[0]!.allegiance['character'] = 'yes';
    expect(refusedAt(pack)).toBe('nexuses.0.allegiance.character');
  });

  it('DW-NEXUS-34 the fountain: POW 1+ of anyone, trial POW 4, one neutral gem, unlimited once a round, Mana/4, one per 500 AP', () => {
    const n = nexus('elemental-fountain');
    expect(meetsAllegiance(n, fighter({ alliance: 'darkness', people: 'acheron', printed: { POW: 1 } }))).toBe(true);
    expect(meetsAllegiance(n, fighter({ printed: { POW: 0 } }))).toBe(false);
    expect(meetsAllegiance(n, fighter({ printed: { POW: null } }))).toBe(false);
    const t = n.trial!;
    expect(nexusTrial(null, 9, t.difficulty)).toBe('no-characteristic');
    expect(nexusTrial(3, 4, t.difficulty)).toBe('success');
    expect(nexusTrial(3, 3, t.difficulty)).toBe('failure');
    expect(unwrap(sacrificeAmount(n, 1))).toBe(1);
    expect(sacrificeAmount(n, 2).ok).toBe(false);
    expect(paySacrifice(catalyst(), { kind: 'item', item: 'mana-gem' }).ok).toBe(false);
    expect(unwrap(nexusArea(n, []))).toBe('catalyst');
    expect(n.access).toBe('contact');
    const load = spend(startingLoad(n), 1);
    expect(activateNexus(load, true)).toMatchObject({ ok: false, error: { code: 'nexus/round-limit' } });
    expect(unwrap(activateNexus(spend({ ...startingLoad(n), spent: 99 }, 0), true)).spent).toBe(100);
    expect(unwrap(forcingFor(n, startingLoad(n)))).toBe(6);
    // Mana/4: a magician with 3 gems of a maximum of 5 is filled to 5, and the fountain is gone.
    expect(nexusAbility(n, 'Mana')).toBe(4);
    expect(unwrap(drawOnNexus(NEW_NEXUS_ROUND, 'mage', 'mana', 4, 3, 5))).toMatchObject({
      after: 5,
      nexusDestroyed: true,
    });
    expect(nexusesAllowed(n, 999)).toBe(1);
    expect(nexusesAllowed(n, 1000)).toBe(2);
    expect(nexusCost(n)).toBe(16);
    expect([n.res, n.sp, n.baseCm]).toEqual([7, 4, [5, 5]]);
  });

  it('DW-NEXUS-34 the obelisk: Darkness, trial RES 9, a KO sacrifice that wakes it anyway, 15 + 1d6 cm, 6/3, Emblem/10 with its 6 SP', () => {
    const n = nexus('monolith-of-shaytan');
    expect(meetsAllegiance(n, fighter({ alliance: 'darkness', people: 'acheron' }))).toBe(true);
    expect(meetsAllegiance(n, fighter())).toBe(false);
    expect(nexusTrial(5, 9, n.trial!.difficulty)).toBe('success');
    expect(nexusTrial(5, 8, n.trial!.difficulty)).toBe('failure');
    expect(unwrap(paySacrifice(catalyst(), { kind: n.sacrifice.kind as 'ko' })).activatesAnyway).toBe(true);
    expect(unwrap(nexusArea(n, [4]))).toBe(19);
    expect(nexusArea(n, []).ok).toBe(false);
    // Three a round, six a battle.
    let load = spend(startingLoad(n), 3);
    expect(activateNexus(load, true).ok).toBe(false);
    load = spend({ ...load, spentThisRound: 0 }, 3);
    expect(load.spent).toBe(6);
    expect(activateNexus({ ...load, spentThisRound: 0 }, true)).toMatchObject({ error: { code: 'nexus/no-load' } });
    expect(forcingFor(n, { ...load, spentThisRound: 0 })).toMatchObject({
      ok: false,
      error: { code: 'nexus/no-load' },
    });
    // Emblem/10: a friend of the Darkness at 10 cm with COU 3 tests at 6; at 11 cm at 3.
    const emblem = { x: Number(nexusAbility(n, 'Emblem')), printedSp: n.sp, friendly: true, meetsAllegiance: true };
    expect(emblemCourage(3, [{ ...emblem, distanceCm: 10 }])).toBe(6);
    expect(emblemCourage(3, [{ ...emblem, distanceCm: 11 }])).toBe(3);
    expect(nexusCost(n)).toBe(19);
    expect(nexusesAllowed(n, 500)).toBe(1);
  });

  it('DW-NEXUS-34 the statue: Light, trial COU 7, no sacrifice, starts empty, counters on 4+ up to its SP left, Icon/1, never forced', () => {
    const n = nexus('herald-of-mercy');
    expect(meetsAllegiance(n, fighter())).toBe(true);
    expect(meetsAllegiance(n, fighter({ alliance: 'destiny', people: 'yllia' }))).toBe(false);
    expect(n.sacrifice.kind).toBe('none');
    expect(nexusTrial(4, 7, n.trial!.difficulty)).toBe('success');
    const empty = startingLoad(n);
    expect(activateNexus(empty, true)).toMatchObject({ ok: false, error: { code: 'nexus/no-load' } });
    // Two deaths in its area, rolls 4 and 3: one counter; with 1 SP left, no second counter.
    let counters = solaceCounters(0, 4, 4);
    counters = solaceCounters(counters, 3, 4);
    expect(counters).toBe(1);
    expect(solaceCounters(1, 6, 1)).toBe(1);
    expect(unwrap(activateNexus({ ...empty, total: counters }, true)).spent).toBe(1);
    expect(forcingFor(n, { ...empty, total: 3 })).toMatchObject({ ok: false, error: { code: 'nexus/no-forcing' } });
    expect(
      iconFaith(15, [{ x: Number(nexusAbility(n, 'Icon')), distanceCm: 12, friendly: true, meetsAllegiance: true }]),
    ).toBe(1);
    expect([n.access, unwrap(nexusArea(n, [])), nexusCost(n), nexusesAllowed(n, 599)]).toEqual([15, 15, 15, 1]);
  });

  it('DW-NEXUS-34 the coil: trial POW 8, 1 to 5 neutral gems for STR twice that, 10 + 3d6 cm, Hostile/POW on magicians only', () => {
    const n = nexus('spiral-of-disintegration');
    expect(nexusTrial(4, 8, n.trial!.difficulty)).toBe('success');
    expect(sacrificeAmount(n, 0).ok).toBe(false);
    expect(sacrificeAmount(n, 6).ok).toBe(false);
    expect(coilStrength(unwrap(sacrificeAmount(n, 5)))).toBe(10);
    expect(coilStrength(unwrap(sacrificeAmount(n, 1)))).toBe(2);
    expect(unwrap(nexusArea(n, [1, 2, 6]))).toBe(19);
    const hostile = hostileOf(n);
    expect(hostile).toEqual(['POW']);
    expect(hostileRows({ abilities: [], characteristics: { POW: 3 } }, hostile, true)).toBe(1);
    expect(hostileRows({ abilities: [], characteristics: { POW: null } }, hostile, true)).toBe(0);
    expect([n.res, n.sp, nexusCost(n), n.duration]).toEqual([4, 3, 20, 'instantaneous']);
  });

  it('DW-NEXUS-34 the warden: Destiny faithful, Divination 6, one T.F., 5/2, cancels on 4+, Reparation/5', () => {
    const n = nexus('guardian-of-eternity');
    expect(meetsAllegiance(n, fighter({ alliance: 'destiny', people: 'yllia', faithful: true }))).toBe(true);
    expect(meetsAllegiance(n, fighter({ alliance: 'destiny', people: 'yllia', faithful: false }))).toBe(false);
    expect(n.trial).toEqual({ characteristic: 'Divination', difficulty: 6 });
    const paid = unwrap(
      paySacrifice(catalyst({ items: { 'mana-gem': 0, 'temporary-faith': 2 } }), {
        kind: 'item',
        item: 'temporary-faith',
      }),
    );
    expect(paid.catalyst.items['temporary-faith']).toBe(1);
    let load = spend(startingLoad(n), 2);
    expect(activateNexus(load, true).ok).toBe(false);
    load = spend({ ...load, spentThisRound: 0 }, 2);
    load = spend({ ...load, spentThisRound: 0 }, 1);
    expect(activateNexus({ ...load, spentThisRound: 0 }, true).ok).toBe(false);
    expect([wardenCancels(4), wardenCancels(3)]).toEqual([true, false]);
    // Reparation/5 from 1 SP: 5, 6, 2 gives back two, never above its printed 4.
    const x = Number(nexusAbility(n, 'Reparation'));
    expect(reparation([5, 6, 2], x, 1, n.sp!)).toEqual({ sp: 3, used: 3 });
    expect(reparation([6, 6, 6, 6], x, 3, n.sp!).sp).toBe(4);
    expect(unwrap(nexusArea(n, [6, 6]))).toBe(22);
  });

  it('DW-NEXUS-34 the pole: AP 10+, Discipline 6, a STR 10 Damage roll, Guard/5, 10 AP and 3 a minotaur', () => {
    const n = nexus('bloody-totem');
    expect(meetsAllegiance(n, fighter({ printed: { AP: 10 } }))).toBe(true);
    expect(meetsAllegiance(n, fighter({ printed: { AP: 9 } }))).toBe(false);
    expect(n.trial).toEqual({ characteristic: 'DIS', difficulty: 6 });
    expect(n.sacrifice).toMatchObject({ kind: 'damage', str: 10 });
    expect(unwrap(paySacrifice(catalyst(), { kind: 'damage' })).activatesAnyway).toBe(true);
    const guard = Number(nexusAbility(n, 'Guard'));
    expect([guardIgnores(5, guard), guardIgnores(4, guard)]).toEqual([true, false]);
    expect(nexusCost(n, 0)).toBe(10);
    expect(nexusCost(n, 4)).toBe(22);
    expect(unwrap(nexusArea(n, []))).toBe(30);
    expect(nexusesAllowed(n, 600)).toBe(2);
  });

  it('DW-NEXUS-34 the idol: Wolfen Born killers, ATT 8, one to an army, 6/3, Emblem/30, Reparation/5, the blessing ends on a 1', () => {
    const n = nexus('wild-beast-of-dracynran');
    const wolfen = fighter({ alliance: 'destiny', people: 'yllia', abilities: ['Born killer'] });
    expect(meetsAllegiance(n, wolfen)).toBe(true);
    expect(meetsAllegiance(n, { ...wolfen, abilities: [] })).toBe(false);
    expect(meetsAllegiance(n, { ...wolfen, people: 'daikinee' })).toBe(false);
    expect(nexusTrial(6, 8, n.trial!.difficulty)).toBe('success');
    expect(nexusesAllowed(n, 5000)).toBe(1);
    expect(startingLoad(n)).toMatchObject({ total: 6, perRound: 3 });
    const emblem = { x: Number(nexusAbility(n, 'Emblem')), printedSp: n.sp, friendly: true, meetsAllegiance: true };
    expect(emblemCourage(4, [{ ...emblem, distanceCm: 30 }])).toBe(6);
    expect(emblemCourage(4, [{ ...emblem, distanceCm: 31 }])).toBe(4);
    expect(reparation([5], Number(nexusAbility(n, 'Reparation')), 5, n.sp!).sp).toBe(6);
    expect([idolBlessingEnds(1), idolBlessingEnds(2)]).toEqual([true, false]);
    expect(nexusCost(n)).toBe(17);
  });

  it('DW-NEXUS-34 the menhir: Drunes with POW, trial POW 6, 1 to 3 Darkness gems, 60 cm, 6/2, one per 150 AP, never forced', () => {
    const n = nexus('stone-of-blood');
    const drune = fighter({ alliance: 'darkness', people: 'drunes', printed: { POW: 2 } });
    expect(meetsAllegiance(n, drune)).toBe(true);
    expect(meetsAllegiance(n, { ...drune, printed: { POW: null } })).toBe(false);
    expect(meetsAllegiance(n, { ...drune, people: 'acheron' })).toBe(false);
    expect(n.sacrifice).toMatchObject({ kind: 'mana', min: 1, max: 3, element: 'darkness' });
    expect(sacrificeAmount(n, 4).ok).toBe(false);
    expect(menhirBlastCm(unwrap(sacrificeAmount(n, 3)))).toBe(6);
    // Chosen 20 cm away: a 3 keeps it there, a 4 brings it to 12 cm, at 7 cm a 4 puts it on the menhir.
    expect(menhirImpactCm(20, 3)).toBe(20);
    expect(menhirImpactCm(20, 4)).toBe(12);
    expect(menhirImpactCm(7, 4)).toBe(0);
    expect(forcingFor(n, startingLoad(n))).toMatchObject({ ok: false, error: { code: 'nexus/no-forcing' } });
    expect([nexusesAllowed(n, 299), nexusesAllowed(n, 300), unwrap(nexusArea(n, []))]).toEqual([1, 2, 60]);
    const load = spend(startingLoad(n), 2);
    expect(activateNexus(load, true).ok).toBe(false);
  });
});

function hasInalterable(n: Nexus): boolean {
  return n.abilities.some((a) => a.name === 'Inalterable');
}

describe('nexus abilities the book defines on its own', () => {
  const emblem = { x: 10, printedSp: 6, distanceCm: 8, friendly: true, meetsAllegiance: true };

  it('DW-NEXUS-25 Emblem/X: a friend meeting the allegiance within X cm may test Courage on the printed SP', () => {
    expect(emblemCourage(3, [emblem])).toBe(6);
    // The printed value, never his own when his is better.
    expect(emblemCourage(7, [emblem])).toBe(7);
    // A FEAR fighter too (his FEAR is the value passed in).
    expect(emblemCourage(4, [emblem])).toBe(6);
    expect(emblemCourage(3, [{ ...emblem, distanceCm: 10.5 }])).toBe(3);
    expect(emblemCourage(3, [{ ...emblem, friendly: false }])).toBe(3);
    expect(emblemCourage(3, [{ ...emblem, meetsAllegiance: false }])).toBe(3);
    expect(emblemCourage(3, [{ ...emblem, printedSp: null }])).toBe(3);
    // Two emblems in reach: the better printed SP.
    expect(emblemCourage(2, [emblem, { ...emblem, printedSp: 4 }])).toBe(6);
  });

  it('DW-NEXUS-29 Icon/X: each friendly icon within the aura of faith gives X T.F. at the start of the mystic phase', () => {
    const icon = { x: 1, distanceCm: 10, friendly: true, meetsAllegiance: true };
    expect(iconFaith(10, [icon])).toBe(1);
    expect(iconFaith(9, [icon])).toBe(0);
    expect(iconFaith(20, [icon, { ...icon, x: 2 }])).toBe(3);
    expect(iconFaith(20, [{ ...icon, friendly: false }])).toBe(0);
    expect(iconFaith(20, [{ ...icon, meetsAllegiance: false }])).toBe(0);
    // Not a faithful: no aura, nothing.
    expect(iconFaith(null, [icon])).toBe(0);
  });

  it('DW-NEXUS-28 Hostile/X: a Damage roll of the activation on a fighter with X reads a row lower, on top of other such effects', () => {
    const assassin = { abilities: ['Assassin'], characteristics: { POW: null } };
    expect(hostileRows(assassin, ['Assassin'], true)).toBe(1);
    expect(hostileRows(assassin, ['Assassin'], true, 1)).toBe(2);
    expect(hostileRows(assassin, ['Assassin', 'POW'], true)).toBe(1);
    expect(hostileRows({ abilities: ['Assassin'], characteristics: { POW: 2 } }, ['Assassin', 'POW'], true)).toBe(2);
    // Not caused by the activation (a blow of a fighter standing by): nothing.
    expect(hostileRows(assassin, ['Assassin'], false, 1)).toBe(1);
    expect(hostileRows({ abilities: [], characteristics: {} }, ['Assassin'], true)).toBe(0);
  });

  it('DW-NEXUS-33 A-41 Subjugated: bound to the Tactical-roll fighter or his replacement; no Access needed; any number for him', () => {
    expect(subjugatedBinding('captain', [], 'sergeant')).toBe('captain');
    expect(subjugatedBinding('captain', ['captain'], 'sergeant')).toBe('sergeant');
    expect(subjugatedBinding('captain', ['captain'], null)).toBeNull();
    const bound = { catalyst: 'captain', target: null, inAccess: false, boundTo: 'captain' };
    let r = unwrap(tryNexus(NEW_NEXUS_ROUND, { ...bound, nexusType: 'altar' }));
    r = unwrap(tryNexus(r, { ...bound, nexusType: 'idol' }));
    // He may still wake one nexus that is not bound to him, in its Access.
    r = unwrap(tryNexus(r, { catalyst: 'captain', nexusType: 'well', target: null, inAccess: true, boundTo: null }));
    expect(
      tryNexus(r, { catalyst: 'captain', nexusType: 'pole', target: null, inAccess: true, boundTo: null }),
    ).toMatchObject({
      ok: false,
      error: { rule: 'DW-NEXUS-20' },
    });
    // Another catalyst may use the bound nexus, but only from within its Access, and once a round.
    const other = { catalyst: 'mage', nexusType: 'altar', target: null, boundTo: 'captain' };
    expect(tryNexus(r, { ...other, inAccess: false })).toMatchObject({
      ok: false,
      error: { code: 'nexus/out-of-access' },
    });
    const r2 = unwrap(tryNexus(r, { ...other, inAccess: true }));
    expect(tryNexus(r2, { ...other, nexusType: 'idol', inAccess: true }).ok).toBe(false);
    // A target still takes a kind of nexus once a round, even from the bound fighter.
    const t = unwrap(tryNexus(NEW_NEXUS_ROUND, { ...bound, nexusType: 'altar', target: 'knight' }));
    expect(tryNexus(t, { ...bound, nexusType: 'altar', target: 'knight' })).toMatchObject({
      error: { code: 'nexus/target-once' },
    });
  });
});

describe('nexus profiles: what every nexus has and how it reloads', () => {
  it('DW-NEXUS-07 every nexus is Inalterable, even when its profile does not print it', () => {
    const n = pack.nexuses?.[0];
    if (!n) throw new Error('no sample nexus');
    const bare: Nexus = { ...n, abilities: n.abilities.filter((a) => a.name !== 'Inalterable') };
    expect(bare.abilities.some((a) => a.name === 'Inalterable')).toBe(false);
    expect(hasNexusAbility(bare, 'Inalterable')).toBe(true);
    expect(nexusAbility(bare, 'Inalterable')).toBeNull();
    // Other abilities are there only when printed.
    expect(hasNexusAbility(bare, 'Inviolable')).toBe(bare.abilities.some((a) => a.name === 'Inviolable'));
  });

  it('DW-NEXUS-12 a spell or miracle reloads a nexus, never one whose load is Unique', () => {
    const n = pack.nexuses?.find((x) => typeof x.load.total === 'number');
    if (!n) throw new Error('no sample nexus with a numbered load');
    // Spend every load, then reload two: two more successful activations, then none.
    let load = startingLoad(n);
    const total = load.total as number;
    load = { ...load, spent: total };
    expect(activateNexus(load, true).ok).toBe(false);
    load = unwrap(reloadNexus(n, load, 2));
    load = unwrap(activateNexus({ ...load, spentThisRound: 0 }, true));
    load = unwrap(activateNexus({ ...load, spentThisRound: 0 }, true));
    expect(activateNexus({ ...load, spentThisRound: 0 }, true).ok).toBe(false);
    const unique: Nexus = { ...n, load: { total: 'unique', perRound: 1 } };
    const r = reloadNexus(unique, { ...startingLoad(unique), spent: 1 }, 1);
    expect(r.ok ? null : r.error.rule).toBe('DW-NEXUS-12');
  });
});

describe('where the book leaves a nexus open', () => {
  it('DW-BUILD-09 DW-NEXUS-34 A-38 a piece deployed as a nexus reads its nexus block; as plain scenery, its scenery entry', () => {
    const piece = (name: string) => NAMED_PIECES.find((p) => p.name === name);
    const statue = nexus('herald-of-mercy');
    const warden = nexus('guardian-of-eternity');
    // As scenery: stone, RES 8; the statue 6 SP and Indestructible, the warden 3 SP.
    expect(piece('Herald of Mercy')).toMatchObject({ res: 8, sp: 6, abilities: ['Indestructible', 'Inalterable'] });
    expect(piece('Guardian of Eternity')).toMatchObject({ res: 8, sp: 3, abilities: ['Inalterable'] });
    // As nexuses: their own blocks, and what the nexus rules read from them.
    expect([statue.res, statue.sp, warden.res, warden.sp]).toEqual([7, 4, 4, 4]);
    expect(nexusDestructible(statue.res, statue.sp)).toBe(true);
    expect(solaceCounters(3, 6, statue.sp ?? 0)).toBe(4);
    expect(solaceCounters(4, 6, statue.sp ?? 0)).toBe(4);
    expect(reparation([6, 6, 6], Number(nexusAbility(warden, 'Reparation')), 1, warden.sp ?? 0).sp).toBe(4);
    // The column printed twice is one piece.
    expect(NAMED_PIECES.filter((p) => p.name === 'Column of Tormentors')).toHaveLength(1);
  });

  it('DW-NEXUS-34 A-39 Sanctuary/X and Resource/X are kept and shown on their profiles, and change nothing', () => {
    const statue = nexus('herald-of-mercy');
    const beast = nexus('wild-beast-of-dracynran');
    expect([nexusAbility(statue, 'Sanctuary'), nexusAbility(beast, 'Resource')]).toEqual([15, 5]);
    expect(['en', 'hu'].map((l) => abilityText({ name: 'Sanctuary', value: 15 }, l as 'en' | 'hu', pack))).toEqual([
      'Sanctuary/15',
      'Szentély/15',
    ]);
    expect(['en', 'hu'].map((l) => abilityText({ name: 'Resource', value: 5 }, l as 'en' | 'hu', pack))).toEqual([
      'Resource/5',
      'Erőforrás/5',
    ]);
    // Every answer the nexus rules give is the same with the ability struck off the profile.
    const answers = (n: Nexus) => [
      startingLoad(n),
      nexusArea(
        n,
        Array.from({ length: n.area.kind === 'radius' ? n.area.d6 : 0 }, () => 3),
      ),
      forcingFor(n, { ...startingLoad(n), total: 3 }),
      hostileOf(n),
      nexusesAllowed(n, 600),
      nexusCost(n),
      reloadNexus(n, startingLoad(n), 1),
    ];
    for (const [n, name] of [
      [statue, 'Sanctuary'],
      [beast, 'Resource'],
    ] as const) {
      const without = { ...n, abilities: n.abilities.filter((a) => a.name !== name) };
      expect(answers(n), name).toEqual(answers(without));
    }
  });
});
