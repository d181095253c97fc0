import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';

/** The pools of this installation; one of them is current (migration 001), the one the app shows. */
export class PoolsRepository {
  constructor(private readonly db: Db) {}

  findCurrent() {
    return this.db.selectFrom('pools').select(['id', 'name']).where('is_current', '=', true).executeTakeFirst();
  }

  /** The current pool's id; 404 when none is configured. */
  async currentPoolId(): Promise<string> {
    const pool = await this.findCurrent();
    if (!pool) throw ApiError.notFound('No pool is configured');
    return pool.id;
  }

  /** Every pool, oldest first: the daily jobs run each of them. */
  async poolIds(): Promise<string[]> {
    return (await this.db.selectFrom('pools').select('id').orderBy('created_at').execute()).map((row) => row.id);
  }
}
