/**
 * Card play: Aura and Mutation cards from setup to their use, the Activation Roll with Action
 * cards, Action card Effects, Event and Army card effects, and the dice they change.
 */
import type { Dice, GameEvent } from '@skirmish/core';
import { canReceive, inAura, leaderCandidates, renunciationSquares, shielded } from '../aptitudes.ts';
import type { ActionCard } from '../content/schema.ts';
import { judge, judgeSpec, luckDropped, luckyKept, succeeded, type NaturalRoll, type RollSpec } from '../roll.ts';
import { SEATS, other, type Attack, type HybridState, type Seat, type Warrior } from '../state.ts';
import { templateSquares } from '../board.ts';
import { nemesisOn, placeDarkness, removeTemplate } from '../nemesis.ts';
import {
  apt,
  distanceBetween,
  enemiesInContact,
  expertVictim,
  gridOf,
  inPlay,
  nvNow,
  occupancy,
  profileOf,
  seesSquareOf,
  sightRange,
  squaresOf,
  type Ctx,
} from '../world.ts';
import { sq } from '@skirmish/geometry/grid';
import type { HybridChoice } from '../choices.ts';
import type { CardChoice } from './choices.ts';
import { carries, mutationCard } from './mutations.ts';
import { shownInHand, type WindowMoment, type WindowResume, type WoundFn, type WoundSource } from './state.ts';

type Events = GameEvent[];

/** A side by its name, for the English text an event carries. */
const SIDE_EN: Record<Seat, string> = { griffin: 'Griffin', scorpion: 'Scorpion' };

const actionCard = (ctx: Ctx, id: string): ActionCard | undefined => ctx.content.actionCards.find((c) => c.id === id);
const points = (ctx: Ctx, ids: readonly string[]): number =>
  ids.reduce((n, id) => n + (actionCard(ctx, id)?.points ?? 0), 0);

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

/** A plain Natural Roll of one D10 against a warrior's current NV, with no modifier (ROLL-13). */
function plainRoll(dice: Dice, sl: number): NaturalRoll {
  const kept = dice.roll(10);
  return { rolls: [kept], kept, sl, result: judge(kept, sl) };
}

// ---------------------------------------------------------------------------------------------
// Setup: Aura and Mutation cards, the Conviction leader

/** Deals 3 Aura cards to each Aura bearer and 3 Mutation cards to a Scorpion army that can use them. */
export function dealEquipment(ctx: Ctx, s: HybridState, dice: Dice): void {
  const bearers = s.warriors.filter((w) => w.side === 'griffin' && apt(ctx, w, 'Aura') !== null);
  if (bearers.length > 0) {
    const deck = dice.shuffle(ctx.content.auraCards.map((a) => a.id));
    for (const b of bearers) {
      const drawn = deck.splice(0, 3);
      if (drawn.length === 3) s.cards.auraDrawn[b.id] = drawn;
      else s.cards.auraKept[b.id] = drawn;
    }
  }
  const mutants = s.warriors.filter((w) => w.side === 'scorpion' && (apt(ctx, w, 'Mutation') ?? 0) > 0).length;
  if (mutants > 0) {
    // Three for the army (HY-SETUP-08), or three for each Mutation/X warrior under the table's
    // `mutationDrawPerWarrior` (AMB-18). One card of each three is discarded (`setupChoices`, one
    // three at a time); a short last group, the deck being out, is kept whole. All kept cards
    // make the army's one pool, given out as ever (MUTATION-04).
    const n = ctx.options['mutationDrawPerWarrior'] === true ? mutants : 1;
    const drawn = dice.shuffle(ctx.content.mutationCards.map((m) => m.id)).slice(0, 3 * n);
    const whole = drawn.length - (drawn.length % 3);
    if (whole > 0) s.cards.mutationDrawn = drawn.slice(0, whole);
    if (whole < drawn.length) s.cards.mutationKept = drawn.slice(whole);
  }
  for (const side of SEATS) {
    const tied = leaderCandidates(ctx, s, side).map((w) => w.id);
    s.cards.leaders[side] = tied[0] ?? null;
    // A tie on every count is the owner's to settle (APT-16, AMB-28), with the setup discards; it
    // only matters to a side with a Conviction warrior.
    const convinced = s.warriors.some((w) => w.side === side && apt(ctx, w, 'Conviction') !== null);
    if (tied.length > 1 && convinced) {
      s.cards.leaders[side] = null;
      s.cards.leaderTie = { ...s.cards.leaderTie, [side]: tied };
    }
  }
}

/** The owner's pick of his Conviction leader among the tied bearers (APT-16, AMB-28). */
export function chooseLeader(s: HybridState, seat: Seat, warrior: string, ev: Events): void {
  s.cards.leaders[seat] = warrior;
  const rest = { ...s.cards.leaderTie };
  delete rest[seat];
  if (Object.keys(rest).length > 0) s.cards.leaderTie = rest;
  else delete s.cards.leaderTie;
  ev.push({ type: 'hybrid/leader-chosen', seat, warrior, rule: 'HY-APT-16' });
}

/** Setup discards, and the pick of a tied Conviction leader, still owed by a side. */
export function setupChoices(s: HybridState, seat: Seat): HybridChoice[] {
  const out: HybridChoice[] = [];
  if (seat === 'griffin')
    for (const [warrior, drawn] of Object.entries(s.cards.auraDrawn))
      for (const card of drawn) out.push({ kind: 'discard-aura', warrior, card });
  // The Mutation cards drawn come in threes (more than one under `mutationDrawPerWarrior`): one
  // of the first three is discarded at a time.
  if (seat === 'scorpion')
    for (const card of s.cards.mutationDrawn.slice(0, 3)) out.push({ kind: 'discard-mutation', card });
  for (const warrior of s.cards.leaderTie?.[seat] ?? []) out.push({ kind: 'leader', warrior });
  return out;
}

export const setupOwed = (s: HybridState, seat: Seat): boolean => setupChoices(s, seat).length > 0;

// ---------------------------------------------------------------------------------------------
// The Activation Roll

const holds = (ctx: Ctx, s: HybridState, seat: Seat, effect: string): string | undefined =>
  s.sides[seat].eventHand.find((id) => ctx.content.eventCards.find((c) => c.id === id)?.effect === effect);

/**
 * From round 2 on, opens the auction of Action cards on the Activation Roll when a side has
 * something to commit (ACT-03, CARD-ACTION-20). The previous roll's winner speaks first.
 */
export function openAuction(ctx: Ctx, s: HybridState): boolean {
  if (s.round < 2) return false;
  const able = SEATS.some((seat) => s.sides[seat].hand.length > 0 || holds(ctx, s, seat, 'superior-strategy'));
  if (!able) return false;
  s.cards.roll = {
    turn: s.rollWinner ?? 'griffin',
    committed: { griffin: [], scorpion: [] },
    stops: 0,
    superior: null,
  };
  return true;
}

export function auctionChoices(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
): Array<CardChoice | { kind: 'play-event'; card: string }> {
  const roll = s.cards.roll;
  if (!roll || roll.turn !== seat) return [];
  const out: Array<CardChoice | { kind: 'play-event'; card: string }> = [{ kind: 'commit-card', card: null }];
  for (const card of s.sides[seat].hand) out.push({ kind: 'commit-card', card });
  const superior = holds(ctx, s, seat, 'superior-strategy');
  if (superior) out.push({ kind: 'play-event', card: superior });
  return out;
}

/** Action cards lying face down on the Activation Roll. */
export const committedCards = (s: HybridState): number =>
  s.cards.roll ? s.cards.roll.committed.griffin.length + s.cards.roll.committed.scorpion.length : 0;

/** Commits a card face down or stops; true once both have stopped in a row. */
export function commitCard(s: HybridState, seat: Seat, card: string | null, ev: Events): boolean {
  const roll = s.cards.roll;
  if (!roll) return true;
  if (card) {
    s.sides[seat].hand = s.sides[seat].hand.filter((c) => c !== card);
    roll.committed[seat].push(card);
    roll.stops = 0;
    ev.push({
      type: 'hybrid/roll-card',
      seat,
      rule: 'HY-CARD-ACTION-24',
      text: `${SIDE_EN[seat]} commits a card face down`,
    });
    ev.push({ type: 'hybrid/roll-card-face', seat, card, visibleTo: [seat] });
  } else {
    roll.stops++;
    ev.push({ type: 'hybrid/roll-card-stop', seat, rule: 'HY-CARD-ACTION-20' });
  }
  roll.turn = other(seat);
  return roll.stops >= 2;
}

/** Superior Strategy: its player wins the coming roll outright (CARD-EVENT-12). */
export function playSuperior(s: HybridState, seat: Seat, card: string, ev: Events): void {
  const roll = s.cards.roll;
  if (!roll) return;
  s.sides[seat].eventHand = s.sides[seat].eventHand.filter((c) => c !== card);
  s.eventDiscard.push(card);
  roll.superior = seat;
  ev.push({
    type: 'hybrid/event-played',
    seat,
    card,
    rule: 'HY-CARD-EVENT-12',
    text: `${SIDE_EN[seat]} plays Superior Strategy`,
  });
}

/**
 * Rolls the Activation Roll with the committed cards (CARD-ACTION-21/22): points lower one's own
 * die, a result under 1 counts as 1 (`activationClampAt1`); a natural 10 always loses; a natural 1 beats an equal result
 * reached with points; a double 1 or double 10 is rolled again without points, any other tie with
 * them. The cards are then discarded (CARD-ACTION-23). Returns the winner.
 */
export function activationRoll(ctx: Ctx, s: HybridState, dice: Dice, ev: Events): Seat {
  const roll = s.cards.roll;
  const committed = roll?.committed ?? { griffin: [], scorpion: [] };
  const any = committed.griffin.length + committed.scorpion.length > 0;
  if (any)
    ev.push({
      type: 'hybrid/roll-cards-revealed',
      griffin: [...committed.griffin],
      scorpion: [...committed.scorpion],
      rule: 'HY-CARD-ACTION-20',
    });
  let winner: Seat;
  if (roll?.superior) {
    winner = roll.superior;
    ev.push({ type: 'hybrid/activation-roll-won', seat: winner, rule: 'HY-CARD-EVENT-12' });
  } else {
    let withPoints = true;
    // A result under 1 counts as 1, unless the table's `activationClampAt1` is off: then it may
    // reach 0 or less and beat even a natural 1 (AMB-08).
    const floor = ctx.options['activationClampAt1'] === false ? -Infinity : 1;
    for (;;) {
      const g = dice.roll(10);
      const sc = dice.roll(10);
      const pg = withPoints ? points(ctx, committed.griffin) : 0;
      const ps = withPoints ? points(ctx, committed.scorpion) : 0;
      const fg = Math.max(floor, g - pg);
      const fs = Math.max(floor, sc - ps);
      // A double 1 or double 10 is rolled again without the cards.
      const double = g === sc && (g === 1 || g === 10);
      const won = double ? null : activationWinner(g, sc, fg, fs);
      ev.push({
        type: 'hybrid/activation-roll',
        griffin: g,
        scorpion: sc,
        ...(pg || ps ? { points: { griffin: pg, scorpion: ps }, results: { griffin: fg, scorpion: fs } } : {}),
        ...(won ? { winner: won } : {}),
        rule: pg || ps ? 'HY-CARD-ACTION-21' : 'HY-ACT-01',
      });
      if (double) withPoints = false;
      if (won) {
        winner = won;
        break;
      }
    }
  }
  if (any) {
    s.actionDiscard.push(...committed.griffin, ...committed.scorpion);
    ev.push({ type: 'hybrid/roll-cards-discarded', rule: 'HY-CARD-ACTION-23' });
  }
  s.cards.roll = null;
  return winner;
}

/**
 * Who one Activation Roll makes the winner (natural dice `g` and `sc`, results after the cards
 * `fg` and `fs`), or null when it is rolled again: a 10 loses, the lower result wins, and a tie
 * goes to a natural 1, else it is rolled again. A double 1 or double 10 is the caller's.
 */
function activationWinner(g: number, sc: number, fg: number, fs: number): Seat | null {
  if (g === 10 || sc === 10) return g === 10 ? 'scorpion' : 'griffin';
  if (fg !== fs) return fg < fs ? 'griffin' : 'scorpion';
  if (g === 1 || sc === 1) return g === 1 ? 'griffin' : 'scorpion';
  return null;
}

// ---------------------------------------------------------------------------------------------
// The start of an activation: Auras, Mutations, the Shell, Deceit, Reserve Army cards

export function onActivationStart(ctx: Ctx, s: HybridState, w: Warrior): void {
  s.cards.effects = [];
  s.cards.fresh = [];
  if (s.cards.shown) for (const side of SEATS) s.cards.shown[side] = shownInHand(s, side);
  s.cards.luck = null;
  s.cards.parryPoints = 0;
  s.cards.pierce = null;
  s.cards.defenderCard = false;
  s.cards.auraOpen = apt(ctx, w, 'Aura') !== null && (s.cards.auraKept[w.id]?.length ?? 0) > 0 ? w.id : null;
  s.cards.madnessAsk = madnessTarget(ctx, s, w) ? w.id : null;
}

/**
 * Momentary Madness may seize a warrior of Rank 1 or less the opponent activates (CARD-EVENT-11);
 * never the last warrior of his side, whose side would otherwise count as wiped out.
 */
function madnessTarget(ctx: Ctx, s: HybridState, w: Warrior): boolean {
  if (profileOf(ctx, w).rank > 1 || s.cards.madness) return false;
  if (!holds(ctx, s, other(w.side), 'madness')) return false;
  return inPlay(s).some((x) => x.side === w.side && x.id !== w.id);
}

/** The decision Momentary Madness asks of the opponent, at the start of the activation. */
export function madnessChoices(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
): Array<CardChoice | { kind: 'play-event'; card: string }> {
  const id = s.cards.madnessAsk;
  const w = id ? s.warriors.find((x) => x.id === id) : undefined;
  if (!w || seat === w.side) return [];
  const card = holds(ctx, s, seat, 'madness');
  return card ? [{ kind: 'no-madness' }, { kind: 'play-event', card }] : [{ kind: 'no-madness' }];
}

/** The seat that must answer the Momentary Madness question, if any. */
export function madnessSeat(s: HybridState): Seat | null {
  const id = s.cards.madnessAsk;
  const w = id ? s.warriors.find((x) => x.id === id) : undefined;
  return w ? other(w.side) : null;
}

/** At the start of a round the seized warrior goes back to his own side. */
export function endMadness(s: HybridState, ev: Events): void {
  const m = s.cards.madness;
  if (!m || m.round >= s.round) return;
  const w = s.warriors.find((x) => x.id === m.warrior);
  if (w) w.side = m.side;
  s.cards.madness = null;
  ev.push({ type: 'hybrid/madness-ends', warrior: m.warrior, rule: 'HY-CARD-EVENT-11' });
}

/** Choices before the Mode is set (AURA-04, MUTATION-04/08, MUTATION-14, CARD-EVENT-09). */
export function startChoices(
  ctx: Ctx,
  s: HybridState,
  w: Warrior,
): Array<CardChoice | { kind: 'play-event'; card: string; target?: string }> {
  const out: Array<CardChoice | { kind: 'play-event'; card: string; target?: string }> = [];
  const reloc = s.cards.relocate;
  if (reloc) {
    const bearer = s.warriors.find((b) => b.id === reloc.bearer);
    const first = reloc.warriors[0];
    const target = first ? s.warriors.find((x) => x.id === first) : undefined;
    if (bearer && target)
      for (const q of renunciationSquares(ctx, s, bearer, target))
        out.push({ kind: 'relocate', warrior: target.id, x: q.x, y: q.y });
    return out;
  }
  if (s.cards.auraOpen === w.id) {
    const active = s.cards.auraActive[w.id]?.card;
    for (const card of s.cards.auraKept[w.id] ?? []) if (card !== active) out.push({ kind: 'aura', card });
    // With `auraOptional` off an Aura running is never put out (AMB-37).
    if (active && ctx.options['auraOptional'] !== false) out.push({ kind: 'aura', card: null });
  }
  if (w.side === 'scorpion') {
    // Under `purulentWoundsTarget: 'enemy'` Purulent Excrescence's wound goes to an enemy the
    // player names with the card (AMB-19); by default the carrier takes it.
    const toEnemy = ctx.options['purulentWoundsTarget'] === 'enemy';
    for (const card of s.cards.mutationKept) {
      const purulent = mutationCard(ctx, card)?.effect === 'purulent-excrescence';
      // Purulent Excrescence may go to any eligible warrior at any time; the others only to the one activating.
      const to = purulent ? inPlay(s).filter((x) => x.side === 'scorpion') : [w];
      for (const x of to) {
        if (!canReceive(ctx, x, card, s.cards.mutationsLost?.[x.id] ?? 0)) continue;
        const enemies = purulent && toEnemy ? inPlay(s).filter((e) => e.side !== x.side) : [];
        if (enemies.length === 0) out.push({ kind: 'mutate', warrior: x.id, card });
        for (const e of enemies) out.push({ kind: 'mutate', warrior: x.id, card, target: e.id });
      }
    }
  }
  if (carries(ctx, w, 'biomechanical-shell') && !s.cards.shellUsed.includes(w.id)) out.push({ kind: 'shell' });
  const deceit = holds(ctx, s, w.side, 'deceit');
  if (deceit) for (const f of deceitPartners(ctx, s, w)) out.push({ kind: 'play-event', card: deceit, target: f.id });
  return out;
}

/** Deceit partners: another friend on the same base size within 8 squares (our sample condition). */
export function deceitPartners(ctx: Ctx, s: HybridState, w: Warrior): Warrior[] {
  return inPlay(s).filter(
    (f) =>
      f.side === w.side &&
      f.id !== w.id &&
      profileOf(ctx, f).base === profileOf(ctx, w).base &&
      distanceBetween(ctx, w, f) <= 8,
  );
}

/** Reserve Army cards a side may play now. */
export function armyChoices(ctx: Ctx, s: HybridState, seat: Seat): CardChoice[] {
  const out: CardChoice[] = [];
  for (const card of s.cards.armyReady[seat]) {
    const a = ctx.content.armyCards.find((x) => x.id === card);
    if (a?.effect === 'corporeal-instability') {
      for (const w of inPlay(s)) if (w.side === seat) out.push({ kind: 'play-army', card, target: w.id });
    } else out.push({ kind: 'play-army', card });
  }
  return out;
}

export function applyStartChoice(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  c: CardChoice,
  dice: Dice,
  ev: Events,
  wound: WoundFn,
): void {
  switch (c.kind) {
    case 'discard-aura': {
      const drawn = s.cards.auraDrawn[c.warrior] ?? [];
      s.cards.auraKept[c.warrior] = drawn.filter((x) => x !== c.card);
      delete s.cards.auraDrawn[c.warrior];
      s.cards.auraDiscard.push(c.card);
      ev.push({ type: 'hybrid/aura-kept', warrior: c.warrior, rule: 'HY-SETUP-07', visibleTo: ['griffin'] });
      return;
    }
    case 'discard-mutation':
      s.cards.mutationKept = [
        ...s.cards.mutationKept,
        ...s.cards.mutationDrawn.slice(0, 3).filter((x) => x !== c.card),
      ];
      s.cards.mutationDrawn = s.cards.mutationDrawn.slice(3);
      s.cards.mutationDiscard.push(c.card);
      ev.push({ type: 'hybrid/mutations-kept', rule: 'HY-SETUP-08', visibleTo: ['scorpion'] });
      return;
    case 'aura': {
      const bearer = warriorOf(s, s.current?.warrior);
      s.cards.auraOpen = null;
      if (!bearer) return;
      if (c.card === null) {
        delete s.cards.auraActive[bearer.id];
        ev.push({ type: 'hybrid/aura-off', warrior: bearer.id, rule: 'HY-AURA-04' });
        return;
      }
      s.cards.auraActive[bearer.id] = { card: c.card, stamp: ++s.cards.auraStamp };
      const card = ctx.content.auraCards.find((a) => a.id === c.card);
      ev.push({
        type: 'hybrid/aura',
        warrior: bearer.id,
        card: c.card,
        name: card?.name,
        rule: 'HY-AURA-05',
        text: `${profileOf(ctx, bearer).name} calls up ${card?.name ?? c.card}`,
      });
      if (card?.effect === 'renunciation') renunciation(ctx, s, bearer, dice, ev);
      return;
    }
    case 'relocate': {
      const reloc = s.cards.relocate;
      const w = warriorOf(s, c.warrior);
      if (!reloc || !w) return;
      w.x = c.x;
      w.y = c.y;
      // Moved, for whatever reason: out of Skilled Firing (HY-MODE-F-16).
      if (w.watch !== null) leaveWatch(s, w, ev);
      landed(s, w);
      reloc.warriors = reloc.warriors.filter((x) => x !== w.id);
      if (reloc.warriors.length === 0) s.cards.relocate = null;
      ev.push({ type: 'hybrid/renounced', warrior: w.id, x: c.x, y: c.y, rule: 'HY-AURA-14' });
      return;
    }
    case 'mutate': {
      const w = warriorOf(s, c.warrior);
      if (!w) return;
      s.cards.mutationKept = s.cards.mutationKept.filter((x) => x !== c.card);
      w.mutations.push(c.card);
      const m = mutationCard(ctx, c.card);
      ev.push({
        type: 'hybrid/mutation',
        warrior: w.id,
        card: c.card,
        name: m?.name,
        rule: 'HY-MUTATION-04',
        text: `${profileOf(ctx, w).name} mutates: ${m?.name ?? c.card}`,
      });
      if (m?.effect === 'purulent-excrescence') {
        // The wound goes to the carrier, or to the enemy named with the card (AMB-19). The card
        // is his side's: an enemy it kills draws his side a card, the carrier none (AMB-25).
        const enemy = c.target !== undefined ? warriorOf(s, c.target) : undefined;
        const hurt = enemy ?? w;
        const before = hurt.wounds;
        wound(ctx, s, hurt, 1, { by: enemy ? w.id : null, kind: 'event', card: w.side }, ev, 'HY-MUTATION-08');
        // That wound is the one NV this card may take from him in the game: no spray later (MUTATION-11).
        if (hurt.wounds > before && !s.cards.purulentHurt.includes(hurt.id)) s.cards.purulentHurt.push(hurt.id);
      }
      return;
    }
    case 'shell': {
      const w = warriorOf(s, s.current?.warrior);
      if (!w) return;
      s.cards.shellUsed.push(w.id);
      s.cards.shellRound[w.id] = s.round;
      ev.push({ type: 'hybrid/shell', warrior: w.id, rule: 'HY-MUTATION-14' });
      return;
    }
    case 'play-army': {
      s.cards.armyReady[seat] = s.cards.armyReady[seat].filter((x) => x !== c.card);
      const card = ctx.content.armyCards.find((a) => a.id === c.card);
      ev.push({
        type: 'hybrid/army-played',
        seat,
        card: c.card,
        name: card?.name,
        target: c.target,
        rule: 'HY-CARD-ARMY-01',
      });
      if (card) armyEffect(ctx, s, seat, card.id, c.target ?? null, dice, ev);
      return;
    }
    case 'nullify': {
      const w = warriorOf(s, s.current?.warrior);
      const t = warriorOf(s, c.target);
      const x = w ? apt(ctx, w, 'Nullify') : null;
      if (!w || !t || x === null) return;
      (s.cards.nullified ??= {})[w.id] = s.round;
      // One die against X and nothing else: no card, Luck, wound or Aura reaches a fixed SL (ROLL-11).
      const kept = dice.roll(10);
      const r: NaturalRoll = { rolls: [kept], kept, sl: x, result: judge(kept, x) };
      ev.push(rollEvent('Nullify', w.id, r, 'HY-APT-60'));
      const card = t.mutations[t.mutations.length - 1];
      if (!succeeded(r.result) || card === undefined) return;
      t.mutations = t.mutations.slice(0, -1);
      const lost = (s.cards.mutationsLost ??= {});
      lost[t.id] = (lost[t.id] ?? 0) + 1;
      s.cards.mutationDiscard.push(card);
      ev.push({
        type: 'hybrid/nullified',
        warrior: t.id,
        card,
        name: mutationCard(ctx, card)?.name,
        rule: 'HY-APT-60',
      });
      return;
    }
    case 'commit-card':
    case 'no-madness':
    case 'events-done':
      return;
  }
}

/** The last activation key made, and what it was made of (see `activationKey`). */
let lastKey = { round: -1, warrior: '', endOfRound: false, key: '' };

/**
 * The activation the keys of its windows belong to. A move asks at every step: the same key comes
 * back as the same string, which the state's copy of it then matches at once (a new string would
 * be joined and compared letter by letter each time).
 */
function activationKey(s: HybridState, act: { warrior: string; endOfRound: boolean }): string {
  const k = lastKey;
  if (k.round === s.round && k.warrior === act.warrior && k.endOfRound === act.endOfRound) return k.key;
  const key = `${s.round}:${act.warrior}:${act.endOfRound ? 'end' : 'turn'}`;
  lastKey = { round: s.round, warrior: act.warrior, endOfRound: act.endOfRound, key };
  return key;
}

/**
 * Opens the Event card window of one moment of an activation (CARD-EVENT-04): the seats of
 * `seats` are asked in that order, each only if he holds a card he could play now (`canPlay`, which
 * may read the moment), so a player with nothing to play is never asked. Each moment opens once:
 * a key the activation has used already opens nothing. True when the activation must wait.
 */
export function openEventWindow(
  s: HybridState,
  act: { warrior: string; endOfRound: boolean },
  key: string,
  moment: WindowMoment,
  seats: readonly Seat[],
  canPlay: (seat: Seat) => boolean,
  resume: WindowResume,
): boolean {
  const c = s.cards;
  if (c.eventWindow) return true;
  const here = activationKey(s, act);
  if (c.eventWindowAct !== here) {
    c.eventWindowAct = here;
    c.eventWindowsDone = [];
    c.eventWindowRolls = 0;
  }
  const done = (c.eventWindowsDone ??= []);
  if (done.includes(key)) return false;
  done.push(key);
  c.eventWindowMoment = moment;
  c.eventWindowResume = resume;
  // The seats after the one asked are kept whole, so the list tells nobody who holds what.
  c.eventWindowNext = [...seats];
  if (nextInWindow(s, canPlay)) return true;
  c.eventWindowResume = null;
  return false;
}

/**
 * Gives the word to the next seat of the open window who holds a card he could play; false when
 * nobody is left, and the window is closed (its `eventWindowResume` stays for the caller).
 */
export function nextInWindow(s: HybridState, canPlay: (seat: Seat) => boolean): boolean {
  const c = s.cards;
  for (;;) {
    const seat = c.eventWindowNext?.shift();
    if (!seat) {
      closeEventWindow(s);
      return false;
    }
    if (canPlay(seat)) {
      c.eventWindow = seat;
      return true;
    }
  }
}

/** Closes the window; what the activation does next stays in `eventWindowResume`. */
export function closeEventWindow(s: HybridState): void {
  s.cards.eventWindow = null;
  s.cards.eventWindowNext = [];
  s.cards.eventWindowMoment = null;
}

/** Skilled Firing ends (HY-MODE-F-16); a warrior kept out of the sequence then sits the round out (HY-MODE-F-22). */
export function leaveWatch(s: HybridState, w: Warrior, ev: Events): void {
  w.watch = null;
  if (w.watchKept) w.spent = true;
  ev.push({ type: 'hybrid/watch-ends', warrior: w.id, rule: 'HY-MODE-F-16' });
}

/**
 * Warriors put on a square by something other than the steps of a walk (a push, a Deceit swap, a
 * move out of an Aura, the entry): an enemy in Skilled Firing one of them ends up touching leaves
 * that state once the shots this move drew are made (HY-MODE-F-16, AMB-14).
 */
export function landed(s: HybridState, ...ws: Warrior[]): void {
  const act = s.current;
  if (!act) return;
  const list = (act.landed ??= []);
  for (const w of ws) if (!list.includes(w.id)) list.push(w.id);
}

function warriorOf(s: HybridState, id: string | undefined): Warrior | undefined {
  return id ? s.warriors.find((w) => w.id === id && w.status === 'in-play') : undefined;
}

/** Aura of Renunciation: enemies in the zone roll; those who fail wait to be moved out (AURA-14). */
function renunciation(ctx: Ctx, s: HybridState, bearer: Warrior, dice: Dice, ev: Events): void {
  const failed: string[] = [];
  for (const e of inPlay(s)) {
    if (e.side === bearer.side || !inAura(ctx, bearer, e)) continue;
    const r = plainRoll(dice, nvNow(ctx, e) + expertVictim(e));
    ev.push(rollEvent('Aura of Renunciation', e.id, r, 'HY-AURA-14'));
    if (!succeeded(r.result) && renunciationSquares(ctx, s, bearer, e).length > 0) failed.push(e.id);
  }
  if (failed.length > 0) s.cards.relocate = { bearer: bearer.id, warriors: failed };
}

/** An Army card's effect, when revealed (Interruption) or played (Reserve). */
export function armyEffect(
  ctx: Ctx,
  s: HybridState,
  side: Seat,
  id: string,
  target: string | null,
  dice: Dice,
  ev: Events,
): void {
  const card = ctx.content.armyCards.find((a) => a.id === id);
  switch (card?.effect) {
    case 'heal-all':
    case 'rally':
    case 'clones-fury':
      armyNow(ctx, s, side, id, ev);
      return;
    case 'corporeal-instability': {
      const w = warriorOf(s, target ?? undefined);
      if (!w) return;
      const r = plainRoll(dice, nvNow(ctx, w));
      ev.push(rollEvent('Corporeal Instability', w.id, r, 'HY-CARD-ARMY-10'));
      if (succeeded(r.result)) s.cards.instability[w.id] = s.round;
      return;
    }
    case 'none':
    case undefined:
      return;
  }
}

/** Revealed Army cards: an Interruption applies at once, the others wait to be played. */
export function onArmyRevealed(ctx: Ctx, s: HybridState, side: Seat, id: string, ev: Events): void {
  const card = ctx.content.armyCards.find((a) => a.id === id);
  if (!card) return;
  // A card that needs a target or a roll waits to be played, whatever its type says.
  const needsPlay = card.effect === 'corporeal-instability';
  if (card.type === 'interruption' && !needsPlay) armyNow(ctx, s, side, id, ev);
  else s.cards.armyReady[side].push(id);
}

function armyNow(ctx: Ctx, s: HybridState, side: Seat, id: string, ev: Events): void {
  const card = ctx.content.armyCards.find((a) => a.id === id);
  if (card?.effect === 'heal-all') {
    for (const w of inPlay(s)) if (w.side === side && w.wounds > 0) w.wounds--;
  } else if (card?.effect === 'rally') s.cards.constants.push({ card: id, seat: side, until: s.round });
  else if (card?.effect === 'clones-fury') {
    s.cards.fury[side] = s.round;
    ev.push({ type: 'hybrid/fury', seat: side, rule: 'HY-CARD-ARMY-09' });
  }
}

// ---------------------------------------------------------------------------------------------
// Event cards with their own timing

/** Event cards of ours a side may play in its own activation, beyond heal/harm. */
export function ownEventChoices(ctx: Ctx, s: HybridState, seat: Seat): Array<{ kind: 'play-event'; card: string }> {
  const out: Array<{ kind: 'play-event'; card: string }> = [];
  for (const id of s.sides[seat].eventHand) {
    const e = ctx.content.eventCards.find((c) => c.id === id)?.effect;
    if (e === 'smoke') out.push({ kind: 'play-event', card: id });
    if (e === 'luck' && s.cards.luck !== seat) out.push({ kind: 'play-event', card: id });
  }
  return out;
}

/** Plays Luck, Deceit or a Constant card; false when the card is not one of these. */
export function playOwnEvent(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  card: string,
  target: string | undefined,
  ev: Events,
  at?: readonly [number, number],
): boolean {
  const e = ctx.content.eventCards.find((c) => c.id === card);
  if (!e) return false;
  // The Nemesis cards act only with the module on; without it they are played for no effect (C-15).
  if ((e.effect === 'lights-out' || e.effect === 'darkness') && !nemesisOn(ctx)) return false;
  const drop = (): void => {
    s.sides[seat].eventHand = s.sides[seat].eventHand.filter((c) => c !== card);
  };
  switch (e.effect) {
    case 'luck':
      drop();
      s.eventDiscard.push(card);
      s.cards.luck = seat;
      ev.push({ type: 'hybrid/event-played', seat, card, name: e.name, rule: 'HY-CARD-EVENT-10' });
      return true;
    case 'deceit': {
      const w = warriorOf(s, s.current?.warrior);
      const f = warriorOf(s, target);
      if (!w || !f) return false;
      drop();
      s.eventDiscard.push(card);
      [w.x, w.y, f.x, f.y] = [f.x, f.y, w.x, w.y];
      // Both have moved: neither stays in Skilled Firing (HY-MODE-F-16).
      for (const x of [w, f]) if (x.watch !== null) leaveWatch(s, x, ev);
      landed(s, f, w);
      ev.push({ type: 'hybrid/event-played', seat, card, name: e.name, target, rule: 'HY-CARD-EVENT-09' });
      ev.push({ type: 'hybrid/swapped', warrior: w.id, with: f.id, rule: 'HY-CARD-EVENT-09' });
      return true;
    }
    case 'madness': {
      const w = warriorOf(s, s.cards.madnessAsk ?? undefined);
      const act = s.current;
      if (!w || !act) return false;
      drop();
      s.eventDiscard.push(card);
      // For the round he is the seizing player's warrior: his Mode, his moves, his targets.
      s.cards.madness = { warrior: w.id, side: w.side, round: s.round };
      s.cards.madnessAsk = null;
      w.side = seat;
      act.seat = seat;
      act.startContacts = enemiesInContact(ctx, s, w).map((o) => o.id);
      ev.push({ type: 'hybrid/event-played', seat, card, name: e.name, target: w.id, rule: 'HY-CARD-EVENT-11' });
      ev.push({ type: 'hybrid/madness', warrior: w.id, seat, rule: 'HY-CARD-EVENT-11' });
      return true;
    }
    case 'smoke':
      drop();
      // A Constant card stays in front of its player until its effect ends (CARD-EVENT-07).
      s.cards.constants.push({ card, seat, until: s.round + 1 });
      ev.push({ type: 'hybrid/event-played', seat, card, name: e.name, rule: 'HY-CARD-EVENT-07' });
      return true;
    case 'lights-out':
      // Sight falls to 5 while the card lies in front of its player (`lightsOut` in world.ts).
      drop();
      s.cards.constants.push({ card, seat, until: s.round + 1 });
      ev.push({ type: 'hybrid/event-played', seat, card, name: e.name, rule: 'HY-CARD-EVENT-14' });
      return true;
    case 'darkness': {
      // The grenade lands where its player throws it: a corner of the legal list.
      if (!at || !darknessCorners(ctx, s, seat).some(([x, y]) => x === at[0] && y === at[1])) return false;
      drop();
      s.cards.constants.push({ card, seat, until: s.round + 1 });
      // The template carries the card's id, so that the card running out lifts it.
      placeDarkness(s, card, at[0], at[1]);
      ev.push({ type: 'hybrid/event-played', seat, card, name: e.name, x: at[0], y: at[1], rule: 'HY-CARD-EVENT-07' });
      ev.push({
        type: 'hybrid/darkness',
        card,
        squares: s.board.templates?.find((x) => x.id === card)?.squares ?? [],
        rule: 'HY-LOS-22',
      });
      return true;
    }
    default:
      return false;
  }
}

/**
 * Where a side may throw the Darkness Grenade (sample reading, the card text is not in the source):
 * the lower-left corners (x, y) of every 2x2 template that lies wholly on the board (no square off
 * it or in a void) with at least one of its four squares seen by a warrior of that side in play
 * (his frontal field and sight range, 8 or 5 under Lights Out plus Eye of the Lynx, past the
 * obstacles of sight; his own squares count). The squares the template covers may hold warriors,
 * friends or foes. Listed row by row from the bottom left.
 */
export function darknessCorners(ctx: Ctx, s: HybridState, seat: Seat): Array<[number, number]> {
  const W = s.board.width;
  const H = s.board.height;
  const voids = new Set(s.board.voids);
  const grid = gridOf(s);
  const occ = occupancy(ctx, s);
  const throwers = inPlay(s).filter((w) => w.side === seat);
  const seen = new Uint8Array(W * H);
  for (const w of throwers) {
    const r = sightRange(ctx, w, s);
    const mine = squaresOf(ctx, w);
    const x0 = Math.min(...mine.map((q) => q.x));
    const y0 = Math.min(...mine.map((q) => q.y));
    const x1 = Math.max(...mine.map((q) => q.x));
    const y1 = Math.max(...mine.map((q) => q.y));
    // Lantern-lit squares are seen from afar: with Lanterns on the board every square is tried.
    const far = nemesisOn(ctx) && Object.values(s.board.features).some((f) => f.lantern);
    for (let y = far ? 0 : Math.max(0, y0 - r); y <= (far ? H - 1 : Math.min(H - 1, y1 + r)); y++)
      for (let x = far ? 0 : Math.max(0, x0 - r); x <= (far ? W - 1 : Math.min(W - 1, x1 + r)); x++) {
        if (seen[y * W + x] || voids.has(`${x},${y}`)) continue;
        if (seesSquareOf(ctx, s, w, sq(x, y), { grid, occ })) seen[y * W + x] = 1;
      }
  }
  const out: Array<[number, number]> = [];
  for (let y = 0; y + 1 < H; y++)
    for (let x = 0; x + 1 < W; x++) {
      const cells = templateSquares(x, y);
      if (cells.some((k) => voids.has(k))) continue;
      if (seen[y * W + x] || seen[y * W + x + 1] || seen[(y + 1) * W + x] || seen[(y + 1) * W + x + 1])
        out.push([x, y]);
    }
  return out;
}

/** At the start of a round, Constant cards whose effect is over go to their discard pile. */
export function expireConstants(ctx: Ctx, s: HybridState, ev: Events): void {
  const keep: typeof s.cards.constants = [];
  for (const c of s.cards.constants) {
    if (c.until >= s.round) {
      keep.push(c);
      continue;
    }
    if (ctx.content.eventCards.some((e) => e.id === c.card)) s.eventDiscard.push(c.card);
    // A Darkness card that runs out lifts its template.
    if (s.board.templates?.some((x) => x.id === c.card)) removeTemplate(s, c.card);
    ev.push({ type: 'hybrid/constant-ends', card: c.card, seat: c.seat, rule: 'HY-CARD-EVENT-07' });
  }
  s.cards.constants = keep;
}

/** Event cards lying face up in front of the players (Constant cards). */
export const eventsInPlay = (ctx: Ctx, s: HybridState): number =>
  s.cards.constants.filter((c) => ctx.content.eventCards.some((e) => e.id === c.card)).length;

// ---------------------------------------------------------------------------------------------
// Action card Effects

type Role = 'active' | 'hinder';

const PENDING = ['keen', 'fumble', 'deadly', 'unparried'];

/**
 * An Effect the other side played on the same roll, still to touch it, that a cancel-effect card
 * may cancel: in a Heroic Firing one tied to the same shot (HY-MODE-F-28), elsewhere an untied one.
 */
const cancellable = (ctx: Ctx, s: HybridState, seat: Seat, shot: 1 | 2 | undefined): boolean =>
  s.cards.effects.some(
    (e) => e.seat !== seat && !e.cancelled && e.shot === shot && PENDING.includes(effectOf(ctx, e.card)),
  );

function usable(ctx: Ctx, s: HybridState, seat: Seat, card: string, role: Role, shot?: 1 | 2): boolean {
  const c = actionCard(ctx, card);
  if (!c || s.cards.fresh.includes(card)) return false;
  const act = s.current;
  const action = act?.action;
  if (!act || !action) return false;
  switch (c.effect) {
    case 'keen':
    case 'deadly':
    case 'unparried':
      return role === 'active';
    case 'fumble':
      return role === 'hinder';
    case 'heal': {
      const mine = role === 'active' ? act.warrior : action.target;
      return (warriorOf(s, mine)?.wounds ?? 0) > 0;
    }
    case 'steal':
      return s.sides[other(seat)].hand.length > 0;
    case 'recall':
      return s.actionDiscard.length > 0;
    case 'cancel-effect':
      return cancellable(ctx, s, seat, shot);
    case 'none':
      return false;
  }
}

const effectOf = (ctx: Ctx, card: string): string => actionCard(ctx, card)?.effect ?? 'none';

/** Cards a side may play for their Effect now; in a Heroic Firing, tied to `shot` (HY-MODE-F-28). */
export function effectCards(ctx: Ctx, s: HybridState, seat: Seat, role: Role, shot?: 1 | 2): string[] {
  return s.sides[seat].hand.filter((c) => usable(ctx, s, seat, c, role, shot));
}

/** A card both players saw go into `seat`'s hand. */
function showInHand(s: HybridState, seat: Seat, card: string): void {
  const shown = (s.cards.shown ??= { griffin: [], scorpion: [] });
  if (!shown[seat].includes(card)) shown[seat].push(card);
}

/** Cards not playable yet because they were just stolen or taken back (CARD-ACTION-19). */
export const isFresh = (s: HybridState, card: string): boolean => s.cards.fresh.includes(card);

/**
 * The cards a side may play for their Effect on a paused move's roll (HY-MODE-F-24,
 * HY-CARD-ACTION-18), `roller` for the side making it. Our Effects, read for these two rolls:
 * on an ambush shot the shooter may play keen (a Perfect Success, two wounds, on 1 or 2) and
 * deadly (one more wound on a hit), and unparried when the warrior shot at could parry it
 * (`parryable`: he is in Defensive Combat, HY-MODE-DC-03); the side shot at fumble against it
 * (a Critical Failure on 9 too); on a trapdoor jump the opponent may hinder with fumble. Heal
 * mends the player's own warrior in the roll (the shooter, the one shot at, or the mover; the
 * opponent of a jump has none), steal and recall work as anywhere, cancel-effect cancels a keen,
 * deadly, unparried or fumble Effect the other side played on this roll. Never here: keen, deadly
 * and unparried on a jump (a jump deals no wound and is parried by no one, and a Perfect Success
 * passes it no better than a success).
 */
export function pauseEffectCards(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  reason: 'ambush' | 'trapdoor',
  roller: boolean,
  mine: Warrior | null,
  parryable: boolean,
): string[] {
  return s.sides[seat].hand.filter((card) => {
    if (isFresh(s, card)) return false;
    switch (actionCard(ctx, card)?.effect) {
      case 'keen':
      case 'deadly':
        return reason === 'ambush' && roller;
      case 'unparried':
        return reason === 'ambush' && roller && parryable;
      case 'fumble':
        return !roller;
      case 'heal':
        return (mine?.wounds ?? 0) > 0;
      case 'steal':
        return s.sides[other(seat)].hand.length > 0;
      case 'recall':
        return s.actionDiscard.length > 0;
      case 'cancel-effect':
        return cancellable(ctx, s, seat, undefined);
      default:
        return false;
    }
  });
}

/**
 * Plays one Action card for its Effect: discarded, recorded, applied at once (CARD-ACTION-02/26).
 * `mine`: the player's own warrior in the roll, for a roll that is not the action's (a paused
 * move's); by default the acting warrior, or the action's target for his opponent. `shot`: in a
 * Heroic Firing, the shot the card is tied to, the only one its Effect touches (HY-MODE-F-28).
 */
export function playEffect(
  ctx: Ctx,
  s: HybridState,
  seat: Seat,
  card: string,
  dice: Dice,
  ev: Events,
  mine?: string | null,
  shot?: 1 | 2,
): void {
  const c = actionCard(ctx, card);
  const act = s.current;
  const action = act?.action;
  if (!c || !act || (mine === undefined && !action)) return;
  const own = mine !== undefined ? mine : seat === act.seat ? act.warrior : action?.target;
  const topDiscard = s.actionDiscard[s.actionDiscard.length - 1];
  s.sides[seat].hand = s.sides[seat].hand.filter((x) => x !== card);
  s.actionDiscard.push(card);
  s.cards.effects.push({ seat, card, cancelled: false, ...(shot ? { shot } : {}) });
  ev.push({
    type: 'hybrid/card-effect',
    seat,
    card,
    name: c.name,
    effect: c.effect,
    rule: 'HY-CARD-ACTION-26',
    text: `${SIDE_EN[seat]} plays ${c.name} for its Effect`,
  });
  switch (c.effect) {
    case 'heal': {
      const w = warriorOf(s, own ?? undefined);
      if (w && w.wounds > 0) {
        w.wounds--;
        ev.push({ type: 'hybrid/healed', warrior: w.id, rule: 'HY-CARD-ACTION-26' });
      }
      return;
    }
    case 'steal': {
      const theirs = s.sides[other(seat)].hand;
      const taken = theirs[dice.pick(theirs.length)];
      if (taken === undefined) return;
      s.sides[other(seat)].hand = theirs.filter((x) => x !== taken);
      s.sides[seat].hand.push(taken);
      s.cards.fresh.push(taken);
      showInHand(s, seat, taken);
      ev.push({ type: 'hybrid/card-stolen', seat, from: other(seat), rule: 'HY-CARD-ACTION-19' });
      ev.push({ type: 'hybrid/action-card', seat, card: taken, visibleTo: SEATS });
      return;
    }
    case 'recall': {
      if (!topDiscard) return;
      const i = s.actionDiscard.lastIndexOf(topDiscard);
      s.actionDiscard.splice(i, 1);
      s.sides[seat].hand.push(topDiscard);
      s.cards.fresh.push(topDiscard);
      showInHand(s, seat, topDiscard);
      ev.push({ type: 'hybrid/card-recalled', seat, card: topDiscard, rule: 'HY-CARD-ACTION-19' });
      return;
    }
    case 'cancel-effect': {
      const target = [...s.cards.effects]
        .reverse()
        .find((e) => e.seat !== seat && !e.cancelled && e.shot === shot && PENDING.includes(effectOf(ctx, e.card)));
      if (target) {
        target.cancelled = true;
        ev.push({ type: 'hybrid/effect-cancelled', card: target.card, rule: 'HY-CARD-ACTION-26' });
      }
      return;
    }
    default:
      return;
  }
}

/**
 * An Effect in force on the current action; in a Heroic Firing, on the shot `shot` (the cards tied
 * to the other shot touch that one only, HY-MODE-F-28).
 */
export const effectOn = (ctx: Ctx, s: HybridState, effect: ActionCard['effect'], shot?: 1 | 2): boolean =>
  s.cards.effects.some((e) => !e.cancelled && e.shot === shot && effectOf(ctx, e.card) === effect);

/**
 * The attack is one card Effects touch: the acting warrior's own roll, or an ambush shot, whose
 * Effects were played while the move waited for its cards.
 */
const actingRoll = (s: HybridState, atk: Attack): boolean =>
  ((atk.kind === 'strike' || atk.kind === 'fire') && s.current?.warrior === atk.attacker) || atk.kind === 'watch-shot';

/** The target of this attack may not parry it (the "unparried" Effect). */
export const unparried = (ctx: Ctx, s: HybridState, atk: Attack): boolean =>
  actingRoll(s, atk) && effectOn(ctx, s, 'unparried', atk.shot);

/** One more wound for a success of the roll just made (the "deadly" Effect). */
export function extraWound(s: HybridState): number {
  const n = s.cards.bonusWound ? 1 : 0;
  s.cards.bonusWound = false;
  return n;
}

/**
 * The numbers of an attack's roll as things stand (`RollSpec`): the Success Level and dice given,
 * with the Effects in force on the acting warrior's own roll (keen, fumble), Luck his side has
 * announced, and the Clones' Fury on a strike in Offensive Combat. `attackRoll` rolls with these,
 * and the odds of a choice are worked out from them.
 */
export function attackRollSpec(
  ctx: Ctx,
  s: HybridState,
  a: Warrior,
  atk: Attack,
  sl: number,
  nDice: 1 | 2,
  duellist: number,
): RollSpec {
  const acting = actingRoll(s, atk);
  const keen = acting && effectOn(ctx, s, 'keen', atk.shot) ? 2 : 0;
  return withLuckReading(ctx, {
    sl,
    dice: nDice,
    duellist: Math.max(duellist, keen),
    fumble: acting && effectOn(ctx, s, 'fumble', atk.shot),
    luck: s.cards.luck === a.side,
    again: atk.kind === 'strike' && s.cards.fury[a.side] === s.round && a.mode === 'OC',
  });
}

/** Whether Luck may set aside a 10 too: the table's `luckLiteral` off (AMB-32). */
export const luckAnyDie = (ctx: Ctx): boolean => ctx.options['luckLiteral'] === false;

/**
 * A roll's numbers with the table's reading of Luck (AMB-32): the spec itself by default, marked
 * `luckAnyDie` under `luckLiteral` off, so the odds shown follow the dice.
 */
export function withLuckReading(ctx: Ctx, spec: RollSpec): RollSpec {
  return luckAnyDie(ctx) ? { ...spec, luckAnyDie: true } : spec;
}

/**
 * The roll of an attack, with what cards change in it: Luck's extra die, the keen and fumble
 * Effects, and the Clones' Fury re-roll (`attackRollSpec`). Card Effects touch only the first
 * roll of the action, or of the shot of a Heroic Firing they are tied to (HY-MODE-F-28).
 */
export function attackRoll(
  ctx: Ctx,
  s: HybridState,
  dice: Dice,
  a: Warrior,
  atk: Attack,
  sl: number,
  nDice: 1 | 2,
  duellist: number,
  ev: Events,
  manual = false,
): NaturalRoll {
  const spec = attackRollSpec(ctx, s, a, atk, sl, nDice, duellist);
  const acting = actingRoll(s, atk);
  s.cards.bonusWound = acting && effectOn(ctx, s, 'deadly', atk.shot);
  // Effects are tied to the action's first roll; later rolls of the action get none. Those tied
  // to a Heroic Firing's second shot wait for it (HY-MODE-F-28).
  if (acting) s.cards.effects = s.cards.effects.filter((e) => e.shot !== undefined && e.shot !== atk.shot);
  let r = specRoll(s, dice, a.side, spec, ev, manual, spec.again);
  // Under `manualDiceChoice` the roller keeps a die first; a Clones' Fury re-roll waits for it.
  if (r.keep) return r;
  if (spec.again && r.result === 'failure') r = furyReroll(s, dice, a, r, spec, ev, manual);
  return r;
}

/**
 * The Clones' Fury re-roll of a failed strike (HY-CARD-ARMY-09): the first roll is logged apart,
 * and the strike is rolled again with the same numbers (Luck was spent on the first roll).
 */
export function furyReroll(
  s: HybridState,
  dice: Dice,
  a: Warrior,
  first: NaturalRoll,
  spec: RollSpec,
  ev: Events,
  manual: boolean,
): NaturalRoll {
  ev.push({ ...rollEvent('Strike (before the Clones’ Fury)', a.id, first, 'HY-CARD-ARMY-09') });
  return specRoll(s, dice, a.side, spec, ev, manual, false);
}

/**
 * One roll with `spec`'s numbers: Luck if the side announced it, a 9 made a Critical Failure by
 * the fumble Effect. With `manual` (the table's `manualDiceChoice`, AMB-61) a 2D10 roll whose two
 * dice give different results carries them (`keep`) for the roller to pick from, judged by
 * `spec` with `again` (whether a failure is still to be rolled again).
 */
function specRoll(
  s: HybridState,
  dice: Dice,
  side: Seat,
  spec: RollSpec,
  ev: Events,
  manual: boolean,
  again: boolean,
): NaturalRoll {
  const rolled = luckyRoll(s, dice, side, spec.sl, spec.dice, spec.duellist, ev, spec.luckAnyDie === true, manual);
  const r: NaturalRoll = spec.fumble && rolled.kept === 9 ? { ...rolled, result: 'critical' } : rolled;
  const left = rolled.left;
  if (!left) return r;
  const keepSpec = spec.again === again ? spec : { ...spec, again };
  const [x, y] = left as [number, number];
  if (judgeSpec(x, keepSpec) === judgeSpec(y, keepSpec))
    return { rolls: r.rolls, kept: r.kept, sl: r.sl, result: r.result };
  return { rolls: r.rolls, kept: r.kept, sl: r.sl, result: r.result, keep: { left: [x, y], spec: keepSpec } };
}

/** The numbers of a parry roll as things stand: its SL and dice, the backing card's points, Luck. */
export function defenceRollSpec(ctx: Ctx, s: HybridState, d: Warrior, sl: number, nDice: 1 | 2): RollSpec {
  return withLuckReading(ctx, {
    sl: sl + s.cards.parryPoints,
    dice: nDice,
    duellist: 0,
    fumble: false,
    luck: s.cards.luck === d.side,
    again: false,
  });
}

/** A parry roll, with Luck and the defender's card points. */
export function defenceRoll(
  ctx: Ctx,
  s: HybridState,
  dice: Dice,
  d: Warrior,
  sl: number,
  nDice: 1 | 2,
  ev: Events,
  manual = false,
): NaturalRoll {
  const spec = defenceRollSpec(ctx, s, d, sl, nDice);
  s.cards.parryPoints = 0;
  return specRoll(s, dice, d.side, spec, ev, manual, false);
}

/**
 * A test of one's own outside an attack (the trapdoor jump, the Combined Attack blow): one D10,
 * with Luck if his side announced it; `duellist` widens the Perfect Success range where a table
 * option lets Duellist/X count (AMB-12).
 */
export function ownTest(
  ctx: Ctx,
  s: HybridState,
  dice: Dice,
  side: Seat,
  sl: number,
  ev: Events,
  duellist = 0,
): NaturalRoll {
  return luckyRoll(s, dice, side, sl, 1, duellist, ev, luckAnyDie(ctx));
}

/**
 * Luck (CARD-EVENT-10): one more die, then one die that is not a 10 is removed: the highest such
 * die, which is never the worse pick. A 10 can never be removed, so it may stand (AMB-32); with
 * `anyDie` (the table's `luckLiteral` off) the highest die is removed, a 10 included.
 */
function luckyRoll(
  s: HybridState,
  dice: Dice,
  side: Seat,
  sl: number,
  nDice: 1 | 2,
  duellist: number,
  ev: Events,
  anyDie: boolean,
  manual = false,
): NaturalRoll & { readonly left?: readonly number[] } {
  const lucky = s.cards.luck === side;
  const rolls: number[] = [];
  for (let i = 0; i < nDice + (lucky ? 1 : 0); i++) rolls.push(dice.roll(10));
  let k = Math.min(...rolls);
  // The two dice a roller keeps one of under `manualDiceChoice` (AMB-61).
  let left: number[] | null = manual && nDice === 2 ? [...rolls] : null;
  if (lucky) {
    s.cards.luck = null;
    const drop = luckDropped(rolls, anyDie);
    k = luckyKept(rolls, anyDie);
    if (left) {
      const i = drop === null ? 0 : rolls.indexOf(drop);
      left = rolls.filter((_, j) => j !== i);
    }
    ev.push({ type: 'hybrid/luck', seat: side, rolls: [...rolls], removed: drop, rule: 'HY-CARD-EVENT-10' });
  }
  const r = { rolls, kept: k, sl, result: judge(k, sl, duellist) };
  return left ? { ...r, left } : r;
}

// ---------------------------------------------------------------------------------------------
// Wounds: the Biomechanical Shell and Purulent Excrescence

/** Whether a wound is stopped before it lands (MUTATION-14). */
export function woundBlocked(s: HybridState, w: Warrior, ev: Events): boolean {
  if (!shielded(s, w)) return false;
  ev.push({ type: 'hybrid/shell-holds', warrior: w.id, rule: 'HY-MUTATION-14' });
  return true;
}

/** After a carrier of Purulent Excrescence is wounded in melee, the attacker is sprayed (MUTATION-09/10). */
export function afterWound(ctx: Ctx, s: HybridState, w: Warrior, src: WoundSource): void {
  if (src.kind !== 'melee' || !src.by || !carries(ctx, w, 'purulent-excrescence')) return;
  const a = s.warriors.find((x) => x.id === src.by);
  if (!a || a.side === w.side || s.cards.purulentHurt.includes(a.id)) return;
  const dead = w.status !== 'in-play';
  if (dead) s.cards.spray.push({ attacker: a.id, carrier: w.id, auto: true });
  else if (a.mode === 'OC') s.cards.spray.push({ attacker: a.id, carrier: w.id, auto: false });
}

/** Resolves the pending sprays: an automatic wound, or a plain roll to avoid one; one NV per fighter (MUTATION-11). */
export function resolveSpray(ctx: Ctx, s: HybridState, dice: Dice, ev: Events, wound: WoundFn): void {
  const queue = s.cards.spray;
  s.cards.spray = [];
  for (const sp of queue) {
    const a = warriorOf(s, sp.attacker);
    if (!a || s.cards.purulentHurt.includes(a.id)) continue;
    let hurt = sp.auto;
    if (!hurt) {
      const r = plainRoll(dice, nvNow(ctx, a));
      ev.push(rollEvent('Purulent Excrescence', a.id, r, 'HY-MUTATION-09'));
      hurt = !succeeded(r.result);
    }
    if (!hurt) continue;
    s.cards.purulentHurt.push(a.id);
    // The carrier's card deals it: an attacker it kills draws his side a card (AMB-25).
    wound(ctx, s, a, 1, { by: sp.carrier, kind: 'event' }, ev, sp.auto ? 'HY-MUTATION-10' : 'HY-MUTATION-09');
  }
}

/** A carrier's Mutation cards go to the discard pile when he dies (MUTATION-07). */
export function onEliminated(s: HybridState, w: Warrior): void {
  s.cards.mutationDiscard.push(...w.mutations);
  delete s.cards.auraActive[w.id];
}
