import { describe, expect, it } from 'vitest';
import type { HybridChoice } from '../src/choices.ts';
import type { Profile } from '../src/content/schema.ts';
import { makeHybridPresenter } from '../src/presenter.ts';
import { SNIPER, seen, watching } from './ambush.ts';
import { activate, play, scenario } from './scenario.ts';

// No sample warrior has Armour-Piercing Shot, so the words that name the warrior behind the target
// are shown here with a marksman of our own, named in both languages.

/** A Griffin marksman (NV 4, F 4) with Armour-Piercing Shot/2. */
const PIERCER: Profile = {
  ...SNIPER,
  id: 'marksman',
  name: 'Marksman',
  nameHu: 'Mesterlövész',
  side: 'griffin',
  aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }],
};

describe('the words for an Armour-Piercing Shot name the warrior behind the target (HY-APT-47)', () => {
  it('HY-APT-47 a shot declared to pierce is labelled with both warriors, in English and in Hungarian', () => {
    // The marksman on (3,0) faces north; Hybrid (2) on (3,3), Hybrid (3) two squares behind on (3,5).
    const sc = scenario({
      profiles: [PIERCER],
      warriors: [
        { profile: 'marksman', at: [3, 0] },
        { profile: 'hybrid', at: [3, 3], facing: 'S' },
        { profile: 'hybrid', at: [3, 5] },
      ],
    });
    const [m, a, b] = sc.ids as [string, string, string];
    activate(sc, m);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    const through: HybridChoice = { kind: 'fire', target: a, level: 1, pierce: b };
    const alone: HybridChoice = { kind: 'fire', target: a, level: 1 };
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal).toContainEqual(through);
    expect(legal).toContainEqual(alone);
    const p = makeHybridPresenter(sc.content);
    const view = sc.rules.view(sc.state, 'griffin');
    // SL 4 on one die: 4/10.
    expect(p.choice(through, view, 'en')).toBe(
      'Fire at Hybrid (2) at level 1, piercing through to Hybrid (3) · 2/5 (40.0%) to succeed before cards',
    );
    expect(p.choice(through, view, 'hu')).toBe(
      'Lövés: Hibrid (2), 1. szint; a golyó átüt, eléri: Hibrid (3) · a siker esélye kártyák nélkül: 2/5 (40,0%)',
    );
    // The plain shot at the same target says nothing of a second warrior.
    expect(p.choice(alone, view, 'en')).toBe('Fire at Hybrid (2) at level 1 · 2/5 (40.0%) to succeed before cards');
    expect(p.choice(alone, view, 'hu')).toBe(
      'Lövés: Hibrid (2), 1. szint · a siker esélye kártyák nélkül: 2/5 (40,0%)',
    );
    // Both rolls hit: the log tells of the bullet going on and of each wound.
    const ev = play(sc, [['griffin', through]], [2, 3]);
    const log = (locale: 'en' | 'hu') =>
      ev.filter((e) => e.type !== 'hybrid/roll' && e.type !== 'hybrid/announce').map((e) => p.event(e, locale));
    expect(log('en')).toEqual([
      'Armour-Piercing Shot: the bullet flies on',
      'Hybrid (2) takes 1 wound(s) from Marksman (1)',
      'Hybrid (3) takes 1 wound(s) from Marksman (1)',
    ]);
    expect(log('hu')).toEqual([
      'Páncéltörő lövés: a golyó továbbrepül',
      'Hibrid (2) 1 sebet kap (okozója: Mesterlövész (1))',
      'Hibrid (3) 1 sebet kap (okozója: Mesterlövész (1))',
    ]);
  });

  it('HY-APT-47 HY-MODE-F-17 an ambush shot aimed to pierce is labelled and logged with both warriors', () => {
    // The marksman on (3,0) watches north; Hybrid (2) steps from (0,1), out of his sight, to (1,2);
    // Hybrid (3) stands on (0,4), two squares behind him.
    const sc = scenario({
      profiles: [PIERCER],
      warriors: [
        { profile: 'marksman', at: [3, 0] },
        { profile: 'hybrid', at: [0, 1] },
        { profile: 'hybrid', at: [0, 4], facing: 'S' },
      ],
    });
    const [m, a, b] = sc.ids as [string, string, string];
    expect([seen(sc, m, a), seen(sc, m, b)]).toEqual([false, true]);
    watching(sc, m, 1);
    activate(sc, a);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 1, y: 2, facing: 'N' }],
    ]);
    const through: HybridChoice = { kind: 'fire', target: a, level: 3, pierce: b };
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual(through);
    const p = makeHybridPresenter(sc.content);
    const view = sc.rules.view(sc.state, 'griffin');
    expect(p.choice(through, view, 'en')).toMatch(/^Ambush shot at Hybrid \(2\), piercing through to Hybrid \(3\)/);
    expect(p.choice(through, view, 'hu')).toMatch(
      /^Lesből leadott lövés: Hibrid \(2\); a golyó átüt, eléri: Hibrid \(3\)/,
    );
    // Both rolls hit (2 and 3 against SL 4).
    const aim = play(sc, [['griffin', through]], [2, 3]).filter((e) => e.type === 'hybrid/ambush-aim');
    expect(aim.map((e) => p.event(e, 'en'))).toEqual([
      'Marksman (1) aims at Hybrid (2), to pierce through to Hybrid (3)',
    ]);
    expect(aim.map((e) => p.event(e, 'hu'))).toEqual([
      'Mesterlövész (1) Hibrid (2) felé céloz, a golyó átütve eléri: Hibrid (3)',
    ]);
  });
});
