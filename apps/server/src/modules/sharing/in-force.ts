import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Share } from '../rewards/fpps.js';

/** The referral terms of the pool (MoneySettings): the referrer's share of the pool fee, and for how long. */
export interface ReferralTerms {
  /** Percent of the pool fee earned on a referred account, a decimal string ("10"). */
  sharePercent: string;
  /** Days from the referred account's creation during which its referrer earns. */
  days: number;
}

/**
 * The referrer earning on `day` from the miner account aliased `minerAlias` (a table of the
 * outer query): its referrer while the referral lasts (the account's first pool day plus
 * `days`, exclusive) and the referrer account exists; else null.
 */
export function referrerInForce(minerAlias: string, day: string, days: number): RawBuilder<string | null> {
  const miner = (column: string) => sql.ref(`${minerAlias}.${column}`);
  return sql<string | null>`(
    SELECT r.id FROM miner_accounts r
     WHERE r.id = ${miner('referrer_id')} AND r.deleted_at IS NULL
       AND ${day}::date < (${miner('created_at')} AT TIME ZONE 'UTC')::date + ${days}::int)`;
}

/**
 * The profit splits of the donors in force on `day` (product §3, §9): per donor and
 * recipient the newest item started by then, leaving out stops (0 %) and recipients that
 * were removed. Ordered by recipient id, the order the reward run posts them in.
 */
export async function splitsInForce(db: Db, donorIds: readonly string[], day: string): Promise<Map<string, Share[]>> {
  const splits = new Map<string, Share[]>();
  if (donorIds.length === 0) return splits;
  const { rows } = await sql<{ donor_id: string; recipient_id: string; percent: string }>`
    SELECT * FROM (
      SELECT DISTINCT ON (s.donor_id, s.recipient_id) s.donor_id, s.recipient_id, trim_scale(s.percent)::text AS percent
        FROM profit_sharing_schedules s
       WHERE s.donor_id = ANY(${[...donorIds]}::uuid[]) AND s.start_date <= ${day}::date
       ORDER BY s.donor_id, s.recipient_id, s.start_date DESC) latest
     WHERE latest.percent <> '0'
       AND EXISTS (SELECT 1 FROM miner_accounts r WHERE r.id = latest.recipient_id AND r.deleted_at IS NULL)
     ORDER BY latest.donor_id, latest.recipient_id`.execute(db);
  for (const row of rows) {
    const list = splits.get(row.donor_id) ?? [];
    list.push({ recipient: row.recipient_id, percent: row.percent });
    splits.set(row.donor_id, list);
  }
  return splits;
}
