import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '@skirmish/server/catalog';
import { main } from '../src/main.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'skirmish.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'skirmish-input-'));
const registry = defaultRegistry();

async function run(argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    registry,
    isTTY: false,
  });
  return { code, out, err };
}

function write(name: string, text: string): string {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
}

const sample = (id: string) => registry.get(id)?.content.sample as Record<string, unknown>;

describe('a JSON file that cannot be read', () => {
  // The sample pack printed as an editor keeps it, with a comma too many on its fourth line.
  const lines = JSON.stringify(sample('hybrid'), null, 2).split('\n');
  lines[3] = `${lines[3]},`;
  const broken = write('broken.json', lines.join('\n'));
  const column = lines[3]?.length ?? 0;

  it('is named by line and column, not by character, in English and in Hungarian', async () => {
    const en = await run(['validate', 'hybrid', broken]);
    expect(en.code).toBe(2);
    expect(en.err).toContain(`is not valid JSON: line 4, column ${column}: unexpected`);
    expect(en.err).not.toMatch(/position \d+/);
    const hu = await run(['validate', 'hybrid', broken, '--locale', 'hu']);
    expect(hu.err).toContain(`(„${broken}”) nem érvényes JSON: a 4. sor ${column}. oszlopában: váratlan`);
    const cut = write('cut.json', '{"meta": {');
    expect((await run(['validate', 'hybrid', cut, '--locale', 'hu'])).err).toContain(
      'nem érvényes JSON: az 1. sor 11. oszlopában: a szöveg túl korán véget ér',
    );
  });

  it('starting with a byte-order mark is read as the JSON after it', async () => {
    const bom = write('bom.json', `\uFEFF${JSON.stringify(sample('hybrid'))}`);
    const r = await run(['validate', 'hybrid', bom]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect((await run(['simulate', 'hybrid', '--games', '1', '--quiet', '--content', bom])).code).toBe(0);
  });

  it('validate --json still answers on stdout, for broken JSON and for a missing file', async () => {
    const bad = await run(['validate', 'hybrid', broken, '--json']);
    expect(bad.code).toBe(2);
    const answer = JSON.parse(bad.out) as { valid: boolean; error: string; file: string };
    expect(answer).toMatchObject({ ruleset: 'hybrid', file: broken, valid: false, issues: [] });
    expect(answer.error).toContain('line 4, column');
    const hu = JSON.parse((await run(['validate', 'hybrid', broken, '--json', '--locale', 'hu'])).out) as {
      error: string;
    };
    expect(hu.error).toContain('a 4. sor');
    const missing = await run(['validate', 'hybrid', join(tmp, 'nowhere.json'), '--json']);
    expect(JSON.parse(missing.out)).toMatchObject({ valid: false, error: expect.stringMatching(/no such file/) });
  });
});

describe('a content pack of another rule system', () => {
  const hybridPack = write('hybrid-pack.json', JSON.stringify(sample('hybrid')));

  it('is named first, before the problems it gives, in validate and in simulate', async () => {
    const r = await run(['validate', 'dogs-of-war', hybridPack]);
    expect(r.code).toBe(1);
    expect(r.err.split('\n')[0]).toBe(
      `${hybridPack}: This looks like a Hybrid content pack (hybrid), not a Confrontation: Dogs of War one: its top-level fields are those of hybrid. Check the rule system named and the file.`,
    );
    expect((await run(['validate', 'dogs-of-war', hybridPack, '--locale', 'hu'])).err.split('\n')[0]).toContain(
      'Ez Hybrid tartalomcsomagnak látszik (hybrid)',
    );
    expect(JSON.parse((await run(['validate', 'dogs-of-war', hybridPack, '--json'])).out)).toMatchObject({
      valid: false,
      hint: expect.stringMatching(/looks like a Hybrid content pack/),
    });
    const sim = await run(['simulate', 'dogs-of-war', '--content', hybridPack, '--quiet']);
    expect(sim.code).toBe(2);
    expect(sim.err).toMatch(/^skirmish simulate: This looks like a Hybrid content pack/);
    // A pack of its own rule system with a problem or two says nothing of the kind.
    const own = write('own.json', JSON.stringify({ ...sample('hybrid'), profiles: 'none' }));
    expect((await run(['validate', 'hybrid', own])).err).not.toMatch(/looks like/);
  });
});

describe('smaller things the commands say', () => {
  it('validate --help shows a path that a pack has', async () => {
    const help = (await run(['validate', '--help'])).out;
    expect(help).not.toContain('warriors');
    expect(help).toContain('(profiles.3.nv)');
    expect((sample('hybrid')['profiles'] as Array<Record<string, unknown>>)[3]).toHaveProperty('nv');
  });

  it('replay names the content pack a record wants and how to give it', async () => {
    const dir = join(tmp, 'records');
    expect((await run(['simulate', 'hybrid', '--games', '1', '--seed', '3', '--quiet', '--records', dir])).code).toBe(
      0,
    );
    const file = join(dir, 'hybrid-3.json');
    const record = JSON.parse(readFileSync(file, 'utf8')) as { contentHash: string };
    const wanted = 'a'.repeat(64);
    const other = write('other-record.json', JSON.stringify({ ...record, contentHash: wanted }));
    const r = await run(['replay', other]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`record/content-mismatch: this record was played with the content pack of hash ${wanted}`);
    expect(r.err).toContain('give that pack with --content FILE');
    expect(r.err).toContain(`/api/content/${wanted}/pack.json`);
  });

  it('dogs-of-war status --seat shows the company heading whole', async () => {
    const file = join(tmp, 'campaign.json');
    expect((await run(['dogs-of-war', 'new', file, '--company', 'red:Red,blue:Blue'])).code).toBe(0);
    const red = await run(['dogs-of-war', 'status', file, '--seat', 'red']);
    expect(red.out.startsWith('== Red ==\n')).toBe(true);
    expect(red.out).not.toContain('Blue ==');
    expect((await run(['dogs-of-war', 'status', file, '--seat', 'blue'])).out.startsWith('== Blue ==\n')).toBe(true);
  });

  it('output into a pipe closed early ends quietly, without a stack trace', async () => {
    const child = spawn('node', [BIN, 'odds', 'hybrid', '--list', '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    // The reader goes away before the command writes: every write meets a closed pipe.
    child.stdout.destroy();
    let err = '';
    child.stderr.on('data', (d: Buffer) => void (err += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(err).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });
});
