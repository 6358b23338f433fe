/**
 * Sample games of any size, for benchmarks and speed checks: the sample content with one more
 * mission, "Open Battle N", on a 32x32 board of the sample tiles, N warriors a side. Not a mission
 * of the rulebook, and beyond the ten-warrior limit of the content schema for N > 10.
 */
import type { HybridContent, Mission } from './content/schema.ts';
import { sampleContent } from './content/sample.ts';
import type { Seat } from './state.ts';

export function scaledMissionId(n: number): string {
  return `open-battle-${n}`;
}

/** Sample content with the mission "Open Battle N" added (N warriors a side, 1 to 32). */
export function scaledContent(n: number, base: HybridContent = sampleContent): HybridContent {
  const size = Math.max(1, Math.min(32, Math.floor(n)));
  const armyOf = (side: Seat): string[] => {
    // Single-square warriors of the side, in turn, with one large warrior in every eight.
    const small = base.profiles.filter((p) => p.side === side && p.base === '1x1').map((p) => p.id);
    const large = base.profiles.filter((p) => p.side === side && p.base !== '1x1').map((p) => p.id);
    return Array.from({ length: size }, (_, i) =>
      i % 8 === 7 && large.length > 0 ? (large[i % large.length] as string) : (small[i % small.length] as string),
    );
  };
  const tiles = base.tiles.map((t) => t.id);
  const rows = (ys: number[]): Array<[number, number]> =>
    ys.flatMap((y) => Array.from({ length: 32 }, (_, x) => [x, y] as [number, number]));
  const mission: Mission = {
    id: scaledMissionId(size),
    name: `Open Battle ${size}`,
    sample: true,
    summary: `Benchmark ground: ${size} warriors a side on sixteen tiles. Each side carries out the Objective in the enemy's half.`,
    tiles: Array.from({ length: 16 }, (_, i) => ({
      tile: tiles[i % tiles.length] as string,
      at: [i % 4, Math.floor(i / 4)] as [number, number],
      rotation: 0 as const,
    })),
    edges: {},
    doors: [],
    objectiveCounters: [
      { n: 1, at: [16, 24] },
      { n: 2, at: [15, 7] },
    ],
    eventSquares: [
      [6, 14],
      [25, 17],
      [12, 20],
      [20, 11],
    ],
    rankTotal: 100,
    maxWarriors: size,
    roundLimit: 10,
    trapCount: 1,
    deployment: [
      { side: 'griffin', rank: 4, facing: 'N', squares: rows([0, 1, 2]) },
      { side: 'scorpion', rank: 4, facing: 'S', squares: rows([31, 30, 29]) },
    ],
    objectives: [
      { side: 'griffin', counters: [1], ordered: false, eliminate: false, text: 'Carry out Objective 1.' },
      { side: 'scorpion', counters: [2], ordered: false, eliminate: false, text: 'Carry out Objective 2.' },
    ],
    armies: { griffin: armyOf('griffin'), scorpion: armyOf('scorpion') },
    trapdoorProcedure: 'none',
    rockfallProcedure: false,
    errataApplied: [],
  };
  return { ...base, missions: [...base.missions, mission] };
}
