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

  static fromSeed(seed: number): Rng {
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
