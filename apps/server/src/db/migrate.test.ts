import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type TestDatabase } from '../test/database.js';
import { listMigrations, migrate, migrationSources } from './migrate.js';

let database: TestDatabase;
beforeEach(async () => {
  database = await createEmptyDatabase();
});
afterEach(() => database.drop());

async function tempMigrations(files: Record<string, string>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pool-migrations-'));
  for (const [name, sql] of Object.entries(files)) await fs.writeFile(path.join(dir, name), sql);
  return dir;
}

describe('migrate', () => {
  it('applies every migration once, in order, and a second run applies nothing', async () => {
    const all = (await Promise.all(migrationSources.map(listMigrations))).flat();
    // The identity service's tables come first: backend tables refer to its ids.
    expect(migrationSources.map((source) => source.component)).toEqual(['identity', 'backend']);
    expect(await migrate(database.pool)).toEqual(all.map((m) => `${m.component}/${m.version}`));
    expect(await migrate(database.pool)).toEqual([]);
    const current = await database.db.selectFrom('pools').select('name').where('is_current', '=', true).execute();
    expect(current).toHaveLength(1);
  });

  it('applies each migration exactly once when several instances start together', async () => {
    const results = await Promise.all([migrate(database.pool), migrate(database.pool), migrate(database.pool)]);
    const applied = results.flat();
    expect(applied).toEqual([...new Set(applied)]);
    const { rows } = await database.pool.query<{ count: string }>('SELECT count(*) FROM pools');
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it('rolls a failing migration back whole and names its file', async () => {
    const dir = await tempMigrations({
      '001_ok.sql': 'CREATE TABLE a (id int);',
      '002_broken.sql': 'CREATE TABLE b (id int); SELECT no_such_function();',
    });
    await expect(migrate(database.pool, [{ component: 'test', dir }])).rejects.toThrow(/test\/002_broken\.sql/);
    const { rows } = await database.pool.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(rows.map((r) => r.name)).toEqual(['a', 'schema_migrations']);
    const versions = await database.pool.query('SELECT component, version FROM schema_migrations');
    expect(versions.rows).toEqual([{ component: 'test', version: 1 }]);
  });

  it('refuses a file whose name does not carry a version', async () => {
    const dir = await tempMigrations({ 'create_things.sql': 'SELECT 1;' });
    await expect(listMigrations({ component: 'test', dir })).rejects.toThrow(/001_name\.sql/);
  });
});
