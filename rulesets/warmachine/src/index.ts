import type { Ruleset } from '@skirmish/core';
import { checkContent, contentSchema, type WarmachineContent } from './content.ts';
import { choiceSchema, type WmChoice } from './choices.ts';
import { warmachineOdds } from './odds.ts';
import { warmachineOptions } from './options.ts';
import { makeWmPresenter, presenter } from './presenter.ts';
import { makeRules, type WmView } from './rules.ts';
import { sampleContent } from './sample.ts';
import type { WmState } from './state.ts';

export const warmachineRuleset: Ruleset<WmState, WmChoice, WmView, WarmachineContent> = {
  id: 'warmachine',
  // 0.2.0: a slam's boosts are paid when it reaches its target and made only if paid (a Cortex
  // crippled on the way takes the focus), and boosts on other models are refused where the attack
  // makes no such roll; a record of 0.1.0 could replay differently, so it is refused by version.
  // 0.3.0: a smaller model the slammed model passes over takes its collateral damage even when it is
  // moved aside off the path, a push cut short by such a model no longer counts the equal or larger
  // base it never reached (no extra die, no collateral), and a model removed from play by a script
  // is not made stationary by the rest of it; records of 0.2.0 are refused by version.
  // 0.4.0: an offensive CTRL spell makes a magic attack roll against each model in the area (hit:
  // effects and POW damage; boosts by name), a CTRL spell aimed at "self" no longer reaches the
  // enemy, a free strike is made where the mover leaves the striker's range, facing the way it
  // goes (a shorter weapon may not reach it there; its Shield may not count), and with the terrain
  // option on, charges, slams, slammed models, moves by effects and deployment honour terrain
  // that blocks movement; records of 0.3.0 are refused by version. Also in 0.4.0, with the
  // terrain option on: a move past a polygon piece (the sample wall) is checked along the whole
  // width of the base, not its centre line, and a smaller model moved aside for a slammed model
  // is never put on terrain that blocks movement; a non-offensive spell with a numeric AOE takes
  // effect on every model it names in its circle (no sample spell is such), and a model a script
  // makes stationary in its own activation makes no attack after it (no sample script does so).
  // 0.5.0: with the terrain option on, a model that starts on terrain that blocks movement (only a
  // loaded position or scenario can put it there) may move off it, though never deeper into it,
  // in an advance, run, charge, slam, push or move by an effect, where before it could not move
  // at all; records of 0.4.0 are refused by version.
  // 0.6.0: a slammed model whose push ends exactly against an equal or larger base touched it (one
  // more damage die, and collateral damage on an equal base), and a spell channelled onto the
  // warcaster herself needs the channeler to see her; records of 0.5.0 are refused by version.
  // Also in 0.6.0: an enemy that cannot see the mover where it leaves that enemy's melee range
  // makes no free strike (a free strike is a melee attack, which needs line of sight). A mover
  // that passes into an enemy's melee range on its way and out again is struck as it leaves, as
  // one that started in it is.
  // 0.7.0: a spray may be aimed only at a model whose centre is in the attacker's front arc (its
  // zone starts inside that arc, A-31), a damage roll in the script of a channelled spell judges
  // the Shield from the channeler, and a stationary status a script sets ends at the start of the
  // next turn of the side that set it (one round) unless shaken off sooner; records of 0.6.0 are
  // refused by version. Also in 0.7.0: blast damage judges the Shield from its template's centre
  // as a point, where before the whole template had to lie behind the model's shoulders,
  // and so does damage under a template a script places (before, from the caster); a push or pull
  // in the script of a channelled spell goes away from or toward the channeler, not the caster.
  // 0.8.0: an upkeep spell on several models (a CTRL or template upkeep spell; no sample spell is
  // such) is kept for 1 focus by one choice, where each model's share of it cost 1 focus and was
  // offered on its own; a spell of RNG CTRL reaches a target anywhere in the control area, where an
  // offensive one missed every target out of base contact and a non-offensive one reached any
  // distance; and a boost that names a model twice, or a spray's own target among the others, is
  // refused (a roll is boosted once), where before it was paid for again with no die; records of
  // 0.7.0 are refused by version. Also in 0.8.0: an upkeep spell on several models that a new
  // upkeep spell replaces on one of them expires on all of them, where before only on that one; a
  // boost of a roll a spell never makes (an attack roll of a spell that is not offensive, a damage
  // roll of one with no POW, another model's roll of a spell with no area) is refused, where
  // before it was taken for nothing; and a spell with a POW that is not offensive makes its damage
  // roll on each model it takes effect on (no sample spell is such), where before it made none.
  // And a model partly behind another's shoulders is in that model's melee range only if its part
  // in front of them is within the range, where before its nearest part counted wherever it lay:
  // which changes engagement, melee attacks and free strikes beside the shoulder line. A heal in a
  // script no longer takes boxes off a warcaster an earlier part of it removed from play (no sample
  // script heals). A charger whose charge target is removed, or put out of its melee range, before
  // its first attack (by its own spell) owes that target nothing: its attacks, none of them a
  // charge attack, may go to other models, where before every one was refused. An offensive CTRL
  // spell attacks only the models the warcaster sees (the controlSpellNeedsSight option, on by
  // default; no sample spell is such), where before it attacked every model in the area; and
  // upkeep is refused once a model has shaken a status in the Control phase, where before it could
  // still be paid.
  // 0.9.0: the premeasure option (A-27, off by default): switched on, the view gives the distance
  // from the active model to each enemy model and an attack's chance says when a target is out of
  // range; off, a ranged or magic attack's chance is the one if the target is in range, the same
  // words in range or not. Nothing the rules do changes, but records hold the whole option list,
  // so records of 0.8.0 are refused by version. Also in 0.9.0: a charger that no longer sees its
  // charge target owes it no first attack (WM-MOVE-13, WM-MELEE-01), where every other attack was
  // refused; a model an offensive CTRL spell leaves alone for want of sight is named in the log
  // (`wm/unseen`); the bot gives its warjacks focus before it shakes; the Hungarian words write
  // numbers with the decimal comma.
  // 0.10.0: with the premeasure option off (the default), a spell that is not an attack may be
  // declared at a model beyond its range: its COST and boosts are paid, an earlier
  // instance of it ends, and it has no effect (`wm/out-of-range`), where before it was refused;
  // records of 0.9.0 are refused by version. Also in 0.10.0: under premeasure the view also
  // gives the distances from each Arc Node of an active warcaster (`channelDistances`); and the
  // bot no longer casts a spell that is not an attack at a target out of its range.
  version: '0.10.0',
  title: 'Warmachine (simplified rules)',
  titles: { hu: 'Warmachine (egyszerűsített szabályok)' },
  summary: 'Two warcasters and their warjacks on a 48" table: focus, 2d6 attacks, damage grids.',
  summaries: {
    hu: 'Két warcaster és warjackjaik egy 48"-es asztalon: fókusz, 2d6-os támadások, sebzésmátrixok.',
  },
  content: { schema: contentSchema, sample: sampleContent, check: checkContent },
  options: warmachineOptions,
  choiceSchema,
  defaultSetup: { p1: 'iron-crown', p2: 'ashen-covenant' },
  odds: warmachineOdds,
  rules: makeRules,
  presenter,
  presenterFor: makeWmPresenter,
};

export type { WarmachineContent } from './content.ts';
export type { WmChoice } from './choices.ts';
export type { WmState, ModelState, Seat } from './state.ts';
export { sampleContent } from './sample.ts';
export { messages as warmachineMessages } from './presenter.ts';
export { makeRules } from './rules.ts';
export { attackOddsRequest, type WmOddsRequest } from './odds-request.ts';
export { warmachineBotKnowledge } from './bot.ts';
export { sampleBattle, playRandom } from './battle.ts';
export { localName, SAMPLE_NAMES_HU } from './names.ts';
