import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  backendDocsPath,
  shareIngestPath,
  xsrfCookieName,
  xsrfHeaderName,
  type AccessRole,
  type PermissionType,
} from '@pool/contract';
import { WalletsRepository } from '../modules/wallets/index.js';
import type { TestApp } from './test-app.js';
import { testSessionHeader, type TestIdentity } from './test-identity.js';

/**
 * The small world the suites generated from the OpenAPI document (the access matrix, the
 * fuzzer) send their requests into: two pools, three operators, miner accounts with a
 * sub-account and customers, each with a wallet and a worker, and the actors' permissions
 * and watcher links.
 */
export interface World {
  pool: string;
  otherPool: string;
  operator: string;
  otherOperator: string;
  foreignOperator: string;
  miner: string;
  sub: string;
  customer: string;
  otherCustomer: string;
  foreignMiner: string;
  /** Every account above, with the chain the policy reaches it by. */
  accounts: AccountRef[];
  /** Miner account id → its wallet. */
  wallets: Record<string, string>;
  /** Miner account id → the series id of its one worker. */
  workers: Record<string, string>;
}

export interface AccountRef {
  kind: 'pool' | 'operator' | 'miner';
  id: string;
  /** The chain the policy reaches accounts by. */
  pool: string;
  operator: string | null;
  parent: string | null;
}

/** Filled in by `seedWorld`; actors' grants read it lazily, so they can be written before. */
export function emptyWorld(): World {
  return { accounts: [], wallets: {}, workers: {} } as unknown as World;
}

/** The operator titles and the miner account names of the world (stratum nodes and public lookups use names). */
export const worldNames = {
  operator: 'matrixhub',
  otherOperator: 'otherhub',
  foreignOperator: 'foreignhub',
  miner: 'matrix_miner',
  sub: 'matrix_sub',
  customer: 'matrix_customer',
  otherCustomer: 'other_customer',
  foreignMiner: 'foreign_miner',
} as const;

/** An id that names nothing in the world. */
export const unknownId = '00000000-0000-4000-8000-00000000abcd';

export type Grant = { type: PermissionType; role: AccessRole; account: () => string | null };

export interface Actor {
  name: string;
  kind: 'anonymous' | 'watcher' | 'api_key' | 'user';
  userId?: string;
  grants?: Grant[];
  watcher?: { token: string; sections: string[] };
  /** A read-only API key of `world.miner`, sent as `Authorization: Bearer`. */
  apiKey?: string;
}

/**
 * Makes signed-in users of the TestIdentity, each with a fresh second factor, so that what
 * a suite tests is who they are, not how recently they proved it.
 */
export function userMaker(identity: TestIdentity): (name: string, ...grants: Grant[]) => Actor {
  let count = 0;
  return (name, ...grants) => {
    const id = `00000000-0000-4000-8000-${String(++count).padStart(12, '0')}`;
    identity.add({
      id,
      email: `${name}@example.com`,
      credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
      secondFactorAge: 5,
    });
    return { name, kind: 'user', userId: id, grants };
  };
}

/**
 * Seeds the world into the test app's database: its accounts, wallets, one worker per miner
 * account (through the real share ingestion, so the series exist as in production), and
 * the actors' permissions, watcher links and API keys. A watcher link or key is created by
 * the first user holding a grant on `world.miner`.
 */
export async function seedWorld(testApp: TestApp, world: World, actors: Actor[], ingestToken: string): Promise<void> {
  const { pool } = testApp.database;
  const one = async <T>(sql: string, values: unknown[] = []) => (await pool.query<T & object>(sql, values)).rows[0]!;
  world.pool = (await one<{ id: string }>('SELECT id FROM pools WHERE is_current')).id;
  world.otherPool = (await one<{ id: string }>("INSERT INTO pools (name) VALUES ('Other') RETURNING id")).id;
  const operator = async (poolId: string, title: string) =>
    (
      await one<{ id: string }>('INSERT INTO operators (pool_id, name, title) VALUES ($1, $2, $2) RETURNING id', [
        poolId,
        title,
      ])
    ).id;
  world.operator = await operator(world.pool, worldNames.operator);
  world.otherOperator = await operator(world.pool, worldNames.otherOperator);
  world.foreignOperator = await operator(world.otherPool, worldNames.foreignOperator);
  const account = async (name: string, poolId: string, operatorId: string | null, parent: string | null) =>
    (
      await one<{ id: string }>(
        'INSERT INTO miner_accounts (pool_id, operator_id, parent_id, account_name) VALUES ($1, $2, $3, $4) RETURNING id',
        [poolId, operatorId, parent, name],
      )
    ).id;
  world.miner = await account(worldNames.miner, world.pool, null, null);
  world.sub = await account(worldNames.sub, world.pool, null, world.miner);
  world.customer = await account(worldNames.customer, world.pool, world.operator, null);
  world.otherCustomer = await account(worldNames.otherCustomer, world.pool, world.otherOperator, null);
  world.foreignMiner = await account(worldNames.foreignMiner, world.otherPool, world.foreignOperator, null);
  world.accounts = [
    { kind: 'pool', id: world.pool, pool: world.pool, operator: null, parent: null },
    { kind: 'pool', id: world.otherPool, pool: world.otherPool, operator: null, parent: null },
    { kind: 'operator', id: world.operator, pool: world.pool, operator: world.operator, parent: null },
    { kind: 'operator', id: world.otherOperator, pool: world.pool, operator: world.otherOperator, parent: null },
    {
      kind: 'operator',
      id: world.foreignOperator,
      pool: world.otherPool,
      operator: world.foreignOperator,
      parent: null,
    },
    { kind: 'miner', id: world.miner, pool: world.pool, operator: null, parent: null },
    { kind: 'miner', id: world.sub, pool: world.pool, operator: null, parent: world.miner },
    { kind: 'miner', id: world.customer, pool: world.pool, operator: world.operator, parent: null },
    { kind: 'miner', id: world.otherCustomer, pool: world.pool, operator: world.otherOperator, parent: null },
    { kind: 'miner', id: world.foreignMiner, pool: world.otherPool, operator: world.foreignOperator, parent: null },
  ];
  const wallets = new WalletsRepository(testApp.database.db);
  world.wallets = {};
  world.workers = {};
  for (const ref of world.accounts.filter((ref) => ref.kind === 'miner')) {
    world.wallets[ref.id] = await wallets.walletOf(ref.id);
  }
  const names = await pool.query<{ id: string; account_name: string }>('SELECT id, account_name FROM miner_accounts');
  const shares = names.rows.map((row) => ({
    worker: `${row.account_name}.rig1`,
    difficulty: 65536,
    time: new Date().toISOString(),
    accepted: true,
  }));
  const ingested = await testApp.app.inject({
    method: 'POST',
    url: shareIngestPath,
    headers: { authorization: `Bearer ${ingestToken}` },
    payload: { batch_id: 'seeded-world-1', shares },
  });
  expect(ingested.statusCode).toBe(200);
  const series = await pool.query<{ id: string; miner_id: string }>(
    'SELECT id::text, miner_id FROM hashrate_series WHERE worker_name IS NOT NULL',
  );
  for (const row of series.rows) world.workers[row.miner_id] = row.id;

  const watcherCreator = actors.find((actor) => actor.grants?.some((grant) => grant.account() === world.miner));
  for (const actor of actors) {
    if (actor.watcher) {
      await pool.query('INSERT INTO watchers (token, miner_id, created_by, sections) VALUES ($1, $2, $3, $4)', [
        actor.watcher.token,
        world.miner,
        watcherCreator?.userId ?? unknownId,
        actor.watcher.sections,
      ]);
    }
    if (actor.apiKey) {
      await pool.query(
        "INSERT INTO api_keys (miner_id, token_sha256, hint, name, created_by) VALUES ($1, sha256(convert_to($2, 'UTF8')), left($2, 12), 'seeded', $3)",
        [world.miner, actor.apiKey, watcherCreator?.userId ?? unknownId],
      );
    }
    for (const grant of actor.grants ?? []) {
      const column = grant.type === 'platform' ? null : `${grant.type}_id`;
      await pool.query(
        `INSERT INTO permissions (identity_id, type, role${column ? `, ${column}` : ''}) VALUES ($1, $2, $3${column ? ', $4' : ''})`,
        column ? [actor.userId, grant.type, grant.role, grant.account()] : [actor.userId, grant.type, grant.role],
      );
    }
  }
}

/** The XSRF value the suites send as both the cookie and the header, as the SPA does. */
const xsrfToken = 'x';

/**
 * What a request carries to act as the actor: its session, watcher link or API key, and the
 * XSRF pair (which anyone can get, so an API key's writes are refused by the policy itself).
 */
export function actorCredentials(actor: Actor): { headers: Record<string, string>; cookies: Record<string, string> } {
  const headers: Record<string, string> = { [xsrfHeaderName.toLowerCase()]: xsrfToken };
  if (actor.userId) headers[testSessionHeader] = actor.userId;
  if (actor.watcher) headers['x-watcher-token'] = actor.watcher.token;
  if (actor.apiKey) headers.authorization = `Bearer ${actor.apiKey}`;
  return { headers, cookies: { [xsrfCookieName]: xsrfToken } };
}

/** The parts of an OpenAPI 3.0 schema the generated suites read (the document has no `$ref`s). */
export interface OpenApiSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: OpenApiSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  nullable?: boolean;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: OpenApiSchema;
}

export interface DocumentedOperation {
  method: string;
  /** The full path, with `{name}` for each path parameter. */
  path: string;
  spec: {
    parameters?: OpenApiParameter[];
    requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
  };
}

/** The methods of the API; HEAD, which Fastify adds to each GET, is left out. */
const apiMethods = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Every operation of the OpenAPI document the server serves. */
export async function documentedOperations(app: FastifyInstance): Promise<DocumentedOperation[]> {
  const document = (await app.inject({ url: backendDocsPath })).json<{
    paths: Record<string, Record<string, DocumentedOperation['spec']>>;
  }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => apiMethods.has(method))
      .map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
  );
}
