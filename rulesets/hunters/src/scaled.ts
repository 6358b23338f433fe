/**
 * A mission built to size for benchmarks and scaling tests: `characters` characters (1-4) against
 * `enemies` enemies of the sample kinds on an open board with a few terrain features.
 */
import type { HuntersContent, Mission } from './content/schema.ts';
import { sampleContent } from './content/sample.ts';

const CLASSES = ['soldier', 'medic', 'huntsman', 'sniper'] as const;
const KINDS = ['giant-rat', 'bandit-pistol', 'wild-dog', 'marauder-rifle', 'bug', 'gorilla', 'dragonfly-e14'] as const;

export function scaledMissionId(enemies: number): string {
  return `BENCH-${enemies}`;
}

/** The sample pack plus one open mission with `enemies` enemies spread over the far half. */
export function scaledContent(enemies: number, base: HuntersContent = sampleContent): HuntersContent {
  const width = 12;
  const height = Math.max(8, Math.ceil(enemies / 3) + 2);
  const labels: Record<string, [number, number]> = {};
  const groups: Mission['enemies'] = [];
  for (let i = 0; i < enemies; i++) {
    const label = `E${i + 1}`;
    labels[label] = [6 + (i % 6), Math.floor(i / 6) % height];
    groups.push({ enemy: KINDS[i % KINDS.length] ?? 'giant-rat', count: 1, spaces: [label], facing: 6 });
  }
  const tile = {
    id: `BENCH-TILE-${height}`,
    sample: true as const,
    width,
    height,
    spaces: [
      {
        at: [3, 2] as [number, number],
        vantage: true,
        cover: false,
        openGround: false,
        finding: false,
        covered: false,
      },
      {
        at: [5, 4] as [number, number],
        vantage: false,
        cover: true,
        openGround: false,
        finding: false,
        covered: false,
      },
      { at: [4, 1] as [number, number], vantage: false, cover: false, openGround: true, finding: true, covered: false },
    ],
    edges: [{ a: [4, 3] as [number, number], b: [4, 4] as [number, number], kind: 'obstacle' as const }],
  };
  const mission: Mission = {
    id: scaledMissionId(enemies),
    title: `Benchmark with ${enemies} enemies`,
    sample: true,
    plot: 'side',
    time: 'day',
    weather: 'clear',
    maxTurns: 8,
    width,
    height,
    tiles: [{ tile: tile.id, at: [0, 0] }],
    labels,
    enemies: groups,
    tokens: [],
    deployment: [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ],
    startHidden: false,
    victory: { kind: 'eliminate' },
    rewards: { xp: 0, fuelCells: 0, blueprints: [] },
    text: 'A generated benchmark mission (sample content).',
  };
  return { ...base, tiles: [...base.tiles, tile], missions: [...base.missions, mission] };
}

/** The set-up of the scaled mission for `characters` characters (a lone player takes two). */
export function scaledSetup(characters: number, enemies: number): unknown {
  const n = Math.max(2, Math.min(4, characters));
  return {
    mission: scaledMissionId(enemies),
    players: characters <= 1 ? 1 : n,
    characters: CLASSES.slice(0, n).map((cls, i) => ({ class: cls, seat: characters <= 1 ? 'p1' : `p${i + 1}` })),
  };
}
