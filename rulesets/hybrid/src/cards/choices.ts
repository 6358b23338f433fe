import { z } from '@skirmish/core';

/** Choices about Aura and Mutation cards, the Activation Roll auction and card plays. */
export type CardChoice =
  /** Setup: the bearer's third Aura card goes to the discard (SETUP-07). */
  | { kind: 'discard-aura'; warrior: string; card: string }
  /** Setup: the third Mutation card goes to the discard (SETUP-08). */
  | { kind: 'discard-mutation'; card: string }
  /** Activation Roll auction: commit one card face down, or stop (null). */
  | { kind: 'commit-card'; card: string | null }
  /** Start of the bearer's activation: activate or switch to an Aura, or switch it off (null). */
  | { kind: 'aura'; card: string | null }
  /**
   * Give a kept Mutation card to a warrior. `target`: the enemy who takes Purulent Excrescence's
   * wound instead of the carrier (option `purulentWoundsTarget: 'enemy'`, AMB-19).
   */
  | { kind: 'mutate'; warrior: string; card: string; target?: string }
  /** Use the Biomechanical Shell for this round. */
  | { kind: 'shell' }
  /** Aura of Renunciation: where a warrior who failed is moved. */
  | { kind: 'relocate'; warrior: string; x: number; y: number }
  /** Play a revealed Reserve Army card. */
  | { kind: 'play-army'; card: string; target?: string }
  /** Let the moment for Momentary Madness pass. */
  | { kind: 'no-madness' }
  /** Nullify: the Exorcist's fixed-SL test against an enemy's Mutation (sample wording, APT-60). */
  | { kind: 'nullify'; target: string }
  /** Close one's window for Event cards at the end of an enemy activation (CARD-EVENT-04). */
  | { kind: 'events-done' };

const id = z.string().min(1).max(80);

export const cardChoiceSchemas = [
  z.object({ kind: z.literal('discard-aura'), warrior: id, card: id }),
  z.object({ kind: z.literal('discard-mutation'), card: id }),
  z.object({ kind: z.literal('commit-card'), card: id.nullable() }),
  z.object({ kind: z.literal('aura'), card: id.nullable() }),
  z.object({ kind: z.literal('mutate'), warrior: id, card: id, target: id.optional() }),
  z.object({ kind: z.literal('shell') }),
  z.object({ kind: z.literal('relocate'), warrior: id, x: z.number().int(), y: z.number().int() }),
  z.object({ kind: z.literal('play-army'), card: id, target: id.optional() }),
  z.object({ kind: z.literal('no-madness') }),
  z.object({ kind: z.literal('nullify'), target: id }),
  z.object({ kind: z.literal('events-done') }),
] as const;
