import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deserializeMatch, Registry } from '@skirmish/core';
import { SAMPLE_CONTENT, type CampaignState } from '@skirmish/dogs-of-war';
import { parseArgs } from '../src/args.ts';
import { AIDS } from '../src/commands/dogs-aids.ts';
import { dogsOfWarCommand, type DogsIo } from '../src/commands/dogs-of-war.ts';
import { main } from '../src/main.ts';
import { english } from '../../../test/english.ts';

const tmp = mkdtempSync(join(tmpdir(), 'skirmish-dogs-hu-'));

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

const hu = (argv: string[], input: readonly string[] = []) => run([...argv, '--locale', 'hu'], input);

const state = (file: string) => deserializeMatch<CampaignState>(readFileSync(file, 'utf8')).state;

/** Two small companies formed in Hungarian, up to the report. */
async function toReport(file: string) {
  expect((await hu(['new', file, '--company', 'red:Red,blue:Blue', '--missions', '2', '--seed', '5'])).code).toBe(0);
  for (const seat of ['red', 'blue']) {
    expect((await hu(['captain', file, seat, 'goblin-boss', 'Boss'])).code).toBe(0);
    expect((await hu(['recruit', file, seat, 'goblin-warrior', 'Gob'])).code).toBe(0);
    for (let i = 0; i < 3; i++) expect((await hu(['done', file, seat])).code).toBe(0);
  }
  const b = state(file).battles[0];
  await hu(['choose', file, b?.chooser ?? 'red', '{"kind":"choose-mission","mission":"intrusion"}']);
  for (const seat of ['red', 'blue']) {
    const ids = state(file).companies[seat]?.soldiers.map((s) => s.id) ?? [];
    const g = { kind: 'form-group', soldiers: ids, attributes: [], hires: [], explorers: [] };
    expect((await hu(['choose', file, seat, JSON.stringify(g)])).code).toBe(0);
  }
  for (const seat of ['red', 'blue'])
    await hu(['choose', file, seat, '{"kind":"finish-preparation","bonesetter":[],"training":[]}']);
  expect(state(file).battles[0]?.step).toBe('report');
}

describe('skirmish dogs-of-war --locale hu: the command speaks Hungarian', () => {
  it('the checker finds English and lets Hungarian, names and ids through', () => {
    expect(english('Result for red (victory, draw, defeat)?', ['red'])).not.toEqual([]);
    expect(english('Refused: Ez nem szabályos', [])).not.toEqual([]);
    expect(english('red eredménye (győzelem, döntetlen vagy vereség)?', ['red'])).toEqual([]);
    expect(english('[DW-AFTER-06] Zsold: 3\nred: Költsd el a TP-t (spend-ep)', ['red'])).toEqual([]);
  });

  it('asks the after-action report question by question in Hungarian, takes Hungarian answers, and prints no English', async () => {
    const file = join(tmp, 'report.json');
    await toReport(file);
    const red = state(file).companies.red?.soldiers.map((s) => s.id) ?? [];
    const blue = state(file).companies.blue?.soldiers.map((s) => s.id) ?? [];
    const [redBoss = ''] = red;
    const blueGob = blue[1] ?? '';
    const r = await hu(
      ['report', file, 'red'],
      [
        'győzelem',
        'green',
        '',
        `seb ${redBoss} halálos 10`,
        `célzás ${redBoss} 3 7`,
        'valami',
        '',
        `${blueGob} halálos`,
        `${blueGob} karcolás`,
        '',
        '',
        '{nem json',
        '',
        '',
      ],
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // Each question in turn, in Hungarian.
    const asked = [
      'Csata (',
      'red eredménye (győzelem, döntetlen vagy vereség)?',
      'Visszavonult valamelyik fél? (red, blue vagy üres)',
      'red, blue vagy üres?',
      'Tett (seb KATONA',
      '(nem értem, próbáld újra)',
      'Feljegyzendő végső seb',
      '(súlyos, kritikus vagy halálos)',
      'Egy gép elvesztett szerkezeti pontjai',
      'Teljesített célok JSON-ként',
      '(ez nem érvényes JSON, próbáld újra)',
      'Foglyul ejtettek',
      // The report waits for Blue, asked in Hungarian what it says.
      'Red jelentése: Red győzelem, Blue vereség',
    ];
    let at = 0;
    for (const q of asked) {
      const i = r.out.indexOf(q, at);
      expect(i, q).toBeGreaterThanOrEqual(0);
      at = i + q.length;
    }
    expect(r.out).toContain('Behatolás');
    expect(r.out).not.toContain('A csata után:');
    // Red, who gave the report, is told in Hungarian whose acceptance it awaits.
    const own = await hu(['confirm', file, 'red']);
    expect(own.code).toBe(1);
    expect(own.out).toBe('');
    expect(own.err).toBe(
      'Elutasítva: az 1. csata jelentése arra vár, hogy Blue elfogadja vagy visszaküldje; nem te döntesz róla\n',
    );
    const c = await hu(['confirm', file, 'blue']);
    expect(c.code).toBe(0);
    expect(c.out.startsWith('A csata után:\n')).toBe(true);
    expect(c.out).toContain('Blue elfogadja az 1. csata jelentését');
    // The Hungarian answers were read as the rules' words.
    const h = state(file).history[0];
    expect(h?.results).toEqual({ red: 'victory', blue: 'defeat' });
    expect(state(file).earned.red?.[redBoss]).toBeGreaterThan(0);
    // Nothing the command printed is English, names and ids aside.
    const names = ['Red', 'Blue', 'red', 'blue', 'Boss', 'Gob', ...red, ...blue, 'JSON'];
    expect(english(r.out, names)).toEqual([]);
    expect(english(c.out, names)).toEqual([]);
    // The league table and the company's missions.
    const table = await hu(['standings', file]);
    expect(table.out).toMatch(/^Red +3 pont {2}1-0-0 {2}hírnév \d+/);
    const history = await hu(['history', file, 'blue']);
    expect(history.out).toMatch(/^1\. forduló, Behatolás: vereség red ellen; hírnév \+\d+, erőforrás \+\d+/);
    expect(english(table.out + history.out, names)).toEqual([]);
  });

  it('asks who was healed and whose boiler exploded in Hungarian when a soldier starts wounded and a machine fights', async () => {
    const file = join(tmp, 'wounded.json');
    await toReport(file);
    // A soldier who begins the mission seriously wounded, and a war machine of the company's.
    const m = JSON.parse(readFileSync(file, 'utf8')) as { state: CampaignState };
    const blue = m.state.companies.blue;
    const red = m.state.companies.red;
    if (!blue || !red) throw new Error('no companies');
    const gob = blue.soldiers[1]?.id ?? '';
    const edited = {
      ...m,
      state: {
        ...m.state,
        companies: {
          ...m.state.companies,
          blue: { ...blue, soldiers: blue.soldiers.map((x) => (x.id === gob ? { ...x, aftereffect: 'serious' } : x)) },
          red: {
            ...red,
            assets: [
              ...red.assets,
              {
                id: 'red-a1',
                name: 'Bombarda',
                kind: 'immobile-machine',
                cost: 0,
                structure: { max: 10, current: 10 },
                destroyed: false,
              },
            ],
          },
        },
        // The Bombarda is written on red's mission sheet: only a machine there fought (DW-MISSION-PRE-08).
        battles: m.state.battles.map((b) => {
          const g = b.groups.red;
          if (!g) return b;
          return {
            ...b,
            groups: {
              ...b.groups,
              red: { ...g, attributes: [...g.attributes, { soldier: null, attribute: 'red-a1' }] },
            },
          };
        }),
      },
    };
    writeFileSync(file, JSON.stringify(edited));
    const r = await hu(['report', file, 'red'], ['döntetlen', '', '', '', '', gob, '', '', '']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${gob} (Gob, kezdéskor súlyos)`);
    expect(r.out).toContain(`Ki gyógyult meg az asztalon súlyos alá ezek közül: ${gob} (Gob, súlyos)?`);
    expect(r.out).toContain('Kinek a kazánja vagy karburátora robbant fel ezek közül: red-a1 (Bombarda)?');
    const ids = state(file).companies.red?.soldiers.map((x) => x.id) ?? [];
    const names = ['Red', 'Blue', 'red', 'blue', 'Boss', 'Gob', 'Bombarda', 'red-a1', gob, ...ids, 'blue-1', 'JSON'];
    expect(english(r.out, names)).toEqual([]);
    expect((await hu(['confirm', file, 'blue'])).code).toBe(0);
    expect(state(file).history[0]?.results).toEqual({ red: 'draw', blue: 'draw' });
  });

  it('refuses in Hungarian: a report that does not fit, a bad argument, a missing file, an unknown subcommand', async () => {
    const file = join(tmp, 'refused.json');
    await toReport(file);
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
    const refused = await hu(['report', file, 'red', '--from', bad]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^Elutasítva: Ez nem szabályos: az egyik fél nyer/);
    expect(english(refused.err, ['red', 'blue'])).toEqual([]);
    expect(state(file).history).toHaveLength(0);
    const attribute = await hu(['attribute', file, 'red', 'no-such-thing']);
    expect(attribute.code).toBe(1);
    expect(english(attribute.err, ['no-such-thing', 'buy-attribute'])).toEqual([]);
    await expect(hu(['report', file])).rejects.toThrow('Hiányzik a hely');
    await expect(hu(['spend', file, 'red', 'x', 'magic'])).rejects.toThrow('Ismeretlen vétel: „magic”');
    await expect(hu(['choose', file, 'red', '{oops'])).rejects.toThrow('A választás nem érvényes JSON');
    await expect(hu(['status', join(tmp, 'none.json')])).rejects.toThrow('kampányfájl');
    await expect(hu(['fly', file])).rejects.toThrow('Ismeretlen alparancs: „fly”');
    await expect(hu(['new', join(tmp, 'one.json'), '--company', 'red:Red'])).rejects.toThrow(
      'Legalább két csapat kell',
    );
    // The shared readers' errors too: an unknown option, a report file that is missing or not JSON, a file that is no campaign.
    await expect(hu(['status', file, '--colour', 'red'])).rejects.toThrow('Ismeretlen kapcsoló: --colour');
    const none = join(tmp, 'no-report.json');
    await expect(hu(['report', file, 'red', '--from', none])).rejects.toThrow(
      `A jelentés („${none}”) nem olvasható: nincs ilyen fájl`,
    );
    const broken = join(tmp, 'broken.json');
    writeFileSync(broken, '{ not json');
    await expect(hu(['report', file, 'red', '--from', broken])).rejects.toThrow('A jelentés');
    await expect(hu(['report', file, 'red', '--from', broken])).rejects.toThrow('nem érvényes JSON');
    await expect(hu(['status', broken])).rejects.toThrow(`„${broken}” nem kampányfájl`);
    expect(state(file).history).toHaveLength(0);
    // A content pack with a problem: its problem in Hungarian too.
    const pack = join(tmp, 'pack-hu.json');
    const profiles = SAMPLE_CONTENT.profiles.map((p, k) => (k === 0 ? { ...p, people: 'nowhere' } : p));
    writeFileSync(pack, JSON.stringify({ ...SAMPLE_CONTENT, profiles }));
    await expect(
      hu(['new', join(tmp, 'pack-game.json'), '--company', 'red:Red,blue:Blue', '--content', pack]),
    ).rejects.toThrow('content/invalid: A tartalom hibás: profiles.0.people: ismeretlen nép: "nowhere"');
    // English stays as it was.
    await expect(run(['report', file])).rejects.toThrow('Missing the seat');
    await expect(run(['status', file, '--colour', 'red'])).rejects.toThrow('Unknown option --colour');
    await expect(run(['status', broken])).rejects.toThrow('is not a campaign file');
  });

  it('refuses a choice not well formed in Hungarian, in the words the web app gives it; in English as the engine says it', async () => {
    const file = join(tmp, 'malformed.json');
    expect((await hu(['new', file, '--company', 'red:Red,blue:Blue', '--seed', '3'])).code).toBe(0);
    const aspects = await hu(['captain', file, 'red', 'jackal-master-of-rites', 'Grash', '--aspects', '1,x,1']);
    expect(aspects.code).toBe(1);
    expect(aspects.err).toContain('Elutasítva: Ez a választás nem a várt formájú, így a program nem fogadhatja el.');
    expect(english(aspects.err, ['Grash', 'choice/malformed'])).toEqual([]);
    const shape = await hu(['choose', file, 'red', '{"kind":"recruit","profile":7}']);
    expect(shape.code).toBe(1);
    expect(shape.err).toContain('nem a várt formájú');
    expect(english(shape.err, ['choice/malformed'])).toEqual([]);
    expect(state(file).companies.red?.soldiers).toEqual([]);
    const en = await run(['choose', file, 'red', '{"kind":"recruit","profile":7}']);
    expect(en.err).toContain('The choice is not well formed');
  });

  it('refuses a campaign file that does not hold together wholly in Hungarian: its shape, its ids, its numbers', async () => {
    const file = join(tmp, 'to-break.json');
    await toReport(file);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { state: CampaignState };
    const red = saved.state.companies.red;
    if (!red) throw new Error('no red company');
    const broken: Array<[unknown, string]> = [
      [
        { x: 1 },
        'mode: hiányzik ("league" vagy "hang-em-high" kell ide); seats: hiányzik (lista kell ide); missionsPlanned: hiányzik (egész szám kell ide)',
      ],
      [
        {
          ...saved.state,
          companies: {
            ...saved.state.companies,
            red: { ...red, soldiers: [{ ...red.soldiers[0], profile: 'no-such' }, ...red.soldiers.slice(1)] },
          },
        },
        'companies.red.soldiers.0.profile: ismeretlen profil („no-such”)',
      ],
      [
        { ...saved.state, companies: { ...saved.state.companies, red: { ...red, resources: -5 } } },
        'red: negatív erőforrás (-5)',
      ],
    ];
    for (const [i, [bad, why]] of broken.entries()) {
      const f = join(tmp, `broken-hu-${i}.json`);
      writeFileSync(f, JSON.stringify({ ...saved, state: bad }));
      const message = await hu(['status', f]).then(
        () => '',
        (e: Error) => e.message,
      );
      expect(message).toBe(`A „${f}” kampánya nem áll össze: ${why}`);
      expect(english(message, [f, 'league', 'hang-em-high', 'no-such'])).toEqual([]);
    }
  });

  it('DW-PEOPLE-05 --element and --path take the Hungarian names the refusals list, in any case', async () => {
    const file = join(tmp, 'adept.json');
    expect((await hu(['new', file, '--company', 'red:Red,blue:Blue'])).code).toBe(0);
    const captain = (element: string, path: string) =>
      hu(['captain', file, 'red', 'acheron-living-dead-adept', 'Morvath', '--element', element, '--path', path]);
    // His card's own Element, named in Hungarian, is refused for what it is, not as malformed.
    const held = await captain('Sötétség', 'Technomancia');
    expect(held.code).toBe(1);
    expect(held.err).toContain('[recruit/element-held]');
    await expect(captain('plazma', 'Teurgia')).rejects.toThrow(
      'A --element egy elem (Levegő, Föld, Tűz, Víz, Fény, Sötétség), nem „plazma”',
    );
    expect(state(file).companies.red?.soldiers).toEqual([]);
    expect((await captain('tűz', 'technomancia')).code).toBe(0);
    expect(state(file).companies.red?.soldiers[0]?.magicOfChoice).toEqual({ element: 'fire', path: 'Technomancy' });
  });

  it('prints the help, a new league, the costs and the sheet line in Hungarian', async () => {
    let out = '';
    expect(await main(['dogs-of-war', '--help', '--locale', 'hu'], { out: (t) => void (out += t) })).toBe(0);
    expect(out).toMatch(/^Használat: skirmish dogs-of-war <alparancs>/);
    // Subcommands, options and the purchases typed are ids.
    const ids = [
      'skirmish dogs-of-war',
      'Dogs of War',
      ...dogsOfWarCommand.help.match(/^ {2}[a-z-]+/gm)!.map((x) => x.trim()),
      ...dogsOfWarCommand.help.match(/--[a-z-]+/g)!,
      // The aids and the words their options take are typed as they are.
      ...AIDS,
      'N|none',
      'N|unlimited',
      ...'char:ATT char:CRE char:ALT char:DES learn:Leap improve:Devotion role:medic mystic-rank element path resurrection Special|Elite red:Red,blue:Blue en|hu en JSON PDF HTML'.split(
        ' ',
      ),
    ];
    expect(english(out, ids)).toEqual([]);
    let en = '';
    await main(['dogs-of-war', '--help'], { out: (t) => void (en += t) });
    expect(en).toBe(dogsOfWarCommand.help);
    const file = join(tmp, 'new.json');
    const made = await hu(['new', file, '--company', 'red:Red,blue:Blue']);
    expect(made.out).toContain(`${file}: új liga`);
    // A league begun in Hungarian: the rules propose its soldiers' names in Hungarian.
    expect(state(file).companies.red?.names).toBe('hu');
    const englishFile = join(tmp, 'new-en.json');
    await run(['new', englishFile, '--company', 'red:Red,blue:Blue']);
    expect(state(englishFile).companies.red?.names).toBeUndefined();
    const hunt = await hu(['new', join(tmp, 'hunt.json'), '--company', 'red:Red,blue:Blue', '--hang-em-high']);
    expect(hunt.out).toContain("új Hang 'Em High hajsza");
    await hu(['captain', file, 'red', 'goblin-boss', 'Boss']);
    await hu(['done', file, 'red']);
    const boss = state(file).companies.red?.soldiers[0]?.id ?? '';
    await hu(['assign-ep', file, 'red', boss, '30']);
    const costs = await hu(['costs', file, 'red', boss]);
    expect(costs.out).toMatch(/TÁM emelése: \d+ TP/);
    expect((await hu(['costs', file, 'red', 'nobody'])).out).toBe('Most nincs mit venni\n');
    const html = join(tmp, 'red.html');
    expect((await hu(['sheet', file, '--seat', 'red', '--html', '--out', html])).out).toBe(
      `${html}: Red csapatlapja\n`,
    );
  });
});
