import type { BotKnowledge } from '@skirmish/ai';
import { hashValue, type Dice } from '@skirmish/core';
import { balance } from './battle.ts';
import { balancingRange } from './premission.ts';
import type { Choice } from './choices.ts';
import type { DogsContent } from './content/schema.ts';
import type { CampaignState } from './state.ts';

/** Kinds of management step a sensible captain takes before declaring a step done; earlier is preferred. */
const PREFERENCE: readonly Choice['kind'][] = [
  'name-captain',
  'recruit',
  'assign-ep',
  'spend-ep',
  'choose-rank',
  'buy-attribute',
  'promote-lieutenant',
  'grant-option',
  'choose-mission',
  'form-group',
  'balance',
  'compensate',
  'finish-preparation',
  'free-event-card',
  'report',
  'confirm-report',
  'locate',
  'pick-offer',
  'neutral-cap',
  'neutral-group',
  'extra-round',
  'cardinal-controller',
  'rumors',
];
/**
 * The report a bot gives for a battle it did not fight: one of those offered, drawn evenly. The
 * list offers one side whatever it offers the other, its victory and its retreat alike
 * (`reportCandidates`), so neither company is favoured. Drawn from the position itself, not from a
 * bot's dice, so every bot reports alike: a bot's strength shows in its management, never in the
 * battles' results. Null when no report is asked.
 */
export function standInReport(state: CampaignState, legal: readonly Choice[]): Choice | null {
  const reports = legal.filter((c) => c.kind === 'report');
  if (reports.length === 0) return null;
  return reports[Number.parseInt(hashValue(state).slice(0, 8), 16) % reports.length] ?? null;
}

/** Steps that weaken the company: taken only when nothing else is offered, ending the step included. */
const RELUCTANT: readonly Choice['kind'][] = ['exclude', 'discharge-captain'];

/**
 * What the bots know of Dogs of War: a campaign's management (formation, recruitment, experience,
 * purchases) with the battles reported rather than fought. Nothing is hidden, so the view is the
 * state. The heuristic builds the company up: it names the strongest captain it may, recruits
 * the dearest fighter it can afford, spends experience and buys attributes while it can, keeps its
 * group as strong as balancing allows, attempts what is offered, and only then ends a step.
 * No battle is fought by a bot: where one's result is reported, every bot gives the same stand-in
 * report (see `standInReport`), and accepts the report another player gives.
 */
export function dogsOfWarBotKnowledge(content: DogsContent): BotKnowledge<CampaignState, Choice, CampaignState> {
  const cost = new Map<string, number>(content.profiles.map((p) => [p.id, p.value]));
  const heuristicChoice = (s: CampaignState, seat: string, legal: readonly Choice[], dice: Dice): Choice => {
    const pickFrom = (list: readonly Choice[]) => list[list.length === 1 ? 0 : dice.pick(list.length)] as Choice;
    for (const kind of PREFERENCE) {
      const offered = legal.filter((c) => c.kind === kind);
      if (offered.length === 0) continue;
      if (kind === 'name-captain' || kind === 'recruit') {
        const value = (c: Choice) =>
          c.kind === 'name-captain' || c.kind === 'recruit' ? (cost.get(c.profile) ?? 0) : 0;
        const top = Math.max(...offered.map(value));
        return pickFrom(offered.filter((c) => value(c) === top));
      }
      if (kind === 'balance') {
        // The group kept strongest within the limit: fighters, hires and machines alike may stay
        // at home to come closest to it (within 50 of the other group that is the whole group).
        // A fighter sent alone may stand above the limit; he is taken only when nothing is within.
        const b = s.battles.find((x) => x.step === 'balance' && x.seats.includes(seat));
        const mine = b?.groups[seat];
        const theirs = b?.groups[b.seats[0] === seat ? b.seats[1] : b.seats[0]];
        if (b && mine && theirs) {
          const { max } = balancingRange(mine.value, theirs.value);
          const value = (c: Choice): number => {
            if (c.kind !== 'balance') return Number.NaN;
            const r = balance(s, b, seat, c.soldiers, c.hires, content, c.assets);
            return r.ok
              ? (r.value.state.battles.find((x) => x.id === b.id)?.groups[seat]?.value ?? Number.NaN)
              : Number.NaN;
          };
          const values = offered.map(value);
          const within = values.filter((v) => v <= max);
          const best = within.length > 0 ? Math.max(...within) : Math.min(...values.filter((v) => v > max));
          const top = offered.filter((_, i) => values[i] === best);
          if (top.length > 0) return pickFrom(top);
        }
        return pickFrom(offered);
      }
      if (kind === 'report') return standInReport(s, offered) ?? pickFrom(offered);
      if (kind === 'assign-ep') {
        // All the experience at once, to whoever can take the most.
        return offered.reduce((a, b) => (b.kind === 'assign-ep' && a.kind === 'assign-ep' && b.ep > a.ep ? b : a));
      }
      if (kind === 'finish-preparation') {
        // The weaker side takes the round it is offered: more time to make up for its smaller group.
        const longer = offered.filter((c) => c.kind === 'finish-preparation' && c.extraRound === true);
        return pickFrom(longer.length > 0 ? longer : offered);
      }
      // So does the player running the Cardinal's band when it is the weaker.
      if (kind === 'extra-round') return offered.find((c) => c.kind === 'extra-round' && c.add) ?? pickFrom(offered);
      // A card need not be played, so taking it is never worse.
      if (kind === 'free-event-card')
        return offered.find((c) => c.kind === 'free-event-card' && c.take) ?? pickFrom(offered);
      // A report is taken as given: the battle was fought on the table, not by the bot.
      if (kind === 'confirm-report')
        return offered.find((c) => c.kind === 'confirm-report' && c.accept) ?? pickFrom(offered);
      if (kind === 'locate') return offered.find((c) => c.kind === 'locate' && c.attempt) ?? pickFrom(offered);
      if (kind === 'rumors') return offered.find((c) => c.kind === 'rumors' && !c.corruption) ?? pickFrom(offered);
      return pickFrom(offered);
    }
    // A step is ended before anyone is dismissed or the captain discharged: every soldier who may
    // go is offered, and a bot keeps them all.
    const done = legal.find((c) => c.kind === 'done');
    if (done) return done;
    const willing = legal.filter((c) => !RELUCTANT.includes(c.kind));
    return pickFrom(willing.length > 0 ? willing : legal);
  };
  return {
    determinize: (view) => structuredClone(view),
    // A report another player gave is accepted by every bot, the one that plays any legal move
    // too: the battle was fought on the table, and sending it back is no play, only a nuisance.
    // So is a battle's report given alike by every bot: no bot fought it (`standInReport`).
    goodFaithChoice: (view, _seat, legal) =>
      legal.find((c) => c.kind === 'confirm-report' && c.accept) ?? standInReport(view, legal),
    heuristicChoice,
  };
}
