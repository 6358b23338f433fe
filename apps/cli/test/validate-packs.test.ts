import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '@skirmish/server/catalog';
import { loadPack, MAX_CONTENT_NUMBER } from '@skirmish/server/packs';
import { main } from '../src/main.ts';

const tmp = mkdtempSync(join(tmpdir(), 'skirmish-validate-'));
const registry = defaultRegistry();

async function run(argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (t) => void (out += t), err: (t) => void (err += t), registry, isTTY: false });
  return { code, out, err };
}

describe('skirmish validate checks a pack as the server does', () => {
  it('a number beyond the server’s cap that the schema allows is refused, with its path, in both languages', async () => {
    const pack = structuredClone(registry.get('hunters')!.content.sample) as {
      missions: Array<{ rewards: { xp: number } }>;
    };
    pack.missions[0]!.rewards.xp = 2 * MAX_CONTENT_NUMBER;
    const file = join(tmp, 'huge.json');
    writeFileSync(file, JSON.stringify(pack));
    const en = await run(['validate', 'hunters', file]);
    expect(en.code).toBe(1);
    expect(en.err).toContain(`missions.0.rewards.xp: 2000000000 is beyond ${MAX_CONTENT_NUMBER}`);
    const hu = await run(['validate', 'hunters', file, '--locale', 'hu']);
    expect(hu.err).toContain(`missions.0.rewards.xp: 2000000000 nagyobb, mint ${MAX_CONTENT_NUMBER}`);
    // The server's own check says the same.
    const server = loadPack(registry.get('hunters')!.content, pack);
    expect(server.ok ? [] : server.issues).toEqual([
      {
        path: 'missions.0.rewards.xp',
        message: `2000000000 is beyond ${MAX_CONTENT_NUMBER} (too large for a content pack)`,
      },
    ]);
  });

  it('the JSON Schema of each rule system lets a pack name its schema with "$schema" at the top, and nothing else unknown', async () => {
    for (const id of ['dogs-of-war', 'hunters', 'hybrid', 'warmachine']) {
      const r = await run(['validate', id, '--schema']);
      expect(r.code).toBe(0);
      const schema = JSON.parse(r.out) as { properties: Record<string, unknown>; additionalProperties: unknown };
      expect(schema.properties['$schema'], id).toEqual({ type: 'string' });
      expect(schema.additionalProperties, id).toBe(false);
    }
  });
});
