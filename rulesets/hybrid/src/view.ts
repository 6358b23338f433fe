import { squareKey, type FovApex } from '@skirmish/geometry/grid';
import type { Board } from './board.ts';
import { cardsView, type CardsView } from './cards/view.ts';
import { copyData } from './fast.ts';
import type { RollSpec } from './roll.ts';
import { warriorLabel } from './event-words.ts';
import type { Activation, HybridState, Seat, Warrior } from './state.ts';
import { SEATS } from './state.ts';
import {
  auraBonus,
  convictionBonus,
  fireBonus,
  modeMovement,
  parryBonus,
  pierceTargets,
  vengeanceBonus,
} from './aptitudes.ts';
import { carries } from './cards/mutations.ts';
import {
  apt,
  equipment,
  fovApex,
  hasMutation,
  isTitan,
  isPuny,
  lanternSquares,
  profileOf,
  sightRange,
  squaresOf,
  warrior as warriorOf,
  type Ctx,
} from './world.ts';

/** The sight range of a warrior with nothing to change it (HY-LOS-18). */
const USUAL_SIGHT = 8;

export interface WarriorView {
  readonly id: string;
  readonly profile: string;
  readonly name: string;
  /** How every text names him: the name and his roster number, "Purifier (3)" (`warriorLabel`). */
  readonly label: string;
  readonly side: Seat;
  readonly x: number;
  readonly y: number;
  readonly facing: Warrior['facing'];
  readonly squares: readonly string[];
  readonly wounds: number;
  readonly nv: number;
  readonly status: Warrior['status'];
  readonly mode: Warrior['mode'];
  readonly dc: boolean;
  readonly heroicParry: boolean;
  readonly watch: number | null;
  readonly blocked: Warrior['blocked'];
  readonly activated: boolean;
  /** The Activation counter, once revealed (always for one's own warriors). */
  readonly counter: number | null;
  /** Off the board (waiting or in reserve): the Entry counter he will come in by. */
  readonly entry?: string;
  /** His sight range in squares (`sightRange`: Lights Out, Eye of the Lynx), given when not the usual 8. */
  readonly sight?: number;
  /** Puny: he hides nothing behind him from sight but Puny warriors. */
  readonly puny?: true;
}

export interface SideView {
  readonly handSize: number;
  readonly eventHandSize: number;
  readonly armyRevealed: readonly string[];
  readonly armyHidden: number;
  readonly objectivesDone: readonly number[];
  readonly countersPlaced: number;
  readonly sequenceDone: boolean;
}

/** What one seat may know: no face-down counters, no enemy hand, no deck order, no hidden Army cards. */
export interface HybridView {
  readonly seat: Seat | null;
  readonly mission: string;
  readonly phase: HybridState['phase'];
  readonly round: number;
  readonly roundLimit: number;
  readonly board: Omit<Board, 'features'> & { features: Board['features'] };
  readonly warriors: readonly WarriorView[];
  readonly sides: Readonly<Record<Seat, SideView>>;
  readonly hand: readonly string[];
  readonly eventHand: readonly string[];
  /** My own sequence while I place it and afterwards. */
  readonly mySequence: readonly string[];
  readonly eventCounters: readonly string[];
  readonly objectiveCounters: Readonly<Record<string, number>>;
  readonly actionDeckSize: number;
  readonly eventDeckSize: number;
  readonly actionDiscard: readonly string[];
  readonly eventDiscard: readonly string[];
  readonly lastEventSide: Seat | null;
  readonly rollWinner: Seat | null;
  readonly first: Seat | null;
  readonly current: Activation | null;
  readonly firstContact: boolean;
  readonly firstBlood: boolean;
  readonly outcome: HybridState['outcome'];
  readonly cards: CardsView;
  /**
   * The numbers of the roll each strike, shot or parry open to this seat would make, as things
   * stand (`choiceRolls` of the rules), keyed by `rollKey`: for the odds beside the choice.
   * Absent when no such choice is open.
   */
  readonly rolls?: Readonly<Record<string, RollSpec>>;
  /**
   * The choices open to this seat (keyed by `rollKey`) after which, with no more Action card, no
   * level is left that can make the shot: it is then lost with no roll (HY-MODE-08,
   * HY-CARD-ACTION-14). They have no roll in `rolls`. Absent when there is none.
   */
  readonly lostWithoutCards?: readonly string[];
  /**
   * The Event cards of this seat's hand that its choices now offer to throw at a place (the
   * Darkness Grenade), each once: the question that offers them says what they do. Absent when
   * none is offered.
   */
  readonly thrownNow?: readonly string[];
  /**
   * For each strike and shot in `rolls` (same key): the parts of its Success Level, and of the
   * target's parry and counter-strike, that the two warriors' profiles and the view's warriors do
   * not give, each named as the odds procedure's field that takes it (`AttackTerms`), so that the
   * odds panel is filled in with them. Absent when no strike or shot is open.
   */
  readonly attackTerms?: Readonly<Record<string, AttackTerms>>;
  /**
   * For each shot of `rolls` whose bullet may go on to a warrior behind (Armour-Piercing Shot,
   * HY-APT-47), keyed by the shot's key and that warrior's id (`fire:<target>:<level>:<behind>`):
   * what the second roll takes from him, named as the `fire` odds fields. Absent when there is none.
   */
  readonly pierceTerms?: Readonly<Record<string, PierceTerms>>;
  /**
   * Where the apex of every field of vision sits (table option `fovApex`, AMB-02), so that a board
   * draws the field as the rules judge it. Given only when it is not the default, the centre.
   */
  readonly fovApex?: FovApex;
  /**
   * The sight model of the table (option `losModel`, AMB-03), so that a board draws the dead angles
   * as the rules judge them. Given only when it is not the default, Case 1 and a geometric line.
   */
  readonly losModel?: 'staircase';
  /**
   * The squares of the Lanterns that light the board (Nemesis, HY-LOS-21): a square within
   * `LANTERN_RADIUS` of one is seen at any distance. Given only when some Lantern lights.
   */
  readonly lanterns?: readonly string[];
  /**
   * While the activating warrior chooses his Mode: the movement points he will have once it is
   * chosen, as the rules count them then (his Movement now and what Auras add; none when a Skilled
   * or Expert Move has pinned him): `basicMove` in Basic Move, which adds 2 (HY-MODE-MV-04),
   * `other` in any other Mode and level. Absent otherwise.
   */
  readonly moveAllowance?: { readonly other: number; readonly basicMove: number };
  /**
   * While the opening hands are decided: what each side still has to do before round 1, in order
   * (keep or reject the hand, then the setup discards and a tied Conviction leader), so that a
   * prompt names the step a side is on. Absent in every other phase.
   */
  readonly opening?: Readonly<Record<Seat, readonly OpeningStep[]>>;
}

/**
 * The modifiers the rules apply to one strike or shot beyond the two profiles, the wounds, the
 * rear, the parry level and an Expert Move's pin, keyed by the field of the `strike` or `fire` odds
 * procedure that takes each; a modifier that is nil is left out. All of them are in plain sight at
 * the table: the Move, Auras in force, kills, Mutations carried, cards in force, the rockfall.
 */
export interface AttackTerms {
  /** Rockfall squares the line of fire crosses (HY-MODE-F-08): a shot of a shooter not a Titan. */
  readonly rockfall?: number;
  /** The target is in Master Move: -2 to whoever attacks him (HY-MODE-MV-12). */
  readonly 'master-move'?: true;
  /** The attacker has lost his Prestige: its points are gone. */
  readonly 'prestige-lost'?: true;
  /** The attacker's kills that his Frenzy/X counts (X SL each). */
  readonly frenzy?: number;
  /** Conviction/X of a leader within reach, on a melee roll of the attacker. */
  readonly conviction?: number;
  /** The net points of the Auras on the attacker's roll (OC for a strike, F for a shot). */
  readonly aura?: number;
  /** Aura of Vengeance: +1 to a friend of the bearer striking an enemy in the zone. */
  readonly vengeance?: true;
  /** Corporeal Instability on the attacker: +2 in place of his equipment on melee rolls. */
  readonly instability?: true;
  /** Muscular Hypertrophy carried by the attacker: +1 on his strikes. */
  readonly hypertrophy?: true;
  /** Acid Glands carried by the target: -1 to whoever strikes him. */
  readonly 'acid-glands'?: true;
  /** Barbed Tail carried by the target: no rear bonus against him. */
  readonly 'barbed-tail'?: true;
  /** Smoke cards in force: -1 on every Firing roll each. */
  readonly smoke?: number;
  /** The target's kills that his Frenzy/X counts, on his parry and counter-strike. */
  readonly 'target-frenzy'?: number;
  /** The target has lost his Prestige. */
  readonly 'target-prestige-lost'?: true;
  /** The target was stopped by an Expert Move: -2 on his rolls. */
  readonly 'target-expert-move'?: true;
  /** Conviction/X of the target's leader, on the target's parry and counter-strike. */
  readonly 'target-conviction'?: number;
  /** The net points of the Auras on the target's parry (DC). */
  readonly 'target-aura'?: number;
  /** Corporeal Instability on the target: +2 in place of his equipment on his melee rolls. */
  readonly 'target-instability'?: true;
  /** Chitin Plates carried by the target: +1 on his parry. */
  readonly 'chitin-plates'?: true;
  /** Rally in force for the target's side: +1 on his parry. */
  readonly rally?: true;
  /** The net points of the Auras on the target's counter-strike (OC). */
  readonly 'counter-aura'?: number;
  /** Aura of Vengeance for the target's counter-strike at the attacker. */
  readonly 'counter-vengeance'?: true;
  /** Muscular Hypertrophy carried by the target: +1 on his counter-strike. */
  readonly 'target-hypertrophy'?: true;
  /** Acid Glands carried by the attacker: -1 to the target's counter-strike. */
  readonly 'attacker-acid-glands'?: true;
}

/** The modifiers of an Armour-Piercing Shot's second roll that come from the warrior behind. */
export interface PierceTerms {
  /** Rockfall squares on the line to him. */
  readonly 'pierce-rockfall'?: number;
  /** He is in Master Move (-2). */
  readonly 'pierce-master-move'?: true;
  /** His kills that his Frenzy/X counts, on his parry. */
  readonly 'pierce-frenzy'?: number;
  /** He has lost his Prestige. */
  readonly 'pierce-prestige-lost'?: true;
  /** He was stopped by an Expert Move: -2 on his rolls. */
  readonly 'pierce-expert-move'?: true;
  /** Conviction/X of his leader, on his parry. */
  readonly 'pierce-conviction'?: number;
  /** The net points of the Auras on his parry (DC). */
  readonly 'pierce-aura'?: number;
  /** Corporeal Instability on him: +2 in place of his equipment. */
  readonly 'pierce-instability'?: true;
  /** Chitin Plates carried by him: +1 on his parry. */
  readonly 'pierce-chitin-plates'?: true;
  /** Rally in force for his side: +1 on his parry. */
  readonly 'pierce-rally'?: true;
}

/**
 * What adds to the parry of `t` beyond his profile and wounds, named as the odds fields of the
 * target (`target-frenzy`, ..., `chitin-plates`, `rally`) or of the warrior behind an
 * Armour-Piercing shot's target (`pierce-frenzy`, ..., `pierce-rally`): what `parryBonus` adds,
 * Rally being what is left of it, his kills for Frenzy, a Prestige lost and an Expert Move's pin.
 */
function parryTerms(ctx: Ctx, s: HybridState, t: Warrior, of: 'target' | 'pierce'): Record<string, number | true> {
  const conviction = convictionBonus(ctx, s, t);
  const auraDc = auraBonus(ctx, s, t, 'dc');
  const instab = unstable(s, t) ? 2 - equipment(ctx, t, 'dc') : 0;
  const chitin = carries(ctx, t, 'chitin-plates');
  const out: Record<string, number | true> = {};
  const put = (name: string, v: number | boolean): void => {
    if (v !== 0 && v !== false) out[name] = v;
  };
  put(`${of}-frenzy`, apt(ctx, t, 'Frenzy') === null ? 0 : t.frenzyKills);
  put(`${of}-prestige-lost`, t.prestigeLost && profileOf(ctx, t).aptitudes.some((x) => x.name === 'Prestige'));
  put(`${of}-expert-move`, t.blocked === 'expert');
  put(`${of}-conviction`, conviction);
  put(`${of}-aura`, auraDc);
  put(`${of}-instability`, unstable(s, t));
  put(of === 'target' ? 'chitin-plates' : 'pierce-chitin-plates', chitin);
  put(
    of === 'target' ? 'rally' : 'pierce-rally',
    parryBonus(ctx, s, t) - conviction - auraDc - instab - (chitin ? 1 : 0) > 0,
  );
  return out;
}

/** Whether Corporeal Instability is on `w` this round (`instability` of the aptitudes reads the same). */
const unstable = (s: HybridState, w: Warrior): boolean => (s.cards.instability[w.id] ?? 0) >= s.round;

/**
 * The terms of each strike and shot of `rolls` (keys `strike:<target>:<level>`, `fire:...`), the
 * active warrior attacking; `rockfall` counts the rockfall squares on a shot's line at its level
 * (the rules' `rockfallOnLine`). The level is the one the roll is made at (`RollSpec.level`).
 * While a move stands stopped for an ambush shot, the shots of `rolls` are that shot (the choice
 * of where its Armour-Piercing bullet goes): the shooter attacks, and the shot is made as a
 * Skilled Firing shot is, at level 1 whatever level its choice names (`watchShot` of the rules).
 */
export function attackTermsView(
  ctx: Ctx,
  s: HybridState,
  rolls: Readonly<Record<string, RollSpec>>,
  rockfall: (a: Warrior, t: Warrior, level: number) => number,
): Pick<HybridView, 'attackTerms' | 'pierceTerms'> {
  const act = s.current;
  if (!act) return {};
  const ambush = act.paused?.reason === 'ambush' ? act.paused.shooter : null;
  const a = warriorOf(s, ambush ?? act.warrior);
  const out: Record<string, AttackTerms> = {};
  const behind: Record<string, PierceTerms> = {};
  for (const [key, spec] of Object.entries(rolls)) {
    const [kind, target, lv] = key.split(':');
    if ((kind !== 'strike' && kind !== 'fire') || target === undefined) continue;
    const t = s.warriors.find((w) => w.id === target);
    if (!t) continue;
    const terms: { -readonly [K in keyof AttackTerms]: AttackTerms[K] } = {};
    const put = (name: keyof AttackTerms, v: number | boolean): void => {
      if (v !== 0 && v !== false) (terms as Record<string, number | true>)[name] = v;
    };
    put('master-move', t.masterMove);
    put('prestige-lost', a.prestigeLost && profileOf(ctx, a).aptitudes.some((x) => x.name === 'Prestige'));
    const level = ambush ? 1 : (spec.level ?? Number(lv));
    if (kind === 'fire') {
      put('rockfall', isTitan(ctx, a) ? 0 : rockfall(a, t, level));
      const aura = auraBonus(ctx, s, a, 'f');
      put('aura', aura);
      put('smoke', aura - fireBonus(ctx, s, a));
      for (const u of pierceTargets(ctx, s, a, t)) {
        const rock = isTitan(ctx, a) ? 0 : rockfall(a, u, level);
        behind[`${key}:${u.id}`] = {
          ...(rock > 0 ? { 'pierce-rockfall': rock } : {}),
          ...(u.masterMove ? { 'pierce-master-move': true as const } : {}),
          ...parryTerms(ctx, s, u, 'pierce'),
        };
      }
    } else {
      put('frenzy', apt(ctx, a, 'Frenzy') === null ? 0 : a.frenzyKills);
      put('conviction', convictionBonus(ctx, s, a));
      put('aura', auraBonus(ctx, s, a, 'oc'));
      put('vengeance', vengeanceBonus(ctx, s, a, t) > 0);
      put('instability', unstable(s, a));
      put('hypertrophy', hasMutation(ctx, a, 'muscular-hypertrophy'));
      put('acid-glands', carries(ctx, t, 'acid-glands'));
      put('barbed-tail', carries(ctx, t, 'barbed-tail'));
      put('counter-aura', auraBonus(ctx, s, t, 'oc'));
      put('counter-vengeance', vengeanceBonus(ctx, s, t, a) > 0);
      put('target-hypertrophy', hasMutation(ctx, t, 'muscular-hypertrophy'));
      put('attacker-acid-glands', carries(ctx, a, 'acid-glands'));
    }
    out[key] = { ...terms, ...parryTerms(ctx, s, t, 'target') };
  }
  return {
    ...(Object.keys(out).length > 0 ? { attackTerms: out } : {}),
    ...(Object.keys(behind).length > 0 ? { pierceTerms: behind } : {}),
  };
}

/** One step of a side's opening: the hand, the third Aura or Mutation card to discard, a tied leader. */
export type OpeningStep = 'hand' | 'aura' | 'mutation' | 'leader';

/**
 * The activation as a seat may see it. A move stopped for the cards of a roll shows everyone where
 * the mover stands and the cards played (face up); where he means to go stays with his own seat,
 * as on the table, where the figure is moved square by square.
 */
function currentFor(act: Activation, seat: Seat | null): Activation {
  const out = copyData(act);
  const run = out.paused;
  if (!run || seat === act.seat) return out;
  const here = run.path[run.at];
  if (!here) return out;
  run.path = run.path.slice(0, run.at + 1);
  run.to = { x: here.x, y: here.y, facing: here.facing, cost: here.cost };
  return out;
}

/**
 * The board as a view holds it: a copy of what changes in play (doors, features, templates, the
 * lever) and the walls, voids and tile numbers shared with the state. Those never change during a
 * game (see fast.ts): copies of the state share them too, and rebuilding them was most of the cost
 * of a view (hundreds of squares each).
 */
function boardView(b: Board): Board {
  const out: Record<string, unknown> = {};
  for (const k in b) {
    const v = (b as unknown as Record<string, unknown>)[k];
    out[k] = k === 'edges' || k === 'voids' || k === 'tileOf' ? v : copyData(v);
  }
  return out as unknown as Board;
}

/** A warrior's sight range for the view, given only when it is not the usual 8. */
function sightView(ctx: Ctx, w: Warrior, s: HybridState): { sight?: number } {
  const range = sightRange(ctx, w, s);
  return range === USUAL_SIGHT ? {} : { sight: range };
}

/** The movement points of the warrior choosing his Mode, counted as `stepMode` of the rules counts them. */
function allowanceView(ctx: Ctx, s: HybridState): Pick<HybridView, 'moveAllowance'> {
  const act = s.current;
  if (!act || act.stage !== 'mode' || act.mode !== null) return {};
  const w = warriorOf(s, act.warrior);
  return { moveAllowance: { other: modeMovement(ctx, s, w, false), basicMove: modeMovement(ctx, s, w, true) } };
}

/** The Lanterns lighting the board, when any do (`lit` of the rules reads the same). */
function lanternsView(ctx: Ctx, s: HybridState): { lanterns?: readonly string[] } {
  const at = lanternSquares(ctx, s);
  return at.length === 0 ? {} : { lanterns: at };
}

/** What each side still owes of the opening (the same for every seat: the steps, not the cards). */
function openingView(s: HybridState): Pick<HybridView, 'opening'> {
  if (s.phase !== 'opening-hand') return {};
  const steps = (side: Seat): OpeningStep[] => {
    if (!s.sides[side].handDecided) return ['hand'];
    const out: OpeningStep[] = [];
    if (side === 'griffin' && Object.values(s.cards.auraDrawn).some((l) => l.length > 0)) out.push('aura');
    if (side === 'scorpion' && s.cards.mutationDrawn.length > 0) out.push('mutation');
    if ((s.cards.leaderTie?.[side]?.length ?? 0) > 0) out.push('leader');
    return out;
  };
  return { opening: { griffin: steps('griffin'), scorpion: steps('scorpion') } };
}

export function buildView(ctx: Ctx, s: HybridState, seat: Seat | null): HybridView {
  const counterOf = (w: Warrior): number | null => {
    const seq = s.sides[w.side].sequence;
    const i = seq.indexOf(w.id);
    if (i < 0) return null;
    if (seat === w.side || w.activated) return i + 1;
    return null;
  };
  const sides = {} as Record<Seat, SideView>;
  for (const side of SEATS) {
    const st = s.sides[side];
    sides[side] = {
      handSize: st.hand.length,
      eventHandSize: st.eventHand.length,
      armyRevealed: st.army.slice(0, st.armyRevealed),
      armyHidden: st.army.length - st.armyRevealed,
      objectivesDone: [...st.objectivesDone],
      countersPlaced: s.phase === 'sequence' ? st.sequence.length : st.sequence.length,
      sequenceDone: st.sequenceDone,
    };
  }
  return {
    seat,
    mission: s.mission,
    phase: s.phase,
    // A game ended by the round limit has counted on to a round it never plays: the last one played.
    round: Math.min(s.round, s.roundLimit),
    roundLimit: s.roundLimit,
    board: boardView(s.board),
    warriors: s.warriors.map((w) => ({
      id: w.id,
      profile: w.profile,
      name: profileOf(ctx, w).name,
      label: warriorLabel(profileOf(ctx, w).name, w.id),
      side: w.side,
      x: w.x,
      y: w.y,
      facing: w.facing,
      squares: w.status === 'in-play' ? squaresOf(ctx, w).map(squareKey) : [],
      wounds: w.wounds,
      nv: profileOf(ctx, w).nv,
      status: w.status,
      mode: w.mode,
      dc: w.dc !== null,
      heroicParry: w.dc?.heroic ?? false,
      watch: w.watch,
      blocked: w.blocked,
      activated: w.activated,
      counter: counterOf(w),
      ...(w.entry !== undefined && (w.status === 'waiting' || w.status === 'reserve') ? { entry: w.entry } : {}),
      ...sightView(ctx, w, s),
      ...(isPuny(ctx, w) ? { puny: true as const } : {}),
    })),
    sides,
    hand: seat ? [...s.sides[seat].hand] : [],
    eventHand: seat ? [...s.sides[seat].eventHand] : [],
    mySequence: seat ? [...s.sides[seat].sequence] : [],
    eventCounters: Object.keys(s.eventCounters).sort(),
    objectiveCounters: { ...s.objectiveCounters },
    actionDeckSize: s.actionDeck.length,
    eventDeckSize: s.eventDeck.length,
    actionDiscard: [...s.actionDiscard],
    eventDiscard: [...s.eventDiscard],
    lastEventSide: s.lastEventSide,
    rollWinner: s.rollWinner,
    first: s.first,
    current: s.current ? currentFor(s.current, seat) : null,
    firstContact: s.firstContact,
    firstBlood: s.firstBlood,
    outcome: s.outcome,
    cards: cardsView(ctx, s, seat),
    ...(fovApex(ctx) === 'centre' ? {} : { fovApex: fovApex(ctx) }),
    ...(ctx.options['losModel'] === 'staircase' ? { losModel: 'staircase' as const } : {}),
    ...lanternsView(ctx, s),
    ...allowanceView(ctx, s),
    ...openingView(s),
  };
}
