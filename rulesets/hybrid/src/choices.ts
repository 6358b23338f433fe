import { z } from '@skirmish/core';
import type { Facing } from '@skirmish/geometry/grid';
import { cardChoiceSchemas, type CardChoice } from './cards/choices.ts';
import type { ModeId } from './state.ts';

export type HybridChoice =
  | { kind: 'keep-hand' }
  | { kind: 'reject-hand' }
  | { kind: 'go-first' }
  | { kind: 'go-second' }
  | { kind: 'counter'; warrior: string }
  | { kind: 'keep-watch'; warrior: string }
  | { kind: 'mode'; mode: ModeId; level?: number; target?: string }
  /** `cost`: movement points the cheapest path to it takes; shown to players, ignored when submitted. */
  | { kind: 'move'; x: number; y: number; facing: Facing; cost?: number }
  | { kind: 'door'; door: string }
  | { kind: 'done' }
  | { kind: 'strike'; target: string; level: number; combined?: boolean }
  | { kind: 'fire'; target: string; level: number; second?: string; pierce?: string }
  | { kind: 'watch' }
  /**
   * `shot`: in a Heroic Firing, the shot (first or second) the cards back, or the Hindrance
   * answers, for points or for an Effect (HY-MODE-F-28); absent everywhere else.
   */
  | { kind: 'cards'; cards: string[]; effect?: boolean; shot?: 1 | 2 }
  | { kind: 'hinder'; card: string | null; effect?: boolean; shot?: 1 | 2 }
  | { kind: 'parry'; level: number; card?: string }
  | { kind: 'sacrifice'; target: string }
  | { kind: 'objective' }
  | { kind: 'event-counter' }
  | { kind: 'face'; facing: Facing }
  /** `x`, `y`: the square a card is thrown at (the Darkness Grenade template's lower-left corner). */
  | { kind: 'play-event'; card: string; target?: string; x?: number; y?: number }
  | { kind: 'end' }
  /** Leave the laboratory from an Entry/Exit square (HY-TERRAIN-08). */
  | { kind: 'leave' }
  /** Nemesis: throw the lever the warrior touches (HY-TRAP-17). */
  | { kind: 'lever' }
  /**
   * Brutish Strength under the table's `brutishOptional` (AMB-22): after his strikes hit, the
   * striker's side pushes the target back (`push: true`) or leaves him where he stands.
   */
  | { kind: 'brutish-push'; push: boolean }
  /** Under the table's `manualDiceChoice` (AMB-61): the die kept of a 2D10 roll, by its face. */
  | { kind: 'keep-die'; die: number }
  /**
   * The level announced again when the cards leave the Mode value below the one announced
   * (HY-MODE-08, HY-CARD-ACTION-14): one of the levels still open for the same attack.
   */
  | { kind: 'relevel'; level: number }
  /** Setup: the owner picks his Conviction leader among the bearers tied for it (HY-APT-16, AMB-28). */
  | { kind: 'leader'; warrior: string }
  | CardChoice;

export const facingSchema = z.enum(['N', 'E', 'S', 'W']);
export const modeSchema = z.enum(['OC', 'DC', 'F', 'MV']);
// A warrior's or a tile door's id is made of a content id (at most 80 characters) and more.
const id = z.string().min(1).max(200);
const shotSchema = z.union([z.literal(1), z.literal(2)]);

export const choiceSchema: z.ZodType<HybridChoice> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('keep-hand') }),
  z.object({ kind: z.literal('reject-hand') }),
  z.object({ kind: z.literal('go-first') }),
  z.object({ kind: z.literal('go-second') }),
  z.object({ kind: z.literal('counter'), warrior: id }),
  z.object({ kind: z.literal('keep-watch'), warrior: id }),
  z.object({
    kind: z.literal('mode'),
    mode: modeSchema,
    level: z.number().int().optional(),
    target: id.optional(),
  }),
  z.object({
    kind: z.literal('move'),
    x: z.number().int(),
    y: z.number().int(),
    facing: facingSchema,
    cost: z.number().int().min(0).max(99).optional(),
  }),
  z.object({ kind: z.literal('door'), door: id }),
  z.object({ kind: z.literal('done') }),
  z.object({ kind: z.literal('strike'), target: id, level: z.number().int(), combined: z.boolean().optional() }),
  z.object({
    kind: z.literal('fire'),
    target: id,
    level: z.number().int(),
    second: id.optional(),
    pierce: id.optional(),
  }),
  z.object({ kind: z.literal('watch') }),
  z.object({
    kind: z.literal('cards'),
    cards: z.array(id).max(10),
    effect: z.boolean().optional(),
    shot: shotSchema.optional(),
  }),
  z.object({
    kind: z.literal('hinder'),
    card: id.nullable(),
    effect: z.boolean().optional(),
    shot: shotSchema.optional(),
  }),
  z.object({ kind: z.literal('parry'), level: z.number().int(), card: id.optional() }),
  z.object({ kind: z.literal('sacrifice'), target: id }),
  z.object({ kind: z.literal('objective') }),
  z.object({ kind: z.literal('event-counter') }),
  z.object({ kind: z.literal('face'), facing: facingSchema }),
  z.object({
    kind: z.literal('play-event'),
    card: id,
    target: id.optional(),
    x: z.number().int().min(0).max(999).optional(),
    y: z.number().int().min(0).max(999).optional(),
  }),
  z.object({ kind: z.literal('end') }),
  z.object({ kind: z.literal('leave') }),
  z.object({ kind: z.literal('lever') }),
  z.object({ kind: z.literal('brutish-push'), push: z.boolean() }),
  z.object({ kind: z.literal('keep-die'), die: z.number().int().min(1).max(10) }),
  z.object({ kind: z.literal('relevel'), level: z.number().int().min(1).max(6) }),
  z.object({ kind: z.literal('leader'), warrior: id }),
  ...cardChoiceSchemas,
]);
