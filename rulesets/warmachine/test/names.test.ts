/**
 * Models, weapons, spells and feats in the player's language: the sample's names have Hungarian
 * ones of ours, a pack may give its own (`nameHu`), and any other name stays as the pack wrote it.
 */
import { Engine, showOddsProcedure, unwrap, type ShownOddsParam } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_NAMES_HU, localName, sampleContent, warmachineRuleset } from '../src/index.ts';
import type { WarmachineContent } from '../src/content.ts';
import type { WmChoice } from '../src/choices.ts';

/** Every name of a pack: models, their weapons, spells and feats. */
function namesOf(c: WarmachineContent): string[] {
  return c.models.flatMap((m) => [
    m.name,
    ...m.weapons.map((w) => w.name),
    ...(m.spells ?? []).map((s) => s.name),
    ...(m.feat ? [m.feat.name] : []),
  ]);
}

describe('names in Hungarian', () => {
  it('every name of the sample pack has a Hungarian name, and no two things share one', () => {
    const names = [...new Set(namesOf(sampleContent))];
    for (const n of names) expect(SAMPLE_NAMES_HU[n], n).toBeDefined();
    for (const n of names) expect(SAMPLE_NAMES_HU[n], n).not.toBe(n);
    // One Hungarian name per English one: nothing is called by another thing's name.
    expect(new Set(names.map((n) => SAMPLE_NAMES_HU[n])).size).toBe(names.length);
    // And no word of the table is left unused by the sample.
    expect(Object.keys(SAMPLE_NAMES_HU).sort()).toEqual([...names].sort());
  });

  it("a pack's own Hungarian name comes first; a name neither gives stays as written; English is the pack's", () => {
    expect(localName({ name: 'Sabre' }, 'hu')).toBe('Szablya');
    expect(localName({ name: 'Sabre', nameHu: 'Kard' }, 'hu')).toBe('Kard');
    expect(localName({ name: 'Sabre', nameHu: 'Kard' }, 'en')).toBe('Sabre');
    expect(localName({ name: 'Lightning Fork' }, 'hu')).toBe('Lightning Fork');
  });

  it('a pack that gives Hungarian names is accepted with them, and the sample keeps its hash', () => {
    const pack = structuredClone<WarmachineContent>(sampleContent);
    const kron = pack.models.find((m) => m.id === 'kron')!;
    (kron as { nameHu?: string }).nameHu = 'Kron, a vasmarsall';
    const engine = unwrap(Engine.create(warmachineRuleset, { content: pack }));
    expect(engine.content.models.find((m) => m.id === 'kron')?.nameHu).toBe('Kron, a vasmarsall');
    const p = warmachineRuleset.presenterFor!(engine.content);
    expect(p.choice({ kind: 'activate', model: 'p1.kron' }, unwrap(engine.start(1)).state, 'hu')).toContain(
      'Kron, a vasmarsall',
    );
    // The optional field, absent from the sample, leaves its hash as it was.
    expect(unwrap(Engine.create(warmachineRuleset)).contentHash).toBe(
      '91f9f61465b2d0670b7f25358a9235f049daaad646dafed8d9a5e3b4205e5abe',
    );
  });

  it('the odds panel lists the warjacks by the names of the language shown', () => {
    const warjack = warmachineRuleset.odds?.find((o) => o.id === 'warjack');
    if (!warjack) throw new Error('no warjack odds');
    const labels = (locale: 'en' | 'hu') =>
      (showOddsProcedure(warjack, locale, sampleContent).params.find((p) => p.name === 'model') as ShownOddsParam)
        .labels;
    expect(labels('en')?.['gravemaw']).toBe('Gravemaw');
    expect(labels('hu')?.['gravemaw']).toBe('Sírtorok');
  });

  it('the log and the choices name models, weapons and spells in Hungarian on the Hungarian page, in English on the English one', () => {
    const p = warmachineRuleset.presenter!;
    const s = unwrap(unwrap(Engine.create(warmachineRuleset)).start(1)).state;
    const attack = { kind: 'attack', weapon: 'sabre', target: 'p2.ash' } as const;
    expect(p.choice(attack, s, 'hu')).toContain('Szablya');
    expect(p.choice(attack, s, 'hu')).toContain('Morwen Ash nővér (2. játékos)');
    expect(p.choice(attack, s, 'en')).toContain('Sabre');
    expect(p.choice(attack, s, 'en')).toContain('Sister Morwen Ash (Player 2)');
    const cast: WmChoice = { kind: 'cast', spell: 'arc-lance', target: 'p2.ash' };
    expect(p.choice(cast, s, 'hu')).toContain('Ívlándzsa');
    const e = {
      type: 'wm/attack-roll',
      attacker: 'p1.kron',
      target: 'p2.gravemaw',
      dice: [3, 4],
      total: 13,
      hit: false,
    };
    expect(p.event(e, 'hu')).toContain('Iveta Kron marsall (1. játékos)');
    expect(p.event(e, 'hu')).toContain('Sírtorok (2. játékos)');
    // Two weapons of one name on one model are told apart by where they are mounted, in either language.
    const claw = { kind: 'attack', weapon: 'claw-left', target: 'p1.kron' } as const;
    expect(p.choice(claw, s, 'hu')).toMatch(/Karom \(.+\)/);
    // The mount is named as the damage grid's system of that limb is (A-47: "bal kéz", as the book has it).
    const crippledLeft = p.event({ type: 'wm/crippled', model: 'p1.kron', system: 'L' }, 'hu');
    expect(p.choice(claw, s, 'hu')).toContain('(bal kéz)');
    expect(crippledLeft).toContain('bal kéz');
  });
});
