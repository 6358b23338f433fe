/** `skirmish odds`: how the flags of a procedure's parameters are spelled. */
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '@skirmish/server/catalog';
import { main } from '../src/main.ts';

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

describe('skirmish odds flags', () => {
  it('a parameter named in two words is a hyphenated flag (--boost-damage); its old spelling still works', async () => {
    const base = ['odds', 'warmachine', 'warjack', '--model', 'gravemaw', '--marks', '5,6,4,4,6,5'];
    const args = [...base, '--stat', '6', '--pow', '14', '--crippled', '--boost', '--json'];
    const report = async (extra: string[]) => {
      const r = await run([...args, ...extra]);
      expect(r.err).toBe('');
      return JSON.parse(r.out) as { inputs: Record<string, unknown>; outcomes: unknown };
    };
    const hyphen = await report(['--boost-damage']);
    expect(hyphen.inputs['boostDamage']).toBe(true);
    expect(await report(['--boostDamage'])).toEqual(hyphen);
    // Unboosted, the crippled weapon's one damage die never reaches the 4 Cortex boxes left.
    expect(await report([])).not.toEqual(hyphen);
    expect((await run(['odds', 'warmachine', '--list'])).out).toContain('    --boost-damage (switch) (default false)');
    expect((await run([...args, '--boost-damage', 'maybe'])).err).toContain('--boost-damage is a switch');
  });
});
