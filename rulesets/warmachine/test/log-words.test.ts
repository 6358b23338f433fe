import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { showOddsProcedure } from '@skirmish/core';
import { warmachineRuleset } from '../src/index.ts';
import { presenter } from '../src/presenter.ts';
import { position } from './helpers.ts';

const deploy = (facing: number, x = 19.2, y = 5) => ({ type: 'wm/deploy', model: 'p1.bastion', x, y, facing });

describe('the log and the choices in plain words', () => {
  it('a deployment gives its point as the choices do (a semicolon between Hungarian decimal commas) and the way the model faces as a table edge', () => {
    expect(presenter.event(deploy(90), 'hu')).toBe(
      'Bástya (1. játékos) felhelyezve ide: (19,2"; 5,0"), a 2. játékos asztalszéle felé néz',
    );
    expect(presenter.event(deploy(90), 'en')).toBe(
      `Bastion (Player 1) is deployed at (19.2", 5.0"), facing Player 2's table edge`,
    );
    // The point reads as the deploy choice reads.
    const s = position({}, { phase: 'deploy' });
    const choice = presenter.choice({ kind: 'deploy', model: 'p1.bastion', x: 19.2, y: 5, facing: 90 }, s, 'hu');
    expect(choice).toContain('(19,2"; 5,0")');
    expect(presenter.event(deploy(90), 'hu')).toContain('(19,2"; 5,0")');
    // No bare bearing in degrees: each eighth of a turn is an edge or a corner of the table.
    const hu = [0, 45, 90, 135, 180, 225, 270, 315].map((f) => presenter.event(deploy(f), 'hu').split('), ')[1]);
    expect(hu).toEqual([
      'a jobb oldali asztalszél felé néz',
      'a 2. játékos asztalszélének jobb sarka felé néz',
      'a 2. játékos asztalszéle felé néz',
      'a 2. játékos asztalszélének bal sarka felé néz',
      'a bal oldali asztalszél felé néz',
      'az 1. játékos asztalszélének bal sarka felé néz',
      'az 1. játékos asztalszéle felé néz',
      'az 1. játékos asztalszélének jobb sarka felé néz',
    ]);
    const en = [0, 45, 270, 315].map((f) => presenter.event(deploy(f), 'en').split('), ')[1]);
    expect(en).toEqual([
      'facing the right-hand table edge',
      "facing the right-hand corner of Player 2's table edge",
      "facing Player 1's table edge",
      "facing the right-hand corner of Player 1's table edge",
    ]);
    // A facing between two eighths goes to the nearer; one just under a full turn faces right.
    expect(presenter.event(deploy(263.4), 'hu')).toContain('az 1. játékos asztalszéle felé néz');
    expect(presenter.event(deploy(359.9), 'hu')).toContain('a jobb oldali asztalszél felé néz');
    for (const f of [0, 63, 90, 200, 270])
      for (const locale of ['en', 'hu'] as const) expect(presenter.event(deploy(f), locale)).not.toContain('°');
  });

  it('focus handed to a warjack reads as the warjack receiving it', () => {
    const s = position({}, { phase: 'control' });
    expect(presenter.choice({ kind: 'allocate', model: 'p1.bastion', focus: 1 }, s, 'hu')).toBe(
      'Bástya (1. játékos) 1 fókuszt kap',
    );
    expect(presenter.choice({ kind: 'allocate', model: 'p1.bastion', focus: 2 }, s, 'en')).toBe(
      'Give Bastion (Player 1) 2 focus',
    );
  });

  it('a move is said to a tenth of an inch, and a move of no length as standing still', () => {
    const move = (distance: number) => ({ type: 'wm/move', model: 'p1.bastion', distance });
    expect(presenter.event(move(5.99), 'hu')).toBe('Bástya (1. játékos) 6,0"-et mozog');
    expect(presenter.event(move(5.99), 'en')).toBe('Bastion (Player 1) moves 6.0"');
    expect(presenter.event(move(3.14159), 'hu')).toBe('Bástya (1. játékos) 3,1"-et mozog');
    expect(presenter.event(move(0), 'hu')).toBe('Bástya (1. játékos) nem mozdul el');
    expect(presenter.event(move(0.001), 'en')).toBe('Bastion (Player 1) does not move');
  });

  it('the Hungarian words say Kontrollfázis in one word and aktiválás for an activation, never aktiváció', () => {
    const files = ['messages/hu.ts', 'messages/events.ts', 'messages/rules.ts', 'odds.ts', 'options.ts', 'sample.ts'];
    const text = files.map((f) => readFileSync(new URL(`../src/${f}`, import.meta.url), 'utf8')).join('\n');
    expect(text).not.toMatch(/aktiváci/i);
    expect(text).not.toContain('Kontroll fázis');
    const s = position({}, { phase: 'control' });
    expect(presenter.board(s, 'hu')).toContain('Kontrollfázis');
    expect(presenter.event({ type: 'wm/phase' }, 'hu')).toBe('Kezdődik az Aktiválási fázis');
    expect(presenter.event({ type: 'wm/activation-ends', model: 'p1.bastion' }, 'hu')).toBe(
      'Bástya (1. játékos) aktiválása véget ér',
    );
    expect(presenter.choice({ kind: 'endActivation' }, s, 'hu')).toBe('Az aktiválás vége');
  });

  it('the attack roll’s odds ask for MAT, RAT or focus in the Hungarian word for focus', () => {
    const attack = warmachineRuleset.odds.find((p) => p.id === 'attack');
    if (!attack) throw new Error('no attack odds');
    const hu = showOddsProcedure(attack, 'hu').params.find((p) => p.name === 'stat');
    expect(hu?.description).toBe('MAT, RAT vagy fókusz');
    expect(showOddsProcedure(attack, 'en').params.find((p) => p.name === 'stat')?.description).toBe(
      'MAT, RAT or FOCUS',
    );
  });
});
