import {
  canonicalJson,
  fail,
  ok,
  z,
  type Decision,
  type Dice,
  type DieSpec,
  type GameEvent,
  type Options,
  type Result,
  type Rules,
  type ScriptedRoll,
  type SeatId,
  type Transition,
} from '@skirmish/core';
import { buildBoard, FACING_NAMES, onBoard, type Board, type Pos } from './board.ts';
import {
  areaChoices,
  areaRolls,
  areaSpec,
  areaTargets,
  canHide,
  cardDef,
  collectRefusal,
  discardChoices,
  doDiscard,
  doStep,
  healTargets,
  interactChoices,
  meleeChoices,
  meleeSpec,
  moraleCost,
  penaltyChoices,
  penaltySpec,
  reactionAttack,
  reactionOptions,
  resolveArea,
  resolveHeal,
  resolveInteract,
  resolveMelee,
  resolveShoot,
  shootChoices,
  shootSpec,
  stepChoices,
} from './actions.ts';
import { charRollNumbers, type CharAttackSpec } from './combat.ts';
import { moraleUses, type HuntersChoice } from './choices.ts';
import type { ActionCard, Activity, Gear, HuntersContent, Mission } from './content/schema.ts';
import { moduleKindSchema } from './content/schema.ts';
import { enemyAction, entryText, type Run, type RunCtx } from './enemy.ts';
import {
  detonate,
  detonatorChoices,
  doExchange,
  doPark,
  doUnpark,
  exchangeProblem,
  freeGearChoices,
  gearAtMissionEnd,
  gearAtTurnStart,
  isTrap,
  preTrap,
  preTrapAllowed,
  useFreeGear,
} from './gear.ts';
import {
  charById,
  cardUsesNow,
  charInMelee,
  conscious,
  droppedEvents,
  emit,
  eventsDropped,
  idLookup,
  enemyById,
  enemyDef,
  enemyLabel,
  enemySees,
  eventsLike,
  gearDef,
  campaignMissionOptions,
  isDisabled,
  missionOptions,
  onMap,
  type G,
  type MissionOptions,
  spot,
} from './game.ts';
import {
  CAMPAIGN_END_REASONS,
  type ActivityState,
  type Answer,
  type Ask,
  type CharState,
  type EnemyCursor,
  type EnemyState,
  type MissionState,
  type Snapshot,
} from './state.ts';
import { missionView, type AttackOdds, type HuntersView } from './view.ts';
import {
  campaignInvariants,
  difficultyRefusal,
  levelUpRefusal,
  newCampaign,
  sheetOf,
  type CampaignState,
} from './campaign.ts';
import { deckRefusal } from './deck.ts';
import { referenceProblems, shapeProblems } from './state-shape.ts';
import {
  applyCampaignChoice,
  betweenMissions,
  campaignChoices,
  combos,
  finishMission,
  startRefusal,
  unlistedRefusal,
} from './campaign-mode.ts';

export const setupSchema = z.object({
  /** 'campaign' starts the campaign between missions; missions are then launched by cards. */
  mode: z.enum(['mission', 'campaign']).default('mission'),
  room: z.enum(['forge', 'workshop', 'armory', 'gunsmith', 'lab']).default('forge'),
  mission: z.string().default('Q02'),
  players: z.number().int().min(1).max(4).default(2),
  characters: z
    .array(
      z.object({
        class: z.string(),
        seat: z.string(),
        level: z.number().int().min(1).max(6).default(1),
        /** The 25 cards for this mission; the class's starting deck when left out. */
        deck: z.array(z.string()).optional(),
        gear: z.array(z.string()).optional(),
        /** Gear carried inactive in the blue slots. */
        parked: z.array(z.string()).optional(),
        /** Two-use gear already used once in an earlier mission. */
        usedOnce: z.array(z.string()).optional(),
        health: z.number().int().min(0).optional(),
        /** Morale carried in from the last campaign mission; the sheet's when left out (AMB-26). */
        morale: z.number().int().min(0).optional(),
        fuel: z.number().int().min(0).default(2),
        /** Module tokens carried in from the campaign, by kind. */
        modules: z.partialRecord(moduleKindSchema, z.number().int().min(0)).optional(),
      }),
    )
    .default([
      { class: 'soldier', seat: 'p1', level: 1, fuel: 2 },
      { class: 'medic', seat: 'p2', level: 1, fuel: 2 },
    ]),
});
export type MissionSetup = z.infer<typeof setupSchema>;

export function seatsFor(players: number): SeatId[] {
  return Array.from({ length: players }, (_, i) => `p${i + 1}`);
}

/** Replays recorded results first, then rolls for real and records them. */
class RecordingDice implements Dice {
  readonly log: ScriptedRoll[] = [];
  private i = 0;
  constructor(
    /** The dice rolled for real; a resumed action rolls the dice of the choice that resumed it. */
    public inner: Dice,
    private readonly replay: readonly ScriptedRoll[],
  ) {}
  private replayed(): ScriptedRoll | undefined {
    if (this.i < this.replay.length) return this.replay[this.i++];
    return undefined;
  }
  roll(sides: number): number {
    const r = this.replayed();
    const v = typeof r === 'number' ? r : this.inner.roll(sides);
    this.log.push(v);
    return v;
  }
  rollFace<F extends string | number>(die: DieSpec<F>): F {
    const r = this.replayed();
    const v = r !== undefined ? (r as F) : this.inner.rollFace(die);
    this.log.push(v);
    return v;
  }
  pick(n: number): number {
    const r = this.replayed();
    const v = typeof r === 'number' ? r : this.inner.pick(n);
    this.log.push(v);
    return v;
  }
  shuffle<T>(items: readonly T[]): T[] {
    return this.inner.shuffle(items);
  }
  get used(): number {
    return this.inner.used;
  }
}

/** A choice without the payment an expansion or construction may name (AMB-13). */
function unpaid(c: HuntersChoice): HuntersChoice {
  if ((c.kind !== 'expand' && c.kind !== 'construct') || c.from === undefined) return c;
  const rest = { ...c };
  delete rest.from;
  return rest;
}

/**
 * A deep copy of plain JSON data (states hold nothing else); several times faster than JSON.
 * Strings, numbers and booleans are copied with their list, without a call each (decks and
 * hands are long lists of strings).
 */
function clone<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    // A copy of the list (packed like the original), then its objects copied in their places.
    const out: unknown[] = v.slice();
    for (let i = 0; i < out.length; i++) {
      const x = out[i];
      if (typeof x === 'object' && x !== null) out[i] = clone(x);
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const x: unknown = (v as Record<string, unknown>)[k];
    out[k] = typeof x === 'object' && x !== null ? clone(x) : x;
  }
  return out as T;
}

export function missionRules(
  content: HuntersContent,
  options: Options,
): Rules<MissionState, HuntersChoice, HuntersView> {
  const o = missionOptions(options);
  const boards = new Map<string, Board>();
  const missionOf = (id: string): Mission => {
    const m = content.missions.find((x) => x.id === id);
    if (!m) throw new Error(`unknown mission ${id}`);
    return m;
  };
  const boardOf = (m: Mission): Board => {
    let b = boards.get(m.id);
    if (!b) {
      b = buildBoard(content, m);
      boards.set(m.id, b);
    }
    return b;
  };
  const ctx = (s: MissionState, dice: Dice, events: GameEvent[]): G => {
    const mission = missionOf(s.mission);
    // A campaign's mission is played at the campaign's difficulty (HU-DIFF-01).
    return { c: content, o: campaignMissionOptions(o, s.campaign), board: boardOf(mission), mission, s, dice, events };
  };

  const self: Rules<MissionState, HuntersChoice, HuntersView> = {
    seats(setup) {
      const parsed = setupSchema.safeParse(setup ?? {});
      return seatsFor(parsed.success ? parsed.data.players : 2);
    },
    setup(raw, dice) {
      const parsed = setupSchema.safeParse(raw ?? {});
      if (!parsed.success)
        return fail(
          'setup/malformed',
          `The mission set-up is not well formed: ${parsed.error.issues[0]?.message ?? ''}`,
        );
      if (parsed.data.mode === 'campaign') {
        const camp = newCampaign(
          content,
          {
            characters: parsed.data.characters.map((x) => ({ class: x.class, seat: x.seat })),
            room: parsed.data.room,
            difficulty: o.difficulty,
            elimination: o.elimination,
          },
          dice,
        );
        if (!camp.ok) return camp;
        return ok(betweenMissions(seatsFor(parsed.data.players), camp.value));
      }
      const built = buildMission(content, o, parsed.data);
      if (!built.ok) return built;
      const events: GameEvent[] = [];
      const g = ctx(built.value, dice, events);
      advance(g);
      return ok(g.s);
    },
    pending(s) {
      return pendingOf(content, s);
    },
    legalChoices(s, seat) {
      if (s.phase === 'campaign') {
        if (!s.seats.includes(seat) || !s.campaign) return [];
        return campaignChoices(content, s.campaign, s.seats, o);
      }
      const g = ctx(s, NO_DICE, []);
      return legalFor(g, seat);
    },
    apply(state, seat, choice, dice): Result<Transition<MissionState>> {
      if (state.phase === 'over') return fail('game/over', 'The mission is over');
      if (state.phase === 'campaign') {
        const legalNow = state.campaign ? campaignChoices(content, state.campaign, state.seats, o) : [];
        // An expansion or construction is listed without a payment: one that names its payment
        // (AMB-13) is found by the rest, and the rules that take the modules check the payment.
        const want = canonicalJson(unpaid(choice));
        // A joining character may keep any 4 of each offer: `join` itself checks the picks. A
        // level-up is listed with its picks in the offer's order: the same four in another order
        // go as well. A deck is listed as the program's: any deck the rules accept goes (HU-MSETUP-01).
        // A start may leave the unconscious out in any order of naming them (AMB-58).
        const listed =
          choice.kind === 'join'
            ? legalNow.some((c) => c.kind === 'join' && c.cls === choice.cls && c.seat === choice.seat)
            : choice.kind === 'level-up'
              ? legalNow.some((c) => c.kind === 'level-up' && c.character === choice.character) &&
                state.campaign !== null &&
                levelUpRefusal(content, state.campaign, choice.character, choice.picks) === null
              : choice.kind === 'deck'
                ? state.campaign !== null &&
                  !state.campaign.spoils &&
                  deckRefusal(content, state.campaign, choice.character, choice.cards) === null
                : choice.kind === 'start-mission'
                  ? legalNow.some((c) => c.kind === 'start-mission') &&
                    state.campaign !== null &&
                    startRefusal(state.campaign, choice.leaveOut ?? []) === null
                  : legalNow.some((c) => c.kind === choice.kind && canonicalJson(c) === want);
        if (!listed) {
          // A refused raise of the difficulty says why (lower, the same, or not between missions),
          // and so do a refused pick of the spoils and a refused deck.
          const why = state.campaign ? unlistedRefusal(content, state.campaign, choice, state.seats, o) : null;
          if (why && !why.ok) return why;
          return fail('campaign/not-allowed', `That is not possible now: "${choice.kind}"`);
        }
        return applyCampaignChoice(content, options, state, choice, dice);
      }
      if (choice.kind === 'difficulty') {
        // A campaign's mission under way is not between missions (its campaign says so); a lone
        // mission has only the match option.
        const why = state.campaign ? difficultyRefusal(state.campaign, choice.to) : null;
        if (why && !why.ok) return why;
        return fail('difficulty/no-campaign', 'Outside a campaign the difficulty is the match option', {
          rule: 'HU-DIFF-01',
        });
      }
      if (choice.kind === 'deck') {
        // A campaign's mission under way has its decks dealt; a lone mission takes its decks at set-up.
        const why = state.campaign ? deckRefusal(content, state.campaign, choice.character, choice.cards) : null;
        if (why && !why.ok) return why;
        return fail('deck/no-campaign', 'Outside a campaign the decks are part of the set-up', {
          rule: 'HU-MSETUP-01',
        });
      }
      const gProbe = ctx(state, NO_DICE, []);
      const legal = legalFor(gProbe, seat);
      const wanted = canonicalJson(choice);
      if (choice.kind === 'exchange') {
        // Any mix of gear may change hands: the listed choices are single items, so check the mix here.
        const me = currentChar(gProbe);
        if (!me || !legal.some((c) => c.kind === 'exchange' && c.with === choice.with))
          return fail('interact/no-exchange', 'No exchange with that character is possible now', {
            rule: 'HU-INTERACT-04',
          });
        const problem = exchangeProblem(gProbe, me, choice);
        if (problem)
          return fail('interact/exchange', `That exchange cannot be made: ${problem}`, { rule: 'HU-INTERACT-04' });
      } else if (choice.kind === 'spread') {
        // The spaces for the extra enemies may be named in any order (AMB-69).
        const problem = spreadRefusal(gProbe, choice);
        if (problem)
          return fail(problem.code, `Those spaces cannot take the extra enemies: ${problem.message}`, {
            rule: 'AMB-69',
          });
      } else if (!legal.some((c) => c.kind === choice.kind && canonicalJson(c) === wanted)) {
        const morale = moraleRefusal(gProbe, choice, legal);
        if (morale)
          return fail(morale.code, `That choice is not allowed now: ${morale.message}`, { rule: morale.rule });
        if (choice.kind === 'area' && choice.morale) {
          const plain = canonicalJson(withoutMorale(choice));
          if (legal.some((c) => c.kind === 'area' && canonicalJson(c) === plain))
            return fail(
              'area/morale-no-roll',
              `Morale buys +1 To Hit on a roll, and an Area attack at ${spot(gProbe, choice)} rolls against nothing there`,
              { rule: 'HU-ACTION-19' },
            );
        }
        const collect = collectProblem(gProbe, seat, choice);
        if (collect)
          return fail(collect.code, `That Collect cannot be made: ${collect.message}`, { rule: 'HU-SHEET-04' });
        const hide = hideOnlyRefusal(gProbe, seat, choice);
        if (hide) return fail(hide.code, `That choice is not allowed now: ${hide.message}`, { rule: 'HU-HIDE-01' });
        return fail(reasonFor(choice), `That choice is not allowed now: ${describeRefusal(gProbe, choice)}`);
      }
      const events: GameEvent[] = [];
      const g = ctx(clone(state), dice, events);
      applyChoice(g, seat, choice);
      advance(g);
      if (g.s.campaign && g.s.result) {
        const back = finishMission(content, g.s, true, o);
        return ok({ state: back.state, events: [...events, ...back.events] });
      }
      return ok({ state: g.s, events });
    },
    view(s, seat) {
      const v = missionView(content, s, seat, o);
      if (s.phase === 'campaign' || s.phase === 'over' || seat === null) return v;
      const g = ctx(s, NO_DICE, []);
      const attackRolls = choiceRolls(g, seat);
      const idle = idleCards(g);
      const melee = meleeNow(g);
      return {
        ...v,
        ...(Object.keys(attackRolls).length > 0 ? { attackRolls } : {}),
        ...(idle.length > 0 ? { idle } : {}),
        ...(melee ? { meleeNow: true as const } : {}),
      };
    },
    outcome(s) {
      if (s.campaign) {
        if (s.campaign.result === null) return null;
        return {
          winners: s.campaign.result === 'won' ? [...s.seats] : [],
          reason: campaignReason(s.campaign),
        };
      }
      if (!s.result) return null;
      return { winners: s.result.victory ? [...s.seats] : [], reason: s.result.reason };
    },
    fast: {
      clone,
      // The same transition as `apply` without the legality check and with the events dropped;
      // the state is changed where it lies (a finished campaign mission returns a new one).
      applyInPlace(s, seat, choice, dice) {
        if (s.phase === 'campaign') {
          const r = applyCampaignChoice(content, options, s, choice, dice, false);
          if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
          return r.value.state;
        }
        const g = ctx(s, dice, droppedEvents());
        applyChoice(g, seat, choice);
        advance(g);
        if (g.s.campaign && g.s.result) return finishMission(content, g.s, false, o).state;
        return g.s;
      },
    },
    invariants(s) {
      // The shape first, then the ids the rules look up: the meaning checks may take both for granted.
      const shape = shapeProblems(s);
      if (shape.length > 0) return shape;
      const unknown = referenceProblems(content, s);
      if (unknown.length > 0) return unknown;
      const table = tableProblems(s);
      if (table.length > 0) return table;
      const mission = s.phase === 'campaign' ? [] : contradictions(ctx(s, NO_DICE, []));
      if (mission.length > 0) return mission;
      return [
        ...(s.phase === 'campaign' ? [] : invariantsOf(content, s)),
        ...(s.campaign ? campaignInvariants(content, s.campaign, 'campaign.') : []),
      ];
    },
  };
  return self;
}

/** Dice that refuse every roll with `why`. */
function noDice(why: string): Dice {
  const refuse = (): never => {
    throw new Error(why);
  };
  return { roll: refuse, rollFace: refuse, pick: refuse, shuffle: refuse, used: 0 };
}

/** Dice for enumeration only: listing choices never rolls. */
const NO_DICE = noDice('no dice while listing choices');

/** Dice beyond the recorded rolls of a waiting enemy action, which its replay must not need. */
const NO_MORE_ROLLS = noDice('it needs more dice than its recorded rolls');

/** Lookups by id for `buildMission` (each game sets up from the same content lists). */
const cardIn = idLookup<ActionCard>();
const gearIn = idLookup<Gear>();

export function buildMission(
  content: HuntersContent,
  o: MissionOptions,
  setup: Omit<MissionSetup, 'mode' | 'room'>,
): Result<MissionState> {
  const mission = content.missions.find((m) => m.id === setup.mission);
  if (!mission) return fail('setup/unknown-mission', `There is no mission "${setup.mission}"`);
  const seats = seatsFor(setup.players);
  const chars = setup.characters;
  if (setup.players === 1 && chars.length !== 2)
    return fail('setup/characters', 'A lone player takes exactly two characters', { rule: 'HU-PLAYERS-01' });
  if (setup.players > 1 && chars.length !== setup.players)
    return fail('setup/characters', 'With 2-4 players each player takes exactly one character', {
      rule: 'HU-PLAYERS-01',
    });
  if (new Set(chars.map((c) => c.class)).size !== chars.length)
    return fail('setup/class-twice', 'No two characters may share a class', { rule: 'HU-SHEET-14' });
  if (new Set(chars.map((c) => sheetOf(content, c.class))).size !== chars.length)
    return fail('setup/sheet-twice', 'Two of these classes are the two sides of one sheet: only one of them plays', {
      rule: 'AMB-25',
    });
  const states: CharState[] = [];
  for (const [i, c] of chars.entries()) {
    if (!seats.includes(c.seat)) return fail('setup/seat', `Seat "${c.seat}" is not at this table`);
    if (setup.players > 1 && chars.filter((x) => x.seat === c.seat).length > 1)
      return fail('setup/seat', `Seat "${c.seat}" takes more than one character`, { rule: 'HU-PLAYERS-01' });
    const cls = content.classes.find((k) => k.id === c.class);
    if (!cls) return fail('setup/unknown-class', `There is no class "${c.class}"`);
    const deck = c.deck ?? cls.startingDeck;
    if (deck.length !== 25)
      return fail('setup/deck-size', 'A mission deck holds exactly 25 cards', { rule: 'HU-MSETUP-01' });
    for (const id of deck) {
      const card = cardIn(content.cards, id);
      if (!card || card.class !== cls.id) return fail('setup/deck-card', `Card "${id}" is not a ${cls.name} card`);
      if (card.skill !== undefined)
        return fail('setup/deck-skill', `Skill card "${id}" never goes in a deck`, { rule: 'HU-MSETUP-01' });
      if (card.level > c.level)
        return fail('setup/deck-level', `Card "${id}" needs level ${card.level}`, { rule: 'HU-XP-07' });
    }
    const gearIds = c.gear ?? cls.startingGear;
    const weapons: string[] = [];
    const equipment: string[] = [];
    const accessories: Array<{ gear: string; weapon: string }> = [];
    let armor: string | null = null;
    for (const id of gearIds) {
      const gd = gearIn(content.gear, id);
      if (!gd) return fail('setup/unknown-gear', `There is no gear "${id}"`);
      if (gd.type === 'weapon') weapons.push(id);
      else if (gd.type === 'armor') {
        if (armor) return fail('setup/two-armors', 'A character wears one Armor', { rule: 'HU-SHEET-06' });
        armor = id;
      } else if (gd.type === 'accessory') {
        const fits = gd.accessory?.fits;
        const host = weapons.find((w) => {
          const wd = gearIn(content.gear, w);
          return wd !== undefined && wd.accessorySpace === fits;
        });
        if (host) accessories.push({ gear: id, weapon: host });
      } else equipment.push(id);
    }
    for (const id of c.parked ?? [])
      if (!content.gear.some((x) => x.id === id)) return fail('setup/unknown-gear', `There is no gear "${id}"`);
    const blue = equipment.filter((id) => gearIn(content.gear, id)?.type === 'equipment').length;
    if (blue + (c.parked ?? []).length > cls.slots.blue)
      return fail(
        'setup/blue-slots',
        `${cls.name} has ${cls.slots.blue} blue slots; Additional Equipment and parked gear need ${blue + (c.parked ?? []).length}`,
        { rule: 'HU-GEAR-10' },
      );
    const implants = equipment.filter((id) => gearIn(content.gear, id)?.type === 'implant').length;
    if (implants > cls.maxImplants)
      return fail('setup/implants', `${cls.name} may have ${cls.maxImplants} implants, not ${implants}`, {
        rule: 'HU-SHEET-10',
      });
    const slotsUsed = weapons.reduce((n, w) => {
      const size = gearIn(content.gear, w)?.size;
      return n + (size === 'heavy' ? 3 : size === 'basic' ? 2 : 1);
    }, 0);
    if (slotsUsed > cls.slots.weapon)
      return fail(
        'setup/weapon-slots',
        `${cls.name} has ${cls.slots.weapon} weapon slots, the weapons need ${slotsUsed}`,
        { rule: 'HU-SHEET-08' },
      );
    const maxHealth = cls.baseMaxHealth + (c.level - 1);
    states.push({
      id: cls.id,
      name: cls.name,
      cls: cls.id,
      seat: c.seat,
      pos: null,
      facing: 0,
      offBoard: false,
      health: Math.min(maxHealth, c.health ?? maxHealth),
      maxHealth,
      strength: cls.strength,
      morale: c.morale ?? cls.morale,
      deck: [...deck],
      hand: [],
      used: [],
      weapons,
      armor,
      equipment,
      accessories,
      loaded: weapons.filter((w) => gearIn(content.gear, w)?.reload === true),
      fuel: c.fuel,
      fuelPaid: false,
      hidden: false,
      acted: false,
      reacted: false,
      stunned: false,
      disabledThrough: 0,
      dead: false,
      findings: 0,
      modules: { ...(c.modules ?? {}) },
      parked: [...(c.parked ?? [])],
      usedOnce: [...(c.usedOnce ?? [])],
      effects: [],
    });
    void i;
  }
  const enemies: EnemyState[] = [];
  let n = 0;
  for (const group of mission.enemies) {
    if (!content.enemies.some((e) => e.id === group.enemy))
      return fail('setup/unknown-enemy', `Mission ${mission.id} names unknown enemy "${group.enemy}"`);
    // The multiplier is the mission total, dealt round the listed spaces in order.
    for (let k = 0; k < group.count; k++) {
      const label = group.spaces[k % group.spaces.length] ?? '';
      const at = mission.labels[label];
      if (!at) return fail('setup/unknown-space', `Mission ${mission.id} has no space "${label}"`);
      const def = content.enemies.find((e) => e.id === group.enemy);
      enemies.push({
        id: `e${++n}`,
        kind: group.enemy,
        pos: { x: at[0], y: at[1] },
        facing: group.facing,
        health: def?.health ?? 1,
        disabledThrough: 0,
      });
    }
  }
  const tokens = mission.tokens.map((t, i) => {
    const at = mission.labels[t.space] ?? [0, 0];
    return { id: `t${i + 1}`, kind: t.kind, pos: { x: at[0], y: at[1] } };
  });
  // A group that does not split evenly stands dealt in listed order until the players say where
  // its extra enemies go (AMB-69).
  const uneven = mission.enemies.flatMap((group, i) => (group.count % group.spaces.length === 0 ? [] : [i]));
  void o;
  return ok({
    mission: mission.id,
    seats,
    turn: 0,
    phase: 'hand',
    chars: states,
    enemies,
    tokens,
    placed: [],
    collected: [],
    nextId: n + 1,
    current: null,
    enemyQueue: [],
    orderFixed: [],
    enemyAction: null,
    cursor: null,
    tracer: false,
    result: null,
    campaign: null,
    ...(uneven.length > 0 ? { spread: uneven } : {}),
  });
}

/** How many of a group's listed spaces take one enemy more than the rest (AMB-69). */
function extraCount(group: Mission['enemies'][number]): number {
  return group.count % group.spaces.length;
}

/**
 * The ways to place a group's extra enemies (AMB-69): each choice of that many of its listed
 * spaces, the first ones first (the default, dealt round the list in order); a choice that puts
 * them on the same labels as an earlier one is not listed again.
 */
function spreadOptions(group: Mission['enemies'][number]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const picked of combos([...group.spaces.keys()], extraCount(group))) {
    const extra = picked.map((i) => group.spaces[i] ?? '');
    const key = JSON.stringify(extra);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(extra);
  }
  return out;
}

/**
 * Why a placement of a group's extra enemies is refused (AMB-69): no group waits, it is not the
 * group being placed, it names a space the group does not list (or lists fewer times), or a
 * number of spaces other than the extra enemies. Null when it may be made.
 */
function spreadRefusal(g: G, c: Extract<HuntersChoice, { kind: 'spread' }>): { code: string; message: string } | null {
  const now = g.s.phase === 'hand' ? g.s.spread?.[0] : undefined;
  if (now === undefined) return { code: 'spread/none', message: 'no enemy group waits to be placed' };
  const group = g.mission.enemies[now];
  if (!group || c.group !== now)
    return { code: 'spread/group', message: `enemy group ${now + 1} is the one being placed, not ${c.group + 1}` };
  const left = [...group.spaces];
  for (const label of c.extra) {
    const i = left.indexOf(label);
    if (i < 0)
      return { code: 'spread/space', message: `space ${label} is not listed for this group, or not that many times` };
    left.splice(i, 1);
  }
  const n = extraCount(group);
  if (c.extra.length !== n)
    return {
      code: 'spread/count',
      message: `${group.count} enemies over ${group.spaces.length} spaces leave ${n} extra: name ${n} space${n === 1 ? '' : 's'}`,
    };
  return null;
}

/**
 * Deals a group's enemies again (AMB-69): round its listed spaces with those taking the extra
 * enemies first, in the order named, then the others in listed order. The group's enemies are the
 * ones set up for it, as nothing has moved or fallen before the starting hands.
 */
function spreadGroup(g: G, c: Extract<HuntersChoice, { kind: 'spread' }>): void {
  const group = g.mission.enemies[c.group];
  if (!group) return;
  const rest = [...group.spaces];
  for (const label of c.extra) rest.splice(rest.indexOf(label), 1);
  const order = [...c.extra, ...rest];
  const first = g.mission.enemies.slice(0, c.group).reduce((n, x) => n + x.count, 0);
  for (let k = 0; k < group.count; k++) {
    const foe = g.s.enemies.find((e) => e.id === `e${first + k + 1}`);
    const at = g.mission.labels[order[k % order.length] ?? ''];
    if (foe && at) foe.pos = { x: at[0], y: at[1] };
  }
  const left = (g.s.spread ?? []).filter((i) => i !== c.group);
  if (left.length > 0) g.s.spread = left;
  else delete g.s.spread;
  emit(g, {
    type: 'hunters/spread',
    rule: 'AMB-69',
    enemy: group.enemy,
    extra: [...c.extra],
    text: `One more ${g.c.enemies.find((e) => e.id === group.enemy)?.name ?? group.enemy} stands on ${c.extra.join(', ')}.`,
  });
}

/**
 * Whether a character may still be activated this turn. One disabled by EMP is passed over
 * (`isDisabled`); when nobody is left who can act, the enemies take their turn as usual, so a
 * party all disabled loses its actions and the game goes on.
 */
function canAct(s: MissionState, ch: CharState): boolean {
  return onMap(ch) && conscious(ch) && !ch.acted && !ch.stunned && !isDisabled(s, ch);
}

/** An enemy of the mission as the prompts name it ("Giant Rat 3"), or undefined when gone. */
function enemyWords(content: HuntersContent, s: MissionState, id: string): string | undefined {
  const foe = s.enemies.find((x) => x.id === id);
  return foe ? enemyLabel(content, foe) : undefined;
}

/**
 * What the enemy a reaction would answer does, after the question: the entry it would carry out
 * next, the one it is in the middle of, or the one it has just done (HU-ACTION-11); nothing when
 * the question does not carry it.
 */
function reactionWhen(ask: Extract<Ask, { kind: 'react' }>): string {
  if (!ask.entry) return '';
  const what = entryText(ask.entry);
  switch (ask.moment) {
    case 'before':
      return ` Next it would: ${what}.`;
    case 'during':
      return ` It is in the middle of: ${what}.`;
    case 'after':
      return ` It has just done: ${what}.`;
  }
}

function pendingOf(content: HuntersContent, s: MissionState): Decision[] {
  const all = [...s.seats];
  switch (s.phase) {
    case 'campaign':
      return s.campaign && s.campaign.result === null
        ? [
            {
              seats: all,
              kind: 'hunters/campaign',
              prompt: s.campaign.toRead[0]
                ? `Read card ${s.campaign.toRead[0]}: ${content.events.find((e) => e.id === s.campaign?.toRead[0])?.title ?? ''}`
                : 'Choose what the party does next',
            },
          ]
        : [];
    case 'over':
      return [];
    case 'hand': {
      const now = s.spread?.[0];
      const group = now === undefined ? undefined : content.missions.find((m) => m.id === s.mission)?.enemies[now];
      if (group)
        return [
          {
            seats: all,
            kind: 'hunters/spread',
            prompt: `${group.count} ${content.enemies.find((e) => e.id === group.enemy)?.name ?? group.enemy} over ${group.spaces.length} spaces: choose the spaces that take one more`,
          },
        ];
      return s.chars
        .filter((c) => c.hand.length < 5)
        .map((c) => ({
          seats: [c.seat],
          kind: 'hunters/keep-card',
          prompt: `Choose ${c.name}'s starting hand (${c.hand.length} of 5)`,
        }));
    }
    case 'deploy':
      return s.chars
        .filter((c) => c.pos === null)
        .map((c) => ({ seats: [c.seat], kind: 'hunters/deploy', prompt: `Place ${c.name} in the deployment zone` }));
    case 'order':
      return [{ seats: all, kind: 'hunters/next-character', prompt: 'Choose which character acts next' }];
    case 'character': {
      const cur = s.current ? s.chars.find((c) => c.id === s.current?.character) : undefined;
      if (!cur) return [];
      // In the middle of a move the question is where to step, with the points left.
      const a = s.current?.activity;
      const moving = a && a.mp >= 0 && a.queue[a.index]?.kind === 'move';
      return [
        {
          seats: [cur.seat],
          kind: 'hunters/action',
          prompt: moving
            ? `${cur.name}: move (${a.mp} movement point${a.mp === 1 ? '' : 's'} left)`
            : `${cur.name}: take an action`,
        },
      ];
    }
    case 'enemy-order':
      return [
        {
          seats: all,
          kind: 'hunters/enemy-order',
          prompt: 'Enemies of equal starting Health: choose which acts first',
        },
      ];
    case 'enemy': {
      const ask = s.cursor?.ask;
      if (!ask) return [];
      switch (ask.kind) {
        case 'tie': {
          // The enemy whose move it is, named ("Giant Rat 3"): a mission may hold several alike.
          const mover = ask.mover === undefined ? undefined : (enemyWords(content, s, ask.mover) ?? 'the enemy');
          return [
            {
              seats: all,
              kind: 'hunters/enemy-tie',
              prompt: mover === undefined ? `Choose ${ask.about}` : `${mover}: choose ${ask.about}`,
            },
          ];
        }
        case 'react':
        case 'penalty': {
          const seats = [...new Set(ask.characters.map((id) => s.chars.find((c) => c.id === id)?.seat ?? ''))].filter(
            (x) => x !== '',
          );
          const name = enemyWords(content, s, ask.enemy) ?? 'the enemy';
          return [
            ask.kind === 'react'
              ? { seats, kind: 'hunters/react', prompt: `Play a reaction against ${name}?${reactionWhen(ask)}` }
              : { seats, kind: 'hunters/penalty', prompt: `Make a Penalty Attack as ${name} leaps away?` },
          ];
        }
      }
    }
  }
}

function currentChar(g: G): (CharState & { pos: Pos }) | null {
  const id = g.s.current?.character;
  if (!id) return null;
  const ch = charById(g.s, id);
  return onMap(ch) ? ch : null;
}

/**
 * The acting character while he may choose a card to play, else null. What his cards would do is
 * told to every seated player, as every one of them sees his hand.
 */
function choosingCards(g: G): (CharState & { pos: Pos }) | null {
  const ch = currentChar(g);
  const turn = g.s.current;
  if (g.s.phase !== 'character' || !ch || !turn || turn.activity) return null;
  return ch;
}

/**
 * Whether the acting character, choosing a card to play, stands in melee: his cards then bring
 * only their melee attacks and moves (HU-ACTION-18), and a play's `enhance` counts among those
 * (HU-ACTION-09), as the words of an enhanced play must. Public, as is where he stands.
 */
function meleeNow(g: G): boolean {
  const ch = choosingCards(g);
  return ch !== null && charInMelee(g, ch);
}

/**
 * The cards of the acting character that he may play now for nothing: every activity
 * is an attack and none has anything to strike where he stands (no enemy on his space for a
 * Melee Attack, nothing in range and sight for a Ranged or Area attack). The rules let a card be
 * played with its activities left undone (HU-ACTION-10); its words warn the player. A card that
 * also moves, hides, heals or interacts is left out: it still does something.
 */
function idleCards(g: G): string[] {
  const ch = choosingCards(g);
  if (!ch) return [];
  const strikes: Record<string, () => boolean> = {
    melee: () => meleeChoices(g, ch).length > 0,
    ranged: () => shootChoices(g, ch).length > 0,
    area: () => areaChoices(g, ch).some((c) => c.kind === 'area' && areaRolls(g, { x: c.x, y: c.y })),
  };
  return [...new Set(ch.hand)].sort().filter((id) => {
    const uses = usesNow(g, ch, cardDef(g, id));
    return uses.length > 0 && uses.every((a) => strikes[a.kind]?.() === false);
  });
}

/**
 * The rolls each attack open to `seat` would make, by the choice's canonical JSON: for every enemy
 * it attacks, the roll's numbers as the rules roll them (`meleeSpec`, `shootSpec`, `areaSpec`,
 * `penaltySpec`, then `charRollNumbers`), the Health it has left and the shield faces of the
 * defence die. What a player sees beside the choice; empty when no attack is open.
 */
function choiceRolls(g: G, seat: SeatId): Record<string, AttackOdds[]> {
  const out: Record<string, AttackOdds[]> = {};
  const shields = g.c.defenceDie.faces.filter((f) => f === 'shield').length;
  const ask = g.s.cursor?.ask;
  if (ask?.kind === 'react') {
    // A reaction's attack at the acting enemy, where it stands at the question.
    const e = enemyById(g.s, ask.enemy);
    if (!e) return out;
    for (const c of legalFor(g, seat)) {
      if (c.kind !== 'react') continue;
      const attack = reactionAttack(g, c, e);
      const ch = charById(g.s, c.character);
      if (!attack || !ch?.pos) continue;
      const placed = ch as CharState & { pos: Pos };
      const spec =
        attack.kind === 'shoot'
          ? shootSpec(g, placed, attack, attack.toHit, null, 'HU-ACTION-11')
          : meleeSpec(g, placed, attack, e, attack.toHit, null, 'HU-ACTION-11');
      out[canonicalJson(c)] = [
        { enemy: e.id, health: e.health, shields, numbers: charRollNumbers(g, placed, e, spec) },
      ];
    }
    return out;
  }
  if (ask?.kind === 'penalty') {
    // A Penalty Attack at the leaping enemy, each Morale it may carry apart (AMB-46).
    const e = enemyById(g.s, ask.enemy);
    if (!e) return out;
    for (const c of legalFor(g, seat)) {
      if (c.kind !== 'penalty' || c.character === null) continue;
      const ch = charById(g.s, c.character);
      const spec = penaltySpec(g, ch, e, moraleUses(c));
      out[canonicalJson(c)] = [{ enemy: e.id, health: e.health, shields, numbers: charRollNumbers(g, ch, e, spec) }];
    }
    return out;
  }
  const ch = currentChar(g);
  const act = activityNow(g);
  if (!ch || !act) return out;
  for (const c of legalFor(g, seat)) {
    let spec: CharAttackSpec;
    let targets: EnemyState[];
    if (c.kind === 'melee' && act.kind === 'melee') {
      const e = enemyById(g.s, c.target);
      if (!e) continue;
      spec = meleeSpec(g, ch, c, e, act.toHit, boostFor(g), 'HU-MELEE-04');
      targets = [e];
    } else if (c.kind === 'shoot' && act.kind === 'ranged') {
      spec = shootSpec(g, ch, c, act.toHit, boostFor(g), 'HU-RANGED-04');
      targets = c.targets.map((id) => enemyById(g.s, id)).filter((e): e is EnemyState => e !== undefined);
    } else if (c.kind === 'area' && act.kind === 'area') {
      spec = areaSpec(g, ch, c, act.toHit, boostFor(g));
      targets = areaTargets(g, { x: c.x, y: c.y }).enemies;
    } else continue;
    if (targets.length === 0) continue;
    out[canonicalJson(c)] = targets.map((e) => ({
      enemy: e.id,
      health: e.health,
      shields,
      numbers: charRollNumbers(g, ch, e, spec),
    }));
  }
  return out;
}

/** An activity's name in the log's English, as a card names it. */
const SKIPPED_EN: Readonly<Record<Activity['kind'], string>> = {
  move: 'move',
  melee: 'Melee Attack',
  ranged: 'Ranged Attack',
  area: 'Area Attack',
  hide: 'Hide',
  heal: 'Heal',
  interact: 'Interact',
};

/** An activity left undone, said in the log (a card played with no target for it, HU-ACTION-10). */
function skipped(g: G, ch: CharState, act: Activity): void {
  emit(g, {
    type: 'hunters/activity-skipped',
    rule: 'HU-ACTION-10',
    character: ch.id,
    activity: act.kind,
    text: `${ch.name} leaves the ${SKIPPED_EN[act.kind]} undone.`,
  });
}

function activityNow(g: G): Activity | null {
  const a = g.s.current?.activity;
  return a ? (a.queue[a.index] ?? null) : null;
}

/** The choices of the activity under way, without "skip"/"stop". */
function activityChoices(g: G, ch: CharState & { pos: Pos }, a: ActivityState): HuntersChoice[] {
  const act = a.queue[a.index];
  if (!act) return [];
  const inMelee = charInMelee(g, ch);
  switch (act.kind) {
    case 'move': {
      const out = stepChoices(g, ch, a.mp);
      if (moraleMpOpen(g, ch, a)) out.push({ kind: 'morale-mp' });
      return out;
    }
    case 'melee':
      return meleeChoices(g, ch);
    case 'ranged':
      return inMelee ? [] : shootChoices(g, ch);
    case 'area':
      return inMelee ? [] : areaChoices(g, ch);
    case 'hide':
      return canHide(g, ch) ? [{ kind: 'hide' }] : [];
    case 'heal':
      return inMelee ? [] : healTargets(g, ch).map((t) => ({ kind: 'heal', target: t.id }));
    case 'interact':
      return interactChoices(g, ch);
  }
}

/**
 * Whether Morale may buy one more MP for the Move under way (HU-MOVE-06): once a Move, when a step
 * opens with it. Under the `moraleStacking` option (AMB-27), again while the tokens last, when a
 * step opens with all the points they still pay for (a step of 2 MP may need two uses).
 */
function moraleMpOpen(g: G, ch: CharState & { pos: Pos }, a: ActivityState): boolean {
  const cost = moraleCost(g);
  if (ch.morale < cost) return false;
  if (!g.o.moraleStacking) return !a.moraleMp && stepChoices(g, ch, a.mp + 1).length > 0;
  return stepChoices(g, ch, a.mp + Math.floor(ch.morale / cost)).length > 0;
}

/** An attack choice as it reads with no Morale on it. */
function withoutMorale(c: Extract<HuntersChoice, { kind: 'melee' | 'penalty' | 'shoot' | 'area' }>): HuntersChoice {
  switch (c.kind) {
    case 'melee':
      return { kind: 'melee', target: c.target, weapon: c.weapon, moraleHit: false, moraleDie: false };
    case 'penalty':
      return { kind: 'penalty', character: c.character };
    case 'shoot': {
      const { weapon, x, y, targets, stray } = c;
      return { kind: 'shoot', weapon, x, y, targets, morale: false, ...(stray === undefined ? {} : { stray }) };
    }
    case 'area':
      return { kind: 'area', weapon: c.weapon, x: c.x, y: c.y, morale: false };
  }
}

/**
 * Why a choice's Morale stands in the way, when it does (HU-ACTION-19, AMB-27): counts of uses at
 * a table without the `moraleStacking` option, or written other than from 2 on beside a flag set
 * true; a second MP bought for one Move without that option; more uses than the tokens pay for
 * (two tokens a use in Heavy Rain, HU-TIME-06) on an attack that is open without its Morale, or
 * an MP bought with too few tokens. A Penalty Attack (AMB-46) writes its flags only when set, and
 * declining one carries no Morale.
 */
function moraleRefusal(
  g: G,
  c: HuntersChoice,
  legal: readonly HuntersChoice[],
): { code: string; message: string; rule: string } | null {
  const ch = currentChar(g);
  const cost = moraleCost(g);
  const short = (uses: number, who: CharState) => ({
    code: 'morale/short',
    message: `${who.name} has ${who.morale} Morale, and ${uses} use${uses === 1 ? '' : 's'} cost ${uses * cost} (${cost} a use${cost > 1 ? ' in Heavy Rain' : ''})`,
    rule: cost > 1 ? 'HU-TIME-06' : 'HU-ACTION-19',
  });
  if (c.kind === 'morale-mp') {
    // Only the seat whose character is moving (offered "stop") is told about that character's Morale.
    const a = g.s.current?.activity;
    if (!ch || !a || !legal.some((x) => x.kind === 'stop')) return null;
    if (ch.morale < cost) return short(1, ch);
    if (a.moraleMp && !g.o.moraleStacking)
      return {
        code: 'morale/no-stacking',
        message: 'Morale buys one more MP a Move at this table (the Morale stacking option allows more)',
        rule: 'HU-ACTION-19',
      };
    return null;
  }
  if (c.kind !== 'melee' && c.kind !== 'penalty' && c.kind !== 'shoot' && c.kind !== 'area') return null;
  const melee = c.kind === 'melee' || c.kind === 'penalty';
  const counts = melee ? [c.moraleHits, c.moraleDice] : [c.moraleHits];
  const flags = melee ? [c.moraleHit, c.moraleDie] : [c.morale];
  if (c.kind === 'penalty') {
    if (c.character === null && [...counts, ...flags].some((x) => x !== undefined))
      return {
        code: 'morale/no-attack',
        message: 'Morale goes on an attack, and declining the Penalty Attack makes none',
        rule: 'HU-MELEE-10',
      };
    // The listed answers write a flag only when set (the attack without Morale is the character alone).
    if (flags.some((f) => f === false))
      return {
        code: 'morale/count-form',
        message: 'a Penalty Attack writes a Morale flag only when it is set: no use on an effect leaves its flag out',
        rule: 'HU-MELEE-10',
      };
  }
  if (counts.some((n) => n !== undefined)) {
    if (!g.o.moraleStacking)
      return {
        code: 'morale/no-stacking',
        message:
          'one use of Morale per effect of an attack at this table; counts of uses need the Morale stacking option',
        rule: 'HU-ACTION-19',
      };
    if (counts.some((n, i) => n !== undefined && (n < 2 || flags[i] !== true)))
      return {
        code: 'morale/count-form',
        message:
          'a count of Morale uses is given from 2 on, with its flag set true; no use or one use is the flag alone',
        rule: 'HU-ACTION-19',
      };
  }
  // The attacker: the one making the Penalty Attack, else the character whose turn it is.
  const who = c.kind === 'penalty' ? g.s.chars.find((x) => x.id === c.character) : ch;
  if (!who) return null;
  const plain = canonicalJson(withoutMorale(c));
  if (!legal.some((x) => x.kind === c.kind && canonicalJson(x) === plain)) return null;
  const uses = moraleUses(c);
  return (uses.toHit + uses.dice) * cost > who.morale ? short(uses.toHit + uses.dice, who) : null;
}

function enhanceable(act: Activity, kind: string): boolean {
  if (kind === 'mp') return act.kind === 'move';
  return act.kind === 'melee' || act.kind === 'ranged' || act.kind === 'area';
}

function legalFor(g: G, seat: SeatId): HuntersChoice[] {
  const s = g.s;
  if (!pendingOf(g.c, s).some((d) => d.seats.includes(seat))) return [];
  switch (s.phase) {
    case 'over':
    case 'campaign':
      return [];
    case 'hand': {
      const now = s.spread?.[0];
      const group = now === undefined ? undefined : g.mission.enemies[now];
      if (now !== undefined && group)
        return spreadOptions(group).map((extra): HuntersChoice => ({ kind: 'spread', group: now, extra }));
      const out: HuntersChoice[] = [];
      for (const c of s.chars.filter((x) => x.seat === seat && x.hand.length < 5)) {
        for (const card of [...new Set(c.deck)].sort()) out.push({ kind: 'keep', character: c.id, card });
        out.push({ kind: 'keep-random', character: c.id });
      }
      return out;
    }
    case 'deploy': {
      const out: HuntersChoice[] = [];
      for (const c of s.chars.filter((x) => x.seat === seat && x.pos === null))
        for (const [x, y] of g.mission.deployment)
          for (let facing = 0; facing < 8; facing++)
            for (const hidden of g.mission.startHidden ? [false, true] : [false])
              out.push({ kind: 'deploy', character: c.id, x, y, facing, hidden });
      for (const c of s.chars.filter((x) => x.seat === seat))
        for (const id of new Set(c.equipment.filter((x) => isTrap(g, x))))
          for (let x = 0; x < g.board.width; x++)
            for (let y = 0; y < g.board.height; y++)
              if (preTrapAllowed(g, { x, y })) out.push({ kind: 'pre-trap', character: c.id, gear: id, x, y });
      return out;
    }
    case 'order':
      return [
        ...s.chars.filter((c) => canAct(s, c)).map((c): HuntersChoice => ({ kind: 'activate', character: c.id })),
        { kind: 'activate-random' },
        ...s.chars.filter((c) => c.seat === seat).flatMap((c) => detonatorChoices(g, c)),
      ];
    case 'enemy-order':
      return [
        ...enemyTieGroup(g).map((e): HuntersChoice => ({ kind: 'enemy-first', enemy: e })),
        { kind: 'enemy-random' },
      ];
    case 'enemy': {
      const ask = s.cursor?.ask;
      if (!ask) return [];
      switch (ask.kind) {
        case 'tie':
          return [...ask.options.map((_, index): HuntersChoice => ({ kind: 'tie', index })), { kind: 'tie-random' }];
        case 'react': {
          const e = enemyById(s, ask.enemy);
          const out: HuntersChoice[] = [];
          if (e)
            for (const id of ask.characters) {
              const ch = charById(s, id);
              if (ch.seat === seat) {
                if (!ask.reflexes) out.push(...reactionOptions(g, ch, e));
                out.push(...detonatorChoices(g, ch));
              }
            }
          return [...out, { kind: 'no-reaction' }];
        }
        case 'penalty':
          return [
            ...ask.characters
              .filter((id) => charById(s, id).seat === seat)
              .flatMap((id) => penaltyChoices(g, charById(s, id))),
            { kind: 'penalty', character: null },
          ];
      }
      return [];
    }
    case 'character': {
      const ch = currentChar(g);
      const turn = s.current;
      if (!ch || !turn) return [];
      if (turn.activity) {
        const act = turn.activity.queue[turn.activity.index];
        const out = activityChoices(g, ch, turn.activity);
        out.push(act?.kind === 'move' ? { kind: 'stop' } : { kind: 'skip' });
        out.push(...freeGearChoices(g, ch));
        return out;
      }
      const out: HuntersChoice[] = [{ kind: 'end-turn' }, ...freeGearChoices(g, ch)];
      if (!turn.rotated) for (let f = 0; f < 8; f++) if (f !== ch.facing) out.push({ kind: 'rotate', facing: f });
      if (turn.actions >= 2) return out;
      // Throwing modules away to make room for a Collect takes no action by default (HU-SHEET-04).
      if (!g.o.discardAction) out.push(...discardChoices(g, ch));
      const inMelee = charInMelee(g, ch);
      if (stepChoices(g, ch, 1).length > 0) out.push({ kind: 'basic', action: 'move' });
      if (turn.actions === 0 && stepChoices(g, ch, 2).length > 0) out.push({ kind: 'basic', action: 'double-move' });
      if (meleeChoices(g, ch).length > 0) out.push({ kind: 'basic', action: 'melee' });
      if (!inMelee && interactChoices(g, ch).length > 0) out.push({ kind: 'basic', action: 'interact' });
      const hand = [...new Set(ch.hand)].sort();
      for (const id of hand) out.push({ kind: 'cycle', card: id });
      if (turn.cardsPlayed >= 2) return out;
      for (const id of hand) {
        const card = cardDef(g, id);
        if (usesNow(g, ch, card).length === 0 || hideOnlyBlock(g, ch, card)) continue;
        out.push({ kind: 'play', card: id, enhancement: null, enhance: -1 });
        for (const eid of hand) {
          const e = cardDef(g, eid).enhancement;
          if (!e) continue;
          if (eid === id && ch.hand.filter((x) => x === id).length < 2) continue;
          // The blue part goes on an activity of the card played now, counted as the activity is
          // queued: in melee those left (HU-ACTION-18), never one the card cannot use.
          usesNow(g, ch, card).forEach((a, i) => {
            if (enhanceable(a, e.kind)) out.push({ kind: 'play', card: id, enhancement: eid, enhance: i });
          });
        }
      }
      return out;
    }
  }
}

/** The activities of a card played now: in melee only its melee attacks and its leap (HU-ACTION-18). */
function usesNow(g: G, ch: CharState & { pos: Pos }, card: ActionCard): Activity[] {
  return cardUsesNow(card.activities, charInMelee(g, ch));
}

/**
 * Why a card whose only use now is a Hide cannot be played, or null. A Hide needs that no enemy
 * sees the character (HU-HIDE-01), and a Hidden character has nothing to gain from another; such a
 * card would be spent for nothing, so it is not offered. A card with other activities stays playable.
 */
function hideOnlyBlock(
  g: G,
  ch: CharState & { pos: Pos },
  card: ActionCard,
): 'hide/seen' | 'hide/already-hidden' | null {
  const uses = usesNow(g, ch, card);
  if (uses.length === 0 || uses.some((a) => a.kind !== 'hide') || canHide(g, ch)) return null;
  return ch.hidden ? 'hide/already-hidden' : 'hide/seen';
}

/**
 * The refusal of a card play that would be offered but for its Hide alone (`hideOnlyBlock`), or
 * null when the play is refused for some other reason.
 */
function hideOnlyRefusal(g: G, seat: SeatId, c: HuntersChoice): { code: string; message: string } | null {
  const ch = currentChar(g);
  const turn = g.s.current;
  if (c.kind !== 'play' || c.enhancement !== null || g.s.phase !== 'character' || !ch || !turn) return null;
  if (ch.seat !== seat || turn.activity || turn.actions >= 2 || turn.cardsPlayed >= 2 || !ch.hand.includes(c.card))
    return null;
  const card = cardDef(g, c.card);
  const code = hideOnlyBlock(g, ch, card);
  if (!code) return null;
  const why = code === 'hide/seen' ? `an enemy sees ${ch.name} now` : `${ch.name} is Hidden already`;
  return { code, message: `${card.name} grants only a Hide, and ${why}: the card stays in hand` };
}

function enemyTieGroup(g: G): string[] {
  const head = g.s.enemyQueue[0];
  const e = head ? enemyById(g.s, head) : undefined;
  if (!e) return [];
  const hp = enemyDef(g, e.kind).health;
  return g.s.enemyQueue.filter((id) => {
    const x = enemyById(g.s, id);
    return x !== undefined && enemyDef(g, x.kind).health === hp && !g.s.orderFixed.includes(id);
  });
}

function reasonFor(c: HuntersChoice): string {
  switch (c.kind) {
    case 'step':
      return 'move/blocked';
    case 'shoot':
    case 'area':
      return 'ranged/no-target';
    case 'melee':
      return 'melee/no-target';
    case 'play':
      return 'card/not-playable';
    case 'hide':
      // A Hide choice is offered only while a played card's Hide is under way; a Hide that cannot
      // be taken (seen, in melee, already Hidden) is passed over before any choice (HU-HIDE-01).
      return 'hide/no-hide-action';
    case 'react':
      return 'reaction/not-allowed';
    default:
      return 'choice/illegal';
  }
}

/**
 * The refusal of a Collect on the acting character's own space, sent in the Interact that could
 * make it, which the rules hold back because his sheet has no room for what lies there
 * (HU-SHEET-04); null for any other choice or refusal.
 */
function collectProblem(g: G, seat: SeatId, c: HuntersChoice): { code: string; message: string } | null {
  if (c.kind !== 'interact' || c.what !== 'collect') return null;
  const ch = currentChar(g);
  const a = g.s.current?.activity;
  if (g.s.phase !== 'character' || !ch || ch.seat !== seat || c.target !== `${ch.pos.x},${ch.pos.y}`) return null;
  // While he picks his next action, or inside an Interact.
  if (a && a.queue[a.index]?.kind !== 'interact') return null;
  return collectRefusal(g, ch);
}

/** Why a choice is refused, naming its square as the board's edges do. */
function describeRefusal(g: G, c: HuntersChoice): string {
  switch (c.kind) {
    case 'step':
      return `no legal step to ${spot(g, c)} with the points left`;
    case 'shoot':
      return 'the weapon cannot reach that target (range, line of sight, melee or reload)';
    case 'area':
      return `the weapon cannot reach space ${spot(g, c)} (range, line of sight, melee or reload)`;
    case 'play':
      return `card "${c.card}" cannot be played that way now`;
    case 'hide':
      return 'no Hide from a played card is under way (a card grants Hide, and only while no enemy sees the character)';
    default:
      return `"${c.kind}" is not among the legal choices`;
  }
}

function drawUpTo5(g: G, ch: CharState): void {
  while (ch.hand.length < 5) {
    if (ch.deck.length === 0) {
      if (ch.used.length === 0) return;
      ch.deck = g.dice.shuffle(ch.used);
      ch.used = [];
      emit(g, {
        type: 'hunters/reshuffle',
        rule: 'HU-TURN-11',
        character: ch.id,
        text: `${ch.name} shuffles the used cards into a new draw pile.`,
      });
    }
    const card = ch.deck.shift();
    if (card === undefined) return;
    ch.hand.push(card);
    emit(g, {
      type: 'hunters/draw',
      rule: 'HU-TURN-04',
      character: ch.id,
      card,
      visibleTo: [ch.seat],
      text: `${ch.name} draws ${cardDef(g, card).name}.`,
    });
  }
}

function startActivity(
  g: G,
  source: ActivityState['source'],
  card: string | null,
  queue: Activity[],
  enh: string | null,
  enhance: number,
): void {
  const turn = g.s.current;
  if (!turn) return;
  const e = enh ? (cardDef(g, enh).enhancement ?? null) : null;
  turn.activity = { source, card, queue, index: 0, enhancement: e, enhanceIndex: enhance, mp: -1, moraleMp: false };
  primeActivity(g);
}

function primeActivity(g: G): void {
  const a = g.s.current?.activity;
  const act = a?.queue[a.index];
  if (!a || !act) return;
  if (act.kind === 'move')
    a.mp = act.mp + (a.enhancement?.kind === 'mp' && a.enhanceIndex === a.index ? a.enhancement.n : 0);
}

function nextActivity(g: G): void {
  const turn = g.s.current;
  const a = turn?.activity;
  if (!turn || !a) return;
  a.index++;
  a.moraleMp = false;
  if (a.index >= a.queue.length) {
    turn.activity = null;
    turn.rotated = false;
    if (a.source !== 'reaction') turn.actions++;
    return;
  }
  primeActivity(g);
}

function boostFor(g: G): ActivityState['enhancement'] {
  const a = g.s.current?.activity;
  return a && a.enhanceIndex === a.index ? a.enhancement : null;
}

function revealIfSeen(g: G, ch: CharState & { pos: Pos }): void {
  if (ch.hidden && g.s.enemies.some((e) => enemySees(g, e, ch.pos))) {
    ch.hidden = false;
    emit(g, {
      type: 'hunters/revealed',
      rule: 'HU-HIDE-04',
      character: ch.id,
      text: `${ch.name} acts in an enemy's sight and is no longer Hidden.`,
    });
  }
}

function applyChoice(g: G, seat: SeatId, c: HuntersChoice): void {
  const s = g.s;
  switch (c.kind) {
    case 'spread':
      spreadGroup(g, c);
      return;
    case 'keep': {
      const ch = charById(s, c.character);
      ch.deck.splice(ch.deck.indexOf(c.card), 1);
      ch.hand.push(c.card);
      emit(g, {
        type: 'hunters/keep',
        rule: 'HU-MSETUP-02',
        character: ch.id,
        visibleTo: [ch.seat],
        card: c.card,
        text: `${ch.name} keeps ${cardDef(g, c.card).name}.`,
      });
      return;
    }
    case 'keep-random': {
      const ch = charById(s, c.character);
      while (ch.hand.length < 5 && ch.deck.length > 0) {
        const i = g.dice.pick(ch.deck.length);
        ch.hand.push(...ch.deck.splice(i, 1));
      }
      emit(g, {
        type: 'hunters/keep',
        rule: 'HU-MSETUP-02',
        character: ch.id,
        visibleTo: [ch.seat],
        text: `${ch.name}'s hand is filled at random.`,
      });
      return;
    }
    case 'deploy': {
      const ch = charById(s, c.character);
      ch.pos = { x: c.x, y: c.y };
      ch.facing = c.facing;
      ch.hidden = c.hidden;
      emit(g, {
        type: 'hunters/deployed',
        rule: 'HU-MSETUP-06',
        character: ch.id,
        at: ch.pos,
        facing: c.facing,
        hidden: c.hidden,
        text: `${ch.name} is placed at ${spot(g, c)}${c.hidden ? ', Hidden' : ''}.`,
      });
      return;
    }
    case 'activate':
    case 'activate-random': {
      const list = s.chars.filter((c) => canAct(s, c));
      const ch = c.kind === 'activate' ? charById(s, c.character) : list[g.dice.pick(list.length)];
      if (ch) activate(g, ch);
      return;
    }
    case 'rotate': {
      const ch = currentChar(g);
      if (!ch || !s.current) return;
      ch.facing = c.facing;
      s.current.rotated = true;
      emit(g, {
        type: 'hunters/rotate',
        rule: 'HU-ACTION-17',
        character: ch.id,
        facing: c.facing,
        text: `${ch.name} turns to face ${FACING_NAMES[c.facing] ?? '?'}.`,
      });
      return;
    }
    case 'end-turn': {
      const ch = currentChar(g) ?? (s.current ? charById(s, s.current.character) : null);
      endCharacterTurn(g, ch);
      return;
    }
    case 'cycle': {
      const ch = currentChar(g);
      if (!ch || !s.current) return;
      ch.hand.splice(ch.hand.indexOf(c.card), 1);
      ch.used.push(c.card);
      s.current.actions++;
      emit(g, {
        type: 'hunters/cycle',
        rule: 'HU-TURN-06',
        character: ch.id,
        card: c.card,
        text: `${ch.name} gives up an action to swap ${cardDef(g, c.card).name} for a new card.`,
      });
      drawOne(g, ch);
      return;
    }
    case 'basic': {
      const ch = currentChar(g);
      if (!ch || !s.current) return;
      if (c.action !== 'interact') revealIfSeen(g, ch);
      emit(g, {
        type: 'hunters/basic',
        rule: 'HU-ACTION-01',
        character: ch.id,
        action: c.action,
        text: `${ch.name}: basic ${c.action === 'double-move' ? 'Move twice (2 MP)' : c.action}.`,
      });
      if (c.action === 'double-move') {
        s.current.actions++;
        startActivity(g, 'basic', null, [{ kind: 'move', mp: 2 }], null, -1);
      } else if (c.action === 'move') startActivity(g, 'basic', null, [{ kind: 'move', mp: 1 }], null, -1);
      else if (c.action === 'melee') startActivity(g, 'basic', null, [{ kind: 'melee', toHit: 1 }], null, -1);
      else startActivity(g, 'basic', null, [{ kind: 'interact' }], null, -1);
      return;
    }
    case 'play': {
      const ch = currentChar(g);
      if (!ch || !s.current) return;
      const card = cardDef(g, c.card);
      // Heal is an Interact of a card (HU-INTERACT-01): a card that only heals or interacts keeps
      // Hidden in an enemy's sight, as the basic Interact does (HU-HIDE-04).
      if (usesNow(g, ch, card).some((a) => a.kind !== 'heal' && a.kind !== 'interact')) revealIfSeen(g, ch);
      ch.hand.splice(ch.hand.indexOf(c.card), 1);
      ch.used.push(c.card);
      if (c.enhancement) {
        ch.hand.splice(ch.hand.indexOf(c.enhancement), 1);
        ch.used.push(c.enhancement);
      }
      s.current.cardsPlayed++;
      emit(g, {
        type: 'hunters/play',
        rule: c.enhancement ? 'HU-ACTION-05' : 'HU-ACTION-04',
        character: ch.id,
        card: c.card,
        enhancement: c.enhancement,
        text: `${ch.name} plays ${card.name}${c.enhancement ? ` enhanced by ${cardDef(g, c.enhancement).name}` : ''}.`,
      });
      startActivity(g, 'card', c.card, [...usesNow(g, ch, card)], c.enhancement, c.enhancement ? c.enhance : -1);
      return;
    }
    case 'step': {
      const ch = currentChar(g);
      const a = s.current?.activity;
      if (!ch || !a) return;
      const left = doStep(g, ch, { x: c.x, y: c.y }, a.mp, c.striker ?? null);
      if (left < 0) nextActivity(g);
      else a.mp = left;
      return;
    }
    case 'morale-mp': {
      const ch = currentChar(g);
      const a = s.current?.activity;
      if (!ch || !a) return;
      ch.morale -= moraleCost(g);
      a.mp += 1;
      a.moraleMp = true;
      emit(g, {
        type: 'hunters/morale',
        rule: 'HU-MOVE-06',
        character: ch.id,
        spent: moraleCost(g),
        text: `${ch.name} spends Morale for +1 MP.`,
      });
      return;
    }
    case 'stop':
      nextActivity(g);
      return;
    case 'skip': {
      const ch = currentChar(g);
      const act = activityNow(g);
      if (ch && act) skipped(g, ch, act);
      nextActivity(g);
      return;
    }
    case 'melee': {
      const ch = currentChar(g);
      const act = activityNow(g);
      if (!ch || !act || act.kind !== 'melee') return;
      resolveMelee(g, ch, c, act.toHit, boostFor(g), 'HU-MELEE-04');
      nextActivity(g);
      return;
    }
    case 'shoot': {
      const ch = currentChar(g);
      const act = activityNow(g);
      if (!ch || !act || act.kind !== 'ranged') return;
      resolveShoot(g, ch, c, act.toHit, boostFor(g), 'HU-RANGED-04');
      nextActivity(g);
      return;
    }
    case 'area': {
      const ch = currentChar(g);
      const act = activityNow(g);
      if (!ch || !act || act.kind !== 'area') return;
      resolveArea(g, ch, c, act.toHit, boostFor(g));
      nextActivity(g);
      return;
    }
    case 'hide': {
      const ch = currentChar(g);
      if (!ch) return;
      ch.hidden = true;
      emit(g, { type: 'hunters/hidden', rule: 'HU-HIDE-01', character: ch.id, text: `${ch.name} hides.` });
      nextActivity(g);
      return;
    }
    case 'heal': {
      const ch = currentChar(g);
      const act = activityNow(g);
      if (!ch || !act || act.kind !== 'heal') return;
      resolveHeal(g, ch, c.target, act.amount);
      nextActivity(g);
      return;
    }
    case 'interact': {
      const ch = currentChar(g);
      if (!ch) return;
      resolveInteract(g, ch, c);
      nextActivity(g);
      return;
    }
    case 'use': {
      const ch = currentChar(g);
      if (ch) useFreeGear(g, ch, c.gear, c.fuel);
      return;
    }
    case 'detonate': {
      const cur = s.cursor;
      if (cur && c.character !== undefined) {
        const answer: Answer = { kind: 'detonate', character: c.character, trap: c.trap };
        runCursor(g, cur.enemy, [...cur.answers, answer], cur.rolls, cur.emitted, cur.start);
        return;
      }
      const ch = c.character !== undefined ? charById(s, c.character) : currentChar(g);
      if (ch) detonate(g, ch, c.trap);
      return;
    }
    case 'exchange': {
      const ch = currentChar(g);
      if (!ch) return;
      doExchange(g, ch, c);
      nextActivity(g);
      return;
    }
    case 'unpark': {
      const ch = currentChar(g);
      if (!ch) return;
      doUnpark(g, ch, c);
      nextActivity(g);
      return;
    }
    case 'park': {
      const ch = currentChar(g);
      if (!ch) return;
      doPark(g, ch, c.gear);
      nextActivity(g);
      return;
    }
    case 'discard': {
      // Mid-mission, the acting character makes room for a Collect (HU-SHEET-04): free, or the
      // Interact under way under the `discardAction` option.
      const ch = currentChar(g);
      if (!ch) return;
      doDiscard(g, ch, c.item);
      if (activityNow(g)?.kind === 'interact') nextActivity(g);
      return;
    }
    case 'pre-trap':
      preTrap(g, charById(s, c.character), c.gear, { x: c.x, y: c.y });
      return;
    case 'enemy-first': {
      s.enemyQueue = [c.enemy, ...s.enemyQueue.filter((x) => x !== c.enemy)];
      s.orderFixed.push(c.enemy);
      emit(g, {
        type: 'hunters/enemy-order',
        rule: 'HU-ENEMY-04',
        enemy: c.enemy,
        text: `The players send ${enemyLabel(g.c, { id: c.enemy, kind: enemyById(s, c.enemy)?.kind ?? '' })} first.`,
      });
      s.phase = 'enemy';
      return;
    }
    case 'enemy-random': {
      const group = enemyTieGroup(g);
      const shuffled = g.dice.shuffle(group);
      s.enemyQueue = [...shuffled, ...s.enemyQueue.filter((x) => !group.includes(x))];
      s.orderFixed.push(...shuffled);
      emit(g, {
        type: 'hunters/enemy-order',
        rule: 'HU-ENEMY-04',
        text: 'The program orders the tied enemies at random.',
      });
      s.phase = 'enemy';
      return;
    }
    case 'tie':
    case 'tie-random':
    case 'react':
    case 'no-reaction':
    case 'penalty': {
      const cur = s.cursor;
      if (!cur) return;
      let answer: Answer;
      if (c.kind === 'tie') answer = { kind: 'pick', index: c.index };
      else if (c.kind === 'tie-random')
        answer = { kind: 'pick', index: g.dice.pick(cur.ask.kind === 'tie' ? cur.ask.options.length : 1) };
      else if (c.kind === 'react')
        answer = { kind: 'react', character: c.character, card: c.card, weapon: c.weapon, to: c.to };
      // The seat that passes closes the window for its own characters only.
      else if (c.kind === 'no-reaction') answer = { kind: 'no-reaction', seat };
      // A seat that declines the Penalty Attack declines it for its own characters only.
      else if (c.character === null) answer = { kind: 'penalty', character: null, seat };
      else {
        const uses = moraleUses(c);
        answer = {
          kind: 'penalty',
          character: c.character,
          ...(uses.toHit > 0 ? { moraleHits: uses.toHit } : {}),
          ...(uses.dice > 0 ? { moraleDice: uses.dice } : {}),
        };
      }
      runCursor(g, cur.enemy, [...cur.answers, answer], cur.rolls, cur.emitted, cur.start);
      return;
    }
    case 'travel':
    case 'rest':
    case 'work':
    case 'read':
    case 'reveal':
    case 'expand':
    case 'construct':
    case 'level-up':
    case 'start-mission':
    case 'hand-over':
    case 'buy':
    case 'sell':
    case 'healer':
    case 'store':
    case 'install':
    case 'use-gear':
    case 'join':
    case 'leave':
    case 'difficulty':
    case 'spoils-pick':
    case 'deck':
      // Campaign choices are handled between missions; legality never lets them reach a mission.
      throw new Error(`campaign choice ${c.kind} inside a mission`);
  }
}

function drawOne(g: G, ch: CharState): void {
  if (ch.deck.length === 0 && ch.used.length > 0) {
    ch.deck = g.dice.shuffle(ch.used);
    ch.used = [];
    emit(g, {
      type: 'hunters/reshuffle',
      rule: 'HU-TURN-11',
      character: ch.id,
      text: `${ch.name} shuffles the used cards into a new draw pile.`,
    });
  }
  const card = ch.deck.shift();
  if (card !== undefined) {
    ch.hand.push(card);
    emit(g, {
      type: 'hunters/draw',
      rule: 'HU-TURN-06',
      character: ch.id,
      card,
      visibleTo: [ch.seat],
      text: `${ch.name} draws ${cardDef(g, card).name}.`,
    });
  }
}

function activate(g: G, ch: CharState): void {
  g.s.current = { character: ch.id, actions: 0, cardsPlayed: 0, rotated: false, activity: null };
  g.s.phase = 'character';
  emit(g, { type: 'hunters/activate', rule: 'HU-TURN-03', character: ch.id, text: `${ch.name} acts.` });
  drawUpTo5(g, ch);
  ch.fuelPaid = false;
  if (ch.weapons.some((w) => gearDef(g.c, w).fuelUpkeep > 0) && ch.fuel > 0) {
    ch.fuel -= 1;
    ch.fuelPaid = true;
    emit(g, {
      type: 'hunters/fuel',
      rule: 'HU-GEAR-27',
      character: ch.id,
      text: `${ch.name} feeds a Fuel Cell to the flame thrower.`,
    });
  }
}

function endCharacterTurn(g: G, ch: CharState | null): void {
  if (ch) {
    ch.acted = true;
    emit(g, { type: 'hunters/turn-token', rule: 'HU-TURN-04', character: ch.id, text: `${ch.name} ends the turn.` });
  }
  g.s.current = null;
  g.s.phase = 'order';
}

function snapshot(s: MissionState): Snapshot {
  return clone({ chars: s.chars, enemies: s.enemies, tokens: s.tokens, placed: s.placed, tracer: s.tracer });
}

/** The copy of the position an enemy action started from, taken once it is needed. */
interface StartCopy {
  start: Snapshot | null;
}

/** An enemy action stopped at a question on the fast path, kept where it stopped. */
interface LiveAction {
  readonly run: Run<void>;
  readonly rc: RunCtx;
  readonly dice: RecordingDice;
  readonly local: GameEvent[];
  readonly copy: StartCopy;
  readonly c: HuntersContent;
  readonly o: MissionOptions;
  /** The cursor it wrote: the action resumes only while the state still holds that very record. */
  readonly cursor: EnemyCursor;
}

/**
 * Enemy actions waiting for an answer, by the state the fast path changes in place: the answer
 * resumes the action where it stopped instead of running it again from its start. The state's
 * cursor is the same plain record either way, so a copy of the state (or the checked path, which
 * copies) runs the action again from `start` with the answers and rolls it holds.
 */
const liveActions = new WeakMap<MissionState, LiveAction>();

/**
 * Runs one enemy action, or goes on with it after an answer: resumed where it stopped when this
 * very state was left waiting on the fast path, else run again from `start` with the answers
 * given so far and the rolls already made. A first run (`start` null) copies the position only
 * when the action may still ask something once its steps begin.
 */
function runCursor(
  g: G,
  enemyId: string,
  answers: Answer[],
  rolls: ScriptedRoll[],
  emitted: number,
  start: Snapshot | null,
): void {
  const s = g.s;
  const live = liveActions.get(s);
  if (live) liveActions.delete(s);
  let run: Run<void>;
  let rc: RunCtx;
  let dice: RecordingDice;
  let local: GameEvent[];
  let copy: StartCopy;
  if (live && answers.length > 0 && live.cursor === s.cursor && live.c === g.c && live.o === g.o) {
    ({ run, rc, dice, local, copy } = live);
    rc.answers = answers;
    dice.inner = g.dice;
  } else {
    if (start && (answers.length > 0 || rolls.length > 0)) {
      const base = clone(start);
      s.chars = base.chars;
      s.enemies = base.enemies;
      s.tokens = base.tokens;
      s.placed = base.placed;
      s.tracer = base.tracer;
    }
    const c: StartCopy = { start };
    copy = c;
    dice = new RecordingDice(g.dice, rolls);
    local = eventsLike(g.events);
    rc = {
      answers,
      next: 0,
      ask: null,
      beforeSteps: (mayAskAfterChange) => {
        // Nothing has changed the position yet: the copy taken now is the position at the start.
        if (!c.start && mayAskAfterChange) c.start = snapshot(s);
      },
    };
    run = enemyAction({ ...g, dice, events: local }, rc, enemyId, s.enemyAction?.actionNo ?? 1);
  }
  const step = run.next();
  g.events.push(...local.slice(emitted));
  if (!step.done && rc.ask) {
    // Without a copy yet, the action asks before anything changed: the position is its start.
    copy.start ??= snapshot(s);
    const cursor: EnemyCursor = {
      enemy: enemyId,
      start: copy.start,
      answers,
      rolls: dice.log.slice(),
      emitted: local.length,
      ask: rc.ask,
    };
    s.cursor = cursor;
    if (eventsDropped(g.events)) liveActions.set(s, { run, rc, dice, local, copy, c: g.c, o: g.o, cursor });
    return;
  }
  s.cursor = null;
  finishEnemyAction(g);
}

function finishEnemyAction(g: G): void {
  const s = g.s;
  const act = s.enemyAction;
  if (!act) return;
  if (act.actionNo === 1 && enemyById(s, act.enemy) && !s.result) s.enemyAction = { enemy: act.enemy, actionNo: 2 };
  else {
    s.enemyAction = null;
    s.enemyQueue = s.enemyQueue.filter((x) => x !== act.enemy);
  }
}

function startTurn(g: G): void {
  const s = g.s;
  s.turn += 1;
  s.tracer = false;
  for (const ch of s.chars) {
    ch.acted = false;
    ch.reacted = false;
    ch.stunned = false;
  }
  s.phase = 'order';
  emit(g, {
    type: 'hunters/turn',
    rule: 'HU-TURN-01',
    turn: s.turn,
    text: `Turn ${s.turn} of ${g.mission.maxTurns} begins.`,
  });
  gearAtTurnStart(g);
}

function startEnemyPhase(g: G): void {
  const s = g.s;
  s.current = null;
  s.phase = 'enemy';
  // Highest printed starting Health first; the id keeps the listing stable before ties are settled.
  s.enemyQueue = [...s.enemies]
    .sort(
      (a, b) =>
        enemyDef(g, b.kind).health - enemyDef(g, a.kind).health || Number(a.id.slice(1)) - Number(b.id.slice(1)),
    )
    .map((e) => e.id);
  s.orderFixed = [];
  emit(g, {
    type: 'hunters/enemy-phase',
    rule: 'HU-TURN-08',
    text: 'The enemies act, strongest first by printed Health.',
  });
}

/** Why a campaign ended, as `CAMPAIGN_END_REASONS` words it. */
export function campaignReason(c: CampaignState): string {
  if (c.result === 'won') return CAMPAIGN_END_REASONS.solved;
  return c.chars.every((x) => x.dead) ? CAMPAIGN_END_REASONS.dead : CAMPAIGN_END_REASONS.late;
}

function checkEnd(g: G): void {
  const s = g.s;
  if (s.result || s.phase === 'hand' || s.phase === 'deploy') return;
  const v = g.mission.victory;
  if (v.kind === 'eliminate' && s.enemies.length === 0) {
    s.result = { victory: true, reason: 'every enemy is destroyed' };
  } else if (v.kind === 'collect' && s.chars.reduce((n, c) => n + c.findings, 0) >= v.findings) {
    s.result = { victory: true, reason: `${v.findings} findings collected` };
  } else if (!s.chars.some((c) => onMap(c) && conscious(c))) {
    s.result = { victory: false, reason: 'no conscious character is left on the board' };
  }
  if (s.result) {
    s.phase = 'over';
    s.cursor = null;
    emit(g, {
      type: 'hunters/mission-end',
      rule: 'HU-MSETUP-11',
      victory: s.result.victory,
      text: `Mission ${s.result.victory ? 'won' : 'lost'}: ${s.result.reason}.`,
    });
    gearAtMissionEnd(g);
  }
}

/** Runs everything automatic until a decision is due or the mission is over. */
function advance(g: G): void {
  const s = g.s;
  for (let guard = 0; guard < 10_000; guard++) {
    checkEnd(g);
    if (s.result) return;
    switch (s.phase) {
      case 'over':
      case 'campaign':
        return;
      case 'hand':
        if ((s.spread?.length ?? 0) > 0 || s.chars.some((c) => c.hand.length < 5)) return;
        for (const ch of s.chars) ch.deck = g.dice.shuffle(ch.deck);
        s.phase = 'deploy';
        continue;
      case 'deploy':
        if (s.chars.some((c) => c.pos === null)) return;
        startTurn(g);
        continue;
      case 'order': {
        const can = s.chars.filter((c) => canAct(s, c));
        if (can.length === 0) {
          startEnemyPhase(g);
          continue;
        }
        const [only] = can;
        if (can.length === 1 && only) {
          activate(g, only);
          continue;
        }
        return;
      }
      case 'character': {
        const turn = s.current;
        const ch = turn ? charById(s, turn.character) : null;
        if (!turn || !ch || !onMap(ch) || !conscious(ch)) {
          endCharacterTurn(g, ch);
          continue;
        }
        const a = turn.activity;
        if (a) {
          const act = a.queue[a.index];
          if (!act) {
            nextActivity(g);
            continue;
          }
          // An activity with nothing to do is passed over, and said to be; a move ends when no
          // point can be used.
          if (activityChoices(g, ch, a).length === 0) {
            if (act.kind !== 'move') skipped(g, ch, act);
            nextActivity(g);
            continue;
          }
        }
        return;
      }
      case 'enemy-order':
        return;
      case 'enemy': {
        if (s.cursor) return;
        if (!s.enemyAction) {
          s.enemyQueue = s.enemyQueue.filter((id) => enemyById(s, id));
          const head = s.enemyQueue[0];
          if (!head) {
            endTurn(g);
            continue;
          }
          if (!s.orderFixed.includes(head)) {
            const group = enemyTieGroup(g);
            if (group.length > 1) {
              if (g.o.enemyTies === 'ask') {
                s.phase = 'enemy-order';
                return;
              }
              const shuffled = g.dice.shuffle(group);
              s.enemyQueue = [...shuffled, ...s.enemyQueue.filter((x) => !group.includes(x))];
              s.orderFixed.push(...shuffled);
              continue;
            }
            s.orderFixed.push(head);
          }
          const first = s.enemyQueue[0];
          if (!first) continue;
          s.enemyAction = { enemy: first, actionNo: 1 };
        }
        runCursor(g, s.enemyAction.enemy, [], [], 0, null);
        continue;
      }
    }
  }
  throw new Error('mission did not settle');
}

function endTurn(g: G): void {
  const s = g.s;
  if (s.turn >= g.mission.maxTurns) {
    const alive = s.chars.some((c) => onMap(c) && conscious(c));
    const won = g.mission.victory.kind === 'survive' && alive;
    s.result = {
      victory: won,
      reason: won ? 'the party held out to the last turn' : 'the last turn ended without meeting the goal',
    };
    s.phase = 'over';
    emit(g, {
      type: 'hunters/mission-end',
      rule: 'HU-TURN-10',
      victory: won,
      text: `Mission ${won ? 'won' : 'lost'}: ${s.result.reason}.`,
    });
    gearAtMissionEnd(g);
    return;
  }
  startTurn(g);
}

function invariantsOf(content: HuntersContent, s: MissionState): string[] {
  const out: string[] = [];
  s.chars.forEach((ch, i) => {
    if (ch.health < 0 || ch.health > ch.maxHealth)
      out.push(`chars.${i}.health: ${ch.health}, outside 0 to ${ch.maxHealth} (${ch.id})`);
    if (ch.morale < 0) out.push(`chars.${i}.morale: ${ch.morale}, below zero (${ch.id})`);
    if (ch.fuel < 0) out.push(`chars.${i}.fuel: ${ch.fuel}, below zero (${ch.id})`);
    const cards = ch.deck.length + ch.hand.length + ch.used.length;
    if (cards !== 25) out.push(`chars.${i}.deck: ${cards} cards in deck, hand and used pile, not 25 (${ch.id})`);
  });
  s.enemies.forEach((e, i) => {
    const top = content.enemies.find((x) => x.id === e.kind)?.health ?? 0;
    if (e.health < 1 || e.health > top) out.push(`enemies.${i}.health: ${e.health}, outside 1 to ${top} (${e.id})`);
  });
  if (s.turn < 0) out.push(`turn: ${s.turn}, below zero`);
  if (s.phase !== 'over' && s.phase !== 'hand' && s.phase !== 'deploy' && s.turn < 1)
    out.push(`turn: ${s.turn}, and no turn running in the ${s.phase} phase`);
  out.push(...spreadProblems(content, s));
  return out;
}

/**
 * The enemy groups still to place (AMB-69): asked before the starting hands only, each an uneven
 * group of the mission, once, and the list absent rather than empty.
 */
function spreadProblems(content: HuntersContent, s: MissionState): string[] {
  if (s.spread === undefined) return [];
  if (s.phase !== 'hand') return [`spread: enemy groups still to place in the ${s.phase} phase`];
  if (s.spread.length === 0) return ['spread: an empty list, where no group waits and the list is absent'];
  const groups = content.missions.find((m) => m.id === s.mission)?.enemies ?? [];
  return s.spread.flatMap((n, i) => {
    const group = groups[n];
    if (!group || extraCount(group) === 0) return [`spread.${i}: ${n} is no uneven enemy group of the mission`];
    return s.spread?.indexOf(n) === i ? [] : [`spread.${i}: group ${n} is listed twice`];
  });
}

/**
 * The table and the campaign around the mission: one to four seats, each once, every character
 * of the campaign played from one of them, and a campaign between missions exactly in the
 * campaign phase.
 */
function tableProblems(s: MissionState): string[] {
  const out: string[] = [];
  if (s.phase === 'campaign' && !s.campaign) out.push('campaign: the campaign phase without a campaign');
  if (s.campaign && s.campaign.inMission === (s.phase === 'campaign'))
    out.push(
      s.campaign.inMission
        ? 'campaign.inMission: a mission under way in the campaign phase'
        : `campaign.inMission: the campaign is between missions in the ${s.phase} phase`,
    );
  if (s.seats.length < 1 || s.seats.length > 4) out.push(`seats: ${s.seats.length} seats, not 1 to 4`);
  if (new Set(s.seats).size !== s.seats.length) out.push('seats: a seat is listed twice');
  s.campaign?.chars.forEach((ch, i) => {
    if (!s.seats.includes(ch.seat)) out.push(`campaign.chars.${i}.seat: "${ch.seat}" is not a seat at the table`);
  });
  // A character left out of the mission sits it out: he is not on it (AMB-58).
  s.campaign?.leftOut?.forEach((id, i) => {
    if (s.chars.some((ch) => ch.id === id)) out.push(`campaign.leftOut.${i}: ${id} is left out yet on the mission`);
  });
  return out;
}

/** At most this many contradictions are named; the rest are counted. */
const MAX_NAMED = 5;

/**
 * What contradicts itself in a mission of the right shape and known ids, as play never leaves
 * it: figures off the board or named twice, characters of seats not at the table, gear left by
 * nobody, a character's turn without its character, an enemy phase without the action it waits
 * on, and a waiting enemy action that, run again from its start, does not come to the question
 * and the position the state holds.
 */
function contradictions(g: G): string[] {
  const s = g.s;
  const out: string[] = [];
  const figures = (at: string, part: Snapshot) => {
    const chars = new Set<string>();
    part.chars.forEach((ch, i) => {
      const p = `${at}chars.${i}`;
      if (chars.has(ch.id)) out.push(`${p}.id: a second character "${ch.id}"`);
      chars.add(ch.id);
      // A character is its class: the campaign and the gear rules find it by either.
      if (ch.id !== ch.cls) out.push(`${p}.id: the character "${ch.id}" is of class "${ch.cls}"`);
      if (!s.seats.includes(ch.seat)) out.push(`${p}.seat: "${ch.seat}" is not a seat at the table`);
      // A character who stepped off the board keeps the space beyond the edge it stepped to.
      if (ch.offBoard && (ch.pos === null || onBoard(g.board, ch.pos)))
        out.push(`${p}.pos: a character off the board without a space beyond its edge`);
      if (!ch.offBoard && ch.pos !== null && !onBoard(g.board, ch.pos))
        out.push(`${p}.pos: (${ch.pos.x},${ch.pos.y}) is not on the board`);
    });
    const enemies = new Set<string>();
    part.enemies.forEach((e, i) => {
      if (enemies.has(e.id)) out.push(`${at}enemies.${i}.id: a second enemy "${e.id}"`);
      enemies.add(e.id);
      if (!onBoard(g.board, e.pos)) out.push(`${at}enemies.${i}.pos: (${e.pos.x},${e.pos.y}) is not on the board`);
    });
    part.tokens.forEach((t, i) => {
      if (!onBoard(g.board, t.pos)) out.push(`${at}tokens.${i}.pos: (${t.pos.x},${t.pos.y}) is not on the board`);
    });
    part.placed.forEach((x, i) => {
      if (!onBoard(g.board, x.pos)) out.push(`${at}placed.${i}.pos: (${x.pos.x},${x.pos.y}) is not on the board`);
      if (!chars.has(x.owner)) out.push(`${at}placed.${i}.owner: no character "${x.owner}" left it`);
    });
  };
  figures('', s);
  // A mission may end in the middle of a character's turn, which then stays on record.
  if (s.phase === 'character' && s.current === null) out.push("current: no character's turn running");
  else if (s.phase !== 'character' && s.phase !== 'over' && s.current !== null)
    out.push(`current: a character's turn in the ${s.phase} phase`);
  else if (s.phase === 'character' && s.current) {
    // The turn of a character who fell or left the board ends at once.
    const ch = s.chars.find((x) => x.id === s.current?.character);
    if (!ch) out.push(`current.character: no character "${s.current.character}"`);
    else if (!onMap(ch) || !conscious(ch))
      out.push(`current.character: ${ch.id} acts but is not standing on the board`);
  }
  // Choosing who acts next is left to the players only while two or more can act.
  if (s.phase === 'order' && s.chars.filter((c) => canAct(s, c)).length < 2)
    out.push('phase: the players choose who acts next, but fewer than two characters can act');
  const cur = s.cursor;
  // The enemy phase rests only on a question of the action under way.
  if ((s.phase === 'enemy') !== (cur !== null))
    out.push(
      cur ? `cursor: an enemy action waits in the ${s.phase} phase` : 'cursor: the enemy phase waits on nothing',
    );
  else if (cur && s.enemyAction?.enemy !== cur.enemy)
    out.push(`enemyAction: the action under way is not that of ${cur.enemy}, which waits`);
  else if (cur) {
    figures('cursor.start.', cur.start);
    cur.answers.forEach((a, i) => {
      if ((a.kind === 'no-reaction' || a.kind === 'penalty') && a.seat !== undefined && !s.seats.includes(a.seat))
        out.push(`cursor.answers.${i}.seat: "${a.seat}" is not a seat at the table`);
    });
    if (out.length === 0) {
      const problem = replayProblem(g, cur);
      if (problem) out.push(problem);
    }
  }
  if (out.length <= MAX_NAMED) return out;
  return [...out.slice(0, MAX_NAMED), `and ${out.length - MAX_NAMED} more`];
}

/**
 * Runs the waiting enemy action again from its start with the answers and rolls it holds, as an
 * answer does, and says where that parts from the state: an action that needs more dice, asks
 * nothing, leaves answers or rolls over, asks another question or leaves another position.
 */
function replayProblem(g: G, cur: EnemyCursor): string | null {
  const t = clone(g.s);
  const base = clone(cur.start);
  t.chars = base.chars;
  t.enemies = base.enemies;
  t.tokens = base.tokens;
  t.placed = base.placed;
  t.tracer = base.tracer;
  t.cursor = null;
  const dice = new RecordingDice(NO_MORE_ROLLS, cur.rolls);
  const rc: RunCtx = { answers: cur.answers, next: 0, ask: null };
  const events = droppedEvents();
  const what = 'the waiting enemy action, run again from cursor.start,';
  try {
    const step = enemyAction({ ...g, s: t, dice, events }, rc, cur.enemy, t.enemyAction?.actionNo ?? 1).next();
    if (step.done || !rc.ask) return `cursor: ${what} asks nothing`;
  } catch (e) {
    return `cursor: ${what} fails: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (rc.next !== cur.answers.length) return `cursor.answers: ${what} takes ${rc.next} of its answers`;
  if (dice.log.length !== cur.rolls.length) return `cursor.rolls: ${what} takes ${dice.log.length} of its rolls`;
  if (canonicalJson(rc.ask) !== canonicalJson(cur.ask)) return `cursor.ask: ${what} asks another question`;
  if (events.length !== cur.emitted) return `cursor.emitted: ${what} tells ${events.length} events`;
  const moved = partApart(t, g.s);
  return moved === null ? null : `${moved}: ${what} leaves it otherwise`;
}

/** The first part of the position where `a` and `b` differ (`chars.1`, `tracer`), or null. */
function partApart(a: Snapshot, b: Snapshot): string | null {
  for (const part of ['chars', 'enemies', 'tokens', 'placed'] as const) {
    const xs = a[part];
    const ys = b[part];
    if (xs.length !== ys.length) return part;
    for (let i = 0; i < xs.length; i++) if (canonicalJson(xs[i]) !== canonicalJson(ys[i])) return `${part}.${i}`;
  }
  return a.tracer === b.tracer ? null : 'tracer';
}

/**
 * Runs the automatic part of a mission from a given state (enemy phases, turn changes) until a
 * decision is due; for scenarios and tests that state a position directly. With `dropEvents`
 * (the fast path) the events are not kept.
 */
export function continueMission(
  content: HuntersContent,
  options: Options,
  state: MissionState,
  dice: Dice,
  dropEvents = false,
): Transition<MissionState> {
  const events: GameEvent[] = dropEvents ? droppedEvents() : [];
  const mission = content.missions.find((m) => m.id === state.mission);
  if (!mission) throw new Error(`unknown mission ${state.mission}`);
  const g: G = {
    c: content,
    o: campaignMissionOptions(missionOptions(options), state.campaign),
    board: buildBoard(content, mission),
    mission,
    s: clone(state),
    dice,
    events,
  };
  advance(g);
  return { state: g.s, events };
}
