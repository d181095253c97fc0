import { sql } from 'kysely';
import type { WalletChangeKind } from '@pool/contract';
import type { Db } from '../../db/database.js';

/**
 * The change a code confirms: the kind and the new value as text (the canonical address, an
 * amount in satoshi, or a profit split's recipient and percent).
 */
export interface WalletChange {
  kind: WalletChangeKind | 'profit_sharing';
  value: string;
}

/** A try of a code: whether it matched, else how many tries the code has left; undefined: no open code. */
export type CodeTry = { matched: true } | { matched: false; attemptsLeft: number } | undefined;

const hourMs = 3_600_000;

/** Codes that confirm wallet changes (migration 022): one open code per wallet and user. */
export class WalletChangeCodesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a new code for the change, replacing the user's open one for the wallet (its tries
   * start again). One upsert also counts the sends of the hour: false when the limit is reached,
   * and nothing changes then.
   */
  async replace(row: {
    walletId: string;
    identityId: string;
    change: WalletChange;
    codeHash: string;
    expiresAt: Date;
    now: Date;
    sendsPerHour: number;
  }): Promise<boolean> {
    const windowStart = new Date(row.now.getTime() - hourMs);
    const stored = await this.db
      .insertInto('wallet_change_codes')
      .values({
        wallet_id: row.walletId,
        identity_id: row.identityId,
        kind: row.change.kind,
        value: row.change.value,
        code_hash: row.codeHash,
        expires_at: row.expiresAt,
        used_at: null,
        window_started_at: row.now,
      })
      .onConflict((oc) =>
        oc
          .columns(['wallet_id', 'identity_id'])
          .doUpdateSet({
            kind: row.change.kind,
            value: row.change.value,
            code_hash: row.codeHash,
            expires_at: row.expiresAt,
            attempts: 0,
            used_at: null,
            sends: sql`CASE WHEN wallet_change_codes.window_started_at > ${windowStart}
                            THEN wallet_change_codes.sends + 1 ELSE 1 END`,
            window_started_at: sql`CASE WHEN wallet_change_codes.window_started_at > ${windowStart}
                                        THEN wallet_change_codes.window_started_at ELSE ${row.now}::timestamptz END`,
          })
          .where((eb) =>
            eb.or([
              eb('wallet_change_codes.window_started_at', '<=', windowStart),
              eb('wallet_change_codes.sends', '<', row.sendsPerHour),
            ]),
          ),
      )
      .returning('wallet_id')
      .executeTakeFirst();
    return stored !== undefined;
  }

  /**
   * One try of a code, in one statement: an open code (unused, unexpired, tries left) of the
   * user for the wallet counts the try and is used when the hash and the change match. The
   * row lock orders concurrent tries, each re-checking the tries left, so no more than
   * `maxAttempts` are ever counted and a code confirms one change only.
   */
  async try(row: {
    walletId: string;
    identityId: string;
    change: WalletChange;
    codeHash: string;
    now: Date;
    maxAttempts: number;
  }): Promise<CodeTry> {
    const result = await this.db
      .updateTable('wallet_change_codes')
      .set({
        attempts: sql`attempts + 1`,
        used_at: sql`CASE WHEN code_hash = ${row.codeHash} AND kind = ${row.change.kind} AND value = ${row.change.value}
                          THEN ${row.now}::timestamptz END`,
      })
      .where('wallet_id', '=', row.walletId)
      .where('identity_id', '=', row.identityId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', row.now)
      .where('attempts', '<', row.maxAttempts)
      .returning(['used_at', 'attempts'])
      .executeTakeFirst();
    if (!result) return undefined;
    if (result.used_at) return { matched: true };
    return { matched: false, attemptsLeft: row.maxAttempts - result.attempts };
  }
}
