/**
 * Side balance of Warmachine's sample battle: `npx tsx bench/wm-balance.ts [--bots heuristic]
 * [--seeds 1-60] [--setup iron-crown,ashen-covenant]`. Both seats are played by the same bot
 * (`random` or `heuristic`) on the default setup, so any lean is the battlegroups', not the bots';
 * prints each battlegroup's wins, the draws, the games with no result within 60,000 decisions (the
 * random bot often never brings a warcaster down) and the 95% Wilson interval of the first
 * battlegroup's share of the decided games.
 */
import { budgetOf, createBot, parseBotSpec, playGame, wilson, type Entrant } from '@skirmish/ai';
import type { SeatId } from '@skirmish/core';
import { warmachineBotKnowledge, warmachineRuleset, type WmChoice, type WmState } from '@skirmish/warmachine';
import { arg } from './args.ts';

const botName = arg('--bots') ?? 'random';
const [from, to] = (arg('--seeds') ?? '1-60').split('-').map(Number) as [number, number];
const setupArg = arg('--setup')?.split(',');
if (setupArg && (setupArg.length !== 2 || setupArg.some((b) => b === '')))
  throw new Error('--setup takes two battlegroups: --setup iron-crown,ashen-covenant');
const setup = setupArg ? { p1: setupArg[0], p2: setupArg[1] } : warmachineRuleset.defaultSetup;
if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) throw new Error('--seeds A-B takes whole numbers');
const spec = parseBotSpec(botName);
if ('error' in spec) throw new Error(spec.error);

const content = warmachineRuleset.content.sample;
const rules = warmachineRuleset.rules(content, {});
const knowledge = warmachineBotKnowledge(content);
const boxOf = setup as Record<string, string>;
const wins: Record<string, number> = {};
let draws = 0;
let unfinished = 0;
let decisions = 0;
for (let seed = from; seed <= to; seed++) {
  const bot = createBot(spec, rules, knowledge);
  const entrant: Entrant<unknown, WmChoice> = {
    name: botName,
    bot,
    budget: budgetOf(spec),
  };
  const seats = new Map<SeatId, Entrant<unknown, WmChoice>>(rules.seats(setup).map((s: SeatId) => [s, entrant]));
  let last: WmState | null = null;
  const r = playGame({
    rules,
    setup,
    seats,
    seed,
    maxDecisions: 60_000,
    onEnd: (s: WmState) => {
      last = s;
    },
  });
  decisions += r.decisions;
  if (r.error !== undefined || last === null) unfinished++;
  else if (r.outcome?.draw === true) draws++;
  else for (const w of r.outcome?.winners ?? []) wins[boxOf[w] as string] = (wins[boxOf[w] as string] ?? 0) + 1;
  const said = r.error ?? ((r.outcome?.winners ?? []).map((w) => boxOf[w]).join(',') || 'draw');
  process.stderr.write(`seed ${seed}: ${said} (${r.decisions} decisions)\n`);
}
const first = boxOf.p1 as string;
const decided = Object.values(wins).reduce((a, b) => a + b, 0);
const i = wilson(wins[first] ?? 0, decided);
console.log(
  JSON.stringify({
    bots: botName,
    seeds: `${from}-${to}`,
    setup,
    wins,
    draws,
    unfinished,
    decisionsAvg: Math.round(decisions / (to - from + 1)),
    [`${first} share`]: `${Math.round(i.rate * 100)}% (95% ${Math.round(i.low * 100)}%-${Math.round(i.high * 100)}%)`,
  }),
);
