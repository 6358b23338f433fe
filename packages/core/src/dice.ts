import { Rng, type RngState } from './rng.ts';

/**
 * A die whose faces are named by content: the Hunters defence die is
 * `{ id: 'defence', faces: ['shield', 'shield', 'shield', 'blank', 'blank', 'blank'] }`.
 */
export interface DieSpec<F extends string | number = string | number> {
  readonly id: string;
  readonly faces: readonly F[];
}

/**
 * Every random draw a rule makes goes through Dice. The kernel hands the rules either seeded
 * dice (the game's RNG) or loaded dice (a script, for tests and scenarios).
 */
export interface Dice {
  /** One die with faces 1..sides. A d10 reads 1..10 (its 0 face counts as 10). */
  roll(sides: number): number;
  /** One die with faces named by content; returns the face. */
  rollFace<F extends string | number>(die: DieSpec<F>): F;
  /**
   * A uniform whole number in 0..n-1 for draws that are not dice (a random tie-break the rules
   * leave to chance). Loaded dice read it from their script like a die of n faces, minus one.
   */
  pick(n: number): number;
  /** A shuffled copy. Loaded dice keep the given order, so a test states deck order directly. */
  shuffle<T>(items: readonly T[]): T[];
  /** How many draws (rolls, faces, picks, shuffles) have been made so far. */
  readonly used: number;
}

export function d6(dice: Dice): number {
  return dice.roll(6);
}

export function d10(dice: Dice): number {
  return dice.roll(10);
}

/** n dice of the given sides, in the order rolled. */
export function rollMany(dice: Dice, n: number, sides: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(dice.roll(sides));
  return out;
}

/** Sum of n dice. */
export function rollSum(dice: Dice, n: number, sides: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) s += dice.roll(sides);
  return s;
}

/** The k highest (best) or lowest (worst) of the rolls, highest first for best, lowest first for worst. */
export function keep(rolls: readonly number[], k: number, which: 'best' | 'worst'): number[] {
  const sorted = [...rolls].sort((a, b) => (which === 'best' ? b - a : a - b));
  return sorted.slice(0, k);
}

/** Seeded dice over the game's RNG. */
export class SeededDice implements Dice {
  private readonly rng: Rng;
  private count = 0;

  constructor(rng: Rng) {
    this.rng = rng;
  }

  static fromSeed(seed: number): SeededDice {
    return new SeededDice(Rng.fromSeed(seed));
  }

  /** Dice seeded as records of format 1 were (see `Rng.fromLegacySeed`). */
  static fromLegacySeed(seed: number): SeededDice {
    return new SeededDice(Rng.fromLegacySeed(seed));
  }

  static fromState(state: RngState): SeededDice {
    return new SeededDice(Rng.fromState(state));
  }

  roll(sides: number): number {
    checkSides(sides);
    this.count++;
    return this.rng.int(1, sides);
  }

  rollFace<F extends string | number>(die: DieSpec<F>): F {
    if (die.faces.length === 0) throw new RangeError(`Dice: die "${die.id}" has no faces`);
    this.count++;
    return die.faces[this.rng.int(0, die.faces.length - 1)] as F;
  }

  pick(n: number): number {
    checkSides(n);
    this.count++;
    return this.rng.int(0, n - 1);
  }

  shuffle<T>(items: readonly T[]): T[] {
    this.count++;
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.rng.int(0, i);
      const t = out[i] as T;
      out[i] = out[j] as T;
      out[j] = t;
    }
    return out;
  }

  get used(): number {
    return this.count;
  }

  state(): RngState {
    return this.rng.state();
  }
}

/** One scripted result: a number for a die or pick, a face name for a named die. */
export type ScriptedRoll = number | string;

/** A scripted value that is not a face of the die rolled (or not a pick in range). */
export class LoadedDiceError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'LoadedDiceError';
  }
}

export class DiceExhaustedError extends Error {
  constructor(n: number) {
    super(`Loaded dice: the rules asked for draw number ${n + 1} but only ${n} were scripted`);
    this.name = 'DiceExhaustedError';
  }
}

/**
 * Loaded dice for tests: a scripted list of results consumed in order. Asking for more draws
 * than were scripted, or a result the die cannot show, throws: a test must state every roll.
 */
export class LoadedDice implements Dice {
  private readonly script: readonly ScriptedRoll[];
  private next = 0;
  private count = 0;

  constructor(script: readonly ScriptedRoll[]) {
    this.script = script;
  }

  private take(): ScriptedRoll {
    const v = this.script[this.next];
    if (v === undefined) throw new DiceExhaustedError(this.script.length);
    this.next++;
    this.count++;
    return v;
  }

  roll(sides: number): number {
    checkSides(sides);
    const v = this.take();
    // A d10 shows 0 for its tenth face; scripts may write either 0 or 10.
    const n = sides === 10 && v === 0 ? 10 : v;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > sides) {
      throw new LoadedDiceError(`Loaded dice: ${JSON.stringify(v)} is not a face of a d${sides}`);
    }
    return n;
  }

  rollFace<F extends string | number>(die: DieSpec<F>): F {
    const v = this.take();
    const found = die.faces.find((f) => f === v);
    if (found === undefined) {
      throw new LoadedDiceError(`Loaded dice: ${JSON.stringify(v)} is not a face of the ${die.id} die`);
    }
    return found;
  }

  pick(n: number): number {
    checkSides(n);
    const v = this.take();
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > n) {
      throw new LoadedDiceError(`Loaded dice: a pick among ${n} is scripted as 1..${n}, got ${JSON.stringify(v)}`);
    }
    return v - 1;
  }

  shuffle<T>(items: readonly T[]): T[] {
    this.count++;
    return [...items];
  }

  get used(): number {
    return this.count;
  }

  /** The scripted results consumed so far, in order (kept in records so they replay). */
  consumed(): ScriptedRoll[] {
    return this.script.slice(0, this.next);
  }

  /** Scripted results not yet consumed. */
  get remaining(): number {
    return this.script.length - this.next;
  }
}

function checkSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 1)
    throw new RangeError(`Dice: a die needs a whole number of faces, got ${sides}`);
}
