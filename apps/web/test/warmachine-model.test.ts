import { describe, expect, it } from 'vitest';
import { sampleContent } from '@skirmish/warmachine';
import {
  areaOf,
  corners,
  defOf,
  labelAt,
  pathMoveTo,
  plannedLength,
  wmContent,
} from '../src/boards/warmachine/model.ts';

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
