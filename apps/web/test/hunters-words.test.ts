/**
 * Words of the Hunters board that depend on the pack: which activity of a played card an
 * enhancement goes to.
 */
import { describe, expect, it } from 'vitest';
import { sampleContent, type HuntersContent } from '@skirmish/hunters';
import { enhancedActivity, huWords } from '../src/boards/hunters/words.ts';

const en = huWords('en');
const hu = huWords('hu');

describe('the Hunters board in words', () => {
  it('an enhancement played on a card of one activity says no more than its card; on a card of several, the activity it goes to', () => {
    // Shot: one Ranged Attack. Snap Fire: Move 1, then a Ranged Attack (the sample cards).
    expect(sampleContent.cards.find((c) => c.id === 'soldier-shot')?.activities.length).toBe(1);
    expect(enhancedActivity(sampleContent, 'soldier-shot', 0, en)).toBe('');
    expect(enhancedActivity(sampleContent, 'soldier-snap-fire', 0, en)).toBe('on the move');
    expect(enhancedActivity(sampleContent, 'soldier-snap-fire', 1, en)).toBe('on the ranged attack');
    expect(enhancedActivity(sampleContent, 'soldier-snap-fire', 1, hu)).toBe('a távolsági támadásra');
  });

  it('two activities of one kind on a card are told apart by their number', () => {
    const pack: HuntersContent = {
      ...sampleContent,
      cards: [
        ...sampleContent.cards,
        {
          id: 'double-step',
          name: 'Double Step',
          sample: true,
          class: 'soldier',
          level: 1,
          activities: [
            { kind: 'move', mp: 1 },
            { kind: 'melee', toHit: 2 },
            { kind: 'move', mp: 1 },
          ],
          text: 'Move 1, Melee Attack, Move 1.',
        },
      ],
    };
    expect(enhancedActivity(pack, 'double-step', 2, en)).toBe('on activity 3');
    expect(enhancedActivity(pack, 'double-step', 2, hu)).toBe('a(z) 3. tevékenységre');
    expect(enhancedActivity(pack, 'double-step', 1, en)).toBe('on the melee attack');
  });
});
