import { describe, expect, it } from 'vitest';
import { sampleContent } from '../src/content/sample.ts';
import type { Profile } from '../src/content/schema.ts';
import { fireTargets } from '../src/rules.ts';
import { sees } from '../src/world.ts';
import { scenario, w, type Placed } from './scenario.ts';

const hybrid = sampleContent.profiles.find((p) => p.id === 'hybrid') as Profile;
/** A Scorpion creature with the Puny aptitude (test profile, the Hybrid's values otherwise). */
const MITE: Profile = { ...hybrid, id: 'mite', name: 'Mite', aptitudes: [{ name: 'Puny' }] };
/** The same for the Griffin side, to look from a Puny viewer. */
const SPRITE: Profile = { ...MITE, id: 'sprite', name: 'Sprite', side: 'griffin' };

/** Does the first warrior see the last one? Everything in between is placed as given. */
function sight(warriors: Placed[], losModel = 'case1+geometric'): boolean {
  const sc = scenario({ profiles: [MITE, SPRITE], warriors, options: { losModel } });
  const ids = sc.ids;
  return sees(sc.ctx, sc.state, w(sc, ids[0] as string), w(sc, ids[ids.length - 1] as string));
}

const viewer: Placed = { profile: 'purifier', at: [3, 0], facing: 'N' };
const at = (profile: string, x: number, y: number): Placed => ({ profile, at: [x, y], facing: 'S' });

describe('the Puny sight rule', () => {
  for (const model of ['case1+geometric', 'staircase']) {
    it(`HY-LOS-08 HY-APT-15 a Puny warrior on the axis hides a Puny warrior behind him, not a normal one (${model})`, () => {
      // Mite at (3,2), two squares ahead: Case 1 leaves (3,3) onward dead behind him.
      expect(sight([viewer, at('mite', 3, 2), at('hybrid', 3, 5)], model)).toBe(true);
      expect(sight([viewer, at('mite', 3, 2), at('mite', 3, 5)], model)).toBe(false);
      // Without him in the way the Puny target is in plain sight: it was his body that hid it.
      expect(sight([viewer, at('mite', 3, 5)], model)).toBe(true);
      // A normal warrior in his place hides both.
      expect(sight([viewer, at('hybrid', 3, 2), at('hybrid', 3, 5)], model)).toBe(false);
      expect(sight([viewer, at('hybrid', 3, 2), at('mite', 3, 5)], model)).toBe(false);
    });
  }

  it('HY-LOS-08 a Puny warrior beside the axis hides a Puny target on the line behind him, and a large one stays visible', () => {
    // From (3,0) to (5,6) the line passes (4,3) at its centre.
    expect(sight([viewer, at('mite', 4, 3), at('mite', 5, 6)])).toBe(false);
    expect(sight([viewer, at('mite', 4, 3), at('hybrid', 5, 6)])).toBe(true);
    // A 2x2 Aberration whose every square lies behind the Puny warrior on the axis is seen all the same.
    expect(sight([viewer, at('mite', 3, 2), { profile: 'aberration', at: [3, 5], facing: 'N' }])).toBe(true);
  });

  it('HY-LOS-08 the rule is about the target: a Puny viewer sees a normal warrior past a Puny one, not a Puny warrior', () => {
    const puny: Placed = { profile: 'sprite', at: [3, 0], facing: 'N' };
    expect(sight([puny, at('mite', 3, 2), at('hybrid', 3, 5)])).toBe(true);
    expect(sight([puny, at('mite', 3, 2), at('mite', 3, 5)])).toBe(false);
  });

  it('HY-LOS-08 the Purifier fires past a Puny warrior at a normal one', () => {
    const sc = scenario({
      profiles: [MITE],
      warriors: [viewer, at('mite', 3, 2), at('hybrid', 3, 5)],
    });
    const p = w(sc, sc.ids[0] as string);
    expect(fireTargets(sc.ctx, sc.state, p, 1).map((t) => t.id)).toEqual([sc.ids[1], sc.ids[2]]);
  });

  it('HY-MODE-F-25 Expert Firing past one warrior: never at a Puny target, nor past a Titan or a large base, nor in contact with an enemy', () => {
    const TITAN: Profile = { ...hybrid, id: 'titan', name: 'Titan', side: 'griffin', aptitudes: [{ name: 'Titan' }] };
    /** Is the warrior at (3, 5) an Expert Firing target of the Purifier at (3, 0), past the blocker at (3, 2)? */
    const expert = (blocker: string, target: string, extra: Placed[] = []) => {
      const sc = scenario({
        profiles: [MITE, TITAN],
        warriors: [viewer, { ...at(blocker, 3, 2), side: 'griffin' }, at(target, 3, 5), ...extra],
      });
      const p = w(sc, sc.ids[0] as string);
      // Hidden from the plain shot in every case.
      expect(fireTargets(sc.ctx, sc.state, p, 1).map((t) => t.id)).not.toContain(sc.ids[2]);
      return fireTargets(sc.ctx, sc.state, p, 4).some((t) => t.id === sc.ids[2]);
    };
    expect(expert('seneschal', 'hybrid')).toBe(true);
    expect(expert('seneschal', 'mite')).toBe(false);
    expect(expert('titan', 'hybrid')).toBe(false);
    expect(expert('sasia-samaris', 'hybrid')).toBe(false);
    expect(expert('seneschal', 'hybrid', [at('hybrid', 2, 0)])).toBe(false);
  });
});
