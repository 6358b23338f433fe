/**
 * The modifiers the view names for each strike and shot (`attackTerms`), and the odds procedures
 * filled in with them: each modifier in its own field, the chance counted by hand here.
 */
import { Rational, parseOddsInputs, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridRuleset } from '../src/index.ts';
import { rollSpecDist, succeeded } from '../src/roll.ts';
import type { Profile } from '../src/content/schema.ts';
import { activate, play, rolls, scenario, w, type Scenario } from './scenario.ts';
import { MARKSMAN, seen, watching } from './ambush.ts';

const cardId = (sc: Scenario, deck: 'eventCards' | 'auraCards' | 'mutationCards', name: string): string => {
  const id = sc.content[deck].find((c) => c.name === name)?.id;
  if (!id) throw new Error(`no card ${name}`);
  return id;
};

/** A procedure's distribution for `inputs`, as "a/b" by outcome. */
function odds(sc: Scenario, id: string, inputs: Record<string, string | number | boolean>): Record<string, string> {
  const proc = hybridRuleset.odds.find((p) => p.id === id);
  if (!proc) throw new Error(id);
  const parsed = unwrap(parseOddsInputs(proc.params, inputs));
  const d = unwrap(proc.compute(parsed, { content: sc.content, options: sc.ctx.options }));
  return Object.fromEntries(d.toOutcomes().map((o) => [String(o.outcome), o.p]));
}

describe('the modifiers of an attack as the view names them', () => {
  it('a shot across rockfall at a target in Master Move, under an Aura of Clarity and Thick Smoke: each in its own field', () => {
    // The Seneschal (NV 4, Combined Weapon +1) shoots at a Hybrid six rows up; one rockfall
    // square lies on the line; Ambrosius beside him runs an Aura of Clarity (+1).
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 1] },
        { profile: 'ambrosius', at: [4, 1] },
        { profile: 'hybrid', at: [3, 7], facing: 'S' },
      ],
    });
    const [sen, amb, h] = sc.ids as [string, string, string];
    sc.state.board.features = { ...sc.state.board.features, '3,4': { rockfall: true } };
    sc.state.cards.auraActive[amb] = { card: cardId(sc, 'auraCards', 'Aura of Clarity'), stamp: 1 };
    sc.state.cards.constants.push({ card: cardId(sc, 'eventCards', 'Thick Smoke'), seat: 'scorpion', until: 1 });
    w(sc, h).masterMove = true;
    activate(sc, sen);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    const view = sc.rules.view(sc.state, 'griffin');
    const key = `fire:${h}:1`;
    expect(view.attackTerms?.[key]).toEqual({ rockfall: 1, 'master-move': true, aura: 1, smoke: 1 });
    // By hand: SL 5 - 1 (rockfall) - 2 (Master Move) + 1 (Aura) - 1 (Smoke) = 2: a 1 deals 2
    // wounds, a 2 one.
    const spec = view.rolls?.[key];
    if (!spec) throw new Error('no roll for the shot');
    expect(spec.sl).toBe(2);
    const filled = odds(sc, 'fire', {
      attacker: 'seneschal',
      target: 'hybrid',
      level: 1,
      ...(view.attackTerms?.[key] ?? {}),
    });
    expect(filled).toEqual({ '0': '4/5', '1': '1/10', '2': '1/10' });
    expect(rollSpecDist(spec).prob(succeeded).toString()).toBe('1/5');
    // The same shot with none of them: SL 5.
    expect(odds(sc, 'fire', { attacker: 'seneschal', target: 'hybrid', level: 1 })).toEqual({
      '0': '1/2',
      '1': '2/5',
      '2': '1/10',
    });
  });

  it('a strike at a target carrying Acid Glands in Defensive Combat with Chitin Plates', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S', dc: true },
      ],
    });
    const [hy, pu] = sc.ids as [string, string];
    w(sc, pu).mutations = [cardId(sc, 'mutationCards', 'Acid Glands'), cardId(sc, 'mutationCards', 'Chitin Plates')];
    activate(sc, hy);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    const view = sc.rules.view(sc.state, 'scorpion');
    const key = `strike:${pu}:1`;
    expect(view.attackTerms?.[key]).toEqual({ 'acid-glands': true, 'chitin-plates': true });
    const spec = view.rolls?.[key];
    if (!spec) throw new Error('no roll for the strike');
    // By hand: the Hybrid's NV 3 + Fused Weapons 2 - 1 (Acid Glands) = 4.
    expect(spec.sl).toBe(4);
    // Parried at level 1 by the Purifier: NV 3 + 1 (Chitin Plates) = 4. A 1 of the strike deals 2
    // unless parried, 2..4 deal 1 unless parried; the parry holds on 1..4 (4/10).
    // Two wounds: 1/10 x 6/10 = 3/50. One wound: 3/10 x 6/10 = 9/50. None: the rest, 19/25.
    expect(
      odds(sc, 'strike', {
        attacker: 'hybrid',
        target: 'purifier',
        level: 1,
        parry: 1,
        ...(view.attackTerms?.[key] ?? {}),
      }),
    ).toEqual({ '0': '19/25', '1': '9/50', '2': '3/50' });
  });

  it('HY-APT-47 a shot whose bullet may go on names the rockfall to the warrior behind and his Master Move, as the second roll counts them', () => {
    const PIERCER: Profile = {
      id: 'piercer',
      name: 'Piercer',
      side: 'griffin',
      nv: 4,
      oc: 2,
      dc: 2,
      f: 3,
      mv: 3,
      movement: 5,
      rank: 2,
      base: '1x1',
      equipment: [],
      aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }],
      source: 'sample',
    };
    // The Piercer shoots at a Hybrid three rows up; a Purifier in Master Move stands two rows
    // behind him, a rockfall square between the two: on the second line only.
    const sc = scenario({
      profiles: [PIERCER],
      warriors: [
        { profile: 'piercer', at: [3, 1] },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
        { profile: 'purifier', side: 'scorpion', at: [3, 6], facing: 'S' },
      ],
    });
    const [pi, h, pu] = sc.ids as [string, string, string];
    sc.state.board.features = { ...sc.state.board.features, '3,5': { rockfall: true } };
    w(sc, pu).masterMove = true;
    activate(sc, pi);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    const view = sc.rules.view(sc.state, 'griffin');
    expect(view.attackTerms?.[`fire:${h}:1`]).toEqual({});
    expect(view.pierceTerms?.[`fire:${h}:1:${pu}`]).toEqual({ 'pierce-rockfall': 1, 'pierce-master-move': true });
    // The rules' own second roll: SL 4 - 1 - 2 = 1.
    const ev = play(sc, [['griffin', { kind: 'fire', target: h, level: 1, pierce: pu }]], [2, 9]);
    expect(rolls(ev).map((r) => r['sl'])).toEqual([4, 1]);
    // The odds of that second roll, filled in: the first hits on 1..4 (4/10), then a 1 alone
    // (1/10) deals two wounds: 1/25.
    expect(
      odds(sc, 'fire', {
        attacker: 'piercer',
        target: 'hybrid',
        pierce: 'purifier',
        count: 'second',
        ...(view.pierceTerms?.[`fire:${h}:1:${pu}`] ?? {}),
      }),
    ).toEqual({ '0': '24/25', '2': '1/25' });
  });
  it('HY-APT-47 the parry of the warrior behind takes his own modifiers: Chitin Plates and an Expert Move pin', () => {
    const PIERCER: Profile = {
      id: 'piercer',
      name: 'Piercer',
      side: 'griffin',
      nv: 4,
      oc: 2,
      dc: 2,
      f: 3,
      mv: 3,
      movement: 5,
      rank: 2,
      base: '1x1',
      equipment: [],
      aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }],
      source: 'sample',
    };
    // The Purifier behind the Hybrid is in Defensive Combat, carries Chitin Plates (+1 to his
    // parry) and was stopped by an Expert Move (-2 on his rolls).
    const sc = scenario({
      profiles: [PIERCER],
      warriors: [
        { profile: 'piercer', at: [3, 1] },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
        { profile: 'purifier', side: 'scorpion', at: [3, 6], facing: 'S', dc: true },
      ],
    });
    const [pi, h, pu] = sc.ids as [string, string, string];
    w(sc, pu).mutations = [cardId(sc, 'mutationCards', 'Chitin Plates')];
    w(sc, pu).blocked = 'expert';
    activate(sc, pi);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    const view = sc.rules.view(sc.state, 'griffin');
    const terms = view.pierceTerms?.[`fire:${h}:1:${pu}`];
    expect(terms).toEqual({ 'pierce-chitin-plates': true, 'pierce-expert-move': true });
    // The rules' own rolls: the first shot and the second at SL 4, the Purifier's parry at
    // NV 3 + 1 (Chitin Plates) - 2 (Expert Move) = 2.
    const ev = [
      ...play(sc, [['griffin', { kind: 'fire', target: h, level: 1, pierce: pu }]], [2]),
      ...play(sc, [['scorpion', { kind: 'parry', level: 1 }]], [3, 2]),
    ];
    expect(rolls(ev).map((r) => [r['purpose'], r['sl']])).toEqual([
      ['Firing (level 1)', 4],
      ['Firing (level 1)', 4],
      ['Parry (level 1)', 2],
    ]);
    // By hand: the first shot hits on 1..4 (4/10); the second deals 2 on a 1 (1/10) and 1 on
    // 2..4 (3/10), each unless parried on 1..2 (8/10 not). Two wounds: 4/10 x 1/10 x 8/10 =
    // 4/125; one: 4/10 x 3/10 x 8/10 = 12/125.
    const filled = odds(sc, 'fire', {
      attacker: 'piercer',
      target: 'hybrid',
      pierce: 'purifier',
      'pierce-parry': '1',
      count: 'second',
      ...(terms ?? {}),
    });
    expect(filled).toEqual({ '0': '109/125', '1': '12/125', '2': '4/125' });
    // Without them, the parry at SL 3 holds on 1..3: one wound 4/10 x 3/10 x 7/10 = 21/250.
    expect(
      odds(sc, 'fire', {
        attacker: 'piercer',
        target: 'hybrid',
        pierce: 'purifier',
        'pierce-parry': '1',
        count: 'second',
      })['1'],
    ).toBe('21/250');
  });
});

describe('the modifiers of an ambush shot while its shooter picks where the bullet goes', () => {
  /**
   * The marksman on (3,0) faces north, in Skilled Firing, Ambrosius beside him running an Aura of
   * Clarity (+1 on his shots); a rockfall square on (2,1). The Hybrid h1 steps from (0,1), out of
   * the marksman's sight, to (1,2), in it, across the rockfall's line; the Hybrid h2 stands behind.
   */
  function aimStage(): Scenario {
    const sc = scenario({
      profiles: [MARKSMAN],
      warriors: [
        { profile: 'marksman', at: [3, 0], facing: 'N', id: 'm' },
        { profile: 'ambrosius', at: [4, 0], facing: 'N', id: 'amb' },
        { profile: 'hybrid', at: [0, 1], facing: 'N', id: 'h1' },
        { profile: 'hybrid', at: [0, 4], facing: 'S', id: 'h2' },
      ],
    });
    sc.state.board.features = { ...sc.state.board.features, '2,1': { rockfall: true } };
    sc.state.cards.auraActive['amb'] = { card: cardId(sc, 'auraCards', 'Aura of Clarity'), stamp: 1 };
    expect(seen(sc, 'm', 'h1')).toBe(false);
    watching(sc, 'm', 1);
    activate(sc, 'h1');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 1, y: 2, facing: 'N' }],
    ]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/ambush-aim' }]);
    return sc;
  }

  it('the terms are the shooter’s against the warrior he aims at, and fill the odds in with the roll’s own chance', () => {
    const sc = aimStage();
    const view = sc.rules.view(sc.state, 'griffin');
    const key = 'fire:h1:3';
    // The marksman's shot: the rockfall on his line (-1) and the Aura on him (+1), not the mover's.
    expect(view.attackTerms?.[key]).toEqual({ rockfall: 1, aura: 1 });
    expect(Object.keys(view.pierceTerms ?? {})).toEqual([`${key}:h2`]);
    const spec = view.rolls?.[key];
    if (!spec) throw new Error('no roll for the shot');
    // By hand: NV 4 - 1 (rockfall) + 1 (Aura) = 4.
    expect(spec.sl).toBe(4);
    const filled = odds(sc, 'fire', { attacker: 'marksman', target: 'hybrid', level: 3, ...view.attackTerms?.[key] });
    expect(Rational.ONE.sub(Rational.parse(filled['0'] ?? '0')).toString()).toBe(
      rollSpecDist(spec).prob(succeeded).toString(),
    );
    // The side shot at has no choice now: no roll, no terms.
    const theirs = sc.rules.view(sc.state, 'scorpion');
    expect([theirs.rolls, theirs.attackTerms, theirs.pierceTerms]).toEqual([undefined, undefined, undefined]);
  });
});
