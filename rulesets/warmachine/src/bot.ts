import type { BotKnowledge } from '@skirmish/ai';
import type { WmChoice } from './choices.ts';
import type { WarmachineContent } from './content.ts';
import type { WmView } from './rules.ts';
import type { ModelState, WmState } from './state.ts';

/** How much a warcaster's health counts against a warjack's: losing it loses the game. */
const WARCASTER_WEIGHT = 4;

/**
 * What the search bots know of Warmachine. Nothing is hidden in this game, so a seat's view is
 * the whole state; a position is judged by the health each side has left, its warcaster first.
 */
export function warmachineBotKnowledge(content: WarmachineContent): BotKnowledge<WmState, WmChoice, WmView> {
  const defs = new Map(content.models.map((m) => [m.id, m]));
  const health = (m: ModelState): { left: number; weight: number } => {
    const def = defs.get(m.def);
    if (!def) return { left: 0, weight: 0 };
    const weight = def.kind === 'warcaster' ? WARCASTER_WEIGHT : 1;
    if (m.removed) return { left: 0, weight };
    if (def.damage.kind === 'boxes') return { left: 1 - m.boxes / def.damage.count, weight };
    const total = def.damage.columns.reduce((s, c) => s + c.length, 0);
    const marked = m.marks.reduce((s, n) => s + n, 0);
    return { left: total > 0 ? 1 - marked / total : 0, weight };
  };
  return {
    determinize: (view) => structuredClone(view),
    evaluate(state, seat) {
      let mine = 0;
      let mineMax = 0;
      let theirs = 0;
      let theirsMax = 0;
      for (const m of state.models) {
        const h = health(m);
        if (m.side === seat) {
          mine += h.left * h.weight;
          mineMax += h.weight;
        } else {
          theirs += h.left * h.weight;
          theirsMax += h.weight;
        }
      }
      const a = mineMax > 0 ? mine / mineMax : 0;
      const b = theirsMax > 0 ? theirs / theirsMax : 0;
      return 0.5 + (a - b) / 2;
    },
  };
}
