import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { TEST_ENGINE } from './harness';
import { type ServerProcess, startServerProcess } from './server-process';

// cluster: one machine, one command, two worker processes sharing the port on SQLite without Redis. Every
// request below opens a new connection, which the primary hands to the workers in turn, so each step
// involves both workers.

/** A JSON call on a connection of its own (no keep-alive), so consecutive calls reach different workers. */
function call(server: ServerProcess, method: string, path: string, body?: unknown, token?: string) {
  return new Promise<{ status: number; json: any }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      `${server.url}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

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
    const login = async (username: string) =>
      (await call(server, 'POST', '/login', { username, password: DEMO_PASSWORD, idAppType: 1, idApp: 1 })).json
        .data as { token: string; loginInfo: { idCompany: number } };
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
      const socket = connectSocket(server.url, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { token },
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
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
});
