import { describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { warmachineBotKnowledge, warmachineRuleset, sampleContent } from '../src/index.ts';

describe('bot knowledge', () => {
  const engine = unwrap(Engine.create(warmachineRuleset));
  const match = unwrap(engine.start(4));
  const knowledge = warmachineBotKnowledge(sampleContent);

  it('a seat sees everything, so a sampled state is the state itself', () => {
    const view = engine.view(match, 'p1');
    expect(knowledge.determinize(view, 'p1', undefined as never)).toEqual(match.state);
  });

  it('an even position is worth one half; damage to the enemy warcaster raises it, damage to ours lowers it', () => {
    const state = structuredClone(match.state);
    expect(knowledge.evaluate!(state, 'p1')).toBeCloseTo(0.5);
    const enemyCaster = state.models.find(
      (m) => m.side === 'p2' && sampleContent.models.find((d) => d.id === m.def)?.kind === 'warcaster',
    )!;
    enemyCaster.boxes = 5;
    const better = knowledge.evaluate!(state, 'p1');
    expect(better).toBeGreaterThan(0.5);
    expect(knowledge.evaluate!(state, 'p2')).toBeCloseTo(1 - better);
    enemyCaster.removed = true;
    expect(knowledge.evaluate!(state, 'p1')).toBeGreaterThan(better);
  });
});
