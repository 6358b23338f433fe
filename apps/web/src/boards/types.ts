import type { ComponentType } from 'react';
import type { Snapshot } from '../api.ts';
import type { LoggedEvent } from '../components/EventLog.tsx';
import type { OddsRequest } from '../components/OddsPanel.tsx';

/** What every board gets: the seat's snapshot and a way to make one of its legal choices. */
export interface BoardProps {
  readonly snapshot: Snapshot;
  /** Plays a choice; boards pass only choices taken from `snapshot.legal`. */
  readonly choose: (choice: unknown) => void;
  /** A choice in words, from the ruleset's presenter when it is loaded. */
  readonly describeChoice: (choice: unknown) => string;
  /** Shows the exact odds of a roll the board knows is coming. */
  readonly setOdds: (request: OddsRequest) => void;
  /** The events this seat has seen, oldest first (a board may replay a phase step by step). */
  readonly log?: readonly LoggedEvent[];
  /** A seat as players call it ("Griffin", "Player 1"), from the ruleset's presenter; its id without one. */
  readonly seatName?: (seat: string) => string;
}

export type Board = ComponentType<BoardProps>;
