import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as contract from '@pool/contract';
import { backendApiPath } from '@pool/contract';
import { useTestApp } from './test/test-app.js';
import { TestIdentity } from './test/test-identity.js';

/**
 * The contract's table of backend operations (packages/contract/src/operations.ts) is
 * written from the server's own routes, so the web's component tests can refuse a stub
 * the server would never send. Regenerate it after changing a route:
 *   UPDATE_OPERATIONS=1 npx vitest run --project server apps/server/src/contract-operations.test.ts
 */
const operationsFile = path.resolve(import.meta.dirname, '../../../packages/contract/src/operations.ts');

const routes: RouteOptions[] = [];
useTestApp(new TestIdentity(), { onRoute: (route) => routes.push(route) });

/** The export name of every schema of the contract, to name a route's schema by. */
const contractNames = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([, value]) => typeof value === 'object' && value !== null)
    .map(([name, value]) => [value, name]),
);

/** The contract export a success answer's body follows; null for empty answers and files, which are not JSON. */
function bodySchemaName(key: string, status: string, schema: unknown): string | null {
  const type = (schema as { def?: { type?: string } }).def?.type;
  if (type === 'null' || type === 'custom') return null;
  const name = contractNames.get(schema);
  if (!name) throw new Error(`${key} answers ${status} with a schema that is not an export of @pool/contract`);
  return name;
}

function operationKey(method: string, url: string): string {
  return `${method} ${url.slice(backendApiPath.length).replace(/:(\w+)/g, '{$1}')}`;
}

/** 'METHOD /path' → success status → the name of its body schema in the contract (null: no JSON body). */
function operationsOfRoutes(): Record<string, Record<number, string | null>> {
  const operations: Record<string, Record<number, string | null>> = {};
  for (const route of routes) {
    if (!route.url.startsWith(`${backendApiPath}/`)) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      const success = Object.entries(responses).filter(([status]) => Number(status) < 300);
      const key = operationKey(method, route.url);
      operations[key] = Object.fromEntries(
        success.length === 0
          ? [[200, null]]
          : success.map(([status, schema]) => [Number(status), bodySchemaName(key, status, schema)]),
      );
    }
  }
  return Object.fromEntries(Object.entries(operations).sort(([a], [b]) => a.localeCompare(b)));
}

function render(operations: Record<string, Record<number, string | null>>): string {
  const lines = Object.entries(operations).map(([key, statuses]) => {
    const body = Object.entries(statuses)
      .map(([status, name]) => `${status}: ${name === null ? 'null' : `'${name}'`}`)
      .join(', ');
    return `  '${key}': { ${body} },`;
  });
  return [
    "// Written by apps/server/src/contract-operations.test.ts from the server's routes; do not edit.",
    '// After changing a route: UPDATE_OPERATIONS=1 npx vitest run --project server apps/server/src/contract-operations.test.ts',
    '',
    '/**',
    ' * Every backend operation: its success statuses, each with the export name of its body',
    ' * schema in this package (null: no JSON body, such as a file or an empty answer).',
    ' */',
    'export const backendOperations = {',
    ...lines,
    '} as const satisfies Record<string, Record<number, string | null>>;',
    '',
  ].join('\n');
}

describe('the contract table of backend operations', () => {
  it('is what the server routes declare', () => {
    const written = render(operationsOfRoutes());
    if (process.env.UPDATE_OPERATIONS === '1') fs.writeFileSync(operationsFile, written);
    expect(fs.readFileSync(operationsFile, 'utf8')).toBe(written);
  });
});
