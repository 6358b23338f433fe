import { z } from '@skirmish/core';

export const seatSchema = z.enum(['p1', 'p2']);
const num = z.number().finite();
/** A facing in degrees, from -360 to 360 (the web may round one just under 360 up to 360). */
export const facingSchema = z.number().finite().min(-360).max(360);
const boosts = { boostAttack: z.boolean().optional(), boostDamage: z.boolean().optional() };
/** Corners of a move's path before its end point; each leg is a straight line. */
const waypoints = z
  .array(z.object({ x: num, y: num }))
  .max(8)
  .optional();

/** Boosts for the other models an AOE or spray reaches, declared with the attack, 1 focus each. */
const areaBoosts = {
  boostDamageOn: z.array(z.string()).max(20).optional(),
  boostAttackOn: z.array(z.string()).max(20).optional(),
};

/** Every choice a player can make. Positions are in inches; facings in degrees (0 = +x, 90 = toward the far edge). */
export const choiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chooseFirst'), first: seatSchema }),
  z.object({ kind: z.literal('deploy'), model: z.string(), x: num, y: num, facing: facingSchema }),
  z.object({ kind: z.literal('allocate'), model: z.string(), focus: z.number().int().min(1).max(3) }),
  z.object({ kind: z.literal('upkeep'), effect: z.number().int() }),
  z.object({ kind: z.literal('shake'), model: z.string() }),
  z.object({ kind: z.literal('endControl') }),
  z.object({ kind: z.literal('activate'), model: z.string() }),
  z.object({ kind: z.literal('standUp'), forfeit: z.enum(['movement', 'action']) }),
  z.object({ kind: z.literal('forfeitMove'), aim: z.boolean() }),
  z.object({ kind: z.literal('advance'), x: num, y: num, facing: facingSchema, via: waypoints }),
  z.object({ kind: z.literal('run'), x: num, y: num, facing: facingSchema, via: waypoints }),
  z.object({ kind: z.literal('charge'), target: z.string(), distance: num.min(0).optional() }),
  z.object({ kind: z.literal('slam'), target: z.string(), distance: num.min(0).optional(), ...boosts }),
  z.object({ kind: z.literal('attack'), weapon: z.string(), target: z.string(), ...boosts, ...areaBoosts }),
  z.object({ kind: z.literal('headButt'), target: z.string(), ...boosts }),
  z.object({
    kind: z.literal('cast'),
    spell: z.string(),
    target: z.string().optional(),
    channeler: z.string().optional(),
    ...boosts,
    ...areaBoosts,
  }),
  z.object({ kind: z.literal('feat') }),
  z.object({ kind: z.literal('heal') }),
  z.object({ kind: z.literal('endActivation') }),
  z.object({ kind: z.literal('endTurn') }),
  /** The enemy whose melee range was left strikes with a melee weapon, or lets the mover go (null). */
  z.object({ kind: z.literal('freeStrike'), weapon: z.string().nullable() }),
  /** The active player's order for Fire and Corrosion this Maintenance phase. */
  z.object({ kind: z.literal('continuousOrder'), first: z.enum(['fire', 'corrosion']) }),
  /** A weapon's special attack (*Attack) in place of all initial attacks. */
  z.object({ kind: z.literal('specialAttack'), weapon: z.string(), target: z.string(), ...boosts }),
]);

export type WmChoice = z.infer<typeof choiceSchema>;
