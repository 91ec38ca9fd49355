import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/packs/demo-packs';
import { createTestDatabase, type Json, TEST_ENGINE, type TestDatabase } from './harness';
import { buildScorm12Zip, chooseInEngine } from './scorm-builders';
import { requestOnHost, type ServerProcess, startServerProcess } from './server-process';
import { startTestRedis, startTestS3, type TestRedis, type TestS3, uniquePrefix } from './services';

// scale-out: two server processes on one PostgreSQL, one Redis and one S3-compatible bucket, with no load
// balancer: each step does something through instance A and checks it through instance B. Later areas add
// their step to STEPS (a content view, a chat message, a SCORM import...).

type Session = { token: string; idUser: number; idCompany: number; headers: Record<string, string> };

/** What every step can use: both instances, SQL on the shared database, and logins. */
type ScaleOut = {
  a: ServerProcess;
  b: ServerProcess;
  query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;
  /** Signs a demo member in through an instance, on the app of `bucket` (Acme's content app by default). */
  login: (via: ServerProcess, username: string, options?: { password?: string; bucket?: string }) => Promise<Session>;
  socket: (via: ServerProcess, session: Session) => Promise<Socket>;
};

type Step = { name: string; run: (cluster: ScaleOut) => Promise<void> };

/** Every request in these steps runs on PostgreSQL, Redis and S3 through real HTTP and WebSocket. */
const STEPS: Step[] = [
  {
    name: 'a session signed in on A is honoured on B',
    async run({ a, b, login }) {
      const maria = await login(a, 'maria@acme.example');
      const renewed = await fetch(`${b.url}/login/renewlogin`, {
        method: 'POST',
        headers: { ...maria.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ idUser: maria.idUser, idAppType: 1 }),
      });
      expect(renewed.status).toBe(200);
      expect(((await renewed.json()) as { loginInfo: { name: string } }).loginInfo.name).toBe('Maria Souza');
    },
  },
  {
    name: 'files written by one instance are served by the other from the shared bucket',
    async run({ a, b, query }) {
      // The demo logos were written to S3 by whichever instance imported the demo packs.
      const [app] = await query<{ logo: string }>(
        `select logo from apps where logo like '%.svg' order by "idApp" limit 1`,
      );
      const path = new URL(app?.logo ?? '/files/missing.svg', a.url).pathname;
      for (const instance of [a, b]) {
        const logo = await fetch(`${instance.url}${path}`, { headers: { range: 'bytes=0-4' } });
        expect(logo.status).toBe(206);
        expect(await logo.text()).toBe('<svg ');
      }
    },
  },
  {
    name: 'a chat message sent through A reaches a member in the room on B and is in the history B answers',
    async run({ a, b, login, socket, query }) {
      const maria = await login(a, 'maria@acme.example');
      // Ana: João's login attempts are counted by the rate-limit step.
      const ana = await login(b, 'ana@acme.example');
      const [room] = await query<{ idChatRoom: number }>(
        `select r."idChatRoom" from chat_rooms r join sections s on s."idSection" = r."idSection"
         where s.text = 'Bate-papo' and r."idCompany" = $1`,
        [maria.idCompany],
      );
      const onA = await socket(a, maria);
      const onB = await socket(b, ana);
      for (const client of [onA, onB]) {
        expect(await client.timeout(5000).emitWithAck('room', { room: room?.idChatRoom })).toEqual({ success: true });
      }
      const text = `Olá do A ${Date.now()}`;
      const received = new Promise<{ message: string; user: string }>((resolve) => {
        onB.on('NEW_MESSAGE_FROM_SERVER', (payload: { message?: string; user: string }) => {
          if (payload.message === text) resolve(payload as { message: string; user: string });
        });
      });
      const ack = await onA
        .timeout(5000)
        .emitWithAck('NEW_MESSAGE_FROM_CHAT', { room: room?.idChatRoom, message: text });
      expect(ack.success).toBe(true);
      expect(await received).toMatchObject({ user: 'Maria Souza' });
      const history = await fetch(`${b.url}/chat/rooms/${room?.idChatRoom}/history`, { headers: ana.headers });
      const days = ((await history.json()) as { data: Array<{ messages: Array<{ message: string }> }> }).data;
      expect(days.flatMap((day) => day.messages).at(-1)?.message).toBe(text);
      onA.disconnect();
      onB.disconnect();
    },
  },
  {
    name: 'the login rate limit counts attempts made on both instances together',
    async run({ a, b }) {
      const attempt = (via: ServerProcess) =>
        fetch(`${via.url}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'joao@acme.example', password: 'errada', idAppType: 1, idApp: 1 }),
        });
      const statuses: number[] = [];
      for (const via of [a, b, a, b, a, b, a]) statuses.push((await attempt(via)).status);
      // LOGIN_RATE_LIMIT_PER_MINUTE is 6 below: the seventh attempt is refused although each instance saw at most 4.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    },
  },
  {
    name: 'a realtime message sent through A reaches a socket connected to B',
    async run({ a, b, login, socket, query }) {
      // Resetting a password through A ends the member's sessions everywhere: the socket on B is told and closed.
      const ana = await login(a, 'ana@acme.example');
      const onB = await socket(b, ana);
      const ended = new Promise((resolve) => onB.once('SESSION_ENDED', resolve));
      const forgot = await fetch(`${a.url}/login/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ana@acme.example', idAppType: 1, idApp: 1 }),
      });
      expect(forgot.status).toBe(200);
      const [mail] = await query<{ body: string }>(
        `select body from outbox where recipient = 'ana@acme.example' order by "idOutbox" desc limit 1`,
      );
      const code = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
      const reset = await fetch(`${a.url}/login/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: code, password: 'Caminho-29' }),
      });
      expect(reset.status).toBe(200);
      await ended;
      onB.disconnect();
    },
  },
  {
    name: 'a packaged course opened through A is played from the bucket by B, and its progress read on A',
    async run({ a, b, login, query }) {
      const maria = await login(a, 'maria@acme.example', { bucket: 'acme-academy' });
      const call = async (via: ServerProcess, method: string, path: string, payload?: unknown) => {
        const response = await fetch(`${via.url}${path}`, {
          method,
          headers: { ...maria.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
          body: payload ? JSON.stringify(payload) : undefined,
        });
        if (response.status !== 200)
          throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as Json;
      };
      const teams = await call(a, 'GET', '/learning/teams?nodeCode=cursos-interativos');
      const { idEnrollment } = await call(b, 'POST', '/learning/enrollments', { idTeam: teams.data[0].idTeam });
      const student = `/learning/students/${maria.idUser}/enrollments/${idEnrollment}`;
      const { enrollment } = await call(a, 'GET', student);
      const idNodeEnrollment = enrollment.nodeEnrollment.idNodeEnrollment as number;
      const [course] = await query<{ idContentItem: number }>(
        `select "idContentItem" from learning_content_items where "idCompany" = $1 and "idContentType" = 26 and text = $2`,
        [maria.idCompany, 'Atendimento ao cliente'],
      );
      const idContentItem = course?.idContentItem;
      expect(idContentItem).toBeTypeOf('number');
      const answer = await call(b, 'GET', `${student}/contents/${idContentItem}?idNodeEnrollment=${idNodeEnrollment}`);
      const [sco] = answer.content.scorm.scos;
      // A sequenced course plays the lesson its engine delivered: the attempt opened on A, the engine asked for
      // the first lesson and its state saved on B, as the player does before a launch.
      const place = { idEnrollment, idContentItem, idNodeEnrollment };
      const opened = (await call(a, 'POST', '/learning/scorm/sequencing', place)).data;
      if (opened) {
        const choice = await chooseInEngine(opened, sco.identifier);
        expect(choice.allowed).toBe(true);
        await call(b, 'PUT', '/learning/scorm/sequencing', { ...place, ...choice.save });
      }
      const play = await call(b, 'POST', '/learning/scorm/play', {
        idEnrollment,
        idContentItem,
        idSco: sco.idSco,
        idNodeEnrollment,
      });
      // The package's files were written to the bucket when the demo was imported; either instance serves them,
      // on the content host beside the member's app host (a name the balancer sends to the same instances).
      const address = new URL(play.url);
      const lesson = await requestOnHost(a, address.host, { path: address.pathname + address.search });
      expect(lesson.status).toBe(200);
      expect(lesson.contentType).toMatch(/text\/html/);
      await call(a, 'PUT', `/learning/scorm/sco-enrollments/${play.idScoEnrollment}/cmi`, {
        sessionKey: play.sessionKey,
        sequence: 0,
        terminated: false,
        cmi: { location: 'tela-2' },
      });
      const resumed = await call(b, 'GET', `${student}/contents/${idContentItem}?idNodeEnrollment=${idNodeEnrollment}`);
      expect(resumed.content.scorm.scos[0].scoEnrollment).toMatchObject({ numberOfAccess: 1 });
    },
  },
  {
    name: 'a SCORM package uploaded through A is processed once, by one instance, and reads SUCCESS on B',
    async run({ a, b, login, query }) {
      // Globex's administrator: Ana's password was changed by an earlier step.
      const admin = await login(a, 'paula@globex.example', { bucket: 'globex' });
      const form = new FormData();
      form.set('title', 'Pacote enviado em produção');
      form.set('file', new Blob([new Uint8Array(await buildScorm12Zip())], { type: 'application/zip' }), 'curso.zip');
      const upload = await fetch(`${a.url}/admin/scorm-packages`, {
        method: 'POST',
        headers: admin.headers,
        body: form,
      });
      expect(upload.status).toBe(201);
      const { data } = (await upload.json()) as { data: { idScormPackage: number; status: string } };
      const deadline = Date.now() + 30_000;
      let status = data.status;
      while (status === 'PENDING' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const read = await fetch(`${b.url}/admin/scorm-packages/${data.idScormPackage}`, { headers: admin.headers });
        status = ((await read.json()) as { data: { status: string } }).data.status;
      }
      expect(status).toBe('SUCCESS');
      const jobs = await query<{ attempts: number }>(
        `select attempts from jobs where "idJob" = (select "idJob" from learning_scorm_packages where "idScormPackage" = $1)`,
        [data.idScormPackage],
      );
      expect(jobs.map((job) => job.attempts)).toEqual([1]);
    },
  },
];

const enabled = TEST_ENGINE === 'postgres';
let database: TestDatabase;
let redis: TestRedis;
let s3: TestS3;
let cluster: ScaleOut;
const sockets: Socket[] = [];

beforeAll(async () => {
  if (!enabled) return;
  database = await createTestDatabase();
  redis = await startTestRedis();
  s3 = await startTestS3();
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url as string,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: uniquePrefix(),
    LOGIN_RATE_LIMIT_PER_MINUTE: '6',
    // The test calls the instances as their proxy would, naming the app host in X-Forwarded-Host (a token is
    // accepted only on its company's hosts, and fetch cannot set Host).
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    ...s3.env,
  };
  // Both start at once on an empty database, as a deploy would: one migrates and seeds, the other waits.
  const [a, b] = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  cluster = {
    a,
    b,
    query: async (text, values) => (await pool.query(text, values)).rows,
    async login(via, username, { password = DEMO_PASSWORD, bucket = 'acme' } = {}) {
      const [target] = await cluster.query<{ idApp: number; idAppType: number }>(
        'select "idApp", "idAppType" from apps where bucket = $1',
        [bucket],
      );
      const response = await fetch(`${via.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password, idAppType: target?.idAppType, idApp: target?.idApp }),
      });
      if (response.status !== 200) throw new Error(`login of ${username} failed: ${await response.text()}`);
      const { data } = (await response.json()) as {
        data: { token: string; loginInfo: { idUser: number; idCompany: number } };
      };
      return {
        token: data.token,
        idUser: data.loginInfo.idUser,
        idCompany: data.loginInfo.idCompany,
        headers: { authorization: `Bearer ${data.token}`, 'x-forwarded-host': `${bucket}.localhost` },
      };
    },
    async socket(via, session) {
      const socket = connectSocket(via.url, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { token: session.token },
        extraHeaders: { 'x-forwarded-host': session.headers['x-forwarded-host'] ?? 'acme.localhost' },
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
  };
  afterAllTasks.push(() => pool.end());
}, 120_000);

const afterAllTasks: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  if (cluster) {
    expect(await cluster.a.stop()).toBe(0);
    expect(await cluster.b.stop()).toBe(0);
    cluster.a.cleanup();
    cluster.b.cleanup();
  }
  for (const task of afterAllTasks) await task();
  await s3?.stop();
  await redis?.stop();
  await database?.close();
}, 60_000);

describe.skipIf(!enabled)('scale-out: two instances on PostgreSQL, Redis and S3', () => {
  for (const step of STEPS) {
    it(step.name, () => step.run(cluster), 60_000);
  }
});
