import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { localName, sampleContent, warmachineRuleset } from '@skirmish/warmachine';
import type { Snapshot } from '../src/api.ts';
import type { LoggedEvent } from '../src/components/EventLog.tsx';
import { I18nContext, STRINGS } from '../src/i18n.ts';
import { PackContext } from '../src/pack.ts';
import { AimPreview, ChargePlan, WarmachineBoard } from '../src/boards/warmachine/WarmachineBoard.tsx';
import {
  aimLabel,
  aimedChoices,
  aimedFrom,
  aimsAt,
  areaOf,
  chargeLabel,
  chargeOn,
  corners,
  defOf,
  labelAt,
  labelBeside,
  lastScatter,
  pathMoveTo,
  plannedLength,
  premeasured,
  terrainLabelPoint,
  terrainTitle,
  textBox,
  withPowerBoosts,
  withSlamNote,
  wmContent,
  type WmBoardView,
} from '../src/boards/warmachine/model.ts';
import { WM_WORDS } from '../src/boards/warmachine/words.ts';

describe('the Warmachine board reads a dragged path', () => {
  it('a bent drag keeps its corner as a via point and measures the path through it', () => {
    const trail = [
      ...Array.from({ length: 5 }, (_, i) => ({ x: 10, y: 10 + (i + 1) * 0.4 })),
      ...Array.from({ length: 5 }, (_, i) => ({ x: 10 + (i + 1) * 0.4, y: 12 })),
    ];
    const m = pathMoveTo({ x: 10, y: 10, facing: 90 }, trail, { advance: 6, run: 12 });
    expect(m?.via).toEqual([{ x: 10, y: 12 }]);
    expect(m).toMatchObject({ kind: 'advance', x: 12, y: 12, facing: 0 });
    expect(plannedLength({ x: 10, y: 10 }, m!)).toBeCloseTo(4, 6);
  });

  it('a path longer than an advance is a run, cut at the longest legal move', () => {
    const m = pathMoveTo(
      { x: 0, y: 0, facing: 0 },
      [
        { x: 0, y: 5 },
        { x: 20, y: 5 },
      ],
      { advance: 5, run: 10 },
    );
    expect(m).toMatchObject({ kind: 'run', x: 5, y: 5, via: [{ x: 0, y: 5 }] });
  });

  it('a straight drag with a wobble has no corners', () => {
    expect(
      corners([
        { x: 0, y: 0 },
        { x: 1, y: 0.2 },
        { x: 2, y: -0.1 },
        { x: 3, y: 0 },
      ]),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 3, y: 0 },
    ]);
  });

  it('templates: a spray weapon, a blast weapon and a single-target spell', () => {
    expect(areaOf(sampleContent, { kind: 'attack', weapon: 'bile-thrower', target: 'x' })).toEqual({
      kind: 'spray',
      length: 8,
    });
    expect(areaOf(sampleContent, { kind: 'cast', spell: 'thunder-shell', target: 'x' })).toEqual({
      kind: 'aoe',
      diameter: 3,
    });
    expect(areaOf(sampleContent, { kind: 'cast', spell: 'arc-lance', target: 'x' })).toEqual({ kind: 'single' });
  });
});

describe('the Warmachine board aims at any model, not only those the legal list names', () => {
  // The list names the nearest few models: here two enemies (p2.a, p2.b) and one friend (p1.f).
  const sides: Record<string, string> = {
    'p1.kron': 'p1',
    'p1.f': 'p1',
    'p1.g': 'p1',
    'p2.a': 'p2',
    'p2.b': 'p2',
    'p2.far': 'p2',
  };
  const sideOf = (id: string) => sides[id];
  const legal = [
    { kind: 'attack', weapon: 'service-pistol', target: 'p2.a' },
    { kind: 'attack', weapon: 'service-pistol', target: 'p2.b' },
    { kind: 'attack', weapon: 'service-pistol', target: 'p2.a', boostAttack: true },
    { kind: 'attack', weapon: 'service-pistol', target: 'p2.a', boostDamage: true },
    { kind: 'cast', spell: 'arc-lance', target: 'p2.a' },
    { kind: 'cast', spell: 'arc-lance', target: 'p2.a', channeler: 'p1.f' },
    { kind: 'cast', spell: 'bulwark', target: 'p1.f' },
    { kind: 'cast', spell: 'iron-wall' },
    { kind: 'feat' },
    { kind: 'endActivation' },
  ];

  it('a model the list names gets the list’s own choices against it first, then the boosted and channelled ones the list gives only the nearest', () => {
    expect(aimsAt(legal, 'p2.b', sideOf)).toEqual([
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.b' },
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.b', boostAttack: true },
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.b', boostDamage: true },
      { kind: 'cast', spell: 'arc-lance', target: 'p2.b' },
      { kind: 'cast', spell: 'arc-lance', target: 'p2.b', channeler: 'p1.f' },
    ]);
    // Nothing aimed at an enemy is offered against a friend.
    expect(aimsAt(legal, 'p1.f', sideOf)).toEqual([{ kind: 'cast', spell: 'bulwark', target: 'p1.f' }]);
  });

  it('an enemy the list does not name gets every attack and spell the list aims at an enemy, boosts and channeler kept, the target swapped', () => {
    expect(aimsAt(legal, 'p2.far', sideOf)).toEqual([
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.far' },
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.far', boostAttack: true },
      { kind: 'attack', weapon: 'service-pistol', target: 'p2.far', boostDamage: true },
      { kind: 'cast', spell: 'arc-lance', target: 'p2.far' },
      { kind: 'cast', spell: 'arc-lance', target: 'p2.far', channeler: 'p1.f' },
    ]);
  });

  it('a friend the list does not name gets what the list aims at friends; a model not on the table, nothing', () => {
    expect(aimsAt(legal, 'p1.g', sideOf)).toEqual([{ kind: 'cast', spell: 'bulwark', target: 'p1.g' }]);
    expect(aimsAt(legal, 'p2.gone', sideOf)).toEqual([]);
    // Nothing to aim at all: nothing composed.
    expect(aimsAt([{ kind: 'endActivation' }], 'p2.far', sideOf)).toEqual([]);
  });

  it('a charge dragged onto an enemy the list does not name is the list’s charge (or else slam) with the target swapped', () => {
    const charges = [
      { kind: 'charge', target: 'p2.a' },
      { kind: 'slam', target: 'p2.a' },
      { kind: 'slam', target: 'p2.b' },
    ];
    expect(chargeOn(charges, 'p2.a')).toEqual({ kind: 'charge', target: 'p2.a' });
    // A listed slam on its own target stays what the list offers.
    expect(chargeOn(charges, 'p2.b')).toEqual({ kind: 'slam', target: 'p2.b' });
    expect(chargeOn(charges, 'p2.far')).toEqual({ kind: 'charge', target: 'p2.far' });
    expect(chargeOn([{ kind: 'slam', target: 'p2.a' }], 'p2.far')).toEqual({ kind: 'slam', target: 'p2.far' });
    // No charge or slam offered at all (the model has moved, or has no focus): none composed.
    expect(chargeOn([{ kind: 'advance', x: 1, y: 1, facing: 0 }], 'p2.far')).toBeNull();
  });

  it('a warjack’s head-butts and slams the list offers are aimed like its other attacks, the target swapped likewise', () => {
    const power = [
      { kind: 'advance', x: 1, y: 1, facing: 0 },
      { kind: 'charge', target: 'p2.a' },
      { kind: 'slam', target: 'p2.a' },
      { kind: 'slam', target: 'p1.f' },
      { kind: 'headButt', target: 'p2.b' },
      { kind: 'endActivation' },
    ];
    expect(aimedChoices(power)).toEqual([
      { kind: 'slam', target: 'p2.a' },
      { kind: 'slam', target: 'p1.f' },
      { kind: 'headButt', target: 'p2.b' },
    ]);
    expect(aimsAt(power, 'p2.far', sideOf)).toEqual([
      { kind: 'slam', target: 'p2.far' },
      { kind: 'headButt', target: 'p2.far' },
    ]);
    // A friend may be slammed where the list slams one; head-butted only where the list says so.
    expect(aimsAt(power, 'p1.g', sideOf)).toEqual([{ kind: 'slam', target: 'p1.g' }]);
  });

  it('a warjack’s head-butts and slams are offered boosted too, as far as its focus pays for the attack and each boost', () => {
    const aims = [
      { kind: 'slam', target: 'p2.a' },
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.a' },
      { kind: 'headButt', target: 'p2.b' },
      { kind: 'headButt', target: 'p2.b', boostDamage: true },
    ];
    expect(withPowerBoosts(aims, 3)).toEqual([
      { kind: 'slam', target: 'p2.a' },
      { kind: 'slam', target: 'p2.a', boostAttack: true },
      { kind: 'slam', target: 'p2.a', boostDamage: true },
      { kind: 'slam', target: 'p2.a', boostAttack: true, boostDamage: true },
      // A weapon's attack keeps what the list offers of it.
      { kind: 'attack', weapon: 'siege-hammer', target: 'p2.a' },
      { kind: 'headButt', target: 'p2.b' },
      // The list's boosted head-butt comes with its unboosted one, in the same order, once.
      { kind: 'headButt', target: 'p2.b', boostAttack: true },
      { kind: 'headButt', target: 'p2.b', boostDamage: true },
      { kind: 'headButt', target: 'p2.b', boostAttack: true, boostDamage: true },
    ]);
    // A boosted one the list names without its unboosted aim is kept where it stands.
    const lone = [{ kind: 'slam', target: 'p2.c', boostAttack: true }];
    expect(withPowerBoosts(lone, 3)).toEqual(lone);
    // 2 focus: the power attack and one boost; 1 focus: the power attack alone.
    expect(withPowerBoosts(aims.slice(0, 1), 2)).toEqual([
      { kind: 'slam', target: 'p2.a' },
      { kind: 'slam', target: 'p2.a', boostAttack: true },
      { kind: 'slam', target: 'p2.a', boostDamage: true },
    ]);
    expect(withPowerBoosts(aims.slice(0, 3), 1)).toEqual(aims.slice(0, 3));
  });

  it('the words for aiming at a picked model, in English and Hungarian', () => {
    expect(WM_WORDS.en.attacksOn('Sparrow 5')).toBe('Attacks and spells on Sparrow 5');
    expect(WM_WORDS.hu.attacksOn('Sparrow 5')).toBe('Támadások és varázslatok erre: Sparrow 5');
    expect(WM_WORDS.en.aimAt('Kron')).toBe('Aim at Kron');
    expect(WM_WORDS.hu.aimAt('Kron')).toBe('Kron célba vétele');
    // Each of the other new words has its own Hungarian.
    for (const k of ['pickHint', 'allTargets', 'unlisted'] as const) expect(WM_WORDS.hu[k]).not.toBe(WM_WORDS.en[k]);
  });
});

describe('the Warmachine board reads the game’s own content pack', () => {
  it('a model profile of a player’s pack is the one the board reads; the sample without one', () => {
    const pack = structuredClone(sampleContent);
    const model = pack.models[0];
    if (!model) throw new Error('the sample pack has no model');
    model.name = `${model.name} (pack)`;
    expect(defOf(wmContent(pack), model.id)?.name).toBe(model.name);
    expect(defOf(wmContent(null), model.id)?.name).toBe(sampleContent.models[0]?.name);
    expect(sampleContent.models[0]?.name).not.toBe(model.name);
  });
});

describe('labels over the Warmachine table', () => {
  it('a drifted template’s words go over it, else under it, else beside it: where they cover no model, no other label and not the template', () => {
    const at = { x: 24, y: 24 };
    const place = (discs: Array<{ x: number; y: number; r: number }>, boxes: ReturnType<typeof textBox>[] = []) =>
      labelBeside(at, 1.5, 28, { discs, boxes }, 48, 12, 13);
    // Nothing near: over the template, centred.
    expect(place([])).toMatchObject({ x: 288, y: 288 - 18 - 4, style: { textAnchor: 'middle' } });
    // A model just over the template: under it.
    const over = { x: 24, y: 26.2, r: 0.6 };
    expect(place([over]).y).toBe(288 + 18 + 13 + 2);
    // Models over and under it: to its right, starting past its edge.
    const under = { x: 24, y: 21.8, r: 0.6 };
    expect(place([over, under])).toMatchObject({ x: 288 + 18 + 4, style: { textAnchor: 'start' } });
    // And a terrain name on its right: to its left.
    const name = textBox(288 + 18 + 40, 292, 10, 11, 'middle');
    expect(place([over, under], [name])).toMatchObject({ x: 288 - 18 - 4, style: { textAnchor: 'end' } });
    // Whatever is chosen, its room meets none of them.
    const free = place([over, under], [name]).box;
    expect(free.x + free.width).toBeLessThanOrEqual(288 - 18);
    // At the top edge of the table, with no room over the template: under it.
    expect(labelBeside({ x: 24, y: 47.5 }, 1.5, 28, { discs: [], boxes: [] }, 48, 12, 13).y).toBe(6 + 18 + 13 + 2);
  });

  it('a drifted template’s words do not cross a circle drawn as an outline, such as the active model’s reach or a control area', () => {
    const at = { x: 24, y: 24 };
    // Nothing near: over the template, centred; its room crosses a 4" ring round a point 3" above.
    const over = labelBeside(at, 1.5, 28, { discs: [], boxes: [] }, 48, 12, 13);
    expect(over.style.textAnchor).toBe('middle');
    const ring = { x: 24, y: 30.5, r: 4 };
    const placed = labelBeside(at, 1.5, 28, { discs: [], boxes: [], rings: [ring] }, 48, 12, 13);
    expect(placed.y).toBeGreaterThan(over.y);
    // The room chosen lies wholly outside the ring or wholly inside it.
    const b = placed.box;
    const corners = [b.x, b.x + b.width].flatMap((x) =>
      [b.y, b.y + b.height].map((y) => Math.hypot(x - 24 * 12, y - (48 - 30.5) * 12)),
    );
    const inside = corners.map((d) => d < 4 * 12);
    expect(inside.every((x) => x) || inside.every((x) => !x)).toBe(true);
    // A ring that only encloses the label, crossing none of it, changes nothing.
    expect(labelBeside(at, 1.5, 28, { discs: [], boxes: [], rings: [{ x: 24, y: 24, r: 20 }] }, 48, 12, 13)).toEqual(
      over,
    );
  });

  it('stay on the table: a point past an edge pulls its label in, anchored to keep its words inside', () => {
    // A 48" table at 12 units an inch; a label's baseline 8 units over the point.
    expect(labelAt(24, 100, 48, 12)).toEqual({ x: 288, y: 100, style: { textAnchor: 'middle' } });
    // A blast scattered 2" off the left edge: the label starts just inside it.
    expect(labelAt(-2, 100, 48, 12)).toEqual({ x: 0.2 * 12, y: 100, style: { textAnchor: 'start' } });
    // Off the right edge: it ends just inside.
    expect(labelAt(50, 100, 48, 12)).toEqual({ x: 47.8 * 12, y: 100, style: { textAnchor: 'end' } });
    // Over the top edge: the baseline comes down to leave the words on the table; below it, up.
    expect(labelAt(24, -30, 48, 12).y).toBe(12);
    expect(labelAt(24, 48 * 12 + 30, 48, 12).y).toBe(48 * 12 - 4);
  });
});

/**
 * A game of the sample pack played on (the first legal choice each time, the end of the Control
 * phase when it is offered) until the first model is activated, with the premeasure house rule as
 * given; and the board of the active seat drawn in `lang`.
 */
function firstActivation(premeasure: boolean) {
  const engine = unwrap(Engine.create(warmachineRuleset, { options: { premeasure } }));
  let match = unwrap(engine.start(4));
  for (let i = 0; i < 200 && match.state.activation === null; i++) {
    const seat = engine.pending(match)[0]?.seats[0];
    if (!seat) throw new Error('no decision');
    const legal = engine.legal(match, seat);
    const pick = legal.find((c) => c.kind === 'endControl') ?? legal.find((c) => c.kind === 'activate') ?? legal[0];
    match = unwrap(engine.submit(match, seat, pick)).match;
  }
  if (!match.state.activation) throw new Error('no model was activated');
  const seat = match.state.active;
  const snapshot: Snapshot = {
    gameId: 'g',
    ruleset: 'warmachine',
    seat,
    index: 0,
    view: engine.view(match, seat),
    pending: [],
    legal: engine.legal(match, seat),
    outcome: null,
    seats: [],
    canUndo: false,
  };
  // `ended` draws the same table as the view of a finished game shows it; `log`, the events seen.
  const board = (
    lang: 'en' | 'hu',
    options: Record<string, unknown> = {},
    more: { ended?: boolean; log?: readonly LoggedEvent[] } = {},
  ) =>
    renderToString(
      createElement(
        I18nContext.Provider,
        { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
        createElement(
          PackContext.Provider,
          { value: { hash: 'h', content: sampleContent, options } },
          createElement(WarmachineBoard, {
            snapshot: more.ended ? { ...snapshot, view: { ...(snapshot.view as object), phase: 'over' } } : snapshot,
            ...(more.log ? { log: more.log } : {}),
            choose: () => undefined,
            describeChoice: () => '',
            setOdds: () => undefined,
          }),
        ),
      ),
    );
  return { view: snapshot.view as WmBoardView, board };
}

/** The tooltips of the models on a drawn board. */
const titles = (html: string): string[] =>
  [...html.matchAll(/<g class="wm-model[^"]*"[^>]*><title>([^<]*)<\/title>/g)].map((m) => m[1] ?? '');

describe('A-27 distances to possible targets on the Warmachine board', () => {
  it('A-27 a distance is said to the hundredth of an inch, with a decimal comma in Hungarian', () => {
    expect(WM_WORDS.en.inches(4.3)).toBe('4.30″');
    expect(WM_WORDS.hu.inches(10.82)).toBe('10,82″');
    expect(WM_WORDS.en.distanceTo('Wraithwing', '4.30″')).toBe('Wraithwing: 4.30″ from the active model');
    expect(WM_WORDS.hu.distanceTo('Wraithwing', '4,30″')).toBe('Wraithwing: 4,30″ az aktív modelltől');
  });

  it('A-27 without premeasure an aimed attack and a dragged charge name no distance; with it, both do', () => {
    const en = WM_WORDS.en;
    expect(aimLabel({ kind: 'single' }, null, en)).toBeNull();
    expect(aimLabel({ kind: 'aoe', diameter: 3 }, null, en)).toBe('3″ template');
    expect(aimLabel({ kind: 'spray', length: 8 }, null, en)).toBe('spray 8″');
    expect(chargeLabel('Wraithwing', null, en)).toBe('charge Wraithwing');
    expect(aimLabel({ kind: 'single' }, 7.25, en)).toBe('7.25″');
    expect(aimLabel({ kind: 'aoe', diameter: 3 }, 7.25, en)).toBe('3″ template · 7.25″');
    expect(aimLabel({ kind: 'spray', length: 8 }, 7.25, WM_WORDS.hu)).toBe('beterítő 8″ · 7,25″');
    expect(chargeLabel('Wraithwing', 7.25, WM_WORDS.hu)).toBe('7,25″ roham Wraithwing');
  });

  it('A-27 the preview of an aimed shot, and a charge dragged onto a target, name no distance unless premeasure gives one: then the view’s, not the centres’', () => {
    const kron = { id: 'p1.kron', def: 'kron', side: 'p1', x: 20, y: 10, facing: 90 };
    const wraithwing = { id: 'p2.wraithwing', def: 'wraithwing', side: 'p2', x: 20, y: 22, facing: 270 };
    const common = {
      placed: true,
      removed: false,
      boxes: 0,
      marks: [],
      focus: 0,
      knockedDown: false,
      activated: false,
    };
    const preview = (inches: number | null, area: Parameters<typeof aimLabel>[0]) =>
      renderToString(
        createElement(
          PackContext.Provider,
          { value: { hash: 'h', content: sampleContent, options: {} } },
          createElement(
            'svg',
            null,
            createElement(AimPreview, {
              from: { ...kron, ...common },
              target: { ...wraithwing, ...common },
              inches,
              area,
              px: (x: number) => x * 12,
              py: (y: number) => (48 - y) * 12,
              w: WM_WORDS.en,
            }),
          ),
        ),
      ).replace(/<!-- -->/g, '');
    // The centres are 12" apart: that number is never shown.
    for (const area of [{ kind: 'single' }, { kind: 'aoe', diameter: 3 }] as const) {
      expect(preview(null, area)).not.toMatch(/12\.0″|″ ·|<text[^>]*>[^<]*\d+\.\d+″/);
      expect(preview(10.82, area)).toMatch(/<text[^>]*>(3″ template · )?10\.82″<\/text>/);
    }
    expect(preview(null, { kind: 'single' })).not.toContain('<text');
    // A charge dragged onto the same target says its name, and the distance only under premeasure.
    const charge = (inches: number | null) =>
      renderToString(
        createElement(
          'svg',
          null,
          createElement(ChargePlan, {
            from: { ...kron, ...common },
            target: { ...wraithwing, ...common },
            name: 'Wraithwing',
            inches,
            table: 48,
            w: WM_WORDS.en,
          }),
        ),
      ).replace(/<!-- -->/g, '');
    expect(charge(null)).toMatch(/<text[^>]*>charge Wraithwing<\/text>/);
    expect(charge(10.82)).toMatch(/<text[^>]*>10\.82″ charge Wraithwing<\/text>/);
  });

  it('A-27 by default the view gives no distances and no model on the board has one in its tooltip', () => {
    const { view, board } = firstActivation(false);
    expect(view.distances).toBeUndefined();
    expect(premeasured(view, view.models.find((m) => m.side !== view.active)?.id ?? '')).toBeNull();
    for (const lang of ['en', 'hu'] as const) {
      expect(titles(board(lang))).toEqual([]);
      expect(board(lang)).not.toMatch(/\d\.\d\d″/);
    }
    // Nor are the weapons' ranges offered to be drawn round the models.
    expect(board('en')).not.toContain(WM_WORDS.en.ranges);
    expect(firstActivation(true).board('en')).toContain(WM_WORDS.en.ranges);
  });

  it('A-27 with premeasure each enemy model on the board says its distance from the active model, in English and Hungarian', () => {
    const { view, board } = firstActivation(true);
    const enemies = view.models.filter((m) => m.placed && !m.removed && m.side !== view.active);
    expect(enemies.length).toBeGreaterThan(0);
    const name = (def: string) => sampleContent.models.find((m) => m.id === def)?.name ?? def;
    const inches = (id: string) => premeasured(view, id) ?? NaN;
    expect(titles(board('en')).sort()).toEqual(
      enemies.map((m) => `${name(m.def)}: ${inches(m.id).toFixed(2)}″ from the active model`).sort(),
    );
    const hu = (def: string) => {
      const d = sampleContent.models.find((m) => m.id === def);
      return d ? localName(d, 'hu') : def;
    };
    expect(titles(board('hu')).sort()).toEqual(
      enemies.map((m) => `${hu(m.def)}: ${inches(m.id).toFixed(2).replace('.', ',')}″ az aktív modelltől`).sort(),
    );
  });

  it('A-27 WM-SPELL-20 a channelled spell aimed under premeasure says its distance from the channeler, where its odds come from; any other aim, from the active model', () => {
    const view = {
      table: 48,
      round: 1,
      phase: 'activation',
      active: 'p1',
      models: [],
      activation: { model: 'p1.kron', movement: 'forfeit' },
      distances: { 'p2.wraithwing': 11.5 },
      channelDistances: { 'p1.sparrow': { 'p2.wraithwing': 4.25 } },
      houseRules: { premeasure: true },
    } satisfies WmBoardView;
    const lance = { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' };
    const channelled = { ...lance, channeler: 'p1.sparrow' };
    expect(aimedFrom(lance)).toBeNull();
    expect(aimedFrom(channelled)).toBe('p1.sparrow');
    expect(premeasured(view, 'p2.wraithwing', aimedFrom(lance))).toBe(11.5);
    expect(premeasured(view, 'p2.wraithwing', aimedFrom(channelled))).toBe(4.25);
    expect(aimLabel({ kind: 'single' }, premeasured(view, 'p2.wraithwing', aimedFrom(channelled)), WM_WORDS.en)).toBe(
      '4.25″',
    );
    // Without premeasure the view gives neither, and nothing is said.
    const { distances: _d, channelDistances: _c, houseRules: _h, ...unmeasured } = view;
    expect(premeasured(unmeasured, 'p2.wraithwing', aimedFrom(channelled))).toBeNull();
    // The rules' view gives the channeler's distances where a warcaster is active (rulesets/warmachine/test/premeasure.test.ts).
  });

  it('A-27 WM-MOVE-04 without premeasure the board still draws how far the active model may move and says how long a dragged path is: a move is measured as it is made', () => {
    const reach = (html: string) =>
      [...html.matchAll(/<circle class="wm-reach( run)?"[^>]*r="([\d.]+)"/g)].map((m) => Number(m[2]));
    const off = reach(firstActivation(false).board('en'));
    expect(off).toHaveLength(2);
    expect(Math.min(...off)).toBeGreaterThan(0);
    expect(off).toEqual(reach(firstActivation(true).board('en')));
    // A path dragged 3" and then 4" round a corner is 7" long, said with or without the house rule.
    const move = pathMoveTo(
      { x: 10, y: 10, facing: 90 },
      [
        { x: 10, y: 13 },
        { x: 14, y: 13 },
      ],
      { advance: 8, run: 16 },
    );
    expect(move && plannedLength({ x: 10, y: 10 }, move)).toBeCloseTo(7, 6);
  });
});

describe('the terrain of the pack on the Warmachine table', () => {
  /** The board of the first activation drawn with the house rules `options`. */
  const drawn = (lang: 'en' | 'hu', options: Record<string, unknown>) => {
    const { board } = firstActivation(false);
    return board(lang, options).replace(/<!-- -->/g, '');
  };
  /** The terrain pieces of a drawn board: id, class and title. */
  const pieces = (html: string) =>
    [...html.matchAll(/<g class="wm-terrain ([a-z]+)" data-terrain="([^"]+)"><title>([^<]*)<\/title>/g)].map((m) => ({
      id: m[2],
      kind: m[1],
      title: m[3],
    }));

  it("A-05 without the terrainEffects house rule the sample wall and boulder are drawn as scenery, named in the player's language", () => {
    expect(pieces(drawn('en', {}))).toEqual([
      { id: 'ruined-wall', kind: 'scenery', title: `Ruined wall: ${WM_WORDS.en.terrainScenery}` },
      { id: 'boulder', kind: 'scenery', title: `Boulder: ${WM_WORDS.en.terrainScenery}` },
    ]);
    expect(pieces(drawn('hu', {})).map((p) => p.title)).toEqual([
      `Romos fal: ${WM_WORDS.hu.terrainScenery}`,
      `Szikla: ${WM_WORDS.hu.terrainScenery}`,
    ]);
  });

  it('A-05 under the terrainEffects house rule each piece is drawn solid and says what it blocks; the wall as a polygon at its corners, the boulder as a circle', () => {
    const html = drawn('en', { terrainEffects: true });
    expect(pieces(html)).toEqual([
      { id: 'ruined-wall', kind: 'blocks', title: 'Ruined wall: blocks sight and movement' },
      { id: 'boulder', kind: 'blocks', title: 'Boulder: blocks sight and movement' },
    ]);
    // 12 pixels an inch, y counted from the top of the 48-inch table.
    expect(html).toContain('<polygon points="168,300 240,300 240,288 168,288">');
    expect(html).toMatch(/<circle cx="384" cy="276" r="18"/);
  });

  it('a terrain piece says what it blocks, and its name sits at its centre', () => {
    const en = WM_WORDS.en;
    const piece = (blocksLos: boolean, blocksMovement: boolean) => ({ blocksLos, blocksMovement });
    expect(terrainTitle('Hedge', true, piece(true, false), en)).toBe('Hedge: blocks sight');
    expect(terrainTitle('Pond', true, piece(false, true), en)).toBe('Pond: blocks movement');
    expect(terrainTitle('Rubble', true, piece(false, false), en)).toBe('Rubble: blocks neither sight nor movement');
    expect(terrainTitle('Pond', false, piece(false, true), en)).toBe(`Pond: ${en.terrainScenery}`);
    expect(terrainTitle('Tó', true, piece(false, true), WM_WORDS.hu)).toBe('Tó: elállja az utat');
    expect(terrainLabelPoint({ kind: 'circle', center: { x: 32, y: 25 }, radius: 1.5 })).toEqual({ x: 32, y: 25 });
    expect(
      terrainLabelPoint({
        kind: 'polygon',
        points: [
          { x: 14, y: 23 },
          { x: 20, y: 23 },
          { x: 20, y: 24 },
          { x: 14, y: 24 },
        ],
      }),
    ).toEqual({ x: 17, y: 23.5 });
  });
});

describe('what stays on the Warmachine table', () => {
  const { board } = firstActivation(false);
  const drift: LoggedEvent = {
    n: 1,
    event: { type: 'wm/deviation', from: { x: 20, y: 20 }, to: { x: 21, y: 20 }, direction: 3, distance: 1 },
    text: '',
  };

  it('the marker of the last drifting template is drawn while the game goes on, and gone once it is over', () => {
    expect(board('en', {}, { log: [drift] })).toContain('class="wm-scatter"');
    expect(board('en', {}, { log: [drift], ended: true })).not.toContain('wm-scatter');
    // The table itself is still drawn for the finished game.
    expect(board('en', {}, { log: [drift], ended: true })).toContain('class="wm-model');
  });

  it('the drift is drawn only while it is news: through the rest of its activation, gone once another model activates', () => {
    const activates = (n: number): LoggedEvent => ({
      n,
      event: { type: 'wm/activate', model: 'p1.bastion' },
      text: '',
    });
    const ends = (n: number): LoggedEvent => ({
      n,
      event: { type: 'wm/activation-ends', model: 'p1.sparrow' },
      text: '',
    });
    const drifted = { ...drift, n: 2 };
    // Made in this activation, or in the one just ended (as the next Control phase sees it): drawn.
    expect(lastScatter(sampleContent, [activates(1), drifted])).not.toBeNull();
    expect(lastScatter(sampleContent, [activates(1), drifted, ends(3)])).not.toBeNull();
    expect(board('en', {}, { log: [activates(1), drifted, ends(3)] })).toContain('class="wm-scatter"');
    // Another model activated since: no marker, no words, no key.
    const old = [activates(1), drifted, ends(3), activates(4)];
    expect(lastScatter(sampleContent, old)).toBeNull();
    const html = board('en', {}, { log: old });
    expect(html).not.toContain('wm-scatter');
    expect(html).not.toContain('Missed template');
  });

  it('a key under the table tells the aimed circle from the landed one, in both languages, while the drift is drawn', () => {
    const en = board('en', {}, { log: [drift] }).replace(/<!-- -->/g, '');
    expect(en).toMatch(
      /<p class="wm-scatter-key muted">Last drift: <svg[^>]*><circle class="aimed"[^>]*><\/circle><\/svg> dashed circle: where it was aimed · <svg[^>]*><circle class="landed"[^>]*><\/circle><\/svg> filled circle: where it landed<\/p>/,
    );
    const hu = board('hu', {}, { log: [drift] }).replace(/<!-- -->/g, '');
    expect(hu).toContain('szaggatott kör: ide céloztak');
    expect(hu).toContain('kitöltött kör: ide esett');
    // On the table the two circles are told apart the same way.
    expect(en).toMatch(/<circle class="aimed"[^>]*r="18"/);
    expect(en).toMatch(/<circle class="landed"[^>]*r="18"/);
    expect(board('en', {}, { log: [drift], ended: true })).not.toContain('wm-scatter-key');
  });

  it('the drifted template says in words what it is, in both languages, its title the log’s account of the drift', () => {
    const said = { ...drift, text: 'The template drifts 1" back and to the right' };
    const en = board('en', {}, { log: [said] }).replace(/<!-- -->/g, '');
    expect(en).toContain('<title>The template drifts 1&quot; back and to the right</title>');
    expect(en).toMatch(/<g class="wm-scatter" role="img" aria-label="Missed template, drifted 1″">/);
    expect(en).toMatch(/<text [^>]*>Missed template, drifted 1″<\/text>/);
    const hu = board('hu', {}, { log: [drift] }).replace(/<!-- -->/g, '');
    expect(hu).toMatch(/<text [^>]*>Elvétett sablon, sodródás: 1″<\/text>/);
    // No die notation on the table.
    expect(en).not.toMatch(/d6/);
  });

  it('the terrain names are drawn after every model, so that a model standing on a piece never hides its name', () => {
    for (const lang of ['en', 'hu'] as const) {
      const html = board(lang).replace(/<!-- -->/g, '');
      const lastModel = html.lastIndexOf('<g class="wm-model');
      const labels = [...html.matchAll(/<text class="wm-terrain-label" data-terrain="([^"]+)"[^>]*>([^<]*)<\/text>/g)];
      expect(labels.map((m) => [m[1], m[2]])).toEqual(
        lang === 'en'
          ? [
              ['ruined-wall', 'Ruined wall'],
              ['boulder', 'Boulder'],
            ]
          : [
              ['ruined-wall', 'Romos fal'],
              ['boulder', 'Szikla'],
            ],
      );
      expect(lastModel).toBeGreaterThan(0);
      for (const m of labels) expect(m.index).toBeGreaterThan(lastModel);
    }
  });
});

describe('the words of numbers and damage grids on the Warmachine board', () => {
  it('a dragged move’s length and a deployment point are written with the decimal comma in Hungarian, the point’s two numbers parted by a semicolon', () => {
    expect(WM_WORDS.en.moveLength(6)).toBe('6.0″');
    expect(WM_WORDS.hu.moveLength(6)).toBe('6,0″');
    expect(WM_WORDS.hu.moveLength(5.96)).toBe('6,0″');
    expect(WM_WORDS.en.deployAt('Bastion', 19.2, 5)).toBe('Deploy Bastion at 19.2, 5.0');
    expect(WM_WORDS.hu.deployAt('Bástya', 19.2, 5)).toBe('Bástya felhelyezése ide: (19,2"; 5,0")');
  });

  it('each lettered box of a warjack’s damage grid names its system in a tooltip, and a key under the grid explains the letters, in both languages', () => {
    const { board } = firstActivation(false);
    const boxes = (html: string) =>
      [...html.matchAll(/<td class="system[^"]*" title="([^"]*)">([A-Z])<\/td>/g)].map((m) => [m[2], m[1]]);
    const keys = (html: string) =>
      [...html.matchAll(/<small class="wm-grid-key muted">([\s\S]*?)<\/small>/g)].map((m) =>
        (m[1] ?? '').replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ''),
      );
    const hu = board('hu');
    const en = board('en');
    // Every lettered box on the page has its tooltip; none is left bare.
    expect((hu.match(/<td class="system/g) ?? []).length).toBe(boxes(hu).length);
    expect(boxes(hu).length).toBeGreaterThan(0);
    const huNames = new Map(boxes(hu).map(([letter, title]) => [letter, title]));
    expect(huNames.get('L')).toBe('L – bal kéz, rendszer-rubrika');
    expect(huNames.get('R')).toBe('R – jobb kéz, rendszer-rubrika');
    expect(huNames.get('M')).toBe('M – Mozgás, rendszer-rubrika');
    expect(huNames.get('C')).toBe('C – Cortex, rendszer-rubrika');
    expect(huNames.get('H')).toBe('H – fej, rendszer-rubrika');
    expect(huNames.get('A')).toBe('A – Varázslat-közvetítő, rendszer-rubrika');
    expect(new Map(boxes(en).map(([letter, title]) => [letter, title])).get('L')).toBe('L – left arm, system box');
    // One key per warjack on the table (the warcasters have boxes, not a grid), naming each letter its grid holds.
    const warjacks = [...hu.matchAll(/<table class="wm-grid"/g)].length;
    expect(warjacks).toBeGreaterThan(0);
    expect(keys(hu)).toHaveLength(warjacks);
    expect(keys(hu)).toContain(
      'Rendszer-rubrikák: A Varázslat-közvetítő · C Cortex · M Mozgás · L bal kéz · R jobb kéz · H fej',
    );
    expect(keys(en)).toContain('System boxes: A Arc Node · C Cortex · M Movement · L left arm · R right arm · H head');
  });

  it('a damaged lettered box says so in its tooltip', () => {
    expect(WM_WORDS.hu.systemBox('M', 'Mozgás', true)).toBe('M – Mozgás, rendszer-rubrika (sérült)');
    expect(WM_WORDS.en.systemBox('M', 'Movement', true)).toBe('M – Movement, system box (damaged)');
  });
});

describe('the Warmachine board’s Hungarian terms', () => {
  it('the board calls a feat a hőstett and a round a harci kör, as the rule system’s texts do', () => {
    const texts = Object.values(WM_WORDS.hu).filter((v): v is string => typeof v === 'string');
    expect(texts.filter((t) => /feat/i.test(t))).toEqual([]);
    expect(WM_WORDS.hu.spells).toBe('Varázslatok és hőstett');
    expect(WM_WORDS.hu.round).toBe('Harci kör');
  });
});

describe('the odds of a slam the Warmachine board fills in', () => {
  const slam = (collateral: string) =>
    ({
      procedure: 'slam',
      inputs: { stat: 6, def: 12, str: 11, arm: 16, pushed: true, against: '', count: 'target', collateral },
    }) as const;

  it('a push that reaches other models comes with a note naming the faces and the switch that counts their damage, in English and Hungarian', () => {
    const proc = warmachineRuleset.odds?.find((p) => p.id === 'slam');
    const count = proc?.params.find((p) => p.name === 'count');
    if (!proc || !count) throw new Error('no slam odds');
    const hu = proc.words?.hu;
    const en = withSlamNote(slam('2:16;3:16;6:15,13'), WM_WORDS.en);
    // The fields are the rules' own, untouched.
    expect(en.inputs).toEqual(slam('2:16;3:16;6:15,13').inputs);
    expect(en.note).toMatch(/^On a push die of 2, 3 or 6, /);
    // The switch and its value as the panel labels them, in either language.
    expect(en.note).toContain(`“${count.description}”`);
    expect(en.note).toContain(`“${proc.values?.['collateral'] ?? '?'}”`);
    const inHu = withSlamNote(slam('2:16;3:16;6:15,13'), WM_WORDS.hu).note;
    expect(inHu).toMatch(/^Ha a taszítókocka értéke 2, 3 vagy 6, /);
    expect(inHu).toContain(`„${hu?.params?.['count'] ?? '?'}”`);
    expect(inHu).toContain(`„${hu?.values?.['collateral'] ?? '?'}”`);
    expect(withSlamNote(slam('5:15'), WM_WORDS.en).note).toMatch(/^On a push die of 5, /);
  });

  it('a slam whose push reaches no one, and any other roll, come with no note', () => {
    expect(withSlamNote(slam(''), WM_WORDS.en)).not.toHaveProperty('note');
    const attack = { procedure: 'attack', inputs: { stat: 6, def: 12, collateral: '2:16' } } as const;
    expect(withSlamNote(attack, WM_WORDS.en)).toBe(attack);
  });
});
