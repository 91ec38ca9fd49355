import { contract } from '@trilha/shared/contract';
import type { z } from '@trilha/shared/zod';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { createOutbox, isQueued, type KeptWrite, type OutboxStorage, type OutgoingWrite } from './outbox';

/** A write's contract, as the API's calls declare theirs. */
const write = (method: 'POST' | 'PUT', path: string) =>
  contract<{ params: z.ZodType<Record<string, number>>; body: z.ZodType<object>; response: z.ZodType<unknown> }>(
    method,
    path,
  );
const progress = write('PUT', '/learning/content-enrollments/:idContentEnrollment');
const tracking = write('POST', '/learning/contents/:idContentItem/trackings');
const exit = write('POST', '/tracking/exit');
const a = write('PUT', '/a');
const b = write('POST', '/b');
const c = write('PUT', '/c');

/** An in-memory stand-in for IndexedDB. */
function memoryStorage(): OutboxStorage & { lines: Map<string, KeptWrite[]> } {
  const lines = new Map<string, KeptWrite[]>();
  return {
    lines,
    load: async (owner) => structuredClone(lines.get(owner) ?? []),
    save: async (owner, entries) => {
      lines.set(owner, structuredClone(entries));
    },
  };
}

/** A server that records what it received, answering or failing as the test says. */
function fakeServer() {
  const received: Array<{ key: string; path: string; body: unknown }> = [];
  let failWith: ApiError | null = null;
  return {
    received,
    fail(error: ApiError | null) {
      failWith = error;
    },
    async transmit(entry: OutgoingWrite) {
      if (failWith) throw failWith;
      received.push({ key: entry.key, path: entry.path, body: entry.body });
      return { success: true, path: entry.path };
    },
  };
}

const offline = () => new ApiError(0, 'NETWORK', 'Parece que você está sem conexão com a internet.');

function setup(owner: string | null = 'acme-academy.localhost:7') {
  const storage = memoryStorage();
  const server = fakeServer();
  let online = true;
  let counter = 0;
  const outbox = createOutbox({
    storage,
    owner: () => owner,
    transmit: (entry) => server.transmit(entry),
    isOnline: () => online,
    newKey: () => `chave-${++counter}-abcdefgh`,
  });
  return {
    storage,
    server,
    outbox,
    setOnline(value: boolean) {
      online = value;
    },
  };
}

describe('the outbox of writes made without a network', () => {
  it('sends at once when online and answers what the server answered', async () => {
    const { outbox, server } = setup();
    const answer = await outbox.send(progress, { params: { idContentEnrollment: 1 }, body: { progress: 10 } });
    expect(isQueued(answer)).toBe(false);
    expect(answer).toEqual({ success: true, path: '/learning/content-enrollments/1' });
    expect(server.received).toHaveLength(1);
    expect(outbox.state().pending).toBe(0);
  });

  it('keeps writes made offline and sends them in the order they were made when the network returns', async () => {
    const { outbox, server, setOnline } = setup();
    setOnline(false);
    expect(isQueued(await outbox.send(a, { body: { n: 1 } }))).toBe(true);
    expect(isQueued(await outbox.send(b, { body: { n: 2 } }))).toBe(true);
    expect(outbox.state().pending).toBe(2);
    expect(server.received).toHaveLength(0);
    setOnline(true);
    // A write made while older ones wait joins the end of the line.
    expect(isQueued(await outbox.send(c, { body: { n: 3 } }))).toBe(true);
    await outbox.flush();
    expect(server.received.map((sent) => sent.path)).toEqual(['/a', '/b', '/c']);
    expect(outbox.state().pending).toBe(0);
  });

  it('sends a write whose first attempt met no network again with the same key, so the server applies it once', async () => {
    const { outbox, server } = setup();
    server.fail(offline());
    expect(isQueued(await outbox.send(tracking, { params: { idContentItem: 5 }, body: { secondsPlayed: 3 } }))).toBe(
      true,
    );
    server.fail(null);
    await outbox.flush();
    await outbox.flush();
    expect(server.received).toEqual([
      { key: 'chave-1-abcdefgh', path: '/learning/contents/5/trackings', body: { secondsPlayed: 3 } },
    ]);
  });

  it('stops at a write that still cannot go, keeping it and those after it', async () => {
    const { outbox, server, setOnline } = setup();
    setOnline(false);
    await outbox.send(a, { body: {} });
    await outbox.send(write('PUT', '/b'), { body: {} });
    setOnline(true);
    server.fail(new ApiError(503, 'HTTP_ERROR', 'Indisponível'));
    await outbox.flush();
    expect(outbox.state().pending).toBe(2);
    server.fail(new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'Em processamento'));
    await outbox.flush();
    expect(outbox.state().pending).toBe(2);
    server.fail(null);
    await outbox.flush();
    expect(server.received.map((sent) => sent.path)).toEqual(['/a', '/b']);
  });

  it('drops a write the server refuses for good and counts it, then goes on with the next', async () => {
    const storage = memoryStorage();
    const received: string[] = [];
    const outbox = createOutbox({
      storage,
      owner: () => 'acme.localhost:7',
      transmit: async (entry) => {
        if (entry.path === '/recusada') throw new ApiError(400, 'VALIDATION_FAILED', 'Dados inválidos.');
        received.push(entry.path);
        return {};
      },
      isOnline: () => true,
      newKey: () => crypto.randomUUID(),
    });
    await storage.save('acme.localhost:7', [
      { key: 'k1-abcdefgh', method: 'PUT', path: '/recusada', body: {}, queuedAt: 1 },
      { key: 'k2-abcdefgh', method: 'PUT', path: '/aceita', body: {}, queuedAt: 2 },
    ]);
    await outbox.flush();
    expect(received).toEqual(['/aceita']);
    expect(outbox.state()).toEqual({ pending: 0, refused: 1 });
  });

  it("keeps each member's line apart, and sends without keeping when nobody is signed in", async () => {
    const { storage, outbox, setOnline } = setup('acme.localhost:7');
    setOnline(false);
    await outbox.send(a, { body: {} });
    expect([...storage.lines.keys()]).toEqual(['acme.localhost:7']);

    const anonymous = setup(null);
    anonymous.server.fail(offline());
    await expect(anonymous.outbox.send(write('POST', '/login'), { body: {} })).rejects.toThrow(ApiError);
    expect(anonymous.storage.lines.size).toBe(0);
  });

  it('sends a viewing record at once, with keepalive and its key, while older writes wait and one of them is on its way', async () => {
    const storage = memoryStorage();
    const sent: Array<{ key: string; path: string; keepalive: boolean }> = [];
    let release: () => void = () => undefined;
    const outbox = createOutbox({
      storage,
      owner: () => 'acme-academy.localhost:7',
      transmit: (entry, keepalive) => {
        sent.push({ key: entry.key, path: entry.path, keepalive });
        // The waiting write's answer takes its time: the line is busy while the record is made.
        if (entry.path === '/antiga') return new Promise((resolve) => (release = () => resolve({})));
        return Promise.resolve({ success: true, path: entry.path });
      },
      isOnline: () => true,
      newKey: () => 'chave-do-registro',
    });
    await storage.save('acme-academy.localhost:7', [
      { key: 'k1-abcdefgh', method: 'POST', path: '/antiga', body: {}, queuedAt: 1 },
      { key: 'k2-abcdefgh', method: 'PUT', path: '/outra', body: {}, queuedAt: 2 },
    ]);
    await outbox.refresh();
    const flushing = outbox.flush();
    await vi.waitFor(() => expect(sent.map((sent) => sent.path)).toEqual(['/antiga']));

    // Started before anything is awaited: the page may be gone after this turn.
    const answer = outbox.send(
      tracking,
      { params: { idContentItem: 5 }, body: { secondsPlayed: 40 } },
      { keepalive: true, ordered: false },
    );
    expect(sent.at(-1)).toEqual({ key: 'chave-do-registro', path: '/learning/contents/5/trackings', keepalive: true });
    expect(await answer).toEqual({ success: true, path: '/learning/contents/5/trackings' });
    expect(storage.lines.get('acme-academy.localhost:7')?.map((kept) => kept.key)).toEqual([
      'k1-abcdefgh',
      'k2-abcdefgh',
    ]);

    release();
    await flushing;
    expect(sent.map((sent) => sent.path)).toEqual(['/antiga', '/learning/contents/5/trackings', '/outra']);
    expect(outbox.state().pending).toBe(0);
  });

  it('keeps a viewing record that met no network or a server away, and sends it later with the same key', async () => {
    const { outbox, server, setOnline, storage } = setup();
    server.fail(new ApiError(503, 'HTTP_ERROR', 'Indisponível'));
    expect(isQueued(await outbox.send(exit, { body: { timeExecuted: 25 } }, { ordered: false }))).toBe(true);
    server.fail(offline());
    expect(isQueued(await outbox.send(exit, { body: { timeExecuted: 7 } }, { ordered: false }))).toBe(true);
    setOnline(false);
    expect(isQueued(await outbox.send(exit, { body: { timeExecuted: 3 } }, { ordered: false }))).toBe(true);
    expect(storage.lines.get('acme-academy.localhost:7')?.map((sent) => sent.key)).toEqual([
      'chave-1-abcdefgh',
      'chave-2-abcdefgh',
      'chave-3-abcdefgh',
    ]);
    setOnline(true);
    server.fail(null);
    await outbox.flush();
    expect(server.received.map((sent) => sent.key)).toEqual([
      'chave-1-abcdefgh',
      'chave-2-abcdefgh',
      'chave-3-abcdefgh',
    ]);
    // A refusal is the server's last word: not kept.
    server.fail(new ApiError(400, 'VALIDATION_FAILED', 'Dados inválidos.'));
    await expect(outbox.send(exit, { body: {} }, { ordered: false })).rejects.toThrow(ApiError);
    expect(outbox.state().pending).toBe(0);
  });

  it('keeps a write by its contract, parameters and body, and builds its path from them when it is sent', async () => {
    const { outbox, server, setOnline, storage } = setup();
    setOnline(false);
    await outbox.send(progress, { params: { idContentEnrollment: 12 }, body: { progress: 60 } });
    expect(storage.lines.get('acme-academy.localhost:7')).toEqual([
      {
        key: 'chave-1-abcdefgh',
        contract: { method: 'PUT', path: '/learning/content-enrollments/:idContentEnrollment' },
        params: { idContentEnrollment: 12 },
        body: { progress: 60 },
        queuedAt: expect.any(Number),
      },
    ]);
    setOnline(true);
    await outbox.flush();
    expect(server.received).toEqual([
      { key: 'chave-1-abcdefgh', path: '/learning/content-enrollments/12', body: { progress: 60 } },
    ]);
  });

  it('still sends, in order and with their keys, writes an earlier version kept by their written path', async () => {
    const storage = memoryStorage();
    const sent: OutgoingWrite[] = [];
    let online = false;
    const outbox = createOutbox({
      storage,
      owner: () => 'acme-academy.localhost:7',
      transmit: async (outgoing) => {
        sent.push(outgoing);
        return {};
      },
      isOnline: () => online,
      newKey: () => 'chave-nova-abcdefgh',
    });
    await storage.save('acme-academy.localhost:7', [
      {
        key: 'antiga-1-abcdefgh',
        method: 'PUT',
        path: '/learning/content-enrollments/3',
        body: { progress: 40 },
        queuedAt: 1,
      },
      {
        key: 'antiga-2-abcdefgh',
        method: 'POST',
        path: '/learning/contents/5/trackings',
        body: { secondsPlayed: 9 },
        queuedAt: 2,
      },
    ]);
    await outbox.refresh();
    expect(outbox.state().pending).toBe(2);
    // A write made now joins the line behind them, in its own shape.
    await outbox.send(progress, { params: { idContentEnrollment: 3 }, body: { progress: 80 } });
    online = true;
    await outbox.flush();
    expect(sent).toEqual([
      { key: 'antiga-1-abcdefgh', method: 'PUT', path: '/learning/content-enrollments/3', body: { progress: 40 } },
      { key: 'antiga-2-abcdefgh', method: 'POST', path: '/learning/contents/5/trackings', body: { secondsPlayed: 9 } },
      { key: 'chave-nova-abcdefgh', method: 'PUT', path: '/learning/content-enrollments/3', body: { progress: 80 } },
    ]);
    expect(outbox.state()).toEqual({ pending: 0, refused: 0 });
  });

  it('tells its listeners when the number of waiting writes changes', async () => {
    const { outbox, setOnline } = setup();
    const seen: number[] = [];
    outbox.subscribe(() => seen.push(outbox.state().pending));
    setOnline(false);
    await outbox.send(a, { body: {} });
    setOnline(true);
    await outbox.flush();
    expect(seen).toContain(1);
    expect(seen.at(-1)).toBe(0);
    expect(outbox.state()).toBe(outbox.state());
  });
});
