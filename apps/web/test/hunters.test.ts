/**
 * Hunters in Debian's Chromium: the newcomer's path against the program (cards kept, characters
 * deployed and moved on the map by clicking and dragging, the enemy turn read step by step, a
 * reload, the mission played to its end), an attack made from the map with its odds, and the campaign screens.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  createGame,
  hasChromium,
  index,
  sendChoices,
  shots,
  startHarness,
  until,
  untilOffered,
  walkTo,
  type Harness,
} from './harness.ts';
import { Engine, canonicalJson, unwrap, type Match } from '@skirmish/core';
import {
  SAMPLE_NAMES_HU,
  cardText,
  huntersRuleset,
  sampleContent,
  type HuntersChoice,
  type MissionState,
} from '@skirmish/hunters';
import { byEnemy } from '../src/boards/hunters/model.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
let base = '';

/** Drags the element's centre onto another element's centre with the mouse. */
async function drag(page: Page, from: string, to: string): Promise<void> {
  const a = await page.locator(from).first().boundingBox();
  const b = await page.locator(to).first().boundingBox();
  if (!a || !b) throw new Error(`nothing to drag from ${from} to ${to}`);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
}

/**
 * One step of a player who uses the Hunters board rather than the choice list. Returns what it
 * did, so the test can check that every kind of board gesture was used.
 */
async function huntersStep(page: Page, moved: boolean): Promise<{ what: string; at: number }> {
  // The step and the step number it was decided at, from one look at the page: read apart, a
  // position arriving in between would pass for the answer to this step.
  const [at, what] = await page.evaluate((movedYet): [number, string] => {
    const at = Number(document.querySelector('.game')?.getAttribute('data-index'));
    return [at, decide()];
    function decide(): string {
      const q = (sel: string) => document.querySelectorAll(sel).length;
      if (q('button.choice') === 0) return 'wait';
      const phase = document.querySelector('.hu-board')?.getAttribute('data-phase') ?? '';
      if (q('.hu-hand .pool button[data-kind="keep"]') > 0) return 'keep';
      if (phase === 'deploy' && q('.hu-sq.can') > 0) return 'deploy';
      if (q('.hu-char.can') > 0) return 'activate';
      if (phase === 'character' && q('.hu-char.active') > 0 && q('.hu-sq.can') > 0) return 'drag';
      if (phase === 'character' && !movedYet && q('.hu-actions button[data-kind="basic"]') > 0) return 'basic';
      if (q('.hu-enemy.can') > 0) return 'enemy';
      if (q('.hu-sq.can') > 0) return 'square';
      if (q('.hu-actions button[data-kind="stop"]') > 0) return 'stop';
      if (q('.hu-actions button[data-kind="no-reaction"]') > 0) return 'no-reaction';
      if (q('.hu-actions button[data-kind="end-turn"]') > 0) return 'end-turn';
      return 'choice';
    }
  }, moved);
  switch (what) {
    case 'keep':
      await page.locator('.hu-hand .pool button[data-kind="keep"]').first().click();
      break;
    case 'deploy':
      // A free space of the zone (a figure already there would take the click for its space too).
      await page.locator('.hu-sq.can:not(.occupied)').first().click();
      await page.locator('.picked-panel .hu-facings button').first().click();
      break;
    case 'activate':
      await page.locator('.hu-char.can').first().click();
      break;
    case 'drag':
      await drag(page, '.hu-char.active', '.hu-sq.can');
      break;
    case 'basic':
      await page.locator('.hu-actions button[data-kind="basic"]').first().click();
      break;
    case 'enemy':
      await page.locator('.hu-enemy.can').first().click();
      if ((await page.locator('.picked-panel button').count()) > 0)
        await page.locator('.picked-panel button').first().click();
      break;
    case 'square':
      // By keyboard: a figure standing on the space would take a click for itself.
      await page.locator('.hu-sq.can').first().press('Enter');
      if ((await page.locator('.picked-panel button').count()) > 0)
        await page.locator('.picked-panel button').first().click();
      break;
    case 'stop':
    case 'no-reaction':
    case 'end-turn':
      await page.locator(`.hu-actions button[data-kind="${what}"]`).first().click();
      break;
    case 'choice':
      await page.locator('button.choice').first().click();
      break;
    case 'wait':
      break;
  }
  return { what, at };
}

run('Hunters in Chromium', () => {
  beforeAll(async () => {
    h = await startHarness();
    base = h.base;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a newcomer keeps cards, deploys and moves by clicking and dragging, reads the enemy turn step by step, reloads and plays the mission to its end', async () => {
    const { page } = await h.newPage();
    await page.goto(base);
    const card = page.locator('.game-card[data-ruleset="hunters"]');
    // A cooperative game: the player plays alone against the enemies the rules run, no computer player.
    expect(await card.getByRole('button', { name: 'Play against the computer' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Play alone' }).click();
    await card.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('p1');
    await until(() => page.locator('.hu-board .hu-sq').count()).toBeGreaterThan(20);

    const done: string[] = [];
    const enhancedPlays = new Set<string>();
    for (let i = 0; i < 120 && !done.includes('enemy-turn'); i++) {
      for (const t of await page.locator('.hu-hand button', { hasText: 'enhanced by' }).allTextContents())
        enhancedPlays.add(t);
      const { what, at: before } = await huntersStep(page, done.includes('drag'));
      if (what === 'wait') {
        await untilOffered(page);
        continue;
      }
      done.push(what);
      await until(() => index(page)).toBeGreaterThan(before);
      if (Number((await page.locator('.hu-enemy-turn').getAttribute('data-total')) ?? 0) >= 3) done.push('enemy-turn');
    }
    expect(done.filter((d) => d === 'keep').length).toBe(10);
    expect(done.filter((d) => d === 'deploy').length).toBe(2);
    expect(done).toContain('activate');
    expect(done).toContain('drag');
    // A card played with another's enhancement: the activity it goes to is named only on a card
    // of several ("on the ranged attack"), never by a bare number.
    expect(enhancedPlays.size, 'no enhanced play offered').toBeGreaterThan(0);
    for (const t of enhancedPlays) expect(t).not.toMatch(/activity \d/);
    await until(() => page.locator('.events li[data-type="hunters/step"]').count()).toBeGreaterThan(0);
    // The log numbers its lines "#1", never "1." as a line's own words may begin ("1. játékos").
    const marker = await page
      .locator('.events li')
      .last()
      .evaluate((li) => getComputedStyle(li, '::marker').content);
    expect(marker).toMatch(/^"#"/);
    // The sheets show both characters with their gear in slots, and their player by number.
    expect(await page.locator('.hu-sheet[data-char="soldier"] h3').textContent()).toContain('(Player 1)');
    expect(await page.locator('.hu-sheet[data-char="soldier"] .slot.full').count()).toBeGreaterThan(1);

    // The enemy turn, one step at a time: each step is a sentence with its rule.
    const turn = page.locator('.hu-enemy-turn');
    const total = Number(await turn.getAttribute('data-total'));
    expect(total).toBeGreaterThan(1);
    expect(await turn.locator('li').count()).toBe(1);
    await turn.locator('button.next-step').click();
    expect(await turn.locator('li').count()).toBe(2);
    expect(await turn.locator('li').first().textContent()).toContain('HU-TURN-08');
    // The rule is its tag beside the words, not said again in brackets at their end.
    expect(await turn.locator('li .rule-tag').first().textContent()).toBe('HU-TURN-08');
    expect(await turn.textContent()).not.toContain('[HU-');
    await page.screenshot({ path: join(shots, 'hunters-board.png'), fullPage: true });

    const reached = await index(page);
    await page.reload();
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('p1');
    expect(await index(page)).toBe(reached);
    await until(() => page.locator('.hu-board .hu-char').count()).toBeGreaterThan(0);

    // The rest of the mission on the board, the way a player ends it: turns ended (and, were a tie
    // asked, settled by clicking the enemy that acts first; by default the program settles enemy
    // ties, AMB-43), until no character is left standing. Each round takes at least a step a
    // character, and the server picks the game's seed, so only a floor is asked of the count.
    let steps = 0;
    for (let i = 0; i < 400 && (await page.locator('.outcome').count()) === 0; i++) {
      const { what, at: before } = await huntersStep(page, true);
      if (what === 'wait') {
        await untilOffered(page);
        continue;
      }
      steps++;
      await page
        .waitForFunction(
          (b) =>
            Number(document.querySelector('.game')?.getAttribute('data-index')) > b ||
            document.querySelector('.outcome') !== null,
          before,
          { timeout: 8000 },
        )
        .catch(() => undefined);
    }
    expect(steps).toBeGreaterThan(4);
    await until(() => page.locator('.outcome').count(), 10_000).toBe(1);
    expect(await page.locator('.outcome').textContent()).toContain('The game is over');
    // The party loses together: the mission is lost, nobody is named a loser or a winner.
    expect(await page.locator('.outcome').textContent()).toContain('Mission lost');
    expect(await page.locator('.outcome').textContent()).not.toContain('Nobody wins');
    await page.screenshot({ path: join(shots, 'hunters-over.png'), fullPage: true });
    await page.close();
  }, 240_000);

  it('on a phone, by touch and keyboard: cards kept by tapping, a character deployed with the keyboard, nothing spilling sideways', async () => {
    const g = await createGame(base, {
      ruleset: 'hunters',
      seed: 9,
      setup: {
        players: 1,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p1' },
        ],
      },
    });
    const { page } = await h.newPage({ viewport: { width: 390, height: 844 }, touch: true });
    await page.goto(`${base}/game/${g.id}?token=${g.tokens['p1']}`);
    await until(() => page.locator('.hu-hand .pool button[data-kind="keep"]').count()).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) {
      const before = await index(page);
      await page.locator('.hu-hand .pool button[data-kind="keep"]').first().tap();
      await until(() => index(page)).toBeGreaterThan(before);
    }
    await until(() => page.locator('.hu-board').getAttribute('data-phase')).toBe('deploy');
    // The keyboard alone: a space of the zone takes the focus, Enter opens its facings, Enter picks one.
    const before = await index(page);
    await page.locator('.hu-sq.can').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('.picked-panel .hu-facings button').first().focus();
    await page.keyboard.press('Enter');
    await until(() => index(page)).toBeGreaterThan(before);
    await until(() => page.locator('.hu-char').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(shots, 'hunters-phone.png'), fullPage: true });
    await page.close();
  });

  it('HU-DIFF-01 the campaign screens: days track, base and rooms, the difficulty raised by name, world map with travel by click, event cards with their options', async () => {
    const g = await createGame(base, {
      ruleset: 'hunters',
      seed: 5,
      setup: {
        mode: 'campaign',
        players: 1,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p1' },
        ],
      },
    });
    const { page } = await h.newPage();
    await page.goto(`${base}/game/${g.id}?token=${g.tokens['p1']}`);
    const board = page.locator('.hu-campaign');
    await until(() => board.getAttribute('data-day')).toBe('1');
    expect(await board.locator('.hu-days li.today').textContent()).toContain('1');
    expect(await board.locator('.hu-room.built').count()).toBe(1);
    expect(await board.locator('.hu-place.here').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'hunters-campaign.png'), fullPage: true });

    // HU-DIFF-01: between missions the difficulty may be raised, by name, never lowered.
    const status = board.locator('.hu-status').first();
    expect(await status.textContent()).toContain('Normal');
    const raises = board.locator('.hu-actions button[data-kind="difficulty"]');
    expect(await raises.count()).toBe(2);
    const raised = await index(page);
    await raises.first().click();
    await until(() => index(page)).toBeGreaterThan(raised);
    await until(() => status.textContent()).toContain('Professional');
    expect(await raises.count()).toBe(1);

    // Travel by clicking a place on the world map: a day passes and the party is there.
    const dest = board.locator('.hu-place.can').first();
    const to = await dest.getAttribute('data-location');
    await dest.click();
    await until(() => board.getAttribute('data-day')).toBe('2');
    // A card met on the road is read before the party arrives (HU-TRAVEL-08).
    if ((await board.locator('.hu-event-card').count()) > 0) {
      expect(await board.locator('.hu-place.here').getAttribute('data-location')).not.toBe(to);
      const reading = await index(page);
      await board.locator('.hu-event-card .hu-options li.can button').first().click();
      await until(() => index(page)).toBeGreaterThan(reading);
    }
    await until(() => board.locator('.hu-place.here').getAttribute('data-location')).toBe(to);

    // Travel on until an event card is to be read, then take one of its options.
    for (let i = 0; i < 8 && (await board.locator('.hu-event-card').count()) === 0; i++) {
      const before = await index(page);
      const place = board.locator('.hu-place.can');
      if ((await place.count()) > 0) await place.last().click();
      else await page.locator('button.choice').first().click();
      await until(() => index(page)).toBeGreaterThan(before);
    }
    const eventCard = board.locator('.hu-event-card');
    expect(await eventCard.count()).toBe(1);
    expect(await eventCard.locator('.hu-options li').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'hunters-event-card.png'), fullPage: true });
    const before = await index(page);
    await eventCard.locator('.hu-options li.can button').first().click();
    await until(() => index(page)).toBeGreaterThan(before);
    await page.close();
  });

  it('HU-TRAVEL-09 HU-CRAFT-02 a place’s purchase list offers its blueprints as it offers gear; one bought is shown held on the base panel', async () => {
    const setup = {
      mode: 'campaign',
      players: 1,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p1' },
      ],
    };
    const g = await createGame(base, { ruleset: 'hunters', seed: 1, setup });
    // To the Old Refinery (seed 1 meets no card on the way) and two days' work there, for 4 Fuel
    // Cells each: the same choices on a local engine and the game.
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(eng.start(1, setup));
    const steps: Array<readonly [string, HuntersChoice]> = [];
    for (const choice of [{ kind: 'travel', to: 'L2' }, { kind: 'work' }, { kind: 'work' }] as const) {
      steps.push(['p1', choice]);
      m = unwrap(eng.submit(m, 'p1', choice)).match;
    }
    expect(m.state.campaign?.toRead).toEqual([]);
    await sendChoices(base, g, steps);
    const { page } = await h.newPage();
    await page.goto(`${base}/game/${g.id}?token=${g.tokens['p1']}`);
    const board = page.locator('.hu-campaign');
    // Day 2 on arrival, a day a day's work.
    await until(() => board.getAttribute('data-day')).toBe('4');
    // Gear and blueprints side by side in the place's list, each button worded by the rules.
    const buys = board.locator('.hu-actions button[data-kind="buy"]');
    // Both characters can pay for either: four purchases.
    await until(() => buys.count()).toBe(4);
    const labels = await buys.allTextContents();
    expect(labels).toContain('Soldier buys a Frag Grenade');
    expect(labels).toContain('Soldier buys the Frag Grenade blueprint for the party');
    expect(await board.locator('.hu-crafting li[data-blueprint="bp-frag-grenade"]').getAttribute('class')).toBeNull();
    const before = await index(page);
    await buys.filter({ hasText: 'Soldier buys the Frag Grenade blueprint' }).click();
    await until(() => index(page)).toBeGreaterThan(before);
    await until(() => board.locator('.hu-blueprints-held').textContent()).toContain('Frag Grenade');
    expect(await board.locator('.hu-crafting li[data-blueprint="bp-frag-grenade"]').getAttribute('class')).toBe('held');
    // Held now, the blueprint is offered to nobody; the gear is, to the Medic, who still has the
    // Fuel Cells (the Soldier paid 3 of his 4).
    await until(() => buys.allTextContents()).toEqual(['Medic buys a Frag Grenade']);
    await page.close();
  });

  it('HU-PLAYERS-05 two players see each other’s hands; each plays only his own character’s cards', async () => {
    const setup = {
      players: 2,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p2' },
      ],
    };
    const g = await createGame(base, { ruleset: 'hunters', seed: 4, setup });
    // The starting hands are chosen through the API, the same choices made on a local engine.
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(eng.start(4, setup));
    for (let i = 0; i < 40 && m.state.phase === 'hand'; i++) {
      const seat = eng.pending(m)[0]?.seats[0] ?? '';
      const choice = eng.legal(m, seat)[0];
      const res = await fetch(`${base}/api/games/${g.id}/choices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: g.tokens[seat], index: m.record.choices.length, choice }),
      });
      expect(res.status).toBe(200);
      m = unwrap(eng.submit(m, seat, choice)).match;
    }
    const { page } = await h.newPage();
    await page.goto(`${base}/game/${g.id}?token=${g.tokens['p1']}`);
    // Both hands are on p1's page, card by card as the rules hold them.
    for (const c of m.state.chars) {
      const hand = page.locator(`.hu-hand[data-char="${c.id}"] > ul > .hu-card`);
      await until(() => hand.evaluateAll((li) => li.map((x) => x.getAttribute('data-card')))).toEqual(c.hand);
    }
    expect(m.state.chars.map((c) => c.hand.length)).toEqual([5, 5]);
    // The medic's hand is p2's: no button on it for p1.
    expect(await page.locator('.hu-hand[data-char="medic"] button').count()).toBe(0);
    expect(await page.locator('.hu-hand.mine').getAttribute('data-char')).toBe('soldier');
    await page.close();
  });

  it('an attack offered shows on the page its chance to hurt and to destroy, as the rules count it, and is made from the enemy on the map, the log showing the same roll as the rules', async () => {
    // A position with an attack offered: random legal choices from the first seeds, played by the
    // rules in this process (the same engine, seed and set-up the server starts a game with).
    const eng = unwrap(Engine.create(huntersRuleset));
    // An attack at one enemy, shown on the map (a melee attack or a shot), at an enemy the board
    // offers more than one choice against (clicking him opens them; with one, the click makes it).
    const atOne = (m: Match<MissionState>, seat: string, c: HuntersChoice) => {
      const rolls = eng.view(m, seat).attackRolls?.[canonicalJson(c)];
      if ((c.kind !== 'melee' && c.kind !== 'shoot') || rolls?.length !== 1) return false;
      const against = byEnemy(eng.legal(m, seat)).get(rolls[0]?.enemy ?? '');
      return (against?.length ?? 0) > 1;
    };
    const found = walkTo(
      eng,
      huntersRuleset.defaultSetup,
      (m, seat) => eng.legal(m, seat).some((c) => atOne(m, seat, c)),
      { seeds: 40, steps: 600 },
    );
    if (!found) throw new Error('no attack offered in the first 40 seeds');
    const g = await createGame(base, { ruleset: 'hunters', seed: found.seed });
    await sendChoices(base, g, found.steps);
    const view = eng.view(found.m, found.seat);
    const odds = view.attackRolls ?? {};
    const words = (c: HuntersChoice) => huntersRuleset.presenter!.choice(c, view, 'en');
    const { page } = await h.newPage();
    await page.goto(`${base}/game/${g.id}?token=${g.tokens[found.seat]}`);
    // Every choice on the list reads as the rules' words for it; an attack's end with its odds.
    const list = page.locator('button.choice');
    await until(() => list.count()).toBe(eng.legal(found.m, found.seat).length);
    const read = () =>
      list.evaluateAll((bs) => bs.map((b) => [b.getAttribute('data-choice') ?? '', b.textContent ?? '']));
    const expected = (await read()).map(([json]) => [json, words(JSON.parse(json!) as HuntersChoice)]);
    await until(read).toEqual(expected);
    let attacks = 0;
    for (const [json, text] of expected) {
      if (odds[canonicalJson(JSON.parse(json!))]) {
        attacks++;
        // A Mental attack (EMP) names its chance to disable instead.
        expect(text).toMatch(/ · (hurts \d+\.\d%(, destroys \d+\.\d%)?|destroys \d+\.\d%|disables \d+\.\d%)/);
      }
    }
    expect(attacks).toBe(Object.keys(odds).length);
    // On the map: the enemy attacked opens its options, the same words with the same odds.
    const attack = eng.legal(found.m, found.seat).find((c) => atOne(found.m, found.seat, c))!;
    const enemy = odds[canonicalJson(attack)]![0]!.enemy;
    await page.locator(`.hu-enemy.can[data-enemy="${enemy}"]`).click();
    const panel = page.locator('.picked-panel button', { hasText: words(attack) });
    await until(() => panel.count()).toBe(1);
    // Made from there: the server rolls the same dice as the rules here, and the log says so.
    const { events } = unwrap(eng.submit(found.m, found.seat, attack));
    const said = huntersRuleset.presenter!.event(events[0]!, 'en').replace(/ \[[A-Z0-9-]+\]$/, '');
    expect(said).toMatch(/ attacks .*: rolls \d/);
    const entry = page.locator(`li[data-type="${events[0]!.type}"]`, { hasText: said });
    expect(await entry.count()).toBe(0);
    await panel.click();
    await until(() => entry.count()).toBe(1);
    await page.close();
  }, 120_000);

  it('the page in Hungarian shows a Hunters decision’s prompt in Hungarian, and the sample’s characters and cards by our Hungarian names, the cards in Hungarian words', async () => {
    const setup = {
      players: 1,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p1' },
      ],
    };
    const g = await createGame(base, { ruleset: 'hunters', seed: 4, setup });
    // The same decision opened by the rules here, and its prompt worded in Hungarian by the presenter.
    const eng = unwrap(Engine.create(huntersRuleset));
    const m = unwrap(eng.start(4, setup));
    const d = eng.pending(m)[0];
    if (!d?.prompt) throw new Error('no prompt');
    const hu = huntersRuleset.presenter?.prompt?.(d, eng.view(m, 'p1'), 'hu') ?? '';
    expect(hu).not.toBe(d.prompt);
    expect(hu).toContain('Katona');
    expect(d.prompt).toContain('Soldier');

    const url = `${base}/game/${g.id}?token=${g.tokens['p1']}`;
    const { page: en } = await h.newPage();
    await en.goto(url);
    await until(() => en.locator('.prompt').first().textContent()).toBe(d.prompt);
    // The soldier's hand: the class, each card's name and the pack's own text, in English.
    const hand = '.hu-hand[data-char="soldier"]';
    const cardOf = async (page: Page) => {
      const li = page.locator(`${hand} .hu-card`).first();
      const id = (await li.getAttribute('data-card')) ?? '';
      const card = sampleContent.cards.find((c) => c.id === id);
      if (!card) throw new Error(`unknown card ${id}`);
      return {
        card,
        name: await li.locator('strong').textContent(),
        text: await li.locator('.card-text').textContent(),
      };
    };
    await until(() => en.locator(`${hand} .hu-card`).count()).toBeGreaterThan(0);
    expect(await en.locator(`${hand} h3`).textContent()).toContain('Soldier');
    const shown = await cardOf(en);
    expect(shown.name).toBe(shown.card.name);
    expect(shown.text).toBe(shown.card.text);
    await en.close();
    const { page } = await h.newPage({ locale: 'hu-HU' });
    await page.goto(url);
    await until(() => page.locator('.prompt').first().textContent()).toBe(hu);
    // Where the English page said Soldier and the card's English name and text, ours in Hungarian.
    await until(() => page.locator(`${hand} .hu-card`).count()).toBeGreaterThan(0);
    expect(await page.locator(`${hand} h3`).textContent()).toContain('Katona');
    expect(await page.locator(`${hand} h3`).textContent()).not.toContain('Soldier');
    const magyar = await cardOf(page);
    expect(magyar.name).toBe(SAMPLE_NAMES_HU[magyar.card.name]);
    expect(magyar.text).toBe(cardText(magyar.card, 'hu'));
    expect(magyar.text).not.toBe(magyar.card.text);
    expect(await page.locator('.hu-status strong').first().textContent()).toBe('Patkányok a romok között');
    // The seat in words too.
    await until(() => page.locator('[data-testid="my-seat"]').textContent()).toBe('1. játékos');
    await page.close();
  });
});
