import {
  canonicalJson,
  fail,
  malformed,
  ok,
  SeededDice,
  type Decision,
  type Dice,
  type GameEvent,
  type Options,
  type Result,
  type Rules,
  type Transition,
  z,
} from '@skirmish/core';
import {
  FACINGS,
  diagonalInfo,
  FACING_VECTOR,
  footprint,
  onBoard,
  sq,
  squareKey,
  type Square,
} from '@skirmish/geometry/grid';
import {
  backTurned,
  fireBonus,
  modeMovement,
  nullifyTargets,
  parryBonus,
  pierceTargets,
  strikeBonus,
} from './aptitudes.ts';
import { boardSize, buildBoard } from './board.ts';
import {
  canLeave,
  enter,
  entryPlacements,
  exitGoalMet,
  inSequence,
  leave,
  releaseReserves,
  splitArmies,
} from './entry.ts';
import { canThrowLever, nemesisOn, throwLever } from './nemesis.ts';
import {
  activationRoll,
  afterWound,
  applyStartChoice,
  armyChoices,
  attackRoll,
  attackRollSpec,
  auctionChoices,
  closeEventWindow,
  commitCard,
  committedCards,
  dealEquipment,
  defenceRoll,
  defenceRollSpec,
  withLuckReading,
  effectCards,
  effectOn,
  eventsInPlay,
  endMadness,
  expireConstants,
  extraWound,
  furyReroll,
  isFresh,
  landed,
  leaveWatch,
  madnessChoices,
  madnessSeat,
  onActivationStart,
  onArmyRevealed,
  onEliminated,
  openAuction,
  nextInWindow,
  openEventWindow,
  ownEventChoices,
  ownTest,
  pauseEffectCards,
  playEffect,
  playOwnEvent,
  darknessCorners,
  playSuperior,
  resolveSpray,
  chooseLeader,
  setupChoices,
  setupOwed,
  startChoices,
  unparried,
  woundBlocked,
} from './cards/play.ts';
import { newCardState, type WindowMoment, type WindowResume } from './cards/state.ts';
import type { HybridChoice } from './choices.ts';
import type { HybridContent, Mission } from './content/schema.ts';
import {
  judgeSpec,
  naturalRoll,
  rollKey,
  succeeded,
  type NaturalRoll,
  type RollResult,
  type RollSpec,
} from './roll.ts';
import {
  SEATS,
  other,
  type Action,
  type Activation,
  type Attack,
  type HybridState,
  type KeepDie,
  type ModeId,
  type PathStep,
  type PausedMove,
  type Seat,
  type ShotGroup,
  type Warrior,
} from './state.ts';
import { cloneState } from './fast.ts';
import { doorNameEn } from './event-words.ts';
import { featureSquare, type Reach } from './reach.ts';
import { referenceProblems, shapeProblems } from './state-shape.ts';
import { attackTermsView, buildView, type HybridView } from './view.ts';
import {
  apt,
  distanceBetween,
  doorReachable,
  inDoorway,
  enemiesInContact,
  inBaseContact,
  equipment,
  expertVictim,
  facingFor,
  pivotTo,
  turnInPlace,
  forgetPlacements,
  fromRear,
  gridOf,
  hasMutation,
  inPlay,
  isLarge,
  isTitan,
  titanRules,
  makeCtx,
  modeValue,
  nvNow,
  occupancy,
  placements,
  profileOf,
  sees,
  sightPairs,
  squaresOf,
  squeezedGrid,
  squeezes,
  warrior,
  type Ctx,
  type SightLines,
} from './world.ts';

export interface HybridSetup {
  readonly mission?: string;
  readonly armies?: Partial<Record<Seat, readonly string[]>>;
  /** Positions in each army list of the warriors kept in reserve, where the mission allows it. */
  readonly reserves?: Partial<Record<Seat, readonly number[]>>;
}

type Events = GameEvent[];

// ---------------------------------------------------------------------------------------------
// Army building

/** Rank Total of an army: Rank 0 warriors count one half each, rounded as the option says. */
export function rankTotal(ctx: Ctx, ids: readonly string[], rounding: 'up' | 'down' = 'up'): number {
  let whole = 0;
  let zeros = 0;
  for (const id of ids) {
    const p = ctx.profiles.get(id);
    if (!p) continue;
    if (p.rank === 0) zeros++;
    else whole += p.rank;
  }
  return whole + (rounding === 'up' ? Math.ceil(zeros / 2) : Math.floor(zeros / 2));
}

export function checkArmy(ctx: Ctx, mission: Mission, side: Seat, ids: readonly string[]): Result<true> {
  for (const id of ids) {
    const p = ctx.profiles.get(id);
    if (!p) return fail('setup/unknown-warrior', `There is no warrior profile "${id}"`);
    if (p.side !== side) return fail('setup/wrong-side', `${p.name} does not fight for the ${side} side`);
  }
  const rounding = ctx.options['rank0Rounding'] === 'down' ? 'down' : 'up';
  const total = rankTotal(ctx, ids, rounding);
  if (total > mission.rankTotal)
    return fail(
      'setup/rank-total',
      `The ${side} army's Rank Total is ${total}, over the mission's ${mission.rankTotal}`,
      {
        rule: 'HY-MISSION-01',
      },
    );
  if (ids.length > mission.maxWarriors)
    return fail(
      'setup/too-many',
      `The ${side} army has ${ids.length} warriors, over the mission's ${mission.maxWarriors}`,
      {
        rule: 'HY-MISSION-02',
      },
    );
  return ok(true);
}

// ---------------------------------------------------------------------------------------------
// Setup

function newWarrior(id: string, profile: string, side: Seat): Warrior {
  return {
    id,
    profile,
    side,
    x: -1,
    y: -1,
    facing: 'N',
    wounds: 0,
    status: 'in-play',
    // Present from the start (see `newActivation`).
    entry: undefined,
    mode: null,
    modeLevel: 0,
    dc: null,
    watch: null,
    watchKept: false,
    spent: false,
    blocked: null,
    masterMove: false,
    heroicMove: false,
    infiltrationLost: false,
    prestigeLost: false,
    frenzyKills: 0,
    combinedUsed: 0,
    combinedRound: 0,
    mutations: [],
    activated: false,
  };
}

/** A square a warrior may be set up on, with the facing of the zone it belongs to. */
interface Spot {
  readonly at: Square;
  readonly facing: (typeof FACINGS)[number];
}

/** Warriors in the order they deploy: the highest Rank first, so that a lower Rank spills into a full zone. */
const byRank = (ctx: Ctx, ws: readonly Warrior[]): Warrior[] =>
  [...ws].sort((a, b) => profileOf(ctx, b).rank - profileOf(ctx, a).rank);

/**
 * Deploys the warriors of `order`, in that order, each in his Rank's zone, or the next higher
 * Rank's, or next to it when full (HY-SETUP-11, HY-SETUP-12). `late`: the round-1 deployment of
 * option `deployAfterFirstRoll` (`deployLate`), which tells each warrior's square in the log.
 */
function deploy(
  ctx: Ctx,
  s: HybridState,
  mission: Mission,
  order: readonly Warrior[],
  late: Events | null,
): Result<true> {
  const grid = gridOf(s);
  const taken = new Set<string>();
  // `strict`: the ground of setup, no rockfall and no open trapdoor. Otherwise rockfall will do
  // (a warrior may stand on it) but never a pit nor a counter no one walks on.
  const fits = (w: Warrior, spot: Spot, strict: boolean): boolean =>
    footprint(spot.at, profileOf(ctx, w).base, spot.facing).every((q) => {
      const k = squareKey(q);
      const f = s.board.features[k];
      if (!onBoard(grid, q) || taken.has(k) || f?.column || f?.trapdoor === 'open') return false;
      return strict ? !f?.rockfall : !f?.entryCover && !f?.lever;
    });
  for (const w of order) {
    const p = profileOf(ctx, w);
    const zones = mission.deployment
      .filter((z) => z.side === w.side && z.rank >= p.rank)
      .sort((a, b) => a.rank - b.rank);
    // Each zone's squares, then (a full zone spills) the squares next to them.
    const spots: Spot[] = [];
    const inZones: Spot[] = [];
    for (const zone of zones) {
      const candidates: Square[] = zone.squares.map(([x, y]) => sq(x, y));
      const spill: Square[] = [];
      for (const c of candidates)
        for (const f of FACINGS) {
          const v = FACING_VECTOR[f];
          spill.push(sq(c.x + v.x, c.y + v.y));
        }
      for (const c of [...candidates, ...spill]) spots.push({ at: c, facing: zone.facing });
      for (const c of candidates) inZones.push({ at: c, facing: zone.facing });
    }
    // The round-1 roll may have laid rockfall or opened a trapdoor in a zone since the setup found
    // room for everyone (the Prison's rocks, the Scarlet Hive's trapdoors): the warrior then takes
    // rockfall, or else the nearest free square of the board.
    const spot =
      spots.find((o) => fits(w, o, true)) ??
      (late
        ? (spots.find((o) => fits(w, o, false)) ?? nearestSpot(s, inZones).find((o) => fits(w, o, false)))
        : undefined);
    if (!spot)
      return fail('setup/no-room', `There is no room to deploy ${p.name} (${w.side})`, { rule: 'HY-SETUP-12' });
    w.x = spot.at.x;
    w.y = spot.at.y;
    w.facing = spot.facing;
    for (const q of footprint(spot.at, p.base, spot.facing)) taken.add(squareKey(q));
    if (late) {
      w.status = 'in-play';
      late.push({
        type: 'hybrid/deployed',
        warrior: w.id,
        x: w.x,
        y: w.y,
        facing: w.facing,
        rule: 'HY-SETUP-16',
        text: `${p.name} deploys`,
      });
    }
  }
  return ok(true);
}

/** Every square of the board as a spot, the nearest to the zones' squares (`zone`) first, row by row. */
function nearestSpot(s: HybridState, zone: readonly Spot[]): Spot[] {
  const first = zone[0];
  if (!first) return [];
  const away = (x: number, y: number): number =>
    Math.min(...zone.map((o) => Math.max(Math.abs(o.at.x - x), Math.abs(o.at.y - y))));
  const out: Array<Spot & { d: number }> = [];
  for (let y = 0; y < s.board.height; y++)
    for (let x = 0; x < s.board.width; x++) out.push({ at: sq(x, y), facing: first.facing, d: away(x, y) });
  return out.sort((a, b) => a.d - b.d);
}

/**
 * Option `deployAfterFirstRoll` (AMB-09): the armies are set up once the round-1 Activation Roll
 * is settled and both sequences are placed, "according to the chosen order" of the book's passage
 * on the Activation Roll. The book says no more; we read that order as the one the roll's winner
 * chose, as a player would: the side that activates first sets up its whole army, then the other
 * side (one army after the other, as at the table, not warrior by warrior). Within a side the
 * highest Rank comes first, as at setup. On the board this changes two things: round 1's Scarlet
 * Hive trapdoors and Prison rocks fall before anyone stands there, and where the overflow of both
 * zones meets, the side setting up first takes the square.
 */
function deployLate(ctx: Ctx, s: HybridState, ev: Events): void {
  const first = s.first ?? 'griffin';
  const order = [first, other(first)].flatMap((side) =>
    byRank(
      ctx,
      s.warriors.filter((w) => w.side === side && w.status === 'undeployed'),
    ),
  );
  if (order.length === 0) return;
  const done = deploy(ctx, s, missionOf(ctx, s), order, ev);
  // The setup found room for both armies, and the board holds far more squares than that.
  if (!done.ok) throw new Error(`hybrid: ${done.error.message}`);
}

export { newWarrior };

/** The set-up as the rules read it: what is not named here is left out. */
const setupSchema = z.object({
  mission: z.string().optional(),
  armies: z.object({ griffin: z.array(z.string()).optional(), scorpion: z.array(z.string()).optional() }).optional(),
  reserves: z.object({ griffin: z.array(z.number()).optional(), scorpion: z.array(z.number()).optional() }).optional(),
});

export function setupState(ctx: Ctx, raw: unknown, dice: Dice): Result<HybridState> {
  const parsed = setupSchema.safeParse(raw ?? {});
  if (!parsed.success) return malformed('setup/malformed', 'The set-up', parsed.error.issues);
  const setup: HybridSetup = parsed.data;
  const missionId = setup.mission ?? ctx.content.missions[0]?.id;
  const mission = ctx.content.missions.find((m) => m.id === missionId);
  if (!mission) return fail('setup/unknown-mission', `There is no mission "${String(missionId)}"`);
  const board = buildBoard(ctx.content, mission);
  const warriors: Warrior[] = [];
  for (const side of SEATS) {
    const ids = setup.armies?.[side] ?? mission.armies[side] ?? [];
    const checked = checkArmy(ctx, mission, side, ids);
    if (!checked.ok) return checked;
    ids.forEach((pid, i) => warriors.push(newWarrior(`${side}-${pid}-${i + 1}`, pid, side)));
  }
  const roundLimit =
    mission.roundLimit ??
    (typeof ctx.options['defaultRoundLimit'] === 'number' ? ctx.options['defaultRoundLimit'] : 10);
  const emptySide = () => ({
    hand: [] as string[],
    handDecided: false,
    eventHand: [] as string[],
    army: [] as string[],
    armyRevealed: 0,
    sequence: [] as string[],
    sequenceDone: false,
    objectivesDone: [] as number[],
    objectivesHeld: [] as number[],
  });
  const s: HybridState = {
    mission: mission.id,
    phase: 'opening-hand',
    round: 0,
    roundLimit,
    board,
    warriors,
    sides: { griffin: emptySide(), scorpion: emptySide() },
    actionDeck: [],
    actionDiscard: [],
    eventDeck: [],
    eventDiscard: [],
    eventCounters: {},
    objectiveCounters: {},
    lastEventSide: null,
    rollWinner: null,
    first: null,
    turn: null,
    current: null,
    endQueue: [],
    watchNext: 1,
    firstContact: false,
    firstBlood: false,
    objective1By: null,
    outcome: null,
    cards: newCardState(),
  };
  const split = splitArmies(ctx, s, mission, setup.reserves);
  if (!split.ok) return split;
  // Warriors entering through an entrance, and reserves, start off the board.
  const deployed = deploy(
    ctx,
    s,
    mission,
    byRank(
      ctx,
      s.warriors.filter((w) => w.status === 'in-play'),
    ),
    null,
  );
  if (!deployed.ok) return deployed;
  for (const o of mission.objectiveCounters) s.objectiveCounters[`${o.at[0]},${o.at[1]}`] = o.n;
  // Event and Trap counters are mixed face down and dealt onto the mission's squares.
  const counterKinds = mission.eventSquares.map((_, i) => i < mission.trapCount);
  const dealt = dice.shuffle(counterKinds);
  mission.eventSquares.forEach(([x, y], i) => {
    s.eventCounters[`${x},${y}`] = dealt[i] ?? false;
  });
  s.eventDeck = dice.shuffle(ctx.content.eventCards.map((c) => c.id));
  for (const side of SEATS) {
    const deck = dice.shuffle(ctx.content.armyCards.filter((a) => a.side === side).map((a) => a.id));
    s.sides[side].army = deck.slice(0, 2);
  }
  s.actionDeck = dice.shuffle(ctx.content.actionCards.map((c) => c.id));
  for (const side of SEATS) s.sides[side].hand = s.actionDeck.splice(0, 4);
  dealEquipment(ctx, s, dice);
  // Under `deployAfterFirstRoll` (AMB-09) the armies deploy in round 1 (`deployLate`). Placing them
  // here all the same refuses at once a mission with no room for an army, as at the default, and
  // fixes the Conviction leader among those who start on the board; then they are lifted off.
  if (ctx.options['deployAfterFirstRoll'] === true)
    for (const w of s.warriors)
      if (w.status === 'in-play') {
        w.status = 'undeployed';
        w.x = -1;
        w.y = -1;
        w.facing = 'N';
      }
  return ok(s);
}

// ---------------------------------------------------------------------------------------------
// Rounds

function startRound(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): void {
  s.round++;
  if (s.round > s.roundLimit) {
    endGame(ctx, s, ev, 'the round limit was reached');
    return;
  }
  // Master Move's -2 ends with the round, or at the mover's next activation (AMB-16).
  const masterMoveEnds = ctx.options['masterMoveUntilNextActivation'] !== true;
  for (const w of s.warriors) {
    w.activated = false;
    w.blocked = null;
    if (masterMoveEnds) w.masterMove = false;
    w.heroicMove = false;
    w.spent = false;
    w.watchKept = false;
    w.mode = w.dc ? 'DC' : w.watch !== null ? 'F' : null;
  }
  ev.push({ type: 'hybrid/round', round: s.round, rule: 'HY-ACT-14', text: `Round ${s.round} begins` });
  releaseReserves(ctx, s, missionOf(ctx, s), ev);
  expireConstants(ctx, s, ev);
  endMadness(s, ev);
  const mission = missionOf(ctx, s);
  // A mission with trapdoors and no procedure of its own uses the Scarlet Hive's (HY-TRAP-10).
  const hasTrapdoors = Object.values(s.board.features).some((f) => f.trapdoor !== undefined);
  // With the Nemesis module, a lever drives its trapdoors instead (HY-TRAP-17).
  const leverDriven = s.board.lever !== undefined && nemesisOn(ctx);
  if (
    mission.trapdoorProcedure === 'scarlet-hive' ||
    (mission.trapdoorProcedure === 'none' && hasTrapdoors && !leverDriven)
  ) {
    // A trapdoor that took a side's last warrior ends the game there and then (HY-END-05).
    if (scarletHive(ctx, s, dice, ev)) checkVictory(ctx, s, ev);
    if (s.outcome) return;
  }
  // From round 2, Action cards may be committed to the Activation Roll first.
  if (openAuction(ctx, s)) {
    s.phase = 'roll-cards';
    return;
  }
  rollForFirst(ctx, s, dice, ev);
}

/** The Activation Roll (one D10 each, the lower wins, ties again), then the round's procedures. */
function rollForFirst(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): void {
  const mission = missionOf(ctx, s);
  s.rollWinner = activationRoll(ctx, s, dice, ev);
  if (mission.rockfallProcedure && !rockfallEachActivation(ctx)) {
    // Rocks that took a side's last warrior end the game there and then (HY-END-05).
    if (prisonRockfall(ctx, s, dice, ev)) checkVictory(ctx, s, ev);
    if (s.outcome) return;
  }
  if (mission.prowlersRoll && s.round === 5 && s.objective1By) {
    const r = dice.roll(10);
    ev.push({ type: 'hybrid/prowlers-roll', seat: s.objective1By, roll: r, rule: 'HY-MISSION-12' });
    if (r <= 5) drawEvent(ctx, s, s.objective1By, dice, ev);
  }
  if (s.outcome) return;
  s.phase = 'choose-first';
}

/** The Scarlet Hive's trapdoor rolls; true when a trapdoor opened under a warrior. */
function scarletHive(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): boolean {
  const occ = occupancy(ctx, s);
  const fell: Warrior[] = [];
  const toggle = ctx.options['scarletToggle'] === true;
  for (const k of Object.keys(s.board.features).sort()) {
    const f = s.board.features[k];
    if (!f?.trapdoor) continue;
    const r = dice.roll(10);
    const was = f.trapdoor;
    let next: 'open' | 'closed' = toggle
      ? r % 2 === 1
        ? was === 'open'
          ? 'closed'
          : 'open'
        : was
      : r % 2 === 1
        ? 'open'
        : 'closed';
    const standing = occ.get(k);
    if (next === 'closed' && standing) next = 'open';
    f.trapdoor = next;
    ev.push({ type: 'hybrid/trapdoor', at: k, roll: r, state: next, rule: 'HY-MISSION-07' });
    if (was === 'closed' && next === 'open' && standing) openedUnder(ctx, s, standing, fell);
  }
  for (const w of fell) if (w.status === 'in-play') wound(ctx, s, w, 1, { by: null, kind: 'trap' }, ev, 'HY-TRAP-05');
  return fell.length > 0;
}

/**
 * A trapdoor opened under `w`: he takes its wound once, however many of his squares opened
 * (AMB-21), and a big base none when the table lets big bases ignore trapdoors.
 */
function openedUnder(ctx: Ctx, s: HybridState, w: Warrior, fell: Warrior[]): void {
  if (trapdoorsApply(ctx, w) && !fell.includes(w)) fell.push(w);
}

/**
 * Whether the Prison's rockfall roll comes at the start of every activation, the turn of the
 * errata read as a warrior's turn (`rockfallRoll: 'activation'`), rather than once a round after
 * the Activation Roll (AMB-39).
 */
function rockfallEachActivation(ctx: Ctx): boolean {
  return ctx.options['rockfallRoll'] === 'activation';
}

/** The Prison's rockfall roll (HY-MISSION-11); true when rocks fell on a warrior. */
function prisonRockfall(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): boolean {
  for (;;) {
    const r = dice.roll(10);
    ev.push({ type: 'hybrid/rockfall-roll', roll: r, rule: 'HY-MISSION-11' });
    if (r === 8 || r === 9) continue;
    if (r === 10) return false;
    let struck = false;
    const occ = occupancy(ctx, s);
    for (const [k, t] of Object.entries(s.board.tileOf)) {
      const f = s.board.features[k];
      if (t !== r || !f?.rockLanding || f.rockfall) continue;
      f.rockfall = true;
      const w = occ.get(k);
      ev.push({ type: 'hybrid/rocks-fall', at: k, tile: r });
      if (w && !isTitan(ctx, w)) {
        wound(ctx, s, w, 1, { by: null, kind: 'trap' }, ev, 'HY-MISSION-11');
        struck = true;
      }
    }
    return struck;
  }
}

function missionOf(ctx: Ctx, s: HybridState): Mission {
  const m = ctx.content.missions.find((x) => x.id === s.mission);
  if (!m) throw new Error(`no mission ${s.mission}`);
  return m;
}

/** Warriors that take part in this round's sequence for a side. */
function participants(s: HybridState, side: Seat): Warrior[] {
  return s.warriors.filter((w) => inSequence(w) && w.side === side && !w.watchKept);
}

function sequenceComplete(s: HybridState, side: Seat): boolean {
  const need = s.warriors.filter((w) => inSequence(w) && w.side === side);
  // Ten Activation counters a side: beyond ten warriors, the others sit the round out.
  if (s.sides[side].sequence.length >= 10) return true;
  return need.every((w) => w.watchKept || s.sides[side].sequence.includes(w.id));
}

function beginSequence(s: HybridState): void {
  s.phase = 'sequence';
  for (const side of SEATS) {
    s.sides[side].sequence = [];
    s.sides[side].sequenceDone = sequenceComplete(s, side);
  }
}

function nextWarrior(s: HybridState, side: Seat): Warrior | null {
  for (const id of s.sides[side].sequence) {
    const w = s.warriors.find((x) => x.id === id);
    if (w && inSequence(w) && !w.activated) return w;
  }
  return null;
}

export function newActivation(ctx: Ctx, s: HybridState, w: Warrior, endOfRound: boolean): Activation {
  return {
    warrior: w.id,
    seat: w.side,
    stage: endOfRound ? 'move' : 'mode',
    endOfRound,
    mode: endOfRound ? w.mode : null,
    level: endOfRound ? w.modeLevel : 0,
    expertTarget: null,
    mpLeft: 0,
    freeTurnUsed: false,
    moved: 0,
    startContacts: enemiesInContact(ctx, s, w).map((e) => e.id),
    leftContacts: [],
    doorsUsed: [],
    faced: false,
    pinned: false,
    action: null,
    cardsLocked: [],
    // Present from the start (undefined, which digests and JSON leave out), so that every
    // activation keeps one shape for the compiler.
    lastStepDiagonal: undefined,
    paused: undefined,
    seen: undefined,
    landed: undefined,
  };
}

/** Moves play on to the next activation, the end-of-round moves, or the next round. */
function advance(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): void {
  for (;;) {
    if (s.outcome) return;
    if (s.phase === 'activation' && s.current === null && s.endQueue.length === 0 && s.turn !== null) {
      const turn = s.turn;
      let w = nextWarrior(s, turn);
      let side = turn;
      if (!w) {
        side = other(turn);
        w = nextWarrior(s, side);
      }
      if (w) {
        const index = s.sides[side].sequence.indexOf(w.id) + 1;
        ev.push({
          type: 'hybrid/activation',
          warrior: w.id,
          seat: side,
          counter: index,
          reveal: true,
          rule: 'HY-ACT-07',
          text: `${profileOf(ctx, w).name} (counter ${index}) activates`,
        });
        w.activated = true;
        // Under `masterMoveUntilNextActivation` the -2 of his last Master Move ends here (AMB-16).
        if (ctx.options['masterMoveUntilNextActivation'] === true) w.masterMove = false;
        // Rocks may fall as his turn begins (AMB-39); rocks that kill him end it, and rocks that
        // take a side's last warrior, his or another on their tile, end the game (HY-END-05).
        if (rockfallEachActivation(ctx) && missionOf(ctx, s).rockfallProcedure) {
          if (prisonRockfall(ctx, s, dice, ev)) checkVictory(ctx, s, ev);
          if (s.outcome) return;
          if (w.status !== 'in-play') {
            s.turn = other(side);
            continue;
          }
        }
        s.current = newActivation(ctx, s, w, false);
        onActivationStart(ctx, s, w);
        s.turn = other(side);
        return;
      }
      // Everyone has activated: end-of-round moves in activation order, then a new round.
      s.turn = null;
      s.endQueue = endOfRoundMovers(ctx, s);
      if (s.endQueue.length === 0) {
        endRound(ctx, s, dice, ev);
        return;
      }
    }
    if (s.phase === 'activation' && s.current === null && s.endQueue.length > 0) {
      const id = s.endQueue.shift() as string;
      const w = s.warriors.find((x) => x.id === id);
      if (!w || w.status !== 'in-play' || w.blocked) continue;
      const infiltration = apt(ctx, w, 'Infiltration');
      // No move left: the Infiltration an enemy took from him in an end-of-round move (his Heroic
      // Move, or another's) since the queue was made (HY-APT-37).
      if (!w.heroicMove && !infiltration) continue;
      const act = newActivation(ctx, s, w, true);
      const heroic = w.heroicMove;
      act.mpLeft = heroic ? Math.max(0, nvNow(ctx, w)) : (infiltration ?? 0);
      w.heroicMove = false;
      // Which move this is: a Heroic Mover's second one is his Infiltration move.
      ev.push({ type: 'hybrid/end-move', warrior: w.id, mp: act.mpLeft, rule: heroic ? 'HY-MODE-MV-13' : 'HY-APT-34' });
      s.current = act;
      return;
    }
    if (s.phase === 'activation' && s.current === null && s.endQueue.length === 0 && s.turn === null) {
      endRound(ctx, s, dice, ev);
      return;
    }
    return;
  }
}

function activationOrder(s: HybridState): string[] {
  const first = s.first ?? 'griffin';
  const a = s.sides[first].sequence;
  const b = s.sides[other(first)].sequence;
  const out: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i]) out.push(a[i] as string);
    if (b[i]) out.push(b[i] as string);
  }
  return out;
}

/**
 * The end-of-round moves in the round's activation order (AMB-17): a Heroic Move (HY-MODE-MV-13)
 * and an Infiltration move (HY-APT-34) are two moves the rules give apart, so a warrior with both
 * makes both, the Heroic Move first.
 */
function endOfRoundMovers(ctx: Ctx, s: HybridState): string[] {
  const out: string[] = [];
  for (const id of activationOrder(s)) {
    const w = s.warriors.find((x) => x.id === id);
    if (!w || w.status !== 'in-play' || w.blocked) continue;
    if (w.heroicMove) out.push(id);
    if ((apt(ctx, w, 'Infiltration') ?? 0) > 0) out.push(id);
  }
  return out;
}

function endRound(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): void {
  ev.push({ type: 'hybrid/round-end', round: s.round, rule: 'HY-ACT-13' });
  checkVictory(ctx, s, ev);
  if (s.outcome) return;
  startRound(ctx, s, dice, ev);
}

// ---------------------------------------------------------------------------------------------
// Wounds, eliminations, cards

interface WoundSource {
  readonly by: string | null;
  readonly kind: 'melee' | 'fire' | 'trap' | 'sacrifice' | 'push' | 'event';
  /** A Brutish Strength impact wound, for the squares a push could not travel (HY-APT-26). */
  readonly impact?: boolean;
  /** The side whose card dealt the wound, when a card's Effect did (for the Action-card draw, AMB-25). */
  readonly card?: Seat;
}

function wound(ctx: Ctx, s: HybridState, w: Warrior, n: number, src: WoundSource, ev: Events, rule: string): void {
  if (n <= 0 || w.status !== 'in-play') return;
  if (woundBlocked(s, w, ev)) return;
  const nv = profileOf(ctx, w).nv;
  const taken = Math.min(n, nv - w.wounds);
  w.wounds += taken;
  ev.push({
    type: 'hybrid/wound',
    warrior: w.id,
    wounds: taken,
    by: src.by,
    rule,
    text: `${profileOf(ctx, w).name} takes ${taken} wound(s)`,
  });
  if (w.dc && !w.dc.heroic) {
    w.dc = null;
    ev.push({ type: 'hybrid/dc-ends', warrior: w.id, rule: 'HY-MODE-DC-04' });
  }
  if (w.watch !== null) leaveWatch(s, w, ev);
  if (apt(ctx, w, 'Prestige') !== null) w.prestigeLost = true;
  const act = s.current;
  if (act && act.warrior === w.id) act.mpLeft = Math.max(0, act.mpLeft - taken);
  if (w.wounds >= nv) eliminate(ctx, s, w, src, ev);
  afterWound(ctx, s, w, src);
}

function eliminate(ctx: Ctx, s: HybridState, w: Warrior, src: WoundSource, ev: Events): void {
  // A creature that sacrifices itself is removed from the game for good (HY-GEN-02, HY-APT-44).
  const removed = src.kind === 'sacrifice' && src.by === w.id;
  w.status = removed ? 'removed' : 'eliminated';
  w.dc = null;
  w.watch = null;
  ev.push({
    type: 'hybrid/eliminated',
    warrior: w.id,
    rule: removed ? 'HY-APT-44' : 'HY-GEN-03',
    ...(removed ? { removed: true } : {}),
    text: `${profileOf(ctx, w).name} ${removed ? 'is removed from the game' : 'is eliminated'}`,
  });
  const killer = src.by ? s.warriors.find((x) => x.id === src.by) : undefined;
  const byEnemy = killer !== undefined && killer.side !== w.side;
  if (drawsForDeath(ctx, w, src, killer)) drawAction(s, w.side, ev);
  // Frenzy counts the enemies a warrior's own melee wounds kill (HY-APT-22): his strikes and
  // counter-strikes, and his Brutish Strength impact wounds unless the table's
  // `frenzyImpactKills` says otherwise (AMB-56). Rockfall or a trapdoor on the push path is the
  // terrain's wound, not his (HY-APT-23).
  const ownMelee = src.kind === 'melee' || (src.impact === true && ctx.options['frenzyImpactKills'] !== false);
  if (killer && byEnemy && ownMelee && apt(ctx, killer, 'Frenzy') !== null) {
    killer.frenzyKills++;
    ev.push({ type: 'hybrid/frenzy', warrior: killer.id, kills: killer.frenzyKills, rule: 'HY-APT-22' });
  }
  for (const m of w.mutations) ev.push({ type: 'hybrid/mutation-discarded', card: m, rule: 'HY-MUTATION-07' });
  onEliminated(s, w);
  if (!s.firstBlood && src.kind !== 'sacrifice') {
    const beforeContact = !s.firstContact;
    if (!beforeContact || ctx.options['firstBloodBeforeContact'] === 'triggerBoth') {
      if (beforeContact) revealArmy(ctx, s, 'first-contact', ev);
      revealArmy(ctx, s, 'first-blood', ev);
    }
  }
}

/**
 * Whether the victim's owner draws an Action card for his death (HY-CARD-ACTION-04, -05): never
 * for a Sacrifice, nor for a death a warrior or card of his own side dealt; always for one an
 * enemy warrior or an enemy's card dealt. A death the laboratory deals on its own (a trap, a
 * trapdoor nobody opened under him, a rockfall) draws none by default, and one under
 * `deathCardDraws: 'notOwnSide'` (AMB-25).
 */
function drawsForDeath(ctx: Ctx, w: Warrior, src: WoundSource, killer: Warrior | undefined): boolean {
  if (src.kind === 'sacrifice') return false;
  const dealer = killer?.side ?? src.card;
  if (dealer !== undefined) return dealer !== w.side;
  return ctx.options['deathCardDraws'] === 'notOwnSide';
}

function drawAction(s: HybridState, side: Seat, ev: Events): void {
  const card = s.actionDeck.shift();
  if (!card) {
    ev.push({ type: 'hybrid/action-deck-empty', seat: side, rule: 'HY-CARD-ACTION-06' });
    return;
  }
  s.sides[side].hand.push(card);
  ev.push({ type: 'hybrid/action-drawn', seat: side, rule: 'HY-CARD-ACTION-04' });
  ev.push({ type: 'hybrid/action-card', seat: side, card, visibleTo: [side] });
}

function drawEvent(ctx: Ctx, s: HybridState, side: Seat, dice: Dice, ev: Events): void {
  // An empty deck stays empty (HY-CARD-EVENT-13), unless the table's `reshuffleEvents` shuffles
  // the discarded Event cards into a new one (AMB-33).
  if (s.eventDeck.length === 0 && s.eventDiscard.length > 0 && ctx.options['reshuffleEvents'] === true) {
    s.eventDeck = dice.shuffle(s.eventDiscard);
    s.eventDiscard = [];
    ev.push({ type: 'hybrid/event-deck-reshuffled', cards: s.eventDeck.length, rule: 'HY-CARD-EVENT-13' });
  }
  const id = s.eventDeck.shift();
  if (!id) {
    ev.push({ type: 'hybrid/event-deck-empty', seat: side, rule: 'HY-CARD-EVENT-13' });
    return;
  }
  const card = ctx.content.eventCards.find((c) => c.id === id);
  ev.push({ type: 'hybrid/event-drawn', seat: side, rule: 'HY-CARD-EVENT-02' });
  if (card?.type === 'interruption') {
    // Interruption cards are played as soon as they are drawn.
    ev.push({ type: 'hybrid/event-played', seat: side, card: id, name: card.name, rule: 'HY-CARD-EVENT-05' });
    fieldEffect(ctx, s, side, card.effect, ev);
    s.eventDiscard.push(id);
    return;
  }
  s.sides[side].eventHand.push(id);
  ev.push({ type: 'hybrid/event-card', seat: side, card: id, visibleTo: [side] });
}

/** The Effect of a field Interruption card `side` drew and so played (HY-CARD-EVENT-05). */
function fieldEffect(ctx: Ctx, s: HybridState, side: Seat, effect: string, ev: Events): void {
  if (effect === 'close-doors') {
    // A door shuts as a warrior shuts it: never on a base standing in its doorway (HY-DOOR-04).
    for (const d of s.board.doors) if (d.open && !d.smashed && !inDoorway(ctx, s, d.edges)) d.open = false;
    ev.push({ type: 'hybrid/doors-shut', rule: 'HY-DOOR-11' });
  } else if (effect === 'open-trapdoors') {
    const occ = occupancy(ctx, s);
    const fell: Warrior[] = [];
    for (const [k, f] of Object.entries(s.board.features)) {
      if (f.trapdoor !== 'closed') continue;
      f.trapdoor = 'open';
      const w = occ.get(k);
      if (w) openedUnder(ctx, s, w, fell);
    }
    // The drawer's card deals these wounds: an enemy they kill draws his side a card (AMB-25).
    for (const w of fell)
      if (w.status === 'in-play') wound(ctx, s, w, 1, { by: null, kind: 'trap', card: side }, ev, 'HY-TRAP-05');
  }
}

function revealArmy(ctx: Ctx, s: HybridState, which: 'first-contact' | 'first-blood', ev: Events): void {
  if (which === 'first-contact') {
    if (s.firstContact) return;
    s.firstContact = true;
  } else {
    if (s.firstBlood) return;
    s.firstBlood = true;
  }
  for (const side of SEATS) {
    const st = s.sides[side];
    const id = st.army[st.armyRevealed];
    if (!id) continue;
    st.armyRevealed++;
    const card = ctx.content.armyCards.find((a) => a.id === id);
    ev.push({
      type: 'hybrid/army-card',
      seat: side,
      card: id,
      name: card?.name,
      when: which,
      reveal: true,
      rule: which === 'first-contact' ? 'HY-CARD-ARMY-05' : 'HY-CARD-ARMY-06',
    });
    if (card) onArmyRevealed(ctx, s, side, card.id, ev);
  }
}

/** Whether a warrior of `side` among `live` touches or sees an enemy. */
function seesEnemy(ctx: Ctx, s: HybridState, live: readonly Warrior[], side: Seat, lines: SightLines): boolean {
  return live.some(
    (w) =>
      w.side === side &&
      live.some((e) => e.side !== side && (inBaseContact(ctx, s, w, e) || sees(ctx, s, w, e, { lines }))),
  );
}

function checkFirstContact(ctx: Ctx, s: HybridState, ev: Events): void {
  if (s.firstContact) return;
  const lines: SightLines = {};
  const live = inPlay(s);
  if (seesEnemy(ctx, s, live, 'griffin', lines) && seesEnemy(ctx, s, live, 'scorpion', lines))
    revealArmy(ctx, s, 'first-contact', ev);
}

/**
 * Infiltration is lost for good once an opponent sees the warrior (base contact counts). True
 * while some warrior in play still holds it unseen: a move looks again only while that holds.
 */
function checkInfiltration(ctx: Ctx, s: HybridState, ev: Events): boolean {
  // The board and who stands where are worked out only when a sight check needs them.
  const lines: SightLines = {};
  let live: Warrior[] | null = null;
  let hidden = false;
  for (const w of s.warriors) {
    // `ctx.infiltrators.has` is `apt(ctx, w, 'Infiltration') !== null` for one who has not lost it.
    if (w.status !== 'in-play' || w.infiltrationLost || !ctx.infiltrators.has(w.profile)) continue;
    live ??= inPlay(s);
    const seen = live.some((e) => e.side !== w.side && (inBaseContact(ctx, s, w, e) || sees(ctx, s, e, w, { lines })));
    if (seen) {
      w.infiltrationLost = true;
      ev.push({ type: 'hybrid/infiltration-lost', warrior: w.id, rule: 'HY-APT-37' });
    } else hidden = true;
  }
  return hidden;
}

function objectivesComplete(ctx: Ctx, s: HybridState, side: Seat): boolean {
  const goals = missionOf(ctx, s).objectives.filter((o) => o.side === side);
  if (goals.length === 0) return false;
  return goals.every((g) => {
    if (g.counters.length === 0 && !g.eliminate && !g.exit) return false;
    const counters = g.counters.every((n) => s.sides[side].objectivesDone.includes(n));
    const wiped = !g.eliminate || !inPlay(s).some((w) => w.side !== side);
    // Warriors the mission wants out of the laboratory (HY-MISSION-04, HY-TERRAIN-08).
    return counters && wiped && exitGoalMet(ctx, s, side, g.exit);
  });
}

function checkVictory(ctx: Ctx, s: HybridState, ev: Events): void {
  if (s.outcome) return;
  const done = SEATS.filter((side) => objectivesComplete(ctx, s, side));
  if (done.length === 2) {
    endGame(ctx, s, ev, 'both sides completed their objectives at once', []);
    return;
  }
  if (done.length === 1) {
    endGame(ctx, s, ev, `the ${done[0]} side completed its objectives`, done);
    return;
  }
  // Warriors still to come in (waiting at an entrance, reserves) keep a side in the game.
  const wiped = SEATS.filter(
    (side) => !s.warriors.some((w) => w.side === side && (inSequence(w) || w.status === 'reserve')),
  );
  if (wiped.length > 0) {
    const winners = ctx.options['annihilationWins'] === true && wiped.length === 1 ? [other(wiped[0] as Seat)] : [];
    endGame(ctx, s, ev, 'a side has no warriors left', winners);
  }
}

function endGame(ctx: Ctx, s: HybridState, ev: Events, reason: string, winners?: Seat[]): void {
  const w = winners ?? SEATS.filter((side) => objectivesComplete(ctx, s, side));
  const win = w.length === 1 ? w : [];
  s.outcome = { winners: win, draw: win.length === 0, reason };
  s.phase = 'over';
  s.current = null;
  ev.push({ type: 'hybrid/game-over', winners: win, reason, rule: win.length ? 'HY-END-01' : 'HY-END-02' });
}

// ---------------------------------------------------------------------------------------------
// Combat

/** Success Level of a melee attack roll. */
export function strikeSL(ctx: Ctx, a: Warrior, t: Warrior, level: number, cards: number, s?: HybridState): number {
  let sl = nvNow(ctx, a) + equipment(ctx, a, 'oc') + cards;
  if (level === 2 && a.wounds > 0) sl += 1;
  if (level === 4) sl += 2;
  if (fromRear(ctx, a, t)) sl += rearBonus(ctx, a, t);
  sl += (apt(ctx, a, 'Frenzy') ?? 0) * a.frenzyKills;
  sl += apt(ctx, a, 'Prestige') ?? 0;
  if (hasMutation(ctx, a, 'muscular-hypertrophy')) sl += 1;
  if (t.masterMove) sl -= 2;
  sl += expertVictim(a);
  if (s) sl += strikeBonus(ctx, s, a, t);
  return sl;
}

/** Success Level of a Firing roll at `level` (Novice Firing sees all round: `rockfallOnLine`). */
export function fireSL(ctx: Ctx, s: HybridState, a: Warrior, t: Warrior, cards: number, level = 1): number {
  let sl = nvNow(ctx, a) + equipment(ctx, a, 'f') + cards;
  if (isLarge(ctx, t) || isTitan(ctx, t)) sl += 1;
  sl -= apt(ctx, t, 'Velocity') ?? 0;
  if (!isTitan(ctx, a)) sl -= rockfallOnLine(ctx, s, a, t, level);
  sl += apt(ctx, a, 'Prestige') ?? 0;
  if (t.masterMove) sl -= 2;
  sl += expertVictim(a);
  sl += fireBonus(ctx, s, a);
  return sl;
}

/**
 * Rockfall squares crossed by the line of fire: the fewest over the sight lines by which the
 * shooter sees the target, from a square of his front edge to a square of the target he sees
 * (AMB-41, AMB-65). A shot made past the warriors in the way (Expert Firing, an Armour-Piercing
 * Shot's second roll) counts the lines past them; none at all, every line between the two.
 */
export function rockfallOnLine(ctx: Ctx, s: HybridState, a: Warrior, t: Warrior, level = 1): number {
  if (!rockfallBetween(ctx, s, a, t)) return 0;
  const field = level === 2 ? 'any' : 'front';
  let lines = sightPairs(ctx, s, a, t, { field });
  if (lines.length === 0) lines = sightPairs(ctx, s, a, t, { field, anyWarrior: true });
  if (lines.length === 0)
    lines = squaresOf(ctx, a).flatMap((from) => squaresOf(ctx, t).map((to) => [from, to] as const));
  let best = Infinity;
  for (const [from, to] of lines) {
    let n = 0;
    // Squares the centre line crosses, endpoints excluded.
    const steps = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) * 4;
    const seen = new Set<string>();
    for (let i = 1; i < steps; i++) {
      const x = Math.floor(from.x + 0.5 + ((to.x - from.x) * i) / steps);
      const y = Math.floor(from.y + 0.5 + ((to.y - from.y) * i) / steps);
      const k = `${x},${y}`;
      if ((x === from.x && y === from.y) || (x === to.x && y === to.y) || seen.has(k)) continue;
      seen.add(k);
      if (s.board.features[k]?.rockfall) n++;
    }
    best = Math.min(best, n);
  }
  return best === Infinity ? 0 : best;
}

/**
 * Whether a rockfall square lies in the box the two warriors' squares span. Every line of fire
 * `rockfallOnLine` counts runs from a square of one to a square of the other and crosses only
 * squares of that box, so with none there each line crosses none, and no line is looked for.
 */
function rockfallBetween(ctx: Ctx, s: HybridState, a: Warrior, t: Warrior): boolean {
  const features = s.board.features;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const k in features) {
    if (!features[k]?.rockfall) continue;
    if (x0 === Infinity)
      for (const q of [...squaresOf(ctx, a), ...squaresOf(ctx, t)]) {
        x0 = Math.min(x0, q.x);
        y0 = Math.min(y0, q.y);
        x1 = Math.max(x1, q.x);
        y1 = Math.max(y1, q.y);
      }
    const q = featureSquare(k);
    if (q.x >= x0 && q.x <= x1 && q.y >= y0 && q.y <= y1) return true;
  }
  return false;
}

export function parrySL(ctx: Ctx, d: Warrior, level: number, s?: HybridState): number {
  let sl = nvNow(ctx, d) + equipment(ctx, d, 'dc');
  if (level === 4) sl += 2;
  sl += (apt(ctx, d, 'Frenzy') ?? 0) * d.frenzyKills;
  sl += apt(ctx, d, 'Prestige') ?? 0;
  sl += expertVictim(d);
  if (s) sl += parryBonus(ctx, s, d);
  return sl;
}

function rollEvent(purpose: string, who: string, r: NaturalRoll, rule: string): GameEvent {
  return {
    type: 'hybrid/roll',
    purpose,
    warrior: who,
    rolls: r.rolls,
    kept: r.kept,
    sl: r.sl,
    result: r.result,
    rule,
    text: `${purpose}: ${r.rolls.join(' and ')} against SL ${r.sl}: ${r.result}`,
  };
}

/**
 * Whether an attack on `t` comes from his rear, where Defensive Combat never parries it
 * (HY-MODE-DC-05, HY-FACE-06): a strike from a base touching his rear edge (HY-FACE-05), a shot
 * from a shooter in his rear quadrant (HY-FACE-09, AMB-62), ambush shots and bullets included. A
 * shot so fired still gets no rear bonus (HY-MODE-F-10).
 */
function fromBehind(ctx: Ctx, kind: Attack['kind'], a: Warrior, t: Warrior): boolean {
  if (kind === 'strike') return fromRear(ctx, a, t);
  return (kind === 'fire' || kind === 'watch-shot') && backTurned(ctx, a, t);
}

/** Levels a defender may choose against an attack; empty when he cannot parry it. */
export function parryLevels(ctx: Ctx, s: HybridState, atk: Attack): number[] {
  const d = s.warriors.find((w) => w.id === atk.target);
  if (!d || d.status !== 'in-play' || !d.dc) return [];
  if (atk.kind === 'combined' || atk.rear || unparried(ctx, s, atk)) return [];
  if (d.dc.heroic) return [6];
  const value = Math.min(6, modeValue(ctx, d, 'DC') ?? 0);
  const melee = atk.kind === 'strike' || atk.kind === 'riposte';
  const all = Array.from({ length: value }, (_, i) => i + 1);
  return melee ? all : all.filter((l) => l === 1 || l === 6);
}

function resolveQueue(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): void {
  const act = s.current;
  const action = act?.action;
  if (!act || !action) return;
  while (action.queue.length > 0) {
    // A warrior an earlier roll of the action took off the board (or an Event card played on
    // the way) may have uncovered an enemy: the Skilled Firing shots at him interrupt the action
    // before its next roll, not after it (HY-MODE-F-17, AMB-14).
    if (ambushNow(ctx, s, act, 'queue', dice, ev) === 'wait' || s.outcome) return;
    const atk = action.queue[0] as Attack;
    const a = s.warriors.find((w) => w.id === atk.attacker);
    const t = s.warriors.find((w) => w.id === atk.target);
    if (!a || !t || a.status !== 'in-play' || t.status !== 'in-play') {
      action.queue.shift();
      continue;
    }
    const levels = parryLevels(ctx, s, atk);
    if (levels.length > 0 && atk.parry === null) {
      if (t.dc?.heroic) atk.parry = 6;
      else {
        action.stage = 'parry';
        return;
      }
    }
    // Event cards just before the roll and just after it (CARD-EVENT-04), the active player first.
    const n = s.cards.eventWindowRolls ?? 0;
    if (eventWindow(ctx, s, `roll:${n}`, 'before-roll', [act.seat, other(act.seat)], 'queue')) return;
    action.queue.shift();
    // A 2D10 roll whose die its roller keeps (option `manualDiceChoice`, AMB-61) waits for him.
    if (resolveAttack(ctx, s, atk, a, t, dice, ev)) return;
    if (afterRoll(ctx, s, act, n)) return;
  }
  // The Effects tied to a Heroic Firing's second shot never rolled (its target gone) go with the
  // action (HY-MODE-F-28).
  if (s.cards.effects.some((e) => e.shot !== undefined)) s.cards.effects = s.cards.effects.filter((e) => !e.shot);
  if (action.combined) {
    action.combined = false;
    const a = warrior(s, act.warrior);
    const t = s.warriors.find((w) => w.id === action.target);
    a.combinedUsed++;
    a.combinedRound = s.round;
    if (t && t.status === 'in-play' && a.status === 'in-play') {
      action.queue.push({
        kind: 'combined',
        attacker: a.id,
        target: t.id,
        level: 1,
        cards: 0,
        parry: null,
        rear: false,
      });
      resolveQueue(ctx, s, dice, ev);
      return;
    }
    ev.push({ type: 'hybrid/combined-spent', warrior: a.id, rule: 'HY-APT-07' });
  }
  const a = s.warriors.find((w) => w.id === act.warrior);
  const t = s.warriors.find((w) => w.id === action.target);
  if (action.kind === 'strike' && action.anyStrikeHit && a && t && a.status === 'in-play' && t.status === 'in-play') {
    const x = apt(ctx, a, 'Brutish Strength');
    // The table's `brutishOptional`: the striker's side decides whether to push (AMB-22).
    if (x !== null && x > 0 && ctx.options['brutishOptional'] === true) {
      action.stage = 'push';
      return;
    }
    if (x !== null && x > 0) push(ctx, s, a, t, x, ev);
    action.anyStrikeHit = false;
  }
  action.stage = 'done';
  act.stage = 'finish';
}

/**
 * The striker's side's answer on the push (option `brutishOptional`, AMB-22): Brutish Strength
 * pushes as it does by default (HY-APT-24), or the target stays where he stands.
 */
function stepBrutishPush(ctx: Ctx, s: HybridState, pushes: boolean, dice: Dice, ev: Events): Result<true> {
  const act = s.current as Activation;
  const action = act.action as Action;
  const a = warrior(s, act.warrior);
  const t = warrior(s, action.target);
  action.anyStrikeHit = false;
  if (pushes) push(ctx, s, a, t, apt(ctx, a, 'Brutish Strength') ?? 0, ev);
  else ev.push({ type: 'hybrid/push-declined', warrior: a.id, target: t.id, rule: 'HY-APT-24' });
  action.stage = 'done';
  act.stage = 'finish';
  return afterResolve(ctx, s, dice, ev);
}

/**
 * After an attack of the queue is resolved: the Event window after its roll (CARD-EVENT-04).
 * True when the queue must wait (the window is open, or the game is over).
 */
function afterRoll(ctx: Ctx, s: HybridState, act: Activation, n: number): boolean {
  s.cards.eventWindowRolls = n + 1;
  if (s.outcome) return true;
  return eventWindow(ctx, s, `rolled:${n}`, 'after-roll', [act.seat, other(act.seat)], 'queue');
}

/** The words and rule of a strike's or a shot's roll in the log. */
function attackPurpose(atk: Attack): readonly [string, string] {
  if (atk.kind === 'strike') return [`Strike (level ${atk.level})`, 'HY-MODE-OC-02'];
  return [atk.kind === 'watch-shot' ? 'Skilled Firing shot' : `Firing (level ${atk.level})`, 'HY-MODE-F-29'];
}

/**
 * Resolves one attack of the queue: its roll, the parry, the wounds. True when it waits for a
 * roller to keep one die of a 2D10 roll (option `manualDiceChoice`, AMB-61): `stepKeepDie` goes on.
 */
function resolveAttack(ctx: Ctx, s: HybridState, atk: Attack, a: Warrior, t: Warrior, dice: Dice, ev: Events): boolean {
  revealArmy(ctx, s, 'first-contact', ev);
  let r: NaturalRoll;
  if (atk.kind === 'combined') {
    // One D10 against the printed NV, with no modifier of any kind; Luck, an Event card announced
    // in the window before this roll, adds its die (CARD-EVENT-10).
    r = blowRoll(ctx, s, dice, a, blowSL(ctx, s, atk, a, t), blowDuellist(ctx, atk, a), ev);
    ev.push(rollEvent('Combined Attack', a.id, r, 'HY-APT-08'));
  } else if (atk.kind === 'riposte') {
    r = blowRoll(ctx, s, dice, a, blowSL(ctx, s, atk, a, t), 0, ev);
    ev.push(rollEvent('Skilled Parry counter-strike', a.id, r, 'HY-MODE-DC-09'));
  } else {
    const n = attackNumbers(ctx, s, atk, a, t);
    const manual = n.dice === 2 && ctx.options['manualDiceChoice'] === true;
    r = attackRoll(ctx, s, dice, a, atk, n.sl, n.dice, n.duellist, ev, manual);
    if (r.keep) return waitForKeep(s, 'attack', a.side, atk, r, null);
    const [purpose, rule] = attackPurpose(atk);
    ev.push(rollEvent(purpose, a.id, r, rule));
  }
  return attackRolled(ctx, s, atk, a, t, r, dice, ev);
}

/** A 2D10 roll waits for its roller to keep a die (option `manualDiceChoice`, AMB-61). */
function waitForKeep(
  s: HybridState,
  roll: KeepDie['roll'],
  seat: Seat,
  atk: Attack,
  r: NaturalRoll,
  hit: RollResult | null,
): true {
  const action = s.current?.action as Action;
  const k = r.keep as NonNullable<NaturalRoll['keep']>;
  action.keep = { roll, seat, attack: atk, rolls: [...r.rolls], left: [...k.left], spec: { ...k.spec }, hit };
  action.stage = 'keep';
  return true;
}

/**
 * The roller's die kept (option `manualDiceChoice`, AMB-61): the roll counts with it (a failed
 * strike under the Clones' Fury is rolled again, which may ask again), then the attack goes on
 * where it waited, and the queue after it.
 */
function stepKeepDie(ctx: Ctx, s: HybridState, die: number, dice: Dice, ev: Events): Result<true> {
  const act = s.current as Activation;
  const action = act.action as Action;
  const k = action.keep as KeepDie;
  delete action.keep;
  action.stage = 'done';
  const atk = k.attack;
  const a = warrior(s, atk.attacker);
  const t = warrior(s, atk.target);
  ev.push({ type: 'hybrid/die-kept', warrior: k.roll === 'attack' ? a.id : t.id, die, rule: 'HY-ROLL-09' });
  let r: NaturalRoll = { rolls: k.rolls, kept: die, sl: k.spec.sl, result: judgeSpec(die, k.spec) };
  const n = s.cards.eventWindowRolls ?? 0;
  if (k.roll === 'attack') {
    if (k.spec.again && r.result === 'failure') {
      r = furyReroll(s, dice, a, r, k.spec, ev, true);
      if (r.keep) {
        waitForKeep(s, 'attack', k.seat, atk, r, null);
        return ok(true);
      }
    }
    const [purpose, rule] = attackPurpose(atk);
    ev.push(rollEvent(purpose, a.id, r, rule));
    if (attackRolled(ctx, s, atk, a, t, r, dice, ev)) return ok(true);
  } else {
    ev.push(rollEvent(`Parry (level ${atk.parry ?? 0})`, t.id, r, 'HY-MODE-DC-06'));
    parryRolled(ctx, s, atk, a, t, k.hit ?? 'success', r, dice, ev);
  }
  if (!afterRoll(ctx, s, act, n)) resolveQueue(ctx, s, dice, ev);
  return afterResolve(ctx, s, dice, ev);
}

/** The attack after its roll `r`: the parry (whose 2D10 may wait for its kept die: true), the wounds. */
function attackRolled(
  ctx: Ctx,
  s: HybridState,
  atk: Attack,
  a: Warrior,
  t: Warrior,
  r: NaturalRoll,
  dice: Dice,
  ev: Events,
): boolean {
  const action = s.current?.action;
  const melee = atk.kind === 'strike' || atk.kind === 'riposte' || atk.kind === 'combined';
  const hit = succeeded(r.result);
  if (atk.kind === 'strike' && hit && action) action.anyStrikeHit = true;
  // The table's `apsRequiresHit` off: the bullet goes on whatever the first roll gave (AMB-24).
  const pierceAlways = ctx.options['apsRequiresHit'] === false;
  if (pierceAlways) armourPiercing(ctx, s, atk, a, ev);
  if (atk.parry === 2 && melee && r.result === 'critical') {
    ev.push({ type: 'hybrid/novice-parry', warrior: t.id, rule: 'HY-MODE-DC-08' });
    wound(ctx, s, a, 1, { by: t.id, kind: 'melee' }, ev, 'HY-MODE-DC-08');
  }
  // Heroic Parry, once picked against an attack, stands until his next activation whether that
  // attack hits or misses (HY-MODE-DC-12, AMB-36).
  if (atk.parry === 6 && t.dc) t.dc.heroic = true;
  if (!hit) {
    // The wound an Effect adds to a success of this roll goes with it, to no later roll of the
    // action (the Combined Attack blow, HY-ROLL-13).
    s.cards.bonusWound = false;
    afterWatchShot(s, atk, a, t, ev);
    return false;
  }
  if (atk.parry !== null && t.dc) {
    const pn = parryNumbers(ctx, s, atk, t, atk.parry);
    const manual = pn.dice === 2 && ctx.options['manualDiceChoice'] === true;
    const pr = defenceRoll(ctx, s, dice, t, pn.sl, pn.dice, ev, manual);
    if (pr.keep) return waitForKeep(s, 'parry', t.side, atk, pr, r.result);
    ev.push(rollEvent(`Parry (level ${atk.parry})`, t.id, pr, 'HY-MODE-DC-06'));
    parryRolled(ctx, s, atk, a, t, r.result, pr, dice, ev);
    return false;
  }
  woundsOf(ctx, s, atk, a, t, r.result, dice, ev);
  return false;
}

/** The attack after the parry roll `pr`: parried, or the wounds of the attack roll's result `hit`. */
function parryRolled(
  ctx: Ctx,
  s: HybridState,
  atk: Attack,
  a: Warrior,
  t: Warrior,
  hit: RollResult,
  pr: NaturalRoll,
  dice: Dice,
  ev: Events,
): void {
  const action = s.current?.action;
  const melee = atk.kind === 'strike' || atk.kind === 'riposte' || atk.kind === 'combined';
  if (!succeeded(pr.result)) {
    woundsOf(ctx, s, atk, a, t, hit, dice, ev);
    return;
  }
  ev.push({ type: 'hybrid/parried', warrior: t.id, rule: 'HY-MODE-OC-11' });
  // Parried, the roll deals no wound: not the one an Effect added to it either, which no later
  // roll takes over (the counter-strike, the Combined Attack blow).
  s.cards.bonusWound = false;
  if (atk.parry === 2 && melee && pr.result === 'perfect')
    wound(ctx, s, a, 1, { by: t.id, kind: 'melee' }, ev, 'HY-MODE-DC-08');
  if (atk.parry === 3 && melee && action && a.status === 'in-play') {
    // The table's `ripposteTurnsDefender`: he first turns to face the attacker, for free (AMB-11).
    const f = ctx.options['ripposteTurnsDefender'] === true ? facingFor(ctx, s, t, a) : null;
    if (f && f !== t.facing) {
      turnInPlace(ctx, s, t, f);
      ev.push({ type: 'hybrid/turn-to-strike', warrior: t.id, facing: f, rule: 'HY-MODE-DC-09' });
    }
    action.queue.unshift({
      kind: 'riposte',
      attacker: t.id,
      target: a.id,
      level: 1,
      cards: 0,
      parry: null,
      rear: false,
    });
  }
  if (atk.kind === 'strike' && atk.level === 3 && ctx.options['skilledStrikeNeedsUnparriedHit'] !== true)
    queueSecondStrike(ctx, action, atk);
  afterWatchShot(s, atk, a, t, ev);
}

/** The wounds of an attack that hit with result `hit` and was not parried. */
function woundsOf(
  ctx: Ctx,
  s: HybridState,
  atk: Attack,
  a: Warrior,
  t: Warrior,
  hit: RollResult,
  dice: Dice,
  ev: Events,
): void {
  const action = s.current?.action;
  const melee = atk.kind === 'strike' || atk.kind === 'riposte' || atk.kind === 'combined';
  let n = hit === 'perfect' ? 2 : 1;
  if (atk.kind === 'strike' && atk.level === 6) n += 1;
  n += extraWound(s);
  if (ctx.options['apsRequiresHit'] !== false) armourPiercing(ctx, s, atk, a, ev);
  const kind = melee ? 'melee' : 'fire';
  wound(
    ctx,
    s,
    t,
    n,
    { by: a.id, kind },
    ev,
    hit === 'perfect' ? 'HY-ROLL-08' : melee ? 'HY-MODE-OC-02' : 'HY-MODE-F-29',
  );
  if (atk.kind === 'strike' && atk.level === 3) queueSecondStrike(ctx, action, atk);
  resolveSpray(ctx, s, dice, ev, wound);
  afterWatchShot(s, atk, a, t, ev);
}

/**
 * The Success Level, dice and Duellist/X of a strike's or a shot's roll (`strike`, `fire`,
 * `watch-shot`): Master levels roll 2D10 and keep one (HY-MODE-OC-08, HY-MODE-F-29).
 */
function attackNumbers(
  ctx: Ctx,
  s: HybridState,
  atk: Attack,
  a: Warrior,
  t: Warrior,
): { sl: number; dice: 1 | 2; duellist: number } {
  const sl =
    atk.kind === 'strike' ? strikeSL(ctx, a, t, atk.level, atk.cards, s) : fireSL(ctx, s, a, t, atk.cards, atk.level);
  return { sl, dice: atk.level === 5 ? 2 : 1, duellist: apt(ctx, a, 'Duellist') ?? 0 };
}

/** The Success Level and dice of a parry at `level` against `atk`: 2D10 at level 5 against a blow. */
function parryNumbers(ctx: Ctx, s: HybridState, atk: Attack, t: Warrior, level: number): { sl: number; dice: 1 | 2 } {
  const melee = atk.kind === 'strike' || atk.kind === 'riposte' || atk.kind === 'combined';
  return { sl: parrySL(ctx, t, level, s), dice: level === 5 && melee ? 2 : 1 };
}

/**
 * The numbers of a paused move's roll (a trapdoor jump, a Skilled Firing shot) after each card
 * choice open to `seat`, if no more cards followed: the card played on a copy of the state.
 */
function pausedRolls(ctx: Ctx, s: HybridState, seat: Seat, run: PausedMove): Record<string, RollSpec> {
  const out: Record<string, RollSpec> = {};
  if (run.stage === 'none' || run.stage === 'roll') return out;
  if (run.stage === 'aim' || run.stage === 'parry') return shotStageRolls(ctx, s, seat, run);
  for (const c of legalFor(ctx, s, seat)) {
    if (c.kind !== 'cards' && c.kind !== 'hinder') continue;
    const after = cloneState(s);
    const act = after.current as Activation;
    const paused = act.paused as PausedMove;
    const played = c.kind === 'cards' ? c.cards : c.card ? [c.card] : [];
    // A stolen card is drawn at random: the draw changes nothing in the roll.
    const dice = SeededDice.fromSeed(1);
    if (!takePausedCards(ctx, after, seat, act, paused, played, dice, [], c.effect === true).ok) continue;
    const w = warrior(after, act.warrior);
    if (paused.reason === 'trapdoor') {
      out[rollKey(c) as string] = jumpSpec(ctx, after, w, paused);
      continue;
    }
    const shooter = paused.shooter ? warrior(after, paused.shooter) : null;
    const aim = shotTarget(after, w, paused);
    if (!shooter || shooter.status !== 'in-play' || aim.status !== 'in-play') continue;
    const atk = watchShot(ctx, paused, shooter, aim);
    const n = attackNumbers(ctx, after, atk, shooter, aim);
    out[rollKey(c) as string] = attackRollSpec(ctx, after, shooter, atk, n.sl, n.dice, n.duellist);
  }
  return out;
}

/**
 * The numbers beside the choices of an ambush shot's bullet and parry, as in any attack: the
 * shot's roll with no card yet for each target picked; the parry roll, with the points of the
 * card backing it, for each parry.
 */
function shotStageRolls(ctx: Ctx, s: HybridState, seat: Seat, run: PausedMove): Record<string, RollSpec> {
  const out: Record<string, RollSpec> = {};
  const act = s.current as Activation;
  const shot = shotOf(s, act, run);
  if (!shot) return out;
  const atk = watchShot(ctx, run, shot.shooter, shot.aim);
  for (const c of legalFor(ctx, s, seat)) {
    if (c.kind === 'fire') {
      const n = attackNumbers(ctx, s, atk, shot.shooter, shot.aim);
      out[rollKey(c) as string] = attackRollSpec(ctx, s, shot.shooter, atk, n.sl, n.dice, n.duellist);
    } else if (c.kind === 'parry') {
      const n = parryNumbers(ctx, s, atk, shot.aim, c.level);
      const spec = defenceRollSpec(ctx, s, shot.aim, n.sl, n.dice);
      out[rollKey(c) as string] = { ...spec, sl: spec.sl + (c.card ? cardPoints(ctx, [c.card]) : 0) };
    }
  }
  return out;
}

/**
 * Luck offered in an open window before a roll of `seat`'s side (CARD-EVENT-10): the roll it
 * would back, made with Luck announced, worked out by playing the card on a copy of the state.
 * The words beside the card give the chance with it and without (the same numbers, no Luck).
 */
function luckRolls(ctx: Ctx, s: HybridState, seat: Seat): Record<string, RollSpec> {
  const out: Record<string, RollSpec> = {};
  if (s.cards.eventWindow !== seat) return out;
  for (const c of windowChoices(ctx, s, seat)) {
    if (c.kind !== 'play-event' || !isLuck(ctx, c.card)) continue;
    const after = cloneState(s);
    if (!playOwnEvent(ctx, after, seat, c.card, undefined, [])) continue;
    const spec = windowRoll(ctx, after, seat);
    if (spec) out[rollKey(c) as string] = spec;
  }
  return out;
}

/**
 * The roll of `seat`'s side that the open window comes before, as the rules will make it: the
 * trapdoor jump, the ambush shot (the shooter's roll, or the parry of the warrior shot at), or the
 * attack at the head of the queue (the attacker's roll, or the parry if it hits). Null when the
 * window comes before no roll of that side.
 */
function windowRoll(ctx: Ctx, s: HybridState, seat: Seat): RollSpec | null {
  const act = s.current;
  if (!act) return null;
  const moment = s.cards.eventWindowMoment;
  const run = act.paused;
  const w = warrior(s, act.warrior);
  if (moment === 'before-jump' && run) return jumpSpec(ctx, s, w, run);
  if (moment === 'before-shot' && run?.shooter) {
    const shooter = warrior(s, run.shooter);
    const aim = shotTarget(s, w, run);
    const atk = watchShot(ctx, run, shooter, aim);
    if (shooter.side !== seat) {
      // The parry of the warrior shot at, if he parries it.
      if (atk.parry === null || !aim.dc || aim.side !== seat) return null;
      const pn = parryNumbers(ctx, s, atk, aim, atk.parry);
      return defenceRollSpec(ctx, s, aim, pn.sl, pn.dice);
    }
    const n = attackNumbers(ctx, s, atk, shooter, aim);
    return attackRollSpec(ctx, s, shooter, atk, n.sl, n.dice, n.duellist);
  }
  const atk = moment === 'before-roll' ? act.action?.queue[0] : undefined;
  if (!atk) return null;
  const a = warrior(s, atk.attacker);
  const t = warrior(s, atk.target);
  if (a.side === seat) {
    if (atk.kind === 'combined' || atk.kind === 'riposte')
      return withLuckReading(ctx, {
        sl: blowSL(ctx, s, atk, a, t),
        dice: 1,
        duellist: blowDuellist(ctx, atk, a),
        fumble: false,
        luck: s.cards.luck === seat,
        again: false,
      });
    const n = attackNumbers(ctx, s, atk, a, t);
    return attackRollSpec(ctx, s, a, atk, n.sl, n.dice, n.duellist);
  }
  if (atk.parry === null || !t.dc) return null;
  const pn = parryNumbers(ctx, s, atk, t, atk.parry);
  return defenceRollSpec(ctx, s, t, pn.sl, pn.dice);
}

/**
 * The numbers of the roll a choice open to `seat` would make, as things stand (`RollSpec`), keyed
 * by `rollKey`: what a player sees beside the choice. A strike or a shot is taken with no Action
 * card played on either side (cards come after the choice); a parry with the card backing it; an
 * Action card for the action's roll or against it (points or Effect) as that roll would be made
 * if no more cards followed, at the highest level left should the level be announced again
 * (HY-MODE-08), worked out by playing the card on a copy of the state. Empty when
 * no such choice is open.
 */
export function choiceRolls(ctx: Ctx, s: HybridState, seat: Seat): Record<string, RollSpec> {
  return choiceOdds(ctx, s, seat).rolls;
}

/**
 * What a seat sees beside its choices: the numbers of each roll (`choiceRolls`), and the choices
 * that, with no more Action card played, leave the shot no level it can be made at, so that it is
 * lost with no roll (HY-MODE-08, HY-CARD-ACTION-14): a shot announced on the strength of cards,
 * or the card choice after which none follows.
 */
export function choiceOdds(ctx: Ctx, s: HybridState, seat: Seat): { rolls: Record<string, RollSpec>; lost: string[] } {
  const out: Record<string, RollSpec> = {};
  const lost: string[] = [];
  const act = s.current;
  if (!act || s.phase !== 'activation' || madnessSeat(s)) return { rolls: out, lost };
  if (s.cards.eventWindow) return { rolls: luckRolls(ctx, s, seat), lost };
  if (act.paused) return { rolls: pausedRolls(ctx, s, seat, act.paused), lost };
  if (act.stage === 'action' && act.seat === seat) {
    const a = warrior(s, act.warrior);
    for (const c of legalFor(ctx, s, seat)) {
      if (c.kind !== 'strike' && c.kind !== 'fire') continue;
      const t = warrior(s, c.target);
      // A level above the Mode value is announced on the strength of Action-card points: with none
      // played, the attack is made at the highest level left open (HY-MODE-08), and so is its roll.
      const top = Math.min(6, Math.max(1, modeValue(ctx, a, c.kind === 'strike' ? 'OC' : 'F') ?? 1));
      const level = c.level > top ? levelsUpTo(ctx, s, a, c.kind, t.id, top).pop() : c.level;
      if (level === undefined) {
        lost.push(rollKey(c) as string);
        continue;
      }
      const atk: Attack = {
        kind: c.kind,
        attacker: a.id,
        target: t.id,
        level,
        cards: 0,
        parry: null,
        rear: c.kind === 'strike' && fromRear(ctx, a, t),
      };
      const n = attackNumbers(ctx, s, atk, a, t);
      const spec = attackRollSpec(ctx, s, a, atk, n.sl, n.dice, n.duellist);
      out[rollKey(c) as string] = level === c.level ? spec : { ...spec, level };
    }
  }
  const action = act.stage === 'resolve' ? act.action : null;
  if (action && (action.stage === 'cards' || action.stage === 'hinder' || action.stage === 'cards-more')) {
    for (const c of legalFor(ctx, s, seat)) {
      if (c.kind !== 'cards' && c.kind !== 'hinder') continue;
      const after = cloneState(s);
      const ev: GameEvent[] = [];
      // A stolen card is drawn at random: the draw changes nothing in the roll.
      const dice = SeededDice.fromSeed(1);
      if (c.kind === 'cards') takeCards(ctx, after, seat, c, dice, ev);
      else takeHindrance(ctx, after, seat, c, dice, ev);
      const now = after.current as Activation;
      const nowAction = now.action as Action;
      const first = cardedAttack(ctx, after, now, nowAction, ev);
      // A card that leaves the shot no level to be made at has no roll to show: the shot is lost.
      if (!first) {
        lost.push(rollKey(c) as string);
        continue;
      }
      // A card tied to a Heroic Firing's second shot shows that shot's roll (HY-MODE-F-28).
      const planned = c.shot === 2 && heroicFiring(nowAction) ? secondShot(ctx, after, nowAction, first) : first;
      const a = warrior(after, planned.attacker);
      const t = warrior(after, planned.target);
      if (a.status !== 'in-play' || t.status !== 'in-play') continue;
      const n = attackNumbers(ctx, after, planned, a, t);
      out[rollKey(c) as string] = attackRollSpec(ctx, after, a, planned, n.sl, n.dice, n.duellist);
    }
  }
  const atk = action?.stage === 'parry' ? action.queue[0] : undefined;
  if (atk && atk.parry === null) {
    const t = warrior(s, atk.target);
    if (t.side !== seat) return { rolls: out, lost };
    for (const c of legalFor(ctx, s, seat)) {
      if (c.kind !== 'parry') continue;
      const n = parryNumbers(ctx, s, atk, t, c.level);
      const spec = defenceRollSpec(ctx, s, t, n.sl, n.dice);
      out[rollKey(c) as string] = { ...spec, sl: spec.sl + (c.card ? cardPoints(ctx, [c.card]) : 0) };
    }
  }
  return { rolls: out, lost };
}

/**
 * The roll of the Combined Attack blow or of the Skilled Parry counter-strike: one D10, with no
 * Action card. Luck backs it when the roller's side announced it in the window before it; under
 * `eventWindows: 'end'` there is no such window and the roll is a plain one.
 */
function blowRoll(
  ctx: Ctx,
  s: HybridState,
  dice: Dice,
  a: Warrior,
  sl: number,
  duellist: number,
  ev: Events,
): NaturalRoll {
  return everyMoment(ctx) ? ownTest(ctx, s, dice, a.side, sl, ev, duellist) : naturalRoll(dice, sl, 1, duellist);
}

/**
 * The Perfect Success range of that roll beyond the 1: none (HY-APT-09), unless the table's
 * `comboAllowsDuellist` lets Duellist/X widen the Combined Attack blow's (AMB-12).
 */
function blowDuellist(ctx: Ctx, atk: Attack, a: Warrior): number {
  if (atk.kind !== 'combined' || ctx.options['comboAllowsDuellist'] !== true) return 0;
  return apt(ctx, a, 'Duellist') ?? 0;
}

/**
 * The Success Level of that roll: the printed NV for the Combined Attack blow (HY-APT-08), a
 * level-1 strike for the counter-strike, less the rear bonus it would otherwise take.
 */
function blowSL(ctx: Ctx, s: HybridState, atk: Attack, a: Warrior, t: Warrior): number {
  if (atk.kind === 'combined') return profileOf(ctx, a).nv;
  return strikeSL(ctx, a, t, 1, 0, s) - (fromRear(ctx, a, t) ? rearBonus(ctx, a, t) : 0);
}

/**
 * What striking `t` from his rear adds: +1 and Felon/X (HY-APT-21), or -X instead of the +1
 * against Dorsal Protection/X (HY-APT-41). Felon still adds against it, unless the table's
 * `dorsalCancelsFelon` says Dorsal Protection takes that away too (AMB-23).
 */
function rearBonus(ctx: Ctx, a: Warrior, t: Warrior): number {
  const dorsal = apt(ctx, t, 'Dorsal Protection');
  if (dorsal === null) return 1 + (apt(ctx, a, 'Felon') ?? 0);
  return -dorsal + (ctx.options['dorsalCancelsFelon'] === true ? 0 : (apt(ctx, a, 'Felon') ?? 0));
}

function queueSecondStrike(ctx: Ctx, action: Action | null | undefined, atk: Attack): void {
  // Only the first roll of a Skilled Strike earns the second, and it gets no Action cards
  // (HY-MODE-OC-05), unless the table's `skilledStrikeKeepsCards` carries the first roll's net
  // points over, the Hindrance's included (AMB-10).
  if (!action || action.secondDone) return;
  action.secondDone = true;
  const cards = ctx.options['skilledStrikeKeepsCards'] === true ? atk.cards : 0;
  action.queue.push({ ...atk, cards, parry: null });
}

/**
 * Armour-Piercing Shot: a second roll at the warrior behind, with no card (APT-47/49). The bullet
 * of a Skilled Firing shot goes on as well: the paused run it was fired from makes that roll, at
 * `s.cards.pierce`, once this shot is resolved.
 */
function armourPiercing(ctx: Ctx, s: HybridState, atk: Attack, a: Warrior, ev: Events): void {
  if (atk.kind === 'watch-shot') {
    if (atk.pierce === undefined || (s.cards.piercedRound[a.id] ?? 0) === s.round) return;
    s.cards.pierce = atk.pierce;
    s.cards.piercedRound[a.id] = s.round;
    ev.push({ type: 'hybrid/armour-piercing', warrior: a.id, target: atk.pierce, rule: 'HY-APT-47' });
    return;
  }
  const action = s.current?.action;
  const pierce = s.cards.pierce;
  if (atk.kind !== 'fire' || !pierce || s.current?.warrior !== a.id || !action) return;
  s.cards.pierce = null;
  s.cards.piercedRound[a.id] = s.round;
  const next = warrior(s, pierce);
  action.queue.push({ ...atk, target: next.id, cards: 0, parry: null, rear: fromBehind(ctx, 'fire', a, next) });
  ev.push({ type: 'hybrid/armour-piercing', warrior: a.id, target: pierce, rule: 'HY-APT-47' });
}

/**
 * A Skilled Firing shot that leaves its target standing ends the shooter's state, and he may fire
 * no more this round (HY-MODE-F-20): not even in his end-of-round move.
 */
function afterWatchShot(s: HybridState, atk: Attack, a: Warrior, t: Warrior, ev: Events): void {
  if (atk.kind !== 'watch-shot') return;
  if (t.status !== 'in-play' || a.watch === null) return;
  leaveWatch(s, a, ev);
  a.spent = true;
}

/** Brutish Strength: the target is pushed straight away from the attacker, without turning. */
function push(ctx: Ctx, s: HybridState, a: Warrior, t: Warrior, x: number, ev: Events): void {
  const v = FACING_VECTOR[a.facing];
  // Sasia Samaris is pushed through a single door as she walks through one (HY-DOOR-08).
  const grid = squeezes(ctx, t) ? squeezedGrid(gridOf(s)) : gridOf(s);
  let untravelled = 0;
  let fell = false;
  const from = { x: t.x, y: t.y };
  for (let i = 0; i < x; i++) {
    const here = squaresOf(ctx, t);
    const next = here.map((q) => sq(q.x + v.x, q.y + v.y));
    const occ = occupancy(ctx, s);
    const blocked =
      next.some((q) => {
        // A column, and the squares of an Entry/Exit counter or of the lever that are never
        // walked on (HY-TERRAIN-10), stop the push as a wall does.
        const f = s.board.features[squareKey(q)];
        return !onBoard(grid, q) || f?.column || f?.entryCover || f?.lever;
      }) ||
      here.some((q) => {
        const e = grid.edges[edgeKey(q, sq(q.x + v.x, q.y + v.y))];
        return e === 'wall' || e === 'door-closed';
      }) ||
      next.some((q) => {
        const o = occ.get(squareKey(q));
        return o !== undefined && o.id !== t.id;
      });
    if (blocked) {
      untravelled = x - i;
      break;
    }
    t.x += v.x;
    t.y += v.y;
    ev.push({ type: 'hybrid/pushed', warrior: t.id, x: t.x, y: t.y, rule: 'HY-APT-25' });
    // Moved, for whatever reason: out of Skilled Firing (HY-MODE-F-16).
    if (t.watch !== null) leaveWatch(s, t, ev);
    const f = next.map((q) => s.board.features[squareKey(q)]);
    if (f.some((g) => g?.rockfall) && !isTitan(ctx, t))
      wound(ctx, s, t, 1, { by: a.id, kind: 'push' }, ev, 'HY-TERRAIN-04');
    if (t.status !== 'in-play') return;
    if (f.some((g) => g?.trapdoor === 'open') && trapdoorsApply(ctx, t)) {
      fell = true;
      untravelled = x - i - 1;
      break;
    }
  }
  // A push is a movement: where it ends, he touches whom he touches (HY-MODE-F-16, HY-MOVE-25).
  if (t.x !== from.x || t.y !== from.y) landed(s, t);
  if (untravelled > 0) wound(ctx, s, t, untravelled, { by: a.id, kind: 'push', impact: true }, ev, 'HY-APT-26');
  if (fell && t.status === 'in-play') wound(ctx, s, t, 1, { by: a.id, kind: 'push' }, ev, 'HY-TRAP-07');
}

function edgeKey(a: Square, b: Square): string {
  if (b.x === a.x + 1) return `${a.x},${a.y},E`;
  if (a.x === b.x + 1) return `${b.x},${b.y},E`;
  if (b.y === a.y + 1) return `${a.x},${a.y},N`;
  return `${b.x},${b.y},N`;
}

// ---------------------------------------------------------------------------------------------
// Firing targets

export interface FireTarget {
  readonly target: string;
  readonly throughOne: boolean;
}

/**
 * Enemies a warrior may fire at with a given level. `lines`: the sight lines of other checks on
 * the same unchanged state, whose board is made once for all of them.
 */
export function fireTargets(ctx: Ctx, s: HybridState, a: Warrior, level: number, lines: SightLines = {}): Warrior[] {
  const enemies = inPlay(s).filter((e) => e.side !== a.side);
  return enemies.filter((t) => {
    if (level === 2) return sees(ctx, s, a, t, { field: 'any', lines });
    if (distanceBetween(ctx, a, t) < 2) return false;
    if (sees(ctx, s, a, t, { lines })) return true;
    if (level !== 4) return false;
    // Expert Firing: hidden behind exactly one warrior, under the conditions of the level.
    if (enemiesInContact(ctx, s, a).length > 0 || apt(ctx, t, 'Puny') !== null) return false;
    const others = inPlay(s).filter((o) => o.id !== a.id && o.id !== t.id);
    const blockers = others.filter((o) => sees(ctx, s, a, t, { lines, ignore: [o.id] }));
    if (blockers.length === 0) return false;
    return blockers.some((b) => isLarge(ctx, t) || isTitan(ctx, t) || (!isTitan(ctx, b) && !isLarge(ctx, b)));
  });
}

function canDeclareWatch(ctx: Ctx, s: HybridState, a: Warrior, lines: SightLines): boolean {
  if (enemiesInContact(ctx, s, a).length > 0) return false;
  return !inPlay(s).some((e) => e.side !== a.side && sees(ctx, s, a, e, { lines }));
}

// ---------------------------------------------------------------------------------------------
// Movement execution

function executeMove(
  ctx: Ctx,
  s: HybridState,
  act: Activation,
  w: Warrior,
  to: HybridChoice & { kind: 'move' },
  found: ReturnType<typeof placements>,
  dice: Dice,
  ev: Events,
): Result<true> {
  const walk = found.walkTo(to.x, to.y, to.facing);
  if (!walk)
    return fail('move/unreachable', 'That square and facing cannot be reached with the points left', {
      rule: 'HY-MOVE-24',
    });
  const path: PathStep[] = walk.steps;
  chargeJumpsOnEntry(ctx, s, w, path);
  const run = newRun(ctx, s, act, w, path, { x: to.x, y: to.y, facing: to.facing, cost: walk.cost });
  runMove(ctx, s, act, w, run, dice, ev);
  return ok(true);
}

/**
 * The searches price an open trapdoor on the node where the base uncovers it, so a move that ends
 * over the trapdoor pays no jump (HY-TRAP-02, HY-TRAP-06; AMB-21 for a base of several squares).
 * The walk charges that point on the jump itself: every node from the one where the base covers
 * the trapdoor to the one where it uncovers it counts one point more.
 */
function chargeJumpsOnEntry(ctx: Ctx, s: HybridState, w: Warrior, path: PathStep[]): void {
  if (!anyOpenTrapdoor(s) || !trapdoorsApply(ctx, w) || apt(ctx, w, 'Velocity') !== null) return;
  const start = path[0];
  if (!start) return;
  const base = profileOf(ctx, w).base;
  const squaresAt = (n: PathStep): string[] => footprint(sq(n.x, n.y), base, n.facing).map(squareKey);
  // Climbing off the squares he started on costs nothing extra (HY-TRAP-04): they have no node
  // where the base covered them, unless it left them and came back, which is a crossing.
  const coveredAt = new Map<string, number>();
  let before = squaresAt(start);
  for (let i = 1; i < path.length; i++) {
    const now = squaresAt(path[i] as PathStep);
    for (const k of now) if (!before.includes(k)) coveredAt.set(k, i);
    for (const k of before) {
      if (now.includes(k) || s.board.features[k]?.trapdoor !== 'open') continue;
      const from = coveredAt.get(k);
      if (from === undefined) continue;
      for (let j = from; j < i; j++) (path[j] as PathStep).cost += 1;
    }
    before = now;
  }
}

function newRun(
  ctx: Ctx,
  s: HybridState,
  act: Activation,
  w: Warrior,
  path: PathStep[],
  to: PausedMove['to'],
): PausedMove {
  return {
    reason: 'trapdoor',
    to,
    path,
    at: 0,
    startMp: act.mpLeft,
    woundsAtStart: w.wounds,
    before: enemiesInContact(ctx, s, w).map((e) => e.id),
    jumped: [],
    shooter: null,
    queue: [],
    part: 'step',
    stage: 'none',
    cards: [],
    against: [],
    opened: false,
  };
}

/** Whether an open trapdoor lies anywhere on the board. */
function anyOpenTrapdoor(s: HybridState): boolean {
  const features = s.board.features;
  for (const k in features) if (features[k]?.trapdoor === 'open') return true;
  return false;
}

/** Whether AMB-21 lets a multi-square base meet trapdoors at all (`bigBaseTrapdoorRule`). */
function trapdoorsApply(ctx: Ctx, w: Warrior): boolean {
  return profileOf(ctx, w).base === '1x1' || ctx.options['bigBaseTrapdoorRule'] !== 'ignore';
}

/**
 * The open trapdoors the step just taken jumps: squares the base newly covers and will not stand
 * on at the end of the path. Each crossing is a jump (HY-TRAP-02): a base that covers a trapdoor,
 * leaves it and covers it again in one move rolls again, as the searches charge its point again.
 */
function trapdoorsJumped(ctx: Ctx, s: HybridState, w: Warrior, run: PausedMove, prev: readonly Square[]): string[] {
  if (!anyOpenTrapdoor(s) || apt(ctx, w, 'Velocity') !== null || !trapdoorsApply(ctx, w)) return [];
  const now = squaresOf(ctx, w);
  const end = footprint(sq(run.to.x, run.to.y), profileOf(ctx, w).base, run.to.facing).map(squareKey);
  const out: string[] = [];
  for (const q of now) {
    if (prev.some((p) => p.x === q.x && p.y === q.y)) continue;
    const k = squareKey(q);
    if (s.board.features[k]?.trapdoor !== 'open' || end.includes(k)) continue;
    out.push(k);
  }
  return out;
}

/** The points a paused or running move has spent so far (the price of the step it stands on). */
const spentOf = (run: PausedMove): number => run.path[run.at]?.cost ?? 0;
/** The points left now: wounds taken on the way shrink them at once. */
const mpNowOf = (run: PausedMove, w: Warrior): number =>
  Math.max(0, run.startMp - spentOf(run) - (w.wounds - run.woundsAtStart));
/** Whether the points left no longer pay for the rest of the move. */
const runShort = (act: Activation, run: PausedMove): boolean => act.mpLeft < run.to.cost - spentOf(run);

/**
 * Walks a move's path from where the mover stands. A trapdoor jump and each Skilled Firing
 * ambush stop the walk while the players play Action cards on that roll (`act.paused`); the card
 * choices call this again to make the roll and go on. Returns whether the move is over.
 */
function runMove(
  ctx: Ctx,
  s: HybridState,
  act: Activation,
  w: Warrior,
  run: PausedMove,
  dice: Dice,
  ev: Events,
): boolean {
  act.paused = null;
  // Infiltration is lost at the very step where an enemy sees the infiltrator, even if the
  // sight is gone again when the move ends (HY-APT-37); looked at only while someone holds it.
  let infiltrators = true;
  for (;;) {
    // The shots of a moment are all made, at the others too, when the mover falls to one of them.
    if (run.part !== 'watch' && w.status !== 'in-play') break;
    if (run.part === 'step') {
      const step = run.path[run.at + 1];
      if (!step) break;
      const prevSquares = squaresOf(ctx, w);
      w.x = step.x;
      w.y = step.y;
      w.facing = step.facing;
      run.at++;
      if (step.freeTurn) act.freeTurnUsed = true;
      act.mpLeft = mpNowOf(run, w);
      if (step.turn) {
        if (infiltrators) infiltrators = checkInfiltration(ctx, s, ev);
        // A turn is part of a movement: a mover in Skilled Firing leaves it (HY-MODE-F-16), so
        // what the turn shows him draws no shot of his.
        if (w.watch !== null) leaveWatch(s, w, ev);
        // A 1x2 base's turn moves its front square (its rear one about the front, AMB-30): onto an
        // open trapdoor it goes on to cross, a jump.
        run.queue = trapdoorsJumped(ctx, s, w, run, prevSquares);
        if (run.queue.length === 0) {
          // Or into a Skilled Firing warrior's sight: his shot comes at this turn, not a step later
          // (HY-MODE-F-17, AMB-14).
          if (anyWatcher(s)) loadShots(run, freshShots(ctx, s, act));
          if (run.queue.length === 0) continue;
          run.part = 'watch';
          run.stage = 'none';
          continue;
        }
        run.jumped.push(...run.queue);
        run.part = 'jump';
        run.stage = 'none';
        continue;
      }
      act.moved++;
      const v = stepOf(prevSquares, squaresOf(ctx, w));
      act.lastStepDiagonal = v.x !== 0 && v.y !== 0;
      smashDoors(ctx, s, w, prevSquares, v, ev);
      if (infiltrators) infiltrators = checkInfiltration(ctx, s, ev);
      if (w.watch !== null) leaveWatch(s, w, ev);
      // Crossing an open trapdoor: +1 MP (in the price) and a Natural Roll, or a wound.
      run.queue = trapdoorsJumped(ctx, s, w, run, prevSquares);
      if (run.queue.length > 0) run.jumped.push(...run.queue);
      run.part = 'jump';
      run.stage = 'none';
      continue;
    }
    if (run.part === 'jump') {
      if (run.queue.length > 0) {
        if (run.stage === 'none' && openCardStage(ctx, s, act, run, 'trapdoor', null)) return false;
        if (moveWindow(ctx, s, act, run, 'before-jump', run.queue[0] ?? '')) return false;
        const at = run.queue.shift() as string;
        const net = cardPoints(ctx, run.cards) - cardPoints(ctx, run.against);
        const spec = jumpSpec(ctx, s, w, run);
        run.stage = 'none';
        run.cards = [];
        run.against = [];
        s.cards.effects = [];
        const rolled = ownTest(ctx, s, dice, w.side, spec.sl, ev);
        const r: NaturalRoll = spec.fumble && rolled.kept === 9 ? { ...rolled, result: 'critical' } : rolled;
        ev.push({ ...rollEvent('Trapdoor jump', w.id, r, 'HY-TRAP-02'), at, cards: net });
        if (succeeded(r.result)) continue;
        wound(ctx, s, w, 1, { by: null, kind: 'trap' }, ev, 'HY-TRAP-04');
        act.mpLeft = mpNowOf(run, w);
        if (w.status !== 'in-play') break;
        if (runShort(act, run)) {
          settle(ctx, s, w, run.path.slice(0, run.at + 1), ev);
          break;
        }
        continue;
      }
      pinOnTheWay(ctx, s, act, w, run, ev);
      loadShots(run, freshShots(ctx, s, act));
      run.part = 'watch';
      run.stage = 'none';
      continue;
    }
    // run.part === 'watch'
    const aim = shotTarget(s, w, run);
    const id = aim.status === 'in-play' ? run.queue[0] : undefined;
    if (id !== undefined) {
      const shooter = warrior(s, id);
      // The bullet's second roll is made by a shooter who may have left Skilled Firing at the first.
      if (shooter.status !== 'in-play' || (shooter.watch === null && !run.bullet)) {
        run.queue.shift();
        run.stage = 'none';
        continue;
      }
      if (run.stage === 'none') {
        if (!run.bullet) ev.push({ type: 'hybrid/ambush', shooter: shooter.id, target: aim.id, rule: 'HY-MODE-F-17' });
        if (openCardStage(ctx, s, act, run, 'ambush', shooter)) return false;
      }
      if (moveWindow(ctx, s, act, run, 'before-shot', shooter.id)) return false;
      run.queue.shift();
      const atk = watchShot(ctx, run, shooter, aim);
      run.stage = 'none';
      run.shooter = null;
      run.cards = [];
      run.against = [];
      delete run.pierce;
      delete run.parry;
      delete run.bullet;
      // Only this shot's bullet may go on (set by `armourPiercing`), not one another shot declared;
      // the one the active warrior declared for a shot of his these shots interrupt waits for it.
      const declared = s.cards.pierce;
      s.cards.pierce = null;
      resolveAttack(ctx, s, atk, shooter, aim, dice, ev);
      const on = s.cards.pierce;
      s.cards.pierce = declared;
      // A card that backed a parry never rolled (the shot missed) is spent all the same.
      s.cards.parryPoints = 0;
      if (s.outcome) break;
      // A shot that took a side's last warrior off the board ends the game there and then, not
      // once the move or the activation is over (HY-END-05).
      if (aim.status !== 'in-play') {
        checkVictory(ctx, s, ev);
        if (s.outcome) return true;
      }
      if (on !== null) {
        // The bullet went on (HY-APT-47): its second roll comes at once, before anyone else fires
        // at the first target.
        run.later = [{ target: aim.id, shooters: run.queue }, ...(run.later ?? [])];
        run.target = on;
        run.queue = [shooter.id];
        run.bullet = true;
      }
      // A warrior the shot took off the board may have hidden others: their shots come after.
      queueShots(run, freshShots(ctx, s, act));
      continue;
    }
    const next = run.later?.shift();
    if (next) {
      run.target = next.target;
      run.queue = next.shooters;
      run.stage = 'none';
      delete run.bullet;
      continue;
    }
    if ('later' in run) delete run.later;
    if (run.entering || w.status !== 'in-play') break;
    // A shot that wounded him mid-way shrinks what is left at once.
    act.mpLeft = mpNowOf(run, w);
    if (runShort(act, run)) {
      settle(ctx, s, w, run.path.slice(0, run.at + 1), ev);
      break;
    }
    if (run.path[run.at + 1] && moveWindow(ctx, s, act, run, 'step', `${w.x},${w.y}`)) return false;
    run.part = 'step';
  }
  endMove(ctx, s, act, w, run, ev);
  return true;
}

/**
 * The numbers of a trapdoor jump (HY-TRAP-02): one D10 against the mover's NV with the net points
 * of the cards played for it and against it; a fumble played against it makes a 9 a Critical
 * Failure too (our Effect, sample); Luck his side announced.
 */
function jumpSpec(ctx: Ctx, s: HybridState, w: Warrior, run: PausedMove): RollSpec {
  const net = cardPoints(ctx, run.cards) - cardPoints(ctx, run.against);
  return withLuckReading(ctx, {
    sl: nvNow(ctx, w) + net,
    dice: 1,
    duellist: 0,
    fumble: effectOn(ctx, s, 'fumble'),
    luck: s.cards.luck === w.side,
    again: false,
  });
}

/** Whom the ambush shots of a paused move aim at: the mover, or the partner of a Deceit swap. */
function shotTarget(s: HybridState, mover: Warrior, run: PausedMove): Warrior {
  return run.target === undefined ? mover : warrior(s, run.target);
}

/**
 * A Skilled Firing shot (HY-MODE-F-17): one D10 with the shooter's Firing modifiers (AMB-14), the
 * net points of its cards (HY-MODE-F-24), the parry of a target in Defensive Combat (none from
 * his rear quadrant, HY-MODE-DC-05), and the warrior its Armour-Piercing bullet goes on to. The
 * bullet's own second roll is an ordinary shot with no card (HY-APT-49).
 */
function watchShot(ctx: Ctx, run: PausedMove, shooter: Warrior, w: Warrior): Attack {
  const parry = run.parry ?? null;
  const rear = fromBehind(ctx, 'watch-shot', shooter, w);
  if (run.bullet) return { kind: 'fire', attacker: shooter.id, target: w.id, level: 1, cards: 0, parry, rear };
  const atk: Attack = {
    kind: 'watch-shot',
    attacker: shooter.id,
    target: w.id,
    level: 1,
    cards: cardPoints(ctx, run.cards) - cardPoints(ctx, run.against),
    parry,
    rear,
  };
  if (run.pierce !== undefined) atk.pierce = run.pierce;
  return atk;
}

/**
 * Skilled/Expert Move: the first opponent contacted after moving at least one square is pinned;
 * under the table's `skilledMoveAllContacted`, every opponent a Skilled Move so reaches (AMB-15).
 */
function pinOnTheWay(ctx: Ctx, s: HybridState, act: Activation, w: Warrior, run: PausedMove, ev: Events): void {
  if (act.mode !== 'MV' || (act.level !== 3 && act.level !== 4) || act.moved < 2 || act.pinned) return;
  const all = act.level === 3 && ctx.options['skilledMoveAllContacted'] === true;
  for (const e of enemiesInContact(ctx, s, w)) {
    if (run.before.includes(e.id) || e.blocked || titanRules(ctx, e)) continue;
    if (act.level === 4 && act.expertTarget !== e.id) continue;
    e.blocked = act.level === 4 ? 'expert' : 'skilled';
    if (!all) act.pinned = true;
    ev.push({
      type: 'hybrid/pinned',
      warrior: e.id,
      by: w.id,
      level: act.level,
      rule: act.level === 4 ? 'HY-MODE-MV-10' : 'HY-MODE-MV-08',
    });
    if (!all) break;
  }
}

/** The end of a move: contacts left, the trapdoor under him, Skilled Firing ended by contact. */
function endMove(ctx: Ctx, s: HybridState, act: Activation, w: Warrior, run: PausedMove, ev: Events): void {
  act.mpLeft = Math.max(0, run.startMp - (run.path[run.at]?.cost ?? 0) - (w.wounds - run.woundsAtStart));
  // After the shots of a moment that is no step: the touch of whoever landed (`watchTouched`).
  if (run.entering) watchTouched(ctx, s, act, ev);
  if (w.status !== 'in-play') return;
  if (run.entering) {
    checkFirstContact(ctx, s, ev);
    return;
  }
  let after = enemiesInContact(ctx, s, w);
  for (const id of run.before)
    if (!after.some((e) => e.id === id) && !act.leftContacts.includes(id)) act.leftContacts.push(id);
  // Ending a move on an open trapdoor costs a wound (one for a big base, whatever it covers).
  if (
    anyOpenTrapdoor(s) &&
    trapdoorsApply(ctx, w) &&
    squaresOf(ctx, w).some((q) => s.board.features[squareKey(q)]?.trapdoor === 'open')
  ) {
    wound(ctx, s, w, 1, { by: null, kind: 'trap' }, ev, profileOf(ctx, w).base === '1x1' ? 'HY-TRAP-06' : 'HY-TRAP-13');
    // The wound may have taken him off the board: his contacts are looked at again.
    after = enemiesInContact(ctx, s, w);
  }
  // An enemy ending his movement in contact with a Skilled Firing warrior ends that state.
  for (const e of after) if (e.watch !== null) leaveWatch(s, e, ev);
  ev.push({
    type: 'hybrid/moved',
    warrior: w.id,
    x: w.x,
    y: w.y,
    facing: w.facing,
    cost: run.to.cost,
    rule: 'HY-MOVE-24',
  });
  checkFirstContact(ctx, s, ev);
}

// ---------------------------------------------------------------------------------------------
// Action cards on the rolls of a paused move

/** The side making the roll: the ambushing shooter's, whichever side is active, or the jumping mover's. */
function rollerSeat(s: HybridState, act: Activation, run: PausedMove): Seat {
  if (run.reason === 'trapdoor' || !run.shooter) return act.seat;
  return warrior(s, run.shooter).side;
}

/**
 * Who answers now on a paused move's roll: the roller, or the other side against it; the parry is
 * the side's of the warrior shot at, whoever he is (a bullet may go on to a friend of the shooter,
 * AMB-24).
 */
function pauseSeat(s: HybridState, act: Activation, run: PausedMove): Seat {
  const roller = rollerSeat(s, act, run);
  if (run.stage === 'parry') return shotOf(s, act, run)?.aim.side ?? other(roller);
  return run.stage === 'against' ? other(roller) : roller;
}

const playable = (s: HybridState, seat: Seat): string[] => s.sides[seat].hand.filter((c) => !isFresh(s, c));

/** The stage after the cards: a shot's parry, a jump's roll. */
const cardsDone = (run: PausedMove): PausedMove['stage'] => (run.reason === 'ambush' ? 'parry' : 'roll');

/** The shooter and the target of the shot a paused run stands at. */
function shotOf(s: HybridState, act: Activation, run: PausedMove): { shooter: Warrior; aim: Warrior } | null {
  if (run.reason !== 'ambush' || !run.shooter) return null;
  return { shooter: warrior(s, run.shooter), aim: shotTarget(s, warrior(s, act.warrior), run) };
}

/** The parry levels open to the warrior a paused run's shot aims at (HY-MODE-DC-03, HY-MODE-DC-13). */
function shotParries(ctx: Ctx, s: HybridState, act: Activation, run: PausedMove): number[] {
  const shot = shotOf(s, act, run);
  return shot ? parryLevels(ctx, s, watchShot(ctx, run, shot.shooter, shot.aim)) : [];
}

/**
 * The parry choices of the warrior a paused run's shot aims at: each level open to him, and each
 * level one of his side's Action cards raises his Defensive Combat value to and backs, as against
 * any attack (HY-MODE-DC-03, HY-MODE-DC-13, AMB-40): Heroic Parry too for a warrior short of 6.
 * The side shot at may play several cards on the shot (HY-MODE-F-24), so the cards it played
 * against the roll leave this one open; not in Heroic Parry, whose level is set, nor for a friend
 * of the shooter hit by his bullet (the shooter's side plays one card on the shot), nor under the
 * table's `defenderCards` off.
 */
function shotParryChoices(ctx: Ctx, s: HybridState, act: Activation, run: PausedMove): HybridChoice[] {
  const shot = shotOf(s, act, run);
  if (!shot) return [];
  const { shooter, aim } = shot;
  const levels = shotParries(ctx, s, act, run);
  const out: HybridChoice[] = levels.map((level) => ({ kind: 'parry', level }));
  if (levels.length === 0 || aim.dc?.heroic || aim.side === shooter.side || ctx.options['defenderCards'] === false)
    return out;
  const value = modeValue(ctx, aim, 'DC') ?? 0;
  for (const card of playable(s, aim.side)) {
    const top = Math.min(6, value + cardPoints(ctx, [card]));
    for (const level of [1, 6]) if (level <= top) out.push({ kind: 'parry', level, card });
  }
  return out;
}

/**
 * Skips the stages of a side with nothing to decide: no card it may play, a parry with one choice
 * open (or none); `roll` once nobody is left to ask.
 */
function skipStages(ctx: Ctx, s: HybridState, act: Activation, run: PausedMove): PausedMove['stage'] {
  for (;;) {
    if (run.stage === 'parry') {
      const choices = shotParryChoices(ctx, s, act, run);
      if (choices.length > 1) return run.stage;
      const only = choices[0];
      if (only?.kind === 'parry') run.parry = only.level;
      run.stage = 'roll';
    }
    const seat = pauseSeat(s, act, run);
    if (run.stage === 'none' || run.stage === 'roll' || run.stage === 'aim' || playable(s, seat).length > 0)
      return run.stage;
    if (run.stage === 'cards') run.stage = 'against';
    else if (run.stage === 'against')
      run.stage = run.reason === 'trapdoor' && run.opened ? 'cards-more' : cardsDone(run);
    else run.stage = cardsDone(run);
  }
}

/**
 * The shots of an ambush shot's Armour-Piercing bullet the shooter's side may declare (HY-APT-47):
 * the shot alone, and the shot going on to each warrior in reach behind the target; with the
 * table's `armourPiercingOptional` off, the shot alone only when no one is in reach (AMB-37).
 */
function aimChoices(ctx: Ctx, s: HybridState, shooter: Warrior, aim: Warrior): HybridChoice[] {
  const behind = pierceTargets(ctx, s, shooter, aim);
  const out: HybridChoice[] = [];
  if (behind.length === 0 || ctx.options['armourPiercingOptional'] !== false)
    out.push({ kind: 'fire', target: aim.id, level: 3 });
  for (const u of behind) out.push({ kind: 'fire', target: aim.id, level: 3, pierce: u.id });
  return out;
}

/**
 * Opens the stages of the roll at the head of a paused move's queue: for an ambush shot, its
 * bullet first when the shooter has a pick to make, then the cards (none on the bullet's own
 * second roll, HY-APT-49), then the parry. Returns true when a side has something to decide (the
 * move waits in `act.paused`), false when the roll can be made at once.
 */
function openCardStage(
  ctx: Ctx,
  s: HybridState,
  act: Activation,
  run: PausedMove,
  reason: PausedMove['reason'],
  shooter: Warrior | null,
): boolean {
  run.reason = reason;
  run.shooter = shooter?.id ?? null;
  run.stage = 'cards';
  run.cards = [];
  run.against = [];
  run.opened = false;
  delete run.pierce;
  delete run.parry;
  // The Effects in force are those played on this roll; those tied to a Heroic Firing shot still
  // to come wait for it (HY-MODE-F-28).
  s.cards.effects = s.cards.effects.filter((e) => e.shot !== undefined);
  if (shooter && run.bullet) run.stage = 'parry';
  else if (shooter) {
    const aims = aimChoices(ctx, s, shooter, shotTarget(s, warrior(s, act.warrior), run));
    const only = aims.length === 1 ? aims[0] : undefined;
    if (only === undefined) run.stage = 'aim';
    else if (only.kind === 'fire' && only.pierce !== undefined) run.pierce = only.pierce;
  }
  if (skipStages(ctx, s, act, run) === 'roll') return false;
  act.paused = run;
  return true;
}

/** A side's own warrior in a paused move's roll: the shooter or the one shot at, or the mover; none for a jump's opponent. */
function pauseWarrior(s: HybridState, act: Activation, run: PausedMove, seat: Seat): Warrior | null {
  const shot = shotOf(s, act, run);
  if (shot) return shot.shooter.side === seat ? shot.shooter : shot.aim.side === seat ? shot.aim : null;
  return seat === act.seat ? warrior(s, act.warrior) : null;
}

function pauseChoices(ctx: Ctx, s: HybridState, act: Activation, run: PausedMove, seat: Seat): HybridChoice[] {
  if (seat !== pauseSeat(s, act, run)) return [];
  const shot = shotOf(s, act, run);
  if (run.stage === 'aim') return shot ? aimChoices(ctx, s, shot.shooter, shot.aim) : [];
  if (run.stage === 'parry') return shotParryChoices(ctx, s, act, run);
  const hand = playable(s, seat);
  const roller = seat === rollerSeat(s, act, run);
  const parryable = roller && shotParries(ctx, s, act, run).length > 0;
  const fx = pauseEffectCards(ctx, s, seat, run.reason, roller, pauseWarrior(s, act, run, seat), parryable);
  if (run.stage === 'against')
    return [
      { kind: 'hinder', card: null },
      ...hand.map((card) => ({ kind: 'hinder' as const, card })),
      ...fx.map((card) => ({ kind: 'hinder' as const, card, effect: true })),
    ];
  return [
    { kind: 'cards', cards: [] },
    ...hand.map((c) => ({ kind: 'cards' as const, cards: [c] })),
    ...fx.map((c) => ({ kind: 'cards' as const, cards: [c], effect: true })),
  ];
}

/** Once a paused roll's decisions are settled the roll is made and the run goes on; else it waits for the next. */
function goOnPaused(ctx: Ctx, s: HybridState, act: Activation, run: PausedMove, dice: Dice, ev: Events): Result<true> {
  if (skipStages(ctx, s, act, run) !== 'roll') return ok(true);
  if (!runMove(ctx, s, act, warrior(s, act.warrior), run, dice, ev)) return ok(true);
  return afterRun(ctx, s, act, run, dice, ev);
}

/** A card choice on a paused move's roll; once the cards are settled the roll is made and the move goes on. */
function pauseCards(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  act: Activation,
  run: PausedMove,
  played: string[],
  dice: Dice,
  ev: Events,
  effect = false,
): Result<true> {
  const taken = takePausedCards(ctx, s, seat, act, run, played, dice, ev, effect);
  if (!taken.ok) return taken;
  return goOnPaused(ctx, s, act, run, dice, ev);
}

/** The shooter's side declares the ambush shot's bullet: going on to the warrior named, or not (HY-APT-47). */
function pauseAim(
  ctx: Ctx,
  s: HybridState,
  act: Activation,
  run: PausedMove,
  c: Extract<HybridChoice, { kind: 'fire' }>,
  dice: Dice,
  ev: Events,
): Result<true> {
  const declared = c.pierce === undefined ? {} : { pierce: c.pierce };
  if (c.pierce !== undefined) run.pierce = c.pierce;
  ev.push({ type: 'hybrid/ambush-aim', shooter: run.shooter, target: c.target, ...declared, rule: 'HY-APT-47' });
  run.stage = 'cards';
  return goOnPaused(ctx, s, act, run, dice, ev);
}

/**
 * The parry level the warrior shot at picks against an ambush shot, and the Action card that
 * raises and backs it if any (HY-MODE-DC-03): its points add to the parry roll.
 */
function pauseParry(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  act: Activation,
  run: PausedMove,
  c: Extract<HybridChoice, { kind: 'parry' }>,
  dice: Dice,
  ev: Events,
): Result<true> {
  run.parry = c.level;
  const aim = shotTarget(s, warrior(s, act.warrior), run);
  if (c.card) {
    s.sides[seat].hand = s.sides[seat].hand.filter((id) => id !== c.card);
    s.actionDiscard.push(c.card);
    s.cards.parryPoints = cardPoints(ctx, [c.card]);
    ev.push({ type: 'hybrid/parry-card', seat, card: c.card, points: s.cards.parryPoints, rule: 'HY-MODE-DC-03' });
  }
  ev.push({ type: 'hybrid/parry-level', warrior: aim.id, level: c.level, rule: 'HY-MODE-DC-03' });
  run.stage = 'roll';
  return goOnPaused(ctx, s, act, run, dice, ev);
}

/** The cards of a choice on a paused move's roll, played for their points or an Effect, and the next card stage. */
function takePausedCards(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  act: Activation,
  run: PausedMove,
  played: string[],
  dice: Dice,
  ev: Events,
  effect: boolean,
): Result<true> {
  const rule = run.reason === 'ambush' ? 'HY-MODE-F-24' : 'HY-CARD-ACTION-18';
  if (run.stage === 'cards' && run.reason === 'ambush' && played.length > 1)
    return fail('cards/too-many', 'The shooter may play at most one Action card on a Skilled Firing shot', {
      rule: 'HY-MODE-F-24',
    });
  // A card played for its Effect is discarded by its play and adds no points (HY-CARD-ACTION-02).
  const card = played[0];
  if (effect && card) playEffect(ctx, s, seat, card, dice, ev, pauseWarrior(s, act, run, seat)?.id ?? null);
  else {
    s.sides[seat].hand = s.sides[seat].hand.filter((id) => !played.includes(id));
    s.actionDiscard.push(...played);
  }
  const points = effect ? 0 : cardPoints(ctx, played);
  const forPoints = effect ? [] : played;
  if (run.stage === 'against') {
    run.against.push(...forPoints);
    ev.push({ type: 'hybrid/hindrance', seat, card: played[0] ?? null, points, rule });
    // Against a shot the one shot at may go on playing; against a jump the Hindrance is one card.
    if (played.length === 0 || run.reason === 'trapdoor')
      run.stage = run.reason === 'trapdoor' && run.opened ? 'cards-more' : cardsDone(run);
  } else {
    run.cards.push(...forPoints);
    ev.push({ type: 'hybrid/cards', seat, cards: played, points, rule });
    if (run.stage === 'cards') {
      run.opened = played.length > 0;
      run.stage = 'against';
    } else run.stage = 'roll';
  }
  return ok(true);
}

/** The vector of one step, from the bases before and after it. */
function stepOf(before: readonly Square[], after: readonly Square[]): Square {
  const a = before[0];
  const b = after[0];
  return a && b ? sq(Math.sign(b.x - a.x), Math.sign(b.y - a.y)) : sq(0, 0);
}

/**
 * A Titan crossing a closed door smashes it: it is open for good and can never be closed (HY-DOOR-09).
 * The path search let him through only the doors he fits (`smashableDoors`).
 */
function smashDoors(ctx: Ctx, s: HybridState, w: Warrior, before: readonly Square[], v: Square, ev: Events): void {
  if (!isTitan(ctx, w) || (v.x === 0 && v.y === 0)) return;
  const crossed = new Set<string>();
  for (const q of before) {
    // Orthogonal parts of the step: a diagonal one crosses an edge on each side of its corner.
    const parts: Square[] = v.x !== 0 && v.y !== 0 ? [sq(v.x, 0), sq(0, v.y)] : [v];
    for (const p of parts) crossed.add(edgeKey(q, sq(q.x + p.x, q.y + p.y)));
    if (v.x !== 0 && v.y !== 0) {
      crossed.add(edgeKey(sq(q.x + v.x, q.y), sq(q.x + v.x, q.y + v.y)));
      crossed.add(edgeKey(sq(q.x, q.y + v.y), sq(q.x + v.x, q.y + v.y)));
    }
  }
  const diagonal = v.x !== 0 && v.y !== 0;
  for (const d of s.board.doors) {
    if (d.open || !d.edges.some((e) => crossed.has(e))) continue;
    // A diagonal step needs only one route round its corner: smash only when no open route was there.
    if (diagonal && !diagonalNeedsSmash(s, before, v)) continue;
    d.open = true;
    d.smashed = true;
    ev.push({
      type: 'hybrid/door-smashed',
      door: d.id,
      edges: [...d.edges],
      warrior: w.id,
      rule: 'HY-DOOR-09',
      text: `${profileOf(ctx, w).name} smashes ${doorNameEn(d.edges, d.id)}`,
    });
  }
}

function diagonalNeedsSmash(s: HybridState, before: readonly Square[], v: Square): boolean {
  const grid = gridOf(s);
  return before.some((q) => diagonalInfo(grid, q, sq(q.x + v.x, q.y + v.y)).crossesWall);
}

/** After a wound mid-path, stop on the last square of the path that no one else holds. */
function settle(ctx: Ctx, s: HybridState, w: Warrior, path: readonly PathStep[], ev: Events): void {
  // Squares of everyone else (the mover may be standing on an enemy he was crossing).
  const taken = new Set<string>();
  for (const o of inPlay(s)) if (o.id !== w.id) for (const q of squaresOf(ctx, o)) taken.add(squareKey(q));
  // Rockfall is no place to stop, but for a Titan (HY-TERRAIN-03).
  const titan = isTitan(ctx, w);
  const onRock = (k: string): boolean => !titan && s.board.features[k]?.rockfall === true;
  for (let j = path.length - 1; j >= 0; j--) {
    const n = path[j];
    if (!n) continue;
    const fp = footprint(sq(n.x, n.y), profileOf(ctx, w).base, n.facing);
    if (fp.some((q) => taken.has(squareKey(q)) || onRock(squareKey(q)))) continue;
    w.x = n.x;
    w.y = n.y;
    w.facing = n.facing;
    ev.push({ type: 'hybrid/stopped', warrior: w.id, x: w.x, y: w.y, rule: 'HY-WOUND-04' });
    return;
  }
}

/** Whether anyone in play is in Skilled Firing: most of the time no one is, and nothing is looked at. */
function anyWatcher(s: HybridState): boolean {
  for (const w of s.warriors) if (w.watch !== null && w.status === 'in-play') return true;
  return false;
}

const NO_SHOTS: readonly ShotGroup[] = [];

/**
 * Who each Skilled Firing warrior sees now, as `watcher>seen` pairs (friends too, so that a warrior
 * who changes sides by Momentary Madness is not taken for one newly seen), and among them the
 * pairs of a watcher and an enemy that `before` does not hold. Nothing is looked at when no one is
 * in Skilled Firing.
 */
function look(
  ctx: Ctx,
  s: HybridState,
  before: ReadonlySet<string> | null,
): { now: string[]; fresh: Array<[Warrior, Warrior]> } {
  const now: string[] = [];
  const fresh: Array<[Warrior, Warrior]> = [];
  let live: Warrior[] | null = null;
  const lines: SightLines = {};
  for (const e of s.warriors) {
    if (e.watch === null || e.status !== 'in-play') continue;
    live ??= inPlay(s);
    for (const o of live) {
      if (o.id === e.id || !sees(ctx, s, e, o, { lines })) continue;
      const pair = `${e.id}>${o.id}`;
      now.push(pair);
      if (before && !before.has(pair) && o.side !== e.side) fresh.push([e, o]);
    }
  }
  return { now, fresh };
}

/**
 * The shots Skilled Firing warriors owe now (HY-MODE-F-17, AMB-14): each at every enemy who has
 * come into his sight since the activation's last look, whatever brought him there: a step, a
 * door opened, a push, a swap, a warrior gone from between them, an entry. One group a target,
 * its shooters lowest counter first (HY-MODE-F-18); the active warrior's group last, so that his
 * fall to a shot cannot cut short the shots at the others. This look is kept for the next.
 */
function freshShots(ctx: Ctx, s: HybridState, act: Activation): readonly ShotGroup[] {
  if (!anyWatcher(s)) {
    if (act.seen?.length !== 0) act.seen = [];
    return NO_SHOTS;
  }
  const before = act.seen ? new Set(act.seen) : null;
  const { now, fresh } = look(ctx, s, before);
  act.seen = now;
  if (fresh.length === 0) return NO_SHOTS;
  const byTarget = new Map<Warrior, Warrior[]>();
  for (const [shooter, target] of fresh) {
    const list = byTarget.get(target);
    if (list) list.push(shooter);
    else byTarget.set(target, [shooter]);
  }
  const counter = (list: readonly Warrior[]): number => Math.min(...list.map((x) => x.watch ?? 0));
  return [...byTarget]
    .sort(([a, x], [b, y]) => Number(a.id === act.warrior) - Number(b.id === act.warrior) || counter(x) - counter(y))
    .map(([target, shooters]) => ({
      target: target.id,
      shooters: shooters.sort((a, b) => (a.watch ?? 0) - (b.watch ?? 0)).map((x) => x.id),
    }));
}

/** The shots of one moment in a run that has none left: the first group now, the others after it. */
function loadShots(run: PausedMove, groups: readonly ShotGroup[]): void {
  const first = groups[0];
  if (first) run.target = first.target;
  else if ('target' in run) delete run.target;
  run.queue = first ? first.shooters : [];
  // Most steps draw no shot: the run has none of these fields to drop then.
  if ('bullet' in run) delete run.bullet;
  if (groups.length > 1) run.later = groups.slice(1);
  else if ('later' in run) delete run.later;
}

/** The shots of a later moment of the same run: after those still waiting. */
function queueShots(run: PausedMove, groups: readonly ShotGroup[]): void {
  if (groups.length > 0) run.later = [...(run.later ?? []), ...groups];
}

/**
 * The shots owed at a moment that is no step of a move (AMB-14), made at once, the active warrior
 * standing where he is (or gone: his fall may be what uncovered someone). `after` says how the
 * activation goes on once a shot that waited for a choice is made (`afterRun`). `none`: no shot
 * was owed; `wait`: the activation waits for a choice or an Event window; `done`: all were made.
 */
function ambushNow(
  ctx: Ctx,
  s: HybridState,
  act: Activation,
  after: PausedMove['after'],
  dice: Dice,
  ev: Events,
): 'none' | 'wait' | 'done' {
  const groups = freshShots(ctx, s, act);
  if (groups.length === 0) {
    watchTouched(ctx, s, act, ev);
    return 'none';
  }
  const w = warrior(s, act.warrior);
  const here: PathStep = { x: w.x, y: w.y, facing: w.facing, cost: 0, turn: false, freeTurn: act.freeTurnUsed };
  const run = newRun(ctx, s, act, w, [here], { x: w.x, y: w.y, facing: w.facing, cost: 0 });
  run.entering = true;
  run.part = 'watch';
  if (after) run.after = after;
  loadShots(run, groups);
  return runMove(ctx, s, act, w, run, dice, ev) ? 'done' : 'wait';
}

/**
 * An enemy ending a movement in base contact with a Skilled Firing warrior ends that state
 * (HY-MODE-F-16), whatever moved him there: a push or an Aura's move (HY-MOVE-25: forced movement
 * is movement), a Deceit swap, the entry, as a walk does in `endMove`. It comes after the shots the
 * same move drew, which interrupt it (HY-MODE-F-17, AMB-14).
 */
function watchTouched(ctx: Ctx, s: HybridState, act: Activation, ev: Events): void {
  const ids = act.landed;
  if (!ids) return;
  act.landed = undefined;
  for (const id of ids) {
    const m = warrior(s, id);
    if (m.status !== 'in-play') continue;
    for (const e of enemiesInContact(ctx, s, m)) if (e.watch !== null) leaveWatch(s, e, ev);
  }
}

/** Once the last roll of a run that waited is made: the activation goes on as the run says. */
function afterRun(ctx: Ctx, s: HybridState, act: Activation, run: PausedMove, dice: Dice, ev: Events): Result<true> {
  if (s.outcome) return ok(true);
  if (run.after === 'queue') {
    // The action the shots interrupted goes on with its next roll.
    resolveQueue(ctx, s, dice, ev);
    return afterResolve(ctx, s, dice, ev);
  }
  const w = warrior(s, act.warrior);
  if (run.after === 'finish' || w.status !== 'in-play') return finishActivation(ctx, s, dice, ev);
  if (run.after === 'stay') {
    checkVictory(ctx, s, ev);
    return ok(true);
  }
  return afterMove(ctx, s);
}

/**
 * After a choice, whoever it brought into a Skilled Firing warrior's sight draws his shot at once
 * (HY-MODE-F-17, AMB-14): a door opened, a push, a warrior moved out of an Aura or swapped by
 * Deceit, one gone from the board. A move has looked at each of its steps. While an Event window,
 * a paused roll or an action being resolved waits, the look waits for a later choice.
 */
function lookAfterChoice(ctx: Ctx, s: HybridState, act: Activation, dice: Dice, ev: Events): Result<true> {
  if (s.outcome || act.paused || s.cards.eventWindow || s.cards.madnessAsk || act.stage === 'resolve') return ok(true);
  if (ambushNow(ctx, s, act, 'stay', dice, ev) !== 'done') return ok(true);
  if (warrior(s, act.warrior).status !== 'in-play') return finishActivation(ctx, s, dice, ev);
  checkVictory(ctx, s, ev);
  return ok(true);
}

// ---------------------------------------------------------------------------------------------
// Legal choices

function canActivateEvent(ctx: Ctx, s: HybridState, w: Warrior): boolean {
  if (s.lastEventSide === w.side) return false;
  for (const q of squaresOf(ctx, w)) if (squareKey(q) in s.eventCounters) return true;
  return false;
}

function objectiveHere(ctx: Ctx, s: HybridState, w: Warrior): number | null {
  for (const q of squaresOf(ctx, w)) {
    const n = s.objectiveCounters[squareKey(q)];
    if (n !== undefined) return n;
  }
  return null;
}

function canCarryOut(ctx: Ctx, s: HybridState, w: Warrior): boolean {
  const n = objectiveHere(ctx, s, w);
  if (n === null || profileOf(ctx, w).rank === 0) return false;
  const goals = missionOf(ctx, s).objectives.filter((o) => o.side === w.side && o.counters.includes(n));
  if (goals.length === 0) return false;
  return goals.some((g) => {
    if (!g.ordered) return true;
    const before = g.counters.slice(0, g.counters.indexOf(n));
    return before.every((b) => s.sides[w.side].objectivesDone.includes(b));
  });
}

function maxCardPoints(ctx: Ctx, hand: readonly string[]): number {
  return hand.reduce((sum, id) => sum + (ctx.content.actionCards.find((c) => c.id === id)?.points ?? 0), 0);
}

function cardPoints(ctx: Ctx, ids: readonly string[]): number {
  return ids.reduce((sum, id) => sum + (ctx.content.actionCards.find((c) => c.id === id)?.points ?? 0), 0);
}

export function legalFor(ctx: Ctx, s: HybridState, seat: Seat): HybridChoice[] {
  if (s.outcome) return [];
  switch (s.phase) {
    case 'over':
      return [];
    case 'opening-hand':
      return s.sides[seat].handDecided ? setupChoices(s, seat) : [{ kind: 'keep-hand' }, { kind: 'reject-hand' }];
    case 'roll-cards':
      return auctionChoices(ctx, s, seat);
    case 'choose-first':
      return s.rollWinner === seat ? [{ kind: 'go-first' }, { kind: 'go-second' }] : [];
    case 'sequence': {
      const st = s.sides[seat];
      if (st.sequenceDone) return [];
      const out: HybridChoice[] = [];
      for (const w of participants(s, seat)) {
        if (st.sequence.includes(w.id) || st.sequence.length >= 10) continue;
        out.push({ kind: 'counter', warrior: w.id });
        if (w.watch !== null) out.push({ kind: 'keep-watch', warrior: w.id });
      }
      return out;
    }
    case 'activation':
      return activationChoices(ctx, s, seat);
  }
}

/** A move menu with its moves left in the search's answer: `head`, the moves of `reach`, then `tail`. */
interface SplitMenu {
  readonly head: HybridChoice[];
  readonly reach: Reach;
  readonly tail: readonly HybridChoice[];
}

function activationChoices(ctx: Ctx, s: HybridState, seat: Seat): HybridChoice[] {
  const m = activationMenu(ctx, s, seat);
  if (Array.isArray(m)) return m;
  const out = m.head;
  m.reach.menuMoves(out);
  for (const c of m.tail) out.push(c);
  return out;
}

/**
 * One uniformly random legal choice, `legalFor(...)[chooser.pick(n)]`, with the same single draw:
 * a move menu is counted from the search's answer and only the chosen move is made.
 */
export function randomChoice(ctx: Ctx, s: HybridState, seat: Seat, chooser: Dice): HybridChoice {
  const m = !s.outcome && s.phase === 'activation' ? activationMenu(ctx, s, seat) : legalFor(ctx, s, seat);
  if (Array.isArray(m)) {
    if (m.length === 0) throw new Error(`hybrid: the ${seat} side has no legal choice now`);
    return m[chooser.pick(m.length)] as HybridChoice;
  }
  const heads = m.head.length;
  const moves = m.reach.menuCount();
  const i = chooser.pick(heads + moves + m.tail.length);
  if (i < heads) return m.head[i] as HybridChoice;
  if (i < heads + moves) return m.reach.menuMove(i - heads);
  return m.tail[i - heads - moves] as HybridChoice;
}

/** His Event and Army cards, listed by the move and finish menus (the others list their own). */
function cardChoices(ctx: Ctx, s: HybridState, seat: Seat): HybridChoice[] {
  return [...eventPlays(ctx, s, seat), ...ownEventChoices(ctx, s, seat), ...armyChoices(ctx, s, seat)];
}

function activationMenu(ctx: Ctx, s: HybridState, seat: Seat): HybridChoice[] | SplitMenu {
  const act = s.current;
  if (!act) return [];
  const w = warrior(s, act.warrior);
  const action = act.action;
  // Momentary Madness is offered to the opponent before anything else (CARD-EVENT-11).
  if (s.cards.madnessAsk) return madnessChoices(ctx, s, seat);
  // A window for Event cards at one moment of the activation (CARD-EVENT-04).
  if (s.cards.eventWindow)
    return s.cards.eventWindow === seat ? [{ kind: 'events-done' }, ...windowChoices(ctx, s, seat)] : [];
  // A move stopped for a roll that takes Action cards (HY-MODE-F-24, HY-CARD-ACTION-18).
  if (act.paused) return pauseChoices(ctx, s, act, act.paused, seat);
  // Each stage's menu is a function of its own: a rare path met in one of them (a card, an odd
  // shape of state) makes V8 drop and compile again only that one, not the menus of every stage.
  if (action && act.stage === 'resolve') return resolveMenu(ctx, s, act, action, seat);
  if (seat !== act.seat) return [];
  switch (act.stage) {
    case 'mode':
      return modeMenu(ctx, s, act, w, seat);
    case 'move':
      return moveMenu(ctx, s, act, w, seat);
    case 'action':
      return actionMenu(ctx, s, act, w, seat);
    case 'finish':
      return finishMenu(ctx, s, act, w, seat);
    case 'resolve':
      return [];
  }
}

/** The menus while an action resolves: Hindrance, parry, Action cards. */
function resolveMenu(ctx: Ctx, s: HybridState, act: Activation, action: Action, seat: Seat): HybridChoice[] {
  if (action.stage === 'hinder') {
    if (seat !== other(act.seat)) return [];
    // In a Heroic Firing his one card answers one of the two shots, named, for its points or its
    // Effect (HY-MODE-F-28).
    const shots = heroicFiring(action) ? ([1, 2] as const) : [undefined];
    return [
      { kind: 'hinder', card: null },
      ...s.sides[seat].hand
        .filter((card) => !isFresh(s, card))
        .flatMap((card) =>
          shots.map((shot) => (shot ? { kind: 'hinder' as const, card, shot } : { kind: 'hinder' as const, card })),
        ),
      ...shots.flatMap((shot) =>
        effectCards(ctx, s, seat, 'hinder', shot).map((card) =>
          shot
            ? { kind: 'hinder' as const, card, effect: true, shot }
            : { kind: 'hinder' as const, card, effect: true },
        ),
      ),
      // Before the roll the other player may also play Event cards (CARD-EVENT-04).
      ...eventPlays(ctx, s, seat),
    ];
  }
  if (action.stage === 'parry') {
    const atk = action.queue[0];
    const t = atk ? s.warriors.find((x) => x.id === atk.target) : undefined;
    if (!atk || !t || t.side !== seat) return [];
    const levels = parryLevels(ctx, s, atk);
    const out: HybridChoice[] = levels.map((level) => ({ kind: 'parry', level }));
    // The defender's one card of this action may back his own parry instead of a Hindrance (AMB-40),
    // unless the table's `defenderCards` keeps his card for the Hindrance alone.
    if (!action.hinder && !s.cards.defenderCard && !t.dc?.heroic && ctx.options['defenderCards'] !== false) {
      const value = modeValue(ctx, t, 'DC') ?? 0;
      const melee = atk.kind === 'strike' || atk.kind === 'riposte';
      for (const card of s.sides[seat].hand) {
        if (isFresh(s, card)) continue;
        const pts = ctx.content.actionCards.find((c) => c.id === card)?.points ?? 0;
        const top = Math.min(6, value + pts);
        for (let level = 1; level <= top; level++)
          if (melee || level === 1 || level === 6) out.push({ kind: 'parry', level, card });
      }
    }
    return [...out, ...ownEventChoices(ctx, s, seat).filter((c) => isLuck(ctx, c.card))];
  }
  // The die a roller keeps of a 2D10 roll (option `manualDiceChoice`, AMB-61), the lower first.
  if (action.stage === 'keep') {
    const k = action.keep;
    if (!k || k.seat !== seat) return [];
    const [x, y] = k.left as [number, number];
    return [
      { kind: 'keep-die', die: Math.min(x, y) },
      { kind: 'keep-die', die: Math.max(x, y) },
    ];
  }
  if (seat !== act.seat) return [];
  // The level announced again after the cards (HY-MODE-08).
  if (action.stage === 'level') return openLevels(ctx, s, act, action).map((level) => ({ kind: 'relevel', level }));
  // Brutish Strength's push, or none (option `brutishOptional`, AMB-22).
  if (action.stage === 'push')
    return [
      { kind: 'brutish-push', push: true },
      { kind: 'brutish-push', push: false },
    ];
  if (action.stage === 'cards' || action.stage === 'cards-more') {
    // In a Heroic Firing each card, for points or for its Effect, is tied to one of the two shots,
    // named (HY-MODE-F-28).
    const shots = heroicFiring(action) ? ([1, 2] as const) : [undefined];
    return [
      { kind: 'cards', cards: [] },
      ...s.sides[seat].hand
        .filter((c) => !act.cardsLocked.includes(c) && !isFresh(s, c))
        .flatMap((c) =>
          shots.map((shot) =>
            shot ? { kind: 'cards' as const, cards: [c], shot } : { kind: 'cards' as const, cards: [c] },
          ),
        ),
      ...shots.flatMap((shot) =>
        effectCards(ctx, s, seat, 'active', shot)
          .filter((c) => !act.cardsLocked.includes(c))
          .map((c) =>
            shot
              ? { kind: 'cards' as const, cards: [c], effect: true, shot }
              : { kind: 'cards' as const, cards: [c], effect: true },
          ),
      ),
    ];
  }
  return [];
}

/** The Mode menu at the start of an activation. */
function modeMenu(ctx: Ctx, s: HybridState, act: Activation, w: Warrior, seat: Seat): HybridChoice[] {
  const start = act.endOfRound ? [] : startChoices(ctx, s, w);
  // An Aura of Renunciation victim is moved out before anything else happens.
  if (s.cards.relocate && start.length > 0) return start;
  const out: HybridChoice[] = [...start, ...armyChoices(ctx, s, seat)];
  // With `auraOptional` or `mutationOptional` off the table makes it automatic (AMB-37): the Mode
  // waits while a bearer without an Aura running may call one up, or a kept Mutation card may be
  // given; which Aura, which card to whom, is still the player's pick.
  const owed = start.some(
    (c) =>
      (c.kind === 'aura' && ctx.options['auraOptional'] === false && !s.cards.auraActive[w.id]) ||
      (c.kind === 'mutate' && ctx.options['mutationOptional'] === false),
  );
  if (!owed)
    for (const mode of ['OC', 'DC', 'F'] as const)
      if (modeValue(ctx, w, mode) !== null) out.push({ kind: 'mode', mode });
  const mv = modeValue(ctx, w, 'MV');
  if (mv !== null && w.blocked !== 'expert' && !owed) {
    for (let level = 1; level <= Math.min(6, mv); level++) {
      if (level === 4) {
        const lines: SightLines = {};
        for (const e of inPlay(s))
          if (e.side !== w.side && sees(ctx, s, w, e, { lines }))
            out.push({ kind: 'mode', mode: 'MV', level, target: e.id });
      } else out.push({ kind: 'mode', mode: 'MV', level });
    }
  }
  // His own Event cards before he announces the Mode (CARD-EVENT-04); Luck waits for a roll.
  out.push(...eventPlays(ctx, s, seat), ...ownEventChoices(ctx, s, seat).filter((c) => !isLuck(ctx, c.card)));
  return out;
}

/** The movement menu: done, leave, lever, the moves of the search, doors and cards. */
function moveMenu(ctx: Ctx, s: HybridState, act: Activation, w: Warrior, seat: Seat): HybridChoice[] | SplitMenu {
  const out: HybridChoice[] = [{ kind: 'done' }];
  if (w.status === 'waiting') {
    // Off the board: the only movement is onto the Entry counter (HY-TERRAIN-07).
    if (act.mpLeft >= 1 && !w.blocked)
      for (const p of entryPlacements(ctx, s, w)) out.push({ kind: 'move', x: p.x, y: p.y, facing: p.facing });
    return [...out, ...cardChoices(ctx, s, seat)];
  }
  if (canLeave(ctx, s, w, act)) out.push({ kind: 'leave' });
  if (canThrowLever(ctx, s, w, act)) out.push({ kind: 'lever' });
  // Bots and menus get, for each square, its cheapest facings; any reachable facing is accepted.
  const reach = act.mpLeft > 0 && !w.blocked ? placements(ctx, s, w, act) : null;
  const tail: HybridChoice[] = [];
  const doorCost = act.mode === 'MV' ? 0 : 1;
  // Looked up once for all the doors.
  const puny = s.board.doors.length > 0 && apt(ctx, w, 'Puny') !== null;
  for (const d of s.board.doors) {
    // A door is opened or closed by using his Movement, which a pinned warrior may not (HY-MOVE-26):
    // not even in Moving Mode, where it costs him no point.
    if (w.blocked || d.smashed || act.doorsUsed.includes(d.id) || act.mpLeft < doorCost) continue;
    if (!d.open && (d.locked || puny)) continue;
    if (d.open && puny && ctx.options['punyCanClose'] === false) continue;
    if (d.open && inDoorway(ctx, s, d.edges)) continue;
    if (doorReachable(ctx, s, w, d.edges)) tail.push({ kind: 'door', door: d.id });
  }
  for (const c of cardChoices(ctx, s, seat)) tail.push(c);
  return reach ? { head: out, reach, tail } : [...out, ...tail];
}

/** The free turns of a warrior standing on an Objective, not yet turned and not pinned (HY-OBJ-04). */
function objectiveTurns(ctx: Ctx, s: HybridState, act: Activation, w: Warrior, out: HybridChoice[]): void {
  if (objectiveHere(ctx, s, w) === null || act.faced || w.blocked) return;
  for (const f of FACINGS) {
    if (f === w.facing) continue;
    // A 1x2 base needs the square it swings onto (AMB-30): about its rear square the one its front
    // square comes to, about its front square (`cavalryPivot: 'front'`) the one its rear comes to.
    if (profileOf(ctx, w).base === '1x2' && pivotTo(ctx, s, w, f) === null) continue;
    out.push({ kind: 'face', facing: f });
  }
}

/** The menu of the action of the Mode chosen. */
function actionMenu(ctx: Ctx, s: HybridState, act: Activation, w: Warrior, seat: Seat): HybridChoice[] {
  const out: HybridChoice[] = [{ kind: 'end' }];
  const bonus = maxCardPoints(ctx, s.sides[seat].hand);
  if (act.mode === 'OC') {
    const value = modeValue(ctx, w, 'OC') ?? 0;
    const top = Math.min(6, value + bonus);
    const canCombine = (apt(ctx, w, 'Combined Attack') ?? 0) > w.combinedUsed && w.combinedRound !== s.round;
    // With `combinedAttackOptional` off the table makes the Combined Attack automatic (AMB-37):
    // every strike that may carry it does, and the strike without it is not offered.
    const plainStrike = !canCombine || ctx.options['combinedAttackOptional'] !== false;
    for (const t of enemiesInContact(ctx, s, w)) {
      if (ctx.options['attackFacingFree'] === false && facingFor(ctx, s, w, t) !== w.facing) continue;
      if (!facingFor(ctx, s, w, t)) continue;
      for (let level = 1; level <= top; level++) {
        if (plainStrike) out.push({ kind: 'strike', target: t.id, level });
        if (canCombine) out.push({ kind: 'strike', target: t.id, level, combined: true });
      }
    }
  } else if (act.mode === 'F' && !w.spent) {
    const value = modeValue(ctx, w, 'F') ?? 0;
    const top = Math.min(6, value + bonus);
    // Levels 1, 5 and 6 shoot at the same targets: worked out once; every level's sight checks
    // share one board.
    let plain: Warrior[] | null = null;
    const lines: SightLines = {};
    for (let level = 1; level <= top; level++) {
      if (level === 3) {
        // A warrior already in Skilled Firing (one who stays put in his end-of-round move) does
        // not declare it again: he keeps the counter he took on entering it (HY-COUNTER-10).
        if (value >= 3 && w.watch === null && canDeclareWatch(ctx, s, w, lines)) out.push({ kind: 'watch' });
        continue;
      }
      const targets =
        level === 2 || level === 4
          ? fireTargets(ctx, s, w, level, lines)
          : (plain ??= fireTargets(ctx, s, w, level, lines));
      for (const t of targets) {
        if (level === 6) for (const u of targets) out.push({ kind: 'fire', target: t.id, level, second: u.id });
        else {
          // With `armourPiercingOptional` off the bullet always goes on when it may (AMB-37): a shot
          // with warriors behind its target names one of them, and the plain shot is not offered.
          const behind = pierceTargets(ctx, s, w, t);
          if (behind.length === 0 || ctx.options['armourPiercingOptional'] !== false)
            out.push({ kind: 'fire', target: t.id, level });
          for (const u of behind) out.push({ kind: 'fire', target: t.id, level, pierce: u.id });
        }
      }
    }
  }
  // An Objective or Event counter may be taken in every Mode, also instead of attacking (HY-OBJ-07).
  if (!act.endOfRound) {
    if (canCarryOut(ctx, s, w)) out.push({ kind: 'objective' });
    if (canActivateEvent(ctx, s, w)) out.push({ kind: 'event-counter' });
    // A warrior who ends on an Objective without attacking may still take his free turn (HY-OBJ-04).
    objectiveTurns(ctx, s, act, w, out);
  }
  // His own Event cards too (CARD-EVENT-04); Luck for the roll he is about to announce.
  return [...out, ...eventPlays(ctx, s, seat), ...ownEventChoices(ctx, s, seat)];
}

/** The menu after the action, before the activation ends. */
function finishMenu(ctx: Ctx, s: HybridState, act: Activation, w: Warrior, seat: Seat): HybridChoice[] {
  const sacrifices: HybridChoice[] = [];
  if (!act.endOfRound && act.mode === 'MV' && act.level === 1 && apt(ctx, w, 'Sacrifice') !== null)
    for (const e of enemiesInContact(ctx, s, w)) sacrifices.push({ kind: 'sacrifice', target: e.id });
  // With `sacrificeOptional` off the table makes the Sacrifice automatic (AMB-37): while it may be
  // made, nothing else that ends the activation is offered; the enemy it strikes is still picked.
  const owed = sacrifices.length > 0 && ctx.options['sacrificeOptional'] === false;
  const out: HybridChoice[] = owed ? [] : [{ kind: 'end' }];
  if (!act.endOfRound) {
    if (!owed && canCarryOut(ctx, s, w)) out.push({ kind: 'objective' });
    if (!owed && canActivateEvent(ctx, s, w)) out.push({ kind: 'event-counter' });
    objectiveTurns(ctx, s, act, w, out);
    out.push(...sacrifices);
    for (const t of nullifyTargets(ctx, s, w)) out.push({ kind: 'nullify', target: t.id });
  }
  return [...out, ...cardChoices(ctx, s, seat)];
}

/** Event cards with their own timing, offered by the cards module (Momentary Madness is not offered yet). */
const OWN_TIMING: readonly string[] = ['superior-strategy', 'luck', 'deceit', 'madness', 'smoke'];
const isLuck = (ctx: Ctx, card: string): boolean =>
  ctx.content.eventCards.find((c) => c.id === card)?.effect === 'luck';

/** Whether an Event card of this effect is played thrown at a place: the Darkness Grenade, with the Nemesis module on. */
const thrownAtPlace = (ctx: Ctx, effect: string): boolean => effect === 'darkness' && nemesisOn(ctx);

/**
 * The Event cards in the seat's hand that its choices now offer to throw at a place, each once,
 * in hand order: for the words of the question that offers them. The choices are listed only
 * when the hand holds such a card.
 */
function thrownOffered(ctx: Ctx, s: HybridState, seat: Seat): string[] {
  const hand = s.sides[seat].eventHand;
  const thrown = (id: string) => thrownAtPlace(ctx, ctx.content.eventCards.find((c) => c.id === id)?.effect ?? '');
  if (!hand.some(thrown)) return [];
  const offered = new Set<string>();
  for (const c of legalFor(ctx, s, seat)) if (c.kind === 'play-event' && c.x !== undefined) offered.add(c.card);
  return hand.filter((id) => offered.has(id));
}

function eventPlays(ctx: Ctx, s: HybridState, seat: Seat): HybridChoice[] {
  const out: HybridChoice[] = [];
  for (const id of s.sides[seat].eventHand) {
    const card = ctx.content.eventCards.find((c) => c.id === id);
    if (!card || card.type === 'interruption' || OWN_TIMING.includes(card.effect)) continue;
    if (card.effect === 'heal') {
      for (const w of inPlay(s))
        if (w.side === seat && w.wounds > 0) out.push({ kind: 'play-event', card: id, target: w.id });
    } else if (card.effect === 'harm') {
      for (const w of inPlay(s)) if (w.side !== seat) out.push({ kind: 'play-event', card: id, target: w.id });
    } else if (thrownAtPlace(ctx, card.effect)) {
      // The grenade is thrown at a square: one choice per legal template corner.
      for (const [x, y] of darknessCorners(ctx, s, seat)) out.push({ kind: 'play-event', card: id, x, y });
    } else out.push({ kind: 'play-event', card: id });
  }
  return out;
}

/** Event cards are offered at every moment (`eventWindows: 'all'`, the default) or at the end only. */
const everyMoment = (ctx: Ctx): boolean => ctx.options['eventWindows'] !== 'end';

/**
 * Luck is announced before a roll of one's own (CARD-EVENT-10): in a window before an attack roll
 * the attacker's side may play it for his roll, the defender's for his parry; before the Combined
 * Attack blow, the striker's side; before the Skilled Parry counter-strike, the side of the
 * defender who strikes back; before an ambush shot, the shooter's side for his roll and the side
 * of a warrior who parries it for his parry; before a trapdoor jump, the mover's.
 */
function luckNow(s: HybridState, seat: Seat): boolean {
  const act = s.current;
  if (!act || s.cards.luck === seat) return false;
  const moment = s.cards.eventWindowMoment;
  if (moment === 'before-shot') {
    const run = act.paused;
    const shooter = run?.shooter;
    if (s.warriors.some((x) => x.id === shooter && x.side === seat)) return true;
    // The side of a warrior who parries the shot, for his parry roll.
    const aim = run?.parry !== undefined ? shotTarget(s, warrior(s, act.warrior), run) : null;
    return aim !== null && aim.dc !== null && aim.side === seat;
  }
  if (moment === 'before-jump') return s.warriors.some((x) => x.id === act.warrior && x.side === seat);
  if (moment !== 'before-roll') return false;
  const atk = act.action?.queue[0];
  if (!atk) return false;
  const a = s.warriors.find((x) => x.id === atk.attacker);
  const t = s.warriors.find((x) => x.id === atk.target);
  const lucky =
    atk.kind === 'strike' ||
    atk.kind === 'fire' ||
    atk.kind === 'watch-shot' ||
    atk.kind === 'combined' ||
    atk.kind === 'riposte';
  return (lucky && a?.side === seat) || (atk.parry !== null && t?.dc !== null && t?.side === seat);
}

/** What a seat may play in an open window: any Reserve or Constant card, Luck before a roll of his. */
function windowChoices(ctx: Ctx, s: HybridState, seat: Seat): HybridChoice[] {
  const out: HybridChoice[] = eventPlays(ctx, s, seat);
  for (const c of ownEventChoices(ctx, s, seat)) if (!isLuck(ctx, c.card) || luckNow(s, seat)) out.push(c);
  return out;
}

/** Whether `seat` holds an Event card he could play now (`windowChoices` is not empty). */
const canPlayEvent = (ctx: Ctx, s: HybridState, seat: Seat): boolean =>
  s.sides[seat].eventHand.length > 0 && windowChoices(ctx, s, seat).length > 0;

/**
 * Opens the window of one moment of the current activation for the seats of `seats`, in order, who
 * hold a card they could play then (CARD-EVENT-04). Under `eventWindows: 'end'` only the end of
 * the activation opens one. True when the activation waits.
 */
function eventWindow(
  ctx: Ctx,
  s: HybridState,
  key: string,
  moment: WindowMoment,
  seats: readonly Seat[],
  resume: WindowResume,
): boolean {
  const act = s.current;
  if (!act || s.outcome || (moment !== 'end' && !everyMoment(ctx))) return false;
  // Most hands hold no Event card at all: no menu is made for them.
  return openEventWindow(s, act, key, moment, seats, (x) => canPlayEvent(ctx, s, x), resume);
}

/** Whether a warrior's base covers a square of another warrior's (passing through a friend). */
function sharesSquare(ctx: Ctx, s: HybridState, w: Warrior): boolean {
  let mine: Square[] | null = null;
  for (const o of s.warriors) {
    if (o.status !== 'in-play' || o.id === w.id) continue;
    // A base reaches at most one square left or below its anchor and one right or above it.
    if (Math.abs(o.x - w.x) > 2 || Math.abs(o.y - w.y) > 2) continue;
    mine ??= squaresOf(ctx, w);
    for (const q of squaresOf(ctx, o)) for (const m of mine) if (m.x === q.x && m.y === q.y) return true;
  }
  return false;
}

/** A window in the middle of a move: the move waits in `act.paused` and goes on when it closes. */
function moveWindow(
  ctx: Ctx,
  s: HybridState,
  act: Activation,
  run: PausedMove,
  moment: 'step' | 'before-jump' | 'before-shot',
  at: string,
): boolean {
  // Passing through a friend's square is no place to stop, not even for a card.
  if (moment === 'step' && sharesSquare(ctx, s, warrior(s, act.warrior))) return false;
  // The move stands paused while the window asks: who may play what (Luck for the ambush shot's
  // side, CARD-EVENT-10) is read from the paused run.
  act.paused = run;
  if (eventWindow(ctx, s, `${moment}:${act.moved}:${at}`, moment, [act.seat, other(act.seat)], 'move')) return true;
  act.paused = null;
  return false;
}

/** Once a move is over, the other player may play Event cards (the active one has his own menu). */
function afterMove(ctx: Ctx, s: HybridState): Result<true> {
  const act = s.current;
  if (!act || act.paused) return ok(true);
  const w = warrior(s, act.warrior);
  eventWindow(ctx, s, `moved:${act.moved}:${w.x},${w.y},${w.facing}`, 'moved', [other(act.seat)], 'none');
  return ok(true);
}

/** A window closed: the activation goes on from where it waited. */
function resumeAfterWindow(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): Result<true> {
  // A window of an older record, from before windows had a resume, was the one at the end.
  const resume = s.cards.eventWindowResume ?? 'finish';
  s.cards.eventWindowResume = null;
  const act = s.current;
  if (!act || s.outcome) return ok(true);
  const w = warrior(s, act.warrior);
  switch (resume) {
    case 'finish':
      return finishActivation(ctx, s, dice, ev);
    case 'move': {
      const run = act.paused;
      if (!run) return w.status === 'in-play' ? afterMove(ctx, s) : finishActivation(ctx, s, dice, ev);
      if (!runMove(ctx, s, act, w, run, dice, ev)) return ok(true);
      return afterRun(ctx, s, act, run, dice, ev);
    }
    case 'queue':
      resolveQueue(ctx, s, dice, ev);
      return afterResolve(ctx, s, dice, ev);
    case 'none':
      if (w.status !== 'in-play') return finishActivation(ctx, s, dice, ev);
      checkVictory(ctx, s, ev);
      return ok(true);
  }
}

/** After a card played in a window: the same seat goes on while he can, then the next, then the activation. */
function afterWindowPlay(ctx: Ctx, s: HybridState, seat: Seat, dice: Dice, ev: Events): Result<true> {
  if (s.outcome) {
    closeEventWindow(s);
    return ok(true);
  }
  const act = s.current;
  const gone = !act || warrior(s, act.warrior).status !== 'in-play';
  const canPlay = (x: Seat): boolean => canPlayEvent(ctx, s, x);
  if (!gone && s.cards.eventWindow === seat && canPlay(seat)) return ok(true);
  if (!gone && nextInWindow(s, canPlay)) return ok(true);
  closeEventWindow(s);
  return resumeAfterWindow(ctx, s, dice, ev);
}

// ---------------------------------------------------------------------------------------------
// Apply

function sameChoice(a: HybridChoice, b: HybridChoice): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** A Heroic Firing (HY-MODE-F-28): two shots, whose cards are tied each to one of them. */
const heroicFiring = (action: Action): boolean =>
  action.kind === 'fire' && action.level === 6 && action.second !== null;

/**
 * A card played in a Heroic Firing, the acting side's or the Hindrance, for its points or for its
 * Effect, names the shot it backs or answers (HY-MODE-F-28, HY-CARD-ACTION-11); no other card
 * choice names one. Null when the choice is right about its shot.
 */
function shotRefusal(s: HybridState, c: HybridChoice): ReturnType<typeof fail> | null {
  if (c.kind !== 'cards' && c.kind !== 'hinder') return null;
  const act = s.current;
  const action = act && !act.paused && act.stage === 'resolve' ? act.action : null;
  const plays = c.kind === 'cards' ? c.cards.length > 0 : c.card !== null;
  const named = plays && action !== null && heroicFiring(action);
  if (named && c.shot === undefined)
    return fail('cards/shot-missing', 'Say which of the two shots this card is for', { rule: 'HY-MODE-F-28' });
  if (!named && c.shot !== undefined)
    return fail('cards/shot-not-here', 'Only a card played in a Heroic Firing is tied to a shot', {
      rule: 'HY-MODE-F-28',
    });
  return null;
}

function reasonFor(c: HybridChoice): string {
  switch (c.kind) {
    case 'move':
      return 'move/unreachable';
    case 'strike':
    case 'fire':
    case 'watch':
    case 'relevel':
      return 'combat/illegal';
    case 'mode':
      return 'mode/unavailable';
    case 'door':
      return 'door/out-of-reach';
    case 'parry':
      return 'combat/parry-level';
    case 'counter':
    case 'keep-watch':
      return 'sequence/illegal';
    default:
      return 'phase/not-now';
  }
}

function applyChoice(
  ctx: Ctx,
  s0: HybridState,
  seat: Seat,
  c: HybridChoice,
  dice: Dice,
): Result<Transition<HybridState>> {
  const legal = legalFor(ctx, s0, seat);
  if (legal.length === 0) return fail('phase/not-your-decision', `The ${seat} side has nothing to decide now`);
  const shotWrong = legal.some((l) => l.kind === c.kind) ? shotRefusal(s0, c) : null;
  if (shotWrong) return shotWrong;
  if (c.kind === 'cards') {
    const hand = s0.sides[seat].hand;
    const okCards =
      legal.some((l) => l.kind === 'cards') &&
      new Set(c.cards).size === c.cards.length &&
      c.cards.every(
        (id) => hand.includes(id) && !isFresh(s0, id) && !(s0.current?.cardsLocked.includes(id) ?? false),
      ) &&
      (c.effect !== true || legal.some((l) => sameChoice(l, c)));
    if (!okCards)
      return fail('cards/not-in-hand', 'Those Action cards are not all in your hand', { rule: 'HY-CARD-ACTION-07' });
  } else if (c.kind === 'move') {
    const act = s0.current;
    if (!act || act.stage !== 'move' || act.seat !== seat || !legal.some((l) => l.kind === 'done'))
      return fail('phase/not-now', 'No movement is under way');
    const mover = warrior(s0, act.warrior);
    if (mover.blocked) return fail('move/pinned', 'This warrior cannot move this round', { rule: 'HY-MOVE-26' });
    if (act.mpLeft <= 0) return fail('move/no-points', 'No movement points are left', { rule: 'HY-MOVE-24' });
  } else if (!legal.some((l) => sameChoice(l, c))) {
    return fail(reasonFor(c), `That is not a legal ${c.kind} choice now`);
  }
  // Movement is priced on the original state, whose answer is cached from the legal choices.
  const found =
    c.kind === 'move' && s0.current && warrior(s0, s0.current.warrior).status === 'in-play'
      ? placements(ctx, s0, warrior(s0, s0.current.warrior), s0.current)
      : null;
  const s = cloneState(s0);
  const ev: Events = [];
  const r = step(ctx, s, seat, c, dice, ev, found);
  if (!r.ok) return r;
  return ok({ state: s, events: ev });
}

/** The fast path: a legal choice applied to the state itself, without checks; events dropped. */
export function applyInPlace(ctx: Ctx, s: HybridState, seat: Seat, c: HybridChoice, dice: Dice): HybridState {
  const found =
    c.kind === 'move' && s.current && warrior(s, s.current.warrior).status === 'in-play'
      ? placements(ctx, s, warrior(s, s.current.warrior), s.current)
      : null;
  const r = step(ctx, s, seat, c, dice, [], found);
  forgetPlacements(s);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return s;
}

/**
 * A choice applied, and then the look for Skilled Firing shots it has drawn (`lookAfterChoice`);
 * the activation's first look is taken before its first choice changes anything.
 */
function step(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  c: HybridChoice,
  dice: Dice,
  ev: Events,
  found: ReturnType<typeof placements> | null = null,
): Result<true> {
  const act = s.phase === 'activation' ? s.current : null;
  if (act && !act.seen) act.seen = anyWatcher(s) ? look(ctx, s, null).now : [];
  const r = stepChoice(ctx, s, seat, c, dice, ev, found);
  if (!r.ok || !act || s.current !== act) return r;
  return lookAfterChoice(ctx, s, act, dice, ev);
}

/**
 * Each kind of choice of some length is applied by a function of its own: a rare path met in one
 * (a card, an odd shape of state) makes V8 drop and compile again only that one, not all of `stepChoice`.
 */
function stepChoice(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  c: HybridChoice,
  dice: Dice,
  ev: Events,
  found: ReturnType<typeof placements> | null = null,
): Result<true> {
  switch (c.kind) {
    case 'keep-hand':
    case 'reject-hand': {
      const st = s.sides[seat];
      if (c.kind === 'reject-hand') {
        // The rejected four go under the deck and three are drawn: a final hand.
        s.actionDeck.push(...st.hand);
        st.hand = s.actionDeck.splice(0, 3);
        ev.push({ type: 'hybrid/mulligan', seat, rule: 'HY-SETUP-10' });
      }
      st.handDecided = true;
      if (SEATS.every((x) => s.sides[x].handDecided && !setupOwed(s, x))) startRound(ctx, s, dice, ev);
      return ok(true);
    }
    case 'go-first':
    case 'go-second':
      s.first = c.kind === 'go-first' ? seat : other(seat);
      ev.push({ type: 'hybrid/first', seat: s.first, rule: 'HY-ACT-02' });
      beginSequence(s);
      if (SEATS.every((x) => s.sides[x].sequenceDone)) startActivations(ctx, s, dice, ev);
      return ok(true);
    case 'counter':
    case 'keep-watch': {
      const st = s.sides[seat];
      const w = warrior(s, c.warrior);
      if (c.kind === 'counter') {
        st.sequence.push(w.id);
        if (w.watch !== null) leaveWatch(s, w, ev);
      } else {
        w.watchKept = true;
      }
      ev.push({ type: 'hybrid/counter-placed', seat });
      if (sequenceComplete(s, seat)) st.sequenceDone = true;
      if (SEATS.every((x) => s.sides[x].sequenceDone)) startActivations(ctx, s, dice, ev);
      return ok(true);
    }
    case 'mode':
      return stepMode(ctx, s, seat, c, ev);
    case 'move':
      return stepMove(ctx, s, c, dice, ev, found);
    case 'door':
      return stepDoor(ctx, s, c, ev);
    case 'leave': {
      const act = s.current as Activation;
      leave(ctx, s, warrior(s, act.warrior), act, ev);
      return finishActivation(ctx, s, dice, ev);
    }
    case 'brutish-push':
      return stepBrutishPush(ctx, s, c.push, dice, ev);
    case 'keep-die':
      return stepKeepDie(ctx, s, c.die, dice, ev);
    case 'lever': {
      const act = s.current as Activation;
      // The thrower opened the trapdoor: an enemy it kills draws his side a card (AMB-25).
      for (const v of throwLever(ctx, s, warrior(s, act.warrior), ev))
        if (trapdoorsApply(ctx, v)) wound(ctx, s, v, 1, { by: act.warrior, kind: 'trap' }, ev, 'HY-TRAP-05');
      act.doorsUsed.push('lever');
      if (warrior(s, act.warrior).status !== 'in-play') return finishActivation(ctx, s, dice, ev);
      return ok(true);
    }
    case 'done': {
      const act = s.current as Activation;
      const w = warrior(s, act.warrior);
      checkInfiltration(ctx, s, ev);
      if (act.mode === 'DC' && !act.endOfRound) {
        w.dc = { heroic: false };
        ev.push({ type: 'hybrid/dc', warrior: w.id, rule: 'HY-MODE-DC-01' });
        act.stage = 'finish';
      } else if (act.mode === 'OC' || act.mode === 'F') act.stage = 'action';
      else act.stage = 'finish';
      return ok(true);
    }
    case 'watch': {
      const act = s.current as Activation;
      const w = warrior(s, act.warrior);
      w.watch = s.watchNext++;
      w.modeLevel = 3;
      ev.push({ type: 'hybrid/watch', warrior: w.id, counter: w.watch, rule: 'HY-MODE-F-14' });
      act.stage = 'finish';
      return ok(true);
    }
    case 'strike':
    case 'fire':
      return stepAttack(ctx, s, c, dice, ev);
    case 'cards':
      return stepCards(ctx, s, seat, c, dice, ev);
    case 'hinder':
      return stepHinder(ctx, s, seat, c, dice, ev);
    case 'relevel':
      return stepRelevel(ctx, s, c, dice, ev);
    case 'parry':
      return stepParry(ctx, s, seat, c, dice, ev);
    case 'sacrifice':
      return stepSacrifice(ctx, s, c, dice, ev);
    case 'objective':
      return stepObjective(ctx, s, c, dice, ev);
    case 'event-counter':
      return stepEventCounter(ctx, s, c, dice, ev);
    case 'face': {
      const act = s.current as Activation;
      const w = warrior(s, act.warrior);
      turnInPlace(ctx, s, w, c.facing);
      act.faced = true;
      // Turning instead of attacking: the action is over, the activation is ending.
      if (act.stage === 'action') act.stage = 'finish';
      ev.push({ type: 'hybrid/face', warrior: w.id, facing: c.facing, rule: 'HY-OBJ-04' });
      // The free turn on an Objective is a move of his (a warrior who may not move has none,
      // AMB-63): it ends Skilled Firing (HY-MODE-F-16), so the enemies it shows him draw no shot.
      if (w.watch !== null) leaveWatch(s, w, ev);
      return ok(true);
    }
    case 'play-event':
      return stepPlayEvent(ctx, s, seat, c, dice, ev);
    case 'end':
      return finishActivation(ctx, s, dice, ev);
    case 'events-done':
      if (nextInWindow(s, (x) => canPlayEvent(ctx, s, x))) return ok(true);
      return resumeAfterWindow(ctx, s, dice, ev);
    case 'leader':
      chooseLeader(s, seat, c.warrior, ev);
      if (SEATS.every((x) => s.sides[x].handDecided && !setupOwed(s, x))) startRound(ctx, s, dice, ev);
      return ok(true);
    case 'discard-aura':
    case 'discard-mutation':
      applyStartChoice(ctx, s, seat, c, dice, ev, wound);
      if (SEATS.every((x) => s.sides[x].handDecided && !setupOwed(s, x))) startRound(ctx, s, dice, ev);
      return ok(true);
    case 'commit-card':
      if (commitCard(s, seat, c.card, ev)) rollForFirst(ctx, s, dice, ev);
      return ok(true);
    case 'no-madness':
      s.cards.madnessAsk = null;
      return ok(true);
    case 'aura':
    case 'mutate':
    case 'shell':
    case 'relocate':
    case 'nullify':
    case 'play-army': {
      applyStartChoice(ctx, s, seat, c, dice, ev, wound);
      const act = s.current;
      if (act && warrior(s, act.warrior).status !== 'in-play') return finishActivation(ctx, s, dice, ev);
      checkVictory(ctx, s, ev);
      return ok(true);
    }
  }
}

function stepMode(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  c: Extract<HybridChoice, { kind: 'mode' }>,
  ev: Events,
): Result<true> {
  const act = s.current as Activation;
  const w = warrior(s, act.warrior);
  act.mode = c.mode;
  act.level = c.level ?? 0;
  w.mode = c.mode;
  w.modeLevel = act.level;
  if (w.dc) w.dc = null;
  if (w.watch !== null) leaveWatch(s, w, ev);
  act.mpLeft = modeMovement(ctx, s, w, c.mode === 'MV' && c.level === 1);
  s.cards.auraOpen = null;
  if (c.mode === 'MV') {
    if (c.level === 4) act.expertTarget = c.target ?? null;
    if (c.level === 5) w.masterMove = true;
    if (c.level === 6) w.heroicMove = true;
  }
  ev.push({ type: 'hybrid/mode', warrior: w.id, mode: c.mode, level: c.level, rule: 'HY-MODE-03' });
  act.stage = 'move';
  eventWindow(ctx, s, 'mode', 'mode', [other(act.seat)], 'none');
  return ok(true);
}

function stepMove(
  ctx: Ctx,
  s: HybridState,
  c: Extract<HybridChoice, { kind: 'move' }>,
  dice: Dice,
  ev: Events,
  found: ReturnType<typeof placements> | null,
): Result<true> {
  const act = s.current as Activation;
  const w = warrior(s, act.warrior);
  if (w.status === 'waiting') {
    const r = enter(ctx, s, act, w, c, ev);
    if (!r.ok) return r;
    landed(s, w);
    // Coming into sight of a Skilled Firing warrior by entering triggers his shot (AMB-14).
    const shots = ambushNow(ctx, s, act, undefined, dice, ev);
    if (shots === 'wait') return ok(true);
    if (shots === 'none') checkFirstContact(ctx, s, ev);
    if (warrior(s, w.id).status !== 'in-play') return finishActivation(ctx, s, dice, ev);
    return afterMove(ctx, s);
  }
  if (!found) return fail('phase/not-now', 'No movement is under way');
  const r = executeMove(ctx, s, act, w, c, found, dice, ev);
  if (!r.ok) return r;
  if (w.status !== 'in-play') return finishActivation(ctx, s, dice, ev);
  return afterMove(ctx, s);
}

function stepDoor(ctx: Ctx, s: HybridState, c: Extract<HybridChoice, { kind: 'door' }>, ev: Events): Result<true> {
  const act = s.current as Activation;
  const d = s.board.doors.find((x) => x.id === c.door);
  if (!d) return fail('door/unknown', `There is no door ${c.door}`);
  const w = warrior(s, act.warrior);
  d.open = !d.open;
  act.doorsUsed.push(d.id);
  act.mpLeft -= act.mode === 'MV' ? 0 : 1;
  ev.push({
    type: d.open ? 'hybrid/door-opened' : 'hybrid/door-closed',
    door: d.id,
    edges: [...d.edges],
    warrior: w.id,
    rule: d.open ? 'HY-DOOR-02' : 'HY-DOOR-04',
  });
  // In the Prison only Ambrosius opening his own cell unlocks the others (HY-MISSION-09).
  const m = missionOf(ctx, s);
  if (d.open && m.unlockAllDoor === d.id && (m.unlockAllBy === undefined || w.profile === m.unlockAllBy)) {
    for (const x of s.board.doors) x.locked = false;
    ev.push({ type: 'hybrid/doors-unlocked', rule: 'HY-MISSION-09' });
  }
  // An infiltrator seen through the opened door loses the aptitude even if the opener then walks
  // out of sight (HY-APT-37).
  if (d.open) checkInfiltration(ctx, s, ev);
  checkFirstContact(ctx, s, ev);
  return ok(true);
}

function stepAttack(
  ctx: Ctx,
  s: HybridState,
  c: Extract<HybridChoice, { kind: 'strike' | 'fire' }>,
  dice: Dice,
  ev: Events,
): Result<true> {
  const act = s.current as Activation;
  if (act.paused && c.kind === 'fire') return pauseAim(ctx, s, act, act.paused, c, dice, ev);
  const w = warrior(s, act.warrior);
  const t = warrior(s, c.target);
  if (c.kind === 'strike') {
    const f = facingFor(ctx, s, w, t);
    if (f && f !== w.facing) {
      turnInPlace(ctx, s, w, f);
      ev.push({ type: 'hybrid/turn-to-strike', warrior: w.id, facing: f, rule: 'HY-FACE-04' });
    }
  }
  revealArmy(ctx, s, 'first-contact', ev);
  act.action = {
    kind: c.kind,
    target: c.target,
    level: c.level,
    second: c.kind === 'fire' ? (c.second ?? null) : null,
    combined: c.kind === 'strike' && c.combined === true,
    cards: [],
    opened: false,
    hinder: null,
    stage: 'cards',
    queue: [],
    anyStrikeHit: false,
    secondDone: false,
  };
  w.modeLevel = c.level;
  // A warrior still in Skilled Firing in his end-of-round move who fires at a level of his choice
  // has picked another level: the state ends (HY-MODE-F-16, HY-MODE-07).
  if (w.watch !== null) leaveWatch(s, w, ev);
  s.cards.pierce = c.kind === 'fire' ? (c.pierce ?? null) : null;
  ev.push({
    type: 'hybrid/announce',
    warrior: w.id,
    kind: c.kind,
    target: c.target,
    level: c.level,
    rule: 'HY-MODE-05',
  });
  act.stage = 'resolve';
  return continueCards(ctx, s, dice, ev);
}

function stepCards(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  c: Extract<HybridChoice, { kind: 'cards' }>,
  dice: Dice,
  ev: Events,
): Result<true> {
  const act = s.current as Activation;
  if (act.paused) return pauseCards(ctx, s, seat, act, act.paused, c.cards, dice, ev, c.effect === true);
  takeCards(ctx, s, seat, c, dice, ev);
  return continueCards(ctx, s, dice, ev);
}

/** The acting side's cards for the action's roll, for their points or an Effect (HY-CARD-ACTION-08). */
function takeCards(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  c: Extract<HybridChoice, { kind: 'cards' }>,
  dice: Dice,
  ev: Events,
): void {
  const action = (s.current as Activation).action as Action;
  const st = s.sides[seat];
  if (c.effect === true && c.cards[0]) playEffect(ctx, s, seat, c.cards[0], dice, ev, undefined, c.shot);
  else {
    st.hand = st.hand.filter((id) => !c.cards.includes(id));
    s.actionDiscard.push(...c.cards);
    action.cards.push(...c.cards);
    // A Heroic Firing's cards for its second shot (HY-MODE-F-28).
    if (c.shot === 2) (action.secondCards ??= []).push(...c.cards);
  }
  if (action.stage === 'cards') action.opened = c.cards.length > 0;
  ev.push({
    type: 'hybrid/cards',
    seat,
    cards: c.cards,
    points: c.effect === true ? 0 : cardPoints(ctx, c.cards),
    ...(c.shot ? { shot: c.shot } : {}),
    rule: 'HY-CARD-ACTION-08',
  });
  action.stage = action.stage === 'cards' ? 'hinder' : 'done';
}

function stepHinder(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  c: Extract<HybridChoice, { kind: 'hinder' }>,
  dice: Dice,
  ev: Events,
): Result<true> {
  const act = s.current as Activation;
  if (act.paused) return pauseCards(ctx, s, seat, act, act.paused, c.card ? [c.card] : [], dice, ev, c.effect === true);
  takeHindrance(ctx, s, seat, c, dice, ev);
  return continueCards(ctx, s, dice, ev);
}

/** The other side's one card against the action's roll, for its points or an Effect (HY-CARD-ACTION-09). */
function takeHindrance(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  c: Extract<HybridChoice, { kind: 'hinder' }>,
  dice: Dice,
  ev: Events,
): void {
  const action = (s.current as Activation).action as Action;
  if (c.card && c.effect === true) {
    playEffect(ctx, s, seat, c.card, dice, ev, undefined, c.shot);
    s.cards.defenderCard = true;
  } else if (c.card) {
    s.sides[seat].hand = s.sides[seat].hand.filter((id) => id !== c.card);
    s.actionDiscard.push(c.card);
    action.hinder = c.card;
    // In a Heroic Firing it answers one shot only (HY-MODE-F-28).
    if (c.shot) action.hinderShot = c.shot;
  }
  ev.push({
    type: 'hybrid/hindrance',
    seat,
    card: c.card,
    points: c.card && c.effect !== true ? cardPoints(ctx, [c.card]) : 0,
    ...(c.shot ? { shot: c.shot } : {}),
    rule: 'HY-CARD-ACTION-09',
  });
  action.stage = action.opened ? 'cards-more' : 'done';
}

function stepParry(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  c: Extract<HybridChoice, { kind: 'parry' }>,
  dice: Dice,
  ev: Events,
): Result<true> {
  const act = s.current as Activation;
  if (act.paused) return pauseParry(ctx, s, seat, act, act.paused, c, dice, ev);
  const action = act.action as Action;
  const atk = action.queue[0] as Attack;
  atk.parry = c.level;
  if (c.card) {
    s.sides[seat].hand = s.sides[seat].hand.filter((id) => id !== c.card);
    s.actionDiscard.push(c.card);
    s.cards.defenderCard = true;
    s.cards.parryPoints = cardPoints(ctx, [c.card]);
    ev.push({
      type: 'hybrid/parry-card',
      seat,
      card: c.card,
      points: s.cards.parryPoints,
      rule: 'HY-CARD-ACTION-25',
    });
  }
  ev.push({ type: 'hybrid/parry-level', warrior: atk.target, level: c.level, rule: 'HY-MODE-DC-03' });
  action.stage = 'done';
  resolveQueue(ctx, s, dice, ev);
  return afterResolve(ctx, s, dice, ev);
}

function stepSacrifice(
  ctx: Ctx,
  s: HybridState,
  c: Extract<HybridChoice, { kind: 'sacrifice' }>,
  dice: Dice,
  ev: Events,
): Result<true> {
  const act = s.current as Activation;
  const w = warrior(s, act.warrior);
  const t = warrior(s, c.target);
  const x = apt(ctx, w, 'Sacrifice') ?? 0;
  ev.push({ type: 'hybrid/sacrifice', warrior: w.id, target: t.id, rule: 'HY-APT-44' });
  // Removed from the game, he leaves it as any eliminated warrior does: his Mutation cards
  // discarded, his Aura ended, his counters gone (no Action card, no First Blood: `eliminate`).
  const src: WoundSource = { by: w.id, kind: 'sacrifice' };
  eliminate(ctx, s, w, src, ev);
  wound(ctx, s, t, x, src, ev, 'HY-APT-45');
  return finishActivation(ctx, s, dice, ev);
}

function stepObjective(
  ctx: Ctx,
  s: HybridState,
  c: Extract<HybridChoice, { kind: 'objective' }>,
  dice: Dice,
  ev: Events,
): Result<true> {
  const act = s.current as Activation;
  const w = warrior(s, act.warrior);
  const k = squaresOf(ctx, w)
    .map(squareKey)
    .find((q) => s.objectiveCounters[q] !== undefined) as string;
  const n = s.objectiveCounters[k] as number;
  delete s.objectiveCounters[k];
  s.sides[w.side].objectivesDone.push(n);
  if (n === 1) s.objective1By = w.side;
  ev.push({ type: 'hybrid/objective', warrior: w.id, counter: n, rule: 'HY-OBJ-05' });
  return finishActivation(ctx, s, dice, ev);
}

function stepEventCounter(
  ctx: Ctx,
  s: HybridState,
  c: Extract<HybridChoice, { kind: 'event-counter' }>,
  dice: Dice,
  ev: Events,
): Result<true> {
  const act = s.current as Activation;
  const w = warrior(s, act.warrior);
  const k = squaresOf(ctx, w)
    .map(squareKey)
    .find((q) => q in s.eventCounters) as string;
  const trap = s.eventCounters[k] === true;
  delete s.eventCounters[k];
  s.lastEventSide = w.side;
  ev.push({ type: 'hybrid/event-counter', warrior: w.id, at: k, trap, reveal: true, rule: 'HY-COUNTER-02' });
  if (trap) {
    // An Expert Move victim's -2 holds on this roll too, as on every Natural Roll (HY-MODE-MV-10).
    const r = naturalRoll(dice, nvNow(ctx, w) + 3 + expertVictim(w), 1);
    ev.push(rollEvent('Trap', w.id, r, 'HY-TRAP-14'));
    if (!succeeded(r.result)) wound(ctx, s, w, 1, { by: null, kind: 'trap' }, ev, 'HY-TRAP-14');
  } else drawEvent(ctx, s, w.side, dice, ev);
  return finishActivation(ctx, s, dice, ev);
}

function stepPlayEvent(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  c: Extract<HybridChoice, { kind: 'play-event' }>,
  dice: Dice,
  ev: Events,
): Result<true> {
  if (s.phase === 'roll-cards') {
    playSuperior(s, seat, c.card, ev);
    rollForFirst(ctx, s, dice, ev);
    return ok(true);
  }
  const inWindow = s.cards.eventWindow === seat;
  const card = ctx.content.eventCards.find((x) => x.id === c.card);
  if (
    playOwnEvent(ctx, s, seat, c.card, c.target, ev, c.x !== undefined && c.y !== undefined ? [c.x, c.y] : undefined)
  ) {
    // Seen from a swapped warrior's new square, an infiltrator loses it before anyone moves on
    // (HY-APT-37); a Skilled Firing enemy who now sees either fires once the choice is made.
    if (card?.effect === 'deceit') checkInfiltration(ctx, s, ev);
    return inWindow ? afterWindowPlay(ctx, s, seat, dice, ev) : ok(true);
  }
  s.sides[seat].eventHand = s.sides[seat].eventHand.filter((id) => id !== c.card);
  s.eventDiscard.push(c.card);
  ev.push({
    type: 'hybrid/event-played',
    seat,
    card: c.card,
    name: card?.name,
    target: c.target,
    rule: 'HY-CARD-EVENT-06',
  });
  const t = c.target ? s.warriors.find((x) => x.id === c.target) : undefined;
  if (card?.effect === 'heal' && t && t.wounds > 0) t.wounds--;
  if (card?.effect === 'harm' && t) {
    const r = naturalRoll(dice, nvNow(ctx, t) + expertVictim(t), 1);
    ev.push(rollEvent('Event test', t.id, r, 'HY-CARD-EVENT-08'));
    // The player's card deals it: an enemy it kills draws his side a card (AMB-25).
    if (!succeeded(r.result)) wound(ctx, s, t, 1, { by: null, kind: 'event', card: seat }, ev, 'HY-CARD-EVENT-06');
    const act = s.current;
    if (!inWindow && act && act.warrior === t.id && t.status !== 'in-play') return finishActivation(ctx, s, dice, ev);
  }
  checkVictory(ctx, s, ev);
  // In a window the word passes on once the seat has nothing more to play.
  if (inWindow) return afterWindowPlay(ctx, s, seat, dice, ev);
  return ok(true);
}

function startActivations(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): void {
  s.phase = 'activation';
  s.turn = s.first;
  s.current = null;
  s.endQueue = [];
  ev.push({ type: 'hybrid/sequence-set', rule: 'HY-ACT-04' });
  deployLate(ctx, s, ev);
  advance(ctx, s, dice, ev);
}

/** Skips card stages a side cannot take part in; then queues and resolves the attacks. */
function continueCards(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): Result<true> {
  const act = s.current as Activation;
  const action = act.action as Action;
  for (;;) {
    if (action.stage === 'cards' && s.sides[act.seat].hand.length === 0) {
      action.stage = 'hinder';
      continue;
    }
    if (action.stage === 'hinder' && s.sides[other(act.seat)].hand.length === 0) {
      action.stage = action.opened ? 'cards-more' : 'done';
      continue;
    }
    if (action.stage === 'cards-more' && s.sides[act.seat].hand.length === 0) {
      action.stage = 'done';
      continue;
    }
    break;
  }
  if (action.stage === 'done' && action.level > cardedTop(ctx, s, act, action)) {
    // The player announces a level again (HY-MODE-08); with a single one left there is nothing to ask.
    if (openLevels(ctx, s, act, action).length > 1) action.stage = 'level';
  }
  if (action.stage !== 'done') return ok(true);
  return resolveAction(ctx, s, act, action, dice, ev);
}

/** The level announced again after the cards (HY-MODE-08), then the action's rolls. */
function stepRelevel(
  ctx: Ctx,
  s: HybridState,
  c: Extract<HybridChoice, { kind: 'relevel' }>,
  dice: Dice,
  ev: Events,
): Result<true> {
  const act = s.current as Activation;
  const action = act.action as Action;
  ev.push({
    type: 'hybrid/level-lowered',
    warrior: act.warrior,
    from: action.level,
    to: c.level,
    rule: 'HY-MODE-08',
  });
  action.level = c.level;
  warrior(s, act.warrior).modeLevel = c.level;
  action.stage = 'done';
  return resolveAction(ctx, s, act, action, dice, ev);
}

/** The action's attacks, once its cards and level are settled, rolled in turn. */
function resolveAction(
  ctx: Ctx,
  s: HybridState,
  act: Activation,
  action: Action,
  dice: Dice,
  ev: Events,
): Result<true> {
  const base = cardedAttack(ctx, s, act, action, ev);
  if (!base) {
    // No level the cards leave him can reach the target (say only Expert Firing saw past the
    // warrior in the way): no level can be announced again for this shot, so it is lost, with no
    // roll and the cards spent (HY-MODE-08, HY-CARD-ACTION-14).
    ev.push({
      type: 'hybrid/shot-lost',
      warrior: act.warrior,
      target: action.target,
      from: action.level,
      rule: 'HY-CARD-ACTION-14',
    });
    action.queue = [];
    resolveQueue(ctx, s, dice, ev);
    return afterResolve(ctx, s, dice, ev);
  }
  action.queue = [base];
  if (action.kind === 'fire' && action.level === 6 && action.second)
    action.queue.push(secondShot(ctx, s, action, base));
  resolveQueue(ctx, s, dice, ev);
  return afterResolve(ctx, s, dice, ev);
}

/** The net points of the Action cards played for the action and against it (HY-CARD-ACTION-12, -13). */
const cardNet = (ctx: Ctx, action: Action): number =>
  cardPoints(ctx, action.cards) - (action.hinder ? cardPoints(ctx, [action.hinder]) : 0);

/**
 * The net points of each of a Heroic Firing's two shots (HY-MODE-F-28, HY-CARD-ACTION-11): the
 * cards tied to that shot, less the Hindrance if it answers that one. The level both shots are
 * made at is still set by all the cards together (`cardedTop`), as one Mode announced.
 */
function shotNets(ctx: Ctx, action: Action): [number, number] {
  const second = action.secondCards ?? [];
  const against = action.hinder ? cardPoints(ctx, [action.hinder]) : 0;
  const onSecond = action.hinderShot === 2 ? against : 0;
  const firstCards = action.cards.filter((c) => !second.includes(c));
  return [cardPoints(ctx, firstCards) - (against - onSecond), cardPoints(ctx, second) - onSecond];
}

/** A Heroic Firing's second shot, at its own target with the points of its own cards (HY-MODE-F-28). */
function secondShot(ctx: Ctx, s: HybridState, action: Action, base: Attack): Attack {
  const second = warrior(s, action.second as string);
  return {
    ...base,
    target: second.id,
    cards: shotNets(ctx, action)[1],
    shot: 2,
    rear: fromBehind(ctx, 'fire', warrior(s, base.attacker), second),
  };
}

/** The highest level the Mode value allows once the action's cards are played (never below 1, HY-CARD-ACTION-13). */
function cardedTop(ctx: Ctx, s: HybridState, act: Activation, action: Action): number {
  const w = warrior(s, act.warrior);
  const mode: ModeId = action.kind === 'strike' ? 'OC' : 'F';
  return Math.min(6, Math.max(1, (modeValue(ctx, w, mode) ?? 1) + cardNet(ctx, action)));
}

/**
 * The levels the attacker may announce again when the cards leave the Mode value below the one he
 * announced (HY-MODE-08): those up to the value at which the same attack is still open. Any
 * level strikes the enemy in contact; a shot is never Skilled Firing (which fires at no one) and
 * its target must be one of the level's (Novice Firing shoots all round, the others only to the
 * front and not beside him, HY-MODE-F-12, -13).
 */
function openLevels(ctx: Ctx, s: HybridState, act: Activation, action: Action): number[] {
  return levelsUpTo(ctx, s, warrior(s, act.warrior), action.kind, action.target, cardedTop(ctx, s, act, action));
}

/** The levels up to `top` at which `w` may make a strike or a shot at `target` (`openLevels`). */
function levelsUpTo(ctx: Ctx, s: HybridState, w: Warrior, kind: Action['kind'], target: string, top: number): number[] {
  const out: number[] = [];
  for (let level = 1; level <= top; level++) {
    if (kind === 'fire' && (level === 3 || !fireTargets(ctx, s, w, level).some((t) => t.id === target))) continue;
    out.push(level);
  }
  return out;
}

/**
 * The action's first attack once its cards are settled: the net points of the cards played for
 * it and against it, and the Mastery Level lowered when the points leave the Mode's value below
 * it and no choice is left (HY-CARD-ACTION-14): to the one level still open for the attack. Null
 * when none is: a shot no level left can make. A preview of the roll (`choiceRolls`) takes the
 * highest level open.
 */
function cardedAttack(ctx: Ctx, s: HybridState, act: Activation, action: Action, ev: Events): Attack | null {
  const w = warrior(s, act.warrior);
  const net = cardNet(ctx, action);
  const top = cardedTop(ctx, s, act, action);
  if (action.level > top) {
    const to = openLevels(ctx, s, act, action).pop();
    if (to === undefined) return null;
    ev.push({ type: 'hybrid/level-lowered', warrior: w.id, from: action.level, to, rule: 'HY-CARD-ACTION-14' });
    action.level = to;
  }
  // A Heroic Firing lowered to a level of one shot (HY-MODE-08): as all its cards' points, the
  // Effects tied to either shot go to that one.
  if (!heroicFiring(action) && s.cards.effects.some((e) => e.shot !== undefined))
    s.cards.effects = s.cards.effects.map((e) => ({ seat: e.seat, card: e.card, cancelled: e.cancelled }));
  const t = warrior(s, action.target);
  return {
    kind: action.kind,
    attacker: w.id,
    target: t.id,
    level: action.level,
    // A Heroic Firing's first shot takes only its own cards (HY-MODE-F-28), and the Effects tied to it.
    cards: heroicFiring(action) ? shotNets(ctx, action)[0] : net,
    parry: null,
    rear: fromBehind(ctx, action.kind, w, t),
    ...(heroicFiring(action) ? { shot: 1 as const } : {}),
  };
}

function afterResolve(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): Result<true> {
  const act = s.current;
  if (!act || s.outcome) return ok(true);
  const w = warrior(s, act.warrior);
  if (w.status !== 'in-play') return finishActivation(ctx, s, dice, ev);
  checkVictory(ctx, s, ev);
  return ok(true);
}

function finishActivation(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): Result<true> {
  const act = s.current;
  // Whoever its last choice brought into a Skilled Firing warrior's sight draws his shot before
  // the activation ends (AMB-14): a warrior gone from between them, out of the laboratory or fallen.
  if (act && !s.outcome) {
    if (ambushNow(ctx, s, act, 'finish', dice, ev) === 'wait') return ok(true);
    // Its shots may have ended the game (HY-END-05).
    if (s.outcome) return ok(true);
  }
  // The other player's last moment for Event cards in this activation (CARD-EVENT-04).
  if (act && eventWindow(ctx, s, 'end', 'end', [other(act.seat)], 'finish')) return ok(true);
  if (act) {
    const w = warrior(s, act.warrior);
    if (w.status === 'in-play' && act.mode === 'DC' && !w.dc && !act.endOfRound && act.stage !== 'finish')
      w.dc = { heroic: false };
    ev.push({ type: 'hybrid/activation-end', warrior: w.id, rule: 'HY-ACT-11' });
  }
  s.current = null;
  checkInfiltration(ctx, s, ev);
  checkFirstContact(ctx, s, ev);
  checkVictory(ctx, s, ev);
  if (s.outcome) return ok(true);
  advance(ctx, s, dice, ev);
  return ok(true);
}

// ---------------------------------------------------------------------------------------------
// The Rules object

export function hybridRules(content: HybridContent, options: Options): Rules<HybridState, HybridChoice, HybridView> {
  const ctx = makeCtx(content, options);
  const self: Rules<HybridState, HybridChoice, HybridView> = {
    seats: () => SEATS,
    setup: (setup, dice) => {
      const made = setupState(ctx, setup, dice);
      // A game needs two armies (a position built square by square starts from none: setupState).
      if (made.ok)
        for (const side of SEATS)
          if (!made.value.warriors.some((w) => w.side === side))
            return fail('setup/empty-army', `The ${side} army has no warrior; each side needs at least one`);
      return made;
    },
    pending(s) {
      if (s.outcome) return [];
      const out: Decision[] = [];
      const secret = s.phase === 'sequence';
      for (const seat of askedSeats(s)) {
        const kind = decisionKind(s, seat);
        out.push(secret ? { seats: [seat], kind, secret } : { seats: [seat], kind });
      }
      return out;
    },
    legalChoices(s, seat) {
      if (seat !== 'griffin' && seat !== 'scorpion') return [];
      return legalFor(ctx, s, seat);
    },
    apply(s, seat, choice, dice) {
      if (seat !== 'griffin' && seat !== 'scorpion')
        return fail('phase/not-your-decision', `There is no seat "${seat}"`);
      return applyChoice(ctx, s, seat, choice, dice);
    },
    view(s, seat) {
      const v = buildView(ctx, s, seat === 'griffin' || seat === 'scorpion' ? seat : null);
      if (v.seat === null) return v;
      const { rolls, lost } = choiceOdds(ctx, s, v.seat);
      const thrown = thrownOffered(ctx, s, v.seat);
      return {
        ...v,
        ...(thrown.length > 0 ? { thrownNow: thrown } : {}),
        ...(Object.keys(rolls).length > 0 ? { rolls } : {}),
        ...(lost.length > 0 ? { lostWithoutCards: lost } : {}),
        ...attackTermsView(ctx, s, rolls, (a, t, level) => rockfallOnLine(ctx, s, a, t, level)),
      };
    },
    outcome: (s) => s.outcome,
    invariants: (s) => invariants(ctx, s),
    fast: {
      clone: cloneState,
      applyInPlace: (s, seat, choice, dice) => applyInPlace(ctx, s, seat as Seat, choice, dice),
      randomChoice(s, seat, chooser) {
        if (seat !== 'griffin' && seat !== 'scorpion') throw new Error(`hybrid: there is no seat "${seat}"`);
        return randomChoice(ctx, s, seat, chooser);
      },
    },
  };
  return self;
}

/** Which seats must decide now; each always has at least one legal choice. */
export function askedSeats(s: HybridState): Seat[] {
  if (s.outcome) return [];
  switch (s.phase) {
    case 'over':
      return [];
    case 'opening-hand':
      return SEATS.filter((x) => !s.sides[x].handDecided || setupOwed(s, x));
    case 'roll-cards':
      return s.cards.roll ? [s.cards.roll.turn] : [];
    case 'choose-first':
      return s.rollWinner ? [s.rollWinner] : [];
    case 'sequence':
      return SEATS.filter((x) => !s.sides[x].sequenceDone);
    case 'activation': {
      const act = s.current;
      if (!act) return [];
      const mad = madnessSeat(s);
      if (mad) return [mad];
      if (s.cards.eventWindow) return [s.cards.eventWindow];
      if (act.paused) return [pauseSeat(s, act, act.paused)];
      if (act.stage !== 'resolve') return [act.seat];
      const action = act.action;
      if (!action) return [];
      if (action.stage === 'hinder') return [other(act.seat)];
      if (action.stage === 'parry') {
        const t = s.warriors.find((w) => w.id === action.queue[0]?.target);
        return t ? [t.side] : [];
      }
      if (
        action.stage === 'cards' ||
        action.stage === 'cards-more' ||
        action.stage === 'level' ||
        action.stage === 'push'
      )
        return [act.seat];
      if (action.stage === 'keep') return action.keep ? [action.keep.seat] : [];
      return [];
    }
  }
}

/** The decision kind of each stage of an activation (one string each, not one made per call). */
const STAGE_KINDS: Readonly<Record<Activation['stage'], string>> = {
  mode: 'hybrid/mode',
  move: 'hybrid/move',
  action: 'hybrid/action',
  resolve: 'hybrid/resolve',
  finish: 'hybrid/finish',
};

function decisionKind(s: HybridState, seat: Seat): string {
  switch (s.phase) {
    case 'opening-hand':
      return 'hybrid/opening-hand';
    case 'roll-cards':
      return 'hybrid/roll-cards';
    case 'choose-first':
      return 'hybrid/choose-first';
    case 'sequence':
      return 'hybrid/place-counters';
    case 'activation': {
      const act = s.current;
      if (!act) return 'hybrid/activation';
      if (madnessSeat(s)) return 'hybrid/madness';
      if (s.cards.eventWindow) return 'hybrid/events';
      if (act.paused) {
        if (act.paused.stage === 'aim') return 'hybrid/ambush-aim';
        if (act.paused.stage === 'parry') return 'hybrid/parry';
        return act.paused.reason === 'ambush' ? 'hybrid/ambush-cards' : 'hybrid/jump-cards';
      }
      if (act.stage === 'resolve') {
        const st = act.action?.stage;
        if (st === 'parry') return 'hybrid/parry';
        if (st === 'hinder') return 'hybrid/hindrance';
        if (st === 'push') return 'hybrid/push';
        if (st === 'level') return 'hybrid/relevel';
        if (st === 'keep') return 'hybrid/keep-die';
        return 'hybrid/action-cards';
      }
      void seat;
      return STAGE_KINDS[act.stage];
    }
    case 'over':
      return 'hybrid/over';
  }
}

/**
 * A move stopped mid-way for a roll (a Skilled Firing ambush, HY-MODE-F-17, or a trapdoor jump)
 * may have stopped on a square the mover only passes through: a friend's (HY-MOVE-17) or, in
 * Novice Move, an enemy's (HY-MOVE-20). Tells whether warriors `a` and `b` may share square `k`
 * for that reason; never on a square where the move ends (HY-MOVE-19).
 */
function passingThrough(ctx: Ctx, s: HybridState, a: Warrior, b: Warrior, k: string): boolean {
  const act = s.current;
  const run = act?.paused;
  if (!act || !run) return false;
  const mover = a.id === act.warrior ? a : b.id === act.warrior ? b : null;
  if (!mover) return false;
  const o = mover === a ? b : a;
  if (o.side !== mover.side && !(act.mode === 'MV' && act.level === 2)) return false;
  const end = footprint(sq(run.to.x, run.to.y), profileOf(ctx, mover).base, run.to.facing);
  return !end.some((q) => squareKey(q) === k);
}

/**
 * The broken invariants of a position: its shape first (a position may come from a file), then
 * the ids it names, then what its parts mean together; each check runs only when the ones before
 * it found nothing, so that it may take them for granted.
 */
export function invariants(ctx: Ctx, s: HybridState): string[] {
  const shape = shapeProblems(s);
  if (shape.length > 0) return shape;
  const refs = referenceProblems(ctx, s);
  if (refs.length > 0) return refs;
  return meaningProblems(ctx, s);
}

function meaningProblems(ctx: Ctx, s: HybridState): string[] {
  const out: string[] = [];
  const seen = new Map<string, Warrior>();
  for (const w of inPlay(s)) {
    const p = profileOf(ctx, w);
    if (w.wounds < 0 || w.wounds >= p.nv) out.push(`${w.id} in play with ${w.wounds} wounds of NV ${p.nv}`);
    for (const q of squaresOf(ctx, w)) {
      const k = squareKey(q);
      const o = seen.get(k);
      if (o && !passingThrough(ctx, s, w, o, k)) out.push(`${w.id} and ${o.id} share square ${k}`);
      // The warrior standing there is kept, so a third on the square is caught.
      if (!o || o.id === s.current?.warrior) seen.set(k, w);
      if (s.board.features[k]?.column) out.push(`${w.id} stands on a column at ${k}`);
      if (s.board.features[k]?.entryCover || s.board.features[k]?.lever)
        out.push(`${w.id} stands on a counter that is never walked on at ${k}`);
      if (q.x < 0 || q.y < 0 || q.x >= s.board.width || q.y >= s.board.height) out.push(`${w.id} is off the board`);
    }
    if (w.dc && w.watch !== null) out.push(`${w.id} is both in DC and in Skilled Firing`);
  }
  // Warriors off the board until deployed: only under `deployAfterFirstRoll`, only in round 1
  // before its activations (AMB-09).
  const deploying = ctx.options['deployAfterFirstRoll'] === true && s.round <= 1 && s.phase !== 'activation';
  for (const w of s.warriors) {
    if (w.status === 'undeployed' && !deploying) out.push(`${w.id} is not deployed in round ${s.round}, ${s.phase}`);
    if (w.status !== 'in-play' && w.wounds > profileOf(ctx, w).nv) out.push(`${w.id} has more wounds than NV`);
    if ((w.status === 'waiting' || w.status === 'reserve') && !s.board.entries?.some((e) => e.id === w.entry))
      out.push(`${w.id} waits off the board at no Entry counter`);
  }
  const mission = missionOf(ctx, s);
  // The board is the mission's, laid out at setup; its size sets the grids the movement search
  // makes (a board a million squares across exhausts their memory).
  const size = boardSize(mission);
  if (s.board.width !== size.width || s.board.height !== size.height)
    out.push(`the board is ${s.board.width}x${s.board.height}, the mission's is ${size.width}x${size.height}`);
  if (s.phase === 'sequence') {
    // A side's placing ends exactly when its sequence is complete (HY-ACT-04), and the activations
    // begin as soon as both have ended it.
    for (const side of SEATS)
      if (s.sides[side].sequenceDone !== sequenceComplete(s, side))
        out.push(
          `the ${side} sequence is ${s.sides[side].sequenceDone ? 'ended but not complete' : 'complete but not ended'}`,
        );
    if (SEATS.every((side) => s.sides[side].sequenceDone))
      out.push('both sequences are set, yet no activation has begun');
  }
  const counters = Object.keys(s.eventCounters).length;
  if (counters > mission.eventSquares.length) out.push('more Event counters than the mission deals');
  const cards =
    s.actionDeck.length +
    s.actionDiscard.length +
    s.sides.griffin.hand.length +
    s.sides.scorpion.hand.length +
    committedCards(s);
  if (cards !== ctx.content.actionCards.length)
    out.push(`Action cards: ${cards} instead of ${ctx.content.actionCards.length}`);
  const events =
    s.eventDeck.length +
    s.eventDiscard.length +
    s.sides.griffin.eventHand.length +
    s.sides.scorpion.eventHand.length +
    eventsInPlay(ctx, s);
  if (events !== ctx.content.eventCards.length)
    out.push(`Event cards: ${events} instead of ${ctx.content.eventCards.length}`);
  return out;
}
