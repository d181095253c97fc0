import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { createPool } from '../db/database.js';
import { scratchDir, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { migrate } from '../db/migrate.js';

export const templateDatabase = 'pool_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * One embedded PostgreSQL for the whole server suite, with a migrated template
 * database; each test file clones the template (fast) into a database of its own.
 */
export default async function setup(project: TestProject) {
  const dataDir = await scratchDir('pool-test-db-');
  await fs.chmod(dataDir, 0o755);
  const database = await startEmbeddedPostgres(dataDir, () => undefined);
  const admin = createPool(database.url);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  const templatePool = createPool(database.url.replace(/\/postgres$/, `/${templateDatabase}`));
  await migrate(templatePool);
  await templatePool.end();
  await admin.end();
  project.provide('adminDatabaseUrl', database.url);

  return async () => {
    await database.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
