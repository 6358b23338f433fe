import type { Args } from './args.ts';
import type { Io } from './io.ts';

export interface Command {
  readonly name: string;
  readonly summary: string;
  /** The full --help text. */
  readonly help: string;
  /** Options that take no value. */
  readonly flags?: readonly string[];
  run(args: Args, io: Io): Promise<number>;
}
