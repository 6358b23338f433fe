import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ServeUsageError, serveOptions } from '../src/main.ts';
import { SERVE } from './helpers.ts';

describe('the command line of bin/serve.mjs', () => {
  it('gives the defaults, and reads every option in either spelling', () => {
    expect(serveOptions([])).toEqual({
      port: 8080,
      host: '127.0.0.1',
      db: './data/skirmish.db',
      botWorkers: 1,
      diagnostics: false,
    });
    expect(serveOptions(['--port', '0', '--host=0.0.0.0', '--db', 'x.db', '--bot-workers=4', '--diagnostics'])).toEqual(
      {
        port: 0,
        host: '0.0.0.0',
        db: 'x.db',
        botWorkers: 4,
        diagnostics: true,
      },
    );
  });

  it('refuses an unknown option, a stray word, a missing value and numbers out of range, naming each', () => {
    const refusal = (argv: string[]): string => {
      try {
        serveOptions(argv);
      } catch (e) {
        expect(e).toBeInstanceOf(ServeUsageError);
        return (e as Error).message;
      }
      throw new Error(`accepted: ${argv.join(' ')}`);
    };
    expect(refusal(['--bogus'])).toMatch(/^Unknown option '--bogus' \(usage: serve\.mjs /);
    expect(refusal(['8080'])).toMatch(/^Unexpected argument '8080'/);
    expect(refusal(['--port'])).toMatch(/^Option '--port <value>' argument missing/);
    expect(refusal(['--port', 'abc'])).toBe('--port must be a whole number from 0 to 65535, got "abc"');
    expect(refusal(['--port', '70000'])).toBe('--port must be a whole number from 0 to 65535, got "70000"');
    expect(refusal(['--port', '-1'])).toMatch(/^Option '--port' argument is ambiguous/);
    expect(refusal(['--port=-1'])).toBe('--port must be a whole number from 0 to 65535, got "-1"');
    expect(refusal(['--bot-workers', '0'])).toBe('--bot-workers must be a whole number from 1 to 16, got "0"');
    expect(refusal(['--bot-workers', '2.5'])).toBe('--bot-workers must be a whole number from 1 to 16, got "2.5"');
    expect(refusal(['--db', ''])).toBe('--db must name a file');
    for (const e of [refusal(['--bogus']), refusal(['--port', 'abc'])]) expect(e).not.toContain('\n');
  });

  it('a bad command line ends the process with status 2 and one line, no stack trace, before anything listens', () => {
    const run = spawnSync(process.execPath, [SERVE, '--port', '0', '--bogus'], { encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^serve\.mjs: Unknown option '--bogus' \(usage: [^\n]*\)\n$/);
  }, 30_000);
});
