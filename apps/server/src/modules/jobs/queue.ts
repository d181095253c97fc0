import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { MoneySettings } from '../money-deps.js';

export interface JobsDeps {
  db: Db;
  pool: pg.Pool;
  clock: Clock;
  settings: MoneySettings;
  log: FastifyBaseLogger;
}

/** Starts the durable job queue (placeholder until built). */
export async function startJobs(_deps: JobsDeps): Promise<{ stop(): Promise<void> }> {
  return { stop: async () => undefined };
}
