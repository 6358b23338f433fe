/** The campaign as a game: between missions the party's choices, and missions played in between. */
import { fail, ok, type Dice, type GameEvent, type Options, type Result, type SeatId } from '@skirmish/core';
import {
  advanceDays,
  buy,
  canTravel,
  cardOptions,
  missionOver,
  resolveCard,
  rest,
  revealUnder,
  startConstruction,
  startExpansion,
  travel,
  work,
  levelUp,
  type CampaignState,
} from './campaign.ts';
import type { HuntersChoice } from './choices.ts';
import type { HuntersContent, RoomKind } from './content/schema.ts';
import { missionOptions } from './game.ts';
import { buildMission, continueMission } from './mission.ts';
import type { MissionState } from './state.ts';

void buy;
void advanceDays;

export function betweenMissions(seats: SeatId[], camp: CampaignState): MissionState {
  return {
    mission: '',
    seats,
    turn: 0,
    phase: 'campaign',
    chars: [],
    enemies: [],
    tokens: [],
    collected: [],
    nextId: 1,
    current: null,
    enemyQueue: [],
    orderFixed: [],
    enemyAction: null,
    cursor: null,
    tracer: false,
    result: null,
    campaign: camp,
  };
}

function combos(items: readonly string[], k: number): string[][] {
  const out: string[][] = [];
  const rec = (start: number, cur: string[]) => {
    if (cur.length === k) {
      out.push([...cur]);
      return;
    }
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

const ROOMS: RoomKind[] = ['forge', 'workshop', 'armory', 'gunsmith', 'lab'];

/** Every choice the party has between missions. */
export function campaignChoices(c: HuntersContent, camp: CampaignState): HuntersChoice[] {
  if (camp.result) return [];
  const living = camp.chars.filter((x) => !x.dead);
  const card = camp.toRead[0];
  if (card) {
    const out: HuntersChoice[] = [];
    for (const ch of living)
      for (const option of cardOptions(c, camp, card, ch.id)) out.push({ kind: 'read', option, payer: ch.id });
    return out.length > 0 ? out : [{ kind: 'read', option: 0, payer: living[0]?.id ?? '' }];
  }
  if (camp.launched) return [{ kind: 'start-mission' }];
  const out: HuntersChoice[] = [{ kind: 'rest' }];
  for (const l of c.locations) if (canTravel(c, camp, l.id)) out.push({ kind: 'travel', to: l.id });
  if (c.locations.find((l) => l.id === camp.location)?.services.wage !== undefined) out.push({ kind: 'work' });
  for (const a of camp.attached)
    if (a.location === camp.location && !a.over && revealUnder(camp, a.card).ok)
      out.push({ kind: 'reveal', card: a.card });
  for (const room of ROOMS) if (startExpansion(c, camp, room).ok) out.push({ kind: 'expand', room });
  for (const bp of c.blueprints)
    for (const ch of living)
      if (startConstruction(c, camp, bp.id, ch.id).ok) out.push({ kind: 'construct', blueprint: bp.id, owner: ch.id });
  for (const ch of living) {
    const cost = c.xpTable[String(ch.level + 1)];
    const offer = c.classes.find((k) => k.id === ch.id)?.levelOffers[String(ch.level + 1)];
    if (cost === undefined || !offer || ch.xp < cost) continue;
    for (const picks of combos(offer, 4)) out.push({ kind: 'level-up', character: ch.id, picks });
  }
  return out;
}

/** Applies one between-missions choice; a launched mission is set up and run to its first decision. */
export function applyCampaignChoice(
  c: HuntersContent,
  options: Options,
  s: MissionState,
  choice: HuntersChoice,
  dice: Dice,
): Result<{ state: MissionState; events: GameEvent[] }> {
  const camp = s.campaign;
  if (!camp) return fail('campaign/none', 'No campaign is running');
  const done = (r: Result<{ state: CampaignState; events: GameEvent[] }>) =>
    r.ok ? ok({ state: betweenMissions(s.seats, r.value.state), events: r.value.events }) : r;
  switch (choice.kind) {
    case 'travel':
      return done(travel(c, camp, choice.to, dice));
    case 'rest':
      return done(rest(c, camp, dice));
    case 'work':
      return done(work(c, camp, 1, dice));
    case 'read':
      return done(resolveCard(c, camp, choice.option, dice, { payer: choice.payer, resolver: choice.payer }));
    case 'reveal':
      return done(revealUnder(camp, choice.card));
    case 'expand':
      return done(startExpansion(c, camp, choice.room));
    case 'construct':
      return done(startConstruction(c, camp, choice.blueprint, choice.owner));
    case 'level-up':
      return done(levelUp(c, camp, choice.character, choice.picks));
    case 'start-mission': {
      const id = camp.launched;
      if (!id) return fail('campaign/no-mission', 'No mission has been launched');
      const living = camp.chars.filter((x) => !x.dead);
      const built = buildMission(c, missionOptions(options), {
        mission: id,
        players: s.seats.length,
        characters: living.map((ch) => ({
          class: ch.id,
          seat: ch.seat,
          level: ch.level,
          health: ch.health,
          fuel: ch.fuel,
          gear: ch.gear.filter((g) => c.gear.some((x) => x.id === g)),
        })),
      });
      if (!built.ok) {
        // The party cannot field this mission (too few characters left): it counts as lost.
        const lost = missionOver(c, camp, id, false);
        if (!lost.ok) return lost;
        return ok({
          state: betweenMissions(s.seats, lost.value.state),
          events: [
            {
              type: 'hunters/mission-refused',
              rule: 'HU-CAMP-03',
              text: `The party cannot take mission ${id}: ${built.error.message}.`,
            },
          ],
        });
      }
      const state: MissionState = { ...built.value, campaign: { ...camp, inMission: true } };
      const t = continueMission(c, options, state, dice);
      return ok({
        state: t.state,
        events: [
          { type: 'hunters/mission-start', rule: 'HU-CAMP-03', mission: id, text: `Mission ${id} begins.` },
          ...t.events,
        ],
      });
    }
    default:
      return fail('campaign/not-now', `"${choice.kind}" is a mission choice`);
  }
}

/** The mission is over: its wounds and findings carry into the campaign, then its rewards. */
export function finishMission(c: HuntersContent, s: MissionState): { state: MissionState; events: GameEvent[] } {
  const camp0 = s.campaign;
  if (!camp0 || !s.result) return { state: s, events: [] };
  const camp: CampaignState = JSON.parse(JSON.stringify(camp0)) as CampaignState;
  for (const mc of s.chars) {
    const ch = camp.chars.find((x) => x.id === mc.id);
    if (!ch) continue;
    ch.health = mc.health;
    ch.dead = ch.dead || mc.dead;
    ch.fuel = mc.fuel;
    // Each finding becomes a Junk module for whoever picked it up.
    if (mc.findings > 0) ch.modules.junk = (ch.modules.junk ?? 0) + mc.findings;
  }
  const r = missionOver(c, camp, s.mission, s.result.victory);
  const next = r.ok ? r.value.state : camp;
  const events: GameEvent[] = [
    {
      type: 'hunters/back-to-campaign',
      rule: 'HU-XP-09',
      text: 'The mission is over: wounds, findings and rewards carry into the campaign.',
    },
    ...(r.ok ? r.value.events : []),
  ];
  if (next.chars.every((x) => x.dead)) next.result = 'lost';
  return { state: betweenMissions(s.seats, next), events };
}
