import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The serialisable state of the game's RNG (xoroshiro128+, four 32-bit words). */
export type RngState = readonly number[];

/**
 * A seeded generator whose whole state is a small array of numbers, so it lives inside the
 * game state, survives JSON and replays identically on every machine.
 */
export class Rng {
  private readonly gen: ReturnType<typeof xoroshiro128plus>;

  private constructor(gen: ReturnType<typeof xoroshiro128plus>) {
    this.gen = gen;
  }

  /**
   * A generator for a seed. The seed is spread over the four words of state by a SplitMix32
   * stream, so that nearby seeds (1, 2, 3: the seeds of consecutive games) give unrelated dice
   * from the first draw on. Records of format 1 were seeded by `fromLegacySeed`.
   */
  static fromSeed(seed: number): Rng {
    if (!Number.isSafeInteger(seed)) throw new RangeError(`Rng: seed must be a whole number, got ${seed}`);
    // The low 32 bits, then the high bits (a seed below 0 or above 2^32 still differs).
    let x = mix32(seed >>> 0) ^ mix32(Math.floor(seed / 0x1_0000_0000) + 0x6a09e667);
    const words: number[] = [];
    let any = 0;
    for (let i = 0; i < 4; i++) {
      x = (x + 0x9e3779b9) | 0;
      const w = mix32(x);
      words.push(w);
      any |= w;
    }
    // xoroshiro128+ must not start from all zeros (a chance of one in 2^128, but cheap to rule out).
    if (any === 0) words[0] = 1;
    return new Rng(xoroshiro128plusFromState(words));
  }

  /**
   * The seeding of records of format 1: the seed went into the state as it was, so the first two
   * draws of consecutive seeds moved in step (their parity followed the seed's). Kept so that
   * those records replay exactly.
   */
  static fromLegacySeed(seed: number): Rng {
    if (!Number.isSafeInteger(seed)) throw new RangeError(`Rng: seed must be a whole number, got ${seed}`);
    // pure-rand takes a 32-bit seed; fold the high bits in so seeds above 2^32 still differ.
    const folded = (seed ^ Math.floor(seed / 0x1_0000_0000)) | 0;
    return new Rng(xoroshiro128plus(folded));
  }

  static fromState(state: RngState): Rng {
    if (state.length !== 4 || !state.every((x) => Number.isInteger(x))) {
      throw new RangeError('Rng: a state is four whole numbers');
    }
    return new Rng(xoroshiro128plusFromState(state));
  }

  /** A whole number in [from, to], both included. Advances this generator. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }

  state(): RngState {
    return [...this.gen.getState()];
  }

  clone(): Rng {
    return Rng.fromState(this.gen.getState());
  }
}

/** The SplitMix32 finaliser: a 32-bit word whose bits each depend on every bit of `z`. */
function mix32(z: number): number {
  let t = z | 0;
  t = Math.imul(t ^ (t >>> 16), 0x21f0aaad);
  t = Math.imul(t ^ (t >>> 15), 0x735a2d97);
  return (t ^ (t >>> 15)) | 0;
}
