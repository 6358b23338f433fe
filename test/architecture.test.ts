import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const probeDirs: string[] = [];

/** Lints a file planted in the tree (type-aware lint needs it on disk), then removes it. */
async function lintPlanted(folder: string, code: string): Promise<string[]> {
  const dir = join(root, folder, `zz-probe-${process.pid}`, 'src');
  probeDirs.push(join(root, folder, `zz-probe-${process.pid}`));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'probe.ts');
  writeFileSync(file, code);
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

afterAll(() => {
  for (const d of probeDirs) rmSync(d, { recursive: true, force: true });
});

describe('architecture rules (lint)', () => {
  it('reject Math.random planted in rulesets/', async () => {
    const msgs = await lintPlanted(
      'rulesets',
      'export const roll = (): number => Math.floor(Math.random() * 6) + 1;\n',
    );
    expect(msgs.some((m) => m.startsWith('no-restricted-properties') && m.includes('Math.random'))).toBe(true);
  });
  it('reject reading the clock in packages/', async () => {
    const msgs = await lintPlanted('packages', 'export const t = (): number => Date.now() + new Date().getTime();\n');
    expect(msgs.filter((m) => m.includes('reads no clock')).length).toBe(2);
  });
  it('reject I/O and imports from apps/ in rulesets/', async () => {
    const msgs = await lintPlanted(
      'rulesets',
      "import { readFileSync } from 'node:fs';\nimport { main } from '@skirmish/cli';\nexport const x = [readFileSync, main];\n",
    );
    expect(msgs.filter((m) => m.startsWith('no-restricted-imports')).length).toBe(2);
  });
  it('allow the clock and Math.random in apps/, where the edge is', async () => {
    const msgs = await lintPlanted('apps', 'export const t = (): number => Date.now() + Math.random();\n');
    expect(msgs).toEqual([]);
  });
});
