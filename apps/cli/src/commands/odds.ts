import { oddsReport, parseOddsInputs, type Engine, type OddsParam } from '@skirmish/core';
import { UsageError } from '../args.ts';
import type { Command } from '../command.ts';
import { printJson, rulesetOrFail } from '../io.ts';
import { engineFromArgs } from './shared.ts';

function describeParam(p: OddsParam): string {
  const kind =
    p.type === 'choice' ? p.values.join('|') : p.type === 'boolean' ? '(switch)' : p.type === 'integer' ? 'N' : 'TEXT';
  const range =
    p.type === 'integer' && (p.min !== undefined || p.max !== undefined) ? ` [${p.min ?? ''}..${p.max ?? ''}]` : '';
  const def = p.default !== undefined ? ` (default ${String(p.default)})` : p.required ? ' (required)' : '';
  return `    --${p.name} ${kind}${range}${def}  ${p.description}`;
}

export const oddsCommand: Command = {
  name: 'odds',
  summary: 'Exact outcome distribution of a dice procedure',
  flags: ['json', 'list'],
  help: `Usage: skirmish odds <ruleset> --list [--json]
       skirmish odds <ruleset> <procedure> --<param> <value> ... [--json]

Prints the exact distribution of a rule system's dice procedure. Every probability is an exact
fraction ("16/25") and they add up to exactly 1.

Options:
  --list            list the procedures of the rule system with their parameters
  --json            print JSON: {"ruleset", "procedure", "inputs", "outcomes": [{"outcome", "p"}]}
  --options JSON    house-rule options of the rule system, as a JSON object
  --content FILE    a content pack to use instead of the sample content
`,
  async run(args, io) {
    const ruleset = rulesetOrFail(io, args.positional[0]);
    const json = args.options['json'] === true;
    if (args.options['list']) {
      const procs = ruleset.odds.map((p) => ({ id: p.id, description: p.description, rule: p.rule, params: p.params }));
      if (json) printJson(io, { ruleset: ruleset.id, procedures: procs });
      else if (procs.length === 0) io.out(`${ruleset.id} has no odds procedures.\n`);
      else
        for (const p of ruleset.odds) io.out(`${p.id}: ${p.description}\n${p.params.map(describeParam).join('\n')}\n`);
      return 0;
    }
    const procId = args.positional[1];
    if (!procId) throw new UsageError(`Name a procedure, or use --list to see those of ${ruleset.id}`);
    const proc = ruleset.odds.find((p) => p.id === procId);
    if (!proc) {
      throw new UsageError(
        `${ruleset.id} has no odds procedure "${procId}"; known: ${ruleset.odds.map((p) => p.id).join(', ') || '(none)'}`,
      );
    }
    const raw: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(args.options))
      if (!['json', 'list', 'options', 'content'].includes(k)) raw[k] = v;
    const inputs = parseOddsInputs(proc.params, raw);
    if (!inputs.ok) throw new UsageError(inputs.error.message);
    const engine: Engine<unknown, unknown, unknown, unknown> = engineFromArgs(ruleset, args);
    const dist = proc.compute(inputs.value, { content: engine.content, options: engine.options });
    if (!dist.ok) throw new UsageError(`${dist.error.code}: ${dist.error.message}`);
    const report = oddsReport(ruleset.id, proc.id, inputs.value, dist.value);
    if (json) {
      printJson(io, report);
      return 0;
    }
    io.out(
      `${ruleset.id} ${proc.id} ${Object.entries(inputs.value)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(' ')}\n`,
    );
    for (const [outcome, p] of dist.value.entries()) {
      const pct = (p.toNumber() * 100).toFixed(2).padStart(6);
      io.out(`  ${String(outcome).padEnd(16)} ${p.toString().padEnd(14)} ${pct}%\n`);
    }
    return 0;
  },
};
