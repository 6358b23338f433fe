import { dirname, resolve } from 'node:path';
import { LoadedDice, eventsFor, presenterOf, type GameEvent, type Match, type ScriptedRoll } from '@skirmish/core';
import { checkKnown, UsageError } from '../args.ts';
import type { Command } from '../command.ts';
import { printJson, readJsonFile, rulesetOrFail, withRule } from '../io.ts';
import { engineFromArgs } from './shared.ts';

/** The scenario file format; see docs/scenario-format.md. */
interface ScenarioFile {
  ruleset: string;
  options?: Record<string, unknown>;
  content?: unknown;
  setup?: unknown;
  seed?: number;
  state?: unknown;
  dice?: ScriptedRoll[];
  choices?: Array<{ seat: string; choice: unknown }>;
}

function asScenario(raw: unknown): ScenarioFile {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new UsageError('A scenario is a JSON object');
  const s = raw as Record<string, unknown>;
  if (typeof s['ruleset'] !== 'string') throw new UsageError('scenario.ruleset: name the rule system');
  if (s['seed'] !== undefined && !Number.isSafeInteger(s['seed']))
    throw new UsageError('scenario.seed: a whole number');
  if (
    s['dice'] !== undefined &&
    (!Array.isArray(s['dice']) || !s['dice'].every((d) => typeof d === 'number' || typeof d === 'string'))
  ) {
    throw new UsageError('scenario.dice: a list of numbers and face names');
  }
  if (s['choices'] !== undefined) {
    if (!Array.isArray(s['choices'])) throw new UsageError('scenario.choices: a list of {"seat", "choice"}');
    s['choices'].forEach((c: unknown, i) => {
      if (!c || typeof c !== 'object' || typeof (c as { seat?: unknown }).seat !== 'string' || !('choice' in c)) {
        throw new UsageError(`scenario.choices.${i}: needs "seat" (text) and "choice"`);
      }
    });
  }
  if (
    s['options'] !== undefined &&
    (typeof s['options'] !== 'object' || s['options'] === null || Array.isArray(s['options']))
  ) {
    throw new UsageError('scenario.options: a JSON object');
  }
  return s as unknown as ScenarioFile;
}

export const scenarioCommand: Command = {
  name: 'scenario',
  summary: 'Run a position with scripted choices and loaded dice',
  flags: ['json'],
  help: `Usage: skirmish scenario <scenario.json> [--json]

Sets up a position, plays the scripted choices with loaded dice (consumed in order), and prints
each step's events and the final position, hash and outcome. A refused choice stops the run with
its reason code (exit code 1). The file format is in docs/scenario-format.md:
  {"ruleset", "options"?, "content"? (object or file path), "setup"?, "seed"?, "state"?,
   "dice"?: [4, 6, "shield"], "choices": [{"seat", "choice"}]}

Options:
  --json   print JSON: {"steps": [{"seat", "choice", "events"} | {"seat", "choice", "refused"}],
           "position", "hash", "outcome", "diceLeft"}
`,
  async run(args, io) {
    checkKnown(args, []);
    const file = args.positional[0];
    if (!file) throw new UsageError('Name a scenario file');
    const scenario = asScenario(readJsonFile(file, 'Scenario'));
    const ruleset = rulesetOrFail(io, scenario.ruleset);
    if (scenario.content !== undefined && typeof scenario.content !== 'string') {
      throw new UsageError('scenario.content: give a file path; inline content is not supported');
    }
    const engineArgs: Record<string, string> = {};
    if (typeof scenario.content === 'string') engineArgs['content'] = resolve(dirname(file), scenario.content);
    if (scenario.options) engineArgs['options'] = JSON.stringify(scenario.options);
    const engine = engineFromArgs(ruleset, { positional: [], options: engineArgs });
    const started = engine.start(scenario.seed ?? 0, scenario.setup ?? ruleset.defaultSetup);
    if (!started.ok) throw new UsageError(`${started.error.code}: ${started.error.message}`);
    if (scenario.state !== undefined) checkPosition(engine.rules, scenario.state);
    let match: Match<unknown> =
      scenario.state === undefined ? started.value : { ...started.value, state: scenario.state };
    const dice = new LoadedDice(scenario.dice ?? []);
    const steps: Array<Record<string, unknown>> = [];
    let refused = false;
    for (const c of scenario.choices ?? []) {
      let r;
      try {
        r = engine.submit(match, c.seat, c.choice, dice);
      } catch (e) {
        throw new UsageError(`Choice ${steps.length + 1} (${c.seat}): ${(e as Error).message}`);
      }
      if (!r.ok) {
        steps.push({ seat: c.seat, choice: c.choice, refused: r.error });
        refused = true;
        break;
      }
      steps.push({ seat: c.seat, choice: c.choice, events: r.value.events });
      match = r.value.match;
    }
    // A position given in the file that passes the rule system's checks may still be one its rules
    // cannot read: that is said in a line, as a fault of the file, not an internal error.
    try {
      const result = {
        steps,
        position: match.state,
        hash: engine.hash(match),
        outcome: engine.outcome(match),
        diceLeft: dice.remaining,
      };
      if (args.options['json']) printJson(io, result);
      else {
        const presenter = presenterOf(ruleset, engine.content);
        steps.forEach((s, i) => {
          io.out(`${i + 1}. ${String(s['seat'])}: ${JSON.stringify(s['choice'])}\n`);
          if (s['refused']) io.out(`   refused: ${JSON.stringify(s['refused'])}\n`);
          for (const e of eventsFor((s['events'] as GameEvent[] | undefined) ?? [], null).concat(
            ((s['events'] as GameEvent[] | undefined) ?? []).filter((e) => e.visibleTo !== undefined),
          )) {
            io.out(`   ${presenter ? withRule(presenter.event(e, 'en'), e.rule) : JSON.stringify(e)}\n`);
          }
        });
        io.out(`hash ${result.hash}\n`);
        io.out(`outcome ${result.outcome ? JSON.stringify(result.outcome) : 'game goes on'}\n`);
        if (result.diceLeft > 0) io.out(`${result.diceLeft} scripted dice were not used\n`);
      }
    } catch (e) {
      if (scenario.state === undefined) throw e;
      throw new UsageError(`scenario.state: the rules cannot read this position (${(e as Error).message})`);
    }
    return refused ? 1 : 0;
  },
};

/**
 * A position given in a scenario is one of the rule system's: an object whose invariants hold
 * (checked where the rule system has them). A broken one is refused before any choice is played,
 * with what is wrong with it, rather than failing somewhere inside the rules.
 */
function checkPosition(rules: { invariants?(state: unknown): readonly string[] }, state: unknown): void {
  if (state === null || typeof state !== 'object' || Array.isArray(state))
    throw new UsageError('scenario.state: a position, as `--json` prints it under "position"');
  let broken: readonly string[];
  try {
    broken = rules.invariants?.(state) ?? [];
  } catch (e) {
    broken = [`it cannot be read (${(e as Error).message})`];
  }
  if (broken.length > 0) {
    const more = broken.length > 3 ? ` (and ${broken.length - 3} more)` : '';
    throw new UsageError(
      `scenario.state is not a position of this rule system: ${broken.slice(0, 3).join('; ')}${more}`,
    );
  }
}
