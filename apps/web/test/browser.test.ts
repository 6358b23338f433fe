/**
 * The web app's shell in Debian's Chromium: home, play against the computer, online seats with
 * hidden information, odds, replays and the Dogs of War sheet.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as skirmish } from '../../cli/src/main.ts';
import {
  createGame,
  hasChromium,
  holdOnThisScreen,
  index,
  playFirstChoices,
  shots,
  startHarness,
  until,
  type Harness,
} from './harness.ts';

/** `skirmish odds <ruleset> <procedure> --<param> <value>... --json`, through the command's own code. */
async function skirmishOdds(ruleset: string, procedure: string, inputs: Record<string, number>) {
  let out = '';
  const argv = [
    'odds',
    ruleset,
    procedure,
    ...Object.entries(inputs).flatMap(([k, v]) => [`--${k}`, String(v)]),
    '--json',
  ];
  const code = await skirmish(argv, { out: (t: string) => void (out += t), err: () => undefined });
  expect(code).toBe(0);
  return (JSON.parse(out) as { outcomes: Array<{ outcome: unknown; p: string }> }).outcomes.map((o) => [
    String(o.outcome),
    o.p,
  ]);
}

const run = hasChromium ? describe : describe.skip;
let h: Harness;
let base = '';
const newPage = (opts?: Parameters<Harness['newPage']>[0]) => h.newPage(opts);

run('the web app in Chromium', () => {
  beforeAll(async () => {
    h = await startHarness();
    base = h.base;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a newcomer plays against the computer by clicking, sees the bot answer, and finds the game again after a reload', async () => {
    const { page } = await newPage();
    await page.goto(base);
    await until(() => page.locator('.game-card[data-ruleset="duel"] h3').textContent()).toContain('Duel');
    // The four games are there, none shown as coming on a server that has them all.
    expect(await page.locator('.game-card:not(.coming)').count()).toBe(5);
    await page.screenshot({ path: join(shots, 'home.png'), fullPage: true });

    const card = page.locator('.game-card[data-ruleset="duel"]');
    await card.getByRole('button', { name: 'Play against the computer' }).click();
    await card.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('north');
    // The bot may already have committed its dice in secret; the round is not resolved yet.
    expect(await index(page)).toBeLessThanOrEqual(1);
    expect(await page.locator('.events li[data-type="duel/rolled"]').count()).toBe(0);

    await page.locator('button.choice[data-choice*="\\"dice\\":2"]').click();
    // The bot commits too, the round resolves and the log shows the rolls (its worker may be slow
    // to start on a loaded machine).
    await until(() => index(page), 15_000).toBeGreaterThanOrEqual(2);
    await until(() => page.locator('.events li[data-type="duel/rolled"]').count()).toBe(2);
    const reached = await index(page);
    await page.screenshot({ path: join(shots, 'duel-generic-board.png'), fullPage: true });

    // After the roll, the dice are shown: north rolled the two it committed.
    expect(await page.locator('.events li[data-type="duel/rolled"]').last().locator('.die').count()).toBe(2);

    await page.reload();
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('north');
    expect(await index(page)).toBe(reached);
    // The log this browser saw comes back too.
    await until(() => page.locator('.events li[data-type="duel/rolled"]').count()).toBe(2);
    await page.close();
  });

  it('an online game in two browsers: the secret commitment of one seat reaches neither the page nor the socket of the other', async () => {
    const host = await newPage();
    await host.page.goto(base);
    const card = host.page.locator('.game-card[data-ruleset="duel"]');
    await card.getByRole('button', { name: 'Play online' }).click();
    const north = await host.page.locator('.seat-links li[data-seat="north"] input').inputValue();
    const south = await host.page.locator('.seat-links li[data-seat="south"] input').inputValue();
    expect(north).toMatch(/\/game\/[\w-]+\?token=/);
    await host.page.close();

    const a = await newPage();
    const b = await newPage();
    await a.page.goto(north);
    await b.page.goto(south);
    await until(() => a.page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('north');
    await until(() => b.page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('south');

    const watcher = await newPage();
    await watcher.page.goto(north.replace(/\?token=.*$/, ''));
    await until(() => watcher.page.locator('.seat-line').textContent()).toContain('You are watching');

    await a.page.locator('button.choice[data-choice*="\\"dice\\":3"]').click();
    await until(() => b.page.locator('.game').getAttribute('data-index')).toBe('1');
    await until(() => a.page.locator('.game').getAttribute('data-index')).toBe('1');

    // North's own socket carries its commitment; south's never does, nor does south's page.
    expect(a.frames.some((f) => f.includes('"mine":3'))).toBe(true);
    expect(b.frames.some((f) => f.includes('"committed":{"north":true'))).toBe(true);
    expect(b.frames.some((f) => f.includes('"mine":3'))).toBe(false);
    // A spectator sees the public view: that north committed, not how many dice.
    await until(() => watcher.page.locator('.game').getAttribute('data-index')).toBe('1');
    expect(watcher.frames.some((f) => f.includes('"committed":{"north":true'))).toBe(true);
    expect(watcher.frames.some((f) => f.includes('"mine":3'))).toBe(false);
    expect(await watcher.page.locator('button.choice').count()).toBe(0);
    await watcher.page.close();
    const bView = await b.page.locator('.view').evaluate((el) => el.textContent ?? '');
    expect(bView).toContain('mine–');
    const aView = await a.page.locator('.view').evaluate((el) => el.textContent ?? '');
    expect(aView).toContain('mine3');
    await a.page.close();
    await b.page.close();
  });

  it('a choice overtaken by the other seat’s (both asked at once) is sent again by the page, whether the refusal or the new position reaches it first', async () => {
    for (const order of ['position first', 'refusal first'] as const) {
      const game = await createGame(base, { ruleset: 'duel', seed: 7 });
      const a = await newPage();
      const b = await newPage();
      // South's socket runs through the test: while `hold` is set, what the server sends waits.
      let hold = false;
      const held: string[] = [];
      let deliver: (m: string) => void = () => undefined;
      await b.page.routeWebSocket(/\/api\/ws$/, (ws) => {
        const server = ws.connectToServer();
        ws.onMessage((m) => server.send(m));
        deliver = (m) => ws.send(m);
        server.onMessage((m) => {
          const text = typeof m === 'string' ? m : m.toString('utf8');
          if (hold) held.push(text);
          else ws.send(text);
        });
      });
      await a.page.goto(`${base}/game/${game.id}?token=${game.tokens['north']}`);
      await b.page.goto(`${base}/game/${game.id}?token=${game.tokens['south']}`);
      await until(() => a.page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('north');
      await until(() => b.page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('south');
      hold = true;
      // North commits; south's page does not hear of it yet and commits from the first position.
      await a.page.locator('button.choice[data-choice*="\\"dice\\":3"]').click();
      await until(() => index(a.page)).toBe(1);
      await b.page.locator('button.choice[data-choice*="\\"dice\\":1"]').click();
      await until(() => held.some((m) => m.includes('"choice/stale"'))).toBe(true);
      const isState = (m: string) => (JSON.parse(m) as { type: string }).type === 'state';
      const states = held.filter(isState);
      const others = held.filter((m) => !isState(m));
      expect(states.length, order).toBe(1);
      hold = false;
      for (const m of order === 'position first' ? [...states, ...others] : [...others, ...states]) deliver(m);
      // The page sends south's commitment again at the new position: the round resolves.
      await until(() => index(b.page)).toBe(2);
      await until(() => index(a.page)).toBe(2);
      await until(() => b.page.locator('.events li[data-type="duel/rolled"]').count()).toBe(2);
      expect(await b.page.locator('.error').count(), order).toBe(0);
      await a.page.close();
      await b.page.close();
    }
  });

  it('a choice clicked twice is made once: the second, overtaken by the first, is neither shown as an error nor sent again', async () => {
    const game = await createGame(base, { ruleset: 'duel', seed: 7 });
    const { page } = await newPage();
    // North's socket runs through the test, which holds what the server sends while `hold` is set.
    let hold = false;
    const held: string[] = [];
    const sent: string[] = [];
    let deliver: (m: string) => void = () => undefined;
    await page.routeWebSocket(/\/api\/ws$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => {
        sent.push(String(m));
        server.send(m);
      });
      deliver = (m) => ws.send(m);
      server.onMessage((m) => {
        const text = typeof m === 'string' ? m : m.toString('utf8');
        if (hold) held.push(text);
        else ws.send(text);
      });
    });
    await page.goto(`${base}/game/${game.id}?token=${game.tokens['north']}`);
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('north');
    const offered = await page.locator('button.choice').count();
    hold = true;
    // Both clicks leave from the first position: the server takes the first and refuses the second.
    await page.locator('button.choice[data-choice*="\\"dice\\":3"]').dblclick();
    const type = (m: string) => (JSON.parse(m) as { type: string }).type;
    // (The page's heartbeat asks after each choice whether the connection lives: its answer is left aside.)
    await until(() =>
      held
        .map(type)
        .filter((m) => m !== 'pong')
        .sort()
        .join(),
    ).toBe('ack,error,state');
    expect(sent.filter((m) => type(m) === 'choose')).toHaveLength(2);
    // The worst order for the page: the new position first, and one that still offers the same
    // choice (the duel offers nothing more to north until south commits, so the test writes the
    // first position's choices into it, as another game would offer them).
    const first = JSON.parse(held.find((m) => type(m) === 'state') as string) as { legal: unknown[] };
    const legalBefore = [
      { kind: 'commit', dice: 1 },
      { kind: 'commit', dice: 2 },
      { kind: 'commit', dice: 3 },
    ];
    expect(first.legal).toEqual([]);
    hold = false;
    deliver(JSON.stringify({ ...first, legal: legalBefore }));
    for (const m of held.filter((x) => type(x) !== 'state')) deliver(m);
    await until(() => index(page)).toBe(1);
    expect(await page.locator('button.choice').count()).toBe(offered);
    // Nothing more is sent for north (a second, as nothing is to come), and no error is shown.
    await page.waitForTimeout(1000);
    expect(sent.filter((m) => type(m) === 'choose')).toHaveLength(2);
    expect(await page.locator('.error').count()).toBe(0);
    await page.close();
  });

  it('a running online game replayed back and forth by each seat: its own views only, never the other seat’s secret commitment', async () => {
    const game = await createGame(base, { ruleset: 'duel', seed: 4 });
    const a = await newPage();
    const b = await newPage();
    const views: string[] = [];
    b.page.on('response', (r) => {
      if (r.url().includes('/views')) void r.text().then((t) => views.push(t));
    });
    await a.page.goto(`${base}/game/${game.id}?token=${game.tokens['north']}`);
    await b.page.goto(`${base}/game/${game.id}?token=${game.tokens['south']}`);
    await until(() => a.page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('north');
    await until(() => b.page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('south');
    // Round 1: north commits three dice in secret, south one; the round is revealed and rolled.
    await a.page.locator('button.choice[data-choice*="\\"dice\\":3"]').click();
    await until(() => b.page.locator('.game').getAttribute('data-index')).toBe('1');
    await b.page.locator('button.choice[data-choice*="\\"dice\\":1"]').click();
    await until(() => a.page.locator('.game').getAttribute('data-index')).toBe('2');
    await until(() => b.page.locator('.game').getAttribute('data-index')).toBe('2');
    // A rally, if one is due, then north commits two dice in secret: the game runs on, unrevealed.
    for (const p of [a.page, b.page]) {
      if ((await p.locator('button.choice[data-choice*="rally"]').count()) > 0) {
        await p.locator('button.choice[data-choice*="rally"]').click();
        await until(() => a.page.locator('.game').getAttribute('data-index')).toBe('3');
      }
    }
    const before = await index(a.page);
    await a.page.locator('button.choice[data-choice*="\\"dice\\":2"]').click();
    await until(() => b.page.locator('.game').getAttribute('data-index')).toBe(String(before + 1));
    const total = before + 1;

    // South replays the game so far from the game page: its own views, stepped back and forth.
    await b.page.locator('a.replay-link').click();
    await b.page.waitForURL(/\/replay\//);
    await until(() => b.page.locator('.replay').getAttribute('data-seat')).toBe('south');
    const pos = b.page.locator('.replay-pos');
    await until(() => pos.getAttribute('data-at')).toBe(String(total));
    // North's last commitment is hidden from south: committed, but not how many dice.
    expect(await b.page.locator('.view').textContent()).toContain('mine–');
    expect(await b.page.locator('.last-choice').textContent()).toContain(
      'north: what they chose shows in the events below',
    );
    expect(await b.page.getByRole('button', { name: 'Branch from here' }).count()).toBe(0);
    await b.page.getByRole('button', { name: /Back/ }).click();
    expect(await pos.getAttribute('data-at')).toBe(String(total - 1));
    await b.page.getByRole('button', { name: /Start/ }).click();
    expect(await pos.getAttribute('data-at')).toBe('0');
    await b.page.keyboard.press('ArrowRight');
    expect(await pos.getAttribute('data-at')).toBe('1');
    expect(await b.page.locator('.view').textContent()).toContain('mine–');
    await b.page.keyboard.press('ArrowRight');
    expect(await pos.getAttribute('data-at')).toBe('2');
    // South's own choice is named; the round's reveal is in the events.
    expect(await b.page.locator('.last-choice').textContent()).not.toContain('what they chose');
    expect(await b.page.locator('.events li').count()).toBeGreaterThan(0);
    await b.page.screenshot({ path: join(shots, 'replay-online-seat.png'), fullPage: true });
    // Nothing south fetched holds north's unrevealed commitments or north's own choices.
    expect(views.length).toBeGreaterThan(0);
    for (const text of views) {
      const body = JSON.parse(text) as {
        seat: string;
        steps: Array<{ view: { mine: number | null }; by?: string; choice?: unknown }>;
      };
      expect(body.seat).toBe('south');
      for (const st of body.steps) {
        expect(st.view.mine === null || st.view.mine === 1).toBe(true);
        if (st.by === 'north') expect(st.choice).toBeUndefined();
      }
      expect(text).not.toContain('"mine":3');
      expect(text).not.toContain('"mine":2');
      expect(text).not.toContain('"dice":2');
    }

    // North's link with its token opens the replay as north in a fresh browser: north sees its own.
    const c = await newPage();
    await c.page.goto(`${base}/replay/${game.id}?token=${game.tokens['north']}`);
    await until(() => c.page.locator('.replay').getAttribute('data-seat')).toBe('north');
    expect(c.page.url()).not.toContain('token=');
    const cpos = c.page.locator('.replay-pos');
    await until(() => cpos.getAttribute('data-at')).toBe(String(total));
    expect(await c.page.locator('.view').textContent()).toContain('mine2');
    await c.page.locator('input[type="range"]').fill('1');
    expect(await cpos.getAttribute('data-at')).toBe('1');
    expect(await c.page.locator('.view').textContent()).toContain('mine3');
    expect(await c.page.locator('.last-choice').textContent()).toMatch(/^north: /);
    expect(await c.page.locator('.last-choice').textContent()).not.toContain('what they chose');
    // Seen as a spectator from the same page: nobody's dice.
    await c.page.locator('.replay > label select').selectOption('');
    await until(() => c.page.locator('.replay').getAttribute('data-seat')).toBe('');
    await until(() => cpos.getAttribute('data-at')).toBe(String(total));
    expect(await c.page.locator('.view').textContent()).toContain('mine–');
    // The record itself is still refused while the game runs.
    expect((await fetch(`${base}/api/games/${game.id}/record?token=${game.tokens['north']}`)).status).toBe(409);
    for (const p of [a, b, c]) await p.page.close();
  });

  it('the odds panel shows the same exact figures as the server for the same roll', async () => {
    const res = await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'duel', seats: { south: 'bot:random' } }),
    });
    const created = (await res.json()) as { id: string; tokens: Record<string, string> };
    const { page } = await newPage();
    await page.goto(`${base}/game/${created.id}?token=${created.tokens['north']}`);
    await page.locator('.odds input[name="dice"]').fill('2');
    await page.locator('.odds').getByRole('button', { name: 'Show odds' }).click();
    await until(() => page.locator('.odds-chart tbody tr').count()).toBe(3);
    const shown = await page
      .locator('.odds-chart tbody tr')
      .evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-outcome'), r.querySelector('.p')?.textContent]));

    const server = (await (
      await fetch(`${base}/api/rulesets/duel/odds/hits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ inputs: { dice: 2 } }),
      })
    ).json()) as { outcomes: Array<{ outcome: unknown; p: string }> };
    expect(shown).toEqual(server.outcomes.map((o) => [String(o.outcome), o.p]));
    // By hand: each die hits on 4+ with 1/2, so 0, 1, 2 hits with 1/4, 2/4, 1/4.
    expect(shown).toEqual([
      ['0', '1/4'],
      ['1', '1/2'],
      ['2', '1/4'],
    ]);
    await page.screenshot({ path: join(shots, 'odds-panel.png'), fullPage: true });
    await page.close();
  });

  it('the odds panel shows the same exact figures as the `skirmish odds` command for the same roll (its own code, run in-process)', async () => {
    const g = await createGame(base, { ruleset: 'hunters', seed: 1 });
    const { page } = await newPage();
    await page.goto(`${base}/game/${g.id}?token=${g.tokens['p1']}`);
    const odds = page.locator('.odds');
    await odds.locator('select[name="procedure"]').selectOption('attack');
    const shown = async (inputs: Record<string, number>) => {
      for (const [k, v] of Object.entries(inputs)) await odds.locator(`input[name="${k}"]`).fill(String(v));
      await odds.getByRole('button', { name: 'Show odds' }).click();
      await until(() => odds.locator('.odds-chart tbody tr').count()).toBeGreaterThan(0);
      // The chart is of these inputs (the procedure's other fields at their defaults).
      await until(async () => {
        const at = JSON.parse((await odds.locator('.odds-chart').getAttribute('data-inputs')) ?? '{}') as Record<
          string,
          unknown
        >;
        return Object.entries(inputs).every(([k, v]) => at[k] === v);
      }).toBe(true);
      return odds
        .locator('.odds-chart tbody tr')
        .evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-outcome'), r.querySelector('.p')?.textContent]));
    };
    const plain = { dice: 3, 'to-hit': 2, 'defence-dice': 0 };
    const [page1, cli1] = await Promise.all([shown(plain), skirmishOdds('hunters', 'attack', plain)]);
    expect(page1).toEqual(cli1);
    // By hand: each die hits with 2/6 = 1/3, no defence: 0..3 hits with (2/3)^3 = 8/27,
    // 3(1/3)(2/3)^2 = 4/9, 3(1/3)^2(2/3) = 2/9, (1/3)^3 = 1/27.
    expect(page1).toEqual([
      ['0', '8/27'],
      ['1', '4/9'],
      ['2', '2/9'],
      ['3', '1/27'],
    ]);
    const defended = { dice: 4, 'to-hit': 3, 'defence-dice': 2 };
    const [page2, cli2] = await Promise.all([shown(defended), skirmishOdds('hunters', 'attack', defended)]);
    expect(page2).toEqual(cli2);
    expect(page2.length).toBeGreaterThan(2);
    await page.screenshot({ path: join(shots, 'odds-vs-cli.png'), fullPage: true });
    await page.close();
  });

  it('the odds panel speaks the page’s language: the roll, its parameters and its outcomes, the figures the same', async () => {
    const g = await createGame(base, { ruleset: 'warmachine', seed: 4, mode: 'hotseat' });
    const { page } = await newPage();
    await page.goto(`${base}/game/${g.id}?token=${g.tokens['p1']}`);
    const odds = page.locator('.odds');
    const rows = () =>
      odds
        .locator('.odds-chart tbody tr')
        .evaluateAll((trs) => trs.map((r) => [r.querySelector('th')?.textContent, r.querySelector('.p')?.textContent]));
    await odds.locator('select[name="procedure"]').selectOption('attack');
    await odds.locator('input[name="stat"]').fill('6');
    await odds.locator('input[name="def"]').fill('13');
    await odds.getByRole('button', { name: 'Show odds' }).click();
    // 2d6 + 6 against DEF 13: 7 or more on the dice, 21/36 = 7/12, of which 4-4, 5-5 and 6-6 are critical (1/12).
    await until(rows).toEqual([
      ['miss', '5/12'],
      ['hit, not critical', '1/2'],
      ['critical hit', '1/12'],
    ]);
    expect(await odds.locator('label', { has: page.locator('input[name="def"]') }).textContent()).toContain(
      "The target's DEF",
    );

    await page.getByLabel('Language').selectOption('hu');
    await until(() => odds.locator('select[name="procedure"] option[value="attack"]').textContent()).toBe(
      'Támadódobás: érték + 2d6 (boostolva 3d6) a DEF ellen; csupa 1-es mindig célt téveszt, csupa 6-os mindig talál; ha a kockák közt van két egyforma, a találat kritikus.',
    );
    expect(await odds.locator('label', { has: page.locator('input[name="def"]') }).textContent()).toContain(
      'A célpont DEF-je',
    );
    await odds.locator('input[name="stat"]').fill('6');
    await odds.locator('input[name="def"]').fill('13');
    await odds.getByRole('button', { name: 'Esélyek mutatása' }).click();
    await until(rows).toEqual([
      ['célt téveszt', '5/12'],
      ['találat, nem kritikus', '1/2'],
      ['kritikus találat', '1/12'],
    ]);
    // The warjack is chosen by name among the pack's warjacks, not typed as an id, by the names of
    // the page's language.
    await odds.locator('select[name="procedure"]').selectOption('warjack');
    const model = odds.locator('select[name="model"]');
    expect(await model.locator('option').evaluateAll((os) => os.map((o) => o.textContent))).toEqual([
      '–',
      'Bástya',
      'Veréb',
      'Sírtorok',
      'Lidércszárny',
      'Hullámtörő',
      'Sirályszárny',
      'Ladik',
      'Parázsököl',
      'Szikra',
    ]);
    await model.selectOption({ label: 'Sírtorok' });
    // A refusal of the server is shown in Hungarian too: more marked boxes than a column has.
    await odds.locator('input[name="marks"]').fill('9,9,9,9,9,9');
    await odds.locator('input[name="stat"]').fill('6');
    await odds.locator('input[name="pow"]').fill('12');
    await odds.getByRole('button', { name: 'Esélyek mutatása' }).click();
    await until(() => odds.locator('.error').textContent()).toBe(
      'A bejelölt rubrikák: hat szám, a mátrix oszloponként egy, egyik sem több, mint amennyi az oszlopban van',
    );
    await page.screenshot({ path: join(shots, 'odds-hu.png'), fullPage: true });
    await page.close();
  });

  it('a link whose token opens no seat says so in the page’s language and stops trying; so does a game that does not exist', async () => {
    const { id } = await createGame(base, { ruleset: 'duel', seed: 3 });
    const { page } = await newPage({ locale: 'hu-HU' });
    let sockets = 0;
    page.on('websocket', () => void sockets++);
    await page.goto(`${base}/game/${id}?token=abc`);
    const alert = page.getByRole('alert');
    await until(() => alert.locator('.stopped-why').textContent()).toBe(
      'Ez a hivatkozás a játék egyik helyét sem nyitja meg.',
    );
    expect(await alert.getAttribute('data-code')).toBe('seat/bad-token');
    // The connection has ended: no "Connecting…" beside the answer, and no new connection after it.
    await until(() => page.locator('.game > *').count()).toBe(1);
    // One connection, as players get it (the production build), and none after the answer.
    expect(sockets).toBe(1);
    await page.waitForTimeout(2000);
    expect(sockets).toBe(1);
    await page.goto(`${base}/replay/nothing-here`);
    await until(() => page.locator('.error').first().textContent()).toBe('Ezen a szerveren nincs ilyen játék.');
    await page.close();
  });

  it('a finished game replays step by step in the browser and branches into a new game', async () => {
    const res = await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'duel', seed: 7, seats: { north: 'bot:random', south: 'bot:random' } }),
    });
    const { id } = (await res.json()) as { id: string };
    const done = async () => (await fetch(`${base}/api/games/${id}/record`)).status;
    await until(done, 10_000).toBe(200);

    const { page } = await newPage();
    await page.goto(`${base}/replay/${id}`);
    const pos = page.locator('.replay-pos');
    const total = Number((await pos.getAttribute('data-at')) ?? '-1');
    expect(total).toBeGreaterThan(1);
    await page.getByRole('button', { name: /Back/ }).click();
    expect(await pos.getAttribute('data-at')).toBe(String(total - 1));
    await page.keyboard.press('ArrowLeft');
    expect(await pos.getAttribute('data-at')).toBe(String(total - 2));
    await page.screenshot({ path: join(shots, 'replay.png'), fullPage: true });
    // The record downloads as a file, the whole game.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('.record-file a[data-file="record"]').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`skirmish-duel-${id}.json`);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      ruleset: string;
      choices: unknown[];
      contentHash: string;
    };
    expect([file.ruleset, file.choices.length]).toEqual(['duel', total]);
    // And the pack it was played with, alone, as `--content` reads it.
    const [packDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('.record-file a[data-file="pack"]').click(),
    ]);
    const packFile = JSON.parse(await readFile(await packDownload.path(), 'utf8')) as unknown;
    const served = (await (await fetch(`${base}/api/content/${file.contentHash}`)).json()) as { content: unknown };
    expect(packFile).toEqual(served.content);

    await page.getByRole('button', { name: 'Branch from here' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => index(page)).toBe(total - 2);
    await page.close();
  });

  it('a replay names the seats as the game does: the seat one sees it as, and who made each choice', async () => {
    const g = await createGame(base, { ruleset: 'hybrid', seed: 3, mode: 'hotseat' });
    // Four choices made at the table, each by the seat asked.
    expect(await playFirstChoices(base, g, 4)).toHaveLength(4);
    // As an online player who holds the Griffin seat: his own views.
    const { page } = await newPage();
    await page.goto(`${base}/replay/${g.id}?token=${g.tokens['griffin']}`);
    await until(() => page.locator('.replay').getAttribute('data-seat')).toBe('griffin');
    expect(await page.locator('.replay > label select option').allTextContents()).toContain('Griffin');
    expect(await page.locator('.last-choice').textContent()).toMatch(/^(Griffin|Scorpion): /);
    // The same game held on this screen (both seats): its record, replayed choice by choice.
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${base}/replay/${g.id}`);
    await until(() => page.locator('.replay-pos').getAttribute('data-at')).toBe('4');
    expect(await page.locator('.replay > label select option').allTextContents()).toEqual([
      expect.any(String),
      'Griffin',
      'Scorpion',
    ]);
    expect(await page.locator('.last-choice').textContent()).toMatch(/^(Griffin|Scorpion): /);
    await page.close();
  });

  it('a replay words its events as the log does: the rule as a tag, not said again at the end of the text', async () => {
    const setup = {
      players: 1,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p1' },
      ],
    };
    const g = await createGame(base, { ruleset: 'hunters', seed: 2, setup });
    expect(await playFirstChoices(base, g, 3)).toHaveLength(3);
    const { page } = await newPage();
    await page.goto(`${base}/replay/${g.id}?token=${g.tokens['p1']}`);
    await until(() => page.locator('.replay .events li .rule-id').count()).toBeGreaterThan(0);
    const texts = await page.locator('.replay .events li .event-text').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).not.toMatch(/\[HU-/);
    await page.close();
  });

  it('a running game on this screen: a choice taken back (undo), the game so far replayed back and forth and branched into a new game; a campaign listed apart on the home page; house rules in the page’s language', async () => {
    const { page } = await newPage();
    await page.goto(base);
    await page.locator('.game-card[data-ruleset="duel"]').getByRole('button', { name: 'Play on this screen' }).click();
    await page.waitForURL(/\/game\//);
    const id = /\/game\/([\w-]+)/.exec(page.url())?.[1] ?? '';
    for (let i = 0; i < 3; i++) {
      const at = await index(page);
      await page.locator('button.choice').first().click();
      await until(() => index(page)).toBe(at + 1);
    }
    // Undo where the rules allow it: the last choice is taken back.
    await page.locator('button.undo').click();
    await until(() => index(page)).toBe(2);
    expect(await page.locator('.outcome').count()).toBe(0);

    // The game so far, stepped back and forth, while it is still running.
    await page.locator('a.replay-link').click();
    await page.waitForURL(/\/replay\//);
    const pos = page.locator('.replay-pos');
    await until(() => pos.getAttribute('data-at')).toBe('2');
    await page.getByRole('button', { name: /Back/ }).click();
    expect(await pos.getAttribute('data-at')).toBe('1');
    await page.keyboard.press('ArrowRight');
    expect(await pos.getAttribute('data-at')).toBe('2');
    await page.keyboard.press('ArrowLeft');
    // What if: a new game on this screen from the first choice.
    await page.getByRole('button', { name: 'Branch from here' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/game/') && !u.pathname.endsWith(id));
    await until(() => index(page)).toBe(1);
    await until(() => page.locator('button.choice').count()).toBeGreaterThan(0);
    // Someone else's running game keeps its record secret.
    expect((await fetch(`${base}/api/games/${id}/record`)).status).toBe(409);

    // A Hunters campaign is listed under the campaigns, not among the games in progress.
    const camp = await createGame(base, {
      ruleset: 'hunters',
      setup: {
        mode: 'campaign',
        players: 1,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p1' },
        ],
      },
    });
    await page.goto(base);
    await until(() => page.locator(`.campaigns li[data-game="${camp.id}"]`).count()).toBe(1);
    expect(await page.locator(`.game-list:not(.campaigns) li[data-game="${camp.id}"]`).count()).toBe(0);
    // Its seat as players call it, in the page's language.
    const listed = page.locator(`.campaigns li[data-game="${camp.id}"]`);
    expect(await listed.textContent()).toContain('The Hunters A.D. 2114 · Player 1 ·');
    await page.getByLabel('Language').selectOption('hu');
    await until(() => page.locator('h2', { hasText: 'Hadjáratok' }).count()).toBe(1);
    expect(await listed.textContent()).toContain('The Hunters A.D. 2114 · 1. játékos ·');
    await page.getByLabel('Nyelv').selectOption('en');
    await page.screenshot({ path: join(shots, 'home-campaigns.png'), fullPage: true });
    await page.close();

    // A browser that prefers Hungarian gets the app in Hungarian from the first page.
    const { page: hu } = await newPage({ locale: 'hu-HU' });
    await hu.goto(base);
    await until(() => hu.getByRole('heading', { name: 'Játékok', exact: true }).count()).toBe(1);
    expect(await hu.getByLabel('Nyelv').inputValue()).toBe('hu');
    // The house rules of the new-game form speak the page's language.
    const hybrid = hu.locator('.game-card[data-ruleset="hybrid"]');
    await hybrid.locator('details.house-rules summary').click();
    const annihilation = hybrid.locator('label[data-option="annihilationWins"]');
    await until(() => annihilation.locator('.house-rule-label').textContent()).toBe('Megsemmisítés, azonnali győzelem');
    expect(await annihilation.locator('.house-rule-note').textContent()).toContain(
      'Amelyik oldalnak nem marad harcosa',
    );
    await hu.getByLabel('Nyelv').selectOption('en');
    await until(() => annihilation.locator('.house-rule-label').textContent()).toBe('Annihilation wins');
    expect(await annihilation.locator('.house-rule-note').textContent()).toContain('A side with no warriors left');
    await hu.close();
  });

  it('Dogs of War: a company is formed on this screen and its sheet shows the captain and the recruits', async () => {
    const { page } = await newPage();
    await page.goto(base);
    await page
      .locator('.game-card[data-ruleset="dogs-of-war"]')
      .getByRole('button', { name: 'Play on this screen' })
      .click();
    await page.waitForURL(/\/game\//);
    const seat = (await page.locator('[data-testid="my-seat"]').getAttribute('data-seat')) ?? '';
    const sheet = page.locator(`.dw-sheet[data-company="${seat}"]`);
    await page.locator('button.choice[data-choice*="name-captain"]').first().click();
    await until(() => sheet.locator('tr[data-soldier]').count()).toBe(1);
    await page.locator('button.choice[data-choice*="\\"recruit\\""]').first().click();
    await until(() => sheet.locator('tr[data-soldier]').count()).toBe(2);
    // The captain's notes, on the line under his row, say what he is.
    expect(await sheet.locator('tr[data-soldier] + tr.dw-notes-row').first().textContent()).toContain('captain');
    await page.screenshot({ path: join(shots, 'dogs-of-war-sheet.png'), fullPage: true });
    // The language switch turns the page Hungarian at once.
    await page.getByLabel('Language').selectOption('hu');
    await until(() => page.locator('.log h2').textContent()).toBe('Eseménynapló');
    expect(await sheet.locator('.dw-head dt').first().textContent()).toBe('Nép');
    await page.close();
  });
});
