// Writes the Kysely table types (apps/server/src/db/schema.ts and the identity service's
// packages/identity/src/repository/schema.ts) from a freshly migrated embedded PostgreSQL.
// Run after adding or changing a migration: npm run db:types
import { writeFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { createDb } from '../apps/server/src/db/database.js';
import { generateSchemas, schemaFiles } from '../apps/server/src/db/schema-codegen.js';
import { cleanupOnExit, progressLog, startBenchDatabase } from './bench-support.js';

const { cleanup, runCleanup } = cleanupOnExit();
const { progress } = progressLog();
try {
  const { pool } = await startBenchDatabase({ prefix: 'db-types-', cleanup, progress });
  const db = createDb(pool);
  const files = await generateSchemas(db as Kysely<unknown>);
  for (const [name, text] of Object.entries(files)) {
    const file = schemaFiles[name as keyof typeof schemaFiles];
    writeFileSync(file, text);
    progress(`${file.pathname}: ${text.split('\n').length} lines`);
  }
} finally {
  await runCleanup();
}
