import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { Engine, type Rules } from '@skirmish/core';
import { createBot, parseBotSpec, type Bot } from '@skirmish/ai';
import { botKnowledge, defaultRegistry } from '../catalog.ts';
import { grantedBudget, type BotAnswer, type BotJob } from './job.ts';

const registry = defaultRegistry();
const bots = new Map<string, { bot: Bot<unknown, unknown>; budget: { ms?: number; iterations?: number } }>();
/** The content packs this worker was sent, by hash (a few: the oldest go first). */
const packs = new Map<string, unknown>();

function botFor(job: BotJob) {
  if (job.content !== undefined) {
    packs.set(job.contentHash, job.content);
    for (const old of packs.keys()) {
      if (packs.size <= 16) break;
      packs.delete(old);
    }
  }
  const key = `${job.ruleset}\u0000${job.contentHash}\u0000${JSON.stringify(job.options)}\u0000${job.spec}`;
  const cached = bots.get(key);
  if (cached) return cached;
  const ruleset = registry.get(job.ruleset);
  if (!ruleset) throw new Error(`unknown rule system ${job.ruleset}`);
  const spec = parseBotSpec(job.spec);
  if ('error' in spec) throw new Error(spec.error);
  const content = packs.get(job.contentHash);
  const engine = Engine.create(ruleset, { options: job.options, ...(content === undefined ? {} : { content }) });
  if (!engine.ok) throw new Error(engine.error.message);
  if (engine.value.contentHash !== job.contentHash)
    throw new Error(`the content pack ${job.contentHash} was not sent to this worker`);
  const rules = engine.value.rules as Rules<unknown, unknown, unknown>;
  const knowledge = botKnowledge(job.ruleset, engine.value.content, job.contentHash, engine.value.options);
  if (!knowledge && spec.kind !== 'random') throw new Error(`${job.ruleset} has no bot knowledge for ${job.spec}`);
  const bot = createBot(spec, rules, knowledge ?? { determinize: () => undefined });
  const made = { bot, budget: spec.kind === 'mcts' ? spec.budget : {} };
  bots.set(key, made);
  for (const old of bots.keys()) {
    if (bots.size <= 32) break;
    bots.delete(old);
  }
  return made;
}

parentPort?.on('message', (job: BotJob) => {
  let answer: BotAnswer;
  try {
    const made = botFor(job);
    const { bot } = made;
    const budget = grantedBudget(made.budget, job.waitedMs ?? 0);
    const d = bot.choose({
      observation: job.observation,
      seat: job.seat,
      legal: job.legal,
      budget,
      seed: job.seed,
      now: () => performance.now(),
    });
    answer = {
      id: job.id,
      ok: true,
      choice: d.choice,
      budget,
      ...(d.alternatives ? { alternatives: d.alternatives } : {}),
    };
  } catch (e) {
    answer = { id: job.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(answer);
});
