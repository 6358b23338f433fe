/**
 * What the Hybrid board fills the odds panel with when a target is clicked or an attack level is
 * picked (`attackOdds`): the procedure of the attack made, and every input the board knows.
 */
import { describe, expect, it } from 'vitest';
import { Engine, Rational, parseOddsInputs, unwrap } from '@skirmish/core';
import { hybridRuleset, sampleContent } from '@skirmish/hybrid';
import { rollSpecDist, succeeded } from '@skirmish/hybrid';
import {
  ambushShotRequest,
  answerRequest,
  asHybridView,
  attackOdds,
  attackerOf,
  fromRear,
  withTerms,
  type HyView,
  type HyWarrior,
} from '../src/boards/hybrid/model.ts';
import { MARKSMAN, watching } from '../../../rulesets/hybrid/test/ambush.ts';
import { activate, play, scenario } from '../../../rulesets/hybrid/test/scenario.ts';

const engine = unwrap(Engine.create(hybridRuleset));

function warrior(over: Partial<HyWarrior> & Pick<HyWarrior, 'id' | 'profile' | 'x' | 'y' | 'facing'>): HyWarrior {
  return {
    name: over.profile,
    side: 'griffin',
    squares: [`${over.x},${over.y}`],
    wounds: 0,
    nv: 3,
    status: 'in-play',
    mode: null,
    dc: false,
    activated: false,
    counter: null,
    ...over,
  };
}

/** The panel's numbers for a prefill, as the server works them out (with the sample content, unless told). */
function numbers(
  req: { procedure: string; inputs: ReturnType<typeof attackOdds>['inputs'] },
  content = sampleContent,
): Record<string, string> {
  const proc = hybridRuleset.odds.find((p) => p.id === req.procedure);
  if (!proc) throw new Error(req.procedure);
  const inputs = unwrap(parseOddsInputs(proc.params, req.inputs));
  const d = unwrap(proc.compute(inputs, { content, options: engine.options }));
  return Object.fromEntries(d.toOutcomes().map((o) => [String(o.outcome), o.p]));
}

const dcOf = (profile: string) => sampleContent.profiles.find((p) => p.id === profile)?.dc ?? null;

describe('the odds the Hybrid board fills in for an attack', () => {
  it('a shot fills in the Firing odds, not the melee ones: the Seneschal at a Hybrid, 1/2 none, 2/5 one, 1/10 two', () => {
    const seneschal = warrior({ id: 's', profile: 'seneschal', x: 2, y: 2, facing: 'N' });
    const hybrid = warrior({ id: 'h', profile: 'hybrid', side: 'scorpion', x: 2, y: 6, facing: 'S' });
    const req = attackOdds(seneschal, hybrid, { kind: 'fire', level: 1 }, dcOf('hybrid'));
    expect(req).toEqual({
      procedure: 'fire',
      inputs: {
        attacker: 'seneschal',
        target: 'hybrid',
        level: 1,
        wounds: 0,
        'target-wounds': 0,
        'expert-move': false,
        parry: '0',
        shots: 1,
      },
    });
    expect(numbers(req)).toEqual({ '0': '1/2', '1': '2/5', '2': '1/10' });
  });

  it('a shot from a warrior’s rear quadrant meets no parry, as the rules allow none; from his front, a Basic Parry', () => {
    const seneschal = warrior({ id: 's', profile: 'seneschal', x: 2, y: 2, facing: 'N' });
    // In Defensive Combat, his back to the shooter (facing north, the shooter to the south)...
    const away = warrior({ id: 'h', profile: 'hybrid', side: 'scorpion', x: 2, y: 6, facing: 'N', dc: true });
    const fromBehind = attackOdds(seneschal, away, { kind: 'fire', level: 1 }, dcOf('hybrid'));
    expect(fromBehind.inputs['parry']).toBe('0');
    // ... the same odds as a target with no parry at all: 1/2 none, 2/5 one, 1/10 two.
    expect(numbers(fromBehind)).toEqual({ '0': '1/2', '1': '2/5', '2': '1/10' });
    // Facing the shooter, he parries a shot at level 1.
    const facing = warrior({ ...away, facing: 'S' });
    expect(attackOdds(seneschal, facing, { kind: 'fire', level: 1 }, dcOf('hybrid')).inputs['parry']).toBe('1');
    // Beside him, out of the rear quadrant: a parry too.
    const side = warrior({ ...away, facing: 'E' });
    expect(attackOdds(seneschal, side, { kind: 'fire', level: 1 }, dcOf('hybrid')).inputs['parry']).toBe('1');
  });

  it('a blow at a warrior’s back is a rear attack, with no parry: the Purifier at a Pest of Flesh facing away, 3/5 none, 3/10 one, 1/10 two', () => {
    const purifier = warrior({ id: 'p', profile: 'purifier', x: 10, y: 6, facing: 'N' });
    const pest = warrior({ id: 'q', profile: 'pest-of-flesh', side: 'scorpion', x: 10, y: 7, facing: 'N', dc: true });
    expect(fromRear(purifier, pest)).toBe(true);
    const req = attackOdds(purifier, pest, { kind: 'strike', level: 1 }, dcOf('pest-of-flesh'));
    expect(req.procedure).toBe('strike');
    expect(req.inputs).toMatchObject({ rear: true, parry: 0, level: 1 });
    // SL 3 + 1 from the rear = 4: a 1 (two wounds), 2..4 (one), else none.
    expect(numbers(req)).toEqual({ '0': '3/5', '1': '3/10', '2': '1/10' });
  });

  it('a blow from the front at a warrior in Defensive Combat: his DC value less his wounds as the parry, both sides’ wounds, the level picked', () => {
    const knight = warrior({ id: 'k', profile: 'knight-of-hod', x: 4, y: 4, facing: 'N', wounds: 1 });
    const aberration = warrior({
      id: 'a',
      profile: 'aberration',
      side: 'scorpion',
      x: 4,
      y: 5,
      facing: 'S',
      squares: ['4,5', '5,5', '4,6', '5,6'],
      wounds: 2,
      dc: true,
    });
    expect(fromRear(knight, aberration)).toBe(false);
    const req = attackOdds(knight, aberration, { kind: 'strike', level: 4 }, dcOf('aberration'));
    expect(req.inputs).toMatchObject({
      attacker: 'knight-of-hod',
      target: 'aberration',
      level: 4,
      rear: false,
      parry: 1,
      wounds: 1,
      'target-wounds': 2,
    });
    // The same warriors side by side: his flank is no rear.
    const side = warrior({ id: 'k', profile: 'knight-of-hod', x: 3, y: 5, facing: 'E' });
    expect(fromRear(side, aberration)).toBe(false);
    // Behind him, past his 2x2 base.
    const behind = warrior({ id: 'k', profile: 'knight-of-hod', x: 4, y: 7, facing: 'S' });
    expect(fromRear(behind, aberration)).toBe(true);
  });

  it('Heroic Parry is filled in as level 6; a shot meets a parry at level 1, or 6 in Heroic Parry; an Expert Move’s victim attacks at -2', () => {
    const ambrosius = warrior({ id: 'm', profile: 'ambrosius', x: 1, y: 1, facing: 'N', blocked: 'expert' });
    const hybrid = warrior({ id: 'h', profile: 'hybrid', side: 'scorpion', x: 1, y: 2, facing: 'S', dc: true });
    expect(attackOdds(ambrosius, hybrid, { kind: 'strike', level: 1 }, 3).inputs).toMatchObject({
      parry: 3,
      'expert-move': true,
    });
    expect(
      attackOdds(ambrosius, { ...hybrid, heroicParry: true }, { kind: 'strike', level: 1 }, 3).inputs,
    ).toMatchObject({ parry: 6 });
    expect(attackOdds(ambrosius, hybrid, { kind: 'fire', level: 2 }, 3).inputs).toMatchObject({ parry: '1' });
    expect(attackOdds(ambrosius, { ...hybrid, heroicParry: true }, { kind: 'fire', level: 2 }, 3).inputs).toMatchObject(
      { parry: '6' },
    );
  });

  it('a Heroic Firing with both shots at the target clicked counts two shots; with the second elsewhere, one', () => {
    const ambrosius = warrior({ id: 'm', profile: 'ambrosius', x: 1, y: 1, facing: 'N' });
    const hybrid = warrior({ id: 'h', profile: 'hybrid', side: 'scorpion', x: 1, y: 5, facing: 'S' });
    expect(attackOdds(ambrosius, hybrid, { kind: 'fire', level: 6, second: 'h' }, 3).inputs).toMatchObject({
      level: 6,
      shots: 2,
    });
    expect(attackOdds(ambrosius, hybrid, { kind: 'fire', level: 6, second: 'x' }, 3).inputs).toMatchObject({
      shots: 1,
    });
  });

  it('every strike and shot of random games, filled in with the modifiers the view names, has the chance on its button', () => {
    // Random legal choices of the first seeds (as the browser tests walk them); at each attack
    // offered, the panel's chance of at least one wound with no parry is the roll's own chance.
    let compared = 0;
    const named = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      let m = unwrap(engine.start(seed, hybridRuleset.defaultSetup));
      let x = seed;
      const rand = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
      for (let i = 0; i < 500 && engine.outcome(m) === null; i++) {
        const seat = engine.pending(m)[0]?.seats[0] ?? '';
        const legal = engine.legal(m, seat) as Array<{ kind: string; target?: string; level?: number }>;
        const view = asHybridView(engine.view(m, seat)) as HyView;
        const active = view.warriors.find((w) => w.id === view.current?.warrior);
        for (const c of legal) {
          if ((c.kind !== 'fire' && c.kind !== 'strike') || c.level === 3) continue;
          const aim = view.warriors.find((w) => w.id === c.target);
          const choice = { kind: c.kind, target: c.target ?? '', level: c.level ?? 1 };
          const spec = view.rolls?.[`${c.kind}:${String(c.target)}:${String(c.level)}`];
          if (!active || !aim || aim.id === active.id || !spec || spec.level || spec.luck || spec.again) continue;
          const plain = attackOdds(active, { ...aim, dc: false }, choice, null);
          const req = withTerms(plain, view.attackTerms, choice);
          Object.keys(req.inputs)
            .filter((k) => !(k in plain.inputs))
            .forEach((k) => named.add(k));
          const hit = Rational.ONE.sub(Rational.parse(numbers(req)['0'] ?? '0')).toString();
          expect(hit).toBe(rollSpecDist(spec).prob(succeeded).toString());
          compared++;
        }
        const c = legal[Math.floor(rand() * legal.length)];
        m = unwrap(engine.submit(m, seat, c)).match;
      }
    }
    expect(compared).toBeGreaterThan(20);
    // Modifiers of more than one kind met on the way.
    expect(named.size).toBeGreaterThan(1);
  }, 120_000);

  it('a shot across rockfall at a warrior in Master Move fills each in its own field', () => {
    const seneschal = warrior({ id: 's', profile: 'seneschal', x: 2, y: 2, facing: 'N' });
    const hybrid = warrior({ id: 'h', profile: 'hybrid', side: 'scorpion', x: 2, y: 6, facing: 'S' });
    const c = { kind: 'fire', target: 'h', level: 1 };
    const req = withTerms(
      attackOdds(seneschal, hybrid, c, null),
      { 'fire:h:1': { rockfall: 2, 'master-move': true } },
      c,
    );
    expect(req.inputs).toMatchObject({ rockfall: 2, 'master-move': true });
    // By hand: SL 4 + 1 (Combined Weapon) - 2 - 2 = 1: the 1 alone, a Perfect Success, 2 wounds.
    expect(numbers(req)).toEqual({ '0': '9/10', '2': '1/10' });
    // Another shot's modifiers are not this one's.
    expect(
      withTerms(attackOdds(seneschal, hybrid, c, null), { 'fire:h:2': { rockfall: 2 } }, c).inputs,
    ).not.toHaveProperty('rockfall');
  });

  it('a strike with a Combined Attack fills in the blow; a shot piercing to a warrior behind fills in that warrior', () => {
    const seneschal = warrior({ id: 's', profile: 'seneschal', x: 2, y: 2, facing: 'N' });
    const hybrid = warrior({ id: 'h', profile: 'hybrid', side: 'scorpion', x: 2, y: 3, facing: 'S' });
    const req = attackOdds(seneschal, hybrid, { kind: 'strike', level: 1, combined: true }, dcOf('hybrid'));
    expect(req.inputs).toMatchObject({ combined: true });
    expect(attackOdds(seneschal, hybrid, { kind: 'strike', level: 1 }, dcOf('hybrid')).inputs).not.toHaveProperty(
      'combined',
    );
    // By hand: the strike at SL 4 (1: two wounds, 2..4: one, else none), then the blow at 4 alike,
    // the Hybrid's NV 3 capping the sum. None 6/10 x 6/10; one 2 x 3/10 x 6/10; two 1/10 x 6/10
    // twice and 3/10 x 3/10; three 1/10 x 4/10 and 3/10 x 1/10.
    expect(numbers(req)).toEqual({ '0': '9/25', '1': '9/25', '2': '21/100', '3': '7/100' });
    const purifier = warrior({
      id: 'p',
      profile: 'purifier',
      side: 'scorpion',
      x: 2,
      y: 5,
      facing: 'S',
      wounds: 1,
      dc: true,
    });
    const c = { kind: 'fire', target: 'h', level: 1, pierce: 'p' };
    const shot = withTerms(
      attackOdds(seneschal, hybrid, c, dcOf('hybrid'), { warrior: purifier, dc: dcOf('purifier') }),
      {},
      c,
      { 'fire:h:1:p': { 'pierce-rockfall': 1 } },
    );
    expect(shot.inputs).toMatchObject({
      pierce: 'purifier',
      'pierce-wounds': 1,
      'pierce-parry': '1',
      'pierce-rockfall': 1,
    });
  });
});

/** The first position of the first seeds, played by the same random choices as above, where `want` holds. */
function firstWhere(want: (view: HyView, legal: readonly unknown[]) => boolean): { view: HyView; legal: unknown[] } {
  for (let seed = 1; seed <= 20; seed++) {
    let m = unwrap(engine.start(seed, hybridRuleset.defaultSetup));
    let x = seed;
    const rand = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    for (let i = 0; i < 600 && engine.outcome(m) === null; i++) {
      const seat = engine.pending(m)[0]?.seats[0] ?? '';
      const legal = engine.legal(m, seat) as unknown[];
      const view = asHybridView(engine.view(m, seat)) as HyView;
      if (want(view, legal)) return { view, legal };
      m = unwrap(engine.submit(m, seat, legal[Math.floor(rand() * legal.length)])).match;
    }
  }
  throw new Error('no such position in the first 20 seeds');
}

/** The chance a Natural Roll filled in succeeds (a Perfect Success or a Success), as the panel works it out. */
const successOf = (req: Parameters<typeof numbers>[0]): string => {
  const n = numbers(req);
  return Rational.parse(n['perfect'] ?? '0')
    .add(Rational.parse(n['success'] ?? '0'))
    .toString();
};
const has = (legal: readonly unknown[], kind: string) => legal.some((c) => (c as { kind?: string }).kind === kind);
const labelOf = (v: HyView) => (id: string) => v.warriors.find((x) => x.id === id)?.label ?? id;

describe('the odds panel while a player answers the other side’s attack', () => {
  it('asked for a Hindrance, the panel gets the attacker’s roll as the view gives it, the attack named, in both languages', () => {
    const { view, legal } = firstWhere((_v, legal) => has(legal, 'hinder'));
    const action = view.current?.action;
    if (!action || !view.current) throw new Error('no action');
    const req = answerRequest(view, legal, labelOf(view), 'en');
    expect(req?.procedure).toBe('natural-roll');
    // The chance of the roll succeeding, worked out by the panel, is the rules' own.
    const spec = view.rolls?.['hinder::points'];
    if (!req || !spec) throw new Error('no roll');
    expect(successOf(req)).toBe(rollSpecDist(spec).prob(succeeded).toString());
    const by = labelOf(view)(view.current.warrior);
    const at = labelOf(view)(action.target);
    expect(req.note).toContain(`${by}’s ${action.kind === 'fire' ? 'shot' : 'strike'} at ${at}`);
    const hu = answerRequest(view, legal, labelOf(view), 'hu');
    expect(hu?.note).toContain(`${by} ${action.kind === 'fire' ? 'lövése' : 'csapása'} (célpont: ${at})`);
    expect(hu?.note).not.toBe(req.note);
  });

  it('asked for a parry, the panel is emptied and says which attack it is and that its odds are not worked out, in both languages', () => {
    const { view, legal } = firstWhere((_v, legal) => has(legal, 'parry'));
    const atk = view.current?.action?.queue?.[0];
    if (!atk) throw new Error('no attack');
    const req = answerRequest(view, legal, labelOf(view), 'en');
    expect(req).toMatchObject({ procedure: '', inputs: {} });
    const by = labelOf(view)(atk.attacker);
    const at = labelOf(view)(atk.target);
    expect(req?.note).toMatch(new RegExp(`^You are answering ${by.replace(/[()]/g, '\\$&')}’s (strike|shot) at`));
    expect(req?.note).toContain(at);
    expect(req?.note).toContain('parry level');
    // Words only: no chance in it.
    expect(req?.note).not.toMatch(/%|\d\/\d/);
    const hu = answerRequest(view, legal, labelOf(view), 'hu');
    expect(hu).toMatchObject({ procedure: '', inputs: {} });
    expect(hu?.note).toMatch(/^Erre válaszolsz: .*\(célpont: .*\)\. .*hárítási szint/);
  });

  it('playing cards against an ambush shot, the panel gets the shooter’s roll as the view gives it, the shot named, in both languages', () => {
    const { view, legal } = firstWhere(
      (v, legal) =>
        v.current?.paused?.reason === 'ambush' && v.current.paused.stage === 'against' && has(legal, 'hinder'),
    );
    const run = view.current?.paused;
    if (!run?.shooter || !view.current) throw new Error('no ambush');
    const req = answerRequest(view, legal, labelOf(view), 'en');
    expect(req?.procedure).toBe('natural-roll');
    const spec = view.rolls?.['hinder::points'];
    if (!req || !spec) throw new Error('no roll');
    expect(successOf(req)).toBe(rollSpecDist(spec).prob(succeeded).toString());
    const by = labelOf(view)(run.shooter);
    const at = labelOf(view)(run.target ?? view.current.warrior);
    expect(req.note).toContain(`${by}’s ambush shot at ${at}`);
    expect(req.note).toContain('if no more cards follow');
    const hu = answerRequest(view, legal, labelOf(view), 'hu');
    expect(hu?.procedure).toBe('natural-roll');
    expect(hu?.note).toContain(`${by} lesből leadott lövése (célpont: ${at})`);
    // With no roll in the view (a view of another seat, or an older one), nothing is worked out.
    const bare = answerRequest({ ...view, rolls: {} }, legal, labelOf(view), 'en');
    expect(bare).toMatchObject({ procedure: '', inputs: {} });
    expect(bare?.note).toContain('beside it among the choices');
  });

  it('while the shooter’s side may play a card on its ambush shot, the panel gets the shot’s roll as the view gives it, the shot named, in both languages', () => {
    const { view, legal } = firstWhere(
      (v, legal) => v.current?.paused?.reason === 'ambush' && v.current.paused.stage === 'cards' && has(legal, 'cards'),
    );
    const run = view.current?.paused;
    if (!run?.shooter || !view.current) throw new Error('no ambush');
    // The shooter answers no attack: the request is the shot's own.
    expect(answerRequest(view, legal, labelOf(view), 'en')).toBeNull();
    const req = ambushShotRequest(view, legal, labelOf(view), 'en');
    expect(req?.procedure).toBe('natural-roll');
    // The roll of the choice to play no card, as the rules make it, every modifier of the shooter in it.
    const spec = view.rolls?.['cards::points'];
    if (!req || !spec) throw new Error('no roll');
    expect(req.inputs).toMatchObject({ sl: spec.sl, dice: String(spec.dice), duellist: spec.duellist });
    expect(successOf(req)).toBe(rollSpecDist(spec).prob(succeeded).toString());
    const by = labelOf(view)(run.shooter);
    const at = labelOf(view)(run.target ?? view.current.warrior);
    expect(req.note).toContain(`You may play a card on ${by}’s ambush shot at ${at}`);
    expect(req.note).toContain('if you play none');
    const hu = ambushShotRequest(view, legal, labelOf(view), 'hu');
    expect(hu?.procedure).toBe('natural-roll');
    expect(hu?.note).toContain(`${by} lesből leadott lövése (célpont: ${at})`);
    expect(hu?.note).not.toBe(req.note);
    // With no roll in the view, the panel is emptied: no numbers from terms it lacks.
    const bare = ambushShotRequest({ ...view, rolls: {} }, legal, labelOf(view), 'en');
    expect(bare).toMatchObject({ procedure: '', inputs: {} });
    expect(bare?.note).toContain('works out no odds');
    expect(ambushShotRequest({ ...view, rolls: {} }, legal, labelOf(view), 'hu')?.note).toContain('nem számol');
    // The side shot at, and any other moment of the move, get nothing from it.
    const other = view.seat === 'griffin' ? 'scorpion' : 'griffin';
    expect(ambushShotRequest({ ...view, seat: other }, legal, labelOf(view), 'en')).toBeNull();
    const against = { ...view, current: { ...view.current, paused: { ...run, stage: 'against' } } } as HyView;
    expect(ambushShotRequest(against, legal, labelOf(view), 'en')).toBeNull();
  });

  it('the parry of an ambush shot names the shooter and the warrior shot at; with no attack answered, nothing is filled in', () => {
    const { view } = firstWhere((v) => v.current !== null && v.warriors.length > 1);
    const [a, b] = view.warriors;
    if (!a || !b || !view.current) throw new Error('no warriors');
    const label = labelOf(view);
    const parry = [{ kind: 'parry', level: 1 }];
    const ambush = (target?: string) =>
      ({
        ...view,
        current: {
          ...view.current,
          paused: { reason: 'ambush', stage: 'parry', shooter: b.id, ...(target ? { target } : {}) },
        },
      }) as HyView;
    expect(answerRequest(ambush(), parry, label, 'en')).toMatchObject({
      procedure: '',
      note: expect.stringContaining(`${label(b.id)}’s ambush shot at ${label(view.current.warrior)}`) as unknown,
    });
    expect(answerRequest(ambush(a.id), parry, label, 'hu')?.note).toContain(
      `${label(b.id)} lesből leadott lövése (célpont: ${label(a.id)})`,
    );
    // The same move stopped for its cards, not its parry: no attack answered.
    expect(answerRequest(ambush(), [{ kind: 'strike', target: b.id, level: 1 }], label, 'en')).toBeNull();
  });
});

describe('the odds the board fills in while an ambush shooter picks where his bullet goes', () => {
  it('the shot filled in is the shooter’s at the warrior he aims at, with his modifiers, and has the chance on its button', () => {
    // The marksman on (3,0) faces north in Skilled Firing, a rockfall square on (2,1); the Hybrid
    // h1 steps into his sight on (1,2), across that square; the Hybrid h2 stands behind.
    const sc = scenario({
      profiles: [MARKSMAN],
      warriors: [
        { profile: 'marksman', at: [3, 0], facing: 'N', id: 'm' },
        { profile: 'hybrid', at: [0, 1], facing: 'N', id: 'h1' },
        { profile: 'hybrid', at: [0, 4], facing: 'S', id: 'h2' },
      ],
    });
    sc.state.board.features = { ...sc.state.board.features, '2,1': { rockfall: true } };
    watching(sc, 'm', 1);
    activate(sc, 'h1');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 1, y: 2, facing: 'N' }],
    ]);
    const view = asHybridView(sc.rules.view(sc.state, 'griffin')) as HyView;
    expect(view.current?.paused).toMatchObject({ reason: 'ambush', stage: 'aim', shooter: 'm' });
    const shooter = attackerOf(view);
    const aim = view.warriors.find((x) => x.id === 'h1');
    const behind = view.warriors.find((x) => x.id === 'h2');
    if (!shooter || !aim || !behind) throw new Error('no warriors');
    expect(shooter.id).toBe('m');
    const spec = view.rolls?.['fire:h1:3'];
    if (!spec) throw new Error('no roll for the shot');
    const c = { kind: 'fire', target: 'h1', level: 3 };
    const req = withTerms(attackOdds(shooter, aim, c, dcOf('hybrid')), view.attackTerms, c, view.pierceTerms);
    expect(req.inputs).toMatchObject({ attacker: 'marksman', target: 'hybrid', rockfall: 1 });
    const hit = Rational.ONE.sub(Rational.parse(numbers(req, sc.content)['0'] ?? '0')).toString();
    expect(hit).toBe(rollSpecDist(spec).prob(succeeded).toString());
    // The bullet going on to h2: the marksman's Armour-Piercing Shot, worked out.
    const through = { ...c, pierce: 'h2' };
    const req2 = withTerms(
      attackOdds(shooter, aim, through, dcOf('hybrid'), { warrior: behind, dc: dcOf('hybrid') }),
      view.attackTerms,
      through,
      view.pierceTerms,
    );
    expect(req2.inputs).toMatchObject({ attacker: 'marksman', pierce: 'hybrid' });
    expect(
      Object.keys(numbers({ ...req2, inputs: { ...req2.inputs, count: 'second' } }, sc.content)).length,
    ).toBeGreaterThan(1);
    // In any other moment the attacker is the active warrior.
    expect(attackerOf({ ...view, current: view.current ? { ...view.current, paused: null } : null })?.id).toBe('h1');
  });
});
