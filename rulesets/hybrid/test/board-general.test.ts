import { LoadedDice, type GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { buildBoard, zoneOf } from '../src/board.ts';
import { armyEffect } from '../src/cards/play.ts';
import { sampleContent } from '../src/content/sample.ts';
import type { Profile } from '../src/content/schema.ts';
import { entryPlacements } from '../src/entry.ts';
import { strikeSL } from '../src/rules.ts';
import { enemiesInContact, fitsDoor } from '../src/world.ts';
import { OPEN_TILE, activate, play, rolls, scenario, w } from './scenario.ts';

describe('general principles', () => {
  it('HY-GEN-01 a value on the profile beats the rule’s default: Sasia’s 2x2 base comes in by a one-square entrance', () => {
    const sc = scenario({
      warriors: [
        { profile: 'sasia-samaris', at: [0, 4] },
        { profile: 'aberration', at: [4, 4] },
      ],
      mission: { entries: [{ id: 'gate', squares: [[3, 0]] }] },
    });
    const [sasia, aberration] = sc.ids.map((id) => w(sc, id));
    // The default: a 2x2 base needs a double door.
    expect(fitsDoor(sc.ctx, aberration!, ['3,3,N'])).toBe(false);
    expect(fitsDoor(sc.ctx, sasia!, ['3,3,N'])).toBe(true);
    for (const x of [sasia!, aberration!]) {
      x.status = 'waiting';
      x.entry = 'gate';
      x.x = -1;
      x.y = -1;
    }
    expect(entryPlacements(sc.ctx, sc.state, sasia!).length).toBeGreaterThan(0);
    expect(entryPlacements(sc.ctx, sc.state, aberration!)).toEqual([]);
  });

  it('HY-GEN-02 a warrior removed from the game never comes back, not even through a healing or a release', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [1, 1] },
        { profile: 'pest-of-flesh', at: [5, 5] },
        { profile: 'purifier', at: [7, 7], facing: 'S' },
      ],
      mission: {
        entries: [{ id: 'gate', squares: [[3, 0]] }],
        reserves: [{ side: 'scorpion', entry: 'gate', release: 2 }],
      },
    });
    const [alive, gone] = sc.ids.map((id) => w(sc, id));
    alive!.wounds = 1;
    gone!.wounds = 1;
    gone!.status = 'removed';
    const heal = sampleContent.armyCards.find((c) => c.side === 'scorpion' && c.effect === 'heal-all')!;
    const ev: GameEvent[] = [];
    armyEffect(sc.ctx, sc.state, 'scorpion', heal.id, null, new LoadedDice([]), ev);
    expect(alive!.wounds).toBe(0);
    expect(gone!.wounds).toBe(1);
    expect(gone!.status).toBe('removed');
    // A new round releasing the mission's reserves does not bring him back either.
    sc.state.round = 1;
    activate(sc, alive!.id);
    w(sc, sc.ids[2]!).activated = true;
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'end' }],
      ],
      [3, 7],
    );
    expect(sc.state.round).toBe(2);
    expect(w(sc, gone!.id).status).toBe('removed');
    // And he never gets an Activation counter.
    sc.state.phase = 'sequence';
    sc.state.sides.scorpion.sequence = [];
    sc.state.sides.scorpion.sequenceDone = false;
    const counters = sc.rules.legalChoices(sc.state, 'scorpion').filter((c) => c.kind === 'counter');
    expect(counters.map((c) => (c.kind === 'counter' ? c.warrior : ''))).toEqual([alive!.id]);
  });

  it('HY-GEN-07 the “zone” of an effect is the whole board tile', () => {
    const sc = scenario({ warriors: [], tiles: [OPEN_TILE, OPEN_TILE, OPEN_TILE, OPEN_TILE] });
    const zone = zoneOf(sc.state.board, '3,3');
    expect(zone).toHaveLength(64);
    expect(zone).toContain('0,0');
    expect(zone).toContain('7,7');
    expect(zone).not.toContain('8,0');
    expect(zone).not.toContain('0,8');
    expect(zoneOf(sc.state.board, '12,12')).toContain('15,15');
    expect(zoneOf(sc.state.board, '12,12')).not.toContain('7,7');
  });

  it('HY-GEN-09 a warrior fights with exactly the gear of his profile', () => {
    const ARMED: Profile = {
      ...sampleContent.profiles.find((p) => p.id === 'purifier')!,
      id: 'armed-purifier',
      equipment: [{ name: 'Blessed Blade', oc: 1 }],
    };
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [1, 1] },
        { profile: 'armed-purifier', at: [3, 1] },
        { profile: 'hybrid', at: [1, 2], facing: 'S' },
      ],
      profiles: [ARMED],
    });
    const [plain, armed, target] = sc.ids.map((id) => w(sc, id));
    expect(strikeSL(sc.ctx, armed!, target!, 1, 0) - strikeSL(sc.ctx, plain!, target!, 1, 0)).toBe(1);
  });

  it('HY-GEN-14 the Clones’ Fury works for every Scorpion warrior, whatever his name', () => {
    const fury = sampleContent.armyCards.find((c) => c.effect === 'clones-fury')!;
    const strike = (withFury: boolean, dice: number[]) => {
      const sc = scenario({
        warriors: [
          { profile: 'pest-of-flesh', at: [3, 3], facing: 'N' },
          { profile: 'purifier', at: [3, 4], facing: 'S' },
        ],
      });
      const [pest, target] = sc.ids as [string, string];
      activate(sc, pest);
      if (withFury) {
        sc.state.cards.armyReady.scorpion.push(fury.id);
        play(sc, [['scorpion', { kind: 'play-army', card: fury.id }]]);
      }
      const ev = play(
        sc,
        [
          ['scorpion', { kind: 'mode', mode: 'OC' }],
          ['scorpion', { kind: 'done' }],
          ['scorpion', { kind: 'strike', target, level: 1 }],
        ],
        dice,
      );
      return { kept: rolls(ev).map((r) => r['kept']), wounds: w(sc, target).wounds };
    };
    // Pest of Flesh NV 2: a 7 fails; under the Fury it is rolled again and the 2 hits.
    expect(strike(true, [7, 2])).toEqual({ kept: [7, 2], wounds: 1 });
    expect(strike(false, [7])).toEqual({ kept: [7], wounds: 0 });
  });

  it('HY-GEN-15 contact means bases sharing an edge; touching corners is no contact, in rules and card words', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3] },
        { profile: 'hybrid', at: [4, 4], facing: 'S' },
        { profile: 'hybrid', at: [2, 3], facing: 'E' },
      ],
    });
    const [p, corner, edge] = sc.ids.map((id) => w(sc, id));
    expect(enemiesInContact(sc.ctx, sc.state, p!).map((e) => e.id)).toEqual([edge!.id]);
    expect(enemiesInContact(sc.ctx, sc.state, p!).map((e) => e.id)).not.toContain(corner!.id);
    // Our card texts say "base contact", never the ambiguous "direct contact".
    const texts = [
      ...sampleContent.actionCards,
      ...sampleContent.eventCards,
      ...sampleContent.armyCards,
      ...sampleContent.auraCards,
      ...sampleContent.mutationCards,
    ].map((c) => c.text.toLowerCase());
    expect(texts.some((t) => t.includes('direct contact'))).toBe(false);
  });
});

describe('tiles laid in any of four turns (C-07)', () => {
  // A tile whose picture holds a column at (1, 0), a wall east of it, and an open trapdoor at (0, 7).
  const picture = [
    't . . . . . . .',
    ...Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? '' : '. . . . . . . .')),
    '. C|. . . . . .',
  ];
  const content = {
    ...sampleContent,
    tiles: [...sampleContent.tiles, { id: 'turned', name: 'Turned', picture, sample: true }],
  };
  const laid = (rotation: 0 | 90 | 180 | 270) => {
    const base = sampleContent.missions[0]!;
    const mission = {
      ...base,
      id: `turned-${rotation}`,
      tiles: [{ tile: 'turned', at: [0, 0] as [number, number], rotation }],
      edges: {},
      doors: [],
      entries: [],
      lanterns: [],
      lever: undefined,
    };
    return buildBoard(content, mission);
  };
  const place = (b: ReturnType<typeof laid>, f: (x: { column?: boolean; trapdoor?: string }) => boolean) =>
    Object.entries(b.features)
      .filter(([, v]) => f(v))
      .map(([k]) => k);

  it('a quarter turn is clockwise as the board is drawn (north up): each column, wall and trapdoor turns with its tile', () => {
    // By hand, (x, y) of the picture lands at: 90 (y, 7 - x); 180 (7 - x, 7 - y); 270 (7 - y, x).
    const expected = {
      0: { column: '1,0', wall: '1,0,E', trapdoor: '0,7' },
      90: { column: '0,6', wall: '0,5,N', trapdoor: '7,7' },
      180: { column: '6,7', wall: '5,7,E', trapdoor: '7,0' },
      270: { column: '7,1', wall: '7,1,N', trapdoor: '0,0' },
    } as const;
    for (const r of [0, 90, 180, 270] as const) {
      const b = laid(r);
      expect(
        place(b, (v) => v.column === true),
        `rotation ${r}`,
      ).toEqual([expected[r].column]);
      expect(
        place(b, (v) => v.trapdoor === 'open'),
        `rotation ${r}`,
      ).toEqual([expected[r].trapdoor]);
      expect(
        Object.keys(b.edges).filter((k) => b.edges[k] === 'wall'),
        `rotation ${r}`,
      ).toEqual([expected[r].wall]);
      expect(b.voids).toEqual([]);
      expect(Object.keys(b.tileOf)).toHaveLength(64);
    }
  });
});
