import { sql } from 'kysely';
import type { Navigation } from '@pool/contract';
import type { Db } from '../../db/database.js';

/** The account panel's navigation preferences: one row per user. */
export class NavigationRepository {
  constructor(private readonly db: Db) {}

  async find(identityId: string): Promise<Navigation | undefined> {
    return this.db
      .selectFrom('navigation_preferences')
      .select(['pinned', 'bookmarked'])
      .where('identity_id', '=', identityId)
      .executeTakeFirst();
  }

  /** Replaces both lists in one statement (an upsert): concurrent saves leave one of them whole. */
  async save(identityId: string, navigation: Navigation): Promise<Navigation> {
    const pinned = sql<string[]>`${navigation.pinned}::uuid[]`;
    const bookmarked = sql<string[]>`${navigation.bookmarked}::uuid[]`;
    return this.db
      .insertInto('navigation_preferences')
      .values({ identity_id: identityId, pinned, bookmarked })
      .onConflict((conflict) =>
        conflict.column('identity_id').doUpdateSet({ pinned, bookmarked, updated_at: sql`now()` }),
      )
      .returning(['pinned', 'bookmarked'])
      .executeTakeFirstOrThrow();
  }
}
