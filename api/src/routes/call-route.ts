import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import { binaryMediaTypes, type CallDefinition, type CallResult, type Responses } from '@troo/shared/contract';
import { fastifyPath } from './fastify-path.js';
import { releaseTokenGuard } from './release-access.js';

export { RELEASES_OFF, RELEASE_TOKEN_REQUIRED } from './release-access.js';

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

type Schema<C extends CallDefinition, K extends 'body' | 'query' | 'params'> = C extends { [P in K]: infer S extends TSchema }
  ? S
  : undefined;

/** The Fastify schema of a call: its request parts and every answer, straight from the contract. */
export interface RouteSchemaOf<C extends CallDefinition> {
  body: Schema<C, 'body'>;
  querystring: Schema<C, 'query'>;
  params: Schema<C, 'params'>;
  response: C['response'];
}

export type CallRequest<C extends CallDefinition> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RouteSchemaOf<C>,
  TypeBoxTypeProvider
>;
export type CallReply<C extends CallDefinition> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  unknown,
  RouteSchemaOf<C>,
  TypeBoxTypeProvider
>;

/**
 * Answers the call's success body (typed by the contract: a renamed field fails the type check), or
 * the reply itself when the handler sent a file. Errors are thrown (see errors.ts), never returned.
 */
export type CallHandler<C extends CallDefinition> = (request: CallRequest<C>, reply: CallReply<C>) => Promise<CallResult<C> | CallReply<C>>;

/** What a route adds to its call: limits and per-route settings, never its shape. */
export type RouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'>;

/** A route's request schema when its call takes nothing: an empty query, so every route validates its input. */
const NO_INPUT = { type: 'object', properties: {}, additionalProperties: false } as const;

/** Guessing the release token is slow: each operator route takes this many requests a minute from one address. */
export const OPERATOR_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * The call's answers as Fastify and the OpenAPI document take them: a Binary answer (an image) under
 * its own Content-Types (`content`), every other one as JSON. Made once per call (the serializers
 * are kept by schema object).
 */
const responseSchemas = new WeakMap<Responses, Record<string, unknown>>();
function responseSchema(response: Responses): Record<string, unknown> {
  const kept = responseSchemas.get(response);
  if (kept) return kept;
  const schemas: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response)) {
    const mediaTypes = schema ? binaryMediaTypes(schema) : undefined;
    const content: Record<string, { schema: unknown }> = {};
    for (const type of mediaTypes ?? []) content[type] = { schema };
    schemas[status] = mediaTypes ? { description: schema?.description as unknown, content } : schema;
  }
  responseSchemas.set(response, schemas);
  return schemas;
}

/**
 * Registers the route that answers a call of the contract. Method, path, request and response
 * schemas (Fastify validates the input and serializes the answer with them, so a field that is not
 * in the contract never leaves the server), who may call it, the spec's message for bad input and the
 * success status all come from the call; the route adds only its handler.
 */
export function callRoute<C extends CallDefinition>(app: App, call: C, handler: CallHandler<C>, options: RouteOptions = {}): void {
  const successStatus = [200, 201, 202, 204].find((status) => status in call.response) ?? 200;
  const guard = call.access === 'admin' ? app.requireAdmin : call.access === 'staff' ? app.requireStaff : undefined;
  const operator = call.access === 'operator';
  const hasInput = Boolean(call.body ?? call.query ?? call.params);
  app.route({
    method: call.method,
    url: fastifyPath(call),
    ...options,
    config: {
      // The release token is checked after the rate limit (onRequest), so every guess counts.
      ...(operator ? { rateLimit: OPERATOR_LIMIT } : {}),
      ...options.config,
      validationMessage: call.invalidMessage,
    },
    ...(guard ? { preHandler: guard } : {}),
    // Before the body is read: no one without the token makes the server take in an upload.
    ...(operator ? { preParsing: releaseTokenGuard(() => app.config.releaseCredentials) } : {}),
    schema: {
      summary: call.summary,
      ...(call.body ? { body: call.body } : {}),
      ...(call.query ? { querystring: call.query } : hasInput ? {} : { querystring: NO_INPUT }),
      ...(call.params ? { params: call.params } : {}),
      response: responseSchema(call.response),
      ...(guard ? { security: [{ bearer: [] }] } : {}),
      ...(operator ? { security: [{ releaseToken: [] }] } : {}),
    },
    handler: async (request, reply) => {
      reply.status(successStatus);
      return handler(request as unknown as CallRequest<C>, reply as unknown as CallReply<C>);
    },
  });
}
