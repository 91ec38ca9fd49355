import { CHAT_MESSAGE_MAX_LENGTH, CHAT_RATE_MAX_MESSAGES } from '@trilha/shared/constants';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function open(username: string, bucket?: string): Promise<Socket> {
  const session = await t.login(username, bucket);
  return openWith(session.token, session.headers.host);
}

/** A socket with a token, on an app host of the token's company. */
async function openWith(token: string, host: string): Promise<Socket> {
  const socket = connectSocket(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
    extraHeaders: { host },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

type Ack = { success: boolean; code?: string; message?: unknown };
const emit = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack>;

function next<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  accept: (payload: T) => boolean = () => true,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

async function sectionRoom(username: string, bucket: string, text = 'Bate-papo') {
  const session = await t.login(username);
  const section = await t.db
    .selectFrom('sections')
    .select('idSection')
    .where('idApp', '=', t.appOf(bucket).idApp)
    .where('text', '=', text)
    .executeTakeFirstOrThrow();
  const response = await t.app.inject({
    method: 'GET',
    url: `/chat/sections/${section.idSection}/room`,
    headers: session.headers,
  });
  return { response, idSection: section.idSection, session };
}

describe('chat rooms and history', () => {
  it("answers the chat section's room and its history as day entries", async () => {
    const { response, session } = await sectionRoom('maria@acme.example', 'acme');
    expect(response.statusCode).toBe(200);
    const { room } = body(response);
    expect(room).toMatchObject({ name: 'Bate-papo' });
    const history = await t.app.inject({
      method: 'GET',
      url: `/chat/rooms/${room.idChatRoom}/history`,
      headers: session.headers,
    });
    expect(history.statusCode).toBe(200);
    const { data } = body(history);
    // The demo's conversation: two messages yesterday, two today.
    expect(data).toHaveLength(2);
    expect(data[0].date < data[1].date).toBe(true);
    expect(data.flatMap((day: { messages: unknown[] }) => day.messages)).toHaveLength(4);
    expect(data[1].messages[1]).toMatchObject({ user: 'Ana Lima', message: 'Está na Biblioteca, pasta Manuais.' });
  });

  it("refuses another company's room and section, and a section that is not a chat room", async () => {
    const acme = await sectionRoom('maria@acme.example', 'acme');
    const carlos = await t.login('carlos@globex.example');
    const { idChatRoom } = body(acme.response).room;
    for (const path of [`/chat/rooms/${idChatRoom}/history`, `/chat/sections/${acme.idSection}/room`]) {
      const response = await t.app.inject({ method: 'GET', url: path, headers: carlos.headers });
      expect(response.statusCode).toBe(404);
    }
    const library = await t.db
      .selectFrom('sections')
      .select('idSection')
      .where('idApp', '=', t.appOf('acme').idApp)
      .where('idSectionType', '=', 13)
      .executeTakeFirstOrThrow();
    const notChat = await t.app.inject({
      method: 'GET',
      url: `/chat/sections/${library.idSection}/room`,
      headers: acme.session.headers,
    });
    expect(notChat.statusCode).toBe(404);
  });
});

describe('chat over sockets', () => {
  it('delivers a message to every member in the room, keeps it for the history, and sends join notices', async () => {
    const { response, session } = await sectionRoom('maria@acme.example', 'acme');
    const { idChatRoom } = body(response).room;
    const maria = await open('maria@acme.example');
    const joao = await open('joao@acme.example');
    expect(await emit(maria, 'room', { room: idChatRoom, event: 'NEW_MESSAGE_FROM_CHAT' })).toEqual({ success: true });
    const joinNotice = next(maria, 'NEW_MESSAGE_FROM_SERVER', (payload) => payload.notice === 'join');
    expect(await emit(joao, 'room', { room: idChatRoom })).toEqual({ success: true });
    expect(await joinNotice).toMatchObject({ notice: 'join', user: 'João Pereira', room: idChatRoom });

    const received = next(joao, 'NEW_MESSAGE_FROM_SERVER', (payload) => typeof payload.message === 'string');
    const ack = await emit(maria, 'NEW_MESSAGE_FROM_CHAT', { room: idChatRoom, message: '  <b>Olá</b>, João!  ' });
    expect(ack.success).toBe(true);
    // Text stays text: trimmed, never turned into or stripped of markup.
    expect(await received).toMatchObject({ user: 'Maria Souza', message: '<b>Olá</b>, João!', room: idChatRoom });

    const history = await t.app.inject({
      method: 'GET',
      url: `/chat/rooms/${idChatRoom}/history`,
      headers: session.headers,
    });
    const messages = body(history).data.flatMap((day: { messages: unknown[] }) => day.messages);
    expect(messages.at(-1)).toMatchObject({ message: '<b>Olá</b>, João!', user: 'Maria Souza' });

    const leaveNotice = next(maria, 'NEW_MESSAGE_FROM_SERVER', (payload) => payload.notice === 'leave');
    joao.disconnect();
    expect(await leaveNotice).toMatchObject({ notice: 'leave', user: 'João Pereira' });
  });

  it('answers content rooms on their own SERVER events', async () => {
    const { response } = await sectionRoom('maria@acme.example', 'acme');
    const { idChatRoom } = body(response).room;
    const maria = await open('maria@acme.example');
    const ana = await open('ana@acme.example');
    for (const socket of [maria, ana]) {
      expect(await emit(socket, 'room', { room: idChatRoom, event: 'NEW_MESSAGE_FROM_LIVE_CHAT' })).toEqual({
        success: true,
      });
    }
    const received = next(ana, 'NEW_MESSAGE_FROM_LIVE_SERVER', (payload) => payload.message === 'Ao vivo!');
    expect((await emit(maria, 'NEW_MESSAGE_FROM_LIVE_CHAT', { room: idChatRoom, message: 'Ao vivo!' })).success).toBe(
      true,
    );
    expect(await received).toMatchObject({ user: 'Maria Souza' });
  });

  it('refuses empty and too long messages, and messages to a room the socket did not join', async () => {
    const { response } = await sectionRoom('maria@acme.example', 'acme');
    const { idChatRoom } = body(response).room;
    const maria = await open('maria@acme.example');
    expect(await emit(maria, 'NEW_MESSAGE_FROM_CHAT', { room: idChatRoom, message: 'oi' })).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
    });
    await emit(maria, 'room', { room: idChatRoom });
    for (const message of ['', '   ', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), 42, null, 'nul \u0000 byte']) {
      expect(await emit(maria, 'NEW_MESSAGE_FROM_CHAT', { room: idChatRoom, message })).toMatchObject({
        success: false,
        code: 'CHAT_MESSAGE_INVALID',
      });
    }
    expect(
      (await emit(maria, 'NEW_MESSAGE_FROM_CHAT', { room: idChatRoom, message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) }))
        .success,
    ).toBe(true);
    for (const payload of [null, 'room', { room: 'abc' }, { room: -1 }]) {
      expect((await emit(maria, 'room', payload)).success).toBe(false);
    }
  });

  it('limits how many messages a socket sends in a row', async () => {
    const { response } = await sectionRoom('maria@acme.example', 'acme');
    const { idChatRoom } = body(response).room;
    const ana = await open('ana@acme.example');
    await emit(ana, 'room', { room: idChatRoom });
    const answers: Ack[] = [];
    for (let i = 0; i <= CHAT_RATE_MAX_MESSAGES; i++) {
      answers.push(await emit(ana, 'NEW_MESSAGE_FROM_CHAT', { room: idChatRoom, message: `mensagem ${i}` }));
    }
    expect(answers.slice(0, CHAT_RATE_MAX_MESSAGES).every((answer) => answer.success)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ success: false, code: 'CHAT_RATE_LIMITED' });
  });

  it("does not let a member of Globex into an Acme room, by 'room' or by 'join'", async () => {
    const { response } = await sectionRoom('maria@acme.example', 'acme');
    const { idChatRoom } = body(response).room;
    const carlos = await open('carlos@globex.example');
    expect(await emit(carlos, 'room', { room: idChatRoom })).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const acmeCompany = t.appOf('acme').idCompany;
    expect(await emit(carlos, 'join', `company:${acmeCompany}:chat:${idChatRoom}`)).toMatchObject({ success: false });
    expect(await emit(carlos, 'NEW_MESSAGE_FROM_CHAT', { room: idChatRoom, message: 'intruso' })).toMatchObject({
      success: false,
    });
    // Globex's own room is open to Carlos.
    const globex = await sectionRoom('carlos@globex.example', 'globex');
    expect(await emit(carlos, 'room', { room: body(globex.response).room.idChatRoom })).toEqual({ success: true });
  });
});

describe('chat sockets and sessions', () => {
  const messagesIn = async (idChatRoom: number) =>
    Number(
      (
        await t.db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('idChatRoom', '=', idChatRoom)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ended = (socket: Socket) =>
    new Promise<string>((resolve) => {
      socket.once('SESSION_ENDED', () => socket.once('disconnect', (reason) => resolve(reason)));
    });

  it("disconnects a deactivated member's socket, which can no longer post", async () => {
    const { response } = await sectionRoom('maria@acme.example', 'acme');
    const { idChatRoom } = body(response).room;
    const ana = await t.login('ana@acme.example');
    const joao = await open('joao@acme.example');
    expect(await emit(joao, 'room', { room: idChatRoom })).toEqual({ success: true });
    const before = await messagesIn(idChatRoom);
    const gone = ended(joao);
    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `/admin/users/${(await t.login('joao@acme.example')).loginInfo.idUser}/deactivate`,
      headers: ana.headers,
    });
    expect(deactivate.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(joao.connected).toBe(false);
    expect(await messagesIn(idChatRoom)).toBe(before);
    const idJoao = (
      await t.db
        .selectFrom('users')
        .select('idUser')
        .where('username', '=', 'joao@acme.example')
        .executeTakeFirstOrThrow()
    ).idUser;
    await t.db.updateTable('users').set({ active: 1 }).where('idUser', '=', idJoao).execute();
  });

  it('posts nothing for a session revoked without telling the socket, and ends the socket', async () => {
    const { response } = await sectionRoom('maria@acme.example', 'acme');
    const { idChatRoom } = body(response).room;
    const joao = await open('joao@acme.example');
    expect(await emit(joao, 'room', { room: idChatRoom })).toEqual({ success: true });
    const before = await messagesIn(idChatRoom);
    // Deactivated behind the platform's back (another tool, a lost fan-out): the next write checks the session.
    await t.db.updateTable('users').set({ active: 0 }).where('username', '=', 'joao@acme.example').execute();
    const gone = ended(joao);
    joao.emit('NEW_MESSAGE_FROM_CHAT', { room: idChatRoom, message: 'ainda estou aqui?' });
    expect(await gone).toBe('io server disconnect');
    expect(await messagesIn(idChatRoom)).toBe(before);
    await t.db.updateTable('users').set({ active: 1 }).where('username', '=', 'joao@acme.example').execute();
  });

  it('records a message sent during support access in the audit log, with both members', async () => {
    const { response } = await sectionRoom('maria@acme.example', 'acme');
    const { idChatRoom } = body(response).room;
    const ana = await t.login('ana@acme.example');
    const maria = await t.login('maria@acme.example');
    const started = await t.app.inject({
      method: 'POST',
      url: '/login/support-access',
      headers: ana.headers,
      payload: { idUser: maria.loginInfo.idUser },
    });
    expect(started.statusCode).toBe(200);
    const socket = await openWith(body(started).result, ana.headers.host);
    expect(await emit(socket, 'room', { room: idChatRoom })).toEqual({ success: true });
    const ack = await emit(socket, 'NEW_MESSAGE_FROM_CHAT', { room: idChatRoom, message: 'Mensagem do suporte' });
    expect(ack.success).toBe(true);
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('source', '=', 'support')
      .where('action', '=', 'socket.NEW_MESSAGE_FROM_CHAT')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      idCompany: maria.loginInfo.idCompany,
      idUser: maria.loginInfo.idUser,
      supportIdUser: ana.loginInfo.idUser,
      entityId: String(idChatRoom),
      // In words, as the console's audit log shows it.
      summary: `Mensagem no bate-papo (sala ${idChatRoom})`,
    });
    // Joining the room is a read: not recorded.
    expect(
      await t.db.selectFrom('audit_log').select('idAuditLog').where('action', '=', 'socket.room').execute(),
    ).toEqual([]);
  });
});
