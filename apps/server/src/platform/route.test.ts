import { contract } from '@trilha/shared/contract';
import { z } from '@trilha/shared/zod';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route } from './route';

const params = z.object({ idThing: z.coerce.number().int().positive() });
const query = z.object({ note: z.string().max(5).default('') });
const body = z.object({ title: z.string().min(1) });
const answer = z.object({ success: z.literal(true), idThing: z.number(), title: z.string(), note: z.string() });

const renameThing = contract<{
  params: typeof params;
  query: typeof query;
  body: typeof body;
  response: typeof answer;
}>('PUT', '/things/:idThing', 202);

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);

beforeAll(async () => {
  route(app, renameThing, { schema: { params, query, body, response: answer }, bodyLimit: 200 }, async (request) => ({
    success: true as const,
    idThing: request.params.idThing,
    title: request.body.title,
    note: request.query.note,
  }));
  await app.ready();
});
afterAll(() => app.close());

describe('route', () => {
  it("registers the contract's method and path and answers with its status", async () => {
    const reply = await app.inject({ method: 'PUT', url: '/things/12?note=oi', payload: { title: 'Novo' } });
    expect(reply.statusCode).toBe(202);
    expect(reply.json()).toEqual({ success: true, idThing: 12, title: 'Novo', note: 'oi' });
    expect((await app.inject({ method: 'GET', url: '/things/12' })).statusCode).toBe(404);
  });

  it("validates the path, the query and the body with the contract's schemas", async () => {
    const badParam = await app.inject({ method: 'PUT', url: '/things/abc', payload: { title: 'Novo' } });
    const badQuery = await app.inject({ method: 'PUT', url: '/things/1?note=longo-demais', payload: { title: 'x' } });
    const badBody = await app.inject({ method: 'PUT', url: '/things/1', payload: { title: '' } });
    expect([badParam.statusCode, badQuery.statusCode, badBody.statusCode]).toEqual([400, 400, 400]);
  });

  it("keeps the route's options", async () => {
    const large = await app.inject({ method: 'PUT', url: '/things/1', payload: { title: 'x'.repeat(300) } });
    expect(large.statusCode).toBe(413);
  });
});
