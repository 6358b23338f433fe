import { Registry } from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';
import { parseArgs, UsageError } from './args.ts';
import type { Command } from './command.ts';
import { dogsOfWarCommand } from './commands/dogs-of-war.ts';
import { fuzzCommand } from './commands/fuzz.ts';
import { oddsCommand } from './commands/odds.ts';
import { playCommand } from './commands/play.ts';
import { replayCommand } from './commands/replay.ts';
import { rulesetsCommand } from './commands/rulesets.ts';
import { scenarioCommand } from './commands/scenario.ts';
import { serveCommand } from './commands/serve.ts';
import { simulateCommand } from './commands/simulate.ts';
import { validateCommand } from './commands/validate.ts';
import type { Io } from './io.ts';

export const COMMANDS: readonly Command[] = [
  rulesetsCommand,
  serveCommand,
  playCommand,
  oddsCommand,
  replayCommand,
  scenarioCommand,
  validateCommand,
  simulateCommand,
  fuzzCommand,
  dogsOfWarCommand,
];

export const VERSION = '0.1.0';

function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `Usage: skirmish <command> [options]

Skirmish plays tabletop miniature wargames with the rules enforced by the program.

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}
  help [command]  show the help of a command

Every command takes --help; those that report take --json.
Options:
  --help      this text
  --version   the version of skirmish
`;
}

let pipesWatched = false;

/**
 * Output piped into a reader that stops early (`skirmish ... | head`) ends the command quietly:
 * the reader has what it wanted, so a closed pipe is no error, for every command.
 */
function quietOnClosedPipe(): void {
  if (pipesWatched) return;
  pipesWatched = true;
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(0);
      throw e;
    });
}

/** Runs the command line; returns the exit code. Errors go to stderr. */
export async function main(argv: readonly string[], io?: Partial<Io>): Promise<number> {
  if (io?.out === undefined) quietOnClosedPipe();
  const out: Io = {
    out: io?.out ?? ((t) => void process.stdout.write(t)),
    err: io?.err ?? ((t) => void process.stderr.write(t)),
    registry: io?.registry ?? defaultRegistry(),
    isTTY: io?.isTTY ?? Boolean(process.stderr.isTTY),
  };
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    out.out(mainHelp());
    return name === undefined ? 1 : 0;
  }
  if (name === '--version') {
    out.out(`skirmish ${VERSION}\n`);
    return 0;
  }
  if (name === 'help') {
    const target = rest[0];
    const cmd = COMMANDS.find((c) => c.name === target);
    out.out(cmd ? cmd.help : mainHelp());
    return cmd || target === undefined ? 0 : 1;
  }
  const cmd = COMMANDS.find((c) => c.name === name);
  if (!cmd) {
    out.err(`skirmish: unknown command "${name}". Run \`skirmish --help\` for the list.\n`);
    return 2;
  }
  try {
    const args = parseArgs(rest, [...(cmd.flags ?? []), 'help', 'json']);
    if (args.options['help']) {
      out.out(cmd.localHelp?.(args) ?? cmd.help);
      return 0;
    }
    return await cmd.run(args, out);
  } catch (e) {
    if (e instanceof UsageError) {
      out.err(`skirmish ${cmd.name}: ${e.message}\n`);
      return 2;
    }
    out.err(`skirmish ${cmd.name}: internal error: ${(e as Error).stack ?? String(e)}\n`);
    return 3;
  }
}

export { Registry };
