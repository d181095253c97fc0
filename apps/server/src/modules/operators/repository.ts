import type { Db } from '../../db/database.js';

export class OperatorsRepository {
  constructor(private readonly db: Db) {}

  findByTitle(title: string) {
    return this.db
      .selectFrom('operators')
      .select(['id', 'pool_id', 'name', 'title', 'customer_fee_percent'])
      .where('title', '=', title)
      .executeTakeFirst();
  }
}
