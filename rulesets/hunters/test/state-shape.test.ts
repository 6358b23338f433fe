import { describe, expect, it } from 'vitest';
import { Engine, SeededDice, unwrap, type Match } from '@skirmish/core';
import { huntersRuleset, type MissionState } from '../src/index.ts';
import { shapeProblems } from '../src/state-shape.ts';

/**
 * A state can come from outside the program (a scenario file's `state`): `invariants` refuses one
 * of the wrong shape, one naming what the content pack lacks, or one whose parts contradict each
 * other, naming the path or the reason; states of real games pass.
 */
const eng = unwrap(Engine.create(huntersRuleset, { options: { enemyTies: 'ask' } }));
const invariants = (s: unknown): readonly string[] => eng.rules.invariants?.(s as MissionState) ?? [];
const copy = (s: MissionState): MissionState => JSON.parse(JSON.stringify(s)) as MissionState;

const MISSION = {
  mission: 'Q02',
  players: 2,
  characters: [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p2' },
  ],
};
const CAMPAIGN = { ...MISSION, mode: 'campaign' };

/** Every state of a game of random choices, up to `limit` choices. */
function statesOf(setup: unknown, seed: number, limit: number): MissionState[] {
  const dice = SeededDice.fromSeed(seed);
  let m: Match<MissionState> = unwrap(eng.start(seed, setup));
  const out = [copy(m.state)];
  for (let n = 0; n < limit && eng.outcome(m) === null; n++) {
    const seat = eng.pending(m)[0]?.seats[0] ?? 'p1';
    const legal = eng.legal(m, seat);
    m = unwrap(eng.submit(m, seat, legal[dice.pick(legal.length)])).match;
    out.push(copy(m.state));
  }
  return out;
}

const missionStates = [1, 2, 3].flatMap((seed) => statesOf(MISSION, seed, 400));
const campaignStates = [4, 6].flatMap((seed) => statesOf(CAMPAIGN, seed, 300));

/** The first state of real play that `fits`, as a copy to change. */
function stateWhere(fits: (s: MissionState) => boolean): MissionState {
  const s = [...missionStates, ...campaignStates].find(fits);
  if (!s) throw new Error('no such state was played');
  return copy(s);
}

const acting = () => stateWhere((s) => s.phase === 'character');
const waiting = () => stateWhere((s) => s.cursor !== null && s.cursor.answers.length > 0);

describe('states of real games', () => {
  it('pass the invariants: missions, waiting enemy actions, the campaign and its missions', () => {
    const all = [...missionStates, ...campaignStates];
    expect(all.some((s) => s.cursor !== null)).toBe(true);
    expect(all.some((s) => s.phase === 'campaign')).toBe(true);
    expect(all.some((s) => s.campaign !== null && s.phase !== 'campaign')).toBe(true);
    for (const s of all) expect(invariants(s), `${s.phase} turn ${s.turn}`).toEqual([]);
  });
});

describe('a state of the wrong shape is refused with the path of each problem', () => {
  it('a value of the wrong type', () => {
    const s = acting() as unknown as { chars: Array<Record<string, unknown>> };
    const ch = s.chars[0];
    if (ch) ch['hand'] = 'soldier-shot';
    expect(invariants(s)).toEqual(['chars.0.hand: expected an array, not "soldier-shot"']);
  });

  it('a missing field', () => {
    const s = acting() as unknown as { enemies: Array<Record<string, unknown>> };
    delete s.enemies[0]?.['facing'];
    expect(invariants(s)).toEqual(['enemies.0.facing: missing (expected a whole number)']);
  });

  it('a coordinate that is not a whole number, a facing beyond the eight directions', () => {
    const s = acting();
    const ch = s.chars[0];
    if (ch?.pos) ch.pos = { x: 0.5, y: ch.pos.y };
    if (ch) ch.facing = 8;
    expect(invariants(s)).toEqual([
      'chars.0.pos.x: expected a whole number, not 0.5',
      'chars.0.facing: expected at most 7, not 8',
    ]);
  });

  it('a phase that is none of the phases', () => {
    const s = acting() as unknown as Record<string, unknown>;
    s['phase'] = 'lunch';
    expect(invariants(s)[0]).toMatch(/^phase: expected "hand" or "deploy" .* not "lunch"$/);
  });

  it('in the campaign part and in the start of a waiting enemy action', () => {
    const camp = stateWhere((s) => s.phase === 'campaign') as unknown as {
      campaign: { rooms: Record<string, unknown> };
    };
    camp.campaign.rooms['forge'] = 'one';
    expect(invariants(camp)).toEqual(['campaign.rooms.forge: expected a whole number, not "one"']);
    const w = waiting() as unknown as { cursor: { start: { chars: Array<Record<string, unknown>> } } };
    const ch = w.cursor.start.chars[1];
    if (ch) ch['deck'] = {};
    expect(invariants(w)).toEqual(['cursor.start.chars.1.deck: expected an array, not {}']);
  });

  it('names five problems and counts the rest; the meaning checks wait for the right shape', () => {
    const s = acting() as unknown as { chars: Array<Record<string, unknown>> };
    s.chars[0] = {};
    const problems = invariants(s);
    expect(problems).toHaveLength(6);
    expect(problems[0]).toBe('chars.0.id: missing (expected a string)');
    expect(problems[5]).toMatch(/^and \d+ more$/);
    expect(shapeProblems({ ...s, chars: [] })).toEqual([]);
    expect(shapeProblems(null)).toEqual(['(root): expected an object, not null']);
  });
});

describe('a state naming what the content pack lacks is refused', () => {
  it('cards, gear, enemy kinds and the mission', () => {
    const s = acting();
    const [a, b] = s.chars;
    if (!a || !b || !s.enemies[0]) throw new Error('a party and an enemy are needed');
    a.hand[0] = 'no-such-card';
    b.weapons.push('no-such-gun');
    s.enemies[0].kind = 'dragon';
    s.mission = 'Q99';
    expect(invariants(s)).toEqual([
      'mission: unknown mission "Q99"',
      'chars.0.hand.0: unknown card "no-such-card"',
      `chars.1.weapons.${b.weapons.length - 1}: unknown gear "no-such-gun"`,
      'enemies.0.kind: unknown enemy kind "dragon"',
    ]);
  });

  it('places, event cards and gear of the campaign', () => {
    const s = stateWhere((x) => x.phase === 'campaign');
    if (!s.campaign?.chars[0]) throw new Error('a campaign party is needed');
    s.campaign.location = 'atlantis';
    s.campaign.chars[0].gear.push('no-such-gear');
    s.campaign.toRead = ['no-such-card'];
    expect(invariants(s)).toEqual([
      `campaign.chars.0.gear.${s.campaign.chars[0].gear.length - 1}: unknown gear "no-such-gear"`,
      'campaign.location: unknown location "atlantis"',
      'campaign.toRead.0: unknown event card "no-such-card"',
    ]);
  });
});

describe('a state whose parts contradict each other is refused', () => {
  it('a character off the board that never stepped off it', () => {
    const s = acting();
    const ch = s.chars[0];
    if (ch) ch.pos = { x: -1, y: 0 };
    expect(invariants(s)).toEqual(['chars.0.pos: (-1,0) is not on the board']);
  });

  it('a character of a seat not at the table', () => {
    const s = acting();
    const ch = s.chars[1];
    if (ch) ch.seat = 'p3';
    expect(invariants(s)).toEqual(['chars.1.seat: "p3" is not a seat at the table']);
  });

  it('the turn of a character who is not on the board', () => {
    const s = acting();
    const ch = s.chars.find((x) => x.id === s.current?.character);
    if (ch) ch.health = 0;
    expect(invariants(s)).toContain(`current.character: ${ch?.id} acts but is not standing on the board`);
  });

  it('an enemy phase that waits on no question', () => {
    const s = waiting();
    s.cursor = null;
    expect(invariants(s)).toEqual(['cursor: the enemy phase waits on nothing']);
  });

  it('a waiting enemy action whose answers, rolls or position do not follow from its start', () => {
    const s = waiting();
    const extra = copy(s);
    extra.cursor?.answers.push({ kind: 'no-reaction', seat: 'p1' });
    expect(invariants(extra)[0]).toMatch(
      /^cursor(\.answers)?: the waiting enemy action, run again from cursor\.start,/,
    );
    const moved = copy(s);
    const ch = moved.chars[0];
    if (ch) ch.fuel += 1;
    expect(invariants(moved)).toEqual([
      'chars.0: the waiting enemy action, run again from cursor.start, leaves it otherwise',
    ]);
  });

  it('the players asked who acts next when fewer than two characters can act', () => {
    const s = stateWhere((x) => x.phase === 'order');
    for (const ch of s.chars) ch.acted = true;
    expect(invariants(s)).toEqual(['phase: the players choose who acts next, but fewer than two characters can act']);
  });

  it('a campaign between missions while a mission is played, or the other way round', () => {
    const between = stateWhere((x) => x.phase === 'campaign');
    if (between.campaign) between.campaign.inMission = true;
    expect(invariants(between)).toEqual(['campaign.inMission: a mission under way in the campaign phase']);
    const inside = stateWhere((x) => x.campaign !== null && x.phase !== 'campaign');
    if (inside.campaign) inside.campaign.inMission = false;
    expect(invariants(inside)).toEqual([
      `campaign.inMission: the campaign is between missions in the ${inside.phase} phase`,
    ]);
  });

  it('values out of their ranges are named by their paths, in the mission and in its campaign', () => {
    const s = acting();
    const ch = s.chars[0]!;
    ch.health = ch.maxHealth + 1;
    ch.fuel = -1;
    ch.used.push([...ch.deck, ...ch.hand][0]!);
    expect(invariants(s)).toEqual([
      `chars.0.health: ${ch.maxHealth + 1}, outside 0 to ${ch.maxHealth} (${ch.id})`,
      `chars.0.fuel: -1, below zero (${ch.id})`,
      `chars.0.deck: 26 cards in deck, hand and used pile, not 25 (${ch.id})`,
    ]);
    const between = stateWhere((x) => x.phase === 'campaign');
    const camp = between.campaign!;
    camp.rooms.forge = 4;
    camp.chars[0]!.food = -2;
    expect(invariants(between)).toEqual([
      `campaign.chars.0.food: -2, below zero (${camp.chars[0]!.id})`,
      'campaign.rooms.forge: level 4, outside 0 to 3',
    ]);
  });

  it('a running campaign without a living character', () => {
    const s = stateWhere((x) => x.phase === 'campaign');
    for (const ch of s.campaign?.chars ?? []) ch.dead = true;
    expect(invariants(s)).toEqual(['campaign.chars: a running campaign without a living character']);
  });
});
