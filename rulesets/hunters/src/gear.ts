/**
 * Gear in a mission beyond weapons and armor: traps and the detonator, generators, the Disruptor,
 * Stimulant CAT, the Auto Med Kit, durations and two-use gear, blue slots and the exchange.
 */
import { distance, samePos, type Pos } from './board.ts';
import type { HuntersChoice } from './choices.ts';
import { damageCharacter, damageEnemy, rollDefence } from './combat.ts';
import { MODULE_KINDS, type Gear, type HuntersContent, type ModuleKind } from './content/schema.ts';
import {
  charById,
  charDefenceDice,
  charInMelee,
  columnAt,
  conscious,
  emit,
  enemyDef,
  enemyLabel,
  enemyDefenceDice,
  gearDef,
  isDisabled,
  keepsOutOfMelee,
  los,
  onMap,
  type G,
  spot,
} from './game.ts';
import type { CharState, EnemyState, PlacedGear } from './state.ts';
import { handedItem } from './words.ts';

type Placed = CharState & { pos: Pos };

/** A duration of 12 lasts to the end of the mission (HU-GEAR-06). */
export const WHOLE_MISSION = 12;

/** Two-use gear turns "used once" first and is used up on the second use (HU-GEAR-07). */
function spend(g: G, ch: CharState, gd: Gear): void {
  if (gd.twoUse && !ch.usedOnce.includes(gd.id)) {
    ch.usedOnce.push(gd.id);
    emit(g, {
      type: 'hunters/gear-used-once',
      rule: 'HU-GEAR-07',
      character: ch.id,
      gear: gd.id,
      text: `The ${gd.name} of ${ch.name} is now used once; one use is left.`,
    });
    return;
  }
  ch.equipment.splice(ch.equipment.indexOf(gd.id), 1);
  const k = ch.usedOnce.indexOf(gd.id);
  if (k >= 0) ch.usedOnce.splice(k, 1);
  if (gd.twoUse)
    emit(g, {
      type: 'hunters/gear-used-up',
      rule: 'HU-GEAR-07',
      character: ch.id,
      gear: gd.id,
      text: `The ${gd.name} of ${ch.name} is used up.`,
    });
}

// ------------------------------------------------------------------ free use (no action)

/** Gear used at no action cost during the owner's own turn (HU-GEAR-04). */
export function freeGearChoices(g: G, ch: Placed): HuntersChoice[] {
  const out: HuntersChoice[] = [];
  for (const id of new Set(ch.equipment)) {
    const gd = gearDef(g.c, id);
    switch (gd.effect) {
      case 'terror':
      case 'sound':
      case 'stimulant':
        out.push({ kind: 'use', gear: id, fuel: 0 });
        break;
      case 'auto-med':
        if (!ch.effects.some((x) => x.gear === id)) out.push({ kind: 'use', gear: id, fuel: 0 });
        break;
      case 'disruptor':
        for (let f = 0; f <= ch.fuel; f++) out.push({ kind: 'use', gear: id, fuel: f });
        break;
      case 'detonator':
      case undefined:
        break;
    }
  }
  if (ch.equipment.some((id) => gearDef(g.c, id).effect === 'detonator'))
    for (const p of g.s.placed)
      if (gearDef(g.c, p.gear).trap?.trigger === 'remote') out.push({ kind: 'detonate', trap: p.id });
  return out;
}

/**
 * Remote traps a character may set off away from its own turn (HU-GEAR-14: at any moment, no
 * action): between characters' turns and in the windows around each enemy action. A character
 * disabled by EMP sets off nothing (HU-MENTAL-06, `isDisabled`).
 */
export function detonatorChoices(g: G, ch: CharState): HuntersChoice[] {
  if (!onMap(ch) || !conscious(ch) || isDisabled(g.s, ch)) return [];
  if (!ch.equipment.some((id) => gearDef(g.c, id).effect === 'detonator')) return [];
  return g.s.placed
    .filter((p) => gearDef(g.c, p.gear).trap?.trigger === 'remote')
    .map((p): HuntersChoice => ({ kind: 'detonate', trap: p.id, character: ch.id }));
}

function place(g: G, ch: Placed, gd: Gear, fuel: number, turns: number): PlacedGear {
  const p: PlacedGear = {
    id: `g${g.s.nextId++}`,
    gear: gd.id,
    owner: ch.id,
    pos: { ...ch.pos },
    armed: false,
    fuel,
    turns,
  };
  g.s.placed.push(p);
  return p;
}

/** Switches on or leaves a piece of gear (the `use` choice). */
export function useFreeGear(g: G, ch: Placed, gearId: string, fuel: number): void {
  const gd = gearDef(g.c, gearId);
  switch (gd.effect) {
    case 'terror':
    case 'sound':
    case 'disruptor': {
      ch.equipment.splice(ch.equipment.indexOf(gearId), 1);
      ch.fuel -= fuel;
      place(g, ch, gd, fuel, gd.effect === 'sound' ? WHOLE_MISSION : gd.duration || WHOLE_MISSION);
      const rule = gd.effect === 'terror' ? 'HU-GEAR-32' : gd.effect === 'sound' ? 'HU-GEAR-33' : 'HU-GEAR-34';
      emit(g, {
        type: 'hunters/gear-placed',
        rule,
        character: ch.id,
        gear: gd.id,
        fuel,
        text: `${ch.name} leaves the ${gd.name} at ${spot(g, ch.pos)}${fuel > 0 ? ` loaded with ${fuel} Fuel Cell(s)` : ''}.`,
      });
      return;
    }
    case 'stimulant':
    case 'auto-med': {
      spend(g, ch, gd);
      ch.effects.push({ gear: gd.id, turns: gd.duration || WHOLE_MISSION });
      emit(g, {
        type: 'hunters/gear-on',
        rule: gd.effect === 'stimulant' ? 'HU-GEAR-35' : 'HU-GEAR-37',
        character: ch.id,
        gear: gd.id,
        text: `${ch.name} switches on the ${gd.name}${gd.duration >= WHOLE_MISSION ? ' for the rest of the mission' : ` for ${gd.duration} turn(s)`}.`,
      });
      return;
    }
    case 'detonator':
    case undefined:
      return;
  }
}

// ------------------------------------------------------------------ traps

export function isTrap(g: G, id: string): boolean {
  return gearDef(g.c, id).trap !== undefined;
}

/** Deploying a trap is an Interact: the token goes on the character's own space (HU-GEAR-12). */
export function deployTrap(g: G, ch: Placed, gearId: string): void {
  const gd = gearDef(g.c, gearId);
  ch.equipment.splice(ch.equipment.indexOf(gearId), 1);
  place(g, ch, gd, 0, WHOLE_MISSION);
  emit(g, {
    type: 'hunters/trap-set',
    rule: 'HU-GEAR-12',
    character: ch.id,
    gear: gd.id,
    text: `${ch.name} sets a ${gd.name} at ${spot(g, ch.pos)}.`,
  });
}

/** Spaces where a trap may be laid before the mission: anywhere but an enemy's starting space. */
export function preTrapAllowed(g: G, p: Pos): boolean {
  return !g.s.enemies.some((e) => samePos(e.pos, p));
}

export function preTrap(g: G, ch: CharState, gearId: string, at: Pos): void {
  const gd = gearDef(g.c, gearId);
  ch.equipment.splice(ch.equipment.indexOf(gearId), 1);
  g.s.placed.push({
    id: `g${g.s.nextId++}`,
    gear: gd.id,
    owner: ch.id,
    pos: { ...at },
    armed: gd.trap?.trigger === 'pressure',
    fuel: 0,
    turns: WHOLE_MISSION,
  });
  emit(g, {
    type: 'hunters/trap-set',
    rule: 'HU-GEAR-15',
    character: ch.id,
    gear: gd.id,
    text: `${ch.name} lays a ${gd.name} at ${spot(g, at)} before the mission.`,
  });
}

/** The trap's automatic hits on every figure on its space; each rolls its Area defence. */
function goOff(g: G, p: PlacedGear, rule: string): void {
  const gd = gearDef(g.c, p.gear);
  const hits = gd.trap?.hits ?? 0;
  g.s.placed.splice(g.s.placed.indexOf(p), 1);
  emit(g, {
    type: 'hunters/trap-off',
    rule,
    gear: gd.id,
    at: p.pos,
    text: `The ${gd.name} goes off at ${spot(g, p.pos)}: ${hits} hits on everyone there.`,
  });
  for (const ch of g.s.chars.filter((x) => onMap(x) && conscious(x) && samePos(x.pos, p.pos))) {
    const def = rollDefence(g, charDefenceDice(g, ch, 'area', null, false));
    damageCharacter(g, ch, Math.max(0, hits - def.shields), rule);
  }
  for (const e of g.s.enemies.filter((x) => samePos(x.pos, p.pos))) {
    const def = rollDefence(g, enemyDefenceDice(g, e, 'area', null, { ap: false, incendiary: false }));
    damageEnemy(g, e, Math.max(0, hits - def.shields), rule);
  }
}

export function detonate(g: G, ch: CharState, trapId: string): void {
  const p = g.s.placed.find((x) => x.id === trapId);
  if (!p) return;
  emit(g, {
    type: 'hunters/detonate',
    rule: 'HU-GEAR-14',
    character: ch.id,
    text: `${ch.name} presses the detonator.`,
  });
  goOff(g, p, 'HU-GEAR-14');
}

/** A pressure plate arms once the one who set it steps off its space (HU-GEAR-13). */
export function armLeftBehind(g: G, ch: CharState, from: Pos): void {
  for (const p of g.s.placed)
    if (!p.armed && p.owner === ch.id && samePos(p.pos, from) && gearDef(g.c, p.gear).trap?.trigger === 'pressure') {
      p.armed = true;
      emit(g, {
        type: 'hunters/trap-armed',
        rule: 'HU-GEAR-13',
        gear: p.gear,
        text: `${ch.name} steps off the ${gearDef(g.c, p.gear).name}: it is armed.`,
      });
    }
}

/** Any figure entering an armed pressure plate's space sets it off, flying ones too (AMB-61). */
export function entered(g: G, at: Pos): void {
  for (const p of [...g.s.placed])
    if (p.armed && samePos(p.pos, at) && gearDef(g.c, p.gear).trap?.trigger === 'pressure') goOff(g, p, 'HU-GEAR-13');
}

// ------------------------------------------------------------------ placed effects on enemies

function active(g: G, effect: Gear['effect']): PlacedGear[] {
  return g.s.placed.filter((p) => gearDef(g.c, p.gear).effect === effect && p.turns > 0);
}

/** Enemies within range 1 of a working Disruptor: ranges 2 at most, Moves 1 (HU-GEAR-34). */
export function disrupted(g: G, at: Pos): boolean {
  return active(g, 'disruptor').some((p) => distance(p.pos, at) <= 1);
}

export function terrorNear(g: G, e: EnemyState, at: Pos): boolean {
  return enemyDef(g, e.kind).kind === 'biological' && active(g, 'terror').some((p) => distance(p.pos, at) <= 1);
}

/**
 * The Terror Generator: a Mental defence (one die at or under the value) or the action is lost
 * (HU-GEAR-32, AMB-73). Returns whether the enemy resisted.
 */
export function terrorCheck(g: G, e: EnemyState, moment: 'action' | 'move'): boolean {
  const d = enemyDef(g, e.kind);
  const face = g.dice.roll(6);
  const ok = face <= d.defence.mental;
  emit(g, {
    type: 'hunters/terror',
    rule: 'HU-GEAR-32',
    enemy: e.id,
    face,
    value: d.defence.mental,
    success: ok,
    say: { key: 'terror', name: d.name, face, value: d.defence.mental, success: ok, moment },
    text: ok
      ? `${d.name} is next to the Terror Generator and rolls ${face} against Mental defence ${d.defence.mental}: it keeps its nerve.`
      : moment === 'action'
        ? `${d.name} is next to the Terror Generator and rolls ${face} against Mental defence ${d.defence.mental}: it loses this action.`
        : `${d.name} comes next to the Terror Generator and rolls ${face} against Mental defence ${d.defence.mental}: its move stops there.`,
  });
  return ok;
}

/**
 * The Sound Generator an enemy's attack must go at, if it can reach one (HU-GEAR-33). A melee
 * blow, or a Spider's Area attack from melee, reaches only the enemy's own space; a shot (`reach`
 * is then its range) reaches a generator wherever it could reach a character standing there.
 */
export function soundTarget(g: G, e: EnemyState, reach: 'own-space' | number): PlacedGear | null {
  for (const p of active(g, 'sound')) {
    if (reach === 'own-space' ? samePos(p.pos, e.pos) : shotReaches(g, e, p.pos, reach)) return p;
  }
  return null;
}

/**
 * Whether an enemy's shot could go at a character standing at `at` (HU-RANGED-01): a space away or
 * more, in range and in sight, at a distance whose column is not X (HU-ENEMY-22); on its own space
 * only for a flyer that keeps out of melee, by its distance-0 column (HU-ENEMY-31).
 */
function shotReaches(g: G, e: EnemyState, at: Pos, range: number): boolean {
  const weapon = enemyDef(g, e.kind).weapon;
  const d = distance(at, e.pos);
  if (d === 0) return keepsOutOfMelee(g, e) && weapon[0] !== 'X';
  return d <= range && columnAt(weapon.slice(1), d) !== 'X' && los(g, e.pos, at);
}

/** The Sound Generator soaks up the whole attack and is gone (AMB-76). */
export function hitSoundGenerator(g: G, e: EnemyState, p: PlacedGear): void {
  g.s.placed.splice(g.s.placed.indexOf(p), 1);
  emit(g, {
    type: 'hunters/sound-generator',
    rule: 'HU-GEAR-33',
    enemy: e.id,
    say: { key: 'sound', name: enemyLabel(g.c, e) },
    text: `${enemyLabel(g.c, e)} attacks the Sound Generator as if it were a character; the generator is destroyed.`,
  });
}

// ------------------------------------------------------------------ start of turn

/** Durations tick, the Disruptor is fed, the Auto Med Kit heals and stimulants wear off. */
export function gearAtTurnStart(g: G): void {
  for (const p of [...g.s.placed]) {
    const gd = gearDef(g.c, p.gear);
    if (gd.effect === 'disruptor') {
      const owner = g.s.chars.find((c) => c.id === p.owner);
      if (p.fuel > 0) p.fuel -= 1;
      else if (owner && onMap(owner) && samePos(owner.pos, p.pos) && owner.fuel > 0) owner.fuel -= 1;
      else {
        p.turns = 0;
        emit(g, {
          type: 'hunters/gear-off',
          rule: 'HU-GEAR-34',
          gear: gd.id,
          text: `The ${gd.name} gets no Fuel Cell and switches off.`,
        });
        g.s.placed.splice(g.s.placed.indexOf(p), 1);
        continue;
      }
      emit(g, {
        type: 'hunters/fuel',
        rule: 'HU-GEAR-34',
        gear: gd.id,
        text: `A Fuel Cell keeps the ${gd.name} running.`,
      });
    }
    if (gd.trap === undefined && p.turns < WHOLE_MISSION) {
      p.turns -= 1;
      if (p.turns <= 0) {
        g.s.placed.splice(g.s.placed.indexOf(p), 1);
        emit(g, {
          type: 'hunters/gear-off',
          rule: 'HU-GEAR-06',
          gear: gd.id,
          text: `The ${gd.name} has run its turns and stops.`,
        });
      }
    }
  }
  for (const ch of g.s.chars) {
    for (const fx of [...ch.effects]) {
      const gd = gearDef(g.c, fx.gear);
      // Gear that needs no action keeps working on an unconscious user (HU-HEALTH-15): the kit wakes them.
      if (gd.effect === 'auto-med' && onMap(ch) && !ch.dead && ch.health < ch.maxHealth) {
        const woke = ch.health === 0;
        ch.health += 1;
        if (woke) ch.stunned = true;
        emit(g, {
          type: 'hunters/healed',
          rule: 'HU-GEAR-37',
          character: ch.id,
          text: woke
            ? `The ${gd.name} gives ${ch.name} 1 Health: ${ch.name} comes round and cannot act this turn.`
            : `The ${gd.name} gives ${ch.name} 1 Health (now ${ch.health}).`,
        });
      }
      if (fx.turns >= WHOLE_MISSION) continue;
      fx.turns -= 1;
      if (fx.turns > 0) continue;
      ch.effects.splice(ch.effects.indexOf(fx), 1);
      emit(g, {
        type: 'hunters/gear-off',
        rule: 'HU-GEAR-06',
        character: ch.id,
        gear: gd.id,
        text: `The ${gd.name} of ${ch.name} wears off.`,
      });
      if (gd.effect === 'stimulant' && conscious(ch)) {
        emit(g, {
          type: 'hunters/stimulant-crash',
          rule: 'HU-GEAR-35',
          character: ch.id,
          text: `${ch.name} crashes as the stimulant wears off: 1 Health lost.`,
        });
        damageCharacter(g, ch, 1, 'HU-GEAR-35');
      }
    }
  }
}

/** Effects counted in turns end with the mission (AMB-76b); a stimulant still running then costs its Health. */
export function gearAtMissionEnd(g: G): void {
  for (const ch of g.s.chars) {
    for (const fx of ch.effects) {
      const gd = gearDef(g.c, fx.gear);
      if (gd.effect !== 'stimulant' || !conscious(ch)) continue;
      emit(g, {
        type: 'hunters/stimulant-crash',
        rule: 'HU-GEAR-35',
        character: ch.id,
        text: `The mission ends and the ${gd.name} of ${ch.name} wears off: 1 Health lost.`,
      });
      damageCharacter(g, ch, 1, 'HU-GEAR-35');
    }
    ch.effects = [];
  }
}

// ------------------------------------------------------------------ slots and the exchange

function classOf(g: Pick<G, 'c'>, ch: Pick<CharState, 'cls'>) {
  const k = g.c.classes.find((x) => x.id === ch.cls);
  if (!k) throw new Error(`unknown class ${ch.cls}`);
  return k;
}

function weaponSlots(g: Pick<G, 'c'>, ids: readonly string[]): number {
  return ids.reduce((n, w) => {
    const size = gearDef(g.c, w).size;
    return n + (size === 'heavy' ? 3 : size === 'basic' ? 2 : 1);
  }, 0);
}

/** Blue slots in use: Additional Equipment and whatever is parked there. */
export function blueUsed(g: G, ch: CharState): number {
  return blueUsedIn(g, ch);
}

function blueUsedIn(g: Pick<G, 'c'>, ch: CharState): number {
  return ch.equipment.filter((id) => gearDef(g.c, id).type === 'equipment').length + ch.parked.length;
}

function apparelUsed(g: Pick<G, 'c'>, ch: { readonly equipment: readonly string[] }): number {
  return ch.equipment.filter((id) => gearDef(g.c, id).type === 'apparel').length;
}

/** Gear a character can hand over: everything but implants. */
export function handable(g: G, ch: CharState): string[] {
  return [
    ...ch.weapons,
    ...(ch.armor ? [ch.armor] : []),
    ...ch.equipment.filter((id) => gearDef(g.c, id).type !== 'implant'),
    ...ch.accessories.map((a) => a.gear),
    ...ch.parked,
  ];
}

/** Takes one piece of gear out of wherever it sits; a weapon's accessories go to the blue slots. */
function takeOut(g: G, ch: CharState, id: string): boolean {
  const from = (list: string[]) => {
    const k = list.indexOf(id);
    if (k < 0) return false;
    list.splice(k, 1);
    return true;
  };
  if (from(ch.parked)) return true;
  if (from(ch.weapons)) {
    ch.loaded = ch.loaded.filter((w) => w !== id || ch.weapons.includes(w));
    for (const a of ch.accessories.filter((x) => x.weapon === id && !ch.weapons.includes(id))) {
      ch.accessories.splice(ch.accessories.indexOf(a), 1);
      ch.parked.push(a.gear);
    }
    return true;
  }
  if (ch.armor === id) {
    ch.armor = null;
    return true;
  }
  const acc = ch.accessories.findIndex((a) => a.gear === id);
  if (acc >= 0) {
    ch.accessories.splice(acc, 1);
    return true;
  }
  return from(ch.equipment);
}

/** Puts gear into its own slot when there is room, else into a free blue slot (inactive there). */
function putIn(g: G, ch: CharState, id: string): boolean {
  const gd = gearDef(g.c, id);
  const k = classOf(g, ch);
  const blueFree = blueUsed(g, ch) < k.slots.blue;
  switch (gd.type) {
    case 'weapon':
      if (weaponSlots(g, [...ch.weapons, id]) <= k.slots.weapon) {
        ch.weapons.push(id);
        return true;
      }
      break;
    case 'armor':
      if (!ch.armor) {
        ch.armor = id;
        return true;
      }
      break;
    case 'apparel':
      if (apparelUsed(g, ch) < k.slots.apparel) {
        ch.equipment.push(id);
        return true;
      }
      break;
    case 'equipment':
      // Additional Equipment only ever sits in the blue slots (HU-GEAR-10).
      if (blueFree) {
        ch.equipment.push(id);
        return true;
      }
      return false;
    case 'accessory': {
      const host = ch.weapons.find((w) => gearDef(g.c, w).accessorySpace === gd.accessory?.fits);
      if (host && ch.accessories.length < k.slots.accessory) {
        ch.accessories.push({ gear: id, weapon: host });
        return true;
      }
      break;
    }
    case 'implant':
      return false;
  }
  if (!blueFree) return false;
  ch.parked.push(id);
  return true;
}

/**
 * Exchange and loot partners: others on the same space (the unconscious, and under Elimination the
 * killed, only give: AMB-57). One piece of
 * gear or one module token at a time, each offered only when it can be made: the side that
 * receives it has a slot for it (HU-INTERACT-04), checked as `exchangeProblem` checks it.
 */
export function exchangeChoices(g: G, ch: Placed): HuntersChoice[] {
  if (charInMelee(g, ch)) return [];
  const out: Extract<HuntersChoice, { kind: 'exchange' }>[] = [];
  for (const o of g.s.chars) {
    if (o.id === ch.id || !onMap(o) || !samePos(o.pos, ch.pos)) continue;
    for (const id of new Set(handable(g, o))) out.push({ kind: 'exchange', with: o.id, give: [], take: [id] });
    if (o.findings > 0 && moduleRoom(g, ch) > 0)
      out.push({ kind: 'exchange', with: o.id, give: [], take: [], takeModules: 1 });
    if (moduleRoom(g, ch) > 0)
      for (const k of carriedKinds(o)) out.push({ kind: 'exchange', with: o.id, give: [], take: [k] });
    if (!conscious(o)) continue;
    for (const id of new Set(handable(g, ch))) out.push({ kind: 'exchange', with: o.id, give: [id], take: [] });
    if (ch.findings > 0 && moduleRoom(g, o) > 0)
      out.push({ kind: 'exchange', with: o.id, give: [], take: [], giveModules: 1 });
    if (moduleRoom(g, o) > 0)
      for (const k of carriedKinds(ch)) out.push({ kind: 'exchange', with: o.id, give: [k], take: [] });
  }
  return out.filter((c) => exchangeProblem(g, ch, c) === null);
}

/** Module tokens a character can still take: 6 per blue slot holding no gear (HU-SHEET-04). */
export function moduleRoom(g: G, ch: CharState): number {
  return moduleRoomIn(g.c, ch);
}

/** `moduleRoom` read off the pack alone, as the bots read it. */
export function moduleRoomIn(c: HuntersContent, ch: CharState): number {
  const g = { c };
  return 6 * Math.max(0, classOf(g, ch).slots.blue - blueUsedIn(g, ch)) - moduleTokens(ch);
}

/** Every module token on the sheet: this mission's findings and the modules carried in from the campaign. */
export function moduleTokens(ch: CharState): number {
  return ch.findings + MODULE_KINDS.reduce((n, k) => n + (ch.modules[k] ?? 0), 0);
}

/** An exchange names a carried campaign module as `module:<kind>` in its give or take list. */
const MODULE_ITEM = 'module:';

function moduleItem(item: string): ModuleKind | null {
  if (!item.startsWith(MODULE_ITEM)) return null;
  const kind = item.slice(MODULE_ITEM.length) as ModuleKind;
  return MODULE_KINDS.includes(kind) ? kind : null;
}

/** The campaign modules a character carries, one `module:<kind>` a kind. */
export function carriedKinds(ch: CharState): string[] {
  return MODULE_KINDS.filter((k) => (ch.modules[k] ?? 0) > 0).map((k) => `${MODULE_ITEM}${k}`);
}

/** Moves the named campaign modules from one sheet to the other; false when one is not carried. */
function moveModules(from: CharState, to: CharState, items: readonly string[]): boolean {
  for (const it of items) {
    const kind = moduleItem(it);
    if (!kind || (from.modules[kind] ?? 0) < 1) return false;
    from.modules[kind] = (from.modules[kind] ?? 0) - 1;
    to.modules[kind] = (to.modules[kind] ?? 0) + 1;
  }
  return true;
}

const isModuleItem = (it: string): boolean => it.startsWith(MODULE_ITEM);

function countOf(list: readonly string[], id: string): number {
  return list.filter((x) => x === id).length;
}

/** Checks an exchange on copies; the refusal's message, or null when it can be done. */
export function exchangeProblem(g: G, ch: Placed, c: Extract<HuntersChoice, { kind: 'exchange' }>): string | null {
  const o = g.s.chars.find((x) => x.id === c.with);
  if (!o || !onMap(o) || !samePos(o.pos, ch.pos) || o.id === ch.id)
    return 'the other character must be on the same space';
  const giveM = c.giveModules ?? 0;
  const takeM = c.takeModules ?? 0;
  if (c.give.length + c.take.length + giveM + takeM === 0) return 'nothing changes hands';
  if (!conscious(o) && (c.give.length > 0 || giveM > 0)) return 'an unconscious character can only be looted';
  if (giveM > ch.findings) return `${ch.name} carries only ${ch.findings} module token(s)`;
  if (takeM > o.findings) return `${o.name} carries only ${o.findings} module token(s)`;
  const mine = handable(g, ch);
  const theirs = handable(g, o);
  const a = structuredCloneChar(ch);
  const b = structuredCloneChar(o);
  if (!moveModules(a, b, c.give.filter(isModuleItem))) return `${ch.name} does not carry those modules`;
  if (!moveModules(b, a, c.take.filter(isModuleItem))) return `${o.name} does not carry those modules`;
  const give = c.give.filter((it) => !isModuleItem(it));
  const take = c.take.filter((it) => !isModuleItem(it));
  for (const id of new Set(give))
    if (countOf(give, id) > countOf(mine, id)) return `${ch.name} does not carry that many ${id}`;
  for (const id of new Set(take))
    if (countOf(take, id) > countOf(theirs, id)) return `${o.name} does not carry that many ${id}`;
  if (!transfer(g, a, b, give, take)) return 'there is no free slot for some of that gear';
  a.findings += takeM - giveM;
  b.findings += giveM - takeM;
  if (moduleRoom(g, a) < 0 || moduleRoom(g, b) < 0) return 'the modules need a blue slot holding no gear (6 a slot)';
  return null;
}

function structuredCloneChar(ch: CharState): CharState {
  return JSON.parse(JSON.stringify(ch)) as CharState;
}

function transfer(g: G, me: CharState, other: CharState, give: readonly string[], take: readonly string[]): boolean {
  for (const id of give) if (!takeOut(g, me, id)) return false;
  for (const id of take) if (!takeOut(g, other, id)) return false;
  for (const id of give) if (!putIn(g, other, id)) return false;
  for (const id of take) if (!putIn(g, me, id)) return false;
  return true;
}

/** Exchange (HU-INTERACT-04) or loot from an unconscious character (HU-INTERACT-03). */
export function doExchange(g: G, ch: Placed, c: Extract<HuntersChoice, { kind: 'exchange' }>): void {
  const o = charById(g.s, c.with);
  moveModules(ch, o, c.give.filter(isModuleItem));
  moveModules(o, ch, c.take.filter(isModuleItem));
  transfer(
    g,
    ch,
    o,
    c.give.filter((it) => !isModuleItem(it)),
    c.take.filter((it) => !isModuleItem(it)),
  );
  const moved = (c.takeModules ?? 0) - (c.giveModules ?? 0);
  ch.findings += moved;
  o.findings -= moved;
  const itemName = (id: string) => (moduleItem(id) ? handedItem(id, 'en') : gearDef(g.c, id).name);
  const names = (ids: readonly string[], modules: number | undefined) =>
    [...ids.map(itemName), ...(modules ? [`${modules} module token(s)`] : [])].join(', ');
  const gives = c.give.length > 0 || (c.giveModules ?? 0) > 0;
  const takes = c.take.length > 0 || (c.takeModules ?? 0) > 0;
  const loot = !conscious(o);
  emit(g, {
    type: 'hunters/exchange',
    rule: loot ? 'HU-INTERACT-03' : 'HU-INTERACT-04',
    character: ch.id,
    with: o.id,
    give: c.give,
    take: c.take,
    modules: (c.takeModules ?? 0) - (c.giveModules ?? 0),
    text: loot
      ? `${ch.name} takes ${names(c.take, c.takeModules)} from the unconscious ${o.name}.`
      : `${ch.name} and ${o.name} exchange gear${gives ? `; ${ch.name} gives ${names(c.give, c.giveModules)}` : ''}${takes ? `; ${ch.name} takes ${names(c.take, c.takeModules)}` : ''}.`,
  });
}

/** What of a sheet says where its gear sits: enough to tell whether parked gear has its own slot free. */
export type GearSheet = Pick<CharState, 'cls' | 'armor'> & {
  readonly weapons: readonly string[];
  readonly equipment: readonly string[];
  readonly accessories: ReadonlyArray<{ readonly gear: string; readonly weapon: string }>;
  readonly parked: readonly string[];
};

/**
 * Whether parked gear has its own slot free (an accessory: a free accessory slot on a weapon it
 * fits), so that it goes in with nothing swapped out and its blue slot is freed (HU-INTERACT-09).
 * Additional Equipment has no slot but a blue one.
 */
function ownSlotFree(g: Pick<G, 'c'>, ch: GearSheet, id: string): boolean {
  const gd = gearDef(g.c, id);
  const k = classOf(g, ch);
  switch (gd.type) {
    case 'weapon':
      return weaponSlots(g, [...ch.weapons, id]) <= k.slots.weapon;
    case 'armor':
      return ch.armor === null;
    case 'apparel':
      return apparelUsed(g, ch) < k.slots.apparel;
    case 'accessory':
      return (
        ch.weapons.some((w) => gearDef(g.c, w).accessorySpace === gd.accessory?.fits) &&
        ch.accessories.length < k.slots.accessory
      );
    case 'equipment':
    case 'implant':
      return false;
  }
}

/**
 * How many blue slots the character could free by putting gear parked there back into its own
 * slots, each with nothing swapped out (an Interact each, HU-INTERACT-09): the most that any
 * order of those moves frees (a weapon in first may leave no room for another, or give an
 * accessory its weapon). Read off the pack alone, as the board and the bots read it.
 */
export function unparkRoomIn(c: HuntersContent, ch: GearSheet): number {
  const g = { c };
  let best = 0;
  for (const id of new Set(ch.parked)) {
    if (!ownSlotFree(g, ch, id)) continue;
    const parked = [...ch.parked];
    parked.splice(parked.indexOf(id), 1);
    const gd = gearDef(c, id);
    const host = ch.weapons.find((w) => gearDef(c, w).accessorySpace === gd.accessory?.fits);
    const next: GearSheet = {
      ...ch,
      parked,
      weapons: gd.type === 'weapon' ? [...ch.weapons, id] : ch.weapons,
      armor: gd.type === 'armor' ? id : ch.armor,
      equipment: gd.type === 'apparel' ? [...ch.equipment, id] : ch.equipment,
      accessories: gd.type === 'accessory' && host ? [...ch.accessories, { gear: id, weapon: host }] : ch.accessories,
    };
    best = Math.max(best, 1 + unparkRoomIn(c, next));
  }
  return best;
}

/** Moving parked gear into its own slot, swapping out what was there (HU-INTERACT-09). */
export function unparkChoices(g: G, ch: Placed): HuntersChoice[] {
  if (charInMelee(g, ch)) return [];
  const out: HuntersChoice[] = [];
  const k = classOf(g, ch);
  for (const id of new Set(ch.parked)) {
    const gd = gearDef(g.c, id);
    const free = ownSlotFree(g, ch, id);
    switch (gd.type) {
      case 'weapon':
        if (free) out.push({ kind: 'unpark', gear: id, out: null });
        for (const w of new Set(ch.weapons)) {
          const rest = [...ch.weapons];
          rest.splice(rest.indexOf(w), 1);
          if (weaponSlots(g, [...rest, id]) <= k.slots.weapon) out.push({ kind: 'unpark', gear: id, out: w });
        }
        break;
      case 'armor':
        out.push({ kind: 'unpark', gear: id, out: ch.armor });
        break;
      case 'apparel':
        if (free) out.push({ kind: 'unpark', gear: id, out: null });
        for (const a of new Set(ch.equipment.filter((x) => gearDef(g.c, x).type === 'apparel')))
          out.push({ kind: 'unpark', gear: id, out: a });
        break;
      case 'accessory':
        if (free) out.push({ kind: 'unpark', gear: id, out: null });
        break;
      case 'equipment':
      case 'implant':
        break;
    }
  }
  return out;
}

export function doUnpark(g: G, ch: Placed, c: Extract<HuntersChoice, { kind: 'unpark' }>): void {
  ch.parked.splice(ch.parked.indexOf(c.gear), 1);
  if (c.out !== null) {
    takeOut(g, ch, c.out);
    ch.parked.push(c.out);
  }
  const gd = gearDef(g.c, c.gear);
  putIn(g, ch, c.gear);
  if (gd.type === 'weapon' && gd.reload && !ch.loaded.includes(c.gear)) ch.loaded.push(c.gear);
  emit(g, {
    type: 'hunters/unpark',
    rule: 'HU-INTERACT-09',
    character: ch.id,
    gear: c.gear,
    out: c.out,
    text: `${ch.name} takes the ${gd.name} out of a blue slot${c.out ? `, parking the ${gearDef(g.c, c.out).name} there` : ''}.`,
  });
}

/** Moving an active piece into a free blue slot, where it is carried but inactive (HU-GEAR-11, HU-INTERACT-09). */
export function parkChoices(g: G, ch: Placed): HuntersChoice[] {
  if (charInMelee(g, ch)) return [];
  const k = classOf(g, ch);
  // The slot must be free, and the modules carried must still fit in the blue slots left.
  if (blueUsed(g, ch) >= k.slots.blue || 6 * (k.slots.blue - blueUsed(g, ch) - 1) < moduleTokens(ch)) return [];
  const active = [
    ...ch.weapons,
    ...(ch.armor ? [ch.armor] : []),
    ...ch.equipment.filter((id) => gearDef(g.c, id).type === 'apparel'),
    ...ch.accessories.map((a) => a.gear),
  ];
  return [...new Set(active)].map((gear): HuntersChoice => ({ kind: 'park', gear }));
}

export function doPark(g: G, ch: Placed, gear: string): void {
  takeOut(g, ch, gear);
  ch.parked.push(gear);
  emit(g, {
    type: 'hunters/park',
    rule: 'HU-INTERACT-09',
    character: ch.id,
    gear,
    text: `${ch.name} puts the ${gearDef(g.c, gear).name} away in a blue slot, where it does not work.`,
  });
}
