import type { HybridState, Seat } from '../state.ts';
import type { Ctx } from '../world.ts';
import type { CardInfo } from './messages.ts';
import { shownInHand, type WindowMoment, type WindowResume } from './state.ts';

/** What one seat may know of the cards: never the other side's hand, kept cards or deck order. */
export interface CardsView {
  /** Every card this seat can see, by id, with what is needed to word it. */
  readonly known: Readonly<Record<string, CardInfo>>;
  /** My bearers' Aura cards: drawn (to discard one) and kept. */
  readonly auraDrawn: Readonly<Record<string, readonly string[]>>;
  readonly auraKept: Readonly<Record<string, readonly string[]>>;
  /** Active Auras are shown to both players (AURA-05). */
  readonly auraActive: Readonly<Record<string, string>>;
  readonly mutationDrawn: readonly string[];
  readonly mutationKept: readonly string[];
  /** How many cards each side has kept but not shown (Auras, Mutations). */
  readonly hiddenKept: Readonly<Record<Seat, number>>;
  readonly armyReady: Readonly<Record<Seat, readonly string[]>>;
  readonly constants: ReadonlyArray<{ card: string; seat: Seat; until: number }>;
  /** The Activation Roll auction: my face-down cards, and how many the opponent put down. */
  readonly rollCommitted: readonly string[];
  readonly rollCommittedOther: number;
  readonly rollTurn: Seat | null;
  readonly effects: ReadonlyArray<{ seat: Seat; card: string; cancelled: boolean; shot?: 1 | 2 }>;
  readonly luck: Seat | null;
  /** Cards of the opponent's hand this seat saw go in (taken back from the discard, or stolen from him). */
  readonly opponentShown: readonly string[];
  /**
   * The Event card window open now (CARD-EVENT-04), as both players see it at the table: who is
   * asked, at which moment, the seats after him (every seat of the window, whatever they hold), and
   * the moments this activation has had already. Null when none is open.
   */
  readonly window: EventWindowView | null;
}

export interface EventWindowView {
  readonly seat: Seat;
  readonly moment: WindowMoment | null;
  readonly next: readonly Seat[];
  readonly resume: WindowResume | null;
  readonly activation: string | null;
  readonly done: readonly string[];
  readonly rolls: number;
}

export function cardsView(ctx: Ctx, s: HybridState, seat: Seat | null): CardsView {
  const c = s.cards;
  const known: Record<string, CardInfo> = {};
  const see = (id: string): void => {
    const a = ctx.content.actionCards.find((x) => x.id === id);
    if (a) known[id] = { id, deck: 'action', name: a.name, effect: a.effect, points: a.points };
    const e = ctx.content.eventCards.find((x) => x.id === id);
    if (e) known[id] = { id, deck: 'event', name: e.name, effect: e.effect, type: e.type };
    const r = ctx.content.armyCards.find((x) => x.id === id);
    if (r) known[id] = { id, deck: 'army', name: r.name, effect: r.effect, type: r.type };
    const u = ctx.content.auraCards.find((x) => x.id === id);
    if (u) known[id] = { id, deck: 'aura', name: u.name, effect: u.effect };
    const m = ctx.content.mutationCards.find((x) => x.id === id);
    if (m) known[id] = { id, deck: 'mutation', name: m.name, effect: m.effect };
  };
  const mine = seat;
  const griffin = mine === 'griffin';
  const scorpion = mine === 'scorpion';
  if (mine) {
    s.sides[mine].hand.forEach(see);
    s.sides[mine].eventHand.forEach(see);
  }
  s.actionDiscard.forEach(see);
  s.eventDiscard.forEach(see);
  for (const side of ['griffin', 'scorpion'] as const) {
    const st = s.sides[side];
    st.army.slice(0, st.armyRevealed).forEach(see);
  }
  Object.values(c.auraActive).forEach((a) => see(a.card));
  for (const w of s.warriors) w.mutations.forEach(see);
  c.constants.forEach((k) => see(k.card));
  c.effects.forEach((e) => see(e.card));
  if (griffin) {
    Object.values(c.auraDrawn).forEach((l) => l.forEach(see));
    Object.values(c.auraKept).forEach((l) => l.forEach(see));
  }
  if (scorpion) {
    c.mutationDrawn.forEach(see);
    c.mutationKept.forEach(see);
  }
  const opponentShown = mine ? shownInHand(s, mine === 'griffin' ? 'scorpion' : 'griffin') : [];
  opponentShown.forEach(see);
  const roll = c.roll;
  if (mine && roll) roll.committed[mine].forEach(see);
  const kept = (l: Record<string, string[]>): number => Object.values(l).reduce((n, x) => n + x.length, 0);
  return {
    known,
    auraDrawn: griffin ? structuredClone(c.auraDrawn) : {},
    auraKept: griffin ? structuredClone(c.auraKept) : {},
    auraActive: Object.fromEntries(Object.entries(c.auraActive).map(([k, v]) => [k, v.card])),
    mutationDrawn: scorpion ? [...c.mutationDrawn] : [],
    mutationKept: scorpion ? [...c.mutationKept] : [],
    hiddenKept: {
      griffin: kept(c.auraKept) + kept(c.auraDrawn),
      scorpion: c.mutationKept.length + c.mutationDrawn.length,
    },
    armyReady: structuredClone(c.armyReady),
    constants: structuredClone(c.constants),
    rollCommitted: mine && roll ? [...roll.committed[mine]] : [],
    rollCommittedOther: mine && roll ? roll.committed[mine === 'griffin' ? 'scorpion' : 'griffin'].length : 0,
    rollTurn: roll?.turn ?? null,
    effects: structuredClone(c.effects),
    luck: c.luck,
    opponentShown,
    window: c.eventWindow
      ? {
          seat: c.eventWindow,
          moment: c.eventWindowMoment ?? null,
          next: [...(c.eventWindowNext ?? [])],
          resume: c.eventWindowResume ?? null,
          activation: c.eventWindowAct ?? null,
          done: [...(c.eventWindowsDone ?? [])],
          rolls: c.eventWindowRolls ?? 0,
        }
      : null,
  };
}
