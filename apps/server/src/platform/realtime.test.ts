import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startTestRedis, type TestRedis, uniquePrefix } from '../../test/services';
import { parseRoom, roomName, SESSION_ENDED } from './realtime';

// Two instances of the app on one database and one Redis, each listening on its own port, as behind a
// load balancer: what one emits reaches sockets connected to the other.
let redis: TestRedis;
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
  const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: uniquePrefix() };
  // Sessions are checked again every few hundred milliseconds here, so a test sees an expiry quickly.
  a = await createTestApp({ env, instanceId: 'a', socketRecheckMs: 300 });
  b = await createTestApp({ env, instanceId: 'b', database: a.database, socketRecheckMs: 300 });
  for (const instance of [a, b]) {
    instance.app.platform.realtime.authorizeRooms('team', (_auth, room) => room.id === 'sales');
  }
  urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await b?.close();
  await a?.close();
  await redis?.stop();
});

/** A socket to an instance; `host` is the app host it is opened on (a token is accepted on its company's hosts). */
function open(url: string, token: string | undefined, host?: string): Socket {
  const socket = connectSocket(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token ? { auth: { token } } : {}),
    ...(host ? { extraHeaders: { host } } : {}),
  });
  sockets.push(socket);
  return socket;
}

async function connected(socket: Socket): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

const join = (socket: Socket, room: string) =>
  socket.timeout(5000).emitWithAck('join', room) as Promise<{ success: boolean; code?: string }>;

function next<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('room names', () => {
  it('carry the company and read back', () => {
    expect(roomName(7)).toBe('company:7');
    expect(roomName(7, 'chat', 42)).toBe('company:7:chat:42');
    expect(parseRoom('company:7:chat:42')).toEqual({ idCompany: 7, kind: 'chat', id: '42' });
    expect(parseRoom('company:7:chat')).toBeUndefined();
    expect(parseRoom('company:x')).toBeUndefined();
    expect(parseRoom({})).toBeUndefined();
    expect(() => roomName(7, 'Bad Kind', 1)).toThrow();
  });
});

describe('socket authentication', () => {
  it('refuses a socket without a token and one with a forged token', async () => {
    await expect(connected(open(urlA, undefined))).rejects.toThrow('UNAUTHENTICATED');
    const maria = await a.login('maria@acme.example');
    const [header, claims] = maria.token.split('.');
    await expect(connected(open(urlA, `${header}.${claims}.c2lnbmF0dXJl`))).rejects.toThrow('UNAUTHENTICATED');
  });

  it('accepts the member token as the Authorization header too', async () => {
    const maria = await a.login('maria@acme.example');
    const socket = connectSocket(urlA, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { authorization: `Bearer ${maria.token}` },
    });
    sockets.push(socket);
    await connected(socket);
  });
});

describe('fan-out across instances', () => {
  it('delivers what instance A emits to a room to a socket connected to instance B', async () => {
    const maria = await a.login('maria@acme.example');
    const socket = open(urlB, maria.token);
    await connected(socket);
    const room = roomName(maria.loginInfo.idCompany, 'team', 'sales');
    expect(await join(socket, room)).toEqual({ success: true });
    const received = next<{ text: string }>(socket, 'NEW_MESSAGE_FROM_ADMIN');
    a.app.platform.realtime.io.to(room).emit('NEW_MESSAGE_FROM_ADMIN', { text: 'Olá, time!' });
    expect(await received).toEqual({ text: 'Olá, time!' });
  });

  it("puts every socket in its company's room and its member room, and nobody else's", async () => {
    const maria = await a.login('maria@acme.example');
    const carlos = await a.login('carlos@globex.example');
    const mariaSocket = open(urlB, maria.token);
    const carlosSocket = open(urlB, carlos.token, carlos.headers.host);
    await Promise.all([connected(mariaSocket), connected(carlosSocket)]);
    const toCarlos: unknown[] = [];
    carlosSocket.on('NOTICE', (payload) => toCarlos.push(payload));
    const received = next(mariaSocket, 'NOTICE');
    const { realtime } = a.app.platform;
    realtime.io.to(realtime.userRoom(maria.loginInfo.idCompany, maria.loginInfo.idUser)).emit('NOTICE', 'só Maria');
    expect(await received).toBe('só Maria');
    const companyWide = next(mariaSocket, 'NOTICE');
    realtime.io.to(realtime.room(maria.loginInfo.idCompany)).emit('NOTICE', 'toda a Acme');
    expect(await companyWide).toBe('toda a Acme');
    await new Promise((r) => setTimeout(r, 200));
    expect(toCarlos).toEqual([]);
  });
});

describe('room authorisation', () => {
  it("refuses another company's rooms, another member's room, unknown kinds and names no helper makes", async () => {
    const maria = await a.login('maria@acme.example');
    const joao = await a.login('joao@acme.example');
    const carlos = await a.login('carlos@globex.example');
    const acme = maria.loginInfo.idCompany;
    const carlosSocket = open(urlA, carlos.token, carlos.headers.host);
    const mariaSocket = open(urlA, maria.token);
    await Promise.all([connected(carlosSocket), connected(mariaSocket)]);
    const forbidden = { success: false, code: 'FORBIDDEN' };
    expect(await join(carlosSocket, roomName(acme))).toEqual(forbidden);
    expect(await join(carlosSocket, roomName(acme, 'team', 'sales'))).toEqual(forbidden);
    expect(await join(carlosSocket, roomName(acme, 'user', maria.loginInfo.idUser))).toEqual(forbidden);
    expect(await join(mariaSocket, roomName(acme, 'user', joao.loginInfo.idUser))).toEqual(forbidden);
    expect(await join(mariaSocket, roomName(acme, 'team', 'board'))).toEqual(forbidden);
    expect(await join(mariaSocket, roomName(acme, 'secret', 'x'))).toEqual(forbidden);
    expect(await join(mariaSocket, 'everyone')).toEqual(forbidden);
    expect(await join(mariaSocket, roomName(acme, 'user', maria.loginInfo.idUser))).toEqual({ success: true });
  });

  it('ends the socket of a member whose token was revoked when it next joins', async () => {
    const joao = await a.login('joao@acme.example');
    const socket = open(urlB, joao.token);
    await connected(socket);
    await a.db
      .updateTable('users')
      .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('idUser', '=', joao.loginInfo.idUser)
      .execute();
    const ended = next(socket, SESSION_ENDED);
    socket.emit('join', roomName(joao.loginInfo.idCompany, 'team', 'sales'));
    await ended;
  });
});

describe('sessions ended on another instance', () => {
  it('tells the sockets on B and disconnects them when the password is reset through A', async () => {
    const bruno = await a.login('bruno@acme.example');
    const socket = open(urlB, bruno.token);
    await connected(socket);
    const ended = next(socket, SESSION_ENDED);
    const disconnected = next<string>(socket, 'disconnect');
    const sent = a.mailer.sent.length;
    await a.app.inject({
      method: 'POST',
      url: '/login/forgot',
      payload: { username: 'bruno@acme.example', idAppType: 1, idApp: a.appOf('acme').idApp },
    });
    const code = /token=([\w-]+)/.exec(a.mailer.sent[sent]?.text ?? '')?.[1];
    const reset = await a.app.inject({
      method: 'POST',
      url: '/login/reset',
      payload: { token: code, password: 'Caminho-29' },
    });
    expect(reset.statusCode).toBe(200);
    await ended;
    expect(await disconnected).toBe('io server disconnect');
  });
});

describe('a socket ends with its session, whatever ends it, on every instance', () => {
  const logout = (headers: Record<string, string>) => a.app.inject({ method: 'POST', url: '/logout', headers });
  const ends = async (socket: Socket) => {
    const ended = next(socket, SESSION_ENDED);
    const disconnected = next<string>(socket, 'disconnect');
    await ended;
    expect(await disconnected).toBe('io server disconnect');
  };

  it("refuses a token on another company's host", async () => {
    const carlos = await a.login('carlos@globex.example');
    await expect(connected(open(urlA, carlos.token, 'acme.localhost'))).rejects.toThrow('UNAUTHENTICATED');
    await expect(connected(open(urlA, carlos.token))).rejects.toThrow('UNAUTHENTICATED');
    await connected(open(urlA, carlos.token, carlos.headers.host));
  });

  it("logout through A ends that session's socket on B, and not the member's other session", async () => {
    const phone = await a.login('joao@acme.example');
    const laptop = await a.login('joao@acme.example');
    const phoneSocket = open(urlB, phone.token);
    const laptopSocket = open(urlB, laptop.token);
    await Promise.all([connected(phoneSocket), connected(laptopSocket)]);
    const ended = ends(phoneSocket);
    expect((await logout(phone.headers)).statusCode).toBe(200);
    await ended;
    expect(await join(laptopSocket, roomName(laptop.loginInfo.idCompany, 'team', 'sales'))).toEqual({ success: true });
    expect(laptopSocket.connected).toBe(true);
  });

  it('deactivation through A disconnects the member on B', async () => {
    const ana = await a.login('ana@acme.example');
    const joao = await a.login('joao@acme.example');
    const socket = open(urlB, joao.token);
    await connected(socket);
    const ended = ends(socket);
    const deactivate = await a.app.inject({
      method: 'PUT',
      url: `/admin/users/${joao.loginInfo.idUser}/deactivate`,
      headers: ana.headers,
    });
    expect(deactivate.statusCode).toBe(200);
    await ended;
    await connected(open(urlB, joao.token)).then(
      () => expect.fail('a deactivated member connected'),
      (error: Error) => expect(error.message).toBe('UNAUTHENTICATED'),
    );
    await a.app.inject({ method: 'PUT', url: `/admin/users/${joao.loginInfo.idUser}/activate`, headers: ana.headers });
  });

  it("ending a support access ends the administrator's socket as the member", async () => {
    const ana = await a.login('ana@acme.example', 'acme-academy');
    const maria = await a.login('maria@acme.example', 'acme-academy');
    const started = await a.app.inject({
      method: 'POST',
      url: '/login/support-access',
      headers: ana.headers,
      payload: { idUser: maria.loginInfo.idUser },
    });
    expect(started.statusCode).toBe(200);
    const supportHeaders = { authorization: `Bearer ${started.json().result}`, host: ana.headers.host };
    const supportSocket = open(urlB, started.json().result, ana.headers.host);
    const mariaSocket = open(urlB, maria.token, maria.headers.host);
    await Promise.all([connected(supportSocket), connected(mariaSocket)]);
    const ended = ends(supportSocket);
    expect((await logout(supportHeaders)).statusCode).toBe(200);
    await ended;
    expect(mariaSocket.connected).toBe(true);
  });

  it('ends a socket when its token expires', async () => {
    const paula = await a.login('paula@globex.example');
    const socket = open(urlA, paula.token, paula.headers.host);
    await connected(socket);
    const ended = ends(socket);
    // Both instances' clocks move past the token's seven days (the last test of the file: tokens signed before
    // are expired from here on).
    a.clock.advance(8 * 24 * 60 * 60 * 1000);
    b.clock.advance(8 * 24 * 60 * 60 * 1000);
    await ended;
  });
});
