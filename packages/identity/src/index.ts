import path from 'node:path';

/** SQL migrations of the identity service; the server applies them before its own. */
export const identityMigrationsDir = path.resolve(import.meta.dirname, '../migrations');
