import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type TestDatabase } from '../test/database.js';
import { sharedBuffersFor } from './embedded-postgres.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createEmptyDatabase();
});
afterAll(() => database.drop());

describe('the embedded PostgreSQL', () => {
  it('runs with the settings chosen for the per-minute job, not the defaults', async () => {
    const { rows } = await database.pool.query<{ name: string; setting: string; unit: string | null }>(
      `SELECT name, setting, unit FROM pg_settings
        WHERE name IN ('random_page_cost', 'work_mem', 'shared_buffers', 'checkpoint_timeout', 'max_wal_size')
        ORDER BY name`,
    );
    // pg_settings reports each in its own unit: kB, 8 kB pages, seconds, MB.
    expect(rows).toEqual([
      { name: 'checkpoint_timeout', setting: '900', unit: 's' },
      { name: 'max_wal_size', setting: '4096', unit: 'MB' },
      { name: 'random_page_cost', setting: '1.1', unit: null },
      // In 8 kB pages: a quarter of this machine's memory within 256 MB and 8 GB.
      { name: 'shared_buffers', setting: String((parseInt(sharedBuffersFor(os.totalmem())) * 1024) / 8), unit: '8kB' },
      { name: 'work_mem', setting: '32768', unit: 'kB' },
    ]);
  });

  it('takes a quarter of the memory for shared buffers, from 256 MB up to 8 GB', () => {
    const gb = 2 ** 30;
    expect(sharedBuffersFor(0.5 * gb)).toBe('256MB');
    expect(sharedBuffersFor(2 * gb)).toBe('512MB');
    expect(sharedBuffersFor(4 * gb)).toBe('1024MB');
    expect(sharedBuffersFor(23.4 * gb)).toBe('5990MB');
    expect(sharedBuffersFor(64 * gb)).toBe('8192MB');
  });
});
