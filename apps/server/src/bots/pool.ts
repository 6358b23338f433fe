import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Alternative } from '@skirmish/ai';
import type { BotRunner } from '../games.ts';
import type { BotAnswer, BotJob } from './job.ts';

interface Slot {
  worker: Worker;
  /** The content packs this worker has been sent, by hash. */
  readonly packs: Set<string>;
  busy: { job: BotJob; resolve: (a: BotAnswer) => void; timer: NodeJS.Timeout } | null;
}

/**
 * Bots think in worker threads, so a long search never stalls the server's other games. Each
 * worker takes one job at a time; a worker that overruns its time is replaced.
 */
export class WorkerBotRunner implements BotRunner {
  private readonly slots: Slot[] = [];
  private readonly queue: Array<{ job: BotJob; resolve: (a: BotAnswer) => void; queuedAt: number }> = [];
  private nextId = 1;
  private closed = false;
  private readonly timeoutMs: number;
  private readonly size: number;
  private readonly now: () => number;

  /**
   * Workers start on the first job, so a server that never runs a bot starts none. `now` is the
   * clock that times a job's wait in the queue (tests give their own).
   */
  constructor(opts: { workers?: number; timeoutMs?: number; now?: () => number } = {}) {
    this.size = opts.workers ?? Math.max(1, availableParallelism() - 1);
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.now = opts.now ?? (() => performance.now());
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./worker.ts', import.meta.url).href },
    });
    const slot: Slot = { worker, packs: new Set(), busy: null };
    worker.on('message', (a: BotAnswer) => this.finish(slot, a));
    worker.on('error', (e) => this.finish(slot, { id: slot.busy?.job.id ?? 0, ok: false, error: e.message }));
    worker.unref();
    return slot;
  }

  private finish(slot: Slot, answer: BotAnswer): void {
    const busy = slot.busy;
    if (!busy) return;
    clearTimeout(busy.timer);
    slot.busy = null;
    busy.resolve(answer);
    this.pump();
  }

  private pump(): void {
    while (this.slots.length < this.size && this.queue.length > this.slots.filter((s) => !s.busy).length) {
      this.slots.push(this.spawn());
    }
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const next = this.queue.shift();
      if (!next) return;
      const timer = setTimeout(() => {
        // A stuck worker is replaced; the game gets an error instead of waiting for ever.
        void slot.worker.terminate();
        const i = this.slots.indexOf(slot);
        const fresh = this.spawn();
        if (i >= 0) this.slots[i] = fresh;
        next.resolve({ id: next.job.id, ok: false, error: `the bot took longer than ${this.timeoutMs} ms` });
        this.pump();
      }, this.timeoutMs);
      slot.busy = { job: next.job, resolve: next.resolve, timer };
      // A pack goes to a worker once; later jobs name it by its hash. The wait goes with the job: a
      // time budget counts from when the decision was asked (`grantedBudget`).
      const { content, ...rest } = next.job;
      const job = { ...rest, waitedMs: Math.max(0, this.now() - next.queuedAt) };
      const fresh = content !== undefined && !slot.packs.has(job.contentHash);
      slot.worker.postMessage(fresh ? { ...job, content } : job);
      if (fresh) slot.packs.add(job.contentHash);
    }
  }

  run(job: Omit<BotJob, 'id'>): Promise<BotAnswer> {
    if (this.closed) return Promise.resolve({ id: 0, ok: false, error: 'the bot pool is closed' });
    return new Promise((resolve) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, resolve, queuedAt: this.now() });
      this.pump();
    });
  }

  async choose(
    req: Parameters<BotRunner['choose']>[0],
  ): Promise<{ choice: unknown; alternatives?: readonly Alternative<unknown>[] }> {
    const { engine, match, seat, spec, seed, ruleset } = req;
    const answer = await this.run({
      ruleset: ruleset.id,
      options: engine.options,
      contentHash: engine.contentHash,
      // The sample pack is known to every worker; another pack travels with the job.
      ...(engine.content === ruleset.content.sample ? {} : { content: engine.content }),
      observation: engine.view(match, seat),
      seat,
      legal: engine.legal(match, seat),
      spec,
      seed,
    });
    if (!answer.ok) throw new Error(answer.error);
    return { choice: answer.choice, ...(answer.alternatives ? { alternatives: answer.alternatives } : {}) };
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
