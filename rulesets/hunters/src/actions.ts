import {
  distance,
  facingToward,
  key,
  neighbours,
  onBoard,
  quickStep,
  samePos,
  space,
  stepBlocked,
  stepCost,
  type Pos,
} from './board.ts';
import { MAX_MORALE_USES, moraleUses, type HuntersChoice } from './choices.ts';
import {
  areaOnCharacter,
  characterAttacksEnemy,
  countSuccesses,
  coverAt,
  damageCharacter,
  damageEnemy,
  enemyAttacksCharacter,
  rollDefence,
  type CharAttackSpec,
} from './combat.ts';
import type { ActionCard, Enhancement, Gear, ModuleKind } from './content/schema.ts';
import {
  charById,
  charDefenceDice,
  charInMelee,
  columnAt,
  conscious,
  currentRange,
  emit,
  enemyById,
  enemyDef,
  enemyLabel,
  enemyDefenceDice,
  enemySees,
  gearDef,
  idLookup,
  hasNightVision,
  los,
  isDisabled,
  keepsOutOfMelee,
  meleeEnemiesOf,
  onMap,
  printedMax,
  struckByArea,
  type G,
  spot,
} from './game.ts';
import type { Answer, CharState, EnemyState } from './state.ts';
import { rollMany } from '@skirmish/core';
import { FINDING_ITEM, handedItem } from './words.ts';
import {
  armLeftBehind,
  blueUsed,
  carriedKinds,
  deployTrap,
  entered,
  exchangeChoices,
  moduleRoom,
  moduleTokens,
  parkChoices,
  unparkChoices,
  unparkRoomIn,
} from './gear.ts';

type Placed = CharState & { pos: Pos };

const cardById = idLookup<ActionCard>();

export function cardDef(g: G, id: string): ActionCard {
  const c = cardById(g.c.cards, id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

export function moraleCost(g: G): number {
  return g.mission.weather === 'rain' ? 2 : 1;
}

/**
 * The numbers of Morale uses one effect may take, from 0 up, with `tokens` to pay: one use at most
 * as the rules read by default, as many as the tokens pay for under the `moraleStacking` option
 * (HU-ACTION-19, AMB-27), never past the most a choice may name.
 */
function moraleCounts(g: G, tokens: number): number[] {
  const paid = Math.min(MAX_MORALE_USES, Math.floor(tokens / moraleCost(g)));
  const most = Math.max(0, g.o.moraleStacking ? paid : Math.min(1, paid));
  return Array.from({ length: most + 1 }, (_, n) => n);
}

/** A shot's or Area attack's Morale fields for `n` uses on +1 To Hit: a count beside the flag from 2 on. */
function toHitFields(n: number): { morale: boolean; moraleHits?: number } {
  return n > 1 ? { morale: true, moraleHits: n } : { morale: n === 1 };
}

function accessoriesOf(g: G, ch: CharState, weapon: string): Gear[] {
  return ch.accessories.filter((a) => a.weapon === weapon).map((a) => gearDef(g.c, a.gear));
}

function accessoryActive(g: G, acc: Gear): boolean {
  return !acc.accessory?.daytimeOnly || g.mission.time === 'day';
}

function accSum(g: G, ch: CharState, weapon: string, f: 'dice' | 'toHit' | 'range'): number {
  return accessoriesOf(g, ch, weapon)
    .filter((a) => accessoryActive(g, a))
    .reduce((s, a) => s + (a.accessory?.[f] ?? 0), 0);
}

export function meleeWeapons(g: G, ch: CharState): Gear[] {
  return ch.weapons.map((w) => gearDef(g.c, w)).filter((w) => w.melee !== undefined && w.melee !== 'X');
}

export function meleeDiceOf(g: G, ch: CharState, weapon: Gear | null): number {
  if (!weapon || !weapon.melee || weapon.melee === 'X') return 1;
  return ch.strength + weapon.melee.dice + accSum(g, ch, weapon.id, 'dice');
}

/**
 * What a melee weapon adds to a melee attack's To Hit: its melee column and the accessories tied
 * to it (HU-MELEE-04, HU-GEAR-26); -2 fighting improvised (HU-MELEE-06).
 */
export function meleeToHitMod(g: G, ch: CharState, weapon: Gear | null): number {
  if (!weapon?.melee || weapon.melee === 'X') return -2;
  return weapon.melee.toHit + accSum(g, ch, weapon.id, 'toHit');
}

export function bestMeleeWeapon(g: G, ch: CharState): Gear | null {
  let best: Gear | null = null;
  for (const w of meleeWeapons(g, ch)) if (!best || meleeDiceOf(g, ch, w) > meleeDiceOf(g, ch, best)) best = w;
  return best;
}

function rangedWeapons(g: G, ch: CharState, kind: 'ranged' | 'area'): Gear[] {
  const pool = kind === 'area' ? [...ch.weapons, ...ch.equipment] : ch.weapons;
  return pool
    .map((w) => gearDef(g.c, w))
    .filter((w) => (kind === 'area' ? w.attack === 'area' : w.attack === 'ranged') && printedMax(w.ranged ?? []) > 0)
    .filter((w) => !w.reload || ch.loaded.includes(w.id))
    .filter((w) => w.fuelUpkeep === 0 || ch.fuelPaid);
}

function weaponRange(g: G, ch: Placed, w: Gear): number {
  // Grenades are thrown: Night does not shorten them.
  const night = w.type === 'weapon' && !hasNightVision(g, ch);
  return currentRange(g, printedMax(w.ranged ?? []), ch.pos, accSum(g, ch, w.id, 'range'), night);
}

function subsets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [];
  const rec = (start: number, cur: T[]) => {
    if (cur.length > 0) out.push([...cur]);
    if (cur.length === max) return;
    for (let i = start; i < items.length; i++) {
      const it = items[i];
      if (it === undefined) continue;
      cur.push(it);
      rec(i + 1, cur);
      cur.pop();
    }
  };
  rec(0, []);
  return out;
}

/**
 * Whether weapon `w` may fire at distance `d` (1 or more) within its range: not where its column
 * is X, which means no attack at that distance (HU-GEAR-20). Beyond the printed maximum the last
 * printed column serves (HU-RANGED-09), which is never X.
 */
function columnOpen(w: Gear, d: number): boolean {
  return columnAt(w.ranged ?? [], d) !== 'X';
}

/**
 * Spaces a character can shoot at with one weapon, with the enemies (or terrain token) there; for
 * an Area weapon, every board space in range and sight, empty or not.
 */
function shootSpaces(
  g: G,
  ch: Placed,
  w: Gear,
  kind: 'ranged' | 'area',
): Array<{ p: Pos; enemies: EnemyState[]; token: boolean }> {
  const range = weaponRange(g, ch, w);
  const spots = new Map<string, { p: Pos; enemies: EnemyState[]; token: boolean }>();
  const add = (p: Pos) => {
    const k = key(p);
    if (!spots.has(k)) spots.set(k, { p, enemies: [], token: false });
    return spots.get(k) as { p: Pos; enemies: EnemyState[]; token: boolean };
  };
  for (const e of g.s.enemies) {
    const d = distance(e.pos, ch.pos);
    const flyingOver = d === 0 && enemyDef(g, e.kind).flying && kind === 'ranged';
    if ((d >= 1 && d <= range && columnOpen(w, d) && los(g, ch.pos, e.pos)) || flyingOver) add(e.pos).enemies.push(e);
  }
  for (const t of g.s.tokens) {
    if (t.kind === 'smoke') continue;
    const d = distance(t.pos, ch.pos);
    if (d >= 1 && d <= range && columnOpen(w, d) && los(g, ch.pos, t.pos)) add(t.pos).token = true;
  }
  if (kind === 'area') {
    for (const c of g.s.chars) {
      if (!onMap(c) || c.id === ch.id) continue;
      const d = distance(c.pos, ch.pos);
      if (d >= 1 && d <= range && columnOpen(w, d) && los(g, ch.pos, c.pos)) add(c.pos);
    }
    // An Area attack may go at a space with nobody on it (HU-AREA-04): every other board space in
    // range and sight, row by row, after the occupied ones (whose order stays as it was).
    for (let y = ch.pos.y - range; y <= ch.pos.y + range; y++)
      for (let x = ch.pos.x - range; x <= ch.pos.x + range; x++) {
        const p = { x, y };
        if (samePos(p, ch.pos) || !onBoard(g.board, p) || spots.has(key(p))) continue;
        if (columnOpen(w, distance(p, ch.pos)) && los(g, ch.pos, p)) add(p);
      }
  }
  return [...spots.values()];
}

export function shootChoices(g: G, ch: Placed): HuntersChoice[] {
  if (charInMelee(g, ch)) return [];
  const out: HuntersChoice[] = [];
  const counts = moraleCounts(g, ch.morale);
  for (const w of rangedWeapons(g, ch, 'ranged')) {
    for (const spot of shootSpaces(g, ch, w, 'ranged')) {
      const max = w.fullAuto === 2 ? 4 : w.fullAuto === 1 ? 2 : 1;
      const groups: string[][] = subsets(
        spot.enemies.map((e) => e.id),
        max,
      );
      if (spot.token) groups.push([]);
      // Several allies in that melee: the players may name the one the stray 6s hit (AMB-36).
      const allies = spot.enemies.some((e) => !keepsOutOfMelee(g, e))
        ? g.s.chars.filter((o) => onMap(o) && conscious(o) && samePos(o.pos, spot.p)).map((o) => o.id)
        : [];
      for (const targets of groups)
        for (const n of counts) {
          const morale = toHitFields(n);
          out.push({ kind: 'shoot', weapon: w.id, x: spot.p.x, y: spot.p.y, targets, ...morale });
          if (allies.length > 1 && targets.length > 0)
            for (const stray of allies)
              out.push({ kind: 'shoot', weapon: w.id, x: spot.p.x, y: spot.p.y, targets, ...morale, stray });
        }
    }
  }
  return out;
}

export function areaChoices(g: G, ch: Placed): HuntersChoice[] {
  if (charInMelee(g, ch)) return [];
  const out: HuntersChoice[] = [];
  const counts = moraleCounts(g, ch.morale);
  for (const w of rangedWeapons(g, ch, 'area')) {
    for (const spot of shootSpaces(g, ch, w, 'area'))
      // Morale buys +1 To Hit on a roll (HU-ACTION-19): at a space where nothing rolls, none is offered.
      for (const n of areaRolls(g, spot.p) ? counts : NO_MORALE)
        out.push({ kind: 'area', weapon: w.id, x: spot.p.x, y: spot.p.y, ...toHitFields(n) });
  }
  return out;
}

const NO_MORALE = [0] as const;

/**
 * What an Area attack at `p` rolls against (HU-AREA-02): every enemy there, every character there
 * it can hit (conscious and not Hidden, HU-AREA-07), and the terrain tokens there but smoke.
 */
export function areaTargets(g: G, p: Pos) {
  return {
    enemies: g.s.enemies.filter((e) => samePos(e.pos, p)),
    chars: struckByArea(g, p),
    tokens: tokensHit(g, p),
  };
}

/** The terrain tokens on `p` an attack there hits: all but smoke. */
function tokensHit(g: G, p: Pos) {
  return g.s.tokens.filter((t) => t.kind !== 'smoke' && samePos(t.pos, p));
}

/** Whether an Area attack at `p` makes any attack roll (`areaTargets`). */
export function areaRolls(g: G, p: Pos): boolean {
  const t = areaTargets(g, p);
  return t.enemies.length + t.chars.length + t.tokens.length > 0;
}

/**
 * The Morale a melee attack of `ch` may take: uses on +1 To Hit, then on +1 die with the tokens
 * left, every pair the tokens pay for (HU-MELEE-07, AMB-27).
 */
function meleeMorale(g: G, ch: CharState): Array<{ hits: number; dice: number }> {
  const cost = moraleCost(g);
  return moraleCounts(g, ch.morale).flatMap((hits) =>
    moraleCounts(g, ch.morale - hits * cost).map((dice) => ({ hits, dice })),
  );
}

/** A melee attack's counts of Morale uses, written from 2 on beside their flags. */
function meleeCounts(hits: number, dice: number): { moraleHits?: number; moraleDice?: number } {
  return { ...(hits > 1 ? { moraleHits: hits } : {}), ...(dice > 1 ? { moraleDice: dice } : {}) };
}

export function meleeChoices(g: G, ch: Placed): HuntersChoice[] {
  const out: HuntersChoice[] = [];
  const weapons: Array<string | null> = [...meleeWeapons(g, ch).map((w) => w.id), null];
  for (const e of meleeEnemiesOf(g, ch))
    for (const weapon of weapons)
      for (const { hits, dice } of meleeMorale(g, ch))
        out.push({
          kind: 'melee',
          target: e.id,
          weapon,
          moraleHit: hits > 0,
          moraleDie: dice > 0,
          ...meleeCounts(hits, dice),
        });
  return out;
}

/**
 * The Penalty Attacks `ch` may make on a leaping enemy, with the Morale a melee attack may take
 * (AMB-46); a flag is written only when set, so the attack without Morale is the character alone.
 */
export function penaltyChoices(g: G, ch: CharState): HuntersChoice[] {
  return meleeMorale(g, ch).map(({ hits, dice }) => ({
    kind: 'penalty',
    character: ch.id,
    ...(hits > 0 ? { moraleHit: true } : {}),
    ...(dice > 0 ? { moraleDie: true } : {}),
    ...meleeCounts(hits, dice),
  }));
}

function enh(a: Enhancement | null, kind: Enhancement['kind']): number {
  return a && a.kind === kind ? a.n : 0;
}

function loseHiddenByAttack(g: G, ch: CharState): void {
  if (ch.hidden) {
    ch.hidden = false;
    emit(g, {
      type: 'hunters/revealed',
      rule: 'HU-HIDE-06',
      character: ch.id,
      text: `${ch.name} attacks and is no longer Hidden.`,
    });
  }
}

/**
 * Pays for an attack's Morale uses (HU-ACTION-19), each at its cost. Under the `moraleStacking`
 * option the log names what the tokens bought, as several uses may go on one effect (AMB-27); a
 * game at the default keeps the line it always had.
 */
export function spendMorale(g: G, ch: CharState, uses: { toHit: number; dice: number }): void {
  const n = (uses.toHit + uses.dice) * moraleCost(g);
  if (n === 0) return;
  ch.morale -= n;
  const bought = [
    ...(uses.toHit > 0 ? [`+${uses.toHit} To Hit`] : []),
    ...(uses.dice > 0 ? [`+${uses.dice} ${uses.dice === 1 ? 'die' : 'dice'}`] : []),
  ].join(', ');
  emit(g, {
    type: 'hunters/morale',
    rule: g.mission.weather === 'rain' ? 'HU-TIME-06' : 'HU-ACTION-19',
    character: ch.id,
    spent: n,
    ...(g.o.moraleStacking ? { toHit: uses.toHit, dice: uses.dice } : {}),
    text: g.o.moraleStacking ? `${ch.name} spends ${n} Morale: ${bought}.` : `${ch.name} spends ${n} Morale.`,
  });
}

export function resolveMelee(
  g: G,
  ch: Placed,
  c: Extract<HuntersChoice, { kind: 'melee' }>,
  base: number,
  boost: Enhancement | null,
  rule: string,
): void {
  const e = enemyById(g.s, c.target);
  if (!e) return;
  const spec = meleeSpec(g, ch, c, e, base, boost, rule);
  spendMorale(g, ch, moraleUses(c));
  loseHiddenByAttack(g, ch);
  characterAttacksEnemy(g, ch, e, spec);
}

/** The roll of a melee attack (HU-MELEE-04, -05, -06, -07), from the action's base To Hit and boost. */
export function meleeSpec(
  g: G,
  ch: Placed,
  c: Extract<HuntersChoice, { kind: 'melee' }>,
  e: EnemyState,
  base: number,
  boost: Enhancement | null,
  rule: string,
): CharAttackSpec {
  const w = c.weapon ? gearDef(g.c, c.weapon) : null;
  const col = w?.melee && w.melee !== 'X' ? w.melee : null;
  let toHit = base + meleeToHitMod(g, ch, w);
  if (g.mission.weather === 'rain') toHit -= 1;
  if (coverAt(g, e.pos) && g.o.coverInMelee) toHit -= 1;
  const morale = moraleUses(c);
  toHit += morale.toHit + enh(boost, 'to-hit');
  const dice = meleeDiceOf(g, ch, col ? w : null) + morale.dice + enh(boost, 'dice');
  return {
    attack: 'melee',
    dice,
    toHit,
    weapon: { ap: w?.ap ?? false, incendiary: w?.incendiary ?? false, autoHit: false },
    rerolls: enh(boost, 'reroll'),
    rule,
  };
}

/**
 * The roll of a character's Penalty Attack on a leaping enemy (HU-MELEE-10, AMB-46): his best
 * melee weapon at base To Hit 3, its own and Rain and Cover modifiers, and `morale` uses on To Hit
 * and on dice.
 */
export function penaltySpec(
  g: G,
  ch: CharState,
  e: EnemyState,
  morale: { readonly toHit: number; readonly dice: number },
): CharAttackSpec {
  const weapon = bestMeleeWeapon(g, ch);
  let toHit = 3 + meleeToHitMod(g, ch, weapon) + morale.toHit;
  if (g.mission.weather === 'rain') toHit -= 1;
  if (coverAt(g, e.pos) && g.o.coverInMelee) toHit -= 1;
  return {
    attack: 'melee',
    dice: meleeDiceOf(g, ch, weapon) + morale.dice,
    toHit,
    weapon: { ap: weapon?.ap ?? false, incendiary: weapon?.incendiary ?? false, autoHit: false },
    rerolls: 0,
    rule: 'HU-MELEE-10',
  };
}

function rangedToHit(
  g: G,
  ch: Placed,
  w: Gear,
  base: number,
  target: Pos,
  many: boolean,
  morale: number,
  boost: Enhancement | null,
  area: boolean,
): number {
  const d = distance(target, ch.pos);
  const col = columnAt(w.ranged ?? [], Math.max(1, d));
  let toHit = base + (col === 'X' ? 0 : col.toHit) + accSum(g, ch, w.id, 'toHit');
  if (coverAt(g, target)) toHit -= 1;
  if (g.mission.time === 'night' && !hasNightVision(g, ch)) toHit -= 1;
  if (g.mission.weather === 'rain' && (!area || g.o.rainOnArea)) toHit -= 1;
  if (many) toHit -= 1;
  toHit += morale;
  // An Area attack is a Ranged attack (HU-AREA-01), so the Tracer bonus covers it too.
  if (g.s.tracer) toHit += 1;
  return toHit + enh(boost, 'to-hit');
}

function rangedDice(g: G, ch: Placed, w: Gear, target: Pos, boost: Enhancement | null): number {
  const col = columnAt(w.ranged ?? [], Math.max(1, distance(target, ch.pos)));
  return Math.max(0, (col === 'X' ? 0 : col.dice) + accSum(g, ch, w.id, 'dice') + enh(boost, 'dice'));
}

function isIncendiary(g: G, ch: CharState, w: Gear): boolean {
  return w.incendiary || accessoriesOf(g, ch, w.id).some((a) => a.accessory?.incendiary);
}

export function resolveShoot(
  g: G,
  ch: Placed,
  c: Extract<HuntersChoice, { kind: 'shoot' }>,
  base: number,
  boost: Enhancement | null,
  rule: string,
): void {
  const w = gearDef(g.c, c.weapon);
  const target = { x: c.x, y: c.y };
  ch.facing = facingToward(ch.pos, target, ch.facing);
  const spec = shootSpec(g, ch, c, base, boost, rule);
  const { dice, toHit } = spec;
  spendMorale(g, ch, moraleUses(c));
  loseHiddenByAttack(g, ch);
  if (w.reload) ch.loaded = ch.loaded.filter((x) => x !== w.id);
  const tracer = accessoriesOf(g, ch, w.id).some((a) => a.accessory?.tracer);
  if (c.targets.length > 1)
    emit(g, {
      type: 'hunters/full-auto',
      rule: 'HU-RANGED-10',
      character: ch.id,
      text: `${ch.name} fires full-auto at ${c.targets.length} enemies (-1 To Hit).`,
    });
  // The Tracer marks on a wound, or on any success before defence under the `tracerOnSuccess`
  // option (AMB-72).
  let marked = false;
  for (const id of c.targets) {
    const e = enemyById(g.s, id);
    if (!e) continue;
    const r = characterAttacksEnemy(g, ch, e, spec);
    if (r.damage > 0 || (g.o.tracerOnSuccess && r.successes > 0)) marked = true;
  }
  if (c.targets.length === 0) hitTokens(g, target, dice, toHit, w.autoHit);
  if (tracer && marked && !g.s.tracer) {
    g.s.tracer = true;
    emit(g, {
      type: 'hunters/tracer',
      rule: 'HU-GEAR-30',
      text: 'Tracer rounds mark the target: +1 To Hit on ranged attacks for the rest of the turn.',
    });
  }
}

/**
 * The roll of a ranged attack at each enemy it targets (HU-RANGED-03, -04; full-auto -1 To Hit,
 * HU-RANGED-10), from the action's base To Hit and boost.
 */
export function shootSpec(
  g: G,
  ch: Placed,
  c: Extract<HuntersChoice, { kind: 'shoot' }>,
  base: number,
  boost: Enhancement | null,
  rule: string,
): CharAttackSpec {
  const w = gearDef(g.c, c.weapon);
  const target = { x: c.x, y: c.y };
  return {
    attack: 'ranged',
    dice: rangedDice(g, ch, w, target, boost),
    toHit: rangedToHit(g, ch, w, base, target, c.targets.length > 1, moraleUses(c).toHit, boost, false),
    weapon: { ap: w.ap, incendiary: isIncendiary(g, ch, w), autoHit: w.autoHit },
    rerolls: enh(boost, 'reroll'),
    rule,
    mental: accessoriesOf(g, ch, w.id).some((a) => a.accessory?.mental),
    stray: c.stray ?? null,
  };
}

/** The roll of an Area attack at each figure on its space (HU-AREA-03), from the action's base To Hit and boost. */
export function areaSpec(
  g: G,
  ch: Placed,
  c: Extract<HuntersChoice, { kind: 'area' }>,
  base: number,
  boost: Enhancement | null,
): CharAttackSpec {
  const w = gearDef(g.c, c.weapon);
  const target = { x: c.x, y: c.y };
  return {
    attack: 'area',
    dice: rangedDice(g, ch, w, target, boost),
    toHit: rangedToHit(g, ch, w, base, target, false, moraleUses(c).toHit, boost, true),
    weapon: { ap: w.ap, incendiary: isIncendiary(g, ch, w), autoHit: w.autoHit },
    rerolls: enh(boost, 'reroll'),
    rule: 'HU-AREA-03',
  };
}

export function resolveArea(
  g: G,
  ch: Placed,
  c: Extract<HuntersChoice, { kind: 'area' }>,
  base: number,
  boost: Enhancement | null,
): void {
  const w = gearDef(g.c, c.weapon);
  const target = { x: c.x, y: c.y };
  ch.facing = facingToward(ch.pos, target, ch.facing);
  const spec = areaSpec(g, ch, c, base, boost);
  const { dice, toHit } = spec;
  const incendiary = spec.weapon.incendiary;
  spendMorale(g, ch, moraleUses(c));
  loseHiddenByAttack(g, ch);
  if (w.type === 'equipment') {
    ch.equipment.splice(ch.equipment.indexOf(w.id), 1);
    emit(g, {
      type: 'hunters/gear-used',
      rule: 'HU-GEAR-36',
      character: ch.id,
      gear: w.id,
      text: `${ch.name} throws a ${w.name}.`,
    });
  }
  if (w.reload) ch.loaded = ch.loaded.filter((x) => x !== w.id);
  emit(g, {
    type: 'hunters/area-attack',
    rule: 'HU-AREA-02',
    character: ch.id,
    at: target,
    text: `${ch.name} makes an Area Attack on ${spot(g, c)}.`,
  });
  for (const e of areaTargets(g, target).enemies) characterAttacksEnemy(g, ch, e, spec);
  // Read after the enemies' rolls, as the characters stand then.
  for (const other of areaTargets(g, target).chars) {
    areaOnCharacter(g, other, dice, toHit, incendiary, w.autoHit, 'HU-AREA-02');
  }
  hitTokens(g, target, dice, toHit, w.autoHit);
}

/**
 * Terrain tokens on a space an Area attack (or a shot at a token) goes at are hit like targets
 * with no defence, and go off on a success (HU-TERRAIN-09, -10, -11), whoever attacks.
 */
export function hitTokens(g: G, p: Pos, dice: number, toHit: number, auto: boolean): void {
  for (const t of tokensHit(g, p)) {
    const faces = auto ? [] : rollMany(g.dice, dice, 6);
    const hits = auto ? dice : countSuccesses(faces, toHit);
    if (hits === 0) {
      emit(g, {
        type: 'hunters/token-missed',
        rule: 'HU-TERRAIN-09',
        token: t.id,
        faces,
        text: `The ${t.kind} token is missed.`,
      });
      continue;
    }
    g.s.tokens.splice(g.s.tokens.indexOf(t), 1);
    const autoHits = t.kind === 'explosives' ? 6 : t.kind === 'combustibles' ? 3 : 2;
    const rule =
      t.kind === 'explosives' ? 'HU-TERRAIN-09' : t.kind === 'combustibles' ? 'HU-TERRAIN-10' : 'HU-TERRAIN-11';
    emit(g, {
      type: 'hunters/token-blows',
      rule,
      token: t.id,
      kind: t.kind,
      text: `The ${t.kind} go off: ${autoHits} automatic hits on everyone there.`,
    });
    for (const ch of g.s.chars.filter((x) => onMap(x) && conscious(x) && samePos(x.pos, p))) {
      // The armour's Area dice and, as against any Area roll, an Armor Projector's die (AMB-74).
      const def =
        t.kind === 'explosives' ? rollDefence(g, charDefenceDice(g, ch, 'area', null, false)) : { shields: 0 };
      damageCharacter(g, ch, Math.max(0, autoHits - def.shields), rule);
    }
    for (const e of g.s.enemies.filter((x) => samePos(x.pos, p))) {
      const d = enemyDef(g, e.kind);
      if (t.kind === 'chemicals' && d.kind === 'mechanical') continue;
      const rolls = t.kind === 'explosives' || (t.kind === 'combustibles' && d.fireImmune);
      const def = rolls
        ? rollDefence(g, enemyDefenceDice(g, e, 'area', null, { ap: false, incendiary: false }))
        : { shields: 0 };
      damageEnemy(g, e, Math.max(0, autoHits - def.shields), rule);
    }
    if (t.kind !== 'chemicals') g.s.tokens.push({ id: `smoke-${t.id}`, kind: 'smoke', pos: p });
  }
}

/** Legal steps: neighbours (or off the board) not cut by an edge, affordable with the points left. */
export function stepChoices(g: G, ch: Placed, mp: number): HuntersChoice[] {
  const out: HuntersChoice[] = [];
  // Leaping out of melee with equally strong enemies: the players may say which one strikes.
  const strikers = tiedStrikers(g, ch);
  for (const p of neighbours(ch.pos)) {
    // The step tables give stepBlocked and stepCost (1 off the board) of each neighbour.
    const step = quickStep(g.board, ch.pos, p, false);
    if (step.blocked) continue;
    const cost = step.cost;
    if (cost > mp) continue;
    out.push({ kind: 'step', x: p.x, y: p.y });
    for (const id of strikers) out.push({ kind: 'step', x: p.x, y: p.y, striker: id });
  }
  return out;
}

function meleeDiceOfEnemy(g: G, e: EnemyState): number {
  const col = enemyDef(g, e.kind).weapon[0] ?? 'X';
  return col === 'X' ? 0 : col.dice;
}

/**
 * The enemies on a character's space that may make the Penalty Attack of a Parting Leap. A
 * disabled enemy is out of action (HU-MENTAL-06) and the Penalty Attack is an action of its own:
 * it makes none, and the strongest of the others strikes (HU-ENEMY-29).
 */
function penaltyStrikers(g: G, ch: Placed): EnemyState[] {
  return meleeEnemiesOf(g, ch).filter((e) => !isDisabled(g.s, e));
}

/** The enemies tied for the most melee dice on a character's space, when there is a tie. */
export function tiedStrikers(g: G, ch: Placed): string[] {
  const foes = penaltyStrikers(g, ch);
  if (foes.length < 2) return [];
  const max = Math.max(...foes.map((e) => meleeDiceOfEnemy(g, e)));
  const best = foes.filter((e) => meleeDiceOfEnemy(g, e) === max);
  return best.length > 1 ? best.map((e) => e.id) : [];
}

/**
 * One step of a character's move. From melee it is a Parting Leap: the enemy there with the most
 * melee dice strikes first at To Hit 3. Entering an enemy's space starts melee and ends the move.
 * Returns the movement points left, or -1 when the move is over whatever is left.
 */
export function doStep(g: G, ch: Placed, to: Pos, mp: number, striker: string | null = null): number {
  if (charInMelee(g, ch)) {
    const foes = penaltyStrikers(g, ch);
    const diceOf = (e: EnemyState) => meleeDiceOfEnemy(g, e);
    const max = Math.max(...foes.map(diceOf));
    const best = foes.filter((e) => diceOf(e) === max);
    // The players named the striker among equals, or the program draws one.
    const named = striker ? best.find((e) => e.id === striker) : undefined;
    const foe = named ?? (best.length <= 1 ? best[0] : best[g.dice.pick(best.length)]);
    emit(g, {
      type: 'hunters/parting-leap',
      rule: 'HU-MOVE-12',
      character: ch.id,
      text: `${ch.name} makes a Parting Leap.`,
    });
    if (foe) {
      const col = enemyDef(g, foe.kind).weapon[0] ?? 'X';
      if (col !== 'X') {
        let toHit = 3;
        if (g.mission.weather === 'rain') toHit -= 1;
        if (coverAt(g, ch.pos) && g.o.coverInMelee) toHit -= 1;
        emit(g, {
          type: 'hunters/penalty-attack',
          rule: 'HU-ENEMY-29',
          enemy: foe.id,
          character: ch.id,
          text: `${enemyLabel(g.c, foe)} makes a Penalty Attack at To Hit 3.`,
        });
        enemyAttacksCharacter(g, foe, ch, {
          attack: 'melee',
          dice: col.dice + (g.o.difficulty === 'master' ? 1 : 0),
          toHit,
          from: foe.pos,
          rule: 'HU-MELEE-10',
        });
        if (!conscious(ch)) return -1;
      }
    }
  }
  const from = ch.pos;
  const cost = onBoard(g.board, to) ? stepCost(g.board, from, to) : 1;
  ch.facing = facingToward(from, to, ch.facing);
  if (!onBoard(g.board, to)) {
    ch.offBoard = true;
    ch.pos = to;
    ch.hidden = false;
    emit(g, {
      type: 'hunters/left-board',
      rule: 'HU-MOVE-09',
      character: ch.id,
      text: `${ch.name} steps off the board and leaves the mission.`,
    });
    return -1;
  }
  ch.pos = to;
  armLeftBehind(g, ch, from);
  emit(g, {
    type: 'hunters/step',
    rule: cost === 2 ? 'HU-TERRAIN-05' : 'HU-MOVE-01',
    character: ch.id,
    from,
    to,
    cost,
    text: `${ch.name} steps to ${spot(g, to)} for ${cost} MP.`,
  });
  entered(g, to);
  if (!conscious(ch)) return -1;
  if (ch.hidden && space(g.board, to).openGround) {
    ch.hidden = false;
    emit(g, {
      type: 'hunters/revealed',
      rule: 'HU-HIDE-08',
      character: ch.id,
      text: `${ch.name} crosses open ground and is seen.`,
    });
  }
  if (meleeEnemiesOf(g, ch).length > 0) {
    emit(g, {
      type: 'hunters/melee-begins',
      rule: 'HU-MOVE-05',
      character: ch.id,
      text: `${ch.name} enters melee; the move ends.`,
    });
    return -1;
  }
  return mp - cost;
}

export function canHide(g: G, ch: Placed): boolean {
  return !charInMelee(g, ch) && !ch.hidden && !g.s.enemies.some((e) => enemySees(g, e, ch.pos));
}

export function healTargets(g: G, ch: Placed): CharState[] {
  return g.s.chars.filter((o) => onMap(o) && !o.dead && samePos(o.pos, ch.pos) && o.health < o.maxHealth);
}

export function interactChoices(g: G, ch: Placed): HuntersChoice[] {
  if (charInMelee(g, ch)) return [];
  const out: HuntersChoice[] = [];
  for (const o of g.s.chars)
    if (o.id !== ch.id && onMap(o) && !o.dead && o.health === 0 && samePos(o.pos, ch.pos))
      out.push({ kind: 'interact', what: 'revive', target: o.id });
  if (onSpace(g, ch.pos).findings > 0 && collectRefusal(g, ch) === null)
    out.push({ kind: 'interact', what: 'collect', target: key(ch.pos) });
  for (const w of ch.weapons)
    if (gearDef(g.c, w).reload && !ch.loaded.includes(w)) out.push({ kind: 'interact', what: 'reload', target: w });
  for (const e of new Set(ch.equipment))
    if (
      (gearDef(g.c, e).heal !== undefined && ch.health < ch.maxHealth) ||
      (gearDef(g.c, e).trap !== undefined && !g.s.placed.some((p) => samePos(p.pos, ch.pos)))
    )
      out.push({ kind: 'interact', what: 'use-gear', target: e });
  out.push(...exchangeChoices(g, ch), ...unparkChoices(g, ch), ...parkChoices(g, ch));
  if (g.o.discardAction) out.push(...discardChoices(g, ch));
  return out;
}

/**
 * The module tokens a character may throw away mid-mission to make room for what lies on his
 * space (HU-SHEET-04: modules past the limit are handed to a teammate or discarded). Offered only
 * while the Collect there is held back for want of room and throwing tokens away can make that
 * room (a blue slot holding gear frees nothing): one choice a module kind he carries, and one for
 * a finding token picked up earlier. A discard takes no action unless the table's
 * `discardAction` makes it an Interact; either way the token is gone, left on no space.
 */
export function discardChoices(g: G, ch: Placed): HuntersChoice[] {
  // Only where the refusal says throwing tokens away makes the room.
  const code = charInMelee(g, ch) ? undefined : collectRefusal(g, ch)?.code;
  if (code === undefined || !DISCARD_MAKES_ROOM.has(code)) return [];
  const items = [...carriedKinds(ch), ...(ch.findings > 0 ? [FINDING_ITEM] : [])];
  return items.map((item): HuntersChoice => ({ kind: 'discard', character: ch.id, item }));
}

/**
 * Throws one module token away (HU-SHEET-04): a carried module of a kind, or a finding token. It
 * is only ever made to make room for the Finding on his space (`discardChoices`), and the event
 * says so, naming that space (`at`): the log tells it apart from a discard between missions.
 */
export function doDiscard(g: G, ch: Placed, item: string): void {
  if (item === FINDING_ITEM) ch.findings--;
  else {
    const kind = item.slice('module:'.length) as ModuleKind;
    ch.modules[kind] = (ch.modules[kind] ?? 0) - 1;
  }
  emit(g, {
    type: 'hunters/discarded',
    rule: 'HU-SHEET-04',
    character: ch.id,
    item,
    at: { x: ch.pos.x, y: ch.pos.y },
    text: `${ch.name} throws away ${handedItem(item, 'en')} to make room for the finding at ${spot(g, ch.pos)}.`,
  });
}

/**
 * What lies on a space for a Collect to pick up (HU-INTERACT-05). In this build that is a Finding
 * token, one on each Finding space until someone takes it (HU-TERRAIN-07). The checklist gives no
 * way to leave a module lying on the map (a module over the limit is discarded, HU-SHEET-04) and
 * a killed or unconscious character's belongings are taken from him by an Interact of their own
 * (HU-INTERACT-03). It says nothing of picking up gear put down (a trap, a generator, a
 * Disruptor): that stays where it was put, as it does on the table until the mission ends. So
 * nothing else lies on a space, and a Collect takes everything this returns.
 */
export function onSpace(g: G, pos: Pos): { findings: number } {
  return { findings: space(g.board, pos).finding && !g.s.collected.includes(key(pos)) ? 1 : 0 };
}

/**
 * Why a Collect on the character's own space cannot be made for want of room, or null. It takes
 * everything there at once (HU-INTERACT-05), and the sheet must then hold it: the finding tokens
 * share the blue slots with the modules, 6 a slot holding no gear (HU-SHEET-04). Where it would
 * not all fit, the Collect is refused rather than made and undone at once by a discard: a player
 * does not pick up what he must throw away. He makes room first, and the refusal says how, by
 * its code:
 * - `interact/collect-full` where throwing module or finding tokens away would do
 *   (`discardChoices`; a teammate on his space may also take some off him by an exchange);
 * - `interact/collect-full-or-unpark` where that would do, and so would putting gear parked in a
 *   blue slot back into its own free slot (an Interact, HU-INTERACT-09), which frees that slot;
 * - `interact/collect-full-unpark` where throwing tokens away would not, but that unparking would;
 * - `interact/collect-full-gear` where only handing gear out of his blue slots to a teammate would
 *   (one still on the map, who may have to come to his space first);
 * - `interact/collect-full-stuck` where nothing can: nothing in his blue slots would free enough,
 *   or no teammate is left on the map to take it.
 */
export function collectRefusal(g: G, ch: Placed): { code: string; message: string } | null {
  const here = onSpace(g, ch.pos);
  const room = moduleRoom(g, ch);
  if (here.findings === 0 || here.findings <= room) return null;
  const lacks = `${ch.name} has room for ${room} more module token(s) (6 a blue slot holding no gear) and this space holds ${here.findings}`;
  const unpark = room + 6 * unparkRoomIn(g.c, ch) >= here.findings;
  const putBack =
    'put gear parked in a blue slot back into its own free slot (an Interact), which frees that blue slot';
  if (room + moduleTokens(ch) >= here.findings)
    return unpark
      ? {
          code: 'interact/collect-full-or-unpark',
          message: `${lacks}; he can throw module or finding tokens away first, or ${putBack}, and a teammate on his space could take some off him instead`,
        }
      : {
          code: 'interact/collect-full',
          message: `${lacks}; he can throw module or finding tokens away first, and a teammate on his space could take some off him instead`,
        };
  if (unpark)
    return {
      code: 'interact/collect-full-unpark',
      message: `${lacks}; throwing tokens away would not free enough while gear fills his blue slots, but he can ${putBack}`,
    };
  const teammate = g.s.chars.some((o) => o.id !== ch.id && onMap(o) && !o.dead);
  if (teammate && room + moduleTokens(ch) + 6 * blueUsed(g, ch) >= here.findings)
    return {
      code: 'interact/collect-full-gear',
      message: `${lacks}; throwing tokens away would not free enough while gear fills his blue slots, and none of it has its own slot free: only handing some of that gear to a teammate on his space (an exchange) makes room`,
    };
  return {
    code: 'interact/collect-full-stuck',
    message: `${lacks}; nothing he could throw away or put back into its own slot, nor any gear a teammate could take off him, would make that room`,
  };
}

/** The refusals of a Collect that throwing module or finding tokens away would lift (`discardChoices`). */
const DISCARD_MAKES_ROOM: ReadonlySet<string> = new Set(['interact/collect-full', 'interact/collect-full-or-unpark']);

export function resolveInteract(g: G, ch: Placed, c: Extract<HuntersChoice, { kind: 'interact' }>): void {
  switch (c.what) {
    case 'revive': {
      const o = charById(g.s, c.target);
      o.health = 1;
      o.stunned = true;
      emit(g, {
        type: 'hunters/revived',
        rule: 'HU-INTERACT-02',
        character: o.id,
        by: ch.id,
        text: `${ch.name} revives ${o.name} to 1 Health; ${o.name} cannot act this turn.`,
      });
      return;
    }
    case 'collect': {
      // Everything on the space at once (HU-INTERACT-05).
      const here = onSpace(g, ch.pos);
      g.s.collected.push(c.target);
      ch.findings += here.findings;
      emit(g, {
        type: 'hunters/collected',
        rule: 'HU-TERRAIN-07',
        character: ch.id,
        text: `${ch.name} collects a finding.`,
      });
      return;
    }
    case 'reload':
      ch.loaded.push(c.target);
      emit(g, {
        type: 'hunters/reloaded',
        rule: 'HU-INTERACT-06',
        character: ch.id,
        gear: c.target,
        text: `${ch.name} reloads the ${gearDef(g.c, c.target).name}.`,
      });
      return;
    case 'use-gear': {
      const gd = gearDef(g.c, c.target);
      if (gd.trap) {
        deployTrap(g, ch, gd.id);
        return;
      }
      ch.equipment.splice(ch.equipment.indexOf(c.target), 1);
      const before = ch.health;
      ch.health = Math.min(ch.maxHealth, ch.health + (gd.heal ?? 0));
      emit(g, {
        type: 'hunters/gear-used',
        rule: 'HU-INTERACT-08',
        character: ch.id,
        gear: gd.id,
        text: `${ch.name} uses a ${gd.name}: Health ${before} -> ${ch.health}.`,
      });
      return;
    }
  }
}

export function resolveHeal(g: G, ch: CharState, targetId: string, amount: number): void {
  const o = charById(g.s, targetId);
  const before = o.health;
  o.health = Math.min(o.maxHealth, o.health + amount);
  if (before === 0 && o.health > 0) o.stunned = true;
  emit(g, {
    type: 'hunters/healed',
    rule: 'HU-INTERACT-07',
    character: o.id,
    by: ch.id,
    text: `${ch.name} heals ${o.name}: Health ${before} -> ${o.health}.`,
  });
}

/** The reactions a character could play against an acting enemy right now. */
export function reactionOptions(g: G, ch: CharState, e: EnemyState): HuntersChoice[] {
  if (!onMap(ch) || !conscious(ch) || ch.reacted || ch.stunned || isDisabled(g.s, ch)) return [];
  const placed = ch;
  const out: HuntersChoice[] = [];
  const inMelee = charInMelee(g, placed);
  for (const cardId of new Set(ch.hand)) {
    const r = cardDef(g, cardId).reaction;
    if (!r) continue;
    switch (r.kind) {
      case 'shoot': {
        if (inMelee) break;
        for (const w of rangedWeapons(g, placed, 'ranged')) {
          const d = distance(e.pos, placed.pos);
          const ok =
            (d >= 1 && d <= weaponRange(g, placed, w) && columnOpen(w, d) && los(g, placed.pos, e.pos)) ||
            (d === 0 && enemyDef(g, e.kind).flying);
          if (ok) out.push({ kind: 'react', character: ch.id, card: cardId, weapon: w.id, to: null });
        }
        break;
      }
      case 'strike':
        if (samePos(placed.pos, e.pos) && !keepsOutOfMelee(g, e))
          out.push({
            kind: 'react',
            character: ch.id,
            card: cardId,
            weapon: bestMeleeWeapon(g, ch)?.id ?? null,
            to: null,
          });
        break;
      case 'step':
        if (inMelee) break;
        for (const p of neighbours(placed.pos)) {
          if (
            !onBoard(g.board, p) ||
            stepBlocked(g.board, placed.pos, p, false) ||
            stepCost(g.board, placed.pos, p) > 1
          )
            continue;
          out.push({ kind: 'react', character: ch.id, card: cardId, weapon: null, to: p });
        }
        break;
    }
  }
  return out;
}

export function performReaction(g: G, a: Extract<Answer, { kind: 'react' }>, e: EnemyState): void {
  const ch = charById(g.s, a.character) as Placed;
  const card = cardDef(g, a.card);
  ch.hand.splice(ch.hand.indexOf(a.card), 1);
  ch.used.push(a.card);
  ch.reacted = true;
  emit(g, {
    type: 'hunters/reaction',
    rule: 'HU-ACTION-11',
    character: ch.id,
    card: a.card,
    enemy: e.id,
    text: `${ch.name} reacts with ${card.name}, interrupting ${enemyLabel(g.c, e)}.`,
  });
  const r = card.reaction;
  if (!r) return;
  if (r.kind === 'step') {
    if (a.to) doStep(g, ch, a.to, 1);
    return;
  }
  const attack = reactionAttack(g, a, e);
  if (attack?.kind === 'shoot') resolveShoot(g, ch, attack, attack.toHit, null, 'HU-ACTION-11');
  else if (attack?.kind === 'melee') resolveMelee(g, ch, attack, attack.toHit, null, 'HU-ACTION-11');
}

/**
 * The attack a reaction makes at the acting enemy (HU-ACTION-11): a shot with the weapon named, or
 * a strike, at the reaction's own To Hit, with no Morale and no enhancement. Null for a step, or a
 * shot with no weapon.
 */
export function reactionAttack(
  g: G,
  a: { readonly card: string; readonly weapon: string | null },
  e: EnemyState,
):
  | (Extract<HuntersChoice, { kind: 'shoot' }> & { toHit: number })
  | (Extract<HuntersChoice, { kind: 'melee' }> & { toHit: number })
  | null {
  const r = cardDef(g, a.card).reaction;
  if (r?.kind === 'shoot' && a.weapon)
    return { kind: 'shoot', weapon: a.weapon, x: e.pos.x, y: e.pos.y, targets: [e.id], morale: false, toHit: r.toHit };
  if (r?.kind === 'strike')
    return { kind: 'melee', target: e.id, weapon: a.weapon, moraleHit: false, moraleDie: false, toHit: r.toHit };
  return null;
}
