/**
 * What a magician's card gives him before any EP: the Elements and paths it names, the Element and
 * path "of choice" an Adept names at recruitment (DW-PEOPLE-05), and how they count when he buys
 * more (DW-EVOLVE-RANK-06, DW-EVOLVE-RANK-08).
 */
import { describe, expect, it } from 'vitest';
import { unwrap, type Violation } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import type { Choice } from '../src/choices.ts';
import type { DogsContent, Profile } from '../src/content/schema.ts';
import { pathsToBuy } from '../src/experience.ts';
import { nameCaptain, newCompany, recruit, spendEP } from '../src/management.ts';
import { violationText } from '../src/texts.ts';
import {
  captainC,
  companyOf,
  content,
  engine,
  play,
  recruitC,
  refuse,
  soldier,
  start,
  startLeague,
} from './helpers.ts';

const presenter = dogsOfWarRuleset.presenter;
if (!presenter) throw new Error('the ruleset has a presenter');

/** A Lion captain's company, ready to recruit (the sample's paladin leads it). */
const lions = () =>
  unwrap(nameCaptain(newCompany('red', 'Red'), content, 'paladin-of-alahan', 'Cap', [], null)).company;

/** The refusal of a recruitment of the profile naming `magic`. */
const refusal = (profile: string, magic?: { element?: 'fire'; path?: string }) => {
  const r = recruit(lions(), content, profile, 'Lior', [], null, true, undefined, magic);
  if (r.ok) throw new Error(`${profile} was recruited`);
  return r.error;
};

const words = (v: Violation) => [v.code, violationText(v, 'en'), violationText(v, 'hu')];

describe('an Adept names his Element and path of choice at recruitment (DW-PEOPLE-05)', () => {
  it('DW-PEOPLE-05 a Lion Adept recruited without them is refused, each in both languages with what he may name', () => {
    expect(words(refusal('lions-adept'))).toEqual([
      'recruit/element-missing',
      'Lions of Alahan Adept names his Element of choice at recruitment: Air, Earth, Fire, Water, Darkness',
      'Ez nem szabályos: Alahani oroszlán adeptus: a kártyája egy szabadon választott elemet ad, ezt a toborzáskor kell megnevezni (Levegő, Föld, Tűz, Víz, Sötétség)',
    ]);
    const noPath = recruit(lions(), content, 'lions-adept', 'Lior', [], null, true, undefined, { element: 'fire' });
    if (noPath.ok) throw new Error('a Lion Adept was recruited without his path of choice');
    // Hermetism is his card's; the Adept's column and the Initiate's below it are open.
    expect(words(noPath.error)).toEqual([
      'recruit/path-missing',
      'Lions of Alahan Adept names his path of choice at recruitment: Circaeus, Tellurism, Theurgy, Chronomancy, Sorcery, Shamanism',
      'Ez nem szabályos: Alahani oroszlán adeptus: a kártyája egy szabadon választott ösvényt ad, ezt a toborzáskor kell megnevezni (Circaeus, Tellurizmus, Teurgia, Kronomancia, Boszorkányság, Sámánizmus)',
    ]);
  });

  it('DW-PEOPLE-05 an Element or path his card gives already, or a path his people may not take at his rank, is refused', () => {
    const held = (magic: { element?: 'light' | 'fire'; path?: string }) => {
      const r = recruit(lions(), content, 'lions-adept', 'Lior', [], null, true, undefined, magic);
      if (r.ok) throw new Error('the Lion Adept was recruited');
      return words(r.error);
    };
    expect(held({ element: 'light', path: 'Circaeus' })).toEqual([
      'recruit/element-held',
      'Lions of Alahan Adept masters Light from his card already',
      'Ez nem szabályos: Alahani oroszlán adeptus: ezt az elemet (Fény) a kártyája már megadja, válassz másikat',
    ]);
    expect(held({ element: 'fire', path: 'Hermetism' })).toEqual([
      'recruit/path-held',
      'Lions of Alahan Adept follows the path of Hermetism from his card already',
      'Ez nem szabályos: Alahani oroszlán adeptus: ezt az ösvényt (Hermetizmus) a kártyája már megadja, válassz másikat',
    ]);
    // Solaris opens to a Lion Master only.
    expect(held({ element: 'fire', path: 'Solaris' })).toEqual([
      'recruit/path-not-open',
      'Solaris is not a path the Lions of Alahan Adept may choose (open: Circaeus, Tellurism, Theurgy, Chronomancy, Sorcery, Shamanism)',
      'Ez nem szabályos: Alahani oroszlán adeptus: népe ezen a rangon nem választhatja ezt az ösvényt (Solaris); választható: Circaeus, Tellurizmus, Teurgia, Kronomancia, Boszorkányság, Sámánizmus',
    ]);
  });

  it("DW-PEOPLE-05 an Element forbidden to his people's magicians is refused where the pack says which", () => {
    // Test content: the sample pack, its Lions' magicians forbidden Darkness.
    const pack: DogsContent = {
      ...content,
      peoples: content.peoples.map((p) => (p.id === 'alahan' ? { ...p, forbiddenElements: ['darkness'] } : p)),
    };
    const captain = unwrap(nameCaptain(newCompany('red', 'Red'), pack, 'paladin-of-alahan', 'Cap', [], null)).company;
    const r = recruit(captain, pack, 'lions-adept', 'Lior', [], null, true, undefined, {
      element: 'darkness',
      path: 'Circaeus',
    });
    if (r.ok) throw new Error('a Lion Adept chose Darkness');
    expect(words(r.error)).toEqual([
      'recruit/element-forbidden',
      'Darkness is forbidden to the magicians of the people of the Lions of Alahan Adept (open: Air, Earth, Fire, Water)',
      'Ez nem szabályos: Alahani oroszlán adeptus: népe mágusai nem használhatják ezt az elemet (Sötétség); választható: Levegő, Föld, Tűz, Víz',
    ]);
    // The sample itself forbids nothing: Darkness is his to choose there.
    expect(
      recruit(lions(), content, 'lions-adept', 'Lior', [], null, true, undefined, {
        element: 'darkness',
        path: 'Circaeus',
      }).ok,
    ).toBe(true);
  });

  it('DW-PEOPLE-05 a card that leaves nothing to choose takes nothing named, and a lost Incantation row opens the paths the book names (A-08)', () => {
    // An Initiate chooses nothing; a Kelt Adept's four Elements are all named, his path is his choice.
    expect(words(refusal('lions-initiate', { element: 'fire' })).slice(0, 2)).toEqual([
      'recruit/element-no-choice',
      'Lions of Alahan Initiate has no Element of choice to name',
    ]);
    expect(violationText(refusal('lions-initiate', { path: 'Circaeus' }), 'hu')).toBe(
      'Ez nem szabályos: Alahani oroszlán beavatott: a kártyája nem ad szabadon választott ösvényt, ne nevezz meg egyet se',
    );
    const kelt = unwrap(
      nameCaptain(newCompany('red', 'Red'), content, 'sessairs-adept', 'Bran', [], null, undefined, {
        path: 'Druidism',
      }),
    ).company;
    expect(kelt.soldiers[0]?.magicOfChoice).toEqual({ path: 'Druidism' });
    const keltElement = nameCaptain(newCompany('red', 'Red'), content, 'sessairs-adept', 'Bran', [], null, undefined, {
      element: 'light',
      path: 'Druidism',
    });
    expect(keltElement.ok ? null : keltElement.error.code).toBe('recruit/element-no-choice');
    // The goblins' row was lost: any path the book names but his card's Sorcery; a made-up one is refused.
    const boss = unwrap(nameCaptain(newCompany('red', 'Red'), content, 'goblin-boss', 'Boss', [], null)).company;
    const goblin = (path: string) =>
      recruit(boss, content, 'goblins-adept', 'Zap', [], null, true, undefined, { element: 'fire', path });
    expect(goblin('Technomancy').ok).toBe(true);
    expect(goblin('Sorcery').ok ? null : goblin('Sorcery')).toMatchObject({ error: { code: 'recruit/path-held' } });
    expect(goblin('Pyromancy').ok ? null : goblin('Pyromancy')).toMatchObject({
      error: { code: 'recruit/path-not-open' },
    });
  });

  it('DW-PEOPLE-05 DW-EVOLVE-RANK-06 the choice stays on him, the log and the choice name it, and the path chosen is never bought', () => {
    let m = start();
    m = play(m, 'red', captainC('paladin-of-alahan', 'Cap')).match;
    // The recruitment step offers the Lion Adept once, with a choice named (the first Element and
    // path of his five and six), as it offers each recruit one name: not once for each pair.
    const offered = (engine.legal(m, 'red') as Choice[]).filter((c) => c.kind === 'recruit');
    const adepts = offered.filter((c) => c.kind === 'recruit' && c.profile === 'lions-adept');
    expect(adepts).toEqual([expect.objectContaining({ magic: { element: 'air', path: 'Circaeus' } })]);
    expect(offered.filter((c) => c.kind === 'recruit' && c.profile === 'lions-initiate')).toEqual([
      expect.not.objectContaining({ magic: expect.anything() }),
    ]);
    const choice: Choice = {
      kind: 'recruit',
      profile: 'lions-adept',
      name: 'Lior',
      options: [],
      faction: null,
      magic: { element: 'fire', path: 'Circaeus' },
    };
    expect(presenter.choice(choice, m.state, 'en')).toBe(
      'Recruit Lior (Lions of Alahan Adept), Element of choice: Fire, path of choice: Circaeus',
    );
    expect(presenter.choice(choice, m.state, 'hu')).toBe(
      'Toborzás: Lior (Alahani oroszlán adeptus), választott eleme: Tűz, választott ösvénye: Circaeus',
    );
    expect(refuse(m, 'red', recruitC('lions-adept', 'Lior')).code).toBe('recruit/element-missing');
    const joined = play(m, 'red', choice);
    const event = joined.events.find((e) => e.type === 'recruited');
    if (!event) throw new Error('no recruitment event');
    expect(presenter.event(event, 'en')).toBe(
      'Lior (Lions of Alahan Adept, value 63) joins, Element of choice: Fire, path of choice: Circaeus',
    );
    expect(presenter.event(event, 'hu')).toBe(
      'Lior (Alahani oroszlán adeptus, érték 63) csatlakozik, választott eleme: Tűz, választott ösvénye: Circaeus',
    );
    const lior = joined.match.state.companies.red?.soldiers.find((s) => s.name === 'Lior');
    if (!lior) throw new Error('Lior did not join');
    expect(lior.magicOfChoice).toEqual({ element: 'fire', path: 'Circaeus' });
    // Risen once, he may buy a path: not Circaeus, which he follows already, nor his card's Hermetism.
    const risen = { ...lior, id: 'm', rankUps: 1, ep: { acquired: 100, used: 0, lost: 0 } };
    const bought = spendEP(companyOf([risen]), content, 'm', { kind: 'path', name: 'Circaeus' });
    expect(bought.ok ? null : bought.error.code).toBe('ep/path-held');
    const card = content.profiles.find((p) => p.id === 'lions-adept');
    expect(pathsToBuy(risen, card)).toEqual(['Tellurism', 'Theurgy', 'Chronomancy', 'Sorcery', 'Shamanism']);
  });
});

describe("a pack's magician whose card says nothing of his magic", () => {
  it('DW-EVOLVE-RANK-08 starts with no Element and is still capped by his people’s row', () => {
    // Test content: a magician of the Lions whose card gives no `magic`.
    const hermit: Profile = {
      ...(content.profiles.find((p) => p.id === 'lions-initiate') as Profile),
      id: 'test-hermit',
      name: 'Hermit',
    };
    delete (hermit as { magic?: unknown }).magic;
    const pack: DogsContent = { ...content, profiles: [...content.profiles, hermit] };
    const mage = companyOf([
      soldier({
        id: 'm',
        name: 'Mab',
        profile: 'test-hermit',
        people: 'alahan',
        type: 'magician',
        rank: 'Initiate',
        rankUps: 3,
      }),
    ]);
    // The row opens one Element to a Lion Initiate: his first is bought, a second is not.
    const first = unwrap(spendEP(mage, pack, 'm', { kind: 'element' })).company;
    expect(first.soldiers[0]?.elements).toBe(1);
    const second = spendEP(first, pack, 'm', { kind: 'element' });
    if (second.ok) throw new Error('a second Element was bought by a Lion Initiate');
    expect([second.error.code, second.error.message]).toEqual([
      'ep/elements-full',
      'Mab masters 1 Elements, all that his people open to a magician of his rank (1)',
    ]);
    // The pack still loads, as it did before.
    expect(startLeague(pack, 1).match().state.companies.red).toBeDefined();
  });
});
