import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { RedisBus } from '../src/bus.ts';
import { namedServers } from './shared-servers.ts';

describe('the Redis bus between server processes', () => {
  const [redisUrl] = namedServers(['SKIRMISH_TEST_REDIS_URL']);
  if (!redisUrl) return;

  it('anything else on its channel is ignored, and the changes of other processes still arrive', async () => {
    const here = new RedisBus(redisUrl);
    const there = new RedisBus(redisUrl);
    const raw = new Redis(redisUrl);
    const thrown: unknown[] = [];
    const onUncaught = (e: unknown) => void thrown.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      await Promise.all([here.ready, there.ready]);
      const heard: string[] = [];
      here.onChange((game, index) => heard.push(`${game}@${index}`));
      for (const garbage of ['null', '5', '"text"', '[]', '{nope', '{"game":7,"index":1}', '{"game":"g","index":"1"}'])
        await raw.publish('skirmish:games', garbage);
      await raw.publish('skirmish:games', '{"game":"g","index":1.5}');
      there.publish('g1', 4);
      for (let i = 0; i < 200 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      // A moment more for anything that should not have come.
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual(['g1@4']);
      expect(thrown).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await raw.quit();
      await Promise.all([here.close(), there.close()]);
    }
  });
});
