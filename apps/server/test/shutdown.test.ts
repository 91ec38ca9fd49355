import { io as connectSocket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/packs/demo-packs';
import { TEST_ENGINE } from './harness';
import { startServerProcess } from './server-process';

// Graceful shutdown of a real server process: requests in flight when SIGTERM arrives are answered, open
// sockets are closed, and the process exits 0 after closing Redis and the database.

const login = (url: string) =>
  fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'maria@acme.example', password: DEMO_PASSWORD, idAppType: 1, idApp: 1 }),
  });

describe.skipIf(TEST_ENGINE !== 'sqlite')('graceful shutdown', () => {
  it('answers the requests in flight, closes sockets and exits 0 on SIGTERM', async () => {
    const server = await startServerProcess({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });
    try {
      const session = (await (await login(server.url)).json()) as { data: { token: string } };
      const socket = connectSocket(server.url, {
        transports: ['websocket'],
        reconnection: false,
        auth: { token: session.data.token },
        // A token is accepted only on its company's hosts.
        extraHeaders: { host: `acme.localhost:${new URL(server.url).port}` },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

      // Logins hash a password (tens of milliseconds each): several are still running when the signal lands.
      // The signal is sent once the server has logged all six as received.
      const received = () => server.output().split('"url":"/login"').length - 1;
      const before = received();
      const inFlight = Array.from({ length: 6 }, () => login(server.url));
      const deadline = Date.now() + 10_000;
      while (received() < before + 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      server.child.kill('SIGTERM');

      const answers = await Promise.all(inFlight);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await socketClosed).toBe('transport close');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
      expect(server.output()).toContain('"msg":"stopped"');
      // Some of the logins were answered after the stop began: they were in flight, and finished.
      expect(server.output().lastIndexOf('request completed')).toBeGreaterThan(
        server.output().indexOf('shutting down'),
      );
      await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    } finally {
      await server.kill();
      server.cleanup();
    }
  }, 60_000);
});
