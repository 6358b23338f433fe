/**
 * Words of the Hunters board that depend on the pack: which activity of a played card an
 * enhancement goes to, and the pack's names and texts on the Hungarian page (the board rendered by
 * React's server renderer from real snapshots of the rules).
 */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { columnName, huntersRuleset, rowName, sampleContent, type HuntersContent } from '@skirmish/hunters';
import type { Snapshot } from '../src/api.ts';
import { HuntersBoard } from '../src/boards/hunters/HuntersBoard.tsx';
import { edgeNames } from '../src/boards/hunters/model.ts';
import { enhancedActivity, huWords } from '../src/boards/hunters/words.ts';
import { I18nContext, STRINGS, type Lang } from '../src/i18n.ts';
import { PackContext } from '../src/pack.ts';

const en = huWords('en');
const hu = huWords('hu');

describe('the Hunters board in words', () => {
  it('an enhancement played on a card of one activity says no more than its card; on a card of several, the activity it goes to', () => {
    // Shot: one Ranged Attack. Snap Fire: Move 1, then a Ranged Attack (the sample cards).
    expect(sampleContent.cards.find((c) => c.id === 'soldier-shot')?.activities.length).toBe(1);
    expect(enhancedActivity(sampleContent, 'soldier-shot', 0, en)).toBe('');
    expect(enhancedActivity(sampleContent, 'soldier-snap-fire', 0, en)).toBe('on the move');
    expect(enhancedActivity(sampleContent, 'soldier-snap-fire', 1, en)).toBe('on the ranged attack');
    expect(enhancedActivity(sampleContent, 'soldier-snap-fire', 1, hu)).toBe('a távolsági támadásra');
  });

  it('two activities of one kind on a card are told apart by their number', () => {
    const pack: HuntersContent = {
      ...sampleContent,
      cards: [
        ...sampleContent.cards,
        {
          id: 'double-step',
          name: 'Double Step',
          sample: true,
          class: 'soldier',
          level: 1,
          activities: [
            { kind: 'move', mp: 1 },
            { kind: 'melee', toHit: 2 },
            { kind: 'move', mp: 1 },
          ],
          text: 'Move 1, Melee Attack, Move 1.',
        },
      ],
    };
    // Two moves: each by its place among the moves, as the list of choices says it.
    expect(enhancedActivity(pack, 'double-step', 2, en)).toBe('on the second move');
    expect(enhancedActivity(pack, 'double-step', 2, hu)).toBe('a második mozgásra');
    expect(enhancedActivity(pack, 'double-step', 0, en)).toBe('on the first move');
    expect(enhancedActivity(pack, 'double-step', 1, en)).toBe('on the melee attack');
    // In melee the rules count only the activities the card brings there (the view's `uses`):
    // the blue part on the second of those is on the melee attack, not on the printed second.
    expect(enhancedActivity(pack, 'double-step', 1, en, ['move', 'melee'])).toBe('on the melee attack');
    expect(enhancedActivity(pack, 'double-step', 0, en, ['melee', 'move', 'move'])).toBe('on the melee attack');
    expect(enhancedActivity(pack, 'double-step', 1, en, ['melee', 'move', 'move'])).toBe('on the first move');
  });

  it('a number on the Hungarian page takes the article its spoken form asks for, "a" or "az", never "a(z)"', () => {
    // Read aloud: egy, három, öt, tíz, tizenegy, ötven, száz, ezer.
    expect([1, 3, 5, 10, 11, 50, 100, 1000].map((n) => hu.onActivityNumber(n))).toEqual([
      'az 1. tevékenységre',
      'a 3. tevékenységre',
      'az 5. tevékenységre',
      'a 10. tevékenységre',
      'a 11. tevékenységre',
      'az 50. tevékenységre',
      'a 100. tevékenységre',
      'az 1000. tevékenységre',
    ]);
    expect(hu.disabledUntil(1)).toBe('EMP miatt bénult az 1. kör végéig');
    expect(hu.disabledUntil(2)).toBe('EMP miatt bénult a 2. kör végéig');
    expect(hu.disabledUntil(5)).toBe('EMP miatt bénult az 5. kör végéig');
    expect(hu.dueOn(5)).toBe('elkészül az 5. napon');
    expect(hu.dueOn(12)).toBe('elkészül a 12. napon');
    expect(hu.dueOn(15)).toBe('elkészül a 15. napon');
  });

  it('the headings of a character sheet’s gear each name their own thing, in both languages', () => {
    // The sheet heads the whole of what a character carries, then each kind of slot under it: a
    // heading that is part of another one reads as the same list twice.
    for (const w of [en, hu]) {
      const headings = [w.inventory, w.implants, ...Object.values(w.slot)].map((x) => x.toLowerCase());
      expect(new Set(headings).size).toBe(headings.length);
      for (const a of headings) for (const b of headings) if (a !== b) expect(b, `${a} / ${b}`).not.toContain(a);
    }
  });
});

/** The snapshot of a Hunters game on `content` for p1, after the choices `steps` picks (each the first one it accepts). */
function snapshotOf(content: HuntersContent, setup: unknown, steps: Array<(c: unknown) => boolean> = []): Snapshot {
  const engine = unwrap(Engine.create(huntersRuleset, { content }));
  // Seed 1: the road to the Rust Market meets no encounter card.
  let match = unwrap(engine.start(1, setup));
  for (const take of steps) {
    const c = engine.legal(match, 'p1').find(take);
    if (c === undefined) throw new Error('no such choice');
    match = unwrap(engine.submit(match, 'p1', c)).match;
  }
  return {
    gameId: 'g',
    ruleset: 'hunters',
    seat: 'p1',
    index: match.record.choices.length,
    view: engine.view(match, 'p1'),
    pending: engine.pending(match).map((d) => ({ kind: d.kind, seats: d.seats })),
    legal: engine.legal(match, 'p1'),
    outcome: null,
    seats: [],
    canUndo: false,
    contentHash: engine.contentHash,
    options: engine.options,
  };
}

/** The board's markup on `content` in `lang`. */
function drawn(content: HuntersContent, snapshot: Snapshot, lang: Lang): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(
        PackContext.Provider,
        { value: { hash: 'h', content, options: {} } },
        createElement(HuntersBoard, {
          snapshot,
          choose: () => undefined,
          describeChoice: () => '',
          setOdds: () => undefined,
          log: [],
        }),
      ),
    ),
  );
}

const SOLO = {
  players: 1,
  characters: [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p1' },
  ],
};
/** A campaign whose party has just reached the Rust Market, where card 001 lies to be read. */
const CAMPAIGN = { ...SOLO, mode: 'campaign' };
const toMarket = (c: unknown) =>
  (c as { kind?: string; to?: string }).kind === 'travel' && (c as { to?: string }).to === 'L1';

describe('the Hunters board in Hungarian', () => {
  it('the sample’s event card, its options, places and party by our Hungarian words where the English page has the pack’s', () => {
    const snap = snapshotOf(sampleContent, CAMPAIGN, [toMarket]);
    const en = drawn(sampleContent, snap, 'en');
    const hu = drawn(sampleContent, snap, 'hu');
    for (const s of ['A Call for Help', 'Settlers beg the hunters', 'Take the job.', 'Rust Market', 'Soldier'])
      expect(en).toContain(s);
    for (const s of ['Segélykérés', 'A telepesek arra kérik', 'Vállaljátok el a munkát.', 'Rozsdapiac', 'Katona'])
      expect(hu).toContain(s);
    for (const s of ['A Call for Help', 'Take the job.', 'Rust Market', 'Soldier']) expect(hu).not.toContain(s);
  });

  it('the modules a character carries are named as the rules name them, in the page’s language, not by their ids', () => {
    const snap = snapshotOf(sampleContent, CAMPAIGN, [toMarket]);
    const view = structuredClone(snap.view) as { campaign: { chars: Array<{ modules: Record<string, number> }> } };
    const first = view.campaign.chars[0];
    if (!first) throw new Error('no character');
    first.modules = { optics: 2, 'laser-devices': 1 };
    const carried = { ...snap, view };
    expect(drawn(sampleContent, carried, 'en')).toContain('Optics module: 2, Laser Devices module: 1');
    expect(drawn(sampleContent, carried, 'hu')).toContain('optikai modul: 2, lézereszköz modul: 1');
  });

  it('a pack’s own Hungarian names, titles and texts come first on the Hungarian page', () => {
    const pack = structuredClone(sampleContent);
    const card = pack.events.find((e) => e.id === '001');
    const soldier = pack.classes.find((c) => c.id === 'soldier');
    const market = pack.locations.find((l) => l.id === 'L1');
    if (!card?.options[0] || !soldier || !market) throw new Error('sample changed');
    card.titleHu = 'Vészjel';
    card.textHu = 'Segítség kell.';
    card.options[0].textHu = 'Megyünk.';
    soldier.nameHu = 'Rohamkatona';
    market.nameHu = 'Ócskapiac';
    const snap = snapshotOf(pack, CAMPAIGN, [toMarket]);
    const hu = drawn(pack, snap, 'hu');
    for (const s of ['Vészjel', 'Segítség kell.', 'Megyünk.', 'Rohamkatona', 'Ócskapiac']) expect(hu).toContain(s);
    const en = drawn(pack, snap, 'en');
    for (const s of ['A Call for Help', 'Take the job.', 'Soldier', 'Rust Market']) expect(en).toContain(s);
  });

  it('a mission’s title, hands and enemies by our Hungarian names, the cards in Hungarian words', () => {
    const snap = snapshotOf(sampleContent, SOLO);
    const hu = drawn(sampleContent, snap, 'hu');
    const en = drawn(sampleContent, snap, 'en');
    expect(en).toContain('Rats in the Ruins');
    expect(hu).toContain('Patkányok a romok között');
    // Each enemy by its kind and its number, as players tell two of a kind apart; not by its id.
    expect(en).toContain('Giant Rat 1');
    expect(hu).toContain('Óriáspatkány 1');
    expect(en).not.toContain('(e1)');
    expect(hu).not.toContain('(e1)');
    // The starting hand is chosen from the Aimed Strike among others: its text in each language.
    expect(en).toContain('Melee Attack, To Hit 2. As an enhancement: re-roll one missed die.');
    expect(hu).toContain('Közelharci támadás (találati érték 2). Erősítésként: 1 elhibázott kocka újradobása.');
    expect(hu).not.toContain('Melee Attack');
  });

  it('the mission map names its columns and rows on its edges, and a space to choose by the same name, in both languages', () => {
    const random = (c: unknown) => (c as { kind?: string }).kind === 'keep-random';
    const snap = snapshotOf(sampleContent, SOLO, [random, random]);
    const view = snap.view as { phase: string; width: number; height: number };
    expect(view.phase).toBe('deploy');
    for (const lang of ['en', 'hu'] as const) {
      const html = drawn(sampleContent, snap, lang);
      // Each column's letter and each row's number twice, on opposite edges.
      for (let x = 0; x < view.width; x++)
        expect(html).toContain(
          `<g data-column="${columnName(x)}"><text x="${x * 44 + 22}" y="-5">${columnName(x)}</text>`,
        );
      for (let y = 0; y < view.height; y++) expect(html).toContain(`data-row="${rowName(y)}"`);
      const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1] ?? '');
      // The deployment zone's corner, A1, by its name; no space by its numbers.
      expect(labels.some((l) => l.startsWith(lang === 'en' ? 'Space A1: ' : 'Mező A1: '))).toBe(true);
      for (const l of labels) expect(l).not.toMatch(/-?\d+,-?\d+/);
    }
  });

  it('HU-CRAFT-09 the base shows the reference list of blueprints, each piece’s room, level and days', () => {
    const snap = snapshotOf(sampleContent, CAMPAIGN);
    const list = (lang: Lang) =>
      /<details class="hu-crafting"><summary>(.*?)<\/summary><ul>(.*?)<\/ul>/.exec(drawn(sampleContent, snap, lang));
    const en = list('en');
    const hu = list('hu');
    expect(en?.[1]).toBe('Blueprints');
    expect(en?.[2]).toContain('<li data-blueprint="bp-knife">Knife: Forge level 1, 2 days, cost: 1 × Junk module</li>');
    expect(hu?.[1]).toBe('Tervrajzok');
    expect(hu?.[2]).toContain(
      '<li data-blueprint="bp-knife">Kés: Kovácsműhely 1. szint, 2 nap, ár: 1 × ócskavas modul</li>',
    );
    expect(en?.[2]?.match(/<li[ >]/g)).toHaveLength(sampleContent.blueprints.length);
  });

  it('HU-CRAFT-01 HU-CRAFT-02 the base names the blueprints the party holds and marks them in the reference list, in both languages', () => {
    // The sample's party starts with the blueprints no place sells and no mission gives.
    const snap = snapshotOf(sampleContent, CAMPAIGN);
    const held = (lang: Lang) =>
      /<p class="hu-blueprints-held" data-count="(\d+)">(.*?)<\/p>/.exec(drawn(sampleContent, snap, lang));
    expect(held('en')?.[1]).toBe('4');
    expect(held('en')?.[2]).toBe('Blueprints held<!-- -->:<!-- --> <!-- -->Axe, Kevlar Vest, Magazine, Antidote');
    expect(held('hu')?.[2]).toBe(
      'A csapat tervrajzai<!-- -->:<!-- --> <!-- -->Fejsze, Kevlármellény, Bővített tár, Ellenméreg',
    );
    const en = drawn(sampleContent, snap, 'en');
    const hu = drawn(sampleContent, snap, 'hu');
    expect(en).toContain(
      '<li class="held" data-blueprint="bp-axe">Axe: Forge level 2, 3 days, cost: 4 × Junk module · held</li>',
    );
    expect(hu).toContain(
      '<li class="held" data-blueprint="bp-axe">Fejsze: Kovácsműhely 2. szint, 3 nap, ár: 4 × ócskavas modul · megvan</li>',
    );
    // A blueprint the party lacks carries no mark.
    expect(en).toContain(
      '<li data-blueprint="bp-pistol">Pistol: Gunsmith level 1, 2 days, cost: 2 × Firearms module</li>',
    );
    expect(en.match(/<li class="held"/g)).toHaveLength(4);
  });

  it('HU-SHEET-04 a character carrying more modules than his blue slots hold is told to put the extra down, in both languages', () => {
    const engine = unwrap(Engine.create(huntersRuleset));
    const match = unwrap(engine.start(1, CAMPAIGN));
    const camp = structuredClone(match.state.campaign);
    const soldier = camp?.chars.find((c) => c.id === 'soldier');
    if (!camp || !soldier) throw new Error('no campaign');
    soldier.modules = { junk: 30 };
    const loaded = { ...match, state: { ...match.state, campaign: camp } };
    const snap: Snapshot = {
      ...snapshotOf(sampleContent, CAMPAIGN),
      view: engine.view(loaded, 'p1'),
      legal: engine.legal(loaded, 'p1'),
    };
    const note = (lang: Lang) =>
      /<p class="hu-overloaded" data-char="soldier">(.*?)<\/p>/.exec(drawn(sampleContent, snap, lang))?.[1];
    expect(note('en')).toMatch(/^Soldier carries 30 modules but has room for \d+: store the extra at the base/);
    expect(note('hu')).toMatch(/^Katona 30 modult visz, de csak \d+ fér el nála/);
    // The ways to put it down are the only decisions, each with its own button.
    expect(drawn(sampleContent, snap, 'en')).toContain('data-kind="discard"');
  });

  it('HU-TIME-08 a mission in Fog names its weather in the page’s language', () => {
    const pack = structuredClone(sampleContent);
    pack.missions[0]!.weather = 'fog';
    const snap = snapshotOf(pack, SOLO);
    const status = (lang: Lang) =>
      /<p class="hu-status">(.*?)<\/p>/.exec(drawn(pack, snap, lang))?.[1]?.replace(/<[^>]*>/g, '') ?? '';
    expect(status('en')).toMatch(/ · fog$/);
    expect(status('hu')).toMatch(/ · köd$/);
  });
});

describe('the Hunters words, one for each thing', () => {
  it('the Hungarian texts call a character "szereplő" throughout (his sheet too), never "karakter"', () => {
    // The files of the texts a player reads: the board's words, the choices, the log, the refusals,
    // the rules' sentences and the table options.
    const files = [
      '../src/boards/hunters/words.ts',
      '../../../rulesets/hunters/src/words.ts',
      '../../../rulesets/hunters/src/presenter.ts',
      '../../../rulesets/hunters/src/event-words.ts',
      '../../../rulesets/hunters/src/rule-texts.ts',
      '../../../rulesets/hunters/src/index.ts',
    ];
    for (const file of files) {
      const text = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(text.match(/karakter\p{L}*/giu) ?? [], file).toEqual([]);
    }
    expect(hu.phase['character']).toBe('egy szereplő cselekszik');
    expect(hu.sheet).toBe('Szereplőlap');
    expect(huntersRuleset.options?.find((o) => o.id === 'elimination')?.hu?.label).toBe('Szereplők halála');
  });

  it('the tokens on the map are named and lettered in the page language, no two kinds alike', () => {
    const snap = snapshotOf(sampleContent, SOLO);
    const kinds = ['smoke', 'explosives', 'combustibles', 'chemicals'];
    const view = {
      ...(snap.view as object),
      tokens: kinds.map((kind, i) => ({ id: `t${i}`, kind, pos: { x: i, y: 0 } })),
    };
    const tokens = (lang: Lang) =>
      [
        ...drawn(sampleContent, { ...snap, view }, lang).matchAll(
          /<text class="hu-token ([a-z]+)"[^>]*><title>([^<]*)<\/title>([^<]*)<\/text>/g,
        ),
      ].map((m) => `${m[1]}: ${m[2]} ${m[3]}`);
    expect(tokens('en')).toEqual([
      'smoke: Smoke S',
      'explosives: Explosives E',
      'combustibles: Combustibles Co',
      'chemicals: Chemicals Ch',
    ]);
    expect(tokens('hu')).toEqual([
      'smoke: Füst F',
      'explosives: Robbanószer R',
      'combustibles: Gyúlékony anyag G',
      'chemicals: Vegyszer V',
    ]);
  });

  it('the Sniper and the Soldier on one map carry letters of their own, not both "S"', () => {
    const snap = snapshotOf(sampleContent, {
      players: 1,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'sniper', seat: 'p1' },
      ],
    });
    const v = snap.view as { chars: Array<Record<string, unknown>> };
    const view = { ...v, chars: v.chars.map((c, i) => ({ ...c, pos: { x: i, y: 0 }, facing: 2 })) };
    const letters = (lang: Lang): Record<string, string> =>
      Object.fromEntries(
        [
          ...drawn(sampleContent, { ...snap, view }, lang).matchAll(
            /<g class="hu-char[^"]*" data-char="([a-z]+)"[\s\S]*?<text[^>]*>([^<]*)<\/text>/g,
          ),
        ].map((m) => [m[1] ?? '', m[2] ?? '']),
      );
    expect(letters('en')).toEqual({ soldier: 'So', sniper: 'Sn' });
    // In Hungarian their initials differ already (Katona, Mesterlövész): one letter each.
    const hu = letters('hu');
    expect(Object.keys(hu)).toEqual(['soldier', 'sniper']);
    expect(new Set(Object.values(hu)).size).toBe(2);
    expect(Object.values(hu).every((l) => l.length === 1)).toBe(true);
  });

  it('the fit button says what pressing it does, in both languages', () => {
    expect([en.fitMap, en.fullSizeMap]).toEqual(['Whole map on screen', 'Full size']);
    expect([hu.fitMap, hu.fullSizeMap]).toEqual(['Az egész térkép a képernyőn', 'Teljes méret']);
  });

  it("the names on the map's edges grow with the margin when the map is fitted to a phone, and stay 13 at full size", () => {
    // A map of 12 columns (528 pixels) at full size, and fitted to a phone's 326 pixels.
    expect(edgeNames(528, null)).toEqual({ margin: 18, label: 13 });
    const fitted = edgeNames(528, 326);
    const scale = 326 / (528 + 2 * fitted.margin);
    expect(fitted.label * scale).toBeGreaterThanOrEqual(11.9);
    // The margin holds its names, with room to spare.
    expect(fitted.margin).toBeGreaterThanOrEqual(fitted.label * 1.3);
    // A map narrower than the screen needs nothing larger.
    expect(edgeNames(200, 326)).toEqual({ margin: 18, label: 13 });
  });
});
