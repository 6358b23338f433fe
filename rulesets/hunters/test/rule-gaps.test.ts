/**
 * Smaller gaps between the rules and the program: Morale on a Penalty Attack (AMB-46), the Sound
 * Generator against a Spider shelling its own space (HU-GEAR-33), Lightning Reflexes tied to kinds
 * of action (HU-ACTION-13), the order of a day's penalty days and its card (HU-CAMP-12), and an
 * enemy Area attack on a space with a terrain token (HU-TERRAIN-09). Scripted dice throughout.
 */
import { canonicalJson, LoadedDice, loadContent, Rational, unwrap, type GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { advanceDays, newCampaign, type CampaignState } from '../src/campaign.ts';
import { choiceSchema, type HuntersChoice } from '../src/choices.ts';
import { damageDist } from '../src/combat.ts';
import type { Enemy, HuntersContent } from '../src/content/schema.ts';
import { sampleContent } from '../src/content/sample.ts';
import { WHOLE_MISSION } from '../src/gear.ts';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import type { PlacedGear } from '../src/state.ts';
import { shapeProblems } from '../src/state-shape.ts';
import { act, drive, P, scene } from './fixture.ts';

const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);

/**
 * The Soldier (Strength 2, Knife +1 die, To Hit +0) alone in melee with a Marauder (4 Health, 1
 * melee defence die) in a 3 by 3 room; the Marauder's list A opens with a Parting Leap, so its
 * first action asks the Soldier about a Penalty Attack.
 */
function penaltyAsked(options: Record<string, unknown> = {}, morale = 2, weather: 'clear' | 'rain' = 'clear') {
  const sc = scene({
    width: 3,
    height: 3,
    weather,
    chars: [{ cls: 'soldier', at: [1, 1], hand: [], morale }],
    enemies: [{ kind: 'marauder-rifle', at: [1, 1] }],
    options,
  });
  const d = drive(sc);
  d.do({ kind: 'end-turn' });
  expect(d.state.cursor?.ask).toEqual({ kind: 'penalty', enemy: 'e1', characters: ['soldier'] });
  return d;
}

/** The players settle the leap's landing, so that the action waits after the Penalty Attack (AMB-43). */
const ASK = { enemyTies: 'ask' };

const penalty = (more: Partial<Extract<HuntersChoice, { kind: 'penalty' }>> = {}): HuntersChoice => ({
  kind: 'penalty',
  character: 'soldier',
  ...more,
});

describe('AMB-46 Morale on a Penalty Attack', () => {
  it('AMB-46 HU-MELEE-07 HU-MELEE-10 the Penalty Attack is offered with Morale on To Hit and on a die, as a melee attack', () => {
    const d = penaltyAsked(ASK);
    expect(d.legal()).toEqual([
      penalty(),
      penalty({ moraleDie: true }),
      penalty({ moraleHit: true }),
      penalty({ moraleHit: true, moraleDie: true }),
      { kind: 'penalty', character: null },
    ]);
    // Both uses: 3 + 1 dice at To Hit 3 + 1. The 4s succeed, 5 and 6 miss; the defence die is blank.
    d.do(penalty({ moraleHit: true, moraleDie: true }), [4, 4, 5, 6, 'blank']);
    expect(ofType(d.events, 'hunters/morale')).toMatchObject([{ character: 'soldier', spent: 2 }]);
    expect(ofType(d.events, 'hunters/attack')).toMatchObject([
      { rule: 'HU-MELEE-10', faces: [4, 4, 5, 6], toHit: 4, successes: 2, damage: 2 },
    ]);
    expect(d.char('soldier').morale).toBe(0);
    expect(d.enemy('e1')?.health).toBe(2);
  });

  it('AMB-46 HU-TIME-06 in Heavy Rain a use costs 2 Morale: with 2 the Penalty Attack takes one use, not both', () => {
    const d = penaltyAsked(ASK, 2, 'rain');
    expect(d.legal().filter((c) => c.kind === 'penalty' && c.character !== null)).toEqual([
      penalty(),
      penalty({ moraleDie: true }),
      penalty({ moraleHit: true }),
    ]);
    const both = d.try(penalty({ moraleHit: true, moraleDie: true }));
    expect(both.ok ? '' : both.error.code).toBe('morale/short');
    // To Hit 3, Rain -1, Morale +1: 3. The 3 succeeds; the defence die is a shield.
    d.do(penalty({ moraleHit: true }), [3, 4, 4, 'shield']);
    expect(ofType(d.events, 'hunters/attack')).toMatchObject([{ toHit: 3, successes: 1, damage: 0 }]);
    expect(d.char('soldier').morale).toBe(0);
  });

  it('AMB-46 AMB-27 under the moraleStacking option the Penalty Attack takes several uses on one effect', () => {
    const d = penaltyAsked({ ...ASK, moraleStacking: true }, 2);
    expect(d.legal()).toContainEqual(penalty({ moraleHit: true, moraleHits: 2 }));
    // To Hit 3 + 2: the 5 succeeds, the 6 misses.
    d.do(penalty({ moraleHit: true, moraleHits: 2 }), [5, 6, 6, 'blank']);
    expect(ofType(d.events, 'hunters/attack')).toMatchObject([{ toHit: 5, successes: 1 }]);
    expect(ofType(d.events, 'hunters/morale')).toMatchObject([{ spent: 2, toHit: 2, dice: 0 }]);
  });

  it('AMB-46 a Penalty Attack’s Morale in another form than listed is refused, saying why, and nothing changes', () => {
    const d = penaltyAsked({}, 1);
    const before = JSON.stringify(d.state);
    const code = (c: HuntersChoice) => {
      const r = d.try(c);
      return r.ok ? 'accepted' : r.error.code;
    };
    expect(code(penalty({ moraleHit: true, moraleDie: true }))).toBe('morale/short');
    expect(code(penalty({ moraleHit: false }))).toBe('morale/count-form');
    expect(code({ kind: 'penalty', character: null, moraleHit: true })).toBe('morale/no-attack');
    expect(code(penalty({ moraleHit: true, moraleHits: 2 }))).toBe('morale/no-stacking');
    expect(JSON.stringify(d.state)).toBe(before);
  });

  it('AMB-46 AMB-27 a Penalty Attack’s Morale passes the choice schema whole; a count is a whole number from 0 to 12', () => {
    const d = penaltyAsked({ moraleStacking: true }, 4);
    for (const c of d.legal()) expect(choiceSchema.parse(c), JSON.stringify(c)).toEqual(c);
    expect(choiceSchema.safeParse(penalty({ moraleDie: true, moraleDice: 13 })).success).toBe(false);
    expect(choiceSchema.safeParse(penalty({ moraleHit: 'yes' as unknown as boolean })).success).toBe(false);
  });

  it('AMB-46 a state waiting after a Penalty Attack with Morale keeps its uses in a shape the state checks read', () => {
    const d = penaltyAsked(ASK);
    d.do(penalty({ moraleHit: true, moraleDie: true }), [4, 4, 5, 6, 'blank']);
    expect(d.state.cursor?.answers).toEqual([{ kind: 'penalty', character: 'soldier', moraleHits: 1, moraleDice: 1 }]);
    expect(shapeProblems(d.state)).toEqual([]);
    const bad = JSON.parse(JSON.stringify(d.state));
    bad.cursor.answers[0].moraleDice = 0;
    expect(shapeProblems(bad)).toEqual(['cursor.answers.0.moraleDice: expected at least 1, not 0']);
  });

  it('AMB-46 HU-MELEE-10 each Penalty Attack offered, with and without Morale, carries its exact odds', () => {
    const d = penaltyAsked();
    const view = d.view('p1');
    const chances = (c: HuntersChoice) => {
      const [o] = view.attackRolls?.[canonicalJson(c)] ?? [];
      if (!o) throw new Error(`no odds for ${JSON.stringify(c)}`);
      const dist = damageDist(o.numbers, Rational.of(o.shields, 6));
      if (!dist) throw new Error('no damage');
      return { hurts: dist.prob((x) => x >= 1), destroys: dist.prob((x) => x >= o.health) };
    };
    // The Marauder has 4 Health and 1 melee defence die, a Shield half the time. Without Morale:
    // 3 dice at To Hit 3, 1/2 each; 1 hit is stopped half the time, so 3/8 * 1/2 + 3/8 + 1/8 hurts.
    expect(chances(penalty())).toEqual({ hurts: Rational.of(11, 16), destroys: Rational.ZERO });
    // A die more: 4 dice; 4 hits and a blank defence die destroy it, 1/16 * 1/2.
    expect(chances(penalty({ moraleDie: true }))).toEqual({ hurts: Rational.of(13, 16), destroys: Rational.of(1, 32) });
    // To Hit 4: 2/3 a die; 1 hit (6/27) is stopped half the time.
    expect(chances(penalty({ moraleHit: true }))).toEqual({ hurts: Rational.of(23, 27), destroys: Rational.ZERO });
    // Both: 4 dice at 2/3; 1 hit is 8/81, 4 hits 16/81, and then the defence die must show a blank.
    expect(chances(penalty({ moraleHit: true, moraleDie: true }))).toEqual({
      hurts: Rational.of(76, 81),
      destroys: Rational.of(8, 81),
    });
    // Declining makes no attack and has no odds.
    expect(view.attackRolls?.[canonicalJson({ kind: 'penalty', character: null })]).toBeUndefined();
    expect(huntersPresenter.choice(penalty(), view, 'en')).toContain(' · hurts 68.8%');
    expect(huntersPresenter.choice(penalty({ moraleHit: true, moraleDie: true }), view, 'hu')).toContain(
      'sebzés esélye 93,8%, elpusztítás esélye 9,9%',
    );
  });

  it('AMB-46 the label of a Penalty Attack names its Morale, in English and Hungarian', () => {
    const d = penaltyAsked();
    const view = d.view();
    const c = penalty({ moraleHit: true, moraleDie: true });
    expect(huntersPresenter.choice(c, view, 'en')).toContain(
      'makes the Penalty Attack, Morale +1 To Hit, Morale +1 die',
    );
    expect(huntersPresenter.choice(c, view, 'hu')).toContain('Morál: +1 találat, Morál: +1 kocka');
  });
});

const placedGenerator = (at: [number, number]): PlacedGear => ({
  id: 'g1',
  gear: 'sound-generator',
  owner: 'recon',
  pos: P(...at),
  armed: false,
  fuel: 0,
  turns: WHOLE_MISSION,
});

describe('HU-GEAR-33 the Sound Generator and a Spider shelling its own space', () => {
  it('HU-GEAR-33 HU-ENEMY-30 AMB-76 a Sound Generator on the Spider’s space takes its own-space attack whole', () => {
    const sc = scene({
      width: 1,
      height: 1,
      chars: [{ cls: 'recon', at: [0, 0] }],
      enemies: [{ kind: 'spider-aka-2l', at: [0, 0] }],
    });
    sc.state.placed = [placedGenerator([0, 0])];
    // Had the Spider shelled the space, its 3 dice (1, 1, 1) would have wounded the unarmoured Recon.
    const r = act(sc, 'e1', [1, 1, 1]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Area Attack');
    expect(ofType(r.events, 'hunters/sound-generator')).toHaveLength(1);
    expect(ofType(r.events, 'hunters/enemy-attack')).toEqual([]);
    expect(r.dice.remaining).toBe(3);
    expect(sc.char('recon').health).toBe(5);
    expect(sc.state.placed).toEqual([]);
  });

  it('HU-GEAR-33 HU-AREA-05 from melee a Spider reaches only its own space: a Sound Generator beside it is left', () => {
    // Characters on both neighbours: the leap brings no profit, so it shells its own space.
    const sc = scene({
      width: 3,
      height: 1,
      chars: [
        { cls: 'recon', at: [1, 0] },
        { cls: 'soldier', at: [0, 0] },
        { cls: 'medic', at: [2, 0] },
      ],
      enemies: [{ kind: 'spider-aka-2l', at: [1, 0] }],
    });
    sc.state.placed = [placedGenerator([2, 0])];
    const r = act(sc, 'e1', [6, 6, 6]);
    expect(ofType(r.events, 'hunters/sound-generator')).toEqual([]);
    expect(ofType(r.events, 'hunters/enemy-attack')).toMatchObject([{ character: 'recon', successes: 0 }]);
    expect(sc.state.placed).toHaveLength(1);
  });
});

/** Wild Dogs whose Lightning Reflexes name kinds of action. */
function withReflexDogs(c: HuntersContent): HuntersContent {
  const dog = c.enemies.find((e) => e.id === 'wild-dog');
  if (!dog) throw new Error('wild-dog');
  const dogs: Enemy[] = [
    { ...dog, id: 'test-dog-move', lightningReflexes: ['move'] },
    { ...dog, id: 'test-dog-melee', lightningReflexes: ['melee', 'ranged'] },
  ];
  return { ...c, enemies: [...c.enemies, ...dogs] };
}

/** The Soldier with a Snap Fire, 3 spaces from a dog whose list C is a Move 3 to target. */
function dogScene(kind: string) {
  return scene({
    width: 8,
    height: 1,
    chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire'] }],
    enemies: [{ kind, at: [2, 0], facing: 2 }],
    content: withReflexDogs,
  });
}

describe('HU-ACTION-13 Lightning Reflexes of one kind of action', () => {
  it('HU-ACTION-13 Lightning Reflexes on Moves bar a reaction before the dog’s Move; on other kinds they do not', () => {
    expect(act(dogScene('test-dog-move'), 'e1', []).ask).toBeNull();
    const open = drive(dogScene('test-dog-melee'));
    open.do({ kind: 'end-turn' });
    expect(open.state.cursor?.ask).toEqual({
      kind: 'react',
      enemy: 'e1',
      moment: 'before',
      characters: ['soldier'],
      entry: [{ kind: 'move-to', mp: 3 }],
    });
    expect(open.legal()).toContainEqual({
      kind: 'react',
      character: 'soldier',
      card: 'soldier-snap-fire',
      weapon: 'rifle',
      to: null,
    });
    // A waiting state that says Reflexes bar the moment says it with true or false.
    const marked = JSON.parse(JSON.stringify(open.state));
    marked.cursor.ask.reflexes = true;
    expect(shapeProblems(marked)).toEqual([]);
    marked.cursor.ask.reflexes = 'yes';
    expect(shapeProblems(marked)).toEqual(['cursor.ask.reflexes: expected true or false, not "yes"']);
  });

  it('HU-ACTION-13 a dog 1 space off whose next action is Move 1 + Melee Attack has Reflexes on its melee: no reaction', () => {
    const beside = (kind: string) =>
      scene({
        width: 8,
        height: 1,
        chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire'] }],
        enemies: [{ kind, at: [4, 0], facing: 2 }],
        content: withReflexDogs,
      });
    // The dog steps in and bites: 2 dice at To Hit 3, both miss.
    const r = act(beside('test-dog-melee'), 'e1', [6, 6]);
    expect(r.ask).toBeNull();
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Move 1 to target + Melee Attack');
    // The same action of a dog with Reflexes on Moves only: its Move is in it, so none either.
    expect(act(beside('test-dog-move'), 'e1', [6, 6]).ask).toBeNull();
    // Without Lightning Reflexes the Snap Fire is offered before it.
    expect(act(beside('wild-dog'), 'e1', []).ask).toMatchObject({ kind: 'react', moment: 'before' });
  });

  it('HU-ACTION-13 HU-ENEMY-08 Reflexes on the shot of a Move 1 + Ranged Attack bar reactions before, between and after its steps', () => {
    // A Bandit 3 spaces off reaches 2: it steps in and shoots. The Soldier's Snap Fire reaches it throughout.
    const bandit = (reflexes: string[]) =>
      scene({
        width: 8,
        height: 1,
        chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire'] }],
        enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }],
        content: (c) => ({
          ...c,
          enemies: c.enemies.map((e) => (e.id === 'bandit-pistol' ? { ...e, lightningReflexes: reflexes } : e)),
        }),
      });
    // The shot's 2 dice miss.
    const r = act(bandit(['ranged']), 'e1', [6, 6]);
    expect(r.ask).toBeNull();
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Move 1 to target + Ranged Attack');
    expect(ofType(r.events, 'hunters/enemy-attack')).toHaveLength(1);
    // Reflexes on its melee only: the Snap Fire is offered before the action, and between its steps.
    const open = bandit(['melee']);
    expect(act(open, 'e1', []).ask).toMatchObject({ kind: 'react', moment: 'before' });
    expect(act(open, 'e1', [], [{ kind: 'no-reaction', seat: 'p1' }]).ask).toMatchObject({
      kind: 'react',
      moment: 'during',
    });
  });

  it('HU-ACTION-13 HU-ENEMY-01 a pack names the kinds as a list; true still means every action, and a bad value is refused by path', () => {
    const spec = huntersRuleset.content;
    const withReflexes = (v: unknown): unknown => {
      const pack = JSON.parse(JSON.stringify(sampleContent)) as { enemies: Array<Record<string, unknown>> };
      const [first] = pack.enemies;
      if (first) first['lightningReflexes'] = v;
      return pack;
    };
    expect(loadContent(spec, withReflexes(['parting-leap', 'area'])).ok).toBe(true);
    const old = loadContent(spec, withReflexes(true));
    expect(old.ok && old.content.enemies[0]?.lightningReflexes).toBe(true);
    const issues = (v: unknown, locale: 'en' | 'hu' = 'en') => {
      const r = loadContent(spec, withReflexes(v), locale);
      return r.ok ? [] : r.issues;
    };
    expect(issues(['ranged', 'fly'])).toEqual([
      {
        path: 'enemies.0.lightningReflexes.1',
        message:
          '"fly" is no kind of enemy action Lightning Reflexes can name (move, parting-leap, melee, ranged, area)',
      },
    ]);
    expect(issues(['ranged', 'ranged'])).toEqual([
      { path: 'enemies.0.lightningReflexes.1', message: 'Lightning Reflexes name the kind "ranged" twice' },
    ]);
    expect(issues([]).map((i) => i.path)).toEqual(['enemies.0.lightningReflexes']);
    expect(issues('yes')).toEqual([
      { path: 'enemies.0.lightningReflexes', message: 'expected true or false or an array, not "yes"' },
    ]);
    expect(issues(['fly'], 'hu').map((i) => i.message)).toEqual([
      '"fly" nem olyan ellenséges akciófajta, amelyet a Villámreflexek megnevezhetnek (move, parting-leap, melee, ranged, area)',
    ]);
  });
});

/** A campaign of a Soldier and a Medic on `day`, with nothing to eat, the Medic poisoned at 1 Health. */
function hungryCampaign(day: number): CampaignState {
  const s = unwrap(
    newCampaign(
      sampleContent,
      {
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p2' },
        ],
        room: 'forge',
      },
      new LoadedDice([]),
    ),
  );
  const chars = s.chars.map((c) => ({ ...c, food: 0, ...(c.id === 'medic' ? { health: 1, poisoned: true } : {}) }));
  return { ...s, day, chars };
}

describe('HU-CAMP-12 a day’s penalty days come before its card', () => {
  it('HU-CAMP-12 HU-CAMP-09 HU-HEALTH-04 day 15: the Medic starves to 0, the poison she cannot lose adds a day, then card 615', () => {
    const r = advanceDays(sampleContent, hungryCampaign(14), 1, new LoadedDice([]));
    expect(r.events.map((e) => [e.type, e['day'] ?? e['character'] ?? e['card'] ?? ''])).toEqual([
      ['hunters/day', 15],
      ['hunters/camp-wound', 'soldier'],
      ['hunters/camp-wound', 'medic'],
      ['hunters/penalty-day', ''],
      ['hunters/day', 16],
      ['hunters/day-event', '615'],
    ]);
    expect(r.state).toMatchObject({ day: 16, toRead: ['615'] });
  });

  it('HU-CAMP-12 HU-CAMP-10 HU-HEALTH-04 day 28: the penalty day first, then the card drawn', () => {
    const r = advanceDays(sampleContent, hungryCampaign(27), 1, new LoadedDice([3]));
    expect(r.events.map((e) => e.type).filter((t) => t !== 'hunters/camp-wound')).toEqual([
      'hunters/day',
      'hunters/penalty-day',
      'hunters/day',
      'hunters/day-event',
    ]);
    expect(r.state).toMatchObject({ day: 29, toRead: ['632'] });
  });
});

describe('HU-TERRAIN-09 an enemy Area attack and a terrain token on its target space', () => {
  /** A Spider 3 spaces south of the unarmoured Recon, who stands on an Explosives token. */
  const blastScene = (options: Record<string, unknown> = {}) =>
    scene({
      chars: [{ cls: 'recon', at: [5, 7] }],
      enemies: [{ kind: 'spider-aka-2l', at: [5, 4], facing: 0 }],
      tokens: [{ kind: 'explosives', at: [5, 7] }],
      options,
    });

  it('HU-TERRAIN-09 HU-AREA-02 the token on the space is rolled at too; a success sets it off, leaving smoke', () => {
    const sc = blastScene();
    // Distance 3: 2 dice at To Hit 2. The Recon's roll 6, 6 misses; the token's roll 1, 6 hits it.
    // The blast: 6 automatic hits on the Recon, who has no Area defence dice.
    const r = act(sc, 'e1', [6, 6, 1, 6]);
    expect(ofType(r.events, 'hunters/token-blows')).toMatchObject([{ rule: 'HU-TERRAIN-09', token: 't1' }]);
    expect(sc.char('recon').health).toBe(0);
    expect(sc.state.tokens).toEqual([{ id: 'smoke-t1', kind: 'smoke', pos: P(5, 7) }]);
    const missed = blastScene();
    act(missed, 'e1', [6, 6, 6, 6]);
    expect(missed.state.tokens.map((t) => t.kind)).toEqual(['explosives']);
    expect(missed.char('recon').health).toBe(5);
  });

  it('HU-TERRAIN-09 AMB-56 at Master the roll at the token is an enemy attack roll with one more die', () => {
    const sc = blastScene({ difficulty: 'master' });
    // 3 dice each: the Recon's 6, 6, 6 miss; at the token 6, 6, then the third die's 1 hits.
    const r = act(sc, 'e1', [6, 6, 6, 6, 6, 1]);
    expect(r.dice.remaining).toBe(0);
    expect(ofType(r.events, 'hunters/token-blows')).toHaveLength(1);
  });
});
