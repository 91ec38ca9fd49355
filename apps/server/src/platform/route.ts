import type { CallSchemas, Contract } from '@trilha/shared/contract';
import type { z } from '@trilha/shared/zod';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app as a routes plugin sees it: schemas are zod. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What Fastify validates and serializes a contract's call with. */
type FastifySchemas<S extends CallSchemas> = {
  params: S['params'];
  querystring: S['query'];
  body: S['body'];
  response: Record<number, S['response']>;
};

type Options<S extends CallSchemas> = Pick<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    FastifySchemas<S>,
    ZodTypeProvider
  >,
  'bodyLimit' | 'config' | 'preHandler' | 'logLevel'
> & {
  /** The contract's schemas, as values: the compiler holds them to the contract's. */
  schema: S;
  /** Answers other than the call's own, documented for the API reference (a 403 of an export). */
  otherAnswers?: Record<number, z.ZodType>;
};

export type ContractHandler<S extends CallSchemas> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  FastifySchemas<S>,
  ZodTypeProvider
>;

/**
 * Registers the route of a contract (`@trilha/shared/contract`): its method and path, its status (set before
 * the handler runs), and validation of what it takes and answers with the contract's own schemas.
 */
export function route<S extends CallSchemas>(
  app: ZodApp,
  call: Contract<S>,
  { schema, otherAnswers, ...options }: Options<NoInfer<S>>,
  handler: ContractHandler<NoInfer<S>>,
): void {
  const { params, query, body, response } = schema as CallSchemas;
  const routeOptions = {
    ...options,
    method: call.method,
    url: call.path,
    schema: {
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: { ...otherAnswers, [call.status]: response },
    },
    // The call's own status is the answer's unless the handler says otherwise.
    handler(this: ZodApp, request: Parameters<typeof handler>[0], reply: Parameters<typeof handler>[1]) {
      if (call.status !== 200) reply.code(call.status);
      return handler.call(this, request, reply);
    },
  };
  app.route(routeOptions as Parameters<ZodApp['route']>[0]);
}
