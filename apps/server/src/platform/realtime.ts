import type { Server as HttpServer } from 'node:http';
import { createAdapter as createClusterAdapter } from '@socket.io/cluster-adapter';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AuthContext } from './auth-context';
import { closeRedis } from './redis';

/**
 * Realtime for modules (chat, notifications...): Socket.IO 4 on the API's own HTTP server.
 *
 * - A client connects with its session token (`io(url, { auth: { token } })`, or an
 *   `Authorization: Bearer` header); the token is checked as on HTTP (signature, `tokenVersion`, active member).
 * - Every socket is in its company's room and in its own member room. Other rooms are joined with
 *   `socket.emit('join', room, ack)` and left with `'leave'`; the ack is `{ success: true }` or
 *   `{ success: false, code }`.
 * - Room names carry the company: `company:<idCompany>[:<kind>:<id>]`, built with `room()`. A member can
 *   join only rooms of their own company, and only of a kind a module has registered with
 *   `authorizeRooms(kind, check)`; the check decides on the rest (for example, is this member in the chat).
 * - With `REDIS_URL` the Redis adapter fans every emit out to the sockets of all instances; without it, the
 *   workers of one machine's cluster reach each other's sockets through the primary (cluster adapter).
 *
 * Modules emit with `realtime.io.to(realtime.room(idCompany, 'chat', idChat)).emit(EVENT, payload)` and
 * add client events with `realtime.onConnection((socket, auth) => socket.on(...))`.
 */
export type Realtime = {
  io: Server;
  /** `company:<idCompany>`, or `company:<idCompany>:<kind>:<id>` for a topic of the company. */
  room: (idCompany: number, kind?: string, id?: string | number) => string;
  /** The room of one member's sockets (every device they are signed in on). */
  userRoom: (idCompany: number, idUser: number) => string;
  /** Lets members join rooms of `kind` when `check` says yes (the company is already checked). */
  authorizeRooms: (kind: string, check: RoomCheck) => void;
  /** Runs for every authenticated socket; modules add their client events here. */
  onConnection: (handler: (socket: Socket, auth: AuthContext) => void) => void;
  /** Tells every socket of a member, on any instance, that the session ended, and disconnects them. */
  endSessions: (idCompany: number, idUser: number) => Promise<void>;
  /** Closes this instance's connections (clients reconnect elsewhere) and stops the fan-out (graceful shutdown). */
  close: () => Promise<void>;
};

/** A room's parts as `room()` built them. */
export type RoomName = { idCompany: number; kind: string | undefined; id: string | undefined };

export type RoomCheck = (auth: AuthContext, room: RoomName) => boolean | Promise<boolean>;

/** The event a socket receives when its session is revoked (password changed, member deactivated). */
export const SESSION_ENDED = 'SESSION_ENDED';

const ROOM_PATTERN = /^company:(\d{1,12})(?::([a-z][a-z0-9-]{0,31}):([A-Za-z0-9_-]{1,64}))?$/;

/** Reads a room name; undefined for a name `room()` could not have made. */
export function parseRoom(name: unknown): RoomName | undefined {
  if (typeof name !== 'string') return undefined;
  const match = ROOM_PATTERN.exec(name);
  if (!match) return undefined;
  return { idCompany: Number(match[1]), kind: match[2], id: match[3] };
}

export function roomName(idCompany: number, kind?: string, id?: string | number): string {
  const name = kind === undefined ? `company:${idCompany}` : `company:${idCompany}:${kind}:${id}`;
  if (!parseRoom(name)) throw new Error(`invalid room name: ${name}`);
  return name;
}

type RealtimeDeps = {
  server: HttpServer;
  authenticate: (token: string) => Promise<AuthContext | null>;
  /** Whether a browser page from this origin may open a socket (the tenant hosts). */
  isAllowedOrigin: (origin: string) => Promise<boolean>;
  log: FastifyBaseLogger;
  /** Publish and subscribe connections for the adapter; without them the fan-out stays on this machine. */
  redis?: { pub: Redis; sub: Redis; keyPrefix: string };
  /** A worker of a cluster without Redis: emits reach the other workers' sockets through the primary. */
  inCluster?: boolean;
};

type Ack = (answer: { success: boolean; code?: string }) => void;

export function createRealtime({
  server,
  authenticate,
  isAllowedOrigin,
  log,
  redis,
  inCluster = false,
}: RealtimeDeps): Realtime {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      if (!origin) return callback(null, true);
      isAllowedOrigin(origin).then(
        (allowed) => callback(allowed ? null : 'origin not allowed', allowed),
        () => callback('origin check failed', false),
      );
    },
  });
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub, { key: `${redis.keyPrefix}socket.io` }));
  else if (inCluster) io.adapter(createClusterAdapter());

  const checks = new Map<string, RoomCheck>();
  const handlers: Array<(socket: Socket, auth: AuthContext) => void> = [];
  const userRoom = (idCompany: number, idUser: number) => roomName(idCompany, 'user', idUser);
  checks.set('user', (auth, room) => room.id === String(auth.idUser));

  const tokenOf = (socket: Socket): string | undefined => {
    const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
    const header = socket.handshake.headers.authorization;
    return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  };

  io.use((socket, next) => {
    const token = tokenOf(socket);
    (token ? authenticate(token) : Promise.resolve(null)).then(
      (auth) => {
        if (!auth) return next(new Error('UNAUTHENTICATED'));
        socket.data.auth = auth;
        next();
      },
      (error: unknown) => {
        log.error({ err: error }, 'socket authentication failed');
        next(new Error('INTERNAL'));
      },
    );
  });

  io.on('connection', (socket) => {
    const auth = socket.data.auth as AuthContext;
    void socket.join([roomName(auth.idCompany), userRoom(auth.idCompany, auth.idUser)]);

    socket.on('join', async (name: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => undefined;
      try {
        // The session may have been revoked since the socket connected.
        const token = tokenOf(socket);
        const current = token ? await authenticate(token) : null;
        if (!current) {
          socket.emit(SESSION_ENDED);
          socket.disconnect(true);
          return;
        }
        const room = parseRoom(name);
        const check = room?.kind ? checks.get(room.kind) : undefined;
        const allowed =
          room !== undefined &&
          room.idCompany === current.idCompany &&
          (room.kind === undefined || (check !== undefined && (await check(current, room))));
        if (!allowed || typeof name !== 'string') return reply({ success: false, code: 'FORBIDDEN' });
        await socket.join(name);
        reply({ success: true });
      } catch (error) {
        log.error({ err: error }, 'socket join failed');
        reply({ success: false, code: 'INTERNAL' });
      }
    });

    socket.on('leave', async (name: unknown, ack?: Ack) => {
      if (typeof name === 'string' && name !== roomName(auth.idCompany)) await socket.leave(name);
      if (typeof ack === 'function') ack({ success: true });
    });

    for (const handler of handlers) handler(socket, auth);
  });

  return {
    io,
    room: roomName,
    userRoom,
    authorizeRooms(kind, check) {
      if (!/^[a-z][a-z0-9-]{0,31}$/.test(kind) || kind === 'user') throw new Error(`invalid room kind: ${kind}`);
      checks.set(kind, check);
    },
    onConnection(handler) {
      handlers.push(handler);
    },
    async endSessions(idCompany, idUser) {
      const room = userRoom(idCompany, idUser);
      io.in(room).emit(SESSION_ENDED);
      io.in(room).disconnectSockets();
    },
    async close() {
      // Closing the connections (not disconnecting the sockets) lets clients reconnect, to another instance.
      io.engine.close();
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      if (redis) await Promise.all([closeRedis(redis.pub), closeRedis(redis.sub)]);
    },
  };
}
