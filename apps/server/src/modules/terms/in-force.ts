import { sql, type RawBuilder } from 'kysely';
import type { PromoFeeType } from '@pool/contract';
import type { Db } from '../../db/database.js';
import type { FeeKind } from '../fees/index.js';
import type { Share } from '../../domain/percent.js';

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

/**
 * The percent of the `kind` schedule item in force on `day` for the miner account whose
 * id is in `minerIdColumn` (a column of the outer query), or null when none is. An item
 * is in force from its start date until the next one starts; the unique index
 * (miner_id, kind, start_date) answers this with one index probe per account.
 */
export function feeInForce(kind: FeeKind, minerIdColumn: string, day: string): RawBuilder<string | null> {
  return sql<string | null>`(
    SELECT f.percent FROM fee_schedules f
     WHERE f.miner_id = ${sql.ref(minerIdColumn)} AND f.kind = ${kind} AND f.start_date <= ${day}::date
     ORDER BY f.start_date DESC LIMIT 1)`;
}

/** A promo code's change to one reward: what the daily run reads beside the fees. */
export interface PromoOfDay {
  code: string;
  type: PromoFeeType;
  /** A percent string, "50" or "0.45". */
  percent: string;
}

/**
 * The promo code in force on `day` for the miner account whose id is in `minerIdColumn`
 * (a column of the outer query), as a JSON object, or null. At most one application
 * covers a day of an account (a newer one ends the one before), so no tie is left.
 */
export function promoInForce(minerIdColumn: string, day: string): RawBuilder<PromoOfDay | null> {
  return sql<PromoOfDay | null>`(
    SELECT json_build_object('code', c.code, 'type', c.fee_type, 'percent', trim_scale(c.value)::text)
      FROM promo_code_applications a JOIN promo_codes c ON c.id = a.promo_code_id
     WHERE a.miner_id = ${sql.ref(minerIdColumn)} AND a.starts_on <= ${day}::date
       AND (a.ends_on IS NULL OR a.ends_on > ${day}::date)
     ORDER BY a.applied_at DESC LIMIT 1)`;
}
