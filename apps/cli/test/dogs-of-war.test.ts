import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deserializeMatch, Registry } from '@skirmish/core';
import { aimEP, dogsOfWarRuleset, participationEP, type CampaignState } from '@skirmish/dogs-of-war';
import { parseArgs } from '../src/args.ts';
import { dogsOfWarCommand, historyLine, parsePurchase, type DogsIo } from '../src/commands/dogs-of-war.ts';

const tmp = mkdtempSync(join(tmpdir(), 'skirmish-dogs-'));

async function* lines(list: readonly string[]): AsyncIterable<string> {
  for (const l of list) yield l;
}

async function run(argv: string[], input: readonly string[] = []) {
  let out = '';
  let err = '';
  const io: DogsIo = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    registry: new Registry(),
    isTTY: false,
    input: lines(input),
  };
  const code = await dogsOfWarCommand.run(parseArgs(argv, [...(dogsOfWarCommand.flags ?? []), 'help']), io);
  return { code, out, err };
}

const state = (file: string) => deserializeMatch<CampaignState>(readFileSync(file, 'utf8')).state;

/** Two small companies formed through the command, up to the mission choice. */
async function formed(file: string) {
  expect((await run(['new', file, '--company', 'red:Red,blue:Blue', '--missions', '2', '--seed', '5'])).code).toBe(0);
  for (const seat of ['red', 'blue']) {
    expect((await run(['captain', file, seat, 'goblin-boss', 'Boss'])).code).toBe(0);
    expect((await run(['recruit', file, seat, 'goblin-warrior', 'Gob'])).code).toBe(0);
    for (let i = 0; i < 3; i++) expect((await run(['done', file, seat])).code).toBe(0);
  }
}

/** Names the sample's Acheron living-dead Adept captain of red in `file`, with the flags given. */
const adeptCaptain = (file: string, ...flags: string[]) =>
  run(['captain', file, 'red', 'acheron-living-dead-adept', 'Morvath', ...flags]);

describe('skirmish dogs-of-war', () => {
  it('DW-PEOPLE-05 an Adept captain names the Element and the path of his choice with --element and --path; without them he is refused', async () => {
    const file = join(tmp, 'adept.json');
    expect((await run(['new', file, '--company', 'red:Red,blue:Blue'])).code).toBe(0);
    const bare = await adeptCaptain(file);
    expect(bare.code).toBe(1);
    expect(bare.err).toContain('Refused');
    expect(state(file).companies.red?.soldiers).toEqual([]);
    // An Element his card names already is refused too.
    const held = await adeptCaptain(file, '--element', 'darkness', '--path', 'Technomancy');
    expect(held.code).toBe(1);
    const ok = await adeptCaptain(file, '--element', 'fire', '--path', 'Technomancy');
    expect(ok.code).toBe(0);
    expect(state(file).companies.red?.soldiers[0]?.magicOfChoice).toEqual({ element: 'fire', path: 'Technomancy' });
  });

  it('DW-PEOPLE-05 --element and --path take the names the refusals list, in any case and in either language', async () => {
    const named = async (file: string, element: string, path: string) => {
      expect((await run(['new', file, '--company', 'red:Red,blue:Blue'])).code).toBe(0);
      const r = await adeptCaptain(file, '--element', element, '--path', path);
      expect(r).toMatchObject({ code: 0, err: '' });
      return state(file).companies.red?.soldiers[0]?.magicOfChoice;
    };
    // As the English refusals name them ("Air, Earth, Fire"), in another case, and in Hungarian.
    expect(await named(join(tmp, 'adept-en.json'), 'Fire', 'technomancy')).toEqual({
      element: 'fire',
      path: 'Technomancy',
    });
    expect(await named(join(tmp, 'adept-hu.json'), 'LEVEGŐ', 'Teurgia')).toEqual({ element: 'air', path: 'Theurgy' });
    expect(await named(join(tmp, 'adept-hu2.json'), ' víz ', 'khtonikus mágia')).toEqual({
      element: 'water',
      path: 'Chthonian',
    });
    // No Element of that name: a usage error naming the six; a path the book does not name goes to
    // the rules, whose refusal lists the paths open to him.
    const file = join(tmp, 'adept-unknown.json');
    expect((await run(['new', file, '--company', 'red:Red,blue:Blue'])).code).toBe(0);
    await expect(adeptCaptain(file, '--element', 'plasma', '--path', 'Theurgy')).rejects.toThrow(
      '--element is an Element (Air, Earth, Fire, Water, Light, Darkness), not "plasma"',
    );
    const path = await adeptCaptain(file, '--element', 'Fire', '--path', 'Pyromancy');
    expect(path.code).toBe(1);
    expect(path.err).toContain('[recruit/path-not-open]');
    expect(path.err).toContain('Pyromancy is not a path');
    expect(state(file).companies.red?.soldiers).toEqual([]);
  });

  it('creates a campaign file and edits a company through the rules, refusing what they forbid', async () => {
    const file = join(tmp, 'edit.json');
    expect((await run(['new', file, '--company', 'red:Red,blue:Blue'])).out).toContain('Choose the captain');
    await run(['captain', file, 'red', 'goblin-boss', 'Boss']);
    const r = await run(['recruit', file, 'red', 'goblin-warrior', 'Gob']);
    expect(r.out).toContain('Gob');
    expect(state(file).companies.red?.soldiers.map((s) => s.name)).toEqual(['Boss', 'Gob']);
    // A profile of no such people is refused, with the reason and the rule.
    const refused = await run(['recruit', file, 'red', 'paladin-of-alahan', 'Sir']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Refused: .*DW-/);
    await run(['done', file, 'red']);
    const boss = state(file).companies.red?.soldiers[0]?.id ?? '';
    await run(['assign-ep', file, 'red', boss, '30']);
    const costs = await run(['costs', file, 'red', boss]);
    expect(costs.out).toMatch(/raise ATT: \d+ EP/);
    const spent = await run(['spend', file, 'red', boss, 'char:ATT']);
    expect(spent.out).toMatch(/ATT to \d+ for \d+ EP/);
    expect(state(file).companies.red?.soldiers[0]?.bought.ATT).toBe(1);
    expect(parsePurchase('role:medic')).toEqual({ kind: 'role', role: 'medic' });
  });

  it('spend path: names a path by its English or Hungarian name in any case, an unknown one as typed', () => {
    expect(parsePurchase('path:Teurgia')).toEqual({ kind: 'path', name: 'Theurgy' });
    expect(parsePurchase('path:technomancy')).toEqual({ kind: 'path', name: 'Technomancy' });
    expect(parsePurchase('path:Pyromancy')).toEqual({ kind: 'path', name: 'Pyromancy' });
  });

  it('records an after-action report question by question and shows every roll of the after-battle sequence', async () => {
    const file = join(tmp, 'battle.json');
    await formed(file);
    const b = state(file).battles[0];
    expect(b?.step).toBe('choose-mission');
    await run(['choose', file, b?.chooser ?? 'red', '{"kind":"choose-mission","mission":"intrusion"}']);
    for (const seat of ['red', 'blue']) {
      const ids = state(file).companies[seat]?.soldiers.map((s) => s.id) ?? [];
      const g = { kind: 'form-group', soldiers: ids, attributes: [], hires: [], explorers: [] };
      expect((await run(['choose', file, seat, JSON.stringify(g)])).code).toBe(0);
    }
    for (const seat of ['red', 'blue'])
      await run(['choose', file, seat, '{"kind":"finish-preparation","bonesetter":[],"training":[]}']);
    expect(state(file).battles[0]?.step).toBe('report');
    const blueGob = state(file).companies.blue?.soldiers[1]?.id ?? '';
    const redBoss = state(file).companies.red?.soldiers[0]?.id ?? '';
    const r = await run(
      ['report', file, 'red'],
      [
        'victory',
        '',
        `wound ${redBoss} killed-outright 10`,
        `aim ${redBoss} 3 7`,
        '',
        `${blueGob} killed-outright`,
        '',
        '',
        '',
        '',
      ],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('Result for red');
    // The report waits for Blue to accept it: nothing of the after-battle sequence yet.
    expect(r.out).toMatch(/Red reports battle 1 \(Red victory, Blue defeat; deeds: .*\); Blue to accept it/);
    expect(r.out).not.toContain('After the battle');
    expect(state(file).history).toEqual([]);
    const c = await run(['confirm', file, 'blue']);
    expect(c.code).toBe(0);
    // The acceptance runs the after-battle sequence: its heading comes first, once.
    expect(c.out.startsWith('After the battle:\n')).toBe(true);
    expect(c.out.match(/After the battle:/g)).toHaveLength(1);
    expect(c.out).toContain('Blue accepts the report of battle 1');
    // The after-battle sequence with its rolls: renown, wages and the recuperation dice.
    expect(c.out).toMatch(/\[DW-AFTER-(04|05)\] .*renown/);
    expect(c.out).toMatch(/\[DW-AFTER-06\] Wages/);
    expect(c.out).toMatch(/\[DW-RECUP-02\] Gob \(killed outright\) rolls \d\+\d/);
    const h = state(file).history[0];
    expect(h?.results).toEqual({ red: 'victory', blue: 'defeat' });
    expect(state(file).earned.red?.[redBoss]).toBeGreaterThan(0);
    const standings = await run(['standings', file]);
    expect(standings.out.split('\n')[0]).toMatch(/^Red +3 pts/);
    const blueHistory = (await run(['history', file, 'blue'])).out;
    expect(blueHistory).toMatch(/intrusion: defeat against red/);
    // DW-RECUP-09 the dead have left their company: a history line names them as the record keeps them.
    if (!h) throw new Error('no history');
    const died = { ...h, deaths: { ...h.deaths, blue: [blueGob] }, deadNames: { [blueGob]: 'Gob the Late' } };
    expect(historyLine(died, 'blue', 'en')).toMatch(/, dead: Gob the Late\n$/);
    expect(historyLine(died, 'blue', 'hu')).toMatch(/, halottak: Gob the Late\n$/);
  });

  it("DW-MISSION-DURING-17 the report's aim line names the other servants of a machine, and each earns the shot's EP", async () => {
    const file = join(tmp, 'crew.json');
    await formed(file);
    const b = state(file).battles[0];
    await run(['choose', file, b?.chooser ?? 'red', '{"kind":"choose-mission","mission":"intrusion"}']);
    for (const seat of ['red', 'blue']) {
      const ids = state(file).companies[seat]?.soldiers.map((s) => s.id) ?? [];
      const g = { kind: 'form-group', soldiers: ids, attributes: [], hires: [], explorers: [] };
      expect((await run(['choose', file, seat, JSON.stringify(g)])).code).toBe(0);
    }
    for (const seat of ['red', 'blue'])
      await run(['choose', file, seat, '{"kind":"finish-preparation","bonesetter":[],"training":[]}']);
    const [boss, gob] = state(file).companies.red?.soldiers.map((s) => s.id) ?? [];
    const r = await run(['report', file, 'red'], ['draw', '', `aim ${boss} 3 7 ${gob}`, '', '', '', '', '']);
    expect(r.code).toBe(0);
    expect((await run(['confirm', file, 'blue'])).code).toBe(0);
    // 3 + 7 - 3 = 7 EP to each, on top of the same participation.
    const earned = state(file).earned.red ?? {};
    expect(earned[boss ?? '']).toBe(participationEP(0) + aimEP(3, 7));
    expect(earned[gob ?? '']).toBe(participationEP(0) + 7);
  });

  it('takes the report from a JSON file too, and refuses one that does not fit the battle', async () => {
    const file = join(tmp, 'json.json');
    await formed(file);
    const b = state(file).battles[0];
    await run(['choose', file, b?.chooser ?? 'red', '{"kind":"choose-mission","mission":"intrusion"}']);
    for (const seat of ['red', 'blue']) {
      const ids = state(file).companies[seat]?.soldiers.map((s) => s.id) ?? [];
      const g = { kind: 'form-group', soldiers: ids, attributes: [], hires: [], explorers: [] };
      await run(['choose', file, seat, JSON.stringify(g)]);
    }
    for (const seat of ['red', 'blue'])
      await run(['choose', file, seat, '{"kind":"finish-preparation","bonesetter":[],"training":[]}']);
    const bad = join(tmp, 'bad-report.json');
    writeFileSync(
      bad,
      JSON.stringify({
        results: { red: 'victory', blue: 'victory' },
        retreat: null,
        deeds: [],
        wounds: [],
        structure: [],
        objectives: null,
        captures: [],
      }),
    );
    const refused = await run(['report', file, 'red', '--from', bad]);
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    const good = join(tmp, 'good-report.json');
    writeFileSync(
      good,
      JSON.stringify({
        results: { red: 'draw', blue: 'draw' },
        retreat: null,
        deeds: [],
        wounds: [],
        structure: [],
        objectives: null,
        captures: [],
      }),
    );
    expect((await run(['report', file, 'red', '--from', good])).code).toBe(0);
    // Sent back, the report is asked again; given again and accepted, it settles the battle.
    const back = await run(['confirm', file, 'blue', '--send-back']);
    expect(back.out).toContain('Blue sends the report of battle 1 back');
    expect(back.out).not.toContain('After the battle');
    expect(state(file).battles[0]?.reported).toBeUndefined();
    expect((await run(['report', file, 'blue', '--from', good])).code).toBe(0);
    // The one who gave it is told whose acceptance it awaits; nothing reads as if the battle ended.
    const own = await run(['confirm', file, 'blue']);
    expect(own.code).toBe(1);
    expect(own.out).toBe('');
    expect(own.err).toBe('Refused: the report of battle 1 awaits the acceptance of Red, not yours\n');
    expect(state(file).battles[0]?.reported?.awaiting).toEqual(['red']);
    // With --json the output is the JSON alone: the acceptance, then the after-battle sequence.
    const json = await run(['confirm', file, 'red', '--json']);
    expect(json.code).toBe(0);
    const printed = JSON.parse(json.out) as { events: Array<{ type: string }>; pending: unknown[] };
    expect(printed.events[0]?.type).toBe('report-accepted');
    expect(printed.events.some((e) => e.type === 'renown')).toBe(true);
    expect(state(file).history).toHaveLength(1);
  });

  it('never writes over a campaign by accident: new on its file is refused unless --force; nothing is left half written', async () => {
    const file = join(tmp, 'kept.json');
    await formed(file);
    const before = readFileSync(file, 'utf8');
    await expect(run(['new', file, '--company', 'green:Green,grey:Grey'])).rejects.toThrow(
      `"${file}" exists already: name a new file, or add --force to start over in it (its campaign is then lost)`,
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect((await run(['new', file, '--company', 'green:Green,grey:Grey', '--force'])).code).toBe(0);
    expect(Object.keys(state(file).companies).sort()).toEqual(['green', 'grey']);
    // A sheet or a campaign that cannot be written says so in a line, and leaves no part file.
    await expect(
      run(['sheet', file, '--seat', 'green', '--html', '--out', join(tmp, 'no-such-folder', 'x.html')]),
    ).rejects.toThrow(`Cannot write "${join(tmp, 'no-such-folder', 'x.html')}" (ENOENT)`);
    expect(readdirSync(tmp).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('a campaign file that is not one is refused in a line that says why, whatever the command; nothing is written', async () => {
    const file = join(tmp, 'mended.json');
    await formed(file);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { record: { ruleset: string }; state: CampaignState };
    const refusals: Array<[unknown, string]> = [
      [{ record: {}, state: {} }, 'not a saved game: "record.format" is not one of'],
      [{ ...saved, rng: 'x' }, 'not a saved game: "rng" is not four whole numbers'],
      [{ ...saved, steps: [] }, 'not a saved game: "steps" has 0 entries for'],
      [
        { ...saved, record: { ...saved.record, ruleset: 'hybrid' } },
        'it is a saved game of "hybrid", not of Dogs of War',
      ],
      [
        { ...saved, state: { x: 1 } },
        'does not hold together: mode: missing (expected "league" or "hang-em-high"); seats: missing (expected an array)',
      ],
      [
        {
          ...saved,
          state: {
            ...saved.state,
            companies: { ...saved.state.companies, red: { ...saved.state.companies.red, resources: -5 } },
          },
        },
        'does not hold together: red: negative resources -5',
      ],
    ];
    for (const [i, [bad, why]] of refusals.entries()) {
      const f = join(tmp, `not-a-campaign-${i}.json`);
      writeFileSync(f, JSON.stringify(bad));
      for (const argv of [
        ['status', f],
        ['done', f, 'red'],
        ['sheet', f, '--seat', 'red', '--html', '--out', join(tmp, 'x.html')],
      ])
        await expect(run(argv), `${i} ${argv[0] ?? ''}`).rejects.toThrow(why);
      expect(readFileSync(f, 'utf8')).toBe(JSON.stringify(bad));
    }
    await expect(run(['status', tmp])).rejects.toThrow(`Campaign file "${tmp}" is a folder, not a file`);
    await expect(run(['status', tmp, '--locale', 'hu'])).rejects.toThrow(`A kampányfájl („${tmp}”) mappa, nem fájl`);
    await expect(run(['report', file, 'red', '--from', tmp])).rejects.toThrow(
      `Report "${tmp}" is a folder, not a file`,
    );
    // A campaign mended by hand that still holds together is read as it is.
    const renamed = {
      ...saved,
      state: {
        ...saved.state,
        companies: { ...saved.state.companies, red: { ...saved.state.companies.red, name: 'Rouge' } },
      },
    };
    writeFileSync(file, JSON.stringify(renamed));
    expect((await run(['status', file])).out).toContain('Rouge');
  });

  it('writes the printable sheet as HTML and as PDF, from a campaign or a company file', async () => {
    const file = join(tmp, 'sheet.json');
    await formed(file);
    const html = join(tmp, 'red.html');
    expect((await run(['sheet', file, '--seat', 'red', '--html', '--out', html])).code).toBe(0);
    expect(readFileSync(html, 'utf8')).toContain('Boss');
    const company = join(tmp, 'blue-company.json');
    writeFileSync(company, JSON.stringify(state(file).companies.blue));
    const pdf = join(tmp, 'blue.pdf');
    expect((await run(['sheet', company, '--pdf', '--out', pdf])).code).toBe(0);
    expect(readFileSync(pdf).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  it("DW-EVOLVE-CHAR-13 DW-EVOLVE-CHAR-16 a faithful's Aspects: on the sheets in English and Hungarian, bought with char:CRE on a pack that prices them, refused on one that does not", async () => {
    // Test content: the sample pack with one cost row for the three Aspects (the book's row was lost).
    const sample = dogsOfWarRuleset.content.sample;
    const pack = {
      ...sample,
      tables: {
        ...sample.tables,
        characteristicCosts: {
          ...sample.tables.characteristicCosts,
          rows: { ASPECTS: { base: 10, step: 1, maxGain: 3 } },
        },
      },
    };
    const packFile = join(tmp, 'aspects-pack.json');
    writeFileSync(packFile, JSON.stringify(pack));
    const file = join(tmp, 'aspects.json');
    const own = (argv: string[]) => run([...argv, '--content', packFile]);
    expect((await own(['new', file, '--company', 'red:Red,blue:Blue'])).code).toBe(0);
    // The sample's Jackal master of rites: Creation 1, Alteration 1, Destruction 0.
    expect((await own(['captain', file, 'red', 'jackal-master-of-rites', 'Grash'])).code).toBe(0);
    await own(['done', file, 'red']);
    const grash = state(file).companies.red?.soldiers[0]?.id ?? '';
    expect(state(file).companies.red?.soldiers[0]?.aspects).toEqual({ CRE: 1, ALT: 1, DES: 0 });
    await own(['assign-ep', file, 'red', grash, '30']);
    const costs = await own(['costs', file, 'red', grash]);
    expect(costs.out).toContain('Grash: raise Creation: 12 EP\n');
    expect(costs.out).toContain('Grash: raise Destruction: 10 EP\n');
    expect((await own(['spend', file, 'red', grash, 'char:CRE'])).out).toContain('Grash: Creation to 2 for 12 EP');
    expect((await own(['spend', file, 'red', grash, 'char:DES'])).out).toContain('Grash: Destruction to 1 for 10 EP');
    // Two points in all before a rank-up: the third is refused, by the total.
    const third = await own(['spend', file, 'red', grash, 'char:ALT']);
    expect(third.code).toBe(1);
    expect(third.err).toContain('DW-EVOLVE-CHAR-13');
    const thirdHu = await own(['spend', file, 'red', grash, 'char:ALT', '--locale', 'hu']);
    expect(thirdHu.err).toContain(
      'Ez nem szabályos (DW-EVOLVE-CHAR-13): A három aspektus (Teremtés, Átalakítás, Pusztítás) együtt, nem külön-külön, minden elért rangért legfeljebb két ponttal nőhet; többhöz újabb rang kell.',
    );
    const status = await own(['status', file, '--seat', 'red']);
    expect(status.out).toContain('    Aspects: Creation 1>2, Alteration 1, Destruction 0>1\n');
    const statusHu = await own(['status', file, '--seat', 'red', '--locale', 'hu']);
    expect(statusHu.out).toContain('    Aspektusok: Teremtés 1>2, Átalakítás 1, Pusztítás 0>1\n');
    const html = join(tmp, 'aspects.html');
    expect((await own(['sheet', file, '--seat', 'red', '--html', '--out', html])).code).toBe(0);
    expect(readFileSync(html, 'utf8')).toContain(
      '<span class="label">Aspects</span> <span class="value">Creation 1&gt;2, Alteration 1, Destruction 0&gt;1</span>',
    );
    const htmlHu = join(tmp, 'aspects-hu.html');
    expect((await own(['sheet', file, '--seat', 'red', '--html', '--out', htmlHu, '--locale', 'hu'])).code).toBe(0);
    expect(readFileSync(htmlHu, 'utf8')).toContain(
      '<span class="label">Aspektusok</span> <span class="value">Teremtés 1&gt;2, Átalakítás 1, Pusztítás 0&gt;1</span>',
    );
    // On the sample pack, which prices no Aspect, the purchase is refused for the missing row.
    const plain = join(tmp, 'aspects-plain.json');
    expect((await run(['new', plain, '--company', 'red:Red,blue:Blue'])).code).toBe(0);
    await run(['captain', plain, 'red', 'jackal-master-of-rites', 'Grash']);
    await run(['done', plain, 'red']);
    const id = state(plain).companies.red?.soldiers[0]?.id ?? '';
    await run(['assign-ep', plain, 'red', id, '30']);
    const missing = await run(['spend', plain, 'red', id, 'char:CRE']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('DW-EVOLVE-CHAR-09');
    expect((await run(['costs', plain, 'red', id])).out).not.toContain('Creation');
  });

  it('DW-RECRUIT-14 --aspects names the layout the master of rites keeps; one he is not offered, or one for a warrior, is refused', async () => {
    const file = join(tmp, 'layout.json');
    expect((await run(['new', file, '--company', 'red:Red,blue:Blue'])).code).toBe(0);
    const unknown = await run(['captain', file, 'red', 'jackal-master-of-rites', 'Grash', '--aspects', '2,0,0']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain(
      'Jackal master of rites cannot have Creation 2, Alteration 0, Destruction 0; his Aspects are Creation 1, Alteration 0, Destruction 1 or Creation 1, Alteration 1, Destruction 0',
    );
    const unknownHu = await run([
      'captain',
      file,
      'red',
      'jackal-master-of-rites',
      'Grash',
      '--aspects',
      '2,0,0',
      '--locale',
      'hu',
    ]);
    expect(unknownHu.err).toContain('Ez nem szabályos (DW-RECRUIT-14): Amit az újonc önmagáról választhat');
    const malformed = await run(['captain', file, 'red', 'jackal-master-of-rites', 'Grash', '--aspects', '1,x,1']);
    expect(malformed.code).toBe(1);
    expect(malformed.err).toContain('expected number, received string [choice/malformed]');
    const named = await run(['captain', file, 'red', 'jackal-master-of-rites', 'Grash', '--aspects', '1,0,1']);
    expect(named.code).toBe(0);
    expect(named.out).toContain('his Aspects for good: Creation 1, Alteration 0, Destruction 1');
    expect(state(file).companies.red?.soldiers[0]?.aspects).toEqual({ CRE: 1, ALT: 0, DES: 1 });
    const brute = await run(['recruit', file, 'red', 'orc-brute', 'Brak', '--aspects', '1,0,1']);
    expect(brute.code).toBe(1);
    expect(brute.err).toContain('Orc brute has no choice of Aspects to make');
    expect(state(file).companies.red?.soldiers.map((s) => s.name)).toEqual(['Grash']);
  });

  it('speaks Hungarian with --locale hu: prompts, log lines, cost labels, the sheet and a refusal', async () => {
    const file = join(tmp, 'hu.json');
    const started = await run(['new', file, '--company', 'red:Red,blue:Blue', '--locale', 'hu']);
    expect(started.out).toContain('Válaszd ki az új csapatod kapitányát');
    const named = await run(['captain', file, 'red', 'goblin-boss', 'Boss', '--locale', 'hu']);
    expect(named.out).toMatch(/\[DW-CAPTAIN-01\] Boss \(.+\) vezeti ezt a csapatot: Red; bajnokként kezd/);
    expect(named.out).toContain('Toborozd az első katonáidat');
    const refused = await run(['recruit', file, 'red', 'paladin-of-alahan', 'Sir', '--locale', 'hu']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Elutasítva: Ez nem szabályos \(DW-/);
    await run(['done', file, 'red']);
    const boss = state(file).companies.red?.soldiers[0]?.id ?? '';
    const given = await run(['assign-ep', file, 'red', boss, '30', '--locale', 'hu']);
    expect(given.out).toContain('[DW-EP-02] Boss 30 alapítási TP-t kap');
    expect((await run(['costs', file, 'red', boss, '--locale', 'hu'])).out).toMatch(/Boss: TÁM emelése: \d+ TP/);
    const spent = await run(['spend', file, 'red', boss, 'char:ATT', '--locale', 'hu']);
    expect(spent.out).toMatch(/Boss: TÁM emelése \d+ értékre, \d+ TP/);
    const sheet = await run(['status', file, '--locale', 'hu']);
    expect(sheet.out).toContain('Létszám: 1 / ');
    expect(sheet.out).toMatch(/Hírnév: \d+ {4}Érték: \d+/);
    expect(sheet.out).not.toMatch(/Strength|Renown|Abilities/);
    await expect(run(['status', file, '--locale', 'xx'])).rejects.toThrow('--locale must be en or hu');
  });

  it("keeps a company on a player's own content pack: --content at the start and on every later command", async () => {
    // Test content: the sample pack plus one fighter of our own making.
    const sample = dogsOfWarRuleset.content.sample;
    const base = sample.profiles.find((p) => p.id === 'goblin-warrior');
    if (!base) throw new Error('the sample pack has no goblin-warrior');
    const pack = {
      ...sample,
      profiles: [...sample.profiles, { ...base, id: 'goblin-tunneller', name: 'Goblin tunneller (test content)' }],
    };
    const packFile = join(tmp, 'own-pack.json');
    writeFileSync(packFile, JSON.stringify(pack));
    const file = join(tmp, 'own.json');
    const own = (argv: string[]) => run([...argv, '--content', packFile]);
    expect((await own(['new', file, '--company', 'red:Red,blue:Blue'])).code).toBe(0);
    expect((await own(['captain', file, 'red', 'goblin-boss', 'Boss'])).code).toBe(0);
    const recruited = await own(['recruit', file, 'red', 'goblin-tunneller', 'Digger']);
    expect(recruited.code).toBe(0);
    expect(state(file).companies.red?.soldiers.map((s) => s.profile)).toEqual(['goblin-boss', 'goblin-tunneller']);
    const sheet = join(tmp, 'own-sheet.html');
    expect((await own(['sheet', file, '--seat', 'red', '--html', '--out', sheet])).code).toBe(0);
    expect(readFileSync(sheet, 'utf8')).toContain('Goblin tunneller (test content)');
    // Without the pack the campaign is not read with the sample in its place: a clear error, nothing written.
    const before = readFileSync(file, 'utf8');
    await expect(run(['status', file])).rejects.toThrow('was made with another content pack');
    await expect(run(['recruit', file, 'red', 'goblin-warrior', 'Gob'])).rejects.toThrow('--content FILE');
    expect(readFileSync(file, 'utf8')).toBe(before);
    // The sample's own campaign cannot be read with the pack either.
    const plain = join(tmp, 'plain.json');
    expect((await run(['new', plain, '--company', 'red:Red,blue:Blue'])).code).toBe(0);
    await expect(own(['status', plain])).rejects.toThrow('another content pack');
  });

  it("starts a Hang 'Em High campaign", async () => {
    const file = join(tmp, 'hunt.json');
    const r = await run(['new', file, '--company', 'red:Red,blue:Blue,green:Green', '--hang-em-high']);
    expect(r.out).toContain("Hang 'Em High");
    expect(state(file).mode).toBe('hang-em-high');
  });
});
