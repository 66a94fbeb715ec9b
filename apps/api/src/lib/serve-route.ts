import type { RouteContract } from '@kinetic/contracts/route';
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The contract's schemas where Fastify's type provider looks for them. */
interface SchemaOf<C extends RouteContract> {
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  headers: C['headers'];
  response: C['answers'];
}

/** A handler of the contract: request and reply typed by its schemas. */
export type ContractHandler<C extends RouteContract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<C>,
  ZodTypeProvider
>;

/** What the server adds to a contract: who may call (hooks), the per-person limit (config). */
export type ServeOptions = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preHandler' | 'config' | 'bodyLimit' | 'attachValidation'
>;

/**
 * Registers the route of a contract: its method, path and schemas (validation, serialisation and
 * the OpenAPI document) come from the contract, the access rules and the handler from the module.
 */
export function serve<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  options: ServeOptions,
  handler: ContractHandler<C>,
): void {
  // The handler was checked against the contract's schemas where it was written (ContractHandler);
  // Fastify's own overloads cannot follow a generic contract.
  register(app, contract, options, handler as RouteHandlerMethod);
}

/** A handler of a contract whose answer is sent as a stream: its request typed, its answer not. */
export type StreamHandler<C extends RouteContract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Omit<SchemaOf<C>, 'response'>,
  ZodTypeProvider
>;

/**
 * `serve` for an answer read from a file as it is sent: the contract's answer schema documents it,
 * but a stream is sent as it is (Fastify serialises no stream), so the handler's reply is not held to it.
 */
export function serveStream<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  options: ServeOptions,
  handler: StreamHandler<C>,
): void {
  register(app, contract, options, handler as RouteHandlerMethod);
}

function register(
  app: FastifyInstance,
  contract: RouteContract,
  options: ServeOptions,
  handler: RouteHandlerMethod,
): void {
  const { summary, description, tags, params, query, body, headers, answers } = contract;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: contract.method,
    url: contract.path,
    schema: {
      summary,
      tags: [...tags],
      ...(description && { description }),
      ...(contract.public ? {} : { security: [{ bearer: [] }] }),
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      ...(headers && { headers }),
      response: answers,
    },
    handler,
  });
}
