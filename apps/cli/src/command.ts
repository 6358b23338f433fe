import type { Args } from './args.ts';
import type { Io } from './io.ts';

export interface Command {
  readonly name: string;
  readonly summary: string;
  /** The full --help text. */
  readonly help: string;
  /** The --help text in the language the arguments ask for (--locale), where the command has more than one. */
  readonly localHelp?: (args: Args) => string;
  /** Options that take no value. */
  readonly flags?: readonly string[];
  run(args: Args, io: Io): Promise<number>;
}
