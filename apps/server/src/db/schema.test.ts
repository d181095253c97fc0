import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { generateSchemas, schemaFiles } from './schema-codegen.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('the generated table types', () => {
  it('are what the migrations make: after changing a migration, npm run db:types', async () => {
    const generated = await generateSchemas(database.db as Kysely<unknown>);
    for (const name of ['server', 'identity'] as const) {
      expect(await readFile(schemaFiles[name], 'utf8'), schemaFiles[name].pathname).toBe(generated[name]);
    }
  });

  it('read a CHECK-limited text column as its values, and a view column as never null', async () => {
    const text = await readFile(schemaFiles.server, 'utf8');
    expect(text).toContain(`symbol: 'BTCUSDT' | 'BTCRUB';`);
    expect(text).toMatch(/export interface HashrateStats \{[^}]*hash_rate_15m: number;/);
  });
});
