import type { GameEvent, Locale, Presenter } from '@skirmish/core';
import { FACING_NAMES, key } from './board.ts';
import type { HuntersChoice } from './choices.ts';
import type { HuntersView } from './view.ts';
import { RULE_TEXTS } from './rule-texts.ts';
import { enemySentence, violationWords } from './words.ts';

const NAMES = FACING_NAMES;

function charName(view: HuntersView, id: string): string {
  return view.chars.find((c) => c.id === id)?.name ?? id;
}

function enemyName(view: HuntersView, id: string): string {
  return view.enemies.find((e) => e.id === id)?.name ?? id;
}

/**
 * The map as text, north at the top. Each space shows its figures: a capital letter per
 * character (lower case when Hidden, `+` when unconscious), `e` per enemy, then the icons:
 * `^` vantage, `#` cover, `.` open ground, `$` finding, `X` covered, `s`/`!`/`*`/`c` smoke,
 * explosives, combustibles, chemicals.
 */
function campaignText(view: HuntersView): string {
  const c = view.campaign;
  if (!c) return '';
  const lines = [
    `Day ${c.day} (token ${c.token.side} side, space ${c.token.space}); the party is at ${c.location}`,
    `Rooms: ${Object.entries(c.rooms)
      .map(([r, l]) => `${r} ${l}`)
      .join(', ')}`,
    ...c.chars.map(
      (ch) =>
        `${ch.id} [${ch.seat}] level ${ch.level}, XP ${ch.xp}, Health ${ch.health}${ch.dead ? ' (killed)' : ''}${ch.poisoned ? ', poisoned' : ''}, Food ${ch.food}, Fuel ${ch.fuel}`,
    ),
  ];
  if (c.toRead[0]) lines.push(`Card to read: ${c.toRead[0]}`);
  if (c.launched) lines.push(`Mission launched: ${c.launched}`);
  if (c.result) lines.push(`The campaign is ${c.result}.`);
  return lines.join('\n');
}

function board(view: HuntersView): string {
  if (view.phase === 'campaign') return campaignText(view);
  const lines: string[] = [];
  lines.push(
    `${view.title} (${view.mission}) - turn ${view.turn}/${view.maxTurns}, ${view.time}${view.weather === 'clear' ? '' : `, ${view.weather}`}`,
  );
  for (let y = view.height - 1; y >= 0; y--) {
    const row: string[] = [];
    for (let x = 0; x < view.width; x++) {
      let cell = '';
      for (const c of view.chars) {
        if (!c.pos || c.offBoard || c.pos.x !== x || c.pos.y !== y) continue;
        const letter = c.name.charAt(0);
        cell += c.health === 0 ? '+' : c.hidden ? letter.toLowerCase() : letter.toUpperCase();
      }
      for (const e of view.enemies) if (e.pos.x === x && e.pos.y === y) cell += 'e';
      for (const p of view.placed) if (p.pos.x === x && p.pos.y === y) cell += '%';
      const info = view.terrain?.spaces[key({ x, y })];
      if (info?.vantage) cell += '^';
      if (info?.cover) cell += '#';
      if (info?.openGround) cell += '.';
      if (info?.finding && !view.collected.includes(key({ x, y }))) cell += '$';
      if (info?.covered) cell += 'X';
      for (const t of view.tokens)
        if (t.pos.x === x && t.pos.y === y)
          cell += t.kind === 'smoke' ? 's' : t.kind === 'explosives' ? '!' : t.kind === 'combustibles' ? '*' : 'c';
      row.push((cell || '-').slice(0, 4).padEnd(4));
    }
    lines.push(`${String(y).padStart(2)} ${row.join('')}`);
  }
  lines.push(`   ${Array.from({ length: view.width }, (_, x) => String(x).padEnd(4)).join('')}`);
  for (const c of view.chars) {
    const where = c.offBoard
      ? 'off the board'
      : c.pos
        ? `(${c.pos.x},${c.pos.y}) facing ${NAMES[c.facing] ?? '?'}`
        : 'not placed';
    const state = c.dead ? 'killed' : c.health === 0 ? 'unconscious' : `Health ${c.health}/${c.maxHealth}`;
    const hand = c.hand ? `; hand: ${c.hand.join(', ')}` : `; ${c.handCount} cards in hand`;
    lines.push(`${c.name} [${c.seat}] ${where}, ${state}, Morale ${c.morale}${c.hidden ? ', Hidden' : ''}${hand}`);
  }
  for (const e of view.enemies)
    lines.push(`${e.id} ${e.name} at (${e.pos.x},${e.pos.y}) facing ${NAMES[e.facing] ?? '?'}, Health ${e.health}`);
  if (view.result) lines.push(`Mission ${view.result.victory ? 'won' : 'lost'}: ${view.result.reason}`);
  return lines.join('\n');
}

function choice(c: HuntersChoice, view: HuntersView): string {
  switch (c.kind) {
    case 'keep':
      return `${charName(view, c.character)} keeps ${c.card} in the starting hand`;
    case 'keep-random':
      return `Fill ${charName(view, c.character)}'s starting hand at random`;
    case 'deploy':
      return `Place ${charName(view, c.character)} at (${c.x},${c.y}) facing ${NAMES[c.facing] ?? '?'}${c.hidden ? ', Hidden' : ''}`;
    case 'activate':
      return `${charName(view, c.character)} acts next`;
    case 'activate-random':
      return 'Let the program pick who acts next';
    case 'rotate':
      return `Turn to face ${NAMES[c.facing] ?? '?'}`;
    case 'play':
      return `Play ${c.card}${c.enhancement ? ` enhanced by ${c.enhancement} (activity ${c.enhance + 1})` : ''}`;
    case 'basic':
      return c.action === 'double-move' ? 'Two basic Moves as one (2 MP)' : `Basic ${c.action}`;
    case 'cycle':
      return `Give up an action: discard ${c.card} and draw`;
    case 'end-turn':
      return 'End this character’s turn';
    case 'step':
      return `Step to (${c.x},${c.y})${c.striker ? `; ${enemyName(view, c.striker)} (${c.striker}) makes the Penalty Attack` : ''}`;
    case 'morale-mp':
      return 'Spend Morale for +1 MP';
    case 'stop':
      return 'Stop moving';
    case 'skip':
      return 'Skip this activity';
    case 'melee':
      return `Melee Attack on ${enemyName(view, c.target)} with ${c.weapon ?? 'bare hands'}${c.moraleHit ? ', Morale +1 To Hit' : ''}${c.moraleDie ? ', Morale +1 die' : ''}`;
    case 'shoot':
      return c.targets.length === 0
        ? `Shoot the terrain token at (${c.x},${c.y}) with ${c.weapon}`
        : `Shoot ${c.targets.map((t) => enemyName(view, t)).join(' and ')} with ${c.weapon}${c.morale ? ', Morale +1 To Hit' : ''}`;
    case 'area':
      return `Area Attack on (${c.x},${c.y}) with ${c.weapon}${c.morale ? ', Morale +1 To Hit' : ''}`;
    case 'hide':
      return 'Hide';
    case 'heal':
      return `Heal ${charName(view, c.target)}`;
    case 'interact':
      return `Interact: ${c.what} ${c.what === 'revive' ? charName(view, c.target) : c.target}`;
    case 'use':
      return `Use the ${c.gear} (no action)${c.fuel > 0 ? `, loaded with ${c.fuel} Fuel Cell(s)` : ''}`;
    case 'detonate':
      return `Set off remote trap ${c.trap} with the detonator`;
    case 'exchange':
      return `Interact with ${charName(view, c.with)}: give [${c.give.join(', ')}], take [${c.take.join(', ')}]`;
    case 'unpark':
      return `Interact: take the ${c.gear} out of a blue slot${c.out ? `, parking the ${c.out}` : ''}`;
    case 'pre-trap':
      return `${charName(view, c.character)} lays a ${c.gear} at (${c.x},${c.y}) before the mission`;
    case 'enemy-first':
      return `${enemyName(view, c.enemy)} (${c.enemy}) acts first`;
    case 'enemy-random':
      return 'Let the program order the tied enemies';
    case 'tie': {
      const ask = view.ask;
      const p = ask?.kind === 'tie' ? ask.options[c.index] : undefined;
      return p ? `Choose (${p.x},${p.y})` : `Choose option ${c.index + 1}`;
    }
    case 'tie-random':
      return 'Let the program pick';
    case 'react':
      return `${charName(view, c.character)} reacts with ${c.card}${c.weapon ? ` using ${c.weapon}` : ''}${c.to ? ` to (${c.to.x},${c.to.y})` : ''}`;
    case 'no-reaction':
      return 'No reaction';
    case 'penalty':
      return c.character ? `${charName(view, c.character)} makes the Penalty Attack` : 'No Penalty Attack';
    case 'travel':
      return `Travel to ${c.to}`;
    case 'rest':
      return 'Rest for two days';
    case 'work':
      return 'Work here for a day';
    case 'read':
      return `Choose option ${c.option + 1} (${c.payer} pays or receives)`;
    case 'reveal':
      return `Turn over card ${c.card}`;
    case 'expand':
      return `Expand the ${c.room}`;
    case 'construct':
      return `Build from ${c.blueprint} for ${c.owner}`;
    case 'level-up':
      return `${c.character} levels up, keeping ${c.picks.join(', ')}`;
    case 'start-mission':
      return 'Start the mission';
    case 'hand-over':
      return `${c.from} hands ${c.item === 'fuel' ? 'a Fuel Cell' : c.item.startsWith('module:') ? `a ${c.item.slice(7)} module` : `the ${c.item}`} to ${c.to}`;
    case 'buy':
      return `${c.character} buys a ${c.gear}`;
    case 'sell':
      return `${c.character} sells a ${c.gear}`;
    case 'healer':
      return `${c.character} pays the healer${c.cure ? ' to cure the poison' : ''}`;
    case 'store':
      return `${c.character} ${c.into ? 'stores' : 'takes back'} a ${c.gear} ${c.into ? 'in' : 'from'} the storeroom`;
    case 'install':
      return `${c.character} has the ${c.gear} installed`;
    case 'join':
      return `A ${c.cls} joins the party, played from ${c.seat}`;
    case 'leave':
      return c.seat !== null
        ? `${c.character} is taken over by ${c.seat}`
        : `${c.character} leaves the campaign; ${c.heir ?? ''} takes the belongings`;
  }
}

export const huntersPresenter: Presenter<HuntersView, HuntersChoice> = {
  board: (view: HuntersView, _locale: Locale) => board(view),
  choice: (c: HuntersChoice, view: HuntersView, _locale: Locale) => choice(c, view),
  event: (e: GameEvent, locale: Locale) => {
    const say = e['say'];
    const sentence = say && typeof say === 'object' ? enemySentence(say as Record<string, unknown>, locale) : null;
    return (sentence ?? (typeof e.text === 'string' ? e.text : e.type)) + (e.rule ? ` [${e.rule}]` : '');
  },
  violation: (v, locale) => violationWords(v, locale),
  rule: (id, locale) => RULE_TEXTS[id]?.[locale],
};
