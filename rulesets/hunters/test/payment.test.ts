/**
 * Who pays: the modules of an expansion or a construction, which the players may name one by one
 * (AMB-13), and a card's group cost, whose suggested payer is offered first (AMB-20).
 */
import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, unwrap, type GameEvent, type Match } from '@skirmish/core';
import { sampleContent as C } from '../src/content/sample.ts';
import type { CardOption, HuntersContent } from '../src/content/schema.ts';
import { defaultPayment, startConstruction, startExpansion, type CampaignState } from '../src/campaign.ts';
import { campaignChoices } from '../src/campaign-mode.ts';
import type { HuntersChoice, PaymentPlan } from '../src/choices.ts';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import type { MissionState } from '../src/state.ts';
import { TWO_PLAYER_CAMPAIGN } from './fixture.ts';

const eng = unwrap(Engine.create(huntersRuleset));

/** The two-character campaign between missions, its campaign changed by `edit`. */
function between(edit: (camp: CampaignState) => void): Match<MissionState> {
  const m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
  const camp = structuredClone(m.state.campaign as CampaignState);
  edit(camp);
  return { ...m, state: { ...m.state, campaign: camp } };
}

const campOf = (m: Match<MissionState>): CampaignState => m.state.campaign as CampaignState;

function ch(camp: CampaignState, id: string) {
  const x = camp.chars.find((c) => c.id === id);
  if (!x) throw new Error(id);
  return x;
}

/** Each character's carried modules and storeroom modules, the kinds it holds none of left out. */
const bags = (camp: CampaignState) =>
  Object.fromEntries(
    camp.chars.map((c) => [
      c.id,
      {
        carried: Object.fromEntries(Object.entries(c.modules).filter(([, n]) => (n ?? 0) > 0)),
        storeroom: Object.fromEntries(Object.entries(c.storeroom.modules).filter(([, n]) => (n ?? 0) > 0)),
      },
    ]),
  );

/**
 * Away from the base, with Junk in three places: the Soldier carries 2, the Medic carries 1 and has
 * 2 in the storeroom. Raising the Forge to level 2 costs 2 Junk.
 */
const junkAway = (camp: CampaignState) => {
  camp.location = 'L2';
  ch(camp, 'soldier').modules = { junk: 2 };
  ch(camp, 'medic').modules = { junk: 1 };
  ch(camp, 'medic').storeroom.modules = { junk: 2 };
};

/**
 * At the base with the Gunsmith at level 3 and the Sniper Rifle's blueprint, which costs 3 Firearms
 * and 2 Optics.
 */
const gunsmithReady = (camp: CampaignState) => {
  camp.rooms.gunsmith = 3;
  camp.blueprints.push('bp-sniper-rifle');
  ch(camp, 'soldier').modules = { firearms: 2, optics: 1 };
  ch(camp, 'soldier').storeroom.modules = { firearms: 1 };
  ch(camp, 'medic').storeroom.modules = { optics: 2, firearms: 1 };
};

describe('AMB-13 the players name where the modules of a job come from', () => {
  it('HU-BASE-05 HU-BASE-06 AMB-13 away from the base an expansion takes one Junk from the Medic’s storeroom and one the Soldier carries', () => {
    const m = between(junkAway);
    const from: PaymentPlan = [
      { char: 'medic', store: 'storeroom', module: 'junk', count: 1 },
      { char: 'soldier', store: 'carried', module: 'junk', count: 1 },
    ];
    // The list offers the expansion once, with no payment; the named payment is accepted beside it.
    expect(eng.legal(m, 'p1')).toContainEqual({ kind: 'expand', room: 'forge' });
    expect(eng.legal(m, 'p1').some((c) => c.kind === 'expand' && c.from !== undefined)).toBe(false);
    const r = unwrap(eng.submit(m, 'p1', { kind: 'expand', room: 'forge', from }, new LoadedDice([])));
    expect(bags(campOf(r.match))).toEqual({
      soldier: { carried: { junk: 1 }, storeroom: {} },
      medic: { carried: { junk: 1 }, storeroom: { junk: 1 } },
    });
    expect(campOf(r.match).expansions).toEqual([{ room: 'forge', level: 2, due: 1 + 5 }]);
    // The log says who paid what, in both languages.
    const e = r.events.find((x) => x.type === 'hunters/expansion') as GameEvent;
    expect(e['paid']).toEqual(from);
    expect(huntersPresenter.event(e, 'en')).toBe(
      "The forge will reach level 2 on day 6. Paid with 1 Junk module from Medic's storeroom and 1 Junk module carried by Soldier. [HU-BASE-07]",
    );
    expect(huntersPresenter.event(e, 'hu')).toBe(
      'Bővítés: a kovácsműhely 2. szintre lép a 6. napon; fizetve: 1 ócskavas modul Szanitéc raktárából, 1 ócskavas modul Katona csomagjából. [HU-BASE-07]',
    );
  });

  it('HU-CRAFT-04 AMB-13 a construction takes the Firearms and Optics the players name from two characters’ packs and storerooms', () => {
    const m = between(gunsmithReady);
    const from: PaymentPlan = [
      { char: 'soldier', store: 'storeroom', module: 'firearms', count: 1 },
      { char: 'medic', store: 'storeroom', module: 'firearms', count: 1 },
      { char: 'soldier', store: 'carried', module: 'firearms', count: 1 },
      { char: 'medic', store: 'storeroom', module: 'optics', count: 2 },
    ];
    const choice: HuntersChoice = { kind: 'construct', blueprint: 'bp-sniper-rifle', owner: 'medic', from };
    const r = unwrap(eng.submit(m, 'p1', choice, new LoadedDice([])));
    expect(bags(campOf(r.match))).toEqual({
      soldier: { carried: { firearms: 1, optics: 1 }, storeroom: {} },
      medic: { carried: {}, storeroom: {} },
    });
    expect(campOf(r.match).constructions).toEqual([{ room: 'gunsmith', gear: 'sniper-rifle', due: 5, owner: 'medic' }]);
    const e = r.events.find((x) => x.type === 'hunters/construction') as GameEvent;
    expect(e['paid']).toEqual(from);
    expect(e['payers']).toEqual(['soldier', 'medic']);
    expect(huntersPresenter.event(e, 'hu')).toContain(
      'fizetve: 1 lőfegyver modul Katona raktárából, 1 lőfegyver modul Szanitéc raktárából, 1 lőfegyver modul Katona csomagjából, 2 optikai modul Szanitéc raktárából',
    );
  });

  it('HU-BASE-05 AMB-13 a payment short, over, of the wrong kind, from where it is not, or by nobody is refused and changes nothing', () => {
    const m = between(junkAway);
    const before = structuredClone(m.state);
    const junk = (char: string, store: 'carried' | 'storeroom', count: number) =>
      ({ char, store, module: 'junk', count }) as const;
    const wrong: Array<[string, PaymentPlan, RegExp]> = [
      ['too little', [junk('soldier', 'carried', 1)], /pays 1 Junk module\(s\) where the cost is 2/],
      ['too much', [junk('soldier', 'carried', 2), junk('medic', 'carried', 1)], /pays 3 Junk/],
      [
        'the wrong kind',
        [junk('soldier', 'carried', 2), { char: 'medic', store: 'carried', module: 'optics', count: 1 }],
        /takes no Optics modules/,
      ],
      ['more than carried', [junk('medic', 'carried', 2)], /medic carries 1 Junk module/],
      ['an empty storeroom', [junk('soldier', 'storeroom', 2)], /soldier has 0 Junk module\(s\) in the storeroom/],
      [
        'an unknown character',
        [junk('soldier', 'carried', 1), junk('sniper', 'carried', 1)],
        /no living character "sniper"/,
      ],
      ['nothing', [], /pays 0 Junk/],
    ];
    for (const [what, from, message] of wrong) {
      const r = eng.submit(m, 'p1', { kind: 'expand', room: 'forge', from }, new LoadedDice([]));
      expect(r.ok, what).toBe(false);
      if (r.ok) continue;
      expect([r.error.code, r.error.rule], what).toEqual(['base/payment', 'HU-BASE-05']);
      expect(r.error.message, what).toMatch(message);
      expect(m.state, what).toEqual(before);
    }
    // A count below 1 is no well-formed choice; straight to the rules, a negative one (which
    // would hand the Medic a module) is refused too, and the campaign handed in is left as it was.
    const zero = eng.submit(m, 'p1', { kind: 'expand', room: 'forge', from: [junk('soldier', 'carried', 0)] });
    expect(zero.ok ? '' : zero.error.code).toBe('choice/malformed');
    const camp = campOf(m);
    for (const from of [
      [junk('soldier', 'storeroom', 2)],
      [junk('soldier', 'carried', 2), junk('medic', 'carried', 1), junk('medic', 'carried', -1)],
    ]) {
      const r = startExpansion(C, camp, 'forge', undefined, from);
      expect(r.ok ? '' : r.error.code).toBe('base/payment');
      expect(camp).toEqual(before.campaign);
    }
    // The refusal in Hungarian has its own words, not the catch-all line.
    const hu = huntersPresenter.violation?.({ code: 'base/payment', message: 'x', rule: 'HU-BASE-05' }, 'hu') ?? '';
    expect(hu).toMatch(/^Ez a fizetés nem fedezi a bővítést/);
  });

  it('HU-CRAFT-04 AMB-13 a construction’s payment that misses a kind, names a missing character or takes what is not there is refused and changes nothing', () => {
    const m = between(gunsmithReady);
    const before = structuredClone(m.state);
    const sniper = (from: PaymentPlan): HuntersChoice => ({
      kind: 'construct',
      blueprint: 'bp-sniper-rifle',
      owner: 'soldier',
      from,
    });
    const firearms: PaymentPlan = [
      { char: 'soldier', store: 'carried', module: 'firearms', count: 2 },
      { char: 'soldier', store: 'storeroom', module: 'firearms', count: 1 },
    ];
    const wrong: Array<[string, PaymentPlan, RegExp]> = [
      ['no Optics', firearms, /pays 0 Optics module\(s\) where the cost is 2/],
      [
        'a character not in the party',
        [...firearms, { char: 'recon', store: 'storeroom', module: 'optics', count: 2 }],
        /no living character "recon"/,
      ],
      [
        'Optics the Soldier does not carry',
        [...firearms, { char: 'soldier', store: 'carried', module: 'optics', count: 2 }],
        /soldier carries 1 Optics module/,
      ],
      [
        'the same storeroom twice',
        [
          ...firearms.slice(0, 1),
          { char: 'soldier', store: 'storeroom', module: 'firearms', count: 1 },
          { char: 'soldier', store: 'storeroom', module: 'firearms', count: 1 },
          { char: 'medic', store: 'storeroom', module: 'optics', count: 2 },
        ],
        /soldier has 1 Firearms module\(s\) in the storeroom/,
      ],
    ];
    for (const [what, from, message] of wrong) {
      const r = eng.submit(m, 'p1', sniper(from), new LoadedDice([]));
      expect(r.ok, what).toBe(false);
      if (r.ok) continue;
      expect([r.error.code, r.error.rule], what).toEqual(['craft/payment', 'HU-CRAFT-04']);
      expect(r.error.message, what).toMatch(message);
      expect(m.state, what).toEqual(before);
    }
    const camp = campOf(m);
    const r = startConstruction(C, camp, 'bp-sniper-rifle', 'soldier', undefined, firearms);
    expect(r.ok ? '' : r.error.code).toBe('craft/payment');
    expect(camp).toEqual(before.campaign);
    const hu = huntersPresenter.violation?.({ code: 'craft/payment', message: 'x' }, 'hu') ?? '';
    expect(hu).toMatch(/^Ez a fizetés nem fedezi az építést/);
  });

  it('HU-BASE-05 HU-CRAFT-04 AMB-13 with no payment named the program pays as before: party order, carried before the storeroom', () => {
    const m = between(junkAway);
    const camp = campOf(m);
    // The program's payment, which a page may offer to change: the Soldier's 2 carried Junk.
    expect(defaultPayment(camp, [{ module: 'junk', count: 2 }])).toEqual([
      { char: 'soldier', store: 'carried', module: 'junk', count: 2 },
    ]);
    expect(defaultPayment(camp, [{ module: 'junk', count: 4 }])).toEqual([
      { char: 'soldier', store: 'carried', module: 'junk', count: 2 },
      { char: 'medic', store: 'carried', module: 'junk', count: 1 },
      { char: 'medic', store: 'storeroom', module: 'junk', count: 1 },
    ]);
    expect(defaultPayment(camp, [{ module: 'junk', count: 6 }])).toBeNull();
    const r = unwrap(eng.submit(m, 'p1', { kind: 'expand', room: 'forge' }, new LoadedDice([])));
    expect(bags(campOf(r.match))).toEqual({
      soldier: { carried: {}, storeroom: {} },
      medic: { carried: { junk: 1 }, storeroom: { junk: 2 } },
    });
    // The log names no payer when the players named none.
    const e = r.events.find((x) => x.type === 'hunters/expansion') as GameEvent;
    expect(e['paid']).toBeUndefined();
    expect(huntersPresenter.event(e, 'hu')).not.toContain('fizetve');
    // The same for a construction: the Knife's 1 Junk from the Soldier's pack.
    const built = unwrap(
      startConstruction(C, { ...camp, location: 'base', blueprints: ['bp-knife'] }, 'bp-knife', 'medic'),
    );
    expect(bags(built.state)['soldier']).toEqual({ carried: { junk: 1 }, storeroom: {} });
  });

  it('AMB-13 a choice naming its payment reads in both languages', () => {
    const m = between(junkAway);
    const view = eng.view(m, 'p1');
    const choice: HuntersChoice = {
      kind: 'expand',
      room: 'forge',
      from: [
        { char: 'medic', store: 'storeroom', module: 'junk', count: 1 },
        { char: 'soldier', store: 'carried', module: 'junk', count: 1 },
      ],
    };
    expect(huntersPresenter.choice(choice, view, 'en')).toBe(
      "Expand the Forge, paying 1 Junk module from Medic's storeroom and 1 Junk module carried by Soldier",
    );
    expect(huntersPresenter.choice(choice, view, 'hu')).toBe(
      'Bővítés: Kovácsműhely; fizetve: 1 ócskavas modul Szanitéc raktárából, 1 ócskavas modul Katona csomagjából',
    );
    const build: HuntersChoice = {
      kind: 'construct',
      blueprint: 'bp-knife',
      owner: 'medic',
      from: [{ char: 'medic', store: 'carried', module: 'junk', count: 1 }],
    };
    expect(huntersPresenter.choice(build, view, 'en')).toMatch(/for Medic, paying 1 Junk module carried by Medic$/);
    expect(huntersPresenter.choice(build, view, 'hu')).toMatch(/; fizetve: 1 ócskavas modul Szanitéc csomagjából$/);
    // Without a payment the label is as it was.
    expect(huntersPresenter.choice({ kind: 'expand', room: 'forge' }, view, 'en')).toBe('Expand the Forge');
  });
});

describe('AMB-20 the suggested payer of a group cost comes first', () => {
  /** The read choices of option `option` (counting from 0), by payer, in the order offered. */
  const payers = (choices: readonly HuntersChoice[], option: number): string[] =>
    choices.flatMap((c) => (c.kind === 'read' && c.option === option ? [c.payer] : []));

  const reading = (card: string, edit: (camp: CampaignState) => void) =>
    between((camp) => {
      camp.toRead = [card];
      edit(camp);
    });

  it('HU-EVENT-09 AMB-20 a Fuel Cell toll lists the Medic, who holds more, first; an even split keeps the party order', () => {
    const rich = reading('003', (camp) => {
      ch(camp, 'soldier').fuel = 1;
      ch(camp, 'medic').fuel = 3;
    });
    const legal = eng.legal(rich, 'p1');
    expect(payers(legal, 1)).toEqual(['medic', 'soldier']);
    // Option A costs nothing: nobody is suggested and the party order stands.
    expect(payers(legal, 0)).toEqual(['soldier', 'medic']);
    // The options come one after the other, each with its payers.
    expect(legal.map((c) => (c.kind === 'read' ? c.option : -1))).toEqual([0, 0, 1, 1]);
    const even = reading('003', (camp) => {
      for (const x of camp.chars) x.fuel = 2;
    });
    expect(payers(eng.legal(even, 'p1'), 1)).toEqual(['soldier', 'medic']);
  });

  it('HU-EVENT-09 AMB-20 a Food cost suggests whoever holds the most Food', () => {
    const m = reading('R102', (camp) => {
      ch(camp, 'soldier').food = 1;
      ch(camp, 'medic').food = 2;
    });
    expect(payers(eng.legal(m, 'p1'), 1)).toEqual(['medic', 'soldier']);
  });

  it('HU-EVENT-09 AMB-20 a module cost suggests whoever carries the most of that kind', () => {
    const option = (label: string, extra: Partial<CardOption>): CardOption => ({
      label,
      text: 'test',
      mandatory: false,
      cost: [],
      handling: 'discard',
      effects: [],
      ...extra,
    });
    const pack: HuntersContent = {
      ...C,
      events: [
        ...C.events,
        {
          id: 'X1',
          sample: true,
          deck: 'event',
          title: 'Scrap Dealer',
          text: 'test',
          personal: false,
          options: [
            option('A', { cost: [{ kind: 'module', module: 'optics', n: -1 }] }),
            option('B', { cost: [{ kind: 'module', module: 'junk', n: -1 }] }),
          ],
        },
      ],
    };
    const camp = structuredClone(campOf(between(() => undefined)));
    camp.toRead = ['X1'];
    ch(camp, 'soldier').modules = { junk: 3 };
    ch(camp, 'medic').modules = { optics: 1, junk: 1 };
    const choices = campaignChoices(pack, camp, ['p1', 'p2']);
    expect(payers(choices, 0)).toEqual(['medic', 'soldier']);
    expect(payers(choices, 1)).toEqual(['soldier', 'medic']);
  });
});
