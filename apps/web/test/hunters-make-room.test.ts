/**
 * The Hunters sheet drawn by React's server renderer on a mission position set by hand: a
 * character whose blue slots are full of modules shows them slot by slot with no room left, the
 * rules then offering him a discard, and after it the room it made.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Engine, unwrap, type Match } from '@skirmish/core';
import { huntersRuleset, sampleContent, type HuntersChoice, type MissionState } from '@skirmish/hunters';
import type { Snapshot } from '../src/api.ts';
import { I18nContext, STRINGS } from '../src/i18n.ts';
import { PackContext } from '../src/pack.ts';
import { HuntersBoard } from '../src/boards/hunters/HuntersBoard.tsx';

const engine = unwrap(Engine.create(huntersRuleset, { content: sampleContent }));

function snapshotOf(match: Match<MissionState>, seat = 'p1'): Snapshot {
  return {
    gameId: 'g',
    ruleset: engine.ruleset.id,
    seat,
    index: match.record.choices.length,
    view: engine.view(match, seat),
    pending: engine.pending(match).map((d) => ({ kind: d.kind, seats: d.seats })),
    legal: engine.legal(match, seat),
    outcome: null,
    seats: [],
    canUndo: false,
    contentHash: engine.contentHash,
    options: engine.options,
  };
}

/** The board as drawn, in `lang`, entities undone. */
function board(match: Match<MissionState>, lang: 'en' | 'hu'): string {
  const html = renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(
        PackContext.Provider,
        { value: { hash: 'h', content: sampleContent, options: {} } },
        createElement(HuntersBoard, {
          snapshot: snapshotOf(match),
          choose: () => undefined,
          describeChoice: (c) => JSON.stringify(c),
          setOdds: () => undefined,
          log: [],
        }),
      ),
    ),
  );
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The Soldier's sheet as drawn, in `lang`, entities undone. */
function sheet(match: Match<MissionState>, lang: 'en' | 'hu'): string {
  const text = board(match, lang);
  const at = text.search(/<section class="hu-sheet[^"]*" data-char="soldier"/);
  return text.slice(at, text.indexOf('</section>', at));
}

/** S03 for one player, the Soldier to act on the finding at 10,1 with his blue slots full of Optics modules. */
function fullOnFinding(): Match<MissionState> {
  let m = unwrap(
    engine.start(7, {
      mission: 'S03',
      players: 1,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p1' },
      ],
    }),
  );
  for (let i = 0; i < 200; i++) {
    const legal = engine.legal(m, 'p1');
    const s = m.state;
    if (s.phase === 'character' && s.current?.character === 'soldier' && s.current.actions === 0) break;
    const pick: HuntersChoice | undefined =
      legal.find((c) => c.kind === 'activate' && c.character === 'soldier') ??
      legal.find((c) => c.kind === 'keep-random') ??
      legal[0];
    if (!pick) throw new Error('nothing to choose');
    m = unwrap(engine.submit(m, 'p1', pick)).match;
  }
  const state = structuredClone(m.state);
  const soldier = state.chars.find((c) => c.id === 'soldier');
  const cls = sampleContent.classes.find((k) => k.id === 'soldier');
  if (!soldier || !cls || state.current?.character !== 'soldier') throw new Error('not the Soldier to act');
  soldier.pos = { x: 10, y: 1 };
  soldier.parked = [];
  const gearInBlue = soldier.equipment.filter(
    (g) => sampleContent.gear.find((x) => x.id === g)?.type === 'equipment',
  ).length;
  soldier.modules = { optics: 6 * (cls.slots.blue - gearInBlue) };
  return { ...m, state };
}

describe('a full sheet on the Hunters board', () => {
  it('shows the blue slots full of modules and no room left, then the room a discard made, in English and Hungarian', () => {
    const m = fullOnFinding();
    const slots = (m.state.chars.find((c) => c.id === 'soldier')?.modules['optics'] ?? 0) / 6;
    const en = sheet(m, 'en');
    expect(en.split('6/6 module tokens').length - 1).toBe(slots);
    expect(en).toMatch(/Module room<\/dt><dd[^>]*>0</);
    expect(sheet(m, 'hu')).toMatch(/Modulhely<\/dt><dd[^>]*>0</);
    expect(sheet(m, 'hu').split('6/6 modul vagy lelet').length - 1).toBe(slots);
    const discard = engine.legal(m, 'p1').find((c) => c.kind === 'discard');
    expect(discard).toEqual({ kind: 'discard', character: 'soldier', item: 'module:optics' });
    const after = unwrap(engine.submit(m, 'p1', discard as HuntersChoice)).match;
    const en2 = sheet(after, 'en');
    expect(en2).toContain('5/6 module tokens');
    expect(en2).toMatch(/Module room<\/dt><dd[^>]*>1</);
  });

  it('names the modules carried kind by kind, so that the player sees what a discard would give up, in English and Hungarian', () => {
    const m = fullOnFinding();
    const soldier = m.state.chars.find((c) => c.id === 'soldier');
    if (!soldier) throw new Error('no Soldier');
    const optics = soldier.modules['optics'] ?? 0;
    soldier.modules = { junk: optics - 2, optics: 2 };
    expect(sheet(m, 'en')).toContain(
      `<p class="hu-carried" data-modules="junk:${optics - 2},optics:2">Modules: ${optics - 2} × Junk module, 2 × Optics module</p>`,
    );
    expect(sheet(m, 'hu')).toContain(`Modulok: ${optics - 2} × ócskavas modul, 2 × optikai modul`);
    // Both kinds are offered to throw away.
    expect(engine.legal(m, 'p1').filter((c) => c.kind === 'discard')).toEqual([
      { kind: 'discard', character: 'soldier', item: 'module:junk' },
      { kind: 'discard', character: 'soldier', item: 'module:optics' },
    ]);
    // A sheet with nothing carried shows no such line.
    soldier.modules = {};
    expect(sheet(m, 'en')).not.toContain('hu-carried');
  });

  it('says above the actions why no Collect is offered on the finding, and what would make room, in English and Hungarian', () => {
    const note = (m: Match<MissionState>, lang: 'en' | 'hu') =>
      /<p class="hu-no-room" data-char="soldier" data-how="(\w+)">([^<]*)<\/p>/.exec(board(m, lang))?.slice(1) ?? null;
    // Blue slots full of modules: throwing one away would do.
    const m = fullOnFinding();
    expect(note(m, 'en')).toEqual([
      'tokens',
      'Soldier has no room on the sheet for the finding here. Throw a module or finding token away, or let a teammate on this space take some by an exchange; then an Interact collects it.',
    ]);
    expect(note(m, 'hu')?.[1]).toContain('Katona lapján nincs hely az itt fekvő leletnek. Dobjon el');
    // Once a module is thrown away the Collect fits: no note.
    const discard = engine.legal(m, 'p1').find((c) => c.kind === 'discard') as HuntersChoice;
    expect(note(unwrap(engine.submit(m, 'p1', discard)).match, 'en')).toBeNull();
    // Blue slots full of gear, the Medic still on the map: only an exchange of that gear helps.
    const soldier = m.state.chars.find((c) => c.id === 'soldier');
    const medic = m.state.chars.find((c) => c.id === 'medic');
    const cls = sampleContent.classes.find((k) => k.id === 'soldier');
    const kit = sampleContent.gear.find((g) => g.type === 'equipment' && g.heal === undefined && !g.trap);
    if (!soldier || !medic || !cls || !kit) throw new Error('no Soldier, Medic, class or kit');
    const type = (id: string) => sampleContent.gear.find((g) => g.id === id)?.type;
    soldier.equipment = [
      ...soldier.equipment.filter((id) => type(id) !== 'equipment'),
      ...Array.from({ length: cls.slots.blue }, () => kit.id),
    ];
    soldier.modules = {};
    expect(engine.legal(m, 'p1').some((c) => c.kind === 'discard')).toBe(false);
    expect(note(m, 'en')?.[0]).toBe('gear');
    expect(note(m, 'en')?.[1]).toContain('Only handing some of that gear to a teammate on this space');
    expect(note(m, 'hu')?.[1]).toContain('csere');
    // No teammate left on the map: nothing can make room.
    medic.dead = true;
    expect(note(m, 'en')).toEqual([
      'none',
      'Soldier has no room on the sheet for the finding here, and nothing carried can make that room.',
    ]);
    expect(note(m, 'hu')?.[1]).toBe(
      'Katona lapján nincs hely az itt fekvő leletnek, és semmi sincs nála, amivel helyet csinálhatna.',
    );
  });
  it('names putting parked gear back into its own slot in the note where that frees a blue slot, in English and Hungarian', () => {
    const note = (m: Match<MissionState>, lang: 'en' | 'hu') =>
      /<p class="hu-no-room" data-char="soldier" data-how="([\w-]+)">([^<]*)<\/p>/.exec(board(m, lang))?.slice(1) ??
      null;
    const m = fullOnFinding();
    const soldier = m.state.chars.find((c) => c.id === 'soldier');
    if (!soldier) throw new Error('no Soldier');
    const type = (id: string) => sampleContent.gear.find((g) => g.id === id)?.type;
    // No armour worn, a Scrap Armour put away in the third blue slot, modules in the other two.
    soldier.equipment = soldier.equipment.filter((id) => type(id) !== 'equipment');
    soldier.armor = null;
    soldier.parked = ['scrap-armor'];
    soldier.modules = { optics: 12 };
    expect(note(m, 'en')).toEqual([
      'tokens-unpark',
      'Soldier has no room on the sheet for the finding here. Throw a module or finding token away, put gear from a blue slot back into its own free slot (an Interact), or let a teammate on this space take some by an exchange; then an Interact collects it.',
    ]);
    expect(note(m, 'hu')?.[1]).toContain('tegye vissza a kék helyen tartott felszerelését a saját, üres helyére');
    // The rules refuse the Collect on the same grounds.
    const refused = (x: Match<MissionState>) => {
      const r = engine.submit(x, 'p1', { kind: 'interact', what: 'collect', target: '10,1' });
      return r.ok ? null : r.error.code;
    };
    expect(refused(m)).toBe('interact/collect-full-or-unpark');
    // First aid kits in the other two: nothing to throw away, the armour put on frees its slot.
    soldier.equipment = [...soldier.equipment, 'first-aid-kit', 'first-aid-kit'];
    soldier.modules = {};
    expect(note(m, 'en')?.[0]).toBe('unpark');
    expect(note(m, 'en')?.[1]).toContain('Putting gear from a blue slot back into its own free slot (an Interact)');
    expect(note(m, 'en')?.[1]).not.toContain('Only handing');
    expect(note(m, 'hu')?.[1]).toContain('az a kék hely felszabadul');
    expect(refused(m)).toBe('interact/collect-full-unpark');
    // With a vest worn the armour could only be swapped in: only an exchange helps.
    soldier.armor = 'kevlar-vest';
    expect(note(m, 'en')?.[0]).toBe('gear');
  });
});
