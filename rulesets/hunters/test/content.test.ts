import { describe, expect, it } from 'vitest';
import { contentJsonSchema, Engine, loadContent } from '@skirmish/core';
import { buildBoard } from '../src/board.ts';
import { sampleContent } from '../src/content/sample.ts';
import { huntersRuleset } from '../src/index.ts';

const spec = huntersRuleset.content;

describe('content', () => {
  it('HU-ENEMY-01 HU-ACTION-16 HU-GEAR-01 HU-GEAR-02 HU-EVENT-06 the sample pack validates, with every kind of record', () => {
    const r = loadContent(spec, JSON.parse(JSON.stringify(sampleContent)));
    expect(r.ok).toBe(true);
    expect(sampleContent.enemies).toHaveLength(14);
    expect(new Set(sampleContent.gear.map((g) => g.type))).toEqual(
      new Set(['weapon', 'armor', 'implant', 'equipment', 'accessory', 'apparel']),
    );
    expect(new Set(sampleContent.events.map((e) => e.deck))).toEqual(new Set(['event', 'road', 'town']));
    expect(sampleContent.missions.length).toBeGreaterThanOrEqual(6);
    expect(JSON.stringify(contentJsonSchema(spec))).toContain('startingDeck');
  });

  it('HU-SHEET-02 HU-SHEET-07 HU-SHEET-09 sheet slot counts stay within the book’s ranges', () => {
    const bad = JSON.parse(JSON.stringify(sampleContent));
    bad.classes[0].slots.blue = 5;
    bad.classes[1].slots.apparel = 4;
    bad.classes[2].slots.accessory = 0;
    const r = loadContent(spec, bad);
    expect(r.ok ? [] : r.issues.map((i) => i.path)).toEqual([
      'classes.0.slots.blue',
      'classes.1.slots.apparel',
      'classes.2.slots.accessory',
    ]);
  });

  it('HU-MSETUP-07 HU-TIME-09 a mission states time, weather (clear by default) and at most 12 turns', () => {
    const bad = JSON.parse(JSON.stringify(sampleContent));
    bad.missions[0].maxTurns = 13;
    delete bad.missions[1].weather;
    const r = loadContent(spec, bad);
    expect(r.ok ? [] : r.issues.map((i) => i.path)).toEqual(['missions.0.maxTurns']);
    const fixed = JSON.parse(JSON.stringify(bad));
    fixed.missions[0].maxTurns = 12;
    const ok = loadContent(spec, fixed);
    expect(ok.ok && ok.content.missions[1]?.weather).toBe('clear');
  });

  it('HU-GEAR-19 HU-GEAR-20 weapons have a size and a profile of melee and ranged columns', () => {
    const bad = JSON.parse(JSON.stringify(sampleContent));
    bad.gear[0].size = 'huge';
    bad.gear[3].ranged[0] = { dice: 2 };
    const r = loadContent(spec, bad);
    expect(r.ok ? [] : r.issues.map((i) => i.path)).toEqual(['gear.0.size', 'gear.3.ranged.0']);
  });

  it('HU-MSETUP-03 the map is laid out from the mission’s tiles at their places', () => {
    const q02 = sampleContent.missions.find((m) => m.id === 'Q02');
    if (!q02) throw new Error('Q02');
    const board = buildBoard(sampleContent, q02);
    // WAS 04 sits at x+6: its barrier (1,3)-(2,3) is at (7,3)-(8,3), its vantage (2,2) at (8,2).
    expect(board.edges['7,3|8,3']).toBe('barrier');
    expect(board.spaces['8,2']?.vantage).toBe(true);
    expect(board.spaces['1,4']?.vantage).toBe(true);
  });

  it('HU-EVENT-08 a job difficulty outside 1-3, a story token outside I-V and a token without its place are refused by path', () => {
    const bad = JSON.parse(JSON.stringify(sampleContent));
    bad.events[0].options[0].effects = [
      { kind: 'job', level: 4 },
      { kind: 'job', level: 0 },
      { kind: 'story-token', token: 'VI', set: true },
      { kind: 'story-token', token: 'II' },
    ];
    const r = loadContent(spec, bad);
    expect(r.ok ? [] : r.issues).toEqual([
      { path: 'events.0.options.0.effects.0.level', message: 'expected at most 3, not 4' },
      { path: 'events.0.options.0.effects.1.level', message: 'expected at least 1, not 0' },
      {
        path: 'events.0.options.0.effects.2.token',
        message: 'expected "I" or "II" or "III" or "IV" or "V", not "VI"',
      },
      { path: 'events.0.options.0.effects.3.set', message: 'missing (expected true or false)' },
    ]);
    const hu = loadContent(spec, bad, 'hu');
    expect(hu.ok ? [] : hu.issues.map((i) => i.message)[0]).toBe('legfeljebb 3 kell ide, nem 4');
  });

  it('cross-references are checked and named by path', () => {
    const bad = JSON.parse(JSON.stringify(sampleContent));
    bad.missions[0].enemies[0].enemy = 'dragon';
    bad.blueprints[0].gear = 'laser';
    const r = Engine.create(huntersRuleset, { content: bad });
    expect(r.ok ? '' : r.error.message).toContain('missions.0.enemies.0.enemy');
    const r2 = loadContent(spec, bad);
    expect(r2.ok ? [] : r2.issues.map((i) => i.path)).toEqual(['missions.0.enemies.0.enemy', 'blueprints.0.gear']);
  });
});
