/**
 * The words a player reads before a choice that costs something he may not expect: a step that
 * leaves the mission, a card played at nothing, the activity an enhancement goes on, and what the
 * enemy does when a reaction is offered against it.
 */
import { describe, expect, it } from 'vitest';
import { huntersPresenter, makeHuntersPresenter } from '../src/presenter.ts';
import type { HuntersChoice } from '../src/choices.ts';
import type { HuntersContent } from '../src/content/schema.ts';
import { hungarianNames } from '../src/names.ts';
import { sampleContent } from '../src/content/sample.ts';
import { drive, scene } from './fixture.ts';

const say = (c: HuntersChoice, d: ReturnType<typeof drive>, locale: 'en' | 'hu') =>
  huntersPresenter.choice(c, d.view(), locale);

/** The Soldier alone at the west end of a strip 10 spaces long, with a Shot and an Aimed Strike, acting. */
function acting(enemyAt: [number, number]) {
  const d = drive(
    scene({
      width: 10,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], facing: 2, hand: ['soldier-shot', 'soldier-aimed-strike'] }],
      enemies: [{ kind: 'giant-rat', at: enemyAt, facing: 6 }],
    }),
  );
  if (d.state.phase === 'order') d.do({ kind: 'activate', character: 'soldier' });
  return d;
}

describe('a step off the board', () => {
  it('a step off the map says the character leaves the board and the mission, in both languages', () => {
    const d = acting([9, 0]);
    d.do({ kind: 'basic', action: 'move' });
    const off: HuntersChoice = { kind: 'step', x: -1, y: 0 };
    const on: HuntersChoice = { kind: 'step', x: 1, y: 0 };
    expect(d.legal()).toContainEqual(off);
    expect(d.legal()).toContainEqual(on);
    expect(say(off, d, 'en')).toBe('Leave the mission: step off the board, past the west edge by A1');
    expect(say(off, d, 'hu')).toBe('Kilépés a küldetésből: lelépés a tábláról a nyugati szélen, az A1 mezőnél');
    // Off the south edge and off a corner, each with the article its square's name takes.
    expect(say({ kind: 'step', x: 2, y: -1 }, d, 'hu')).toBe(
      'Kilépés a küldetésből: lelépés a tábláról a déli szélen, a C1 mezőnél',
    );
    expect(say({ kind: 'step', x: -1, y: -1 }, d, 'hu')).toBe(
      'Kilépés a küldetésből: lelépés a tábláról a délnyugati sarkon, az A1 mezőnél',
    );
    expect(say({ kind: 'step', x: 2, y: -1 }, d, 'en')).toBe(
      'Leave the mission: step off the board, past the south edge by C1',
    );
    // A step that stays on the map reads as before.
    expect(say(on, d, 'en')).toBe('Step to B1');
    expect(say(on, d, 'hu')).toBe('Lépés ide: B1');
  });

  it('a step off the map carries a warning to confirm, in both languages; a step on it none', () => {
    const d = acting([9, 0]);
    d.do({ kind: 'basic', action: 'move' });
    const warn = (c: HuntersChoice, locale: 'en' | 'hu') => huntersPresenter.confirm?.(c, d.view(), locale);
    expect(warn({ kind: 'step', x: -1, y: 0 }, 'en')).toBe(
      'This step takes Soldier off the board and out of the rest of the mission for good.',
    );
    expect(warn({ kind: 'step', x: -1, y: 0 }, 'hu')).toBe(
      'Ezzel a lépéssel Katona elhagyja a táblát, és a küldetés hátralevő részében már nem vesz részt.',
    );
    expect(warn({ kind: 'step', x: 1, y: 0 }, 'en')).toBeNull();
    expect(warn({ kind: 'basic', action: 'move' }, 'hu')).toBeNull();
  });
});

describe('a card played at nothing', () => {
  const shot: HuntersChoice = { kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 };
  const strike: HuntersChoice = { kind: 'play', card: 'soldier-aimed-strike', enhancement: null, enhance: -1 };

  it('HU-ACTION-10 a Shot with no enemy in range may still be played, and its words say it hits nothing', () => {
    // The Rifle reaches 3 spaces; the rat stands 9 away, and none shares the Soldier's space.
    const d = acting([9, 0]);
    expect(d.legal()).toContainEqual(shot);
    expect(d.legal()).toContainEqual(strike);
    expect(d.view().idle).toEqual(['soldier-aimed-strike', 'soldier-shot']);
    expect(say(shot, d, 'en')).toBe('Play Shot — no target in range or sight');
    expect(say(shot, d, 'hu')).toBe('Kijátszás: Lövés – nincs célpont lőtávolságon és rálátáson belül');
    expect(say(strike, d, 'en')).toBe('Play Aimed Strike — no enemy on your space to attack');
    expect(say(strike, d, 'hu')).toBe('Kijátszás: Célzott csapás – nincs ellenség a meződön, nincs kit megtámadni');
  });

  it('a Shot with an enemy in range reads as a plain play', () => {
    const d = acting([2, 0]);
    expect(d.view().idle).toEqual(['soldier-aimed-strike']);
    expect(say(shot, d, 'en')).toBe('Play Shot');
    expect(say(shot, d, 'hu')).toBe('Kijátszás: Lövés');
  });
});

/** A test card whose Ranged Attack comes before its Move and its Melee Attack. */
function withVolley(c: HuntersContent): HuntersContent {
  const shot = c.cards.find((k) => k.id === 'soldier-shot');
  if (!shot) throw new Error('soldier-shot');
  const volley = {
    ...shot,
    id: 'test-volley',
    name: 'Test Volley',
    activities: [
      { kind: 'ranged' as const, toHit: 2 },
      { kind: 'move' as const, mp: 1 },
      { kind: 'melee' as const, toHit: 2 },
    ],
  };
  return { ...c, cards: [...c.cards, volley] };
}

describe('the activity an enhancement goes on', () => {
  it('an enhanced play names the activity by its kind, not by a number', () => {
    const d = acting([9, 0]);
    const c: HuntersChoice = { kind: 'play', card: 'soldier-aimed-strike', enhancement: 'soldier-shot', enhance: 0 };
    expect(d.legal()).toContainEqual(c);
    expect(say(c, d, 'en')).toBe(
      'Play Aimed Strike enhanced by Shot on its Melee Attack — no enemy on your space to attack',
    );
    expect(say(c, d, 'hu')).toBe(
      'Kijátszás: Célzott csapás, erősítés: Lövés (a közelharci támadására) – nincs ellenség a meződön, nincs kit megtámadni',
    );
  });

  it('HU-ACTION-09 HU-ACTION-18 in melee the activity is counted among those left, as the rules count it', () => {
    const d = drive(
      scene({
        chars: [{ cls: 'soldier', at: [4, 4], hand: ['test-volley', 'soldier-aimed-strike'] }],
        enemies: [{ kind: 'giant-rat', at: [4, 4] }],
        content: withVolley,
      }),
    );
    if (d.state.phase === 'order') d.do({ kind: 'activate', character: 'soldier' });
    // In melee the Ranged Attack drops out: the second activity left is the Melee Attack.
    expect(d.view().meleeNow).toBe(true);
    const c: HuntersChoice = { kind: 'play', card: 'test-volley', enhancement: 'soldier-aimed-strike', enhance: 1 };
    expect(d.legal()).toContainEqual(c);
    // The words of the pack the game is played with: its own card, counted as the rules count it.
    expect(makeHuntersPresenter(withVolley(sampleContent)).choice(c, d.view(), 'en')).toBe(
      'Play Test Volley enhanced by Aimed Strike on its Melee Attack',
    );
  });
});

describe('a reaction offered', () => {
  it('the question says what the enemy is about to do, in both languages', () => {
    // Out of the pistol's reach 3 spaces off, the Bandit would step in and shoot.
    const d = drive(
      scene({
        width: 8,
        height: 1,
        chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire'] }],
        enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }],
      }),
    );
    d.do({ kind: 'end-turn' });
    const [q] = d.pending();
    expect(q?.kind).toBe('hunters/react');
    expect(q?.prompt).toBe(
      'Play a reaction against Bandit with a Pistol 1? Next it would: Move 1 to target + Ranged Attack.',
    );
    expect(huntersPresenter.prompt?.(q ?? { seats: [], kind: '' }, d.view(), 'hu')).toBe(
      'Reakció kijátszása ellene: Pisztolyos bandita 1? Ezt tenné most: 1 mozgás a célpont felé + lövés.',
    );
  });

  it('inside and after a combined entry the question says what the enemy is doing or has done', () => {
    // Near list: Ranged Attack, then Move 1 away. The pistol's two dice both miss.
    const d = drive(
      scene({
        width: 8,
        height: 1,
        chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire', 'soldier-shot'] }],
        enemies: [{ kind: 'bandit-pistol', at: [4, 0], facing: 2 }],
      }),
    );
    d.do({ kind: 'end-turn' });
    d.do({ kind: 'no-reaction' }, [6, 6]);
    const hu = () => huntersPresenter.prompt?.(d.pending()[0] ?? { seats: [], kind: '' }, d.view(), 'hu');
    expect(d.pending()[0]?.prompt).toBe(
      'Play a reaction against Bandit with a Pistol 1? It is in the middle of: Ranged Attack + Move 1 away.',
    );
    expect(hu()).toBe(
      'Reakció kijátszása ellene: Pisztolyos bandita 1? Éppen ezt hajtja végre: lövés + 1 mozgás távolodva.',
    );
    d.do({ kind: 'no-reaction' });
    expect(d.pending()[0]?.prompt).toBe(
      'Play a reaction against Bandit with a Pistol 1? It has just done: Ranged Attack + Move 1 away.',
    );
    expect(hu()).toBe(
      'Reakció kijátszása ellene: Pisztolyos bandita 1? Épp ezt hajtotta végre: lövés + 1 mozgás távolodva.',
    );
  });
});

describe('an enemy by its number', () => {
  it('an enemy reads as its kind and its number, the way players count them, and a log written with its id still reads in Hungarian', () => {
    const d = acting([2, 0]);
    d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
    const shoot = d.legal().find((c) => c.kind === 'shoot' && c.targets.length === 1);
    expect(shoot).toBeDefined();
    if (shoot) {
      expect(say(shoot, d, 'en')).toMatch(/^Shoot Giant Rat 1 with Rifle/);
      expect(say(shoot, d, 'hu')).toMatch(/^Lövés: Óriáspatkány 1, fegyver: Puska/);
    }
    // The id stays: only the words changed.
    expect(d.state.enemies.map((e) => e.id)).toEqual(['e1']);
    const names = hungarianNames(sampleContent);
    expect(names.name('Giant Rat 2')).toBe('Óriáspatkány 2');
    expect(names.name('Giant Rat (e2)')).toBe('Óriáspatkány (e2)');
  });
});
