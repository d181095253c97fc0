import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export type FeeKind = 'pool' | 'operator';

/** One stored schedule item. */
export interface FeeItemRow {
  percent: string;
  start_date: string;
  comment: string | null;
}

/**
 * Starts the operator's fee on a customer it has just got, in the transaction that creates
 * the customer: `percent`, or the operator's fee for new customers when none is given, in
 * force from the customer's first pool day (its creation), so no day runs without it.
 */
export async function startOperatorFee(
  trx: Transaction<Database>,
  customer: { minerId: string; percent: string | undefined; createdBy: string },
): Promise<void> {
  await sql`
    INSERT INTO fee_schedules (miner_id, kind, percent, start_date, created_by)
    SELECT m.id, 'operator', COALESCE(${customer.percent ?? null}::numeric, o.customer_fee_percent),
           (m.created_at AT TIME ZONE 'UTC')::date, ${customer.createdBy}::uuid
      FROM miner_accounts m JOIN operators o ON o.id = m.operator_id
     WHERE m.id = ${customer.minerId}::uuid`.execute(trx);
}

/** Fee schedules of miner accounts: the pool's fee and an operator's fee on its customer. */
export class FeesRepository {
  constructor(private readonly db: Db) {}

  /** The operator's fee for new customers (numeric text), undefined for an unknown operator. */
  async customerFee(operatorId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('operators')
      .select('customer_fee_percent')
      .where('id', '=', operatorId)
      .executeTakeFirst();
    return row?.customer_fee_percent;
  }

  /** Sets the operator's fee for new customers; returns it as stored. */
  async setCustomerFee(operatorId: string, percent: string): Promise<string> {
    const row = await this.db
      .updateTable('operators')
      .set({ customer_fee_percent: percent })
      .where('id', '=', operatorId)
      .returning('customer_fee_percent')
      .executeTakeFirstOrThrow();
    return row.customer_fee_percent;
  }

  /** A schedule, oldest item first. */
  list(minerId: string, kind: FeeKind): Promise<FeeItemRow[]> {
    return this.db
      .selectFrom('fee_schedules')
      .select(['percent', 'start_date', 'comment'])
      .where('miner_id', '=', minerId)
      .where('kind', '=', kind)
      .orderBy('start_date')
      .execute();
  }

  /** Sets the item starting on `startDate`, replacing one that starts that day already. */
  async upsert(item: {
    minerId: string;
    kind: FeeKind;
    percent: string;
    startDate: string;
    comment: string | null;
    createdBy: string;
  }): Promise<void> {
    await this.db
      .insertInto('fee_schedules')
      .values({
        miner_id: item.minerId,
        kind: item.kind,
        percent: item.percent,
        start_date: item.startDate,
        comment: item.comment,
        created_by: item.createdBy,
      })
      .onConflict((oc) =>
        oc.columns(['miner_id', 'kind', 'start_date']).doUpdateSet((eb) => ({
          percent: eb.ref('excluded.percent'),
          comment: eb.ref('excluded.comment'),
          created_by: eb.ref('excluded.created_by'),
        })),
      )
      .execute();
  }
}
