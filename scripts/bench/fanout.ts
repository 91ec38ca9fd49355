// Socket.IO fan-out of the chat: many members in one room, messages sent at a steady rate, every delivery timed.
//   node --import tsx scripts/bench/fanout.ts [--clients 1000] [--seconds 10] [--rates 10,50]
// The chat takes at most 10 messages per 10 s from one socket, so a rate of N messages a second uses N
// senders, each sending one a second. Prints one table and writes the raw results to
// bench/results/fanout-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '../../apps/server/src/packs/demo-packs';
import { startServerProcess } from '../../apps/server/test/server-process';

const ROOT = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    rates: { type: 'string', default: '10,50' },
  },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const RATES = String(args.rates)
  .split(',')
  .map((rate) => Number(rate));
const TAG = 'bench:';

type Row = {
  clients: number;
  rate: number;
  sent: number;
  expected: number;
  delivered: number;
  p50: number;
  p99: number;
};

// Called as its proxy would call it, naming the demo company's host: a token is accepted only on its
// company's hosts, and fetch cannot set `Host`.
const server = await startServerProcess({ env: { LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' } });
const APP_HOST = { 'x-forwarded-host': 'acme.localhost' };
const sockets: Socket[] = [];
try {
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...APP_HOST,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    // biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few fields of many different answers; typing each would restate the API
    return (await response.json()) as any;
  };
  const {
    app: [app],
  } = await call('/app/details', { bucket: 'acme' });
  const login = async (username: string) =>
    (await call('/login', { username, password: DEMO_PASSWORD, idApp: app.idApp, idAppType: app.idAppType })).data;
  const maria = await login('maria@acme.example');
  const joao = await login('joao@acme.example');
  // The chat room section of the demo (type 36), and its room.
  const renewed = await call('/login/renewlogin', { idUser: maria.loginInfo.idUser, idAppType: 1 }, maria.token);
  const sections = (
    renewed.data.menu as Array<{
      idSection: number;
      idSectionType: number;
      menuOption?: Array<{ idSection: number; idSectionType: number }>;
    }>
  ).flatMap((entry) => [entry, ...(entry.menuOption ?? [])]);
  const chat = sections.find((section) => section.idSectionType === 36);
  if (!chat) throw new Error('the demo has no chat room section');
  const room = (await call(`/chat/sections/${chat.idSection}/room`, undefined, maria.token)).room.idChatRoom as number;

  const connect = async (token: string) => {
    const socket = io(server.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token },
      extraHeaders: APP_HOST,
    });
    sockets.push(socket);
    await new Promise<void>((done, fail) => {
      socket.once('connect', () => done());
      socket.once('connect_error', fail);
    });
    await socket.timeout(30_000).emitWithAck('room', { room, event: 'NEW_MESSAGE_FROM_CHAT' });
    return socket;
  };

  // Receivers: every arrival of a tagged message is timed against the moment it names.
  const arrivals: Array<{ id: string; ms: number }> = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const socket = await connect(joao.token);
    socket.on('NEW_MESSAGE_FROM_SERVER', (message: { message?: string }) => {
      const text = message?.message ?? '';
      if (!text.startsWith(TAG)) return;
      const [, id, sentAt] = text.split(':');
      arrivals.push({ id: id ?? '', ms: Date.now() - Number(sentAt) });
    });
  }
  // The join notices of the receivers settle before anything is measured.
  await new Promise((done) => setTimeout(done, 3_000));

  const rows: Row[] = [];
  for (const rate of RATES) {
    const senders: Socket[] = [];
    for (let index = 0; index < rate; index += 1) senders.push(await connect(maria.token));
    await new Promise((done) => setTimeout(done, 11_000)); // a fresh rate window for the senders
    arrivals.length = 0;
    let sent = 0;
    const started = Date.now();
    const timers = senders.map((socket, index) =>
      setTimeout(
        () => {
          const send = () => {
            if (Date.now() - started >= SECONDS * 1000) return;
            sent += 1;
            socket.emit('NEW_MESSAGE_FROM_CHAT', { room, message: `${TAG}${rate}-${index}-${sent}:${Date.now()}` });
          };
          send();
          const interval = setInterval(send, 1000);
          setTimeout(() => clearInterval(interval), SECONDS * 1000 + 10);
        },
        (index * 1000) / rate,
      ),
    );
    await new Promise((done) => setTimeout(done, SECONDS * 1000 + 5_000));
    timers.forEach(clearTimeout);
    const latencies = arrivals.map((arrival) => arrival.ms).sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
    rows.push({
      clients: CLIENTS,
      rate,
      sent,
      expected: sent * CLIENTS,
      delivered: arrivals.length,
      p50: at(0.5),
      p99: at(0.99),
    });
    for (const socket of senders) socket.disconnect();
  }

  console.log(`\nSocket.IO fan-out, ${CLIENTS} clients in one room, ${SECONDS} s per rate`);
  console.log(['msg/s', 'sent', 'delivered', 'ratio', 'p50 ms', 'p99 ms'].map((h) => h.padStart(10)).join(''));
  for (const row of rows) {
    console.log(
      [row.rate, row.sent, row.delivered, (row.delivered / Math.max(1, row.expected)).toFixed(4), row.p50, row.p99]
        .map((value) => String(value).padStart(10))
        .join(''),
    );
  }
  const folder = join(ROOT, 'bench/results');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `fanout-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ clients: CLIENTS, seconds: SECONDS, rows }, null, 2));
  console.log(`raw results: ${file}`);
} finally {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
  server.cleanup();
}
