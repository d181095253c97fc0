import { randomBytes } from 'node:crypto';
import type { FeeLevel } from '@pool/contract';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/database.js';
import { ChainError, type ChainAdapter, type ChainOutput, type FeeChoice, type IncomingTransfer } from './chain.js';

/** What the simulated mempool charges per fee level, satoshi per virtual byte. */
const simulatedFeeRates: Record<FeeLevel, number> = { LOW: 2, MEDIUM: 8, HIGH: 20 };

/** Virtual size of a segwit spend of one input to the outputs plus change. */
function estimatedVsize(outputs: number): number {
  return 11 + 68 + 31 * (outputs + 1);
}

/** A transaction id as a real chain writes it: 32 random bytes in hex. */
function randomTxId(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The embedded chain (no Bitcoin Core configured): transactions live in
 * simulated_chain_transactions, so sends survive restarts and stay idempotent per
 * request key; a transaction gains one confirmation per block interval after broadcast.
 */
export class SimulatedChain implements ChainAdapter {
  readonly kind = 'simulated';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly blockSeconds: number,
  ) {}

  async send(requestKey: string, outputs: ChainOutput[], fee: FeeChoice): Promise<{ txId: string }> {
    if (outputs.length === 0) throw new ChainError('Transaction has no outputs', true);
    const inserted = await this.db
      .insertInto('simulated_chain_transactions')
      .values({
        tx_id: randomTxId(),
        request_key: requestKey,
        direction: 'outgoing',
        outputs: JSON.stringify(outputs),
        amount: outputs.reduce((sum, output) => sum + output.amount, 0),
        fee: estimatedVsize(outputs.length) * (fee.perVbyte ?? simulatedFeeRates[fee.level]),
        broadcast_at: this.clock(),
      })
      .onConflict((oc) => oc.column('request_key').doNothing())
      .returning('tx_id')
      .executeTakeFirst();
    if (inserted) return { txId: inserted.tx_id };
    return (await this.findSent(requestKey))!;
  }

  async findSent(requestKey: string): Promise<{ txId: string } | null> {
    const row = await this.db
      .selectFrom('simulated_chain_transactions')
      .select('tx_id')
      .where('request_key', '=', requestKey)
      .executeTakeFirst();
    return row ? { txId: row.tx_id } : null;
  }

  async confirmations(txId: string): Promise<number> {
    const row = await this.db
      .selectFrom('simulated_chain_transactions')
      .select('broadcast_at')
      .where('tx_id', '=', txId)
      .executeTakeFirst();
    if (!row) throw new ChainError(`Invalid or non-wallet transaction id ${txId}`, true);
    return this.confirmationsSince(row.broadcast_at);
  }

  async listIncoming(): Promise<IncomingTransfer[]> {
    const rows = await this.db
      .selectFrom('simulated_chain_transactions')
      .select(['tx_id', 'amount', 'from_address', 'broadcast_at'])
      .where('direction', '=', 'incoming')
      .orderBy('broadcast_at')
      .execute();
    return rows.map((row) => ({
      txId: row.tx_id,
      vout: 0,
      amount: row.amount,
      fromAddress: row.from_address,
      receivedAt: row.broadcast_at,
      confirmations: this.confirmationsSince(row.broadcast_at),
    }));
  }

  /** Someone sent coins to the pool's wallet (the demo's deposits, tests); returns the transaction id. */
  async addDeposit(deposit: { amount: number; fromAddress: string | null; receivedAt?: Date }): Promise<string> {
    const txId = randomTxId();
    await this.db
      .insertInto('simulated_chain_transactions')
      .values({
        tx_id: txId,
        direction: 'incoming',
        outputs: JSON.stringify([{ vout: 0, amount: deposit.amount }]),
        amount: deposit.amount,
        from_address: deposit.fromAddress,
        broadcast_at: deposit.receivedAt ?? this.clock(),
      })
      .execute();
    return txId;
  }

  private confirmationsSince(broadcastAt: Date): number {
    return Math.max(0, Math.floor((this.clock().getTime() - broadcastAt.getTime()) / (this.blockSeconds * 1000)));
  }
}
