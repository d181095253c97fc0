import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  backendOperations,
  type BackendOperations,
  type OperationDescription,
  type OperationKey,
} from '@pool/contract';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Field<Key extends OperationKey, Name extends string> = BackendOperations[Key] extends { [N in Name]: infer Schema }
  ? Schema
  : undefined;

/** The fastify schema of an operation, as the type provider reads it to type the handler. */
interface RouteSchema<Key extends OperationKey> {
  params: Field<Key, 'params'>;
  querystring: Field<Key, 'query'>;
  body: Field<Key, 'body'>;
  response: BackendOperations[Key]['responses'];
}

/** A handler of one operation: its request and reply typed by the operation's schemas. */
export type OperationHandler<Key extends OperationKey> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  RouteSchema<Key>,
  ZodTypeProvider
>;

/**
 * The keys of one call made the same way on each kind of account (`GET /pools/{id}/balance`,
 * `GET /operators/{id}/balance`, `GET /miners/{id}/balance`): a handler typed by them serves
 * all three routes, each still registered on its own line.
 */
export type OperationOnEachAccount<Method extends string, Tail extends string> = Extract<
  OperationKey,
  `${Method} /${'pools' | 'operators' | 'miners'}/{id}${Tail}`
>;

/**
 * Registers the route of a contract operation: method, url and schema come from its entry in
 * `backendOperations`, so a module declares only what the operation does. The OpenAPI path
 * `/miners/{id}` becomes fastify's `/miners/:id`.
 */
export function route<Key extends OperationKey>(app: ZodApp, key: Key, handler: OperationHandler<Key>): void {
  const operation: OperationDescription = backendOperations[key];
  const [method, path] = key.split(' ') as [string, string];
  app.route({
    method,
    url: path.replace(/\{(\w+)\}/g, ':$1'),
    schema: {
      ...(operation.tags && { tags: [...operation.tags] }),
      summary: operation.summary,
      ...(operation.params !== undefined && { params: operation.params }),
      ...(operation.query !== undefined && { querystring: operation.query }),
      ...(operation.body !== undefined && { body: operation.body }),
      response: operation.responses,
    },
    handler: handler as RouteHandlerMethod,
  });
}
