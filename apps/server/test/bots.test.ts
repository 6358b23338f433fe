import { describe, expect, it } from 'vitest';
import { Engine, type Match, Registry, SeededDice, unwrap } from '@skirmish/core';
import { grantedBudget, type BotJob } from '../src/bots/job.ts';
import { WorkerBotRunner } from '../src/bots/pool.ts';
import { askBot, createBot, parseBotSpec } from '@skirmish/ai';
import { dogsOfWarBotKnowledge, dogsOfWarRuleset, type CampaignState } from '@skirmish/dogs-of-war';
import { availableBots, defaultRegistry } from '../src/catalog.ts';
import { fallbackBotRunner, GameService } from '../src/games.ts';
import { SqliteStorage } from '../src/sqlite.ts';

describe('bots in worker threads', () => {
  it('a worker answers with a legal choice from the seat view, deterministically for a seed', async () => {
    const runner = new WorkerBotRunner({ workers: 1 });
    try {
      const ruleset = defaultRegistry().get('warmachine')!;
      const engine: Engine<unknown, unknown, unknown, unknown> = unwrap(Engine.create(ruleset));
      const match = unwrap(engine.start(3));
      const seat = engine.pending(match)[0]!.seats[0]!;
      const a = await runner.choose({ ruleset, engine, match, seat, spec: 'random', seed: 42 });
      const b = await runner.choose({ ruleset, engine, match, seat, spec: 'random', seed: 42 });
      expect(engine.legal(match, seat)).toContainEqual(a.choice);
      expect(b.choice).toEqual(a.choice);
    } finally {
      await runner.close();
    }
  }, 60_000);

  it('a bot that fails does not stall the game: a random legal choice is played instead', async () => {
    const failing = { choose: () => Promise.reject(new Error('boom')) };
    const errors: string[] = [];
    const storage = new SqliteStorage(':memory:');
    const registry = new Registry().register(defaultRegistry().get('dogs-of-war')!);
    const games = new GameService({ registry, storage, bots: failing, onBotError: (_id, e) => errors.push(String(e)) });
    const seats = unwrap(Engine.create(registry.get('dogs-of-war')!)).rules.seats(
      registry.get('dogs-of-war')!.defaultSetup,
    );
    const r = await games.create({
      ruleset: 'dogs-of-war',
      seed: 1,
      seats: Object.fromEntries(seats.map((s) => [s, 'bot:random'])),
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const start = Date.now();
    while (Date.now() - start < 10_000) {
      const g = await storage.getGame(r.value.id);
      if ((g?.record.choices.length ?? 0) >= 3) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    expect((await storage.getGame(r.value.id))!.record.choices.length).toBeGreaterThanOrEqual(3);
    expect(errors.some((e) => e.includes('boom'))).toBe(true);
  }, 30_000);

  it("a bot that fails when asked to accept a person's battle report: the fallback accepts it, never sends it back", async () => {
    // Dogs of War up to the first report, played by the heuristic bot; Red (a person) reports, Blue (a bot) is asked.
    const engine = unwrap(Engine.create(dogsOfWarRuleset));
    let m = unwrap(engine.start(1));
    const spec = parseBotSpec('heuristic');
    if ('error' in spec) throw new Error(spec.error);
    const heuristic = createBot(spec, engine.rules, dogsOfWarBotKnowledge(engine.content));
    for (let n = 0; n < 400 && engine.pending(m)[0]?.kind !== 'dogs-of-war/report'; n++) {
      const seat = engine.pending(m)[0]?.seats[0] ?? '';
      m = unwrap(engine.submit(m, seat, askBot(heuristic, engine.rules, m.state, seat, { seed: n }).choice)).match;
    }
    const [reporter, other] = m.state.battles[0]?.seats ?? [];
    if (!reporter || !other) throw new Error('no battle at its report');
    const report = engine.legal(m, reporter)[0];
    m = unwrap(engine.submit(m, reporter, report)).match;
    const accept = { kind: 'confirm-report', accept: true };
    expect(engine.legal(m, other)).toContainEqual(accept);
    expect(engine.legal(m, other)).toHaveLength(2);
    // The fallback answers it so whatever the seed.
    const ruleset = defaultRegistry().get('dogs-of-war')!;
    const anyEngine = engine as unknown as Engine<unknown, unknown, unknown, unknown>;
    for (let seed = 1; seed <= 16; seed++) {
      const r = await fallbackBotRunner.choose({
        ruleset,
        engine: anyEngine,
        match: m,
        seat: other,
        spec: 'random',
        seed,
      });
      expect(r.choice).toEqual(accept);
    }
    // A game of the server where that bot fails: the fallback plays the acceptance.
    const storage = new SqliteStorage(':memory:');
    const registry = new Registry().register(ruleset);
    const failing = { choose: () => Promise.reject(new Error('boom')) };
    const games = new GameService({ registry, storage, bots: failing });
    try {
      await storage.createGame(
        'report-waits',
        m.record,
        [
          { seat: reporter, kind: 'human', tokenHash: 'x' },
          { seat: other, kind: 'bot', bot: 'random' },
        ],
        'online',
      );
      expect((await games.snapshot('report-waits', null)).ok).toBe(true);
      const at = m.record.choices.length;
      const start = Date.now();
      while (Date.now() - start < 10_000) {
        if (((await storage.getGame('report-waits'))?.record.choices.length ?? 0) > at) break;
        await new Promise((res) => setTimeout(res, 20));
      }
      const played = (await storage.getGame('report-waits'))!.record.choices[at];
      expect(played).toMatchObject({ seat: other, choice: accept });
      const live = await games.snapshot('report-waits', null);
      if (!live.ok) throw new Error(live.error.message);
      expect((live.value.view as CampaignState).history).toHaveLength(1);
    } finally {
      games.close();
    }
  }, 60_000);

  it("the bot's reasons arrive with the very update of the move they explain", async () => {
    // A runner that always takes the first legal choice and explains it by its index.
    const explaining = {
      choose: (req: { engine: Engine<unknown, unknown, unknown, unknown>; match: Match<unknown>; seat: string }) => {
        const legal = req.engine.legal(req.match, req.seat);
        const index = req.match.record.choices.length;
        return Promise.resolve({ choice: legal[0], alternatives: [{ choice: legal[0], value: index }] });
      },
    };
    const storage = new SqliteStorage(':memory:');
    const registry = new Registry().register(defaultRegistry().get('warmachine')!);
    const games = new GameService({ registry, storage, bots: explaining });
    const r = await games.create({ ruleset: 'warmachine', seed: 2, seats: { p1: 'human', p2: 'bot:random' } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const id = r.value.id;
    const seen: Array<{ index: number; botIndex: number | null; value: number | null }> = [];
    await games.subscribe(id, (u) => {
      void games.snapshot(id, 'p1').then((s) => {
        if (!s.ok) return;
        const last = s.value.lastBot;
        seen.push({ index: u.index, botIndex: last?.index ?? null, value: last?.alternatives?.[0]?.value ?? null });
      });
    });
    const start = Date.now();
    while (Date.now() - start < 10_000) {
      const snap = await games.snapshot(id, 'p1');
      if (!snap.ok) throw new Error(snap.error.message);
      if (seen.some((x) => x.botIndex !== null)) break;
      const pending = snap.value.pending.find((d) => d.seats.includes('p1'));
      if (pending && snap.value.legal.length > 0) await games.submit(id, 'p1', snap.value.legal[0], snap.value.index);
      else await new Promise((res) => setTimeout(res, 10));
    }
    const botUpdates = seen.filter((x) => x.botIndex !== null && x.botIndex === x.index - 1);
    expect(botUpdates.length).toBeGreaterThan(0);
    for (const u of botUpdates) expect(u.value).toBe(u.botIndex);
  }, 30_000);

  it('a decision any of several seats may answer waits for the person among them; the bot answers its own', async () => {
    // A runner that takes the first legal choice, noting each seat it is asked for.
    const asked: string[] = [];
    const first = {
      choose: (req: { engine: Engine<unknown, unknown, unknown, unknown>; match: Match<unknown>; seat: string }) => {
        asked.push(req.seat);
        return Promise.resolve({ choice: req.engine.legal(req.match, req.seat)[0] });
      },
    };
    const storage = new SqliteStorage(':memory:');
    const registry = new Registry().register(defaultRegistry().get('hunters')!);
    const games = new GameService({ registry, storage, bots: first });
    // Mission S01 first asks the table where the extra enemies go: one decision for both seats.
    const setup = {
      mission: 'S01',
      players: 2,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p2' },
      ],
    };
    const r = await games.create({ ruleset: 'hunters', seed: 5, setup, seats: { p1: 'human', p2: 'bot:random' } });
    if (!r.ok) throw new Error(r.error.message);
    const id = r.value.id;
    const snap = unwrap(await games.snapshot(id, 'p1'));
    expect(snap.pending.map((d) => [d.kind, d.seats])).toEqual([['hunters/spread', ['p1', 'p2']]]);
    // Once the bots are done, had the bot been asked, it would have answered: it is not.
    await games.botsIdle(id);
    expect(asked).toEqual([]);
    expect((await storage.getGame(id))!.record.choices).toEqual([]);
    // The player answers; then the bot is asked for its own seat's starting hand, and answers.
    unwrap(await games.submit(id, 'p1', snap.legal[0], snap.index));
    await games.botsIdle(id);
    expect(asked[0]).toBe('p2');
    const after = unwrap(await games.snapshot(id, 'p2'));
    expect(after.pending.every((d) => d.seats.length === 1)).toBe(true);
  }, 30_000);

  it('a game removed while its bot thinks: the bot is not asked again, and a wait for the bots ends', async () => {
    // A runner that holds each answer until it is let go, counting what it is asked.
    let asked = 0;
    let release: (() => void) | null = null;
    const held = {
      choose: (req: { engine: Engine<unknown, unknown, unknown, unknown>; match: Match<unknown>; seat: string }) => {
        asked++;
        return new Promise<{ choice: unknown }>((resolve) => {
          release = () => resolve({ choice: req.engine.legal(req.match, req.seat)[0] });
        });
      },
    };
    const errors: string[] = [];
    const storage = new SqliteStorage(':memory:');
    const registry = new Registry().register(defaultRegistry().get('dogs-of-war')!);
    const games = new GameService({ registry, storage, bots: held, onBotError: (_id, e) => errors.push(String(e)) });
    const seats = unwrap(Engine.create(registry.get('dogs-of-war')!)).rules.seats(
      registry.get('dogs-of-war')!.defaultSetup,
    );
    const [person, ...others] = seats;
    if (!person) throw new Error('no seat');
    const r = unwrap(
      await games.create({
        ruleset: 'dogs-of-war',
        seed: 3,
        seats: { [person]: 'human', ...Object.fromEntries(others.map((s) => [s, 'bot:random'])) },
      }),
    );
    // The bot is asked first (or, if the person is, the person's first choice makes the bot due).
    for (let n = 0; n < 50 && asked === 0; n++) {
      const snap = unwrap(await games.snapshot(r.id, person));
      if (snap.legal.length > 0) unwrap(await games.submit(r.id, person, snap.legal[0], snap.index));
      else await new Promise((res) => setImmediate(res));
    }
    expect(asked).toBe(1);
    const idle = games.botsIdle(r.id);
    // Against the computer the person's token opens every human seat: he may remove the game now.
    unwrap(await games.remove(r.id, [r.tokens[person]!]));
    (release as (() => void) | null)?.();
    await idle;
    // Some turns of the event loop for a bot that would go on asking.
    for (let n = 0; n < 20; n++) await new Promise((res) => setImmediate(res));
    expect(asked).toBe(1);
    expect(await storage.getGame(r.id)).toBeNull();
  }, 30_000);

  it("hunters: when the person passes a reaction window both seats' characters could react in, the bot is asked for its own and answers", async () => {
    // A runner that keeps the Medic's Take Cover in hand, ends the Medic's turn and otherwise takes
    // the first legal choice, noting each decision it is asked for.
    const asked: Array<{ seat: string; kind: string; legal: unknown[] }> = [];
    const scripted = {
      choose: (req: { engine: Engine<unknown, unknown, unknown, unknown>; match: Match<unknown>; seat: string }) => {
        const legal = req.engine.legal(req.match, req.seat) as Array<{ kind: string; card?: string }>;
        const kind = req.engine.pending(req.match).find((d) => d.seats.includes(req.seat))?.kind ?? '';
        asked.push({ seat: req.seat, kind, legal });
        const choice =
          legal.find((c) => c.kind === 'keep' && c.card === 'medic-take-cover') ??
          legal.find((c) => c.kind === 'end-turn') ??
          legal[0];
        return Promise.resolve({ choice });
      },
    };
    const hunters = defaultRegistry().get('hunters')!;
    const registry = new Registry().register(hunters);
    const storage = new SqliteStorage(':memory:');
    const games = new GameService({ registry, storage, bots: scripted });
    // The sample pack and one more mission: a Bandit 3 spaces from where the two characters stand.
    const sample = hunters.content.sample as { tiles: object[]; missions: Array<{ id: string }> };
    const s01 = sample.missions.find((m) => m.id === 'S01')!;
    const pack = {
      ...sample,
      tiles: [...sample.tiles, { id: 'REACT 01', sample: true, width: 8, height: 2, spaces: [], edges: [] }],
      missions: [
        ...sample.missions,
        {
          ...s01,
          id: 'REACT',
          title: 'Reaction window',
          width: 8,
          height: 2,
          tiles: [{ tile: 'REACT 01', at: [0, 0] }],
          labels: { A: [2, 0] },
          enemies: [{ enemy: 'bandit-pistol', count: 1, spaces: ['A'], facing: 2 }],
          tokens: [],
          deployment: [[5, 0]],
        },
      ],
    };
    const content = await games.addContent('hunters', pack);
    if (!content.ok) throw new Error(content.error.message);
    const setup = {
      mission: 'REACT',
      players: 2,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p2' },
      ],
    };
    const r = await games.create({
      ruleset: 'hunters',
      seed: 3,
      content: content.value.hash,
      setup,
      seats: { p1: 'human', p2: 'bot:random' },
    });
    if (!r.ok) throw new Error(r.error.message);
    const id = r.value.id;
    // The person keeps Snap Fire and four Shots, stands on the deployment space, and ends the
    // Soldier's turn; the bot plays the Medic's part of the same. Each of the person's choices is
    // made once the bot has done with its own, so that the game moves by the person's hand alone
    // between the look at it and the choice.
    const mine = [
      { kind: 'keep', character: 'soldier', card: 'soldier-snap-fire' },
      ...Array.from({ length: 4 }, () => ({ kind: 'keep', character: 'soldier', card: 'soldier-shot' })),
      { kind: 'deploy', character: 'soldier', x: 5, y: 0, facing: 6, hidden: false },
      { kind: 'activate', character: 'soldier' },
      { kind: 'end-turn' },
    ];
    for (const choice of mine) {
      await games.botsIdle(id);
      const snap = unwrap(await games.snapshot(id, 'p1'));
      expect(snap.legal).toContainEqual(choice);
      unwrap(await games.submit(id, 'p1', choice, snap.index));
    }
    // The Bandit's first action opens with a reaction window both seats' characters may use. Once
    // the bots are done, had the bot been asked for it, it would have answered: it is not, the person is.
    await games.botsIdle(id);
    const snap = unwrap(await games.snapshot(id, 'p1'));
    expect(snap.pending.map((d) => [d.kind, d.seats])).toEqual([['hunters/react', ['p1', 'p2']]]);
    expect(asked.filter((a) => a.kind === 'hunters/react')).toEqual([]);
    const before = (await storage.getGame(id))!.record.choices.length;
    unwrap(await games.submit(id, 'p1', { kind: 'no-reaction' }, snap.index));
    // The window stays open for the bot's seat: it is asked for the Medic, and answers.
    await games.botsIdle(id);
    const react = asked.filter((a) => a.kind === 'hunters/react');
    expect(react.map((a) => a.seat)).toEqual(['p2']);
    expect(react[0]!.legal).toContainEqual({ kind: 'no-reaction' });
    expect(react[0]!.legal).toContainEqual(expect.objectContaining({ kind: 'react', character: 'medic' }));
    expect(react[0]!.legal).not.toContainEqual(expect.objectContaining({ character: 'soldier' }));
    const choices = (await storage.getGame(id))!.record.choices;
    expect(choices.slice(before).map((c) => c.seat)).toEqual(['p1', 'p2']);
    expect(choices[before + 1]!.choice).toEqual(react[0]!.legal[0]);
  }, 30_000);

  it('refuses a bot the rule system cannot be played by', async () => {
    const games = new GameService({
      registry: defaultRegistry(),
      storage: new SqliteStorage(':memory:'),
      botKinds: () => ['random'],
    });
    expect(await games.create({ ruleset: 'warmachine', seats: { p2: 'bot:mcts:500ms' } })).toMatchObject({
      ok: false,
      error: { code: 'game/bot-unavailable' },
    });
    expect(await games.create({ ruleset: 'warmachine', seats: { p2: 'bot:wizard' } })).toMatchObject({
      ok: false,
      error: { code: 'game/bad-seat' },
    });
  });
});

/** Every string leaf of a value (ids of cards, counters, warriors), for the "nothing hidden" checks. */
function leaves(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string' && v.length >= 3) out.add(v);
  else if (Array.isArray(v)) for (const x of v) leaves(x, out);
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) leaves(x, out);
  return out;
}

/** The real worker pool, keeping every job it sends to a worker with the match it was made from. */
class SpyRunner extends WorkerBotRunner {
  readonly jobs: Array<{ job: Omit<BotJob, 'id'>; match: Match<unknown>; engine: AnyEngine }> = [];
  private current: { match: Match<unknown>; engine: AnyEngine } | null = null;
  override choose(req: Parameters<WorkerBotRunner['choose']>[0]) {
    this.current = { match: req.match, engine: req.engine };
    return super.choose(req);
  }
  override run(job: Omit<BotJob, 'id'>) {
    if (this.current) this.jobs.push({ job, ...this.current });
    return super.run(job);
  }
}

type AnyEngine = Engine<unknown, unknown, unknown, unknown>;

describe('bots at the server get observations only', () => {
  it('hybrid: what crosses to the worker is the seat view and its legal choices, nothing of the hidden state', async () => {
    const runner = new SpyRunner({ workers: 1 });
    const storage = new SqliteStorage(':memory:');
    const registry = defaultRegistry();
    const games = new GameService({ registry, storage, bots: runner });
    try {
      const bot = 'scorpion';
      const human = 'griffin';
      const r = await games.create({ ruleset: 'hybrid', seed: 5, seats: { [bot]: 'bot:random' } });
      if (!r.ok) throw new Error(r.error.message);
      const id = r.value.id;
      const plan = SeededDice.fromSeed(8);
      const start = Date.now();
      while (runner.jobs.length < 8 && Date.now() - start < 60_000) {
        const snap = await games.snapshot(id, human);
        if (!snap.ok) throw new Error(snap.error.message);
        if (snap.value.outcome) break;
        if (snap.value.legal.length > 0)
          await games.submit(id, human, snap.value.legal[plan.pick(snap.value.legal.length)], snap.value.index);
        else await new Promise((res) => setTimeout(res, 10));
      }
      expect(runner.jobs.length).toBeGreaterThanOrEqual(8);
      let secrets = 0;
      for (const { job, match, engine } of runner.jobs) {
        // Exactly these fields (the sample pack is named by its hash, not sent), and the observation is the seat's own view.
        expect(Object.keys(job).sort()).toEqual([
          'contentHash',
          'legal',
          'observation',
          'options',
          'ruleset',
          'seat',
          'seed',
          'spec',
        ]);
        expect(job.contentHash).toBe(engine.contentHash);
        expect(job.seat).toBe(bot);
        expect(job.observation).toEqual(engine.view(match, bot));
        expect(job.legal).toEqual(engine.legal(match, bot));
        // Nothing the full state or the other seat's view holds beyond the bot's own view is in the job.
        const mine = leaves(engine.view(match, bot));
        const hidden = new Set(
          [...leaves(match.state), ...leaves(engine.view(match, human))].filter((x) => !mine.has(x)),
        );
        secrets += hidden.size;
        for (const x of leaves(job)) expect(hidden.has(x), `the bot was sent "${x}"`).toBe(false);
      }
      // There was something to hide (the other side's hand and counters).
      expect(secrets).toBeGreaterThan(0);
    } finally {
      games.close();
      await runner.close();
      await storage.close();
    }
  }, 90_000);
});

describe('a busy server makes its bots think less, not its players wait', () => {
  it('a time budget counts from when the decision was asked; a tenth of it (50 ms at least) is always left; iterations are never cut', () => {
    expect(grantedBudget({ ms: 1000 }, 0)).toEqual({ ms: 1000 });
    expect(grantedBudget({ ms: 1000 }, 250)).toEqual({ ms: 750 });
    expect(grantedBudget({ ms: 1000 }, 5000)).toEqual({ ms: 100 });
    expect(grantedBudget({ ms: 300 }, 290)).toEqual({ ms: 50 });
    // A bot that asked for less than the least is given what it asked for.
    expect(grantedBudget({ ms: 30 }, 100)).toEqual({ ms: 30 });
    expect(grantedBudget({ iterations: 2000 }, 5000)).toEqual({ iterations: 2000 });
    expect(grantedBudget({}, 5000)).toEqual({});
  });

  it("the pool times each job's wait in its queue, and the worker gives the bot what is left of its time", async () => {
    let clock = 0;
    const runner = new WorkerBotRunner({ workers: 1, now: () => clock });
    try {
      const ruleset = defaultRegistry().get('warmachine')!;
      const engine: Engine<unknown, unknown, unknown, unknown> = unwrap(Engine.create(ruleset));
      const match = unwrap(engine.start(3));
      const seat = engine.pending(match)[0]!.seats[0]!;
      const job = (spec: string) => ({
        ruleset: ruleset.id,
        options: engine.options,
        contentHash: engine.contentHash,
        observation: engine.view(match, seat),
        seat,
        legal: engine.legal(match, seat),
        spec,
        seed: 5,
      });
      // Three decisions asked at once: the one worker takes the first at once; the others wait.
      const first = runner.run(job('mcts:200ms'));
      const second = runner.run(job('mcts:200ms'));
      const third = runner.run(job('mcts:50it'));
      clock = 120;
      const answers = await Promise.all([first, second, third]);
      expect(answers.map((a) => (a.ok ? a.budget : a.error))).toEqual([{ ms: 200 }, { ms: 80 }, { iterations: 50 }]);
      for (const a of answers) expect(a.ok && engine.legal(match, seat)).toContainEqual(a.ok && a.choice);
    } finally {
      await runner.close();
    }
  }, 60_000);
});

describe('a thinking bot never stalls other games', () => {
  it('while a search bot thinks for seconds in a worker, another game is played choice after choice', async () => {
    const runner = new WorkerBotRunner({ workers: 1 });
    const storage = new SqliteStorage(':memory:');
    const games = new GameService({ registry: defaultRegistry(), storage, bots: runner, botKinds: availableBots });
    try {
      // The worker is started and warm before the search begins.
      const wm = defaultRegistry().get('warmachine')!;
      const engine: AnyEngine = unwrap(Engine.create(wm));
      const first = unwrap(engine.start(4));
      const firstSeat = engine.pending(first)[0]!.seats[0]!;
      await runner.choose({ ruleset: wm, engine, match: first, seat: firstSeat, spec: 'random', seed: 1 });
      // A real decision to think about: more than one legal choice.
      expect(engine.legal(first, firstSeat).length).toBeGreaterThan(1);
      // Both seats of this game are a search bot given five seconds a decision.
      const thinking = await games.create({
        ruleset: 'warmachine',
        seed: 4,
        seats: { p1: 'bot:mcts:5000ms', p2: 'bot:mcts:5000ms' },
      });
      const other = await games.create({ ruleset: 'dogs-of-war', seed: 6 });
      if (!thinking.ok || !other.ok) throw new Error('not created');
      // The bot has its job before the other game starts.
      await new Promise((res) => setTimeout(res, 200));
      const id = other.value.id;
      const latencies: number[] = [];
      const plan = SeededDice.fromSeed(3);
      for (let i = 0; i < 15; i++) {
        const pub = await games.snapshot(id, null);
        if (!pub.ok) throw new Error(pub.error.message);
        if (pub.value.outcome) break;
        const seat = pub.value.pending[0]!.seats[0]!;
        const mine = await games.snapshot(id, seat);
        if (!mine.ok) throw new Error(mine.error.message);
        const t = performance.now();
        const r = await games.submit(id, seat, mine.value.legal[plan.pick(mine.value.legal.length)], mine.value.index);
        latencies.push(performance.now() - t);
        expect(r.ok).toBe(true);
      }
      expect(latencies.length).toBeGreaterThanOrEqual(10);
      // The search bot has not played yet: every choice above was made while it thought. Were it
      // thinking on the server's own thread, the first of them would have waited five seconds.
      expect((await storage.getGame(thinking.value.id))!.record.choices).toHaveLength(0);
      expect(Math.max(...latencies)).toBeLessThan(1500);
      // And the search does come back with its choice (not necessarily after all five seconds:
      // it stops early once its leading choice cannot be caught in the time left).
      while ((await storage.getGame(thinking.value.id))!.record.choices.length === 0) {
        await new Promise((res) => setTimeout(res, 50));
      }
    } finally {
      games.close();
      await runner.close();
      await storage.close();
    }
  }, 60_000);
});
