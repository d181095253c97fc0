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

/**
 * A try of a code: it matched; it did not (and the code has this many tries left); the session
 * has no open code for the wallet; or the session's or the user's tries of the day are used up.
 */
export type CodeTry =
  | { result: 'matched' }
  | { result: 'wrong'; attemptsLeft: number }
  | { result: 'no_open_code' }
  | { result: 'day_used_up' };

/** How many tries a code, a session and a user get (a day, over every wallet and resend). */
export interface TryLimits {
  perCode: number;
  perSessionPerDay: number;
  perUserPerDay: number;
}

const hourMs = 3_600_000;

/** Thrown inside a try's transaction to undo its counts and answer `answer`. */
class TryRefused {
  constructor(readonly answer: CodeTry) {}
}

/**
 * Codes that confirm wallet changes (migrations 022, 026): one open code per wallet, user and
 * session, and the tries of a day per session and per user.
 */
export class WalletChangeCodesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a new code for the change, replacing the session's open one for the wallet (its tries
   * start again, the day's do not). One upsert also counts the session's sends of the hour:
   * false when the limit is reached, and nothing changes then.
   */
  async replace(row: {
    walletId: string;
    identityId: string;
    sessionId: string;
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
        session_id: row.sessionId,
        kind: row.change.kind,
        value: row.change.value,
        code_hash: row.codeHash,
        expires_at: row.expiresAt,
        used_at: null,
        window_started_at: row.now,
      })
      .onConflict((oc) =>
        oc
          .columns(['wallet_id', 'identity_id', 'session_id'])
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
   * One try of a code, in one transaction. First the session's and then the user's tries of the
   * day are counted, each by an upsert that never counts past its limit; then the session's
   * open code (unused, unexpired, tries left) counts the try and is used when the hash and the
   * change match. The rows' locks order concurrent tries, each re-checking what is left, so no
   * limit is ever passed and a code confirms one change only. A try that finds no open code or
   * no tries left is undone, so it costs nothing.
   */
  async try(row: {
    walletId: string;
    identityId: string;
    sessionId: string;
    change: WalletChange;
    codeHash: string;
    now: Date;
    limits: TryLimits;
  }): Promise<CodeTry> {
    const day = row.now.toISOString().slice(0, 10);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const countTry = async (subject: string, max: number) => {
          const counted = await trx
            .insertInto('wallet_change_code_tries')
            .values({ subject, day, tries: 1 })
            .onConflict((oc) =>
              oc
                .columns(['subject', 'day'])
                .doUpdateSet({ tries: sql`wallet_change_code_tries.tries + 1` })
                .where('wallet_change_code_tries.tries', '<', max),
            )
            .returning('tries')
            .executeTakeFirst();
          if (!counted) throw new TryRefused({ result: 'day_used_up' });
        };
        await countTry(`session:${row.sessionId}`, row.limits.perSessionPerDay);
        await countTry(`user:${row.identityId}`, row.limits.perUserPerDay);
        const result = await trx
          .updateTable('wallet_change_codes')
          .set({
            attempts: sql`attempts + 1`,
            used_at: sql`CASE WHEN code_hash = ${row.codeHash} AND kind = ${row.change.kind} AND value = ${row.change.value}
                              THEN ${row.now}::timestamptz END`,
          })
          .where('wallet_id', '=', row.walletId)
          .where('identity_id', '=', row.identityId)
          .where('session_id', '=', row.sessionId)
          .where('used_at', 'is', null)
          .where('expires_at', '>', row.now)
          .where('attempts', '<', row.limits.perCode)
          .returning(['used_at', 'attempts'])
          .executeTakeFirst();
        if (!result) throw new TryRefused({ result: 'no_open_code' });
        if (result.used_at) return { result: 'matched' } as const;
        return { result: 'wrong', attemptsLeft: row.limits.perCode - result.attempts } as const;
      });
    } catch (error) {
      if (error instanceof TryRefused) return error.answer;
      throw error;
    }
  }

  /** Forgets the tries of days before `now`'s (the limits count one day only). */
  async forgetPastTries(now: Date): Promise<void> {
    await this.db.deleteFrom('wallet_change_code_tries').where('day', '<', now.toISOString().slice(0, 10)).execute();
  }
}
