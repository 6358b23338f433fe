import { Engine, unwrap, type Decision } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridRuleset, type HybridChoice } from '../src/index.ts';
import { makeHybridPresenter } from '../src/presenter.ts';
import { SNIPER, ambushes, deal, watching } from './ambush.ts';
import { activate, giveEvent, play, scenario, WALL3_TILE } from './scenario.ts';

describe('presenter', () => {
  it('draws the board with walls, doors, warriors and facing, and words choices and events', () => {
    const e = unwrap(Engine.create(hybridRuleset));
    const m = unwrap(e.start(2, { mission: 'return-to-glasinhar' }));
    const view = e.view(m, 'griffin');
    const p = hybridRuleset.presenter!;
    const board = p.board(view, 'en');
    // Round 0 is the opening, before the first round.
    expect(board).toContain('Before round 1 (of 10) · ');
    expect(p.board(view, 'hu')).toContain('Az 1. kör előtt (10 körből) · ');
    // The Seneschal (capital S, Griffin) faces north; a Hybrid (lower case) faces south.
    expect(board).toMatch(/S\^/);
    expect(board).toMatch(/hv/);
    // The cell block's closed doors and walls.
    expect(board).toContain('D');
    expect(board).toContain('|');
    expect(p.choice({ kind: 'move', x: 2, y: 3, facing: 'N' }, view, 'en')).toBe('Move to C4 facing N');
    expect(p.choice({ kind: 'parry', level: 2 }, view, 'en')).toBe('Parry at level 2');
    // The log words an event from its fields, naming the warrior as the labels do.
    const roll = {
      type: 'hybrid/roll',
      purpose: 'Strike (level 1)',
      warrior: 'griffin-purifier-3',
      rolls: [3],
      kept: 3,
      sl: 5,
      result: 'success',
      text: 'Strike (level 1): 3 against SL 5: success',
    };
    expect(p.event(roll, 'en')).toBe('Purifier (3), Strike (level 1): 3 against SL 5: success');
  });

  it('names a door by the squares on its two sides, in the menu and the log, in both languages', () => {
    const e = unwrap(Engine.create(hybridRuleset));
    const m = unwrap(e.start(2, { mission: 'return-to-glasinhar' }));
    const view = e.view(m, 'griffin');
    const p = hybridRuleset.presenter!;
    // The cell block's closed single door on the edge north of (11,3): L4 on one side, L5 on the other.
    const d = view.board.doors.find((x) => x.edges.length === 1 && x.edges[0] === '11,3,N' && !x.open);
    expect(d).toBeDefined();
    if (!d) return;
    expect(p.choice({ kind: 'door', door: d.id }, view, 'en')).toBe('Open the door between L4 and L5');
    expect(p.choice({ kind: 'door', door: d.id }, view, 'hu')).toBe('Ajtó kinyitása: L4 és L5 között');
    d.open = true;
    expect(p.choice({ kind: 'door', door: d.id }, view, 'en')).toBe('Close the door between L4 and L5');
    const opened = { type: 'hybrid/door-opened', door: d.id, edges: ['11,3,N'], warrior: 'griffin-purifier-3' };
    expect(p.event(opened, 'en')).toBe('Purifier (3) opens the door between L4 and L5');
    expect(p.event(opened, 'hu')).toBe('Tisztító (3) kinyitja az ajtót (L4 és L5 között)');
    // A double door on east edges: the two squares of each side; a door with no edges named keeps its id.
    const double = { ...opened, type: 'hybrid/door-closed', edges: ['4,6,E', '4,7,E'] };
    expect(p.event(double, 'en')).toBe('Purifier (3) closes the door between E7/E8 and F7/F8');
    expect(p.event({ ...opened, edges: undefined }, 'en')).toBe(`Purifier (3) opens door ${d.id}`);
  });

  it('a Heroic Firing with both shots at one warrior says he is shot twice, not "and at" himself, in both languages', () => {
    const e = unwrap(Engine.create(hybridRuleset));
    const view = e.view(unwrap(e.start(2, { mission: 'return-to-glasinhar' })), 'griffin');
    const p = hybridRuleset.presenter!;
    const h = 'scorpion-hybrid-2';
    const twice = { kind: 'fire', target: h, level: 6, second: h } as const;
    expect(p.choice(twice, view, 'en')).toMatch(/^Fire twice at Hybrid \(2\) at level 6(?! and)/);
    expect(p.choice(twice, view, 'hu')).toMatch(/^Két lövés: Hibrid \(2\), 6\. szint(?!; második)/);
    // Two targets still name both.
    const two = { ...twice, second: 'scorpion-hybrid-3' };
    expect(p.choice(two, view, 'en')).toMatch(/^Fire at Hybrid \(2\) at level 6 and at Hybrid \(3\)/);
    expect(p.choice(two, view, 'hu')).toMatch(/^Lövés: Hibrid \(2\), 6\. szint; második célpont: Hibrid \(3\)/);
  });

  it('in Hungarian, playing no Action card is put to the player as every other choice is (second person)', () => {
    const e = unwrap(Engine.create(hybridRuleset));
    const view = e.view(unwrap(e.start(2, { mission: 'return-to-glasinhar' })), 'griffin');
    const p = hybridRuleset.presenter!;
    expect(p.choice({ kind: 'cards', cards: [] }, view, 'hu')).toMatch(/^Nem játszol ki Akciókártyát/);
    expect(p.choice({ kind: 'keep-hand' }, view, 'hu')).toBe('Megtartod ezt a négy Akciókártyát');
  });

  it('a Hindrance or a parry asked names the attack it answers, in both languages', () => {
    const e = unwrap(Engine.create(hybridRuleset));
    const view = e.view(unwrap(e.start(2, { mission: 'return-to-glasinhar' })), 'griffin');
    const p = hybridRuleset.presenter!;
    // Hybrid (2), the active warrior, attacking the Seneschal.
    const under = (kind: 'strike' | 'fire') =>
      ({
        ...view,
        current: { warrior: 'scorpion-hybrid-2', action: { kind, target: 'griffin-seneschal-1', level: 3 } },
      }) as unknown as typeof view;
    const ask = (kind: string): Decision => ({ kind, seats: ['griffin'] });
    expect(p.prompt?.(ask('hybrid/hindrance'), under('strike'), 'en')).toBe(
      'Play a Hindrance against Hybrid (2)’s strike at Seneschal (1), or none',
    );
    expect(p.prompt?.(ask('hybrid/hindrance'), under('strike'), 'hu')).toBe(
      'Kijátszol egy akadályozó lapot Hibrid (2) csapása ellen (célpont: Szenesál (1))?',
    );
    expect(p.prompt?.(ask('hybrid/parry'), under('fire'), 'en')).toBe(
      'Choose Seneschal (1)’s parry level against Hybrid (2)’s shot',
    );
    expect(p.prompt?.(ask('hybrid/parry'), under('fire'), 'hu')).toBe(
      'Válaszd ki Szenesál (1) hárításának szintjét Hibrid (2) lövése ellen',
    );
    // With no attack in the view, the plain question.
    expect(p.prompt?.(ask('hybrid/parry'), view, 'en')).toBe('Choose the parry level');
  });

  it('the parry of an ambush shot names the shooter and the warrior shot at, in both languages', () => {
    // The Scorpion sniper on (3,0) faces north; a Deceit swap brings the Warden, in Defensive
    // Combat and facing him, from behind a wall into his sight: he fires from Skilled Firing.
    const sc = scenario({
      profiles: [SNIPER],
      tiles: [WALL3_TILE],
      warriors: [
        { profile: 'sniper', at: [3, 0], facing: 'N', id: 'sn' },
        { profile: 'purifier', at: [4, 5], facing: 'E', id: 'a' },
        { profile: 'warden', at: [1, 5], facing: 'S', dc: true, id: 'wd' },
      ],
    });
    watching(sc, 'sn', 1);
    activate(sc, 'a');
    const deceit = giveEvent(sc, 'griffin', 'Deceit');
    expect(ambushes(play(sc, [['griffin', { kind: 'play-event', card: deceit, target: 'wd' }]]))).toEqual([
      ['sn', 'wd'],
    ]);
    const [asked] = sc.rules.pending(sc.state);
    expect(asked).toEqual({ seats: ['griffin'], kind: 'hybrid/parry' });
    const view = sc.rules.view(sc.state, 'griffin');
    const p = makeHybridPresenter(sc.content);
    expect(p.prompt?.(asked as Decision, view, 'en')).toBe('Choose Warden’s parry level against Sniper’s ambush shot');
    expect(p.prompt?.(asked as Decision, view, 'hu')).toBe(
      'Válaszd ki Warden hárításának szintjét Sniper lesből leadott lövése ellen',
    );
  });

  it('an Event card offered to play says what it does on the choice itself, in both languages', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [3, 6], facing: 'S', id: 'h' },
      ],
    });
    activate(sc, 'p');
    const smoke = giveEvent(sc, 'griffin', 'Thick Smoke');
    const calm = giveEvent(sc, 'griffin', 'Echoes');
    const c: HybridChoice = { kind: 'play-event', card: smoke };
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual(c);
    const view = sc.rules.view(sc.state, 'griffin');
    const p = makeHybridPresenter(sc.content);
    expect(p.choice(c, view, 'en')).toBe(
      'Play Event card Thick Smoke — stays in play until the end of the next round: every Firing roll takes -1 SL',
    );
    expect(p.choice(c, view, 'hu')).toMatch(
      /^.+ eseménykártya kijátszása — a következő kör végéig játékban marad: minden Lövés dobás -1 SZ-t kap$/,
    );
    // A card with no effect on the game adds nothing to its choice.
    expect(p.choice({ kind: 'play-event', card: calm }, view, 'en')).toBe('Play Event card Echoes');
    // The other side's view does not know the card: the choice keeps its name alone.
    const theirs = sc.rules.view(sc.state, 'scorpion');
    expect(p.choice(c, theirs, 'en')).not.toContain(' — ');
  });

  it('an Action card offered for its Effect says what the Effect does on the choice itself, for the roll and as a Hindrance, in both languages', () => {
    // The Purifier strikes the Hybrid in front of him; each side holds one card with an Effect.
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h' },
      ],
    });
    const id = (name: string) => sc.content.actionCards.find((c) => c.name === name)?.id ?? name;
    deal(sc, 'griffin', id('Steady Hand'));
    deal(sc, 'scorpion', id('Misstep'));
    activate(sc, 'p');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'strike', target: 'h', level: 1 }],
    ]);
    const p = makeHybridPresenter(sc.content);
    const keen: HybridChoice = { kind: 'cards', cards: [id('Steady Hand')], effect: true };
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual(keen);
    const mine = sc.rules.view(sc.state, 'griffin');
    expect(p.choice(keen, mine, 'en')).toMatch(
      /^Play Steady Hand for its Effect — the roll of this action is a Perfect Success on a 1 or a 2 · /,
    );
    expect(p.choice(keen, mine, 'hu')).toMatch(
      /^Kijátszás a hatásáért: .+ — ennek a cselekvésnek a dobása 1-en és 2-n is Tökéletes Siker · /,
    );
    // Played for its points, the card says nothing of its Effect.
    expect(p.choice({ kind: 'cards', cards: [id('Steady Hand')] }, mine, 'en')).not.toContain('Perfect Success');
    play(sc, [['griffin', { kind: 'cards', cards: [] }]]);
    const fumble: HybridChoice = { kind: 'hinder', card: id('Misstep'), effect: true };
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual(fumble);
    const theirs = sc.rules.view(sc.state, 'scorpion');
    expect(p.choice(fumble, theirs, 'en')).toMatch(
      /^Hinder with Misstep \(its Effect\) — the enemy roll is a Critical Failure on a 9 as well as a 10 · /,
    );
    expect(p.choice(fumble, theirs, 'hu')).toContain(' — az ellenséges dobás 9-en is Kritikus Kudarc, nem csak 10-en');
  });
});
