/**
 * The game's content pack reaches the boards through React context: two games on two packs drawn
 * in one page each read their own pack (the Warmachine, Hunters and Dogs of War boards, rendered
 * by React's server renderer from real snapshots of the rules).
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Engine, unwrap, type AnyRuleset } from '@skirmish/core';
import { SAMPLE_CONTENT, dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { huntersRuleset, sampleContent as huntersSample } from '@skirmish/hunters';
import { sampleContent as warmachineSample, warmachineRuleset } from '@skirmish/warmachine';
import type { Snapshot } from '../src/api.ts';
import { DogsOfWarBoard } from '../src/boards/dogs-of-war/DogsOfWarBoard.tsx';
import { HuntersBoard } from '../src/boards/hunters/HuntersBoard.tsx';
import type { Board } from '../src/boards/types.ts';
import { WarmachineBoard } from '../src/boards/warmachine/WarmachineBoard.tsx';
import { PackContext, type GamePack } from '../src/pack.ts';

/**
 * The snapshot of a game on `content` for the seat asked, after `steps` choices (each the first
 * legal choice of the first seat asked that `take` accepts, or the first one).
 */
function snapshotOf(
  ruleset: AnyRuleset,
  content: unknown,
  steps = 0,
  take: (c: unknown) => boolean = () => true,
): Snapshot {
  const engine = unwrap(Engine.create(ruleset, { content }));
  let match = unwrap(engine.start(7));
  for (let i = 0; i < steps; i++) {
    const asked = engine.pending(match).flatMap((d) => d.seats)[0];
    if (!asked) break;
    const legal = engine.legal(match, asked);
    const c = legal.find(take) ?? legal[0];
    match = unwrap(engine.submit(match, asked, c)).match;
  }
  const seat = engine.pending(match)[0]?.seats[0];
  if (!seat) throw new Error('no seat is asked');
  return {
    gameId: `game-${seat}`,
    ruleset: ruleset.id,
    seat,
    index: match.record.choices.length,
    view: engine.view(match, seat),
    pending: engine.pending(match).map((d) => ({ kind: d.kind, seats: d.seats })),
    legal: engine.legal(match, seat),
    outcome: null,
    seats: [],
    canUndo: false,
    contentHash: engine.contentHash,
    options: engine.options,
  };
}

const pack = (content: unknown, hash: string): GamePack => ({ hash, content, options: {} });

/** Two boards side by side, each in its own pack's provider; returns each one's markup. */
function sideBySide(
  board: Board,
  a: { pack: GamePack; snapshot: Snapshot },
  b: { pack: GamePack; snapshot: Snapshot },
) {
  const one = (x: { pack: GamePack; snapshot: Snapshot }, id: string): ReactElement =>
    createElement(
      'div',
      { id },
      createElement(
        PackContext.Provider,
        { value: x.pack },
        createElement(board, {
          snapshot: x.snapshot,
          choose: () => undefined,
          describeChoice: (c: unknown) => JSON.stringify(c),
          setOdds: () => undefined,
          log: [],
        }),
      ),
    );
  const html = renderToString(createElement('main', null, one(a, 'game-a'), one(b, 'game-b')));
  const at = html.indexOf('<div id="game-b">');
  expect(at).toBeGreaterThan(0);
  return { a: html.slice(0, at), b: html.slice(at) };
}

describe('the game’s pack as React context', () => {
  it('Warmachine: two boards on two packs each name the models from their own pack', () => {
    const packA = structuredClone(warmachineSample);
    const packB = structuredClone(warmachineSample);
    for (const m of packA.models) m.name = `${m.name} [pack A]`;
    for (const m of packB.models) m.name = `${m.name} [pack B]`;
    // Deploy a few models, so the board draws their cards.
    const deploy = (c: unknown) => (c as { kind?: string }).kind === 'deploy';
    const { a, b } = sideBySide(
      WarmachineBoard,
      { pack: pack(packA, 'a'), snapshot: snapshotOf(warmachineRuleset, packA, 6, deploy) },
      { pack: pack(packB, 'b'), snapshot: snapshotOf(warmachineRuleset, packB, 6, deploy) },
    );
    expect(a).toContain('[pack A]');
    expect(a).not.toContain('[pack B]');
    expect(b).toContain('[pack B]');
    expect(b).not.toContain('[pack A]');
  });

  it('Hunters: two boards on two packs each name the cards in hand from their own pack', () => {
    const packA = structuredClone(huntersSample);
    const packB = structuredClone(huntersSample);
    for (const c of packA.cards) c.name = `${c.name} [pack A]`;
    for (const c of packB.cards) c.name = `${c.name} [pack B]`;
    const { a, b } = sideBySide(
      HuntersBoard,
      { pack: pack(packA, 'a'), snapshot: snapshotOf(huntersRuleset, packA) },
      { pack: pack(packB, 'b'), snapshot: snapshotOf(huntersRuleset, packB) },
    );
    expect(a).toContain('[pack A]');
    expect(a).not.toContain('[pack B]');
    expect(b).toContain('[pack B]');
    expect(b).not.toContain('[pack A]');
  });

  it('Dogs of War: two boards on two packs each offer the profiles of their own pack', () => {
    const packA = structuredClone(SAMPLE_CONTENT);
    const packB = structuredClone(SAMPLE_CONTENT);
    for (const p of packA.profiles) p.name = `${p.name} [pack A]`;
    for (const p of packB.profiles) p.name = `${p.name} [pack B]`;
    const { a, b } = sideBySide(
      DogsOfWarBoard,
      { pack: pack(packA, 'a'), snapshot: snapshotOf(dogsOfWarRuleset, packA) },
      { pack: pack(packB, 'b'), snapshot: snapshotOf(dogsOfWarRuleset, packB) },
    );
    expect(a).toContain('[pack A]');
    expect(a).not.toContain('[pack B]');
    expect(b).toContain('[pack B]');
    expect(b).not.toContain('[pack A]');
  });

  it('without a provider the boards read their rule system’s sample pack', () => {
    const snapshot = snapshotOf(huntersRuleset, huntersSample);
    const html = renderToString(
      createElement(HuntersBoard, {
        snapshot,
        choose: () => undefined,
        describeChoice: () => '',
        setOdds: () => undefined,
        log: [],
      }),
    );
    const shown = huntersSample.cards.filter((c) => html.includes(c.name));
    expect(shown.length).toBeGreaterThan(0);
  });
});
