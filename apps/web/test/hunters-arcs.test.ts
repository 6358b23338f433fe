/**
 * The enemies' arcs on the Hunters map: the spaces round each enemy shown as its Front, Flank and
 * Back are the ones the rules classify so (`zoneOf`), for every facing, and the map drawn by
 * React's server renderer from a real snapshot puts each band on its space, on the enemy's side.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { huntersRuleset, sampleContent, zoneOf } from '@skirmish/hunters';
import type { Snapshot } from '../src/api.ts';
import { HuntersBoard } from '../src/boards/hunters/HuntersBoard.tsx';
import { enemyArcs, enemyZones } from '../src/boards/hunters/model.ts';
import { I18nContext, STRINGS, type Lang } from '../src/i18n.ts';
import { PackContext } from '../src/pack.ts';

const SIZE = { width: 12, height: 6 };
const key = (p: { x: number; y: number }) => `${p.x},${p.y}`;
/** The zones round an enemy as the map shows them, by space. */
const shown = (pos: { x: number; y: number }, facing: number) =>
  Object.fromEntries(enemyArcs({ pos, facing }, SIZE).map((a) => [key(a), a.zone]));

describe('the enemies’ arcs on the Hunters map', () => {
  it('every space round an enemy is shown in the zone the rules give it, for each of the eight facings', () => {
    const pos = { x: 5, y: 3 };
    for (let facing = 0; facing < 8; facing++) {
      const arcs = enemyArcs({ pos, facing }, SIZE);
      expect(arcs).toHaveLength(8);
      for (const a of arcs) expect(a.zone, `facing ${facing} at ${key(a)}`).toBe(zoneOf(pos, facing, a));
      const count = (z: string) => arcs.filter((a) => a.zone === z).length;
      // Three spaces in front, one on each flank, three behind.
      expect([count('front'), count('flank'), count('back')]).toEqual([3, 2, 3]);
    }
  });

  it('across the whole map the zones spread as wedges: a quarter turn each side of the facing is Front, the diagonals included', () => {
    // An enemy in the middle of a 5x5 map facing north: worked out by hand, row by row from the top.
    const zones = Object.fromEntries(
      enemyZones({ pos: { x: 2, y: 2 }, facing: 0 }, { width: 5, height: 5 }).map((z) => [key(z), z.zone]),
    );
    const F = 'front';
    const L = 'flank';
    const B = 'back';
    const rows = [
      [F, F, F, F, F], // y 4: (0,4) and (4,4) lie on the diagonals, in front
      [L, F, F, F, L], // y 3
      [L, L, null, L, L], // y 2: the enemy's own space is not shaded
      [L, B, B, B, L], // y 1
      [B, B, B, B, B], // y 0
    ];
    const expected: Record<string, string> = {};
    rows.forEach((row, i) =>
      row.forEach((z, x) => {
        if (z) expected[`${x},${4 - i}`] = z;
      }),
    );
    expect(zones).toEqual(expected);
    // Facing east from a corner: the whole map lies in front of it or on its flank, nothing behind.
    const corner = enemyZones({ pos: { x: 0, y: 0 }, facing: 2 }, { width: 4, height: 3 });
    expect(corner).toHaveLength(11);
    expect(Object.fromEntries(corner.map((z) => [key(z), z.zone]))).toEqual({
      '1,0': F,
      '2,0': F,
      '3,0': F,
      '1,1': F,
      '2,1': F,
      '3,1': F,
      '2,2': F,
      '3,2': F,
      '0,1': L,
      '0,2': L,
      '1,2': L,
    });
  });

  it('facing north, the row above is its Front, the row below its Back; facing north-east the Front turns with it', () => {
    expect(shown({ x: 5, y: 3 }, 0)).toEqual({
      '4,4': 'front',
      '5,4': 'front',
      '6,4': 'front',
      '4,3': 'flank',
      '6,3': 'flank',
      '4,2': 'back',
      '5,2': 'back',
      '6,2': 'back',
    });
    expect(shown({ x: 5, y: 3 }, 1)).toEqual({
      '5,4': 'front',
      '6,4': 'front',
      '6,3': 'front',
      '4,4': 'flank',
      '6,2': 'flank',
      '4,3': 'back',
      '4,2': 'back',
      '5,2': 'back',
    });
    // Facing west: the column to its left in front.
    expect(shown({ x: 5, y: 3 }, 6)).toMatchObject({ '4,2': 'front', '4,3': 'front', '4,4': 'front', '6,3': 'back' });
  });

  it('an enemy at the map’s corner shows only the spaces on the map', () => {
    expect(shown({ x: 0, y: 0 }, 2)).toEqual({ '1,0': 'front', '1,1': 'front', '0,1': 'flank' });
    expect(shown({ x: 11, y: 5 }, 2)).toEqual({ '10,5': 'back', '10,4': 'back', '11,4': 'flank' });
  });
});

/** Eight enemies apart from one another, one in each facing, and one in the far corner. */
const PLACED = [
  { x: 1, y: 1 },
  { x: 4, y: 1 },
  { x: 7, y: 1 },
  { x: 10, y: 1 },
  { x: 1, y: 4 },
  { x: 4, y: 4 },
  { x: 7, y: 4 },
  { x: 10, y: 4 },
  { x: 11, y: 5 },
];

/** A snapshot of mission Q02 for p1 with its enemies moved to `PLACED`, the i-th facing `i mod 8`. */
function snapshot(): Snapshot {
  const engine = unwrap(Engine.create(huntersRuleset, { content: sampleContent }));
  const match = unwrap(
    engine.start(1, {
      mission: 'Q02',
      players: 1,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p1' },
      ],
    }),
  );
  const view = structuredClone(engine.view(match, 'p1')) as {
    width: number;
    height: number;
    enemies: Array<{ id: string; pos: { x: number; y: number }; facing: number; health: number }>;
  };
  expect({ width: view.width, height: view.height }).toEqual(SIZE);
  const first = view.enemies[0];
  if (!first) throw new Error('Q02 has no enemy');
  view.enemies = PLACED.map((pos, i) => ({ ...first, id: `e${i + 1}`, pos, facing: i % 8, health: 1 }));
  return {
    gameId: 'g',
    ruleset: 'hunters',
    seat: 'p1',
    index: match.record.choices.length,
    view,
    pending: engine.pending(match).map((d) => ({ kind: d.kind, seats: d.seats })),
    legal: engine.legal(match, 'p1'),
    outcome: null,
    seats: [],
    canUndo: false,
    contentHash: engine.contentHash,
    options: engine.options,
  };
}

function drawn(snap: Snapshot, lang: Lang): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(
        PackContext.Provider,
        { value: { hash: 'h', content: sampleContent, options: {} } },
        createElement(HuntersBoard, {
          snapshot: snap,
          choose: () => undefined,
          describeChoice: () => '',
          setOdds: () => undefined,
          log: [],
        }),
      ),
    ),
  );
}

/** The setting as this browser keeps it, for the server renderer, which has no storage of its own. */
function remembered(value: string | null): void {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: { getItem: (k: string) => (k === 'skirmish.hunters.arcs' ? value : null), setItem: () => undefined },
  });
}

const attrs = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m): [string, string] => [m[1] ?? '', m[2] ?? '']));
type Box = { x: number; y: number; w: number; h: number };
const box = (a: Record<string, string | undefined>): Box => ({
  x: Number(a['x']),
  y: Number(a['y']),
  w: Number(a['width']),
  h: Number(a['height']),
});

describe('the enemies’ arcs drawn on the Hunters map', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('turned on, each enemy’s bands lie on the spaces round it in the zones the rules give them, on its side of each space', () => {
    remembered('true');
    const snap = snapshot();
    const html = drawn(snap, 'en');
    // Each space of the map drawn, by its key.
    const squares = new Map<string, Box>();
    for (const m of html.matchAll(/<g class="hu-sq[^"]*" data-square="([\d,]+)"[^>]*><rect ([^>]*?)\/?>/g))
      squares.set(m[1] ?? '', box(attrs(m[2] ?? '')));
    expect(squares.size).toBe(SIZE.width * SIZE.height);
    const groups = [...html.matchAll(/<g class="hu-arcs" data-arcs="(e\d+)"[^>]*>(.*?)<\/g>/g)];
    expect(groups.map((g) => g[1])).toEqual(PLACED.map((_, i) => `e${i + 1}`));
    for (const [, id, inner] of groups) {
      const i = Number(id?.slice(1)) - 1;
      const pos = PLACED[i] ?? { x: -1, y: -1 };
      const facing = i % 8;
      const bands = [...(inner ?? '').matchAll(/<rect ([^>]*?)\/?>/g)].map((m) => attrs(m[1] ?? ''));
      const expected = new Map<string, string>();
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const at = { x: pos.x + dx, y: pos.y + dy };
          if ((dx || dy) && at.x >= 0 && at.y >= 0 && at.x < SIZE.width && at.y < SIZE.height)
            expected.set(key(at), zoneOf(pos, facing, at));
        }
      expect(new Map(bands.map((b) => [b['data-at'] ?? '', b['data-arc'] ?? '']))).toEqual(expected);
      const own = squares.get(key(pos));
      if (!own) throw new Error(`no space ${key(pos)}`);
      for (const b of bands) {
        expect(b['class']).toBe(`hu-arc ${b['data-arc']}`);
        // The band lies within its space, and touches the side of it next to the enemy.
        const r = box(b);
        const sq = squares.get(b['data-at'] ?? '');
        if (!sq) throw new Error(`no space ${b['data-at']}`);
        expect(r.x).toBeGreaterThanOrEqual(sq.x);
        expect(r.y).toBeGreaterThanOrEqual(sq.y);
        expect(r.x + r.w).toBeLessThanOrEqual(sq.x + sq.w);
        expect(r.y + r.h).toBeLessThanOrEqual(sq.y + sq.h);
        const gapX = Math.max(own.x - (r.x + r.w), r.x - (own.x + own.w), 0);
        const gapY = Math.max(own.y - (r.y + r.h), r.y - (own.y + own.h), 0);
        expect(Math.max(gapX, gapY), `${id} ${b['data-at']}`).toBeLessThan(3);
        // A band, not the whole space: the space stays readable under it.
        expect(r.w * r.h).toBeLessThan((sq.w * sq.h) / 2);
      }
    }
    // The key names the three zones; the setting is ticked.
    expect(html).toMatch(/<input type="checkbox" checked=""\/>/);
    for (const z of ['Front', 'Flank', 'Back']) expect(html).toContain(z);
    const hu = drawn(snap, 'hu');
    expect(hu).toContain('Ellenfelek látószögei');
    for (const z of ['Elöl', 'Oldalt', 'Hátul']) expect(hu).toContain(z);
  });

  it('off, as it is unless the player turns it on, the map has no arcs and no key of them', () => {
    for (const value of [null, 'false', 'garbled']) {
      remembered(value);
      const html = drawn(snapshot(), 'en');
      expect(html).toContain('Show enemy arcs');
      expect(html).not.toContain('class="hu-arcs"');
      expect(html).not.toContain('class="hu-arc ');
      expect(html).not.toContain('hu-arcs-key');
      expect(html).not.toContain('data-arc');
      expect(html).not.toMatch(/<input type="checkbox" checked=""/);
    }
  });
});
