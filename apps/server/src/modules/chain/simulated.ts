import { randomBytes } from 'node:crypto';
import { ChainError } from '@pool/bitcoin';
import type { FeeLevel } from '@pool/contract';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { sats, sumSats } from '../../domain/sats.js';
import { payoutTransactionVsize } from './standardness.js';
import type { ChainAdapter, ChainOutput, ChainTransaction, FeeChoice, IncomingTransfer } from './chain.js';

/** What the simulated mempool charges per fee level, satoshi per virtual byte. */
const simulatedFeeRates: Record<FeeLevel, number> = { LOW: 2, MEDIUM: 8, HIGH: 20 };

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
    // One coin of the wallet pays for it all: the simulated wallet holds whatever is asked.
    const vsize = payoutTransactionVsize(outputs, 1);
    const feeRate = fee.perVbyte ?? simulatedFeeRates[fee.level];
    const inserted = await this.db
      .insertInto('simulated_chain_transactions')
      .values({
        tx_id: randomTxId(),
        request_key: requestKey,
        direction: 'outgoing',
        outputs: JSON.stringify(outputs),
        amount: sumSats(outputs.map((output) => output.amount)),
        fee: vsize * feeRate,
        vsize,
        fee_rate: feeRate,
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

  async transaction(txId: string): Promise<ChainTransaction> {
    const row = await this.db
      .selectFrom('simulated_chain_transactions')
      .select(['broadcast_at', 'outputs', 'vsize', 'fee', 'replaced_by'])
      .where('tx_id', '=', txId)
      .executeTakeFirst();
    if (!row) throw new ChainError(`Invalid or non-wallet transaction id ${txId}`, true);
    return {
      // A replaced transaction never confirms; its replacement does.
      confirmations: row.replaced_by ? 0 : this.confirmationsSince(row.broadcast_at),
      // Sent before sizes were kept: sized now from its outputs.
      vsize: row.vsize ?? payoutTransactionVsize(row.outputs as ChainOutput[], 1),
      fee: sats(row.fee),
      replacedBy: row.replaced_by,
      abandoned: false,
    };
  }

  async feeRate(level: FeeLevel): Promise<number> {
    return simulatedFeeRates[level];
  }

  async bumpFee(txId: string, perVbyte: number): Promise<{ txId: string }> {
    const replacement = randomTxId();
    const replaced = await this.db.transaction().execute(async (trx) => {
      const original = await trx
        .updateTable('simulated_chain_transactions')
        .set({ replaced_by: replacement })
        .where('tx_id', '=', txId)
        .where('direction', '=', 'outgoing')
        .where('replaced_by', 'is', null)
        .returning(['outputs', 'amount', 'vsize'])
        .executeTakeFirst();
      if (!original) return false;
      await trx
        .insertInto('simulated_chain_transactions')
        .values({
          tx_id: replacement,
          direction: 'outgoing',
          outputs: JSON.stringify(original.outputs),
          amount: original.amount,
          vsize: original.vsize,
          fee_rate: perVbyte,
          fee: (original.vsize ?? 0) * perVbyte,
          broadcast_at: this.clock(),
        })
        .execute();
      return true;
    });
    if (!replaced) throw new ChainError(`Transaction ${txId} cannot be bumped: unknown or bumped already`, true);
    return { txId: replacement };
  }

  async blockHeight(): Promise<number> {
    return Math.floor(this.clock().getTime() / (this.blockSeconds * 1000));
  }

  async walletBalance(): Promise<null> {
    return null;
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
      amount: sats(row.amount),
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
