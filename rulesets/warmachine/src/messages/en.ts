/**
 * The way a model faces, as the table edge it looks toward (or the corner of two edges): Player
 * 1's edge is y = 0, Player 2's the far one, left and right as the board shows the table, from
 * Player 1's side.
 */
export interface Facing {
  readonly edge: 'p1' | 'p2' | 'left' | 'right';
  /** Between a player's edge and a side edge: the corner of that player's edge it faces. */
  readonly corner?: 'left' | 'right';
}

/** A facing in degrees (0 = +x, 90 = +y) as the nearest edge or corner, in eighths of a turn. */
export function facingOf(degrees: number): Facing {
  const eighth = ((Math.round((((degrees % 360) + 360) % 360) / 45) % 8) + 8) % 8;
  const ways: readonly Facing[] = [
    { edge: 'right' },
    { edge: 'p2', corner: 'right' },
    { edge: 'p2' },
    { edge: 'p2', corner: 'left' },
    { edge: 'left' },
    { edge: 'p1', corner: 'left' },
    { edge: 'p1' },
    { edge: 'p1', corner: 'right' },
  ];
  return ways[eighth] as Facing;
}

function facingEn(toward: Facing): string {
  const edge = { p1: "Player 1's table edge", p2: "Player 2's table edge" } as const;
  if (toward.edge === 'left' || toward.edge === 'right') return `facing the ${toward.edge}-hand table edge`;
  if (!toward.corner) return `facing ${edge[toward.edge]}`;
  return `facing the ${toward.corner}-hand corner of ${edge[toward.edge]}`;
}

/** English words for the board, choices and events. */
export const en = {
  seat: { p1: 'Player 1', p2: 'Player 2' },
  phase: {
    chooseFirst: 'choosing the first player',
    maintenance: 'Maintenance phase',
    deploy: 'deployment',
    control: 'Control phase',
    activation: 'Activation phase',
    over: 'game over',
  },
  round: 'Round',
  turnOf: 'turn of',
  /** Headings for the choices of one kind offered together. */
  groups: {
    deploy: 'Deployment',
    allocate: 'Focus',
    upkeep: 'Upkeep spells',
    shake: 'Shake off',
    activate: 'Activate a model',
    advance: 'Advance',
    run: 'Run',
    charge: 'Charges',
    slam: 'Slams',
    headButt: 'Head-butts',
    attack: 'Attacks',
    specialAttack: 'Special attacks',
    freeStrike: 'Free strikes',
    cast: 'Spells',
    feat: 'Feat',
  } as Readonly<Record<string, string>>,
  /** Where a weapon is mounted, by its location letter, for two weapons of one name. */
  mounted: { L: 'left arm', R: 'right arm', H: 'head' } as Readonly<Record<string, string>>,
  /** Why a battle ended, by the rules' own (English) reason. */
  reasons: {
    'both warcasters fell': 'both warcasters fell',
    'the enemy warcaster fell': "the losing side's warcaster fell",
    'round limit reached': 'the round limit was reached',
  } as Readonly<Record<string, string>>,
  /** What each kind of decision asks, by its kind. */
  prompt: {
    'warmachine/choose-first': 'Choose who takes the first turn',
    'warmachine/deploy': 'Deploy a model',
    'warmachine/continuous-order': 'Choose which continuous effect is resolved first',
    'warmachine/control': 'Control phase: give out focus, keep upkeep spells, end the phase',
    'warmachine/activate': 'Choose the model to activate',
    'warmachine/activation': 'Move and act with the active model',
    'warmachine/free-strike': 'A model leaves melee: take the free strike or let it go',
  } as Readonly<Record<string, string>>,
  focus: 'focus',
  damage: 'damage',
  knockedDown: 'knocked down',
  stationary: 'stationary',
  fire: 'fire',
  corrosion: 'corrosion',
  removed: 'removed',
  systems: { A: 'Arc Node', C: 'Cortex', M: 'Movement', L: 'left arm', R: 'right arm', H: 'head' },
  hit: 'hit',
  miss: 'miss',
  critical: 'critical',
  choice: {
    chooseFirst: (who: string) => `${who} takes the first turn`,
    deploy: (m: string, x: string, y: string) => `Deploy ${m} at (${x}", ${y}")`,
    allocate: (m: string, n: number) => `Give ${m} ${n} focus`,
    upkeep: (s: string) => `Keep ${s} (1 focus)`,
    shake: (m: string) => `${m} shakes off its status (1 focus)`,
    endControl: 'End the Control phase',
    activate: (m: string) => `Activate ${m}`,
    standUp: (f: string) => `Stand up, giving up the ${f === 'movement' ? 'movement' : 'combat action'}`,
    forfeitMove: (aim: boolean): string => (aim ? 'Stay put and aim' : 'Give up the movement'),
    advance: (x: string, y: string) => `Advance to (${x}", ${y}")`,
    run: (x: string, y: string) => `Run to (${x}", ${y}")`,
    charge: (t: string) => `Charge ${t}`,
    slam: (t: string) => `Slam ${t}`,
    attack: (w: string, t: string) => `Attack ${t} with ${w}`,
    headButt: (t: string) => `Head-butt ${t}`,
    cast: (s: string, t: string, through = '') =>
      `Cast ${s}${t ? ` on ${t}` : ''}${through ? `, channeled through ${through}` : ''}`,
    feat: 'Use the feat',
    heal: 'Heal 1 damage (1 focus)',
    endActivation: 'End this activation',
    freeStrike: (w: string | null) => (w ? `Take a free strike with ${w}` : 'Let the mover go'),
    continuousOrder: (first: string) => `Resolve ${first === 'fire' ? 'Fire' : 'Corrosion'} first`,
    specialAttack: (w: string, t: string) => `Special attack of ${w} against ${t}`,
    endTurn: 'End the turn',
    toHit: (fraction: string, percent: string) => ` · to hit ${fraction} (${percent})`,
    toHitIfReaches: (fraction: string, percent: string) => ` · to hit ${fraction} (${percent}) if it reaches`,
    /** The chance of a ranged or magic attack when nothing may be measured before it is declared (A-27). */
    toHitIfWithin: (within: 'range' | 'stealth', fraction: string, percent: string): string =>
      within === 'range'
        ? ` · to hit ${fraction} (${percent}) if in range`
        : ` · to hit ${fraction} (${percent}) if in range and within 5" (Stealth)`,
    cannotHit: (reason: 'range' | 'stealth'): string =>
      reason === 'range' ? ' · cannot hit: beyond its range' : ' · cannot hit: Stealth beyond 5"',
    boosted: (attack: boolean, damage: boolean): string =>
      attack && damage
        ? ' (attack and damage boosted)'
        : attack
          ? ' (attack roll boosted)'
          : damage
            ? ' (damage roll boosted)'
            : '',
  },
  /** Rule violations by reason code. */
  violations: {
    'strike/pending': 'A free strike is being decided first.',
    'strike/none': 'No free strike is due.',
    'strike/no-weapon': 'A free strike uses one of the striker’s melee weapons.',
    'attack/no-special': 'That weapon has no special attack.',
    'attack/special-crippled': 'A weapon in a crippled system makes no special attack.',
    'attack/special-instead-of-initial': 'A special attack replaces all initial attacks.',
    'activation/again': 'Each model activates once a turn.',
    'activation/already-open': 'Finish the current activation first.',
    'activation/move-first': 'Move or give up the movement before the combat action.',
    'activation/no-action': 'This activation has no combat action.',
    'activation/none': 'Activate a model first.',
    'activation/stationary': 'A stationary model cannot activate.',
    'attack/charge-target-first': 'The first attack after a charge goes to the charge target.',
    'attack/mixed': 'Melee and ranged attacks do not mix in one activation.',
    'attack/no-target': 'No such target.',
    'attack/no-weapon': 'The model has no such weapon.',
    'attack/ranged-after-charge': 'A charging model makes only melee attacks.',
    'charge/friendly': 'Only enemy models can be charged.',
    'charge/no-melee-weapon': 'A model without melee weapons cannot charge.',
    'charge/no-target': 'No such model to charge.',
    'charge/spd-reduced': 'A model whose SPD is reduced cannot charge.',
    'choice/malformed':
      'The choice is not well formed: a part of it is missing, of the wrong kind or out of its bounds.',
    'choice/unknown': 'That choice does not exist now.',
    'deploy/already': 'That model is already deployed.',
    'deploy/not-your-turn': 'The other player deploys now.',
    'deploy/outside-zone': 'The whole base must be within 10" of your table edge.',
    'deploy/overlap': 'Bases may not overlap.',
    'deploy/terrain': 'A base cannot stand on terrain that blocks movement.',
    'deploy/too-close': 'Armies start at least 20" apart.',
    'feat/none': 'This model has no feat.',
    'feat/used': 'The feat is used once a game.',
    'feat/warcaster-only': 'Only a warcaster has a feat.',
    'feat/after-run': 'No feat in an activation in which the warcaster ran.',
    'focus/after-shake': 'Allocation is over once a model has shaken an effect.',
    'focus/already-boosted': 'That roll is already boosted.',
    'focus/cortex-crippled': 'A warjack with a crippled Cortex cannot receive focus.',
    'focus/heal-warcaster-only': 'Only a warcaster heals, and only itself.',
    'focus/no-area': 'Boosts on other models are for area and spray attacks.',
    'focus/not-control-phase': 'Focus is allocated only in the Control phase.',
    'focus/out-of-control-area': 'The warjack is outside the control area.',
    'focus/not-enough': 'Not enough focus.',
    'focus/not-your-warjack': 'Focus goes only to your own warjacks.',
    'focus/nothing-to-heal': 'The warcaster has no damage.',
    'focus/shake-not-now': 'Shaking happens in the Control phase.',
    'focus/too-much': 'A warjack receives at most 3 focus a turn.',
    'game/over': 'The game is over.',
    'los/no-line': 'There is no line of sight.',
    'melee/out-of-range': 'The target is not within melee range.',
    'model/unknown': 'No such model of yours.',
    'move/already': 'The movement part is over.',
    'move/blocked': 'Another base is in the way.',
    'move/charge-needs-action': 'After giving up the combat action only a full advance is left.',
    'move/movement-crippled': 'A warjack with crippled Movement cannot run or charge.',
    'move/off-table': 'The base would leave the table.',
    'move/run-after-cast': 'A warcaster that cast a spell or used its feat cannot run.',
    'move/run-needs-action': 'A model that cannot make a combat action cannot run.',
    'move/terrain': 'Terrain blocks the way.',
    'move/too-far': 'That is farther than this move allows.',
    'phase/not-your-decision': 'You have no decision to make now.',
    'phase/wrong': 'That is not possible in this phase.',
    'power/after-charge': 'No power attack as part of a charge.',
    'power/head-crippled': 'A crippled Head cannot head-butt.',
    'power/instead-of-initial': 'A power attack replaces all initial attacks.',
    'power/larger-base': 'A larger base cannot be head-butted.',
    'power/slam-like-charge': 'What prevents a charge prevents a slam.',
    'power/slam-needs-move-and-action': 'A slam needs both the movement and the combat action.',
    'power/warjack-only': 'Only warjacks make power attacks.',
    'ranged/in-melee': 'A model in melee cannot make ranged attacks.',
    'ranged/rof': 'The weapon has fired its ROF this activation.',
    'setup/no-box': 'The content has no starter box.',
    'setup/malformed': 'The game’s set-up is not well formed: each seat names a starter box of the content.',
    'setup/unknown-box': 'There is no such starter box.',
    'setup/unknown-model': 'There is no such model.',
    'slam/friendly': 'Friendly models may not be slammed.',
    'slam/knocked-down': 'A knocked-down model cannot be slammed.',
    'slam/no-target': 'No such model to slam.',
    'spell/arc-node-crippled': 'A crippled Arc Node cannot channel.',
    'spell/boost-named': 'A spell on the control area boosts the rolls of the models you name.',
    'spell/cannot-channel': 'SELF and CTRL spells cannot be channelled.',
    'spell/channeler-busy': 'A channeler in melee or knocked down cannot channel.',
    'spell/channeler-out-of-control-area': 'The channeler must be in the control area.',
    'spell/disabled': 'This spell is not used in the simplified rules.',
    'spell/no-arc-node': 'Spells are channelled through your own Arc Node warjacks.',
    'spell/no-such-upkeep': 'There is no such upkeep spell of yours.',
    'spell/no-target': 'Choose a target model.',
    'spell/no-attack-roll':
      'The spell makes no such attack roll to boost: only an offensive spell rolls to hit, at its target, or at each model in the control area.',
    'spell/no-damage-roll':
      'The spell makes no such damage roll to boost: only a spell with a POW rolls damage, on its target, or on each model in its area.',
    'spell/out-of-range': "The target is beyond the spell's range.",
    'spell/self-only': 'This spell affects only the warcaster.',
    'spell/unknown': 'The warcaster has no such spell.',
    'spell/upkeep-not-now': 'Upkeep is paid in the Control phase.',
    'spell/upkeep-paid': 'That upkeep is already paid.',
    'spell/upkeep-after-shake': 'Upkeep is paid before any model shakes off a status; it is too late now.',
    'spell/wrong-target': 'The spell cannot target that model.',
    'spell/warcaster-only': 'Only a warcaster casts spells.',
    'spell/after-run': 'No spells in an activation in which the warcaster ran.',
    'spray/outside-front-arc':
      'A spray points into the front arc: aim it at a model whose centre is in front of the shoulders.',
    'status/cannot-move': 'Knocked-down and stationary models cannot move.',
    'status/down-this-turn': 'A model knocked down this turn stands up only in its next turn.',
    'status/knocked-down': 'Not while knocked down or stationary.',
    'status/not-down': 'The model is not knocked down.',
    'status/nothing-to-shake': 'The model is neither knocked down nor stationary.',
    'status/stand-first': 'Standing up happens at the start of the activation.',
    'status/stationary': 'A stationary model cannot move.',
  } as Record<string, string>,
  event: {
    attack: (a: string, t: string, dice: string, total: number, result: string) =>
      `${a} attacks ${t}: rolls ${dice}, total ${total}: ${result}`,
    damage: (t: string, n: number) => `${t} takes ${n} damage`,
    damageRoll: (t: string, dice: string, total: number, arm: number) =>
      `Damage roll against ${t}: ${dice}, total ${total} against ARM ${arm}`,
    removed: (t: string) => `${t} is removed from play`,
    crippled: (t: string, sys: string) => `${t}: ${sys} crippled`,
    knockedDown: (t: string) => `${t} is knocked down`,
    move: (t: string, d: string) => `${t} moves ${d}"`,
    /** A move event of no length (a charge begun in base contact). */
    still: (t: string) => `${t} does not move`,
    deploy: (m: string, x: string, y: string, facing: string) => `${m} is deployed at (${x}", ${y}"), ${facing}`,
    facing: (toward: Facing): string => facingEn(toward),
    victory: (w: string) => `${w} wins: the enemy warcaster has fallen`,
    draw: 'The battle ends in a draw',
    other: (type: string) => type,
  },
};

export type Messages = typeof en;
