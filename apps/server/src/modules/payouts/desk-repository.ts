import { sql } from 'kysely';
import type { PayoutRequestPayment } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { pageWithTotal, type Page } from '../../db/page.js';

/** What the pool owes its miners, satoshi. */
export interface Owed {
  /** The miner accounts' balances. */
  balancesDue: number;
  /** Payouts taken from the balances whose transaction has not gone out: still in the wallet. */
  pendingPayouts: number;
}

/** The payout desk's reads: a request's payouts, and what the pool owes against its wallet. */
export class PayoutDeskRepository {
  constructor(private readonly db: Db) {}

  /**
   * A request's payouts, oldest first: the account, address and amount, and the live
   * transaction of the part it goes out in (a fee bump's replacement, once bumped).
   */
  async requestPayments(requestId: string, page: Page): Promise<{ rows: PayoutRequestPayment[]; total: number }> {
    const base = this.db
      .selectFrom('payments as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .innerJoin('miner_accounts as m', 'm.id', 'a.miner_id')
      .where('p.payout_request_id', '=', requestId);
    const result = await pageWithTotal(base, page, (rows) =>
      rows
        .leftJoin('payout_transactions as t', (join) =>
          join
            .onRef('t.request_id', '=', 'p.payout_request_id')
            .onRef('t.part', '=', 'p.payout_part')
            .on('t.state', '<>', 'replaced'),
        )
        .select([
          'm.id as miner_id',
          'm.account_name',
          'p.address',
          'p.amount',
          'p.status',
          'p.payout_part as part',
          't.tx_id',
        ])
        .orderBy('p.id'),
    );
    return {
      total: result.total,
      rows: result.rows.map((row) => ({ ...row, address: row.address ?? '', tx_id: row.tx_id ?? null })),
    };
  }

  async owed(poolId: string): Promise<Owed> {
    const { rows } = await sql<{ balances_due: number; pending_payouts: number }>`
      SELECT
        (SELECT coalesce(sum(a.balance), 0)::bigint FROM ledger_accounts a
          WHERE a.pool_id = ${poolId} AND a.kind = 'miner' AND a.balance > 0) AS balances_due,
        (SELECT coalesce(sum(p.amount), 0)::bigint
           FROM payments p JOIN blockchain_payout_requests r ON r.id = p.payout_request_id
          WHERE r.pool_id = ${poolId} AND p.status = 'pending'
            AND NOT EXISTS (SELECT 1 FROM payout_transactions t
                             WHERE t.request_id = p.payout_request_id AND t.part = p.payout_part
                               AND t.state <> 'replaced' AND t.tx_id IS NOT NULL)) AS pending_payouts`.execute(this.db);
    return { balancesDue: rows[0]!.balances_due, pendingPayouts: rows[0]!.pending_payouts };
  }
}
