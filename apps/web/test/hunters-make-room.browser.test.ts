/**
 * Hunters in Debian's Chromium, a campaign's mission where the Soldier starts on a finding with his
 * blue slots full of modules: the board says above its actions why no Collect is offered and what
 * makes room, the sheet names the modules he carries kind by kind, each discard says it spends no
 * action, and after one the note is gone, the sheet shows the room made and an Interact is offered.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HuntersChoice } from '@skirmish/hunters';
import { hasChromium, index, shots, startHarness, until, type Harness } from './harness.ts';
import { openGame, SOLO_CAMPAIGN, samplePack, scripted, serverGame } from './hunters-game.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

/**
 * The sample pack with card 001 handing the Soldier 16 Junk and 2 Optics modules (his three blue
 * slots full) and launching S03, whose deployment zone takes in the finding at B2.
 */
function fullPack() {
  const pack = samplePack({
    '001': [
      { kind: 'module', module: 'junk', n: 16 },
      { kind: 'module', module: 'optics', n: 2 },
      { kind: 'mission', mission: 'S03' },
    ],
  });
  const s03 = pack.missions.find((m) => m.id === 'S03');
  if (!s03) throw new Error('the sample has no S03');
  s03.deployment = [[1, 1], ...s03.deployment];
  return pack;
}

/** The choices up to the Soldier's first action, standing on the finding at B2; the Medic at A5, away from him. */
function onFinding(pack: unknown) {
  const game = scripted(pack, SOLO_CAMPAIGN);
  for (let i = 0; i < 60; i++) {
    const s = game.m.state;
    if (s.phase === 'character' && s.current?.character === 'soldier' && s.current.actions === 0) break;
    const legal = game.eng.legal(game.m, 'p1');
    const c: HuntersChoice | undefined =
      legal.find((x) => x.kind === 'travel' && x.to === 'L1') ??
      legal.find((x) => x.kind === 'keep-random') ??
      legal.find((x) => x.kind === 'deploy' && x.character === 'soldier' && x.x === 1 && x.y === 1 && !x.hidden) ??
      legal.find((x) => x.kind === 'deploy' && x.character === 'medic' && x.x === 0 && x.y === 4 && !x.hidden) ??
      legal.find((x) => x.kind === 'activate' && x.character === 'soldier') ??
      legal[0];
    if (!c) throw new Error('nothing to choose');
    game.play(c);
  }
  const soldier = game.m.state.chars.find((c) => c.id === 'soldier');
  if (game.m.state.current?.character !== 'soldier' || soldier?.pos?.x !== 1 || soldier.pos.y !== 1)
    throw new Error('the Soldier is not to act on B2');
  if (JSON.stringify(soldier.modules) !== '{"junk":16,"optics":2}')
    throw new Error(`the Soldier carries ${JSON.stringify(soldier.modules)}`);
  return game.steps;
}

run('Hunters: a full sheet on a finding, as a player sees it', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the board says why no Collect is offered, the sheet names the modules, and a discard makes room, in English', async () => {
    const pack = fullPack();
    const steps = onFinding(pack);
    const g = await serverGame(h, { pack, setup: SOLO_CAMPAIGN, steps });
    const page = await openGame(h, g);
    await until(() => index(page)).toBe(steps.length);
    const note = page.locator('.hu-actions .hu-no-room');
    await note.waitFor();
    expect(await note.getAttribute('data-how')).toBe('tokens');
    expect(await note.textContent()).toContain('Soldier has no room on the sheet for the finding here.');
    const sheet = page.locator('.hu-sheet[data-char="soldier"]');
    expect(await sheet.locator('.hu-carried').textContent()).toBe('Modules: 16 × Junk module, 2 × Optics module');
    expect(await sheet.locator('dd[data-room]').textContent()).toBe('0');
    const discards = page.locator('.hu-actions button[data-kind="discard"]');
    expect(await discards.allTextContents()).toEqual([
      'Soldier throws away a Junk module to make room for a Collect (no action spent)',
      'Soldier throws away an Optics module to make room for a Collect (no action spent)',
    ]);
    // No Interact is offered yet: it would collect nothing.
    expect(await page.locator('.hu-actions button[data-kind="basic"]', { hasText: /interact/i }).count()).toBe(0);
    await page.screenshot({ path: join(shots, 'hunters-full-on-finding.png'), fullPage: true });
    await discards.first().click();
    await until(() => index(page)).toBe(steps.length + 1);
    await until(() => note.count()).toBe(0);
    expect(await sheet.locator('.hu-carried').textContent()).toBe('Modules: 15 × Junk module, 2 × Optics module');
    expect(await sheet.locator('dd[data-room]').textContent()).toBe('1');
    expect(await discards.count()).toBe(0);
    expect(await page.locator('.hu-actions button[data-kind="basic"]', { hasText: /interact/i }).count()).toBe(1);
    await page.close();
  }, 60_000);

  it('the note and the sheet speak Hungarian on the Hungarian page', async () => {
    const pack = fullPack();
    const steps = onFinding(pack);
    const g = await serverGame(h, { pack, setup: SOLO_CAMPAIGN, steps });
    const page = await openGame(h, g, { locale: 'hu-HU' });
    await until(() => index(page)).toBe(steps.length);
    const note = page.locator('.hu-actions .hu-no-room');
    await note.waitFor();
    expect(await note.textContent()).toContain('Katona lapján nincs hely az itt fekvő leletnek.');
    expect(await page.locator('.hu-sheet[data-char="soldier"] .hu-carried').textContent()).toBe(
      'Modulok: 16 × ócskavas modul, 2 × optikai modul',
    );
    expect(await page.locator('.hu-actions button[data-kind="discard"]').first().textContent()).toBe(
      'Katona eldob egy ócskavas modult, hogy helyet csináljon a begyűjtésnek (ez nem kerül akcióba)',
    );
    await page.close();
  }, 60_000);
  it('each name on the sheet stays on one line at the narrowest width the sheets are laid out at, in English and Hungarian', async () => {
    const pack = fullPack();
    const steps = onFinding(pack);
    const g = await serverGame(h, { pack, setup: SOLO_CAMPAIGN, steps });
    for (const locale of ['en-GB', 'hu-HU']) {
      const page = await openGame(h, g, { locale });
      await until(() => index(page)).toBe(steps.length);
      await page.locator('.hu-sheet[data-char="soldier"] dd[data-room]').waitFor();
      // The sheets' columns are 15rem at their narrowest: lay them out at just that.
      const stats = await page.evaluate(() => {
        const grid = document.querySelector<HTMLElement>('.hu-sheets');
        if (grid) grid.style.gridTemplateColumns = '15rem';
        const dl = document.querySelector('.hu-sheet[data-char="soldier"] .hu-stats');
        const lines = (el: Element | null) => {
          const range = document.createRange();
          if (el) range.selectNodeContents(el);
          return [...new Set([...range.getClientRects()].map((r) => Math.round(r.top)))];
        };
        return {
          // Each name, the lines it takes and whether its value stands on the same line.
          pairs: [...(dl?.querySelectorAll('dt') ?? [])].map((dt) => {
            const [top, ...more] = lines(dt);
            return [dt.textContent, more.length + 1, lines(dt.nextElementSibling)[0] === top] as const;
          }),
          overflow: dl ? dl.scrollWidth - dl.clientWidth : null,
        };
      });
      expect(stats.pairs).toHaveLength(6);
      expect(stats.pairs.filter(([, n, level]) => n !== 1 || !level)).toEqual([]);
      // Nor does any stick out of the sheet.
      expect(stats.overflow).toBe(0);
      await page
        .locator('.hu-sheet[data-char="soldier"]')
        .screenshot({ path: join(shots, `hunters-sheet-${locale}.png`) });
      await page.close();
    }
  }, 60_000);
});
