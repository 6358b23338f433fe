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

/** The Soldier's sheet as drawn, in `lang`, entities undone. */
function sheet(match: Match<MissionState>, lang: 'en' | 'hu'): string {
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
  const text = html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
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
    expect(en).toMatch(/Room for modules<\/dt><dd[^>]*>0</);
    expect(sheet(m, 'hu')).toMatch(/Szabad modulhely<\/dt><dd[^>]*>0</);
    expect(sheet(m, 'hu').split('6/6 modul vagy lelet').length - 1).toBe(slots);
    const discard = engine.legal(m, 'p1').find((c) => c.kind === 'discard');
    expect(discard).toEqual({ kind: 'discard', character: 'soldier', item: 'module:optics' });
    const after = unwrap(engine.submit(m, 'p1', discard as HuntersChoice)).match;
    const en2 = sheet(after, 'en');
    expect(en2).toContain('5/6 module tokens');
    expect(en2).toMatch(/Room for modules<\/dt><dd[^>]*>1</);
  });
});
