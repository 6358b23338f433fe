/**
 * The WebAssembly loops of the movement search for single-square and 2x2 bases
 * (`wasm/search-single.ts`, kept compiled in `search-single-wasm.ts`). They read and write the
 * search's scratch arrays in the module's own memory: this module lays them out there and hands
 * `reach.ts` views of them, so the TypeScript side sets a search up and reads its answer exactly as
 * it does with its own loops.
 *
 * Where WebAssembly is missing or refuses the module, `singleEngine` answers null and `reach.ts`
 * runs its TypeScript loops: the two give the same answers (a test runs both on many positions).
 */
import { SEARCH_SINGLE_WASM } from './search-single-wasm.ts';

/** The module's functions (`wasm/search-single.ts` says what each does). */
export interface Exports {
  /** Reads the addresses of the arrays from the table at `at`. */
  setLayout(at: number): void;
  /** The loop from the caller's start node: the entries after it, or -1 when out of room. */
  searchSingle(
    pb: number,
    stamp: number,
    budget: number,
    anyStepLeast: number,
    startPitCount: number,
    gen: number,
    entries: number,
    capacity: number,
    firstPlace: number,
  ): number;
  /** The ends of the last single-square search into `endPlaces` and `endCosts`: their number. */
  listEnds(firstPlace: number, lastPlace: number, startPlace: number): number;
  /** The menu of the `count` ends into `menuEnds` (per square its cheapest facings): its length. */
  listMenu(count: number): number;
  /**
   * The loop for a 2x2 base that starts on no trapdoor, from the caller's start node: the entries
   * after it, -1 when out of room, -2 when a footprint leaves the board (nothing kept).
   */
  searchSquare(
    pb: number,
    stamp: number,
    budget: number,
    anyStepLeast: number,
    gen: number,
    entries: number,
    capacity: number,
    firstPlace: number,
    width: number,
    height: number,
    largeTitan: number,
  ): number;
}

/** What a search needs room for. */
export interface Needs {
  readonly squares: number;
  readonly places: number;
  /** Nodes: tags << place bits. */
  readonly nodes: number;
  readonly buckets: number;
  /** Bucket entries. */
  readonly entries: number;
}

/** The arrays in the module's memory, in the order the module reads their addresses. */
export interface Views {
  readonly data: Int32Array<ArrayBuffer>;
  readonly placeSeen: Int32Array<ArrayBuffer>;
  readonly placeBest: Int32Array<ArrayBuffer>;
  readonly placeCost: Int32Array<ArrayBuffer>;
  readonly placeBits: Int32Array<ArrayBuffer>;
  readonly singleSteps: Int32Array<ArrayBuffer>;
  readonly singleOpen: Uint8Array<ArrayBuffer>;
  readonly enter: Uint8Array<ArrayBuffer>;
  readonly flank: Uint8Array<ArrayBuffer>;
  readonly extra: Uint8Array<ArrayBuffer>;
  readonly stepPrice: Int8Array<ArrayBuffer>;
  readonly turnPrice: Int16Array<ArrayBuffer>;
  readonly stepLeast: Int8Array<ArrayBuffer>;
  readonly roomSteps: Uint8Array<ArrayBuffer>;
  readonly tagRank: Uint8Array<ArrayBuffer>;
  readonly stepVec: Int8Array<ArrayBuffer>;
  readonly reverseStep: Uint8Array<ArrayBuffer>;
  readonly startPits: Int32Array<ArrayBuffer>;
  readonly startBits: Int32Array<ArrayBuffer>;
  readonly entryNode: Int32Array<ArrayBuffer>;
  readonly entryNext: Int32Array<ArrayBuffer>;
  readonly bucketHead: Int32Array<ArrayBuffer>;
  readonly bucketTail: Int32Array<ArrayBuffer>;
  readonly out: Int32Array<ArrayBuffer>;
  readonly bad: Uint8Array<ArrayBuffer>;
  readonly endPlaces: Int32Array<ArrayBuffer>;
  readonly endCosts: Int32Array<ArrayBuffer>;
  readonly menuEnds: Int32Array<ArrayBuffer>;
  readonly squareShifts: Uint8Array<ArrayBuffer>;
  readonly stepInfo: Uint8Array<ArrayBuffer>;
  readonly onBoard: Uint8Array<ArrayBuffer>;
}

type Kind = 'i32' | 'i16' | 'i8' | 'u8';
const BYTES: Record<Kind, number> = { i32: 4, i16: 2, i8: 1, u8: 1 };
/**
 * Each array: its kind, its length for the needs, and for the small tables the fixed address the
 * module reads them at (in the first page); the others follow one another from `FIRST`.
 */
const LAYOUT: ReadonlyArray<readonly [keyof Views, Kind, (n: Needs) => number, number?]> = [
  ['data', 'i32', (n) => 2 * n.nodes],
  ['placeSeen', 'i32', (n) => n.places],
  ['placeBest', 'i32', (n) => n.places],
  ['placeCost', 'i32', (n) => n.places],
  ['placeBits', 'i32', (n) => (n.places >> 5) + 1],
  ['singleSteps', 'i32', (n) => 8 * n.places],
  ['singleOpen', 'u8', (n) => n.places],
  ['enter', 'u8', (n) => n.squares],
  ['flank', 'u8', (n) => n.squares],
  ['extra', 'u8', (n) => n.squares],
  ['stepPrice', 'i8', () => 64, 1024],
  ['turnPrice', 'i16', () => 3 * 256, 1536],
  ['stepLeast', 'i8', () => 8, 1088],
  ['roomSteps', 'u8', (n) => Math.max(16, n.buckets)],
  ['tagRank', 'u8', () => 256, 1280],
  ['stepVec', 'i8', () => 64, 1152],
  ['reverseStep', 'u8', () => 8, 1216],
  ['startPits', 'i32', () => 4, 3072],
  ['startBits', 'i32', () => 4, 3088],
  ['entryNode', 'i32', (n) => n.entries],
  ['entryNext', 'i32', (n) => n.entries],
  ['bucketHead', 'i32', (n) => n.buckets],
  ['bucketTail', 'i32', (n) => n.buckets],
  ['out', 'i32', () => 2, 3104],
  ['bad', 'u8', (n) => n.squares],
  ['endPlaces', 'i32', (n) => n.places],
  ['endCosts', 'i32', (n) => n.places],
  ['menuEnds', 'i32', (n) => n.places],
  ['squareShifts', 'u8', (n) => 9 * n.places],
  ['stepInfo', 'u8', (n) => 9 * n.squares],
  ['onBoard', 'u8', (n) => n.squares],
];
const PAGE = 65536;
/** The first page is left to the module (it keeps no data of its own, but may one day). */
const FIRST = PAGE;

export class SingleEngine {
  private readonly memory: WebAssembly.Memory;
  readonly run: Exports;
  /** The views of the current layout, and what it holds. */
  views: Views | null = null;
  private held: Needs | null = null;
  /** Layouts made so far: the tables copied into the memory are copied again after a new one. */
  layouts = 0;

  constructor(memory: WebAssembly.Memory, exports: Exports) {
    this.memory = memory;
    this.run = exports;
  }

  /** Drops the current layout: the next search lays the memory out anew, for its own needs only. */
  forget(): void {
    this.views = null;
    this.held = null;
  }

  /** Whether the current layout holds `n`. */
  holds(n: Needs): boolean {
    const h = this.held;
    return (
      h !== null &&
      n.squares <= h.squares &&
      n.places <= h.places &&
      n.nodes <= h.nodes &&
      n.buckets <= h.buckets &&
      n.entries <= h.entries
    );
  }

  /** A new layout holding `n` (and at least what the last one held): every array zero. */
  lay(n: Needs): Views {
    const h = this.held;
    const need: Needs = h
      ? {
          squares: Math.max(n.squares, h.squares),
          places: Math.max(n.places, h.places),
          nodes: Math.max(n.nodes, h.nodes),
          buckets: Math.max(n.buckets, h.buckets),
          entries: Math.max(n.entries, h.entries),
        }
      : n;
    const at: number[] = [];
    let end = FIRST + 128;
    for (const [, kind, length, fixed] of LAYOUT) {
      if (fixed !== undefined) {
        at.push(fixed);
        continue;
      }
      at.push(end);
      end += (length(need) * BYTES[kind] + 63) & ~63;
    }
    const pages = Math.ceil(end / PAGE);
    const have = this.memory.buffer.byteLength / PAGE;
    if (pages > have) this.memory.grow(pages - have);
    const buffer = this.memory.buffer;
    new Uint8Array(buffer, 0, end).fill(0);
    const table = new Int32Array(buffer, FIRST, 32);
    const views: Record<string, unknown> = {};
    LAYOUT.forEach(([name, kind, length], i) => {
      const offset = at[i] as number;
      table[i] = offset;
      const len = length(need);
      views[name] =
        kind === 'i32'
          ? new Int32Array(buffer, offset, len)
          : kind === 'i16'
            ? new Int16Array(buffer, offset, len)
            : kind === 'i8'
              ? new Int8Array(buffer, offset, len)
              : new Uint8Array(buffer, offset, len);
    });
    this.run.setLayout(FIRST);
    this.views = views as unknown as Views;
    this.held = need;
    this.layouts++;
    return this.views;
  }
}

/** The bytes of a base64 text (no padding characters inside). */
function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const value = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) value[digits.charCodeAt(i)] = i;
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let count = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    const v = value[clean.charCodeAt(i)] ?? -1;
    if (v < 0) throw new Error('search-single: a character outside base64');
    bits = (bits << 6) | v;
    count += 6;
    if (count >= 8) {
      count -= 8;
      out[o++] = (bits >> count) & 0xff;
    }
  }
  return out;
}

let engine: SingleEngine | null | undefined;
let enabled = true;

/** The engine, made on first use; null when WebAssembly cannot run it or it is switched off. */
export function singleEngine(): SingleEngine | null {
  if (!enabled) return null;
  if (engine !== undefined) return engine;
  try {
    const memory = new WebAssembly.Memory({ initial: 1 });
    const module = new WebAssembly.Module(fromBase64(SEARCH_SINGLE_WASM));
    const instance = new WebAssembly.Instance(module, { env: { memory } });
    engine = new SingleEngine(memory, instance.exports as unknown as Exports);
  } catch {
    engine = null;
  }
  return engine;
}

/**
 * Whether searches use the WebAssembly loop (the default) or the TypeScript one: for the tests
 * that compare the two and for benchmarks. Takes effect from the next search.
 */
export function useWasmSearch(on: boolean): void {
  enabled = on;
}
