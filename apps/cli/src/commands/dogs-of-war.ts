import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { deserializeMatch, Engine, serializeMatch, type GameEvent, type Locale, type Match } from '@skirmish/core';
import {
  companyHistory,
  dogsOfWarRuleset,
  sheetHtml,
  sheetPdf,
  standings,
  type AfterActionReport,
  type CampaignState,
  type Choice,
  type Company,
  type Deed,
  type Purchase,
} from '@skirmish/dogs-of-war';
import { checkKnown, stringOption, UsageError, type Args } from '../args.ts';
import type { Command } from '../command.ts';
import { printJson, readJsonFile, type Io } from '../io.ts';

type Campaign = Match<CampaignState>;

/** Tests pass answers as lines; the terminal reads standard input. */
export type DogsIo = Io & { readonly input?: AsyncIterable<string> };

const HELP = `Usage: skirmish dogs-of-war <subcommand> <campaign.json> ...

Keeps a Dogs of War campaign in one file: the full record of every step and roll, so the
campaign can be replayed and audited. Every change goes through the rules.

Subcommands:
  new <file> --company red:Red,blue:Blue [--missions N] [--hang-em-high] [--seed N]
  status <file> [--seat S]                  what each company is asked now, and the sheets
  captain <file> <seat> <profile> <name> [--options a,b] [--faction F]
  recruit <file> <seat> <profile> <name> [--options a,b] [--faction F]
  assign-ep <file> <seat> <soldier> <ep>     share out the 90 formation EP
  spend <file> <seat> <soldier> <purchase>   char:ATT | learn:Leap | improve:Devotion | role:medic
                                              | mystic-rank | element | path | resurrection
  costs <file> <seat> <soldier>              what the soldier can buy now, and at what cost
  rank <file> <seat> <soldier> Special|Elite
  attribute <file> <seat> <attribute> [--soldier id]
  discharge <file> <seat>                    discharge the captain
  exclude <file> <seat> <soldier>
  done <file> <seat>                         finish the current step
  choose <file> <seat> <choice.json|JSON>    any other step (groups, balance, compensation...)
  report <file> <seat> [--from report.json]  the after-action report (asked question by
                                              question without --from); the after-battle
                                              sequence then runs with every roll shown
  standings <file>                           league table
  history <file> <seat>                      the company's missions
  sheet <file|company.json> [--seat S] --html|--pdf --out F
                                              the printable company sheet (our own PDF writer)

Options:
  --json          print the new state's pending decisions and events as JSON
  --locale en|hu  the language of the sheets, prompts, choices, log lines and refusals (default en)
`;

const presenter = dogsOfWarRuleset.presenter;

function localeOf(args: Args): Locale {
  const l = stringOption(args, 'locale') ?? 'en';
  if (l !== 'en' && l !== 'hu') throw new UsageError('--locale must be en or hu');
  return l;
}

function load(file: string | undefined): {
  engine: Engine<CampaignState, Choice, CampaignState, unknown>;
  match: Campaign;
} {
  if (!file) throw new UsageError('Name the campaign file');
  if (!existsSync(file)) throw new UsageError(`No campaign file "${file}" (create one with \`dogs-of-war new\`)`);
  const match = deserializeMatch<CampaignState>(readFileSync(file, 'utf8'));
  const engine = Engine.create(dogsOfWarRuleset);
  if (!engine.ok) throw new Error(engine.error.message);
  return { engine: engine.value, match };
}

function need(args: Args, i: number, what: string): string {
  const v = args.positional[i];
  if (v === undefined) throw new UsageError(`Missing ${what}`);
  return v;
}

const list = (v: string | undefined): string[] => (v ? v.split(',').filter((x) => x.length > 0) : []);

export function parsePurchase(text: string): Purchase {
  const [kind, arg] = text.split(':');
  switch (kind) {
    case 'char':
      return { kind: 'characteristic', characteristic: (arg ?? '') as never };
    case 'learn':
      return { kind: 'learn-ability', ability: arg ?? '' };
    case 'improve':
      return { kind: 'improve-ability', ability: arg ?? '' };
    case 'role':
      return { kind: 'role', role: (arg ?? '') as never };
    case 'mystic-rank':
    case 'master-of-invocation':
    case 'resurrection':
      return { kind };
    case 'element':
    case 'path':
      return arg ? { kind, name: arg } : { kind };
    default:
      throw new UsageError(`Unknown purchase "${text}" (char:ATT, learn:Leap, improve:X, role:medic, mystic-rank...)`);
  }
}

function printEvents(io: Io, events: readonly GameEvent[], locale: Locale): void {
  for (const e of events) {
    const text = presenter ? presenter.event(e, locale) : typeof e.text === 'string' ? e.text : e.type;
    io.out(`${typeof e.rule === 'string' ? `[${e.rule}] ` : ''}${text}\n`);
  }
}

function pendingText(
  engine: Engine<CampaignState, Choice, CampaignState, unknown>,
  m: Campaign,
  locale: Locale = 'en',
): string {
  const ds = engine.pending(m);
  if (engine.outcome(m)) return `Finished: ${engine.outcome(m)?.reason ?? ''}\n`;
  const prompt = (d: (typeof ds)[number]) =>
    presenter?.prompt ? presenter.prompt(d, engine.view(m, d.seats[0] ?? ''), locale) : d.prompt;
  return ds.map((d) => `${d.seats.join(', ')}: ${prompt(d)} (${d.kind})`).join('\n') + '\n';
}

function submit(io: Io, args: Args, file: string, seat: string, choice: Choice): number {
  const locale = localeOf(args);
  const { engine, match } = load(file);
  const r = engine.submit(match, seat, choice);
  if (!r.ok) {
    const why = presenter?.violation ? presenter.violation(r.error, locale) : r.error.message;
    io.err(`Refused: ${why}${r.error.rule ? ` (${r.error.rule})` : ''} [${r.error.code}]\n`);
    return 1;
  }
  writeFileSync(file, serializeMatch(r.value.match));
  if (args.options['json']) {
    printJson(io, { events: r.value.events, pending: engine.pending(r.value.match) });
    return 0;
  }
  printEvents(io, r.value.events, locale);
  io.out(pendingText(engine, r.value.match, locale));
  return 0;
}

async function* stdinLines(): AsyncIterable<string> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) yield line;
}

const words = (v: string): string[] =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x.length > 0);

/** Asks the report question by question; blank answers end lists. */
async function askReport(io: DogsIo, m: Campaign, seat: string): Promise<AfterActionReport> {
  const battle =
    m.state.battles.find((b) => b.step === 'report' && b.seats.includes(seat)) ??
    m.state.battles.find((b) => b.step === 'report');
  if (!battle) throw new UsageError('No battle waits for a report');
  const [s0, s1] = battle.seats;
  const it = (io.input ?? stdinLines())[Symbol.asyncIterator]();
  const ask = async (q: string): Promise<string> => {
    io.out(`${q} `);
    const n = await it.next();
    if (n.done) throw new UsageError('The input ended before the report was complete');
    return n.value.trim();
  };
  const onSheet = (s: string) =>
    (m.state.companies[s]?.soldiers ?? []).filter((x) => battle.groups[s]?.soldiers.includes(x.id));
  // The mission sheet: each soldier with the wound he starts with (his aftereffect).
  const names = (s: string) =>
    onSheet(s)
      .map((x) => `${x.id} (${x.name}${x.aftereffect !== 'none' ? `, starts ${x.aftereffect}` : ''})`)
      .join(', ');
  const startWounded = [...onSheet(s0), ...onSheet(s1)].filter(
    (x) => x.aftereffect === 'serious' || x.aftereffect === 'critical',
  );
  const machines = [
    ...[...onSheet(s0), ...onSheet(s1)].filter((x) => x.machine === 'mobile').map((x) => `${x.id} (${x.name})`),
    ...[s0, s1].flatMap((s) =>
      (m.state.companies[s]?.assets ?? [])
        .filter((a) => a.kind === 'immobile-machine')
        .map((a) => `${a.id} (${a.name})`),
    ),
  ];
  io.out(
    `Battle ${battle.id}: ${s0} against ${s1}, ${battle.mission ?? ''}\n  ${s0}: ${names(s0)}\n  ${s1}: ${names(s1)}\n`,
  );
  let result = '';
  while (!['victory', 'draw', 'defeat'].includes(result))
    result = await ask(`Result for ${s0} (victory, draw, defeat)?`);
  const other = result === 'victory' ? 'defeat' : result === 'defeat' ? 'victory' : 'draw';
  let retreat = await ask(`Did a side retreat? (${s0}, ${s1} or blank)`);
  while (retreat !== '' && retreat !== s0 && retreat !== s1) retreat = await ask(`${s0}, ${s1} or blank?`);
  const deeds: Deed[] = [];
  for (;;) {
    const line = await ask(
      'Deed (wound SOLDIER light|serious|critical|killed-outright TARGET-VALUE, aim SOLDIER AIM DIFFICULTY [OTHER-SERVANTS...], power|divination SOLDIER VALUE DIFFICULTY, bonus SOLDIER EP; blank to finish):',
    );
    if (line === '') break;
    const [kind, soldier = '', a = '', b = '', ...rest] = line.split(/\s+/);
    if (kind === 'wound') deeds.push({ kind, soldier, result: a as never, targetValue: Number(b) });
    else if (kind === 'aim')
      deeds.push({ kind, soldier, aim: Number(a), difficulty: Number(b), ...(rest.length ? { crew: rest } : {}) });
    else if (kind === 'power' || kind === 'divination')
      deeds.push({ kind, soldier, value: Number(a), difficulty: Number(b) });
    else if (kind === 'bonus') deeds.push({ kind, soldier, ep: Number(a) });
    else io.out('  (not understood, try again)\n');
  }
  const wounds: AfterActionReport['wounds'] = [];
  for (;;) {
    const line = await ask('Final wound worth recording (SOLDIER serious|critical|killed-outright; blank to finish):');
    if (line === '') break;
    const [soldier = '', state = ''] = line.split(/\s+/);
    if (state === 'serious' || state === 'critical' || state === 'killed-outright') wounds.push({ soldier, state });
    else io.out('  (serious, critical or killed-outright)\n');
  }
  const structure: AfterActionReport['structure'] = [];
  for (;;) {
    const line = await ask('Structure points lost by a machine (ID SP; blank to finish):');
    if (line === '') break;
    const [id = '', lost = '0'] = line.split(/\s+/);
    structure.push({ id, lost: Number(lost) });
  }
  // Asked only when someone began wounded, or a war machine fought.
  const healed =
    startWounded.length > 0
      ? words(
          await ask(
            `Who of ${startWounded.map((x) => `${x.id} (${x.name}, ${x.aftereffect})`).join(', ')} was healed on the table below Serious? (comma-separated, blank for none; the others end as they began unless reported wounded)`,
          ),
        )
      : [];
  const exploded =
    machines.length > 0
      ? words(
          await ask(
            `Whose boiler or carburetor exploded among ${machines.join(', ')}? (comma-separated, blank for none)`,
          ),
        )
      : [];
  const objectives = await ask('Objectives as JSON (blank for none):');
  const captures = await ask('Captures (comma-separated, blank for none):');
  return {
    ...(healed.length ? { healed } : {}),
    ...(exploded.length ? { exploded } : {}),
    results: { [s0]: result as 'victory', [s1]: other },
    retreat: retreat === '' ? null : retreat,
    deeds,
    wounds,
    structure,
    objectives: objectives === '' ? null : (JSON.parse(objectives) as AfterActionReport['objectives']),
    captures: list(captures),
  };
}

function companyFrom(file: string, seat: string | undefined): Company {
  const raw = readJsonFile(file, 'Company or campaign file') as Record<string, unknown>;
  if (typeof raw['record'] === 'object' && raw['state'] !== undefined) {
    const m = deserializeMatch<CampaignState>(readFileSync(file, 'utf8'));
    const s = seat ?? m.state.seats[0];
    const c = s === undefined ? undefined : m.state.companies[s];
    if (!c) throw new UsageError(`No company "${s ?? ''}" in the campaign (--seat)`);
    return c;
  }
  if (!Array.isArray(raw['soldiers'])) throw new UsageError(`"${file}" is neither a company nor a campaign`);
  return raw as unknown as Company;
}

export const dogsOfWarCommand: Command = {
  name: 'dogs-of-war',
  summary: 'Keep a Dogs of War campaign: companies, reports, the after-battle sequence, sheets',
  flags: ['json', 'hang-em-high', 'html', 'pdf'],
  help: HELP,
  async run(args, io) {
    const [sub, file] = args.positional;
    const dio = io as DogsIo;
    switch (sub) {
      case 'new': {
        checkKnown(args, ['company', 'missions', 'hang-em-high', 'seed', 'locale']);
        const locale = localeOf(args);
        if (!file) throw new UsageError('Name the campaign file');
        const raw = args.options['company'];
        const given = typeof raw === 'string' ? raw.split(/[ ;]/).flatMap((x) => x.split(',')) : [];
        const companies = given.map((g) => {
          const [seat = '', ...name] = g.split(':');
          return { seat, name: name.join(':') || seat };
        });
        if (companies.length < 2) throw new UsageError('Give at least two companies: --company red:Red,blue:Blue');
        const engine = Engine.create(dogsOfWarRuleset);
        if (!engine.ok) throw new Error(engine.error.message);
        const m = engine.value.start(Number(stringOption(args, 'seed') ?? 1), {
          companies,
          missions: Number(stringOption(args, 'missions') ?? 5),
          campaign: args.options['hang-em-high'] ? 'hang-em-high' : 'league',
        });
        if (!m.ok) {
          io.err(`${m.error.message}\n`);
          return 1;
        }
        writeFileSync(file, serializeMatch(m.value));
        io.out(`${file}: a new ${args.options['hang-em-high'] ? "Hang 'Em High campaign" : 'league'}\n`);
        io.out(pendingText(engine.value, m.value, locale));
        return 0;
      }
      case 'status': {
        checkKnown(args, ['seat', 'locale']);
        const locale = localeOf(args);
        const { engine, match } = load(file);
        const seat = stringOption(args, 'seat');
        if (args.options['json']) {
          printJson(io, { pending: engine.pending(match), state: match.state });
          return 0;
        }
        const board = presenter?.board(match.state, locale) ?? '';
        io.out(
          `${
            seat
              ? board
                  .split('\n== ')
                  .filter((p) => p.startsWith(match.state.companies[seat]?.name ?? '\u0000'))
                  .join('')
              : board
          }\n\n`,
        );
        io.out(pendingText(engine, match, locale));
        return 0;
      }
      case 'captain':
      case 'recruit': {
        checkKnown(args, ['options', 'faction', 'locale']);
        const choice: Choice = {
          kind: sub === 'captain' ? 'name-captain' : 'recruit',
          profile: need(args, 3, 'the profile'),
          name: need(args, 4, 'the name'),
          options: list(stringOption(args, 'options')),
          faction: stringOption(args, 'faction') ?? null,
        };
        return submit(io, args, file ?? '', need(args, 2, 'the seat'), choice);
      }
      case 'assign-ep':
        return submit(io, args, file ?? '', need(args, 2, 'the seat'), {
          kind: 'assign-ep',
          soldier: need(args, 3, 'the soldier'),
          ep: Number(need(args, 4, 'the EP')),
        });
      case 'spend':
        return submit(io, args, file ?? '', need(args, 2, 'the seat'), {
          kind: 'spend-ep',
          soldier: need(args, 3, 'the soldier'),
          purchase: parsePurchase(need(args, 4, 'the purchase')),
        });
      case 'costs': {
        const locale = localeOf(args);
        const { engine, match } = load(file);
        const seat = need(args, 2, 'the seat');
        const soldier = need(args, 3, 'the soldier');
        const options = (engine.legal(match, seat) as Choice[]).filter(
          (c) => c.kind === 'spend-ep' && c.soldier === soldier,
        );
        if (options.length === 0) io.out('Nothing to buy now\n');
        for (const c of options) {
          const r = engine.submit(match, seat, c);
          const spent = r.ok
            ? r.value.events.find((e) => e.type === 'ep-spent' || typeof e.cost === 'number')
            : undefined;
          const cost = spent && typeof spent.cost === 'number' ? `${spent.cost} EP` : '';
          io.out(`${presenter?.choice(c, match.state, locale) ?? c.kind}: ${cost}\n`);
        }
        return 0;
      }
      case 'rank':
        return submit(io, args, file ?? '', need(args, 2, 'the seat'), {
          kind: 'choose-rank',
          soldier: need(args, 3, 'the soldier'),
          rank: need(args, 4, 'Special or Elite') === 'Elite' ? 'Elite' : 'Special',
        });
      case 'attribute':
        checkKnown(args, ['soldier', 'locale']);
        return submit(io, args, file ?? '', need(args, 2, 'the seat'), {
          kind: 'buy-attribute',
          attribute: need(args, 3, 'the attribute'),
          soldier: stringOption(args, 'soldier') ?? null,
        });
      case 'discharge':
        return submit(io, args, file ?? '', need(args, 2, 'the seat'), { kind: 'discharge-captain' });
      case 'exclude':
        return submit(io, args, file ?? '', need(args, 2, 'the seat'), {
          kind: 'exclude',
          soldier: need(args, 3, 'the soldier'),
        });
      case 'done':
        return submit(io, args, file ?? '', need(args, 2, 'the seat'), { kind: 'done' });
      case 'choose': {
        const text = need(args, 3, 'the choice');
        const choice = (text.trimStart().startsWith('{') ? JSON.parse(text) : readJsonFile(text, 'Choice')) as Choice;
        return submit(io, args, file ?? '', need(args, 2, 'the seat'), choice);
      }
      case 'report': {
        checkKnown(args, ['from', 'locale']);
        const seat = need(args, 2, 'the seat');
        const from = stringOption(args, 'from');
        const report = from
          ? (readJsonFile(from, 'Report') as AfterActionReport)
          : await askReport(dio, load(file).match, seat);
        io.out('After the battle:\n');
        return submit(io, args, file ?? '', seat, { kind: 'report', report });
      }
      case 'standings': {
        const { match } = load(file);
        const rows = standings(match.state);
        if (args.options['json']) printJson(io, rows);
        else
          for (const r of rows)
            io.out(
              `${r.name.padEnd(24)} ${String(r.points).padStart(3)} pts  ${r.victories}-${r.draws}-${r.defeats}  renown ${r.renown}\n`,
            );
        return 0;
      }
      case 'history': {
        const { match } = load(file);
        const seat = need(args, 2, 'the seat');
        const rows = companyHistory(match.state, seat);
        if (args.options['json']) printJson(io, rows);
        else
          for (const h of rows)
            io.out(
              `Round ${h.round}, ${h.mission}: ${h.results[seat] ?? '?'} against ${h.seats.find((s) => s !== seat) ?? '?'}; renown +${h.renown[seat] ?? 0}, RP +${h.resources[seat] ?? 0}${(h.deaths[seat] ?? []).length ? `, dead: ${(h.deaths[seat] ?? []).join(', ')}` : ''}\n`,
            );
        return 0;
      }
      case 'sheet': {
        checkKnown(args, ['seat', 'html', 'pdf', 'out']);
        if (!file) throw new UsageError('Name the company or campaign file');
        const out = stringOption(args, 'out');
        if (!out) throw new UsageError('Say where to write the sheet: --out F');
        const c = companyFrom(file, stringOption(args, 'seat'));
        const content = dogsOfWarRuleset.content.sample;
        if (args.options['pdf']) writeFileSync(out, sheetPdf(c, content));
        else writeFileSync(out, sheetHtml(c, content));
        io.out(`${out}: the sheet of ${c.name}\n`);
        return 0;
      }
      default:
        throw new UsageError(`Unknown subcommand "${sub ?? ''}"; see \`skirmish dogs-of-war --help\``);
    }
  },
};
