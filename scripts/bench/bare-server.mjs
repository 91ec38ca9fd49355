// The floor of an authenticated read: Fastify + jose + node:sqlite and nothing else. Each request checks the
// bearer token's signature (jose, HS256), reads the member's row (node:sqlite, one query) and answers a JSON
// document set beforehand (`PUT /answer`), so it can be made the same size as a measured endpoint's answer.
//   PORT=... JWT_SECRET=... DATA_DIR=... node scripts/bench/bare-server.mjs
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import Fastify from 'fastify';
import { jwtVerify, SignJWT } from 'jose';

const secret = new TextEncoder().encode(process.env.JWT_SECRET);
const database = new DatabaseSync(join(process.env.DATA_DIR, 'bare.sqlite'));
database.exec('PRAGMA journal_mode = WAL');
database.exec('create table if not exists users (id integer primary key, tokenVersion integer, active integer)');
database.exec('insert or replace into users (id, tokenVersion, active) values (1, 1, 1)');
const findUser = database.prepare('select tokenVersion, active from users where id = ?');

let answer = { success: true };
const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
app.put('/answer', async (request) => {
  answer = request.body;
  return { success: true };
});
app.get('/token', async () => ({
  token: await new SignJWT({ tv: 1 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setExpirationTime('1h')
    .sign(secret),
}));
app.get('/read', async (request, reply) => {
  const header = request.headers.authorization ?? '';
  try {
    const { payload } = await jwtVerify(header.slice(7), secret, { algorithms: ['HS256'] });
    const user = findUser.get(Number(payload.sub));
    if (user?.active !== 1 || user.tokenVersion !== payload.tv) return reply.code(401).send({ success: false });
  } catch {
    return reply.code(401).send({ success: false });
  }
  return answer;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
