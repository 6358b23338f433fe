import {
  huArticle,
  oddsReport,
  oddsSummaries,
  outcomeWords,
  parseOddsInputs,
  sayIn,
  showOddsProcedure,
  type Engine,
  type Locale,
  type ShownOddsParam,
} from '@skirmish/core';
import { localeOf, stringOption, UsageError, type Args } from '../args.ts';
import type { Command } from '../command.ts';
import { printJson, rulesetOrFail, type Io } from '../io.ts';
import { inLocale } from '../usage-hu.ts';
import { engineFromArgs } from './shared.ts';

/**
 * A parameter's flag as the command line spells it: with hyphens (`--boost-damage` for
 * `boostDamage`), as every other flag is; the parameter's own name is taken as well.
 */
export function flagOf(param: string): string {
  return param.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function describeParam(p: ShownOddsParam, locale: Locale): string {
  const say = sayIn(locale);
  const kind =
    p.type === 'choice'
      ? p.values.join('|')
      : p.type === 'boolean'
        ? say('(switch)', '(kapcsoló)')
        : p.type === 'integer'
          ? 'N'
          : say('TEXT', 'SZÖVEG');
  const range =
    p.type === 'integer' && (p.min !== undefined || p.max !== undefined) ? ` [${p.min ?? ''}..${p.max ?? ''}]` : '';
  const def =
    p.default !== undefined
      ? say(` (default ${String(p.default)})`, ` (alapból ${String(p.default)})`)
      : p.required
        ? say(' (required)', ' (kötelező)')
        : '';
  const labels =
    p.type === 'choice' && p.labels ? ` (${p.values.map((v) => `${v}: ${p.labels?.[v] ?? v}`).join('; ')})` : '';
  return `    --${flagOf(p.name)} ${kind}${range}${def}  ${p.description}${labels}`;
}

const HELP = `Usage: skirmish odds <ruleset> --list [--json] [--locale en|hu]
       skirmish odds <ruleset> <procedure> --<param> <value> ... [--json] [--locale en|hu]

Prints the exact distribution of a rule system's dice procedure. Every probability is an exact
fraction ("16/25") and they add up to exactly 1.

Options:
  --list            list the procedures of the rule system with their parameters
  --json            print JSON: {"ruleset", "procedure", "inputs", "outcomes": [{"outcome", "p", "label"}]}
  --options JSON    house-rule options of the rule system, as a JSON object
  --content FILE    a content pack to use instead of the sample content
  --locale en|hu    the language of the procedures, the outcomes and the refusals (default en)
`;

const HELP_HU = `Használat: skirmish odds <szabályrendszer> --list [--json] [--locale en|hu]
           skirmish odds <szabályrendszer> <eljárás> --<paraméter> <érték> ... [--json] [--locale en|hu]

Kiírja egy szabályrendszer kockadobásának pontos eloszlását. Minden valószínűség pontos tört
("16/25"), és összegük pontosan 1.

Kapcsolók:
  --list            a szabályrendszer eljárásai a paramétereikkel
  --json            JSON-t ír ki: {"ruleset", "procedure", "inputs", "outcomes": [{"outcome", "p", "label"}]}
  --options JSON    a szabályrendszer házszabályai, JSON objektumként
  --content FÁJL    tartalomcsomag a mintatartalom helyett
  --locale en|hu    az eljárások, az eredmények és a hibaüzenetek nyelve (alapból en)
`;

export const oddsCommand: Command = {
  name: 'odds',
  summary: 'Exact outcome distribution of a dice procedure',
  flags: ['json', 'list'],
  help: HELP,
  localHelp: (args) => (stringOption(args, 'locale') === 'hu' ? HELP_HU : HELP),
  async run(args, io) {
    const locale = localeOf(args);
    return inLocale(locale, async () => odds(args, io, locale));
  },
};

function odds(args: Args, io: Io, locale: Locale): number {
  const say = sayIn(locale);
  const ruleset = rulesetOrFail(io, args.positional[0]);
  const json = args.options['json'] === true;
  if (args.options['list']) {
    const procs = ruleset.odds.map((p) => showOddsProcedure(p, locale));
    if (json) printJson(io, { ruleset: ruleset.id, procedures: procs });
    else if (procs.length === 0)
      io.out(
        say(`${ruleset.id} has no odds procedures.\n`, `A(z) ${ruleset.id} szabályrendszernek nincs esélyszámítása.\n`),
      );
    else
      for (const p of procs)
        io.out(`${p.id}: ${p.description}\n${p.params.map((x) => describeParam(x, locale)).join('\n')}\n`);
    return 0;
  }
  const procId = args.positional[1];
  if (!procId)
    throw new UsageError(
      say(
        `Name a procedure, or use --list to see those of ${ruleset.id}`,
        `Nevezz meg egy eljárást, vagy a --list kapcsolóval nézd meg ${huArticle(ruleset.id)} ${ruleset.id} eljárásait`,
      ),
    );
  const proc = ruleset.odds.find((p) => p.id === procId);
  if (!proc) {
    const known = ruleset.odds.map((p) => p.id).join(', ') || say('(none)', '(nincs)');
    throw new UsageError(
      say(
        `${ruleset.id} has no odds procedure "${procId}"; known: ${known}`,
        `A(z) ${ruleset.id} szabályrendszernek nincs „${procId}” eljárása; ismertek: ${known}`,
      ),
    );
  }
  const raw: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args.options))
    if (!['json', 'list', 'options', 'content', 'locale'].includes(k))
      raw[proc.params.find((p) => flagOf(p.name) === k)?.name ?? k] = v;
  const inputs = parseOddsInputs(proc.params, raw, locale, (param) => `--${flagOf(param)}`);
  if (!inputs.ok) throw new UsageError(inputs.error.message);
  const engine: Engine<unknown, unknown, unknown, unknown> = engineFromArgs(
    ruleset,
    args,
    locale,
    undefined,
    io.registry,
  );
  const dist = proc.compute(inputs.value, { content: engine.content, options: engine.options, locale });
  if (!dist.ok) throw new UsageError(`${dist.error.code}: ${dist.error.message}`);
  const report = oddsReport(
    ruleset.id,
    proc.id,
    inputs.value,
    dist.value,
    outcomeWords(proc, locale),
    oddsSummaries(proc, locale),
  );
  if (json) {
    printJson(io, report);
    return 0;
  }
  io.out(
    `${ruleset.id} ${proc.id} ${Object.entries(inputs.value)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(' ')}\n`,
  );
  // The outcomes' words in one column, as wide as the longest of them.
  const width = Math.max(
    16,
    ...report.outcomes.map((o) => (o.label ?? String(o.outcome)).length),
    ...(report.summaries ?? []).map((x) => x.label.length),
  );
  const percent = (p: string) => {
    const [n, d] = p.split('/').map(Number);
    return `${(((n ?? 0) / (d ?? 1)) * 100).toFixed(2).padStart(6)}%`;
  };
  for (const o of report.outcomes)
    io.out(`  ${(o.label ?? String(o.outcome)).padEnd(width)} ${o.p.padEnd(14)} ${percent(o.p)}\n`);
  // The chances asked first, summed from the rows above.
  for (const x of report.summaries ?? []) io.out(`= ${x.label.padEnd(width)} ${x.p.padEnd(14)} ${percent(x.p)}\n`);
  return 0;
}
