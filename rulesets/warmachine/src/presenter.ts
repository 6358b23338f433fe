import { fail, ok, percentWords, type GameEvent, type Locale, type Presenter, type Result } from '@skirmish/core';
import type { WmChoice } from './choices.ts';
import { en, facingOf, type Messages } from './messages/en.ts';
import { eventsEn, eventsHu } from './messages/events.ts';
import { hu } from './messages/hu.ts';
import { ruleTexts } from './messages/rules.ts';
import type { ModelState, WmState } from './state.ts';
import type { WarmachineContent } from './content.ts';
import { sampleContent } from './sample.ts';
import { localName } from './names.ts';
import { makeCtx, type WmView } from './rules.ts';
import { attackChoiceRoll, hitChance } from './rolls.ts';

export const messages: Record<Locale, Messages> = { en, hu };

const CELL = 2;
/** A number to `digits` places, with the decimal comma in Hungarian. */
const fixed = (n: number, digits: number, locale: Locale): string => {
  const text = n.toFixed(digits);
  return locale === 'hu' ? text.replace('.', ',') : text;
};
const f1 = (n: number, locale: Locale) => fixed(n, 1, locale);

/** How the log and the choice labels name what a pack names: models, weapons, spells and feats. */
interface Namer {
  /** A model by its instance id (`p1.kron`, `p1.bastion.2`): "Marshal Iveta Kron (Player 1)". */
  model(id: string, locale: Locale): string;
  /**
   * A weapon, spell or feat by its id, as the pack names it; other values (fire) unchanged. Two
   * weapons of one model with the same name (a claw on each arm) say where they are mounted.
   */
  thing(id: string, locale?: Locale): string;
}

function namerOf(content: WarmachineContent): Namer {
  type Named = { readonly name: string; readonly nameHu?: string | undefined };
  const models = new Map<string, Named>();
  const things = new Map<string, Named>();
  const mounted = new Map<string, string>();
  for (const m of content.models) {
    models.set(m.id, m);
    for (const w of m.weapons) {
      if (!things.has(w.id)) things.set(w.id, w);
      if (w.location && m.weapons.some((o) => o !== w && o.name === w.name)) mounted.set(w.id, w.location);
    }
    for (const sp of m.spells ?? []) if (!things.has(sp.id)) things.set(sp.id, sp);
    if (m.feat && !things.has(m.feat.id)) things.set(m.feat.id, m.feat);
  }
  return {
    model(id, locale) {
      const [side, def, copy] = id.split('.');
      const m = def === undefined ? undefined : models.get(def);
      if (m === undefined || (side !== 'p1' && side !== 'p2')) return id;
      return `${localName(m, locale)}${copy ? ` ${copy}` : ''} (${messages[locale].seat[side]})`;
    },
    thing: (id, locale = 'en') => {
      const t = things.get(id);
      const name = t ? localName(t, locale) : id;
      const at = mounted.get(id);
      return at ? `${name} (${messages[locale].mounted[at] ?? at})` : name;
    },
  };
}

/** The event fields that hold a model's instance id, and those that hold a weapon, spell or feat. */
const MODEL_FIELDS = new Set(['model', 'target', 'attacker', 'striker']);
const THING_FIELDS = new Set(['weapon', 'spell', 'feat', 'effect', 'first', 'what']);

/** One letter per model: upper case for player 1, lower case for player 2. */
function letters(v: WmState): Map<string, string> {
  const out = new Map<string, string>();
  v.models.forEach((m, i) => {
    const ch = String.fromCharCode(65 + (i % 26));
    out.set(m.id, m.side === 'p1' ? ch : ch.toLowerCase());
  });
  return out;
}

/**
 * The presenter of a game on `content`: models, weapons, spells and feats are named as that pack
 * names them (a player's own pack, or the sample pack).
 */
export function makeWmPresenter(content: WarmachineContent): Presenter<WmView, WmChoice> {
  const named = namerOf(content);
  // The odds of an attack offered, from the numbers the rules roll with (rolls.ts). The house
  // rules those numbers depend on (the -4 of a spell at a model only its caster engages, and
  // whether a range may be measured before the attack is declared) come with the view when a game
  // sets them away from their defaults. Unmeasured, a ranged or magic attack says its chance if
  // the target is within range, in the same words whether it is or not (A-27).
  const ctx = makeCtx(content, {});
  const odds = (c: WmChoice, v: WmView, locale: Locale): string => {
    const ownPenalty = v.houseRules?.magicMeleePenaltyOnOwnEngagement !== false;
    const measured = v.houseRules?.premeasure === true;
    const spec = v.activation ? attackChoiceRoll(v, ctx, c, ownPenalty, measured) : null;
    if (!spec) return '';
    const t = messages[locale].choice;
    if (!spec.roll) return t.cannotHit(spec.reason);
    const p = hitChance(spec);
    const chance: [string, string] = [p.toString(), percentWords(p.toNumber(), locale)];
    if (spec.ifWithin) return t.toHitIfWithin(spec.ifWithin, ...chance);
    // A slam rolls only once its move has brought it to the target.
    return (c.kind === 'slam' ? t.toHitIfReaches : t.toHit)(...chance);
  };
  return {
    prompt: (d, _view, locale) => messages[locale].prompt[d.kind] ?? d.prompt ?? d.kind,
    outcome: (o, locale) => messages[locale].reasons[o.reason] ?? o.reason,
    seat: (seat, _view, locale) => (seat === 'p1' || seat === 'p2' ? messages[locale].seat[seat] : seat),
    group: (kind, locale) => messages[locale].groups[kind],
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
          return `${tag.get(m.id)} ${named.model(m.id, locale)} (${f1(m.x, locale)}${locale === 'hu' ? ';' : ','} ${f1(m.y, locale)}) ${Math.round(m.facing)}° ${t.focus} ${m.focus} ${t.damage} ${dmg}${status ? ` [${status}]` : ''}`;
        })
        .join('\n');
      return `${head}\n${grid}\n${legend}`;
    },

    choice(c, v, locale) {
      const t = messages[locale].choice;
      const b = (x: { boostAttack?: boolean | undefined; boostDamage?: boolean | undefined }) =>
        t.boosted(x.boostAttack === true, x.boostDamage === true);
      switch (c.kind) {
        case 'chooseFirst':
          return t.chooseFirst(messages[locale].seat[c.first]);
        case 'deploy':
          return t.deploy(named.model(c.model, locale), f1(c.x, locale), f1(c.y, locale));
        case 'allocate':
          return t.allocate(named.model(c.model, locale), c.focus);
        case 'upkeep':
          return t.upkeep(named.thing(v.effects.find((e) => e.id === c.effect)?.source ?? String(c.effect), locale));
        case 'shake':
          return t.shake(named.model(c.model, locale));
        case 'endControl':
          return t.endControl;
        case 'activate':
          return t.activate(named.model(c.model, locale));
        case 'standUp':
          return t.standUp(c.forfeit);
        case 'forfeitMove':
          return t.forfeitMove(c.aim);
        case 'advance':
          return t.advance(f1(c.x, locale), f1(c.y, locale));
        case 'run':
          return t.run(f1(c.x, locale), f1(c.y, locale));
        case 'charge':
          return t.charge(named.model(c.target, locale));
        case 'slam':
          return t.slam(named.model(c.target, locale)) + b(c) + odds(c, v, locale);
        case 'attack':
          return t.attack(named.thing(c.weapon, locale), named.model(c.target, locale)) + b(c) + odds(c, v, locale);
        case 'headButt':
          return t.headButt(named.model(c.target, locale)) + b(c) + odds(c, v, locale);
        case 'cast':
          return (
            t.cast(
              named.thing(c.spell, locale),
              c.target ? named.model(c.target, locale) : '',
              c.channeler ? named.model(c.channeler, locale) : '',
            ) +
            b(c) +
            odds(c, v, locale)
          );
        case 'feat':
          return t.feat;
        case 'heal':
          return t.heal;
        case 'endActivation':
          return t.endActivation;
        case 'endTurn':
          return t.endTurn;
        case 'freeStrike':
          return t.freeStrike(c.weapon === null ? c.weapon : named.thing(c.weapon, locale));
        case 'continuousOrder':
          return t.continuousOrder(c.first);
        case 'specialAttack':
          return (
            t.specialAttack(named.thing(c.weapon, locale), named.model(c.target, locale)) + b(c) + odds(c, v, locale)
          );
      }
    },

    event(e: GameEvent, locale) {
      const t = messages[locale];
      /** A field in words: a model, weapon, spell or feat by the pack's name. */
      const field = (k: string, x: string): string =>
        MODEL_FIELDS.has(k) ? named.model(x, locale) : THING_FIELDS.has(k) ? named.thing(x, locale) : x;
      const s = (k: string) => {
        const x = e[k];
        return typeof x === 'string' ? field(k, x) : typeof x === 'number' ? String(x) : '';
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
        case 'wm/move': {
          // To a tenth of an inch, as positions are given; a move of none (a charge that starts in
          // base contact) is said as standing still.
          const d = Number(e['distance']);
          return d < 0.05 ? t.event.still(s('model')) : t.event.move(s('model'), f1(d, locale));
        }
        case 'wm/deploy':
          return t.event.deploy(
            s('model'),
            f1(Number(e['x']), locale),
            f1(Number(e['y']), locale),
            t.event.facing(facingOf(Number(e['facing']))),
          );
        case 'wm/victory':
          return t.event.victory(t.seat[s('winner') as 'p1' | 'p2'] ?? s('winner'));
        case 'wm/draw':
          return t.event.draw;
        default: {
          const words = (locale === 'hu' ? eventsHu : eventsEn)[e.type];
          if (!words) return t.event.other(e.type);
          return words((k) => {
            const x = e[k];
            if (typeof x === 'number') return Number.isInteger(x) ? String(x) : f1(x, locale);
            if (x === 'p1' || x === 'p2') return t.seat[x];
            if (typeof x === 'boolean') return String(x);
            return typeof x === 'string' ? field(k, x) : '';
          });
        }
      }
    },

    violation: (v, locale) => violationText(v, locale),

    parse: (input, view, locale) => parseChoice(input, view, locale),

    parseHelp: (locale) => (locale === 'hu' ? HELP_HU : HELP_EN),

    rule: (id, locale) => ruleTexts[id]?.[locale],
  };
}

/** The presenter of a game on the sample pack. */
export const presenter: Presenter<WmView, WmChoice> = makeWmPresenter(sampleContent);

const HELP_EN = `Type a choice with positions in inches (x along your near edge, y away from it; facing in degrees, 0 = +x, 90 = +y):
  deploy <model> <x> <y> [facing <deg>]
  move <model> <x> <y> [facing <deg>] [via <x>,<y> ...]   (a full advance; during deployment it deploys)
  run <model> <x> <y> [facing <deg>] [via <x>,<y> ...]
  charge <model> <target>      slam <model> <target>
  attack <weapon> <target>     cast <spell> [<target>]
Models are named by id (p1.kron) or by card (kron). Hungarian keywords work too: felhelyez, mozog, fut, roham, öklel, támad, varázsol, irány, át.`;

const HELP_HU = `Választás begépelése hüvelykben megadott helyekkel (x a közeli asztalszél mentén, y attól távolodva; irány fokban, 0 = +x, 90 = +y):
  felhelyez <modell> <x> <y> [irány <fok>]
  mozog <modell> <x> <y> [irány <fok>] [át <x>,<y> ...]   (teljes előrenyomulás; felhelyezéskor felhelyez)
  fut <modell> <x> <y> [irány <fok>] [át <x>,<y> ...]
  roham <modell> <célpont>      öklel <modell> <célpont>
  támad <fegyver> <célpont>     varázsol <varázslat> [<célpont>]
A modellek azonosítóval (p1.kron) vagy kártyanévvel (kron) adhatók meg. Az angol kulcsszavak is működnek: deploy, move, run, charge, slam, attack, cast, facing, via.`;

const KEYWORDS: Record<string, 'deploy' | 'move' | 'run' | 'charge' | 'slam' | 'attack' | 'cast'> = {
  deploy: 'deploy',
  felhelyez: 'deploy',
  move: 'move',
  advance: 'move',
  mozog: 'move',
  mozgás: 'move',
  run: 'run',
  fut: 'run',
  futás: 'run',
  charge: 'charge',
  roham: 'charge',
  slam: 'slam',
  öklel: 'slam',
  öklelés: 'slam',
  attack: 'attack',
  támad: 'attack',
  cast: 'cast',
  varázsol: 'cast',
};
const FACING = new Set(['facing', 'irány']);
const VIA = new Set(['via', 'át']);

function parseFail(locale: Locale, en: string, hu: string): Result<WmChoice> {
  return fail('parse/bad-input', locale === 'hu' ? hu : en);
}

/** A model by id or by card name; among several, one of `side` if given. */
function findNamed(v: WmState, name: string, prefer: 'mine' | 'theirs'): ModelState | undefined {
  const hits = v.models.filter((m) => m.id === name || m.def === name || m.id.endsWith(`.${name}`));
  const mine = (m: ModelState) => (m.side === v.active) === (prefer === 'mine');
  return hits.find(mine) ?? hits[0];
}

/** Reads `move kron 12 30 facing 90 via 10,20`-style input into a choice. */
export function parseChoice(input: string, v: WmState, locale: Locale): Result<WmChoice> {
  const words = input
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const verb = KEYWORDS[words[0] ?? ''];
  if (!verb) return parseFail(locale, 'Unknown command; see the help.', 'Ismeretlen parancs; lásd a súgót.');
  const args = words.slice(1);
  const num = (w: string | undefined) => (w !== undefined && /^-?\d+(\.\d+)?$/.test(w) ? Number(w) : null);
  switch (verb) {
    case 'deploy':
    case 'move':
    case 'run': {
      const m = findNamed(v, args[0] ?? '', 'mine');
      const x = num(args[1]);
      const y = num(args[2]);
      if (!m || x === null || y === null)
        return parseFail(locale, 'Give a model and two numbers: x y.', 'Adj meg egy modellt és két számot: x y.');
      let facing: number | null = null;
      const via: Array<{ x: number; y: number }> = [];
      for (let i = 3; i < args.length; i++) {
        const w = args[i] ?? '';
        if (FACING.has(w)) {
          facing = num(args[++i]);
          if (facing === null) return parseFail(locale, 'A facing is a number of degrees.', 'Az irány egy fokszám.');
        } else if (VIA.has(w)) {
          for (; i + 1 < args.length && /^-?[\d.]+,-?[\d.]+$/.test(args[i + 1] ?? ''); i++) {
            const [px, py] = (args[i + 1] ?? '').split(',').map(Number);
            if (px === undefined || py === undefined || Number.isNaN(px) || Number.isNaN(py))
              return parseFail(locale, 'A corner point is x,y.', 'Egy töréspont alakja x,y.');
            via.push({ x: px, y: py });
          }
        } else return parseFail(locale, `Unexpected "${w}".`, `Váratlan szó: "${w}".`);
      }
      if (verb === 'deploy' || v.phase === 'deploy')
        return ok({ kind: 'deploy', model: m.id, x, y, facing: facing ?? (y < v.table / 2 ? 90 : 270) });
      if (v.activation?.model !== m.id) return parseFail(locale, `Activate ${m.id} first.`, `Előbb aktiváld: ${m.id}.`);
      const kind = verb === 'run' ? 'run' : 'advance';
      return ok({ kind, x, y, facing: facing ?? m.facing, ...(via.length > 0 ? { via } : {}) });
    }
    case 'charge':
    case 'slam': {
      const targetName = args.length >= 2 ? args[1] : args[0];
      const t = findNamed(v, targetName ?? '', 'theirs');
      if (!t) return parseFail(locale, 'Name the target model.', 'Nevezd meg a célpontot.');
      return ok({ kind: verb, target: t.id });
    }
    case 'attack': {
      const t = findNamed(v, args[1] ?? '', 'theirs');
      if (!args[0] || !t)
        return parseFail(locale, 'Give a weapon and a target.', 'Adj meg egy fegyvert és egy célpontot.');
      return ok({ kind: 'attack', weapon: args[0], target: t.id });
    }
    case 'cast': {
      if (!args[0]) return parseFail(locale, 'Name the spell.', 'Nevezd meg a varázslatot.');
      const t = args[1] ? findNamed(v, args[1], 'theirs') : undefined;
      if (args[1] && !t) return parseFail(locale, 'No such target.', 'Nincs ilyen célpont.');
      return ok({ kind: 'cast', spell: args[0], ...(t ? { target: t.id } : {}) });
    }
  }
}

/** A rule violation in the player's language, by its reason code; the rules' own message when the code is unknown. */
export function violationText(v: { readonly code: string; readonly message: string }, locale: Locale): string {
  return messages[locale].violations[v.code] ?? v.message;
}
