import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../src/catalog.ts';
import { Client, memoryServer, type MemoryServer } from './helpers.ts';

/** The page's heartbeat: a `ping` the server answers with a `pong`, at once, whatever else it is doing. */
describe('the heartbeat of a WebSocket connection', () => {
  let server: MemoryServer;
  beforeAll(async () => {
    server = await memoryServer(defaultRegistry());
  });
  afterAll(() => server.close());

  it('a ping is answered with a pong naming it, before and without any game; one without an id too', async () => {
    const c = new Client(server.url);
    await c.opened;
    c.send({ type: 'ping', id: 'h1' });
    c.send({ type: 'ping' });
    await c.until(() => c.messages.filter((m) => m.type === 'pong').length === 2);
    const pongs = c.messages.filter((m) => m.type === 'pong');
    expect(pongs[0]).toEqual({ type: 'pong', id: 'h1' });
    expect(pongs[1]).toEqual({ type: 'pong' });
    expect(c.messages.filter((m) => m.type === 'error')).toEqual([]);
    c.close();
  });

  it('a ping is answered while an earlier message of the same connection is still being handled', async () => {
    const storage = server.storage;
    const getGame = storage.getGame.bind(storage);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    // Loading this game waits until the test lets it: the hello is still being handled meanwhile.
    storage.getGame = async (id: string) => {
      if (id === 'slow-to-load') await gate;
      return getGame(id);
    };
    try {
      const c = new Client(server.url);
      await c.opened;
      c.send({ type: 'hello', protocol: 1, gameId: 'slow-to-load' });
      c.send({ type: 'ping', id: 'h2' });
      await c.until(() => c.messages.some((m) => m.type === 'pong'), 3000);
      expect(c.messages.map((m) => m.type)).toEqual(['pong']);
      release();
      // The hello is answered after all, in its turn.
      await c.until(() => c.messages.some((m) => m.type === 'error'));
      expect(c.messages.map((m) => m.code ?? m.type)).toEqual(['pong', 'game/not-found']);
      c.close();
    } finally {
      release();
      storage.getGame = getGame;
    }
  });
});
