import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface TelegramInviteRow {
  code: string;
  expires_at: Date;
}

export interface TelegramChatRow {
  chat_id: number;
  username: string | null;
  linked_at: Date;
}

/** Telegram deep-link codes and linked chats. */
export class TelegramRepository {
  constructor(private readonly db: Db) {}

  /** The unused, unexpired code of the user, if any. */
  async currentInvite(identityId: string, now: Date): Promise<TelegramInviteRow | undefined> {
    return this.db
      .selectFrom('telegram_invites')
      .select(['code', 'expires_at'])
      .where('identity_id', '=', identityId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('expires_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * The current code, or a new one when there is none. Concurrent calls of one user queue on
   * a transaction lock of their identity, so they all get the same code.
   */
  async currentOrNewInvite(identityId: string, now: Date, code: string, expiresAt: Date): Promise<TelegramInviteRow> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`telegram-invite:${identityId}`}, 0))`.execute(trx);
      const current = await new TelegramRepository(trx).currentInvite(identityId, now);
      if (current) return current;
      return trx
        .insertInto('telegram_invites')
        .values({ code, identity_id: identityId, created_at: now, expires_at: expiresAt })
        .returning(['code', 'expires_at'])
        .executeTakeFirstOrThrow();
    });
  }

  /**
   * Uses a code once: links the chat to the code's user (replacing a chat linked before).
   * Undefined for a code that is unknown, expired or used.
   */
  async redeem(code: string, now: Date, chatId: number, username: string | null): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const invite = await trx
        .updateTable('telegram_invites')
        .set({ used_at: now })
        .where('code', '=', code)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('identity_id')
        .executeTakeFirst();
      if (!invite) return undefined;
      await trx
        .insertInto('telegram_chats')
        .values({ identity_id: invite.identity_id, chat_id: chatId, username, linked_at: now })
        .onConflict((conflict) =>
          conflict.column('identity_id').doUpdateSet({ chat_id: chatId, username, linked_at: now }),
        )
        .execute();
      return invite.identity_id;
    });
  }

  async chatOf(identityId: string): Promise<TelegramChatRow | undefined> {
    return this.db
      .selectFrom('telegram_chats')
      .select(['chat_id', 'username', 'linked_at'])
      .where('identity_id', '=', identityId)
      .executeTakeFirst();
  }

  /** Unlinks the user's chat; returns it (undefined when none was linked). */
  async unlink(identityId: string): Promise<TelegramChatRow | undefined> {
    return this.db
      .deleteFrom('telegram_chats')
      .where('identity_id', '=', identityId)
      .returning(['chat_id', 'username', 'linked_at'])
      .executeTakeFirst();
  }

  /** Unlinks a chat from every user (it blocked the bot, or said /stop); returns those users. */
  async unlinkChat(chatId: number): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('telegram_chats')
      .where('chat_id', '=', chatId)
      .returning('identity_id')
      .execute();
    return rows.map((row) => row.identity_id);
  }

  async identitiesOfChat(chatId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('telegram_chats')
      .select('identity_id')
      .where('chat_id', '=', chatId)
      .execute();
    return rows.map((row) => row.identity_id);
  }
}
