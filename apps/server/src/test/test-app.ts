import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import { PoolSettingsStore } from '../settings/pool-settings.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { testSessionHeader, type TestIdentity } from './test-identity.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** A backend call as a user (by id) or anonymously, with the XSRF pair set. */
  call: (
    userId: string | undefined,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => ReturnType<FastifyInstance['inject']>;
}

/**
 * The backend on a fresh database with a TestIdentity, built before the file's tests
 * and closed after them. Read the returned object's fields inside tests.
 */
export function useTestApp(identity: TestIdentity, deps: Partial<AppDeps> = {}): TestApp {
  const testApp = { call } as TestApp;
  beforeAll(async () => {
    testApp.database = await createTestDatabase();
    testApp.app = await buildApp({
      db: testApp.database.db,
      settings: new PoolSettingsStore(undefined, {}, () => undefined),
      identity,
      logLevel: 'silent',
      ...deps,
    });
  });
  afterAll(async () => {
    await testApp.app.close();
    await testApp.database.drop();
  });

  function call(userId: string | undefined, method: string, url: string, payload?: object) {
    return testApp.app.inject({
      method: method as 'GET',
      url: `/api/backend/v0.1${url}`,
      cookies: { 'XSRF-TOKEN': 'x' },
      headers: { 'x-xsrf-token': 'x', ...(userId ? { [testSessionHeader]: userId } : {}) },
      ...(payload ? { payload } : {}),
    });
  }
  return testApp;
}
