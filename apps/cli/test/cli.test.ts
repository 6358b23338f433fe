import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Engine, Rational, Registry, SeededDice, unwrap } from '@skirmish/core';
import { main } from '../src/main.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'skirmish.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'skirmish-cli-'));

async function run(argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    registry: new Registry().register(duel),
    isTTY: false,
  });
  return { code, out, err };
}

function write(name: string, value: unknown): string {
  const path = join(tmp, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

describe('skirmish (the installed command)', () => {
  it('--help lists the commands and exits 0', () => {
    const out = execFileSync('node', [BIN, '--help'], { encoding: 'utf8' });
    for (const c of ['rulesets', 'serve', 'odds', 'replay', 'scenario', 'validate', 'simulate'])
      expect(out).toContain(c);
  });
  it('rulesets --json lists the four rule systems with the bots each supports', () => {
    const out = execFileSync('node', [BIN, 'rulesets', '--json'], { encoding: 'utf8' });
    const list = (JSON.parse(out) as { rulesets: Array<{ id: string; play: string; bots: string[] }> }).rulesets;
    expect(list.map((r) => r.id)).toEqual(['dogs-of-war', 'hunters', 'hybrid', 'warmachine']);
    expect(list.find((r) => r.id === 'hunters')?.play).toBe('cooperative');
    expect(list.find((r) => r.id === 'warmachine')?.bots).toEqual(['random', 'heuristic', 'mcts']);
  });
  it('odds --help explains the odds contract', () => {
    expect(execFileSync('node', [BIN, 'odds', '--help'], { encoding: 'utf8' })).toContain('"outcomes"');
  });
  it('an error goes to stderr with a non-zero exit code', () => {
    const r = spawnSync('node', [BIN, 'odds', 'no-such-game', '--list'], { encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('Unknown rule system "no-such-game"');
    expect(r.stdout).toBe('');
    expect(spawnSync('node', [BIN, 'frobnicate'], { encoding: 'utf8' }).status).toBe(2);
  });
});

describe('serve', () => {
  it('a port it cannot have is refused in a line, not with a stack: out of range, or in use already', async () => {
    const out = await run(['serve', '--port', '70000']);
    expect(out).toMatchObject({ code: 2, err: 'skirmish serve: --port must be at most 65535\n' });
    expect(await run(['serve', '--bot-workers', '0'])).toMatchObject({
      code: 2,
      err: 'skirmish serve: --bot-workers must be at least 1\n',
    });
    const { createServer } = await import('node:net');
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const cap = process.env['SKIRMISH_HEAP_CAP'];
    process.env['SKIRMISH_HEAP_CAP'] = 'off';
    try {
      const r = await run(['serve', '--port', String(port), '--db', join(tmp, 'serve.db')]);
      expect(r.code).toBe(2);
      expect(r.err).toBe(
        `skirmish serve: 127.0.0.1:${port} is in use already (another Skirmish server?); stop it or pick another port with --port\n`,
      );
    } finally {
      if (cap === undefined) delete process.env['SKIRMISH_HEAP_CAP'];
      else process.env['SKIRMISH_HEAP_CAP'] = cap;
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('one server to a games file: a second is refused while the first runs; a lock left by a server that is gone is taken over', async () => {
    const { spawn } = await import('node:child_process');
    const { existsSync } = await import('node:fs');
    const { createServer } = await import('node:net');
    const db = join(tmp, 'held.db');
    const cap = process.env['SKIRMISH_HEAP_CAP'];
    process.env['SKIRMISH_HEAP_CAP'] = 'off';
    // Another process stands for the first server.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      writeFileSync(`${db}.lock`, `${other.pid}\n`);
      expect(await run(['serve', '--port', '0', '--db', db])).toMatchObject({
        code: 2,
        err: `skirmish serve: ${db} is in use by another Skirmish server (process ${other.pid}); stop it, or give another file with --db\n`,
      });
      expect(readFileSync(`${db}.lock`, 'utf8')).toBe(`${other.pid}\n`);
      // Once that process is gone its lock is stale: this server takes the file (and, refused a
      // port, gives it up again).
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
      const r = await run(['serve', '--port', String(port), '--db', db]);
      expect(r.err).toContain('is in use already');
      expect(existsSync(`${db}.lock`)).toBe(false);
    } finally {
      other.kill();
      await new Promise((resolve) => taken.close(resolve));
      if (cap === undefined) delete process.env['SKIRMISH_HEAP_CAP'];
      else process.env['SKIRMISH_HEAP_CAP'] = cap;
    }
  });

  it('a games file it cannot use, or a PostgreSQL it cannot reach, is refused in a line that names it', async () => {
    const saved = { cap: process.env['SKIRMISH_HEAP_CAP'], url: process.env['DATABASE_URL'] };
    process.env['SKIRMISH_HEAP_CAP'] = 'off';
    delete process.env['DATABASE_URL'];
    try {
      const notDb = write('not-a-database.db', 'these are not the games you are looking for');
      expect(await run(['serve', '--port', '0', '--db', notDb])).toMatchObject({
        code: 2,
        err: `skirmish serve: ${notDb} is not an SQLite database; give another file with --db\n`,
      });
      expect(await run(['serve', '--port', '0', '--db', tmp])).toMatchObject({
        code: 2,
        err: `skirmish serve: ${tmp} cannot be opened (a folder, or a place this user may not write); give another file with --db\n`,
      });
      // A file where its folder should be.
      const under = await run(['serve', '--port', '0', '--db', join(notDb, 'x.db')]);
      expect(under.code).toBe(2);
      expect(under.err).toMatch(
        /^skirmish serve: .*x\.db cannot be opened \(E[A-Z]+\); give another file with --db\n$/,
      );
      process.env['DATABASE_URL'] = 'postgres://someone:secret-word@127.0.0.1:1/games';
      const pg = await run(['serve', '--port', '0']);
      expect(pg.code).toBe(2);
      expect(pg.err).toMatch(/^skirmish serve: the PostgreSQL database of DATABASE_URL cannot be used: /);
      expect(pg.err).not.toContain('secret-word');
    } finally {
      if (saved.cap === undefined) delete process.env['SKIRMISH_HEAP_CAP'];
      else process.env['SKIRMISH_HEAP_CAP'] = saved.cap;
      if (saved.url === undefined) delete process.env['DATABASE_URL'];
      else process.env['DATABASE_URL'] = saved.url;
    }
  });
});

describe('every command has --help', () => {
  for (const c of ['rulesets', 'serve', 'play', 'odds', 'replay', 'scenario', 'validate', 'simulate']) {
    it(c, async () => {
      const r = await run([c, '--help']);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(new RegExp(`^Usage: skirmish ${c}`));
    });
  }
});

describe('odds', () => {
  it('prints exact fractions that sum to 1 in the contract shape', async () => {
    const r = await run(['odds', 'duel', 'hits', '--dice', '3', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as {
      ruleset: string;
      procedure: string;
      inputs: unknown;
      outcomes: Array<{ outcome: number; p: string }>;
    };
    expect(report.ruleset).toBe('duel');
    expect(report.procedure).toBe('hits');
    expect(report.inputs).toEqual({ dice: 3 });
    // 3 dice hitting on 4+: 1/8, 3/8, 3/8, 1/8.
    expect(report.outcomes).toEqual([
      { outcome: 0, p: '1/8' },
      { outcome: 1, p: '3/8' },
      { outcome: 2, p: '3/8' },
      { outcome: 3, p: '1/8' },
    ]);
    const sum = report.outcomes.reduce((s, o) => s.add(Rational.parse(o.p)), Rational.ZERO);
    expect(sum.equals(Rational.ONE)).toBe(true);
  });
  it('takes house-rule options', async () => {
    const r = await run(['odds', 'duel', 'hits', '--dice', '1', '--options', '{"hitOn": 6}', '--json']);
    expect((JSON.parse(r.out) as { outcomes: unknown }).outcomes).toEqual([
      { outcome: 0, p: '5/6' },
      { outcome: 1, p: '1/6' },
    ]);
  });
  it('--list lists procedures with their parameters', async () => {
    const r = await run(['odds', 'duel', '--list', '--json']);
    expect(JSON.parse(r.out)).toMatchObject({
      ruleset: 'duel',
      procedures: [{ id: 'hits', params: [{ name: 'dice' }] }],
    });
  });
  it('refuses a bad parameter on stderr', async () => {
    const r = await run(['odds', 'duel', 'hits', '--dice', '9']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--dice must be at most 3');
    expect((await run(['odds', 'duel', 'nope'])).err).toContain('no odds procedure "nope"');
  });
});

describe('replay', () => {
  const engine = unwrap(Engine.create(duel));
  let m = unwrap(engine.start(21));
  const chooser = SeededDice.fromSeed(5);
  while (!engine.outcome(m)) {
    const seat = engine.pending(m)[0]!.seats[0]!;
    const legal = engine.legal(m, seat);
    m = unwrap(engine.submit(m, seat, legal[chooser.pick(legal.length)])).match;
  }
  it('prints the same hash as the live game, twice', async () => {
    const file = write('record.json', m.record);
    const a = await run(['replay', file]);
    const b = await run(['replay', file, '--json']);
    expect(a.out.trim()).toBe(engine.hash(m));
    expect(JSON.parse(b.out)).toMatchObject({ hash: engine.hash(m), outcome: engine.outcome(m) });
  });
  it('refuses a tampered record with a reason', async () => {
    const file = write('bad-record.json', { ...m.record, choices: [{ seat: 'south', choice: { kind: 'rally' } }] });
    const r = await run(['replay', file]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('record/illegal-choice');
  });
  it('refuses what is not a record, and garbage JSON', async () => {
    expect((await run(['replay', write('x.json', { hello: 1 })])).err).toContain(
      'Not a Skirmish record: "format" is not one of',
    );
    expect((await run(['replay', write('n.json', null)])).err).toContain(
      'Not a Skirmish record: it is not a JSON object',
    );
    const noSeat = { ...m.record, choices: [{ choice: { kind: 'rally' } }] };
    expect((await run(['replay', write('s.json', noSeat)])).err).toContain(
      'Not a Skirmish record: "choices.0" is not a seat\'s choice',
    );
    expect((await run(['replay', write('y.json', '{not json')])).err).toContain('not valid JSON');
    expect((await run(['replay', join(tmp, 'missing.json')])).err).toContain('no such file');
    // A folder where a file is asked for: a line, not a stack.
    expect(await run(['replay', tmp])).toEqual({
      code: 2,
      out: '',
      err: `skirmish replay: Record "${tmp}" is a folder, not a file\n`,
    });
  });
});

describe('scenario', () => {
  it('plays scripted choices on loaded dice and prints events and the final position', async () => {
    const file = write('scenario.json', {
      ruleset: 'duel',
      dice: [4, 6, 1],
      choices: [
        { seat: 'north', choice: { kind: 'commit', dice: 2 } },
        { seat: 'south', choice: { kind: 'commit', dice: 1 } },
      ],
    });
    const r = await run(['scenario', file, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as {
      steps: Array<{ events: Array<Record<string, unknown>> }>;
      position: { health: unknown };
      diceLeft: number;
    };
    expect(out.position.health).toEqual({ north: 3, south: 1 });
    expect(out.steps[1]!.events.filter((e) => e['type'] === 'duel/rolled')).toEqual([
      { type: 'duel/rolled', seat: 'north', rolls: [4, 6], hits: 2 },
      { type: 'duel/rolled', seat: 'south', rolls: [1], hits: 0 },
    ]);
    expect(out.diceLeft).toBe(0);
  });
  it('starts from a given position', async () => {
    const file = write('scenario-pos.json', {
      ruleset: 'duel',
      state: {
        round: 4,
        health: { north: 1, south: 1 },
        secret: { north: null, south: null },
        phase: 'commit',
        rallySeat: null,
      },
      dice: [6, 6],
      choices: [
        { seat: 'north', choice: { kind: 'commit', dice: 1 } },
        { seat: 'south', choice: { kind: 'commit', dice: 1 } },
      ],
    });
    const out = JSON.parse((await run(['scenario', file, '--json'])).out) as { outcome: unknown };
    expect(out.outcome).toEqual({ winners: [], draw: true, reason: 'both fell' });
  });
  it('refuses a given position that is not one of the rule system, before playing anything', async () => {
    const notObject = write('scenario-five.json', { ruleset: 'duel', state: 5, choices: [] });
    expect(await run(['scenario', notObject])).toMatchObject({
      code: 2,
      err: 'skirmish scenario: scenario.state: a position, as `--json` prints it under "position"\n',
    });
    const broken = write('scenario-broken.json', {
      ruleset: 'duel',
      state: {
        round: 4,
        health: { north: -3, south: 1 },
        secret: { north: null, south: null },
        phase: 'commit',
        rallySeat: null,
      },
      choices: [{ seat: 'north', choice: { kind: 'commit', dice: 1 } }],
    });
    const r = await run(['scenario', broken]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^skirmish scenario: scenario\.state is not a position of this rule system: /);
    expect(r.out).toBe('');
  });
  it('a given position its rules cannot read, though it passes their checks, is refused in a line; without one it is an internal fault', async () => {
    // A duel whose outcome cannot be read from any position: its checks pass, its reading throws.
    const brittle = {
      ...duel,
      id: 'brittle',
      rules: (c: Parameters<typeof duel.rules>[0], o: Parameters<typeof duel.rules>[1]) => ({
        ...duel.rules(c, o),
        outcome: (): never => {
          throw new TypeError("Cannot read properties of undefined (reading 'north')");
        },
      }),
    };
    const runBrittle = async (argv: string[]) => {
      let out = '';
      let err = '';
      const code = await main(argv, {
        out: (t) => void (out += t),
        err: (t) => void (err += t),
        registry: new Registry().register(brittle),
        isTTY: false,
      });
      return { code, out, err };
    };
    const state = {
      round: 1,
      health: { north: 3, south: 3 },
      secret: { north: null, south: null },
      phase: 'commit',
      rallySeat: null,
    };
    const given = write('scenario-brittle.json', { ruleset: 'brittle', state, choices: [] });
    expect(await runBrittle(['scenario', given, '--json'])).toEqual({
      code: 2,
      out: '',
      err: "skirmish scenario: scenario.state: the rules cannot read this position (Cannot read properties of undefined (reading 'north'))\n",
    });
    const none = write('scenario-brittle-none.json', { ruleset: 'brittle', choices: [] });
    const r = await runBrittle(['scenario', none, '--json']);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/^skirmish scenario: internal error: TypeError/);
  });
  it('stops at a refused choice with its reason code and exit code 1', async () => {
    const file = write('scenario-bad.json', {
      ruleset: 'duel',
      choices: [{ seat: 'north', choice: { kind: 'rally' } }],
    });
    const r = await run(['scenario', file, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).steps[0].refused.code).toBe('duel/not-now');
  });
  it('reports dice that run out', async () => {
    const file = write('scenario-short.json', {
      ruleset: 'duel',
      dice: [6],
      choices: [
        { seat: 'north', choice: { kind: 'commit', dice: 1 } },
        { seat: 'south', choice: { kind: 'commit', dice: 1 } },
      ],
    });
    const r = await run(['scenario', file]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('only 1 were scripted');
  });
});

describe('validate', () => {
  it('names the path of every error', async () => {
    const r = await run([
      'validate',
      'duel',
      write('pack.json', { sampleContent: 'yes', startingHealth: 99 }),
      '--json',
    ]);
    expect(r.code).toBe(1);
    expect(
      JSON.parse(r.out)
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['sampleContent', 'startingHealth']);
  });
  it('lists the first 40 problems of a pack of another format and counts the rest; --json gives them all', async () => {
    const wrong = write('other-format.json', {
      sampleContent: false,
      startingHealth: 4,
      ...Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`field${i}`, i])),
    });
    const r = await run(['validate', 'duel', wrong]);
    expect(r.code).toBe(1);
    const lines = r.err.trimEnd().split('\n');
    expect(lines[0]).toBe(`${wrong}: 45 problems`);
    expect(lines.slice(1, 41).every((l) => /^ {2}field\d+: no such field/.test(l))).toBe(true);
    expect(lines.slice(41)).toEqual(['  ... and 5 more (--json lists them all)']);
    const hu = await run(['validate', 'duel', wrong, '--locale', 'hu']);
    expect(hu.err.trimEnd().split('\n').at(-1)).toBe('  ... és még 5 (a --json mindet felsorolja)');
    const all = await run(['validate', 'duel', wrong, '--json']);
    expect((JSON.parse(all.out) as { issues: unknown[] }).issues).toHaveLength(45);
  });
  it('--locale hu words the problems, the summary and the help in Hungarian; the paths stay', async () => {
    const pack = write('pack-hu.json', { sampleContent: 'yes', startingHealth: 99 });
    const r = await run(['validate', 'duel', pack, '--locale', 'hu']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `${pack}: 2 hiba\n  sampleContent: true vagy false kell ide, nem "yes"\n  startingHealth: legfeljebb 20 kell ide, nem 99\n`,
    );
    const good = write('ok-hu.json', { sampleContent: false, startingHealth: 4 });
    expect((await run(['validate', 'duel', good, '--locale', 'hu'])).out).toBe(
      `${good}: érvényes duel tartalomcsomag\n`,
    );
    expect((await run(['validate', '--help', '--locale', 'hu'])).out).toContain('Ellenőrzi a tartalomcsomagot');
    // A file that cannot be had, a rule system or an option not known: told in Hungarian too.
    const refused = async (argv: string[]) => {
      const r = await run([...argv, '--locale', 'hu']);
      expect(r.code, argv.join(' ')).toBe(2);
      return r.err;
    };
    const missing = join(tmp, 'nincs-ilyen.json');
    expect(await refused(['validate', 'duel', missing])).toBe(
      `skirmish validate: A tartalomcsomag („${missing}”) nem olvasható: nincs ilyen fájl\n`,
    );
    expect(await refused(['validate', 'duel', tmp])).toBe(
      `skirmish validate: A tartalomcsomag („${tmp}”) mappa, nem fájl\n`,
    );
    const text = '{"sampleContent": [1, 2';
    const broken = write('broken-hu.json', text);
    // Where the text breaks, by line and column (here the text ends too soon, after its 23 characters).
    expect(await refused(['validate', 'duel', broken])).toBe(
      `skirmish validate: A tartalomcsomag („${broken}”) nem érvényes JSON: az 1. sor ${text.length + 1}. oszlopában: a szöveg túl korán véget ér\n`,
    );
    expect(await refused(['validate', 'chess', pack])).toBe(
      'skirmish validate: Ismeretlen szabályrendszer: „chess”; ismertek: duel\n',
    );
    expect(await refused(['validate', 'duel', pack, '--strict'])).toBe(
      'skirmish validate: Ismeretlen kapcsoló: --strict\n',
    );
    // The same in English as before.
    expect((await run(['validate', 'duel', missing])).err).toBe(
      `skirmish validate: Cannot read Content pack "${missing}": no such file\n`,
    );
    const wrong = await run(['validate', 'duel', pack, '--locale', 'de']);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('--locale must be en or hu');
  });
  it('accepts a good pack and prints the schema', async () => {
    expect((await run(['validate', 'duel', write('ok.json', { sampleContent: false, startingHealth: 4 })])).code).toBe(
      0,
    );
    expect(JSON.parse((await run(['validate', 'duel', '--schema'])).out).type).toBe('object');
  });
  it("prints the sample pack, which a pack of one's own can start from and which passes the check", async () => {
    const sample = await run(['validate', 'duel', '--sample']);
    expect(sample.code).toBe(0);
    expect(JSON.parse(sample.out)).toEqual(duel.content.sample);
    const copy = write('from-sample.json', JSON.parse(sample.out));
    const checked = await run(['validate', 'duel', copy, '--json']);
    expect(JSON.parse(checked.out)).toMatchObject({ valid: true, issues: [] });
  });
});

describe('simulate', () => {
  it('plays games to the end and reports the contract fields', async () => {
    const r = await run(['simulate', 'duel', '--games', '20', '--seed', '3', '--json', '--quiet']);
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.out) as {
      games: number;
      wins: Record<string, number>;
      winsByBot: Record<string, number>;
      draws: number;
      errors: number;
    };
    expect(rep.games).toBe(20);
    expect(rep.errors).toBe(0);
    const total = Object.values(rep.wins).reduce((a, b) => a + b, 0);
    expect(total + rep.draws).toBe(20);
    expect(rep.winsByBot['random']).toBe(total);
  });
  it("writes a line per game and each game's record; a record replays to the hash its line gives", async () => {
    const out = join(tmp, 'sim', 'games.jsonl');
    const records = join(tmp, 'sim', 'records');
    const r = await run([
      'simulate',
      'duel',
      '--games',
      '6',
      '--seed',
      '40',
      '--json',
      '--quiet',
      '--games-out',
      out,
      '--records',
      records,
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as {
      wins: Record<string, number>;
      draws: number;
      reasons: Record<string, number>;
      choices: { mean: number; median: number; min: number; max: number };
    };
    const lines = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as {
            seed: number;
            bots: Record<string, string>;
            outcome: { winners: string[]; draw?: boolean; reason: string } | null;
            choices: number;
            hash: string;
          },
      );
    expect(lines.map((l) => l.seed)).toEqual([40, 41, 42, 43, 44, 45]);
    // The lines add up to the report.
    for (const [side, n] of Object.entries(report.wins))
      expect(lines.filter((l) => !l.outcome?.draw && l.outcome?.winners.includes(side)).length).toBe(n);
    expect(lines.filter((l) => l.outcome === null || l.outcome.draw === true).length).toBe(report.draws);
    // The report's ends and lengths are the lines'.
    const ends: Record<string, number> = {};
    for (const l of lines) if (l.outcome) ends[l.outcome.reason] = (ends[l.outcome.reason] ?? 0) + 1;
    expect(report.reasons).toEqual(ends);
    const lengths = lines.map((l) => l.choices).sort((a, b) => a - b);
    expect(report.choices.min).toBe(lengths[0]);
    expect(report.choices.max).toBe(lengths[5]);
    expect(report.choices.median).toBe((lengths[2]! + lengths[3]!) / 2);
    expect(report.choices.mean).toBeCloseTo(lengths.reduce((a, b) => a + b, 0) / 6, 9);
    for (const l of lines) {
      expect(Object.values(l.bots)).toEqual(['random', 'random']);
      expect(l.choices).toBeGreaterThan(0);
      const replayed = await run(['replay', join(records, `duel-${l.seed}.json`), '--json']);
      expect(replayed.code).toBe(0);
      expect((JSON.parse(replayed.out) as { hash: string; choices: number }).hash).toBe(l.hash);
    }
    // A second run replaces the file rather than adding to it.
    await run(['simulate', 'duel', '--games', '2', '--seed', '40', '--quiet', '--games-out', out]);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(2);
  });
  it('is deterministic for a seed', async () => {
    const a = await run(['simulate', 'duel', '--games', '10', '--seed', '9', '--json', '--quiet']);
    const b = await run(['simulate', 'duel', '--games', '10', '--seed', '9', '--json', '--quiet']);
    expect(a.out).toBe(b.out);
  });
});

describe('play (in the terminal)', () => {
  it('--locale hu refuses a broken content pack, a bad option and an unknown one in Hungarian', async () => {
    const refused = async (argv: string[]) => {
      const r = await run(['play', 'duel', ...argv, '--locale', 'hu']);
      expect(r.code, argv.join(' ')).toBe(2);
      return r.err;
    };
    const pack = write('play-hu.json', { sampleContent: 'yes', startingHealth: 4 });
    expect(await refused(['--content', pack])).toBe(
      'skirmish play: content/invalid: A tartalom hibás: sampleContent: true vagy false kell ide, nem "yes"\n',
    );
    const missing = join(tmp, 'nincs.json');
    expect(await refused(['--content', missing])).toBe(
      `skirmish play: A tartalomcsomag („${missing}”) nem olvasható: nincs ilyen fájl\n`,
    );
    expect(await refused(['--vs', 'robot'])).toBe('skirmish play: a --vs értéke bot vagy human lehet\n');
    expect(await refused(['--setup', '{'])).toBe('skirmish play: a --setup értéke JSON legyen\n');
    expect(await refused(['--options', '[1]'])).toBe(
      'skirmish play: a --options értéke JSON objektum legyen, például {"nemesis": true}\n',
    );
    expect(await refused(['--colour', 'red'])).toBe('skirmish play: Ismeretlen kapcsoló: --colour\n');
    // English as before.
    expect((await run(['play', 'duel', '--content', pack])).err).toBe(
      'skirmish play: content/invalid: Content is invalid: sampleContent: expected true or false, not "yes"\n',
    );
  });

  it('plays hotseat from piped answers: board, numbered choices, record hash', () => {
    const r = spawnSync('node', [BIN, 'play', 'warmachine', '--vs', 'human', '--max-choices', '3'], {
      encoding: 'utf8',
      input: '1\n1\n1\n',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/ {2,}1\. /);
    expect(r.stdout).toMatch(/Record hash [0-9a-f]{64}/);
  });
  it('asks again on a bad answer and leaves on q', () => {
    const r = spawnSync('node', [BIN, 'play', 'warmachine', '--vs', 'human'], {
      encoding: 'utf8',
      input: 'banana\nq\n',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Type a number from 1 to');
    expect(r.stdout).toContain('Game left unfinished.');
  });
  it('takes a Warmachine position typed in inches, and speaks Hungarian with --locale hu', () => {
    const typed = spawnSync('node', [BIN, 'play', 'warmachine', '--vs', 'human'], {
      encoding: 'utf8',
      input: '1\ndeploy kron 22.5 3.5\nq\n',
    });
    expect(typed.status).toBe(0);
    expect(typed.stdout).toContain('deploy <model> <x> <y>');
    expect(typed.stdout).toContain('Marshal Iveta Kron (Player 1) is deployed at (22.5", 3.5")');
    const hu = spawnSync('node', [BIN, 'play', 'warmachine', '--vs', 'human', '--locale', 'hu'], {
      encoding: 'utf8',
      input: 'banana\nq\n',
    });
    expect(hu.status).toBe(0);
    expect(hu.stdout).toContain('Írj egy számot 1 és 2 között');
    expect(hu.stdout).toContain('A játék befejezetlen maradt.');
  });

  it('a Dogs of War league played in Hungarian begins with the Hungarian default set-up: its companies and proposed names in Hungarian', () => {
    const play = (locale: string) =>
      spawnSync('node', [BIN, 'play', 'dogs-of-war', '--vs', 'human', '--locale', locale, '--max-choices', '1'], {
        encoding: 'utf8',
        input: '1\n',
      });
    const hu = play('hu');
    expect(hu.status).toBe(0);
    expect(hu.stdout).toContain('== A Vörös Csapat ==');
    expect(hu.stdout).toContain('Ork hadúr kinevezése kapitánnyá');
    const en = play('en');
    expect(en.stdout).toContain('== The Red Company ==');
    expect(en.stdout).toContain('Name the Orc warlord as captain');
  });
});

describe('fuzz', () => {
  it('plays seeded games checking every choice, and reports none failing for a sound ruleset', async () => {
    const r = await run(['fuzz', '--ruleset', 'duel', '--games', '30', '--json', '--quiet']);
    expect(r.code).toBe(0);
    const [report] = JSON.parse(r.out) as Array<{ games: number; finished: number; failures: unknown[] }>;
    expect(report).toMatchObject({ games: 30, finished: 30, failures: [] });
  });
  it('reports a broken invariant with its seed and a record that reproduces it', async () => {
    const broken = {
      ...duel,
      id: 'broken-duel',
      rules: (c: Parameters<typeof duel.rules>[0], o: Parameters<typeof duel.rules>[1]) => {
        const rules = duel.rules(c, o);
        return { ...rules, invariants: (s: { round: number }) => (s.round >= 3 ? ['round 3 reached'] : []) };
      },
    };
    let out = '';
    const code = await main(['fuzz', '--ruleset', 'broken-duel', '--games', '3', '--json', '--quiet'], {
      out: (t) => void (out += t),
      err: () => undefined,
      registry: new Registry().register(broken),
      isTTY: false,
    });
    expect(code).toBe(1);
    const [report] = JSON.parse(out) as Array<{
      failures: Array<{ seed: number; check: string; record: { choices: unknown[] } }>;
    }>;
    expect(report!.failures.length).toBeGreaterThan(0);
    expect(report!.failures[0]).toMatchObject({ seed: 1, check: 'invariants' });
    expect(report!.failures[0]!.record.choices.length).toBeGreaterThan(0);
  });
});
