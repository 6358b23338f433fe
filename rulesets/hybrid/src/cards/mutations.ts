import type { MutationCard } from '../content/schema.ts';
import type { ModeId, Warrior } from '../state.ts';
import type { Ctx } from '../world.ts';

export function mutationCard(ctx: Ctx, id: string): MutationCard | undefined {
  return ctx.content.mutationCards.find((m) => m.id === id);
}

export const carries = (ctx: Ctx, w: Warrior, effect: MutationCard['effect']): boolean =>
  w.mutations.some((id) => mutationCard(ctx, id)?.effect === effect);

/** Mode value bonuses from mutations (MUTATION-13 and our sample cards). */
export function mutationModeBonus(ctx: Ctx, w: Warrior, mode: ModeId): number {
  let n = 0;
  if (mode === 'OC' && carries(ctx, w, 'muscular-hypertrophy')) n++;
  if (mode === 'OC' && carries(ctx, w, 'grasping-limbs')) n++;
  if (mode === 'DC' && carries(ctx, w, 'second-heart')) n++;
  return n;
}
