import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backendApiPath, backendOperations, type OperationDescription } from '@pool/contract';
import { useTestApp } from './test/test-app.js';
import { TestIdentity } from './test/test-identity.js';

/**
 * The contract's descriptions of the backend operations (packages/contract/src/operations/)
 * are what the web's client is typed by and what its component tests hold stubs to; the
 * server must serve exactly those: every description as a route, no route without one,
 * each with the same schemas (which is what the OpenAPI document is made of).
 */
const routes: RouteOptions[] = [];
useTestApp(new TestIdentity(), { onRoute: (route) => routes.push(route) });

/** A schema as the OpenAPI document shows it, so two equal schemas compare equal. */
const jsonOf = (schema: unknown) =>
  schema === undefined ? undefined : z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });

function shapeOf(operation: Partial<OperationDescription>) {
  return {
    tags: operation.tags,
    summary: operation.summary,
    params: jsonOf(operation.params),
    query: jsonOf(operation.query),
    body: jsonOf(operation.body),
    responses: Object.fromEntries(
      Object.entries(operation.responses ?? {}).map(([status, schema]) => [status, jsonOf(schema)]),
    ),
  };
}

function registeredOperations(): Map<string, RouteOptions> {
  const registered = new Map<string, RouteOptions>();
  for (const route of routes) {
    if (!route.url.startsWith(`${backendApiPath}/`)) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      registered.set(`${method} ${route.url.slice(backendApiPath.length).replace(/:(\w+)/g, '{$1}')}`, route);
    }
  }
  return registered;
}

describe('the contract descriptions of the backend operations', () => {
  it('are each registered by the server, and the server has no operation without one', () => {
    const registered = [...registeredOperations().keys()].sort();
    expect(registered).toEqual(Object.keys(backendOperations).sort());
  });

  it('are what each route is registered from (route() in the module), schemas and all', () => {
    const copied = [...registeredOperations()]
      .filter(([key, route]) => {
        const described = backendOperations[key as keyof typeof backendOperations];
        return route.schema?.response !== described?.responses;
      })
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it('are what the server registers: the same tags, summary and schemas', () => {
    const differing: string[] = [];
    for (const [key, route] of registeredOperations()) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const served = shapeOf({
        tags: schema.tags as string[] | undefined,
        summary: schema.summary as string,
        params: schema.params as z.ZodType | undefined,
        query: schema.querystring as z.ZodType | undefined,
        body: schema.body as z.ZodType | undefined,
        responses: schema.response as Record<number, z.ZodType>,
      });
      const described = shapeOf(backendOperations[key as keyof typeof backendOperations]);
      if (JSON.stringify(served) !== JSON.stringify(described)) differing.push(key);
    }
    expect(differing).toEqual([]);
  });
});
