import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/packs/demo-packs';
import { SESSION_ENDED } from '../src/platform/realtime';
import { type Json, TEST_ENGINE } from './harness';
import { requestOnHost, type ServerProcess, startServerProcess } from './server-process';

// cluster: one machine, one command, two worker processes sharing the port on SQLite without Redis. Every
// request below opens a new connection, which the primary hands to the workers in turn, so each step
// involves both workers. Calls name Acme's host: a token is accepted only on its company's hosts.

const acmeHost = (server: ServerProcess) => `acme.localhost:${new URL(server.url).port}`;

/** A JSON call on a connection of its own (no keep-alive), so consecutive calls reach different workers. */
async function call(server: ServerProcess, method: string, path: string, body?: unknown, token?: string) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const answer = await requestOnHost(server, acmeHost(server), {
    method,
    path,
    headers: {
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { body: payload } : {}),
  });
  return { status: answer.status, json: answer.text ? JSON.parse(answer.text) : null } as {
    status: number;
    json: Json;
  };
}

/** A socket on its own connection (the primary hands connections to the workers in turn). */
async function connectTo(token: string): Promise<Socket> {
  const socket = connectSocket(server.url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
    extraHeaders: { host: acmeHost(server) },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Resolves once the server ended the socket's session: `SESSION_ENDED`, then its disconnection. */
function sessionEnded(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let told = false;
    socket.once(SESSION_ENDED, () => {
      told = true;
    });
    socket.once('disconnect', (reason) => resolve(told ? reason : `disconnected without ${SESSION_ENDED}: ${reason}`));
  });
}

const login = async (username: string) =>
  (await call(server, 'POST', '/login', { username, password: DEMO_PASSWORD, idAppType: 1, idApp: 1 })).json.data as {
    token: string;
    loginInfo: { idUser: number; idCompany: number };
  };

const enabled = TEST_ENGINE === 'sqlite';
let server: ServerProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  if (!enabled) return;
  server = await startServerProcess({ env: { WORKERS: '2', LOGIN_RATE_LIMIT_PER_MINUTE: '6', LOG_LEVEL: 'warn' } });
  // The first worker answers before the second listens; the primary says when both do.
  const deadline = Date.now() + 60_000;
  while (!server.output().includes('(2 processos)') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  if (server) {
    expect(await server.stop()).toBe(0);
    server.cleanup();
  }
}, 60_000);

describe.runIf(enabled)('a cluster of workers on one machine', () => {
  it('starts two workers under one primary', () => {
    expect(server.output()).toContain('(2 processos)');
    const workers = new Set([...server.output().matchAll(/"pid":(\d+)/g)].map((match) => match[1]));
    expect(workers.size).toBe(2);
  });

  it('counts login attempts made on both workers against one limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const answer = await call(server, 'POST', '/login', {
        username: 'joao@acme.example',
        password: 'errada',
        idAppType: 1,
        idApp: 1,
      });
      statuses.push(answer.status);
    }
    // Each worker saw at most four attempts; the seventh of the machine is refused.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('delivers a chat message sent to one worker to the sockets of the other', async () => {
    const maria = await login('maria@acme.example');
    const ana = await login('ana@acme.example');
    const database = new DatabaseSync(join(server.dataDir, 'trilha.sqlite'), { readOnly: true });
    const room = database
      .prepare(
        `select r."idChatRoom" as id from chat_rooms r join sections s on s."idSection" = r."idSection"
         where s.text = 'Bate-papo' and r."idCompany" = ?`,
      )
      .get(maria.loginInfo.idCompany) as { id: number };
    database.close();
    const connect = async (token: string) => {
      const socket = await connectTo(token);
      expect(await socket.timeout(5000).emitWithAck('room', { room: room.id })).toEqual({ success: true });
      return socket;
    };
    // Four connections in turn: two on each worker.
    const sender = await connect(maria.token);
    const receivers = [await connect(ana.token), await connect(ana.token), await connect(ana.token)];
    const text = `Olá de um worker ${Date.now()}`;
    const arrivals = receivers.map(
      (socket) =>
        new Promise<string>((resolve) =>
          socket.on('NEW_MESSAGE_FROM_SERVER', (payload: { message?: string }) => {
            if (payload.message === text) resolve(payload.message);
          }),
        ),
    );
    const ack = await sender.timeout(5000).emitWithAck('NEW_MESSAGE_FROM_CHAT', { room: room.id, message: text });
    expect(ack.success).toBe(true);
    expect(await Promise.all(arrivals)).toEqual([text, text, text]);
  });

  it("ends a session's sockets on both workers when it logs out on one", async () => {
    const phone = await login('maria@acme.example');
    const laptop = await login('maria@acme.example');
    // Consecutive connections: one socket of the session on each worker.
    const phoneSockets = [await connectTo(phone.token), await connectTo(phone.token)];
    const laptopSocket = await connectTo(laptop.token);
    const ended = phoneSockets.map(sessionEnded);
    expect((await call(server, 'POST', '/logout', undefined, phone.token)).status).toBe(200);
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(laptopSocket.connected).toBe(true);
    expect((await call(server, 'GET', `/users/${phone.loginInfo.idUser}`, undefined, phone.token)).status).toBe(401);
  });

  it("disconnects a deactivated member's sockets on both workers, and they cannot connect again", async () => {
    const ana = await login('ana@acme.example');
    // Maria (João's attempts of this minute are used up by the login limit above).
    const maria = await login('maria@acme.example');
    const mariaSockets = [await connectTo(maria.token), await connectTo(maria.token)];
    const ended = mariaSockets.map(sessionEnded);
    const deactivated = await call(server, 'PUT', `/admin/users/${maria.loginInfo.idUser}/deactivate`, {}, ana.token);
    expect(deactivated.status).toBe(200);
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect']);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(connectTo(maria.token)).rejects.toThrow('UNAUTHENTICATED');
    }
  });
});
