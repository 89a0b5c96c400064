import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorReplySchema } from '@gymslot/shared/auth-schemas';
import type { Endpoint, EndpointContract, EndpointModule } from '@gymslot/shared/endpoints/endpoint';

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

type Field<S, K extends string> = S extends { [P in K]: infer T } ? T : undefined;

interface RouteSchema<S> {
  params: Field<S, 'params'>;
  querystring: Field<S, 'query'>;
  body: Field<S, 'body'>;
}

/** The request as the endpoint's schemas have parsed it. */
export type EndpointRequest<S> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, RouteSchema<S>, ZodTypeProvider>;

type Reply<S> = Field<S, 'reply'> extends z.ZodType ? z.output<Field<S, 'reply'>> : never;

/** Returns the reply's body (checked against the endpoint's reply schema), or `reply` once it has sent one itself. */
export type EndpointHandler<S> = (request: EndpointRequest<S>, reply: FastifyReply) => Promise<Reply<S> | FastifyReply> | Reply<S> | FastifyReply;

/** What a route needs besides its table entry: rate limits, body limits, hooks. */
export type ExtraRouteOptions = Omit<RouteShorthandOptions, 'schema'> & { schema?: Pick<FastifySchema, 'hide' | 'description' | 'consumes'> };

function routeSchema(entry: Endpoint, contract: EndpointContract, tags: readonly string[]): FastifySchema {
  const errors = Object.fromEntries(contract.errors.map((status) => [status, contract.errorReplies?.[status] ?? errorReplySchema]));
  const successes = [entry.status ?? 200].flat().map((status) => [status, contract.reply]);
  const response = contract.reply === undefined ? errors : { ...Object.fromEntries(successes), ...errors };
  const given = { params: contract.params, querystring: contract.query, body: contract.body };
  const parts = Object.fromEntries(Object.entries(given).filter(([, schema]) => schema !== undefined));
  // No reply schema and no error statuses (a redirect that never fails): no map, so the API docs show their default reply.
  return { tags: [...tags], ...parts, ...(Object.keys(response).length === 0 ? {} : { response }) };
}

/**
 * Registers a module's routes from packages/shared/src/endpoints/<module>.contracts.ts: method, path,
 * permission, statuses and schemas come from there, so a route is spelled once.
 * `const route = endpointRoutes(app, reviewEndpoints, ['reviews']); route('listGymReviews', handler);`
 */
export function endpointRoutes<T extends Record<string, EndpointContract>>(app: ZodApp, module: EndpointModule<T>, tags: readonly string[]) {
  return <K extends keyof T & string>(name: K, handler: EndpointHandler<T[K]>, options: ExtraRouteOptions = {}): void => {
    const entry: Endpoint = module[name];
    const contract = module.contracts[name] as EndpointContract;
    app.route({
      ...options,
      method: entry.method,
      url: entry.path,
      config: { ...options.config, ...(contract.permission === undefined ? {} : { permission: contract.permission }) },
      schema: { ...routeSchema(entry, contract, tags), ...options.schema },
      handler: handler as RouteHandlerMethod,
    });
  };
}
