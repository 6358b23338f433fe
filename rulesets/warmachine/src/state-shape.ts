/**
 * The shape of a Warmachine position and the content it names, for positions that come from
 * outside the program (a scenario file's `state`). The schema mirrors the types of `state.ts`
 * field by field, so that the reference checks, the meaning checks of `invariants` and the rules
 * themselves may take the shape for granted.
 */
import { firstOf, idSet, oncePer, schemaProblems, z, type Same } from '@skirmish/core';
import { facingSchema, seatSchema } from './choices.ts';
import { STATS } from './content.ts';
import type { Ctx } from './model.ts';
import type { WmState } from './state.ts';

/** A length or a point on the table, in inches. */
const inches = z.number().finite();
/** A count, a turn or a box: a whole number from 0. */
const count = z.int().min(0);
const id = z.string();
const ids = z.array(id);

const modelSchema = z.object({
  id,
  def: id,
  side: seatSchema,
  x: inches,
  y: inches,
  facing: facingSchema,
  placed: z.boolean(),
  removed: z.boolean(),
  boxes: count,
  marks: z.array(count),
  focus: count,
  received: count,
  knockedDown: z.boolean(),
  knockedDownTurn: count,
  stationary: z.boolean(),
  stationaryUntil: seatSchema.nullable(),
  fire: z.boolean(),
  corrosion: z.boolean(),
  activated: z.boolean(),
  featUsed: z.boolean(),
});

const effectSchema = z.object({
  id: count,
  source: id,
  from: z.enum(['spell', 'feat']),
  caster: id,
  casterSide: seatSchema,
  target: id,
  mods: z.partialRecord(z.enum(STATS), z.int()),
  duration: z.enum(['oneRound', 'upkeep']),
});

const activationSchema = z.object({
  model: id,
  movement: z.enum(['none', 'advance', 'run', 'charge', 'slam', 'forfeit']),
  moved: inches.min(0),
  aiming: z.boolean(),
  noAction: z.boolean(),
  chargeTarget: id.nullable(),
  chargeFirstDue: z.boolean(),
  chargeAttack: z.boolean(),
  actionType: z.enum(['melee', 'ranged']).nullable(),
  initialLeft: ids,
  special: z.boolean(),
  shots: z.record(z.string(), count),
  castOrFeat: z.boolean(),
});

const freeStrikeSchema = z.object({
  mover: id,
  strikers: ids,
  move: z.object({
    kind: z.enum(['advance', 'run', 'charge', 'slam']),
    x: inches,
    y: inches,
    facing: facingSchema,
    moved: inches.min(0),
    via: z.array(z.object({ x: inches, y: inches })).max(8),
    target: id.nullable(),
    stopped: z.boolean(),
    boostAttack: z.boolean(),
    boostDamage: z.boolean(),
  }),
});

/** A d6. */
const die = z.int().min(1).max(6);

export const stateSchema = z.object({
  table: inches.positive(),
  round: count,
  turn: count,
  phase: z.enum(['chooseFirst', 'deploy', 'maintenance', 'control', 'activation', 'over']),
  rollOff: z.array(z.object({ p1: die, p2: die })),
  rollWinner: seatSchema,
  first: seatSchema,
  active: seatSchema,
  models: z.array(modelSchema),
  effects: z.array(effectSchema),
  nextEffect: count,
  activation: activationSchema.nullable(),
  upkeepPaid: z.array(count),
  shaken: z.boolean(),
  result: z.object({ winners: z.array(seatSchema), draw: z.boolean(), reason: z.string() }).nullable(),
  boxes: z.object({ p1: id, p2: id }),
  nearSide: seatSchema.nullable(),
  freeStrike: freeStrikeSchema.nullable(),
});

// The schema says what the types say: the compiler refuses a field added to one and not the other.
const mirrors: Same<z.infer<typeof stateSchema>, WmState> = true;
void mirrors;

/** What is wrong with the shape of `state`, each problem with its path; empty when it is a Warmachine position. */
export function shapeProblems(state: unknown): string[] {
  return schemaProblems(stateSchema, state);
}

/** The ids of the starter boxes, spells and feats of a content pack, kept per pack. */
const known = oncePer((content: Ctx['content']) => ({
  boxes: idSet(content.boxes),
  spells: idSet(content.models.flatMap((m) => m.spells ?? [])),
  feats: idSet(content.models.flatMap((m) => (m.feat ? [m.feat] : []))),
}));

/**
 * The names in `s` that name nothing: model definitions, starter boxes, spells, feats and weapons
 * the content of `ctx` does not define, and models the position does not hold (each model's id
 * once). Assumes the shape is right.
 */
export function referenceProblems(ctx: Ctx, s: WmState): string[] {
  const k = known(ctx.content);
  const out: string[] = [];
  const models = new Set<string>();
  s.models.forEach((m, i) => {
    if (models.has(m.id)) out.push(`models.${i}.id: a second model "${m.id}"`);
    models.add(m.id);
    if (!ctx.defs.has(m.def)) out.push(`models.${i}.def: unknown model definition "${m.def}"`);
  });
  const model = (path: string, x: string | null): void => {
    if (x !== null && !models.has(x)) out.push(`${path}: unknown model "${x}"`);
  };
  for (const seat of ['p1', 'p2'] as const)
    if (!k.boxes.has(s.boxes[seat])) out.push(`boxes.${seat}: unknown starter box "${s.boxes[seat]}"`);
  s.effects.forEach((e, i) => {
    model(`effects.${i}.caster`, e.caster);
    model(`effects.${i}.target`, e.target);
    if (!(e.from === 'spell' ? k.spells : k.feats).has(e.source))
      out.push(`effects.${i}.source: unknown ${e.from} "${e.source}"`);
  });
  const a = s.activation;
  if (a) {
    model('activation.model', a.model);
    model('activation.chargeTarget', a.chargeTarget);
    // The weapons named are those of the active model's definition.
    const def = ctx.defs.get(s.models.find((m) => m.id === a.model)?.def ?? '');
    if (def) {
      const weapons = new Set(def.weapons.map((w) => w.id));
      a.initialLeft.forEach((w, i) => {
        if (!weapons.has(w)) out.push(`activation.initialLeft.${i}: ${def.id} has no weapon "${w}"`);
      });
      for (const w of Object.keys(a.shots))
        if (!weapons.has(w)) out.push(`activation.shots.${w}: ${def.id} has no weapon "${w}"`);
    }
  }
  const fs = s.freeStrike;
  if (fs) {
    model('freeStrike.mover', fs.mover);
    fs.strikers.forEach((x, i) => model(`freeStrike.strikers.${i}`, x));
    model('freeStrike.move.target', fs.move.target);
  }
  return firstOf(out);
}
