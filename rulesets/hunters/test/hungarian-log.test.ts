import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@skirmish/core';
import { EVENT_TYPES_HU } from '../src/event-words.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { act, drive, scene } from './fixture.ts';
import { damageEnemy } from '../src/combat.ts';
import { playMissions } from './played.ts';
import { sampleContent } from '../src/content/sample.ts';

const SRC = new URL('../src/', import.meta.url);
const sources = (): string[] =>
  readdirSync(SRC)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(new URL(f, SRC), 'utf8'));

/** Every event type the rules emit. */
function emittedTypes(): string[] {
  const types = new Set<string>();
  for (const text of sources())
    for (const m of text.matchAll(/type: '(hunters\/[a-z0-9-]+)'/g)) if (m[1]) types.add(m[1]);
  return [...types].sort();
}

/**
 * Common English words a Hungarian line must not hold. Words both languages spell alike
 * ("a", "is", "most", "mind") are left out on purpose.
 */
const ENGLISH =
  /\b(the|and|of|to|with|from|an|at|on|for|its|turn|card|moves?|attacks?|rolls|success(es)?|damage|health|enemy|character|hits|lost|won|day|ends|begins|party|no|into|steps|takes|spends|uses)\b/i;

/** A log line without its rule ID and the content names the pack gives (which stay as they are). */
const words = (line: string, names: readonly string[] = []): string =>
  names.reduce((l, n) => l.split(n).join(''), line.replace(/ \[HU-[A-Z]+-\d+\]$/, ''));

/** The ids that stand alone in a line (not inside a longer word or id). */
function rawIds(line: string, ids: readonly string[]): string[] {
  const alt = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return [...line.matchAll(new RegExp(`(?<![\\w-])(${alt})(?![\\w-])`, 'g'))].map((m) => m[1] ?? '');
}

/** One event of the type with every field a line may read, and an English text naming nobody. */
function sample(type: string, extra: Record<string, unknown> = {}): GameEvent {
  return {
    type,
    rule: 'HU-TURN-01',
    text: 'Something happens to the party.',
    character: 'recon',
    enemy: 'e1',
    by: 'medic',
    with: 'medic',
    from: { x: 1, y: 2 },
    to: { x: 2, y: 2 },
    at: { x: 2, y: 2 },
    gear: 'knife',
    card: 'c1',
    option: 0,
    handling: 'discard',
    attack: 'ranged',
    faces: [1, 6],
    toHit: 3,
    successes: 1,
    defence: ['shield'],
    damage: 0,
    amount: 1,
    health: 2,
    level: 2,
    day: 15,
    due: 18,
    room: 'forge',
    xp: 5,
    wage: 1,
    turn: 3,
    list: 'near',
    action: 1,
    entry: 'Move 1 to target',
    face: 4,
    value: 3,
    success: false,
    victory: true,
    mission: 'Q02',
    location: 'Ravenna',
    kind: 'smoke',
    spent: 1,
    fuel: 1,
    item: 'fuel',
    ...extra,
  };
}

describe('the log and the prompts in Hungarian', () => {
  it('every event type the rules emit has a Hungarian line of its own, free of common English words', () => {
    const types = emittedTypes();
    expect(types.length).toBeGreaterThan(100);
    for (const t of types) {
      expect(EVENT_TYPES_HU, t).toContain(t);
      // Both shapes a line may take: with an enemy or a helper named, and without.
      for (const e of [sample(t), sample(t, { enemy: undefined, by: undefined, damage: undefined, card: undefined })]) {
        const en = huntersPresenter.event(e, 'en');
        const hu = huntersPresenter.event(e, 'hu');
        expect(hu, t).not.toBe(en);
        expect(ENGLISH.exec(words(hu))?.[0], `${t}: ${hu}`).toBeUndefined();
      }
    }
  });

  it('every event type names its figures, cards and gear by the names the rules put beside their ids', () => {
    const names = { recon: 'Recon', medic: 'Medic', e1: 'Gorilla', knife: 'Knife', c1: 'Shot' };
    for (const t of emittedTypes()) {
      const hu = huntersPresenter.event(sample(t, { names, give: ['knife'], take: ['c1'] }), 'hu');
      for (const id of Object.keys(names)) expect(rawIds(hu, [id]), `${t}: ${hu}`).toEqual([]);
    }
    // The order the players gave is theirs, not a draw.
    expect(huntersPresenter.event(sample('hunters/enemy-order', { names }), 'hu')).toBe(
      'A játékosok döntése: elsőként Gorilla cselekszik. [HU-TURN-01]',
    );
    expect(huntersPresenter.event(sample('hunters/enemy-order', { enemy: undefined }), 'hu')).toBe(
      'Az egyenlő ellenségek sorrendjét a program sorsolta. [HU-TURN-01]',
    );
  });

  it('a resolved story card says in Hungarian what becomes of it, with no English word left', () => {
    const done = (handling: string) =>
      huntersPresenter.event(
        { type: 'hunters/card-done', rule: 'HU-EVENT-07', card: 'R201', handling, text: `Card R201: ${handling}.` },
        'hu',
      );
    expect(done('discard')).toBe('R201 lap elintézve: eldobva. [HU-EVENT-07]');
    expect(done('keep')).toBe('R201 lap elintézve: a csapatnál marad. [HU-EVENT-07]');
    expect(done('leave')).toBe('R201 lap elintézve: felfordítva a helyszínen marad. [HU-EVENT-07]');
  });

  it('a launched mission the pack does not hold is announced as ahead, not as begun, by its id', () => {
    const launched = { type: 'hunters/mission-launched', mission: 'Z99', text: 'Mission Z99 begins.' };
    expect(huntersPresenter.event(launched, 'hu')).toBe('Küldetés vár a csapatra: Z99.');
  });

  it('the Hungarian log of played missions names no figure, card or gear by its id', () => {
    const { events } = playMissions();
    const types = new Set(events.map((e) => e.type));
    expect(types.size).toBeGreaterThan(30);
    const ids = [...sampleContent.classes, ...sampleContent.cards, ...sampleContent.gear, ...sampleContent.enemies].map(
      (x) => x.id,
    );
    const texts = new Set(events.map((e) => huntersPresenter.event(e, 'hu')));
    // An enemy is named with its number ("Óriáspatkány 3"), as the enemy list names it; no id stands anywhere.
    expect([...texts].some((hu) => /Óriáspatkány \d+/.test(hu))).toBe(true);
    for (const hu of texts) {
      expect(/(?<![\w-])e\d+(?![\w-])/.exec(hu)?.[0], hu).toBeUndefined();
      expect(rawIds(hu, ids), hu).toEqual([]);
    }
  });

  it('a turn says which way the character now faces, in both languages', () => {
    const d = drive(scene({ chars: [{ cls: 'soldier', at: [0, 0] }], enemies: [{ kind: 'bug', at: [9, 9] }] }));
    const [turned] = d.do({ kind: 'rotate', facing: 2 });
    expect(turned).toMatchObject({ type: 'hunters/rotate', facing: 2 });
    expect(huntersPresenter.event(turned!, 'en')).toContain('turns to face E');
    expect(huntersPresenter.event(turned!, 'hu')).toContain('megfordul: K felé néz');
  });

  it('HU-ACTION-10 an attack left undone for want of a target is said in the log, in both languages', () => {
    const d = drive(
      scene({
        chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-shot', 'soldier-dash'] }],
        enemies: [{ kind: 'bug', at: [9, 9] }],
      }),
    );
    // Nothing to shoot at: the card is played and its attack passed over at once.
    const played = d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
    expect(played.map((e) => e.type)).toEqual(['hunters/play', 'hunters/activity-skipped']);
    expect(d.state.current?.activity).toBeNull();
    const skipped = played[1];
    expect(skipped).toMatchObject({ type: 'hunters/activity-skipped', activity: 'ranged', rule: 'HU-ACTION-10' });
    expect(huntersPresenter.event(skipped!, 'en')).toContain('Soldier leaves the Ranged Attack undone');
    expect(huntersPresenter.event(skipped!, 'hu')).toContain('kihagyja a távolsági támadást');
  });

  it('an enemy struck for more than its Health left is said to lose what it had, in both languages', () => {
    const sc = scene({ chars: [{ cls: 'soldier', at: [0, 0] }], enemies: [{ kind: 'giant-rat', at: [0, 0] }] });
    const g = sc.ctx([]);
    const rat = g.s.enemies[0]!;
    rat.health = 1;
    damageEnemy(g, rat, 2, 'HU-RANGED-04');
    const wounded = g.events.find((e) => e.type === 'hunters/enemy-wounded')!;
    expect(wounded).toMatchObject({ amount: 2, lost: 1, health: 0 });
    expect(huntersPresenter.event(wounded, 'en')).toContain('loses 1 Health (now 0)');
    expect(huntersPresenter.event(wounded, 'hu')).toContain('1 Életerőt veszít (marad 0)');
  });

  it('HU-ENEMY-35 a real enemy shot, its stray 6 and the wounds read in Hungarian', () => {
    const sc = scene({
      chars: [{ cls: 'recon', at: [5, 5] }],
      enemies: [
        { kind: 'bandit-pistol', at: [5, 3], facing: 0 },
        { kind: 'gorilla', at: [5, 5] },
      ],
    });
    const r = act(
      sc,
      'e1',
      [1, 6, 'blank'],
      [
        { kind: 'no-reaction', seat: 'p1' },
        { kind: 'no-reaction', seat: 'p1' },
      ],
    );
    const lines = r.events.map((e) => huntersPresenter.event(e, 'hu'));
    expect(r.events.some((e) => e.type === 'hunters/stray-six')).toBe(true);
    const names = sc.content.enemies.map((e) => e.name);
    for (const line of lines) expect(ENGLISH.exec(words(line, names))?.[0], line).toBeUndefined();
  });
});
