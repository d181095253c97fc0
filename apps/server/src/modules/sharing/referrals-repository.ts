import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const referralCodeLength = 8;

export function newReferralCode(): string {
  return Array.from({ length: referralCodeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
}

export interface ReferralRow {
  miner_id: string;
  account_name: string;
  created_at: Date;
  /** The first pool day the referrer no longer earns on the account. */
  ends_on: string;
  hash_rate_24h: number;
  earned: number;
}

/** Referral codes and the accounts they brought (migration 015). */
export class ReferralsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The account's code, made on first read. One statement whatever runs at once: a second
   * reader's insert does nothing and both read the one code; a code another account has
   * already (one chance in 8.5 × 10^11) is drawn again.
   */
  async codeOf(minerId: string): Promise<{ code: string; created_at: Date }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      await this.db
        .insertInto('referrer_codes')
        .values({ miner_id: minerId, code: newReferralCode() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const row = await this.db
        .selectFrom('referrer_codes')
        .select(['code', 'created_at'])
        .where('miner_id', '=', minerId)
        .executeTakeFirst();
      if (row) return row;
    }
    throw new Error('No free referral code after five draws');
  }

  /** A page of the accounts the miner account referred, newest first, with their 24h hashrate and what each earned it. */
  async referred(
    referrerId: string,
    days: number,
    page: { page: number; per_page: number },
  ): Promise<{ rows: ReferralRow[]; total: number; earned: number }> {
    const earnedFrom = sql`
      SELECT p.counterparty_miner_id, sum(p.amount)::bigint AS earned
        FROM payments p JOIN ledger_accounts a ON a.id = p.account_id
       WHERE a.kind = 'miner' AND a.miner_id = ${referrerId}
         AND p.type = 'profit_sharing' AND p.sharing_type = 'referral' AND p.status = 'completed'
       GROUP BY p.counterparty_miner_id`;
    const [{ rows }, totals] = await Promise.all([
      sql<ReferralRow>`
        SELECT m.id AS miner_id, m.account_name, m.created_at,
               ((m.created_at AT TIME ZONE 'UTC')::date + ${days}::int)::text AS ends_on,
               coalesce(st.hash_rate_24h, 0)::float8 AS hash_rate_24h,
               coalesce(e.earned, 0)::float8 AS earned
          FROM miner_accounts m
          LEFT JOIN hashrate_series s ON s.kind = 'miner' AND s.miner_id = m.id
          LEFT JOIN hashrate_stats st ON st.series_id = s.id
          LEFT JOIN (${earnedFrom}) e ON e.counterparty_miner_id = m.id
         WHERE m.referrer_id = ${referrerId}
         ORDER BY m.created_at DESC, m.id
         LIMIT ${page.per_page} OFFSET ${(page.page - 1) * page.per_page}`.execute(this.db),
      sql<{ total: number; earned: number }>`
        SELECT (SELECT count(*) FROM miner_accounts WHERE referrer_id = ${referrerId})::int AS total,
               (SELECT coalesce(sum(earned), 0) FROM (${earnedFrom}) e)::float8 AS earned`.execute(this.db),
    ]);
    return { rows, total: totals.rows[0]!.total, earned: totals.rows[0]!.earned };
  }
}
