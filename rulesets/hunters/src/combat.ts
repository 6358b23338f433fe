import { Dist, Rational, rollMany } from '@skirmish/core';
import { samePos, space, type Pos } from './board.ts';
import type { Gear } from './content/schema.ts';
import {
  armorOf,
  charDefenceDice,
  conscious,
  emit,
  enemyDef,
  enemyDefenceDice,
  enemyLabel,
  keepsOutOfMelee,
  meleeEnemiesOf,
  onMap,
  type G,
} from './game.ts';
import type { CharState, EnemyState } from './state.ts';

/** A die succeeds on a face at or under To Hit; a 1 always succeeds. */
export function isSuccess(face: number, toHit: number): boolean {
  return face === 1 || face <= toHit;
}

export function countSuccesses(faces: readonly number[], toHit: number): number {
  return faces.filter((f) => isSuccess(f, toHit)).length;
}

export function rollDefence(g: G, n: number): { faces: string[]; shields: number } {
  const faces: string[] = [];
  for (let i = 0; i < n; i++) faces.push(g.dice.rollFace(g.c.defenceDie));
  return { faces, shields: faces.filter((f) => f === 'shield').length };
}

export function damageCharacter(g: G, ch: CharState, amount: number, rule: string): void {
  if (amount <= 0 || !conscious(ch)) return;
  const before = ch.health;
  ch.health = Math.max(0, ch.health - amount);
  emit(g, {
    type: 'hunters/wounded',
    rule,
    character: ch.id,
    amount: before - ch.health,
    health: ch.health,
    text: `${ch.name} loses ${before - ch.health} Health (now ${ch.health}).`,
  });
  if (ch.health === 0) {
    if (g.o.elimination) {
      ch.dead = true;
      emit(g, {
        type: 'hunters/killed',
        rule: 'HU-DIFF-04',
        character: ch.id,
        text: `${ch.name} is killed (Character Elimination).`,
      });
    } else {
      emit(g, {
        type: 'hunters/unconscious',
        rule: 'HU-HEALTH-01',
        character: ch.id,
        text: `${ch.name} falls unconscious.`,
      });
    }
    ch.hidden = false;
  }
}

export function damageEnemy(g: G, e: EnemyState, amount: number, rule: string): void {
  if (amount <= 0) return;
  const name = enemyLabel(g.c, e);
  // The damage may be more than the Health left: the log says what was lost.
  const lost = Math.min(amount, e.health);
  e.health -= lost;
  emit(g, {
    type: 'hunters/enemy-wounded',
    rule,
    enemy: e.id,
    amount,
    lost,
    health: e.health,
    text: `${name} loses ${lost} Health (now ${e.health}).`,
  });
  if (e.health === 0) {
    g.s.enemies.splice(g.s.enemies.indexOf(e), 1);
    emit(g, { type: 'hunters/enemy-destroyed', rule: 'HU-ENEMY-02', enemy: e.id, text: `${name} is destroyed.` });
  }
}

export interface EnemyAttackSpec {
  readonly attack: 'melee' | 'ranged' | 'area';
  readonly dice: number;
  readonly toHit: number;
  readonly from: Pos;
  readonly rule: string;
}

/**
 * An enemy (or a penalty attack by one) rolls against a character. When the target is in melee
 * with other enemies and the attack is ranged, every 6 strikes one of them instead (drawn at
 * random when several could be struck).
 */
export function enemyAttacksCharacter(g: G, attacker: EnemyState, ch: CharState, spec: EnemyAttackSpec): void {
  const shot = enemyAttackRoll(g, attacker, ch, spec);
  strayHits(g, shot.others, shot.sixes, undefined);
}

/** The enemies in melee with the target that a ranged attack's 6s strike instead, and how many 6s. */
export interface StraySixes {
  readonly others: EnemyState[];
  readonly sixes: number;
}

/** An enemy's attack on a character, up to the stray 6s (see `strayHits`). */
export function enemyAttackRoll(g: G, attacker: EnemyState, ch: CharState, spec: EnemyAttackSpec): StraySixes {
  const faces = rollMany(g.dice, Math.max(0, spec.dice), 6);
  const others = spec.attack === 'ranged' ? meleeEnemiesOf(g, ch).filter((e) => e.id !== attacker.id) : [];
  const sixes = others.length > 0 ? faces.filter((f) => f === 6).length : 0;
  const counted = others.length > 0 ? faces.filter((f) => f !== 6) : faces;
  const hits = countSuccesses(counted, spec.toHit);
  const defence = charDefenceDice(g, ch, spec.attack, spec.from, false);
  const def = hits > 0 ? rollDefence(g, defence) : { faces: [], shields: 0 };
  const dmg = Math.max(0, hits - def.shields);
  emit(g, {
    type: 'hunters/enemy-attack',
    rule: spec.rule,
    enemy: attacker.id,
    character: ch.id,
    attack: spec.attack,
    faces,
    toHit: spec.toHit,
    successes: hits,
    defence: def.faces,
    damage: dmg,
    text: `${enemyLabel(g.c, attacker)} rolls ${faces.join(', ') || 'no dice'} at To Hit ${spec.toHit} against ${ch.name}: ${hits} success(es), ${def.shields} shield(s), ${dmg} damage.`,
  });
  damageCharacter(g, ch, dmg, 'HU-ENEMY-24');
  return { others, sixes };
}

/**
 * Each stray 6 strikes an enemy of the melee: the only one, else `chosen` (named by the players),
 * else one drawn for each 6.
 */
export function strayHits(g: G, others: readonly EnemyState[], sixes: number, chosen: EnemyState | undefined): void {
  for (let i = 0; i < sixes; i++) {
    const victim = others.length === 1 ? others[0] : (chosen ?? others[g.dice.pick(others.length)]);
    if (!victim || !g.s.enemies.includes(victim)) continue;
    const vd = enemyDefenceDice(g, victim, 'ranged', null, { ap: false, incendiary: false });
    const vdef = rollDefence(g, vd);
    emit(g, {
      type: 'hunters/stray-six',
      rule: 'HU-ENEMY-35',
      enemy: victim.id,
      text: `A 6 strikes ${enemyLabel(g.c, victim)} in the melee instead.`,
    });
    damageEnemy(g, victim, Math.max(0, 1 - vdef.shields), 'HU-ENEMY-35');
  }
}

export interface CharAttackSpec {
  readonly attack: 'melee' | 'ranged' | 'area';
  readonly dice: number;
  readonly toHit: number;
  readonly weapon: Pick<Gear, 'ap' | 'incendiary' | 'autoHit'>;
  readonly rerolls: number;
  readonly rule: string;
  readonly mental?: boolean;
  /** The ally the stray 6s hit when the players named one (AMB-36); else the program picks. */
  readonly stray?: string | null;
}

/**
 * The numbers of one character's attack roll against one enemy, as the rules roll it
 * (`characterAttacksEnemy`): the attack dice (never below 0), To Hit, the misses that may be
 * rolled again, automatic hits, whether 6s go astray into a melee (they never count against the
 * target, HU-RANGED-13), the enemy's defence dice, and a Mental attack (no damage).
 */
export interface CharRollNumbers {
  readonly dice: number;
  readonly toHit: number;
  readonly rerolls: number;
  readonly autoHit: boolean;
  readonly sixesAstray: boolean;
  readonly defence: number;
  readonly mental: boolean;
  /**
   * A Mental attack's Mental Defence values: the target's, and those of the allies its stray 6s
   * may strike (AMB-52), the one the players named alone, else all of them, one drawn for each 6.
   * Absent for other attacks.
   */
  readonly mentalValues?: { readonly target: number; readonly allies: readonly number[] };
}

/** The allies in melee with `e` that a character's ranged attack at it may strike with its 6s. */
function alliesInMelee(g: G, e: EnemyState, spec: CharAttackSpec): CharState[] {
  if (spec.attack !== 'ranged' || keepsOutOfMelee(g, e)) return [];
  return g.s.chars.filter((c) => onMap(c) && conscious(c) && samePos(c.pos, e.pos));
}

export function charRollNumbers(
  g: G,
  ch: CharState,
  e: EnemyState,
  spec: CharAttackSpec,
  allies: readonly CharState[] = alliesInMelee(g, e, spec),
): CharRollNumbers {
  const numbers = {
    dice: Math.max(0, spec.dice),
    toHit: spec.toHit,
    rerolls: spec.rerolls,
    autoHit: spec.weapon.autoHit,
    sixesAstray: allies.length > 0,
    defence: enemyDefenceDice(g, e, spec.attack, spec.attack === 'ranged' ? ch.pos : null, spec.weapon),
    mental: spec.mental === true,
  };
  if (!spec.mental) return numbers;
  const allyValues = allies.length > 0 ? strayCandidates(allies, spec).map((a) => allyMental(g, a)) : [];
  return { ...numbers, mentalValues: { target: enemyDef(g, e.kind).defence.mental, allies: allyValues } };
}

/** The key of a roll's state so far: counted successes, stray 6s and re-rolls left. */
const rollKey = (hits: number, sixes: number, rerolls: number): string => `${hits}:${sixes}:${rerolls}`;

/**
 * The exact distribution of what the attack dice of `n` leave, as "successes:sixes": each die
 * succeeds at or under To Hit or on a 1, and counts unless it is a 6 gone astray into a melee
 * (then it is a stray 6, whether or not it would succeed); the first `rerolls` dice that missed
 * are rolled again (a 6 that would succeed but goes astray is no miss, a 6 that misses is). Dice
 * are rolled in order, so the state after each die is (successes, stray 6s, re-rolls left).
 */
export function attackDiceDist(n: CharRollNumbers): Dist<string> {
  if (n.autoHit) return Dist.certain(`${n.dice}:0`);
  const faces = [1, 2, 3, 4, 5, 6];
  const astray = (f: number): boolean => n.sixesAstray && f === 6;
  const counts = (f: number): number => (isSuccess(f, n.toHit) && !astray(f) ? 1 : 0);
  const strays = (f: number): number => (astray(f) ? 1 : 0);
  let state: Dist<string> = Dist.certain(rollKey(0, 0, n.rerolls));
  for (let i = 0; i < n.dice; i++)
    state = state.bind((k) => {
      const [h, s, r] = k.split(':').map(Number) as [number, number, number];
      return Dist.uniform(faces).bind((f) =>
        !isSuccess(f, n.toHit) && r > 0
          ? Dist.uniform(faces).map((f2) => rollKey(h + counts(f2), s + strays(f2), r - 1))
          : Dist.certain(rollKey(h + counts(f), s + strays(f), r)),
      );
    });
  return state.map((k) => k.split(':').slice(0, 2).join(':'));
}

/**
 * The exact distribution of the damage an attack with `n` deals, a defence die showing a shield
 * with chance `shield`: the successes its dice count (`attackDiceDist`), each Shield cancelling
 * one, and the target rolls its defence only when there is a success. Undefined for a Mental
 * attack, which deals no damage.
 */
export function damageDist(n: CharRollNumbers, shield: Rational): Dist<number> | undefined {
  if (n.mental) return undefined;
  const shields = (s: number): Dist<number> => Dist.successes(s, shield);
  return attackDiceDist(n)
    .map((k) => Number(k.split(':')[0]))
    .bind((h) => (h === 0 ? Dist.certain(0) : shields(n.defence).map((sh) => Math.max(0, h - sh))));
}

/** The chance a Mental defence at `value` fails: one die, no natural-1 rule (AMB-53). */
export function mentalFailChance(value: number): Rational {
  return Rational.of(6 - Math.min(6, Math.max(0, value)), 6);
}

/**
 * Who a Mental attack with `n` leaves disabled: "target", "ally", "both" or "none". The target
 * makes its Mental defence when at least one success counts against it (AMB-54); the stray 6s
 * strike the allies (`mentalValues.allies`, one drawn for each 6 when several), each ally struck
 * making one Mental defence however many 6s strike him (HU-MENTAL-02); "ally" means at least one
 * of them fails. Undefined for an attack that is not Mental.
 */
export function disableDist(n: CharRollNumbers): Dist<string> | undefined {
  const values = n.mentalValues;
  if (!n.mental || !values) return undefined;
  const targetFails = mentalFailChance(values.target);
  return attackDiceDist(n).bind((k) => {
    const [hits, sixes] = k.split(':').map(Number) as [number, number];
    const target = hits > 0 ? Dist.bernoulli(targetFails) : Dist.certain(false);
    const ally = struckAllies(values.allies.length, sixes).bind((mask) =>
      Dist.bernoulli(Rational.ONE.sub(allResist(values.allies.filter((_, i) => (mask & (1 << i)) !== 0)))),
    );
    return target.combine(ally, (t, a) => (t ? (a ? 'both' : 'target') : a ? 'ally' : 'none'));
  });
}

/** The allies `sixes` stray 6s strike, as a bit mask over `count` allies: one drawn for each 6. */
function struckAllies(count: number, sixes: number): Dist<number> {
  let mask = Dist.certain<number>(0);
  for (let i = 0; i < sixes && count > 0; i++)
    mask = mask.bind((m) => Dist.uniform(Array.from({ length: count }, (_, a) => m | (1 << a))));
  return mask;
}

/** The chance every one of the Mental defences at `values` holds. */
function allResist(values: readonly number[]): Rational {
  return values.reduce((p, v) => p.mul(Rational.ONE.sub(mentalFailChance(v))), Rational.ONE);
}

/** One character attack roll against one enemy; returns its successes and the wounds dealt. */
export function characterAttacksEnemy(
  g: G,
  ch: CharState,
  e: EnemyState,
  spec: CharAttackSpec,
): { successes: number; damage: number } {
  const allies = alliesInMelee(g, e, spec);
  const numbers = charRollNumbers(g, ch, e, spec, allies);
  const n = numbers.dice;
  let faces = spec.weapon.autoHit ? [] : rollMany(g.dice, n, 6);
  // Re-roll missed dice (Aimed Strike): always worth it for a miss.
  let rerolls = spec.rerolls;
  faces = faces.map((f) => {
    if (rerolls > 0 && !isSuccess(f, spec.toHit)) {
      rerolls--;
      return g.dice.roll(6);
    }
    return f;
  });
  const sixes = allies.length > 0 ? faces.filter((f) => f === 6).length : 0;
  const counted = allies.length > 0 ? faces.filter((f) => f !== 6) : faces;
  const hits = spec.weapon.autoHit ? n : countSuccesses(counted, spec.toHit);
  const d = enemyDef(g, e.kind);
  if (spec.mental) {
    emit(g, {
      type: 'hunters/attack',
      rule: spec.rule,
      character: ch.id,
      enemy: e.id,
      faces,
      toHit: spec.toHit,
      successes: hits,
      text: `${ch.name} rolls ${faces.join(', ')}: ${hits} success(es).`,
    });
    if (hits > 0) mentalDefence(g, e, d.defence.mental);
    mentalStrays(g, allies, sixes, spec);
    return { successes: hits, damage: 0 };
  }
  const def = hits > 0 ? rollDefence(g, numbers.defence) : { faces: [], shields: 0 };
  const dmg = Math.max(0, hits - def.shields);
  emit(g, {
    type: 'hunters/attack',
    rule: spec.rule,
    character: ch.id,
    enemy: e.id,
    attack: spec.attack,
    faces,
    toHit: spec.toHit,
    successes: hits,
    defence: def.faces,
    damage: dmg,
    text: `${ch.name} attacks ${enemyLabel(g.c, e)}: ${spec.weapon.autoHit ? `${n} automatic hits` : `rolls ${faces.join(', ') || 'no dice'} at To Hit ${spec.toHit}`}, ${hits} success(es), ${def.shields} shield(s), ${dmg} damage.`,
  });
  damageEnemy(g, e, dmg, 'HU-RANGED-08');
  for (let i = 0; i < sixes; i++) {
    const ally = strayAlly(g, allies, spec);
    if (!ally) continue;
    // The 6 is a success of this weapon's attack: an Incendiary one leaves no defence dice (HU-GEAR-23).
    const ad = charDefenceDice(g, ally, 'ranged', null, spec.weapon.incendiary);
    const adef = rollDefence(g, ad);
    strayNote(g, ally);
    damageCharacter(g, ally, Math.max(0, 1 - adef.shields), 'HU-RANGED-13');
  }
  return { successes: hits, damage: dmg };
}

/**
 * The ally a stray 6 strikes: the only one in the melee, else the one the players named
 * (AMB-36), else one drawn for this 6.
 */
function strayAlly(g: G, allies: readonly CharState[], spec: CharAttackSpec): CharState | undefined {
  const may = strayCandidates(allies, spec);
  return may.length === 1 ? may[0] : may[g.dice.pick(may.length)];
}

/** The allies a stray 6 may strike: the one the players named when he is in the melee, else all. */
function strayCandidates(allies: readonly CharState[], spec: CharAttackSpec): readonly CharState[] {
  const named = spec.stray ? allies.find((a) => a.id === spec.stray) : undefined;
  return named ? [named] : allies;
}

/** A character's Mental Defence value: his armor's mental number, 0 without armor (AMB-52). */
function allyMental(g: G, ch: CharState): number {
  return armorOf(g, ch)?.defence?.mental ?? 0;
}

/** The log line of a stray 6 striking an ally (HU-RANGED-13). */
function strayNote(g: G, ally: CharState): void {
  emit(g, {
    type: 'hunters/stray-six',
    rule: 'HU-RANGED-13',
    character: ally.id,
    text: `A 6 strikes ${ally.name} in the melee instead.`,
  });
}

/**
 * The stray 6s of a Mental attack such as EMP Ammo: each is one success on an ally in the melee
 * (HU-RANGED-13), which brings the Mental defence instead of any defence dice (AMB-54). An ally
 * rolls once however many 6s strike him (HU-MENTAL-02), with his armor's mental number, 0 without
 * armor (AMB-52).
 */
function mentalStrays(g: G, allies: readonly CharState[], sixes: number, spec: CharAttackSpec): void {
  const struck: CharState[] = [];
  for (let i = 0; i < sixes; i++) {
    const ally = strayAlly(g, allies, spec);
    if (!ally) continue;
    strayNote(g, ally);
    if (!struck.includes(ally)) struck.push(ally);
  }
  for (const ally of struck) mentalDefence(g, ally, allyMental(g, ally));
}

/**
 * A Mental defence of an enemy or a character: one attack die, success at or under the value, no
 * natural-1 rule (AMB-53), so a value of 0 always fails. A failure disables the figure for this
 * turn and the next (HU-MENTAL-06).
 */
export function mentalDefence(g: G, x: EnemyState | CharState, value: number): boolean {
  const face = g.dice.roll(6);
  const ok = face <= value;
  const name = 'kind' in x ? enemyLabel(g.c, x) : x.name;
  const figure = 'kind' in x ? { enemy: x.id } : { character: x.id };
  emit(g, {
    type: 'hunters/mental-defence',
    rule: 'HU-MENTAL-01',
    ...figure,
    face,
    value,
    success: ok,
    text: `${name} rolls ${face} for Mental defence ${value}: ${ok ? 'resists' : 'disabled this turn and the next'}.`,
  });
  if (!ok) x.disabledThrough = g.s.turn + 1;
  return ok;
}

/** A character's attack on another character caught in an Area attack or an explosion. */
export function areaOnCharacter(
  g: G,
  ch: CharState,
  dice: number,
  toHit: number,
  incendiary: boolean,
  auto: boolean,
  rule: string,
): void {
  const faces = auto ? [] : rollMany(g.dice, Math.max(0, dice), 6);
  const hits = auto ? dice : countSuccesses(faces, toHit);
  const dd = charDefenceDice(g, ch, 'area', null, incendiary);
  const def = hits > 0 ? rollDefence(g, dd) : { faces: [], shields: 0 };
  emit(g, {
    type: 'hunters/area-hit',
    rule,
    character: ch.id,
    faces,
    successes: hits,
    defence: def.faces,
    text: `${ch.name} is caught: ${hits} success(es), ${def.shields} shield(s).`,
  });
  damageCharacter(g, ch, Math.max(0, hits - def.shields), rule);
}

export function coverAt(g: G, p: Pos): boolean {
  return space(g.board, p).cover;
}
