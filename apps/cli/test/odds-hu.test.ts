/** `skirmish odds --locale hu`: the procedures, the outcomes, the refusals and the help in Hungarian. */
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '@skirmish/server/catalog';
import { flagOf } from '../src/commands/odds.ts';
import { main } from '../src/main.ts';
import { english } from '../../../test/english.ts';

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

describe('skirmish odds --locale hu', () => {
  it('lists each rule system’s procedures in Hungarian, with no English word but the ids and the stats’ names', async () => {
    for (const ruleset of registry.list()) {
      const r = await run(['odds', ruleset.id, '--list', '--locale', 'hu']);
      expect(r.code, ruleset.id).toBe(0);
      // Each line: `--name kind ... words`; the ids (procedure, parameters, choice values) are the command's own.
      const ids = ruleset.odds.flatMap((p) => [
        `${p.id}:`,
        ...p.params.flatMap((x) => [
          `--${flagOf(x.name)}`,
          ...(x.type === 'choice' ? [x.values.join('|'), ...x.values] : []),
        ]),
      ]);
      expect(english(r.out, ids), ruleset.id).toEqual([]);
    }
    const wm = await run(['odds', 'warmachine', '--list', '--locale', 'hu']);
    expect(wm.out).toContain(
      'attack: Támadódobás: érték + 2d6 (boostolva 3d6) a DEF ellen; csupa 1-es mindig célt téveszt, csupa 6-os mindig talál; ha a kockák közt van két egyforma, a találat kritikus.\n',
    );
    expect(wm.out).toContain('    --boost (kapcsoló) (alapból false)  Boostolva (egy kockával több)\n');
    const dow = await run(['odds', 'dogs-of-war', '--list', '--locale', 'hu']);
    expect(dow.out).toContain(
      '    --wound serious|critical|killed-outright (kötelező)  A seb foka a küldetés után (serious: súlyos; critical: kritikus; killed-outright: kiütve)\n',
    );
  });

  it('words the outcomes in the language asked, the figures the same', async () => {
    const args = ['odds', 'warmachine', 'attack', '--stat', '6', '--def', '13', '--json'];
    const en = JSON.parse((await run(args)).out) as { outcomes: Array<{ outcome: string; p: string; label?: string }> };
    const hu = JSON.parse((await run([...args, '--locale', 'hu'])).out) as typeof en;
    // 2d6 + 6 against DEF 13: a hit needs 7 or more on the dice, 21/36 = 7/12; of those, the pairs 4-4,
    // 5-5 and 6-6 are critical, 3/36 = 1/12.
    expect(en.outcomes).toEqual([
      { outcome: 'miss', p: '5/12', label: 'miss' },
      { outcome: 'hit', p: '1/2', label: 'hit, not critical' },
      { outcome: 'critical', p: '1/12', label: 'critical hit' },
    ]);
    expect(hu.outcomes).toEqual([
      { outcome: 'miss', p: '5/12', label: 'célt téveszt' },
      { outcome: 'hit', p: '1/2', label: 'találat, nem kritikus' },
      { outcome: 'critical', p: '1/12', label: 'kritikus találat' },
    ]);
    const text = await run(['odds', 'hunters', 'mental-defence', '--value', '5', '--locale', 'hu']);
    expect(text.out).toBe(
      'hunters mental-defence value=5\n  ellenáll         5/6             83.33%\n  hatás alá kerül  1/6             16.67%\n',
    );
  });

  it('prints the chances asked first under the outcomes, summed from them, in the language asked', async () => {
    // 2d6 + 6 against DEF 13: a hit, critical or not, on 7 or more, 7/12.
    const en = await run(['odds', 'warmachine', 'attack', '--stat', '6', '--def', '13']);
    expect(en.out.split('\n').slice(-2)).toEqual(['= A hit (critical or not) 7/12            58.33%', '']);
    const hu = await run(['odds', 'warmachine', 'attack', '--stat', '6', '--def', '13', '--locale', 'hu']);
    // The rows are as wide as the longest words, a summary's among them.
    expect(hu.out).toContain('  célt téveszt                5/12            41.67%\n');
    expect(hu.out).toContain('= Találat (kritikus vagy sem) 7/12            58.33%\n');
    const json = JSON.parse((await run(['odds', 'warmachine', 'attack', '--stat', '6', '--def', '13', '--json'])).out);
    expect(json.summaries).toEqual([{ id: 'hit', label: 'A hit (critical or not)', p: '7/12' }]);
    // A roll without summaries prints its rows alone.
    const plain = await run(['odds', 'hunters', 'mental-defence', '--value', '5']);
    expect(plain.out).not.toContain('\n= ');
  });

  it('refuses in Hungarian: a missing, unknown or out-of-range parameter, an unknown procedure, a warjack not in the pack', async () => {
    const cases: Array<[string[], string]> = [
      [['odds', 'hybrid', 'natural-roll'], 'A --sl paraméter kötelező'],
      [['odds', 'hybrid', 'natural-roll', '--sl', '5', '--nope', '1'], 'Ismeretlen paraméter: --nope'],
      [['odds', 'hybrid', 'natural-roll', '--sl', '99'], '--sl: legfeljebb 30 lehet, nem "99"'],
      [['odds', 'hybrid', 'natural-roll', '--sl', 'five'], '--sl: egész szám kell, nem "five"'],
      [['odds', 'hybrid', 'natural-roll', '--sl', '5', '--dice', '3'], '--dice: ezek egyike kell: 1, 2, nem "3"'],
      [
        ['odds', 'hybrid', 'nope'],
        'A(z) hybrid szabályrendszernek nincs „nope” eljárása; ismertek: natural-roll, strike',
      ],
      [['odds', 'hybrid'], 'Nevezz meg egy eljárást, vagy a --list kapcsolóval nézd meg a hybrid eljárásait'],
      [
        ['odds', 'warmachine', 'warjack', '--model', 'nobody', '--stat', '6', '--pow', '12'],
        'odds/not-a-warjack: Nincs „nobody” warjack a tartalomban',
      ],
      [['odds', 'nobody', '--list'], 'Ismeretlen szabályrendszer: „nobody”'],
    ];
    for (const [argv, message] of cases) {
      const r = await run([...argv, '--locale', 'hu']);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err, argv.join(' ')).toContain(message);
      const en = await run(argv);
      expect(en.err, argv.join(' ')).not.toContain(message);
    }
  });

  it('--help --locale hu is Hungarian; English without it', async () => {
    expect((await run(['odds', '--help', '--locale', 'hu'])).out).toMatch(/^Használat: skirmish odds/);
    expect((await run(['odds', '--help'])).out).toMatch(/^Usage: skirmish odds/);
  });
});
