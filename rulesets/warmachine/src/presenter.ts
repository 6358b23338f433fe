import type { GameEvent, Locale, Presenter } from '@skirmish/core';
import type { WmChoice } from './choices.ts';
import { en, type Messages } from './messages/en.ts';
import { hu } from './messages/hu.ts';
import type { WmState } from './state.ts';

export const messages: Record<Locale, Messages> = { en, hu };

const CELL = 2;
const f1 = (n: number) => n.toFixed(1);
const name = (v: WmState, id: string) => {
  const m = v.models.find((x) => x.id === id);
  return m ? `${m.def} (${m.side})` : id;
};

/** One letter per model: upper case for player 1, lower case for player 2. */
function letters(v: WmState): Map<string, string> {
  const out = new Map<string, string>();
  v.models.forEach((m, i) => {
    const ch = String.fromCharCode(65 + (i % 26));
    out.set(m.id, m.side === 'p1' ? ch : ch.toLowerCase());
  });
  return out;
}

export const presenter: Presenter<WmState, WmChoice> = {
  board(v, locale) {
    const t = messages[locale];
    const size = Math.ceil(v.table / CELL);
    const rows: string[][] = Array.from({ length: size }, () => Array.from({ length: size }, () => '.'));
    const tag = letters(v);
    for (const m of v.models) {
      if (!m.placed || m.removed) continue;
      const cx = Math.min(size - 1, Math.max(0, Math.floor(m.x / CELL)));
      const cy = Math.min(size - 1, Math.max(0, Math.floor(m.y / CELL)));
      const row = rows[size - 1 - cy];
      if (row) row[cx] = tag.get(m.id) ?? '?';
    }
    const head = `${t.round} ${v.round}, ${t.seat[v.active]} ${t.turnOf} ${t.phase[v.phase]}`;
    const grid = rows.map((r) => `|${r.join('')}|`).join('\n');
    const legend = v.models
      .map((m) => {
        const status = [
          m.removed ? t.removed : '',
          m.knockedDown ? t.knockedDown : '',
          m.stationary ? t.stationary : '',
          m.fire ? t.fire : '',
          m.corrosion ? t.corrosion : '',
        ]
          .filter((x) => x)
          .join(', ');
        const dmg = m.boxes + m.marks.reduce((a, b) => a + b, 0);
        return `${tag.get(m.id)} ${m.def} ${t.seat[m.side]} (${f1(m.x)}, ${f1(m.y)}) ${Math.round(m.facing)}° ${t.focus} ${m.focus} ${t.damage} ${dmg}${status ? ` [${status}]` : ''}`;
      })
      .join('\n');
    return `${head}\n${grid}\n${legend}`;
  },

  choice(c, v, locale) {
    const t = messages[locale].choice;
    const b = (x: { boostAttack?: boolean | undefined; boostDamage?: boolean | undefined }) =>
      x.boostAttack || x.boostDamage ? t.boosted : '';
    switch (c.kind) {
      case 'chooseFirst':
        return t.chooseFirst(messages[locale].seat[c.first]);
      case 'deploy':
        return t.deploy(name(v, c.model), f1(c.x), f1(c.y));
      case 'allocate':
        return t.allocate(name(v, c.model), c.focus);
      case 'upkeep':
        return t.upkeep(v.effects.find((e) => e.id === c.effect)?.source ?? String(c.effect));
      case 'shake':
        return t.shake(name(v, c.model));
      case 'endControl':
        return t.endControl;
      case 'activate':
        return t.activate(name(v, c.model));
      case 'standUp':
        return t.standUp(c.forfeit);
      case 'forfeitMove':
        return t.forfeitMove(c.aim);
      case 'advance':
        return t.advance(f1(c.x), f1(c.y));
      case 'run':
        return t.run(f1(c.x), f1(c.y));
      case 'charge':
        return t.charge(name(v, c.target));
      case 'slam':
        return t.slam(name(v, c.target)) + b(c);
      case 'attack':
        return t.attack(c.weapon, name(v, c.target)) + b(c);
      case 'headButt':
        return t.headButt(name(v, c.target)) + b(c);
      case 'cast':
        return t.cast(c.spell, c.target ? name(v, c.target) : '') + b(c);
      case 'feat':
        return t.feat;
      case 'heal':
        return t.heal;
      case 'endActivation':
        return t.endActivation;
      case 'endTurn':
        return t.endTurn;
      case 'freeStrike':
        return t.freeStrike(c.weapon);
      case 'continuousOrder':
        return t.continuousOrder(c.first);
      case 'specialAttack':
        return t.specialAttack(c.weapon, name(v, c.target)) + b(c);
    }
  },

  event(e: GameEvent, locale) {
    const t = messages[locale];
    const s = (k: string) => {
      const x = e[k];
      return typeof x === 'string' || typeof x === 'number' ? String(x) : '';
    };
    switch (e.type) {
      case 'wm/attack-roll': {
        const dice = (e['dice'] as number[] | undefined)?.join('+') ?? '';
        const res = e['hit'] === true ? (e['critical'] === true ? `${t.hit}, ${t.critical}` : t.hit) : t.miss;
        return t.event.attack(s('attacker'), s('target'), dice, Number(e['total']), res);
      }
      case 'wm/damage':
        return t.event.damage(s('model'), Number(e['points']));
      case 'wm/damage-roll':
        return t.event.damageRoll(
          s('model'),
          (e['dice'] as number[] | undefined)?.join('+') ?? '',
          Number(e['total']),
          Number(e['arm']),
        );
      case 'wm/removed':
        return t.event.removed(s('model'));
      case 'wm/crippled':
        return t.event.crippled(s('model'), t.systems[s('system') as keyof Messages['systems']] ?? s('system'));
      case 'wm/knocked-down':
        return t.event.knockedDown(s('model'));
      case 'wm/move':
        return t.event.move(s('model'), Number(e['distance']).toFixed(2));
      case 'wm/victory':
        return t.event.victory(t.seat[s('winner') as 'p1' | 'p2'] ?? s('winner'));
      case 'wm/draw':
        return t.event.draw;
      default:
        return t.event.other(e.type);
    }
  },
};

/** A rule violation in the player's language, by its reason code; the rules' own message when the code is unknown. */
export function violationText(v: { readonly code: string; readonly message: string }, locale: Locale): string {
  return messages[locale].violations[v.code] ?? v.message;
}
