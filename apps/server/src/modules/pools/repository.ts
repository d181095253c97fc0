import type { Db } from '../../db/database.js';

export class PoolsRepository {
  constructor(private readonly db: Db) {}

  findCurrent() {
    return this.db.selectFrom('pools').select(['id', 'name']).where('is_current', '=', true).executeTakeFirst();
  }
}
