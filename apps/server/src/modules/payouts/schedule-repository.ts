import { sql, type Selectable } from 'kysely';
import type { FeeLevel } from '@pool/contract';
import type { Db } from '../../db/database.js';
import type { Page } from '../../db/page.js';
import type { PayoutSchedule } from '../../db/schema.js';

export type ScheduleRow = Selectable<PayoutSchedule>;

/** A schedule item nobody changed pays at a medium fee (product §3 fee level). */
export const defaultFeeLevel: FeeLevel = 'MEDIUM';

/** Changes to a schedule item: a field left out stays, a null fee per vbyte goes back to the level. */
export interface ScheduleChanges {
  fee_level?: FeeLevel;
  fee_per_vbyte?: number | null;
}

/** The payout schedule: one item per pool and date with the fee settings its run pays with. */
export class PayoutScheduleRepository {
  constructor(private readonly db: Db) {}

  async scheduleItem(poolId: string, date: string): Promise<ScheduleRow | undefined> {
    return this.db
      .selectFrom('payout_schedule')
      .selectAll()
      .where('pool_id', '=', poolId)
      .where('date', '=', date)
      .executeTakeFirst();
  }

  async ensureScheduleItem(poolId: string, date: string, now: Date): Promise<ScheduleRow> {
    await this.db
      .insertInto('payout_schedule')
      .values({ pool_id: poolId, date, fee_level: defaultFeeLevel, fee_per_vbyte: null, updated_at: now })
      .onConflict((oc) => oc.columns(['pool_id', 'date']).doNothing())
      .execute();
    return (await this.scheduleItem(poolId, date))!;
  }

  async markProcessed(poolId: string, date: string, now: Date): Promise<void> {
    await this.db
      .updateTable('payout_schedule')
      .set({ processed_at: now, updated_at: now })
      .where('pool_id', '=', poolId)
      .where('date', '=', date)
      .where('processed_at', 'is', null)
      .execute();
  }

  /**
   * Changes an item whose payout has not started (no request exists for its date yet);
   * undefined when it has, so the run always pays with the settings the platform saw.
   */
  async updateScheduleItem(
    poolId: string,
    date: string,
    changes: ScheduleChanges,
    now: Date,
  ): Promise<ScheduleRow | undefined> {
    return this.db
      .insertInto('payout_schedule')
      .values({
        pool_id: poolId,
        date,
        fee_level: changes.fee_level ?? defaultFeeLevel,
        fee_per_vbyte: changes.fee_per_vbyte ?? null,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['pool_id', 'date'])
          .doUpdateSet({ ...changes, updated_at: now })
          .where('payout_schedule.processed_at', 'is', null)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('blockchain_payout_requests as r')
                  .select('r.id')
                  .whereRef('r.pool_id', '=', 'payout_schedule.pool_id')
                  .whereRef('r.date', '=', 'payout_schedule.date'),
              ),
            ),
          ),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * The schedule newest first, with the current item even before anyone changed it
   * (then with the defaults it will run with).
   */
  async listSchedule(
    poolId: string,
    currentDate: string,
    page: Page,
  ): Promise<{
    rows: { date: string; fee_level: FeeLevel; fee_per_vbyte: number | null; processed: boolean }[];
    total: number;
  }> {
    const currentMissing = sql<boolean>`NOT EXISTS (
      SELECT 1 FROM payout_schedule WHERE pool_id = ${poolId} AND date = ${currentDate}::date)`;
    const [rows, total] = await Promise.all([
      sql<{ date: string; fee_level: FeeLevel; fee_per_vbyte: number | null; processed: boolean }>`
        SELECT date, fee_level, fee_per_vbyte, processed_at IS NOT NULL AS processed
          FROM payout_schedule WHERE pool_id = ${poolId}
        UNION ALL
        SELECT ${currentDate}::date, ${defaultFeeLevel}::fee_level, NULL::integer, false WHERE ${currentMissing}
        ORDER BY date DESC
        LIMIT ${page.per_page} OFFSET ${(page.page - 1) * page.per_page}`.execute(this.db),
      sql<{ total: number }>`
        SELECT (SELECT count(*)::int FROM payout_schedule WHERE pool_id = ${poolId})
               + CASE WHEN ${currentMissing} THEN 1 ELSE 0 END AS total`.execute(this.db),
    ]);
    return { rows: rows.rows, total: total.rows[0]!.total };
  }
}
